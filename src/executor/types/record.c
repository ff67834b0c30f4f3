/*
 * record.c: the record pseudo-type's values (layout in record.h): building and taking them
 * apart, and their text and binary forms as PG prints and sends them.
 *
 * Text: (f1,f2,...) with a NULL field empty and a field quoted when it is empty or holds a
 * double quote, backslash, parenthesis, comma or white space (quotes and backslashes doubled),
 * as PG's record_out. Binary: the field count, then per field its type oid and its value as
 * that type's send function gives it (-1 length for NULL), as PG's record_send. There is no
 * input of anonymous records, in PG either.
 */
#include <ctype.h>

#include "executor/types/record.h"
#include "executor/types/types_internal.h"

typedef struct RecordData {
    int32 vl_len_;
    int32 natts;
    int32 names_off; /* where the field names start, 0 when the record carries none */
    /* Oid types[natts]; bool nulls[natts]; the values from record_data_start() on; then the
     * names, if any */
} RecordData;

#define REC_TYPES(r) ((Oid *)((char *)(r) + sizeof(RecordData)))
#define REC_NULLS(r) ((bool *)(REC_TYPES(r) + (r)->natts))

static size_t record_data_start(int natts)
{
    return MAXALIGN(sizeof(RecordData) + sizeof(Oid) * (size_t)natts + (size_t)natts);
}

static const TypeInfo *field_type(Oid typid)
{
    const TypeInfo *t = type_by_oid(typid);
    if (t == NULL)
        elog(ERROR, "record field of unknown type %u", typid);
    return t;
}

/* The bytes a non-NULL value of type t takes in a record. */
static size_t field_size(const TypeInfo *t, Datum v)
{
    if (t->typbyval)
        return sizeof(Datum);
    if (t->typlen == -1)
        return VARSIZE(DatumGetPointer(v));
    if (t->typlen == -2)
        return strlen(DatumGetCString(v)) + 1;
    return (size_t)t->typlen;
}

Datum record_build_named(int natts, const Oid *types, const Datum *values, const bool *nulls,
                         const char *const *names)
{
    size_t len = record_data_start(natts);
    for (int i = 0; i < natts; i++)
        if (!nulls[i])
            len = MAXALIGN(len + field_size(field_type(types[i]), values[i]));
    size_t names_off = len;
    for (int i = 0; names && i < natts; i++)
        len += strlen(names[i]) + 1;
    RecordData *r = palloc0(len);
    SET_VARSIZE(r, len);
    r->natts = natts;
    r->names_off = names ? (int32)names_off : 0;
    memcpy(REC_TYPES(r), types, sizeof(Oid) * (size_t)natts);
    memcpy(REC_NULLS(r), nulls, (size_t)natts);
    char *p = (char *)r + record_data_start(natts);
    for (int i = 0; i < natts; i++) {
        if (nulls[i])
            continue;
        const TypeInfo *t = field_type(types[i]);
        size_t sz = field_size(t, values[i]);
        if (t->typbyval)
            memcpy(p, &values[i], sizeof(Datum));
        else
            memcpy(p, DatumGetPointer(values[i]), sz);
        p += MAXALIGN(sz);
    }
    p = (char *)r + names_off;
    for (int i = 0; names && i < natts; i++) {
        size_t n = strlen(names[i]) + 1;
        memcpy(p, names[i], n);
        p += n;
    }
    return PointerGetDatum(r);
}

Datum record_build(int natts, const Oid *types, const Datum *values, const bool *nulls)
{
    return record_build_named(natts, types, values, nulls, NULL);
}

const char *record_field_name(Datum rec, int field)
{
    const RecordData *r = (const RecordData *)DatumGetPointer(rec);
    assert(field >= 0 && field < r->natts);
    if (r->names_off == 0)
        return psprintf("f%d", field + 1);
    const char *p = (const char *)r + r->names_off;
    for (int i = 0; i < field; i++)
        p += strlen(p) + 1;
    return p;
}

int record_natts(Datum rec) { return ((const RecordData *)DatumGetPointer(rec))->natts; }

Oid record_field_type(Datum rec, int field)
{
    const RecordData *r = (const RecordData *)DatumGetPointer(rec);
    assert(field >= 0 && field < r->natts);
    return REC_TYPES(r)[field];
}

Datum record_field(Datum rec, int field, bool *isnull)
{
    RecordData *r = (RecordData *)DatumGetPointer(rec);
    assert(field >= 0 && field < r->natts);
    char *p = (char *)r + record_data_start(r->natts);
    for (int i = 0; i < field; i++)
        if (!REC_NULLS(r)[i])
            p += MAXALIGN(field_size(field_type(REC_TYPES(r)[i]), PointerGetDatum(p)));
    *isnull = REC_NULLS(r)[field];
    if (*isnull)
        return (Datum)0;
    const TypeInfo *t = field_type(REC_TYPES(r)[field]);
    if (t->typbyval) {
        Datum d;
        memcpy(&d, p, sizeof(Datum));
        return d;
    }
    return PointerGetDatum(p);
}

