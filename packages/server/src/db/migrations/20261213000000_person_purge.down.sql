alter table person_profiles drop column purged_at;
