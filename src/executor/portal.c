/*
 * portal.c: one execution of a planned statement (executor.h's Portal).
 *
 * executor_start converts the Bind parameters with the types' input (text) or receive (binary)
 * functions and builds the plan's state tree in a memory context of the portal's own.
 * executor_run pulls rows from the plan root, converts the result columns to the requested
 * wire format (text: output function; binary: send function, without the varlena header) in a
 * per-row context reset after each row, and hands them to the DestReceiver. It can stop after
 * max_rows rows and resume on the next call: the plan state stays alive in the portal until
 * executor_end. Utility statements run on the first executor_run.
 */
#include <stdio.h>

#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/copy/copy.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "executor/portal_internal.h"
#include "executor/portalmem.h"
#include "storage/snapshot.h"
#include "storage/xact.h"


int executor_describe(const PlannedStmt *stmt, const ResultColumn **cols)
{
    if (!stmt->returnsRows) {
        *cols = NULL;
        return -1;
    }
    *cols = stmt->resultCols;
    return stmt->nResultCols;
}

int executor_portal_describe(Portal *portal, const ResultColumn **cols)
{
    if (!portal->stmt->returnsRows) {
        *cols = NULL;
        return -1;
    }
    *cols = portal->cols;
    return portal->ncols;
}

void portal_alloc_params(EState *es, int n)
{
    es->es_nparams = n;
    es->es_param_values = palloc0(sizeof(Datum) * (size_t)(n + 1));
    es->es_param_isnull = palloc0(sizeof(bool) * (size_t)(n + 1));
    es->es_param_types = palloc0(sizeof(Oid) * (size_t)(n + 1));
}

static void convert_params(EState *es, PlannedStmt *stmt, const ParamValues *params)
{
    int n = params ? params->nparams : 0;

    portal_alloc_params(es, n);
    for (int i = 0; i < n; i++) {
        Oid type = params->types ? params->types[i]
                   : i < stmt->numParams ? stmt->paramTypes[i]
                                         : UNKNOWNOID;
        int16 fmt = params->formats ? params->formats[i] : 0;
        es->es_param_types[i] = type;
        if (params->values[i] == NULL) {
            es->es_param_isnull[i] = true;
            continue;
        }
        if (fmt == 0)
            es->es_param_values[i] = type_input_cstring(
                type, pnstrdup(params->values[i], (size_t)params->lengths[i]), -1);
        else if (fmt == 1)
            es->es_param_values[i] =
                type_receive_binary(type, params->values[i], params->lengths[i], -1);
        else
            ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION),
                    errmsg("unsupported format code: %d", fmt));
    }
}

/*
 * EXECUTE: its arguments are evaluated (with the outer statement's parameters, which they may
 * use) and become the parameters of the stored statement's plan, which the portal runs in
 * its place, holding a reference on the statement while it does.
 */
static PlannedStmt *start_execute(Portal *p, PlannedStmt *outer, const ParamValues *params)
{
    ExecuteInfo *info = (ExecuteInfo *)outer->utilityStmt;
    PreparedStatement *ps = info->stmt;
    /* the name is looked up again when EXECUTE runs, as PG does: DEALLOCATE in between wins */
    if (!ps->listed || prepared_find(ps->name) != ps)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_PSTATEMENT),
                errmsg("prepared statement \"%s\" does not exist", ps->name));
    PlannedStmt *inner = ps->plan;
    EState *es = exec_create_estate(outer);
    convert_params(es, outer, params);
    int n = list_length(info->args);
    Datum *values = palloc0(sizeof(Datum) * (size_t)(n + 1));
    bool *isnull = palloc0(sizeof(bool) * (size_t)(n + 1));
    ExprContext *econtext = exec_create_econtext(es);
    int i = 0;
    ListCell *lc;
    foreach (lc, info->args) {
        ExprState *st = exec_init_expr(lfirst(lc), NULL, es);
        const TypeInfo *t = type_by_oid(ps->param_types[i]);
        values[i] = exec_eval_expr(st, econtext, &isnull[i]);
        if (!isnull[i] && t)
            values[i] = exec_datum_copy(values[i], t->typbyval, t->typlen);
        i++;
    }
    p->executed = ps;
    ps->refs++;
    ps->generic_plans++; /* Basalt plans a statement once, for any parameter values */
    p->estate = exec_create_estate(inner);
    p->estate->es_nparams = n;
    p->estate->es_param_values = values;
    p->estate->es_param_isnull = isnull;
    p->estate->es_param_types = ps->param_types;
    return inner;
}

