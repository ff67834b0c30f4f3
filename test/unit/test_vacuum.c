/*
 * test_vacuum.c: VACUUM's storage passes: only tuples dead to every snapshot go, their space
 * is reused by later inserts (the file does not grow), and what VACUUM wrote survives a crash.
 *
 * The one idea: a second thread holds a transaction with a snapshot open while the main thread
 * deletes and vacuums, which must then remove nothing; once that transaction ends, the same
 * VACUUM removes every deleted row, and re-inserting as many rows leaves the table's page count
 * unchanged.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/heapam.h"
#include "storage/smgr.h"
#include "storage/storage.h"
#include "storage/snapshot.h"
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
    TupleDesc td = tupdesc_create(2);
    Form_attribute a = TupleDescAttr(td, 0);
    snprintf(a->attname, NAMEDATALEN, "a");
    a->atttypid = 23, a->attlen = 4, a->attbyval = true, a->attalign = 'i';
    a = TupleDescAttr(td, 1);
    snprintf(a->attname, NAMEDATALEN, "pad");
    a->atttypid = 25, a->attlen = -1, a->attbyval = false, a->attalign = 'i';
    xact_start_command();
    Oid relid = catalog_create_relation("v", PG_PUBLIC_NAMESPACE, RELKIND_RELATION, 'p', td, BOOTSTRAP_SUPERUSERID);
    xact_commit_command();
    return relid;
}

static void insert_rows(Oid relid, int from, int to)
{
    xact_start_command();
    Relation rel = relation_open(relid, RowExclusiveLock);
    char buf[300];
    memset(buf, 'x', sizeof(buf));
    for (int i = from; i < to; i++) {
        text *t = palloc(VARHDRSZ + 200);
        SET_VARSIZE(t, VARHDRSZ + 200);
        memcpy(VARDATA(t), buf, 200);
        Datum v[2] = {Int32GetDatum(i), PointerGetDatum(t)};
        bool n[2] = {false, false};
        HeapTuple tup = heap_form_tuple(rel->rd_att, v, n);
        heap_insert(rel, tup);
    }
    relation_close(rel);
    xact_commit_command();
}

static int count_rows(Oid relid)
{
    xact_start_command();
    Relation rel = relation_open(relid, AccessShareLock);
    HeapScanDesc scan = heap_beginscan(rel);
    int n = 0;
    while (heap_getnext(scan))
        n++;
    heap_endscan(scan);
    relation_close(rel);
    xact_commit_command();
    return n;
}

static void delete_all(Oid relid)
{
    xact_start_command();
    Relation rel = relation_open(relid, RowExclusiveLock);
    HeapScanDesc scan = heap_beginscan(rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        ItemPointerData tid = tup->t_self;
        heap_delete(rel, &tid);
    }
    heap_endscan(scan);
    relation_close(rel);
    xact_commit_command();
}

static int64 vacuum(Oid relid)
{
    xact_start_command();
    Relation rel = relation_open(relid, ShareUpdateExclusiveLock);
    VacuumDeadTids dead;
    memset(&dead, 0, sizeof(dead));
    heap_vacuum_collect(rel, procarray_oldest_xmin(), &dead);
    int64 removed = heap_vacuum_reap(rel, &dead);
    relation_close(rel);
    xact_commit_command();
    return removed;
}

/* A reader that keeps a REPEATABLE READ-like snapshot open until told to end. */
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int reader_state; /* 0 start, 1 snapshot held, 2 may end, 3 ended */
static Oid reader_rel;
static int reader_seen_before, reader_seen_after;

static void *reader(void *arg)
{
    (void)arg;
    mcxt_top();
    xact_start_command();
    xact_begin_block(); /* BEGIN, then one long statement */
    reader_seen_before = 0;
    Relation rel = relation_open(reader_rel, AccessShareLock);
    HeapScanDesc scan = heap_beginscan(rel);
    while (heap_getnext(scan))
        reader_seen_before++;
    heap_endscan(scan);
    pthread_mutex_lock(&mu);
    reader_state = 1;
    pthread_cond_broadcast(&cv);
    while (reader_state != 2)
        pthread_cond_wait(&cv, &mu);
    pthread_mutex_unlock(&mu);
    /* the same transaction's snapshot still sees every row: VACUUM must not have taken them */
    scan = heap_beginscan(rel);
    while (heap_getnext(scan))
        reader_seen_after++;
    heap_endscan(scan);
    relation_close(rel);
    xact_commit_command();
    xact_start_command(); /* COMMIT */
    xact_end_block(true);
    xact_commit_command();
    pthread_mutex_lock(&mu);
    reader_state = 3;
    pthread_cond_broadcast(&cv);
    pthread_mutex_unlock(&mu);
    return NULL;
}

int main(void)
{
    char dir[] = "/tmp/basalt_test_vacuum_XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    PG_TRY();
    {
        storage_init_datadir(dir);
        storage_startup(dir, 64);
        Oid relid = create_table();
        insert_rows(relid, 0, 2000);
        uint32 rfn;
        {
            xact_start_command();
            Relation rel = relation_open(relid, AccessShareLock);
            rfn = rel->relfilenode;
            relation_close(rel);
            xact_commit_command();
        }
        BlockNumber pages = smgr_nblocks(rfn);
        CHECK(pages > 10);

        /* a snapshot older than the delete keeps every row */
        reader_rel = relid;
        pthread_t th;
        pthread_create(&th, NULL, reader, NULL);
        pthread_mutex_lock(&mu);
        while (reader_state != 1)
            pthread_cond_wait(&cv, &mu);
        pthread_mutex_unlock(&mu);
        delete_all(relid);
        CHECK(count_rows(relid) == 0);
        CHECK(vacuum(relid) == 0);
        pthread_mutex_lock(&mu);
        reader_state = 2;
        pthread_cond_broadcast(&cv);
        while (reader_state != 3)
            pthread_cond_wait(&cv, &mu);
        pthread_mutex_unlock(&mu);
        pthread_join(th, NULL);
        CHECK(reader_seen_before == 2000);
        CHECK(reader_seen_after == 2000);

        /* with that snapshot gone, all of them go, and their space is used again */
        CHECK(vacuum(relid) == 2000);
        CHECK(vacuum(relid) == 0);
        insert_rows(relid, 5000, 7000);
        CHECK(count_rows(relid) == 2000);
        CHECK(smgr_nblocks(rfn) == pages);
        storage_shutdown();

        /* a crash right after a VACUUM and refill: the committed rows are all there */
        pid_t pid = fork();
        if (pid == 0) {
            storage_startup(dir, 64);
            delete_all(relid);
            vacuum(relid);
            insert_rows(relid, 9000, 9500);
            _exit(0); /* no shutdown checkpoint: recovery has to replay it */
        }
        int st;
        waitpid(pid, &st, 0);
        CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
        storage_startup(dir, 64);
        CHECK(count_rows(relid) == 500);
        CHECK(smgr_nblocks(rfn) == pages);
        storage_shutdown();
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
    printf("ok: vacuum keeps what snapshots see, frees the rest, space reused, crash safe\n");
    return 0;
}
