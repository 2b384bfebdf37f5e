alter table person_profiles drop column if exists with_family;
