-- name: subquery_quals: a condition on a constant column of a sub-select in FROM reads the
-- constant, as in PG once the sub-select is pulled up: `b.f = q.x` with q.x always -1 is a
-- condition of b alone, checked in b's scan; a condition reading only q moves into q's WHERE
-- (src/planner/subquery_quals.c).
CREATE TABLE sq1 (i int, f float8, s text);
INSERT INTO sq1 VALUES (5, 1e10, 'a'), (19, 2.25, 'b'), (22, 1, 'c'), (7, -1, 'd');
EXPLAIN (COSTS OFF) SELECT * FROM (SELECT (-1)::float8 AS x FROM sq1 a1) q JOIN sq1 a4 ON a4.f = q.x;
EXPLAIN (COSTS OFF) SELECT * FROM (SELECT 5 AS x FROM sq1 a1) q JOIN sq1 a4 ON a4.i = q.x;
SELECT * FROM (SELECT (-1)::float8 AS x FROM sq1 a1) q JOIN sq1 a4 ON a4.f = q.x;
SELECT q.x, a4.i FROM (SELECT 'c'::text AS x, i FROM sq1 a1) q JOIN sq1 a4 ON a4.s = q.x ORDER BY q.i;
-- on the NULL-extended side of an outer join the column may be NULL: left as it is
SELECT a.i, q.x FROM sq1 a LEFT JOIN (SELECT 5 AS x FROM sq1 WHERE i = 7) q ON a.i = 5 WHERE q.x IS NULL ORDER BY 1;
SELECT a.i, q.x FROM sq1 a FULL JOIN (SELECT 5 AS x FROM sq1 WHERE i = 7) q ON a.i = q.x WHERE coalesce(q.x, 0) = 0 ORDER BY 1;
SELECT a.i, q.x FROM (SELECT 5 AS x FROM sq1 WHERE i = 7) q RIGHT JOIN sq1 a ON a.i = q.x WHERE q.x IS NOT DISTINCT FROM NULL ORDER BY 1;
-- sub-selects PG does not pull up (LIMIT, aggregates, DISTINCT) keep their columns
SELECT * FROM (SELECT 5 AS x FROM sq1 LIMIT 2) q JOIN sq1 a4 ON a4.i = q.x;
SELECT * FROM (SELECT 5 AS x, count(*) AS n FROM sq1) q JOIN sq1 a4 ON a4.i = q.x;
SELECT * FROM (SELECT DISTINCT 5 AS x FROM sq1) q JOIN sq1 a4 ON a4.i = q.x;
-- a sub-select condition reading the column of the query above is its own level's business
SELECT a4.i FROM (SELECT 7 AS x FROM sq1 WHERE i = 5) q JOIN sq1 a4 ON EXISTS (SELECT 1 FROM sq1 z WHERE z.i = q.x AND z.i = a4.i);
-- conditions reading one sub-select alone are checked in its scan
EXPLAIN (COSTS OFF) SELECT * FROM (SELECT a1.f AS x, a1.i * 2 AS y FROM sq1 a1) q WHERE q.x > 0 AND q.y < 40;
SELECT * FROM (SELECT a1.f AS x, a1.i * 2 AS y FROM sq1 a1) q JOIN sq1 a4 ON a4.i = q.y - 24 WHERE q.x > 0 AND q.y < 40 ORDER BY 1;
-- a WITH query read twice: the condition of one reference is not the other's
WITH c AS (SELECT i, s FROM sq1) SELECT a.i, b.i FROM c a JOIN c b ON a.s < b.s WHERE a.i = 5 ORDER BY 1, 2;
-- not moved: volatile, outer-join NULL-extended side, a sub-select with LIMIT
SELECT count(*) FROM (SELECT i FROM sq1) q WHERE q.i > 0 AND random() >= 0;
SELECT a.i, q.i FROM sq1 a LEFT JOIN (SELECT i FROM sq1) q ON q.i = a.i + 100 WHERE q.i IS NULL ORDER BY 1;
SELECT q.i FROM (SELECT i FROM sq1 ORDER BY i LIMIT 2) q WHERE q.i > 5;
DROP TABLE sq1;
