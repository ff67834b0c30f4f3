/*
 * system_views.c: the pg_catalog views psql and drivers read, as SQL over the real catalogs.
 *
 * The one idea: like PG's system_views.sql, each is the text of a query, expanded wherever it
 * is named exactly as a user's view is (bind_view.c), so it needs no rows of its own. Views
 * over Basalt's fixed tables of built-in types, functions, casts and operators (pg_type,
 * pg_proc, pg_cast, pg_operator) are VALUES lists generated once per process from those tables; pg_settings is
 * generated per use from
 * the session's settings. Catalogs of features Basalt does not have (policies, publications,
 * inheritance, comments, ...) are views with PG's columns and no rows, which is their truth.
 * Their pg_class rows (system_views_catalog.c) are only there for what clients ask the catalog
 * about them. information_schema's views are found the same way when a name is qualified
 * with it.
 */
#include "planner/bind_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <stdio.h>

#include "common/guc.h"

typedef struct SystemView {
    const char *name;
    const char *sql;
} SystemView;

/* clang-format off */
static const SystemView static_views[] = {
    {"pg_am",
     "SELECT column1::oid AS oid, column2::name AS amname, column3::oid AS amhandler, "
     "column4::\"char\" AS amtype FROM (VALUES ('2', 'heap', '0', 't'), ('403', 'btree', '0', "
     "'i'), ('3580', 'brin', '0', 'i')) v"},
    {"pg_roles",
     "SELECT rolname, rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolcanlogin, "
     "rolreplication, rolconnlimit, '********'::text AS rolpassword, rolvaliduntil, rolbypassrls, "
     "NULL::text[] AS rolconfig, oid FROM pg_catalog.pg_authid"},
    {"pg_user",
     "SELECT rolname AS usename, oid AS usesysid, rolcreatedb AS usecreatedb, rolsuper AS "
     "usesuper, rolreplication AS userepl, rolbypassrls AS usebypassrls, '********'::text AS "
     "passwd, rolvaliduntil AS valuntil, NULL::text[] AS useconfig FROM pg_catalog.pg_authid "
     "WHERE rolcanlogin"},
    {"pg_database",
     "SELECT 5::oid AS oid, 'postgres'::name AS datname, coalesce((SELECT objowner FROM "
     "pg_catalog.basalt_object_acl WHERE classoid = 1262 AND objoid = 5), 10::oid) AS datdba, "
     "6 AS encoding, "
     "'c'::\"char\" AS datlocprovider, false AS datistemplate, true AS datallowconn, -1 AS "
     "datconnlimit, 1663::oid AS dattablespace, current_setting('lc_collate')::name AS "
     "datcollate, current_setting('lc_ctype')::name AS datctype, NULL::text AS daticulocale, "
     "NULL::text AS datcollversion, (SELECT objacl FROM pg_catalog.basalt_object_acl WHERE "
     "classoid = 1262 AND objoid = 5) AS datacl"},
    /* the languages of the built-in functions (pg_proc.prolang is 12, internal) */
    {"pg_language",
     "SELECT column1::oid AS oid, column2::name AS lanname, 10::oid AS lanowner, false AS "
     "lanispl, column3::bool AS lanpltrusted, 0::oid AS lanplcallfoid, 0::oid AS laninline, "
     "column4::oid AS lanvalidator, NULL::aclitem[] AS lanacl FROM (VALUES ('12', 'internal', "
     "'f', '2246'), ('13', 'c', 'f', '2247'), ('14', 'sql', 't', '2248')) v"},
    {"pg_collation",
     "SELECT column1::oid AS oid, column2::name AS collname, 11::oid AS collnamespace, 10::oid "
     "AS collowner, column3::\"char\" AS collprovider, true AS collisdeterministic, -1 AS "
     "collencoding, column4::name AS collcollate, column4::name AS collctype, NULL::text AS "
     "colliculocale, NULL::text AS collversion FROM (VALUES ('100', 'default', 'd', NULL), "
     "('950', 'C', 'c', 'C'), ('951', 'POSIX', 'c', 'POSIX')) v"},
    /* the sessions now running (executor/types/backendfuncs.c), read when it is scanned */
    {"pg_stat_activity",
     "SELECT pg_stat_get_backend_dbid(b.id) AS datid, d.datname, pg_stat_get_backend_pid(b.id) "
     "AS pid, NULL::int4 AS leader_pid, pg_stat_get_backend_userid(b.id) AS usesysid, "
     "u.rolname AS usename, basalt_stat_get_backend_appname(b.id) AS application_name, "
     "pg_stat_get_backend_client_addr(b.id) AS client_addr, NULL::text AS client_hostname, "
     "pg_stat_get_backend_client_port(b.id) AS client_port, pg_stat_get_backend_start(b.id) AS "
     "backend_start, pg_stat_get_backend_xact_start(b.id) AS xact_start, "
     "pg_stat_get_backend_activity_start(b.id) AS query_start, "
     "basalt_stat_get_backend_state_change(b.id) AS state_change, "
     "pg_stat_get_backend_wait_event_type(b.id) AS wait_event_type, "
     "pg_stat_get_backend_wait_event(b.id) AS wait_event, basalt_stat_get_backend_state(b.id) "
     "AS state, basalt_stat_get_backend_xid(b.id) AS backend_xid, "
     "basalt_stat_get_backend_xmin(b.id) AS backend_xmin, NULL::int8 AS query_id, "
     "pg_stat_get_backend_activity(b.id) AS query, 'client backend'::text AS backend_type FROM "
     "pg_catalog.pg_stat_get_backend_idset() b(id) LEFT JOIN pg_catalog.pg_database d ON d.oid "
     "= pg_stat_get_backend_dbid(b.id) LEFT JOIN pg_catalog.pg_authid u ON u.oid = "
     "pg_stat_get_backend_userid(b.id)"},
    /* PG's activity counters per table and index (storage/pgstat.h), as PG defines them */
    {"pg_stat_all_tables",
     "SELECT c.oid AS relid, n.nspname AS schemaname, c.relname, pg_stat_get_numscans(c.oid) "
     "AS seq_scan, pg_stat_get_tuples_returned(c.oid) AS seq_tup_read, "
     "sum(pg_stat_get_numscans(i.indexrelid))::bigint AS idx_scan, "
     "sum(pg_stat_get_tuples_fetched(i.indexrelid))::bigint + "
     "pg_stat_get_tuples_fetched(c.oid) AS idx_tup_fetch, pg_stat_get_tuples_inserted(c.oid) "
     "AS n_tup_ins, pg_stat_get_tuples_updated(c.oid) AS n_tup_upd, "
     "pg_stat_get_tuples_deleted(c.oid) AS n_tup_del, pg_stat_get_tuples_hot_updated(c.oid) AS "
     "n_tup_hot_upd, pg_stat_get_live_tuples(c.oid) AS n_live_tup, "
     "pg_stat_get_dead_tuples(c.oid) AS n_dead_tup, pg_stat_get_mod_since_analyze(c.oid) AS "
     "n_mod_since_analyze, pg_stat_get_ins_since_vacuum(c.oid) AS n_ins_since_vacuum, "
     "pg_stat_get_last_vacuum_time(c.oid) AS last_vacuum, "
     "pg_stat_get_last_autovacuum_time(c.oid) AS last_autovacuum, "
     "pg_stat_get_last_analyze_time(c.oid) AS last_analyze, "
     "pg_stat_get_last_autoanalyze_time(c.oid) AS last_autoanalyze, "
     "pg_stat_get_vacuum_count(c.oid) AS vacuum_count, pg_stat_get_autovacuum_count(c.oid) AS "
     "autovacuum_count, pg_stat_get_analyze_count(c.oid) AS analyze_count, "
     "pg_stat_get_autoanalyze_count(c.oid) AS autoanalyze_count FROM pg_catalog.pg_class c "
     "LEFT JOIN pg_catalog.pg_index i ON c.oid = i.indrelid LEFT JOIN pg_catalog.pg_namespace "
     "n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 't', 'm', 'p') GROUP BY c.oid, "
     "n.nspname, c.relname"},
    {"pg_stat_user_tables",
     "SELECT relid, schemaname, relname, seq_scan, seq_tup_read, idx_scan, idx_tup_fetch, "
     "n_tup_ins, n_tup_upd, n_tup_del, n_tup_hot_upd, n_live_tup, n_dead_tup, "
     "n_mod_since_analyze, n_ins_since_vacuum, last_vacuum, last_autovacuum, last_analyze, "
     "last_autoanalyze, vacuum_count, autovacuum_count, analyze_count, autoanalyze_count FROM "
     "pg_catalog.pg_stat_all_tables WHERE schemaname NOT IN ('pg_catalog', "
     "'information_schema') AND schemaname !~ '^pg_toast'"},
    {"pg_stat_sys_tables",
     "SELECT relid, schemaname, relname, seq_scan, seq_tup_read, idx_scan, idx_tup_fetch, "
     "n_tup_ins, n_tup_upd, n_tup_del, n_tup_hot_upd, n_live_tup, n_dead_tup, "
     "n_mod_since_analyze, n_ins_since_vacuum, last_vacuum, last_autovacuum, last_analyze, "
     "last_autoanalyze, vacuum_count, autovacuum_count, analyze_count, autoanalyze_count FROM "
     "pg_catalog.pg_stat_all_tables WHERE schemaname IN ('pg_catalog', 'information_schema') "
     "OR schemaname ~ '^pg_toast'"},
    {"pg_stat_all_indexes",
     "SELECT c.oid AS relid, i.oid AS indexrelid, n.nspname AS schemaname, c.relname, "
     "i.relname AS indexrelname, pg_stat_get_numscans(i.oid) AS idx_scan, "
     "pg_stat_get_tuples_returned(i.oid) AS idx_tup_read, pg_stat_get_tuples_fetched(i.oid) AS "
     "idx_tup_fetch FROM pg_catalog.pg_class c JOIN pg_catalog.pg_index x ON c.oid = "
     "x.indrelid JOIN pg_catalog.pg_class i ON i.oid = x.indexrelid LEFT JOIN "
     "pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 't', 'm')"},
    {"pg_stat_user_indexes",
     "SELECT relid, indexrelid, schemaname, relname, indexrelname, idx_scan, idx_tup_read, "
     "idx_tup_fetch FROM pg_catalog.pg_stat_all_indexes WHERE schemaname NOT IN ('pg_catalog', "
     "'information_schema') AND schemaname !~ '^pg_toast'"},
    {"pg_stat_sys_indexes",
     "SELECT relid, indexrelid, schemaname, relname, indexrelname, idx_scan, idx_tup_read, "
     "idx_tup_fetch FROM pg_catalog.pg_stat_all_indexes WHERE schemaname IN ('pg_catalog', "
     "'information_schema') OR schemaname ~ '^pg_toast'"},
    /* progress of long commands (storage/backend_status.h): PG's view over its parameters,
     * and Basalt's own for the sorts of queries */
#define PROGRESS_PARAM(n) "basalt_stat_get_progress_param(s.id, " #n ")"
#define PROGRESS_FROM(cmd)                                                                  \
    " FROM pg_catalog.basalt_stat_get_progress_ids('" cmd "') s(id) LEFT JOIN "             \
    "pg_catalog.pg_database d ON d.oid = pg_stat_get_backend_dbid(s.id)"
    {"pg_stat_progress_create_index",
     "SELECT pg_stat_get_backend_pid(s.id) AS pid, pg_stat_get_backend_dbid(s.id) AS datid, "
     "d.datname, basalt_stat_get_progress_relid(s.id) AS relid, " PROGRESS_PARAM(7) "::oid AS "
     "index_relid, CASE " PROGRESS_PARAM(1) " WHEN 1 THEN 'CREATE INDEX' WHEN 2 THEN 'CREATE "
     "INDEX CONCURRENTLY' WHEN 3 THEN 'REINDEX' WHEN 4 THEN 'REINDEX CONCURRENTLY' END AS "
     "command, CASE " PROGRESS_PARAM(10) " WHEN 0 THEN 'initializing' WHEN 1 THEN 'waiting for "
     "writers before build' WHEN 2 THEN 'building index' || COALESCE((': ' || "
     "pg_indexam_progress_phasename(" PROGRESS_PARAM(9) "::oid, " PROGRESS_PARAM(11) ")), '') "
     "WHEN 3 THEN 'waiting for writers before validation' WHEN 4 THEN 'index validation: "
     "scanning index' WHEN 5 THEN 'index validation: sorting tuples' WHEN 6 THEN 'index "
     "validation: scanning table' WHEN 7 THEN 'waiting for old snapshots' WHEN 8 THEN 'waiting "
     "for readers before marking dead' WHEN 9 THEN 'waiting for readers before dropping' END "
     "AS phase, " PROGRESS_PARAM(4) " AS lockers_total, " PROGRESS_PARAM(5) " AS lockers_done, "
     PROGRESS_PARAM(6) " AS current_locker_pid, " PROGRESS_PARAM(16) " AS blocks_total, "
     PROGRESS_PARAM(17) " AS blocks_done, " PROGRESS_PARAM(12) " AS tuples_total, "
     PROGRESS_PARAM(13) " AS tuples_done, " PROGRESS_PARAM(14) " AS partitions_total, "
     PROGRESS_PARAM(15) " AS partitions_done" PROGRESS_FROM("CREATE INDEX")},
    {"basalt_stat_progress_sort",
     "SELECT pg_stat_get_backend_pid(s.id) AS pid, pg_stat_get_backend_dbid(s.id) AS datid, "
     "d.datname, CASE " PROGRESS_PARAM(1) " WHEN 1 THEN 'reading input' WHEN 2 THEN 'sorting "
     "in memory' WHEN 3 THEN 'merging runs' WHEN 4 THEN 'returning rows' END AS phase, "
     PROGRESS_PARAM(2) " AS tuples_total, " PROGRESS_PARAM(3) " AS tuples_done, "
     PROGRESS_PARAM(4) " AS runs_written" PROGRESS_FROM("SORT")},
#undef PROGRESS_PARAM
#undef PROGRESS_FROM
    {"pg_tablespace",
     "SELECT column1::oid AS oid, column2::name AS spcname, 10::oid AS spcowner, NULL::text[] "
     "AS spcacl, NULL::text[] AS spcoptions FROM (VALUES ('1663', 'pg_default'), ('1664', "
     "'pg_global')) v"},
    /* Basalt's PRIMARY KEYs (their index's oid doubles as the constraint's), then the real
     * pg_constraint's CHECK constraints (bind_relation.c: inside this definition the name is
     * the catalog itself) without its consrc */
    {"pg_constraint",
     "SELECT i.indexrelid AS oid, c.relname AS conname, c.relnamespace AS connamespace, "
     "'p'::\"char\" AS contype, false AS condeferrable, false AS condeferred, true AS "
     "convalidated, i.indrelid AS conrelid, 0::oid AS contypid, i.indexrelid AS conindid, "
     "0::oid AS conparentid, 0::oid AS confrelid, ' '::\"char\" AS confupdtype, ' '::\"char\" "
     "AS confdeltype, ' '::\"char\" AS confmatchtype, true AS conislocal, 0 AS coninhcount, "
     "true AS connoinherit, (string_to_array(i.indkey::text, ' ')::int2[])[1:i.indnkeyatts] AS "
     "conkey, NULL::int2[] AS "
     "confkey, NULL::text AS conbin FROM pg_catalog.pg_index i JOIN pg_catalog.pg_class c ON "
     "c.oid = i.indexrelid WHERE i.indisprimary UNION ALL SELECT oid, conname, connamespace, "
     "contype, condeferrable, condeferred, convalidated, conrelid, contypid, conindid, "
     "conparentid, confrelid, confupdtype, confdeltype, confmatchtype, conislocal, coninhcount, "
     "connoinherit, conkey, confkey, conbin FROM pg_catalog.pg_constraint"},
    /* no triggers: foreign keys are kept without them (executor/exec_ri.c) */
    {"pg_trigger",
     "SELECT NULL::oid AS oid, NULL::oid AS tgrelid, NULL::oid AS tgparentid, NULL::name AS "
     "tgname, NULL::oid AS tgfoid, NULL::int2 AS tgtype, NULL::\"char\" AS tgenabled, NULL::bool "
     "AS tgisinternal, NULL::oid AS tgconstrrelid, NULL::oid AS tgconstrindid, NULL::oid AS "
     "tgconstraint, NULL::bool AS tgdeferrable, NULL::bool AS tginitdeferred, NULL::int2 AS "
     "tgnargs, NULL::int2[] AS tgattr, NULL::bytea AS tgargs, NULL::text AS tgqual, NULL::name "
     "AS tgoldtable, NULL::name AS tgnewtable WHERE false"},
    /* PG 15's definition */
    {"pg_policies",
     "SELECT n.nspname AS schemaname, c.relname AS tablename, pol.polname AS policyname, CASE "
     "WHEN pol.polpermissive THEN 'PERMISSIVE'::text ELSE 'RESTRICTIVE'::text END AS "
     "permissive, CASE WHEN pol.polroles = '{0}'::oid[] THEN "
     "pg_catalog.string_to_array('public'::text, ''::text)::name[] ELSE ARRAY(SELECT "
     "pg_authid.rolname FROM pg_catalog.pg_authid WHERE pg_authid.oid = ANY (pol.polroles) "
     "ORDER BY pg_authid.rolname) END AS roles, CASE pol.polcmd WHEN 'r'::\"char\" THEN "
     "'SELECT'::text WHEN 'a'::\"char\" THEN 'INSERT'::text WHEN 'w'::\"char\" THEN "
     "'UPDATE'::text WHEN 'd'::\"char\" THEN 'DELETE'::text WHEN '*'::\"char\" THEN "
     "'ALL'::text ELSE NULL::text END AS cmd, pg_catalog.pg_get_expr(pol.polqual, "
     "pol.polrelid) AS qual, pg_catalog.pg_get_expr(pol.polwithcheck, pol.polrelid) AS "
     "with_check FROM pg_catalog.pg_policy pol JOIN pg_catalog.pg_class c ON c.oid = "
     "pol.polrelid LEFT JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace"},
    {"pg_statistic_ext",
     "SELECT NULL::oid AS oid, NULL::oid AS stxrelid, NULL::name AS stxname, NULL::oid AS "
     "stxnamespace, NULL::oid AS stxowner, NULL::int4 AS stxstattarget, NULL::int2vector AS "
     "stxkeys, NULL::\"char\"[] AS stxkind WHERE false"},
    {"pg_publication",
     "SELECT NULL::oid AS oid, NULL::name AS pubname, NULL::oid AS pubowner, NULL::bool AS "
     "puballtables, NULL::bool AS pubinsert, NULL::bool AS pubupdate, NULL::bool AS pubdelete, "
     "NULL::bool AS pubtruncate, NULL::bool AS pubviaroot WHERE false"},
    {"pg_publication_namespace",
     "SELECT NULL::oid AS oid, NULL::oid AS pnpubid, NULL::oid AS pnnspid WHERE false"},
    /* prattrs is int2[] here (PG: int2vector), which psql reads as int2[] anyway */
    {"pg_publication_rel",
     "SELECT NULL::oid AS oid, NULL::oid AS prpubid, NULL::oid AS prrelid, NULL::text AS "
     "prqual, NULL::int2[] AS prattrs WHERE false"},
    /* no enum types, event triggers, or operator classes and families as catalog rows */
    {"pg_enum",
     "SELECT NULL::oid AS oid, NULL::oid AS enumtypid, NULL::float4 AS enumsortorder, "
     "NULL::name AS enumlabel WHERE false"},
    {"pg_event_trigger",
     "SELECT NULL::oid AS oid, NULL::name AS evtname, NULL::name AS evtevent, NULL::oid AS "
     "evtowner, NULL::oid AS evtfoid, NULL::\"char\" AS evtenabled, NULL::text[] AS evttags "
     "WHERE false"},
    {"pg_opclass",
     "SELECT NULL::oid AS oid, NULL::oid AS opcmethod, NULL::name AS opcname, NULL::oid AS "
     "opcnamespace, NULL::oid AS opcowner, NULL::oid AS opcfamily, NULL::oid AS opcintype, "
     "NULL::bool AS opcdefault, NULL::oid AS opckeytype WHERE false"},
    {"pg_opfamily",
     "SELECT NULL::oid AS oid, NULL::oid AS opfmethod, NULL::name AS opfname, NULL::oid AS "
     "opfnamespace, NULL::oid AS opfowner WHERE false"},
    {"pg_extension",
     "SELECT NULL::oid AS oid, NULL::name AS extname, NULL::oid AS extowner, NULL::oid AS "
     "extnamespace, NULL::bool AS extrelocatable, NULL::text AS extversion, NULL::oid[] AS "
     "extconfig, NULL::text[] AS extcondition WHERE false"},
    /* PG's definition: superusers, those with the server owner's privileges, and a user who
     * may use the server for that user's own mapping see the options */
    {"pg_user_mappings",
     "SELECT u.oid AS umid, s.oid AS srvid, s.srvname, u.umuser, CASE WHEN u.umuser = 0 THEN "
     "'public'::name ELSE a.rolname END AS usename, CASE WHEN (u.umuser <> 0 AND a.rolname = "
     "CURRENT_USER AND (pg_catalog.pg_has_role(s.srvowner, 'USAGE') OR "
     "pg_catalog.has_server_privilege(s.oid, 'USAGE'))) OR (u.umuser = 0 AND "
     "pg_catalog.pg_has_role(s.srvowner, 'USAGE')) OR (SELECT rolsuper FROM pg_catalog.pg_authid "
     "WHERE rolname = CURRENT_USER) THEN u.umoptions ELSE NULL::text[] END AS umoptions FROM "
     "pg_catalog.pg_user_mapping u JOIN pg_catalog.pg_foreign_server s ON u.umserver = s.oid "
     "LEFT JOIN pg_catalog.pg_authid a ON a.oid = u.umuser"},
    {"pg_views",
     "SELECT n.nspname AS schemaname, c.relname AS viewname, "
     "pg_catalog.pg_get_userbyid(c.relowner) AS viewowner, pg_catalog.pg_get_viewdef(c.oid) AS "
     "definition FROM pg_catalog.pg_class c LEFT JOIN pg_catalog.pg_namespace n ON n.oid = "
     "c.relnamespace WHERE c.relkind = 'v'"},
    /* the statistics ANALYZE keeps, one row per column, as PG's (stavaluesN are text[] here,
     * anyarray in PG: both print alike) */
    {"pg_stats",
     "SELECT n.nspname AS schemaname, c.relname AS tablename, a.attname, s.stainherit AS "
     "inherited, s.stanullfrac AS null_frac, s.stawidth AS avg_width, s.stadistinct AS "
     "n_distinct, CASE WHEN s.stakind1 = 1 THEN s.stavalues1 WHEN s.stakind2 = 1 THEN "
     "s.stavalues2 WHEN s.stakind3 = 1 THEN s.stavalues3 WHEN s.stakind4 = 1 THEN s.stavalues4 "
     "WHEN s.stakind5 = 1 THEN s.stavalues5 END AS most_common_vals, CASE WHEN s.stakind1 = 1 "
     "THEN s.stanumbers1 WHEN s.stakind2 = 1 THEN s.stanumbers2 WHEN s.stakind3 = 1 THEN "
     "s.stanumbers3 WHEN s.stakind4 = 1 THEN s.stanumbers4 WHEN s.stakind5 = 1 THEN "
     "s.stanumbers5 END AS most_common_freqs, CASE WHEN s.stakind1 = 2 THEN s.stavalues1 WHEN "
     "s.stakind2 = 2 THEN s.stavalues2 WHEN s.stakind3 = 2 THEN s.stavalues3 WHEN s.stakind4 = "
     "2 THEN s.stavalues4 WHEN s.stakind5 = 2 THEN s.stavalues5 END AS histogram_bounds, CASE "
     "WHEN s.stakind1 = 3 THEN s.stanumbers1[1] WHEN s.stakind2 = 3 THEN s.stanumbers2[1] WHEN "
     "s.stakind3 = 3 THEN s.stanumbers3[1] WHEN s.stakind4 = 3 THEN s.stanumbers4[1] WHEN "
     "s.stakind5 = 3 THEN s.stanumbers5[1] END AS correlation, CASE WHEN s.stakind1 = 4 THEN "
     "s.stavalues1 WHEN s.stakind2 = 4 THEN s.stavalues2 WHEN s.stakind3 = 4 THEN s.stavalues3 "
     "WHEN s.stakind4 = 4 THEN s.stavalues4 WHEN s.stakind5 = 4 THEN s.stavalues5 END AS "
     "most_common_elems, CASE WHEN s.stakind1 = 4 THEN s.stanumbers1 WHEN s.stakind2 = 4 THEN "
     "s.stanumbers2 WHEN s.stakind3 = 4 THEN s.stanumbers3 WHEN s.stakind4 = 4 THEN "
     "s.stanumbers4 WHEN s.stakind5 = 4 THEN s.stanumbers5 END AS most_common_elem_freqs, CASE "
     "WHEN s.stakind1 = 5 THEN s.stanumbers1 WHEN s.stakind2 = 5 THEN s.stanumbers2 WHEN "
     "s.stakind3 = 5 THEN s.stanumbers3 WHEN s.stakind4 = 5 THEN s.stanumbers4 WHEN s.stakind5 "
     "= 5 THEN s.stanumbers5 END AS elem_count_histogram FROM pg_catalog.pg_statistic s JOIN "
     "pg_catalog.pg_class c ON c.oid = s.starelid JOIN pg_catalog.pg_attribute a ON c.oid = "
     "a.attrelid AND a.attnum = s.staattnum LEFT JOIN pg_catalog.pg_namespace n ON n.oid = "
     "c.relnamespace WHERE NOT a.attisdropped AND pg_catalog.has_column_privilege(c.oid, "
     "a.attnum, 'select')"},
    /* the real pg_index (indexprs and indpred as SQL text where PG has pg_node_tree) */
    {"pg_index", "SELECT i.* FROM pg_catalog.pg_index i"},
    {"pg_tables",
     "SELECT n.nspname AS schemaname, c.relname AS tablename, "
     "pg_catalog.pg_get_userbyid(c.relowner) AS tableowner, NULL::name AS tablespace, "
     "c.relhasindex AS hasindexes, c.relhasrules AS hasrules, c.relhastriggers AS hastriggers, "
     "c.relrowsecurity AS rowsecurity FROM pg_catalog.pg_class c LEFT JOIN "
     "pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p')"},
    {"pg_indexes",
     "SELECT n.nspname AS schemaname, c.relname AS tablename, i.relname AS indexname, "
     "NULL::name AS tablespace, pg_catalog.pg_get_indexdef(i.oid) AS indexdef FROM "
     "pg_catalog.pg_index x JOIN pg_catalog.pg_class c ON c.oid = x.indrelid JOIN "
     "pg_catalog.pg_class i ON i.oid = x.indexrelid LEFT JOIN pg_catalog.pg_namespace n ON "
     "n.oid = c.relnamespace WHERE c.relkind IN ('r', 'm', 'p') AND i.relkind IN ('i', 'I')"},
    {"pg_sequences",
     "SELECT n.nspname AS schemaname, c.relname AS sequencename, "
     "pg_catalog.pg_get_userbyid(c.relowner) AS sequenceowner, s.seqtypid::regtype AS data_type, "
     "s.seqstart AS start_value, s.seqmin AS min_value, s.seqmax AS max_value, s.seqincrement "
     "AS increment_by, s.seqcycle AS cycle, s.seqcache AS cache_size, "
     "pg_catalog.pg_sequence_last_value(c.oid::regclass) AS last_value FROM "
     "pg_catalog.pg_sequence s JOIN pg_catalog.pg_class c ON c.oid = s.seqrelid LEFT JOIN "
     "pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'S'"},
};
/* clang-format on */

