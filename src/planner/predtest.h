/*
 * predtest.h: proving a partial index's predicate from a query's conditions (predtest.c).
 */
#ifndef BASALT_PREDTEST_H
#define BASALT_PREDTEST_H

#include "planner/primnodes.h"

/* Do the quals (an implicit AND list of bound clauses) prove pred true for every row that
 * passes them? True for a NULL pred; false when unsure. */
bool predtest_implied_by(Node *pred, List *quals);

#endif /* BASALT_PREDTEST_H */
