/*
 * portal_cursor.c: a cursor's movement (FETCH / MOVE in every direction) and materialization.
 *
 * The one idea: the plan only runs forward, so a scrollable cursor keeps every row it has
 * read (the store) and moves backward over those; forward moves read the store up to its end
 * and then the plan. A NO SCROLL cursor keeps nothing until it must outlive what its plan
 * needs (WITH HOLD at commit, a SAVEPOINT that a later error would roll back past the pins
 * of its scans): then the rest of its rows are read into the store and the plan is ended
 * (executor_materialize). Positions follow PG's portalPos / atStart / atEnd exactly, so the
 * counts FETCH and MOVE report are PG's (DoPortalRunFetch and PortalRunSelect).
 */
#include <limits.h>

#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/portal_internal.h"
#include "parser/parsenodes.h"
#include "storage/snapshot.h"
#include "storage/xact.h"

static void copy_params(Portal *p, const EState *outer)
{
    EState *es = p->estate;
    int n = outer ? outer->es_nparams : 0;
    portal_alloc_params(es, n);
    for (int i = 0; i < n; i++) {
        const TypeInfo *t = type_by_oid(outer->es_param_types[i]);
        es->es_param_types[i] = outer->es_param_types[i];
        es->es_param_isnull[i] = outer->es_param_isnull[i];
        es->es_param_values[i] =
            outer->es_param_isnull[i] || t == NULL
                ? outer->es_param_values[i]
                : exec_datum_copy(outer->es_param_values[i], t->typbyval, t->typlen);
    }
}

Portal *executor_start_cursor(PlannedStmt *stmt, const EState *outer, bool binary,
                              bool keep_rows)
{
    MemoryContext cxt = mcxt_create(CurrentMemoryContext, "cursor");
    MemoryContext old = mcxt_switch_to(cxt);
    Portal *p = palloc0(sizeof(Portal));
    p->stmt = stmt;
    p->cxt = cxt;
    p->rowcxt = mcxt_create(cxt, "cursor row");
    p->is_cursor = true;
    p->keep_rows = keep_rows;
    p->at_start = true;
    p->dest_started = true; /* FETCH describes the rows, not the cursor */
    snapshot_get_current();
    p->ncols = stmt->nResultCols;
    p->cols = palloc0(sizeof(ResultColumn) * (size_t)(p->ncols + 1));
    for (int i = 0; i < p->ncols; i++) {
        p->cols[i] = stmt->resultCols[i];
        p->cols[i].format = binary ? 1 : 0;
    }
    p->estate = exec_create_estate(stmt);
    copy_params(p, outer);
    p->planstate = exec_init_node(stmt->planTree, p->estate);
    mcxt_switch_to(old);
    return p;
}

/* PG's ExecSupportsBackwardScan over Basalt's plan nodes: without SCROLL or NO SCROLL a cursor
 * is scrollable when its plan could run backward in PG. */
static bool plan_can_run_backward(const Plan *plan)
{
    if (plan == NULL)
        return false;
    switch (nodeTag(plan)) {
    case T_Result:
        return plan->lefttree == NULL || plan_can_run_backward(plan->lefttree);
    case T_Append: {
        ListCell *lc;
        foreach (lc, ((const Append *)plan)->appendplans)
            if (!plan_can_run_backward(lfirst(lc)))
                return false;
        return true;
    }
    case T_SeqScan:
    case T_FunctionScan:
    case T_ValuesScan:
    case T_IndexScan:
    case T_Material:
    case T_Sort:
        return true;
    case T_SubqueryScan:
    case T_Limit:
        return plan_can_run_backward(plan->lefttree);
    default:
        return false;
    }
}

bool executor_portal_as_cursor(Portal *p)
{
    if (p->is_cursor)
        return true;
    if (p->stmt->commandType != CMD_SELECT || p->planstate == NULL || p->done)
        return false;
    /* a protocol portal run partly by Execute: FETCH goes on from its rows so far, forward */
    p->is_cursor = true;
    p->ntaken = p->nrows;
    p->pos = p->nrows;
    p->at_start = p->nrows == 0;
    return true;
}

