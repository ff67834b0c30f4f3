/*
 * exec_expr.c: compiling bound expressions into ExprState trees and evaluating them per row.
 *
 * exec_init_expr() walks an expression once per query and builds a tree of states, each with
 * the C function that computes it (evalfunc) and whatever it needs precomputed: the function
 * pointer and call frame of a FuncExpr, the comparison proc of GREATEST, the I/O functions of a
 * cast. Evaluation allocates in the current memory context, which the calling node points at
 * its per-tuple memory, reset for every row. SQL's three-valued logic and strict functions'
 * NULL-in-NULL-out rule are applied here, never inside the functions.
 */
#include "common/elog.h"
#include "common/stack_depth.h"
#include "executor/builtins.h"
#include "executor/exec_array.h"
#include "executor/exec_srf.h"
#include "executor/execnodes.h"
#include "executor/types/record.h"
#include "planner/nodefuncs.h"
#include "storage/sysattr.h"

typedef struct FuncState {
    ExprState xpr;
    PGFunction fn;
    bool strict;
    int nargs;
    ExprState **args;
    FunctionCallInfo fcinfo;
    /* a call that is the same for every row: its value after the first (eval_func_once) */
    bool once_done;
    bool once_isnull;
    Datum once_value;
    MemoryContext once_cxt; /* the query's, where the value is kept */
} FuncState;

typedef struct ListState { /* BoolExpr, CoalesceExpr, MinMaxExpr */
    ExprState xpr;
    int nargs;
    ExprState **args;
    Oid cmpfunc;
    Oid collation;
    bool greatest;
} ListState;

typedef struct ArgState { /* NullTest, BooleanTest, RelabelType, CoerceViaIO */
    ExprState xpr;
    ExprState *arg;
    Oid argtype;
    Oid resulttype;
    int32 resulttypmod;
} ArgState;

typedef struct CaseState {
    ExprState xpr;
    ExprState *arg; /* NULL for searched CASE */
    int nwhens;
    ExprState **whens;
    ExprState **results;
    ExprState *defresult;
    Datum caseValue; /* what CaseTestExpr reads */
    bool caseIsNull;
} CaseState;

typedef struct CaseTestState {
    ExprState xpr;
    CaseState *owner;
} CaseTestState;

typedef struct VarState {
    ExprState xpr;
    int varno;
    int attno; /* 0-based column index, or a system column's negative attnum */
} VarState;

typedef struct AggrefState {
    ExprState xpr;
    int aggno;
} AggrefState;

typedef struct SubPlanExprState SubPlanExprState; /* exec_subplan.c would own it */

/* Compilation context: the innermost CASE, for CaseTestExpr. */
typedef struct CompileCxt {
    PlanState *parent;
    EState *estate;
    CaseState *curcase;
    List **srfs; /* set-returning calls are allowed (ProjectSet, FunctionScan): collected here */
} CompileCxt;

static ExprState *compile(Expr *expr, CompileCxt *cx);

static void *make_state(size_t size, Expr *expr, ExprEvalFn fn)
{
    ExprState *st = palloc0(size);
    st->type = T_ExprState;
    st->expr = expr;
    st->evalfunc = fn;
    return st;
}

/* ---------------------------------------------------------------- leaves */

static Datum eval_const(ExprState *st, ExprContext *ec, bool *isnull)
{
    Const *c = (Const *)st->expr;
    *isnull = c->constisnull;
    return c->constvalue;
}

static Datum eval_var(ExprState *st, ExprContext *ec, bool *isnull)
{
    VarState *vs = (VarState *)st;
    TupleTableSlot *slot;

    switch (vs->varno) {
    case SCAN_VAR:
        slot = ec->ecxt_scantuple;
        break;
    case OUTER_VAR:
        slot = ec->ecxt_outertuple;
        break;
    case INNER_VAR:
        slot = ec->ecxt_innertuple;
        break;
    default:
        slot = NULL;
    }
    if (NEVER(slot == NULL))
        elog(ERROR, "variable not available in this plan node");
    if (vs->attno < 0) {
        /* a system column of the table's row (storage/sysattr.h); xids show 32 bits, as PG's */
        *isnull = false;
        switch (vs->attno) {
        case SYSATTR_XMIN: return (Datum)(uint32)slot->tts_xmin;
        case SYSATTR_XMAX: return (Datum)(uint32)slot->tts_xmax;
        case SYSATTR_CMIN: return (Datum)slot->tts_cmin;
        case SYSATTR_CMAX: return (Datum)slot->tts_cmax;
        default: return exec_tid_to_datum(slot->tts_tid);
        }
    }
    if (NEVER(vs->attno >= slot->natts))
        elog(ERROR, "variable %d out of range (row has %d columns)", vs->attno + 1, slot->natts);
    *isnull = slot->tts_isnull[vs->attno];
    return slot->tts_values[vs->attno];
}

