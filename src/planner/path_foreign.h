/*
 * path_foreign.h: the planner's side of the foreign-data wrapper interface (path_foreign.c).
 */
#ifndef BASALT_PATH_FOREIGN_H
#define BASALT_PATH_FOREIGN_H

#include "planner/plannodes.h"
#include "planner/primnodes.h"
#include "storage/heapam.h"

/*
 * The wrapper's ForeignScan for foreign table rel (range-table index rtindex) with conditions
 * clauses (query Vars of this table only; qual_units is their cost in cpu_operator_cost units
 * per row). Its plan.qual lists the conditions to check locally, still over query Vars.
 */
struct ForeignJoinInfo;

/* What the query above the scan would let the wrapper do (ORDER BY, LIMIT / OFFSET);
 * sort_clauses: the query's ORDER BY for an aggregation done remotely. */
typedef struct ForeignUpper {
    int nsortkeys;
    struct ForeignSortKey *sortkeys;
    List *sort_clauses;
    bool limit_allowed;
    Node *limit_count, *limit_offset;
    CmdType modify; /* CMD_UPDATE / CMD_DELETE: the table is the statement's target */
} ForeignUpper;

/* *sorted / *limited: the chosen path produces the ORDER BY / applies the LIMIT itself. */
ForeignScan *path_foreign_scan(Relation rel, int rtindex, List *clauses, List *attrs_used,
                               double qual_units, const ForeignUpper *upper, bool *sorted,
                               bool *limited);
/*
 * The wrapper's ForeignScan computing query q's aggregation (GROUP BY keys, aggregates, HAVING)
 * over the foreign table (or join done remotely) that scan reads, or NULL if the wrapper does
 * not take it. Its targetlist is tlist and its qual the HAVING conditions left to check here,
 * both still query expressions where each Var (path_foreign_entry_varno, k) stands for
 * fdw_scan_tlist entry k; fdw_scan_tlist holds the query's expressions of what the remote
 * server computes.
 */
ForeignScan *path_foreign_agg(Query *q, ForeignScan *scan, List *tlist, List *having,
                              double num_groups, ForeignUpper *upper, bool *sorted,
                              bool *limited);
/* The varno of path_foreign_agg's Vars that stand for entries: the table's rtindex, or over a
 * join done remotely (scanrelid 0) one past the range table. */
int path_foreign_entry_varno(Query *q, ForeignScan *scan);
/*
 * The wrapper's ForeignScan doing the join j describes (j->outer and j->inner are the plans of
 * its sides) remotely, or NULL: the sides are not both foreign tables (or joins done
 * remotely) of one server read as one user, or the wrapper does not take the join. The
 * planner fills everything in j but the cost settings. The scan's scanrelid is 0, its relid
 * one of its tables (for the executor to find the wrapper), fs_relids / fs_rtes its tables.
 */
ForeignScan *path_foreign_join(struct ForeignJoinInfo *j);
/* Vars of table rtindex that query q reads outside clauses (pointers), in the order of first
 * use, appended to *vars: what a join done remotely must return of that table (PG's
 * reltarget). false for a whole-row or system column reference, which no join takes. */
bool path_foreign_vars_used(Query *q, int rtindex, TupleDesc desc, List *clauses, List **vars);
/* The Vars of tables relids in query q's target list, in the order of first use, appended to
 * *vars (PG's scan/join target, what the join at the top of the FROM clause returns). */
void path_foreign_tlist_vars(Query *q, List *relids, List **vars);
/* IntList: the columns of table rtindex that query q reads outside clauses (pointers into q). */
List *path_foreign_attrs_used(Query *q, int rtindex, TupleDesc desc, List *clauses);

/* The foreign scans among an Append's children that their wrappers can run asynchronously
 * get async_capable (PG's IsForeignPathAsyncCapable, asked of direct children only). */
void path_foreign_mark_async(List *appendplans);

#endif /* BASALT_PATH_FOREIGN_H */
