-- psql's foreign-data describe commands (\dew, \des, \deu, \det and their + forms, \d of a
-- foreign table) and what they read: pg_options_to_table, pg_user_mappings, regproc, the
-- tableoid system column, fdwacl / srvacl. Wrappers have no handler, so nothing is read.
CREATE ROLE regress_fdw_role;
CREATE FOREIGN DATA WRAPPER regress_w OPTIONS (debug 'true', "quoted key" 'it''s', "Mixed" 'a b');
CREATE FOREIGN DATA WRAPPER regress_w2;
CREATE SERVER regress_s FOREIGN DATA WRAPPER regress_w OPTIONS (host 'localhost', port '5432');
CREATE SERVER regress_s2 TYPE 'oracle' VERSION '1.0' FOREIGN DATA WRAPPER regress_w2;
CREATE SERVER "regress S3" FOREIGN DATA WRAPPER regress_w OPTIONS (dbname '');
CREATE USER MAPPING FOR CURRENT_USER SERVER regress_s OPTIONS (user 'me', password 'secret');
CREATE USER MAPPING FOR PUBLIC SERVER regress_s;
CREATE USER MAPPING FOR regress_fdw_role SERVER regress_s2 OPTIONS (user 'other');
CREATE USER MAPPING FOR PUBLIC SERVER "regress S3" OPTIONS ("select" 'x=y');
CREATE FOREIGN TABLE regress_ft (
  a int NOT NULL,
  b text OPTIONS (column_name 'bee', "Other" 'q''uote'),
  c numeric DEFAULT 1,
  d varchar(10) COLLATE "C"
) SERVER regress_s OPTIONS (schema_name 'public', table_name 'remote');
CREATE FOREIGN TABLE regress_ft2 (x int) SERVER regress_s2;
CREATE SCHEMA regress_fdw_schema;
CREATE FOREIGN TABLE regress_fdw_schema.regress_ft3 (y text) SERVER "regress S3" OPTIONS (t '1');
COMMENT ON FOREIGN TABLE regress_ft IS 'a foreign table';
COMMENT ON COLUMN regress_ft.c IS 'the c column';
COMMENT ON FOREIGN DATA WRAPPER regress_w IS 'wrapper comment';
COMMENT ON SERVER regress_s2 IS 'server comment';
COMMENT ON SERVER regress_s IS 'dropped below';
COMMENT ON SERVER regress_s IS NULL;
COMMENT ON SERVER "regress S3" IS '';
COMMENT ON SERVER no_such_server IS 'x';
COMMENT ON FOREIGN DATA WRAPPER no_such_wrapper IS 'x';
COMMENT ON SERVER a.b IS 'x';

-- wrappers
\dew
\dew+
\dew regress_w2
\dew+ regress_w
\dew no_such*
-- servers
\des
\des+
\des regress_s*
\des+ "regress S3"
-- user mappings
\deu
\deu+
\deu regress_s
\deu+ regress_s2
-- foreign tables
\det
\det+
\det regress_fdw_schema.*
\det+ *.regress_ft3
\det regress_ft2
-- \d of a foreign table: column options, Server and FDW options
\d regress_ft
\d+ regress_ft
\d regress_ft2
\d+ regress_ft2
\d regress_fdw_schema.regress_ft3

-- changes show up
ALTER FOREIGN DATA WRAPPER regress_w2 OPTIONS (ADD added 'yes');
ALTER SERVER regress_s2 VERSION '2.0' OPTIONS (ADD k 'v');
ALTER USER MAPPING FOR PUBLIC SERVER regress_s OPTIONS (ADD user 'anyone');
ALTER FOREIGN TABLE regress_ft OPTIONS (DROP schema_name, SET table_name 'other');
ALTER FOREIGN TABLE regress_ft ALTER COLUMN b OPTIONS (DROP column_name);
ALTER FOREIGN TABLE regress_ft2 OPTIONS (ADD a '1');
\dew+
\des+
\deu+
\det+
\d regress_ft
\d regress_ft2

