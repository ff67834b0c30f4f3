/*
 * plan_prune.h: output columns of a sub-select in FROM that nothing reads are not computed
 * (PG's remove_unused_subquery_outputs). See plan_prune.c.
 */
#ifndef BASALT_PLAN_PRUNE_H
#define BASALT_PLAN_PRUNE_H

#include "planner/primnodes.h"

/* sub, the sub-select of range-table entry rtindex of q, or a copy of it in which each
 * column q never reads and that may go uncomputed is a NULL constant. */
Query *plan_prune_subquery_outputs(Query *q, int rtindex, Query *sub);

#endif /* BASALT_PLAN_PRUNE_H */
