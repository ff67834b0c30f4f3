-- Index-only scans and the visibility map (issue 6), compared with PostgreSQL 15: the plans
-- after VACUUM ANALYZE, their results, Heap Fetches before and after changes, the map's fork
-- and pg_class.relallvisible.
SET enable_mergejoin = off; -- Basalt's merge join costs differ from PG's for the join below
CREATE TABLE ios (id int PRIMARY KEY, a int, b text, c int);
INSERT INTO ios SELECT g, g % 100, 'v' || g, g % 7 FROM generate_series(1, 10000) g;
CREATE INDEX ios_a_c ON ios (a, c);
CREATE TABLE small (k int, note text);
INSERT INTO small SELECT g * 97, 'n' || g FROM generate_series(1, 5) g;
-- no map before the first VACUUM; CREATE INDEX counted the table (Basalt's larger tuple
-- header makes more pages than PG's, so only their presence is shown)
SELECT pg_relation_size('ios', 'vm') AS vm_bytes, relpages > 0 AS has_pages, reltuples,
       relallvisible
  FROM pg_class WHERE relname = 'ios';
SELECT relpages, reltuples FROM pg_class WHERE relname = 'small';
VACUUM ANALYZE ios;
ANALYZE small;
SELECT pg_relation_size('ios', 'vm') AS vm_bytes, relpages > 0 AS has_pages,
       relallvisible = relpages AS all_visible, reltuples
  FROM pg_class WHERE relname = 'ios';
SELECT pg_table_size('ios') >= pg_relation_size('ios') + pg_relation_size('ios', 'vm') AS table_size_counts_vm;

-- plans: the index has every column the query reads
EXPLAIN (COSTS OFF) SELECT id FROM ios WHERE id < 50;
EXPLAIN (COSTS OFF) SELECT id FROM ios WHERE id = 42;
EXPLAIN (COSTS OFF) SELECT a, c FROM ios WHERE a = 5;
EXPLAIN (COSTS OFF) SELECT c FROM ios WHERE a = 5 AND c > 3;
EXPLAIN (COSTS OFF) SELECT a FROM ios WHERE a = 5 AND c + 1 > 3;
EXPLAIN (COSTS OFF) SELECT id FROM ios WHERE id > 9990 ORDER BY id DESC;
EXPLAIN (COSTS OFF) SELECT id FROM ios ORDER BY id LIMIT 3;
EXPLAIN (COSTS OFF) SELECT count(*) FROM ios WHERE id BETWEEN 100 AND 200;
EXPLAIN (COSTS OFF) SELECT id FROM ios WHERE id IN (3, 30, 300);
EXPLAIN (COSTS OFF) SELECT s.k, i.id FROM small s JOIN ios i ON i.id = s.k;
-- ... and where it has not: a plain index scan
EXPLAIN (COSTS OFF) SELECT id, b FROM ios WHERE id < 50;
EXPLAIN (COSTS OFF) SELECT * FROM ios WHERE id < 50;
EXPLAIN (COSTS OFF) SELECT id FROM ios WHERE id < 50 FOR UPDATE;
SET enable_indexonlyscan = off;
EXPLAIN (COSTS OFF) SELECT id FROM ios WHERE id < 50;
RESET enable_indexonlyscan;

-- results
SELECT id FROM ios WHERE id < 10 ORDER BY id;
SELECT id FROM ios WHERE id > 9995 ORDER BY id DESC;
SELECT a, c, count(*) FROM ios WHERE a = 5 GROUP BY a, c ORDER BY c;
SELECT count(*), sum(id) FROM ios WHERE id BETWEEN 100 AND 200;
SELECT id FROM ios WHERE id IN (3, 30, 300) ORDER BY id;
SELECT s.k, i.id FROM small s JOIN ios i ON i.id = s.k ORDER BY s.k;
SELECT a FROM ios WHERE a = 5 AND c + 1 > 6 ORDER BY a LIMIT 3;

-- Heap Fetches: none after VACUUM; entries on a page that changed since are checked in the heap
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT id FROM ios WHERE id < 20;
UPDATE ios SET b = 'changed' WHERE id = 50;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT id FROM ios WHERE id < 20;
DELETE FROM ios WHERE id = 5;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT id FROM ios WHERE id < 20;
SELECT count(*) FROM ios WHERE id < 20;
-- relallvisible is VACUUM's count until the next VACUUM or ANALYZE
SELECT relallvisible = relpages AS still_all_visible FROM pg_class WHERE relname = 'ios';
VACUUM ios;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT id FROM ios WHERE id < 20;
SELECT relallvisible = relpages AS all_visible FROM pg_class WHERE relname = 'ios';
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF, FORMAT JSON)
  SELECT id FROM ios WHERE id < 20 AND id % 2 = 0;
