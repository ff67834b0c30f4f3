-- Incremental Sort: input already sorted on a prefix of the ORDER BY keys (an index scan's
-- order) is sorted only within each group of equal prefix values.
CREATE TABLE inc (a int, b int, c text);
INSERT INTO inc SELECT i / 10, (i * 7919) % 1000, 'r' || i FROM generate_series(1, 10000) i;
CREATE INDEX ON inc (a);
ANALYZE inc;

EXPLAIN (COSTS OFF) SELECT * FROM inc ORDER BY a, b LIMIT 10;
SELECT * FROM inc ORDER BY a, b LIMIT 10;
SELECT * FROM inc ORDER BY a, b DESC LIMIT 5;
SELECT a, b FROM inc ORDER BY a, b LIMIT 5 OFFSET 100;
-- backward index scan: both keys descending
EXPLAIN (COSTS OFF) SELECT * FROM inc ORDER BY a DESC, b LIMIT 10;
SELECT * FROM inc ORDER BY a DESC, b LIMIT 10;
-- a range on the presorted column
EXPLAIN (COSTS OFF) SELECT * FROM inc WHERE a > 900 ORDER BY a, b LIMIT 3;
SELECT * FROM inc WHERE a > 900 ORDER BY a, b LIMIT 3;

-- EXPLAIN ANALYZE: the groups' counts are PG's; the memory figures are Basalt's own (its
-- rows take other sizes), and a sort with a LIMIT's bound always keeps just the best rows in a
-- heap ("top-N heapsort"), where PG's sort of at most twice the bound's rows is a quicksort, so
-- those lines (and the width of the QUERY PLAN header) hold Basalt's output.
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT a, b FROM inc ORDER BY a, b LIMIT 10;

-- the switch off
SET enable_incremental_sort = off;
EXPLAIN (COSTS OFF) SELECT * FROM inc ORDER BY a, b LIMIT 10;
SELECT * FROM inc ORDER BY a, b LIMIT 10;
RESET enable_incremental_sort;
SELECT name, setting, category, short_desc FROM pg_settings WHERE name = 'enable_incremental_sort';

-- one big group (all prefix values equal), NULLs in the sorted key, and many groups
CREATE TABLE big (a int, b int);
INSERT INTO big SELECT 1, CASE WHEN i % 50 = 0 THEN NULL ELSE (i * 37) % 1001 END
  FROM generate_series(1, 3000) i;
INSERT INTO big SELECT 2, i FROM generate_series(1, 100) i;
CREATE INDEX ON big (a);
ANALYZE big;
EXPLAIN (COSTS OFF) SELECT * FROM big ORDER BY a, b LIMIT 5;
SELECT * FROM big ORDER BY a, b LIMIT 5;
SELECT * FROM big ORDER BY a, b NULLS FIRST LIMIT 5;
SELECT * FROM big ORDER BY a, b DESC LIMIT 5;
SELECT * FROM big ORDER BY a, b LIMIT 5 OFFSET 2995;
-- with no sequential scan a full Sort of the index scan still costs less than an Incremental
-- Sort of two groups (its memory lines: Basalt's, see above)
SET enable_seqscan = off;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT * FROM big ORDER BY a, b LIMIT 3050;
SELECT count(*), sum(x) FROM (SELECT b AS x FROM big ORDER BY a, b LIMIT 3050) s;
SELECT * FROM big ORDER BY a, b DESC LIMIT 3 OFFSET 3005;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT * FROM big ORDER BY a, b;
RESET enable_seqscan;

-- the executor's batches, checked against a plain Sort of every row (small groups: full-sort
-- batches; a big group: prefix-sort batches; many batches, each boundary crossed)
SET enable_incremental_sort = on;
CREATE TABLE mix (a int, b int);
INSERT INTO mix SELECT CASE WHEN i <= 500 THEN i / 3 WHEN i <= 1500 THEN 1000 ELSE i / 7 END,
  (i * 7919) % 997 FROM generate_series(1, 3000) i;
CREATE INDEX ON mix (a);
ANALYZE mix;
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM mix ORDER BY a, b LIMIT 2999;
EXPLAIN (COSTS OFF) SELECT a, b, row_number() OVER () AS n FROM (SELECT * FROM mix ORDER BY a, b LIMIT 65) s;
SELECT count(*) FROM (SELECT a, b, row_number() OVER () AS n FROM (SELECT * FROM mix ORDER BY a, b LIMIT 2999) s) x
  JOIN (SELECT a, b, row_number() OVER (ORDER BY a, b) AS n FROM mix) y USING (n)
  WHERE x.a IS DISTINCT FROM y.a OR x.b IS DISTINCT FROM y.b;
-- bounds that end inside the first batch, just past the 32 and 64 rows that end or switch a
-- batch, and at the big group (the last 1000 rows in index order) and inside it
PREPARE chk(int) AS SELECT $1 AS lim, count(*) AS rows,
  sum(CASE WHEN x.a IS DISTINCT FROM y.a OR x.b IS DISTINCT FROM y.b THEN 1 ELSE 0 END) AS wrong
  FROM (SELECT a, b, row_number() OVER () AS n FROM (SELECT * FROM mix ORDER BY a, b LIMIT $1) s) x
  JOIN (SELECT a, b, row_number() OVER (ORDER BY a, b) AS n FROM mix) y USING (n);
EXECUTE chk(1);
EXECUTE chk(31);
EXECUTE chk(33);
EXECUTE chk(65);
EXECUTE chk(66);
EXECUTE chk(501);
EXECUTE chk(2001);
EXECUTE chk(2100);
DEALLOCATE chk;
-- 59 full-sort batches and one big group in a prefix sort (memory and methods: see above)
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT * FROM mix ORDER BY a, b LIMIT 2999;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT * FROM mix ORDER BY a, b LIMIT 20;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT * FROM mix ORDER BY a, b;
RESET enable_seqscan;

