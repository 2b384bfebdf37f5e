-- Servers keep some reads in memory (db/table-changes.ts): each session's user and roles, the number of
-- people a scope reaches. Every statement that changes one of these tables, whichever process or tool
-- runs it, tells every server at commit which table changed, so that they forget what depends on it.
-- Statement triggers: one notice per statement, and PostgreSQL folds the equal notices of a transaction
-- into one. The tables and events are those of notifiedTables in db/table-changes.ts.
create function notify_table_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('table_changed', tg_table_name);
  return null;
end
$$;

create trigger sessions_notify_change after delete or truncate on sessions
  for each statement execute function notify_table_change();
create trigger users_notify_change after update or delete or truncate on users
  for each statement execute function notify_table_change();
create trigger person_profiles_notify_change after insert or update or delete or truncate on person_profiles
  for each statement execute function notify_table_change();
create trigger office_staff_notify_change after insert or update or delete or truncate on office_staff
  for each statement execute function notify_table_change();
create trigger education_consultants_notify_change after insert or update or delete or truncate on education_consultants
  for each statement execute function notify_table_change();
create trigger person_profile_mobilising_organisations_notify_change after insert or update or delete or truncate on person_profile_mobilising_organisations
  for each statement execute function notify_table_change();
create trigger security_group_members_notify_change after insert or update or delete or truncate on security_group_members
  for each statement execute function notify_table_change();
create trigger security_groups_notify_change after update or delete or truncate on security_groups
  for each statement execute function notify_table_change();
create trigger organisations_notify_change after update or delete or truncate on organisations
  for each statement execute function notify_table_change();
