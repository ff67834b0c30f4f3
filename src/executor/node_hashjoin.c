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
 * The bucket count is planned from the inner side's estimated rows (HashJoin.nbuckets: a power
 * of two, at least 1024, its array within the hash memory limit) and doubled once a batch's
 * rows are in while there are more rows than buckets; EXPLAIN ANALYZE shows both counts and the table's peak memory.
 *
 * Batches (PG's hybrid hash join): the hash values are split into nbatch batches (a power of
 * two, planned from the estimate). Only the current batch's inner rows are in the table; the
 * others wait in one temp file per batch, as do the outer rows of later batches while the
 * outer input is read with batch 0 in memory. When the table outgrows work_mem *
 * hash_mem_multiplier, nbatch doubles and the rows whose batch is now a later one move to
 * their files (a row of batch b goes to b or b + the old nbatch). Then each later batch's
 * inner file is loaded and its outer file probed, by the same per-row code as batch 0. A
 * doubling that moves no row or every row (one key's rows exceed the limit) stops the growth:
 * that batch then just takes more memory, as in PG.
 */
#include "common/elog.h"
#include "common/guc.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "planner/nodefuncs.h"
#include "executor/executor.h"
#include "executor/rowfile.h"
#include "storage/bufusage.h"
#include "storage/tempfile.h"

#define HJ_FILE_BUFSIZE 8192      /* per batch file, as PG's BufFile */
#define HJ_MAX_BATCHES (1 << 20) /* the files' descriptors run out long before */

typedef struct HashEntry {
    struct HashEntry *next;
    uint32 hash;
    bool matched;
    bool nullkey; /* can never match (and has no keys) */
    StoredRow *row;
    /* the inner key values, copied: in the entry itself, so that a probe finds the hash and
     * the keys in one cache line instead of chasing a pointer for each */
    Datum keys[];
} HashEntry;

typedef enum HJPhase {
    HJ_BUILD,
    HJ_NEED_OUTER,
    HJ_SCAN_BUCKET,
    HJ_FILL_INNER,
    HJ_NEXT_BATCH,
    HJ_DONE
} HJPhase;

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
    size_t peak_bytes;          /* of hashcxt once built */
    BufferUsage build_bufusage; /* of every batch 0 build: PG's Hash node's Buffers */
    bool built;
    long ninner;              /* inner rows read by the build, of every batch */
    TupleTableSlot *firstouter; /* the outer row fetched before the build, not yet probed */
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
    /* batches */
    int nbatch; /* now: a power of two */
    int nbatch_planned;
    int max_nbatch; /* EXPLAIN ANALYZE: the largest over the node's runs */
    int curbatch;
    bool growth_enabled;  /* off once a doubling could not split the table */
    size_t space_allowed; /* work_mem * hash_mem_multiplier */
    long entcap;          /* of entries */
    int filecap;           /* entries of the two file arrays */
    TempFile **innerfiles; /* per batch: its inner rows (NULL: none yet) */
    TempFile **outerfiles; /* per batch: its outer rows */
    TempFile *outerfile;   /* the current batch's outer rows, being read */
    TupleTableSlot *outerslot; /* an outer row read back from a file */
    MemoryContext nodecxt;     /* the node's: the file arrays */
    MemoryContext outerrowcxt; /* the outer row read back, until the next one */
    uint32 nwork; /* rows read back and keys compared, for the interrupt check */
} HashJoinState;

/* Later batches read no input node, and one key's bucket can be long: check for a cancel. */
static void count_work(HashJoinState *hs)
{
    if ((++hs->nwork & 1023) == 0 && executor_interrupt_hook)
        executor_interrupt_hook();
}

static bool fills_inner(JoinType jt)
{
    return jt == JOIN_RIGHT || jt == JOIN_FULL;
}

/* Does the join return outer rows without a match (so a batch with no inner rows still runs)? */
static bool fills_outer(JoinType jt)
{
    return jt == JOIN_LEFT || jt == JOIN_FULL || jt == JOIN_ANTI;
}

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