/*
 * information_schema, over the same catalogs (PG's definitions, trimmed to what Basalt has).
 * Its domains are their base types here: sql_identifier is name, cardinal_number integer,
 * character_data and yes_or_no character varying.
 */
/* clang-format off */
static const SystemView info_schema_views[] = {
    /* the memberships whose member's privileges the current user has; the owner of the
     * database is implicitly in pg_database_owner */
    {"applicable_roles",
     "SELECT a.rolname::name AS grantee, b.rolname::name AS role_name, (CASE WHEN "
     "m.admin_option THEN 'YES' ELSE 'NO' END)::varchar AS is_grantable FROM (SELECT member, "
     "roleid, admin_option FROM pg_catalog.pg_auth_members UNION SELECT d.datdba, r.oid, false "
     "FROM pg_catalog.pg_database d, pg_catalog.pg_authid r WHERE d.datname = "
     "current_database() AND r.rolname = 'pg_database_owner') m JOIN pg_catalog.pg_authid a ON "
     "m.member = a.oid JOIN pg_catalog.pg_authid b ON m.roleid = b.oid WHERE "
     "pg_catalog.pg_has_role(a.oid, 'USAGE')"},
    {"administrable_role_authorizations",
     "SELECT grantee, role_name, is_grantable FROM information_schema.applicable_roles WHERE "
     "is_grantable = 'YES'"},
    {"enabled_roles",
     "SELECT a.rolname::name AS role_name FROM pg_catalog.pg_authid a WHERE "
     "pg_catalog.pg_has_role(a.oid, 'USAGE')"},
    {"sequences",
     "SELECT current_database()::name AS sequence_catalog, n.nspname AS sequence_schema, "
     "c.relname AS sequence_name, pg_catalog.format_type(s.seqtypid, NULL)::varchar AS "
     "data_type, (CASE s.seqtypid WHEN 21 THEN 16 WHEN 23 THEN 32 ELSE 64 END)::integer AS "
     "numeric_precision, 2 AS numeric_precision_radix, 0 AS numeric_scale, "
     "s.seqstart::varchar AS start_value, s.seqmin::varchar AS minimum_value, "
     "s.seqmax::varchar AS maximum_value, s.seqincrement::varchar AS increment, "
     "(CASE WHEN s.seqcycle THEN 'YES' ELSE 'NO' END)::varchar AS cycle_option FROM "
     "pg_catalog.pg_namespace n, pg_catalog.pg_class c, pg_catalog.pg_sequence s WHERE "
     "c.relnamespace = n.oid AND c.oid = s.seqrelid AND c.relkind = 'S' AND NOT EXISTS (SELECT 1 "
     "FROM pg_catalog.pg_depend d WHERE d.classid = 1259 AND d.objid = c.oid AND d.deptype = "
     "'i')"},
    {"schemata",
     "SELECT current_database()::name AS catalog_name, n.nspname AS schema_name, "
     "pg_catalog.pg_get_userbyid(n.nspowner) AS schema_owner, NULL::name AS "
     "default_character_set_catalog, NULL::name AS default_character_set_schema, NULL::name AS "
     "default_character_set_name, NULL::varchar AS sql_path FROM pg_catalog.pg_namespace n"},
    {"tables",
     "SELECT current_database()::name AS table_catalog, n.nspname AS table_schema, c.relname AS "
     "table_name, (CASE WHEN c.relkind IN ('r', 'p') THEN 'BASE TABLE' WHEN c.relkind = 'v' THEN "
     "'VIEW' WHEN c.relkind = 'f' THEN 'FOREIGN' ELSE NULL END)::varchar AS table_type, "
     "NULL::name AS self_referencing_column_name, NULL::varchar AS reference_generation, "
     "NULL::name AS user_defined_type_catalog, NULL::name AS user_defined_type_schema, NULL::name "
     "AS user_defined_type_name, (CASE WHEN c.relkind IN ('r', 'p') THEN 'YES' ELSE 'NO' "
     "END)::varchar AS is_insertable_into, 'NO'::varchar AS is_typed, NULL::varchar AS "
     "commit_action FROM pg_catalog.pg_namespace n, pg_catalog.pg_class c WHERE n.oid = "
     "c.relnamespace AND c.relkind IN ('r', 'v', 'f', 'p')"},
    {"views",
     "SELECT current_database()::name AS table_catalog, n.nspname AS table_schema, c.relname AS "
     "table_name, pg_catalog.pg_get_viewdef(c.oid)::varchar AS view_definition, 'NONE'::varchar "
     "AS check_option, 'NO'::varchar AS is_updatable, 'NO'::varchar AS is_insertable_into, "
     "'NO'::varchar AS is_trigger_updatable, 'NO'::varchar AS is_trigger_deletable, "
     "'NO'::varchar AS is_trigger_insertable_into FROM pg_catalog.pg_namespace n, "
     "pg_catalog.pg_class c WHERE n.oid = c.relnamespace AND c.relkind = 'v'"},
    {"columns",
     "SELECT current_database()::name AS table_catalog, n.nspname AS table_schema, c.relname AS "
     "table_name, a.attname AS column_name, a.attnum::int AS ordinal_position, (SELECT "
     "pg_catalog.pg_get_expr(d.adbin, d.adrelid) FROM pg_catalog.pg_attrdef d WHERE d.adrelid = "
     "a.attrelid AND d.adnum = a.attnum AND a.atthasdef)::varchar AS column_default, (CASE WHEN a.attnotnull THEN 'NO' ELSE 'YES' END)::varchar AS "
     "is_nullable, (CASE WHEN t.typelem <> 0 AND t.typlen = -1 THEN 'ARRAY' ELSE "
     "pg_catalog.format_type(a.atttypid, NULL) END)::varchar AS data_type, (CASE WHEN "
     "a.atttypid IN (1042, 1043) AND a.atttypmod > 0 THEN a.atttypmod - 4 END)::int AS "
     "character_maximum_length, (CASE WHEN a.atttypid IN (25, 1042, 1043) THEN CASE WHEN "
     "a.atttypmod > 0 THEN (a.atttypmod - 4) * 4 ELSE 1073741824 END END)::int AS "
     "character_octet_length, (CASE a.atttypid WHEN 21 THEN 16 WHEN 23 THEN 32 WHEN 20 THEN 64 "
     "WHEN 700 THEN 24 WHEN 701 THEN 53 WHEN 1700 THEN CASE WHEN a.atttypmod > 0 THEN "
     "((a.atttypmod - 4) >> 16) & 65535 END END)::int AS numeric_precision, (CASE WHEN "
     "a.atttypid IN (21, 23, 20, 700, 701) THEN 2 WHEN a.atttypid = 1700 THEN 10 END)::int AS "
     "numeric_precision_radix, (CASE WHEN a.atttypid IN (21, 23, 20) THEN 0 WHEN a.atttypid = "
     "1700 AND a.atttypmod > 0 THEN (a.atttypmod - 4) & 65535 END)::int AS numeric_scale, (CASE "
     "WHEN a.atttypid = 1082 THEN 0 WHEN a.atttypid IN (1083, 1114, 1184, 1266, 1186) THEN CASE "
     "WHEN a.atttypmod < 0 THEN 6 ELSE a.atttypmod END END)::int AS datetime_precision, "
     "current_database()::name AS udt_catalog, 'pg_catalog'::name AS udt_schema, t.typname AS "
     "udt_name, a.attnum::name AS dtd_identifier, 'NO'::varchar AS is_self_referencing, "
     "'NO'::varchar AS is_identity, 'NEVER'::varchar AS is_generated, (CASE WHEN c.relkind IN "
     "('r', 'p') THEN 'YES' ELSE 'NO' END)::varchar AS is_updatable FROM "
     "pg_catalog.pg_attribute a JOIN pg_catalog.pg_class c ON a.attrelid = c.oid JOIN "
     "pg_catalog.pg_namespace n ON n.oid = c.relnamespace JOIN pg_catalog.pg_type t ON t.oid = "
     "a.atttypid WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'v', 'f', "
     "'p')"},
    /* PG lists each NOT NULL column as a CHECK constraint named nsp_rel_attnum_not_null */
    {"table_constraints",
     "SELECT current_database()::name AS constraint_catalog, n.nspname AS constraint_schema, "
     "con.conname AS constraint_name, current_database()::name AS table_catalog, n.nspname AS "
     "table_schema, c.relname AS table_name, (CASE con.contype WHEN 'c' THEN 'CHECK' WHEN 'f' "
     "THEN 'FOREIGN KEY' WHEN 'p' THEN 'PRIMARY KEY' WHEN 'u' THEN 'UNIQUE' END)::varchar AS "
     "constraint_type, "
     "'NO'::varchar AS is_deferrable, 'NO'::varchar AS initially_deferred, 'YES'::varchar AS "
     "enforced, NULL::varchar AS nulls_distinct FROM pg_catalog.pg_constraint con JOIN "
     "pg_catalog.pg_class c ON c.oid = con.conrelid JOIN pg_catalog.pg_namespace n ON n.oid = "
     "c.relnamespace UNION ALL SELECT current_database()::name, n.nspname, (n.oid::text || '_' "
     "|| c.oid::text || '_' || a.attnum::text || '_not_null')::name, current_database()::name, "
     "n.nspname, c.relname, 'CHECK'::varchar, 'NO'::varchar, 'NO'::varchar, 'YES'::varchar, "
     "NULL::varchar FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_class c ON c.oid = "
     "a.attrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE a.attnotnull "
     "AND a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'p')"},
    {"key_column_usage",
     "SELECT current_database()::name AS constraint_catalog, n.nspname AS constraint_schema, "
     "con.conname AS constraint_name, current_database()::name AS table_catalog, n.nspname AS "
     "table_schema, c.relname AS table_name, a.attname AS column_name, "
     "pg_catalog.array_position(con.conkey, a.attnum)::int AS ordinal_position, NULL::int AS "
     "position_in_unique_constraint FROM pg_catalog.pg_constraint con JOIN pg_catalog.pg_class "
     "c ON c.oid = con.conrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace JOIN "
     "pg_catalog.pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = ANY (con.conkey) "
     "WHERE con.contype IN ('p', 'u', 'f')"},
    /* the stored CHECK constraints, then PG's NOT NULL ones (named as in table_constraints) */
    {"check_constraints",
     "SELECT current_database()::name AS constraint_catalog, n.nspname AS constraint_schema, "
     "con.conname AS constraint_name, substring(pg_catalog.pg_get_constraintdef(con.oid) from "
     "7)::varchar AS check_clause FROM pg_catalog.pg_constraint con LEFT JOIN "
     "pg_catalog.pg_namespace n ON n.oid = con.connamespace WHERE con.contype = 'c' UNION "
     "SELECT current_database()::name, n.nspname, (n.oid::text || '_' || r.oid::text || '_' || "
     "a.attnum::text || '_not_null')::name, (a.attname || ' IS NOT NULL')::varchar FROM "
     "pg_catalog.pg_namespace n, pg_catalog.pg_class r, pg_catalog.pg_attribute a WHERE n.oid "
     "= r.relnamespace AND r.oid = a.attrelid AND a.attnum > 0 AND NOT a.attisdropped AND "
     "a.attnotnull AND r.relkind IN ('r', 'p')"},
};
/* clang-format on */

