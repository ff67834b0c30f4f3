/*
 * agg_hash.c: the hash table of the Agg node's hashed sets (HashAggregate, and the hashed
 * sets of a MixedAggregate), spilling to disk past its memory limit.
 *
 * Each input row belongs to one group per hashed set: the hash covers the set's keys and the
 * set itself, NULL keys hash and compare equal so that they group together. Groups come out
 * in the order they were first seen.
 *
 * The limit is work_mem times hash_mem_multiplier, as PG 13+'s. Once the groups use more, the
 * table stops taking new groups: rows of groups already in it still advance them, and the
 * rows of any other group go to a tuplesort of their set (sorted on the set's keys, to disk
 * past work_mem). Such a group is then never in the table, so after the table is returned
 * each set's spilled rows are aggregated as a sorted chain of one set (agg_sorted.c), in
 * constant memory, whatever the number of groups. The tuplesorts remove their temp files
 * when they end, also on error and cancel (their memory context is reset).
 *
 * For EXPLAIN ANALYZE each run counts PG's "Batches" (the table, and each set's spilled rows,
 * which are aggregated as a pass of their own) and the temp file bytes of the spilled rows;
 * the largest run's counts and the table's peak memory are shown, as PG's.
 */
#include "common/elog.h"
#include "executor/agg_internal.h"

static uint32 hash_keys(AggState *as, int set)
{
    Agg *node = (Agg *)as->ps.plan;
    uint32 h = (uint32)set * 0x9E3779B9u;

    for (int k = 0; k < as->nkeys; k++) {
        if (!agg_key_in_set(as, set, k))
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
        if (agg_key_in_set(as, set, k) &&
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

static AggGroup *insert_group(AggState *as, uint32 hash, TupleTableSlot *in, int set)
{
    AggGroup *g = agg_group_make(as, as->aggcxt, in, set);
    g->hash = hash;
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

/* The chain that aggregates set's spilled rows later, sorted on the set's keys. */
static AggChain *spill_chain(AggState *as, int set)
{
    int hs = 0;
    while (as->hashed[hs] != set)
        hs++;
    if (as->spill[hs] == NULL) {
        MemoryContext old = mcxt_switch_to(as->spillcxt);
        int *order = palloc(sizeof(int) * (size_t)(as->nkeys + 1));
        int n = 0;
        for (int k = 0; k < as->nkeys; k++)
            if (agg_key_in_set(as, set, k))
                order[n++] = k;
        as->spill[hs] = agg_chain_make(as, 1, &set, n, order);
        mcxt_switch_to(old);
    }
    return as->spill[hs];
}

/*
 * Keys that cannot be sorted cannot spill: the table then keeps growing (the planner only
 * hashes such keys when they cannot be sorted either way).
 */
static bool can_spill(AggState *as)
{
    Agg *node = (Agg *)as->ps.plan;
    for (int k = 0; k < as->nkeys; k++)
        if (node->grpCmpFuncs == NULL || node->grpCmpFuncs[k] == InvalidOid)
            return false;
    return true;
}

/* A run of the node begins: its table is one batch. */
void agg_hash_start_run(AggState *as)
{
    if (as->run_started || as->nhashed == 0)
        return;
    as->run_started = true;
    as->run_batches = 1;
    as->run_disk_kb = 0;
}

/* Offer the row in ec (keys in as->tmpkeys) to every hashed set. */
void agg_hash_advance(AggState *as, TupleTableSlot *in)
{
    ExprContext *ec = as->ps.econtext;

    if (!as->hash_full && as->mem_limit > 0 && mcxt_bytes(as->aggcxt) > as->mem_limit &&
        can_spill(as))
        as->hash_full = true;
    for (int i = 0; i < as->nhashed; i++) {
        int set = as->hashed[i];
        MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
        uint32 h = hash_keys(as, set);
        AggGroup *g = as->buckets[h & (as->nbuckets - 1)];
        while (g && !(g->hash == h && group_matches(as, g, set)))
            g = g->hashnext;
        mcxt_switch_to(old);
        if (g == NULL && as->hash_full) {
            agg_chain_put(as, spill_chain(as, set), in);
            continue;
        }
        if (g == NULL)
            g = insert_group(as, h, in, set);
        old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
        agg_advance_group(as, g, ec);
        mcxt_switch_to(old);
    }
}

/* An empty table (and no spilled rows) for the next run of the node. */
void agg_hash_reset(AggState *as)
{
    agg_hash_end(as);
    agg_hash_clear(as);
}

/* Frees the table's groups (once returned, before the spilled rows are aggregated). */
void agg_hash_clear(AggState *as)
{
    as->hash_peak = Max(as->hash_peak, mcxt_bytes(as->aggcxt));
    mcxt_reset(as->aggcxt);
    as->nbuckets = 64;
    MemoryContext old = mcxt_switch_to(as->aggcxt);
    as->buckets = palloc0(sizeof(AggGroup *) * as->nbuckets);
    mcxt_switch_to(old);
    as->groups = as->lastgroup = as->outnext = NULL;
    as->ngroups = 0;
    as->hash_full = false;
}

/* Frees the spilled rows (and their temp files); the run's counts are in. */
void agg_hash_end(AggState *as)
{
    for (int i = 0; i < as->nhashed; i++)
        if (as->spill[i]) {
            agg_chain_reset(as, as->spill[i]);
            as->run_batches++;
            as->run_disk_kb += as->spill[i]->disk_kb;
            as->spill[i] = NULL;
        }
    as->hash_batches = Max(as->hash_batches, as->run_batches);
    as->hash_disk_kb = Max(as->hash_disk_kb, as->run_disk_kb);
    as->run_batches = 0;
    as->run_disk_kb = 0;
}
