/*
 * plan_gating.h: conditions that read no row of their query level (PG's pseudo-constant or
 * "gating" quals: WHERE false, WHERE $1 > 0, WHERE now() > '2000-01-01'), which the planner
 * checks once in a Result above the join tree (EXPLAIN's One-Time Filter). See plan_gating.c.
 */
#ifndef BASALT_PLAN_GATING_H
#define BASALT_PLAN_GATING_H

#include "planner/plannodes.h"
#include "planner/primnodes.h"

/* No Var of this level, nothing volatile, no sub-select, aggregate or window function? */
bool gating_is_pseudoconstant(Node *clause);
/* Nothing volatile, set-returning, no sub-select, aggregate or window function: leaving it
 * uncomputed changes nothing but the errors it could raise? */
bool gating_is_skippable(Node *expr);
/* A constant false or NULL: the condition holds for no row. */
bool gating_is_false(Node *clause);
/* PG's subquery_planner: HAVING conditions without aggregates also (or only) go to WHERE. */
void gating_having_to_where(Query *q);
/* Conditions (a non-empty list) as one expression: the only one, or their AND. */
Node *gating_and(List *quals);
/* A Result checking quals (fixed, implicitly ANDed) once, passing child's rows through. */
Plan *gating_result(Plan *child, List *quals);

#endif /* BASALT_PLAN_GATING_H */
