-- Partitioned indexes (PG 11+): an index on a partitioned table is a partitioned index
-- (relkind 'I', no storage) with one index on each partition, linked by pg_inherits;
-- PRIMARY KEY / UNIQUE on partitioned tables must cover the partition key.
CREATE TABLE pi (a int, b int, c text) PARTITION BY RANGE (a);
CREATE TABLE pi1 PARTITION OF pi FOR VALUES FROM (0) TO (10);
CREATE TABLE pi2 PARTITION OF pi FOR VALUES FROM (10) TO (20) PARTITION BY LIST (b);
CREATE TABLE pi2a PARTITION OF pi2 FOR VALUES IN (1, 2);
CREATE TABLE pi2b PARTITION OF pi2 FOR VALUES IN (3);
INSERT INTO pi VALUES (1, 1, 'x'), (11, 1, 'y'), (12, 3, 'z');
CREATE INDEX pi_b_idx ON pi (b);
-- an existing matching index of a partition is attached instead of a new one
CREATE INDEX pi1_c ON pi1 (c);
CREATE INDEX ON pi (c);
SELECT c.relname, c.relkind, i.indrelid::regclass, i.indisunique
  FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid
  WHERE c.relname LIKE 'pi%' ORDER BY c.relname;
SELECT inhrelid::regclass, inhparent::regclass FROM pg_inherits
  WHERE inhparent::regclass::text LIKE 'pi%' ORDER BY inhrelid::regclass::text;
-- a future partition gets its indexes, by PARTITION OF or by ATTACH
CREATE TABLE pi3 PARTITION OF pi FOR VALUES FROM (20) TO (30);
CREATE TABLE pi4 (a int, b int, c text);
CREATE INDEX pi4_b ON pi4 (b);
CREATE INDEX pi4_bc ON pi4 (b, c);
ALTER TABLE pi ATTACH PARTITION pi4 FOR VALUES FROM (30) TO (40);
SELECT inhrelid::regclass, inhparent::regclass FROM pg_inherits
  WHERE inhparent IN ('pi_b_idx'::regclass, 'pi_c_idx'::regclass) ORDER BY inhrelid::regclass::text;
\d pi
\d pi1
\d pi2
\d pi_b_idx
\d pi1_b_idx
\d+ pi1_b_idx
\d+ pi2
-- an attached index cannot be dropped alone; the parent's drop takes the children
DROP INDEX pi1_b_idx;
DROP INDEX pi4_bc;
DROP INDEX pi_c_idx;
SELECT relname FROM pg_class WHERE relname LIKE 'pi%c%' ORDER BY 1;
-- ALTER INDEX ... ATTACH PARTITION
CREATE INDEX pi_bc ON ONLY pi (b, c);
CREATE INDEX pi1_bc ON pi1 (b, c);
ALTER INDEX pi_bc ATTACH PARTITION pi1_bc;
ALTER INDEX pi_bc ATTACH PARTITION pi1_b_idx;
ALTER INDEX pi_bc ATTACH PARTITION pi4_bc;
ALTER INDEX pi_b_idx ATTACH PARTITION pi1_bc;
SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = 'pi_bc'::regclass ORDER BY inhrelid::regclass::text;
ALTER INDEX pi_bc ATTACH PARTITION pi1_bc;
ALTER INDEX pi_bc ATTACH PARTITION pi;
ALTER INDEX pi ATTACH PARTITION pi1_bc;
ALTER INDEX pi_bc ATTACH PARTITION nope;
ALTER INDEX pi1_bc ATTACH PARTITION pi1_b_idx;
CREATE TABLE other (a int, b int, c text);
CREATE INDEX other_b ON other (b, c);
ALTER INDEX pi_bc ATTACH PARTITION other_b;
CREATE INDEX pi3_cb ON pi3 (c, b);
ALTER INDEX pi_bc ATTACH PARTITION pi3_cb;
-- as PG's CompareIndexInfo, ASC / DESC is not compared
CREATE INDEX pi3_bc ON pi3 (b DESC, c);
ALTER INDEX pi_bc ATTACH PARTITION pi3_bc;
-- an index made ON ONLY the parent is invalid until every partition has one attached
CREATE TABLE v (a int, b int) PARTITION BY LIST (a);
CREATE TABLE v1 PARTITION OF v FOR VALUES IN (1);
CREATE TABLE v2 PARTITION OF v FOR VALUES IN (2) PARTITION BY LIST (b);
CREATE TABLE v2a PARTITION OF v2 FOR VALUES IN (1);
CREATE INDEX v_b ON ONLY v (b);
CREATE INDEX v1_b ON v1 (b);
CREATE INDEX v2_b ON ONLY v2 (b);
CREATE INDEX v2a_b ON v2a (b);
SELECT indexrelid::regclass, indisvalid FROM pg_index WHERE indexrelid::regclass::text LIKE 'v%'
  ORDER BY indexrelid::regclass::text;
