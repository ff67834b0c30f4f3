/*
 * pgfdw_modify.c: INSERT, UPDATE and DELETE on basalt_pg_fdw tables, as postgres_fdw does them.
 *
 * The one idea: a remote row is named by its ctid. An UPDATE or DELETE reads the rows to change
 * with the table's scan, which then also fetches ctid and locks the rows (`SELECT ..., ctid
 * FROM t WHERE ... FOR UPDATE`, pg_fdw.c), and changes each one with a parameterized
 * statement (`UPDATE t SET b = $2 WHERE ctid = $1`); an INSERT sends `INSERT INTO t(a, b)
 * VALUES ($1, $2)` per row, or per batch_size rows when nothing is RETURNed. The one-row
 * statement is prepared remotely at the first row (pgsql_fdw_prep_N) and deallocated at the
 * end, as postgres_fdw does. Values travel as
 * text (the local output function's form, which the remote input function reads). RETURNING
 * makes the remote statement return the columns the local RETURNING list reads. All of it runs
 * in the remote transaction that mirrors the local one (pgfdw_conn.c), so a local ROLLBACK or
 * ROLLBACK TO undoes it remotely; a remote error (a unique violation) comes back with the
 * remote SQLSTATE and "remote SQL command: ..." as CONTEXT.
 *
 * COPY FROM into such a table inserts row by row too (pgfdw_begin_insert).
 *
 * Direct modification (postgres_fdw's PlanDirectModify): an UPDATE or DELETE of this table alone
 * whose conditions all ship and whose SET expressions ship is sent as one statement (`UPDATE t
 * SET b = (b || 'y') WHERE ((a > 3)) RETURNING a`) by the ForeignScan node in its place.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/builtins.h"
#include "executor/executor.h"
#include "fdw/pgfdw.h"
#include "planner/nodefuncs.h"
#include "storage/catalog.h"

/* fdw_private of the ModifyTable */
enum {
    MPRIV_SQL,
    MPRIV_TARGET_ATTRS,
    MPRIV_RETURNING_ATTRS,
    MPRIV_HAS_RETURNING,
    MPRIV_BATCH,
    MPRIV_DO_NOTHING
};

#define MAX_BIND_PARAMS 65535 /* the protocol's limit on parameters of one statement */

/* ------------------------------------------------------------------ planning */

/* The columns of the table (varno) a RETURNING list reads, in attnum order; *any: it has one. */
static List *returning_attrs(Relation rel, List *returning, int varno, bool *any)
{
    int natts = rel->rd_att->natts;
    bool *used = palloc0(sizeof(bool) * (size_t)(natts + 1));
    pgfdw_collect_var_attnos((Node *)returning, varno, used, natts);
    List *out = NIL;
    for (int i = 1; i <= natts; i++)
        if (used[i] && !TupleDescAttr(rel->rd_att, i - 1)->attisdropped)
            out = lappend_int(out, i);
    *any = out != NIL;
    return out;
}

/* " RETURNING a, b" (postgres_fdw's deparseReturningList: nothing when no column is read). */
static void append_returning(StringInfo buf, Relation rel, List *attrs)
{
    ListCell *lc;
    foreach (lc, attrs) {
        appendStringInfoString(buf, foreach_current_index(lc) == 0 ? " RETURNING " : ", ");
        pgfdw_append_column(buf, rel, lfirst_int(lc));
    }
}

/* "($1, $2), ($3, $4)": rows of nattrs parameters. */
static void append_values(StringInfo buf, int nattrs, int nrows)
{
    int p = 1;
    for (int r = 0; r < nrows; r++) {
        appendStringInfoString(buf, r == 0 ? "(" : ", (");
        for (int i = 0; i < nattrs; i++)
            appendStringInfo(buf, "%s$%d", i == 0 ? "" : ", ", p++);
        appendStringInfoChar(buf, ')');
    }
}

/* "INSERT INTO public.t(a, b) VALUES ($1, $2)[, (...)] [ON CONFLICT DO NOTHING]" for nrows
 * rows. */
static char *insert_sql(Relation rel, List *attrs, int nrows, bool do_nothing, List *ret_attrs)
{
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoString(&buf, "INSERT INTO ");
    pgfdw_append_remote_table(&buf, rel);
    if (attrs == NIL)
        appendStringInfoString(&buf, " DEFAULT VALUES");
    else {
        ListCell *lc;
        foreach (lc, attrs) {
            appendStringInfoString(&buf, foreach_current_index(lc) == 0 ? "(" : ", ");
            pgfdw_append_column(&buf, rel, lfirst_int(lc));
        }
        appendStringInfoString(&buf, ") VALUES ");
        append_values(&buf, list_length(attrs), nrows);
    }
    if (do_nothing)
        appendStringInfoString(&buf, " ON CONFLICT DO NOTHING");
    append_returning(&buf, rel, ret_attrs);
    return buf.data;
}

