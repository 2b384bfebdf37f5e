drop table security_group_members;
drop table security_groups;
drop table person_profile_mobilising_organisations;
drop table education_consultants;
drop table office_staff;
alter table organisations drop column is_international_office;
