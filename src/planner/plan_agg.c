/*
 * plan_agg.c: the Agg node's strategy, PG 15's choice between hashing and sorting.
 *
 * GROUP BY is hashed (HashAggregate) unless the hash table PG would estimate (groups times
 * the size of a group: hash entry, the group's first row, the transition states) exceeds
 * work_mem times hash_mem_multiplier, enable_hashagg is off, or a key type cannot be hashed:
 * then the input is sorted on the keys and groups end as the keys change (GroupAggregate).
 *
 * Grouping sets are first arranged into rollups as PG does: sets sorted by size, each matched
 * to a larger set containing it (a maximum bipartite matching over set inclusion), the
 * matched pairs forming chains; a chain's keys are ordered so that each set is a prefix of
 * the next larger one, and the empty sets join the first chain. Sorted, every chain is one
 * pass (the first over the sorted input, each further one over rows the node sorts again).
 * Hashed, every non-empty set has its own table in chain order, and the empty sets are a
 * sorted rollup that needs no order (MixedAggregate).
 */
#include "planner/plan_agg.h"

#include <string.h>

#include "common/elog.h"
#include "common/guc.h"
#include "executor/builtins.h"
#include "planner/nodefuncs.h"

/* PG's estimate of one hash table entry (hash_agg_entry_size), by its parts. */
static double hash_entry_size(Agg *agg, double input_width)
{
    const double header = 16, entry = 24, tuple_header = 16, pergroup = 16;
    double width = header + tuple_header + MAXALIGN((size_t)input_width);
    double trans = 0;
    ListCell *lc;

    foreach (lc, agg->aggrefs) {
        const AggInfo *ai = agg_by_oid(((Aggref *)lfirst(lc))->aggfnoid);
        const TypeInfo *tt = ai ? type_by_oid(ai->aggtranstype) : NULL;
        if (ai == NULL || ai->aggtranstype == INTERNALOID)
            trans += 1024; /* a state of its own memory: PG's small context size */
        else if (tt && !tt->typbyval)
            trans += header + (tt->typlen > 0 ? tt->typlen : 32);
    }
    if (agg->aggrefs != NIL)
        width += header + pergroup * list_length(agg->aggrefs);
    return entry + width + trans;
}

static bool keys_hashable(Agg *agg)
{
    for (int k = 0; k < agg->numCols; k++)
        if (agg->grpHashFuncs[k] == InvalidOid)
            return false;
    return true;
}

static bool keys_sortable(Agg *agg)
{
    for (int k = 0; k < agg->numCols; k++)
        if (agg->grpCmpFuncs[k] == InvalidOid)
            return false;
    return true;
}

/* Hash when it may: PG only sorts past the memory limit, and only if it can sort. */
static bool choose_hash(Agg *agg, double groups, double input_width)
{
    double limit = (double)work_mem_kb * 1024.0 * hash_mem_multiplier;
    if (!keys_hashable(agg))
        return false;
    if (!keys_sortable(agg))
        return true;
    if (strcmp(guc_show("enable_hashagg"), "on") != 0)
        return false;
    return groups * hash_entry_size(agg, input_width) <= limit;
}

/* A Sort below agg on the keys order[0..n-1], or sortInput when a key is not an input
 * column (the node then sorts the rows itself). */
static void sort_input(Agg *agg, const int *order, int n, const int *key_cols)
{
    for (int j = 0; j < n; j++)
        if (key_cols[order[j]] == 0) {
            agg->sortInput = true;
            return;
        }
    if (n == 0)
        return;
    Sort *s = makeNode(Sort);
    s->numCols = n;
    s->sortColIdx = palloc0(sizeof(int16) * (size_t)n);
    s->cmpfuncs = palloc0(sizeof(Oid) * (size_t)n);
    s->collations = palloc0(sizeof(Oid) * (size_t)n);
    s->reverse = palloc0(sizeof(bool) * (size_t)n);
    s->nullsFirst = palloc0(sizeof(bool) * (size_t)n);
    for (int j = 0; j < n; j++) {
        int k = order[j];
        s->sortColIdx[j] = (int16)key_cols[k];
        s->cmpfuncs[j] = agg->grpCmpFuncs[k];
        s->collations[j] = agg->grpCollations[k];
        s->reverse[j] = agg->grpReverse[k];
        s->nullsFirst[j] = agg->grpNullsFirst[k];
    }
    s->plan.lefttree = agg->plan.lefttree;
    s->plan.plan_rows = agg->plan.lefttree->plan_rows;
    s->bound = -1;
    agg->plan.lefttree = &s->plan;
}

