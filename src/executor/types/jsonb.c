/*
 * jsonb.c: the jsonb type (the parsed JSON tree in json.c's stored form) and the operators and
 * functions of json and jsonb: -> ->> #> #>>, @> <@ ? ?| ?&, || - #-, ordering and hashing,
 * casts to numeric/int/float/bool, jsonb_typeof & co., to_json(b), json(b)_build_*, jsonb_set and
 * jsonb_insert, the one-column set-returning functions and the four aggregates.
 *
 * The one idea: every function unflattens its jsonb arguments into JsonValue trees, works on
 * the trees, and flattens a jsonb result again; json arguments are parsed from their text, and
 * json results that PG copies from the input are slices of that text.
 */
#include <errno.h>

#include <stdlib.h>

#include "executor/types/json.h"

#include "executor/types/array.h"
#include "executor/types/record.h"

#define JSONBARRAYOID 3807

static JsonValue *arg_jsonb(FunctionCallInfo fcinfo, int i)
{
    return jsonb_unflatten((const varlena *)PG_GETARG_POINTER(i));
}

static JsonValue *arg_json(FunctionCallInfo fcinfo, int i)
{
    const text *t = PG_GETARG_TEXT_P(i);
    return json_parse(text_data(t), text_len(t), true);
}

static Datum ret_jsonb(JsonValue *v) { PG_RETURN_POINTER(jsonb_flatten(v)); }

static text *cstring_text(const char *s, int len)
{
    text *t = types_text_alloc(len);
    memcpy(VARDATA(t), s, (size_t)len);
    return t;
}

static JsonValue *parse_jsonb(const char *s, int len)
{
    JsonValue *v = json_parse(s, len, true);
    json_normalize(v);
    return v;
}

static Datum jsonb_in(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    return ret_jsonb(parse_jsonb(s, (int)strlen(s)));
}

static char *jsonb_to_cstring(const JsonValue *v, bool pretty)
{
    StringInfoData out;
    initStringInfo(&out);
    json_print(&out, v, pretty);
    return out.data;
}

static Datum jsonb_out(PG_FUNCTION_ARGS)
{
    PG_RETURN_CSTRING(jsonb_to_cstring(arg_jsonb(fcinfo, 0), false));
}

static Datum jsonb_recv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    int version = types_recv_int8(buf);
    if (version != 1)
        elog(ERROR, "unsupported jsonb version number %d", version);
    int len = buf->len - buf->cursor;
    const char *p = types_recv_bytes(buf, len);
    return ret_jsonb(parse_jsonb(p, len));
}

static Datum jsonb_send(PG_FUNCTION_ARGS)
{
    char *s = jsonb_to_cstring(arg_jsonb(fcinfo, 0), false);
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int8(&buf, 1);
    appendStringInfoString(&buf, s);
    PG_RETURN_POINTER(types_send_finish(&buf));
}

/* ---------------------------------------------------------------- comparison and hashing */

static int kind_rank(JsonKind k)
{
    switch (k) {
    case JV_NULL: return 0;
    case JV_STRING: return 1;
    case JV_NUMBER: return 2;
    case JV_BOOL: return 3;
    case JV_ARRAY: return 4;
    case JV_OBJECT: return 5;
    }
    return 0;
}

static int str_cmp(const char *a, int alen, const char *b, int blen)
{
    int c = memcmp(a, b, (size_t)Min(alen, blen));
    if (c != 0)
        return c < 0 ? -1 : 1;
    return alen < blen ? -1 : alen > blen;
}

static int num_cmp(Datum a, Datum b)
{
    return DatumGetInt32(DirectFunctionCall2(proc_by_oid(1769)->fn, a, b));
}

static int jv_cmp(const JsonValue *a, const JsonValue *b)
{
    if (a->kind != b->kind)
        return kind_rank(a->kind) < kind_rank(b->kind) ? -1 : 1;
    switch (a->kind) {
    case JV_NULL: return 0;
    case JV_BOOL: return a->boolean == b->boolean ? 0 : a->boolean ? 1 : -1;
    case JV_NUMBER: return num_cmp(a->num, b->num);
    case JV_STRING: return str_cmp(a->str, a->len, b->str, b->len);
    case JV_ARRAY:
    case JV_OBJECT:
        if (a->n != b->n)
            return a->n < b->n ? -1 : 1;
        for (int i = 0; i < a->n; i++) {
            int c;
            if (a->kind == JV_OBJECT &&
                (c = str_cmp(a->keys[i].str, a->keys[i].len, b->keys[i].str, b->keys[i].len)) != 0)
                return c;
            if ((c = jv_cmp(&a->elems[i], &b->elems[i])) != 0)
                return c;
        }
        return 0;
    }
    return 0;
}

/* At the top level PG stores a scalar as a one-element "raw scalar" array, and arrays compare
 * their lengths first: so [] sorts before every scalar, and scalars before [x]. */
static int jsonb_compare(FunctionCallInfo fcinfo)
{
    const JsonValue *a = arg_jsonb(fcinfo, 0), *b = arg_jsonb(fcinfo, 1);
    if (a->kind != JV_OBJECT && b->kind != JV_OBJECT) {
        bool ra = a->kind != JV_ARRAY, rb = b->kind != JV_ARRAY;
        int na = ra ? 1 : a->n, nb = rb ? 1 : b->n;
        if (na != nb)
            return na < nb ? -1 : 1;
        if (ra != rb)
            return ra ? -1 : 1;
    }
    return jv_cmp(a, b);
}

#define JSONB_CMP(name, op)                                                                      \
    static Datum name(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(jsonb_compare(fcinfo) op 0); }
JSONB_CMP(jsonb_eq, ==)
JSONB_CMP(jsonb_ne, !=)
JSONB_CMP(jsonb_lt, <)
JSONB_CMP(jsonb_le, <=)
JSONB_CMP(jsonb_gt, >)
JSONB_CMP(jsonb_ge, >=)

static Datum jsonb_cmp(PG_FUNCTION_ARGS) { PG_RETURN_INT32(jsonb_compare(fcinfo)); }

static uint32 jv_hash(const JsonValue *v)
{
    uint32 h = (uint32)v->kind * 0x9e3779b9u;
    switch (v->kind) {
    case JV_NULL: break;
    case JV_BOOL: h ^= v->boolean ? 1 : 2; break;
    case JV_NUMBER: h ^= (uint32)DatumGetInt32(DirectFunctionCall1(proc_by_oid(432)->fn, v->num)); break;
    case JV_STRING: h ^= types_hash_bytes(v->str, (size_t)v->len); break;
    case JV_ARRAY:
    case JV_OBJECT:
        for (int i = 0; i < v->n; i++) {
            if (v->kind == JV_OBJECT)
                h = (h << 5 | h >> 27) ^ types_hash_bytes(v->keys[i].str, (size_t)v->keys[i].len);
            h = (h << 5 | h >> 27) ^ jv_hash(&v->elems[i]);
        }
        break;
    }
    return (uint32)types_hash_uint64(h);
}

static Datum jsonb_hash(PG_FUNCTION_ARGS) { PG_RETURN_INT32((int32)jv_hash(arg_jsonb(fcinfo, 0))); }

/* ---------------------------------------------------------------- field and element access */

static const JsonValue *object_field(const JsonValue *v, const char *key, int len)
{
    if (v->kind != JV_OBJECT)
        return NULL;
    const JsonValue *found = NULL;
    for (int i = 0; i < v->n; i++) /* the last one, for json's duplicates */
        if (v->keys[i].len == len && memcmp(v->keys[i].str, key, (size_t)len) == 0)
            found = &v->elems[i];
    return found;
}

static const JsonValue *array_element(const JsonValue *v, int idx)
{
    if (v->kind != JV_ARRAY)
        return NULL;
    if (idx < 0)
        idx += v->n;
    return idx >= 0 && idx < v->n ? &v->elems[idx] : NULL;
}

static bool parse_index(const char *s, int len, int *out)
{
    char *c = pnstrdup(s, (size_t)len), *end;
    while (*c == ' ' || *c == '\t' || *c == '\n')
        c++;
    if (*c == '\0')
        return false;
    errno = 0;
    long v = strtol(c, &end, 10);
    if (errno != 0 || *end != '\0' || v < INT32_MIN || v > INT32_MAX)
        return false;
    *out = (int)v;
    return true;
}

/* The path of #> (a text[]) or of jsonb_extract_path's VARIADIC text arguments, expanded. */
static void path_args(FunctionCallInfo fcinfo, int argno, Datum **elems, bool **nulls, int *n)
{
    bool spread = PG_NARGS() > argno + 1 ||
                  (fcinfo->argtypes != NULL && fcinfo->argtypes[argno] != TEXTARRAYOID &&
                   fcinfo->argtypes[argno] != InvalidOid);
    if (spread) {
        *n = PG_NARGS() - argno;
        *elems = palloc(sizeof(Datum) * (size_t)(*n + 1));
        *nulls = palloc(sizeof(bool) * (size_t)(*n + 1));
        for (int i = 0; i < *n; i++) {
            (*nulls)[i] = PG_ARGISNULL(argno + i);
            (*elems)[i] = PG_GETARG_DATUM(argno + i);
        }
        return;
    }
    ArrayElemInfo ei;
    arraytype_elem_info(TEXTOID, &ei);
    const ArrayType *a = DatumGetArrayTypeP(PG_GETARG_DATUM(argno));
    if (ARR_NDIM(a) > 1)
        ereport(ERROR, errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
                errmsg("wrong number of array subscripts"));
    arraytype_deconstruct(a, &ei, elems, nulls, n);
}

