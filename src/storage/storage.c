/*
 * storage.c: starting and stopping the storage layer as a whole (storage.h).
 *
 * The one idea: startup and shutdown are each one fixed order of the subsystems. Startup:
 * control file (next xid/oid), commit log, file manager, buffer pool, then the catalog (read
 * through the pool). Shutdown in reverse: flush every dirty page, fsync the files, the commit
 * log and finally the control file with the exact counters, so that a clean restart sees
 * everything committed and reuses no xid or oid. initdb (storage_init_datadir) is a startup on
 * an empty directory plus the bootstrap catalog rows.
 *
 * Data directory:
 *   PG_VERSION          "15"
 *   global/pg_control   next xid, next oid (control.c)
 *   pg_xact/0000        commit log (clog.c)
 *   base/<relfilenode>  one file per relation, the catalog's included (smgr.c)
 */
#include "storage/storage.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/elog.h"
#include "storage/bufmgr.h"
#include "storage/catalog_internal.h"
#include "storage/clog.h"
#include "storage/control.h"
#include "storage/heapam_private.h"
#include "storage/lock.h"
#include "storage/smgr.h"
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
    started = true;
}

void storage_init_datadir(const char *datadir)
{
    char path[PATH_MAX];
    make_dir(datadir);
    const char *dirs[] = {"base", "global", "pg_xact"};
    for (size_t i = 0; i < lengthof(dirs); i++) {
        path_in(path, sizeof(path), datadir, dirs[i]);
        make_dir(path);
    }
    control_create(datadir);
    clog_create(datadir);
    startup_subsystems(datadir, BOOTSTRAP_NBUFFERS);
    catalog_bootstrap();
    storage_shutdown();
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
    catalog_startup();
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
    bufmgr_shutdown(); /* writes every dirty page */
    smgr_fsync_all();
    smgr_shutdown();
    clog_shutdown();
    control_shutdown();
    catalog_shutdown();
    heap_private_reset();
    started = false;
}
