-- A decision on an education plan keeps who took it, when, and the note the family is told; a child has
-- one plan per academic year (a second is refused as a conflict, and two creates at once cannot both win).
alter table education_plans
  add column decision_note text,
  add column decided_by bigint references users (id) on delete set null,
  add column decided_at timestamptz;

create unique index education_plans_person_profile_academic_year_key
  on education_plans (person_profile_id, academic_year);
