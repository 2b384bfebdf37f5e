drop index education_plans_person_profile_academic_year_key;
alter table education_plans
  drop column decision_note,
  drop column decided_by,
  drop column decided_at;
