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

/* One function per counter, each reading one field of the relation's counters. */
#define STAT_INT8(fn, field)                                                                  \
    static Datum fn(PG_FUNCTION_ARGS) { PG_RETURN_INT64(stats_of(PG_GETARG_OID(0)).field); }
STAT_INT8(stat_live, live_tuples)
STAT_INT8(stat_dead, dead_tuples)
STAT_INT8(stat_vacuum_count, vacuum_count)
STAT_INT8(stat_autovacuum_count, autovacuum_count)
STAT_INT8(stat_analyze_count, analyze_count)
STAT_INT8(stat_autoanalyze_count, autoanalyze_count)
STAT_INT8(stat_mod_since_analyze, mod_since_analyze)
STAT_INT8(stat_ins_since_vacuum, ins_since_vacuum)
STAT_INT8(stat_numscans, numscans)
STAT_INT8(stat_tuples_returned, tuples_returned)
STAT_INT8(stat_tuples_fetched, tuples_fetched)
STAT_INT8(stat_tuples_inserted, tuples_inserted)
STAT_INT8(stat_tuples_updated, tuples_updated)
STAT_INT8(stat_tuples_deleted, tuples_deleted)

/* Basalt updates no row in place (PG's HOT updates): always 0. */
static Datum stat_hot_updated(PG_FUNCTION_ARGS) { PG_RETURN_INT64(0); }

#define UNIX_TO_2000_US (INT64_C(946684800) * 1000000) /* 1970-01-01 to 2000-01-01 */

/* The counters' Unix-epoch microseconds as a timestamptz; NULL for never. */
static Datum time_or_null(FunctionCallInfo fcinfo, int64 unix_us)
{
    if (unix_us == 0) {
        fcinfo->isnull = true;
        return (Datum)0;
    }
    PG_RETURN_INT64(unix_us - UNIX_TO_2000_US);
}

#define STAT_TIME(fn, field)                                                                  \
    static Datum fn(PG_FUNCTION_ARGS)                                                         \
    {                                                                                         \
        return time_or_null(fcinfo, stats_of(PG_GETARG_OID(0)).field);                        \
    }
STAT_TIME(stat_last_vacuum, last_vacuum_us)
STAT_TIME(stat_last_autovacuum, last_autovacuum_us)
STAT_TIME(stat_last_analyze, last_analyze_us)
STAT_TIME(stat_last_autoanalyze, last_autoanalyze_us)

/* Counts reach the shared counters when a transaction or scan ends, so there is nothing to
 * flush; the function exists because PG's tests and tools call it. */
static Datum stat_force_next_flush(PG_FUNCTION_ARGS)
{
    fcinfo->isnull = true;
    return (Datum)0;
}

#define STAT_FN(oid, name, ret, fn) {oid, name, 'f', 's', true, false, 1, ret, {OIDOID}, 0, fn}

static const ProcInfo pgstat_procs[] = {
    STAT_FN(2878, "pg_stat_get_live_tuples", INT8OID, stat_live),
    STAT_FN(2879, "pg_stat_get_dead_tuples", INT8OID, stat_dead),
    STAT_FN(3054, "pg_stat_get_vacuum_count", INT8OID, stat_vacuum_count),
    STAT_FN(3055, "pg_stat_get_autovacuum_count", INT8OID, stat_autovacuum_count),
    STAT_FN(3056, "pg_stat_get_analyze_count", INT8OID, stat_analyze_count),
    STAT_FN(3057, "pg_stat_get_autoanalyze_count", INT8OID, stat_autoanalyze_count),
    STAT_FN(3177, "pg_stat_get_mod_since_analyze", INT8OID, stat_mod_since_analyze),
    STAT_FN(5053, "pg_stat_get_ins_since_vacuum", INT8OID, stat_ins_since_vacuum),
    STAT_FN(1928, "pg_stat_get_numscans", INT8OID, stat_numscans),
    STAT_FN(1929, "pg_stat_get_tuples_returned", INT8OID, stat_tuples_returned),
    STAT_FN(1930, "pg_stat_get_tuples_fetched", INT8OID, stat_tuples_fetched),
    STAT_FN(1931, "pg_stat_get_tuples_inserted", INT8OID, stat_tuples_inserted),
    STAT_FN(1932, "pg_stat_get_tuples_updated", INT8OID, stat_tuples_updated),
    STAT_FN(1933, "pg_stat_get_tuples_deleted", INT8OID, stat_tuples_deleted),
    STAT_FN(1972, "pg_stat_get_tuples_hot_updated", INT8OID, stat_hot_updated),
    STAT_FN(2781, "pg_stat_get_last_vacuum_time", TIMESTAMPTZOID, stat_last_vacuum),
    STAT_FN(2782, "pg_stat_get_last_autovacuum_time", TIMESTAMPTZOID, stat_last_autovacuum),
    STAT_FN(2783, "pg_stat_get_last_analyze_time", TIMESTAMPTZOID, stat_last_analyze),
    STAT_FN(2784, "pg_stat_get_last_autoanalyze_time", TIMESTAMPTZOID, stat_last_autoanalyze),
    {2137, "pg_stat_force_next_flush", 'f', 'v', false, false, 0, VOIDOID, {}, 0,
     stat_force_next_flush},
};

const TypesFamily types_family_pgstat = {
    "pgstat", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(pgstat_procs), TYPES_NO_ROWS, TYPES_NO_ROWS,
    TYPES_NO_ROWS,
};
