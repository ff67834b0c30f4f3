/*
 * path_index.c: index scan paths for one table, and the cost model they are judged by.
 *
 * The one idea: a condition "column op value" (op one of < <= = >= > of the column's type, or
 * "column = ANY (array)"), where the value does not read the table's own columns, becomes a
 * scan key of an index whose column that is. Keys are taken column by column from the first
 * index column while each column has one (so an equality prefix, then ranges: the B-tree stops
 * early on required keys). The path's cost is the access method's estimate for the index part
 * (amcostestimate) plus PG's cost of fetching the heap pages (Mackert-Lohman, towards one
 * sequential read by ANALYZE's correlation) and processing the rows; the sequential scan's
 * cost and the table's size estimate are PG's too.
 * Without statistics, selectivities are PG's defaults: 0.005 for =, 1/3 for a range, 0.005 for
 * a pair of ranges on one column.
 */
#include "planner/path_index.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/guc.h"
#include "executor/builtins.h"
#include "index/indexam.h"
#include "planner/nodefuncs.h"
#include "planner/binder.h"
#include "planner/path_columns.h"
#include "planner/plannodes.h"
#include "planner/predtest.h"
#include "planner/selfuncs.h"
#include "storage/page.h"
#include "storage/catalog.h"
#include "storage/sysattr.h"

#define DEFAULT_EQ_SEL 0.005
#define DEFAULT_INEQ_SEL (1.0 / 3.0)
#define DEFAULT_RANGE_INEQ_SEL 0.005
#define DEFAULT_NE_SEL 0.995

static double guc_real(const char *name)
{
    char *s = guc_show(name);
    return strtod(s, NULL);
}

static bool guc_bool(const char *name)
{
    char *s = guc_show(name);
    return strcmp(s, "on") == 0;
}

void path_cost_params(CostParams *cp)
{
    cp->seq_page_cost = guc_real("seq_page_cost");
    cp->random_page_cost = guc_real("random_page_cost");
    cp->cpu_tuple_cost = guc_real("cpu_tuple_cost");
    cp->cpu_index_tuple_cost = guc_real("cpu_index_tuple_cost");
    cp->cpu_operator_cost = guc_real("cpu_operator_cost");
    cp->enable_seqscan = guc_bool("enable_seqscan");
    cp->enable_indexscan = guc_bool("enable_indexscan");
    cp->enable_sort = guc_bool("enable_sort");
    cp->enable_incremental_sort = guc_bool("enable_incremental_sort");
    cp->enable_mergejoin = guc_bool("enable_mergejoin");
    cp->enable_hashjoin = guc_bool("enable_hashjoin");
    cp->enable_nestloop = guc_bool("enable_nestloop");
    cp->enable_material = guc_bool("enable_material");
    cp->enable_bitmapscan = guc_bool("enable_bitmapscan");
    cp->enable_indexonlyscan = guc_bool("enable_indexonlyscan");
}

/* ---------------------------------------------------------------- sizes and selectivity */

/*
 * PG's estimate_rel_size for a heap: the pages the table has now, and its rows at the density
 * of the last VACUUM or ANALYZE (pg_class.reltuples / relpages), or without one at the density
 * the column types' widths allow. A table never vacuumed or analyzed counts as at least 10
 * pages, so that a table created empty and loaded later is not planned as a tiny one.
 */
void path_rel_size(Relation rel, double *pages, double *tuples)
{
    BlockNumber relpages = 0, allvisible;
    double reltuples = -1;
    double curpages = (double)heap_relation_nblocks(rel);
    if (!catalog_relstats(rel->rd_id, &relpages, &reltuples, &allvisible))
        reltuples = -1;
    if (curpages < 10 && reltuples < 0)
        curpages = 10;
    *pages = curpages;
    if (curpages == 0) {
        *tuples = 0;
        return;
    }
    double density;
    if (reltuples >= 0 && relpages > 0)
        density = reltuples / (double)relpages;
    else {
        TupleDesc desc = rel->rd_att;
        int32 width = 0;
        for (int i = 0; i < desc->natts; i++)
            if (!TupleDescAttr(desc, i)->attisdropped)
                width += type_avg_width(TupleDescAttr(desc, i)->atttypid,
                                        TupleDescAttr(desc, i)->atttypmod);
        /* a tuple header (24) and its line pointer (4); PG divides in integers */
        density = (double)((BLCKSZ - 24) / (width + 28));
    }
    *tuples = rint(density * curpages);
}

static bool is_plain_var(Node *n) { return n && IsA(strip_relabel(n), Var); }

static const char *op_name(Oid opno)
{
    const OperInfo *oi = oper_by_oid(opno);
    return oi ? oi->oprname : "";
}

static bool is_range_op(const char *name)
{
    return strcmp(name, "<") == 0 || strcmp(name, "<=") == 0 || strcmp(name, ">") == 0 ||
           strcmp(name, ">=") == 0;
}

static double clause_selectivity(Node *clause);

/* ---------------------------------------------------------------- column value ranges */

/*
 * Without a histogram, a range condition on a column that leads an index is estimated as PG
 * would with a uniform histogram: by linear interpolation between the column's smallest and
 * largest values, which the index finds at its two ends (as PG's get_actual_variable_range
 * does). Only for types with a numeric reading (integers, floats, dates, timestamps).
 */
typedef struct ColRange {
    int attno;
    bool known, ok;
    double lo, hi;
    double nullfrac; /* share of NULLs, < 0 if unknown */
} ColRange;

#define MAX_COLRANGES 16
static _Thread_local Relation sel_rel;   /* the table whose conditions are being estimated */
static _Thread_local int sel_rtindex;
static _Thread_local ColRange sel_ranges[MAX_COLRANGES];
static _Thread_local int sel_nranges;
static _Thread_local double sel_tuples; /* the table's rows, for null fractions */
static double column_null_fraction(int attno, double tuples);

static bool datum_as_double(Oid type, Datum d, double *out)
{
    switch (type) {
    case INT2OID: *out = DatumGetInt16(d); return true;
    case INT4OID: *out = DatumGetInt32(d); return true;
    case INT8OID: *out = (double)DatumGetInt64(d); return true;
    case FLOAT4OID: *out = DatumGetFloat4(d); return isfinite(*out);
    case FLOAT8OID: *out = DatumGetFloat8(d); return isfinite(*out);
    case DATEOID: *out = DatumGetInt32(d); return true;
    case TIMESTAMPOID:
    case TIMESTAMPTZOID: *out = (double)DatumGetInt64(d); return true;
    default: return false;
    }
}

