-- with_recursive_more: WITH RECURSIVE in views, prepared statements, sub-selects, nested and chained recursive CTEs, LATERAL, more errors
CREATE TABLE emp (id int, boss int, name text, salary int);
INSERT INTO emp VALUES (1, NULL, 'ann', 100), (2, 1, 'bob', 80), (3, 1, 'cid', 70), (4, 2, 'dan', 50),
  (5, 4, 'eve', 40), (6, 3, 'fay', 30);
-- a view over a recursive query
CREATE VIEW chain AS
  WITH RECURSIVE c(id, name, lvl) AS (
    SELECT id, name, 1 FROM emp WHERE boss IS NULL
    UNION ALL
    SELECT e.id, e.name, c.lvl + 1 FROM emp e JOIN c ON e.boss = c.id
  ) SELECT * FROM c;
SELECT * FROM chain ORDER BY lvl, id;
SELECT lvl, count(*) FROM chain GROUP BY lvl ORDER BY lvl;
DROP VIEW chain;
-- a prepared statement with a parameter in the recursion
PREPARE below(int) AS
  WITH RECURSIVE d AS (SELECT id FROM emp WHERE id = $1 UNION ALL SELECT e.id FROM emp e, d WHERE e.boss = d.id)
  SELECT count(*) FROM d;
EXECUTE below(1);
EXECUTE below(2);
EXECUTE below(6);
DEALLOCATE below;
-- correlated: the WITH query reads the outer row, read twice per evaluation
SELECT e.name, (WITH RECURSIVE up(id, b) AS (SELECT e.id, e.boss UNION ALL SELECT emp.id, emp.boss FROM emp, up WHERE emp.id = up.b)
                SELECT count(*) FROM up u1, up u2 WHERE u1.id = u2.id) AS depth
FROM emp e ORDER BY e.id;
-- EXISTS over a recursive query
SELECT name FROM emp e WHERE EXISTS (
  WITH RECURSIVE up(id, b) AS (SELECT e.id, e.boss UNION ALL SELECT emp.id, emp.boss FROM emp, up WHERE emp.id = up.b)
  SELECT 1 FROM up WHERE id = 2) ORDER BY name;
-- a recursive query in a FROM sub-select and joined
SELECT s.n, emp.name FROM (WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 4) SELECT n FROM r) s
LEFT JOIN emp ON emp.id = s.n * 2 ORDER BY s.n;
-- LATERAL and a recursive query
SELECT e.name, x.total FROM emp e, LATERAL (
  WITH RECURSIVE d AS (SELECT id, salary FROM emp WHERE id = e.id UNION ALL SELECT emp.id, emp.salary FROM emp, d WHERE emp.boss = d.id)
  SELECT sum(salary) AS total FROM d) x ORDER BY e.id;
-- one recursive query reading another, and a nested WITH RECURSIVE inside the recursive term
WITH RECURSIVE a(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM a WHERE n < 3),
  b(n, m) AS (SELECT n, 0 FROM a UNION ALL SELECT n, m + 1 FROM b WHERE m < n)
SELECT n, max(m), count(*) FROM b GROUP BY n ORDER BY n;
WITH RECURSIVE t(n) AS (
  SELECT 1
  UNION ALL
  SELECT n + (WITH RECURSIVE u(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM u WHERE k < 2) SELECT max(k) FROM u)
  FROM t WHERE n < 7
) SELECT * FROM t;
-- UNION with NULLs: NULL rows are equal
WITH RECURSIVE t(a, b) AS (SELECT 1, NULL::int UNION SELECT (a + 1) % 3, b FROM t) SELECT * FROM t ORDER BY a;
-- text and numeric keys for UNION
WITH RECURSIVE t(s) AS (SELECT 'x'::text UNION SELECT substr(s || 'y', 1, 3) FROM t) SELECT * FROM t ORDER BY s;
WITH RECURSIVE t(v) AS (SELECT 1.0 UNION SELECT round(v * 1.5, 0) FROM t WHERE v < 10) SELECT * FROM t ORDER BY v;
-- the same name in an inner WITH hides the outer one
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 3)
SELECT (WITH t AS (SELECT 10 AS n) SELECT n FROM t), count(*) FROM t;
-- an unreferenced recursive query is not run
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n / 0 FROM t) SELECT 5;
-- in INSERT, UPDATE and DELETE
CREATE TABLE nums (n int);
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 5) INSERT INTO nums SELECT n FROM t;
INSERT INTO nums WITH RECURSIVE t(n) AS (SELECT 10 UNION ALL SELECT n + 1 FROM t WHERE n < 12) SELECT n FROM t;
WITH RECURSIVE t(n) AS (SELECT 2 UNION ALL SELECT n + 2 FROM t WHERE n < 10) DELETE FROM nums WHERE n IN (SELECT n FROM t);
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 2 FROM t WHERE n < 10) UPDATE nums SET n = -nums.n FROM t WHERE nums.n = t.n;
SELECT * FROM nums ORDER BY n;
EXPLAIN (COSTS OFF) WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 5) INSERT INTO nums SELECT n FROM t;
DROP TABLE nums;
-- errors
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t OFFSET 1) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t RIGHT JOIN emp ON true) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT 1 FROM emp FULL JOIN t ON true) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT 1 FROM emp WHERE id IN (SELECT n FROM t)) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n FROM t GROUP BY n HAVING sum(n) > 0) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT 1 FROM t AS x JOIN t AS y ON true) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 3) SELECT * FROM t WHERE n = 'a';
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT m FROM t) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL (SELECT n + 1 FROM t INTERSECT ALL SELECT 2)) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL (SELECT 2 EXCEPT SELECT n + 1 FROM t)) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL (SELECT n + 1 FROM t WHERE n < 4 EXCEPT SELECT 3)) SELECT * FROM t;
-- EXPLAIN: a query read twice, a WITH query inside a FROM sub-select
EXPLAIN (COSTS OFF) WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 3)
SELECT a.n, b.n FROM t a JOIN t b ON a.n = b.n;
EXPLAIN (COSTS OFF) SELECT s.n FROM (WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 4) SELECT n FROM r) s;
EXPLAIN (VERBOSE, COSTS OFF) WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 5) SELECT * FROM t;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 5) SELECT * FROM t;
DROP TABLE emp;
