/*
 * analyze.c: ANALYZE of one table: a sample of its rows, and per column the statistics the
 * planner estimates with (pg_statistic), computed as PostgreSQL's analyze.c does.
 *
 * The one idea: two-stage sampling. First up to targrows = 300 * default_statistics_target
 * pages are chosen at random (Knuth's algorithm S, every page when the table has fewer), then
 * the live rows of those pages go through a reservoir of targrows rows. A table of fewer rows
 * than targrows is therefore read whole and its statistics are exactly PG's. Each column's
 * non-NULL sample values are sorted with the type's btree comparison; runs of equal values give
 * the distinct count (Haas and Stokes' Duj1 estimator when some values occur once), the most
 * common values (all of them when they all fit and all repeat, else those PG's
 * analyze_mcv_list keeps), an equi-depth histogram over the rest, and the correlation between
 * sorted position and physical position. Types without a comparison get only the NULL fraction
 * and width (PG's compute_trivial_stats). The expression columns of indexes get the same
 * statistics, computed from the sample rows (pg_statistic rows under the index's oid).
 */
#include "executor/analyze.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/types/array.h"
#include "index/indexam.h"
#include "storage/catalog.h"
#include "storage/catalog_statistic.h"
#include "storage/pgstat.h"
#include "storage/visibilitymap.h"

#define WIDTH_THRESHOLD 1024 /* wider values are not compared (PG's) */

/* ---------------------------------------------------------------- random numbers */

static _Thread_local uint64 rng_state;

static double random_fraction(void) /* uniform in [0, 1) */
{
    if (rng_state == 0) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        rng_state = hash_mix64((uint64)ts.tv_nsec ^ ((uint64)ts.tv_sec << 20) ^
                               (uint64)(uintptr_t)pthread_self()) |
                    1;
    }
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (double)(rng_state >> 11) / 9007199254740992.0;
}

/* ---------------------------------------------------------------- sampling */

typedef struct BlockChoice {
    BlockNumber nblocks;
    bool *chosen;
    BlockNumber nchosen;
} BlockChoice;

/* Knuth's algorithm S: k of the n blocks, each set of k equally likely. */
static void choose_blocks(BlockChoice *bc, BlockNumber n, int k)
{
    bc->nblocks = n;
    bc->chosen = palloc0(sizeof(bool) * (size_t)Max(n, 1));
    bc->nchosen = 0;
    for (BlockNumber b = 0; b < n && (int)bc->nchosen < k; b++) {
        double need = (double)(k - (int)bc->nchosen), left = (double)(n - b);
        if (random_fraction() * left < need) {
            bc->chosen[b] = true;
            bc->nchosen++;
        }
    }
}

static bool block_wanted(BlockNumber blk, void *arg)
{
    const BlockChoice *bc = arg;
    return blk < bc->nblocks && bc->chosen[blk];
}

static int tid_cmp(const void *a, const void *b)
{
    const ItemPointerData *x = &(*(const HeapTuple *)a)->t_self;
    const ItemPointerData *y = &(*(const HeapTuple *)b)->t_self;
    if (x->ip_blkid != y->ip_blkid)
        return x->ip_blkid < y->ip_blkid ? -1 : 1;
    return (int)x->ip_posid - (int)y->ip_posid;
}

typedef struct Sample {
    HeapTuple *rows;
    int numrows;
    double liverows, totalrows;
    BlockNumber scanned, nblocks;
} Sample;