/* The first visible non-NULL value of heap column attno in index order dir (a few tries). */
static bool index_end_value(IndexRelation ir, int attno, ScanDirection dir, double *out)
{
    IndexScanDesc scan = ir->am->ambeginscan(ir);
    TupleDesc desc = sel_rel->rd_att;
    Oid type = TupleDescAttr(desc, attno - 1)->atttypid;
    Datum *values = palloc(sizeof(Datum) * (size_t)desc->natts);
    bool *nulls = palloc(sizeof(bool) * (size_t)desc->natts);
    int buf = 0; /* InvalidBuffer */
    bool found = false;
    ir->am->amrescan(scan, NULL, 0);
    for (int n = 0; n < 100 && !found && ir->am->amgettuple(scan, dir); n++) {
        HeapTupleData tup;
        if (!heap_fetch(sel_rel, &scan->xs_heaptid, &tup, &buf))
            continue;
        heap_deform_tuple(&tup, desc, values, nulls);
        if (!nulls[attno - 1])
            found = datum_as_double(type, values[attno - 1], out);
    }
    heap_fetch_release(&buf);
    ir->am->amendscan(scan);
    return found;
}

static ColRange *column_range(int attno)
{
    for (int i = 0; i < sel_nranges; i++)
        if (sel_ranges[i].attno == attno)
            return &sel_ranges[i];
    if (sel_nranges >= MAX_COLRANGES || sel_rel == NULL)
        return NULL;
    ColRange *cr = &sel_ranges[sel_nranges++];
    memset(cr, 0, sizeof(*cr));
    cr->attno = attno;
    cr->nullfrac = -1;
    double dummy;
    if (!datum_as_double(TupleDescAttr(sel_rel->rd_att, attno - 1)->atttypid, (Datum)0, &dummy))
        return cr;
    List *indexes = catalog_relation_indexes(sel_rel->rd_id);
    ListCell *lc;
    foreach (lc, indexes) {
        IndexRelation ir = index_open(lfirst_oid(lc), AccessShareLock);
        double a, b;
        if (!cr->ok && ir->form.indkey[0] == attno && ir->am->amcanorder &&
            ir->am->amcanbackward && ir->am->amgettuple &&
            index_end_value(ir, attno, ForwardScanDirection, &a) &&
            index_end_value(ir, attno, BackwardScanDirection, &b)) {
            cr->lo = Min(a, b);
            cr->hi = Max(a, b);
            cr->ok = cr->hi > cr->lo;
        }
        index_close(ir);
    }
    return cr;
}

/*
 * Fraction of rows with column < value (or > value when greater): by interpolation, if the
 * clause is "column op constant" on an indexed column with a numeric reading. -1 if not.
 */
static double range_fraction(OpExpr *op)
{
    const OperInfo *oi = oper_by_oid(op->opno);
    if (oi == NULL || list_length(op->args) != 2)
        return -1;
    Node *a = strip_relabel(linitial(op->args)), *b = strip_relabel(lsecond(op->args));
    bool var_left = IsA(a, Var);
    Node *v = var_left ? a : b, *c = var_left ? b : a;
    if (!IsA(v, Var) || !IsA(c, Const) || ((Const *)c)->constisnull ||
        ((Var *)v)->varno != sel_rtindex || ((Var *)v)->varlevelsup != 0 ||
        ((Var *)v)->varattno <= 0 || oi->oprleft != oi->oprright)
        return -1;
    double x;
    if (!datum_as_double(((Const *)c)->consttype, ((Const *)c)->constvalue, &x))
        return -1;
    ColRange *cr = column_range(((Var *)v)->varattno);
    if (cr == NULL || !cr->ok)
        return -1;
    bool less = oi->oprname[0] == '<'; /* column < x when the Var is on the left */
    if (!var_left)
        less = !less;
    double f = (x - cr->lo) / (cr->hi - cr->lo);
    f = Max(0.0, Min(1.0, f));
    return less ? f : 1.0 - f;
}

static double and_selectivity(List *quals)
{
    /* A lower and an upper bound on the same Var together select a range: PG's 0.005. */
    double s = 1.0;
    int nrange = 0;
    Node *first_range_var = NULL;
    OpExpr *first_range_op = NULL;
    bool paired = false;
    ListCell *lc;
    foreach (lc, quals) {
        Node *c = lfirst(lc);
        if (IsA(c, OpExpr) && list_length(((OpExpr *)c)->args) == 2 &&
            is_range_op(op_name(((OpExpr *)c)->opno))) {
            OpExpr *op = (OpExpr *)c;
            Node *v = is_plain_var(linitial(op->args)) ? strip_relabel(linitial(op->args))
                                                        : strip_relabel(lsecond(op->args));
            if (nrange == 1 && first_range_var && exprEqual(first_range_var, v) && !paired) {
                double f1 = range_fraction(first_range_op), f2 = range_fraction(op);
                s = s / clause_selectivity((Node *)first_range_op);
                s *= f1 >= 0 && f2 >= 0 ? Max(f1 + f2 - 1.0, 1.0e-4) : DEFAULT_RANGE_INEQ_SEL;
                paired = true;
                nrange++;
                continue;
            }
            if (nrange == 0)
                first_range_op = op;
            if (nrange == 0)
                first_range_var = v;
            nrange++;
        }
        s *= clause_selectivity(c);
    }
    return s;
}

static double opclause_selectivity(OpExpr *op)
{
    const char *name = op_name(op->opno);
    if (strcmp(name, "=") == 0)
        return DEFAULT_EQ_SEL;
    if (strcmp(name, "<>") == 0)
        return DEFAULT_NE_SEL;
    if (is_range_op(name)) {
        double f = range_fraction(op);
        return f >= 0 ? Max(f, 1.0e-4) : DEFAULT_INEQ_SEL;
    }
    return DEFAULT_EQ_SEL; /* LIKE and the like: PG's pattern default is near this */
}

