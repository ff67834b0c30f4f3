-- GRANT / REVOKE CONNECT, CREATE, TEMPORARY ON DATABASE: pg_database.datacl,
-- has_database_privilege, and CREATE SCHEMA's check of CREATE on the database. The database
-- is named through a psql variable, and the errors naming it are shown by SQLSTATE only: PG's
-- test runs in a database of its own name, Basalt's in its one database, postgres. (Refusing
-- a connection without CONNECT is test/server/database_connect.sh's.)
CREATE ROLE regress_db_alice LOGIN;
CREATE ROLE regress_db_bob LOGIN;
SELECT current_database() AS db \gset

-- the default: PUBLIC may connect and create temporary tables, datacl is NULL
SELECT datacl IS NULL AS default_acl FROM pg_database WHERE datname = current_database();
SELECT has_database_privilege('regress_db_alice', current_database(), 'CONNECT'),
       has_database_privilege('regress_db_alice', current_database(), 'TEMPORARY'),
       has_database_privilege('regress_db_alice', current_database(), 'CREATE');

-- CREATE SCHEMA needs CREATE on the database
SET ROLE regress_db_alice;
\set VERBOSITY sqlstate
CREATE SCHEMA db_alice_s;
\set VERBOSITY default
RESET ROLE;
GRANT CREATE ON DATABASE :"db" TO regress_db_alice;
SELECT array_to_string(datacl, E'\n') AS "Access privileges"
FROM pg_database WHERE datname = current_database();
SET ROLE regress_db_alice;
CREATE SCHEMA db_alice_s;
SELECT nspowner::regrole FROM pg_namespace WHERE nspname = 'db_alice_s';
RESET ROLE;

-- REVOKE from PUBLIC
REVOKE CONNECT, TEMPORARY ON DATABASE :"db" FROM PUBLIC;
GRANT CONNECT ON DATABASE :"db" TO regress_db_bob WITH GRANT OPTION;
SELECT array_to_string(datacl, E'\n') AS "Access privileges"
FROM pg_database WHERE datname = current_database();
SELECT has_database_privilege('regress_db_alice', current_database(), 'CONNECT'),
       has_database_privilege('regress_db_bob', current_database(), 'CONNECT'),
       has_database_privilege('regress_db_bob', current_database(), 'CONNECT WITH GRANT OPTION'),
       has_database_privilege('regress_db_bob', current_database(), 'TEMP');
SET ROLE regress_db_bob;
GRANT CONNECT ON DATABASE :"db" TO regress_db_alice;
SELECT has_database_privilege(current_database(), 'connect');
RESET ROLE;
SELECT array_to_string(datacl, E'\n') AS "Access privileges"
FROM pg_database WHERE datname = current_database();

-- ALTER DATABASE ... OWNER TO: the owner's items move to the new owner
ALTER DATABASE :"db" OWNER TO regress_db_alice;
SELECT datdba::regrole, array_to_string(datacl, E'\n') AS "Access privileges"
FROM pg_database WHERE datname = current_database();
SET ROLE regress_db_bob;
\set VERBOSITY sqlstate
ALTER DATABASE :"db" OWNER TO regress_db_bob;
\set VERBOSITY default
RESET ROLE;
ALTER DATABASE :"db" OWNER TO postgres;
SELECT datdba::regrole, array_to_string(datacl, E'\n') AS "Access privileges"
FROM pg_database WHERE datname = current_database();
ALTER DATABASE regress_db_nosuch OWNER TO postgres;

-- errors
GRANT SELECT ON DATABASE :"db" TO regress_db_alice;
GRANT CONNECT ON DATABASE regress_db_nosuch TO regress_db_alice;
SELECT has_database_privilege('regress_db_nosuch', 'CONNECT');
SELECT has_database_privilege(current_database(), 'USAGE');
SELECT has_database_privilege(0::oid, 'CONNECT');

-- a role holding privileges on the database cannot be dropped; DROP OWNED takes them
DROP SCHEMA db_alice_s;
\set VERBOSITY terse
DROP ROLE regress_db_bob;
\set VERBOSITY default
DROP OWNED BY regress_db_bob, regress_db_alice;
SELECT array_to_string(datacl, E'\n') AS "Access privileges"
FROM pg_database WHERE datname = current_database();
GRANT ALL ON DATABASE :"db" TO PUBLIC;
DROP ROLE regress_db_alice;
DROP ROLE regress_db_bob;
