/*
 * bool.c: the boolean type, its operators and the bool_and/bool_or transition functions.
 *
 * Input follows PostgreSQL: any unique prefix of true/false/yes/no, on/off (at least "on"/"of"),
 * and 1/0, case-insensitively, with surrounding whitespace ignored. Output is t or f.
 */
#include <ctype.h>
#include <strings.h>

#include "executor/types/types_internal.h"

/* Parses s (length len, no surrounding space) as PG does; false if it is not a boolean. */
static bool parse_bool_with_len(const char *s, size_t len, bool *result)
{
    if (len == 0)
        return false;
    switch (tolower((unsigned char)s[0])) {
    case 't':
        if (strncasecmp(s, "true", len) == 0 && len <= 4)
            return *result = true, true;
        break;
    case 'f':
        if (strncasecmp(s, "false", len) == 0 && len <= 5)
            return *result = false, true;
        break;
    case 'y':
        if (strncasecmp(s, "yes", len) == 0 && len <= 3)
            return *result = true, true;
        break;
    case 'n':
        if (strncasecmp(s, "no", len) == 0 && len <= 2)
            return *result = false, true;
        break;
    case 'o':
        if (len >= 2 && strncasecmp(s, "on", len) == 0 && len <= 2)
            return *result = true, true;
        if (len >= 2 && strncasecmp(s, "off", len) == 0 && len <= 3)
            return *result = false, true;
        break;
    case '1':
        if (len == 1)
            return *result = true, true;
        break;
    case '0':
        if (len == 1)
            return *result = false, true;
        break;
    }
    return false;
}

static Datum boolin(PG_FUNCTION_ARGS)
{
    const char *in = PG_GETARG_CSTRING(0);
    const char *s = in;
    while (isspace((unsigned char)*s))
        s++;
    size_t len = strlen(s);
    while (len > 0 && isspace((unsigned char)s[len - 1]))
        len--;
    bool result;
    if (!parse_bool_with_len(s, len, &result))
        types_invalid_syntax("boolean", in);
    PG_RETURN_BOOL(result);
}

static Datum boolout(PG_FUNCTION_ARGS)
{
    PG_RETURN_CSTRING(pstrdup(PG_GETARG_BOOL(0) ? "t" : "f"));
}

static Datum boolrecv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    PG_RETURN_BOOL(types_recv_int8(buf) != 0);
}

static Datum boolsend(PG_FUNCTION_ARGS)
{
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int8(&buf, PG_GETARG_BOOL(0) ? 1 : 0);
    PG_RETURN_POINTER(types_send_finish(&buf));
}

static Datum booltext(PG_FUNCTION_ARGS)
{
    PG_RETURN_TEXT_P(cstring_to_text(PG_GETARG_BOOL(0) ? "true" : "false"));
}

#define BOOL_CMP(name, op)                                                                       \
    static Datum name(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(PG_GETARG_BOOL(0) op PG_GETARG_BOOL(1)); }
BOOL_CMP(booleq, ==)
BOOL_CMP(boolne, !=)
BOOL_CMP(boollt, <)
BOOL_CMP(boolle, <=)
BOOL_CMP(boolgt, >)
BOOL_CMP(boolge, >=)

static Datum btboolcmp(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32((int32)PG_GETARG_BOOL(0) - (int32)PG_GETARG_BOOL(1));
}

static Datum hashbool(PG_FUNCTION_ARGS)
{
    /* also hashes "char" (PG's hashchar serves both): hash the whole byte */
    PG_RETURN_INT32((int32)types_hash_uint64((uint8)PG_GETARG_DATUM(0)));
}

static Datum booland_statefunc(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(PG_GETARG_BOOL(0) && PG_GETARG_BOOL(1));
}

static Datum boolor_statefunc(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(PG_GETARG_BOOL(0) || PG_GETARG_BOOL(1));
}

static const TypeInfo bool_types[] = {
    {BOOLOID, "bool", 1, true, 'c', TYPCATEGORY_BOOLEAN, true, 0, 1000, boolin, boolout, boolrecv,
     boolsend, NULL, NULL},
};

static const TypeSupport bool_support[] = {
    {BOOLOID, 1693, 454, 91, 58},
};

static const ProcInfo bool_procs[] = {
    {56, "boollt", 'f', 'i', true, false, 2, BOOLOID, {BOOLOID, BOOLOID}, 0, boollt},
    {57, "boolgt", 'f', 'i', true, false, 2, BOOLOID, {BOOLOID, BOOLOID}, 0, boolgt},
    {60, "booleq", 'f', 'i', true, false, 2, BOOLOID, {BOOLOID, BOOLOID}, 0, booleq},
    {84, "boolne", 'f', 'i', true, false, 2, BOOLOID, {BOOLOID, BOOLOID}, 0, boolne},
    {454, "hashchar", 'f', 'i', true, false, 1, INT4OID, {CHAROID}, 0, hashbool},
    {1242, "boolin", 'f', 'i', true, false, 1, BOOLOID, {CSTRINGOID}, 0, boolin},
    {1243, "boolout", 'f', 'i', true, false, 1, CSTRINGOID, {BOOLOID}, 0, boolout},
    {1691, "boolle", 'f', 'i', true, false, 2, BOOLOID, {BOOLOID, BOOLOID}, 0, boolle},
    {1692, "boolge", 'f', 'i', true, false, 2, BOOLOID, {BOOLOID, BOOLOID}, 0, boolge},
    {1693, "btboolcmp", 'f', 'i', true, false, 2, INT4OID, {BOOLOID, BOOLOID}, 0, btboolcmp},
    {2436, "boolrecv", 'f', 'i', true, false, 1, BOOLOID, {INTERNALOID}, 0, boolrecv},
    {2437, "boolsend", 'f', 'i', true, false, 1, BYTEAOID, {BOOLOID}, 0, boolsend},
    {2515, "booland_statefunc", 'f', 'i', true, false, 2, BOOLOID, {BOOLOID, BOOLOID}, 0, booland_statefunc},
    {2516, "boolor_statefunc", 'f', 'i', true, false, 2, BOOLOID, {BOOLOID, BOOLOID}, 0, boolor_statefunc},
    {2971, "text", 'f', 'i', true, false, 1, TEXTOID, {BOOLOID}, 0, booltext},
};

static const OperInfo bool_opers[] = {
    {58, "<", 'b', BOOLOID, BOOLOID, BOOLOID, 56, 59, 1695},
    {59, ">", 'b', BOOLOID, BOOLOID, BOOLOID, 57, 58, 1694},
    {85, "<>", 'b', BOOLOID, BOOLOID, BOOLOID, 84, 85, 91},
    {91, "=", 'b', BOOLOID, BOOLOID, BOOLOID, 60, 91, 85},
    {1694, "<=", 'b', BOOLOID, BOOLOID, BOOLOID, 1691, 1695, 59},
    {1695, ">=", 'b', BOOLOID, BOOLOID, BOOLOID, 1692, 1694, 58},
};

static const CastInfo bool_casts[] = {
    {BOOLOID, INT4OID, 2558, 'e', 'f'},
    {BOOLOID, TEXTOID, 2971, 'a', 'f'},
    {BOOLOID, BPCHAROID, 2971, 'a', 'f'},
    {BOOLOID, VARCHAROID, 2971, 'a', 'f'},
};

const TypesFamily types_family_bool = {
    "bool",           TYPES_ROWS(bool_types), TYPES_ROWS(bool_support), TYPES_ROWS(bool_procs),
    TYPES_ROWS(bool_opers), TYPES_ROWS(bool_casts), TYPES_NO_ROWS,
};