static void acquire_sample(Relation rel, int targrows, Sample *s)
{
    BlockChoice bc;
    s->nblocks = heap_relation_nblocks(rel);
    choose_blocks(&bc, s->nblocks, targrows);
    s->rows = palloc(sizeof(HeapTuple) * (size_t)targrows);
    s->numrows = 0;
    s->liverows = 0;
    s->scanned = bc.nchosen;
    bool replaced = false;
    HeapScanDesc scan = heap_beginscan(rel);
    heap_scan_set_block_filter(scan, block_wanted, &bc);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        s->liverows += 1;
        if (s->numrows < targrows) {
            s->rows[s->numrows++] = heap_copytuple(tup);
            continue;
        }
        /* reservoir: the t-th row replaces a random one with probability targrows / t */
        double r = random_fraction() * s->liverows;
        if (r < targrows) {
            int k = (int)r;
            heap_freetuple(s->rows[k]);
            s->rows[k] = heap_copytuple(tup);
            replaced = true;
        }
    }
    heap_endscan(scan);
    /* the correlation compares sorted position with physical position */
    if (replaced)
        qsort(s->rows, (size_t)s->numrows, sizeof(HeapTuple), tid_cmp);
    s->totalrows = bc.nchosen > 0 ? floor(s->liverows / bc.nchosen * s->nblocks + 0.5) : 0;
}

/* ---------------------------------------------------------------- per-column statistics */

typedef struct ColumnStats {
    Form_attribute att;
    StatisticRow row;
    int nslots;
} ColumnStats;

typedef struct ScalarItem {
    Datum value;
    int tupno;
} ScalarItem;

static _Thread_local PGFunction sort_cmp;
static _Thread_local Oid sort_coll;

static int scalar_cmp(const void *a, const void *b)
{
    const ScalarItem *x = a, *y = b;
    int c = DatumGetInt32(DirectFunctionCall2Coll(sort_cmp, sort_coll, x->value, y->value));
    if (c != 0)
        return c;
    return x->tupno - y->tupno;
}

typedef struct McvItem {
    int count, first;
} McvItem;

static int mcv_first_cmp(const void *a, const void *b)
{
    return ((const McvItem *)a)->first - ((const McvItem *)b)->first;
}

/* The width PG would store for a varlena of len data bytes (1-byte header when short). */
static double pg_varlena_width(int len)
{
    return len <= 126 ? len + 1 : len + 4;
}

/* PG's stored size of a numeric (short format: 1-byte varlena header, 2-byte numeric header,
 * 2 bytes per base-10000 digit without leading or trailing zero digits), from its text. */
static double pg_numeric_width(Datum v)
{
    const char *s = type_output_cstring(NUMERICOID, v);
    if (*s == '-')
        s++;
    if (strcmp(s, "NaN") == 0 || strcmp(s, "Infinity") == 0)
        return 3;
    const char *dot = strchr(s, '.');
    int intlen = dot ? (int)(dot - s) : (int)strlen(s);
    int fraclen = dot ? (int)strlen(dot + 1) : 0;
    /* digits grouped by 4 from the decimal point: intlen digits to the left, fraclen right */
    int lead = (intlen + 3) / 4, ngroups = lead + (fraclen + 3) / 4;
    int first = -1, last = -1;
    for (int g = 0; g < ngroups; g++) {
        bool nonzero = false;
        for (int k = 0; k < 4; k++) {
            int pos = g < lead ? intlen - (lead - g) * 4 + k : (g - lead) * 4 + k;
            char c = g < lead ? (pos >= 0 ? s[pos] : '0') : (pos < fraclen ? dot[1 + pos] : '0');
            nonzero = nonzero || (c != '0');
        }
        if (nonzero) {
            if (first < 0)
                first = g;
            last = g;
        }
    }
    return 3 + (first < 0 ? 0 : 2.0 * (last - first + 1));
}

static varlena *float4_array(const double *vals, int n)
{
    Datum *d = palloc(sizeof(Datum) * (size_t)n);
    for (int i = 0; i < n; i++)
        d[i] = Float4GetDatum((float)vals[i]);
    ArrayElemInfo elem;
    arraytype_elem_info(FLOAT4OID, &elem);
    return (varlena *)arraytype_construct_1d(d, NULL, n, &elem);
}

