/*
 * agg.c: the built-in aggregates (count, sum, avg, min, max, bool_and/bool_or/every,
 * variance/stddev families): their pg_proc rows (prokind 'a'), their pg_aggregate rows, and
 * the transition and final functions whose state is not a plain SQL value.
 *
 * One idea: where PostgreSQL keeps an array state (avg(int4) has int8[] {count, sum},
 * avg(float8) has float8[] {N, Sx, Sxx}) Basalt uses an INTERNAL state instead: a C struct
 * allocated in AggCallContext.aggcontext on the first call. Those transition functions are
 * therefore non-strict: they create the state when it is NULL and skip NULL inputs themselves.
 * Simple aggregates (sum(int4), min, max, count) keep PostgreSQL's by-value states.
 */
#include <math.h>

#include "executor/types/types_internal.h"

static MemoryContext agg_memory(FunctionCallInfo fcinfo)
{
    AggCallContext *ac = fcinfo->context;
    return ac && ac->aggcontext ? ac->aggcontext : CurrentMemoryContext;
}

/* ---- exact accumulation for integer and numeric inputs ---- */

/* palloc gives 8-byte alignment; tell the compiler the 128-bit sums may sit on 8 bytes */
typedef __int128 int128_a8 __attribute__((aligned(8)));

typedef struct NumAggState {
    int64 N;
    int64 nan, pinf, ninf;  /* special numeric inputs seen */
    bool want_squares;
    bool use_int;           /* int2/int4/int8 inputs in isum (and isum2 for int2/int4) */
    int128_a8 isum, isum2;
    Datum sum, sum2;        /* numerics in the aggregate's memory, 0 until first add */
    /* sum and avg of numeric: the inputs so far as an int128 at the largest display scale
     * seen (ssum * 10^-sscale), which spares a numeric addition and allocation per row; a
     * value that does not fit, or a sum grown past NUMERIC_SCALED_MAX_DIGITS, goes to sum */
    int128_a8 ssum;
    int sscale;
    bool has_ssum;
    MemoryContext mcxt;
} NumAggState;

static NumAggState *num_state(FunctionCallInfo fcinfo, bool use_int, bool squares)
{
    if (!PG_ARGISNULL(0))
        return PG_GETARG_POINTER(0);
    NumAggState *s = mcxt_alloc0(agg_memory(fcinfo), sizeof(NumAggState));
    s->use_int = use_int;
    s->want_squares = squares;
    s->mcxt = agg_memory(fcinfo);
    return s;
}

/* acc = acc + x, keeping acc in the state's context and freeing the old value */
static void accum_numeric(NumAggState *s, Datum *acc, Datum x)
{
    Datum r = *acc ? types_numeric_add(*acc, x) : x;
    size_t size = VARSIZE(DatumGetPointer(r));
    void *copy = mcxt_alloc(s->mcxt, size);
    memcpy(copy, DatumGetPointer(r), size);
    if (*acc)
        pfree(DatumGetPointer(*acc));
    *acc = PointerGetDatum(copy);
}

/* x added to ssum; false if it does not fit (it then goes to sum) */
static bool accum_scaled(NumAggState *s, Datum x)
{
    int d = types_numeric_dscale(x);
    if (d > s->sscale) {
        if (d > NUMERIC_SCALED_MAX_DIGITS / 2)
            return false;
        __int128 limit = types_pow10_int128(NUMERIC_SCALED_MAX_DIGITS - (d - s->sscale));
        if (s->ssum >= limit || s->ssum <= -limit)
            return false;
        s->ssum *= types_pow10_int128(d - s->sscale);
        s->sscale = d;
    }
    __int128 v;
    if (!types_numeric_to_scaled_int128(x, s->sscale, &v))
        return false;
    s->ssum += v; /* both below 10^36: no overflow */
    s->has_ssum = true;
    __int128 limit = types_pow10_int128(NUMERIC_SCALED_MAX_DIGITS);
    if (s->ssum >= limit || s->ssum <= -limit) {
        accum_numeric(s, &s->sum, types_numeric_from_scaled_int128(s->ssum, s->sscale));
        s->ssum = 0;
    }
    return true;
}

