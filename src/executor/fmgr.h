/*
 * fmgr.h: how Basalt calls the C functions behind SQL functions, operators and casts.
 *
 * Every built-in function has PostgreSQL's V1 signature, Datum f(FunctionCallInfo fcinfo):
 * arguments arrive in fcinfo->args, the function sets fcinfo->isnull for a NULL result. Strict
 * functions (most) are never called with a NULL argument: the caller returns NULL instead.
 */
#ifndef BASALT_FMGR_H
#define BASALT_FMGR_H

#include "common/basalt.h"
#include "common/mcxt.h"
#include "common/nodes.h"

#define FUNC_MAX_ARGS 100

typedef struct NullableDatum {
    Datum value;
    bool isnull;
} NullableDatum;

typedef struct FunctionCallInfoBaseData *FunctionCallInfo;
typedef Datum (*PGFunction)(FunctionCallInfo fcinfo);

/* What an aggregate's transition and final functions get in fcinfo->context. */
typedef struct AggCallContext {
    NodeTag type;              /* unused, 0 */
    MemoryContext aggcontext;  /* lives as long as the group's state: allocate state here */
} AggCallContext;

/*
 * What a set-returning function (pg_proc.proretset) gets in fcinfo->srf: it is called once per
 * row of its result with the same arguments. On the first call of a set user_fctx is NULL: the
 * function keeps its position in state allocated in multi_call_memory_ctx (which lives until the
 * set is finished or abandoned). It returns one value per call; at the end it sets is_done
 * (its return value is then ignored). call_cntr counts the values returned so far.
 */
typedef struct SRFCallContext {
    MemoryContext multi_call_memory_ctx;
    void *user_fctx;
    uint64 call_cntr;
    bool is_done;
} SRFCallContext;

typedef struct FunctionCallInfoBaseData {
    Oid fn_oid;          /* the pg_proc oid being called */
    Oid fncollation;     /* collation for text comparisons; 0 = indeterminate (42P22) */
    void *context;       /* AggCallContext for aggregate support functions, else NULL */
    void *fn_extra;      /* per-call-site cache, owned by the caller's expression state */
    Oid rettype;         /* result type, for polymorphic functions */
    int32 rettypmod;     /* typmod of the result where the call is a cast to a typmod'ed type */
    bool isnull;         /* out: result is NULL */
    short nargs;
    /* Actual argument types, nargs of them, for functions declared with "any"/anynonarray
     * arguments (concat, concat_ws, textanycat): they output each argument with its type's
     * output function. May be NULL; those functions then take every argument as text. */
    const Oid *argtypes;
    SRFCallContext *srf; /* set-returning functions only, else NULL */
    NullableDatum args[]; /* nargs of them */
} FunctionCallInfoBaseData;

#define SizeForFunctionCallInfo(nargs)                                                           \
    (offsetof(FunctionCallInfoBaseData, args) + sizeof(NullableDatum) * (size_t)(nargs))

#define PG_FUNCTION_ARGS FunctionCallInfo fcinfo
#define PG_NARGS() (fcinfo->nargs)
#define PG_GET_COLLATION() (fcinfo->fncollation)
#define PG_ARGISNULL(n) (fcinfo->args[n].isnull)
#define PG_GETARG_DATUM(n) (fcinfo->args[n].value)
#define PG_GETARG_BOOL(n) DatumGetBool(PG_GETARG_DATUM(n))
#define PG_GETARG_INT16(n) DatumGetInt16(PG_GETARG_DATUM(n))
#define PG_GETARG_INT32(n) DatumGetInt32(PG_GETARG_DATUM(n))
#define PG_GETARG_INT64(n) DatumGetInt64(PG_GETARG_DATUM(n))
#define PG_GETARG_OID(n) DatumGetObjectId(PG_GETARG_DATUM(n))
#define PG_GETARG_FLOAT4(n) DatumGetFloat4(PG_GETARG_DATUM(n))
#define PG_GETARG_FLOAT8(n) DatumGetFloat8(PG_GETARG_DATUM(n))
#define PG_GETARG_CSTRING(n) DatumGetCString(PG_GETARG_DATUM(n))
#define PG_GETARG_POINTER(n) DatumGetPointer(PG_GETARG_DATUM(n))
#define PG_GETARG_TEXT_P(n) ((text *)PG_GETARG_POINTER(n))
#define PG_RETURN_DATUM(x) return (x)
#define PG_RETURN_NULL()                                                                         \
    do {                                                                                         \
        fcinfo->isnull = true;                                                                   \
        return (Datum)0;                                                                         \
    } while (0)
#define PG_RETURN_BOOL(x) return BoolGetDatum(x)
#define PG_RETURN_INT16(x) return Int16GetDatum(x)
#define PG_RETURN_INT32(x) return Int32GetDatum(x)
#define PG_RETURN_INT64(x) return Int64GetDatum(x)
#define PG_RETURN_OID(x) return ObjectIdGetDatum(x)
#define PG_RETURN_FLOAT4(x) return Float4GetDatum(x)
#define PG_RETURN_FLOAT8(x) return Float8GetDatum(x)
#define PG_RETURN_CSTRING(x) return CStringGetDatum(x)
#define PG_RETURN_POINTER(x) return PointerGetDatum(x)
#define PG_RETURN_TEXT_P(x) return PointerGetDatum(x)

/* Direct calls from C, for code that knows which function it wants. NULL results are errors. */
Datum DirectFunctionCall1Coll(PGFunction fn, Oid collation, Datum a1);
Datum DirectFunctionCall2Coll(PGFunction fn, Oid collation, Datum a1, Datum a2);
Datum DirectFunctionCall3Coll(PGFunction fn, Oid collation, Datum a1, Datum a2, Datum a3);
#define DirectFunctionCall1(fn, a1) DirectFunctionCall1Coll(fn, InvalidOid, a1)
#define DirectFunctionCall2(fn, a1, a2) DirectFunctionCall2Coll(fn, InvalidOid, a1, a2)
#define DirectFunctionCall3(fn, a1, a2, a3) DirectFunctionCall3Coll(fn, InvalidOid, a1, a2, a3)

/* text <-> C string helpers, used everywhere. */
text *cstring_to_text(const char *s);
text *cstring_to_text_with_len(const char *s, int len);
char *text_to_cstring(const text *t);

#endif /* BASALT_FMGR_H */
