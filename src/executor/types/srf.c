/*
 * srf.c: set-returning functions of the built-in catalog: generate_series over integers,
 * numeric and timestamps.
 *
 * The one idea: a set-returning function is called once per result value with the same
 * arguments and an SRFCallContext (fmgr.h). On the first call it copies what it needs into a
 * small state struct in the context's multi-call memory; every call returns the next value or
 * sets is_done. Arguments are strict, so a NULL argument gives an empty set before any call.
 */
#include "executor/types/types_internal.h"
#include "storage/catalog_partition.h"

static pg_noreturn void step_zero(void)
{
    ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
            errmsg("step size cannot equal zero"));
}

static Datum srf_done(FunctionCallInfo fcinfo)
{
    fcinfo->srf->is_done = true;
    fcinfo->isnull = true;
    return (Datum)0;
}

static void *srf_state(FunctionCallInfo fcinfo, size_t size)
{
    SRFCallContext *ctx = fcinfo->srf;
    if (NEVER(ctx == NULL))
        elog(ERROR, "set-valued function called in context that cannot accept a set");
    if (ctx->user_fctx == NULL) {
        MemoryContext old = mcxt_switch_to(ctx->multi_call_memory_ctx);
        ctx->user_fctx = palloc0(size);
        mcxt_switch_to(old);
    }
    return ctx->user_fctx;
}

/* ---- integers: int64 arithmetic covers int4 and int8; stop before leaving the type ---- */

typedef struct IntSeries {
    bool started;
    bool finished;
    int64 cur, stop, step, min, max;
} IntSeries;

static Datum int_series(FunctionCallInfo fcinfo, int64 start, int64 stop, int64 step, int64 min,
                        int64 max, bool is_int8)
{
    IntSeries *s = srf_state(fcinfo, sizeof(IntSeries));
    if (!s->started) {
        if (step == 0)
            step_zero();
        s->started = true;
        s->cur = start;
        s->stop = stop;
        s->step = step;
        s->min = min;
        s->max = max;
    }
    if (s->finished || (s->step > 0 && s->cur > s->stop) || (s->step < 0 && s->cur < s->stop))
        return srf_done(fcinfo);
    int64 v = s->cur, next;
    if (__builtin_add_overflow(v, s->step, &next) || next < s->min || next > s->max)
        s->finished = true; /* the next value would overflow: this one is the last */
    else
        s->cur = next;
    return is_int8 ? Int64GetDatum(v) : Int32GetDatum((int32)v);
}

static Datum generate_series_int4(PG_FUNCTION_ARGS)
{
    return int_series(fcinfo, PG_GETARG_INT32(0), PG_GETARG_INT32(1), 1, INT32_MIN, INT32_MAX,
                      false);
}
static Datum generate_series_step_int4(PG_FUNCTION_ARGS)
{
    return int_series(fcinfo, PG_GETARG_INT32(0), PG_GETARG_INT32(1), PG_GETARG_INT32(2),
                      INT32_MIN, INT32_MAX, false);
}
static Datum generate_series_int8(PG_FUNCTION_ARGS)
{
    return int_series(fcinfo, PG_GETARG_INT64(0), PG_GETARG_INT64(1), 1, INT64_MIN, INT64_MAX,
                      true);
}
static Datum generate_series_step_int8(PG_FUNCTION_ARGS)
{
    return int_series(fcinfo, PG_GETARG_INT64(0), PG_GETARG_INT64(1), PG_GETARG_INT64(2),
                      INT64_MIN, INT64_MAX, true);
}

/* ---- numeric ---- */

typedef struct NumSeries {
    bool started;
    Datum cur, stop, step;
    int dir; /* sign of step */
} NumSeries;

static Datum call_proc2(Oid oid, Datum a, Datum b)
{
    return DirectFunctionCall2(proc_by_oid(oid)->fn, a, b);
}

static Datum copy_varlena(Datum d)
{
    const varlena *v = DatumGetPointer(d);
    varlena *c = palloc(VARSIZE(v));
    memcpy(c, v, VARSIZE(v));
    return PointerGetDatum(c);
}

static int numeric_cmp3(Datum a, Datum b) { return DatumGetInt32(call_proc2(1769, a, b)); }

static void numeric_series_check(Datum v, const char *what)
{
    if (types_numeric_is_nan(v))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("%s cannot be NaN", what));
    if (types_numeric_is_special(v))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("%s cannot be infinity", what));
}