static Datum eval_param(ExprState *st, ExprContext *ec, bool *isnull)
{
    Param *p = (Param *)st->expr;
    EState *es = ec->ecxt_estate;

    if (p->paramkind == PARAM_EXTERN) {
        if (es == NULL || p->paramid < 1 || p->paramid > es->es_nparams)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_PARAMETER),
                    errmsg("there is no parameter $%d", p->paramid), errlocation(p->location));
        *isnull = es->es_param_isnull[p->paramid - 1];
        return es->es_param_values[p->paramid - 1];
    }
    if (p->paramkind == PARAM_SUBLINK) {
        TupleTableSlot *row = es ? es->es_sublink_slot : NULL;
        if (NEVER(row == NULL || p->paramid < 1 || p->paramid > row->natts))
            elog(ERROR, "sub-select column %d not available", p->paramid);
        *isnull = row->tts_isnull[p->paramid - 1];
        return row->tts_values[p->paramid - 1];
    }
    if (es == NULL || p->paramid < 0 || p->paramid >= es->es_nparam_exec)
        elog(ERROR, "no value for internal parameter %d", p->paramid);
    *isnull = es->es_param_exec_isnull[p->paramid];
    return es->es_param_exec_values[p->paramid];
}

static Datum eval_aggref(ExprState *st, ExprContext *ec, bool *isnull)
{
    AggrefState *as = (AggrefState *)st;
    if (NEVER(ec->ecxt_aggvalues == NULL))
        elog(ERROR, "aggregate value not available here");
    *isnull = ec->ecxt_aggnulls[as->aggno];
    return ec->ecxt_aggvalues[as->aggno];
}

/* GROUPING(a, b, ...): bit set, leftmost argument highest, for each key not in the group's
 * grouping set (the Agg sets ecxt_grouping_present; refs are its key positions). */
static Datum eval_grouping(ExprState *st, ExprContext *ec, bool *isnull)
{
    GroupingFunc *g = (GroupingFunc *)st->expr;
    int32 v = 0;
    ListCell *lc;
    foreach (lc, g->refs)
        v = (v << 1) | (ec->ecxt_grouping_present && !ec->ecxt_grouping_present[lfirst_int(lc)]);
    *isnull = false;
    return Int32GetDatum(v);
}

/* ---------------------------------------------------------------- function calls */

static Datum call_func(FuncState *fs, ExprContext *ec, bool *isnull)
{
    FunctionCallInfo fc = fs->fcinfo;

    /* Every argument is evaluated before the strictness check, as PG does: a NULL first
     * argument must not hide an error (overflow, division by zero) in a later one. */
    bool anynull = false;
    for (int i = 0; i < fs->nargs; i++) {
        bool argnull;
        fc->args[i].value = exec_eval_expr(fs->args[i], ec, &argnull);
        fc->args[i].isnull = argnull;
        anynull |= argnull;
    }
    if (anynull && fs->strict) {
        *isnull = true;
        return (Datum)0;
    }
    fc->isnull = false;
    Datum d = fs->fn(fc);
    *isnull = fc->isnull;
    return d;
}

static Datum eval_func(ExprState *st, ExprContext *ec, bool *isnull)
{
    return call_func((FuncState *)st, ec, isnull);
}

/*
 * A stable or immutable call whose arguments are constants gives the same value for every row
 * of the statement (what "stable" promises), so it is computed when first needed and kept:
 * `ts >= timestamptz '...' + interval '...'` over a scan no longer adds an interval per row.
 * First needed, not at start: an error, or the call's cost, comes only where PG's would.
 */
static Datum eval_func_once(ExprState *st, ExprContext *ec, bool *isnull)
{
    FuncState *fs = (FuncState *)st;
    if (!fs->once_done) {
        Datum d = call_func(fs, ec, isnull);
        const TypeInfo *t = type_by_oid(fs->fcinfo->rettype);
        if (!*isnull && t != NULL && !t->typbyval) {
            MemoryContext old = mcxt_switch_to(fs->once_cxt);
            d = exec_datum_copy(d, false, t->typlen);
            mcxt_switch_to(old);
        } else if (!*isnull && t == NULL) {
            return d; /* a type we cannot copy: computed every time */
        }
        fs->once_value = d;
        fs->once_isnull = *isnull;
        fs->once_done = true;
    }
    *isnull = fs->once_isnull;
    return fs->once_value;
}

/* Is the call fs (not yet specialised) the same for every row? */
static bool call_is_row_constant(const FuncState *fs, Oid funcid)
{
    const ProcInfo *pi = proc_by_oid(funcid);
    if (pi == NULL || pi->provolatile == PROVOLATILE_VOLATILE || pi->proretset)
        return false;
    for (int i = 0; i < fs->nargs; i++)
        if (fs->args[i]->evalfunc != eval_const && fs->args[i]->evalfunc != eval_func_once)
            return false;
    return true;
}

