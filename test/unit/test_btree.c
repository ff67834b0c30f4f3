/*
 * test_btree.c: the B-tree access method against a sorted array: random inserts with many
 * duplicates and NULLs, forward and backward scans with equality and range keys, DESC and
 * multi-column indexes, bulk build vs. one-by-one inserts, bulk delete, unique checks with
 * MVCC, an empty tree (its metapage alone until the first insert), and concurrent inserter
 * threads (the first of which adds the root). A small buffer pool makes splits evict pages.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "index/indexam.h"
#include "storage/catalog.h"
#include "storage/heapam.h"
#include "storage/smgr.h"
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

/* Rows: a int4 (NULL when null_a), b text "k<b>" (b in 0..99). */
typedef struct Row {
    int a;
    bool null_a;
    int b;
    ItemPointerData tid;
    bool deleted;
} Row;

enum { MAXROWS = 40000 };
static Row rows[MAXROWS];
static int nrows;
static pthread_mutex_t rows_lock = PTHREAD_MUTEX_INITIALIZER;

static Oid create_table(const char *name)
{
    xact_start_command();
    TupleDesc td = tupdesc_create(2);
    Form_attribute a = TupleDescAttr(td, 0);
    snprintf(a->attname, NAMEDATALEN, "a");
    a->atttypid = 23, a->attlen = 4, a->attbyval = true, a->attalign = 'i';
    Form_attribute b = TupleDescAttr(td, 1);
    snprintf(b->attname, NAMEDATALEN, "b");
    b->atttypid = 25, b->attlen = -1, b->attbyval = false, b->attalign = 'i';
    Oid relid = catalog_create_relation(name, PG_PUBLIC_NAMESPACE, RELKIND_RELATION, 'p', td, BOOTSTRAP_SUPERUSERID);
    xact_commit_command();
    return relid;
}

static text *make_text(int b)
{
    char buf[32];
    int n = snprintf(buf, sizeof(buf), "k%02d", b);
    text *t = palloc(VARHDRSZ + (size_t)n);
    SET_VARSIZE(t, VARHDRSZ + (size_t)n);
    memcpy(VARDATA(t), buf, (size_t)n);
    return t;
}

/* Insert one row into the heap and every index of the table (the caller's transaction). */
static void insert_row(Relation rel, IndexRelation *idx, int nidx, int a, bool null_a, int b)
{
    Datum v[2] = {Int32GetDatum(a), PointerGetDatum(make_text(b))};
    bool n[2] = {null_a, false};
    HeapTuple tup = heap_form_tuple(rel->rd_att, v, n);
    heap_insert(rel, tup);
    index_insert_tuple(idx, nidx, rel, tup);
    pthread_mutex_lock(&rows_lock);
    if (nrows < MAXROWS)
        rows[nrows++] = (Row){a, null_a, b, tup->t_self, false};
    pthread_mutex_unlock(&rows_lock);
    heap_freetuple(tup);
}

static void insert_random(Oid relid, int count, unsigned *seed)
{
    xact_start_command();
    Relation rel = relation_open(relid, RowExclusiveLock);
    int nidx;
    IndexRelation *idx = index_open_all(rel, &nidx);
    for (int i = 0; i < count; i++) {
        int a = (int)(rand_r(seed) % 500) - 100;
        insert_row(rel, idx, nidx, a, rand_r(seed) % 50 == 0, (int)(rand_r(seed) % 100));
    }
    index_close_all(idx, nidx);
    relation_close(rel);
    xact_commit_command();
}

/* ---------------------------------------------------------------- the reference */

typedef struct Expect {
    bool desc, nulls_first;
} Expect;
static Expect order;

static int ref_cmp(const void *x, const void *y)
{
    const Row *r = x, *s = y;
    if (r->null_a || s->null_a) {
        if (r->null_a && s->null_a)
            return 0;
        return r->null_a == order.nulls_first ? -1 : 1;
    }
    int c = r->a < s->a ? -1 : r->a > s->a;
    return order.desc ? -c : c;
}

static bool key_pass(const Row *r, const ScanKeyData *keys, int nkeys)
{
    for (int i = 0; i < nkeys; i++) {
        if (r->null_a)
            return false;
        int x = DatumGetInt32(keys[i].arg), c = r->a < x ? -1 : r->a > x;
        bool ok = keys[i].strategy == 1   ? c < 0
                  : keys[i].strategy == 2 ? c <= 0
                  : keys[i].strategy == 3 ? c == 0
                  : keys[i].strategy == 4 ? c >= 0
                                          : c > 0;
        if (!ok)
            return false;
    }
    return true;
}

