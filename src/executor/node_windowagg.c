/*
 * node_windowagg.c: window functions of one window specification (PG's WindowAgg).
 *
 * The input arrives sorted by the partition keys, then the order keys. The node buffers one
 * partition at a time (rows copied into partition memory), splits it into peer groups (rows
 * equal on the order keys), and then returns its rows one by one with every window function's
 * value appended. Each row's frame is computed as a half-open range of partition positions
 * [start, end) from the frame options (ROWS / RANGE / GROUPS), minus the EXCLUDE rows.
 * Aggregates over a frame use the ordinary transition functions: when the frame's start stays
 * put and its end only grows (the default frame) the state is advanced, otherwise recomputed.
 */
#include <math.h>

#include "common/elog.h"
#include "common/errcodes.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "parser/parsenodes.h"
#include "planner/nodefuncs.h"

/* Window function proc oids (pg_proc). */
#define F_ROW_NUMBER 3100
#define F_RANK 3101
#define F_DENSE_RANK 3102
#define F_PERCENT_RANK 3103
#define F_CUME_DIST 3104
#define F_NTILE 3105
#define F_LAG1 3106
#define F_LAG2 3107
#define F_LAG3 3108
#define F_LEAD1 3109
#define F_LEAD2 3110
#define F_LEAD3 3111
#define F_FIRST_VALUE 3112
#define F_LAST_VALUE 3113
#define F_NTH_VALUE 3114

typedef struct WinFuncDef {
    WindowFunc *wfunc;
    int nargs;
    ExprState **args;
    ExprState *filter;
    int16 typlen;
    bool typbyval;
    /* aggregates */
    const ProcInfo *transfn;
    const ProcInfo *finalfn;
    bool transbyval;
    int16 translen;
    bool initnull;
    Datum initval;
    FunctionCallInfo fcinfo;
    MemoryContext aggcxt;
    AggCallContext callcxt;
    Datum trans;
    bool transnull;
    bool notrans;
    bool valid;   /* the state covers [st_start, st_end) */
    long st_start;
    long st_end;
    /* ntile: buckets of the partition, evaluated on its first row */
    bool ntile_null;
    int64 ntile_k;
} WinFuncDef;

typedef struct WindowAggState {
    PlanState ps;
    int nfuncs;
    WinFuncDef *funcs;
    int ninput;
    MemoryContext partcxt;
    StoredRow **rows;
    long nrows;
    long cap;
    long *group;       /* peer group of each row */
    long *grpstart;    /* first row of each peer group, grpstart[ngroups] = nrows */
    long ngroups;
    long next;         /* next row of the partition to return */
    StoredRow *pending; /* first row of the next partition, in pendcxt */
    MemoryContext pendcxt;
    bool input_done;
    TupleTableSlot *rowslot; /* to evaluate expressions on some row of the partition */
    ExprState *startoff;
    ExprState *endoff;
    int64 startval; /* ROWS / GROUPS offsets */
    int64 endval;
    Datum startdat; /* RANGE offsets (int8, numeric or float8) */
    Datum enddat;
    int ordcol;     /* RANGE: the order column, 0-based */
    long nn_lo;     /* RANGE: the partition's rows with a non-NULL order value */
    long nn_hi;
    uint64 advances; /* transition calls, for interrupt polling */
} WindowAggState;

/* ---------------------------------------------------------------- partitions */

static bool same_keys(int n, const int16 *cols, const Oid *eqs, const Oid *colls, StoredRow *a,
                      StoredRow *b)
{
    for (int k = 0; k < n; k++) {
        int c = cols[k] - 1;
        if (!exec_datums_equal(eqs[k], colls[k], a->values[c], a->isnull[c], b->values[c],
                               b->isnull[c]))
            return false;
    }
    return true;
}

static void add_row(WindowAggState *ws, StoredRow *row)
{
    if (ws->nrows == ws->cap) {
        MemoryContext old = mcxt_switch_to(ws->partcxt);
        ws->cap = ws->cap ? ws->cap * 2 : 64;
        ws->rows = ws->rows ? repalloc(ws->rows, sizeof(StoredRow *) * (size_t)ws->cap)
                            : palloc(sizeof(StoredRow *) * (size_t)ws->cap);
        mcxt_switch_to(old);
    }
    ws->rows[ws->nrows++] = row;
}