static ExprState *once_if_row_constant(FuncState *fs, Oid funcid)
{
    if (fs->xpr.evalfunc == eval_func && call_is_row_constant(fs, funcid)) {
        fs->xpr.evalfunc = eval_func_once;
        fs->once_cxt = CurrentMemoryContext;
    }
    return &fs->xpr;
}

/* IS DISTINCT FROM: NULLs compare as values. */
static Datum eval_distinct(ExprState *st, ExprContext *ec, bool *isnull)
{
    FuncState *fs = (FuncState *)st;
    FunctionCallInfo fc = fs->fcinfo;
    bool n0, n1;

    fc->args[0].value = exec_eval_expr(fs->args[0], ec, &n0);
    fc->args[1].value = exec_eval_expr(fs->args[1], ec, &n1);
    *isnull = false;
    if (n0 || n1)
        return BoolGetDatum(n0 != n1);
    fc->args[0].isnull = fc->args[1].isnull = false;
    fc->isnull = false;
    Datum eq = fs->fn(fc);
    return BoolGetDatum(fc->isnull ? true : !DatumGetBool(eq));
}

static Datum eval_nullif(ExprState *st, ExprContext *ec, bool *isnull)
{
    FuncState *fs = (FuncState *)st;
    FunctionCallInfo fc = fs->fcinfo;
    bool n0, n1;
    Datum a = exec_eval_expr(fs->args[0], ec, &n0);
    Datum b = exec_eval_expr(fs->args[1], ec, &n1);

    if (!n0 && !n1) {
        fc->args[0].value = a;
        fc->args[1].value = b;
        fc->args[0].isnull = fc->args[1].isnull = false;
        fc->isnull = false;
        Datum eq = fs->fn(fc);
        if (!fc->isnull && DatumGetBool(eq)) {
            *isnull = true;
            return (Datum)0;
        }
    }
    *isnull = n0;
    return a;
}

static FuncState *compile_call(Expr *expr, Oid funcid, List *args, Oid rettype, int32 rettypmod,
                               Oid inputcollid, ExprEvalFn fn, CompileCxt *cx)
{
    const ProcInfo *pi = proc_by_oid(funcid);
    FuncState *fs;
    int nargs = list_length(args);
    ListCell *lc;
    int i = 0;

    if (pi == NULL || pi->fn == NULL)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("function with OID %u does not exist", funcid));
    fs = make_state(sizeof(FuncState), expr, fn);
    fs->fn = pi->fn;
    fs->strict = pi->proisstrict;
    fs->nargs = nargs;
    fs->args = palloc0(sizeof(ExprState *) * (size_t)(nargs > 0 ? nargs : 1));
    Oid *argtypes = palloc0(sizeof(Oid) * (size_t)(nargs > 0 ? nargs : 1));
    foreach (lc, args) {
        argtypes[i] = exprType(lfirst(lc));
        fs->args[i++] = compile(lfirst(lc), cx);
    }
    fs->fcinfo = palloc0(SizeForFunctionCallInfo(nargs > 2 ? nargs : 2));
    fs->fcinfo->argtypes = argtypes;
    fs->fcinfo->fn_oid = funcid;
    fs->fcinfo->fncollation = inputcollid;
    fs->fcinfo->rettype = rettype;
    fs->fcinfo->rettypmod = rettypmod;
    fs->fcinfo->nargs = (short)nargs;
    return fs;
}

/*
 * Grouping, DISTINCT and window frames call comparison functions by oid for every row: each
 * thread keeps the functions it looked up last in a small direct-mapped cache, so that the
 * catalog's binary search runs once per function instead of once per call (a built-in's
 * function never changes).
 */
#define PROC_CACHE_SIZE 64

typedef struct ProcCacheEntry {
    Oid oid;
    PGFunction fn;
} ProcCacheEntry;

Datum exec_call_proc2(Oid procoid, Oid collation, Datum a, Datum b)
{
    static _Thread_local ProcCacheEntry cache[PROC_CACHE_SIZE];
    ProcCacheEntry *slot = &cache[procoid % PROC_CACHE_SIZE];
    if (slot->oid != procoid || slot->fn == NULL) {
        const ProcInfo *pi = proc_by_oid(procoid);
        if (pi == NULL || pi->fn == NULL)
            elog(ERROR, "function with OID %u does not exist", procoid);
        slot->oid = procoid;
        slot->fn = pi->fn;
    }
    return DirectFunctionCall2Coll(slot->fn, collation, a, b);
}

/* ---------------------------------------------------------------- boolean logic */

static Datum eval_and(ExprState *st, ExprContext *ec, bool *isnull)
{
    ListState *ls = (ListState *)st;
    bool anynull = false;

    for (int i = 0; i < ls->nargs; i++) {
        bool n;
        Datum d = exec_eval_expr(ls->args[i], ec, &n);
        if (n)
            anynull = true;
        else if (!DatumGetBool(d)) {
            *isnull = false;
            return BoolGetDatum(false);
        }
    }
    *isnull = anynull;
    return BoolGetDatum(!anynull);
}

