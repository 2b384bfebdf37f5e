-- The organisation a family belongs to: the one it was created for. It keeps a family reachable by
-- that organisation's office staff before it has members, and names the organisation of its audit
-- rows; once it has members, whoever reaches one of them reaches the family too. Families from before
-- take the home organisation of their first member.
alter table families add column organisation_id bigint references organisations (id) on delete set null;
create index families_organisation_id_idx on families (organisation_id);

update families f set organisation_id = (
  select m.organisation_id from person_profiles p
  join person_profile_mobilising_organisations m on m.person_profile_id = p.id
  where p.family_id = f.id
  order by p.id, m.position, m.organisation_id
  limit 1
);