/*
 * Locks and the session's kept statements and cursors: PG's definitions over the functions
 * of executor/types/lockfuncs.c and portalfuncs.c, read when the view is scanned.
 */
/* clang-format off */
static const SystemView lock_and_portal_views[] = {
    {"pg_locks",
     "SELECT l.locktype, l.database, l.relation, l.page, l.tuple, l.virtualxid, "
     "l.transactionid, l.classid, l.objid, l.objsubid, l.virtualtransaction, l.pid, l.mode, "
     "l.granted, l.fastpath, l.waitstart FROM pg_catalog.pg_lock_status() l"},
    {"pg_prepared_statements",
     "SELECT p.name, p.statement, p.prepare_time, p.parameter_types, p.from_sql, "
     "p.generic_plans, p.custom_plans FROM pg_catalog.pg_prepared_statement() p"},
    {"pg_cursors",
     "SELECT c.name, c.statement, c.is_holdable, c.is_binary, c.is_scrollable, "
     "c.creation_time FROM pg_catalog.pg_cursor() c"},
};
/* clang-format on */

/*
 * information_schema.referential_constraints: PG finds the referenced constraint through
 * pg_depend (the foreign key depends on the unique index, which belongs to its constraint);
 * Basalt's foreign key names the index itself (conindid), and only PRIMARY KEYs are
 * constraints of pg_constraint here, so a key referencing a UNIQUE constraint has NULL
 * unique_constraint_* columns.
 */
