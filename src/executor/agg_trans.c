/*
 * agg_trans.c: the aggregate calls of the Agg node, PostgreSQL's transition rules.
 *
 * A strict transition function skips rows with a NULL input; when the initial state is NULL,
 * the first non-NULL input becomes the state; a strict final function of a NULL state gives
 * NULL. A group's states live in the group's memory context, which is also the
 * AggCallContext.aggcontext of its calls (transition functions with INTERNAL states allocate
 * there); by-reference states returned by the transition function are copied there unless
 * they are INTERNAL pointers the function allocated there itself. DISTINCT and ORDER BY inside
 * a call collect the group's inputs, which are sorted (and deduplicated) and fed to the
 * transition function when the group is finished.
 */
#include "common/elog.h"
#include "executor/agg_internal.h"
#include "planner/nodefuncs.h"

/* Is key k in grouping set s? */
bool agg_key_in_set(AggState *as, int set, int k)
{
    Agg *node = (Agg *)as->ps.plan;
    return node->numSets == 0 || node->setKeys[set * as->nkeys + k];
}

/* A new group of set `set` in cxt, its keys from as->tmpkeys, its first row `in` (or none). */
AggGroup *agg_group_make(AggState *as, MemoryContext cxt, TupleTableSlot *in, int set)
{
    MemoryContext old = mcxt_switch_to(cxt);
    AggGroup *g = palloc0(sizeof(AggGroup));
    int n = as->naggs > 0 ? as->naggs : 1;
    int nk = as->nkeys > 0 ? as->nkeys : 1;

    g->set = set;
    g->cxt = cxt;
    g->first = in ? exec_row_copy(in, cxt) : NULL;
    g->keys = palloc0(sizeof(Datum) * (size_t)nk);
    g->keynulls = palloc0(sizeof(bool) * (size_t)nk);
    for (int k = 0; k < as->nkeys; k++) {
        const TypeInfo *ti = type_by_oid(as->keytypes[k]);
        g->keynulls[k] = as->tmpnulls[k] || !agg_key_in_set(as, set, k);
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
            MemoryContext old = mcxt_switch_to(g->cxt);
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
        MemoryContext old = mcxt_switch_to(g->cxt);
        nv = exec_datum_copy(nv, false, ad->translen);
        mcxt_switch_to(old);
        /* The old state is garbage now; free it so long inputs do not pile up copies. */
        if (!g->transnull[i] && DatumGetPointer(g->trans[i]) != NULL &&
            mcxt_of_chunk(DatumGetPointer(g->trans[i])) == g->cxt)
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
    MemoryContext old = mcxt_switch_to(g->cxt);

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
    old = mcxt_switch_to(g->cxt);
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


/* Advance every aggregate of g over the row in ec (in the caller's per-row memory). */
void agg_advance_group(AggState *as, AggGroup *g, ExprContext *ec)
{
    as->callcxt.aggcontext = g->cxt;
    for (int i = 0; i < as->naggs; i++)
        advance_aggregate(as, &as->aggs[i], g, i, ec);
}

/* The final values of g's aggregates into as->aggvalues / aggnulls. */
void agg_finalize_group(AggState *as, AggGroup *g)
{
    as->callcxt.aggcontext = g->cxt;
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

void agg_init_aggdef(AggState *as, AggDef *ad, Aggref *ar, EState *estate)
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
        argtypes[a++] = exprType(lfirst(lc));
    ad->fcinfo->argtypes = argtypes;
}

