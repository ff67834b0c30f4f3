-- B-tree indexes on expressions: CREATE INDEX, names, the catalog and \d, index builds and
-- inserts that compute the expression, uniqueness, and the planner matching the expression.
CREATE TABLE people (id int, name text, a int, b int, c text);
INSERT INTO people SELECT g, 'Name' || g, g, g * 2, 'c' || (g % 7) FROM generate_series(1, 1000) g;
CREATE INDEX ON people (lower(name));
CREATE INDEX ON people ((a + b));
CREATE INDEX ON people ((c || 'x'));
CREATE INDEX mixed ON people (a, upper(c) DESC NULLS LAST, (b * 2));
CREATE INDEX ON people (lower(c), lower(name));
-- (a) is just the column a
CREATE INDEX ON people ((a));
SELECT c.relname, i.indkey, i.indexprs IS NOT NULL AS has_exprs, i.indpred IS NULL AS no_pred
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
  WHERE i.indrelid = 'people'::regclass ORDER BY c.relname;
SELECT pg_get_indexdef(indexrelid) FROM pg_index WHERE indrelid = 'people'::regclass ORDER BY 1;
SELECT pg_get_indexdef('mixed'::regclass, 2, true), pg_get_indexdef('mixed'::regclass, 3, false);
\d people
\d people_lower_idx
\d mixed
-- only immutable functions
CREATE INDEX ON people ((random()));
CREATE INDEX ON people ((a::text || now()));
CREATE INDEX ON people ((a || c));
CREATE INDEX ON people ((count(*)));
CREATE INDEX ON people ((SELECT 1));
CREATE INDEX ON people ((nosuch + 1));
CREATE INDEX ON people (lower(a));
CREATE INDEX ON people (a) INCLUDE ((a + 1));
-- rows inserted and updated after the build are indexed by their expression
INSERT INTO people VALUES (2001, 'ZED', 1, 2, 'q'), (2002, NULL, NULL, 5, NULL);
UPDATE people SET name = 'Renamed' WHERE id = 7;
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT id, name FROM people WHERE lower(name) = 'zed';
SELECT id, name FROM people WHERE lower(name) = 'zed';
SELECT id, name FROM people WHERE lower(name) = 'renamed';
SELECT id, name FROM people WHERE lower(name) = 'name7';
EXPLAIN (COSTS OFF) SELECT id FROM people WHERE a + b = 30;
SELECT id FROM people WHERE a + b = 30;
SELECT id FROM people WHERE (a + b) IS NULL;
EXPLAIN (COSTS OFF) SELECT id FROM people WHERE c || 'x' = 'c3x' AND id < 20;
SELECT id FROM people WHERE c || 'x' = 'c3x' AND id < 20 ORDER BY id;
EXPLAIN (COSTS OFF) SELECT id FROM people WHERE lower(name) > 'name99' AND lower(name) < 'name992';
SELECT id FROM people WHERE lower(name) > 'name99' AND lower(name) < 'name992' ORDER BY id;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT id FROM people WHERE lower(name) = 'name5';
SELECT id FROM people WHERE lower(name) = 'name5';
RESET enable_bitmapscan;
-- a different expression does not match
EXPLAIN (COSTS OFF) SELECT id FROM people WHERE upper(name) = 'NAME5';
RESET enable_seqscan;
-- unique expression indexes
CREATE TABLE users (id int, email text);
CREATE UNIQUE INDEX ON users (lower(email));
INSERT INTO users VALUES (1, 'Alice@Example.com');
INSERT INTO users VALUES (2, 'alice@example.COM');
INSERT INTO users VALUES (3, NULL), (4, NULL);
UPDATE users SET email = 'bob@example.com' WHERE id = 1;
INSERT INTO users VALUES (2, 'alice@example.COM');
UPDATE users SET email = 'BOB@example.com' WHERE id = 2;
CREATE TABLE pairs (a int, b int);
INSERT INTO pairs VALUES (1, 2), (2, 1);
CREATE UNIQUE INDEX ON pairs ((a + b));
CREATE UNIQUE INDEX ON pairs ((a + b), (a - b));
INSERT INTO pairs VALUES (0, 3);
INSERT INTO pairs VALUES (1, 2);
SELECT * FROM users ORDER BY id;
-- VACUUM and TRUNCATE keep the index working
DELETE FROM users WHERE id = 3;
VACUUM users;
INSERT INTO users VALUES (5, 'ALICE@example.com');
TRUNCATE users;
INSERT INTO users VALUES (6, 'x@y'), (7, 'X@Y');
SELECT * FROM users ORDER BY id;
-- dropping a column used by an index expression drops the index
ALTER TABLE people DROP COLUMN c;
\d people
DROP TABLE people, users, pairs;
-- changing the type of a column an expression reads
CREATE TABLE retype (a int, b int);
CREATE INDEX retype_expr ON retype ((a + 1));
CREATE INDEX retype_b ON retype (b);
INSERT INTO retype VALUES (1, 1);
ALTER TABLE retype ALTER COLUMN b TYPE bigint;
ALTER TABLE retype ALTER COLUMN a TYPE bigint;
SELECT * FROM retype WHERE a + 1 = 2;
DROP TABLE retype;
-- renaming a column the expressions and the predicate read
CREATE TABLE ren (a int, b text);
CREATE INDEX ren_e ON ren (lower(b)) WHERE a > 0;
INSERT INTO ren VALUES (1, 'X');
ALTER TABLE ren RENAME COLUMN b TO bb;
BEGIN;
ALTER TABLE ren RENAME COLUMN a TO aa;
SELECT pg_get_indexdef('ren_e'::regclass);
ROLLBACK;
SELECT pg_get_indexdef('ren_e'::regclass);
INSERT INTO ren VALUES (2, 'Y');
SET enable_seqscan = off;
SET enable_indexscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM ren WHERE lower(bb) = 'y' AND a > 1;
RESET enable_indexscan;
SELECT * FROM ren WHERE lower(bb) = 'y' AND a > 1;
RESET enable_seqscan;
DROP TABLE ren;
-- errors while computing an entry abort the statement, at build and at insert
CREATE TABLE divs (a int, b text);
INSERT INTO divs VALUES (1, 'x');
CREATE INDEX divs_inv ON divs ((10 / a));
INSERT INTO divs VALUES (0, 'y');
CREATE INDEX ON divs ((1 / (a - 1)));
CREATE INDEX ON divs (generate_series(1, a));
CREATE INDEX divs_brin ON divs USING brin (lower(b));
VACUUM FULL divs;
SELECT * FROM divs;
\d divs
DROP TABLE divs;
CREATE INDEX ON nosuch (lower(a));
CREATE INDEX ON nosuch (a) WHERE a > 0;
-- ORDER BY an index expression is read from the index, forward or backward, as PG's pathkeys
CREATE TABLE ord (id int, s text, a int, b int);
INSERT INTO ord SELECT g, CASE WHEN g % 50 = 0 THEN NULL ELSE 'Str' || g END, g % 100, g
  FROM generate_series(1, 10000) g;
