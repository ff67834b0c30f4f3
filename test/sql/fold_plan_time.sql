-- PG's plan-time behaviour: constant immutable expressions fold while planning (raising
-- their errors even where no row is evaluated), CASE / COALESCE branches a constant makes
-- unreachable are dropped first, and sub-select (and view) columns nobody reads are never
-- computed (remove_unused_subquery_outputs). Not here yet (test/known-differences.md entry 5):
-- an unread column holding a sub-select is still computed.
CREATE TABLE t0 (i0 integer, b0 bigint);
SELECT (6 / (7 / NULLIF(10, 0))) FROM t0 HAVING false;
SELECT 1/0 FROM t0 HAVING false;
SELECT 1/0 FROM t0 WHERE false;
SELECT CASE WHEN false THEN 1/0 ELSE 1 END;
SELECT CASE WHEN i0 > 0 THEN 1/0 END FROM t0;
SELECT COALESCE(1, 1/0);
SELECT COALESCE(i0, 1/0) FROM t0;
INSERT INTO t0 VALUES (1, 9000000000);
SELECT q.x1 FROM (SELECT b0 * b0 AS x0, 1 AS x1 FROM t0) q;
CREATE VIEW vq AS SELECT b0 * b0 AS x0, 1 AS x1 FROM t0;
SELECT x1 FROM vq;
SELECT count(*) FROM (SELECT b0 * b0 AS x0 FROM t0) q;
-- columns read through a join alias (USING), ORDER BY, GROUP BY, DISTINCT
SELECT x FROM (SELECT i0 AS x, b0 * b0 AS y FROM t0) q JOIN (SELECT i0 AS x FROM t0) r USING (x);
SELECT 1 FROM (SELECT DISTINCT b0 * b0 AS y FROM t0) q;
SELECT x FROM (SELECT 1 AS x, b0 * b0 AS y FROM t0 ORDER BY 2) q;
SELECT x FROM (SELECT 1 AS x, b0 * b0 AS y FROM t0 GROUP BY 2) q;
SELECT x FROM (SELECT 1 AS x, b0 * b0 AS y FROM t0 UNION ALL SELECT 2, 3) q;
SELECT x FROM (SELECT 1 AS x, random() * b0 * b0 * b0 * b0 * 1e300::float8 AS y FROM t0) q;
SELECT x FROM (SELECT 1 AS x, generate_series(1, 2) AS y FROM t0) q;
SELECT x FROM (SELECT 1 AS x, count(*) AS y FROM t0) q;
SELECT x FROM t0, LATERAL (SELECT 1 AS x, t0.b0 * t0.b0 AS y) q;
SELECT y > 0 FROM (SELECT 1 AS x, b0 * b0 AS y FROM t0) q;
-- the CASE cases: a false branch is dropped before folding, a reachable one folds
SELECT CASE WHEN 1 > 2 THEN 1/0 ELSE 2 END;
SELECT CASE WHEN i0 > 0 THEN 2 ELSE 1/0 END FROM t0;
SELECT COALESCE(i0, 1/0) FROM t0 WHERE false;
SELECT CASE 1 WHEN 2 THEN 1/0 ELSE 3 END;
SELECT CASE 2 WHEN 1 THEN 'a' WHEN 2 THEN 'b' ELSE 1/0 || '' END;
SELECT CASE NULL::int WHEN 1 THEN 1/0 ELSE 4 END;
SELECT CASE 1 WHEN 1 THEN CASE i0 WHEN 1 THEN 'one' ELSE 'other' END END FROM t0;
SELECT CASE 'x' WHEN 'y' THEN 1/0 WHEN 'x' THEN 5 END;
SELECT CASE 1 WHEN i0 THEN 6 ELSE 7 END FROM t0;
SELECT CASE i0 WHEN 1 THEN 1/0 END FROM t0;
EXPLAIN (VERBOSE, COSTS OFF) SELECT CASE 1 WHEN i0 THEN 6 WHEN 2 THEN 1/0 ELSE 7 END FROM t0;
-- a column read only by a later LATERAL item, or by a sub-select, is computed
SELECT r.z > 0 FROM (SELECT b0 * b0 AS y FROM t0) q, LATERAL (SELECT q.y AS z) r;
SELECT (SELECT q.y > 0) FROM (SELECT b0 * b0 AS y FROM t0) q;
SELECT x FROM (SELECT b0 AS x, b0 * 2 AS y FROM t0) q WHERE y > 0;
-- a sub-select kept in a sub-select's output under a gating condition (a constant WHERE
-- over a join): the gating Result takes the planned sub-select's type, typmod and collation
-- (this failed with "unrecognized node type")
SELECT x, y FROM (SELECT COALESCE((SELECT s.b0::text FROM t0 s LIMIT 1), 'mm') AS x,
  ARRAY(SELECT 1) AS y FROM t0 a JOIN t0 b ON true
  WHERE (TIMESTAMP '2020-01-24 12:00:00' IS NOT NULL)) q LIMIT 2;
SELECT 1 FROM (SELECT COALESCE((SELECT s.b0::text FROM t0 s LIMIT 1), 'mm') AS x
  FROM t0 a JOIN t0 b ON true WHERE (TIMESTAMP '2020-01-24 12:00:00' IS NULL)) q;
