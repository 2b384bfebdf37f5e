-- The people list sorted by last update (sort=last_updated, -last_updated) walks this index the way the
-- name order walks person_profiles_name_order_idx, rather than sorting every profile in scope.
create index person_profiles_updated_order_idx on person_profiles (updated_at, id);
