-- ALTER DEFAULT PRIVILEGES [FOR ROLE] [IN SCHEMA] GRANT / REVOKE ... ON TABLES / SEQUENCES,
-- the pg_default_acl rows it keeps, the acls of the tables, views and sequences made after it,
-- and psql's \ddp. Roles are cluster-wide: every one made here is dropped at the end.
CREATE ROLE regress_dp_owner LOGIN;
CREATE ROLE regress_dp_reader LOGIN;
CREATE ROLE regress_dp_writer LOGIN;
CREATE SCHEMA dp_s AUTHORIZATION regress_dp_owner;
GRANT CREATE ON SCHEMA public TO regress_dp_owner;

-- global defaults of the current user
ALTER DEFAULT PRIVILEGES GRANT SELECT ON TABLES TO regress_dp_reader;
ALTER DEFAULT PRIVILEGES GRANT USAGE ON SEQUENCES TO regress_dp_reader;
SELECT defaclrole::regrole, defaclnamespace, defaclobjtype, defaclacl
FROM pg_default_acl ORDER BY defaclobjtype;
CREATE TABLE dp_t1 (a int);
CREATE VIEW dp_v1 AS SELECT a FROM dp_t1;
CREATE SEQUENCE dp_seq1;
CREATE TABLE dp_t2 (id serial, b text);
SELECT relname, relacl FROM pg_class
WHERE relname IN ('dp_t1', 'dp_v1', 'dp_seq1', 'dp_t2', 'dp_t2_id_seq') ORDER BY relname;
SET ROLE regress_dp_reader;
SELECT * FROM dp_t1;
SELECT * FROM dp_v1;
INSERT INTO dp_t1 VALUES (1);
RESET ROLE;

-- a role's defaults in one schema add to its global ones
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner IN SCHEMA dp_s
  GRANT INSERT, UPDATE ON TABLES TO regress_dp_writer;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner
  GRANT SELECT ON TABLES TO regress_dp_reader WITH GRANT OPTION;
ALTER DEFAULT PRIVILEGES FOR USER regress_dp_owner IN SCHEMA dp_s
  GRANT SELECT ON SEQUENCES TO PUBLIC;
SELECT defaclrole::regrole, n.nspname, defaclobjtype, defaclacl
FROM pg_default_acl d LEFT JOIN pg_namespace n ON n.oid = d.defaclnamespace
ORDER BY 1, 2, 3;
\ddp
SET ROLE regress_dp_owner;
CREATE TABLE dp_s.t (a int);
CREATE SEQUENCE dp_s.seq;
CREATE TABLE public.dp_owned (a int);
RESET ROLE;
SELECT n.nspname, c.relname, c.relacl FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relname IN ('t', 'seq', 'dp_owned') AND n.nspname IN ('dp_s', 'public') ORDER BY 1, 2;
SET ROLE regress_dp_writer;
INSERT INTO dp_s.t VALUES (1);
RESET ROLE;
GRANT USAGE ON SCHEMA dp_s TO regress_dp_writer;
SET ROLE regress_dp_writer;
INSERT INTO dp_s.t VALUES (1);
SELECT * FROM dp_s.t;
RESET ROLE;
-- objects made before are not touched
SELECT relacl FROM pg_class WHERE relname = 'dp_t1';

-- REVOKE: of a global default, even of the owner's own privileges
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner REVOKE ALL ON TABLES FROM regress_dp_reader;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner REVOKE DELETE, TRUNCATE ON TABLES FROM regress_dp_owner;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner IN SCHEMA dp_s
  REVOKE GRANT OPTION FOR INSERT ON TABLES FROM regress_dp_writer;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner IN SCHEMA dp_s
  REVOKE UPDATE ON TABLES FROM regress_dp_writer;