static int64 eval_offset(WindowAggState *ws, ExprState *e, const char *which, Datum *dat)
{
    bool isnull;
    ExprContext *ec = ws->ps.econtext;
    Datum d = exec_eval_expr_switch(e, ec, &isnull);
    if (isnull)
        ereport(ERROR, errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                errmsg("frame %s offset must not be null", which));
    if (((WindowAgg *)ws->ps.plan)->frameOptions & FRAMEOPTION_RANGE) {
        /* kept for the in-range tests; its sign is checked there, as PG's in_range does */
        MemoryContext old = mcxt_switch_to(ws->partcxt);
        Oid t = exprType((Node *)e->expr);
        const TypeInfo *ti = type_by_oid(t);
        *dat = exec_datum_copy(d, ti ? ti->typbyval : true, ti ? ti->typlen : 8);
        mcxt_switch_to(old);
        return 0;
    }
    int64 v = DatumGetInt64(d);
    if (v < 0)
        ereport(ERROR, errcode("22013"), errmsg("frame %s offset must not be negative", which));
    return v;
}

/* Read the next partition; false at the end of the input. */
static bool read_partition(WindowAggState *ws)
{
    WindowAgg *node = (WindowAgg *)ws->ps.plan;
    mcxt_reset(ws->partcxt);
    ws->rows = NULL;
    ws->nrows = ws->cap = 0;
    ws->next = 0;
    if (ws->pending) {
        exec_slot_store_row(ws->rowslot, ws->pending);
        add_row(ws, exec_row_copy(ws->rowslot, ws->partcxt));
        mcxt_reset(ws->pendcxt);
        ws->pending = NULL;
    }
    while (!ws->input_done) {
        TupleTableSlot *in = exec_proc_node(ws->ps.lefttree);
        if (in == NULL) {
            ws->input_done = true;
            break;
        }
        StoredRow *r = exec_row_copy(in, ws->partcxt);
        if (ws->nrows > 0 && !same_keys(node->partNumCols, node->partColIdx, node->partEqfuncs,
                                        node->partCollations, ws->rows[0], r)) {
            ws->pending = exec_row_copy(in, ws->pendcxt);
            break;
        }
        add_row(ws, r);
    }
    if (ws->nrows == 0)
        return false;
    /* peer groups */
    MemoryContext old = mcxt_switch_to(ws->partcxt);
    ws->group = palloc(sizeof(long) * (size_t)ws->nrows);
    ws->grpstart = palloc(sizeof(long) * (size_t)(ws->nrows + 1));
    mcxt_switch_to(old);
    ws->ngroups = 0;
    for (long i = 0; i < ws->nrows; i++) {
        if (i == 0 || !same_keys(node->ordNumCols, node->ordColIdx, node->ordEqfuncs,
                                 node->ordCollations, ws->rows[i - 1], ws->rows[i]))
            ws->grpstart[ws->ngroups++] = i;
        ws->group[i] = ws->ngroups - 1;
    }
    ws->grpstart[ws->ngroups] = ws->nrows;
    for (int f = 0; f < ws->nfuncs; f++) {
        ws->funcs[f].valid = false;
        ws->funcs[f].ntile_k = 0;
    }
    /* frame offsets, once per partition as in PG */
    exec_reset_econtext(ws->ps.econtext);
    if (ws->startoff)
        ws->startval = eval_offset(ws, ws->startoff, "starting", &ws->startdat);
    if (ws->endoff)
        ws->endval = eval_offset(ws, ws->endoff, "ending", &ws->enddat);
    if (ws->startoff || ws->endoff) {
        /* NULL order values sort together at one end */
        ws->nn_lo = 0;
        ws->nn_hi = ws->nrows;
        while (ws->nn_lo < ws->nrows && ws->rows[ws->nn_lo]->isnull[ws->ordcol])
            ws->nn_lo++;
        while (ws->nn_hi > ws->nn_lo && ws->rows[ws->nn_hi - 1]->isnull[ws->ordcol])
            ws->nn_hi--;
    }
    return true;
}

/* ---------------------------------------------------------------- frames */

