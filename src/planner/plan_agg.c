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

#include <limits.h>
#include <math.h>
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

bool plan_agg_hash_fits(Agg *agg, double groups, double input_width)
{
    return choose_hash(agg, groups, input_width);
}

/*
 * A Sort below agg on the keys order[0..n-1]: none when the input is sorted on all of them
 * already (presorted), an Incremental Sort when on some. A key that is an expression is computed by the
 * input as an extra column, as PG's sorted input computes it (EXPLAIN: "Sort Key: ((a + 1))"),
 * and read from there; if the input cannot, sortInput: the node sorts its rows itself.
 */
static void sort_input(Agg *agg, const int *order, int n, int presorted,
                       const AggPlanInput *in)
{
    int *key_cols = in->key_cols;
    for (int j = 0; j < n; j++) {
        int k = order[j];
        if (key_cols[k] != 0)
            continue;
        key_cols[k] = in->project_key ? in->project_key(in->project_arg, k) : 0;
        if (key_cols[k] == 0) {
            agg->sortInput = true;
            return;
        }
        ListCell *lc = list_nth_cell(agg->groupExprs, k);
        Node *e = lfirst(lc);
        Var *v = makeNode(Var);
        v->varno = OUTER_VAR;
        v->varattno = key_cols[k];
        v->vartype = exprType(e);
        v->vartypmod = exprTypmod(e);
        v->varcollid = exprCollation(e);
        v->location = -1;
        lfirst(lc) = v;
    }
    if (n == 0 || presorted >= n)
        return;
    Sort *s;
    if (presorted > 0) {
        IncrementalSort *is = makeNode(IncrementalSort);
        is->nPresortedCols = presorted;
        is->numGroups = in->presorted_groups;
        s = &is->sort;
    } else
        s = makeNode(Sort);
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

/*
 * The sets as vertices 1..nsets of a bipartite graph: distinct non-empty sets in PG's order
 * (sorted by size as below); a set repeated in the query is one vertex with several members.
 * Each set u is joined to the smaller sets it contains (adj[u], ascending); the matching pairs
 * a set with a larger one that contains it, and the pairs form the chains.
 */
typedef struct Rollups {
    int nsets;
    List **sets;    /* [u]: its keys, as the query lists them */
    List **members; /* [u]: IntList of the query's set numbers that are this set */
    List **adj;
    int nempty;
    int *empty;      /* the empty sets' numbers in the query's list */
    int *pair_small; /* [u]: the smaller set matched to u, 0 for none */
    int *pair_large; /* [v]: the larger set matched to v, 0 for none */
    int *dist;       /* Hopcroft-Karp's layers, [0] standing for "unmatched" */
} Rollups;

static int len_cmp(List *const *sets, int a, int b)
{
    int la = list_length(sets[a]), lb = list_length(sets[b]);
    return (la > lb) - (la < lb);
}

static void swap_int(int *a, int i, int j)
{
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
}

static int med3(int *a, List *const *sets, int x, int y, int z)
{
    if (len_cmp(sets, a[x], a[y]) < 0)
        return len_cmp(sets, a[y], a[z]) < 0 ? y : len_cmp(sets, a[x], a[z]) < 0 ? z : x;
    return len_cmp(sets, a[y], a[z]) > 0 ? y : len_cmp(sets, a[x], a[z]) < 0 ? x : z;
}

/*
 * Sort set numbers a[lo..lo+n-1] by set size with the quicksort PG sorts grouping sets with
 * (Bentley and McIlroy's "Engineering a Sort Function": insertion sort below 7 items, a
 * presorted check, median-of-three pivots, equal items gathered at the ends then swapped to
 * the middle). The sort is not stable, and PG's rollups and EXPLAIN depend on the order in
 * which it leaves sets of equal size, so it is reproduced step for step.
 */
static void sort_by_size(int *a, int lo, int n, List *const *sets)
{
    for (;;) {
        if (n < 7) {
            for (int m = lo + 1; m < lo + n; m++)
                for (int l = m; l > lo && len_cmp(sets, a[l - 1], a[l]) > 0; l--)
                    swap_int(a, l, l - 1);
            return;
        }
        bool presorted = true;
        for (int m = lo + 1; m < lo + n && presorted; m++)
            presorted = len_cmp(sets, a[m - 1], a[m]) <= 0;
        if (presorted)
            return;
        int pm = lo + n / 2;
        if (n > 7) {
            int pl = lo, pn = lo + n - 1;
            if (n > 40) {
                int d = n / 8;
                pl = med3(a, sets, pl, pl + d, pl + 2 * d);
                pm = med3(a, sets, pm - d, pm, pm + d);
                pn = med3(a, sets, pn - 2 * d, pn - d, pn);
            }
            pm = med3(a, sets, pl, pm, pn);
        }
        swap_int(a, lo, pm);
        int pa = lo + 1, pb = lo + 1, pc = lo + n - 1, pd = lo + n - 1;
        for (;;) {
            int c;
            while (pb <= pc && (c = len_cmp(sets, a[pb], a[lo])) <= 0) {
                if (c == 0)
                    swap_int(a, pa++, pb);
                pb++;
            }
            while (pb <= pc && (c = len_cmp(sets, a[pc], a[lo])) >= 0) {
                if (c == 0)
                    swap_int(a, pc, pd--);
                pc--;
            }
            if (pb > pc)
                break;
            swap_int(a, pb++, pc--);
        }
        int end = lo + n;
        int d1 = Min(pa - lo, pb - pa);
        for (int k = 0; k < d1; k++)
            swap_int(a, lo + k, pb - d1 + k);
        d1 = Min(pd - pc, end - pd - 1);
        for (int k = 0; k < d1; k++)
            swap_int(a, pb + k, end - d1 + k);
        int left = pb - pa, right = pd - pc;
        /* the smaller side recursively, the larger one in this loop */
        if (left <= right) {
            if (left > 1)
                sort_by_size(a, lo, left, sets);
            if (right <= 1)
                return;
            lo = end - right;
            n = right;
        } else {
            if (right > 1)
                sort_by_size(a, end - right, right, sets);
            if (left <= 1)
                return;
            n = left;
        }
    }
}

static bool keys_subset(List *a, List *b)
{
    ListCell *lc;
    foreach (lc, a)
        if (!list_member_int(b, lfirst_int(lc)))
            return false;
    return true;
}

static bool same_keys(List *a, List *b)
{
    return list_length(a) == list_length(b) && keys_subset(a, b);
}

static void collect_sets(Rollups *r, List *sets)
{
    int n = list_length(sets);
    List **qs = palloc0(sizeof(List *) * (size_t)(n + 1));
    int *order = palloc0(sizeof(int) * (size_t)(n + 1));
    ListCell *lc;
    foreach (lc, sets) {
        qs[foreach_current_index(lc)] = lfirst(lc);
        order[foreach_current_index(lc)] = foreach_current_index(lc);
    }
    sort_by_size(order, 0, n, qs);
    r->sets = palloc0(sizeof(List *) * (size_t)(n + 1));
    r->members = palloc0(sizeof(List *) * (size_t)(n + 1));
    r->adj = palloc0(sizeof(List *) * (size_t)(n + 1));
    r->empty = palloc0(sizeof(int) * (size_t)(n + 1));
    for (int i = 0; i < n; i++) {
        List *keys = qs[order[i]];
        int dup = 0;
        if (keys == NIL) {
            r->empty[r->nempty++] = order[i];
            continue;
        }
        for (int u = 1; u <= r->nsets && dup == 0; u++)
            if (same_keys(r->sets[u], keys))
                dup = u;
        if (dup > 0) {
            r->members[dup] = lappend_int(r->members[dup], order[i]);
            continue;
        }
        int u = ++r->nsets;
        r->sets[u] = keys;
        r->members[u] = lappend_int(NIL, order[i]);
        for (int v = 1; v < u; v++)
            if (list_length(r->sets[v]) < list_length(keys) && keys_subset(r->sets[v], keys))
                r->adj[u] = lappend_int(r->adj[u], v);
    }
    r->pair_small = palloc0(sizeof(int) * (size_t)(r->nsets + 1));
    r->pair_large = palloc0(sizeof(int) * (size_t)(r->nsets + 1));
    r->dist = palloc0(sizeof(int) * (size_t)(r->nsets + 1));
}

#define HK_INF INT_MAX

/* Hopcroft-Karp's breadth-first layers from the unmatched sets; false: no augmenting path. */
static bool hk_layers(Rollups *r)
{
    int *queue = palloc(sizeof(int) * (size_t)(r->nsets + 1));
    int head = 0, tail = 0;
    for (int u = 1; u <= r->nsets; u++) {
        r->dist[u] = r->pair_small[u] == 0 ? 0 : HK_INF;
        if (r->pair_small[u] == 0)
            queue[tail++] = u;
    }
    r->dist[0] = HK_INF;
    while (head < tail) {
        int u = queue[head++];
        ListCell *lc;
        if (r->dist[u] >= r->dist[0])
            continue;
        foreach (lc, r->adj[u]) {
            int next = r->pair_large[lfirst_int(lc)];
            if (r->dist[next] == HK_INF) {
                r->dist[next] = r->dist[u] + 1;
                if (next != 0)
                    queue[tail++] = next;
            }
        }
    }
    pfree(queue);
    return r->dist[0] != HK_INF;
}

static bool hk_augment(Rollups *r, int u)
{
    ListCell *lc;
    if (u == 0)
        return true;
    foreach (lc, r->adj[u]) {
        int v = lfirst_int(lc), next = r->pair_large[v];
        if (r->dist[next] == r->dist[u] + 1 && hk_augment(r, next)) {
            r->pair_large[v] = u;
            r->pair_small[u] = v;
            return true;
        }
    }
    r->dist[u] = HK_INF;
    return false;
}

/* A maximum matching of sets with larger sets containing them (Hopcroft-Karp, as PG's). */
static void match_sets(Rollups *r)
{
    while (hk_layers(r))
        for (int u = 1; u <= r->nsets; u++)
            if (r->pair_small[u] == 0)
                hk_augment(r, u);
}

/*
 * The chains, each an IntList of sets (vertices), smallest first: a set matched with a smaller
 * one continues that one's chain, any other starts a chain, in the sorted order.
 */
static List *build_chains(Rollups *r)
{
    int *chainof = palloc0(sizeof(int) * (size_t)(r->nsets + 1));
    List *chains = NIL;
    for (int u = 1; u <= r->nsets; u++) {
        if (r->pair_small[u] == 0) {
            chainof[u] = list_length(chains);
            chains = lappend(chains, lappend_int(NIL, u));
        } else {
            chainof[u] = chainof[r->pair_small[u]];
            ListCell *c = list_nth_cell(chains, chainof[u]);
            lfirst(c) = lappend_int(lfirst(c), u);
        }
    }
    return chains;
}

/*
 * The key order of a chain: each set's keys not in the smaller sets are appended, first those
 * the ORDER BY lists next (`sortkeys`, the first chain only, as PG), then the others in the
 * order the set lists them.
 */
static List *chain_key_order(Rollups *r, List *chain, List *sortkeys)
{
    List *order = NIL;
    ListCell *lc;
    foreach (lc, chain) {
        List *keys = r->sets[lfirst_int(lc)];
        ListCell *k;
        while (list_length(sortkeys) > list_length(order)) {
            int next = list_nth_int(sortkeys, list_length(order));
            if (!list_member_int(keys, next) || list_member_int(order, next))
                break;
            order = lappend_int(order, next);
        }
        foreach (k, keys)
            if (!list_member_int(order, lfirst_int(k)))
                order = lappend_int(order, lfirst_int(k));
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
        int u = list_nth_int(chain, i);
        List *keys = r->sets[u];
        for (int m = 0; m < list_length(r->members[u]); m++) {
            if (hashed) {
                List *sub = NIL;
                for (int k = 0; k < list_length(keys); k++)
                    sub = lappend_int(sub, list_nth_int(order, k));
                add_set(o, keys, add_rollup(agg, true, sub));
            } else
                add_set(o, keys, rollup);
        }
    }
    for (int e = 0; with_empty && e < r->nempty; e++)
        add_set(o, NIL, rollup);
}

/*
 * Sorted input, and the memory to hash some chains besides the first (which the input order
 * serves): PG's knapsack. Each further chain is an item weighing its hash tables' estimated
 * size, all of equal value (each one hashed saves a sort); the most chains that fit are
 * hashed, the earlier ones preferred among equal choices. Weights are scaled to about twenty
 * units per chain, as PG's 5% error margin.
 */
static void knapsack_chains(Agg *agg, const double *chain_groups, int nchains, double width,
                            bool *hashed)
{
    double space = (double)work_mem_kb * 1024.0 * hash_mem_multiplier;
    double scale = Max(space / (20.0 * nchains), 1.0);
    int capacity = (int)floor(space / scale);
    int *best = palloc0(sizeof(int) * (size_t)(capacity + 1));
    bool **take = palloc0(sizeof(bool *) * (size_t)(capacity + 1));
    double entry = hash_entry_size(agg, width);

    for (int w = 0; w <= capacity; w++)
        take[w] = palloc0(sizeof(bool) * (size_t)(nchains + 1));
    for (int c = 1; c < nchains; c++) {
        double weight = Min(floor(chain_groups[c] * entry / scale), capacity + 1.0);
        int wt = (int)weight;
        for (int w = capacity; w >= wt; w--)
            if (best[w - wt] + 1 > best[w]) {
                best[w] = best[w - wt] + 1;
                memcpy(take[w], take[w - wt], sizeof(bool) * (size_t)nchains);
                take[w][c] = true;
            }
    }
    memcpy(hashed, take[capacity], sizeof(bool) * (size_t)nchains);
}

static List *key_list(const int *keys, int n)
{
    List *out = NIL;
    for (int j = 0; j < n; j++)
        out = lappend_int(out, keys[j]);
    return out;
}

/* The ORDER BY keys that order the keys of chain c: the first chain's only. */
static List *chain_sortkeys(const AggPlanInput *in, int c)
{
    return c == 0 ? in->order_keys : NIL;
}

static List *plan_grouping_sets(Agg *agg, const AggPlanInput *in)
{
    Rollups r = {0};
    int n = list_length(in->sets);
    collect_sets(&r, in->sets);
    match_sets(&r);
    List *chains = build_chains(&r);
    int nchains = list_length(chains);
    double groups = 0;
    double *chain_groups = palloc0(sizeof(double) * (size_t)(nchains + 1));
    bool *hashed = palloc0(sizeof(bool) * (size_t)(nchains + 1));
    ListCell *lc, *s;
    foreach (lc, chains)
        foreach (s, (List *)lfirst(lc)) {
            ListCell *m;
            foreach (m, r.members[lfirst_int(s)])
                chain_groups[foreach_current_index(lc)] += in->set_groups[lfirst_int(m)];
        }
    for (int c = 0; c < nchains; c++)
        groups += chain_groups[c];

    RollupOut o = {agg, 0, palloc0(sizeof(bool) * (size_t)(n * agg->numCols + 1))};
    agg->setRollup = palloc0(sizeof(int) * (size_t)(n + 1));
    agg->rollupHashed = palloc0(sizeof(bool) * (size_t)(n + 2));
    agg->rollupNumKeys = palloc0(sizeof(int) * (size_t)(n + 2));
    agg->rollupKeys = palloc0(sizeof(int *) * (size_t)(n + 2));
    bool hash_all = choose_hash(agg, groups, in->input_width);
    bool any_hashed = hash_all;
    if (!hash_all && nchains > 1 && keys_hashable(agg) &&
        strcmp(guc_show("enable_hashagg"), "on") == 0) {
        knapsack_chains(agg, chain_groups, nchains, in->input_width, hashed);
        for (int c = 1; c < nchains; c++)
            any_hashed |= hashed[c];
    }
    if (hash_all) {
        foreach (lc, chains) {
            List *sk = chain_sortkeys(in, foreach_current_index(lc));
            emit_chain(&o, &r, lfirst(lc), chain_key_order(&r, lfirst(lc), sk), true, false);
        }
        if (r.nempty > 0)
            emit_chain(&o, &r, NIL, NIL, false, true);
    } else {
        /* the hashed chains' sets first, last one first (PG puts each in front) */
        for (int c = nchains - 1; c >= 0; c--)
            if (hashed[c]) {
                List *chain = list_nth(chains, c);
                List *order = chain_key_order(&r, chain, chain_sortkeys(in, c));
                for (int i = 0; i < list_length(chain); i++)
                    emit_chain(&o, &r, lappend_int(NIL, list_nth_int(chain, i)), order, true,
                               false);
            }
        foreach (lc, chains) {
            int c = foreach_current_index(lc);
            if (!hashed[c])
                emit_chain(&o, &r, lfirst(lc), chain_key_order(&r, lfirst(lc), chain_sortkeys(in, c)),
                           false, c == 0);
        }
    }
    agg->numSets = o.nsets;
    agg->setKeys = o.setKeys;
    if (!any_hashed)
        agg->aggstrategy = AGG_SORTED;
    else
        agg->aggstrategy = hash_all && r.nempty == 0 ? AGG_HASHED : AGG_MIXED;
    if (!hash_all) {
        int first = 0;
        while (agg->rollupHashed[first])
            first++;
        sort_input(agg, agg->rollupKeys[first], agg->rollupNumKeys[first], 0, in);
    }
    /* One sorted rollup returns its groups in its key order (a set's row after the longer
     * sets' rows with its keys, as their NULLs sort last); several come out interleaved. */
    if (agg->aggstrategy == AGG_SORTED && agg->numRollups == 1)
        return key_list(agg->rollupKeys[0], agg->rollupNumKeys[0]);
    return NIL;
}

List *plan_agg_strategy(Agg *agg, const AggPlanInput *in)
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
        return NIL;
    }
    if (in->sets != NIL)
        return plan_grouping_sets(agg, in);
    if (choose_hash(agg, in->num_groups, in->input_width)) {
        agg->aggstrategy = AGG_HASHED;
        return NIL;
    }
    agg->aggstrategy = AGG_SORTED;
    int *order = palloc(sizeof(int) * (size_t)(agg->numCols + 1));
    for (int k = 0; k < agg->numCols; k++)
        order[k] = k;
    sort_input(agg, order, agg->numCols, in->presorted, in);
    return key_list(order, agg->numCols); /* sorted below or by the node itself */
}
