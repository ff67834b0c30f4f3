/*
 * planner.c: bound Query in, physical plan (PlannedStmt) out.
 *
 * planner_plan() binds the raw statement and plans it in three steps, as PostgreSQL's planner
 * does in spirit: (1) the FROM clause becomes a join tree of scans and joins, inner joins in
 * the cheapest order the join search finds (join_search.c, costs from cost_join.c), with each
 * WHERE condition placed at the lowest node that has all the tables it mentions (but never
 * below the nullable side of an outer join); (2) the target list is
 * computed on top of it, by the join tree's top node or by an Agg node for GROUP BY and
 * aggregates; (3) Unique, Sort and Limit are stacked on top, and ModifyTable for
 * INSERT/UPDATE/DELETE. Every finished expression refers to its input rows by position
 * (SCAN_VAR / OUTER_VAR / INNER_VAR, see plannodes.h): "layouts" (lists of the original Vars
 * in a node's output order) translate a Var of the query into a column of a child's row.
 */
#include "planner/planner.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "common/elog.h"
#include "common/guc.h"
#include "executor/acl.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/types/array.h"
#include "executor/explain.h"
#include "planner/binder.h"
#include "planner/cost_join.h"
#include "planner/cost_upper.h"
#include "planner/join_search.h"
#include "planner/nodefuncs.h"
#include "fdw/fdwapi.h"
#include "planner/path_columns.h"
#include "planner/path_foreign.h"
#include "planner/path_index.h"
#include "planner/plan_agg.h"
#include "planner/plan_gating.h"
#include "planner/plan_portal.h"
#include "planner/plan_prune.h"
#include "fdw/foreign.h"
#include "planner/plannodes.h"
#include "planner/predtest.h"
#include "planner/selfuncs.h"
#include "planner/subselect_pullup.h"
#include "planner/subquery_quals.h"
#include "storage/bufusage.h"
#include "storage/catalog.h"
#include "storage/sysattr.h"
#include "storage/xact.h"

/* A planned FROM item: its plan, and how to find a query Var in its input and its output. */
typedef struct RelPlan {
    Plan *plan;
    List *relids;  /* IntList of rtindexes under this node */
    List *layout;  /* Var per output column, in order */
    bool is_join;
    int scanrelid; /* for scans: the rtindex whose columns SCAN_VAR attno refers to */
    struct RelPlan *left, *right; /* for joins */
    List *nest_params; /* a parameterized inner index scan: the NestLoopParams it needs */
    /* LATERAL references to FROM items on the left, read as PARAM_EXEC lateral_ids (the join
     * that has those items on its outer side sets them per outer row) */
    List *lateral_vars;
    List *lateral_ids;
    Oid est_relid;     /* a table scan: the table, for estimates from its statistics */
    double est_tuples; /* and the table's rows */
    /* a semi join's inner side reduced to its distinct keys: the input whose tables the
     * estimates read, as PG's estimates read the base relation of a unique path's Vars */
    struct RelPlan *est_input;
    /* MergeKey list: the output is sorted ascending, NULLs last, on each key's outer column
     * (for an inner merge join equally on its inner column); NIL: no known order */
    List *order;
    /* a plain table scan: its conditions (query Vars), to scan it again in another order */
    bool table_scan;
    bool target; /* and its rows are UPDATE / DELETE's target or locked (scan_needs_ctid) */
    List *scan_clauses;
    /* A foreign scan (of a table, or of a join done remotely: scanrelid 0, its rows its
     * layout): the conditions (query pointers) it evaluates, which a join of it done remotely
     * need not return columns for. */
    List *fdw_done;
    /* The join tree's top only (plan_jointree): its level's pseudo-constant conditions, fixed,
     * for a gating Result above it (add_gating); or empty: one of them is false or NULL, and
     * plan is a Result without input that returns no rows (PG's dummy relation). */
    List *gating;
    bool empty;
    /* a table scan: the table's row-level security conditions (RangeTblEntry.securityQuals,
     * query pointers), evaluated before the others */
    List *security_quals;
    /* UPDATE / DELETE of a partitioned table: plan is an Append of children, a scan of each
     * leaf partition, each with the layout of this one (plan_partitioned_target); a child's
     * tableoid is its partition, which a tableoid Var of the target becomes */
    List *children;
    Oid tableoid;
} RelPlan;

/* One key of a merge join: an "=" of one type between a column of each input (query Vars,
 * perhaps under a binary-compatible cast), compared with the type's btree comparison. */
typedef struct MergeKey {
    OpExpr *clause;
    Node *outer, *inner;
    Oid cmpfunc;
    Oid collation;
} MergeKey;

typedef struct QualItem {
    Node *clause;
    Node *orig; /* the query's node clause was made from (an IN list's OR), else NULL */
    List *relids;
    bool placed;
} QualItem;

typedef struct PlanCxt {
    Query *query;
    PlannedStmt *stmt;
    bool need_ctid; /* the result relation's scan must produce its ctid */
    List *lock_rtis; /* IntList: tables SELECT ... FOR UPDATE locks, whose scans produce ctid */
    PathOrder order; /* ORDER BY an index scan of the only table may produce (path_index.c) */
    bool order_done; /* it does: no Sort */
    int order_presorted;     /* it gives this many leading keys: an Incremental Sort */
    double presorted_groups; /* the groups of those keys' values the scan's path estimated */
    bool limit_done; /* a foreign scan applies the LIMIT / OFFSET itself: no Limit */
    ForeignUpper join_upper; /* what a join of all the tables done remotely may also do */
} PlanCxt;

/* Must the scan of table rtindex produce the ctid pseudo-column? */
static bool scan_needs_ctid(PlanCxt *pc, int rtindex)
{
    return (pc->need_ctid && rtindex == pc->query->resultRelation) ||
           list_member_int(pc->lock_rtis, rtindex);
}

/*
 * The columns the query reads of table rtindex outside the conditions in own (query
 * pointers the scan evaluates; path_index.c adds the columns of those it keeps), so that an
 * index-only scan can be considered; NULL when its scan must return whole rows: a whole-row
 * or system column reference, or the ctid an UPDATE, DELETE or row lock needs.
 */
static const int *scan_columns_used(PlanCxt *pc, int rtindex, Relation rel, List *own)
{
    if (scan_needs_ctid(pc, rtindex))
        return NULL;
    int *used = palloc0(sizeof(int) * (size_t)(rel->rd_att->natts + 1));
    bool whole = false;
    (void)path_columns_used(pc->query, rtindex, rel->rd_att->natts, own, used, &whole);
    return whole ? NULL : used;
}

static pg_noreturn void not_supported(const char *what, int location)
{
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED), errmsg("%s is not supported yet", what),
            errlocation(location));
}

static Var *make_var(int varno, int attno, Oid type, int32 typmod, Oid coll)
{
    Var *v = makeNode(Var);
    v->varno = varno;
    v->varattno = (int16)attno;
    v->vartype = type;
    v->vartypmod = typmod;
    v->varcollid = coll;
    v->location = -1;
    return v;
}

static TargetEntry *make_tle(Expr *expr, int resno, const char *name)
{
    TargetEntry *tle = makeNode(TargetEntry);
    tle->expr = expr;
    tle->resno = (int16)resno;
    tle->resname = name ? pstrdup(name) : NULL;
    return tle;
}

static RangeTblEntry *rt_fetch(Query *q, int rtindex)
{
    return list_nth(q->rtable, rtindex - 1);
}

/* ---------------------------------------------------------------- join alias flattening */

static Node *flatten_join_vars_mutator(Node *node, void *arg)
{
    Query *q = arg;
    if (node == NULL)
        return NULL;
    if (IsA(node, Var)) {
        Var *v = (Var *)node;
        if (v->varlevelsup == 0 && v->varno >= 1 && v->varno <= list_length(q->rtable)) {
            RangeTblEntry *rte = rt_fetch(q, v->varno);
            if (rte->rtekind == RTE_JOIN && v->varattno > 0 &&
                v->varattno <= list_length(rte->joinaliasvars))
                return flatten_join_vars_mutator(list_nth(rte->joinaliasvars, v->varattno - 1),
                                                 arg);
            if (rte->rtekind == RTE_JOIN && v->varattno == 0)
                not_supported("a whole-row reference to a join", v->location);
        }
        return node;
    }
    return expression_tree_mutator(node, flatten_join_vars_mutator, arg);
}

static Node *flatten_join_vars(Query *q, Node *node)
{
    return node ? flatten_join_vars_mutator(node, q) : NULL;
}

static void flatten_jointree(Query *q, Node *item)
{
    if (item == NULL)
        return;
    if (IsA(item, JoinExpr)) {
        JoinExpr *j = (JoinExpr *)item;
        flatten_jointree(q, j->larg);
        flatten_jointree(q, j->rarg);
        j->quals = flatten_join_vars(q, j->quals);
    } else if (IsA(item, FromExpr)) {
        FromExpr *f = (FromExpr *)item;
        ListCell *lc;
        foreach (lc, f->fromlist)
            flatten_jointree(q, lfirst(lc));
        f->quals = flatten_join_vars(q, f->quals);
    }
}

static void flatten_tlist(Query *q, List *tlist)
{
    ListCell *lc;
    foreach (lc, tlist) {
        TargetEntry *tle = lfirst(lc);
        tle->expr = (Expr *)flatten_join_vars(q, (Node *)tle->expr);
    }
}

/* ---------------------------------------------------------------- variable references */

/*
 * Outer references. A sub-select (SubLink) may mention columns of the query it is in: Vars
 * with varlevelsup = its nesting depth + 1. outer_ref_query() walks a whole sub-Query (its
 * sub-queries and nested sub-selects too) and either collects the varnos of such references
 * (to know which tables a WHERE condition needs) or replaces each by a PARAM_EXEC Param that
 * the executor sets before running the sub-plan (PG's SubPlan parParams/args).
 */
static _Thread_local PlannedStmt *cur_stmt; /* the statement being planned (for subplans) */
/* planner_plan's parameter arguments, for the statement inside an EXPLAIN */
static _Thread_local Oid **cur_param_types;
static _Thread_local int *cur_num_params;
static _Thread_local RawStmt *cur_raw; /* the statement being planned */
static _Thread_local bool defer_plan_errors; /* inside planner_prepare */

typedef struct OuterRefCxt {
    int depth;       /* nesting depth: outer references have varlevelsup == depth + 1 */
    bool replace;    /* false: only collect relids */
    List *relids;    /* IntList: varnos of the referenced columns */
    List *vars;      /* replace: the referenced Vars (varlevelsup 0) */
    List *paramids;  /* IntList, parallel to vars */
    bool has_params; /* the tree already reads PARAM_EXEC values (of an outer level) */
    int nreplaced;   /* outer references met (replace) */
} OuterRefCxt;

static Query *outer_ref_query(Query *q, OuterRefCxt *cx);

static Node *outer_ref_mutator(Node *node, void *arg)
{
    OuterRefCxt *cx = arg;

    if (node == NULL)
        return NULL;
    if (IsA(node, Var)) {
        Var *v = (Var *)node;
        if (v->varlevelsup != cx->depth + 1)
            return node;
        if (!cx->replace) {
            if (!list_member_int(cx->relids, v->varno))
                cx->relids = lappend_int(cx->relids, v->varno);
            return node;
        }
        ListCell *lc;
        int id = -1;
        foreach (lc, cx->vars) {
            Var *o = lfirst(lc);
            if (o->varno == v->varno && o->varattno == v->varattno)
                id = list_nth_int(cx->paramids, foreach_current_index(lc));
        }
        if (id < 0) {
            Var *o = palloc(sizeof(Var));
            *o = *v;
            o->varlevelsup = 0;
            id = cur_stmt->nParamExec++;
            cx->vars = lappend(cx->vars, o);
            cx->paramids = lappend_int(cx->paramids, id);
        }
        cx->nreplaced++;
        Param *p = makeNode(Param);
        p->paramkind = PARAM_EXEC;
        p->paramid = id;
        p->paramtype = v->vartype;
        p->paramtypmod = v->vartypmod;
        p->paramcollid = v->varcollid;
        p->location = v->location;
        return (Node *)p;
    }
    if (IsA(node, Param) && ((Param *)node)->paramkind == PARAM_EXEC) {
        cx->has_params = true;
        return node;
    }
    if (IsA(node, Aggref) && ((Aggref *)node)->agglevelsup > 0 && cx->replace)
        not_supported("an aggregate of an outer query inside a subquery",
                      ((Aggref *)node)->location);
    if (IsA(node, SubLink)) {
        SubLink *sl = palloc(sizeof(SubLink));
        *sl = *(SubLink *)node;
        sl->testexpr = outer_ref_mutator(sl->testexpr, cx);
        cx->depth++;
        sl->subselect = (Node *)outer_ref_query((Query *)sl->subselect, cx);
        cx->depth--;
        return (Node *)sl;
    }
    if (IsA(node, Query))
        return node;
    return expression_tree_mutator(node, outer_ref_mutator, arg);
}

/* A copy of q (at cx->depth) with its outer references handled. */
static Query *outer_ref_query(Query *q, OuterRefCxt *cx)
{
    Query *n = palloc(sizeof(Query));
    ListCell *lc;

    *n = *q;
    /* recursive WITH queries are sub-queries of this level; reading the outer query makes
     * them correlated (run again for each evaluation) */
    n->cteList = NIL;
    foreach (lc, q->cteList) {
        CteDef *def = palloc(sizeof(CteDef));
        *def = *(CteDef *)lfirst(lc);
        int before = cx->nreplaced;
        bool had_params = cx->has_params;
        cx->has_params = false;
        cx->depth++;
        def->nonrecursive = outer_ref_query(def->nonrecursive, cx);
        def->recursive = outer_ref_query(def->recursive, cx);
        cx->depth--;
        if (cx->replace && (cx->nreplaced != before || cx->has_params))
            def->correlated = true;
        cx->has_params |= had_params;
        n->cteList = lappend(n->cteList, def);
    }
    n->targetList = (List *)outer_ref_mutator((Node *)q->targetList, cx);
    n->returningList = (List *)outer_ref_mutator((Node *)q->returningList, cx);
    n->jointree = (FromExpr *)outer_ref_mutator((Node *)q->jointree, cx);
    n->havingQual = outer_ref_mutator(q->havingQual, cx);
    n->limitOffset = outer_ref_mutator(q->limitOffset, cx);
    n->limitCount = outer_ref_mutator(q->limitCount, cx);
    n->rtable = NIL;
    foreach (lc, q->rtable) {
        RangeTblEntry *rte = palloc(sizeof(RangeTblEntry));
        *rte = *(RangeTblEntry *)lfirst(lc);
        if (rte->rtekind == RTE_SUBQUERY && rte->subquery) {
            cx->depth++;
            rte->subquery = outer_ref_query(rte->subquery, cx);
            cx->depth--;
        } else if (rte->rtekind == RTE_VALUES)
            rte->values_lists = (List *)outer_ref_mutator((Node *)rte->values_lists, cx);
        else if (rte->rtekind == RTE_JOIN)
            rte->joinaliasvars = (List *)outer_ref_mutator((Node *)rte->joinaliasvars, cx);
        else if (rte->rtekind == RTE_FUNCTION)
            rte->functions = (List *)outer_ref_mutator((Node *)rte->functions, cx);
        n->rtable = lappend(n->rtable, rte);
    }
    return n;
}

static List *clause_relids(Node *clause)
{
    OuterRefCxt cx = {-1, false, NIL, NIL, NIL, false};
    (void)outer_ref_mutator(clause, &cx);
    return cx.relids;
}

static bool relids_subset(List *a, List *b)
{
    ListCell *lc;
    foreach (lc, a)
        if (!list_member_int(b, lfirst_int(lc)))
            return false;
    return true;
}

static Node *in_list_to_saop(BoolExpr *b);

static List *split_conjuncts(Node *clause, List *out)
{
    if (clause == NULL)
        return out;
    if (IsA(clause, BoolExpr) && ((BoolExpr *)clause)->boolop == AND_EXPR) {
        /* NOT IN (list) stays one clause, x <> ALL (ARRAY[...]), not one qual per item */
        if (((BoolExpr *)clause)->in_items >= 2) {
            Node *saop = in_list_to_saop((BoolExpr *)clause);
            if (saop != clause)
                return split_conjuncts(saop, out);
        }
        ListCell *lc;
        foreach (lc, ((BoolExpr *)clause)->args)
            out = split_conjuncts(lfirst(lc), out);
        return out;
    }
    if (IsA(clause, List)) {
        ListCell *lc;
        foreach (lc, (List *)clause)
            out = split_conjuncts(lfirst(lc), out);
        return out;
    }
    if (IsA(clause, BoolExpr) && ((BoolExpr *)clause)->boolop == NOT_EXPR) {
        /* PG pushes NOT down (negate_clause): NOT (a OR b) is NOT a AND NOT b, two conditions
         * that are then ordered by cost on their own; NOT NOT a is a. */
        BoolExpr *n = (BoolExpr *)clause;
        Node *arg = linitial(n->args);
        if (IsA(arg, BoolExpr) && ((BoolExpr *)arg)->boolop == NOT_EXPR)
            return split_conjuncts(linitial(((BoolExpr *)arg)->args), out);
        if (IsA(arg, BoolExpr) && ((BoolExpr *)arg)->boolop == OR_EXPR) {
            ListCell *lc;
            foreach (lc, ((BoolExpr *)arg)->args) {
                BoolExpr *na = makeNode(BoolExpr);
                na->boolop = NOT_EXPR;
                na->args = list_make1(lfirst(lc));
                na->location = n->location;
                out = split_conjuncts((Node *)na, out);
            }
            return out;
        }
    }
    return lappend(out, clause);
}

/* Position (1-based) of Var (varno, attno) in a layout, 0 if absent. */
static int layout_find(List *layout, int varno, int attno)
{
    ListCell *lc;
    foreach (lc, layout) {
        Var *v = lfirst(lc);
        if (v->varno == varno && v->varattno == attno)
            return foreach_current_index(lc) + 1;
    }
    return 0;
}

/*
 * Rewrite an expression to be evaluated by a node: Vars become references into the node's
 * input rows. For a scan node, SCAN_VAR attno; for a join, OUTER_VAR/INNER_VAR positions in
 * the children's layouts; for an upper node (Agg, ModifyTable's input), OUTER_VAR positions in
 * "outer_layout". Aggrefs (upper nodes only) are collected into *aggrefs and numbered.
 */
typedef struct FixCxt {
    RelPlan *rp;        /* scan or join being fixed, or NULL */
    List *outer_layout; /* for upper nodes */
    List **aggrefs;     /* NULL: Aggrefs are not allowed here */
    int scan_varno;     /* ModifyTable RETURNING: the table's rtindex */
    List *grouprefs;    /* Agg: the tleSortGroupRefs of its keys, for GROUPING() */
    int inner_varno;    /* ModifyTable ON CONFLICT DO UPDATE: EXCLUDED's rtindex (INNER_VAR) */
    int tableoid_attno; /* RETURNING: the written row's column holding its partition's oid */
} FixCxt;

static Node *fix_expr(Node *node, FixCxt *cx);

/*
 * Constant folding, as PostgreSQL's eval_const_expressions does for the simple case: a call
 * of an immutable function (or operator) whose arguments are all constants is computed now and
 * replaced by its result. Errors (division by zero in SELECT 1/0) are raised at plan time, as in
 * PG.
 */
static Const *make_null_const(Oid type, int32 typmod, Oid coll, int location)
{
    const TypeInfo *ti = type_by_oid(type);
    Const *c = makeNode(Const);
    c->consttype = type;
    c->consttypmod = typmod;
    c->constcollid = coll;
    c->constlen = ti ? ti->typlen : -1;
    c->constbyval = ti ? ti->typbyval : false;
    c->constisnull = true;
    c->constvalue = (Datum)0;
    c->location = location;
    return c;
}

static Node *make_bool_const(bool value, bool isnull, int location)
{
    Const *c = make_null_const(BOOLOID, -1, InvalidOid, location);
    c->constisnull = isnull;
    c->constvalue = isnull ? (Datum)0 : BoolGetDatum(value);
    return (Node *)c;
}

static bool is_null_const(Node *n)
{
    return n != NULL && IsA(n, Const) && ((Const *)n)->constisnull;
}

/*
 * AND/OR with constant arguments, as PG's simplify_and/or_arguments: the neutral constant is
 * dropped, the absorbing one decides the result (the other arguments are never evaluated), NULL
 * constants are kept as one NULL at the end.
 */
static Node *simplify_andor(BoolExpr *b)
{
    bool isand = b->boolop == AND_EXPR;
    bool havenull = false;
    List *args = NIL;
    ListCell *lc;

    foreach (lc, b->args) {
        Node *a = lfirst(lc);
        if (!IsA(a, Const)) {
            args = lappend(args, a);
            continue;
        }
        Const *c = (Const *)a;
        if (c->constisnull)
            havenull = true;
        else if (DatumGetBool(c->constvalue) != isand)
            return make_bool_const(!isand, false, b->location);
    }
    if (havenull)
        args = lappend(args, make_bool_const(false, true, b->location));
    if (args == NIL)
        return make_bool_const(isand, false, b->location);
    if (list_length(args) == 1)
        return linitial(args);
    BoolExpr *nb = palloc(sizeof(BoolExpr));
    *nb = *b;
    nb->args = args;
    nb->in_items = 0; /* folded: the IN items are no longer the first arguments */
    return (Node *)nb;
}

/* COALESCE: NULL constants are dropped, and everything after a non-NULL constant. */
static Node *simplify_coalesce(CoalesceExpr *ce)
{
    List *args = NIL;
    ListCell *lc;
    foreach (lc, ce->args) {
        Node *a = lfirst(lc);
        if (is_null_const(a))
            continue;
        if (IsA(a, Const) && args == NIL)
            return a; /* the first non-NULL argument is a constant: it is the result */
        args = lappend(args, a);
        if (IsA(a, Const))
            break;
    }
    if (args == NIL)
        return (Node *)make_null_const(ce->coalescetype, exprTypmod((Node *)ce),
                                       ce->coalescecollid, ce->location);
    CoalesceExpr *nc = palloc(sizeof(CoalesceExpr));
    *nc = *ce;
    nc->args = args;
    return (Node *)nc;
}

/* Searched CASE: WHEN arms with a constant false/NULL condition go; a constant true one
 * becomes the ELSE and ends the list (later arms are never evaluated). */
static Node *simplify_case(CaseExpr *ce)
{
    List *arms = NIL;
    Node *def = ce->defresult;
    ListCell *lc;
    if (ce->arg != NULL)
        return (Node *)ce;
    foreach (lc, ce->args) {
        CaseWhen *w = lfirst(lc);
        if (!IsA(w->expr, Const)) {
            arms = lappend(arms, w);
            continue;
        }
        Const *c = (Const *)w->expr;
        if (!c->constisnull && DatumGetBool(c->constvalue)) {
            def = w->result;
            break;
        }
    }
    if (arms == NIL)
        return def != NULL ? def
                           : (Node *)make_null_const(ce->casetype, exprTypmod((Node *)ce),
                                                     ce->casecollid, ce->location);
    CaseExpr *nc = palloc(sizeof(CaseExpr));
    *nc = *ce;
    nc->args = arms;
    nc->defresult = def;
    return (Node *)nc;
}

/*
 * x IN (a, b, ...) with at least two column-free items, as PG plans it: x = ANY (ARRAY[a, b])
 * (NOT IN: x <> ALL (...)), the items with Vars still ORed (ANDed) after it. The binder marks
 * the column-free comparisons as the first in_items arguments. An index scan can then probe
 * the array's elements, and EXPLAIN shows what PG shows.
 */
static Node *in_list_to_saop(BoolExpr *b)
{
    int n = b->in_items;
    if (n < 2 || b->boolop == NOT_EXPR || list_length(b->args) < n || !IsA(linitial(b->args), OpExpr))
        return (Node *)b;
    OpExpr *first = linitial(b->args);
    List *elems = NIL;
    ListCell *lc;
    if (list_length(first->args) != 2 || first->opresulttype != BOOLOID)
        return (Node *)b;
    foreach (lc, b->args) {
        if (foreach_current_index(lc) >= n)
            break;
        OpExpr *op = lfirst(lc);
        if (!IsA(op, OpExpr) || op->opno != first->opno || list_length(op->args) != 2 ||
            !exprEqual(linitial(op->args), linitial(first->args)))
            return (Node *)b;
        elems = lappend(elems, lsecond(op->args));
    }
    Oid elemtype = exprType(lsecond(first->args));
    Oid arrtype = arraytype_of_elem(elemtype);
    if (!OidIsValid(arrtype))
        return (Node *)b;
    ArrayExpr *ae = makeNode(ArrayExpr);
    ae->array_typeid = arrtype;
    ae->element_typeid = elemtype;
    ae->array_collid = exprCollation(lsecond(first->args));
    ae->elements = elems;
    ae->location = -1;
    ScalarArrayOpExpr *sa = makeNode(ScalarArrayOpExpr);
    sa->opno = first->opno;
    sa->opfuncid = first->opfuncid;
    sa->useOr = b->boolop == OR_EXPR;
    sa->inputcollid = first->inputcollid;
    sa->args = list_make2(linitial(first->args), ae);
    sa->location = first->location;
    if (list_length(b->args) == n)
        return (Node *)sa;
    BoolExpr *nb = palloc(sizeof(BoolExpr));
    *nb = *b;
    nb->args = list_make1(sa);
    foreach (lc, b->args)
        if (foreach_current_index(lc) >= n)
            nb->args = lappend(nb->args, lfirst(lc));
    nb->in_items = 0;
    return (Node *)nb;
}

static Node *in_lists_mutator(Node *node, void *arg)
{
    if (node == NULL)
        return NULL;
    node = expression_tree_mutator(node, in_lists_mutator, arg);
    if (IsA(node, BoolExpr) && ((BoolExpr *)node)->in_items >= 2)
        return in_list_to_saop((BoolExpr *)node);
    return node;
}

Node *planner_in_lists_to_saops(Node *expr)
{
    return in_lists_mutator(expr, NULL);
}

/* ARRAY[c1, c2, ...] of constants is a constant array, as PG folds it. */
static Node *fold_array_expr(ArrayExpr *ae)
{
    ListCell *lc;
    int n = list_length(ae->elements);
    if (ae->multidims || n == 0)
        return (Node *)ae;
    foreach (lc, ae->elements)
        if (!IsA(lfirst(lc), Const) || ((Const *)lfirst(lc))->consttype != ae->element_typeid)
            return (Node *)ae;
    const TypeInfo *ti = type_by_oid(ae->array_typeid);
    if (ti == NULL)
        return (Node *)ae;
    Datum *vals = palloc(sizeof(Datum) * (size_t)n);
    bool *nulls = palloc(sizeof(bool) * (size_t)n);
    foreach (lc, ae->elements) {
        Const *c = lfirst(lc);
        vals[foreach_current_index(lc)] = c->constvalue;
        nulls[foreach_current_index(lc)] = c->constisnull;
    }
    ArrayElemInfo info;
    arraytype_elem_info(ae->element_typeid, &info);
    Const *c = makeNode(Const);
    c->consttype = ae->array_typeid;
    c->consttypmod = -1;
    c->constcollid = ae->array_collid;
    c->constlen = ti->typlen;
    c->constbyval = ti->typbyval;
    c->constvalue = PointerGetDatum(arraytype_construct_1d(vals, nulls, n, &info));
    c->location = ae->location;
    return (Node *)c;
}

static Node *fold_constant(Node *node)
{
    List *args;
    Oid funcid, rettype;
    int32 typmod = -1;
    ListCell *lc;

    if (node == NULL)
        return NULL;
    if (IsA(node, BoolExpr) && ((BoolExpr *)node)->boolop != NOT_EXPR)
        return simplify_andor((BoolExpr *)node);
    if (IsA(node, CoalesceExpr))
        return simplify_coalesce((CoalesceExpr *)node);
    if (IsA(node, CaseExpr))
        return simplify_case((CaseExpr *)node);
    if (IsA(node, ArrayExpr))
        return fold_array_expr((ArrayExpr *)node);
    if (IsA(node, ScalarArrayOpExpr)) {
        /* all arguments constant: evaluated below (no strictness shortcut: NULL = ANY ('{}')
         * is false) */
        ScalarArrayOpExpr *sa = (ScalarArrayOpExpr *)node;
        foreach (lc, sa->args)
            if (!IsA(lfirst(lc), Const))
                return node;
        args = sa->args;
        funcid = sa->opfuncid;
        rettype = BOOLOID;
    } else if (IsA(node, FuncExpr)) {
        FuncExpr *f = (FuncExpr *)node;
        if (f->funcretset)
            return node;
        args = f->args;
        funcid = f->funcid;
        rettype = f->funcresulttype;
        typmod = f->funcresulttypmod;
    } else if (IsA(node, OpExpr) || IsA(node, NullIfExpr)) {
        OpExpr *o = (OpExpr *)node;
        /* NULLIF(NULL, x) is NULL without x (PG folds it, so a strict operator above sees the
         * NULL); NULLIF(x, NULL) is x, so its "=" is not treated as strict below */
        if (IsA(node, NullIfExpr) && is_null_const(linitial(o->args)))
            return (Node *)make_null_const(o->opresulttype, exprTypmod(node), exprCollation(node),
                                           exprLocation(node));
        args = o->args;
        funcid = o->opfuncid;
        rettype = o->opresulttype;
    } else if (IsA(node, BoolExpr)) {
        /* NOT/AND/OR of constants (ON NOT (1 > 2)) fold too, so a FULL JOIN can see them. */
        args = ((BoolExpr *)node)->args;
        funcid = InvalidOid;
        rettype = BOOLOID;
    } else
        return node;
    const ProcInfo *pi = funcid == InvalidOid ? NULL : proc_by_oid(funcid);
    bool is_saop = IsA(node, ScalarArrayOpExpr) || IsA(node, NullIfExpr);
    /* A strict function of a NULL constant is NULL, whatever the other arguments (PG does not
     * evaluate them: NULL::int < 1/x never divides). */
    if (pi != NULL && pi->proisstrict && !is_saop) {
        foreach (lc, args)
            if (is_null_const(lfirst(lc)))
                return (Node *)make_null_const(rettype, typmod, exprCollation(node),
                                               exprLocation(node));
    }
    foreach (lc, args)
        if (!IsA(lfirst(lc), Const))
            return node;
    const TypeInfo *ti = type_by_oid(rettype);
    if (funcid != InvalidOid &&
        (pi == NULL || pi->fn == NULL || pi->provolatile != PROVOLATILE_IMMUTABLE))
        return node;
    if (ti == NULL)
        return node;

    ExprContext ec;
    memset(&ec, 0, sizeof(ec));
    ec.ecxt_per_tuple_memory = CurrentMemoryContext;
    ExprState *st = exec_init_expr((Expr *)node, NULL, NULL);
    bool isnull;
    Datum d = exec_eval_expr(st, &ec, &isnull);
    Const *c = makeNode(Const);
    c->consttype = rettype;
    c->consttypmod = typmod;
    c->constcollid = exprCollation(node);
    c->constlen = ti->typlen;
    c->constbyval = ti->typbyval;
    c->constisnull = isnull;
    c->constvalue = isnull ? (Datum)0 : d;
    c->location = exprLocation(node);
    return (Node *)c;
}

static Plan *plan_query(Query *q, PlannedStmt *stmt);
static bool row_security_setting(void);
static Oid eq_proc_of(Oid eqop);

/* Plan a sub-select of an expression as a SubPlan, its outer references made parameters;
 * rc->vars are then the outer columns to pass, which the caller fixes into sp->args (as it
 * fixes sp->testexpr). */
static SubPlan *plan_sublink(SubLink *sl, OuterRefCxt *rc)
{
    Query *sub;
    SubPlan *sp;
    ListCell *lc;

    sub = outer_ref_query((Query *)sl->subselect, rc);
    sp = makeNode(SubPlan);
    sp->subLinkType = sl->subLinkType;
    cur_stmt->subplans = lappend(cur_stmt->subplans, plan_query(sub, cur_stmt));
    sp->plan_id = list_length(cur_stmt->subplans);
    sp->parParams = rc->paramids;
    sp->correlated = rc->vars != NIL || rc->has_params;
    sp->location = sl->location;
    foreach (lc, sub->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (tle->resjunk)
            continue;
        sp->firstColType = exprType((Node *)tle->expr);
        sp->firstColTypmod = exprTypmod((Node *)tle->expr);
        sp->firstColCollation = exprCollation((Node *)tle->expr);
        break;
    }
    return sp;
}

static Node *make_subplan(SubLink *sl, FixCxt *cx)
{
    OuterRefCxt rc = {0, true, NIL, NIL, NIL, false};
    SubPlan *sp = plan_sublink(sl, &rc);
    sp->testexpr = fix_expr(sl->testexpr, cx);
    sp->args = (List *)fix_expr((Node *)rc.vars, cx);
    return (Node *)sp;
}

static Node *fix_mutator(Node *node, void *arg);

static bool is_const_bool(Node *n, bool value)
{
    return IsA(n, Const) && !((Const *)n)->constisnull && DatumGetBool(((Const *)n)->constvalue) == value;
}

/* A simple CASE's WHEN condition with its CaseTestExprs (the CASE's value) replaced by the
 * constant value; a CASE nested in it keeps its own in its arms. */