/* #> path: text[] elements; NULL (not found) for NULL elements or non-integer array steps. */
static const JsonValue *follow_path(const JsonValue *v, FunctionCallInfo fcinfo, int argno)
{
    Datum *elems;
    bool *nulls;
    int n;
    path_args(fcinfo, argno, &elems, &nulls, &n);
    for (int i = 0; i < n && v != NULL; i++) {
        if (nulls[i])
            return NULL;
        const text *t = DatumGetTextP(elems[i]);
        if (v->kind == JV_OBJECT)
            v = object_field(v, text_data(t), text_len(t));
        else if (v->kind == JV_ARRAY) {
            int idx;
            v = parse_index(text_data(t), text_len(t), &idx) ? array_element(v, idx) : NULL;
        } else
            return NULL;
    }
    return v;
}

static Datum as_text(FunctionCallInfo fcinfo, const JsonValue *v, bool json_src)
{
    if (v == NULL || v->kind == JV_NULL)
        PG_RETURN_NULL();
    if (v->kind == JV_STRING)
        PG_RETURN_TEXT_P(cstring_text(v->str, v->len));
    if (json_src)
        PG_RETURN_TEXT_P(cstring_text(v->src, v->srclen));
    char *s = jsonb_to_cstring(v, false);
    PG_RETURN_TEXT_P(cstring_text(s, (int)strlen(s)));
}

static Datum as_jsonb(FunctionCallInfo fcinfo, const JsonValue *v)
{
    if (v == NULL)
        PG_RETURN_NULL();
    return ret_jsonb((JsonValue *)v);
}

static Datum as_json(FunctionCallInfo fcinfo, const JsonValue *v)
{
    if (v == NULL)
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_text(v->src, v->srclen));
}

static const JsonValue *field_arg(FunctionCallInfo fcinfo, const JsonValue *v)
{
    const text *k = PG_GETARG_TEXT_P(1);
    return object_field(v, text_data(k), text_len(k));
}

static Datum jsonb_object_field(PG_FUNCTION_ARGS) { return as_jsonb(fcinfo, field_arg(fcinfo, arg_jsonb(fcinfo, 0))); }
static Datum jsonb_object_field_text(PG_FUNCTION_ARGS) { return as_text(fcinfo, field_arg(fcinfo, arg_jsonb(fcinfo, 0)), false); }
static Datum jsonb_array_element(PG_FUNCTION_ARGS) { return as_jsonb(fcinfo, array_element(arg_jsonb(fcinfo, 0), PG_GETARG_INT32(1))); }
static Datum jsonb_array_element_text(PG_FUNCTION_ARGS) { return as_text(fcinfo, array_element(arg_jsonb(fcinfo, 0), PG_GETARG_INT32(1)), false); }
static Datum jsonb_extract_path(PG_FUNCTION_ARGS) { return as_jsonb(fcinfo, follow_path(arg_jsonb(fcinfo, 0), fcinfo, 1)); }
static Datum jsonb_extract_path_text(PG_FUNCTION_ARGS) { return as_text(fcinfo, follow_path(arg_jsonb(fcinfo, 0), fcinfo, 1), false); }
static Datum json_object_field(PG_FUNCTION_ARGS) { return as_json(fcinfo, field_arg(fcinfo, arg_json(fcinfo, 0))); }
static Datum json_object_field_text(PG_FUNCTION_ARGS) { return as_text(fcinfo, field_arg(fcinfo, arg_json(fcinfo, 0)), true); }
static Datum json_array_element(PG_FUNCTION_ARGS) { return as_json(fcinfo, array_element(arg_json(fcinfo, 0), PG_GETARG_INT32(1))); }
static Datum json_array_element_text(PG_FUNCTION_ARGS) { return as_text(fcinfo, array_element(arg_json(fcinfo, 0), PG_GETARG_INT32(1)), true); }
static Datum json_extract_path(PG_FUNCTION_ARGS) { return as_json(fcinfo, follow_path(arg_json(fcinfo, 0), fcinfo, 1)); }
static Datum json_extract_path_text(PG_FUNCTION_ARGS) { return as_text(fcinfo, follow_path(arg_json(fcinfo, 0), fcinfo, 1), true); }

/* ---------------------------------------------------------------- containment and existence */

static bool contains(const JsonValue *a, const JsonValue *b, bool top)
{
    if (a->kind != b->kind) {
        /* a top-level array contains a scalar it holds (PG's raw scalar rule, one way only) */
        if (top && a->kind == JV_ARRAY && b->kind != JV_OBJECT && b->kind != JV_ARRAY) {
            for (int i = 0; i < a->n; i++)
                if (jv_cmp(&a->elems[i], b) == 0)
                    return true;
        }
        return false;
    }
    if (a->kind == JV_OBJECT) {
        for (int i = 0; i < b->n; i++) {
            const JsonValue *av = object_field(a, b->keys[i].str, b->keys[i].len);
            if (av == NULL)
                return false;
            const JsonValue *bv = &b->elems[i];
            if (bv->kind == JV_ARRAY || bv->kind == JV_OBJECT) {
                if (!contains(av, bv, false))
                    return false;
            } else if (jv_cmp(av, bv) != 0)
                return false;
        }
        return true;
    }
    if (a->kind == JV_ARRAY) {
        for (int i = 0; i < b->n; i++) {
            const JsonValue *bv = &b->elems[i];
            bool found = false;
            for (int j = 0; j < a->n && !found; j++) {
                const JsonValue *av = &a->elems[j];
                if (bv->kind == JV_ARRAY || bv->kind == JV_OBJECT)
                    found = av->kind == bv->kind && contains(av, bv, false);
                else
                    found = jv_cmp(av, bv) == 0;
            }
            if (!found)
                return false;
        }
        return true;
    }
    return jv_cmp(a, b) == 0;
}

static Datum jsonb_contains(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(contains(arg_jsonb(fcinfo, 0), arg_jsonb(fcinfo, 1), true)); }
static Datum jsonb_contained(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(contains(arg_jsonb(fcinfo, 1), arg_jsonb(fcinfo, 0), true)); }

static bool exists(const JsonValue *v, const char *k, int len)
{
    if (v->kind == JV_OBJECT)
        return object_field(v, k, len) != NULL;
    if (v->kind == JV_ARRAY) {
        for (int i = 0; i < v->n; i++)
            if (v->elems[i].kind == JV_STRING && v->elems[i].len == len &&
                memcmp(v->elems[i].str, k, (size_t)len) == 0)
                return true;
        return false;
    }
    return v->kind == JV_STRING && v->len == len && memcmp(v->str, k, (size_t)len) == 0;
}

static Datum jsonb_exists(PG_FUNCTION_ARGS)
{
    const text *k = PG_GETARG_TEXT_P(1);
    PG_RETURN_BOOL(exists(arg_jsonb(fcinfo, 0), text_data(k), text_len(k)));
}

static Datum exists_many(FunctionCallInfo fcinfo, bool all)
{
    JsonValue *v = arg_jsonb(fcinfo, 0);
    ArrayElemInfo ei;
    arraytype_elem_info(TEXTOID, &ei);
    Datum *elems;
    bool *nulls;
    int n;
    arraytype_deconstruct(DatumGetArrayTypeP(PG_GETARG_DATUM(1)), &ei, &elems, &nulls, &n);
    for (int i = 0; i < n; i++) {
        if (nulls[i])
            continue;
        const text *t = DatumGetTextP(elems[i]);
        bool e = exists(v, text_data(t), text_len(t));
        if (e && !all)
            PG_RETURN_BOOL(true);
        if (!e && all)
            PG_RETURN_BOOL(false);
    }
    PG_RETURN_BOOL(all);
}

static Datum jsonb_exists_any(PG_FUNCTION_ARGS) { return exists_many(fcinfo, false); }
static Datum jsonb_exists_all(PG_FUNCTION_ARGS) { return exists_many(fcinfo, true); }

/* ---------------------------------------------------------------- ||, -, #- */

static bool is_container(const JsonValue *v) { return v->kind == JV_ARRAY || v->kind == JV_OBJECT; }

