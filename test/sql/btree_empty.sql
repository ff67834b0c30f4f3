-- An empty B-tree is its metapage alone (8192 bytes), as in PG 15: after CREATE INDEX on an
-- empty table and after TRUNCATE. The first insert adds the root leaf; scans, unique checks,
-- VACUUM and splits work on such a tree.
CREATE TABLE e (id int, t text);
CREATE INDEX e_id ON e (id);
CREATE UNIQUE INDEX e_t ON e (t);
SELECT pg_relation_size('e_id') AS e_id_size, pg_relation_size('e_t') AS e_t_size;
CREATE TABLE pk (id int PRIMARY KEY, u int UNIQUE);
SELECT pg_relation_size('pk_pkey') AS pkey_size, pg_relation_size('pk_u_key') AS ukey_size;
CREATE UNLOGGED TABLE ul (id int PRIMARY KEY);
SELECT pg_relation_size('ul_pkey') AS unlogged_size;

-- scans of an empty tree, both directions
SET enable_seqscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM e WHERE id = 1;
SELECT * FROM e WHERE id = 1;
SELECT * FROM e WHERE id > 0 ORDER BY id;
SELECT * FROM e WHERE id < 100 ORDER BY id DESC;
SELECT * FROM pk WHERE id = 1;
SELECT count(*) FROM ul WHERE id = 1;
RESET enable_bitmapscan;
SELECT * FROM e WHERE t = 'x';
RESET enable_seqscan;

-- ON CONFLICT looks into an empty tree first
INSERT INTO pk VALUES (5, 5) ON CONFLICT (id) DO UPDATE SET u = excluded.u + 100 RETURNING *;
INSERT INTO pk VALUES (5, 6) ON CONFLICT (id) DO UPDATE SET u = excluded.u + 100 RETURNING *;
TRUNCATE pk;
INSERT INTO pk VALUES (5, 7) ON CONFLICT DO NOTHING;
TRUNCATE pk;

-- the first insert adds the root: two pages
INSERT INTO e VALUES (1, 'one');
SELECT pg_relation_size('e_id') AS e_id_size, pg_relation_size('e_t') AS e_t_size;
INSERT INTO e VALUES (2, 'one');
INSERT INTO pk VALUES (1, 1), (2, 2);
INSERT INTO pk VALUES (3, 2);
INSERT INTO ul VALUES (1);
SELECT pg_relation_size('pk_pkey') AS pkey_size, pg_relation_size('ul_pkey') AS unlogged_size;
SET enable_seqscan = off;
SELECT * FROM e WHERE id = 1;
SELECT * FROM pk WHERE u = 2;
RESET enable_seqscan;

-- TRUNCATE: back to the metapage alone, and usable again
TRUNCATE e, pk, ul;
SELECT pg_relation_size('e_id') AS e_id_size, pg_relation_size('e_t') AS e_t_size,
       pg_relation_size('pk_pkey') AS pkey_size, pg_relation_size('ul_pkey') AS unlogged_size;
SET enable_seqscan = off;
SELECT * FROM e WHERE id = 1;
RESET enable_seqscan;
INSERT INTO e SELECT g, 'v' || g FROM generate_series(1, 5000) g;
INSERT INTO e VALUES (0, 'v17');
SELECT pg_relation_size('e_id') > 16384 AS grew;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
SELECT count(*), min(id), max(id) FROM e WHERE id BETWEEN 1 AND 5000;
SELECT id FROM e WHERE t = 'v4321';
SELECT id FROM e WHERE id > 4997 ORDER BY id DESC;
RESET enable_seqscan;
RESET enable_bitmapscan;

-- VACUUM of an empty tree, and of one emptied by deletes (the root stays)
TRUNCATE e;
VACUUM e;
SELECT pg_relation_size('e_id') AS e_id_size;
INSERT INTO e VALUES (1, 'a'), (2, 'b');
DELETE FROM e;
VACUUM e;
SELECT pg_relation_size('e_id') AS e_id_size;

-- VACUUM FULL of an empty table, and CREATE INDEX in the transaction that emptied it
VACUUM FULL e;
SELECT pg_relation_size('e_id') AS e_id_size;
BEGIN;
INSERT INTO e VALUES (7, 'seven');
DELETE FROM e;
CREATE INDEX e_id2 ON e (id);
SELECT pg_relation_size('e_id2') AS e_id2_size; -- the row this transaction deleted is indexed
ROLLBACK;
DROP TABLE e, pk, ul;
