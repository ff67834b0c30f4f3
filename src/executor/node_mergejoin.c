/*
 * node_mergejoin.c: merge join of two inputs sorted on the merge keys, for INNER, LEFT,
 * RIGHT, FULL, SEMI and ANTI joins.
 *
 * Both inputs advance in step: while the keys differ the smaller side moves on (its row has no
 * match: an outer join returns it NULL-extended). When they are equal, the inner side is
 * marked at the first row of that run of equal keys (a copy of the row is kept) and the outer
 * row is joined with each inner row of the run; the next outer row with the same keys restores
 * the inner side to the mark and reads the run again. A row with a NULL key never matches.
 * joinqual (the other ON conditions) decides a match among rows with equal keys; RIGHT and
 * FULL joins have none (PG allows only merge clauses there), so every inner row of a run some
 * outer row reached is matched. plan.qual filters the joined rows.
 */
#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "planner/nodefuncs.h"
#include "executor/executor.h"

typedef enum MJPhase {
    MJ_INIT,
    MJ_SKIP,       /* compare the current outer and inner rows */
    MJ_JOIN,       /* join the current outer row with the current row of the inner run */
    MJ_NEXT_OUTER, /* the outer row is done with the run: is the next one in it too? */
    MJ_FILL_OUTER, /* inner side exhausted: the outer rows left are unmatched */
    MJ_FILL_INNER, /* outer side exhausted: the inner rows left are unmatched */
    MJ_DONE
} MJPhase;

/* One input's current row and its key values. */
typedef struct MJSide {
    PlanState *node;
    ExprContext *ec; /* the keys' memory, reset for each row */
    ExprState **keys;
    TupleTableSlot *row; /* NULL: the input is exhausted */
    Datum *vals;
    bool *nulls;
    bool nomatch; /* some key is NULL */
    bool advance; /* the row was used: read the next before looking again */
} MJSide;

typedef struct MergeJoinState {
    PlanState ps;
    ExprState *joinqual;
    int nkeys;
    MergeJoin *node;
    bool fill_outer, fill_inner;
    MJSide outer, inner;
    MJPhase phase;
    bool outer_matched;
    /* the first inner row of the current run, and its keys */
    MemoryContext markcxt;
    StoredRow *marked;
    Datum *markvals;
    TupleTableSlot *markslot;
    TupleTableSlot *nullouter, *nullinner;
    int16 *keylen;
    bool *keybyval;
    uint32 ncmp; /* for the interrupt check */
} MergeJoinState;

static void side_fetch(MJSide *s, bool outer, int nkeys)
{
    s->advance = false;
    s->row = exec_proc_node(s->node);
    if (s->row == NULL)
        return;
    exec_reset_econtext(s->ec);
    if (outer)
        s->ec->ecxt_outertuple = s->row;
    else
        s->ec->ecxt_innertuple = s->row;
    MemoryContext old = mcxt_switch_to(s->ec->ecxt_per_tuple_memory);
    s->nomatch = false;
    for (int k = 0; k < nkeys; k++) {
        s->vals[k] = exec_eval_expr(s->keys[k], s->ec, &s->nulls[k]);
        s->nomatch |= s->nulls[k];
    }
    mcxt_switch_to(old);
}

/* Three-way comparison of key values in the inputs' order (no NULLs here). */
static int compare_keys(MergeJoinState *ms, const Datum *a, const Datum *b)
{
    MergeJoin *node = ms->node;
    if ((++ms->ncmp & 1023) == 0 && executor_interrupt_hook)
        executor_interrupt_hook();
    for (int k = 0; k < ms->nkeys; k++) {
        int c = exec_compare_datums(node->cmpfuncs[k], node->collations[k], a[k], false, b[k],
                                    false, node->reverse[k], node->nullsFirst[k]);
        if (c != 0)
            return c;
    }
    return 0;
}

/* Make the copy of the run's first row the current inner row. */
static void use_marked_row(MergeJoinState *ms)
{
    ms->inner.row = exec_slot_store_row(ms->markslot, ms->marked);
    for (int k = 0; k < ms->nkeys; k++) {
        ms->inner.vals[k] = ms->markvals[k];
        ms->inner.nulls[k] = false;
    }
    ms->inner.nomatch = false;
    ms->inner.advance = false;
}

/* The current inner row starts a run: keep a copy of it and mark the inner side there. The
 * mark may free the row the inner side returned last (a mark buffer's replayed row): the copy
 * stands in for it. */
static void mark_run(MergeJoinState *ms)
{
    mcxt_reset(ms->markcxt);
    ms->marked = exec_row_copy(ms->inner.row, ms->markcxt);
    MemoryContext old = mcxt_switch_to(ms->markcxt);
    for (int k = 0; k < ms->nkeys; k++)
        ms->markvals[k] = exec_datum_copy(ms->inner.vals[k], ms->keybyval[k], ms->keylen[k]);
    mcxt_switch_to(old);
    exec_mark_pos(ms->inner.node);
    use_marked_row(ms);
}

