/*
 * array_funcs.c: the SQL functions over arrays (array_length, array_cat, unnest, array_agg, ...).
 *
 * The one idea: every function takes the array apart with arraytype_deconstruct, works on the
 * flat element list (row-major) plus the dimensions, and builds a new array; nothing is modified
 * in place. Polymorphic results take their type from the arguments' arrays or from
 * fcinfo->rettype, which the executor sets to the resolved result type. Non-strict functions
 * (array_append, array_cat, array_position, ...) treat a NULL array as PG does.
 */
#include "executor/types/array.h"
#include "executor/types/record.h"

#include "executor/types/types_internal.h"

#define ARG_ARRAY(n) DatumGetArrayTypeP(PG_GETARG_DATUM(n))

typedef struct Exploded {
    ArrayElemInfo elem;
    Datum *vals;
    bool *nulls;
    int n;
    int ndim;
    int dims[ARRAY_MAXDIM];
    int lbs[ARRAY_MAXDIM];
} Exploded;

static void explode(const ArrayType *a, Exploded *x)
{
    arraytype_elem_info(ARR_ELEMTYPE(a), &x->elem);
    arraytype_deconstruct(a, &x->elem, &x->vals, &x->nulls, &x->n);
    x->ndim = ARR_NDIM(a);
    memcpy(x->dims, ARR_DIMS(a), sizeof(int) * (size_t)x->ndim);
    memcpy(x->lbs, ARR_LBOUND(a), sizeof(int) * (size_t)x->ndim);
}

static Datum rebuild(const Exploded *x)
{
    return PointerGetDatum(
        arraytype_construct(x->vals, x->nulls, x->ndim, x->dims, x->lbs, &x->elem));
}

/* The element type of the polymorphic result (fcinfo->rettype is the array type). */
static Oid result_elemtype(FunctionCallInfo fcinfo)
{
    Oid e = arraytype_elem_of(fcinfo->rettype);
    if (e == InvalidOid)
        elog(ERROR, "could not determine the result element type");
    return e;
}

/* ---------------------------------------------------------------- dimensions */

static bool dim_ok(const ArrayType *a, int dim) { return dim >= 1 && dim <= ARR_NDIM(a); }

static Datum array_length(PG_FUNCTION_ARGS)
{
    ArrayType *a = ARG_ARRAY(0);
    int d = PG_GETARG_INT32(1);
    if (!dim_ok(a, d))
        PG_RETURN_NULL();
    PG_RETURN_INT32(ARR_DIMS(a)[d - 1]);
}

static Datum array_upper(PG_FUNCTION_ARGS)
{
    ArrayType *a = ARG_ARRAY(0);
    int d = PG_GETARG_INT32(1);
    if (!dim_ok(a, d))
        PG_RETURN_NULL();
    PG_RETURN_INT32(ARR_LBOUND(a)[d - 1] + ARR_DIMS(a)[d - 1] - 1);
}

static Datum array_lower(PG_FUNCTION_ARGS)
{
    ArrayType *a = ARG_ARRAY(0);
    int d = PG_GETARG_INT32(1);
    if (!dim_ok(a, d))
        PG_RETURN_NULL();
    PG_RETURN_INT32(ARR_LBOUND(a)[d - 1]);
}

static Datum array_ndims(PG_FUNCTION_ARGS)
{
    ArrayType *a = ARG_ARRAY(0);
    if (ARR_NDIM(a) == 0)
        PG_RETURN_NULL();
    PG_RETURN_INT32(ARR_NDIM(a));
}

static Datum array_dims(PG_FUNCTION_ARGS)
{
    ArrayType *a = ARG_ARRAY(0);
    if (ARR_NDIM(a) == 0)
        PG_RETURN_NULL();
    StringInfoData buf;
    initStringInfo(&buf);
    for (int d = 0; d < ARR_NDIM(a); d++)
        appendStringInfo(&buf, "[%d:%d]", ARR_LBOUND(a)[d],
                         ARR_LBOUND(a)[d] + ARR_DIMS(a)[d] - 1);
    PG_RETURN_TEXT_P(cstring_to_text(buf.data));
}

static Datum array_cardinality(PG_FUNCTION_ARGS)
{
    ArrayType *a = ARG_ARRAY(0);
    PG_RETURN_INT32(arraytype_nitems(ARR_NDIM(a), ARR_DIMS(a)));
}

/* ---------------------------------------------------------------- append, prepend, cat */

