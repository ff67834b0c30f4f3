/*
 * exec_subplan.c: sub-selects inside expressions (the planner's SubPlan nodes).
 *
 * A SubPlan expression owns a PlanState of its sub-plan. Before each run it sets the PARAM_EXEC
 * parameters the sub-plan reads (the outer row's values, computed by args in the calling
 * node's context) and rescans the sub-plan. EXISTS stops at the first row; a scalar sub-select
 * returns its single row's first column (NULL for no row, 21000 for two); ANY/ALL evaluate
 * testexpr for each sub-row, whose columns testexpr reads as PARAM_SUBLINK, with SQL's NULL
 * rules. An uncorrelated sub-plan is run once: its scalar result, or its rows (copied), are kept
 * for every later evaluation.
 */
#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "planner/nodefuncs.h"
#include "executor/types/array.h"

typedef struct SubPlanState {
    ExprState xpr;
    SubPlan *sp;
    PlanState *planstate;
    ExprState *testexpr;
    int nargs;
    ExprState **args;
    int *paramids;
    bool started;
    /* uncorrelated: results kept after the first run */
    bool have_result;
    Datum result;
    bool resultnull;
    MemoryContext rowcxt;
    StoredRow **rows;
    long nrows;
    TupleTableSlot *rowslot;
    /* uncorrelated "x = ANY (sub)" on a hashable type: the sub-select's values in a hash set */
    bool hashed;
    ExprState *lefthand;
    PGFunction hashfn;
    PGFunction eqfn;
    Oid collation;
    int16 typlen;
    bool typbyval;
    Datum *hvals;     /* open addressing; hused[i] marks a used slot */
    uint32 *hhash;
    bool *hused;
    long hcap;
    bool hsawnull;    /* the sub-select returned a NULL */
} SubPlanState;

ExprState *exec_subplan_init(SubPlan *sp, PlanState *parent, EState *estate);

static void set_params(SubPlanState *ss, ExprContext *ec)
{
    EState *es = ec->ecxt_estate;
    for (int i = 0; i < ss->nargs; i++) {
        bool isnull;
        Datum d = exec_eval_expr(ss->args[i], ec, &isnull);
        es->es_param_exec_values[ss->paramids[i]] = d;
        es->es_param_exec_isnull[ss->paramids[i]] = isnull;
    }
}

static void start_run(SubPlanState *ss, ExprContext *ec)
{
    set_params(ss, ec);
    if (ss->started)
        exec_rescan_node(ss->planstate);
    ss->started = true;
}

/* Evaluate testexpr against one sub-row: 1 true, 0 false, -1 NULL. */
static int test_row(SubPlanState *ss, ExprContext *ec, TupleTableSlot *row)
{
    EState *es = ec->ecxt_estate;
    TupleTableSlot *saved = es->es_sublink_slot;
    bool isnull;
    es->es_sublink_slot = row;
    Datum d = exec_eval_expr(ss->testexpr, ec, &isnull);
    es->es_sublink_slot = saved;
    return isnull ? -1 : DatumGetBool(d) ? 1 : 0;
}

/* ANY/ALL over rows produced by next(). */
static Datum any_all(SubPlanState *ss, ExprContext *ec, bool *isnull,
                     TupleTableSlot *(*next)(SubPlanState *, long *), long *pos)
{
    bool use_or = ss->sp->subLinkType == ANY_SUBLINK;
    bool sawnull = false;
    TupleTableSlot *row;

    while ((row = next(ss, pos)) != NULL) {
        int r = test_row(ss, ec, row);
        if (r < 0)
            sawnull = true;
        else if (use_or && r == 1) {
            *isnull = false;
            return BoolGetDatum(true);
        } else if (!use_or && r == 0) {
            *isnull = false;
            return BoolGetDatum(false);
        }
    }
    *isnull = sawnull;
    return BoolGetDatum(!use_or);
}

