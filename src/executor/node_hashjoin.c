/*
 * node_hashjoin.c: hash join on equality conditions, for INNER, LEFT, RIGHT, FULL, SEMI and
 * ANTI joins.
 *
 * On the first call the inner input is read completely: each row is copied into the node's
 * hash memory with the hash of its key values. Then each outer row probes the bucket of its
 * keys' hash; an entry matches if every key is equal (NULL keys never match) and joinqual holds.
 * Entries remember whether they matched, so that after the outer side is done a RIGHT or FULL
 * join can return the unmatched inner rows with NULL outer columns. A SEMI join returns an
 * outer row at its first match and an ANTI join only an outer row without any; both then go
 * on to the next outer row, so inner duplicates never repeat it.
 *
 * The bucket count is planned from the inner side's estimated rows (a power of two, at least
 * 1024, its array within the hash memory limit) and doubled once the rows are in while there
 * are more rows than buckets; EXPLAIN ANALYZE shows both counts and the table's peak memory.
 * The table never spills, so it always has one batch.
 */
#include "common/elog.h"
#include "common/guc.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"

typedef struct HashEntry {
    struct HashEntry *next;
    uint32 hash;
    bool matched;
    bool nullkey; /* can never match */
    Datum *keys;  /* the inner key values, copied */
    StoredRow *row;
} HashEntry;

typedef enum HJPhase { HJ_BUILD, HJ_NEED_OUTER, HJ_SCAN_BUCKET, HJ_FILL_INNER, HJ_DONE } HJPhase;

typedef struct HashJoinState {
    PlanState ps;
    ExprState *joinqual;
    int nkeys;
    ExprState **outerkeys;
    ExprState **innerkeys;
    PGFunction *hashfns;
    PGFunction *eqfns;
    int16 *keylen;
    bool *keybyval;
    Oid *eqfuncs;
    Oid *collations;
    MemoryContext hashcxt;
    HashEntry **buckets;
    uint32 nbuckets;
    uint32 nbuckets_planned; /* from the estimate, before it grew */
    /* EXPLAIN ANALYZE: the largest of the node's builds, as PG's */
    uint32 max_nbuckets;
    size_t peak_bytes; /* of hashcxt once built */
    bool built;
    HashEntry **entries; /* every inner row, in input order, for the FILL_INNER pass */
    long nentries;
    HJPhase phase;
    TupleTableSlot *outer;
    bool outermatched;
    uint32 outerhash;
    Datum *outerkeyvals;
    HashEntry *cur;
    long fillpos;
    TupleTableSlot *innerslot;
    TupleTableSlot *nullouter;
    TupleTableSlot *nullinner;
} HashJoinState;

static bool eval_keys(HashJoinState *hs, ExprState **exprs, ExprContext *ec, Datum *out,
                      uint32 *hash)
{
    HashJoin *node = (HashJoin *)hs->ps.plan;
    uint32 h = 0;
    for (int k = 0; k < hs->nkeys; k++) {
        bool n;
        out[k] = exec_eval_expr(exprs[k], ec, &n);
        if (n)
            return false;
        uint32 kh = hs->hashfns[k] ? (uint32)DatumGetInt32(DirectFunctionCall1Coll(
                                         hs->hashfns[k], node->collations[k], out[k]))
                                   : 0;
        h = ((h << 5) | (h >> 27)) ^ kh;
    }
    *hash = h;
    return true;
}

static void build_hash(HashJoinState *hs)
{
    ExprContext *ec = hs->ps.econtext;
    long cap = 0;

    hs->nentries = 0;
    hs->entries = NULL;
    for (;;) {
        TupleTableSlot *in = exec_proc_node(hs->ps.righttree);
        if (in == NULL)
            break;
        exec_reset_econtext(ec);
        ec->ecxt_innertuple = in;
        MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
        Datum *keys = palloc(sizeof(Datum) * (size_t)(hs->nkeys + 1));
        uint32 h = 0;
        bool ok = eval_keys(hs, hs->innerkeys, ec, keys, &h);
        mcxt_switch_to(old);
        old = mcxt_switch_to(hs->hashcxt);
        HashEntry *e = palloc0(sizeof(HashEntry));
        e->hash = h;
        e->nullkey = !ok;
        e->row = exec_row_copy(in, hs->hashcxt);
        if (ok) {
            e->keys = palloc(sizeof(Datum) * (size_t)(hs->nkeys + 1));
            for (int k = 0; k < hs->nkeys; k++)
                e->keys[k] = exec_datum_copy(keys[k], hs->keybyval[k], hs->keylen[k]);
        }
        if (hs->nentries == cap) {
            cap = cap ? cap * 2 : 256;
            HashEntry **n = palloc(sizeof(HashEntry *) * (size_t)cap);
            if (hs->nentries)
                memcpy(n, hs->entries, sizeof(HashEntry *) * (size_t)hs->nentries);
            hs->entries = n;
        }
        hs->entries[hs->nentries++] = e;
        mcxt_switch_to(old);
    }
    hs->nbuckets = hs->nbuckets_planned;
    while ((long)hs->nbuckets < hs->nentries && hs->nbuckets < ((uint32)1 << 30))
        hs->nbuckets *= 2;
    MemoryContext old = mcxt_switch_to(hs->hashcxt);
    hs->buckets = palloc0(sizeof(HashEntry *) * hs->nbuckets);
    mcxt_switch_to(old);
    hs->max_nbuckets = Max(hs->max_nbuckets, hs->nbuckets);
    hs->peak_bytes = Max(hs->peak_bytes, mcxt_bytes(hs->hashcxt));
    hs->built = true;
    /* Insert backwards so that each bucket chain lists its rows in input order. */
    for (long i = hs->nentries - 1; i >= 0; i--) {
        HashEntry *e = hs->entries[i];
        if (e->nullkey)
            continue;
        e->next = hs->buckets[e->hash & (hs->nbuckets - 1)];
        hs->buckets[e->hash & (hs->nbuckets - 1)] = e;
    }
}

