-- Names sort as people read them: "Élodie" among the E's, "Böhm" before "Brown", "de Vries" beside "De
-- Vries". Compared as they are, names sort by byte under the C collation (PGlite's only one, and often
-- PostgreSQL's), which puts every accented or lowercase initial after "Z". The keys are the lowercase,
-- unaccented names, kept by the trigger that keeps search_text; the name order index walks them.
alter table person_profiles
  add column last_name_key text not null default '',
  add column first_name_key text not null default '';

create or replace function person_profiles_fill_search_text() returns trigger language plpgsql as $$
begin
  new.search_text := unaccent(lower(concat_ws(' ',
    new.first_name, new.middle_names, new.last_name, new.known_as, new.former_last_name)));
  new.last_name_key := unaccent(lower(new.last_name));
  new.first_name_key := unaccent(lower(new.first_name));
  return new;
end;
$$;

update person_profiles
  set last_name_key = unaccent(lower(last_name)), first_name_key = unaccent(lower(first_name));

create index person_profiles_name_key_scope_idx
  on person_profiles (last_name_key, first_name_key, id) include (mobilising_organisation_ids, family_id);
drop index person_profiles_name_scope_idx;
