-- on_conflict: INSERT ... ON CONFLICT DO NOTHING / DO UPDATE in one session: arbiter inference
-- (columns, ON CONSTRAINT, none), EXCLUDED and the target (by name or alias) in SET and WHERE,
-- RETURNING, the command tag's count, EXPLAIN's lines and PG's errors. Concurrent upserts are
-- in test/server/on_conflict_concurrent.sh.
CREATE TABLE kv (k int PRIMARY KEY, v text, n int NOT NULL DEFAULT 0);
INSERT INTO kv VALUES (1, 'one', 1), (2, 'two', 2);
-- DO NOTHING, with and without a conflict target
INSERT INTO kv VALUES (1, 'uno', 10) ON CONFLICT DO NOTHING;
INSERT INTO kv VALUES (1, 'uno', 10), (3, 'three', 3) ON CONFLICT (k) DO NOTHING;
INSERT INTO kv VALUES (3, 'tres', 30), (4, 'four', 4) ON CONFLICT DO NOTHING RETURNING *;
SELECT * FROM kv ORDER BY k;
-- the same key twice in one command: the second is skipped
INSERT INTO kv VALUES (5, 'five', 5), (5, 'cinco', 50) ON CONFLICT DO NOTHING RETURNING k, v;
-- a NULL key never conflicts
CREATE TABLE nk (a int UNIQUE, b text);
INSERT INTO nk VALUES (NULL, 'x'), (NULL, 'y'), (1, 'z') ON CONFLICT (a) DO NOTHING;
INSERT INTO nk VALUES (NULL, 'w'), (1, 'v') ON CONFLICT (a) DO NOTHING;
SELECT * FROM nk ORDER BY a, b;
-- DO UPDATE: EXCLUDED is the row proposed for insertion, kv the existing one
INSERT INTO kv VALUES (1, 'uno', 10) ON CONFLICT (k) DO UPDATE SET v = excluded.v, n = kv.n + excluded.n;
SELECT * FROM kv WHERE k = 1;
INSERT INTO kv VALUES (1, 'eins', 100), (6, 'six', 6)
  ON CONFLICT (k) DO UPDATE SET v = excluded.v || '/' || kv.v RETURNING k, v, n;
-- unassigned columns keep their value; DEFAULT in SET is the column's default
INSERT INTO kv (k, v) VALUES (2, 'deux') ON CONFLICT (k) DO UPDATE SET n = DEFAULT;
SELECT * FROM kv WHERE k = 2;
-- WHERE: rows it rejects are neither updated nor counted nor returned
INSERT INTO kv VALUES (1, 'x', 1), (2, 'y', 2), (7, 'seven', 7)
  ON CONFLICT (k) DO UPDATE SET v = excluded.v WHERE kv.n < 5 RETURNING *;
INSERT INTO kv VALUES (3, 'z', 3) ON CONFLICT (k) DO UPDATE SET v = excluded.v
  WHERE excluded.n > kv.n;
SELECT * FROM kv ORDER BY k;
-- the target by its alias; the key itself may change
INSERT INTO kv AS t VALUES (4, 'vier', 4) ON CONFLICT (k) DO UPDATE SET n = t.n * 10, v = t.v || '!'
  WHERE t.k = 4 RETURNING t.*;
INSERT INTO kv VALUES (7, 'x', 0) ON CONFLICT (k) DO UPDATE SET k = kv.k + 100 RETURNING k, v;
-- a sub-select reading EXCLUDED and the target
INSERT INTO kv VALUES (107, 'sub', 5) ON CONFLICT (k) DO UPDATE
  SET n = (SELECT excluded.n + kv.n + count(*) FROM kv k2 WHERE k2.k < 3) RETURNING *;