static Datum add_one(FunctionCallInfo fcinfo, int arr_arg, int elem_arg, bool at_end)
{
    Oid elemtype = result_elemtype(fcinfo);
    Exploded x;
    if (PG_ARGISNULL(arr_arg)) {
        memset(&x, 0, sizeof(x));
        arraytype_elem_info(elemtype, &x.elem);
        x.vals = NULL;
        x.nulls = NULL;
    } else
        explode(ARG_ARRAY(arr_arg), &x);
    if (x.ndim > 1)
        ereport(ERROR, errcode(ERRCODE_DATA_EXCEPTION),
                errmsg("argument must be empty or one-dimensional array"));
    if (x.ndim == 0) {
        x.ndim = 1;
        x.dims[0] = 0;
        x.lbs[0] = 1;
    }
    int32 check;
    if (__builtin_add_overflow(x.lbs[0], x.dims[0], &check) ||
        (!at_end && __builtin_sub_overflow(x.lbs[0], 1, &check)))
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("integer out of range"));
    Datum *v = palloc(sizeof(Datum) * (size_t)(x.n + 1));
    bool *nl = palloc(sizeof(bool) * (size_t)(x.n + 1));
    int off = at_end ? 0 : 1;
    if (x.n)
        memcpy(v + off, x.vals, sizeof(Datum) * (size_t)x.n);
    if (x.n)
        memcpy(nl + off, x.nulls, sizeof(bool) * (size_t)x.n);
    int pos = at_end ? x.n : 0;
    v[pos] = PG_ARGISNULL(elem_arg) ? (Datum)0 : PG_GETARG_DATUM(elem_arg);
    nl[pos] = PG_ARGISNULL(elem_arg);
    x.vals = v;
    x.nulls = nl;
    x.n++;
    x.dims[0]++;
    return rebuild(&x);
}

static Datum array_append(PG_FUNCTION_ARGS) { return add_one(fcinfo, 0, 1, true); }
static Datum array_prepend(PG_FUNCTION_ARGS) { return add_one(fcinfo, 1, 0, false); }

static pg_noreturn void cannot_concat(const char *detail)
{
    ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
            errmsg("cannot concatenate incompatible arrays"), errdetail("%s", detail));
}

static Datum array_cat(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(0) && PG_ARGISNULL(1))
        PG_RETURN_NULL();
    if (PG_ARGISNULL(0))
        return PG_GETARG_DATUM(1);
    if (PG_ARGISNULL(1))
        return PG_GETARG_DATUM(0);
    ArrayType *a = ARG_ARRAY(0), *b = ARG_ARRAY(1);
    if (ARR_ELEMTYPE(a) != ARR_ELEMTYPE(b))
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("cannot concatenate incompatible arrays"));
    if (ARR_NDIM(b) == 0)
        return PG_GETARG_DATUM(0);
    if (ARR_NDIM(a) == 0)
        return PG_GETARG_DATUM(1);
    Exploded x, y, r;
    explode(a, &x);
    explode(b, &y);
    const char *diff = "Arrays with differing dimensions are not compatible for concatenation.";
    if (x.ndim == y.ndim) {
        r = x;
        r.dims[0] = x.dims[0] + y.dims[0];
        for (int d = 1; d < x.ndim; d++)
            if (x.dims[d] != y.dims[d] || x.lbs[d] != y.lbs[d])
                cannot_concat("Arrays with differing element dimensions are not compatible for "
                              "concatenation.");
    } else if (x.ndim == y.ndim - 1 || x.ndim == y.ndim + 1) {
        const Exploded *big = x.ndim > y.ndim ? &x : &y, *small = x.ndim > y.ndim ? &y : &x;
        r = *big;
        r.dims[0]++;
        for (int d = 0; d < small->ndim; d++)
            if (small->dims[d] != big->dims[d + 1] || small->lbs[d] != big->lbs[d + 1])
                cannot_concat(diff);
    } else {
        ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
                errmsg("cannot concatenate incompatible arrays"),
                errdetail("Arrays of %d and %d dimensions are not compatible for concatenation.",
                          x.ndim, y.ndim));
    }
    r.n = x.n + y.n;
    r.vals = palloc(sizeof(Datum) * (size_t)r.n);
    r.nulls = palloc(sizeof(bool) * (size_t)r.n);
    memcpy(r.vals, x.vals, sizeof(Datum) * (size_t)x.n);
    memcpy(r.vals + x.n, y.vals, sizeof(Datum) * (size_t)y.n);
    memcpy(r.nulls, x.nulls, sizeof(bool) * (size_t)x.n);
    memcpy(r.nulls + x.n, y.nulls, sizeof(bool) * (size_t)y.n);
    return rebuild(&r);
}

/* ---------------------------------------------------------------- searching */

