-- B-tree indexes: CREATE/DROP INDEX, unique violations, PRIMARY KEY / UNIQUE constraints,
-- NOT NULL through a primary key, and query results with indexes present (EXPLAIN is not
-- implemented yet, so only results are compared).
CREATE TABLE t (a int, b text, c int);
INSERT INTO t SELECT g % 100, 'v' || (g % 37), g FROM generate_series(1, 2000) g;
INSERT INTO t VALUES (NULL, 'null a', 5000), (NULL, NULL, 5001);
CREATE INDEX ON t (a);
CREATE INDEX ON t (a);
CREATE INDEX t_b_c ON t (b DESC, c NULLS FIRST);
CREATE INDEX IF NOT EXISTS t_b_c ON t (c);
CREATE INDEX t_b_c ON t (c);
CREATE INDEX t_zz ON t (zz);
CREATE INDEX ON nosuch (a);
CREATE INDEX t_h ON t USING hash2 (a);
CREATE INDEX t_ff ON t (a) WITH (fillfactor = 5);
CREATE INDEX t_ff ON t (a) WITH (foo = 1);
CREATE INDEX t_ff ON t (a) WITH (fillfactor = 70);
CREATE UNIQUE INDEX t_c_key ON t (c);
CREATE TABLE d (x int);
INSERT INTO d VALUES (1), (2), (3), (2);
CREATE UNIQUE INDEX d_x ON d (x);
DROP TABLE d;
-- rows keep coming after the indexes exist
INSERT INTO t SELECT g % 100, 'w' || g, g + 10000 FROM generate_series(1, 500) g;
UPDATE t SET a = a + 1000 WHERE c % 7 = 0;
DELETE FROM t WHERE c % 11 = 0;
SELECT count(*), count(a), sum(a) FROM t;
SELECT a, count(*) FROM t WHERE a = 42 GROUP BY a;
SELECT c FROM t WHERE a = 1042 ORDER BY c;
SELECT count(*) FROM t WHERE a BETWEEN 10 AND 20;
SELECT a, c FROM t ORDER BY a DESC, c LIMIT 5;
SELECT a, c FROM t ORDER BY a NULLS FIRST, c LIMIT 3;
-- unique enforcement
INSERT INTO t VALUES (1, 'dup', 12);
INSERT INTO t VALUES (1, 'dup', 11);
INSERT INTO t VALUES (1, 'dup', 11);
UPDATE t SET c = 13 WHERE c = 14;
BEGIN;
DELETE FROM t WHERE c = 15;
INSERT INTO t VALUES (1, 'again', 15);
ROLLBACK;
SELECT count(*) FROM t WHERE c = 15;
DROP INDEX t_c_key;
INSERT INTO t VALUES (1, 'dup', 12);
DROP INDEX t_c_key;
DROP INDEX IF EXISTS t_c_key;
DROP INDEX t;
DROP INDEX t_a_idx, t_a_idx1, t_b_c, t_ff;
-- constraints
CREATE TABLE p (id int PRIMARY KEY, code text UNIQUE, n int);
INSERT INTO p VALUES (1, 'a', 10), (2, 'b', 20);
INSERT INTO p VALUES (1, 'c', 30);
INSERT INTO p VALUES (3, 'a', 30);
INSERT INTO p VALUES (NULL, 'd', 40);
INSERT INTO p VALUES (4, NULL, 40), (5, NULL, 50);
UPDATE p SET id = id + 1;
UPDATE p SET id = id + 10;
SELECT * FROM p ORDER BY id;
CREATE TABLE q (x int, y int, z text, PRIMARY KEY (x, y), UNIQUE (z, y));
INSERT INTO q VALUES (1, 1, 'a'), (1, 2, 'a');
INSERT INTO q VALUES (1, 1, 'b');
INSERT INTO q VALUES (2, 2, 'a');
INSERT INTO q VALUES (2, NULL, 'c');
SELECT * FROM q ORDER BY x, y;
CREATE TABLE r (a int CONSTRAINT r_named UNIQUE, b int);
INSERT INTO r VALUES (1, 1), (1, 2);
CREATE TABLE bad (a int PRIMARY KEY, b int PRIMARY KEY);
CREATE TABLE bad (a int, PRIMARY KEY (zz));
DROP INDEX p_pkey;
DROP TABLE p, q, r;
DROP INDEX p_code_key;
-- text keys, many duplicates, both directions
CREATE TABLE s (k text, v int);
CREATE INDEX s_k ON s (k);
INSERT INTO s SELECT 'key' || (g % 50), g FROM generate_series(1, 3000) g;
SELECT k, count(*) FROM s WHERE k = 'key7' GROUP BY k;
SELECT count(*) FROM s WHERE k >= 'key3' AND k < 'key4';
SELECT k, v FROM s ORDER BY k DESC, v DESC LIMIT 3;
DROP TABLE s, t;
