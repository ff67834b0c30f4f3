/*
 * node_nestloop.c: nested-loop join: for each outer row, rescan the inner side.
 *
 * joinqual decides whether a pair matches; for a LEFT join an outer row without any match is
 * returned once with the inner columns NULL. The planner turns RIGHT joins into LEFT ones by
 * swapping the inputs and plans FULL joins as hash joins, except when the ON condition is a
 * constant (ON true, as PG's merge join allows): then a FULL join remembers which inner rows
 * (by their position in the inner scan, which rescans repeat) matched and, after the last outer
 * row, rescans the inner side once more to return the unmatched ones with NULL outer columns.
 * plan.qual (WHERE conditions that could not be pushed down) filters the joined rows. A SEMI
 * join returns an outer row at its first match, an ANTI join one without any match (with the
 * inner columns NULL); either stops reading the inner side at the first match.
 */
#include "common/elog.h"
#include "executor/execnodes.h"
#include "executor/executor.h"

#include <string.h>

typedef struct NestLoopState {
    PlanState ps;
    ExprState *joinqual;
    TupleTableSlot *outer;
    bool needouter;
    bool matched;
    TupleTableSlot *nullinner;
    TupleTableSlot *nullouter; /* FULL only */
    bool *innermatched;        /* FULL only: per inner position */
    int64 innercap;
    int64 innerpos;            /* position of the current inner row in this scan */
    bool draining;             /* FULL: returning unmatched inner rows */
    uint32 npairs; /* for the interrupt check every 4096 pairs */
    List *nestparams; /* ExprState per NestLoopParam */
} NestLoopState;

static void mark_inner_matched(NestLoopState *ns, int64 pos)
{
    if (pos >= ns->innercap) {
        int64 cap = ns->innercap ? ns->innercap : 64;
        while (cap <= pos)
            cap *= 2;
        bool *m = palloc0(sizeof(bool) * (size_t)cap);
        if (ns->innermatched)
            memcpy(m, ns->innermatched, sizeof(bool) * (size_t)ns->innercap);
        ns->innermatched = m;
        ns->innercap = cap;
    }
    ns->innermatched[pos] = true;
}

/* FULL join, outer side exhausted: the inner rows no outer row matched, NULL-extended. */
static TupleTableSlot *drain_unmatched_inner(NestLoopState *ns)
{
    PlanState *ps = &ns->ps;
    ExprContext *ec = ps->econtext;
    for (;;) {
        TupleTableSlot *inner = exec_proc_node(ps->righttree);
        if (inner == NULL)
            return NULL;
        int64 pos = ns->innerpos++;
        if (pos < ns->innercap && ns->innermatched[pos])
            continue;
        exec_reset_econtext(ec);
        ec->ecxt_outertuple = ns->nullouter;
        ec->ecxt_innertuple = inner;
        if (exec_qual(ps->qual, ec))
            return exec_project(ps->proj);
    }
}

/* A parameterized inner side (an index scan on the join key) reads the outer row's values
 * through PARAM_EXEC slots, set before each rescan. */
static void set_nest_params(NestLoopState *ns)
{
    ExprContext *ec = ns->ps.econtext;
    EState *es = ns->ps.state;
    ListCell *lc;
    if (ns->nestparams == NIL)
        return;
    exec_reset_econtext(ec);
    ec->ecxt_outertuple = ns->outer;
    foreach (lc, ns->nestparams) {
        NestLoopParam *p = list_nth(((NestLoop *)ns->ps.plan)->nestParams,
                                    foreach_current_index(lc));
        bool isnull;
        Datum v = exec_eval_expr(lfirst(lc), ec, &isnull);
        es->es_param_exec_values[p->paramno] = v; /* the outer row stays until the next one */
        es->es_param_exec_isnull[p->paramno] = isnull;
    }
}

static TupleTableSlot *exec_nestloop(PlanState *ps)
{
    NestLoopState *ns = (NestLoopState *)ps;
    Join *node = (Join *)ps->plan;
    ExprContext *ec = ps->econtext;

    for (;;) {
        if (ns->draining)
            return drain_unmatched_inner(ns);
        if (ns->needouter) {
            ns->outer = exec_proc_node(ps->lefttree);
            if (ns->outer == NULL) {
                if (node->jointype != JOIN_FULL)
                    return NULL;
                ns->draining = true;
                ns->innerpos = 0;
                exec_rescan_node(ps->righttree);
                continue;
            }
            ns->needouter = false;
            ns->matched = false;
            ns->innerpos = 0;
            set_nest_params(ns);
            exec_rescan_node(ps->righttree);
        }
        if ((++ns->npairs & 4095) == 0 && executor_interrupt_hook)
            executor_interrupt_hook();
        TupleTableSlot *inner = exec_proc_node(ps->righttree);
        exec_reset_econtext(ec);
        ec->ecxt_outertuple = ns->outer;
        if (inner == NULL) {
            ns->needouter = true;
            if (node->jointype != JOIN_INNER && node->jointype != JOIN_SEMI && !ns->matched) {
                ec->ecxt_innertuple = ns->nullinner;
                if (exec_qual(ps->qual, ec))
                    return exec_project(ps->proj);
            }
            continue;
        }
        ec->ecxt_innertuple = inner;
        int64 pos = ns->innerpos++;
        if (!exec_qual(ns->joinqual, ec))
            continue;
        ns->matched = true;
        if (node->jointype == JOIN_SEMI || node->jointype == JOIN_ANTI)
            ns->needouter = true; /* one match decides */
        if (node->jointype == JOIN_ANTI)
            continue;
        if (node->jointype == JOIN_FULL)
            mark_inner_matched(ns, pos);
        if (exec_qual(ps->qual, ec))
            return exec_project(ps->proj);
    }
}

static void rescan_nestloop(PlanState *ps)
{
    NestLoopState *ns = (NestLoopState *)ps;
    ns->needouter = true;
    ns->draining = false;
    if (ns->innermatched)
        memset(ns->innermatched, 0, sizeof(bool) * (size_t)ns->innercap);
    exec_rescan_node(ps->lefttree);
}

PlanState *exec_init_nestloop(NestLoop *node, EState *estate)
{
    NestLoopState *ns = exec_make_planstate(sizeof(NestLoopState), &node->join.plan, estate);

    if (node->join.jointype != JOIN_INNER && node->join.jointype != JOIN_LEFT &&
        node->join.jointype != JOIN_FULL && node->join.jointype != JOIN_SEMI &&
        node->join.jointype != JOIN_ANTI)
        elog(ERROR, "nested loop cannot do join type %d", (int)node->join.jointype);
    ns->ps.exec = exec_nestloop;
    ns->ps.rescan = rescan_nestloop;
    ns->ps.lefttree = exec_init_node(node->join.plan.lefttree, estate);
    ns->ps.righttree = exec_init_node(node->join.plan.righttree, estate);
    ns->joinqual = exec_init_qual(node->join.joinqual, &ns->ps, estate);
    ListCell *lc;
    foreach (lc, node->nestParams)
        ns->nestparams = lappend(ns->nestparams,
                                 exec_init_expr(((NestLoopParam *)lfirst(lc))->paramval, &ns->ps,
                                                estate));
    ns->needouter = true;
    TupleTableSlot *in = ns->ps.righttree->resultslot;
    ns->nullinner = exec_slot_store_nulls(exec_slot_create(in->natts, in->types));
    TupleTableSlot *out = ns->ps.lefttree->resultslot;
    ns->nullouter = exec_slot_store_nulls(exec_slot_create(out->natts, out->types));
    exec_assign_qual_and_projection(&ns->ps);
    return &ns->ps;
}
