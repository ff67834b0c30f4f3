/*
 * array.c: SQL arrays: the varlena layout (array.h), text and binary I/O, comparison, hashing,
 * the int2vector/oidvector types, and the catalog rows of every built-in array type.
 *
 * The one idea: an array value carries its element type in its header, so one set of C
 * functions (array_in, array_out, btarraycmp, ...) serves every array type; each call looks up
 * the element type's storage shape and support functions in the built-in catalog. Text input is
 * parsed in two steps as PostgreSQL does: first the whole literal is checked and its shape
 * worked out (so a malformed literal is reported before any element's own input error), then
 * each element goes through the element type's input function.
 */
#include "executor/types/array.h"

#include "executor/types/types_internal.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <strings.h>

#define MAX_ARRAY_SIZE ((int)(0x3fffffff / sizeof(Datum)))

/* ---------------------------------------------------------------- layout */

void arraytype_elem_info(Oid elemtype, ArrayElemInfo *info)
{
    const TypeInfo *t = type_by_oid(elemtype);
    if (t == NULL)
        elog(ERROR, "cache lookup failed for type %u", elemtype);
    info->type = elemtype;
    info->typlen = t->typlen;
    info->typbyval = t->typbyval;
    info->typalign = t->typalign;
}

Oid arraytype_of_elem(Oid elemtype)
{
    const TypeInfo *t = type_by_oid(elemtype);
    return t ? t->typarray : InvalidOid;
}

Oid arraytype_elem_of(Oid arraytype)
{
    const TypeInfo *t = type_by_oid(arraytype);
    if (t == NULL || t->typelem == InvalidOid || t->typlen != -1)
        return InvalidOid;
    return t->typelem;
}

static pg_noreturn void too_big(void)
{
    ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
            errmsg("array size exceeds the maximum allowed (%d)", MAX_ARRAY_SIZE));
}

int arraytype_nitems(int ndim, const int *dims)
{
    int64 n = ndim > 0 ? 1 : 0;
    for (int i = 0; i < ndim; i++) {
        if (dims[i] < 0)
            too_big();
        n *= dims[i];
        if (n > MAX_ARRAY_SIZE)
            too_big();
    }
    return (int)n;
}

void arraytype_check_bounds(int ndim, const int *dims, const int *lbs)
{
    for (int i = 0; i < ndim; i++) {
        int32 sum;
        if (__builtin_add_overflow(dims[i], lbs[i], &sum))
            ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("array lower bound is too large: %d", lbs[i]));
    }
}

static size_t align_to(char typalign, size_t off)
{
    switch (typalign) {
    case 'c': return off;
    case 's': return TYPEALIGN(2, off);
    case 'i': return TYPEALIGN(4, off);
    default: return TYPEALIGN(8, off);
    }
}

static size_t elem_size(const ArrayElemInfo *e, Datum v)
{
    if (e->typlen > 0)
        return (size_t)e->typlen;
    if (e->typlen == -1)
        return VARSIZE(DatumGetPointer(v));
    return strlen(DatumGetCString(v)) + 1;
}

static void store_elem(char *dst, const ArrayElemInfo *e, Datum v)
{
    if (e->typbyval) {
        switch (e->typlen) {
        case 1: { uint8 x = (uint8)v; memcpy(dst, &x, 1); break; }
        case 2: { int16 x = (int16)v; memcpy(dst, &x, 2); break; }
        case 4: { int32 x = (int32)v; memcpy(dst, &x, 4); break; }
        default: { int64 x = (int64)v; memcpy(dst, &x, 8); break; }
        }
        return;
    }
    memcpy(dst, DatumGetPointer(v), elem_size(e, v));
}

static Datum fetch_elem(const char *src, const ArrayElemInfo *e)
{
    if (e->typbyval) {
        switch (e->typlen) {
        case 1: { uint8 x; memcpy(&x, src, 1); return (Datum)x; }
        case 2: { int16 x; memcpy(&x, src, 2); return Int16GetDatum(x); }
        case 4: { int32 x; memcpy(&x, src, 4); return Int32GetDatum(x); }
        default: { int64 x; memcpy(&x, src, 8); return Int64GetDatum(x); }
        }
    }
    return PointerGetDatum(src);
}

ArrayType *arraytype_construct(const Datum *elems, const bool *nulls, int ndim, const int *dims,
                               const int *lbs, const ArrayElemInfo *elem)
{
    if (ndim < 0 || ndim > ARRAY_MAXDIM)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("number of array dimensions (%d) exceeds the maximum allowed (%d)", ndim,
                       ARRAY_MAXDIM));
    int n = arraytype_nitems(ndim, dims);
    if (n == 0)
        return arraytype_empty(elem->type);
    arraytype_check_bounds(ndim, dims, lbs);
    bool hasnull = false;
    for (int i = 0; nulls && i < n; i++)
        hasnull |= nulls[i];
    size_t off = hasnull ? ARR_OVERHEAD_WITHNULLS(ndim, n) : ARR_OVERHEAD_NONULLS(ndim);
    size_t total = off;
    for (int i = 0; i < n; i++)
        if (!(nulls && nulls[i]))
            total = align_to(elem->typalign, total) + elem_size(elem, elems[i]);
    if (total > 0x3fffffff)
        too_big();
    ArrayType *a = palloc0(total);
    SET_VARSIZE(a, total);
    a->ndim = ndim;
    a->dataoffset = hasnull ? (int32)off : 0;
    a->elemtype = elem->type;
    memcpy(ARR_DIMS(a), dims, sizeof(int) * (size_t)ndim);
    memcpy(ARR_LBOUND(a), lbs, sizeof(int) * (size_t)ndim);
    uint8 *bitmap = ARR_NULLBITMAP(a);
    size_t pos = off;
    for (int i = 0; i < n; i++) {
        if (nulls && nulls[i])
            continue;
        if (bitmap)
            bitmap[i / 8] |= (uint8)(1 << (i % 8));
        pos = align_to(elem->typalign, pos);
        store_elem((char *)a + pos, elem, elems[i]);
        pos += elem_size(elem, elems[i]);
    }
    return a;
}

ArrayType *arraytype_construct_1d(const Datum *elems, const bool *nulls, int n,
                                  const ArrayElemInfo *elem)
{
    int lb = 1;
    return arraytype_construct(elems, nulls, n > 0 ? 1 : 0, &n, &lb, elem);
}

ArrayType *arraytype_empty(Oid elemtype)
{
    ArrayType *a = palloc0(sizeof(ArrayType));
    SET_VARSIZE(a, sizeof(ArrayType));
    a->elemtype = elemtype;
    return a;
}

