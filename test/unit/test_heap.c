/*
 * test_heap.c: heap tuples and tables end to end: form/deform with nulls and every alignment,
 * scans, delete/update visibility across commands, aborts, explicit blocks, a restart.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/heapam.h"
#include "storage/heaptuple.h"
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

enum { NCOLS = 7 };
static TupleDesc make_desc(void)
{
    /* a int4, b text, c int2, d float8, e "char", f name, g int8 */
    static const struct {
        const char *name;
        Oid typid;
        int16 len;
        bool byval;
        char align;
    } cols[NCOLS] = {{"a", 23, 4, true, 'i'},  {"b", 25, -1, false, 'i'}, {"c", 21, 2, true, 's'},
                     {"d", 701, 8, true, 'd'}, {"e", 18, 1, true, 'c'},   {"f", 19, 64, false, 'c'},
                     {"g", 20, 8, true, 'd'}};
    TupleDesc td = tupdesc_create(NCOLS);
    for (int i = 0; i < NCOLS; i++) {
        Form_attribute a = TupleDescAttr(td, i);
        snprintf(a->attname, NAMEDATALEN, "%s", cols[i].name);
        a->atttypid = cols[i].typid;
        a->attlen = cols[i].len;
        a->attbyval = cols[i].byval;
        a->attalign = cols[i].align;
    }
    return td;
}

static text *make_text(const char *s)
{
    size_t n = strlen(s);
    text *t = palloc(VARHDRSZ + n);
    SET_VARSIZE(t, VARHDRSZ + n);
    memcpy(VARDATA(t), s, n);
    return t;
}

