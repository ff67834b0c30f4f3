/*
 * wal_prealloc.c: the segments ahead of the log, made before records need them, so that a full
 * disk ends the writing statement with an error instead of the server with a PANIC.
 *
 * The one idea: wal_check_space, which writers call before they change a page (heap rows of
 * tables, index builds, VACUUM), holding no lock, makes sure the WAL_RESERVE_SEGS segments after
 * the one the log is in exist, creating (zero-filling) them when the log has moved on, as PG's
 * XLogFileInit does. When that fails for want of space, the change is refused with PG's
 * disk-full error, and so is every later one until an attempt succeeds (space was freed, or a
 * checkpoint recycled old segments), while the log keeps a reserve of at least one whole
 * segment: catalog changes (DROP TABLE frees space), COMMIT and ROLLBACK records use it. Only a
 * single change of more than a segment's worth of log could still run out.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/guc.h"
#include "storage/wal.h"
#include "storage/wal_internal.h"

#define WAL_RESERVE_SEGS 1

static pthread_mutex_t prealloc_lock = PTHREAD_MUTEX_INITIALIZER;
static _Atomic uint64 reserved_for = UINT64_MAX; /* the segment the reserve was made after */
static _Atomic bool space_low;
static _Atomic int space_errno;

/* Create segment segno unless it exists: written in full under a temporary name first, so a
 * segment file is never short. 0, or the errno of what failed. */
static int create_segment(uint64 segno)
{
    char path[PATH_MAX], tmp[PATH_MAX + 32], dir[PATH_MAX - 32];
    wal_segment_path(path, sizeof(path), segno);
    if (access(path, F_OK) == 0)
        return 0;
    snprintf(dir, sizeof(dir), "%s/pg_wal", wal_datadir());
    snprintf(tmp, sizeof(tmp), "%s/xlogtemp.%d", dir, (int)getpid());
    int fd = open(tmp, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return errno;
    int err = wal_zero_fill(fd);
    if (err == 0 && enableFsync && fsync(fd) != 0)
        err = errno;
    close(fd);
    if (err == 0 && link(tmp, path) != 0 && errno != EEXIST)
        err = errno;
    (void)unlink(tmp); /* a failed one gives its space back at once */
    if (err == 0)
        wal_fsync_dir(dir);
    return err;
}

/* Make the reserve after segno; false if the disk would not hold it. */
static bool make_reserve(uint64 segno)
{
    pthread_mutex_lock(&prealloc_lock);
    int err = 0;
    for (uint64 s = segno + 1; err == 0 && s <= segno + WAL_RESERVE_SEGS; s++)
        err = create_segment(s);
    atomic_store(&space_errno, err);
    atomic_store(&space_low, err != 0);
    atomic_store(&reserved_for, segno);
    pthread_mutex_unlock(&prealloc_lock);
    return err == 0;
}

void wal_check_space(void)
{
    uint64 segno = wal_insert_lsn() / WAL_SEG_SIZE;
    if (atomic_load(&reserved_for) == segno && !atomic_load(&space_low))
        return;
    if (make_reserve(segno)) /* the log moved into a new segment, or there may be room again */
        return;
    int err = atomic_load(&space_errno);
    ereport(ERROR, errcode(err == ENOSPC ? ERRCODE_DISK_FULL : ERRCODE_IO_ERROR),
            errmsg("could not write to file \"pg_wal/xlogtemp.%d\": %s", (int)getpid(),
                   strerror(err)),
            err == ENOSPC ? errhint("Check free disk space.") : 0);
}
