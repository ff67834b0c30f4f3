/*
 * catalog.c: indexes the built-in catalog rows of every type family, and the shared helpers
 * (hashing, binary wire I/O, error wording) the family files use.
 *
 * The rows themselves live next to their C functions in the family files (int.c, numeric.c,
 * ...); this file only gathers them. The index is built once per process, on first use, under
 * pthread_once, and is read-only afterwards, so any session thread may read it without locks.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "executor/types/types_internal.h"

static const TypesFamily *const all_families[] = {
    &types_family_bool,    &types_family_int,      &types_family_float, &types_family_numeric,
    &types_family_varlena, &types_family_datetime, &types_family_agg,
    &types_family_srf,     &types_family_pgstat,   &types_family_backend, &types_family_sys,
    &types_family_array,   &types_family_array_funcs, &types_family_uuid, &types_family_tid,
    &types_family_json,    &types_family_jsonb,
    &types_family_encode,  &types_family_regclass,
    &types_family_dbsize, &types_family_catfuncs, &types_family_brin, &types_family_seq,
    &types_family_describe, &types_family_aclitem, &types_family_aclfuncs, &types_family_regproc,
    &types_family_fdwfuncs, &types_family_lockfuncs, &types_family_portalfuncs,
    &types_family_record,  &types_family_formatting_datetime, &types_family_formatting_numeric,
};

typedef struct CatalogIndex {
    const TypeInfo **types; /* by oid */
    const TypeInfo **types_by_name;
    int ntypes;
    const TypeSupport **support; /* by typid */
    int nsupport;
    const ProcInfo **procs; /* by oid */
    const ProcInfo **procs_by_name;
    int nprocs;
    const OperInfo **opers; /* by oid */
    const OperInfo **opers_by_name;
    int nopers;
    const CastInfo **casts; /* by (source, target) */
    int ncasts;
    const AggInfo **aggs; /* by aggfnoid */
    int naggs;
} CatalogIndex;

static CatalogIndex cat;
static pthread_once_t cat_once = PTHREAD_ONCE_INIT;

static void *gather(size_t rowsize, int total, const void *(*rows)(const TypesFamily *, int *))
{
    const char **out = malloc(sizeof(void *) * (size_t)(total > 0 ? total : 1));
    if (out == NULL)
        abort();
    int k = 0;
    for (size_t f = 0; f < lengthof(all_families); f++) {
        int n;
        const char *base = rows(all_families[f], &n);
        for (int i = 0; i < n; i++)
            out[k++] = base + rowsize * (size_t)i;
    }
    return out;
}

#define ROWS_FN(field, count)                                                                    \
    static const void *rows_##field(const TypesFamily *f, int *n)                                \
    {                                                                                            \
        *n = f->count;                                                                           \
        return f->field;                                                                         \
    }
ROWS_FN(types, ntypes)
ROWS_FN(support, nsupport)
ROWS_FN(procs, nprocs)
ROWS_FN(opers, nopers)
ROWS_FN(casts, ncasts)
ROWS_FN(aggs, naggs)

static int cmp_oid(Oid a, Oid b) { return a < b ? -1 : a > b; }
static int type_oid_cmp(const void *a, const void *b)
{
    return cmp_oid((*(const TypeInfo *const *)a)->oid, (*(const TypeInfo *const *)b)->oid);
}
static int type_name_cmp(const void *a, const void *b)
{
    return strcmp((*(const TypeInfo *const *)a)->typname, (*(const TypeInfo *const *)b)->typname);
}
static int support_cmp(const void *a, const void *b)
{
    return cmp_oid((*(const TypeSupport *const *)a)->typid, (*(const TypeSupport *const *)b)->typid);
}
static int proc_oid_cmp(const void *a, const void *b)
{
    return cmp_oid((*(const ProcInfo *const *)a)->oid, (*(const ProcInfo *const *)b)->oid);
}
static int proc_name_cmp(const void *a, const void *b)
{
    const ProcInfo *x = *(const ProcInfo *const *)a, *y = *(const ProcInfo *const *)b;
    int c = strcmp(x->proname, y->proname);
    return c ? c : cmp_oid(x->oid, y->oid);
}
static int oper_oid_cmp(const void *a, const void *b)
{
    return cmp_oid((*(const OperInfo *const *)a)->oid, (*(const OperInfo *const *)b)->oid);
}
static int oper_name_cmp(const void *a, const void *b)
{
    const OperInfo *x = *(const OperInfo *const *)a, *y = *(const OperInfo *const *)b;
    int c = strcmp(x->oprname, y->oprname);
    return c ? c : cmp_oid(x->oid, y->oid);
}
static int cast_cmp(const void *a, const void *b)
{
    const CastInfo *x = *(const CastInfo *const *)a, *y = *(const CastInfo *const *)b;
    int c = cmp_oid(x->castsource, y->castsource);
    return c ? c : cmp_oid(x->casttarget, y->casttarget);
}
static int agg_cmp(const void *a, const void *b)
{
    return cmp_oid((*(const AggInfo *const *)a)->aggfnoid, (*(const AggInfo *const *)b)->aggfnoid);
}

