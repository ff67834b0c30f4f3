-- file_fdw: CSV and text files as read-only foreign tables; the foreign-data catalogs and DDL.
-- The data files are written by COPY TO into a directory the test makes (both servers write
-- and read the same path, so the directory is world-writable).
\! rm -rf /tmp/basalt_file_fdw_test && mkdir -m 777 /tmp/basalt_file_fdw_test
CREATE TABLE src (a int, b text, c numeric, d date);
INSERT INTO src VALUES (1, 'one', 1.5, '2024-01-01'), (2, 'two', NULL, '2024-02-29'),
  (3, NULL, 3.25, NULL), (4, 'four, with "quotes"', -4, '1999-12-31'), (5, '', 0, '2000-01-01');
COPY src TO '/tmp/basalt_file_fdw_test/src.csv' (FORMAT csv, HEADER);
COPY src TO '/tmp/basalt_file_fdw_test/src.txt';
COPY src TO '/tmp/basalt_file_fdw_test/src_pipe.txt' (DELIMITER '|', NULL 'NULL');
COPY (SELECT a, b FROM src WHERE a < 3) TO '/tmp/basalt_file_fdw_test/quoted.csv' (FORMAT csv, QUOTE '''', ESCAPE '\', FORCE_QUOTE *);
COPY (SELECT '1' AS a, 'x' AS b UNION ALL SELECT 'oops', 'y') TO '/tmp/basalt_file_fdw_test/bad.csv' (FORMAT csv);

-- the wrapper and a server
CREATE EXTENSION file_fdw;
CREATE EXTENSION file_fdw;
CREATE EXTENSION IF NOT EXISTS file_fdw;
SELECT fdwname, fdwoptions FROM pg_foreign_data_wrapper ORDER BY fdwname;
CREATE SERVER files FOREIGN DATA WRAPPER file_fdw;
CREATE SERVER files FOREIGN DATA WRAPPER file_fdw;
CREATE SERVER IF NOT EXISTS files FOREIGN DATA WRAPPER file_fdw;
CREATE SERVER other FOREIGN DATA WRAPPER no_such_fdw;
CREATE SERVER bad_opts FOREIGN DATA WRAPPER file_fdw OPTIONS (filename '/tmp/x');
SELECT s.srvname, w.fdwname, s.srvtype, s.srvversion, s.srvoptions
  FROM pg_foreign_server s JOIN pg_foreign_data_wrapper w ON w.oid = s.srvfdw;

-- foreign tables and their option checks
CREATE FOREIGN TABLE csv_t (a int, b text, c numeric, d date) SERVER files
  OPTIONS (filename '/tmp/basalt_file_fdw_test/src.csv', format 'csv', header 'true');
CREATE FOREIGN TABLE text_t (a int, b text, c numeric, d date) SERVER files
  OPTIONS (filename '/tmp/basalt_file_fdw_test/src.txt');
CREATE FOREIGN TABLE pipe_t (a int, b text, c numeric, d date) SERVER files
  OPTIONS (filename '/tmp/basalt_file_fdw_test/src_pipe.txt', delimiter '|', null 'NULL');
CREATE FOREIGN TABLE quoted_t (a int, b text) SERVER files
  OPTIONS (filename '/tmp/basalt_file_fdw_test/quoted.csv', format 'csv', quote '''', escape '\', encoding 'UTF8');
CREATE FOREIGN TABLE err_t (a int) SERVER files OPTIONS (foo 'bar');
CREATE FOREIGN TABLE err_t (a int) SERVER files;
CREATE FOREIGN TABLE err_t (a int) SERVER files OPTIONS (filename '/tmp/a', filename '/tmp/b');
CREATE FOREIGN TABLE err_t (a int) SERVER files OPTIONS (filename '/tmp/a', format 'xml');
CREATE FOREIGN TABLE err_t (a int) SERVER files OPTIONS (filename '/tmp/a', quote '"');
CREATE FOREIGN TABLE err_t (a int) SERVER files OPTIONS (filename '/tmp/a', format 'csv', delimiter ',,');
CREATE FOREIGN TABLE err_t (a int) SERVER files OPTIONS (filename '/tmp/a', header 'maybe');
CREATE FOREIGN TABLE err_t (a int) SERVER files OPTIONS (filename '/tmp/a', encoding 'no_such_encoding');
CREATE FOREIGN TABLE err_t (a int OPTIONS (force_not_null 'true')) SERVER files OPTIONS (filename '/tmp/a');
CREATE FOREIGN TABLE err_t (a int OPTIONS (filename 'x')) SERVER files OPTIONS (filename '/tmp/a');
CREATE FOREIGN TABLE err_t (a int PRIMARY KEY) SERVER files OPTIONS (filename '/tmp/a');
CREATE FOREIGN TABLE err_t (a int) SERVER no_such_server OPTIONS (filename '/tmp/a');
SELECT c.relname, c.relkind, s.srvname, ft.ftoptions
  FROM pg_foreign_table ft JOIN pg_class c ON c.oid = ft.ftrelid
  JOIN pg_foreign_server s ON s.oid = ft.ftserver ORDER BY c.relname;

-- reading
SELECT * FROM csv_t ORDER BY a;
SELECT * FROM text_t ORDER BY a;
SELECT * FROM pipe_t ORDER BY a;
SELECT * FROM quoted_t ORDER BY a;
SELECT a, b IS NULL AS b_null, c FROM csv_t WHERE c > 0 AND b IS NOT NULL;
SELECT count(*), sum(c), max(d) FROM text_t;
SELECT t.a, t.b, s.c FROM text_t t JOIN src s ON s.a = t.a WHERE t.a <= 3 ORDER BY t.a;
SELECT * FROM csv_t c1 WHERE EXISTS (SELECT 1 FROM pipe_t p WHERE p.a = c1.a + 1) ORDER BY a;
SELECT a FROM csv_t UNION ALL SELECT a FROM text_t ORDER BY 1 LIMIT 4;

-- EXPLAIN: the quals stay above the scan as its Filter
EXPLAIN (COSTS OFF) SELECT * FROM csv_t;
EXPLAIN (COSTS OFF) SELECT a FROM csv_t WHERE a > 2 AND b <> 'x';
EXPLAIN (VERBOSE, COSTS OFF) SELECT b FROM text_t WHERE a = 1;
EXPLAIN (COSTS OFF) SELECT * FROM src JOIN csv_t USING (a);

-- column options: force_not_null and force_null
COPY (SELECT 1 AS a, NULL::text AS b, '' AS c UNION ALL SELECT 2, 'x', NULL) TO '/tmp/basalt_file_fdw_test/nulls.csv' (FORMAT csv, FORCE_QUOTE (c));
CREATE FOREIGN TABLE nulls_t (a int, b text OPTIONS (force_not_null 'true'), c text OPTIONS (force_null 'true'))
  SERVER files OPTIONS (filename '/tmp/basalt_file_fdw_test/nulls.csv', format 'csv');
SELECT a, b, b IS NULL AS b_null, c, c IS NULL AS c_null FROM nulls_t ORDER BY a;
ALTER FOREIGN TABLE nulls_t ALTER COLUMN b OPTIONS (SET force_not_null 'false');
SELECT a, b IS NULL AS b_null FROM nulls_t ORDER BY a;
ALTER FOREIGN TABLE nulls_t ALTER COLUMN b OPTIONS (force_null 'yes');
ALTER FOREIGN TABLE nulls_t ALTER COLUMN b OPTIONS (DROP no_such_option);
ALTER FOREIGN TABLE nulls_t ALTER COLUMN zz OPTIONS (force_null 'true');
SELECT attname, attfdwoptions FROM pg_attribute
  WHERE attrelid = (SELECT oid FROM pg_class WHERE relname = 'nulls_t') AND attnum > 0 ORDER BY attnum;

-- renaming keeps the column options
ALTER TABLE nulls_t RENAME COLUMN c TO cc;
SELECT attname, attfdwoptions FROM pg_attribute
  WHERE attrelid = (SELECT oid FROM pg_class WHERE relname = 'nulls_t') AND attnum > 0 ORDER BY attnum;
SELECT a, cc IS NULL AS cc_null FROM nulls_t ORDER BY a;

-- errors while reading
CREATE FOREIGN TABLE missing_t (a int) SERVER files OPTIONS (filename '/tmp/basalt_file_fdw_test/none.csv');
SELECT * FROM missing_t;
CREATE FOREIGN TABLE dir_t (a int) SERVER files OPTIONS (filename '/tmp/basalt_file_fdw_test');
SELECT * FROM dir_t;
CREATE FOREIGN TABLE bad_t (a int, b text) SERVER files OPTIONS (filename '/tmp/basalt_file_fdw_test/bad.csv', format 'csv');
SELECT * FROM bad_t;
CREATE FOREIGN TABLE short_t (a int, b text, c text) SERVER files OPTIONS (filename '/tmp/basalt_file_fdw_test/bad.csv', format 'csv');
SELECT * FROM short_t;

-- ALTER FOREIGN TABLE ... OPTIONS
ALTER FOREIGN TABLE missing_t OPTIONS (SET filename '/tmp/basalt_file_fdw_test/src.txt');
SELECT * FROM missing_t ORDER BY a;
ALTER FOREIGN TABLE missing_t OPTIONS (ADD filename '/tmp/x');
ALTER FOREIGN TABLE missing_t OPTIONS (DROP filename);
ALTER FOREIGN TABLE missing_t OPTIONS (ADD header 'false', SET filename '/tmp/basalt_file_fdw_test/src_pipe.txt', delimiter '|');
SELECT * FROM missing_t ORDER BY a;
ALTER FOREIGN TABLE IF EXISTS no_such_table OPTIONS (ADD header 'true');
ALTER FOREIGN TABLE src OPTIONS (ADD header 'true');

-- foreign tables are read-only
INSERT INTO csv_t VALUES (9, 'nine', 9, '2009-09-09');
UPDATE csv_t SET b = 'x' WHERE a = 1;
DELETE FROM csv_t;
SELECT * FROM csv_t TABLESAMPLE BERNOULLI (50);

-- DDL is transactional
BEGIN;
CREATE FOREIGN TABLE tx_t (a int) SERVER files OPTIONS (filename '/tmp/basalt_file_fdw_test/src.txt');
SELECT count(*) FROM pg_foreign_table;
ROLLBACK;
SELECT count(*) FROM pg_foreign_table;
SELECT * FROM tx_t;
BEGIN;
DROP FOREIGN TABLE text_t;
ROLLBACK;
SELECT count(*) FROM text_t;

-- user mappings (file_fdw accepts no options for them)
CREATE USER MAPPING FOR CURRENT_USER SERVER files;
CREATE USER MAPPING FOR postgres SERVER files;
CREATE USER MAPPING IF NOT EXISTS FOR postgres SERVER files;
CREATE USER MAPPING FOR PUBLIC SERVER files;
CREATE USER MAPPING FOR no_such_role SERVER files;
CREATE USER MAPPING FOR PUBLIC SERVER no_such_server;
CREATE USER MAPPING FOR postgres SERVER files OPTIONS (user 'x');
ALTER USER MAPPING FOR PUBLIC SERVER files OPTIONS (ADD password 'x');
SELECT umuser = 0 AS is_public, s.srvname, umoptions
  FROM pg_user_mapping m JOIN pg_foreign_server s ON s.oid = m.umserver ORDER BY 1;
DROP USER MAPPING FOR PUBLIC SERVER files;
DROP USER MAPPING FOR PUBLIC SERVER files;
DROP USER MAPPING IF EXISTS FOR PUBLIC SERVER files;

-- a wrapper made by hand, its options, ALTER and DROP
CREATE FOREIGN DATA WRAPPER plain;
CREATE FOREIGN DATA WRAPPER plain;
CREATE FOREIGN DATA WRAPPER bad_handler HANDLER no_such_handler;
CREATE FOREIGN DATA WRAPPER bad_validator VALIDATOR no_such_validator;
CREATE FOREIGN DATA WRAPPER twice HANDLER file_fdw_handler HANDLER file_fdw_handler;
CREATE FOREIGN DATA WRAPPER my_files HANDLER file_fdw_handler VALIDATOR file_fdw_validator;
CREATE FOREIGN DATA WRAPPER with_opts OPTIONS (a '1', b '2');
CREATE FOREIGN DATA WRAPPER dup_opts OPTIONS (a '1', a '2');
ALTER FOREIGN DATA WRAPPER with_opts OPTIONS (SET a '10', DROP b, ADD c '3');
ALTER FOREIGN DATA WRAPPER with_opts OPTIONS (SET zz '1');
ALTER FOREIGN DATA WRAPPER with_opts OPTIONS (ADD a '1');
ALTER FOREIGN DATA WRAPPER no_such_fdw OPTIONS (ADD a '1');
SELECT fdwname, fdwhandler <> 0 AS has_handler, fdwvalidator <> 0 AS has_validator, fdwoptions
  FROM pg_foreign_data_wrapper ORDER BY fdwname;
CREATE SERVER plain_srv TYPE 'kind' VERSION '1.0' FOREIGN DATA WRAPPER plain OPTIONS (anything 'goes');
ALTER SERVER plain_srv VERSION '2.0' OPTIONS (SET anything 'else', ADD more 'x');
ALTER SERVER plain_srv VERSION NULL;
ALTER SERVER no_such_server VERSION '1';
SELECT srvname, srvtype, srvversion, srvoptions FROM pg_foreign_server ORDER BY srvname;
CREATE FOREIGN TABLE plain_t (a int) SERVER plain_srv;
SELECT * FROM plain_t;
CREATE FOREIGN TABLE my_t (a int, b text, c numeric, d date) SERVER files
  OPTIONS (filename '/tmp/basalt_file_fdw_test/src.txt');
DROP FOREIGN DATA WRAPPER plain;
DROP FOREIGN DATA WRAPPER plain CASCADE;
DROP FOREIGN DATA WRAPPER IF EXISTS plain;
DROP FOREIGN DATA WRAPPER no_such_fdw;
DROP SERVER no_such_server;
DROP SERVER IF EXISTS no_such_server;
DROP FOREIGN TABLE src;
DROP FOREIGN TABLE no_such_table;
DROP FOREIGN TABLE IF EXISTS no_such_table, my_t;
DROP TABLE csv_t;
DROP FOREIGN DATA WRAPPER my_files, with_opts;
DROP EXTENSION no_such_extension;
DROP EXTENSION file_fdw CASCADE;
SELECT count(*) FROM pg_foreign_table;
SELECT count(*) FROM pg_foreign_server;
SELECT count(*) FROM pg_foreign_data_wrapper;
DROP TABLE src;
\! rm -rf /tmp/basalt_file_fdw_test
