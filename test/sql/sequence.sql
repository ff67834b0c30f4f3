-- Sequences: CREATE / ALTER / DROP SEQUENCE, nextval / currval / setval / lastval, the
-- sequence's own row, serial / bigserial / smallserial columns (their sequence, default,
-- NOT NULL and OWNED BY), the catalog (pg_class, pg_sequence, \d) and PG's errors.
CREATE SEQUENCE s1;
SELECT nextval('s1'), nextval('s1'), currval('s1'), lastval();
SELECT * FROM s1;
SELECT setval('s1', 100);
SELECT nextval('s1');
SELECT setval('s1', 5, false), nextval('s1');
CREATE SEQUENCE s2 INCREMENT BY -2 MINVALUE -10 MAXVALUE 0 CYCLE;
SELECT nextval('s2') FROM generate_series(1,8);
CREATE SEQUENCE s3 AS smallint START 32766;
SELECT nextval('s3'), nextval('s3');
SELECT nextval('s3');
SELECT currval('s2');
CREATE TABLE t (a int);
SELECT nextval('t');
SELECT nextval('nosuch');
CREATE SEQUENCE s4 INCREMENT 0;
CREATE SEQUENCE s4 MINVALUE 10 MAXVALUE 5;
CREATE SEQUENCE s4 START 0;
CREATE SEQUENCE s4 AS text;
CREATE SEQUENCE s4 CACHE 0;
CREATE SEQUENCE s4 AS smallint MAXVALUE 100000;
CREATE SEQUENCE s4 INCREMENT 1 INCREMENT 2;
CREATE SEQUENCE IF NOT EXISTS s1;
CREATE SEQUENCE s1;
ALTER SEQUENCE s1 RESTART;
SELECT nextval('s1');
ALTER SEQUENCE s1 RESTART WITH 50 INCREMENT 10;
SELECT nextval('s1'), nextval('s1');
ALTER SEQUENCE s1 MAXVALUE 10;
SELECT setval('s1', 0);
BEGIN; SELECT nextval('s1'); ROLLBACK;
SELECT currval('s1'), nextval('s1');
DROP SEQUENCE s1, s2;
DROP SEQUENCE t;
DROP TABLE s3;
DROP SEQUENCE IF EXISTS nosuch;
SELECT lastval();
-- numbers logged ahead: the row shows log_cnt counting down, then a new batch
CREATE SEQUENCE batch START 10 INCREMENT 5;
SELECT count(*), min(n), max(n) FROM (SELECT nextval('batch') AS n FROM generate_series(1, 100)) s;
SELECT * FROM batch;
SELECT nextval('batch');
SELECT * FROM batch;
-- a sequence's row cannot be changed by DML
INSERT INTO batch VALUES (1, 1, true);
UPDATE batch SET log_cnt = 1;
DELETE FROM batch;
TRUNCATE batch;
ALTER SEQUENCE nosuch RESTART;
ALTER SEQUENCE IF EXISTS nosuch RESTART;
ALTER SEQUENCE t RESTART;
ALTER SEQUENCE batch AS integer;
\d batch
ALTER SEQUENCE batch NO MAXVALUE CACHE 10 CYCLE;
\d batch
DROP SEQUENCE batch;
CREATE SEQUENCE big MAXVALUE 99999999999999999999;
CREATE SEQUENCE down INCREMENT -1;
SELECT nextval('down'), nextval('down');
\d down
DROP SEQUENCE down;
CREATE SEQUENCE ro;
SET default_transaction_read_only = on;
BEGIN;
SELECT nextval('ro');
ROLLBACK;
BEGIN;
SELECT setval('ro', 5);
ROLLBACK;
RESET default_transaction_read_only;
DROP SEQUENCE ro;
DROP TABLE t;
CREATE TABLE t1 (id serial PRIMARY KEY, b text);
INSERT INTO t1 (b) VALUES ('a'), ('b');
INSERT INTO t1 VALUES (DEFAULT, 'c') RETURNING *;
SELECT * FROM t1;
SELECT currval('t1_id_seq');
\d t1
\d t1_id_seq
CREATE TABLE t2 (a bigserial, b smallserial, c serial8);
\d t2
INSERT INTO t2 DEFAULT VALUES;
SELECT * FROM t2;
CREATE TABLE t3 (a serial DEFAULT 5);
CREATE TABLE t3 (a serial NULL);
CREATE TABLE t1_id_seq1 (x int);
CREATE TABLE "T4" (id serial);
\d "T4"
SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef ORDER BY adrelid, adnum;
SELECT relname, relkind FROM pg_class WHERE relkind = 'S' ORDER BY relname;
SELECT seqrelid::regclass, seqtypid::regtype, seqstart, seqincrement, seqmax, seqmin, seqcache, seqcycle FROM pg_sequence ORDER BY seqrelid;
DROP TABLE t1;
SELECT relname FROM pg_class WHERE relkind = 'S' ORDER BY relname;
CREATE SEQUENCE os OWNED BY t2.a;
CREATE SEQUENCE os2 OWNED BY t2.nosuch;
CREATE SEQUENCE os3 OWNED BY foo;
DROP TABLE t2;
SELECT relname FROM pg_class WHERE relkind = 'S' ORDER BY relname;
BEGIN;
CREATE TABLE t5 (id serial);
ROLLBACK;
SELECT relname FROM pg_class WHERE relname LIKE 't5%';
DROP TABLE "T4", t1_id_seq1;
SELECT relname FROM pg_class WHERE relkind = 'S' ORDER BY relname;
