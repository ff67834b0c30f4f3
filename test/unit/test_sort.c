/*
 * test_sort.c: the tuplesort module on its own: in memory, external with many runs and
 * several merge passes (work_mem at its 64 kB floor), top-N, stability, NULL placement, DESC,
 * text keys whose abbreviations tie (a long shared prefix) and ones that do not, NaN floats,
 * and that no temp file stays open afterwards. Each result is checked against a reference
 * order computed with plain comparisons.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "executor/builtins.h"
#include "executor/tuplesort.h"
#include "storage/storage.h"
#include "storage/tempfile.h"
#include "storage/xact.h"

static int failures;
#define CHECK(cond, ...)                                                                         \
    do {                                                                                         \
        if (!(cond)) {                                                                           \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                                 \
            fprintf(stderr, __VA_ARGS__);                                                        \
            fprintf(stderr, "\n");                                                               \
            failures++;                                                                          \
        }                                                                                        \
    } while (0)

/* Rows: (key int4 or NULL, seq int4 = input position, txt text). */
typedef struct Row {
    int key;
    bool null;
    int seq;
    char txt[64];
    double f;
} Row;

static Oid proc_named(const char *name)
{
    int n;
    const ProcInfo *const *ps = procs_by_name(name, &n);
    return n > 0 ? ps[0]->oid : InvalidOid;
}

static text *make_text(const char *s)
{
    size_t len = strlen(s);
    text *t = palloc(VARHDRSZ + len);
    SET_VARSIZE(t, VARHDRSZ + len);
    memcpy(VARDATA(t), s, len);
    return t;
}

static TupleTableSlot *row_slot(void)
{
    Oid types[] = {INT4OID, INT4OID, TEXTOID, FLOAT8OID};
    return exec_slot_create(4, types);
}

static void fill(TupleTableSlot *slot, const Row *r)
{
    slot->values_buf[0] = Int32GetDatum(r->key);
    slot->isnull_buf[0] = r->null;
    slot->values_buf[1] = Int32GetDatum(r->seq);
    slot->isnull_buf[1] = false;
    slot->values_buf[2] = PointerGetDatum(make_text(r->txt));
    slot->isnull_buf[2] = false;
    slot->values_buf[3] = Float8GetDatum(r->f);
    slot->isnull_buf[3] = false;
    exec_slot_store_virtual(slot);
}

/* Sort rows by keys through tuplesort; the output's seq column in order. */
static int *run_sort(const Row *rows, int n, const TuplesortKey *keys, int nkeys, int64 bound,
                     long work_mem_kb, TuplesortStats *stats, int *nout)
{
    TupleTableSlot *in = row_slot(), *out = row_slot();
    Tuplesort *ts = tuplesort_begin(in, nkeys, keys, bound, work_mem_kb);
    MemoryContext scratch = mcxt_create(CurrentMemoryContext, "scratch");
    for (int i = 0; i < n; i++) {
        MemoryContext old = mcxt_switch_to(scratch);
        fill(in, &rows[i]);
        tuplesort_put(ts, in);
        mcxt_switch_to(old);
        mcxt_reset(scratch);
    }
    tuplesort_done(ts);
    tuplesort_stats(ts, stats);
    int *seq = malloc(sizeof(int) * (size_t)(n + 1));
    int k = 0;
    while (tuplesort_get(ts, out)) {
        seq[k++] = DatumGetInt32(out->tts_values[1]);
        const text *t = (const text *)DatumGetPointer(out->tts_values[2]);
        const Row *r = &rows[seq[k - 1]];
        CHECK((size_t)VARSIZE_ANY_EXHDR(t) == strlen(r->txt) &&
                  memcmp(VARDATA(t), r->txt, strlen(r->txt)) == 0,
              "row %d came back with another text", seq[k - 1]);
    }
    tuplesort_end(ts);
    mcxt_delete(scratch);
    *nout = k;
    return seq;
}

/*
 * A sort of one column that is its only key (datum mode: no rows stored): the values in the
 * order they come out, and the most temp files open at once while the rows went in.
 */