static varlena *values_array(Oid type, const Datum *vals, int n)
{
    Datum *d = palloc(sizeof(Datum) * (size_t)n);
    for (int i = 0; i < n; i++)
        d[i] = PointerGetDatum(cstring_to_text(type_output_cstring(type, vals[i])));
    ArrayElemInfo elem;
    arraytype_elem_info(TEXTOID, &elem);
    return (varlena *)arraytype_construct_1d(d, NULL, n, &elem);
}

static void add_slot(ColumnStats *cs, int16 kind, Oid op, Oid coll, varlena *numbers,
                     varlena *values)
{
    int i = cs->nslots++;
    cs->row.stakind[i] = kind;
    cs->row.staop[i] = op;
    cs->row.stacoll[i] = coll;
    cs->row.stanumbers[i] = numbers;
    cs->row.stavalues[i] = values;
}

/* PG's analyze_mcv_list: drop the least common values while they are not significantly more
 * common than the values outside the list would be on average. */
static int trim_mcv_list(const McvItem *track, int num_mcv, double stadistinct, double stanullfrac,
                         int samplerows, double totalrows)
{
    if (samplerows == totalrows || totalrows <= 1.0)
        return num_mcv;
    double ndistinct_table = stadistinct < 0 ? -stadistinct * totalrows : stadistinct;
    double sumcount = 0;
    for (int i = 0; i < num_mcv - 1; i++)
        sumcount += track[i].count;
    while (num_mcv > 0) {
        double selec = 1.0 - sumcount / samplerows - stanullfrac;
        selec = Max(0.0, Min(1.0, selec));
        double otherdistinct = ndistinct_table - (num_mcv - 1);
        if (otherdistinct > 1)
            selec /= otherdistinct;
        double N = totalrows, n = samplerows;
        double K = N * track[num_mcv - 1].count / n;
        double variance = n * K * (N - K) * (N - n) / (N * N * (N - 1));
        if (track[num_mcv - 1].count > selec * samplerows + 2 * sqrt(variance) + 0.5)
            break;
        num_mcv--;
        if (num_mcv == 0)
            break;
        sumcount -= track[num_mcv - 1].count;
    }
    return num_mcv;
}

/* The n_distinct estimate from the sorted sample's counts (PG's rules, Duj1 estimator). */
static double estimate_distinct(int ndistinct, int nmultiple, int toowide, int samplerows,
                                int null_cnt, double nullfrac, double totalrows)
{
    double stadistinct;
    if (nmultiple == 0)
        stadistinct = -1.0 * (1.0 - nullfrac);
    else if (toowide == 0 && nmultiple == ndistinct)
        stadistinct = ndistinct;
    else {
        int f1 = ndistinct - nmultiple + toowide;
        int d = f1 + nmultiple;
        double n = samplerows - null_cnt;
        double N = totalrows * (1.0 - nullfrac);
        double est = N > 0 ? (n * d) / ((n - f1) + f1 * n / N) : 0;
        if (est < d)
            est = d;
        if (est > N)
            est = N;
        stadistinct = floor(est + 0.5);
    }
    if (stadistinct > 0.1 * totalrows)
        stadistinct = -(stadistinct / totalrows);
    return stadistinct;
}

/*
 * The statistics of one column from its sample values: vals[i * stride] / nulls[i * stride]
 * for i below samplerows, of a table (or index) of totalrows rows. computed: the values are
 * an index expression's results, which PG measures with their full 4-byte varlena header
 * (3 bytes more than a stored short one).
 */