-- INSERT ... SELECT as the source
CREATE TABLE src (k int, v text);
INSERT INTO src VALUES (1, 's1'), (8, 's8'), (9, 's9');
INSERT INTO kv (k, v) SELECT k, v FROM src ON CONFLICT (k) DO UPDATE SET v = excluded.v;
SELECT * FROM kv ORDER BY k;
-- ON CONFLICT ON CONSTRAINT: a PRIMARY KEY's or UNIQUE constraint's name
INSERT INTO kv VALUES (1, 'pk', 0) ON CONFLICT ON CONSTRAINT kv_pkey DO UPDATE SET v = 'by pkey';
INSERT INTO kv VALUES (8, 'pk', 0) ON CONFLICT ON CONSTRAINT kv_pkey DO NOTHING;
SELECT * FROM kv WHERE k IN (1, 8) ORDER BY k;
-- several unique indexes: the inferred one arbitrates, another one still raises
CREATE TABLE users (id int PRIMARY KEY, email text UNIQUE, name text);
INSERT INTO users VALUES (1, 'a@x', 'Ann'), (2, 'b@x', 'Bob');
INSERT INTO users VALUES (3, 'a@x', 'Anna') ON CONFLICT (email) DO UPDATE SET name = excluded.name;
INSERT INTO users VALUES (3, 'a@x', 'Anne') ON CONFLICT ON CONSTRAINT users_email_key DO UPDATE
  SET name = excluded.name RETURNING *;
INSERT INTO users VALUES (2, 'c@x', 'Carl') ON CONFLICT (email) DO NOTHING;
INSERT INTO users VALUES (2, 'c@x', 'Carl') ON CONFLICT (id) DO NOTHING;
INSERT INTO users VALUES (2, 'c@x', 'Carl'), (4, 'b@x', 'Bea') ON CONFLICT DO NOTHING;
INSERT INTO users VALUES (9, 'a@x', 'Zed') ON CONFLICT (id) DO NOTHING;
-- an update that makes a duplicate in another unique index
INSERT INTO users VALUES (2, 'q@x', 'Bob') ON CONFLICT (id) DO UPDATE SET email = 'a@x';
SELECT * FROM users ORDER BY id;
-- a multi-column key: the target's columns in any order, repeated or not
CREATE TABLE pairs (a int, b int, c int, UNIQUE (a, b));
INSERT INTO pairs VALUES (1, 2, 3);
INSERT INTO pairs VALUES (1, 2, 4) ON CONFLICT (b, a) DO UPDATE SET c = pairs.c + excluded.c;
INSERT INTO pairs VALUES (1, 2, 5) ON CONFLICT (a, b, a) DO UPDATE SET c = pairs.c + excluded.c;
INSERT INTO pairs VALUES (1, 3, 5) ON CONFLICT (a, b) WHERE c > 0 DO NOTHING;
INSERT INTO pairs VALUES (1, 3, 6) ON CONFLICT ((a), b) DO UPDATE SET c = excluded.c;
SELECT * FROM pairs ORDER BY a, b;
-- a row this command wrote cannot be updated again
INSERT INTO kv VALUES (20, 'a', 1), (20, 'b', 2) ON CONFLICT (k) DO UPDATE SET v = excluded.v;
INSERT INTO kv VALUES (1, 'a', 1), (1, 'b', 2) ON CONFLICT (k) DO UPDATE SET v = excluded.v;
SELECT * FROM kv WHERE k IN (1, 20) ORDER BY k;
-- ... even when the WHERE would reject it: the row is locked before the WHERE is checked
INSERT INTO kv VALUES (21, 'a', 1), (21, 'b', 2) ON CONFLICT (k) DO UPDATE SET v = excluded.v
  WHERE false;
-- inside a transaction, with savepoints
BEGIN;
INSERT INTO kv VALUES (30, 'x', 0) ON CONFLICT (k) DO UPDATE SET n = kv.n + 1;
INSERT INTO kv VALUES (30, 'x', 0) ON CONFLICT (k) DO UPDATE SET n = kv.n + 1;
SAVEPOINT s1;
INSERT INTO kv VALUES (31, 'y', 0) ON CONFLICT (k) DO UPDATE SET n = kv.n + 1;
INSERT INTO kv VALUES (31, 'y', 0) ON CONFLICT (k) DO UPDATE SET n = kv.n + 1;
ROLLBACK TO s1;
INSERT INTO kv VALUES (31, 'z', 0), (30, 'x', 0) ON CONFLICT (k) DO UPDATE SET n = kv.n + 1;
COMMIT;
SELECT * FROM kv WHERE k >= 30 ORDER BY k;
-- a row locked and unlocked, deleted, or rolled back is no longer a conflict ...
BEGIN;
SELECT k FROM kv WHERE k = 30 FOR UPDATE;
COMMIT;
INSERT INTO kv VALUES (30, 'dup', 0);
DELETE FROM kv WHERE k = 31;
INSERT INTO kv VALUES (31, 'again', 0) ON CONFLICT (k) DO NOTHING RETURNING *;
BEGIN;
INSERT INTO kv VALUES (40, 'gone', 0);
ROLLBACK;
INSERT INTO kv VALUES (40, 'kept', 0) ON CONFLICT (k) DO UPDATE SET v = 'updated' RETURNING *;
-- ... and plain INSERT still checks uniqueness
INSERT INTO kv VALUES (40, 'dup', 0);
-- NOT NULL is checked for the proposed row and for the updated one
INSERT INTO kv VALUES (1, 'n', NULL) ON CONFLICT (k) DO NOTHING;
INSERT INTO kv VALUES (1, 'n', 1) ON CONFLICT (k) DO UPDATE SET n = NULL;
-- parameters
PREPARE up(int, text) AS INSERT INTO kv VALUES ($1, $2, 1)
  ON CONFLICT (k) DO UPDATE SET v = $2 || '+', n = kv.n + 1 RETURNING *;
