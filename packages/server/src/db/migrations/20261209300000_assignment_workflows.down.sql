-- The assignments' workflows go: their task instances first (they name the assignment, not a stage
-- only), then their stages.
delete from task_instances where subject_type = 'ASSIGNMENT';
delete from application_workflow_stages where assignment_id is not null;

drop index application_workflow_stages_assignment_idx;
alter table application_workflow_stages
  drop constraint application_workflow_stages_one_owner,
  drop column assignment_id,
  alter column application_id set not null;
