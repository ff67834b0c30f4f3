/*
 * backendfuncs.c: the pg_stat_get_backend_* functions that pg_stat_activity is built on, over
 * storage/backend_status.h.
 *
 * The one idea: as in PG, pg_stat_get_backend_idset() lists the backend ids of the sessions
 * now running and each column is a function of an id, so the view is evaluated when it is
 * read, never when a statement that reads it is planned or prepared. What PG does not expose
 * per id (state, state_change, application_name, the xids) are basalt_ functions. A role
 * sees the query, state, times and waits only of sessions of roles whose privileges it has;
 * the query then reads "<insufficient privilege>", as PG's does.
 */
#include "executor/acl.h"
#include "executor/acl_membership.h"
#include "executor/types/types_internal.h"
#include "index/indexam.h"
#include "storage/backend_status.h"

static bool backend(FunctionCallInfo fcinfo, BackendStatus *st)
{
    return backend_status_get(PG_GETARG_INT32(0), st);
}

/* May the current user see what session st runs? PG: it has the privileges of its role. */
static bool visible(const BackendStatus *st)
{
    Oid me = acl_current_user();
    return st->userid == me || acl_is_superuser(me) || acl_has_privs_of_role(me, st->userid);
}

static Datum null_result(FunctionCallInfo fcinfo)
{
    fcinfo->isnull = true;
    return (Datum)0;
}

static Datum backend_idset(PG_FUNCTION_ARGS)
{
    SRFCallContext *ctx = fcinfo->srf;
    if (ctx->user_fctx == NULL) {
        MemoryContext old = mcxt_switch_to(ctx->multi_call_memory_ctx);
        ctx->user_fctx = palloc0(sizeof(int));
        mcxt_switch_to(old);
    }
    int *next = ctx->user_fctx;
    BackendStatus st;
    while (++*next <= backend_status_max_id())
        if (backend_status_get(*next, &st))
            PG_RETURN_INT32(*next);
    ctx->is_done = true;
    return null_result(fcinfo);
}

/* A column every reader sees: NULL only for an id no session uses. */
#define BACKEND_PLAIN(fn, ret, field)                                                         \
    static Datum fn(PG_FUNCTION_ARGS)                                                         \
    {                                                                                         \
        BackendStatus st;                                                                     \
        if (!backend(fcinfo, &st))                                                            \
            return null_result(fcinfo);                                                       \
        ret(st.field);                                                                        \
    }
BACKEND_PLAIN(backend_pid, PG_RETURN_INT32, pid)
BACKEND_PLAIN(backend_dbid, PG_RETURN_OID, dbid)
BACKEND_PLAIN(backend_userid, PG_RETURN_OID, userid)

static Datum backend_activity(PG_FUNCTION_ARGS)
{
    BackendStatus st;
    if (!backend(fcinfo, &st))
        return null_result(fcinfo);
    PG_RETURN_TEXT_P(cstring_to_text(visible(&st) ? st.query : "<insufficient privilege>"));
}

static Datum text_or_null(FunctionCallInfo fcinfo, const char *s)
{
    if (s == NULL)
        return null_result(fcinfo);
    PG_RETURN_TEXT_P(cstring_to_text(s));
}

static Datum backend_wait_event_type(PG_FUNCTION_ARGS)
{
    BackendStatus st;
    if (!backend(fcinfo, &st) || !visible(&st))
        return null_result(fcinfo);
    return text_or_null(fcinfo, st.wait_event_type);
}

static Datum backend_wait_event(PG_FUNCTION_ARGS)
{
    BackendStatus st;
    if (!backend(fcinfo, &st) || !visible(&st))
        return null_result(fcinfo);
    return text_or_null(fcinfo, st.wait_event);
}

/* A timestamp column: NULL when unset (0) or not visible. */
static Datum timestamp_or_null(FunctionCallInfo fcinfo, const BackendStatus *st, int64 ts)
{
    if (ts == 0 || !visible(st))
        return null_result(fcinfo);
    PG_RETURN_INT64(ts);
}

#define BACKEND_TIMESTAMP(fn, field)                                                          \
    static Datum fn(PG_FUNCTION_ARGS)                                                         \
    {                                                                                         \
        BackendStatus st;                                                                     \
        if (!backend(fcinfo, &st))                                                            \
            return null_result(fcinfo);                                                       \
        return timestamp_or_null(fcinfo, &st, st.field);                                      \
    }
