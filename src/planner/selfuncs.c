/*
 * selfuncs.c: selectivities and distinct counts from pg_statistic, following PostgreSQL's
 * selfuncs.c (eqsel, neqsel, scalarineqsel, ineq_histogram_selectivity, nulltestsel,
 * boolvarsel, scalararraysel, eqjoinsel, get_variable_numdistinct) and clausesel.c (range
 * pairs).
 *
 * The one idea: every formula splits a column's rows into NULLs (null_frac), the most common
 * values (each with its measured frequency) and the rest, which is described by the histogram
 * (for ranges) or assumed spread evenly over the remaining distinct values (for equality).
 * Statistics rows are read once per estimate session (selfuncs_begin .. selfuncs_end) and their
 * text values turned back into the column type's Datums.
 */
#include "planner/selfuncs.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/types/array.h"
#include "planner/nodefuncs.h"
#include "storage/catalog.h"
#include "storage/catalog_statistic.h"

#define DEFAULT_EQ_SEL 0.005
#define DEFAULT_INEQ_SEL (1.0 / 3.0)
#define DEFAULT_RANGE_INEQ_SEL 0.005
#define DEFAULT_UNK_SEL 0.005
#define DEFAULT_NOT_UNK_SEL (1.0 - DEFAULT_UNK_SEL)
#define DEFAULT_NUM_DISTINCT 200
#define DEFAULT_BOOL_SEL 0.5
#define DEFAULT_FUNC_SEL 0.3333333

#define CLAMP_PROBABILITY(p) ((p) < 0.0 ? 0.0 : (p) > 1.0 ? 1.0 : (p))

/* One column's statistics, decoded. */
typedef struct ColStats {
    int attno;
    Node *expr; /* an index's expression column (attno is then its position), else NULL */
    Oid type;
    bool valid;      /* a pg_statistic row exists */
    bool unique;     /* a one-column unique index covers it */
    bool have_index; /* it leads a btree index (PG then trusts the histogram's ends) */
    double nullfrac, stadistinct;
    int nmcv, nhist;
    Datum *mcv, *hist;
    double *mcvfreq;
    double corr;
} ColStats;

#define MAX_COLSTATS 32
static _Thread_local Oid cur_relid;
static _Thread_local int cur_rtindex;
static _Thread_local double cur_tuples;
static _Thread_local TupleDesc cur_desc;
static _Thread_local ColStats cur_cols[MAX_COLSTATS];
static _Thread_local int cur_ncols;
static _Thread_local Relation cur_rel;
static _Thread_local List *cur_exprcols; /* IndexExprColumns, loaded on first use */
static _Thread_local bool cur_exprcols_loaded;

static double clamp_row_est(double n)
{
    return n <= 1.0 ? 1.0 : rint(n);
}

/* The values' text forms read back as the column type. False if one does not read back (a
 * date written under another DateStyle, say): the slot is then ignored, not an error. */
static bool input_values(Oid type, const Datum *texts, int n, Datum *out)
{
    volatile bool ok = true;
    MemoryContext cxt = CurrentMemoryContext;
    PG_TRY();
    {
        for (int k = 0; k < n; k++)
            out[k] =
                type_input_cstring(type, text_to_cstring((text *)DatumGetPointer(texts[k])), -1);
    }
    PG_CATCH();
    {
        MemoryContextSwitchTo(cxt);
        elog_flush_error();
        ok = false;
    }
    PG_END_TRY();
    return ok;
}

static void decode_slots(const StatisticRow *r, ColStats *cs)
{
    ArrayElemInfo f4, txt;
    arraytype_elem_info(FLOAT4OID, &f4);
    arraytype_elem_info(TEXTOID, &txt);
    for (int i = 0; i < STATISTIC_NUM_SLOTS; i++) {
        Datum *nums = NULL, *vals = NULL;
        bool *nn, *vn;
        int nnum = 0, nval = 0;
        if (r->stanumbers[i])
            arraytype_deconstruct((const ArrayType *)r->stanumbers[i], &f4, &nums, &nn, &nnum);
        if (r->stavalues[i])
            arraytype_deconstruct((const ArrayType *)r->stavalues[i], &txt, &vals, &vn, &nval);
        Datum *typed = palloc(sizeof(Datum) * (size_t)Max(nval, 1));
        if (!input_values(cs->type, vals, nval, typed))
            continue;
        switch (r->stakind[i]) {
        case STATISTIC_KIND_MCV:
            cs->nmcv = Min(nval, nnum);
            cs->mcv = typed;
            cs->mcvfreq = palloc(sizeof(double) * (size_t)Max(nnum, 1));
            for (int k = 0; k < nnum; k++)
                cs->mcvfreq[k] = DatumGetFloat4(nums[k]);
            break;
        case STATISTIC_KIND_HISTOGRAM:
            cs->nhist = nval;
            cs->hist = typed;
            break;
        case STATISTIC_KIND_CORRELATION:
            if (nnum > 0)
                cs->corr = DatumGetFloat4(nums[0]);
            break;
        default:
            break;
        }
    }
}

static void load_column(Oid relid, int attno, Oid type, ColStats *cs)
{
    memset(cs, 0, sizeof(*cs));
    cs->attno = attno;
    cs->type = type;
    StatisticRow r;
    if (catalog_statistic_fetch(relid, attno, &r)) {
        cs->valid = true;
        cs->nullfrac = r.stanullfrac;
        cs->stadistinct = r.stadistinct;
        decode_slots(&r, cs);
    }
    List *indexes = catalog_relation_indexes(relid);
    ListCell *lc;
    foreach (lc, indexes) {
        IndexFormData f;
        if (!catalog_index_form(lfirst_oid(lc), &f) || f.indnatts < 1 || f.indkey[0] != attno)
            continue;
        if (f.relam == BTREE_AM_OID)
            cs->have_index = true;
        if (f.indisunique && f.indnkeyatts == 1 && !f.haspred)
            cs->unique = true;
    }
}