static long clamp(long v, long lo, long hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static long group_pos(WindowAggState *ws, int64 g)
{
    return ws->grpstart[g < 0 ? 0 : g > ws->ngroups ? ws->ngroups : g];
}

/* ---------------------------------------------------------------- RANGE offsets */

static pg_noreturn void bad_range_size(void)
{
    ereport(ERROR, errcode("22013"),
            errmsg("invalid preceding or following size in window function"));
}

/* PG's in_range(val, base, offset, sub, less): val <= base -/+ offset (less) or >=. */
static bool in_range(WindowAggState *ws, Datum val, Datum base, Datum off, bool sub, bool less)
{
    WindowAgg *node = (WindowAgg *)ws->ps.plan;
    switch (node->rangeType) {
    case INT2OID:
    case INT4OID:
    case INT8OID: {
        int64 o = DatumGetInt64(off);
        if (o < 0)
            bad_range_size();
        __int128 v, b;
        if (node->rangeType == INT2OID) {
            v = DatumGetInt16(val);
            b = DatumGetInt16(base);
        } else if (node->rangeType == INT4OID) {
            v = DatumGetInt32(val);
            b = DatumGetInt32(base);
        } else {
            v = DatumGetInt64(val);
            b = DatumGetInt64(base);
        }
        __int128 s = sub ? b - o : b + o;
        return less ? v <= s : v >= s;
    }
    case FLOAT4OID:
    case FLOAT8OID: {
        double o = DatumGetFloat8(off);
        if (isnan(o) || o < 0)
            bad_range_size();
        double v = node->rangeType == FLOAT4OID ? DatumGetFloat4(val) : DatumGetFloat8(val);
        double b = node->rangeType == FLOAT4OID ? DatumGetFloat4(base) : DatumGetFloat8(base);
        if (isnan(v))
            return isnan(b) ? true : !less;
        if (isnan(b))
            return less;
        if (isinf(o) && isinf(b) && (sub ? b > 0 : b < 0))
            return true;
        double s = sub ? b - o : b + o;
        return less ? v <= s : v >= s;
    }
    case NUMERICOID: {
        Datum zero = type_input_cstring(NUMERICOID, "0", -1);
        Datum nan = type_input_cstring(NUMERICOID, "NaN", -1);
        if (DatumGetInt32(exec_call_proc2(1769, InvalidOid, off, zero)) < 0 ||
            DatumGetInt32(exec_call_proc2(1769, InvalidOid, off, nan)) == 0)
            bad_range_size();
        Datum s = exec_call_proc2(sub ? 1725 : 1724, InvalidOid, base, off);
        int c = DatumGetInt32(exec_call_proc2(1769, InvalidOid, val, s));
        return less ? c <= 0 : c >= 0;
    }
    case TIMEOID: {
        /* as PG: only the interval's time part counts, no wraparound */
        int64 o = *(const int64 *)DatumGetPointer(off); /* Interval.time comes first */
        if (o < 0)
            bad_range_size();
        __int128 v = DatumGetInt64(val), b = DatumGetInt64(base);
        __int128 s = sub ? b - o : b + o;
        return less ? v <= s : v >= s;
    }
    case DATEOID:
    case TIMESTAMPOID:
    case TIMESTAMPTZOID:
    case INTERVALOID: {
        /* value vs base +/- interval, with the type's own operators (date as timestamp) */
        Oid t = node->rangeType;
        Datum zero = type_input_cstring(INTERVALOID, "0", -1);
        if (DatumGetInt32(exec_call_proc2(1315, InvalidOid, off, zero)) < 0)
            bad_range_size();
        if (t == DATEOID) {
            val = DirectFunctionCall1Coll(proc_by_oid(2024)->fn, InvalidOid, val);
            base = DirectFunctionCall1Coll(proc_by_oid(2024)->fn, InvalidOid, base);
            t = TIMESTAMPOID;
        }
        Oid pl = t == TIMESTAMPOID ? 2032 : t == TIMESTAMPTZOID ? 1189 : 1169;
        Oid mi = t == TIMESTAMPOID ? 2033 : t == TIMESTAMPTZOID ? 1190 : 1170;
        Oid cmp = t == TIMESTAMPOID ? 2045 : t == TIMESTAMPTZOID ? 1314 : 1315;
        Datum s = exec_call_proc2(sub ? mi : pl, InvalidOid, base, off);
        int c = DatumGetInt32(exec_call_proc2(cmp, InvalidOid, val, s));
        return less ? c <= 0 : c >= 0;
    }
    default:
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("RANGE with offset PRECEDING/FOLLOWING is not supported for this type"));
    }
}

