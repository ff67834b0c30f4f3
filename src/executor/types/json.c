/*
 * json.c: the JSON parser and printer shared by json and jsonb, jsonb's stored form, and the
 * json type itself (text kept as typed, validated on input).
 *
 * The one idea: the lexer and recursive-descent parser follow PG's jsonapi.c state for state,
 * because its error messages name the token where parsing stopped ("Token "x" is invalid.",
 * "Expected ":", but found "1".") and quote the line up to that token in the CONTEXT. jsonb is
 * stored as a preorder byte stream of the normalized tree: a tag byte per value, then for
 * strings a length and the bytes, for numbers the numeric varlena, for arrays and objects the
 * count (and for objects each key as length + bytes before its value).
 */
#include <stdlib.h>

#include "executor/types/json.h"

#include "executor/types/array.h"

#define JSON_MAX_DEPTH 1000

typedef enum JsonTok {
    JT_OBJ_START, JT_OBJ_END, JT_ARR_START, JT_ARR_END, JT_COMMA, JT_COLON,
    JT_STRING, JT_NUMBER, JT_TRUE, JT_FALSE, JT_NULL, JT_END,
} JsonTok;

typedef struct JsonLex {
    const char *input;
    int input_len;
    const char *tok_start; /* NULL at the end of input */
    const char *tok_end;
    JsonTok tok;
    int line;
    const char *line_start;
    bool decode;
    StringInfoData strval; /* the decoded string of a JT_STRING token (decode only) */
} JsonLex;

#define JSON_ALNUM(c)                                                                            \
    (((c) >= 'a' && (c) <= 'z') || ((c) >= 'A' && (c) <= 'Z') || ((c) >= '0' && (c) <= '9') ||   \
     (c) == '_' || ((unsigned char)(c) & 0x80))

static int utf8_len(const char *s)
{
    unsigned char c = (unsigned char)*s;
    return c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 1;
}

static bool at_end(const JsonLex *lex, const char *s) { return s >= lex->input + lex->input_len; }

/* PG's report_json_context: the line up to the end of the current token, at most ~50 bytes. */
static int json_context(const JsonLex *lex)
{
    const char *line_start = lex->line_start, *start = line_start;
    const char *end = lex->tok_end ? lex->tok_end : lex->input;
    while (end - start >= 50)
        start += utf8_len(start);
    if (start - line_start <= 3)
        start = line_start;
    const char *prefix = start > line_start ? "..." : "";
    const char *suffix = lex->tok != JT_END && !at_end(lex, end) && *end != '\n' && *end != '\r'
                             ? "..."
                             : "";
    return errcontext_msg("JSON data, line %d: %s%.*s%s", lex->line, prefix, (int)(end - start),
                          start, suffix);
}

static char *token_text(const JsonLex *lex)
{
    return pnstrdup(lex->tok_start, (size_t)(lex->tok_end - lex->tok_start));
}

pg_noreturn static void json_syntax_error(const JsonLex *lex, const char *detail)
{
    ereport(ERROR, errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
            errmsg("invalid input syntax for type %s", "json"), errdetail("%s", detail),
            json_context(lex));

}

pg_noreturn static void json_invalid_token(const JsonLex *lex)
{
    json_syntax_error(lex, psprintf("Token \"%s\" is invalid.", token_text(lex)));
}

static void append_utf8(StringInfo s, unsigned cp)
{
    if (cp < 0x80)
        appendStringInfoChar(s, (char)cp);
    else if (cp < 0x800) {
        appendStringInfoChar(s, (char)(0xc0 | (cp >> 6)));
        appendStringInfoChar(s, (char)(0x80 | (cp & 0x3f)));
    } else if (cp < 0x10000) {
        appendStringInfoChar(s, (char)(0xe0 | (cp >> 12)));
        appendStringInfoChar(s, (char)(0x80 | ((cp >> 6) & 0x3f)));
        appendStringInfoChar(s, (char)(0x80 | (cp & 0x3f)));
    } else {
        appendStringInfoChar(s, (char)(0xf0 | (cp >> 18)));
        appendStringInfoChar(s, (char)(0x80 | ((cp >> 12) & 0x3f)));
        appendStringInfoChar(s, (char)(0x80 | ((cp >> 6) & 0x3f)));
        appendStringInfoChar(s, (char)(0x80 | (cp & 0x3f)));
    }
}

