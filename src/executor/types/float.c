/*
 * float.c: float4 (real) and float8 (double precision): I/O, arithmetic, comparisons, casts to
 * and from integers, and the float8 math functions.
 *
 * One idea: output follows PostgreSQL 12+. With extra_float_digits > 0 (the default, 1) a value
 * prints as the shortest decimal that reads back to the same bits, in fixed notation when its
 * decimal exponent is in [-4, 15) (float4: [-4, 6)) and as 1.5e-07 style otherwise; with
 * extra_float_digits <= 0 it is %.{15+efd}g. NaN equals NaN and sorts above every number, as in
 * PostgreSQL, so that btree and hash agree.
 */
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <time.h>

#include "common/guc.h"
#include "executor/types/types_internal.h"

#define F4(n) PG_GETARG_FLOAT4(n)
#define F8(n) PG_GETARG_FLOAT8(n)

/* ---- input ---- */

/* strtod with PG's extra spellings and errors; typname is "double precision" or "real". */
double types_float8_from_cstring(const char *s, const char *typname, const char *orig)
{
    const char *p = s;
    while (isspace((unsigned char)*p))
        p++;
    if (*p == '\0')
        types_invalid_syntax(typname, orig);
    errno = 0;
    char *end;
    double v = strtod(p, &end);
    if (end == p) {
        /* strtod knows "inf"/"nan" too, but PG wants exactly these words */
        types_invalid_syntax(typname, orig);
    }
    if (errno == ERANGE && (v == 0.0 || isinf(v)))
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("\"%s\" is out of range for type %s", orig, typname));
    while (isspace((unsigned char)*end))
        end++;
    if (*end != '\0')
        types_invalid_syntax(typname, orig);
    return v;
}

static Datum float8in(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    PG_RETURN_FLOAT8(types_float8_from_cstring(s, "double precision", s));
}

static Datum float4in(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    const char *p = s;
    while (isspace((unsigned char)*p))
        p++;
    if (*p == '\0')
        types_invalid_syntax("real", s);
    errno = 0;
    char *end;
    float v = strtof(p, &end);
    if (end == p)
        types_invalid_syntax("real", s);
    if (errno == ERANGE && (v == 0.0f || isinf(v)))
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("\"%s\" is out of range for type real", s));
    while (isspace((unsigned char)*end))
        end++;
    if (*end != '\0')
        types_invalid_syntax("real", s);
    PG_RETURN_FLOAT4(v);
}

/* ---- output ---- */

/*
 * Formats digits (no point) with decimal exponent exp (value = d.ddd * 10^exp) as PG does:
 * fixed notation for -4 <= exp < sci_at, else d.ddde+XX.
 */
static char *format_shortest(bool neg, const char *digits, int ndigits, int exp, int sci_at)
{
    StringInfoData s;
    initStringInfo(&s);
    if (neg)
        appendStringInfoChar(&s, '-');
    if (exp < -4 || exp >= sci_at) {
        appendStringInfoChar(&s, digits[0]);
        if (ndigits > 1) {
            appendStringInfoChar(&s, '.');
            appendBinaryStringInfo(&s, digits + 1, ndigits - 1);
        }
        appendStringInfo(&s, "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
    } else if (exp < 0) {
        appendStringInfoString(&s, "0.");
        for (int i = 0; i < -exp - 1; i++)
            appendStringInfoChar(&s, '0');
        appendBinaryStringInfo(&s, digits, ndigits);
    } else {
        for (int i = 0; i <= exp; i++)
            appendStringInfoChar(&s, i < ndigits ? digits[i] : '0');
        if (ndigits > exp + 1) {
            appendStringInfoChar(&s, '.');
            appendBinaryStringInfo(&s, digits + exp + 1, ndigits - exp - 1);
        }
    }
    return s.data;
}

/*
 * Does the decimal text buf stand for v, and not sit exactly halfway to a neighbour? PG's
 * shortest-digits algorithm (Ryu) excludes the rounding interval's bounds, so a decimal that
 * only reads back to v by round-half-even (1e23) is not accepted. The midpoints of adjacent
 * doubles are exact in long double (x86 80-bit), of adjacent floats in double.
 */
static bool reads_back(const char *buf, double v, bool is_float4)
{
    if (is_float4) {
        float f = (float)v;
        if (strtof(buf, NULL) != f)
            return false;
        double d = strtod(buf, NULL);
        double lo = ((double)f + (double)nextafterf(f, -INFINITY)) / 2;
        double hi = ((double)f + (double)nextafterf(f, INFINITY)) / 2;
        return d != lo && d != hi;
    }
    if (strtod(buf, NULL) != v)
        return false;
    long double d = strtold(buf, NULL);
    long double lo = ((long double)v + (long double)nextafter(v, -INFINITY)) / 2;
    long double hi = ((long double)v + (long double)nextafter(v, INFINITY)) / 2;
    return d != lo && d != hi;
}

/* The shortest %.Ne form that reads back to v; splits it into digits and exponent. */
static char *shortest_repr(double v, bool is_float4)
{
    char buf[64];
    /* reading back is monotonic in the precision: binary search the shortest that works */
    int lo = 1, hi = is_float4 ? 9 : 17;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        snprintf(buf, sizeof(buf), "%.*e", mid - 1, v);
        if (reads_back(buf, v, is_float4))
            hi = mid;
        else
            lo = mid + 1;
    }
    snprintf(buf, sizeof(buf), "%.*e", lo - 1, v);
    /* buf: [-]d[.ddd]e[+-]xx */
    const char *p = buf;
    bool neg = false;
    if (*p == '-') {
        neg = true;
        p++;
    }
    char digits[32];
    int nd = 0;
    while (*p && *p != 'e') {
        if (isdigit((unsigned char)*p))
            digits[nd++] = *p;
        p++;
    }
    int exp = atoi(p + 1);
    while (nd > 1 && digits[nd - 1] == '0')
        nd--;
    return format_shortest(neg, digits, nd, exp, is_float4 ? FLT_DIG : DBL_DIG);
}