ALTER INDEX v_b ATTACH PARTITION v1_b;
ALTER INDEX v_b ATTACH PARTITION v2_b;
SELECT indexrelid::regclass, indisvalid FROM pg_index WHERE indexrelid::regclass::text LIKE 'v%'
  ORDER BY indexrelid::regclass::text;
ALTER INDEX v2_b ATTACH PARTITION v2a_b;
SELECT indexrelid::regclass, indisvalid FROM pg_index WHERE indexrelid::regclass::text LIKE 'v%'
  ORDER BY indexrelid::regclass::text;
\d v
\d+ v_b
COMMENT ON INDEX v_b IS 'partitioned';
SELECT obj_description('v_b'::regclass, 'pg_class');
-- a transaction's partitioned index goes with its rollback
BEGIN;
CREATE INDEX v_a ON v (a);
SELECT count(*) FROM pg_class WHERE relname LIKE 'v%\_a';
ROLLBACK;
SELECT count(*) FROM pg_class WHERE relname LIKE 'v%\_a';
SELECT relname, relispartition FROM pg_class WHERE relname LIKE 'v%' AND relname NOT LIKE 'view%'
  ORDER BY relname;
DROP TABLE v, other;
-- DETACH keeps the partition's indexes, without their links
ALTER TABLE pi DETACH PARTITION pi4;
SELECT count(*) FROM pg_inherits WHERE inhrelid = 'pi4_b'::regclass;
\d pi4
-- unique indexes must include every partition key column
CREATE UNIQUE INDEX ON pi (b);
CREATE UNIQUE INDEX pi_ab_key ON pi (a, b);
CREATE UNIQUE INDEX ON pi (a);
CREATE UNIQUE INDEX ON pi ((a + 1), b);
CREATE UNIQUE INDEX ON pi (b) INCLUDE (a);
CREATE UNIQUE INDEX ON ONLY pi (b);
-- a partition must keep its parent's NOT NULL columns
CREATE TABLE nn (a int NOT NULL, b int) PARTITION BY LIST (a);
CREATE TABLE nn1 (a int, b int);
ALTER TABLE nn ATTACH PARTITION nn1 FOR VALUES IN (1);
DROP TABLE nn, nn1;
INSERT INTO pi VALUES (1, 2, 'dup');
INSERT INTO pi VALUES (2, 1, 'ok');
-- PRIMARY KEY / UNIQUE constraints in CREATE TABLE ... PARTITION BY and ALTER TABLE
CREATE TABLE pk (id int PRIMARY KEY, k int) PARTITION BY RANGE (k);
CREATE TABLE pk (id int, k int, PRIMARY KEY (id, k), UNIQUE (k)) PARTITION BY RANGE (k);
CREATE TABLE pk1 PARTITION OF pk FOR VALUES FROM (0) TO (100);
CREATE TABLE pk2 (id int NOT NULL, k int NOT NULL);
ALTER TABLE pk ATTACH PARTITION pk2 FOR VALUES FROM (100) TO (200);
INSERT INTO pk VALUES (1, 1), (1, 101);
INSERT INTO pk VALUES (2, 1);
INSERT INTO pk VALUES (1, 1);
\d pk
\d pk1
\d pk2
DROP INDEX pk1_pkey;
DROP INDEX pk_pkey;
CREATE TABLE ak (id int, k int) PARTITION BY LIST (k);
CREATE TABLE ak1 PARTITION OF ak FOR VALUES IN (1);
ALTER TABLE ak ADD PRIMARY KEY (id);
ALTER TABLE ak ADD PRIMARY KEY (id, k);
\d ak1
INSERT INTO ak VALUES (1, 1);
INSERT INTO ak VALUES (1, 1);
-- a partition's key is its parent's: it is dropped (and renamed) there
ALTER TABLE pk1 DROP CONSTRAINT pk1_pkey;
ALTER INDEX pk_pkey RENAME TO pk_pk;
ALTER INDEX pk1_pkey RENAME TO pk1_pk;
\d pk
ALTER TABLE pk DROP CONSTRAINT pk_pk;
\d pk1
CREATE TABLE fp (a int, b int) PARTITION BY LIST (a);
CREATE TABLE fp1 PARTITION OF fp FOR VALUES IN (1);
CREATE INDEX fp_b ON fp (b);
ALTER TABLE fp DETACH PARTITION fp1;
ALTER TABLE fp ATTACH PARTITION fp1 FOR VALUES IN (1);
SELECT inhrelid::regclass, inhparent::regclass FROM pg_inherits WHERE inhparent = 'fp_b'::regclass;
DROP TABLE fp1;
\d fp
DROP TABLE fp;
CREATE TABLE ck (a int CHECK (a > 0), b int) PARTITION BY LIST (a);
ALTER TABLE ck DROP CONSTRAINT ck_a_check;
INSERT INTO ck VALUES (-1, 1);
ALTER TABLE ck ADD CONSTRAINT u UNIQUE (a);
ALTER TABLE ck DROP CONSTRAINT u;
ALTER TABLE ck DROP CONSTRAINT nope;
DROP TABLE ck;
DROP TABLE pi, pi4, pk, ak;
SELECT count(*) FROM pg_inherits;
-- partitioned indexes go with their tables' owner and schema; partitions with their parent
CREATE SCHEMA s;
CREATE TABLE s.p (a int, b int, PRIMARY KEY (a)) PARTITION BY RANGE (a);
CREATE TABLE s.p1 PARTITION OF s.p FOR VALUES FROM (0) TO (10);
CREATE INDEX ON s.p (b);
CREATE ROLE r1;
ALTER TABLE s.p OWNER TO r1;
SELECT relname, relowner::regrole FROM pg_class WHERE relnamespace = 's'::regnamespace ORDER BY 1;
GRANT SELECT ON s.p TO r1;
DROP SCHEMA s CASCADE;
DROP ROLE r1;
CREATE SCHEMA s2;
CREATE SCHEMA s3;
CREATE TABLE s2.p (a int) PARTITION BY LIST (a);
CREATE TABLE s3.p1 PARTITION OF s2.p FOR VALUES IN (1);
CREATE TABLE s2.p2 PARTITION OF s2.p FOR VALUES IN (2);
CREATE INDEX ON s2.p (a);
DROP SCHEMA s3 CASCADE;
\d s2.p
DROP SCHEMA s2 CASCADE;
-- foreign partitions have no indexes: a unique one cannot be promised (PG's errors), and
-- DROP TABLE of the parent drops them whole (their pg_foreign_table rows too)
CREATE EXTENSION file_fdw;
CREATE SERVER fs FOREIGN DATA WRAPPER file_fdw;
CREATE TABLE fp (a int, b int) PARTITION BY LIST (a);
CREATE TABLE fp1 PARTITION OF fp FOR VALUES IN (1);
CREATE FOREIGN TABLE fp2 PARTITION OF fp FOR VALUES IN (2) SERVER fs OPTIONS (filename '/dev/null');
CREATE INDEX ON fp (b);
CREATE UNIQUE INDEX ON fp (a);
\d fp
DROP TABLE fp;
DROP SERVER fs;
CREATE SERVER fs FOREIGN DATA WRAPPER file_fdw;
CREATE TABLE fu (a int, b int, UNIQUE (a)) PARTITION BY LIST (a);
CREATE FOREIGN TABLE fu2 PARTITION OF fu FOR VALUES IN (2) SERVER fs OPTIONS (filename '/dev/null');
CREATE FOREIGN TABLE fu3 (a int, b int) SERVER fs OPTIONS (filename '/dev/null');
ALTER TABLE fu ATTACH PARTITION fu3 FOR VALUES IN (3);
DROP FOREIGN TABLE fu3;
DROP TABLE fu;
DROP SERVER fs;
-- psql's descriptions of partitioned keys and expression / partial partitioned indexes
CREATE TABLE pk (id int, k int, v text, PRIMARY KEY (id, k), UNIQUE (k, id)) PARTITION BY RANGE (k);
CREATE TABLE pk1 PARTITION OF pk FOR VALUES FROM (0) TO (100);
CREATE INDEX pk_v ON pk (lower(v)) WHERE v > 'a';
\d pk_pkey
\d+ pk1_pkey
\d pk_k_id_key
\d+ pk_v
\d+ pk
\d+ pk1
DROP TABLE pk;
-- DROP INDEX of an attached index with its parent in one statement; the names first
CREATE TABLE di (a int) PARTITION BY LIST (a);
CREATE TABLE di1 PARTITION OF di FOR VALUES IN (1);
CREATE INDEX di_a ON di (a);
DROP INDEX di1_a_idx, di_a;
SELECT count(*) FROM pg_class WHERE relname LIKE 'di%';
CREATE INDEX di_a ON di (a);
DROP INDEX di_a, di1_a_idx;
CREATE INDEX di_a ON di (a);
DROP INDEX IF EXISTS di1_a_idx, nope;
DROP INDEX di_a, di_a;
CREATE INDEX ON ONLY di1 (a);
CREATE VIEW dv AS SELECT 1 AS a;
CREATE INDEX ON ONLY dv (a);
DROP VIEW dv;
DROP TABLE di;
-- RENAME COLUMN of a partitioned table renames it in every partition (and in their indexes);
-- a partition's own columns are its parent's
CREATE TABLE rn (a int, b text) PARTITION BY LIST (a);
CREATE TABLE rn1 PARTITION OF rn FOR VALUES IN (1);
CREATE TABLE rn2 PARTITION OF rn FOR VALUES IN (2) PARTITION BY LIST (b);
CREATE TABLE rn2x PARTITION OF rn2 FOR VALUES IN ('x');
CREATE INDEX rn_lb ON rn (lower(b)) WHERE b > 'a';
INSERT INTO rn VALUES (1, 'x'), (2, 'x');
ALTER TABLE rn RENAME COLUMN b TO c;
ALTER TABLE rn1 RENAME COLUMN c TO d;
ALTER TABLE rn2x RENAME COLUMN a TO z;
\d rn
\d rn1
\d rn2x
SELECT * FROM rn ORDER BY a;
CREATE TABLE rn3 PARTITION OF rn FOR VALUES IN (3);
\d rn3
SELECT pg_get_partkeydef('rn2'::regclass), pg_get_partition_constraintdef('rn2x'::regclass);
DROP TABLE rn;
-- pg_get_indexdef of a partitioned index says ON ONLY; pg_class rows and sizes
CREATE TABLE gi (a int, b int) PARTITION BY LIST (a);
CREATE TABLE gi1 PARTITION OF gi FOR VALUES IN (1);
CREATE INDEX gi_b ON gi (b);
CREATE UNIQUE INDEX gi_ab ON gi (a, b);
SELECT pg_get_indexdef('gi_b'::regclass), pg_get_indexdef('gi_ab'::regclass), pg_get_indexdef('gi1_b_idx'::regclass);
SELECT indexname, indexdef FROM pg_indexes WHERE tablename LIKE 'gi%' ORDER BY 1;
SELECT relname, relam, relpages, reltuples, relhasindex FROM pg_class WHERE relname LIKE 'gi%' AND relname NOT LIKE 'gin%' ORDER BY 1;
SELECT pg_relation_size('gi_b'), pg_indexes_size('gi'), pg_total_relation_size('gi');
DROP TABLE gi;
-- ALTER TABLE ONLY ... ADD PRIMARY KEY / UNIQUE: the parent's key alone, invalid; a constraint's
-- index takes only a constraint's index
CREATE TABLE ac (a int, b int) PARTITION BY LIST (a);
CREATE TABLE ac1 (a int NOT NULL, b int);
CREATE UNIQUE INDEX ac1_a ON ac1 (a);
ALTER TABLE ac ATTACH PARTITION ac1 FOR VALUES IN (1);
ALTER TABLE ONLY ac ADD PRIMARY KEY (a);
ALTER INDEX ac_pkey ATTACH PARTITION ac1_a;
\d ac1
DROP TABLE ac;
CREATE TABLE ac (a int, b int) PARTITION BY LIST (a);
CREATE TABLE ac1 PARTITION OF ac FOR VALUES IN (1);
ALTER TABLE ONLY ac ADD PRIMARY KEY (a);
\d ac1
ALTER TABLE ONLY ac ADD UNIQUE (a);
\d ac
DROP TABLE ac;