static ColStats *column(int attno)
{
    for (int i = 0; i < cur_ncols; i++)
        if (cur_cols[i].attno == attno && cur_cols[i].expr == NULL)
            return &cur_cols[i];
    if (cur_ncols >= MAX_COLSTATS || cur_desc == NULL || attno < 1 || attno > cur_desc->natts)
        return NULL;
    ColStats *cs = &cur_cols[cur_ncols++];
    load_column(cur_relid, attno, TupleDescAttr(cur_desc, attno - 1)->atttypid, cs);
    return cs;
}

/* PG's examine_variable for an expression of the current table: the statistics of the index
 * column that stores it, or NULL (no such column, or one with neither statistics nor
 * uniqueness: PG's defaults then apply). */
static ColStats *expr_column(Node *n)
{
    if (!cur_exprcols_loaded) {
        cur_exprcols = selfuncs_index_expr_columns(cur_rel, cur_rtindex);
        cur_exprcols_loaded = true;
    }
    const IndexExprColumn *ic = selfuncs_find_index_expr(cur_exprcols, n);
    if (ic == NULL)
        return NULL;
    for (int i = 0; i < cur_ncols; i++)
        if (cur_cols[i].expr == ic->expr)
            return cur_cols[i].valid || cur_cols[i].unique ? &cur_cols[i] : NULL;
    if (cur_ncols >= MAX_COLSTATS)
        return NULL;
    ColStats *cs = &cur_cols[cur_ncols++];
    load_column(ic->indexoid, ic->attnum, exprType(ic->expr), cs);
    cs->expr = ic->expr;
    cs->unique = ic->unique;
    cs->have_index = ic->leads_btree;
    return cs->valid || cs->unique ? cs : NULL;
}

bool selfuncs_begin(Relation rel, int rtindex, double ntuples)
{
    cur_ncols = 0;
    cur_desc = NULL;
    cur_rel = rel;
    cur_exprcols = NIL;
    cur_exprcols_loaded = false;
    if (rel == NULL || !catalog_statistic_exists(rel->rd_id))
        return false;
    cur_relid = rel->rd_id;
    cur_rtindex = rtindex;
    cur_tuples = ntuples;
    cur_desc = rel->rd_att;
    return true;
}

void selfuncs_end(void)
{
    cur_ncols = 0;
    cur_desc = NULL;
    cur_rel = NULL;
    cur_exprcols = NIL;
    cur_exprcols_loaded = false;
}

/* ---------------------------------------------------------------- distinct counts */

static double numdistinct(const ColStats *cs, double ntuples, bool *isdefault)
{
    double stadistinct = 0, nullfrac = 0;
    *isdefault = false;
    if (cs && cs->valid) {
        stadistinct = cs->stadistinct;
        nullfrac = cs->nullfrac;
    } else if (cs && cs->type == BOOLOID)
        stadistinct = 2.0;
    if (cs && cs->unique)
        stadistinct = -1.0 * (1.0 - nullfrac);
    if (stadistinct > 0.0)
        return clamp_row_est(stadistinct);
    if (ntuples <= 0.0) {
        *isdefault = true;
        return DEFAULT_NUM_DISTINCT;
    }
    if (stadistinct < 0.0)
        return clamp_row_est(-stadistinct * ntuples);
    if (ntuples < DEFAULT_NUM_DISTINCT)
        return clamp_row_est(ntuples);
    *isdefault = true;
    return DEFAULT_NUM_DISTINCT;
}

/* ---------------------------------------------------------------- operator calls */

static bool call_op(Oid opno, Oid coll, Datum a, Datum b)
{
    const OperInfo *oi = oper_by_oid(opno);
    const ProcInfo *pi = oi ? proc_by_oid(oi->oprcode) : NULL;
    if (pi == NULL || pi->fn == NULL)
        return false;
    return DatumGetBool(DirectFunctionCall2Coll(pi->fn, coll, a, b));
}

static Node *strip(Node *n)
{
    while (n && IsA(n, RelabelType))
        n = (Node *)((RelabelType *)n)->arg;
    return n;
}

static bool mentions_current_rel_walker(Node *n, void *ctx);
static bool mentions_other_rel_walker(Node *n, void *ctx);

/* The column of the current table a node is (a plain Var, or an expression of the table's
 * columns that an index stores), or NULL. */
static ColStats *var_column(Node *n)
{
    n = strip(n);
    if (n == NULL || cur_desc == NULL)
        return NULL;
    if (!IsA(n, Var))
        return mentions_current_rel_walker(n, NULL) && !mentions_other_rel_walker(n, NULL)
                   ? expr_column(n)
                   : NULL;
    Var *v = (Var *)n;
    if (v->varno != cur_rtindex || v->varlevelsup != 0 || v->varattno <= 0)
        return NULL;
    return column(v->varattno);
}

static bool mentions_current_rel_walker(Node *n, void *ctx)
{
    (void)ctx;
    if (n == NULL)
        return false;
    if (IsA(n, Var))
        return ((Var *)n)->varno == cur_rtindex && ((Var *)n)->varlevelsup == 0;
    return expression_tree_walker(n, mentions_current_rel_walker, NULL);
}

/* Vars of other tables or query levels, Params, aggregates and sub-selects: not an expression
 * an index of the current table stores. */
