drop table system_settings;
drop table rate_limit_events;
drop table audit_log;
drop table mail_outbox;
drop table password_reset_tokens;
drop table invitations;
drop table person_profiles;
alter table users drop column onboarding_completed_at;
