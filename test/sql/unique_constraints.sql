-- UNIQUE constraints are rows of pg_constraint (contype 'u', conindid their index), made and
-- dropped with their index; psql's \d tells them from plain unique indexes.
create table uq (a int unique, b int, c int, constraint uq_bc unique (b, c));
create unique index uq_c_idx on uq (c);
\d uq
select conname, contype, conkey, confkey, conbin is null as nobin, connoinherit, conindid::regclass, convalidated, condeferrable from pg_constraint where conrelid = 'uq'::regclass order by conname;
select pg_get_constraintdef(oid), pg_get_constraintdef(oid, true) from pg_constraint where conrelid = 'uq'::regclass order by conname;
select constraint_name, constraint_type from information_schema.table_constraints where table_name = 'uq' and constraint_type <> 'CHECK' order by 1;
select constraint_name, column_name, ordinal_position from information_schema.key_column_usage where table_name = 'uq' order by 1, 3;
drop index uq_a_key;
alter table uq drop constraint uq_c_idx;
alter table uq drop constraint uq_bc;
alter index uq_a_key rename to uq_a_renamed;
select conname from pg_constraint where conrelid = 'uq'::regclass;
alter table uq add constraint uq_b_u unique (b);
alter table uq add unique (c, b);
\d uq
create table fkr (x int references uq (b));
alter table uq drop constraint uq_b_u;
alter table uq drop constraint uq_b_u cascade;
\d fkr
alter table uq drop column c;
select conname from pg_constraint where conrelid = 'uq'::regclass order by 1;
drop table uq cascade;
select count(*) from pg_constraint where conname like 'uq%';
-- renaming views, sequences and indexes
create table rn (a int);
create view rn_v as select a from rn;
create sequence rn_s;
alter view rn_v rename to rn_view;
alter sequence rn_s rename to rn_seq;
alter index if exists rn_missing rename to x;
create index rn_a on rn (a);
alter index rn_a rename to rn_a_idx;
select relname, relkind from pg_class where relname like 'rn%' order by 1;
-- ON CONFLICT names a UNIQUE constraint
create table oc (k int, v text, constraint oc_k unique (k));
insert into oc values (1, 'a');
insert into oc values (1, 'b') on conflict on constraint oc_k do update set v = excluded.v;
insert into oc values (1, 'c');
select * from oc;
drop table oc, rn cascade;
drop sequence rn_seq;
