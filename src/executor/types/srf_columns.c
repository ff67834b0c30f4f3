/*
 * srf_columns.c: one row set shared by the per-column calls of a function with OUT columns
 * (pg_lock_status, pg_prepared_statement, pg_cursor).
 *
 * The one idea: Basalt has no record values, so in FROM such a function runs as one call per
 * column (planner/bind_srf.c), the column number a hidden last argument, and the function scan
 * advances the calls in lockstep. What the rows describe may change between two calls (another
 * session takes a lock), so the rows are built once: the first call to start a set builds them
 * and leaves the set open; the next ncols - 1 calls to start (the scan starts its calls one
 * after the other) take that same set, and the last of them closes it. The set lives in the
 * memory of the call that built it; a rescan restarts every call, so none reads it after.
 */
#include "executor/types/types_internal.h"

typedef struct SharedRows {
    SrfColumnsBuild build;
    List *rows;
    int ncols, nstarted;
} SharedRows;

typedef struct ColumnCall {
    const SharedRows *set;
    int next;
} ColumnCall;

/* The set the next calls to start will take, or NULL. */
static _Thread_local SharedRows *open_set;

static void forget_open_set(void *arg)
{
    if (open_set == arg)
        open_set = NULL;
}

const void *srf_columns_row(FunctionCallInfo fcinfo, const char *fname, int ncols,
                            SrfColumnsBuild build)
{
    SRFCallContext *ctx = fcinfo->srf;
    if (NEVER(ctx == NULL) || PG_NARGS() != 1)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("%s is supported only in FROM", fname));
    ColumnCall *call = ctx->user_fctx;
    if (call == NULL) {
        MemoryContext old = mcxt_switch_to(ctx->multi_call_memory_ctx);
        call = palloc0(sizeof(ColumnCall));
        SharedRows *set = open_set;
        if (set == NULL || set->build != build) {
            set = palloc0(sizeof(SharedRows));
            set->build = build;
            set->ncols = ncols;
            set->rows = build();
            mcxt_register_reset_callback(ctx->multi_call_memory_ctx, forget_open_set, set);
            open_set = set;
        }
        if (++set->nstarted >= set->ncols)
            open_set = NULL;
        call->set = set;
        mcxt_switch_to(old);
        ctx->user_fctx = call;
    }
    if (call->next >= list_length(call->set->rows)) {
        ctx->is_done = true;
        return NULL;
    }
    return list_nth(call->set->rows, call->next++);
}