pg_noreturn static void surrogate_error(JsonLex *lex, const char *s, const char *detail)
{
    lex->tok_end = s + 1;
    json_syntax_error(lex, detail);
}

static void lex_string(JsonLex *lex)
{
    const char *s = lex->tok_start + 1;
    int hi = -1;
    if (lex->decode)
        resetStringInfo(&lex->strval);
    for (;; s++) {
        if (at_end(lex, s)) {
            lex->tok_end = s;
            json_invalid_token(lex);
        }
        if (*s == '"')
            break;
        if ((unsigned char)*s < 32) {
            lex->tok_end = s;
            json_syntax_error(lex, psprintf("Character with value 0x%02x must be escaped.",
                                            (unsigned char)*s));
        }
        if (*s != '\\') {
            if (lex->decode) {
                if (hi != -1)
                    surrogate_error(lex, s, "Unicode low surrogate must follow a high surrogate.");
                appendStringInfoChar(&lex->strval, *s);
            }
            continue;
        }
        s++;
        if (at_end(lex, s)) {
            lex->tok_end = s;
            json_invalid_token(lex);
        }
        if (*s == 'u') {
            unsigned ch = 0;
            for (int i = 1; i <= 4; i++) {
                s++;
                if (at_end(lex, s)) {
                    lex->tok_end = s;
                    json_invalid_token(lex);
                }
                char c = *s;
                int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                        : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
                if (d < 0) {
                    lex->tok_end = s + utf8_len(s);
                    json_syntax_error(lex, "\"\\u\" must be followed by four hexadecimal digits.");
                }
                ch = ch * 16 + (unsigned)d;
            }
            if (!lex->decode)
                continue;
            if (ch >= 0xd800 && ch <= 0xdbff) {
                if (hi != -1)
                    surrogate_error(lex, s, "Unicode high surrogate must not follow a high surrogate.");
                hi = (int)ch;
                continue;
            } else if (ch >= 0xdc00 && ch <= 0xdfff) {
                if (hi == -1)
                    surrogate_error(lex, s, "Unicode low surrogate must follow a high surrogate.");
                ch = 0x10000 + (((unsigned)hi - 0xd800) << 10) + (ch - 0xdc00);
                hi = -1;
            }
            if (hi != -1)
                surrogate_error(lex, s, "Unicode low surrogate must follow a high surrogate.");
            if (ch == 0) {
                lex->tok_end = s + 1;
                ereport(ERROR, errcode(ERRCODE_UNTRANSLATABLE_CHARACTER),
                        errmsg("unsupported Unicode escape sequence"),
                        errdetail("\\u0000 cannot be converted to text."), json_context(lex));
            }
            append_utf8(&lex->strval, ch);
            continue;
        }
        if (lex->decode && hi != -1)
            surrogate_error(lex, s, "Unicode low surrogate must follow a high surrogate.");
        char out;
        switch (*s) {
        case '"': out = '"'; break;
        case '\\': out = '\\'; break;
        case '/': out = '/'; break;
        case 'b': out = '\b'; break;
        case 'f': out = '\f'; break;
        case 'n': out = '\n'; break;
        case 'r': out = '\r'; break;
        case 't': out = '\t'; break;
        default:
            lex->tok_start = s;
            lex->tok_end = s + utf8_len(s);
            json_syntax_error(lex, psprintf("Escape sequence \"\\%s\" is invalid.", token_text(lex)));
        }
        if (lex->decode)
            appendStringInfoChar(&lex->strval, out);
    }
    if (lex->decode && hi != -1)
        surrogate_error(lex, s, "Unicode low surrogate must follow a high surrogate.");
    lex->tok_end = s + 1;
    lex->tok = JT_STRING;
}

