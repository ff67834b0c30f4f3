/*
 * int.c: int2, int4 and int8: I/O, arithmetic with overflow checks, comparisons (also across
 * the three widths), bit operations, casts between them, and their catalog rows.
 *
 * One idea: every arithmetic result is computed with the compiler's overflow-checking builtins
 * in the result type, so a mixed int2/int8 operation overflows exactly where PostgreSQL's does
 * ("smallint out of range", "integer out of range", "bigint out of range", SQLSTATE 22003).
 * Nothing here allocates except I/O.
 */
#include <ctype.h>
#include <stdio.h>

#include "executor/types/types_internal.h"

#define I2(n) PG_GETARG_INT16(n)
#define I4(n) PG_GETARG_INT32(n)
#define I8(n) PG_GETARG_INT64(n)
#define R2(x) PG_RETURN_INT16(x)
#define R4(x) PG_RETURN_INT32(x)
#define R8(x) PG_RETURN_INT64(x)
#define MSG_int16 "smallint"
#define MSG_int32 "integer"
#define MSG_int64 "bigint"

/*
 * PG's integer input: optional whitespace, sign, at least one digit, optional whitespace.
 * typname is the SQL name used in messages ("integer").
 */
int64 types_parse_int64(const char *s, const char *typname, int64 min, int64 max)
{
    const char *p = s;
    while (isspace((unsigned char)*p))
        p++;
    bool neg = false;
    if (*p == '-' || *p == '+')
        neg = (*p++ == '-');
    if (!isdigit((unsigned char)*p))
        types_invalid_syntax(typname, s);
    uint64 acc = 0;
    bool overflow = false;
    while (isdigit((unsigned char)*p)) {
        int d = *p++ - '0';
        if (acc > (UINT64_MAX - (uint64)d) / 10)
            overflow = true;
        else
            acc = acc * 10 + (uint64)d;
    }
    while (isspace((unsigned char)*p))
        p++;
    if (*p != '\0')
        types_invalid_syntax(typname, s);
    if (!overflow) {
        if (neg && acc <= (uint64)INT64_MAX + 1) {
            int64 v = acc == (uint64)INT64_MAX + 1 ? INT64_MIN : -(int64)acc;
            if (v >= min)
                return v;
        } else if (!neg && acc <= (uint64)max)
            return (int64)acc;
    }
    ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
            errmsg("value \"%s\" is out of range for type %s", s, typname));
}

static Datum int2in(PG_FUNCTION_ARGS)
{
    R2((int16)types_parse_int64(PG_GETARG_CSTRING(0), "smallint", INT16_MIN, INT16_MAX));
}
static Datum int4in(PG_FUNCTION_ARGS)
{
    R4((int32)types_parse_int64(PG_GETARG_CSTRING(0), "integer", INT32_MIN, INT32_MAX));
}
static Datum int8in(PG_FUNCTION_ARGS)
{
    R8(types_parse_int64(PG_GETARG_CSTRING(0), "bigint", INT64_MIN, INT64_MAX));
}
static char *int_cstring(int64 v)
{
    StringInfoData s = {palloc(24), 0, 24, 0}; /* 20 digits and a sign fit */
    s.data[0] = '\0';
    appendStringInfoInt64(&s, v, 1);
    return s.data;
}
static Datum int2out(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(int_cstring(I2(0))); }
static Datum int4out(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(int_cstring(I4(0))); }
static Datum int8out(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(int_cstring(I8(0))); }

static Datum int2recv(PG_FUNCTION_ARGS) { R2(types_recv_int16(PG_GETARG_POINTER(0))); }
static Datum int4recv(PG_FUNCTION_ARGS) { R4(types_recv_int32(PG_GETARG_POINTER(0))); }
static Datum int8recv(PG_FUNCTION_ARGS) { R8(types_recv_int64(PG_GETARG_POINTER(0))); }
#define INT_SEND(name, bits, get)                                                                \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        StringInfoData buf;                                                                      \
        types_send_init(&buf);                                                                   \
        types_send_int##bits(&buf, get(0));                                                      \
        PG_RETURN_POINTER(types_send_finish(&buf));                                              \
    }
INT_SEND(int2send, 16, I2)
INT_SEND(int4send, 32, I4)
INT_SEND(int8send, 64, I8)

static pg_noreturn void division_by_zero(void)
{
    ereport(ERROR, errcode(ERRCODE_DIVISION_BY_ZERO), errmsg("division by zero"));
}

