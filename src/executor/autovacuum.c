/*
 * autovacuum.c: the autovacuum worker thread.
 *
 * The one idea: the worker is a session without a client. It runs each VACUUM and ANALYZE
 * exactly as the statements would (exec_autovacuum_table), inside its own transaction and
 * top-level error handler, so a table that cannot be vacuumed (dropped meanwhile, say) is logged
 * and skipped and the worker carries on. It sleeps on a condition variable so that shutdown wakes it at once.
 */
#include "executor/autovacuum.h"

#include <pthread.h>
#include <time.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "executor/execnodes.h"
#include "storage/catcache.h"
#include "storage/pgstat.h"
#include "storage/xact.h"

static pthread_t worker;
static bool running;
static bool stop_requested;
static pthread_mutex_t av_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t av_cond = PTHREAD_COND_INITIALIZER;

static bool needs_vacuum(Oid relid)
{
    PgStatTable st;
    if (!pgstat_get(relid, &st))
        return false;
    double limit = autovacuum_vacuum_threshold + autovacuum_vacuum_scale_factor * (double)st.live_tuples;
    return (double)st.dead_tuples > limit;
}

/* PG's rule: rows changed since the last ANALYZE above threshold + scale factor * rows. */
static bool needs_analyze(Oid relid)
{
    PgStatTable st;
    if (!pgstat_get(relid, &st))
        return false;
    double limit = autovacuum_analyze_threshold +
                   autovacuum_analyze_scale_factor * (double)st.live_tuples;
    return (double)st.mod_since_analyze > limit;
}

/* One table, in its own transaction; errors are logged and forgotten. */
static void vacuum_one(Oid relid, bool vacuum, bool analyze)
{
    MemoryContext cxt = mcxt_create(NULL, "autovacuum table");
    MemoryContext old = mcxt_switch_to(cxt);
    PG_TRY();
    {
        xact_start_command();
        exec_autovacuum_table(relid, vacuum, analyze);
        xact_commit_command();
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        elog_flush_error();
        xact_abort_current();
        e->elevel = LOG;
        elog_write_server_log(e);
    }
    PG_END_TRY();
    mcxt_switch_to(old);
    mcxt_delete(cxt);
}

static void round_of_tables(void)
{
    MemoryContext cxt = mcxt_create(NULL, "autovacuum round");
    MemoryContext old = mcxt_switch_to(cxt);
    Oid *oids = NULL;
    int n = 0;
    PG_TRY();
    {
        xact_start_command();
        n = catcache_table_oids(NULL, 0);
        oids = palloc(sizeof(Oid) * (size_t)(n + 1));
        n = catcache_table_oids(oids, n);
        xact_commit_command();
    }
    PG_CATCH();
    {
        elog_flush_error();
        xact_abort_current();
        n = 0;
    }
    PG_END_TRY();
    for (int i = 0; i < n; i++) {
        pthread_mutex_lock(&av_lock);
        bool stop = stop_requested;
        pthread_mutex_unlock(&av_lock);
        if (stop)
            break;
        bool vacuum = needs_vacuum(oids[i]), analyze = needs_analyze(oids[i]);
        if (vacuum || analyze)
            vacuum_one(oids[i], vacuum, analyze);
    }
    mcxt_switch_to(old);
    mcxt_delete(cxt);
}

static void *worker_main(void *arg)
{
    (void)arg;
    mcxt_top();
    elog_set_log_tag("autovacuum worker");
    pthread_mutex_lock(&av_lock);
    while (!stop_requested) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        ts.tv_sec += autovacuum_naptime_s > 0 ? autovacuum_naptime_s : 1;
        pthread_cond_timedwait(&av_cond, &av_lock, &ts);
        if (stop_requested)
            break;
        pthread_mutex_unlock(&av_lock);
        if (autovacuum_enabled)
            round_of_tables();
        pthread_mutex_lock(&av_lock);
    }
    pthread_mutex_unlock(&av_lock);
    return NULL;
}

void autovacuum_start(void)
{
    pthread_mutex_lock(&av_lock);
    stop_requested = false;
    if (!running && pthread_create(&worker, NULL, worker_main, NULL) == 0)
        running = true;
    pthread_mutex_unlock(&av_lock);
}

void autovacuum_stop(void)
{
    pthread_mutex_lock(&av_lock);
    bool was_running = running;
    stop_requested = true;
    pthread_cond_broadcast(&av_cond);
    pthread_mutex_unlock(&av_lock);
    if (was_running)
        pthread_join(worker, NULL);
    running = false;
}
