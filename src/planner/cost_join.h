/*
 * cost_join.h: PG's cost formulas for the join methods Basalt has (cost_join.c).
 *
 * The one idea: a join's cost is built from its two inputs' costs, as PG's costsize.c does: a
 * nested loop runs its inner side once per outer row (a rescan may be cheaper than the first
 * run: a Material's rows are read back from memory), a hash join reads its inner side once
 * into a table before its first row and then probes it once per outer row, a merge join
 * reads both inputs in key order once (sorted first unless they already are), re-reading the
 * inner rows of a key once per outer row with that key. The join search (join_search.c)
 * compares orders by these costs, and EXPLAIN prints them.
 */
#ifndef BASALT_COST_JOIN_H
#define BASALT_COST_JOIN_H

#include "planner/path_index.h"

/* One input of a join: its rows, its costs, and what running it again costs. */
typedef struct CostJoinInput {
    double rows;
    double width; /* bytes of a row; 0 (unknown) charges no hash batch I/O */
    double startup_cost, total_cost;
    double rescan_startup_cost, rescan_total_cost;
} CostJoinInput;

/* An input whose rescan costs as much as its first run (a scan read again); width 0. */
void costjoin_input(CostJoinInput *in, double rows, double startup_cost, double total_cost);
/* The same input under a Material node (PG's cost_material and its rescan cost). */
void costjoin_material(const CostParams *cp, CostJoinInput *in);

/* PG's semifactors of a semi or anti join: the share of the outer rows with a match, and the
 * matches of such a row. */
typedef struct CostSemiFactors {
    double outer_match_frac;
    double match_count;
} CostSemiFactors;

/*
 * A nested loop of outer and inner (PG's initial/final_cost_nestloop for an inner or left
 * join): qual_cost is the cost per candidate pair of the join's conditions.
 */
void costjoin_nestloop(const CostParams *cp, const CostJoinInput *outer,
                       const CostJoinInput *inner, double qual_cost, double *startup_cost,
                       double *total_cost);

/* The nested loop of a semi or anti join (PG's final_cost_nestloop for them): the inner side
 * is read until the first match; probed: it is a parameterized scan of the matching rows. */
void costjoin_nestloop_semi(const CostParams *cp, const CostJoinInput *outer,
                            const CostJoinInput *inner, double qual_cost, bool probed,
                            const CostSemiFactors *sf, double *startup_cost, double *total_cost);

/*
 * A hash join hashing inner on nkeys keys (PG's initial/final_cost_hashjoin, one batch):
 * bucket_frac is the share of the inner rows in one bucket (each probe compares half of
 * them), rows the joined rows, other_qual_cost the other join conditions' cost per row.
 */
void costjoin_hashjoin(const CostParams *cp, const CostJoinInput *outer,
                       const CostJoinInput *inner, int nkeys, double bucket_frac, double rows,
                       double other_qual_cost, double *startup_cost, double *total_cost);
/* The hash join of a semi or anti join (PG's final_cost_hashjoin for them): a probe ends at
 * its first match. */
void costjoin_hashjoin_semi(const CostParams *cp, const CostJoinInput *outer,
                            const CostJoinInput *inner, int nkeys, double bucket_frac,
                            const CostSemiFactors *sf, double rows, double other_qual_cost,
                            double *startup_cost, double *total_cost);
/* input sorted by a Sort node (PG's cost_sort: the comparisons before the first row, then
 * cpu_operator_cost per row read back; enable_sort off disables it). */
void costjoin_sorted(const CostParams *cp, CostJoinInput *in);

/*
 * A merge join of inputs already in the merge order (PG's initial/final_cost_mergejoin
 * without the statistics that let it skip the inputs' ends): merge_units is the merge
 * clauses' cost units, merge_rows the pairs with equal keys (outer x inner x their
 * selectivity), other_qual_cost the other join conditions' cost per pair. Each inner row is
 * read again per extra outer row with its key (PG's rescan ratio); *materialize says whether
 * a Material under the inner side is cheaper, or needed since inner_can_mark is false.
 */
void costjoin_mergejoin(const CostParams *cp, const CostJoinInput *outer,
                        const CostJoinInput *inner, bool inner_can_mark, double merge_units,
                        double merge_rows, double other_qual_cost, bool *materialize,
                        double *startup_cost, double *total_cost);

/* The buckets of a hash table of rows rows (PG's ExecChooseHashTableSize, in memory). */
double costjoin_hash_buckets(double rows);

/*
 * PG's ExecChooseHashTableSize: the buckets and batches of a hash table of rows rows of width
 * bytes within work_mem * hash_mem_multiplier (useskew: PG keeps 2% of it for the skew table
 * of a one-key join). nbatch > 1 when the rows are not expected to fit.
 */
void costjoin_hash_size(double rows, double width, bool useskew, int *nbuckets, int *nbatch);

/*
 * What a hash join's memory limit adds to its cost (PG's initial/final_cost_hashjoin): when
 * the inner rows (of a known width) need more than one batch, both sides are written to temp
 * files and read back, seq_page_cost per page of each; when the inner rows with its most
 * common key (mcv_freq of them, 0: unknown) alone exceed the memory, no batching can split
 * them and the join is disabled.
 */
void costjoin_hash_spill(const CostParams *cp, const CostJoinInput *outer,
                         const CostJoinInput *inner, double mcv_freq, double *startup_cost,
                         double *total_cost);

#endif /* BASALT_COST_JOIN_H */
