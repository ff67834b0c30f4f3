/*
 * cost_upper.c: the costs EXPLAIN shows for the nodes above the join tree (Sort, Agg, Unique,
 * WindowAgg, SetOp, Limit, Append, ModifyTable) and for scans of no table (Result, Values,
 * functions), with PostgreSQL's formulas (costsize.c: cost_sort, cost_agg, cost_windowagg,
 * cost_group, cost_append, cost_valuesscan, ..., and the Limit interpolation of
 * adjust_limit_rows_costs).
 *
 * The one idea: the planner picks these nodes by rules, not by cost, so their costs matter
 * only to whoever reads the plan and to the nodes above them; one pass over the finished tree,
 * bottom up, fills in every such node the planner left at zero (a Sort a merge join costed is
 * kept). PG adds its disable_cost when enable_sort is off; Basalt's plan is the same either
 * way, so it does not.
 */
#include <math.h>

#include "planner/cost_upper.h"

#include "common/guc.h"
#include "executor/builtins.h"
#include "executor/explain.h"
#include "planner/nodefuncs.h"
#include "planner/path_index.h"
#include "planner/plannodes.h"
#include "storage/page.h"

#define LOG2(x) (log(x) / 0.693147180559945)
#define HEAP_TUPLE_HEADER 24 /* PG's MAXALIGN(SizeofHeapTupleHeader), as relation_byte_size */

/* PG's tuplesort_merge_order: how many runs one merge pass reads with this much memory. */
static double merge_order(double mem_bytes)
{
    double order = (mem_bytes - BLCKSZ) / (BLCKSZ * 32.0 + BLCKSZ);
    return order < 6 ? 6 : order > 500 ? 500 : order;
}

/* cost_sort: the comparisons (and, past work_mem, the runs' writes and reads) before the
 * first row; bound > 0 is a top-N heap sort. */
static void sort_cost(const CostParams *cp, Plan *p, double bound)
{
    const Plan *in = p->lefttree;
    double tuples = in->plan_rows < 2 ? 2 : in->plan_rows;
    double comparison = 2.0 * cp->cpu_operator_cost;
    double bytes = tuples * (MAXALIGN((size_t)explain_plan_width(p)) + HEAP_TUPLE_HEADER);
    double mem = (double)work_mem_kb * 1024.0;
    double startup;
    if (bound > 0 && (tuples > 2 * bound || bytes > mem)) {
        startup = comparison * tuples * LOG2(2.0 * bound);
    } else {
        startup = comparison * tuples * LOG2(tuples);
        if (bytes > mem) {
            double npages = ceil(bytes / BLCKSZ), nruns = bytes / mem;
            double order = merge_order(mem);
            double log_runs = nruns > order ? ceil(log(nruns) / log(order)) : 1.0;
            startup += 2.0 * npages * log_runs *
                       (cp->seq_page_cost * 0.75 + cp->random_page_cost * 0.25);
        }
    }
    p->startup_cost = in->total_cost + startup;
    p->total_cost = p->startup_cost + cp->cpu_operator_cost * tuples;
}

/* cost_incremental_sort (path_incsort_cost), with the groups the planner estimated. */
static void incsort_cost(const CostParams *cp, IncrementalSort *is)
{
    Plan *p = &is->sort.plan;
    const Plan *in = p->lefttree;
    path_incsort_cost(cp, in->startup_cost, in->total_cost, in->plan_rows, is->numGroups,
                      is->sort.bound > 0 ? (double)is->sort.bound : -1, &p->startup_cost,
                      &p->total_cost);
}

static bool count_aggrefs(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, Aggref)) {
        (*(int *)ctx)++;
        return false; /* an aggregate's arguments hold no aggregate of this level */
    }
    if (IsA(node, SubPlan))
        return false; /* another query level's */
    return expression_tree_walker(node, count_aggrefs, ctx);
}