/* A node's list of conditions (implicit AND, as PG's ExecQual): the first false or NULL
 * rejects the row, and the remaining conditions are not evaluated. */
static Datum eval_qual_list(ExprState *st, ExprContext *ec, bool *isnull)
{
    ListState *ls = (ListState *)st;

    for (int i = 0; i < ls->nargs; i++) {
        bool n;
        Datum d = exec_eval_expr(ls->args[i], ec, &n);
        if (n || !DatumGetBool(d)) {
            *isnull = false;
            return BoolGetDatum(false);
        }
    }
    *isnull = false;
    return BoolGetDatum(true);
}

static Datum eval_or(ExprState *st, ExprContext *ec, bool *isnull)
{
    ListState *ls = (ListState *)st;
    bool anynull = false;

    for (int i = 0; i < ls->nargs; i++) {
        bool n;
        Datum d = exec_eval_expr(ls->args[i], ec, &n);
        if (n)
            anynull = true;
        else if (DatumGetBool(d)) {
            *isnull = false;
            return BoolGetDatum(true);
        }
    }
    *isnull = anynull;
    return BoolGetDatum(false);
}

static Datum eval_not(ExprState *st, ExprContext *ec, bool *isnull)
{
    ListState *ls = (ListState *)st;
    Datum d = exec_eval_expr(ls->args[0], ec, isnull);
    return *isnull ? (Datum)0 : BoolGetDatum(!DatumGetBool(d));
}

static Datum eval_nulltest(ExprState *st, ExprContext *ec, bool *isnull)
{
    ArgState *as = (ArgState *)st;
    NullTest *nt = (NullTest *)st->expr;
    bool n;

    Datum d = exec_eval_expr(as->arg, ec, &n);
    *isnull = false;
    if (!n && as->argtype == RECORDOID) {
        /* a row IS NULL when all its fields are, IS NOT NULL when none is (PG's argisrow) */
        for (int i = 0; i < record_natts(d); i++) {
            bool fnull;
            (void)record_field(d, i, &fnull);
            if (fnull != (nt->nulltesttype == IS_NULL))
                return BoolGetDatum(false);
        }
        return BoolGetDatum(true);
    }
    return BoolGetDatum(nt->nulltesttype == IS_NULL ? n : !n);
}

static Datum eval_booltest(ExprState *st, ExprContext *ec, bool *isnull)
{
    ArgState *as = (ArgState *)st;
    BooleanTest *bt = (BooleanTest *)st->expr;
    bool n;
    bool v = DatumGetBool(exec_eval_expr(as->arg, ec, &n));
    bool r = false;

    switch (bt->booltesttype) {
    case IS_TRUE:
        r = !n && v;
        break;
    case IS_NOT_TRUE:
        r = n || !v;
        break;
    case IS_FALSE:
        r = !n && !v;
        break;
    case IS_NOT_FALSE:
        r = n || v;
        break;
    case IS_UNKNOWN:
        r = n;
        break;
    case IS_NOT_UNKNOWN:
        r = !n;
        break;
    }
    *isnull = false;
    return BoolGetDatum(r);
}

/* ---------------------------------------------------------------- CASE, COALESCE, GREATEST */

static Datum eval_case(ExprState *st, ExprContext *ec, bool *isnull)
{
    CaseState *cs = (CaseState *)st;

    if (cs->arg)
        cs->caseValue = exec_eval_expr(cs->arg, ec, &cs->caseIsNull);
    for (int i = 0; i < cs->nwhens; i++) {
        bool n;
        Datum d = exec_eval_expr(cs->whens[i], ec, &n);
        if (!n && DatumGetBool(d))
            return exec_eval_expr(cs->results[i], ec, isnull);
    }
    if (cs->defresult)
        return exec_eval_expr(cs->defresult, ec, isnull);
    *isnull = true;
    return (Datum)0;
}

static Datum eval_casetest(ExprState *st, ExprContext *ec, bool *isnull)
{
    CaseTestState *ct = (CaseTestState *)st;
    *isnull = ct->owner->caseIsNull;
    return ct->owner->caseValue;
}

static Datum eval_coalesce(ExprState *st, ExprContext *ec, bool *isnull)
{
    ListState *ls = (ListState *)st;
    for (int i = 0; i < ls->nargs; i++) {
        Datum d = exec_eval_expr(ls->args[i], ec, isnull);
        if (!*isnull)
            return d;
    }
    *isnull = true;
    return (Datum)0;
}

/* GREATEST/LEAST ignore NULLs; NULL only if every argument is. */
static Datum eval_minmax(ExprState *st, ExprContext *ec, bool *isnull)
{
    ListState *ls = (ListState *)st;
    Datum best = (Datum)0;
    bool have = false;

    for (int i = 0; i < ls->nargs; i++) {
        bool n;
        Datum d = exec_eval_expr(ls->args[i], ec, &n);
        if (n)
            continue;
        if (!have) {
            best = d;
            have = true;
            continue;
        }
        int32 c = DatumGetInt32(exec_call_proc2(ls->cmpfunc, ls->collation, d, best));
        if (ls->greatest ? c > 0 : c < 0)
            best = d;
    }
    *isnull = !have;
    return best;
}