static TupleTableSlot *next_live(SubPlanState *ss, long *pos)
{
    return exec_proc_node(ss->planstate);
}

static TupleTableSlot *next_kept(SubPlanState *ss, long *pos)
{
    if (*pos >= ss->nrows)
        return NULL;
    return exec_slot_store_row(ss->rowslot, ss->rows[(*pos)++]);
}

/* ARRAY(sub-select): the first column of every row, as a one-dimensional array (or, for an
 * array column, an array with one more dimension). */
static Datum array_result(SubPlanState *ss)
{
    Oid coltype = ss->sp->firstColType;
    ArrayElemInfo elem;
    arraytype_elem_info(coltype, &elem);
    bool of_arrays = arraytype_elem_of(coltype) != InvalidOid && elem.typlen == -1 &&
                     type_by_oid(coltype)->typcategory == TYPCATEGORY_ARRAY;
    int cap = 16, n = 0;
    Datum *vals = palloc(sizeof(Datum) * (size_t)cap);
    bool *nulls = palloc(sizeof(bool) * (size_t)cap);
    TupleTableSlot *row;
    while ((row = exec_proc_node(ss->planstate)) != NULL) {
        if (n == cap) {
            cap *= 2;
            Datum *nv = palloc(sizeof(Datum) * (size_t)cap);
            bool *nn = palloc(sizeof(bool) * (size_t)cap);
            memcpy(nv, vals, sizeof(Datum) * (size_t)n);
            memcpy(nn, nulls, sizeof(bool) * (size_t)n);
            vals = nv;
            nulls = nn;
        }
        nulls[n] = row->tts_isnull[0];
        vals[n] = nulls[n] ? (Datum)0
                           : exec_datum_copy(row->tts_values[0], row->typbyval[0], row->typlen[0]);
        n++;
    }
    if (of_arrays)
        return arraytype_from_subarrays(vals, nulls, n, arraytype_elem_of(coltype));
    return PointerGetDatum(arraytype_construct_1d(vals, nulls, n, &elem));
}

static Datum scalar_result(SubPlanState *ss, bool *isnull)
{
    TupleTableSlot *row = exec_proc_node(ss->planstate);
    Datum d;

    if (ss->sp->subLinkType == EXISTS_SUBLINK) {
        *isnull = false;
        return BoolGetDatum(row != NULL);
    }
    if (row == NULL) {
        *isnull = true;
        return (Datum)0;
    }
    *isnull = row->tts_isnull[0];
    d = *isnull ? (Datum)0 : exec_datum_copy(row->tts_values[0], row->typbyval[0], row->typlen[0]);
    if (exec_proc_node(ss->planstate) != NULL)
        ereport(ERROR, errcode(ERRCODE_CARDINALITY_VIOLATION),
                errmsg("more than one row returned by a subquery used as an expression"));
    return d;
}

static void keep_rows(SubPlanState *ss)
{
    long cap = 0;
    TupleTableSlot *row;
    while ((row = exec_proc_node(ss->planstate)) != NULL) {
        if (ss->nrows == cap) {
            cap = cap ? cap * 2 : 64;
            MemoryContext old = mcxt_switch_to(ss->rowcxt);
            StoredRow **n = palloc(sizeof(StoredRow *) * (size_t)cap);
            mcxt_switch_to(old);
            if (ss->nrows)
                memcpy(n, ss->rows, sizeof(StoredRow *) * (size_t)ss->nrows);
            ss->rows = n;
        }
        ss->rows[ss->nrows++] = exec_row_copy(row, ss->rowcxt);
    }
    TupleTableSlot *shape = ss->planstate->resultslot;
    MemoryContext old = mcxt_switch_to(ss->rowcxt);
    ss->rowslot = exec_slot_create(shape->natts, shape->types);
    mcxt_switch_to(old);
}

static uint32 hash_value(SubPlanState *ss, Datum v)
{
    uint32 h = (uint32)DatumGetInt32(DirectFunctionCall1Coll(ss->hashfn, ss->collation, v));
    return h * 0x9E3779B1u;
}