void arraytype_deconstruct(const ArrayType *a, const ArrayElemInfo *elem, Datum **elems,
                           bool **nulls, int *n)
{
    int count = arraytype_nitems(ARR_NDIM(a), ARR_DIMS(a));
    Datum *v = palloc(sizeof(Datum) * (size_t)(count + 1));
    bool *nl = palloc(sizeof(bool) * (size_t)(count + 1));
    const uint8 *bitmap = ARR_NULLBITMAP(a);
    const char *base = (const char *)a;
    size_t pos = ARR_DATA_OFFSET(a);
    for (int i = 0; i < count; i++) {
        if (bitmap && !(bitmap[i / 8] & (1 << (i % 8)))) {
            v[i] = 0;
            nl[i] = true;
            continue;
        }
        pos = align_to(elem->typalign, pos);
        v[i] = fetch_elem(base + pos, elem);
        nl[i] = false;
        pos += elem_size(elem, v[i]);
    }
    *elems = v;
    *nulls = nl;
    *n = count;
}

Datum arraytype_element(const ArrayType *a, const ArrayElemInfo *elem, int offset, bool *isnull)
{
    const uint8 *bitmap = ARR_NULLBITMAP(a);
    if (bitmap && !(bitmap[offset / 8] & (1 << (offset % 8)))) {
        *isnull = true;
        return (Datum)0;
    }
    *isnull = false;
    const char *base = (const char *)a;
    size_t pos = ARR_DATA_OFFSET(a);
    if (bitmap == NULL && elem->typlen > 0) /* fixed width, no NULLs: straight to it */
        return fetch_elem(base + pos + align_to(elem->typalign, (size_t)elem->typlen) *
                                           (size_t)offset,
                          elem);
    for (int i = 0; i < offset; i++) {
        if (bitmap && !(bitmap[i / 8] & (1 << (i % 8))))
            continue;
        pos = align_to(elem->typalign, pos);
        pos += elem_size(elem, fetch_elem(base + pos, elem));
    }
    pos = align_to(elem->typalign, pos);
    return fetch_elem(base + pos, elem);
}

/* Deconstruct with the array's own element type. */
static void explode(const ArrayType *a, ArrayElemInfo *info, Datum **elems, bool **nulls, int *n)
{
    arraytype_elem_info(ARR_ELEMTYPE(a), info);
    arraytype_deconstruct(a, info, elems, nulls, n);
}

static pg_noreturn void mismatched_subarrays(void)
{
    ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
            errmsg("multidimensional arrays must have array expressions with matching "
                   "dimensions"));
}

/*
 * An array with one more dimension whose items are the given arrays (NULL and empty ones
 * skipped, as PG does); all non-empty ones must have the same dimensions.
 */
Datum arraytype_from_subarrays(const Datum *subs, const bool *nulls, int n, Oid elemtype)
{
    ArrayElemInfo elem;
    arraytype_elem_info(elemtype, &elem);
    const ArrayType *first = NULL;
    int nonempty = 0, total = 0;
    bool haveempty = false;
    for (int i = 0; i < n; i++) {
        if (nulls[i]) {
            haveempty = true;
            continue;
        }
        const ArrayType *a = DatumGetArrayTypeP(subs[i]);
        if (ARR_NDIM(a) == 0) {
            haveempty = true;
            continue;
        }
        if (ARR_ELEMTYPE(a) != elemtype)
            ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                    errmsg("cannot merge incompatible arrays"));
        if (first == NULL)
            first = a;
        else if (ARR_NDIM(a) != ARR_NDIM(first) ||
                 memcmp(ARR_DIMS(a), ARR_DIMS(first), sizeof(int) * (size_t)ARR_NDIM(a)) != 0 ||
                 memcmp(ARR_LBOUND(a), ARR_LBOUND(first), sizeof(int) * (size_t)ARR_NDIM(a)) != 0)
            mismatched_subarrays();
        nonempty++;
        total += arraytype_nitems(ARR_NDIM(a), ARR_DIMS(a));
    }
    if (first == NULL)
        return PointerGetDatum(arraytype_empty(elemtype));
    if (haveempty)
        mismatched_subarrays();
    int ndim = ARR_NDIM(first) + 1;
    if (ndim > ARRAY_MAXDIM)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("number of array dimensions (%d) exceeds the maximum allowed (%d)", ndim,
                       ARRAY_MAXDIM));
    int dims[ARRAY_MAXDIM], lbs[ARRAY_MAXDIM];
    dims[0] = nonempty;
    lbs[0] = 1;
    for (int d = 1; d < ndim; d++) {
        dims[d] = ARR_DIMS(first)[d - 1];
        lbs[d] = ARR_LBOUND(first)[d - 1];
    }
    Datum *vals = palloc(sizeof(Datum) * (size_t)(total + 1));
    bool *nl = palloc(sizeof(bool) * (size_t)(total + 1));
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (nulls[i])
            continue;
        Datum *v;
        bool *vn;
        int m;
        arraytype_deconstruct(DatumGetArrayTypeP(subs[i]), &elem, &v, &vn, &m);
        memcpy(vals + k, v, sizeof(Datum) * (size_t)m);
        memcpy(nl + k, vn, sizeof(bool) * (size_t)m);
        k += m;
    }
    return PointerGetDatum(arraytype_construct(vals, nl, ndim, dims, lbs, &elem));
}

/* ---------------------------------------------------------------- element support */

static Oid support_type(Oid elemtype)
{
    if (type_cmp_proc(elemtype) != InvalidOid)
        return elemtype;
    if (elemtype == VARCHAROID)
        return TEXTOID; /* varchar sorts with text's functions, as in PG's text_ops */
    return elemtype;
}

static pg_noreturn void no_support(Oid elemtype, const char *what)
{
    const TypeInfo *t = type_by_oid(elemtype);
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
            errmsg("could not identify %s function for type %s", what, t ? t->typname : "?"));
}

static PGFunction elem_cmp_fn(Oid elemtype)
{
    const ProcInfo *p = proc_by_oid(type_cmp_proc(support_type(elemtype)));
    if (p == NULL || p->fn == NULL)
        no_support(elemtype, "a comparison");
    return p->fn;
}

PGFunction arraytype_elem_eq_fn(Oid elemtype)
{
    const OperInfo *o = oper_by_oid(type_eq_oper(support_type(elemtype)));
    const ProcInfo *p = o ? proc_by_oid(o->oprcode) : NULL;
    if (p == NULL || p->fn == NULL)
        no_support(elemtype, "an equality operator");
    return p->fn;
}

static PGFunction elem_hash_fn(Oid elemtype)
{
    const ProcInfo *p = proc_by_oid(type_hash_proc(support_type(elemtype)));
    if (p == NULL || p->fn == NULL)
        no_support(elemtype, "a hash");
    return p->fn;
}

