-- An assignment runs a workflow as an application does: its own copy of a template's stages, and a task
-- instance (subject_type 'ASSIGNMENT') for each task in them. A stage belongs to exactly one application
-- or one assignment, and goes with it.
alter table application_workflow_stages
  alter column application_id drop not null,
  add column assignment_id bigint references assignments (id) on delete cascade,
  add constraint application_workflow_stages_one_owner check (num_nonnulls(application_id, assignment_id) = 1);
create index application_workflow_stages_assignment_idx on application_workflow_stages (assignment_id, position);