/* Arithmetic and comparisons for one (left, right, result) combination of widths. */
#define INT_PAIR(p, GA, GB, RT, RET)                                                             \
    static Datum p##pl(PG_FUNCTION_ARGS)                                                         \
    {                                                                                            \
        RT##_t r;                                                                                \
        if (__builtin_add_overflow(GA(0), GB(1), &r))                                            \
            types_out_of_range(MSG_##RT);                                                        \
        RET(r);                                                                                  \
    }                                                                                            \
    static Datum p##mi(PG_FUNCTION_ARGS)                                                         \
    {                                                                                            \
        RT##_t r;                                                                                \
        if (__builtin_sub_overflow(GA(0), GB(1), &r))                                            \
            types_out_of_range(MSG_##RT);                                                        \
        RET(r);                                                                                  \
    }                                                                                            \
    static Datum p##mul(PG_FUNCTION_ARGS)                                                        \
    {                                                                                            \
        RT##_t r;                                                                                \
        if (__builtin_mul_overflow(GA(0), GB(1), &r))                                            \
            types_out_of_range(MSG_##RT);                                                        \
        RET(r);                                                                                  \
    }                                                                                            \
    static Datum p##div(PG_FUNCTION_ARGS)                                                        \
    {                                                                                            \
        int64 a = GA(0), b = GB(1);                                                              \
        RT##_t r;                                                                                \
        if (b == 0)                                                                              \
            division_by_zero();                                                                  \
        if (b == -1) {                                                                           \
            if (__builtin_sub_overflow((RT##_t)0, a, &r))                                        \
                types_out_of_range(MSG_##RT);                                                    \
            RET(r);                                                                              \
        }                                                                                        \
        RET((RT##_t)(a / b));                                                                    \
    }                                                                                            \
    static Datum p##eq(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(GA(0) == GB(1)); }                     \
    static Datum p##ne(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(GA(0) != GB(1)); }                     \
    static Datum p##lt(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(GA(0) < GB(1)); }                      \
    static Datum p##le(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(GA(0) <= GB(1)); }                     \
    static Datum p##gt(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(GA(0) > GB(1)); }                      \
    static Datum p##ge(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(GA(0) >= GB(1)); }

INT_PAIR(int2, I2, I2, int16, R2)
INT_PAIR(int4, I4, I4, int32, R4)
INT_PAIR(int8, I8, I8, int64, R8)
INT_PAIR(int24, I2, I4, int32, R4)
INT_PAIR(int42, I4, I2, int32, R4)
INT_PAIR(int28, I2, I8, int64, R8)
INT_PAIR(int82, I8, I2, int64, R8)
INT_PAIR(int48, I4, I8, int64, R8)
INT_PAIR(int84, I8, I4, int64, R8)

/* Operations on one width only: modulo, bits, sign, min/max, comparison, hash. */
#define INT_SELF(p, G, RT, RET)                                                                  \
    static Datum p##mod(PG_FUNCTION_ARGS)                                                        \
    {                                                                                            \
        RT##_t a = G(0), b = G(1);                                                               \
        if (b == 0)                                                                              \
            division_by_zero();                                                                  \
        if (b == -1)                                                                             \
            RET(0); /* INT_MIN % -1 traps in C; the answer is 0 */                               \
        RET((RT##_t)(a % b));                                                                    \
    }                                                                                            \
    static Datum p##and(PG_FUNCTION_ARGS) { RET((RT##_t)(G(0) & G(1))); }                        \
    static Datum p##or(PG_FUNCTION_ARGS) { RET((RT##_t)(G(0) | G(1))); }                         \
    static Datum p##xor(PG_FUNCTION_ARGS) { RET((RT##_t)(G(0) ^ G(1))); }                        \
    static Datum p##not(PG_FUNCTION_ARGS) { RET((RT##_t)(~G(0))); }                              \
    static Datum p##shl(PG_FUNCTION_ARGS)                                                        \
    {                                                                                            \
        RET((RT##_t)((uint64)(int64)G(0) << (I4(1) & (int)(sizeof(RT##_t) * 8 - 1))));           \
    }                                                                                            \
    static Datum p##shr(PG_FUNCTION_ARGS)                                                        \
    {                                                                                            \
        RET((RT##_t)(G(0) >> (I4(1) & (int)(sizeof(RT##_t) * 8 - 1))));                          \
    }                                                                                            \
    static Datum p##um(PG_FUNCTION_ARGS)                                                         \
    {                                                                                            \
        RT##_t r;                                                                                \
        if (__builtin_sub_overflow((RT##_t)0, G(0), &r))                                         \
            types_out_of_range(MSG_##RT);                                                        \
        RET(r);                                                                                  \
    }                                                                                            \
    static Datum p##up(PG_FUNCTION_ARGS) { RET(G(0)); }                                          \
    static Datum p##abs(PG_FUNCTION_ARGS)                                                        \
    {                                                                                            \
        RT##_t a = G(0), r;                                                                      \
        if (a >= 0)                                                                              \
            RET(a);                                                                              \
        if (__builtin_sub_overflow((RT##_t)0, a, &r))                                            \
            types_out_of_range(MSG_##RT);                                                        \
        RET(r);                                                                                  \
    }                                                                                            \
    static Datum p##larger(PG_FUNCTION_ARGS) { RET(Max(G(0), G(1))); }                           \
    static Datum p##smaller(PG_FUNCTION_ARGS) { RET(Min(G(0), G(1))); }                          \
    static Datum bt##p##cmp(PG_FUNCTION_ARGS)                                                    \
    {                                                                                            \
        RT##_t a = G(0), b = G(1);                                                               \
        PG_RETURN_INT32(a < b ? -1 : a > b);                                                     \
    }                                                                                            \
    static Datum hash##p(PG_FUNCTION_ARGS)                                                       \
    {                                                                                            \
        PG_RETURN_INT32((int32)types_hash_uint64((uint64)(int64)G(0)));                          \
    }

INT_SELF(int2, I2, int16, R2)
INT_SELF(int4, I4, int32, R4)
INT_SELF(int8, I8, int64, R8)

/* gcd/lcm as PG: gcd(INT_MIN, 0) and gcd(INT_MIN, INT_MIN) do not fit. */
#define INT_GCD(p, G, RT, RET)                                                                   \
    static RT##_t p##_gcd_internal(RT##_t a, RT##_t b)                                           \
    {                                                                                            \
        uint64 ua = a < 0 ? (uint64)0 - (uint64)(int64)a : (uint64)a;                            \
        uint64 ub = b < 0 ? (uint64)0 - (uint64)(int64)b : (uint64)b;                            \
        while (ub != 0) {                                                                        \
            uint64 t = ua % ub;                                                                  \
            ua = ub;                                                                             \
            ub = t;                                                                              \
        }                                                                                        \
        if (ua > (uint64)(sizeof(RT##_t) == 8 ? INT64_MAX : INT32_MAX))                          \
            types_out_of_range(MSG_##RT);                                                        \
        return (RT##_t)ua;                                                                       \
    }                                                                                            \
    static Datum p##gcd(PG_FUNCTION_ARGS) { RET(p##_gcd_internal(G(0), G(1))); }                 \
    static Datum p##lcm(PG_FUNCTION_ARGS)                                                        \
    {                                                                                            \
        RT##_t a = G(0), b = G(1), r;                                                            \
        if (a == 0 || b == 0)                                                                    \
            RET(0);                                                                              \
        RT##_t g = p##_gcd_internal(a, b);                                                       \
        if (__builtin_mul_overflow(a / g, b, &r) || r == (sizeof(RT##_t) == 8 ? INT64_MIN : INT32_MIN)) \
            types_out_of_range(MSG_##RT);                                                        \
        RET(r < 0 ? -r : r);                                                                     \
    }
INT_GCD(int4, I4, int32, R4)
INT_GCD(int8, I8, int64, R8)

/* Casts between widths. */
static Datum i2toi4(PG_FUNCTION_ARGS) { R4(I2(0)); }
static Datum int28(PG_FUNCTION_ARGS) { R8(I2(0)); }
static Datum int48(PG_FUNCTION_ARGS) { R8(I4(0)); }
static Datum i4toi2(PG_FUNCTION_ARGS)
{
    int32 v = I4(0);
    if (v < INT16_MIN || v > INT16_MAX)
        types_out_of_range("smallint");
    R2((int16)v);
}
static Datum int82(PG_FUNCTION_ARGS)
{
    int64 v = I8(0);
    if (v < INT16_MIN || v > INT16_MAX)
        types_out_of_range("smallint");
    R2((int16)v);
}
static Datum int84(PG_FUNCTION_ARGS)
{
    int64 v = I8(0);
    if (v < INT32_MIN || v > INT32_MAX)
        types_out_of_range("integer");
    R4((int32)v);
}
static Datum int4_bool(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(I4(0) != 0); }
static Datum bool_int4(PG_FUNCTION_ARGS) { R4(PG_GETARG_BOOL(0) ? 1 : 0); }

/* Aggregate support: count and sum(int2/int4), whose state is an int8. */
static Datum int8inc(PG_FUNCTION_ARGS)
{
    int64 r;
    if (__builtin_add_overflow(I8(0), 1, &r))
        types_out_of_range("bigint");
    R8(r);
}
static Datum int8inc_any(PG_FUNCTION_ARGS) { return int8inc(fcinfo); }

#define INT_SUM(name, G)                                                                         \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        if (PG_ARGISNULL(0)) {                                                                   \
            if (PG_ARGISNULL(1))                                                                 \
                PG_RETURN_NULL();                                                                \
            R8((int64)G(1));                                                                     \
        }                                                                                        \
        if (PG_ARGISNULL(1))                                                                     \
            R8(I8(0));                                                                           \
        int64 r;                                                                                 \
        if (__builtin_add_overflow(I8(0), (int64)G(1), &r))                                      \
            types_out_of_range("bigint");                                                        \
        R8(r);                                                                                   \
    }
INT_SUM(int2_sum, I2)
INT_SUM(int4_sum, I4)

/* ---- oid: unsigned 32-bit; input accepts negatives down to INT32_MIN, as PG ---- */

static Datum oidin(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    int64 v = types_parse_int64(s, "oid", INT32_MIN, UINT32_MAX);
    PG_RETURN_OID((Oid)(uint32)v);
}
static Datum oidout(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(psprintf("%u", PG_GETARG_OID(0))); }
static Datum oidrecv(PG_FUNCTION_ARGS) { PG_RETURN_OID((Oid)(uint32)types_recv_int32(PG_GETARG_POINTER(0))); }
static Datum oidsend(PG_FUNCTION_ARGS)
{
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int32(&buf, (int32)PG_GETARG_OID(0));
    PG_RETURN_POINTER(types_send_finish(&buf));
}
#define OID_CMP(name, op)                                                                        \
    static Datum name(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(PG_GETARG_OID(0) op PG_GETARG_OID(1)); }
OID_CMP(oideq, ==)
OID_CMP(oidne, !=)
OID_CMP(oidlt, <)
OID_CMP(oidle, <=)
OID_CMP(oidgt, >)
OID_CMP(oidge, >=)
static Datum btoidcmp(PG_FUNCTION_ARGS)
{
    Oid a = PG_GETARG_OID(0), b = PG_GETARG_OID(1);
    PG_RETURN_INT32(a < b ? -1 : a > b);
}
static Datum hashoid(PG_FUNCTION_ARGS) { PG_RETURN_INT32((int32)types_hash_uint64(PG_GETARG_OID(0))); }
static Datum i8tooid(PG_FUNCTION_ARGS)
{
    int64 v = I8(0);
    if (v < 0 || v > UINT32_MAX)
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE), errmsg("OID out of range"));
    PG_RETURN_OID((Oid)v);
}
static Datum oidtoi8(PG_FUNCTION_ARGS) { R8((int64)PG_GETARG_OID(0)); }

static const TypeInfo int_types[] = {
    {INT8OID, "int8", 8, true, 'd', TYPCATEGORY_NUMERIC, false, 0, 1016, int8in, int8out, int8recv, int8send, NULL, NULL},
    {INT2OID, "int2", 2, true, 's', TYPCATEGORY_NUMERIC, false, 0, 1005, int2in, int2out, int2recv, int2send, NULL, NULL},
    {INT4OID, "int4", 4, true, 'i', TYPCATEGORY_NUMERIC, false, 0, 1007, int4in, int4out, int4recv, int4send, NULL, NULL},
    {OIDOID, "oid", 4, true, 'i', TYPCATEGORY_NUMERIC, true, 0, 1028, oidin, oidout, oidrecv, oidsend, NULL, NULL},
};

static const TypeSupport int_support[] = {
    {INT2OID, 350, 449, 94, 95},
    {INT4OID, 351, 450, 96, 97},
    {INT8OID, 842, 949, 410, 412},
    {OIDOID, 356, 453, 607, 609},
};

static const ProcInfo int_procs[] = {
    {184, "oideq", 'f', 'i', true, false, 2, BOOLOID, {OIDOID, OIDOID}, 0, oideq},
    {185, "oidne", 'f', 'i', true, false, 2, BOOLOID, {OIDOID, OIDOID}, 0, oidne},
    {356, "btoidcmp", 'f', 'i', true, false, 2, INT4OID, {OIDOID, OIDOID}, 0, btoidcmp},
    {453, "hashoid", 'f', 'i', true, false, 1, INT4OID, {OIDOID}, 0, hashoid},
    {716, "oidlt", 'f', 'i', true, false, 2, BOOLOID, {OIDOID, OIDOID}, 0, oidlt},
    {717, "oidle", 'f', 'i', true, false, 2, BOOLOID, {OIDOID, OIDOID}, 0, oidle},
    {1287, "oid", 'f', 'i', true, false, 1, OIDOID, {INT8OID}, 0, i8tooid},
    {1288, "int8", 'f', 'i', true, false, 1, INT8OID, {OIDOID}, 0, oidtoi8},
    {1638, "oidgt", 'f', 'i', true, false, 2, BOOLOID, {OIDOID, OIDOID}, 0, oidgt},
    {1639, "oidge", 'f', 'i', true, false, 2, BOOLOID, {OIDOID, OIDOID}, 0, oidge},
    {1798, "oidin", 'f', 'i', true, false, 1, OIDOID, {CSTRINGOID}, 0, oidin},
    {1799, "oidout", 'f', 'i', true, false, 1, CSTRINGOID, {OIDOID}, 0, oidout},
    {2418, "oidrecv", 'f', 'i', true, false, 1, OIDOID, {INTERNALOID}, 0, oidrecv},
    {2419, "oidsend", 'f', 'i', true, false, 1, BYTEAOID, {OIDOID}, 0, oidsend},
    {38, "int2in", 'f', 'i', true, false, 1, INT2OID, {CSTRINGOID}, 0, int2in},
    {39, "int2out", 'f', 'i', true, false, 1, CSTRINGOID, {INT2OID}, 0, int2out},
    {42, "int4in", 'f', 'i', true, false, 1, INT4OID, {CSTRINGOID}, 0, int4in},
    {43, "int4out", 'f', 'i', true, false, 1, CSTRINGOID, {INT4OID}, 0, int4out},
    {63, "int2eq", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT2OID}, 0, int2eq},
    {64, "int2lt", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT2OID}, 0, int2lt},
    {65, "int4eq", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT4OID}, 0, int4eq},
    {66, "int4lt", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT4OID}, 0, int4lt},
    {141, "int4mul", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4mul},
    {144, "int4ne", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT4OID}, 0, int4ne},
    {145, "int2ne", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT2OID}, 0, int2ne},
    {146, "int2gt", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT2OID}, 0, int2gt},
    {147, "int4gt", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT4OID}, 0, int4gt},
    {148, "int2le", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT2OID}, 0, int2le},
    {149, "int4le", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT4OID}, 0, int4le},
    {150, "int4ge", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT4OID}, 0, int4ge},
    {151, "int2ge", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT2OID}, 0, int2ge},
    {152, "int2mul", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT2OID}, 0, int2mul},
    {153, "int2div", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT2OID}, 0, int2div},
    {154, "int4div", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4div},
    {155, "int2mod", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT2OID}, 0, int2mod},
    {156, "int4mod", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4mod},
    {158, "int24eq", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT4OID}, 0, int24eq},
    {159, "int42eq", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT2OID}, 0, int42eq},
    {160, "int24lt", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT4OID}, 0, int24lt},
    {161, "int42lt", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT2OID}, 0, int42lt},
    {162, "int24gt", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT4OID}, 0, int24gt},
    {163, "int42gt", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT2OID}, 0, int42gt},
    {164, "int24ne", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT4OID}, 0, int24ne},
    {165, "int42ne", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT2OID}, 0, int42ne},
    {166, "int24le", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT4OID}, 0, int24le},
    {167, "int42le", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT2OID}, 0, int42le},
    {168, "int24ge", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT4OID}, 0, int24ge},
    {169, "int42ge", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT2OID}, 0, int42ge},
    {170, "int24mul", 'f', 'i', true, false, 2, INT4OID, {INT2OID, INT4OID}, 0, int24mul},
    {171, "int42mul", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT2OID}, 0, int42mul},
    {172, "int24div", 'f', 'i', true, false, 2, INT4OID, {INT2OID, INT4OID}, 0, int24div},
    {173, "int42div", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT2OID}, 0, int42div},
    {176, "int2pl", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT2OID}, 0, int2pl},
    {177, "int4pl", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4pl},
    {178, "int24pl", 'f', 'i', true, false, 2, INT4OID, {INT2OID, INT4OID}, 0, int24pl},
    {179, "int42pl", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT2OID}, 0, int42pl},
    {180, "int2mi", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT2OID}, 0, int2mi},
    {181, "int4mi", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4mi},
    {182, "int24mi", 'f', 'i', true, false, 2, INT4OID, {INT2OID, INT4OID}, 0, int24mi},
    {183, "int42mi", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT2OID}, 0, int42mi},
    {212, "int4um", 'f', 'i', true, false, 1, INT4OID, {INT4OID}, 0, int4um},
    {213, "int2um", 'f', 'i', true, false, 1, INT2OID, {INT2OID}, 0, int2um},
    {313, "int4", 'f', 'i', true, false, 1, INT4OID, {INT2OID}, 0, i2toi4},
    {314, "int2", 'f', 'i', true, false, 1, INT2OID, {INT4OID}, 0, i4toi2},
    {350, "btint2cmp", 'f', 'i', true, false, 2, INT4OID, {INT2OID, INT2OID}, 0, btint2cmp},
    {351, "btint4cmp", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, btint4cmp},
    {449, "hashint2", 'f', 'i', true, false, 1, INT4OID, {INT2OID}, 0, hashint2},
    {450, "hashint4", 'f', 'i', true, false, 1, INT4OID, {INT4OID}, 0, hashint4},
    {460, "int8in", 'f', 'i', true, false, 1, INT8OID, {CSTRINGOID}, 0, int8in},
    {461, "int8out", 'f', 'i', true, false, 1, CSTRINGOID, {INT8OID}, 0, int8out},
    {462, "int8um", 'f', 'i', true, false, 1, INT8OID, {INT8OID}, 0, int8um},
    {463, "int8pl", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8pl},
    {464, "int8mi", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8mi},
    {465, "int8mul", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8mul},
    {466, "int8div", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8div},
    {467, "int8eq", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT8OID}, 0, int8eq},
    {468, "int8ne", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT8OID}, 0, int8ne},
    {469, "int8lt", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT8OID}, 0, int8lt},
    {470, "int8gt", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT8OID}, 0, int8gt},
    {471, "int8le", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT8OID}, 0, int8le},
    {472, "int8ge", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT8OID}, 0, int8ge},
    {474, "int84eq", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT4OID}, 0, int84eq},
    {475, "int84ne", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT4OID}, 0, int84ne},
    {476, "int84lt", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT4OID}, 0, int84lt},
    {477, "int84gt", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT4OID}, 0, int84gt},
    {478, "int84le", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT4OID}, 0, int84le},
    {479, "int84ge", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT4OID}, 0, int84ge},
    {480, "int4", 'f', 'i', true, false, 1, INT4OID, {INT8OID}, 0, int84},
    {481, "int8", 'f', 'i', true, false, 1, INT8OID, {INT4OID}, 0, int48},
    {714, "int2", 'f', 'i', true, false, 1, INT2OID, {INT8OID}, 0, int82},
    {754, "int8", 'f', 'i', true, false, 1, INT8OID, {INT2OID}, 0, int28},
    {768, "int4larger", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4larger},
    {769, "int4smaller", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4smaller},
    {770, "int2larger", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT2OID}, 0, int2larger},
    {771, "int2smaller", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT2OID}, 0, int2smaller},
    {837, "int82pl", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT2OID}, 0, int82pl},
    {838, "int82mi", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT2OID}, 0, int82mi},
    {839, "int82mul", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT2OID}, 0, int82mul},
    {840, "int82div", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT2OID}, 0, int82div},
    {841, "int28pl", 'f', 'i', true, false, 2, INT8OID, {INT2OID, INT8OID}, 0, int28pl},
    {842, "btint8cmp", 'f', 'i', true, false, 2, INT4OID, {INT8OID, INT8OID}, 0, btint8cmp},
    {852, "int48eq", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT8OID}, 0, int48eq},
    {853, "int48ne", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT8OID}, 0, int48ne},
    {854, "int48lt", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT8OID}, 0, int48lt},
    {855, "int48gt", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT8OID}, 0, int48gt},
    {856, "int48le", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT8OID}, 0, int48le},
    {857, "int48ge", 'f', 'i', true, false, 2, BOOLOID, {INT4OID, INT8OID}, 0, int48ge},
    {940, "mod", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT2OID}, 0, int2mod},
    {941, "mod", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4mod},
    {942, "int28mi", 'f', 'i', true, false, 2, INT8OID, {INT2OID, INT8OID}, 0, int28mi},
    {943, "int28mul", 'f', 'i', true, false, 2, INT8OID, {INT2OID, INT8OID}, 0, int28mul},
    {945, "int8mod", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8mod},
    {947, "mod", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8mod},
    {948, "int28div", 'f', 'i', true, false, 2, INT8OID, {INT2OID, INT8OID}, 0, int28div},
    {949, "hashint8", 'f', 'i', true, false, 1, INT4OID, {INT8OID}, 0, hashint8},
    {1219, "int8inc", 'f', 'i', true, false, 1, INT8OID, {INT8OID}, 0, int8inc},
    {1230, "int8abs", 'f', 'i', true, false, 1, INT8OID, {INT8OID}, 0, int8abs},
    {1236, "int8larger", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8larger},
    {1237, "int8smaller", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8smaller},
    {1251, "int4abs", 'f', 'i', true, false, 1, INT4OID, {INT4OID}, 0, int4abs},
    {1253, "int2abs", 'f', 'i', true, false, 1, INT2OID, {INT2OID}, 0, int2abs},
    {1274, "int84pl", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT4OID}, 0, int84pl},
    {1275, "int84mi", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT4OID}, 0, int84mi},
    {1276, "int84mul", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT4OID}, 0, int84mul},
    {1277, "int84div", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT4OID}, 0, int84div},
    {1278, "int48pl", 'f', 'i', true, false, 2, INT8OID, {INT4OID, INT8OID}, 0, int48pl},
    {1279, "int48mi", 'f', 'i', true, false, 2, INT8OID, {INT4OID, INT8OID}, 0, int48mi},
    {1280, "int48mul", 'f', 'i', true, false, 2, INT8OID, {INT4OID, INT8OID}, 0, int48mul},
    {1281, "int48div", 'f', 'i', true, false, 2, INT8OID, {INT4OID, INT8OID}, 0, int48div},
    {1396, "abs", 'f', 'i', true, false, 1, INT8OID, {INT8OID}, 0, int8abs},
    {1397, "abs", 'f', 'i', true, false, 1, INT4OID, {INT4OID}, 0, int4abs},
    {1398, "abs", 'f', 'i', true, false, 1, INT2OID, {INT2OID}, 0, int2abs},
    {1840, "int2_sum", 'f', 'i', false, false, 2, INT8OID, {INT8OID, INT2OID}, 0, int2_sum},
    {1841, "int4_sum", 'f', 'i', false, false, 2, INT8OID, {INT8OID, INT4OID}, 0, int4_sum},
    {1850, "int28eq", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT8OID}, 0, int28eq},
    {1851, "int28ne", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT8OID}, 0, int28ne},
    {1852, "int28lt", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT8OID}, 0, int28lt},
    {1853, "int28gt", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT8OID}, 0, int28gt},
    {1854, "int28le", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT8OID}, 0, int28le},
    {1855, "int28ge", 'f', 'i', true, false, 2, BOOLOID, {INT2OID, INT8OID}, 0, int28ge},
    {1856, "int82eq", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT2OID}, 0, int82eq},
    {1857, "int82ne", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT2OID}, 0, int82ne},
    {1858, "int82lt", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT2OID}, 0, int82lt},
    {1859, "int82gt", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT2OID}, 0, int82gt},
    {1860, "int82le", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT2OID}, 0, int82le},
    {1861, "int82ge", 'f', 'i', true, false, 2, BOOLOID, {INT8OID, INT2OID}, 0, int82ge},
    {1892, "int2and", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT2OID}, 0, int2and},
    {1893, "int2or", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT2OID}, 0, int2or},
    {1894, "int2xor", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT2OID}, 0, int2xor},
    {1895, "int2not", 'f', 'i', true, false, 1, INT2OID, {INT2OID}, 0, int2not},
    {1896, "int2shl", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT4OID}, 0, int2shl},
    {1897, "int2shr", 'f', 'i', true, false, 2, INT2OID, {INT2OID, INT4OID}, 0, int2shr},
    {1898, "int4and", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4and},
    {1899, "int4or", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4or},
    {1900, "int4xor", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4xor},
    {1901, "int4not", 'f', 'i', true, false, 1, INT4OID, {INT4OID}, 0, int4not},
    {1902, "int4shl", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4shl},
    {1903, "int4shr", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4shr},
    {1904, "int8and", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8and},
    {1905, "int8or", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8or},
    {1906, "int8xor", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8xor},
    {1907, "int8not", 'f', 'i', true, false, 1, INT8OID, {INT8OID}, 0, int8not},
    {1908, "int8shl", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT4OID}, 0, int8shl},
    {1909, "int8shr", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT4OID}, 0, int8shr},
    {1910, "int8up", 'f', 'i', true, false, 1, INT8OID, {INT8OID}, 0, int8up},
    {1911, "int2up", 'f', 'i', true, false, 1, INT2OID, {INT2OID}, 0, int2up},
    {1912, "int4up", 'f', 'i', true, false, 1, INT4OID, {INT4OID}, 0, int4up},
    {2404, "int2recv", 'f', 'i', true, false, 1, INT2OID, {INTERNALOID}, 0, int2recv},
    {2405, "int2send", 'f', 'i', true, false, 1, BYTEAOID, {INT2OID}, 0, int2send},
    {2406, "int4recv", 'f', 'i', true, false, 1, INT4OID, {INTERNALOID}, 0, int4recv},
    {2407, "int4send", 'f', 'i', true, false, 1, BYTEAOID, {INT4OID}, 0, int4send},
    {2408, "int8recv", 'f', 'i', true, false, 1, INT8OID, {INTERNALOID}, 0, int8recv},
    {2409, "int8send", 'f', 'i', true, false, 1, BYTEAOID, {INT8OID}, 0, int8send},
    {2557, "bool", 'f', 'i', true, false, 1, BOOLOID, {INT4OID}, 0, int4_bool},
    {2558, "int4", 'f', 'i', true, false, 1, INT4OID, {BOOLOID}, 0, bool_int4},
    {2804, "int8inc_any", 'f', 'i', true, false, 2, INT8OID, {INT8OID, ANYOID}, 0, int8inc_any},
    {5044, "gcd", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4gcd},
    {5045, "gcd", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8gcd},
    {5046, "lcm", 'f', 'i', true, false, 2, INT4OID, {INT4OID, INT4OID}, 0, int4lcm},
    {5047, "lcm", 'f', 'i', true, false, 2, INT8OID, {INT8OID, INT8OID}, 0, int8lcm},
};

