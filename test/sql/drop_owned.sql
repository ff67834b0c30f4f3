-- REASSIGN OWNED and DROP OWNED: ownership moved with the privileges, owned objects dropped
-- (RESTRICT / CASCADE), privileges granted to the role revoked (table, column, schema,
-- server), its default privileges removed, so that DROP ROLE then succeeds; permission
-- checks, missing roles, CURRENT_USER, ROLLBACK and read-only transactions.
CREATE ROLE regress_do_a;
CREATE ROLE regress_do_b;
CREATE ROLE regress_do_c;
CREATE SCHEMA do_s AUTHORIZATION regress_do_a;
GRANT CREATE ON SCHEMA public TO regress_do_a, regress_do_b;
SET ROLE regress_do_a;
CREATE TABLE do_t (id serial, v text);
CREATE TABLE do_s.u (x int);
CREATE VIEW do_v AS SELECT id FROM do_t;
CREATE SEQUENCE do_seq;
GRANT SELECT, UPDATE ON do_t TO regress_do_c WITH GRANT OPTION;
GRANT SELECT (v) ON do_t TO regress_do_b;
RESET ROLE;
CREATE TABLE do_other (k int, w int);
GRANT SELECT ON do_other TO regress_do_a;
GRANT INSERT (w) ON do_other TO regress_do_a;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_do_a GRANT SELECT ON TABLES TO regress_do_c;
ALTER DEFAULT PRIVILEGES GRANT SELECT ON TABLES TO regress_do_a;
SELECT c.relname, c.relowner::regrole FROM pg_class c
WHERE c.relname LIKE 'do\_%' ORDER BY 1;
\dp do_t
-- DROP ROLE refuses while it owns things
DROP ROLE regress_do_a;

-- errors: a missing role, PUBLIC, and a user without the privileges of the roles
REASSIGN OWNED BY regress_do_nobody TO regress_do_b;
REASSIGN OWNED BY regress_do_a TO regress_do_nobody;
REASSIGN OWNED BY public TO regress_do_b;
DROP OWNED BY regress_do_nobody;
SET ROLE regress_do_b;
REASSIGN OWNED BY regress_do_a TO regress_do_b;
REASSIGN OWNED BY regress_do_b TO regress_do_a;
DROP OWNED BY regress_do_a;
RESET ROLE;
-- refused in a read-only transaction
BEGIN READ ONLY;
REASSIGN OWNED BY regress_do_a TO regress_do_b;
ROLLBACK;
BEGIN READ ONLY;
DROP OWNED BY regress_do_a;
ROLLBACK;

-- REASSIGN OWNED rolls back
BEGIN;
REASSIGN OWNED BY regress_do_a TO regress_do_b;
SELECT c.relname, c.relowner::regrole FROM pg_class c
WHERE c.relname LIKE 'do\_%' ORDER BY 1;
ROLLBACK;
SELECT c.relname, c.relowner::regrole FROM pg_class c
WHERE c.relname LIKE 'do\_%' ORDER BY 1;