static Datum jsonb_concat(PG_FUNCTION_ARGS)
{
    JsonValue *a = arg_jsonb(fcinfo, 0), *b = arg_jsonb(fcinfo, 1);
    JsonValue *r = palloc0(sizeof(JsonValue));
    if (a->kind == JV_OBJECT && b->kind == JV_OBJECT) {
        r->kind = JV_OBJECT;
        r->n = a->n + b->n;
        r->keys = palloc(sizeof(JsonValue) * (size_t)(r->n + 1));
        r->elems = palloc(sizeof(JsonValue) * (size_t)(r->n + 1));
        memcpy(r->keys, a->keys, sizeof(JsonValue) * (size_t)a->n);
        memcpy(r->elems, a->elems, sizeof(JsonValue) * (size_t)a->n);
        memcpy(r->keys + a->n, b->keys, sizeof(JsonValue) * (size_t)b->n);
        memcpy(r->elems + a->n, b->elems, sizeof(JsonValue) * (size_t)b->n);
        json_normalize(r);
        return ret_jsonb(r);
    }
    int na = a->kind == JV_ARRAY ? a->n : 1, nb = b->kind == JV_ARRAY ? b->n : 1;
    r->kind = JV_ARRAY;
    r->n = na + nb;
    r->elems = palloc(sizeof(JsonValue) * (size_t)(r->n + 1));
    if (a->kind == JV_ARRAY)
        memcpy(r->elems, a->elems, sizeof(JsonValue) * (size_t)na);
    else
        r->elems[0] = *a;
    if (b->kind == JV_ARRAY)
        memcpy(r->elems + na, b->elems, sizeof(JsonValue) * (size_t)nb);
    else
        r->elems[na] = *b;
    return ret_jsonb(r);
}

static void remove_at(JsonValue *v, int i)
{
    memmove(&v->elems[i], &v->elems[i + 1], sizeof(JsonValue) * (size_t)(v->n - i - 1));
    if (v->kind == JV_OBJECT)
        memmove(&v->keys[i], &v->keys[i + 1], sizeof(JsonValue) * (size_t)(v->n - i - 1));
    v->n--;
}

static void delete_key(JsonValue *v, const char *k, int len)
{
    for (int i = v->n - 1; i >= 0; i--) {
        const JsonValue *cand = v->kind == JV_OBJECT ? &v->keys[i] : &v->elems[i];
        if (cand->kind == JV_STRING && cand->len == len && memcmp(cand->str, k, (size_t)len) == 0)
            remove_at(v, i);
    }
}

static void no_scalar_delete(const JsonValue *v)
{
    if (!is_container(v))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("cannot delete from scalar"));
}

static Datum jsonb_delete(PG_FUNCTION_ARGS)
{
    JsonValue *v = arg_jsonb(fcinfo, 0);
    const text *k = PG_GETARG_TEXT_P(1);
    no_scalar_delete(v);
    delete_key(v, text_data(k), text_len(k));
    return ret_jsonb(v);
}

static Datum jsonb_delete_array(PG_FUNCTION_ARGS)
{
    JsonValue *v = arg_jsonb(fcinfo, 0);
    no_scalar_delete(v);
    ArrayElemInfo ei;
    arraytype_elem_info(TEXTOID, &ei);
    Datum *elems;
    bool *nulls;
    int n;
    arraytype_deconstruct(DatumGetArrayTypeP(PG_GETARG_DATUM(1)), &ei, &elems, &nulls, &n);
    for (int i = 0; i < n; i++)
        if (!nulls[i])
            delete_key(v, text_data(DatumGetTextP(elems[i])), text_len(DatumGetTextP(elems[i])));
    return ret_jsonb(v);
}

static Datum jsonb_delete_idx(PG_FUNCTION_ARGS)
{
    JsonValue *v = arg_jsonb(fcinfo, 0);
    no_scalar_delete(v);
    if (v->kind == JV_OBJECT)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("cannot delete from object using integer index"));
    int idx = PG_GETARG_INT32(1);
    if (idx < 0)
        idx += v->n;
    if (idx >= 0 && idx < v->n)
        remove_at(v, idx);
    return ret_jsonb(v);
}

static void path_not_integer(int pos, const text *t)
{
    ereport(ERROR, errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
            errmsg("path element at position %d is not an integer: \"%.*s\"", pos, text_len(t),
                   text_data(t)));
}

static void delete_path(JsonValue *v, Datum *elems, bool *nulls, int n, int level)
{
    if (level >= n || !is_container(v))
        return;
    if (nulls[level])
        ereport(ERROR, errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                errmsg("path element at position %d is null", level + 1));
    const text *t = DatumGetTextP(elems[level]);
    int i = -1;
    if (v->kind == JV_OBJECT) {
        for (int j = 0; j < v->n; j++)
            if (v->keys[j].len == text_len(t) && memcmp(v->keys[j].str, text_data(t), (size_t)text_len(t)) == 0)
                i = j;
    } else {
        int idx;
        if (!parse_index(text_data(t), text_len(t), &idx))
            path_not_integer(level + 1, t);
        if (idx < 0)
            idx += v->n;
        if (idx >= 0 && idx < v->n)
            i = idx;
    }
    if (i < 0)
        return;
    if (level == n - 1)
        remove_at(v, i);
    else
        delete_path(&v->elems[i], elems, nulls, n, level + 1);
}

static Datum jsonb_delete_path(PG_FUNCTION_ARGS)
{
    JsonValue *v = arg_jsonb(fcinfo, 0);
    if (!is_container(v))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("cannot delete path in scalar"));
    ArrayElemInfo ei;
    arraytype_elem_info(TEXTOID, &ei);
    Datum *elems;
    bool *nulls;
    int n;
    arraytype_deconstruct(DatumGetArrayTypeP(PG_GETARG_DATUM(1)), &ei, &elems, &nulls, &n);
    delete_path(v, elems, nulls, n, 0);
    return ret_jsonb(v);
}

/* ---------------------------------------------------------------- simple functions */

static const char *kind_name(JsonKind k)
{
    switch (k) {
    case JV_NULL: return "null";
    case JV_STRING: return "string";
    case JV_NUMBER: return "number";
    case JV_BOOL: return "boolean";
    case JV_ARRAY: return "array";
    case JV_OBJECT: return "object";
    }
    return "null";
}

static Datum typeof_text(const JsonValue *v)
{
    const char *s = kind_name(v->kind);
    PG_RETURN_TEXT_P(cstring_text(s, (int)strlen(s)));
}

static Datum jsonb_typeof(PG_FUNCTION_ARGS) { return typeof_text(arg_jsonb(fcinfo, 0)); }
static Datum json_typeof(PG_FUNCTION_ARGS) { return typeof_text(arg_json(fcinfo, 0)); }

static Datum array_length_of(const JsonValue *v)
{
    if (v->kind == JV_OBJECT)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("cannot get array length of a non-array"));
    if (v->kind != JV_ARRAY)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("cannot get array length of a scalar"));
    PG_RETURN_INT32(v->n);
}

static Datum jsonb_array_length(PG_FUNCTION_ARGS) { return array_length_of(arg_jsonb(fcinfo, 0)); }
static Datum json_array_length(PG_FUNCTION_ARGS) { return array_length_of(arg_json(fcinfo, 0)); }

static Datum jsonb_pretty(PG_FUNCTION_ARGS)
{
    char *s = jsonb_to_cstring(arg_jsonb(fcinfo, 0), true);
    PG_RETURN_TEXT_P(cstring_text(s, (int)strlen(s)));
}

static void strip_nulls(JsonValue *v)
{
    if (!is_container(v))
        return;
    for (int i = v->n - 1; i >= 0; i--) {
        if (v->kind == JV_OBJECT && v->elems[i].kind == JV_NULL)
            remove_at(v, i);
        else
            strip_nulls(&v->elems[i]);
    }
}

static Datum jsonb_strip_nulls(PG_FUNCTION_ARGS)
{
    JsonValue *v = arg_jsonb(fcinfo, 0);
    strip_nulls(v);
    return ret_jsonb(v);
}

/* json_strip_nulls: PG re-emits the tokens without whitespace, scalars as typed. */
static void strip_nulls_json(StringInfo out, const JsonValue *v)
{
    if (!is_container(v)) {
        appendBinaryStringInfo(out, v->src, v->srclen);
        return;
    }
    bool obj = v->kind == JV_OBJECT, first = true;
    appendStringInfoChar(out, obj ? '{' : '[');
    for (int i = 0; i < v->n; i++) {
        if (obj && v->elems[i].kind == JV_NULL)
            continue;
        if (!first)
            appendStringInfoChar(out, ',');
        first = false;
        if (obj) {
            appendBinaryStringInfo(out, v->keys[i].src, v->keys[i].srclen);
            appendStringInfoChar(out, ':');
        }
        strip_nulls_json(out, &v->elems[i]);
    }
    appendStringInfoChar(out, obj ? '}' : ']');
}

static Datum json_strip_nulls(PG_FUNCTION_ARGS)
{
    StringInfoData out;
    initStringInfo(&out);
    strip_nulls_json(&out, arg_json(fcinfo, 0));
    PG_RETURN_TEXT_P(cstring_text(out.data, out.len));
}

/* ---------------------------------------------------------------- casts */

static Datum json_to_jsonb(PG_FUNCTION_ARGS)
{
    const text *t = PG_GETARG_TEXT_P(0);
    return ret_jsonb(parse_jsonb(text_data(t), text_len(t)));
}

static Datum jsonb_to_json(PG_FUNCTION_ARGS)
{
    char *s = jsonb_to_cstring(arg_jsonb(fcinfo, 0), false);
    PG_RETURN_TEXT_P(cstring_text(s, (int)strlen(s)));
}