static Datum numeric_series(FunctionCallInfo fcinfo, Datum start, Datum stop, Datum step)
{
    NumSeries *s = srf_state(fcinfo, sizeof(NumSeries));
    if (!s->started) {
        numeric_series_check(start, "start value");
        numeric_series_check(stop, "stop value");
        numeric_series_check(step, "step size");
        s->dir = types_numeric_sign(step);
        if (s->dir == 0)
            step_zero();
        MemoryContext old = mcxt_switch_to(fcinfo->srf->multi_call_memory_ctx);
        s->cur = copy_varlena(start);
        s->stop = copy_varlena(stop);
        s->step = copy_varlena(step);
        mcxt_switch_to(old);
        s->started = true;
    }
    int c = numeric_cmp3(s->cur, s->stop);
    if ((s->dir > 0 && c > 0) || (s->dir < 0 && c < 0))
        return srf_done(fcinfo);
    Datum v = copy_varlena(s->cur);
    MemoryContext old = mcxt_switch_to(fcinfo->srf->multi_call_memory_ctx);
    Datum prev = s->cur;
    s->cur = types_numeric_add(s->cur, s->step);
    pfree(DatumGetPointer(prev));
    mcxt_switch_to(old);
    return v;
}

static Datum generate_series_numeric(PG_FUNCTION_ARGS)
{
    return numeric_series(fcinfo, PG_GETARG_DATUM(0), PG_GETARG_DATUM(1),
                          types_numeric_from_int64(1));
}
static Datum generate_series_step_numeric(PG_FUNCTION_ARGS)
{
    return numeric_series(fcinfo, PG_GETARG_DATUM(0), PG_GETARG_DATUM(1), PG_GETARG_DATUM(2));
}

/* ---- timestamps: step is an interval added with the type's own + operator ---- */

typedef struct TsSeries {
    bool started;
    int64 cur, stop;
    Interval step;
    int dir;
} TsSeries;

static Datum ts_series(FunctionCallInfo fcinfo, Oid plus_proc)
{
    TsSeries *s = srf_state(fcinfo, sizeof(TsSeries));
    if (!s->started) {
        const Interval *st = PG_GETARG_POINTER(2);
        Interval zero = {0, 0, 0};
        s->step = *st;
        s->dir = DatumGetInt32(call_proc2(1315, PointerGetDatum(&s->step), PointerGetDatum(&zero)));
        if (s->dir == 0)
            step_zero();
        s->cur = PG_GETARG_INT64(0);
        s->stop = PG_GETARG_INT64(1);
        s->started = true;
    }
    if ((s->dir > 0 && s->cur > s->stop) || (s->dir < 0 && s->cur < s->stop))
        return srf_done(fcinfo);
    int64 v = s->cur;
    s->cur = DatumGetInt64(call_proc2(plus_proc, Int64GetDatum(s->cur), PointerGetDatum(&s->step)));
    return Int64GetDatum(v);
}

static Datum generate_series_timestamp(PG_FUNCTION_ARGS) { return ts_series(fcinfo, 2032); }
static Datum generate_series_timestamptz(PG_FUNCTION_ARGS) { return ts_series(fcinfo, 1189); }

/* The relation, then its parent, its parent's parent, ... (psql's \\d asks). */
static Datum pg_partition_ancestors(PG_FUNCTION_ARGS)
{
    Oid *next = srf_state(fcinfo, sizeof(Oid));
    if (*next == InvalidOid)
        *next = PG_GETARG_OID(0);
    else
        *next = catalog_partition_parent(*next);
    if (*next == InvalidOid)
        return srf_done(fcinfo);
    return ObjectIdGetDatum(*next);
}

static const ProcInfo srf_procs[] = {
    {3425, "pg_partition_ancestors", 'f', 'v', true, true, 1, REGCLASSOID, {REGCLASSOID}, 0, pg_partition_ancestors},
    {938, "generate_series", 'f', 'i', true, true, 3, TIMESTAMPOID, {TIMESTAMPOID, TIMESTAMPOID, INTERVALOID}, 0, generate_series_timestamp},
    {939, "generate_series", 'f', 's', true, true, 3, TIMESTAMPTZOID, {TIMESTAMPTZOID, TIMESTAMPTZOID, INTERVALOID}, 0, generate_series_timestamptz},
    {1066, "generate_series", 'f', 'i', true, true, 3, INT4OID, {INT4OID, INT4OID, INT4OID}, 0, generate_series_step_int4},
    {1067, "generate_series", 'f', 'i', true, true, 2, INT4OID, {INT4OID, INT4OID}, 0, generate_series_int4},
    {1068, "generate_series", 'f', 'i', true, true, 3, INT8OID, {INT8OID, INT8OID, INT8OID}, 0, generate_series_step_int8},
    {1069, "generate_series", 'f', 'i', true, true, 2, INT8OID, {INT8OID, INT8OID}, 0, generate_series_int8},
    {3259, "generate_series", 'f', 'i', true, true, 3, NUMERICOID, {NUMERICOID, NUMERICOID, NUMERICOID}, 0, generate_series_step_numeric},
    {3260, "generate_series", 'f', 'i', true, true, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, generate_series_numeric},
};

const TypesFamily types_family_srf = {
    "srf", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(srf_procs),
    TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS,
};
