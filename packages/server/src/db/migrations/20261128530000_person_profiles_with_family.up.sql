-- withFamily of spec 01 §3: whether the person goes on assignment with their family; the family page
-- sets it through PUT /api/person-profiles/{id} (answers.withFamily). `if not exists`, so that a domain
-- migration adding the same column first makes this one a no-op.
alter table person_profiles add column if not exists with_family boolean not null default false;