EXPLAIN (VERBOSE, COSTS OFF) SELECT id FROM ios WHERE id < 20;
-- a nested loop's probes count their heap fetches together
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)
  SELECT s.k, i.id FROM small s JOIN ios i ON i.id = s.k;

-- a change in an open transaction hides nothing it should not
BEGIN;
DELETE FROM ios WHERE id = 7;
INSERT INTO ios VALUES (0, 0, 'zero', 0);
SELECT id FROM ios WHERE id < 10 ORDER BY id;
ROLLBACK;
SELECT id FROM ios WHERE id < 10 ORDER BY id;
VACUUM ios;
SELECT id FROM ios WHERE id < 10 ORDER BY id;

-- ANALYZE counts the map's bits too
UPDATE ios SET c = c WHERE id = 1;
ANALYZE ios;
SELECT relallvisible < relpages AS some_not_visible FROM pg_class WHERE relname = 'ios';

-- TRUNCATE gives the table a new, empty file and no map
TRUNCATE ios;
SELECT pg_relation_size('ios', 'vm') AS vm_bytes;
INSERT INTO ios VALUES (1, 1, 'one', 1);
VACUUM ios;
SELECT pg_relation_size('ios', 'vm') AS vm_bytes;
SELECT id FROM ios WHERE id = 1;
DROP TABLE ios;
DROP TABLE small;

-- INCLUDE columns: stored in the entries, returned by index-only scans, never compared (a
-- type without a B-tree operator class is fine), not part of the unique key
CREATE TABLE inc (id int, a int, b text, j json);
INSERT INTO inc SELECT g, g % 10, 'b' || g, '{"x": 1}'::json FROM generate_series(1, 5000) g;
CREATE UNIQUE INDEX inc_id ON inc (id) INCLUDE (a, b);
CREATE INDEX ON inc (a) INCLUDE (j);
VACUUM ANALYZE inc;
SELECT pg_get_indexdef('inc_id'::regclass), pg_get_indexdef('inc_a_j_idx'::regclass);
SELECT pg_get_indexdef('inc_id'::regclass, 3, true);
SELECT indnatts, indnkeyatts, indkey, indoption FROM pg_index
  WHERE indexrelid = 'inc_id'::regclass;
