-- Column privileges: GRANT / REVOKE SELECT, INSERT, UPDATE, REFERENCES (columns) ON a table,
-- pg_attribute.attacl, the checks of SELECT, INSERT, UPDATE, DELETE, COPY and joins against
-- them, has_column_privilege / has_any_column_privilege, information_schema.column_privileges
-- and psql's \dp. Roles are cluster-wide: every one made here is dropped at the end.
CREATE ROLE regress_cp_alice LOGIN;
CREATE ROLE regress_cp_bob LOGIN;
CREATE ROLE regress_cp_group;
CREATE TABLE cp_t (a int PRIMARY KEY, b text, c int, d text);
INSERT INTO cp_t VALUES (1, 'one', 10, 'x'), (2, 'two', 20, 'y');
CREATE TABLE cp_u (a int, e text);
INSERT INTO cp_u VALUES (1, 'e1'), (3, 'e3');

GRANT SELECT (a, b), UPDATE (c) ON cp_t TO regress_cp_alice;
GRANT INSERT (a, b) ON cp_t TO regress_cp_alice;
GRANT REFERENCES (a) ON cp_t TO regress_cp_bob;
GRANT SELECT (a) ON cp_u TO regress_cp_alice;
SELECT attname, attacl FROM pg_attribute
WHERE attrelid = 'cp_t'::regclass AND attnum > 0 ORDER BY attnum;
SELECT relacl FROM pg_class WHERE oid = 'cp_t'::regclass;

-- reading: only the granted columns
SET ROLE regress_cp_alice;
SELECT a, b FROM cp_t ORDER BY a;
SELECT b FROM cp_t WHERE a = 1;
SELECT * FROM cp_t;
SELECT c FROM cp_t;
SELECT a FROM cp_t WHERE c = 10;
SELECT a FROM cp_t ORDER BY d;
SELECT count(*) FROM cp_t;
SELECT 1 FROM cp_t LIMIT 1;
SELECT tableoid::regclass, a FROM cp_t LIMIT 1;
-- joins: the columns compared and read count, those merely joined over do not
SELECT t.b, u.a FROM cp_t t JOIN cp_u u ON t.a = u.a;
SELECT * FROM cp_t t JOIN cp_u u USING (a);
SELECT a FROM cp_t JOIN cp_u USING (a);
SELECT u.e FROM cp_t t JOIN cp_u u ON t.a = u.a;
SELECT x.b FROM (cp_t t JOIN cp_u u USING (a)) x;
SELECT (SELECT max(b) FROM cp_t WHERE cp_t.a = u.a) FROM cp_u u ORDER BY 1;
SELECT a FROM cp_t WHERE a IN (SELECT c FROM cp_t);

-- writing: INSERT needs the columns it gives values, UPDATE those it sets
INSERT INTO cp_t (a, b) VALUES (3, 'three');
INSERT INTO cp_t (a, b, c) VALUES (4, 'four', 40);
INSERT INTO cp_t VALUES (5, 'five');
INSERT INTO cp_t VALUES (5, 'five', 50);
INSERT INTO cp_t (a) SELECT 6;
INSERT INTO cp_t DEFAULT VALUES;
INSERT INTO cp_t (a, b) VALUES (7, 'seven') RETURNING a, b;
INSERT INTO cp_t (a, b) VALUES (8, 'eight') RETURNING c;
UPDATE cp_t SET c = 11 WHERE a = 1;
UPDATE cp_t SET c = c + 1 WHERE a = 1;
UPDATE cp_t SET b = 'uno' WHERE a = 1;
UPDATE cp_t SET c = 12 WHERE d = 'x';
UPDATE cp_t SET c = 13 RETURNING a, b;
UPDATE cp_t SET c = 14 RETURNING d;
DELETE FROM cp_t WHERE a = 3;
INSERT INTO cp_t (a, b) VALUES (1, 'dup') ON CONFLICT (a) DO UPDATE SET c = 99;
INSERT INTO cp_t (a, b) VALUES (1, 'dup') ON CONFLICT (a) DO UPDATE SET b = 'dup';
SELECT a FROM cp_t WHERE a = 1 FOR UPDATE;
COPY cp_t (a, b) TO STDOUT;
COPY cp_t TO STDOUT;
COPY cp_t (a, b) FROM STDIN;
9	nine
\.
COPY cp_t (a, c) FROM STDIN;
RESET ROLE;
SELECT * FROM cp_t ORDER BY a;

