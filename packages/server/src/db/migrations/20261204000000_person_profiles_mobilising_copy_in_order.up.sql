-- The profile's copy of its mobilising organisations (20261130200000) now keeps their order, the order
-- mobilisedByOrganisationIds answers them in: a list page reads the copy instead of a subquery per
-- person (bench/RESULTS.md, API). The index and the && test of the scope do not depend on the order.
create or replace function person_profiles_copy_mobilising_organisations() returns trigger language plpgsql as $$
begin
  update person_profiles p
  set mobilising_organisation_ids = coalesce(
    (select array_agg(m.organisation_id order by m.position, m.organisation_id)
      from person_profile_mobilising_organisations m where m.person_profile_id = p.id),
    '{}')
  where p.id in (
    select person_profile_id from changed_rows
  );
  return null;
end;
$$;

update person_profiles p
set mobilising_organisation_ids = m.ids
from (
  select person_profile_id, array_agg(organisation_id order by position, organisation_id) as ids
  from person_profile_mobilising_organisations group by person_profile_id
) m
where m.person_profile_id = p.id and p.mobilising_organisation_ids is distinct from m.ids;
