/*
 * tuplesort.c: in-memory sort with abbreviated keys, external merge sort, top-N heapsort.
 *
 * Each row in memory is a SortItem: the row, and its first key abbreviated to 64 bits whose
 * unsigned order agrees with the key's order. For integers, floats, dates, timestamps, oids and
 * booleans the abbreviation is exact (equal abbreviations mean equal keys). For text and
 * bytea under byte-order collations, and uuid, it is the first 8 bytes, big-endian; for text
 * under an ICU collation, the first 8 bytes of the ICU sort key (ucol_nextSortKeyPart), whose
 * byte order is the collation's order. Abbreviated items are radix-sorted on the abbreviation;
 * only runs of equal abbreviations are then sorted with comparisons: under an ICU collation on
 * whole ICU sort keys, made once per tied row (memcmp, ties broken by bytes as PG does), and
 * otherwise with the full comparison. A HyperLogLog count of the abbreviations against one of
 * the full keys (as PG does) abandons byte-prefix abbreviation when it does not tell rows
 * apart, say when all strings share a long prefix; ICU abbreviation is never abandoned, since
 * sort keys pay even then. Without abbreviation everything is merge-sorted. All of it is
 * stable, and none of it leaves libc qsort state behind when a comparison raises an error.
 *
 * Rows are counted against work_mem as they come in; when it is full, the items are sorted
 * and written to a temp file as a run, and memory starts over. At the end the runs are merged
 * through a heap holding one row of each; with more runs than the merge order allows
 * (work_mem / 64 KB of buffers, at least 6), groups of runs are first merged into longer
 * runs. Ties between runs go to the earlier one, so the sort stays stable.
 */
#include "executor/tuplesort.h"

#include <limits.h>
#include <math.h>
#include <string.h>

#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/executor.h"
#include "executor/fmgr.h"
#include "executor/rowfile.h"
#include "executor/types/collation.h"
#include "storage/backend_status.h"
#include "storage/tempfile.h"

#define MIN_MERGE_ORDER 6
#define MAX_MERGE_ORDER 256
#define MERGE_BUFFER_BYTES (64 * 1024)
#define HLL_BITS 10
#define HLL_REGS (1 << HLL_BITS)
#define ABBREV_FIRST_CHECK 10000
#define ABBREV_LAST_CHECK 1000000

typedef enum AbbrevKind {
    AK_NONE,
    AK_INT2,
    AK_INT4,
    AK_INT8, /* also date, time, timestamp, timestamptz */
    AK_OID,
    AK_BOOL,
    AK_CHAR,
    AK_FLOAT4,
    AK_FLOAT8,
    AK_VARLENA_BYTES, /* text, varchar, bytea under byte order */
    AK_NAME,
    AK_UUID, /* its first 8 bytes */
    AK_ICU,  /* text under an ICU collation: the first 8 bytes of its ICU sort key */
} AbbrevKind;

typedef struct SortKey {
    TuplesortKey k;
    PGFunction fn;
} SortKey;

typedef struct SortItem {
    StoredRow *row; /* NULL in datum mode */
    uint64 abbrev;
    Datum datum1; /* the first key's value (in row): compared without touching the row */
    bool null1;   /* the first key is NULL */
    ItemPointerData tid; /* datum mode: the row's tid, which a StoredRow would keep */
} SortItem;

typedef struct MergeSource {
    TempFile *file;
    StoredRow *row; /* the run's current row; NULL once it is exhausted */
    MemoryContext cxt;
    uint64 abbrev; /* its first key abbreviated, when merge_abbrev (and the key not NULL) */
} MergeSource;

struct Tuplesort {
    int natts;
    int16 *typlen;
    bool *typbyval;
    int nkeys;
    SortKey *keys;
    int64 bound;
    size_t mem_limit;
    size_t mem_used; /* rows in memory, and the items array */
    size_t peak;
    MemoryContext cxt;    /* everything of the sort */
    MemoryContext rowcxt; /* the rows in memory, reset after each run */
    MemoryContext cmpcxt; /* what comparison functions allocate, reset now and then */
    long ncmp;
    SortItem *items;
    long n, cap;
    /* abbreviation of the first key */
    AbbrevKind abbrev;
    const CollLocale *abbrev_locale; /* AK_ICU */
    bool abbrev_exact;
    bool abbrev_on;
    uint8 hll_abbr[HLL_REGS], hll_full[HLL_REGS];
    long nput, next_check;
    /* runs and merging */
    TempFile **runs;
    int nruns, runcap, runs_written;
    MergeSource *src;
    int nsrc;
    int *heap;
    int nheap;
    int last; /* source whose row was returned last: it advances on the next get */
    bool merging, done, topn;
    /* the merge compares abbreviations of the first key first: on when they are cheap to make
     * (not ICU sort keys, which cost more than the comparisons they save) */
    bool merge_abbrev;
    /* Datum mode (PG 15's datum sort): the rows are one column, the only key, so an item's
     * datum1 is the whole row and no row is stored: less memory, and no pointer to chase when
     * the rows are handed out in order. Not for top-N, whose heap frees rows. */
    bool datum_mode;
    long next;
    uint64 disk_bytes;
    /* basalt_stat_progress_sort: rows in so far, then rows out so far */
    uint64 progress;
    int64 nin, nout;
};

/* ---------------------------------------------------------------- abbreviated keys */