static double clause_selectivity(Node *clause)
{
    if (clause == NULL)
        return 1.0;
    switch (nodeTag(clause)) {
    case T_OpExpr:
        return opclause_selectivity((OpExpr *)clause);
    case T_DistinctExpr:
        /* its operator is "=": PG negates that selectivity (NULLs aside) */
        return 1.0 - opclause_selectivity((OpExpr *)clause);
    case T_ScalarArrayOpExpr: {
        ScalarArrayOpExpr *sa = (ScalarArrayOpExpr *)clause;
        Node *arr = lsecond(sa->args);
        int n = IsA(arr, ArrayExpr) ? list_length(((ArrayExpr *)arr)->elements) : 10;
        double s1 = strcmp(op_name(sa->opno), "=") == 0 ? DEFAULT_EQ_SEL : DEFAULT_INEQ_SEL;
        return sa->useOr ? 1.0 - pow(1.0 - s1, n) : pow(s1, n);
    }
    case T_NullTest: {
        NullTest *nt = (NullTest *)clause;
        Node *arg = strip_relabel(nt->arg);
        double nf = -1;
        if (sel_rel && arg && IsA(arg, Var) && ((Var *)arg)->varno == sel_rtindex &&
            ((Var *)arg)->varlevelsup == 0 && ((Var *)arg)->varattno > 0)
            nf = column_null_fraction(((Var *)arg)->varattno, sel_tuples);
        if (nf >= 0)
            return nt->nulltesttype == IS_NULL ? Max(nf, 1.0e-4) : Max(1.0 - nf, 1.0e-4);
        return nt->nulltesttype == IS_NULL ? DEFAULT_EQ_SEL : DEFAULT_NE_SEL;
    }
    case T_BoolExpr: {
        BoolExpr *b = (BoolExpr *)clause;
        if (b->boolop == AND_EXPR)
            return and_selectivity(b->args);
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
    case T_Const: {
        Const *c = (Const *)clause;
        return c->constisnull || !DatumGetBool(c->constvalue) ? 0.0 : 1.0;
    }
    case T_Var:
        return 0.5;
    default:
        return DEFAULT_INEQ_SEL;
    }
}

/*
 * The share of NULLs in an indexed column (PG's null_frac): the index's NULL entries are
 * counted with an IS NULL scan (entries only, no heap fetches), up to a tenth of the table;
 * -1 without such an index.
 */
static double column_null_fraction(int attno, double tuples)
{
    ColRange *cr = column_range(attno);
    if (cr == NULL)
        return -1;
    if (cr->nullfrac >= 0)
        return cr->nullfrac;
    List *indexes = catalog_relation_indexes(sel_rel->rd_id);
    ListCell *lc;
    foreach (lc, indexes) {
        IndexRelation ir = index_open(lfirst_oid(lc), AccessShareLock);
        if (cr->nullfrac < 0 && ir->form.indkey[0] == attno && ir->am->amsearchnulls &&
            ir->am->amgettuple) {
            IndexScanDesc scan = ir->am->ambeginscan(ir);
            ScanKeyData key = {1, BTIsNullStrategyNumber, (Datum)0, false};
            double cap = Max(100.0, tuples / 10), n = 0;
            ir->am->amrescan(scan, &key, 1);
            while (n < cap && ir->am->amgettuple(scan, ForwardScanDirection))
                n++;
            ir->am->amendscan(scan);
            cr->nullfrac = Min(1.0, n / Max(tuples, 1.0));
        }
        index_close(ir);
    }
    return cr->nullfrac;
}

double path_clauselist_selectivity(List *quals)
{
    /* with ANALYZE's statistics, PG's estimates from them (selfuncs.c) */
    if (sel_rel && selfuncs_begin(sel_rel, sel_rtindex, sel_tuples)) {
        double s = selfuncs_clauselist_selectivity(quals);
        selfuncs_end();
        return s;
    }
    return and_selectivity(quals);
}

void path_selectivity_begin(Relation rel, int rtindex)
{
    sel_rel = rel;
    sel_rtindex = rtindex;
    sel_nranges = 0;
}

/* PG's cost_tuplesort in memory: the comparisons before the first row, one operator per row
 * after it. */
static void tuplesort_cost(const CostParams *cp, double rows, double limit_rows, double *startup,
                           double *run)
{
    double cmp = 2.0 * cp->cpu_operator_cost;
    double n = Max(rows, 2.0);
    if (limit_rows >= 0 && limit_rows * 2 < n)
        *startup = cmp * n * log2(Max(2.0 * limit_rows, 2.0)); /* bounded heap sort */
    else
        *startup = cmp * n * log2(n);
    *run = cp->cpu_operator_cost * n;
}

double path_sort_cost(const CostParams *cp, double rows, double limit_rows)
{
    double startup, run;
    tuplesort_cost(cp, rows, limit_rows, &startup, &run);
    return startup + run + (cp->enable_sort ? 0 : PATH_DISABLE_COST);
}

void path_incsort_cost(const CostParams *cp, double in_startup, double in_total, double rows,
                       double groups, double limit_rows, double *startup, double *total)
{
    double tuples = Max(rows, 2.0);
    groups = Min(Max(groups, 1.0), tuples);
    double group_tuples = tuples / groups;
    double group_input_run = (in_total - in_startup) / groups;
    double gstartup, grun;
    /* PG sorts 1.5 times the average group: the groups' sizes are uncertain */
    tuplesort_cost(cp, 1.5 * group_tuples, limit_rows, &gstartup, &grun);
    *startup = gstartup + in_startup + group_input_run;
    double run = grun + (grun + gstartup) * (groups - 1) + group_input_run * (groups - 1);
    /* finding the groups' ends: about a copy and a comparison per row; a reset per group */
    run += cp->cpu_tuple_cost * tuples + 2.0 * cp->cpu_tuple_cost * groups;
    *total = *startup + run;
}

/* ---------------------------------------------------------------- matching conditions */

typedef struct ValueCheck {
    int rtindex;
    List *param_relids;
    bool bad;
    bool uses_param;
} ValueCheck;

/* May this expression be an index key's value: no Vars of the table itself (nor of other
 * tables, unless they are the NestLoop's outer side), nothing volatile, no sub-selects? */
static bool value_walker(Node *node, void *arg)
{
    ValueCheck *vc = arg;
    if (node == NULL)
        return false;
    switch (nodeTag(node)) {
    case T_Var: {
        Var *v = (Var *)node;
        if (v->varlevelsup == 0) {
            if (list_member_int(vc->param_relids, v->varno) && v->varno != vc->rtindex &&
                v->varattno > 0)
                vc->uses_param = true;
            else
                vc->bad = true;
        }
        return false;
    }
    case T_FuncExpr: {
        const ProcInfo *p = proc_by_oid(((FuncExpr *)node)->funcid);
        if (p == NULL || p->provolatile == PROVOLATILE_VOLATILE || p->proretset)
            vc->bad = true;
        break;
    }
    case T_OpExpr: {
        const ProcInfo *p = proc_by_oid(((OpExpr *)node)->opfuncid);
        if (p == NULL || p->provolatile == PROVOLATILE_VOLATILE)
            vc->bad = true;
        break;
    }
    case T_SubLink:
    case T_SubPlan:
    case T_Aggref:
    case T_WindowFunc:
        vc->bad = true;
        return false;
    default:
        break;
    }
    return expression_tree_walker(node, value_walker, arg);
}

static bool is_ctid_var(Node *n, int rtindex)
{
    return n && IsA(n, Var) && ((Var *)n)->varno == rtindex && ((Var *)n)->varlevelsup == 0 &&
           ((Var *)n)->varattno == SYSATTR_CTID;
}

bool path_tid_clause(Node *clause, int rtindex, Node **value, bool *isarray)
{
    List *args;
    Oid opno;
    if (IsA(clause, OpExpr)) {
        args = ((OpExpr *)clause)->args;
        opno = ((OpExpr *)clause)->opno;
        *isarray = false;
    } else if (IsA(clause, ScalarArrayOpExpr) && ((ScalarArrayOpExpr *)clause)->useOr) {
        args = ((ScalarArrayOpExpr *)clause)->args;
        opno = ((ScalarArrayOpExpr *)clause)->opno;
        *isarray = true;
    } else
        return false;
    if (opno != type_eq_oper(TIDOID) || list_length(args) != 2)
        return false;
    Node *l = linitial(args), *r = lsecond(args);
    Node *v = is_ctid_var(l, rtindex) ? r : !*isarray && is_ctid_var(r, rtindex) ? l : NULL;
    ValueCheck vc = {rtindex, NIL, false, false};
    if (v == NULL || (value_walker(v, &vc), vc.bad))
        return false;
    *value = v;
    return true;
}

double path_tid_cost(double ntids)
{
    if (!guc_bool("enable_tidscan"))
        return NAN;
    return ntids * (guc_real("random_page_cost") + guc_real("cpu_tuple_cost")) +
           guc_real("cpu_operator_cost");
}

static int commute_strategy(int s)
{
    switch (s) {
    case BTLessStrategyNumber: return BTGreaterStrategyNumber;
    case BTLessEqualStrategyNumber: return BTGreaterEqualStrategyNumber;
    case BTGreaterEqualStrategyNumber: return BTLessEqualStrategyNumber;
    case BTGreaterStrategyNumber: return BTLessStrategyNumber;
    default: return s;
    }
}

static int strategy_of(const char *name)
{
    if (strcmp(name, "<") == 0)
        return BTLessStrategyNumber;
    if (strcmp(name, "<=") == 0)
        return BTLessEqualStrategyNumber;
    if (strcmp(name, "=") == 0)
        return BTEqualStrategyNumber;
    if (strcmp(name, ">=") == 0)
        return BTGreaterEqualStrategyNumber;
    if (strcmp(name, ">") == 0)
        return BTGreaterStrategyNumber;
    return 0;
}

/* varchar columns are compared with text's operators: the same values and order. */
static bool same_key_type(Oid a, Oid b)
{
    if (a == b)
        return true;
    return (a == TEXTOID && b == VARCHAROID) || (a == VARCHAROID && b == TEXTOID);
}

/* A B-tree key is ordered by its column's collation: a comparison or an order under another
 * one cannot use it, except that "default" (the database's C.UTF-8) and C both order by bytes.
 * Keys of non-collatable types have collation C in the index and InvalidOid in expressions. */
static bool collation_matches_index(Oid coll, Oid keycoll)
{
    bool bytes = coll == InvalidOid || coll == DEFAULT_COLLATION_OID || coll == C_COLLATION_OID;
    bool keybytes = keycoll == InvalidOid || keycoll == DEFAULT_COLLATION_OID ||
                    keycoll == C_COLLATION_OID;
    return coll == keycoll || (bytes && keybytes);
}

/* Is n the index column: table column attno, or (attno 0) the index's expression expr? */
static bool is_column(Node *n, int rtindex, int attno, Node *expr)
{
    n = strip_relabel(n);
    if (attno == 0)
        return n && expr && exprEqual(n, strip_relabel(expr));
    return n && IsA(n, Var) && ((Var *)n)->varno == rtindex && ((Var *)n)->varlevelsup == 0 &&
           ((Var *)n)->varattno == attno;
}

typedef struct KeyMatch {
    int strategy;
    bool isarray;
    Node *value;
    bool uses_param;
} KeyMatch;

static bool value_ok(Node *value, int rtindex, List *param_relids, bool *uses_param)
{
    ValueCheck vc = {rtindex, param_relids, false, false};
    value_walker(value, &vc);
    *uses_param = vc.uses_param;
    return !vc.bad;
}

/* Can clause be a scan key on table column attno (0: the expression keyexpr) of key type
 * keytype? */
static bool match_clause(Node *clause, int rtindex, int attno, Node *keyexpr, Oid keytype,
                         Oid keycoll, List *param_relids, bool searchnulls, KeyMatch *m)
{
    if (IsA(clause, NullTest)) {
        NullTest *nt = (NullTest *)clause;
        if (!searchnulls || nt->nulltesttype != IS_NULL ||
            !is_column(nt->arg, rtindex, attno, keyexpr))
            return false;
        m->strategy = BTIsNullStrategyNumber;
        m->isarray = false;
        m->value = NULL;
        m->uses_param = false;
        return true;
    }
    if (IsA(clause, OpExpr)) {
        OpExpr *op = (OpExpr *)clause;
        const OperInfo *oi = oper_by_oid(op->opno);
        if (list_length(op->args) != 2 || oi == NULL || oi->oprleft != oi->oprright ||
            !same_key_type(oi->oprleft, keytype))
            return false;
        int s = strategy_of(oi->oprname);
        if (s == 0 || !collation_matches_index(op->inputcollid, keycoll))
            return false;
        Node *a = linitial(op->args), *b = lsecond(op->args);
        if (is_column(a, rtindex, attno, keyexpr))
            m->value = b;
        else if (is_column(b, rtindex, attno, keyexpr)) {
            m->value = a;
            s = commute_strategy(s);
        } else
            return false;
        m->strategy = s;
        m->isarray = false;
        return value_ok(m->value, rtindex, param_relids, &m->uses_param);
    }
    if (IsA(clause, ScalarArrayOpExpr)) {
        ScalarArrayOpExpr *sa = (ScalarArrayOpExpr *)clause;
        const OperInfo *oi = oper_by_oid(sa->opno);
        if (!sa->useOr || oi == NULL || strcmp(oi->oprname, "=") != 0 ||
            !collation_matches_index(sa->inputcollid, keycoll) ||
            oi->oprleft != oi->oprright || !same_key_type(oi->oprleft, keytype) ||
            !is_column(linitial(sa->args), rtindex, attno, keyexpr))
            return false;
        m->strategy = BTEqualStrategyNumber;
        m->isarray = true;
        m->value = lsecond(sa->args);
        return value_ok(m->value, rtindex, param_relids, &m->uses_param);
    }
    return false;
}

/* ---------------------------------------------------------------- one index */

/* Is index column col what the order key sorts on: the same table column, or an expression
 * column whose expression (keyexprs[col], bound at the scan's range-table index) equals the
 * key's, as PG matches an ORDER BY to an index expression's pathkey? */
static bool order_key_is_column(const PathOrderKey *ok, IndexRelation ir, int col,
                                Node *const *keyexprs)
{
    int attno = ir->form.indkey[col];
    if (ok->attno > 0)
        return attno == ok->attno;
    return attno == 0 && ok->expr && keyexprs[col] &&
           exprEqual(strip_relabel(ok->expr), strip_relabel(keyexprs[col]));
}

/* How many leading keys of the wanted order the index gives, scanned in direction *dir (all
 * of them: the order itself; fewer: an Incremental Sort's presorted keys)? Leading columns
 * with an equality key may be skipped (one value each: they do not change the order).
 * *all_const: every key given is such a column (PG drops those keys from the order, so they
 * presort nothing). */
static int index_order_prefix(IndexRelation ir, Node *const *keyexprs, const PathOrder *order,
                              const bool *col_has_eq, int *dir, bool *all_const)
{
    int col = 0, d = 0, k;
    *all_const = true;
    for (k = 0; k < order->nkeys; k++) {
        const PathOrderKey *ok = &order->keys[k];
        while (col < ir->nkeys && !order_key_is_column(ok, ir, col, keyexprs) && col_has_eq[col])
            col++;
        if (col >= ir->nkeys || !order_key_is_column(ok, ir, col, keyexprs) ||
            !same_key_type(ir->keys[col].typid, ok->type) ||
            !collation_matches_index(ok->collation, ir->keys[col].collation))
            break;
        const IndexKeyInfo *ki = &ir->keys[col];
        int this_dir;
        if (ki->desc == ok->desc && ki->nulls_first == ok->nulls_first)
            this_dir = 1;
        else if (ki->desc != ok->desc && ki->nulls_first != ok->nulls_first)
            this_dir = -1;
        else
            break;
        if (d != 0 && d != this_dir)
            break;
        d = this_dir;
        *all_const &= col_has_eq[col];
        col++;
    }
    *dir = d == 0 ? 1 : d;
    return k;
}

/* PG's index_pages_fetched (Mackert and Lohman) for a table of T pages, cache of b pages. */
static double pages_fetched(double tuples_fetched, double T)
{
    double b = 524288; /* effective_cache_size default */
    T = Max(T, 1.0);
    double N = tuples_fetched;
    if (T <= b) {
        double p = (2.0 * T * N) / (2.0 * T + N);
        return ceil(Min(p, T));
    }
    double lim = (2.0 * T * b) / (2.0 * T - b);
    if (N <= lim)
        return ceil((2.0 * T * N) / (2.0 * T + N));
    return ceil(b + (N - lim) * (T - b) / T);
}

typedef struct RelInfo {
    Relation rel;
    int rtindex;
    List *quals;
    List *param_relids;
    const CostParams *cp;
    double pages, tuples;
    double all_sel;
    const int *cols_used; /* columns the query reads, or NULL: whole rows */
    double allvisfrac;    /* share of the pages the visibility map calls all-visible */
    bool target;          /* UPDATE / DELETE target or locked rows: keep every condition */
} RelInfo;

/* PG's estimate_rel_size: relallvisible (as of the last VACUUM or ANALYZE) over the pages
 * the table has now. */
static double rel_allvisfrac(Relation rel, double curpages)
{
    BlockNumber relpages, allvisible;
    double reltuples;
    if (!catalog_relstats(rel->rd_id, &relpages, &reltuples, &allvisible) || allvisible == 0 ||
        curpages <= 0)
        return 0;
    return (double)allvisible >= curpages ? 1.0 : (double)allvisible / curpages;
}

/* An index's expressions over the scanned table and what its predicate leaves of the quals. */
typedef struct IndexQuals {
    Node *keyexprs[INDEX_MAX_KEYS]; /* per column whose indkey is 0 */
    List *predclauses;              /* a partial index's predicate as an AND list, else NIL */
    List *quals; /* the quals not implied by the predicate (PG's indrestrictinfo) */
} IndexQuals;

/* Can an index-only scan of ir give every column the query reads of the table: those read
 * outside its conditions and those of the conditions the scan still evaluates (iq->quals,
 * without what a partial index's predicate implies: PG's check_index_only over
 * indrestrictinfo)? */
static bool index_covers(const RelInfo *ri, IndexRelation ir, const IndexQuals *iq)
{
    if (ri->cols_used == NULL || ir->am->amcanreturn == NULL || !ri->cp->enable_indexonlyscan)
        return false;
    TupleDesc desc = ri->rel->rd_att;
    int *need = palloc(sizeof(int) * (size_t)(desc->natts + 1));
    memcpy(need, ri->cols_used, sizeof(int) * (size_t)(desc->natts + 1));
    bool whole = false;
    (void)path_columns_of((Node *)iq->quals, ri->rtindex, desc->natts, need, &whole);
    if (whole)
        return false;
    for (int attno = 1; attno <= desc->natts; attno++) {
        if (!need[attno])
            continue;
        bool found = false;
        for (int col = 0; col < ir->natts && !found; col++) /* INCLUDE columns too */
            found = ir->form.indkey[col] == attno && ir->am->amcanreturn(ir, col + 1);
        if (!found)
            return false;
    }
    return true;
}

static List *and_arms(Node *n)
{
    if (n && IsA(n, BoolExpr) && ((BoolExpr *)n)->boolop == AND_EXPR)
        return ((BoolExpr *)n)->args;
    return n ? list_make1(n) : NIL;
}

/* Fill iq for ir; false if the quals do not prove its predicate (it cannot be used). */
static bool index_quals(const RelInfo *ri, IndexRelation ir, IndexQuals *iq)
{
    memset(iq, 0, sizeof(*iq));
    iq->quals = ri->quals;
    if (ir->indpred) {
        Node *pred = bind_index_predicate(ri->rel, ri->rel->rd_att, ir->indpred, ri->rtindex);
        if (!predtest_implied_by(pred, ri->quals))
            return false;
        iq->predclauses = and_arms(pred);
        iq->quals = NIL;
        ListCell *lc;
        foreach (lc, ri->quals)
            if (ri->target || !predtest_implied_by(lfirst(lc), iq->predclauses))
                iq->quals = lappend(iq->quals, lfirst(lc));
    }
    if (ir->indexprs) {
        List *exprs = bind_index_expressions(ri->rel, ri->rel->rd_att, ir->indexprs, ri->rtindex);
        int next = 0;
        for (int col = 0; col < ir->natts && next < list_length(exprs); col++)
            if (ir->form.indkey[col] == 0)
                iq->keyexprs[col] = list_nth(exprs, next++);
    }
    return true;
}

/* The predicate's clauses the index conditions do not imply. */
static List *pred_not_implied(const IndexQuals *iq, List *indexclauses)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, iq->predclauses)
        if (!predtest_implied_by(lfirst(lc), indexclauses))
            out = lappend(out, lfirst(lc));
    return out;
}

