/*
 * join_search.c: dynamic programming and greedy search over the sets of a join problem.
 *
 * The dynamic programming keeps one plan per set of items, the cheapest found, in a small
 * hash table keyed by the set's bits; the sets of each size are also listed, so that a level
 * only combines sets of the levels below (PG's join_rel_level lists). A pair is tried only
 * when a join condition links it, as PG's have_relevant_joinclause, so a star schema never
 * considers products of dimension tables; an item linked to nothing joins anything, and a
 * level left empty retries every pair, so a plan always exists when some order is legal.
 */
#include "planner/join_search.h"

#include "common/basalt.h"
#include "common/mcxt.h"

/* ------------------------------------------------ one plan per set */

typedef struct SetEntry {
    JoinSet set; /* 0: empty slot */
    void *plan;
} SetEntry;

typedef struct SetTable {
    SetEntry *slots;
    uint64_t mask; /* capacity - 1, a power of two */
    uint64_t used;
} SetTable;

static uint64_t set_hash(JoinSet s)
{
    s ^= s >> 33;
    s *= 0xff51afd7ed558ccdULL;
    s ^= s >> 33;
    return s;
}

static void settable_init(SetTable *t, uint64_t capacity)
{
    t->slots = palloc0(sizeof(SetEntry) * capacity);
    t->mask = capacity - 1;
    t->used = 0;
}

static SetEntry *settable_slot(SetTable *t, JoinSet s)
{
    uint64_t i = set_hash(s) & t->mask;
    while (t->slots[i].set != 0 && t->slots[i].set != s)
        i = (i + 1) & t->mask;
    return &t->slots[i];
}

static void settable_grow(SetTable *t)
{
    SetEntry *old = t->slots;
    uint64_t n = t->mask + 1;
    settable_init(t, n * 2);
    for (uint64_t i = 0; i < n; i++)
        if (old[i].set != 0) {
            *settable_slot(t, old[i].set) = old[i];
            t->used++;
        }
    pfree(old);
}

/* ------------------------------------------------ the sets of one size */

typedef struct SetLevel {
    JoinSet *sets;
    int n, cap;
} SetLevel;

static void level_add(SetLevel *lv, JoinSet s)
{
    if (lv->n == lv->cap) {
        lv->cap = lv->cap ? lv->cap * 2 : 16;
        lv->sets = lv->sets ? repalloc(lv->sets, sizeof(JoinSet) * (size_t)lv->cap)
                            : palloc(sizeof(JoinSet) * (size_t)lv->cap);
    }
    lv->sets[lv->n++] = s;
}

typedef struct DpState {
    const JoinSearchOps *ops;
    SetTable best;
    SetLevel *levels; /* levels[k]: the sets of k items that have a plan */
    int n;
} DpState;

static void *dp_plan(DpState *st, JoinSet s) { return settable_slot(&st->best, s)->plan; }

/* Join a and b; keep the plan if its set has none yet or it is cheaper. */
static void dp_try(DpState *st, JoinSet a, JoinSet b, int k)
{
    const JoinSearchOps *ops = st->ops;
    void *p = ops->join(ops->arg, a, dp_plan(st, a), b, dp_plan(st, b));
    if (p == NULL)
        return;
    SetEntry *e = settable_slot(&st->best, a | b);
    if (e->set == 0) {
        e->set = a | b;
        e->plan = p;
        level_add(&st->levels[k], a | b);
        if (++st->best.used * 2 > st->best.mask)
            settable_grow(&st->best);
    } else if (ops->cost(ops->arg, p) < ops->cost(ops->arg, e->plan))
        e->plan = p;
}

/* Sets of k-1 items joined with one more item: linked ones, or any when the set is linked to
 * nothing outside it (or when products are all that is left). */
