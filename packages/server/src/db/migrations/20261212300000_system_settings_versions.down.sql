drop trigger system_settings_notify_change on system_settings;
alter table system_settings drop column version;