/* clang-format off */
static const SystemView info_schema_fkey_views[] = {
    {"referential_constraints",
     "SELECT current_database()::name AS constraint_catalog, ncon.nspname AS "
     "constraint_schema, con.conname AS constraint_name, (CASE WHEN npkc.nspname IS NULL THEN "
     "NULL::name ELSE current_database() END)::name AS unique_constraint_catalog, "
     "npkc.nspname AS unique_constraint_schema, pkc.conname AS unique_constraint_name, (CASE "
     "con.confmatchtype WHEN 'f' THEN 'FULL' WHEN 'p' THEN 'PARTIAL' WHEN 's' THEN 'NONE' "
     "END)::varchar AS match_option, (CASE con.confupdtype WHEN 'c' THEN 'CASCADE' WHEN 'n' "
     "THEN 'SET NULL' WHEN 'd' THEN 'SET DEFAULT' WHEN 'r' THEN 'RESTRICT' WHEN 'a' THEN 'NO "
     "ACTION' END)::varchar AS update_rule, (CASE con.confdeltype WHEN 'c' THEN 'CASCADE' WHEN "
     "'n' THEN 'SET NULL' WHEN 'd' THEN 'SET DEFAULT' WHEN 'r' THEN 'RESTRICT' WHEN 'a' THEN "
     "'NO ACTION' END)::varchar AS delete_rule FROM pg_catalog.pg_namespace ncon JOIN "
     "pg_catalog.pg_constraint con ON ncon.oid = con.connamespace JOIN pg_catalog.pg_class c "
     "ON con.conrelid = c.oid AND con.contype = 'f' LEFT JOIN pg_catalog.pg_constraint pkc ON "
     "pkc.conindid = con.conindid AND pkc.contype IN ('p', 'u') AND pkc.conrelid = "
     "con.confrelid LEFT JOIN pg_catalog.pg_namespace npkc ON pkc.connamespace = npkc.oid "
     "WHERE pg_catalog.pg_has_role(c.relowner, 'USAGE') OR "
     "pg_catalog.has_table_privilege(c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, "
     "TRIGGER')"},
};
/* clang-format on */

