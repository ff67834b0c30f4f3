-- ALTER TABLE: columns, NOT NULL, constraints, names and persistence, in one session.
-- Concurrency and crash behaviour of SET LOGGED / UNLOGGED are in test/crash/set_logged.sh.
create table t (a int, b text);
insert into t values (1, 'one'), (2, 'two');
-- ADD COLUMN: old rows read the new column as NULL
alter table t add column c int;
select * from t order by a;
insert into t values (3, 'three', 30);
select * from t order by a;
alter table t add d numeric(5,2), add column if not exists e bool;
alter table t add column if not exists c int;
alter table t add column c int;
alter table t add column f int not null;
select a, b, c, d, e from t order by a;
update t set d = 1.5, e = true where a = 1;
select * from t order by a;
-- DROP COLUMN: the column disappears, the rows keep the others
alter table t drop column d;
select * from t order by a;
alter table t drop column if exists d;
alter table t drop column d;
alter table t drop column nope;
alter table t drop c, drop column e;
select * from t order by a;
insert into t values (4, 'four');
select * from t order by a;
alter table t add column c text;
select * from t order by a;
update t set c = 'x' || a;
select * from t order by a;
-- SET / DROP NOT NULL
alter table t alter column c set not null;
select * from t order by a;
insert into t values (5, 'five', null);
alter table t alter c drop not null;
insert into t values (5, 'five', null);
alter table t alter column b set not null, alter column a set not null;
alter table t alter column nope set not null;
update t set b = null where a = 5;
-- ADD PRIMARY KEY / UNIQUE
alter table t add primary key (a);
insert into t values (5, 'again', null);
alter table t add constraint t_b_uniq unique (b);
insert into t values (6, 'five', null);
alter table t add primary key (b);
alter table t add unique (nope);
create table dup (x int, y int);
insert into dup values (1, 1), (1, 2), (null, 3);
alter table dup add primary key (x);
alter table dup add unique (x);
delete from dup where y = 2;
alter table dup add primary key (x);
alter table dup add unique (x);
delete from dup where x is null;
alter table dup add primary key (x);
alter table dup alter column x drop not null;
insert into dup values (1, 9);
select * from dup order by x, y;
-- RENAME
alter table t rename to t2;
select * from t;
select * from t2 order by a;
alter table t2 rename column b to bb;
select a, bb from t2 order by a;
alter table t2 rename bb to c;
alter table t2 rename column nope to z;
alter table t2 rename to dup;
insert into t2 values (7, 'seven', 'z');
select * from t2 order by a;
-- IF EXISTS, unknown tables
alter table if exists nope add column x int;
alter table nope add column x int;
alter table if exists nope rename to nope2;
alter table nope rename to nope2;
alter table if exists nope rename column a to b;
-- SET LOGGED / UNLOGGED
create unlogged table ul (id int primary key, v text);
insert into ul values (1, 'a'), (2, 'b');
select relname, relpersistence from pg_class where relname in ('ul', 'ul_pkey') order by relname;
alter table ul set logged;
select relname, relpersistence from pg_class where relname in ('ul', 'ul_pkey') order by relname;
select * from ul order by id;
alter table ul set logged;
alter table ul set unlogged;
select relname, relpersistence from pg_class where relname in ('ul', 'ul_pkey') order by relname;
insert into ul values (3, 'c');
insert into ul values (3, 'c');
select * from ul order by id;
-- transactional: a rolled-back ALTER leaves the table as it was
begin;
alter table ul set logged;
alter table ul add column w int;
alter table ul rename to ul3;
select * from ul3 order by id;
rollback;
select * from ul order by id;
select relname, relpersistence from pg_class where relname in ('ul', 'ul_pkey') order by relname;
begin;
alter table ul add column w int;
update ul set w = id * 10;
savepoint s;
alter table ul drop column v;
select * from ul order by id;
rollback to savepoint s;
select * from ul order by id;
commit;
select * from ul order by id;
-- storage parameters
alter table ul set (fillfactor = 100);
alter table ul set (fillfactor = 5);
alter table ul set (nope = 1);
alter table ul reset (fillfactor);
-- system catalogs
alter table pg_class add column x int;
-- psql's view of the result
select attname, attnum, attnotnull from pg_attribute
 where attrelid = (select oid from pg_class where relname = 't2') and attnum > 0 and not attisdropped order by attnum;