static void check_same_elemtype(const ArrayType *a, const ArrayType *b)
{
    if (ARR_ELEMTYPE(a) != ARR_ELEMTYPE(b))
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("cannot compare arrays of different element types"));
}

int arraytype_compare(const ArrayType *a, const ArrayType *b, Oid collation)
{
    check_same_elemtype(a, b);
    ArrayElemInfo info;
    Datum *va, *vb;
    bool *na, *nb;
    int n1, n2;
    explode(a, &info, &va, &na, &n1);
    arraytype_deconstruct(b, &info, &vb, &nb, &n2);
    int n = n1 < n2 ? n1 : n2;
    PGFunction cmp = n > 0 ? elem_cmp_fn(info.type) : NULL;
    for (int i = 0; i < n; i++) {
        if (na[i] || nb[i]) {
            if (na[i] && nb[i])
                continue;
            return na[i] ? 1 : -1; /* NULLs sort after everything else */
        }
        int c = DatumGetInt32(DirectFunctionCall2Coll(cmp, collation, va[i], vb[i]));
        if (c != 0)
            return c < 0 ? -1 : 1;
    }
    if (n1 != n2)
        return n1 < n2 ? -1 : 1;
    if (ARR_NDIM(a) != ARR_NDIM(b))
        return ARR_NDIM(a) < ARR_NDIM(b) ? -1 : 1;
    for (int d = 0; d < ARR_NDIM(a); d++) {
        if (ARR_DIMS(a)[d] != ARR_DIMS(b)[d])
            return ARR_DIMS(a)[d] < ARR_DIMS(b)[d] ? -1 : 1;
        if (ARR_LBOUND(a)[d] != ARR_LBOUND(b)[d])
            return ARR_LBOUND(a)[d] < ARR_LBOUND(b)[d] ? -1 : 1;
    }
    return 0;
}

bool arraytype_equal(const ArrayType *a, const ArrayType *b, Oid collation)
{
    check_same_elemtype(a, b);
    if (ARR_NDIM(a) != ARR_NDIM(b))
        return false;
    for (int d = 0; d < ARR_NDIM(a); d++)
        if (ARR_DIMS(a)[d] != ARR_DIMS(b)[d] || ARR_LBOUND(a)[d] != ARR_LBOUND(b)[d])
            return false;
    ArrayElemInfo info;
    Datum *va, *vb;
    bool *na, *nb;
    int n1, n2;
    explode(a, &info, &va, &na, &n1);
    arraytype_deconstruct(b, &info, &vb, &nb, &n2);
    PGFunction eq = n1 > 0 ? arraytype_elem_eq_fn(info.type) : NULL;
    for (int i = 0; i < n1; i++) {
        if (na[i] || nb[i]) {
            if (na[i] && nb[i])
                continue;
            return false;
        }
        if (!DatumGetBool(DirectFunctionCall2Coll(eq, collation, va[i], vb[i])))
            return false;
    }
    return true;
}

#define ARG_ARRAY(n) DatumGetArrayTypeP(PG_GETARG_DATUM(n))

static Datum btarraycmp(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32(arraytype_compare(ARG_ARRAY(0), ARG_ARRAY(1), fcinfo->fncollation));
}
static Datum array_eq(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(arraytype_equal(ARG_ARRAY(0), ARG_ARRAY(1), fcinfo->fncollation));
}
static Datum array_ne(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(!arraytype_equal(ARG_ARRAY(0), ARG_ARRAY(1), fcinfo->fncollation));
}
static Datum array_lt(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(arraytype_compare(ARG_ARRAY(0), ARG_ARRAY(1), fcinfo->fncollation) < 0);
}
static Datum array_gt(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(arraytype_compare(ARG_ARRAY(0), ARG_ARRAY(1), fcinfo->fncollation) > 0);
}
static Datum array_le(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(arraytype_compare(ARG_ARRAY(0), ARG_ARRAY(1), fcinfo->fncollation) <= 0);
}
static Datum array_ge(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(arraytype_compare(ARG_ARRAY(0), ARG_ARRAY(1), fcinfo->fncollation) >= 0);
}
static Datum array_larger(PG_FUNCTION_ARGS)
{
    return arraytype_compare(ARG_ARRAY(0), ARG_ARRAY(1), fcinfo->fncollation) > 0
               ? PG_GETARG_DATUM(0)
               : PG_GETARG_DATUM(1);
}
static Datum array_smaller(PG_FUNCTION_ARGS)
{
    return arraytype_compare(ARG_ARRAY(0), ARG_ARRAY(1), fcinfo->fncollation) < 0
               ? PG_GETARG_DATUM(0)
               : PG_GETARG_DATUM(1);
}

static Datum hash_array(PG_FUNCTION_ARGS)
{
    ArrayType *a = ARG_ARRAY(0);
    ArrayElemInfo info;
    Datum *v;
    bool *nl;
    int n;
    explode(a, &info, &v, &nl, &n);
    PGFunction h = n > 0 ? elem_hash_fn(info.type) : NULL;
    uint32 result = 1;
    for (int i = 0; i < n; i++) {
        uint32 eh = nl[i] ? 0
                          : (uint32)DatumGetInt32(
                                DirectFunctionCall1Coll(h, fcinfo->fncollation, v[i]));
        result = (result << 5) - result + eh; /* result * 31 + eh */
    }
    PG_RETURN_INT32((int32)result);
}

/*
 * @>, <@, &&: set semantics over the elements, ignoring dimensions; a NULL element matches
 * nothing, as in PG.
 */
static bool contains_all(const ArrayType *a, const ArrayType *b, Oid collation, bool need_all)
{
    check_same_elemtype(a, b);
    ArrayElemInfo info;
    Datum *va, *vb;
    bool *na, *nb;
    int n1, n2;
    explode(a, &info, &va, &na, &n1);
    arraytype_deconstruct(b, &info, &vb, &nb, &n2);
    PGFunction eq = (n1 > 0 && n2 > 0) ? arraytype_elem_eq_fn(info.type) : NULL;
    for (int j = 0; j < n2; j++) {
        bool found = false;
        if (!nb[j])
            for (int i = 0; i < n1 && !found; i++)
                found = !na[i] &&
                        DatumGetBool(DirectFunctionCall2Coll(eq, collation, va[i], vb[j]));
        if (need_all && !found)
            return false;
        if (!need_all && found)
            return true;
    }
    return need_all;
}

static Datum arraycontains(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(contains_all(ARG_ARRAY(0), ARG_ARRAY(1), fcinfo->fncollation, true));
}
static Datum arraycontained(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(contains_all(ARG_ARRAY(1), ARG_ARRAY(0), fcinfo->fncollation, true));
}
static Datum arrayoverlap(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(contains_all(ARG_ARRAY(0), ARG_ARRAY(1), fcinfo->fncollation, false));
}