static void lex_number(JsonLex *lex, const char *s)
{
    bool error = false;
    if (!at_end(lex, s) && *s == '0')
        s++;
    else if (!at_end(lex, s) && *s >= '1' && *s <= '9')
        while (!at_end(lex, s) && *s >= '0' && *s <= '9')
            s++;
    else
        error = true;
    if (!at_end(lex, s) && *s == '.') {
        s++;
        if (at_end(lex, s) || *s < '0' || *s > '9')
            error = true;
        else
            while (!at_end(lex, s) && *s >= '0' && *s <= '9')
                s++;
    }
    if (!at_end(lex, s) && (*s == 'e' || *s == 'E')) {
        s++;
        if (!at_end(lex, s) && (*s == '+' || *s == '-'))
            s++;
        if (at_end(lex, s) || *s < '0' || *s > '9')
            error = true;
        else
            while (!at_end(lex, s) && *s >= '0' && *s <= '9')
                s++;
    }
    for (; !at_end(lex, s) && JSON_ALNUM(*s); s++)
        error = true;
    lex->tok_end = s;
    if (error)
        json_invalid_token(lex);
    lex->tok = JT_NUMBER;
}

static void json_lex(JsonLex *lex)
{
    const char *s = lex->tok_end;
    while (!at_end(lex, s) && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')) {
        if (*s == '\n') {
            lex->line++;
            lex->line_start = s + 1;
        }
        s++;
    }
    lex->tok_start = s;
    if (at_end(lex, s)) {
        lex->tok_start = NULL;
        lex->tok_end = s;
        lex->tok = JT_END;
        return;
    }
    switch (*s) {
    case '{': lex->tok = JT_OBJ_START; lex->tok_end = s + 1; return;
    case '}': lex->tok = JT_OBJ_END; lex->tok_end = s + 1; return;
    case '[': lex->tok = JT_ARR_START; lex->tok_end = s + 1; return;
    case ']': lex->tok = JT_ARR_END; lex->tok_end = s + 1; return;
    case ',': lex->tok = JT_COMMA; lex->tok_end = s + 1; return;
    case ':': lex->tok = JT_COLON; lex->tok_end = s + 1; return;
    case '"': lex_string(lex); return;
    case '-': lex_number(lex, s + 1); return;
    default: break;
    }
    if (*s >= '0' && *s <= '9') {
        lex_number(lex, s);
        return;
    }
    const char *p = s;
    while (!at_end(lex, p) && JSON_ALNUM(*p))
        p++;
    if (p == s) {
        lex->tok_end = s + utf8_len(s);
        if (lex->tok_end > lex->input + lex->input_len)
            lex->tok_end = lex->input + lex->input_len;
        json_invalid_token(lex);
    }
    lex->tok_end = p;
    size_t n = (size_t)(p - s);
    if (n == 4 && memcmp(s, "true", 4) == 0)
        lex->tok = JT_TRUE;
    else if (n == 5 && memcmp(s, "false", 5) == 0)
        lex->tok = JT_FALSE;
    else if (n == 4 && memcmp(s, "null", 4) == 0)
        lex->tok = JT_NULL;
    else
        json_invalid_token(lex);
}

pg_noreturn static void parse_error(const JsonLex *lex, const char *fmt)
{
    if (lex->tok_start == NULL || lex->tok == JT_END)
        json_syntax_error(lex, "The input string ended unexpectedly.");
    json_syntax_error(lex, psprintf(fmt, token_text(lex)));
}

static void parse_value(JsonLex *lex, JsonValue *v, int depth);

static void parse_string_into(JsonLex *lex, JsonValue *v)
{
    v->kind = JV_STRING;
    if (lex->decode) {
        v->str = palloc((size_t)lex->strval.len + 1);
        memcpy(v->str, lex->strval.data, (size_t)lex->strval.len + 1);
        v->len = lex->strval.len;
    }
}