static AbbrevKind abbrev_kind(Oid cmpfunc, Oid collation, bool *exact,
                              const CollLocale **locale)
{
    const ProcInfo *p = proc_by_oid(cmpfunc);
    *exact = true;
    if (p == NULL)
        return AK_NONE;
    static const struct {
        const char *name;
        AbbrevKind kind;
    } exact_kinds[] = {
        {"btint2cmp", AK_INT2},     {"btint4cmp", AK_INT4},         {"btint8cmp", AK_INT8},
        {"date_cmp", AK_INT4},      {"time_cmp", AK_INT8},          {"timestamp_cmp", AK_INT8},
        {"timestamptz_cmp", AK_INT8}, {"btoidcmp", AK_OID},         {"btboolcmp", AK_BOOL},
        {"btcharcmp", AK_CHAR},     {"btfloat4cmp", AK_FLOAT4},     {"btfloat8cmp", AK_FLOAT8},
    };
    for (size_t i = 0; i < lengthof(exact_kinds); i++)
        if (strcmp(p->proname, exact_kinds[i].name) == 0)
            return exact_kinds[i].kind;
    *exact = false;
    /* text compares by bytes under the default and libc collations; under an ICU one the
     * abbreviation is a prefix of the ICU sort key, whose byte order is the collation's */
    bool byte_order = collation == InvalidOid || collation_is_byte_order(collation);
    if (strcmp(p->proname, "bttextcmp") == 0 && !byte_order) {
        *locale = collation_locale(collation, "string comparison");
        return AK_ICU;
    }
    if (strcmp(p->proname, "byteacmp") == 0 ||
        ((strcmp(p->proname, "bttextcmp") == 0 || strcmp(p->proname, "bttext_pattern_cmp") == 0) &&
         byte_order))
        return AK_VARLENA_BYTES;
    if (strcmp(p->proname, "btnamecmp") == 0 && byte_order)
        return AK_NAME;
    if (strcmp(p->proname, "uuid_cmp") == 0)
        return AK_UUID;
    return AK_NONE;
}

static uint64 abbrev_signed(int64 v)
{
    return (uint64)v ^ (UINT64_C(1) << 63);
}

static uint64 abbrev_double(double d)
{
    if (isnan(d))
        return UINT64_MAX; /* every NaN is equal, and above everything, as in PG */
    if (d == 0)
        d = 0; /* -0 = 0 */
    uint64 u;
    memcpy(&u, &d, sizeof(u));
    return (u & (UINT64_C(1) << 63)) ? ~u : u | (UINT64_C(1) << 63);
}

static uint64 abbrev_bytes(const unsigned char *p, size_t len)
{
    uint64 v = 0;
    for (size_t i = 0; i < 8; i++)
        v = (v << 8) | (i < len ? p[i] : 0);
    return v;
}

static uint64 abbreviate(const Tuplesort *ts, Datum d)
{
    switch (ts->abbrev) {
    case AK_INT2:
        return abbrev_signed(DatumGetInt16(d));
    case AK_INT4:
        return abbrev_signed(DatumGetInt32(d));
    case AK_INT8:
        return abbrev_signed(DatumGetInt64(d));
    case AK_OID:
        return (uint64)DatumGetObjectId(d);
    case AK_BOOL:
        return DatumGetBool(d) ? 1 : 0;
    case AK_CHAR:
        return (uint8)(char)d;
    case AK_FLOAT4:
        return abbrev_double(DatumGetFloat4(d));
    case AK_FLOAT8:
        return abbrev_double(DatumGetFloat8(d));
    case AK_VARLENA_BYTES: {
        const varlena *v = (const varlena *)DatumGetPointer(d);
        return abbrev_bytes((const unsigned char *)VARDATA(v), (size_t)VARSIZE_ANY_EXHDR(v));
    }
    case AK_NAME: {
        const char *s = DatumGetCString(d);
        return abbrev_bytes((const unsigned char *)s, strnlen(s, NAMEDATALEN));
    }
    case AK_UUID:
        return abbrev_bytes((const unsigned char *)DatumGetPointer(d), 8);
    case AK_ICU: {
        const varlena *v = (const varlena *)DatumGetPointer(d);
        return collation_abbrev_key(ts->abbrev_locale, VARDATA(v), VARSIZE_ANY_EXHDR(v));
    }
    case AK_NONE:
        break;
    }
    return 0;
}

static void hll_add(uint8 *regs, uint64 h)
{
    uint32 idx = (uint32)(h >> (64 - HLL_BITS));
    uint64 w = (h << HLL_BITS) | (UINT64_C(1) << (HLL_BITS - 1));
    uint8 rank = (uint8)(__builtin_clzll(w) + 1);
    if (rank > regs[idx])
        regs[idx] = rank;
}

static double hll_estimate(const uint8 *regs)
{
    double sum = 0;
    int zeros = 0;
    for (int i = 0; i < HLL_REGS; i++) {
        sum += ldexp(1.0, -regs[i]);
        zeros += regs[i] == 0;
    }
    double m = HLL_REGS, est = 0.7213 / (1 + 1.079 / m) * m * m / sum;
    if (est <= 2.5 * m && zeros > 0)
        est = m * log(m / zeros); /* linear counting for small cardinalities */
    return est;
}

/* Count the row's first key for the abandonment check (only inexact abbreviations). */
static void abbrev_account(Tuplesort *ts, Datum d, uint64 abbrev)
{
    /* ICU ties are sorted on whole sort keys, which pays even when all prefixes are equal */
    if (ts->abbrev_exact || !ts->abbrev_on || ts->abbrev == AK_ICU)
        return;
    const varlena *v = (const varlena *)DatumGetPointer(d);
    const unsigned char *p;
    size_t len;
    if (ts->abbrev == AK_NAME) {
        p = (const unsigned char *)DatumGetCString(d);
        len = strnlen((const char *)p, NAMEDATALEN);
    } else if (ts->abbrev == AK_UUID) {
        p = (const unsigned char *)DatumGetPointer(d);
        len = 16;
    } else {
        p = (const unsigned char *)VARDATA(v);
        len = (size_t)VARSIZE_ANY_EXHDR(v);
    }
    hll_add(ts->hll_full, hash_bytes64(p, len));
    hll_add(ts->hll_abbr, hash_mix64(abbrev));
    if (++ts->nput < ts->next_check)
        return;
    ts->next_check = ts->next_check < ABBREV_LAST_CHECK ? ts->next_check * 2 : LONG_MAX;
    if (hll_estimate(ts->hll_abbr) < 0.5 * hll_estimate(ts->hll_full))
        ts->abbrev_on = false; /* the prefixes tell too few rows apart to pay */
}

