/*
 * storage.c: starting and stopping the storage layer as a whole (storage.h).
 *
 * The one idea: startup and shutdown are each one fixed order of the subsystems. Startup:
 * control file (next xid/oid, last checkpoint), commit log, file manager, buffer pool, crash
 * recovery (replaying the WAL from the last checkpoint through the pool), then the catalog
 * (read through the pool); after a crash, UNLOGGED relations are emptied and a checkpoint
 * taken. Then the background checkpointer starts. Shutdown: stop it, take a shutdown
 * checkpoint (every dirty page written and fsynced, the log ending with that checkpoint),
 * then the commit log and the control file with the exact counters, so that a clean restart
 * replays nothing and reuses no xid or oid. initdb (storage_init_datadir) is a startup on an
 * empty directory plus the bootstrap catalog rows.
 *
 * Data directory:
 *   PG_VERSION          "15"
 *   global/pg_control   next xid, next oid (control.c)
 *   pg_xact/0000        commit log (clog.c)
 *   pg_wal/             write-ahead log segments (wal.c)
 *   base/<relfilenode>  one file per relation, the catalog's included (smgr.c)
 */
#include "storage/storage.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/bufmgr.h"
#include "storage/catalog_internal.h"
#include "storage/clog.h"
#include "storage/control.h"
#include "storage/heapam_private.h"
#include "storage/lock.h"
#include "storage/smgr.h"
#include "storage/snapshot.h"
#include "storage/catcache.h"
#include "storage/wal_internal.h"
#include "storage/xact_internal.h"

#define BOOTSTRAP_NBUFFERS 64

static bool started;

static void path_in(char *out, size_t n, const char *datadir, const char *rel)
{
    snprintf(out, n, "%.*s/%s", PATH_MAX - 64, datadir, rel);
}

bool storage_datadir_is_initialised(const char *datadir)
{
    char path[PATH_MAX];
    path_in(path, sizeof(path), datadir, "PG_VERSION");
    return access(path, R_OK) == 0 && control_exists(datadir);
}

static void make_dir(const char *path)
{
    if (mkdir(path, 0700) != 0 && errno != EEXIST)
        ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                errmsg("could not create directory \"%s\": %s", path, strerror(errno)));
}

static void startup_subsystems(const char *datadir, int nbuffers)
{
    control_startup(datadir);
    clog_startup(datadir, control_next_xid());
    smgr_init(datadir);
    bufmgr_init(nbuffers);
    wal_set_datadir(datadir);
    started = true;
}

/* After a crash an UNLOGGED relation's contents are unknown: it starts empty, as in PG. */
static void reset_unlogged_relations(void)
{
    int n = catcache_unlogged_relfilenodes(NULL, 0);
    if (n == 0)
        return;
    uint32 *rfn = palloc((size_t)n * sizeof(uint32));
    n = catcache_unlogged_relfilenodes(rfn, n);
    for (int i = 0; i < n; i++) {
        bufmgr_drop_relation(rfn[i]);
        if (smgr_exists(rfn[i]))
            smgr_truncate(rfn[i], 0);
    }
    pfree(rfn);
}

void storage_init_datadir(const char *datadir)
{
    char path[PATH_MAX];
    make_dir(datadir);
    const char *dirs[] = {"base", "global", "pg_xact", "pg_wal"};
    for (size_t i = 0; i < lengthof(dirs); i++) {
        path_in(path, sizeof(path), datadir, dirs[i]);
        make_dir(path);
    }
    control_create(datadir);
    clog_create(datadir);
    startup_subsystems(datadir, BOOTSTRAP_NBUFFERS);
    wal_recover(); /* a new log: nothing to replay */
    catalog_bootstrap();
    storage_shutdown(); /* its shutdown checkpoint is where the first start begins */
    /* PG_VERSION last: its presence means the directory is complete */
    path_in(path, sizeof(path), datadir, "PG_VERSION");
    smgr_write_file_atomic(path, "15\n", 3);
}

void storage_startup(const char *datadir, int nbuffers)
{
    if (started)
        elog(ERROR, "storage is already started");
    if (!storage_datadir_is_initialised(datadir))
        ereport(FATAL, errcode("58P01"), errmsg("\"%s\" is not a valid data directory", datadir));
    startup_subsystems(datadir, nbuffers);
    bool crashed = wal_recover();
    catalog_startup();
    if (crashed) {
        reset_unlogged_relations();
        wal_checkpoint(false); /* what was replayed need not be replayed again */
    } else {
        ControlCheckpoint c = control_get_checkpoint();
        c.state = DB_IN_PRODUCTION;
        control_set_checkpoint(c);
    }
    /* the catalog was read with snapshots outside any transaction: let go of their xmin, or
     * VACUUM's horizon would stay at the start-up xid for good */
    procarray_end_xact();
    snapshot_xact_end();
    checkpointer_start();
}

void storage_shutdown(void)
{
    if (!started)
        return;
    /* a transaction the calling thread left open cannot commit any more */
    xact_abort_current();
    if (xact_block_status() == 'E') {
        xact_end_block(false);
        xact_commit_command();
    }
    lock_release_all();
    checkpointer_stop();
    wal_checkpoint(true); /* every page written; the log ends with this checkpoint */
    wal_writer_close();
    bufmgr_shutdown();
    smgr_fsync_all();
    smgr_shutdown();
    clog_shutdown();
    control_shutdown();
    catalog_shutdown();
    heap_private_reset();
    started = false;
}