static int *run_sort_datum(const Row *rows, int n, bool by_text, const TuplesortKey *key,
                           long work_mem_kb, TuplesortStats *stats, int *max_open)
{
    Oid type = by_text ? TEXTOID : INT4OID;
    TupleTableSlot *in = exec_slot_create(1, &type), *out = exec_slot_create(1, &type);
    Tuplesort *ts = tuplesort_begin(in, 1, key, -1, work_mem_kb);
    MemoryContext scratch = mcxt_create(CurrentMemoryContext, "scratch");
    *max_open = 0;
    for (int i = 0; i < n; i++) {
        MemoryContext old = mcxt_switch_to(scratch);
        in->values_buf[0] = by_text ? PointerGetDatum(make_text(rows[i].txt))
                                    : Int32GetDatum(rows[i].key);
        in->isnull_buf[0] = !by_text && rows[i].null;
        exec_slot_store_virtual(in);
        tuplesort_put(ts, in);
        mcxt_switch_to(old);
        mcxt_reset(scratch);
        *max_open = Max(*max_open, tempfile_open_count());
    }
    tuplesort_done(ts);
    tuplesort_stats(ts, stats);
    int *vals = malloc(sizeof(int) * (size_t)(n + 1)), k = 0;
    char prev[sizeof(rows[0].txt)] = "";
    while (tuplesort_get(ts, out)) {
        if (by_text) {
            /* texts come out in byte order (the test's collation is C) */
            const text *t = (const text *)DatumGetPointer(out->tts_values[0]);
            char cur[sizeof(prev)];
            size_t len = Min((size_t)VARSIZE_ANY_EXHDR(t), sizeof(cur) - 1);
            memcpy(cur, VARDATA(t), len);
            cur[len] = '\0';
            CHECK(k == 0 || strcmp(prev, cur) <= 0, "datum text sort: '%s' after '%s'", cur, prev);
            memcpy(prev, cur, sizeof(cur));
            vals[k++] = 0;
        } else {
            vals[k++] = out->tts_isnull[0] ? INT32_MIN : DatumGetInt32(out->tts_values[0]);
        }
    }
    tuplesort_end(ts);
    mcxt_delete(scratch);
    CHECK(k == n, "datum sort: %d rows out of %d", k, n);
    return vals;
}

static int cmp_int_nulls_last(const void *pa, const void *pb)
{
    int a = *(const int *)pa, b = *(const int *)pb;
    if (a == INT32_MIN || b == INT32_MIN)
        return (a == INT32_MIN) - (b == INT32_MIN);
    return (a > b) - (a < b);
}

static void check_datum_sorts(const Row *rows, int n)
{
    TuplesortKey by_val = {0, proc_named("btint4cmp"), InvalidOid, false, false};
    TuplesortStats st;
    int max_open;
    int *want = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++)
        want[i] = rows[i].null ? INT32_MIN : rows[i].key;
    qsort(want, (size_t)n, sizeof(int), cmp_int_nulls_last);
    for (int pass = 0; pass < 2; pass++) {
        long mem = pass == 0 ? 65536 : 64;
        int *got = run_sort_datum(rows, n, false, &by_val, mem, &st, &max_open);
        CHECK(memcmp(got, want, sizeof(int) * (size_t)n) == 0, "datum int sort (%ld kB) order", mem);
        if (pass == 1) {
            /* 64 kB: merge order 6, so never more than 12 runs (and the merge's output) open */
            CHECK(st.on_disk && st.nruns > 12, "datum external: %d runs", st.nruns);
            CHECK(max_open <= 13, "datum external held %d temp files open", max_open);
        }
        free(got);
    }
    free(want);
    TuplesortKey by_txt = {0, proc_named("bttextcmp"), DEFAULT_COLLATION_OID, false, false};
    int *got = run_sort_datum(rows, n, true, &by_txt, 64, &st, &max_open);
    free(got);
    CHECK(max_open <= 13, "datum text external held %d temp files open", max_open);
}

/* Reference comparisons, matching the keys used below. */
static int ref_mode;
static int ref_cmp(const void *pa, const void *pb)
{
    const Row *a = pa, *b = pb;
    int c = 0;
    switch (ref_mode) {
    case 0: /* key ASC NULLS LAST, then stable */
        if (a->null != b->null)
            return a->null ? 1 : -1;
        c = a->null ? 0 : (a->key > b->key) - (a->key < b->key);
        break;
    case 1: /* key DESC NULLS FIRST */
        if (a->null != b->null)
            return a->null ? -1 : 1;
        c = a->null ? 0 : (b->key > a->key) - (b->key < a->key);
        break;
    case 2: /* txt ASC (bytes) */
        c = strcmp(a->txt, b->txt);
        break;
    case 3: /* f ASC, NaN last */
        if (isnan(a->f) || isnan(b->f))
            c = isnan(a->f) - isnan(b->f);
        else
            c = (a->f > b->f) - (a->f < b->f);
        break;
    }
    return c != 0 ? c : (a->seq > b->seq) - (a->seq < b->seq); /* stability */
}

static void check_order(const char *what, Row *rows, int n, int mode, const int *seq, int nout,
                        int expect_n)
{
    Row *copy = malloc(sizeof(Row) * (size_t)n);
    memcpy(copy, rows, sizeof(Row) * (size_t)n);
    ref_mode = mode;
    qsort(copy, (size_t)n, sizeof(Row), ref_cmp);
    CHECK(nout == expect_n, "%s: %d rows out, want %d", what, nout, expect_n);
    for (int i = 0; i < nout && i < expect_n; i++)
        if (seq[i] != copy[i].seq) {
            CHECK(false, "%s: row %d is input %d, want %d", what, i, seq[i], copy[i].seq);
            break;
        }
    free(copy);
}

