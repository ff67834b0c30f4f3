/*
 * explain.h: EXPLAIN [ANALYZE] of a planned statement, in PostgreSQL 15's text and JSON layouts.
 *
 * The one idea: EXPLAIN reads the finished plan tree. Expressions in it refer to their input
 * rows by position (SCAN_VAR / OUTER_VAR / INNER_VAR, plannodes.h), so the deparser
 * (explain_deparse.c) resolves each Var through the child plan's target list down to a table
 * column, as PG's ruleutils does, and prints expressions as PG does in plans: parenthesized
 * operators, constants with their casts ('abc'::text), implicit casts inside operators.
 */
#ifndef BASALT_EXPLAIN_H
#define BASALT_EXPLAIN_H

#include "common/list.h"
#include "common/stringinfo.h"
#include "executor/execnodes.h"

/* ERROR (PG's messages and SQLSTATEs) for options EXPLAIN does not accept; the planner calls
 * it before planning the statement, as PG does. */
void explain_check_options(List *options);

/* Run EXPLAIN (the ExplainStmt's plan was made by the planner): one row per output line. */
void explain_run(ExplainStmt *es, UtilityRowFn rowfn, void *arg);

/* The bytes of one row a plan node returns, as EXPLAIN's width= shows them (fixed-length
 * columns their length, others at most PG's default of 32); the planner's sort costs use it. */
int explain_plan_width(const Plan *plan);
/* A SubqueryScan that only passes its input's columns on: EXPLAIN shows its input instead,
 * as PG removes such scans from the plan. */
bool explain_subqueryscan_is_trivial(const Plan *plan);

/* ---------------------------------------------------------------- deparser */

typedef struct DeparseCxt {
    Plan *plan;      /* the node the expression belongs to */
    List *ancestors; /* Plan nodes above it, nearest first (NestLoop parameters) */
    bool prefix;     /* qualify columns with their table's name */
    PlannedStmt *stmt;
    List *alias_rtes;    /* FROM items whose shown name differs from their alias ("s_1", as PG */
    List *alias_names;   /* makes duplicate names unique), parallel lists */
    List *param_sources; /* SubPlans whose parParams the expression may read, and for each */
    List *param_owners;  /* the ancestors list of the node that runs it (args' context) */
    /* A bound, unplanned expression over one table's row (a CHECK constraint): its Vars are
     * these columns, printed by name. */
    struct TupleDescData *columns;
    /* PG's pretty mode (pg_get_constraintdef(oid, true)): parentheses only where precedence
     * needs them (ruleutils' isSimpleNode), not around every operator */
    bool pretty;
    /* ruleutils' PRETTYFLAG_INDENT (what pg_get_constraintdef prints, pretty or not): CASE
     * keywords on lines of their own, indented by the level pointed to; NULL: one line */
    int *indent;
    /* set while showing a ForeignScan's fdw_scan_tlist entry: its SCAN_VARs are the table's
     * columns, not entries */
    bool table_columns;
    /* set while showing an entry of a join done remotely (ForeignScan fs_relids): its Vars
     * are columns of those tables */
    struct ForeignScan *foreign_join;
    /* A bound, unplanned expression with sub-selects (a policy's): the SubLinks it has and,
     * parallel, their queries' text (the planner's, as pg_get_viewdef prints them) */
    List *sublinks, *sublink_queries;
} DeparseCxt;

/* The name EXPLAIN shows for a FROM item. */
const char *explain_alias(const DeparseCxt *cx, RangeTblEntry *rte);

/* The expression as EXPLAIN shows it. */
char *explain_deparse(Node *expr, const DeparseCxt *cx);
/* A condition list, ANDed: "(a > 1)", "((a > 1) AND (b < 2))". */
char *explain_deparse_quals(List *quals, const DeparseCxt *cx);
/* The expression behind output column attno (1-based) of plan. */
char *explain_deparse_output(Plan *plan, int attno, const DeparseCxt *cx);
/* name as an identifier, double-quoted when PG would quote it */
void explain_append_ident(StringInfo buf, const char *name);
/* PG's format_type_with_typemod: "integer", "character varying(3)", "text[]". */
char *explain_type_name(Oid typid, int32 typmod);

#endif /* BASALT_EXPLAIN_H */