/* ---------------------------------------------------------------- text input */

static bool array_isspace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static pg_noreturn void malformed(const char *str, const char *detail)
{
    ereport(ERROR, errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
            errmsg("malformed array literal: \"%s\"", str), errdetail("%s", detail));
}

static pg_noreturn void malformed_char(const char *str, char c)
{
    ereport(ERROR, errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
            errmsg("malformed array literal: \"%s\"", str),
            errdetail("Unexpected \"%c\" character.", c));
}

static bool is_bound_char(char c) { return isdigit((unsigned char)c) || c == '-' || c == '+'; }

/* "[lb:ub][ub]=" before the braces: the dimensions, or 0 if there is none. *pp moves past. */
static int parse_dim_decoration(const char *string, const char **pp, int *dims, int *lbs)
{
    const char *p = *pp;
    int ndim = 0;
    for (;;) {
        while (array_isspace(*p))
            p++;
        if (*p != '[')
            break;
        p++;
        if (ndim >= ARRAY_MAXDIM)
            ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("number of array dimensions (%d) exceeds the maximum allowed (%d)",
                           ndim + 1, ARRAY_MAXDIM));
        const char *q = p;
        while (is_bound_char(*q))
            q++;
        if (q == p)
            malformed(string, "\"[\" must introduce explicitly-specified array dimensions.");
        int lb = 1;
        if (*q == ':') {
            lb = atoi(p);
            p = q + 1;
            q = p;
            while (is_bound_char(*q))
                q++;
            if (q == p)
                malformed(string, "Missing array dimension value.");
        }
        if (*q != ']')
            malformed(string, "Missing \"]\" after array dimensions.");
        int ub = atoi(p);
        p = q + 1;
        if (ub < lb)
            ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
                    errmsg("upper bound cannot be less than lower bound"));
        lbs[ndim] = lb;
        dims[ndim] = ub - lb + 1;
        ndim++;
    }
    if (ndim > 0) {
        if (*p != '=')
            malformed(string, "Missing \"=\" after array dimensions.");
        p++;
        while (array_isspace(*p))
            p++;
    }
    *pp = p;
    return ndim;
}

typedef enum {
    PS_NO_LEVEL,
    PS_LEVEL_STARTED,
    PS_ELEM_STARTED,
    PS_QUOTED_ELEM_STARTED,
    PS_QUOTED_ELEM_COMPLETED,
    PS_ELEM_DELIMITED,
    PS_LEVEL_COMPLETED,
    PS_LEVEL_DELIMITED,
} ParseState_;

typedef struct ParsedElem {
    char *text;   /* de-quoted, outer unquoted whitespace removed */
    bool quoted;  /* had quotes or backslashes: never the NULL keyword */
    int depth;
} ParsedElem;

typedef struct ArrayLiteral {
    ParsedElem *elems;
    int nelems, cap;
    int ndim;
    int dims[ARRAY_MAXDIM];
} ArrayLiteral;

static void add_elem(ArrayLiteral *lit, StringInfo buf, int endlen, bool quoted, int depth)
{
    if (lit->nelems == lit->cap) {
        lit->cap = lit->cap ? lit->cap * 2 : 16;
        ParsedElem *n = palloc(sizeof(ParsedElem) * (size_t)lit->cap);
        if (lit->nelems)
            memcpy(n, lit->elems, sizeof(ParsedElem) * (size_t)lit->nelems);
        lit->elems = n;
    }
    ParsedElem *e = &lit->elems[lit->nelems++];
    e->text = pnstrdup(buf->data, (size_t)endlen);
    e->quoted = quoted;
    e->depth = depth;
}

/*
 * The brace structure: a state machine that accepts exactly what PG accepts (and reports the
 * same detail for what it does not), collecting the elements and each level's length.
 */
static void parse_braces(const char *str, ArrayLiteral *lit)
{
    const char *mismatch = "Multidimensional arrays must have sub-arrays with matching dimensions.";
    ParseState_ st = PS_NO_LEVEL;
    int nest = 0;
    int counts[ARRAY_MAXDIM + 1] = {0}; /* items so far in the open sub-array of each level */
    bool dim_known[ARRAY_MAXDIM] = {false};
    int scalar_depth = 0;
    bool in_quotes = false, quoted = false, in_elem = false;
    StringInfoData buf;
    int endlen = 0;
    initStringInfo(&buf);
    memset(lit, 0, sizeof(*lit));
    const char *p = str;
    for (;;) {
        char c = *p;
        if (c == '\0')
            malformed(str, "Unexpected end of input.");
        if (c == '\\') {
            if (st != PS_LEVEL_STARTED && st != PS_ELEM_STARTED &&
                st != PS_QUOTED_ELEM_STARTED && st != PS_ELEM_DELIMITED)
                malformed_char(str, '\\');
            if (st != PS_QUOTED_ELEM_STARTED)
                st = PS_ELEM_STARTED;
            if (p[1] == '\0')
                malformed(str, "Unexpected end of input.");
            p++;
            appendStringInfoChar(&buf, *p);
            endlen = buf.len;
            in_elem = quoted = true;
        } else if (c == '"') {
            if (st != PS_LEVEL_STARTED && st != PS_QUOTED_ELEM_STARTED &&
                st != PS_ELEM_DELIMITED)
                malformed(str, "Unexpected array element.");
            in_quotes = !in_quotes;
            st = in_quotes ? PS_QUOTED_ELEM_STARTED : PS_QUOTED_ELEM_COMPLETED;
            in_elem = quoted = true;
            endlen = buf.len;
        } else if (in_quotes) {
            appendStringInfoChar(&buf, c);
            endlen = buf.len;
        } else if (c == '{') {
            if (st != PS_NO_LEVEL && st != PS_LEVEL_STARTED && st != PS_LEVEL_DELIMITED)
                malformed_char(str, '{');
            st = PS_LEVEL_STARTED;
            if (nest >= ARRAY_MAXDIM)
                ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                        errmsg("number of array dimensions (%d) exceeds the maximum allowed (%d)",
                               nest + 1, ARRAY_MAXDIM));
            if (scalar_depth != 0 && nest >= scalar_depth)
                malformed(str, mismatch);
            nest++;
            counts[nest] = 0;
            if (nest > lit->ndim)
                lit->ndim = nest;
        } else if (c == '}' || c == ',') {
            bool close = c == '}';
            if (st != PS_ELEM_STARTED && st != PS_QUOTED_ELEM_COMPLETED &&
                st != PS_LEVEL_COMPLETED &&
                !(close && nest == 1 && st == PS_LEVEL_STARTED))
                malformed_char(str, c);
            if (close && nest == 0)
                malformed(str, "Unmatched \"}\" character.");
            if (in_elem) {
                if (scalar_depth == 0)
                    scalar_depth = nest;
                else if (scalar_depth != nest)
                    malformed(str, mismatch);
                add_elem(lit, &buf, endlen, quoted, nest);
                counts[nest]++;
                resetStringInfo(&buf);
                endlen = 0;
                in_elem = quoted = false;
            }
            if (close) {
                int d = nest - 1;
                bool empty_top = nest == 1 && st == PS_LEVEL_STARTED;
                if (!empty_top) {
                    if (dim_known[d] && lit->dims[d] != counts[nest])
                        malformed(str, mismatch);
                    dim_known[d] = true;
                    lit->dims[d] = counts[nest];
                }
                st = PS_LEVEL_COMPLETED;
                nest--;
                if (nest == 0)
                    break;
                counts[nest]++;
            } else
                st = st == PS_LEVEL_COMPLETED ? PS_LEVEL_DELIMITED : PS_ELEM_DELIMITED;
        } else if (array_isspace(c)) {
            if (in_elem && buf.len > 0)
                appendStringInfoChar(&buf, c); /* kept only if more text follows */
        } else {
            if (st != PS_LEVEL_STARTED && st != PS_ELEM_STARTED && st != PS_ELEM_DELIMITED)
                malformed(str, "Unexpected array element.");
            st = PS_ELEM_STARTED;
            appendStringInfoChar(&buf, c);
            endlen = buf.len;
            in_elem = true;
        }
        p++;
    }
    for (p++; *p; p++)
        if (!array_isspace(*p))
            malformed(str, "Junk after closing right brace.");
    if (lit->nelems == 0) {
        lit->ndim = 0;
        return;
    }
    if (scalar_depth != lit->ndim)
        malformed(str, mismatch);
}

