-- SELECT ... FOR UPDATE / NO KEY UPDATE / SHARE / KEY SHARE in one session: the rows come
-- back as without the clause, and the clause's placement errors are PG's. Waiting, NOWAIT and
-- SKIP LOCKED against other sessions are in test/server/isolation.sh.
create table t (a int primary key, b text);
insert into t values (1,'x'),(2,'y'),(3,'z');
create table u (a int, c int);
insert into u values (1,10),(2,20);
select * from t order by a for update;
select * from t where a = 2 for share;
select * from t order by a for no key update skip locked;
select * from t order by a for key share of t for update of t;
select * from t order by a limit 1 for update;
select * from t order by a for update limit 2;
select * from t order by a offset 1 for share nowait;
select * from t order by a for read only;
-- joins: all tables, or those named after OF
select * from t, u where t.a = u.a order by t.a for update of t;
select * from t join u using (a) order by a for update of t nowait;
select * from t join u using (a) order by a for update;
select * from t left join u on t.a = u.a order by t.a for update of t;
select * from t j join u on true order by j.a, u.a for update of j;
select * from t left join u on t.a = u.a where u.c > 0 order by t.a for update;
-- sub-selects, functions and VALUES
select * from (select * from t) s order by a for update;
select * from generate_series(1,3) g for update;
select * from (values (1)) v for update;
select 1 for update;
with w as (select * from t) select * from w order by a for update;
select * from (select * from t for update) s order by a;
select * from t where a in (select a from u for update) order by a;
select (select b from t where a = 3 for update);
-- in a transaction, over the transaction's own changes
begin;
select * from t where a = 1 for update;
update t set b = 'q' where a = 1 returning *;
select * from t where a = 1 for share;
delete from t where a = 3;
select * from t order by a for update;
rollback;
select * from t order by a for update;
-- savepoints
begin;
savepoint s1;
select * from t where a = 2 for update;
rollback to savepoint s1;
select * from t where a = 2 for no key update;
commit;
-- errors
select count(*) from t for update;
select a from t group by a for update;
select distinct a from t for update;
select a, row_number() over () from t for update;
select a from t union select a from t for update;
select a from t union select a from t for share;
select * from t for update of u;
select * from t for key share of x;
select * from t tt for update of t;
select * from t for update of public.t;
select * from t left join u on t.a = u.a for update;
select * from t left join u on t.a = u.a for update of u;
select * from t full join u on t.a = u.a for share of t;
select * from t right join u on t.a = u.a for update of u;
select a, generate_series(1,2) from t for update;
select * from t having count(*) > 1 for update;
select * from (t join u on t.a = u.a) j for update of j;
select * from generate_series(1,3) g for update of g;
select * from (values (1)) v for update of v;
select count(*) from (select a from t group by a) s for update;
select * from (select count(*) from t) s for share;
select * from t for update for share of t, t;