static void catalog_build(void)
{
    for (size_t f = 0; f < lengthof(all_families); f++) {
        cat.ntypes += all_families[f]->ntypes;
        cat.nsupport += all_families[f]->nsupport;
        cat.nprocs += all_families[f]->nprocs;
        cat.nopers += all_families[f]->nopers;
        cat.ncasts += all_families[f]->ncasts;
        cat.naggs += all_families[f]->naggs;
    }
    cat.types = gather(sizeof(TypeInfo), cat.ntypes, rows_types);
    cat.types_by_name = gather(sizeof(TypeInfo), cat.ntypes, rows_types);
    cat.support = gather(sizeof(TypeSupport), cat.nsupport, rows_support);
    cat.procs = gather(sizeof(ProcInfo), cat.nprocs, rows_procs);
    cat.procs_by_name = gather(sizeof(ProcInfo), cat.nprocs, rows_procs);
    cat.opers = gather(sizeof(OperInfo), cat.nopers, rows_opers);
    cat.opers_by_name = gather(sizeof(OperInfo), cat.nopers, rows_opers);
    cat.casts = gather(sizeof(CastInfo), cat.ncasts, rows_casts);
    cat.aggs = gather(sizeof(AggInfo), cat.naggs, rows_aggs);
    qsort(cat.types, (size_t)cat.ntypes, sizeof(void *), type_oid_cmp);
    qsort(cat.types_by_name, (size_t)cat.ntypes, sizeof(void *), type_name_cmp);
    qsort(cat.support, (size_t)cat.nsupport, sizeof(void *), support_cmp);
    qsort(cat.procs, (size_t)cat.nprocs, sizeof(void *), proc_oid_cmp);
    qsort(cat.procs_by_name, (size_t)cat.nprocs, sizeof(void *), proc_name_cmp);
    qsort(cat.opers, (size_t)cat.nopers, sizeof(void *), oper_oid_cmp);
    qsort(cat.opers_by_name, (size_t)cat.nopers, sizeof(void *), oper_name_cmp);
    qsort(cat.casts, (size_t)cat.ncasts, sizeof(void *), cast_cmp);
    qsort(cat.aggs, (size_t)cat.naggs, sizeof(void *), agg_cmp);
}

static inline void catalog_ensure(void) { pthread_once(&cat_once, catalog_build); }

/* Binary search over a sorted pointer array; key compared through cmp(key, element). */
static void *const *bsearch_ptr(const void *key, void *const *arr, int n,
                                int (*cmp)(const void *key, const void *elem))
{
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (cmp(key, arr[mid]) > 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < n && cmp(key, arr[lo]) == 0)
        return &arr[lo];
    return NULL;
}

static int key_type_oid(const void *k, const void *e) { return cmp_oid(*(const Oid *)k, ((const TypeInfo *)e)->oid); }
static int key_type_name(const void *k, const void *e) { return strcmp(k, ((const TypeInfo *)e)->typname); }
static int key_support(const void *k, const void *e) { return cmp_oid(*(const Oid *)k, ((const TypeSupport *)e)->typid); }
static int key_proc_oid(const void *k, const void *e) { return cmp_oid(*(const Oid *)k, ((const ProcInfo *)e)->oid); }
static int key_proc_name(const void *k, const void *e) { return strcmp(k, ((const ProcInfo *)e)->proname); }
static int key_oper_oid(const void *k, const void *e) { return cmp_oid(*(const Oid *)k, ((const OperInfo *)e)->oid); }
static int key_oper_name(const void *k, const void *e) { return strcmp(k, ((const OperInfo *)e)->oprname); }
static int key_agg(const void *k, const void *e) { return cmp_oid(*(const Oid *)k, ((const AggInfo *)e)->aggfnoid); }
static int key_cast(const void *k, const void *e)
{
    const Oid *st = k;
    const CastInfo *c = e;
    int r = cmp_oid(st[0], c->castsource);
    return r ? r : cmp_oid(st[1], c->casttarget);
}

