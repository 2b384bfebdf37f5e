delete from leave_request_types where type = 'EXTRAORDINARY' and sub_type = '';
alter table leave_request_types drop constraint leave_request_types_check;
alter table leave_request_types add constraint leave_request_types_check check (
  (type = 'EXTRAORDINARY' and sub_type in (
    'COMPASSIONATE', 'MARRIAGE', 'POLITICAL_EVACUATION', 'FAMILY_REASON', 'SICKNESS_OR_MEDICAL',
    'MISSION_BUSINESS'
  ))
  or (type <> 'EXTRAORDINARY' and sub_type = '')
);

update travel_plans set has_notified_on_site_leadership = false where has_notified_on_site_leadership is null;
alter table travel_plans
  alter column has_notified_on_site_leadership set default false,
  alter column has_notified_on_site_leadership set not null,
  drop column is_legacy,
  drop column decided_at,
  drop column decided_by,
  drop column decision_reason;

alter table leave_requests
  drop column is_legacy,
  drop column decided_at,
  drop column decided_by,
  drop column decision_reason;