/* IS NOT DISTINCT FROM, the comparison array_position and array_remove use. */
static bool not_distinct(PGFunction eq, Oid coll, Datum a, bool an, Datum b, bool bn)
{
    if (an || bn)
        return an && bn;
    return DatumGetBool(DirectFunctionCall2Coll(eq, coll, a, b));
}

static void one_dim_only(const Exploded *x, const char *what)
{
    if (x->ndim > 1)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("%s elements in multidimensional arrays is not supported", what));
}

static Datum array_position_common(FunctionCallInfo fcinfo, bool all)
{
    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    Exploded x;
    explode(ARG_ARRAY(0), &x);
    one_dim_only(&x, "searching for");
    int start = 0;
    if (!all && PG_NARGS() > 2) {
        if (PG_ARGISNULL(2))
            ereport(ERROR, errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                    errmsg("initial position must not be null"));
        int64 s = (int64)PG_GETARG_INT32(2) - (x.ndim ? x.lbs[0] : 1);
        start = s < 0 ? 0 : s > x.n ? x.n : (int)s;
    }
    Datum key = PG_GETARG_DATUM(1);
    bool keynull = PG_ARGISNULL(1);
    PGFunction eq = x.n > 0 ? arraytype_elem_eq_fn(x.elem.type) : NULL;
    Datum *found = palloc(sizeof(Datum) * (size_t)(x.n + 1));
    int nfound = 0;
    for (int i = start; i < x.n; i++)
        if (not_distinct(eq, fcinfo->fncollation, x.vals[i], x.nulls[i], key, keynull)) {
            found[nfound++] = Int32GetDatum(x.lbs[0] + i);
            if (!all)
                break;
        }
    if (!all) {
        if (nfound == 0)
            PG_RETURN_NULL();
        return found[0];
    }
    ArrayElemInfo ie;
    arraytype_elem_info(INT4OID, &ie);
    PG_RETURN_POINTER(arraytype_construct_1d(found, NULL, nfound, &ie));
}

static Datum array_position(PG_FUNCTION_ARGS) { return array_position_common(fcinfo, false); }
static Datum array_positions(PG_FUNCTION_ARGS) { return array_position_common(fcinfo, true); }

static Datum replace_common(FunctionCallInfo fcinfo, bool remove)
{
    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    Exploded x;
    explode(ARG_ARRAY(0), &x);
    if (remove)
        one_dim_only(&x, "removing");
    if (x.n == 0)
        return PG_GETARG_DATUM(0);
    Datum key = PG_GETARG_DATUM(1);
    bool keynull = PG_ARGISNULL(1);
    PGFunction eq = arraytype_elem_eq_fn(x.elem.type);
    int k = 0;
    for (int i = 0; i < x.n; i++) {
        bool hit = not_distinct(eq, fcinfo->fncollation, x.vals[i], x.nulls[i], key, keynull);
        if (hit && remove)
            continue;
        if (hit) {
            x.vals[k] = PG_ARGISNULL(2) ? (Datum)0 : PG_GETARG_DATUM(2);
            x.nulls[k] = PG_ARGISNULL(2);
        } else {
            x.vals[k] = x.vals[i];
            x.nulls[k] = x.nulls[i];
        }
        k++;
    }
    if (remove) {
        if (k == x.n)
            return PG_GETARG_DATUM(0);
        if (k == 0)
            PG_RETURN_POINTER(arraytype_empty(x.elem.type));
        x.dims[0] = k;
        x.n = k;
    }
    return rebuild(&x);
}

static Datum array_remove(PG_FUNCTION_ARGS) { return replace_common(fcinfo, true); }
static Datum array_replace(PG_FUNCTION_ARGS) { return replace_common(fcinfo, false); }

static Datum trim_array(PG_FUNCTION_ARGS)
{
    Exploded x;
    explode(ARG_ARRAY(0), &x);
    int n = PG_GETARG_INT32(1);
    int len = x.ndim > 0 ? x.dims[0] : 0;
    if (n < 0 || n > len)
        ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
                errmsg("number of elements to trim must be between 0 and %d", len));
    if (n == 0)
        return PG_GETARG_DATUM(0);
    int per = len ? x.n / len : 0;
    x.dims[0] -= n;
    x.n -= n * per;
    if (x.n == 0)
        PG_RETURN_POINTER(arraytype_empty(x.elem.type));
    return rebuild(&x);
}

/* ---------------------------------------------------------------- strings */