/* ---------------------------------------------------------------- comparison */

static void count_comparison(Tuplesort *ts)
{
    if ((++ts->ncmp & 1023) == 0) {
        mcxt_reset(ts->cmpcxt);
        if (executor_interrupt_hook)
            executor_interrupt_hook();
    }
}

/* Two non-NULL values of sort key k, in the key's direction. */
static int compare_key_values(const SortKey *k, Datum a, Datum b)
{
    int c;
    if (k->fn)
        c = DatumGetInt32(DirectFunctionCall2Coll(k->fn, k->k.collation, a, b));
    else
        c = exec_compare_datums(k->k.cmpfunc, k->k.collation, a, false, b, false, false, false);
    if (c == 0)
        return 0;
    c = c < 0 ? -1 : 1;
    return k->k.reverse ? -c : c;
}

static int compare_rows_from(Tuplesort *ts, const StoredRow *a, const StoredRow *b, int first)
{
    count_comparison(ts);
    for (int i = first; i < ts->nkeys; i++) {
        const SortKey *k = &ts->keys[i];
        int col = k->k.col;
        bool an = a->isnull[col], bn = b->isnull[col];
        if (an || bn) {
            if (an && bn)
                continue;
            return an ? (k->k.nullsFirst ? -1 : 1) : (k->k.nullsFirst ? 1 : -1);
        }
        int c = compare_key_values(k, a->values[col], b->values[col]);
        if (c != 0)
            return c;
    }
    return 0;
}

static int compare_items(Tuplesort *ts, const SortItem *a, const SortItem *b)
{
    if (ts->nkeys == 0)
        return 0;
    const SortKey *k = &ts->keys[0];
    if (a->null1 || b->null1) {
        if (!(a->null1 && b->null1))
            return a->null1 ? (k->k.nullsFirst ? -1 : 1) : (k->k.nullsFirst ? 1 : -1);
    } else if (ts->abbrev_on && a->abbrev != b->abbrev) {
        int c = a->abbrev < b->abbrev ? -1 : 1;
        return k->k.reverse ? -c : c;
    } else if (!(ts->abbrev_on && ts->abbrev_exact)) {
        count_comparison(ts);
        int c = compare_key_values(k, a->datum1, b->datum1);
        if (c != 0)
            return c;
    }
    return ts->nkeys > 1 ? compare_rows_from(ts, a->row, b->row, 1) : 0;
}

/*
 * A stable merge sort of n elements of type T by cmp(ts, x, y), insertion sort below 9, with
 * one comparison per level when the halves are already in order; defined for SortItems and
 * for the KeyedItems of ICU ties.
 */
#define DEFINE_MERGE_SORT(name, T, cmp)                                                        \
    static void name(Tuplesort *ts, T *a, T *tmp, long n)                                      \
    {                                                                                          \
        if (n < 2)                                                                             \
            return;                                                                            \
        if (n <= 8) {                                                                          \
            for (long i = 1; i < n; i++) {                                                     \
                T x = a[i];                                                                    \
                long j = i - 1;                                                                \
                while (j >= 0 && cmp(ts, &a[j], &x) > 0) {                                     \
                    a[j + 1] = a[j];                                                           \
                    j--;                                                                       \
                }                                                                              \
                a[j + 1] = x;                                                                  \
            }                                                                                  \
            return;                                                                            \
        }                                                                                      \
        long mid = n / 2;                                                                      \
        name(ts, a, tmp, mid);                                                                 \
        name(ts, a + mid, tmp, n - mid);                                                       \
        if (cmp(ts, &a[mid - 1], &a[mid]) <= 0)                                                \
            return; /* already in order (presorted input costs one comparison per level) */   \
        long i = 0, j = mid, k = 0;                                                            \
        while (i < mid && j < n)                                                               \
            tmp[k++] = cmp(ts, &a[j], &a[i]) < 0 ? a[j++] : a[i++];                            \
        while (i < mid)                                                                        \
            tmp[k++] = a[i++];                                                                 \
        while (j < n)                                                                          \
            tmp[k++] = a[j++];                                                                 \
        memcpy(a, tmp, sizeof(T) * (size_t)n);                                                 \
    }

DEFINE_MERGE_SORT(merge_sort_items, SortItem, compare_items)

/*
 * With abbreviated keys the items are first put in order of their abbreviations by an MSD
 * radix sort, which makes no comparisons at all: a counting pass on the top byte scatters
 * them into 256 buckets (stable), each bucket goes on with the next byte, a byte on which all
 * items of a bucket agree costs one counting pass, and small buckets are finished by
 * insertion sort. After the first levels the buckets fit in the cache, where an LSD sort
 * would scatter all items across memory once per byte. Only runs of equal abbreviations
 * (ties of an inexact abbreviation, or rows that differ in later keys) are then sorted with
 * full comparisons.
 */
#define RADIX_SMALL 32

static inline uint64 radix_key(const SortItem *it, bool rev)
{
    return rev ? ~it->abbrev : it->abbrev;
}