static Node *case_value_mutator(Node *node, void *value)
{
    if (node == NULL || IsA(node, Query))
        return node;
    if (IsA(node, CaseTestExpr)) {
        Const *c = palloc(sizeof(Const));
        *c = *(Const *)value;
        return (Node *)c;
    }
    if (IsA(node, CaseExpr) && ((CaseExpr *)node)->arg != NULL) {
        CaseExpr *ce = palloc(sizeof(CaseExpr));
        *ce = *(CaseExpr *)node;
        ce->arg = (Expr *)case_value_mutator((Node *)ce->arg, value);
        return (Node *)ce;
    }
    return expression_tree_mutator(node, case_value_mutator, value);
}

/*
 * AND/OR, COALESCE and searched CASE are folded argument by argument, as PG's
 * eval_const_expressions does: once a constant decides the result (false in an AND, a non-NULL
 * constant in a COALESCE, a true WHEN), the later arguments are dropped without being folded,
 * so CASE WHEN true THEN 1 ELSE 1/0 END and coalesce(1, 1/0) do not divide by zero. A simple
 * CASE of a constant is the searched CASE of its value's comparisons (CASE 1 WHEN 2 THEN 1/0
 * ELSE 3 END is 3), as PG folds it. mutate does the arguments: fix_mutator while fixing a
 * plan's expressions, fold_mutator when only folding.
 */
static Node *fold_short_circuit(Node *node, Node *(*mutate)(Node *, void *), void *cx)
{
    ListCell *lc;
    List *args = NIL;

    if (IsA(node, BoolExpr)) {
        BoolExpr *b = (BoolExpr *)node;
        foreach (lc, b->args) {
            Node *a = mutate(lfirst(lc), cx);
            args = lappend(args, a);
            if (b->boolop != NOT_EXPR && foreach_current_index(lc) >= b->in_items - 1 &&
                is_const_bool(a, b->boolop == OR_EXPR))
                break;
        }
        BoolExpr *nb = palloc(sizeof(BoolExpr));
        *nb = *b;
        nb->args = args;
        return fold_constant((Node *)nb);
    }
    if (IsA(node, CoalesceExpr)) {
        CoalesceExpr *ce = (CoalesceExpr *)node;
        foreach (lc, ce->args) {
            Node *a = mutate(lfirst(lc), cx);
            args = lappend(args, a);
            if (IsA(a, Const) && !((Const *)a)->constisnull)
                break;
        }
        CoalesceExpr *nc = palloc(sizeof(CoalesceExpr));
        *nc = *ce;
        nc->args = args;
        return fold_constant((Node *)nc);
    }
    CaseExpr *ce = (CaseExpr *)node;
    CaseExpr *nc = palloc(sizeof(CaseExpr));
    *nc = *ce;
    nc->arg = NULL;
    nc->defresult = NULL;
    foreach (lc, ce->args) {
        CaseWhen *w = lfirst(lc);
        Node *cond = mutate(ce->arg ? case_value_mutator(w->expr, ce->arg) : w->expr, cx);
        if (is_const_bool(cond, true)) {
            nc->defresult = mutate(w->result, cx);
            nc->args = args;
            return fold_constant((Node *)nc);
        }
        if (IsA(cond, Const))
            continue; /* false or NULL: this arm can never be taken */
        CaseWhen *nw = palloc(sizeof(CaseWhen));
        *nw = *w;
        nw->expr = cond;
        nw->result = mutate(w->result, cx);
        args = lappend(args, nw);
    }
    nc->args = args;
    nc->defresult = mutate(ce->defresult, cx);
    return fold_constant((Node *)nc);
}

/* Is node folded argument by argument (fold_short_circuit)? */
static bool is_short_circuit(Node *node)
{
    return IsA(node, BoolExpr) || IsA(node, CoalesceExpr) ||
           (IsA(node, CaseExpr) &&
            (((CaseExpr *)node)->arg == NULL || IsA(((CaseExpr *)node)->arg, Const)));
}

static Node *fix_mutator(Node *node, void *arg)
{
    FixCxt *cx = arg;

    if (node == NULL)
        return NULL;
    if (IsA(node, BoolExpr) && ((BoolExpr *)node)->in_items >= 2)
        node = in_list_to_saop((BoolExpr *)node);
    if (IsA(node, Var)) {
        Var *v = (Var *)node;
        Var *nv = make_var(0, 0, v->vartype, v->vartypmod, v->varcollid);
        int pos;
        nv->location = v->location;
        if (v->varlevelsup > 0)
            not_supported("a reference to an outer query", v->location);
        if (cx->inner_varno && v->varno == cx->inner_varno) {
            nv->varno = INNER_VAR;
            nv->varattno = v->varattno;
            return (Node *)nv;
        }
        if (cx->scan_varno) {
            if (v->varno != cx->scan_varno)
                not_supported("RETURNING a column of another table", v->location);
            nv->varno = SCAN_VAR;
            nv->varattno = v->varattno;
            if (v->varattno == TABLE_OID_ATTNUM && cx->tableoid_attno > 0)
                nv->varattno = (int16)cx->tableoid_attno;
            return (Node *)nv;
        }
        if (cx->rp && !cx->rp->is_join && cx->rp->scanrelid == 0 && cx->rp->layout != NIL) {
            /* a join done remotely: its rows hold the layout's Vars */
            if ((pos = layout_find(cx->rp->layout, v->varno, v->varattno)) == 0)
                elog(ERROR, "variable %d.%d not found in the foreign join", v->varno, v->varattno);
            nv->varno = SCAN_VAR;
            nv->varattno = (int16)pos;
            return (Node *)nv;
        }
        if (cx->rp && !cx->rp->is_join && v->varattno == TABLE_OID_ATTNUM &&
            OidIsValid(cx->rp->tableoid))
        {
            Const *c = make_null_const(OIDOID, -1, InvalidOid, v->location);
            c->constisnull = false;
            c->constvalue = ObjectIdGetDatum(cx->rp->tableoid);
            return (Node *)c;
        }
        if (cx->rp && !cx->rp->is_join) {
            if (NEVER(v->varno != cx->rp->scanrelid))
                elog(ERROR, "variable of table %d used in a scan of table %d", v->varno,
                     cx->rp->scanrelid);
            nv->varno = SCAN_VAR;
            nv->varattno = v->varattno;
            return (Node *)nv;
        }
        if (cx->rp) {
            if ((pos = layout_find(cx->rp->left->layout, v->varno, v->varattno)) > 0)
                nv->varno = OUTER_VAR;
            else if ((pos = layout_find(cx->rp->right->layout, v->varno, v->varattno)) > 0)
                nv->varno = INNER_VAR;
            else
                elog(ERROR, "variable %d.%d not found in join inputs", v->varno, v->varattno);
        } else {
            pos = layout_find(cx->outer_layout, v->varno, v->varattno);
            if (pos == 0)
                elog(ERROR, "variable %d.%d not found in the input", v->varno, v->varattno);
            nv->varno = OUTER_VAR;
        }
        nv->varattno = (int16)pos;
        return (Node *)nv;
    }
    if (IsA(node, Aggref)) {
        Aggref *a = (Aggref *)node;
        Aggref *na;
        FixCxt inner = *cx;
        if (cx->aggrefs == NULL)
            elog(ERROR, "aggregate function in a plan node that cannot compute it");
        na = palloc(sizeof(Aggref));
        *na = *a;
        inner.aggrefs = NULL; /* no nested aggregates */
        na->args = (List *)fix_expr((Node *)a->args, &inner);
        na->aggfilter = (Expr *)fix_expr((Node *)a->aggfilter, &inner);
        na->aggorderexprs = (List *)fix_expr((Node *)a->aggorderexprs, &inner);
        na->aggno = list_length(*cx->aggrefs);
        *cx->aggrefs = lappend(*cx->aggrefs, na);
        return (Node *)na;
    }
    if (IsA(node, SubLink))
        return make_subplan((SubLink *)node, cx);
    if (IsA(node, WindowFunc))
        not_supported("a window function", ((WindowFunc *)node)->location);
    if (IsA(node, GroupingFunc)) {
        /* in plans, refs are the Agg's key positions (0-based) */
        GroupingFunc *g = (GroupingFunc *)node;
        if (cx->grouprefs == NIL)
            not_supported("GROUPING() here", g->location);
        GroupingFunc *ng = palloc(sizeof(GroupingFunc));
        *ng = *g;
        ng->args = NIL;
        ng->refs = NIL;
        ListCell *r, *k;
        foreach (r, g->refs)
            foreach (k, cx->grouprefs)
                if (lfirst_int(k) == lfirst_int(r)) {
                    ng->refs = lappend_int(ng->refs, foreach_current_index(k));
                    break;
                }
        return (Node *)ng;
    }
    if (is_short_circuit(node))
        return fold_short_circuit(node, fix_mutator, cx);
    return fold_constant(expression_tree_mutator(node, fix_mutator, arg));
}

static Node *fix_expr(Node *node, FixCxt *cx)
{
    if (node == NULL)
        return NULL;
    if (IsA(node, List)) {
        List *out = NIL;
        ListCell *lc;
        foreach (lc, (List *)node)
            out = lappend(out, fix_mutator(lfirst(lc), cx));
        return (Node *)out;
    }
    return fix_mutator(node, cx);
}

static List *fix_tlist(List *tlist, FixCxt *cx)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, tlist) {
        TargetEntry *tle = lfirst(lc);
        TargetEntry *nt = palloc(sizeof(TargetEntry));
        *nt = *tle;
        nt->expr = (Expr *)fix_expr((Node *)tle->expr, cx);
        out = lappend(out, nt);
    }
    return out;
}

static Node *fix_for_rel(Node *expr, RelPlan *rp)
{
    FixCxt cx = {rp, NIL, NULL, 0};
    return fix_expr(expr, &cx);
}

/* A target list that outputs the layout's Vars, to be fixed for the node. */
static List *layout_tlist(List *layout)
{
    List *tl = NIL;
    ListCell *lc;
    foreach (lc, layout)
        tl = lappend(tl, make_tle(lfirst(lc), foreach_current_index(lc) + 1, NULL));
    return tl;
}

/* ---------------------------------------------------------------- scans */


static List *place_quals(List *items, List *relids)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, items) {
        QualItem *qi = lfirst(lc);
        if (!qi->placed && relids_subset(qi->relids, relids)) {
            qi->placed = true;
            out = lappend(out, qi->clause);
        }
    }
    return out;
}

/* WITH RECURSIVE: see plan_recursive_cte */
typedef struct CtePlanned {
    const char *name;
    int plan_id;    /* 0 while its recursive term is planned (then wtParam is set) */
    int wtParam;
    bool correlated;
    double rows;
} CtePlanned;

static _Thread_local List *cte_planned; /* CtePlanned, innermost last; planner_plan resets it */

static CtePlanned *cte_lookup(const char *name, bool worktable)
{
    for (int i = list_length(cte_planned) - 1; i >= 0; i--) {
        CtePlanned *cp = list_nth(cte_planned, i);
        if (strcmp(cp->name, name) == 0 && (cp->plan_id == 0) == worktable)
            return cp;
    }
    elog(ERROR, "WITH query \"%s\" was not planned", name);
}

static CtePlanned *cte_find_planned(const char *name) { return cte_lookup(name, false); }
static int cte_worktable_param(const char *name) { return cte_lookup(name, true)->wtParam; }

static RelPlan *plan_rte(PlanCxt *pc, int rtindex, List *quals);

static RelPlan *new_scan_relplan(Plan *plan, int rtindex, List *layout)
{
    RelPlan *rp = palloc0(sizeof(RelPlan));
    rp->plan = plan;
    rp->relids = lappend_int(NIL, rtindex);
    rp->layout = layout;
    rp->scanrelid = rtindex;
    return rp;
}

static List *rte_layout(Query *q, int rtindex, int natts_rel, TupleDesc desc, bool with_ctid)
{
    RangeTblEntry *rte = rt_fetch(q, rtindex);
    List *layout = NIL;

    if (desc) {
        for (int i = 0; i < desc->natts; i++) {
            Form_attribute att = TupleDescAttr(desc, i);
            layout = lappend(layout, make_var(rtindex, i + 1, att->atttypid, att->atttypmod,
                                              att->attcollation));
        }
    } else {
        for (int i = 0; i < natts_rel; i++)
            layout = lappend(layout,
                             make_var(rtindex, i + 1,
                                      i < list_length(rte->coltypes) ? list_nth_oid(rte->coltypes, i)
                                                                     : InvalidOid,
                                      i < list_length(rte->coltypmods)
                                          ? list_nth_int(rte->coltypmods, i)
                                          : -1,
                                      i < list_length(rte->colcollations)
                                          ? list_nth_oid(rte->colcollations, i)
                                          : InvalidOid));
    }
    if (with_ctid)
        layout = lappend(layout, make_var(rtindex, SelfItemPointerAttributeNumber, INT8OID, -1, 0));
    /* the system columns the query reads of a table's rows (bind_relation.c's
     * heap_system_column), computed by the scan: the junk ctid above is the same value */
    unsigned sys = desc && rte->rtekind == RTE_RELATION ? path_columns_system(q, rtindex) : 0;
    for (int attno = SYSATTR_CTID; attno > SYSATTR_TABLEOID; attno--)
        if ((sys & (1u << -attno)) && !(with_ctid && attno == SYSATTR_CTID))
            layout = lappend(layout, make_var(rtindex, attno, bind_system_column_type(attno), -1, 0));
    return layout;
}

/*
 * PG's cost of evaluating a condition per row, in units of cpu_operator_cost (cost_qual_eval):
 * one per function or operator call, two for an I/O conversion; Vars, Consts, AND/OR/NOT,
 * NULL tests and CASE themselves are free.
 */
static bool qual_cost_walker(Node *node, void *ctx)
{
    double *cost = ctx;
    if (node == NULL)
        return false;
    switch (nodeTag(node)) {
    case T_FuncExpr:
    case T_OpExpr:
    case T_DistinctExpr:
    case T_NullIfExpr:
    case T_ScalarArrayOpExpr:
    case T_MinMaxExpr:
        *cost += 1;
        break;
    case T_CoerceViaIO:
        *cost += 2;
        break;
    case T_SubPlan:
    case T_SubLink:
        *cost += 100; /* PG: the sub-plan's cost, normally far above an operator's */
        return false; /* the walker does not enter sub-plans */
    case T_Aggref:
        return false; /* computed by the Agg node, not by the condition */
    default:
        break;
    }
    return expression_tree_walker(node, qual_cost_walker, ctx);
}

/* The n conditions as a List ordered by keys, smallest first (a stable sort). */
static List *sort_quals(Node **items, double *keys, int n)
{
    for (int i = 1; i < n; i++) {
        Node *it = items[i];
        double k = keys[i];
        int j;
        for (j = i; j > 0 && keys[j - 1] > k; j--) {
            items[j] = items[j - 1];
            keys[j] = keys[j - 1];
        }
        items[j] = it;
        keys[j] = k;
    }
    List *out = NIL;
    for (int i = 0; i < n; i++)
        out = lappend(out, items[i]);
    return out;
}

/*
 * Order a node's conditions cheapest first, as PG's order_qual_clauses does (a stable sort, so
 * equal costs keep the query's order): WHERE 10 / x > 1 AND x <> 0 then tests x <> 0 first and
 * does not divide by zero, as in PG.
 */
static List *order_quals(List *quals)
{
    int n = list_length(quals);
    if (n < 2)
        return quals;
    Node **items = palloc(sizeof(Node *) * (size_t)n);
    double *costs = palloc(sizeof(double) * (size_t)n);
    ListCell *lc;
    foreach (lc, quals) {
        int i = foreach_current_index(lc);
        items[i] = lfirst(lc);
        costs[i] = 0;
        qual_cost_walker(items[i], &costs[i]);
    }
    return sort_quals(items, costs, n);
}

/*
 * Can the condition leak nothing of the rows it sees (PG's leakproof functions)? Comparisons
 * of columns, constants and parameters, and AND/OR/NOT and IS NULL over them: PG marks the
 * built-in types' comparison operators leakproof, not arithmetic (it may report overflow).
 */
static bool qual_is_leakproof(Node *node)
{
    if (node == NULL)
        return true;
    switch (nodeTag(node)) {
    case T_Var:
    case T_Const:
    case T_Param:
        return true;
    case T_RelabelType:
        return qual_is_leakproof((Node *)((RelabelType *)node)->arg);
    case T_NullTest:
        return qual_is_leakproof((Node *)((NullTest *)node)->arg);
    case T_FuncExpr: { /* CURRENT_USER and SESSION_USER (PG's SQLValueFunction) */
        const ProcInfo *p = proc_by_oid(((FuncExpr *)node)->funcid);
        return p && ((FuncExpr *)node)->args == NIL &&
               (strcmp(p->proname, "current_user") == 0 || strcmp(p->proname, "session_user") == 0);
    }
    case T_OpExpr: {
        const OperInfo *o = oper_by_oid(((OpExpr *)node)->opno);
        static const char *const cmp[] = {"=", "<>", "<", "<=", ">", ">="};
        bool is_cmp = false;
        for (size_t i = 0; o && i < lengthof(cmp); i++)
            is_cmp |= strcmp(o->oprname, cmp[i]) == 0;
        if (!is_cmp)
            return false;
        ListCell *lc;
        foreach (lc, ((OpExpr *)node)->args)
            if (!qual_is_leakproof(lfirst(lc)))
                return false;
        return true;
    }
    case T_BoolExpr: {
        ListCell *lc;
        foreach (lc, ((BoolExpr *)node)->args)
            if (!qual_is_leakproof(lfirst(lc)))
                return false;
        return true;
    }
    default:
        return false;
    }
}

/*
 * A table scan's conditions in PG's order (order_qual_clauses with security levels): the
 * table's row-level security conditions, each at its own level, before the query's, so no
 * condition of the query sees a row a policy hides; a leakproof condition cheaper than ten
 * operators may go first (level 0). Within a level, cheapest first. Query pointers.
 */
static List *order_security_quals(List *quals, List *security)
{
    int n = list_length(quals);
    if (security == NIL || n < 2)
        return order_quals(quals);
    Node **items = palloc(sizeof(Node *) * (size_t)n);
    double *keys = palloc(sizeof(double) * (size_t)n);
    ListCell *lc;
    foreach (lc, quals) {
        int i = foreach_current_index(lc);
        double cost = 0;
        qual_cost_walker(lfirst(lc), &cost);
        int level = list_length(security);
        ListCell *sc;
        foreach (sc, security)
            if (lfirst(sc) == lfirst(lc))
                level = foreach_current_index(sc);
        if (cost < 10 && qual_is_leakproof(lfirst(lc)))
            level = 0;
        items[i] = lfirst(lc);
        keys[i] = level * 1e6 + cost; /* costs of one condition stay far below 1e6 units */
    }
    return sort_quals(items, keys, n);
}

/* Give a scan node its target list (its layout) and filter. */
static void finish_scan(RelPlan *rp, List *quals)
{
    if (rp->security_quals != NIL)
        rp->plan->qual =
            (List *)fix_for_rel((Node *)order_security_quals(quals, rp->security_quals), rp);
    else
        rp->plan->qual = order_quals((List *)fix_for_rel((Node *)quals, rp));
    rp->plan->targetlist = (List *)fix_for_rel((Node *)layout_tlist(rp->layout), rp);
}

/* An IndexScan plan from a chosen path; its expressions are fixed by finish_table_scan. */
static IndexScan *make_index_scan(ScanPath *sp, int rtindex, Oid relid)
{
    IndexScan *is = makeNode(IndexScan);
    is->scanrelid = rtindex;
    is->relid = relid;
    is->indexid = sp->indexid;
    is->nkeys = sp->nkeys;
    is->keyattno = sp->keyattno;
    is->keystrategy = sp->keystrategy;
    is->keyisarray = sp->keyisarray;
    is->keyexprs = sp->keyexprs;
    is->indexqualorig = sp->indexclauses;
    is->indexorderdir = sp->dir;
    is->indexonly = sp->indexonly;
    is->plan.plan_rows = sp->rows;
    is->plan.startup_cost = sp->startup_cost;
    is->plan.total_cost = sp->total_cost;
    return is;
}

/* A Bitmap Heap Scan over a Bitmap Index Scan from a chosen bitmap path (fixed later too). */
static BitmapHeapScan *make_bitmap_scan(ScanPath *sp, int rtindex, Oid relid,
                                        RangeTblEntry *rte)
{
    BitmapIndexScan *bis = makeNode(BitmapIndexScan);
    bis->scanrelid = rtindex;
    bis->relid = relid;
    bis->indexid = sp->indexid;
    bis->nkeys = sp->nkeys;
    bis->keyattno = sp->keyattno;
    bis->keystrategy = sp->keystrategy;
    bis->keyisarray = sp->keyisarray;
    bis->keyexprs = sp->keyexprs;
    bis->indexqualorig = sp->indexclauses;
    bis->plan.plan_rows = sp->index_rows;
    bis->plan.startup_cost = 0;
    bis->plan.total_cost = sp->index_cost;
    bis->plan.scanrte = rte; /* EXPLAIN's column names in Index Cond */
    BitmapHeapScan *bhs = makeNode(BitmapHeapScan);
    bhs->scanrelid = rtindex;
    bhs->relid = relid;
    bhs->bitmapqualorig = list_concat(list_copy(sp->indexclauses), sp->predclauses);
    bhs->plan.lefttree = &bis->plan;
    bhs->plan.plan_rows = sp->rows;
    bhs->plan.startup_cost = sp->startup_cost;
    bhs->plan.total_cost = sp->total_cost;
    return bhs;
}

/* finish_scan, plus an IndexScan's key values (computed before the scan) and conditions. */
static void finish_table_scan(RelPlan *rp, List *quals)
{
    finish_scan(rp, quals);
    if (IsA(rp->plan, BitmapHeapScan)) {
        BitmapHeapScan *bhs = (BitmapHeapScan *)rp->plan;
        BitmapIndexScan *bis = (BitmapIndexScan *)bhs->plan.lefttree;
        FixCxt cx = {NULL, NIL, NULL, 0};
        bis->keyexprs = (List *)fix_expr((Node *)bis->keyexprs, &cx);
        /* the index's conditions, then a partial index's predicate clauses (PG's order) */
        List *all = (List *)fix_for_rel((Node *)bhs->bitmapqualorig, rp);
        List *index_quals = NIL, *pred = NIL;
        ListCell *lc;
        foreach (lc, all)
            if (foreach_current_index(lc) < list_length(bis->indexqualorig))
                index_quals = lappend(index_quals, lfirst(lc));
            else
                pred = lappend(pred, lfirst(lc));
        bis->indexqualorig = order_quals(index_quals);
        bhs->bitmapqualorig = list_concat(list_copy(bis->indexqualorig), pred);
    }
    if (IsA(rp->plan, TidScan)) {
        TidScan *ts = (TidScan *)rp->plan;
        FixCxt cx = {NULL, NIL, NULL, 0};
        ts->tidexpr = fix_expr(ts->tidexpr, &cx);
        ts->tidqualorig = (List *)fix_for_rel((Node *)ts->tidqualorig, rp);
    }
    if (IsA(rp->plan, IndexScan)) {
        IndexScan *is = (IndexScan *)rp->plan;
        FixCxt cx = {NULL, NIL, NULL, 0};
        is->keyexprs = (List *)fix_expr((Node *)is->keyexprs, &cx);
        is->indexqualorig = order_quals((List *)fix_for_rel((Node *)is->indexqualorig, rp));
    }
}

/* clauses, and the query's nodes that those of items were made from: what the query reads
 * only through the conditions a scan evaluates (scan_columns_used's own). */
static List *clauses_and_origins(List *clauses, List *items)
{
    List *out = list_copy(clauses);
    ListCell *lc;
    foreach (lc, items) {
        QualItem *qi = lfirst(lc);
        if (qi->orig && list_member_ptr(clauses, qi->clause))
            out = lappend(out, qi->orig);
    }
    return out;
}

/*
 * The cheapest scan of a table for its conditions (and the query's ORDER BY, when this is the
 * only table): rp->plan stays the SeqScan or becomes an IndexScan. own: the query's nodes of
 * those conditions (clauses_and_origins). Returns the conditions left for the scan's filter.
 */
/* WHERE ctid = value (or ctid = ANY (array), ctid IN (...)): a Tid Scan, cheaper than any
 * other path (a page and a row per place, as PG's cost_tidscan), instead of the SeqScan
 * rp->plan is. Returns the conditions left, or NULL (with *done false) when there is no such
 * condition. */
static List *choose_tid_scan(RelPlan *rp, List *clauses, bool *done)
{
    Node *value = NULL, *tidqual = NULL, *orig = NULL;
    bool isarray = false;
    ListCell *lc;
    *done = false;
    if (!IsA(rp->plan, SeqScan))
        return NULL;
    foreach (lc, clauses) {
        Node *c = lfirst(lc);
        Node *cand = IsA(c, BoolExpr) ? in_list_to_saop((BoolExpr *)c) : c;
        if (path_tid_clause(cand, rp->scanrelid, &value, &isarray)) {
            tidqual = cand;
            orig = c;
            break;
        }
    }
    double ntids = !isarray ? 1
                   : IsA(value, ArrayExpr) ? list_length(((ArrayExpr *)value)->elements)
                                           : 10;
    double cost = tidqual ? path_tid_cost(ntids) : NAN;
    if (isnan(cost))
        return NULL;
    *done = true;
    TidScan *ts = makeNode(TidScan);
    ts->scan.scanrelid = ((SeqScan *)rp->plan)->scanrelid;
    ts->scan.relid = ((SeqScan *)rp->plan)->relid;
    ts->tidexpr = value;
    ts->tidisarray = isarray;
    ts->tidqualorig = list_make1(tidqual);
    ts->scan.plan.plan_rows = ntids;
    ts->scan.plan.total_cost = cost;
    rp->plan = &ts->scan.plan;
    List *left = NIL;
    foreach (lc, clauses)
        if (lfirst(lc) != orig)
            left = lappend(left, lfirst(lc));
    return left;
}

static List *choose_table_scan(PlanCxt *pc, RelPlan *rp, Relation rel, List *clauses, List *own)
{
    ScanPath sp;
    double pages;
    bool tid_done;
    List *tid_left = choose_tid_scan(rp, clauses, &tid_done);
    if (tid_done) {
        rp->target = scan_needs_ctid(pc, rp->scanrelid);
        path_rel_size(rel, &pages, &rp->est_tuples);
        rp->est_relid = rel->rd_id;
        return tid_left;
    }
    rp->target = scan_needs_ctid(pc, rp->scanrelid);
    path_best_scan(rel, rp->scanrelid, clauses, &pc->order,
                   scan_columns_used(pc, rp->scanrelid, rel, own), rp->target, &sp);
    path_rel_size(rel, &pages, &rp->est_tuples);
    rp->est_relid = rel->rd_id;
    rp->plan->plan_rows = sp.rows;
    rp->plan->startup_cost = sp.startup_cost;
    rp->plan->total_cost = sp.total_cost;
    if (!sp.is_index)
        return clauses;
    if (sp.is_bitmap) {
        rp->plan = &make_bitmap_scan(&sp, rp->scanrelid, rel->rd_id,
                                     rt_fetch(pc->query, rp->scanrelid))->plan;
        return sp.otherclauses;
    }
    rp->plan = &make_index_scan(&sp, rp->scanrelid, rel->rd_id)->plan;
    if (sp.ordered)
        pc->order_done = true;
    pc->order_presorted = sp.presorted;
    pc->presorted_groups = sp.presorted_groups;
    return sp.otherclauses;
}

static SeqScan *make_sample_scan(TableSampleClause *tsc)
{
    SampleScan *s = makeNode(SampleScan);
    FixCxt cx = {NULL, NIL, NULL, 0};
    TableSampleClause *fixed = makeNode(TableSampleClause);
    fixed->method = tsc->method;
    fixed->args = (List *)fix_expr((Node *)tsc->args, &cx);
    fixed->repeatable = fix_expr(tsc->repeatable, &cx);
    s->tablesample = fixed;
    return &s->scan;
}

static bool query_has_aggs(Query *q);

/* Constant folding alone (no Vars fixed), as fix_mutator folds: a sub-select is left as is. */
static Node *fold_mutator(Node *node, void *arg)
{
    if (node == NULL || IsA(node, SubLink))
        return node;
    if (is_short_circuit(node))
        return fold_short_circuit(node, fold_mutator, arg);
    return fold_constant(expression_tree_mutator(node, fold_mutator, arg));
}

static Node *fold_expr_constants(Node *node) { return fold_mutator(node, NULL); }

/* The query's LIMIT / OFFSET for the wrapper, when both are constants once folded. */
static void foreign_limit(Query *q, ForeignUpper *u)
{
    Node *count = q->limitCount ? fold_mutator(q->limitCount, NULL) : NULL;
    Node *offset = q->limitOffset ? fold_mutator(q->limitOffset, NULL) : NULL;
    if ((count && !IsA(count, Const)) || (offset && !IsA(offset, Const)))
        return;
    u->limit_allowed = true;
    u->limit_count = count;
    u->limit_offset = offset;
}

/*
 * What a foreign scan may do of the query above it: the ORDER BY want_index_order found when
 * it is on plain columns of the only table, and a constant LIMIT / OFFSET when the query is
 * that table alone with nothing between the scan and the Limit that changes the rows.
 */
static void foreign_upper(PlanCxt *pc, int rtindex, ForeignUpper *u)
{
    Query *q = pc->query;
    memset(u, 0, sizeof(*u));
    bool plain_columns = true; /* the wrapper's sort keys are table columns only */
    for (int i = 0; i < pc->order.nkeys; i++)
        plain_columns &= pc->order.keys[i].attno > 0;
    if (pc->order.nkeys > 0 && plain_columns) {
        u->nsortkeys = pc->order.nkeys;
        u->sortkeys = palloc0(sizeof(ForeignSortKey) * (size_t)pc->order.nkeys);
        for (int i = 0; i < pc->order.nkeys; i++) {
            u->sortkeys[i].attno = pc->order.keys[i].attno;
            u->sortkeys[i].desc = pc->order.keys[i].desc;
            u->sortkeys[i].nulls_first = pc->order.keys[i].nulls_first;
            u->sortkeys[i].collation = pc->order.keys[i].collation;
        }
    }
    FromExpr *jt = q->jointree;
    if ((q->limitCount == NULL && q->limitOffset == NULL) || q->setOperations ||
        query_has_aggs(q) || q->hasWindowFuncs || q->hasTargetSRFs || q->hasSubLinks ||
        q->distinctClause != NIL || q->rowMarks != NIL || jt == NULL ||
        list_length(jt->fromlist) != 1 || !IsA(linitial(jt->fromlist), RangeTblRef) ||
        ((RangeTblRef *)linitial(jt->fromlist))->rtindex != rtindex ||
        (q->sortClause != NIL && u->nsortkeys == 0))
        return;
    foreign_limit(q, u);
}

/* The attnums of a table's columns (not dropped ones). */
static List *rte_all_columns(TupleDesc desc)
{
    List *out = NIL;
    for (int i = 1; i <= desc->natts; i++)
        if (!TupleDescAttr(desc, i - 1)->attisdropped)
            out = lappend_int(out, i);
    return out;
}

/* A foreign table: the wrapper plans the scan (path_foreign.c); its local quals and target
 * list are fixed like any scan's. */
static RelPlan *plan_foreign_rte(PlanCxt *pc, int rtindex, List *quals)
{
    Query *q = pc->query;
    RangeTblEntry *rte = rt_fetch(q, rtindex);
    /* the target of UPDATE / DELETE: its rows carry their remote identity, as postgres_fdw's
     * ctid; an UPDATE's new row needs every column, a DELETE's RETURNING comes from the
     * remote DELETE itself */
    bool target = pc->need_ctid && rtindex == q->resultRelation;
    if (scan_needs_ctid(pc, rtindex) && !target)
        not_supported("SELECT FOR UPDATE/SHARE on a foreign table", -1);
    Relation rel = relation_open(rte->relid, AccessShareLock);
    List *layout = rte_layout(q, rtindex, 0, rel->rd_att, target);
    List *clauses = order_quals(place_quals(quals, lappend_int(NIL, rtindex)));
    /* the columns read besides these conditions, before folding makes new nodes of them */
    List *returning = q->returningList;
    if (target)
        q->returningList = NIL;
    List *attrs = path_foreign_attrs_used(q, rtindex, rel->rd_att, clauses);
    q->returningList = returning;
    if (target && q->commandType == CMD_UPDATE)
        attrs = rte_all_columns(rel->rd_att);
    List *folded = NIL; /* the wrapper judges constants as PG's would: folded */
    double units = 0;
    ListCell *lc;
    foreach (lc, clauses) {
        qual_cost_walker(lfirst(lc), &units);
        folded = lappend(folded, fold_mutator(lfirst(lc), NULL));
    }
    ForeignUpper upper;
    foreign_upper(pc, rtindex, &upper);
    if (target)
        upper.modify = q->commandType;
    bool sorted, limited;
    ForeignScan *fs =
        path_foreign_scan(rel, rtindex, folded, attrs, units, &upper, &sorted, &limited);
    if (sorted)
        pc->order_done = true;
    if (limited)
        pc->limit_done = true;
    relation_close(rel);
    RelPlan *rp = new_scan_relplan(&fs->plan, rtindex, layout);
    rp->fdw_done = clauses;
    finish_scan(rp, fs->plan.qual);
    FixCxt cx = {NULL, NIL, NULL, 0};
    fs->fdw_exprs = (List *)fix_expr((Node *)fs->fdw_exprs, &cx);
    return rp;
}