/* ---------------------------------------------------------------- I/O */

static bool needs_quotes(const char *s)
{
    if (*s == '\0')
        return true;
    for (; *s; s++)
        if (*s == '"' || *s == '\\' || *s == '(' || *s == ')' || *s == ',' ||
            isspace((unsigned char)*s))
            return true;
    return false;
}

static Datum record_out(PG_FUNCTION_ARGS)
{
    Datum rec = PG_GETARG_DATUM(0);
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoChar(&buf, '(');
    for (int i = 0; i < record_natts(rec); i++) {
        if (i > 0)
            appendStringInfoChar(&buf, ',');
        bool isnull;
        Datum v = record_field(rec, i, &isnull);
        if (isnull)
            continue;
        const char *s = type_output_cstring(record_field_type(rec, i), v);
        if (!needs_quotes(s)) {
            appendStringInfoString(&buf, s);
            continue;
        }
        appendStringInfoChar(&buf, '"');
        for (; *s; s++) {
            if (*s == '"' || *s == '\\')
                appendStringInfoChar(&buf, *s);
            appendStringInfoChar(&buf, *s);
        }
        appendStringInfoChar(&buf, '"');
    }
    appendStringInfoChar(&buf, ')');
    PG_RETURN_CSTRING(buf.data);
}

static Datum record_send(PG_FUNCTION_ARGS)
{
    Datum rec = PG_GETARG_DATUM(0);
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int32(&buf, record_natts(rec));
    for (int i = 0; i < record_natts(rec); i++) {
        bool isnull;
        Datum v = record_field(rec, i, &isnull);
        types_send_int32(&buf, (int32)record_field_type(rec, i));
        if (isnull) {
            types_send_int32(&buf, -1);
            continue;
        }
        bytea *b = type_send_binary(record_field_type(rec, i), v);
        types_send_int32(&buf, VARSIZE_ANY_EXHDR(b));
        appendBinaryStringInfo(&buf, ((varlena *)b)->vl_dat, VARSIZE_ANY_EXHDR(b));
    }
    PG_RETURN_POINTER(types_send_finish(&buf));
}

/* ---------------------------------------------------------------- comparison and hashing */

/* varchar sorts and hashes with text's functions, as in PG's text_ops */
static Oid support_type(Oid typid)
{
    return type_cmp_proc(typid) == InvalidOid && typid == VARCHAROID ? TEXTOID : typid;
}

static PGFunction field_support_fn(Oid typid, bool eq)
{
    Oid st = support_type(typid);
    const ProcInfo *p;
    if (eq) {
        const OperInfo *o = oper_by_oid(type_eq_oper(st));
        p = o ? proc_by_oid(o->oprcode) : NULL;
    } else
        p = proc_by_oid(type_cmp_proc(st));
    if (p == NULL || p->fn == NULL)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("could not identify %s for type %s",
                       eq ? "an equality operator" : "a comparison function", type_format(typid)));
    return p->fn;
}

static void check_field_types(Datum a, Datum b, int i)
{
    if (record_field_type(a, i) != record_field_type(b, i))
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("cannot compare dissimilar column types %s and %s at record column %d",
                       type_format(record_field_type(a, i)), type_format(record_field_type(b, i)),
                       i + 1));
}

static pg_noreturn void different_natts(void)
{
    ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
            errmsg("cannot compare record types with different numbers of columns"));
}

/* A field is compared under the default collation, as a table column or ROW() field is by
 * default in PG; the collation is ignored by the other types' functions. */
#define field_collation(t) ((void)(t), DEFAULT_COLLATION_OID)

/*
 * PG's record_cmp / record_eq: field by field, a NULL field equal to a NULL one and sorting
 * after any value (so that btree and hash support see records as a total order); fields of
 * different types, or a record running out of fields first, are errors as in PG. eq_only:
 * with the fields' equality operators (cheaper), any non-zero result meaning unequal.
 */
static int compare_fields(Datum a, Datum b, bool eq_only)
{
    int n = Min(record_natts(a), record_natts(b));
    for (int i = 0; i < n; i++) {
        check_field_types(a, b, i);
        bool na, nb;
        Datum va = record_field(a, i, &na), vb = record_field(b, i, &nb);
        if (na || nb) {
            if (na && nb)
                continue;
            return na ? 1 : -1;
        }
        Oid t = record_field_type(a, i);
        Datum r = DirectFunctionCall2Coll(field_support_fn(t, eq_only), field_collation(t), va,
                                          vb);
        int c = eq_only ? !DatumGetBool(r) : DatumGetInt32(r);
        if (c != 0)
            return c < 0 ? -1 : 1;
    }
    if (record_natts(a) != record_natts(b))
        different_natts();
    return 0;
}