static void radix_sort_bucket(SortItem *a, SortItem *tmp, long n, int shift, bool rev)
{
    if (n <= RADIX_SMALL) {
        for (long i = 1; i < n; i++) {
            SortItem x = a[i];
            uint64 k = radix_key(&x, rev);
            long j = i - 1;
            while (j >= 0 && radix_key(&a[j], rev) > k) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
        return;
    }
    long count[256];
    for (; shift >= 0; shift -= 8) {
        memset(count, 0, sizeof(count));
        for (long i = 0; i < n; i++)
            count[(radix_key(&a[i], rev) >> shift) & 0xff]++;
        if (count[(radix_key(&a[0], rev) >> shift) & 0xff] != n)
            break; /* else every item has this byte: on to the next */
    }
    if (shift < 0)
        return; /* all abbreviations equal */
    long start[256], pos = 0;
    for (int b = 0; b < 256; b++) {
        start[b] = pos;
        pos += count[b];
    }
    long next[256];
    memcpy(next, start, sizeof(next));
    for (long i = 0; i < n; i++)
        tmp[next[(radix_key(&a[i], rev) >> shift) & 0xff]++] = a[i];
    memcpy(a, tmp, sizeof(SortItem) * (size_t)n);
    if (shift == 0)
        return;
    for (int b = 0; b < 256; b++)
        if (count[b] > 1)
            radix_sort_bucket(a + start[b], tmp, count[b], shift - 8, rev);
}

static void radix_sort_items(Tuplesort *ts, SortItem *a, SortItem *tmp, long n)
{
    if (n > 0)
        radix_sort_bucket(a, tmp, n, 56, ts->keys[0].k.reverse);
    if (executor_interrupt_hook)
        executor_interrupt_hook();
}

/*
 * A run of items whose ICU abbreviations tie is sorted on longer ICU sort keys, made once per
 * item, so that the ICU work is linear in the run and most comparisons a memcmp. Whole keys
 * (every level) cost about as much to make as 30 comparisons of the strings, so where the
 * strings part soon after the abbreviation only the first ICU_TIE_PREFIX bytes are made (the
 * primary weights of a dozen or more characters) and the few items whose prefixes are both
 * full and equal are compared with the collation itself. Where sampled items all share their
 * prefixes too (a long common prefix), whole keys are made instead. Falls back to comparisons
 * (false) when the keys would need more than work_mem.
 */
#define ICU_TIE_PREFIX 32
#define ICU_TIE_SAMPLES 8

typedef struct KeyedItem {
    const uint8 *key;
    uint32 keylen;
    bool partial; /* a full prefix: the sort key may go on */
    SortItem item;
} KeyedItem;

static int compare_keyed(Tuplesort *ts, const KeyedItem *a, const KeyedItem *b)
{
    const SortKey *k = &ts->keys[0];
    int c = memcmp(a->key, b->key, Min(a->keylen, b->keylen));
    if (c == 0 && a->keylen != b->keylen)
        c = a->keylen < b->keylen ? -1 : 1;
    if (c == 0 && (a->partial || ts->abbrev_locale->deterministic)) {
        /* equal prefixes: the collation decides; equal whole keys under a deterministic
         * collation: the bytes (collation_compare does both) */
        const varlena *x = (const varlena *)DatumGetPointer(a->item.datum1);
        const varlena *y = (const varlena *)DatumGetPointer(b->item.datum1);
        count_comparison(ts);
        c = collation_compare(ts->abbrev_locale, VARDATA(x), (int)VARSIZE_ANY_EXHDR(x),
                              VARDATA(y), (int)VARSIZE_ANY_EXHDR(y));
    }
    if (c != 0) {
        c = c < 0 ? -1 : 1;
        return k->k.reverse ? -c : c;
    }
    return ts->nkeys > 1 ? compare_rows_from(ts, a->item.row, b->item.row, 1) : 0;
}

DEFINE_MERGE_SORT(merge_sort_keyed, KeyedItem, compare_keyed)

static const varlena *item_text(const SortItem *it)
{
    return (const varlena *)DatumGetPointer(it->datum1);
}

/* Do items spread over the run all share their first ICU_TIE_PREFIX sort key bytes? */
static bool icu_ties_share_prefix(Tuplesort *ts, const SortItem *a, long n)
{
    uint8 first[ICU_TIE_PREFIX], other[ICU_TIE_PREFIX];
    const varlena *v = item_text(&a[0]);
    if (collation_sort_key_prefix(ts->abbrev_locale, VARDATA(v), (int)VARSIZE_ANY_EXHDR(v),
                                  first, sizeof(first)) < sizeof(first))
        return false;
    for (int s = 1; s < ICU_TIE_SAMPLES; s++) {
        v = item_text(&a[(long)s * (n - 1) / (ICU_TIE_SAMPLES - 1)]);
        if (collation_sort_key_prefix(ts->abbrev_locale, VARDATA(v), (int)VARSIZE_ANY_EXHDR(v),
                                      other, sizeof(other)) < sizeof(other) ||
            memcmp(first, other, sizeof(first)) != 0)
            return false;
    }
    return true;
}

static bool sort_icu_ties(Tuplesort *ts, SortItem *a, long n)
{
    bool whole = icu_ties_share_prefix(ts, a, n);
    MemoryContext keycxt = mcxt_create(ts->cxt, "sort keys");
    size_t budget = ts->mem_limit, used = sizeof(KeyedItem) * 2 * (size_t)n;
    /* keys are packed into 1 MB slabs; scratch holds one key while it is made */
    size_t slab_size = (size_t)1 << 20, scratch_cap = 1024, slab_left = 0;
    uint8 *slab = NULL, *scratch = mcxt_alloc(keycxt, scratch_cap);
    KeyedItem *ki = used <= budget ? mcxt_alloc(keycxt, sizeof(KeyedItem) * (size_t)n) : NULL;
    long i = 0;
    for (; ki && i < n && used <= budget; i++) {
        if (i + 16 < n)
            __builtin_prefetch(DatumGetPointer(a[i + 16].datum1)); /* rows are far apart now */
        const varlena *v = item_text(&a[i]);
        int len = (int)VARSIZE_ANY_EXHDR(v);
        size_t klen;
        if (whole) {
            klen = collation_sort_key(ts->abbrev_locale, VARDATA(v), len, scratch, scratch_cap);
            if (klen > scratch_cap) {
                scratch_cap = klen * 2;
                scratch = mcxt_alloc(keycxt, scratch_cap);
                collation_sort_key(ts->abbrev_locale, VARDATA(v), len, scratch, scratch_cap);
            }
        } else {
            klen = collation_sort_key_prefix(ts->abbrev_locale, VARDATA(v), len, scratch,
                                             ICU_TIE_PREFIX);
        }
        if (klen > slab_left) {
            size_t sz = Max(slab_size, klen);
            slab = mcxt_alloc(keycxt, sz);
            slab_left = sz;
            used += sz;
        }
        memcpy(slab, scratch, klen);
        ki[i] = (KeyedItem){slab, (uint32)klen, !whole && klen == ICU_TIE_PREFIX, a[i]};
        slab += klen;
        slab_left -= klen;
        if ((i & 1023) == 1023 && executor_interrupt_hook)
            executor_interrupt_hook();
    }
    bool done = ki && i == n && used <= budget;
    if (done) {
        KeyedItem *tmp = mcxt_alloc(keycxt, sizeof(KeyedItem) * (size_t)n);
        merge_sort_keyed(ts, ki, tmp, n);
        for (i = 0; i < n; i++)
            a[i] = ki[i].item;
    }
    mcxt_delete(keycxt);
    return done;
}

static void sort_abbreviated(Tuplesort *ts, SortItem *tmp)
{
    SortItem *a = ts->items;
    long n = ts->n, nnull = 0, k = 0;
    bool nulls_first = ts->keys[0].k.nullsFirst;
    for (long i = 0; i < n; i++)
        nnull += a[i].null1;
    long nonnull = n - nnull;
    SortItem *vals = a + (nulls_first ? nnull : 0);
    SortItem *nulls = a + (nulls_first ? 0 : nonnull);
    if (nnull > 0) {
        /* stable partition: NULL first keys to one end, as NULLS FIRST / LAST says */
        for (long i = 0, z = 0; i < n; i++)
            if (a[i].null1)
                tmp[z++] = a[i];
        for (long i = 0; i < n; i++)
            if (!a[i].null1)
                tmp[nnull + k++] = a[i];
        memcpy(vals, tmp + nnull, sizeof(SortItem) * (size_t)nonnull);
        memcpy(nulls, tmp, sizeof(SortItem) * (size_t)nnull);
    }
    radix_sort_items(ts, vals, tmp, nonnull);
    if (!ts->abbrev_exact || ts->nkeys > 1)
        for (long i = 0; i < nonnull;) {
            long j = i + 1;
            while (j < nonnull && vals[j].abbrev == vals[i].abbrev)
                j++;
            if (j - i > 1 && !(ts->abbrev == AK_ICU && sort_icu_ties(ts, vals + i, j - i)))
                merge_sort_items(ts, vals + i, tmp, j - i);
            i = j;
        }
    if (ts->nkeys > 1 && nnull > 1)
        merge_sort_items(ts, nulls, tmp, nnull);
}

static void sort_items(Tuplesort *ts)
{
    MemoryContext old = mcxt_switch_to(ts->cxt);
    SortItem *tmp = palloc(sizeof(SortItem) * (size_t)(ts->n + 1));
    mcxt_switch_to(ts->cmpcxt);
    if (ts->abbrev_on && ts->n > 64)
        sort_abbreviated(ts, tmp);
    else
        merge_sort_items(ts, ts->items, tmp, ts->n);
    mcxt_switch_to(old);
    pfree(tmp);
    mcxt_reset(ts->cmpcxt);
}

/* ---------------------------------------------------------------- runs on disk */

/* The memory a row in memory takes: its StoredRow (none in datum mode) and by-ref values. */
static size_t row_bytes(const Tuplesort *ts, const Datum *values, const bool *isnull)
{
    size_t sz = ts->datum_mode
                    ? 0
                    : sizeof(StoredRow) + (size_t)ts->natts * (sizeof(Datum) + sizeof(bool)) + 16;
    for (int i = 0; i < ts->natts; i++) {
        if (isnull[i] || ts->typbyval[i])
            continue;
        if (ts->typlen[i] == -1)
            sz += VARSIZE(DatumGetPointer(values[i])) + 16;
        else if (ts->typlen[i] == -2)
            sz += strlen(DatumGetCString(values[i])) + 17;
        else
            sz += (size_t)ts->typlen[i] + 16;
    }
    return sz;
}

static void write_row(Tuplesort *ts, TempFile *f, const StoredRow *row)
{
    rowfile_write(f, ts->natts, ts->typlen, ts->typbyval, row->values, row->isnull);
}

/* The next row of a run, in cxt; NULL at its end. */
static StoredRow *read_row(Tuplesort *ts, TempFile *f, MemoryContext cxt)
{
    return rowfile_read(f, ts->natts, ts->typlen, ts->typbyval, cxt);
}

static void add_run(Tuplesort *ts, TempFile *f)
{
    if (ts->nruns == ts->runcap) {
        int cap = ts->runcap ? ts->runcap * 2 : 16;
        MemoryContext old = mcxt_switch_to(ts->cxt);
        TempFile **r = palloc(sizeof(TempFile *) * (size_t)cap);
        mcxt_switch_to(old);
        if (ts->nruns > 0)
            memcpy(r, ts->runs, sizeof(TempFile *) * (size_t)ts->nruns);
        ts->runs = r;
        ts->runcap = cap;
    }
    ts->runs[ts->nruns++] = f;
}

static void bound_open_runs(Tuplesort *ts);

/* work_mem is full: the rows in memory, sorted, become a run on disk. */
static void dump_run(Tuplesort *ts)
{
    sort_items(ts);
    TempFile *f = tempfile_create();
    add_run(ts, f);
    for (long i = 0; i < ts->n; i++) {
        const SortItem *it = &ts->items[i];
        if (ts->datum_mode)
            rowfile_write(f, 1, ts->typlen, ts->typbyval, &it->datum1, &it->null1);
        else
            write_row(ts, f, it->row);
    }
    tempfile_rewind(f);
    ts->disk_bytes += tempfile_size(f);
    ts->runs_written++;
    ts->n = 0;
    mcxt_reset(ts->rowcxt);
    ts->mem_used = (size_t)ts->cap * sizeof(SortItem);
    bound_open_runs(ts);
}

/* ---------------------------------------------------------------- merging */

/* Does source a's row sort before b's (ties: the earlier run, for stability)? */
static bool source_before(Tuplesort *ts, int a, int b)
{
    const MergeSource *x = &ts->src[a], *y = &ts->src[b];
    int first = 0, c;
    if (ts->merge_abbrev) {
        int col = ts->keys[0].k.col;
        if (!x->row->isnull[col] && !y->row->isnull[col]) {
            if (x->abbrev != y->abbrev) {
                c = x->abbrev < y->abbrev ? -1 : 1;
                return ts->keys[0].k.reverse ? c > 0 : c < 0;
            }
            if (ts->abbrev_exact)
                first = 1; /* equal abbreviations are equal keys */
        }
    }
    c = compare_rows_from(ts, x->row, y->row, first);
    return c < 0 || (c == 0 && a < b);
}

/* The source's next row, and its first key's abbreviation. */
static void source_read(Tuplesort *ts, MergeSource *s)
{
    s->row = read_row(ts, s->file, s->cxt);
    if (s->row != NULL && ts->merge_abbrev) {
        int col = ts->keys[0].k.col;
        if (!s->row->isnull[col])
            s->abbrev = abbreviate(ts, s->row->values[col]);
    }
}

static void heap_down(Tuplesort *ts, int i)
{
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < ts->nheap && source_before(ts, ts->heap[l], ts->heap[m]))
            m = l;
        if (r < ts->nheap && source_before(ts, ts->heap[r], ts->heap[m]))
            m = r;
        if (m == i)
            return;
        int t = ts->heap[i];
        ts->heap[i] = ts->heap[m];
        ts->heap[m] = t;
        i = m;
    }
}