static int batch_size_option(Relation rel)
{
    const char *v = pgfdw_table_or_server_option(rel->rd_id, fdw_get_table(rel->rd_id)->serverid,
                                                 "batch_size");
    return v ? atoi(v) : 1;
}

/* The attnums of the table's columns (PG 15 inserts every one, defaults computed here). */
static List *all_columns(TupleDesc desc)
{
    List *attrs = NIL;
    for (int i = 1; i <= desc->natts; i++)
        if (!TupleDescAttr(desc, i - 1)->attisdropped)
            attrs = lappend_int(attrs, i);
    return attrs;
}

static List *make_private(char *sql, List *attrs, List *ret_attrs, bool has_returning,
                          int batch, bool do_nothing)
{
    List *priv = list_make3(makeString(sql), attrs, ret_attrs);
    priv = lappend(priv, makeInteger(has_returning));
    priv = lappend(priv, makeInteger(batch));
    return lappend(priv, makeInteger(do_nothing));
}

List *pgfdw_plan_modify(Query *query, int resultRelation)
{
    Relation rel = relation_open(
        ((RangeTblEntry *)list_nth(query->rtable, resultRelation - 1))->relid, AccessShareLock);
    TupleDesc desc = rel->rd_att;
    List *attrs = NIL;
    StringInfoData buf;
    initStringInfo(&buf);
    bool any;
    List *ret_attrs = returning_attrs(rel, query->returningList, resultRelation, &any);
    int batch = 1;
    if (query->commandType == CMD_INSERT) {
        attrs = all_columns(desc);
        appendStringInfoString(&buf, insert_sql(rel, attrs, 1, query->onConflict != NULL,
                                                ret_attrs));
        /* PG's GetForeignModifyBatchSize: one row at a time when RETURNING needs each row */
        if (query->returningList == NIL && attrs != NIL) {
            batch = batch_size_option(rel);
            batch = Min(batch, MAX_BIND_PARAMS / list_length(attrs));
        }
    } else if (query->commandType == CMD_UPDATE) {
        for (int i = 1; i <= desc->natts; i++) {
            ListCell *lc;
            foreach (lc, query->targetList) {
                TargetEntry *tle = lfirst(lc);
                if (tle->resno == i && !tle->resjunk && !list_member_int(attrs, i))
                    attrs = lappend_int(attrs, i);
            }
        }
        appendStringInfoString(&buf, "UPDATE ");
        pgfdw_append_remote_table(&buf, rel);
        appendStringInfoString(&buf, " SET ");
        ListCell *lc;
        foreach (lc, attrs) {
            if (foreach_current_index(lc) > 0)
                appendStringInfoString(&buf, ", ");
            pgfdw_append_column(&buf, rel, lfirst_int(lc));
            appendStringInfo(&buf, " = $%d", foreach_current_index(lc) + 2);
        }
        appendStringInfoString(&buf, " WHERE ctid = $1");
        append_returning(&buf, rel, ret_attrs);
    } else {
        appendStringInfoString(&buf, "DELETE FROM ");
        pgfdw_append_remote_table(&buf, rel);
        appendStringInfoString(&buf, " WHERE ctid = $1");
        append_returning(&buf, rel, ret_attrs);
    }
    relation_close(rel);
    return make_private(buf.data, attrs, ret_attrs, query->returningList != NIL, batch,
                        query->onConflict != NULL);
}

int pgfdw_rel_updatable(Relation rel)
{
    /* postgres_fdw's updatable: the table's option, else the server's, else true */
    const char *v = pgfdw_table_or_server_option(rel->rd_id, fdw_get_table(rel->rd_id)->serverid,
                                                 "updatable");
    bool ok = v == NULL || strcmp(v, "true") == 0 || strcmp(v, "on") == 0 || strcmp(v, "1") == 0;
    return ok ? (1 << CMD_INSERT) | (1 << CMD_UPDATE) | (1 << CMD_DELETE) : 0;
}

void pgfdw_explain_modify(ModifyTable *plan, List *fdw_private, FdwExplainCtx *cx)
{
    if (!cx->verbose)
        return;
    cx->property(cx, "Remote SQL", strVal(list_nth(fdw_private, MPRIV_SQL)));
    if (plan->operation == CMD_INSERT) /* as PG 15, which batches only INSERT */
        cx->property(cx, "Batch Size",
                     psprintf("%lld", (long long)intVal(list_nth(fdw_private, MPRIV_BATCH))));
}

