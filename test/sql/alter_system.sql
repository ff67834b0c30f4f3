-- ALTER SYSTEM writes basalt.auto.conf (PG's postgresql.auto.conf); what it changes is seen
-- after a reload (test/server/alter_system.sh checks that). Here: what it accepts and refuses.
ALTER SYSTEM SET work_mem = '8MB';
ALTER SYSTEM SET work_mem TO DEFAULT;
ALTER SYSTEM SET statement_timeout = 0;
ALTER SYSTEM RESET statement_timeout;
ALTER SYSTEM SET log_min_duration_statement TO '2s';
ALTER SYSTEM RESET ALL;
SHOW work_mem;
-- refused
ALTER SYSTEM SET no_such_setting = 1;
ALTER SYSTEM SET work_mem = 'lots';
ALTER SYSTEM SET is_superuser = on;
ALTER SYSTEM SET synchronous_commit = maybe;
ALTER SYSTEM RESET no_such_setting;
BEGIN;
ALTER SYSTEM SET work_mem = '8MB';
ROLLBACK;
CREATE ROLE regress_as_user;
SET ROLE regress_as_user;
ALTER SYSTEM SET work_mem = '8MB';
SELECT pg_reload_conf();
RESET ROLE;
DROP ROLE regress_as_user;
-- pg_settings shows values in their base units, as the file and ALTER SYSTEM take them
SELECT name, setting, unit, context, vartype, enumvals, boot_val, reset_val FROM pg_settings
 WHERE name IN ('work_mem', 'shared_buffers', 'statement_timeout', 'synchronous_commit',
                'max_connections', 'search_path')
 ORDER BY name;
SET work_mem = '16MB';
SELECT setting, reset_val, current_setting('work_mem') FROM pg_settings WHERE name = 'work_mem';
RESET work_mem;
