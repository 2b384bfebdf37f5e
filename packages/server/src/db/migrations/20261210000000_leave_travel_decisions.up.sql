-- A decision on leave or travel keeps who took it, when, and the reason given to the person with a
-- rejection; imported (legacy) records are marked so that they are shown read-only and never decided.
-- Whether on-site leadership was told is unknown (null) until the travel form answers it.
alter table leave_requests
  add column decision_reason text,
  add column decided_by bigint references users (id) on delete set null,
  add column decided_at timestamptz,
  add column is_legacy boolean not null default false;

alter table travel_plans
  add column decision_reason text,
  add column decided_by bigint references users (id) on delete set null,
  add column decided_at timestamptz,
  add column is_legacy boolean not null default false,
  alter column has_notified_on_site_leadership drop not null,
  alter column has_notified_on_site_leadership drop default;

-- The form saves each answer as it is given, so EXTRAORDINARY leave may be stored before its sub type
-- is chosen ('' meanwhile); approving it needs the sub type.
alter table leave_request_types drop constraint leave_request_types_check;
alter table leave_request_types add constraint leave_request_types_check check (
  (type = 'EXTRAORDINARY' and sub_type in (
    '', 'COMPASSIONATE', 'MARRIAGE', 'POLITICAL_EVACUATION', 'FAMILY_REASON', 'SICKNESS_OR_MEDICAL',
    'MISSION_BUSINESS'
  ))
  or (type <> 'EXTRAORDINARY' and sub_type = '')
);