/*
 * The aggregation of a query over one foreign table and nothing else, done by the remote
 * server when the wrapper can (postgres_fdw's aggregate pushdown): one ForeignScan replaces
 * the table's scan and the Agg. Its expressions are fixed like the scan's: the tlist entries'
 * own columns are the table's (for EXPLAIN), the output reads the entries. NULL: make an Agg.
 */
static double estimate_num_groups(List *clauses, List *tlist, RelPlan *top, double input_rows);
static double layout_width(List *layout);

/* What an aggregation done remotely may also do: the query's ORDER BY when only a Sort would
 * follow, and then a constant LIMIT / OFFSET. */
static void foreign_agg_upper(Query *q, ForeignUpper *u)
{
    memset(u, 0, sizeof(*u));
    if (q->distinctClause != NIL || q->setOperations)
        return;
    u->sort_clauses = q->sortClause;
    if (q->limitCount == NULL && q->limitOffset == NULL)
        return;
    foreign_limit(q, u);
}

static Plan *foreign_agg_plan(PlanCxt *pc, RelPlan *top, List *tlist, List *leftover)
{
    Query *q = pc->query;
    if (!IsA(top->plan, ForeignScan) || top->is_join || leftover != NIL ||
        top->plan->qual != NIL || q->groupingSets != NIL || q->hasSubLinks ||
        q->hasWindowFuncs || q->hasTargetSRFs || q->rowMarks != NIL)
        return NULL;
    double groups =
        q->groupClause != NIL
            ? estimate_num_groups(q->groupClause, q->targetList, top, top->plan->plan_rows)
            : 1;
    ForeignUpper upper;
    foreign_agg_upper(q, &upper);
    bool sorted, limited;
    ForeignScan *fs = path_foreign_agg(q, (ForeignScan *)top->plan, tlist,
                                       split_conjuncts(q->havingQual, NIL), groups, &upper,
                                       &sorted, &limited);
    if (fs == NULL)
        return NULL;
    pc->order_done |= sorted;
    pc->limit_done |= limited;
    List *aggrefs = NIL; /* the entries' aggregates are computed remotely, never here */
    FixCxt cx = {top, NIL, &aggrefs, 0};
    /* over a join done remotely the entries stay query expressions (EXPLAIN names their
     * tables through fs_relids), and the output reads them as the entry Vars' scan */
    RelPlan entries = {0};
    entries.scanrelid = path_foreign_entry_varno(q, (ForeignScan *)top->plan);
    if (fs->fs_relids != NIL)
        cx.rp = &entries;
    else
        fs->fdw_scan_tlist = fix_tlist(fs->fdw_scan_tlist, &cx);
    fs->plan.targetlist = fix_tlist(fs->plan.targetlist, &cx);
    fs->plan.qual = order_quals((List *)fix_expr((Node *)fs->plan.qual, &cx));
    fs->plan.scanrte = top->plan->scanrte; /* the entries' columns are its table's */
    top->plan = &fs->plan;
    return &fs->plan;
}

static Oid cmp_proc_for(Oid type, Oid sortop);
static TargetEntry *tle_by_sortgroupref(List *tlist, int ref);

/* A sub-select's ORDER BY, as far as it is ascending with NULLs last on plain output columns:
 * the order of its rows (column attno of FROM item rtindex), which a merge join can use. */
static List *subquery_order(Query *sub, int rtindex)
{
    List *order = NIL;
    ListCell *lc;
    foreach (lc, sub->sortClause) {
        SortGroupClause *sgc = lfirst(lc);
        TargetEntry *te = tle_by_sortgroupref(sub->targetList, sgc->tleSortGroupRef);
        const OperInfo *oi = sgc->sortop ? oper_by_oid(sgc->sortop) : NULL;
        if (te == NULL || te->resjunk || sgc->nulls_first || oi == NULL ||
            strcmp(oi->oprname, "<") != 0)
            break;
        Node *e = (Node *)te->expr;
        MergeKey *k = palloc0(sizeof(MergeKey));
        k->outer =
            (Node *)make_var(rtindex, te->resno, exprType(e), exprTypmod(e), exprCollation(e));
        k->cmpfunc = cmp_proc_for(exprType(e), sgc->sortop);
        k->collation = exprCollation(e);
        order = lappend(order, k);
    }
    return order;
}

/*
 * The target of UPDATE / DELETE on a partitioned table: an Append of a scan of each leaf
 * partition that the conditions do not exclude, each producing the target's columns, its row's
 * ctid and (tableoid) the partition, so that ModifyTable knows where the row is. The leaves
 * have the partitioned table's columns in its order.
 */
static RelPlan *plan_partitioned_target(PlanCxt *pc, int rtindex, List *quals)
{
    Query *q = pc->query;
    RangeTblEntry *rte = rt_fetch(q, rtindex);
    Relation parent = relation_open(rte->relid, AccessShareLock);
    List *layout = rte_layout(q, rtindex, 0, parent->rd_att, true);
    relation_close(parent);
    layout = lappend(layout, make_var(rtindex, TABLE_OID_ATTNUM, OIDOID, -1, 0));
    List *clauses = place_quals(quals, lappend_int(NIL, rtindex));
    Append *app = makeNode(Append);
    RelPlan *rp = new_scan_relplan(&app->plan, rtindex, layout);
    ListCell *lc;
    foreach (lc, bind_partition_target_leaves(rte->relid, clauses, rtindex)) {
        Oid leaf = lfirst_oid(lc);
        Relation rel = relation_open(leaf, AccessShareLock);
        if (rel->relkind != RELKIND_RELATION)
            not_supported("UPDATE or DELETE of a foreign partition", -1);
        SeqScan *ss = makeNode(SeqScan);
        ss->scanrelid = rtindex;
        ss->relid = leaf;
        RelPlan *child = new_scan_relplan(&ss->plan, rtindex, layout);
        child->tableoid = leaf;
        child->security_quals = rte->securityQuals;
        child->scan_clauses = list_concat(list_copy(rte->securityQuals), list_copy(clauses));
        List *left = choose_table_scan(pc, child, rel, child->scan_clauses, NIL);
        relation_close(rel);
        finish_table_scan(child, left);
        child->plan->scanrte = rte; /* EXPLAIN's column names */
        app->appendplans = lappend(app->appendplans, child->plan);
        app->target_relids = lappend_oid(app->target_relids, leaf);
        app->plan.plan_rows += child->plan->plan_rows;
        app->plan.total_cost += child->plan->total_cost;
        rp->children = lappend(rp->children, child);
    }
    app->plan.targetlist = rp->children != NIL
                               ? ((RelPlan *)linitial(rp->children))->plan->targetlist
                               : NIL;
    return rp;
}

static RelPlan *plan_rte(PlanCxt *pc, int rtindex, List *quals)
{
    Query *q = pc->query;
    RangeTblEntry *rte = rt_fetch(q, rtindex);
    RelPlan *rp;

    switch (rte->rtekind) {
    case RTE_RELATION: {
        if (rte->relkind == RELKIND_FOREIGN_TABLE && rte->tablesample == NULL)
            return plan_foreign_rte(pc, rtindex, quals);
        SeqScan *ss = rte->tablesample ? make_sample_scan(rte->tablesample) : makeNode(SeqScan);
        Relation rel;
        /* UPDATE / DELETE name a partitioned table itself (a read expands it in the binder) */
        if (rte->relkind == RELKIND_PARTITIONED_TABLE)
            return plan_partitioned_target(pc, rtindex, quals);
        /* a sequence's one row (its state) reads like a table's */
        if (rte->relkind != RELKIND_RELATION &&
            !(rte->relkind == RELKIND_SEQUENCE && rte->tablesample == NULL))
            not_supported("reading this kind of relation", -1);
        ss->scanrelid = rtindex;
        ss->relid = rte->relid;
        rel = relation_open(rte->relid, AccessShareLock);
        rp = new_scan_relplan(&ss->plan, rtindex,
                              rte_layout(q, rtindex, 0, rel->rd_att, scan_needs_ctid(pc, rtindex)));
        ss->plan.plan_rows = (double)heap_relation_nblocks(rel) * 100.0;
        rp->security_quals = rte->securityQuals;
        if (rte->tablesample == NULL) {
            rp->table_scan = rte->relkind == RELKIND_RELATION;
            rp->scan_clauses =
                list_concat(list_copy(rte->securityQuals), place_quals(quals, rp->relids));
            List *clauses = choose_table_scan(pc, rp, rel, rp->scan_clauses,
                                              clauses_and_origins(rp->scan_clauses, quals));
            relation_close(rel);
            finish_table_scan(rp, clauses);
            return rp;
        }
        relation_close(rel);
        break;
    }
    case RTE_VALUES: {
        ValuesScan *vs = makeNode(ValuesScan);
        ListCell *lc;
        vs->ncols = list_length(linitial(rte->values_lists));
        foreach (lc, rte->values_lists) {
            FixCxt cx = {NULL, NIL, NULL, 0};
            vs->values_lists = lappend(vs->values_lists, fix_expr(lfirst(lc), &cx));
        }
        vs->plan.plan_rows = list_length(rte->values_lists);
        rp = new_scan_relplan(&vs->plan, rtindex, rte_layout(q, rtindex, vs->ncols, NULL, false));
        break;
    }
    case RTE_SUBQUERY: {
        SubqueryScan *sq = makeNode(SubqueryScan);
        Query *sub = rte->subquery;
        OuterRefCxt lx = {0, true, NIL, NIL, NIL, false};
        if (rte->lateral)
            sub = outer_ref_query(sub, &lx);
        sub = plan_prune_subquery_outputs(q, rtindex, sub);
        sq->plan.lefttree = plan_query(sub, pc->stmt);
        sq->plan.plan_rows = sq->plan.lefttree->plan_rows;
        /* a partitioned table's expansion may have a hidden tableoid column (bind_view.c) */
        int ncols = rte->relkind == RELKIND_PARTITIONED_TABLE ? list_length(rte->coltypes)
                                                              : list_length(rte->eref->colnames);
        rp = new_scan_relplan(&sq->plan, rtindex, rte_layout(q, rtindex, ncols, NULL, false));
        rp->lateral_vars = lx.vars;
        rp->lateral_ids = lx.paramids;
        rp->order = subquery_order(sub, rtindex);
        break;
    }
    case RTE_RESULT: {
        Result *r = makeNode(Result);
        r->plan.plan_rows = 1;
        rp = new_scan_relplan(&r->plan, rtindex, NIL);
        break;
    }
    case RTE_FUNCTION: {
        FunctionScan *fs = makeNode(FunctionScan);
        FixCxt cx = {NULL, NIL, NULL, 0};
        /* arguments reading earlier FROM items (implicitly LATERAL) become parameters */
        OuterRefCxt lx = {-1, true, NIL, NIL, NIL, false};
        List *funcs = (List *)outer_ref_mutator((Node *)rte->functions, &lx);
        fs->functions = (List *)fix_expr((Node *)funcs, &cx);
        fs->funcordinality = rte->funcordinality;
        fs->funcfields = rte->funcfields;
        fs->coltypes = rte->coltypes;
        fs->plan.plan_rows = 1000;
        rp = new_scan_relplan(&fs->plan, rtindex,
                              rte_layout(q, rtindex, list_length(rte->eref->colnames), NULL, false));
        rp->lateral_vars = lx.vars;
        rp->lateral_ids = lx.paramids;
        break;
    }
    case RTE_CTE: {
        int ncols = list_length(rte->eref->colnames);
        Oid *types = palloc0(sizeof(Oid) * (size_t)(ncols + 1));
        for (int i = 0; i < ncols; i++)
            types[i] = list_nth_oid(rte->coltypes, i);
        Plan *scan;
        if (rte->self_reference) {
            WorkTableScan *wt = makeNode(WorkTableScan);
            wt->wtParam = cte_worktable_param(rte->ctename);
            wt->ncols = ncols;
            wt->coltypes = types;
            wt->plan.plan_rows = 100;
            scan = &wt->plan;
        } else {
            CteScan *cs = makeNode(CteScan);
            CtePlanned *cp = cte_find_planned(rte->ctename);
            cs->ctePlanId = cp->plan_id;
            cs->correlated = cp->correlated;
            cs->ncols = ncols;
            cs->coltypes = types;
            cs->plan.plan_rows = cp->rows;
            scan = &cs->plan;
        }
        rp = new_scan_relplan(scan, rtindex, rte_layout(q, rtindex, ncols, NULL, false));
        break;
    }
    default:
        elog(ERROR, "unexpected range table entry kind %d", (int)rte->rtekind);
    }
    finish_scan(rp, list_concat(list_copy(rp->security_quals), place_quals(quals, rp->relids)));
    return rp;
}

/* ---------------------------------------------------------------- joins */

/* Is clause an "=" of one type (its type's own "=")? Its two sides into *a, *b. */
static bool simple_equality(Node *clause, Node **a, Node **b, Oid *type)
{
    if (!IsA(clause, OpExpr) || list_length(((OpExpr *)clause)->args) != 2)
        return false;
    OpExpr *op = (OpExpr *)clause;
    /* The operator's input type decides (varchar = varchar runs text's "="). */
    const OperInfo *oi = oper_by_oid(op->opno);
    if (oi == NULL || oi->oprleft != oi->oprright || strcmp(oi->oprname, "=") != 0)
        return false;
    *a = linitial(op->args);
    *b = lsecond(op->args);
    *type = oi->oprleft;
    /* array "=" takes anyarray: the arguments' array type has the support functions */
    if (*type == ANYARRAYOID && exprType(*a) == exprType(*b))
        *type = exprType(*a);
    return type_eq_oper(*type) == op->opno;
}

/* Is clause an "=" a hash join can run (one hashable type)? Its two sides into *a, *b. */
static bool hashable_equality(Node *clause, Node **a, Node **b)
{
    Oid type;
    return simple_equality(clause, a, b, &type) && type_hash_proc(type) != InvalidOid;
}

static bool is_hash_clause(Node *clause, RelPlan *l, RelPlan *r, Node **lkey, Node **rkey)
{
    Node *a, *b;
    List *ra, *rb;

    if (!hashable_equality(clause, &a, &b))
        return false;
    ra = clause_relids(a);
    rb = clause_relids(b);
    if (ra == NIL || rb == NIL)
        return false;
    if (relids_subset(ra, l->relids) && relids_subset(rb, r->relids)) {
        *lkey = a;
        *rkey = b;
        return true;
    }
    if (relids_subset(rb, l->relids) && relids_subset(ra, r->relids)) {
        *lkey = b;
        *rkey = a;
        return true;
    }
    return false;
}

/* PG runs a FULL join without join clauses (ON true, or a condition folded to a constant) as a
 * merge join; the nested loop can do that case too. */
static bool all_constant(List *quals)
{
    ListCell *lc;
    foreach (lc, quals)
        if (!IsA(lfirst(lc), Const))
            return false;
    return true;
}

static bool plan_is_rescannable_cheaply(Plan *p)
{
    return IsA(p, SeqScan) || IsA(p, ValuesScan) || IsA(p, Material) || IsA(p, Result);
}

/* ------------------------------------------------ row estimates (selfuncs.c) */

/* The table scan under rp that reads range-table entry varno, or NULL. */
static RelPlan *find_base_scan(RelPlan *rp, int varno)
{
    if (rp == NULL)
        return NULL;
    if (rp->est_input)
        return find_base_scan(rp->est_input, varno);
    if (!rp->is_join)
        return rp->scanrelid == varno && rp->est_relid != InvalidOid ? rp : NULL;
    RelPlan *f = find_base_scan(rp->left, varno);
    return f ? f : find_base_scan(rp->right, varno);
}

static bool plain_var(Node *n, Var **v)
{
    while (n && IsA(n, RelabelType))
        n = (Node *)((RelabelType *)n)->arg;
    if (n == NULL || !IsA(n, Var) || ((Var *)n)->varlevelsup != 0 || ((Var *)n)->varattno <= 0)
        return false;
    *v = (Var *)n;
    return true;
}

/* The rows of a table scan for estimates: a parameterized probe's rows are per probe. */
static double base_rows(const RelPlan *b)
{
    return b->nest_params != NIL ? -1 : b->plan->plan_rows;
}

/* Selectivity of one join condition: PG's eqjoinsel for column = column of two tables, else
 * the defaults of a condition without statistics. */
/* clause as "column = column" of plain Vars: the two columns and the operator, else false. */
static bool column_equality(Node *clause, Var **a, Var **b, const OperInfo **oi)
{
    if (!IsA(clause, OpExpr) || list_length(((OpExpr *)clause)->args) != 2 ||
        !plain_var(linitial(((OpExpr *)clause)->args), a) ||
        !plain_var(lsecond(((OpExpr *)clause)->args), b))
        return false;
    *oi = oper_by_oid(((OpExpr *)clause)->opno);
    return *oi && strcmp((*oi)->oprname, "=") == 0;
}

static double join_clause_selectivity(Node *clause, RelPlan *l, RelPlan *r)
{
    Var *a, *b;
    const OperInfo *oi;
    if (column_equality(clause, &a, &b, &oi)) {
        RelPlan *ba = find_base_scan(l, a->varno), *bb = find_base_scan(r, b->varno);
        if (!ba || !bb) {
            ba = find_base_scan(r, a->varno);
            bb = find_base_scan(l, b->varno);
        }
        if (ba && bb && ba != bb)
            return selfuncs_eqjoinsel(ba->est_relid, a->varattno, ba->est_tuples, base_rows(ba),
                                      bb->est_relid, b->varattno, bb->est_tuples, base_rows(bb),
                                      oi->oid, ((OpExpr *)clause)->inputcollid);
    }
    path_selectivity_begin(NULL, 0);
    return path_clauselist_selectivity(list_make1(clause));
}

/* The share of l's rows with a partner in r under one condition of a semi or anti join: PG's
 * eqjoinsel_semi for column = column, else the condition's join selectivity. */
static double semi_clause_selectivity(Node *clause, RelPlan *l, RelPlan *r)
{
    Var *a, *b;
    const OperInfo *oi;
    if (column_equality(clause, &a, &b, &oi)) {
        if (!list_member_int(l->relids, a->varno)) {
            Var *t = a;
            a = b;
            b = t;
        }
        RelPlan *ba = find_base_scan(l, a->varno), *bb = find_base_scan(r, b->varno);
        if (ba && bb)
            return selfuncs_eqjoinsel_semi(ba->est_relid, a->varattno, ba->est_tuples,
                                           bb->est_relid, b->varattno, bb->est_tuples,
                                           Max(r->plan->plan_rows, 1.0), oi->oid,
                                           ((OpExpr *)clause)->inputcollid);
    }
    return join_clause_selectivity(clause, l, r);
}

static bool inner_is_unique(RelPlan *l, RelPlan *r, List *on);

/* PG's compute_semi_anti_join_factors over the conditions of a semi or anti join of l and r,
 * and of an inner or left join whose inner side has one match at most (PG's inner_unique:
 * such a join is costed as a semi join, with the join's own selectivity as the matched
 * share); NULL for other joins. */
static const CostSemiFactors *semi_factors(JoinType jt, RelPlan *l, RelPlan *r, List *joinquals,
                                           CostSemiFactors *sf)
{
    ListCell *lc;
    if ((jt == JOIN_INNER || jt == JOIN_LEFT) && joinquals != NIL &&
        inner_is_unique(l, r, joinquals)) {
        double sel = 1.0;
        foreach (lc, joinquals)
            sel *= join_clause_selectivity(lfirst(lc), l, r);
        sf->outer_match_frac = sel;
        sf->match_count = Max(1.0, r->plan->plan_rows);
        return sf;
    }
    if (jt != JOIN_SEMI && jt != JOIN_ANTI)
        return NULL;
    double jsel = 1.0, nsel = 1.0;
    foreach (lc, joinquals) {
        jsel *= semi_clause_selectivity(lfirst(lc), l, r);
        nsel *= join_clause_selectivity(lfirst(lc), l, r);
    }
    sf->outer_match_frac = jsel;
    sf->match_count = jsel > 0 ? Max(1.0, nsel * Max(r->plan->plan_rows, 1.0) / jsel) : 1.0;
    return sf;
}

/* PG's join size: outer rows x inner rows x the join conditions' selectivity, at least the
 * outer rows for a LEFT join (both sides' for FULL), then the filters above the join. */
static double join_rows(JoinType jt, RelPlan *l, RelPlan *r, List *joinquals, List *filters)
{
    double lrows = Max(l->plan->plan_rows, 1.0), rrows = Max(r->plan->plan_rows, 1.0);
    double sel = 1.0;
    ListCell *lc;
    foreach (lc, joinquals)
        sel *= join_clause_selectivity(lfirst(lc), l, r);
    double rows = lrows * rrows * sel;
    if (jt == JOIN_SEMI || jt == JOIN_ANTI) {
        /* PG: the outer rows with a partner (semi) or without one (anti) */
        sel = 1.0;
        foreach (lc, joinquals)
            sel *= semi_clause_selectivity(lfirst(lc), l, r);
        rows = lrows * (jt == JOIN_SEMI ? sel : 1.0 - sel);
    }
    if (jt == JOIN_LEFT || jt == JOIN_FULL)
        rows = Max(rows, lrows);
    if (jt == JOIN_FULL)
        rows = Max(rows, rrows);
    foreach (lc, filters)
        rows *= join_clause_selectivity(lfirst(lc), l, r);
    return rows <= 1.0 ? 1.0 : rint(rows);
}

static bool collect_vars_walker(Node *n, void *ctx)
{
    if (n == NULL)
        return false;
    if (IsA(n, Var)) {
        *(List **)ctx = lappend(*(List **)ctx, n);
        return false;
    }
    return expression_tree_walker(n, collect_vars_walker, ctx);
}

/* PG's estimate_num_groups for GROUP BY / DISTINCT keys (SortGroupClauses over tlist) above
 * the join tree top: distinct counts of the key columns, per table, clamped as PG does. */
static double estimate_num_groups(List *clauses, List *tlist, RelPlan *top, double input_rows)
{
    input_rows = input_rows <= 1.0 ? 1.0 : rint(input_rows);
    if (clauses == NIL)
        return 1.0;
    double mult = 1.0;
    List *vars = NIL;
    ListCell *lc;
    foreach (lc, clauses) {
        TargetEntry *tle =
            tle_by_sortgroupref(tlist, ((SortGroupClause *)lfirst(lc))->tleSortGroupRef);
        Node *e = (Node *)tle->expr;
        Var *v;
        if (exprType(e) == BOOLOID) {
            mult *= 2;
            continue;
        }
        if (plain_var(e, &v)) {
            vars = lappend(vars, v);
            continue;
        }
        collect_vars_walker(e, &vars);
    }
    int n = list_length(vars);
    SelGroupVar *gv = palloc0(sizeof(SelGroupVar) * (size_t)(n + 1));
    int ng = 0;
    foreach (lc, vars) {
        Var *v = lfirst(lc);
        RelPlan *b = find_base_scan(top, v->varno);
        bool dup = false;
        for (int i = 0; i < ng && !dup; i++)
            dup = gv[i].varno == v->varno && gv[i].attno == v->varattno;
        if (dup)
            continue;
        gv[ng].varno = v->varno;
        gv[ng].attno = v->varattno;
        gv[ng].relid = b ? b->est_relid : InvalidOid;
        gv[ng].tuples = b ? b->est_tuples : 0;
        gv[ng].rows = b ? Max(b->plan->plan_rows, 1.0) : 0;
        ng++;
    }
    return selfuncs_num_groups(gv, ng, mult, input_rows);
}

static double layout_width(List *layout);

/* The share of inner's rows in the bucket of one value of inner key key (selfuncs.c), and
 * in *mcv_freq the share of its most common value (0 when unknown). */
static double hash_bucket_fraction(Node *key, RelPlan *inner, double inner_rows,
                                   double *mcv_freq)
{
    Var *v;
    RelPlan *b;
    *mcv_freq = 0;
    if (!plain_var(key, &v) || (b = find_base_scan(inner, v->varno)) == NULL)
        return 0.1; /* PG's guess without a distinct count */
    return selfuncs_hash_bucket_fraction(b->est_relid, v->varattno, b->est_tuples,
                                         Max(b->plan->plan_rows, 1.0),
                                         costjoin_hash_buckets(inner_rows), mcv_freq);
}

/* The smallest bucket share over the inner keys (PG keeps the most selective key's), and
 * the smallest most-common-value share. */
static double hash_keys_bucket_fraction(List *inner_keys, RelPlan *inner, double inner_rows,
                                        double *mcv_freq)
{
    double f = 1.0, m;
    ListCell *lc;
    *mcv_freq = 1.0;
    foreach (lc, inner_keys) {
        f = Min(f, hash_bucket_fraction(lfirst(lc), inner, inner_rows, &m));
        *mcv_freq = Min(*mcv_freq, m);
    }
    return f;
}

static double quals_cost_units(List *quals)
{
    double units = 0;
    ListCell *lc;
    foreach (lc, quals)
        qual_cost_walker(lfirst(lc), &units);
    return units;
}

/* How two inputs are joined (also the join search's plans, built into a RelPlan only once
 * the search has chosen). */
typedef enum JoinMethod {
    JM_ITEM,
    JM_HASH,
    JM_MERGE,
    JM_NESTLOOP,
    JM_NESTLOOP_MATERIAL,
    JM_PARAM,  /* a nested loop probing the inner table's index */
    JM_FOREIGN /* done remotely by the foreign tables' wrapper */
} JoinMethod;

/* ------------------------------------------------ merge joins */

/* Is clause an "=" a merge join can run (one type with a btree comparison) between plain
 * columns? Its sides into *a, *b, the comparison into *cmpfunc. */
static bool mergejoinable_equality(Node *clause, Node **a, Node **b, Oid *cmpfunc)
{
    Oid type;
    Var *va, *vb;
    if (!simple_equality(clause, a, b, &type) || !plain_var(*a, &va) || !plain_var(*b, &vb))
        return false;
    *cmpfunc = exec_type_cmp_proc(type);
    return *cmpfunc != InvalidOid;
}

static Var *key_var(Node *n)
{
    Var *v;
    return plain_var(n, &v) ? v : NULL;
}

static bool same_column(Node *a, Node *b)
{
    Var *x = key_var(a), *y = key_var(b);
    return x && y && x->varno == y->varno && x->varattno == y->varattno;
}

/* Clause as a merge key of l (outer) and r (inner), each side a column of one input. */
static bool merge_key_of(Node *clause, RelPlan *l, RelPlan *r, MergeKey *k)
{
    Node *a, *b;
    if (!mergejoinable_equality(clause, &a, &b, &k->cmpfunc))
        return false;
    Var *va = key_var(a), *vb = key_var(b);
    if (layout_find(l->layout, va->varno, va->varattno) &&
        layout_find(r->layout, vb->varno, vb->varattno)) {
        k->outer = a;
        k->inner = b;
    } else if (layout_find(l->layout, vb->varno, vb->varattno) &&
               layout_find(r->layout, va->varno, va->varattno)) {
        k->outer = b;
        k->inner = a;
    } else
        return false;
    k->clause = (OpExpr *)clause;
    k->collation = k->clause->inputcollid;
    return true;
}

/* Does order item o sort the outer (or inner) column of key k? */
static bool order_gives(const MergeKey *o, const MergeKey *k, bool outer)
{
    Node *col = outer ? k->outer : k->inner;
    return o->cmpfunc == k->cmpfunc && o->collation == k->collation &&
           (same_column(o->outer, col) || (o->inner != NULL && same_column(o->inner, col)));
}

/* Is rp's output already in the order of keys (on their outer or inner columns)? */
static bool sorted_for_merge(const RelPlan *rp, List *keys, bool outer)
{
    ListCell *lc;
    if (list_length(rp->order) < list_length(keys))
        return false;
    foreach (lc, keys)
        if (!order_gives(list_nth(rp->order, foreach_current_index(lc)), lfirst(lc), outer))
            return false;
    return true;
}

/*
 * The merge keys among joinquals of l and r (the other conditions into *rest): the keys l's
 * output is already sorted on first, in its order (as PG starts from the outer order), then
 * the others as written. NIL when the inner side reads the outer one's values (a nested loop
 * must set them).
 */
static List *merge_keys(List *joinquals, RelPlan *l, RelPlan *r, List **rest)
{
    List *keys = NIL, *out = NIL;
    ListCell *lc;
    *rest = NIL;
    foreach (lc, joinquals) {
        MergeKey k;
        if (r->nest_params == NIL && merge_key_of(lfirst(lc), l, r, &k)) {
            MergeKey *kp = palloc(sizeof(MergeKey));
            *kp = k;
            keys = lappend(keys, kp);
        } else
            *rest = lappend(*rest, lfirst(lc));
    }
    foreach (lc, l->order) {
        int found = -1;
        ListCell *kc;
        foreach (kc, keys)
            if (found < 0 && order_gives(lfirst(lc), lfirst(kc), true))
                found = foreach_current_index(kc);
        if (found < 0)
            break;
        out = lappend(out, list_nth(keys, found));
        keys = list_delete_nth_cell(keys, found);
    }
    return list_concat(out, keys);
}

/* Can the executor mark and restore a position in p's rows (exec_mark.c)? */
static bool plan_can_mark(const Plan *p)
{
    return IsA(p, Sort) || IsA(p, IndexScan) || IsA(p, Material);
}

/* How one input of a merge join gets into the keys' order: it is already, or it is a table
 * that an index reads in that order (perhaps whole: path), or it is sorted. */
typedef struct MergeSide {
    bool sorted;
    bool use_path;
    ScanPath path;
    CostJoinInput cost; /* before a sort */
    bool can_mark;
} MergeSide;

static bool has_sublink_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, SubLink))
        return true;
    return expression_tree_walker(node, has_sublink_walker, ctx);
}

/* How side rp of a merge join on keys gets into their order: already, by an ordered index
 * scan when may_use_path and that is cheaper than sorting, or by a sort. PG pairs an inner
 * side's ordered path only with an outer side that comes in order (match_unsorted_outer); an
 * outer side it sorts goes with a sorted inner side (sort_inner_and_outer). A table whose
 * conditions hold a sub-select is not scanned again (the sub-select is planned with the
 * first scan). */
static void merge_side(const CostParams *cp, RelPlan *rp, List *keys, bool outer,
                       bool may_use_path, MergeSide *ms)
{
    ListCell *lc;
    costjoin_input(&ms->cost, rp->plan->plan_rows, rp->plan->startup_cost, rp->plan->total_cost);
    ms->sorted = sorted_for_merge(rp, keys, outer);
    ms->use_path = false;
    ms->can_mark = plan_can_mark(rp->plan);
    if (ms->sorted || !may_use_path || !rp->table_scan || rp->nest_params != NIL ||
        rp->lateral_vars != NIL || has_sublink_walker((Node *)rp->scan_clauses, NULL))
        return;
    PathOrder order = {list_length(keys), palloc0(sizeof(PathOrderKey) * (size_t)list_length(keys)),
                       -1};
    foreach (lc, keys) {
        MergeKey *k = lfirst(lc);
        Node *col = outer ? k->outer : k->inner;
        PathOrderKey *ok = &order.keys[foreach_current_index(lc)];
        ok->attno = key_var(col)->varattno;
        ok->type = exprType(col);
        ok->collation = k->collation;
    }
    Relation rel = relation_open(rp->est_relid, AccessShareLock);
    /* no index-only scan here: the merge side's plan is built from the path later without
     * the query at hand */
    path_best_scan(rel, rp->scanrelid, rp->scan_clauses, &order, NULL, rp->target, &ms->path);
    relation_close(rel);
    if (!ms->path.is_index || ms->path.is_bitmap || !ms->path.ordered)
        return;
    CostJoinInput sorted = ms->cost;
    costjoin_sorted(cp, &sorted);
    if (ms->path.total_cost >= sorted.total_cost)
        return;
    ms->use_path = ms->sorted = ms->can_mark = true;
    costjoin_input(&ms->cost, ms->path.rows, ms->path.startup_cost, ms->path.total_cost);
}

/* The cost of a merge join of outer and inner on keys, each input sorted first unless it
 * already is; *materialize: the inner side (after its sort) goes under a Material. */
static void merge_join_cost(const CostParams *cp, CostJoinInput outer, CostJoinInput inner,
                            bool outer_sorted, bool inner_sorted, bool inner_can_mark,
                            double key_units, double key_sel, double rest_units, bool *materialize,
                            double *startup, double *total)
{
    double merge_rows = outer.rows * inner.rows * key_sel;
    if (!outer_sorted)
        costjoin_sorted(cp, &outer);
    if (!inner_sorted)
        costjoin_sorted(cp, &inner);
    costjoin_mergejoin(cp, &outer, &inner, !inner_sorted || inner_can_mark, key_units, merge_rows,
                       rest_units * cp->cpu_operator_cost, materialize, startup, total);
}

/* The merge join's cost for keys between l and r, each side as merge_side finds it. */
static void merge_join_rel_cost(const CostParams *cp, RelPlan *l, RelPlan *r, List *keys,
                                List *rest, MergeSide *ls, MergeSide *rs, bool *materialize,
                                double *startup, double *total)
{
    double units = 0, sel = 1.0;
    ListCell *lc;
    foreach (lc, keys) {
        MergeKey *k = lfirst(lc);
        qual_cost_walker((Node *)k->clause, &units);
        sel *= join_clause_selectivity((Node *)k->clause, l, r);
    }
    merge_side(cp, l, keys, true, true, ls);
    merge_side(cp, r, keys, false, ls->sorted, rs);
    merge_join_cost(cp, ls->cost, rs->cost, ls->sorted, rs->sorted, rs->can_mark, units, sel,
                    quals_cost_units(rest), materialize, startup, total);
}