static Oid io_elemtype(FunctionCallInfo fcinfo)
{
    Oid t = PG_NARGS() > 1 ? PG_GETARG_OID(1) : InvalidOid;
    if (t == InvalidOid)
        t = fcinfo->rettype;
    Oid e = arraytype_elem_of(t);
    return e != InvalidOid ? e : t;
}

static Datum array_in(PG_FUNCTION_ARGS)
{
    const char *string = PG_GETARG_CSTRING(0);
    Oid elemtype = io_elemtype(fcinfo);
    int32 typmod = PG_NARGS() > 2 ? PG_GETARG_INT32(2) : -1;
    int dims[ARRAY_MAXDIM], lbs[ARRAY_MAXDIM];
    const char *p = string;
    int ndim = parse_dim_decoration(string, &p, dims, lbs);
    if (*p != '{')
        malformed(string, ndim == 0 ? "Array value must start with \"{\" or dimension information."
                                    : "Array contents must start with \"{\".");
    ArrayLiteral lit;
    parse_braces(p, &lit);
    if (ndim == 0) {
        ndim = lit.ndim;
        for (int i = 0; i < ndim; i++) {
            dims[i] = lit.dims[i];
            lbs[i] = 1;
        }
    } else {
        bool match = lit.ndim == ndim;
        for (int i = 0; match && i < ndim; i++)
            match = lit.dims[i] == dims[i];
        if (!match)
            malformed(string, "Specified array dimensions do not match array contents.");
    }
    int n = arraytype_nitems(ndim, dims);
    arraytype_check_bounds(ndim, dims, lbs);
    ArrayElemInfo info;
    arraytype_elem_info(elemtype, &info);
    if (n == 0)
        PG_RETURN_POINTER(arraytype_empty(elemtype));
    Datum *values = palloc(sizeof(Datum) * (size_t)n);
    bool *nulls = palloc(sizeof(bool) * (size_t)n);
    for (int i = 0; i < n; i++) {
        ParsedElem *e = &lit.elems[i];
        nulls[i] = !e->quoted && strcasecmp(e->text, "NULL") == 0;
        values[i] = nulls[i] ? (Datum)0 : type_input_cstring(elemtype, e->text, typmod);
    }
    PG_RETURN_POINTER(arraytype_construct(values, nulls, ndim, dims, lbs, &info));
}

/* ---------------------------------------------------------------- text output */

static void append_quoted_elem(StringInfo buf, const char *s)
{
    bool need = s[0] == '\0' || strcasecmp(s, "NULL") == 0;
    for (const char *c = s; *c && !need; c++)
        need = *c == '"' || *c == '\\' || *c == '{' || *c == '}' || *c == ',' ||
               array_isspace(*c);
    if (!need) {
        appendStringInfoString(buf, s);
        return;
    }
    appendStringInfoChar(buf, '"');
    for (const char *c = s; *c; c++) {
        if (*c == '"' || *c == '\\')
            appendStringInfoChar(buf, '\\');
        appendStringInfoChar(buf, *c);
    }
    appendStringInfoChar(buf, '"');
}

char *arraytype_to_cstring(const ArrayType *a)
{
    int ndim = ARR_NDIM(a);
    const int *dims = ARR_DIMS(a), *lbs = ARR_LBOUND(a);
    StringInfoData buf;
    initStringInfo(&buf);
    if (ndim == 0) {
        appendStringInfoString(&buf, "{}");
        return buf.data;
    }
    bool decorate = false;
    for (int d = 0; d < ndim; d++)
        decorate |= lbs[d] != 1;
    if (decorate) {
        for (int d = 0; d < ndim; d++)
            appendStringInfo(&buf, "[%d:%d]", lbs[d], lbs[d] + dims[d] - 1);
        appendStringInfoChar(&buf, '=');
    }
    ArrayElemInfo info;
    Datum *v;
    bool *nl;
    int n;
    explode(a, &info, &v, &nl, &n);
    int idx[ARRAY_MAXDIM] = {0};
    for (int d = 0; d < ndim; d++)
        appendStringInfoChar(&buf, '{');
    for (int i = 0; i < n; i++) {
        if (nl[i])
            appendStringInfoString(&buf, "NULL");
        else
            append_quoted_elem(&buf, type_output_cstring(info.type, v[i]));
        /* close the levels this element ends, open the ones the next begins */
        int d = ndim - 1;
        int closed = 0;
        while (d >= 0 && ++idx[d] == dims[d]) {
            idx[d] = 0;
            closed++;
            d--;
        }
        for (int k = 0; k < closed; k++)
            appendStringInfoChar(&buf, '}');
        if (i + 1 < n) {
            appendStringInfoChar(&buf, ',');
            for (int k = 0; k < closed; k++)
                appendStringInfoChar(&buf, '{');
        }
    }
    return buf.data;
}

static Datum array_out(PG_FUNCTION_ARGS)
{
    PG_RETURN_CSTRING(arraytype_to_cstring(ARG_ARRAY(0)));
}