static const OperInfo int_opers[] = {
    {607, "=", 'b', OIDOID, OIDOID, BOOLOID, 184, 607, 608},
    {608, "<>", 'b', OIDOID, OIDOID, BOOLOID, 185, 608, 607},
    {609, "<", 'b', OIDOID, OIDOID, BOOLOID, 716, 610, 612},
    {610, ">", 'b', OIDOID, OIDOID, BOOLOID, 1638, 609, 611},
    {611, "<=", 'b', OIDOID, OIDOID, BOOLOID, 717, 612, 610},
    {612, ">=", 'b', OIDOID, OIDOID, BOOLOID, 1639, 611, 609},
    {15, "=", 'b', INT4OID, INT8OID, BOOLOID, 852, 416, 36},
    {36, "<>", 'b', INT4OID, INT8OID, BOOLOID, 853, 417, 15},
    {37, "<", 'b', INT4OID, INT8OID, BOOLOID, 854, 419, 82},
    {76, ">", 'b', INT4OID, INT8OID, BOOLOID, 855, 418, 80},
    {80, "<=", 'b', INT4OID, INT8OID, BOOLOID, 856, 430, 76},
    {82, ">=", 'b', INT4OID, INT8OID, BOOLOID, 857, 420, 37},
    {94, "=", 'b', INT2OID, INT2OID, BOOLOID, 63, 94, 519},
    {95, "<", 'b', INT2OID, INT2OID, BOOLOID, 64, 520, 524},
    {96, "=", 'b', INT4OID, INT4OID, BOOLOID, 65, 96, 518},
    {97, "<", 'b', INT4OID, INT4OID, BOOLOID, 66, 521, 525},
    {410, "=", 'b', INT8OID, INT8OID, BOOLOID, 467, 410, 411},
    {411, "<>", 'b', INT8OID, INT8OID, BOOLOID, 468, 411, 410},
    {412, "<", 'b', INT8OID, INT8OID, BOOLOID, 469, 413, 415},
    {413, ">", 'b', INT8OID, INT8OID, BOOLOID, 470, 412, 414},
    {414, "<=", 'b', INT8OID, INT8OID, BOOLOID, 471, 415, 413},
    {415, ">=", 'b', INT8OID, INT8OID, BOOLOID, 472, 414, 412},
    {416, "=", 'b', INT8OID, INT4OID, BOOLOID, 474, 15, 417},
    {417, "<>", 'b', INT8OID, INT4OID, BOOLOID, 475, 36, 416},
    {418, "<", 'b', INT8OID, INT4OID, BOOLOID, 476, 76, 430},
    {419, ">", 'b', INT8OID, INT4OID, BOOLOID, 477, 37, 420},
    {420, "<=", 'b', INT8OID, INT4OID, BOOLOID, 478, 82, 419},
    {430, ">=", 'b', INT8OID, INT4OID, BOOLOID, 479, 80, 418},
    {439, "%", 'b', INT8OID, INT8OID, INT8OID, 945, 0, 0},
    {473, "@", 'l', 0, INT8OID, INT8OID, 1230, 0, 0},
    {484, "-", 'l', 0, INT8OID, INT8OID, 462, 0, 0},
    {514, "*", 'b', INT4OID, INT4OID, INT4OID, 141, 514, 0},
    {518, "<>", 'b', INT4OID, INT4OID, BOOLOID, 144, 518, 96},
    {519, "<>", 'b', INT2OID, INT2OID, BOOLOID, 145, 519, 94},
    {520, ">", 'b', INT2OID, INT2OID, BOOLOID, 146, 95, 522},
    {521, ">", 'b', INT4OID, INT4OID, BOOLOID, 147, 97, 523},
    {522, "<=", 'b', INT2OID, INT2OID, BOOLOID, 148, 524, 520},
    {523, "<=", 'b', INT4OID, INT4OID, BOOLOID, 149, 525, 521},
    {524, ">=", 'b', INT2OID, INT2OID, BOOLOID, 151, 522, 95},
    {525, ">=", 'b', INT4OID, INT4OID, BOOLOID, 150, 523, 97},
    {526, "*", 'b', INT2OID, INT2OID, INT2OID, 152, 526, 0},
    {527, "/", 'b', INT2OID, INT2OID, INT2OID, 153, 0, 0},
    {528, "/", 'b', INT4OID, INT4OID, INT4OID, 154, 0, 0},
    {529, "%", 'b', INT2OID, INT2OID, INT2OID, 155, 0, 0},
    {530, "%", 'b', INT4OID, INT4OID, INT4OID, 156, 0, 0},
    {532, "=", 'b', INT2OID, INT4OID, BOOLOID, 158, 533, 538},
    {533, "=", 'b', INT4OID, INT2OID, BOOLOID, 159, 532, 539},
    {534, "<", 'b', INT2OID, INT4OID, BOOLOID, 160, 537, 542},
    {535, "<", 'b', INT4OID, INT2OID, BOOLOID, 161, 536, 543},
    {536, ">", 'b', INT2OID, INT4OID, BOOLOID, 162, 535, 540},
    {537, ">", 'b', INT4OID, INT2OID, BOOLOID, 163, 534, 541},
    {538, "<>", 'b', INT2OID, INT4OID, BOOLOID, 164, 539, 532},
    {539, "<>", 'b', INT4OID, INT2OID, BOOLOID, 165, 538, 533},
    {540, "<=", 'b', INT2OID, INT4OID, BOOLOID, 166, 543, 536},
    {541, "<=", 'b', INT4OID, INT2OID, BOOLOID, 167, 542, 537},
    {542, ">=", 'b', INT2OID, INT4OID, BOOLOID, 168, 541, 534},
    {543, ">=", 'b', INT4OID, INT2OID, BOOLOID, 169, 540, 535},
    {544, "*", 'b', INT2OID, INT4OID, INT4OID, 170, 545, 0},
    {545, "*", 'b', INT4OID, INT2OID, INT4OID, 171, 544, 0},
    {546, "/", 'b', INT2OID, INT4OID, INT4OID, 172, 0, 0},
    {547, "/", 'b', INT4OID, INT2OID, INT4OID, 173, 0, 0},
    {550, "+", 'b', INT2OID, INT2OID, INT2OID, 176, 550, 0},
    {551, "+", 'b', INT4OID, INT4OID, INT4OID, 177, 551, 0},
    {552, "+", 'b', INT2OID, INT4OID, INT4OID, 178, 553, 0},
    {553, "+", 'b', INT4OID, INT2OID, INT4OID, 179, 552, 0},
    {554, "-", 'b', INT2OID, INT2OID, INT2OID, 180, 0, 0},
    {555, "-", 'b', INT4OID, INT4OID, INT4OID, 181, 0, 0},
    {556, "-", 'b', INT2OID, INT4OID, INT4OID, 182, 0, 0},
    {557, "-", 'b', INT4OID, INT2OID, INT4OID, 183, 0, 0},
    {558, "-", 'l', 0, INT4OID, INT4OID, 212, 0, 0},
    {559, "-", 'l', 0, INT2OID, INT2OID, 213, 0, 0},
    {682, "@", 'l', 0, INT2OID, INT2OID, 1253, 0, 0},
    {684, "+", 'b', INT8OID, INT8OID, INT8OID, 463, 684, 0},
    {685, "-", 'b', INT8OID, INT8OID, INT8OID, 464, 0, 0},
    {686, "*", 'b', INT8OID, INT8OID, INT8OID, 465, 686, 0},
    {687, "/", 'b', INT8OID, INT8OID, INT8OID, 466, 0, 0},
    {688, "+", 'b', INT8OID, INT4OID, INT8OID, 1274, 692, 0},
    {689, "-", 'b', INT8OID, INT4OID, INT8OID, 1275, 0, 0},
    {690, "*", 'b', INT8OID, INT4OID, INT8OID, 1276, 694, 0},
    {691, "/", 'b', INT8OID, INT4OID, INT8OID, 1277, 0, 0},
    {692, "+", 'b', INT4OID, INT8OID, INT8OID, 1278, 688, 0},
    {693, "-", 'b', INT4OID, INT8OID, INT8OID, 1279, 0, 0},
    {694, "*", 'b', INT4OID, INT8OID, INT8OID, 1280, 690, 0},
    {695, "/", 'b', INT4OID, INT8OID, INT8OID, 1281, 0, 0},
    {773, "@", 'l', 0, INT4OID, INT4OID, 1251, 0, 0},
    {818, "+", 'b', INT8OID, INT2OID, INT8OID, 837, 822, 0},
    {819, "-", 'b', INT8OID, INT2OID, INT8OID, 838, 0, 0},
    {820, "*", 'b', INT8OID, INT2OID, INT8OID, 839, 824, 0},
    {821, "/", 'b', INT8OID, INT2OID, INT8OID, 840, 0, 0},
    {822, "+", 'b', INT2OID, INT8OID, INT8OID, 841, 818, 0},
    {823, "-", 'b', INT2OID, INT8OID, INT8OID, 942, 0, 0},
    {824, "*", 'b', INT2OID, INT8OID, INT8OID, 943, 820, 0},
    {825, "/", 'b', INT2OID, INT8OID, INT8OID, 948, 0, 0},
    {1862, "=", 'b', INT2OID, INT8OID, BOOLOID, 1850, 1868, 1863},
    {1863, "<>", 'b', INT2OID, INT8OID, BOOLOID, 1851, 1869, 1862},
    {1864, "<", 'b', INT2OID, INT8OID, BOOLOID, 1852, 1871, 1867},
    {1865, ">", 'b', INT2OID, INT8OID, BOOLOID, 1853, 1870, 1866},
    {1866, "<=", 'b', INT2OID, INT8OID, BOOLOID, 1854, 1873, 1865},
    {1867, ">=", 'b', INT2OID, INT8OID, BOOLOID, 1855, 1872, 1864},
    {1868, "=", 'b', INT8OID, INT2OID, BOOLOID, 1856, 1862, 1869},
    {1869, "<>", 'b', INT8OID, INT2OID, BOOLOID, 1857, 1863, 1868},
    {1870, "<", 'b', INT8OID, INT2OID, BOOLOID, 1858, 1865, 1873},
    {1871, ">", 'b', INT8OID, INT2OID, BOOLOID, 1859, 1864, 1872},
    {1872, "<=", 'b', INT8OID, INT2OID, BOOLOID, 1860, 1867, 1871},
    {1873, ">=", 'b', INT8OID, INT2OID, BOOLOID, 1861, 1866, 1870},
    {1874, "&", 'b', INT2OID, INT2OID, INT2OID, 1892, 1874, 0},
    {1875, "|", 'b', INT2OID, INT2OID, INT2OID, 1893, 1875, 0},
    {1876, "#", 'b', INT2OID, INT2OID, INT2OID, 1894, 1876, 0},
    {1877, "~", 'l', 0, INT2OID, INT2OID, 1895, 0, 0},
    {1878, "<<", 'b', INT2OID, INT4OID, INT2OID, 1896, 0, 0},
    {1879, ">>", 'b', INT2OID, INT4OID, INT2OID, 1897, 0, 0},
    {1880, "&", 'b', INT4OID, INT4OID, INT4OID, 1898, 1880, 0},
    {1881, "|", 'b', INT4OID, INT4OID, INT4OID, 1899, 1881, 0},
    {1882, "#", 'b', INT4OID, INT4OID, INT4OID, 1900, 1882, 0},
    {1883, "~", 'l', 0, INT4OID, INT4OID, 1901, 0, 0},
    {1884, "<<", 'b', INT4OID, INT4OID, INT4OID, 1902, 0, 0},
    {1885, ">>", 'b', INT4OID, INT4OID, INT4OID, 1903, 0, 0},
    {1886, "&", 'b', INT8OID, INT8OID, INT8OID, 1904, 1886, 0},
    {1887, "|", 'b', INT8OID, INT8OID, INT8OID, 1905, 1887, 0},
    {1888, "#", 'b', INT8OID, INT8OID, INT8OID, 1906, 1888, 0},
    {1889, "~", 'l', 0, INT8OID, INT8OID, 1907, 0, 0},
    {1890, "<<", 'b', INT8OID, INT4OID, INT8OID, 1908, 0, 0},
    {1891, ">>", 'b', INT8OID, INT4OID, INT8OID, 1909, 0, 0},
    {1916, "+", 'l', 0, INT8OID, INT8OID, 1910, 0, 0},
    {1917, "+", 'l', 0, INT2OID, INT2OID, 1911, 0, 0},
    {1918, "+", 'l', 0, INT4OID, INT4OID, 1912, 0, 0},
};

static const CastInfo int_casts[] = {
    {INT8OID, OIDOID, 1287, 'i', 'f'},
    {INT2OID, OIDOID, 313, 'i', 'f'},
    {INT4OID, OIDOID, 0, 'i', 'b'},
    {OIDOID, INT8OID, 1288, 'a', 'f'},
    {OIDOID, INT4OID, 0, 'a', 'b'},
    {INT8OID, INT2OID, 714, 'a', 'f'},
    {INT8OID, INT4OID, 480, 'a', 'f'},
    {INT2OID, INT8OID, 754, 'i', 'f'},
    {INT2OID, INT4OID, 313, 'i', 'f'},
    {INT4OID, BOOLOID, 2557, 'e', 'f'},
    {INT4OID, INT8OID, 481, 'i', 'f'},
    {INT4OID, INT2OID, 314, 'a', 'f'},
};

const TypesFamily types_family_int = {
    "int",           TYPES_ROWS(int_types),  TYPES_ROWS(int_support), TYPES_ROWS(int_procs),
    TYPES_ROWS(int_opers), TYPES_ROWS(int_casts), TYPES_NO_ROWS,
};
