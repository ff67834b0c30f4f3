/*
 * pgstat.c: the per-table counters, a mutex-guarded hash by table oid.
 *
 * The one idea: counting happens on every insert, update and delete, so each update is one
 * short critical section on a small table of entries that are never freed (a dropped table's
 * entry just stops changing).
 */
#include "storage/pgstat.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

#define STAT_BUCKETS 1024

typedef struct StatEntry {
    Oid relid;
    PgStatTable s;
    struct StatEntry *next;
} StatEntry;

static StatEntry *buckets[STAT_BUCKETS];
static pthread_mutex_t stat_lock = PTHREAD_MUTEX_INITIALIZER;

static StatEntry *entry(Oid relid, bool create)
{
    StatEntry **head = &buckets[relid % STAT_BUCKETS];
    for (StatEntry *e = *head; e; e = e->next)
        if (e->relid == relid)
            return e;
    if (!create)
        return NULL;
    StatEntry *e = calloc(1, sizeof(StatEntry));
    if (e) {
        e->relid = relid;
        e->next = *head;
        *head = e;
    }
    return e;
}

void pgstat_count_dead(Oid relid, int64 n)
{
    pthread_mutex_lock(&stat_lock);
    StatEntry *e = entry(relid, true);
    if (e) {
        e->s.dead_tuples += n;
        e->s.mod_since_analyze += n;
        e->s.live_tuples = e->s.live_tuples > n ? e->s.live_tuples - n : 0;
    }
    pthread_mutex_unlock(&stat_lock);
}

void pgstat_count_inserted(Oid relid, int64 n)
{
    pthread_mutex_lock(&stat_lock);
    StatEntry *e = entry(relid, true);
    if (e) {
        e->s.live_tuples += n;
        e->s.mod_since_analyze += n;
    }
    pthread_mutex_unlock(&stat_lock);
}

void pgstat_report_analyze(Oid relid)
{
    pthread_mutex_lock(&stat_lock);
    StatEntry *e = entry(relid, true);
    if (e) {
        e->s.mod_since_analyze = 0;
        e->s.analyze_count++;
    }
    pthread_mutex_unlock(&stat_lock);
}

void pgstat_report_vacuum(Oid relid, int64 live, int64 dead_left, bool autovacuum)
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    int64 now = (int64)tv.tv_sec * 1000000 + tv.tv_usec;
    pthread_mutex_lock(&stat_lock);
    StatEntry *e = entry(relid, true);
    if (e) {
        e->s.live_tuples = live;
        e->s.dead_tuples = dead_left;
        if (autovacuum) {
            e->s.autovacuum_count++;
            e->s.last_autovacuum_us = now;
        } else {
            e->s.vacuum_count++;
            e->s.last_vacuum_us = now;
        }
    }
    pthread_mutex_unlock(&stat_lock);
}

bool pgstat_get(Oid relid, PgStatTable *out)
{
    pthread_mutex_lock(&stat_lock);
    StatEntry *e = entry(relid, false);
    if (e)
        *out = e->s;
    else
        memset(out, 0, sizeof(*out));
    pthread_mutex_unlock(&stat_lock);
    return e != NULL;
}