/* ------------------------------------------------------------------ row by row */

typedef struct PgFdwModifyState {
    char *sql;
    List *target_attrs;  /* the columns sent, $1.. (INSERT) or $2.. (UPDATE) */
    List *ret_attrs;     /* the columns the remote statement RETURNs */
    bool has_returning;
    bool do_nothing; /* ON CONFLICT DO NOTHING */
    int batch_size;
    PgFdwConn *conn; /* NULL until the first row */
    char *p_name;    /* sql prepared remotely at the first row, as postgres_fdw does */
    char *batch_sql, *batch_name; /* the INSERT of batch_size rows, prepared at the first
                                   * full batch */
    MemoryContext cxt; /* batched rows' values */
    const char **pending; /* batch_size x target_attrs values */
    int npending;
} PgFdwModifyState;

void pgfdw_begin_modify(ForeignModifyState *mstate, List *fdw_private, int eflags)
{
    PgFdwModifyState *st = palloc0(sizeof(PgFdwModifyState));
    st->sql = strVal(list_nth(fdw_private, MPRIV_SQL));
    st->target_attrs = list_nth(fdw_private, MPRIV_TARGET_ATTRS);
    st->ret_attrs = list_nth(fdw_private, MPRIV_RETURNING_ATTRS);
    st->has_returning = intVal(list_nth(fdw_private, MPRIV_HAS_RETURNING)) != 0;
    st->batch_size = (int)intVal(list_nth(fdw_private, MPRIV_BATCH));
    st->do_nothing = intVal(list_nth(fdw_private, MPRIV_DO_NOTHING)) != 0;
    st->cxt = mcxt_create(CurrentMemoryContext, "basalt_pg_fdw modify");
    if (st->batch_size > 1)
        st->pending = palloc0(sizeof(char *) * (size_t)st->batch_size *
                              (size_t)list_length(st->target_attrs));
    mstate->fdw_state = st;
    (void)eflags;
}

void pgfdw_begin_insert(ForeignModifyState *mstate)
{
    /* COPY FROM: PG 15 sends its rows one by one, whatever batch_size says */
    List *attrs = all_columns(mstate->rel->rd_att);
    char *sql = insert_sql(mstate->rel, attrs, 1, false, NIL);
    pgfdw_begin_modify(mstate, make_private(sql, attrs, NIL, false, 1, false), 0);
}

/* The text of the target columns' values of slot into out (NULL for SQL NULL). */
static void row_params(ForeignModifyState *mstate, PgFdwModifyState *st, TupleTableSlot *slot,
                       const char **out)
{
    ListCell *lc;
    foreach (lc, st->target_attrs) {
        int attno = lfirst_int(lc);
        out[foreach_current_index(lc)] =
            slot->tts_isnull[attno - 1]
                ? NULL
                : type_output_cstring(TupleDescAttr(mstate->rel->rd_att, attno - 1)->atttypid,
                                      slot->tts_values[attno - 1]);
    }
}

/* "INSERT 0 3" -> 3 */
static long tag_rows(const char *tag)
{
    const char *p = tag ? strrchr(tag, ' ') : NULL;
    return p ? strtol(p + 1, NULL, 10) : 0;
}

/* Run the one-row statement (prepared at the first row); NULL when it changed no row, else
 * retslot: what it returned, or the new row (slot, NULL for a DELETE) when nothing is
 * returned. */
/* sql prepared remotely under a new name kept in *name (the first time), then run. */
static PgFdwResult *run_prepared(ForeignModifyState *mstate, PgFdwModifyState *st, char **name,
                                 const char *sql, int nparams, const char **params)
{
    if (st->conn == NULL)
        st->conn = pgfdw_connection_for(mstate->rel->rd_id);
    if (*name == NULL) {
        MemoryContext old = mcxt_switch_to(mcxt_of_chunk(st));
        char *n = psprintf("pgsql_fdw_prep_%u", pgfdw_prep_stmt_number(st->conn));
        mcxt_switch_to(old);
        pgfdw_prepare(st->conn, n, sql);
        *name = n;
    }
    return pgfdw_exec_prepared(st->conn, *name, nparams, params, sql);
}

