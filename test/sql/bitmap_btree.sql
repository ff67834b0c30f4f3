-- Bitmap scans through B-tree indexes: PG's plan choices between Index Scan, Bitmap Heap Scan
-- and Seq Scan on a table without statistics, and the rows they return.
CREATE TABLE bt (a int, b int, c text);
INSERT INTO bt SELECT (g * 7919) % 10000, g % 100, 'c' || g FROM generate_series(1, 10000) g;
CREATE INDEX bt_a ON bt (a);
CREATE INDEX bt_b ON bt (b);
EXPLAIN (COSTS OFF) SELECT * FROM bt WHERE a BETWEEN 100 AND 200;
EXPLAIN (COSTS OFF) SELECT * FROM bt WHERE a = 5;
EXPLAIN (COSTS OFF) SELECT * FROM bt WHERE b = 5;
EXPLAIN (COSTS OFF) SELECT * FROM bt WHERE a < 100;
EXPLAIN (COSTS OFF) SELECT count(*) FROM bt WHERE a IN (1, 2, 3, 4);
EXPLAIN (COSTS OFF) SELECT * FROM bt WHERE b = 5 AND a > 5000;
SET enable_indexscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM bt WHERE a = 5;
EXPLAIN (COSTS OFF) SELECT * FROM bt WHERE a BETWEEN 100 AND 200 ORDER BY a;
SELECT count(*), sum(a) FROM bt WHERE a BETWEEN 100 AND 200;
SELECT count(*) FROM bt WHERE a IN (1, 2, 3, 4, NULL);
RESET enable_indexscan;
SELECT count(*), sum(b) FROM bt WHERE b = 5 AND a > 5000;
SELECT a, b, c FROM bt WHERE a IN (1, 2, 3, 4) ORDER BY a;
DROP TABLE bt;