/* The next outer row has the run's keys: read the run again from its first row. */
static void restore_run(MergeJoinState *ms)
{
    exec_restr_pos(ms->inner.node);
    use_marked_row(ms);
}

/* The joined row of outer and inner (either may be the all-NULL row) if plan.qual holds. */
static TupleTableSlot *emit(MergeJoinState *ms, TupleTableSlot *outer, TupleTableSlot *inner)
{
    ExprContext *ec = ms->ps.econtext;
    exec_reset_econtext(ec);
    ec->ecxt_outertuple = outer;
    ec->ecxt_innertuple = inner;
    if (!exec_qual(ms->ps.qual, ec))
        return NULL;
    return exec_project(ms->ps.proj);
}

static TupleTableSlot *emit_outer_unmatched(MergeJoinState *ms)
{
    return ms->fill_outer ? emit(ms, ms->outer.row, ms->nullinner) : NULL;
}

static TupleTableSlot *emit_inner_unmatched(MergeJoinState *ms)
{
    return ms->fill_inner ? emit(ms, ms->nullouter, ms->inner.row) : NULL;
}

/* MJ_SKIP: move the side whose key is smaller (or NULL) until the keys are equal. */
static TupleTableSlot *skip_step(MergeJoinState *ms)
{
    if (ms->outer.advance)
        side_fetch(&ms->outer, true, ms->nkeys);
    if (ms->inner.advance)
        side_fetch(&ms->inner, false, ms->nkeys);
    if (ms->outer.row == NULL) {
        ms->phase = ms->fill_inner ? MJ_FILL_INNER : MJ_DONE;
        return NULL;
    }
    if (ms->inner.row == NULL) {
        ms->phase = ms->fill_outer ? MJ_FILL_OUTER : MJ_DONE;
        return NULL;
    }
    int c = ms->outer.nomatch   ? -1
            : ms->inner.nomatch ? 1
                                : compare_keys(ms, ms->outer.vals, ms->inner.vals);
    if (c < 0) {
        ms->outer.advance = true;
        return emit_outer_unmatched(ms);
    }
    if (c > 0) {
        ms->inner.advance = true;
        return emit_inner_unmatched(ms);
    }
    mark_run(ms);
    ms->outer_matched = false;
    ms->phase = MJ_JOIN;
    return NULL;
}

/* MJ_JOIN: the current outer row against the current row of the run. */
static TupleTableSlot *join_step(MergeJoinState *ms)
{
    JoinType jt = ms->node->join.jointype;
    ExprContext *ec = ms->ps.econtext;

    if (ms->inner.advance) {
        side_fetch(&ms->inner, false, ms->nkeys);
        if (ms->inner.row == NULL || ms->inner.nomatch ||
            compare_keys(ms, ms->markvals, ms->inner.vals) != 0) {
            /* the run is over for this outer row */
            ms->phase = MJ_NEXT_OUTER;
            return ms->outer_matched ? NULL : emit_outer_unmatched(ms);
        }
    }
    ms->inner.advance = true;
    exec_reset_econtext(ec);
    ec->ecxt_outertuple = ms->outer.row;
    ec->ecxt_innertuple = ms->inner.row;
    if (!exec_qual(ms->joinqual, ec))
        return NULL;
    ms->outer_matched = true;
    if (jt == JOIN_ANTI) {
        ms->phase = MJ_NEXT_OUTER;
        return NULL;
    }
    if (jt == JOIN_SEMI)
        ms->phase = MJ_NEXT_OUTER;
    return emit(ms, ms->outer.row, ms->inner.row);
}

/* MJ_NEXT_OUTER: the next outer row joins the same run again, or the merge goes on. */
static void next_outer_step(MergeJoinState *ms)
{
    side_fetch(&ms->outer, true, ms->nkeys);
    ms->outer_matched = false;
    if (ms->outer.row != NULL && !ms->outer.nomatch &&
        compare_keys(ms, ms->outer.vals, ms->markvals) == 0) {
        restore_run(ms);
        ms->phase = MJ_JOIN;
        return;
    }
    /* The current inner row is the first after the run, unless a SEMI or ANTI join left the
     * run early: then the skip moves past the run's rest (no inner row is filled there). No
     * outer row comes back to the run: the inner side need not keep rows for it. */
    exec_mark_release(ms->inner.node);
    ms->phase = MJ_SKIP;
}