\ddp
SET ROLE regress_dp_owner;
CREATE TABLE dp_s.t2 (a int);
RESET ROLE;
SELECT relacl FROM pg_class WHERE relname = 't2';
-- DROP ROLE refuses while default privileges name the role
DROP ROLE regress_dp_owner;
DROP ROLE regress_dp_writer;
-- back to the built-in default: the rows go away
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner GRANT DELETE, TRUNCATE ON TABLES TO regress_dp_owner;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner IN SCHEMA dp_s REVOKE ALL ON TABLES FROM regress_dp_writer;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner IN SCHEMA dp_s REVOKE ALL ON SEQUENCES FROM PUBLIC;
ALTER DEFAULT PRIVILEGES REVOKE SELECT ON TABLES FROM regress_dp_reader;
ALTER DEFAULT PRIVILEGES REVOKE USAGE ON SEQUENCES FROM regress_dp_reader;
SELECT count(*) FROM pg_default_acl;
-- a rolled back change leaves nothing
BEGIN;
ALTER DEFAULT PRIVILEGES GRANT SELECT ON TABLES TO regress_dp_reader;
SELECT count(*) FROM pg_default_acl;
ROLLBACK;
SELECT count(*) FROM pg_default_acl;

-- functions, types and schemas: kept and shown (Basalt has no user-defined functions or types
-- to apply them to); a new schema gets its owner's
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner IN SCHEMA dp_s GRANT EXECUTE ON ROUTINES TO regress_dp_reader;
ALTER DEFAULT PRIVILEGES GRANT USAGE ON TYPES TO regress_dp_reader WITH GRANT OPTION;
ALTER DEFAULT PRIVILEGES GRANT ALL ON SCHEMAS TO regress_dp_reader;
\ddp
CREATE SCHEMA dp_s2;
SELECT nspacl FROM pg_namespace WHERE nspname = 'dp_s2';
DROP SCHEMA dp_s2;
DROP ROLE regress_dp_reader;
ALTER DEFAULT PRIVILEGES IN SCHEMA dp_s GRANT USAGE ON SCHEMAS TO regress_dp_reader;
ALTER DEFAULT PRIVILEGES GRANT SELECT ON SCHEMAS TO regress_dp_reader;
ALTER DEFAULT PRIVILEGES GRANT USAGE ON FUNCTIONS TO regress_dp_reader;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner GRANT EXECUTE ON FUNCTIONS TO PUBLIC;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner IN SCHEMA dp_s REVOKE EXECUTE ON ROUTINES FROM regress_dp_reader;
ALTER DEFAULT PRIVILEGES REVOKE USAGE ON TYPES FROM regress_dp_reader;
ALTER DEFAULT PRIVILEGES REVOKE ALL ON SCHEMAS FROM regress_dp_reader;
SELECT count(*) FROM pg_default_acl;

-- errors
ALTER DEFAULT PRIVILEGES GRANT USAGE ON TABLES TO regress_dp_reader;
ALTER DEFAULT PRIVILEGES GRANT INSERT ON SEQUENCES TO regress_dp_reader;
ALTER DEFAULT PRIVILEGES IN SCHEMA nosuch GRANT SELECT ON TABLES TO regress_dp_reader;
ALTER DEFAULT PRIVILEGES GRANT SELECT ON TABLES TO regress_dp_nosuch;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_nosuch GRANT SELECT ON TABLES TO regress_dp_reader;
ALTER DEFAULT PRIVILEGES GRANT SELECT ON TABLES TO PUBLIC WITH GRANT OPTION;
ALTER DEFAULT PRIVILEGES IN SCHEMA dp_s IN SCHEMA public GRANT SELECT ON TABLES TO regress_dp_reader;
SET ROLE regress_dp_reader;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner GRANT SELECT ON TABLES TO regress_dp_reader;
-- a role may set its own, in a schema where it may not create
ALTER DEFAULT PRIVILEGES IN SCHEMA dp_s GRANT SELECT ON TABLES TO regress_dp_writer;
\ddp
ALTER DEFAULT PRIVILEGES IN SCHEMA dp_s REVOKE SELECT ON TABLES FROM regress_dp_writer;
RESET ROLE;

-- DROP SCHEMA takes its defaults along
ALTER DEFAULT PRIVILEGES FOR ROLE regress_dp_owner IN SCHEMA dp_s GRANT SELECT ON TABLES TO regress_dp_reader;
SELECT count(*) FROM pg_default_acl;
DROP SCHEMA dp_s CASCADE;
SELECT count(*) FROM pg_default_acl;

DROP TABLE dp_t1, dp_t2, public.dp_owned CASCADE;
DROP SEQUENCE dp_seq1;
REVOKE CREATE ON SCHEMA public FROM regress_dp_owner;
DROP ROLE regress_dp_owner;
DROP ROLE regress_dp_reader;
DROP ROLE regress_dp_writer;