static void accum_one_numeric(NumAggState *s, Datum x)
{
    s->N++;
    if (types_numeric_is_special(x)) {
        int sign = types_numeric_sign(x);
        if (sign == 2)
            s->nan++;
        else if (sign > 0)
            s->pinf++;
        else
            s->ninf++;
        return;
    }
    if (!s->want_squares && accum_scaled(s, x))
        return;
    accum_numeric(s, &s->sum, x);
    if (s->want_squares)
        accum_numeric(s, &s->sum2, types_numeric_mul(x, x));
}

static Datum int_accum_common(FunctionCallInfo fcinfo, int64 v, bool squares_in_int)
{
    NumAggState *s = PG_GETARG_POINTER(0);
    s->N++;
    s->isum += v;
    if (squares_in_int)
        s->isum2 += (__int128)v * v;
    PG_RETURN_POINTER(s);
}

#define INT_ACCUM(name, getter, squares)                                                         \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        NumAggState *s = num_state(fcinfo, true, squares);                                       \
        if (PG_ARGISNULL(1))                                                                     \
            PG_RETURN_POINTER(s);                                                                \
        fcinfo->args[0].value = PointerGetDatum(s);                                              \
        return int_accum_common(fcinfo, getter(1), squares);                                     \
    }
INT_ACCUM(int2_avg_accum, PG_GETARG_INT16, false)
INT_ACCUM(int4_avg_accum, PG_GETARG_INT32, false)
INT_ACCUM(int8_avg_accum, PG_GETARG_INT64, false)
INT_ACCUM(int2_accum, PG_GETARG_INT16, true)
INT_ACCUM(int4_accum, PG_GETARG_INT32, true)

/* variance of int8 needs squares beyond 128 bits: accumulate as numeric */
static Datum int8_accum(PG_FUNCTION_ARGS)
{
    NumAggState *s = num_state(fcinfo, false, true);
    if (!PG_ARGISNULL(1))
        accum_one_numeric(s, types_numeric_from_int64(PG_GETARG_INT64(1)));
    PG_RETURN_POINTER(s);
}

static Datum numeric_avg_accum(PG_FUNCTION_ARGS)
{
    NumAggState *s = num_state(fcinfo, false, false);
    if (!PG_ARGISNULL(1))
        accum_one_numeric(s, PG_GETARG_DATUM(1));
    PG_RETURN_POINTER(s);
}

static Datum numeric_accum(PG_FUNCTION_ARGS)
{
    NumAggState *s = num_state(fcinfo, false, true);
    if (!PG_ARGISNULL(1))
        accum_one_numeric(s, PG_GETARG_DATUM(1));
    PG_RETURN_POINTER(s);
}

/* The sum as a numeric, or a special value; false if the state has no rows. */
static bool state_sum(NumAggState *s, Datum *out)
{
    if (s == NULL || s->N == 0)
        return false;
    if (s->nan || (s->pinf && s->ninf))
        *out = types_numeric_special(0);
    else if (s->pinf)
        *out = types_numeric_special(1);
    else if (s->ninf)
        *out = types_numeric_special(-1);
    else if (s->use_int)
        *out = types_numeric_from_int128(s->isum);
    else if (!s->has_ssum)
        *out = s->sum;
    else {
        Datum scaled = types_numeric_from_scaled_int128(s->ssum, s->sscale);
        *out = s->sum ? types_numeric_add(s->sum, scaled) : scaled;
    }
    return true;
}

static Datum numeric_sum_final(PG_FUNCTION_ARGS)
{
    Datum r;
    if (PG_ARGISNULL(0) || !state_sum(PG_GETARG_POINTER(0), &r))
        PG_RETURN_NULL();
    return r;
}

static Datum numeric_avg_final(PG_FUNCTION_ARGS)
{
    NumAggState *s = PG_ARGISNULL(0) ? NULL : PG_GETARG_POINTER(0);
    Datum sum;
    if (!state_sum(s, &sum))
        PG_RETURN_NULL();
    if (types_numeric_is_special(sum))
        return sum;
    return types_numeric_div(sum, types_numeric_from_int64(s->N));
}

