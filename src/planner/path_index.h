/*
 * path_index.h: choosing between a sequential scan and an index scan of one table.
 *
 * The one idea: the planner hands over a table's conditions (over query Vars) and, if the
 * query wants its rows sorted, the wanted order; path_index.c matches the conditions against
 * each index's leading columns (equality prefix, then one range), asks the access method for
 * the index's cost (IndexAmRoutine.amcostestimate, never btree code directly), adds the heap
 * fetches, and compares with a sequential scan (plus a sort when an order is wanted), as PG's
 * cost model does with its default selectivities (no statistics yet).
 */
#ifndef BASALT_PATH_INDEX_H
#define BASALT_PATH_INDEX_H

#include "common/list.h"
#include "planner/primnodes.h"
#include "storage/heapam.h"

/* One wanted ORDER BY key on a column of the table, or on an expression of its columns that
 * an index may store (PG's pathkey of an index expression). */
typedef struct PathOrderKey {
    int attno;  /* table column, or 0 with expr */
    Node *expr; /* attno 0: the expression (query Vars of the table), matched with exprEqual */
    Oid type;  /* the sort operator's input type */
    Oid collation;
    bool desc;
    bool nulls_first;
} PathOrderKey;

typedef struct PathOrder {
    int nkeys;
    PathOrderKey *keys;
    double limit_rows; /* LIMIT (+ OFFSET) rows wanted, or -1 for all */
} PathOrder;

/* The chosen scan of a table: a sequential scan, or an index scan whose expressions are
 * still over query Vars (the planner fixes them). */
typedef struct ScanPath {
    bool is_index;
    bool indexonly; /* with is_index: the index has every column the query reads */
    bool is_bitmap; /* with is_index: a Bitmap Heap Scan over a Bitmap Index Scan (BRIN) */
    double rows; /* after all conditions */
    double startup_cost, total_cost;
    /* is_index only: */
    Oid indexid;
    int nkeys;
    int *keyattno;      /* index column (1-based) */
    int *keystrategy;   /* BT*StrategyNumber */
    bool *keyisarray;   /* "col = ANY (array)" */
    List *keyexprs;     /* the value side of each key */
    List *indexclauses; /* the conditions the keys come from */
    List *otherclauses; /* the remaining conditions (all of them for a sequential scan) */
    List *predclauses;  /* a partial index's predicate clauses indexclauses do not imply, which
                         * a bitmap heap scan rechecks (PG's create_bitmap_subplan) */
    int dir;            /* 1 forward, -1 backward */
    bool ordered;       /* the rows come out in the wanted order */
    int presorted;      /* not ordered: the rows come out sorted on this many leading wanted
                         * keys, and an Incremental Sort does the rest (0: a full Sort) */
    double presorted_groups; /* with presorted: the estimated groups of those keys' values */
    double index_cost;  /* is_bitmap: the Bitmap Index Scan's cost and rows */
    double index_rows;
} ScanPath;

/* PG's cost settings and enable_* switches, read once per plan. */
typedef struct CostParams {
    double seq_page_cost, random_page_cost, cpu_tuple_cost, cpu_index_tuple_cost,
        cpu_operator_cost;
    bool enable_seqscan, enable_indexscan, enable_sort, enable_hashjoin, enable_nestloop,
        enable_material, enable_bitmapscan, enable_mergejoin, enable_indexonlyscan,
        enable_incremental_sort;
} CostParams;

#define PATH_DISABLE_COST 1.0e10

void path_cost_params(CostParams *cp);

/* Pages and estimated rows of a table: the live rows the activity counters (pgstat) know of,
 * else from the pages and the rows' width, as PG does for a table without statistics. */
void path_rel_size(Relation rel, double *pages, double *tuples);
/* The table whose conditions path_clauselist_selectivity estimates next (NULL: none): range
 * conditions on its indexed columns are interpolated between the values at the index's ends. */
void path_selectivity_begin(Relation rel, int rtindex);
/* Fraction of rows a list of conditions keeps (PG's default selectivities). */
double path_clauselist_selectivity(List *quals);
/* Cost of a sort of rows (bounded by limit_rows when >= 0), as PG's cost_sort. */
double path_sort_cost(const CostParams *cp, double rows, double limit_rows);
/* PG's cost_incremental_sort of input (in_startup, in_total, rows) presorted into groups
 * groups; the sort's own startup and total costs (input included) into *startup, *total. */
void path_incsort_cost(const CostParams *cp, double in_startup, double in_total, double rows,
                       double groups, double limit_rows, double *startup, double *total);

/*
 * The cheapest way to read table rel (range-table index rtindex) with conditions clauses
 * (over query Vars, none reading other tables), given the wanted order (nkeys 0: none): an
 * index scan or a bitmap scan (through an index that only has bitmap scans: BRIN) if one is
 * cheaper than the sequential scan (plus a sort when an order is wanted).
 * cols_used: the columns the query reads of the table (path_columns_used's used array), or
 * NULL when the scan must return whole rows; an index holding all of them whose access
 * method can return them gives an index-only scan (enable_indexonlyscan), costed as PG's
 * cost_index with the share of all-visible pages pg_class.relallvisible gives. cols_used may
 * leave out what only clauses read: the columns of the clauses the scan keeps are added.
 * target: the rows are an UPDATE / DELETE target or locked: a partial index's predicate then
 * drops none of the conditions, as PG's is_target_rel keeps them for EvalPlanQual's re-check
 * of a row another transaction changed (the executor re-checks the predicate as well, so
 * this is for PG's plan: the conditions show as the scan's Filter).
 */
void path_best_scan(Relation rel, int rtindex, List *clauses, const PathOrder *order,
                    const int *cols_used, bool target, ScanPath *sp);

/*
 * A parameterized index scan for the inner side of a nested loop: clauses may compare the
 * table's index columns with expressions over outer_relids (the outer side's range-table
 * entries), and at least one key must. False if there is none; sp->total_cost is the cost of
 * one probe, sp->rows its rows.
 */
bool path_best_param_scan(Relation rel, int rtindex, List *clauses, List *outer_relids,
                          const int *cols_used, bool target, ScanPath *sp);

/*
 * A Tid Scan (PG's tidpath.c): is clause `ctid = value` (either way round) or `ctid = ANY
 * (array)` on table rtindex, the value a possible index key's (no Vars of this level,
 * nothing volatile, no sub-select)? *value is its value side, *isarray for the array form.
 * path_tid_cost: NaN when enable_tidscan is off, else PG's cost_tidscan for ntids rows (a
 * random page and a row each).
 */
bool path_tid_clause(Node *clause, int rtindex, Node **value, bool *isarray);
double path_tid_cost(double ntids);

#endif /* BASALT_PATH_INDEX_H */
