/*
 * exec_subplan.c: sub-selects inside expressions (SubPlan nodes).
 *
 * Not implemented yet: the planner does not produce SubPlans; a SubLink reaching the planner
 * is reported as not supported. This keeps the expression compiler's entry point in place.
 */
#include "common/elog.h"
#include "executor/execnodes.h"

ExprState *exec_subplan_init(SubPlan *sp, PlanState *parent, EState *estate);

ExprState *exec_subplan_init(SubPlan *sp, PlanState *parent, EState *estate)
{
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
            errmsg("subqueries in expressions are not supported yet"), errlocation(sp->location));
}