/* The index's selectivity: its conditions and the predicate's clauses they do not imply (PG's
 * add_predicate_to_index_quals). */
static double index_selectivity(const IndexQuals *iq, List *indexclauses)
{
    return path_clauselist_selectivity(
        list_concat(list_copy(indexclauses), pred_not_implied(iq, indexclauses)));
}

/* Build the path of one index; false if it has no usable key (and gives no wanted order). */
static bool build_index_path(RelInfo *ri, IndexRelation ir, const PathOrder *order,
                             ScanPath *p)
{
    bool used[256];
    IndexQuals iq;
    if (!index_quals(ri, ir, &iq))
        return false;
    int nq = list_length(iq.quals);
    bool col_has_eq[INDEX_MAX_KEYS] = {false};
    bool col_eq_any[INDEX_MAX_KEYS] = {false}; /* = or = ANY: one row per probe if unique */
    bool any_param = false, has_array = false;
    int nkeys = 0;
    ListCell *lc;

    if (nq > 256)
        return false;
    memset(used, 0, sizeof(used));
    memset(p, 0, sizeof(*p));
    p->keyattno = palloc0(sizeof(int) * INDEX_MAX_SCAN_KEYS);
    p->keystrategy = palloc0(sizeof(int) * INDEX_MAX_SCAN_KEYS);
    p->keyisarray = palloc0(sizeof(bool) * INDEX_MAX_SCAN_KEYS);
    p->is_index = true;
    p->indexonly = index_covers(ri, ir, &iq);
    p->indexid = ir->form.indexrelid;
    for (int col = 0; col < ir->nkeys; col++) {
        int attno = ir->form.indkey[col];
        int found = 0;
        if (attno < 0 || (attno == 0 && iq.keyexprs[col] == NULL))
            break;
        foreach (lc, iq.quals) {
            int qi = foreach_current_index(lc);
            KeyMatch m;
            if (used[qi] || nkeys >= INDEX_MAX_SCAN_KEYS)
                continue;
            if (!match_clause(lfirst(lc), ri->rtindex, attno, iq.keyexprs[col], ir->keys[col].typid,
                              ir->keys[col].collation, ri->param_relids, ir->am->amsearchnulls,
                              &m))
                continue;
            if (m.isarray && has_array)
                continue; /* the executor probes one array key */
            used[qi] = true;
            found++;
            p->keyattno[nkeys] = col + 1;
            p->keystrategy[nkeys] = m.strategy;
            p->keyisarray[nkeys] = m.isarray;
            has_array |= m.isarray;
            any_param |= m.uses_param;
            p->keyexprs = lappend(p->keyexprs, m.value);
            p->indexclauses = lappend(p->indexclauses, lfirst(lc));
            nkeys++;
            if ((m.strategy == BTEqualStrategyNumber && !m.isarray) ||
                m.strategy == BTIsNullStrategyNumber)
                col_has_eq[col] = true;
            if (m.strategy == BTEqualStrategyNumber)
                col_eq_any[col] = true;
        }
        if (found == 0 || !col_has_eq[col])
            break; /* keys on later columns would not narrow the scan */
    }
    p->nkeys = nkeys;
    p->predclauses = pred_not_implied(&iq, p->indexclauses);
    foreach (lc, iq.quals)
        if (!used[foreach_current_index(lc)])
            p->otherclauses = lappend(p->otherclauses, lfirst(lc));
    if (ri->param_relids != NIL && !any_param)
        return false;
    p->dir = 1;
    int prefix = 0;
    bool all_const = false;
    if (order && ir->am->amcanorder) {
        prefix = index_order_prefix(ir, iq.keyexprs, order, col_has_eq, &p->dir, &all_const);
        if (prefix > 0 && p->dir < 0 && !ir->am->amcanbackward)
            prefix = 0;
    }
    p->ordered = prefix > 0 && prefix == order->nkeys;
    if (!p->ordered && prefix > 0 && !all_const && ri->cp->enable_incremental_sort)
        p->presorted = prefix;
    if (!p->ordered && p->presorted == 0)
        p->dir = 1;
    /* as PG's build_index_paths: a whole-index scan is worth costing when it is index-only,
     * the index is partial (its predicate, proven, selects the rows) or its order is useful
     * (all of the wanted one, or a prefix of it for an Incremental Sort) */
    if (nkeys == 0 && !p->ordered && p->presorted == 0 && !p->indexonly &&
        iq.predclauses == NIL)
        return false;

    /* cost */
    const CostParams *cp = ri->cp;
    double index_sel = index_selectivity(&iq, p->indexclauses);
    bool unique_probe = ir->form.indisunique;
    for (int col = 0; col < ir->nkeys && unique_probe; col++)
        unique_probe = col_eq_any[col];
    double nscans = 1; /* one index scan per array element */
    for (int k = 0; k < nkeys; k++)
        if (p->keyisarray[k]) {
            Node *arr = list_nth(p->keyexprs, k);
            nscans = IsA(arr, ArrayExpr) ? Max(1, list_length(((ArrayExpr *)arr)->elements)) : 10;
        }
    double tuples_fetched =
        unique_probe ? nscans : Max(1.0, rint(index_sel * ri->tuples));
    double scan_sel = unique_probe ? 1.0 / Max(ri->tuples, 1.0) : index_sel / nscans;
    IndexCostInput in = {ri->pages, ri->tuples, scan_sel, cp->random_page_cost,
                         cp->cpu_index_tuple_cost, cp->cpu_operator_cost, nkeys};
    IndexCostOutput out;
    ir->am->amcostestimate(ir, &in, &out);
    double other_cost = 0;
    double qual_ops = list_length(p->otherclauses);
    /* PG's cost_index: between random fetches of every page touched (no correlation) and one
     * sequential read of the selected share of the table (perfect correlation), by the square of
     * the index's correlation with the heap order */
    /* an index-only scan reads only the pages that are not all-visible */
    double heap_share = p->indexonly ? 1.0 - ri->allvisfrac : 1.0;
    double max_io =
        ceil(pages_fetched(tuples_fetched, ri->pages) * heap_share) * cp->random_page_cost;
    double seq_pages = Max(1.0, ceil(index_sel * ri->pages));
    if (p->indexonly)
        seq_pages = ceil(seq_pages * heap_share);
    double min_io =
        seq_pages > 0 ? cp->random_page_cost + (seq_pages - 1) * cp->seq_page_cost : 0.0;
    /* PG's btcostestimate: ANALYZE's correlation of the first key column, discounted for a
     * multi-column index */
    double corr = ir->form.indkey[0] > 0
                      ? selfuncs_column_correlation(ri->rel->rd_id, ir->form.indkey[0])
                      : 0.0;
    if (ir->nkeys > 1)
        corr *= 0.75;
    double csq = corr * corr;
    double io = max_io + csq * (min_io - max_io);
    other_cost = io + tuples_fetched * (cp->cpu_tuple_cost + qual_ops * cp->cpu_operator_cost);
    p->startup_cost = out.startup_cost;
    p->total_cost = out.startup_cost + (out.total_cost - out.startup_cost) * nscans + other_cost;
    if (!cp->enable_indexscan) {
        p->startup_cost += PATH_DISABLE_COST;
        p->total_cost += PATH_DISABLE_COST;
    }
    p->rows = Max(1.0, round(ri->tuples * ri->all_sel));
    if (unique_probe && list_length(p->otherclauses) == 0)
        p->rows = Min(p->rows, nscans);
    return true;
}