static char *float_special(double v)
{
    if (isnan(v))
        return pstrdup("NaN");
    if (isinf(v))
        return pstrdup(v > 0 ? "Infinity" : "-Infinity");
    return NULL;
}

char *types_float8_to_cstring(double v)
{
    char *sp = float_special(v);
    if (sp)
        return sp;
    if (extra_float_digits > 0) {
        if (v == 0)
            return pstrdup(signbit(v) ? "-0" : "0");
        return shortest_repr(v, false);
    }
    int prec = DBL_DIG + extra_float_digits;
    if (prec < 1)
        prec = 1;
    return psprintf("%.*g", prec, v);
}

char *types_float4_to_cstring(float v)
{
    char *sp = float_special(v);
    if (sp)
        return sp;
    if (extra_float_digits > 0) {
        if (v == 0)
            return pstrdup(signbit(v) ? "-0" : "0");
        return shortest_repr(v, true);
    }
    int prec = FLT_DIG + extra_float_digits;
    if (prec < 1)
        prec = 1;
    return psprintf("%.*g", prec, (double)v);
}

static Datum float8out(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(types_float8_to_cstring(F8(0))); }
static Datum float4out(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(types_float4_to_cstring(F4(0))); }

static Datum float8recv(PG_FUNCTION_ARGS)
{
    int64 bits = types_recv_int64(PG_GETARG_POINTER(0));
    double d;
    memcpy(&d, &bits, 8);
    PG_RETURN_FLOAT8(d);
}
static Datum float4recv(PG_FUNCTION_ARGS)
{
    int32 bits = types_recv_int32(PG_GETARG_POINTER(0));
    float f;
    memcpy(&f, &bits, 4);
    PG_RETURN_FLOAT4(f);
}
static Datum float8send(PG_FUNCTION_ARGS)
{
    double d = F8(0);
    int64 bits;
    memcpy(&bits, &d, 8);
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int64(&buf, bits);
    PG_RETURN_POINTER(types_send_finish(&buf));
}
static Datum float4send(PG_FUNCTION_ARGS)
{
    float f = F4(0);
    int32 bits;
    memcpy(&bits, &f, 4);
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int32(&buf, bits);
    PG_RETURN_POINTER(types_send_finish(&buf));
}

/* ---- arithmetic ---- */

static pg_noreturn void float_overflow(void)
{
    ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
            errmsg("value out of range: overflow"));
}
static pg_noreturn void float_underflow(void)
{
    ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
            errmsg("value out of range: underflow"));
}
static pg_noreturn void float_zero_divide(void)
{
    ereport(ERROR, errcode(ERRCODE_DIVISION_BY_ZERO), errmsg("division by zero"));
}

static inline double check8(double r, double a, double b, bool zero_ok)
{
    if (unlikely(isinf(r)) && !isinf(a) && !isinf(b))
        float_overflow();
    if (unlikely(r == 0.0) && !zero_ok)
        float_underflow();
    return r;
}
static inline float check4(float r, double a, double b, bool zero_ok)
{
    if (unlikely(isinf(r)) && !isinf(a) && !isinf(b))
        float_overflow();
    if (unlikely(r == 0.0f) && !zero_ok)
        float_underflow();
    return r;
}

/* One (left, right) combination: + - * / and the six comparisons. */
#define FLOAT_PAIR(p, GA, GB, T, RET, CHECK)                                                     \
    static Datum p##pl(PG_FUNCTION_ARGS)                                                         \
    {                                                                                            \
        T a = GA(0), b = GB(1);                                                                  \
        RET(CHECK(a + b, a, b, true));                                                           \
    }                                                                                            \
    static Datum p##mi(PG_FUNCTION_ARGS)                                                         \
    {                                                                                            \
        T a = GA(0), b = GB(1);                                                                  \
        RET(CHECK(a - b, a, b, true));                                                           \
    }                                                                                            \
    static Datum p##mul(PG_FUNCTION_ARGS)                                                        \
    {                                                                                            \
        T a = GA(0), b = GB(1);                                                                  \
        RET(CHECK(a * b, a, b, a == 0 || b == 0));                                               \
    }                                                                                            \
    static Datum p##div(PG_FUNCTION_ARGS)                                                        \
    {                                                                                            \
        T a = GA(0), b = GB(1);                                                                  \
        if (b == 0 && !isnan(a))                                                                 \
            float_zero_divide();                                                                 \
        RET(CHECK(a / b, a, 0, a == 0 || isinf(b)));                                             \
    }                                                                                            \
    static Datum p##eq(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(float_cmp(GA(0), GB(1)) == 0); }       \
    static Datum p##ne(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(float_cmp(GA(0), GB(1)) != 0); }       \
    static Datum p##lt(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(float_cmp(GA(0), GB(1)) < 0); }        \
    static Datum p##le(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(float_cmp(GA(0), GB(1)) <= 0); }       \
    static Datum p##gt(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(float_cmp(GA(0), GB(1)) > 0); }        \
    static Datum p##ge(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(float_cmp(GA(0), GB(1)) >= 0); }