/* The side's rows are in the keys' order now: note it. */
static void set_merge_order(RelPlan *side, List *keys, bool outer)
{
    ListCell *lc;
    side->order = NIL;
    foreach (lc, keys) {
        MergeKey *o = palloc(sizeof(MergeKey));
        *o = *(MergeKey *)lfirst(lc);
        o->outer = outer ? o->outer : o->inner;
        o->inner = NULL;
        side->order = lappend(side->order, o);
    }
}

/* Replace a table's scan by the index scan of path (which gives the merge order). */
static void use_ordered_scan(RelPlan *rp, ScanPath *path)
{
    RangeTblEntry *rte = rp->plan->scanrte;
    rp->plan = &make_index_scan(path, rp->scanrelid, rp->est_relid)->plan;
    rp->plan->plan_rows = path->rows;
    rp->plan->startup_cost = path->startup_cost;
    rp->plan->total_cost = path->total_cost;
    rp->plan->scanrte = rte;
    finish_table_scan(rp, path->otherclauses);
}

/* A Sort of side's rows on the keys' outer (or inner) columns, ascending, NULLs last. */
static Plan *merge_sort_input(const CostParams *cp, RelPlan *side, List *keys, bool outer)
{
    Sort *s = makeNode(Sort);
    int n = list_length(keys);
    ListCell *lc;
    s->numCols = n;
    s->sortColIdx = palloc0(sizeof(int16) * (size_t)n);
    s->cmpfuncs = palloc0(sizeof(Oid) * (size_t)n);
    s->collations = palloc0(sizeof(Oid) * (size_t)n);
    s->reverse = palloc0(sizeof(bool) * (size_t)n);
    s->nullsFirst = palloc0(sizeof(bool) * (size_t)n);
    foreach (lc, keys) {
        MergeKey *k = lfirst(lc);
        Var *v = key_var(outer ? k->outer : k->inner);
        int i = foreach_current_index(lc);
        s->sortColIdx[i] = (int16)layout_find(side->layout, v->varno, v->varattno);
        s->cmpfuncs[i] = k->cmpfunc;
        s->collations[i] = k->collation;
    }
    s->plan.lefttree = side->plan;
    s->plan.plan_rows = side->plan->plan_rows;
    s->bound = -1;
    set_merge_order(side, keys, outer);
    CostJoinInput in;
    costjoin_input(&in, side->plan->plan_rows, side->plan->startup_cost, side->plan->total_cost);
    costjoin_sorted(cp, &in);
    s->plan.startup_cost = in.startup_cost;
    s->plan.total_cost = in.total_cost;
    return &s->plan;
}

/* The MergeJoin node of keys between l and r (sorting either as needed, a Material over the
 * inner side when the cost says so); rp->order becomes the merge order. */
static Join *make_merge_join(JoinType jt, RelPlan *rp, RelPlan *l, RelPlan *r, List *keys,
                             List *rest)
{
    CostParams cp;
    MergeJoin *mj = makeNode(MergeJoin);
    MergeSide ls, rs;
    int n = list_length(keys);
    bool mat;
    ListCell *lc;
    path_cost_params(&cp);
    merge_join_rel_cost(&cp, l, r, keys, rest, &ls, &rs, &mat, &mj->join.plan.startup_cost,
                        &mj->join.plan.total_cost);
    if (ls.use_path) {
        use_ordered_scan(l, &ls.path);
        set_merge_order(l, keys, true);
    } else if (!ls.sorted)
        l->plan = merge_sort_input(&cp, l, keys, true);
    if (rs.use_path) {
        use_ordered_scan(r, &rs.path);
        set_merge_order(r, keys, false);
    } else if (!rs.sorted)
        r->plan = merge_sort_input(&cp, r, keys, false);
    if (mat || !plan_can_mark(r->plan)) {
        Material *m = makeNode(Material);
        CostJoinInput in;
        m->plan.lefttree = r->plan;
        m->plan.plan_rows = r->plan->plan_rows;
        costjoin_input(&in, r->plan->plan_rows, r->plan->startup_cost, r->plan->total_cost);
        costjoin_material(&cp, &in);
        m->plan.startup_cost = in.startup_cost;
        m->plan.total_cost = in.total_cost;
        r->plan = &m->plan;
    }
    mj->numkeys = n;
    mj->cmpfuncs = palloc0(sizeof(Oid) * (size_t)n);
    mj->collations = palloc0(sizeof(Oid) * (size_t)n);
    mj->reverse = palloc0(sizeof(bool) * (size_t)n);
    mj->nullsFirst = palloc0(sizeof(bool) * (size_t)n);
    foreach (lc, keys) {
        MergeKey *k = lfirst(lc);
        int i = foreach_current_index(lc);
        /* EXPLAIN's Merge Cond shows the outer column first, as PG does */
        OpExpr *op = palloc(sizeof(OpExpr));
        *op = *k->clause;
        op->args = list_make2(k->outer, k->inner);
        mj->mergeclauses = lappend(mj->mergeclauses, fix_for_rel((Node *)op, rp));
        mj->outer_keys = lappend(mj->outer_keys, fix_for_rel(k->outer, rp));
        mj->inner_keys = lappend(mj->inner_keys, fix_for_rel(k->inner, rp));
        mj->cmpfuncs[i] = k->cmpfunc;
        mj->collations[i] = k->collation;
        /* an inner join's output is as much in the inner column's order; an outer join's
         * NULL-extended rows are not (and a FULL join's are in no order) */
        if (jt == JOIN_FULL)
            continue;
        MergeKey *o = palloc(sizeof(MergeKey));
        *o = *k;
        if (jt != JOIN_INNER)
            o->inner = NULL;
        rp->order = lappend(rp->order, o);
    }
    return &mj->join;
}

/* The cost of a join of l and r from their plans' (cost_join.c), set on the finished node;
 * hashr are the inner side's hash keys, sf the factors of a semi or anti join. A unique
 * inner side (a semi join's unique-ified one) spreads over every bucket with no common key,
 * as PG costs a UniquePath. */
static void cost_join_node(Join *join, RelPlan *l, RelPlan *r, List *hashr,
                           const CostSemiFactors *sf, bool unique_inner)
{
    CostParams cp;
    CostJoinInput outer, inner;
    Plan *o = join->plan.lefttree, *i = join->plan.righttree;
    Plan *ib = IsA(i, Material) ? i->lefttree : i;
    path_cost_params(&cp);
    costjoin_input(&outer, o->plan_rows, o->startup_cost, o->total_cost);
    costjoin_input(&inner, ib->plan_rows, ib->startup_cost, ib->total_cost);
    outer.width = layout_width(l->layout);
    inner.width = layout_width(r->layout);
    double qual = quals_cost_units(join->joinqual) * cp.cpu_operator_cost;
    if (IsA(join, HashJoin)) {
        double mcv_freq = 0, bucket_frac;
        if (unique_inner)
            bucket_frac = 1.0 / costjoin_hash_buckets(r->plan->plan_rows);
        else
            bucket_frac = hash_keys_bucket_fraction(hashr, r, r->plan->plan_rows, &mcv_freq);
        /* PG charges the rows that pass the join: a semi join's, or a unique inner side's
         * matched outer rows */
        double passing = join->plan.plan_rows;
        if (sf != NULL && (join->jointype == JOIN_INNER || join->jointype == JOIN_LEFT))
            passing = rint(outer.rows * sf->outer_match_frac);
        if (sf != NULL)
            costjoin_hashjoin_semi(&cp, &outer, &inner, ((HashJoin *)join)->numkeys, bucket_frac,
                                   sf, passing, qual, &join->plan.startup_cost,
                                   &join->plan.total_cost);
        else
            costjoin_hashjoin(&cp, &outer, &inner, ((HashJoin *)join)->numkeys, bucket_frac,
                              join->plan.plan_rows, qual, &join->plan.startup_cost,
                              &join->plan.total_cost);
        costjoin_hash_spill(&cp, &outer, &inner, mcv_freq, &join->plan.startup_cost,
                            &join->plan.total_cost);
        return;
    }
    if (IsA(i, Material)) {
        costjoin_material(&cp, &inner);
        i->startup_cost = inner.startup_cost;
        i->total_cost = inner.total_cost;
    }
    if (sf != NULL)
        costjoin_nestloop_semi(&cp, &outer, &inner, qual, ((NestLoop *)join)->nestParams != NIL,
                               sf, &join->plan.startup_cost, &join->plan.total_cost);
    else
        costjoin_nestloop(&cp, &outer, &inner, qual, &join->plan.startup_cost,
                          &join->plan.total_cost);
}

/*
 * Join l and r with method (JM_HASH: a nested loop when no condition can be hashed; JM_MERGE:
 * the same when none is a merge key). joinquals decide matching (the ON clause of an outer
 * join, or every condition placed here for an inner join); filters are applied to the joined
 * rows. JM_NESTLOOP_MATERIAL: a nested loop's inner side under a Material even when it is a
 * plain scan.
 */
static RelPlan *make_join_method(JoinType jt, RelPlan *l, RelPlan *r, List *joinquals,
                                 List *filters, int location, JoinMethod method)
{
    bool allow_hash = method == JM_HASH, materialize = method == JM_NESTLOOP_MATERIAL;
    RelPlan *rp = palloc0(sizeof(RelPlan));
    List *hashl = NIL, *hashr = NIL, *hashops = NIL, *rest = NIL;
    ListCell *lc;
    Join *join;

    if (jt == JOIN_CROSS)
        jt = JOIN_INNER;
    if (jt == JOIN_RIGHT) {
        /* Plan a RIGHT join as a LEFT join with the inputs swapped. */
        RelPlan *t = l;
        l = r;
        r = t;
        jt = JOIN_LEFT;
    }
    /* LATERAL references of the inner side to the outer side: a nested loop sets them */
    List *lateral_vars = list_copy(l->lateral_vars), *lateral_ids = list_copy(l->lateral_ids);
    foreach (lc, r->lateral_vars) {
        Var *v = lfirst(lc);
        int id = list_nth_int(r->lateral_ids, foreach_current_index(lc));
        if (!list_member_int(l->relids, v->varno)) {
            lateral_vars = lappend(lateral_vars, v);
            lateral_ids = lappend_int(lateral_ids, id);
            continue;
        }
        FixCxt fx = {NULL, l->layout, NULL, 0};
        NestLoopParam *nlp = makeNode(NestLoopParam);
        nlp->paramno = id;
        nlp->paramval = (Expr *)fix_expr((Node *)v, &fx);
        r->nest_params = lappend(list_copy(r->nest_params), nlp);
    }
    rp->lateral_vars = lateral_vars;
    rp->lateral_ids = lateral_ids;
    List *mergekeys = method == JM_MERGE ? merge_keys(joinquals, l, r, &rest) : NIL;
    if (mergekeys == NIL)
        rest = NIL;
    foreach (lc, mergekeys != NIL ? NIL : joinquals) {
        Node *lk, *rk;
        if (allow_hash && r->nest_params == NIL && is_hash_clause(lfirst(lc), l, r, &lk, &rk)) {
            hashl = lappend(hashl, lk);
            hashr = lappend(hashr, rk);
            hashops = lappend(hashops, lfirst(lc));
        } else
            rest = lappend(rest, lfirst(lc));
    }
    rp->is_join = true;
    rp->left = l;
    rp->right = r;
    rp->relids = list_concat(list_copy(l->relids), r->relids);
    /* a semi or anti join returns the outer row alone */
    rp->layout = jt == JOIN_SEMI || jt == JOIN_ANTI ? list_copy(l->layout)
                                                    : list_concat(list_copy(l->layout), r->layout);

    if (hashl != NIL) {
        HashJoin *hj = makeNode(HashJoin);
        int n = list_length(hashl), i = 0;
        hj->numkeys = n;
        hj->eqfuncs = palloc0(sizeof(Oid) * (size_t)n);
        hj->hashfuncs = palloc0(sizeof(Oid) * (size_t)n);
        hj->collations = palloc0(sizeof(Oid) * (size_t)n);
        foreach (lc, hashops) {
            OpExpr *op = lfirst(lc);
            hj->eqfuncs[i] = op->opfuncid;
            hj->hashfuncs[i] = type_hash_proc(oper_by_oid(op->opno)->oprleft);
            hj->collations[i] = op->inputcollid;
            i++;
        }
        /* PG sizes a skew table only for one outer key that is a column */
        costjoin_hash_size(r->plan->plan_rows, layout_width(r->layout),
                           n == 1 && IsA(linitial(hashl), Var), &hj->nbuckets, &hj->nbatch);
        hj->outer_keys = (List *)fix_for_rel((Node *)hashl, rp);
        hj->inner_keys = (List *)fix_for_rel((Node *)hashr, rp);
        join = &hj->join;
    } else if (mergekeys != NIL) {
        join = make_merge_join(jt, rp, l, r, mergekeys, rest);
    } else {
        if (jt == JOIN_FULL && !all_constant((List *)fix_for_rel((Node *)rest, rp)))
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("FULL JOIN is only supported with merge-joinable or hash-joinable "
                           "join conditions"));
        NestLoop *nl = makeNode(NestLoop);
        join = &nl->join;
        nl->nestParams = r->nest_params;
        if (r->nest_params == NIL &&
            (materialize || !plan_is_rescannable_cheaply(r->plan)) && !IsA(r->plan, Material)) {
            Material *m = makeNode(Material);
            m->plan.lefttree = r->plan;
            m->plan.plan_rows = r->plan->plan_rows;
            r->plan = &m->plan;
        }
    }
    join->jointype = jt;
    join->plan.lefttree = l->plan;
    join->plan.righttree = r->plan;
    join->plan.plan_rows = join_rows(jt, l, r, joinquals, filters);
    join->joinqual = order_quals((List *)fix_for_rel((Node *)rest, rp));
    join->plan.qual = order_quals((List *)fix_for_rel((Node *)filters, rp));
    join->plan.targetlist = (List *)fix_for_rel((Node *)layout_tlist(rp->layout), rp);
    CostSemiFactors sf;
    if (!IsA(join, MergeJoin))
        cost_join_node(join, l, r, hashr, semi_factors(jt, l, r, joinquals, &sf), false);
    rp->plan = &join->plan;
    return rp;
}

/*
 * The method for an outer join's ON conditions (the join search costs inner joins), as PG
 * 15 chooses: hash and merge joins are only considered when enabled (always for a FULL join,
 * whose merge join needs every condition to be a merge key), the cheaper wins; a nested loop
 * when neither is.
 */
static JoinMethod choose_join_method(JoinType jt, RelPlan *l, RelPlan *r, List *joinquals)
{
    CostParams cp;
    List *rest, *hashr = NIL, *hash_rest = NIL;
    ListCell *lc;
    MergeSide ls, rs;
    bool mat;
    double s, merge_cost = -1, hash_cost = -1;
    path_cost_params(&cp);
    foreach (lc, r->lateral_vars)
        if (list_member_int(l->relids, ((Var *)lfirst(lc))->varno))
            return JM_NESTLOOP;
    foreach (lc, joinquals) {
        Node *lk, *rk;
        if (r->nest_params == NIL && is_hash_clause(lfirst(lc), l, r, &lk, &rk))
            hashr = lappend(hashr, rk);
        else
            hash_rest = lappend(hash_rest, lfirst(lc));
    }
    List *keys = merge_keys(joinquals, l, r, &rest);
    if (keys != NIL && (cp.enable_mergejoin || jt == JOIN_FULL) && (jt != JOIN_FULL || rest == NIL))
        merge_join_rel_cost(&cp, l, r, keys, rest, &ls, &rs, &mat, &s, &merge_cost);
    if (hashr != NIL && (cp.enable_hashjoin || jt == JOIN_FULL)) {
        CostJoinInput o, i;
        CostSemiFactors sf;
        const CostSemiFactors *semi = semi_factors(jt, l, r, joinquals, &sf);
        double mcv_freq;
        double bucket = hash_keys_bucket_fraction(hashr, r, r->plan->plan_rows, &mcv_freq);
        double rows = join_rows(jt, l, r, joinquals, NIL);
        double other = quals_cost_units(hash_rest) * cp.cpu_operator_cost;
        costjoin_input(&o, l->plan->plan_rows, l->plan->startup_cost, l->plan->total_cost);
        costjoin_input(&i, r->plan->plan_rows, r->plan->startup_cost, r->plan->total_cost);
        o.width = layout_width(l->layout);
        i.width = layout_width(r->layout);
        if (semi)
            costjoin_hashjoin_semi(&cp, &o, &i, list_length(hashr), bucket, semi,
                                   jt == JOIN_LEFT ? rint(o.rows * semi->outer_match_frac) : rows,
                                   other, &s, &hash_cost);
        else
            costjoin_hashjoin(&cp, &o, &i, list_length(hashr), bucket, rows, other, &s,
                              &hash_cost);
        costjoin_hash_spill(&cp, &o, &i, mcv_freq, &s, &hash_cost);
    }
    if (merge_cost >= 0 && (hash_cost < 0 || merge_cost < hash_cost))
        return JM_MERGE;
    if (hash_cost >= 0)
        return JM_HASH;
    /* an equality that could have been hashed or merged: PG reads the inner side back from
     * a Material, which costs less than rescanning it */
    return (hashr != NIL || keys != NIL) && cp.enable_material ? JM_NESTLOOP_MATERIAL : JM_NESTLOOP;
}

static RelPlan *make_join(JoinType jt, RelPlan *l, RelPlan *r, List *joinquals, List *filters,
                          int location)
{
    if (jt == JOIN_RIGHT) {
        /* Plan a RIGHT join as a LEFT join with the inputs swapped. */
        RelPlan *t = l;
        l = r;
        r = t;
        jt = JOIN_LEFT;
    }
    return make_join_method(jt, l, r, joinquals, filters, location,
                            choose_join_method(jt, l, r, joinquals));
}

/* ------------------------------------------------ joins done remotely (path_foreign.c) */

static RelPlan *join_shape(RelPlan *l, RelPlan *r);

/* ForeignJoinInfo's estimates: arg is a join of the sides' RelPlans, to find tables in. */
static double foreign_join_selectivity(void *arg, List *clauses)
{
    double sel = 1.0;
    ListCell *lc;
    foreach (lc, clauses)
        sel *= join_clause_selectivity(lfirst(lc), arg, arg);
    return sel;
}

static double foreign_join_qual_cost(void *arg, List *clauses)
{
    CostParams cp;
    (void)arg;
    path_cost_params(&cp);
    return quals_cost_units(clauses) * cp.cpu_operator_cost;
}

/* The foreign scan a FROM item's plan is, when a join done remotely may take it as a side. */
static ForeignScan *foreign_join_side(const RelPlan *rp)
{
    if (rp->is_join || !IsA(rp->plan, ForeignScan) || rp->nest_params != NIL ||
        rp->lateral_vars != NIL)
        return NULL;
    return (ForeignScan *)rp->plan;
}

/* The tables (RangeTblRefs) of a FROM clause. */
static int count_rtrefs(Node *n)
{
    if (n == NULL)
        return 0;
    if (IsA(n, RangeTblRef))
        return 1;
    if (IsA(n, JoinExpr))
        return count_rtrefs(((JoinExpr *)n)->larg) + count_rtrefs(((JoinExpr *)n)->rarg);
    int c = 0;
    ListCell *lc;
    if (IsA(n, FromExpr))
        foreach (lc, ((FromExpr *)n)->fromlist)
            c += count_rtrefs(lfirst(lc));
    return c;
}

/* The query's ORDER BY and constant LIMIT for a join of all its tables done remotely, when
 * only a Sort and a Limit would follow it. */
static void foreign_join_upper(PlanCxt *pc)
{
    Query *q = pc->query;
    memset(&pc->join_upper, 0, sizeof(pc->join_upper));
    if (q->setOperations || query_has_aggs(q) || q->hasWindowFuncs || q->hasTargetSRFs ||
        q->hasSubLinks || q->distinctClause != NIL || q->rowMarks != NIL)
        return;
    pc->join_upper.sort_clauses = q->sortClause;
    if (q->limitCount || q->limitOffset)
        foreign_limit(q, &pc->join_upper);
}

/* A join done remotely, and whether it also sorts or limits the query's rows. In a join
 * problem (JoinProblem.foreign) one per set of items offered to the wrapper: as PG asks the
 * wrapper once per join relation (for the first pair of its sides the search meets), its
 * answer stands for every way of splitting the set, and stays the set's plan for joins above
 * even when a local join of the set is cheaper. */
typedef struct ForeignJoinTry {
    JoinSet set; /* in a join problem: its items */
    ForeignScan *fs; /* NULL: the wrapper did not take it */
    List *done;
    bool sorted, limited;
} ForeignJoinTry;

/*
 * The wrapper's plan joining foreign scans o and i remotely into t (t->fs NULL if none).
 * t->done: the conditions evaluated inside the join (the sides' own included), whose columns
 * it need not return; shape: a join of the sides' RelPlans, for estimates. (Conditions with
 * sub-selects are left to local joins, so that a sub-plan is never made for a plan that is
 * not kept.)
 */
static void try_foreign_join(PlanCxt *pc, JoinType jt, ForeignScan *o, ForeignScan *i,
                             List *joinclauses, List *otherclauses, ForeignJoinTry *t,
                             double rows, RelPlan *shape)
{
    List *done = t->done;
    t->fs = NULL;
    if (has_sublink_walker((Node *)joinclauses, NULL) ||
        has_sublink_walker((Node *)otherclauses, NULL))
        return;
    ForeignJoinInfo fj = {.jointype = jt,
                          .outer = o,
                          .inner = i,
                          .joinclauses = joinclauses,
                          .otherclauses = otherclauses,
                          .rows = rows,
                          .selectivity = foreign_join_selectivity,
                          .qual_cost = foreign_join_qual_cost,
                          .arg = shape};
    ForeignScan *sides[2] = {o, i};
    List *all = NIL;
    for (int k = 0; k < 2; k++)
        all = list_concat(all, sides[k]->fs_relids ? list_copy(sides[k]->fs_relids)
                                                   : lappend_int(NIL, sides[k]->scanrelid));
    /* the join of every table of the FROM clause returns the target list's columns in their
     * order (PG's scan/join target), a join below it each table's in turn (its reltarget) */
    if (list_length(all) == count_rtrefs((Node *)pc->query->jointree)) {
        path_foreign_tlist_vars(pc->query, all, &fj.tlist);
        fj.sort_clauses = pc->join_upper.sort_clauses;
        fj.query_tlist = pc->query->targetList;
        fj.limit_allowed = pc->join_upper.limit_allowed;
        fj.limit_count = pc->join_upper.limit_count;
        fj.limit_offset = pc->join_upper.limit_offset;
    }
    List *extra = NIL;
    ListCell *lc;
    foreach (lc, all) {
        int rti = lfirst_int(lc);
        Relation rel = relation_open(rt_fetch(pc->query, rti)->relid, AccessShareLock);
        bool ok = path_foreign_vars_used(pc->query, rti, rel->rd_att, done, &extra);
        relation_close(rel);
        if (!ok)
            return;
    }
    foreach (lc, extra) {
        Var *v = lfirst(lc);
        bool have = false;
        ListCell *t;
        foreach (t, fj.tlist)
            have |= ((Var *)lfirst(t))->varno == v->varno &&
                    ((Var *)lfirst(t))->varattno == v->varattno;
        if (!have)
            fj.tlist = lappend(fj.tlist, v);
    }
    t->fs = path_foreign_join(&fj);
    t->sorted = fj.sorted && fj.sort_clauses != NIL;
    t->limited = fj.limited && fj.limit_allowed;
}

/* A join done remotely as a FROM item's plan: its rows are its fdw_scan_tlist's Vars. */
static RelPlan *foreign_join_relplan(PlanCxt *pc, const ForeignJoinTry *t)
{
    ForeignScan *fs = t->fs;
    List *done = t->done;
    pc->order_done |= t->sorted;
    pc->limit_done |= t->limited;
    RelPlan *rp = palloc0(sizeof(RelPlan));
    ListCell *lc;
    foreach (lc, fs->fdw_scan_tlist)
        rp->layout = lappend(rp->layout, ((TargetEntry *)lfirst(lc))->expr);
    rp->plan = &fs->plan;
    rp->relids = list_copy(fs->fs_relids);
    rp->fdw_done = done;
    finish_scan(rp, fs->plan.qual);
    return rp;
}

/* An outer join of l and r: done remotely when the wrapper can and that is cheaper. */
static RelPlan *make_outer_join(JoinType jt, RelPlan *l, RelPlan *r, List *on, List *filters,
                                int location, PlanCxt *pc)
{
    ForeignScan *fo = foreign_join_side(l), *fi = foreign_join_side(r);
    ForeignJoinTry t = {0};
    if (fo && fi) {
        /* RIGHT is LEFT with the sides swapped, as PG's planner first offers it */
        bool swap = jt == JOIN_RIGHT;
        RelPlan *ol = swap ? r : l, *il = swap ? l : r;
        t.done = list_concat(list_concat(list_copy(ol->fdw_done), il->fdw_done),
                             list_concat(list_copy(on), filters));
        double rows = join_rows(swap ? JOIN_LEFT : jt, ol, il, on, filters);
        try_foreign_join(pc, swap ? JOIN_LEFT : jt, swap ? fi : fo, swap ? fo : fi, on, filters,
                         &t, rows, join_shape(ol, il));
    }
    RelPlan *local = make_join(jt, l, r, on, filters, location);
    if (t.fs == NULL || local->plan->total_cost <= t.fs->plan.total_cost)
        return local;
    return foreign_join_relplan(pc, &t);
}

/* ------------------------------------------------ semi and anti joins */

/*
 * The inner side of a semi join reduced to its distinct join keys (PG's create_unique_path,
 * hashed): a HashAggregate grouping r on the inner column of each condition, every condition
 * an "=" of one type between a column of r and an expression of l. NULL if one is not. The
 * estimates see r's tables through it.
 */
static RelPlan *unique_inner(RelPlan *l, RelPlan *r, List *on)
{
    CostParams cp;
    List *vars = NIL, *eqfuncs = NIL, *sgcs = NIL, *tl = NIL;
    ListCell *lc;
    path_cost_params(&cp);
    if (on == NIL || r->nest_params != NIL || r->lateral_vars != NIL)
        return NULL;
    foreach (lc, on) {
        Node *lk, *rk, *a, *b;
        Oid type;
        Var *v;
        if (!simple_equality(lfirst(lc), &a, &b, &type) ||
            !is_hash_clause(lfirst(lc), l, r, &lk, &rk) || !plain_var(rk, &v) ||
            type_hash_proc(type) == InvalidOid)
            return NULL;
        if (layout_find(vars, v->varno, v->varattno) == 0) {
            vars = lappend(vars, v);
            eqfuncs = lappend_oid(eqfuncs, ((OpExpr *)lfirst(lc))->opfuncid);
        }
    }
    Agg *agg = makeNode(Agg);
    int n = list_length(vars);
    FixCxt cx = {NULL, r->layout, NULL, 0};
    agg->aggstrategy = AGG_HASHED;
    agg->numCols = n;
    agg->grpEqFuncs = palloc0(sizeof(Oid) * (size_t)(n + 1));
    agg->grpHashFuncs = palloc0(sizeof(Oid) * (size_t)(n + 1));
    agg->grpCollations = palloc0(sizeof(Oid) * (size_t)(n + 1));
    agg->grpCmpFuncs = palloc0(sizeof(Oid) * (size_t)(n + 1));
    agg->grpReverse = palloc0(sizeof(bool) * (size_t)(n + 1));
    agg->grpNullsFirst = palloc0(sizeof(bool) * (size_t)(n + 1));
    foreach (lc, vars) {
        Var *v = lfirst(lc);
        int i = foreach_current_index(lc);
        Oid type = exprType((Node *)v);
        Node *key = fix_expr((Node *)v, &cx);
        agg->groupExprs = lappend(agg->groupExprs, key);
        agg->plan.targetlist = lappend(agg->plan.targetlist, make_tle((Expr *)key, i + 1, NULL));
        agg->grpEqFuncs[i] = list_nth_oid(eqfuncs, i);
        agg->grpHashFuncs[i] = type_hash_proc(type);
        agg->grpCollations[i] = exprCollation((Node *)v);
        agg->grpCmpFuncs[i] = exec_type_cmp_proc(type);
        /* for PG's estimate_num_groups over the key columns */
        SortGroupClause *sgc = makeNode(SortGroupClause);
        sgc->tleSortGroupRef = i + 1;
        sgcs = lappend(sgcs, sgc);
        TargetEntry *te = make_tle((Expr *)v, i + 1, NULL);
        te->ressortgroupref = i + 1;
        tl = lappend(tl, te);
    }
    agg->plan.lefttree = r->plan;
    double in_rows = Max(r->plan->plan_rows, 1.0);
    agg->numGroups = estimate_num_groups(sgcs, tl, r, in_rows);
    if (!plan_agg_hash_fits(agg, agg->numGroups, layout_width(vars)))
        return NULL; /* PG would sort for Unique instead: not done here */
    agg->plan.plan_rows = agg->numGroups;
    /* PG's cost_agg, hashed, without aggregates */
    agg->plan.startup_cost = r->plan->total_cost + cp.cpu_operator_cost * n * in_rows;
    agg->plan.total_cost = agg->plan.startup_cost + cp.cpu_tuple_cost * agg->numGroups;
    RelPlan *u = palloc0(sizeof(RelPlan));
    u->plan = &agg->plan;
    u->relids = list_copy(r->relids);
    u->layout = vars;
    u->est_input = r;
    return u;
}

/* Is r a table whose rows are distinct on the inner columns of on's equalities (a unique
 * index on some of them)? Then PG's reduce_unique_semijoins makes the semi join inner. */
static bool inner_is_unique(RelPlan *l, RelPlan *r, List *on)
{
    List *attnos = NIL;
    ListCell *lc;
    if (r->is_join || r->est_relid == InvalidOid || r->nest_params != NIL)
        return false;
    foreach (lc, on) {
        Node *lk, *rk, *a, *b;
        Oid type;
        Var *v;
        if (simple_equality(lfirst(lc), &a, &b, &type) &&
            is_hash_clause(lfirst(lc), l, r, &lk, &rk) && plain_var(rk, &v) &&
            v->varno == r->scanrelid)
            attnos = lappend_int(attnos, v->varattno);
    }
    if (attnos == NIL)
        return false;
    List *indexes = catalog_relation_indexes(r->est_relid);
    foreach (lc, indexes) {
        IndexFormData f;
        if (!catalog_index_form(lfirst_oid(lc), &f) || !f.indisunique || f.haspred)
            continue; /* a partial index is unique only among the rows it has */
        bool covered = true;
        for (int k = 0; k < f.indnkeyatts && covered; k++)
            covered = list_member_int(attnos, f.indkey[k]);
        if (covered)
            return true;
    }
    return false;
}

/* Filters (conditions over the join's output) on a finished join, as make_join_method puts
 * them. */
static void add_join_filters(RelPlan *rp, List *filters)
{
    ListCell *lc;
    if (filters == NIL)
        return;
    foreach (lc, filters)
        rp->plan->plan_rows *= join_clause_selectivity(lfirst(lc), rp->left, rp->right);
    rp->plan->plan_rows = rp->plan->plan_rows <= 1.0 ? 1.0 : rint(rp->plan->plan_rows);
    rp->plan->qual = order_quals(list_concat((List *)fix_for_rel((Node *)filters, rp),
                                             rp->plan->qual));
}

static RelPlan *copy_relplan(const RelPlan *rp)
{
    RelPlan *c = palloc(sizeof(RelPlan));
    *c = *rp;
    return c;
}

/* The cheaper of the inner joins l-u and u-l (u as probed by l: only l-u). For u the
 * unique-ified inner side of a semi join (sf its factors, rows the semi join's rows, as PG
 * sizes the join relation once): hashing u, a probe stops at its one match and u's distinct
 * keys spread over the buckets (PG's inner_unique and UniquePath costs); hashing l, each
 * joined row costs as usual. */
static RelPlan *cheaper_inner_join(RelPlan *l, RelPlan *u, List *on, int location,
                                   const CostSemiFactors *sf, double rows)
{
    RelPlan *best = make_join(JOIN_INNER, copy_relplan(l), copy_relplan(u), on, NIL, location);
    if (sf != NULL) {
        best->plan->plan_rows = rows;
        if (IsA(best->plan, HashJoin))
            cost_join_node((Join *)best->plan, l, u, NIL, sf, true);
    }
    if (u->nest_params != NIL)
        return best;
    RelPlan *swapped = make_join(JOIN_INNER, copy_relplan(u), copy_relplan(l), on, NIL, location);
    if (sf != NULL) {
        Join *join = (Join *)swapped->plan;
        if (IsA(join, HashJoin)) {
            CostParams cp;
            path_cost_params(&cp);
            double per_row = cp.cpu_tuple_cost +
                             quals_cost_units(join->joinqual) * cp.cpu_operator_cost;
            join->plan.total_cost +=
                (Max(rows, 1.0) - Max(join->plan.plan_rows, 1.0)) * per_row;
        }
        join->plan.plan_rows = rows;
    }
    return swapped->plan->total_cost < best->plan->total_cost ? swapped : best;
}

/*
 * A semi or anti join of l and r on the conditions on, filters above it. A semi join whose
 * inner table is unique on its keys is an inner join (PG's reduce_unique_semijoins);
 * otherwise PG 15 also considers r reduced to its distinct keys and inner-joined, either side
 * outer (it has no hash join that hashes the semi join's outer side): the cheapest wins, with
 * the semi join's row count, as PG sizes the join relation once.
 */
