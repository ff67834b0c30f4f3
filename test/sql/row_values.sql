-- Row values: ROW(...) / (a, b) constructors, whole-row references, record comparison,
-- row IS [NOT] NULL, row_to_json / to_json / to_jsonb of records, count and array_agg of rows.
CREATE TABLE rv (a int, b text, c numeric);
INSERT INTO rv VALUES (1, 'x', 1.5), (2, NULL, NULL), (NULL, 'a b', 3), (NULL, NULL, NULL),
    (3, '"q",(\)', 0), (4, '', -2);

-- constructors
SELECT ROW(1, 'a'), (1, 'a'), ROW(), ROW(NULL, NULL), ROW(1, ROW(2, 'z y'));
SELECT ROW(1.5, true, 'it''s', NULL::int, ''::text);
SELECT (1, 2) < (1, 3) AS lt, (1, 2) = (1, 2) AS eq, (1, NULL) = (1, 2) AS eq_null;
SELECT (ROW(1, 'a'::text)).f2;
SELECT (ROW(1, 'a'::text)).*;

-- whole-row references: a table, its t.* inside an expression, a sub-select, a view, a CTE.
-- PG types a table's whole row as the table's composite type, Basalt as record (seen only in
-- \gdesc and RowDescription's type oid, 2249 instead of the table's row type)
SELECT rv FROM rv ORDER BY a, b;
SELECT rv.* IS NULL AS all_null, ROW(rv.*) FROM rv ORDER BY a, b;
SELECT q FROM (SELECT 1 a, 'x'::text b) q;
SELECT (rv).a, (rv).b FROM rv WHERE a = 1;
SELECT (q.r).c FROM (SELECT rv AS r FROM rv) q WHERE (q.r).a = 3;
CREATE VIEW rv_view AS SELECT a, b FROM rv WHERE a > 1;
SELECT rv_view FROM rv_view ORDER BY a;
CREATE VIEW rv_rows AS SELECT rv, row_to_json(rv) AS j FROM rv WHERE a < 3;
SELECT * FROM rv_rows ORDER BY 1;
SELECT (r.rv).b, row_to_json(r) FROM rv_rows r ORDER BY 1;
CREATE VIEW rv_bad AS SELECT ROW(1, 2) AS r;
WITH w AS (SELECT a, b FROM rv) SELECT w FROM w ORDER BY w;
SELECT s FROM rv s WHERE s.a = 2;
SELECT x FROM (VALUES (1, 'one'), (2, NULL)) x(n, name) ORDER BY 1;
SELECT t1, t2 FROM rv t1 JOIN rv t2 ON t1.a = t2.a - 1 ORDER BY 1;
SELECT f FROM generate_series(1, 2) AS f(x);
SELECT f FROM generate_series(1, 2) WITH ORDINALITY AS f(x, n);
SELECT (SELECT count(*) FROM rv y WHERE y = x) AS same FROM rv x ORDER BY a, b;
SELECT x FROM rv x WHERE x IN (SELECT y FROM rv y WHERE y.a > 2) ORDER BY a;
SELECT ROW(1, 2)::text AS r, (rv)::text AS t FROM rv WHERE a = 1;
-- a whole row of the NULL-extended side of an outer join is NULL: in Basalt only for a table
-- with a NOT NULL column (the one thing that tells such a row from a row of NULLs)
CREATE TABLE rv_pk (k int PRIMARY KEY, v text);
INSERT INTO rv_pk VALUES (1, 'one'), (3, NULL), (9, 'nine');
SELECT rv.a, rv_pk, rv_pk IS NULL AS isn, rv_pk IS NOT NULL AS isnn
FROM rv LEFT JOIN rv_pk ON rv.a = rv_pk.k ORDER BY 1, 2;
SELECT count(rv_pk), array_agg(rv_pk ORDER BY rv_pk), count(*) FILTER (WHERE rv_pk IS NULL)
FROM rv LEFT JOIN rv_pk ON rv.a = rv_pk.k;
SELECT rv.a FROM rv LEFT JOIN rv_pk ON rv.a = rv_pk.k WHERE rv_pk IS NOT NULL ORDER BY 1;
SELECT DISTINCT rv_pk FROM rv LEFT JOIN rv_pk ON rv.a = rv_pk.k ORDER BY 1;
SELECT row_to_json(rv_pk) FROM rv RIGHT JOIN rv_pk ON rv.a = rv_pk.k ORDER BY k;
ALTER TABLE rv_pk ADD COLUMN w int;
ALTER TABLE rv_pk DROP COLUMN v;
SELECT rv.a, rv_pk FROM rv FULL JOIN rv_pk ON rv.a = rv_pk.k ORDER BY 1, 2;
-- rv has no NOT NULL column: PG makes its NULL-extended row NULL itself (empty here, and not
-- counted); Basalt gives the row of NULL columns (,,), counted
SELECT t1.a, t2 FROM rv t1 LEFT JOIN rv t2 ON t1.a = t2.a + 3 WHERE t1.a IS NOT NULL
ORDER BY 1;
SELECT count(t2), count(*) FILTER (WHERE t2 IS NULL) AS null_rows
FROM rv t1 LEFT JOIN rv t2 ON t1.a = t2.a + 3 WHERE t1.a IS NOT NULL;
CREATE INDEX rv_a ON rv (a);
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT rv FROM rv WHERE a = 1;
SELECT rv FROM rv WHERE a = 1;
RESET enable_seqscan;