/* The system views standing for one of PG's catalogs, by that catalog's pg_class oid: their
 * rows' tableoid, which pg_description.classoid and obj_description name. */
static const struct {
    const char *name;
    Oid classoid;
} view_classoids[] = {
    {"pg_am", 2601},          {"pg_cast", 2605},         {"pg_collation", 3456},
    {"pg_constraint", 2606},  {"pg_database", 1262},     {"pg_enum", 3501},
    {"pg_event_trigger", 3466}, {"pg_extension", 3079},  {"pg_index", 2610},
    {"pg_language", 2612},    {"pg_opclass", 2616},      {"pg_operator", 2617},     {"pg_opfamily", 2753},
    {"pg_proc", 1255},        {"pg_publication", 6104},  {"pg_statistic_ext", 3381},
    {"pg_tablespace", 1213},  {"pg_trigger", 2620},      {"pg_type", 1247},
};

Oid bind_system_view_classoid(const char *name)
{
    for (size_t i = 0; i < lengthof(view_classoids); i++)
        if (strcmp(view_classoids[i].name, name) == 0)
            return view_classoids[i].classoid;
    return InvalidOid;
}

static const char *find_view(const SystemView *views, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(views[i].name, name) == 0)
            return views[i].sql;
    return NULL;
}

/* ---------------------------------------------------------------- generated from tables */

