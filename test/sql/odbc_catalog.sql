-- odbc_catalog: the catalog queries psqlODBC sends (SQLPrimaryKeys, SQLStatistics,
-- SQLTablePrivileges, SQLProcedureColumns), make_interval in named notation ({fn TIMESTAMPADD})
-- and PREPARE, whose planning errors wait for EXECUTE as in PG
CREATE TABLE oc_t (id int PRIMARY KEY, a text, b date, c int);
CREATE INDEX oc_t_c ON oc_t (c);
CREATE UNIQUE INDEX oc_t_a_b ON oc_t (a, b DESC);
CREATE TABLE oc_pk2 (x int, y text, PRIMARY KEY (y, x));
-- pg_index.indkey and indoption are int2vectors: printed, subscripted from 0, cast
SELECT c.relname, i.indkey, i.indoption, i.indkey[0] AS k0, i.indkey[1] AS k1,
       i.indnatts, i.indisunique, i.indisprimary
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
 WHERE i.indrelid IN ('oc_t'::regclass, 'oc_pk2'::regclass) ORDER BY c.relname;
SELECT c.relname, i.indkey::int2[] AS arr, array_length(i.indkey::int2[], 1) AS n,
       i.indkey::text AS txt
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
 WHERE i.indrelid = 'oc_t'::regclass ORDER BY c.relname;
SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
 WHERE i.indrelid = 'oc_t'::regclass AND 3 = ANY (i.indkey) ORDER BY 1;
-- SQLPrimaryKeys
select ta.attname, ia.attnum, ic.relname, n.nspname, tc.relname from pg_catalog.pg_attribute ta, pg_catalog.pg_attribute ia, pg_catalog.pg_class tc, pg_catalog.pg_index i, pg_catalog.pg_namespace n, pg_catalog.pg_class ic where tc.relname = 'oc_pk2' AND n.nspname = 'public' AND tc.oid = i.indrelid AND n.oid = tc.relnamespace AND i.indisprimary = 't' AND ia.attrelid = i.indexrelid AND ta.attrelid = i.indrelid AND ta.attnum = i.indkey[ia.attnum-1] AND (NOT ta.attisdropped) AND (NOT ia.attisdropped) AND ic.oid = i.indexrelid order by ia.attnum;
-- SQLStatistics (without the oid column)
select c.relname, i.indkey, i.indisunique, i.indisclustered, a.amname, c.relhasrules, n.nspname, 0, i.indoption from pg_catalog.pg_index i, pg_catalog.pg_class c, pg_catalog.pg_class d, pg_catalog.pg_am a, pg_catalog.pg_namespace n where d.relname = 'oc_t' and n.nspname = 'public' and n.oid = d.relnamespace and d.oid = i.indrelid and i.indexrelid = c.oid and c.relam = a.oid order by i.indisprimary desc, i.indisunique, n.nspname, c.relname;
-- SQLTablePrivileges: relacl is NULL (the owner's default privileges)
select relname, usename, relacl, nspname from pg_catalog.pg_namespace, pg_catalog.pg_class , pg_catalog.pg_user where nspname like 'public' and relname like 'oc_%' and pg_namespace.oid = relnamespace and relkind in ('r', 'v', 'm', 'f', 'p') and pg_user.usesysid = relowner order by relname;
SELECT conname, contype, conkey FROM pg_constraint
 WHERE conrelid IN ('oc_t'::regclass, 'oc_pk2'::regclass) ORDER BY conname;
-- SQLProcedureColumns: EXECUTE on any existing function, NULL for another oid
SELECT has_function_privilege(1242, 'execute') AS a, has_function_privilege(0, 'EXECUTE') AS b,
       has_function_privilege(1242, ' EXECUTE WITH GRANT OPTION ') AS c;
SELECT has_function_privilege(1242, 'usage');
-- TIMESTAMPADD: make_interval with named arguments and defaults
SELECT make_interval(days := 3) AS a, make_interval(days => 3, hours => 4) AS b,
       make_interval(1, 2, secs := 1.5) AS c, make_interval(1) AS d, make_interval() AS e;
SELECT make_interval(1, 2, 3, 4, 5, 6, 7.25), make_interval(weeks := -1, days := 2);
SELECT timestamp '2024-02-28 10:00:00' + make_interval(months := -1, mins := 90) AS t;
SELECT make_interval(dayz := 3);
SELECT make_interval(days := 3, 4);
SELECT make_interval(1, years := 3);
SELECT make_interval(secs := 'infinity');
SELECT make_interval(days := 'x');
SELECT abs(x := 3);
SELECT proname, pronargs, pronargdefaults, proargnames, pg_get_function_arguments(oid)
  FROM pg_proc WHERE oid IN (3464, 3846) ORDER BY oid;
SELECT make_date(day := 29, month := 2, year := 2024), make_timestamp(2024, 2, 29, sec => 1.5, min => 2, hour => 3);
-- PREPARE analyzes now and plans at EXECUTE: 1/0 fails there, each time
PREPARE p1 AS SELECT 1/0 AS x;
EXECUTE p1;
EXECUTE p1;
PREPARE p2(int) AS SELECT $1 + 1/0;
EXECUTE p2(1);
PREPARE p3 AS INSERT INTO oc_t (id, c) VALUES (1, 10 / 0) RETURNING id;
EXECUTE p3;
-- errors of analysis still come at PREPARE
PREPARE p4 AS SELECT nope FROM oc_t;
PREPARE p5 AS SELECT 'abc'::int;
DEALLOCATE ALL;
SELECT count(*) FROM oc_t;
DROP TABLE oc_t, oc_pk2;
