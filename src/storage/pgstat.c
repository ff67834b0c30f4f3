/*
 * pgstat.c: the per-table counters, a mutex-guarded hash by table oid.
 *
 * The one idea: counting happens on every insert, update and delete, into the session's own
 * pending counts without a lock; a transaction's end applies them in one short critical
 * section to a small table of entries that are never freed (a dropped table's entry just stops
 * changing).
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

/*
 * A transaction's pending counts: one entry per run of changes to one table since the last
 * savepoint mark, so a statement touching one table adds to a single entry.
 */
typedef struct PendingCount {
    Oid relid;
    int64 inserted, deleted;
    int64 aborted; /* rows inserted by savepoints rolled back since: dead either way */
    int64 updated; /* updates among inserted/deleted (dropped by a rollback like them) */
    int64 ins_total, del_total, upd_total; /* n_tup_ins/del/upd: kept through rollbacks */
    bool truncated; /* TRUNCATE came first: the counts so far start again from zero */
} PendingCount;

static _Thread_local PendingCount *pend;
static _Thread_local int npend, pend_cap, pend_mark;
static pthread_key_t pend_key; /* frees a thread's array when the thread exits */
static pthread_once_t pend_key_once = PTHREAD_ONCE_INIT;

static void pend_key_create(void)
{
    pthread_key_create(&pend_key, free);
}

/* A new entry for relid after all others (NULL if out of memory). */
static PendingCount *pending_append(Oid relid)
{
    if (npend == pend_cap) {
        int cap = pend_cap ? pend_cap * 2 : 16;
        PendingCount *grown = realloc(pend, sizeof(PendingCount) * (size_t)cap);
        if (grown == NULL)
            return NULL; /* the counts are advisory: losing one costs a VACUUM at most */
        pthread_once(&pend_key_once, pend_key_create);
        pthread_setspecific(pend_key, grown);
        pend = grown;
        pend_cap = cap;
    }
    PendingCount *c = &pend[npend++];
    c->relid = relid;
    c->inserted = c->deleted = c->aborted = c->updated = 0;
    c->ins_total = c->del_total = c->upd_total = 0;
    c->truncated = false;
    return c;
}

static PendingCount *pending_for(Oid relid)
{
    if (npend > pend_mark && pend[npend - 1].relid == relid)
        return &pend[npend - 1];
    for (int i = npend - 1; i >= pend_mark; i--)
        if (pend[i].relid == relid)
            return &pend[i];
    return pending_append(relid);
}

/* The counts of relid made before stay in earlier entries: a commit applies them, then this
 * one zeroes the table's counts (its rows went with the old file), as PG's truncdropped. */
void pgstat_count_truncate(Oid relid)
{
    PendingCount *c = pending_append(relid);
    if (c)
        c->truncated = true;
}

void pgstat_count_dead(Oid relid, int64 n)
{
    PendingCount *c = pending_for(relid);
    if (c) {
        c->deleted += n;
        c->del_total += n;
    }
}

void pgstat_count_inserted(Oid relid, int64 n)
{
    PendingCount *c = pending_for(relid);
    if (c) {
        c->inserted += n;
        c->ins_total += n;
    }
}

void pgstat_count_updated(Oid relid)
{
    PendingCount *c = pending_for(relid);
    if (c) {
        c->updated++;
        c->upd_total++;
    }
}

void pgstat_count_scan(Oid relid, int64 nscans, int64 returned, int64 fetched)
{
    if (nscans == 0 && returned == 0 && fetched == 0)
        return;
    pthread_mutex_lock(&stat_lock);
    StatEntry *e = entry(relid, true);
    if (e) {
        e->s.numscans += nscans;
        e->s.tuples_returned += returned;
        e->s.tuples_fetched += fetched;
    }
    pthread_mutex_unlock(&stat_lock);
}

int pgstat_subxact_mark(void)
{
    pend_mark = npend;
    return npend;
}

/* Rows a rolled-back savepoint inserted are dead; the versions it deleted live on. */
void pgstat_subxact_rollback(int mark)
{
    for (int i = mark; i < npend; i++) {
        pend[i].aborted += pend[i].inserted;
        pend[i].inserted = pend[i].deleted = pend[i].updated = 0;
        pend[i].truncated = false;
    }
    pend_mark = npend;
}

void pgstat_xact_end(bool commit)
{
    if (npend == 0)
        return;
    pthread_mutex_lock(&stat_lock);
    for (int i = 0; i < npend; i++) {
        const PendingCount *c = &pend[i];
        StatEntry *e = entry(c->relid, true);
        if (e == NULL)
            continue;
        /* an update made one inserted and one dead version; PG counts it once, as updated */
        e->s.tuples_inserted += c->ins_total - c->upd_total;
        e->s.tuples_deleted += c->del_total - c->upd_total;
        e->s.tuples_updated += c->upd_total;
        if (commit && c->truncated)
            e->s.live_tuples = e->s.dead_tuples = e->s.ins_since_vacuum = 0;
        e->s.ins_since_vacuum += c->ins_total - c->upd_total; /* as PG: aborted ones too */
        if (commit) {
            e->s.live_tuples += c->inserted - c->deleted;
            if (e->s.live_tuples < 0)
                e->s.live_tuples = 0;
            e->s.dead_tuples += c->deleted + c->aborted;
            e->s.mod_since_analyze += c->inserted + c->deleted - c->updated;
        } else
            e->s.dead_tuples += c->inserted + c->aborted;
    }
    pthread_mutex_unlock(&stat_lock);
    npend = pend_mark = 0;
}

static int64 now_us(void)
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (int64)tv.tv_sec * 1000000 + tv.tv_usec;
}

void pgstat_report_analyze(Oid relid, bool autovacuum)
{
    int64 now = now_us();
    pthread_mutex_lock(&stat_lock);
    StatEntry *e = entry(relid, true);
    if (e) {
        e->s.mod_since_analyze = 0;
        if (autovacuum) {
            e->s.autoanalyze_count++;
            e->s.last_autoanalyze_us = now;
        } else {
            e->s.analyze_count++;
            e->s.last_analyze_us = now;
        }
    }
    pthread_mutex_unlock(&stat_lock);
}

void pgstat_report_vacuum(Oid relid, int64 live, int64 dead_left, bool autovacuum)
{
    int64 now = now_us();
    pthread_mutex_lock(&stat_lock);
    StatEntry *e = entry(relid, true);
    if (e) {
        e->s.live_tuples = live;
        e->s.dead_tuples = dead_left;
        e->s.ins_since_vacuum = 0;
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
