/*
 * test_wal.c: the write-ahead log and crash recovery, with crashes simulated by child
 * processes that _exit() without shutting down (as kill -9 leaves the files).
 *
 * A child runs a workload on a small buffer pool (so pages are written before the crash, which
 * tests the WAL-before-data rule) with a checkpoint half way, then dies with a transaction
 * still open. The parent then tears a page of the table file (half overwritten), lets a second
 * child die in the middle of recovery, and finally recovers itself: every committed change must
 * be there, nothing of the open transaction, the UNLOGGED table empty, and a clean restart
 * must replay nothing. A third run loses every commit-log write made after the checkpoint (as
 * a power failure may: only the WAL was flushed at commit), so the commit records alone must
 * bring the statuses back.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/crc32c.h"
#include "storage/heapam.h"
#include "storage/storage.h"
#include "storage/wal.h"
#include "storage/xact.h"

static int failures;
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);               \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

#define NROWS 6000

static TupleDesc two_ints(void)
{
    TupleDesc td = tupdesc_create(2);
    for (int i = 0; i < 2; i++) {
        Form_attribute a = TupleDescAttr(td, i);
        snprintf(a->attname, NAMEDATALEN, "%s", i == 0 ? "a" : "b");
        a->atttypid = 23;
        a->attlen = 4;
        a->attbyval = true;
        a->attalign = 'i';
    }
    return td;
}

static Oid create_table(const char *name, char persistence)
{
    xact_start_command();
    Oid relid = catalog_create_relation(name, PG_PUBLIC_NAMESPACE, RELKIND_RELATION, persistence,
                                        two_ints(), BOOTSTRAP_SUPERUSERID);
    xact_commit_command();
    return relid;
}

static void insert_row(Relation rel, int a, int b)
{
    Datum v[2] = {Int32GetDatum(a), Int32GetDatum(b)};
    bool n[2] = {false, false};
    HeapTuple t = heap_form_tuple(rel->rd_att, v, n);
    heap_insert(rel, t);
    heap_freetuple(t);
}

/* Update (b = -a) or delete every committed row matching a % mod == 0, in one transaction. */
static void change_rows(Oid relid, int mod, bool delete)
{
    xact_start_command();
    Relation rel = relation_open(relid, RowExclusiveLock);
    HeapScanDesc scan = heap_beginscan(rel);
    HeapTuple t;
    while ((t = heap_getnext(scan)) != NULL) {
        Datum v[2];
        bool n[2];
        heap_deform_tuple(t, rel->rd_att, v, n);
        int a = DatumGetInt32(v[0]);
        if (a % mod != 0)
            continue;
        ItemPointerData tid = t->t_self;
        if (delete)
            heap_delete(rel, &tid);
        else {
            v[1] = Int32GetDatum(-a);
            HeapTuple nt = heap_form_tuple(rel->rd_att, v, n);
            heap_update(rel, &tid, nt);
            heap_freetuple(nt);
        }
    }
    heap_endscan(scan);
    relation_close(rel);
    xact_commit_command();
}

/* dir/to := dir/from, byte for byte. */
static void copy_file(const char *dir, const char *from, const char *to)
{
    char cmd[1200];
    snprintf(cmd, sizeof(cmd), "cp %s/%s %s/%s", dir, from, dir, to);
    CHECK(system(cmd) == 0);
}

static void workload(const char *dir)
{
    storage_startup(dir, 32);
    Oid t = create_table("t", 'p');
    Oid u = create_table("u", 'u');
    char path[512];
    snprintf(path, sizeof(path), "%s/t.oid", dir);
    FILE *f = fopen(path, "w");
    fprintf(f, "%u\n", t);
    fclose(f);
    for (int batch = 0; batch < NROWS / 100; batch++) {
        xact_start_command();
        Relation rel = relation_open(t, RowExclusiveLock);
        Relation urel = relation_open(u, RowExclusiveLock);
        for (int i = batch * 100; i < (batch + 1) * 100; i++) {
            insert_row(rel, i, i);
            insert_row(urel, i, i);
        }
        relation_close(rel);
        relation_close(urel);
        xact_commit_command();
        if (batch == NROWS / 200) {
            wal_checkpoint(false);
            copy_file(dir, "pg_xact/0000", "clog.at-checkpoint");
        }
    }
    change_rows(t, 10, false);
    change_rows(t, 7, true);
    /* a transaction that never commits */
    xact_start_command();
    xact_begin_block();
    xact_commit_command();
    xact_start_command();
    Relation rel = relation_open(t, RowExclusiveLock);
    for (int i = 0; i < 500; i++)
        insert_row(rel, 100000 + i, 0);
    relation_close(rel);
    _exit(0); /* crash: no shutdown, no checkpoint */
}