/* The batch of a hash value: mixed (murmur3's finalizer), as the bucket takes its low bits. */
static int batch_of(const HashJoinState *hs, uint32 hash)
{
    uint32 h = hash;
    h ^= h >> 16;
    h *= 0x85ebca6bU;
    h ^= h >> 13;
    h *= 0xc2b2ae35U;
    h ^= h >> 16;
    return (int)(h & (uint32)(hs->nbatch - 1));
}

/* Append the row in slot to a batch file (created on first use). */
static void save_row(TempFile **file, TupleTableSlot *slot)
{
    if (*file == NULL)
        *file = tempfile_create_buffered(HJ_FILE_BUFSIZE);
    tempfile_write(*file, &slot->tts_tid, sizeof(ItemPointerData));
    rowfile_write(*file, slot->natts, slot->typlen, slot->typbyval, slot->tts_values,
                  slot->tts_isnull);
}

/* The next row of a batch file, in cxt, shown in slot (of the shape it was written from). */
static TupleTableSlot *read_row(HashJoinState *hs, TempFile *f, TupleTableSlot *slot,
                                MemoryContext cxt, StoredRow **row)
{
    ItemPointerData tid;
    count_work(hs);
    if (!tempfile_read(f, &tid, sizeof(tid)))
        return NULL;
    *row = rowfile_read(f, slot->natts, slot->typlen, slot->typbyval, cxt);
    if (*row == NULL)
        elog(ERROR, "hash join batch file ended inside a row");
    (*row)->tid = tid;
    return exec_slot_store_row(slot, *row);
}

/* Room for nbatch files a side (the new ones NULL). */
static void file_arrays(HashJoinState *hs)
{
    if (hs->nbatch <= hs->filecap)
        return;
    size_t sz = sizeof(TempFile *) * (size_t)hs->nbatch;
    MemoryContext old = mcxt_switch_to(hs->nodecxt);
    TempFile **in = palloc0(sz), **out = palloc0(sz);
    mcxt_switch_to(old);
    if (hs->filecap > 0) {
        memcpy(in, hs->innerfiles, sizeof(TempFile *) * (size_t)hs->filecap);
        memcpy(out, hs->outerfiles, sizeof(TempFile *) * (size_t)hs->filecap);
        pfree(hs->innerfiles);
        pfree(hs->outerfiles);
    }
    hs->innerfiles = in;
    hs->outerfiles = out;
    hs->filecap = hs->nbatch;
}

static void close_file(TempFile **f)
{
    if (*f != NULL)
        tempfile_close(*f);
    *f = NULL;
}

static void close_all_files(HashJoinState *hs)
{
    for (int b = 0; b < hs->filecap; b++) {
        close_file(&hs->innerfiles[b]);
        close_file(&hs->outerfiles[b]);
    }
    close_file(&hs->outerfile);
}

static void free_entry(HashJoinState *hs, HashEntry *e)
{
    exec_row_free(e->row, hs->innerslot);
    if (!e->nullkey)
        for (int k = 0; k < hs->nkeys; k++)
            if (!hs->keybyval[k])
                pfree(DatumGetPointer(e->keys[k]));
    pfree(e);
}

/* The bucket array the table would have now. */
static size_t bucket_bytes(const HashJoinState *hs)
{
    size_t n = hs->nbuckets_planned;
    while ((long)n < hs->nentries && n < ((size_t)1 << 30))
        n *= 2;
    return n * sizeof(HashEntry *);
}

/*
 * The table outgrew its limit: double nbatch and move the rows of batches that are no longer
 * the current one to their files (PG's ExecHashIncreaseNumBatches).
 */
