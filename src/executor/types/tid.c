/*
 * tid.c: the types of the system columns: tid (ctid, a row's place), xid (xmin, xmax) and
 * cid (cmin, cmax), with their I/O, comparisons and min/max(tid).
 *
 * The one idea: a tid value is the same by-value Datum the executor already uses for a row's
 * place (exec_tid_to_datum: block << 16 | line pointer), so the planner's junk ctid column and
 * a user's ctid are one value and compare as unsigned integers in (block, offset) order. PG
 * stores a tid in 6 bytes by reference; only pg_type's typlen/typbyval/typalign show the
 * difference. xid and cid are 32-bit unsigned, as PG's; a Basalt xid is 64-bit, and the
 * system columns show its low 32 bits. Input is PG 15's: tidin's strict "(block,offset)",
 * xidin and cidin lax strtoul (garbage reads as 0, as in PG 15).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "executor/execnodes.h"
#include "executor/types/types_internal.h"

static Datum tidin(PG_FUNCTION_ARGS)
{
    const char *str = PG_GETARG_CSTRING(0);
    const char *coord[2] = {str, NULL};
    int i = 0;
    /* PG's tidin: the numbers start after '(' and ','; what follows ')' is ignored */
    for (const char *p = str; *p && i < 2 && *p != ')'; p++)
        if (*p == ',' || (*p == '(' && i == 0))
            coord[i++] = p + 1;
    if (i < 2)
        types_invalid_syntax("tid", str);
    char *badp;
    errno = 0;
    unsigned long blk = strtoul(coord[0], &badp, 10);
    if (errno || *badp != ',' || (blk != (unsigned long)(uint32)blk &&
                                  blk != (unsigned long)(long)(int32)(uint32)blk))
        types_invalid_syntax("tid", str);
    unsigned long off = strtoul(coord[1], &badp, 10);
    if (errno || *badp != ')' || off > USHRT_MAX)
        types_invalid_syntax("tid", str);
    ItemPointerData tid = {(BlockNumber)blk, (uint16)off};
    return exec_tid_to_datum(tid);
}

static Datum tidout(PG_FUNCTION_ARGS)
{
    ItemPointerData tid = exec_datum_to_tid(PG_GETARG_DATUM(0));
    char *out = palloc(32);
    snprintf(out, 32, "(%u,%u)", tid.ip_blkid, (unsigned)tid.ip_posid);
    PG_RETURN_CSTRING(out);
}

static Datum tidrecv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    ItemPointerData tid;
    tid.ip_blkid = (BlockNumber)types_recv_int32(buf);
    tid.ip_posid = (uint16)types_recv_int16(buf);
    return exec_tid_to_datum(tid);
}

static Datum tidsend(PG_FUNCTION_ARGS)
{
    ItemPointerData tid = exec_datum_to_tid(PG_GETARG_DATUM(0));
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int32(&buf, (int32)tid.ip_blkid);
    types_send_int16(&buf, (int16)tid.ip_posid);
    PG_RETURN_POINTER(types_send_finish(&buf));
}

/* (block, offset) order is the packed Datum's unsigned order */
#define TID_ARG(n) ((uint64)PG_GETARG_DATUM(n))
#define TID_CMP(name, op)                                                                        \
    static Datum name(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(TID_ARG(0) op TID_ARG(1)); }
TID_CMP(tideq, ==)
TID_CMP(tidne, !=)
TID_CMP(tidlt, <)
TID_CMP(tidle, <=)
TID_CMP(tidgt, >)
TID_CMP(tidge, >=)

static Datum bttidcmp(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32(TID_ARG(0) < TID_ARG(1) ? -1 : TID_ARG(0) > TID_ARG(1));
}

static Datum tidlarger(PG_FUNCTION_ARGS)
{
    return TID_ARG(0) >= TID_ARG(1) ? PG_GETARG_DATUM(0) : PG_GETARG_DATUM(1);
}

static Datum tidsmaller(PG_FUNCTION_ARGS)
{
    return TID_ARG(0) <= TID_ARG(1) ? PG_GETARG_DATUM(0) : PG_GETARG_DATUM(1);
}