static Datum array_to_text(FunctionCallInfo fcinfo, const char *null_str)
{
    Exploded x;
    explode(ARG_ARRAY(0), &x);
    text *delim = PG_GETARG_TEXT_P(1);
    StringInfoData buf;
    initStringInfo(&buf);
    bool first = true;
    for (int i = 0; i < x.n; i++) {
        if (x.nulls[i] && null_str == NULL)
            continue;
        if (!first)
            appendBinaryStringInfo(&buf, text_data(delim), text_len(delim));
        first = false;
        appendStringInfoString(&buf, x.nulls[i] ? null_str
                                                : type_output_cstring(x.elem.type, x.vals[i]));
    }
    PG_RETURN_TEXT_P(cstring_to_text_with_len(buf.data, buf.len));
}

static Datum array_to_text_2(PG_FUNCTION_ARGS) { return array_to_text(fcinfo, NULL); }
static Datum array_to_text_null(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(0) || PG_ARGISNULL(1))
        PG_RETURN_NULL();
    return array_to_text(fcinfo, PG_ARGISNULL(2) ? NULL : text_to_cstring(PG_GETARG_TEXT_P(2)));
}

/* The fields of string_to_array / string_to_table: NULL delimiter splits into characters, an
 * empty one gives the whole string, an empty string no fields at all. */
static int split_fields(FunctionCallInfo fcinfo, Datum **vals, bool **nulls)
{
    text *s = PG_GETARG_TEXT_P(0);
    const char *p = text_data(s);
    int len = text_len(s);
    bool have_delim = !PG_ARGISNULL(1);
    text *d = have_delim ? PG_GETARG_TEXT_P(1) : NULL;
    int dlen = d ? text_len(d) : 0;
    const char *nullstr = NULL;
    int nlen = 0;
    if (PG_NARGS() > 2 && !PG_ARGISNULL(2)) {
        text *ns = PG_GETARG_TEXT_P(2);
        nullstr = text_data(ns);
        nlen = text_len(ns);
    }
    int cap = 8, n = 0;
    Datum *v = palloc(sizeof(Datum) * (size_t)cap);
    bool *nl = palloc(sizeof(bool) * (size_t)cap);
    int pos = 0;
    while (len > 0 && pos <= len) {
        int flen;
        if (!have_delim) {
            if (pos >= len)
                break;
            flen = 1;
            while (pos + flen < len && ((unsigned char)p[pos + flen] & 0xC0) == 0x80)
                flen++;
        } else if (dlen == 0)
            flen = len;
        else {
            const char *hit = NULL;
            for (int i = pos; i + dlen <= len; i++)
                if (memcmp(p + i, text_data(d), (size_t)dlen) == 0) {
                    hit = p + i;
                    break;
                }
            flen = hit ? (int)(hit - (p + pos)) : len - pos;
        }
        if (n == cap) {
            cap *= 2;
            Datum *nv = palloc(sizeof(Datum) * (size_t)cap);
            bool *nn = palloc(sizeof(bool) * (size_t)cap);
            memcpy(nv, v, sizeof(Datum) * (size_t)n);
            memcpy(nn, nl, sizeof(bool) * (size_t)n);
            v = nv;
            nl = nn;
        }
        nl[n] = nullstr && flen == nlen && memcmp(p + pos, nullstr, (size_t)nlen) == 0;
        v[n] = nl[n] ? (Datum)0 : PointerGetDatum(cstring_to_text_with_len(p + pos, flen));
        n++;
        pos += flen;
        if (!have_delim)
            continue;
        if (dlen == 0 || pos >= len)
            break;
        pos += dlen; /* past the delimiter: a field follows, possibly empty */
    }
    *vals = v;
    *nulls = nl;
    return n;
}

static Datum string_to_array(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    Datum *v;
    bool *nl;
    int n = split_fields(fcinfo, &v, &nl);
    ArrayElemInfo te;
    arraytype_elem_info(TEXTOID, &te);
    PG_RETURN_POINTER(arraytype_construct_1d(v, nl, n, &te));
}

/* ---------------------------------------------------------------- array_fill */

static void int_array_arg(FunctionCallInfo fcinfo, int arg, int *out, int *n, const char *what)
{
    Exploded x;
    explode(ARG_ARRAY(arg), &x);
    if (x.ndim > 1)
        ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
                errmsg("wrong number of array subscripts"),
                errdetail("%s array must be one dimensional.", what));
    if (x.n > ARRAY_MAXDIM)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("number of array dimensions (%d) exceeds the maximum allowed (%d)", x.n,
                       ARRAY_MAXDIM));
    for (int i = 0; i < x.n; i++) {
        if (x.nulls[i])
            ereport(ERROR, errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                    errmsg("dimension values cannot be null"));
        out[i] = DatumGetInt32(x.vals[i]);
    }
    *n = x.n;
}

