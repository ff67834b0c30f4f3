-- IMPORT FOREIGN SCHEMA without a remote server: the grammar and the errors raised before the
-- wrapper connects (test/server/pg_fdw.sh imports from a real PostgreSQL 15).
CREATE EXTENSION postgres_fdw;
CREATE EXTENSION file_fdw;
CREATE SERVER regress_pg FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1', port '1');
CREATE USER MAPPING FOR CURRENT_USER SERVER regress_pg;
CREATE SERVER regress_files FOREIGN DATA WRAPPER file_fdw;
CREATE FOREIGN DATA WRAPPER regress_nohandler;
CREATE SERVER regress_nh FOREIGN DATA WRAPPER regress_nohandler;
CREATE SCHEMA regress_imp;
-- the server, the local schema, the wrapper, in PG's order
IMPORT FOREIGN SCHEMA s FROM SERVER no_such_server INTO no_such_schema;
IMPORT FOREIGN SCHEMA s FROM SERVER regress_pg INTO no_such_schema;
IMPORT FOREIGN SCHEMA s FROM SERVER regress_nh INTO no_such_schema;
IMPORT FOREIGN SCHEMA s FROM SERVER regress_nh INTO regress_imp;
IMPORT FOREIGN SCHEMA s LIMIT TO (a, b) FROM SERVER regress_files INTO regress_imp;
-- postgres_fdw's options are checked before it connects
IMPORT FOREIGN SCHEMA s FROM SERVER regress_pg INTO regress_imp OPTIONS (import_views 'true');
IMPORT FOREIGN SCHEMA s EXCEPT (a) FROM SERVER regress_pg INTO regress_imp
  OPTIONS (import_default 'yes');
IMPORT FOREIGN SCHEMA s FROM SERVER regress_pg INTO regress_imp
  OPTIONS (import_default 'on', import_not_null 'OFF', import_collate 'x');
-- no CREATE on the local schema
CREATE ROLE regress_imp_user;
SET ROLE regress_imp_user;
IMPORT FOREIGN SCHEMA s FROM SERVER regress_pg INTO regress_imp;
RESET ROLE;
-- grammar
IMPORT FOREIGN SCHEMA s LIMIT TO () FROM SERVER regress_pg INTO regress_imp;
IMPORT FOREIGN SCHEMA s EXCEPT FROM SERVER regress_pg INTO regress_imp;
IMPORT FOREIGN SCHEMA s FROM SERVER regress_pg;
IMPORT SCHEMA s FROM SERVER regress_pg INTO regress_imp;
IMPORT FOREIGN SCHEMA s FROM SERVER regress_pg INTO regress_imp OPTIONS (import_default);
DROP ROLE regress_imp_user;
DROP SCHEMA regress_imp;
DROP SERVER regress_nh;
DROP FOREIGN DATA WRAPPER regress_nohandler;
DROP EXTENSION file_fdw CASCADE;
DROP EXTENSION postgres_fdw CASCADE;
