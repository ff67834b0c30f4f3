-- UPDATE and DELETE on partitioned tables: every partition the WHERE does not exclude is
-- reached, RETURNING, UPDATE of the partition key moving the row to its new partition (PG 11's
-- row movement), and the partition constraint of a partition written directly.
-- (No EXPLAIN here: PG lists one "Update on <partition>" line per partition under the
-- ModifyTable and drops a one-child Append, Basalt's plan shows only the Append.)
CREATE TABLE m (id int, k int, v text) PARTITION BY RANGE (k);
CREATE TABLE m1 PARTITION OF m FOR VALUES FROM (0) TO (10);
CREATE TABLE m2 PARTITION OF m FOR VALUES FROM (10) TO (20);
INSERT INTO m VALUES (1, 1, 'a'), (2, 11, 'b'), (3, 5, 'c'), (4, 19, 'd');
UPDATE m SET v = v || '!' WHERE k = 5 RETURNING *;
UPDATE m SET v = upper(v) WHERE k >= 10;
SELECT * FROM m1 ORDER BY id;
SELECT * FROM m2 ORDER BY id;
-- the key changes: the row moves, counted once
UPDATE m SET k = k + 10 WHERE id IN (1, 3) RETURNING id, k, v;
SELECT * FROM m1 ORDER BY id;
SELECT * FROM m2 ORDER BY id;
UPDATE m SET k = k - 10, v = 'back' WHERE id = 3;
SELECT * FROM m1 ORDER BY id;
-- no partition takes the new row; a partition written directly keeps its constraint
UPDATE m SET k = 30 WHERE id = 1;
UPDATE m SET k = NULL WHERE id = 1;
UPDATE m1 SET k = 15 WHERE id = 3;
UPDATE m1 SET k = 7 WHERE id = 3 RETURNING *;
INSERT INTO m1 VALUES (9, 50, 'z');
INSERT INTO m2 VALUES (9, 15, 'z');
SELECT count(*) FROM m;
DELETE FROM m WHERE k < 10 RETURNING *;
DELETE FROM m WHERE id = 2;
SELECT * FROM m ORDER BY id;
DELETE FROM m2 WHERE v = 'z' RETURNING id;
-- a statement that changes nothing, and one rolled back
UPDATE m SET v = 'never' WHERE false;
BEGIN;
DELETE FROM m;
SELECT count(*) FROM m;
ROLLBACK;
SELECT count(*) FROM m;
-- several levels, NULL and DEFAULT partitions
CREATE TABLE c (name text, region text, pop int) PARTITION BY LIST (region);
CREATE TABLE c_w PARTITION OF c FOR VALUES IN ('west');
CREATE TABLE c_e PARTITION OF c FOR VALUES IN ('east', NULL) PARTITION BY RANGE (pop);
CREATE TABLE c_e_s PARTITION OF c_e FOR VALUES FROM (MINVALUE) TO (100000);
CREATE TABLE c_e_b PARTITION OF c_e FOR VALUES FROM (100000) TO (MAXVALUE);
CREATE TABLE c_d PARTITION OF c DEFAULT;
INSERT INTO c VALUES ('sf', 'west', 800000), ('nyc', 'east', 8000000), ('ithaca', 'east', 30000),
  ('x', NULL, 5), ('oslo', 'north', 700000);
UPDATE c SET pop = pop * 10 WHERE name = 'ithaca' RETURNING *;
SELECT name FROM c_e_b ORDER BY name;
UPDATE c SET region = 'east' WHERE region = 'west' OR region = 'north';
SELECT name FROM c_e_b ORDER BY name;
SELECT count(*) FROM c_w;
SELECT count(*) FROM c_d;
-- a partitioned partition: its rows move among its partitions, never out of it
UPDATE c_e SET region = 'west' WHERE name = 'sf';
UPDATE c_e SET pop = 1 WHERE name = 'sf';
SELECT name FROM c_e_s ORDER BY name;
INSERT INTO c_e VALUES ('paris', 'europe', 2000000);
DELETE FROM c WHERE pop < 10 RETURNING name;
DELETE FROM c_e_b WHERE name = 'nyc';
SELECT * FROM c ORDER BY name;
-- UPDATE ... FROM and DELETE ... USING
CREATE TABLE r (region text, suffix text);
INSERT INTO r VALUES ('east', 'E');
UPDATE c SET name = c.name || r.suffix, region = 'south' FROM r WHERE c.region = r.region;
SELECT * FROM c_d ORDER BY name;
DELETE FROM c USING r WHERE c.name LIKE '%' || r.suffix AND c.pop > 500000;
SELECT * FROM c ORDER BY name;
-- hash partitions
CREATE TABLE h (k int, v text) PARTITION BY HASH (k);
CREATE TABLE h0 PARTITION OF h FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE h1 PARTITION OF h FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO h SELECT g, 'v' FROM generate_series(1, 20) g;
UPDATE h SET k = k + 100 WHERE k <= 10;
SELECT count(*), sum(k), min(k), max(k) FROM h;
SELECT (SELECT count(*) FROM h0) + (SELECT count(*) FROM h1) AS total;
DELETE FROM h WHERE k > 100;
SELECT count(*), sum(k) FROM h;
-- CHECK and NOT NULL of the partitioned table hold for moved rows
CREATE TABLE ck (a int NOT NULL, b int CHECK (b > 0)) PARTITION BY LIST (a);
CREATE TABLE ck1 PARTITION OF ck FOR VALUES IN (1);
CREATE TABLE ck2 PARTITION OF ck FOR VALUES IN (2);
INSERT INTO ck VALUES (1, 1);
UPDATE ck SET a = 2, b = 0;
UPDATE ck SET a = 2, b = 2;
SELECT * FROM ck2;
INSERT INTO ck VALUES (1, -1);
INSERT INTO ck1 VALUES (1, -1);
UPDATE ck2 SET b = -2;
COPY ck FROM stdin;
1	-3
\.
COPY ck1 FROM stdin;
2	3
\.
DROP TABLE m, c, r, h, ck;
-- INSERT ... ON CONFLICT on a partitioned table: the row is routed to its partition and
-- checked against that partition's index attached to the arbiter.
CREATE TABLE up (id int, k int, v text, PRIMARY KEY (id, k)) PARTITION BY LIST (k);
CREATE TABLE up1 PARTITION OF up FOR VALUES IN (1);
CREATE TABLE up2 PARTITION OF up FOR VALUES IN (2, 3) PARTITION BY LIST (k);
CREATE TABLE up2a PARTITION OF up2 FOR VALUES IN (2);
CREATE TABLE up2b PARTITION OF up2 FOR VALUES IN (3);
INSERT INTO up VALUES (1, 1, 'a'), (1, 2, 'b'), (1, 3, 'c');
INSERT INTO up VALUES (1, 1, 'x') ON CONFLICT DO NOTHING;
INSERT INTO up VALUES (1, 2, 'x'), (2, 2, 'new') ON CONFLICT (id, k) DO NOTHING;
INSERT INTO up VALUES (1, 3, 'x') ON CONFLICT (k, id) DO UPDATE SET v = up.v || excluded.v
  RETURNING *;
INSERT INTO up VALUES (1, 1, 'y'), (5, 1, 'z') ON CONFLICT ON CONSTRAINT up_pkey
  DO UPDATE SET v = excluded.v WHERE up.v <> 'a' RETURNING id, k, v;
INSERT INTO up VALUES (2, 2, 'w') ON CONFLICT (id, k) DO UPDATE SET v = 'upd' RETURNING *;
SELECT 1 AS p, * FROM up1 UNION ALL SELECT 2, * FROM up2a
  UNION ALL SELECT 3, * FROM up2b ORDER BY 1, 2;
-- DO UPDATE may not move the row to another partition (PG's 0A000)
INSERT INTO up VALUES (1, 1, 'm') ON CONFLICT (id, k) DO UPDATE SET k = 2;
INSERT INTO up VALUES (1, 2, 'm') ON CONFLICT (id, k) DO UPDATE SET k = 3;
INSERT INTO up VALUES (1, 2, 'm') ON CONFLICT (id, k) DO UPDATE SET k = 9;
-- within a partition it may change the key
INSERT INTO up VALUES (1, 1, 'm') ON CONFLICT (id, k) DO UPDATE SET id = 7 RETURNING *;
INSERT INTO up VALUES (9, 1, 'm'), (9, 1, 'n') ON CONFLICT (id, k) DO UPDATE SET v = 'twice';
INSERT INTO up VALUES (1, 1, 'x') ON CONFLICT (v) DO NOTHING;
INSERT INTO up VALUES (1, 4, 'x') ON CONFLICT DO NOTHING;
EXPLAIN (COSTS OFF) INSERT INTO up VALUES (1, 1, 'x') ON CONFLICT (id, k) DO NOTHING;
-- a partition's own unique index, not attached to the arbiter, is not one
CREATE UNIQUE INDEX up1_v ON up1 (v);
INSERT INTO up VALUES (20, 1, 'm') ON CONFLICT (id, k) DO NOTHING;
INSERT INTO up VALUES (20, 1, 'm') ON CONFLICT DO NOTHING;
INSERT INTO up VALUES (21, 1, 'm') ON CONFLICT (id, k) DO NOTHING;
INSERT INTO up VALUES (21, 1, 'm') ON CONFLICT DO NOTHING;
SELECT * FROM up1 ORDER BY id;
-- an index made ON ONLY the parent is no arbiter while it is invalid
CREATE UNIQUE INDEX up_v_k ON ONLY up (v, k);
INSERT INTO up VALUES (30, 1, 'm') ON CONFLICT (v, k) DO NOTHING;
DROP TABLE up;
-- tableoid of a partitioned table's rows is the leaf partition they are in, in scans, joins,
-- views, sub-selects and the RETURNING of INSERT / UPDATE (also moving rows) / DELETE.
CREATE TABLE tp (a int, b text) PARTITION BY RANGE (a);
CREATE TABLE tp1 PARTITION OF tp FOR VALUES FROM (0) TO (10);
CREATE TABLE tp2 PARTITION OF tp FOR VALUES FROM (10) TO (20) PARTITION BY LIST (b);
CREATE TABLE tp2x PARTITION OF tp2 FOR VALUES IN ('x');
CREATE TABLE tp2y PARTITION OF tp2 FOR VALUES IN ('y');
INSERT INTO tp VALUES (1, 'a'), (11, 'x'), (12, 'y');
SELECT tableoid::regclass, * FROM tp ORDER BY a;
SELECT t.tableoid::regclass, t.a FROM tp t WHERE a > 5 ORDER BY a;
SELECT * FROM tp ORDER BY a;
SELECT tableoid::regclass, count(*) FROM tp GROUP BY 1 ORDER BY 1;
SELECT tableoid::regclass AS part, a FROM tp2 ORDER BY a;
SELECT tp.tableoid::regclass, s.a FROM tp JOIN tp2 s USING (a) ORDER BY 2;
SELECT * FROM tp NATURAL JOIN tp2 ORDER BY a;
SELECT tableoid = 'tp1'::regclass FROM tp WHERE a = 1;
SELECT a FROM tp x(q, r) WHERE q = 1;
SELECT * FROM tp x(q, r, s);
SELECT count(*) FROM tp WHERE tableoid = 'tp2y'::regclass;
SELECT (SELECT tableoid::regclass FROM tp WHERE a = o.a) FROM tp1 o;
CREATE VIEW tv AS SELECT tableoid, a FROM tp;
SELECT tableoid::regclass, a FROM tv ORDER BY a;
SELECT tableoid, a FROM tp WHERE false;
CREATE TABLE tpe (a int) PARTITION BY LIST (a);
SELECT tableoid, a FROM tpe;
UPDATE tp SET b = b WHERE a = 1 RETURNING tableoid::regclass, *;
INSERT INTO tp VALUES (2, 'b') RETURNING tableoid::regclass, *;
DELETE FROM tp WHERE a = 2 RETURNING tableoid::regclass, *;
DROP VIEW tv;
DROP TABLE tp, tpe;
CREATE TABLE tq (a int, b text) PARTITION BY RANGE (a);
CREATE TABLE tq1 PARTITION OF tq FOR VALUES FROM (0) TO (10);
CREATE TABLE tq2 PARTITION OF tq FOR VALUES FROM (10) TO (20);
INSERT INTO tq VALUES (1, 'a'), (11, 'b') RETURNING tableoid::regclass, *;
UPDATE tq SET a = a + 10 WHERE a = 1 RETURNING tableoid::regclass, a;
UPDATE tq SET b = 'c' RETURNING tableoid::regclass, a, b;
INSERT INTO tq VALUES (11, 'z') ON CONFLICT DO NOTHING RETURNING tableoid::regclass;
INSERT INTO tq1 VALUES (3, 'x') RETURNING tableoid::regclass;
DELETE FROM tq RETURNING tableoid::regclass, a;
CREATE TABLE plainr (a int);
INSERT INTO plainr VALUES (1) RETURNING tableoid::regclass, a;
UPDATE plainr SET a = 2 RETURNING tableoid::regclass, a;
DROP TABLE tq, plainr;
-- tableoid in grouping, sub-selects and UPDATE / DELETE conditions
CREATE TABLE tz (a int, b text) PARTITION BY RANGE (a);
CREATE TABLE tz1 PARTITION OF tz FOR VALUES FROM (0) TO (10);
CREATE TABLE tz2 PARTITION OF tz FOR VALUES FROM (10) TO (20);
INSERT INTO tz VALUES (1, 'a'), (2, 'b'), (11, 'c');
SELECT tableoid, count(*) FROM tz;
SELECT a, count(*) FROM tz GROUP BY tableoid;
SELECT tableoid::regclass, count(*) FROM tz GROUP BY tableoid ORDER BY 1;
SELECT * FROM tz, LATERAL (SELECT tz.tableoid::regclass) s ORDER BY a;
SELECT tableoid FROM (SELECT * FROM tz) s;
SELECT a FROM tz ORDER BY tableoid DESC, a;
UPDATE tz SET b = 'q' WHERE tableoid = 'tz1'::regclass RETURNING tableoid::regclass, a, b;
DELETE FROM tz WHERE tableoid = 'tz2'::regclass RETURNING tableoid::regclass, a;
SELECT tableoid::regclass, * FROM tz ORDER BY a;
DROP TABLE tz;
-- ON CONFLICT DO UPDATE: the existing row's tableoid is its partition
CREATE TABLE ut (id int PRIMARY KEY, v text) PARTITION BY RANGE (id);
CREATE TABLE ut1 PARTITION OF ut FOR VALUES FROM (0) TO (10);
CREATE TABLE ut2 PARTITION OF ut FOR VALUES FROM (10) TO (20);
INSERT INTO ut VALUES (1, 'a'), (11, 'b');
INSERT INTO ut VALUES (1, 'x'), (11, 'y') ON CONFLICT (id) DO UPDATE SET v = ut.tableoid::regclass::text
  RETURNING tableoid::regclass, *;
INSERT INTO ut VALUES (1, 'x'), (11, 'y') ON CONFLICT (id) DO UPDATE SET v = 'w'
  WHERE ut.tableoid = 'ut2'::regclass RETURNING tableoid::regclass, *;
SELECT tableoid::regclass, * FROM ut ORDER BY id;
DROP TABLE ut;