-- the inquiry functions, in their variants
SELECT has_column_privilege('regress_cp_alice', 'cp_t', 'a', 'SELECT') AS name_name_name,
       has_column_privilege('regress_cp_alice', 'cp_t', 'c', 'SELECT') AS c_select,
       has_column_privilege('regress_cp_alice', 'cp_t', 'c', 'UPDATE') AS c_update,
       has_column_privilege('regress_cp_alice', 'cp_t', 'd', 'SELECT, INSERT, UPDATE') AS d_any,
       has_column_privilege('regress_cp_alice', 'cp_t'::regclass, 'b', 'INSERT') AS name_oid,
       has_column_privilege('regress_cp_alice', 'cp_t', 2::int2, 'select') AS name_name_num,
       has_column_privilege('regress_cp_alice', 'cp_t'::regclass, 4::int2, 'SELECT') AS name_oid_num;
SELECT has_column_privilege(r.oid, 'cp_t', 'a', 'SELECT') AS oid_name_name,
       has_column_privilege(r.oid, 'cp_t'::regclass, 'a', 'SELECT') AS oid_oid_name,
       has_column_privilege(r.oid, 'cp_t', 3::int2, 'UPDATE') AS oid_name_num,
       has_column_privilege(r.oid, 'cp_t'::regclass, 3::int2, 'UPDATE WITH GRANT OPTION') AS goption
FROM pg_roles r WHERE rolname = 'regress_cp_alice';
SELECT has_column_privilege('cp_t', 'a', 'SELECT') AS me_name_name,
       has_column_privilege('cp_t', 1::int2, 'SELECT') AS me_name_num,
       has_column_privilege('cp_t'::regclass, 'd', 'UPDATE') AS me_oid_name,
       has_column_privilege('cp_t'::regclass, 4::int2, 'REFERENCES') AS me_oid_num;
SELECT has_column_privilege('regress_cp_bob', 'cp_t', 'a', 'REFERENCES') AS bob_ref_a,
       has_column_privilege('regress_cp_bob', 'cp_t', 'b', 'REFERENCES') AS bob_ref_b,
       has_column_privilege('regress_cp_bob', 'cp_t', 'a', 'SELECT') AS bob_sel_a;
-- a column that does not exist: NULL by number, an error by name
SELECT has_column_privilege('regress_cp_alice', 'cp_t', 99::int2, 'SELECT');
SELECT has_column_privilege('regress_cp_alice', 'cp_t', 'nosuch', 'SELECT');
SELECT has_column_privilege('regress_cp_alice', 'cp_t', 'a', 'DELETE');
SELECT has_column_privilege('regress_cp_alice', 'cp_t', 'ctid', 'SELECT') AS ctid,
       has_column_privilege('regress_cp_alice', 'cp_t', 0::int2, 'SELECT') AS zero,
       has_column_privilege(1::oid, 'a', 'SELECT') AS no_table,
       has_column_privilege(1::oid, 1::int2, 'SELECT') AS no_table_num,
       has_any_column_privilege(1::oid, 'SELECT') AS no_table_any;
SELECT has_column_privilege('cp_nosuch', 'a', 'SELECT');
SELECT has_any_column_privilege('regress_cp_alice', 'cp_t', 'SELECT') AS n_n,
       has_any_column_privilege('regress_cp_alice', 'cp_t', 'DELETE') AS n_n_delete,
       has_any_column_privilege('regress_cp_bob', 'cp_t'::regclass, 'UPDATE') AS n_o,
       has_any_column_privilege('cp_t', 'INSERT') AS me_n,
       has_any_column_privilege('cp_t'::regclass, 'INSERT') AS me_o;
SELECT has_any_column_privilege(r.oid, 'cp_t', 'UPDATE') AS o_n,
       has_any_column_privilege(r.oid, 'cp_t'::regclass, 'REFERENCES') AS o_o
FROM pg_roles r WHERE rolname = 'regress_cp_alice';
SET ROLE regress_cp_alice;
SELECT has_column_privilege('cp_t', 'b', 'SELECT') AS alice_b,
       has_column_privilege('cp_t', 'd', 'SELECT') AS alice_d,
       has_any_column_privilege('cp_t', 'UPDATE') AS alice_any_update;
