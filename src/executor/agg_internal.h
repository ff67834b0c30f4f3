/*
 * agg_internal.h: the Agg node's state, shared by its files.
 *
 *   node_agg.c    the node: phases (hashed sets, sorted chains, spilled sets) and output
 *   agg_trans.c   aggregate calls: transition states, DISTINCT/ORDER BY inputs, final values
 *   agg_hash.c    the hash table of the hashed sets, spilling past the memory limit
 *   agg_sorted.c  sorted chains: groups end as the sorted keys change (PG's GroupAggregate)
 *
 * A group (AggGroup) belongs to one grouping set and holds the transition state of every
 * aggregate. Hashed groups live in the node's aggregate memory until the table is emitted;
 * a sorted chain keeps one group per set at a time, each set in a memory context of its own
 * that is reset when the set's next group starts, so a sorted chain runs in constant memory.
 */
#ifndef BASALT_AGG_INTERNAL_H
#define BASALT_AGG_INTERNAL_H

#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/tuplesort.h"

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
    struct AggGroup *next; /* hashed groups, in order of creation */
    uint32 hash;
    int set;            /* its grouping set (0 without grouping sets) */
    MemoryContext cxt;  /* where its states live (AggCallContext.aggcontext for its calls) */
    StoredRow *first;   /* its first input row; NULL for the group of an empty input */
    Datum *keys;        /* NULL outside its set */
    bool *keynulls;
    Datum *trans;
    bool *transnull;
    bool *notrans;        /* initial state NULL and no input yet */
    SortedInput **inputs; /* per aggregate, for sorted aggregates */
} AggGroup;

/*
 * A sorted chain: sets each a prefix of the previous one in the key order `order`, fed rows
 * sorted on those keys. cur[i] is set sets[i]'s open group.
 */
typedef struct AggChain {
    int nsets;
    int *sets;   /* longest first */
    int *setlen; /* how many of order's keys each set has */
    int *order;  /* key positions, sort order */
    AggGroup **cur;
    MemoryContext *cxt;
    bool seen_rows; /* some row came: the empty sets' groups are open */
    Tuplesort *input; /* its rows, [keys..., input row...], unless it reads the child */
    bool input_done;  /* tuplesort_done called */
    long disk_kb;     /* temp file bytes its tuplesorts wrote (EXPLAIN ANALYZE) */
} AggChain;

typedef struct AggState {
    PlanState ps;
    int naggs;
    AggDef *aggs;
    int nkeys;
    ExprState **keyexprs;
    Oid *keytypes;
    PGFunction *hashfns;
    MemoryContext aggcxt;   /* hashed groups */
    MemoryContext spillcxt; /* the chains' tuplesorts */
    AggCallContext callcxt;
    Datum *aggvalues;
    bool *aggnulls;
    TupleTableSlot *firstslot;
    Datum *tmpkeys; /* the current input row's keys */
    bool *tmpnulls;
    int nsets;               /* grouping sets; 1 without them */
    TupleTableSlot *keyslot; /* grouping sets: the output group's keys, NULL outside its set */

    /* hashed sets */
    int nhashed;
    int *hashed; /* their set numbers */
    AggGroup **buckets;
    uint32 nbuckets;
    long ngroups;
    AggGroup *groups;
    AggGroup *lastgroup;
    AggGroup *outnext;
    size_t mem_limit;  /* bytes of hashed groups before new groups spill */
    bool hash_full;
    AggChain **spill;  /* per hashed set: its spilled rows, sorted on the set's keys */
    /* EXPLAIN ANALYZE (agg_hash.c): the largest of the node's runs, as PG's */
    bool run_started;     /* the current run counted its table's batch */
    int run_batches;      /* the table, plus 1 per set that spilled rows */
    long run_disk_kb;     /* temp file bytes of the spilled rows */
    int hash_batches;
    long hash_disk_kb;
    size_t hash_peak;     /* the table's memory (aggcxt) */

    /* sorted chains, in order; chain 0 reads the child unless sortInput */
    int nchains;
    AggChain **chains;
    TupleTableSlot *wideslot;  /* [keys..., input row...] for the chains' tuplesorts */
    TupleTableSlot *inputslot; /* the input part of a wide row */

    /* where the node is */
    int phase;         /* AGG_PHASE_* */
    int chainno;       /* the chain being read (AGG_PHASE_CHAINS, AGG_PHASE_SPILL: set index) */
    bool holding;      /* the current input row must be offered to the chain again */
    TupleTableSlot *held; /* input phase: that row (the child's slot, still valid) */
    AggGroup **pending; /* finished sorted groups to return, in order */
    int npending;
    int pendpos;
} AggState;

enum { AGG_PHASE_INPUT, AGG_PHASE_CHAINS, AGG_PHASE_HASH_OUT, AGG_PHASE_SPILL, AGG_PHASE_DONE };

/* agg_trans.c */
void agg_init_aggdef(AggState *as, AggDef *ad, Aggref *ar, EState *estate);
AggGroup *agg_group_make(AggState *as, MemoryContext cxt, TupleTableSlot *in, int set);
void agg_advance_group(AggState *as, AggGroup *g, ExprContext *ec);
void agg_finalize_group(AggState *as, AggGroup *g);
bool agg_key_in_set(AggState *as, int set, int k);

/* agg_hash.c */
void agg_hash_reset(AggState *as);
void agg_hash_clear(AggState *as);
void agg_hash_advance(AggState *as, TupleTableSlot *in);
void agg_hash_end(AggState *as);
void agg_hash_start_run(AggState *as);

/* agg_sorted.c */
AggChain *agg_chain_make(AggState *as, int nsets, const int *sets, int nkeys, const int *order);
void agg_chain_reset(AggState *as, AggChain *c);
void agg_chain_put(AggState *as, AggChain *c, TupleTableSlot *in);
bool agg_chain_next_row(AggState *as, AggChain *c);
bool agg_chain_row(AggState *as, AggChain *c, TupleTableSlot *in);
void agg_chain_finish(AggState *as, AggChain *c);

#endif /* BASALT_AGG_INTERNAL_H */