-- REASSIGN OWNED: tables, views, sequences, schemas and their acls move to the new owner
REASSIGN OWNED BY regress_do_a TO regress_do_b;
SELECT c.relname, c.relowner::regrole FROM pg_class c
WHERE c.relname LIKE 'do\_%' ORDER BY 1;
SELECT nspname, nspowner::regrole FROM pg_namespace WHERE nspname = 'do_s';
\dp do_t
-- what was granted to regress_do_a stays until DROP OWNED
\dp do_other
DROP ROLE regress_do_a;
-- a role's own objects to itself: nothing changes
REASSIGN OWNED BY regress_do_b TO regress_do_b;
-- and back, with the schema (a superuser may: OWNER TO needs the database's CREATE)
REASSIGN OWNED BY regress_do_b TO regress_do_a;
SELECT c.relname, c.relowner::regrole FROM pg_class c
WHERE c.relname LIKE 'do\_%' ORDER BY 1;
SELECT nspname, nspowner::regrole FROM pg_namespace WHERE nspname = 'do_s';
-- CURRENT_USER / SESSION_USER spellings: the bootstrap superuser's objects are the system's
REASSIGN OWNED BY CURRENT_USER TO regress_do_b;
DROP OWNED BY SESSION_USER;
-- DROP OWNED RESTRICT refuses while another role's view depends on an owned table
CREATE VIEW do_dep AS SELECT id FROM do_t;
DROP OWNED BY regress_do_a RESTRICT;
BEGIN;
DROP OWNED BY regress_do_a CASCADE;
SELECT c.relname, c.relowner::regrole FROM pg_class c
WHERE c.relname LIKE 'do\_%' ORDER BY 1;
ROLLBACK;
SELECT c.relname, c.relowner::regrole FROM pg_class c
WHERE c.relname LIKE 'do\_%' ORDER BY 1;
DROP VIEW do_dep;

-- DROP OWNED: owned objects dropped, privileges revoked, default privileges gone
DROP OWNED BY regress_do_a;
SELECT c.relname, c.relowner::regrole FROM pg_class c
WHERE c.relname LIKE 'do\_%' ORDER BY 1;
SELECT nspname FROM pg_namespace WHERE nspname = 'do_s';
\dp do_other
SELECT defaclrole::regrole, defaclobjtype, defaclacl FROM pg_default_acl ORDER BY 1;
DROP ROLE regress_do_a;

-- the grant options of a revoked role cascade to what it granted
CREATE TABLE do_g (a int);
GRANT SELECT ON do_g TO regress_do_b WITH GRANT OPTION;
SET ROLE regress_do_b;
GRANT SELECT ON do_g TO regress_do_c;
RESET ROLE;
\dp do_g
-- only what the current user's grantor (here the owner) gave goes: regress_do_b's grant stays
DROP OWNED BY regress_do_c;
\dp do_g
-- and what regress_do_b can grant is not its own item
SET ROLE regress_do_b;
DROP OWNED BY regress_do_b;
RESET ROLE;
\dp do_g
DROP OWNED BY regress_do_b, regress_do_c;
\dp do_g
SELECT nspacl FROM pg_namespace WHERE nspname = 'public';
DROP ROLE regress_do_b, regress_do_c;
DROP TABLE do_other, do_g;

-- foreign servers: REASSIGN moves them, DROP OWNED drops them with their foreign tables
-- (CASCADE) and the role's user mappings, and revokes USAGE granted to the role
CREATE ROLE regress_do_f;
CREATE ROLE regress_do_g;
CREATE FOREIGN DATA WRAPPER regress_do_w;
GRANT USAGE ON FOREIGN DATA WRAPPER regress_do_w TO regress_do_f, regress_do_g;
CREATE SERVER regress_do_s1 FOREIGN DATA WRAPPER regress_do_w;
GRANT USAGE ON FOREIGN SERVER regress_do_s1 TO regress_do_g;
SET ROLE regress_do_f;
CREATE SERVER regress_do_s2 FOREIGN DATA WRAPPER regress_do_w;
CREATE USER MAPPING FOR regress_do_f SERVER regress_do_s2;
RESET ROLE;
CREATE USER MAPPING FOR regress_do_g SERVER regress_do_s1;
CREATE FOREIGN TABLE do_ft (a int) SERVER regress_do_s2;
SET ROLE regress_do_g;
CREATE FOREIGN TABLE do_ft_g (a int) SERVER regress_do_s1;
RESET ROLE;
SELECT srvname, srvowner::regrole, srvacl FROM pg_foreign_server ORDER BY 1;
REASSIGN OWNED BY regress_do_f TO regress_do_g;
SELECT srvname, srvowner::regrole, srvacl FROM pg_foreign_server ORDER BY 1;
DROP OWNED BY regress_do_g;
BEGIN;
DROP OWNED BY regress_do_g CASCADE;
SELECT srvname, srvowner::regrole, srvacl FROM pg_foreign_server ORDER BY 1;
SELECT fdwname, fdwacl FROM pg_foreign_data_wrapper WHERE fdwname = 'regress_do_w';
SELECT srvname, usename FROM pg_user_mappings ORDER BY 1, 2;
SELECT relname FROM pg_class WHERE relname LIKE 'do\_ft%';
SELECT count(*) FROM pg_foreign_table;
COMMIT;
DROP ROLE regress_do_g;
DROP OWNED BY regress_do_f;
DROP ROLE regress_do_f;
DROP SERVER regress_do_s1;
DROP FOREIGN DATA WRAPPER regress_do_w;

-- a schema of the role holding another role's table: RESTRICT refuses, CASCADE drops both
CREATE ROLE regress_do_h;
CREATE SCHEMA do_hs AUTHORIZATION regress_do_h;
CREATE TABLE do_hs.t (a int);
DROP OWNED BY regress_do_h RESTRICT;
DROP OWNED BY regress_do_h CASCADE;
SELECT nspname FROM pg_namespace WHERE nspname = 'do_hs';
DROP ROLE regress_do_h;
-- syntax
DROP OWNED BY;
REASSIGN OWNED BY regress_do_nobody TO public;