static bool keys_equal(HashJoinState *hs, HashEntry *e)
{
    for (int k = 0; k < hs->nkeys; k++)
        if (!DatumGetBool(DirectFunctionCall2Coll(hs->eqfns[k], hs->collations[k],
                                                  hs->outerkeyvals[k], e->keys[k])))
            return false;
    return true;
}

static TupleTableSlot *exec_hashjoin(PlanState *ps)
{
    HashJoinState *hs = (HashJoinState *)ps;
    JoinType jt = ((Join *)ps->plan)->jointype;
    ExprContext *ec = ps->econtext;

    for (;;) {
        switch (hs->phase) {
        case HJ_BUILD:
            build_hash(hs);
            hs->phase = HJ_NEED_OUTER;
            break;
        case HJ_NEED_OUTER: {
            hs->outer = exec_proc_node(ps->lefttree);
            if (hs->outer == NULL) {
                hs->phase = (jt == JOIN_RIGHT || jt == JOIN_FULL) ? HJ_FILL_INNER : HJ_DONE;
                hs->fillpos = 0;
                break;
            }
            hs->outermatched = false;
            exec_reset_econtext(ec);
            ec->ecxt_outertuple = hs->outer;
            /* The per-tuple memory is not reset until the next outer row: the outer key
             * values computed here stay valid for the whole bucket scan. */
            MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
            bool ok = eval_keys(hs, hs->outerkeys, ec, hs->outerkeyvals, &hs->outerhash);
            mcxt_switch_to(old);
            hs->cur = ok ? hs->buckets[hs->outerhash & (hs->nbuckets - 1)] : NULL;
            hs->phase = HJ_SCAN_BUCKET;
            break;
        }
        case HJ_SCAN_BUCKET: {
            HashEntry *e = hs->cur;
            if (e == NULL) {
                hs->phase = HJ_NEED_OUTER;
                if ((jt == JOIN_LEFT || jt == JOIN_FULL || jt == JOIN_ANTI) &&
                    !hs->outermatched) {
                    ec->ecxt_outertuple = hs->outer;
                    ec->ecxt_innertuple = hs->nullinner;
                    if (exec_qual(ps->qual, ec))
                        return exec_project(ps->proj);
                }
                break;
            }
            hs->cur = e->next;
            if (e->hash != hs->outerhash)
                break;
            ec->ecxt_outertuple = hs->outer;
            ec->ecxt_innertuple = exec_slot_store_row(hs->innerslot, e->row);
            MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
            bool eq = keys_equal(hs, e);
            mcxt_switch_to(old);
            if (!eq || !exec_qual(hs->joinqual, ec))
                break;
            hs->outermatched = true;
            e->matched = true;
            if (jt == JOIN_SEMI || jt == JOIN_ANTI)
                hs->phase = HJ_NEED_OUTER; /* one match decides */
            if (jt == JOIN_ANTI)
                break;
            if (exec_qual(ps->qual, ec))
                return exec_project(ps->proj);
            break;
        }
        case HJ_FILL_INNER:
            while (hs->fillpos < hs->nentries) {
                HashEntry *e = hs->entries[hs->fillpos++];
                if (e->matched)
                    continue;
                exec_reset_econtext(ec);
                ec->ecxt_outertuple = hs->nullouter;
                ec->ecxt_innertuple = exec_slot_store_row(hs->innerslot, e->row);
                if (exec_qual(ps->qual, ec))
                    return exec_project(ps->proj);
            }
            hs->phase = HJ_DONE;
            break;
        case HJ_DONE:
            return NULL;
        }
    }
}