static Datum hashtid(PG_FUNCTION_ARGS) { PG_RETURN_INT32((int32)types_hash_uint64(TID_ARG(0))); }

/* xid and cid: PG 15's lax strtoul(s, NULL, 0) */
static Datum xidin(PG_FUNCTION_ARGS)
{
    return (Datum)(uint32)strtoul(PG_GETARG_CSTRING(0), NULL, 0);
}

static Datum xidout(PG_FUNCTION_ARGS)
{
    char *out = palloc(16);
    snprintf(out, 16, "%u", (uint32)PG_GETARG_DATUM(0));
    PG_RETURN_CSTRING(out);
}

static Datum xidrecv(PG_FUNCTION_ARGS)
{
    return (Datum)(uint32)types_recv_int32((StringInfo)PG_GETARG_POINTER(0));
}

static Datum xidsend(PG_FUNCTION_ARGS)
{
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int32(&buf, (int32)(uint32)PG_GETARG_DATUM(0));
    PG_RETURN_POINTER(types_send_finish(&buf));
}

#define XID_ARG(n) ((uint32)PG_GETARG_DATUM(n))
static Datum xideq(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(XID_ARG(0) == XID_ARG(1)); }
static Datum xidneq(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(XID_ARG(0) != XID_ARG(1)); }
/* xid = int4 compares the int4's bits as an xid, as PG's xideqint4 */
static Datum xideqint4(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(XID_ARG(0) == (uint32)PG_GETARG_INT32(1));
}
static Datum xidneqint4(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(XID_ARG(0) != (uint32)PG_GETARG_INT32(1));
}