/* NaN = NaN, NaN > everything else */
static inline int float_cmp(double a, double b)
{
    if (unlikely(isnan(a)))
        return isnan(b) ? 0 : 1;
    if (unlikely(isnan(b)))
        return -1;
    return a < b ? -1 : a > b;
}

#define AS_D(n) ((double)PG_GETARG_FLOAT4(n))
FLOAT_PAIR(float8, F8, F8, double, PG_RETURN_FLOAT8, check8)
FLOAT_PAIR(float4, F4, F4, float, PG_RETURN_FLOAT4, check4)
FLOAT_PAIR(float48, AS_D, F8, double, PG_RETURN_FLOAT8, check8)
FLOAT_PAIR(float84, F8, AS_D, double, PG_RETURN_FLOAT8, check8)

#define FLOAT_SELF(p, G, RET)                                                                    \
    static Datum p##um(PG_FUNCTION_ARGS) { RET(-G(0)); }                                         \
    static Datum p##up(PG_FUNCTION_ARGS) { RET(G(0)); }                                          \
    static Datum p##abs(PG_FUNCTION_ARGS) { RET(fabs(G(0))); }                                   \
    static Datum p##larger(PG_FUNCTION_ARGS)                                                     \
    {                                                                                            \
        RET(float_cmp(G(0), G(1)) > 0 ? G(0) : G(1));                                            \
    }                                                                                            \
    static Datum p##smaller(PG_FUNCTION_ARGS)                                                    \
    {                                                                                            \
        RET(float_cmp(G(0), G(1)) < 0 ? G(0) : G(1));                                            \
    }                                                                                            \
    static Datum bt##p##cmp(PG_FUNCTION_ARGS) { PG_RETURN_INT32(float_cmp(G(0), G(1))); }        \
    static Datum hash##p(PG_FUNCTION_ARGS)                                                       \
    {                                                                                            \
        double d = G(0);                                                                         \
        if (d == 0)                                                                              \
            d = 0; /* -0 and 0 hash alike */                                                     \
        if (isnan(d))                                                                            \
            d = NAN;                                                                             \
        uint64 bits;                                                                             \
        memcpy(&bits, &d, 8);                                                                    \
        PG_RETURN_INT32((int32)types_hash_uint64(bits));                                         \
    }
FLOAT_SELF(float8, F8, PG_RETURN_FLOAT8)
FLOAT_SELF(float4, F4, PG_RETURN_FLOAT4)

/* ---- casts ---- */

static Datum i2tod(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8(PG_GETARG_INT16(0)); }
static Datum i4tod(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8(PG_GETARG_INT32(0)); }
static Datum i8tod(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8((double)PG_GETARG_INT64(0)); }
static Datum i2tof(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT4(PG_GETARG_INT16(0)); }
static Datum i4tof(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT4((float)PG_GETARG_INT32(0)); }
static Datum i8tof(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT4((float)PG_GETARG_INT64(0)); }
static Datum ftod(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8(F4(0)); }
static Datum dtof(PG_FUNCTION_ARGS)
{
    double d = F8(0);
    float f = (float)d;
    if (isinf(f) && !isinf(d))
        float_overflow();
    if (f == 0 && d != 0)
        float_underflow();
    PG_RETURN_FLOAT4(f);
}

/* float -> integer: round half to even (rint), then range check; NaN is out of range too */
#define FLOAT_TO_INT(name, G, T, LO, HI, RET, what)                                              \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        double d = rint(G(0));                                                                   \
        if (isnan(d) || !(d >= (double)(LO) && d < -(double)(LO)))                               \
            types_out_of_range(what);                                                            \
        RET((T)d);                                                                               \
    }
FLOAT_TO_INT(dtoi2, F8, int16, INT16_MIN, INT16_MAX, PG_RETURN_INT16, "smallint")
FLOAT_TO_INT(dtoi4, F8, int32, INT32_MIN, INT32_MAX, PG_RETURN_INT32, "integer")
FLOAT_TO_INT(dtoi8, F8, int64, INT64_MIN, INT64_MAX, PG_RETURN_INT64, "bigint")
FLOAT_TO_INT(ftoi2, AS_D, int16, INT16_MIN, INT16_MAX, PG_RETURN_INT16, "smallint")
FLOAT_TO_INT(ftoi4, AS_D, int32, INT32_MIN, INT32_MAX, PG_RETURN_INT32, "integer")
FLOAT_TO_INT(ftoi8, AS_D, int64, INT64_MIN, INT64_MAX, PG_RETURN_INT64, "bigint")

