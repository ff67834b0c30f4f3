/*
 * exec_srf.h: evaluating expressions that contain set-returning function calls (ProjectSet,
 * FunctionScan).
 *
 * The one idea: such an expression is compiled with exec_init_expr_srf, which collects the
 * states of its set-returning calls in a list. The node drives each call with exec_srf_next
 * (one more value, false when its set is exhausted); evaluating the expression then reads each
 * call's current value (NULL once exhausted), so several calls run in lockstep as in PG 10+.
 */
#ifndef BASALT_EXEC_SRF_H
#define BASALT_EXEC_SRF_H

#include "executor/execnodes.h"

ExprState *exec_init_expr_srf(Expr *expr, PlanState *parent, EState *estate, List **srfs);
/* Advance one set-returning call (arguments evaluated from ec when a new set starts). */
bool exec_srf_next(ExprState *srf, ExprContext *ec);
/* Abandon the running set: the next exec_srf_next starts a new one. */
void exec_srf_reset(ExprState *srf);

#endif /* BASALT_EXEC_SRF_H */
