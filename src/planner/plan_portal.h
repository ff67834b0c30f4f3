/*
 * plan_portal.h: the planner's part of DECLARE CURSOR, PREPARE, EXECUTE and FETCH
 * (plan_portal.c), called by planner.c for those utility statements.
 */
#ifndef BASALT_PLAN_PORTAL_H
#define BASALT_PLAN_PORTAL_H

#include "parser/parsenodes.h"
#include "planner/primnodes.h"

typedef struct PlannedStmt PlannedStmt;

/* The cursor's query planned (with the outer statement's parameter types) into info->stmt. */
void plan_declare_cursor(DeclareCursorInfo *info, const RawStmt *outer, const char *query_text,
                         Oid *param_types, int nparams);
/* The statement to prepare planned into info->stmt, named, not yet stored. */
void plan_prepare(PrepareInfo *info, const RawStmt *outer, const char *query_text);
/* EXECUTE and FETCH return the rows of the stored statement / the cursor. */
void plan_execute(ExecuteInfo *info, PlannedStmt *outer);
void plan_fetch(FetchStmt *fs, PlannedStmt *outer);

#endif /* BASALT_PLAN_PORTAL_H */
