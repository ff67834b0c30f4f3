-- lateral_more: LATERAL with joins, set operations, DISTINCT, windows and aggregates inside, chains of LATERAL items
CREATE TABLE g (id int, k int);
INSERT INTO g VALUES (1, 1), (2, 2), (3, 3), (4, NULL);
CREATE TABLE v (k int, x int);
INSERT INTO v SELECT i % 4, i FROM generate_series(1, 20) i;
CREATE TABLE w (x int, y text);
INSERT INTO w SELECT i, 'w' || i FROM generate_series(1, 20) i;
-- a join inside the lateral sub-select, one side depending on the outer row
SELECT g.id, s.y FROM g, LATERAL (SELECT w.y FROM v JOIN w ON w.x = v.x WHERE v.k = g.k AND w.x > 10) s ORDER BY 1, 2;
-- the outer value in an ON condition, in the select list and in GROUP BY
SELECT g.id, s.* FROM g JOIN LATERAL (SELECT v.k + g.id AS kk, count(*) AS c FROM v WHERE v.x < 10 GROUP BY v.k + g.id) s
  ON s.kk = g.id + 1 ORDER BY 1, 2;
-- set operations, DISTINCT and window functions inside
SELECT g.id, s.x FROM g, LATERAL (SELECT x FROM v WHERE k = g.k UNION SELECT g.id * 100) s ORDER BY 1, 2;
SELECT g.id, s.m FROM g, LATERAL (SELECT DISTINCT x % 3 AS m FROM v WHERE k = g.k) s ORDER BY 1, 2;
SELECT g.id, s.x, s.r FROM g, LATERAL (SELECT x, rank() OVER (ORDER BY x DESC) AS r FROM v WHERE k = g.k) s
WHERE s.r <= 2 ORDER BY 1, 3;
-- a chain: each item reads the one before
SELECT g.id, a.n, b.sq FROM g, LATERAL (SELECT g.id * 2 AS n) a, LATERAL (SELECT a.n * a.n AS sq) b ORDER BY 1;
SELECT g.id, f.i, h.j FROM g, generate_series(1, g.id) f(i), generate_series(f.i, g.id) h(j) WHERE g.id <= 3 ORDER BY 1, 2, 3;
-- NULL outer values
SELECT g.id, s.c FROM g LEFT JOIN LATERAL (SELECT count(*) AS c FROM v WHERE v.k = g.k) s ON true ORDER BY 1;
-- lateral in a sub-select in FROM, and in UPDATE ... FROM
SELECT * FROM (SELECT g.id, s.mx FROM g, LATERAL (SELECT max(x) AS mx FROM v WHERE v.k = g.k) s) q WHERE q.mx > 17 ORDER BY 1;
UPDATE g SET k = s.mx FROM LATERAL (SELECT max(x) AS mx FROM v WHERE v.k = g.k) s WHERE g.id = 1;
SELECT * FROM g ORDER BY id;
-- errors
SELECT * FROM g, LATERAL (SELECT * FROM v WHERE v.k = g.k) s, LATERAL (SELECT t.x) t2;
SELECT * FROM g JOIN LATERAL (SELECT * FROM v WHERE v.k = w.x) s ON true, w;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT g.id, f FROM g, generate_series(1, g.id) f;
EXPLAIN (COSTS OFF) SELECT g.id, s.m FROM g, LATERAL (SELECT max(x) AS m FROM generate_series(1, g.id) x) s;
DROP TABLE g;
DROP TABLE v;
DROP TABLE w;
