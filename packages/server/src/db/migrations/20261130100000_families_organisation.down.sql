drop index if exists families_organisation_id_idx;
alter table families drop column if exists organisation_id;
