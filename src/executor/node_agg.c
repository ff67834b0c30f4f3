/*
 * node_agg.c: aggregation, plain (one group over all input) and hashed (GROUP BY).
 *
 * The node reads all of its input first. For each input row it finds the row's group (hash of
 * the GROUP BY values, NULLs hashing and comparing equal so that they group together) and
 * advances every aggregate's transition state; then it returns one row per group, computed
 * from the group's first input row (for the grouped columns) and the final aggregate values.
 * HAVING is the node's qual. Groups come out in the order they were first seen.
 *
 * GROUPING SETS / CUBE / ROLLUP in the same single pass: each input row belongs to one group
 * per grouping set (the keys outside the set do not count, and the set is part of the hash),
 * so all the sets' aggregates advance together. A group's output row reads its grouping
 * columns from a key row whose keys outside its set are NULL, and GROUPING() from the set's
 * key flags. An empty grouping set gives its one row even for empty input, as PG's.
 *
 * Transition rules are PostgreSQL's: a strict transition function skips rows with a NULL
 * input; when the initial state is NULL, the first non-NULL input becomes the state; a strict
 * final function of a NULL state gives NULL. States live in the node's aggregate memory
 * (AggCallContext.aggcontext); by-reference states returned by the transition function are
 * copied there unless they are INTERNAL pointers the function allocated there itself.
 */
#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "planner/nodefuncs.h"

typedef struct AggDef {
    Aggref *aggref;
    const ProcInfo *transfn;
    const ProcInfo *finalfn; /* NULL: the state is the result */
    Oid transtype;
    bool transbyval; /* INTERNAL counts as by-value: the pointer is the state */
    int16 translen;
    bool initnull;
    Datum initval; /* in query memory */
    int nargs;
    ExprState **args;
    ExprState *filter;
    FunctionCallInfo fcinfo;
    /* DISTINCT / ORDER BY inside the call: inputs are collected per group, sorted, fed later */
    bool sorted;
    int nsort;
    ExprState **sortexprs;
    Oid *sortcmp;
    Oid *sortcoll;
    bool *sortrev;
    bool *sortnf;
    Oid *argeq; /* DISTINCT: "=" procs of the arguments */
    int16 *collen;
    bool *colbyval;
} AggDef;

/* The collected inputs of one sorted aggregate in one group: rows of nargs + nsort values. */
typedef struct SortedInput {
    long n;
    long cap;
    Datum *vals;
    bool *nulls;
} SortedInput;

typedef struct AggGroup {
    struct AggGroup *hashnext;
    struct AggGroup *next; /* in order of creation */
    uint32 hash;
    int set; /* its grouping set (0 without grouping sets) */
    StoredRow *first;
    Datum *keys;
    bool *keynulls;
    Datum *trans;
    bool *transnull;
    bool *notrans; /* initial state NULL and no input yet */
    SortedInput **inputs; /* per aggregate, for sorted aggregates */
} AggGroup;

typedef struct AggState {
    PlanState ps;
    int naggs;
    AggDef *aggs;
    int nkeys;
    ExprState **keyexprs;
    Oid *keytypes;
    PGFunction *hashfns;
    MemoryContext aggcxt;
    AggCallContext callcxt;
    AggGroup **buckets;
    uint32 nbuckets;
    long ngroups;
    AggGroup *groups;
    AggGroup *lastgroup;
    AggGroup *outnext;
    bool filled;
    Datum *aggvalues;
    bool *aggnulls;
    TupleTableSlot *firstslot;
    Datum *tmpkeys;
    bool *tmpnulls;
    int nsets;                /* grouping sets; 1 without them */
    TupleTableSlot *keyslot;  /* grouping sets: the output group's keys, NULL outside its set */
} AggState;

/* Is key k in grouping set s? */
static bool key_in_set(AggState *as, int set, int k)
{
    Agg *node = (Agg *)as->ps.plan;
    return node->numSets == 0 || node->setKeys[set * as->nkeys + k];
}