static void compute_column(ColumnStats *cs, const Datum *vals, const bool *nulls, int stride,
                           int samplerows, double totalrows, bool computed, int target)
{
    Form_attribute att = cs->att;
    Oid type = att->atttypid;
    Oid cmp_proc = type_cmp_proc(type);
    const ProcInfo *cmp = cmp_proc ? proc_by_oid(cmp_proc) : NULL;
    bool is_varlena = !att->attbyval && att->attlen == -1;
    bool is_varwidth = !att->attbyval && att->attlen < 0;
    int null_cnt = 0, nonnull_cnt = 0, toowide = 0, values_cnt = 0;
    double total_width = 0;
    ScalarItem *values = palloc(sizeof(ScalarItem) * (size_t)Max(samplerows, 1));
    for (int i = 0; i < samplerows; i++) {
        if (nulls[(size_t)i * stride]) {
            null_cnt++;
            continue;
        }
        nonnull_cnt++;
        Datum v = vals[(size_t)i * stride];
        if (is_varlena) {
            int len = VARSIZE_ANY_EXHDR((varlena *)DatumGetPointer(v));
            double w = type == NUMERICOID ? pg_numeric_width(v) : pg_varlena_width(len);
            total_width += computed && w <= 127 ? w + 3 : w;
            if (len > WIDTH_THRESHOLD) {
                toowide++;
                continue;
            }
        } else if (is_varwidth)
            total_width += (double)strlen(DatumGetCString(v)) + 1;
        values[values_cnt].value = v;
        values[values_cnt].tupno = values_cnt;
        values_cnt++;
    }
    StatisticRow *r = &cs->row;
    r->stanullfrac = samplerows > 0 ? (float)((double)null_cnt / samplerows) : 0;
    if (is_varwidth)
        r->stawidth = nonnull_cnt > 0 ? (int32)(total_width / nonnull_cnt) : 0;
    else
        r->stawidth = att->attlen;
    if (nonnull_cnt == 0) { /* only NULLs (or nothing): PG's "unknown" */
        r->stanullfrac = samplerows > 0 ? 1.0f : 0.0f;
        r->stadistinct = 0;
        return;
    }
    double nullfrac = (double)null_cnt / samplerows;
    if (cmp == NULL || cmp->fn == NULL || values_cnt == 0) {
        /* no ordering (or every value too wide): PG's trivial statistics */
        r->stadistinct = values_cnt == 0 && cmp ? (float)(-1.0 * (1.0 - nullfrac)) : 0;
        return;
    }
    sort_cmp = cmp->fn;
    sort_coll = att->attcollation;
    qsort(values, (size_t)values_cnt, sizeof(ScalarItem), scalar_cmp);

    /* runs of equal values: distinct counts, the most common ones, the correlation */
    int num_mcv = target, num_bins = target;
    McvItem *track = palloc(sizeof(McvItem) * (size_t)num_mcv);
    int track_cnt = 0, ndistinct = 0, nmultiple = 0, dups = 0;
    double corr_xysum = 0;
    for (int i = 0; i < values_cnt; i++) {
        corr_xysum += (double)i * (double)values[i].tupno;
        dups++;
        bool last = i + 1 == values_cnt ||
                    DatumGetInt32(DirectFunctionCall2Coll(sort_cmp, sort_coll, values[i].value,
                                                          values[i + 1].value)) != 0;
        if (!last)
            continue;
        ndistinct++;
        if (dups > 1) {
            nmultiple++;
            if (track_cnt < num_mcv || dups > track[track_cnt - 1].count) {
                if (track_cnt < num_mcv)
                    track_cnt++;
                int j = track_cnt - 1;
                for (; j > 0 && dups > track[j - 1].count; j--)
                    track[j] = track[j - 1];
                track[j].count = dups;
                track[j].first = i + 1 - dups;
            }
        }
        dups = 0;
    }
    double stadistinct = estimate_distinct(ndistinct, nmultiple, toowide, samplerows, null_cnt,
                                           nullfrac, totalrows);
    r->stadistinct = (float)stadistinct;

    if (track_cnt == ndistinct && toowide == 0 && stadistinct > 0 && track_cnt <= num_mcv)
        num_mcv = track_cnt; /* every value repeats and all fit: the list is complete */
    else {
        if (num_mcv > track_cnt)
            num_mcv = track_cnt;
        if (num_mcv > 0)
            num_mcv =
                trim_mcv_list(track, num_mcv, stadistinct, nullfrac, samplerows, totalrows);
    }
    Oid coll = att->attcollation;
    if (num_mcv > 0) {
        Datum *mv = palloc(sizeof(Datum) * (size_t)num_mcv);
        double *mf = palloc(sizeof(double) * (size_t)num_mcv);
        for (int i = 0; i < num_mcv; i++) {
            mv[i] = values[track[i].first].value;
            mf[i] = (double)track[i].count / (double)samplerows;
        }
        add_slot(cs, STATISTIC_KIND_MCV, type_eq_oper(type), coll, float4_array(mf, num_mcv),
                 values_array(type, mv, num_mcv));
    }

    /* equi-depth histogram over the values that are not MCVs */
    int num_hist = ndistinct - num_mcv;
    if (num_hist > num_bins)
        num_hist = num_bins + 1;
    if (num_hist >= 2) {
        qsort(track, (size_t)num_mcv, sizeof(McvItem), mcv_first_cmp);
        ScalarItem *rest = palloc(sizeof(ScalarItem) * (size_t)values_cnt);
        int nvals = 0, j = 0;
        for (int i = 0; i < values_cnt;) {
            if (j < num_mcv && i == track[j].first) {
                i += track[j++].count;
                continue;
            }
            rest[nvals++] = values[i++];
        }
        Datum *hv = palloc(sizeof(Datum) * (size_t)num_hist);
        /* the i-th bound is rest[i * (nvals - 1) / (num_hist - 1)], computed without overflow */
        int delta = (nvals - 1) / (num_hist - 1), deltafrac = (nvals - 1) % (num_hist - 1);
        int pos = 0, posfrac = 0;
        for (int i = 0; i < num_hist; i++) {
            hv[i] = rest[pos].value;
            pos += delta;
            posfrac += deltafrac;
            if (posfrac >= num_hist - 1) {
                pos++;
                posfrac -= num_hist - 1;
            }
        }
        add_slot(cs, STATISTIC_KIND_HISTOGRAM, type_lt_oper(type), coll, NULL,
                 values_array(type, hv, num_hist));
    }

    if (values_cnt > 1) {
        double n = values_cnt;
        double xsum = (n - 1) * n / 2.0;
        double x2sum = (n - 1) * n * (2 * n - 1) / 6.0;
        double corr = (n * corr_xysum - xsum * xsum) / (n * x2sum - xsum * xsum);
        add_slot(cs, STATISTIC_KIND_CORRELATION, type_lt_oper(type), coll, float4_array(&corr, 1),
                 NULL);
    }
}

