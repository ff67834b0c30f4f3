-- CHECK constraints: CREATE TABLE (column and table constraints, PG's names), ALTER TABLE
-- ADD [CONSTRAINT] CHECK [NOT VALID] / DROP CONSTRAINT, DROP COLUMN, RENAME COLUMN, the checks
-- of INSERT, UPDATE and COPY FROM, the catalog (pg_constraint, relchecks, \d, information_schema,
-- pg_get_constraintdef plain and pretty) and PG's errors.
CREATE TABLE t (a int CHECK (a > 0), b int, CHECK (a < b), CHECK (b > 0), CONSTRAINT named CHECK (a <> 5), CHECK (a + b < 100), CHECK (1 > 0), CHECK (a > 0));
\d t
SELECT conname, contype, convalidated, conislocal, coninhcount, connoinherit, conkey, conbin IS NULL, pg_get_constraintdef(oid), pg_get_constraintdef(oid, true) FROM pg_constraint WHERE conrelid = 't'::regclass ORDER BY conname;
SELECT relchecks FROM pg_class WHERE relname = 't';
INSERT INTO t VALUES (-1, 5);
INSERT INTO t VALUES (5, 6);
INSERT INTO t VALUES (3, 2);
INSERT INTO t VALUES (NULL, NULL);
INSERT INTO t VALUES (1, 2);
UPDATE t SET a = 10;
CREATE TABLE u (x int CHECK (x > 0) CHECK (x < 10), y text CONSTRAINT ylen CHECK (length(y) < 3));
\d u
CREATE TABLE e1 (a int CHECK (a));
CREATE TABLE e2 (a int CHECK (a > (SELECT 1)));
CREATE TABLE e3 (a int CHECK (sum(a) > 0));
CREATE TABLE e4 (a int CHECK (row_number() OVER () > 0));
CREATE TABLE e5 (a int CHECK (e5.a > 0));
CREATE TABLE e6 (a int CHECK (t.a > 0));
CREATE TABLE e7 (a int CHECK (zz > 0));
CREATE TABLE e8 (a int CHECK (a > 0), CONSTRAINT e8_a_check CHECK (a > 1));
CREATE TABLE e9 (a int, CONSTRAINT c1 CHECK (a > 0), CONSTRAINT c1 CHECK (a > 1));
CREATE TABLE e10 (a int CHECK (generate_series(1,2) > 0));
CREATE TABLE e11 (a int CHECK ($1 > 0));
CREATE TABLE e12 (a text CHECK (a));
CREATE TABLE e13 (a int CHECK (NULL));
\d e13
CREATE TABLE e14 (a int CHECK ('t'));
\d e14
CREATE TABLE e15 (a int CHECK (random() > 0.5));
-- ALTER TABLE: adding checks existing rows, dropping, DROP COLUMN, transactions, COPY
CREATE TABLE t (a int, b int);
INSERT INTO t VALUES (1, 2), (-1, 3);
ALTER TABLE t ADD CHECK (a > 0);
ALTER TABLE t ADD CONSTRAINT pos CHECK (a > 0);
ALTER TABLE t ADD CONSTRAINT pos CHECK (a > -5) NOT VALID;
\d t
SELECT conname, convalidated FROM pg_constraint WHERE conrelid = 't'::regclass;
INSERT INTO t VALUES (-10, 1);
ALTER TABLE t ADD CONSTRAINT pos CHECK (a > -5);
ALTER TABLE t ADD CONSTRAINT bpos CHECK (b > 0);
ALTER TABLE t ADD CHECK (a < b);
ALTER TABLE t ADD CHECK (a > b + 100) NOT VALID;
\d t
ALTER TABLE t DROP CONSTRAINT t_check;
ALTER TABLE t DROP CONSTRAINT nosuch;
ALTER TABLE t DROP CONSTRAINT IF EXISTS nosuch;
ALTER TABLE t DROP CONSTRAINT t_check1, DROP CONSTRAINT pos;
ALTER TABLE t DROP CONSTRAINT bpos CASCADE;
\d t
ALTER TABLE t ADD COLUMN c int CHECK (c > 0);
ALTER TABLE t ADD COLUMN d int CONSTRAINT dchk CHECK (d > c);
\d t
ALTER TABLE t DROP COLUMN c;
\d t
ALTER TABLE t ADD CHECK (a > (SELECT 1));
ALTER TABLE t ADD CHECK (a);
ALTER TABLE t ADD CHECK (sum(a) > 0);
ALTER TABLE t ADD CHECK (zz > 0);
ALTER TABLE nosuch ADD CHECK (a > 0);
CREATE TABLE t2 (a int);
ALTER TABLE t2 ADD CHECK (a > 0), ADD CHECK (a > 1);
\d t2
BEGIN;
ALTER TABLE t2 ADD CONSTRAINT rb CHECK (a < 100);
\d t2
ROLLBACK;
\d t2
BEGIN;
ALTER TABLE t2 DROP CONSTRAINT t2_a_check;
ROLLBACK;
\d t2
INSERT INTO t2 VALUES (1);
COPY t2 FROM stdin;
5
1
\.
SELECT * FROM t2;
DROP TABLE t2;
SELECT count(*) FROM pg_constraint WHERE conname LIKE 't2%';
CREATE TABLE t3 (a int PRIMARY KEY CHECK (a > 0), b text CONSTRAINT b_short CHECK (length(b) < 5));
\d t3
SELECT conname, contype, conkey FROM pg_constraint WHERE conrelid = 't3'::regclass ORDER BY 1;
SELECT constraint_name, constraint_type FROM information_schema.table_constraints
 WHERE table_name = 't3' AND constraint_name NOT LIKE '%not_null' ORDER BY 1;
SELECT constraint_schema, constraint_name, check_clause FROM information_schema.check_constraints
 WHERE constraint_name LIKE 't3%' OR constraint_name = 'b_short' ORDER BY 2;
SELECT column_name FROM information_schema.key_column_usage WHERE table_name = 't3';
-- how expressions are printed (ruleutils, plain and pretty)
CREATE TABLE p (a int, b text, c varchar(10), d numeric, e bigint, f boolean,
  CHECK (a > 0 AND b <> ''),
  CHECK (a IN (1, 2, 3)),
  CHECK (b NOT IN ('x', 'y')),
  CHECK (c IS NOT NULL OR d IS NULL),
  CHECK (NOT (a > 100)),
  CHECK ((a + 1) * 2 > a - (a - 1)),
  CHECK (length(b) < 10 AND upper(b) <> 'Q'),
  CHECK (c::text <> 'zz'),
  CHECK (c = 'ok' OR c = 'fine'),
  CHECK (d > 1.5 AND d < -2.5 OR d IS NULL),
  CHECK (e > 10 AND e < a),
  CHECK (f IS NOT FALSE),
  CHECK (a > 0 OR (b = 'a' AND c = 'b')),
  CHECK (COALESCE(a, 0) >= 0),
  CHECK (a BETWEEN 0 AND 10),
  CHECK (b LIKE 'a%'),
  CHECK (a <> ALL (ARRAY[7, 8])),
  CHECK (e IN (1, 2))
);
\d p
SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'p'::regclass ORDER BY 1;
-- renames, INSERT ... SELECT, UPDATE ... FROM, defaults, prepared statements, names
CREATE TABLE r (a int CHECK (a > 0), b int, CONSTRAINT ab CHECK (a < b));
ALTER TABLE r RENAME COLUMN a TO aa;
\d r
INSERT INTO r VALUES (0, 5);
INSERT INTO r VALUES (3, 2);
INSERT INTO r VALUES (1, 2) RETURNING *;
ALTER TABLE r RENAME TO r2;
INSERT INTO r2 VALUES (-1, 2);
-- INSERT ... SELECT, UPDATE ... FROM, defaults that fail the check
INSERT INTO r2 SELECT x, x + 1 FROM generate_series(1, 3) x;
INSERT INTO r2 SELECT x, x - 1 FROM generate_series(1, 3) x;
CREATE TABLE src (k int, v int);
INSERT INTO src VALUES (1, 100), (2, -5);
UPDATE r2 SET b = src.v FROM src WHERE r2.aa = src.k;
SELECT * FROM r2 ORDER BY 1, 2;
CREATE TABLE dft (a int DEFAULT -1 CHECK (a >= 0), b int);
INSERT INTO dft (b) VALUES (1);
-- prepared statements see constraints added later
CREATE TABLE pr (a int);
PREPARE ins(int) AS INSERT INTO pr VALUES ($1);
EXECUTE ins(-1);
ALTER TABLE pr ADD CONSTRAINT pr_pos CHECK (a > 0) NOT VALID;
EXECUTE ins(-2);
EXECUTE ins(2);
ALTER TABLE pr DROP CONSTRAINT pr_pos;
EXECUTE ins(-3);
SELECT * FROM pr ORDER BY 1;
-- savepoints
BEGIN;
SAVEPOINT s1;
ALTER TABLE pr ADD CHECK (a < 100) NOT VALID;
INSERT INTO pr VALUES (200);
ROLLBACK TO s1;
INSERT INTO pr VALUES (200);
COMMIT;
SELECT conname FROM pg_constraint WHERE conrelid = 'pr'::regclass;
-- names: schema-wide uniqueness, truncation, NO INHERIT
CREATE TABLE nt (a int CHECK (a > 0), CONSTRAINT nt_check CHECK (a < 10));
CREATE TABLE nu (a int, CONSTRAINT nt_a_check1 CHECK (a < 10));
ALTER TABLE nt ADD CHECK (a <> 5);
ALTER TABLE nt ADD CHECK (a <> 6), ADD CONSTRAINT x CHECK (a <> 7) NO INHERIT;
ALTER TABLE nu ADD CONSTRAINT x CHECK (a <> 7);
ALTER TABLE nu ADD CONSTRAINT x CHECK (a <> 8);
\d nt
CREATE TABLE a_very_long_table_name_that_goes_on_and_on_and_on_for_a_while (a_very_long_column_name_that_is_also_quite_long int CHECK (a_very_long_column_name_that_is_also_quite_long > 0));
SELECT conname FROM pg_constraint WHERE conrelid = 'a_very_long_table_name_that_goes_on_and_on_and_on_for_a_while'::regclass;
CREATE TEMP TABLE tt (a int CHECK (a > 0));
INSERT INTO tt VALUES (0);
-- CASE and casts
CREATE TABLE cs (a int, b text CHECK (CASE WHEN a > 0 THEN b IS NOT NULL ELSE true END), c numeric CHECK (c::int < 5),
  CHECK (CASE a WHEN 1 THEN c > 0 WHEN 2 THEN c > 1 END));
\d cs
SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'cs'::regclass ORDER BY 1;
INSERT INTO cs VALUES (1, NULL, 1);
INSERT INTO cs VALUES (1, 'x', 7.9);
-- NOT VALID ignored by CREATE TABLE
CREATE TABLE nv (a int, CHECK (a > 0) NOT VALID);
SELECT convalidated FROM pg_constraint WHERE conrelid = 'nv'::regclass;
-- column checks on a dropped-column table
CREATE TABLE dc (a int, b int CHECK (b > 0), c int CHECK (c > b));
ALTER TABLE dc DROP COLUMN a;
INSERT INTO dc VALUES (1, 0);
ALTER TABLE dc DROP COLUMN b;
\d dc
INSERT INTO dc VALUES (-1);
SELECT relchecks FROM pg_class WHERE relname = 'dc';
-- odd cases
CREATE TABLE o1 (a int CHECK (ctid IS NOT NULL));
CREATE TABLE o4 (a int CHECK (a > 0) CHECK (a > 0));
CREATE TABLE o5 (a int CHECK (a = 1 / 0));
INSERT INTO o5 VALUES (1);
CREATE TABLE o6 (a int CHECK (a::text::int > 0), b text CHECK (b::int > 0));
INSERT INTO o6 VALUES (1, 'x');
CREATE TABLE o7 (a int, CONSTRAINT "Weird Name" CHECK (a > 0), "Col B" int CHECK ("Col B" > 0));
\d o7
INSERT INTO o7 VALUES (0, 1);
INSERT INTO o7 VALUES (1, 0);
CREATE TABLE o8 (a int CHECK (a > $1));
ALTER TABLE o7 ADD CHECK (ctid IS NOT NULL);
ALTER TABLE o7 ADD CHECK (a > 0), ADD COLUMN c int, ADD CHECK (c > a);
\d o7
ALTER TABLE o7 DROP CONSTRAINT o7_pkey;
CREATE TABLE o9 (a int PRIMARY KEY, CONSTRAINT o9_pkey2 CHECK (a > 0));
ALTER TABLE o9 ADD CONSTRAINT o9_pkey CHECK (a > 1);
ALTER TABLE o9 DROP CONSTRAINT o9_pkey;
\d o9
SELECT conname, contype, conkey FROM pg_constraint WHERE conrelid = 'o9'::regclass ORDER BY 1;
CREATE TABLE o10 (a int CHECK (a > 0), b int);
INSERT INTO o10 VALUES (1, 1);
UPDATE o10 SET a = a - 1;
UPDATE o10 SET b = 5;
SELECT * FROM o10;
COPY o10 FROM stdin;
2	3
-2	3
\.
COPY o10 (b) FROM stdin;
9
\.
SELECT * FROM o10 ORDER BY b;
CREATE TABLE o11 (a int CHECK (a > 0)) ;
DROP TABLE o11;
SELECT count(*) FROM pg_constraint WHERE conname = 'o11_a_check';
BEGIN;
CREATE TABLE o12 (a int CHECK (a > 0));
ROLLBACK;
SELECT count(*) FROM pg_constraint WHERE conname = 'o12_a_check';
CREATE TABLE o13 (a int CHECK (a > 0), b int CHECK (b > 0));
BEGIN;
ALTER TABLE o13 DROP COLUMN a;
\d o13
ROLLBACK;
\d o13
