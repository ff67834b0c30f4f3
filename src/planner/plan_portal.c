/*
 * plan_portal.c: planning DECLARE CURSOR, PREPARE, EXECUTE and FETCH.
 *
 * The one idea: a cursor or a prepared statement outlives the statement that made it, so its
 * plan goes into a kept statement (executor/portalmem.h) with a memory context of its own.
 * Plans point into their parse trees, so the statement's text is parsed again inside that
 * context (the whole query string, so error positions stay those of the client's text) and the
 * inner statement planned there. The outer plan holds one reference on the kept statement,
 * dropped when the outer plan's memory goes. FETCH and EXECUTE return the rows of the cursor
 * or the stored statement: their result columns are taken from there.
 */
#include <string.h>

#include "common/elog.h"
#include "executor/portalmem.h"
#include "parser/parser.h"
#include "planner/plan_portal.h"
#include "planner/planner.h"
#include "planner/plannodes.h"

/* The statement of query_text that starts at location, parsed again in the current context. */
static Node *reparse_statement(const char *query_text, int location)
{
    /* the parser points error reports at the text it parses, which goes away with the kept
     * statement if planning fails: keep them on the caller's text (the same characters) */
    const char *reported = elog_query_text();
    List *stmts = raw_parser(query_text);
    elog_set_query_text(reported);
    ListCell *lc;
    foreach (lc, stmts) {
        RawStmt *raw = lfirst(lc);
        if (raw->stmt_location == location)
            return raw->stmt;
    }
    elog(ERROR, "statement at %d not found when parsed again", location);
    return NULL;
}

typedef struct KeepJob {
    PreparedStatement *ps;
    const RawStmt *outer;
    Oid *types;
    int ntypes;
} KeepJob;

/* Plan the inner statement of a DECLARE or PREPARE into ps. */
static void plan_kept(KeepJob *job)
{
    PreparedStatement *ps = job->ps;
    MemoryContext old = MemoryContextSwitchTo(ps->cxt);
    PG_TRY();
    {
        Node *stmt = reparse_statement(ps->query, job->outer->stmt_location);
        Node *inner = IsA(stmt, DeclareCursorStmt) ? ((DeclareCursorStmt *)stmt)->query
                                                   : ((PrepareStmt *)stmt)->query;
        RawStmt *raw = makeNode(RawStmt);
        raw->stmt = inner;
        raw->stmt_location = job->outer->stmt_location;
        raw->stmt_len = job->outer->stmt_len;
        Oid *types = palloc0(sizeof(Oid) * (size_t)(job->ntypes + 1));
        if (job->ntypes > 0)
            memcpy(types, job->types, sizeof(Oid) * (size_t)job->ntypes);
        int n = job->ntypes;
        ps->raw = raw;
        /* a DECLARE plans now, a PREPARE when it is executed (planner_prepare) */
        ps->plan = IsA(stmt, PrepareStmt) ? planner_prepare(raw, ps->query, &types, &n)
                                          : planner_plan(raw, ps->query, &types, &n);
        ps->param_types = types;
        ps->nparams = n;
    }
    PG_CATCH();
    {
        MemoryContextSwitchTo(old);
        prepared_unref(ps);
        PG_RE_THROW();
    }
    PG_END_TRY();
    MemoryContextSwitchTo(old);
    mcxt_register_reset_callback(CurrentMemoryContext, prepared_unref_callback, ps);
}

void plan_declare_cursor(DeclareCursorInfo *info, const RawStmt *outer, const char *query_text,
                         Oid *param_types, int nparams)
{
    KeepJob job = {prepared_create("", query_text), outer, param_types, nparams};
    plan_kept(&job);
    info->stmt = job.ps;
}

void plan_prepare(PrepareInfo *info, const RawStmt *outer, const char *query_text)
{
    KeepJob job = {prepared_create(info->name, query_text), outer, info->argtypes, info->nargs};
    job.ps->from_sql = true;
    plan_kept(&job);
    info->stmt = job.ps;
}

static void copy_result_shape(PlannedStmt *outer, const PlannedStmt *inner)
{
    outer->returnsRows = inner->returnsRows;
    outer->nResultCols = inner->nResultCols;
    outer->resultCols = palloc0(sizeof(ResultColumn) * (size_t)(inner->nResultCols + 1));
    outer->resultColIdx = palloc0(sizeof(int16) * (size_t)(inner->nResultCols + 1));
    for (int i = 0; i < inner->nResultCols; i++) {
        outer->resultCols[i] = inner->resultCols[i];
        outer->resultColIdx[i] = (int16)(i + 1);
    }
}

void plan_execute(ExecuteInfo *info, PlannedStmt *outer)
{
    copy_result_shape(outer, info->stmt->plan);
}

void plan_fetch(FetchStmt *fs, PlannedStmt *outer)
{
    if (fs->ismove)
        return;
    PortalEntry *p = portal_find(fs->portalname);
    if (p == NULL || p->stmt->plan == NULL)
        return; /* the error comes when it runs, as in PG */
    copy_result_shape(outer, p->stmt->plan);
}

void planner_revalidate(PreparedStatement *p)
{
    if (p->plan == NULL || !planner_plan_is_stale(p->plan))
        return;
    MemoryContext old = MemoryContextSwitchTo(p->cxt);
    Oid *types = palloc(sizeof(Oid) * (size_t)(p->nparams + 1));
    if (p->nparams > 0)
        memcpy(types, p->param_types, sizeof(Oid) * (size_t)p->nparams);
    int n = p->nparams;
    PlannedStmt *plan = planner_plan(p->raw, p->query, &types, &n);
    MemoryContextSwitchTo(old);
    if (!planner_same_result_type(p->plan, plan))
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cached plan must not change result type"));
    p->plan = plan;
}