CREATE INDEX ON ord ((lower(s)));
CREATE INDEX ord_ab ON ord (a, (b + 1));
CREATE INDEX ord_desc ON ord ((b * 2) DESC NULLS LAST);
ANALYZE ord;
EXPLAIN (COSTS OFF) SELECT * FROM ord ORDER BY lower(s) LIMIT 5;
SELECT * FROM ord ORDER BY lower(s) LIMIT 5;
-- (200 NULLs come first; their order among themselves is the index's, not shown)
EXPLAIN (COSTS OFF) SELECT s FROM ord ORDER BY lower(s) DESC OFFSET 198 LIMIT 4;
SELECT s FROM ord ORDER BY lower(s) DESC OFFSET 198 LIMIT 4;
EXPLAIN (COSTS OFF) SELECT lower(s) AS l FROM ord ORDER BY l NULLS LAST OFFSET 9798 LIMIT 4;
SELECT lower(s) AS l FROM ord ORDER BY l NULLS LAST OFFSET 9798 LIMIT 4;
EXPLAIN (COSTS OFF) SELECT s FROM ord ORDER BY lower(s) DESC NULLS FIRST OFFSET 199 LIMIT 2;
SELECT s FROM ord ORDER BY lower(s) DESC NULLS FIRST OFFSET 199 LIMIT 2;
-- NULLS placed against the index's order need a sort
EXPLAIN (COSTS OFF) SELECT s FROM ord ORDER BY lower(s) NULLS FIRST OFFSET 199 LIMIT 2;
SELECT s FROM ord ORDER BY lower(s) NULLS FIRST OFFSET 199 LIMIT 2;
EXPLAIN (COSTS OFF) SELECT id FROM ord ORDER BY lower(s) DESC NULLS LAST LIMIT 3;
SELECT id FROM ord ORDER BY lower(s) DESC NULLS LAST LIMIT 3;
-- with a condition on the expression
EXPLAIN (COSTS OFF) SELECT id, s FROM ord WHERE lower(s) > 'str99' ORDER BY lower(s) LIMIT 3;
SELECT id, s FROM ord WHERE lower(s) > 'str99' ORDER BY lower(s) LIMIT 3;
-- an index declared DESC NULLS LAST
EXPLAIN (COSTS OFF) SELECT id FROM ord ORDER BY b * 2 DESC NULLS LAST LIMIT 3;
SELECT id FROM ord ORDER BY b * 2 DESC NULLS LAST LIMIT 3;
EXPLAIN (COSTS OFF) SELECT id FROM ord ORDER BY b * 2 LIMIT 3;
SELECT id FROM ord ORDER BY b * 2 LIMIT 3;
EXPLAIN (COSTS OFF) SELECT id FROM ord ORDER BY b * 2 NULLS FIRST LIMIT 3;
SELECT id FROM ord ORDER BY b * 2 NULLS FIRST LIMIT 3;
-- a column then an expression, and an equality on the leading column
EXPLAIN (COSTS OFF) SELECT id FROM ord ORDER BY a, b + 1 LIMIT 3;
SELECT id FROM ord ORDER BY a, b + 1 LIMIT 3;
EXPLAIN (COSTS OFF) SELECT id FROM ord ORDER BY a DESC, b + 1 DESC LIMIT 3;
SELECT id FROM ord ORDER BY a DESC, b + 1 DESC LIMIT 3;
EXPLAIN (COSTS OFF) SELECT id, b FROM ord WHERE a = 7 ORDER BY b + 1 DESC LIMIT 3;
SELECT id, b FROM ord WHERE a = 7 ORDER BY b + 1 DESC LIMIT 3;
-- an equality on a leading expression column leaves the next column's order
CREATE INDEX ord_lb ON ord (lower(s), b);
EXPLAIN (COSTS OFF) SELECT id, b FROM ord WHERE lower(s) = 'str77' ORDER BY b DESC LIMIT 2;
SELECT id, b FROM ord WHERE lower(s) = 'str77' ORDER BY b DESC LIMIT 2;
DROP INDEX ord_lb;
-- a different expression is not the index's order
EXPLAIN (COSTS OFF) SELECT id FROM ord ORDER BY upper(s) LIMIT 3;
EXPLAIN (COSTS OFF) SELECT id FROM ord WHERE a = 7 ORDER BY b + 2 LIMIT 3;
-- the whole table in the expression's order, read from the index
SET enable_sort = off;
EXPLAIN (COSTS OFF) SELECT s FROM ord ORDER BY lower(s) DESC;
SELECT count(*) AS rows, count(*) FILTER (WHERE l > p) AS out_of_order
  FROM (SELECT lower(s) AS l, lag(lower(s)) OVER () AS p
        FROM (SELECT s FROM ord ORDER BY lower(s) DESC) x) y;
RESET enable_sort;
DROP TABLE ord;
