/*
 * path_foreign.c: planning the scan of a foreign table through its wrapper (src/fdw/fdwapi.h).
 *
 * The one idea: the planner does not know what a foreign table is made of. It fills a
 * ForeignRelInfo with what it knows (the table's conditions, their selectivity and cost, the
 * row width, the cost settings) and lets the wrapper estimate the size (GetForeignRelSize),
 * offer paths (GetForeignPaths) and turn the cheapest into a ForeignScan (GetForeignPlan)
 * whose qual is what must still be checked locally. planner.c fixes the node's expressions
 * like any scan's. An aggregation over the table, or a join of two foreign scans of one
 * server (path_foreign_join), is offered to the wrapper the same way; its ForeignScan then
 * stands for that work.
 */
#include "planner/path_foreign.h"

#include "common/elog.h"
#include "executor/builtins.h"
#include "fdw/foreign.h"
#include "planner/nodefuncs.h"
#include "planner/path_columns.h"
#include "planner/path_index.h"

static int column_width(Form_attribute a)
{
    if (a->attlen > 0)
        return a->attlen;
    if ((a->atttypid == VARCHAROID || a->atttypid == BPCHAROID) && a->atttypmod > 4)
        return a->atttypmod - 4 < 32 ? a->atttypmod - 4 : 32;
    return 32; /* PG's default width of a variable-length value without statistics */
}

/* The table's columns the query reads outside the table's own conditions (PG's reltarget). */
List *path_foreign_attrs_used(Query *q, int rtindex, TupleDesc desc, List *clauses)
{
    int *used = palloc0(sizeof(int) * (size_t)(desc->natts + 1));
    bool all = false;
    (void)path_columns_used(q, rtindex, desc->natts, clauses, used, &all);
    List *out = NIL;
    for (int i = 1; i <= desc->natts; i++)
        if ((all || used[i]) && !TupleDescAttr(desc, i - 1)->attisdropped)
            out = lappend_int(out, i);
    return out;
}

bool path_foreign_vars_used(Query *q, int rtindex, TupleDesc desc, List *clauses, List **vars)
{
    int *used = palloc0(sizeof(int) * (size_t)(desc->natts + 1));
    bool all = false;
    int nused = path_columns_used(q, rtindex, desc->natts, clauses, used, &all);
    if (all)
        return false;
    List *out = *vars;
    for (int k = 1; k <= nused; k++)
        for (int i = 1; i <= desc->natts; i++)
            if (used[i] == k) {
                Form_attribute a = TupleDescAttr(desc, i - 1);
                Var *v = makeNode(Var);
                v->varno = rtindex;
                v->varattno = (int16)i;
                v->vartype = a->atttypid;
                v->vartypmod = a->atttypmod;
                v->varcollid = a->attcollation;
                v->location = -1;
                out = lappend(out, v);
            }
    *vars = out;
    return true;
}

typedef struct TlistVarsCxt {
    List *relids;
    List **vars;
} TlistVarsCxt;

static bool tlist_vars_walker(Node *node, void *arg)
{
    TlistVarsCxt *cx = arg;
    if (node == NULL)
        return false;
    if (IsA(node, Var)) {
        Var *v = (Var *)node;
        ListCell *lc;
        if (v->varlevelsup != 0 || !list_member_int(cx->relids, v->varno))
            return false;
        foreach (lc, *cx->vars)
            if (((Var *)lfirst(lc))->varno == v->varno &&
                ((Var *)lfirst(lc))->varattno == v->varattno)
                return false;
        Var *nv = makeNode(Var);
        *nv = *v;
        nv->location = -1;
        *cx->vars = lappend(*cx->vars, nv);
        return false;
    }
    if (IsA(node, Query) || IsA(node, SubLink))
        return false; /* a sub-select's columns come from the rest of the query's walk */
    return expression_tree_walker(node, tlist_vars_walker, arg);
}

void path_foreign_tlist_vars(Query *q, List *relids, List **vars)
{
    TlistVarsCxt cx = {relids, vars};
    (void)tlist_vars_walker((Node *)q->targetList, &cx);
}