static uint32 hash_keys(AggState *as, int set)
{
    Agg *node = (Agg *)as->ps.plan;
    uint32 h = (uint32)set * 0x9E3779B9u;

    for (int k = 0; k < as->nkeys; k++) {
        if (!key_in_set(as, set, k))
            continue;
        uint32 kh = 0;
        if (!as->tmpnulls[k] && as->hashfns[k])
            kh = (uint32)DatumGetInt32(
                DirectFunctionCall1Coll(as->hashfns[k], node->grpCollations[k], as->tmpkeys[k]));
        h = ((h << 5) | (h >> 27)) ^ kh;
    }
    return h;
}

static bool group_matches(AggState *as, AggGroup *g, int set)
{
    Agg *node = (Agg *)as->ps.plan;
    if (g->set != set)
        return false;
    for (int k = 0; k < as->nkeys; k++)
        if (key_in_set(as, set, k) &&
            !exec_datums_equal(node->grpEqFuncs[k], node->grpCollations[k], g->keys[k],
                               g->keynulls[k], as->tmpkeys[k], as->tmpnulls[k]))
            return false;
    return true;
}

static void grow_buckets(AggState *as)
{
    uint32 nb = as->nbuckets * 2;
    MemoryContext old = mcxt_switch_to(as->aggcxt);
    AggGroup **b = palloc0(sizeof(AggGroup *) * nb);
    mcxt_switch_to(old);
    for (AggGroup *g = as->groups; g; g = g->next) {
        g->hashnext = b[g->hash & (nb - 1)];
        b[g->hash & (nb - 1)] = g;
    }
    as->buckets = b;
    as->nbuckets = nb;
}

static AggGroup *new_group(AggState *as, uint32 hash, TupleTableSlot *in, int set)
{
    MemoryContext old = mcxt_switch_to(as->aggcxt);
    AggGroup *g = palloc0(sizeof(AggGroup));
    int n = as->naggs > 0 ? as->naggs : 1;
    int nk = as->nkeys > 0 ? as->nkeys : 1;

    g->hash = hash;
    g->set = set;
    g->first = in ? exec_row_copy(in, as->aggcxt) : NULL;
    g->keys = palloc0(sizeof(Datum) * (size_t)nk);
    g->keynulls = palloc0(sizeof(bool) * (size_t)nk);
    for (int k = 0; k < as->nkeys; k++) {
        const TypeInfo *ti = type_by_oid(as->keytypes[k]);
        g->keynulls[k] = as->tmpnulls[k] || !key_in_set(as, set, k);
        g->keys[k] = g->keynulls[k] ? (Datum)0
                                     : exec_datum_copy(as->tmpkeys[k], ti ? ti->typbyval : true,
                                                       ti ? ti->typlen : 8);
    }
    g->trans = palloc0(sizeof(Datum) * (size_t)n);
    g->transnull = palloc0(sizeof(bool) * (size_t)n);
    g->notrans = palloc0(sizeof(bool) * (size_t)n);
    g->inputs = palloc0(sizeof(SortedInput *) * (size_t)n);
    for (int i = 0; i < as->naggs; i++) {
        AggDef *ad = &as->aggs[i];
        g->transnull[i] = ad->initnull;
        g->notrans[i] = ad->initnull;
        g->trans[i] = ad->initnull ? (Datum)0
                                   : exec_datum_copy(ad->initval, ad->transbyval, ad->translen);
    }
    mcxt_switch_to(old);
    if (as->lastgroup)
        as->lastgroup->next = g;
    else
        as->groups = g;
    as->lastgroup = g;
    g->hashnext = as->buckets[hash & (as->nbuckets - 1)];
    as->buckets[hash & (as->nbuckets - 1)] = g;
    if (++as->ngroups > (long)as->nbuckets)
        grow_buckets(as);
    return g;
}