static void check_depth(int depth)
{
    if (depth > JSON_MAX_DEPTH)
        ereport(ERROR, errcode(ERRCODE_STATEMENT_TOO_COMPLEX),
                errmsg("stack depth limit exceeded"),
                errhint("Increase the configuration parameter \"max_stack_depth\" (currently "
                        "2048kB), after ensuring the platform's stack depth limit is adequate."));
}

typedef struct ValueList {
    JsonValue *items;
    JsonValue *keys;
    int n, cap;
} ValueList;

static JsonValue *list_push(ValueList *l, bool with_key)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 4;
        JsonValue *ni = palloc0(sizeof(JsonValue) * (size_t)l->cap);
        if (l->n)
            memcpy(ni, l->items, sizeof(JsonValue) * (size_t)l->n);
        l->items = ni;
        if (with_key) {
            JsonValue *nk = palloc0(sizeof(JsonValue) * (size_t)l->cap);
            if (l->n)
                memcpy(nk, l->keys, sizeof(JsonValue) * (size_t)l->n);
            l->keys = nk;
        }
    }
    return &l->items[l->n++];
}

static void parse_object(JsonLex *lex, JsonValue *v, int depth)
{
    ValueList l = {0};
    json_lex(lex); /* past { */
    if (lex->tok == JT_OBJ_END) {
        json_lex(lex);
    } else {
        if (lex->tok != JT_STRING)
            parse_error(lex, "Expected string or \"}\", but found \"%s\".");
        for (;;) {
            JsonValue *item = list_push(&l, true), *key = &l.keys[l.n - 1];
            key->src = lex->tok_start;
            key->srclen = (int)(lex->tok_end - lex->tok_start);
            parse_string_into(lex, key);
            json_lex(lex);
            if (lex->tok != JT_COLON)
                parse_error(lex, "Expected \":\", but found \"%s\".");
            json_lex(lex);
            parse_value(lex, item, depth + 1);
            if (lex->tok == JT_OBJ_END) {
                json_lex(lex);
                break;
            }
            if (lex->tok != JT_COMMA)
                parse_error(lex, "Expected \",\" or \"}\", but found \"%s\".");
            json_lex(lex);
            if (lex->tok != JT_STRING)
                parse_error(lex, "Expected string, but found \"%s\".");
        }
    }
    v->kind = JV_OBJECT;
    v->n = l.n;
    v->elems = l.items;
    v->keys = l.keys;
}

static void parse_array(JsonLex *lex, JsonValue *v, int depth)
{
    ValueList l = {0};
    json_lex(lex); /* past [ */
    if (lex->tok == JT_ARR_END) {
        json_lex(lex);
    } else {
        for (;;) {
            parse_value(lex, list_push(&l, false), depth + 1);
            if (lex->tok == JT_ARR_END) {
                json_lex(lex);
                break;
            }
            if (lex->tok != JT_COMMA)
                parse_error(lex, "Expected \",\" or \"]\", but found \"%s\".");
            json_lex(lex);
        }
    }
    v->kind = JV_ARRAY;
    v->n = l.n;
    v->elems = l.items;
}