static const JsonValue *scalar_for_cast(FunctionCallInfo fcinfo, JsonKind want, const char *typname)
{
    const JsonValue *v = arg_jsonb(fcinfo, 0);
    if (v->kind != want)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("cannot cast jsonb %s to type %s",
                       v->kind == JV_NUMBER ? "numeric" : kind_name(v->kind), typname));
    return v;
}

static Datum jsonb_numeric(PG_FUNCTION_ARGS) { PG_RETURN_DATUM(scalar_for_cast(fcinfo, JV_NUMBER, "numeric")->num); }
static Datum jsonb_bool(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(scalar_for_cast(fcinfo, JV_BOOL, "boolean")->boolean); }
#define JSONB_NUM_CAST(name, typname, procoid)                                                   \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        Datum n = scalar_for_cast(fcinfo, JV_NUMBER, typname)->num;                              \
        return DirectFunctionCall1(proc_by_oid(procoid)->fn, n);                                 \
    }
JSONB_NUM_CAST(jsonb_int2, "smallint", 1783)
JSONB_NUM_CAST(jsonb_int4, "integer", 1744)
JSONB_NUM_CAST(jsonb_int8, "bigint", 1779)
JSONB_NUM_CAST(jsonb_float4, "real", 1745)
JSONB_NUM_CAST(jsonb_float8, "double precision", 1746)

/* ---------------------------------------------------------------- to_json(b), build functions */

static void set_string(JsonValue *v, const char *s)
{
    v->kind = JV_STRING;
    v->str = (char *)s;
    v->len = (int)strlen(s);
}

/* datetimes in ISO 8601 as PG's JsonEncodeDateTime writes them (DateStyle ISO output assumed) */
static char *iso_datetime(Oid type, const char *out)
{
    if (strchr(out, ' ') == NULL)
        return (char *)out;
    char *s = pstrdup(out);
    *strchr(s, ' ') = 'T';
    if (type == TIMESTAMPTZOID) {
        size_t n = strlen(s);
        if (n > 3 && (s[n - 3] == '+' || s[n - 3] == '-'))
            s = psprintf("%s:00", s);
    }
    return s;
}

static void datum_to_jv(Datum d, bool isnull, Oid type, JsonValue *v, int depth);

static void array_to_jv(const ArrayType *a, int dim, int *offset, const ArrayElemInfo *ei,
                        JsonValue *v, int depth)
{
    v->kind = JV_ARRAY;
    v->n = ARR_DIMS(a)[dim];
    v->elems = palloc0(sizeof(JsonValue) * (size_t)(v->n + 1));
    for (int i = 0; i < v->n; i++) {
        if (dim + 1 < ARR_NDIM(a))
            array_to_jv(a, dim + 1, offset, ei, &v->elems[i], depth);
        else {
            bool isnull;
            Datum e = arraytype_element(a, ei, (*offset)++, &isnull);
            datum_to_jv(e, isnull, ei->type, &v->elems[i], depth + 1);
        }
    }
}

static void datum_to_jv(Datum d, bool isnull, Oid type, JsonValue *v, int depth)
{
    memset(v, 0, sizeof(*v));
    if (isnull) {
        v->kind = JV_NULL;
        return;
    }
    switch (type) {
    case BOOLOID:
        v->kind = JV_BOOL;
        v->boolean = DatumGetBool(d);
        return;
    case INT2OID: case INT4OID: case INT8OID: case FLOAT4OID: case FLOAT8OID: case NUMERICOID: {
        char *s = type_output_cstring(type, d);
        if (type == NUMERICOID || (strcmp(s, "NaN") != 0 && strstr(s, "Infinity") == NULL)) {
            if (type == NUMERICOID && (strcmp(s, "NaN") == 0 || strstr(s, "Infinity")))
                set_string(v, s);
            else {
                v->kind = JV_NUMBER;
                v->num = types_numeric_from_cstring(s);
            }
        } else
            set_string(v, s);
        return;
    }
    case JSONOID: {
        const text *t = DatumGetTextP(d);
        *v = *json_parse(text_data(t), text_len(t), true);
        json_normalize(v);
        return;
    }
    case JSONBOID: *v = *jsonb_unflatten((const varlena *)DatumGetPointer(d)); return;
    case DATEOID: case TIMESTAMPOID: case TIMESTAMPTZOID:
        set_string(v, iso_datetime(type, type_output_cstring(type, d)));
        return;
    default: break;
    }
    if (type == RECORDOID) {
        /* an object of the record's fields by name, as PG's composite_to_jsonb */
        v->kind = JV_OBJECT;
        v->n = record_natts(d);
        v->keys = palloc0(sizeof(JsonValue) * (size_t)(v->n + 1));
        v->elems = palloc0(sizeof(JsonValue) * (size_t)(v->n + 1));
        for (int i = 0; i < v->n; i++) {
            bool fnull;
            Datum f = record_field(d, i, &fnull);
            set_string(&v->keys[i], record_field_name(d, i));
            datum_to_jv(f, fnull, record_field_type(d, i), &v->elems[i], depth + 1);
        }
        return;
    }
    Oid elem = arraytype_elem_of(type);
    if (elem != 0) {
        const ArrayType *a = DatumGetArrayTypeP(d);
        ArrayElemInfo ei;
        arraytype_elem_info(ARR_ELEMTYPE(a), &ei);
        if (ARR_NDIM(a) == 0) {
            v->kind = JV_ARRAY;
            return;
        }
        int offset = 0;
        array_to_jv(a, 0, &offset, &ei, v, depth);
        return;
    }
    set_string(v, type_output_cstring(type, d));
}

static Oid arg_type(FunctionCallInfo fcinfo, int i)
{
    if (fcinfo->argtypes == NULL || fcinfo->argtypes[i] == InvalidOid)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("could not determine input data type"));
    return fcinfo->argtypes[i];
}

static Datum to_jsonb(PG_FUNCTION_ARGS)
{
    JsonValue v;
    datum_to_jv(PG_GETARG_DATUM(0), false, arg_type(fcinfo, 0), &v, 0);
    json_normalize(&v);
    return ret_jsonb(&v);
}

/* json's text forms: PG's datum_to_json prints arrays without spaces ([1,2]) and keeps json
 * values as typed; numbers as their output text. */
static void datum_to_json_text(StringInfo out, Datum d, bool isnull, Oid type, bool key);

static void array_to_json_text(StringInfo out, const ArrayType *a, int dim, int *offset,
                               const ArrayElemInfo *ei)
{
    appendStringInfoChar(out, '[');
    for (int i = 0; i < ARR_DIMS(a)[dim]; i++) {
        if (i > 0)
            appendStringInfoChar(out, ',');
        if (dim + 1 < ARR_NDIM(a))
            array_to_json_text(out, a, dim + 1, offset, ei);
        else {
            bool isnull;
            Datum e = arraytype_element(a, ei, (*offset)++, &isnull);
            datum_to_json_text(out, e, isnull, ei->type, false);
        }
    }
    appendStringInfoChar(out, ']');
}

/* PG's composite_to_json: {"a":1,"b":"x"}; pretty puts each field after the first on a line
 * of its own (row_to_json(r, true)). */
static void record_to_json_text(StringInfo out, Datum rec, bool pretty)
{
    appendStringInfoChar(out, '{');
    for (int i = 0; i < record_natts(rec); i++) {
        if (i > 0)
            appendStringInfoString(out, pretty ? ",\n " : ",");
        const char *name = record_field_name(rec, i);
        json_escape(out, name, (int)strlen(name));
        appendStringInfoChar(out, ':');
        bool fnull;
        Datum f = record_field(rec, i, &fnull);
        datum_to_json_text(out, f, fnull, record_field_type(rec, i), false);
    }
    appendStringInfoChar(out, '}');
}

static void datum_to_json_text(StringInfo out, Datum d, bool isnull, Oid type, bool key)
{
    if (isnull) {
        appendStringInfoString(out, "null");
        return;
    }
    Oid elem = arraytype_elem_of(type);
    if (key && (elem != 0 || type == JSONOID || type == JSONBOID || type == RECORDOID))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("key value must be scalar, not array, composite, or json"));
    char *s;
    switch (type) {
    case BOOLOID:
        s = DatumGetBool(d) ? "true" : "false";
        break;
    case INT2OID: case INT4OID: case INT8OID: case FLOAT4OID: case FLOAT8OID: case NUMERICOID:
        s = type_output_cstring(type, d);
        if (strcmp(s, "NaN") == 0 || strstr(s, "Infinity") != NULL)
            break;
        if (key)
            json_escape(out, s, (int)strlen(s));
        else
            appendStringInfoString(out, s);
        return;
    case JSONOID:
        appendBinaryStringInfo(out, text_data(DatumGetTextP(d)), text_len(DatumGetTextP(d)));
        return;
    case JSONBOID:
        appendStringInfoString(out, jsonb_to_cstring(jsonb_unflatten((const varlena *)DatumGetPointer(d)), false));
        return;
    case DATEOID: case TIMESTAMPOID: case TIMESTAMPTZOID:
        s = iso_datetime(type, type_output_cstring(type, d));
        break;
    case RECORDOID: record_to_json_text(out, d, false); return;
    default:
        if (elem != 0) {
            const ArrayType *a = DatumGetArrayTypeP(d);
            ArrayElemInfo ei;
            arraytype_elem_info(ARR_ELEMTYPE(a), &ei);
            int offset = 0;
            if (ARR_NDIM(a) == 0)
                appendStringInfoString(out, "[]");
            else
                array_to_json_text(out, a, 0, &offset, &ei);
            return;
        }
        s = type_output_cstring(type, d);
    }
    if (type == BOOLOID && !key)
        appendStringInfoString(out, s);
    else
        json_escape(out, s, (int)strlen(s));
}