/* Scan index (on a) with keys in dir; compare the a values (in order) with the reference. */
static void check_scan(Oid indexoid, Oid relid, const ScanKeyData *keys, int nkeys,
                       ScanDirection dir, const char *what)
{
    xact_start_command();
    Relation rel = relation_open(relid, AccessShareLock);
    IndexRelation ir = index_open(indexoid, AccessShareLock);
    order.desc = ir->keys[0].desc;
    order.nulls_first = ir->keys[0].nulls_first;
    Row *ref = palloc(sizeof(Row) * (size_t)(nrows + 1));
    int nref = 0;
    for (int i = 0; i < nrows; i++)
        if (!rows[i].deleted && key_pass(&rows[i], keys, nkeys))
            ref[nref++] = rows[i];
    qsort(ref, (size_t)nref, sizeof(Row), ref_cmp);

    IndexScanDesc scan = ir->am->ambeginscan(ir);
    ir->am->amrescan(scan, keys, nkeys);
    int got = 0, buf = 0;
    bool ok = true;
    while (ir->am->amgettuple(scan, dir)) {
        HeapTupleData tup;
        if (!heap_fetch(rel, &scan->xs_heaptid, &tup, &buf))
            continue;
        Datum v[2];
        bool n[2];
        heap_deform_tuple(&tup, rel->rd_att, v, n);
        int pos = dir == ForwardScanDirection ? got : nref - 1 - got;
        if (pos < 0 || pos >= nref || n[0] != ref[pos].null_a ||
            (!n[0] && DatumGetInt32(v[0]) != ref[pos].a)) {
            if (ok)
                fprintf(stderr, "%s: row %d differs (got %s%d)\n", what, got, n[0] ? "null " : "",
                        n[0] ? 0 : DatumGetInt32(v[0]));
            ok = false;
        }
        got++;
    }
    heap_fetch_release(&buf);
    ir->am->amendscan(scan);
    if (got != nref)
        fprintf(stderr, "%s: %d rows, expected %d\n", what, got, nref);
    CHECK(ok && got == nref);
    index_close(ir);
    relation_close(rel);
    xact_commit_command();
}

static ScanKeyData key(int strategy, int arg)
{
    return (ScanKeyData){.attno = 1, .strategy = strategy, .arg = Int32GetDatum(arg)};
}

static void check_all_scans(Oid indexoid, Oid relid, const char *what)
{
    char label[128];
    for (int d = 0; d < 2; d++) {
        ScanDirection dir = d ? BackwardScanDirection : ForwardScanDirection;
        snprintf(label, sizeof(label), "%s %s full", what, d ? "backward" : "forward");
        check_scan(indexoid, relid, NULL, 0, dir, label);
        for (int x = -101; x <= 400; x += 71) {
            ScanKeyData k1[1] = {key(3, x)};
            snprintf(label, sizeof(label), "%s %s a = %d", what, d ? "bwd" : "fwd", x);
            check_scan(indexoid, relid, k1, 1, dir, label);
            for (int s = 1; s <= 5; s++) {
                ScanKeyData k2[1] = {key(s, x)};
                snprintf(label, sizeof(label), "%s %s strategy %d %d", what, d ? "bwd" : "fwd", s,
                         x);
                check_scan(indexoid, relid, k2, 1, dir, label);
            }
            ScanKeyData k3[2] = {key(4, x), key(1, x + 50)};
            snprintf(label, sizeof(label), "%s %s %d <= a < %d", what, d ? "bwd" : "fwd", x,
                     x + 50);
            check_scan(indexoid, relid, k3, 2, dir, label);
            ScanKeyData k4[2] = {key(5, x), key(2, x + 3)};
            check_scan(indexoid, relid, k4, 2, dir, label);
        }
    }
}

static Oid make_index(Oid relid, const char *name, int nkeys, const int16 *cols,
                      const int16 *opts, bool unique)
{
    xact_start_command();
    Relation rel = relation_open(relid, AccessExclusiveLock);
    Oid oid = index_create(rel, name, PG_PUBLIC_NAMESPACE, BTREE_AM_OID, nkeys, 0, cols, opts,
                           unique, false, NIL, NULL);
    relation_close(rel);
    xact_commit_command();
    return oid;
}

/* ---------------------------------------------------------------- bulk delete */

static bool dead_cb(ItemPointer tid, void *state)
{
    (void)state;
    for (int i = 0; i < nrows; i++)
        if (rows[i].tid.ip_blkid == tid->ip_blkid && rows[i].tid.ip_posid == tid->ip_posid)
            return rows[i].deleted;
    return false;
}