EXPLAIN (COSTS OFF) SELECT id, a, b FROM inc WHERE id < 10;
SELECT id, a, b FROM inc WHERE id < 5 ORDER BY id;
EXPLAIN (COSTS OFF) SELECT a, j FROM inc WHERE a = 3 LIMIT 2;
SELECT a, j::text FROM inc WHERE a = 3 LIMIT 2;
EXPLAIN (COSTS OFF) SELECT id, j FROM inc WHERE id < 10;
INSERT INTO inc VALUES (1, 9, 'dup', '{}');
INSERT INTO inc VALUES (5001, NULL, NULL, NULL);
SELECT id, a, b FROM inc WHERE id > 4999 ORDER BY id;
UPDATE inc SET b = 'changed' WHERE id = 2;
SELECT id, a, b FROM inc WHERE id < 5 ORDER BY id;
CREATE INDEX ON inc USING brin (a) INCLUDE (b);
CREATE INDEX ON inc (a) INCLUDE (b DESC);
CREATE INDEX ON inc (a) INCLUDE (b NULLS FIRST);
CREATE INDEX ON inc (a) INCLUDE (nope);
CREATE INDEX ON inc (a) INCLUDE ((b || 'x'));
TRUNCATE inc;
INSERT INTO inc VALUES (7, 7, 'seven', NULL);
SELECT pg_get_indexdef('inc_id'::regclass);
SELECT id, a, b FROM inc WHERE id = 7;
DROP TABLE inc;
-- ... also on PRIMARY KEY and UNIQUE constraints (only the key columns are unique and NOT NULL)
CREATE TABLE pk (id int, a int, b text, PRIMARY KEY (id) INCLUDE (a), UNIQUE (a) INCLUDE (b));
SELECT conname, contype, conkey, pg_get_constraintdef(oid) FROM pg_constraint
  WHERE conrelid = 'pk'::regclass AND contype = 'p';
SELECT c.relname, pg_get_indexdef(i.indexrelid) FROM pg_index i
  JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'pk'::regclass ORDER BY 1;
INSERT INTO pk VALUES (1, 1, 'x');
INSERT INTO pk VALUES (1, 2, 'y');
INSERT INTO pk VALUES (2, 1, 'y');
INSERT INTO pk VALUES (3, NULL, 'z');
INSERT INTO pk VALUES (NULL, 4, 'z');
CREATE TABLE pk2 (id int, a int);
ALTER TABLE pk2 ADD PRIMARY KEY (id) INCLUDE (a);
ALTER TABLE pk2 ADD CONSTRAINT u2 UNIQUE (a) INCLUDE (nope);
CREATE TABLE pk3 (id int, PRIMARY KEY (id) INCLUDE (nope));
SELECT pg_get_indexdef('pk2_pkey'::regclass);
DROP TABLE pk;
DROP TABLE pk2;
-- row-level security conditions read columns too: an index without them is no index-only scan
CREATE TABLE ios_rls (a int, b int);
INSERT INTO ios_rls SELECT g, g FROM generate_series(1, 10000) g;
CREATE INDEX ios_rls_a ON ios_rls (a);
ALTER TABLE ios_rls ENABLE ROW LEVEL SECURITY;
CREATE POLICY ios_rls_even ON ios_rls USING (b % 2 = 0);
VACUUM ANALYZE ios_rls;
CREATE ROLE regress_ios_reader;
GRANT SELECT ON ios_rls TO regress_ios_reader;
SET ROLE regress_ios_reader;
EXPLAIN (COSTS OFF) SELECT a FROM ios_rls WHERE a < 10;
SELECT a FROM ios_rls WHERE a < 10;
SELECT count(*) FROM ios_rls WHERE a < 10;
RESET ROLE;
-- with the policy's column in the index it may be
CREATE INDEX ios_rls_ab ON ios_rls (a) INCLUDE (b);
VACUUM ios_rls;
SET ROLE regress_ios_reader;
EXPLAIN (COSTS OFF) SELECT a FROM ios_rls WHERE a < 10;
SELECT a FROM ios_rls WHERE a < 10;
RESET ROLE;
-- a partial index whose predicate the policy proves needs not hold the policy's column
DROP INDEX ios_rls_ab;
ALTER POLICY ios_rls_even ON ios_rls USING (b > 5000);
CREATE INDEX ios_rls_high ON ios_rls (a) WHERE b > 5000;
VACUUM ios_rls;
SET ROLE regress_ios_reader;
EXPLAIN (COSTS OFF) SELECT a FROM ios_rls WHERE a BETWEEN 4998 AND 5003;
SELECT a FROM ios_rls WHERE a BETWEEN 4998 AND 5003;
RESET ROLE;
DROP TABLE ios_rls;
DROP ROLE regress_ios_reader;
