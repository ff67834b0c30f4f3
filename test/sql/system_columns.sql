-- System columns: the tid, xid and cid types, ctid / xmin / xmax / cmin / cmax of a table's
-- rows, and the names no new column may take.

-- tid input and output (PG's tidin: "(block,offset)", nothing checked after the ')')
select '(0,1)'::tid, '(4294967295,65535)'::tid, '(-1,0)'::tid, '(1,2)junk'::tid;
select ' ( 1 , 2 ) x'::tid;
select '(0,65536)'::tid;
select 'abc'::tid;
select '(4294967296,1)'::tid;
select '(1,2'::tid;
select ''::tid;
select '{"(0,1)","(2,3)",NULL}'::tid[];
select tidsend('(258,3)'), tidsend('(4294967295,65535)');
-- comparisons are in (block, offset) order
select '(0,2)'::tid < '(1,1)'::tid, '(1,1)'::tid <= '(1,1)'::tid, '(1,2)'::tid > '(1,10)'::tid,
  '(2,0)'::tid >= '(1,65535)'::tid, '(1,1)'::tid = '(1,1)'::tid, '(1,1)'::tid <> '(1,2)'::tid;
select tidlarger('(1,2)', '(0,9)'), tidsmaller('(1,2)', '(0,9)');
select min(t), max(t), count(distinct t) from (values ('(3,1)'::tid), ('(0,7)'), (null), ('(3,1)'), ('(2,9)')) v(t);
select t from (values ('(3,1)'::tid), ('(0,7)'), ('(10,0)'), ('(2,9)')) v(t) order by t desc;
-- xid and cid: PG 15's lax input (strtoul: garbage reads as 0)
select 'abc'::xid, '12x'::xid, '0x10'::xid, '-1'::xid, '4294967297'::xid, '7'::cid, 'abc'::cid;
select '5'::xid = '5'::xid, '5'::xid <> '6'::xid, '5'::xid = 5, '5'::xid <> 5, '3'::cid = '3'::cid;
select '{1,2}'::xid[], '{3}'::cid[];
-- the catalog rows clients look up (pg_type's typlen / typbyval / typalign differ: Basalt's
-- tid is 8 bytes by value, the executor's own form of a row's place; Basalt has no
-- pg_operator view)
select oid, typname, typcategory, typelem, typarray from pg_type
  where oid in (27, 28, 29, 1010, 1011, 1012) order by oid;
select oid, proname, prokind, proargtypes, prorettype from pg_proc
  where proname in ('tideq', 'tidne', 'tidlt', 'tidle', 'tidgt', 'tidge', 'bttidcmp', 'hashtid',
    'tidlarger', 'tidsmaller', 'tidin', 'tidout', 'tidrecv', 'tidsend', 'xideq', 'xidneq',
    'cideq', 'xidin', 'xidout', 'cidin', 'cidout')
    or (proname in ('min', 'max') and proargtypes[0] = 27)
  order by oid;

