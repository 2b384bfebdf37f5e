-- Found by bench/api (bench/RESULTS.md, API): a list page walks the profiles in name order, skipping the
-- ones out of scope. With id in the index the walk reads the index alone (the scope test needs only the
-- id), and the order by last name, first name, id needs no extra sort of equal names.
create index person_profiles_name_order_idx on person_profiles (last_name, first_name, id);
drop index person_profiles_last_name_first_name_idx;
