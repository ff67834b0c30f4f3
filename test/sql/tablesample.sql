-- TABLESAMPLE SYSTEM / BERNOULLI. Basalt's samples are not PostgreSQL's rows (each draws its
-- own pages and rows), so the checks are what both must satisfy: the edge percentages, the size
-- of the sample within bounds far wider than its random spread (five standard deviations),
-- REPEATABLE giving the same rows again, and PG's errors.
create table s (id int, v text);
insert into s select g, 'row ' || lpad(g::text, 6, '0') from generate_series(1, 100000) g;
select count(*) from s tablesample system (100);
select count(*) from s tablesample bernoulli (100);
select count(*) from s tablesample system (0);
select count(*) from s tablesample bernoulli (0);
select count(*) from s tablesample bernoulli (100) repeatable (42);
select count(*) from s tablesample system ('100');
select count(*) from s tablesample system (100::numeric);
select count(*) from s as q tablesample system (100) where q.id <= 10;
select count(*) from s x tablesample system (100) join s y tablesample bernoulli (100) on x.id = y.id;
select count(*) from s tablesample bernoulli (50) repeatable (1.5) where id < 0;
-- sizes: BERNOULLI (10) of 100000 rows: mean 10000, sd 95
select count(*) between 9500 and 10500 as bernoulli_10 from s tablesample bernoulli (10);
select count(*) between 49200 and 50800 as bernoulli_50 from s tablesample bernoulli (50) repeatable (7);
-- 20 SYSTEM (10) samples of about 540 pages: mean 200000 rows, sd about 6000
select ((select count(*) from s tablesample system (10) repeatable (1)) + (select count(*) from s tablesample system (10) repeatable (2)) + (select count(*) from s tablesample system (10) repeatable (3)) + (select count(*) from s tablesample system (10) repeatable (4)) + (select count(*) from s tablesample system (10) repeatable (5)) + (select count(*) from s tablesample system (10) repeatable (6)) + (select count(*) from s tablesample system (10) repeatable (7)) + (select count(*) from s tablesample system (10) repeatable (8)) + (select count(*) from s tablesample system (10) repeatable (9)) + (select count(*) from s tablesample system (10) repeatable (10)) + (select count(*) from s tablesample system (10) repeatable (11)) + (select count(*) from s tablesample system (10) repeatable (12)) + (select count(*) from s tablesample system (10) repeatable (13)) + (select count(*) from s tablesample system (10) repeatable (14)) + (select count(*) from s tablesample system (10) repeatable (15)) + (select count(*) from s tablesample system (10) repeatable (16)) + (select count(*) from s tablesample system (10) repeatable (17)) + (select count(*) from s tablesample system (10) repeatable (18)) + (select count(*) from s tablesample system (10) repeatable (19)) + (select count(*) from s tablesample system (10) repeatable (20))) between 170000 and 230000 as system_20_samples;
-- 20 BERNOULLI (5) samples: mean 100000, sd 308
select ((select count(*) from s tablesample bernoulli (5) repeatable (1)) + (select count(*) from s tablesample bernoulli (5) repeatable (2)) + (select count(*) from s tablesample bernoulli (5) repeatable (3)) + (select count(*) from s tablesample bernoulli (5) repeatable (4)) + (select count(*) from s tablesample bernoulli (5) repeatable (5)) + (select count(*) from s tablesample bernoulli (5) repeatable (6)) + (select count(*) from s tablesample bernoulli (5) repeatable (7)) + (select count(*) from s tablesample bernoulli (5) repeatable (8)) + (select count(*) from s tablesample bernoulli (5) repeatable (9)) + (select count(*) from s tablesample bernoulli (5) repeatable (10)) + (select count(*) from s tablesample bernoulli (5) repeatable (11)) + (select count(*) from s tablesample bernoulli (5) repeatable (12)) + (select count(*) from s tablesample bernoulli (5) repeatable (13)) + (select count(*) from s tablesample bernoulli (5) repeatable (14)) + (select count(*) from s tablesample bernoulli (5) repeatable (15)) + (select count(*) from s tablesample bernoulli (5) repeatable (16)) + (select count(*) from s tablesample bernoulli (5) repeatable (17)) + (select count(*) from s tablesample bernoulli (5) repeatable (18)) + (select count(*) from s tablesample bernoulli (5) repeatable (19)) + (select count(*) from s tablesample bernoulli (5) repeatable (20))) between 98400 and 101600 as bernoulli_20_samples;
-- REPEATABLE: the same seed, the same rows; another seed, other rows
select (select string_agg(id::text, ',' order by id) from s tablesample system (1) repeatable (3)) =
       (select string_agg(id::text, ',' order by id) from s tablesample system (1) repeatable (3)) as same_system;
select (select string_agg(id::text, ',' order by id) from s tablesample bernoulli (1) repeatable (3)) =
       (select string_agg(id::text, ',' order by id) from s tablesample bernoulli (1) repeatable (3)) as same_bernoulli;
select (select string_agg(id::text, ',' order by id) from s tablesample bernoulli (1) repeatable (3)) =
       (select string_agg(id::text, ',' order by id) from s tablesample bernoulli (1) repeatable (4)) as other_seed;
select (select sum(id) from s tablesample bernoulli (30) repeatable (5) where id % 2 = 0) +
       (select sum(id) from s tablesample bernoulli (30) repeatable (5) where id % 2 = 1) =
       (select sum(id) from s tablesample bernoulli (30) repeatable (5)) as filter_after_sample;
-- errors
select count(*) from s tablesample system (101);
select count(*) from s tablesample bernoulli (-1);
select count(*) from s tablesample system ('NaN');
select count(*) from s tablesample system (null);
select count(*) from s tablesample system (10) repeatable (null);
select count(*) from s tablesample nope (10);
select count(*) from s tablesample system (10, 20);
select count(*) from s tablesample system ();
select count(*) from s tablesample system ('abc');
select count(*) from s tablesample system (5) repeatable ('x');
select count(*) from s tablesample system (now());
select count(*) from s tablesample system (count(*));
select count(*) from (values (1)) v tablesample system (10);
select count(*) from s tablesample system (100) as q;
select count(*) from s tablesample system_rows (10);
select count(*) from generate_series(1,3) tablesample system (10);
with w as (select * from s) select count(*) from w tablesample system (10);
