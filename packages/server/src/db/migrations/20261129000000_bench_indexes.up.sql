-- Found by bench/api (see bench/RESULTS.md): every person-profile list of office staff builds the set of
-- people their organisations mobilise. With person_profile_id in the index that set is read from the
-- index alone, without visiting the table; the index on organisation_id alone becomes redundant.
create index person_profile_mobilising_organisations_organisation_person_idx
  on person_profile_mobilising_organisations (organisation_id, person_profile_id);
drop index person_profile_mobilising_organisations_organisation_id_idx;
