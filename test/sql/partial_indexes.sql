-- Partial B-tree indexes: CREATE INDEX ... WHERE, the catalog and \d, only the rows that pass
-- the predicate are indexed (build, insert, update, VACUUM), the planner uses the index only
-- when the query's conditions prove the predicate, and partial unique indexes.
CREATE TABLE orders (id int, status text, amount int, deleted_at date);
INSERT INTO orders SELECT g, CASE WHEN g % 10 = 0 THEN 'open' ELSE 'done' END, g % 500,
  CASE WHEN g % 3 = 0 THEN date '2020-01-01' END FROM generate_series(1, 3000) g;
CREATE INDEX orders_open ON orders (id) WHERE status = 'open';
CREATE INDEX orders_big ON orders (amount) WHERE amount > 400;
CREATE INDEX orders_mix ON orders (id) WHERE amount < 100 AND deleted_at IS NULL;
CREATE INDEX orders_or ON orders (amount) WHERE id < 10 OR id > 2990;
CREATE INDEX orders_lower ON orders (lower(status)) WHERE amount >= 50;
SELECT c.relname, i.indpred IS NOT NULL AS partial FROM pg_index i
  JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'orders'::regclass ORDER BY 1;
SELECT pg_get_indexdef(indexrelid) FROM pg_index WHERE indrelid = 'orders'::regclass ORDER BY 1;
SELECT pg_get_indexdef('orders_big'::regclass, 0, true);
\d orders
\d orders_mix
-- only immutable functions, no aggregates or sub-queries
CREATE INDEX ON orders (id) WHERE deleted_at < now();
CREATE INDEX ON orders (id) WHERE random() > 0.5;
CREATE INDEX ON orders (id) WHERE count(*) > 1;
CREATE INDEX ON orders (id) WHERE id IN (SELECT 1);
CREATE INDEX ON orders (id) WHERE amount;
CREATE INDEX ON orders (id) WHERE nosuch > 1;
ANALYZE orders;
-- plain index scans only, so that the plans show which index the conditions allow
SET enable_seqscan = off;
SET enable_bitmapscan = off;
SET enable_indexonlyscan = off;
-- the predicate itself: no condition left for the index
EXPLAIN (COSTS OFF) SELECT id FROM orders WHERE status = 'open' AND id < 50;
SELECT id FROM orders WHERE status = 'open' AND id < 50 ORDER BY id;
-- x > 450 proves x > 400; x = 420 too; x > 300 does not
EXPLAIN (COSTS OFF) SELECT count(*) FROM orders WHERE amount > 450;
SELECT count(*) FROM orders WHERE amount > 450;
EXPLAIN (COSTS OFF) SELECT count(*) FROM orders WHERE amount = 420;
SELECT count(*) FROM orders WHERE amount = 420;
EXPLAIN (COSTS OFF) SELECT count(*) FROM orders WHERE amount > 300;
EXPLAIN (COSTS OFF) SELECT count(*) FROM orders WHERE amount >= 400;
EXPLAIN (COSTS OFF) SELECT count(*) FROM orders WHERE amount >= 401;
-- AND predicate: both arms must be proven
EXPLAIN (COSTS OFF) SELECT id FROM orders WHERE amount < 100 AND deleted_at IS NULL AND id = 7;
SELECT id FROM orders WHERE amount < 100 AND deleted_at IS NULL AND id = 7;
EXPLAIN (COSTS OFF) SELECT id FROM orders WHERE amount = 5 AND deleted_at IS NULL AND id < 20;
SELECT id FROM orders WHERE amount = 5 AND deleted_at IS NULL AND id < 20;
EXPLAIN (COSTS OFF) SELECT id FROM orders WHERE amount < 100 AND id = 7;
-- OR predicate: one arm is enough
EXPLAIN (COSTS OFF) SELECT id, amount FROM orders WHERE id < 5 AND amount = 3;
SELECT id, amount FROM orders WHERE id < 5 AND amount = 3;
EXPLAIN (COSTS OFF) SELECT id, amount FROM orders WHERE id = 2995 AND amount = 495;
EXPLAIN (COSTS OFF) SELECT id FROM orders WHERE id = 100 AND amount = 100;
-- an OR of quals proves what each arm proves
EXPLAIN (COSTS OFF) SELECT id FROM orders WHERE (amount = 410 OR amount = 420) AND id < 10;
SELECT count(*) FROM orders WHERE amount = 410 OR amount = 420;
-- strict operators prove IS NOT NULL
CREATE INDEX orders_nn ON orders (id) WHERE deleted_at IS NOT NULL;
EXPLAIN (COSTS OFF) SELECT count(*) FROM orders WHERE deleted_at = '2020-01-01' AND id < 30;
SELECT count(*) FROM orders WHERE deleted_at = '2020-01-01' AND id < 30;
DROP INDEX orders_nn;
-- expression and predicate together
EXPLAIN (COSTS OFF) SELECT count(*) FROM orders WHERE lower(status) = 'open' AND amount >= 60;
SELECT count(*) FROM orders WHERE lower(status) = 'open' AND amount >= 60;
-- rows entering and leaving the predicate
UPDATE orders SET status = 'open' WHERE id = 1;
UPDATE orders SET status = 'done' WHERE id = 10;
INSERT INTO orders VALUES (5000, 'open', 1, NULL);
SELECT id FROM orders WHERE status = 'open' AND id < 30 ORDER BY id;
SELECT id FROM orders WHERE status = 'open' AND id > 2980 ORDER BY id;
DELETE FROM orders WHERE id = 20;
VACUUM orders;
SELECT id FROM orders WHERE status = 'open' AND id < 50 ORDER BY id;
RESET enable_seqscan;
RESET enable_bitmapscan;
RESET enable_indexonlyscan;
-- index-only scans: the predicate's columns need not be in the index when the conditions it
-- implies are dropped (PG's check_index_only over indrestrictinfo)
CREATE TABLE ios (a int, b int, c int);
INSERT INTO ios SELECT g, g % 10 - 3, g FROM generate_series(1, 10000) g;
CREATE INDEX ios_a_pos ON ios (a) WHERE b > 0;
VACUUM ANALYZE ios;
EXPLAIN (COSTS OFF) SELECT a FROM ios WHERE b > 0 AND a < 10;
SELECT a FROM ios WHERE b > 0 AND a < 10;
EXPLAIN (COSTS OFF) SELECT count(*) FROM ios WHERE b > 0;
SELECT count(*) FROM ios WHERE b > 0;
-- a condition the predicate does not imply still needs b
EXPLAIN (COSTS OFF) SELECT a FROM ios WHERE b > 2 AND a < 10;
SELECT a FROM ios WHERE b > 2 AND a < 10;
-- so do b in the output and another column's condition
EXPLAIN (COSTS OFF) SELECT a, b FROM ios WHERE b > 0 AND a < 10;
SELECT a, b FROM ios WHERE b > 0 AND a < 10;
EXPLAIN (COSTS OFF) SELECT a FROM ios WHERE b > 0 AND a < 10 AND c > 5;
SELECT a FROM ios WHERE b > 0 AND a < 10 AND c > 5;
EXPLAIN (COSTS OFF) SELECT a FROM ios WHERE b > 0 AND a < 10 ORDER BY b;
-- and a join condition above the scan
CREATE TABLE ios_k (k int);
INSERT INTO ios_k VALUES (1), (2);
ANALYZE ios_k;
EXPLAIN (COSTS OFF) SELECT x.a FROM ios x JOIN ios_k ON x.b = ios_k.k
  WHERE x.b > 0 AND x.a < 10;
SELECT x.a FROM ios x JOIN ios_k ON x.b = ios_k.k WHERE x.b > 0 AND x.a < 10 ORDER BY 1;
-- a nested loop's inner index-only scan, probed per outer row (inner, left and semi joins)
CREATE TABLE ios_j (k int);
INSERT INTO ios_j VALUES (4), (20), (5004), (7506), (9990);
ANALYZE ios_j;
EXPLAIN (COSTS OFF) SELECT x.a FROM ios_j JOIN ios x ON x.a = ios_j.k WHERE x.b > 0;
SELECT x.a FROM ios_j JOIN ios x ON x.a = ios_j.k WHERE x.b > 0 ORDER BY 1;
EXPLAIN (COSTS OFF) SELECT ios_j.k, x.a FROM ios_j LEFT JOIN ios x ON x.a = ios_j.k AND x.b > 0;
SELECT ios_j.k, x.a FROM ios_j LEFT JOIN ios x ON x.a = ios_j.k AND x.b > 0 ORDER BY 1;
EXPLAIN (COSTS OFF) SELECT k FROM ios_j WHERE EXISTS (SELECT FROM ios x WHERE x.a = ios_j.k AND x.b > 0);
SELECT k FROM ios_j WHERE EXISTS (SELECT FROM ios x WHERE x.a = ios_j.k AND x.b > 0) ORDER BY 1;
-- a join condition the probe evaluates on b needs b
EXPLAIN (COSTS OFF) SELECT x.a FROM ios_j JOIN ios x ON x.a = ios_j.k WHERE x.b > 0 AND x.b < ios_j.k;
SELECT x.a FROM ios_j JOIN ios x ON x.a = ios_j.k WHERE x.b > 0 AND x.b < ios_j.k ORDER BY 1;
DROP TABLE ios_j;
-- the rows of an UPDATE or a row lock keep every condition, for the re-check of a row a
-- concurrent transaction changed (EvalPlanQual)
EXPLAIN (COSTS OFF) UPDATE ios SET c = c WHERE b > 0 AND a < 10;
EXPLAIN (COSTS OFF) SELECT a FROM ios WHERE b > 0 AND a < 10 FOR UPDATE;
EXPLAIN (COSTS OFF) UPDATE ios SET c = c FROM ios_k WHERE ios.b > 0 AND ios.a < 10 AND ios.b = ios_k.k;
UPDATE ios SET c = -c WHERE b > 0 AND a < 10;
SELECT a, c FROM ios WHERE b > 0 AND a < 10 ORDER BY a;
SET enable_indexonlyscan = off;
EXPLAIN (COSTS OFF) SELECT a FROM ios WHERE b > 0 AND a < 10;
RESET enable_indexonlyscan;
DROP TABLE ios, ios_k;
-- = ANY (array) and IN lists in the proof: the OR of the elements' comparisons (NOT IN, <> ALL:
-- their AND), as PG's predicate_implied_by
CREATE TABLE inl (a int, b int, s text);
INSERT INTO inl SELECT g % 20, g, 'v' || (g % 5) FROM generate_series(1, 10000) g;
CREATE INDEX inl_pos ON inl (b) WHERE a > 0;
CREATE INDEX inl_nn ON inl (b) WHERE s IS NOT NULL;
ANALYZE inl;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
SET enable_indexonlyscan = off;
-- the IN list proves a > 0 (not when 0 is in it) and, by strictness, IS NOT NULL
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE a IN (4, 5, 6) AND b < 100;
SELECT count(*) FROM inl WHERE a IN (4, 5, 6) AND b < 100;
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE a = ANY ('{0,6}') AND b < 100;
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE s IN ('v1', 'v4') AND b < 100;
SELECT count(*) FROM inl WHERE s IN ('v1', 'v4') AND b < 100;
-- NOT IN proves a <> 7 when 7 is in it
DROP INDEX inl_pos, inl_nn;
CREATE INDEX inl_ne ON inl (b) WHERE a <> 7;
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE a NOT IN (7, 8) AND b < 100;
SELECT count(*) FROM inl WHERE a NOT IN (7, 8) AND b < 100;
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE a NOT IN (8, 9) AND b < 100;
-- a predicate that is an IN list is proven by one of its elements or a smaller list
DROP INDEX inl_ne;
CREATE INDEX inl_in ON inl (b) WHERE a IN (1, 2, 3);
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE a = 2 AND b < 100;
SELECT count(*) FROM inl WHERE a = 2 AND b < 100;
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE a IN (3, 1) AND b < 100;
SELECT count(*) FROM inl WHERE a IN (3, 1) AND b < 100;
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE a IN (1, 2, 3) AND b < 100;
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE (a = 1 OR a = 3) AND b < 100;
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE a IN (2, 4) AND b < 100;
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE b < 100 AND a = 4;
-- an array with a column is not taken apart; a NULL element is never equal
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE b < 100 AND a = ANY (ARRAY[1, 2, b]);
EXPLAIN (COSTS OFF) SELECT count(*) FROM inl WHERE a = ANY ('{1,NULL}') AND b < 100;
SELECT count(*) FROM inl WHERE a = ANY ('{1,NULL}') AND b < 100;
-- and so does an index-only scan, with the predicate's column only in the predicate
VACUUM inl;
RESET enable_indexonlyscan;
EXPLAIN (COSTS OFF) SELECT b FROM inl WHERE a IN (1, 2, 3) AND b < 30;
SELECT b FROM inl WHERE a IN (1, 2, 3) AND b < 30;
RESET enable_seqscan;
RESET enable_bitmapscan;
DROP TABLE inl;
-- partial unique indexes: unique among the rows that pass the predicate
CREATE TABLE accounts (id int, email text, deleted_at date);
CREATE UNIQUE INDEX accounts_live_email ON accounts (email) WHERE deleted_at IS NULL;
INSERT INTO accounts VALUES (1, 'a@x', NULL), (2, 'a@x', '2020-01-01'), (3, 'a@x', '2021-01-01');
INSERT INTO accounts VALUES (4, 'a@x', NULL);
UPDATE accounts SET deleted_at = NULL WHERE id = 2;
UPDATE accounts SET deleted_at = '2022-01-01' WHERE id = 1;
UPDATE accounts SET deleted_at = NULL WHERE id = 2;
SELECT * FROM accounts ORDER BY id;
CREATE TABLE dup (a int, b int);
INSERT INTO dup VALUES (1, 1), (1, 2), (2, 1);
CREATE UNIQUE INDEX ON dup (a) WHERE b > 1;
CREATE UNIQUE INDEX ON dup (a) WHERE b < 3;
-- ON CONFLICT must name the predicate to infer a partial unique index
INSERT INTO accounts VALUES (5, 'b@x', NULL) ON CONFLICT (email) DO NOTHING;
INSERT INTO accounts VALUES (5, 'b@x', NULL) ON CONFLICT (email) WHERE deleted_at IS NULL DO NOTHING;
INSERT INTO accounts VALUES (6, 'b@x', NULL) ON CONFLICT (email) WHERE deleted_at IS NULL
  DO UPDATE SET id = accounts.id * 100;
