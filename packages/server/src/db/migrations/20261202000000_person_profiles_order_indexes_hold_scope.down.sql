create index person_profiles_updated_order_idx on person_profiles (updated_at, id);
drop index person_profiles_updated_scope_idx;
create index person_profiles_name_order_idx on person_profiles (last_name, first_name, id);
drop index person_profiles_name_scope_idx;
