/*
 * control.c: the control file and the xid/oid counters (control.h).
 *
 * The one idea: the file never lags the counters. Before handing out an xid or oid beyond the
 * limit recorded in the file, the limit is advanced by a chunk and the file rewritten
 * (atomically: temp file, fsync, rename), so a restart after a crash starts past anything that
 * may have been used. A clean shutdown records the exact next values.
 */
#include "storage/control.h"

#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
#include <fcntl.h>

#include "common/elog.h"
#include "storage/clog.h"
#include "storage/smgr.h"

#define CONTROL_MAGIC 0x42534c54u /* "BSLT" */
#define CONTROL_VERSION 2
#define XID_PREFETCH 1024
#define OID_PREFETCH 8192

typedef struct ControlFileData {
    uint32 magic;
    uint32 version;
    uint64 next_xid;
    uint32 next_oid;
    uint64 checkpoint_lsn;
    uint64 redo_lsn;
    uint32 state;
    uint32 checksum; /* FNV-1a of the bytes before it */
} ControlFileData;

static pthread_mutex_t counter_lock = PTHREAD_MUTEX_INITIALIZER;
static char control_path[PATH_MAX];
static TransactionId next_xid, xid_limit;
static Oid next_oid, oid_limit;
static ControlCheckpoint ckpt = {0, 0, DB_SHUTDOWNED};

static void set_path(const char *datadir)
{
    snprintf(control_path, sizeof(control_path), "%.*s/global/pg_control", PATH_MAX - 32, datadir);
}

static uint32 control_checksum(const ControlFileData *c)
{
    uint32 h = 2166136261u;
    const uint8 *p = (const uint8 *)c;
    for (size_t i = 0; i < offsetof(ControlFileData, checksum); i++)
        h = (h ^ p[i]) * 16777619u;
    return h;
}

static void write_control(TransactionId xid, Oid oid)
{
    ControlFileData c;
    memset(&c, 0, sizeof(c));
    c.magic = CONTROL_MAGIC;
    c.version = CONTROL_VERSION;
    c.next_xid = xid;
    c.next_oid = oid;
    c.checkpoint_lsn = ckpt.checkpoint_lsn;
    c.redo_lsn = ckpt.redo_lsn;
    c.state = (uint32)ckpt.state;
    c.checksum = control_checksum(&c);
    smgr_write_file_atomic(control_path, &c, sizeof(c));
}

void control_create(const char *datadir)
{
    set_path(datadir);
    ckpt = (ControlCheckpoint){0, 0, DB_SHUTDOWNED};
    write_control(FirstNormalTransactionId, FirstNormalObjectId);
}

bool control_exists(const char *datadir)
{
    char path[PATH_MAX];
    snprintf(path, sizeof(path), "%.*s/global/pg_control", PATH_MAX - 32, datadir);
    return access(path, R_OK) == 0;
}

void control_startup(const char *datadir)
{
    set_path(datadir);
    ControlFileData c;
    int fd = open(control_path, O_RDONLY | O_CLOEXEC);
    ssize_t n = fd >= 0 ? read(fd, &c, sizeof(c)) : -1;
    if (fd >= 0)
        close(fd);
    if (n != (ssize_t)sizeof(c) || c.magic != CONTROL_MAGIC || c.version != CONTROL_VERSION ||
        c.checksum != control_checksum(&c))
        ereport(FATAL, errcode(ERRCODE_DATA_CORRUPTED),
                errmsg("invalid control file \"%s\"", control_path));
    pthread_mutex_lock(&counter_lock);
    next_xid = xid_limit = c.next_xid;
    next_oid = oid_limit = c.next_oid;
    ckpt.checkpoint_lsn = c.checkpoint_lsn;
    ckpt.redo_lsn = c.redo_lsn;
    ckpt.state = (DBState)c.state;
    pthread_mutex_unlock(&counter_lock);
}

void control_shutdown(void)
{
    pthread_mutex_lock(&counter_lock);
    TransactionId x = next_xid;
    Oid o = next_oid;
    pthread_mutex_unlock(&counter_lock);
    write_control(x, o);
}

/* Advance the recorded limits; called with counter_lock held, which it releases on error. */
static void reserve(TransactionId new_xid_limit, Oid new_oid_limit)
{
    PG_TRY();
    {
        write_control(new_xid_limit, new_oid_limit);
    }
    PG_CATCH();
    {
        pthread_mutex_unlock(&counter_lock);
        PG_RE_THROW();
    }
    PG_END_TRY();
    xid_limit = new_xid_limit;
    oid_limit = new_oid_limit;
}

TransactionId control_assign_xid(void)
{
    pthread_mutex_lock(&counter_lock);
    if (next_xid >= xid_limit)
        reserve(next_xid + XID_PREFETCH, oid_limit);
    TransactionId xid = next_xid++;
    pthread_mutex_unlock(&counter_lock);
    return xid;
}

TransactionId control_next_xid(void)
{
    pthread_mutex_lock(&counter_lock);
    TransactionId x = next_xid;
    pthread_mutex_unlock(&counter_lock);
    return x;
}

Oid control_assign_oid(void)
{
    pthread_mutex_lock(&counter_lock);
    if (next_oid < FirstNormalObjectId) /* wrapped around: skip the bootstrap range */
        next_oid = oid_limit = FirstNormalObjectId;
    if (next_oid >= oid_limit || oid_limit - next_oid > OID_PREFETCH)
        reserve(xid_limit, next_oid + OID_PREFETCH);
    Oid oid = next_oid++;
    pthread_mutex_unlock(&counter_lock);
    return oid;
}

Oid control_next_oid(void)
{
    pthread_mutex_lock(&counter_lock);
    Oid o = next_oid;
    pthread_mutex_unlock(&counter_lock);
    return o;
}

ControlCheckpoint control_get_checkpoint(void)
{
    pthread_mutex_lock(&counter_lock);
    ControlCheckpoint c = ckpt;
    pthread_mutex_unlock(&counter_lock);
    return c;
}

void control_set_checkpoint(ControlCheckpoint c)
{
    pthread_mutex_lock(&counter_lock);
    ControlCheckpoint old = ckpt;
    ckpt = c;
    PG_TRY();
    {
        write_control(xid_limit, oid_limit);
    }
    PG_CATCH();
    {
        ckpt = old;
        pthread_mutex_unlock(&counter_lock);
        PG_RE_THROW();
    }
    PG_END_TRY();
    pthread_mutex_unlock(&counter_lock);
}

void control_advance_xid(TransactionId past)
{
    pthread_mutex_lock(&counter_lock);
    if (next_xid < past)
        next_xid = past;
    if (xid_limit < next_xid)
        reserve(next_xid + XID_PREFETCH, oid_limit);
    pthread_mutex_unlock(&counter_lock);
}