/* ---------------------------------------------------------------- casts */

static Datum eval_relabel(ExprState *st, ExprContext *ec, bool *isnull)
{
    return exec_eval_expr(((ArgState *)st)->arg, ec, isnull);
}

static Datum eval_coerceviaio(ExprState *st, ExprContext *ec, bool *isnull)
{
    ArgState *as = (ArgState *)st;
    Datum d = exec_eval_expr(as->arg, ec, isnull);
    if (*isnull)
        return (Datum)0;
    char *s = type_output_cstring(as->argtype, d);
    return type_input_cstring(as->resulttype, s, as->resulttypmod);
}

/* ---------------------------------------------------------------- records */

static Datum eval_fieldselect(ExprState *st, ExprContext *ec, bool *isnull)
{
    Datum rec = exec_eval_expr(((ArgState *)st)->arg, ec, isnull);
    if (*isnull)
        return (Datum)0;
    int field = ((FieldSelect *)st->expr)->fieldnum - 1;
    if (NEVER(field >= record_natts(rec)))
        elog(ERROR, "attribute number %d exceeds number of columns %d", field + 1,
             record_natts(rec));
    return record_field(rec, field, isnull);
}

/* ROW(...): a record of the fields' values, with their names when the row has them. */
typedef struct RowState {
    ExprState xpr;
    int nargs;
    ExprState **args;
    Oid *types;
    const char **names; /* NULL: ROW() without names */
    int notnull_field;  /* RowExpr.notnull_field */
    Datum *values;
    bool *nulls;
} RowState;

static Datum eval_row(ExprState *st, ExprContext *ec, bool *isnull)
{
    RowState *rs = (RowState *)st;
    for (int i = 0; i < rs->nargs; i++)
        rs->values[i] = exec_eval_expr(rs->args[i], ec, &rs->nulls[i]);
    *isnull = rs->notnull_field > 0 && rs->nulls[rs->notnull_field - 1];
    if (*isnull)
        return (Datum)0; /* the whole row of a NULL-extended outer-join side */
    return record_build_named(rs->nargs, rs->types, rs->values, rs->nulls, rs->names);
}

/* ---------------------------------------------------------------- compilation */

static ExprState **compile_list(List *args, int *n, CompileCxt *cx)
{
    ExprState **out = palloc0(sizeof(ExprState *) * (size_t)(list_length(args) + 1));
    ListCell *lc;
    int i = 0;
    foreach (lc, args)
        out[i++] = compile(lfirst(lc), cx);
    *n = i;
    return out;
}

static ExprState *compile_var(Var *v)
{
    VarState *vs = make_state(sizeof(VarState), (Expr *)v, eval_var);
    if (v->varno != SCAN_VAR && v->varno != OUTER_VAR && v->varno != INNER_VAR)
        elog(ERROR, "unresolved variable (varno %d) in a plan", v->varno);
    /* the binder makes whole-row references RowExprs of the columns (planner/bind_row.c) */
    if (v->varattno == 0)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("whole-row references are not supported yet"), errlocation(v->location));
    vs->varno = v->varno;
    vs->attno = v->varattno < 0 ? v->varattno : v->varattno - 1;
    return &vs->xpr;
}

static ExprState *compile_case(CaseExpr *ce, CompileCxt *cx)
{
    CaseState *cs = make_state(sizeof(CaseState), (Expr *)ce, eval_case);
    CaseState *saved = cx->curcase;
    ListCell *lc;
    int i = 0;

    if (ce->arg)
        cs->arg = compile((Expr *)ce->arg, cx); /* a CaseTestExpr in arg means the outer CASE */
    cx->curcase = cs;
    cs->nwhens = list_length(ce->args);
    cs->whens = palloc0(sizeof(ExprState *) * (size_t)(cs->nwhens + 1));
    cs->results = palloc0(sizeof(ExprState *) * (size_t)(cs->nwhens + 1));
    foreach (lc, ce->args) {
        CaseWhen *w = lfirst(lc);
        cs->whens[i] = compile((Expr *)w->expr, cx);
        cx->curcase = saved;
        cs->results[i] = compile((Expr *)w->result, cx);
        cx->curcase = cs;
        i++;
    }
    cx->curcase = saved;
    if (ce->defresult)
        cs->defresult = compile((Expr *)ce->defresult, cx);
    return &cs->xpr;
}

ExprState *exec_subplan_init(SubPlan *sp, PlanState *parent, EState *estate);

/* ---------------------------------------------------------------- set-returning calls */

