/*
 * node_seqscan.c: reading every visible row of a table, in storage order.
 *
 * The heap tuple heap_getnext returns lives in a pinned buffer only until the next call, so
 * the scan slot's by-reference values are valid exactly as long as the Volcano contract
 * promises (until this node is called again); nodes that keep rows copy them.
 */
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "storage/catalog.h"

typedef struct SeqScanState {
    PlanState ps;
    uint32 nread; /* for the interrupt check every 4096 rows */
    Relation rel;
    HeapScanDesc scan;
    TupleTableSlot *scanslot;
    bool epq_done; /* EvalPlanQual: the re-checked tuple was returned */
} SeqScanState;

/* EvalPlanQual: the one tuple to re-check instead of the table, through the same qual. */
static TupleTableSlot *exec_seqscan_epq(SeqScanState *ss)
{
    PlanState *ps = &ss->ps;
    ExprContext *ec = ps->econtext;
    if (ss->epq_done)
        return NULL;
    ss->epq_done = true;
    exec_reset_econtext(ec);
    exec_slot_store_heap(ss->scanslot, ps->state->es_epq_tuple, ss->rel->rd_att);
    ec->ecxt_scantuple = ss->scanslot;
    if (!exec_qual(ps->qual, ec))
        return NULL;
    return ps->proj ? exec_project(ps->proj) : ss->scanslot;
}

static TupleTableSlot *exec_seqscan(PlanState *ps)
{
    SeqScanState *ss = (SeqScanState *)ps;
    ExprContext *ec = ps->econtext;

    if (ps->state->es_epq_tuple && ps->state->es_epq_relid == ss->rel->rd_id)
        return exec_seqscan_epq(ss);
    for (;;) {
        if ((++ss->nread & 4095) == 0 && executor_interrupt_hook)
            executor_interrupt_hook();
        HeapTuple tup = heap_getnext(ss->scan);
        if (tup == NULL)
            return NULL;
        exec_reset_econtext(ec);
        exec_slot_store_heap(ss->scanslot, tup, ss->rel->rd_att);
        ec->ecxt_scantuple = ss->scanslot;
        if (!exec_qual(ps->qual, ec))
            continue;
        return ps->proj ? exec_project(ps->proj) : ss->scanslot;
    }
}

static void rescan_seqscan(PlanState *ps)
{
    SeqScanState *ss = (SeqScanState *)ps;
    ss->epq_done = false;
    heap_rescan(ss->scan);
}

static void end_seqscan(PlanState *ps)
{
    SeqScanState *ss = (SeqScanState *)ps;
    if (ss->scan) {
        heap_endscan(ss->scan);
        ss->scan = NULL;
    }
    if (ss->rel) {
        relation_close(ss->rel);
        ss->rel = NULL;
    }
}

PlanState *exec_init_seqscan(SeqScan *node, EState *estate)
{
    SeqScanState *ss = exec_make_planstate(sizeof(SeqScanState), &node->plan, estate);
    TupleDesc desc;
    Oid *types;

    ss->ps.exec = exec_seqscan;
    ss->ps.rescan = rescan_seqscan;
    ss->ps.end = end_seqscan;
    ss->rel = relation_open(node->relid, AccessShareLock);
    desc = ss->rel->rd_att;
    types = palloc0(sizeof(Oid) * (size_t)(desc->natts + 1));
    for (int i = 0; i < desc->natts; i++)
        types[i] = TupleDescAttr(desc, i)->atttypid;
    ss->scanslot = exec_slot_create(desc->natts, types);
    ss->scan = heap_beginscan(ss->rel);
    exec_assign_qual_and_projection(&ss->ps);
    if (ss->ps.resultslot == NULL)
        ss->ps.resultslot = ss->scanslot;
    return &ss->ps;
}
