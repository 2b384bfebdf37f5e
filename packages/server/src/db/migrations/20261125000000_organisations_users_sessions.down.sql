drop table sessions;
drop table users;
drop table organisations;