static bool mentions_other_rel_walker(Node *n, void *ctx)
{
    if (n == NULL)
        return false;
    if (IsA(n, Var))
        return ((Var *)n)->varno != cur_rtindex || ((Var *)n)->varlevelsup != 0;
    if (IsA(n, Param) || IsA(n, Aggref) || IsA(n, SubLink) || IsA(n, SubPlan))
        return true;
    return expression_tree_walker(n, mentions_other_rel_walker, ctx);
}

/* ---------------------------------------------------------------- equality */

/* PG's var_eq_const: column = constant (negate: <>). */
static double var_eq_const(const ColStats *cs, Oid opno, Oid coll, Datum c, bool cnull,
                           bool varonleft, bool negate)
{
    double nullfrac = cs->valid ? cs->nullfrac : 0.0, selec;
    bool isdefault;
    if (cnull)
        return 0.0;
    if (cs->unique && cur_tuples >= 1.0)
        selec = 1.0 / cur_tuples;
    else if (cs->valid) {
        bool match = false;
        double sumcommon = 0;
        for (int i = 0; i < cs->nmcv && !match; i++)
            if (varonleft ? call_op(opno, coll, cs->mcv[i], c)
                          : call_op(opno, coll, c, cs->mcv[i])) {
                match = true;
                selec = cs->mcvfreq[i];
            }
        if (!match) {
            for (int i = 0; i < cs->nmcv; i++)
                sumcommon += cs->mcvfreq[i];
            selec = CLAMP_PROBABILITY(1.0 - sumcommon - nullfrac);
            double otherdistinct = numdistinct(cs, cur_tuples, &isdefault) - cs->nmcv;
            if (otherdistinct > 1)
                selec /= otherdistinct;
            if (cs->nmcv > 0 && selec > cs->mcvfreq[cs->nmcv - 1])
                selec = cs->mcvfreq[cs->nmcv - 1];
        }
    } else
        selec = 1.0 / numdistinct(cs, cur_tuples, &isdefault);
    if (negate)
        selec = 1.0 - selec - nullfrac;
    return CLAMP_PROBABILITY(selec);
}

/* PG's var_eq_non_const: column = something unknown at plan time. */
static double var_eq_non_const(const ColStats *cs, bool negate)
{
    double nullfrac = cs->valid ? cs->nullfrac : 0.0, selec;
    bool isdefault;
    if (cs->unique && cur_tuples >= 1.0)
        selec = 1.0 / cur_tuples;
    else if (cs->valid) {
        double nd = numdistinct(cs, cur_tuples, &isdefault);
        selec = 1.0 - nullfrac;
        if (nd > 1)
            selec /= nd;
        if (cs->nmcv > 0 && selec > cs->mcvfreq[0])
            selec = cs->mcvfreq[0];
    } else
        selec = 1.0 / numdistinct(cs, cur_tuples, &isdefault);
    if (negate)
        selec = 1.0 - selec - nullfrac;
    return CLAMP_PROBABILITY(selec);
}

/* ---------------------------------------------------------------- inequalities */

/* A double for a value on a numeric or time scale (PG's convert_to_scalar), false if none. */
static bool numeric_reading(Oid type, Datum d, double *out)
{
    switch (type) {
    case BOOLOID:
        *out = DatumGetBool(d);
        return true;
    case INT2OID:
        *out = DatumGetInt16(d);
        return true;
    case INT4OID:
        *out = DatumGetInt32(d);
        return true;
    case INT8OID:
        *out = (double)DatumGetInt64(d);
        return true;
    case OIDOID:
        *out = DatumGetObjectId(d);
        return true;
    case FLOAT4OID:
        *out = DatumGetFloat4(d);
        return true;
    case FLOAT8OID:
        *out = DatumGetFloat8(d);
        return true;
    case NUMERICOID:
        *out = strtod(type_output_cstring(NUMERICOID, d), NULL);
        return true;
    case DATEOID:
        *out = (double)DatumGetInt32(d) * 86400000000.0;
        return true;
    case TIMESTAMPOID:
    case TIMESTAMPTZOID:
    case TIMEOID:
        *out = (double)DatumGetInt64(d);
        return true;
    default:
        return false;
    }
}

static bool is_string_type(Oid type)
{
    return type == TEXTOID || type == VARCHAROID || type == BPCHAROID || type == NAMEOID;
}

static double string_scalar(const unsigned char *s, int lo, int hi)
{
    size_t len = strlen((const char *)s);
    if (len == 0)
        return 0.0;
    if (len > 12)
        len = 12;
    double base = hi - lo + 1, num = 0, denom = base;
    for (size_t i = 0; i < len; i++) {
        int ch = s[i];
        if (ch < lo)
            ch = lo - 1;
        else if (ch > hi)
            ch = hi + 1;
        num += (double)(ch - lo) / denom;
        denom *= base;
    }
    return num;
}

