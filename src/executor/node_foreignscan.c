/*
 * node_foreignscan.c: reading a foreign table through its wrapper (src/fdw/fdwapi.h).
 *
 * The one idea: this node knows no wrapper. It opens the table, finds the routine of the
 * table's server's wrapper, and calls Begin/Iterate/ReScan/EndForeignScan; the wrapper fills
 * the scan slot with one value per table column (or, for work done remotely above the scan, an
 * aggregation, one per fdw_scan_tlist entry), and the node checks the local quals and
 * projects like any scan. The wrapper's row stays valid until the next Iterate call, as the
 * Volcano contract promises. A node planned as a direct modification (plan->operation UPDATE or
 * DELETE: the wrapper does the statement's whole change remotely) calls Begin / Iterate /
 * EndDirectModify instead; its rows are the changed rows RETURNING asks for.
 */
#include "common/elog.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "fdw/fdwapi.h"
#include "fdw/foreign.h"
#include "planner/nodefuncs.h"
#include "storage/catalog.h"

static bool direct_modify(ForeignScanState *fs)
{
    CmdType op = ((ForeignScan *)fs->ps.plan)->operation;
    return op == CMD_UPDATE || op == CMD_DELETE;
}

static TupleTableSlot *exec_foreignscan(PlanState *ps)
{
    ForeignScanState *fs = (ForeignScanState *)ps;
    ExprContext *ec = ps->econtext;
    uint32 n = 0;
    bool direct = direct_modify(fs);
    for (;;) {
        if ((++n & 4095) == 0 && executor_interrupt_hook)
            executor_interrupt_hook();
        exec_reset_econtext(ec);
        TupleTableSlot *slot = direct ? fs->routine->IterateDirectModify(fs)
                                      : fs->routine->IterateForeignScan(fs);
        if (slot == NULL)
            return NULL;
        ec->ecxt_scantuple = slot;
        if (!exec_qual(ps->qual, ec))
            continue;
        return ps->proj ? exec_project(ps->proj) : slot;
    }
}

static void rescan_foreignscan(PlanState *ps)
{
    ForeignScanState *fs = (ForeignScanState *)ps;
    fs->routine->ReScanForeignScan(fs);
}

static void end_foreignscan(PlanState *ps)
{
    ForeignScanState *fs = (ForeignScanState *)ps;
    if (fs->routine && fs->fdw_state) {
        if (direct_modify(fs))
            fs->routine->EndDirectModify(fs);
        else
            fs->routine->EndForeignScan(fs);
    }
    if (fs->rel) {
        relation_close(fs->rel);
        fs->rel = NULL;
    }
}

static TupleTableSlot *table_slot(TupleDesc desc)
{
    Oid *types = palloc0(sizeof(Oid) * (size_t)(desc->natts + 1));
    for (int i = 0; i < desc->natts; i++)
        types[i] = TupleDescAttr(desc, i)->atttypid;
    return exec_slot_create(desc->natts, types);
}

/* The row of work done remotely above the scan: one column per fdw_scan_tlist entry. */
static TupleTableSlot *entries_slot(List *entries)
{
    Oid *types = palloc0(sizeof(Oid) * (size_t)(list_length(entries) + 1));
    ListCell *lc;
    foreach (lc, entries)
        types[foreach_current_index(lc)] = exprType((Node *)((TargetEntry *)lfirst(lc))->expr);
    return exec_slot_create(list_length(entries), types);
}

PlanState *exec_init_foreignscan(ForeignScan *node, EState *estate)
{
    ForeignScanState *fs = exec_make_planstate(sizeof(ForeignScanState), &node->plan, estate);
    fs->ps.exec = exec_foreignscan;
    fs->ps.rescan = rescan_foreignscan;
    fs->ps.end = end_foreignscan;
    fs->rel = relation_open(node->relid, AccessShareLock);
    fs->routine = fdw_routine_for_relation(node->relid);
    fs->scanslot = node->fdw_scan_tlist || node->fs_relids ? entries_slot(node->fdw_scan_tlist)
                                        : table_slot(fs->rel->rd_att);
    exec_assign_qual_and_projection(&fs->ps);
    if (fs->ps.resultslot == NULL)
        fs->ps.resultslot = fs->scanslot;
    if (direct_modify(fs))
        fs->routine->BeginDirectModify(fs, 0);
    else
        fs->routine->BeginForeignScan(fs, 0);
    return &fs->ps;
}

/* ---------------------------------------------------------------- asynchronous Append */

bool exec_foreignscan_is_async(PlanState *ps)
{
    return ps->plan && IsA(ps->plan, ForeignScan) && ((ForeignScan *)ps->plan)->async_capable;
}

void exec_foreignscan_async_request(PlanState *ps)
{
    ForeignScanState *fs = (ForeignScanState *)ps;
    fs->routine->ForeignAsyncRequest(fs);
}

int exec_foreignscan_async_socket(PlanState *ps)
{
    ForeignScanState *fs = (ForeignScanState *)ps;
    return fs->routine->ForeignAsyncSocket(fs);
}