static Datum to_json(PG_FUNCTION_ARGS)
{
    StringInfoData out;
    initStringInfo(&out);
    datum_to_json_text(&out, PG_GETARG_DATUM(0), false, arg_type(fcinfo, 0), false);
    PG_RETURN_TEXT_P(cstring_text(out.data, out.len));
}

static Datum row_to_json(PG_FUNCTION_ARGS)
{
    StringInfoData out;
    initStringInfo(&out);
    record_to_json_text(&out, PG_GETARG_DATUM(0), PG_NARGS() > 1 && PG_GETARG_BOOL(1));
    PG_RETURN_TEXT_P(cstring_text(out.data, out.len));
}

static void check_build_object_args(FunctionCallInfo fcinfo, const char *fname)
{
    if (PG_NARGS() % 2 != 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("argument list must have even number of elements"),
                errhint("The arguments of %s() must consist of alternating keys and values.", fname));
    for (int i = 0; i < PG_NARGS(); i += 2) {
        if (PG_ARGISNULL(i) && fname[4] == 'b')
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("argument %d: key must not be null", i + 1));
        if (PG_ARGISNULL(i))
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("argument %d cannot be null", i + 1),
                    errhint("Object keys should be text."));
    }
}

static Datum json_build_object(PG_FUNCTION_ARGS)
{
    check_build_object_args(fcinfo, "json_build_object");
    StringInfoData out;
    initStringInfo(&out);
    appendStringInfoChar(&out, '{');
    for (int i = 0; i < PG_NARGS(); i += 2) {
        if (i > 0)
            appendStringInfoString(&out, ", ");
        datum_to_json_text(&out, PG_GETARG_DATUM(i), false, arg_type(fcinfo, i), true);
        appendStringInfoString(&out, " : ");
        datum_to_json_text(&out, PG_GETARG_DATUM(i + 1), PG_ARGISNULL(i + 1),
                           arg_type(fcinfo, i + 1), false);
    }
    appendStringInfoChar(&out, '}');
    PG_RETURN_TEXT_P(cstring_text(out.data, out.len));
}

static Datum json_build_array(PG_FUNCTION_ARGS)
{
    StringInfoData out;
    initStringInfo(&out);
    appendStringInfoChar(&out, '[');
    for (int i = 0; i < PG_NARGS(); i++) {
        if (i > 0)
            appendStringInfoString(&out, ", ");
        datum_to_json_text(&out, PG_GETARG_DATUM(i), PG_ARGISNULL(i), arg_type(fcinfo, i), false);
    }
    appendStringInfoChar(&out, ']');
    PG_RETURN_TEXT_P(cstring_text(out.data, out.len));
}

static Datum json_build_empty_object(PG_FUNCTION_ARGS) { (void)fcinfo; PG_RETURN_TEXT_P(cstring_text("{}", 2)); }
static Datum json_build_empty_array(PG_FUNCTION_ARGS) { (void)fcinfo; PG_RETURN_TEXT_P(cstring_text("[]", 2)); }

static Datum jsonb_build_object(PG_FUNCTION_ARGS)
{
    check_build_object_args(fcinfo, "jsonb_build_object");
    JsonValue *r = palloc0(sizeof(JsonValue));
    r->kind = JV_OBJECT;
    r->n = PG_NARGS() / 2;
    r->keys = palloc0(sizeof(JsonValue) * (size_t)(r->n + 1));
    r->elems = palloc0(sizeof(JsonValue) * (size_t)(r->n + 1));
    for (int i = 0; i < r->n; i++) {
        Oid kt = arg_type(fcinfo, 2 * i);
        if (arraytype_elem_of(kt) != 0 || kt == JSONOID || kt == JSONBOID || kt == RECORDOID)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("key value must be scalar, not array, composite, or json"));
        set_string(&r->keys[i], kt == BOOLOID ? (DatumGetBool(PG_GETARG_DATUM(2 * i)) ? "true" : "false")
                                              : type_output_cstring(kt, PG_GETARG_DATUM(2 * i)));
        datum_to_jv(PG_GETARG_DATUM(2 * i + 1), PG_ARGISNULL(2 * i + 1),
                    arg_type(fcinfo, 2 * i + 1), &r->elems[i], 0);
    }
    json_normalize(r);
    return ret_jsonb(r);
}

static Datum jsonb_build_array(PG_FUNCTION_ARGS)
{
    JsonValue *r = palloc0(sizeof(JsonValue));
    r->kind = JV_ARRAY;
    r->n = PG_NARGS();
    r->elems = palloc0(sizeof(JsonValue) * (size_t)(r->n + 1));
    for (int i = 0; i < r->n; i++)
        datum_to_jv(PG_GETARG_DATUM(i), PG_ARGISNULL(i), arg_type(fcinfo, i), &r->elems[i], 0);
    json_normalize(r);
    return ret_jsonb(r);
}

static Datum jsonb_build_empty_object(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    JsonValue v = {.kind = JV_OBJECT};
    return ret_jsonb(&v);
}

static Datum jsonb_build_empty_array(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    JsonValue v = {.kind = JV_ARRAY};
    return ret_jsonb(&v);
}


/* ---------------------------------------------------------------- jsonb_set, jsonb_insert */

static void insert_at(JsonValue *v, int i, const JsonValue *key, const JsonValue *val)
{
    JsonValue *ne = palloc(sizeof(JsonValue) * (size_t)(v->n + 1));
    memcpy(ne, v->elems, sizeof(JsonValue) * (size_t)i);
    ne[i] = *val;
    memcpy(ne + i + 1, v->elems + i, sizeof(JsonValue) * (size_t)(v->n - i));
    if (v->kind == JV_OBJECT) {
        JsonValue *nk = palloc(sizeof(JsonValue) * (size_t)(v->n + 1));
        memcpy(nk, v->keys, sizeof(JsonValue) * (size_t)i);
        nk[i] = *key;
        memcpy(nk + i + 1, v->keys + i, sizeof(JsonValue) * (size_t)(v->n - i));
        v->keys = nk;
    }
    v->elems = ne;
    v->n++;
}

/* PG's setPath: mode 0 set (create missing when create), 1 insert before, 2 insert after. */
static void set_path(JsonValue *v, Datum *elems, bool *nulls, int n, int level,
                     const JsonValue *newval, bool create, int mode)
{
    if (level >= n || !is_container(v))
        return;
    if (nulls[level])
        ereport(ERROR, errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                errmsg("path element at position %d is null", level + 1));
    const text *t = DatumGetTextP(elems[level]);
    bool last = level == n - 1;
    if (v->kind == JV_OBJECT) {
        for (int j = 0; j < v->n; j++) {
            if (v->keys[j].len != text_len(t) || memcmp(v->keys[j].str, text_data(t), (size_t)text_len(t)) != 0)
                continue;
            if (!last)
                set_path(&v->elems[j], elems, nulls, n, level + 1, newval, create, mode);
            else if (mode != 0)
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("cannot replace existing key"),
                        errhint("Try using the function jsonb_set to replace key value."));
            else
                v->elems[j] = *newval;
            return;
        }
        if (last && (create || mode != 0)) {
            JsonValue key = {.kind = JV_STRING};
            key.str = (char *)text_data(t);
            key.len = text_len(t);
            insert_at(v, v->n, &key, newval);
            json_normalize(v);
        }
        return;
    }
    int idx;
    if (!parse_index(text_data(t), text_len(t), &idx))
        path_not_integer(level + 1, t);
    if (idx < 0)
        idx += v->n;
    if (idx >= 0 && idx < v->n) {
        if (!last)
            set_path(&v->elems[idx], elems, nulls, n, level + 1, newval, create, mode);
        else if (mode == 0)
            v->elems[idx] = *newval;
        else
            insert_at(v, mode == 2 ? idx + 1 : idx, NULL, newval);
        return;
    }
    if (last && (create || mode != 0))
        insert_at(v, idx < 0 ? 0 : v->n, NULL, newval);
}

static Datum set_or_insert(FunctionCallInfo fcinfo, int mode, bool flag)
{
    JsonValue *v = arg_jsonb(fcinfo, 0), *newval = arg_jsonb(fcinfo, 2);
    if (!is_container(v))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("cannot set path in scalar"));
    ArrayElemInfo ei;
    arraytype_elem_info(TEXTOID, &ei);
    Datum *elems;
    bool *nulls;
    int n;
    arraytype_deconstruct(DatumGetArrayTypeP(PG_GETARG_DATUM(1)), &ei, &elems, &nulls, &n);
    if (mode != 0)
        mode = flag ? 2 : 1;
    set_path(v, elems, nulls, n, 0, newval, mode == 0 && flag, mode);
    return ret_jsonb(v);
}