/* PG's convert_string_to_scalar (C collation: the strings themselves are compared). */
static void string_readings(const char *v, const char *lob, const char *hib, double *sv, double *sl,
                            double *sh)
{
    const unsigned char *val = (const unsigned char *)v, *lo = (const unsigned char *)lob,
                        *hi = (const unsigned char *)hib;
    int rlo = hi[0], rhi = hi[0];
    for (const unsigned char *p = lo; *p; p++) {
        rlo = Min(rlo, *p);
        rhi = Max(rhi, *p);
    }
    for (const unsigned char *p = hi; *p; p++) {
        rlo = Min(rlo, *p);
        rhi = Max(rhi, *p);
    }
    if (rlo <= 'Z' && rhi >= 'A') {
        rlo = Min(rlo, 'A');
        rhi = Max(rhi, 'Z');
    }
    if (rlo <= 'z' && rhi >= 'a') {
        rlo = Min(rlo, 'a');
        rhi = Max(rhi, 'z');
    }
    if (rlo <= '9' && rhi >= '0') {
        rlo = Min(rlo, '0');
        rhi = Max(rhi, '9');
    }
    if (rhi - rlo < 9) {
        rlo = ' ';
        rhi = 127;
    }
    while (*lo && *lo == *hi && *lo == *val) {
        lo++;
        hi++;
        val++;
    }
    *sv = string_scalar(val, rlo, rhi);
    *sl = string_scalar(lo, rlo, rhi);
    *sh = string_scalar(hi, rlo, rhi);
}

static bool convert_to_scalar(Oid ctype, Datum c, Oid vtype, Datum lo, Datum hi, double *val,
                              double *low, double *high)
{
    if (numeric_reading(ctype, c, val) && numeric_reading(vtype, lo, low) &&
        numeric_reading(vtype, hi, high)) {
        if (ctype == DATEOID && vtype != DATEOID)
            return true;
        return true;
    }
    if (is_string_type(ctype) && is_string_type(vtype)) {
        string_readings(type_output_cstring(ctype, c), type_output_cstring(vtype, lo),
                        type_output_cstring(vtype, hi), val, low, high);
        return true;
    }
    return false;
}

/* PG 15's ineq_histogram_selectivity: the histogram's share of rows satisfying var op const. */
static double histogram_selectivity(const ColStats *cs, Oid opno, Oid coll, bool isgt, bool iseq,
                                    Datum c, Oid ctype)
{
    if (cs->nhist <= 1)
        return -1.0;
    int n = cs->nhist, lobound = 0, hibound = n;
    while (lobound < hibound) {
        int probe = (lobound + hibound) / 2;
        bool ltcmp = call_op(opno, coll, cs->hist[probe], c);
        if (isgt)
            ltcmp = !ltcmp;
        if (ltcmp)
            lobound = probe + 1;
        else
            hibound = probe;
    }
    double histfrac;
    if (lobound <= 0)
        histfrac = 0.0;
    else if (lobound >= n)
        histfrac = 1.0;
    else {
        int i = lobound;
        double eq_selec = 0, val, low, high, binfrac;
        if (i == 1 || isgt == iseq) {
            bool isdefault;
            double otherdistinct = numdistinct(cs, cur_tuples, &isdefault) - cs->nmcv;
            if (otherdistinct > 1)
                eq_selec = 1.0 / otherdistinct;
        }
        if (convert_to_scalar(ctype, c, cs->type, cs->hist[i - 1], cs->hist[i], &val, &low,
                              &high)) {
            if (high <= low)
                binfrac = 0.5;
            else if (val <= low)
                binfrac = 0.0;
            else if (val >= high)
                binfrac = 1.0;
            else {
                binfrac = (val - low) / (high - low);
                if (isnan(binfrac) || binfrac < 0.0 || binfrac > 1.0)
                    binfrac = 0.5;
            }
        } else
            binfrac = 0.5;
        histfrac = ((double)(i - 1) + binfrac) / (double)(n - 1);
        if (i == 1)
            histfrac += eq_selec * (1.0 - binfrac);
        if (isgt == iseq)
            histfrac -= eq_selec;
    }
    double hist_selec = isgt ? 1.0 - histfrac : histfrac;
    if (cs->have_index)
        return CLAMP_PROBABILITY(hist_selec);
    double cutoff = 0.01 / (double)(n - 1);
    if (hist_selec < cutoff)
        hist_selec = cutoff;
    else if (hist_selec > 1.0 - cutoff)
        hist_selec = 1.0 - cutoff;
    return hist_selec;
}

/* PG's scalarineqsel for var op const, op one of < <= > >= with the Var on the left. */
static double scalarineqsel(const ColStats *cs, Oid opno, Oid coll, bool isgt, bool iseq, Datum c,
                            bool cnull, Oid ctype)
{
    if (!cs->valid)
        return DEFAULT_INEQ_SEL;
    if (cnull)
        return 0.0;
    double mcv_selec = 0, sumcommon = 0;
    for (int i = 0; i < cs->nmcv; i++) {
        if (call_op(opno, coll, cs->mcv[i], c))
            mcv_selec += cs->mcvfreq[i];
        sumcommon += cs->mcvfreq[i];
    }
    double hist_selec = histogram_selectivity(cs, opno, coll, isgt, iseq, c, ctype);
    double selec = 1.0 - cs->nullfrac - sumcommon;
    selec *= hist_selec >= 0.0 ? hist_selec : 0.5;
    selec += mcv_selec;
    return CLAMP_PROBABILITY(selec);
}

/* ---------------------------------------------------------------- clauses */

typedef enum OpKind { OP_OTHER, OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE } OpKind;

static OpKind op_kind(Oid opno)
{
    const OperInfo *oi = oper_by_oid(opno);
    if (oi == NULL)
        return OP_OTHER;
    const char *n = oi->oprname;
    if (strcmp(n, "=") == 0)
        return OP_EQ;
    if (strcmp(n, "<>") == 0)
        return OP_NE;
    if (strcmp(n, "<") == 0)
        return OP_LT;
    if (strcmp(n, "<=") == 0)
        return OP_LE;
    if (strcmp(n, ">") == 0)
        return OP_GT;
    if (strcmp(n, ">=") == 0)
        return OP_GE;
    return OP_OTHER;
}

