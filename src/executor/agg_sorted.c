/*
 * agg_sorted.c: sorted chains of the Agg node (PG's GroupAggregate and the sorted rollups of
 * grouping sets).
 *
 * A chain's sets are each a prefix of the previous one in the chain's key order, e.g.
 * (a,b,c), (a,b), (a), (). Its rows arrive sorted on the longest set's keys, so every set has
 * one open group at a time: when a row's keys differ from the open groups' at position d,
 * the groups of the sets longer than d are finished (returned longest first) and new ones
 * start with that row; the empty set's group ends with the input. Memory stays constant:
 * each set's group lives in a context reset when the set's next group starts, after the
 * finished one was returned.
 *
 * The first chain usually reads the node's input, sorted by a Sort below. Every other chain
 * (and a hashed set's spilled rows, agg_hash.c) reads a tuplesort filled during the previous
 * pass with "wide" rows: the keys, already computed, followed by the input row.
 */
#include "common/elog.h"
#include "common/guc.h"
#include "executor/agg_internal.h"

AggChain *agg_chain_make(AggState *as, int nsets, const int *sets, int nkeys, const int *order)
{
    AggChain *c = palloc0(sizeof(AggChain));

    c->nsets = nsets;
    c->sets = palloc(sizeof(int) * (size_t)(nsets + 1));
    c->setlen = palloc0(sizeof(int) * (size_t)(nsets + 1));
    c->order = palloc(sizeof(int) * (size_t)(nkeys + 1));
    c->cur = palloc0(sizeof(AggGroup *) * (size_t)(nsets + 1));
    c->cxt = palloc0(sizeof(MemoryContext) * (size_t)(nsets + 1));
    if (nkeys > 0) /* only empty sets: no key order (order may be NULL) */
        memcpy(c->order, order, sizeof(int) * (size_t)nkeys);
    for (int i = 0; i < nsets; i++) {
        c->sets[i] = sets[i];
        for (int k = 0; k < as->nkeys; k++)
            c->setlen[i] += agg_key_in_set(as, sets[i], k);
        assert(c->setlen[i] <= nkeys && (i == 0 || c->setlen[i] <= c->setlen[i - 1]));
        c->cxt[i] = mcxt_create(CurrentMemoryContext, "aggregate group");
    }
    return c;
}

/* Start the chain's tuplesort, sorted on the longest set's keys (columns of the wide row). */
static void begin_input(AggState *as, AggChain *c)
{
    Agg *node = (Agg *)as->ps.plan;
    int n = c->setlen[0];
    TuplesortKey *keys = palloc0(sizeof(TuplesortKey) * (size_t)(n + 1));

    for (int j = 0; j < n; j++) {
        int k = c->order[j];
        keys[j].col = k;
        keys[j].cmpfunc = node->grpCmpFuncs[k];
        keys[j].collation = node->grpCollations[k];
        keys[j].reverse = node->grpReverse[k];
        keys[j].nullsFirst = node->grpNullsFirst[k];
    }
    MemoryContext old = mcxt_switch_to(as->spillcxt);
    c->input = tuplesort_begin(as->wideslot, n, keys, -1, work_mem_kb);
    mcxt_switch_to(old);
    pfree(keys);
}

/* Ends the chain's tuplesort (and its temp files), counting the disk it used. */
static void end_input(AggChain *c)
{
    if (c->input == NULL)
        return;
    TuplesortStats st;
    tuplesort_stats(c->input, &st);
    if (st.on_disk)
        c->disk_kb += st.space_kb;
    tuplesort_end(c->input);
    c->input = NULL;
}

/* Put the current row (keys in as->tmpkeys, input row `in`) into the chain's tuplesort. */
void agg_chain_put(AggState *as, AggChain *c, TupleTableSlot *in)
{
    TupleTableSlot *w = as->wideslot;

    if (c->input == NULL)
        begin_input(as, c);
    for (int k = 0; k < as->nkeys; k++) {
        w->values_buf[k] = as->tmpkeys[k];
        w->isnull_buf[k] = as->tmpnulls[k];
    }
    for (int a = 0; a < in->natts; a++) {
        w->values_buf[as->nkeys + a] = in->tts_values[a];
        w->isnull_buf[as->nkeys + a] = in->tts_isnull[a];
    }
    exec_slot_store_virtual(w);
    tuplesort_put(c->input, w);
}

