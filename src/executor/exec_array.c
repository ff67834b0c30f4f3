/*
 * exec_array.c: evaluating the array expression nodes: ARRAY[...] (ArrayExpr), subscripts
 * (SubscriptingRef), scalar op ANY/ALL (array) (ScalarArrayOpExpr) and element-wise array
 * casts (ArrayCoerceExpr).
 *
 * The one idea: exec_expr.c compiles these nodes by calling exec_array_compile, which builds
 * the states below and compiles their children back through exec_expr.c's compiler (the hooks
 * in exec_array.h). Every value is built fresh in the current (per-tuple) memory context with
 * the layout helpers of executor/types/array.h; errors are PG's (2202E for mismatched
 * sub-arrays).
 */
#include "executor/exec_array.h"

#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/types/array.h"
#include "planner/nodefuncs.h"

typedef struct ArrayExprState {
    ExprState xpr;
    int nelems;
    ExprState **elems;
    ArrayElemInfo elem;
    bool multidims;
    Datum value; /* eval_const_array's precomputed value */
} ArrayExprState;

typedef struct SubscriptState {
    ExprState xpr;
    ExprState *container;
    int nsubs;
    ExprState **upper;
    ExprState **lower; /* NULL unless a slice; entries NULL for omitted bounds */
    ArrayElemInfo elem;
    Oid restype;
    ExprState *assign; /* UPDATE ... SET a[i] = x: the new element, else NULL */
} SubscriptState;

typedef struct SaopState {
    ExprState xpr;
    ExprState *scalar;
    ExprState *array;
    bool use_or;
    bool strict;
    FunctionCallInfo fcinfo;
    PGFunction fn;
    /* a constant array is taken apart once, into the query's memory */
    bool const_array;
    MemoryContext cachecxt;
    bool cached;
    Datum *cvals;
    bool *cnulls;
    int cn;
    /* "x = ANY (constant array)" with 9+ elements of a hashable type: a hash set, as PG 14+;
     * also "x <> ALL (...)" (NOT IN), through the negator "=" (eqfn), as PG 15 */
    PGFunction hashfn;
    PGFunction eqfn;
    Datum *hvals;
    uint32 *hhash;
    bool *hused;
    int hcap;
    bool hsawnull;
    bool hashed;
} SaopState;

#define SAOP_HASH_MIN 9

static uint32 saop_hash(SaopState *ss, Datum v)
{
    return (uint32)DatumGetInt32(DirectFunctionCall1Coll(ss->hashfn, ss->fcinfo->fncollation, v)) *
           0x9E3779B1u;
}

static bool saop_equal(SaopState *ss, Datum a, Datum b)
{
    return DatumGetBool(DirectFunctionCall2Coll(ss->eqfn, ss->fcinfo->fncollation, a, b));
}

static void saop_build_hash(SaopState *ss)
{
    int cap = 16;
    while (cap < ss->cn * 2)
        cap *= 2;
    MemoryContext old = mcxt_switch_to(ss->cachecxt);
    ss->hvals = palloc0(sizeof(Datum) * (size_t)cap);
    ss->hhash = palloc0(sizeof(uint32) * (size_t)cap);
    ss->hused = palloc0(sizeof(bool) * (size_t)cap);
    mcxt_switch_to(old);
    ss->hcap = cap;
    for (int i = 0; i < ss->cn; i++) {
        if (ss->cnulls[i]) {
            ss->hsawnull = true;
            continue;
        }
        uint32 h = saop_hash(ss, ss->cvals[i]);
        int k = (int)(h & (uint32)(cap - 1));
        while (ss->hused[k] && !(ss->hhash[k] == h && saop_equal(ss, ss->hvals[k], ss->cvals[i])))
            k = (k + 1) & (cap - 1);
        ss->hused[k] = true;
        ss->hhash[k] = h;
        ss->hvals[k] = ss->cvals[i];
    }
}

static bool saop_lookup(SaopState *ss, Datum v)
{
    uint32 h = saop_hash(ss, v);
    int k = (int)(h & (uint32)(ss->hcap - 1));
    while (ss->hused[k]) {
        if (ss->hhash[k] == h && saop_equal(ss, v, ss->hvals[k]))
            return true;
        k = (k + 1) & (ss->hcap - 1);
    }
    return false;
}

