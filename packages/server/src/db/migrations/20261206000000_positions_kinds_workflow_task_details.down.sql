drop index workflow_template_tasks_suggested_task_id_idx;
alter table workflow_template_tasks
  drop constraint workflow_template_tasks_security_group_check,
  drop column suggested_task_id,
  drop column completion_type,
  drop column due_offset_days,
  drop column assignee_security_group_role,
  drop column assignee_type,
  add column due_date_modifier text,
  add column due_date_relative_to text;

alter table positions drop constraint positions_applicable_to_check;
alter table positions alter column applicable_to type text using applicable_to[1];
alter table positions add constraint positions_applicable_to_check check (applicable_to in (
  'APPLICATION', 'ASSIGNMENT', 'REQUISITION', 'VISION_STRATEGY_PAPER', 'TEAM', 'UNIT', 'ORGANISATION'
));