-- in data-changing statements
INSERT INTO rv VALUES (5, 'z', 9) RETURNING rv;
UPDATE rv SET c = 10 WHERE a = 5 RETURNING rv, rv.*;
DELETE FROM rv WHERE rv = (SELECT r FROM (SELECT rv AS r FROM rv WHERE a = 5) q) RETURNING rv;
CREATE TABLE rv_check (a int, b text, CHECK (rv_check IS NOT NULL));
INSERT INTO rv_check VALUES (1, 'x');
INSERT INTO rv_check VALUES (1, NULL);
CREATE TABLE rv_upsert (k int PRIMARY KEY, v text);
INSERT INTO rv_upsert VALUES (1, 'a');
INSERT INTO rv_upsert VALUES (1, 'b') ON CONFLICT (k) DO UPDATE SET v = (excluded).v || rv_upsert.v
RETURNING rv_upsert;
DROP TABLE rv_check, rv_upsert;

-- IS [NOT] NULL on rows: true only when all fields are null / all are non-null
SELECT rv IS NULL AS isn, rv IS NOT NULL AS isnn, NOT rv IS NULL AS not_isn, rv FROM rv
ORDER BY a, b;
SELECT count(*) FROM rv WHERE rv IS NULL;
SELECT count(*) FROM rv WHERE rv IS NOT NULL;
SELECT ROW(NULL, NULL) IS NULL, ROW(1, NULL) IS NULL, ROW(1, NULL) IS NOT NULL;

-- comparison: NULL fields compare equal and sort after values (record_eq / record_cmp)
SELECT x = y AS eq, x <> y AS ne, x < y AS lt, x >= y AS ge, x, y
FROM rv x, rv y WHERE x.a IS NULL AND y.a IS NULL ORDER BY 5, 6;
SELECT q1.r = q2.r AS eq, q1.r > q2.r AS gt, q1.r, q2.r
FROM (VALUES (ROW(1, NULL::int)), (ROW(1, 2))) q1(r), (VALUES (ROW(1, NULL::int)), (ROW(1, 3))) q2(r)
ORDER BY 3, 4;
SELECT count(*) FROM rv x JOIN rv y ON x = y;
SELECT count(*) FROM rv x JOIN rv y ON x < y;

-- DISTINCT, ORDER BY, GROUP BY, UNION, INTERSECT on whole rows
SELECT DISTINCT rv FROM (SELECT * FROM rv UNION ALL SELECT * FROM rv) rv ORDER BY rv;
SELECT rv FROM rv ORDER BY rv DESC;
SELECT rv, count(*) FROM (SELECT * FROM rv UNION ALL SELECT * FROM rv WHERE a > 1) rv
GROUP BY rv ORDER BY rv;
SELECT rv FROM rv UNION SELECT rv FROM rv ORDER BY 1;
SELECT rv FROM rv INTERSECT SELECT rv FROM rv WHERE a < 3 ORDER BY 1;
SELECT count(DISTINCT rv) FROM rv;