/*
 * PG's cost_bitmap_heap_scan for a bitmap path whose keys are set: the access method's
 * estimate (once per element of an array key) plus a little per tuple for the bitmap, then the
 * heap pages those tuples fall on (Mackert-Lohman, no correlation: a bitmap reads in block
 * order), each costed between random and sequential by how much of the table is read.
 */
static void cost_bitmap_path(RelInfo *ri, IndexRelation ir, ScanPath *p)
{
    const CostParams *cp = ri->cp;
    double nscans = 1;
    ListCell *lc;
    foreach (lc, p->keyexprs)
        if (p->keyisarray[foreach_current_index(lc)]) {
            Node *arr = lfirst(lc);
            nscans = IsA(arr, ArrayExpr) ? Max(1, list_length(((ArrayExpr *)arr)->elements)) : 10;
        }
    IndexQuals iq;
    (void)index_quals(ri, ir, &iq);
    double index_sel = index_selectivity(&iq, p->indexclauses);
    IndexCostInput in = {ri->pages, ri->tuples, index_sel / nscans, cp->random_page_cost,
                         cp->cpu_index_tuple_cost, cp->cpu_operator_cost, p->nkeys,
                         cp->seq_page_cost, -1};
    IndexCostOutput out;
    ir->am->amcostestimate(ir, &in, &out);
    double sel = Min(1.0, out.index_selectivity * nscans);
    double tuples_fetched = Max(1.0, round(sel * ri->tuples));
    double T = Max(ri->pages, 1.0);
    double pages = (2.0 * T * tuples_fetched) / (2.0 * T + tuples_fetched);
    pages = pages >= T ? T : ceil(pages);
    double per_page = pages >= 2.0 ? cp->random_page_cost - (cp->random_page_cost -
                                                              cp->seq_page_cost) * sqrt(pages / T)
                                   : cp->random_page_cost;
    double index_total = out.startup_cost + (out.total_cost - out.startup_cost) * nscans;
    /* the bitmap index scan (PG's Bitmap Index Scan node shows the index's total cost alone),
     * plus a little per tuple for the bitmap (PG's cost_bitmap_tree_node) */
    p->index_cost = index_total;
    p->index_rows = tuples_fetched;
    p->startup_cost = index_total + 0.1 * cp->cpu_operator_cost * tuples_fetched;
    p->total_cost = p->startup_cost + pages * per_page +
                    tuples_fetched * (cp->cpu_tuple_cost +
                                      list_length(ri->quals) * cp->cpu_operator_cost);
    if (!cp->enable_bitmapscan) {
        p->startup_cost += PATH_DISABLE_COST;
        p->total_cost += PATH_DISABLE_COST;
    }
    p->rows = Max(1.0, round(ri->tuples * ri->all_sel));
}

