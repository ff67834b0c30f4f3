/*
 * exec_epq.c: EvalPlanQual, PG's READ COMMITTED re-check of a row another transaction updated
 * and committed while this statement waited for it (UPDATE, DELETE, SELECT ... FOR UPDATE).
 *
 * The one idea: a second copy of the node's input plan is run with EState.es_epq_tuple set, so
 * that every scan of that table returns just the row's newest version; the copy's rows are the
 * input rows that version still produces (none if it no longer qualifies). The other tables
 * are read again with the statement's snapshot (PG instead re-uses their locked rows).
 */
#include "common/elog.h"
#include "executor/execnodes.h"
#include "common/guc.h"
#include "storage/snapshot.h"

void exec_epq_check_isolation(HeapTmResult r, bool locking)
{
    if (XactIsoLevel >= XACT_REPEATABLE_READ)
        ereport(ERROR, errcode(ERRCODE_T_R_SERIALIZATION_FAILURE),
                errmsg("could not serialize access due to concurrent %s",
                       r == HEAP_TM_DELETED && !locking ? "delete" : "update"));
}

TupleTableSlot *exec_epq_run(PlanState *owner, PlanState **epq, HeapTuple latest,
                             ExecEpqAccept accept, void *arg)
{
    EState *es = owner->state;
    if (*epq == NULL) {
        MemoryContext old = mcxt_switch_to(es->es_query_cxt);
        *epq = exec_init_node(owner->plan->lefttree, es);
        mcxt_switch_to(old);
    } else
        exec_rescan_node(*epq);
    es->es_epq_tuple = latest;
    es->es_epq_relid = latest->t_tableOid;
    TupleTableSlot *slot;
    PG_TRY();
    {
        while ((slot = exec_proc_node(*epq)) != NULL && accept && !accept(slot, arg))
            ;
    }
    PG_CATCH();
    {
        es->es_epq_tuple = NULL;
        PG_RE_THROW();
    }
    PG_END_TRY();
    es->es_epq_tuple = NULL;
    return slot;
}