bool executor_cursor_can_scroll(const PlannedStmt *stmt)
{
    return plan_can_run_backward(stmt->planTree);
}

/* ---------------------------------------------------------------- the rows */

static void keep_row(Portal *p, TupleTableSlot *slot)
{
    if (p->store_slot == NULL)
        p->store_slot = exec_slot_create(slot->natts, slot->types);
    if (p->nstored == p->store_cap) {
        uint64 cap = p->store_cap ? p->store_cap * 2 : 64;
        StoredRow **rows = mcxt_alloc(p->cxt, sizeof(StoredRow *) * cap);
        if (p->nstored > 0)
            memcpy(rows, p->store, sizeof(StoredRow *) * p->nstored);
        p->store = rows;
        p->store_cap = cap;
    }
    p->store[p->nstored++] = exec_row_copy(slot, p->cxt);
}

/* Row number n (1-based) from the store, or NULL if it is not there. */
static TupleTableSlot *stored_row(Portal *p, uint64 n)
{
    if (n <= p->store_base || n > p->store_base + p->nstored)
        return NULL;
    return exec_slot_store_row(p->store_slot, p->store[n - p->store_base - 1]);
}

/* The row after the last one read from the plan, or NULL at its end. */
static TupleTableSlot *read_plan(Portal *p)
{
    if (p->exhausted)
        return NULL;
    TupleTableSlot *slot = exec_proc_node(p->planstate);
    if (slot == NULL) {
        p->exhausted = true;
        portal_end_plan(p);
        return NULL;
    }
    p->ntaken++;
    if (p->keep_rows) {
        keep_row(p, slot);
        return stored_row(p, p->ntaken);
    }
    return slot;
}

/* Row number n: from the store, or the plan's next row when n is the one after those read. */
static TupleTableSlot *row_at(Portal *p, uint64 n)
{
    TupleTableSlot *slot = stored_row(p, n);
    if (slot != NULL || n != p->ntaken + 1)
        return slot;
    return read_plan(p);
}

static void send(Portal *p, DestReceiver *dest, const ResultColumn *cols, TupleTableSlot *slot)
{
    if (dest == NULL)
        return;
    MemoryContext old = mcxt_switch_to(p->rowcxt);
    portal_send_row(p, cols, dest, slot);
    mcxt_switch_to(old);
    mcxt_reset(p->rowcxt);
}

static pg_noreturn void forward_only(void)
{
    ereport(ERROR, errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
            errmsg("cursor can only scan forward"),
            errhint("Declare it with SCROLL option to enable backward scan."));
}

/* PG's PortalRunSelect: count rows (FETCH_ALL: all) in one direction; rows sent to dest. */
static uint64 run_select(Portal *p, bool forward, int64 count, DestReceiver *dest,
                         const ResultColumn *cols)
{
    uint64 n = 0;
    if (forward) {
        if (p->at_end || count <= 0)
            return 0;
        while (count == FETCH_ALL || n < (uint64)count) {
            TupleTableSlot *slot = row_at(p, p->pos + n + 1);
            if (slot == NULL)
                break;
            send(p, dest, cols, slot);
            n++;
        }
        if (n > 0)
            p->at_start = false;
        if (count == FETCH_ALL || n < (uint64)count)
            p->at_end = true;
        p->pos += n;
        return n;
    }
    if (!p->keep_rows)
        forward_only();
    if (p->at_start || count <= 0)
        return 0;
    /* the row before the current one; at the end, the last row is "before" */
    uint64 next = p->at_end ? p->pos : p->pos - 1;
    while ((count == FETCH_ALL || n < (uint64)count) && next >= 1) {
        send(p, dest, cols, stored_row(p, next));
        next--;
        n++;
    }
    if (n > 0 && p->at_end) {
        p->at_end = false;
        p->pos++;
    }
    if (count == FETCH_ALL || n < (uint64)count) {
        p->at_start = true;
        p->pos = 0;
    } else
        p->pos -= n;
    return n;
}