/* cost_agg: each aggregate's transition function once per input row (its final function,
 * Basalt does not know the cost of; PG's are mostly free too; an aggregate written twice is
 * computed twice here, once in PG), hashing or comparing the group keys once per row, HAVING
 * once per group, and cpu_tuple_cost per group returned. */
static void agg_cost(const CostParams *cp, Agg *agg)
{
    const Plan *in = agg->plan.lefttree;
    int naggs = 0;
    count_aggrefs((Node *)agg->plan.targetlist, &naggs);
    count_aggrefs((Node *)agg->plan.qual, &naggs);
    double rows = in->plan_rows, groups = agg->plan.plan_rows;
    double trans = cp->cpu_operator_cost * naggs * rows;
    double keys = cp->cpu_operator_cost * agg->numCols * rows;
    double having = cp->cpu_operator_cost * list_length(agg->plan.qual);
    switch (agg->aggstrategy) {
    case AGG_PLAIN:
        agg->plan.startup_cost = in->total_cost + trans;
        agg->plan.total_cost = agg->plan.startup_cost + cp->cpu_tuple_cost + having;
        break;
    case AGG_SORTED:
        agg->plan.startup_cost = in->startup_cost;
        agg->plan.total_cost =
            in->total_cost + trans + keys + (cp->cpu_tuple_cost + having) * groups;
        break;
    case AGG_HASHED:
    case AGG_MIXED:
        agg->plan.startup_cost = in->total_cost + trans + keys;
        agg->plan.total_cost = agg->plan.startup_cost + (cp->cpu_tuple_cost + having) * groups;
        break;
    }
}

/* cost_windowagg: each window function and each partition and order key once per row, and
 * cpu_tuple_cost per row returned. */
static void windowagg_cost(const CostParams *cp, WindowAgg *wa)
{
    const Plan *in = wa->plan.lefttree;
    double rows = in->plan_rows;
    int nfuncs = list_length(wa->winfuncs);
    wa->plan.startup_cost = in->startup_cost;
    wa->plan.total_cost = in->total_cost +
                          cp->cpu_operator_cost * (nfuncs + wa->partNumCols + wa->ordNumCols) * rows +
                          cp->cpu_tuple_cost * rows;
}

/* A node that compares numCols columns of each input row (Unique, sorted SetOp: cost_group). */
static void compare_cost(const CostParams *cp, Plan *p, int numCols)
{
    p->startup_cost = p->lefttree->startup_cost;
    p->total_cost = p->lefttree->total_cost + cp->cpu_operator_cost * numCols * p->lefttree->plan_rows;
}

static double const_rows(Node *n)
{
    if (n == NULL || !IsA(n, Const) || ((Const *)n)->constisnull)
        return -1;
    Const *c = (Const *)n;
    if (c->consttype == INT8OID)
        return (double)DatumGetInt64(c->constvalue);
    return c->consttype == INT4OID ? (double)DatumGetInt32(c->constvalue) : -1;
}

/* Limit: the share of its input's run cost that the rows it skips and returns take, and the
 * rows it returns. */
static void limit_cost(Limit *lim)
{
    const Plan *in = lim->plan.lefttree;
    double rows = in->plan_rows > 1 ? in->plan_rows : 1;
    double run = in->total_cost - in->startup_cost;
    double offset = const_rows(lim->limitOffset), count = const_rows(lim->limitCount);
    if (offset < 0)
        offset = 0;
    lim->plan.startup_cost = in->startup_cost + run * Min(offset, rows) / rows;
    lim->plan.total_cost =
        count < 0 ? in->total_cost : in->startup_cost + run * Min(offset + count, rows) / rows;
    double out = in->plan_rows - offset;
    if (count >= 0 && count < out)
        out = count;
    lim->plan.plan_rows = out < 1 ? 1 : out;
}