static void merge_begin(Tuplesort *ts, TempFile **files, int n)
{
    MemoryContext old = mcxt_switch_to(ts->cxt);
    ts->src = palloc0(sizeof(MergeSource) * (size_t)n);
    ts->heap = palloc(sizeof(int) * (size_t)n);
    mcxt_switch_to(old);
    ts->nsrc = n;
    ts->nheap = 0;
    ts->last = -1;
    ts->merge_abbrev = ts->abbrev_on && ts->nkeys > 0 && ts->abbrev != AK_ICU;
    for (int i = 0; i < n; i++) {
        ts->src[i].file = files[i];
        ts->src[i].cxt = mcxt_create(ts->cxt, "sort merge source");
        source_read(ts, &ts->src[i]);
        if (ts->src[i].row)
            ts->heap[ts->nheap++] = i;
    }
    old = mcxt_switch_to(ts->cmpcxt);
    for (int i = ts->nheap / 2 - 1; i >= 0; i--)
        heap_down(ts, i);
    mcxt_switch_to(old);
}

/* The next row of the merge (valid until the next call); NULL at the end. */
static StoredRow *merge_next(Tuplesort *ts)
{
    MemoryContext old = mcxt_switch_to(ts->cmpcxt);
    if (ts->last >= 0) {
        MergeSource *s = &ts->src[ts->last];
        mcxt_reset(s->cxt);
        source_read(ts, s);
        if (s->row == NULL)
            ts->heap[0] = ts->heap[--ts->nheap];
        if (ts->nheap > 0)
            heap_down(ts, 0);
        ts->last = -1;
    }
    mcxt_switch_to(old);
    if (ts->nheap == 0)
        return NULL;
    ts->last = ts->heap[0];
    return ts->src[ts->last].row;
}