/* Feed fcinfo->args[1..nargs] (already filled) to the transition function. */
static void transition(AggState *as, AggDef *ad, AggGroup *g, int i)
{
    FunctionCallInfo fc = ad->fcinfo;
    bool anynull = false;

    for (int a = 0; a < ad->nargs; a++)
        anynull |= fc->args[a + 1].isnull;
    if (ad->transfn->proisstrict) {
        if (anynull)
            return;
        if (g->notrans[i]) {
            /* The first non-NULL input becomes the state. */
            MemoryContext old = mcxt_switch_to(as->aggcxt);
            g->trans[i] = exec_datum_copy(fc->args[1].value, ad->transbyval, ad->translen);
            mcxt_switch_to(old);
            g->transnull[i] = false;
            g->notrans[i] = false;
            return;
        }
        if (g->transnull[i])
            return;
    }
    fc->args[0].value = g->trans[i];
    fc->args[0].isnull = g->transnull[i];
    fc->isnull = false;
    Datum nv = ad->transfn->fn(fc);
    bool nn = fc->isnull;
    if (!ad->transbyval && !nn && DatumGetPointer(nv) != DatumGetPointer(g->trans[i])) {
        MemoryContext old = mcxt_switch_to(as->aggcxt);
        nv = exec_datum_copy(nv, false, ad->translen);
        mcxt_switch_to(old);
        /* The old state is garbage now; free it so long inputs do not pile up copies. */
        if (!g->transnull[i] && DatumGetPointer(g->trans[i]) != NULL &&
            mcxt_of_chunk(DatumGetPointer(g->trans[i])) == as->aggcxt)
            pfree(DatumGetPointer(g->trans[i]));
    }
    g->trans[i] = nv;
    g->transnull[i] = nn;
    g->notrans[i] = false;
}

static void collect_input(AggState *as, AggDef *ad, AggGroup *g, int i, ExprContext *ec)
{
    int w = ad->nargs + ad->nsort;
    SortedInput *si = g->inputs[i];
    MemoryContext old = mcxt_switch_to(as->aggcxt);

    if (si == NULL)
        si = g->inputs[i] = palloc0(sizeof(SortedInput));
    if (si->n == si->cap) {
        long cap = si->cap ? si->cap * 2 : 16;
        Datum *v = palloc(sizeof(Datum) * (size_t)(cap * w + 1));
        bool *nl = palloc(sizeof(bool) * (size_t)(cap * w + 1));
        if (si->n) {
            memcpy(v, si->vals, sizeof(Datum) * (size_t)(si->n * w));
            memcpy(nl, si->nulls, sizeof(bool) * (size_t)(si->n * w));
        }
        si->vals = v;
        si->nulls = nl;
        si->cap = cap;
    }
    mcxt_switch_to(old);
    Datum *v = si->vals + si->n * w;
    bool *nl = si->nulls + si->n * w;
    for (int a = 0; a < w; a++) {
        ExprState *e = a < ad->nargs ? ad->args[a] : ad->sortexprs[a - ad->nargs];
        v[a] = exec_eval_expr(e, ec, &nl[a]);
        if (a < ad->nargs && nl[a] && ad->transfn->proisstrict)
            return; /* would be skipped anyway */
    }
    old = mcxt_switch_to(as->aggcxt);
    for (int a = 0; a < w; a++)
        if (!nl[a])
            v[a] = exec_datum_copy(v[a], ad->colbyval[a], ad->collen[a]);
    mcxt_switch_to(old);
    si->n++;
}

static void advance_aggregate(AggState *as, AggDef *ad, AggGroup *g, int i, ExprContext *ec)
{
    FunctionCallInfo fc = ad->fcinfo;

    if (ad->filter && !exec_qual(ad->filter, ec))
        return;
    if (ad->sorted) {
        collect_input(as, ad, g, i, ec);
        return;
    }
    for (int a = 0; a < ad->nargs; a++) {
        bool n;
        fc->args[a + 1].value = exec_eval_expr(ad->args[a], ec, &n);
        fc->args[a + 1].isnull = n;
    }
    transition(as, ad, g, i);
}

/* Sorted aggregates: sort the group's collected inputs, drop duplicates, feed them. */
static _Thread_local AggDef *cmp_def;
static _Thread_local SortedInput *cmp_input;