/*
 * A set-returning call inside a ProjectSet or FunctionScan expression. The node advances it
 * with exec_srf_next (arguments are evaluated once per set, into the set's own memory); the
 * expression around it reads the current value through eval_srf_current.
 */
typedef struct SrfState {
    FuncState fs;
    SRFCallContext ctx;
    bool active; /* a set is running */
    bool has_value;
    Datum value;
    bool isnull;
} SrfState;

static Datum eval_srf_current(ExprState *st, ExprContext *ec, bool *isnull)
{
    SrfState *ss = (SrfState *)st;
    (void)ec;
    *isnull = !ss->has_value || ss->isnull;
    return ss->has_value ? ss->value : (Datum)0;
}

static ExprState *compile_srf(FuncExpr *f, CompileCxt *cx)
{
    if (cx->srfs == NULL)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("set-valued function called in context that cannot accept a set"),
                errlocation(f->location));
    FuncState *fs = compile_call((Expr *)f, f->funcid, f->args, f->funcresulttype,
                                 f->funcresulttypmod, f->inputcollid, eval_srf_current, cx);
    SrfState *ss = palloc0(sizeof(SrfState));
    ss->fs = *fs;
    ss->ctx.multi_call_memory_ctx = mcxt_create(CurrentMemoryContext, "set-returning function");
    ss->fs.fcinfo->srf = &ss->ctx;
    *cx->srfs = lappend(*cx->srfs, ss);
    return &ss->fs.xpr;
}

bool exec_srf_next(ExprState *st, ExprContext *ec)
{
    SrfState *ss = (SrfState *)st;
    FuncState *fs = &ss->fs;
    FunctionCallInfo fc = fs->fcinfo;

    ss->has_value = false;
    if (!ss->active) {
        mcxt_reset(ss->ctx.multi_call_memory_ctx);
        ss->ctx.user_fctx = NULL;
        ss->ctx.call_cntr = 0;
        ss->ctx.is_done = false;
        MemoryContext old = mcxt_switch_to(ss->ctx.multi_call_memory_ctx);
        bool anynull = false;
        for (int i = 0; i < fs->nargs; i++) {
            bool argnull;
            fc->args[i].value = exec_eval_expr(fs->args[i], ec, &argnull);
            fc->args[i].isnull = argnull;
            anynull |= argnull;
        }
        mcxt_switch_to(old);
        if (anynull && fs->strict)
            return false; /* a strict set function of NULL is the empty set */
        ss->active = true;
    }
    fc->isnull = false;
    Datum d = fs->fn(fc);
    if (ss->ctx.is_done) {
        ss->active = false;
        return false;
    }
    ss->ctx.call_cntr++;
    ss->has_value = true;
    ss->value = d;
    ss->isnull = fc->isnull;
    return true;
}

void exec_srf_reset(ExprState *st)
{
    SrfState *ss = (SrfState *)st;
    ss->active = false;
    ss->has_value = false;
}

/* The hooks exec_array.c compiles the array nodes' children with (exec_array.h). */
ExprState *exec_compile_subexpr(Expr *expr, void *cx) { return compile(expr, cx); }

ExprState *exec_compile_with_case_value(Expr *expr, void *cxp, Datum **value, bool **isnull)
{
    CompileCxt *cx = cxp;
    CaseState *holder = palloc0(sizeof(CaseState));
    CaseState *saved = cx->curcase;
    cx->curcase = holder;
    ExprState *st = compile(expr, cx);
    cx->curcase = saved;
    *value = &holder->caseValue;
    *isnull = &holder->caseIsNull;
    return st;
}

ExprState *exec_init_expr_srf(Expr *expr, PlanState *parent, EState *estate, List **srfs)
{
    CompileCxt cx = {parent, estate, NULL, srfs};
    return compile(expr, &cx);
}

