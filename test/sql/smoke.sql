-- smoke: the shortest end-to-end path (the first target for a new server): SELECT a constant, create, fill, read, drop
SELECT 1;
SELECT 1 AS one, 'two' AS two, true AS three, NULL AS four;
SELECT 2 + 3 * 4 AS n;
CREATE TABLE t (a int, b text);
INSERT INTO t VALUES (1, 'one');
INSERT INTO t VALUES (2, 'two'), (3, NULL);
SELECT * FROM t ORDER BY a;
SELECT a, b FROM t WHERE a > 1 ORDER BY a DESC;
SELECT count(*) FROM t;
UPDATE t SET b = 'three' WHERE a = 3;
DELETE FROM t WHERE a = 1;
SELECT a, b FROM t ORDER BY a;
SELECT nosuch FROM t;
SELECT 1 / 0;
SELEC 1;
SELECT a FROM t ORDER BY a LIMIT 1;
DROP TABLE t;
SELECT * FROM t;
