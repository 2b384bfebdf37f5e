-- The CSV reports read an organisation's memberships and received assignments a thousand at a time, in
-- person order: these indexes let each read start where the last one stopped instead of sorting them all.
create index memberships_organisation_person_idx on memberships (organisation_id, person_profile_id, id);
create index assignments_received_by_person_idx
  on assignments (received_by_organisation_id, assignee_person_profile_id, id);
