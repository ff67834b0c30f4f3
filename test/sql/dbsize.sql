-- pg_relation_size & co. and pg_size_pretty. Sizes in blocks differ between Basalt and PG
-- (different page layouts), so only what both must say is printed: multiples of 8192,
-- growth, empty tables, table plus indexes, and pg_size_pretty's exact formatting.
create table sz (id int primary key, t text);
select pg_relation_size('sz'), pg_total_relation_size('sz') > 0, pg_indexes_size('sz') > 0;
insert into sz select g, repeat('x', 100) from generate_series(1, 5000) g;
select pg_relation_size('sz') > 8192 * 10, pg_relation_size('sz') % 8192,
  pg_total_relation_size('sz') = pg_table_size('sz') + pg_indexes_size('sz'),
  pg_relation_size('sz', 'main') = pg_relation_size('sz'), pg_relation_size('sz_pkey') > 0;
select pg_relation_size('sz', 'vm') >= 0;
select pg_relation_size('sz', 'nope');
select pg_relation_size(0), pg_total_relation_size(123456789);
select pg_size_pretty(v) from (values (0::int8), (1), (10239), (10240), (10241), (1024 * 1024),
  (20 * 1024 * 1024 - 1), (20 * 1024 * 1024), (123456789012), (-10240), (-123456789),
  (9223372036854775807)) s(v);
