-- Views: CREATE [OR REPLACE] VIEW, use in queries, DROP VIEW, dependencies (2BP01), and the
-- errors for changing a view's columns or writing through a view PG would not update.
create table t(a int primary key, b text not null, c numeric(10,2));
insert into t values (1,'x',1.5),(2,'y',2.5),(3,'z',null);
create view v as select a, b from t where a > 1;
select * from v order by a;
select v.b, x.a from v join v x on x.a = v.a order by 1;
select count(*), max(b) from v;
select * from t where a in (select a from v) order by a;
with v as (select 42 as a) select * from v;
select * from v as w(k) where k = 3;
-- column names from the list, the rest from the query
create view v2(aa) as select a, b from v;
select * from v2 order by aa;
select aa, b from v2 where b = 'y';
-- OR REPLACE may add columns at the end, nothing else
create or replace view v2(bb) as select a, b from v;
create or replace view v2 as select a::text as aa, b from v;
create or replace view v2 as select a as aa from v;
create or replace view v2 as select a as aa, b, b || '!' as c from v;
select * from v2 order by aa;
create or replace view t as select 1;
create view v as select 1;
create view vbad(x, y) as select 1;
create view vdup as select 1 as a, 2 as a;
create unlogged view vu as select 1;
-- columns fixed at creation: a later ADD COLUMN does not widen select *
create view vstar as select * from t;
alter table t add column d int;
select * from vstar order by a;
-- dependencies
drop table t;
drop view v;
drop view v2, v;
drop table t, vstar;
drop view t;
drop table v;
drop view nosuch;
drop view if exists nosuch;
-- views that PG does not update automatically
create view vu1 as select 1 as x union select 2;
insert into vu1 values (1);
create view vu2 as select a, count(*) from t group by a;
update vu2 set a = 1;
create view vu3 as select distinct b from t;
delete from vu3;
create view vu4 as select t.a from t, t t2;
delete from vu4;
create view vu5 as select a from t limit 1;
insert into vu5 values (9);
drop view vu1, vu2, vu3, vu4, vu5;
-- a transaction that creates a view can roll it back
begin;
create view vtx as select 1 as one;
select * from vtx;
rollback;
select * from vtx;
drop table t cascade;
select * from v;