int record_compare(Datum a, Datum b) { return compare_fields(a, b, false); }

bool record_equal(Datum a, Datum b) { return compare_fields(a, b, true) == 0; }

#define REC_CMP(name, test)                                                                      \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        int c = record_compare(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1));                          \
        PG_RETURN_BOOL(test);                                                                    \
    }
REC_CMP(record_lt, c < 0)
REC_CMP(record_le, c <= 0)
REC_CMP(record_gt, c > 0)
REC_CMP(record_ge, c >= 0)

static Datum record_eq(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(record_equal(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)));
}

static Datum record_ne(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(!record_equal(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)));
}

static Datum btrecordcmp(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32(record_compare(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)));
}

/* PG's hash_record: result * 31 + the field's hash, a NULL field hashing as 0. */
static Datum hash_record(PG_FUNCTION_ARGS)
{
    Datum rec = PG_GETARG_DATUM(0);
    uint32 result = 0;
    for (int i = 0; i < record_natts(rec); i++) {
        bool isnull;
        Datum v = record_field(rec, i, &isnull);
        uint32 h = 0;
        if (!isnull) {
            Oid t = record_field_type(rec, i);
            const ProcInfo *p = proc_by_oid(type_hash_proc(support_type(t)));
            if (p == NULL || p->fn == NULL)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                        errmsg("could not identify a hash function for type %s",
                               type_format(t)));
            h = (uint32)DatumGetInt32(DirectFunctionCall1Coll(p->fn, field_collation(t), v));
        }
        result = (result << 5) - result + h;
    }
    PG_RETURN_INT32((int32)result);
}

static pg_noreturn void anonymous_record_input(void)
{
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
            errmsg("input of anonymous composite types is not implemented"));
}

static Datum record_in(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    anonymous_record_input();
}

static Datum record_recv(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    anonymous_record_input();
}

static const TypeInfo record_types[] = {
    {RECORDOID, "record", -1, false, 'd', TYPCATEGORY_PSEUDOTYPE, false, 0, 2287, record_in,
     record_out, record_recv, record_send, NULL, NULL},
};

static const TypeSupport record_support[] = {
    {RECORDOID, 2987, 6192, 2988, 2990},
};

#define RR {RECORDOID, RECORDOID}

static const ProcInfo record_procs[] = {
    {2290, "record_in", 'f', 's', true, false, 3, RECORDOID, {CSTRINGOID, OIDOID, INT4OID}, 0,
     record_in},
    {2291, "record_out", 'f', 's', true, false, 1, CSTRINGOID, {RECORDOID}, 0, record_out},
    {2402, "record_recv", 'f', 's', true, false, 3, RECORDOID, {INTERNALOID, OIDOID, INT4OID},
     0, record_recv},
    {2403, "record_send", 'f', 's', true, false, 1, BYTEAOID, {RECORDOID}, 0, record_send},
    {2981, "record_eq", 'f', 'i', true, false, 2, BOOLOID, RR, 0, record_eq},
    {2982, "record_ne", 'f', 'i', true, false, 2, BOOLOID, RR, 0, record_ne},
    {2983, "record_lt", 'f', 'i', true, false, 2, BOOLOID, RR, 0, record_lt},
    {2984, "record_gt", 'f', 'i', true, false, 2, BOOLOID, RR, 0, record_gt},
    {2985, "record_le", 'f', 'i', true, false, 2, BOOLOID, RR, 0, record_le},
    {2986, "record_ge", 'f', 'i', true, false, 2, BOOLOID, RR, 0, record_ge},
    {2987, "btrecordcmp", 'f', 'i', true, false, 2, INT4OID, RR, 0, btrecordcmp},
    {6192, "hash_record", 'f', 'i', true, false, 1, INT4OID, {RECORDOID}, 0, hash_record},
};

static const OperInfo record_opers[] = {
    {2988, "=", 'b', RECORDOID, RECORDOID, BOOLOID, 2981, 2988, 2989},
    {2989, "<>", 'b', RECORDOID, RECORDOID, BOOLOID, 2982, 2989, 2988},
    {2990, "<", 'b', RECORDOID, RECORDOID, BOOLOID, 2983, 2991, 2993},
    {2991, ">", 'b', RECORDOID, RECORDOID, BOOLOID, 2984, 2990, 2992},
    {2992, "<=", 'b', RECORDOID, RECORDOID, BOOLOID, 2985, 2993, 2991},
    {2993, ">=", 'b', RECORDOID, RECORDOID, BOOLOID, 2986, 2992, 2990},
};

const TypesFamily types_family_record = {
    "record", TYPES_ROWS(record_types), TYPES_ROWS(record_support), TYPES_ROWS(record_procs),
    TYPES_ROWS(record_opers), TYPES_NO_ROWS, TYPES_NO_ROWS,
};