/*
 * A bitmap heap scan through an index that has only bitmap scans (BRIN): keys from conditions
 * on any of its columns ("col = ANY (array)": one probe per element). Costs are PG's
 * cost_bitmap_heap_scan over the access method's estimate (brincostestimate), whose index
 * selectivity is the share of the heap its page ranges cover.
 */
static bool build_bitmap_path(RelInfo *ri, IndexRelation ir, ScanPath *p)
{
    IndexQuals iq;
    if (!index_quals(ri, ir, &iq))
        return false;
    int nq = list_length(iq.quals), nkeys = 0;
    bool used[256], has_array = false;
    ListCell *lc;
    if (nq > 256)
        return false;
    memset(used, 0, sizeof(used));
    memset(p, 0, sizeof(*p));
    p->keyattno = palloc0(sizeof(int) * INDEX_MAX_SCAN_KEYS);
    p->keystrategy = palloc0(sizeof(int) * INDEX_MAX_SCAN_KEYS);
    p->keyisarray = palloc0(sizeof(bool) * INDEX_MAX_SCAN_KEYS);
    p->is_index = p->is_bitmap = true;
    p->indexid = ir->form.indexrelid;
    p->dir = 1;
    for (int col = 0; col < ir->nkeys; col++) {
        int attno = ir->form.indkey[col];
        if (attno < 0 || (attno == 0 && iq.keyexprs[col] == NULL))
            continue;
        foreach (lc, iq.quals) {
            int qi = foreach_current_index(lc);
            KeyMatch m;
            if (used[qi] || nkeys >= INDEX_MAX_SCAN_KEYS ||
                !match_clause(lfirst(lc), ri->rtindex, attno, iq.keyexprs[col], ir->keys[col].typid,
                              ir->keys[col].collation, NIL, ir->am->amsearchnulls, &m) ||
                (m.isarray && has_array))
                continue;
            used[qi] = true;
            has_array |= m.isarray;
            p->keyattno[nkeys] = col + 1;
            p->keystrategy[nkeys] = m.strategy;
            p->keyisarray[nkeys] = m.isarray;
            p->keyexprs = lappend(p->keyexprs, m.value);
            p->indexclauses = lappend(p->indexclauses, lfirst(lc));
            nkeys++;
        }
    }
    if (nkeys == 0 && iq.predclauses == NIL)
        return false;
    p->nkeys = nkeys;
    p->predclauses = pred_not_implied(&iq, p->indexclauses);
    foreach (lc, iq.quals)
        if (!used[foreach_current_index(lc)])
            p->otherclauses = lappend(p->otherclauses, lfirst(lc));

    cost_bitmap_path(ri, ir, p);
    return true;
}

