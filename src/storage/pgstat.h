/*
 * pgstat.h: per-table activity counters (what pg_stat_user_tables shows), kept in memory.
 *
 * Writers count the rows they insert and the row versions they make dead in their own
 * transaction's pending counts, which reach the shared counters when the transaction ends, as
 * PG's do: a commit adds them, an abort turns the inserted rows into dead ones and forgets the
 * deletes (so do savepoints rolled back). VACUUM resets the count and notes when it ran.
 * Autovacuum reads these to pick its tables. They start from zero at each server start, as
 * PG's do after a crash.
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
    int64 analyze_count, autoanalyze_count;
    int64 last_analyze_us, last_autoanalyze_us;
    int64 ins_since_vacuum; /* rows inserted since the last VACUUM, committed or not */
    /* PG's per-relation counters, committed or not: for a table, sequential scans and the
     * rows they read, and rows bitmap heap scans fetched; for an index, its scans, the
     * entries they returned and the rows plain index scans fetched through them */
    int64 numscans, tuples_returned, tuples_fetched;
    int64 tuples_inserted, tuples_updated, tuples_deleted;
} PgStatTable;

void pgstat_count_dead(Oid relid, int64 n);
void pgstat_count_inserted(Oid relid, int64 n);
/* An update: one inserted and one dead version are counted besides, this says they are one. */
void pgstat_count_updated(Oid relid);
/* A scan node ends: its scans (rescans count), rows or entries returned, rows fetched. */
void pgstat_count_scan(Oid relid, int64 nscans, int64 returned, int64 fetched);
/* TRUNCATE of relid: at commit its live and dead counts start again from zero. */
void pgstat_count_truncate(Oid relid);
/* The transaction's end (xact.c): its pending counts are applied as committed or aborted. */
void pgstat_xact_end(bool commit);
/* A savepoint's start (a mark into the pending counts) and its rollback to that mark. */
int pgstat_subxact_mark(void);
void pgstat_subxact_rollback(int mark);
void pgstat_report_vacuum(Oid relid, int64 live, int64 dead_left, bool autovacuum);
void pgstat_report_analyze(Oid relid, bool autovacuum);
/* false (and zeros) for a table with no activity recorded */
bool pgstat_get(Oid relid, PgStatTable *out);

#endif /* BASALT_PGSTAT_H */
