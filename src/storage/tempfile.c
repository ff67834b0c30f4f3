/*
 * tempfile.c: buffered, self-deleting temporary files (see tempfile.h).
 *
 * Each file has one buffer (64 KB unless its creator asks for less: a hash join keeps one
 * file per batch and side open), used for writing and then for reading; a thread-local list
 * of the open files lets tempfile_close_all release them all on an error. Write failures
 * (disk full) are errors of the query, with PG's SQLSTATE, never crashes. Each write() of the
 * buffer and each read() into it counts its 8 KB blocks in the thread's temp counters
 * (bufusage.h), as PG's BufFile counts its buffer loads and dumps.
 */
#include "storage/tempfile.h"

#include <errno.h>
#include <stdatomic.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/elog.h"
#include "storage/bufusage.h"
#include "storage/smgr.h"

#define TEMPFILE_BUFSIZE 65536

struct TempFile {
    int fd;
    char *buf;
    size_t bufsize;
    size_t pos;   /* writing: bytes in buf; reading: next byte in buf */
    size_t len;   /* reading: valid bytes in buf */
    bool reading;
    uint64 size;
    struct TempFile *prev, *next;
};

static _Thread_local TempFile *open_files;
static _Thread_local int nopen;
static _Atomic uint64 counter;

static pg_noreturn void file_error(const char *what, int err)
{
    ereport(ERROR, errcode(err == ENOSPC ? ERRCODE_DISK_FULL : ERRCODE_IO_ERROR),
            errmsg("could not %s temporary file: %s", what, strerror(err)));
}

TempFile *tempfile_create(void)
{
    return tempfile_create_buffered(TEMPFILE_BUFSIZE);
}

TempFile *tempfile_create_buffered(size_t bufsize)
{
    char dir[1024], path[1100];
    snprintf(dir, sizeof(dir), "%s/base/pgsql_tmp", smgr_datadir());
    (void)mkdir(dir, 0700);
    snprintf(path, sizeof(path), "%s/pgsql_tmp%d.%llu", dir, (int)getpid(),
             (unsigned long long)atomic_fetch_add(&counter, 1));
    int fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        file_error("create", errno);
    (void)unlink(path); /* gone from the directory now; the space goes with the last close */
    TempFile *f = calloc(1, sizeof(TempFile));
    char *buf = malloc(bufsize);
    if (f == NULL || buf == NULL) {
        free(f);
        free(buf);
        close(fd);
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    }
    f->fd = fd;
    f->buf = buf;
    f->bufsize = bufsize;
    f->next = open_files;
    if (open_files)
        open_files->prev = f;
    open_files = f;
    nopen++;
    return f;
}

static void flush_buffer(TempFile *f)
{
    size_t done = 0;
    bufusage_current.temp_blks_written += bufusage_temp_blocks(f->pos);
    while (done < f->pos) {
        ssize_t n = write(f->fd, f->buf + done, f->pos - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            file_error("write to", n < 0 ? errno : ENOSPC);
        done += (size_t)n;
    }
    f->pos = 0;
}

void tempfile_write(TempFile *f, const void *data, size_t len)
{
    Assert(!f->reading);
    const char *p = data;
    f->size += len;
    while (len > 0) {
        size_t room = f->bufsize - f->pos;
        size_t n = len < room ? len : room;
        memcpy(f->buf + f->pos, p, n);
        f->pos += n;
        p += n;
        len -= n;
        if (f->pos == f->bufsize)
            flush_buffer(f);
    }
}

void tempfile_rewind(TempFile *f)
{
    if (!f->reading)
        flush_buffer(f);
    if (lseek(f->fd, 0, SEEK_SET) < 0)
        file_error("seek in", errno);
    f->reading = true;
    f->pos = f->len = 0;
}

bool tempfile_read(TempFile *f, void *data, size_t len)
{
    Assert(f->reading);
    char *p = data;
    size_t want = len;
    while (want > 0) {
        if (f->pos == f->len) {
            ssize_t n;
            do
                n = read(f->fd, f->buf, f->bufsize);
            while (n < 0 && errno == EINTR);
            if (n < 0)
                file_error("read from", errno);
            if (n == 0) {
                if (want != len)
                    ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                            errmsg("could not read from temporary file: unexpected end"));
                return false;
            }
            f->pos = 0;
            f->len = (size_t)n;
            bufusage_current.temp_blks_read += bufusage_temp_blocks(f->len);
        }
        size_t n = f->len - f->pos < want ? f->len - f->pos : want;
        memcpy(p, f->buf + f->pos, n);
        f->pos += n;
        p += n;
        want -= n;
    }
    return true;
}

uint64 tempfile_size(const TempFile *f)
{
    return f->size;
}

void tempfile_close(TempFile *f)
{
    TempFile *o = open_files;
    while (o && o != f) /* closed already by tempfile_close_all (an error): nothing to do */
        o = o->next;
    if (f == NULL || o == NULL)
        return;
    if (f->prev)
        f->prev->next = f->next;
    else
        open_files = f->next;
    if (f->next)
        f->next->prev = f->prev;
    nopen--;
    close(f->fd);
    free(f->buf);
    free(f);
}

void tempfile_close_all(void)
{
    while (open_files)
        tempfile_close(open_files);
}

int tempfile_open_count(void)
{
    return nopen;
}