/* The value of a stable or immutable function or operator of constants (a cast such as
 * 2::float8, which the planner folds only after choosing paths; now() - interval '1 day'), as
 * PG's estimate_expression_value, errors included; else n. */
Node *selfuncs_estimate_value(Node *n)
{
    n = strip(n);
    if (n == NULL || !(IsA(n, FuncExpr) || IsA(n, OpExpr)))
        return n;
    List *args = IsA(n, FuncExpr) ? ((FuncExpr *)n)->args : ((OpExpr *)n)->args;
    Oid funcid = IsA(n, FuncExpr) ? ((FuncExpr *)n)->funcid : ((OpExpr *)n)->opfuncid;
    const ProcInfo *pi = proc_by_oid(funcid);
    if (pi == NULL || pi->fn == NULL || pi->proretset || pi->provolatile == PROVOLATILE_VOLATILE)
        return n;
    ListCell *lc;
    foreach (lc, args)
        if (!IsA(selfuncs_estimate_value(lfirst(lc)), Const))
            return n;
    const TypeInfo *ti = type_by_oid(exprType(n));
    if (ti == NULL)
        return n;
    ExprContext ec;
    memset(&ec, 0, sizeof(ec));
    ec.ecxt_per_tuple_memory = CurrentMemoryContext;
    ExprState *st = exec_init_expr((Expr *)n, NULL, NULL);
    bool isnull;
    Datum d = exec_eval_expr(st, &ec, &isnull);
    Const *c = makeNode(Const);
    c->consttype = ti->oid;
    c->consttypmod = -1;
    c->constlen = ti->typlen;
    c->constbyval = ti->typbyval;
    c->constisnull = isnull;
    c->constvalue = d;
    return (Node *)c;
}

/* A binary operator clause split into the column, the other side and which side the column is;
 * false if neither side is a column of the current table. */
static bool split_opclause(List *args, ColStats **cs, Node **other, bool *varonleft)
{
    if (list_length(args) != 2)
        return false;
    Node *l = linitial(args), *r = lsecond(args);
    ColStats *lc = var_column(l), *rc = var_column(r);
    if (lc && !mentions_current_rel_walker(r, NULL)) {
        *cs = lc;
        *other = selfuncs_estimate_value(r);
        *varonleft = true;
        return true;
    }
    if (rc && !mentions_current_rel_walker(l, NULL)) {
        *cs = rc;
        *other = selfuncs_estimate_value(l);
        *varonleft = false;
        return true;
    }
    return false;
}

/* Selectivity of "col op value" for one operator kind (the column on varonleft's side). */
static double clause_selectivity_boolvar(const ColStats *cs);

static double op_selectivity(ColStats *cs, Oid opno, OpKind kind, Oid coll, Node *other,
                             bool varonleft)
{
    bool is_const = other && IsA(other, Const);
    Const *k = is_const ? (Const *)other : NULL;
    switch (kind) {
    case OP_EQ:
    case OP_NE: {
        if (cs->type == BOOLOID && is_const && !k->constisnull) {
            /* PG simplifies bool = true to bool and bool = false to NOT bool */
            double s = clause_selectivity_boolvar(cs);
            return DatumGetBool(k->constvalue) == (kind == OP_EQ) ? s : 1.0 - s;
        }
        Oid eqop = opno;
        if (kind == OP_NE) { /* <> is estimated as NOT = (PG's neqsel) */
            const OperInfo *oi = oper_by_oid(opno);
            eqop = oi ? oi->oprnegate : InvalidOid;
        }
        if (is_const && eqop != InvalidOid)
            return var_eq_const(cs, eqop, coll, k->constvalue, k->constisnull, varonleft,
                                kind == OP_NE);
        return var_eq_non_const(cs, kind == OP_NE);
    }
    case OP_LT:
    case OP_LE:
    case OP_GT:
    case OP_GE: {
        if (!is_const)
            return DEFAULT_INEQ_SEL;
        bool isgt = kind == OP_GT || kind == OP_GE, iseq = kind == OP_LE || kind == OP_GE;
        Oid op = opno;
        if (!varonleft) { /* const op var is var commutator const */
            const OperInfo *oi = oper_by_oid(opno);
            if (oi == NULL || oi->oprcom == 0)
                return DEFAULT_INEQ_SEL;
            op = oi->oprcom;
            isgt = !isgt;
        }
        return scalarineqsel(cs, op, coll, isgt, iseq, k->constvalue, k->constisnull, k->consttype);
    }
    default:
        return DEFAULT_EQ_SEL;
    }
}

static double clause_selectivity(Node *clause);

/* PG's boolvarsel: a boolean column as a condition is "column = true". */
static double clause_selectivity_boolvar(const ColStats *cs)
{
    if (!cs->valid)
        return DEFAULT_BOOL_SEL;
    return var_eq_const(cs, type_eq_oper(BOOLOID), InvalidOid, BoolGetDatum(true), false, true,
                        false);
}