RESET ROLE;

-- information_schema.column_privileges
SELECT grantor, grantee, table_name, column_name, privilege_type, is_grantable
FROM information_schema.column_privileges
WHERE table_name IN ('cp_t', 'cp_u') AND grantee LIKE 'regress_cp%'
ORDER BY grantee, table_name, column_name, privilege_type;

-- psql's \dp shows them
\dp cp_t

-- ALL (columns), and multiple-column assignments
CREATE TABLE cp_w (x int, y int, z int);
GRANT ALL (x) ON cp_w TO regress_cp_bob;
GRANT ALL PRIVILEGES (y) ON cp_w TO regress_cp_bob;
GRANT UPDATE (z) ON cp_w TO regress_cp_bob;
SELECT attname, attacl FROM pg_attribute WHERE attrelid = 'cp_w'::regclass AND attnum > 0 ORDER BY attnum;
SET ROLE regress_cp_bob;
INSERT INTO cp_w (x, y) VALUES (1, 2);
UPDATE cp_w SET (x, y) = (3, 4) WHERE x = 1;
UPDATE cp_w SET (y, z) = (5, 6) WHERE z IS NULL RETURNING x, y;
UPDATE cp_w SET (y, z) = (5, 6) WHERE y = 4 RETURNING x, y;
UPDATE cp_w SET z = 7 RETURNING z;
RESET ROLE;
SELECT * FROM cp_w;
REVOKE ALL (x, y) ON cp_w FROM regress_cp_bob;
REVOKE ALL ON cp_w FROM regress_cp_bob;
SELECT attname, attacl FROM pg_attribute WHERE attrelid = 'cp_w'::regclass AND attnum > 0 ORDER BY attnum;
DROP TABLE cp_w;
-- a failing row shows the columns the user may read or writes, as PG does
CREATE TABLE cp_n (a int NOT NULL, b int, c int CHECK (c > 0), d int);
GRANT INSERT (a, c) ON cp_n TO regress_cp_bob;
GRANT SELECT (d) ON cp_n TO regress_cp_bob;
SET ROLE regress_cp_bob;
INSERT INTO cp_n (a, c) VALUES (NULL, 1);
INSERT INTO cp_n (a, c) VALUES (1, -1);
RESET ROLE;
GRANT UPDATE (c) ON cp_n TO regress_cp_bob;
INSERT INTO cp_n VALUES (1, 2, 3, 4);
SET ROLE regress_cp_bob;
UPDATE cp_n SET c = -5;
COPY cp_n (a) FROM STDIN;
\N
\.
RESET ROLE;
DROP TABLE cp_n;
-- REFERENCES on the referenced columns is enough for a foreign key
CREATE TABLE cp_pk (k int PRIMARY KEY, u int UNIQUE);
GRANT REFERENCES (k) ON cp_pk TO regress_cp_bob;
GRANT CREATE ON SCHEMA public TO regress_cp_bob;
SET ROLE regress_cp_bob;
CREATE TABLE cp_fk1 (x int REFERENCES cp_pk);
CREATE TABLE cp_fk2 (x int REFERENCES cp_pk (u));
CREATE TABLE cp_fk3 (x int REFERENCES cp_pk (nosuch));
RESET ROLE;
DROP TABLE cp_fk1, cp_pk;
REVOKE CREATE ON SCHEMA public FROM regress_cp_bob;
-- a view's owner needs only the columns its query reads
CREATE VIEW cp_v AS SELECT a, b FROM cp_t;
ALTER VIEW cp_v OWNER TO regress_cp_alice;
GRANT SELECT ON cp_v TO regress_cp_bob;
SET ROLE regress_cp_bob;
SELECT * FROM cp_v ORDER BY a;
RESET ROLE;
CREATE VIEW cp_v2 AS SELECT a, d FROM cp_t;
ALTER VIEW cp_v2 OWNER TO regress_cp_alice;
GRANT SELECT ON cp_v2 TO regress_cp_bob;
SET ROLE regress_cp_bob;
SELECT * FROM cp_v2;
RESET ROLE;
-- and a view's columns have privileges of their own
CREATE VIEW cp_v3 AS SELECT a, b FROM cp_t;
GRANT SELECT (a) ON cp_v3 TO regress_cp_bob;
SET ROLE regress_cp_bob;
SELECT a FROM cp_v3 ORDER BY a LIMIT 1;
SELECT b FROM cp_v3;
SELECT count(*) FROM cp_v3;
RESET ROLE;
\dp cp_v3
DROP VIEW cp_v, cp_v2, cp_v3;