/* ---- math ---- */

static pg_noreturn void input_out_of_range(void)
{
    ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE), errmsg("input is out of range"));
}

static Datum dround(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8(rint(F8(0))); }
static Datum dtrunc(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8(trunc(F8(0))); }
static Datum dceil(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8(ceil(F8(0))); }
static Datum dfloor(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8(floor(F8(0))); }
static Datum dsign(PG_FUNCTION_ARGS)
{
    double d = F8(0);
    PG_RETURN_FLOAT8(d > 0 ? 1.0 : d < 0 ? -1.0 : 0.0);
}
static Datum dsqrt(PG_FUNCTION_ARGS)
{
    double d = F8(0);
    if (d < 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_ARGUMENT_FOR_POWER_FUNCTION),
                errmsg("cannot take square root of a negative number"));
    PG_RETURN_FLOAT8(sqrt(d));
}
static Datum dcbrt(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8(cbrt(F8(0))); }
static Datum dpow(PG_FUNCTION_ARGS)
{
    double a = F8(0), b = F8(1);
    if (isnan(a))
        PG_RETURN_FLOAT8(b == 0 ? 1.0 : a);
    if (isnan(b))
        PG_RETURN_FLOAT8(a == 1 ? 1.0 : b);
    if (a == 0 && b < 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_ARGUMENT_FOR_POWER_FUNCTION),
                errmsg("zero raised to a negative power is undefined"));
    if (a < 0 && floor(b) != b && !isinf(b))
        ereport(ERROR, errcode(ERRCODE_INVALID_ARGUMENT_FOR_POWER_FUNCTION),
                errmsg("a negative number raised to a non-integer power yields a complex result"));
    double r = pow(a, b);
    if (isinf(r) && !isinf(a) && !isinf(b))
        float_overflow();
    if (r == 0 && a != 0 && !isinf(b))
        float_underflow();
    PG_RETURN_FLOAT8(r);
}
static Datum dexp(PG_FUNCTION_ARGS)
{
    double a = F8(0);
    double r = exp(a);
    if (isinf(r) && !isinf(a))
        float_overflow();
    if (r == 0 && !isinf(a))
        float_underflow();
    PG_RETURN_FLOAT8(r);
}
static void check_log_arg(double d)
{
    if (d == 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_ARGUMENT_FOR_LOGARITHM),
                errmsg("cannot take logarithm of zero"));
    if (d < 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_ARGUMENT_FOR_LOGARITHM),
                errmsg("cannot take logarithm of a negative number"));
}
static Datum dlog1(PG_FUNCTION_ARGS)
{
    check_log_arg(F8(0));
    PG_RETURN_FLOAT8(log(F8(0)));
}
static Datum dlog10(PG_FUNCTION_ARGS)
{
    check_log_arg(F8(0));
    PG_RETURN_FLOAT8(log10(F8(0)));
}
#define TRIG(name, fn, lo, hi)                                                                   \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        double d = F8(0);                                                                        \
        if (isnan(d))                                                                            \
            PG_RETURN_FLOAT8(d);                                                                 \
        if (d < (lo) || d > (hi))                                                                \
            input_out_of_range();                                                                \
        PG_RETURN_FLOAT8(fn(d));                                                                 \
    }
TRIG(dasin, asin, -1, 1)
TRIG(dacos, acos, -1, 1)
TRIG(datan, atan, -INFINITY, INFINITY)
TRIG(dsin, sin, -DBL_MAX, DBL_MAX)
TRIG(dcos, cos, -DBL_MAX, DBL_MAX)
TRIG(dtan, tan, -DBL_MAX, DBL_MAX)
static Datum datan2(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8(atan2(F8(0), F8(1))); }
static Datum degrees(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8(F8(0) * (180.0 / M_PI)); }
static Datum radians(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8(F8(0) * (M_PI / 180.0)); }
static Datum dpi(PG_FUNCTION_ARGS) { PG_RETURN_FLOAT8(M_PI); }

/* random(): a per-thread xorshift generator seeded from the clock and the thread. */
static _Thread_local uint64 rand_state;
static Datum drandom(PG_FUNCTION_ARGS)
{
    if (rand_state == 0) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        rand_state = ((uint64)ts.tv_nsec << 20) ^ (uint64)ts.tv_sec ^ (uint64)(uintptr_t)&rand_state;
        if (rand_state == 0)
            rand_state = 0x9e3779b97f4a7c15ULL;
    }
    rand_state ^= rand_state << 13;
    rand_state ^= rand_state >> 7;
    rand_state ^= rand_state << 17;
    PG_RETURN_FLOAT8((double)(rand_state >> 11) / (double)(1ULL << 53));
}