#define LOOKUP(arr, n, key, cmp)                                                                 \
    do {                                                                                         \
        catalog_ensure();                                                                        \
        void *const *hit = bsearch_ptr((key), (void *const *)(arr), (n), (cmp));                 \
        return hit ? *hit : NULL;                                                                \
    } while (0)

const TypeInfo *type_by_oid(Oid oid) { LOOKUP(cat.types, cat.ntypes, &oid, key_type_oid); }
const TypeInfo *type_by_name(const char *name) { LOOKUP(cat.types_by_name, cat.ntypes, name, key_type_name); }
const ProcInfo *proc_by_oid(Oid oid) { LOOKUP(cat.procs, cat.nprocs, &oid, key_proc_oid); }
const OperInfo *oper_by_oid(Oid oid) { LOOKUP(cat.opers, cat.nopers, &oid, key_oper_oid); }
const AggInfo *agg_by_oid(Oid oid) { LOOKUP(cat.aggs, cat.naggs, &oid, key_agg); }
const CastInfo *cast_find(Oid source, Oid target)
{
    Oid key[2] = {source, target};
    LOOKUP(cat.casts, cat.ncasts, key, key_cast);
}
static const TypeSupport *support_of(Oid typid) { LOOKUP(cat.support, cat.nsupport, &typid, key_support); }

/* The run of entries with one name: bsearch finds the first (lower bound), then count. */
static void *const *name_run(const char *name, void *const *arr, int n, int *count,
                             int (*cmp)(const void *, const void *))
{
    void *const *first = bsearch_ptr(name, arr, n, cmp);
    *count = 0;
    if (first == NULL)
        return NULL;
    void *const *end = arr + n;
    void *const *p = first;
    while (p < end && cmp(name, *p) == 0)
        p++;
    *count = (int)(p - first);
    return first;
}

const ProcInfo *const *procs_by_name(const char *name, int *n)
{
    catalog_ensure();
    return (const ProcInfo *const *)name_run(name, (void *const *)cat.procs_by_name, cat.nprocs, n,
                                             key_proc_name);
}

const OperInfo *const *opers_by_name(const char *name, int *n)
{
    catalog_ensure();
    return (const OperInfo *const *)name_run(name, (void *const *)cat.opers_by_name, cat.nopers, n,
                                             key_oper_name);
}

Oid type_cmp_proc(Oid typid)
{
    const TypeSupport *s = support_of(typid);
    return s ? s->cmp_proc : InvalidOid;
}
Oid type_hash_proc(Oid typid)
{
    const TypeSupport *s = support_of(typid);
    return s ? s->hash_proc : InvalidOid;
}
Oid type_eq_oper(Oid typid)
{
    const TypeSupport *s = support_of(typid);
    return s ? s->eq_oper : InvalidOid;
}
Oid type_lt_oper(Oid typid)
{
    const TypeSupport *s = support_of(typid);
    return s ? s->lt_oper : InvalidOid;
}

void types_catalog_foreach(void (*type_fn)(const TypeInfo *, void *),
                           void (*proc_fn)(const ProcInfo *, void *), void *arg)
{
    catalog_ensure();
    for (int i = 0; type_fn && i < cat.ntypes; i++)
        type_fn(cat.types[i], arg);
    for (int i = 0; proc_fn && i < cat.nprocs; i++)
        proc_fn(cat.procs[i], arg);
}

void types_cast_foreach(void (*fn)(const CastInfo *, void *), void *arg)
{
    catalog_ensure();
    for (int i = 0; i < cat.ncasts; i++)
        fn(cat.casts[i], arg);
}

void types_oper_foreach(void (*fn)(const OperInfo *, void *), void *arg)
{
    catalog_ensure();
    for (int i = 0; i < cat.nopers; i++)
        fn(cat.opers[i], arg);
}

/* ---- I/O calling helpers ---- */

typedef struct {
    FunctionCallInfoBaseData base;
    NullableDatum args[3];
} IoCallInfo;

