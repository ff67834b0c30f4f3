-- EXPLAIN: PG 15's node names, layout and expression deparsing, compared with PG 15 itself.
-- Plans are shown with COSTS OFF (cost numbers are Basalt's own) on analyzed tables; ANALYZE
-- runs use TIMING OFF and SUMMARY OFF so that the output is deterministic.
-- Basalt has no bitmap scans yet: both sides run with enable_bitmapscan off.
create table ex_t (a int primary key, b text, c int, d numeric, e varchar(10), f bool);
insert into ex_t select g, 'x' || g, g % 10, g / 7.0, 'v' || (g % 100), g % 2 = 0
  from generate_series(1, 10000) g;
create table ex_s (k int, v text);
insert into ex_s select g, 'y' || g from generate_series(1, 100) g;
analyze ex_t;
analyze ex_s;
set enable_bitmapscan = off;

-- scans and filters: operators, constants with their types, casts, boolean tests
explain (costs off) select * from ex_s;
explain (costs off) select * from ex_s where k > 5 and v <> 'a';
explain (costs off) select k + 1, upper(v) from ex_s where v like 'y1%' or k < 0;
explain (costs off) select * from ex_s where v is null;
explain (costs off) select * from ex_s where k is not null;
explain (costs off) select * from ex_t where e = 'v5';
explain (costs off) select * from ex_t where d > 5.5;
explain (costs off) select * from ex_t where d = 5;
explain (costs off) select * from ex_t where f;
explain (costs off) select * from ex_t where not f;
explain (costs off) select * from ex_t where f is true;
explain (costs off) select * from ex_t where a::bigint = 5;
explain (costs off) select * from ex_t where b = 'it''s';
explain (costs off) select * from ex_t where c = -3;
explain (costs off) select * from ex_t where length(b) > 3 and b || 'z' = 'x1z';
explain (costs off) select * from ex_t where case when c > 5 then b else 'q' end = 'q';
explain (costs off) select * from ex_t where coalesce(c, 0) = 1;

-- sorts, limits, aggregates, set operations, functions, VALUES
explain (costs off) select * from ex_s order by v;
explain (costs off) select * from ex_s order by k desc, v nulls first;
explain (costs off) select * from ex_s order by k desc nulls last;
explain (costs off) select * from ex_s order by v limit 5;
explain (costs off) select * from ex_s limit 5 offset 2;
explain (costs off) select count(*) from ex_s;
explain (costs off) select k % 3, count(*), sum(k) from ex_s group by k % 3;
explain (costs off) select k % 3, count(*) from ex_s group by k % 3 having count(*) > 3;
explain (costs off) select * from ex_s union all select * from ex_s;
explain (costs off) select * from generate_series(1, 10) g;
explain (costs off) select * from generate_series(1, 10);
explain (costs off) values (1, 'a'), (2, 'b');
explain (costs off) select 1;
explain (costs off) select row_number() over (order by k) from ex_s;

-- joins
explain (costs off) select * from ex_s s1 join ex_s s2 on s1.k = s2.k;
explain (costs off) select * from ex_s s1 left join ex_s s2 on s1.k = s2.k and s2.v > 'y5';

-- index scans
explain (costs off) select * from ex_t where a = 5;
explain (costs off) select * from ex_t where 5 = a;
explain (costs off) select * from ex_t where a between 10 and 20;
explain (costs off) select * from ex_t where a = 5 and b <> 'x';
explain (costs off) select * from ex_t order by a limit 3;
explain (costs off) select * from ex_t order by a desc limit 1;
explain select * from ex_t where a = 5 \g /dev/null

-- sub-selects: InitPlans (computed once) and correlated SubPlans
create table ex_u (x int, y int);
insert into ex_u select g, g % 5 from generate_series(1, 50) g;
analyze ex_u;
explain (costs off) select * from ex_s where k = (select max(x) from ex_u);
explain (costs off) select k, (select count(*) from ex_u where ex_u.y = ex_s.k) from ex_s;
explain (costs off) select * from ex_s where k not in (select x from ex_u);
explain (costs off) select * from ex_s where k > 5 or k in (select x from ex_u);
explain (costs off, format json) select * from ex_s where k = (select max(x) from ex_u);
explain (verbose, costs off) select k, (select count(*) from ex_u where ex_u.y = ex_s.k) from ex_s;

-- data-modifying statements, row locks
explain (costs off) insert into ex_s values (1, 'a');
explain (costs off) insert into ex_s values (1, 'a'), (2, 'b');
explain (costs off) insert into ex_s select k, v from ex_s where k < 3;
explain (costs off) update ex_s set v = 'z' where k = 3;
explain (costs off) delete from ex_s where k = 3;
explain (costs off) update ex_t set b = 'z' where a = 3;
explain (costs off) delete from ex_t where a = 3;
explain (costs off) select * from ex_s for update;

-- VERBOSE: schema-qualified tables, output columns
explain (verbose, costs off) select k, v from ex_s where k = 1;
explain (verbose, costs off) select a, b from ex_t where a = 9990;
explain (verbose, costs off) select * from ex_s s1 join ex_s s2 on s1.k = s2.k;
explain (verbose, costs off) select count(*) from ex_s;
explain verbose select 1 \g /dev/null

-- FORMAT JSON
explain (costs off, format json) select * from ex_s where k = 1;
explain (costs off, format json) select * from ex_t where a = 1;
explain (costs off, format json) select * from ex_s s1 join ex_s s2 on s1.k = s2.k order by s1.v;
explain (costs off, format json) select count(*) from ex_s;
-- any Agg's Node Type is "Aggregate" ("Strategy" tells which). EXPLAIN ANALYZE's Sort, Hash and
-- HashAggregate memory lines are Basalt's own numbers: test/server/explain_memory.sh checks them
explain (costs off, format json) select c, count(*) from ex_t group by c;

-- ANALYZE: real row counts, removed rows, loops; DML really runs
explain (analyze, costs off, timing off, summary off) select * from ex_s where k > 50;
explain (analyze, costs off, timing off, summary off) select * from ex_t where a = 5;
explain (analyze, costs off, timing off, summary off) select * from ex_s limit 3;
explain (analyze, costs off, timing off, summary off) select count(*) from ex_s where v like 'y1%';
-- a nested loop probing an index once per outer row (Basalt has no merge join yet: PG would
-- pick one here, so merge and hash joins are off on both sides)
set enable_mergejoin = off;
set enable_hashjoin = off;
explain (analyze, costs off, timing off, summary off)
  select * from ex_s join ex_t on ex_t.a = ex_s.k where ex_s.k < 10;
explain (costs off) select * from ex_s join ex_t on ex_t.a = ex_s.k where ex_s.k < 10;
explain (verbose, costs off) select ex_s.v, ex_t.b from ex_s join ex_t on ex_t.a = ex_s.k + 1
  where ex_s.k < 3;
reset enable_mergejoin;
reset enable_hashjoin;
explain (analyze, costs off, timing off, summary off) select * from ex_s where k < 0;
explain (analyze, costs off, timing off, summary off) insert into ex_s values (1000, 'new');
select * from ex_s where k = 1000;
explain (analyze, costs off, timing off, summary off) delete from ex_s where k = 1000;
select count(*) from ex_s where k = 1000;
begin;
explain (analyze, costs off, timing off, summary off) update ex_s set v = 'upd' where k = 1;
select * from ex_s where k = 1;
rollback;
select * from ex_s where k = 1;
explain (analyze, costs off, timing off, summary off, format json) select * from ex_s where k = 1;

-- options and their errors
explain (analyze false, costs false) select 1;
explain (costs off, verbose on, analyze off) select 1;
explain (summary on, costs off) select 1 \g /dev/null
explain (foo) select 1;
explain (format xyz) select 1;
explain (analyze maybe) select 1;
explain (timing) select 1;
explain (wal) select 1;
explain (costs off) select * from nonexistent;
explain (costs off) select nosuchcol from ex_s;
