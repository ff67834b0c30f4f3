/*
 * subquery_quals.h: the query's conditions on the columns of a sub-select in FROM as PG's
 * subquery pull-up leaves them. See subquery_quals.c.
 */
#ifndef BASALT_SUBQUERY_QUALS_H
#define BASALT_SUBQUERY_QUALS_H

#include "planner/primnodes.h"

/* In q's WHERE and JOIN ... ON conditions, each column of a sub-select in FROM that is a
 * constant in every row the condition sees is replaced by that constant; then the WHERE and
 * inner-join conditions reading one such sub-select alone move into its WHERE. fold folds an
 * expression's constants (errors as planning raises them). */
void subquery_quals_apply(Query *q, Node *(*fold)(Node *));

#endif /* BASALT_SUBQUERY_QUALS_H */