/* The scans of no table and the nodes over many inputs that the planner leaves at zero:
 * PG's cost_resultscan (a row's processing), cost_valuesscan (an operator call and a row's
 * processing per row), cost_functionscan (the call at startup, then the rows), cost_append
 * (the inputs' costs, half a row's processing per row), cost_subqueryscan (its input's, and
 * a row's processing unless EXPLAIN leaves the scan out) and a ModifyTable's (its input's). */
static void leaf_or_many_cost(const CostParams *cp, Plan *p)
{
    double rows = p->plan_rows > 1 ? p->plan_rows : 1;
    switch (nodeTag(p)) {
    case T_Result:
        if (p->lefttree == NULL)
            p->total_cost = cp->cpu_tuple_cost * rows;
        break;
    case T_ValuesScan: p->total_cost = (cp->cpu_operator_cost + cp->cpu_tuple_cost) * rows; break;
    case T_FunctionScan:
        p->startup_cost = cp->cpu_operator_cost;
        p->total_cost = p->startup_cost + cp->cpu_tuple_cost * rows;
        break;
    case T_Append: {
        ListCell *lc;
        foreach (lc, ((Append *)p)->appendplans) {
            Plan *c = lfirst(lc);
            if (foreach_current_index(lc) == 0)
                p->startup_cost = c->startup_cost;
            p->total_cost += c->total_cost;
        }
        p->total_cost += 0.5 * cp->cpu_tuple_cost * rows;
        break;
    }
    case T_SubqueryScan:
        if (p->lefttree) {
            Plan *in = p->lefttree;
            p->startup_cost = in->startup_cost;
            p->total_cost = in->total_cost;
            if (in->plan_rows < p->plan_rows) /* a LIMIT's rows, known only now */
                p->plan_rows = in->plan_rows;
            if (!explain_subqueryscan_is_trivial(p))
                p->total_cost += (cp->cpu_tuple_cost +
                                  list_length(p->qual) * cp->cpu_operator_cost) *
                                 (in->plan_rows > 1 ? in->plan_rows : 1);
        }
        break;
    case T_ModifyTable:
        if (p->lefttree) {
            p->startup_cost = p->lefttree->startup_cost;
            p->total_cost = p->lefttree->total_cost;
        }
        break;
    default: break;
    }
}

static void fill(const CostParams *cp, Plan *p)
{
    if (p == NULL)
        return;
    fill(cp, p->lefttree);
    fill(cp, p->righttree);
    if (IsA(p, Append)) {
        ListCell *lc;
        foreach (lc, ((Append *)p)->appendplans)
            fill(cp, lfirst(lc));
    }
    if (p->startup_cost != 0 || p->total_cost != 0)
        return;
    leaf_or_many_cost(cp, p);
    if (p->lefttree == NULL)
        return;
    switch (nodeTag(p)) {
    case T_Sort: sort_cost(cp, p, (double)((Sort *)p)->bound); break;
    case T_IncrementalSort: incsort_cost(cp, (IncrementalSort *)p); break;
    case T_Result:
        /* a projection EXPLAIN does not show (the windows' output row): its input's costs,
         * so that a node above it counts them */
        p->startup_cost = p->lefttree->startup_cost;
        p->total_cost = p->lefttree->total_cost;
        break;
    case T_Agg: agg_cost(cp, (Agg *)p); break;
    case T_WindowAgg: windowagg_cost(cp, (WindowAgg *)p); break;
    case T_Unique: compare_cost(cp, p, ((Unique *)p)->numCols); break;
    case T_SetOp: compare_cost(cp, p, ((SetOp *)p)->numCols); break;
    case T_Limit: limit_cost((Limit *)p); break;
    default: break;
    }
}

void cost_upper_fill(PlannedStmt *stmt)
{
    CostParams cp;
    path_cost_params(&cp);
    fill(&cp, stmt->planTree);
    ListCell *lc;
    foreach (lc, stmt->subplans)
        fill(&cp, lfirst(lc));
}