typedef struct ArrayCoerceState {
    ExprState xpr;
    ExprState *arg;
    ExprState *elemexpr;
    Datum *elem_value; /* what the CaseTestExpr inside elemexpr reads */
    bool *elem_isnull;
    ArrayElemInfo in;
    ArrayElemInfo out;
} ArrayCoerceState;

static void *new_state(size_t size, Expr *expr, ExprEvalFn fn)
{
    ExprState *st = palloc0(size);
    st->type = T_ExprState;
    st->expr = expr;
    st->evalfunc = fn;
    return st;
}

/* ---------------------------------------------------------------- building arrays */

/* ARRAY[...] of constants only: built once, when compiled (PG folds it at plan time). */
static bool is_const_array_expr(Node *n)
{
    if (IsA(n, Const))
        return true;
    if (!IsA(n, ArrayExpr))
        return false;
    ListCell *lc;
    foreach (lc, ((ArrayExpr *)n)->elements)
        if (!is_const_array_expr(lfirst(lc)))
            return false;
    return true;
}

static Datum eval_const_array(ExprState *st, ExprContext *ec, bool *isnull)
{
    ArrayExprState *as = (ArrayExprState *)st;
    *isnull = false;
    return as->value;
}

static Datum eval_array_expr(ExprState *st, ExprContext *ec, bool *isnull)
{
    ArrayExprState *as = (ArrayExprState *)st;
    Datum *vals = palloc(sizeof(Datum) * (size_t)(as->nelems + 1));
    bool *nulls = palloc(sizeof(bool) * (size_t)(as->nelems + 1));
    for (int i = 0; i < as->nelems; i++)
        vals[i] = exec_eval_expr(as->elems[i], ec, &nulls[i]);
    *isnull = false;
    if (as->multidims)
        return arraytype_from_subarrays(vals, nulls, as->nelems, as->elem.type);
    return PointerGetDatum(arraytype_construct_1d(vals, nulls, as->nelems, &as->elem));
}

/* ---------------------------------------------------------------- subscripts */

static Datum eval_subscript(ExprState *st, ExprContext *ec, bool *isnull)
{
    SubscriptState *ss = (SubscriptState *)st;
    Datum c = exec_eval_expr(ss->container, ec, isnull);
    if (*isnull)
        return (Datum)0;
    int upper[ARRAY_MAXDIM], lower[ARRAY_MAXDIM];
    bool has_upper[ARRAY_MAXDIM], has_lower[ARRAY_MAXDIM];
    for (int i = 0; i < ss->nsubs; i++) {
        bool n;
        has_upper[i] = ss->upper[i] != NULL;
        if (has_upper[i]) {
            upper[i] = DatumGetInt32(exec_eval_expr(ss->upper[i], ec, &n));
            if (n) {
                *isnull = true; /* a NULL subscript gives NULL, as in PG */
                return (Datum)0;
            }
        }
        has_lower[i] = ss->lower && ss->lower[i] != NULL;
        if (has_lower[i]) {
            lower[i] = DatumGetInt32(exec_eval_expr(ss->lower[i], ec, &n));
            if (n) {
                *isnull = true;
                return (Datum)0;
            }
        }
    }
    const ArrayType *a = DatumGetArrayTypeP(c);
    int ndim = ARR_NDIM(a);
    const int *dims = ARR_DIMS(a), *lbs = ARR_LBOUND(a);
    Datum *vals;
    bool *nulls;
    int n;
    if (ss->lower == NULL) {
        /* one element: NULL if the subscripts do not fit the array */
        if (ss->nsubs != ndim) {
            *isnull = true;
            return (Datum)0;
        }
        int64 offset = 0;
        for (int d = 0; d < ndim; d++) {
            if (upper[d] < lbs[d] || (int64)upper[d] > (int64)lbs[d] + dims[d] - 1) {
                *isnull = true;
                return (Datum)0;
            }
            offset = offset * dims[d] + (upper[d] - lbs[d]);
        }
        return arraytype_element(a, &ss->elem, (int)offset, isnull);
    }
    /* a slice: clipped to the array; dimensions beyond the subscripts are taken whole */
    if (ndim == 0 || ss->nsubs > ndim)
        return PointerGetDatum(arraytype_empty(ss->elem.type));
    int lo[ARRAY_MAXDIM], hi[ARRAY_MAXDIM], rdims[ARRAY_MAXDIM], rlbs[ARRAY_MAXDIM];
    for (int d = 0; d < ndim; d++) {
        int64 first = lbs[d], last = (int64)lbs[d] + dims[d] - 1;
        int64 l = d < ss->nsubs && has_lower[d] ? lower[d] : first;
        int64 u = d < ss->nsubs && has_upper[d] ? upper[d] : last;
        if (l < first)
            l = first;
        if (u > last)
            u = last;
        if (l > u)
            return PointerGetDatum(arraytype_empty(ss->elem.type));
        lo[d] = (int)(l - first);
        hi[d] = (int)(u - first);
        rdims[d] = (int)(u - l + 1);
        rlbs[d] = 1;
    }
    arraytype_deconstruct(a, &ss->elem, &vals, &nulls, &n);
    int count = arraytype_nitems(ndim, rdims);
    Datum *rv = palloc(sizeof(Datum) * (size_t)count);
    bool *rn = palloc(sizeof(bool) * (size_t)count);
    int idx[ARRAY_MAXDIM];
    for (int d = 0; d < ndim; d++)
        idx[d] = lo[d];
    for (int k = 0; k < count; k++) {
        int64 off = 0;
        for (int d = 0; d < ndim; d++)
            off = off * dims[d] + idx[d];
        rv[k] = vals[off];
        rn[k] = nulls[off];
        for (int d = ndim - 1; d >= 0; d--) {
            if (++idx[d] <= hi[d])
                break;
            idx[d] = lo[d];
        }
    }
    return PointerGetDatum(arraytype_construct(rv, rn, ndim, rdims, rlbs, &ss->elem));
}

