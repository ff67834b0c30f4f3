/*
 * clog.c: the commit log (clog.h), two bits per transaction id.
 *
 * The one idea: the in-memory array is the truth while the server runs; the file is its
 * write-through copy, one byte rewritten per transaction end. It is fsynced at checkpoints;
 * statuses set after the last checkpoint are rebuilt from the WAL's commit records. A rwlock
 * guards the array only because it grows.
 *
 * The file must never say "committed" before the commit record is on disk: after a kill -9
 * the file (in the OS cache) outlives the WAL still in Basalt's buffers, and replay would then
 * find the transaction committed with only part of its changes. So the file is written from
 * a second array, file_bits, and a commit acknowledged before its flush (synchronous_commit =
 * off) waits in `unflushed` until clog_write_flushed sees its record on disk. (Hint bits need
 * no such care: setting one never dirties a page, and a page changed after the redo point is
 * rebuilt from its full-page image by replay, whatever hints its copy on disk has.)
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
static uint8 *file_bits; /* what the file holds, or will once written */
static size_t clog_size; /* bytes, of both arrays */

/* Commits whose record may not be on disk yet; `pending` says whether there are any. */
typedef struct UnflushedCommit {
    TransactionId xid;
    XLogRecPtr end;
} UnflushedCommit;
static UnflushedCommit *unflushed;
static int nunflushed, unflushed_cap;
static bool pending;
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
    uint8 *f = realloc(file_bits, nsize);
    if (!f)
        return false; /* clog_size stays: the larger clog_bits is harmless */
    memset(f + clog_size, 0, nsize - clog_size);
    file_bits = f;
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

static void put_bits(uint8 *bits, TransactionId xid, XidStatus st)
{
    size_t idx = (size_t)(xid / XIDS_PER_BYTE);
    int shift = (int)(xid % XIDS_PER_BYTE) * 2;
    bits[idx] = (uint8)((bits[idx] & ~(3 << shift)) | ((int)st << shift));
}

static void put_status(TransactionId xid, XidStatus st)
{
    put_bits(clog_bits, xid, st);
    put_bits(file_bits, xid, st);
}

/* Write bytes lo..hi of file_bits; called with the write lock held. 0 or an errno. */
static int write_bytes(size_t lo, size_t hi)
{
    size_t len = hi - lo + 1;
    if (clog_fd >= 0 && pwrite(clog_fd, &file_bits[lo], len, (off_t)lo) != (ssize_t)len)
        return errno ? errno : ENOSPC;
    return 0;
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
    free(file_bits);
    clog_bits = file_bits = NULL;
    clog_size = 0;
    nunflushed = 0;
    pending = false;
    bool ok = grow_to((size_t)Max((uint64)st.st_size, next_xid / XIDS_PER_BYTE));
    ssize_t n = ok ? pread(fd, clog_bits, (size_t)st.st_size, 0) : 0;
    if (ok && n == st.st_size) {
        memcpy(file_bits, clog_bits, (size_t)st.st_size);
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
    free(file_bits);
    clog_bits = file_bits = NULL;
    clog_size = 0;
    free(unflushed);
    unflushed = NULL;
    nunflushed = unflushed_cap = 0;
    __atomic_store_n(&pending, false, __ATOMIC_RELEASE);
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
        err = write_bytes(idx, idx);
    }
    pthread_rwlock_unlock(&clog_lock);
    if (err)
        clog_io_error("write to", err);
}

void clog_set_unflushed_commit(TransactionId xid, XLogRecPtr end)
{
    Assert(xid >= FirstNormalTransactionId);
    pthread_rwlock_wrlock(&clog_lock);
    bool ok = grow_to((size_t)(xid / XIDS_PER_BYTE));
    if (ok && nunflushed == unflushed_cap) {
        int cap = Max(64, unflushed_cap * 2);
        UnflushedCommit *n = realloc(unflushed, (size_t)cap * sizeof(*n));
        ok = n != NULL;
        if (ok) {
            unflushed = n;
            unflushed_cap = cap;
        }
    }
    if (ok) {
        unflushed[nunflushed++] = (UnflushedCommit){xid, end};
        __atomic_store_n(&pending, true, __ATOMIC_RELEASE);
        put_bits(clog_bits, xid, XID_COMMITTED);
    }
    pthread_rwlock_unlock(&clog_lock);
    if (!ok)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
}

void clog_write_flushed(XLogRecPtr flushed)
{
    if (!__atomic_load_n(&pending, __ATOMIC_ACQUIRE))
        return;
    pthread_rwlock_wrlock(&clog_lock);
    int kept = 0;
    size_t lo = SIZE_MAX, hi = 0;
    for (int i = 0; i < nunflushed; i++) {
        UnflushedCommit u = unflushed[i];
        if (u.end > flushed) {
            unflushed[kept++] = u;
            continue;
        }
        put_bits(file_bits, u.xid, XID_COMMITTED);
        lo = Min(lo, (size_t)(u.xid / XIDS_PER_BYTE));
        hi = Max(hi, (size_t)(u.xid / XIDS_PER_BYTE));
    }
    nunflushed = kept;
    __atomic_store_n(&pending, kept > 0, __ATOMIC_RELEASE);
    /* one write for the lot: file_bits holds only durable statuses, so the bytes between are
     * rewritten unchanged */
    int err = lo <= hi ? write_bytes(lo, hi) : 0;
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