static Datum jsonb_set(PG_FUNCTION_ARGS) { return set_or_insert(fcinfo, 0, PG_NARGS() < 4 || PG_GETARG_BOOL(3)); }
static Datum jsonb_insert(PG_FUNCTION_ARGS) { return set_or_insert(fcinfo, 1, PG_NARGS() >= 4 && PG_GETARG_BOOL(3)); }

/* ---------------------------------------------------------------- set-returning functions */

typedef struct ElemsState {
    Datum *vals;
    bool *nulls;
    int n, next;
} ElemsState;

/* what: 0 elements as jsonb, 1 as text, 2 object keys; json: the argument is json */
static Datum elements_srf(FunctionCallInfo fcinfo, int what, bool json, const char *fname)
{
    SRFCallContext *ctx = fcinfo->srf;
    if (ctx == NULL)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("set-valued function called in context that cannot accept a set"));
    if (ctx->user_fctx == NULL) {
        MemoryContext old = mcxt_switch_to(ctx->multi_call_memory_ctx);
        ElemsState *st = palloc0(sizeof(ElemsState));
        JsonValue *v = json ? arg_json(fcinfo, 0) : arg_jsonb(fcinfo, 0);
        if (what == 2) {
            if (v->kind != JV_OBJECT)
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("cannot call %s on %s", fname, v->kind == JV_ARRAY ? "an array" : "a scalar"));
        } else if (v->kind != JV_ARRAY && json)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("cannot call %s on %s", fname,
                           v->kind == JV_OBJECT ? "a non-array" : "a scalar"));
        else if (v->kind != JV_ARRAY)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("cannot extract elements from %s",
                           v->kind == JV_OBJECT ? "an object" : "a scalar"));
        st->n = v->n;
        st->vals = palloc0(sizeof(Datum) * (size_t)(v->n + 1));
        st->nulls = palloc0(sizeof(bool) * (size_t)(v->n + 1));
        for (int i = 0; i < v->n; i++) {
            const JsonValue *e = what == 2 ? &v->keys[i] : &v->elems[i];
            if (what == 2 || (what == 1 && e->kind == JV_STRING))
                st->vals[i] = PointerGetDatum(cstring_text(e->str, e->len));
            else if (what == 1 && e->kind == JV_NULL)
                st->nulls[i] = true;
            else if (json)
                st->vals[i] = PointerGetDatum(cstring_text(e->src, e->srclen));
            else if (what == 1) {
                char *c = jsonb_to_cstring(e, false);
                st->vals[i] = PointerGetDatum(cstring_text(c, (int)strlen(c)));
            } else
                st->vals[i] = PointerGetDatum(jsonb_flatten(e));
        }
        ctx->user_fctx = st;
        mcxt_switch_to(old);
    }
    ElemsState *st = ctx->user_fctx;
    if (st->next >= st->n) {
        ctx->is_done = true;
        PG_RETURN_NULL();
    }
    int i = st->next++;
    fcinfo->isnull = st->nulls[i];
    return st->vals[i];
}

static Datum jsonb_array_elements(PG_FUNCTION_ARGS) { return elements_srf(fcinfo, 0, false, NULL); }
static Datum jsonb_array_elements_text(PG_FUNCTION_ARGS) { return elements_srf(fcinfo, 1, false, NULL); }
static Datum jsonb_object_keys(PG_FUNCTION_ARGS) { return elements_srf(fcinfo, 2, false, "jsonb_object_keys"); }
static Datum json_array_elements(PG_FUNCTION_ARGS) { return elements_srf(fcinfo, 0, true, "json_array_elements"); }
static Datum json_array_elements_text(PG_FUNCTION_ARGS) { return elements_srf(fcinfo, 1, true, "json_array_elements_text"); }
static Datum json_object_keys(PG_FUNCTION_ARGS) { return elements_srf(fcinfo, 2, true, "json_object_keys"); }

/* ---------------------------------------------------------------- aggregates */

typedef struct JsonAggState {
    StringInfoData text; /* json_agg, json_object_agg */
    JsonValue *vals, *keys; /* jsonb_agg, jsonb_object_agg */
    int n, cap;
} JsonAggState;

static JsonAggState *agg_state(FunctionCallInfo fcinfo, MemoryContext *aggcxt)
{
    AggCallContext *ac = fcinfo->context;
    if (ac == NULL || ac->aggcontext == NULL)
        elog(ERROR, "json aggregate called in non-aggregate context");
    *aggcxt = ac->aggcontext;
    if (!PG_ARGISNULL(0))
        return (JsonAggState *)PG_GETARG_POINTER(0);
    MemoryContext old = mcxt_switch_to(ac->aggcontext);
    JsonAggState *st = palloc0(sizeof(JsonAggState));
    initStringInfo(&st->text);
    mcxt_switch_to(old);
    return st;
}

static Datum json_agg_transfn(PG_FUNCTION_ARGS)
{
    MemoryContext cxt;
    JsonAggState *st = agg_state(fcinfo, &cxt);
    Oid t = arg_type(fcinfo, 1);
    MemoryContext old = mcxt_switch_to(cxt);
    appendStringInfoString(&st->text, st->n == 0 ? "[" : ", ");
    if (st->n > 0 && !PG_ARGISNULL(1) && (arraytype_elem_of(t) != 0 || t == RECORDOID))
        appendStringInfoString(&st->text, "\n ");
    datum_to_json_text(&st->text, PG_GETARG_DATUM(1), PG_ARGISNULL(1), t, false);
    st->n++;
    mcxt_switch_to(old);
    PG_RETURN_POINTER(st);
}

static Datum json_object_agg_transfn(PG_FUNCTION_ARGS)
{
    MemoryContext cxt;
    JsonAggState *st = agg_state(fcinfo, &cxt);
    if (PG_ARGISNULL(1))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("field name must not be null"));
    MemoryContext old = mcxt_switch_to(cxt);
    appendStringInfoString(&st->text, st->n == 0 ? "{ " : ", ");
    datum_to_json_text(&st->text, PG_GETARG_DATUM(1), false, arg_type(fcinfo, 1), true);
    appendStringInfoString(&st->text, " : ");
    datum_to_json_text(&st->text, PG_GETARG_DATUM(2), PG_ARGISNULL(2), arg_type(fcinfo, 2), false);
    st->n++;
    mcxt_switch_to(old);
    PG_RETURN_POINTER(st);
}

static Datum json_agg_finalfn(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    const JsonAggState *st = PG_GETARG_POINTER(0);
    PG_RETURN_TEXT_P(cstring_text(psprintf("%s]", st->text.data), st->text.len + 1));
}

static Datum json_object_agg_finalfn(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    const JsonAggState *st = PG_GETARG_POINTER(0);
    PG_RETURN_TEXT_P(cstring_text(psprintf("%s }", st->text.data), st->text.len + 2));
}

static void agg_push(JsonAggState *st, bool with_key)
{
    if (st->n < st->cap)
        return;
    st->cap = st->cap ? st->cap * 2 : 8;
    JsonValue *nv = palloc0(sizeof(JsonValue) * (size_t)st->cap);
    if (st->n)
        memcpy(nv, st->vals, sizeof(JsonValue) * (size_t)st->n);
    st->vals = nv;
    if (with_key) {
        JsonValue *nk = palloc0(sizeof(JsonValue) * (size_t)st->cap);
        if (st->n)
            memcpy(nk, st->keys, sizeof(JsonValue) * (size_t)st->n);
        st->keys = nk;
    }
}

static Datum jsonb_agg_transfn(PG_FUNCTION_ARGS)
{
    MemoryContext cxt;
    JsonAggState *st = agg_state(fcinfo, &cxt);
    Oid t = arg_type(fcinfo, 1);
    MemoryContext old = mcxt_switch_to(cxt);
    agg_push(st, false);
    datum_to_jv(PG_GETARG_DATUM(1), PG_ARGISNULL(1), t, &st->vals[st->n], 0);
    json_normalize(&st->vals[st->n]);
    /* the value must outlive the row: keep a flattened copy and read it back */
    st->vals[st->n] = *jsonb_unflatten(jsonb_flatten(&st->vals[st->n]));
    st->n++;
    mcxt_switch_to(old);
    PG_RETURN_POINTER(st);
}

static Datum jsonb_object_agg_transfn(PG_FUNCTION_ARGS)
{
    MemoryContext cxt;
    JsonAggState *st = agg_state(fcinfo, &cxt);
    if (PG_ARGISNULL(1))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("field name must not be null"));
    Oid kt = arg_type(fcinfo, 1);
    if (arraytype_elem_of(kt) != 0 || kt == JSONOID || kt == JSONBOID || kt == RECORDOID)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("key value must be scalar, not array, composite, or json"));
    MemoryContext old = mcxt_switch_to(cxt);
    agg_push(st, true);
    Datum k = PG_GETARG_DATUM(1);
    set_string(&st->keys[st->n], kt == BOOLOID ? (DatumGetBool(k) ? "true" : "false")
                                                : type_output_cstring(kt, k));
    datum_to_jv(PG_GETARG_DATUM(2), PG_ARGISNULL(2), arg_type(fcinfo, 2), &st->vals[st->n], 0);
    json_normalize(&st->vals[st->n]);
    st->vals[st->n] = *jsonb_unflatten(jsonb_flatten(&st->vals[st->n]));
    st->n++;
    mcxt_switch_to(old);
    PG_RETURN_POINTER(st);
}

