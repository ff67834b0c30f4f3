/*
 * clog.c: the commit log (clog.h), two bits per transaction id.
 *
 * The one idea: the in-memory array is the truth while the server runs; the file is its
 * write-through copy, one byte rewritten per transaction end. It is fsynced at checkpoints;
 * statuses set after the last checkpoint are rebuilt from the WAL's commit records. A rwlock guards the array only because it grows.
 */
#include "storage/clog.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/guc.h"

#define XIDS_PER_BYTE 4
#define CLOG_GROW 65536 /* bytes added at a time: 256 K xids */

static pthread_rwlock_t clog_lock = PTHREAD_RWLOCK_INITIALIZER;
static uint8 *clog_bits;
static size_t clog_size; /* bytes */
static int clog_fd = -1;
static char clog_path[PATH_MAX];

static void set_path(const char *datadir)
{
    snprintf(clog_path, sizeof(clog_path), "%.*s/pg_xact/0000", PATH_MAX - 32, datadir);
}

static pg_noreturn void clog_io_error(const char *what, int err)
{
    ereport(ERROR, errcode(ERRCODE_IO_ERROR),
            errmsg("could not %s file \"%s\": %s", what, clog_path, strerror(err)));
}

void clog_create(const char *datadir)
{
    set_path(datadir);
    int fd = open(clog_path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        clog_io_error("create", errno);
    close(fd);
}

/* Make room for byte index idx; called with the write lock held. False if out of memory. */
static bool grow_to(size_t idx)
{
    if (idx < clog_size)
        return true;
    size_t nsize = TYPEALIGN(CLOG_GROW, idx + 1);
    uint8 *n = realloc(clog_bits, nsize);
    if (!n)
        return false;
    memset(n + clog_size, 0, nsize - clog_size);
    clog_bits = n;
    clog_size = nsize;
    return true;
}

static XidStatus status_at(TransactionId xid)
{
    size_t idx = (size_t)(xid / XIDS_PER_BYTE);
    if (idx >= clog_size)
        return XID_IN_PROGRESS;
    return (XidStatus)((clog_bits[idx] >> ((xid % XIDS_PER_BYTE) * 2)) & 3);
}

static void put_status(TransactionId xid, XidStatus st)
{
    size_t idx = (size_t)(xid / XIDS_PER_BYTE);
    int shift = (int)(xid % XIDS_PER_BYTE) * 2;
    clog_bits[idx] = (uint8)((clog_bits[idx] & ~(3 << shift)) | ((int)st << shift));
}

void clog_startup(const char *datadir, TransactionId next_xid)
{
    set_path(datadir);
    int fd = open(clog_path, O_RDWR | O_CLOEXEC);
    if (fd < 0)
        clog_io_error("open", errno);
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int e = errno;
        close(fd);
        clog_io_error("stat", e);
    }
    pthread_rwlock_wrlock(&clog_lock);
    free(clog_bits);
    clog_bits = NULL;
    clog_size = 0;
    bool ok = grow_to((size_t)Max((uint64)st.st_size, next_xid / XIDS_PER_BYTE));
    ssize_t n = ok ? pread(fd, clog_bits, (size_t)st.st_size, 0) : 0;
    if (ok && n == st.st_size) {
        /* whatever was running when the server stopped will never finish */
        for (TransactionId x = FirstNormalTransactionId; x < next_xid; x++)
            if (status_at(x) == XID_IN_PROGRESS)
                put_status(x, XID_ABORTED);
    }
    clog_fd = fd;
    pthread_rwlock_unlock(&clog_lock);
    if (!ok)
        ereport(FATAL, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    if (n != st.st_size)
        clog_io_error("read", n < 0 ? errno : EIO);
}

void clog_shutdown(void)
{
    pthread_rwlock_wrlock(&clog_lock);
    int fd = clog_fd;
    clog_fd = -1;
    free(clog_bits);
    clog_bits = NULL;
    clog_size = 0;
    pthread_rwlock_unlock(&clog_lock);
    if (fd >= 0) {
        int rc = fsync(fd);
        int e = errno;
        close(fd);
        if (rc != 0)
            clog_io_error("fsync", e);
    }
}

XidStatus clog_get(TransactionId xid)
{
    if (xid < FirstNormalTransactionId)
        return XID_COMMITTED;
    pthread_rwlock_rdlock(&clog_lock);
    XidStatus st = status_at(xid);
    pthread_rwlock_unlock(&clog_lock);
    return st;
}

void clog_set(TransactionId xid, XidStatus status)
{
    Assert(xid >= FirstNormalTransactionId);
    size_t idx = (size_t)(xid / XIDS_PER_BYTE);
    pthread_rwlock_wrlock(&clog_lock);
    if (!grow_to(idx)) {
        pthread_rwlock_unlock(&clog_lock);
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    }
    int err = 0;
    if (status != XID_IN_PROGRESS) {
        put_status(xid, status);
        if (clog_fd >= 0 && pwrite(clog_fd, &clog_bits[idx], 1, (off_t)idx) != 1)
            err = errno ? errno : ENOSPC;
    }
    pthread_rwlock_unlock(&clog_lock);
    if (err)
        clog_io_error("write to", err);
}

void clog_fsync(void)
{
    pthread_rwlock_rdlock(&clog_lock);
    int fd = clog_fd;
    int rc = (fd >= 0 && enableFsync) ? fsync(fd) : 0;
    int e = errno;
    pthread_rwlock_unlock(&clog_lock);
    if (rc != 0)
        clog_io_error("fsync", e);
}