-- JSON
SELECT row_to_json(rv) FROM rv ORDER BY a, b;
SELECT row_to_json(rv, true) FROM rv WHERE a = 1;
SELECT to_json(rv), to_jsonb(rv) FROM rv ORDER BY a, b;
SELECT row_to_json(ROW(1, 'a')), to_json((1, 'a')), to_jsonb(ROW(1, 'x', ROW(2, NULL)));
SELECT row_to_json(q) FROM (SELECT 1 AS "k e y", ARRAY[1, 2] AS arr, ROW(3) AS r) q;
SELECT json_agg(rv ORDER BY a) FROM rv WHERE a IS NOT NULL;

-- aggregates over rows
SELECT count(rv), count(*) FROM rv;
SELECT array_agg(rv ORDER BY rv) FROM rv;
SELECT array_agg(ROW(a, b) ORDER BY a) FROM rv WHERE a < 3;
SELECT min(a) FROM rv GROUP BY rv IS NULL ORDER BY 1;
SELECT count(rv.*), count(DISTINCT rv.*), json_agg(rv.* ORDER BY a) FROM rv WHERE a < 3;
SELECT rv.* FROM rv GROUP BY rv.* ORDER BY rv.* LIMIT 3;
SELECT s FROM rv, LATERAL (SELECT rv) s WHERE a < 3 ORDER BY 1;
SELECT q, row_to_json(q), to_jsonb(q) FROM (SELECT 1 a, 2 a) q;
SELECT to_jsonb(rv) -> 'b' FROM rv ORDER BY a, b;
SELECT jsonb_agg(rv ORDER BY a) FROM rv WHERE a < 3;
SELECT ROW(1, ARRAY[1,2], '{"a": 1}'::jsonb, 'x y'::varchar, 1.5::float8, '2020-01-01'::date);
SELECT row_to_json(ROW(1, ARRAY[1,2], '{"a": 1}'::jsonb, 'x y'::varchar, 1.5::float8,
                       '2020-01-01'::date));
SELECT ROW('a'::varchar) < ROW('b'::varchar), ROW('a'::varchar) = ROW('a'::varchar);
SELECT DISTINCT ROW(v) FROM (VALUES ('a'::varchar), ('a')) s(v);

SELECT rv FROM rv GROUP BY rv ORDER BY rv LIMIT 2;
SELECT a, rv FROM rv GROUP BY a, b, c ORDER BY a LIMIT 2;

-- errors
SELECT rv FROM rv GROUP BY a;
SELECT a, max(c), rv FROM rv GROUP BY a;
SELECT ROW(1, 2) = ROW(1, 2, 3);
SELECT q1.r = q2.r FROM (SELECT ROW(1, 2) AS r) q1, (SELECT ROW(1, 2, 3) AS r) q2;
SELECT q1.r < q2.r FROM (SELECT ROW(1, 2) AS r) q1, (SELECT ROW(1, 'a'::text) AS r) q2;
SELECT q1.r = q2.r FROM (SELECT ROW(1, 2) AS r) q1, (SELECT ROW(2, 'a'::text) AS r) q2;
SELECT ROW(1, 2) < ROW('a', 'b');
SELECT (ROW(1, 'a')).f3;
SELECT nosuch FROM rv;
SELECT nosuch.* IS NULL FROM rv;

-- PG compares the row with ROW()'s unknown literal 'x' as text against unknown and fails;
-- Basalt makes a ROW() literal of unknown type text (as PG does for the ROW() output itself)
SELECT rv FROM rv WHERE rv = ROW(1, 'x', 1.5);

-- EXPLAIN VERBOSE. Above a join PG passes the whole row up from the scan (x.*); Basalt
-- passes the columns and builds the row where it is used
EXPLAIN (VERBOSE, COSTS OFF) SELECT rv FROM rv;
EXPLAIN (VERBOSE, COSTS OFF) SELECT ROW(a, b) FROM rv;
EXPLAIN (VERBOSE, COSTS OFF) SELECT x, row_to_json(y) FROM rv x JOIN rv y ON x = y;

DROP VIEW rv_rows;
DROP VIEW rv_view;
DROP TABLE rv_pk;
DROP TABLE rv;