/* PG's scalararraysel for col op ANY/ALL (array). */
static double array_selectivity(ScalarArrayOpExpr *sa)
{
    ColStats *cs;
    Node *other;
    bool varonleft;
    OpKind kind = op_kind(sa->opno);
    if (!split_opclause(sa->args, &cs, &other, &varonleft) || !varonleft)
        return sa->useOr ? DEFAULT_INEQ_SEL : DEFAULT_INEQ_SEL;
    List *elems = NIL;
    if (IsA(other, Const) && !((Const *)other)->constisnull) {
        if (!const_array_elements((Const *)other, -1, &elems))
            return DEFAULT_INEQ_SEL;
    } else if (IsA(other, ArrayExpr))
        elems = ((ArrayExpr *)other)->elements;
    else {
        /* unknown array: PG assumes 10 elements */
        double s1 = op_selectivity(cs, sa->opno, kind, sa->inputcollid, NULL, true);
        return sa->useOr ? 1.0 - pow(1.0 - s1, 10) : pow(s1, 10);
    }
    double s1 = sa->useOr ? 0.0 : 1.0, s1disjoint = s1;
    ListCell *lc;
    foreach (lc, elems) {
        Node *elem = selfuncs_estimate_value(lfirst(lc));
        double s2 = op_selectivity(cs, sa->opno, kind, sa->inputcollid, elem, true);
        if (sa->useOr) {
            s1 = s1 + s2 - s1 * s2;
            if (kind == OP_EQ)
                s1disjoint += s2;
        } else {
            s1 = s1 * s2;
            if (kind == OP_NE)
                s1disjoint += s2 - 1.0;
        }
    }
    if ((sa->useOr ? kind == OP_EQ : kind == OP_NE) && s1disjoint >= 0.0 && s1disjoint <= 1.0)
        s1 = s1disjoint;
    return CLAMP_PROBABILITY(s1);
}

static double opclause_selectivity(OpExpr *op)
{
    OpKind kind = op_kind(op->opno);
    ColStats *cs;
    Node *other;
    bool varonleft;
    if (!split_opclause(op->args, &cs, &other, &varonleft)) {
        if (kind == OP_EQ)
            return DEFAULT_EQ_SEL;
        if (kind == OP_NE)
            return 1.0 - DEFAULT_EQ_SEL;
        return kind == OP_OTHER ? DEFAULT_EQ_SEL : DEFAULT_INEQ_SEL;
    }
    return op_selectivity(cs, op->opno, kind, op->inputcollid, other, varonleft);
}

static double clause_selectivity(Node *clause)
{
    if (clause == NULL)
        return 1.0;
    switch (nodeTag(clause)) {
    case T_Var: {
        ColStats *cs = var_column(clause);
        if (cs == NULL || cs->type != BOOLOID)
            return DEFAULT_BOOL_SEL;
        return clause_selectivity_boolvar(cs);
    }
    case T_RelabelType:
        return clause_selectivity((Node *)((RelabelType *)clause)->arg);
    case T_Const: {
        Const *c = (Const *)clause;
        return c->constisnull || !DatumGetBool(c->constvalue) ? 0.0 : 1.0;
    }
    case T_BoolExpr: {
        BoolExpr *b = (BoolExpr *)clause;
        if (b->boolop == AND_EXPR)
            return selfuncs_clauselist_selectivity(b->args);
        if (b->boolop == NOT_EXPR)
            return 1.0 - clause_selectivity(linitial(b->args));
        double s = 0;
        ListCell *lc;
        foreach (lc, b->args) {
            double t = clause_selectivity(lfirst(lc));
            s = s + t - s * t;
        }
        return s;
    }
    case T_NullTest: {
        NullTest *nt = (NullTest *)clause;
        ColStats *cs = var_column((Node *)nt->arg);
        if (cs == NULL || !cs->valid)
            return nt->nulltesttype == IS_NULL ? DEFAULT_UNK_SEL : DEFAULT_NOT_UNK_SEL;
        return nt->nulltesttype == IS_NULL ? cs->nullfrac : 1.0 - cs->nullfrac;
    }
    case T_ScalarArrayOpExpr:
        return array_selectivity((ScalarArrayOpExpr *)clause);
    case T_OpExpr:
        return opclause_selectivity((OpExpr *)clause);
    case T_DistinctExpr:
        /* its operator is "=": PG negates that selectivity (NULLs aside) */
        return CLAMP_PROBABILITY(1.0 - opclause_selectivity((OpExpr *)clause));
    default:
        return DEFAULT_FUNC_SEL;
    }
}

/* ---------------------------------------------------------------- lists: range pairs */

typedef struct RangeQual {
    Node *var;
    bool have_lo, have_hi;
    double lo, hi;
    ColStats *cs;
} RangeQual;

double selfuncs_clauselist_selectivity(List *quals)
{
    if (list_length(quals) == 1)
        return clause_selectivity(linitial(quals));
    double s1 = 1.0;
    RangeQual ranges[16];
    int nranges = 0;
    ListCell *lc;
    foreach (lc, quals) {
        Node *c = lfirst(lc);
        double s2 = clause_selectivity(c);
        ColStats *cs;
        Node *other;
        bool varonleft;
        OpKind kind = IsA(c, OpExpr) ? op_kind(((OpExpr *)c)->opno) : OP_OTHER;
        if (kind >= OP_LT && split_opclause(((OpExpr *)c)->args, &cs, &other, &varonleft) &&
            IsA(other, Const) && nranges < 16) {
            bool is_lo = (kind == OP_GT || kind == OP_GE) == varonleft;
            Node *var =
                strip(varonleft ? linitial(((OpExpr *)c)->args) : lsecond(((OpExpr *)c)->args));
            RangeQual *rq = NULL;
            for (int i = 0; i < nranges; i++)
                if (exprEqual(ranges[i].var, var))
                    rq = &ranges[i];
            if (rq == NULL) {
                rq = &ranges[nranges++];
                memset(rq, 0, sizeof(*rq));
                rq->var = var;
                rq->cs = cs;
            }
            if (is_lo) {
                if (!rq->have_lo || s2 < rq->lo)
                    rq->lo = s2;
                rq->have_lo = true;
            } else {
                if (!rq->have_hi || s2 < rq->hi)
                    rq->hi = s2;
                rq->have_hi = true;
            }
            continue;
        }
        s1 *= s2;
    }
    for (int i = 0; i < nranges; i++) {
        RangeQual *rq = &ranges[i];
        if (rq->have_lo && rq->have_hi) {
            double s2;
            if (rq->hi == DEFAULT_INEQ_SEL || rq->lo == DEFAULT_INEQ_SEL)
                s2 = DEFAULT_RANGE_INEQ_SEL;
            else {
                s2 = rq->hi + rq->lo - 1.0;
                s2 += rq->cs->valid ? rq->cs->nullfrac : DEFAULT_UNK_SEL;
                if (s2 <= 0.0)
                    s2 = s2 < -0.01 ? DEFAULT_RANGE_INEQ_SEL : 1.0e-10;
            }
            s1 *= s2;
        } else
            s1 *= rq->have_lo ? rq->lo : rq->hi;
    }
    return s1;
}