EXECUTE up(50, 'p');
EXECUTE up(50, 'q');
DEALLOCATE up;
-- EXPLAIN
EXPLAIN (COSTS OFF) INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT DO NOTHING;
EXPLAIN (COSTS OFF) INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO NOTHING;
EXPLAIN (COSTS OFF) INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE
  SET n = kv.n + excluded.n WHERE kv.n < 10 AND excluded.v IS NOT NULL;
EXPLAIN (COSTS OFF) INSERT INTO kv AS t VALUES (1, 'e', 1) ON CONFLICT ON CONSTRAINT kv_pkey
  DO UPDATE SET n = t.n + 1 WHERE t.v <> excluded.v;
EXPLAIN (COSTS OFF) INSERT INTO users SELECT * FROM users ON CONFLICT (email) DO UPDATE SET name = 'x';
-- EXPLAIN ANALYZE counts the rows inserted, the conflicts and those the filter rejected
CREATE TABLE ea (k int PRIMARY KEY, n int);
INSERT INTO ea VALUES (1, 1), (2, 2);
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)
  INSERT INTO ea VALUES (1, 1), (3, 3) ON CONFLICT DO NOTHING;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)
  INSERT INTO ea VALUES (1, 1), (2, 5), (4, 3) ON CONFLICT (k) DO UPDATE SET n = excluded.n
  WHERE ea.n < 2;
EXPLAIN (FORMAT JSON, COSTS OFF)
  INSERT INTO ea VALUES (1, 1) ON CONFLICT (k) DO UPDATE SET n = excluded.n WHERE ea.n < 2;
SELECT * FROM ea ORDER BY k;
DROP TABLE ea;
-- errors
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT DO UPDATE SET n = 2;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (v) DO NOTHING;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k, v) DO NOTHING;
INSERT INTO pairs VALUES (1, 2, 3) ON CONFLICT (a) DO NOTHING;
INSERT INTO nk VALUES (1, 'e') ON CONFLICT (b) DO UPDATE SET b = 'x';
INSERT INTO src VALUES (1, 'e') ON CONFLICT (k) DO NOTHING;
INSERT INTO src VALUES (1, 'e') ON CONFLICT DO NOTHING;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT ((k + 1)) DO NOTHING;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (zz) DO NOTHING;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) WHERE zz > 0 DO NOTHING;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT ON CONSTRAINT nope DO NOTHING;
INSERT INTO src VALUES (1, 'e') ON CONFLICT ON CONSTRAINT kv_pkey DO NOTHING;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET zz = 1;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET n = 1, n = 2;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET n = n + 1;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET n = excluded.zz;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET n = kv.zz;
INSERT INTO kv AS t VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET n = kv.n;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET n = count(*);
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET n = 1 WHERE sum(kv.n) > 1;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET n = 1 WHERE 1;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET n = 'x';
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET n = excluded.n RETURNING excluded.n;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET n = excluded.ctid;
INSERT INTO kv VALUES (1, 'e', 1) ON CONFLICT (k) DO UPDATE SET n = 1 / (kv.n - kv.n);
SELECT * FROM kv ORDER BY k;
DROP TABLE kv, nk, src, users, pairs;