int main(void)
{
    char dir[] = "/tmp/basalt_test_sort_XXXXXX";
    if (mkdtemp(dir) == NULL)
        return 2;
    guc_init();
    guc_session_init();
    storage_init_datadir(dir);
    storage_startup(dir, 64);
    xact_start_command();

    int n = 40000;
    Row *rows = calloc((size_t)n, sizeof(Row));
    srand(42);
    for (int i = 0; i < n; i++) {
        rows[i].seq = i;
        rows[i].null = rand() % 50 == 0;
        rows[i].key = rand() % 5000 - 2500; /* many duplicates: stability matters */
        if (i % 3 == 0)
            snprintf(rows[i].txt, sizeof(rows[i].txt), "shared prefix that is long %06d", rand() % 100000);
        else
            snprintf(rows[i].txt, sizeof(rows[i].txt), "%08x%d", (unsigned)rand(), i % 7);
        rows[i].f = i % 97 == 0 ? NAN : (rand() % 100000) / 7.0 - 5000;
    }
    TuplesortKey by_key = {0, proc_named("btint4cmp"), InvalidOid, false, false};
    TuplesortKey by_key_desc = {0, proc_named("btint4cmp"), InvalidOid, true, true};
    TuplesortKey by_txt = {2, proc_named("bttextcmp"), DEFAULT_COLLATION_OID, false, false};
    TuplesortKey by_f = {3, proc_named("btfloat8cmp"), InvalidOid, false, false};
    TuplesortStats st;
    int nout, *seq;

    seq = run_sort(rows, n, &by_key, 1, -1, 65536, &st, &nout);
    check_order("int in memory", rows, n, 0, seq, nout, n);
    CHECK(st.method == TSS_QUICKSORT && !st.on_disk, "in memory: method %d", st.method);
    free(seq);

    seq = run_sort(rows, n, &by_key, 1, -1, 64, &st, &nout);
    check_order("int external", rows, n, 0, seq, nout, n);
    CHECK(st.method == TSS_EXTERNAL_MERGE && st.nruns > 6,
          "external: method %d, %d runs (want more than one merge pass)", st.method, st.nruns);
    free(seq);

    seq = run_sort(rows, n, &by_key_desc, 1, -1, 64, &st, &nout);
    check_order("int desc nulls first external", rows, n, 1, seq, nout, n);
    free(seq);

    seq = run_sort(rows, n, &by_txt, 1, -1, 65536, &st, &nout);
    check_order("text in memory", rows, n, 2, seq, nout, n);
    free(seq);
    seq = run_sort(rows, n, &by_txt, 1, -1, 64, &st, &nout);
    check_order("text external", rows, n, 2, seq, nout, n);
    free(seq);

    /* every text shares a 27-byte prefix: the abbreviations cannot tell rows apart */
    for (int i = 0; i < n; i++)
        snprintf(rows[i].txt, sizeof(rows[i].txt), "shared prefix that is long %06d", rand() % 100000);
    seq = run_sort(rows, n, &by_txt, 1, -1, 65536, &st, &nout);
    check_order("shared prefixes", rows, n, 2, seq, nout, n);
    CHECK(!st.abbreviated, "abbreviation was not abandoned for shared prefixes");
    free(seq);

    seq = run_sort(rows, n, &by_f, 1, -1, 65536, &st, &nout);
    check_order("float8 with NaN", rows, n, 3, seq, nout, n);
    CHECK(st.abbreviated, "float8 keys are abbreviated exactly");
    free(seq);

    seq = run_sort(rows, n, &by_key, 1, 25, 64, &st, &nout);
    /* which of several rows with the same key a top-N keeps is unspecified (as in PG): the
     * keys must be the 25 smallest */
    {
        Row *copy = malloc(sizeof(Row) * (size_t)n);
        memcpy(copy, rows, sizeof(Row) * (size_t)n);
        ref_mode = 0;
        qsort(copy, (size_t)n, sizeof(Row), ref_cmp);
        CHECK(nout == 25, "top-N: %d rows", nout);
        for (int i = 0; i < nout; i++)
            CHECK(rows[seq[i]].key == copy[i].key && !rows[seq[i]].null, "top-N row %d", i);
        free(copy);
    }
    CHECK(st.method == TSS_TOP_N, "top-N: method %d", st.method);
    free(seq);
    seq = run_sort(rows, n, &by_key, 1, 0, 64, &st, &nout);
    CHECK(nout == 0, "LIMIT 0 gives %d rows", nout);
    free(seq);
    seq = run_sort(rows, 0, &by_key, 1, -1, 64, &st, &nout);
    CHECK(nout == 0, "empty input gives %d rows", nout);
    free(seq);

    check_datum_sorts(rows, n);

    CHECK(tempfile_open_count() == 0, "%d temp files left open", tempfile_open_count());
    free(rows);
    xact_commit_command();
    storage_shutdown();
    if (failures == 0)
        printf("test_sort: all checks passed\n");
    return failures == 0 ? 0 : 1;
}