/* Parses the value at the current token, leaving the token after it current. */
static void parse_value(JsonLex *lex, JsonValue *v, int depth)
{
    check_depth(depth);
    v->src = lex->tok_start;
    switch (lex->tok) {
    case JT_OBJ_START: parse_object(lex, v, depth); break;
    case JT_ARR_START: parse_array(lex, v, depth); break;
    case JT_STRING:
        parse_string_into(lex, v);
        v->srclen = (int)(lex->tok_end - lex->tok_start);
        json_lex(lex);
        return;
    case JT_NUMBER:
        v->kind = JV_NUMBER;
        v->srclen = (int)(lex->tok_end - lex->tok_start);
        if (lex->decode)
            v->num = types_numeric_from_cstring(pnstrdup(v->src, (size_t)v->srclen));
        json_lex(lex);
        return;
    case JT_TRUE:
    case JT_FALSE:
        v->kind = JV_BOOL;
        v->boolean = lex->tok == JT_TRUE;
        v->srclen = (int)(lex->tok_end - lex->tok_start);
        json_lex(lex);
        return;
    case JT_NULL:
        v->kind = JV_NULL;
        v->srclen = 4;
        json_lex(lex);
        return;
    default: parse_error(lex, "Expected JSON value, but found \"%s\".");
    }
    /* containers: the source runs to the end of the closing bracket, before the lookahead */
    const char *e = lex->tok_start ? lex->tok_start : lex->tok_end;
    while (e > v->src && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r'))
        e--;
    v->srclen = (int)(e - v->src);
}

JsonValue *json_parse(const char *s, int len, bool decode)
{
    JsonLex lex = {0};
    lex.input = s;
    lex.input_len = len;
    lex.tok_end = s;
    lex.line = 1;
    lex.line_start = s;
    lex.decode = decode;
    if (decode)
        initStringInfo(&lex.strval);
    JsonValue *v = palloc0(sizeof(JsonValue));
    json_lex(&lex);
    parse_value(&lex, v, 0);
    if (lex.tok != JT_END)
        parse_error(&lex, "Expected end of input, but found \"%s\".");
    return v;
}

int json_key_cmp(const char *a, int alen, const char *b, int blen)
{
    if (alen != blen)
        return alen < blen ? -1 : 1;
    return memcmp(a, b, (size_t)alen);
}

static const JsonValue *sort_keys;
static int pair_index_cmp(const void *x, const void *y)
{
    int i = *(const int *)x, j = *(const int *)y;
    int c = json_key_cmp(sort_keys[i].str, sort_keys[i].len, sort_keys[j].str, sort_keys[j].len);
    return c != 0 ? c : (i < j ? -1 : i > j); /* stable: later duplicates after earlier */
}

void json_normalize(JsonValue *v)
{
    if (v->kind == JV_ARRAY) {
        for (int i = 0; i < v->n; i++)
            json_normalize(&v->elems[i]);
        return;
    }
    if (v->kind != JV_OBJECT)
        return;
    for (int i = 0; i < v->n; i++)
        json_normalize(&v->elems[i]);
    if (v->n < 2)
        return;
    int *idx = palloc(sizeof(int) * (size_t)v->n);
    for (int i = 0; i < v->n; i++)
        idx[i] = i;
    sort_keys = v->keys;
    qsort(idx, (size_t)v->n, sizeof(int), pair_index_cmp);
    JsonValue *keys = palloc(sizeof(JsonValue) * (size_t)v->n);
    JsonValue *vals = palloc(sizeof(JsonValue) * (size_t)v->n);
    int m = 0;
    for (int i = 0; i < v->n; i++) {
        const JsonValue *k = &v->keys[idx[i]];
        if (m > 0 && json_key_cmp(keys[m - 1].str, keys[m - 1].len, k->str, k->len) == 0)
            m--; /* the last duplicate wins */
        keys[m] = *k;
        vals[m] = v->elems[idx[i]];
        m++;
    }
    v->keys = keys;
    v->elems = vals;
    v->n = m;
}

void json_escape(StringInfo out, const char *s, int len)
{
    appendStringInfoChar(out, '"');
    for (int i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '\b': appendStringInfoString(out, "\\b"); break;
        case '\f': appendStringInfoString(out, "\\f"); break;
        case '\n': appendStringInfoString(out, "\\n"); break;
        case '\r': appendStringInfoString(out, "\\r"); break;
        case '\t': appendStringInfoString(out, "\\t"); break;
        case '"': appendStringInfoString(out, "\\\""); break;
        case '\\': appendStringInfoString(out, "\\\\"); break;
        default:
            if (c < ' ')
                appendStringInfo(out, "\\u%04x", c);
            else
                appendStringInfoChar(out, (char)c);
        }
    }
    appendStringInfoChar(out, '"');
}

