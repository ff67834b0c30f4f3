/*
 * uuid.c: the uuid type (RFC 4122 values, 16 bytes by reference) and gen_random_uuid().
 *
 * The one idea: a uuid is its 16 bytes; order, equality and hashing are those of the bytes,
 * as in PG. Input accepts what PG's does: 32 hex digits in either case, optionally in braces,
 * with a hyphen allowed after any group of four digits; output is lowercase 8-4-4-4-12.
 * gen_random_uuid makes version-4 uuids from OpenSSL's random bytes.
 */
#include <ctype.h>
#include <openssl/rand.h>

#include "executor/types/types_internal.h"

#define UUID_LEN 16

static int hex_value(char c)
{
    return c >= '0' && c <= '9' ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

static Datum uuid_in(PG_FUNCTION_ARGS)
{
    const char *in = PG_GETARG_CSTRING(0);
    const char *s = in;
    uint8 *u = palloc(UUID_LEN);
    bool braces = *s == '{';
    if (braces)
        s++;
    for (int i = 0; i < UUID_LEN; i++) {
        int hi = hex_value(s[0]), lo = hi < 0 ? -1 : hex_value(s[1]);
        if (hi < 0 || lo < 0)
            types_invalid_syntax("uuid", in);
        u[i] = (uint8)(hi << 4 | lo);
        s += 2;
        if (s[0] == '-' && i % 2 == 1 && i < UUID_LEN - 1)
            s++;
    }
    if (braces && *s++ != '}')
        types_invalid_syntax("uuid", in);
    if (*s != '\0')
        types_invalid_syntax("uuid", in);
    PG_RETURN_POINTER(u);
}

static Datum uuid_out(PG_FUNCTION_ARGS)
{
    const uint8 *u = PG_GETARG_POINTER(0);
    static const char hex[] = "0123456789abcdef";
    char *out = palloc(37), *p = out;
    for (int i = 0; i < UUID_LEN; i++) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            *p++ = '-';
        *p++ = hex[u[i] >> 4];
        *p++ = hex[u[i] & 15];
    }
    *p = '\0';
    PG_RETURN_CSTRING(out);
}

static Datum uuid_recv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    uint8 *u = palloc(UUID_LEN);
    memcpy(u, types_recv_bytes(buf, UUID_LEN), UUID_LEN);
    PG_RETURN_POINTER(u);
}

static Datum uuid_send(PG_FUNCTION_ARGS)
{
    StringInfoData buf;
    types_send_init(&buf);
    appendBinaryStringInfo(&buf, PG_GETARG_POINTER(0), UUID_LEN);
    PG_RETURN_POINTER(types_send_finish(&buf));
}

static int uuid_compare(FunctionCallInfo fcinfo)
{
    return memcmp(PG_GETARG_POINTER(0), PG_GETARG_POINTER(1), UUID_LEN);
}

#define UUID_CMP(name, op)                                                                       \
    static Datum name(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(uuid_compare(fcinfo) op 0); }
UUID_CMP(uuid_eq, ==)
UUID_CMP(uuid_ne, !=)
UUID_CMP(uuid_lt, <)
UUID_CMP(uuid_le, <=)
UUID_CMP(uuid_gt, >)
UUID_CMP(uuid_ge, >=)

static Datum uuid_cmp(PG_FUNCTION_ARGS)
{
    int c = uuid_compare(fcinfo);
    PG_RETURN_INT32(c < 0 ? -1 : c > 0);
}

static Datum uuid_hash(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32((int32)types_hash_bytes(PG_GETARG_POINTER(0), UUID_LEN));
}

static Datum gen_random_uuid(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    uint8 *u = palloc(UUID_LEN);
    if (RAND_bytes(u, UUID_LEN) != 1)
        ereport(ERROR, errcode(ERRCODE_INTERNAL_ERROR),
                errmsg("could not generate random values"));
    u[6] = (uint8)((u[6] & 0x0f) | 0x40); /* version 4 */
    u[8] = (uint8)((u[8] & 0x3f) | 0x80); /* RFC 4122 variant */
    PG_RETURN_POINTER(u);
}

static const TypeInfo uuid_types[] = {
    {UUIDOID, "uuid", UUID_LEN, false, 'c', TYPCATEGORY_USER, false, 0, 2951, uuid_in, uuid_out,
     uuid_recv, uuid_send, NULL, NULL},
};
static const TypeSupport uuid_support[] = {
    {UUIDOID, 2960, 2963, 2972, 2974},
};
static const ProcInfo uuid_procs[] = {
    {2952, "uuid_in", 'f', 'i', true, false, 1, UUIDOID, {CSTRINGOID}, 0, uuid_in},
    {2953, "uuid_out", 'f', 'i', true, false, 1, CSTRINGOID, {UUIDOID}, 0, uuid_out},
    {2954, "uuid_lt", 'f', 'i', true, false, 2, BOOLOID, {UUIDOID, UUIDOID}, 0, uuid_lt},
    {2955, "uuid_le", 'f', 'i', true, false, 2, BOOLOID, {UUIDOID, UUIDOID}, 0, uuid_le},
    {2956, "uuid_eq", 'f', 'i', true, false, 2, BOOLOID, {UUIDOID, UUIDOID}, 0, uuid_eq},
    {2957, "uuid_ge", 'f', 'i', true, false, 2, BOOLOID, {UUIDOID, UUIDOID}, 0, uuid_ge},
    {2958, "uuid_gt", 'f', 'i', true, false, 2, BOOLOID, {UUIDOID, UUIDOID}, 0, uuid_gt},
    {2959, "uuid_ne", 'f', 'i', true, false, 2, BOOLOID, {UUIDOID, UUIDOID}, 0, uuid_ne},
    {2960, "uuid_cmp", 'f', 'i', true, false, 2, INT4OID, {UUIDOID, UUIDOID}, 0, uuid_cmp},
    {2961, "uuid_recv", 'f', 'i', true, false, 1, UUIDOID, {INTERNALOID}, 0, uuid_recv},
    {2962, "uuid_send", 'f', 'i', true, false, 1, BYTEAOID, {UUIDOID}, 0, uuid_send},
    {2963, "uuid_hash", 'f', 'i', true, false, 1, INT4OID, {UUIDOID}, 0, uuid_hash},
    {3432, "gen_random_uuid", 'f', 'v', true, false, 0, UUIDOID, {0}, 0, gen_random_uuid},
};
static const OperInfo uuid_opers[] = {
    {2972, "=", 'b', UUIDOID, UUIDOID, BOOLOID, 2956, 2972, 2973},
    {2973, "<>", 'b', UUIDOID, UUIDOID, BOOLOID, 2959, 2973, 2972},
    {2974, "<", 'b', UUIDOID, UUIDOID, BOOLOID, 2954, 2975, 2977},
    {2975, ">", 'b', UUIDOID, UUIDOID, BOOLOID, 2958, 2974, 2976},
    {2976, "<=", 'b', UUIDOID, UUIDOID, BOOLOID, 2955, 2977, 2975},
    {2977, ">=", 'b', UUIDOID, UUIDOID, BOOLOID, 2957, 2976, 2974},
};
const TypesFamily types_family_uuid = {
    "uuid", TYPES_ROWS(uuid_types), TYPES_ROWS(uuid_support), TYPES_ROWS(uuid_procs),
    TYPES_ROWS(uuid_opers), TYPES_NO_ROWS, TYPES_NO_ROWS,
};
