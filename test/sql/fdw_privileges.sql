-- Privileges of foreign-data wrappers and servers: GRANT / REVOKE USAGE ON FOREIGN SERVER |
-- FOREIGN DATA WRAPPER, who may create servers, user mappings and foreign tables, and who
-- sees a user mapping's options (which hold passwords; pg_user_mapping itself is private).
CREATE ROLE regress_fx LOGIN;
CREATE FOREIGN DATA WRAPPER regress_w;
CREATE SERVER regress_s FOREIGN DATA WRAPPER regress_w;
CREATE USER MAPPING FOR regress_fx SERVER regress_s OPTIONS (user 'u', password 'secret');
SET ROLE regress_fx;
SELECT rolname FROM pg_authid LIMIT 1;
SELECT count(*) > 0 FROM pg_roles;
SELECT * FROM pg_user_mapping;
SELECT srvname, usename, umoptions FROM pg_user_mappings;
CREATE SERVER regress_s2 FOREIGN DATA WRAPPER regress_w;
CREATE USER MAPPING FOR postgres SERVER regress_s;
ALTER USER MAPPING FOR regress_fx SERVER regress_s OPTIONS (SET password 'x');
CREATE FOREIGN TABLE regress_ft (a int) SERVER regress_s;
ALTER SERVER regress_s OPTIONS (host 'x');
DROP SERVER regress_s;
RESET ROLE;
GRANT USAGE ON FOREIGN SERVER regress_s TO regress_fx;
GRANT USAGE ON FOREIGN DATA WRAPPER regress_w TO regress_fx;
GRANT SELECT ON FOREIGN SERVER regress_s TO regress_fx;
GRANT USAGE ON FOREIGN SERVER nosuch TO regress_fx;
SELECT srvname, srvacl FROM pg_foreign_server;
SELECT fdwname, fdwacl FROM pg_foreign_data_wrapper;
SET ROLE regress_fx;
ALTER USER MAPPING FOR regress_fx SERVER regress_s OPTIONS (SET password 'x');
SELECT srvname, usename, umoptions FROM pg_user_mappings;
CREATE FOREIGN TABLE regress_ft (a int) SERVER regress_s;
CREATE SERVER regress_s2 FOREIGN DATA WRAPPER regress_w;
DROP SERVER regress_s2;
DROP FOREIGN TABLE regress_ft;
RESET ROLE;
\des+ regress_s
\dew+ regress_w
-- what the role holds keeps it from being dropped
DROP ROLE regress_fx;
-- owners: a server's may be changed by its owner, a wrapper's only to a superuser
ALTER SERVER regress_s OWNER TO regress_fx;
SELECT srvname, pg_get_userbyid(srvowner), srvacl FROM pg_foreign_server;
ALTER SERVER regress_s OWNER TO postgres;
ALTER FOREIGN DATA WRAPPER regress_w OWNER TO regress_fx;
SET ROLE regress_fx;
ALTER FOREIGN DATA WRAPPER regress_w OWNER TO postgres;
ALTER SERVER regress_s OWNER TO regress_fx;
RESET ROLE;
ALTER SERVER nosuch OWNER TO regress_fx;
REVOKE ALL ON FOREIGN SERVER regress_s FROM regress_fx;
DROP SERVER regress_s CASCADE;
DROP FOREIGN DATA WRAPPER regress_w CASCADE;
DROP ROLE regress_fx;
-- the extensions are untrusted: a superuser's
CREATE ROLE regress_fx2;
SET ROLE regress_fx2;
CREATE EXTENSION postgres_fdw;
RESET ROLE;
CREATE EXTENSION postgres_fdw;
SET ROLE regress_fx2;
DROP EXTENSION postgres_fdw;
RESET ROLE;
DROP EXTENSION postgres_fdw;
DROP ROLE regress_fx2;