static int compare_inputs(long x, long y)
{
    AggDef *ad = cmp_def;
    int w = ad->nargs + ad->nsort;
    for (int k = 0; k < ad->nsort; k++) {
        int col = ad->nargs + k;
        int c = exec_compare_datums(ad->sortcmp[k], ad->sortcoll[k], cmp_input->vals[x * w + col],
                                    cmp_input->nulls[x * w + col], cmp_input->vals[y * w + col],
                                    cmp_input->nulls[y * w + col], ad->sortrev[k], ad->sortnf[k]);
        if (c != 0)
            return c;
    }
    return 0;
}

static void sort_indexes(long *a, long *tmp, long n)
{
    if (n < 2)
        return;
    long mid = n / 2;
    sort_indexes(a, tmp, mid);
    sort_indexes(a + mid, tmp, n - mid);
    long i = 0, j = mid, k = 0;
    while (i < mid && j < n)
        tmp[k++] = compare_inputs(a[j], a[i]) < 0 ? a[j++] : a[i++];
    while (i < mid)
        tmp[k++] = a[i++];
    while (j < n)
        tmp[k++] = a[j++];
    memcpy(a, tmp, sizeof(long) * (size_t)n);
}

static void feed_sorted(AggState *as, AggDef *ad, AggGroup *g, int i)
{
    SortedInput *si = g->inputs[i];
    int w = ad->nargs + ad->nsort;
    long prev = -1;

    if (si == NULL || si->n == 0)
        return;
    long *idx = palloc(sizeof(long) * (size_t)si->n);
    long *tmp = palloc(sizeof(long) * (size_t)si->n);
    for (long r = 0; r < si->n; r++)
        idx[r] = r;
    cmp_def = ad;
    cmp_input = si;
    sort_indexes(idx, tmp, si->n);
    for (long r = 0; r < si->n; r++) {
        long row = idx[r];
        if (ad->aggref->aggdistinct && prev >= 0) {
            bool same = true;
            for (int a = 0; a < ad->nargs && same; a++)
                same = exec_datums_equal(ad->argeq[a], ad->aggref->inputcollid,
                                         si->vals[prev * w + a], si->nulls[prev * w + a],
                                         si->vals[row * w + a], si->nulls[row * w + a]);
            if (same)
                continue;
        }
        prev = row;
        for (int a = 0; a < ad->nargs; a++) {
            ad->fcinfo->args[a + 1].value = si->vals[row * w + a];
            ad->fcinfo->args[a + 1].isnull = si->nulls[row * w + a];
        }
        transition(as, ad, g, i);
    }
}

static void agg_fill(AggState *as)
{
    ExprContext *ec = as->ps.econtext;
    Agg *node = (Agg *)as->ps.plan;

    for (;;) {
        TupleTableSlot *in = exec_proc_node(as->ps.lefttree);
        if (in == NULL)
            break;
        exec_reset_econtext(ec);
        ec->ecxt_outertuple = in;
        MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
        for (int k = 0; k < as->nkeys; k++)
            as->tmpkeys[k] = exec_eval_expr(as->keyexprs[k], ec, &as->tmpnulls[k]);
        mcxt_switch_to(old);
        for (int set = 0; set < as->nsets; set++) {
            old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
            uint32 h = hash_keys(as, set);
            AggGroup *g = as->buckets[h & (as->nbuckets - 1)];
            while (g && !(g->hash == h && group_matches(as, g, set)))
                g = g->hashnext;
            mcxt_switch_to(old);
            if (g == NULL)
                g = new_group(as, h, in, set);
            old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
            for (int i = 0; i < as->naggs; i++)
                advance_aggregate(as, &as->aggs[i], g, i, ec);
            mcxt_switch_to(old);
        }
    }
    /* A plain aggregate, and an empty grouping set, return one row even for empty input. */
    if (as->groups == NULL) {
        for (int k = 0; k < as->nkeys; k++)
            as->tmpnulls[k] = true;
        for (int set = 0; set < as->nsets; set++) {
            bool empty = true;
            for (int k = 0; k < as->nkeys; k++)
                empty &= !key_in_set(as, set, k);
            if (node->aggstrategy == AGG_PLAIN || (node->numSets > 0 && empty))
                new_group(as, 0, NULL, set);
        }
    }
    as->filled = true;
    as->outnext = as->groups;
}