static void hash_insert(SubPlanState *ss, Datum v)
{
    uint32 h = hash_value(ss, v);
    long i = (long)(h & (uint32)(ss->hcap - 1));
    while (ss->hused[i]) {
        if (ss->hhash[i] == h &&
            DatumGetBool(DirectFunctionCall2Coll(ss->eqfn, ss->collation, ss->hvals[i], v)))
            return;
        i = (i + 1) & (ss->hcap - 1);
    }
    ss->hused[i] = true;
    ss->hhash[i] = h;
    ss->hvals[i] = v;
}

static bool hash_lookup(SubPlanState *ss, Datum v)
{
    if (ss->hcap == 0)
        return false;
    uint32 h = hash_value(ss, v);
    long i = (long)(h & (uint32)(ss->hcap - 1));
    while (ss->hused[i]) {
        if (ss->hhash[i] == h &&
            DatumGetBool(DirectFunctionCall2Coll(ss->eqfn, ss->collation, ss->hvals[i], v)))
            return true;
        i = (i + 1) & (ss->hcap - 1);
    }
    return false;
}

/* Run the sub-plan once and put its first column's values in the hash set. */
static void build_hash_set(SubPlanState *ss, ExprContext *ec)
{
    start_run(ss, ec);
    keep_rows(ss);
    long cap = 64;
    while (cap < ss->nrows * 2)
        cap *= 2;
    MemoryContext old = mcxt_switch_to(ss->rowcxt);
    ss->hcap = cap;
    ss->hvals = palloc0(sizeof(Datum) * (size_t)cap);
    ss->hhash = palloc0(sizeof(uint32) * (size_t)cap);
    ss->hused = palloc0(sizeof(bool) * (size_t)cap);
    mcxt_switch_to(old);
    for (long r = 0; r < ss->nrows; r++) {
        if (ss->rows[r]->isnull[0])
            ss->hsawnull = true;
        else
            hash_insert(ss, ss->rows[r]->values[0]);
    }
}

/* x = ANY (sub) with SQL's NULL rules: no rows false; NULL x or a NULL in the set unknown. */
static Datum eval_hashed_any(SubPlanState *ss, ExprContext *ec, bool *isnull)
{
    bool xnull;
    Datum x;

    if (!ss->have_result) {
        build_hash_set(ss, ec);
        ss->have_result = true;
    }
    *isnull = false;
    if (ss->nrows == 0)
        return BoolGetDatum(false);
    x = exec_eval_expr(ss->lefthand, ec, &xnull);
    if (xnull) {
        *isnull = true;
        return BoolGetDatum(false);
    }
    if (hash_lookup(ss, x))
        return BoolGetDatum(true);
    *isnull = ss->hsawnull;
    return BoolGetDatum(false);
}

static Datum eval_subplan(ExprState *st, ExprContext *ec, bool *isnull)
{
    SubPlanState *ss = (SubPlanState *)st;
    SubLinkType kind = ss->sp->subLinkType;
    long pos = 0;

    if (ss->hashed)
        return eval_hashed_any(ss, ec, isnull);
    if (kind == ANY_SUBLINK || kind == ALL_SUBLINK) {
        if (ss->sp->correlated) {
            start_run(ss, ec);
            return any_all(ss, ec, isnull, next_live, &pos);
        }
        if (!ss->have_result) {
            start_run(ss, ec);
            keep_rows(ss);
            ss->have_result = true;
        }
        return any_all(ss, ec, isnull, next_kept, &pos);
    }
    if (ss->sp->correlated || !ss->have_result) {
        start_run(ss, ec);
        Datum d;
        if (kind == ARRAY_SUBLINK) {
            d = array_result(ss);
            *isnull = false;
        } else
            d = scalar_result(ss, isnull);
        if (ss->sp->correlated)
            return d;
        /* Keep the value beyond this row's memory. */
        const TypeInfo *ti = type_by_oid(kind == ARRAY_SUBLINK ? exprType((Node *)ss->sp)
                                                               : ss->sp->firstColType);
        MemoryContext old = mcxt_switch_to(ss->rowcxt);
        ss->result = *isnull || kind == EXISTS_SUBLINK || ti == NULL
                         ? d
                         : exec_datum_copy(d, ti->typbyval, ti->typlen);
        mcxt_switch_to(old);
        ss->resultnull = *isnull;
        ss->have_result = true;
    }
    *isnull = ss->resultnull;
    return ss->result;
}