INSERT INTO accounts VALUES (7, 'c@x', '2020-01-01') ON CONFLICT (email) WHERE deleted_at IS NULL DO NOTHING;
SELECT * FROM accounts ORDER BY id;
-- ON CONFLICT on an expression index
CREATE TABLE tags (name text, n int);
CREATE UNIQUE INDEX ON tags (lower(name));
INSERT INTO tags VALUES ('Foo', 1);
INSERT INTO tags VALUES ('FOO', 1) ON CONFLICT (lower(name)) DO UPDATE SET n = tags.n + 1;
INSERT INTO tags VALUES ('fOO', 1) ON CONFLICT (name) DO NOTHING;
SELECT * FROM tags;
DROP TABLE orders, accounts, dup, tags;
-- CREATE TABLE LIKE ... INCLUDING INDEXES copies expressions and predicates
CREATE TABLE src (a int, b text);
CREATE INDEX src_e ON src (lower(b)) WHERE a > 0;
CREATE UNIQUE INDEX src_u ON src (a) WHERE b IS NOT NULL;
CREATE TABLE copy (x int, LIKE src INCLUDING INDEXES);
\d copy
INSERT INTO copy VALUES (0, 1, 'a'), (0, 1, NULL);
INSERT INTO copy VALUES (0, 1, 'b');
DROP TABLE src, copy;