/* ---------------------------------------------------------------- rollups of grouping sets */

typedef struct Rollups {
    int nsets;
    List **sets;  /* key position lists, sorted by size (stable) */
    int *orig;    /* their index in the query's list */
    int nempty;
    int *empty;   /* the empty sets' indexes in the query's list */
    int *matchr;  /* matchr[j]: the smaller set matched to set j, or -1 */
    int *matchl;
    bool *seen;
} Rollups;

static bool keys_subset(List *a, List *b)
{
    ListCell *lc;
    foreach (lc, a)
        if (!list_member_int(b, lfirst_int(lc)))
            return false;
    return true;
}

/* Kuhn's augmenting path from smaller set u to a containing set not yet visited. */
static bool augment(Rollups *r, int u)
{
    for (int v = u + 1; v < r->nsets; v++) {
        if (r->seen[v] || !keys_subset(r->sets[u], r->sets[v]))
            continue;
        r->seen[v] = true;
        if (r->matchr[v] < 0 || augment(r, r->matchr[v])) {
            r->matchl[u] = v;
            r->matchr[v] = u;
            return true;
        }
    }
    return false;
}

/* A maximum matching: first each set takes the first free container (as the first round of
 * Hopcroft-Karp does), then the sets left over look for augmenting paths. */
static void match_sets(Rollups *r)
{
    for (int u = 0; u < r->nsets; u++)
        for (int v = u + 1; v < r->nsets && r->matchl[u] < 0; v++)
            if (r->matchr[v] < 0 && keys_subset(r->sets[u], r->sets[v])) {
                r->matchl[u] = v;
                r->matchr[v] = u;
            }
    for (int u = 0; u < r->nsets; u++)
        if (r->matchl[u] < 0) {
            memset(r->seen, 0, sizeof(bool) * (size_t)r->nsets);
            augment(r, u);
        }
}

static void collect_sets(Rollups *r, List *sets)
{
    int n = list_length(sets), m = 0;
    ListCell *lc;
    r->sets = palloc0(sizeof(List *) * (size_t)(n + 1));
    r->orig = palloc0(sizeof(int) * (size_t)(n + 1));
    r->empty = palloc0(sizeof(int) * (size_t)(n + 1));
    /* by size, keeping the query's order among sets of one size */
    for (int len = 1; m + r->nempty < n; len++)
        foreach (lc, sets) {
            List *s = lfirst(lc);
            if (s == NIL && len == 1)
                r->empty[r->nempty++] = foreach_current_index(lc);
            else if (list_length(s) == len) {
                r->sets[m] = s;
                r->orig[m++] = foreach_current_index(lc);
            }
        }
    r->nsets = m;
    r->matchr = palloc(sizeof(int) * (size_t)(m + 1));
    r->matchl = palloc(sizeof(int) * (size_t)(m + 1));
    r->seen = palloc0(sizeof(bool) * (size_t)(m + 1));
    for (int i = 0; i < m; i++)
        r->matchr[i] = r->matchl[i] = -1;
}

/*
 * The chains, each an IntList of set indexes (Rollups order), smallest first. A set that is
 * not the container of a matched pair starts a chain, in size order.
 */
static List *build_chains(Rollups *r)
{
    int *chainof = palloc0(sizeof(int) * (size_t)(r->nsets + 1));
    List *chains = NIL;
    for (int i = 0; i < r->nsets; i++) {
        if (r->matchr[i] < 0) {
            chainof[i] = list_length(chains);
            chains = lappend(chains, lappend_int(NIL, i));
        } else {
            chainof[i] = chainof[r->matchr[i]];
            ListCell *c = list_nth_cell(chains, chainof[i]);
            lfirst(c) = lappend_int(lfirst(c), i);
        }
    }
    return chains;
}

/* The key order of a chain: each set's keys not in the smaller sets, appended in order. */
static List *chain_key_order(Rollups *r, List *chain, int numcols)
{
    List *order = NIL;
    ListCell *lc;
    foreach (lc, chain) {
        List *keys = r->sets[lfirst_int(lc)];
        for (int key = 0; key < numcols; key++)
            if (list_member_int(keys, key) && !list_member_int(order, key))
                order = lappend_int(order, key);
    }
    return order;
}

/* Output being built: the Agg's sets in rollup order. */
typedef struct RollupOut {
    Agg *agg;
    int nsets;
    bool *setKeys;
} RollupOut;

static void add_set(RollupOut *o, List *keys, int rollup)
{
    ListCell *lc;
    foreach (lc, keys)
        o->setKeys[o->nsets * o->agg->numCols + lfirst_int(lc)] = true;
    o->agg->setRollup[o->nsets++] = rollup;
}

