create index person_profiles_last_name_first_name_idx on person_profiles (last_name, first_name);
drop index person_profiles_name_order_idx;
