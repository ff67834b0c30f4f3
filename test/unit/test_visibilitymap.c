/*
 * test_visibilitymap.c: the visibility map's bits (storage/visibilitymap.h): none before the
 * first VACUUM pass, set by it only on pages whose every tuple all snapshots see, cleared by a
 * delete on the page (a row lock keeps it), and cleared again by recovery when the process
 * dies after the delete's commit without writing the map page.
 *
 * The one idea: the test drives the storage layer directly (as test_vacuum.c does), so it can
 * look at one page's bit, the map's size and the count VACUUM reports, and kill the process
 * (fork + _exit, no shutdown checkpoint) at a chosen moment.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/heapam.h"
#include "storage/mvcc.h"
#include "storage/smgr.h"
#include "storage/snapshot.h"
#include "storage/storage.h"
#include "storage/visibilitymap.h"
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
    Oid relid = catalog_create_relation("vm", PG_PUBLIC_NAMESPACE, RELKIND_RELATION, 'p', td,
                                        BOOTSTRAP_SUPERUSERID);
    xact_commit_command();
    return relid;
}

static void insert_rows(Relation rel, int from, int to)
{
    char buf[200];
    memset(buf, 'x', sizeof(buf));
    for (int i = from; i < to; i++) {
        text *t = palloc(VARHDRSZ + sizeof(buf));
        SET_VARSIZE(t, VARHDRSZ + sizeof(buf));
        memcpy(VARDATA(t), buf, sizeof(buf));
        Datum v[2] = {Int32GetDatum(i), PointerGetDatum(t)};
        bool n[2] = {false, false};
        heap_insert(rel, heap_form_tuple(rel->rd_att, v, n));
    }
}

/* VACUUM's marking pass in a transaction of its own; returns the pages it calls all-visible. */
static BlockNumber mark(Oid relid)
{
    xact_start_command();
    Relation rel = relation_open(relid, ShareUpdateExclusiveLock);
    BlockNumber n = heap_vacuum_mark_visible(rel, procarray_oldest_xmin());
    relation_close(rel);
    xact_commit_command();
    return n;
}

static bool bit(Oid relid, BlockNumber blk)
{
    xact_start_command();
    Relation rel = relation_open(relid, AccessShareLock);
    VisibilityMapReader r;
    visibilitymap_reader_init(&r);
    bool set = visibilitymap_test(rel, blk, &r);
    visibilitymap_reader_end(&r);
    relation_close(rel);
    xact_commit_command();
    return set;
}

static BlockNumber count_bits(Oid relid)
{
    xact_start_command();
    Relation rel = relation_open(relid, AccessShareLock);
    BlockNumber n = visibilitymap_count(rel);
    relation_close(rel);
    xact_commit_command();
    return n;
}

/* Delete (or lock, with lock) the first row of page blk, committed. */
static void change_first_row(Oid relid, BlockNumber blk, bool lock)
{
    xact_start_command();
    Relation rel = relation_open(relid, RowExclusiveLock);
    ItemPointerData tid = {blk, FirstOffsetNumber};
    if (lock)
        CHECK(heap_lock_tuple(rel, &tid, LOCK_TUPLE_EXCLUSIVE, false, NULL) == HEAP_TM_OK);
    else
        heap_delete(rel, &tid);
    relation_close(rel);
    xact_commit_command();
}

int main(void)
{
    char dir[] = "/tmp/basalt_test_vm_XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    PG_TRY();
    {
        storage_init_datadir(dir);
        storage_startup(dir, 64);
        Oid relid = create_table();
        xact_start_command();
        Relation rel = relation_open(relid, RowExclusiveLock);
        insert_rows(rel, 0, 3000);
        uint32 rfn = rel->relfilenode;
        relation_close(rel);
        xact_commit_command();
        BlockNumber pages = smgr_nblocks(rfn);
        CHECK(pages > 20);

        /* no map yet: nothing is all-visible, and reading creates nothing */
        CHECK(!bit(relid, 0));
        CHECK(count_bits(relid) == 0);
        CHECK(!smgr_exists(smgr_vm_file(rfn)));

        /* rows of a transaction still running keep their page unmarked */
        xact_start_command();
        rel = relation_open(relid, RowExclusiveLock);
        insert_rows(rel, 3000, 3001);
        BlockNumber open_page = smgr_nblocks(rfn) - 1; /* where the new row went */
        BlockNumber marked = heap_vacuum_mark_visible(rel, procarray_oldest_xmin());
        relation_close(rel);
        xact_commit_command();
        pages = smgr_nblocks(rfn);
        CHECK(marked == pages - 1);
        CHECK(!bit(relid, open_page));
        CHECK(bit(relid, 0));
        CHECK(smgr_nblocks(smgr_vm_file(rfn)) == 1);

        /* committed now: the next pass marks that page too */
        CHECK(mark(relid) == pages);
        CHECK(count_bits(relid) == pages);
        CHECK(bit(relid, open_page));
        CHECK(!bit(relid, pages + 100000)); /* past the map's end */

        /* a row lock keeps the bit, a delete clears it */
        change_first_row(relid, 3, true);
        CHECK(bit(relid, 3));
        change_first_row(relid, 5, false);
        CHECK(!bit(relid, 5));
        CHECK(bit(relid, 4) && bit(relid, 6));
        CHECK(count_bits(relid) == pages - 1);
        /* the deleted row is dead, not visible to all: the page stays unmarked */
        CHECK(mark(relid) == pages - 1);
        storage_shutdown();

        /* a crash after a committed delete whose map page was never written: recovery clears
         * the bit again from the delete's WAL record */
        pid_t pid = fork();
        if (pid == 0) {
            storage_startup(dir, 64);
            change_first_row(relid, 7, false);
            _exit(bit(relid, 7) ? 1 : 0); /* no shutdown checkpoint */
        }
        int st;
        waitpid(pid, &st, 0);
        CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
        storage_startup(dir, 64);
        CHECK(!bit(relid, 7));
        CHECK(!bit(relid, 5));
        CHECK(bit(relid, 6) && bit(relid, 8));
        CHECK(count_bits(relid) == pages - 2);
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
    printf("ok: visibility map bits set by VACUUM, cleared by deletes, kept by locks, crash safe\n");
    return 0;
}
