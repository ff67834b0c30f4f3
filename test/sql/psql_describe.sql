-- psql's describe commands read pg_catalog: the output must be psql's against PG 15.
-- Not here, because the oracle's database differs from Basalt's: \l and \conninfo (the test
-- database has its own name there, and PG's locale is C.UTF-8 where Basalt reports C), and
-- \d+ of a view PG's deparser would print differently from the query as written (Basalt
-- prints simple views in PG's layout: one table, columns, constants, calls, operators, AND/OR).
create table t(a int primary key, b text not null, c numeric(10,2), d varchar(20), e timestamptz,
  "User" int);
create index ti on t(b);
create index tj on t(c desc, d);
create table "Mixed Case"(x bigint, y boolean);
create view v as select a, b from t where a > 1;
create view v2(one, two) as select a, d from t;
\dn
\dt
\dt t*
\d t
\d+ t
\d "Mixed Case"
\di
\dv
\ds
\df
\dT
\du
\d v
\d v2
\d+ v
\d+ v2
create view v5 as select "User", a as "Z", lower(b) from t x where x.a <> -1;
create view v6 as select a, b from t where b like 'a%' and a >= 2 or a = 0;
create view v7 as select a from t where (a > 1 or a < 0) and b = 'q' and c > 2.5;
\d+ v5
\d+ v6
\d+ v7
select pg_get_viewdef('v7'::regclass, true);
\d nosuch
\dt nosuch
\x
\dt
\d v
\x
-- the catalogs behind them
select amname, amtype from pg_am where amname in ('heap', 'btree', 'brin') order by 1;
select typname, typlen, typbyval, typcategory, typelem from pg_type
  where oid in (16, 20, 23, 25, 1043, 1700, 1007) order by oid;
select proname, pronargs, prorettype::regtype from pg_proc where oid in (1643, 1387, 1081) order by oid;
select rolname, rolsuper, rolcanlogin from pg_roles where rolname !~ '^pg_' order by 1;
select relname, relkind, relhasindex, relreplident from pg_class
  where relnamespace = 'public'::regnamespace order by 1;
select attname, attstorage, attidentity = '' as no_identity from pg_attribute
  where attrelid = 't'::regclass and attnum > 0 order by attnum;
select indexrelid::regclass, indisprimary, indisunique, indisvalid, pg_get_indexdef(indexrelid)
  from pg_index where indrelid = 't'::regclass order by 1;
select conname, contype, pg_get_constraintdef(oid) from pg_constraint
  where conrelid = 't'::regclass;
select schemaname, viewname from pg_views where schemaname = 'public' order by 2;
select tablename, hasindexes from pg_tables where schemaname = 'public' order by 1;
select pg_encoding_to_char(6), has_table_privilege('t', 'SELECT'),
  obj_description('t'::regclass, 'pg_class'), col_description('t'::regclass, 1);
select 'int4'::regtype, 'integer'::regtype, 1043::regtype, 'public'::regnamespace,
  11::regnamespace;
drop table t cascade;