static void dp_left_deep(DpState *st, int k, bool products)
{
    const JoinSearchOps *ops = st->ops;
    JoinSet all = st->n == 64 ? ~(JoinSet)0 : (((JoinSet)1 << st->n) - 1);
    SetLevel *prev = &st->levels[k - 1];
    for (int i = 0; i < prev->n; i++) {
        JoinSet s = prev->sets[i];
        bool free_to_join = products || !ops->linked(ops->arg, s, all & ~s);
        for (int j = 0; j < st->n; j++) {
            JoinSet one = (JoinSet)1 << j;
            if ((s & one) || (k == 2 && one < s))
                continue; /* two single items: each pair once */
            if (free_to_join || ops->linked(ops->arg, s, one))
                dp_try(st, s, one, k);
        }
    }
}

/* Bushy plans: a set of j items joined with a linked set of k-j items, 2 <= j <= k-j. */
static void dp_bushy(DpState *st, int k)
{
    const JoinSearchOps *ops = st->ops;
    for (int j = 2; j <= k - j; j++) {
        SetLevel *la = &st->levels[j], *lb = &st->levels[k - j];
        for (int a = 0; a < la->n; a++)
            for (int b = 0; b < lb->n; b++) {
                JoinSet sa = la->sets[a], sb = lb->sets[b];
                if ((sa & sb) || (j == k - j && sb < sa))
                    continue;
                if (ops->linked(ops->arg, sa, sb))
                    dp_try(st, sa, sb, k);
            }
    }
}

void *joinsearch_dp(int n, void **plans, const JoinSearchOps *ops)
{
    DpState st;
    Assert(n >= 2 && n <= JOINSEARCH_MAX_ITEMS);
    st.ops = ops;
    st.n = n;
    st.levels = palloc0(sizeof(SetLevel) * (size_t)(n + 1));
    settable_init(&st.best, 256);
    for (int i = 0; i < n; i++) {
        JoinSet one = (JoinSet)1 << i;
        SetEntry *e = settable_slot(&st.best, one);
        e->set = one;
        e->plan = plans[i];
        st.best.used++;
        level_add(&st.levels[1], one);
    }
    for (int k = 2; k <= n; k++) {
        dp_left_deep(&st, k, false);
        dp_bushy(&st, k);
        if (st.levels[k].n == 0)
            dp_left_deep(&st, k, true); /* PG's last resort: products */
        if (st.levels[k].n == 0)
            return NULL;
    }
    JoinSet all = n == 64 ? ~(JoinSet)0 : (((JoinSet)1 << n) - 1);
    return dp_plan(&st, all);
}

/* ------------------------------------------------ greedy */

void *joinsearch_greedy(int n, void **plans, const JoinSearchOps *ops)
{
    JoinSet *sets = palloc(sizeof(JoinSet) * (size_t)n);
    void **cur = palloc(sizeof(void *) * (size_t)n);
    int m = n;
    Assert(n >= 2 && n <= JOINSEARCH_MAX_ITEMS);
    for (int i = 0; i < n; i++) {
        sets[i] = (JoinSet)1 << i;
        cur[i] = plans[i];
    }
    while (m > 1) {
        void *best = NULL;
        double best_cost = 0;
        int bi = -1, bj = -1;
        /* first the linked pairs; products only when no linked pair can be joined */
        for (int pass = 0; pass < 2 && best == NULL; pass++)
            for (int i = 0; i < m; i++)
                for (int j = i + 1; j < m; j++) {
                    if (pass == 0 && !ops->linked(ops->arg, sets[i], sets[j]))
                        continue;
                    void *p = ops->join(ops->arg, sets[i], cur[i], sets[j], cur[j]);
                    if (p == NULL)
                        continue;
                    double c = ops->cost(ops->arg, p);
                    if (best == NULL || c < best_cost) {
                        best = p;
                        best_cost = c;
                        bi = i;
                        bj = j;
                    }
                }
        if (best == NULL)
            return NULL;
        sets[bi] |= sets[bj];
        cur[bi] = best;
        sets[bj] = sets[m - 1];
        cur[bj] = cur[m - 1];
        m--;
    }
    return cur[0];
}
