-- A position can be held on several kinds of record (a team leader leads teams and units alike), so
-- applicable_to becomes a non-empty list of those kinds.
alter table positions drop constraint positions_applicable_to_check;
alter table positions alter column applicable_to type text[] using array[applicable_to];
alter table positions add constraint positions_applicable_to_check check (
  cardinality(applicable_to) > 0
  and applicable_to <@ array[
    'APPLICATION', 'ASSIGNMENT', 'REQUISITION', 'VISION_STRATEGY_PAPER', 'TEAM', 'UNIT', 'ORGANISATION'
  ]::text[]
);

-- What a workflow task asks and of whom: the free-text due date gives way to a number of days after the
-- task's stage starts; who does it is the applicant, the organisation's office staff, a security group
-- or the holder of a position on the record; completing it means filling a form, uploading a document
-- or taking a decision. A task accepted from a suggested template remembers the suggestion it came from.
alter table workflow_template_tasks
  drop column due_date_modifier,
  drop column due_date_relative_to,
  add column assignee_type text not null default 'OFFICE_STAFF'
    check (assignee_type in ('APPLICANT', 'OFFICE_STAFF', 'SECURITY_GROUP', 'POSITION')),
  add column assignee_security_group_role text
    check (assignee_security_group_role in ('senior-leadership', 'leadership', 'management')),
  add column due_offset_days integer check (due_offset_days between 0 and 3650),
  add column completion_type text not null default 'FORM'
    check (completion_type in ('FORM', 'DOCUMENT', 'DECISION')),
  add column suggested_task_id bigint references workflow_template_tasks (id) on delete set null,
  add constraint workflow_template_tasks_security_group_check
    check ((assignee_type = 'SECURITY_GROUP') = (assignee_security_group_role is not null));
create index workflow_template_tasks_suggested_task_id_idx on workflow_template_tasks (suggested_task_id);
