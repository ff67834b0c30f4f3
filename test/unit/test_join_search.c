/*
 * test_join_search.c: the join searches of src/planner/join_search.c on synthetic problems.
 *
 * The one idea: a plan here is just a set with its rows and cost (rows: the product of the
 * items' rows and of the selectivities of the edges inside the set; cost: the sum of the rows
 * of every join, PG's C_out), so the cheapest plan can be found by brute force over every way
 * of splitting each connected set into two linked connected sets, and the dynamic programming
 * must find exactly that cost on random connected graphs. The greedy search must return a plan
 * of all items, never cheaper than the optimum; disconnected graphs still get a plan (products),
 * and a join the callback refuses (as a LATERAL item before the items it reads) never appears.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "common/mcxt.h"
#include "planner/join_search.h"

#define MAXN 9

typedef struct Graph {
    int n;
    double rows[MAXN];
    double sel[MAXN][MAXN]; /* 0: no edge */
    int refuse_outer;       /* item that may not be a join's outer side alone (-1: none) */
    int needs_item;         /* refuse_outer may only join a set holding this item */
} Graph;

typedef struct TPlan {
    JoinSet set;
    double rows, cost;
    struct TPlan *l, *r;
} TPlan;

static int failures;

static void check(int cond, const char *what, int trial)
{
    if (!cond) {
        fprintf(stderr, "FAIL: %s (trial %d)\n", what, trial);
        failures++;
    }
}

static double set_rows(const Graph *g, JoinSet s)
{
    double rows = 1;
    for (int i = 0; i < g->n; i++) {
        if (!(s & ((JoinSet)1 << i)))
            continue;
        rows *= g->rows[i];
        for (int j = i + 1; j < g->n; j++)
            if ((s & ((JoinSet)1 << j)) && g->sel[i][j] > 0)
                rows *= g->sel[i][j];
    }
    return rows;
}

static bool linked(void *arg, JoinSet a, JoinSet b)
{
    const Graph *g = arg;
    for (int i = 0; i < g->n; i++)
        for (int j = 0; j < g->n; j++)
            if ((a & ((JoinSet)1 << i)) && (b & ((JoinSet)1 << j)) && g->sel[i][j] > 0)
                return true;
    return false;
}

static bool legal(const Graph *g, JoinSet outer, JoinSet inner)
{
    JoinSet r = g->refuse_outer >= 0 ? (JoinSet)1 << g->refuse_outer : 0;
    if (outer == r && r)
        return false;
    if (inner == r && r && !(outer & ((JoinSet)1 << g->needs_item)))
        return false;
    return true;
}

static void *join(void *arg, JoinSet a, void *pa, JoinSet b, void *pb)
{
    const Graph *g = arg;
    TPlan *l = pa, *r = pb;
    if (!legal(g, a, b)) {
        if (!legal(g, b, a))
            return NULL;
        TPlan *t = l;
        l = r;
        r = t;
    }
    TPlan *p = palloc0(sizeof(TPlan));
    p->set = a | b;
    p->rows = set_rows(g, a | b);
    p->cost = l->cost + r->cost + p->rows;
    p->l = l;
    p->r = r;
    return p;
}

static double cost(void *arg, const void *plan)
{
    (void)arg;
    return ((const TPlan *)plan)->cost;
}

static bool connected(const Graph *g, JoinSet s)
{
    JoinSet seen = s & (~s + 1), frontier = seen;
    while (frontier) {
        JoinSet next = 0;
        for (int i = 0; i < g->n; i++)
            if (frontier & ((JoinSet)1 << i))
                for (int j = 0; j < g->n; j++)
                    if ((s & ((JoinSet)1 << j)) && g->sel[i][j] > 0)
                        next |= (JoinSet)1 << j;
        frontier = next & ~seen;
        seen |= next;
    }
    return seen == s;
}

/* The cheapest cost of set s over every split into two linked connected halves. */
static double brute(const Graph *g, JoinSet s, double *memo)
{
    if ((s & (s - 1)) == 0)
        return 0;
    if (memo[s] >= 0)
        return memo[s];
    double best = INFINITY;
    for (JoinSet a = (s - 1) & s; a; a = (a - 1) & s) {
        JoinSet b = s & ~a;
        if (!connected(g, a) || !connected(g, b) || !linked((void *)g, a, b))
            continue;
        double c = brute(g, a, memo) + brute(g, b, memo);
        if (c < best)
            best = c;
    }
    memo[s] = best + set_rows(g, s);
    return memo[s];
}