-- pg_options_to_table
SELECT * FROM pg_options_to_table('{a=1,b,c=x=y,=z}');
SELECT * FROM pg_options_to_table(NULL);
SELECT * FROM pg_options_to_table('{}');
SELECT * FROM pg_options_to_table('{a=1,NULL}');
SELECT * FROM pg_options_to_table('{{a=1},{b=2}}');
SELECT o.* FROM pg_options_to_table('{a=1,b=2}') WITH ORDINALITY o;
SELECT * FROM pg_options_to_table('{a=1}') AS t(x, y);
SELECT * FROM pg_options_to_table('{a=1}') AS t(x);
SELECT * FROM pg_options_to_table('{a=1}') AS t(x, y, z);
SELECT t.option_value FROM pg_options_to_table('{a=1}') AS t;
SELECT option_value, option_name FROM pg_options_to_table(ARRAY['k=v', 'k2=']) ORDER BY 1;
SELECT w.fdwname, o.option_name, o.option_value
  FROM pg_foreign_data_wrapper w, pg_options_to_table(w.fdwoptions) o ORDER BY 1, 2;
SELECT s.srvname, (SELECT count(*) FROM pg_options_to_table(s.srvoptions)) AS n
  FROM pg_foreign_server s ORDER BY 1;
SELECT * FROM pg_options_to_table(42);
SELECT * FROM pg_options_to_table('{a=1}'::text[], 1);

-- pg_user_mappings, and the catalog columns psql reads
SELECT srvname, usename, umoptions FROM pg_user_mappings ORDER BY 1, 2;
SELECT srvname, umuser = 0 AS is_public FROM pg_user_mappings ORDER BY 1, 2;
SELECT fdwname, fdwacl FROM pg_foreign_data_wrapper ORDER BY 1;
SELECT srvname, srvacl FROM pg_foreign_server ORDER BY 1;
SELECT fdwname, fdwhandler::regproc, fdwvalidator::regproc FROM pg_foreign_data_wrapper ORDER BY 1;
SELECT DISTINCT tableoid::regclass FROM pg_foreign_server;
SELECT c.relname, c.tableoid = 'pg_class'::regclass AS in_pg_class
  FROM pg_foreign_table ft JOIN pg_class c ON c.oid = ft.ftrelid ORDER BY 1;
SELECT tableoid FROM pg_foreign_server s, pg_foreign_data_wrapper w;
SELECT x.tableoid FROM (SELECT 1) x;
SELECT tableoid FROM pg_foreign_server s JOIN pg_foreign_data_wrapper w ON w.oid = s.srvfdw;
SELECT s.tableoid = 'pg_foreign_server'::regclass AS ok
  FROM pg_foreign_server s JOIN pg_foreign_data_wrapper w ON w.oid = s.srvfdw LIMIT 1;

-- regproc
SELECT 0::regproc, 'now'::regproc, 'pg_catalog.now'::regproc, '"now"'::regproc, ' NOW '::regproc;
SELECT '-'::regproc::oid, '99999999'::regproc;
SELECT 'now'::regproc = 'now'::regproc::oid::regproc AS same;
SELECT 'no_such_function'::regproc;
SELECT 'generate_series'::regproc;
SELECT 'public.now'::regproc;
SELECT 'no_such_schema.now'::regproc;
SELECT 'otherdb.pg_catalog.now'::regproc;
SELECT 'a.b.c.d'::regproc;
SELECT '"unterminated'::regproc;

-- drop everything
DROP FOREIGN TABLE regress_fdw_schema.regress_ft3;
DROP SCHEMA regress_fdw_schema;
DROP USER MAPPING FOR CURRENT_USER SERVER regress_s;
DROP USER MAPPING FOR PUBLIC SERVER regress_s;
DROP USER MAPPING FOR regress_fdw_role SERVER regress_s2;
DROP SERVER "regress S3" CASCADE;
DROP FOREIGN DATA WRAPPER regress_w CASCADE;
DROP FOREIGN DATA WRAPPER regress_w2 CASCADE;
DROP ROLE regress_fdw_role;
SELECT count(*) FROM pg_description
  WHERE classoid IN ('pg_foreign_data_wrapper'::regclass, 'pg_foreign_server'::regclass);
BEGIN;
CREATE FOREIGN DATA WRAPPER regress_w3;
COMMENT ON FOREIGN DATA WRAPPER regress_w3 IS 'rolled back';
\dew+
ROLLBACK;
\dew+
\dew
\des
\deu
\det