static Datum io_call(PGFunction fn, Oid rettype, int nargs, Datum a0, Datum a1, Datum a2)
{
    IoCallInfo ci;
    memset(&ci, 0, sizeof(ci));
    ci.base.nargs = (short)nargs;
    ci.base.rettype = rettype;
    ci.base.rettypmod = -1;
    ci.base.args[0].value = a0;
    ci.base.args[1].value = a1;
    ci.base.args[2].value = a2;
    Datum r = fn(&ci.base);
    if (ci.base.isnull)
        elog(ERROR, "I/O function of type %u returned NULL", rettype);
    return r;
}

static const TypeInfo *type_or_error(Oid typid)
{
    const TypeInfo *t = type_by_oid(typid);
    if (t == NULL)
        elog(ERROR, "cache lookup failed for type %u", typid);
    return t;
}

char *type_output_cstring(Oid typid, Datum value)
{
    const TypeInfo *t = type_or_error(typid);
    return DatumGetCString(io_call(t->output, typid, 1, value, 0, 0));
}

Datum type_input_cstring(Oid typid, const char *s, int32 typmod)
{
    const TypeInfo *t = type_or_error(typid);
    return io_call(t->input, typid, 3, CStringGetDatum(s), ObjectIdGetDatum(typid),
                   Int32GetDatum(typmod));
}

Datum type_receive_binary(Oid typid, const char *data, int len, int32 typmod)
{
    const TypeInfo *t = type_or_error(typid);
    if (t->receive == NULL)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("no binary input function available for type %s", t->typname));
    StringInfoData buf;
    buf.data = (char *)data;
    buf.len = len;
    buf.maxlen = len;
    buf.cursor = 0;
    Datum r = io_call(t->receive, typid, 3, PointerGetDatum(&buf), ObjectIdGetDatum(typid),
                      Int32GetDatum(typmod));
    if (buf.cursor != buf.len)
        ereport(ERROR, errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                errmsg("incorrect binary data format"));
    return r;
}

bytea *type_send_binary(Oid typid, Datum value)
{
    const TypeInfo *t = type_or_error(typid);
    if (t->send == NULL)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("no binary output function available for type %s", t->typname));
    return (bytea *)DatumGetPointer(io_call(t->send, typid, 1, value, 0, 0));
}

/* ---- hashing ---- */

uint32 types_hash_uint64(uint64 v) { return (uint32)hash_mix64(v ^ 0x9e3779b97f4a7c15ULL); }

uint32 types_hash_bytes(const void *p, size_t len) { return (uint32)hash_bytes64(p, len); }

/* ---- binary wire I/O ---- */

void types_send_init(StringInfo buf)
{
    initStringInfo(buf);
    appendBinaryStringInfo(buf, "\0\0\0\0", VARHDRSZ); /* room for the bytea header */
}
void types_send_int8(StringInfo buf, uint8 v) { appendBinaryStringInfo(buf, &v, 1); }
void types_send_int16(StringInfo buf, int16 v)
{
    unsigned char b[2] = {(unsigned char)((uint16)v >> 8), (unsigned char)v};
    appendBinaryStringInfo(buf, b, 2);
}
void types_send_int32(StringInfo buf, int32 v)
{
    uint32 u = (uint32)v;
    unsigned char b[4] = {(unsigned char)(u >> 24), (unsigned char)(u >> 16),
                          (unsigned char)(u >> 8), (unsigned char)u};
    appendBinaryStringInfo(buf, b, 4);
}
void types_send_int64(StringInfo buf, int64 v)
{
    types_send_int32(buf, (int32)((uint64)v >> 32));
    types_send_int32(buf, (int32)(uint32)v);
}
bytea *types_send_finish(StringInfo buf)
{
    bytea *b = (bytea *)buf->data;
    SET_VARSIZE(b, buf->len);
    return b;
}

const char *types_recv_bytes(StringInfo buf, int len)
{
    if (len < 0 || buf->cursor + len > buf->len)
        ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION),
                errmsg("insufficient data left in message"));
    const char *p = buf->data + buf->cursor;
    buf->cursor += len;
    return p;
}
uint8 types_recv_int8(StringInfo buf) { return (uint8)*types_recv_bytes(buf, 1); }
int16 types_recv_int16(StringInfo buf)
{
    const unsigned char *b = (const unsigned char *)types_recv_bytes(buf, 2);
    return (int16)(uint16)((b[0] << 8) | b[1]);
}
int32 types_recv_int32(StringInfo buf)
{
    const unsigned char *b = (const unsigned char *)types_recv_bytes(buf, 4);
    return (int32)(((uint32)b[0] << 24) | ((uint32)b[1] << 16) | ((uint32)b[2] << 8) | b[3]);
}
int64 types_recv_int64(StringInfo buf)
{
    uint64 hi = (uint32)types_recv_int32(buf);
    uint64 lo = (uint32)types_recv_int32(buf);
    return (int64)(hi << 32 | lo);
}