-- rescan: the incremental sort inside a lateral subquery, run once per outer row
CREATE TABLE outer_t (x int);
INSERT INTO outer_t VALUES (1), (500), (999);
EXPLAIN (COSTS OFF)
SELECT o.x, s.* FROM outer_t o,
  LATERAL (SELECT * FROM inc WHERE a >= o.x ORDER BY a, b LIMIT 3) s;
SELECT o.x, s.* FROM outer_t o,
  LATERAL (SELECT * FROM inc WHERE a >= o.x ORDER BY a, b LIMIT 3) s;

-- EXPLAIN ANALYZE counts the groups of every rescan (memory: see above)
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT o.x, s.* FROM outer_t o,
  LATERAL (SELECT * FROM inc WHERE a >= o.x ORDER BY a, b LIMIT 3) s;
EXPLAIN (VERBOSE, COSTS OFF) SELECT a, b FROM inc ORDER BY a, b LIMIT 10;
-- a key an equality condition makes constant presorts nothing: a full Sort (PG also drops
-- the constant key from the Sort Key, which Basalt does not yet: "Sort Key: a, b" here)
EXPLAIN (COSTS OFF) SELECT * FROM inc WHERE a = 5 ORDER BY a, b LIMIT 2;
SELECT * FROM inc WHERE a = 5 ORDER BY a, b LIMIT 2;

-- JSON: PG's keys; the memory figures and the method are Basalt's (see above)
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF, FORMAT JSON) SELECT a, b FROM inc ORDER BY a, b LIMIT 10;

-- an index on an expression presorts ORDER BY on that expression
CREATE TABLE ex (id int, t text);
INSERT INTO ex SELECT i, 'Name' || (i % 500) FROM generate_series(1, 10000) i;
CREATE INDEX ex_lower ON ex (lower(t));
ANALYZE ex;
EXPLAIN (COSTS OFF) SELECT * FROM ex ORDER BY lower(t), id LIMIT 5;
SELECT * FROM ex ORDER BY lower(t), id LIMIT 5;
EXPLAIN (COSTS OFF) SELECT id, lower(t) AS l FROM ex ORDER BY l DESC, id DESC LIMIT 5;
SELECT id, lower(t) AS l FROM ex ORDER BY l DESC, id DESC LIMIT 5;

-- over a merge join, sorted on its key: the rest of ORDER BY in an Incremental Sort
CREATE TABLE m1 (id int, x int);
CREATE TABLE m2 (id int, y int);
INSERT INTO m1 SELECT i, i % 13 FROM generate_series(1, 20000) i;
INSERT INTO m2 SELECT i % 20000, i % 7 FROM generate_series(1, 40000) i;
CREATE INDEX ON m1 (id);
CREATE INDEX ON m2 (id);
ANALYZE m1;
ANALYZE m2;
SET enable_hashjoin = off;
EXPLAIN (COSTS OFF) SELECT * FROM m1 JOIN m2 USING (id) ORDER BY id, x, y;
EXPLAIN (COSTS OFF) SELECT * FROM m1 JOIN m2 USING (id) ORDER BY id, y LIMIT 10;
SELECT * FROM m1 JOIN m2 USING (id) ORDER BY id, y LIMIT 10;
SELECT * FROM m1 JOIN m2 USING (id) ORDER BY id DESC, y LIMIT 3;
-- a sorted GROUP BY over the merge join: an Incremental Sort for keys after the join's, none
-- when the join gives them all (the scans are Index Scans where PG's are Index Only Scans:
-- Basalt's index-only choice differs here)
SET enable_hashagg = off;
EXPLAIN (COSTS OFF) SELECT id, y, count(*) FROM m1 JOIN m2 USING (id) GROUP BY id, y;
EXPLAIN (COSTS OFF) SELECT id, count(*) FROM m1 JOIN m2 USING (id) GROUP BY id;
SELECT count(*), sum(n), sum(id::int8 * y) FROM (SELECT id, y, count(*) AS n FROM m1 JOIN m2 USING (id) GROUP BY id, y) g;
SELECT id, y, count(*) FROM m1 JOIN m2 USING (id) GROUP BY id, y ORDER BY id, y LIMIT 4;
RESET enable_hashagg;
SET enable_incremental_sort = off;
EXPLAIN (COSTS OFF) SELECT * FROM m1 JOIN m2 USING (id) ORDER BY id, y LIMIT 10;
RESET enable_incremental_sort;
RESET enable_hashjoin;

-- over window functions: their last sort gives ORDER BY (no Sort), or its first keys
CREATE TABLE w (a int, b int, c int);
INSERT INTO w SELECT i % 100, i % 37, i FROM generate_series(1, 5000) i;
ANALYZE w;
EXPLAIN (COSTS OFF) SELECT a, b, rank() OVER (ORDER BY a, b) FROM w ORDER BY a, b;
EXPLAIN (COSTS OFF) SELECT a, b, count(*) OVER (PARTITION BY a ORDER BY b) FROM w ORDER BY a, c LIMIT 3;
SELECT a, b, c, count(*) OVER (PARTITION BY a ORDER BY b) FROM w ORDER BY a, c LIMIT 3;
SELECT a, b, c, count(*) OVER (PARTITION BY a ORDER BY b) FROM w ORDER BY a, c DESC LIMIT 3;
EXPLAIN (COSTS OFF) SELECT a, count(*) OVER (PARTITION BY a) FROM w ORDER BY a DESC, c LIMIT 3;

DROP TABLE inc, big, mix, outer_t, m1, m2, w, ex;
