/*
 * cost_upper.h: PostgreSQL's costs for the nodes above the join tree (Sort, Agg, WindowAgg,
 * Unique, SetOp, Limit), filled in once the plan is made, for EXPLAIN (cost_upper.c).
 */
#ifndef BASALT_COST_UPPER_H
#define BASALT_COST_UPPER_H

#include "planner/plannodes.h"

/* Every such node of the statement's plans still at zero cost gets PG's. */
void cost_upper_fill(PlannedStmt *stmt);

#endif /* BASALT_COST_UPPER_H */
