-- CREATE TABLE AS: columns and types from the query, column lists, WITH NO DATA, IF NOT
-- EXISTS, UNLOGGED, in transactions, and PG's errors.
create table src (id int, name text, amount numeric(8,2), d date, v varchar(5));
insert into src values (1, 'a', 1.50, '2020-01-01', 'x'), (2, 'b', null, '2021-06-30', 'yy'),
  (3, null, 3.25, null, null);
create table t1 as select * from src;
select * from t1 order by id;
select attname, atttypid::int, atttypmod from pg_attribute
  where attrelid = (select oid from pg_class where relname = 't1') and attnum > 0 order by attnum;
create table t2 (x, y) as select id * 10, upper(name) from src where id < 3;
select * from t2 order by x;
create table t3 as select 1 as one, 'lit' as txt, 2.5 as num, null::int as nothing, now() is not null as b;
select * from t3;
create table t4 as select id, sum(amount) over (order by id) running from src with no data;
select count(*) from t4;
insert into t4 select id, amount from src;
select * from t4 order by id;
create table if not exists t1 as select 1;
create table t1 as select 1;
create table t5 (a, b, c) as select 1, 2;
create table t6 as select 1 as a, 2 as a;
create table t7 as select region from nope;
create unlogged table t8 as select g from generate_series(1, 1000) g;
select count(*), sum(g) from t8;
select relpersistence from pg_class where relname = 't8';
begin;
create table t9 as select * from src where amount is not null;
select count(*) from t9;
rollback;
select count(*) from t9;
create table t10 as with w as (select id from src) select w.id, s.name from w join src s using (id) order by 1;
select * from t10;
create table t11 as select id, array[id, id * 2] arr, name || '!' e from src;
select * from t11 order by id;
create table t12 as values (1, 'one'), (2, 'two');
select * from t12 order by 1;
