-- create_drop: CREATE TABLE with every issue-3 type, NOT NULL, IF NOT EXISTS, DROP TABLE [IF EXISTS]
CREATE TABLE t_ints (a smallint, b integer, c int, d bigint, e int2, f int4, g int8);
INSERT INTO t_ints VALUES (1, 2, 3, 4, 5, 6, 7);
SELECT * FROM t_ints;
CREATE TABLE t_floats (a real, b double precision, c float8, d float4);
INSERT INTO t_floats VALUES (1.5, 2.5, 3.5, 4.5);
SELECT * FROM t_floats;
CREATE TABLE t_nums (a numeric, b numeric(10,2), c numeric(5), d decimal(6,3));
INSERT INTO t_nums VALUES (1.25, 2.345, 3.5, 4.0005);
SELECT * FROM t_nums;
CREATE TABLE t_strs (a text, b varchar(5), c character varying(10), d char(3), e character(2));
INSERT INTO t_strs VALUES ('abc', 'de', 'fgh', 'ij', 'k');
SELECT * FROM t_strs;
CREATE TABLE t_bool (a boolean, b bool);
INSERT INTO t_bool VALUES (true, false);
SELECT * FROM t_bool;
CREATE TABLE t_time (c date, d timestamp, e timestamp without time zone);
INSERT INTO t_time VALUES ('2024-02-29', '2024-02-29 13:14:15', '2001-01-01 00:00:00');
SELECT * FROM t_time;
CREATE TABLE t_nn (id integer NOT NULL, name text NOT NULL, note text);
INSERT INTO t_nn VALUES (1, 'one', NULL);
SELECT * FROM t_nn;
-- an empty table shows its header
CREATE TABLE t_empty (x int, y text);
SELECT * FROM t_empty;
-- IF NOT EXISTS on an existing table: a NOTICE, and the table is unchanged
CREATE TABLE IF NOT EXISTS t_nn (other int);
SELECT * FROM t_nn;
CREATE TABLE IF NOT EXISTS t_new (v int);
INSERT INTO t_new VALUES (42);
SELECT v FROM t_new;
-- names are case-folded unless quoted
CREATE TABLE MixedCase (Col1 int, "Col2" int);
INSERT INTO mixedcase VALUES (1, 2);
SELECT col1, "Col2" FROM MIXEDCASE;
CREATE TABLE "Quoted" (a int);
INSERT INTO "Quoted" VALUES (7);
SELECT * FROM "Quoted";
-- duplicate table
CREATE TABLE t_ints (z int);
-- DROP TABLE, then the table is gone
DROP TABLE t_empty;
SELECT * FROM t_empty;
DROP TABLE t_empty;
DROP TABLE IF EXISTS t_empty;
DROP TABLE IF EXISTS t_new;
SELECT * FROM t_new;
-- several tables in one DROP
DROP TABLE t_floats, t_nums;
SELECT * FROM t_floats;
DROP TABLE IF EXISTS t_strs, t_gone;
SELECT * FROM t_strs;
-- drop and re-create: the new table starts empty
DROP TABLE t_nn;
CREATE TABLE t_nn (id integer);
SELECT * FROM t_nn;
-- unknown types
CREATE TABLE t_bad (a foo);
CREATE TABLE t_bad (a int, b varchar(10), c intt);
CREATE TABLE t_bad (a int, a text);
SELECT * FROM t_bad;
DROP TABLE IF EXISTS t_time;
DROP TABLE t_ints, t_bool, mixedcase, "Quoted", t_nn;
SELECT * FROM t_ints;
