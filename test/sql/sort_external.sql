-- Sorts past work_mem (external merge over temp files, several merge passes with the
-- smallest work_mem), top-N with LIMIT, and abbreviated keys (text prefixes that tell rows
-- apart, and ones that do not). Checksums over the sorted output keep the expected file
-- small: a subquery's ORDER BY is kept by the string_agg above it, in PG as in Basalt.
create table st (id int, k int, f float8, t text, b bytea, n numeric);
insert into st select g, (g::int8 * 7919) % 100003, ((g::int8 * 104729) % 1000003) / 7.0,
  md5(g::text), md5((g % 5000)::text)::bytea, (g % 977) / 3.0
  from generate_series(1, 60000) g;
insert into st values (0, null, null, null, null, null), (-1, null, 'NaN', '', '', 'NaN');
set work_mem = '64kB';
select md5(string_agg(id::text, ',')) from (select id from st order by k, id) s;
select md5(string_agg(id::text, ',')) from (select id from st order by k desc nulls last, id) s;
select md5(string_agg(id::text, ',')) from (select id from st order by t, id) s;
select md5(string_agg(id::text, ',')) from (select id from st order by f desc, id) s;
select md5(string_agg(id::text, ',')) from (select id from st order by b, id desc) s;
select md5(string_agg(id::text, ',')) from (select id from st order by n nulls first, t) s;
-- long common prefixes: the abbreviation does not tell the rows apart
select md5(string_agg(id::text, ',')) from
  (select id from st order by 'common prefix ' || lpad((id % 1000)::text, 6, '0'), id) s;
-- whole rows come back intact from disk
select count(*), sum(length(t)), sum(id) from (select * from st order by t desc) s;
select * from st order by t limit 3;
select id, k from st order by k desc nulls first, id limit 4 offset 10;
select count(distinct t) from st;
select k, count(*) from st group by k order by count(*) desc, k limit 3;
select id, rank() over (order by f nulls last) from st order by f nulls last, id limit 5;
reset work_mem;
select md5(string_agg(id::text, ',')) from (select id from st order by k, id) s;
select md5(string_agg(id::text, ',')) from (select id from st order by t, id) s;