static void test_bulkdelete(Oid relid, Oid indexoid)
{
    xact_start_command();
    Relation rel = relation_open(relid, RowExclusiveLock);
    for (int i = 0; i < nrows; i++)
        if (rows[i].null_a || rows[i].a % 3 == 0) {
            rows[i].deleted = true;
            heap_delete(rel, &rows[i].tid);
        }
    relation_close(rel);
    xact_commit_command();
    xact_start_command();
    IndexRelation ir = index_open(indexoid, RowExclusiveLock);
    IndexBulkDeleteResult r = ir->am->ambulkdelete(ir, dead_cb, NULL);
    int live = 0, dead = 0;
    for (int i = 0; i < nrows; i++)
        rows[i].deleted ? dead++ : live++;
    CHECK(r.tuples_removed == dead);
    CHECK(r.num_index_tuples == live);
    index_close(ir);
    xact_commit_command();
}

/* ---------------------------------------------------------------- unique */

static const char *try_insert(Oid relid, int a)
{
    static char state[6];
    xact_start_command();
    const char *result = "ok";
    PG_TRY();
    {
        Relation rel = relation_open(relid, RowExclusiveLock);
        int nidx;
        IndexRelation *idx = index_open_all(rel, &nidx);
        insert_row(rel, idx, nidx, a, false, 0);
        index_close_all(idx, nidx);
        relation_close(rel);
        xact_commit_command();
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        snprintf(state, sizeof(state), "%s", e->sqlstate);
        if (strcmp(e->sqlstate, "23505") == 0 &&
            (strcmp(e->message, "duplicate key value violates unique constraint \"u_a\"") != 0 ||
             !e->detail || strcmp(e->detail, "Key (a)=(7) already exists.") != 0)) {
            fprintf(stderr, "unique: %s / %s\n", e->message, e->detail ? e->detail : "");
            failures++;
        }
        elog_flush_error();
        xact_abort_current();
        result = state;
    }
    PG_END_TRY();
    return result;
}

static void test_unique(void)
{
    int saved = nrows;
    Oid relid = create_table("u");
    int16 col = 1;
    make_index(relid, "u_a", 1, &col, NULL, true);
    CHECK(strcmp(try_insert(relid, 7), "ok") == 0);
    CHECK(strcmp(try_insert(relid, 8), "ok") == 0);
    CHECK(strcmp(try_insert(relid, 7), "23505") == 0);
    /* a committed delete leaves no conflict behind */
    xact_start_command();
    Relation rel = relation_open(relid, RowExclusiveLock);
    heap_delete(rel, &rows[nrows - 2].tid);
    relation_close(rel);
    xact_commit_command();
    CHECK(strcmp(try_insert(relid, 7), "ok") == 0);
    CHECK(strcmp(try_insert(relid, 7), "23505") == 0);
    /* NULLs never conflict; a unique build over duplicates fails */
    xact_start_command();
    rel = relation_open(relid, RowExclusiveLock);
    int nidx;
    IndexRelation *idx = index_open_all(rel, &nidx);
    insert_row(rel, idx, nidx, 0, true, 0);
    insert_row(rel, idx, nidx, 0, true, 0);
    index_close_all(idx, nidx);
    relation_close(rel);
    xact_commit_command();
    Oid t2 = create_table("u2");
    unsigned seed = 5;
    insert_random(t2, 100, &seed);
    volatile bool raised = false;
    xact_start_command();
    PG_TRY();
    {
        rel = relation_open(t2, AccessExclusiveLock);
        index_create(rel, "u2_a", PG_PUBLIC_NAMESPACE, BTREE_AM_OID, 1, 0, &col, NULL, true, false,
                     NIL, NULL);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        raised = strcmp(e->sqlstate, "23505") == 0 &&
                 strcmp(e->message, "could not create unique index \"u2_a\"") == 0 && e->detail &&
                 strstr(e->detail, "is duplicated.") != NULL;
        elog_flush_error();
        xact_abort_current();
    }
    PG_END_TRY();
    CHECK(raised);
    nrows = saved;
}

/* ---------------------------------------------------------------- empty tree */

static BlockNumber index_pages(Oid indexoid)
{
    xact_start_command();
    IndexRelation ir = index_open(indexoid, AccessShareLock);
    BlockNumber n = smgr_nblocks(ir->rel->relfilenode);
    index_close(ir);
    xact_commit_command();
    return n;
}