static Datum array_fill_common(FunctionCallInfo fcinfo, bool with_lbs)
{
    if (PG_ARGISNULL(1) || (with_lbs && PG_ARGISNULL(2)))
        ereport(ERROR, errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                errmsg("dimension array or low bound array cannot be null"));
    int dims[ARRAY_MAXDIM], lbs[ARRAY_MAXDIM], ndim, nlbs;
    int_array_arg(fcinfo, 1, dims, &ndim, "Dimension");
    for (int i = 0; i < ndim; i++)
        lbs[i] = 1;
    if (with_lbs) {
        int_array_arg(fcinfo, 2, lbs, &nlbs, "Dimension");
        if (nlbs != ndim)
            ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
                    errmsg("wrong number of array subscripts"),
                    errdetail("Low bound array has different size than dimensions array."));
    }
    Oid elemtype = result_elemtype(fcinfo);
    ArrayElemInfo elem;
    arraytype_elem_info(elemtype, &elem);
    for (int i = 0; i < ndim; i++)
        if (dims[i] < 0)
            ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
                    errmsg("array size exceeds the maximum allowed (%d)",
                           (int)(0x3fffffff / sizeof(Datum))));
    int n = arraytype_nitems(ndim, dims);
    if (n == 0)
        PG_RETURN_POINTER(arraytype_empty(elemtype));
    Datum *v = palloc(sizeof(Datum) * (size_t)n);
    bool *nl = palloc(sizeof(bool) * (size_t)n);
    for (int i = 0; i < n; i++) {
        v[i] = PG_ARGISNULL(0) ? (Datum)0 : PG_GETARG_DATUM(0);
        nl[i] = PG_ARGISNULL(0);
    }
    PG_RETURN_POINTER(arraytype_construct(v, nl, ndim, dims, lbs, &elem));
}

static Datum array_fill(PG_FUNCTION_ARGS) { return array_fill_common(fcinfo, false); }
static Datum array_fill_with_lower_bounds(PG_FUNCTION_ARGS)
{
    return array_fill_common(fcinfo, true);
}

/* ---------------------------------------------------------------- set-returning */

typedef struct SetState {
    bool started;
    Datum *vals;
    bool *nulls;
    int n, next;
} SetState;

static SetState *set_state(FunctionCallInfo fcinfo)
{
    SRFCallContext *ctx = fcinfo->srf;
    if (NEVER(ctx == NULL))
        elog(ERROR, "set-valued function called in context that cannot accept a set");
    if (ctx->user_fctx == NULL) {
        MemoryContext old = mcxt_switch_to(ctx->multi_call_memory_ctx);
        ctx->user_fctx = palloc0(sizeof(SetState));
        mcxt_switch_to(old);
    }
    return ctx->user_fctx;
}

static Datum set_next(FunctionCallInfo fcinfo, SetState *s)
{
    if (s->next >= s->n) {
        fcinfo->srf->is_done = true;
        PG_RETURN_NULL();
    }
    int i = s->next++;
    fcinfo->isnull = s->nulls[i];
    return s->vals[i];
}

static Datum array_unnest(PG_FUNCTION_ARGS)
{
    SetState *s = set_state(fcinfo);
    if (!s->started) {
        MemoryContext old = mcxt_switch_to(fcinfo->srf->multi_call_memory_ctx);
        Exploded x;
        explode(ARG_ARRAY(0), &x);
        mcxt_switch_to(old);
        s->vals = x.vals;
        s->nulls = x.nulls;
        s->n = x.n;
        s->started = true;
    }
    return set_next(fcinfo, s);
}

/*
 * information_schema._pg_expandarray(anyarray, OUT x anyelement, OUT n int): the elements
 * along the first dimension with their 1-based positions, as records (x, n). Like PG's SQL
 * definition ($1[s] for s from array_lower to array_upper) it gives no rows for an empty array
 * and a NULL x for each position of a multi-dimensional one.
 */
static Datum pg_expandarray(PG_FUNCTION_ARGS)
{
    SetState *s = set_state(fcinfo);
    ArrayType *a = ARG_ARRAY(0);
    if (!s->started) {
        MemoryContext old = mcxt_switch_to(fcinfo->srf->multi_call_memory_ctx);
        Exploded x;
        explode(a, &x);
        mcxt_switch_to(old);
        s->vals = x.vals;
        s->nulls = x.nulls;
        s->n = ARR_NDIM(a) == 0 ? 0 : ARR_DIMS(a)[0];
        s->started = true;
    }
    if (s->next >= s->n) {
        fcinfo->srf->is_done = true;
        PG_RETURN_NULL();
    }
    int i = s->next++;
    Oid types[2] = {ARR_ELEMTYPE(a), INT4OID};
    Datum values[2] = {ARR_NDIM(a) == 1 ? s->vals[i] : (Datum)0, Int32GetDatum(i + 1)};
    bool nulls[2] = {ARR_NDIM(a) != 1 || s->nulls[i], false};
    return record_build(2, types, values, nulls);
}

