-- GRANT / REVOKE EXECUTE on functions: PUBLIC may call any function until EXECUTE is revoked
-- from it; the check is the current user's when a statement starts (also for a view's
-- functions and for an operator's); pg_proc.proacl, has_function_privilege and \df+.
CREATE ROLE regress_fn_alice LOGIN;
CREATE ROLE regress_fn_bob LOGIN;
CREATE ROLE regress_fn_grp NOLOGIN;
GRANT regress_fn_grp TO regress_fn_bob;

-- the default: PUBLIC may execute, proacl is NULL
SELECT proname, proacl FROM pg_proc WHERE proname = 'lower' AND proargtypes::text = '25';
SELECT has_function_privilege('regress_fn_alice', 'lower(text)', 'EXECUTE');
SET ROLE regress_fn_alice;
SELECT lower('ABC');
RESET ROLE;

-- revoked from PUBLIC: only the owner (a superuser) and those granted it may call it
REVOKE EXECUTE ON FUNCTION lower(text) FROM PUBLIC;
SELECT proname, proacl FROM pg_proc WHERE proname IN ('lower', 'upper') AND proargtypes::text = '25'
ORDER BY proname;
SET ROLE regress_fn_alice;
SELECT lower('ABC');
SELECT upper('abc');
-- lower(anyrange) is another function, still PUBLIC's
SELECT has_function_privilege('lower(text)', 'execute');
RESET ROLE;
SELECT lower('ABC');
GRANT EXECUTE ON FUNCTION lower(text) TO regress_fn_grp;
SELECT proacl FROM pg_proc WHERE proname = 'lower' AND proargtypes::text = '25';
SET ROLE regress_fn_bob;
SELECT lower('Through The Group');
SELECT has_function_privilege('lower(text)', 'EXECUTE');
RESET ROLE;
SELECT has_function_privilege('regress_fn_alice', 'lower(text)', 'EXECUTE'),
       has_function_privilege('regress_fn_bob', 'lower(text)', 'EXECUTE'),
       has_function_privilege('regress_fn_bob', 'lower(text)', 'EXECUTE WITH GRANT OPTION');

-- a view's functions are checked as the user who reads the view, not its owner
CREATE VIEW fn_v AS SELECT lower('VIEW') AS l;
GRANT SELECT ON fn_v TO regress_fn_alice;
SET ROLE regress_fn_alice;
SELECT * FROM fn_v;
RESET ROLE;

-- grant options
GRANT EXECUTE ON FUNCTION lower(text) TO regress_fn_alice WITH GRANT OPTION;
SET ROLE regress_fn_alice;
GRANT EXECUTE ON FUNCTION lower(text) TO regress_fn_bob;
SELECT proacl FROM pg_proc WHERE proname = 'lower' AND proargtypes::text = '25';
-- alice has no grant option on upper: a warning, nothing granted
GRANT EXECUTE ON FUNCTION upper(text) TO regress_fn_bob;
RESET ROLE;
REVOKE EXECUTE ON FUNCTION lower(text) FROM regress_fn_alice;
REVOKE GRANT OPTION FOR EXECUTE ON FUNCTION lower(text) FROM regress_fn_alice CASCADE;
SELECT proacl FROM pg_proc WHERE proname = 'lower' AND proargtypes::text = '25';

-- an operator's function: int4pl is what + on integers calls
BEGIN;
REVOKE EXECUTE ON FUNCTION int4pl(integer, integer) FROM PUBLIC;
SET LOCAL ROLE regress_fn_alice;
SELECT 1 + 1;
ROLLBACK;
SET ROLE regress_fn_alice;
SELECT 1 + 1;
RESET ROLE;

-- an aggregate
BEGIN;
REVOKE ALL ON FUNCTION sum(integer) FROM PUBLIC;
SET LOCAL ROLE regress_fn_alice;
SELECT sum(x) FROM (VALUES (1), (2)) v(x);
ROLLBACK;