/*
 * a[i] := x (PG's array_set_element): a NULL or empty array becomes a new one holding just x;
 * a one-dimensional array grows (NULL-filled) to reach i; other arrays must contain i.
 */
static Datum eval_subscript_assign(ExprState *st, ExprContext *ec, bool *isnull)
{
    SubscriptState *ss = (SubscriptState *)st;
    bool cnull, vnull;
    Datum c = exec_eval_expr(ss->container, ec, &cnull);
    int idx[ARRAY_MAXDIM];
    for (int i = 0; i < ss->nsubs; i++) {
        bool n;
        idx[i] = DatumGetInt32(exec_eval_expr(ss->upper[i], ec, &n));
        if (n)
            ereport(ERROR, errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                    errmsg("array subscript in assignment must not be null"));
    }
    Datum v = exec_eval_expr(ss->assign, ec, &vnull);
    *isnull = false;
    const ArrayType *a = cnull ? NULL : DatumGetArrayTypeP(c);
    int ndim = a ? ARR_NDIM(a) : 0;
    if (ndim == 0) {
        int dims[ARRAY_MAXDIM];
        for (int d = 0; d < ss->nsubs; d++)
            dims[d] = 1;
        return PointerGetDatum(arraytype_construct(&v, &vnull, ss->nsubs, dims, idx, &ss->elem));
    }
    if (ss->nsubs != ndim)
        ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
                errmsg("wrong number of array subscripts"));
    int dims[ARRAY_MAXDIM], lbs[ARRAY_MAXDIM];
    memcpy(dims, ARR_DIMS(a), sizeof(int) * (size_t)ndim);
    memcpy(lbs, ARR_LBOUND(a), sizeof(int) * (size_t)ndim);
    Datum *vals;
    bool *nulls;
    int n;
    arraytype_deconstruct(a, &ss->elem, &vals, &nulls, &n);
    if (ndim == 1) {
        int64 lo = lbs[0], hi = (int64)lbs[0] + dims[0] - 1;
        int64 newlo = idx[0] < lo ? idx[0] : lo, newhi = idx[0] > hi ? idx[0] : hi;
        int64 len = newhi - newlo + 1;
        if (len > 0x3fffffff / (int64)sizeof(Datum))
            ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("array size exceeds the maximum allowed (%d)",
                           (int)(0x3fffffff / sizeof(Datum))));
        Datum *nv = palloc0(sizeof(Datum) * (size_t)len);
        bool *nn = palloc(sizeof(bool) * (size_t)len);
        for (int64 k = 0; k < len; k++)
            nn[k] = true;
        memcpy(nv + (lo - newlo), vals, sizeof(Datum) * (size_t)n);
        memcpy(nn + (lo - newlo), nulls, sizeof(bool) * (size_t)n);
        nv[idx[0] - newlo] = v;
        nn[idx[0] - newlo] = vnull;
        int d0 = (int)len, l0 = (int)newlo;
        return PointerGetDatum(arraytype_construct(nv, nn, 1, &d0, &l0, &ss->elem));
    }
    int64 off = 0;
    for (int d = 0; d < ndim; d++) {
        if (idx[d] < lbs[d] || (int64)idx[d] > (int64)lbs[d] + dims[d] - 1)
            ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
                    errmsg("array subscript out of range"));
        off = off * dims[d] + (idx[d] - lbs[d]);
    }
    vals[off] = v;
    nulls[off] = vnull;
    return PointerGetDatum(arraytype_construct(vals, nulls, ndim, dims, lbs, &ss->elem));
}