static void append_quoted(StringInfo buf, const char *s)
{
    appendStringInfoChar(buf, '\'');
    for (; *s; s++) {
        if (*s == '\'')
            appendStringInfoChar(buf, '\'');
        appendStringInfoChar(buf, *s);
    }
    appendStringInfoChar(buf, '\'');
}

/* "('oid', 'name'" after a comma unless it is the first row */
static void begin_row(StringInfo buf, Oid oid, const char *name)
{
    appendStringInfo(buf, "%s('%u', ", buf->len > 0 && buf->data[buf->len - 1] == ')' ? ", " : "",
                     oid);
    append_quoted(buf, name);
}

static void type_row(const TypeInfo *t, void *arg)
{
    StringInfo buf = arg;
    /* int2vector and oidvector are plain in PG, which makes them no true arrays */
    char storage = t->typlen != -1 || t->oid == 22 || t->oid == 30 ? 'p'
                   : t->oid == NUMERICOID                         ? 'm'
                                                                  : 'x';
    char typtype = t->typcategory == TYPCATEGORY_PSEUDOTYPE ? 'p' : 'b';
    begin_row(buf, t->oid, t->typname);
    appendStringInfo(buf, ", '%d', '%s', '%c', '%c', '%s', '%u', '%u', '%u', '%c', '%c')",
                     t->typlen, t->typbyval ? "t" : "f", typtype, t->typcategory,
                     t->typispreferred ? "t" : "f", t->typelem, t->typarray,
                     bind_type_collation(t->oid), storage, t->typalign);
}