static ExprState *compile(Expr *expr, CompileCxt *cx)
{
    check_stack_depth();
    if (expr == NULL) {
        /* A missing expression is NULL (e.g. absent ELSE handled by the caller). */
        Const *c = palloc0(sizeof(Const));
        c->type = T_Const;
        c->constisnull = true;
        return make_state(sizeof(ExprState), (Expr *)c, eval_const);
    }
    switch (nodeTag(expr)) {
    case T_Const:
        return make_state(sizeof(ExprState), expr, eval_const);
    case T_Var:
        return compile_var((Var *)expr);
    case T_Param:
        return make_state(sizeof(ExprState), expr, eval_param);
    case T_GroupingFunc:
        return make_state(sizeof(ExprState), expr, eval_grouping);
    case T_Aggref: {
        AggrefState *as = make_state(sizeof(AggrefState), expr, eval_aggref);
        as->aggno = ((Aggref *)expr)->aggno;
        return &as->xpr;
    }
    case T_FuncExpr: {
        FuncExpr *f = (FuncExpr *)expr;
        if (f->funcretset)
            return compile_srf(f, cx);
        return once_if_row_constant(compile_call(expr, f->funcid, f->args, f->funcresulttype,
                                                 f->funcresulttypmod, f->inputcollid, eval_func,
                                                 cx),
                                    f->funcid);
    }
    case T_OpExpr: {
        OpExpr *o = (OpExpr *)expr;
        return once_if_row_constant(compile_call(expr, o->opfuncid, o->args, o->opresulttype, -1,
                                                 o->inputcollid, eval_func, cx),
                                    o->opfuncid);
    }
    case T_DistinctExpr: {
        OpExpr *o = (OpExpr *)expr;
        return &compile_call(expr, o->opfuncid, o->args, BOOLOID, -1, o->inputcollid,
                             eval_distinct, cx)->xpr;
    }
    case T_NullIfExpr: {
        OpExpr *o = (OpExpr *)expr;
        return &compile_call(expr, o->opfuncid, o->args, o->opresulttype, -1, o->inputcollid,
                             eval_nullif, cx)->xpr;
    }
    case T_BoolExpr: {
        BoolExpr *b = (BoolExpr *)expr;
        ListState *ls = make_state(sizeof(ListState), expr,
                                   b->boolop == AND_EXPR  ? eval_and
                                   : b->boolop == OR_EXPR ? eval_or
                                                          : eval_not);
        ls->args = compile_list(b->args, &ls->nargs, cx);
        return &ls->xpr;
    }
    case T_NullTest: {
        ArgState *as = make_state(sizeof(ArgState), expr, eval_nulltest);
        as->arg = compile((Expr *)((NullTest *)expr)->arg, cx);
        as->argtype = exprType((Node *)((NullTest *)expr)->arg);
        return &as->xpr;
    }
    case T_BooleanTest: {
        ArgState *as = make_state(sizeof(ArgState), expr, eval_booltest);
        as->arg = compile((Expr *)((BooleanTest *)expr)->arg, cx);
        return &as->xpr;
    }
    case T_CaseExpr:
        return compile_case((CaseExpr *)expr, cx);
    case T_CaseTestExpr: {
        CaseTestState *ct = make_state(sizeof(CaseTestState), expr, eval_casetest);
        if (NEVER(cx->curcase == NULL))
            elog(ERROR, "CASE placeholder outside of CASE");
        ct->owner = cx->curcase;
        return &ct->xpr;
    }
    case T_CoalesceExpr: {
        ListState *ls = make_state(sizeof(ListState), expr, eval_coalesce);
        ls->args = compile_list(((CoalesceExpr *)expr)->args, &ls->nargs, cx);
        return &ls->xpr;
    }
    case T_MinMaxExpr: {
        MinMaxExpr *m = (MinMaxExpr *)expr;
        ListState *ls = make_state(sizeof(ListState), expr, eval_minmax);
        ls->args = compile_list(m->args, &ls->nargs, cx);
        ls->cmpfunc = exec_type_cmp_proc(m->minmaxtype);
        ls->collation = m->inputcollid;
        ls->greatest = m->op == IS_GREATEST;
        if (ls->cmpfunc == InvalidOid)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                    errmsg("could not identify a comparison function for type %s",
                           type_by_oid(m->minmaxtype) ? type_by_oid(m->minmaxtype)->typname
                                                      : "unknown"));
        return &ls->xpr;
    }
    case T_RelabelType: {
        ArgState *as = make_state(sizeof(ArgState), expr, eval_relabel);
        as->arg = compile(((RelabelType *)expr)->arg, cx);
        return &as->xpr;
    }
    case T_CoerceViaIO: {
        CoerceViaIO *c = (CoerceViaIO *)expr;
        ArgState *as = make_state(sizeof(ArgState), expr, eval_coerceviaio);
        as->arg = compile(c->arg, cx);
        as->argtype = exprType((Node *)c->arg);
        as->resulttype = c->resulttype;
        as->resulttypmod = c->resulttypmod;
        return &as->xpr;
    }
    case T_FieldSelect: {
        ArgState *as = make_state(sizeof(ArgState), expr, eval_fieldselect);
        as->arg = compile(((FieldSelect *)expr)->arg, cx);
        return &as->xpr;
    }
    case T_RowExpr: {
        RowExpr *r = (RowExpr *)expr;
        RowState *rs = make_state(sizeof(RowState), expr, eval_row);
        rs->args = compile_list(r->args, &rs->nargs, cx);
        rs->types = palloc0(sizeof(Oid) * (size_t)(rs->nargs + 1));
        rs->values = palloc0(sizeof(Datum) * (size_t)(rs->nargs + 1));
        rs->nulls = palloc0(sizeof(bool) * (size_t)(rs->nargs + 1));
        ListCell *lc;
        foreach (lc, r->args)
            rs->types[foreach_current_index(lc)] = exprType(lfirst(lc));
        rs->notnull_field = r->notnull_field;
        if (r->colnames != NIL) {
            rs->names = palloc0(sizeof(char *) * (size_t)(rs->nargs + 1));
            foreach (lc, r->colnames)
                rs->names[foreach_current_index(lc)] = strVal(lfirst(lc));
        }
        return &rs->xpr;
    }
    case T_SubPlan:
        return exec_subplan_init((SubPlan *)expr, cx->parent, cx->estate);
    case T_ArrayExpr:
    case T_SubscriptingRef:
    case T_ScalarArrayOpExpr:
    case T_ArrayCoerceExpr:
        return exec_array_compile(expr, cx);
    case T_TargetEntry:
        return compile(((TargetEntry *)expr)->expr, cx);
    default:
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("this kind of expression is not supported yet (node %d)",
                       (int)nodeTag(expr)),
                errlocation(exprLocation((Node *)expr)));
    }
}