static void rescan_hashjoin(PlanState *ps)
{
    HashJoinState *hs = (HashJoinState *)ps;
    mcxt_reset(hs->hashcxt);
    hs->phase = HJ_BUILD;
    exec_rescan_node(ps->lefttree);
    exec_rescan_node(ps->righttree);
}

static void end_hashjoin(PlanState *ps)
{
    mcxt_reset(((HashJoinState *)ps)->hashcxt);
    exec_end_node(ps->lefttree);
    exec_end_node(ps->righttree);
}

/* The estimated inner rows rounded up to a power of two, at least 1024; the array at most
 * the hash memory limit (as PG's ExecChooseHashTableSize). */
static uint32 planned_buckets(double inner_rows)
{
    double limit = (double)work_mem_kb * 1024.0 * hash_mem_multiplier / sizeof(HashEntry *);
    uint32 n = 1024;
    while (n < inner_rows && n * 2.0 <= limit && n < ((uint32)1 << 30))
        n *= 2;
    return n;
}

bool exec_hashjoin_stats(PlanState *ps, HashJoinStats *out)
{
    HashJoinState *hs = (HashJoinState *)ps;
    if (!IsA(ps->plan, HashJoin) || !hs->built)
        return false;
    out->nbuckets = hs->max_nbuckets;
    out->nbuckets_original = hs->nbuckets_planned;
    out->nbatch = out->nbatch_original = 1;
    out->peak_kb = (long)((hs->peak_bytes + 1023) / 1024);
    return true;
}

static ExprState **init_keys(List *exprs, PlanState *ps, EState *estate)
{
    ExprState **out = palloc0(sizeof(ExprState *) * (size_t)(list_length(exprs) + 1));
    ListCell *lc;
    int i = 0;
    foreach (lc, exprs)
        out[i++] = exec_init_expr(lfirst(lc), ps, estate);
    return out;
}

PlanState *exec_init_hashjoin(HashJoin *node, EState *estate)
{
    HashJoinState *hs = exec_make_planstate(sizeof(HashJoinState), &node->join.plan, estate);

    hs->ps.exec = exec_hashjoin;
    hs->ps.rescan = rescan_hashjoin;
    hs->ps.end = end_hashjoin;
    hs->ps.lefttree = exec_init_node(node->join.plan.lefttree, estate);
    hs->ps.righttree = exec_init_node(node->join.plan.righttree, estate);
    hs->joinqual = exec_init_qual(node->join.joinqual, &hs->ps, estate);
    hs->nkeys = node->numkeys;
    hs->outerkeys = init_keys(node->outer_keys, &hs->ps, estate);
    hs->innerkeys = init_keys(node->inner_keys, &hs->ps, estate);
    hs->eqfuncs = node->eqfuncs;
    hs->collations = node->collations;
    hs->hashfns = palloc0(sizeof(PGFunction) * (size_t)(hs->nkeys + 1));
    hs->eqfns = palloc0(sizeof(PGFunction) * (size_t)(hs->nkeys + 1));
    hs->keylen = palloc0(sizeof(int16) * (size_t)(hs->nkeys + 1));
    hs->keybyval = palloc0(sizeof(bool) * (size_t)(hs->nkeys + 1));
    for (int k = 0; k < hs->nkeys; k++) {
        const ProcInfo *pi = proc_by_oid(node->hashfuncs[k]);
        const ProcInfo *eq = proc_by_oid(node->eqfuncs[k]);
        const TypeInfo *ti = type_by_oid(exec_expr_type(list_nth(node->inner_keys, k)));
        if (eq == NULL || eq->fn == NULL)
            elog(ERROR, "function with OID %u does not exist", node->eqfuncs[k]);
        hs->hashfns[k] = pi ? pi->fn : NULL;
        hs->eqfns[k] = eq->fn;
        hs->keylen[k] = ti ? ti->typlen : 8;
        hs->keybyval[k] = ti ? ti->typbyval : true;
    }
    hs->outerkeyvals = palloc0(sizeof(Datum) * (size_t)(hs->nkeys + 1));
    hs->hashcxt = mcxt_create(CurrentMemoryContext, "hash join");
    hs->nbuckets_planned = planned_buckets(node->join.plan.righttree->plan_rows);
    hs->phase = HJ_BUILD;
    TupleTableSlot *in = hs->ps.righttree->resultslot;
    TupleTableSlot *out = hs->ps.lefttree->resultslot;
    hs->innerslot = exec_slot_create(in->natts, in->types);
    hs->nullinner = exec_slot_store_nulls(exec_slot_create(in->natts, in->types));
    hs->nullouter = exec_slot_store_nulls(exec_slot_create(out->natts, out->types));
    exec_assign_qual_and_projection(&hs->ps);
    return &hs->ps;
}