-- ctid of a table's rows
create table sc (x int, y text);
insert into sc values (1, 'a'), (2, 'b'), (1, 'c'), (3, 'd'), (2, 'e'), (3, 'f');
select ctid, * from sc;
select * from sc;
select sc.ctid, s.y from sc s join sc on sc.x = s.x and sc.ctid < s.ctid order by 1, 2;
select y from sc where ctid = '(0,4)';
select y from sc where ctid in ('(0,2)', '(0,5)') order by y;
select y, ctid from sc where ctid > '(0,3)' order by ctid desc;
select min(ctid), max(ctid) from sc;
select x, min(ctid), max(ctid) from sc group by x order by x;
select count(*) from sc a join sc b on a.ctid = b.ctid;
select count(distinct ctid) from sc;
select ctid, xmin, xmax, cmin, cmax from sc limit 1 \gdesc
-- WHERE ctid = value: a Tid Scan
explain (costs off) select y from sc where ctid = '(0,4)';
explain (costs off) select y from sc where '(0,4)' = ctid and x > 1;
select y from sc where '(0,4)' = ctid and x > 1;
select y from sc where '(0,4)' = ctid and x > 3;
select y from sc where ctid = '(9,1)';
select y from sc where ctid = null;
prepare sc_by_tid(tid) as select x, y from sc where ctid = $1;
execute sc_by_tid('(0,5)');
deallocate sc_by_tid;
explain (costs off) select a.x, (select b.y from sc b where b.ctid = a.ctid) from sc a;
select a.x, (select b.y from sc b where b.ctid = a.ctid) from sc a;
explain (costs off) select y from sc where ctid = any ('{"(0,5)","(0,2)",NULL,"(0,2)","(7,1)"}');
select y from sc where ctid = any ('{"(0,5)","(0,2)",NULL,"(0,2)","(7,1)"}') order by y;
explain (costs off) select y from sc where ctid in ('(0,3)', '(0,1)');
select y from sc where ctid in ('(0,3)', '(0,1)') order by y;
select y from sc where ctid = any ('{}');
select y from sc where ctid = any (null::tid[]);
explain (costs off) update sc set y = y where ctid = '(0,2)';
set enable_tidscan = off;
explain (costs off) select y from sc where ctid = '(0,4)';
reset enable_tidscan;
-- a tid column stores and indexes like any other
create table sc_tids (t tid);
insert into sc_tids select ctid from sc where x <> 2;
create index sc_tids_t on sc_tids (t);
select t from sc_tids where t >= '(0,3)' order by t;
-- UPDATE / DELETE by ctid
update sc set y = upper(y) where ctid = '(0,1)';
select y from sc where x = 1 order by y;
delete from sc where ctid = '(0,6)' returning x, y;
-- the dedup idioms
begin;
delete from sc a using sc b where a.ctid < b.ctid and a.x = b.x;
select x, y from sc order by x;
rollback;
delete from sc where ctid not in (select min(ctid) from sc group by x);
select x, y from sc order by x;
-- a sequence's one row has them too
create sequence sc_seq;
select ctid, last_value, xmax from sc_seq;
drop sequence sc_seq;
-- only a table's rows have system columns
select ctid from (select * from sc) s;
create view sc_v as select * from sc;
select ctid from sc_v;
select s.xmin from (select 1) s;
select ctid from (values (1)) v(a);
create table sc_chk (a int check (ctid <> '(0,1)'));

-- xmin, xmax, cmin, cmax
create table sx (a int);
insert into sx values (1), (2);
select a, xmin = xmin, xmax = '0'::xid, xmax = 0, cmin, cmax from sx order by a;
create table sx_before as select a, xmin::text as x0 from sx;
update sx set a = a where a = 1;
select a, sx.xmin::text = b.x0 as same_xmin, sx.xmax from sx join sx_before b using (a) order by a;
begin;
insert into sx values (3);
insert into sx values (4);
-- (Basalt numbers a transaction block's commands from 1, PG from 0: only relations shown)
select a, cmin = cmax from sx where a > 2 order by a;
select (select cmin from sx where a = 4)::text::int - (select cmin from sx where a = 3)::text::int;
select (select xmin from sx where a = 3) = (select xmin from sx where a = 4);
commit;
-- a row this transaction locks shows it as xmax
begin;
select a from sx where a = 2 for update;
select a, xmax <> '0'::xid as locked from sx where a <= 2 order by a;
rollback;

-- RETURNING: the new version's header, a DELETE's the deleted version's (xmax: the deleter)
create table sr (a int);
insert into sr values (1) returning ctid, xmin = xmin, xmax, cmin = cmax;
begin;
insert into sr values (2) returning ctid, xmax;
update sr set a = 3 where a = 2 returning ctid, xmax;
delete from sr where a = 3 returning ctid, xmin = xmax;
commit;
delete from sr where a = 1 returning ctid, xmin = xmax, xmax <> '0'::xid;
drop table sr;

-- a system column is not assigned, dropped or indexed
create table sa (a int);
insert into sa (ctid) values ('(0,1)');
update sa set xmin = '1';
alter table sa drop column ctid;
alter table sa drop column if exists cmax;
create index on sa (ctid);
drop table sa;

-- a new column may not take a system column's name
create table sn (xmin int);
create table sn (a int, ctid text);
create table sn (tableoid oid);
create table sn (a int, a int, cmax int);
create table sn as select 1 as cmin;
create table sn (a int);
alter table sn add column xmax int;
alter table sn add column if not exists ctid int;
alter table sn rename column a to cmin;
alter table sn alter column ctid type int;
-- a view's column may (it has no system columns)
create view sn_v as select 1 as xmin, 2 as ctid;
select xmin, ctid from sn_v;
drop view sn_v;
drop table sn, sx, sx_before, sc_tids, sc cascade;
