/*
 * node_lockrows.c: SELECT ... FOR UPDATE / NO KEY UPDATE / SHARE / KEY SHARE (PG's LockRows).
 *
 * For each input row, the row of every marked table (its ctid is a junk column of the input)
 * is locked with heap_lock_tuple, which waits for a transaction changing or locking the row in
 * a conflicting mode. NOWAIT turns that wait into 55P03, SKIP LOCKED into skipping the row. If
 * a committed transaction updated the row first, REPEATABLE READ raises 40001 and READ
 * COMMITTED locks the newest version and re-runs the input for it (EvalPlanQual, exec_epq.c):
 * the row is returned as that version makes it, or skipped if it no longer qualifies. A
 * deleted row is skipped. Locks are the transaction's (its xid in xmax): they go at its end.
 */
#include "common/elog.h"
#include "executor/execnodes.h"
#include "storage/catalog.h"
#include "storage/mvcc.h"

typedef struct LockRowsState {
    PlanState ps;
    Relation *rels;        /* per mark */
    ItemPointerData *tids; /* per mark: the ctids of the current input row */
    int redo;              /* the mark whose newest version the EPQ row must come from */
    PlanState *epq_ps;
} LockRowsState;

/* An EPQ row is the one for the current input row if the other marks' ctids are unchanged. */
static bool same_other_rows(TupleTableSlot *slot, void *arg)
{
    LockRowsState *ls = arg;
    LockRows *node = (LockRows *)ls->ps.plan;
    for (int i = 0; i < node->nmarks; i++) {
        if (i == ls->redo)
            continue;
        ItemPointerData t = exec_datum_to_tid(slot->tts_values[node->marks[i].ctidColIdx - 1]);
        if (t.ip_blkid != ls->tids[i].ip_blkid || t.ip_posid != ls->tids[i].ip_posid)
            return false;
    }
    return true;
}

/*
 * Lock mark i's row of *slotp. False: skip the input row. A concurrent update replaces *slotp
 * by the row recomputed from the newest version.
 */
static bool lock_rowmark(LockRowsState *ls, int i, TupleTableSlot **slotp)
{
    LockRowsMark *m = &((LockRows *)ls->ps.plan)->marks[i];
    Relation rel = ls->rels[i];
    ItemPointerData tid = ls->tids[i];
    HeapTuple latest = NULL;
    for (;;) {
        ItemPointerData newer;
        HeapTmResult r = heap_lock_tuple(rel, &tid, m->mode, m->waitPolicy != LockWaitBlock,
                                         &newer);
        switch (r) {
        case HEAP_TM_OK:
            break;
        case HEAP_TM_SELF_MODIFIED:
            return false;
        case HEAP_TM_INVISIBLE:
            elog(ERROR, "attempted to lock invisible tuple");
        case HEAP_TM_WOULD_BLOCK:
            if (m->waitPolicy == LockWaitError)
                ereport(ERROR, errcode(ERRCODE_LOCK_NOT_AVAILABLE),
                        errmsg("could not obtain lock on row in relation \"%s\"", rel->relname));
            return false;
        case HEAP_TM_UPDATED:
        case HEAP_TM_DELETED:
            exec_epq_check_isolation(r, true);
            if (r == HEAP_TM_DELETED || (latest = heap_fetch_latest(rel, &newer)) == NULL)
                return false;
            tid = latest->t_self;
            continue; /* lock the newest version */
        }
        break;
    }
    if (latest == NULL)
        return true;
    ls->redo = i;
    TupleTableSlot *slot = exec_epq_run(&ls->ps, &ls->epq_ps, latest, same_other_rows, ls);
    if (slot == NULL)
        return false;
    ls->tids[i] = tid;
    *slotp = slot;
    return true;
}

static TupleTableSlot *exec_lockrows(PlanState *ps)
{
    LockRowsState *ls = (LockRowsState *)ps;
    LockRows *node = (LockRows *)ps->plan;
    for (;;) {
        TupleTableSlot *slot = exec_proc_node(ps->lefttree);
        if (slot == NULL)
            return NULL;
        for (int i = 0; i < node->nmarks; i++)
            ls->tids[i] = exec_datum_to_tid(slot->tts_values[node->marks[i].ctidColIdx - 1]);
        bool keep = true;
        for (int i = 0; keep && i < node->nmarks; i++)
            keep = lock_rowmark(ls, i, &slot);
        if (keep)
            return slot;
    }
}

static void rescan_lockrows(PlanState *ps)
{
    exec_rescan_node(ps->lefttree);
}

static void end_lockrows(PlanState *ps)
{
    LockRowsState *ls = (LockRowsState *)ps;
    LockRows *node = (LockRows *)ps->plan;
    exec_end_node(ps->lefttree);
    exec_end_node(ls->epq_ps);
    ls->epq_ps = NULL;
    for (int i = 0; ls->rels && i < node->nmarks; i++)
        if (ls->rels[i]) {
            relation_close(ls->rels[i]);
            ls->rels[i] = NULL;
        }
}

PlanState *exec_init_lockrows(LockRows *node, EState *estate)
{
    LockRowsState *ls = exec_make_planstate(sizeof(LockRowsState), &node->plan, estate);
    ls->ps.exec = exec_lockrows;
    ls->ps.rescan = rescan_lockrows;
    ls->ps.end = end_lockrows;
    ls->rels = palloc0(sizeof(Relation) * (size_t)node->nmarks);
    ls->tids = palloc0(sizeof(ItemPointerData) * (size_t)node->nmarks);
    for (int i = 0; i < node->nmarks; i++)
        ls->rels[i] = relation_open(node->marks[i].relid, RowShareLock);
    ls->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    ls->ps.resultslot = ls->ps.lefttree->resultslot;
    return &ls->ps;
}
