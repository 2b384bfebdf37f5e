alter table applications drop column status_note;

drop index task_instances_application_stage_idx;
alter table task_instances
  drop column note,
  drop column decision,
  drop column application_stage_id;

alter table application_workflow_stages drop column started_at;