static Datum width_bucket_float8(PG_FUNCTION_ARGS)
{
    double op = F8(0), lo = F8(1), hi = F8(2);
    int32 count = PG_GETARG_INT32(3);
    if (count <= 0)
        ereport(ERROR, errcode("2201G"), errmsg("count must be greater than zero"));
    if (isnan(op) || isnan(lo) || isnan(hi))
        ereport(ERROR, errcode("2201G"),
                errmsg("operand, lower bound, and upper bound cannot be NaN"));
    if (isinf(lo) || isinf(hi))
        ereport(ERROR, errcode("2201G"), errmsg("lower and upper bounds must be finite"));
    if (lo == hi)
        ereport(ERROR, errcode("2201G"), errmsg("lower bound cannot equal upper bound"));
    int32 r;
    if (lo < hi) {
        if (op < lo)
            r = 0;
        else if (op >= hi) {
            if (count == INT32_MAX)
                types_out_of_range("integer");
            r = count + 1;
        } else
            r = (int32)(count * ((op - lo) / (hi - lo))) + 1;
    } else {
        if (op > lo)
            r = 0;
        else if (op <= hi) {
            if (count == INT32_MAX)
                types_out_of_range("integer");
            r = count + 1;
        } else
            r = (int32)(count * ((lo - op) / (lo - hi))) + 1;
    }
    PG_RETURN_INT32(r);
}

static const TypeInfo float_types[] = {
    {FLOAT4OID, "float4", 4, true, 'i', TYPCATEGORY_NUMERIC, false, 0, 1021, float4in, float4out, float4recv, float4send, NULL, NULL},
    {FLOAT8OID, "float8", 8, true, 'd', TYPCATEGORY_NUMERIC, true, 0, 1022, float8in, float8out, float8recv, float8send, NULL, NULL},
};

static const TypeSupport float_support[] = {
    {FLOAT4OID, 354, 451, 620, 622},
    {FLOAT8OID, 355, 452, 670, 672},
};

