-- Index scans (issue 6): every query here is answered through an index by Basalt when one
-- fits (and usually by PostgreSQL too); the results must equal those of a sequential scan,
-- which the second half of each pair forces with enable_indexscan/enable_bitmapscan off.
-- PostgreSQL would pick bitmap scans for some of these; the results do not depend on it.
CREATE TABLE it (id int PRIMARY KEY, a int, b text, c int);
INSERT INTO it SELECT g, g % 100, 'v' || (g % 1000), CASE WHEN g % 7 = 0 THEN NULL ELSE g % 50 END
  FROM generate_series(1, 10000) g;
CREATE INDEX it_a ON it (a);
CREATE INDEX it_c_desc ON it (c DESC);
CREATE INDEX it_ab ON it (a, b);
CREATE INDEX it_b ON it (b);
ANALYZE it;

-- point lookups and ranges
SELECT * FROM it WHERE id = 42;
SELECT * FROM it WHERE id = -1;
SELECT * FROM it WHERE id = NULL;
SELECT * FROM it WHERE 4242 = id;
SELECT id FROM it WHERE id BETWEEN 100 AND 105 ORDER BY id;
SELECT id FROM it WHERE id > 9995 ORDER BY id;
SELECT id FROM it WHERE id >= 9995 AND id < 9998 ORDER BY id;
SELECT id FROM it WHERE id < 5 AND id < 3 ORDER BY id;
SELECT id FROM it WHERE id > 3 AND id < 2;
SELECT id FROM it WHERE id <= 3 AND id >= 3;
SELECT id FROM it WHERE id IN (7, 3, 9999, 3, 12345) ORDER BY id;
SELECT id FROM it WHERE id IN (1, NULL, 2) ORDER BY id;
SELECT id FROM it WHERE id = ANY ('{}'::int[]);
SELECT id FROM it WHERE id = ANY (NULL::int[]);
SELECT count(*) FROM it WHERE a = 7;
SELECT count(*), min(id), max(id) FROM it WHERE a = 7 AND id > 5000;
SELECT count(*) FROM it WHERE b = 'v17';
SELECT id, b FROM it WHERE b > 'v997' AND id < 3000 ORDER BY id;
SELECT count(*) FROM it WHERE c IS NULL;
SELECT count(*) FROM it WHERE c = 0;
SELECT count(*) FROM it WHERE c > 47;
SELECT id FROM it WHERE c IS NULL AND id < 50 ORDER BY id;
SELECT count(*) FROM it WHERE c IS NULL OR c = 3;
SELECT count(*) FROM it WHERE c IS NOT NULL;
-- multi-column: an equality prefix, then a range
SELECT id, a, b FROM it WHERE a = 3 AND b = 'v103' ORDER BY id;
SELECT id, a, b FROM it WHERE a = 3 AND b < 'v2' ORDER BY id;
SELECT count(*) FROM it WHERE a > 97 AND b = 'v98';
SELECT count(*) FROM it WHERE b = 'v5' AND a = 5;

-- ORDER BY through the index, forward and backward
SELECT id FROM it ORDER BY id LIMIT 3;
SELECT id FROM it ORDER BY id DESC LIMIT 3;
SELECT id FROM it ORDER BY id DESC LIMIT 3 OFFSET 2;
SELECT id, a FROM it WHERE a = 9 ORDER BY id DESC LIMIT 4;
SELECT id FROM it WHERE id < 50 ORDER BY id DESC LIMIT 3;
SELECT c FROM it ORDER BY c DESC LIMIT 3;
SELECT c FROM it ORDER BY c DESC NULLS LAST LIMIT 3;
SELECT c FROM it ORDER BY c LIMIT 3;
SELECT c, id FROM it ORDER BY c NULLS FIRST, id LIMIT 3;
SELECT a, b FROM it WHERE a = 4 ORDER BY b DESC LIMIT 3;
SELECT a, b FROM it ORDER BY a DESC, b DESC LIMIT 3;
CREATE INDEX it_cid ON it (c, id);
SELECT c, id FROM it WHERE c IS NULL AND id > 9900 ORDER BY id;
SELECT c, id FROM it WHERE c IS NULL ORDER BY c, id DESC LIMIT 2;
SELECT c, id FROM it WHERE c = 5 AND id < 400 ORDER BY c, id;
DROP INDEX it_cid;

