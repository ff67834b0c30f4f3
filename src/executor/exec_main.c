/*
 * exec_main.c: building, running and tearing down PlanState trees (the Volcano driver).
 *
 * exec_init_node() dispatches on the plan node's tag to the node kind's exec_init_x, which
 * builds its state, initialises its children and fills in the three methods every PlanState
 * has: exec (next row, NULL at the end), rescan and end. Everything is allocated in the
 * query's memory context (EState.es_query_cxt); each node gets its own per-tuple context.
 */
#include "common/elog.h"
#include "executor/acl.h"
#include "executor/execnodes.h"
#include "executor/executor.h"

_Thread_local void (*executor_interrupt_hook)(void);

void exec_check_permissions(PlannedStmt *stmt)
{
    if (stmt == NULL)
        return;
    acl_require_functions(stmt->func_permissions);
    if (stmt->permissions == NIL)
        return;
    Oid me = acl_current_user();
    bool me_super = acl_is_superuser(me);
    ListCell *lc;
    foreach (lc, stmt->permissions) {
        RelPermission *p = lfirst(lc);
        Oid who = p->check_as != InvalidOid ? p->check_as : me;
        if (who != me || !me_super)
            acl_require_permission(p, who);
    }
}

EState *exec_create_estate(PlannedStmt *stmt)
{
    exec_check_permissions(stmt);
    EState *es = palloc0(sizeof(EState));
    es->es_query_cxt = CurrentMemoryContext;
    es->es_plannedstmt = stmt;
    es->es_nparam_exec = stmt ? stmt->nParamExec : 0;
    if (es->es_nparam_exec > 0) {
        es->es_param_exec_values = palloc0(sizeof(Datum) * (size_t)es->es_nparam_exec);
        es->es_param_exec_isnull = palloc0(sizeof(bool) * (size_t)es->es_nparam_exec);
        for (int i = 0; i < es->es_nparam_exec; i++)
            es->es_param_exec_isnull[i] = true;
    }
    if (stmt && stmt->subplans != NIL)
        es->es_subplanstates =
            palloc0(sizeof(PlanState *) * (size_t)list_length(stmt->subplans));
    return es;
}

ExprContext *exec_create_econtext(EState *estate)
{
    ExprContext *ec = palloc0(sizeof(ExprContext));
    ec->ecxt_per_tuple_memory = mcxt_create(CurrentMemoryContext, "per-tuple");
    ec->ecxt_estate = estate;
    return ec;
}

static void default_end(PlanState *ps)
{
    if (ps->lefttree)
        exec_end_node(ps->lefttree);
    if (ps->righttree)
        exec_end_node(ps->righttree);
}

static void default_rescan(PlanState *ps)
{
    if (ps->lefttree)
        exec_rescan_node(ps->lefttree);
    if (ps->righttree)
        exec_rescan_node(ps->righttree);
}

void *exec_make_planstate(size_t size, Plan *plan, EState *estate)
{
    PlanState *ps = palloc0(size);
    ps->type = T_PlanState;
    ps->plan = plan;
    ps->state = estate;
    ps->end = default_end;
    ps->rescan = default_rescan;
    ps->econtext = exec_create_econtext(estate);
    return ps;
}

void exec_assign_qual_and_projection(PlanState *ps)
{
    ps->qual = exec_init_qual(ps->plan->qual, ps, ps->state);
    if (ps->plan->targetlist != NIL) {
        ps->proj = exec_build_projection(ps->plan->targetlist, ps->econtext, ps, ps->state);
        ps->resultslot = ps->proj->slot;
    }
}

static PlanState *init_node_kind(Plan *plan, EState *estate);

PlanState *exec_init_node(Plan *plan, EState *estate)
{
    if (plan == NULL)
        return NULL;
    PlanState *ps = init_node_kind(plan, estate);
    if (estate->es_instrument)
        estate->es_instrument(ps, estate->es_instrument_arg);
    return ps;
}