static const ProcInfo float_procs[] = {
    {200, "float4in", 'f', 'i', true, false, 1, FLOAT4OID, {CSTRINGOID}, 0, float4in},
    {201, "float4out", 'f', 'i', true, false, 1, CSTRINGOID, {FLOAT4OID}, 0, float4out},
    {202, "float4mul", 'f', 'i', true, false, 2, FLOAT4OID, {FLOAT4OID, FLOAT4OID}, 0, float4mul},
    {203, "float4div", 'f', 'i', true, false, 2, FLOAT4OID, {FLOAT4OID, FLOAT4OID}, 0, float4div},
    {204, "float4pl", 'f', 'i', true, false, 2, FLOAT4OID, {FLOAT4OID, FLOAT4OID}, 0, float4pl},
    {205, "float4mi", 'f', 'i', true, false, 2, FLOAT4OID, {FLOAT4OID, FLOAT4OID}, 0, float4mi},
    {206, "float4um", 'f', 'i', true, false, 1, FLOAT4OID, {FLOAT4OID}, 0, float4um},
    {207, "float4abs", 'f', 'i', true, false, 1, FLOAT4OID, {FLOAT4OID}, 0, float4abs},
    {209, "float4larger", 'f', 'i', true, false, 2, FLOAT4OID, {FLOAT4OID, FLOAT4OID}, 0, float4larger},
    {211, "float4smaller", 'f', 'i', true, false, 2, FLOAT4OID, {FLOAT4OID, FLOAT4OID}, 0, float4smaller},
    {214, "float8in", 'f', 'i', true, false, 1, FLOAT8OID, {CSTRINGOID}, 0, float8in},
    {215, "float8out", 'f', 'i', true, false, 1, CSTRINGOID, {FLOAT8OID}, 0, float8out},
    {216, "float8mul", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT8OID}, 0, float8mul},
    {217, "float8div", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT8OID}, 0, float8div},
    {218, "float8pl", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT8OID}, 0, float8pl},
    {219, "float8mi", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT8OID}, 0, float8mi},
    {220, "float8um", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, float8um},
    {221, "float8abs", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, float8abs},
    {223, "float8larger", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT8OID}, 0, float8larger},
    {224, "float8smaller", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT8OID}, 0, float8smaller},
    {228, "dround", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dround},
    {229, "dtrunc", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dtrunc},
    {230, "dsqrt", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dsqrt},
    {231, "dcbrt", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dcbrt},
    {232, "dpow", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT8OID}, 0, dpow},
    {233, "dexp", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dexp},
    {234, "dlog1", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dlog1},
    {235, "float8", 'f', 'i', true, false, 1, FLOAT8OID, {INT2OID}, 0, i2tod},
    {236, "float4", 'f', 'i', true, false, 1, FLOAT4OID, {INT2OID}, 0, i2tof},
    {237, "int2", 'f', 'i', true, false, 1, INT2OID, {FLOAT8OID}, 0, dtoi2},
    {238, "int2", 'f', 'i', true, false, 1, INT2OID, {FLOAT4OID}, 0, ftoi2},
    {279, "float48mul", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT4OID, FLOAT8OID}, 0, float48mul},
    {280, "float48div", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT4OID, FLOAT8OID}, 0, float48div},
    {281, "float48pl", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT4OID, FLOAT8OID}, 0, float48pl},
    {282, "float48mi", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT4OID, FLOAT8OID}, 0, float48mi},
    {283, "float84mul", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT4OID}, 0, float84mul},
    {284, "float84div", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT4OID}, 0, float84div},
    {285, "float84pl", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT4OID}, 0, float84pl},
    {286, "float84mi", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT4OID}, 0, float84mi},
    {287, "float4eq", 'f', 'i', true, false, 2, BOOLOID, {FLOAT4OID, FLOAT4OID}, 0, float4eq},
    {288, "float4ne", 'f', 'i', true, false, 2, BOOLOID, {FLOAT4OID, FLOAT4OID}, 0, float4ne},
    {289, "float4lt", 'f', 'i', true, false, 2, BOOLOID, {FLOAT4OID, FLOAT4OID}, 0, float4lt},
    {290, "float4le", 'f', 'i', true, false, 2, BOOLOID, {FLOAT4OID, FLOAT4OID}, 0, float4le},
    {291, "float4gt", 'f', 'i', true, false, 2, BOOLOID, {FLOAT4OID, FLOAT4OID}, 0, float4gt},
    {292, "float4ge", 'f', 'i', true, false, 2, BOOLOID, {FLOAT4OID, FLOAT4OID}, 0, float4ge},
    {293, "float8eq", 'f', 'i', true, false, 2, BOOLOID, {FLOAT8OID, FLOAT8OID}, 0, float8eq},
    {294, "float8ne", 'f', 'i', true, false, 2, BOOLOID, {FLOAT8OID, FLOAT8OID}, 0, float8ne},
    {295, "float8lt", 'f', 'i', true, false, 2, BOOLOID, {FLOAT8OID, FLOAT8OID}, 0, float8lt},
    {296, "float8le", 'f', 'i', true, false, 2, BOOLOID, {FLOAT8OID, FLOAT8OID}, 0, float8le},
    {297, "float8gt", 'f', 'i', true, false, 2, BOOLOID, {FLOAT8OID, FLOAT8OID}, 0, float8gt},
    {298, "float8ge", 'f', 'i', true, false, 2, BOOLOID, {FLOAT8OID, FLOAT8OID}, 0, float8ge},
    {299, "float48eq", 'f', 'i', true, false, 2, BOOLOID, {FLOAT4OID, FLOAT8OID}, 0, float48eq},
    {300, "float48ne", 'f', 'i', true, false, 2, BOOLOID, {FLOAT4OID, FLOAT8OID}, 0, float48ne},
    {301, "float48lt", 'f', 'i', true, false, 2, BOOLOID, {FLOAT4OID, FLOAT8OID}, 0, float48lt},
    {302, "float48le", 'f', 'i', true, false, 2, BOOLOID, {FLOAT4OID, FLOAT8OID}, 0, float48le},
    {303, "float48gt", 'f', 'i', true, false, 2, BOOLOID, {FLOAT4OID, FLOAT8OID}, 0, float48gt},
    {304, "float48ge", 'f', 'i', true, false, 2, BOOLOID, {FLOAT4OID, FLOAT8OID}, 0, float48ge},
    {305, "float84eq", 'f', 'i', true, false, 2, BOOLOID, {FLOAT8OID, FLOAT4OID}, 0, float84eq},
    {306, "float84ne", 'f', 'i', true, false, 2, BOOLOID, {FLOAT8OID, FLOAT4OID}, 0, float84ne},
    {307, "float84lt", 'f', 'i', true, false, 2, BOOLOID, {FLOAT8OID, FLOAT4OID}, 0, float84lt},
    {308, "float84le", 'f', 'i', true, false, 2, BOOLOID, {FLOAT8OID, FLOAT4OID}, 0, float84le},
    {309, "float84gt", 'f', 'i', true, false, 2, BOOLOID, {FLOAT8OID, FLOAT4OID}, 0, float84gt},
    {310, "float84ge", 'f', 'i', true, false, 2, BOOLOID, {FLOAT8OID, FLOAT4OID}, 0, float84ge},
    {311, "float8", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT4OID}, 0, ftod},
    {312, "float4", 'f', 'i', true, false, 1, FLOAT4OID, {FLOAT8OID}, 0, dtof},
    {316, "float8", 'f', 'i', true, false, 1, FLOAT8OID, {INT4OID}, 0, i4tod},
    {317, "int4", 'f', 'i', true, false, 1, INT4OID, {FLOAT8OID}, 0, dtoi4},
    {318, "float4", 'f', 'i', true, false, 1, FLOAT4OID, {INT4OID}, 0, i4tof},
    {319, "int4", 'f', 'i', true, false, 1, INT4OID, {FLOAT4OID}, 0, ftoi4},
    {320, "width_bucket", 'f', 'i', true, false, 4, INT4OID, {FLOAT8OID, FLOAT8OID, FLOAT8OID, INT4OID}, 0, width_bucket_float8},
    {354, "btfloat4cmp", 'f', 'i', true, false, 2, INT4OID, {FLOAT4OID, FLOAT4OID}, 0, btfloat4cmp},
    {355, "btfloat8cmp", 'f', 'i', true, false, 2, INT4OID, {FLOAT8OID, FLOAT8OID}, 0, btfloat8cmp},
    {451, "hashfloat4", 'f', 'i', true, false, 1, INT4OID, {FLOAT4OID}, 0, hashfloat4},
    {452, "hashfloat8", 'f', 'i', true, false, 1, INT4OID, {FLOAT8OID}, 0, hashfloat8},
    {482, "float8", 'f', 'i', true, false, 1, FLOAT8OID, {INT8OID}, 0, i8tod},
    {483, "int8", 'f', 'i', true, false, 1, INT8OID, {FLOAT8OID}, 0, dtoi8},
    {652, "float4", 'f', 'i', true, false, 1, FLOAT4OID, {INT8OID}, 0, i8tof},
    {653, "int8", 'f', 'i', true, false, 1, INT8OID, {FLOAT4OID}, 0, ftoi8},
    {1340, "log", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dlog10},
    {1341, "ln", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dlog1},
    {1342, "round", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dround},
    {1343, "trunc", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dtrunc},
    {1344, "sqrt", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dsqrt},
    {1345, "cbrt", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dcbrt},
    {1346, "pow", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT8OID}, 0, dpow},
    {1347, "exp", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dexp},
    {1368, "power", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT8OID}, 0, dpow},
    {1394, "abs", 'f', 'i', true, false, 1, FLOAT4OID, {FLOAT4OID}, 0, float4abs},
    {1395, "abs", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, float8abs},
    {1598, "random", 'f', 'v', true, false, 0, FLOAT8OID, {}, 0, drandom},
    {1600, "asin", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dasin},
    {1601, "acos", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dacos},
    {1602, "atan", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, datan},
    {1603, "atan2", 'f', 'i', true, false, 2, FLOAT8OID, {FLOAT8OID, FLOAT8OID}, 0, datan2},
    {1604, "sin", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dsin},
    {1605, "cos", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dcos},
    {1606, "tan", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dtan},
    {1608, "degrees", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, degrees},
    {1609, "radians", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, radians},
    {1610, "pi", 'f', 'i', true, false, 0, FLOAT8OID, {}, 0, dpi},
    {1913, "float4up", 'f', 'i', true, false, 1, FLOAT4OID, {FLOAT4OID}, 0, float4up},
    {1914, "float8up", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, float8up},
    {2308, "ceil", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dceil},
    {2309, "floor", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dfloor},
    {2310, "sign", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dsign},
    {2320, "ceiling", 'f', 'i', true, false, 1, FLOAT8OID, {FLOAT8OID}, 0, dceil},
    {2424, "float4recv", 'f', 'i', true, false, 1, FLOAT4OID, {INTERNALOID}, 0, float4recv},
    {2425, "float4send", 'f', 'i', true, false, 1, BYTEAOID, {FLOAT4OID}, 0, float4send},
    {2426, "float8recv", 'f', 'i', true, false, 1, FLOAT8OID, {INTERNALOID}, 0, float8recv},
    {2427, "float8send", 'f', 'i', true, false, 1, BYTEAOID, {FLOAT8OID}, 0, float8send},
};

