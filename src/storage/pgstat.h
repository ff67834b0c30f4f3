/*
 * pgstat.h: per-table activity counters (what pg_stat_user_tables shows), kept in memory.
 *
 * Writers count the row versions they make dead as they go; VACUUM resets the count and
 * notes when it ran. Autovacuum reads these to pick its tables. The counters are approximate
 * (a rolled-back delete still counts, as an extra VACUUM is harmless) and start from zero at
 * each server start, as PG's do after a crash.
 */
#ifndef BASALT_PGSTAT_H
#define BASALT_PGSTAT_H

#include "common/basalt.h"

typedef struct PgStatTable {
    int64 dead_tuples;
    int64 live_tuples; /* as the last VACUUM counted them, plus inserts since */
    int64 vacuum_count, autovacuum_count;
    int64 last_vacuum_us, last_autovacuum_us; /* microseconds since the Unix epoch, 0 = never */
    int64 mod_since_analyze; /* rows inserted, updated or deleted since the last ANALYZE */
    int64 analyze_count;
} PgStatTable;

void pgstat_count_dead(Oid relid, int64 n);
void pgstat_count_inserted(Oid relid, int64 n);
void pgstat_report_vacuum(Oid relid, int64 live, int64 dead_left, bool autovacuum);
void pgstat_report_analyze(Oid relid);
/* false (and zeros) for a table with no activity recorded */
bool pgstat_get(Oid relid, PgStatTable *out);

#endif /* BASALT_PGSTAT_H */
