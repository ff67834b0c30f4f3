-- EXPLAIN (COSTS OFF) of plans the index paths make (issue 6), compared with PostgreSQL 15
-- after ANALYZE. Basalt had no bitmap scans, Memoize, merge joins or index-only scans when it
-- was written: the test turns them off in PG too (and selects non-indexed columns where PG
-- would read the index alone); index_only_scan.sql covers index-only scans. Basalt's estimates come from live-row counts and the index itself (end values,
-- NULL entries, correlation with the heap), PG's from ANALYZE's statistics.
SET enable_bitmapscan = off;
SET enable_memoize = off;
SET enable_mergejoin = off;
SET enable_indexonlyscan = off;
CREATE TABLE ex (id int PRIMARY KEY, a int, b text, c int, d date);
INSERT INTO ex SELECT g, g % 100, 'v' || (g % 1000), CASE WHEN g % 7 = 0 THEN NULL ELSE g % 50 END,
  date '2020-01-01' + g FROM generate_series(1, 10000) g;
CREATE INDEX ex_a_b ON ex (a, b);
CREATE INDEX ex_c ON ex (c DESC);
CREATE INDEX ex_d ON ex (d);
CREATE TABLE sm (k int, x int, t text);
INSERT INTO sm SELECT g, g * 37 % 10000, 'v' || g FROM generate_series(1, 20) g;
ANALYZE ex; ANALYZE sm;
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE id = 42;
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE id = 42 AND c > 3;
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE id BETWEEN 100 AND 120;
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE id < 20 OR id > 9990;
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE id IN (5, 7, 11);
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE id = ANY ('{5,7,11}');
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE id > 9000;
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE id > 100;
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE a = 7 AND b = 'v7';
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE d > '2047-05-01';
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE d BETWEEN '2021-01-01' AND '2021-01-10';
EXPLAIN (COSTS OFF) SELECT * FROM ex ORDER BY id LIMIT 5;
EXPLAIN (COSTS OFF) SELECT * FROM ex ORDER BY id DESC LIMIT 5;
EXPLAIN (COSTS OFF) SELECT * FROM ex ORDER BY id;
EXPLAIN (COSTS OFF) SELECT * FROM ex ORDER BY c DESC LIMIT 5;
EXPLAIN (COSTS OFF) SELECT * FROM ex ORDER BY c LIMIT 5;
EXPLAIN (COSTS OFF) SELECT * FROM ex ORDER BY c NULLS FIRST LIMIT 5;
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE id > 9900 ORDER BY id DESC;
EXPLAIN (COSTS OFF) SELECT * FROM ex ORDER BY d DESC LIMIT 3;
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE a = 5 ORDER BY b LIMIT 3;
EXPLAIN (COSTS OFF) SELECT sm.k, ex.b FROM sm JOIN ex ON ex.id = sm.x;
EXPLAIN (COSTS OFF) SELECT sm.k, ex.b FROM ex JOIN sm ON ex.id = sm.x WHERE sm.k < 5;
EXPLAIN (COSTS OFF) SELECT sm.k, ex.b FROM sm LEFT JOIN ex ON ex.id = sm.x AND ex.c > 3;
EXPLAIN (COSTS OFF) SELECT sm.k, ex.b FROM sm, ex WHERE ex.id = sm.x + 1 ORDER BY sm.k;
EXPLAIN (COSTS OFF) UPDATE ex SET b = 'z' WHERE id = 3;
EXPLAIN (COSTS OFF) DELETE FROM ex WHERE id IN (1, 2);
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE id = 5 FOR UPDATE;
SET enable_indexscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE id = 42;
RESET enable_indexscan;
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE a > 50;
RESET enable_seqscan;
EXPLAIN (COSTS OFF) SELECT count(*) FROM ex WHERE c IS NULL;
EXPLAIN (COSTS OFF) SELECT count(*) FROM ex WHERE c IS NOT NULL AND id < 50;
EXPLAIN (COSTS OFF) SELECT id FROM ex WHERE id < 10 ORDER BY id;
EXPLAIN (COSTS OFF) SELECT max(b) FROM ex WHERE id BETWEEN 10 AND 20;
EXPLAIN (COSTS OFF) SELECT * FROM ex WHERE id = 42 OR id = 43;
EXPLAIN (COSTS OFF) SELECT * FROM ex e1 JOIN ex e2 ON e2.id = e1.a WHERE e1.id < 5;
EXPLAIN (COSTS OFF) SELECT sm.k, (SELECT b FROM ex WHERE ex.id = sm.x) FROM sm;
DROP TABLE ex, sm;
