/*
 * test_snapshot.c: snapshots and row waits with two threads (two transactions): a REPEATABLE
 * READ snapshot keeps not seeing a row committed after it, READ COMMITTED sees it at the next
 * statement, a rolled-back savepoint's rows vanish while the parent's stay, a delete meeting a
 * row another transaction is deleting waits for it and then reports HEAP_TM_DELETED, and the
 * snapshot primitives themselves.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/heapam.h"
#include "storage/snapshot.h"
#include "storage/storage.h"
#include "storage/xact.h"

static int failures;
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);               \
            __atomic_fetch_add(&failures, 1, __ATOMIC_RELAXED);                                    \
        }                                                                                          \
    } while (0)

static Oid relid;
static pthread_barrier_t step;

static TupleDesc one_int(void)
{
    TupleDesc td = tupdesc_create(1);
    snprintf(td->attrs[0].attname, NAMEDATALEN, "a");
    td->attrs[0].atttypid = 23;
    td->attrs[0].attlen = 4;
    td->attrs[0].attbyval = true;
    td->attrs[0].attalign = 'i';
    return td;
}

static void insert_one(int v)
{
    Relation rel = relation_open(relid, RowExclusiveLock);
    Datum d = Int32GetDatum(v);
    bool n = false;
    HeapTuple t = heap_form_tuple(rel->rd_att, &d, &n);
    heap_insert(rel, t);
    relation_close(rel);
}

static int count_rows(void)
{
    Relation rel = relation_open(relid, AccessShareLock);
    HeapScanDesc scan = heap_beginscan(rel);
    int n = 0;
    while (heap_getnext(scan) != NULL)
        n++;
    heap_endscan(scan);
    relation_close(rel);
    return n;
}

/* The first row's tid. */
static ItemPointerData first_tid(void)
{
    Relation rel = relation_open(relid, AccessShareLock);
    HeapScanDesc scan = heap_beginscan(rel);
    HeapTuple t = heap_getnext(scan);
    ItemPointerData tid = t ? t->t_self : (ItemPointerData){InvalidBlockNumber, 0};
    heap_endscan(scan);
    relation_close(rel);
    return tid;
}

static void *writer(void *arg)
{
    (void)arg;
    guc_session_init();
    MemoryContextSwitchTo(mcxt_create(mcxt_top(), "writer"));
    pthread_barrier_wait(&step); /* 1: the reader has its snapshot */
    xact_start_command();
    insert_one(2);
    xact_commit_command();
    pthread_barrier_wait(&step); /* 2: committed */
    pthread_barrier_wait(&step); /* 3: start deleting the first row, keep it open */
    xact_start_command();
    xact_begin_block();
    xact_commit_command();
    ItemPointerData tid = first_tid();
    Relation rel = relation_open(relid, RowExclusiveLock);
    CHECK(heap_delete_tm(rel, &tid, NULL) == HEAP_TM_OK);
    relation_close(rel);
    xact_commit_command();
    pthread_barrier_wait(&step); /* 4: the reader starts its delete (and waits) */
    usleep(300 * 1000);
    xact_end_block(true);
    xact_commit_command();
    guc_session_end();
    return NULL;
}

static void test_two_transactions(void)
{
    pthread_t th;
    pthread_barrier_init(&step, NULL, 2);
    pthread_create(&th, NULL, writer, NULL);

    /* REPEATABLE READ: one snapshot for the transaction */
    xact_start_command();
    xact_begin_block();
    XactIsoLevel = XACT_REPEATABLE_READ;
    xact_commit_command();
    CHECK(count_rows() == 1);
    xact_commit_command();
    pthread_barrier_wait(&step); /* 1 */
    pthread_barrier_wait(&step); /* 2 */
    CHECK(count_rows() == 1);
    xact_commit_command();
    xact_end_block(true);
    xact_commit_command();

    /* READ COMMITTED: a new statement sees it */
    xact_start_command();
    CHECK(count_rows() == 2);
    xact_commit_command();

    /* a delete waits for the other deleter, then finds the row gone */
    pthread_barrier_wait(&step); /* 3 */
    pthread_barrier_wait(&step); /* 4 */
    xact_start_command();
    ItemPointerData tid = first_tid(); /* still visible: the delete is not committed */
    CHECK(tid.ip_blkid != InvalidBlockNumber);
    Relation rel = relation_open(relid, RowExclusiveLock);
    ItemPointerData newer;
    HeapTmResult r = heap_delete_tm(rel, &tid, &newer);
    CHECK(r == HEAP_TM_DELETED);
    relation_close(rel);
    xact_commit_command();
    pthread_join(th, NULL);
    pthread_barrier_destroy(&step);

    xact_start_command();
    CHECK(count_rows() == 1);
    xact_commit_command();
}

static void test_savepoints(void)
{
    xact_start_command();
    xact_begin_block();
    xact_commit_command();
    insert_one(10);
    xact_commit_command();
    xact_savepoint("a");
    insert_one(11);
    xact_commit_command();
    CHECK(count_rows() == 3);
    xact_commit_command();
    xact_rollback_to_savepoint("a");
    xact_commit_command();
    CHECK(count_rows() == 2);
    xact_commit_command();
    xact_end_block(true);
    xact_commit_command();
    xact_start_command();
    CHECK(count_rows() == 2);
    xact_commit_command();
}

static void test_snapshot_rules(void)
{
    TransactionId xip[2] = {105, 107};
    SnapshotData s = {100, 110, 2, xip};
    CHECK(!snapshot_xid_in_progress(&s, 99));
    CHECK(!snapshot_xid_in_progress(&s, 104));
    CHECK(snapshot_xid_in_progress(&s, 105));
    CHECK(!snapshot_xid_in_progress(&s, 106));
    CHECK(snapshot_xid_in_progress(&s, 107));
    CHECK(snapshot_xid_in_progress(&s, 110));
    CHECK(snapshot_xid_in_progress(&s, 1000));
}

int main(void)
{
    char dir[] = "/tmp/basalt_test_snapshot_XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    guc_init();
    PG_TRY();
    {
        test_snapshot_rules();
        storage_init_datadir(dir);
        storage_startup(dir, 64);
        xact_start_command();
        relid = catalog_create_relation("t", PG_PUBLIC_NAMESPACE, RELKIND_RELATION, 'p',
                                        one_int(), BOOTSTRAP_SUPERUSERID);
        xact_commit_command();
        xact_start_command();
        insert_one(1);
        xact_commit_command();
        test_two_transactions();
        test_savepoints();
        storage_shutdown();
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        fprintf(stderr, "unexpected error: %s\n", e->message);
        failures++;
    }
    PG_END_TRY();
    char cmd[200];
    snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
    if (failures)
        fprintf(stderr, "%d failure(s)\n", failures);
    return failures != 0;
}