static void finalize_group(AggState *as, AggGroup *g, ExprContext *ec)
{
    for (int i = 0; i < as->naggs; i++) {
        AggDef *ad = &as->aggs[i];
        if (ad->sorted)
            feed_sorted(as, ad, g, i);
        if (ad->finalfn == NULL) {
            as->aggvalues[i] = g->trans[i];
            as->aggnulls[i] = g->transnull[i];
            continue;
        }
        if (ad->finalfn->proisstrict && g->transnull[i]) {
            as->aggvalues[i] = (Datum)0;
            as->aggnulls[i] = true;
            continue;
        }
        FunctionCallInfo fc = palloc0(SizeForFunctionCallInfo(1));
        fc->fn_oid = ad->finalfn->oid;
        fc->nargs = 1;
        fc->context = &as->callcxt;
        fc->fncollation = ad->aggref->inputcollid;
        fc->rettype = ad->aggref->aggtype;
        fc->rettypmod = -1;
        fc->args[0].value = g->trans[i];
        fc->args[0].isnull = g->transnull[i];
        as->aggvalues[i] = ad->finalfn->fn(fc);
        as->aggnulls[i] = fc->isnull;
    }
}

static TupleTableSlot *exec_agg(PlanState *ps)
{
    AggState *as = (AggState *)ps;
    ExprContext *ec = ps->econtext;

    if (!as->filled)
        agg_fill(as);
    while (as->outnext) {
        AggGroup *g = as->outnext;
        as->outnext = g->next;
        exec_reset_econtext(ec);
        MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
        finalize_group(as, g, ec);
        mcxt_switch_to(old);
        ec->ecxt_outertuple = g->first ? exec_slot_store_row(as->firstslot, g->first)
                                       : exec_slot_store_nulls(as->firstslot);
        if (as->keyslot) {
            Agg *node = (Agg *)ps->plan;
            for (int k = 0; k < as->nkeys; k++) {
                as->keyslot->values_buf[k] = g->keys[k];
                as->keyslot->isnull_buf[k] = g->keynulls[k];
            }
            exec_slot_store_virtual(as->keyslot);
            ec->ecxt_innertuple = as->keyslot;
            ec->ecxt_grouping_present = &node->setKeys[g->set * as->nkeys];
        }
        ec->ecxt_aggvalues = as->aggvalues;
        ec->ecxt_aggnulls = as->aggnulls;
        if (!exec_qual(ps->qual, ec))
            continue;
        return exec_project(ps->proj);
    }
    return NULL;
}

static void agg_reset(AggState *as)
{
    mcxt_reset(as->aggcxt);
    as->nbuckets = 64;
    MemoryContext old = mcxt_switch_to(as->aggcxt);
    as->buckets = palloc0(sizeof(AggGroup *) * as->nbuckets);
    mcxt_switch_to(old);
    as->groups = as->lastgroup = as->outnext = NULL;
    as->ngroups = 0;
    as->filled = false;
}

static void rescan_agg(PlanState *ps)
{
    agg_reset((AggState *)ps);
    exec_rescan_node(ps->lefttree);
}

static void end_agg(PlanState *ps)
{
    mcxt_reset(((AggState *)ps)->aggcxt);
    exec_end_node(ps->lefttree);
}

static void set_sort_key(AggDef *ad, int k, Node *expr, bool rev, bool nf)
{
    Oid t = exprType(expr);
    ad->sortcmp[k] = exec_type_cmp_proc(t);
    if (ad->sortcmp[k] == InvalidOid)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("could not identify an ordering operator for type %s",
                       type_by_oid(t) ? type_by_oid(t)->typname : "unknown"));
    ad->sortcoll[k] = exprCollation(expr);
    ad->sortrev[k] = rev;
    ad->sortnf[k] = nf;
}