static Datum jsonb_agg_finalfn(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    const JsonAggState *st = PG_GETARG_POINTER(0);
    JsonValue r = {.kind = JV_ARRAY};
    r.n = st->n;
    r.elems = st->vals;
    return ret_jsonb(&r);
}

static Datum jsonb_object_agg_finalfn(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    const JsonAggState *st = PG_GETARG_POINTER(0);
    JsonValue r = {.kind = JV_OBJECT};
    r.n = st->n;
    r.elems = palloc(sizeof(JsonValue) * (size_t)(st->n + 1));
    r.keys = palloc(sizeof(JsonValue) * (size_t)(st->n + 1));
    if (st->n) {
        memcpy(r.elems, st->vals, sizeof(JsonValue) * (size_t)st->n);
        memcpy(r.keys, st->keys, sizeof(JsonValue) * (size_t)st->n);
    }
    json_normalize(&r);
    return ret_jsonb(&r);
}

/* ---------------------------------------------------------------- catalog rows */

static const TypeInfo jsonb_types[] = {
    {JSONBOID, "jsonb", -1, false, 'i', TYPCATEGORY_USER, false, 0, JSONBARRAYOID, jsonb_in,
     jsonb_out, jsonb_recv, jsonb_send, NULL, NULL},
};
static const TypeSupport jsonb_support[] = {
    {JSONBOID, 4044, 4045, 3240, 3242},
};

#define J JSONBOID
#define B BOOLOID
static const ProcInfo jsonb_procs[] = {
    {3806, "jsonb_in", 'f', 'i', true, false, 1, J, {CSTRINGOID}, 0, jsonb_in},
    {3804, "jsonb_out", 'f', 'i', true, false, 1, CSTRINGOID, {J}, 0, jsonb_out},
    {3805, "jsonb_recv", 'f', 'i', true, false, 1, J, {INTERNALOID}, 0, jsonb_recv},
    {3803, "jsonb_send", 'f', 'i', true, false, 1, BYTEAOID, {J}, 0, jsonb_send},
    {4043, "jsonb_eq", 'f', 'i', true, false, 2, B, {J, J}, 0, jsonb_eq},
    {4038, "jsonb_ne", 'f', 'i', true, false, 2, B, {J, J}, 0, jsonb_ne},
    {4039, "jsonb_lt", 'f', 'i', true, false, 2, B, {J, J}, 0, jsonb_lt},
    {4040, "jsonb_gt", 'f', 'i', true, false, 2, B, {J, J}, 0, jsonb_gt},
    {4041, "jsonb_le", 'f', 'i', true, false, 2, B, {J, J}, 0, jsonb_le},
    {4042, "jsonb_ge", 'f', 'i', true, false, 2, B, {J, J}, 0, jsonb_ge},
    {4044, "jsonb_cmp", 'f', 'i', true, false, 2, INT4OID, {J, J}, 0, jsonb_cmp},
    {4045, "jsonb_hash", 'f', 'i', true, false, 1, INT4OID, {J}, 0, jsonb_hash},
    {3478, "jsonb_object_field", 'f', 'i', true, false, 2, J, {J, TEXTOID}, 0, jsonb_object_field},
    {3214, "jsonb_object_field_text", 'f', 'i', true, false, 2, TEXTOID, {J, TEXTOID}, 0, jsonb_object_field_text},
    {3215, "jsonb_array_element", 'f', 'i', true, false, 2, J, {J, INT4OID}, 0, jsonb_array_element},
    {3216, "jsonb_array_element_text", 'f', 'i', true, false, 2, TEXTOID, {J, INT4OID}, 0, jsonb_array_element_text},
    {3217, "jsonb_extract_path", 'f', 'i', true, false, 2, J, {J, TEXTARRAYOID}, TEXTOID, jsonb_extract_path},
    {3940, "jsonb_extract_path_text", 'f', 'i', true, false, 2, TEXTOID, {J, TEXTARRAYOID}, TEXTOID, jsonb_extract_path_text},
    {3947, "json_object_field", 'f', 'i', true, false, 2, JSONOID, {JSONOID, TEXTOID}, 0, json_object_field},
    {3948, "json_object_field_text", 'f', 'i', true, false, 2, TEXTOID, {JSONOID, TEXTOID}, 0, json_object_field_text},
    {3949, "json_array_element", 'f', 'i', true, false, 2, JSONOID, {JSONOID, INT4OID}, 0, json_array_element},
    {3950, "json_array_element_text", 'f', 'i', true, false, 2, TEXTOID, {JSONOID, INT4OID}, 0, json_array_element_text},
    {3951, "json_extract_path", 'f', 'i', true, false, 2, JSONOID, {JSONOID, TEXTARRAYOID}, TEXTOID, json_extract_path},
    {3953, "json_extract_path_text", 'f', 'i', true, false, 2, TEXTOID, {JSONOID, TEXTARRAYOID}, TEXTOID, json_extract_path_text},
    {4046, "jsonb_contains", 'f', 'i', true, false, 2, B, {J, J}, 0, jsonb_contains},
    {4050, "jsonb_contained", 'f', 'i', true, false, 2, B, {J, J}, 0, jsonb_contained},
    {4047, "jsonb_exists", 'f', 'i', true, false, 2, B, {J, TEXTOID}, 0, jsonb_exists},
    {4048, "jsonb_exists_any", 'f', 'i', true, false, 2, B, {J, TEXTARRAYOID}, 0, jsonb_exists_any},
    {4049, "jsonb_exists_all", 'f', 'i', true, false, 2, B, {J, TEXTARRAYOID}, 0, jsonb_exists_all},
    {3301, "jsonb_concat", 'f', 'i', true, false, 2, J, {J, J}, 0, jsonb_concat},
    {3302, "jsonb_delete", 'f', 'i', true, false, 2, J, {J, TEXTOID}, 0, jsonb_delete},
    {3303, "jsonb_delete", 'f', 'i', true, false, 2, J, {J, INT4OID}, 0, jsonb_delete_idx},
    {3343, "jsonb_delete", 'f', 'i', true, false, 2, J, {J, TEXTARRAYOID}, TEXTOID, jsonb_delete_array},
    {3304, "jsonb_delete_path", 'f', 'i', true, false, 2, J, {J, TEXTARRAYOID}, 0, jsonb_delete_path},
    {3210, "jsonb_typeof", 'f', 'i', true, false, 1, TEXTOID, {J}, 0, jsonb_typeof},
    {3968, "json_typeof", 'f', 'i', true, false, 1, TEXTOID, {JSONOID}, 0, json_typeof},
    {3207, "jsonb_array_length", 'f', 'i', true, false, 1, INT4OID, {J}, 0, jsonb_array_length},
    {3956, "json_array_length", 'f', 'i', true, false, 1, INT4OID, {JSONOID}, 0, json_array_length},
    {3306, "jsonb_pretty", 'f', 'i', true, false, 1, TEXTOID, {J}, 0, jsonb_pretty},
    {3261, "json_strip_nulls", 'f', 'i', true, false, 1, JSONOID, {JSONOID}, 0, json_strip_nulls},
    {3262, "jsonb_strip_nulls", 'f', 'i', true, false, 1, J, {J}, 0, jsonb_strip_nulls},
    {3449, "numeric", 'f', 'i', true, false, 1, NUMERICOID, {J}, 0, jsonb_numeric},
    {3450, "int2", 'f', 'i', true, false, 1, INT2OID, {J}, 0, jsonb_int2},
    {3451, "int4", 'f', 'i', true, false, 1, INT4OID, {J}, 0, jsonb_int4},
    {3452, "int8", 'f', 'i', true, false, 1, INT8OID, {J}, 0, jsonb_int8},
    {3453, "float4", 'f', 'i', true, false, 1, FLOAT4OID, {J}, 0, jsonb_float4},
    {2580, "float8", 'f', 'i', true, false, 1, FLOAT8OID, {J}, 0, jsonb_float8},
    {3556, "bool", 'f', 'i', true, false, 1, B, {J}, 0, jsonb_bool},
    /* json <-> jsonb are I/O casts in PG; these are their C forms (no pg_proc row in PG) */
    {8800, "basalt_json_to_jsonb", 'f', 'i', true, false, 1, J, {JSONOID}, 0, json_to_jsonb},
    {8801, "basalt_jsonb_to_json", 'f', 'i', true, false, 1, JSONOID, {J}, 0, jsonb_to_json},
    {3176, "to_json", 'f', 's', true, false, 1, JSONOID, {ANYELEMENTOID}, 0, to_json},
    {3787, "to_jsonb", 'f', 's', true, false, 1, J, {ANYELEMENTOID}, 0, to_jsonb},
    {3155, "row_to_json", 'f', 's', true, false, 1, JSONOID, {RECORDOID}, 0, row_to_json},
    {3156, "row_to_json", 'f', 's', true, false, 2, JSONOID, {RECORDOID, B}, 0, row_to_json},
    {3198, "json_build_array", 'f', 's', false, false, 1, JSONOID, {ANYOID}, ANYOID, json_build_array},
    {3199, "json_build_array", 'f', 's', false, false, 0, JSONOID, {0}, 0, json_build_empty_array},
    {3200, "json_build_object", 'f', 's', false, false, 1, JSONOID, {ANYOID}, ANYOID, json_build_object},
    {3201, "json_build_object", 'f', 's', false, false, 0, JSONOID, {0}, 0, json_build_empty_object},
    {3271, "jsonb_build_array", 'f', 's', false, false, 1, J, {ANYOID}, ANYOID, jsonb_build_array},
    {3272, "jsonb_build_array", 'f', 's', false, false, 0, J, {0}, 0, jsonb_build_empty_array},
    {3273, "jsonb_build_object", 'f', 's', false, false, 1, J, {ANYOID}, ANYOID, jsonb_build_object},
    {3274, "jsonb_build_object", 'f', 's', false, false, 0, J, {0}, 0, jsonb_build_empty_object},
    {3305, "jsonb_set", 'f', 'i', true, false, 4, J, {J, TEXTARRAYOID, J, B}, 0, jsonb_set},
    {8802, "jsonb_set", 'f', 'i', true, false, 3, J, {J, TEXTARRAYOID, J}, 0, jsonb_set},
    {3579, "jsonb_insert", 'f', 'i', true, false, 4, J, {J, TEXTARRAYOID, J, B}, 0, jsonb_insert},
    {8803, "jsonb_insert", 'f', 'i', true, false, 3, J, {J, TEXTARRAYOID, J}, 0, jsonb_insert},
    {3219, "jsonb_array_elements", 'f', 'i', true, true, 1, J, {J}, 0, jsonb_array_elements},
    {3465, "jsonb_array_elements_text", 'f', 'i', true, true, 1, TEXTOID, {J}, 0, jsonb_array_elements_text},
    {3931, "jsonb_object_keys", 'f', 'i', true, true, 1, TEXTOID, {J}, 0, jsonb_object_keys},
    {3955, "json_array_elements", 'f', 'i', true, true, 1, JSONOID, {JSONOID}, 0, json_array_elements},
    {3969, "json_array_elements_text", 'f', 'i', true, true, 1, TEXTOID, {JSONOID}, 0, json_array_elements_text},
    {3957, "json_object_keys", 'f', 'i', true, true, 1, TEXTOID, {JSONOID}, 0, json_object_keys},
    {3173, "json_agg_transfn", 'f', 's', false, false, 2, INTERNALOID, {INTERNALOID, ANYELEMENTOID}, 0, json_agg_transfn},
    {3174, "json_agg_finalfn", 'f', 'i', false, false, 1, JSONOID, {INTERNALOID}, 0, json_agg_finalfn},
    {3175, "json_agg", 'a', 's', false, false, 1, JSONOID, {ANYELEMENTOID}, 0, NULL},
    {3180, "json_object_agg_transfn", 'f', 's', false, false, 3, INTERNALOID, {INTERNALOID, ANYOID, ANYOID}, 0, json_object_agg_transfn},
    {3196, "json_object_agg_finalfn", 'f', 'i', false, false, 1, JSONOID, {INTERNALOID}, 0, json_object_agg_finalfn},
    {3197, "json_object_agg", 'a', 's', false, false, 2, JSONOID, {ANYOID, ANYOID}, 0, NULL},
    {3265, "jsonb_agg_transfn", 'f', 's', false, false, 2, INTERNALOID, {INTERNALOID, ANYELEMENTOID}, 0, jsonb_agg_transfn},
    {3266, "jsonb_agg_finalfn", 'f', 's', false, false, 1, J, {INTERNALOID}, 0, jsonb_agg_finalfn},
    {3267, "jsonb_agg", 'a', 's', false, false, 1, J, {ANYELEMENTOID}, 0, NULL},
    {3268, "jsonb_object_agg_transfn", 'f', 's', false, false, 3, INTERNALOID, {INTERNALOID, ANYOID, ANYOID}, 0, jsonb_object_agg_transfn},
    {3269, "jsonb_object_agg_finalfn", 'f', 's', false, false, 1, J, {INTERNALOID}, 0, jsonb_object_agg_finalfn},
    {3270, "jsonb_object_agg", 'a', 'i', false, false, 2, J, {ANYOID, ANYOID}, 0, NULL},
};