/* The rows of a semi or anti join whose conditions (probed) went into its probed inner
 * table's scan: as if that table were read whole, for PG sizes the join from its inputs. */
static double probed_semi_rows(PlanCxt *pc, JoinType jt, RelPlan *l, RelPlan *r, List *on,
                               List *probed)
{
    RelPlan table = *r;
    Plan scan = *r->plan;
    double pages;
    Relation rel = relation_open(rt_fetch(pc->query, r->scanrelid)->relid, AccessShareLock);
    path_rel_size(rel, &pages, &table.est_tuples);
    table.est_relid = rel->rd_id;
    relation_close(rel);
    table.nest_params = NIL;
    scan.plan_rows = table.est_tuples;
    table.plan = &scan;
    return join_rows(jt, l, &table, list_concat(list_copy(probed), on), NIL);
}

static RelPlan *make_semi_join(PlanCxt *pc, JoinType jt, RelPlan *l, RelPlan *r, List *on,
                               List *probed, List *filters, int location)
{
    RelPlan *best;
    if (jt == JOIN_SEMI && inner_is_unique(l, r, on))
        best = cheaper_inner_join(l, r, on, location, NULL, 0);
    else {
        best = make_join(jt, copy_relplan(l), copy_relplan(r), on, NIL, location);
        RelPlan *u = jt == JOIN_SEMI ? unique_inner(l, r, on) : NULL;
        if (u != NULL) {
            CostSemiFactors sf;
            RelPlan *j = cheaper_inner_join(l, u, on, location,
                                            semi_factors(JOIN_SEMI, l, r, on, &sf),
                                            best->plan->plan_rows);
            if (j->plan->total_cost < best->plan->total_cost)
                best = j;
        }
    }
    if (probed != NIL)
        best->plan->plan_rows = probed_semi_rows(pc, jt, l, r, on, probed);
    add_join_filters(best, filters);
    return best;
}

/* ------------------------------------------------ parameterized inner index scans */

typedef struct NestParamCxt {
    List *outer_relids;
    List *outer_layout;
    List *params; /* NestLoopParam */
    List *vars;   /* the outer Var of each */
} NestParamCxt;

/* Replace the outer side's Vars by PARAM_EXEC Params the NestLoop sets for each outer row. */
static Node *nest_param_mutator(Node *node, void *arg)
{
    NestParamCxt *cx = arg;
    if (node == NULL)
        return NULL;
    if (IsA(node, Var) && ((Var *)node)->varlevelsup == 0 &&
        list_member_int(cx->outer_relids, ((Var *)node)->varno)) {
        Var *v = (Var *)node;
        ListCell *lc;
        NestLoopParam *nlp = NULL;
        foreach (lc, cx->vars) {
            Var *o = lfirst(lc);
            if (o->varno == v->varno && o->varattno == v->varattno)
                nlp = list_nth(cx->params, foreach_current_index(lc));
        }
        if (nlp == NULL) {
            FixCxt fx = {NULL, cx->outer_layout, NULL, 0};
            nlp = makeNode(NestLoopParam);
            nlp->paramno = cur_stmt->nParamExec++;
            nlp->paramval = (Expr *)fix_expr(node, &fx);
            cx->params = lappend(cx->params, nlp);
            cx->vars = lappend(cx->vars, v);
        }
        Param *p = makeNode(Param);
        p->paramkind = PARAM_EXEC;
        p->paramid = nlp->paramno;
        p->paramtype = v->vartype;
        p->paramtypmod = v->vartypmod;
        p->paramcollid = v->varcollid;
        p->location = v->location;
        return (Node *)p;
    }
    return expression_tree_mutator(node, nest_param_mutator, arg);
}

/*
 * The inner side of a nested loop as an index scan probed with each outer row's values
 * (t1 JOIN t2 ON t2.k = t1.x with an index on t2.k), when that is cheaper than a hash join or
 * a plain nested loop over the whole table. NULL when not possible or not cheaper. The
 * conditions it uses are marked placed.
 */
static RelPlan *build_param_inner(PlanCxt *pc, RelPlan *outer, int rtindex, ScanPath *path);

/* Can FROM item be read by a parameterized index scan (a plain table)? */
static bool probeable_table(PlanCxt *pc, Node *item)
{
    if (!IsA(item, RangeTblRef))
        return false;
    RangeTblEntry *rte = rt_fetch(pc->query, ((RangeTblRef *)item)->rtindex);
    /* (a table with row-level security conditions is scanned with them: not probed) */
    return rte->rtekind == RTE_RELATION && !rte->tablesample &&
           rte->relkind == RELKIND_RELATION && rte->securityQuals == NIL;
}

/* stop_at_match: a semi or anti join, whose probe ends at its first match (PG's semifactors:
 * about 2 / (matches + 1) of a probe's rows are read). */
static RelPlan *try_param_inner(PlanCxt *pc, RelPlan *outer, Node *item, List *items,
                                bool stop_at_match)
{
    if (!probeable_table(pc, item))
        return NULL;
    int rtindex = ((RangeTblRef *)item)->rtindex;
    RangeTblEntry *rte = rt_fetch(pc->query, rtindex);
    CostParams cp;
    path_cost_params(&cp);
    if (!cp.enable_nestloop)
        return NULL;
    List *allrel = lappend_int(list_copy(outer->relids), rtindex);
    List *own = lappend_int(NIL, rtindex);
    List *clauses = NIL, *own_clauses = NIL, *used = NIL;
    ListCell *lc;
    foreach (lc, items) {
        QualItem *qi = lfirst(lc);
        if (qi->placed || !relids_subset(qi->relids, allrel) ||
            !list_member_int(qi->relids, rtindex))
            continue;
        clauses = lappend(clauses, qi->clause);
        used = lappend(used, qi);
        if (relids_subset(qi->relids, own))
            own_clauses = lappend(own_clauses, qi->clause);
    }
    if (list_length(clauses) == list_length(own_clauses))
        return NULL; /* no join condition to probe with */
    Relation rel = relation_open(rte->relid, AccessShareLock);
    ScanPath probe, plain;
    /* the probe evaluates all of clauses; the alternative leaves the join's to the join */
    const int *probe_cols =
        scan_columns_used(pc, rtindex, rel, clauses_and_origins(clauses, used));
    bool target = scan_needs_ctid(pc, rtindex);
    bool ok =
        path_best_param_scan(rel, rtindex, clauses, outer->relids, probe_cols, target, &probe);
    if (ok) {
        /* The alternative: the table read once (then hashed or rescanned from memory). */
        path_best_scan(rel, rtindex, own_clauses, NULL,
                       scan_columns_used(pc, rtindex, rel, clauses_and_origins(own_clauses, used)),
                       target, &plain);
        double outer_rows = Max(outer->plan->plan_rows, 1.0);
        double probe_cost = probe.total_cost;
        if (stop_at_match && probe.rows > 1.0)
            probe_cost = probe.startup_cost +
                         (probe.total_cost - probe.startup_cost) * 2.0 / (probe.rows + 1.0);
        double loop = outer_rows * probe_cost;
        double other = plain.total_cost + outer_rows * cp.cpu_operator_cost * 2 +
                       plain.rows * cp.cpu_tuple_cost * 2;
        if (!cp.enable_hashjoin)
            other += PATH_DISABLE_COST;
        ok = loop < other;
    }
    relation_close(rel);
    if (!ok)
        return NULL;
    foreach (lc, used)
        ((QualItem *)lfirst(lc))->placed = true;
    return build_param_inner(pc, outer, rtindex, &probe);
}

/* The probed index scan of table rtindex from its path, the outer side's Vars in its keys and
 * filter replaced by the NestLoopParams the join sets. */
static RelPlan *build_param_inner(PlanCxt *pc, RelPlan *outer, int rtindex, ScanPath *path)
{
    RangeTblEntry *rte = rt_fetch(pc->query, rtindex);
    ScanPath probe = *path;
    Relation rel = relation_open(rte->relid, AccessShareLock);
    RelPlan *rp = new_scan_relplan(NULL, rtindex,
                                   rte_layout(pc->query, rtindex, 0, rel->rd_att,
                                              scan_needs_ctid(pc, rtindex)));
    relation_close(rel);
    NestParamCxt nx = {outer->relids, outer->layout, NIL, NIL};
    probe.keyexprs = (List *)nest_param_mutator((Node *)probe.keyexprs, &nx);
    probe.indexclauses = (List *)nest_param_mutator((Node *)probe.indexclauses, &nx);
    List *filter = (List *)nest_param_mutator((Node *)probe.otherclauses, &nx);
    rp->plan = &make_index_scan(&probe, rtindex, rte->relid)->plan;
    rp->plan->plan_rows = probe.rows;
    rp->plan->scanrte = rte; /* EXPLAIN's names */
    rp->nest_params = nx.params;
    finish_table_scan(rp, filter);
    return rp;
}

static RelPlan *plan_fromitem(PlanCxt *pc, Node *item, List *quals);
static bool take_gating_quals(List **items, List **gating);
static void make_empty(Query *q, RelPlan *top);

static bool *save_placed(List *items)
{
    bool *flags = palloc(sizeof(bool) * (size_t)(list_length(items) + 1));
    ListCell *lc;
    foreach (lc, items)
        flags[foreach_current_index(lc)] = ((QualItem *)lfirst(lc))->placed;
    return flags;
}

static List *make_qual_items(List *clauses)
{
    List *items = NIL;
    ListCell *lc;
    foreach (lc, clauses) {
        QualItem *qi = palloc0(sizeof(QualItem));
        qi->clause = lfirst(lc);
        if (IsA(qi->clause, BoolExpr) && ((BoolExpr *)qi->clause)->in_items >= 2) {
            qi->orig = qi->clause;
            qi->clause = in_list_to_saop((BoolExpr *)qi->clause); /* index scans probe it */
        }
        qi->relids = clause_relids(qi->clause);
        items = lappend(items, qi);
    }
    return items;
}

/* The tables of a FROM item (range-table indexes). */
static List *fromitem_relids(Node *item)
{
    if (IsA(item, RangeTblRef))
        return lappend_int(NIL, ((RangeTblRef *)item)->rtindex);
    if (IsA(item, JoinExpr))
        return list_concat(fromitem_relids(((JoinExpr *)item)->larg),
                           fromitem_relids(((JoinExpr *)item)->rarg));
    return NIL;
}

/*
 * Tables whose columns cannot all be NULL in a row for which clause is true (PG's
 * find_nonnullable_rels, conservatively): a strict operator is NULL when a column is.
 */
static List *nonnullable_rels(Node *n)
{
    ListCell *lc;
    List *out = NIL;
    if (n == NULL)
        return NIL;
    switch (nodeTag(n)) {
    case T_Var:
        return ((Var *)n)->varlevelsup == 0 ? lappend_int(NIL, ((Var *)n)->varno) : NIL;
    case T_OpExpr:
    case T_FuncExpr: {
        Oid fn = IsA(n, OpExpr) ? ((OpExpr *)n)->opfuncid : ((FuncExpr *)n)->funcid;
        const ProcInfo *pi = proc_by_oid(fn);
        if (pi == NULL || !pi->proisstrict || (IsA(n, FuncExpr) && ((FuncExpr *)n)->funcretset))
            return NIL;
        List *args = IsA(n, OpExpr) ? ((OpExpr *)n)->args : ((FuncExpr *)n)->args;
        foreach (lc, args)
            out = list_concat(out, nonnullable_rels(lfirst(lc)));
        return out;
    }
    case T_RelabelType:
        return nonnullable_rels((Node *)((RelabelType *)n)->arg);
    case T_NullTest:
        return ((NullTest *)n)->nulltesttype == IS_NOT_NULL ? nonnullable_rels(((NullTest *)n)->arg)
                                                           : NIL;
    case T_BoolExpr: {
        BoolExpr *b = (BoolExpr *)n;
        if (b->boolop == AND_EXPR) {
            foreach (lc, b->args)
                out = list_concat(out, nonnullable_rels(lfirst(lc)));
            return out;
        }
        if (b->boolop == OR_EXPR) {
            foreach (lc, b->args) {
                List *r = nonnullable_rels(lfirst(lc));
                if (foreach_current_index(lc) == 0)
                    out = r;
                else {
                    List *both = NIL;
                    ListCell *lc2;
                    foreach (lc2, out)
                        if (list_member_int(r, lfirst_int(lc2)))
                            both = lappend_int(both, lfirst_int(lc2));
                    out = both;
                }
            }
            return out;
        }
        return NIL;
    }
    default:
        return NIL;
    }
}

static bool any_member(List *a, List *b)
{
    ListCell *lc;
    foreach (lc, a)
        if (list_member_int(b, lfirst_int(lc)))
            return true;
    return false;
}

/*
 * PG's outer-join reduction: a condition above the join that is strict in the columns of one
 * side removes the rows where that side is NULL-extended, so FULL JOIN becomes LEFT/RIGHT (or
 * INNER) JOIN (the nested loop can then run it whatever the ON condition) and LEFT/RIGHT JOIN
 * becomes INNER JOIN (its conditions are then placed, and ordered, as PG places them).
 */
static JoinType reduce_full_join(JoinExpr *j, List *quals)
{
    List *nn = NIL;
    ListCell *lc;
    foreach (lc, quals)
        nn = list_concat(nn, nonnullable_rels(fold_mutator(((QualItem *)lfirst(lc))->clause, NULL)));
    if (nn == NIL)
        return j->jointype;
    bool lnn = any_member(fromitem_relids(j->larg), nn);
    bool rnn = any_member(fromitem_relids(j->rarg), nn);
    if (j->jointype == JOIN_LEFT)
        return rnn ? JOIN_INNER : JOIN_LEFT;
    if (j->jointype == JOIN_RIGHT)
        return lnn ? JOIN_INNER : JOIN_RIGHT;
    if (lnn && rnn)
        return JOIN_INNER;
    return lnn ? JOIN_LEFT : rnn ? JOIN_RIGHT : JOIN_FULL;
}

/* FOR UPDATE of a table whose rows an outer join may NULL-extend: PG's 0A000. */
static void check_nullable_locks(PlanCxt *pc, JoinExpr *j)
{
    List *nullable = NIL;
    if (j->jointype == JOIN_LEFT || j->jointype == JOIN_FULL)
        nullable = list_concat(nullable, fromitem_relids(j->rarg));
    if (j->jointype == JOIN_RIGHT || j->jointype == JOIN_FULL)
        nullable = list_concat(nullable, fromitem_relids(j->larg));
    ListCell *lc;
    foreach (lc, pc->query->rowMarks) {
        RowMarkClause *rc = lfirst(lc);
        if (list_member_int(nullable, rc->rti))
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("%s cannot be applied to the nullable side of an outer join",
                           bind_lock_strength_name(rc->strength)));
    }
}

/* ---------------------------------------------------------------- join problems */

/*
 * A join problem: FROM items that inner joins connect, joined in the order join_search.c
 * finds cheapest. Comma-separated items and the sides of INNER/CROSS joins are flattened into
 * one list as PG's deconstruct_jointree does; beyond join_collapse_limit (from_collapse_limit
 * for FROM lists) an item keeps the written nesting and is a problem of its own. An outer join
 * is one item whose sides are planned on their own (each may be a problem itself), so no
 * table is ever moved into or out of its null-extended side.
 */

static RelPlan *plan_join_list(PlanCxt *pc, List *joinlist, List *items);

static int guc_int_value(const char *name) { return atoi(guc_show(name)); }

/* The join list of a FROM item: its items (a List is a sub-problem); the ON conditions of the
 * inner joins flattened are appended to *on_items. above: the conditions over the item. */
static List *flatten_join_item(Node *node, List *above, List **on_items)
{
    if (!IsA(node, JoinExpr))
        return list_make1(node);
    JoinExpr *j = (JoinExpr *)node;
    if (j->jointype == JOIN_SEMI || j->jointype == JOIN_ANTI)
        return list_make1(node);
    if ((j->jointype == JOIN_FULL || j->jointype == JOIN_LEFT || j->jointype == JOIN_RIGHT) &&
        reduce_full_join(j, above) != JOIN_INNER)
        return list_make1(node); /* plan_fromitem reduces and plans it */
    List *mine = make_qual_items(split_conjuncts(j->quals, NIL));
    List *inner_above = list_concat(list_copy(mine), above);
    List *l = flatten_join_item(j->larg, inner_above, on_items);
    List *r = flatten_join_item(j->rarg, inner_above, on_items);
    *on_items = list_concat(*on_items, mine);
    if (list_length(l) + list_length(r) <= guc_int_value("join_collapse_limit"))
        return list_concat(l, r);
    return list_make2(list_length(l) == 1 ? linitial(l) : (Node *)l,
                      list_length(r) == 1 ? linitial(r) : (Node *)r);
}

static List *flatten_from_list(List *fromlist, List *above, List **on_items)
{
    int limit = guc_int_value("from_collapse_limit");
    List *out = NIL;
    ListCell *lc;
    foreach (lc, fromlist) {
        List *sub = flatten_join_item(lfirst(lc), above, on_items);
        int remaining = list_length(fromlist) - foreach_current_index(lc) - 1;
        if (list_length(sub) <= 1 || list_length(out) + list_length(sub) + remaining <= limit)
            out = list_concat(out, sub);
        else
            out = lappend(out, sub);
    }
    return out;
}

typedef struct JoinPath {
    JoinMethod method;
    JoinSet set;
    int item; /* JM_ITEM: which */
    struct JoinPath *outer, *inner;
    CostJoinInput cost;
    ForeignJoinTry *ftry; /* JM_FOREIGN: the wrapper's plan */
} JoinPath;

/* A join condition as the search costs it: its evaluation cost and, for a hashable "=",
 * the items each side reads and the share of rows per bucket when that side is hashed
 * (for a table of bucket_rows[i] rows, the inner side's: computed again when they change;
 * -1 before the first use). */
typedef struct JoinCond {
    double units;
    bool hashable;
    bool mergeable; /* a merge key between a column of each side: mergekey, side[0] outer */
    MergeKey mergekey;
    JoinSet side_mask[2];
    Node *side[2];
    double bucket_frac[2];
    double mcv_freq[2];
    double bucket_rows[2];
} JoinCond;

typedef struct JoinProblem {
    PlanCxt *pc;
    CostParams cp;
    int n;
    Node **nodes;
    RelPlan **plans;
    List **own_quals;  /* per item: the conditions placed when it was planned */
    JoinSet *needs;    /* per item: the items its LATERAL references read */
    JoinPath **leaves;
    bool fixed_order;  /* join in the written order (LATERAL references out of the problem) */
    int nq;            /* the join conditions: unplaced, over two or more items */
    QualItem **q;
    JoinSet *qmask;
    double *qsel;
    JoinCond *qc;      /* what the costs need of each, found once */
    RelPlan *all;      /* every item's RelPlan joined, to find a table's scan in */
    List *foreign;     /* ForeignJoinTry: the joins of sets offered to a wrapper */
} JoinProblem;

static bool is_single(const JoinPath *p) { return p->method == JM_ITEM; }

/* Which item has table rtindex; -1 if none. */
static int item_of_rel(JoinProblem *jp, int rtindex)
{
    for (int i = 0; i < jp->n; i++)
        if (list_member_int(jp->plans[i]->relids, rtindex))
            return i;
    return -1;
}

/* The items a list of rtindexes reads; *outside: some table is in no item. */
static JoinSet rels_mask(JoinProblem *jp, List *relids, bool *outside)
{
    JoinSet m = 0;
    ListCell *lc;
    *outside = false;
    foreach (lc, relids) {
        int i = item_of_rel(jp, lfirst_int(lc));
        if (i < 0)
            *outside = true;
        else
            m |= (JoinSet)1 << i;
    }
    return m;
}

/* The join conditions a join of sets a and b evaluates: over both, over nothing else. */
static List *between_quals(JoinProblem *jp, JoinSet a, JoinSet b)
{
    List *out = NIL;
    for (int k = 0; k < jp->nq; k++) {
        JoinSet m = jp->qmask[k];
        if ((m & ~(a | b)) == 0 && (m & a) && (m & b))
            out = lappend(out, jp->q[k]->clause);
    }
    return out;
}

/* The rows of a set: the same whichever way it is split (PG sizes a join relation once). */
static double set_rows(JoinProblem *jp, JoinSet s)
{
    double rows = 1.0;
    for (int i = 0; i < jp->n; i++)
        if (s & ((JoinSet)1 << i))
            rows *= Max(jp->plans[i]->plan->plan_rows, 1.0);
    for (int k = 0; k < jp->nq; k++)
        if ((jp->qmask[k] & ~s) == 0)
            rows *= jp->qsel[k];
    return rows <= 1.0 ? 1.0 : rint(rows);
}

/* The tables of a set of items. */
static List *set_relids(JoinProblem *jp, JoinSet set)
{
    List *out = NIL;
    for (int i = 0; i < jp->n; i++)
        if (set & ((JoinSet)1 << i))
            out = list_concat(out, list_copy(jp->plans[i]->relids));
    return out;
}

/* A join of l and r for find_base_scan (no plan). */
static RelPlan *join_shape(RelPlan *l, RelPlan *r)
{
    RelPlan *s = palloc0(sizeof(RelPlan));
    s->is_join = true;
    s->left = l;
    s->right = r;
    s->relids = list_concat(list_copy(l->relids), r->relids);
    return s;
}

/* The cheapest probe of table item (its own conditions and clauses) per outer row. */
static bool join_probe_path(JoinProblem *jp, int item, List *clauses, List *outer_relids,
                            ScanPath *probe)
{
    int rtindex = ((RangeTblRef *)jp->nodes[item])->rtindex;
    Relation rel = relation_open(rt_fetch(jp->pc->query, rtindex)->relid, AccessShareLock);
    List *all = list_concat(list_copy(jp->own_quals[item]), clauses);
    /* the probe evaluates all of them (build_join_path leaves the join no condition) */
    bool ok = path_best_param_scan(rel, rtindex, all, outer_relids,
                                   scan_columns_used(jp->pc, rtindex, rel, all),
                                   scan_needs_ctid(jp->pc, rtindex), probe);
    relation_close(rel);
    return ok;
}

/* The new path when it is the cheapest yet, else NULL. */
static JoinPath *offer_path(JoinPath **best, JoinMethod m, JoinPath *o, JoinPath *i,
                            double rows, double startup, double total)
{
    if (*best != NULL && (*best)->cost.total_cost <= total)
        return NULL;
    JoinPath *p = palloc0(sizeof(JoinPath));
    p->method = m;
    p->set = o->set | i->set;
    p->outer = o;
    p->inner = i;
    costjoin_input(&p->cost, rows, startup, total);
    p->cost.width = o->cost.width + i->cost.width;
    *best = p;
    return p;
}

static ForeignJoinTry *foreign_try(JoinProblem *jp, JoinSet set)
{
    ListCell *lc;
    foreach (lc, jp->foreign)
        if (((ForeignJoinTry *)lfirst(lc))->set == set)
            return lfirst(lc);
    return NULL;
}

/* The foreign scan a path's set is read by (a foreign table, or a join done remotely), and
 * what it evaluates; NULL if none. */
static ForeignScan *path_foreign_side(JoinProblem *jp, const JoinPath *p, List **done)
{
    if (p->method != JM_ITEM) {
        ForeignJoinTry *t = foreign_try(jp, p->set);
        *done = t ? t->done : NIL;
        return t ? t->fs : NULL;
    }
    if (jp->needs[p->item] != 0)
        return NULL;
    *done = jp->plans[p->item]->fdw_done;
    return foreign_join_side(jp->plans[p->item]);
}

/*
 * An inner join's conditions as PG's planner hands them to the wrapper: an equality of two
 * sides (which PG keeps as an equivalence class) comes after the other conditions and reads
 * the outer side first, as PG regenerates it.
 */
static List *foreign_inner_clauses(List *clauses, List *outer_relids)
{
    List *plain = NIL, *eq = NIL;
    ListCell *lc;
    foreach (lc, clauses) {
        Node *c = lfirst(lc), *a, *b;
        List *ra, *rb;
        if (!hashable_equality(c, &a, &b) || (ra = clause_relids(a)) == NIL ||
            (rb = clause_relids(b)) == NIL) {
            plain = lappend(plain, c);
            continue;
        }
        if (!relids_subset(ra, outer_relids) && relids_subset(rb, outer_relids)) {
            OpExpr *op = palloc(sizeof(OpExpr));
            *op = *(OpExpr *)c;
            op->args = list_make2(b, a);
            c = (Node *)op;
        }
        eq = lappend(eq, c);
    }
    return list_concat(plain, eq);
}

/* The join of o and i done remotely, when the wrapper takes it (an inner join: every
 * condition between the two is a join condition). */
static void consider_foreign_join(JoinProblem *jp, JoinPath *o, JoinPath *i, double rows,
                                  JoinPath **best)
{
    JoinSet both = o->set | i->set;
    ForeignJoinTry *t = foreign_try(jp, both);
    if (t == NULL) {
        List *odone, *idone;
        ForeignScan *fo = path_foreign_side(jp, o, &odone);
        ForeignScan *fi = path_foreign_side(jp, i, &idone);
        if (fo == NULL || fi == NULL)
            return; /* the first pair may be a table and a local join: another may do */
        t = palloc0(sizeof(ForeignJoinTry));
        t->set = both;
        List *clauses = between_quals(jp, o->set, i->set);
        t->done = list_concat(list_concat(list_copy(odone), idone), list_copy(clauses));
        try_foreign_join(jp->pc, JOIN_INNER, fo, fi,
                         foreign_inner_clauses(clauses, set_relids(jp, o->set)), NIL, t, rows,
                         jp->all);
        jp->foreign = lappend(jp->foreign, t);
    }
    if (t->fs == NULL)
        return;
    JoinPath *p = offer_path(best, JM_FOREIGN, o, i, rows, t->fs->plan.startup_cost,
                             t->fs->plan.total_cost);
    if (p)
        p->ftry = t;
}

/* A merge join of o and i on the merge keys between them, into *best. Only a single item's
 * order is known here (its plan's): a set of items is charged a sort. */
static void consider_merge(JoinProblem *jp, JoinPath *o, JoinPath *i, double rows, JoinPath **best)
{
    JoinSet both = o->set | i->set;
    List *keys = NIL;
    double key_units = 0, rest_units = 0, sel = 1.0, s, t;
    bool mat;
    for (int k = 0; k < jp->nq; k++) {
        JoinSet m = jp->qmask[k];
        if ((m & ~both) != 0 || (m & o->set) == 0 || (m & i->set) == 0)
            continue;
        JoinCond *c = &jp->qc[k];
        MergeKey *mk = NULL;
        if (c->mergeable && (c->side_mask[0] & ~o->set) == 0 && (c->side_mask[1] & ~i->set) == 0)
            mk = &c->mergekey;
        else if (c->mergeable && (c->side_mask[1] & ~o->set) == 0 &&
                 (c->side_mask[0] & ~i->set) == 0) {
            mk = palloc(sizeof(MergeKey));
            *mk = c->mergekey;
            mk->outer = c->mergekey.inner;
            mk->inner = c->mergekey.outer;
        }
        if (mk == NULL) {
            rest_units += c->units;
            continue;
        }
        keys = lappend(keys, mk);
        key_units += c->units;
        sel *= jp->qsel[k];
    }
    if (keys == NIL)
        return;
    MergeSide os = {false, false, {0}, o->cost, false}, is = {false, false, {0}, i->cost, false};
    if (is_single(o))
        merge_side(&jp->cp, jp->plans[o->item], keys, true, true, &os);
    if (is_single(i))
        merge_side(&jp->cp, jp->plans[i->item], keys, false, os.sorted, &is);
    merge_join_cost(&jp->cp, os.cost, is.cost, os.sorted, is.sorted, is.can_mark, key_units, sel,
                    rest_units, &mat, &s, &t);
    offer_path(best, JM_MERGE, o, i, rows, s, t);
}

/* The join methods for o as the outer side and i as the inner one, into *best. */
static void consider_join(JoinProblem *jp, JoinPath *o, JoinPath *i, JoinPath **best)
{
    /* a LATERAL item is read per row of the items it references, so it is an inner side */
    if (is_single(o) && jp->needs[o->item] != 0)
        return;
    bool lateral = is_single(i) && jp->needs[i->item] != 0;
    if (lateral && (jp->needs[i->item] & ~o->set) != 0)
        return;
    const CostParams *cp = &jp->cp;
    JoinSet both = o->set | i->set;
    double rows = set_rows(jp, both), all_units = 0, rest_units = 0, bucket = 1.0, mcv = 1.0, s,
           t;
    int nhash = 0, nclauses = 0;
    for (int k = 0; k < jp->nq; k++) {
        JoinSet m = jp->qmask[k];
        if ((m & ~both) != 0 || (m & o->set) == 0 || (m & i->set) == 0)
            continue;
        JoinCond *c = &jp->qc[k];
        int inner = -1;
        nclauses++;
        all_units += c->units;
        if (!lateral && c->hashable) {
            if ((c->side_mask[0] & ~o->set) == 0 && (c->side_mask[1] & ~i->set) == 0)
                inner = 1;
            else if ((c->side_mask[1] & ~o->set) == 0 && (c->side_mask[0] & ~i->set) == 0)
                inner = 0;
        }
        if (inner < 0) {
            rest_units += c->units;
            continue;
        }
        if (c->bucket_frac[inner] < 0 || c->bucket_rows[inner] != i->cost.rows) {
            c->bucket_frac[inner] = hash_bucket_fraction(c->side[inner], jp->all, i->cost.rows,
                                                         &c->mcv_freq[inner]);
            c->bucket_rows[inner] = i->cost.rows;
        }
        bucket = Min(bucket, c->bucket_frac[inner]);
        mcv = Min(mcv, c->mcv_freq[inner]);
        nhash++;
    }
    /* as in PG 15, a disabled hash or merge join is not considered at all */
    if (nhash > 0 && cp->enable_hashjoin) {
        costjoin_hashjoin(cp, &o->cost, &i->cost, nhash, bucket, rows,
                          rest_units * cp->cpu_operator_cost, &s, &t);
        costjoin_hash_spill(cp, &o->cost, &i->cost, mcv, &s, &t);
        offer_path(best, JM_HASH, o, i, rows, s, t);
    }
    if (!lateral && cp->enable_mergejoin)
        consider_merge(jp, o, i, rows, best);
    /* a nested loop rescans its inner side, or reads it back from a Material (PG tries both
     * for a plain scan; anything else is materialized) */
    bool plain_scan = is_single(i) && plan_is_rescannable_cheaply(jp->plans[i->item]->plan);
    if (lateral || plain_scan) {
        costjoin_nestloop(cp, &o->cost, &i->cost, all_units * cp->cpu_operator_cost, &s, &t);
        offer_path(best, JM_NESTLOOP, o, i, rows, s, t);
    }
    if (!lateral && (cp->enable_material || !plain_scan)) {
        CostJoinInput in = i->cost;
        costjoin_material(cp, &in);
        costjoin_nestloop(cp, &o->cost, &in, all_units * cp->cpu_operator_cost, &s, &t);
        offer_path(best, JM_NESTLOOP_MATERIAL, o, i, rows, s, t);
    }
    ScanPath probe;
    if (!lateral && is_single(i) && nclauses > 0 && probeable_table(jp->pc, jp->nodes[i->item]) &&
        join_probe_path(jp, i->item, between_quals(jp, o->set, i->set),
                        set_relids(jp, o->set), &probe)) {
        CostJoinInput pin;
        costjoin_input(&pin, probe.rows, probe.startup_cost, probe.total_cost);
        costjoin_nestloop(cp, &o->cost, &pin, 0, &s, &t);
        offer_path(best, JM_PARAM, o, i, rows, s, t);
    }
    if (!lateral)
        consider_foreign_join(jp, o, i, rows, best);
}

static void *search_join(void *arg, JoinSet a, void *pa, JoinSet b, void *pb)
{
    JoinPath *best = NULL;
    (void)a;
    (void)b;
    consider_join(arg, pa, pb, &best);
    consider_join(arg, pb, pa, &best);
    return best;
}

static double search_cost(void *arg, const void *plan)
{
    (void)arg;
    return ((const JoinPath *)plan)->cost.total_cost;
}

static bool search_linked(void *arg, JoinSet a, JoinSet b)
{
    JoinProblem *jp = arg;
    for (int k = 0; k < jp->nq; k++)
        if ((jp->qmask[k] & a) && (jp->qmask[k] & b))
            return true;
    for (int i = 0; i < jp->n; i++) {
        JoinSet one = (JoinSet)1 << i;
        if (((a & one) && (jp->needs[i] & b)) || ((b & one) && (jp->needs[i] & a)))
            return true;
    }
    return false;
}

/* The items joined in the written order, each the inner side: for LATERAL references to
 * tables outside the problem (set by a join above, which needs the written order's shape) and
 * for items whose cost is not estimated. */
static JoinPath *written_order_path(JoinProblem *jp)
{
    JoinPath *cur = jp->leaves[0];
    for (int i = 1; i < jp->n; i++) {
        JoinPath *best = NULL;
        consider_join(jp, cur, jp->leaves[i], &best);
        if (best == NULL)
            elog(ERROR, "no legal join order for the FROM list");
        cur = best;
    }
    return cur;
}

