/*
 * node_functionscan.c: the rows of function calls in FROM (FROM generate_series(1, 3),
 * FROM unnest(a, b) WITH ORDINALITY).
 *
 * The one idea: the node reads its functions like ROWS FROM (...): all advance in lockstep,
 * column i being function i's current value, NULL once its set is exhausted; a function that
 * does not return a set gives one row. The scan ends when every function is done. The
 * ordinality column counts rows from 1. Arguments are evaluated when a set starts, so a rescan
 * (LATERAL: new parameter values) starts every function over. A function whose record result
 * is expanded (FROM information_schema._pg_expandarray(a)) fills one column per field.
 */
#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/exec_srf.h"
#include "executor/execnodes.h"
#include "planner/nodefuncs.h"
#include "executor/types/record.h"

typedef struct FuncSlot {
    ExprState *expr;
    ExprState *srf; /* the top-level set-returning call, NULL for a plain function */
    int firstcol;   /* its first output column */
    int nfields;    /* 0: one column, its value; else the fields of its record value */
    bool done;
} FuncSlot;

typedef struct FunctionScanState {
    PlanState ps;
    int nfuncs;
    int ncols; /* the functions' columns, before the ordinality one */
    FuncSlot *funcs;
    bool ordinality;
    int64 rownum;
    TupleTableSlot *scanslot;
} FunctionScanState;

/* The function's current value into its column, or its record's fields into theirs (all NULL
 * for a NULL record and once the function is done). */
static void store_columns(FuncSlot *f, TupleTableSlot *slot, ExprContext *ec, bool have)
{
    Datum *values = slot->values_buf + f->firstcol;
    bool *nulls = slot->isnull_buf + f->firstcol;
    bool isnull = true;
    Datum v = have ? exec_eval_expr(f->expr, ec, &isnull) : (Datum)0;
    if (f->nfields == 0) {
        values[0] = v;
        nulls[0] = isnull;
        return;
    }
    for (int k = 0; k < f->nfields; k++) {
        nulls[k] = isnull || k >= record_natts(v);
        values[k] = nulls[k] ? (Datum)0 : record_field(v, k, &nulls[k]);
    }
}

static TupleTableSlot *exec_functionscan(PlanState *ps)
{
    FunctionScanState *fs = (FunctionScanState *)ps;
    ExprContext *ec = ps->econtext;
    TupleTableSlot *slot = fs->scanslot;

    for (;;) {
        exec_reset_econtext(ec);
        MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
        bool any = false;
        for (int i = 0; i < fs->nfuncs; i++) {
            FuncSlot *f = &fs->funcs[i];
            bool have = false;
            if (!f->done) {
                if (f->srf)
                    have = exec_srf_next(f->srf, ec);
                else
                    have = fs->rownum == 0;
                if (!have)
                    f->done = true;
            }
            store_columns(f, slot, ec, have);
            any |= have;
        }
        mcxt_switch_to(old);
        if (!any)
            return NULL;
        fs->rownum++;
        if (fs->ordinality) {
            slot->values_buf[fs->ncols] = Int64GetDatum(fs->rownum);
            slot->isnull_buf[fs->ncols] = false;
        }
        exec_slot_store_virtual(slot);
        ec->ecxt_scantuple = slot;
        if (!exec_qual(ps->qual, ec))
            continue;
        return ps->proj ? exec_project(ps->proj) : slot;
    }
}

static void rescan_functionscan(PlanState *ps)
{
    FunctionScanState *fs = (FunctionScanState *)ps;
    for (int i = 0; i < fs->nfuncs; i++) {
        if (fs->funcs[i].srf)
            exec_srf_reset(fs->funcs[i].srf);
        fs->funcs[i].done = false;
    }
    fs->rownum = 0;
}

PlanState *exec_init_functionscan(FunctionScan *node, EState *estate)
{
    FunctionScanState *fs = exec_make_planstate(sizeof(FunctionScanState), &node->plan, estate);
    ListCell *lc;
    int i = 0;

    fs->ps.exec = exec_functionscan;
    fs->ps.rescan = rescan_functionscan;
    fs->nfuncs = list_length(node->functions);
    fs->ordinality = node->funcordinality;
    fs->funcs = palloc0(sizeof(FuncSlot) * (size_t)(fs->nfuncs + 1));
    foreach (lc, node->functions) {
        fs->funcs[i].firstcol = fs->ncols;
        fs->funcs[i].nfields = node->funcfields ? list_nth_int(node->funcfields, i) : 0;
        fs->ncols += fs->funcs[i].nfields ? fs->funcs[i].nfields : 1;
        i++;
    }
    int ncols = fs->ncols + (fs->ordinality ? 1 : 0);
    Oid *types = palloc0(sizeof(Oid) * (size_t)(ncols + 1));
    i = 0;
    foreach (lc, node->functions) {
        List *srfs = NIL;
        if (fs->funcs[i].nfields == 0)
            types[fs->funcs[i].firstcol] = exprType(lfirst(lc));
        for (int k = 0; k < fs->funcs[i].nfields; k++)
            types[fs->funcs[i].firstcol + k] = list_nth_oid(node->coltypes, fs->funcs[i].firstcol + k);
        fs->funcs[i].expr = exec_init_expr_srf(lfirst(lc), &fs->ps, estate, &srfs);
        if (list_length(srfs) > 1)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("set-returning functions must appear at top level of FROM"));
        fs->funcs[i].srf = srfs ? linitial(srfs) : NULL;
        i++;
    }
    if (fs->ordinality)
        types[fs->ncols] = INT8OID;
    fs->scanslot = exec_slot_create(ncols, types);
    exec_assign_qual_and_projection(&fs->ps);
    if (fs->ps.resultslot == NULL)
        fs->ps.resultslot = fs->scanslot;
    return &fs->ps;
}