/* Row i: b is null when i%7==3, c null when i%5==1; b's length varies with i. */
static HeapTuple make_row(TupleDesc td, int i, const char *btext)
{
    Datum v[NCOLS];
    bool n[NCOLS] = {false};
    char buf[256], name[NAMEDATALEN] = {0};
    snprintf(buf, sizeof(buf), "%s-%d-%.*s", btext, i, i % 50,
             "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
    snprintf(name, sizeof(name), "name%d", i);
    v[0] = Int32GetDatum(i);
    v[1] = PointerGetDatum(make_text(buf));
    n[1] = i % 7 == 3;
    v[2] = Int16GetDatum((int16)(i % 30000 - 15000));
    n[2] = i % 5 == 1;
    v[3] = Float8GetDatum(i * 0.5);
    v[4] = (Datum)(uint8)('a' + i % 26);
    v[5] = PointerGetDatum(name);
    v[6] = Int64GetDatum((int64)i * 10000000000LL);
    return heap_form_tuple(td, v, n);
}

static bool row_ok(TupleDesc td, HeapTuple tup, int *out_i, const char *btext)
{
    Datum v[NCOLS];
    bool n[NCOLS];
    heap_deform_tuple(tup, td, v, n);
    int i = DatumGetInt32(v[0]);
    *out_i = i;
    char buf[256], name[NAMEDATALEN] = {0};
    snprintf(buf, sizeof(buf), "%s-%d-%.*s", btext, i, i % 50,
             "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
    snprintf(name, sizeof(name), "name%d", i);
    if (n[0] || n[1] != (i % 7 == 3) || n[2] != (i % 5 == 1) || n[3] || n[4] || n[5] || n[6])
        return false;
    if (!n[1]) {
        text *t = DatumGetTextP(v[1]);
        if ((size_t)VARSIZE_ANY_EXHDR(t) != strlen(buf) || memcmp(VARDATA(t), buf, strlen(buf)))
            return false;
    }
    if (!n[2] && DatumGetInt16(v[2]) != (int16)(i % 30000 - 15000))
        return false;
    return DatumGetFloat8(v[3]) == i * 0.5 && (char)v[4] == (char)('a' + i % 26) &&
           strcmp(DatumGetCString(v[5]), name) == 0 &&
           DatumGetInt64(v[6]) == (int64)i * 10000000000LL;
}

/* Count visible rows; verify each; rows with a%10 == 1 must carry "upd" if updated. */
static int count_rows(Oid relid, bool updated)
{
    Relation rel = relation_open(relid, AccessShareLock);
    HeapScanDesc scan = heap_beginscan(rel);
    HeapTuple tup;
    int count = 0, bad = 0;
    while ((tup = heap_getnext(scan)) != NULL) {
        Datum v[NCOLS];
        bool n[NCOLS];
        heap_deform_tuple(tup, rel->rd_att, v, n);
        int i = DatumGetInt32(v[0]);
        bool upd = updated && i % 10 == 1;
        if (!row_ok(rel->rd_att, tup, &i, upd ? "upd" : "row"))
            bad++;
        count++;
    }
    heap_endscan(scan);
    relation_close(rel);
    CHECK(bad == 0);
    if (bad)
        fprintf(stderr, "  %d bad rows of %d\n", bad, count);
    return count;
}

static void test_form_deform(void)
{
    TupleDesc td = make_desc();
    for (int i = 0; i < 200; i++) {
        HeapTuple t = make_row(td, i, "row");
        HeapTuple c = heap_copytuple(t);
        int got;
        CHECK(row_ok(td, c, &got, "row") && got == i);
        CHECK(heap_attisnull(c, 2) == (i % 7 == 3));
        heap_freetuple(t);
        heap_freetuple(c);
    }
    /* a descriptor wider than the stored tuple reads the extra columns as null */
    HeapTuple t = make_row(td, 1, "row");
    TupleDesc wide = tupdesc_create(NCOLS + 1);
    memcpy(wide->attrs, td->attrs, sizeof(FormData_attribute) * NCOLS);
    wide->attrs[NCOLS] = td->attrs[0];
    Datum v[NCOLS + 1];
    bool n[NCOLS + 1];
    heap_deform_tuple(t, wide, v, n);
    CHECK(n[NCOLS]);
}

static Oid create_table(const char *name)
{
    xact_start_command();
    Oid relid =
        catalog_create_relation(name, PG_PUBLIC_NAMESPACE, RELKIND_RELATION, 'p', make_desc(),
                                BOOTSTRAP_SUPERUSERID);
    xact_commit_command();
    return relid;
}

static void insert_rows(Oid relid, int from, int to)
{
    Relation rel = relation_open(relid, RowExclusiveLock);
    for (int i = from; i < to; i++) {
        HeapTuple t = make_row(rel->rd_att, i, "row");
        heap_insert(rel, t);
        CHECK(t->t_self.ip_posid != 0);
        heap_freetuple(t);
    }
    relation_close(rel);
}

static void test_heap_basic(Oid relid)
{
    xact_start_command();
    insert_rows(relid, 0, 3000);
    /* the rows this command inserted are not visible to it */
    CHECK(count_rows(relid, false) == 0);
    xact_commit_command();
    xact_start_command();
    CHECK(count_rows(relid, false) == 3000);
    xact_commit_command();
}

static void test_delete_update(Oid relid)
{
    xact_start_command();
    xact_begin_block();
    CHECK(xact_block_status() == 'T');
    xact_commit_command();

    /* command 1: delete a%10==0, update a%10==1 */
    xact_start_command();
    Relation rel = relation_open(relid, RowExclusiveLock);
    HeapScanDesc scan = heap_beginscan(rel);
    HeapTuple tup;
    int deleted = 0, updated = 0;
    while ((tup = heap_getnext(scan)) != NULL) {
        Datum v[NCOLS];
        bool n[NCOLS];
        heap_deform_tuple(tup, rel->rd_att, v, n);
        int i = DatumGetInt32(v[0]);
        if (i % 10 == 0) {
            heap_delete(rel, &tup->t_self);
            deleted++;
        } else if (i % 10 == 1) {
            HeapTuple nt = make_row(rel->rd_att, i, "upd");
            heap_update(rel, &tup->t_self, nt);
            CHECK(nt->t_self.ip_posid != 0);
            heap_freetuple(nt);
            updated++;
        }
    }
    heap_endscan(scan);
    relation_close(rel);
    CHECK(deleted == 300 && updated == 300);
    /* same command: the deletes are not visible yet, nor the new versions */
    CHECK(count_rows(relid, false) == 3000);
    xact_commit_command();

    xact_start_command();
    CHECK(count_rows(relid, true) == 2700);
    xact_commit_command();

    xact_start_command();
    xact_end_block(true);
    xact_commit_command();
    CHECK(xact_block_status() == 'I');

    xact_start_command();
    CHECK(count_rows(relid, true) == 2700);
    xact_commit_command();
}

static void test_abort(Oid relid)
{
    /* implicit transaction that fails half way */
    xact_start_command();
    PG_TRY();
    {
        insert_rows(relid, 100000, 100500);
        elog(ERROR, "simulated failure");
    }
    PG_CATCH();
    {
        elog_flush_error();
        xact_abort_current();
    }
    PG_END_TRY();
    CHECK(xact_block_status() == 'I');
    xact_start_command();
    CHECK(count_rows(relid, true) == 2700);
    xact_commit_command();

    /* explicit block: an error makes it 'E' until ROLLBACK */
    xact_start_command();
    xact_begin_block();
    xact_commit_command();
    xact_start_command();
    insert_rows(relid, 200000, 200010);
    xact_commit_command();
    xact_start_command();
    PG_TRY();
    {
        elog(ERROR, "simulated failure in a block");
    }
    PG_CATCH();
    {
        elog_flush_error();
        xact_abort_current();
    }
    PG_END_TRY();
    CHECK(xact_block_status() == 'E');
    xact_start_command();
    xact_end_block(false);
    xact_commit_command();
    CHECK(xact_block_status() == 'I');
    xact_start_command();
    CHECK(count_rows(relid, true) == 2700);
    xact_commit_command();

    /* explicit ROLLBACK of a healthy block */
    xact_start_command();
    xact_begin_block();
    xact_commit_command();
    xact_start_command();
    insert_rows(relid, 300002, 300010);
    xact_commit_command();
    xact_start_command();
    CHECK(count_rows(relid, true) == 2708); /* the block sees its own earlier command */
    xact_end_block(false);
    xact_commit_command();
    xact_start_command();
    CHECK(count_rows(relid, true) == 2700);
    xact_commit_command();
}

static void test_too_big(Oid relid)
{
    xact_start_command();
    volatile bool raised = false;
    PG_TRY();
    {
        Relation rel = relation_open(relid, RowExclusiveLock);
        Datum v[NCOLS] = {0};
        bool n[NCOLS] = {true, false, true, true, true, true, true};
        text *big = palloc(VARHDRSZ + 9000);
        SET_VARSIZE(big, VARHDRSZ + 9000);
        memset(VARDATA(big), 'z', 9000);
        v[1] = PointerGetDatum(big);
        HeapTuple t = heap_form_tuple(rel->rd_att, v, n);
        heap_insert(rel, t);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        raised = strcmp(e->sqlstate, "54000") == 0 &&
                 strncmp(e->message, "row is too big: size ", 21) == 0;
        elog_flush_error();
        xact_abort_current();
    }
    PG_END_TRY();
    CHECK(raised);
}

/* Several sessions inserting into one table at once, each in its own transactions. */
enum { NTHREADS = 4, XACTS_PER_THREAD = 10, ROWS_PER_XACT = 150 };
static Oid shared_relid;

static void *inserter(void *arg)
{
    int t = (int)(intptr_t)arg;
    MemoryContext cxt = mcxt_create(NULL, "inserter");
    PG_TRY();
    {
        for (int x = 0; x < XACTS_PER_THREAD; x++) {
            MemoryContext old = MemoryContextSwitchTo(cxt);
            xact_start_command();
            int base = 1000000 + (t * XACTS_PER_THREAD + x) * ROWS_PER_XACT;
            insert_rows(shared_relid, base, base + ROWS_PER_XACT);
            xact_commit_command();
            MemoryContextSwitchTo(old);
            mcxt_reset(cxt);
        }
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        fprintf(stderr, "inserter %d: %s %s\n", t, e->sqlstate, e->message);
        __atomic_fetch_add(&failures, 1, __ATOMIC_RELAXED);
    }
    PG_END_TRY();
    mcxt_delete(cxt);
    return NULL;
}

static void test_concurrent_inserts(void)
{
    shared_relid = create_table("shared");
    pthread_t th[NTHREADS];
    for (int t = 0; t < NTHREADS; t++)
        pthread_create(&th[t], NULL, inserter, (void *)(intptr_t)t);
    for (int t = 0; t < NTHREADS; t++)
        pthread_join(th[t], NULL);
    xact_start_command();
    CHECK(count_rows(shared_relid, false) == NTHREADS * XACTS_PER_THREAD * ROWS_PER_XACT);
    xact_commit_command();
}

int main(void)
{
    char dir[] = "/tmp/basalt_test_heap_XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    PG_TRY();
    {
        test_form_deform();
        storage_init_datadir(dir);
        storage_startup(dir, 16); /* a small pool: scans evict pages all the time */
        Oid relid = create_table("t");
        CHECK(relid >= 16384);
        test_heap_basic(relid);
        test_delete_update(relid);
        test_abort(relid);
        test_too_big(relid);
        test_concurrent_inserts();
        storage_shutdown();

        storage_startup(dir, 64);
        xact_start_command();
        CHECK(catalog_relation_oid(PG_PUBLIC_NAMESPACE, "t") == relid);
        CHECK(count_rows(relid, true) == 2700);
        xact_commit_command();
        /* new xids after a restart are new: a fresh insert is visible once committed */
        xact_start_command();
        insert_rows(relid, 400000, 400001);
        xact_commit_command();
        xact_start_command();
        int c = count_rows(relid, true);
        CHECK(c == 2701);
        if (c != 2701)
            fprintf(stderr, "  %d rows after the restart\n", c);
        xact_commit_command();
        storage_shutdown();
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        fprintf(stderr, "unexpected error %s: %s\n", e->sqlstate, e->message);
        failures++;
    }
    PG_END_TRY();
    char cmd[128];
    snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
    if (system(cmd) != 0)
        failures++;
    if (failures)
        fprintf(stderr, "test_heap: %d failure(s)\n", failures);
    return failures ? 1 : 0;
}