/* ---------------------------------------------------------------- joins and groups */

static void load_by_relid(Oid relid, int attno, ColStats *cs)
{
    Relation rel = relation_open(relid, AccessShareLock);
    Oid type = attno >= 1 && attno <= rel->rd_att->natts
                   ? TupleDescAttr(rel->rd_att, attno - 1)->atttypid
                   : InvalidOid;
    relation_close(rel);
    load_column(relid, attno, type, cs);
}

bool selfuncs_column_ndistinct(Oid relid, int attno, double ntuples, double *nd)
{
    ColStats cs;
    load_by_relid(relid, attno, &cs);
    bool isdefault;
    *nd = numdistinct(&cs, ntuples, &isdefault);
    return !isdefault;
}

double selfuncs_column_correlation(Oid relid, int attno)
{
    ColStats cs;
    load_by_relid(relid, attno, &cs);
    return cs.corr;
}

double selfuncs_hash_bucket_fraction(Oid relid, int attno, double ntuples, double rows,
                                     double nbuckets, double *mcv_freq_out)
{
    ColStats cs;
    load_by_relid(relid, attno, &cs);
    double mcv_freq = 0;
    for (int i = 0; i < cs.nmcv; i++)
        mcv_freq = Max(mcv_freq, cs.mcvfreq[i]);
    *mcv_freq_out = mcv_freq;
    bool isdefault;
    double nd = numdistinct(&cs, ntuples, &isdefault);
    if (isdefault)
        return Max(0.1, mcv_freq); /* PG punts */
    double avgfreq = (1.0 - (cs.valid ? cs.nullfrac : 0)) / nd;
    /* the table's filters leave fewer distinct values in the hash table */
    if (ntuples > 0)
        nd = clamp_row_est(nd * rows / ntuples);
    double frac = nd > nbuckets ? 1.0 / nbuckets : 1.0 / nd;
    /* a common value makes its bucket longer than the average */
    if (avgfreq > 0 && mcv_freq > avgfreq)
        frac *= mcv_freq / avgfreq;
    return frac < 1.0e-6 ? 1.0e-6 : frac > 1.0 ? 1.0 : frac;
}

double selfuncs_eqjoinsel(Oid relid1, int attno1, double ntuples1, double rows1, Oid relid2,
                          int attno2, double ntuples2, double rows2, Oid opno, Oid coll)
{
    ColStats a, b;
    load_by_relid(relid1, attno1, &a);
    load_by_relid(relid2, attno2, &b);
    bool d1, d2;
    double nd1 = numdistinct(&a, ntuples1, &d1), nd2 = numdistinct(&b, ntuples2, &d2);
    /* a filtered input has at most as many distinct values as rows */
    if (rows1 > 0 && nd1 > rows1)
        nd1 = rows1;
    if (rows2 > 0 && nd2 > rows2)
        nd2 = rows2;
    double nullfrac1 = a.valid ? a.nullfrac : 0, nullfrac2 = b.valid ? b.nullfrac : 0;
    double selec;
    if (a.nmcv > 0 && b.nmcv > 0) {
        /* PG's eqjoinsel_inner with both MCV lists: matched pairs exactly, the rest spread */
        bool *hasmatch1 = palloc0(sizeof(bool) * (size_t)a.nmcv);
        bool *hasmatch2 = palloc0(sizeof(bool) * (size_t)b.nmcv);
        double matchprodfreq = 0, matchfreq1 = 0, matchfreq2 = 0, unmatchfreq1 = 0,
               unmatchfreq2 = 0, otherfreq1, otherfreq2, totalsel1, totalsel2;
        int nmatches = 0;
        for (int i = 0; i < a.nmcv; i++)
            for (int j = 0; j < b.nmcv; j++) {
                if (hasmatch2[j])
                    continue;
                if (call_op(opno, coll, a.mcv[i], b.mcv[j])) {
                    hasmatch1[i] = hasmatch2[j] = true;
                    matchprodfreq += a.mcvfreq[i] * b.mcvfreq[j];
                    nmatches++;
                    break;
                }
            }
        matchprodfreq = CLAMP_PROBABILITY(matchprodfreq);
        for (int i = 0; i < a.nmcv; i++)
            *(hasmatch1[i] ? &matchfreq1 : &unmatchfreq1) += a.mcvfreq[i];
        for (int j = 0; j < b.nmcv; j++)
            *(hasmatch2[j] ? &matchfreq2 : &unmatchfreq2) += b.mcvfreq[j];
        matchfreq1 = CLAMP_PROBABILITY(matchfreq1);
        matchfreq2 = CLAMP_PROBABILITY(matchfreq2);
        unmatchfreq1 = CLAMP_PROBABILITY(unmatchfreq1);
        unmatchfreq2 = CLAMP_PROBABILITY(unmatchfreq2);
        otherfreq1 = CLAMP_PROBABILITY(1.0 - nullfrac1 - matchfreq1 - unmatchfreq1);
        otherfreq2 = CLAMP_PROBABILITY(1.0 - nullfrac2 - matchfreq2 - unmatchfreq2);
        totalsel1 = matchprodfreq;
        if (nd2 > b.nmcv)
            totalsel1 += unmatchfreq1 * otherfreq2 / (nd2 - b.nmcv);
        if (nd2 > nmatches)
            totalsel1 += otherfreq1 * (otherfreq2 + unmatchfreq2) / (nd2 - nmatches);
        totalsel2 = matchprodfreq;
        if (nd1 > a.nmcv)
            totalsel2 += unmatchfreq2 * otherfreq1 / (nd1 - a.nmcv);
        if (nd1 > nmatches)
            totalsel2 += otherfreq2 * (otherfreq1 + unmatchfreq1) / (nd1 - nmatches);
        selec = totalsel1 < totalsel2 ? totalsel1 : totalsel2;
    } else {
        selec = (1.0 - nullfrac1) * (1.0 - nullfrac2);
        selec /= nd1 > nd2 ? nd1 : nd2;
    }
    return CLAMP_PROBABILITY(selec);
}