/* ---------------------------------------------------------------- the table */

static void store_column(Oid relid, Form_attribute att, const Datum *vals, const bool *nulls,
                         int stride, int samplerows, double totalrows, bool computed, int target)
{
    ColumnStats cs;
    memset(&cs, 0, sizeof(cs));
    cs.att = att;
    cs.row.starelid = relid;
    cs.row.staattnum = att->attnum;
    compute_column(&cs, vals, nulls, stride, samplerows, totalrows, computed, target);
    catalog_statistic_store(&cs.row);
}

/* The table's columns (those va_cols names, or all). */
static void analyze_columns(Relation rel, const Sample *s, List *va_cols, int target)
{
    TupleDesc desc = rel->rd_att;
    int natts = desc->natts;
    Datum *dv = palloc(sizeof(Datum) * (size_t)natts * (size_t)s->numrows);
    bool *dn = palloc(sizeof(bool) * (size_t)natts * (size_t)s->numrows);
    for (int r = 0; r < s->numrows; r++)
        heap_deform_tuple(s->rows[r], desc, dv + (size_t)r * natts, dn + (size_t)r * natts);
    for (int i = 0; i < natts; i++) {
        Form_attribute att = TupleDescAttr(desc, i);
        if (att->attisdropped)
            continue;
        if (va_cols != NIL) {
            bool named = false;
            ListCell *lc;
            foreach (lc, va_cols)
                named = named || strcmp(strVal(lfirst(lc)), att->attname) == 0;
            if (!named)
                continue;
        }
        store_column(rel->rd_id, att, dv + i, dn + i, natts, s->numrows, s->totalrows, false,
                     target);
    }
}