/* ---------------------------------------------------------------- binary I/O */

/* One element's binary value: its own format errors become PG's "improper binary format". */
static Datum recv_elem(Oid elemtype, const char *data, int len, int32 typmod, int pos)
{
    const TypeInfo *t = type_by_oid(elemtype);
    if (t == NULL || t->receive == NULL)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("no binary input function available for type %s", t ? t->typname : "???"));
    volatile Datum value = 0;
    volatile bool improper = false;
    PG_TRY();
    {
        value = type_receive_binary(elemtype, data, len, typmod);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_current_error();
        if (e == NULL || e->message == NULL ||
            strcmp(e->message, "incorrect binary data format") != 0)
            PG_RE_THROW();
        improper = true;
    }
    PG_END_TRY();
    if (improper) {
        elog_flush_error();
        ereport(ERROR, errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                errmsg("improper binary format in array element %d", pos));
    }
    return value;
}

static Datum array_recv(PG_FUNCTION_ARGS)
{
    StringInfo buf = (StringInfo)PG_GETARG_POINTER(0);
    Oid spec = io_elemtype(fcinfo);
    int32 typmod = PG_NARGS() > 2 ? PG_GETARG_INT32(2) : -1;
    int ndim = types_recv_int32(buf);
    if (ndim < 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                errmsg("invalid number of dimensions: %d", ndim));
    if (ndim > ARRAY_MAXDIM)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("number of array dimensions (%d) exceeds the maximum allowed (%d)", ndim,
                       ARRAY_MAXDIM));
    int flags = types_recv_int32(buf);
    if (flags != 0 && flags != 1)
        ereport(ERROR, errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                errmsg("invalid array flags"));
    Oid elemtype = (Oid)types_recv_int32(buf);
    if (elemtype != spec) {
        const TypeInfo *a = type_by_oid(elemtype), *b = type_by_oid(spec);
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("binary data has array element type %u (%s) instead of expected %u (%s)",
                       elemtype, a ? a->typname : "???", spec, b ? b->typname : "???"));
    }
    int dims[ARRAY_MAXDIM], lbs[ARRAY_MAXDIM];
    for (int d = 0; d < ndim; d++) {
        dims[d] = types_recv_int32(buf);
        lbs[d] = types_recv_int32(buf);
    }
    int n = arraytype_nitems(ndim, dims);
    arraytype_check_bounds(ndim, dims, lbs);
    if (n == 0)
        PG_RETURN_POINTER(arraytype_empty(spec));
    ArrayElemInfo info;
    arraytype_elem_info(spec, &info);
    Datum *values = palloc(sizeof(Datum) * (size_t)n);
    bool *nulls = palloc(sizeof(bool) * (size_t)n);
    for (int i = 0; i < n; i++) {
        int len = types_recv_int32(buf);
        if (len < -1 || len > buf->len - buf->cursor)
            ereport(ERROR, errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                    errmsg("insufficient data left in message"));
        nulls[i] = len == -1;
        if (nulls[i]) {
            values[i] = 0;
            continue;
        }
        values[i] = recv_elem(spec, types_recv_bytes(buf, len), len, typmod, i + 1);
    }
    PG_RETURN_POINTER(arraytype_construct(values, nulls, ndim, dims, lbs, &info));
}

static Datum array_send(PG_FUNCTION_ARGS)
{
    ArrayType *a = ARG_ARRAY(0);
    ArrayElemInfo info;
    Datum *v;
    bool *nl;
    int n;
    explode(a, &info, &v, &nl, &n);
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int32(&buf, ARR_NDIM(a));
    types_send_int32(&buf, ARR_HASNULL(a) ? 1 : 0);
    types_send_int32(&buf, (int32)ARR_ELEMTYPE(a));
    for (int d = 0; d < ARR_NDIM(a); d++) {
        types_send_int32(&buf, ARR_DIMS(a)[d]);
        types_send_int32(&buf, ARR_LBOUND(a)[d]);
    }
    for (int i = 0; i < n; i++) {
        if (nl[i]) {
            types_send_int32(&buf, -1);
            continue;
        }
        bytea *b = type_send_binary(info.type, v[i]);
        types_send_int32(&buf, VARSIZE_ANY_EXHDR(b));
        appendBinaryStringInfo(&buf, VARDATA(b), VARSIZE_ANY_EXHDR(b));
    }
    PG_RETURN_POINTER(types_send_finish(&buf));
}

/* ---------------------------------------------------------------- int2vector, oidvector */

/* "1 2 3": a one-dimensional array with lower bound 0, no NULLs. */
static Datum vector_in(const char *s, Oid elemtype, const char *typname)
{
    int cap = 8, n = 0;
    Datum *v = palloc(sizeof(Datum) * (size_t)cap);
    const char *p = s;
    for (;;) {
        while (isspace((unsigned char)*p))
            p++;
        if (*p == '\0')
            break;
        const char *start = p;
        while (*p && !isspace((unsigned char)*p))
            p++;
        char *tok = pnstrdup(start, (size_t)(p - start));
        if (n == cap) {
            cap *= 2;
            Datum *nv = palloc(sizeof(Datum) * (size_t)cap);
            memcpy(nv, v, sizeof(Datum) * (size_t)n);
            v = nv;
        }
        if (elemtype == INT2OID)
            v[n++] = Int16GetDatum((int16)types_parse_int64(tok, "smallint", INT16_MIN, INT16_MAX));
        else
            v[n++] = type_input_cstring(OIDOID, tok, -1);
    }
    (void)typname;
    ArrayElemInfo info;
    arraytype_elem_info(elemtype, &info);
    int lb = 0;
    if (n == 0) {
        ArrayType *a = arraytype_empty(elemtype);
        return PointerGetDatum(a);
    }
    return PointerGetDatum(arraytype_construct(v, NULL, 1, &n, &lb, &info));
}

static char *vector_out(const ArrayType *a)
{
    ArrayElemInfo info;
    Datum *v;
    bool *nl;
    int n;
    explode(a, &info, &v, &nl, &n);
    StringInfoData buf;
    initStringInfo(&buf);
    for (int i = 0; i < n; i++) {
        if (i)
            appendStringInfoChar(&buf, ' ');
        appendStringInfoString(&buf, type_output_cstring(info.type, v[i]));
    }
    return buf.data;
}

static Datum int2vectorin(PG_FUNCTION_ARGS)
{
    return vector_in(PG_GETARG_CSTRING(0), INT2OID, "int2vector");
}
static Datum int2vectorout(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(vector_out(ARG_ARRAY(0))); }
static Datum oidvectorin(PG_FUNCTION_ARGS)
{
    return vector_in(PG_GETARG_CSTRING(0), OIDOID, "oidvector");
}
static Datum oidvectorout(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(vector_out(ARG_ARRAY(0))); }