static const OperInfo float_opers[] = {
    {584, "-", 'l', 0, FLOAT4OID, FLOAT4OID, 206, 0, 0},
    {585, "-", 'l', 0, FLOAT8OID, FLOAT8OID, 220, 0, 0},
    {586, "+", 'b', FLOAT4OID, FLOAT4OID, FLOAT4OID, 204, 586, 0},
    {587, "-", 'b', FLOAT4OID, FLOAT4OID, FLOAT4OID, 205, 0, 0},
    {588, "/", 'b', FLOAT4OID, FLOAT4OID, FLOAT4OID, 203, 0, 0},
    {589, "*", 'b', FLOAT4OID, FLOAT4OID, FLOAT4OID, 202, 589, 0},
    {590, "@", 'l', 0, FLOAT4OID, FLOAT4OID, 207, 0, 0},
    {591, "+", 'b', FLOAT8OID, FLOAT8OID, FLOAT8OID, 218, 591, 0},
    {592, "-", 'b', FLOAT8OID, FLOAT8OID, FLOAT8OID, 219, 0, 0},
    {593, "/", 'b', FLOAT8OID, FLOAT8OID, FLOAT8OID, 217, 0, 0},
    {594, "*", 'b', FLOAT8OID, FLOAT8OID, FLOAT8OID, 216, 594, 0},
    {595, "@", 'l', 0, FLOAT8OID, FLOAT8OID, 221, 0, 0},
    {596, "|/", 'l', 0, FLOAT8OID, FLOAT8OID, 230, 0, 0},
    {597, "||/", 'l', 0, FLOAT8OID, FLOAT8OID, 231, 0, 0},
    {620, "=", 'b', FLOAT4OID, FLOAT4OID, BOOLOID, 287, 620, 621},
    {621, "<>", 'b', FLOAT4OID, FLOAT4OID, BOOLOID, 288, 621, 620},
    {622, "<", 'b', FLOAT4OID, FLOAT4OID, BOOLOID, 289, 623, 625},
    {623, ">", 'b', FLOAT4OID, FLOAT4OID, BOOLOID, 291, 622, 624},
    {624, "<=", 'b', FLOAT4OID, FLOAT4OID, BOOLOID, 290, 625, 623},
    {625, ">=", 'b', FLOAT4OID, FLOAT4OID, BOOLOID, 292, 624, 622},
    {670, "=", 'b', FLOAT8OID, FLOAT8OID, BOOLOID, 293, 670, 671},
    {671, "<>", 'b', FLOAT8OID, FLOAT8OID, BOOLOID, 294, 671, 670},
    {672, "<", 'b', FLOAT8OID, FLOAT8OID, BOOLOID, 295, 674, 675},
    {673, "<=", 'b', FLOAT8OID, FLOAT8OID, BOOLOID, 296, 675, 674},
    {674, ">", 'b', FLOAT8OID, FLOAT8OID, BOOLOID, 297, 672, 673},
    {675, ">=", 'b', FLOAT8OID, FLOAT8OID, BOOLOID, 298, 673, 672},
    {965, "^", 'b', FLOAT8OID, FLOAT8OID, FLOAT8OID, 232, 0, 0},
    {1116, "+", 'b', FLOAT4OID, FLOAT8OID, FLOAT8OID, 281, 1126, 0},
    {1117, "-", 'b', FLOAT4OID, FLOAT8OID, FLOAT8OID, 282, 0, 0},
    {1118, "/", 'b', FLOAT4OID, FLOAT8OID, FLOAT8OID, 280, 0, 0},
    {1119, "*", 'b', FLOAT4OID, FLOAT8OID, FLOAT8OID, 279, 1129, 0},
    {1120, "=", 'b', FLOAT4OID, FLOAT8OID, BOOLOID, 299, 1130, 1121},
    {1121, "<>", 'b', FLOAT4OID, FLOAT8OID, BOOLOID, 300, 1131, 1120},
    {1122, "<", 'b', FLOAT4OID, FLOAT8OID, BOOLOID, 301, 1133, 1125},
    {1123, ">", 'b', FLOAT4OID, FLOAT8OID, BOOLOID, 303, 1132, 1124},
    {1124, "<=", 'b', FLOAT4OID, FLOAT8OID, BOOLOID, 302, 1135, 1123},
    {1125, ">=", 'b', FLOAT4OID, FLOAT8OID, BOOLOID, 304, 1134, 1122},
    {1126, "+", 'b', FLOAT8OID, FLOAT4OID, FLOAT8OID, 285, 1116, 0},
    {1127, "-", 'b', FLOAT8OID, FLOAT4OID, FLOAT8OID, 286, 0, 0},
    {1128, "/", 'b', FLOAT8OID, FLOAT4OID, FLOAT8OID, 284, 0, 0},
    {1129, "*", 'b', FLOAT8OID, FLOAT4OID, FLOAT8OID, 283, 1119, 0},
    {1130, "=", 'b', FLOAT8OID, FLOAT4OID, BOOLOID, 305, 1120, 1131},
    {1131, "<>", 'b', FLOAT8OID, FLOAT4OID, BOOLOID, 306, 1121, 1130},
    {1132, "<", 'b', FLOAT8OID, FLOAT4OID, BOOLOID, 307, 1123, 1135},
    {1133, ">", 'b', FLOAT8OID, FLOAT4OID, BOOLOID, 309, 1122, 1134},
    {1134, "<=", 'b', FLOAT8OID, FLOAT4OID, BOOLOID, 308, 1125, 1133},
    {1135, ">=", 'b', FLOAT8OID, FLOAT4OID, BOOLOID, 310, 1124, 1132},
    {1919, "+", 'l', 0, FLOAT4OID, FLOAT4OID, 1913, 0, 0},
    {1920, "+", 'l', 0, FLOAT8OID, FLOAT8OID, 1914, 0, 0},
};

