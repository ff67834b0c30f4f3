-- GRANT / REVOKE on tables, views, sequences and schemas, SET ROLE and SET SESSION
-- AUTHORIZATION, ownership, and the checks each statement makes.
CREATE ROLE regress_priv_alice LOGIN;
CREATE ROLE regress_priv_bob LOGIN;
CREATE ROLE regress_priv_carol LOGIN;
CREATE SCHEMA priv_s;
GRANT USAGE ON SCHEMA priv_s TO regress_priv_bob;
CREATE TABLE priv_s.t (a int PRIMARY KEY, b text);
INSERT INTO priv_s.t VALUES (1, 'one'), (2, 'two');
CREATE SEQUENCE priv_s.seq;
CREATE VIEW priv_s.v AS SELECT a FROM priv_s.t;

-- who is who
SELECT current_user, session_user;
SET ROLE regress_priv_alice;
SELECT current_user, session_user;
SHOW role;
SHOW is_superuser;
RESET ROLE;
SELECT current_user;
SET SESSION AUTHORIZATION regress_priv_bob;
SELECT current_user, session_user;
SHOW is_superuser;
-- a plain role may not become another one
SET ROLE regress_priv_alice;
SET SESSION AUTHORIZATION regress_priv_alice;
SET ROLE regress_priv_bob;
SELECT current_user;
SET ROLE nosuchrole;
RESET ROLE;
RESET SESSION AUTHORIZATION;
SELECT current_user, session_user;
SET ROLE NONE;

-- default privileges: only the owner (and superusers)
SET ROLE regress_priv_bob;
SELECT * FROM priv_s.t;
INSERT INTO priv_s.t VALUES (3, 'three');
UPDATE priv_s.t SET b = 'x';
DELETE FROM priv_s.t;
TRUNCATE priv_s.t;
SELECT * FROM priv_s.v;
SELECT nextval('priv_s.seq');
SELECT a FROM priv_s.t FOR UPDATE;
COPY priv_s.t TO STDOUT;
LOCK TABLE priv_s.t IN ACCESS SHARE MODE;
RESET ROLE;

-- GRANT, and what it allows
GRANT SELECT ON priv_s.t TO regress_priv_bob;
GRANT INSERT, UPDATE ON TABLE priv_s.t TO regress_priv_bob, regress_priv_carol;
SELECT relname, relacl FROM pg_class WHERE relname = 't' AND relnamespace = 'priv_s'::regnamespace;
SET ROLE regress_priv_bob;
SELECT * FROM priv_s.t ORDER BY a;
INSERT INTO priv_s.t VALUES (3, 'three');
UPDATE priv_s.t SET b = 'THREE' WHERE a = 3;
DELETE FROM priv_s.t WHERE a = 3;
SELECT a FROM priv_s.t WHERE a = 1 FOR UPDATE;
COPY priv_s.t TO STDOUT;
-- the view reads the table as its owner, but bob may not read the view itself
SELECT * FROM priv_s.v;
RESET ROLE;
GRANT SELECT ON priv_s.v TO regress_priv_bob;
SET ROLE regress_priv_bob;
SELECT * FROM priv_s.v ORDER BY a;
RESET ROLE;

-- carol may insert but not read: INSERT works, RETURNING and WHERE need SELECT
GRANT USAGE ON SCHEMA priv_s TO regress_priv_carol;
SET ROLE regress_priv_carol;
INSERT INTO priv_s.t VALUES (4, 'four');
INSERT INTO priv_s.t VALUES (5, 'five') RETURNING a;
UPDATE priv_s.t SET b = 'x';
UPDATE priv_s.t SET b = 'x' WHERE a = 4;
RESET ROLE;

-- sequences
GRANT USAGE ON SEQUENCE priv_s.seq TO regress_priv_bob;
SET ROLE regress_priv_bob;
SELECT nextval('priv_s.seq');
SELECT currval('priv_s.seq');
SELECT setval('priv_s.seq', 10);
RESET ROLE;
GRANT ALL ON SEQUENCE priv_s.seq TO regress_priv_carol;
SELECT relacl FROM pg_class WHERE relname = 'seq';

-- has_table_privilege / has_schema_privilege
SELECT has_table_privilege('regress_priv_bob', 'priv_s.t', 'SELECT'),
       has_table_privilege('regress_priv_bob', 'priv_s.t', 'DELETE'),
       has_table_privilege('regress_priv_carol', 'priv_s.t', 'SELECT'),
       has_table_privilege('regress_priv_carol', 'priv_s.t', 'INSERT, SELECT'),
       has_schema_privilege('regress_priv_alice', 'priv_s', 'USAGE'),
       has_schema_privilege('regress_priv_bob', 'priv_s', 'USAGE, CREATE');

