/*
 * types_test_util.h: helpers shared by test_numeric.c and test_types.c. They evaluate SQL
 * operators, functions and casts through the built-in catalog tables (so the tables are tested
 * too) on values given as text, and return the result as text, or "ERROR <sqlstate>: <message>".
 */
#ifndef TYPES_TEST_UTIL_H
#define TYPES_TEST_UTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/builtins.h"
#include "executor/fmgr.h"

static int tt_failures = 0;
static int tt_checks = 0;

static inline char *tt_error_text(void)
{
    ErrorData *e = elog_copy_error();
    elog_flush_error();
    if (e->detail)
        return psprintf("ERROR %s: %s DETAIL: %s", e->sqlstate, e->message, e->detail);
    return psprintf("ERROR %s: %s", e->sqlstate, e->message);
}

static inline Datum tt_call(const ProcInfo *p, int nargs, const Datum *args, Oid rettype, bool *isnull)
{
    FunctionCallInfo fc = palloc0(SizeForFunctionCallInfo(nargs > 0 ? nargs : 1));
    fc->fn_oid = p->oid;
    fc->fncollation = DEFAULT_COLLATION_OID; /* as the binder gives text arguments */
    fc->nargs = (short)nargs;
    fc->rettype = rettype;
    fc->rettypmod = -1;
    fc->argtypes = p->argtypes;
    for (int i = 0; i < nargs; i++)
        fc->args[i].value = args[i];
    Datum r = p->fn(fc);
    *isnull = fc->isnull;
    return r;
}

/* Find a function by name and exact argument types. */
static inline const ProcInfo *tt_proc(const char *name, int nargs, const Oid *types)
{
    int n;
    const ProcInfo *const *ps = procs_by_name(name, &n);
    for (int i = 0; i < n; i++) {
        if (ps[i]->pronargs != nargs)
            continue;
        bool ok = true;
        for (int k = 0; k < nargs; k++)
            if (ps[i]->argtypes[k] != types[k])
                ok = false;
        if (ok)
            return ps[i];
    }
    fprintf(stderr, "no function %s/%d\n", name, nargs);
    exit(2);
}

static inline const OperInfo *tt_oper(const char *name, Oid l, Oid r)
{
    int n;
    const OperInfo *const *os = opers_by_name(name, &n);
    for (int i = 0; i < n; i++)
        if (os[i]->oprleft == l && os[i]->oprright == r)
            return os[i];
    fprintf(stderr, "no operator %s(%u,%u)\n", name, l, r);
    exit(2);
}

/* Evaluate fn over text inputs (parsed with each argument type's input function, typmod -1). */
static inline char *tt_eval(const ProcInfo *p, int nargs, const char *const *in)
{
    char *volatile out = NULL;
    PG_TRY();
    {
        Datum args[8];
        for (int i = 0; i < nargs; i++)
            args[i] = type_input_cstring(p->argtypes[i], in[i], -1);
        bool isnull;
        Datum r = tt_call(p, nargs, args, p->rettype, &isnull);
        out = isnull ? pstrdup("NULL") : type_output_cstring(p->rettype, r);
    }
    PG_CATCH();
    {
        out = tt_error_text();
    }
    PG_END_TRY();
    return out;
}

static inline char *tt_binop(const char *op, Oid l, const char *a, Oid r, const char *b)
{
    const OperInfo *o = tt_oper(op, l, r);
    const char *in[2] = {a, b};
    return tt_eval(proc_by_oid(o->oprcode), 2, in);
}

static inline char *tt_func1(const char *name, Oid t, const char *a)
{
    Oid types[1] = {t};
    const char *in[1] = {a};
    return tt_eval(tt_proc(name, 1, types), 1, in);
}

static inline char *tt_func2(const char *name, Oid t1, const char *a, Oid t2, const char *b)
{
    Oid types[2] = {t1, t2};
    const char *in[2] = {a, b};
    return tt_eval(tt_proc(name, 2, types), 2, in);
}

static inline char *tt_func3(const char *name, Oid t1, const char *a, Oid t2, const char *b, Oid t3,
                      const char *c)
{
    Oid types[3] = {t1, t2, t3};
    const char *in[3] = {a, b, c};
    return tt_eval(tt_proc(name, 3, types), 3, in);
}

/* Input with a typmod, then output: "value::numeric(5,2)" style. */
static inline char *tt_in_typmod(Oid typ, const char *s, int32 typmod)
{
    char *volatile out = NULL;
    PG_TRY();
    {
        out = type_output_cstring(typ, type_input_cstring(typ, s, typmod));
    }
    PG_CATCH();
    {
        out = tt_error_text();
    }
    PG_END_TRY();
    return out;
}

/* A cast through pg_cast (function casts only), or I/O when there is no entry. */
static inline char *tt_cast(Oid from, const char *s, Oid to)
{
    char *volatile out = NULL;
    PG_TRY();
    {
        Datum v = type_input_cstring(from, s, -1);
        const CastInfo *c = cast_find(from, to);
        Datum r;
        if (c && c->castmethod == COERCION_METHOD_FUNCTION) {
            const ProcInfo *p = proc_by_oid(c->castfunc);
            Datum args[3] = {v, Int32GetDatum(-1), BoolGetDatum(true)};
            bool isnull;
            r = tt_call(p, p->pronargs, args, to, &isnull);
        } else if (c)
            r = v;
        else
            r = type_input_cstring(to, type_output_cstring(from, v), -1);
        out = type_output_cstring(to, r);
    }
    PG_CATCH();
    {
        out = tt_error_text();
    }
    PG_END_TRY();
    return out;
}

#define CHECK_STR(got, want)                                                                     \
    do {                                                                                         \
        const char *g_ = (got), *w_ = (want);                                                    \
        tt_checks++;                                                                             \
        if (strcmp(g_, w_) != 0) {                                                               \
            tt_failures++;                                                                       \
            fprintf(stderr, "%s:%d: %s\n   got:  %s\n   want: %s\n", __FILE__, __LINE__, #got,   \
                    g_, w_);                                                                     \
        }                                                                                        \
    } while (0)

#define CHECK(cond)                                                                              \
    do {                                                                                         \
        tt_checks++;                                                                             \
        if (!(cond)) {                                                                           \
            tt_failures++;                                                                       \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);             \
        }                                                                                        \
    } while (0)

static inline int tt_finish(const char *name)
{
    printf("%s: %d checks, %d failures\n", name, tt_checks, tt_failures);
    return tt_failures ? 1 : 0;
}

#endif