BACKEND_TIMESTAMP(backend_activity_start, query_start)
BACKEND_TIMESTAMP(backend_xact_start, xact_start)
BACKEND_TIMESTAMP(backend_start, backend_start)
BACKEND_TIMESTAMP(backend_state_change, state_change)

static Datum backend_client_addr(PG_FUNCTION_ARGS)
{
    BackendStatus st;
    if (!backend(fcinfo, &st) || !visible(&st) || st.client_addr[0] == '\0')
        return null_result(fcinfo);
    PG_RETURN_TEXT_P(cstring_to_text(st.client_addr));
}

static Datum backend_client_port(PG_FUNCTION_ARGS)
{
    BackendStatus st;
    if (!backend(fcinfo, &st) || !visible(&st))
        return null_result(fcinfo);
    PG_RETURN_INT32(st.client_port);
}

static Datum backend_state(PG_FUNCTION_ARGS)
{
    static const char *const names[] = {
        [BACKEND_STATE_IDLE] = "idle",
        [BACKEND_STATE_RUNNING] = "active",
        [BACKEND_STATE_IDLEINTRANSACTION] = "idle in transaction",
        [BACKEND_STATE_IDLEINTRANSACTION_ABORTED] = "idle in transaction (aborted)",
    };
    BackendStatus st;
    if (!backend(fcinfo, &st) || !visible(&st))
        return null_result(fcinfo);
    return text_or_null(fcinfo, names[st.state]);
}

static Datum backend_appname(PG_FUNCTION_ARGS)
{
    BackendStatus st;
    if (!backend(fcinfo, &st))
        return null_result(fcinfo);
    PG_RETURN_TEXT_P(cstring_to_text(st.application_name));
}

/* An xid column: NULL when the session has none. */
#define BACKEND_XID(fn, field)                                                                \
    static Datum fn(PG_FUNCTION_ARGS)                                                         \
    {                                                                                         \
        BackendStatus st;                                                                     \
        if (!backend(fcinfo, &st) || st.field == 0)                                           \
            return null_result(fcinfo);                                                       \
        PG_RETURN_INT64((int64)st.field);                                                     \
    }
BACKEND_XID(backend_xid, xid)
BACKEND_XID(backend_xmin, xmin)

/* ---------------------------------------------------------------- progress reports */

/* The commands PG's pg_stat_get_progress_info accepts that Basalt reports, plus its sorts. */
static ProgressCommand progress_command(const char *name)
{
    if (strcmp(name, "CREATE INDEX") == 0)
        return PROGRESS_COMMAND_CREATE_INDEX;
    if (strcmp(name, "SORT") == 0)
        return PROGRESS_COMMAND_SORT;
    if (strcmp(name, "VACUUM") == 0 || strcmp(name, "ANALYZE") == 0 ||
        strcmp(name, "CLUSTER") == 0 || strcmp(name, "BASEBACKUP") == 0 ||
        strcmp(name, "COPY") == 0)
        return PROGRESS_COMMAND_INVALID; /* valid, but nothing reports it yet */
    ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
            errmsg("invalid command name: \"%s\"", name));
}

/* basalt_stat_get_progress_ids(command): the backend ids of the sessions reporting it. */
static Datum progress_ids(PG_FUNCTION_ARGS)
{
    SRFCallContext *ctx = fcinfo->srf;
    if (ctx->user_fctx == NULL) {
        ProgressCommand cmd = progress_command(text_to_cstring(PG_GETARG_TEXT_P(0)));
        MemoryContext old = mcxt_switch_to(ctx->multi_call_memory_ctx);
        int *state = palloc0(sizeof(int) * 2);
        mcxt_switch_to(old);
        state[1] = (int)cmd;
        ctx->user_fctx = state;
    }
    int *state = ctx->user_fctx;
    BackendStatus st;
    while (state[1] != PROGRESS_COMMAND_INVALID && ++state[0] <= backend_status_max_id())
        if (backend_status_get(state[0], &st) && (int)st.progress_command == state[1])
            PG_RETURN_INT32(state[0]);
    ctx->is_done = true;
    return null_result(fcinfo);
}

/* What only a role with the session's privileges sees, as PG's HAS_PGSTAT_PERMISSIONS. */
static bool progress_visible(FunctionCallInfo fcinfo, BackendStatus *st)
{
    return backend(fcinfo, st) && st->progress_command != PROGRESS_COMMAND_INVALID &&
           visible(st);
}