static TupleTableSlot *exec_mergejoin(PlanState *ps)
{
    MergeJoinState *ms = (MergeJoinState *)ps;
    TupleTableSlot *r = NULL;

    for (;;) {
        switch (ms->phase) {
        case MJ_INIT:
            side_fetch(&ms->outer, true, ms->nkeys);
            side_fetch(&ms->inner, false, ms->nkeys);
            ms->phase = MJ_SKIP;
            break;
        case MJ_SKIP:
            r = skip_step(ms);
            break;
        case MJ_JOIN:
            r = join_step(ms);
            break;
        case MJ_NEXT_OUTER:
            next_outer_step(ms);
            break;
        case MJ_FILL_OUTER:
            if (ms->outer.advance)
                side_fetch(&ms->outer, true, ms->nkeys);
            if (ms->outer.row == NULL) {
                ms->phase = MJ_DONE;
                break;
            }
            ms->outer.advance = true;
            r = emit_outer_unmatched(ms);
            break;
        case MJ_FILL_INNER:
            if (ms->inner.advance)
                side_fetch(&ms->inner, false, ms->nkeys);
            if (ms->inner.row == NULL) {
                ms->phase = MJ_DONE;
                break;
            }
            ms->inner.advance = true;
            r = emit_inner_unmatched(ms);
            break;
        case MJ_DONE:
            return NULL;
        }
        if (r != NULL)
            return r;
    }
}

static void rescan_mergejoin(PlanState *ps)
{
    MergeJoinState *ms = (MergeJoinState *)ps;
    ms->phase = MJ_INIT;
    mcxt_reset(ms->markcxt);
    ms->marked = NULL;
    exec_rescan_node(ps->lefttree);
    exec_rescan_node(ps->righttree);
}

static void end_mergejoin(PlanState *ps)
{
    exec_end_node(ps->lefttree);
    exec_end_node(ps->righttree);
}

static void init_side(MJSide *s, PlanState *node, List *keys, int nkeys, PlanState *parent,
                      EState *estate)
{
    ListCell *lc;
    s->node = node;
    s->ec = exec_create_econtext(estate);
    s->keys = palloc0(sizeof(ExprState *) * (size_t)(nkeys + 1));
    foreach (lc, keys)
        s->keys[foreach_current_index(lc)] = exec_init_expr(lfirst(lc), parent, estate);
    s->vals = palloc0(sizeof(Datum) * (size_t)(nkeys + 1));
    s->nulls = palloc0(sizeof(bool) * (size_t)(nkeys + 1));
}

PlanState *exec_init_mergejoin(MergeJoin *node, EState *estate)
{
    MergeJoinState *ms = exec_make_planstate(sizeof(MergeJoinState), &node->join.plan, estate);
    JoinType jt = node->join.jointype;

    if (jt == JOIN_CROSS)
        elog(ERROR, "merge join cannot do join type %d", (int)jt);
    if ((jt == JOIN_RIGHT || jt == JOIN_FULL) && node->join.joinqual != NIL)
        elog(ERROR, "RIGHT and FULL merge joins take only merge clauses");
    ms->ps.exec = exec_mergejoin;
    ms->ps.rescan = rescan_mergejoin;
    ms->ps.end = end_mergejoin;
    ms->node = node;
    ms->ps.lefttree = exec_init_node(node->join.plan.lefttree, estate);
    ms->ps.righttree = exec_init_node_with_mark(node->join.plan.righttree, estate);
    ms->joinqual = exec_init_qual(node->join.joinqual, &ms->ps, estate);
    ms->nkeys = node->numkeys;
    ms->fill_outer = jt == JOIN_LEFT || jt == JOIN_FULL || jt == JOIN_ANTI;
    ms->fill_inner = jt == JOIN_RIGHT || jt == JOIN_FULL;
    init_side(&ms->outer, ms->ps.lefttree, node->outer_keys, ms->nkeys, &ms->ps, estate);
    init_side(&ms->inner, ms->ps.righttree, node->inner_keys, ms->nkeys, &ms->ps, estate);
    ms->keylen = palloc0(sizeof(int16) * (size_t)(ms->nkeys + 1));
    ms->keybyval = palloc0(sizeof(bool) * (size_t)(ms->nkeys + 1));
    for (int k = 0; k < ms->nkeys; k++) {
        const TypeInfo *ti = type_by_oid(exprType(list_nth(node->inner_keys, k)));
        ms->keylen[k] = ti ? ti->typlen : 8;
        ms->keybyval[k] = ti ? ti->typbyval : true;
    }
    ms->markvals = palloc0(sizeof(Datum) * (size_t)(ms->nkeys + 1));
    ms->markcxt = mcxt_create(CurrentMemoryContext, "merge join mark");
    ms->phase = MJ_INIT;
    TupleTableSlot *in = ms->ps.righttree->resultslot;
    TupleTableSlot *out = ms->ps.lefttree->resultslot;
    ms->markslot = exec_slot_create(in->natts, in->types);
    ms->nullinner = exec_slot_store_nulls(exec_slot_create(in->natts, in->types));
    ms->nullouter = exec_slot_store_nulls(exec_slot_create(out->natts, out->types));
    exec_assign_qual_and_projection(&ms->ps);
    return &ms->ps;
}