-- a prepared statement is checked each time it runs (with a parameter: PG folds a call with
-- constant arguments into the plan, and then checks it only when planning)
SET ROLE regress_fn_alice;
PREPARE fn_p(text) AS SELECT initcap($1);
EXECUTE fn_p('prepared');
RESET ROLE;
REVOKE EXECUTE ON FUNCTION initcap(text) FROM PUBLIC;
SET ROLE regress_fn_alice;
EXECUTE fn_p('prepared');
RESET ROLE;
GRANT EXECUTE ON FUNCTION initcap(text) TO PUBLIC;
SET ROLE regress_fn_alice;
EXECUTE fn_p('prepared');
DEALLOCATE fn_p;
RESET ROLE;

-- errors
GRANT EXECUTE ON FUNCTION nosuch(integer) TO regress_fn_alice;
GRANT EXECUTE ON FUNCTION lower(integer) TO regress_fn_alice;
GRANT SELECT ON FUNCTION lower(text) TO regress_fn_alice;
GRANT EXECUTE ON FUNCTION lower(text) TO nosuchrole;
GRANT EXECUTE ON FUNCTION lower(text) TO PUBLIC WITH GRANT OPTION;
SELECT has_function_privilege('nosuch(integer)', 'EXECUTE');
SELECT has_function_privilege('lower(text)', 'SELECT');
SELECT has_function_privilege(0, 'EXECUTE');
SELECT has_function_privilege('regress_fn_alice', 0, 'EXECUTE');
SET ROLE regress_fn_alice;
REVOKE EXECUTE ON FUNCTION upper(text) FROM PUBLIC;
RESET ROLE;

-- \df+'s Access privileges column, as psql 15 computes it (\df+ itself differs in its
-- Description column: Basalt has no descriptions of the built-in functions)
SELECT p.proname AS "Name", pg_catalog.array_to_string(p.proacl, E'\n') AS "Access privileges"
FROM pg_catalog.pg_proc p
WHERE p.proname IN ('lower', 'upper') AND p.proargtypes::text = '25' ORDER BY 1;
-- restore the default
GRANT EXECUTE ON FUNCTION lower(text) TO PUBLIC;
REVOKE EXECUTE ON FUNCTION lower(text) FROM regress_fn_grp, regress_fn_bob;
SELECT proacl FROM pg_proc WHERE proname = 'lower' AND proargtypes::text = '25';

-- ON ALL FUNCTIONS IN SCHEMA
CREATE SCHEMA fn_empty;
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA fn_empty TO regress_fn_alice;
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA fn_nosuch TO regress_fn_alice;
BEGIN;
REVOKE EXECUTE ON ALL FUNCTIONS IN SCHEMA pg_catalog FROM PUBLIC;
SELECT count(*) > 1000 AS many FROM pg_proc WHERE proacl IS NOT NULL;
SELECT has_function_privilege('regress_fn_alice', 'upper(text)', 'EXECUTE'),
       has_function_privilege('regress_fn_alice', 'sum(integer)', 'EXECUTE');
ROLLBACK;
SELECT proacl FROM pg_proc WHERE proname = 'upper' AND proargtypes::text = '25';

-- default privileges for functions
ALTER DEFAULT PRIVILEGES FOR ROLE regress_fn_alice REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC;
SELECT defaclrole::regrole, defaclobjtype, defaclacl FROM pg_default_acl;
ALTER DEFAULT PRIVILEGES FOR ROLE regress_fn_alice GRANT EXECUTE ON FUNCTIONS TO PUBLIC;
SELECT count(*) FROM pg_default_acl;

DROP VIEW fn_v;
DROP SCHEMA fn_empty;
-- a role that holds privileges on a function cannot be dropped
DROP ROLE regress_fn_alice;
REVOKE ALL ON FUNCTION lower(text) FROM regress_fn_alice;
DROP ROLE regress_fn_alice;
DROP ROLE regress_fn_bob;
DROP ROLE regress_fn_grp;