/*
 * RANGE offset bound of row i. For a start bound: the first row whose value is in range; for
 * an end bound: one past the last. Values are sorted, so the test is monotone over the
 * non-NULL rows and a binary search finds the edge; a NULL current row's frame bound is its
 * NULL peer group, and NULL rows are never in range of a non-NULL one.
 */
static long range_bound(WindowAggState *ws, long i, bool is_start, bool preceding, Datum off)
{
    WindowAgg *node = (WindowAgg *)ws->ps.plan;
    int c = ws->ordcol;
    StoredRow *cur = ws->rows[i];
    if (cur->isnull[c])
        return is_start ? ws->grpstart[ws->group[i]] : ws->grpstart[ws->group[i] + 1];
    bool desc = node->rangeReverse;
    bool sub = preceding != desc;
    bool less = is_start ? desc : !desc;
    long lo = ws->nn_lo, hi = ws->nn_hi; /* answer in [lo, hi] */
    MemoryContext old = mcxt_switch_to(ws->ps.econtext->ecxt_per_tuple_memory);
    /* start: first j with in_range true; end: first j with in_range false */
    while (lo < hi) {
        long mid = lo + (hi - lo) / 2;
        bool r = in_range(ws, ws->rows[mid]->values[c], cur->values[c], off, sub, less);
        if (is_start ? r : !r)
            hi = mid;
        else
            lo = mid + 1;
    }
    /* one test at least, so that a negative offset is reported (as PG's in_range does) */
    (void)in_range(ws, cur->values[c], cur->values[c], off, sub, less);
    mcxt_switch_to(old);
    return lo;
}

/* The frame of row i: [*start, *end). */
static void frame_of(WindowAggState *ws, long i, long *start, long *end)
{
    int fo = ((WindowAgg *)ws->ps.plan)->frameOptions;
    long n = ws->nrows, g = ws->group[i];
    bool rows = (fo & FRAMEOPTION_ROWS) != 0;
    int64 so = ws->startval > n ? n + 1 : ws->startval;
    int64 eo = ws->endval > n ? n + 1 : ws->endval;

    if (fo & FRAMEOPTION_START_UNBOUNDED_PRECEDING)
        *start = 0;
    else if (fo & FRAMEOPTION_START_CURRENT_ROW)
        *start = rows ? i : ws->grpstart[g];
    else if ((fo & FRAMEOPTION_RANGE) &&
             (fo & (FRAMEOPTION_START_OFFSET_PRECEDING | FRAMEOPTION_START_OFFSET_FOLLOWING)))
        *start = range_bound(ws, i, true, (fo & FRAMEOPTION_START_OFFSET_PRECEDING) != 0,
                             ws->startdat);
    else if (fo & FRAMEOPTION_START_OFFSET_PRECEDING)
        *start = rows ? clamp(i - so, 0, n) : group_pos(ws, g - so);
    else if (fo & FRAMEOPTION_START_OFFSET_FOLLOWING)
        *start = rows ? clamp(i + so, 0, n) : group_pos(ws, g + so);
    else
        *start = n;

    if (fo & FRAMEOPTION_END_UNBOUNDED_FOLLOWING)
        *end = n;
    else if (fo & FRAMEOPTION_END_CURRENT_ROW)
        *end = rows ? i + 1 : ws->grpstart[g + 1];
    else if ((fo & FRAMEOPTION_RANGE) &&
             (fo & (FRAMEOPTION_END_OFFSET_PRECEDING | FRAMEOPTION_END_OFFSET_FOLLOWING)))
        *end = range_bound(ws, i, false, (fo & FRAMEOPTION_END_OFFSET_PRECEDING) != 0,
                           ws->enddat);
    else if (fo & FRAMEOPTION_END_OFFSET_PRECEDING)
        *end = rows ? clamp(i - eo + 1, 0, n) : (g - eo < 0 ? 0 : group_pos(ws, g - eo + 1));
    else if (fo & FRAMEOPTION_END_OFFSET_FOLLOWING)
        *end = rows ? clamp(i + eo + 1, 0, n) : group_pos(ws, g + eo + 1);
    else
        *end = 0;
    if (*end < *start)
        *end = *start;
}

