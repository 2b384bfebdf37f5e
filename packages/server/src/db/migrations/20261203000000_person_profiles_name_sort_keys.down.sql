create index person_profiles_name_scope_idx
  on person_profiles (last_name, first_name, id) include (mobilising_organisation_ids, family_id);
drop index person_profiles_name_key_scope_idx;

create or replace function person_profiles_fill_search_text() returns trigger language plpgsql as $$
begin
  new.search_text := unaccent(lower(concat_ws(' ',
    new.first_name, new.middle_names, new.last_name, new.known_as, new.former_last_name)));
  return new;
end;
$$;

alter table person_profiles drop column last_name_key, drop column first_name_key;
