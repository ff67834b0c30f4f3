-- Column DEFAULT: CREATE TABLE, INSERT (omitted columns, DEFAULT, DEFAULT VALUES,
-- INSERT ... SELECT), UPDATE ... SET col = DEFAULT, the catalog (pg_attrdef, \d,
-- information_schema.columns) and PG's errors.
CREATE TABLE d1 (
    a int DEFAULT 5,
    b text DEFAULT 'x',
    c numeric(10,2) DEFAULT 1.5,
    d boolean DEFAULT true,
    e bigint DEFAULT 7 NOT NULL,
    f varchar(3) DEFAULT 'abc',
    g int,
    h double precision DEFAULT -2.5,
    i date DEFAULT '2020-01-02',
    j text DEFAULT upper('low') || 'er'
);
INSERT INTO d1 DEFAULT VALUES;
INSERT INTO d1 (g) VALUES (1);
INSERT INTO d1 (a, g) VALUES (DEFAULT, 2), (10, DEFAULT);
INSERT INTO d1 VALUES (DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, 3);
INSERT INTO d1 VALUES (1);
INSERT INTO d1 (g, b) SELECT x, 'sel' || x FROM generate_series(4, 5) x;
INSERT INTO d1 (b) VALUES ('ret') RETURNING a, b, e, j;
SELECT * FROM d1 ORDER BY g NULLS FIRST, a, b;
UPDATE d1 SET a = DEFAULT, b = 'upd' WHERE g = 1;
UPDATE d1 SET (a, b) = (DEFAULT, DEFAULT) WHERE g = 2;
UPDATE d1 SET e = DEFAULT WHERE g = 3 RETURNING a, e, g;
SELECT a, b, e, g FROM d1 WHERE g IN (1, 2, 3) ORDER BY g;
\d d1
SELECT column_name, column_default FROM information_schema.columns
 WHERE table_name = 'd1' ORDER BY ordinal_position;
SELECT a.attname, a.atthasdef, pg_get_expr(d.adbin, d.adrelid)
  FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
 WHERE a.attrelid = 'd1'::regclass AND a.attnum > 0 ORDER BY a.attnum;
