-- The system views are rows of pg_class too, so psql's \d and the catalog describe them as
-- PostgreSQL's. (pg_stats' most_common_vals, histogram_bounds and most_common_elems are
-- text[] in Basalt, anyarray in PG, so its \d is left out; their values print alike. A superuser may drop a system view in PG;
-- Basalt refuses, since its views are expanded from the binary, not from these rows.)
\d pg_tables
\d pg_views
\d pg_indexes
select c.relname, c.relkind, n.nspname, c.relhasindex
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.oid in ('pg_tables'::regclass, 'pg_views'::regclass, 'pg_stats'::regclass,
                  'pg_roles'::regclass, 'pg_settings'::regclass)
  order by c.relname;
select schemaname, viewname, viewowner from pg_views
  where viewname in ('pg_tables', 'pg_indexes', 'pg_stats', 'pg_user') order by viewname;
select attname, attnum, format_type(atttypid, atttypmod), attnotnull
  from pg_attribute where attrelid = 'pg_indexes'::regclass order by attnum;
select table_schema, table_name, table_type from information_schema.tables
  where table_name in ('pg_tables', 'pg_class') order by table_name;
-- pg_stats reads the statistics ANALYZE keeps (tables under 30000 rows are read whole, so the
-- figures are deterministic)
create table sv (a int, b text, c int);
insert into sv select i, 'v' || (i % 10), case when i % 4 = 0 then null else i % 7 end
  from generate_series(1, 1000) i;
analyze sv;
select schemaname, tablename, attname, inherited, null_frac, avg_width, n_distinct,
       most_common_vals::text, most_common_freqs, correlation
  from pg_stats where tablename = 'sv' order by attname;
select attname, histogram_bounds::text from pg_stats
  where tablename = 'sv' and attname = 'a';
select count(*) from pg_stats where tablename = 'sv' and most_common_elems is null
  and most_common_elem_freqs is null and elem_count_histogram is null;
drop table sv;
select count(*) from pg_stats where tablename = 'sv';
