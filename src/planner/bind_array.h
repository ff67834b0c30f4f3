/*
 * bind_array.h: the binder's array syntax (bind_array.c), for the other binder files.
 *
 * The one idea: arrays enter the binder in four places, each handled by one function here:
 * ARRAY[...] constructors, subscripts, op ANY/ALL (array) and ARRAY(sub-select).
 */
#ifndef BASALT_BIND_ARRAY_H
#define BASALT_BIND_ARRAY_H

#include "planner/bind_internal.h"

Oid bind_array_elem_type(Oid typid); /* element type of an array type, else 0 */
Node *bind_array_expr(ParseState *pstate, A_ArrayExpr *a, Oid array_type, Oid element_type,
                      int32 typmod);
Node *bind_subscripts(ParseState *pstate, Node *container, List *indices, int location);
Node *bind_indirection(ParseState *pstate, A_Indirection *ind);
Node *bind_scalar_array_op(ParseState *pstate, A_Expr *a);
void bind_check_array_sublink(Oid coltype, int location);
/* UPDATE ... SET col[i] = value: the column's new value. */
Node *bind_array_assignment(ParseState *pstate, Node *container, const char *colname,
                            List *indirection, Node *value, int location);

#endif /* BASALT_BIND_ARRAY_H */
