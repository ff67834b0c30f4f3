/*
 * plan_prune.c: the output columns of a sub-select in FROM (or a view) that the query never
 * reads are not computed (PG's remove_unused_subquery_outputs).
 *
 * The one idea: such a column becomes a NULL constant of its type before the sub-select is
 * planned, so `SELECT q.x1 FROM (SELECT b * b AS x0, 1 AS x1 FROM t) q` never multiplies and
 * cannot overflow, as in PG. Only where nothing else could notice: not with DISTINCT or set
 * operations (all columns make a row), not a sort or grouping key, not a column whose value
 * has effects beyond itself (volatile or set-returning calls, aggregates, sub-selects). A
 * plain column stays: it costs nothing and cannot fail, and a foreign scan below still
 * fetches what the sub-select names (the pg_fdw pushdown shapes depend on it).
 */
#include "planner/plan_prune.h"

#include "executor/builtins.h"
#include "planner/nodefuncs.h"
#include "planner/path_columns.h"
#include "planner/plan_gating.h"

static Const *null_const_like(Node *expr)
{
    const TypeInfo *ti = type_by_oid(exprType(expr));
    Const *c = makeNode(Const);
    c->consttype = exprType(expr);
    c->consttypmod = exprTypmod(expr);
    c->constcollid = exprCollation(expr);
    c->constlen = ti ? ti->typlen : -1;
    c->constbyval = ti ? ti->typbyval : false;
    c->constisnull = true;
    c->location = -1;
    return c;
}

Query *plan_prune_subquery_outputs(Query *q, int rtindex, Query *sub)
{
    if (sub->commandType != CMD_SELECT || sub->setOperations != NULL ||
        sub->distinctClause != NIL || sub->hasTargetSRFs)
        return sub;
    int natts = list_length(sub->targetList);
    int *used = palloc0(sizeof(int) * (size_t)(natts + 1));
    bool whole = false;
    path_columns_used(q, rtindex, natts, NIL, used, &whole);
    Query *out = NULL;
    ListCell *lc;
    foreach (lc, sub->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (whole || tle->resjunk || tle->ressortgroupref != 0 || tle->resno > natts ||
            used[tle->resno] != 0 || IsA(tle->expr, Const) || IsA(tle->expr, Var) ||
            !gating_is_skippable((Node *)tle->expr))
            continue;
        if (out == NULL) {
            out = palloc(sizeof(Query));
            *out = *sub;
            out->targetList = NIL;
            ListCell *c;
            foreach (c, sub->targetList) {
                TargetEntry *copy = palloc(sizeof(TargetEntry));
                *copy = *(TargetEntry *)lfirst(c);
                out->targetList = lappend(out->targetList, copy);
            }
        }
        TargetEntry *t = list_nth(out->targetList, foreach_current_index(lc));
        t->expr = (Expr *)null_const_like((Node *)tle->expr);
    }
    pfree(used);
    return out ? out : sub;
}