static void verify(const char *dir)
{
    storage_startup(dir, 64);
    xact_start_command();
    Oid t = catalog_relation_oid(PG_PUBLIC_NAMESPACE, "t");
    Oid u = catalog_relation_oid(PG_PUBLIC_NAMESPACE, "u");
    CHECK(t != InvalidOid && u != InvalidOid);
    static char seen[NROWS];
    memset(seen, 0, sizeof(seen));
    int extra = 0, wrong = 0;
    Relation rel = relation_open(t, AccessShareLock);
    HeapScanDesc scan = heap_beginscan(rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        Datum v[2];
        bool n[2];
        heap_deform_tuple(tup, rel->rd_att, v, n);
        int a = DatumGetInt32(v[0]), b = DatumGetInt32(v[1]);
        if (a < 0 || a >= NROWS) {
            extra++;
            continue;
        }
        seen[a]++;
        if (b != (a % 10 == 0 ? -a : a))
            wrong++;
    }
    heap_endscan(scan);
    relation_close(rel);
    int missing = 0, dup = 0, undeleted = 0;
    for (int a = 0; a < NROWS; a++) {
        if (a % 7 == 0)
            undeleted += seen[a] != 0;
        else if (seen[a] == 0)
            missing++;
        else if (seen[a] > 1)
            dup++;
    }
    CHECK(extra == 0);
    CHECK(wrong == 0);
    CHECK(missing == 0);
    CHECK(dup == 0);
    CHECK(undeleted == 0);
    if (extra || wrong || missing || dup || undeleted)
        fprintf(stderr, "extra %d wrong %d missing %d dup %d undeleted %d\n", extra, wrong,
                missing, dup, undeleted);
    Relation urel = relation_open(u, AccessShareLock);
    CHECK(heap_relation_nblocks(urel) == 0);
    relation_close(urel);
    xact_commit_command();
    storage_shutdown();
}

/* Overwrite the second half of block blk of base/<relid> with garbage: a torn write. */
static void tear_page(const char *dir, Oid relid, int blk)
{
    char path[512];
    snprintf(path, sizeof(path), "%s/base/%u", dir, relid);
    int fd = open(path, O_WRONLY);
    CHECK(fd >= 0);
    char junk[4096];
    memset(junk, 0xA5, sizeof(junk));
    CHECK(pwrite(fd, junk, sizeof(junk), (off_t)blk * 8192 + 4096) == (ssize_t)sizeof(junk));
    close(fd);
}

static int run_child(const char *dir, void (*fn)(const char *), const char *env)
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        if (env)
            putenv((char *)env);
        fn(dir);
        _exit(0);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

static void recover_only(const char *dir)
{
    storage_startup(dir, 64); /* the environment makes it stop half way */
    _exit(0);
}

static void test_crc(void)
{
    /* the standard check value of CRC-32C */
    CHECK(crc32c_final(crc32c_update(crc32c_init(), "123456789", 9)) == 0xE3069283u);
    char buf[1000];
    for (int i = 0; i < 1000; i++)
        buf[i] = (char)(i * 7);
    uint32 whole = crc32c_update(crc32c_init(), buf, sizeof(buf));
    uint32 parts = crc32c_update(crc32c_update(crc32c_init(), buf, 333), buf + 333, 667);
    CHECK(whole == parts);
}

int main(void)
{
    test_crc();
    char dir[] = "/tmp/basalt-test-wal-XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    storage_init_datadir(dir);
    CHECK(run_child(dir, workload, NULL) == 0);

    verify(dir);

    /* again, now with a torn page and a crash in the middle of recovery */
    char dir2[] = "/tmp/basalt-test-wal-XXXXXX";
    if (!mkdtemp(dir2))
        return 1;
    storage_init_datadir(dir2);
    CHECK(run_child(dir2, workload, NULL) == 0);
    char path[512];
    snprintf(path, sizeof(path), "%s/t.oid", dir2);
    FILE *f = fopen(path, "r");
    unsigned toid = 0;
    CHECK(f && fscanf(f, "%u", &toid) == 1);
    if (f)
        fclose(f);
    if (!getenv("NO_TEAR")) {
        tear_page(dir2, toid, 0);
        tear_page(dir2, toid, 5);
    }
    if (!getenv("NO_MID"))
        CHECK(run_child(dir2, recover_only, "BASALT_TEST_CRASH_IN_RECOVERY_AFTER=3000") == 3);
    verify(dir2);
    verify(dir2); /* a clean restart */

    /* again, with the commit log as the checkpoint left it: the commits after it are only in
     * the WAL */
    char dir3[] = "/tmp/basalt-test-wal-XXXXXX";
    if (!mkdtemp(dir3))
        return 1;
    storage_init_datadir(dir3);
    CHECK(run_child(dir3, workload, NULL) == 0);
    copy_file(dir3, "clog.at-checkpoint", "pg_xact/0000");
    verify(dir3);

    char cmd[256];
    snprintf(cmd, sizeof(cmd), "rm -rf %s %s %s", dir, dir2, dir3);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
    if (failures)
        fprintf(stderr, "%d failure(s)\n", failures);
    return failures ? 1 : 0;
}