static const CastInfo float_casts[] = {
    {INT8OID, FLOAT4OID, 652, 'i', 'f'},
    {INT8OID, FLOAT8OID, 482, 'i', 'f'},
    {INT2OID, FLOAT4OID, 236, 'i', 'f'},
    {INT2OID, FLOAT8OID, 235, 'i', 'f'},
    {INT4OID, FLOAT4OID, 318, 'i', 'f'},
    {INT4OID, FLOAT8OID, 316, 'i', 'f'},
    {FLOAT4OID, INT8OID, 653, 'a', 'f'},
    {FLOAT4OID, INT2OID, 238, 'a', 'f'},
    {FLOAT4OID, INT4OID, 319, 'a', 'f'},
    {FLOAT4OID, FLOAT8OID, 311, 'i', 'f'},
    {FLOAT8OID, INT8OID, 483, 'a', 'f'},
    {FLOAT8OID, INT2OID, 237, 'a', 'f'},
    {FLOAT8OID, INT4OID, 317, 'a', 'f'},
    {FLOAT8OID, FLOAT4OID, 312, 'a', 'f'},
};

const TypesFamily types_family_float = {
    "float",
    TYPES_ROWS(float_types),
    TYPES_ROWS(float_support),
    TYPES_ROWS(float_procs),
    TYPES_ROWS(float_opers),
    TYPES_ROWS(float_casts),
    TYPES_NO_ROWS,
};