/* The cheapest bitmap path (BRIN, or a B-tree read into a bitmap); false if none. */
static bool best_bitmap_path(RelInfo *ri, ScanPath *out)
{
    List *indexes = catalog_relation_indexes(ri->rel->rd_id);
    ListCell *lc;
    bool found = false;
    foreach (lc, indexes) {
        IndexRelation ir = index_open(lfirst_oid(lc), AccessShareLock);
        ScanPath p;
        bool ok = false;
        if (ir->am->amgetbitmap && !ir->am->amgettuple)
            ok = build_bitmap_path(ri, ir, &p);
        else if (ir->am->amgetbitmap && build_index_path(ri, ir, NULL, &p) &&
                 (p.nkeys > 0 || ir->indpred)) {
            /* a B-tree's keys as its index scan takes them, read into a bitmap */
            p.is_bitmap = true;
            p.indexonly = false;
            p.ordered = false;
            p.dir = 1;
            cost_bitmap_path(ri, ir, &p);
            ok = true;
        }
        if (ok && (!found || p.total_cost < out->total_cost)) {
            *out = p;
            found = true;
        }
        index_close(ir);
    }
    return found;
}

/* Cost of reading the first limit rows of a path that streams them. */
static double fraction_cost(double startup, double total, double rows, double limit_rows)
{
    if (limit_rows < 0 || limit_rows >= rows)
        return total;
    return startup + (total - startup) * (limit_rows / Max(rows, 1.0));
}