static void merge_end(Tuplesort *ts)
{
    for (int i = 0; i < ts->nsrc; i++) {
        tempfile_close(ts->src[i].file);
        mcxt_delete(ts->src[i].cxt);
    }
    if (ts->src != NULL) {
        pfree(ts->src);
        pfree(ts->heap);
        ts->src = NULL;
        ts->heap = NULL;
    }
    ts->nsrc = ts->nheap = 0;
    ts->last = -1;
}

static int merge_order(const Tuplesort *ts)
{
    size_t order = ts->mem_limit / MERGE_BUFFER_BYTES;
    return (int)Max(MIN_MERGE_ORDER, Min(order, MAX_MERGE_ORDER));
}

/* k runs merged into one new run (the k are closed). */
static TempFile *merge_group(Tuplesort *ts, TempFile **in, int k)
{
    merge_begin(ts, in, k);
    TempFile *out = tempfile_create();
    StoredRow *row;
    while ((row = merge_next(ts)) != NULL)
        write_row(ts, out, row);
    merge_end(ts);
    tempfile_rewind(out);
    return out;
}

/*
 * While runs are still being written: once there are twice the merge order of them, the
 * oldest merge order of runs become one, so a sort of any size holds a bounded number of
 * files open (at most 2 x 256) instead of one per run.
 */
static void bound_open_runs(Tuplesort *ts)
{
    int order = merge_order(ts);
    if (ts->nruns < 2 * order)
        return;
    /* the group leaves the list first: while it is merged its files belong to the merge */
    TempFile **group = palloc(sizeof(TempFile *) * (size_t)order);
    memcpy(group, ts->runs, sizeof(TempFile *) * (size_t)order);
    ts->nruns -= order;
    memmove(ts->runs, ts->runs + order, sizeof(TempFile *) * (size_t)ts->nruns);
    TempFile *out = merge_group(ts, group, order);
    memmove(ts->runs + 1, ts->runs, sizeof(TempFile *) * (size_t)ts->nruns);
    ts->runs[0] = out; /* it holds the oldest rows: first, as ties keep input order */
    ts->nruns++;
    pfree(group);
}

/* Merge runs in groups until one final merge can take them all. */
static void merge_runs(Tuplesort *ts)
{
    int order = merge_order(ts);
    while (ts->nruns > order) {
        int n = ts->nruns;
        TempFile **in = ts->runs;
        ts->runs = NULL;
        ts->nruns = ts->runcap = 0;
        for (int first = 0; first < n; first += order) {
            int k = Min(order, n - first);
            add_run(ts, k == 1 ? in[first] : merge_group(ts, in + first, k));
        }
    }
    merge_begin(ts, ts->runs, ts->nruns);
    ts->merging = true;
}

