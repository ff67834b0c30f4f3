/*
 * path_columns.h: which columns of a table a query reads (PG's attr_needed / reltarget).
 *
 * The one idea: a scan may return less than whole rows when nothing above it reads the rest,
 * so the planner walks the whole query (target list, FROM and WHERE, HAVING, RETURNING,
 * LIMIT, sub-queries, CTEs, row-level security conditions) for the table's Vars. A foreign
 * scan fetches only those columns (path_foreign.c); an index-only scan needs them all in its
 * index (path_index.c), except those only its own conditions read that a partial index's
 * predicate makes unnecessary.
 */
#ifndef BASALT_PATH_COLUMNS_H
#define BASALT_PATH_COLUMNS_H

#include "planner/primnodes.h"

/*
 * The columns 1..natts of table rtindex that query q reads outside the nodes in skip
 * (pointers, e.g. conditions a wrapper takes over): used[attno] becomes the order of the
 * column's first use (1, 2, ...; 0: unread; used has natts + 1 zeroed entries). Returns the
 * number of columns read; *whole is set on a whole-row or system column reference.
 */
int path_columns_used(Query *q, int rtindex, int natts, List *skip, int *used, bool *whole);

/* Add the columns of table rtindex that expression expr (of the query level that owns the
 * table) reads to used, numbered after those already there; sets *whole as above, never
 * clears it. Returns the number of columns now in used. */
int path_columns_of(Node *expr, int rtindex, int natts, int *used, bool *whole);

/* The system columns (storage/sysattr.h) of table rtindex that query q reads anywhere: bit
 * -attnum set for each, so that the table's scan adds them to its rows. */
unsigned path_columns_system(Query *q, int rtindex);

#endif /* BASALT_PATH_COLUMNS_H */
