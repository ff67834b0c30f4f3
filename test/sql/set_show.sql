-- set_show: SET / SHOW / RESET of deterministic settings, and their errors
SHOW DateStyle;
SHOW datestyle;
SHOW TimeZone;
SHOW timezone;
SHOW extra_float_digits;
SHOW search_path;
SHOW standard_conforming_strings;
SHOW integer_datetimes;
SHOW server_encoding;
SHOW client_encoding;
SHOW application_name;
SHOW client_min_messages;
SET extra_float_digits = 2;
SHOW extra_float_digits;
SET extra_float_digits TO -3;
SHOW extra_float_digits;
SELECT 0.1::float8 + 0.2 AS f;
RESET extra_float_digits;
SHOW extra_float_digits;
SET extra_float_digits = DEFAULT;
SHOW extra_float_digits;
SET search_path = public;
SHOW search_path;
SET search_path TO DEFAULT;
SHOW search_path;
SET DateStyle = 'ISO, MDY';
SHOW DateStyle;
SET datestyle TO ISO;
SHOW DateStyle;
SET TimeZone = 'UTC';
SHOW TimeZone;
SET application_name = 'basalt_test';
SHOW application_name;
SET application_name TO 'another name';
SHOW application_name;
-- client_min_messages hides notices below the level
SET client_min_messages = warning;
SHOW client_min_messages;
DROP TABLE IF EXISTS no_such_table;
CREATE TABLE t (a int);
CREATE TABLE IF NOT EXISTS t (a int);
SET client_min_messages = notice;
DROP TABLE IF EXISTS no_such_table;
CREATE TABLE IF NOT EXISTS t (a int);
RESET client_min_messages;
SHOW client_min_messages;
-- settings are per session and case-insensitive by name
SET EXTRA_FLOAT_DIGITS = 0;
SHOW Extra_Float_Digits;
SELECT 1 / 3::float8 AS third;
RESET ALL;
SHOW extra_float_digits;
-- errors
SHOW foo;
SET foo = 1;
SHOW nosuch_setting;
SET extra_float_digits = 10;
SET extra_float_digits = 'abc';
SET extra_float_digits = 1.5;
SET client_min_messages = loud;
RESET foo;
SHOW extra_float_digits;
DROP TABLE t;
-- version() and current_setting() agree with SHOW (version()'s text itself differs: it names
-- Basalt and its compiler)
select version() like 'PostgreSQL ' || current_setting('server_version') || ' on %-bit' as same_version;
select current_setting('server_version_num')::int / 10000 as major;
select current_setting('DateStyle'), current_setting('standard_conforming_strings');
select current_setting('no_such_setting');
select current_setting('no_such_setting', true) is null as missing;
select current_setting('TimeZone', false);
-- the compile-time limits clients read from pg_settings (pgjdbc's getImportedKeys reads
-- max_index_keys)
select name, setting from pg_settings where name in ('max_index_keys', 'max_identifier_length', 'block_size') order by name;
SHOW max_index_keys;
SET max_index_keys = 16;
-- pg_settings: PG's category, and where each value came from (basalt.conf and PG's
-- postgresql.conf set different things, so only settings neither file names are shown)
SELECT name, category, source FROM pg_settings
 WHERE name IN ('enable_seqscan', 'geqo', 'bytea_output', 'application_name', 'block_size', 'random_page_cost')
   AND source IN ('default', 'client', 'session') ORDER BY name;
SET enable_seqscan = off;
SET geqo TO DEFAULT;
SELECT name, source, sourcefile, sourceline FROM pg_settings WHERE name IN ('enable_seqscan', 'geqo') ORDER BY name;
BEGIN;
SET LOCAL random_page_cost = 2;
SELECT setting, source FROM pg_settings WHERE name = 'random_page_cost';
ROLLBACK;
SELECT setting, source FROM pg_settings WHERE name = 'random_page_cost';
RESET enable_seqscan;
SELECT source FROM pg_settings WHERE name = 'enable_seqscan';
-- not listed, as in PG
SELECT count(*) FROM pg_settings WHERE name IN ('role', 'is_superuser', 'session_authorization');