/*
 * The chain's next row from its tuplesort: keys into as->tmpkeys, the input row into
 * as->inputslot (valid until the next call). False at the end.
 */
bool agg_chain_next_row(AggState *as, AggChain *c)
{
    TupleTableSlot *w = as->wideslot, *in = as->inputslot;

    if (c->input == NULL)
        return false;
    if (!c->input_done) {
        tuplesort_done(c->input);
        c->input_done = true;
    }
    if (!tuplesort_get(c->input, w))
        return false;
    for (int k = 0; k < as->nkeys; k++) {
        as->tmpkeys[k] = w->tts_values[k];
        as->tmpnulls[k] = w->tts_isnull[k];
    }
    for (int a = 0; a < in->natts; a++) {
        in->values_buf[a] = w->tts_values[as->nkeys + a];
        in->isnull_buf[a] = w->tts_isnull[as->nkeys + a];
    }
    exec_slot_store_virtual(in);
    return true;
}

static void queue_group(AggState *as, AggGroup *g)
{
    as->pending[as->npending++] = g;
}

/* The first position of the chain's key order where the row differs from the open groups. */
static int first_change(AggState *as, AggChain *c)
{
    Agg *node = (Agg *)as->ps.plan;
    AggGroup *g = c->cur[0];
    for (int j = 0; j < c->setlen[0]; j++) {
        int k = c->order[j];
        if (!exec_datums_equal(node->grpEqFuncs[k], node->grpCollations[k], g->keys[k],
                               g->keynulls[k], as->tmpkeys[k], as->tmpnulls[k]))
            return j;
    }
    return c->setlen[0];
}

/*
 * Offer the current row to the chain. When it starts new groups of some sets, their finished
 * groups are queued and false returned: the caller returns them first, then offers the same
 * row again (which no longer finishes anything).
 */
bool agg_chain_row(AggState *as, AggChain *c, TupleTableSlot *in)
{
    ExprContext *ec = as->ps.econtext;

    if (c->cur[0] != NULL) {
        int d = first_change(as, c);
        if (d < c->setlen[0]) {
            for (int i = 0; i < c->nsets && c->setlen[i] > d; i++) {
                queue_group(as, c->cur[i]);
                c->cur[i] = NULL;
            }
            return false;
        }
    }
    c->seen_rows = true;
    for (int i = 0; i < c->nsets; i++) {
        if (c->cur[i] == NULL) {
            mcxt_reset(c->cxt[i]);
            c->cur[i] = agg_group_make(as, c->cxt[i], in, c->sets[i]);
        }
        MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
        agg_advance_group(as, c->cur[i], ec);
        mcxt_switch_to(old);
    }
    return true;
}

/* The input ended: queue the open groups; without any row, an empty set still has its group. */
void agg_chain_finish(AggState *as, AggChain *c)
{
    for (int i = 0; i < c->nsets; i++) {
        if (c->cur[i] == NULL && !c->seen_rows && c->setlen[i] == 0) {
            for (int k = 0; k < as->nkeys; k++)
                as->tmpnulls[k] = true;
            mcxt_reset(c->cxt[i]);
            c->cur[i] = agg_group_make(as, c->cxt[i], NULL, c->sets[i]);
        }
        if (c->cur[i] != NULL)
            queue_group(as, c->cur[i]);
        c->cur[i] = NULL;
    }
    end_input(c);
}

/* Back to no rows: groups and the tuplesort (with its temp files) are freed. */
void agg_chain_reset(AggState *as, AggChain *c)
{
    (void)as;
    end_input(c);
    c->input_done = false;
    c->seen_rows = false;
    for (int i = 0; i < c->nsets; i++) {
        c->cur[i] = NULL;
        mcxt_reset(c->cxt[i]);
    }
}