static pg_noreturn void subscript_error(const char *msg)
{
    ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR), errmsg("%s", msg));
}

/*
 * a[l:u] := src (PG's array_set_slice): the slice takes the first elements of src, in row-major
 * order; a NULL src changes nothing; a NULL or empty array needs both bounds of every
 * subscript; a one-dimensional array grows (NULL-filled) to cover the slice; other arrays must
 * contain it.
 */
static Datum eval_slice_assign(ExprState *st, ExprContext *ec, bool *isnull)
{
    SubscriptState *ss = (SubscriptState *)st;
    bool cnull, snull;
    Datum c = exec_eval_expr(ss->container, ec, &cnull);
    int lo[ARRAY_MAXDIM], hi[ARRAY_MAXDIM];
    bool has_lo[ARRAY_MAXDIM], has_hi[ARRAY_MAXDIM];
    for (int i = 0; i < ss->nsubs; i++) {
        bool n = false;
        has_hi[i] = ss->upper[i] != NULL;
        hi[i] = has_hi[i] ? DatumGetInt32(exec_eval_expr(ss->upper[i], ec, &n)) : 0;
        if (n)
            ereport(ERROR, errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                    errmsg("array subscript in assignment must not be null"));
        has_lo[i] = ss->lower[i] != NULL;
        lo[i] = has_lo[i] ? DatumGetInt32(exec_eval_expr(ss->lower[i], ec, &n)) : 0;
        if (n)
            ereport(ERROR, errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                    errmsg("array subscript in assignment must not be null"));
    }
    Datum src = exec_eval_expr(ss->assign, ec, &snull);
    if (snull) {
        *isnull = cnull;
        return c;
    }
    *isnull = false;
    Datum *sv;
    bool *sn;
    int scount;
    arraytype_deconstruct(DatumGetArrayTypeP(src), &ss->elem, &sv, &sn, &scount);
    const ArrayType *a = cnull ? NULL : DatumGetArrayTypeP(c);
    int ndim = a ? ARR_NDIM(a) : 0;
    if (ndim == 0) {
        int dims[ARRAY_MAXDIM];
        for (int d = 0; d < ss->nsubs; d++) {
            if (!has_lo[d] || !has_hi[d])
                ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
                        errmsg("array slice subscript must provide both boundaries"),
                        errdetail("When assigning to a slice of an empty array value, slice "
                                  "boundaries must be fully specified."));
            if (hi[d] < lo[d])
                subscript_error("upper bound cannot be less than lower bound");
            dims[d] = hi[d] - lo[d] + 1;
        }
        int count = arraytype_nitems(ss->nsubs, dims);
        if (scount < count)
            subscript_error("source array too small");
        return PointerGetDatum(arraytype_construct(sv, sn, ss->nsubs, dims, lo, &ss->elem));
    }
    if (ss->nsubs > ndim)
        subscript_error("wrong number of array subscripts");
    int dims[ARRAY_MAXDIM], lbs[ARRAY_MAXDIM];
    memcpy(dims, ARR_DIMS(a), sizeof(int) * (size_t)ndim);
    memcpy(lbs, ARR_LBOUND(a), sizeof(int) * (size_t)ndim);
    for (int d = 0; d < ndim; d++) {
        int first = lbs[d], last = lbs[d] + dims[d] - 1;
        if (d >= ss->nsubs || !has_lo[d])
            lo[d] = first;
        if (d >= ss->nsubs || !has_hi[d])
            hi[d] = last;
        if (hi[d] < lo[d])
            subscript_error("upper bound cannot be less than lower bound");
        if (ndim > 1 && (lo[d] < first || hi[d] > last))
            subscript_error("array subscript out of range");
    }
    Datum *vals;
    bool *nulls;
    int n;
    arraytype_deconstruct(a, &ss->elem, &vals, &nulls, &n);
    if (ndim == 1) {
        int64 newlo = lo[0] < lbs[0] ? lo[0] : lbs[0];
        int64 oldhi = (int64)lbs[0] + dims[0] - 1;
        int64 newhi = hi[0] > oldhi ? hi[0] : oldhi;
        int64 len = newhi - newlo + 1;
        int64 count = (int64)hi[0] - lo[0] + 1;
        if (scount < count)
            subscript_error("source array too small");
        if (len > 0x3fffffff / (int64)sizeof(Datum))
            ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("array size exceeds the maximum allowed (%d)",
                           (int)(0x3fffffff / sizeof(Datum))));
        Datum *nv = palloc0(sizeof(Datum) * (size_t)len);
        bool *nn = palloc(sizeof(bool) * (size_t)len);
        for (int64 k = 0; k < len; k++)
            nn[k] = true;
        memcpy(nv + (lbs[0] - newlo), vals, sizeof(Datum) * (size_t)n);
        memcpy(nn + (lbs[0] - newlo), nulls, sizeof(bool) * (size_t)n);
        memcpy(nv + (lo[0] - newlo), sv, sizeof(Datum) * (size_t)count);
        memcpy(nn + (lo[0] - newlo), sn, sizeof(bool) * (size_t)count);
        int d0 = (int)len, l0 = (int)newlo;
        return PointerGetDatum(arraytype_construct(nv, nn, 1, &d0, &l0, &ss->elem));
    }
    int sdims[ARRAY_MAXDIM], idx[ARRAY_MAXDIM];
    for (int d = 0; d < ndim; d++) {
        sdims[d] = hi[d] - lo[d] + 1;
        idx[d] = lo[d] - lbs[d];
    }
    int count = arraytype_nitems(ndim, sdims);
    if (scount < count)
        subscript_error("source array too small");
    for (int k = 0; k < count; k++) {
        int64 off = 0;
        for (int d = 0; d < ndim; d++)
            off = off * dims[d] + idx[d];
        vals[off] = sv[k];
        nulls[off] = sn[k];
        for (int d = ndim - 1; d >= 0; d--) {
            if (++idx[d] <= hi[d] - lbs[d])
                break;
            idx[d] = lo[d] - lbs[d];
        }
    }
    return PointerGetDatum(arraytype_construct(vals, nulls, ndim, dims, lbs, &ss->elem));
}

