-- Conditions that read no row of their query level (PG's pseudo-constant quals): one that is
-- false or NULL leaves a Result without input (One-Time Filter: false, no scan at all); the
-- others are checked once in a Result above the join tree (One-Time Filter), not per row.
CREATE TABLE t (a int, b text);
CREATE TABLE u (a int, c int);
INSERT INTO t SELECT g, 'v' || g FROM generate_series(1, 1000) g;
INSERT INTO u SELECT g, g * 10 FROM generate_series(1, 10) g;
ANALYZE t;
ANALYZE u;
-- folding to false or NULL: nothing is read
EXPLAIN (COSTS OFF) SELECT * FROM t WHERE false;
EXPLAIN (COSTS OFF) SELECT * FROM t WHERE 1 = 0;
EXPLAIN (COSTS OFF) SELECT * FROM t WHERE NULL;
EXPLAIN (COSTS OFF) SELECT * FROM t WHERE NULL::int > 1;
EXPLAIN (COSTS OFF) SELECT * FROM t WHERE a > 1 AND false;
EXPLAIN (COSTS OFF) SELECT * FROM t WHERE a > 1 OR false;
EXPLAIN (COSTS OFF) SELECT * FROM t WHERE a > 1 AND 2 > 1;
EXPLAIN (COSTS OFF) SELECT * FROM t JOIN u ON t.a = u.a WHERE false;
EXPLAIN (COSTS OFF) SELECT * FROM t, u WHERE t.a = u.a AND 1 = 0;
EXPLAIN (COSTS OFF) SELECT * FROM t JOIN u ON t.a = u.a AND NULL;
EXPLAIN (COSTS OFF) SELECT * FROM t LEFT JOIN u ON t.a = u.a WHERE false;
EXPLAIN (COSTS OFF) SELECT * FROM (SELECT * FROM t WHERE false) s;
EXPLAIN (COSTS OFF) SELECT 1 WHERE false;
-- an outer join's ON false: the null-extended side is not read
EXPLAIN (COSTS OFF) SELECT * FROM t LEFT JOIN u ON t.a = u.a AND false;
EXPLAIN (COSTS OFF) SELECT * FROM u RIGHT JOIN t ON t.a = u.a AND 1 = 2;
SELECT * FROM u LEFT JOIN t ON t.a = u.a AND NULL ORDER BY u.a LIMIT 3;
SELECT * FROM t RIGHT JOIN u ON t.a = u.a AND 1 = 2 ORDER BY u.a LIMIT 3;
-- aggregates, sorts and limits stay above the empty Result
EXPLAIN (COSTS OFF) SELECT count(*) FROM t WHERE false;
EXPLAIN (COSTS OFF) SELECT a, count(*) FROM t WHERE false GROUP BY a;
EXPLAIN (COSTS OFF) SELECT * FROM t WHERE false ORDER BY a LIMIT 1;
EXPLAIN (COSTS OFF) SELECT a, sum(a) OVER () FROM t WHERE false;
EXPLAIN (COSTS OFF) SELECT generate_series(1, a) FROM t WHERE false;
EXPLAIN (VERBOSE, COSTS OFF) SELECT a, b FROM t WHERE false;
SELECT * FROM t WHERE false;
SELECT count(*), sum(a) FROM t WHERE false;
SELECT a, count(*) FROM t WHERE false GROUP BY a;
SELECT count(*) FROM t JOIN u ON t.a = u.a WHERE 1 = 0;
-- HAVING without aggregates goes to WHERE (with GROUP BY) or is also checked there
EXPLAIN (COSTS OFF) SELECT count(*) FROM t HAVING false;
EXPLAIN (COSTS OFF) SELECT a, count(*) FROM t GROUP BY a HAVING false;
EXPLAIN (COSTS OFF) SELECT a, count(*) FROM t GROUP BY a HAVING now() > '2000-01-01';
EXPLAIN (COSTS OFF) SELECT b, count(*) FROM t GROUP BY b HAVING b > 'v9' AND count(*) > 0;
EXPLAIN (COSTS OFF) SELECT count(*) FROM t HAVING 1 > 0;
EXPLAIN (COSTS OFF) SELECT 1 FROM t HAVING true;
EXPLAIN (COSTS OFF) SELECT 1 FROM t HAVING now() > '2000-01-01' AND 2 > 1;
EXPLAIN (COSTS OFF) SELECT 1 HAVING false;
SELECT count(*) FROM t HAVING false;
SELECT b, count(*) FROM t GROUP BY b HAVING b > 'v997' ORDER BY b;
SELECT 1 AS x FROM t HAVING true;
SELECT 1 AS x FROM t HAVING false;
-- conditions on stable functions and parameters gate the whole tree
EXPLAIN (COSTS OFF) SELECT b FROM t WHERE now() > '2000-01-01';
EXPLAIN (COSTS OFF) SELECT b FROM t WHERE a > 1 AND now() > '2000-01-01';
EXPLAIN (COSTS OFF) SELECT * FROM t JOIN u ON t.a = u.a WHERE now() > '2000-01-01';
EXPLAIN (COSTS OFF) SELECT * FROM t WHERE now() > '2000-01-01' AND now() < '3000-01-01';
EXPLAIN (COSTS OFF) SELECT b FROM t UNION ALL SELECT b FROM t WHERE now() < '2000-01-01';
-- volatile functions are checked per row
EXPLAIN (COSTS OFF) SELECT * FROM t WHERE random() > 2;
-- the plan below a gate that fails is never run
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT * FROM t WHERE false;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT count(*) FROM t WHERE false;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT b FROM t WHERE now() < '2000-01-01';
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT * FROM t JOIN u ON t.a = u.a WHERE now() < '2000-01-01';
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT count(*) FROM u WHERE now() > '2000-01-01';
SELECT b FROM t WHERE now() > '2000-01-01' AND a < 3 ORDER BY b;
SELECT b FROM t WHERE now() < '2000-01-01';
-- folding runs left to right and stops at false, as PG's does
SELECT * FROM t WHERE 1/0 = 1 AND false;
SELECT * FROM t WHERE false AND 1/0 = 1;
-- parameters
PREPARE p(int) AS SELECT b FROM t WHERE $1 > 0 AND a < 3 ORDER BY b;
EXECUTE p(1);
EXECUTE p(0);
EXECUTE p(NULL);
DEALLOCATE p;
-- a correlated sub-select's condition on the outer row is checked once per outer row
SELECT a, (SELECT count(*) FROM u WHERE t.a > 5) FROM t WHERE a IN (1, 7) ORDER BY a;
-- UNION ALL leaves its empty branches out
EXPLAIN (COSTS OFF) SELECT * FROM t WHERE false UNION ALL SELECT * FROM t WHERE a = 1;
EXPLAIN (COSTS OFF) SELECT a FROM t WHERE false UNION ALL SELECT 1 WHERE false;
SELECT a FROM t WHERE false UNION ALL SELECT a FROM t WHERE a = 1;
-- UPDATE / DELETE
EXPLAIN (COSTS OFF) UPDATE t SET b = 'z' WHERE false;
EXPLAIN (COSTS OFF) UPDATE t x SET b = 'z' WHERE 1 = 0;
EXPLAIN (COSTS OFF) DELETE FROM t WHERE now() < '2000-01-01';
UPDATE t SET b = 'z' WHERE false;
DELETE FROM t WHERE 1 = 0 RETURNING *;
DELETE FROM t WHERE now() < '2000-01-01';
SELECT count(*) FROM t;
-- a sub-select in the target list over a gated scan
SELECT (SELECT count(*) FROM u) AS n, a FROM t WHERE now() > '2000-01-01' AND a < 3 ORDER BY a;
SELECT (SELECT count(*) FROM u) AS n FROM t WHERE now() IS NULL;