static const AggInfo jsonb_aggs[] = {
    {3175, 3173, 3174, 0, INTERNALOID, NULL},
    {3197, 3180, 3196, 0, INTERNALOID, NULL},
    {3267, 3265, 3266, 0, INTERNALOID, NULL},
    {3270, 3268, 3269, 0, INTERNALOID, NULL},
};

static const OperInfo jsonb_opers[] = {
    {3240, "=", 'b', J, J, B, 4043, 3240, 3241},
    {3241, "<>", 'b', J, J, B, 4038, 3241, 3240},
    {3242, "<", 'b', J, J, B, 4039, 3243, 3245},
    {3243, ">", 'b', J, J, B, 4040, 3242, 3244},
    {3244, "<=", 'b', J, J, B, 4041, 3245, 3243},
    {3245, ">=", 'b', J, J, B, 4042, 3244, 3242},
    {3211, "->", 'b', J, TEXTOID, J, 3478, 0, 0},
    {3212, "->", 'b', J, INT4OID, J, 3215, 0, 0},
    {3477, "->>", 'b', J, TEXTOID, TEXTOID, 3214, 0, 0},
    {3481, "->>", 'b', J, INT4OID, TEXTOID, 3216, 0, 0},
    {3213, "#>", 'b', J, TEXTARRAYOID, J, 3217, 0, 0},
    {3206, "#>>", 'b', J, TEXTARRAYOID, TEXTOID, 3940, 0, 0},
    {3962, "->", 'b', JSONOID, TEXTOID, JSONOID, 3947, 0, 0},
    {3964, "->", 'b', JSONOID, INT4OID, JSONOID, 3949, 0, 0},
    {3963, "->>", 'b', JSONOID, TEXTOID, TEXTOID, 3948, 0, 0},
    {3965, "->>", 'b', JSONOID, INT4OID, TEXTOID, 3950, 0, 0},
    {3966, "#>", 'b', JSONOID, TEXTARRAYOID, JSONOID, 3951, 0, 0},
    {3967, "#>>", 'b', JSONOID, TEXTARRAYOID, TEXTOID, 3953, 0, 0},
    {3246, "@>", 'b', J, J, B, 4046, 3250, 0},
    {3250, "<@", 'b', J, J, B, 4050, 3246, 0},
    {3247, "?", 'b', J, TEXTOID, B, 4047, 0, 0},
    {3248, "?|", 'b', J, TEXTARRAYOID, B, 4048, 0, 0},
    {3249, "?&", 'b', J, TEXTARRAYOID, B, 4049, 0, 0},
    {3284, "||", 'b', J, J, J, 3301, 0, 0},
    {3285, "-", 'b', J, TEXTOID, J, 3302, 0, 0},
    {3286, "-", 'b', J, INT4OID, J, 3303, 0, 0},
    {3398, "-", 'b', J, TEXTARRAYOID, J, 3343, 0, 0},
    {3287, "#-", 'b', J, TEXTARRAYOID, J, 3304, 0, 0},
};

static const CastInfo jsonb_casts[] = {
    {JSONOID, J, 8800, COERCION_CODE_ASSIGNMENT, COERCION_METHOD_FUNCTION},
    {J, JSONOID, 8801, COERCION_CODE_ASSIGNMENT, COERCION_METHOD_FUNCTION},
    {J, B, 3556, COERCION_CODE_EXPLICIT, COERCION_METHOD_FUNCTION},
    {J, NUMERICOID, 3449, COERCION_CODE_EXPLICIT, COERCION_METHOD_FUNCTION},
    {J, INT2OID, 3450, COERCION_CODE_EXPLICIT, COERCION_METHOD_FUNCTION},
    {J, INT4OID, 3451, COERCION_CODE_EXPLICIT, COERCION_METHOD_FUNCTION},
    {J, INT8OID, 3452, COERCION_CODE_EXPLICIT, COERCION_METHOD_FUNCTION},
    {J, FLOAT4OID, 3453, COERCION_CODE_EXPLICIT, COERCION_METHOD_FUNCTION},
    {J, FLOAT8OID, 2580, COERCION_CODE_EXPLICIT, COERCION_METHOD_FUNCTION},
};

const TypesFamily types_family_jsonb = {
    "jsonb", TYPES_ROWS(jsonb_types), TYPES_ROWS(jsonb_support), TYPES_ROWS(jsonb_procs),
    TYPES_ROWS(jsonb_opers), TYPES_ROWS(jsonb_casts), TYPES_ROWS(jsonb_aggs),
};
