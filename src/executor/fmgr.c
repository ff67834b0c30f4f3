/*
 * fmgr.c: calling built-in functions from C, and the text <-> C string helpers.
 *
 * A DirectFunctionCall builds a FunctionCallInfo on the stack with no collation context and
 * non-NULL arguments; a NULL result there is a bug in the caller's choice of function, so it is
 * an internal error rather than a value.
 */
#include "executor/fmgr.h"

#include "common/elog.h"

typedef struct {
    FunctionCallInfoBaseData base;
    NullableDatum args[3];
} DirectCallInfo;

static Datum direct_call(PGFunction fn, Oid collation, int nargs, const Datum *args)
{
    DirectCallInfo ci;
    FunctionCallInfo fcinfo = &ci.base;
    /* field by field, not a memset of the whole frame: sorts, index searches and grouping
     * call comparison functions this way millions of times (every field of
     * FunctionCallInfoBaseData is set) */
    fcinfo->fn_oid = InvalidOid;
    fcinfo->fncollation = collation;
    fcinfo->context = NULL;
    fcinfo->fn_extra = NULL;
    fcinfo->rettype = InvalidOid;
    fcinfo->rettypmod = -1;
    fcinfo->isnull = false;
    fcinfo->nargs = (short)nargs;
    fcinfo->argtypes = NULL;
    fcinfo->srf = NULL;
    for (int i = 0; i < nargs; i++) {
        fcinfo->args[i].value = args[i];
        fcinfo->args[i].isnull = false;
    }
    Datum result = fn(fcinfo);
    if (fcinfo->isnull)
        elog(ERROR, "function %p returned NULL", (void *)fn);
    return result;
}

Datum DirectFunctionCall1Coll(PGFunction fn, Oid collation, Datum a1)
{
    Datum args[1] = {a1};
    return direct_call(fn, collation, 1, args);
}

Datum DirectFunctionCall2Coll(PGFunction fn, Oid collation, Datum a1, Datum a2)
{
    Datum args[2] = {a1, a2};
    return direct_call(fn, collation, 2, args);
}

Datum DirectFunctionCall3Coll(PGFunction fn, Oid collation, Datum a1, Datum a2, Datum a3)
{
    Datum args[3] = {a1, a2, a3};
    return direct_call(fn, collation, 3, args);
}

text *cstring_to_text_with_len(const char *s, int len)
{
    text *t = palloc((size_t)len + VARHDRSZ);
    SET_VARSIZE(t, len + VARHDRSZ);
    if (len > 0)
        memcpy(VARDATA(t), s, (size_t)len);
    return t;
}

text *cstring_to_text(const char *s)
{
    return cstring_to_text_with_len(s, (int)strlen(s));
}

char *text_to_cstring(const text *t)
{
    int len = VARSIZE_ANY_EXHDR(t);
    char *s = palloc((size_t)len + 1);
    memcpy(s, ((const varlena *)t)->vl_dat, (size_t)len);
    s[len] = '\0';
    return s;
}