PlanState *exec_init_node_with_mark(Plan *plan, EState *estate)
{
    PlanState *ps = init_node_kind(plan, estate);
    /* before EXPLAIN ANALYZE's wrapper: rows a restore replays count as returned, as in PG */
    exec_enable_mark(ps);
    if (estate->es_instrument)
        estate->es_instrument(ps, estate->es_instrument_arg);
    return ps;
}

static PlanState *init_node_kind(Plan *plan, EState *estate)
{
    switch (nodeTag(plan)) {
    case T_Result:
        return exec_init_result((Result *)plan, estate);
    case T_SeqScan:
        return exec_init_seqscan((SeqScan *)plan, estate);
    case T_TidScan:
        return exec_init_tidscan((TidScan *)plan, estate);
    case T_ValuesScan:
        return exec_init_valuesscan((ValuesScan *)plan, estate);
    case T_SubqueryScan:
        return exec_init_subqueryscan((SubqueryScan *)plan, estate);
    case T_NestLoop:
        return exec_init_nestloop((NestLoop *)plan, estate);
    case T_HashJoin:
        return exec_init_hashjoin((HashJoin *)plan, estate);
    case T_MergeJoin:
        return exec_init_mergejoin((MergeJoin *)plan, estate);
    case T_Sort:
        return exec_init_sort((Sort *)plan, estate);
    case T_IncrementalSort:
        return exec_init_incsort((IncrementalSort *)plan, estate);
    case T_Agg:
        return exec_init_agg((Agg *)plan, estate);
    case T_Limit:
        return exec_init_limit((Limit *)plan, estate);
    case T_Unique:
        return exec_init_unique((Unique *)plan, estate);
    case T_ModifyTable:
        return exec_init_modifytable((ModifyTable *)plan, estate);
    case T_Material:
        return exec_init_material((Material *)plan, estate);
    case T_Append:
        return exec_init_append((Append *)plan, estate);
    case T_SetOp:
        return exec_init_setop((SetOp *)plan, estate);
    case T_WindowAgg:
        return exec_init_windowagg((WindowAgg *)plan, estate);
    case T_ProjectSet:
        return exec_init_projectset((ProjectSet *)plan, estate);
    case T_FunctionScan:
        return exec_init_functionscan((FunctionScan *)plan, estate);
    case T_LockRows:
        return exec_init_lockrows((LockRows *)plan, estate);
    case T_SampleScan:
        return exec_init_samplescan((SampleScan *)plan, estate);
    case T_IndexScan:
        return exec_init_indexscan((IndexScan *)plan, estate);
    case T_ForeignScan:
        return exec_init_foreignscan((ForeignScan *)plan, estate);
    case T_BitmapIndexScan:
        return exec_init_bitmapindexscan((BitmapIndexScan *)plan, estate);
    case T_BitmapHeapScan:
        return exec_init_bitmapheapscan((BitmapHeapScan *)plan, estate);
    case T_RecursiveUnion:
        return exec_init_recursiveunion((RecursiveUnion *)plan, estate);
    case T_WorkTableScan:
        return exec_init_worktablescan((WorkTableScan *)plan, estate);
    case T_CteScan:
        return exec_init_ctescan((CteScan *)plan, estate);
    default:
        elog(ERROR, "unrecognized plan node type %d", (int)nodeTag(plan));
    }
}

void exec_end_node(PlanState *ps)
{
    if (ps)
        ps->end(ps);
}

void exec_rescan_node(PlanState *ps)
{
    if (ps == NULL)
        return;
    exec_mark_reset(ps);
    ps->rescan(ps);
}

void exec_end_plan(PlanState *root, EState *estate)
{
    ListCell *lc;
    exec_end_node(root);
    foreach (lc, estate->es_subplan_list)
        exec_end_node(lfirst(lc));
    estate->es_subplan_list = NIL;
}