static const TypeInfo tid_types[] = {
    {TIDOID, "tid", 8, true, 'd', TYPCATEGORY_USER, false, 0, 1010, tidin, tidout, tidrecv,
     tidsend, NULL, NULL},
    {XIDOID, "xid", 4, true, 'i', TYPCATEGORY_USER, false, 0, 1011, xidin, xidout, xidrecv,
     xidsend, NULL, NULL},
    {CIDOID, "cid", 4, true, 'i', TYPCATEGORY_USER, false, 0, 1012, xidin, xidout, xidrecv,
     xidsend, NULL, NULL},
};
static const TypeSupport tid_support[] = {
    {TIDOID, 2794, 2233, 387, 2799},
    {XIDOID, 0, 450, 352, 0}, /* hashint4, as PG's xid_ops / cid_ops */
    {CIDOID, 0, 450, 385, 0},
};
static const ProcInfo tid_procs[] = {
    {48, "tidin", 'f', 'i', true, false, 1, TIDOID, {CSTRINGOID}, 0, tidin},
    {49, "tidout", 'f', 'i', true, false, 1, CSTRINGOID, {TIDOID}, 0, tidout},
    {50, "xidin", 'f', 'i', true, false, 1, XIDOID, {CSTRINGOID}, 0, xidin},
    {51, "xidout", 'f', 'i', true, false, 1, CSTRINGOID, {XIDOID}, 0, xidout},
    {52, "cidin", 'f', 'i', true, false, 1, CIDOID, {CSTRINGOID}, 0, xidin},
    {53, "cidout", 'f', 'i', true, false, 1, CSTRINGOID, {CIDOID}, 0, xidout},
    {68, "xideq", 'f', 'i', true, false, 2, BOOLOID, {XIDOID, XIDOID}, 0, xideq},
    {69, "cideq", 'f', 'i', true, false, 2, BOOLOID, {CIDOID, CIDOID}, 0, xideq},
    {1265, "tidne", 'f', 'i', true, false, 2, BOOLOID, {TIDOID, TIDOID}, 0, tidne},
    {1292, "tideq", 'f', 'i', true, false, 2, BOOLOID, {TIDOID, TIDOID}, 0, tideq},
    {1319, "xideqint4", 'f', 'i', true, false, 2, BOOLOID, {XIDOID, INT4OID}, 0, xideqint4},
    {2233, "hashtid", 'f', 'i', true, false, 1, INT4OID, {TIDOID}, 0, hashtid},
    {2438, "tidrecv", 'f', 'i', true, false, 1, TIDOID, {INTERNALOID}, 0, tidrecv},
    {2439, "tidsend", 'f', 'i', true, false, 1, BYTEAOID, {TIDOID}, 0, tidsend},
    {2440, "xidrecv", 'f', 'i', true, false, 1, XIDOID, {INTERNALOID}, 0, xidrecv},
    {2441, "xidsend", 'f', 'i', true, false, 1, BYTEAOID, {XIDOID}, 0, xidsend},
    {2442, "cidrecv", 'f', 'i', true, false, 1, CIDOID, {INTERNALOID}, 0, xidrecv},
    {2443, "cidsend", 'f', 'i', true, false, 1, BYTEAOID, {CIDOID}, 0, xidsend},
    {2790, "tidgt", 'f', 'i', true, false, 2, BOOLOID, {TIDOID, TIDOID}, 0, tidgt},
    {2791, "tidlt", 'f', 'i', true, false, 2, BOOLOID, {TIDOID, TIDOID}, 0, tidlt},
    {2792, "tidge", 'f', 'i', true, false, 2, BOOLOID, {TIDOID, TIDOID}, 0, tidge},
    {2793, "tidle", 'f', 'i', true, false, 2, BOOLOID, {TIDOID, TIDOID}, 0, tidle},
    {2794, "bttidcmp", 'f', 'i', true, false, 2, INT4OID, {TIDOID, TIDOID}, 0, bttidcmp},
    {2795, "tidlarger", 'f', 'i', true, false, 2, TIDOID, {TIDOID, TIDOID}, 0, tidlarger},
    {2796, "tidsmaller", 'f', 'i', true, false, 2, TIDOID, {TIDOID, TIDOID}, 0, tidsmaller},
    {2797, "max", 'a', 'i', false, false, 1, TIDOID, {TIDOID}, 0, NULL},
    {2798, "min", 'a', 'i', false, false, 1, TIDOID, {TIDOID}, 0, NULL},
    {3308, "xidneq", 'f', 'i', true, false, 2, BOOLOID, {XIDOID, XIDOID}, 0, xidneq},
    {3309, "xidneqint4", 'f', 'i', true, false, 2, BOOLOID, {XIDOID, INT4OID}, 0, xidneqint4},
};
static const OperInfo tid_opers[] = {
    {352, "=", 'b', XIDOID, XIDOID, BOOLOID, 68, 352, 3315},
    {353, "=", 'b', XIDOID, INT4OID, BOOLOID, 1319, 0, 3316},
    {385, "=", 'b', CIDOID, CIDOID, BOOLOID, 69, 385, 0},
    {387, "=", 'b', TIDOID, TIDOID, BOOLOID, 1292, 387, 402},
    {402, "<>", 'b', TIDOID, TIDOID, BOOLOID, 1265, 402, 387},
    {2799, "<", 'b', TIDOID, TIDOID, BOOLOID, 2791, 2800, 2802},
    {2800, ">", 'b', TIDOID, TIDOID, BOOLOID, 2790, 2799, 2801},
    {2801, "<=", 'b', TIDOID, TIDOID, BOOLOID, 2793, 2802, 2800},
    {2802, ">=", 'b', TIDOID, TIDOID, BOOLOID, 2792, 2801, 2799},
    {3315, "<>", 'b', XIDOID, XIDOID, BOOLOID, 3308, 3315, 352},
    {3316, "<>", 'b', XIDOID, INT4OID, BOOLOID, 3309, 0, 353},
};
/* the state is the first input, then the larger / smaller one (strict transfn rule) */
static const AggInfo tid_aggs[] = {
    {2797, 2795, 0, 2795, TIDOID, NULL},
    {2798, 2796, 0, 2796, TIDOID, NULL},
};
const TypesFamily types_family_tid = {
    "tid", TYPES_ROWS(tid_types), TYPES_ROWS(tid_support), TYPES_ROWS(tid_procs),
    TYPES_ROWS(tid_opers), TYPES_NO_ROWS, TYPES_ROWS(tid_aggs),
};