/* Can "lefthand = ANY (sub)" use a hash set? An uncorrelated = on one hashable type. */
static void setup_hashing(SubPlanState *ss, PlanState *parent, EState *estate)
{
    SubPlan *sp = ss->sp;
    if (sp->subLinkType != ANY_SUBLINK || sp->correlated || sp->testexpr == NULL ||
        !IsA(sp->testexpr, OpExpr))
        return;
    OpExpr *op = (OpExpr *)sp->testexpr;
    if (list_length(op->args) != 2 || !IsA(lsecond(op->args), Param))
        return;
    Param *p = lsecond(op->args);
    if (p->paramkind != PARAM_SUBLINK || p->paramid != 1)
        return;
    const OperInfo *oi = oper_by_oid(op->opno);
    if (oi == NULL || strcmp(oi->oprname, "=") != 0 || oi->oprleft != oi->oprright ||
        type_eq_oper(oi->oprleft) != op->opno)
        return;
    const ProcInfo *hp = proc_by_oid(type_hash_proc(oi->oprleft));
    const ProcInfo *ep = proc_by_oid(op->opfuncid);
    const TypeInfo *ti = type_by_oid(oi->oprleft);
    if (hp == NULL || hp->fn == NULL || ep == NULL || ep->fn == NULL || ti == NULL)
        return;
    ss->hashed = true;
    ss->hashfn = hp->fn;
    ss->eqfn = ep->fn;
    ss->collation = op->inputcollid;
    ss->typlen = ti->typlen;
    ss->typbyval = ti->typbyval;
    ss->lefthand = exec_init_expr(linitial(op->args), parent, estate);
}

ExprState *exec_subplan_init(SubPlan *sp, PlanState *parent, EState *estate)
{
    SubPlanState *ss = palloc0(sizeof(SubPlanState));
    ListCell *lc;
    int i = 0;

    if (estate == NULL || estate->es_plannedstmt == NULL || sp->plan_id < 1 ||
        sp->plan_id > list_length(estate->es_plannedstmt->subplans))
        elog(ERROR, "sub-plan %d is not available here", sp->plan_id);
    ss->xpr.type = T_ExprState;
    ss->xpr.expr = (Expr *)sp;
    ss->xpr.evalfunc = eval_subplan;
    ss->sp = sp;
    ss->planstate = exec_init_node(list_nth(estate->es_plannedstmt->subplans, sp->plan_id - 1),
                                   estate);
    estate->es_subplan_list = lappend(estate->es_subplan_list, ss->planstate);
    if (sp->testexpr)
        ss->testexpr = exec_init_expr((Expr *)sp->testexpr, parent, estate);
    ss->nargs = list_length(sp->args);
    ss->args = palloc0(sizeof(ExprState *) * (size_t)(ss->nargs + 1));
    ss->paramids = palloc0(sizeof(int) * (size_t)(ss->nargs + 1));
    foreach (lc, sp->args) {
        ss->args[i] = exec_init_expr(lfirst(lc), parent, estate);
        ss->paramids[i] = list_nth_int(sp->parParams, i);
        i++;
    }
    ss->rowcxt = mcxt_create(CurrentMemoryContext, "subplan rows");
    setup_hashing(ss, parent, estate);
    return &ss->xpr;
}
