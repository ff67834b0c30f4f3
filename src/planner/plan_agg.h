/*
 * plan_agg.h: how an Agg node computes its groups (PG's choice of aggregation strategy).
 *
 * planner.c builds the Agg (keys, aggregates, target list fixed against the input) and hands
 * it here with the estimates; plan_agg_strategy picks hashed, sorted or mixed aggregation,
 * arranges grouping sets into rollups and puts a Sort below when the input must be sorted.
 */
#ifndef BASALT_PLAN_AGG_H
#define BASALT_PLAN_AGG_H

#include "planner/plannodes.h"

typedef struct AggPlanInput {
    /* grouping sets as IntLists of key positions (0-based, in groupExprs order), NIL without
     * grouping sets; set_groups[i] the estimated groups of the i-th */
    List *sets;
    const double *set_groups;
    List *order_keys;   /* ORDER BY as key positions, up to its first item that is no key */
    double num_groups;  /* without grouping sets */
    double input_width; /* bytes of an input row */
    /* per key: the input column (1-based) when the key is one, else 0 */
    int *key_cols;
    /* To sort on a key that is an expression, have the input compute it: returns its new
     * input column, 0 if the input cannot (the node then sorts its rows itself). */
    int (*project_key)(void *arg, int key);
    void *project_arg;
    /* without grouping sets: the input is already sorted on the first presorted keys (all of
     * them: no Sort; fewer: an Incremental Sort, presorted_groups the groups of their values) */
    int presorted;
    double presorted_groups;
} AggPlanInput;

/*
 * Choose agg's strategy and fill its rollups; agg->plan.lefttree may get a Sort on top.
 * Returns the keys (IntList of positions) the node's output is ordered on, NIL if none.
 */
List *plan_agg_strategy(Agg *agg, const AggPlanInput *in);

/* Would PG hash agg's groups (keys hashable, enable_hashagg, the table within work_mem ×
 * hash_mem_multiplier)? For a semi join's unique-ified inner side (create_unique_path). */
bool plan_agg_hash_fits(Agg *agg, double groups, double input_width);

#endif /* BASALT_PLAN_AGG_H */