/* ---------------------------------------------------------------- top-N */

/* Max-heap of items (root: the item that sorts last) for ORDER BY ... LIMIT. */
static void topn_up(Tuplesort *ts, long i)
{
    while (i > 0) {
        long p = (i - 1) / 2;
        if (compare_items(ts, &ts->items[i], &ts->items[p]) <= 0)
            return;
        SortItem t = ts->items[i];
        ts->items[i] = ts->items[p];
        ts->items[p] = t;
        i = p;
    }
}

static void topn_down(Tuplesort *ts, long i)
{
    for (;;) {
        long l = 2 * i + 1, r = l + 1, m = i;
        if (l < ts->n && compare_items(ts, &ts->items[l], &ts->items[m]) > 0)
            m = l;
        if (r < ts->n && compare_items(ts, &ts->items[r], &ts->items[m]) > 0)
            m = r;
        if (m == i)
            return;
        SortItem t = ts->items[i];
        ts->items[i] = ts->items[m];
        ts->items[m] = t;
        i = m;
    }
}

/* it, now owning row (a copy of the slot it was made from): datum1 points into the copy. */
static SortItem item_for_row(const Tuplesort *ts, SortItem it, StoredRow *row)
{
    it.row = row;
    if (ts->nkeys > 0)
        it.datum1 = row->values[ts->keys[0].k.col];
    return it;
}

static void topn_put(Tuplesort *ts, TupleTableSlot *slot, const SortItem *candidate)
{
    MemoryContext old = mcxt_switch_to(ts->cmpcxt);
    if (ts->n < ts->bound) {
        SortItem it = item_for_row(ts, *candidate, exec_row_copy(slot, ts->rowcxt));
        ts->items[ts->n++] = it;
        topn_up(ts, ts->n - 1);
    } else if (compare_items(ts, candidate, &ts->items[0]) < 0) {
        exec_row_free(ts->items[0].row, slot);
        SortItem it = item_for_row(ts, *candidate, exec_row_copy(slot, ts->rowcxt));
        ts->items[0] = it;
        topn_down(ts, 0);
    }
    mcxt_switch_to(old);
}

/* ---------------------------------------------------------------- progress */

#define PROGRESS_EVERY 1024 /* rows between two reports */

static void report_phase(Tuplesort *ts, int64 phase)
{
    static const int params[] = {PROGRESS_SORT_PHASE, PROGRESS_SORT_TUPLES_TOTAL,
                                 PROGRESS_SORT_TUPLES_DONE, PROGRESS_SORT_RUNS};
    const int64 values[] = {phase, ts->nin, phase == PROGRESS_SORT_PHASE_RETURNING ? 0 : ts->nin,
                            ts->runs_written};
    backend_progress_update_multi(ts->progress, lengthof(params), params, values);
}

/* ---------------------------------------------------------------- the interface */

Tuplesort *tuplesort_begin(TupleTableSlot *shape, int nkeys, const TuplesortKey *keys,
                           int64 bound, long work_mem_kb)
{
    MemoryContext cxt = mcxt_create(CurrentMemoryContext, "tuplesort");
    MemoryContext old = mcxt_switch_to(cxt);
    Tuplesort *ts = palloc0(sizeof(Tuplesort));
    ts->cxt = cxt;
    ts->rowcxt = mcxt_create(cxt, "tuplesort rows");
    ts->cmpcxt = mcxt_create(cxt, "tuplesort comparisons");
    ts->natts = shape->natts;
    ts->typlen = palloc0(sizeof(int16) * (size_t)(ts->natts + 1));
    ts->typbyval = palloc0(sizeof(bool) * (size_t)(ts->natts + 1));
    memcpy(ts->typlen, shape->typlen, sizeof(int16) * (size_t)ts->natts);
    memcpy(ts->typbyval, shape->typbyval, sizeof(bool) * (size_t)ts->natts);
    ts->nkeys = nkeys;
    ts->keys = palloc0(sizeof(SortKey) * (size_t)(nkeys + 1));
    for (int i = 0; i < nkeys; i++) {
        ts->keys[i].k = keys[i];
        const ProcInfo *p = proc_by_oid(keys[i].cmpfunc);
        ts->keys[i].fn = p ? p->fn : NULL;
    }
    ts->bound = bound;
    ts->topn = bound >= 0;
    ts->mem_limit = (size_t)Max(work_mem_kb, 64) * 1024;
    ts->cap = ts->topn ? (long)bound + 1 : 1024;
    ts->items = palloc(sizeof(SortItem) * (size_t)ts->cap);
    ts->mem_used = (size_t)ts->cap * sizeof(SortItem);
    ts->peak = ts->mem_used; /* an empty sort still holds its items array */
    ts->abbrev = nkeys > 0 ? abbrev_kind(keys[0].cmpfunc, keys[0].collation, &ts->abbrev_exact,
                                         &ts->abbrev_locale)
                           : AK_NONE;
    /* a top-N heap is small and most rows meet only its root once: abbreviating every row
     * would not pay (PG's tuplesort_set_bound gives abbreviation up too) */
    ts->abbrev_on = ts->abbrev != AK_NONE && !ts->topn;
    ts->datum_mode = !ts->topn && nkeys == 1 && ts->natts == 1 && keys[0].col == 0;
    ts->next_check = ABBREV_FIRST_CHECK;
    ts->last = -1;
    mcxt_switch_to(old);
    ts->progress = backend_progress_start(PROGRESS_COMMAND_SORT, InvalidOid);
    backend_progress_update(ts->progress, PROGRESS_SORT_PHASE, PROGRESS_SORT_PHASE_READING);
    return ts;
}

