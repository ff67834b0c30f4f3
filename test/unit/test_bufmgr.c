/*
 * test_bufmgr.c: the buffer pool with a tiny pool (8 buffers): more pages than buffers, dirty
 * write-back on eviction, pinned buffers never evicted, the "all pinned" error, releasing a
 * failed query's pins and locks, checksum failures on read, threads hammering distinct and
 * shared pages at once, and the per-thread counts EXPLAIN (BUFFERS) shows.
 */
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/elog.h"
#include "storage/bufmgr.h"
#include "storage/bufusage.h"

static int failures;
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);               \
            __atomic_fetch_add(&failures, 1, __ATOMIC_RELAXED);                                    \
        }                                                                                          \
    } while (0)

#define NBUF 8
#define REL 1000
#define NPAGES 40
#define CREL 2000
#define NTHREADS 4
#define PAGES_PER_THREAD 10
#define ITERATIONS 300

static char datadir[] = "/tmp/basalt_test_bufmgr_XXXXXX";

typedef struct Marker {
    uint32 blk;
    uint32 pattern[30];
} Marker;

static void make_marker(Marker *m, uint32 blk)
{
    m->blk = blk;
    for (int i = 0; i < 30; i++)
        m->pattern[i] = blk * 7919u + (uint32)i;
}

static bool page_has_marker(Page page, uint32 blk)
{
    Marker want, *got;
    uint32 len;
    make_marker(&want, blk);
    got = page_get_item(page, 1, &len);
    return got && len == sizeof(Marker) && memcmp(got, &want, sizeof(want)) == 0;
}

static void test_write_more_than_pool(void)
{
    smgr_create(REL);
    for (uint32 i = 0; i < NPAGES; i++) {
        BlockNumber blk;
        Buffer b = bufmgr_extend(REL, &blk);
        CHECK(blk == i);
        LockBuffer(b, BUFFER_LOCK_EXCLUSIVE);
        page_init(BufferGetPage(b));
        Marker m;
        make_marker(&m, blk);
        CHECK(page_add_item(BufferGetPage(b), &m, sizeof(m)) == 1);
        MarkBufferDirty(b);
        LockBuffer(b, BUFFER_LOCK_UNLOCK);
        ReleaseBuffer(b);
    }
    CHECK(smgr_nblocks(REL) == NPAGES);
    CHECK(bufmgr_pins_held() == 0);
    /* the first pages were evicted long ago: they must have been written back */
    for (int round = 0; round < 2; round++)
        for (uint32 i = 0; i < NPAGES; i++) {
            Buffer b = ReadBuffer(REL, i);
            LockBuffer(b, BUFFER_LOCK_SHARE);
            CHECK(page_has_marker(BufferGetPage(b), i));
            LockBuffer(b, BUFFER_LOCK_UNLOCK);
            ReleaseBuffer(b);
        }
}

static void test_pinned_not_evicted(void)
{
    Buffer pinned = ReadBuffer(REL, 3);
    for (uint32 i = 10; i < NPAGES; i++) {
        Buffer b = ReadBuffer(REL, i);
        ReleaseBuffer(b);
    }
    CHECK(BufferGetBlockNumber(pinned) == 3);
    CHECK(page_has_marker(BufferGetPage(pinned), 3));
    /* a second pin of the same page is the same buffer */
    Buffer again = ReadBuffer(REL, 3);
    CHECK(again == pinned);
    ReleaseBuffer(again);
    ReleaseBuffer(pinned);
    CHECK(bufmgr_pins_held() == 0);
}

