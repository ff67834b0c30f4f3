/*
 * subquery_consts.h: conditions reading a constant output column of a sub-select in FROM read
 * the constant instead (what PG's subquery pull-up gives them). See subquery_consts.c.
 */
#ifndef BASALT_SUBQUERY_CONSTS_H
#define BASALT_SUBQUERY_CONSTS_H

#include "planner/primnodes.h"

/* In q's WHERE and JOIN ... ON conditions, each column of a sub-select in FROM that is a
 * constant in every row the condition sees is replaced by that constant. fold folds an
 * expression's constants (errors as planning raises them). */
void subquery_consts_substitute(Query *q, Node *(*fold)(Node *));

#endif /* BASALT_SUBQUERY_CONSTS_H */