static void init_sorted_input(AggState *as, AggDef *ad, Aggref *ar, EState *estate)
{
    /* With DISTINCT, sort on the arguments after the ORDER BY keys so duplicates are adjacent. */
    List *keys = ar->aggorder != NIL ? list_copy(ar->aggorderexprs) : NIL;
    if (ar->aggdistinct || ar->aggorder == NIL)
        keys = list_concat(keys, ar->args);
    int n = list_length(keys), w;
    ListCell *lc;
    int k = 0;

    ad->sorted = true;
    ad->nsort = n;
    ad->sortexprs = palloc0(sizeof(ExprState *) * (size_t)(n + 1));
    ad->sortcmp = palloc0(sizeof(Oid) * (size_t)(n + 1));
    ad->sortcoll = palloc0(sizeof(Oid) * (size_t)(n + 1));
    ad->sortrev = palloc0(sizeof(bool) * (size_t)(n + 1));
    ad->sortnf = palloc0(sizeof(bool) * (size_t)(n + 1));
    foreach (lc, keys) {
        Node *e = lfirst(lc);
        ad->sortexprs[k] = exec_init_expr((Expr *)e, &as->ps, estate);
        if (k < list_length(ar->aggorder)) {
            SortGroupClause *sgc = list_nth(ar->aggorder, k);
            const OperInfo *op = sgc->sortop ? oper_by_oid(sgc->sortop) : NULL;
            set_sort_key(ad, k, e, op != NULL && op->oprname[0] == '>', sgc->nulls_first);
        } else
            set_sort_key(ad, k, e, false, false);
        k++;
    }
    w = ad->nargs + n;
    ad->collen = palloc0(sizeof(int16) * (size_t)(w + 1));
    ad->colbyval = palloc0(sizeof(bool) * (size_t)(w + 1));
    for (int a = 0; a < w; a++) {
        Node *e = a < ad->nargs ? list_nth(ar->args, a) : list_nth(keys, a - ad->nargs);
        const TypeInfo *ti = type_by_oid(exprType(e));
        ad->collen[a] = ti ? ti->typlen : 8;
        ad->colbyval[a] = ti ? ti->typbyval : true;
    }
    ad->argeq = palloc0(sizeof(Oid) * (size_t)(ad->nargs + 1));
    for (int a = 0; a < ad->nargs; a++) {
        const OperInfo *eq = oper_by_oid(type_eq_oper(exprType(list_nth(ar->args, a))));
        if (ar->aggdistinct && eq == NULL)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                    errmsg("could not identify an equality operator for type %s",
                           type_by_oid(exprType(list_nth(ar->args, a)))
                               ? type_by_oid(exprType(list_nth(ar->args, a)))->typname
                               : "unknown"));
        ad->argeq[a] = eq ? eq->oprcode : InvalidOid;
    }
}