ExprState *exec_init_expr(Expr *expr, PlanState *parent, EState *estate)
{
    CompileCxt cx = {parent, estate, NULL, NULL};
    return compile(expr, &cx);
}

ExprState *exec_init_qual(List *qual, PlanState *parent, EState *estate)
{
    CompileCxt cx = {parent, estate, NULL, NULL};
    ListState *ls;

    if (qual == NIL)
        return NULL;
    if (list_length(qual) == 1)
        return compile(linitial(qual), &cx);
    ls = make_state(sizeof(ListState), NULL, eval_qual_list);
    ls->args = compile_list(qual, &ls->nargs, &cx);
    return &ls->xpr;
}

bool exec_qual(ExprState *qual, ExprContext *econtext)
{
    bool isnull;
    Datum d;

    if (qual == NULL)
        return true;
    MemoryContext old = mcxt_switch_to(econtext->ecxt_per_tuple_memory);
    d = exec_eval_expr(qual, econtext, &isnull);
    mcxt_switch_to(old);
    return !isnull && DatumGetBool(d);
}

Datum exec_eval_expr_switch(ExprState *state, ExprContext *econtext, bool *isnull)
{
    MemoryContext old = mcxt_switch_to(econtext->ecxt_per_tuple_memory);
    Datum d = exec_eval_expr(state, econtext, isnull);
    mcxt_switch_to(old);
    return d;
}

ProjectionInfo *exec_build_projection(List *tlist, ExprContext *econtext, PlanState *parent,
                                      EState *estate)
{
    ProjectionInfo *pi = palloc0(sizeof(ProjectionInfo));
    CompileCxt cx = {parent, estate, NULL, NULL};
    ListCell *lc;
    int i = 0;

    pi->nexprs = list_length(tlist);
    pi->exprs = palloc0(sizeof(ExprState *) * (size_t)(pi->nexprs + 1));
    foreach (lc, tlist) {
        TargetEntry *tle = lfirst(lc);
        pi->exprs[i++] = compile(tle->expr, &cx);
    }
    pi->slot = exec_slot_create_for_tlist(tlist);
    pi->econtext = econtext;
    return pi;
}

TupleTableSlot *exec_project(ProjectionInfo *proj)
{
    TupleTableSlot *slot = proj->slot;
    MemoryContext old = mcxt_switch_to(proj->econtext->ecxt_per_tuple_memory);

    for (int i = 0; i < proj->nexprs; i++)
        slot->values_buf[i] = exec_eval_expr(proj->exprs[i], proj->econtext, &slot->isnull_buf[i]);
    mcxt_switch_to(old);
    if (proj->econtext->ecxt_scantuple)
        slot->tts_tid = proj->econtext->ecxt_scantuple->tts_tid;
    return exec_slot_store_virtual(slot);
}

Oid exec_type_cmp_proc(Oid typid)
{
    Oid cmp = type_cmp_proc(typid);
    if (cmp == InvalidOid) {
        const OperInfo *lt = oper_by_oid(type_lt_oper(typid));
        if (lt && lt->oprleft != typid)
            cmp = type_cmp_proc(lt->oprleft);
    }
    if (cmp == InvalidOid && typid == VARCHAROID)
        cmp = type_cmp_proc(TEXTOID); /* varchar has no operators of its own: text's */
    return cmp;
}

int exec_compare_datums(Oid cmpfunc, Oid collation, Datum a, bool anull, Datum b, bool bnull,
                        bool reverse, bool nullsFirst)
{
    int c;

    if (anull || bnull) {
        if (anull && bnull)
            return 0;
        /* NULLs placement is independent of the direction. */
        return anull ? (nullsFirst ? -1 : 1) : (nullsFirst ? 1 : -1);
    }
    c = DatumGetInt32(exec_call_proc2(cmpfunc, collation, a, b));
    c = c < 0 ? -1 : c > 0 ? 1 : 0;
    return reverse ? -c : c;
}

bool exec_datums_equal(Oid eqfunc, Oid collation, Datum a, bool anull, Datum b, bool bnull)
{
    if (anull || bnull)
        return anull && bnull; /* grouping and DISTINCT treat NULLs as equal */
    return DatumGetBool(exec_call_proc2(eqfunc, collation, a, b));
}