-- grant options
GRANT SELECT ON priv_s.t TO regress_priv_alice WITH GRANT OPTION;
GRANT USAGE ON SCHEMA priv_s TO regress_priv_alice;
SET ROLE regress_priv_alice;
GRANT SELECT ON priv_s.t TO regress_priv_carol;
GRANT SELECT, DELETE ON priv_s.t TO regress_priv_carol;
GRANT DELETE ON priv_s.t TO regress_priv_carol;
REVOKE UPDATE ON priv_s.t FROM regress_priv_bob;
RESET ROLE;
SELECT relacl FROM pg_class WHERE relname = 't' AND relnamespace = 'priv_s'::regnamespace;
-- alice's grant depends on her grant option
REVOKE GRANT OPTION FOR SELECT ON priv_s.t FROM regress_priv_alice;
REVOKE GRANT OPTION FOR SELECT ON priv_s.t FROM regress_priv_alice CASCADE;
SELECT relacl FROM pg_class WHERE relname = 't' AND relnamespace = 'priv_s'::regnamespace;
SET ROLE regress_priv_carol;
SELECT * FROM priv_s.t;
RESET ROLE;

-- PUBLIC
GRANT SELECT ON priv_s.t TO PUBLIC;
SET ROLE regress_priv_carol;
SELECT count(*) FROM priv_s.t;
RESET ROLE;
REVOKE SELECT ON priv_s.t FROM PUBLIC;
REVOKE ALL ON priv_s.t FROM regress_priv_bob;
SELECT relacl FROM pg_class WHERE relname = 't' AND relnamespace = 'priv_s'::regnamespace;
SET ROLE regress_priv_bob;
SELECT * FROM priv_s.t;
RESET ROLE;

-- schemas: USAGE to look inside, CREATE to add to them
SET ROLE regress_priv_carol;
CREATE TABLE priv_s.mine (x int);
RESET ROLE;
REVOKE USAGE ON SCHEMA priv_s FROM regress_priv_carol;
SET ROLE regress_priv_carol;
SELECT * FROM priv_s.t;
RESET ROLE;
GRANT USAGE, CREATE ON SCHEMA priv_s TO regress_priv_carol;
SET ROLE regress_priv_carol;
CREATE TABLE priv_s.mine (x int);
INSERT INTO priv_s.mine VALUES (1);
SELECT * FROM priv_s.mine;
-- carol owns it: she may grant on it, alter and drop it
GRANT SELECT ON priv_s.mine TO regress_priv_bob;
ALTER TABLE priv_s.mine ADD COLUMN y int;
-- but not on what she does not own
ALTER TABLE priv_s.t ADD COLUMN c int;
DROP TABLE priv_s.t;
CREATE INDEX ON priv_s.t (b);
TRUNCATE priv_s.t;
COMMENT ON TABLE priv_s.t IS 'no';
GRANT SELECT ON priv_s.t TO regress_priv_carol;
RESET ROLE;
SELECT relname, pg_get_userbyid(relowner), relacl FROM pg_class
 WHERE relnamespace = 'priv_s'::regnamespace ORDER BY relname;
SELECT nspname, pg_get_userbyid(nspowner), nspacl FROM pg_namespace WHERE nspname = 'priv_s';
-- the public schema of PG 15: USAGE for everyone, CREATE for the database owner
SET ROLE regress_priv_bob;
CREATE TABLE public_t (a int);
RESET ROLE;

-- bad GRANTs
GRANT SELECT ON nosuch TO regress_priv_bob;
GRANT SELECT ON priv_s.t TO nosuchrole;
GRANT USAGE ON priv_s.t TO regress_priv_bob;
GRANT CREATE ON priv_s.t TO regress_priv_bob;
GRANT SELECT ON SCHEMA priv_s TO regress_priv_bob;
GRANT INSERT ON SEQUENCE priv_s.seq TO regress_priv_bob;
GRANT USAGE ON SEQUENCE priv_s.t TO regress_priv_bob;
GRANT SELECT ON priv_s.t TO PUBLIC WITH GRANT OPTION;
GRANT FROB ON priv_s.t TO regress_priv_bob;
GRANT INSERT ON priv_s.seq TO regress_priv_bob;
GRANT SELECT ON SCHEMA nosuch TO regress_priv_bob;
GRANT SELECT ON ALL TABLES IN SCHEMA priv_s TO regress_priv_alice;
SELECT relname, relacl FROM pg_class
 WHERE relnamespace = 'priv_s'::regnamespace AND relkind IN ('r', 'v') ORDER BY relname;
REVOKE ALL ON ALL TABLES IN SCHEMA priv_s FROM regress_priv_alice;

-- ownership
ALTER TABLE priv_s.t OWNER TO regress_priv_alice;
SELECT relname, pg_get_userbyid(relowner), relacl FROM pg_class WHERE relname IN ('t', 't_pkey') ORDER BY 1;
SET ROLE regress_priv_alice;
ALTER TABLE priv_s.t OWNER TO regress_priv_bob;
SELECT count(*) FROM priv_s.t;
RESET ROLE;
ALTER TABLE priv_s.t OWNER TO nosuchrole;
ALTER TABLE priv_s.t OWNER TO CURRENT_USER;
SELECT pg_get_userbyid(relowner) FROM pg_class WHERE relname = 't';