/*
 * Variance and standard deviation as PostgreSQL computes them for exact inputs:
 * (N * sumX2 - sumX^2) / (N * (N - 1)) (or N * N for the population), with the numerator's
 * scale 2 * scale(sumX) and the quotient's scale chosen as for division; stddev takes the
 * square root at that same scale.
 */
static Datum numeric_variance_final(FunctionCallInfo fcinfo, bool variance, bool sample)
{
    NumAggState *s = PG_ARGISNULL(0) ? NULL : PG_GETARG_POINTER(0);
    if (s == NULL || s->N == 0 || (sample && s->N == 1))
        PG_RETURN_NULL();
    if (s->nan || s->pinf || s->ninf)
        return types_numeric_special(0);
    Datum sumX, sumX2;
    if (s->use_int) {
        sumX = types_numeric_from_int128(s->isum);
        sumX2 = types_numeric_from_int128(s->isum2);
    } else {
        sumX = s->sum;
        sumX2 = s->sum2;
    }
    int rscale = types_numeric_dscale(sumX) * 2;
    Datum N = types_numeric_from_int64(s->N);
    Datum num = types_numeric_sub(types_numeric_round(types_numeric_mul(N, sumX2), rscale),
                                  types_numeric_round(types_numeric_mul(sumX, sumX), rscale));
    if (types_numeric_sign(num) <= 0)
        return types_numeric_from_int64(0);
    Datum den = sample ? types_numeric_mul(N, types_numeric_from_int64(s->N - 1))
                       : types_numeric_mul(N, N);
    /* numeric_div picks PostgreSQL's quotient scale; reuse it for the square root */
    Datum q = types_numeric_div(num, den);
    if (variance)
        return q;
    return types_numeric_sqrt_scale(q, types_numeric_dscale(q));
}
static Datum numeric_var_samp(PG_FUNCTION_ARGS) { return numeric_variance_final(fcinfo, true, true); }
static Datum numeric_var_pop(PG_FUNCTION_ARGS) { return numeric_variance_final(fcinfo, true, false); }
static Datum numeric_stddev_samp(PG_FUNCTION_ARGS) { return numeric_variance_final(fcinfo, false, true); }
static Datum numeric_stddev_pop(PG_FUNCTION_ARGS) { return numeric_variance_final(fcinfo, false, false); }

/* ---- float accumulation: Youngs-Cramer, as PostgreSQL ---- */

typedef struct FloatAggState {
    double N, Sx, Sxx;
} FloatAggState;

static Datum float8_accum_value(FunctionCallInfo fcinfo, double x)
{
    FloatAggState *s;
    if (PG_ARGISNULL(0))
        s = mcxt_alloc0(agg_memory(fcinfo), sizeof(FloatAggState));
    else
        s = PG_GETARG_POINTER(0);
    double N = s->N + 1.0, Sx = s->Sx + x, Sxx = s->Sxx;
    if (s->N > 0.0) {
        double tmp = x * N - Sx;
        Sxx += tmp * tmp / (N * s->N);
        if (isinf(Sx) || isinf(Sxx)) {
            if (!isinf(s->Sx) && !isinf(x))
                ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                        errmsg("value out of range: overflow"));
            Sxx = NAN;
        }
    } else if (isnan(x) || isinf(x))
        Sxx = NAN;
    s->N = N;
    s->Sx = Sx;
    s->Sxx = Sxx;
    PG_RETURN_POINTER(s);
}

static Datum float8_accum(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(1))
        return PG_ARGISNULL(0) ? (fcinfo->isnull = true, (Datum)0) : PG_GETARG_DATUM(0);
    return float8_accum_value(fcinfo, PG_GETARG_FLOAT8(1));
}
static Datum float4_accum(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(1))
        return PG_ARGISNULL(0) ? (fcinfo->isnull = true, (Datum)0) : PG_GETARG_DATUM(0);
    return float8_accum_value(fcinfo, (double)PG_GETARG_FLOAT4(1));
}