static void init_aggdef(AggState *as, AggDef *ad, Aggref *ar, EState *estate)
{
    const AggInfo *ai = agg_by_oid(ar->aggfnoid);
    const TypeInfo *tt;
    int nargs = list_length(ar->args);
    ListCell *lc;
    int a = 0;

    if (ai == NULL)
        elog(ERROR, "aggregate %u has no implementation", ar->aggfnoid);
    ad->aggref = ar;
    ad->transfn = proc_by_oid(ai->aggtransfn);
    if (ad->transfn == NULL || ad->transfn->fn == NULL)
        elog(ERROR, "transition function %u of aggregate %u is missing", ai->aggtransfn,
             ar->aggfnoid);
    ad->finalfn = ai->aggfinalfn ? proc_by_oid(ai->aggfinalfn) : NULL;
    ad->transtype = ai->aggtranstype;
    if (ad->transtype == ANYARRAYOID || ad->transtype == ANYELEMENTOID)
        ad->transtype = ar->aggtype; /* a polymorphic state has the result's type (max(anyarray)) */
    tt = type_by_oid(ad->transtype);
    ad->transbyval = ad->transtype == INTERNALOID || (tt ? tt->typbyval : true);
    ad->translen = tt ? tt->typlen : 8;
    ad->initnull = ai->agginitval == NULL;
    if (!ad->initnull)
        ad->initval = type_input_cstring(ad->transtype, ai->agginitval, -1);
    ad->nargs = nargs;
    ad->args = palloc0(sizeof(ExprState *) * (size_t)(nargs + 1));
    foreach (lc, ar->args)
        ad->args[a++] = exec_init_expr(lfirst(lc), &as->ps, estate);
    if (ar->aggfilter)
        ad->filter = exec_init_qual(list_make1(ar->aggfilter), &as->ps, estate);
    if (ar->aggdistinct || ar->aggorder != NIL)
        init_sorted_input(as, ad, ar, estate);
    ad->fcinfo = palloc0(SizeForFunctionCallInfo(nargs + 1));
    ad->fcinfo->fn_oid = ad->transfn->oid;
    ad->fcinfo->nargs = (short)(nargs + 1);
    ad->fcinfo->context = &as->callcxt;
    ad->fcinfo->fncollation = ar->inputcollid;
    ad->fcinfo->rettype = ad->transtype;
    ad->fcinfo->rettypmod = -1;
    /* the inputs' types, for polymorphic transition functions (array_agg) */
    Oid *argtypes = palloc0(sizeof(Oid) * (size_t)(nargs + 1));
    argtypes[0] = ad->transtype;
    a = 1;
    foreach (lc, ar->args)
        argtypes[a++] = exec_expr_type(lfirst(lc));
    ad->fcinfo->argtypes = argtypes;
}

PlanState *exec_init_agg(Agg *node, EState *estate)
{
    AggState *as = exec_make_planstate(sizeof(AggState), &node->plan, estate);
    ListCell *lc;
    int i = 0;

    as->ps.exec = exec_agg;
    as->ps.rescan = rescan_agg;
    as->ps.end = end_agg;
    as->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    as->aggcxt = mcxt_create(CurrentMemoryContext, "aggregate");
    as->callcxt.aggcontext = as->aggcxt;
    as->naggs = list_length(node->aggrefs);
    as->aggs = palloc0(sizeof(AggDef) * (size_t)(as->naggs + 1));
    as->aggvalues = palloc0(sizeof(Datum) * (size_t)(as->naggs + 1));
    as->aggnulls = palloc0(sizeof(bool) * (size_t)(as->naggs + 1));
    foreach (lc, node->aggrefs) {
        init_aggdef(as, &as->aggs[i], lfirst(lc), estate);
        i++;
    }
    as->nkeys = list_length(node->groupExprs);
    as->keyexprs = palloc0(sizeof(ExprState *) * (size_t)(as->nkeys + 1));
    as->keytypes = palloc0(sizeof(Oid) * (size_t)(as->nkeys + 1));
    as->hashfns = palloc0(sizeof(PGFunction) * (size_t)(as->nkeys + 1));
    as->tmpkeys = palloc0(sizeof(Datum) * (size_t)(as->nkeys + 1));
    as->tmpnulls = palloc0(sizeof(bool) * (size_t)(as->nkeys + 1));
    i = 0;
    foreach (lc, node->groupExprs) {
        as->keyexprs[i] = exec_init_expr(lfirst(lc), &as->ps, estate);
        as->keytypes[i] = exec_expr_type(lfirst(lc));
        const ProcInfo *hp =
            node->grpHashFuncs && node->grpHashFuncs[i] ? proc_by_oid(node->grpHashFuncs[i]) : NULL;
        /* Without a hash function all groups share one chain: slow, but still correct. */
        as->hashfns[i] = hp ? hp->fn : NULL;
        i++;
    }
    TupleTableSlot *child = as->ps.lefttree->resultslot;
    as->firstslot = exec_slot_create(child->natts, child->types);
    as->nsets = node->numSets > 0 ? node->numSets : 1;
    if (node->numSets > 0)
        as->keyslot = exec_slot_create(as->nkeys, as->keytypes);
    exec_assign_qual_and_projection(&as->ps);
    if (NEVER(as->ps.proj == NULL))
        elog(ERROR, "Agg node without a target list");
    agg_reset(as);
    return &as->ps;
}