/* ---------------------------------------------------------------- op ANY/ALL (array) */

static Datum eval_saop(ExprState *st, ExprContext *ec, bool *isnull)
{
    SaopState *ss = (SaopState *)st;
    bool snull, anull;
    Datum scalar = exec_eval_expr(ss->scalar, ec, &snull);
    Datum arr = exec_eval_expr(ss->array, ec, &anull);
    if (anull) {
        *isnull = true;
        return (Datum)0;
    }
    const ArrayType *a = DatumGetArrayTypeP(arr);
    ArrayElemInfo elem;
    Datum *vals;
    bool *nulls;
    int n;
    if (ss->cached) {
        vals = ss->cvals;
        nulls = ss->cnulls;
        n = ss->cn;
    } else {
        MemoryContext old = ss->const_array ? mcxt_switch_to(ss->cachecxt) : NULL;
        arraytype_elem_info(ARR_ELEMTYPE(a), &elem);
        arraytype_deconstruct(a, &elem, &vals, &nulls, &n);
        if (ss->const_array) {
            mcxt_switch_to(old);
            ss->cvals = vals;
            ss->cnulls = nulls;
            ss->cn = n;
            ss->cached = true;
        }
    }
    *isnull = false;
    if (n == 0)
        return BoolGetDatum(!ss->use_or);
    if (snull && ss->strict) {
        *isnull = true;
        return (Datum)0;
    }
    if (ss->hashed && ss->cached) {
        if (ss->hcap == 0)
            saop_build_hash(ss);
        if (saop_lookup(ss, scalar)) /* = ANY: true; <> ALL: false */
            return BoolGetDatum(ss->use_or);
        *isnull = ss->hsawnull;
        return BoolGetDatum(!ss->use_or);
    }
    FunctionCallInfo fc = ss->fcinfo;
    bool sawnull = false;
    for (int i = 0; i < n; i++) {
        bool r, rnull;
        if (nulls[i] && ss->strict) {
            sawnull = true;
            continue;
        }
        fc->args[0].value = scalar;
        fc->args[0].isnull = snull;
        fc->args[1].value = vals[i];
        fc->args[1].isnull = nulls[i];
        fc->isnull = false;
        r = DatumGetBool(ss->fn(fc));
        rnull = fc->isnull;
        if (rnull) {
            sawnull = true;
            continue;
        }
        if (ss->use_or && r)
            return BoolGetDatum(true);
        if (!ss->use_or && !r)
            return BoolGetDatum(false);
    }
    *isnull = sawnull;
    return BoolGetDatum(!ss->use_or);
}

