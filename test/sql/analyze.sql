-- ANALYZE gathers per-column statistics into pg_statistic, as PostgreSQL's analyze.c does.
-- Tables under 30000 rows are read whole by the sampler, so the statistics are deterministic
-- and must equal PG 15's. (pg_stats is a view over pg_statistic in PG; Basalt has no views yet,
-- so the test reads pg_statistic itself; stavaluesN is a text[] in Basalt, an anyarray in PG,
-- and both print the same as text.)
create table st (a int, b text, c int, d float8, e date, f bool, g numeric, h varchar(20));
insert into st select i, 'v' || (i % 10), case when i % 4 = 0 then null else i % 7 end,
  (i * 7 % 13)::float8 / 3, date '2020-01-01' + (i % 50), i % 3 = 0, (i % 17) * 1.5,
  repeat('x', i % 5)
  from generate_series(1, 1000) i;
insert into st select i, 'w' || (i % 300), i % 90, null::float8, null::date, null::bool,
  null::numeric, null::varchar
  from generate_series(1, 500) i;
-- nothing before ANALYZE
select count(*) from pg_statistic where starelid = 'st'::regclass;
analyze st;
select a.attname, s.stainherit, s.stanullfrac, s.stawidth, s.stadistinct,
       s.stakind1, s.stakind2, s.stakind3, s.stakind4, s.stakind5
  from pg_statistic s join pg_attribute a on a.attrelid = s.starelid and a.attnum = s.staattnum
  where s.starelid = 'st'::regclass order by a.attnum;
-- most common values and their frequencies, histogram bounds, correlation
select a.attname, s.stanumbers1, s.stavalues1::text
  from pg_statistic s join pg_attribute a on a.attrelid = s.starelid and a.attnum = s.staattnum
  where s.starelid = 'st'::regclass and a.attname <> 'g' order by a.attnum;
select a.attname, s.stanumbers2, s.stavalues2::text, s.stanumbers3, s.stavalues3::text
  from pg_statistic s join pg_attribute a on a.attrelid = s.starelid and a.attnum = s.staattnum
  where s.starelid = 'st'::regclass and a.attname <> 'g' order by a.attnum;
-- the operators and collations the slots were computed with
select a.attname, s.staop1, s.staop2, s.staop3, s.stacoll1, s.stacoll2, s.stacoll3
  from pg_statistic s join pg_attribute a on a.attrelid = s.starelid and a.attnum = s.staattnum
  where s.starelid = 'st'::regclass order by a.attnum;

-- a unique column, an all-NULL column, a column of few values, a descending column
create table st2 (u int, n int, k text, r int);
insert into st2 select i, null::int, case when i % 3 = 0 then 'x' else 'y' end, 1000 - i
  from generate_series(1, 200) i;
analyze st2 (u, n, k, r);
select a.attname, s.stanullfrac, s.stawidth, s.stadistinct, s.stakind1, s.stakind2,
       s.stanumbers1, s.stavalues1::text, s.stanumbers2
  from pg_statistic s join pg_attribute a on a.attrelid = s.starelid and a.attnum = s.staattnum
  where s.starelid = 'st2'::regclass order by a.attnum;
-- a column list analyzes only those columns; a second ANALYZE replaces the rows
delete from st2 where u > 100;
analyze st2 (k);
select a.attname, s.stanumbers1, s.stavalues1::text
  from pg_statistic s join pg_attribute a on a.attrelid = s.starelid and a.attnum = s.staattnum
  where s.starelid = 'st2'::regclass order by a.attnum;
-- an empty table keeps what it had
create table st3 (x int);
analyze st3;
select count(*) from pg_statistic where starelid = 'st3'::regclass;
-- transactional: rolled back with its transaction, dropped with its table
begin;
analyze st3;
insert into st3 values (1), (2), (2);
analyze st3;
select s.stadistinct, s.stavalues1::text from pg_statistic s where starelid = 'st3'::regclass;
rollback;
select count(*) from pg_statistic where starelid = 'st3'::regclass;
insert into st3 values (1), (2), (2);
vacuum analyze st3;
select s.stadistinct, s.stavalues1::text from pg_statistic s where starelid = 'st3'::regclass;
begin;
drop table st3;
select count(*) from pg_statistic s
  where not exists (select 1 from pg_class c where c.oid = s.starelid);
rollback;
drop table st2;
select count(*) from pg_statistic s
  where not exists (select 1 from pg_class c where c.oid = s.starelid);
-- the statistics target bounds the lists: 10 gives at most 10 MCVs and 11 histogram bounds
set default_statistics_target = 10;
create table st4 (a int, b int);
insert into st4 select i, i % 40 from generate_series(1, 2000) i;
analyze st4;
select a.attname, s.stadistinct, s.stanumbers1, s.stavalues1::text, s.stavalues2::text
  from pg_statistic s join pg_attribute a on a.attrelid = s.starelid and a.attnum = s.staattnum
  where s.starelid = 'st4'::regclass order by a.attnum;
reset default_statistics_target;
show default_statistics_target;
set default_statistics_target = 0;
-- statistics gathered under another DateStyle still plan (Basalt keeps the values as text: a
-- value that does not read back leaves its slot unused; for the same reason stavalues would
-- not follow a later DateStyle change when shown, as PG's anyarray does, so it is not shown)
set datestyle = 'SQL, DMY';
create table st5 (d date);
insert into st5 select date '2020-01-01' + (i % 40) from generate_series(1, 1000) i;
analyze st5;
reset datestyle;
explain (costs off) select * from st5 where d = '2020-01-15';
explain (costs off) select * from st5 where d < '2020-01-15';
-- forms and errors
analyze;
analyze st, st4;
analyze st (a), st4 (b);
analyze st (nosuch);
analyze nosuch;
analyze (foo) st;
analyze (skip_locked) st;
vacuum analyze st (a);
vacuum (analyze) st;
vacuum st (a);
create index st_a on st (a);
analyze st_a;