static bool excluded(WindowAggState *ws, long cur, long j)
{
    int fo = ((WindowAgg *)ws->ps.plan)->frameOptions;
    if (fo & FRAMEOPTION_EXCLUDE_CURRENT_ROW)
        return j == cur;
    if (fo & FRAMEOPTION_EXCLUDE_GROUP)
        return ws->group[j] == ws->group[cur];
    if (fo & FRAMEOPTION_EXCLUDE_TIES)
        return j != cur && ws->group[j] == ws->group[cur];
    return false;
}

static bool has_exclusion(WindowAggState *ws)
{
    int fo = ((WindowAgg *)ws->ps.plan)->frameOptions;
    return (fo & (FRAMEOPTION_EXCLUDE_CURRENT_ROW | FRAMEOPTION_EXCLUDE_GROUP |
                  FRAMEOPTION_EXCLUDE_TIES)) != 0;
}

/* Evaluate argument a of f on partition row j (into the per-tuple memory). */
static Datum eval_arg_on(WindowAggState *ws, WinFuncDef *fd, int a, long j, bool *isnull)
{
    ExprContext *ec = ws->ps.econtext;
    exec_slot_store_row(ws->rowslot, ws->rows[j]);
    ec->ecxt_outertuple = ws->rowslot;
    ec->ecxt_scantuple = ws->rowslot;
    return exec_eval_expr_switch(fd->args[a], ec, isnull);
}

/* ---------------------------------------------------------------- aggregates */

static void agg_restart(WinFuncDef *fd)
{
    mcxt_reset(fd->aggcxt);
    fd->transnull = fd->initnull;
    fd->notrans = fd->initnull;
    fd->trans = (Datum)0;
    if (!fd->initnull) {
        MemoryContext old = mcxt_switch_to(fd->aggcxt);
        fd->trans = exec_datum_copy(fd->initval, fd->transbyval, fd->translen);
        mcxt_switch_to(old);
    }
}

static void agg_advance(WindowAggState *ws, WinFuncDef *fd, long j)
{
    ExprContext *ec = ws->ps.econtext;
    FunctionCallInfo fc = fd->fcinfo;
    bool anynull = false;

    if (++ws->advances % 4096 == 0 && executor_interrupt_hook)
        executor_interrupt_hook(); /* recomputed frames can be long */
    exec_slot_store_row(ws->rowslot, ws->rows[j]);
    ec->ecxt_outertuple = ws->rowslot;
    ec->ecxt_scantuple = ws->rowslot;
    if (fd->filter && !exec_qual(fd->filter, ec))
        return;
    for (int a = 0; a < fd->nargs; a++) {
        fc->args[a + 1].value = exec_eval_expr_switch(fd->args[a], ec, &fc->args[a + 1].isnull);
        anynull |= fc->args[a + 1].isnull;
    }
    if (fd->transfn->proisstrict) {
        if (anynull)
            return;
        if (fd->notrans) {
            MemoryContext old = mcxt_switch_to(fd->aggcxt);
            fd->trans = exec_datum_copy(fc->args[1].value, fd->transbyval, fd->translen);
            mcxt_switch_to(old);
            fd->transnull = false;
            fd->notrans = false;
            return;
        }
        if (fd->transnull)
            return;
    }
    fc->args[0].value = fd->trans;
    fc->args[0].isnull = fd->transnull;
    fc->isnull = false;
    MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
    Datum nv = fd->transfn->fn(fc);
    mcxt_switch_to(old);
    bool nn = fc->isnull;
    if (!fd->transbyval && !nn && DatumGetPointer(nv) != DatumGetPointer(fd->trans)) {
        old = mcxt_switch_to(fd->aggcxt);
        nv = exec_datum_copy(nv, false, fd->translen);
        mcxt_switch_to(old);
        /* the old state is garbage now, so long frames do not pile up copies */
        if (!fd->transnull && DatumGetPointer(fd->trans) != NULL &&
            mcxt_of_chunk(DatumGetPointer(fd->trans)) == fd->aggcxt)
            pfree(DatumGetPointer(fd->trans));
    }
    fd->trans = nv;
    fd->transnull = nn;
    fd->notrans = false;
}