static TupleTableSlot *run_row(ForeignModifyState *mstate, PgFdwModifyState *st, int nparams,
                               const char **params, TupleTableSlot *slot)
{
    PgFdwResult *res = run_prepared(mstate, st, &st->p_name, st->sql, nparams, params);
    if (tag_rows(res->tag) == 0)
        return NULL;
    TupleTableSlot *out = mstate->retslot;
    if (st->has_returning && res->nrows > 0) {
        if (res->ncols != list_length(st->ret_attrs) && st->ret_attrs != NIL)
            ereport(ERROR, errcode(ERRCODE_FDW_INVALID_COLUMN_NUMBER),
                    errmsg("remote query result does not match the foreign table"));
        pgfdw_store_row(out, mstate->rel, st->ret_attrs, res->rows[0], CurrentMemoryContext);
        return out;
    }
    for (int i = 0; i < out->natts; i++) {
        bool have = slot != NULL && i < slot->natts;
        out->values_buf[i] = have ? slot->tts_values[i] : (Datum)0;
        out->isnull_buf[i] = have ? slot->tts_isnull[i] : true;
    }
    return exec_slot_store_virtual(out);
}

void pgfdw_flush_modify(ForeignModifyState *mstate)
{
    PgFdwModifyState *st = mstate->fdw_state;
    if (st == NULL || st->npending == 0)
        return;
    int n = st->npending;
    st->npending = 0;
    int nparams = n * list_length(st->target_attrs);
    PgFdwResult *res;
    if (n == st->batch_size) { /* full batches share one prepared statement */
        if (st->batch_sql == NULL) {
            MemoryContext old = mcxt_switch_to(mcxt_of_chunk(st));
            st->batch_sql = insert_sql(mstate->rel, st->target_attrs, n, st->do_nothing, NIL);
            mcxt_switch_to(old);
        }
        res = run_prepared(mstate, st, &st->batch_name, st->batch_sql, nparams, st->pending);
    } else {
        if (st->conn == NULL)
            st->conn = pgfdw_connection_for(mstate->rel->rd_id);
        char *sql = insert_sql(mstate->rel, st->target_attrs, n, st->do_nothing, NIL);
        res = pgfdw_exec_params(st->conn, sql, nparams, st->pending, NULL);
    }
    /* the rows were counted as they came: those ON CONFLICT DO NOTHING skipped are not */
    long inserted = tag_rows(res->tag);
    if (inserted < n)
        mstate->estate->es_processed -= (uint64)(n - inserted);
    mcxt_reset(st->cxt);
}

TupleTableSlot *pgfdw_exec_insert(ForeignModifyState *mstate, TupleTableSlot *slot)
{
    PgFdwModifyState *st = mstate->fdw_state;
    int n = list_length(st->target_attrs);
    if (st->batch_size > 1) {
        /* kept until batch_size rows are there or the input ends (pgfdw_flush_modify) */
        MemoryContext old = mcxt_switch_to(st->cxt);
        row_params(mstate, st, slot, st->pending + (size_t)st->npending * (size_t)n);
        mcxt_switch_to(old);
        if (++st->npending == st->batch_size)
            pgfdw_flush_modify(mstate);
        TupleTableSlot *out = mstate->retslot;
        for (int i = 0; i < out->natts; i++) {
            out->values_buf[i] = slot->tts_values[i];
            out->isnull_buf[i] = slot->tts_isnull[i];
        }
        return exec_slot_store_virtual(out);
    }
    const char **params = palloc0(sizeof(char *) * (size_t)(n + 1));
    row_params(mstate, st, slot, params);
    return run_row(mstate, st, n, params, slot);
}

static char *ctid_text(TupleTableSlot *slot)
{
    return psprintf("(%u,%u)", (unsigned)slot->tts_tid.ip_blkid, (unsigned)slot->tts_tid.ip_posid);
}

TupleTableSlot *pgfdw_exec_update(ForeignModifyState *mstate, TupleTableSlot *slot,
                                  TupleTableSlot *planslot)
{
    PgFdwModifyState *st = mstate->fdw_state;
    int n = list_length(st->target_attrs);
    const char **params = palloc0(sizeof(char *) * (size_t)(n + 2));
    params[0] = ctid_text(slot);
    row_params(mstate, st, slot, params + 1);
    (void)planslot;
    return run_row(mstate, st, n + 1, params, slot);
}

TupleTableSlot *pgfdw_exec_delete(ForeignModifyState *mstate, TupleTableSlot *slot,
                                  TupleTableSlot *planslot)
{
    PgFdwModifyState *st = mstate->fdw_state;
    const char *params[1] = {ctid_text(slot)};
    (void)planslot;
    return run_row(mstate, st, 1, params, NULL);
}

