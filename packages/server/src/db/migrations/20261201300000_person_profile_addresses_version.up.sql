-- An address is edited through its own form (PATCH api/addresses/{id}): like every record edited by a
-- form, it carries a version, so that a save over a newer one is refused with 409.
alter table person_profile_addresses add column version integer not null default 1;