ForeignScan *path_foreign_scan(Relation rel, int rtindex, List *clauses, List *attrs_used,
                               double qual_units, const ForeignUpper *upper, bool *sorted,
                               bool *limited)
{
    ForeignTable *ft = fdw_get_table(rel->rd_id);
    if (ft == NULL)
        elog(ERROR, "foreign table %u has no pg_foreign_table row", rel->rd_id);
    const FdwRoutine *r = fdw_routine_for_relation(rel->rd_id);
    CostParams cp;
    path_cost_params(&cp);

    ForeignRelInfo *fri = palloc0(sizeof(ForeignRelInfo));
    fri->relid = rel->rd_id;
    fri->serverid = ft->serverid;
    fri->scanrelid = rtindex;
    fri->desc = rel->rd_att;
    fri->clauses = clauses;
    fri->attrs_used = attrs_used;
    if (upper) {
        fri->nsortkeys = upper->nsortkeys;
        fri->sortkeys = upper->sortkeys;
        fri->limit_allowed = upper->limit_allowed;
        fri->limit_count = upper->limit_count;
        fri->limit_offset = upper->limit_offset;
        fri->modify = upper->modify;
    }
    for (int i = 0; i < rel->rd_att->natts; i++)
        if (!TupleDescAttr(rel->rd_att, i)->attisdropped)
            fri->width += column_width(TupleDescAttr(rel->rd_att, i));
    path_selectivity_begin(NULL, rtindex);
    fri->selectivity = path_clauselist_selectivity(clauses);
    fri->qual_cost_startup = 0;
    fri->qual_cost_per_tuple = qual_units * cp.cpu_operator_cost;
    fri->cost.seq_page_cost = cp.seq_page_cost;
    fri->cost.random_page_cost = cp.random_page_cost;
    fri->cost.cpu_tuple_cost = cp.cpu_tuple_cost;
    fri->cost.cpu_operator_cost = cp.cpu_operator_cost;

    r->GetForeignRelSize(fri);
    r->GetForeignPaths(fri);
    ForeignPath *best = NULL;
    ListCell *lc;
    foreach (lc, fri->paths) {
        ForeignPath *p = lfirst(lc);
        if (best == NULL || p->total_cost < best->total_cost)
            best = p;
    }
    if (best == NULL)
        elog(ERROR, "foreign-data wrapper offered no path for foreign table %u", rel->rd_id);
    *sorted = best->sorted && fri->nsortkeys > 0;
    *limited = best->limited && fri->limit_allowed;
    ForeignScan *fs = r->GetForeignPlan(fri, best, clauses);
    fs->scanrelid = rtindex;
    fs->relid = rel->rd_id;
    fs->serverid = ft->serverid;
    return fs;
}

/* ---------------------------------------------------------------- aggregation done remotely */

/*
 * Rewrites an upper expression to read what the wrapper computed: a subexpression equal to
 * entry k of the scan's tlist becomes Var (scanrelid, k + 1), which planner.c's scan fixing
 * turns into SCAN_VAR k + 1, the entry's column of the wrapper's row. Constants stay
 * themselves (PG never reads a constant from below). A column or aggregate left over means
 * the wrapper's rows do not hold what the expression needs.
 */
typedef struct ScanColsCxt {
    List *entries; /* TargetEntry */
    int scanrelid;
    bool missing;
} ScanColsCxt;

static Node *scan_cols_mutator(Node *node, void *arg)
{
    ScanColsCxt *cx = arg;
    if (node == NULL || IsA(node, Const))
        return node;
    ListCell *lc;
    foreach (lc, cx->entries) {
        Node *e = (Node *)((TargetEntry *)lfirst(lc))->expr;
        if (exprEqual(node, e)) {
            Var *v = makeNode(Var);
            v->varno = cx->scanrelid;
            v->varattno = (int16)(foreach_current_index(lc) + 1);
            v->vartype = exprType(e);
            v->vartypmod = exprTypmod(e);
            v->varcollid = exprCollation(e);
            v->location = -1;
            return (Node *)v;
        }
    }
    if (IsA(node, Var) || IsA(node, Aggref) || IsA(node, GroupingFunc)) {
        cx->missing = true;
        return node;
    }
    return expression_tree_mutator(node, scan_cols_mutator, arg);
}

static List *scan_cols_tlist(List *tlist, ScanColsCxt *cx)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, tlist) {
        TargetEntry *nt = palloc(sizeof(TargetEntry));
        *nt = *(TargetEntry *)lfirst(lc);
        nt->expr = (Expr *)scan_cols_mutator((Node *)nt->expr, cx);
        out = lappend(out, nt);
    }
    return out;
}

int path_foreign_entry_varno(Query *q, ForeignScan *scan)
{
    return scan->scanrelid != 0 ? scan->scanrelid : list_length(q->rtable) + 1;
}