static const FloatAggState *float_state(FunctionCallInfo fcinfo)
{
    return PG_ARGISNULL(0) ? NULL : PG_GETARG_POINTER(0);
}
static Datum float8_avg(PG_FUNCTION_ARGS)
{
    const FloatAggState *s = float_state(fcinfo);
    if (s == NULL || s->N == 0)
        PG_RETURN_NULL();
    PG_RETURN_FLOAT8(s->Sx / s->N);
}
static Datum float8_var(FunctionCallInfo fcinfo, bool sample, bool root)
{
    const FloatAggState *s = float_state(fcinfo);
    if (s == NULL || s->N == 0 || (sample && s->N <= 1))
        PG_RETURN_NULL();
    double v = s->Sxx / (sample ? s->N - 1.0 : s->N);
    PG_RETURN_FLOAT8(root ? sqrt(v) : v);
}
static Datum float8_var_samp(PG_FUNCTION_ARGS) { return float8_var(fcinfo, true, false); }
static Datum float8_var_pop(PG_FUNCTION_ARGS) { return float8_var(fcinfo, false, false); }
static Datum float8_stddev_samp(PG_FUNCTION_ARGS) { return float8_var(fcinfo, true, true); }
static Datum float8_stddev_pop(PG_FUNCTION_ARGS) { return float8_var(fcinfo, false, true); }

/* ---- string_agg(text, delimiter) ---- */

static Datum string_agg_transfn(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_ARGISNULL(0) ? NULL : PG_GETARG_POINTER(0);
    if (PG_ARGISNULL(1)) {
        if (buf == NULL)
            PG_RETURN_NULL();
        PG_RETURN_POINTER(buf);
    }
    const text *v = PG_GETARG_POINTER(1);
    if (buf == NULL) {
        /* the first value: no delimiter before it */
        MemoryContext old = MemoryContextSwitchTo(agg_memory(fcinfo));
        buf = makeStringInfo();
        MemoryContextSwitchTo(old);
    } else if (!PG_ARGISNULL(2)) {
        const text *d = PG_GETARG_POINTER(2);
        appendBinaryStringInfo(buf, text_data(d), text_len(d));
    }
    appendBinaryStringInfo(buf, text_data(v), text_len(v));
    PG_RETURN_POINTER(buf);
}

static Datum string_agg_finalfn(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    StringInfo buf = PG_GETARG_POINTER(0);
    PG_RETURN_TEXT_P(cstring_to_text_with_len(buf->data, buf->len));
}

/* ---- catalog rows ---- */

#define AGG1(oid, name, ret, arg) {oid, name, 'a', 'i', false, false, 1, ret, {arg}, 0, NULL}