static Datum generate_subscripts(PG_FUNCTION_ARGS)
{
    SetState *s = set_state(fcinfo);
    if (!s->started) {
        ArrayType *a = ARG_ARRAY(0);
        int d = PG_GETARG_INT32(1);
        bool reverse = PG_NARGS() > 2 && PG_GETARG_BOOL(2);
        s->started = true;
        if (dim_ok(a, d)) {
            int lb = ARR_LBOUND(a)[d - 1], len = ARR_DIMS(a)[d - 1];
            MemoryContext old = mcxt_switch_to(fcinfo->srf->multi_call_memory_ctx);
            s->vals = palloc(sizeof(Datum) * (size_t)(len + 1));
            s->nulls = palloc0(sizeof(bool) * (size_t)(len + 1));
            mcxt_switch_to(old);
            for (int i = 0; i < len; i++)
                s->vals[i] = Int32GetDatum(reverse ? lb + len - 1 - i : lb + i);
            s->n = len;
        }
    }
    return set_next(fcinfo, s);
}

static Datum string_to_table(PG_FUNCTION_ARGS)
{
    SetState *s = set_state(fcinfo);
    if (!s->started) {
        s->started = true;
        if (!PG_ARGISNULL(0)) {
            MemoryContext old = mcxt_switch_to(fcinfo->srf->multi_call_memory_ctx);
            s->n = split_fields(fcinfo, &s->vals, &s->nulls);
            mcxt_switch_to(old);
        }
    }
    return set_next(fcinfo, s);
}

/* ---------------------------------------------------------------- array_agg */

typedef struct ArrayAggState {
    ArrayElemInfo elem;
    Datum *vals;
    bool *nulls;
    int n, cap;
    bool of_arrays; /* array_agg(anyarray): the inputs become sub-arrays */
} ArrayAggState;

static MemoryContext agg_memory(FunctionCallInfo fcinfo)
{
    AggCallContext *ac = fcinfo->context;
    if (ac == NULL || ac->aggcontext == NULL)
        elog(ERROR, "array_agg called in non-aggregate context");
    return ac->aggcontext;
}

static ArrayAggState *agg_state(FunctionCallInfo fcinfo, bool of_arrays)
{
    if (!PG_ARGISNULL(0))
        return (ArrayAggState *)PG_GETARG_POINTER(0);
    Oid in = fcinfo->argtypes ? fcinfo->argtypes[1] : InvalidOid;
    if (in == InvalidOid)
        elog(ERROR, "could not determine input data type");
    MemoryContext old = mcxt_switch_to(agg_memory(fcinfo));
    ArrayAggState *st = palloc0(sizeof(ArrayAggState));
    arraytype_elem_info(in, &st->elem);
    st->of_arrays = of_arrays;
    st->cap = 16;
    st->vals = palloc(sizeof(Datum) * (size_t)st->cap);
    st->nulls = palloc(sizeof(bool) * (size_t)st->cap);
    mcxt_switch_to(old);
    return st;
}

static Datum copy_value(const ArrayElemInfo *e, Datum v)
{
    if (e->typbyval)
        return v;
    size_t len = e->typlen > 0    ? (size_t)e->typlen
                 : e->typlen == -1 ? VARSIZE(DatumGetPointer(v))
                                   : strlen(DatumGetCString(v)) + 1;
    void *c = palloc(len);
    memcpy(c, DatumGetPointer(v), len);
    return PointerGetDatum(c);
}