/* Binary: the array format; the received value must be a 1-D array without NULLs. */
static Datum vector_recv(FunctionCallInfo fcinfo, Oid elemtype)
{
    FunctionCallInfoBaseData *fc = palloc0(SizeForFunctionCallInfo(3));
    fc->nargs = 3;
    fc->rettype = elemtype;
    fc->args[0] = fcinfo->args[0];
    fc->args[1].value = ObjectIdGetDatum(elemtype);
    fc->args[2].value = Int32GetDatum(-1);
    ArrayType *a = DatumGetArrayTypeP(array_recv(fc));
    if (ARR_NDIM(a) > 1 || ARR_HASNULL(a) || (ARR_NDIM(a) == 1 && ARR_LBOUND(a)[0] != 0))
        ereport(ERROR, errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                errmsg("invalid %s data", elemtype == INT2OID ? "int2vector" : "oidvector"));
    PG_RETURN_POINTER(a);
}
static Datum int2vectorrecv(PG_FUNCTION_ARGS) { return vector_recv(fcinfo, INT2OID); }
static Datum oidvectorrecv(PG_FUNCTION_ARGS) { return vector_recv(fcinfo, OIDOID); }

static int vector_cmp(FunctionCallInfo fcinfo)
{
    return arraytype_compare(ARG_ARRAY(0), ARG_ARRAY(1), InvalidOid);
}
static Datum btoidvectorcmp(PG_FUNCTION_ARGS) { PG_RETURN_INT32(vector_cmp(fcinfo)); }
static Datum oidvectoreq(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(vector_cmp(fcinfo) == 0); }
static Datum oidvectorne(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(vector_cmp(fcinfo) != 0); }
static Datum oidvectorlt(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(vector_cmp(fcinfo) < 0); }
static Datum oidvectorle(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(vector_cmp(fcinfo) <= 0); }
static Datum oidvectorgt(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(vector_cmp(fcinfo) > 0); }
static Datum oidvectorge(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(vector_cmp(fcinfo) >= 0); }

/* ---------------------------------------------------------------- catalog rows */

#define ARRAY_TYPE(oid, name, elem, align)                                                       \
    {oid, name, -1, false, align, TYPCATEGORY_ARRAY, false, elem, 0, array_in, array_out,        \
     array_recv, array_send, NULL, NULL}

static const TypeInfo array_types[] = {
    {22, "int2vector", -1, false, 'i', TYPCATEGORY_ARRAY, false, INT2OID, 1006, int2vectorin,
     int2vectorout, int2vectorrecv, array_send, NULL, NULL},
    {30, "oidvector", -1, false, 'i', TYPCATEGORY_ARRAY, false, OIDOID, 1013, oidvectorin,
     oidvectorout, oidvectorrecv, array_send, NULL, NULL},
    ARRAY_TYPE(1000, "_bool", BOOLOID, 'i'),
    ARRAY_TYPE(1001, "_bytea", BYTEAOID, 'i'),
    ARRAY_TYPE(1002, "_char", CHAROID, 'i'),
    ARRAY_TYPE(1003, "_name", NAMEOID, 'i'),
    ARRAY_TYPE(1034, "_aclitem", 1033, 'i'),
    ARRAY_TYPE(1005, "_int2", INT2OID, 'i'),
    ARRAY_TYPE(1006, "_int2vector", 22, 'i'),
    ARRAY_TYPE(1007, "_int4", INT4OID, 'i'),
    ARRAY_TYPE(1009, "_text", TEXTOID, 'i'),
    ARRAY_TYPE(1013, "_oidvector", 30, 'i'),
    ARRAY_TYPE(1014, "_bpchar", BPCHAROID, 'i'),
    ARRAY_TYPE(1015, "_varchar", VARCHAROID, 'i'),
    ARRAY_TYPE(1016, "_int8", INT8OID, 'd'),
    ARRAY_TYPE(1021, "_float4", FLOAT4OID, 'i'),
    ARRAY_TYPE(1022, "_float8", FLOAT8OID, 'd'),
    ARRAY_TYPE(1028, "_oid", OIDOID, 'i'),
    ARRAY_TYPE(1115, "_timestamp", TIMESTAMPOID, 'd'),
    ARRAY_TYPE(1182, "_date", DATEOID, 'i'),
    ARRAY_TYPE(1183, "_time", TIMEOID, 'd'),
    ARRAY_TYPE(1185, "_timestamptz", TIMESTAMPTZOID, 'd'),
    ARRAY_TYPE(1187, "_interval", INTERVALOID, 'd'),
    ARRAY_TYPE(1231, "_numeric", NUMERICOID, 'i'),
    ARRAY_TYPE(2951, "_uuid", UUIDOID, 'i'),
    ARRAY_TYPE(1010, "_tid", TIDOID, 'd'),
    ARRAY_TYPE(1011, "_xid", XIDOID, 'i'),
    ARRAY_TYPE(1012, "_cid", CIDOID, 'i'),
    ARRAY_TYPE(199, "_json", JSONOID, 'i'),
    ARRAY_TYPE(3807, "_jsonb", JSONBOID, 'i'),
    ARRAY_TYPE(2210, "_regclass", REGCLASSOID, 'i'),
    ARRAY_TYPE(2211, "_regtype", REGTYPEOID, 'i'),
    ARRAY_TYPE(1008, "_regproc", REGPROCOID, 'i'),
    ARRAY_TYPE(2287, "_record", RECORDOID, 'd'),
};

#define ARRAY_SUPPORT(oid) {oid, 382, 626, 1070, 1072}

static const TypeSupport array_support[] = {
    {30, 404, 457, 649, 645},
    ARRAY_SUPPORT(1000), ARRAY_SUPPORT(1001), ARRAY_SUPPORT(1002), ARRAY_SUPPORT(1003),
    ARRAY_SUPPORT(1005), ARRAY_SUPPORT(1006), ARRAY_SUPPORT(1007), ARRAY_SUPPORT(1009),
    ARRAY_SUPPORT(1013), ARRAY_SUPPORT(1014), ARRAY_SUPPORT(1015), ARRAY_SUPPORT(1016),
    ARRAY_SUPPORT(1021), ARRAY_SUPPORT(1022), ARRAY_SUPPORT(1028), ARRAY_SUPPORT(1115),
    ARRAY_SUPPORT(1182), ARRAY_SUPPORT(1183), ARRAY_SUPPORT(1185), ARRAY_SUPPORT(1187),
    ARRAY_SUPPORT(1231),
    ARRAY_SUPPORT(2951), ARRAY_SUPPORT(1010), ARRAY_SUPPORT(3807),
    ARRAY_SUPPORT(2210), ARRAY_SUPPORT(2211), ARRAY_SUPPORT(1008),
    ARRAY_SUPPORT(2287),
};