static int add_rollup(Agg *agg, bool hashed, List *order)
{
    int r = agg->numRollups++;
    ListCell *lc;
    agg->rollupHashed[r] = hashed;
    agg->rollupNumKeys[r] = list_length(order);
    agg->rollupKeys[r] = palloc0(sizeof(int) * (size_t)(list_length(order) + 1));
    foreach (lc, order)
        agg->rollupKeys[r][foreach_current_index(lc)] = lfirst_int(lc);
    return r;
}

/* The chain's sets, longest first (each its first `len` keys of order), as one rollup. */
static void emit_chain(RollupOut *o, Rollups *r, List *chain, List *order, bool hashed,
                       bool with_empty)
{
    Agg *agg = o->agg;
    int rollup = hashed ? -1 : add_rollup(agg, false, order);
    for (int i = list_length(chain) - 1; i >= 0; i--) {
        List *keys = r->sets[list_nth_int(chain, i)];
        if (hashed) {
            List *sub = NIL;
            for (int k = 0; k < list_length(keys); k++)
                sub = lappend_int(sub, list_nth_int(order, k));
            add_set(o, keys, add_rollup(agg, true, sub));
        } else
            add_set(o, keys, rollup);
    }
    for (int e = 0; with_empty && e < r->nempty; e++)
        add_set(o, NIL, rollup);
}

static bool plan_grouping_sets(Agg *agg, const AggPlanInput *in)
{
    Rollups r = {0};
    int n = list_length(in->sets);
    collect_sets(&r, in->sets);
    match_sets(&r);
    List *chains = build_chains(&r);
    double groups = 0;
    for (int i = 0; i < r.nsets; i++)
        groups += in->set_groups[r.orig[i]];

    RollupOut o = {agg, 0, palloc0(sizeof(bool) * (size_t)(n * agg->numCols + 1))};
    agg->setRollup = palloc0(sizeof(int) * (size_t)(n + 1));
    agg->rollupHashed = palloc0(sizeof(bool) * (size_t)(n + 2));
    agg->rollupNumKeys = palloc0(sizeof(int) * (size_t)(n + 2));
    agg->rollupKeys = palloc0(sizeof(int *) * (size_t)(n + 2));
    bool hash = choose_hash(agg, groups, in->input_width);
    ListCell *lc;
    foreach (lc, chains)
        emit_chain(&o, &r, lfirst(lc), chain_key_order(&r, lfirst(lc), agg->numCols), hash,
                   !hash && foreach_current_index(lc) == 0);
    if (hash && r.nempty > 0) {
        int rollup = add_rollup(agg, false, NIL);
        for (int e = 0; e < r.nempty; e++)
            add_set(&o, NIL, rollup);
    }
    agg->numSets = o.nsets;
    agg->setKeys = o.setKeys;
    if (hash)
        agg->aggstrategy = r.nempty > 0 ? AGG_MIXED : AGG_HASHED;
    else {
        agg->aggstrategy = AGG_SORTED;
        sort_input(agg, agg->rollupKeys[0], agg->rollupNumKeys[0], in->key_cols);
    }
    return false; /* the rollups' groups come out interleaved */
}

bool plan_agg_strategy(Agg *agg, const AggPlanInput *in)
{
    agg->sortInput = false;
    if (agg->numCols == 0) {
        /* GROUP BY () sets only: one pass, a group per set */
        agg->aggstrategy = AGG_PLAIN;
        agg->numSets = list_length(in->sets);
        if (agg->numSets > 0) {
            agg->setKeys = palloc0(sizeof(bool) * (size_t)agg->numSets);
            agg->setRollup = palloc0(sizeof(int) * (size_t)(agg->numSets + 1));
            agg->rollupHashed = palloc0(sizeof(bool) * 1);
            agg->rollupNumKeys = palloc0(sizeof(int) * 1);
            agg->rollupKeys = palloc0(sizeof(int *) * 1);
            agg->numRollups = 1;
        }
        return true;
    }
    if (in->sets != NIL)
        return plan_grouping_sets(agg, in);
    if (choose_hash(agg, in->num_groups, in->input_width)) {
        agg->aggstrategy = AGG_HASHED;
        return false;
    }
    agg->aggstrategy = AGG_SORTED;
    int *order = palloc(sizeof(int) * (size_t)(agg->numCols + 1));
    for (int k = 0; k < agg->numCols; k++)
        order[k] = k;
    sort_input(agg, order, agg->numCols, in->key_cols);
    return true; /* sorted below or by the node itself */
}
