/*
 * checkpoint.c: checkpoints and the background thread that runs them and flushes the WAL.
 *
 * The one idea: a checkpoint fixes a redo point R (the insert position when it starts), then
 * writes every page that was dirty and fsyncs every file; after that, replaying from R
 * rebuilds everything, so segments wholly before R are no longer needed and are recycled as
 * future segments. Transactions that wrote their commit record before R but had not yet set
 * their commit-log status are waited for (the commit barrier), since replay from R would not
 * see their record and the commit log must therefore have their status when it is fsynced.
 *
 * The background thread wakes every wal_writer_delay: it flushes the WAL when a commit was
 * acknowledged without a flush (synchronous_commit = off), and runs a checkpoint when
 * checkpoint_timeout has passed or the WAL has grown by half of max_wal_size.
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/guc.h"
#include "storage/clog.h"
#include "storage/control.h"
#include "storage/smgr.h"
#include "storage/wal_internal.h"

#define RECYCLE_AHEAD 4 /* old segments kept as future ones */

static pthread_mutex_t checkpoint_lock = PTHREAD_MUTEX_INITIALIZER;

static pthread_mutex_t bg_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t bg_cond = PTHREAD_COND_INITIALIZER;
static pthread_t bg_thread;
static bool bg_running, bg_stop, bg_requested;

/*
 * Segments below the redo point's are done with. A few become future segments (link + unlink,
 * so an existing file of that name is never replaced); the rest are removed.
 */
void wal_remove_old_segments(XLogRecPtr redo)
{
    uint64 keep_from = redo / WAL_SEG_SIZE;
    uint64 next_future = wal_insert_lsn() / WAL_SEG_SIZE + 1;
    int recycled = 0;
    char dir[PATH_MAX];
    snprintf(dir, sizeof(dir), "%s/pg_wal", wal_datadir());
    DIR *d = opendir(dir);
    if (d == NULL)
        return;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        uint64 segno = wal_segno_of_name(de->d_name);
        if (segno == 0 || segno >= keep_from)
            continue;
        char path[PATH_MAX];
        wal_segment_path(path, sizeof(path), segno);
        while (recycled < RECYCLE_AHEAD) {
            char future[PATH_MAX];
            wal_segment_path(future, sizeof(future), next_future++);
            if (link(path, future) == 0) {
                recycled++;
                break;
            }
            if (errno != EEXIST)
                break;
        }
        (void)unlink(path);
    }
    closedir(d);
}

/* Flush what commits acknowledged without a flush left in the WAL, then log them as done. */
static void flush_async_commits(void)
{
    XLogRecPtr async = wal_async_commit_lsn();
    if (async > wal_flushed_lsn())
        wal_flush(async);
    clog_write_flushed(wal_flushed_lsn());
}

void wal_checkpoint(bool is_shutdown)
{
    if (wal_in_recovery())
        elog(ERROR, "cannot run a checkpoint during recovery");
    pthread_mutex_lock(&checkpoint_lock);
    PG_TRY();
    {
        XLogRecPtr redo = wal_insert_lsn();
        wal_set_redo_ptr(redo);
        wal_commit_barrier_wait();
        flush_async_commits(); /* the commit log must hold every commit before redo */
        FlushAllBuffers();
        smgr_fsync_all();
        clog_fsync();

        CheckpointData c = {redo, control_next_xid(), control_next_oid(), is_shutdown};
        wal_begin_insert();
        wal_register_data(&c, sizeof(c));
        XLogRecPtr end =
            wal_insert(RM_XLOG, is_shutdown ? XLOG_CHECKPOINT_SHUTDOWN : XLOG_CHECKPOINT_ONLINE);
        wal_flush(end);
        ControlCheckpoint cc = {wal_last_record_start(), redo,
                                is_shutdown ? DB_SHUTDOWNED : DB_IN_PRODUCTION};
        control_set_checkpoint(cc);
        wal_remove_old_segments(redo);
    }
    PG_CATCH();
    {
        pthread_mutex_unlock(&checkpoint_lock);
        PG_RE_THROW();
    }
    PG_END_TRY();
    pthread_mutex_unlock(&checkpoint_lock);
}

/* ---------------------------------------------------------------------------------------- */
/* The background thread                                                                     */

static uint64 now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64)ts.tv_sec * 1000 + (uint64)ts.tv_nsec / 1000000;
}

/* One round: flush what async commits left, checkpoint if due. Errors are logged. */
static void bg_round(uint64 *last_checkpoint, bool requested)
{
    PG_TRY();
    {
        flush_async_commits();
        bool timed_out = now_ms() - *last_checkpoint >= (uint64)CheckPointTimeout * 1000;
        bool wal_full =
            wal_insert_lsn() - wal_get_redo_ptr() > (uint64)MaxWalSizeKB * 1024 / 2;
        if (requested || wal_full || (timed_out && wal_insert_lsn() != wal_get_redo_ptr())) {
            wal_checkpoint(false);
            *last_checkpoint = now_ms();
        } else if (timed_out)
            *last_checkpoint = now_ms(); /* nothing was written: nothing to do */
    }
    PG_CATCH();
    {
        elog_write_server_log(elog_current_error());
        elog_flush_error();
        *last_checkpoint = now_ms();
    }
    PG_END_TRY();
}

static void *bg_main(void *arg)
{
    (void)arg;
    uint64 last_checkpoint = now_ms();
    pthread_mutex_lock(&bg_lock);
    while (!bg_stop) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        uint64 ns = (uint64)ts.tv_nsec + (uint64)WalWriterDelay * 1000000;
        ts.tv_sec += (time_t)(ns / 1000000000);
        ts.tv_nsec = (long)(ns % 1000000000);
        if (!bg_requested)
            pthread_cond_timedwait(&bg_cond, &bg_lock, &ts);
        if (bg_stop)
            break;
        bool requested = bg_requested;
        bg_requested = false;
        pthread_mutex_unlock(&bg_lock);
        bg_round(&last_checkpoint, requested);
        pthread_mutex_lock(&bg_lock);
    }
    pthread_mutex_unlock(&bg_lock);
    return NULL;
}

void checkpointer_start(void)
{
    pthread_mutex_lock(&bg_lock);
    bg_stop = false;
    bg_requested = false;
    if (!bg_running && pthread_create(&bg_thread, NULL, bg_main, NULL) == 0)
        bg_running = true;
    pthread_mutex_unlock(&bg_lock);
}

void checkpointer_stop(void)
{
    pthread_mutex_lock(&bg_lock);
    bool running = bg_running;
    bg_stop = true;
    pthread_cond_broadcast(&bg_cond);
    pthread_mutex_unlock(&bg_lock);
    if (running)
        pthread_join(bg_thread, NULL);
    pthread_mutex_lock(&bg_lock);
    bg_running = false;
    pthread_mutex_unlock(&bg_lock);
}

void checkpointer_request(void)
{
    if (__atomic_load_n(&bg_requested, __ATOMIC_RELAXED))
        return; /* already asked: inserters past the limit call this on every record */
    pthread_mutex_lock(&bg_lock);
    if (!bg_requested) {
        bg_requested = true;
        pthread_cond_signal(&bg_cond);
    }
    pthread_mutex_unlock(&bg_lock);
}