static const ProcInfo agg_procs[] = {
    /* window functions (prokind 'w'): computed by the WindowAgg node itself (fn NULL) */
    {3100, "row_number", 'w', 'i', false, false, 0, INT8OID, {0}, 0, NULL},
    {3101, "rank", 'w', 'i', false, false, 0, INT8OID, {0}, 0, NULL},
    {3102, "dense_rank", 'w', 'i', false, false, 0, INT8OID, {0}, 0, NULL},
    {3103, "percent_rank", 'w', 'i', false, false, 0, FLOAT8OID, {0}, 0, NULL},
    {3104, "cume_dist", 'w', 'i', false, false, 0, FLOAT8OID, {0}, 0, NULL},
    {3105, "ntile", 'w', 'i', true, false, 1, INT4OID, {INT4OID}, 0, NULL},
    {3106, "lag", 'w', 'i', true, false, 1, ANYELEMENTOID, {ANYELEMENTOID}, 0, NULL},
    {3107, "lag", 'w', 'i', true, false, 2, ANYELEMENTOID, {ANYELEMENTOID, INT4OID}, 0, NULL},
    {3108, "lag", 'w', 'i', true, false, 3, ANYCOMPATIBLEOID, {ANYCOMPATIBLEOID, INT4OID, ANYCOMPATIBLEOID}, 0, NULL},
    {3109, "lead", 'w', 'i', true, false, 1, ANYELEMENTOID, {ANYELEMENTOID}, 0, NULL},
    {3110, "lead", 'w', 'i', true, false, 2, ANYELEMENTOID, {ANYELEMENTOID, INT4OID}, 0, NULL},
    {3111, "lead", 'w', 'i', true, false, 3, ANYCOMPATIBLEOID, {ANYCOMPATIBLEOID, INT4OID, ANYCOMPATIBLEOID}, 0, NULL},
    {3112, "first_value", 'w', 'i', true, false, 1, ANYELEMENTOID, {ANYELEMENTOID}, 0, NULL},
    {3113, "last_value", 'w', 'i', true, false, 1, ANYELEMENTOID, {ANYELEMENTOID}, 0, NULL},
    {3114, "nth_value", 'w', 'i', true, false, 2, ANYELEMENTOID, {ANYELEMENTOID, INT4OID}, 0, NULL},
    /* transition and final functions with INTERNAL states (signatures differ from PG's
     * array-state ones where PG uses arrays; oids are PG's) */
    {208, "float4_accum", 'f', 'i', false, false, 2, INTERNALOID, {INTERNALOID, FLOAT4OID}, 0, float4_accum},
    {222, "float8_accum", 'f', 'i', false, false, 2, INTERNALOID, {INTERNALOID, FLOAT8OID}, 0, float8_accum},
    {1830, "float8_avg", 'f', 'i', false, false, 1, FLOAT8OID, {INTERNALOID}, 0, float8_avg},
    {1831, "float8_var_samp", 'f', 'i', false, false, 1, FLOAT8OID, {INTERNALOID}, 0, float8_var_samp},
    {1832, "float8_stddev_samp", 'f', 'i', false, false, 1, FLOAT8OID, {INTERNALOID}, 0, float8_stddev_samp},
    {1833, "numeric_accum", 'f', 'i', false, false, 2, INTERNALOID, {INTERNALOID, NUMERICOID}, 0, numeric_accum},
    {1834, "int2_accum", 'f', 'i', false, false, 2, INTERNALOID, {INTERNALOID, INT2OID}, 0, int2_accum},
    {1835, "int4_accum", 'f', 'i', false, false, 2, INTERNALOID, {INTERNALOID, INT4OID}, 0, int4_accum},
    {1836, "int8_accum", 'f', 'i', false, false, 2, INTERNALOID, {INTERNALOID, INT8OID}, 0, int8_accum},
    {1837, "numeric_avg", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_avg_final},
    {1838, "numeric_var_samp", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_var_samp},
    {1839, "numeric_stddev_samp", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_stddev_samp},
    {1962, "int2_avg_accum", 'f', 'i', false, false, 2, INTERNALOID, {INTERNALOID, INT2OID}, 0, int2_avg_accum},
    {1963, "int4_avg_accum", 'f', 'i', false, false, 2, INTERNALOID, {INTERNALOID, INT4OID}, 0, int4_avg_accum},
    {1964, "int8_avg", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_avg_final},
    {2512, "float8_var_pop", 'f', 'i', false, false, 1, FLOAT8OID, {INTERNALOID}, 0, float8_var_pop},
    {2513, "float8_stddev_pop", 'f', 'i', false, false, 1, FLOAT8OID, {INTERNALOID}, 0, float8_stddev_pop},
    {2514, "numeric_var_pop", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_var_pop},
    {2596, "numeric_stddev_pop", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_stddev_pop},
    {2746, "int8_avg_accum", 'f', 'i', false, false, 2, INTERNALOID, {INTERNALOID, INT8OID}, 0, int8_avg_accum},
    {2858, "numeric_avg_accum", 'f', 'i', false, false, 2, INTERNALOID, {INTERNALOID, NUMERICOID}, 0, numeric_avg_accum},
    {3178, "numeric_sum", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_sum_final},
    {3388, "numeric_poly_sum", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_sum_final},
    {3389, "numeric_poly_avg", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_avg_final},
    {3390, "numeric_poly_var_pop", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_var_pop},
    {3391, "numeric_poly_var_samp", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_var_samp},
    {3392, "numeric_poly_stddev_pop", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_stddev_pop},
    {3393, "numeric_poly_stddev_samp", 'f', 'i', false, false, 1, NUMERICOID, {INTERNALOID}, 0, numeric_stddev_samp},

    /* the aggregates themselves */
    AGG1(2100, "avg", NUMERICOID, INT8OID),
    AGG1(2101, "avg", NUMERICOID, INT4OID),
    AGG1(2102, "avg", NUMERICOID, INT2OID),
    AGG1(2103, "avg", NUMERICOID, NUMERICOID),
    AGG1(2104, "avg", FLOAT8OID, FLOAT4OID),
    AGG1(2105, "avg", FLOAT8OID, FLOAT8OID),
    AGG1(2107, "sum", NUMERICOID, INT8OID),
    AGG1(2108, "sum", INT8OID, INT4OID),
    AGG1(2109, "sum", INT8OID, INT2OID),
    AGG1(2110, "sum", FLOAT4OID, FLOAT4OID),
    AGG1(2111, "sum", FLOAT8OID, FLOAT8OID),
    AGG1(2114, "sum", NUMERICOID, NUMERICOID),
    AGG1(2115, "max", INT8OID, INT8OID),
    AGG1(2116, "max", INT4OID, INT4OID),
    AGG1(2117, "max", INT2OID, INT2OID),
    AGG1(2119, "max", FLOAT4OID, FLOAT4OID),
    AGG1(2120, "max", FLOAT8OID, FLOAT8OID),
    AGG1(2122, "max", DATEOID, DATEOID),
    AGG1(2123, "max", TIMEOID, TIMEOID),
    AGG1(2126, "max", TIMESTAMPOID, TIMESTAMPOID),
    AGG1(2127, "max", TIMESTAMPTZOID, TIMESTAMPTZOID),
    AGG1(2129, "max", TEXTOID, TEXTOID),
    AGG1(2130, "max", NUMERICOID, NUMERICOID),
    AGG1(2131, "min", INT8OID, INT8OID),
    AGG1(2132, "min", INT4OID, INT4OID),
    AGG1(2133, "min", INT2OID, INT2OID),
    AGG1(2135, "min", FLOAT4OID, FLOAT4OID),
    AGG1(2136, "min", FLOAT8OID, FLOAT8OID),
    AGG1(2138, "min", DATEOID, DATEOID),
    AGG1(2139, "min", TIMEOID, TIMEOID),
    AGG1(2142, "min", TIMESTAMPOID, TIMESTAMPOID),
    AGG1(2143, "min", TIMESTAMPTZOID, TIMESTAMPTZOID),
    AGG1(2145, "min", TEXTOID, TEXTOID),
    AGG1(2146, "min", NUMERICOID, NUMERICOID),
    AGG1(2147, "count", INT8OID, ANYOID),
    AGG1(2148, "variance", NUMERICOID, INT8OID),
    AGG1(2149, "variance", NUMERICOID, INT4OID),
    AGG1(2150, "variance", NUMERICOID, INT2OID),
    AGG1(2151, "variance", FLOAT8OID, FLOAT4OID),
    AGG1(2152, "variance", FLOAT8OID, FLOAT8OID),
    AGG1(2153, "variance", NUMERICOID, NUMERICOID),
    AGG1(2154, "stddev", NUMERICOID, INT8OID),
    AGG1(2155, "stddev", NUMERICOID, INT4OID),
    AGG1(2156, "stddev", NUMERICOID, INT2OID),
    AGG1(2157, "stddev", FLOAT8OID, FLOAT4OID),
    AGG1(2158, "stddev", FLOAT8OID, FLOAT8OID),
    AGG1(2159, "stddev", NUMERICOID, NUMERICOID),
    AGG1(2244, "max", BPCHAROID, BPCHAROID),
    AGG1(2245, "min", BPCHAROID, BPCHAROID),
    AGG1(2517, "bool_and", BOOLOID, BOOLOID),
    AGG1(2518, "bool_or", BOOLOID, BOOLOID),
    AGG1(2519, "every", BOOLOID, BOOLOID),
    AGG1(2641, "var_samp", NUMERICOID, INT8OID),
    AGG1(2642, "var_samp", NUMERICOID, INT4OID),
    AGG1(2643, "var_samp", NUMERICOID, INT2OID),
    AGG1(2644, "var_samp", FLOAT8OID, FLOAT4OID),
    AGG1(2645, "var_samp", FLOAT8OID, FLOAT8OID),
    AGG1(2646, "var_samp", NUMERICOID, NUMERICOID),
    AGG1(2712, "stddev_samp", NUMERICOID, INT8OID),
    AGG1(2713, "stddev_samp", NUMERICOID, INT4OID),
    AGG1(2714, "stddev_samp", NUMERICOID, INT2OID),
    AGG1(2715, "stddev_samp", FLOAT8OID, FLOAT4OID),
    AGG1(2716, "stddev_samp", FLOAT8OID, FLOAT8OID),
    AGG1(2717, "stddev_samp", NUMERICOID, NUMERICOID),
    AGG1(2718, "var_pop", NUMERICOID, INT8OID),
    AGG1(2719, "var_pop", NUMERICOID, INT4OID),
    AGG1(2720, "var_pop", NUMERICOID, INT2OID),
    AGG1(2721, "var_pop", FLOAT8OID, FLOAT4OID),
    AGG1(2722, "var_pop", FLOAT8OID, FLOAT8OID),
    AGG1(2723, "var_pop", NUMERICOID, NUMERICOID),
    AGG1(2724, "stddev_pop", NUMERICOID, INT8OID),
    AGG1(2725, "stddev_pop", NUMERICOID, INT4OID),
    AGG1(2726, "stddev_pop", NUMERICOID, INT2OID),
    AGG1(2727, "stddev_pop", FLOAT8OID, FLOAT4OID),
    AGG1(2728, "stddev_pop", FLOAT8OID, FLOAT8OID),
    AGG1(2729, "stddev_pop", NUMERICOID, NUMERICOID),
    {2803, "count", 'a', 'i', false, false, 0, INT8OID, {0}, 0, NULL},
    {3535, "string_agg_transfn", 'f', 'i', false, false, 3, INTERNALOID, {INTERNALOID, TEXTOID, TEXTOID}, 0, string_agg_transfn},
    {3536, "string_agg_finalfn", 'f', 'i', false, false, 1, TEXTOID, {INTERNALOID}, 0, string_agg_finalfn},
    {3538, "string_agg", 'a', 'i', false, false, 2, TEXTOID, {TEXTOID, TEXTOID}, 0, NULL},
};