double selfuncs_eqjoinsel_semi(Oid relid1, int attno1, double ntuples1, Oid relid2, int attno2,
                               double ntuples2, double rows2, Oid opno, Oid coll)
{
    ColStats a, b;
    load_by_relid(relid1, attno1, &a);
    load_by_relid(relid2, attno2, &b);
    bool d1, d2;
    double nd1 = numdistinct(&a, ntuples1, &d1), nd2 = numdistinct(&b, ntuples2, &d2);
    /* the inner side has at most as many distinct values as non-NULL rows (PG 15's estimates
     * bear this bound out) */
    double nonnull2 = rows2 * (1.0 - (b.valid ? b.nullfrac : 0));
    if (rows2 > 0 && nd2 >= nonnull2) {
        nd2 = nonnull2;
        d2 = false;
    }
    double nullfrac1 = a.valid ? a.nullfrac : 0, selec;
    if (a.nmcv > 0 && b.nmcv > 0) {
        /* the outer MCVs that have a partner among the inner ones surely match */
        int clamped2 = (double)b.nmcv < nd2 ? b.nmcv : (int)nd2, nmatches = 0;
        bool *hasmatch2 = palloc0(sizeof(bool) * (size_t)(b.nmcv + 1));
        double matchfreq1 = 0, uncertainfrac;
        for (int i = 0; i < a.nmcv; i++)
            for (int j = 0; j < clamped2; j++) {
                if (hasmatch2[j] || !call_op(opno, coll, a.mcv[i], b.mcv[j]))
                    continue;
                hasmatch2[j] = true;
                matchfreq1 += a.mcvfreq[i];
                nmatches++;
                break;
            }
        matchfreq1 = CLAMP_PROBABILITY(matchfreq1);
        if (!d1 && !d2) {
            nd1 -= nmatches;
            nd2 -= nmatches;
            uncertainfrac = nd1 <= nd2 || nd2 < 0 ? 1.0 : nd2 / nd1;
        } else
            uncertainfrac = 0.5;
        double uncertain = CLAMP_PROBABILITY(1.0 - matchfreq1 - nullfrac1);
        selec = matchfreq1 + uncertainfrac * uncertain;
    } else if (!d1 && !d2)
        selec = nd1 <= nd2 || nd2 < 0 ? 1.0 - nullfrac1 : nd2 / nd1 * (1.0 - nullfrac1);
    else
        selec = 0.5 * (1.0 - nullfrac1);
    return CLAMP_PROBABILITY(selec);
}

double selfuncs_num_groups(const SelGroupVar *vars, int n, double mult, double input_rows)
{
    double numdistinct = mult;
    bool *done = palloc0(sizeof(bool) * (size_t)(n + 1));
    for (int i = 0; i < n; i++) {
        if (done[i])
            continue;
        /* the columns of one table together */
        double reldistinct = 1, relmax = 1;
        int count = 0;
        for (int j = i; j < n; j++) {
            if (done[j] || vars[j].varno != vars[i].varno)
                continue;
            done[j] = true;
            double nd = DEFAULT_NUM_DISTINCT;
            if (vars[j].relid != InvalidOid)
                (void)selfuncs_column_ndistinct(vars[j].relid, vars[j].attno, vars[j].tuples, &nd);
            reldistinct *= nd;
            relmax = Max(relmax, nd);
            count++;
        }
        double tuples = vars[i].tuples, rows = vars[i].rows;
        if (vars[i].relid == InvalidOid) {
            numdistinct *= reldistinct;
            continue;
        }
        if (tuples > 0) {
            double clamp = tuples;
            if (count > 1) {
                clamp *= 0.1;
                if (clamp < relmax)
                    clamp = Min(relmax, tuples);
            }
            if (reldistinct > clamp)
                reldistinct = clamp;
            if (reldistinct > 0 && rows < tuples)
                reldistinct *= 1 - pow((tuples - rows) / tuples, tuples / reldistinct);
            numdistinct *= clamp_row_est(reldistinct);
        }
    }
    numdistinct = ceil(numdistinct);
    if (numdistinct > input_rows)
        numdistinct = input_rows;
    return numdistinct < 1.0 ? 1.0 : numdistinct;
}