-- errors
GRANT DELETE (a) ON cp_t TO regress_cp_alice;
GRANT ALL (a) ON SEQUENCE cp_t TO regress_cp_alice;
GRANT SELECT (nosuch) ON cp_t TO regress_cp_alice;
GRANT SELECT (a) ON SCHEMA public TO regress_cp_alice;
GRANT SELECT (a) ON cp_t TO regress_cp_nosuch;
-- a role without grant options may not grant column privileges
SET ROLE regress_cp_alice;
GRANT SELECT (a) ON cp_t TO regress_cp_bob;
GRANT SELECT (d) ON cp_t TO regress_cp_bob;
RESET ROLE;

-- WITH GRANT OPTION, and what alice grants with it
GRANT SELECT (d) ON cp_t TO regress_cp_alice WITH GRANT OPTION;
SET ROLE regress_cp_alice;
GRANT SELECT (d) ON cp_t TO regress_cp_bob;
GRANT SELECT (b, d) ON cp_t TO regress_cp_bob;
RESET ROLE;
SELECT attname, attacl FROM pg_attribute
WHERE attrelid = 'cp_t'::regclass AND attname IN ('b', 'd') ORDER BY attnum;
REVOKE SELECT (d) ON cp_t FROM regress_cp_alice;
REVOKE SELECT (d) ON cp_t FROM regress_cp_alice CASCADE;
SELECT attname, attacl FROM pg_attribute
WHERE attrelid = 'cp_t'::regclass AND attname IN ('b', 'd') ORDER BY attnum;

-- table privileges add to the columns': SELECT on the table reads every column
GRANT SELECT ON cp_t TO regress_cp_bob;
SET ROLE regress_cp_bob;
SELECT a, b, c, d FROM cp_t WHERE a = 1;
RESET ROLE;
-- REVOKE of a table privilege takes it from every column too
REVOKE SELECT ON cp_t FROM regress_cp_alice;
SELECT attname, attacl FROM pg_attribute
WHERE attrelid = 'cp_t'::regclass AND attnum > 0 ORDER BY attnum;
SET ROLE regress_cp_alice;
SELECT a FROM cp_t;
UPDATE cp_t SET c = 15 WHERE a = 1;
UPDATE cp_t SET c = 15;
RESET ROLE;
-- a group's column privileges are its members'
GRANT SELECT (c) ON cp_t TO regress_cp_group;
GRANT regress_cp_group TO regress_cp_alice;
SET ROLE regress_cp_alice;
SELECT c FROM cp_t ORDER BY c LIMIT 1;
RESET ROLE;
REVOKE regress_cp_group FROM regress_cp_alice;
-- a new owner grants what the old one had granted
CREATE TABLE cp_o (a int, b int);
GRANT SELECT (a) ON cp_o TO regress_cp_bob;
ALTER TABLE cp_o OWNER TO regress_cp_alice;
SELECT attname, attacl FROM pg_attribute WHERE attrelid = 'cp_o'::regclass AND attnum > 0 ORDER BY attnum;
DROP TABLE cp_o;
-- column privileges survive ALTER TABLE, and go away with their column
ALTER TABLE cp_t RENAME COLUMN c TO c2;
ALTER TABLE cp_t ADD COLUMN f int;
SELECT attname, attacl FROM pg_attribute
WHERE attrelid = 'cp_t'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum;
ALTER TABLE cp_t DROP COLUMN c2;
SELECT has_any_column_privilege('regress_cp_group', 'cp_t', 'SELECT');
-- a transaction that grants and rolls back leaves nothing
BEGIN;
GRANT INSERT (d) ON cp_t TO regress_cp_bob;
SELECT has_column_privilege('regress_cp_bob', 'cp_t', 'd', 'INSERT');
ROLLBACK;
SELECT has_column_privilege('regress_cp_bob', 'cp_t', 'd', 'INSERT');

-- DROP ROLE refuses while a role holds column privileges
DROP ROLE regress_cp_alice;
DROP TABLE cp_t, cp_u;
DROP ROLE regress_cp_alice;
DROP ROLE regress_cp_bob;
DROP ROLE regress_cp_group;