/* aggfnoid, transfn, finalfn, combinefn, transtype, initval */
static const AggInfo agg_rows[] = {
    {2100, 2746, 3389, 0, INTERNALOID, NULL},
    {2101, 1963, 1964, 0, INTERNALOID, NULL},
    {2102, 1962, 1964, 0, INTERNALOID, NULL},
    {2103, 2858, 1837, 0, INTERNALOID, NULL},
    {2104, 208, 1830, 0, INTERNALOID, NULL},
    {2105, 222, 1830, 0, INTERNALOID, NULL},
    {2107, 2746, 3388, 0, INTERNALOID, NULL},
    {2108, 1841, 0, 463, INT8OID, NULL},
    {2109, 1840, 0, 463, INT8OID, NULL},
    {2110, 204, 0, 204, FLOAT4OID, NULL},
    {2111, 218, 0, 218, FLOAT8OID, NULL},
    {2114, 2858, 3178, 0, INTERNALOID, NULL},
    {2115, 1236, 0, 1236, INT8OID, NULL},
    {2116, 768, 0, 768, INT4OID, NULL},
    {2117, 770, 0, 770, INT2OID, NULL},
    {2119, 209, 0, 209, FLOAT4OID, NULL},
    {2120, 223, 0, 223, FLOAT8OID, NULL},
    {2122, 1138, 0, 1138, DATEOID, NULL},
    {2123, 1377, 0, 1377, TIMEOID, NULL},
    {2126, 2036, 0, 2036, TIMESTAMPOID, NULL},
    {2127, 1196, 0, 1196, TIMESTAMPTZOID, NULL},
    {2129, 458, 0, 458, TEXTOID, NULL},
    {2130, 1767, 0, 1767, NUMERICOID, NULL},
    {2131, 1237, 0, 1237, INT8OID, NULL},
    {2132, 769, 0, 769, INT4OID, NULL},
    {2133, 771, 0, 771, INT2OID, NULL},
    {2135, 211, 0, 211, FLOAT4OID, NULL},
    {2136, 224, 0, 224, FLOAT8OID, NULL},
    {2138, 1139, 0, 1139, DATEOID, NULL},
    {2139, 1378, 0, 1378, TIMEOID, NULL},
    {2142, 2035, 0, 2035, TIMESTAMPOID, NULL},
    {2143, 1195, 0, 1195, TIMESTAMPTZOID, NULL},
    {2145, 459, 0, 459, TEXTOID, NULL},
    {2146, 1766, 0, 1766, NUMERICOID, NULL},
    {2147, 2804, 0, 463, INT8OID, "0"},
    {2148, 1836, 1838, 0, INTERNALOID, NULL},
    {2149, 1835, 1838, 0, INTERNALOID, NULL},
    {2150, 1834, 1838, 0, INTERNALOID, NULL},
    {2151, 208, 1831, 0, INTERNALOID, NULL},
    {2152, 222, 1831, 0, INTERNALOID, NULL},
    {2153, 1833, 1838, 0, INTERNALOID, NULL},
    {2154, 1836, 1839, 0, INTERNALOID, NULL},
    {2155, 1835, 1839, 0, INTERNALOID, NULL},
    {2156, 1834, 1839, 0, INTERNALOID, NULL},
    {2157, 208, 1832, 0, INTERNALOID, NULL},
    {2158, 222, 1832, 0, INTERNALOID, NULL},
    {2159, 1833, 1839, 0, INTERNALOID, NULL},
    {2244, 1063, 0, 1063, BPCHAROID, NULL},
    {2245, 1064, 0, 1064, BPCHAROID, NULL},
    {2517, 2515, 0, 2515, BOOLOID, NULL},
    {2518, 2516, 0, 2516, BOOLOID, NULL},
    {2519, 2515, 0, 2515, BOOLOID, NULL},
    {2641, 1836, 1838, 0, INTERNALOID, NULL},
    {2642, 1835, 1838, 0, INTERNALOID, NULL},
    {2643, 1834, 1838, 0, INTERNALOID, NULL},
    {2644, 208, 1831, 0, INTERNALOID, NULL},
    {2645, 222, 1831, 0, INTERNALOID, NULL},
    {2646, 1833, 1838, 0, INTERNALOID, NULL},
    {2712, 1836, 1839, 0, INTERNALOID, NULL},
    {2713, 1835, 1839, 0, INTERNALOID, NULL},
    {2714, 1834, 1839, 0, INTERNALOID, NULL},
    {2715, 208, 1832, 0, INTERNALOID, NULL},
    {2716, 222, 1832, 0, INTERNALOID, NULL},
    {2717, 1833, 1839, 0, INTERNALOID, NULL},
    {2718, 1836, 2514, 0, INTERNALOID, NULL},
    {2719, 1835, 2514, 0, INTERNALOID, NULL},
    {2720, 1834, 2514, 0, INTERNALOID, NULL},
    {2721, 208, 2512, 0, INTERNALOID, NULL},
    {2722, 222, 2512, 0, INTERNALOID, NULL},
    {2723, 1833, 2514, 0, INTERNALOID, NULL},
    {2724, 1836, 2596, 0, INTERNALOID, NULL},
    {2725, 1835, 2596, 0, INTERNALOID, NULL},
    {2726, 1834, 2596, 0, INTERNALOID, NULL},
    {2727, 208, 2513, 0, INTERNALOID, NULL},
    {2728, 222, 2513, 0, INTERNALOID, NULL},
    {2729, 1833, 2596, 0, INTERNALOID, NULL},
    {2803, 1219, 0, 463, INT8OID, "0"},
    {3538, 3535, 3536, 0, INTERNALOID, NULL},
};

const TypesFamily types_family_agg = {
    "agg", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(agg_procs), TYPES_NO_ROWS, TYPES_NO_ROWS,
    TYPES_ROWS(agg_rows),
};
