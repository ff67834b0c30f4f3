/*
 * exec_array.h: the array expression nodes in the evaluator (exec_array.c), and the two hooks
 * exec_expr.c offers it for compiling their children.
 *
 * The one idea: exec_expr.c's compile() hands ArrayExpr, SubscriptingRef, ScalarArrayOpExpr
 * and ArrayCoerceExpr to exec_array_compile with its opaque compilation context; exec_array.c
 * compiles sub-expressions back through exec_compile_subexpr with that same context.
 */
#ifndef BASALT_EXEC_ARRAY_H
#define BASALT_EXEC_ARRAY_H

#include "executor/execnodes.h"

/* exec_array.c */
ExprState *exec_array_compile(Expr *expr, void *cx);

/* exec_expr.c */
ExprState *exec_compile_subexpr(Expr *expr, void *cx);
/* Compile expr in which a CaseTestExpr reads *value / *isnull, set by the caller per use. */
ExprState *exec_compile_with_case_value(Expr *expr, void *cx, Datum **value, bool **isnull);

#endif /* BASALT_EXEC_ARRAY_H */
