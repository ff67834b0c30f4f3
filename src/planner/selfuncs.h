/*
 * selfuncs.h: selectivity and distinct-count estimates from ANALYZE's statistics (pg_statistic),
 * as PostgreSQL's selfuncs.c and clausesel.c compute them.
 *
 * The one idea: a column's statistics row is read once per estimate session and turned into
 * Datums (most common values with their frequencies, histogram bounds); each condition's
 * selectivity then follows PG's formulas: eqsel with the MCV list and 1/n_distinct for the
 * rest, scalarineqsel over MCVs plus histogram interpolation, pairs of range bounds combined,
 * IS [NOT] NULL from null_frac, = ANY as a sum of eqsels, boolean columns as "= true", equijoins
 * by eqjoinsel, and numbers of groups from n_distinct. Tables without statistics are left to the
 * caller's defaults.
 */
#ifndef BASALT_SELFUNCS_H
#define BASALT_SELFUNCS_H

#include "common/list.h"
#include "planner/primnodes.h"
#include "storage/heapam.h"

/* Start estimating conditions on table rel (range-table index rtindex) of ntuples rows; false
 * (and nothing to estimate with) if the table has no statistics. */
bool selfuncs_begin(Relation rel, int rtindex, double ntuples);
void selfuncs_end(void);
/* PG's clauselist_selectivity over the conditions of the table selfuncs_begin named. */
double selfuncs_clauselist_selectivity(List *quals);

/* A column's distinct count as PG's get_variable_numdistinct (ntuples: the table's rows); false
 * when the column has no statistics (*nd is then PG's default guess). */
bool selfuncs_column_ndistinct(Oid relid, int attno, double ntuples, double *nd);
/* The column's physical-order correlation from ANALYZE (pg_stats.correlation), 0 without. */
double selfuncs_column_correlation(Oid relid, int attno);
/* PG's estimate_hash_bucket_stats: the share of a hash table's rows in the bucket of one value
 * of the column (the table's ntuples rows filtered to rows, nbuckets buckets), from its
 * distinct count and its most common value's frequency; 0.1 without a distinct count.
 * *mcv_freq: that frequency (0 without statistics). */
double selfuncs_hash_bucket_fraction(Oid relid, int attno, double ntuples, double rows,
                                     double nbuckets, double *mcv_freq);
/* Selectivity of "a.x = b.y" between two tables' columns (PG's eqjoinsel for inner joins);
 * ntuples: each table's rows, rows: each input's rows after its filters; opno and coll: the
 * condition's operator and input collation, which compares the MCV lists. Without statistics,
 * 1 / the larger distinct count (a unique column's is its rows, else PG's default 200). */
double selfuncs_eqjoinsel(Oid relid1, int attno1, double ntuples1, double rows1, Oid relid2,
                          int attno2, double ntuples2, double rows2, Oid opno, Oid coll);

/* PG's eqjoinsel_semi: the share of the outer table's rows (column 1) that have at least one
 * partner among the inner side's rows2 rows (column 2) for "="; also what an anti join
 * removes (PG's guesses where statistics are missing). */
double selfuncs_eqjoinsel_semi(Oid relid1, int attno1, double ntuples1, Oid relid2, int attno2,
                               double ntuples2, double rows2, Oid opno, Oid coll);

/* One column of GROUP BY / DISTINCT keys for selfuncs_num_groups: its table (relid
 * InvalidOid if not a table's column), the table's rows and its rows after the filters. */
typedef struct SelGroupVar {
    int varno, attno;
    Oid relid;
    double tuples, rows;
} SelGroupVar;
/* PG's estimate_num_groups over n distinct key columns, times mult (2 per boolean key). */
double selfuncs_num_groups(const SelGroupVar *vars, int n, double mult, double input_rows);

/* An expression column of an index without a predicate (selfuncs_index.c): its statistics are
 * pg_statistic's row (indexoid, attnum); unique: the index's one key column is it (one row per
 * value); leads_btree: it is a B-tree's first column. */
typedef struct IndexExprColumn {
    Oid indexoid;
    int attnum;
    Node *expr; /* bound over the table as range-table index rtindex, RelabelType stripped */
    bool unique, leads_btree;
} IndexExprColumn;
/* The IndexExprColumns of rel's indexes (palloc'd). */
List *selfuncs_index_expr_columns(Relation rel, int rtindex);
/* The one of cols that expr is (exprEqual, RelabelType stripped), or NULL. */
const IndexExprColumn *selfuncs_find_index_expr(List *cols, Node *expr);

/* An immutable function or operator of constants (a cast like 2::float8 or the LIMIT's
 * int4-to-int8 conversion) evaluated to a Const, as PG's estimate_expression_value; else n. */
Node *selfuncs_estimate_value(Node *n);

#endif /* BASALT_SELFUNCS_H */