-- volatile defaults are evaluated per row
CREATE TABLE d2 (id int, r double precision DEFAULT random(), ts timestamptz DEFAULT now());
INSERT INTO d2 (id) SELECT generate_series(1, 50);
SELECT count(DISTINCT r) > 40 AS distinct_randoms, count(DISTINCT ts) AS one_now FROM d2;
SELECT count(*) FROM d2 WHERE ts = now();
-- COPY FROM fills the columns it leaves out with their defaults
CREATE TABLE dc (id int, tag text DEFAULT 'copied', n int DEFAULT 40 + 2, r float8 DEFAULT random());
COPY dc (id) FROM STDIN;
1
2
\.
COPY dc (id, n) FROM STDIN (FORMAT csv);
3,7
4,
\.
COPY dc (tag, id) FROM STDIN;
own	5
\.
SELECT id, tag, n, r >= 0 AND r < 1 AS r_ok FROM dc ORDER BY id;
SELECT count(DISTINCT r) FROM dc WHERE id <= 2;
-- a default that does not fit the column is an error when it is used
CREATE TABLE d3 (a smallint DEFAULT 100000, b varchar(2) DEFAULT 'toolong', c int);
INSERT INTO d3 (c) VALUES (1);
INSERT INTO d3 (b, c) VALUES ('ok', 1);
INSERT INTO d3 (a, c) VALUES (1, 1);
SELECT * FROM d3;
-- defaults with casts and expressions print as PG's ruleutils does
CREATE TABLE d4 (
    a int DEFAULT 1 + 2,
    b text DEFAULT 'a' || 'b',
    c int DEFAULT NULL,
    d numeric DEFAULT 2,
    e real DEFAULT 1,
    f timestamp DEFAULT '2001-02-03 04:05:06',
    g text DEFAULT 42,
    h int DEFAULT '12',
    k int DEFAULT -(3)
);
-- Basalt differs: CURRENT_DATE binds as now()::date, so \d would show date(now()) where PG
-- shows CURRENT_DATE; its value is the same.
CREATE TABLE d7 (l date DEFAULT CURRENT_DATE);
INSERT INTO d7 DEFAULT VALUES;
SELECT l = CURRENT_DATE AS today FROM d7;
DROP TABLE d7;
\d d4
INSERT INTO d4 DEFAULT VALUES;
SELECT * FROM d4;
-- errors
CREATE TABLE e1 (a int DEFAULT b, b int);
CREATE TABLE e1 (a int DEFAULT (SELECT 1));
CREATE TABLE e1 (a int DEFAULT count(*));
CREATE TABLE e1 (a int DEFAULT generate_series(1, 2));
CREATE TABLE e1 (a int DEFAULT 'abc');
CREATE TABLE e1 (a int DEFAULT true);
CREATE TABLE e1 (a int DEFAULT 1 DEFAULT 2);
CREATE TABLE e1 (a int DEFAULT nosuchfunc());
CREATE TABLE e1 (a int DEFAULT row_number() OVER ());
SELECT DEFAULT;
INSERT INTO d1 (a) VALUES (DEFAULT + 1);
UPDATE d1 SET a = DEFAULT + 1;
-- prepared INSERTs use the default the table has when they run
CREATE TABLE dp (a int, b text DEFAULT 'p');
PREPARE ins(int) AS INSERT INTO dp (a) VALUES ($1);
EXECUTE ins(1);
SELECT * FROM dp;
DEALLOCATE ins;
DROP TABLE dp;
-- ALTER COLUMN SET / DROP DEFAULT
CREATE TABLE da (a int, b text, c int DEFAULT 1);
ALTER TABLE da ALTER COLUMN a SET DEFAULT 10, ALTER b SET DEFAULT 'bee';
INSERT INTO da DEFAULT VALUES;
ALTER TABLE da ALTER COLUMN c DROP DEFAULT;
ALTER TABLE da ALTER COLUMN c DROP DEFAULT;
INSERT INTO da DEFAULT VALUES;
ALTER TABLE da ALTER a SET DEFAULT NULL;
INSERT INTO da DEFAULT VALUES;
SELECT * FROM da;
\d da
ALTER TABLE da ALTER COLUMN nosuch SET DEFAULT 1;
ALTER TABLE da ALTER COLUMN nosuch DROP DEFAULT;
ALTER TABLE da ALTER COLUMN a SET DEFAULT 'x';
ALTER TABLE da ALTER COLUMN a SET DEFAULT a + 1;
ALTER TABLE nosuch ALTER COLUMN a SET DEFAULT 1;
ALTER TABLE IF EXISTS nosuch ALTER COLUMN a SET DEFAULT 1;
BEGIN;
ALTER TABLE da ALTER b SET DEFAULT 'rolled back';
ROLLBACK;
INSERT INTO da (c) VALUES (99) RETURNING *;
ALTER TABLE da DROP COLUMN b;
SELECT count(*) FROM pg_attrdef WHERE adrelid = 'da'::regclass;
ALTER TABLE da ADD COLUMN b text;
INSERT INTO da (c) VALUES (100) RETURNING *;
DROP TABLE da;
-- transactional: a rolled-back CREATE TABLE leaves no default behind
BEGIN;
CREATE TABLE d5 (a int DEFAULT 9);
INSERT INTO d5 DEFAULT VALUES;
SELECT * FROM d5;
ROLLBACK;
SELECT count(*) FROM pg_attrdef WHERE adrelid NOT IN (SELECT oid FROM pg_class);
DROP TABLE d1, d2, d3, d4, dc;
SELECT count(*) FROM pg_attrdef;
-- a dropped table's defaults go with it
CREATE TABLE d6 (a int DEFAULT 1, b int DEFAULT 2);
SELECT count(*) FROM pg_attrdef WHERE adrelid = 'd6'::regclass;
DROP TABLE d6;
SELECT count(*) FROM pg_attrdef;