static void increase_batches(HashJoinState *hs)
{
    if (hs->nbatch >= HJ_MAX_BATCHES) {
        hs->growth_enabled = false;
        return;
    }
    hs->peak_bytes = Max(hs->peak_bytes, mcxt_bytes(hs->hashcxt));
    hs->nbatch = hs->nbatch * 2;
    hs->max_nbatch = Max(hs->max_nbatch, hs->nbatch);
    file_arrays(hs);
    long kept = 0;
    for (long i = 0; i < hs->nentries; i++) {
        HashEntry *e = hs->entries[i];
        int b = batch_of(hs, e->hash);
        if (b == hs->curbatch) {
            hs->entries[kept++] = e;
            continue;
        }
        Assert(b > hs->curbatch);
        save_row(&hs->innerfiles[b], exec_slot_store_row(hs->innerslot, e->row));
        free_entry(hs, e);
    }
    /* all rows stayed, or all left: their hash values are too alike to split */
    if (kept == 0 || kept == hs->nentries)
        hs->growth_enabled = false;
    hs->nentries = kept;
}

static void add_entry(HashJoinState *hs, StoredRow *row, const Datum *keys, bool ok, uint32 h)
{
    MemoryContext old = mcxt_switch_to(hs->hashcxt);
    HashEntry *e = palloc0(sizeof(HashEntry) + (ok ? sizeof(Datum) * (size_t)hs->nkeys : 0));
    e->hash = h;
    e->nullkey = !ok;
    e->row = row;
    if (ok) {
        for (int k = 0; k < hs->nkeys; k++)
            e->keys[k] = exec_datum_copy(keys[k], hs->keybyval[k], hs->keylen[k]);
    }
    if (hs->nentries == hs->entcap) {
        hs->entcap = hs->entcap ? hs->entcap * 2 : 256;
        hs->entries = repalloc(hs->entries, sizeof(HashEntry *) * (size_t)hs->entcap);
    }
    hs->entries[hs->nentries++] = e;
    mcxt_switch_to(old);
    if (hs->growth_enabled && mcxt_bytes(hs->hashcxt) + bucket_bytes(hs) > hs->space_allowed)
        increase_batches(hs);
}

/*
 * One inner row (in slot; row is its copy in the hash memory when it has one already) goes
 * into the table when it is of the current batch, else to its batch's file. A row with a NULL
 * key never matches: only a RIGHT or FULL join keeps it, to return it NULL-extended.
 */
static void place_inner(HashJoinState *hs, TupleTableSlot *in, StoredRow *row)
{
    ExprContext *ec = hs->ps.econtext;
    JoinType jt = ((Join *)hs->ps.plan)->jointype;
    exec_reset_econtext(ec);
    ec->ecxt_innertuple = in;
    MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
    Datum *keys = palloc(sizeof(Datum) * (size_t)(hs->nkeys + 1));
    uint32 h = 0;
    bool ok = eval_keys(hs, hs->innerkeys, ec, keys, &h);
    mcxt_switch_to(old);
    if (!ok)
        h = 0;
    int b = batch_of(hs, h);
    if ((!ok && !fills_inner(jt)) || b != hs->curbatch) {
        if (ok || fills_inner(jt))
            save_row(&hs->innerfiles[b], in);
        if (row != NULL)
            exec_row_free(row, hs->innerslot);
        return;
    }
    add_entry(hs, row != NULL ? row : exec_row_copy(in, hs->hashcxt), keys, ok, h);
}

static void reset_table(HashJoinState *hs)
{
    mcxt_reset(hs->hashcxt);
    hs->entries = NULL;
    hs->nentries = hs->entcap = 0;
    hs->buckets = NULL;
}