static Datum agg_value(WindowAggState *ws, WinFuncDef *fd, long cur, bool *isnull)
{
    long start, end;
    frame_of(ws, cur, &start, &end);
    if (has_exclusion(ws) || !fd->valid || start != fd->st_start || end < fd->st_end) {
        agg_restart(fd);
        for (long j = start; j < end; j++)
            if (!excluded(ws, cur, j))
                agg_advance(ws, fd, j);
        fd->valid = !has_exclusion(ws);
    } else
        for (long j = fd->st_end; j < end; j++)
            agg_advance(ws, fd, j);
    fd->st_start = start;
    fd->st_end = end;
    if (fd->finalfn == NULL) {
        *isnull = fd->transnull;
        return fd->trans;
    }
    if (fd->finalfn->proisstrict && fd->transnull) {
        *isnull = true;
        return (Datum)0;
    }
    FunctionCallInfo fc = palloc0(SizeForFunctionCallInfo(1));
    fc->fn_oid = fd->finalfn->oid;
    fc->nargs = 1;
    fc->context = &fd->callcxt;
    fc->fncollation = fd->wfunc->inputcollid;
    fc->rettype = fd->wfunc->wintype;
    fc->rettypmod = -1;
    fc->args[0].value = fd->trans;
    fc->args[0].isnull = fd->transnull;
    Datum d = fd->finalfn->fn(fc);
    *isnull = fc->isnull;
    return d;
}

/* ---------------------------------------------------------------- window functions */

/* The k-th (0-based) row of the frame of cur, or -1; from the end if backward. */
static long frame_row(WindowAggState *ws, long cur, int64 k, bool backward)
{
    long start, end;
    frame_of(ws, cur, &start, &end);
    if (!backward) {
        for (long j = start; j < end; j++)
            if (!excluded(ws, cur, j) && k-- == 0)
                return j;
    } else {
        for (long j = end - 1; j >= start; j--)
            if (!excluded(ws, cur, j) && k-- == 0)
                return j;
    }
    return -1;
}

static Datum lag_lead(WindowAggState *ws, WinFuncDef *fd, long cur, bool lead, bool *isnull)
{
    int64 off = 1;
    if (fd->nargs >= 2) {
        Datum d = eval_arg_on(ws, fd, 1, cur, isnull);
        if (*isnull)
            return (Datum)0;
        off = DatumGetInt32(d);
    }
    int64 j = lead ? cur + off : cur - off;
    if (j >= 0 && j < ws->nrows)
        return eval_arg_on(ws, fd, 0, (long)j, isnull);
    if (fd->nargs >= 3)
        return eval_arg_on(ws, fd, 2, cur, isnull);
    *isnull = true;
    return (Datum)0;
}

static Datum ntile_value(WindowAggState *ws, WinFuncDef *fd, long cur, bool *isnull)
{
    if (fd->ntile_k == 0) {
        Datum d = eval_arg_on(ws, fd, 0, 0, isnull);
        fd->ntile_null = *isnull;
        fd->ntile_k = -1;
        if (!*isnull) {
            fd->ntile_k = DatumGetInt32(d);
            if (fd->ntile_k <= 0)
                ereport(ERROR, errcode("22014"),
                        errmsg("argument of ntile must be greater than zero"));
        }
    }
    if (fd->ntile_null) {
        *isnull = true;
        return (Datum)0;
    }
    int64 n = ws->nrows, k = fd->ntile_k;
    int64 per = n / k, rem = n % k, big = rem * (per + 1);
    int64 b = cur < big ? cur / (per + 1) + 1 : rem + (cur - big) / (per ? per : 1) + 1;
    *isnull = false;
    return Int32GetDatum((int32)b);
}