/* ---- shared pieces ---- */

text *types_text_alloc(int len)
{
    text *t = palloc((size_t)len + VARHDRSZ);
    SET_VARSIZE(t, len + VARHDRSZ);
    return t;
}

void types_invalid_syntax(const char *typname, const char *input)
{
    ereport(ERROR, errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
            errmsg("invalid input syntax for type %s: \"%s\"", typname, input));
}

void types_out_of_range(const char *what)
{
    ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE), errmsg("%s out of range", what));
}

/* ---------------------------------------------------------------- type display names */

static const char *sql_type_name(Oid typid)
{
    switch (typid) {
    case BOOLOID: return "boolean";
    case CHAROID: return "\"char\"";
    case INT8OID: return "bigint";
    case INT2OID: return "smallint";
    case INT4OID: return "integer";
    case FLOAT4OID: return "real";
    case FLOAT8OID: return "double precision";
    case BPCHAROID: return "character";
    case VARCHAROID: return "character varying";
    case TIMEOID: return "time without time zone";
    case TIMESTAMPOID: return "timestamp without time zone";
    case TIMESTAMPTZOID: return "timestamp with time zone";
    default: return type_pseudo_name(typid);
    }
}

const char *type_pseudo_name(Oid typid)
{
    switch (typid) {
    case CSTRINGOID: return "cstring";
    case ANYOID: return "\"any\"";
    case ANYARRAYOID: return "anyarray";
    case INTERNALOID: return "internal";
    case ANYELEMENTOID: return "anyelement";
    case ANYNONARRAYOID: return "anynonarray";
    case ANYCOMPATIBLEOID: return "anycompatible";
    case ANYCOMPATIBLEARRAYOID: return "anycompatiblearray";
    case ANYCOMPATIBLENONARRAYOID: return "anycompatiblenonarray";
    default: return NULL;
    }
}

/* format_type_be(): the name PG shows in messages ("integer", "character varying"). */
char *type_format(Oid typid)
{
    const char *s = sql_type_name(typid);
    if (s)
        return pstrdup(s);
    const TypeInfo *t = type_by_oid(typid);
    if (t == NULL)
        return psprintf("%u", typid);
    /* int2vector (22) and oidvector (30) are arrays PG stores plain and prints by name */
    if (t->typelem != 0 && t->typlen == -1 && t->typcategory == TYPCATEGORY_ARRAY &&
        typid != 22 && typid != 30)
        return psprintf("%s[]", type_format(t->typelem));
    return pstrdup(t->typname);
}

int32 type_avg_width(Oid typid, int32 typmod)
{
    const TypeInfo *t = type_by_oid(typid);
    if (t && t->typlen > 0)
        return t->typlen;
    if ((typid == VARCHAROID || typid == BPCHAROID) && typmod > 4) {
        int32 maxwidth = (typmod - 4) * 4 + 4; /* n UTF-8 characters of 4 bytes + the header */
        if (typid == BPCHAROID || maxwidth <= 32)
            return maxwidth;
        return 32 + (Min(maxwidth, 1000) - 32) / 2;
    }
    return 32;
}

/* format_type_with_typemod(): "character varying(3)", "numeric(5,2)", "bpchar" for -1. */
char *type_format_mod(Oid typid, int32 typmod)
{
    if (typmod < 0) {
        if (typid == BPCHAROID)
            return pstrdup("bpchar");
        return type_format(typid);
    }
    const TypeInfo *at = type_by_oid(typid);
    Oid elem = at && at->typcategory == TYPCATEGORY_ARRAY ? at->typelem : InvalidOid;
    if (OidIsValid(elem) && typid != 22 && typid != 30) /* varchar(3)[]: the element's typmod */
        return psprintf("%s[]", type_format_mod(elem, typmod));
    const TypeInfo *t = type_by_oid(typid);
    char *mod = (t && t->typmod_out) ? t->typmod_out(typmod) : psprintf("(%d)", typmod);
    switch (typid) {
    /* their typmod output carries the "without/with time zone" */
    case TIMESTAMPOID:
    case TIMESTAMPTZOID: return psprintf("timestamp%s", mod);
    case TIMEOID: return psprintf("time%s", mod);
    default: return psprintf("%s%s", type_format(typid), mod);
    }
}