void pgfdw_end_modify(ForeignModifyState *mstate)
{
    PgFdwModifyState *st = mstate->fdw_state;
    if (st == NULL)
        return;
    mstate->fdw_state = NULL;
    if (st->p_name) /* (not after an error: the executor ends no plan then) */
        pgfdw_deallocate(st->conn, st->p_name);
    if (st->batch_name)
        pgfdw_deallocate(st->conn, st->batch_name);
    mcxt_delete(st->cxt);
}

/* ------------------------------------------------------------------ direct modification */

bool pgfdw_plan_direct_modify(Query *query, ForeignScan *scan, List *assignments)
{
    int varno = query->resultRelation;
    ListCell *lc;
    foreach (lc, assignments)
        if (!pgfdw_is_foreign_expr((Node *)((TargetEntry *)lfirst(lc))->expr, varno))
            return false;
    Relation rel = relation_open(scan->relid, AccessShareLock);
    StringInfoData buf;
    initStringInfo(&buf);
    if (query->commandType == CMD_UPDATE) {
        appendStringInfoString(&buf, "UPDATE ");
        pgfdw_append_remote_table(&buf, rel);
        /* in column order, as PG's processed target list */
        bool first = true;
        for (int i = 1; i <= rel->rd_att->natts; i++)
            foreach (lc, assignments) {
                TargetEntry *tle = lfirst(lc);
                if (tle->resno != i)
                    continue;
                appendStringInfoString(&buf, first ? " SET " : ", ");
                first = false;
                pgfdw_append_column(&buf, rel, i);
                appendStringInfoString(&buf, " = ");
                pgfdw_deparse_expr(&buf, rel, varno, (Node *)tle->expr);
            }
    } else {
        appendStringInfoString(&buf, "DELETE FROM ");
        pgfdw_append_remote_table(&buf, rel);
    }
    PgFdwScope sc = {rel, varno, NULL};
    pgfdw_append_conds(&buf, &sc, pgfdw_scan_remote_conds(scan), "WHERE");
    bool any;
    List *ret_attrs = returning_attrs(rel, query->returningList, varno, &any);
    append_returning(&buf, rel, ret_attrs);
    relation_close(rel);
    if (query->returningList != NIL && !any)
        return false; /* RETURNING reads no column: its rows are counted one by one */
    pgfdw_set_scan_sql(scan, buf.data, ret_attrs);
    scan->operation = query->commandType;
    return true;
}

typedef struct PgFdwDirectState {
    char *sql;
    List *ret_attrs;
    PgFdwResult *res; /* NULL until the statement ran */
    int next;
    MemoryContext cxt;
} PgFdwDirectState;

void pgfdw_begin_direct_modify(ForeignScanState *node, int eflags)
{
    ForeignScan *plan = (ForeignScan *)node->ps.plan;
    PgFdwDirectState *st = palloc0(sizeof(PgFdwDirectState));
    st->sql = pgfdw_scan_sql(plan);
    st->ret_attrs = pgfdw_scan_attrs(plan);
    st->cxt = mcxt_create(CurrentMemoryContext, "basalt_pg_fdw direct modify");
    node->fdw_state = st;
    (void)eflags;
}

TupleTableSlot *pgfdw_iterate_direct_modify(ForeignScanState *node)
{
    PgFdwDirectState *st = node->fdw_state;
    EState *estate = node->ps.state;
    bool has_returning = st->ret_attrs != NIL;
    if (st->res == NULL) {
        MemoryContext old = mcxt_switch_to(st->cxt);
        PgFdwConn *c = pgfdw_connection_for(node->rel->rd_id);
        st->res = pgfdw_exec_params(c, st->sql, 0, NULL, NULL);
        mcxt_switch_to(old);
        if (!has_returning) { /* the ModifyTable above counts no rows of a direct change */
            estate->es_processed += (uint64)tag_rows(st->res->tag);
            node->direct_rows += (double)tag_rows(st->res->tag);
        }
    }
    if (!has_returning || st->next >= st->res->nrows) {
        exec_slot_clear(node->scanslot);
        return NULL;
    }
    pgfdw_store_row(node->scanslot, node->rel, st->ret_attrs, st->res->rows[st->next++],
                    st->cxt);
    estate->es_processed++;
    return node->scanslot;
}

void pgfdw_end_direct_modify(ForeignScanState *node)
{
    PgFdwDirectState *st = node->fdw_state;
    if (st == NULL)
        return;
    node->fdw_state = NULL;
    mcxt_delete(st->cxt);
}