-- the same with sequential scans
SET enable_indexscan = off;
SET enable_bitmapscan = off;
SELECT * FROM it WHERE id = 42;
SELECT id FROM it WHERE id BETWEEN 100 AND 105 ORDER BY id;
SELECT id FROM it WHERE id IN (7, 3, 9999, 3, 12345) ORDER BY id;
SELECT count(*) FROM it WHERE a = 7;
SELECT count(*), min(id), max(id) FROM it WHERE a = 7 AND id > 5000;
SELECT count(*) FROM it WHERE b = 'v17';
SELECT count(*) FROM it WHERE c = 0;
SELECT count(*) FROM it WHERE c > 47;
SELECT id FROM it WHERE c IS NULL AND id < 50 ORDER BY id;
SELECT id, a, b FROM it WHERE a = 3 AND b < 'v2' ORDER BY id;
SELECT count(*) FROM it WHERE a > 97 AND b = 'v98';
SELECT id FROM it ORDER BY id DESC LIMIT 3;
SELECT c FROM it ORDER BY c DESC LIMIT 3;
SELECT a, b FROM it WHERE a = 4 ORDER BY b DESC LIMIT 3;
RESET enable_indexscan;
RESET enable_bitmapscan;

-- joins: the inner table probed through its index for each outer row
CREATE TABLE io (k int, x int);
INSERT INTO io VALUES (1, 10), (2, 20), (3, NULL), (4, 40), (5, 99999), (6, 20);
SELECT io.k, it.id, it.b FROM io JOIN it ON it.id = io.x ORDER BY io.k;
SELECT io.k, it.id FROM io, it WHERE it.id = io.x AND io.k < 3 ORDER BY io.k;
SELECT io.k, it.id FROM io JOIN it ON it.id = io.x + 1 AND it.a > 10 ORDER BY io.k;
SELECT io.k, it.id FROM io LEFT JOIN it ON it.id = io.x ORDER BY io.k;
SELECT io.k, it.id FROM io LEFT JOIN it ON it.id = io.x AND it.a > 15 ORDER BY io.k;
SELECT io.k, it.id FROM io LEFT JOIN it ON it.id = io.x AND io.k > 2 ORDER BY io.k;
SELECT io.k, it.id FROM io LEFT JOIN it ON it.id = io.x WHERE it.id IS NULL ORDER BY io.k;
SELECT io.k, count(it.id) FROM io JOIN it ON it.a = io.k GROUP BY io.k ORDER BY io.k;
SELECT io.k, (SELECT b FROM it WHERE id = io.x) FROM io ORDER BY io.k;
-- the indexed table first: the small table becomes the outer side
SELECT io.k, it.b FROM it JOIN io ON it.id = io.x ORDER BY io.k;
SELECT io.k, it.b FROM it, io WHERE it.id = io.x AND it.a > 5 ORDER BY io.k;
SELECT io.k, it.b FROM it, io WHERE io.x = it.id AND io.k < 3 ORDER BY io.k;
SET enable_hashjoin = off;
SELECT io.k, it.id, it.b FROM io JOIN it ON it.id = io.x ORDER BY io.k;
SELECT io.k, count(it.id) FROM io JOIN it ON it.a = io.k GROUP BY io.k ORDER BY io.k;
RESET enable_hashjoin;

-- changes are seen (and old row versions are not) through the index
BEGIN;
UPDATE it SET a = 1000 WHERE id = 10;
UPDATE it SET id = 20000 WHERE id = 11;
DELETE FROM it WHERE id = 12;
SELECT id, a FROM it WHERE id BETWEEN 9 AND 13 ORDER BY id;
SELECT id FROM it WHERE a = 1000;
SELECT id FROM it WHERE id = 20000;
ROLLBACK;
SELECT id, a FROM it WHERE id BETWEEN 9 AND 13 ORDER BY id;
UPDATE it SET b = 'changed' WHERE id = 50;
SELECT id, b FROM it WHERE id = 50;
SELECT count(*) FROM it WHERE b = 'changed';
DELETE FROM it WHERE id IN (51, 52);
SELECT id FROM it WHERE id BETWEEN 49 AND 53 ORDER BY id;

-- text keys, a varchar column
CREATE TABLE iv (s varchar(10) PRIMARY KEY, n int);
INSERT INTO iv SELECT 'k' || g, g FROM generate_series(1, 2000) g;
ANALYZE iv;
SELECT * FROM iv WHERE s = 'k1234';
SELECT s FROM iv WHERE s > 'k998' ORDER BY s;
SELECT s FROM iv ORDER BY s DESC LIMIT 2;
DROP TABLE io, it, iv;