static RelPlan *build_join_path(JoinProblem *jp, JoinPath *p)
{
    if (p->method == JM_ITEM)
        return jp->plans[p->item];
    if (p->method == JM_FOREIGN)
        return foreign_join_relplan(jp->pc, p->ftry);
    RelPlan *o = build_join_path(jp, p->outer);
    List *clauses = between_quals(jp, p->outer->set, p->inner->set);
    if (p->method == JM_PARAM) {
        ScanPath probe;
        int item = p->inner->item;
        if (!join_probe_path(jp, item, clauses, o->relids, &probe))
            elog(ERROR, "parameterized scan of the join search not found again");
        RelPlan *i = build_param_inner(jp->pc, o, ((RangeTblRef *)jp->nodes[item])->rtindex,
                                       &probe);
        return make_join_method(JOIN_INNER, o, i, NIL, NIL, -1, JM_PARAM);
    }
    RelPlan *i = build_join_path(jp, p->inner);
    return make_join_method(JOIN_INNER, o, i, clauses, NIL, -1, p->method);
}

static void note_join_cond(JoinProblem *jp, JoinCond *c, Node *clause)
{
    Node *a, *b;
    Oid type;
    qual_cost_walker(clause, &c->units);
    c->bucket_frac[0] = c->bucket_frac[1] = -1;
    if (!simple_equality(clause, &a, &b, &type))
        return;
    bool out_a, out_b;
    List *ra = clause_relids(a), *rb = clause_relids(b);
    c->side_mask[0] = rels_mask(jp, ra, &out_a);
    c->side_mask[1] = rels_mask(jp, rb, &out_b);
    c->side[0] = a;
    c->side[1] = b;
    bool sides = ra != NIL && rb != NIL && !out_a && !out_b;
    c->hashable = sides && type_hash_proc(type) != InvalidOid;
    Oid cmpfunc = InvalidOid;
    c->mergeable = sides && mergejoinable_equality(clause, &a, &b, &cmpfunc);
    c->mergekey = (MergeKey){(OpExpr *)clause, a, b, cmpfunc, ((OpExpr *)clause)->inputcollid};
}

/* Plan the items in the written order (each item's own conditions are placed then), then
 * note what the search needs: each join condition's items, its selectivity, LATERAL needs. */
static void plan_join_items(JoinProblem *jp, List *joinlist, List *items)
{
    ListCell *lc;
    foreach (lc, joinlist) {
        int i = foreach_current_index(lc);
        Node *node = lfirst(lc);
        bool *before = save_placed(items);
        jp->nodes[i] = node;
        jp->plans[i] = IsA(node, List) ? plan_join_list(jp->pc, (List *)node, items)
                                       : plan_fromitem(jp->pc, node, items);
        jp->own_quals[i] = NIL;
        ListCell *qc;
        foreach (qc, items) {
            QualItem *qi = lfirst(qc);
            if (qi->placed && !before[foreach_current_index(qc)])
                jp->own_quals[i] = lappend(jp->own_quals[i], qi->clause);
        }
    }
    RelPlan *all = jp->plans[0];
    for (int i = 0; i < jp->n; i++) {
        bool outside;
        List *vrels = NIL;
        foreach (lc, jp->plans[i]->lateral_vars)
            vrels = lappend_int(vrels, ((Var *)lfirst(lc))->varno);
        jp->needs[i] = rels_mask(jp, vrels, &outside);
        /* an item without a cost estimate (a sub-select, VALUES, a function, a WITH query's
         * scan) cannot be compared with the others: the written order is kept */
        if (outside || jp->plans[i]->plan->total_cost <= 0)
            jp->fixed_order = true;
        if (i > 0)
            all = join_shape(all, jp->plans[i]);
    }
    jp->all = all;
    jp->q = palloc(sizeof(QualItem *) * (size_t)(list_length(items) + 1));
    jp->qmask = palloc(sizeof(JoinSet) * (size_t)(list_length(items) + 1));
    jp->qsel = palloc(sizeof(double) * (size_t)(list_length(items) + 1));
    jp->qc = palloc0(sizeof(JoinCond) * (size_t)(list_length(items) + 1));
    foreach (lc, items) {
        QualItem *qi = lfirst(lc);
        bool outside;
        JoinSet m = rels_mask(jp, qi->relids, &outside);
        if (qi->placed || outside || (m & (m - 1)) == 0)
            continue; /* placed in an item, or read above this problem */
        jp->q[jp->nq] = qi;
        jp->qmask[jp->nq] = m;
        jp->qsel[jp->nq] = join_clause_selectivity(qi->clause, all, all);
        note_join_cond(jp, &jp->qc[jp->nq], qi->clause);
        jp->nq++;
    }
}

/* Plan a join list: the items, then the cheapest order of joining them. */
static RelPlan *plan_join_list(PlanCxt *pc, List *joinlist, List *items)
{
    int n = list_length(joinlist);
    if (n == 1) {
        Node *node = linitial(joinlist);
        return IsA(node, List) ? plan_join_list(pc, (List *)node, items)
                               : plan_fromitem(pc, node, items);
    }
    JoinProblem jp = {0};
    jp.pc = pc;
    jp.n = n;
    path_cost_params(&jp.cp);
    jp.nodes = palloc0(sizeof(Node *) * (size_t)n);
    jp.plans = palloc0(sizeof(RelPlan *) * (size_t)n);
    jp.own_quals = palloc0(sizeof(List *) * (size_t)n);
    jp.needs = palloc0(sizeof(JoinSet) * (size_t)n);
    jp.leaves = palloc0(sizeof(JoinPath *) * (size_t)n);
    jp.fixed_order = n > JOINSEARCH_MAX_ITEMS;
    plan_join_items(&jp, joinlist, items);
    for (int i = 0; i < n; i++) {
        JoinPath *p = palloc0(sizeof(JoinPath));
        Plan *plan = jp.plans[i]->plan;
        p->method = JM_ITEM;
        p->item = i;
        p->set = (JoinSet)1 << i;
        costjoin_input(&p->cost, plan->plan_rows, plan->startup_cost, plan->total_cost);
        p->cost.width = layout_width(jp.plans[i]->layout);
        jp.leaves[i] = p;
    }
    JoinSearchOps ops = {search_join, search_cost, search_linked, &jp};
    JoinPath *best = NULL;
    if (!jp.fixed_order) {
        bool greedy = strcmp(guc_show("geqo"), "on") == 0 && n >= guc_int_value("geqo_threshold");
        best = greedy ? joinsearch_greedy(n, (void **)jp.leaves, &ops)
                      : joinsearch_dp(n, (void **)jp.leaves, &ops);
    }
    if (best == NULL)
        best = written_order_path(&jp);
    RelPlan *rp = build_join_path(&jp, best);
    for (int k = 0; k < jp.nq; k++)
        jp.q[k]->placed = true;
    return rp;
}

/*
 * Plan one FROM item. quals: the conditions (QualItems) that may be evaluated inside this item;
 * each is placed at the lowest node that has all its tables.
 */
static RelPlan *plan_fromitem(PlanCxt *pc, Node *item, List *quals)
{
    if (IsA(item, RangeTblRef)) {
        RelPlan *rp = plan_rte(pc, ((RangeTblRef *)item)->rtindex, quals);
        rp->plan->scanrte = rt_fetch(pc->query, ((RangeTblRef *)item)->rtindex); /* EXPLAIN */
        return rp;
    }
    if (IsA(item, JoinExpr)) {
        JoinExpr *j = (JoinExpr *)item;
        List *on = split_conjuncts(j->quals, NIL);
        RelPlan *l, *r;
        if (j->jointype == JOIN_FULL || j->jointype == JOIN_LEFT || j->jointype == JOIN_RIGHT) {
            JoinType jt = reduce_full_join(j, quals);
            if (jt != j->jointype) {
                JoinExpr *nj = palloc(sizeof(JoinExpr));
                *nj = *j;
                nj->jointype = jt;
                j = nj;
            }
            check_nullable_locks(pc, j);
        }
        if (j->jointype == JOIN_INNER || j->jointype == JOIN_CROSS) {
            /* ON conditions of an inner join are just more WHERE conditions, distributed
             * before the upper ones as in PG; the join's items are a join problem. */
            List *on_items = NIL;
            List *joinlist = flatten_join_item((Node *)j, quals, &on_items);
            return plan_join_list(pc, joinlist, list_concat(on_items, list_copy(quals)));
        }
        /* Outer join: WHERE conditions go only into the side that is not null-extended; ON
         * conditions that mention only the null-extended side filter that side's rows before
         * the join, as PG pushes them down. ON true is no condition at all. */
        {
            List *kept = NIL;
            ListCell *oc;
            foreach (oc, on)
                if (!is_const_bool(lfirst(oc), true))
                    kept = lappend(kept, lfirst(oc));
            on = kept;
        }
        /* ON false (or NULL): no row of the null-extended side matches, and PG reads none
         * (a Result without input there, the join a nested loop with Join Filter: false) */
        List *on_gating = NIL, *on_probe = make_qual_items(on);
        bool on_false = j->jointype != JOIN_FULL && take_gating_quals(&on_probe, &on_gating);
        if (on_false)
            on = list_make1(make_bool_const(false, false, -1));
        List *onitems = j->jointype == JOIN_FULL || on_false ? NIL : make_qual_items(on);
        /* a semi join's conditions on its outer side alone filter that side first (an anti
         * join returns the rows they reject) */
        bool filters_outer = j->jointype == JOIN_LEFT || j->jointype == JOIN_ANTI;
        l = plan_fromitem(pc, j->larg,
                          filters_outer            ? quals
                          : j->jointype == JOIN_SEMI ? list_concat(list_copy(quals), onitems)
                                                     : onitems);
        bool *placed_before = save_placed(onitems);
        r = filters_outer || j->jointype == JOIN_SEMI
                ? try_param_inner(pc, l, j->rarg, onitems, j->jointype != JOIN_LEFT)
                : NULL;
        if (r == NULL)
            r = plan_fromitem(pc, j->rarg, j->jointype == JOIN_RIGHT ? quals : onitems);
        if (on_false) /* the inner side of LEFT and ANTI joins, else the join's result */
            make_empty(pc->query, filters_outer ? r : l);
        List *relids = list_concat(list_copy(l->relids), r->relids);
        if (j->jointype != JOIN_FULL && !on_false) {
            ListCell *lc;
            on = NIL;
            foreach (lc, onitems)
                if (!((QualItem *)lfirst(lc))->placed)
                    on = lappend(on, ((QualItem *)lfirst(lc))->clause);
        }
        if (j->jointype == JOIN_SEMI || j->jointype == JOIN_ANTI) {
            List *probed = NIL; /* the join conditions a probed inner scan took */
            ListCell *lc;
            foreach (lc, onitems) {
                QualItem *qi = lfirst(lc);
                if (qi->placed && !placed_before[foreach_current_index(lc)] &&
                    r->nest_params != NIL && !relids_subset(qi->relids, r->relids))
                    probed = lappend(probed, qi->clause);
            }
            return make_semi_join(pc, j->jointype, l, r, on, probed, place_quals(quals, relids),
                                  j->location);
        }
        return make_outer_join(j->jointype, l, r, on, place_quals(quals, relids), j->location,
                               pc);
    }
    elog(ERROR, "unexpected FROM item %d", (int)nodeTag(item));
}

/*
 * Take the pseudo-constant conditions (plan_gating.c) out of a level's items, folded in their
 * order: true ones vanish, the others go to *gating, and a false or NULL one makes the level
 * empty (true is returned, and no condition is left to evaluate: PG folds "false AND x" to
 * false without folding x).
 */
static bool take_gating_quals(List **items, List **gating)
{
    FixCxt cx = {NULL, NIL, NULL, 0};
    List *rest = NIL;
    ListCell *lc;
    foreach (lc, *items) {
        QualItem *qi = lfirst(lc);
        if (!gating_is_pseudoconstant(qi->clause)) {
            rest = lappend(rest, qi);
            continue;
        }
        Node *c = fix_expr(qi->clause, &cx);
        if (gating_is_false(c)) {
            *items = NIL;
            *gating = NIL;
            return true;
        }
        if (!is_const_bool(c, true))
            *gating = lappend(*gating, c);
    }
    *items = rest;
    *gating = order_quals(*gating);
    return false;
}

/* A target list of NULLs of tlist's types, for a Result that never returns a row. */
static List *null_tlist(List *tlist)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, tlist) {
        TargetEntry *tle = lfirst(lc);
        TargetEntry *nt = palloc(sizeof(TargetEntry));
        *nt = *tle;
        nt->expr = (Expr *)make_null_const(exprType((Node *)tle->expr), exprTypmod((Node *)tle->expr),
                                           exprCollation((Node *)tle->expr), -1);
        out = lappend(out, nt);
    }
    return out;
}

/*
 * The level has no rows (WHERE false): its join tree becomes a Result without input whose
 * One-Time Filter is false, as PG plans a dummy relation; nothing below is read. A single
 * table's Result keeps that table's columns for EXPLAIN (Group Key: a); over several tables
 * its columns are NULLs of their types.
 */
static void make_empty(Query *q, RelPlan *top)
{
    Result *r = makeNode(Result);
    r->resconstantqual = make_bool_const(false, false, -1);
    if (!top->is_join && top->scanrelid > 0) {
        r->plan.targetlist = top->plan->targetlist;
        r->plan.scanrte = rt_fetch(q, top->scanrelid);
    } else
        r->plan.targetlist = null_tlist(top->plan->targetlist);
    top->plan = &r->plan;
    top->empty = true;
    top->gating = NIL;
    top->order = NIL;
}

/* The level's gating Result right above its join tree's top node, under the Agg and Sort
 * planned over it, as PG's create_gating_plan places it. */
static Plan *add_gating(Plan *plan, RelPlan *top)
{
    if (top->gating == NIL)
        return plan;
    if (plan == top->plan)
        return gating_result(plan, top->gating);
    for (Plan *p = plan; p != NULL; p = p->lefttree)
        if (p->lefttree == top->plan) {
            p->lefttree = gating_result(top->plan, top->gating);
            break;
        }
    return plan;
}

/* The whole FROM clause with its WHERE: one join problem (see plan_join_list). */
static RelPlan *plan_jointree(PlanCxt *pc, List **leftover)
{
    Query *q = pc->query;
    FromExpr *jt = q->jointree;
    List *items = make_qual_items(split_conjuncts(jt ? jt->quals : NULL, NIL));
    RelPlan *top = NULL;
    ListCell *lc;

    if (jt == NULL || jt->fromlist == NIL) {
        Result *r = makeNode(Result);
        r->plan.plan_rows = 1;
        top = palloc0(sizeof(RelPlan));
        top->plan = &r->plan;
        top->scanrelid = 0;
        /* WHERE without FROM: conditions without Vars, checked once. */
        List *conds = place_quals(items, NIL);
        r->plan.qual = (List *)fix_for_rel((Node *)conds, top);
        *leftover = NIL;
        return top;
    }
    List *on_items = NIL;
    List *joinlist = flatten_from_list(jt->fromlist, items, &on_items);
    items = list_concat(on_items, items);
    List *gating = NIL;
    bool empty = take_gating_quals(&items, &gating);
    top = plan_join_list(pc, joinlist, items);
    top->gating = gating;
    if (empty) {
        make_empty(q, top);
        pc->order_done = false; /* no index scan gives the order, no foreign scan the LIMIT */
        pc->order_presorted = 0;
        pc->limit_done = false;
    }
    *leftover = NIL;
    foreach (lc, items) {
        QualItem *qi = lfirst(lc);
        if (!qi->placed)
            *leftover = lappend(*leftover, qi->clause);
    }
    return top;
}

/* ---------------------------------------------------------------- upper nodes */

static TargetEntry *tle_by_sortgroupref(List *tlist, int ref)
{
    ListCell *lc;
    foreach (lc, tlist) {
        TargetEntry *tle = lfirst(lc);
        if (tle->ressortgroupref == ref)
            return tle;
    }
    elog(ERROR, "ORDER/GROUP BY item %d not found in the target list", ref);
}

static Oid eq_proc_of(Oid eqop)
{
    const OperInfo *op = oper_by_oid(eqop);
    if (op == NULL)
        elog(ERROR, "equality operator %u does not exist", eqop);
    return op->oprcode;
}

/* The comparison proc for sorting with operator sortop on values of type. */
static Oid cmp_proc_for(Oid type, Oid sortop)
{
    const OperInfo *op = sortop ? oper_by_oid(sortop) : NULL;
    Oid cmp = op ? type_cmp_proc(op->oprleft) : InvalidOid;
    if (cmp == InvalidOid)
        cmp = exec_type_cmp_proc(type);
    if (cmp == InvalidOid) {
        const TypeInfo *ti = type_by_oid(type);
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("could not identify an ordering operator for type %s",
                       ti ? ti->typname : "unknown"));
    }
    return cmp;
}

/*
 * With grouping sets, a grouping expression outside the aggregates' arguments is read from the
 * group's key row (INNER_VAR, key k + 1), which has NULL for the keys that are not in the
 * group's set; the first input row of the group cannot serve, it has every column.
 */
typedef struct KeyRefCxt {
    List *keys; /* the Agg's fixed groupExprs */
} KeyRefCxt;

static Node *key_ref_mutator(Node *node, void *arg)
{
    KeyRefCxt *kc = arg;
    /* A Const stays itself even if a key folded to the same constant (PG's
     * search_indexed_tlist_for_non_var): the literal true is not CASE WHEN true THEN true END.
     * A target entry that is a key was matched by its sortgroupref before this. */
    if (node == NULL || IsA(node, Const) || IsA(node, Aggref) || IsA(node, GroupingFunc))
        return node;
    /* A sub-select's outer references (its arguments) and the left side of its test read the
     * group's keys too, so that a set without the key passes NULL, as PG's does. */
    if (IsA(node, SubPlan)) {
        SubPlan *sp = palloc(sizeof(SubPlan));
        *sp = *(SubPlan *)node;
        sp->args = (List *)key_ref_mutator((Node *)sp->args, arg);
        sp->testexpr = key_ref_mutator(sp->testexpr, arg);
        return (Node *)sp;
    }
    ListCell *lc;
    foreach (lc, kc->keys)
        if (exprEqual(node, lfirst(lc))) {
            Node *key = lfirst(lc);
            Var *v = make_var(INNER_VAR, foreach_current_index(lc) + 1, exprType(key),
                              exprTypmod(key), exprCollation(key));
            return (Node *)v;
        }
    return expression_tree_mutator(node, key_ref_mutator, arg);
}

/* The position of the Agg key with this sortgroupref, or -1 (ref 0: not a key). */
static int key_of_ref(List *grouprefs, int ref)
{
    ListCell *lc;
    foreach (lc, grouprefs)
        if (ref != 0 && lfirst_int(lc) == ref)
            return foreach_current_index(lc);
    return -1;
}

/*
 * PG's preprocess_groupclause: without grouping sets, GROUP BY keys that ORDER BY lists are put
 * first, in its order, when every ORDER BY item is a key with the same ordering; the sorted
 * groups then come out in the ORDER BY's order.
 */
static void groupclause_follow_order(Query *q)
{
    List *keys = NIL;
    ListCell *lc, *g;
    if (q->groupingSets != NIL || q->sortClause == NIL)
        return;
    foreach (lc, q->sortClause) {
        SortGroupClause *sc = lfirst(lc);
        SortGroupClause *found = NULL;
        foreach (g, q->groupClause) {
            SortGroupClause *gc = lfirst(g);
            if (gc->tleSortGroupRef == sc->tleSortGroupRef)
                found = gc;
        }
        if (found == NULL || found->sortop != sc->sortop || found->nulls_first != sc->nulls_first)
            return;
        if (!list_member_ptr(keys, found))
            keys = lappend(keys, found);
    }
    foreach (g, q->groupClause)
        if (!list_member_ptr(keys, lfirst(g)))
            keys = lappend(keys, lfirst(g));
    q->groupClause = keys;
}

/* Does ORDER BY ask for no more than a prefix of `order`, the Agg's output order (key
 * positions)? */
static bool order_is_group_prefix(Query *q, List *order)
{
    ListCell *lc;
    if (list_length(q->sortClause) > list_length(order))
        return false;
    foreach (lc, q->sortClause) {
        SortGroupClause *sc = lfirst(lc);
        SortGroupClause *gc =
            list_nth(q->groupClause, list_nth_int(order, foreach_current_index(lc)));
        if (gc->tleSortGroupRef != sc->tleSortGroupRef || gc->sortop != sc->sortop ||
            gc->nulls_first != sc->nulls_first)
            return false;
    }
    return true;
}

/* The grouping sets as lists of key positions, and each one's estimated groups. */
static List *grouping_set_keys(Query *q, RelPlan *top, double **groups)
{
    List *sets = NIL;
    ListCell *s, *r, *g;
    *groups = palloc0(sizeof(double) * (size_t)(list_length(q->groupingSets) + 1));
    foreach (s, q->groupingSets) {
        List *keys = NIL, *clauses = NIL;
        foreach (r, (List *)lfirst(s))
            foreach (g, q->groupClause)
                if ((int)((SortGroupClause *)lfirst(g))->tleSortGroupRef == lfirst_int(r) &&
                    !list_member_int(keys, foreach_current_index(g))) {
                    keys = lappend_int(keys, foreach_current_index(g));
                    clauses = lappend(clauses, lfirst(g));
                }
        (*groups)[foreach_current_index(s)] =
            estimate_num_groups(clauses, q->targetList, top, top->plan->plan_rows);
        sets = lappend(sets, keys);
    }
    return sets;
}

/* PG's width of the input rows without statistics: a type's length, 32 for variable ones. */
static double layout_width(List *layout)
{
    double w = 0;
    ListCell *lc;
    foreach (lc, layout) {
        const TypeInfo *ti = type_by_oid(exprType(lfirst(lc)));
        w += ti && ti->typlen > 0 ? ti->typlen : 32;
    }
    return w;
}

/* The sort order of each key (PG's sortop), InvalidOid comparison when it cannot be sorted. */
static void agg_key_order(Agg *agg, int i, SortGroupClause *sgc, Oid type)
{
    const OperInfo *op = sgc->sortop ? oper_by_oid(sgc->sortop) : NULL;
    agg->grpCmpFuncs[i] = op ? cmp_proc_for(type, sgc->sortop) : InvalidOid;
    agg->grpReverse[i] = op != NULL && op->oprname[0] == '>';
    agg->grpNullsFirst[i] = sgc->nulls_first;
}

/* The ORDER BY items as GROUP BY key positions, up to the first that is not a key. */
static List *order_key_positions(Query *q)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, q->sortClause) {
        int ref = (int)((SortGroupClause *)lfirst(lc))->tleSortGroupRef;
        ListCell *g;
        int k = -1;
        foreach (g, q->groupClause)
            if ((int)((SortGroupClause *)lfirst(g))->tleSortGroupRef == ref)
                k = foreach_current_index(g);
        if (k < 0)
            break;
        out = lappend_int(out, k);
    }
    return out;
}

typedef struct KeyProjection {
    Query *q;
    RelPlan *top;
    int added; /* columns added after the layout's */
} KeyProjection;

/* plan_agg's project_key: the join tree's top node computes GROUP BY key k as one more output
 * column, after its layout's (which the Agg's other expressions read). */
static int project_group_key(void *arg, int k)
{
    KeyProjection *kp = arg;
    Plan *plan = kp->top->plan;
    if (list_length(plan->targetlist) != list_length(kp->top->layout) + kp->added ||
        (kp->top->empty && plan->scanrte == NULL))
        return 0;
    kp->added++;
    SortGroupClause *sgc = list_nth(kp->q->groupClause, k);
    TargetEntry *tle = tle_by_sortgroupref(kp->q->targetList, sgc->tleSortGroupRef);
    int col = list_length(plan->targetlist) + 1;
    plan->targetlist = lappend(plan->targetlist,
                               make_tle((Expr *)fix_for_rel((Node *)tle->expr, kp->top), col, NULL));
    return col;
}

static int clauses_given_by_join(Query *q, List *clauses, RelPlan *top);
static bool incremental_sort_pays(Query *q, RelPlan *top, const Plan *in, List *clauses,
                                  int npre, double limit, double *groups);

static Plan *make_agg(Query *q, RelPlan *top, List *tlist, bool *sorted)
{
    Agg *agg = makeNode(Agg);
    List *aggrefs = NIL;
    List *grouprefs = NIL;
    ListCell *lc;
    /* One non-empty grouping set is a plain GROUP BY, as PG's parser makes it. */
    if (list_length(q->groupingSets) == 1 && q->groupClause != NIL)
        q->groupingSets = NIL;
    groupclause_follow_order(q);
    foreach (lc, q->groupClause)
        grouprefs = lappend_int(grouprefs, (int)((SortGroupClause *)lfirst(lc))->tleSortGroupRef);
    FixCxt cx = {NULL, top->layout, &aggrefs, 0, grouprefs};
    FixCxt keycx = {NULL, top->layout, NULL, 0, NIL};
    int n = list_length(q->groupClause), i = 0;
    int *key_cols = palloc0(sizeof(int) * (size_t)(n + 1));

    agg->numCols = n;
    agg->grpEqFuncs = palloc0(sizeof(Oid) * (size_t)(n + 1));
    agg->grpHashFuncs = palloc0(sizeof(Oid) * (size_t)(n + 1));
    agg->grpCollations = palloc0(sizeof(Oid) * (size_t)(n + 1));
    agg->grpCmpFuncs = palloc0(sizeof(Oid) * (size_t)(n + 1));
    agg->grpReverse = palloc0(sizeof(bool) * (size_t)(n + 1));
    agg->grpNullsFirst = palloc0(sizeof(bool) * (size_t)(n + 1));
    foreach (lc, q->groupClause) {
        SortGroupClause *sgc = lfirst(lc);
        TargetEntry *tle = tle_by_sortgroupref(q->targetList, sgc->tleSortGroupRef);
        Oid type = exprType((Node *)tle->expr);
        Node *key = fix_expr((Node *)tle->expr, &keycx);
        agg->groupExprs = lappend(agg->groupExprs, key);
        if (IsA(key, Var) && ((Var *)key)->varno == OUTER_VAR)
            key_cols[i] = ((Var *)key)->varattno;
        agg->grpEqFuncs[i] = eq_proc_of(sgc->eqop);
        agg->grpHashFuncs[i] = sgc->hashable ? type_hash_proc(type) : InvalidOid;
        if (sgc->hashable && agg->grpHashFuncs[i] == InvalidOid && oper_by_oid(sgc->eqop))
            agg->grpHashFuncs[i] = type_hash_proc(oper_by_oid(sgc->eqop)->oprleft);
        agg->grpCollations[i] = exprCollation((Node *)tle->expr);
        agg_key_order(agg, i, sgc, type);
        i++;
    }
    agg->plan.targetlist = fix_tlist(tlist, &cx);
    agg->plan.qual =
        order_quals((List *)fix_expr((Node *)split_conjuncts(q->havingQual, NIL), &cx));
    KeyProjection kp = {q, top, 0};
    AggPlanInput in = {NIL,      NULL, order_key_positions(q), 1, layout_width(top->layout),
                       key_cols, project_group_key, &kp};
    if (q->groupingSets != NIL) {
        KeyRefCxt kc = {agg->groupExprs};
        foreach (lc, agg->plan.targetlist) {
            TargetEntry *tle = lfirst(lc);
            int k = key_of_ref(grouprefs, (int)tle->ressortgroupref);
            if (k >= 0) {
                Node *key = list_nth(agg->groupExprs, k);
                tle->expr = (Expr *)make_var(INNER_VAR, k + 1, exprType(key), exprTypmod(key),
                                             exprCollation(key));
            } else
                tle->expr = (Expr *)key_ref_mutator((Node *)tle->expr, &kc);
        }
        agg->plan.qual = (List *)key_ref_mutator((Node *)agg->plan.qual, &kc);
        double *groups;
        in.sets = grouping_set_keys(q, top, &groups);
        in.set_groups = groups;
        agg->numGroups = 0;
        for (int s = 0; s < list_length(in.sets); s++)
            agg->numGroups += groups[s];
    } else {
        agg->numGroups =
            n > 0 ? estimate_num_groups(q->groupClause, q->targetList, top, top->plan->plan_rows)
                  : 1;
        /* a sorted GROUP BY over input sorted on its first keys (a merge join's order): no
         * Sort for all of them, an Incremental Sort for some when it pays */
        in.presorted = clauses_given_by_join(q, q->groupClause, top);
        if (in.presorted > 0 && in.presorted < n &&
            !incremental_sort_pays(q, top, top->plan, q->groupClause, in.presorted, -1,
                                   &in.presorted_groups))
            in.presorted = 0;
    }
    in.num_groups = agg->numGroups;
    agg->aggrefs = aggrefs;
    agg->plan.lefttree = top->plan;
    List *order = plan_agg_strategy(agg, &in);
    *sorted = order != NIL && order_is_group_prefix(q, order);
    agg->plan.plan_rows = agg->numGroups;
    return &agg->plan;
}

static Plan *make_sort(Plan *child, List *tlist, List *clauses)
{
    Sort *s = makeNode(Sort);
    int n = list_length(clauses), i = 0;
    ListCell *lc;

    s->numCols = n;
    s->sortColIdx = palloc0(sizeof(int16) * (size_t)n);
    s->cmpfuncs = palloc0(sizeof(Oid) * (size_t)n);
    s->collations = palloc0(sizeof(Oid) * (size_t)n);
    s->reverse = palloc0(sizeof(bool) * (size_t)n);
    s->nullsFirst = palloc0(sizeof(bool) * (size_t)n);
    foreach (lc, clauses) {
        SortGroupClause *sgc = lfirst(lc);
        TargetEntry *tle = tle_by_sortgroupref(tlist, sgc->tleSortGroupRef);
        Oid type = exprType((Node *)tle->expr);
        const OperInfo *op = sgc->sortop ? oper_by_oid(sgc->sortop) : NULL;
        s->sortColIdx[i] = tle->resno;
        s->cmpfuncs[i] = cmp_proc_for(type, sgc->sortop);
        s->collations[i] = exprCollation((Node *)tle->expr);
        s->reverse[i] = op != NULL && op->oprname[0] == '>';
        s->nullsFirst[i] = sgc->nulls_first;
        i++;
    }
    s->plan.lefttree = child;
    s->plan.plan_rows = child->plan_rows;
    s->bound = -1;
    return &s->plan;
}

/* A Sort of input already sorted on the first npre of the keys (an index scan's order). */
static Plan *make_incremental_sort(Plan *child, List *tlist, List *clauses, int npre,
                                   double groups)
{
    IncrementalSort *is = makeNode(IncrementalSort);
    is->sort = *(Sort *)make_sort(child, tlist, clauses);
    is->sort.plan.type = T_IncrementalSort;
    is->nPresortedCols = npre;
    is->numGroups = groups;
    return &is->sort.plan;
}

static bool sgc_list_has_ref(List *clauses, int ref)
{
    ListCell *lc;
    foreach (lc, clauses)
        if (((SortGroupClause *)lfirst(lc))->tleSortGroupRef == ref)
            return true;
    return false;
}

static Plan *make_unique(Plan *child, List *tlist, List *distinct)
{
    Unique *u = makeNode(Unique);
    int n = list_length(distinct), i = 0;
    ListCell *lc;

    u->numCols = n;
    u->uniqColIdx = palloc0(sizeof(int16) * (size_t)(n + 1));
    u->eqfuncs = palloc0(sizeof(Oid) * (size_t)(n + 1));
    u->collations = palloc0(sizeof(Oid) * (size_t)(n + 1));
    foreach (lc, distinct) {
        SortGroupClause *sgc = lfirst(lc);
        TargetEntry *tle = tle_by_sortgroupref(tlist, sgc->tleSortGroupRef);
        u->uniqColIdx[i] = tle->resno;
        u->eqfuncs[i] = eq_proc_of(sgc->eqop);
        u->collations[i] = exprCollation((Node *)tle->expr);
        i++;
    }
    u->plan.lefttree = child;
    u->plan.plan_rows = child->plan_rows;
    return &u->plan;
}

/* A constant LIMIT count (+ constant OFFSET) as a row bound for the Sort below; -1 if none. */
static int64 const_int8(Node *n, bool *ok)
{
    if (n == NULL)
        return 0;
    n = selfuncs_estimate_value(n); /* LIMIT 3 arrives as int8(3) before constant folding */
    if (!IsA(n, Const) || ((Const *)n)->constisnull) {
        *ok = false;
        return 0;
    }
    Const *c = (Const *)n;
    switch (c->consttype) {
    case INT2OID:
        return DatumGetInt16(c->constvalue);
    case INT4OID:
        return DatumGetInt32(c->constvalue);
    case INT8OID:
        return DatumGetInt64(c->constvalue);
    default:
        *ok = false;
        return 0;
    }
}

static int64 sort_bound(Node *count, Node *offset)
{
    bool ok = true;
    if (count == NULL)
        return -1;
    int64 c = const_int8(count, &ok);
    int64 o = const_int8(offset, &ok);
    if (!ok || c < 0 || o < 0 || c > INT64_MAX / 2 || o > INT64_MAX / 2 || c + o > 1000000)
        return -1;
    return c + o;
}

/* Put the target list on the join tree's top node (scans and joins project). */
static Plan *project_on(RelPlan *top, List *tlist, List *leftover)
{
    if (top->empty) {
        /* its columns are never computed; a single table's are shown as the scan's */
        top->plan->targetlist = top->plan->scanrte
                                    ? fix_tlist(tlist, &(FixCxt){top, NIL, NULL, 0})
                                    : null_tlist(tlist);
        return top->plan;
    }
    if (top->children != NIL) { /* a partitioned target: each partition's scan projects */
        ListCell *lc;
        foreach (lc, top->children) {
            RelPlan *child = lfirst(lc);
            (void)project_on(child, tlist, leftover);
        }
        top->plan->targetlist = ((RelPlan *)linitial(top->children))->plan->targetlist;
        return top->plan;
    }
    top->plan->targetlist = fix_tlist(tlist, &(FixCxt){top, NIL, NULL, 0});
    /* Conditions without columns of this query first: PG checks them once, before any row. */
    if (leftover != NIL)
        top->plan->qual = list_concat((List *)fix_for_rel((Node *)leftover, top),
                                      top->plan->qual);
    return top->plan;
}