static Datum agg_accum(FunctionCallInfo fcinfo, bool of_arrays)
{
    ArrayAggState *st = agg_state(fcinfo, of_arrays);
    if (of_arrays) {
        if (PG_ARGISNULL(1))
            ereport(ERROR, errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                    errmsg("cannot accumulate null arrays"));
        if (st->n > 0) {
            const ArrayType *first = DatumGetArrayTypeP(st->vals[0]), *a = ARG_ARRAY(1);
            if (ARR_NDIM(a) != ARR_NDIM(first) ||
                memcmp(ARR_DIMS(a), ARR_DIMS(first), sizeof(int) * (size_t)ARR_NDIM(a)) != 0 ||
                memcmp(ARR_LBOUND(a), ARR_LBOUND(first), sizeof(int) * (size_t)ARR_NDIM(a)) != 0)
                ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
                        errmsg("cannot accumulate arrays of different dimensionality"));
        }
        if (ARR_NDIM(ARG_ARRAY(1)) == 0) /* checked after the shape, as PG does */
            ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
                    errmsg("cannot accumulate empty arrays"));
    }
    MemoryContext old = mcxt_switch_to(agg_memory(fcinfo));
    if (st->n == st->cap) {
        st->cap *= 2;
        Datum *nv = palloc(sizeof(Datum) * (size_t)st->cap);
        bool *nn = palloc(sizeof(bool) * (size_t)st->cap);
        memcpy(nv, st->vals, sizeof(Datum) * (size_t)st->n);
        memcpy(nn, st->nulls, sizeof(bool) * (size_t)st->n);
        st->vals = nv;
        st->nulls = nn;
    }
    st->nulls[st->n] = PG_ARGISNULL(1);
    st->vals[st->n] = PG_ARGISNULL(1) ? (Datum)0 : copy_value(&st->elem, PG_GETARG_DATUM(1));
    st->n++;
    mcxt_switch_to(old);
    PG_RETURN_POINTER(st);
}

static Datum array_agg_transfn(PG_FUNCTION_ARGS) { return agg_accum(fcinfo, false); }
static Datum array_agg_array_transfn(PG_FUNCTION_ARGS) { return agg_accum(fcinfo, true); }

static Datum array_agg_finalfn(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    ArrayAggState *st = (ArrayAggState *)PG_GETARG_POINTER(0);
    if (st->of_arrays)
        return arraytype_from_subarrays(st->vals, st->nulls, st->n,
                                         arraytype_elem_of(st->elem.type));
    PG_RETURN_POINTER(arraytype_construct_1d(st->vals, st->nulls, st->n, &st->elem));
}

/* ---------------------------------------------------------------- catalog rows */

#define ANYCOMPATARRAY ANYCOMPATIBLEARRAYOID