static void proc_row(const ProcInfo *p, void *arg)
{
    StringInfo buf = arg;
    if (p->proschema)
        return; /* its schema (information_schema) has no pg_namespace row to point at */
    begin_row(buf, p->oid, p->proname);
    appendStringInfo(buf, ", '%c', '%c', '%s', '%s', '%d', '%u', '", p->prokind, p->provolatile,
                     p->proisstrict ? "t" : "f", p->proretset ? "t" : "f", p->pronargs,
                     p->rettype);
    for (int i = 0; i < p->pronargs && i < PROC_MAX_ARGS; i++)
        appendStringInfo(buf, "%s%u", i ? " " : "", p->argtypes[i]);
    appendStringInfo(buf, "', '%u', ", p->provariadic);
    if (p->argnames)
        appendStringInfo(buf, "'{%s}', ", p->argnames);
    else
        appendStringInfoString(buf, "NULL, ");
    int ndefaults = 0;
    for (const char *d = p->argdefaults; d; d = strchr(d, ','), d = d ? d + 1 : NULL)
        ndefaults++;
    appendStringInfo(buf, "'%d', ", ndefaults);
    const char *prosrc = types_builtin_prosrc(p->oid);
    append_quoted(buf, prosrc ? prosrc : p->proname);
    appendStringInfoChar(buf, ')');
}

/* A cast has no oid of its own here: its row's is 0, as no comment can name it. A cast
 * through one of Basalt's own functions (basalt_json_to_jsonb) stands for PG's I/O
 * conversion, and is shown as that. */
static void cast_row(const CastInfo *c, void *arg)
{
    StringInfo buf = arg;
    const ProcInfo *f = c->castfunc ? proc_by_oid(c->castfunc) : NULL;
    bool own = f && strncmp(f->proname, "basalt_", 7) == 0;
    appendStringInfo(buf, "%s('%u', '%u', '%u', '%c', '%c')", buf->len > 0 ? ", " : "",
                     c->castsource, c->casttarget, own ? 0 : c->castfunc, c->castcontext,
                     own ? COERCION_METHOD_INOUT : c->castmethod);
}

static void oper_row(const OperInfo *o, void *arg)
{
    StringInfo buf = arg;
    begin_row(buf, o->oid, o->oprname);
    appendStringInfo(buf, ", '%c', '%u', '%u', '%u', '%u', '%u', '%u')", o->oprkind, o->oprleft,
                     o->oprright, o->oprresult, o->oprcom, o->oprnegate, o->oprcode);
}

static char *pg_type_sql, *pg_proc_sql, *pg_cast_sql, *pg_operator_sql;
static pthread_once_t generated_once = PTHREAD_ONCE_INIT;

/* Built once in the process's own memory (the tables never change while it runs). */
static char *keep(StringInfo buf, const char *head, const char *tail)
{
    size_t len = strlen(head) + (size_t)buf->len + strlen(tail) + 1;
    char *s = malloc(len);
    if (s)
        snprintf(s, len, "%s%s%s", head, buf->data, tail);
    return s;
}