void tuplesort_set_estimate(Tuplesort *ts, double rows)
{
    backend_progress_update(ts->progress, PROGRESS_SORT_TUPLES_TOTAL, (int64)rows);
}

void tuplesort_put(Tuplesort *ts, TupleTableSlot *slot)
{
    SortItem it = {.row = NULL};
    if (++ts->nin % PROGRESS_EVERY == 0) {
        static const int params[] = {PROGRESS_SORT_TUPLES_DONE, PROGRESS_SORT_RUNS};
        const int64 values[] = {ts->nin, ts->runs_written};
        backend_progress_update_multi(ts->progress, 2, params, values);
    }
    if (ts->nkeys > 0) {
        int col = ts->keys[0].k.col;
        it.null1 = slot->tts_isnull[col];
        it.datum1 = slot->tts_values[col];
        if (ts->abbrev_on && !it.null1) {
            it.abbrev = abbreviate(ts, slot->tts_values[col]);
            abbrev_account(ts, slot->tts_values[col], it.abbrev);
        }
    }
    if (ts->topn) {
        StoredRow view = {slot->tts_values, slot->tts_isnull, slot->tts_tid};
        it.row = &view; /* compared before it is copied (or not) */
        if (ts->bound > 0)
            topn_put(ts, slot, &it);
        size_t used = ts->mem_used + (size_t)ts->n * row_bytes(ts, slot->tts_values, slot->tts_isnull);
        ts->peak = Max(ts->peak, used);
        return;
    }
    /* the items array grows within work_mem too: doubling it past the limit dumps a run first
     * (else, with rows that take no memory of their own, every later row would be a run) */
    if (ts->n == ts->cap && ts->n > 1 &&
        ts->mem_used + (size_t)ts->cap * sizeof(SortItem) > ts->mem_limit)
        dump_run(ts);
    if (ts->n == ts->cap) {
        long cap = ts->cap * 2;
        MemoryContext old = mcxt_switch_to(ts->cxt);
        SortItem *items = palloc(sizeof(SortItem) * (size_t)cap);
        mcxt_switch_to(old);
        memcpy(items, ts->items, sizeof(SortItem) * (size_t)ts->n);
        pfree(ts->items);
        ts->items = items;
        ts->mem_used += (size_t)(cap - ts->cap) * sizeof(SortItem);
        ts->cap = cap;
    }
    if (ts->datum_mode) {
        it.tid = slot->tts_tid;
        if (!it.null1 && !ts->typbyval[0]) {
            MemoryContext old = mcxt_switch_to(ts->rowcxt);
            it.datum1 = exec_datum_copy(it.datum1, false, ts->typlen[0]);
            mcxt_switch_to(old);
        }
        ts->items[ts->n++] = it;
    } else {
        ts->items[ts->n++] = item_for_row(ts, it, exec_row_copy(slot, ts->rowcxt));
    }
    ts->mem_used += row_bytes(ts, slot->tts_values, slot->tts_isnull);
    ts->peak = Max(ts->peak, ts->mem_used);
    if (ts->mem_used > ts->mem_limit && ts->n > 1)
        dump_run(ts);
}

void tuplesort_done(Tuplesort *ts)
{
    if (ts->done)
        return;
    ts->done = true;
    ts->next = 0;
    if (ts->nruns == 0) {
        report_phase(ts, PROGRESS_SORT_PHASE_SORTING);
        sort_items(ts); /* top-N: the heap's rows, now in order */
    } else {
        if (ts->n > 0)
            dump_run(ts);
        report_phase(ts, PROGRESS_SORT_PHASE_MERGING);
        merge_runs(ts);
    }
    report_phase(ts, PROGRESS_SORT_PHASE_RETURNING);
}

#define SORT_PREFETCH_AHEAD 8

static void count_returned(Tuplesort *ts)
{
    if (++ts->nout % PROGRESS_EVERY == 0)
        backend_progress_update(ts->progress, PROGRESS_SORT_TUPLES_DONE, ts->nout);
}

bool tuplesort_get(Tuplesort *ts, TupleTableSlot *slot)
{
    if (!ts->done)
        tuplesort_done(ts);
    if (ts->merging) {
        StoredRow *row = merge_next(ts);
        if (row == NULL)
            return false;
        exec_slot_store_row(slot, row);
        count_returned(ts);
        return true;
    }
    if (ts->next >= ts->n)
        return false;
    if (ts->datum_mode) {
        const SortItem *it = &ts->items[ts->next++];
        slot->values_buf[0] = it->datum1;
        slot->isnull_buf[0] = it->null1;
        slot->tts_tid = it->tid;
        exec_slot_store_virtual(slot);
        count_returned(ts);
        return true;
    }
    /* In sorted order the rows are scattered over memory: fetching one a few places ahead
     * hides the cache miss that would otherwise stall every row handed out. */
    if (ts->next + SORT_PREFETCH_AHEAD < ts->n)
        __builtin_prefetch(ts->items[ts->next + SORT_PREFETCH_AHEAD].row);
    exec_slot_store_row(slot, ts->items[ts->next++].row);
    count_returned(ts);
    return true;
}

void tuplesort_stats(const Tuplesort *ts, TuplesortStats *out)
{
    out->on_disk = ts->runs_written > 0;
    out->method = out->on_disk ? TSS_EXTERNAL_MERGE : ts->topn ? TSS_TOP_N : TSS_QUICKSORT;
    out->space_kb = (long)(((out->on_disk ? ts->disk_bytes : ts->peak) + 1023) / 1024);
    out->nruns = ts->runs_written;
    out->abbreviated = ts->abbrev_on;
}

void tuplesort_end(Tuplesort *ts)
{
    if (ts == NULL)
        return;
    backend_progress_end(ts->progress);
    merge_end(ts);
    for (int i = 0; i < ts->nruns; i++)
        if (!ts->merging)
            tempfile_close(ts->runs[i]);
    mcxt_delete(ts->cxt);
}