/* ---------------------------------------------------------------- element-wise casts */

static Datum eval_array_coerce(ExprState *st, ExprContext *ec, bool *isnull)
{
    ArrayCoerceState *cs = (ArrayCoerceState *)st;
    Datum d = exec_eval_expr(cs->arg, ec, isnull);
    if (*isnull)
        return (Datum)0;
    const ArrayType *a = DatumGetArrayTypeP(d);
    Datum *vals;
    bool *nulls;
    int n;
    arraytype_deconstruct(a, &cs->in, &vals, &nulls, &n);
    if (n == 0)
        return PointerGetDatum(arraytype_empty(cs->out.type));
    Datum *out = palloc(sizeof(Datum) * (size_t)n);
    bool *outnull = palloc(sizeof(bool) * (size_t)n);
    for (int i = 0; i < n; i++) {
        *cs->elem_value = vals[i];
        *cs->elem_isnull = nulls[i];
        out[i] = exec_eval_expr(cs->elemexpr, ec, &outnull[i]);
    }
    return PointerGetDatum(
        arraytype_construct(out, outnull, ARR_NDIM(a), ARR_DIMS(a), ARR_LBOUND(a), &cs->out));
}

/* ---------------------------------------------------------------- compilation */

static Oid elem_of(Oid arraytype)
{
    Oid e = arraytype_elem_of(arraytype);
    if (e == InvalidOid)
        elog(ERROR, "type %u is not an array type", arraytype);
    return e;
}

