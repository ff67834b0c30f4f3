-- ddl_more: DROP of several tables is all-or-nothing, name folding collisions, schema-qualified names, wide rows, long values
CREATE TABLE keep_me (a int);
INSERT INTO keep_me VALUES (1);
DROP TABLE keep_me, no_such_table;
SELECT * FROM keep_me;
DROP TABLE no_such_table, keep_me;
SELECT * FROM keep_me;
DROP TABLE IF EXISTS no_such_table, keep_me;
SELECT * FROM keep_me;
-- names fold to lower case, so these collide
CREATE TABLE Folded (a int);
CREATE TABLE FOLDED (b int);
CREATE TABLE "folded" (c int);
CREATE TABLE "Folded" (d int);
INSERT INTO "Folded" VALUES (4);
INSERT INTO folded VALUES (1);
SELECT * FROM folded;
SELECT * FROM "Folded";
DROP TABLE "Folded";
SELECT * FROM FoLdEd;
-- schema-qualified names in the default schema
CREATE TABLE public.qualified (a int, b text);
INSERT INTO public.qualified VALUES (1, 'one');
INSERT INTO qualified VALUES (2, 'two');
SELECT * FROM public.qualified ORDER BY a;
SELECT qualified.a, public.qualified.b FROM public.qualified ORDER BY 1;
UPDATE public.qualified SET b = 'uno' WHERE a = 1;
DELETE FROM public.qualified WHERE a = 2;
SELECT * FROM qualified;
SELECT * FROM nosuch_schema.qualified;
CREATE TABLE nosuch_schema.t (a int);
DROP TABLE public.qualified;
SELECT * FROM public.qualified;
-- a table re-created with the same name has the new columns
CREATE TABLE morph (a int, b text);
INSERT INTO morph VALUES (1, 'x');
DROP TABLE morph;
CREATE TABLE morph (b numeric(4,1), c boolean, a text);
INSERT INTO morph VALUES (2.25, true, 'now text');
SELECT * FROM morph;
SELECT a FROM morph WHERE a LIKE 'now%';
-- wide rows
CREATE TABLE wide (c01 int, c02 int, c03 int, c04 int, c05 int, c06 int, c07 int, c08 int, c09 int, c10 int, c11 int, c12 int, c13 int, c14 int, c15 int, c16 int, c17 int, c18 int, c19 int, c20 int, c21 int, c22 int, c23 int, c24 int, c25 int, c26 int, c27 int, c28 int, c29 int, c30 int);
INSERT INTO wide VALUES (7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105, 112, 119, 126, 133, 140, 147, 154, 161, 168, 175, 182, 189, 196, 203, 210);
INSERT INTO wide (c30, c01) VALUES (-1, -30);
SELECT * FROM wide ORDER BY c01;
SELECT c01 + c30 AS ends, c15 * 2 AS mid FROM wide ORDER BY c01;
-- a 1000-character value
CREATE TABLE longval (id int, t text, v varchar(1000));
INSERT INTO longval VALUES (1, 'abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghij', 'abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghij');
INSERT INTO longval VALUES (2, 'abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijx', 'abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijx');
SELECT id, t = v AS same, t LIKE '%jabc%' AS has_seam, t || '' = t AS concat_same FROM longval ORDER BY id;
SELECT id, t < 'b' AS lt, t > 'abcdefghij' AS gt FROM longval ORDER BY id;
UPDATE longval SET t = t || t WHERE id = 1;
SELECT id, t LIKE '%jabcdefghij' AS ends_ok FROM longval ORDER BY id;
DROP TABLE folded, morph, wide, longval;
-- storage parameters: checked as PG checks them (Basalt takes only the values it honours)
create table sp1 (a int) with (fillfactor = 100);
create table sp2 (a int) with (fillfactor=100, autovacuum_enabled = true);
create table sp3 (a int) with (fillfactor = 5);
create table sp4 (a int) with (fillfactor = 'x');
create table sp5 (a int) with (nosuchparam = 1);
drop table sp1, sp2;
