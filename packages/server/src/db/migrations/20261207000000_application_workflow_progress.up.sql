-- What running an application's workflow needs: when each of its stages started (a task's due date
-- counts from it), which of the application's stages a task instance belongs to (the template's stage
-- may be edited later, the application keeps its copy), the decision and note a task is completed with,
-- and the note that goes with the application's last status change (why it was rejected).
alter table application_workflow_stages add column started_at timestamptz;

alter table task_instances
  add column application_stage_id bigint references application_workflow_stages (id) on delete cascade,
  add column decision text check (decision in ('APPROVED', 'REJECTED')),
  add column note text;
create index task_instances_application_stage_idx on task_instances (application_stage_id);

alter table applications add column status_note text;
