-- Views record what they rely on: the primary key whose columns their GROUP BY lets them
-- select ungrouped (PG's constraintDeps in pg_depend), and the columns they read (DROP COLUMN).
CREATE TABLE t1 (i0 integer PRIMARY KEY, s0 text);
INSERT INTO t1 VALUES (1, 'a'), (2, 'b');
CREATE VIEW v1 AS SELECT i0, s0 FROM t1 GROUP BY i0;
SELECT * FROM v1 ORDER BY 1;
SELECT d.deptype, d.refclassid::regclass, c.conname FROM pg_depend d JOIN pg_rewrite r ON r.oid = d.objid JOIN pg_constraint c ON c.oid = d.refobjid WHERE r.ev_class = 'v1'::regclass;
ALTER TABLE t1 DROP CONSTRAINT t1_pkey;
ALTER TABLE t1 DROP CONSTRAINT t1_pkey RESTRICT;
ALTER TABLE t1 DROP CONSTRAINT IF EXISTS t1_pkey;
SELECT * FROM v1 ORDER BY 1;
-- a view on the view
CREATE VIEW v2 AS SELECT s0 FROM v1;
ALTER TABLE t1 DROP CONSTRAINT t1_pkey;
ALTER TABLE t1 DROP CONSTRAINT t1_pkey CASCADE;
SELECT * FROM v1;
SELECT * FROM v2;
SELECT count(*) FROM pg_constraint WHERE conrelid = 't1'::regclass;
-- a view grouped by a plain column records no constraint
ALTER TABLE t1 ADD PRIMARY KEY (i0);
CREATE VIEW v3 AS SELECT i0, s0 FROM t1 GROUP BY i0, s0;
CREATE VIEW v4 AS SELECT i0, max(s0) FROM t1 GROUP BY i0;
ALTER TABLE t1 DROP CONSTRAINT t1_pkey;
SELECT * FROM v3 ORDER BY 1;
SELECT * FROM v4 ORDER BY 1;
-- the key used in a sub-select, in a multi-column key, and through a join
ALTER TABLE t1 ADD CONSTRAINT t1_pk PRIMARY KEY (i0);
CREATE TABLE t2 (a integer, b integer, c text, PRIMARY KEY (a, b));
INSERT INTO t2 VALUES (1, 1, 'x');
CREATE VIEW v5 AS SELECT a, b, c FROM t2 GROUP BY a, b;
CREATE VIEW v6 AS SELECT (SELECT s0 FROM (SELECT i0, s0 FROM t1 GROUP BY i0) q WHERE q.i0 = 1) AS s FROM t2;
CREATE VIEW v7 AS SELECT t1.i0, t1.s0, count(t2.c) FROM t1 JOIN t2 ON t2.a = t1.i0 GROUP BY t1.i0;
ALTER TABLE t2 DROP CONSTRAINT t2_pkey;
ALTER TABLE t1 DROP CONSTRAINT t1_pk;
BEGIN;
ALTER TABLE t1 DROP CONSTRAINT t1_pk CASCADE;
SELECT relname FROM pg_class WHERE relname IN ('v5', 'v6', 'v7') ORDER BY 1;
ROLLBACK;
SELECT relname FROM pg_class WHERE relname IN ('v5', 'v6', 'v7') ORDER BY 1;
-- DROP VIEW removes the dependency
DROP VIEW v6, v7;
ALTER TABLE t1 DROP CONSTRAINT t1_pk;
-- CREATE OR REPLACE VIEW without the grouping drops the dependency
CREATE OR REPLACE VIEW v5 AS SELECT a, b, c FROM t2 GROUP BY a, b, c;
ALTER TABLE t2 DROP CONSTRAINT t2_pkey;
-- and with it adds one
ALTER TABLE t2 ADD PRIMARY KEY (a, b);
CREATE OR REPLACE VIEW v5 AS SELECT a, b, c FROM t2 GROUP BY a, b;
ALTER TABLE t2 DROP CONSTRAINT t2_pkey;
-- DROP COLUMN of a key column and ALTER COLUMN TYPE of a grouped column
ALTER TABLE t2 DROP COLUMN b;
ALTER TABLE t2 DROP COLUMN c;
ALTER TABLE t2 ALTER COLUMN a TYPE bigint;
ALTER TABLE t2 DROP COLUMN b CASCADE;
SELECT relname FROM pg_class WHERE relname = 'v5';
DROP TABLE t1, t2 CASCADE;