-- a transaction that rolls back undoes its GRANT and its SET ROLE
BEGIN;
GRANT SELECT ON priv_s.t TO regress_priv_bob;
SET ROLE regress_priv_bob;
SELECT count(*) FROM priv_s.t;
ROLLBACK;
SELECT current_user;
SET ROLE regress_priv_bob;
SELECT count(*) FROM priv_s.t;
RESET ROLE;

-- EXPLAIN, prepared statements and cursors check when they run, as the user then
SET ROLE regress_priv_bob;
EXPLAIN (COSTS OFF) SELECT * FROM priv_s.t;
PREPARE p1 AS SELECT count(*) FROM priv_s.t;
EXECUTE p1;
RESET ROLE;
PREPARE p2 AS SELECT count(*) FROM priv_s.t;
SET ROLE regress_priv_bob;
EXECUTE p2;
BEGIN;
DECLARE c1 CURSOR FOR SELECT * FROM priv_s.t;
ROLLBACK;
-- TEMP tables need no CREATE on a schema; foreign keys need REFERENCES
CREATE TEMP TABLE bob_tmp (a int REFERENCES priv_s.t);
CREATE TEMP TABLE bob_tmp (a int);
CREATE TEMP TABLE bob_tmp2 (a int REFERENCES bob_tmp);
RESET ROLE;
CREATE TABLE priv_s.pk (a int PRIMARY KEY);
GRANT SELECT, INSERT ON priv_s.pk TO regress_priv_carol;
SET ROLE regress_priv_carol;
CREATE TABLE priv_s.carol_fk (a int REFERENCES priv_s.pk);
RESET ROLE;
GRANT REFERENCES ON priv_s.pk TO regress_priv_carol;
SET ROLE regress_priv_carol;
CREATE TABLE priv_s.carol_fk (a int REFERENCES priv_s.pk);
INSERT INTO priv_s.pk VALUES (1);
INSERT INTO priv_s.carol_fk VALUES (1);
INSERT INTO priv_s.carol_fk VALUES (2);
DROP TABLE priv_s.carol_fk;
RESET ROLE;
DROP TABLE priv_s.pk;
SET ROLE regress_priv_bob;
INSERT INTO bob_tmp VALUES (1);
SELECT * FROM bob_tmp;
DROP TABLE bob_tmp;
RESET ROLE;

-- a table's owned sequences follow it
CREATE TABLE priv_s.ser (id serial, b int);
ALTER TABLE priv_s.ser OWNER TO regress_priv_alice;
SELECT relname, pg_get_userbyid(relowner) FROM pg_class
 WHERE relname IN ('ser', 'ser_id_seq') ORDER BY 1;
DROP TABLE priv_s.ser;

-- ALTER VIEW / SEQUENCE / SCHEMA ... OWNER TO, as pg_dump writes them
ALTER VIEW priv_s.v OWNER TO regress_priv_alice;
ALTER SEQUENCE priv_s.seq OWNER TO regress_priv_alice;
SELECT relname, pg_get_userbyid(relowner), relacl FROM pg_class WHERE relname IN ('v', 'seq') ORDER BY 1;
CREATE SCHEMA priv_s2;
GRANT USAGE ON SCHEMA priv_s2 TO regress_priv_bob;
ALTER SCHEMA priv_s2 OWNER TO regress_priv_alice;
SELECT nspname, pg_get_userbyid(nspowner), nspacl FROM pg_namespace WHERE nspname = 'priv_s2';
SET ROLE regress_priv_alice;
ALTER SCHEMA priv_s2 OWNER TO regress_priv_bob;
ALTER SCHEMA priv_s2 OWNER TO regress_priv_alice;
ALTER SCHEMA priv_s OWNER TO regress_priv_alice;
ALTER VIEW priv_s.v OWNER TO regress_priv_bob;
RESET ROLE;
ALTER SCHEMA nosuch OWNER TO regress_priv_alice;
ALTER SCHEMA priv_s2 OWNER TO postgres;
DROP SCHEMA priv_s2;
ALTER VIEW priv_s.v OWNER TO postgres;
ALTER SEQUENCE priv_s.seq OWNER TO postgres;

-- a superuser's session is signalled by superusers only (the login counts, not SET ROLE)
SET ROLE regress_priv_bob;
SELECT pg_cancel_backend(pg_backend_pid());
SELECT pg_terminate_backend(pg_backend_pid());
RESET ROLE;

-- psql's view of it all
\dp priv_s.*
\dn+ priv_s

-- a role that owns something or holds privileges cannot be dropped
DROP ROLE regress_priv_carol;
DROP ROLE regress_priv_alice;
SET ROLE regress_priv_bob;
DROP ROLE regress_priv_carol;
RESET ROLE;

DROP SCHEMA priv_s CASCADE;
DROP ROLE regress_priv_alice;
DROP ROLE regress_priv_bob;
DROP ROLE regress_priv_carol;