ExprState *exec_array_compile(Expr *expr, void *cx)
{
    ListCell *lc;
    int i = 0;
    switch (nodeTag(expr)) {
    case T_ArrayExpr: {
        ArrayExpr *ae = (ArrayExpr *)expr;
        ArrayExprState *as = new_state(sizeof(ArrayExprState), expr, eval_array_expr);
        as->nelems = list_length(ae->elements);
        as->elems = palloc0(sizeof(ExprState *) * (size_t)(as->nelems + 1));
        foreach (lc, ae->elements)
            as->elems[i++] = exec_compile_subexpr(lfirst(lc), cx);
        arraytype_elem_info(ae->element_typeid, &as->elem);
        as->multidims = ae->multidims;
        if (is_const_array_expr((Node *)ae)) {
            ExprContext ecx;
            bool isnull;
            memset(&ecx, 0, sizeof(ecx));
            as->value = eval_array_expr(&as->xpr, &ecx, &isnull);
            as->xpr.evalfunc = eval_const_array;
        }
        return &as->xpr;
    }
    case T_SubscriptingRef: {
        SubscriptingRef *r = (SubscriptingRef *)expr;
        ExprEvalFn fn = r->refassgnexpr == NULL         ? eval_subscript
                        : r->reflowerindexpr != NIL ? eval_slice_assign
                                                    : eval_subscript_assign;
        SubscriptState *ss = new_state(sizeof(SubscriptState), expr, fn);
        if (r->refassgnexpr != NULL)
            ss->assign = exec_compile_subexpr(r->refassgnexpr, cx);
        ss->container = exec_compile_subexpr(r->refexpr, cx);
        ss->nsubs = list_length(r->refupperindexpr);
        ss->upper = palloc0(sizeof(ExprState *) * (size_t)(ss->nsubs + 1));
        foreach (lc, r->refupperindexpr)
            ss->upper[i++] = lfirst(lc) ? exec_compile_subexpr(lfirst(lc), cx) : NULL;
        if (r->reflowerindexpr != NIL) {
            ss->lower = palloc0(sizeof(ExprState *) * (size_t)(ss->nsubs + 1));
            i = 0;
            foreach (lc, r->reflowerindexpr)
                ss->lower[i++] = lfirst(lc) ? exec_compile_subexpr(lfirst(lc), cx) : NULL;
        }
        arraytype_elem_info(r->refelemtype, &ss->elem);
        ss->restype = r->refrestype;
        return &ss->xpr;
    }
    case T_ScalarArrayOpExpr: {
        ScalarArrayOpExpr *s = (ScalarArrayOpExpr *)expr;
        const ProcInfo *pi = proc_by_oid(s->opfuncid);
        if (pi == NULL || pi->fn == NULL)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                    errmsg("function with OID %u does not exist", s->opfuncid));
        SaopState *ss = new_state(sizeof(SaopState), expr, eval_saop);
        ss->scalar = exec_compile_subexpr(linitial(s->args), cx);
        ss->array = exec_compile_subexpr(lsecond(s->args), cx);
        ss->const_array = is_const_array_expr(lsecond(s->args));
        ss->cachecxt = CurrentMemoryContext;
        ss->strict = pi->proisstrict;
        if (ss->const_array && ss->strict) {
            /* hash only the element type's own "=", whose hash function agrees with it */
            Oid elemtype = elem_of(exprType(lsecond(s->args)));
            const ProcInfo *hp = proc_by_oid(type_hash_proc(elemtype));
            int nelems = 0;
            Node *arr = lsecond(s->args);
            if (IsA(arr, Const) && !((Const *)arr)->constisnull) {
                const ArrayType *a = DatumGetArrayTypeP(((Const *)arr)->constvalue);
                nelems = arraytype_nitems(ARR_NDIM(a), ARR_DIMS(a));
            } else if (IsA(arr, ArrayExpr))
                nelems = list_length(((ArrayExpr *)arr)->elements);
            /* = ANY hashes with its own operator, <> ALL with its negator */
            const OperInfo *op = oper_by_oid(s->opno);
            Oid eqop = s->useOr ? s->opno : (op ? op->oprnegate : InvalidOid);
            const OperInfo *eq = OidIsValid(eqop) ? oper_by_oid(eqop) : NULL;
            const ProcInfo *eqp = eq ? proc_by_oid(eq->oprcode) : NULL;
            if (hp && hp->fn && eqp && eqp->fn && eqp->proisstrict &&
                type_eq_oper(elemtype) == eqop && exprType(linitial(s->args)) == elemtype &&
                nelems >= SAOP_HASH_MIN) {
                ss->hashed = true;
                ss->hashfn = hp->fn;
                ss->eqfn = eqp->fn;
            }
        }
        ss->use_or = s->useOr;
        ss->fn = pi->fn;
        ss->fcinfo = palloc0(SizeForFunctionCallInfo(2));
        ss->fcinfo->nargs = 2;
        ss->fcinfo->fn_oid = s->opfuncid;
        ss->fcinfo->fncollation = s->inputcollid;
        ss->fcinfo->rettype = BOOLOID;
        ss->fcinfo->rettypmod = -1;
        Oid *argtypes = palloc(sizeof(Oid) * 2);
        argtypes[0] = exprType(linitial(s->args));
        argtypes[1] = elem_of(exprType(lsecond(s->args)));
        ss->fcinfo->argtypes = argtypes;
        return &ss->xpr;
    }
    case T_ArrayCoerceExpr: {
        ArrayCoerceExpr *ac = (ArrayCoerceExpr *)expr;
        ArrayCoerceState *cs = new_state(sizeof(ArrayCoerceState), expr, eval_array_coerce);
        cs->arg = exec_compile_subexpr(ac->arg, cx);
        cs->elemexpr =
            exec_compile_with_case_value(ac->elemexpr, cx, &cs->elem_value, &cs->elem_isnull);
        arraytype_elem_info(elem_of(exprType((Node *)ac->arg)), &cs->in);
        arraytype_elem_info(elem_of(ac->resulttype), &cs->out);
        return &cs->xpr;
    }
    default:
        elog(ERROR, "not an array expression node: %d", (int)nodeTag(expr));
    }
    return NULL;
}