static void test_all_pinned(void)
{
    Buffer held[NBUF];
    for (int i = 0; i < NBUF; i++)
        held[i] = ReadBuffer(REL, (BlockNumber)i);
    LockBuffer(held[0], BUFFER_LOCK_EXCLUSIVE);
    volatile bool raised = false;
    PG_TRY();
    {
        ReadBuffer(REL, NBUF + 1);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        raised = strcmp(e->sqlstate, "53000") == 0 &&
                 strcmp(e->message, "no unpinned buffers available") == 0;
        elog_flush_error();
    }
    PG_END_TRY();
    CHECK(raised);
    CHECK(bufmgr_pins_held() == NBUF);
    /* what a failed query does: everything goes, content lock included */
    bufmgr_release_all_pins();
    CHECK(bufmgr_pins_held() == 0);
    Buffer b = ReadBuffer(REL, NBUF + 1);
    ReleaseBuffer(b);
    b = ReadBuffer(REL, 0);
    LockBuffer(b, BUFFER_LOCK_EXCLUSIVE); /* would hang if the old lock were still held */
    LockBuffer(b, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(b);
    /* a stale release after release-all is ignored */
    ReleaseBuffer(held[1]);
    CHECK(bufmgr_pins_held() == 0);
}

static void test_checksum_failure(void)
{
    FlushAllBuffers();
    bufmgr_drop_relation(REL); /* forget the cached copies */
    char path[512];
    snprintf(path, sizeof(path), "%s/base/%u", datadir, REL);
    int fd = open(path, O_RDWR);
    CHECK(fd >= 0);
    char byte = 0x5a;
    CHECK(pwrite(fd, &byte, 1, 5 * BLCKSZ + 4000) == 1);
    close(fd);
    volatile bool raised = false;
    PG_TRY();
    {
        ReadBuffer(REL, 5);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        raised = strcmp(e->sqlstate, "XX001") == 0 &&
                 strcmp(e->message, "invalid page in block 5 of relation base/1000") == 0;
        elog_flush_error();
    }
    PG_END_TRY();
    CHECK(raised);
    bufmgr_release_all_pins();
    /* the neighbours are fine */
    Buffer b = ReadBuffer(REL, 6);
    CHECK(page_has_marker(BufferGetPage(b), 6));
    ReleaseBuffer(b);
}

/* Counter pages: item 1 is a uint64 incremented under the exclusive lock. */
static void bump(BlockNumber blk)
{
    Buffer b = ReadBuffer(CREL, blk);
    LockBuffer(b, BUFFER_LOCK_EXCLUSIVE);
    uint64 *c = page_get_item(BufferGetPage(b), 1, NULL);
    (*c)++;
    MarkBufferDirty(b);
    LockBuffer(b, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(b);
}

static uint64 counter(BlockNumber blk)
{
    Buffer b = ReadBuffer(CREL, blk);
    LockBuffer(b, BUFFER_LOCK_SHARE);
    uint64 v = *(uint64 *)page_get_item(BufferGetPage(b), 1, NULL);
    LockBuffer(b, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(b);
    return v;
}

static void *worker(void *arg)
{
    int t = (int)(intptr_t)arg;
    for (int i = 0; i < ITERATIONS; i++) {
        bump(0); /* shared by all threads */
        bump((BlockNumber)(1 + t * PAGES_PER_THREAD + i % PAGES_PER_THREAD));
        Buffer b = ReadBuffer(REL, (BlockNumber)(7 + (i + t) % 30)); /* readers too */
        LockBuffer(b, BUFFER_LOCK_SHARE);
        CHECK(page_has_marker(BufferGetPage(b), (uint32)(7 + (i + t) % 30)));
        LockBuffer(b, BUFFER_LOCK_UNLOCK);
        ReleaseBuffer(b);
    }
    CHECK(bufmgr_pins_held() == 0);
    return NULL;
}

static void test_threads(void)
{
    smgr_create(CREL);
    for (int i = 0; i < 1 + NTHREADS * PAGES_PER_THREAD; i++) {
        BlockNumber blk;
        Buffer b = bufmgr_extend(CREL, &blk);
        LockBuffer(b, BUFFER_LOCK_EXCLUSIVE);
        page_init(BufferGetPage(b));
        uint64 zero = 0;
        page_add_item(BufferGetPage(b), &zero, sizeof(zero));
        MarkBufferDirty(b);
        LockBuffer(b, BUFFER_LOCK_UNLOCK);
        ReleaseBuffer(b);
    }
    pthread_t th[NTHREADS];
    for (int t = 0; t < NTHREADS; t++)
        pthread_create(&th[t], NULL, worker, (void *)(intptr_t)t);
    for (int t = 0; t < NTHREADS; t++)
        pthread_join(th[t], NULL);
    CHECK(counter(0) == (uint64)NTHREADS * ITERATIONS);
    for (int t = 0; t < NTHREADS; t++)
        for (int p = 0; p < PAGES_PER_THREAD; p++)
            CHECK(counter((BlockNumber)(1 + t * PAGES_PER_THREAD + p)) ==
                  ITERATIONS / PAGES_PER_THREAD);
    /* and the same after everything went to disk and came back */
    FlushAllBuffers();
    bufmgr_drop_relation(CREL);
    CHECK(counter(0) == (uint64)NTHREADS * ITERATIONS);
}

/* The thread's counters since before: hits, misses, first dirtyings and its own writes. */
static BufferUsage usage_since(const BufferUsage *before)
{
    BufferUsage u = {0};
    bufusage_accum_diff(&u, &bufusage_current, before);
    return u;
}

static void test_usage_counters(void)
{
    const uint32 rel = 3000;
    smgr_create(rel);
    FlushAllBuffers();
    bufmgr_drop_relation(REL); /* its pages are read from disk below */
    BufferUsage before = bufusage_current;
    BlockNumber blk;
    Buffer b = bufmgr_extend(rel, &blk); /* a write, as PG counts an extension */
    LockBuffer(b, BUFFER_LOCK_EXCLUSIVE);
    page_init(BufferGetPage(b));
    MarkBufferDirty(b);
    MarkBufferDirty(b); /* already dirty: not counted again */
    LockBuffer(b, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(b);
    ReleaseBuffer(ReadBuffer(rel, blk)); /* cached: a hit */
    BufferUsage u = usage_since(&before);
    CHECK(u.shared_blks_hit == 1 && u.shared_blks_read == 0);
    CHECK(u.shared_blks_dirtied == 1 && u.shared_blks_written == 1);
    /* several pools' worth of other pages: each a miss, and the dirty page is evicted, written
     * back by this thread */
    before = bufusage_current;
    for (uint32 i = 10; i < NPAGES; i++)
        ReleaseBuffer(ReadBuffer(REL, i));
    u = usage_since(&before);
    CHECK(u.shared_blks_read == NPAGES - 10 && u.shared_blks_hit == 0);
    CHECK(u.shared_blks_written == 1 && u.shared_blks_dirtied == 0);
    /* the counters are the thread's own: another thread's reads leave them alone */
    before = bufusage_current;
    pthread_t th;
    pthread_create(&th, NULL, worker, (void *)(intptr_t)0);
    pthread_join(th, NULL);
    u = usage_since(&before);
    CHECK(u.shared_blks_hit == 0 && u.shared_blks_read == 0 && u.shared_blks_dirtied == 0);
}

int main(void)
{
    if (!mkdtemp(datadir))
        return 1;
    char base[512];
    snprintf(base, sizeof(base), "%s/base", datadir);
    mkdir(base, 0700);
    PG_TRY();
    {
        smgr_init(datadir);
        bufmgr_init(NBUF);
        test_write_more_than_pool();
        test_pinned_not_evicted();
        test_all_pinned();
        test_checksum_failure();
        test_threads();
        test_usage_counters();
        bufmgr_shutdown();
        smgr_shutdown();
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        fprintf(stderr, "unexpected error %s: %s\n", e->sqlstate, e->message);
        failures++;
    }
    PG_END_TRY();
    char cmd[600];
    snprintf(cmd, sizeof(cmd), "rm -rf %s", datadir);
    if (system(cmd) != 0)
        failures++;
    if (failures)
        fprintf(stderr, "test_bufmgr: %d failure(s)\n", failures);
    return failures ? 1 : 0;
}
