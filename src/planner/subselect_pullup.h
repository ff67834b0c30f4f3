/*
 * subselect_pullup.h: EXISTS / IN / NOT EXISTS of WHERE as semi and anti joins (PG's
 * pull_up_sublinks); see subselect_pullup.c for the rules.
 */
#ifndef BASALT_SUBSELECT_PULLUP_H
#define BASALT_SUBSELECT_PULLUP_H

#include "planner/primnodes.h"

/* Rewrite q's join tree (SELECT, UPDATE, DELETE): each qualifying sub-select condition ANDed
 * at the top of WHERE or of a JOIN's ON leaves it and becomes a JOIN_SEMI / JOIN_ANTI JoinExpr
 * (with the sub-select's tables added to q's range table) around the FROM item it filters.
 * q->jointree and q->rtable are replaced, the JoinExprs changed are copies. Join alias Vars
 * of q must already be flattened. */
void pullup_sublinks(Query *q);

#endif /* BASALT_SUBSELECT_PULLUP_H */
