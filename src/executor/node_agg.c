/*
 * node_agg.c: the Agg node: plain aggregation, GROUP BY (hashed or sorted) and grouping sets.
 *
 * The node computes its groups in phases, as PG's Agg does:
 *   input   the child's rows: each goes to the hashed sets' table (agg_hash.c), to the first
 *           sorted chain when the child is sorted for it (agg_sorted.c), and into the
 *           tuplesort of the next chain that needs its own order;
 *   chains  each further sorted chain reads its tuplesort, feeding the next one's;
 *   hash    the hashed groups are returned, in the order they were first seen;
 *   spill   the rows that did not fit in the hash table, aggregated per set in sorted order.
 * A plain aggregate is a chain of one empty set; GROUP BY is one hashed set (HashAggregate)
 * or a chain of one set over sorted input (GroupAggregate). A sorted chain returns a group as
 * soon as the keys change, so the node returns rows while it still reads input.
 *
 * A group's output row reads the grouping columns from a key row whose keys outside its set
 * are NULL, the other columns from the group's first input row, and GROUPING() from the set's
 * key flags. An empty grouping set gives its one row even for empty input, as PG's. HAVING is
 * the node's qual.
 */
#include "common/elog.h"
#include "common/guc.h"
#include "executor/agg_internal.h"
#include "planner/nodefuncs.h"

/* The current input row: in per-row memory, its keys computed into as->tmpkeys. */
static void begin_row(AggState *as, TupleTableSlot *in, bool eval_keys)
{
    ExprContext *ec = as->ps.econtext;
    exec_reset_econtext(ec);
    ec->ecxt_outertuple = in;
    if (!eval_keys)
        return;
    MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
    for (int k = 0; k < as->nkeys; k++)
        as->tmpkeys[k] = exec_eval_expr(as->keyexprs[k], ec, &as->tmpnulls[k]);
    mcxt_switch_to(old);
}

/* The first chain, if it reads the child (sorted by a Sort below). */
static AggChain *input_chain(AggState *as)
{
    Agg *node = (Agg *)as->ps.plan;
    return as->nchains > 0 && !node->sortInput ? as->chains[0] : NULL;
}

static void start_chains(AggState *as)
{
    as->phase = AGG_PHASE_CHAINS;
    as->chainno = input_chain(as) ? 1 : 0;
}

/* One row of the child, to every consumer of the input phase. */
static void input_step(AggState *as)
{
    AggChain *c0 = input_chain(as);
    TupleTableSlot *in = as->holding ? as->held : exec_proc_node(as->ps.lefttree);

    if (in == NULL) {
        if (c0)
            agg_chain_finish(as, c0);
        start_chains(as);
        return;
    }
    begin_row(as, in, true);
    if (c0 && !agg_chain_row(as, c0, in)) {
        as->holding = true;
        as->held = in;
        return;
    }
    as->holding = false;
    if (as->nhashed > 0)
        agg_hash_advance(as, in);
    int next = c0 ? 1 : 0;
    if (next < as->nchains)
        agg_chain_put(as, as->chains[next], in);
}

/* One row of chain c's tuplesort, also put into the tuplesort of `next`. False at its end. */
static bool chain_step(AggState *as, AggChain *c, AggChain *next)
{
    if (!as->holding && !agg_chain_next_row(as, c)) {
        agg_chain_finish(as, c);
        return false;
    }
    begin_row(as, as->inputslot, false);
    if (!agg_chain_row(as, c, as->inputslot)) {
        as->holding = true;
        return true;
    }
    as->holding = false;
    if (next)
        agg_chain_put(as, next, as->inputslot);
    return true;
}

/* Advance the node by one step of its current phase; false when it is done. */
static bool agg_step(AggState *as)
{
    switch (as->phase) {
    case AGG_PHASE_INPUT:
        input_step(as);
        return true;
    case AGG_PHASE_CHAINS:
        if (as->chainno >= as->nchains) {
            as->phase = AGG_PHASE_HASH_OUT;
            as->outnext = as->groups;
        } else if (!chain_step(as, as->chains[as->chainno],
                               as->chainno + 1 < as->nchains ? as->chains[as->chainno + 1]
                                                             : NULL))
            as->chainno++;
        return true;
    case AGG_PHASE_HASH_OUT:
        if (as->outnext) {
            as->pending[as->npending++] = as->outnext;
            as->outnext = as->outnext->next;
        } else {
            /* The last hashed group's output row was consumed: its memory can go. */
            agg_hash_clear(as);
            as->phase = AGG_PHASE_SPILL;
            as->chainno = 0;
        }
        return true;
    case AGG_PHASE_SPILL:
        if (as->chainno >= as->nhashed)
            as->phase = AGG_PHASE_DONE;
        else if (as->spill[as->chainno] == NULL ||
                 !chain_step(as, as->spill[as->chainno], NULL))
            as->chainno++;
        return true;
    default:
        return false;
    }
}

/* g's output row, or NULL when HAVING rejects it. */
static TupleTableSlot *emit_group(AggState *as, AggGroup *g)
{
    PlanState *ps = &as->ps;
    ExprContext *ec = ps->econtext;

    exec_reset_econtext(ec);
    MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
    agg_finalize_group(as, g);
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
        return NULL;
    return exec_project(ps->proj);
}