/* PG's DoPortalRewind: back to before the first row (the store has every row read). */
static void rewind_cursor(Portal *p)
{
    if (p->at_start && !p->at_end)
        return;
    if (!p->keep_rows)
        forward_only();
    p->at_start = true;
    p->at_end = false;
    p->pos = 0;
}

uint64 executor_fetch(Portal *p, DestReceiver *dest, const ResultColumn *cols, int direction,
                      int64 count)
{
    bool forward;
    MemoryContext old = mcxt_switch_to(p->cxt);
    uint64 result;

    switch ((FetchDirection)direction) {
    case FETCH_FORWARD:
        if (count < 0) {
            direction = FETCH_BACKWARD;
            count = -count;
        }
        break;
    case FETCH_BACKWARD:
        if (count < 0) {
            direction = FETCH_FORWARD;
            count = -count;
        }
        break;
    case FETCH_ABSOLUTE:
        if (count > 0) {
            if ((uint64)(count - 1) <= p->pos / 2) {
                rewind_cursor(p);
                if (count > 1)
                    run_select(p, true, count - 1, NULL, cols);
            } else {
                int64 pos = (int64)p->pos;
                if (p->at_end)
                    pos++; /* one extra fetch if off the end */
                if (count <= pos)
                    run_select(p, false, pos - count + 1, NULL, cols);
                else if (count > pos + 1)
                    run_select(p, true, count - pos - 1, NULL, cols);
            }
            result = run_select(p, true, 1, dest, cols);
        } else if (count < 0) {
            run_select(p, true, FETCH_ALL, NULL, cols);
            if (count < -1)
                run_select(p, false, -count - 1, NULL, cols);
            result = run_select(p, false, 1, dest, cols);
        } else {
            rewind_cursor(p);
            result = run_select(p, true, 0, dest, cols);
        }
        mcxt_switch_to(old);
        return result;
    case FETCH_RELATIVE:
        if (count > 0) {
            if (count > 1)
                run_select(p, true, count - 1, NULL, cols);
            result = run_select(p, true, 1, dest, cols);
            mcxt_switch_to(old);
            return result;
        }
        if (count < 0) {
            if (count < -1)
                run_select(p, false, -count - 1, NULL, cols);
            result = run_select(p, false, 1, dest, cols);
            mcxt_switch_to(old);
            return result;
        }
        direction = FETCH_FORWARD;
        break;
    }
    forward = direction == FETCH_FORWARD;
    if (count == 0) {
        bool on_row = !p->at_start && !p->at_end;
        if (dest == NULL) {
            mcxt_switch_to(old);
            return on_row ? 1 : 0; /* MOVE 0: would FETCH 0 return a row? */
        }
        if (on_row) {
            /* back up one to fetch the current row again */
            run_select(p, false, 1, NULL, cols);
            count = 1;
            forward = true;
        }
    }
    if (!forward && count == FETCH_ALL && dest == NULL) {
        /* MOVE BACKWARD ALL is a rewind */
        result = p->pos;
        if (result > 0 && !p->at_end)
            result--;
        rewind_cursor(p);
        mcxt_switch_to(old);
        return result;
    }
    result = run_select(p, forward, count, dest, cols);
    mcxt_switch_to(old);
    return result;
}

void executor_materialize(Portal *p)
{
    if (p->exhausted)
        return;
    MemoryContext old = mcxt_switch_to(p->cxt);
    if (!p->keep_rows) {
        /* the rows not read yet, numbered after those already read */
        p->store_base = p->ntaken;
        p->keep_rows = true;
        p->is_cursor = true;
        while (read_plan(p) != NULL)
            ;
        p->keep_rows = false; /* still NO SCROLL */
    } else {
        while (read_plan(p) != NULL)
            ;
    }
    mcxt_switch_to(old);
}
