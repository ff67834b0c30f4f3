/*
 * fdwfuncs.c: pg_options_to_table(text[]), the set of (option_name, option_value) rows of a
 * foreign-data object's stored options, which psql's \dew+, \des+, \deu+, \det+ and \d of a
 * foreign table read.
 *
 * The one idea: Basalt has no record results, so the function is one column at a time. In FROM
 * the binder (bind_srf.c) turns pg_options_to_table(a) into ROWS FROM of two calls of this
 * function, pg_options_to_table(a, 1) and pg_options_to_table(a, 2), which the function scan
 * runs in lockstep; the hidden second argument says which column a call returns. An option is
 * split at its first '=' (PG's untransformRelOptions): no '=' gives a NULL value.
 */
#include <string.h>

#include "executor/types/array.h"
#include "executor/types/types_internal.h"

typedef struct OptionsState {
    int n, next;
    Datum *elems;
} OptionsState;

static OptionsState *options_state(FunctionCallInfo fcinfo)
{
    SRFCallContext *ctx = fcinfo->srf;
    if (NEVER(ctx == NULL))
        elog(ERROR, "set-valued function called in context that cannot accept a set");
    if (ctx->user_fctx != NULL)
        return ctx->user_fctx;
    MemoryContext old = mcxt_switch_to(ctx->multi_call_memory_ctx);
    OptionsState *s = palloc0(sizeof(OptionsState));
    ArrayElemInfo elem;
    arraytype_elem_info(TEXTOID, &elem);
    bool *nulls;
    arraytype_deconstruct((const ArrayType *)PG_GETARG_POINTER(0), &elem, &s->elems, &nulls,
                          &s->n);
    mcxt_switch_to(old);
    for (int i = 0; i < s->n; i++)
        if (nulls[i])
            ereport(ERROR, errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                    errmsg("null array element not allowed in this context"));
    ctx->user_fctx = s;
    return s;
}

static Datum pg_options_to_table(PG_FUNCTION_ARGS)
{
    if (PG_NARGS() != 2)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("pg_options_to_table is supported only in FROM"));
    OptionsState *s = options_state(fcinfo);
    if (s->next >= s->n) {
        fcinfo->srf->is_done = true;
        PG_RETURN_NULL();
    }
    const text *t = (const text *)DatumGetPointer(s->elems[s->next++]);
    const char *p = text_data(t);
    int len = text_len(t);
    const char *eq = memchr(p, '=', (size_t)len);
    if (PG_GETARG_INT32(1) == 1)
        PG_RETURN_TEXT_P(cstring_to_text_with_len(p, eq ? (int)(eq - p) : len));
    if (eq == NULL)
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text_with_len(eq + 1, len - (int)(eq - p) - 1));
}

static const ProcInfo fdwfuncs_procs[] = {
    {2289, "pg_options_to_table", 'f', 's', true, true, 1, RECORDOID, {TEXTARRAYOID}, 0,
     pg_options_to_table, "options_array", NULL},
};
const TypesFamily types_family_fdwfuncs = {
    "fdwfuncs", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(fdwfuncs_procs),
    TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS,
};
