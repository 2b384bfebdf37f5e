-- A purged person (docs/personal-data.md): the profile row stays, so that the assignments, memberships
-- and other history that point at it still count, but its personal fields are gone and it is shown as
-- "Removed person #id". The time marks the row as such and refuses a second purge.
alter table person_profiles add column purged_at timestamptz;