static Datum win_value(WindowAggState *ws, WinFuncDef *fd, long cur, bool *isnull)
{
    long g = ws->group[cur];
    *isnull = false;
    if (fd->wfunc->winagg)
        return agg_value(ws, fd, cur, isnull);
    switch (fd->wfunc->winfnoid) {
    case F_ROW_NUMBER:
        return Int64GetDatum(cur + 1);
    case F_RANK:
        return Int64GetDatum(ws->grpstart[g] + 1);
    case F_DENSE_RANK:
        return Int64GetDatum(g + 1);
    case F_PERCENT_RANK:
        return Float8GetDatum(ws->nrows > 1 ? (double)ws->grpstart[g] / (double)(ws->nrows - 1)
                                            : 0.0);
    case F_CUME_DIST:
        return Float8GetDatum((double)ws->grpstart[g + 1] / (double)ws->nrows);
    case F_NTILE:
        return ntile_value(ws, fd, cur, isnull);
    case F_LAG1:
    case F_LAG2:
    case F_LAG3:
        return lag_lead(ws, fd, cur, false, isnull);
    case F_LEAD1:
    case F_LEAD2:
    case F_LEAD3:
        return lag_lead(ws, fd, cur, true, isnull);
    case F_FIRST_VALUE:
    case F_LAST_VALUE:
    case F_NTH_VALUE: {
        int64 k = 0;
        if (fd->wfunc->winfnoid == F_NTH_VALUE) {
            Datum d = eval_arg_on(ws, fd, 1, cur, isnull);
            if (*isnull)
                return (Datum)0;
            k = DatumGetInt32(d);
            if (k <= 0)
                ereport(ERROR, errcode("22016"),
                        errmsg("argument of nth_value must be greater than zero"));
            k--;
        }
        long j = frame_row(ws, cur, k, fd->wfunc->winfnoid == F_LAST_VALUE);
        if (j < 0) {
            *isnull = true;
            return (Datum)0;
        }
        return eval_arg_on(ws, fd, 0, j, isnull);
    }
    default:
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("window function %u is not supported", fd->wfunc->winfnoid));
    }
}

/* ---------------------------------------------------------------- node */

static TupleTableSlot *exec_windowagg(PlanState *ps)
{
    WindowAggState *ws = (WindowAggState *)ps;
    TupleTableSlot *out = ps->resultslot;

    if (ws->rows == NULL || ws->next >= ws->nrows) {
        if (!read_partition(ws))
            return NULL;
    }
    long cur = ws->next++;
    exec_reset_econtext(ps->econtext);
    for (int f = 0; f < ws->nfuncs; f++) {
        WinFuncDef *fd = &ws->funcs[f];
        bool isnull;
        Datum d = win_value(ws, fd, cur, &isnull);
        /* copy: the value may live in the aggregate state, which moves on */
        if (!isnull) {
            MemoryContext old = mcxt_switch_to(ps->econtext->ecxt_per_tuple_memory);
            d = exec_datum_copy(d, fd->typbyval, fd->typlen);
            mcxt_switch_to(old);
        }
        out->values_buf[ws->ninput + f] = d;
        out->isnull_buf[ws->ninput + f] = isnull;
    }
    StoredRow *r = ws->rows[cur];
    for (int c = 0; c < ws->ninput; c++) {
        out->values_buf[c] = r->values[c];
        out->isnull_buf[c] = r->isnull[c];
    }
    return exec_slot_store_virtual(out);
}

static void rescan_windowagg(PlanState *ps)
{
    WindowAggState *ws = (WindowAggState *)ps;
    mcxt_reset(ws->partcxt);
    mcxt_reset(ws->pendcxt);
    ws->rows = NULL;
    ws->nrows = 0;
    ws->next = 0;
    ws->pending = NULL;
    ws->input_done = false;
    exec_rescan_node(ps->lefttree);
}

static void end_windowagg(PlanState *ps)
{
    WindowAggState *ws = (WindowAggState *)ps;
    mcxt_reset(ws->partcxt);
    mcxt_reset(ws->pendcxt);
    exec_end_node(ps->lefttree);
}

