alter table person_profile_addresses drop column version;