/* ---------------------------------------------------------------- window functions */

/*
 * Window functions (PG's WindowAgg). The node below the windows (join tree or Agg) computes
 * the "items": every target-list expression without a window function, and the arguments of
 * the window functions and whatever else surrounds them. Each distinct window gets a Sort
 * (partition keys, then order keys) and a WindowAgg that appends its functions' values to the
 * row; a Result on top computes the target list from items and window results. Items are
 * matched by pointer: they are the query's own expression nodes.
 */
typedef struct WinCxt {
    List *items;   /* Expr nodes computed below the windows, column i + 1 */
    List *funcs;   /* WindowFunc nodes, in order of appearance */
    int *funccol;  /* output column of funcs[i] once its WindowAgg is planned, else 0 */
    List *sublinks; /* SubLinks whose test reads window functions: evaluated above them */
    List *subplans; /* their SubPlans, args still the outer columns (items) they pass */
    List *sorted_on; /* the clauses the last WindowAgg's input is sorted on (its output too) */
} WinCxt;

static bool has_winfunc_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, WindowFunc))
        return true;
    return expression_tree_walker(node, has_winfunc_walker, ctx);
}

static void win_add_item(WinCxt *w, Node *n)
{
    if (n != NULL && list_member_ptr(w->items, n) == false)
        w->items = lappend(w->items, n);
}

static bool has_case_test_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, CaseTestExpr))
        return true;
    /* the CaseTestExprs in a simple CASE's arms read that CASE's own value, */
    if (IsA(node, CaseExpr) && ((CaseExpr *)node)->arg != NULL)
        return has_case_test_walker((Node *)((CaseExpr *)node)->arg, ctx);
    if (IsA(node, ArrayCoerceExpr)) /* and an array coercion's, the element */
        return has_case_test_walker((Node *)((ArrayCoerceExpr *)node)->arg, ctx);
    return expression_tree_walker(node, has_case_test_walker, ctx);
}

static bool win_collect_walker(Node *node, void *ctx)
{
    WinCxt *w = ctx;
    if (node == NULL)
        return false;
    if (IsA(node, WindowFunc)) {
        WindowFunc *f = (WindowFunc *)node;
        ListCell *lc;
        w->funcs = lappend(w->funcs, f);
        foreach (lc, f->args)
            win_add_item(w, lfirst(lc));
        win_add_item(w, (Node *)f->aggfilter);
        return false;
    }
    if (IsA(node, SubLink) && has_winfunc_walker(node, NULL)) {
        /* x IN (SELECT ...) with a window function in x: the sub-select is planned now, its
         * outer columns become items, and the SubPlan is evaluated above the windows */
        OuterRefCxt rc = {0, true, NIL, NIL, NIL, false};
        ListCell *lc;
        w->sublinks = lappend(w->sublinks, node);
        w->subplans = lappend(w->subplans, plan_sublink((SubLink *)node, &rc));
        ((SubPlan *)llast(w->subplans))->args = rc.vars;
        foreach (lc, rc.vars)
            win_add_item(w, lfirst(lc));
        return win_collect_walker(((SubLink *)node)->testexpr, ctx);
    }
    if (!has_winfunc_walker(node, NULL)) {
        /* a part that is no expression of its own stays above the windows, its inputs come
         * from below: a CASE's WHEN arm, a simple CASE's test (it reads the CASE's value), a
         * sub-select's query or result (its SubLink is evaluated above) */
        if (IsA(node, Const) || IsA(node, List) || IsA(node, CaseTestExpr) || IsA(node, Query) ||
            (IsA(node, Param) && ((Param *)node)->paramkind == PARAM_SUBLINK))
            return false;
        if (IsA(node, CaseWhen) || has_case_test_walker(node, NULL))
            return expression_tree_walker(node, win_collect_walker, ctx);
        win_add_item(w, node);
        return false;
    }
    return expression_tree_walker(node, win_collect_walker, ctx);
}

/* The target list of the node below the windows. */
static List *window_input_tlist(Query *q, WinCxt *w)
{
    ListCell *lc;
    List *tl = NIL;
    foreach (lc, q->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (!has_winfunc_walker((Node *)tle->expr, NULL))
            win_add_item(w, (Node *)tle->expr);
        else
            win_collect_walker((Node *)tle->expr, w);
    }
    if (w->items == NIL) {
        /* an empty target list would mean "pass the input row through": keep one column */
        Const *c = makeNode(Const);
        c->consttype = INT4OID;
        c->consttypmod = -1;
        c->constlen = 4;
        c->constbyval = true;
        c->constisnull = true;
        c->location = -1;
        w->items = list_make1(c);
    }
    foreach (lc, w->items)
        tl = lappend(tl, make_tle(lfirst(lc), foreach_current_index(lc) + 1, NULL));
    w->funccol = palloc0(sizeof(int) * (size_t)(list_length(w->funcs) + 1));
    return tl;
}

static int win_item_col(WinCxt *w, Node *n)
{
    ListCell *lc;
    foreach (lc, w->items)
        if (lfirst(lc) == n)
            return foreach_current_index(lc) + 1;
    return 0;
}

static Node *win_ref_mutator(Node *node, void *ctx)
{
    WinCxt *w = ctx;
    int col;
    if (node == NULL)
        return NULL;
    if ((col = win_item_col(w, node)) > 0)
        return (Node *)make_var(OUTER_VAR, col, exprType(node), exprTypmod(node),
                                exprCollation(node));
    if (IsA(node, WindowFunc)) {
        ListCell *lc;
        foreach (lc, w->funcs)
            if (lfirst(lc) == node && w->funccol[foreach_current_index(lc)] > 0)
                return (Node *)make_var(OUTER_VAR, w->funccol[foreach_current_index(lc)],
                                        exprType(node), -1, exprCollation(node));
        elog(ERROR, "window function not computed below");
    }
    if (IsA(node, SubLink)) {
        ListCell *lc;
        foreach (lc, w->sublinks) {
            if (lfirst(lc) != node)
                continue;
            SubPlan *sp = palloc(sizeof(SubPlan));
            *sp = *(SubPlan *)list_nth(w->subplans, foreach_current_index(lc));
            sp->testexpr = win_ref_mutator(((SubLink *)node)->testexpr, ctx);
            sp->args = (List *)win_ref_mutator((Node *)sp->args, ctx);
            return (Node *)sp;
        }
    }
    return expression_tree_mutator(node, win_ref_mutator, ctx);
}

/* How many leading clauses of a and b sort the same entry the same way? */
static int sgc_common_prefix(List *a, List *b)
{
    int n = Min(list_length(a), list_length(b));
    for (int i = 0; i < n; i++) {
        SortGroupClause *x = list_nth(a, i), *y = list_nth(b, i);
        if (x->tleSortGroupRef != y->tleSortGroupRef || x->sortop != y->sortop ||
            x->nulls_first != y->nulls_first)
            return i;
    }
    return n;
}

static bool same_sgc_lists(List *a, List *b)
{
    return list_length(a) == list_length(b) && sgc_common_prefix(a, b) == list_length(a);
}

static bool same_window(WindowClause *a, WindowClause *b)
{
    return same_sgc_lists(a->partitionClause, b->partitionClause) &&
           same_sgc_lists(a->orderClause, b->orderClause) && a->frameOptions == b->frameOptions &&
           a->startOffset == NULL && a->endOffset == NULL && b->startOffset == NULL &&
           b->endOffset == NULL;
}

/* Key columns of sort/group clauses, as columns of the items. */
static void win_keys(Query *q, WinCxt *w, List *clauses, int16 **cols, Oid **eqs, Oid **colls,
                     List **fake_tlist)
{
    int n = list_length(clauses);
    ListCell *lc;
    *cols = palloc0(sizeof(int16) * (size_t)(n + 1));
    *eqs = palloc0(sizeof(Oid) * (size_t)(n + 1));
    *colls = palloc0(sizeof(Oid) * (size_t)(n + 1));
    foreach (lc, clauses) {
        SortGroupClause *sgc = lfirst(lc);
        TargetEntry *tle = tle_by_sortgroupref(q->targetList, sgc->tleSortGroupRef);
        int i = foreach_current_index(lc);
        int col = win_item_col(w, (Node *)tle->expr);
        if (col == 0)
            elog(ERROR, "window key not found below the window");
        (*cols)[i] = (int16)col;
        (*eqs)[i] = eq_proc_of(sgc->eqop);
        (*colls)[i] = exprCollation((Node *)tle->expr);
        TargetEntry *ft = make_tle(tle->expr, col, NULL);
        ft->ressortgroupref = sgc->tleSortGroupRef;
        *fake_tlist = lappend(*fake_tlist, ft);
    }
}

static Plan *make_window_aggs(Query *q, Plan *plan, WinCxt *w)
{
    ListCell *lc, *fl;
    int ncols = list_length(w->items);
    List *done = NIL; /* WindowClauses already planned */
    List *prevkeys = NIL;
    bool first = true;

    foreach (lc, q->windowClause) {
        WindowClause *wc = lfirst(lc);
        ListCell *d;
        bool dup = false;
        foreach (d, done)
            if (same_window(lfirst(d), wc))
                dup = true;
        if (dup)
            continue;
        WindowAgg *wa = makeNode(WindowAgg);
        List *fake = NIL;
        /* functions of this window and of every identical one after it */
        foreach (fl, w->funcs) {
            WindowFunc *f = lfirst(fl);
            WindowClause *fw = list_nth(q->windowClause, f->winref - 1);
            if (fw != wc && !same_window(fw, wc))
                continue;
            WindowFunc *nf = palloc(sizeof(WindowFunc));
            *nf = *f;
            nf->args = (List *)win_ref_mutator((Node *)f->args, w);
            nf->aggfilter = (Expr *)win_ref_mutator((Node *)f->aggfilter, w);
            wa->winfuncs = lappend(wa->winfuncs, nf);
            w->funccol[foreach_current_index(fl)] = ++ncols;
        }
        done = lappend(done, wc);
        if (wa->winfuncs == NIL)
            continue;
        wa->winref = wc->winref;
        wa->partNumCols = list_length(wc->partitionClause);
        win_keys(q, w, wc->partitionClause, &wa->partColIdx, &wa->partEqfuncs,
                 &wa->partCollations, &fake);
        wa->ordNumCols = list_length(wc->orderClause);
        win_keys(q, w, wc->orderClause, &wa->ordColIdx, &wa->ordEqfuncs, &wa->ordCollations,
                 &fake);
        wa->frameOptions = wc->frameOptions;
        FixCxt cx = {NULL, NIL, NULL, 0};
        wa->startOffset = fix_expr(wc->startOffset, &cx);
        wa->endOffset = fix_expr(wc->endOffset, &cx);
        if ((wa->frameOptions & FRAMEOPTION_RANGE) && (wc->startOffset || wc->endOffset)) {
            SortGroupClause *sgc = linitial(wc->orderClause);
            TargetEntry *tle = tle_by_sortgroupref(q->targetList, sgc->tleSortGroupRef);
            const OperInfo *op = sgc->sortop ? oper_by_oid(sgc->sortop) : NULL;
            wa->rangeType = exprType((Node *)tle->expr);
            wa->rangeReverse = op != NULL && op->oprname[0] == '>';
            wa->rangeNullsFirst = sgc->nulls_first;
        }
        List *keys = list_concat(list_copy(wc->partitionClause), wc->orderClause);
        if (keys != NIL && (first || !same_sgc_lists(keys, prevkeys)))
            plan = make_sort(plan, fake, keys);
        prevkeys = keys;
        w->sorted_on = keys;
        first = false;
        wa->plan.lefttree = plan;
        wa->plan.plan_rows = plan->plan_rows;
        plan = &wa->plan;
    }
    Result *r = makeNode(Result);
    foreach (lc, q->targetList) {
        TargetEntry *tle = lfirst(lc);
        TargetEntry *nt = palloc(sizeof(TargetEntry));
        *nt = *tle;
        nt->expr = (Expr *)win_ref_mutator((Node *)tle->expr, w);
        r->plan.targetlist = lappend(r->plan.targetlist, nt);
    }
    r->plan.lefttree = plan;
    r->plan.plan_rows = plan->plan_rows;
    return &r->plan;
}

/* ---------------------------------------------------------------- set-returning functions */

/*
 * A target list with set-returning calls (PG's ProjectSet). The node below computes the items:
 * every target-list expression without such a call, each call's arguments, and whatever
 * surrounds a call (a in a + generate_series(1, 3)). The ProjectSet on top evaluates the
 * target list over the items (OUTER_VAR columns), advancing the calls in lockstep. Items are
 * matched by pointer, like the window items above (WinCxt.funcs is unused here).
 */
static bool has_srf_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, FuncExpr) && ((FuncExpr *)node)->funcretset)
        return true;
    if (IsA(node, SubLink))
        return false;
    return expression_tree_walker(node, has_srf_walker, ctx);
}

static bool srf_collect_walker(Node *node, void *ctx)
{
    WinCxt *w = ctx;
    if (node == NULL)
        return false;
    if (IsA(node, FuncExpr) && ((FuncExpr *)node)->funcretset) {
        ListCell *lc;
        foreach (lc, ((FuncExpr *)node)->args) {
            if (has_srf_walker(lfirst(lc), NULL))
                not_supported("a set-returning function in the arguments of another",
                              exprLocation(lfirst(lc)));
            if (!IsA(lfirst(lc), Const))
                win_add_item(w, lfirst(lc));
        }
        return false;
    }
    if (!has_srf_walker(node, NULL)) {
        if (!IsA(node, Const) && !IsA(node, List))
            win_add_item(w, node);
        return false;
    }
    return expression_tree_walker(node, srf_collect_walker, ctx);
}

static List *srf_input_tlist(Query *q, WinCxt *w)
{
    ListCell *lc;
    List *tl = NIL;
    foreach (lc, q->targetList)
        srf_collect_walker((Node *)((TargetEntry *)lfirst(lc))->expr, w);
    if (w->items == NIL) {
        Const *c = makeNode(Const);
        c->consttype = INT4OID;
        c->consttypmod = -1;
        c->constlen = 4;
        c->constbyval = true;
        c->constisnull = true;
        c->location = -1;
        w->items = list_make1(c);
    }
    foreach (lc, w->items)
        tl = lappend(tl, make_tle(lfirst(lc), foreach_current_index(lc) + 1, NULL));
    return tl;
}

static Node *srf_ref_mutator(Node *node, void *ctx)
{
    WinCxt *w = ctx;
    int col;
    if (node == NULL)
        return NULL;
    if ((col = win_item_col(w, node)) > 0)
        return (Node *)make_var(OUTER_VAR, col, exprType(node), exprTypmod(node),
                                exprCollation(node));
    return expression_tree_mutator(node, srf_ref_mutator, ctx);
}

static Plan *make_project_set(Query *q, Plan *plan, WinCxt *w)
{
    ProjectSet *ps = makeNode(ProjectSet);
    ListCell *lc;
    foreach (lc, q->targetList) {
        TargetEntry *tle = lfirst(lc);
        TargetEntry *nt = palloc(sizeof(TargetEntry));
        *nt = *tle;
        nt->expr = (Expr *)srf_ref_mutator((Node *)tle->expr, w);
        ps->plan.targetlist = lappend(ps->plan.targetlist, nt);
    }
    ps->plan.lefttree = plan;
    ps->plan.plan_rows = plan->plan_rows * 10;
    return &ps->plan;
}

/* ---------------------------------------------------------------- set operations */

/* A Result over child returning its columns 1..ncols, plus an int4 flag column if flag >= 0. */
static Plan *project_columns(Plan *child, SetOperationStmt *top, int flag)
{
    Result *r = makeNode(Result);
    int n = list_length(top->colTypes);

    for (int i = 0; i < n; i++) {
        Var *v = make_var(OUTER_VAR, i + 1, list_nth_oid(top->colTypes, i),
                          list_nth_int(top->colTypmods, i), list_nth_oid(top->colCollations, i));
        r->plan.targetlist = lappend(r->plan.targetlist, make_tle((Expr *)v, i + 1, NULL));
    }
    if (flag >= 0) {
        Const *c = makeNode(Const);
        c->consttype = INT4OID;
        c->consttypmod = -1;
        c->constlen = 4;
        c->constbyval = true;
        c->constvalue = Int32GetDatum(flag);
        c->location = -1;
        r->plan.targetlist = lappend(r->plan.targetlist, make_tle((Expr *)c, n + 1, NULL));
    }
    r->plan.lefttree = child;
    r->plan.plan_rows = child->plan_rows;
    return &r->plan;
}

/* Sort on all result columns, with the operators of the set operation's groupClauses. */
static Plan *sort_all_columns(Plan *child, SetOperationStmt *op)
{
    Sort *s = makeNode(Sort);
    int n = list_length(op->groupClauses), i = 0;
    ListCell *lc;

    s->numCols = n;
    s->sortColIdx = palloc0(sizeof(int16) * (size_t)(n + 1));
    s->cmpfuncs = palloc0(sizeof(Oid) * (size_t)(n + 1));
    s->collations = palloc0(sizeof(Oid) * (size_t)(n + 1));
    s->reverse = palloc0(sizeof(bool) * (size_t)(n + 1));
    s->nullsFirst = palloc0(sizeof(bool) * (size_t)(n + 1));
    foreach (lc, op->groupClauses) {
        SortGroupClause *sgc = lfirst(lc);
        s->sortColIdx[i] = (int16)(i + 1);
        s->cmpfuncs[i] = cmp_proc_for(list_nth_oid(op->colTypes, i), sgc->sortop);
        s->collations[i] = list_nth_oid(op->colCollations, i);
        i++;
    }
    s->plan.lefttree = child;
    s->plan.plan_rows = child->plan_rows;
    s->bound = -1;
    return &s->plan;
}

static Oid *eq_funcs_of(SetOperationStmt *op)
{
    Oid *f = palloc0(sizeof(Oid) * (size_t)(list_length(op->groupClauses) + 1));
    ListCell *lc;
    foreach (lc, op->groupClauses)
        f[foreach_current_index(lc)] = eq_proc_of(((SortGroupClause *)lfirst(lc))->eqop);
    return f;
}

static Oid *colls_of(SetOperationStmt *op)
{
    Oid *c = palloc0(sizeof(Oid) * (size_t)(list_length(op->colCollations) + 1));
    ListCell *lc;
    foreach (lc, op->colCollations)
        c[foreach_current_index(lc)] = lfirst_oid(lc);
    return c;
}

static Plan *make_append(Plan *l, Plan *r)
{
    Append *a = makeNode(Append);
    if (IsA(l, Append))
        a->appendplans = list_copy(((Append *)l)->appendplans);
    else
        a->appendplans = list_make1(l);
    if (IsA(r, Append))
        a->appendplans = list_concat(a->appendplans, ((Append *)r)->appendplans);
    else
        a->appendplans = lappend(a->appendplans, r);
    path_foreign_mark_async(a->appendplans);
    a->plan.plan_rows = l->plan_rows + r->plan_rows;
    return &a->plan;
}

/* Plan one node of the set-operation tree; the result has exactly the top's columns. */
static Plan *plan_setop_tree(Query *q, Node *node, SetOperationStmt *top, PlannedStmt *stmt)
{
    int n = list_length(top->colTypes);

    if (IsA(node, RangeTblRef)) {
        RangeTblEntry *rte = rt_fetch(q, ((RangeTblRef *)node)->rtindex);
        Plan *p = plan_query(rte->subquery, stmt);
        if (list_length(rte->subquery->targetList) != n)
            p = project_columns(p, top, -1);
        return p;
    }
    SetOperationStmt *op = (SetOperationStmt *)node;
    if (op->op == SETOP_UNION) {
        Plan *a = make_append(plan_setop_tree(q, op->larg, top, stmt),
                              plan_setop_tree(q, op->rarg, top, stmt));
        if (op->all)
            return a;
        Unique *u = makeNode(Unique);
        u->numCols = n;
        u->uniqColIdx = palloc0(sizeof(int16) * (size_t)(n + 1));
        for (int i = 0; i < n; i++)
            u->uniqColIdx[i] = (int16)(i + 1);
        u->eqfuncs = eq_funcs_of(op);
        u->collations = colls_of(op);
        u->plan.lefttree = sort_all_columns(a, op);
        u->plan.plan_rows = a->plan_rows;
        return &u->plan;
    }
    Plan *l = project_columns(plan_setop_tree(q, op->larg, top, stmt), top, 0);
    Plan *r = project_columns(plan_setop_tree(q, op->rarg, top, stmt), top, 1);
    Plan *a = make_append(l, r);
    SetOp *so = makeNode(SetOp);
    so->cmd = op->op == SETOP_INTERSECT ? SETOPCMD_INTERSECT : SETOPCMD_EXCEPT;
    so->all = op->all;
    so->numCols = n;
    so->eqfuncs = eq_funcs_of(op);
    so->collations = colls_of(op);
    so->flagColIdx = n + 1;
    so->plan.lefttree = sort_all_columns(a, op);
    so->plan.plan_rows = l->plan_rows;
    return project_columns(&so->plan, top, -1);
}

/* Only UNION ALLs of branches with the result's column types (PG's is_simple_union_all:
 * such a tree becomes one append relation, whose empty branches PG leaves out). */
static bool simple_union_all(Query *q, Node *node, SetOperationStmt *top)
{
    if (IsA(node, RangeTblRef)) {
        ListCell *lc;
        int i = 0;
        foreach (lc, rt_fetch(q, ((RangeTblRef *)node)->rtindex)->subquery->targetList) {
            TargetEntry *tle = lfirst(lc);
            if (tle->resjunk)
                continue;
            if (i >= list_length(top->colTypes) ||
                exprType((Node *)tle->expr) != list_nth_oid(top->colTypes, i))
                return false;
            i++;
        }
        return i == list_length(top->colTypes);
    }
    SetOperationStmt *op = (SetOperationStmt *)node;
    return op->op == SETOP_UNION && op->all && simple_union_all(q, op->larg, top) &&
           simple_union_all(q, op->rarg, top);
}

/* A branch planned as a Result without input that returns no row (WHERE false). */
static bool is_empty_plan(Plan *p)
{
    if (!IsA(p, Result) || p->lefttree != NULL)
        return false;
    Node *c = ((Result *)p)->resconstantqual;
    if (c == NULL && list_length(p->qual) == 1)
        c = linitial(p->qual);
    return gating_is_false(c);
}

/* An Append without its empty branches; the branch itself when one is left (PG removes an
 * Append of one), one empty branch when all are. */
static Plan *drop_empty_branches(Plan *plan)
{
    if (!IsA(plan, Append))
        return plan;
    Append *a = (Append *)plan;
    List *kept = NIL;
    ListCell *lc;
    foreach (lc, a->appendplans)
        if (!is_empty_plan(lfirst(lc)))
            kept = lappend(kept, lfirst(lc));
    if (kept == NIL)
        return linitial(a->appendplans);
    if (list_length(kept) == 1)
        return linitial(kept);
    a->appendplans = kept;
    return plan;
}

/* The set-operation tree, then the Query's target list (Vars over the leftmost leaf) on top. */
static Plan *plan_setop_query(Query *q, PlannedStmt *stmt)
{
    SetOperationStmt *top = (SetOperationStmt *)q->setOperations;
    Node *leftmost = (Node *)top;
    List *layout = NIL;
    Result *r = makeNode(Result);

    while (IsA(leftmost, SetOperationStmt))
        leftmost = ((SetOperationStmt *)leftmost)->larg;
    int lrti = ((RangeTblRef *)leftmost)->rtindex;
    for (int i = 0; i < list_length(top->colTypes); i++)
        layout = lappend(layout, make_var(lrti, i + 1, list_nth_oid(top->colTypes, i),
                                          list_nth_int(top->colTypmods, i),
                                          list_nth_oid(top->colCollations, i)));
    r->plan.lefttree = plan_setop_tree(q, (Node *)top, top, stmt);
    if (simple_union_all(q, (Node *)top, top))
        r->plan.lefttree = drop_empty_branches(r->plan.lefttree);
    r->plan.targetlist = fix_tlist(q->targetList, &(FixCxt){NULL, layout, NULL, 0});
    r->plan.plan_rows = r->plan.lefttree->plan_rows;
    return &r->plan;
}

static bool query_has_aggs(Query *q)
{
    return q->hasAggs || q->groupClause != NIL || q->groupingSets != NIL ||
           q->havingQual != NULL;
}

/* ---------------------------------------------------------------- FOR UPDATE / SHARE */

/* Each locked table's ctid becomes a junk column "ctid<rti>" of the query's rows. */
static void add_lock_columns(PlanCxt *pc)
{
    Query *q = pc->query;
    ListCell *lc;
    foreach (lc, q->rowMarks) {
        RowMarkClause *rc = lfirst(lc);
        pc->lock_rtis = lappend_int(pc->lock_rtis, rc->rti);
        TargetEntry *tle =
            make_tle((Expr *)make_var(rc->rti, SelfItemPointerAttributeNumber, INT8OID, -1, 0),
                     list_length(q->targetList) + 1, psprintf("ctid%d", rc->rti));
        tle->resjunk = true;
        q->targetList = lappend(q->targetList, tle);
    }
}

static Plan *make_lock_rows(Query *q, Plan *child)
{
    LockRows *lr = makeNode(LockRows);
    lr->nmarks = list_length(q->rowMarks);
    lr->marks = palloc0(sizeof(LockRowsMark) * (size_t)lr->nmarks);
    ListCell *lc;
    int i = 0;
    foreach (lc, q->rowMarks) {
        RowMarkClause *rc = lfirst(lc);
        char *name = psprintf("ctid%d", rc->rti);
        ListCell *t;
        foreach (t, q->targetList) {
            TargetEntry *tle = lfirst(t);
            if (tle->resjunk && tle->resname && strcmp(tle->resname, name) == 0)
                lr->marks[i].ctidColIdx = tle->resno;
        }
        Assert(lr->marks[i].ctidColIdx > 0);
        lr->marks[i].relid = rt_fetch(q, rc->rti)->relid;
        lr->marks[i].mode = (int)rc->strength; /* the same order as MvccLockMode */
        lr->marks[i].waitPolicy = (int)rc->waitPolicy;
        i++;
    }
    lr->plan.lefttree = child;
    lr->plan.plan_rows = child->plan_rows;
    lr->plan.startup_cost = child->startup_cost;
    lr->plan.total_cost = child->total_cost + 0.01 * child->plan_rows;
    return &lr->plan;
}

/* Plan a SELECT (or a sub-select): the output row is q->targetList, junk columns included. */
/*
 * The ORDER BY an index scan could produce (pc->order): only for a query over one table without
 * grouping, windows, DISTINCT or set operations, ordered by plain columns of it or by
 * expressions (which only an index storing that expression gives).
 */
static void want_index_order(PlanCxt *pc)
{
    Query *q = pc->query;
    FromExpr *jt = q->jointree;
    ListCell *lc;
    if (q->sortClause == NIL || q->setOperations || query_has_aggs(q) || q->hasWindowFuncs ||
        q->hasTargetSRFs || q->distinctClause != NIL || jt == NULL ||
        list_length(jt->fromlist) != 1 || !IsA(linitial(jt->fromlist), RangeTblRef))
        return;
    int rtindex = ((RangeTblRef *)linitial(jt->fromlist))->rtindex;
    if (rt_fetch(q, rtindex)->rtekind != RTE_RELATION)
        return;
    int n = list_length(q->sortClause);
    PathOrderKey *keys = palloc0(sizeof(PathOrderKey) * (size_t)n);
    foreach (lc, q->sortClause) {
        SortGroupClause *sgc = lfirst(lc);
        TargetEntry *te = tle_by_sortgroupref(q->targetList, sgc->tleSortGroupRef);
        Node *e = te ? (Node *)te->expr : NULL;
        while (e && IsA(e, RelabelType))
            e = (Node *)((RelabelType *)e)->arg;
        /* a plain column, or an expression an index may store (path_index.c matches it) */
        bool is_var = e && IsA(e, Var);
        if (e == NULL || sgc->sortop == 0 ||
            (is_var && (((Var *)e)->varno != rtindex || ((Var *)e)->varlevelsup != 0 ||
                        ((Var *)e)->varattno <= 0)))
            return;
        const OperInfo *oi = oper_by_oid(sgc->sortop);
        if (oi == NULL || oi->oprleft != oi->oprright ||
            (strcmp(oi->oprname, "<") != 0 && strcmp(oi->oprname, ">") != 0))
            return;
        PathOrderKey *k = &keys[foreach_current_index(lc)];
        if (is_var)
            k->attno = ((Var *)e)->varattno;
        else
            k->expr = e;
        k->type = oi->oprleft;
        k->collation = exprCollation((Node *)te->expr);
        k->desc = strcmp(oi->oprname, ">") == 0;
        k->nulls_first = sgc->nulls_first;
    }
    pc->order.nkeys = n;
    pc->order.keys = keys;
    pc->order.limit_rows = (double)sort_bound(q->limitCount, q->limitOffset);
}

/* How many leading clauses (ORDER BY or GROUP BY keys) the join tree's output is already
 * sorted on? A merge join's output is (ascending, NULLs last, on its keys' columns): all of
 * them need no Sort, as in PG, and some an Incremental Sort. */
static int clauses_given_by_join(Query *q, List *clauses, RelPlan *top)
{
    ListCell *lc;
    if (top == NULL)
        return 0;
    foreach (lc, clauses) {
        int k = foreach_current_index(lc);
        SortGroupClause *sgc = lfirst(lc);
        TargetEntry *te = tle_by_sortgroupref(q->targetList, sgc->tleSortGroupRef);
        const OperInfo *oi = sgc->sortop ? oper_by_oid(sgc->sortop) : NULL;
        if (k >= list_length(top->order) || te == NULL || key_var((Node *)te->expr) == NULL ||
            sgc->nulls_first || oi == NULL || strcmp(oi->oprname, "<") != 0)
            return k;
        Node *e = (Node *)te->expr;
        MergeKey want = {NULL, e, NULL, cmp_proc_for(exprType(e), sgc->sortop), exprCollation(e)};
        if (!order_gives(list_nth(top->order, k), &want, true))
            return k;
    }
    return list_length(clauses);
}

/*
 * Input in (the join tree's: a merge join's, a sorted sub-select's; or the windows') is
 * sorted on the first npre of clauses: does an Incremental Sort cost less than a full Sort
 * (to limit rows; -1: all), as PG's create_ordered_paths and add_paths_to_grouping_rel
 * compare them? *groups: the presorted keys' groups (estimated over top's tables).
 */
static bool incremental_sort_pays(Query *q, RelPlan *top, const Plan *in, List *clauses,
                                  int npre, double limit, double *groups)
{
    CostParams cp;
    path_cost_params(&cp);
    if (!cp.enable_incremental_sort)
        return false;
    double rows = Max(in->plan_rows, 1.0);
    List *prefix = NIL;
    for (int k = 0; k < npre; k++)
        prefix = lappend(prefix, list_nth(clauses, k));
    *groups = estimate_num_groups(prefix, q->targetList, top, rows);
    double s, t;
    path_incsort_cost(&cp, in->startup_cost, in->total_cost, rows, *groups, limit, &s, &t);
    if (limit >= 0 && limit < rows)
        t = s + (t - s) * (limit / rows);
    return t < in->total_cost + path_sort_cost(&cp, rows, limit);
}

/* ORDER BY over input in sorted on its first npre keys: pc->order_presorted when an
 * Incremental Sort pays. */
static void consider_incremental_sort(PlanCxt *pc, RelPlan *top, const Plan *in, int npre)
{
    Query *q = pc->query;
    double groups;
    if (!incremental_sort_pays(q, top, in, q->sortClause, npre,
                               (double)sort_bound(q->limitCount, q->limitOffset), &groups))
        return;
    pc->order_presorted = npre;
    pc->presorted_groups = groups;
}

/* ---------------------------------------------------------------- WITH RECURSIVE */

/*
 * The recursive WITH queries of the levels being planned, innermost last: a CteScan finds its
 * sub-plan by name (the binder resolved which CTE a name means: the innermost visible one),
 * and a WorkTableScan the wtParam of the RecursiveUnion whose recursive term is being planned.
 */

