-- psql's meta-commands over a small schema (two schemas, constraints, defaults, comments, a
-- view, a sequence, indexes, a role): psql's output must be what it prints against PG 15.
-- Left out or limited, as Basalt deliberately differs:
--   * the Size columns of \dt+ \di+ \ds+ \dv+: page layouts differ (PG's heap has a page
--     where Basalt's empty table has none), so those run on patterns matching nothing, and
--     the catalog they read is checked by plain \dt \di \ds \dv;
--   * built-in functions and types Basalt has not (their descriptions and C names, prosrc,
--     are PG's for those it has: executor/types/builtin_descriptions.c);
--   * range and multirange types, money, bit, inet, geometric types: Basalt has none, so the
--     patterns on built-ins avoid the names they add (lower, int*, md5, \do -);
--   * \l: Basalt serves one database, postgres, without template0/template1, and its
--     lc_collate/lc_ctype are C where the oracle's initdb used C.UTF-8 (below, Basalt's
--     output);
--   * \dx and \dL: PG 15 always has the extension and language plpgsql; Basalt has no
--     procedural language (below, Basalt's output).
create schema shop;
create schema audit;
comment on schema shop is 'the shop';
create table shop.item(id int primary key, name text not null default 'none',
  price numeric(10,2) check (price >= 0), created timestamptz default now());
comment on table shop.item is 'things we sell';
comment on column shop.item.name is 'display name';
create table audit.log(n bigint, msg varchar(100) unique, item int references shop.item(id));
create index item_name on shop.item(name);
create view shop.cheap as select id, name from shop.item where price < 10;
comment on view shop.cheap is 'under ten';
create sequence audit.seq start 5 increment 2;
comment on sequence audit.seq is 'numbers';
create role meta_reader;
grant select on shop.item to meta_reader;
grant usage on schema shop to meta_reader;
-- schemas: public and pg_catalog carry initdb's comments
\dn
\dn+
\dn+ pg_catalog
\dt shop.*
\dt audit.*
\dt+ nomatch.*
\d shop.item
\d+ shop.item
\d audit.log
\di shop.*
\di audit.*
\di+ nomatch.*
\dv shop.*
\dv+ nomatch.*
\ds audit.*
\ds+ nomatch.*
\d audit.seq
-- (\d+ of a view: psql_describe, as PG's deparser qualifies and casts what it prints)
\d shop.cheap
-- functions: built-ins by pattern
\df pg_catalog.initcap
\df+ pg_catalog.initcap
\df pg_catalog.to_hex
\df+ pg_catalog.to_hex
\df pg_catalog.strpos
\df+ pg_catalog.strpos
\df+ pg_catalog.split_part
-- polymorphic arguments and results (pseudo-types by name)
\df array_append|array_cat|array_length|to_json|count
\df+ pg_catalog.array_append
\df shop.*
\df+ shop.*
-- operators (pg_operator): those whose types Basalt has all of
\do ~~
\do+ ~~
\do !~~*
\do+ %
-- types: none in the user schemas; built-ins by name
\dT shop.*
\dT+ shop.*
\dT pg_catalog.int4
\dT+ pg_catalog.int4
\dT+ pg_catalog.bool
\dT pg_catalog.timestamp*
\dT pg_catalog.uuid|json|jsonb|bytea
-- int2vector and oidvector are no true arrays: named, not smallint[] / oid[]
\dT pg_catalog.int*vector|oid*
select format_type(22, null), format_type(30, null), 22::regtype, 1005::regtype, typstorage
  from pg_type where oid in (22, 30) order by oid;
-- roles and privileges
\du meta_reader
\du
\dp shop.*
\dp audit.*
-- comments of constraints, rules, triggers, operator classes ...: none here
\dd shop.*
\dd audit.*
\dd
-- tablespaces (not \db+: Basalt has no pg_tablespace_size yet), statistics objects, the
-- encoding \dO asks for
\db
\dX
select getdatabaseencoding(), pg_tablespace_location(1663), pg_tablespace_location(1664);
-- casts (pg_cast): those of types Basalt has all of
\dC boolean
\dC+ boolean
\dC+ jsonb
\dC+ nomatch
-- languages, extensions, event triggers, foreign servers (see above for \dL and \dx)
-- Basalt's output: no plpgsql (see above)
\dL
\dL+ nomatch
-- Basalt's output: no plpgsql (see above)
\dx
\dx+ nomatch
\dy
\dy+
\des
\des+
-- databases (see above: Basalt's output)
-- Basalt's output: lc_collate and lc_ctype are C (see above)
\l postgres
\l+ nomatch
-- Basalt's output: no template databases (see above)
\l template*
-- the queries psql 15 sends for tab completion (captured from its server's log), each in an
-- ordered sub-select because psql sorts what they return itself
set search_path = shop, public;
-- SELECT * FROM <TAB>
select * from (SELECT c.relname, NULL::pg_catalog.text FROM pg_catalog.pg_class c WHERE c.relkind IN ('r', 'S', 'v', 'm', 'f', 'p') AND (c.relname) LIKE '%' AND pg_catalog.pg_table_is_visible(c.oid) AND c.relnamespace <> (SELECT oid FROM pg_catalog.pg_namespace WHERE nspname = 'pg_catalog')) q order by 1;
-- SELECT * FROM pg_cl<TAB>
select * from (SELECT c.relname, NULL::pg_catalog.text FROM pg_catalog.pg_class c WHERE c.relkind IN ('r', 'S', 'v', 'm', 'f', 'p') AND (c.relname) LIKE 'pg\_cl%' AND pg_catalog.pg_table_is_visible(c.oid)) q order by 1;
-- SELECT * FROM audit.<TAB>
select * from (SELECT c.relname, n.nspname FROM pg_catalog.pg_class c, pg_catalog.pg_namespace n WHERE c.relnamespace = n.oid AND c.relkind IN ('r', 'S', 'v', 'm', 'f', 'p') AND (c.relname) LIKE '%' AND n.nspname = 'audit') q order by 1;
-- \d <TAB>
select * from (SELECT c.relname, NULL::pg_catalog.text FROM pg_catalog.pg_class c WHERE (c.relname) LIKE '%' AND pg_catalog.pg_table_is_visible(c.oid) AND c.relnamespace <> (SELECT oid FROM pg_catalog.pg_namespace WHERE nspname = 'pg_catalog')) q order by 1;
-- DROP SEQUENCE <TAB>, DROP INDEX <TAB>, DROP VIEW <TAB>
select * from (SELECT c.relname, NULL::pg_catalog.text FROM pg_catalog.pg_class c WHERE c.relkind IN ('S') AND (c.relname) LIKE '%' AND pg_catalog.pg_table_is_visible(c.oid) AND c.relnamespace <> (SELECT oid FROM pg_catalog.pg_namespace WHERE nspname = 'pg_catalog')) q order by 1;
select * from (SELECT c.relname, NULL::pg_catalog.text FROM pg_catalog.pg_class c WHERE c.relkind IN ('i', 'I') AND (c.relname) LIKE '%' AND pg_catalog.pg_table_is_visible(c.oid) AND c.relnamespace <> (SELECT oid FROM pg_catalog.pg_namespace WHERE nspname = 'pg_catalog')) q order by 1;
select * from (SELECT c.relname, NULL::pg_catalog.text FROM pg_catalog.pg_class c WHERE c.relkind IN ('v') AND (c.relname) LIKE '%' AND pg_catalog.pg_table_is_visible(c.oid) AND c.relnamespace <> (SELECT oid FROM pg_catalog.pg_namespace WHERE nspname = 'pg_catalog')) q order by 1;
-- SELECT * FROM item WHERE <TAB>, INSERT INTO item (<TAB>, ALTER TABLE item ALTER COLUMN <TAB>
select * from (SELECT a.attname, NULL::pg_catalog.text FROM pg_catalog.pg_attribute a, pg_catalog.pg_class c WHERE c.oid = a.attrelid and a.attnum > 0 and not a.attisdropped AND (a.attname) LIKE '%' AND c.relname = 'item' AND pg_catalog.pg_table_is_visible(c.oid)) q order by 1;
select * from (SELECT a.attname, NULL::pg_catalog.text FROM pg_catalog.pg_attribute a, pg_catalog.pg_class c WHERE c.oid = a.attrelid and a.attnum > 0 and not a.attisdropped AND (a.attname) LIKE 'relna%' AND c.relname = 'pg_class' AND pg_catalog.pg_table_is_visible(c.oid)) q order by 1;
-- SET search_path TO <TAB>, \dn <TAB>
select * from (SELECT nspname FROM pg_catalog.pg_namespace  WHERE nspname LIKE '%' AND nspname NOT LIKE E'pg\\_toast%' AND nspname NOT LIKE E'pg\\_temp%') q where nspname not in ('information_schema') order by 1;
select * from (SELECT nspname FROM pg_catalog.pg_namespace  WHERE nspname LIKE 'sh%') q order by 1;
-- SELECT lower<TAB>, \df lower<TAB>, \df pg_catalog.lowe<TAB>, DROP FUNCTION <TAB>
select * from (SELECT p.proname, NULL::pg_catalog.text FROM pg_catalog.pg_proc p WHERE p.prokind != 'p' AND (p.proname) LIKE 'initc%' AND pg_catalog.pg_function_is_visible(p.oid)) q order by 1;
select * from (SELECT p.proname, n.nspname FROM pg_catalog.pg_proc p, pg_catalog.pg_namespace n WHERE p.pronamespace = n.oid AND p.prokind != 'p' AND (p.proname) LIKE 'split\_pa%' AND n.nspname = 'pg_catalog') q order by 1;
select count(*) > 100 from (SELECT p.proname, NULL::pg_catalog.text FROM pg_catalog.pg_proc p WHERE p.prokind != 'p' AND (p.proname) LIKE '%' AND pg_catalog.pg_function_is_visible(p.oid)) q;
-- \dT in<TAB>
select * from (SELECT t.typname, NULL::pg_catalog.text FROM pg_catalog.pg_type t WHERE (t.typrelid = 0  OR (SELECT c.relkind = 'c'     FROM pg_catalog.pg_class c WHERE c.oid = t.typrelid)) AND t.typname !~ '^_' AND (t.typname) LIKE 'int4%' AND pg_catalog.pg_type_is_visible(t.oid)) q where typname !~ 'range' order by 1;
-- \c <TAB>, SET ROLE <TAB>
select * from (SELECT datname FROM pg_catalog.pg_database  WHERE datname LIKE 'postg%') q order by 1;
select * from (SELECT rolname    FROM pg_catalog.pg_roles   WHERE rolname LIKE 'meta%') q order by 1;
-- tableoid of the catalogs psql joins pg_description on
select lanname from pg_language where tableoid = 2612 and lanname = 'sql';
select distinct tableoid from pg_type where typname = 'int4';
select distinct tableoid from pg_proc where proname = 'strpos';
select distinct tableoid from pg_constraint where conrelid = 'shop.item'::regclass;
-- regprocedure (\dL+) and pg_database_size (\l+)
select 'lower(text)'::regprocedure, 'pg_catalog.strpos(text, text)'::regprocedure::oid, 0::regprocedure, '-'::regprocedure::oid, 'now()'::regprocedure;
select 'split_part(text,text,integer)'::regprocedure, 'lower(text'::regprocedure;
select 'lower(int4)'::regprocedure;
select 'lower'::regprocedure;
select 'lower(nosuchtype)'::regprocedure;
select 'nosuch.lower(text)'::regprocedure;
select 'lower(,)'::regprocedure;
select 'lower()'::regprocedure;
select 1255::regprocedure;
select pg_database_size('postgres') > 0, pg_database_size(5) > 0, pg_database_size(4242);
select pg_database_size('nosuch');
reset search_path;
revoke all on shop.item from meta_reader;
revoke all on schema shop from meta_reader;
drop role meta_reader;
drop schema audit cascade;
drop schema shop cascade;