static void generate_tables(void)
{
    MemoryContext cxt = mcxt_create(NULL, "system views");
    MemoryContext old = MemoryContextSwitchTo(cxt);
    StringInfoData buf;
    initStringInfo(&buf);
    types_catalog_foreach(type_row, NULL, &buf);
    pg_type_sql = keep(
        &buf,
        "SELECT column1::oid AS oid, column2::name AS typname, 11::oid AS typnamespace, 10::oid "
        "AS typowner, column3::int2 AS typlen, column4::bool AS typbyval, column5::\"char\" AS "
        "typtype, column6::\"char\" AS typcategory, column7::bool AS typispreferred, true AS "
        "typisdefined, ','::\"char\" AS typdelim, 0::oid AS typrelid, column8::oid AS typelem, "
        "column9::oid AS typarray, false AS typnotnull, 0::oid AS typbasetype, -1 AS typtypmod, "
        "0 AS typndims, column10::oid AS typcollation, column11::\"char\" AS typstorage, "
        "column12::\"char\" AS typalign, NULL::text AS typdefault, NULL::text[] AS typacl FROM "
        "(VALUES ",
        ") v");
    resetStringInfo(&buf);
    types_catalog_foreach(NULL, proc_row, &buf);
    pg_proc_sql = keep(
        &buf,
        "SELECT column1::oid AS oid, column2::name AS proname, 11::oid AS pronamespace, "
        "coalesce(a.objowner, 10::oid) AS proowner, 12::oid AS prolang, 1::float4 AS procost, 0::float4 AS prorows, "
        "column10::oid AS provariadic, column3::\"char\" AS prokind, false AS prosecdef, false AS "
        "proleakproof, column5::bool AS proisstrict, column6::bool AS proretset, "
        "column4::\"char\" AS provolatile, 's'::\"char\" AS proparallel, column7::int2 AS "
        "pronargs, column12::int2 AS pronargdefaults, column8::oid AS prorettype, column9::oidvector AS "
        "proargtypes, NULL::oid[] AS proallargtypes, NULL::\"char\"[] AS proargmodes, "
        "column11::text[] AS proargnames, column13::text AS prosrc, NULL::text[] AS proconfig, "
        "a.objacl AS proacl FROM (VALUES ",
        ") v LEFT JOIN pg_catalog.basalt_object_acl a ON a.classoid = 1255 AND a.objoid = "
        "v.column1::oid");
    resetStringInfo(&buf);
    types_cast_foreach(cast_row, &buf);
    pg_cast_sql = keep(&buf,
                       "SELECT 0::oid AS oid, column1::oid AS castsource, column2::oid AS "
                       "casttarget, column3::oid AS castfunc, column4::\"char\" AS castcontext, "
                       "column5::\"char\" AS castmethod FROM (VALUES ",
                       ") v");
    resetStringInfo(&buf);
    types_oper_foreach(oper_row, &buf);
    pg_operator_sql = keep(
        &buf,
        "SELECT column1::oid AS oid, column2::name AS oprname, 11::oid AS oprnamespace, 10::oid "
        "AS oprowner, column3::\"char\" AS oprkind, false AS oprcanmerge, false AS oprcanhash, "
        "column4::oid AS oprleft, column5::oid AS oprright, column6::oid AS oprresult, "
        "column7::oid AS oprcom, column8::oid AS oprnegate, column9::oid::regproc AS oprcode, "
        "0::regproc AS oprrest, 0::regproc AS oprjoin FROM (VALUES ",
        ") v");
    MemoryContextSwitchTo(old);
    mcxt_delete(cxt);
}

typedef struct SettingsBuf {
    StringInfo buf;
} SettingsBuf;

static void append_field(StringInfo buf, const char *v)
{
    appendStringInfoString(buf, ", ");
    if (v == NULL)
        appendStringInfoString(buf, "NULL");
    else
        append_quoted(buf, v);
}

static void setting_row(const GucSettingRow *r, void *arg)
{
    StringInfo buf = ((SettingsBuf *)arg)->buf;
    if (buf->data[buf->len - 1] == ')')
        appendStringInfoString(buf, ", ");
    appendStringInfoChar(buf, '(');
    append_quoted(buf, r->name);
    const char *fields[] = {r->setting,  r->unit,     r->short_desc, r->context,
                            r->vartype,  r->min_val,  r->max_val,    r->enumvals,
                            r->boot_val, r->reset_val, r->category,  r->source,
                            r->sourcefile, r->sourceline};
    for (size_t i = 0; i < lengthof(fields); i++)
        append_field(buf, fields[i]);
    appendStringInfoChar(buf, ')');
}

/* The session's settings now, as PG's pg_settings shows them: setting in the base unit (kB,
 * 8kB, ms, s) with the unit beside it, PG's category, where the value came from; the file and
 * line only to superusers (PG: also pg_read_all_settings, a role Basalt does not have). */
static const char *pg_settings_sql(void)
{
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoString(
        &buf, "SELECT column1::text AS name, column2::text AS setting, column3::text AS unit, "
              "column12::text AS category, column4::text AS short_desc, NULL::text AS "
              "extra_desc, column5::text AS context, column6::text AS vartype, column13::text "
              "AS source, column7::text AS min_val, column8::text AS max_val, column9::text[] "
              "AS enumvals, column10::text AS boot_val, column11::text AS reset_val, CASE WHEN "
              "s.super THEN column14::text END AS sourcefile, CASE WHEN s.super THEN "
              "column15::int4 END AS sourceline, false AS pending_restart FROM (VALUES ");
    SettingsBuf sb = {&buf};
    guc_foreach_setting(setting_row, &sb);
    appendStringInfoString(&buf, ") v, (SELECT coalesce((SELECT rolsuper FROM "
                                 "pg_catalog.pg_authid WHERE rolname = current_user), false) AS "
                                 "super) s");
    return buf.data;
}

const char *bind_information_schema_sql(const char *name)
{
    if (strcmp(name, "column_privileges") == 0)
        return bind_column_privileges_sql();
    const char *sql = find_view(info_schema_views, lengthof(info_schema_views), name);
    return sql ? sql : find_view(info_schema_fkey_views, lengthof(info_schema_fkey_views), name);
}

int bind_system_view_names(const char **names, int max)
{
    static const char *const generated[] = {"pg_type", "pg_proc", "pg_cast", "pg_operator",
                                            "pg_settings"};
    int n = 0;
    for (size_t i = 0; i < lengthof(static_views); i++)
        if (n < max)
            names[n++] = static_views[i].name;
    for (size_t i = 0; i < lengthof(lock_and_portal_views); i++)
        if (n < max)
            names[n++] = lock_and_portal_views[i].name;
    for (size_t i = 0; i < lengthof(generated); i++)
        if (n < max)
            names[n++] = generated[i];
    return n;
}

bool bind_system_view_is_generated(const char *name)
{
    return strcmp(name, "pg_type") == 0 || strcmp(name, "pg_proc") == 0 ||
           strcmp(name, "pg_cast") == 0 || strcmp(name, "pg_operator") == 0 ||
           strcmp(name, "pg_settings") == 0;
}

bool bind_system_view_extends_catalog(const char *name)
{
    return strcmp(name, "pg_constraint") == 0 || strcmp(name, "pg_index") == 0;
}

const char *bind_system_view_sql(const char *name)
{
    const char *sql = find_view(static_views, lengthof(static_views), name);
    if (sql == NULL)
        sql = find_view(lock_and_portal_views, lengthof(lock_and_portal_views), name);
    if (sql)
        return sql;
    if (strcmp(name, "pg_type") == 0 || strcmp(name, "pg_proc") == 0 ||
        strcmp(name, "pg_cast") == 0 || strcmp(name, "pg_operator") == 0) {
        pthread_once(&generated_once, generate_tables);
        sql = name[3] == 't' ? pg_type_sql
              : name[3] == 'p' ? pg_proc_sql
              : name[3] == 'c' ? pg_cast_sql
                               : pg_operator_sql;
        if (sql == NULL)
            ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
        return sql;
    }
    if (strcmp(name, "pg_settings") == 0)
        return pg_settings_sql();
    return NULL;
}