/* A RecursiveUnion over the CTE's two terms, kept as a sub-plan; returns its plan_id. */
static CtePlanned *plan_recursive_cte(CteDef *def, PlannedStmt *stmt)
{
    RecursiveUnion *ru = makeNode(RecursiveUnion);
    CtePlanned *cp = palloc0(sizeof(CtePlanned));
    cp->name = def->ctename;
    cp->wtParam = ru->wtParam = stmt->nParamExec++;
    cp->correlated = def->correlated;
    ru->plan.lefttree = plan_query(def->nonrecursive, stmt);
    cte_planned = lappend(cte_planned, cp);
    ru->plan.righttree = plan_query(def->recursive, stmt);
    cte_planned = list_delete_nth_cell(cte_planned, list_length(cte_planned) - 1);
    int n = list_length(def->coltypes);
    ru->numOutCols = n;
    ru->outTypes = palloc0(sizeof(Oid) * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        ru->outTypes[i] = list_nth_oid(def->coltypes, i);
    if (def->groupClauses != NIL) {
        ru->numCols = n;
        ru->eqfuncs = palloc0(sizeof(Oid) * (size_t)(n + 1));
        ru->hashfuncs = palloc0(sizeof(Oid) * (size_t)(n + 1));
        ru->collations = palloc0(sizeof(Oid) * (size_t)(n + 1));
        ListCell *lc;
        foreach (lc, def->groupClauses) {
            SortGroupClause *sc = lfirst(lc);
            int i = foreach_current_index(lc);
            ru->eqfuncs[i] = eq_proc_of(sc->eqop);
            ru->hashfuncs[i] = sc->hashable ? type_hash_proc(list_nth_oid(def->coltypes, i)) : 0;
            ru->collations[i] = list_nth_oid(def->colcollations, i);
        }
    }
    ru->plan.plan_rows = ru->plan.lefttree->plan_rows * 10;
    cp->rows = ru->plan.plan_rows;
    stmt->subplans = lappend(stmt->subplans, ru);
    cp->plan_id = list_length(stmt->subplans);
    return cp;
}

static Plan *plan_query_level(Query *q, PlannedStmt *stmt);

/* One query level: its recursive WITH queries first (visible to the level and below). */
/* Plans the level's referenced recursive WITH queries and makes them visible (pushed on
 * cte_planned); returns their CteInitPlans. */
static List *plan_level_ctes(Query *q, PlannedStmt *stmt)
{
    List *inits = NIL;
    ListCell *lc;
    foreach (lc, q->cteList) {
        CteDef *def = lfirst(lc);
        if (def->refcount == 0)
            continue; /* PG drops an unreferenced WITH query of a SELECT */
        CtePlanned *cp = plan_recursive_cte(def, stmt);
        cte_planned = lappend(cte_planned, cp);
        CteInitPlan *ip = palloc0(sizeof(CteInitPlan));
        ip->plan_id = cp->plan_id;
        ip->ctename = def->ctename;
        inits = lappend(inits, ip);
    }
    return inits;
}

static Plan *plan_query(Query *q, PlannedStmt *stmt)
{
    if (q->cteList == NIL)
        return plan_query_level(q, stmt);
    int depth = list_length(cte_planned);
    List *inits = plan_level_ctes(q, stmt);
    Query *body = palloc(sizeof(Query));
    *body = *q;
    body->cteList = NIL;
    Plan *plan = plan_query_level(body, stmt);
    while (list_length(cte_planned) > depth)
        cte_planned = list_delete_nth_cell(cte_planned, list_length(cte_planned) - 1);
    plan->initPlan = list_concat(inits, plan->initPlan);
    return plan;
}

/* HAVING without aggregates or GROUP BY (PG's is_degenerate_grouping): one row or none,
 * whatever the FROM clause holds. */
static bool is_degenerate_grouping(Query *q)
{
    return q->havingQual != NULL && !q->hasAggs && q->groupClause == NIL &&
           q->groupingSets == NIL && !q->hasWindowFuncs && !q->hasTargetSRFs;
}

/* As PG's create_degenerate_grouping_paths: a Result without input, HAVING its One-Time
 * Filter; the FROM clause is not read. */
static Plan *degenerate_grouping_plan(Query *q, List *tlist)
{
    FixCxt cx = {NULL, NIL, NULL, 0};
    Result *r = makeNode(Result);
    List *quals = NIL;
    ListCell *lc;
    foreach (lc, split_conjuncts(q->havingQual, NIL)) {
        Node *c = fix_expr(lfirst(lc), &cx);
        if (gating_is_false(c)) {
            quals = list_make1(make_bool_const(false, false, -1));
            break;
        }
        if (!is_const_bool(c, true))
            quals = lappend(quals, c);
    }
    if (quals != NIL)
        r->resconstantqual = gating_and(order_quals(quals));
    r->plan.targetlist = fix_tlist(tlist, &cx);
    r->plan.plan_rows = 1;
    return &r->plan;
}

static Plan *plan_query_level(Query *q, PlannedStmt *stmt)
{
    PlanCxt pc = {q, stmt, false};
    List *leftover = NIL;
    RelPlan *top = NULL;
    Plan *plan;
    ListCell *lc;

    if (q->commandType != CMD_SELECT)
        not_supported("a data-modifying statement here", -1);
    if (q->cteList != NIL)
        not_supported("WITH", -1);
    if (q->limitOption == LIMIT_OPTION_WITH_TIES)
        not_supported("FETCH ... WITH TIES", -1);

    flatten_jointree(q, (Node *)q->jointree);
    flatten_tlist(q, q->targetList);
    q->havingQual = flatten_join_vars(q, q->havingQual);
    if (q->setOperations == NULL)
        pullup_sublinks(q);
    subquery_quals_apply(q, fold_expr_constants);
    gating_having_to_where(q);

    if (q->rowMarks != NIL)
        add_lock_columns(&pc);
    if (q->setOperations)
        plan = plan_setop_query(q, stmt);
    else {
        WinCxt wcx = {NIL, NIL, NULL, NIL, NIL};
        if (q->hasWindowFuncs && q->hasTargetSRFs)
            not_supported("set-returning functions with window functions", -1);
        List *tl = q->hasWindowFuncs  ? window_input_tlist(q, &wcx)
                   : q->hasTargetSRFs ? srf_input_tlist(q, &wcx)
                                      : q->targetList;
        want_index_order(&pc);
        foreign_join_upper(&pc);
        if (is_degenerate_grouping(q))
            plan = degenerate_grouping_plan(q, tl);
        else if ((top = plan_jointree(&pc, &leftover)) && query_has_aggs(q)) {
            if (leftover != NIL)
                top->plan->qual =
                    list_concat((List *)fix_for_rel((Node *)leftover, top), top->plan->qual);
            bool sorted = false;
            plan = top->gating || top->empty ? NULL : foreign_agg_plan(&pc, top, tl, leftover);
            if (plan == NULL) {
                plan = make_agg(q, top, tl, &sorted);
                pc.order_done = sorted;
            }
        } else {
            plan = project_on(top, tl, leftover);
            int npre = q->hasWindowFuncs || q->hasTargetSRFs || pc.order_done ||
                               pc.order_presorted > 0
                           ? 0
                           : clauses_given_by_join(q, q->sortClause, top);
            if (npre > 0 && npre == list_length(q->sortClause))
                pc.order_done = true;
            else if (npre > 0)
                consider_incremental_sort(&pc, top, top->plan, npre);
        }
        if (top)
            plan = add_gating(plan, top);
        if (q->hasWindowFuncs) {
            plan = make_window_aggs(q, plan, &wcx);
            /* the windows' last sort may give ORDER BY, or its first keys */
            int npre = sgc_common_prefix(q->sortClause, wcx.sorted_on);
            if (npre > 0 && npre == list_length(q->sortClause))
                pc.order_done = true;
            else if (npre > 0 && top)
                consider_incremental_sort(&pc, top, plan, npre);
        }
        else if (q->hasTargetSRFs)
            plan = make_project_set(q, plan, &wcx);
    }

    if (q->distinctClause != NIL) {
        List *keys = list_copy(q->sortClause);
        foreach (lc, q->distinctClause) {
            SortGroupClause *sgc = lfirst(lc);
            if (!sgc_list_has_ref(keys, sgc->tleSortGroupRef))
                keys = lappend(keys, sgc);
        }
        plan = make_sort(plan, q->targetList, keys);
        plan = make_unique(plan, q->targetList, q->distinctClause);
        if (top && !query_has_aggs(q) && !q->hasWindowFuncs && !q->hasTargetSRFs)
            plan->plan_rows = estimate_num_groups(q->distinctClause, q->targetList, top,
                                                  plan->plan_rows);
    } else if (q->sortClause != NIL && !pc.order_done && pc.order_presorted > 0)
        plan = make_incremental_sort(plan, q->targetList, q->sortClause, pc.order_presorted,
                                     pc.presorted_groups);
    else if (q->sortClause != NIL && !pc.order_done)
        plan = make_sort(plan, q->targetList, q->sortClause);
    if (q->rowMarks != NIL)
        plan = make_lock_rows(q, plan);

    if ((q->limitCount || q->limitOffset) && !pc.limit_done) {
        Limit *lim = makeNode(Limit);
        FixCxt cx = {NULL, NIL, NULL, 0};
        lim->limitCount = fix_expr(q->limitCount, &cx);
        lim->limitOffset = fix_expr(q->limitOffset, &cx);
        lim->plan.lefttree = plan;
        lim->plan.plan_rows = plan->plan_rows;
        if (IsA(plan, Sort) || IsA(plan, IncrementalSort))
            ((Sort *)plan)->bound = sort_bound(lim->limitCount, lim->limitOffset);
        plan = &lim->plan;
    }
    return plan;
}

/* ---------------------------------------------------------------- result description */

static void describe_tlist(PlannedStmt *stmt, List *tlist)
{
    ListCell *lc;
    int n = 0;

    foreach (lc, tlist)
        if (!((TargetEntry *)lfirst(lc))->resjunk)
            n++;
    stmt->nResultCols = n;
    stmt->resultCols = palloc0(sizeof(ResultColumn) * (size_t)(n + 1));
    stmt->resultColIdx = palloc0(sizeof(int16) * (size_t)(n + 1));
    n = 0;
    foreach (lc, tlist) {
        TargetEntry *tle = lfirst(lc);
        ResultColumn *rc;
        const TypeInfo *ti;
        if (tle->resjunk)
            continue;
        rc = &stmt->resultCols[n];
        rc->name = tle->resname ? tle->resname : "?column?";
        rc->tableoid = tle->resorigtbl;
        rc->attnum = tle->resorigcol;
        rc->typid = exprType((Node *)tle->expr);
        rc->typmod = exprTypmod((Node *)tle->expr);
        ti = type_by_oid(rc->typid);
        rc->typlen = ti ? ti->typlen : -1;
        rc->format = 0;
        stmt->resultColIdx[n] = (int16)(foreach_current_index(lc) + 1);
        n++;
    }
}

static void describe_text_columns(PlannedStmt *stmt, int n, const char *const *names)
{
    stmt->nResultCols = n;
    stmt->resultCols = palloc0(sizeof(ResultColumn) * (size_t)n);
    stmt->resultColIdx = palloc0(sizeof(int16) * (size_t)n);
    for (int i = 0; i < n; i++) {
        stmt->resultCols[i].name = pstrdup(names[i]);
        stmt->resultCols[i].typid = TEXTOID;
        stmt->resultCols[i].typlen = -1;
        stmt->resultCols[i].typmod = -1;
        stmt->resultColIdx[i] = (int16)(i + 1);
    }
}

/* ---------------------------------------------------------------- INSERT / UPDATE / DELETE */

static List *fix_checks(List *checks, List **names);
/* Is index column k (table column or expression) one of the conflict target's elements? */
static bool arbiter_has_column(OnConflictExpr *oc, const IndexFormData *f, int k, List *exprs)
{
    if (f->indkey[k] > 0)
        return list_member_int(oc->arbiterElems, f->indkey[k]);
    int nexpr = 0;
    for (int j = 0; j < k; j++)
        nexpr += f->indkey[j] == 0;
    Node *e = nexpr < list_length(exprs) ? list_nth(exprs, nexpr) : NULL;
    ListCell *lc;
    foreach (lc, oc->arbiterExprs)
        if (e && exprEqual(lfirst(lc), e))
            return true;
    return false;
}

/* Is the conflict target's element (attno, or 0 for the expression expr) a key column? */
static bool index_has_element(const IndexFormData *f, int attno, Node *expr, List *exprs)
{
    int nexpr = 0;
    for (int k = 0; k < f->indnkeyatts; k++) {
        if (f->indkey[k] != 0) {
            if (attno != 0 && f->indkey[k] == attno)
                return true;
            continue;
        }
        Node *e = nexpr < list_length(exprs) ? list_nth(exprs, nexpr) : NULL;
        nexpr++;
        if (attno == 0 && e && exprEqual(expr, e))
            return true;
    }
    return false;
}

/*
 * ON CONFLICT's arbiter indexes (PG's infer_arbiter_indexes): the index ON CONSTRAINT names, or
 * every unique index whose key columns and expressions are exactly the conflict target's (as a
 * set: order and repetition do not matter) and, if partial, whose predicate the target's WHERE
 * proves; 42P10 if there is none. NIL without a conflict target.
 */
static List *infer_arbiter_indexes(Oid relid, OnConflictExpr *oc, int rtindex)
{
    if (OidIsValid(oc->constraint))
        return lappend_oid(NIL, oc->constraint);
    if (oc->arbiterElems == NIL)
        return NIL;
    List *out = NIL;
    List *oids = catalog_relation_indexes(relid);
    Relation rel = relation_open(relid, AccessShareLock);
    ListCell *lc;
    foreach (lc, oids) {
        IndexFormData f;
        /* as PG, an invalid index (a partitioned one lacking a partition's) is no arbiter */
        if (!catalog_index_form(lfirst_oid(lc), &f) || !f.indisunique || f.invalid)
            continue;
        char *indexprs = NULL, *indpred = NULL;
        catalog_index_exprs(f.indexrelid, &indexprs, &indpred);
        List *exprs = bind_index_expressions(rel, rel->rd_att, indexprs, rtindex);
        bool match = true;
        for (int k = 0; k < f.indnkeyatts && match; k++)
            match = arbiter_has_column(oc, &f, k, exprs);
        ListCell *e;
        int nexpr = 0;
        foreach (e, oc->arbiterElems) {
            int attno = lfirst_int(e);
            Node *expr = attno == 0 ? list_nth(oc->arbiterExprs, nexpr++) : NULL;
            match &= index_has_element(&f, attno, expr, exprs);
        }
        if (match && indpred) {
            Node *pred = bind_index_predicate(rel, rel->rd_att, indpred, rtindex);
            List *where = oc->arbiterWhere ? list_make1(oc->arbiterWhere) : NIL;
            match = predtest_implied_by(pred, where);
        }
        if (match)
            out = lappend_oid(out, lfirst_oid(lc));
    }
    relation_close(rel);
    if (out == NIL)
        ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                errmsg("there is no unique or exclusion constraint matching the ON CONFLICT "
                       "specification"));
    return out;
}

/* ON CONFLICT into mt: arbiters, and DO UPDATE's whole new row and filter. */
static void plan_on_conflict(Query *q, ModifyTable *mt, TupleDesc desc)
{
    OnConflictExpr *oc = q->onConflict;
    mt->onConflictAction = oc->action;
    mt->ocExistingExprs = fix_checks(oc->rlsExistingChecks, &mt->ocExistingNames);
    mt->ocUpdateExprs = fix_checks(oc->rlsUpdateChecks, &mt->ocUpdateNames);
    mt->arbiterIndexes = infer_arbiter_indexes(mt->relid, oc, q->resultRelation);
    if (oc->action != ONCONFLICT_UPDATE)
        return;
    FixCxt cx = {NULL, NIL, NULL, q->resultRelation, NIL, oc->exclRelIndex};
    cx.tableoid_attno = desc->natts + 1; /* node_modifytable.c's existing slot */
    List *row = NIL;
    for (int i = 0; i < desc->natts; i++) {
        Form_attribute att = TupleDescAttr(desc, i);
        Expr *e = NULL;
        ListCell *lc;
        foreach (lc, oc->onConflictSet) {
            TargetEntry *tle = lfirst(lc);
            if (tle->resno == i + 1)
                e = tle->expr;
        }
        if (e == NULL) /* not assigned: the existing row's value */
            e = (Expr *)make_var(q->resultRelation, i + 1, att->atttypid, att->atttypmod,
                                 att->attcollation);
        row = lappend(row, make_tle(e, i + 1, att->attname));
    }
    mt->onConflictSet = fix_tlist(row, &cx);
    if (oc->onConflictWhere)
        mt->onConflictWhere = (List *)fix_expr((Node *)list_make1(oc->onConflictWhere), &cx);
}

/*
 * UPDATE / DELETE of a foreign table that its wrapper can do remotely as a whole (PG's
 * PlanDirectModify): the table alone, every condition shipped (none left on the scan).
 */
static bool plan_direct_modify(Query *q, const FdwRoutine *fdw, RelPlan *top, List *leftover)
{
    if (fdw->PlanDirectModify == NULL || top->is_join || leftover != NIL ||
        !IsA(top->plan, ForeignScan))
        return false;
    ForeignScan *fs = (ForeignScan *)top->plan;
    if (fs->scanrelid != q->resultRelation || fs->plan.qual != NIL || fs->fdw_scan_tlist != NIL)
        return false;
    List *assignments = NIL;
    ListCell *lc;
    foreach (lc, q->commandType == CMD_UPDATE ? q->targetList : NIL) {
        TargetEntry *tle = lfirst(lc);
        if (tle->resjunk)
            continue;
        TargetEntry *folded = makeNode(TargetEntry);
        *folded = *tle;
        folded->expr = (Expr *)fold_mutator((Node *)tle->expr, NULL);
        assignments = lappend(assignments, folded);
    }
    return fdw->PlanDirectModify(q, fs, assignments);
}

static Plan *plan_modify(Query *q, PlannedStmt *stmt)
{
    PlanCxt pc = {q, stmt, q->commandType != CMD_INSERT};
    RangeTblEntry *target = rt_fetch(q, q->resultRelation);
    ModifyTable *mt = makeNode(ModifyTable);
    List *leftover = NIL;
    List *tlist = NIL;
    Relation rel;
    TupleDesc desc;
    RelPlan *top;

    List *cte_inits = plan_level_ctes(q, stmt); /* WITH RECURSIVE on the statement */
    flatten_jointree(q, (Node *)q->jointree);
    flatten_tlist(q, q->targetList);
    flatten_tlist(q, q->returningList);
    if (q->commandType != CMD_INSERT)
        pullup_sublinks(q);

    rel = relation_open(target->relid, RowExclusiveLock);
    desc = tupdesc_copy(rel->rd_att);
    bool foreign = rel->relkind == RELKIND_FOREIGN_TABLE;
    relation_close(rel);
    const FdwRoutine *fdw = foreign ? fdw_check_modify(target->relid, q->commandType) : NULL;

    if (q->commandType == CMD_INSERT)
        tlist = q->targetList;
    else {
        /* a foreign table's DELETE ... RETURNING has the remote DELETE return the row */
        bool want_row = q->commandType == CMD_UPDATE || (q->returningList != NIL && !foreign);
        for (int i = 0; want_row && i < desc->natts; i++) {
            Form_attribute att = TupleDescAttr(desc, i);
            Expr *e = NULL;
            ListCell *lc;
            if (q->commandType == CMD_UPDATE)
                foreach (lc, q->targetList) {
                    TargetEntry *tle = lfirst(lc);
                    if (tle->resno == i + 1 && !tle->resjunk)
                        e = tle->expr;
                }
            if (e == NULL)
                e = (Expr *)make_var(q->resultRelation, i + 1, att->atttypid, att->atttypmod,
                                     att->attcollation);
            tlist = lappend(tlist, make_tle(e, i + 1, att->attname));
        }
        tlist = lappend(tlist, make_tle((Expr *)make_var(q->resultRelation,
                                                         SelfItemPointerAttributeNumber, INT8OID,
                                                         -1, 0),
                                        list_length(tlist) + 1, "ctid"));
        mt->ctidColIdx = list_length(tlist);
        if (target->relkind == RELKIND_PARTITIONED_TABLE) { /* which partition has the row */
            tlist = lappend(tlist, make_tle((Expr *)make_var(q->resultRelation, TABLE_OID_ATTNUM,
                                                             OIDOID, -1, 0),
                                            list_length(tlist) + 1, "tableoid"));
            mt->tableoidColIdx = list_length(tlist);
        }
    }

    top = plan_jointree(&pc, &leftover);
    mt->skipDuplicates = q->commandType != CMD_INSERT && top->is_join;
    /* a statement with a constant condition runs locally, behind its gating Result */
    if (foreign && q->commandType != CMD_INSERT && !top->empty && top->gating == NIL &&
        plan_direct_modify(q, fdw, top, leftover))
        mt->fdwDirectModify = true; /* the scan's rows are the changed rows, as they are */
    else {
        if (foreign && fdw->PlanForeignModify) /* (the query's expressions, not yet fixed) */
            mt->fdwPrivate = fdw->PlanForeignModify(q, q->resultRelation);
        (void)project_on(top, tlist, leftover);
    }
    mt->plan.lefttree = add_gating(top->plan, top);
    if (top->empty) /* EXPLAIN's name for the target, without a scan of it */
        mt->plan.scanrte = target;
    mt->operation = q->commandType;
    mt->resultRelation = q->resultRelation;
    mt->relid = target->relid;
    mt->checkExprs = fix_checks(q->checkConstraints, &mt->checkNames);
    mt->wcoExprs = fix_checks(q->withCheckOptions, &mt->wcoNames);
    if (q->commandType == CMD_INSERT) /* EXPLAIN's name for the target (UPDATE's and
                                       * DELETE's is their scan's) */
        mt->plan.scanrte = target;
    if (q->onConflict) /* a foreign table has no index: only DO NOTHING without a target */
        plan_on_conflict(q, mt, desc);
    if (q->returningList != NIL) {
        FixCxt cx = {NULL, NIL, NULL, q->resultRelation};
        cx.tableoid_attno = desc->natts + 1; /* node_modifytable.c's rowslot */
        mt->returningList = fix_tlist(q->returningList, &cx);
        mt->plan.targetlist = mt->returningList;
        stmt->hasReturning = true;
        stmt->returnsRows = true;
        describe_tlist(stmt, q->returningList);
    }
    mt->plan.plan_rows = mt->plan.lefttree->plan_rows;
    mt->plan.initPlan = cte_inits;
    return &mt->plan;
}

/* ---------------------------------------------------------------- utility statements */

typedef struct GucFind {
    const char *want;
    const char *found;
} GucFind;

static void find_guc_name(const char *name, const char *value, const char *desc, void *arg)
{
    GucFind *gf = arg;
    if (gf->found == NULL && strcasecmp(name, gf->want) == 0)
        gf->found = pstrdup(name);
}

/* COPY ... TO: its query planned as a statement of its own, which the executor runs. */
/* The SELECT a utility statement runs (COPY (query) TO, CREATE TABLE AS), planned. */
static PlannedStmt *plan_inner_select(Query *q, PlannedStmt *outer)
{
    PlannedStmt *stmt = makeNode(PlannedStmt);
    stmt->commandType = CMD_SELECT;
    stmt->query_text = outer->query_text;
    stmt->catalog_generation = outer->catalog_generation;
    stmt->permissions = outer->permissions;
    stmt->func_permissions = outer->func_permissions;
    PlannedStmt *save = cur_stmt;
    cur_stmt = stmt;
    stmt->planTree = plan_query(q, stmt);
    stmt->returnsRows = true;
    describe_tlist(stmt, q->targetList);
    cur_stmt = save;
    return stmt;
}

/* CHECK constraints' expressions made to read the row being written: their Vars (of their
 * own range-table index 1) become SCAN_VAR columns. */
static List *fix_checks(List *checks, List **names)
{
    List *exprs = NIL;
    FixCxt cx = {NULL, NIL, NULL, 1};
    ListCell *lc;
    foreach (lc, checks) {
        CheckConstraint *cc = lfirst(lc);
        if (names)
            *names = lappend(*names, makeString(cc->conname));
        exprs = lappend(exprs, fix_expr(cc->expr, &cx));
    }
    return exprs;
}

Node *planner_fix_row_expr(Node *expr)
{
    FixCxt cx = {NULL, NIL, NULL, 1};
    return fix_expr(expr, &cx);
}

static void plan_checks(List *checks)
{
    List *exprs = fix_checks(checks, NULL);
    ListCell *lc;
    foreach (lc, checks)
        ((CheckConstraint *)lfirst(lc))->planned = list_nth(exprs, foreach_current_index(lc));
}

/* ALTER COLUMN TYPE: the conversion reads the old row, the re-checked constraints the new. */
static void plan_alter_types(List *types)
{
    ListCell *lc;
    foreach (lc, types) {
        AlterTypeInfo *at = lfirst(lc);
        if (at == NULL)
            continue;
        FixCxt cx = {NULL, NIL, NULL, 1};
        at->planned = fix_expr(at->transform, &cx);
        plan_checks(at->checks);
    }
}

static void plan_copy(CopyInfo *info, PlannedStmt *outer)
{
    if (info->query != NULL)
        info->plan = plan_inner_select(info->query, outer);
    if (info->defaults != NULL)
        info->defaults_plan = plan_inner_select(info->defaults, outer);
    plan_checks(info->checks);
}

/* EXPLAIN: its options checked, then the statement planned as one of its own. */
static void plan_explain(ExplainStmt *es, PlannedStmt *outer)
{
    static const char *const names[] = {"QUERY PLAN"};
    explain_check_options(es->options);
    if (IsA(es->query, ExecuteStmt)) /* the stored statement for these values */
        ((ExecuteStmt *)es->query)->custom = true;
    RawStmt raw = {T_RawStmt, es->query, 0, 0};
    PlannedStmt *save = cur_stmt;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    es->plan = planner_plan(&raw, outer->query_text, cur_param_types, cur_num_params);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    es->planning_ms = (double)(t1.tv_sec - t0.tv_sec) * 1000.0 +
                      (double)(t1.tv_nsec - t0.tv_nsec) / 1.0e6;
    cur_stmt = save;
    outer->returnsRows = true;
    describe_text_columns(outer, 1, names);
}

static void plan_utility(Node *utility, PlannedStmt *stmt)
{
    stmt->utilityStmt = utility;
    if (IsA(utility, CopyInfo))
        plan_copy((CopyInfo *)utility, stmt);
    if (IsA(utility, AlterTableInfo)) {
        /* ADD CHECK validates the existing rows with the expression */
        ListCell *lc;
        foreach (lc, ((AlterTableInfo *)utility)->checks)
            plan_checks(lfirst(lc));
        plan_alter_types(((AlterTableInfo *)utility)->types);
    }
    if (IsA(utility, CreateTableAsInfo)) {
        CreateTableAsInfo *info = (CreateTableAsInfo *)utility;
        info->plan = plan_inner_select(info->query, stmt);
    }
    if (IsA(utility, ExplainStmt))
        plan_explain((ExplainStmt *)utility, stmt);
    if (IsA(utility, AlterTableInfo)) {
        ListCell *lc;
        foreach (lc, ((AlterTableInfo *)utility)->fills)
            if (lfirst(lc))
                lfirst(lc) = plan_inner_select(lfirst(lc), stmt);
    }
    if (IsA(utility, DeclareCursorInfo) || IsA(utility, PrepareInfo)) {
        PlannedStmt *save = cur_stmt;
        RawStmt *raw = cur_raw;
        Oid **save_types = cur_param_types;
        int *save_num = cur_num_params;
        if (IsA(utility, PrepareInfo))
            plan_prepare((PrepareInfo *)utility, raw, stmt->query_text);
        else
            plan_declare_cursor((DeclareCursorInfo *)utility, raw, stmt->query_text,
                                cur_param_types ? *cur_param_types : NULL,
                                cur_num_params ? *cur_num_params : 0);
        cur_stmt = save;
        cur_raw = raw;
        cur_param_types = save_types;
        cur_num_params = save_num;
    }
    if (IsA(utility, ExecuteInfo))
        plan_execute((ExecuteInfo *)utility, stmt);
    if (IsA(utility, FetchStmt))
        plan_fetch((FetchStmt *)utility, stmt);
    if (IsA(utility, VariableShowStmt)) {
        VariableShowStmt *vs = (VariableShowStmt *)utility;
        stmt->returnsRows = true;
        if (strcasecmp(vs->name, "all") == 0) {
            static const char *const names[] = {"name", "setting", "description"};
            describe_text_columns(stmt, 3, names);
        } else {
            GucFind gf = {vs->name, NULL};
            const char *name;
            (void)guc_show(vs->name); /* unknown names: 42704 now, as PG reports at Describe */
            guc_foreach(find_guc_name, &gf);
            name = gf.found ? gf.found : vs->name;
            describe_text_columns(stmt, 1, &name);
        }
    }
}

/* ---------------------------------------------------------------- entry point */

static bool allowed_in_failed_xact(Node *stmt)
{
    if (!IsA(stmt, TransactionStmt))
        return false;
    TransactionStmtKind k = ((TransactionStmt *)stmt)->kind;
    return k == TRANS_STMT_COMMIT || k == TRANS_STMT_ROLLBACK || k == TRANS_STMT_ROLLBACK_TO;
}

/* The plan of a SELECT, INSERT, UPDATE or DELETE. */
static void plan_dml(Query *q, PlannedStmt *stmt)
{
    if (q->commandType == CMD_SELECT) {
        stmt->planTree = plan_query(q, stmt);
        stmt->returnsRows = true;
        describe_tlist(stmt, q->targetList);
    } else
        stmt->planTree = plan_modify(q, stmt);
    cost_upper_fill(stmt);
}

/*
 * plan_dml, its buffer traffic kept for EXPLAIN (BUFFERS)'s "Planning:" line. Binding is
 * left out: it is PG's parse analysis, which PG does not count either.
 */
static void plan_dml_counted(Query *q, PlannedStmt *stmt)
{
    BufferUsage buf0 = bufusage_current;
    plan_dml(q, stmt);
    bufusage_accum_diff(&stmt->planning_buffers, &bufusage_current, &buf0);
}

PlannedStmt *planner_plan(RawStmt *raw, const char *query_text, Oid **paramTypes, int *numParams)
{
    PlannedStmt *stmt;
    Query *q;

    if (xact_block_status() == 'E' && !allowed_in_failed_xact(raw->stmt))
        ereport(ERROR, errcode(ERRCODE_IN_FAILED_SQL_TRANSACTION),
                errmsg("current transaction is aborted, commands ignored until end of "
                       "transaction block"));
    /* only this statement's own planning may wait (not EXPLAIN's inner one, planned here) */
    bool defer = defer_plan_errors;
    defer_plan_errors = false;
    cur_param_types = paramTypes;
    cur_num_params = numParams;
    cur_raw = raw;
    cte_planned = NIL; /* whatever a failed planning left */
    q = binder_analyze(raw, query_text, paramTypes, numParams);
    stmt = makeNode(PlannedStmt);
    stmt->catalog_generation = catalog_generation(); /* before binding reads the catalog */
    cur_stmt = stmt;
    stmt->commandType = q->commandType;
    stmt->query_text = query_text;
    stmt->paramTypes = paramTypes ? *paramTypes : NULL;
    stmt->numParams = numParams ? *numParams : 0;
    stmt->resultRelation = q->resultRelation;
    stmt->permissions = q->permissions;
    stmt->func_permissions = q->func_permissions;
    if (q->hasRowSecurity) {
        stmt->row_security = true;
        stmt->row_security_user = acl_current_user();
        stmt->row_security_on = row_security_setting();
    }
    if (q->commandType == CMD_UTILITY) {
        plan_utility(q->utilityStmt, stmt);
        return stmt;
    }
    if (q->commandType != CMD_SELECT && q->commandType != CMD_INSERT &&
        q->commandType != CMD_UPDATE && q->commandType != CMD_DELETE)
        elog(ERROR, "unknown command type %d", (int)q->commandType);
    if (!defer) {
        plan_dml_counted(q, stmt);
        return stmt;
    }
    MemoryContext cxt = CurrentMemoryContext;
    PG_TRY();
    {
        plan_dml_counted(q, stmt);
    }
    PG_CATCH();
    {
        /* only a value's error (class 22: division by zero, bad input, out of range) waits
         * for Bind; a cancel, out of memory or internal error is reported now */
        ErrorData *e = elog_current_error();
        if (e == NULL || strncmp(e->sqlstate, "22", 2) != 0)
            PG_RE_THROW();
        MemoryContextSwitchTo(cxt);
        elog_flush_error();
        /* what Describe needs, from the analyzed query; the plan comes at Bind */
        stmt->planTree = NULL;
        stmt->subplans = NIL;
        stmt->plan_deferred = true;
        List *tlist = q->commandType == CMD_SELECT ? q->targetList : q->returningList;
        stmt->returnsRows = tlist != NIL;
        stmt->hasReturning = q->commandType != CMD_SELECT && tlist != NIL;
        if (tlist != NIL)
            describe_tlist(stmt, tlist);
    }
    PG_END_TRY();
    return stmt;
}

PlannedStmt *planner_prepare(RawStmt *raw, const char *query_text, Oid **paramTypes,
                             int *numParams)
{
    PlannedStmt *stmt = NULL;
    defer_plan_errors = true;
    PG_TRY();
    {
        stmt = planner_plan(raw, query_text, paramTypes, numParams);
    }
    PG_CATCH();
    {
        defer_plan_errors = false;
        PG_RE_THROW();
    }
    PG_END_TRY();
    defer_plan_errors = false;
    return stmt;
}

static bool row_security_setting(void)
{
    return strcmp(guc_show("row_security"), "on") == 0;
}

bool planner_plan_is_stale(const PlannedStmt *stmt)
{
    if (stmt->row_security && (stmt->row_security_user != acl_current_user() ||
                               stmt->row_security_on != row_security_setting()))
        return true;
    return stmt->plan_deferred || stmt->catalog_generation != catalog_generation();
}

bool planner_same_result_type(const PlannedStmt *a, const PlannedStmt *b)
{
    if (a->returnsRows != b->returnsRows || a->nResultCols != b->nResultCols)
        return false;
    for (int i = 0; i < a->nResultCols; i++)
        if (a->resultCols[i].typid != b->resultCols[i].typid ||
            a->resultCols[i].typmod != b->resultCols[i].typmod)
            return false;
    return true;
}