static TupleTableSlot *exec_agg(PlanState *ps)
{
    AggState *as = (AggState *)ps;

    agg_hash_start_run(as);
    for (;;) {
        if (as->pendpos < as->npending) {
            TupleTableSlot *out = emit_group(as, as->pending[as->pendpos++]);
            if (out)
                return out;
            continue;
        }
        as->npending = as->pendpos = 0;
        if (!agg_step(as))
            return NULL;
    }
}

static void agg_reset(AggState *as)
{
    agg_hash_reset(as);
    for (int i = 0; i < as->nchains; i++)
        agg_chain_reset(as, as->chains[i]);
    mcxt_reset(as->spillcxt);
    as->phase = AGG_PHASE_INPUT;
    as->run_started = false;
    as->chainno = 0;
    as->holding = false;
    as->npending = as->pendpos = 0;
}

static void rescan_agg(PlanState *ps)
{
    agg_reset((AggState *)ps);
    exec_rescan_node(ps->lefttree);
}

static void end_agg(PlanState *ps)
{
    AggState *as = (AggState *)ps;
    agg_reset(as);
    mcxt_reset(as->aggcxt);
    exec_end_node(ps->lefttree);
}

bool exec_agg_hash_stats(PlanState *ps, AggHashStats *out)
{
    AggState *as = (AggState *)ps;
    if (!IsA(ps->plan, Agg) || as->hash_batches == 0)
        return false;
    out->batches = as->hash_batches;
    out->peak_kb = (long)((as->hash_peak + 1023) / 1024);
    out->disk_kb = as->hash_disk_kb;
    return true;
}

static int *identity_order(int n)
{
    int *order = palloc(sizeof(int) * (size_t)(n + 1));
    for (int k = 0; k < n; k++)
        order[k] = k;
    return order;
}

/* The hashed sets and the sorted chains, from the plan's rollups (or its strategy). */
static void init_phases(AggState *as, Agg *node)
{
    int nsets = as->nsets;
    as->hashed = palloc0(sizeof(int) * (size_t)(nsets + 1));
    as->chains = palloc0(sizeof(AggChain *) * (size_t)(nsets + 1));
    as->pending = palloc0(sizeof(AggGroup *) * (size_t)(nsets + 1));
    if (node->numSets == 0) {
        int set = 0;
        if (node->aggstrategy == AGG_HASHED)
            as->hashed[as->nhashed++] = 0;
        else
            as->chains[as->nchains++] =
                agg_chain_make(as, 1, &set, as->nkeys, identity_order(as->nkeys));
    } else {
        if (node->numRollups == 0)
            elog(ERROR, "grouping sets without rollups");
        int *sets = palloc(sizeof(int) * (size_t)(nsets + 1));
        for (int r = 0; r < node->numRollups; r++) {
            int n = 0;
            for (int s = 0; s < nsets; s++)
                if (node->setRollup[s] == r)
                    sets[n++] = s;
            if (node->rollupHashed[r])
                for (int i = 0; i < n; i++)
                    as->hashed[as->nhashed++] = sets[i];
            else
                as->chains[as->nchains++] = agg_chain_make(
                    as, n, sets, node->rollupNumKeys[r], node->rollupKeys[r]);
        }
    }
    as->spill = palloc0(sizeof(AggChain *) * (size_t)(as->nhashed + 1));
    as->mem_limit = (size_t)((double)work_mem_kb * 1024.0 * hash_mem_multiplier);
}

/* The wide rows of the chains' tuplesorts: the keys, then the input row. */
static void init_wide_slots(AggState *as, TupleTableSlot *child)
{
    Oid *types = palloc(sizeof(Oid) * (size_t)(as->nkeys + child->natts + 1));
    for (int k = 0; k < as->nkeys; k++)
        types[k] = as->keytypes[k];
    for (int a = 0; a < child->natts; a++)
        types[as->nkeys + a] = child->types[a];
    as->wideslot = exec_slot_create(as->nkeys + child->natts, types);
    as->inputslot = exec_slot_create(child->natts, child->types);
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
    as->spillcxt = mcxt_create(CurrentMemoryContext, "aggregate sorts");
    as->callcxt.aggcontext = as->aggcxt;
    as->naggs = list_length(node->aggrefs);
    as->aggs = palloc0(sizeof(AggDef) * (size_t)(as->naggs + 1));
    as->aggvalues = palloc0(sizeof(Datum) * (size_t)(as->naggs + 1));
    as->aggnulls = palloc0(sizeof(bool) * (size_t)(as->naggs + 1));
    foreach (lc, node->aggrefs) {
        agg_init_aggdef(as, &as->aggs[i], lfirst(lc), estate);
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
        as->keytypes[i] = exprType(lfirst(lc));
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
    init_wide_slots(as, child);
    init_phases(as, node);
    exec_assign_qual_and_projection(&as->ps);
    if (NEVER(as->ps.proj == NULL))
        elog(ERROR, "Agg node without a target list");
    agg_reset(as);
    return &as->ps;
}