static void init_winfunc(WindowAggState *ws, WinFuncDef *fd, WindowFunc *wf, EState *estate)
{
    ListCell *lc;
    int a = 0;
    const TypeInfo *rt = type_by_oid(wf->wintype);

    fd->wfunc = wf;
    fd->typlen = rt ? rt->typlen : -1;
    fd->typbyval = rt ? rt->typbyval : false;
    fd->nargs = list_length(wf->args);
    fd->args = palloc0(sizeof(ExprState *) * (size_t)(fd->nargs + 1));
    foreach (lc, wf->args)
        fd->args[a++] = exec_init_expr(lfirst(lc), &ws->ps, estate);
    if (wf->aggfilter)
        fd->filter = exec_init_qual(list_make1(wf->aggfilter), &ws->ps, estate);
    if (!wf->winagg)
        return;
    const AggInfo *ai = agg_by_oid(wf->winfnoid);
    if (ai == NULL)
        elog(ERROR, "aggregate %u has no implementation", wf->winfnoid);
    fd->transfn = proc_by_oid(ai->aggtransfn);
    if (fd->transfn == NULL || fd->transfn->fn == NULL)
        elog(ERROR, "transition function %u is missing", ai->aggtransfn);
    fd->finalfn = ai->aggfinalfn ? proc_by_oid(ai->aggfinalfn) : NULL;
    /* a polymorphic state has the result's type (max(anyarray)) */
    Oid transtype = ai->aggtranstype == ANYARRAYOID || ai->aggtranstype == ANYELEMENTOID
                        ? wf->wintype
                        : ai->aggtranstype;
    const TypeInfo *tt = type_by_oid(transtype);
    fd->transbyval = transtype == INTERNALOID || (tt ? tt->typbyval : true);
    fd->translen = tt ? tt->typlen : 8;
    fd->initnull = ai->agginitval == NULL;
    if (!fd->initnull)
        fd->initval = type_input_cstring(ai->aggtranstype, ai->agginitval, -1);
    fd->aggcxt = mcxt_create(CurrentMemoryContext, "window aggregate");
    fd->callcxt.aggcontext = fd->aggcxt;
    fd->fcinfo = palloc0(SizeForFunctionCallInfo(fd->nargs + 1));
    fd->fcinfo->fn_oid = fd->transfn->oid;
    fd->fcinfo->nargs = (short)(fd->nargs + 1);
    fd->fcinfo->context = &fd->callcxt;
    fd->fcinfo->fncollation = wf->inputcollid;
    fd->fcinfo->rettype = transtype;
    fd->fcinfo->rettypmod = -1;
    /* the inputs' types, for polymorphic transition functions (array_agg) */
    Oid *argtypes = palloc0(sizeof(Oid) * (size_t)(fd->nargs + 1));
    argtypes[0] = transtype;
    a = 1;
    foreach (lc, wf->args)
        argtypes[a++] = exprType(lfirst(lc));
    fd->fcinfo->argtypes = argtypes;
}

PlanState *exec_init_windowagg(WindowAgg *node, EState *estate)
{
    WindowAggState *ws = exec_make_planstate(sizeof(WindowAggState), &node->plan, estate);
    ListCell *lc;

    ws->ps.exec = exec_windowagg;
    ws->ps.rescan = rescan_windowagg;
    ws->ps.end = end_windowagg;
    ws->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    ws->partcxt = mcxt_create(CurrentMemoryContext, "window partition");
    ws->pendcxt = mcxt_create(CurrentMemoryContext, "window next partition");
    TupleTableSlot *child = ws->ps.lefttree->resultslot;
    ws->ninput = child->natts;
    ws->rowslot = exec_slot_create(child->natts, child->types);
    ws->nfuncs = list_length(node->winfuncs);
    ws->funcs = palloc0(sizeof(WinFuncDef) * (size_t)(ws->nfuncs + 1));
    Oid *types = palloc0(sizeof(Oid) * (size_t)(ws->ninput + ws->nfuncs + 1));
    for (int c = 0; c < ws->ninput; c++)
        types[c] = child->types[c];
    foreach (lc, node->winfuncs) {
        int f = foreach_current_index(lc);
        init_winfunc(ws, &ws->funcs[f], lfirst(lc), estate);
        types[ws->ninput + f] = ((WindowFunc *)lfirst(lc))->wintype;
    }
    if (node->startOffset)
        ws->startoff = exec_init_expr((Expr *)node->startOffset, &ws->ps, estate);
    if (node->endOffset)
        ws->endoff = exec_init_expr((Expr *)node->endOffset, &ws->ps, estate);
    if (node->ordNumCols > 0)
        ws->ordcol = node->ordColIdx[0] - 1;
    ws->ps.resultslot = exec_slot_create(ws->ninput + ws->nfuncs, types);
    return &ws->ps;
}
