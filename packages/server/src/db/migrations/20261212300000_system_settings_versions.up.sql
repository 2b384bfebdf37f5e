-- Admins edit the system settings from their page (flags, banner, application restriction list), each
-- at the version they read, so that two admins saving at once cannot overwrite each other unseen.
alter table system_settings add column version integer not null default 1;

-- users/me carries the settings in every answer and each server keeps a read of them: a change by any
-- process or tool tells every server at commit, as the tables of 20261130000000_table_change_notify do.
create trigger system_settings_notify_change after insert or update or delete or truncate on system_settings
  for each statement execute function notify_table_change();