static void print_indent(StringInfo out, int level)
{
    appendStringInfoChar(out, '\n');
    for (int i = 0; i < level; i++)
        appendStringInfoString(out, "    ");
}

static void print_value(StringInfo out, const JsonValue *v, bool pretty, int level)
{
    switch (v->kind) {
    case JV_NULL: appendStringInfoString(out, "null"); return;
    case JV_BOOL: appendStringInfoString(out, v->boolean ? "true" : "false"); return;
    case JV_NUMBER: appendStringInfoString(out, types_numeric_to_cstring(v->num)); return;
    case JV_STRING: json_escape(out, v->str, v->len); return;
    case JV_ARRAY:
    case JV_OBJECT: break;
    }
    bool obj = v->kind == JV_OBJECT;
    appendStringInfoChar(out, obj ? '{' : '[');
    for (int i = 0; i < v->n; i++) {
        if (i > 0)
            appendStringInfoChar(out, ',');
        if (pretty)
            print_indent(out, level + 1);
        else if (i > 0)
            appendStringInfoChar(out, ' ');
        if (obj) {
            json_escape(out, v->keys[i].str, v->keys[i].len);
            appendStringInfoString(out, ": ");
        }
        print_value(out, &v->elems[i], pretty, level + 1);
    }
    if (pretty)
        print_indent(out, level);
    appendStringInfoChar(out, obj ? '}' : ']');
}

void json_print(StringInfo out, const JsonValue *v, bool pretty)
{
    print_value(out, v, pretty, 0);
}

/* ---------------------------------------------------------------- jsonb's stored form */

static void put_u32(StringInfo b, uint32 v) { appendBinaryStringInfo(b, (const char *)&v, 4); }

static void flatten(StringInfo b, const JsonValue *v)
{
    appendStringInfoChar(b, (char)v->kind);
    switch (v->kind) {
    case JV_NULL: return;
    case JV_BOOL: appendStringInfoChar(b, v->boolean ? 1 : 0); return;
    case JV_STRING:
        put_u32(b, (uint32)v->len);
        appendBinaryStringInfo(b, v->str, v->len);
        return;
    case JV_NUMBER: {
        const varlena *n = (const varlena *)DatumGetPointer(v->num);
        put_u32(b, (uint32)VARSIZE(n));
        appendBinaryStringInfo(b, (const char *)n, (int)VARSIZE(n));
        return;
    }
    case JV_ARRAY:
    case JV_OBJECT:
        put_u32(b, (uint32)v->n);
        for (int i = 0; i < v->n; i++) {
            if (v->kind == JV_OBJECT) {
                put_u32(b, (uint32)v->keys[i].len);
                appendBinaryStringInfo(b, v->keys[i].str, v->keys[i].len);
            }
            flatten(b, &v->elems[i]);
        }
        return;
    }
}

varlena *jsonb_flatten(const JsonValue *v)
{
    StringInfoData b;
    initStringInfo(&b);
    appendBinaryStringInfo(&b, "\0\0\0\0", 4);
    flatten(&b, v);
    varlena *r = (varlena *)b.data;
    SET_VARSIZE(r, b.len);
    return r;
}

typedef struct Reader {
    const char *p, *end;
} Reader;

static uint32 get_u32(Reader *r)
{
    uint32 v;
    if (NEVER(r->end - r->p < 4))
        elog(ERROR, "corrupt jsonb value");
    memcpy(&v, r->p, 4);
    r->p += 4;
    return v;
}

static const char *get_bytes(Reader *r, uint32 n)
{
    if (NEVER((uint32)(r->end - r->p) < n))
        elog(ERROR, "corrupt jsonb value");
    const char *p = r->p;
    r->p += n;
    return p;
}

