/*
 * pgstatfuncs.c: the pg_stat_get_* functions over the per-table counters of storage/pgstat.h.
 *
 * The one idea: these are the functions PG's pg_stat_user_tables view is built on, with PG's
 * names and oids, so the view (and clients that call them directly) can sit on top unchanged.
 */
#include "executor/types/types_internal.h"
#include "storage/pgstat.h"

static PgStatTable stats_of(Oid relid)
{
    PgStatTable st;
    pgstat_get(relid, &st);
    return st;
}

static Datum stat_live(PG_FUNCTION_ARGS) { PG_RETURN_INT64(stats_of(PG_GETARG_OID(0)).live_tuples); }
static Datum stat_dead(PG_FUNCTION_ARGS) { PG_RETURN_INT64(stats_of(PG_GETARG_OID(0)).dead_tuples); }
static Datum stat_vacuum_count(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT64(stats_of(PG_GETARG_OID(0)).vacuum_count);
}
static Datum stat_autovacuum_count(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT64(stats_of(PG_GETARG_OID(0)).autovacuum_count);
}

static const ProcInfo pgstat_procs[] = {
    {2878, "pg_stat_get_live_tuples", 'f', 's', true, false, 1, INT8OID, {OIDOID}, 0, stat_live},
    {2879, "pg_stat_get_dead_tuples", 'f', 's', true, false, 1, INT8OID, {OIDOID}, 0, stat_dead},
    {3054, "pg_stat_get_vacuum_count", 'f', 's', true, false, 1, INT8OID, {OIDOID}, 0,
     stat_vacuum_count},
    {3055, "pg_stat_get_autovacuum_count", 'f', 's', true, false, 1, INT8OID, {OIDOID}, 0,
     stat_autovacuum_count},
};

const TypesFamily types_family_pgstat = {
    "pgstat", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(pgstat_procs), TYPES_NO_ROWS, TYPES_NO_ROWS,
    TYPES_NO_ROWS,
};