/* The groups of equal values of the first npre wanted keys among rows rows, from the
 * columns' statistics as PG's cost_incremental_sort estimates them (an expression key: its
 * index expression's statistics, as PG's examine_variable finds them). */
static double presorted_groups(const RelInfo *ri, const PathOrder *order, int npre, double rows)
{
    SelGroupVar *gv = palloc0(sizeof(SelGroupVar) * (size_t)npre);
    List *exprcols = NIL;
    int n = 0;
    for (int k = 0; k < npre; k++) {
        const PathOrderKey *ok = &order->keys[k];
        Oid relid = ri->rel->rd_id;
        int attno = ok->attno;
        if (attno == 0) {
            if (exprcols == NIL)
                exprcols = selfuncs_index_expr_columns(ri->rel, ri->rtindex);
            const IndexExprColumn *ic = selfuncs_find_index_expr(exprcols, ok->expr);
            relid = ic ? ic->indexoid : InvalidOid; /* none: PG's default distinct count */
            attno = ic ? ic->attnum : 0;
        }
        bool dup = false;
        for (int i = 0; i < n && !dup; i++)
            dup = relid != InvalidOid && gv[i].relid == relid && gv[i].attno == attno;
        if (dup)
            continue;
        gv[n].varno = ri->rtindex;
        gv[n].attno = attno;
        gv[n].relid = relid;
        gv[n].tuples = ri->tuples;
        gv[n].rows = Max(rows, 1.0);
        n++;
    }
    double groups = selfuncs_num_groups(gv, n, 1.0, Max(rint(rows), 1.0));
    pfree(gv);
    return groups;
}

/* The cheapest index path, by cost c (see below); false if no index is usable. */
static bool best_index_path(RelInfo *ri, const PathOrder *order, ScanPath *out, double *cost)
{
    const CostParams *cp = ri->cp;
    List *indexes = catalog_relation_indexes(ri->rel->rd_id);
    ListCell *lc;
    bool found = false;
    double limit = order ? order->limit_rows : -1;
    foreach (lc, indexes) {
        IndexRelation ir = index_open(lfirst_oid(lc), AccessShareLock);
        ScanPath p;
        if (ir->am->amgettuple && build_index_path(ri, ir, order, &p)) {
            double c;
            if (order && order->nkeys > 0 && p.presorted > 0) {
                /* an Incremental Sort, unless a full Sort of the same scan costs less */
                double s, t;
                p.presorted_groups = presorted_groups(ri, order, p.presorted, p.rows);
                path_incsort_cost(cp, p.startup_cost, p.total_cost, p.rows, p.presorted_groups,
                                  limit, &s, &t);
                c = fraction_cost(s, t, p.rows, limit);
                double full = p.total_cost + path_sort_cost(cp, p.rows, limit);
                if (full < c) {
                    c = full;
                    p.presorted = 0;
                }
            } else if (order && order->nkeys > 0)
                c = p.ordered ? fraction_cost(p.startup_cost, p.total_cost, p.rows, limit)
                              : p.total_cost + path_sort_cost(cp, p.rows, limit);
            else
                c = p.total_cost;
            if (!found || c < *cost) {
                *out = p;
                *cost = c;
                found = true;
            }
        }
        index_close(ir);
    }
    return found;
}

void path_best_scan(Relation rel, int rtindex, List *clauses, const PathOrder *order,
                    const int *cols_used, bool target, ScanPath *sp)
{
    CostParams cp;
    RelInfo ri = {rel, rtindex, clauses, NIL, &cp, 0, 0, 0, cols_used, 0, target};
    ScanPath ip;
    double icost = 0;

    path_cost_params(&cp);
    path_rel_size(rel, &ri.pages, &ri.tuples);
    ri.allvisfrac = rel_allvisfrac(rel, ri.pages);
    path_selectivity_begin(rel, rtindex);
    sel_tuples = ri.tuples;
    ri.all_sel = path_clauselist_selectivity(clauses);
    memset(sp, 0, sizeof(*sp));
    sp->rows = Max(1.0, round(ri.tuples * ri.all_sel));
    sp->total_cost = ri.pages * cp.seq_page_cost +
                     ri.tuples * (cp.cpu_tuple_cost + list_length(clauses) * cp.cpu_operator_cost);
    if (!cp.enable_seqscan) {
        sp->startup_cost += PATH_DISABLE_COST;
        sp->total_cost += PATH_DISABLE_COST;
    }
    sp->otherclauses = clauses;
    sp->dir = 1;
    bool want_order = order && order->nkeys > 0;
    double seq = sp->total_cost +
                 (want_order ? path_sort_cost(&cp, sp->rows, order->limit_rows) : 0);
    if (best_index_path(&ri, want_order ? order : NULL, &ip, &icost) && icost < seq) {
        *sp = ip;
        seq = icost;
    }
    ScanPath bp;
    if (best_bitmap_path(&ri, &bp) &&
        bp.total_cost + (want_order ? path_sort_cost(&cp, bp.rows, order->limit_rows) : 0) < seq)
        *sp = bp;
    path_selectivity_begin(NULL, 0);
}

bool path_best_param_scan(Relation rel, int rtindex, List *clauses, List *outer_relids,
                          const int *cols_used, bool target, ScanPath *sp)
{
    CostParams cp;
    RelInfo ri = {rel, rtindex, clauses, outer_relids, &cp, 0, 0, 0, cols_used, 0, target};
    double cost = 0;
    path_cost_params(&cp);
    path_rel_size(rel, &ri.pages, &ri.tuples);
    ri.allvisfrac = rel_allvisfrac(rel, ri.pages);
    path_selectivity_begin(rel, rtindex);
    sel_tuples = ri.tuples;
    ri.all_sel = path_clauselist_selectivity(clauses);
    bool found = best_index_path(&ri, NULL, sp, &cost);
    path_selectivity_begin(NULL, 0);
    return found;
}