static void test_empty(void)
{
    int saved = nrows;
    nrows = 0;
    Oid relid = create_table("e");
    int16 col = 1, desc = INDOPTION_DESC;
    Oid asc = make_index(relid, "e_a", 1, &col, NULL, false);
    Oid dsc = make_index(relid, "e_a_desc", 1, &col, &desc, true);
    CHECK(index_pages(asc) == 1 && index_pages(dsc) == 1); /* the metapage alone */
    check_all_scans(asc, relid, "empty");
    check_all_scans(dsc, relid, "empty desc");
    xact_start_command();
    IndexRelation ir = index_open(asc, RowExclusiveLock);
    IndexBulkDeleteResult r = ir->am->ambulkdelete(ir, dead_cb, NULL);
    CHECK(r.tuples_removed == 0 && r.num_index_tuples == 0);
    index_close(ir);
    xact_commit_command();
    CHECK(strcmp(try_insert(relid, 5), "ok") == 0);
    CHECK(index_pages(asc) == 2 && index_pages(dsc) == 2); /* the root leaf came with it */
    check_all_scans(asc, relid, "one row");
    check_all_scans(dsc, relid, "one row desc");
    nrows = saved;
}

/* ---------------------------------------------------------------- concurrency */

enum { NTHREADS = 4, PER_THREAD = 2500 };
static Oid conc_relid;

static void *inserter(void *arg)
{
    unsigned seed = (unsigned)(uintptr_t)arg * 7919u;
    MemoryContext cxt = mcxt_create(NULL, "inserter");
    MemoryContextSwitchTo(cxt);
    PG_TRY();
    {
        for (int x = 0; x < PER_THREAD / 250; x++) {
            insert_random(conc_relid, 250, &seed);
            mcxt_reset(cxt);
        }
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        fprintf(stderr, "inserter: %s %s\n", e->sqlstate, e->message);
        __atomic_fetch_add(&failures, 1, __ATOMIC_RELAXED);
    }
    PG_END_TRY();
    return NULL;
}

static void test_concurrent(void)
{
    nrows = 0;
    conc_relid = create_table("conc");
    int16 col = 1, desc = INDOPTION_DESC | INDOPTION_NULLS_FIRST;
    make_index(conc_relid, "conc_a", 1, &col, NULL, false);
    Oid conc_desc = make_index(conc_relid, "conc_a_desc", 1, &col, &desc, false);
    pthread_t th[NTHREADS];
    for (int t = 0; t < NTHREADS; t++)
        pthread_create(&th[t], NULL, inserter, (void *)(uintptr_t)(t + 1));
    for (int t = 0; t < NTHREADS; t++)
        pthread_join(th[t], NULL);
    CHECK(nrows == NTHREADS * PER_THREAD);
    ScanKeyData k[1] = {key(4, 100)};
    check_scan(conc_desc, conc_relid, NULL, 0, ForwardScanDirection, "concurrent desc full");
    check_scan(conc_desc, conc_relid, k, 1, BackwardScanDirection, "concurrent desc a >= 100");
    xact_start_command();
    Oid asc = catalog_relation_oid(PG_PUBLIC_NAMESPACE, "conc_a");
    xact_commit_command();
    check_scan(asc, conc_relid, NULL, 0, ForwardScanDirection, "concurrent asc full");
}

int main(void)
{
    char dir[] = "/tmp/basalt_test_btree_XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    MemoryContext cxt = mcxt_create(NULL, "test");
    MemoryContextSwitchTo(cxt);
    PG_TRY();
    {
        storage_init_datadir(dir);
        storage_startup(dir, 48);
        Oid relid = create_table("t");
        int16 col = 1, desc = INDOPTION_DESC;
        Oid inc = make_index(relid, "t_a", 1, &col, NULL, false);
        unsigned seed = 42;
        for (int i = 0; i < 10; i++)
            insert_random(relid, 2000, &seed);
        check_all_scans(inc, relid, "incremental");
        /* bulk build over the same rows, ascending and descending */
        Oid built = make_index(relid, "t_a_built", 1, &col, NULL, false);
        check_all_scans(built, relid, "built");
        Oid built_desc = make_index(relid, "t_a_desc", 1, &col, &desc, false);
        check_all_scans(built_desc, relid, "built desc");
        insert_random(relid, 3000, &seed);
        check_all_scans(built_desc, relid, "desc after inserts");
        test_bulkdelete(relid, inc);
        check_all_scans(inc, relid, "after bulkdelete");
        insert_random(relid, 2000, &seed);
        check_all_scans(inc, relid, "inserts after bulkdelete");
        test_unique();
        test_empty();
        test_concurrent();
        storage_shutdown();
        /* everything survives a restart */
        storage_startup(dir, 48);
        xact_start_command();
        Oid again = catalog_relation_oid(PG_PUBLIC_NAMESPACE, "conc_a");
        CHECK(list_length(catalog_relation_indexes(conc_relid)) == 2);
        xact_commit_command();
        check_scan(again, conc_relid, NULL, 0, ForwardScanDirection, "after restart");
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
        fprintf(stderr, "%d failures\n", failures);
    return failures ? 1 : 0;
}
