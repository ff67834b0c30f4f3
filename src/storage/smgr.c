/*
 * smgr.c: the storage manager, relation files read and written with pread/pwrite.
 *
 * The one idea: file descriptors are opened once and cached in a small table shared by all
 * threads (pread/pwrite need no seek, so one descriptor serves every thread at once). Each open
 * file carries a mutex that makes "append one block" atomic, so two threads extending a
 * relation get different block numbers. A system call's errno is captured before any lock is
 * released, and ERROR is raised only with no smgr lock held.
 */
#include "storage/smgr.h"

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
#include "storage/page.h"

#define SMGR_BUCKETS 256

typedef struct SmgrFile {
    uint32 relfilenode;
    int fd;
    pthread_mutex_t extend_lock;
    struct SmgrFile *next;
} SmgrFile;

static char data_dir[PATH_MAX - 64]; /* room left for "/base/<n>.tmp" */
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static SmgrFile *buckets[SMGR_BUCKETS];

static const char *errno_text(int e)
{
    static _Thread_local char buf[128];
    if (strerror_r(e, buf, sizeof(buf)) != 0)
        snprintf(buf, sizeof(buf), "unknown error %d", e);
    return buf;
}

void smgr_init(const char *datadir)
{
    snprintf(data_dir, sizeof(data_dir), "%s", datadir);
}

const char *smgr_datadir(void)
{
    return data_dir;
}

const char *smgr_relpath(uint32 relfilenode)
{
    static _Thread_local char buf[32];
    if (smgr_is_vm_file(relfilenode))
        snprintf(buf, sizeof(buf), "base/%u_vm", relfilenode & ~SMGR_VM_FORK_BIT);
    else
        snprintf(buf, sizeof(buf), "base/%u", relfilenode);
    return buf;
}

static void full_path(uint32 relfilenode, char *out, size_t n)
{
    snprintf(out, n, "%s/%s", data_dir, smgr_relpath(relfilenode));
}

/* The open file, opening (and with create, creating) it; NULL with *err set on failure. */
static SmgrFile *file_get(uint32 relfilenode, bool create, int *err)
{
    uint32 b = relfilenode % SMGR_BUCKETS;
    pthread_mutex_lock(&table_lock);
    for (SmgrFile *f = buckets[b]; f; f = f->next)
        if (f->relfilenode == relfilenode) {
            pthread_mutex_unlock(&table_lock);
            return f;
        }
    char path[PATH_MAX];
    full_path(relfilenode, path, sizeof(path));
    int fd = open(path, O_RDWR | (create ? O_CREAT : 0) | O_CLOEXEC, 0600);
    SmgrFile *f = NULL;
    if (fd < 0)
        *err = errno;
    else if ((f = calloc(1, sizeof(*f))) == NULL) {
        close(fd);
        *err = ENOMEM;
    } else {
        f->relfilenode = relfilenode;
        f->fd = fd;
        pthread_mutex_init(&f->extend_lock, NULL);
        f->next = buckets[b];
        buckets[b] = f;
    }
    pthread_mutex_unlock(&table_lock);
    return f;
}

static SmgrFile *file_open_or_error(uint32 relfilenode)
{
    int err = 0;
    SmgrFile *f = file_get(relfilenode, false, &err);
    if (f == NULL)
        ereport(
            ERROR, errcode(ERRCODE_IO_ERROR),
            errmsg("could not open file \"%s\": %s", smgr_relpath(relfilenode), errno_text(err)));
    return f;
}

void smgr_create(uint32 relfilenode)
{
    int err = 0;
    if (file_get(relfilenode, true, &err) == NULL)
        ereport(
            ERROR, errcode(err == ENOSPC ? ERRCODE_DISK_FULL : ERRCODE_IO_ERROR),
            errmsg("could not create file \"%s\": %s", smgr_relpath(relfilenode), errno_text(err)));
}

bool smgr_exists(uint32 relfilenode)
{
    char path[PATH_MAX];
    full_path(relfilenode, path, sizeof(path));
    return access(path, F_OK) == 0;
}

void smgr_read(uint32 relfilenode, BlockNumber blk, char *buf)
{
    SmgrFile *f = file_open_or_error(relfilenode);
    ssize_t n = pread(f->fd, buf, BLCKSZ, (off_t)blk * BLCKSZ);
    if (n < 0)
        ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                errmsg("could not read block %u in file \"%s\": %s", blk, smgr_relpath(relfilenode),
                       errno_text(errno)));
    if (n != BLCKSZ)
        ereport(ERROR, errcode(ERRCODE_DATA_CORRUPTED),
                errmsg("could not read block %u in file \"%s\": read only %zd of %d bytes", blk,
                       smgr_relpath(relfilenode), n, BLCKSZ));
}

void smgr_write(uint32 relfilenode, BlockNumber blk, const char *buf)
{
    SmgrFile *f = file_open_or_error(relfilenode);
    ssize_t n = pwrite(f->fd, buf, BLCKSZ, (off_t)blk * BLCKSZ);
    if (n != BLCKSZ) {
        int err = n < 0 ? errno : ENOSPC;
        ereport(ERROR, errcode(err == ENOSPC ? ERRCODE_DISK_FULL : ERRCODE_IO_ERROR),
                errmsg("could not write block %u in file \"%s\": %s", blk,
                       smgr_relpath(relfilenode), errno_text(err)),
                err == ENOSPC ? errhint("Check free disk space.") : 0);
    }
}

static BlockNumber nblocks_of(int fd, int *err)
{
    struct stat st;
    if (fstat(fd, &st) != 0) {
        *err = errno;
        return InvalidBlockNumber;
    }
    return (BlockNumber)(st.st_size / BLCKSZ);
}

