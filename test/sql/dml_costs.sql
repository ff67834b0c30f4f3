-- EXPLAIN's costs of the nodes that scan no table and of the nodes over their inputs, as PG
-- 15's (costsize.c): Result, Values Scan, Function Scan, Append, sub-select scans, and the
-- ModifyTable of INSERT / UPDATE / DELETE (rows=0 width=0 unless RETURNING).
CREATE TABLE t (a int, b text);
EXPLAIN VERBOSE INSERT INTO t VALUES (1, 'x');
EXPLAIN VERBOSE INSERT INTO t VALUES (1, 'x'), (2, 'y');
EXPLAIN VERBOSE INSERT INTO t SELECT 1, 'a';
EXPLAIN INSERT INTO t SELECT * FROM t;
EXPLAIN VERBOSE INSERT INTO t VALUES (1, 'x') RETURNING a;
EXPLAIN INSERT INTO t SELECT a, b FROM t WHERE a > 1 RETURNING *;
EXPLAIN SELECT * FROM (VALUES (1), (2)) v;
EXPLAIN SELECT 1;
EXPLAIN SELECT 1 UNION ALL SELECT 2;
EXPLAIN SELECT a FROM t UNION ALL SELECT a FROM t;
-- UPDATE and DELETE: PG's input computes only the new values and the row's ctid, Basalt's
-- the whole row, so the widths (and the new values' evaluation cost) differ; the shapes agree
EXPLAIN (COSTS OFF) UPDATE t SET a = a + 1 WHERE b = 'x';
EXPLAIN (COSTS OFF) DELETE FROM t WHERE a = 1;
EXPLAIN (COSTS OFF) DELETE FROM t WHERE a = 1 RETURNING b;
