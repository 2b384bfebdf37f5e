-- Found by bench/api (bench/RESULTS.md, API): a list page walks the profiles in name (or update) order
-- and skips those out of scope. Tested through the memberships, each profile walked cost an index probe
-- (4,014 of them for page 40 of an office's list). With the profile's copy of its mobilising
-- organisations and its family in the order indexes, the walk tests the scope on the index entry
-- itself, still reading the index alone: 4.7 → 1.3 ms of PostgreSQL for that page.
create index person_profiles_name_scope_idx
  on person_profiles (last_name, first_name, id) include (mobilising_organisation_ids, family_id);
drop index person_profiles_name_order_idx;
create index person_profiles_updated_scope_idx
  on person_profiles (updated_at, id) include (mobilising_organisation_ids, family_id);
drop index person_profiles_updated_order_idx;