Portal *executor_start(PlannedStmt *stmt, const ParamValues *params, int nformats,
                       const int16 *result_formats)
{
    MemoryContext cxt = mcxt_create(CurrentMemoryContext, "portal");
    MemoryContext old = mcxt_switch_to(cxt);
    Portal *p = palloc0(sizeof(Portal));
    int64 now = types_current_timestamp();
    PlannedStmt *run = stmt;

    p->cxt = cxt;
    p->rowcxt = mcxt_create(cxt, "portal row");
    p->at_start = true;
    types_set_statement_timestamp(now);
    if (xact_block_status() == 'I')
        types_set_transaction_timestamp(now);
    if (stmt->utilityStmt && IsA(stmt->utilityStmt, ExecuteInfo))
        run = start_execute(p, stmt, params);
    p->stmt = run;
    if (run->commandType != CMD_UTILITY) /* the statement's snapshot, as PG takes it here */
        snapshot_get_current();

    if (stmt->returnsRows) {
        p->ncols = stmt->nResultCols;
        if (nformats > 1 && nformats != p->ncols)
            ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION),
                    errmsg("bind message has %d result formats but query has %d columns",
                           nformats, p->ncols));
        p->cols = palloc0(sizeof(ResultColumn) * (size_t)(p->ncols + 1));
        for (int i = 0; i < p->ncols; i++) {
            p->cols[i] = stmt->resultCols[i];
            p->cols[i].format = nformats == 0 ? 0 : nformats == 1 ? result_formats[0]
                                                                  : result_formats[i];
            if (p->cols[i].format != 0 && p->cols[i].format != 1)
                ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION),
                        errmsg("unsupported format code: %d", p->cols[i].format));
        }
    }
    if (p->estate == NULL) {
        p->estate = exec_create_estate(stmt);
        convert_params(p->estate, stmt, params);
    }
    if (run->planTree)
        p->planstate = exec_init_node(run->planTree, p->estate);
    mcxt_switch_to(old);
    return p;
}

void portal_send_row(Portal *p, const ResultColumn *cols, DestReceiver *dest,
                     TupleTableSlot *slot)
{
    int n = p->ncols;
    const char **values = palloc0(sizeof(char *) * (size_t)(n + 1));
    int *lengths = palloc0(sizeof(int) * (size_t)(n + 1));

    for (int i = 0; i < n; i++) {
        int col = p->stmt->resultColIdx[i] - 1;
        if (slot->tts_isnull[col]) {
            values[i] = NULL;
            lengths[i] = -1;
            continue;
        }
        if (cols[i].format == 0) {
            values[i] = type_output_cstring(cols[i].typid, slot->tts_values[col]);
            lengths[i] = (int)strlen(values[i]);
        } else {
            bytea *b = type_send_binary(cols[i].typid, slot->tts_values[col]);
            values[i] = VARDATA(b);
            lengths[i] = VARSIZE_ANY_EXHDR(b);
        }
    }
    dest->row(dest, n, values, lengths);
}

typedef struct UtilCollect {
    Portal *portal;
    DestReceiver *dest;
} UtilCollect;

static void utility_row(void *arg, int ncols, const char *const *values)
{
    UtilCollect *uc = arg;
    int *lengths = palloc0(sizeof(int) * (size_t)(ncols + 1));
    for (int i = 0; i < ncols; i++)
        lengths[i] = values[i] ? (int)strlen(values[i]) : -1;
    uc->dest->row(uc->dest, ncols, values, lengths);
    uc->portal->nrows++;
}