/*
 * PG's compute_index_stats: each expression column of an index gets statistics of its own,
 * under the index's oid and the column's position, computed over the sample rows that pass
 * the index's predicate (a partial index's share of the table's rows).
 */
static void analyze_index_expressions(Relation rel, const Sample *s, int target)
{
    List *indexes = catalog_relation_indexes(rel->rd_id);
    ListCell *lc;
    foreach (lc, indexes) {
        IndexRelation ir = index_open(lfirst_oid(lc), AccessShareLock);
        int natts = ir->natts, nrows = 0;
        if (ir->indexprs == NULL) {
            index_close(ir);
            continue;
        }
        TupleDesc idesc = ir->rel->rd_att;
        Datum *vals = palloc(sizeof(Datum) * (size_t)natts * (size_t)s->numrows);
        bool *nulls = palloc(sizeof(bool) * (size_t)natts * (size_t)s->numrows);
        for (int r = 0; r < s->numrows; r++) {
            Datum *v = vals + (size_t)nrows * natts;
            bool *n = nulls + (size_t)nrows * natts;
            if (!index_form_keys(ir, s->rows[r], rel->rd_att, v, n))
                continue;
            /* the computed values live until the next row's: keep copies */
            for (int c = 0; c < natts; c++) {
                Form_attribute a = TupleDescAttr(idesc, c);
                if (!n[c])
                    v[c] = exec_datum_copy(v[c], a->attbyval, a->attlen);
            }
            nrows++;
        }
        double totalrows = ceil((double)nrows / s->numrows * s->totalrows);
        for (int c = 0; c < natts && nrows > 0; c++)
            if (ir->form.indkey[c] == 0)
                store_column(ir->form.indexrelid, TupleDescAttr(idesc, c), vals + c, nulls + c,
                             natts, nrows, totalrows, true, target);
        index_close(ir);
    }
}

static int statistics_target(void)
{
    char *s = guc_show("default_statistics_target");
    int t = atoi(s);
    return t > 0 ? t : 100;
}

void analyze_relation(Relation rel, List *va_cols, bool verbose)
{
    int target = statistics_target();
    int targrows = 300 * target;
    if (verbose)
        ereport(
            INFO, errcode(ERRCODE_SUCCESSFUL_COMPLETION),
            errmsg("analyzing \"%s.%s\"", catalog_namespace_name(rel->relnamespace), rel->relname));
    MemoryContext cxt = mcxt_create(CurrentMemoryContext, "analyze");
    MemoryContext old = MemoryContextSwitchTo(cxt);
    Sample s;
    acquire_sample(rel, targrows, &s);
    catalog_set_relstats(rel->rd_id, s.nblocks, s.totalrows, visibilitymap_count(rel));
    if (verbose) {
        PgStatTable st;
        pgstat_get(rel->rd_id, &st);
        ereport(INFO, errcode(ERRCODE_SUCCESSFUL_COMPLETION),
                errmsg("\"%s\": scanned %u of %u pages, containing %.0f live rows and %lld dead "
                       "rows; %d rows in sample, %.0f estimated total rows",
                       rel->relname, s.scanned, s.nblocks, s.liverows, (long long)st.dead_tuples,
                       s.numrows, s.totalrows));
    }
    /* PG keeps the old statistics of an empty table */
    if (s.numrows > 0) {
        analyze_columns(rel, &s, va_cols, target);
        if (va_cols == NIL)
            analyze_index_expressions(rel, &s, target);
    }
    MemoryContextSwitchTo(old);
    mcxt_delete(cxt);
}