#define AA {ANYARRAYOID, ANYARRAYOID}
#define OV {30, 30}

static const ProcInfo array_procs[] = {
    {40, "int2vectorin", 'f', 'i', true, false, 1, 22, {CSTRINGOID}, 0, int2vectorin},
    {41, "int2vectorout", 'f', 'i', true, false, 1, CSTRINGOID, {22}, 0, int2vectorout},
    {54, "oidvectorin", 'f', 'i', true, false, 1, 30, {CSTRINGOID}, 0, oidvectorin},
    {55, "oidvectorout", 'f', 'i', true, false, 1, CSTRINGOID, {30}, 0, oidvectorout},
    {2410, "int2vectorrecv", 'f', 'i', true, false, 1, 22, {INTERNALOID}, 0, int2vectorrecv},
    {2411, "int2vectorsend", 'f', 'i', true, false, 1, BYTEAOID, {22}, 0, array_send},
    {2420, "oidvectorrecv", 'f', 'i', true, false, 1, 30, {INTERNALOID}, 0, oidvectorrecv},
    {2421, "oidvectorsend", 'f', 'i', true, false, 1, BYTEAOID, {30}, 0, array_send},
    {404, "btoidvectorcmp", 'f', 'i', true, false, 2, INT4OID, OV, 0, btoidvectorcmp},
    {457, "hashoidvector", 'f', 'i', true, false, 1, INT4OID, {30}, 0, hash_array},
    {619, "oidvectorne", 'f', 'i', true, false, 2, BOOLOID, OV, 0, oidvectorne},
    {677, "oidvectorlt", 'f', 'i', true, false, 2, BOOLOID, OV, 0, oidvectorlt},
    {678, "oidvectorle", 'f', 'i', true, false, 2, BOOLOID, OV, 0, oidvectorle},
    {679, "oidvectoreq", 'f', 'i', true, false, 2, BOOLOID, OV, 0, oidvectoreq},
    {680, "oidvectorge", 'f', 'i', true, false, 2, BOOLOID, OV, 0, oidvectorge},
    {681, "oidvectorgt", 'f', 'i', true, false, 2, BOOLOID, OV, 0, oidvectorgt},
    {750, "array_in", 'f', 's', true, false, 3, ANYARRAYOID, {CSTRINGOID, OIDOID, INT4OID}, 0, array_in},
    {751, "array_out", 'f', 's', true, false, 1, CSTRINGOID, {ANYARRAYOID}, 0, array_out},
    {2400, "array_recv", 'f', 's', true, false, 3, ANYARRAYOID, {INTERNALOID, OIDOID, INT4OID}, 0, array_recv},
    {2401, "array_send", 'f', 's', true, false, 1, BYTEAOID, {ANYARRAYOID}, 0, array_send},
    {744, "array_eq", 'f', 'i', true, false, 2, BOOLOID, AA, 0, array_eq},
    {390, "array_ne", 'f', 'i', true, false, 2, BOOLOID, AA, 0, array_ne},
    {391, "array_lt", 'f', 'i', true, false, 2, BOOLOID, AA, 0, array_lt},
    {392, "array_gt", 'f', 'i', true, false, 2, BOOLOID, AA, 0, array_gt},
    {393, "array_le", 'f', 'i', true, false, 2, BOOLOID, AA, 0, array_le},
    {396, "array_ge", 'f', 'i', true, false, 2, BOOLOID, AA, 0, array_ge},
    {382, "btarraycmp", 'f', 'i', true, false, 2, INT4OID, AA, 0, btarraycmp},
    {626, "hash_array", 'f', 'i', true, false, 1, INT4OID, {ANYARRAYOID}, 0, hash_array},
    {515, "array_larger", 'f', 'i', true, false, 2, ANYARRAYOID, AA, 0, array_larger},
    {516, "array_smaller", 'f', 'i', true, false, 2, ANYARRAYOID, AA, 0, array_smaller},
    {2747, "arrayoverlap", 'f', 'i', true, false, 2, BOOLOID, AA, 0, arrayoverlap},
    {2748, "arraycontains", 'f', 'i', true, false, 2, BOOLOID, AA, 0, arraycontains},
    {2749, "arraycontained", 'f', 'i', true, false, 2, BOOLOID, AA, 0, arraycontained},
};

static const OperInfo array_opers[] = {
    {644, "<>", 'b', 30, 30, BOOLOID, 619, 644, 649},
    {645, "<", 'b', 30, 30, BOOLOID, 677, 646, 648},
    {646, ">", 'b', 30, 30, BOOLOID, 681, 645, 647},
    {647, "<=", 'b', 30, 30, BOOLOID, 678, 648, 646},
    {648, ">=", 'b', 30, 30, BOOLOID, 680, 647, 645},
    {649, "=", 'b', 30, 30, BOOLOID, 679, 649, 644},
    {1070, "=", 'b', ANYARRAYOID, ANYARRAYOID, BOOLOID, 744, 1070, 1071},
    {1071, "<>", 'b', ANYARRAYOID, ANYARRAYOID, BOOLOID, 390, 1071, 1070},
    {1072, "<", 'b', ANYARRAYOID, ANYARRAYOID, BOOLOID, 391, 1073, 1075},
    {1073, ">", 'b', ANYARRAYOID, ANYARRAYOID, BOOLOID, 392, 1072, 1074},
    {1074, "<=", 'b', ANYARRAYOID, ANYARRAYOID, BOOLOID, 393, 1075, 1073},
    {1075, ">=", 'b', ANYARRAYOID, ANYARRAYOID, BOOLOID, 396, 1074, 1072},
    {2750, "&&", 'b', ANYARRAYOID, ANYARRAYOID, BOOLOID, 2747, 2750, 0},
    {2751, "@>", 'b', ANYARRAYOID, ANYARRAYOID, BOOLOID, 2748, 2752, 0},
    {2752, "<@", 'b', ANYARRAYOID, ANYARRAYOID, BOOLOID, 2749, 2751, 0},
};

/* int2vector and oidvector are binary-coercible to their array types (pg_cast). */
static const CastInfo array_casts[] = {
    {22, 1005, 0, COERCION_CODE_IMPLICIT, COERCION_METHOD_BINARY},
    {30, 1028, 0, COERCION_CODE_IMPLICIT, COERCION_METHOD_BINARY},
};

const TypesFamily types_family_array = {
    "array",
    TYPES_ROWS(array_types),
    TYPES_ROWS(array_support),
    TYPES_ROWS(array_procs),
    TYPES_ROWS(array_opers),
    TYPES_ROWS(array_casts),
    TYPES_NO_ROWS,
};
