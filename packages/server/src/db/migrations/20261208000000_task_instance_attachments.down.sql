delete from asset_attachments where assetable_type = 'task_instance';
alter table asset_attachments drop constraint asset_attachments_assetable_type_check;
alter table asset_attachments add constraint asset_attachments_assetable_type_check check (assetable_type in (
  'person_profile', 'application', 'assignment', 'outbound_logistics_plan', 'leave_request',
  'travel_plan', 'review', 'review_form_submission', 'education_plan', 'team', 'unit', 'requisition',
  'vision_strategy_paper'
));