BlockNumber smgr_extend(uint32 relfilenode)
{
    static const char zero[BLCKSZ];
    SmgrFile *f = file_open_or_error(relfilenode);
    int err = 0;
    pthread_mutex_lock(&f->extend_lock);
    BlockNumber blk = nblocks_of(f->fd, &err);
    if (blk != InvalidBlockNumber) {
        ssize_t n = pwrite(f->fd, zero, BLCKSZ, (off_t)blk * BLCKSZ);
        if (n != BLCKSZ) {
            err = n < 0 ? errno : ENOSPC;
            /* leave no partial block behind: later extensions must stay block aligned */
            if (ftruncate(f->fd, (off_t)blk * BLCKSZ) != 0)
                err = err ? err : errno;
        }
    }
    pthread_mutex_unlock(&f->extend_lock);
    if (err != 0)
        ereport(
            ERROR, errcode(err == ENOSPC ? ERRCODE_DISK_FULL : ERRCODE_IO_ERROR),
            errmsg("could not extend file \"%s\": %s", smgr_relpath(relfilenode), errno_text(err)),
            err == ENOSPC ? errhint("Check free disk space.") : 0);
    return blk;
}

BlockNumber smgr_nblocks(uint32 relfilenode)
{
    SmgrFile *f = file_open_or_error(relfilenode);
    int err = 0;
    BlockNumber n = nblocks_of(f->fd, &err);
    if (n == InvalidBlockNumber)
        ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                errmsg("could not seek to end of file \"%s\": %s", smgr_relpath(relfilenode),
                       errno_text(err)));
    return n;
}

void smgr_unlink(uint32 relfilenode)
{
    if (!smgr_is_vm_file(relfilenode))
        smgr_unlink(smgr_vm_file(relfilenode));
    uint32 b = relfilenode % SMGR_BUCKETS;
    pthread_mutex_lock(&table_lock);
    for (SmgrFile **p = &buckets[b]; *p; p = &(*p)->next)
        if ((*p)->relfilenode == relfilenode) {
            SmgrFile *f = *p;
            *p = f->next;
            close(f->fd);
            pthread_mutex_destroy(&f->extend_lock);
            free(f);
            break;
        }
    pthread_mutex_unlock(&table_lock);
    char path[PATH_MAX];
    full_path(relfilenode, path, sizeof(path));
    if (unlink(path) != 0 && errno != ENOENT)
        ereport(WARNING, errcode(ERRCODE_IO_ERROR),
                errmsg("could not remove file \"%s\": %s", smgr_relpath(relfilenode),
                       errno_text(errno)));
}

void smgr_fsync_path(const char *path)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0 || fsync(fd) != 0) {
        int err = errno;
        if (fd >= 0)
            close(fd);
        ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                errmsg("could not fsync file \"%s\": %s", path, errno_text(err)));
    }
    close(fd);
}

void smgr_truncate(uint32 relfilenode, BlockNumber nblocks)
{
    /* no bit may outlive the pages it describes; an absent map says "not all visible" */
    if (!smgr_is_vm_file(relfilenode) && nblocks == 0)
        smgr_unlink(smgr_vm_file(relfilenode));
    SmgrFile *f = file_open_or_error(relfilenode);
    pthread_mutex_lock(&f->extend_lock);
    int err = ftruncate(f->fd, (off_t)nblocks * BLCKSZ) != 0 ? errno : 0;
    pthread_mutex_unlock(&f->extend_lock);
    if (err != 0)
        ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                errmsg("could not truncate file \"%s\" to %u blocks: %s",
                       smgr_relpath(relfilenode), nblocks, errno_text(err)));
}

void smgr_fsync_all(void)
{
    if (!enableFsync)
        return;
    int err = 0;
    uint32 bad = 0;
    pthread_mutex_lock(&table_lock);
    for (int b = 0; b < SMGR_BUCKETS; b++)
        for (SmgrFile *f = buckets[b]; f; f = f->next)
            if (fsync(f->fd) != 0 && err == 0) {
                err = errno;
                bad = f->relfilenode;
            }
    pthread_mutex_unlock(&table_lock);
    if (err != 0)
        ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                errmsg("could not fsync file \"%s\": %s", smgr_relpath(bad), errno_text(err)));
    char dir[PATH_MAX];
    snprintf(dir, sizeof(dir), "%s/base", data_dir);
    smgr_fsync_path(dir);
}

void smgr_shutdown(void)
{
    pthread_mutex_lock(&table_lock);
    for (int b = 0; b < SMGR_BUCKETS; b++) {
        SmgrFile *f = buckets[b];
        while (f) {
            SmgrFile *next = f->next;
            close(f->fd);
            pthread_mutex_destroy(&f->extend_lock);
            free(f);
            f = next;
        }
        buckets[b] = NULL;
    }
    pthread_mutex_unlock(&table_lock);
}

void smgr_write_file_atomic(const char *path, const void *data, size_t len)
{
    char tmp[PATH_MAX];
    snprintf(tmp, sizeof(tmp), "%s.tmp", path);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    int err = 0;
    if (fd < 0)
        err = errno;
    else {
        ssize_t n = write(fd, data, len);
        if (n != (ssize_t)len)
            err = n < 0 ? errno : ENOSPC;
        else if (fsync(fd) != 0)
            err = errno;
        close(fd);
        if (err == 0 && rename(tmp, path) != 0)
            err = errno;
    }
    if (err != 0)
        ereport(ERROR, errcode(err == ENOSPC ? ERRCODE_DISK_FULL : ERRCODE_IO_ERROR),
                errmsg("could not write file \"%s\": %s", path, errno_text(err)));
}