static void start_dest(Portal *p, DestReceiver *dest)
{
    if (!p->dest_started && p->stmt->returnsRows) {
        p->dest_started = true;
        if (dest && dest->startup)
            dest->startup(dest, p->ncols, p->cols);
    }
}

void portal_end_plan(Portal *p)
{
    if (p->planstate && !p->plan_ended) {
        p->plan_ended = true;
        exec_end_plan(p->planstate, p->estate);
    }
}

static void set_tag(Portal *p)
{
    PlannedStmt *s = p->stmt;
    unsigned long long n = (unsigned long long)p->estate->es_processed;

    switch (s->commandType) {
    case CMD_SELECT:
        snprintf(p->tag, sizeof(p->tag), "SELECT %llu", (unsigned long long)p->nrows);
        break;
    case CMD_INSERT:
        snprintf(p->tag, sizeof(p->tag), "INSERT 0 %llu", n);
        break;
    case CMD_UPDATE:
        snprintf(p->tag, sizeof(p->tag), "UPDATE %llu", n);
        break;
    case CMD_DELETE:
        snprintf(p->tag, sizeof(p->tag), "DELETE %llu", n);
        break;
    default:
        break;
    }
}

bool executor_run(Portal *p, DestReceiver *dest, long max_rows, char *tag, size_t taglen)
{
    MemoryContext old = mcxt_switch_to(p->cxt);
    long sent = 0;

    if (p->done) {
        snprintf(tag, taglen, "%s", p->tag);
        mcxt_switch_to(old);
        return true;
    }
    if (p->stmt->commandType == CMD_UTILITY) {
        UtilCollect uc = {p, dest};
        start_dest(p, dest);
        Node *u = p->stmt->utilityStmt;
        if (IsA(u, CopyInfo))
            exec_copy((CopyInfo *)u, dest, p->tag, sizeof(p->tag));
        else if (IsA(u, DeclareCursorInfo) || IsA(u, FetchStmt) || IsA(u, ClosePortalStmt) ||
                 IsA(u, PrepareInfo) || IsA(u, DeallocateStmt)) {
            p->nrows = exec_portal_statement(u, p, dest, p->tag, sizeof(p->tag));
        } else
            exec_utility(p->stmt, utility_row, &uc, p->tag, sizeof(p->tag));
        p->done = true;
        snprintf(tag, taglen, "%s", p->tag);
        mcxt_switch_to(old);
        return true;
    }
    start_dest(p, dest);
    if (p->is_cursor) {
        /* Execute of a cursor's portal by name: the next rows, forward */
        uint64 n = executor_fetch(p, dest, p->cols, FETCH_FORWARD, max_rows > 0 ? max_rows : FETCH_ALL);
        snprintf(tag, taglen, "SELECT %llu", (unsigned long long)n);
        mcxt_switch_to(old);
        return p->at_end;
    }
    for (;;) {
        if (max_rows > 0 && sent >= max_rows) {
            mcxt_switch_to(old);
            return false;
        }
        TupleTableSlot *slot = exec_proc_node(p->planstate);
        if (slot == NULL)
            break;
        if (p->stmt->returnsRows) {
            MemoryContext o2 = mcxt_switch_to(p->rowcxt);
            portal_send_row(p, p->cols, dest, slot);
            mcxt_switch_to(o2);
            mcxt_reset(p->rowcxt);
            p->nrows++;
            sent++;
        }
    }
    portal_end_plan(p);
    p->done = true;
    set_tag(p);
    snprintf(tag, taglen, "%s", p->tag);
    mcxt_switch_to(old);
    return true;
}

void executor_end(Portal *p)
{
    if (p == NULL)
        return;
    MemoryContext old = mcxt_switch_to(p->cxt);
    portal_end_plan(p);
    mcxt_switch_to(old);
    PreparedStatement *executed = p->executed;
    mcxt_delete(p->cxt);
    if (executed)
        prepared_unref(executed);
}