static void random_graph(Graph *g, int n, bool connect)
{
    g->n = n;
    g->refuse_outer = -1;
    for (int i = 0; i < n; i++) {
        g->rows[i] = 1 + rand() % 10000;
        for (int j = 0; j < n; j++)
            g->sel[i][j] = 0;
    }
    for (int i = 1; i < n; i++) {
        int j = connect ? rand() % i : (i % 2 ? i - 1 : -1);
        if (j < 0 || (!connect && i >= n / 2 && j < n / 2))
            continue;
        g->sel[i][j] = g->sel[j][i] = 1.0 / (1 + rand() % 1000);
    }
    for (int k = 0; connect && k < n / 2; k++) {
        int i = rand() % n, j = rand() % n;
        if (i != j)
            g->sel[i][j] = g->sel[j][i] = 1.0 / (1 + rand() % 1000);
    }
}

static void **leaf_plans(const Graph *g)
{
    void **plans = palloc(sizeof(void *) * (size_t)g->n);
    for (int i = 0; i < g->n; i++) {
        TPlan *p = palloc0(sizeof(TPlan));
        p->set = (JoinSet)1 << i;
        p->rows = g->rows[i];
        plans[i] = p;
    }
    return plans;
}

/* No join in the tree has the refused item as its outer side, or before the item it needs. */
static bool respects(const Graph *g, const TPlan *p)
{
    if (p->l == NULL)
        return true;
    return legal(g, p->l->set, p->r->set) && respects(g, p->l) && respects(g, p->r);
}

int main(void)
{
    MemoryContext cxt = mcxt_create(NULL, "test_join_search");
    MemoryContext old = mcxt_switch_to(cxt);
    srand(7);
    for (int trial = 0; trial < 200; trial++) {
        Graph g;
        int n = 2 + rand() % (MAXN - 1);
        random_graph(&g, n, true);
        JoinSearchOps ops = {join, cost, linked, &g};
        JoinSet all = ((JoinSet)1 << n) - 1;
        double *memo = palloc(sizeof(double) * (size_t)(all + 1));
        for (JoinSet s = 0; s <= all; s++)
            memo[s] = -1;
        double opt = brute(&g, all, memo);
        TPlan *dp = joinsearch_dp(n, leaf_plans(&g), &ops);
        TPlan *gr = joinsearch_greedy(n, leaf_plans(&g), &ops);
        check(dp != NULL && dp->set == all, "dynamic programming covers every item", trial);
        check(dp != NULL && fabs(dp->cost - opt) <= 1e-9 * opt, "dynamic programming is optimal",
              trial);
        check(gr != NULL && gr->set == all, "greedy covers every item", trial);
        check(gr != NULL && gr->cost >= opt * (1 - 1e-9), "greedy is not below the optimum",
              trial);

        random_graph(&g, n, false);
        dp = joinsearch_dp(n, leaf_plans(&g), &ops);
        gr = joinsearch_greedy(n, leaf_plans(&g), &ops);
        check(dp != NULL && dp->set == all, "products join a disconnected graph (dp)", trial);
        check(gr != NULL && gr->set == all, "products join a disconnected graph (greedy)", trial);

        if (n >= 3) {
            random_graph(&g, n, true);
            g.refuse_outer = rand() % n;
            g.needs_item = (g.refuse_outer + 1) % n;
            dp = joinsearch_dp(n, leaf_plans(&g), &ops);
            gr = joinsearch_greedy(n, leaf_plans(&g), &ops);
            check(dp != NULL && dp->set == all && respects(&g, dp), "refused joins (dp)", trial);
            check(gr != NULL && gr->set == all && respects(&g, gr), "refused joins (greedy)",
                  trial);
        }
        mcxt_reset(cxt);
    }
    mcxt_switch_to(old);
    mcxt_delete(cxt);
    if (failures) {
        fprintf(stderr, "%d failures\n", failures);
        return 1;
    }
    printf("ok: join_search on 200 random problems\n");
    return 0;
}