/* The current batch's rows are in: size the bucket array and link the rows into it. */
static void finish_table(HashJoinState *hs)
{
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

/* Batch 0: read the whole inner input; the rows of later batches go to their files. */
static void build_hash(HashJoinState *hs)
{
    close_all_files(hs);
    hs->nbatch = hs->nbatch_planned;
    hs->max_nbatch = Max(hs->max_nbatch, hs->nbatch);
    hs->curbatch = 0;
    hs->growth_enabled = true;
    file_arrays(hs);
    reset_table(hs);
    hs->ninner = 0;
    BufferUsage buf0 = bufusage_current;
    for (;;) {
        TupleTableSlot *in = exec_proc_node(hs->ps.righttree);
        if (in == NULL)
            break;
        hs->ninner++;
        place_inner(hs, in, NULL);
    }
    finish_table(hs);
    bufusage_accum_diff(&hs->build_bufusage, &bufusage_current, &buf0);
}

/* A later batch: its inner rows from their file (some may move on to still later ones). */
static void load_batch(HashJoinState *hs)
{
    TempFile *f = hs->innerfiles[hs->curbatch];
    StoredRow *row;
    TupleTableSlot *in;
    hs->innerfiles[hs->curbatch] = NULL;
    reset_table(hs);
    if (f != NULL) {
        tempfile_rewind(f);
        while ((in = read_row(hs, f, hs->innerslot, hs->hashcxt, &row)) != NULL)
            place_inner(hs, in, row);
        tempfile_close(f);
    }
    finish_table(hs);
    hs->outerfile = hs->outerfiles[hs->curbatch];
    hs->outerfiles[hs->curbatch] = NULL;
    if (hs->outerfile != NULL)
        tempfile_rewind(hs->outerfile);
}

/* Move on to the next batch that can return rows; false after the last. */
static bool next_batch(HashJoinState *hs, JoinType jt)
{
    close_file(&hs->outerfile);
    while (++hs->curbatch < hs->nbatch) {
        int b = hs->curbatch;
        if ((hs->innerfiles[b] == NULL && !fills_outer(jt)) ||
            (hs->outerfiles[b] == NULL && !fills_inner(jt))) {
            close_file(&hs->innerfiles[b]);
            close_file(&hs->outerfiles[b]);
            continue;
        }
        load_batch(hs);
        return true;
    }
    reset_table(hs);
    return false;
}

/*
 * PG's ExecHashJoin: unless the join returns unmatched inner rows, the outer input's first row
 * is fetched before the build when that is cheap (or the join returns unmatched outer rows),
 * so an empty outer input never reads the inner one. False: the outer input is empty. The row
 * is copied, since the build runs other nodes before it is probed.
 */
static bool fetch_first_outer(HashJoinState *hs, JoinType jt)
{
    hs->firstouter = NULL;
    if (fills_inner(jt) || (!fills_outer(jt) && hs->ps.lefttree->plan->startup_cost >=
                                                    hs->ps.righttree->plan->total_cost))
        return true;
    TupleTableSlot *out = exec_proc_node(hs->ps.lefttree);
    if (out == NULL)
        return false;
    mcxt_reset(hs->outerrowcxt);
    hs->firstouter = exec_slot_store_row(hs->outerslot, exec_row_copy(out, hs->outerrowcxt));
    return true;
}

/* The next outer row of the current batch: the outer input's in batch 0, else its file's. */
static TupleTableSlot *next_outer(HashJoinState *hs)
{
    StoredRow *row;
    if (hs->firstouter != NULL) {
        TupleTableSlot *first = hs->firstouter;
        hs->firstouter = NULL;
        return first;
    }
    if (hs->curbatch == 0)
        return exec_proc_node(hs->ps.lefttree);
    if (hs->outerfile == NULL)
        return NULL;
    mcxt_reset(hs->outerrowcxt);
    return read_row(hs, hs->outerfile, hs->outerslot, hs->outerrowcxt, &row);
}

static bool keys_equal(HashJoinState *hs, HashEntry *e)
{
    count_work(hs);
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
            if (!fetch_first_outer(hs, jt)) {
                hs->phase = HJ_DONE;
                break;
            }
            build_hash(hs);
            /* PG's shortcut: no inner rows, and the outer ones alone return nothing */
            hs->phase = hs->ninner == 0 && !fills_outer(jt) ? HJ_DONE : HJ_NEED_OUTER;
            break;
        case HJ_NEED_OUTER: {
            hs->outer = next_outer(hs);
            if (hs->outer == NULL) {
                hs->phase = fills_inner(jt) ? HJ_FILL_INNER : HJ_NEXT_BATCH;
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
            int b = ok ? batch_of(hs, hs->outerhash) : hs->curbatch;
            if (b != hs->curbatch) { /* a later batch's: probed when that batch is in */
                save_row(&hs->outerfiles[b], hs->outer);
                break;
            }
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
            hs->phase = HJ_NEXT_BATCH;
            break;
        case HJ_NEXT_BATCH:
            hs->phase = next_batch(hs, jt) ? HJ_NEED_OUTER : HJ_DONE;
            break;
        case HJ_DONE:
            return NULL;
        }
    }
}

static void rescan_hashjoin(PlanState *ps)
{
    HashJoinState *hs = (HashJoinState *)ps;
    close_all_files(hs);
    reset_table(hs);
    hs->firstouter = NULL;
    hs->phase = HJ_BUILD;
    exec_rescan_node(ps->lefttree);
    exec_rescan_node(ps->righttree);
}

static void end_hashjoin(PlanState *ps)
{
    HashJoinState *hs = (HashJoinState *)ps;
    close_all_files(hs);
    reset_table(hs);
    exec_end_node(ps->lefttree);
    exec_end_node(ps->righttree);
}

bool exec_hashjoin_stats(PlanState *ps, HashJoinStats *out)
{
    HashJoinState *hs = (HashJoinState *)ps;
    if (!IsA(ps->plan, HashJoin) || !hs->built)
        return false;
    out->nbuckets = hs->max_nbuckets;
    out->nbuckets_original = hs->nbuckets_planned;
    out->nbatch = hs->max_nbatch;
    out->nbatch_original = hs->nbatch_planned;
    out->peak_kb = (long)((hs->peak_bytes + 1023) / 1024);
    out->build_bufusage = hs->build_bufusage;
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
        const TypeInfo *ti = type_by_oid(exprType(list_nth(node->inner_keys, k)));
        if (eq == NULL || eq->fn == NULL)
            elog(ERROR, "function with OID %u does not exist", node->eqfuncs[k]);
        hs->hashfns[k] = pi ? pi->fn : NULL;
        hs->eqfns[k] = eq->fn;
        hs->keylen[k] = ti ? ti->typlen : 8;
        hs->keybyval[k] = ti ? ti->typbyval : true;
    }
    hs->outerkeyvals = palloc0(sizeof(Datum) * (size_t)(hs->nkeys + 1));
    hs->nodecxt = CurrentMemoryContext;
    hs->hashcxt = mcxt_create(CurrentMemoryContext, "hash join");
    hs->outerrowcxt = mcxt_create(CurrentMemoryContext, "hash join outer row");
    /* a plan made without the planner's sizes (tests): one batch of 1024 buckets */
    hs->nbuckets_planned = node->nbuckets >= 1024 ? (uint32)node->nbuckets : 1024;
    hs->nbatch_planned = node->nbatch >= 1 ? node->nbatch : 1;
    hs->space_allowed = (size_t)((double)work_mem_kb * 1024.0 * hash_mem_multiplier);
    hs->phase = HJ_BUILD;
    TupleTableSlot *in = hs->ps.righttree->resultslot;
    TupleTableSlot *out = hs->ps.lefttree->resultslot;
    hs->innerslot = exec_slot_create(in->natts, in->types);
    hs->nullinner = exec_slot_store_nulls(exec_slot_create(in->natts, in->types));
    hs->nullouter = exec_slot_store_nulls(exec_slot_create(out->natts, out->types));
    hs->outerslot = exec_slot_create(out->natts, out->types);
    exec_assign_qual_and_projection(&hs->ps);
    return &hs->ps;
}
