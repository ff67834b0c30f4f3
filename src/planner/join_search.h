/*
 * join_search.h: the order in which the items of one join problem are joined (join_search.c).
 *
 * A join problem is a list of FROM items that inner joins connect in any order: tables, and
 * items planned on their own (an outer join, a list too long to flatten). The search works
 * on sets of items (bit i: item i) and knows nothing of plans: the caller's callbacks give
 * the cheapest plan joining two sets, that plan's cost, and whether a join condition links
 * two sets. Both searches return the cheapest plan found for the set of all items.
 */
#ifndef BASALT_JOIN_SEARCH_H
#define BASALT_JOIN_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

typedef uint64_t JoinSet;

#define JOINSEARCH_MAX_ITEMS 64

typedef struct JoinSearchOps {
    /* The cheapest plan joining disjoint sets a and b (plans pa and pb), or NULL when they
     * may not be joined directly (a LATERAL item before the items it reads). */
    void *(*join)(void *arg, JoinSet a, void *pa, JoinSet b, void *pb);
    double (*cost)(void *arg, const void *plan);
    /* Whether a join condition (or a LATERAL reference) links sets a and b. */
    bool (*linked)(void *arg, JoinSet a, JoinSet b);
    void *arg;
} JoinSearchOps;

/*
 * PG's standard_join_search: level by level, the cheapest plan of every set of k items that
 * joins two smaller linked sets (a set linked to nothing else joins every item, and a level
 * that finds nothing falls back to products). n items (2..JOINSEARCH_MAX_ITEMS), plans[i]
 * item i's plan. NULL if no order was legal.
 */
void *joinsearch_dp(int n, void **plans, const JoinSearchOps *ops);

/*
 * For many items, where the sets would be too many (PG uses its genetic search from
 * geqo_threshold items on): join the cheapest linked pair of sets until one set is left
 * (any pair when no pair is linked).
 */
void *joinsearch_greedy(int n, void **plans, const JoinSearchOps *ops);

#endif /* BASALT_JOIN_SEARCH_H */