static Datum progress_relid(PG_FUNCTION_ARGS)
{
    BackendStatus st;
    if (!progress_visible(fcinfo, &st))
        return null_result(fcinfo);
    PG_RETURN_OID(st.progress_relid);
}

/* basalt_stat_get_progress_param(id, n): PG's paramN column (1-based). */
static Datum progress_param(PG_FUNCTION_ARGS)
{
    BackendStatus st;
    int n = PG_GETARG_INT32(1);
    if (n < 1 || n > BACKEND_PROGRESS_PARAMS || !progress_visible(fcinfo, &st))
        return null_result(fcinfo);
    PG_RETURN_INT64(st.progress_param[n - 1]);
}

/* pg_indexam_progress_phasename(am, subphase): NULL when the method names none. */
static Datum indexam_phasename(PG_FUNCTION_ARGS)
{
    const IndexAmRoutine *am = index_am_by_oid(PG_GETARG_OID(0));
    const char *name = am && am->ambuildphasename ? am->ambuildphasename(PG_GETARG_INT64(1)) : NULL;
    return text_or_null(fcinfo, name);
}

#define BACKEND_FN(oid, name, ret, fn) {oid, name, 'f', 's', true, false, 1, ret, {INT4OID}, 0, fn}

static const ProcInfo backend_procs[] = {
    {1936, "pg_stat_get_backend_idset", 'f', 's', true, true, 0, INT4OID, {}, 0, backend_idset},
    BACKEND_FN(1937, "pg_stat_get_backend_pid", INT4OID, backend_pid),
    BACKEND_FN(1938, "pg_stat_get_backend_dbid", OIDOID, backend_dbid),
    BACKEND_FN(1939, "pg_stat_get_backend_userid", OIDOID, backend_userid),
    BACKEND_FN(1940, "pg_stat_get_backend_activity", TEXTOID, backend_activity),
    BACKEND_FN(2788, "pg_stat_get_backend_wait_event_type", TEXTOID, backend_wait_event_type),
    BACKEND_FN(2853, "pg_stat_get_backend_wait_event", TEXTOID, backend_wait_event),
    BACKEND_FN(2094, "pg_stat_get_backend_activity_start", TIMESTAMPTZOID, backend_activity_start),
    BACKEND_FN(2857, "pg_stat_get_backend_xact_start", TIMESTAMPTZOID, backend_xact_start),
    BACKEND_FN(1391, "pg_stat_get_backend_start", TIMESTAMPTZOID, backend_start),
    /* PG's returns inet, a type Basalt does not have: text with the same output */
    BACKEND_FN(1392, "pg_stat_get_backend_client_addr", TEXTOID, backend_client_addr),
    BACKEND_FN(1393, "pg_stat_get_backend_client_port", INT4OID, backend_client_port),
    BACKEND_FN(8810, "basalt_stat_get_backend_state", TEXTOID, backend_state),
    BACKEND_FN(8811, "basalt_stat_get_backend_state_change", TIMESTAMPTZOID, backend_state_change),
    BACKEND_FN(8812, "basalt_stat_get_backend_appname", TEXTOID, backend_appname),
    /* xid is not a type of Basalt's either: its 64-bit xids as bigint */
    BACKEND_FN(8813, "basalt_stat_get_backend_xid", INT8OID, backend_xid),
    BACKEND_FN(8814, "basalt_stat_get_backend_xmin", INT8OID, backend_xmin),
    /* PG's views read pg_stat_get_progress_info(cmd), a record-returning function Basalt's
     * binder cannot call: the same values per backend id and column, like the ones above */
    {8850, "basalt_stat_get_progress_ids", 'f', 'v', true, true, 1, INT4OID, {TEXTOID}, 0,
     progress_ids},
    BACKEND_FN(8851, "basalt_stat_get_progress_relid", OIDOID, progress_relid),
    {8852, "basalt_stat_get_progress_param", 'f', 's', true, false, 2, INT8OID,
     {INT4OID, INT4OID}, 0, progress_param},
    {8853, "pg_indexam_progress_phasename", 'f', 'i', true, false, 2, TEXTOID,
     {OIDOID, INT8OID}, 0, indexam_phasename},
};

const TypesFamily types_family_backend = {
    "backend", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(backend_procs), TYPES_NO_ROWS,
    TYPES_NO_ROWS, TYPES_NO_ROWS,
};