static const ProcInfo array_func_procs[] = {
    {2176, "array_length", 'f', 'i', true, false, 2, INT4OID, {ANYARRAYOID, INT4OID}, 0, array_length},
    {2092, "array_upper", 'f', 'i', true, false, 2, INT4OID, {ANYARRAYOID, INT4OID}, 0, array_upper},
    {2091, "array_lower", 'f', 'i', true, false, 2, INT4OID, {ANYARRAYOID, INT4OID}, 0, array_lower},
    {748, "array_ndims", 'f', 'i', true, false, 1, INT4OID, {ANYARRAYOID}, 0, array_ndims},
    {747, "array_dims", 'f', 'i', true, false, 1, TEXTOID, {ANYARRAYOID}, 0, array_dims},
    {3179, "cardinality", 'f', 'i', true, false, 1, INT4OID, {ANYARRAYOID}, 0, array_cardinality},
    {378, "array_append", 'f', 'i', false, false, 2, ANYCOMPATARRAY, {ANYCOMPATARRAY, ANYCOMPATIBLEOID}, 0, array_append},
    {379, "array_prepend", 'f', 'i', false, false, 2, ANYCOMPATARRAY, {ANYCOMPATIBLEOID, ANYCOMPATARRAY}, 0, array_prepend},
    {383, "array_cat", 'f', 'i', false, false, 2, ANYCOMPATARRAY, {ANYCOMPATARRAY, ANYCOMPATARRAY}, 0, array_cat},
    {3277, "array_position", 'f', 'i', false, false, 2, INT4OID, {ANYCOMPATARRAY, ANYCOMPATIBLEOID}, 0, array_position},
    {3278, "array_position", 'f', 'i', false, false, 3, INT4OID, {ANYCOMPATARRAY, ANYCOMPATIBLEOID, INT4OID}, 0, array_position},
    {3279, "array_positions", 'f', 'i', false, false, 2, INT4ARRAYOID, {ANYCOMPATARRAY, ANYCOMPATIBLEOID}, 0, array_positions},
    {3167, "array_remove", 'f', 'i', false, false, 2, ANYCOMPATARRAY, {ANYCOMPATARRAY, ANYCOMPATIBLEOID}, 0, array_remove},
    {3168, "array_replace", 'f', 'i', false, false, 3, ANYCOMPATARRAY, {ANYCOMPATARRAY, ANYCOMPATIBLEOID, ANYCOMPATIBLEOID}, 0, array_replace},
    {6172, "trim_array", 'f', 'i', true, false, 2, ANYARRAYOID, {ANYARRAYOID, INT4OID}, 0, trim_array},
    {395, "array_to_string", 'f', 's', true, false, 2, TEXTOID, {ANYARRAYOID, TEXTOID}, 0, array_to_text_2},
    {384, "array_to_string", 'f', 's', false, false, 3, TEXTOID, {ANYARRAYOID, TEXTOID, TEXTOID}, 0, array_to_text_null},
    {394, "string_to_array", 'f', 'i', false, false, 2, TEXTARRAYOID, {TEXTOID, TEXTOID}, 0, string_to_array},
    {376, "string_to_array", 'f', 'i', false, false, 3, TEXTARRAYOID, {TEXTOID, TEXTOID, TEXTOID}, 0, string_to_array},
    {6160, "string_to_table", 'f', 'i', false, true, 2, TEXTOID, {TEXTOID, TEXTOID}, 0, string_to_table},
    {6161, "string_to_table", 'f', 'i', false, true, 3, TEXTOID, {TEXTOID, TEXTOID, TEXTOID}, 0, string_to_table},
    {1193, "array_fill", 'f', 'i', false, false, 2, ANYARRAYOID, {ANYELEMENTOID, INT4ARRAYOID}, 0, array_fill},
    {1286, "array_fill", 'f', 'i', false, false, 3, ANYARRAYOID, {ANYELEMENTOID, INT4ARRAYOID, INT4ARRAYOID}, 0, array_fill_with_lower_bounds},
    {2331, "unnest", 'f', 'i', true, true, 1, ANYELEMENTOID, {ANYARRAYOID}, 0, array_unnest},
    {1192, "generate_subscripts", 'f', 'i', true, true, 2, INT4OID, {ANYARRAYOID, INT4OID}, 0, generate_subscripts},
    {1191, "generate_subscripts", 'f', 'i', true, true, 3, INT4OID, {ANYARRAYOID, INT4OID, BOOLOID}, 0, generate_subscripts},
    {13101, "_pg_expandarray", 'f', 'i', true, true, 1, RECORDOID, {ANYARRAYOID}, 0, pg_expandarray,
     NULL, NULL, "x anyelement, n int4", "information_schema"},
    {2333, "array_agg_transfn", 'f', 'i', false, false, 2, INTERNALOID, {INTERNALOID, ANYNONARRAYOID}, 0, array_agg_transfn},
    {2334, "array_agg_finalfn", 'f', 'i', false, false, 2, ANYARRAYOID, {INTERNALOID, ANYNONARRAYOID}, 0, array_agg_finalfn},
    {4051, "array_agg_array_transfn", 'f', 'i', false, false, 2, INTERNALOID, {INTERNALOID, ANYARRAYOID}, 0, array_agg_array_transfn},
    {4052, "array_agg_array_finalfn", 'f', 'i', false, false, 2, ANYARRAYOID, {INTERNALOID, ANYARRAYOID}, 0, array_agg_finalfn},
    {2335, "array_agg", 'a', 'i', false, false, 1, ANYARRAYOID, {ANYNONARRAYOID}, 0, NULL},
    {4053, "array_agg", 'a', 'i', false, false, 1, ANYARRAYOID, {ANYARRAYOID}, 0, NULL},
    {2050, "max", 'a', 'i', false, false, 1, ANYARRAYOID, {ANYARRAYOID}, 0, NULL},
    {2051, "min", 'a', 'i', false, false, 1, ANYARRAYOID, {ANYARRAYOID}, 0, NULL},
};

static const OperInfo array_func_opers[] = {
    {349, "||", 'b', ANYCOMPATARRAY, ANYCOMPATIBLEOID, ANYCOMPATARRAY, 378, 0, 0},
    {374, "||", 'b', ANYCOMPATIBLEOID, ANYCOMPATARRAY, ANYCOMPATARRAY, 379, 0, 0},
    {375, "||", 'b', ANYCOMPATARRAY, ANYCOMPATARRAY, ANYCOMPATARRAY, 383, 0, 0},
};

static const AggInfo array_func_aggs[] = {
    {2335, 2333, 2334, 0, INTERNALOID, NULL},
    {4053, 4051, 4052, 0, INTERNALOID, NULL},
    {2050, 515, 0, 515, ANYARRAYOID, NULL}, /* max(anyarray): array_larger, state = first input */
    {2051, 516, 0, 516, ANYARRAYOID, NULL},
};

const TypesFamily types_family_array_funcs = {
    "array_funcs",
    TYPES_NO_ROWS,
    TYPES_NO_ROWS,
    TYPES_ROWS(array_func_procs),
    TYPES_ROWS(array_func_opers),
    TYPES_NO_ROWS,
    TYPES_ROWS(array_func_aggs),
};
