/*
 * test_relfilenode.c: the transactional relation-file swap (storage/relfilenode.h) and VACUUM
 * FULL's copy (heap_rewrite).
 *
 * The one idea: after every way a transaction that swapped files can end (ROLLBACK, ROLLBACK
 * TO a savepoint, COMMIT, a crash with the transaction open, a crash after the commit) exactly
 * one file of the relation is left, the one the committed catalog names, holding the rows the
 * committed state says.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/heapam.h"
#include "storage/relfilenode.h"
#include "storage/smgr.h"
#include "storage/snapshot.h"
#include "storage/storage.h"
#include "storage/vacuum.h"
#include "storage/xact.h"

static int failures;
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);               \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

static Oid create_table(void)
{
    TupleDesc td = tupdesc_create(1);
    Form_attribute a = TupleDescAttr(td, 0);
    snprintf(a->attname, NAMEDATALEN, "a");
    a->atttypid = 23, a->attlen = 4, a->attbyval = true, a->attalign = 'i';
    xact_start_command();
    Oid relid = catalog_create_relation("r", PG_PUBLIC_NAMESPACE, RELKIND_RELATION, 'p', td,
                                        BOOTSTRAP_SUPERUSERID);
    xact_commit_command();
    return relid;
}

/* In the current transaction (the caller started a command). */
static void insert_rows(Oid relid, int from, int to)
{
    Relation rel = relation_open(relid, RowExclusiveLock);
    for (int i = from; i < to; i++) {
        Datum v[1] = {Int32GetDatum(i)};
        bool n[1] = {false};
        heap_insert(rel, heap_form_tuple(rel->rd_att, v, n));
    }
    relation_close(rel);
}

static void delete_odd_rows(Oid relid)
{
    Relation rel = relation_open(relid, RowExclusiveLock);
    HeapScanDesc scan = heap_beginscan(rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        Datum v[1];
        bool n[1];
        heap_deform_tuple(tup, rel->rd_att, v, n);
        if (DatumGetInt32(v[0]) % 2 != 0) {
            ItemPointerData tid = tup->t_self;
            heap_delete(rel, &tid);
        }
    }
    heap_endscan(scan);
    relation_close(rel);
}

static int count_rows(Oid relid)
{
    Relation rel = relation_open(relid, AccessShareLock);
    HeapScanDesc scan = heap_beginscan(rel);
    int n = 0;
    while (heap_getnext(scan))
        n++;
    heap_endscan(scan);
    relation_close(rel);
    return n;
}

static uint32 file_of(Oid relid)
{
    Relation rel = relation_open(relid, AccessShareLock);
    uint32 rfn = rel->relfilenode;
    relation_close(rel);
    return rfn;
}

/* One statement in its own implicit transaction. */
#define STATEMENT(body)                                                                            \
    do {                                                                                           \
        xact_start_command();                                                                      \
        body;                                                                                      \
        xact_commit_command();                                                                     \
    } while (0)

static void block_begin(void)
{
    STATEMENT(xact_begin_block());
}

static void block_end(bool commit)
{
    STATEMENT(xact_end_block(commit));
}

static void test_rollback_and_savepoints(Oid relid)
{
    uint32 old, fresh;
    STATEMENT(old = file_of(relid));
    block_begin();
    STATEMENT(fresh = relfilenode_assign_new(relid));
    CHECK(fresh != old && smgr_exists(fresh) && smgr_nblocks(fresh) == 0);
    int n = -1, m = -1;
    STATEMENT(n = count_rows(relid));
    CHECK(n == 0);
    STATEMENT(insert_rows(relid, 0, 10));
    block_end(false);
    uint32 now;
    STATEMENT(now = file_of(relid); n = count_rows(relid));
    CHECK(now == old && n == 1000);
    CHECK(!smgr_exists(fresh) && smgr_exists(old));

    /* ROLLBACK TO keeps the old file; a second swap after it commits */
    block_begin();
    STATEMENT(xact_savepoint("s"));
    STATEMENT(fresh = relfilenode_assign_new(relid));
    STATEMENT(xact_rollback_to_savepoint("s"));
    STATEMENT(now = file_of(relid); n = count_rows(relid));
    CHECK(now == old && n == 1000 && !smgr_exists(fresh));
    STATEMENT(fresh = relfilenode_assign_new(relid));
    STATEMENT(insert_rows(relid, 0, 5));
    block_end(true);
    STATEMENT(now = file_of(relid); m = count_rows(relid));
    CHECK(now == fresh && m == 5 && !smgr_exists(old) && smgr_exists(fresh));
}

static void test_rewrite(Oid relid)
{
    STATEMENT(insert_rows(relid, 0, 4000));
    STATEMENT(delete_odd_rows(relid));
    uint32 old, fresh;
    BlockNumber before, after;
    HeapRewriteResult r;
    STATEMENT(old = file_of(relid); before = smgr_nblocks(old));
    xact_start_command();
    Relation rel = relation_open(relid, AccessExclusiveLock);
    relfilenode_assign_new(relid);
    Relation new_rel = relation_open(relid, AccessExclusiveLock);
    heap_rewrite(rel, new_rel, procarray_oldest_xmin(), &r);
    fresh = new_rel->relfilenode;
    relation_close(new_rel);
    relation_close(rel);
    xact_commit_command();
    after = smgr_nblocks(fresh);
    CHECK(r.kept == 2003 && r.removed == 2002 && r.old_pages == before);
    CHECK(after < before && after == r.new_pages && !smgr_exists(old));
    int n = -1;
    STATEMENT(n = count_rows(relid));
    CHECK(n == 2003);
}

/* Crashes: with a swap committed, and with one in an open transaction. */
static void test_crash(const char *dir, Oid relid)
{
    uint32 before;
    STATEMENT(before = file_of(relid));
    storage_shutdown();
    pid_t pid = fork();
    if (pid == 0) {
        storage_startup(dir, 64);
        STATEMENT(relfilenode_assign_new(relid); insert_rows(relid, 0, 7));
        block_begin();
        STATEMENT(relfilenode_assign_new(relid); insert_rows(relid, 0, 100));
        _exit(0); /* no shutdown checkpoint, no end of the open transaction */
    }
    int st;
    waitpid(pid, &st, 0);
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    storage_startup(dir, 64);
    uint32 now;
    int n = -1;
    STATEMENT(now = file_of(relid); n = count_rows(relid));
    CHECK(n == 7 && now != before && smgr_exists(now) && !smgr_exists(before));
    storage_shutdown();
}

int main(void)
{
    char dir[] = "/tmp/basalt_test_relfilenode_XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    PG_TRY();
    {
        storage_init_datadir(dir);
        storage_startup(dir, 64);
        Oid relid = create_table();
        STATEMENT(insert_rows(relid, 0, 1000));
        test_rollback_and_savepoints(relid);
        test_rewrite(relid);
        test_crash(dir, relid);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        fprintf(stderr, "unexpected error: %s\n", e->message);
        failures++;
    }
    PG_END_TRY();
    char cmd[128];
    snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
    if (system(cmd) != 0)
        failures++;
    if (failures)
        return 1;
    printf("ok: file swaps roll back, commit and survive crashes; the rewrite keeps live rows\n");
    return 0;
}
