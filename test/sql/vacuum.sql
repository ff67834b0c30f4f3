-- VACUUM removes dead row versions and their index entries; the space is reused.
create table v (a int primary key, b text);
insert into v select g, 'row ' || g from generate_series(1, 10) g;
delete from v where a % 2 = 1;
update v set b = 'updated' where a = 4;
vacuum v;
insert into v select g, 'again ' || g from generate_series(11, 15) g;
-- (that freed space is reused is checked by test/unit/test_vacuum.c: Basalt has no ctid
-- system column to show it here yet)
select a, b from v order by a;
-- index entries of removed rows are gone: the deleted keys can come back
insert into v values (1, 'one again'), (3, 'three again');
select a, b from v where a < 5 order by a;
-- a big delete, vacuumed, then refilled
insert into v select g, repeat('x', 200) from generate_series(100, 1099) g;
select count(*) from v;
delete from v where a >= 100;
vacuum (verbose false) v;
insert into v select g, repeat('y', 200) from generate_series(2000, 2999) g;
select count(*) from v;
select count(*) from v where a between 2000 and 2999;
-- forms of the statement
vacuum;
vacuum analyze v;
vacuum (analyze, verbose off) v;
vacuum full v;
vacuum freeze v;
analyze;
analyze v;
analyze v (a, b);
analyse v;
vacuum v, v;
-- errors
vacuum nosuch;
vacuum (bogus) v;
analyze (full) v;
vacuum v (a);
vacuum (analyze) v (zz);
begin;
vacuum v;
rollback;
begin;
analyze v;
commit;
-- a Query message of several statements runs as an implicit transaction block: VACUUM and
-- ALTER SYSTEM refuse it, first or not (psql's \; sends the statements as one Query)
SELECT 1 AS one \; VACUUM;
VACUUM \; SELECT 2 AS two;
SELECT 3 AS three \; ALTER SYSTEM SET work_mem = '8MB';
ANALYZE \; SELECT 4 AS four;