ForeignScan *path_foreign_agg(Query *q, ForeignScan *scan, List *tlist, List *having,
                              double num_groups, ForeignUpper *upper, bool *sorted,
                              bool *limited)
{
    const FdwRoutine *r = fdw_routine_for_relation(scan->relid);
    if (r->GetForeignUpperPlan == NULL)
        return NULL;
    CostParams cp;
    path_cost_params(&cp);
    ForeignGroupInfo g = {.relid = scan->relid,
                          .serverid = scan->serverid,
                          .scanrelid = scan->scanrelid,
                          .scan = scan,
                          .tlist = tlist,
                          .having = having,
                          .num_groups = num_groups,
                          .cost = {cp.cpu_tuple_cost, cp.cpu_operator_cost}};
    g.sort_clauses = upper->sort_clauses;
    g.limit_allowed = upper->limit_allowed;
    g.limit_count = upper->limit_count;
    g.limit_offset = upper->limit_offset;
    ListCell *lc;
    foreach (lc, q->groupClause)
        g.group_refs = lappend_int(g.group_refs, (int)((SortGroupClause *)lfirst(lc))->tleSortGroupRef);
    ForeignScan *fs = r->GetForeignUpperPlan(&g);
    if (fs == NULL)
        return NULL;
    ScanColsCxt cx = {fs->fdw_scan_tlist, path_foreign_entry_varno(q, scan), false};
    fs->plan.targetlist = scan_cols_tlist(tlist, &cx);
    fs->plan.qual = (List *)scan_cols_mutator((Node *)fs->plan.qual, &cx);
    if (cx.missing)
        elog(ERROR, "foreign-data wrapper's aggregation lacks an expression the query needs");
    fs->scanrelid = scan->scanrelid;
    fs->relid = scan->relid;
    fs->serverid = scan->serverid;
    fs->fs_relids = scan->fs_relids;
    fs->fs_rtes = scan->fs_rtes;
    *sorted = g.sorted && g.sort_clauses != NIL;
    *limited = g.limited && g.limit_allowed;
    return fs;
}

/* ---------------------------------------------------------------- joins done remotely */

/* The tables a foreign scan plan reads: a table's scan or a join done remotely; false for
 * anything else (an aggregation). */
static bool foreign_side(Plan *p, List **relids, List **rtes)
{
    if (p == NULL || !IsA(p, ForeignScan))
        return false;
    ForeignScan *fs = (ForeignScan *)p;
    if (fs->fs_relids != NIL) {
        *relids = list_concat(*relids, list_copy(fs->fs_relids));
        *rtes = list_concat(*rtes, list_copy(fs->fs_rtes));
        return true;
    }
    if (fs->fdw_scan_tlist != NIL || fs->plan.scanrte == NULL)
        return false;
    *relids = lappend_int(*relids, fs->scanrelid);
    *rtes = lappend(*rtes, fs->plan.scanrte);
    return true;
}

ForeignScan *path_foreign_join(ForeignJoinInfo *j)
{
    List *relids = NIL, *rtes = NIL;
    if (!foreign_side(&j->outer->plan, &relids, &rtes) ||
        !foreign_side(&j->inner->plan, &relids, &rtes) ||
        j->outer->serverid != j->inner->serverid)
        return NULL;
    /* one user's mapping for all: the tables are read as the same user (PG's joinrel userid) */
    ListCell *lc;
    foreach (lc, rtes)
        if (((RangeTblEntry *)lfirst(lc))->checkAsUser !=
            ((RangeTblEntry *)linitial(rtes))->checkAsUser)
            return NULL;
    const FdwRoutine *r = fdw_routine_for_relation(j->outer->relid);
    if (r->GetForeignJoinPlan == NULL)
        return NULL;
    CostParams cp;
    path_cost_params(&cp);
    j->cost.cpu_tuple_cost = cp.cpu_tuple_cost;
    j->cost.cpu_operator_cost = cp.cpu_operator_cost;
    ForeignScan *fs = r->GetForeignJoinPlan(j);
    if (fs == NULL)
        return NULL;
    fs->scanrelid = 0;
    fs->relid = j->outer->relid;
    fs->serverid = j->outer->serverid;
    fs->fs_relids = relids;
    fs->fs_rtes = rtes;
    return fs;
}

void path_foreign_mark_async(List *appendplans)
{
    ListCell *lc;
    foreach (lc, appendplans) {
        if (!IsA(lfirst(lc), ForeignScan))
            continue;
        ForeignScan *fs = lfirst(lc);
        const FdwRoutine *r = fdw_routine_for_relation(fs->relid);
        fs->async_capable = r->IsForeignScanAsyncCapable && r->ForeignAsyncRequest &&
                            r->ForeignAsyncSocket && r->IsForeignScanAsyncCapable(fs);
    }
}