static void unflatten(Reader *r, JsonValue *v)
{
    memset(v, 0, sizeof(*v));
    v->kind = (JsonKind)(uint8)*get_bytes(r, 1);
    switch (v->kind) {
    case JV_NULL: return;
    case JV_BOOL: v->boolean = *get_bytes(r, 1) != 0; return;
    case JV_STRING:
        v->len = (int)get_u32(r);
        v->str = (char *)get_bytes(r, (uint32)v->len);
        return;
    case JV_NUMBER: {
        uint32 n = get_u32(r);
        char *c = palloc(n);
        memcpy(c, get_bytes(r, n), n);
        v->num = PointerGetDatum(c);
        return;
    }
    case JV_ARRAY:
    case JV_OBJECT:
        v->n = (int)get_u32(r);
        v->elems = palloc0(sizeof(JsonValue) * (size_t)(v->n ? v->n : 1));
        if (v->kind == JV_OBJECT)
            v->keys = palloc0(sizeof(JsonValue) * (size_t)(v->n ? v->n : 1));
        for (int i = 0; i < v->n; i++) {
            if (v->kind == JV_OBJECT) {
                v->keys[i].kind = JV_STRING;
                v->keys[i].len = (int)get_u32(r);
                v->keys[i].str = (char *)get_bytes(r, (uint32)v->keys[i].len);
            }
            unflatten(r, &v->elems[i]);
        }
        return;
    }
    elog(ERROR, "corrupt jsonb value");
}

JsonValue *jsonb_unflatten(const varlena *jb)
{
    Reader r = {VARDATA((varlena *)jb), VARDATA((varlena *)jb) + VARSIZE_ANY_EXHDR(jb)};
    JsonValue *v = palloc(sizeof(JsonValue));
    unflatten(&r, v);
    return v;
}

/* ---------------------------------------------------------------- the json type */

static Datum json_in(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    int len = (int)strlen(s);
    json_parse(s, len, false);
    text *t = types_text_alloc(len);
    memcpy(VARDATA(t), s, (size_t)len);
    PG_RETURN_TEXT_P(t);
}

static Datum json_out(PG_FUNCTION_ARGS)
{
    const text *t = PG_GETARG_TEXT_P(0);
    PG_RETURN_CSTRING(pnstrdup(text_data(t), (size_t)text_len(t)));
}

static Datum json_recv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    int len = buf->len - buf->cursor;
    const char *p = types_recv_bytes(buf, len);
    json_parse(p, len, false);
    text *t = types_text_alloc(len);
    memcpy(VARDATA(t), p, (size_t)len);
    PG_RETURN_TEXT_P(t);
}

static Datum json_send(PG_FUNCTION_ARGS)
{
    const text *t = PG_GETARG_TEXT_P(0);
    StringInfoData buf;
    types_send_init(&buf);
    appendBinaryStringInfo(&buf, text_data(t), text_len(t));
    PG_RETURN_POINTER(types_send_finish(&buf));
}

#define JSONARRAYOID 199

static const TypeInfo json_types[] = {
    {JSONOID, "json", -1, false, 'i', TYPCATEGORY_USER, false, 0, JSONARRAYOID, json_in, json_out,
     json_recv, json_send, NULL, NULL},
};
static const ProcInfo json_procs[] = {
    {321, "json_in", 'f', 'i', true, false, 1, JSONOID, {CSTRINGOID}, 0, json_in},
    {322, "json_out", 'f', 'i', true, false, 1, CSTRINGOID, {JSONOID}, 0, json_out},
    {323, "json_recv", 'f', 'i', true, false, 1, JSONOID, {INTERNALOID}, 0, json_recv},
    {324, "json_send", 'f', 'i', true, false, 1, BYTEAOID, {JSONOID}, 0, json_send},
};
const TypesFamily types_family_json = {
    "json", TYPES_ROWS(json_types), TYPES_NO_ROWS, TYPES_ROWS(json_procs),
    TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS,
};
