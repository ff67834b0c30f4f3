/*
 * planner.h: raw parse tree in, executable plan out (the interface of src/planner).
 *
 * planner_plan() binds one raw statement (names to catalog objects, types resolved with
 * PostgreSQL's rules, implicit casts inserted) and turns it into a PlannedStmt that the
 * executor runs. Utility statements (CREATE TABLE, SET, SHOW, ...) come back as a PlannedStmt
 * that wraps them. The PlannedStmt and everything it points to are allocated in the current
 * memory context; keep a prepared statement by planning in a context of its own.
 */
#ifndef BASALT_PLANNER_H
#define BASALT_PLANNER_H

#include "common/basalt.h"
#include "parser/parsenodes.h"

typedef struct PlannedStmt PlannedStmt; /* planner/plannodes.h */

/*
 * paramTypes/numParams: the parameter types the client declared ($1..$n; 0 = let the binder
 * infer it). On return *paramTypes is a palloc'd array of all parameter types the statement
 * uses, every one resolved, and *numParams its length. A parameter whose type cannot be
 * inferred raises 42P18 `could not determine data type of parameter $n`.
 */
PlannedStmt *planner_plan(RawStmt *raw, const char *query_text, Oid **paramTypes,
                          int *numParams);

/*
 * planner_plan for a statement prepared now and run later (the protocol's Parse, PREPARE): PG
 * only analyzes it then and plans at Bind / EXECUTE, so an error of planning itself (constant
 * folding that evaluates 1/0 or 'x'::int) must come at Bind. Such a statement comes back with
 * its result columns described, no plan and plan_deferred set: it counts as stale, so
 * planner_revalidate plans it again, and raises the error, when it is bound. Errors of
 * analysis (unknown names, types) still come at once.
 */
PlannedStmt *planner_prepare(RawStmt *raw, const char *query_text, Oid **paramTypes,
                             int *numParams);

/*
 * Has DDL changed the catalog since stmt was planned? A kept plan (a prepared statement) is
 * then planned again before it runs, as PG's plan cache does; planner_same_result_type says
 * whether the new plan still returns the columns the client was told about.
 */
bool planner_plan_is_stale(const PlannedStmt *stmt);
/* An expression bound over one table (range-table index 1) made to read a row of it as the
 * scan tuple (SCAN_VAR), constants folded: what CHECK constraints and index expressions run. */
Node *planner_fix_row_expr(Node *expr);
/* Computing index entries with expressions or a predicate (index_exprs.c): installed by the
 * network layer at server start as index_expr_routine. */
struct IndexExprRoutine;
extern const struct IndexExprRoutine planner_index_expr_routine;
bool planner_same_result_type(const PlannedStmt *a, const PlannedStmt *b);
/*
 * A kept statement (executor/portalmem.h) planned before DDL changed the catalog is planned
 * again; if its result columns changed, 0A000 "cached plan must not change result type", as
 * in PG, and it stays unusable. Call inside a command.
 */
struct PreparedStatement;
void planner_revalidate(struct PreparedStatement *p);

#endif /* BASALT_PLANNER_H */
