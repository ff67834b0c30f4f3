/*
 * varlena.c: the string types text, varchar(n), bpchar/char(n), name and unknown, the string
 * functions and operators over them, and LIKE/ILIKE.
 *
 * One idea: text, varchar and bpchar share one varlena layout (4-byte length, UTF-8 bytes), so
 * text <-> varchar is binary coercible and most functions are shared. bpchar values are stored
 * padded with spaces to their declared length, but compare and measure without trailing spaces.
 * Comparison is byte-wise (C collation; for UTF-8 this is code-point order). Positions and
 * lengths count characters, not bytes. name is a fixed 64-byte NUL-padded buffer.
 */
#include <ctype.h>
#include <openssl/evp.h>
#include <pthread.h>
#include <regex.h>
#include <stdlib.h>
#include <unicode/uchar.h>
#include <stdio.h>

#include "common/utf8.h"
#include "executor/types/collation.h"
#include "storage/catalog_collation.h"
#include "executor/types/types_internal.h"

#define ERRCODE_SUBSTRING_ERROR "22011"

#define ARG_TEXT(n) ((const text *)PG_GETARG_POINTER(n))

/* ---- UTF-8 ---- */

static int char_count(const char *s, int len)
{
    int n = 0;
    for (int i = 0; i < len; i += utf8_char_length((unsigned char)s[i]))
        n++;
    return n;
}

/* byte offset of the character number k (0-based), clamped to len */
static int char_offset(const char *s, int len, int k)
{
    int i = 0;
    while (k > 0 && i < len) {
        i += utf8_char_length((unsigned char)s[i]);
        k--;
    }
    return Min(i, len);
}

static text *make_text(const char *s, int len) { return cstring_to_text_with_len(s, len); }

/* ---- text ---- */

static Datum textin(PG_FUNCTION_ARGS) { PG_RETURN_TEXT_P(cstring_to_text(PG_GETARG_CSTRING(0))); }
static Datum textout(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(text_to_cstring(ARG_TEXT(0))); }
static Datum textrecv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    int len = buf->len - buf->cursor;
    const char *p = types_recv_bytes(buf, len);
    PG_RETURN_TEXT_P(make_text(p, len));
}
static Datum textsend(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    StringInfoData buf;
    types_send_init(&buf);
    appendBinaryStringInfo(&buf, text_data(t), text_len(t));
    PG_RETURN_POINTER(types_send_finish(&buf));
}

static Datum unknownin(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(pstrdup(PG_GETARG_CSTRING(0))); }
static Datum unknownout(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(pstrdup(PG_GETARG_CSTRING(0))); }
static Datum unknownrecv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    int len = buf->len - buf->cursor;
    PG_RETURN_CSTRING(pnstrdup(types_recv_bytes(buf, len), (size_t)len));
}
static Datum unknownsend(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    StringInfoData buf;
    types_send_init(&buf);
    appendStringInfoString(&buf, s);
    PG_RETURN_POINTER(types_send_finish(&buf));
}

static int text_cmp_bytes(const text *a, const text *b)
{
    int la = text_len(a), lb = text_len(b);
    int c = memcmp(text_data(a), text_data(b), (size_t)Min(la, lb));
    if (c != 0)
        return c < 0 ? -1 : 1;
    return la < lb ? -1 : la > lb;
}

/* PG's varstr_cmp: by bytes under the C-like collations, by ICU under an ICU one. */
static int varstr_cmp(const char *a, int la, const char *b, int lb, Oid collid)
{
    if (collid == DEFAULT_COLLATION_OID || collid == C_COLLATION_OID) {
        int c = memcmp(a, b, (size_t)Min(la, lb));
        if (c != 0)
            return c < 0 ? -1 : 1;
        return la < lb ? -1 : la > lb;
    }
    return collation_compare(collation_locale(collid, "string comparison"), a, la, b, lb);
}

static int text_cmp(const text *a, const text *b, Oid collid)
{
    return varstr_cmp(text_data(a), text_len(a), text_data(b), text_len(b), collid);
}

/* Equality: bytes under every deterministic collation (as PG's texteq). */
static bool text_equal(const text *a, const text *b, Oid collid)
{
    if (collid != DEFAULT_COLLATION_OID && collid != C_COLLATION_OID &&
        !collation_locale(collid, "string comparison")->deterministic)
        return text_cmp(a, b, collid) == 0;
    return text_len(a) == text_len(b) &&
           memcmp(text_data(a), text_data(b), (size_t)text_len(a)) == 0;
}

#define TEXT_CMP(name, op)                                                                       \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        PG_RETURN_BOOL(text_cmp(ARG_TEXT(0), ARG_TEXT(1), PG_GET_COLLATION()) op 0);             \
    }
TEXT_CMP(text_lt, <)
TEXT_CMP(text_le, <=)
TEXT_CMP(text_gt, >)
TEXT_CMP(text_ge, >=)
#define TEXT_PATTERN_CMP(name, op)                                                               \
    static Datum name(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(text_cmp_bytes(ARG_TEXT(0), ARG_TEXT(1)) op 0); }
TEXT_PATTERN_CMP(text_pattern_lt, <)
TEXT_PATTERN_CMP(text_pattern_le, <=)
TEXT_PATTERN_CMP(text_pattern_gt, >)
TEXT_PATTERN_CMP(text_pattern_ge, >=)
static Datum texteq(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(text_equal(ARG_TEXT(0), ARG_TEXT(1), PG_GET_COLLATION()));
}
static Datum textne(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(!DatumGetBool(texteq(fcinfo))); }
static Datum bttextcmp(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32(text_cmp(ARG_TEXT(0), ARG_TEXT(1), PG_GET_COLLATION()));
}
static Datum bttext_pattern_cmp(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32(text_cmp_bytes(ARG_TEXT(0), ARG_TEXT(1)));
}
static Datum text_larger(PG_FUNCTION_ARGS)
{
    return text_cmp(ARG_TEXT(0), ARG_TEXT(1), PG_GET_COLLATION()) >= 0 ? PG_GETARG_DATUM(0)
                                                                          : PG_GETARG_DATUM(1);
}
static Datum text_smaller(PG_FUNCTION_ARGS)
{
    return text_cmp(ARG_TEXT(0), ARG_TEXT(1), PG_GET_COLLATION()) <= 0 ? PG_GETARG_DATUM(0)
                                                                          : PG_GETARG_DATUM(1);
}
static Datum hashtext(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    PG_RETURN_INT32((int32)types_hash_bytes(text_data(t), (size_t)text_len(t)));
}

/* ---- bpchar ---- */

/* The collation bpchar equality compares under: bytes unless nondeterministic. */
static Oid bpchar_eq_collation(Oid collid)
{
    if (collid == DEFAULT_COLLATION_OID || collid == C_COLLATION_OID ||
        collation_locale(collid, "string comparison")->deterministic)
        return C_COLLATION_OID;
    return collid;
}

static int bp_trimmed_len(const char *s, int len)
{
    while (len > 0 && s[len - 1] == ' ')
        len--;
    return len;
}

static int bpchar_cmp(const text *a, const text *b, Oid collid)
{
    int la = bp_trimmed_len(text_data(a), text_len(a));
    int lb = bp_trimmed_len(text_data(b), text_len(b));
    return varstr_cmp(text_data(a), la, text_data(b), lb, collid);
}

/*
 * Fit s to char(n)/varchar(n) (typmod = n + 4): too long is an error unless the excess is
 * spaces or the cast is explicit; char(n) pads with spaces.
 */
static text *fit_to_typmod(const char *s, int len, int32 typmod, bool pad, bool is_explicit)
{
    if (typmod < VARHDRSZ)
        return make_text(s, len);
    int maxchars = typmod - VARHDRSZ;
    int nchars = char_count(s, len);
    if (nchars > maxchars) {
        int cut = char_offset(s, len, maxchars);
        if (!is_explicit) {
            for (int i = cut; i < len; i++)
                if (s[i] != ' ')
                    ereport(ERROR, errcode(ERRCODE_STRING_DATA_RIGHT_TRUNCATION),
                            errmsg("value too long for type %s(%d)",
                                   pad ? "character" : "character varying", maxchars));
        }
        return make_text(s, cut);
    }
    if (!pad || nchars == maxchars)
        return make_text(s, len);
    int padn = maxchars - nchars;
    text *t = types_text_alloc(len + padn);
    memcpy(VARDATA(t), s, (size_t)len);
    memset(VARDATA(t) + len, ' ', (size_t)padn);
    return t;
}

static int32 arg_typmod(FunctionCallInfo fcinfo) { return PG_NARGS() > 2 ? PG_GETARG_INT32(2) : -1; }

static Datum bpcharin(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    PG_RETURN_TEXT_P(fit_to_typmod(s, (int)strlen(s), arg_typmod(fcinfo), true, false));
}
static Datum varcharin(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    PG_RETURN_TEXT_P(fit_to_typmod(s, (int)strlen(s), arg_typmod(fcinfo), false, false));
}
static Datum bpcharrecv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    int len = buf->len - buf->cursor;
    const char *p = types_recv_bytes(buf, len);
    PG_RETURN_TEXT_P(fit_to_typmod(p, len, arg_typmod(fcinfo), true, false));
}
static Datum varcharrecv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    int len = buf->len - buf->cursor;
    const char *p = types_recv_bytes(buf, len);
    PG_RETURN_TEXT_P(fit_to_typmod(p, len, arg_typmod(fcinfo), false, false));
}
#define bpcharout textout
#define varcharout textout
#define bpcharsend textsend
#define varcharsend textsend

/* Length coercion: bpchar(bpchar, typmod, explicit), varchar(varchar, typmod, explicit). */
static Datum bpchar(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    bool expl = PG_NARGS() > 2 && PG_GETARG_BOOL(2);
    PG_RETURN_TEXT_P(fit_to_typmod(text_data(t), text_len(t), PG_GETARG_INT32(1), true, expl));
}
static Datum varchar(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    bool expl = PG_NARGS() > 2 && PG_GETARG_BOOL(2);
    int32 typmod = PG_GETARG_INT32(1);
    if (typmod < VARHDRSZ || char_count(text_data(t), text_len(t)) <= typmod - VARHDRSZ)
        return PG_GETARG_DATUM(0);
    PG_RETURN_TEXT_P(fit_to_typmod(text_data(t), text_len(t), typmod, false, expl));
}

static int32 charlike_typmod_in(const int32 *mods, int nmods, const char *typname)
{
    if (nmods != 1)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("invalid type modifier"));
    if (mods[0] < 1)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("length for type %s must be at least 1", typname));
    if (mods[0] > 10485760)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("length for type %s cannot exceed %d", typname, 10485760));
    return mods[0] + VARHDRSZ;
}
static int32 bpchar_typmod_in(const int32 *mods, int nmods)
{
    return charlike_typmod_in(mods, nmods, "char");
}
static int32 varchar_typmod_in(const int32 *mods, int nmods)
{
    return charlike_typmod_in(mods, nmods, "varchar");
}
static char *charlike_typmod_out(int32 typmod)
{
    return typmod >= VARHDRSZ ? psprintf("(%d)", typmod - VARHDRSZ) : pstrdup("");
}

#define BP_CMP(name, op, coll)                                                                   \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        PG_RETURN_BOOL(bpchar_cmp(ARG_TEXT(0), ARG_TEXT(1), coll) op 0);                         \
    }
/* bpchar equality is by bytes after trimming under deterministic collations, as in PG */
BP_CMP(bpchareq, ==, bpchar_eq_collation(PG_GET_COLLATION()))
BP_CMP(bpcharne, !=, bpchar_eq_collation(PG_GET_COLLATION()))
BP_CMP(bpcharlt, <, PG_GET_COLLATION())
BP_CMP(bpcharle, <=, PG_GET_COLLATION())
BP_CMP(bpchargt, >, PG_GET_COLLATION())
BP_CMP(bpcharge, >=, PG_GET_COLLATION())
BP_CMP(bpchar_pattern_lt, <, C_COLLATION_OID)
BP_CMP(bpchar_pattern_le, <=, C_COLLATION_OID)
BP_CMP(bpchar_pattern_gt, >, C_COLLATION_OID)
BP_CMP(bpchar_pattern_ge, >=, C_COLLATION_OID)
static Datum bpcharcmp(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32(bpchar_cmp(ARG_TEXT(0), ARG_TEXT(1), PG_GET_COLLATION()));
}
static Datum btbpchar_pattern_cmp(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32(bpchar_cmp(ARG_TEXT(0), ARG_TEXT(1), C_COLLATION_OID));
}
static Datum bpchar_larger(PG_FUNCTION_ARGS)
{
    return bpchar_cmp(ARG_TEXT(0), ARG_TEXT(1), PG_GET_COLLATION()) >= 0 ? PG_GETARG_DATUM(0)
                                                                            : PG_GETARG_DATUM(1);
}
static Datum bpchar_smaller(PG_FUNCTION_ARGS)
{
    return bpchar_cmp(ARG_TEXT(0), ARG_TEXT(1), PG_GET_COLLATION()) <= 0 ? PG_GETARG_DATUM(0)
                                                                            : PG_GETARG_DATUM(1);
}
static Datum hashbpchar(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    PG_RETURN_INT32((int32)types_hash_bytes(text_data(t), (size_t)bp_trimmed_len(text_data(t), text_len(t))));
}
static Datum bpcharlen(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    PG_RETURN_INT32(char_count(text_data(t), bp_trimmed_len(text_data(t), text_len(t))));
}
static Datum bpcharoctetlen(PG_FUNCTION_ARGS) { PG_RETURN_INT32(text_len(ARG_TEXT(0))); }

/* ---- name ---- */

static char *make_name(const char *s, int len)
{
    char *n = palloc0(NAMEDATALEN);
    if (len >= NAMEDATALEN) {
        len = NAMEDATALEN - 1;
        /* do not cut a UTF-8 character in half */
        while (len > 0 && ((unsigned char)s[len] & 0xc0) == 0x80)
            len--;
    }
    memcpy(n, s, (size_t)len);
    return n;
}
static int name_len(const char *n) { return (int)strnlen(n, NAMEDATALEN); }
static Datum namein(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    PG_RETURN_POINTER(make_name(s, (int)strlen(s)));
}
static Datum nameout(PG_FUNCTION_ARGS)
{
    const char *n = PG_GETARG_POINTER(0);
    PG_RETURN_CSTRING(pnstrdup(n, (size_t)name_len(n)));
}
static Datum namerecv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    int len = buf->len - buf->cursor;
    if (len >= NAMEDATALEN)
        ereport(ERROR, errcode(ERRCODE_NAME_TOO_LONG),
                errmsg("identifier too long"),
                errdetail("Identifier must be less than %d characters.", NAMEDATALEN));
    PG_RETURN_POINTER(make_name(types_recv_bytes(buf, len), len));
}
static Datum namesend(PG_FUNCTION_ARGS)
{
    const char *n = PG_GETARG_POINTER(0);
    StringInfoData buf;
    types_send_init(&buf);
    appendBinaryStringInfo(&buf, n, name_len(n));
    PG_RETURN_POINTER(types_send_finish(&buf));
}
static int name_cmp_bytes(const char *a, int la, const char *b, int lb)
{
    int c = memcmp(a, b, (size_t)Min(la, lb));
    if (c != 0)
        return c < 0 ? -1 : 1;
    return la < lb ? -1 : la > lb;
}
static int namecmp2(FunctionCallInfo fcinfo)
{
    const char *a = PG_GETARG_POINTER(0), *b = PG_GETARG_POINTER(1);
    return name_cmp_bytes(a, name_len(a), b, name_len(b));
}
static int nametextcmp(FunctionCallInfo fcinfo)
{
    const char *a = PG_GETARG_POINTER(0);
    const text *b = ARG_TEXT(1);
    return name_cmp_bytes(a, name_len(a), text_data(b), text_len(b));
}
static int textnamecmp(FunctionCallInfo fcinfo)
{
    const text *a = ARG_TEXT(0);
    const char *b = PG_GETARG_POINTER(1);
    return name_cmp_bytes(text_data(a), text_len(a), b, name_len(b));
}
static Datum nameeq(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(namecmp2(fcinfo) == 0); }
static Datum namene(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(namecmp2(fcinfo) != 0); }
static Datum namelt(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(namecmp2(fcinfo) < 0); }
static Datum namele(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(namecmp2(fcinfo) <= 0); }
static Datum namegt(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(namecmp2(fcinfo) > 0); }
static Datum namege(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(namecmp2(fcinfo) >= 0); }
static Datum btnamecmp(PG_FUNCTION_ARGS) { PG_RETURN_INT32(namecmp2(fcinfo)); }
static Datum nameeqtext(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(nametextcmp(fcinfo) == 0); }
static Datum namenetext(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(nametextcmp(fcinfo) != 0); }
static Datum namelttext(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(nametextcmp(fcinfo) < 0); }
static Datum nameletext(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(nametextcmp(fcinfo) <= 0); }
static Datum namegttext(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(nametextcmp(fcinfo) > 0); }
static Datum namegetext(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(nametextcmp(fcinfo) >= 0); }
static Datum texteqname(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(textnamecmp(fcinfo) == 0); }
static Datum textnename(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(textnamecmp(fcinfo) != 0); }
static Datum textltname(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(textnamecmp(fcinfo) < 0); }
static Datum textlename(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(textnamecmp(fcinfo) <= 0); }
static Datum textgtname(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(textnamecmp(fcinfo) > 0); }
static Datum textgename(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(textnamecmp(fcinfo) >= 0); }
static Datum hashname(PG_FUNCTION_ARGS)
{
    const char *n = PG_GETARG_POINTER(0);
    PG_RETURN_INT32((int32)types_hash_bytes(n, (size_t)name_len(n)));
}
static Datum name_text(PG_FUNCTION_ARGS)
{
    const char *n = PG_GETARG_POINTER(0);
    PG_RETURN_TEXT_P(make_text(n, name_len(n)));
}
static Datum text_name(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    PG_RETURN_POINTER(make_name(text_data(t), text_len(t)));
}
static Datum name_bpchar(PG_FUNCTION_ARGS) { return name_text(fcinfo); }
static Datum bpchar_name(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    PG_RETURN_POINTER(make_name(text_data(t), bp_trimmed_len(text_data(t), text_len(t))));
}

/* ---- LIKE ---- */

static pg_noreturn void like_bad_escape(void)
{
    ereport(ERROR, errcode(ERRCODE_INVALID_ESCAPE_SEQUENCE),
            errmsg("LIKE pattern must not end with escape character"));
}

/* 1 match, 0 no match, -1 no match possible for any later start (abort), as PG's matcher. */
static int like_match(const char *t, int tlen, const char *p, int plen)
{
    while (tlen > 0 && plen > 0) {
        if (*p == '\\') {
            p++, plen--;
            if (plen <= 0)
                like_bad_escape();
            int cl = utf8_char_length((unsigned char)*p);
            if (tlen < cl || memcmp(t, p, (size_t)cl) != 0)
                return 0;
            t += cl, tlen -= cl, p += cl, plen -= cl;
        } else if (*p == '%') {
            /* collapse runs of % and _ after it: each _ eats one character */
            while (plen > 0 && (*p == '%' || *p == '_')) {
                if (*p == '_') {
                    if (tlen <= 0)
                        return -1;
                    int cl = utf8_char_length((unsigned char)*t);
                    t += cl, tlen -= cl;
                }
                p++, plen--;
            }
            if (plen <= 0)
                return 1;
            while (tlen > 0) {
                int r = like_match(t, tlen, p, plen);
                if (r != 0)
                    return r;
                int cl = utf8_char_length((unsigned char)*t);
                t += cl, tlen -= cl;
            }
            return -1;
        } else if (*p == '_') {
            int cl = utf8_char_length((unsigned char)*t);
            t += cl, tlen -= cl;
            p++, plen--;
        } else {
            if (*t != *p)
                return 0;
            t++, tlen--, p++, plen--;
        }
    }
    if (tlen > 0)
        return 0;
    while (plen > 0 && *p == '%')
        p++, plen--;
    return plen <= 0 ? 1 : -1;
}

static bool like_bytes(const char *t, int tlen, const char *p, int plen)
{
    return like_match(t, tlen, p, plen) == 1;
}

static char *ascii_lower_copy(const char *s, int len)
{
    char *r = palloc((size_t)len + 1);
    for (int i = 0; i < len; i++)
        r[i] = (char)tolower((unsigned char)s[i]);
    r[len] = '\0';
    return r;
}

static bool ilike_bytes(const char *t, int tlen, const char *p, int plen)
{
    return like_bytes(ascii_lower_copy(t, tlen), tlen, ascii_lower_copy(p, plen), plen);
}

static Datum textlike(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0), *p = ARG_TEXT(1);
    PG_RETURN_BOOL(like_bytes(text_data(t), text_len(t), text_data(p), text_len(p)));
}
static Datum textnlike(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(!DatumGetBool(textlike(fcinfo))); }
static Datum texticlike(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0), *p = ARG_TEXT(1);
    PG_RETURN_BOOL(ilike_bytes(text_data(t), text_len(t), text_data(p), text_len(p)));
}
static Datum texticnlike(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(!DatumGetBool(texticlike(fcinfo))); }
static Datum namelike(PG_FUNCTION_ARGS)
{
    const char *n = PG_GETARG_POINTER(0);
    const text *p = ARG_TEXT(1);
    PG_RETURN_BOOL(like_bytes(n, name_len(n), text_data(p), text_len(p)));
}
static Datum namenlike(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(!DatumGetBool(namelike(fcinfo))); }
static Datum nameiclike(PG_FUNCTION_ARGS)
{
    const char *n = PG_GETARG_POINTER(0);
    const text *p = ARG_TEXT(1);
    PG_RETURN_BOOL(ilike_bytes(n, name_len(n), text_data(p), text_len(p)));
}
static Datum nameicnlike(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(!DatumGetBool(nameiclike(fcinfo))); }

/* like_escape(pattern, escape): rewrite the pattern to use backslash as its escape. */
static Datum like_escape(PG_FUNCTION_ARGS)
{
    const text *pat = ARG_TEXT(0), *esc = ARG_TEXT(1);
    const char *p = text_data(pat);
    int plen = text_len(pat), elen = text_len(esc);
    StringInfoData out;
    initStringInfo(&out);
    if (elen == 0) {
        /* no escape character: double every backslash so it is literal */
        for (int i = 0; i < plen; i++) {
            if (p[i] == '\\')
                appendStringInfoChar(&out, '\\');
            appendStringInfoChar(&out, p[i]);
        }
    } else {
        const char *e = text_data(esc);
        int ecl = utf8_char_length((unsigned char)e[0]);
        if (ecl != elen)
            ereport(ERROR, errcode(ERRCODE_INVALID_ESCAPE_SEQUENCE),
                    errmsg("invalid escape string"),
                    errhint("Escape string must be empty or one character."));
        bool after_escape = false;
        for (int i = 0; i < plen;) {
            int cl = utf8_char_length((unsigned char)p[i]);
            if (after_escape) {
                if (cl == 1 && p[i] == '\\')
                    appendStringInfoChar(&out, '\\');
                appendBinaryStringInfo(&out, p + i, cl);
                after_escape = false;
            } else if (cl == ecl && memcmp(p + i, e, (size_t)cl) == 0) {
                appendStringInfoChar(&out, '\\');
                after_escape = true;
            } else if (p[i] == '\\') {
                appendStringInfoString(&out, "\\\\");
            } else
                appendBinaryStringInfo(&out, p + i, cl);
            i += cl;
        }
    }
    PG_RETURN_TEXT_P(make_text(out.data, out.len));
}

/* ---- regular expressions (~, ~*, regexp_replace, substring from) ----
 *
 * PostgreSQL's ARE syntax is mostly a superset of POSIX ERE; patterns are compiled with the C
 * library's regcomp after translating the common ARE-only escapes (\d, \D). Compiled patterns are
 * cached per thread (a few slots, round robin), since the same pattern is applied to every row.
 */
#define ERRCODE_INVALID_REGULAR_EXPRESSION "2201B"
#define RE_CACHE_SLOTS 16

typedef struct ReCacheEntry {
    char *pattern; /* malloc'd, NUL-terminated */
    int cflags;
    bool used;
    regex_t re;
} ReCacheEntry;

static _Thread_local ReCacheEntry re_cache[RE_CACHE_SLOTS];
static _Thread_local int re_next;
static _Thread_local bool re_cache_registered;
static pthread_key_t re_cache_key;
static pthread_once_t re_cache_once = PTHREAD_ONCE_INIT;

/* Session threads come and go: free a thread's compiled patterns when it exits. */
static void re_cache_free(void *arg)
{
    ReCacheEntry *cache = arg;
    for (int i = 0; i < RE_CACHE_SLOTS; i++)
        if (cache[i].used) {
            regfree(&cache[i].re);
            free(cache[i].pattern);
            cache[i].used = false;
        }
}
static void re_cache_make_key(void) { pthread_key_create(&re_cache_key, re_cache_free); }
static void re_cache_register(void)
{
    if (re_cache_registered)
        return;
    pthread_once(&re_cache_once, re_cache_make_key);
    pthread_setspecific(re_cache_key, re_cache);
    re_cache_registered = true;
}

static char *translate_are(const char *p, int len)
{
    /* worst case each \d becomes [0-9]: five bytes for two */
    char *out = malloc((size_t)len * 3 + 1);
    if (out == NULL)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    int k = 0;
    bool in_bracket = false;
    for (int i = 0; i < len; i++) {
        if (!in_bracket && p[i] == '\\' && i + 1 < len && (p[i + 1] == 'd' || p[i + 1] == 'D')) {
            const char *rep = p[i + 1] == 'd' ? "[0-9]" : "[^0-9]";
            memcpy(out + k, rep, strlen(rep));
            k += (int)strlen(rep);
            i++;
            continue;
        }
        if (!in_bracket && p[i] == '\\' && i + 1 < len) {
            out[k++] = p[i++];
            out[k++] = p[i];
            continue;
        }
        if (p[i] == '[' && !in_bracket) {
            in_bracket = true;
            out[k++] = p[i];
            if (i + 1 < len && p[i + 1] == '^')
                out[k++] = p[++i];
            if (i + 1 < len && p[i + 1] == ']')
                out[k++] = p[++i];
            continue;
        }
        if (p[i] == ']' && in_bracket)
            in_bracket = false;
        out[k++] = p[i];
    }
    out[k] = '\0';
    return out;
}

static const regex_t *re_compile(const text *pat, int cflags)
{
    const char *p = text_data(pat);
    int len = text_len(pat);
    re_cache_register();
    char *key = translate_are(p, len);
    for (int i = 0; i < RE_CACHE_SLOTS; i++)
        if (re_cache[i].used && re_cache[i].cflags == cflags && strcmp(re_cache[i].pattern, key) == 0) {
            free(key);
            return &re_cache[i].re;
        }
    ReCacheEntry *e = &re_cache[re_next];
    re_next = (re_next + 1) % RE_CACHE_SLOTS;
    if (e->used) {
        regfree(&e->re);
        free(e->pattern);
        e->used = false;
    }
    int rc = regcomp(&e->re, key, cflags | REG_EXTENDED);
    if (rc != 0) {
        /* PG's wording for the usual mistakes, the C library's for the rest */
        char msg[256];
        const char *pgmsg = rc == REG_EPAREN   ? "parentheses () not balanced"
                            : rc == REG_EBRACK  ? "brackets [] not balanced"
                            : rc == REG_EBRACE  ? "braces {} not balanced"
                            : rc == REG_BADRPT  ? "quantifier operand invalid"
                            : rc == REG_EESCAPE ? "invalid escape \\ sequence"
                            : rc == REG_BADBR   ? "invalid repetition count(s)"
                            : rc == REG_ERANGE  ? "invalid character range"
                            : rc == REG_ECTYPE  ? "invalid character class"
                                                : NULL;
        if (pgmsg)
            snprintf(msg, sizeof(msg), "%s", pgmsg);
        else
            regerror(rc, &e->re, msg, sizeof(msg));
        free(key);
        ereport(ERROR, errcode(ERRCODE_INVALID_REGULAR_EXPRESSION),
                errmsg("invalid regular expression: %s", msg));
    }
    e->pattern = key;
    e->cflags = cflags;
    e->used = true;
    return &e->re;
}

/* regexec wants a C string: copy the subject (values may contain no NUL in UTF-8 text) */
static bool re_match(const char *s, int len, const text *pat, int cflags, regmatch_t *m, size_t nm)
{
    const regex_t *re = re_compile(pat, cflags);
    char *subject = pnstrdup(s, (size_t)len);
    return regexec(re, subject, nm, m, 0) == 0;
}

#define REGEX_FN(name, getsubj, icase, negate)                                                   \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        const char *s;                                                                           \
        int len;                                                                                 \
        getsubj;                                                                                 \
        bool r = re_match(s, len, ARG_TEXT(1), (icase) ? REG_ICASE | REG_NOSUB : REG_NOSUB,     \
                          NULL, 0);                                                              \
        PG_RETURN_BOOL(negate ? !r : r);                                                         \
    }
#define SUBJ_TEXT s = text_data(ARG_TEXT(0)), len = text_len(ARG_TEXT(0))
#define SUBJ_NAME s = PG_GETARG_POINTER(0), len = name_len(PG_GETARG_POINTER(0))
REGEX_FN(textregexeq, SUBJ_TEXT, false, false)
REGEX_FN(textregexne, SUBJ_TEXT, false, true)
REGEX_FN(texticregexeq, SUBJ_TEXT, true, false)
REGEX_FN(texticregexne, SUBJ_TEXT, true, true)
REGEX_FN(nameregexeq, SUBJ_NAME, false, false)
REGEX_FN(nameregexne, SUBJ_NAME, false, true)
REGEX_FN(nameicregexeq, SUBJ_NAME, true, false)
REGEX_FN(nameicregexne, SUBJ_NAME, true, true)

/* substring(text from pattern): the first parenthesized part if the pattern has one */
static Datum textregexsubstr(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    regmatch_t m[2];
    if (!re_match(text_data(t), text_len(t), ARG_TEXT(1), 0, m, 2))
        PG_RETURN_NULL();
    const regex_t *re = re_compile(ARG_TEXT(1), 0);
    int k = re->re_nsub > 0 ? 1 : 0;
    if (m[k].rm_so < 0)
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(make_text(text_data(t) + m[k].rm_so, (int)(m[k].rm_eo - m[k].rm_so)));
}

static text *regex_replace(const text *src, const text *pat, const text *rep, const text *flags)
{
    bool global = false;
    int cflags = 0;
    for (int i = 0; flags && i < text_len(flags); i++) {
        char f = text_data(flags)[i];
        if (f == 'g')
            global = true;
        else if (f == 'i')
            cflags |= REG_ICASE;
        else if (f == 'c')
            cflags &= ~REG_ICASE;
        else if (f == 'n' || f == 'p' || f == 'w')
            cflags |= REG_NEWLINE;
        else if (f == 's' || f == 'x' || f == 'q' || f == 'b' || f == 'e')
            continue;
        else
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("invalid regular expression option: \"%.*s\"", utf8_char_length((unsigned char)f), &text_data(flags)[i]));
    }
    const regex_t *re = re_compile(pat, cflags);
    char *subject = pnstrdup(text_data(src), (size_t)text_len(src));
    int len = text_len(src);
    StringInfoData out;
    initStringInfo(&out);
    int pos = 0;
    regmatch_t m[10];
    while (pos <= len && regexec(re, subject + pos, 10, m, pos > 0 ? REG_NOTBOL : 0) == 0) {
        appendBinaryStringInfo(&out, subject + pos, (int)m[0].rm_so);
        const char *r = text_data(rep);
        int rl = text_len(rep);
        for (int i = 0; i < rl; i++) {
            if (r[i] == '\\' && i + 1 < rl) {
                char c = r[i + 1];
                if (c >= '1' && c <= '9') {
                    int g = c - '0';
                    if ((size_t)g <= re->re_nsub && m[g].rm_so >= 0)
                        appendBinaryStringInfo(&out, subject + pos + m[g].rm_so,
                                               (int)(m[g].rm_eo - m[g].rm_so));
                    i++;
                    continue;
                }
                if (c == '&') {
                    appendBinaryStringInfo(&out, subject + pos + m[0].rm_so,
                                           (int)(m[0].rm_eo - m[0].rm_so));
                    i++;
                    continue;
                }
                if (c == '\\') {
                    appendStringInfoChar(&out, '\\');
                    i++;
                    continue;
                }
            }
            appendStringInfoChar(&out, r[i]);
        }
        int adv = (int)m[0].rm_eo;
        if (m[0].rm_eo == m[0].rm_so) {
            /* empty match: copy one character and move on */
            if (pos + adv < len) {
                int cl = utf8_char_length((unsigned char)subject[pos + adv]);
                appendBinaryStringInfo(&out, subject + pos + adv, cl);
                adv += cl;
            } else
                adv++;
        }
        pos += adv;
        if (!global)
            break;
    }
    if (pos < len)
        appendBinaryStringInfo(&out, subject + pos, len - pos);
    return make_text(out.data, out.len);
}
static Datum textregexreplace_noopt(PG_FUNCTION_ARGS)
{
    PG_RETURN_TEXT_P(regex_replace(ARG_TEXT(0), ARG_TEXT(1), ARG_TEXT(2), NULL));
}
static Datum textregexreplace(PG_FUNCTION_ARGS)
{
    PG_RETURN_TEXT_P(regex_replace(ARG_TEXT(0), ARG_TEXT(1), ARG_TEXT(2), ARG_TEXT(3)));
}

/* ---- string functions ---- */

static Datum textlen(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    PG_RETURN_INT32(char_count(text_data(t), text_len(t)));
}
static Datum textoctetlen(PG_FUNCTION_ARGS) { PG_RETURN_INT32(text_len(ARG_TEXT(0))); }
static Datum sql_bit_length(PG_FUNCTION_ARGS) { PG_RETURN_INT32(text_len(ARG_TEXT(0)) * 8); }

static text *concat2(const char *a, int la, const char *b, int lb)
{
    text *r = types_text_alloc(la + lb);
    memcpy(VARDATA(r), a, (size_t)la);
    memcpy(VARDATA(r) + la, b, (size_t)lb);
    return r;
}
static Datum textcat(PG_FUNCTION_ARGS)
{
    const text *a = ARG_TEXT(0), *b = ARG_TEXT(1);
    PG_RETURN_TEXT_P(concat2(text_data(a), text_len(a), text_data(b), text_len(b)));
}

/*
 * The text form of argument i: its type's output function (argtypes known), else as text.
 * as_cast: use the type's cast to text where pg_cast has one (bool gives "true", as x::text).
 */
static char *arg_as_text_form(FunctionCallInfo fcinfo, int i, int *len, bool as_cast)
{
    Oid typ = fcinfo->argtypes ? fcinfo->argtypes[i] : TEXTOID;
    if (typ == TEXTOID || typ == VARCHAROID || typ == BPCHAROID || typ == InvalidOid) {
        const text *t = ARG_TEXT(i);
        *len = text_len(t);
        return (char *)text_data(t);
    }
    if (typ == UNKNOWNOID || typ == CSTRINGOID) {
        char *s = PG_GETARG_CSTRING(i);
        *len = (int)strlen(s);
        return s;
    }
    const CastInfo *c = as_cast ? cast_find(typ, TEXTOID) : NULL;
    if (c && c->castmethod == COERCION_METHOD_FUNCTION) {
        const ProcInfo *p = proc_by_oid(c->castfunc);
        if (p && p->pronargs == 1) {
            const text *t = DatumGetTextP(DirectFunctionCall1(p->fn, PG_GETARG_DATUM(i)));
            *len = text_len(t);
            return (char *)text_data(t);
        }
    }
    char *s = type_output_cstring(typ, PG_GETARG_DATUM(i));
    *len = (int)strlen(s);
    return s;
}
static char *arg_as_cstring(FunctionCallInfo fcinfo, int i, int *len)
{
    return arg_as_text_form(fcinfo, i, len, false);
}

/* text || anynonarray and anynonarray || text: the binder may pass argtypes, or cast to text */
static Datum textanycat(PG_FUNCTION_ARGS)
{
    int la, lb;
    const char *a = arg_as_text_form(fcinfo, 0, &la, true);
    const char *b = arg_as_text_form(fcinfo, 1, &lb, true);
    PG_RETURN_TEXT_P(concat2(a, la, b, lb));
}
#define anytextcat textanycat

static Datum text_concat(PG_FUNCTION_ARGS)
{
    StringInfoData s;
    initStringInfo(&s);
    for (int i = 0; i < PG_NARGS(); i++) {
        if (PG_ARGISNULL(i))
            continue;
        int len;
        const char *p = arg_as_cstring(fcinfo, i, &len);
        appendBinaryStringInfo(&s, p, len);
    }
    PG_RETURN_TEXT_P(make_text(s.data, s.len));
}

static Datum text_concat_ws(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    int seplen;
    const char *sep = arg_as_cstring(fcinfo, 0, &seplen);
    StringInfoData s;
    initStringInfo(&s);
    bool first = true;
    for (int i = 1; i < PG_NARGS(); i++) {
        if (PG_ARGISNULL(i))
            continue;
        if (!first)
            appendBinaryStringInfo(&s, sep, seplen);
        first = false;
        int len;
        const char *p = arg_as_cstring(fcinfo, i, &len);
        appendBinaryStringInfo(&s, p, len);
    }
    PG_RETURN_TEXT_P(make_text(s.data, s.len));
}

/*
 * Case mapping per code point with Unicode's simple mappings (ICU u_tolower/u_toupper), which is
 * what PostgreSQL does under a C.UTF-8 ctype (towlower/towupper): 'É' -> 'é', 'ß' stays 'ß'.
 */
static int utf8_decode(const unsigned char *s, int len, UChar32 *cp)
{
    int cl = utf8_char_length(s[0]);
    if (cl > len || cl == 1) {
        *cp = s[0];
        return 1;
    }
    UChar32 c = s[0] & (0x7f >> cl);
    for (int i = 1; i < cl; i++) {
        if ((s[i] & 0xc0) != 0x80) {
            *cp = s[0];
            return 1;
        }
        c = (c << 6) | (s[i] & 0x3f);
    }
    *cp = c;
    return cl;
}

static int utf8_encode(UChar32 c, char *out)
{
    uint32 u = (uint32)c;
    if (u < 0x80) {
        out[0] = (char)u;
        return 1;
    }
    if (u < 0x800) {
        out[0] = (char)(0xc0 | (u >> 6));
        out[1] = (char)(0x80 | (u & 0x3f));
        return 2;
    }
    if (u < 0x10000) {
        out[0] = (char)(0xe0 | (u >> 12));
        out[1] = (char)(0x80 | ((u >> 6) & 0x3f));
        out[2] = (char)(0x80 | (u & 0x3f));
        return 3;
    }
    out[0] = (char)(0xf0 | (u >> 18));
    out[1] = (char)(0x80 | ((u >> 12) & 0x3f));
    out[2] = (char)(0x80 | ((u >> 6) & 0x3f));
    out[3] = (char)(0x80 | (u & 0x3f));
    return 4;
}

typedef enum { CASE_LOWER, CASE_UPPER, CASE_INITCAP } CaseMode;

static text *map_case(const text *t, CaseMode mode, bool ascii_only)
{
    const unsigned char *s = (const unsigned char *)text_data(t);
    int len = text_len(t);
    StringInfoData out;
    initStringInfo(&out);
    bool in_word = false;
    for (int i = 0; i < len;) {
        char buf[4];
        if (ascii_only && s[i] >= 0x80) { /* LC_CTYPE C: other bytes stay, and end words */
            appendStringInfoChar(&out, (char)s[i++]);
            in_word = false;
            continue;
        }
        if (s[i] < 0x80) { /* ASCII fast path */
            unsigned char c = s[i++];
            if (mode == CASE_LOWER || (mode == CASE_INITCAP && in_word))
                c = (unsigned char)tolower(c);
            else
                c = (unsigned char)toupper(c);
            if (mode == CASE_INITCAP)
                in_word = isalnum(c) != 0;
            appendStringInfoChar(&out, (char)c);
            continue;
        }
        UChar32 cp;
        i += utf8_decode(s + i, len - i, &cp);
        UChar32 m = (mode == CASE_LOWER || (mode == CASE_INITCAP && in_word)) ? u_tolower(cp)
                                                                               : u_toupper(cp);
        if (mode == CASE_INITCAP)
            in_word = u_isalnum(cp) != 0;
        appendBinaryStringInfo(&out, buf, utf8_encode(m, buf));
    }
    return make_text(out.data, out.len);
}

/* lower/upper/initcap as PG 15: ASCII only under an LC_CTYPE of C, ICU's full case mapping
 * (with the locale's rules and word breaks) under an ICU collation, else per code point. */
static text *case_by_collation(FunctionCallInfo fcinfo, CaseMode mode, const char *fname)
{
    Oid collid = PG_GET_COLLATION();
    const text *t = ARG_TEXT(0);
    if (collid == DEFAULT_COLLATION_OID)
        return map_case(t, mode, false);
    if (collid == C_COLLATION_OID || collid == POSIX_COLLATION_OID)
        return map_case(t, mode, true);
    const CollLocale *loc = collation_locale(collid, fname);
    if (loc->provider != COLLPROVIDER_ICU)
        return map_case(t, mode, loc->ctype_is_c);
    int outlen;
    char op = mode == CASE_LOWER ? 'l' : mode == CASE_UPPER ? 'u' : 't';
    char *r = collation_icu_case(loc, op, text_data(t), text_len(t), &outlen);
    return make_text(r, outlen);
}
static Datum lower(PG_FUNCTION_ARGS)
{
    PG_RETURN_TEXT_P(case_by_collation(fcinfo, CASE_LOWER, "lower() function"));
}
static Datum upper(PG_FUNCTION_ARGS)
{
    PG_RETURN_TEXT_P(case_by_collation(fcinfo, CASE_UPPER, "upper() function"));
}
static Datum initcap(PG_FUNCTION_ARGS)
{
    PG_RETURN_TEXT_P(case_by_collation(fcinfo, CASE_INITCAP, "initcap() function"));
}

/* substr(t, start[, count]) in characters, 1-based, as SQL's SUBSTRING. */
static text *substr_chars(const text *t, int64 start, int64 count, bool has_count)
{
    const char *s = text_data(t);
    int len = text_len(t);
    if (has_count && count < 0)
        ereport(ERROR, errcode(ERRCODE_SUBSTRING_ERROR),
                errmsg("negative substring length not allowed"));
    int64 first = start < 1 ? 1 : start;
    int64 endx = has_count ? start + count : INT64_MAX; /* exclusive, 1-based */
    if (endx <= first)
        return make_text("", 0);
    int b0 = char_offset(s, len, (int)Min(first - 1, (int64)len));
    int b1 = endx == INT64_MAX ? len : char_offset(s, len, (int)Min(endx - 1, (int64)len));
    return make_text(s + b0, Max(0, b1 - b0));
}
static Datum text_substr(PG_FUNCTION_ARGS)
{
    PG_RETURN_TEXT_P(substr_chars(ARG_TEXT(0), PG_GETARG_INT32(1), PG_GETARG_INT32(2), true));
}
static Datum text_substr_no_len(PG_FUNCTION_ARGS)
{
    PG_RETURN_TEXT_P(substr_chars(ARG_TEXT(0), PG_GETARG_INT32(1), 0, false));
}

static const char *find_bytes(const char *h, int hl, const char *n, int nl)
{
    if (nl == 0)
        return h;
    for (int i = 0; i + nl <= hl; i++)
        if (h[i] == n[0] && memcmp(h + i, n, (size_t)nl) == 0)
            return h + i;
    return NULL;
}

static Datum textpos(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0), *n = ARG_TEXT(1);
    const char *hit = find_bytes(text_data(t), text_len(t), text_data(n), text_len(n));
    if (hit == NULL)
        PG_RETURN_INT32(0);
    PG_RETURN_INT32(char_count(text_data(t), (int)(hit - text_data(t))) + 1);
}

static Datum replace_text(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0), *from = ARG_TEXT(1), *to = ARG_TEXT(2);
    int fl = text_len(from);
    if (fl == 0 || text_len(t) == 0)
        return PG_GETARG_DATUM(0);
    StringInfoData s;
    initStringInfo(&s);
    const char *p = text_data(t), *end = p + text_len(t);
    for (;;) {
        const char *hit = find_bytes(p, (int)(end - p), text_data(from), fl);
        if (hit == NULL)
            break;
        appendBinaryStringInfo(&s, p, (int)(hit - p));
        appendBinaryStringInfo(&s, text_data(to), text_len(to));
        p = hit + fl;
    }
    appendBinaryStringInfo(&s, p, (int)(end - p));
    PG_RETURN_TEXT_P(make_text(s.data, s.len));
}

/* Is the character at c (length cl) one of the characters of set? */
static bool in_charset(const char *c, int cl, const char *set, int setlen)
{
    for (int i = 0; i < setlen;) {
        int l = utf8_char_length((unsigned char)set[i]);
        if (l == cl && memcmp(set + i, c, (size_t)cl) == 0)
            return true;
        i += l;
    }
    return false;
}

static text *trim_chars(const text *t, const char *set, int setlen, bool left, bool right)
{
    const char *s = text_data(t);
    int b = 0, e = text_len(t);
    if (left)
        while (b < e && in_charset(s + b, utf8_char_length((unsigned char)s[b]), set, setlen))
            b += utf8_char_length((unsigned char)s[b]);
    if (right) {
        while (e > b) {
            int k = e - 1;
            while (k > b && ((unsigned char)s[k] & 0xc0) == 0x80)
                k--;
            if (!in_charset(s + k, e - k, set, setlen))
                break;
            e = k;
        }
    }
    return make_text(s + b, e - b);
}
#define TRIM_FN(name, l, r)                                                                      \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        const text *set = ARG_TEXT(1);                                                           \
        PG_RETURN_TEXT_P(trim_chars(ARG_TEXT(0), text_data(set), text_len(set), l, r));          \
    }                                                                                            \
    static Datum name##1(PG_FUNCTION_ARGS) { PG_RETURN_TEXT_P(trim_chars(ARG_TEXT(0), " ", 1, l, r)); }
TRIM_FN(btrim, true, true)
TRIM_FN(ltrim, true, false)
TRIM_FN(rtrim, false, true)

static Datum text_left(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    int n = PG_GETARG_INT32(1), nchars = char_count(text_data(t), text_len(t));
    int keep = n >= 0 ? Min(n, nchars) : Max(0, nchars + n);
    PG_RETURN_TEXT_P(make_text(text_data(t), char_offset(text_data(t), text_len(t), keep)));
}
static Datum text_right(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    int n = PG_GETARG_INT32(1), nchars = char_count(text_data(t), text_len(t));
    int skip = n >= 0 ? Max(0, nchars - n) : Min(nchars, -n);
    int off = char_offset(text_data(t), text_len(t), skip);
    PG_RETURN_TEXT_P(make_text(text_data(t) + off, text_len(t) - off));
}

static Datum repeat(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    int n = PG_GETARG_INT32(1);
    int len = text_len(t);
    if (n <= 0 || len == 0)
        PG_RETURN_TEXT_P(make_text("", 0));
    if ((int64)n * len > 0x3fffffff - VARHDRSZ)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED), errmsg("requested length too large"));
    text *r = types_text_alloc(n * len);
    for (int i = 0; i < n; i++)
        memcpy(VARDATA(r) + (size_t)i * (size_t)len, text_data(t), (size_t)len);
    PG_RETURN_TEXT_P(r);
}

static Datum text_reverse(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    int len = text_len(t);
    text *r = types_text_alloc(len);
    const char *s = text_data(t);
    for (int i = 0; i < len;) {
        int cl = utf8_char_length((unsigned char)s[i]);
        if (i + cl > len)
            cl = len - i;
        memcpy(VARDATA(r) + len - i - cl, s + i, (size_t)cl);
        i += cl;
    }
    PG_RETURN_TEXT_P(r);
}

static text *pad_text(const text *t, int n, const char *fill, int filllen, bool left)
{
    const char *s = text_data(t);
    int len = text_len(t), nchars = char_count(s, len);
    if (n <= 0)
        return make_text("", 0);
    if (nchars >= n || filllen == 0)
        return make_text(s, char_offset(s, len, Min(n, nchars)));
    StringInfoData out;
    initStringInfo(&out);
    if (!left)
        appendBinaryStringInfo(&out, s, len);
    int need = n - nchars, fi = 0;
    while (need-- > 0) {
        int cl = utf8_char_length((unsigned char)fill[fi]);
        appendBinaryStringInfo(&out, fill + fi, cl);
        fi += cl;
        if (fi >= filllen)
            fi = 0;
    }
    if (left)
        appendBinaryStringInfo(&out, s, len);
    return make_text(out.data, out.len);
}
static Datum lpad(PG_FUNCTION_ARGS)
{
    const text *f = ARG_TEXT(2);
    PG_RETURN_TEXT_P(pad_text(ARG_TEXT(0), PG_GETARG_INT32(1), text_data(f), text_len(f), true));
}
static Datum rpad(PG_FUNCTION_ARGS)
{
    const text *f = ARG_TEXT(2);
    PG_RETURN_TEXT_P(pad_text(ARG_TEXT(0), PG_GETARG_INT32(1), text_data(f), text_len(f), false));
}
static Datum sql_lpad(PG_FUNCTION_ARGS) { PG_RETURN_TEXT_P(pad_text(ARG_TEXT(0), PG_GETARG_INT32(1), " ", 1, true)); }
static Datum sql_rpad(PG_FUNCTION_ARGS) { PG_RETURN_TEXT_P(pad_text(ARG_TEXT(0), PG_GETARG_INT32(1), " ", 1, false)); }

static Datum split_part(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0), *d = ARG_TEXT(1);
    int n = PG_GETARG_INT32(2);
    if (n == 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("field position must not be zero"));
    const char *s = text_data(t);
    int len = text_len(t), dl = text_len(d);
    if (len == 0)
        PG_RETURN_TEXT_P(make_text("", 0));
    if (dl == 0)
        PG_RETURN_TEXT_P((n == 1 || n == -1) ? make_text(s, len) : make_text("", 0));
    /* split into fields, then pick */
    int nf = 0, cap = 8;
    int *starts = palloc(sizeof(int) * (size_t)cap), *ends = palloc(sizeof(int) * (size_t)cap);
    int pos = 0;
    for (;;) {
        const char *hit = find_bytes(s + pos, len - pos, text_data(d), dl);
        if (nf == cap) {
            cap *= 2;
            starts = repalloc(starts, sizeof(int) * (size_t)cap);
            ends = repalloc(ends, sizeof(int) * (size_t)cap);
        }
        starts[nf] = pos;
        ends[nf] = hit ? (int)(hit - s) : len;
        nf++;
        if (!hit)
            break;
        pos = (int)(hit - s) + dl;
    }
    int idx = n > 0 ? n - 1 : nf + n;
    if (idx < 0 || idx >= nf)
        PG_RETURN_TEXT_P(make_text("", 0));
    PG_RETURN_TEXT_P(make_text(s + starts[idx], ends[idx] - starts[idx]));
}

static Datum text_starts_with(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0), *p = ARG_TEXT(1);
    PG_RETURN_BOOL(text_len(p) <= text_len(t) &&
                   memcmp(text_data(t), text_data(p), (size_t)text_len(p)) == 0);
}

static Datum translate(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0), *from = ARG_TEXT(1), *to = ARG_TEXT(2);
    const char *s = text_data(t), *f = text_data(from), *o = text_data(to);
    int len = text_len(t), fl = text_len(from), ol = text_len(to);
    StringInfoData out;
    initStringInfo(&out);
    for (int i = 0; i < len;) {
        int cl = utf8_char_length((unsigned char)s[i]);
        int k = 0, fi = 0;
        bool found = false;
        while (fi < fl) {
            int l = utf8_char_length((unsigned char)f[fi]);
            if (l == cl && memcmp(f + fi, s + i, (size_t)cl) == 0) {
                found = true;
                break;
            }
            fi += l;
            k++;
        }
        if (!found)
            appendBinaryStringInfo(&out, s + i, cl);
        else {
            int oi = char_offset(o, ol, k);
            if (oi < ol)
                appendBinaryStringInfo(&out, o + oi, utf8_char_length((unsigned char)o[oi]));
        }
        i += cl;
    }
    PG_RETURN_TEXT_P(make_text(out.data, out.len));
}

static Datum quote_ident(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    const char *s = text_data(t);
    int len = text_len(t);
    bool safe = len > 0 && (islower((unsigned char)s[0]) || s[0] == '_');
    for (int i = 0; safe && i < len; i++)
        if (!(islower((unsigned char)s[i]) || isdigit((unsigned char)s[i]) || s[i] == '_'))
            safe = false;
    /* keywords would need quoting too; the common reserved ones are handled */
    static const char *const reserved[] = {"select", "from", "where", "table", "order", "group",
                                           "user", "limit", "and", "or", "not", "null", "case",
                                           "when", "then", "else", "end", "as", "on", "in"};
    for (size_t k = 0; safe && k < lengthof(reserved); k++)
        if ((int)strlen(reserved[k]) == len && memcmp(reserved[k], s, (size_t)len) == 0)
            safe = false;
    if (safe)
        return PG_GETARG_DATUM(0);
    StringInfoData out;
    initStringInfo(&out);
    appendStringInfoChar(&out, '"');
    for (int i = 0; i < len; i++) {
        if (s[i] == '"')
            appendStringInfoChar(&out, '"');
        appendStringInfoChar(&out, s[i]);
    }
    appendStringInfoChar(&out, '"');
    PG_RETURN_TEXT_P(make_text(out.data, out.len));
}

static Datum quote_literal(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    const char *s = text_data(t);
    int len = text_len(t);
    StringInfoData out;
    initStringInfo(&out);
    if (memchr(s, '\\', (size_t)len))
        appendStringInfoChar(&out, 'E');
    appendStringInfoChar(&out, '\'');
    for (int i = 0; i < len; i++) {
        if (s[i] == '\'' || s[i] == '\\')
            appendStringInfoChar(&out, s[i]);
        appendStringInfoChar(&out, s[i]);
    }
    appendStringInfoChar(&out, '\'');
    PG_RETURN_TEXT_P(make_text(out.data, out.len));
}

static Datum ascii(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    const unsigned char *s = (const unsigned char *)text_data(t);
    int len = text_len(t);
    if (len == 0)
        PG_RETURN_INT32(0);
    int cl = utf8_char_length(s[0]);
    if (cl > len)
        cl = len;
    int32 cp = cl == 1 ? s[0] : s[0] & (0x7f >> cl);
    for (int i = 1; i < cl; i++)
        cp = (cp << 6) | (s[i] & 0x3f);
    PG_RETURN_INT32(cp);
}

static Datum chr(PG_FUNCTION_ARGS)
{
    int32 c = PG_GETARG_INT32(0);
    if (c < 0)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("character number must be positive"));
    if (c == 0)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("null character not permitted"));
    if (c > 0x10ffff)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("requested character too large for encoding: %d", c));
    if (c >= 0xd800 && c <= 0xdfff)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("requested character not valid for encoding: %d", c));
    char b[4];
    int n;
    uint32 u = (uint32)c;
    if (u < 0x80) {
        b[0] = (char)u;
        n = 1;
    } else if (u < 0x800) {
        b[0] = (char)(0xc0 | (u >> 6));
        b[1] = (char)(0x80 | (u & 0x3f));
        n = 2;
    } else if (u < 0x10000) {
        b[0] = (char)(0xe0 | (u >> 12));
        b[1] = (char)(0x80 | ((u >> 6) & 0x3f));
        b[2] = (char)(0x80 | (u & 0x3f));
        n = 3;
    } else {
        b[0] = (char)(0xf0 | (u >> 18));
        b[1] = (char)(0x80 | ((u >> 12) & 0x3f));
        b[2] = (char)(0x80 | ((u >> 6) & 0x3f));
        b[3] = (char)(0x80 | (u & 0x3f));
        n = 4;
    }
    PG_RETURN_TEXT_P(make_text(b, n));
}

static Datum to_hex32(PG_FUNCTION_ARGS)
{
    PG_RETURN_TEXT_P(cstring_to_text(psprintf("%x", (uint32)PG_GETARG_INT32(0))));
}
static Datum to_hex64(PG_FUNCTION_ARGS)
{
    PG_RETURN_TEXT_P(cstring_to_text(psprintf("%llx", (unsigned long long)PG_GETARG_INT64(0))));
}

static Datum md5_text(PG_FUNCTION_ARGS)
{
    const text *t = ARG_TEXT(0);
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int mdlen = 0;
    if (!EVP_Digest(text_data(t), (size_t)text_len(t), md, &mdlen, EVP_md5(), NULL))
        elog(ERROR, "could not compute MD5 hash");
    char hex[2 * EVP_MAX_MD_SIZE + 1];
    for (unsigned int i = 0; i < mdlen; i++)
        snprintf(hex + 2 * i, 3, "%02x", md[i]);
    PG_RETURN_TEXT_P(make_text(hex, (int)(2 * mdlen)));
}

/* ---- "char": one byte; non-ASCII bytes print as \ooo ---- */

static bool is_octal_escape(const char *s)
{
    return s[0] == '\\' && s[1] >= '0' && s[1] <= '3' && s[2] >= '0' && s[2] <= '7' &&
           s[3] >= '0' && s[3] <= '7' && s[4] == '\0';
}
static char char_from_cstring(const char *s)
{
    if (is_octal_escape(s))
        return (char)(((s[1] - '0') << 6) | ((s[2] - '0') << 3) | (s[3] - '0'));
    return s[0];
}
static char *char_to_cstring(char c)
{
    unsigned char u = (unsigned char)c;
    if (u >= 0x80)
        return psprintf("\\%03o", u);
    char *r = palloc(2);
    r[0] = c;
    r[1] = '\0';
    return r;
}
#define GET_CHAR(n) ((char)PG_GETARG_DATUM(n))
#define RETURN_CHAR(c) return (Datum)(unsigned char)(c)
static Datum charin(PG_FUNCTION_ARGS) { RETURN_CHAR(char_from_cstring(PG_GETARG_CSTRING(0))); }
static Datum charout(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(char_to_cstring(GET_CHAR(0))); }
static Datum charrecv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    RETURN_CHAR(buf->cursor < buf->len ? *types_recv_bytes(buf, 1) : 0);
}
static Datum charsend(PG_FUNCTION_ARGS)
{
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int8(&buf, (uint8)GET_CHAR(0));
    PG_RETURN_POINTER(types_send_finish(&buf));
}
#define CHAR_CMP(name, op)                                                                       \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        PG_RETURN_BOOL((unsigned char)GET_CHAR(0) op (unsigned char)GET_CHAR(1));                \
    }
CHAR_CMP(chareq, ==)
CHAR_CMP(charne, !=)
CHAR_CMP(charlt, <)
CHAR_CMP(charle, <=)
CHAR_CMP(chargt, >)
CHAR_CMP(charge, >=)
static Datum btcharcmp(PG_FUNCTION_ARGS)
{
    unsigned char a = (unsigned char)GET_CHAR(0), b = (unsigned char)GET_CHAR(1);
    PG_RETURN_INT32(a < b ? -1 : a > b);
}
static Datum chartoi4(PG_FUNCTION_ARGS) { PG_RETURN_INT32((int32)(signed char)GET_CHAR(0)); }
static Datum i4tochar(PG_FUNCTION_ARGS)
{
    int32 v = PG_GETARG_INT32(0);
    if (v < -128 || v > 127)
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE), errmsg("\"char\" out of range"));
    RETURN_CHAR((char)v);
}
static Datum char_text(PG_FUNCTION_ARGS)
{
    char c = GET_CHAR(0);
    if (c == '\0')
        PG_RETURN_TEXT_P(make_text("", 0));
    char *s = char_to_cstring(c);
    PG_RETURN_TEXT_P(make_text(s, (int)strlen(s)));
}
#define char_bpchar char_text
static Datum text_char(PG_FUNCTION_ARGS)
{
    char *s = text_to_cstring(ARG_TEXT(0));
    RETURN_CHAR(char_from_cstring(s));
}

/* ---- bytea: binary strings; output in hex format (bytea_output = hex) ---- */

static Datum byteain(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    int len = (int)strlen(s);
    bytea *r = types_text_alloc(len);
    int k = s[0] == '\\' && s[1] == 'x'
                ? types_decode_hex(s + 2, len - 2, (unsigned char *)VARDATA(r))
                : types_decode_escape(s, len, (unsigned char *)VARDATA(r)); /* \\ and \ooo */
    SET_VARSIZE(r, k + VARHDRSZ);
    PG_RETURN_POINTER(r);
}

static Datum byteaout(PG_FUNCTION_ARGS)
{
    const bytea *b = PG_GETARG_POINTER(0);
    int len = text_len(b);
    char *out = palloc((size_t)len * 2 + 3);
    static const char hex[] = "0123456789abcdef";
    out[0] = '\\';
    out[1] = 'x';
    for (int i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text_data(b)[i];
        out[2 + 2 * i] = hex[c >> 4];
        out[3 + 2 * i] = hex[c & 15];
    }
    out[2 + 2 * len] = '\0';
    PG_RETURN_CSTRING(out);
}
#define bytearecv textrecv
#define byteasend textsend
/* bytea compares by bytes whatever the collation (it has none) */
static Datum byteaeq(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(text_equal(ARG_TEXT(0), ARG_TEXT(1), C_COLLATION_OID));
}
static Datum byteane(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(!DatumGetBool(byteaeq(fcinfo))); }
TEXT_PATTERN_CMP(bytealt, <)
TEXT_PATTERN_CMP(byteale, <=)
TEXT_PATTERN_CMP(byteagt, >)
TEXT_PATTERN_CMP(byteage, >=)
static Datum byteacmp(PG_FUNCTION_ARGS) { return bttext_pattern_cmp(fcinfo); }
#define byteacat textcat
#define byteaoctetlen textoctetlen
#define hashvarlena hashtext

/* LIKE on bytes: _ is one byte, not one character */
static int bytea_like_match(const char *t, int tlen, const char *p, int plen)
{
    while (tlen > 0 && plen > 0) {
        if (*p == '\\') {
            p++, plen--;
            if (plen <= 0)
                like_bad_escape();
            if (*t != *p)
                return 0;
        } else if (*p == '%') {
            while (plen > 0 && (*p == '%' || *p == '_')) {
                if (*p == '_') {
                    if (tlen <= 0)
                        return -1;
                    t++, tlen--;
                }
                p++, plen--;
            }
            if (plen <= 0)
                return 1;
            while (tlen > 0) {
                int r = bytea_like_match(t, tlen, p, plen);
                if (r != 0)
                    return r;
                t++, tlen--;
            }
            return -1;
        } else if (*p != '_' && *t != *p)
            return 0;
        t++, tlen--, p++, plen--;
    }
    if (tlen > 0)
        return 0;
    while (plen > 0 && *p == '%')
        p++, plen--;
    return plen <= 0 ? 1 : -1;
}
static Datum bytealike(PG_FUNCTION_ARGS)
{
    const bytea *t = PG_GETARG_POINTER(0), *p = PG_GETARG_POINTER(1);
    PG_RETURN_BOOL(bytea_like_match(text_data(t), text_len(t), text_data(p), text_len(p)) == 1);
}
static Datum byteanlike(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(!DatumGetBool(bytealike(fcinfo))); }

/*
 * format(fmt, VARIADIC "any"): %s (text form, NULL as empty), %I (identifier), %L (literal or
 * NULL), %%; with optional argument positions (%2$s) and widths (%5s, %-5s, %*s).
 */
static pg_noreturn void format_bad_spec(const char *p, int len)
{
    ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
            errmsg("unrecognized format() type specifier \"%.*s\"", len, p),
            errhint("For a single \"%%\" use \"%%%%\"."));
}
static pg_noreturn void format_unterminated(void)
{
    ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
            errmsg("unterminated format() type specifier"),
            errhint("For a single \"%%\" use \"%%%%\"."));
}

static Datum call_text_fn(PGFunction fn, const char *s, int len)
{
    return fn == NULL ? 0 : DirectFunctionCall1(fn, PointerGetDatum(make_text(s, len)));
}

static Datum text_format(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    const text *ft = ARG_TEXT(0);
    const char *f = text_data(ft), *end = f + text_len(ft);
    int nargs = PG_NARGS() - 1, next_arg = 1;
    StringInfoData out;
    initStringInfo(&out);
    for (const char *p = f; p < end; p++) {
        if (*p != '%') {
            appendStringInfoChar(&out, *p);
            continue;
        }
        const char *start = p++;
        if (p >= end)
            format_unterminated();
        if (*p == '%') {
            appendStringInfoChar(&out, '%');
            continue;
        }
        /* [argpos$][flags][width][type] */
        int argpos = 0, width = 0;
        bool left = false;
        const char *q = p;
        int num = 0;
        bool have_num = false;
        while (q < end && isdigit((unsigned char)*q)) {
            num = num * 10 + (*q++ - '0');
            have_num = true;
        }
        if (have_num && q < end && *q == '$') {
            argpos = num;
            if (argpos == 0)
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("format specifies argument 0, but arguments are numbered from 1"));
            p = q + 1;
        }
        if (p < end && *p == '-') {
            left = true;
            p++;
        }
        if (p < end && *p == '*') {
            if (next_arg > nargs)
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("too few arguments for format()"));
            width = PG_ARGISNULL(next_arg) ? 0 : PG_GETARG_INT32(next_arg);
            next_arg++;
            if (width < 0) {
                left = true;
                width = -width;
            }
            p++;
        } else
            while (p < end && isdigit((unsigned char)*p))
                width = width * 10 + (*p++ - '0');
        if (p >= end)
            format_unterminated();
        char type = *p;
        if (type != 's' && type != 'I' && type != 'L')
            format_bad_spec(p, utf8_char_length((unsigned char)*p));
        int idx = argpos ? argpos : next_arg;
        if (!argpos)
            next_arg++;
        else
            next_arg = argpos + 1;
        if (idx > nargs)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("too few arguments for format()"));
        (void)start;
        const char *val = NULL;
        int vlen = 0;
        if (PG_ARGISNULL(idx)) {
            if (type == 'I')
                ereport(ERROR, errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                        errmsg("null values cannot be formatted as an SQL identifier"));
            if (type == 'L') {
                val = "NULL";
                vlen = 4;
            }
        } else {
            val = arg_as_cstring(fcinfo, idx, &vlen);
            if (type != 's') {
                const text *t = DatumGetTextP(call_text_fn(type == 'I' ? quote_ident : quote_literal, val, vlen));
                val = text_data(t);
                vlen = text_len(t);
            }
        }
        int nchars = val ? char_count(val, vlen) : 0;
        if (!left && width > nchars)
            appendStringInfoSpaces(&out, width - nchars);
        if (val)
            appendBinaryStringInfo(&out, val, vlen);
        if (left && width > nchars)
            appendStringInfoSpaces(&out, width - nchars);
    }
    PG_RETURN_TEXT_P(make_text(out.data, out.len));
}

/* ---- catalog rows ---- */

static const TypeInfo varlena_types[] = {
    {BYTEAOID, "bytea", -1, false, 'i', TYPCATEGORY_USER, false, 0, 1001, byteain, byteaout, bytearecv, byteasend, NULL, NULL},
    {CHAROID, "char", 1, true, 'c', 'Z', false, 0, 1002, charin, charout, charrecv, charsend, NULL, NULL},
    {NAMEOID, "name", NAMEDATALEN, false, 'c', TYPCATEGORY_STRING, false, 18, 1003, namein, nameout, namerecv, namesend, NULL, NULL},
    {TEXTOID, "text", -1, false, 'i', TYPCATEGORY_STRING, true, 0, 1009, textin, textout, textrecv, textsend, NULL, NULL},
    {UNKNOWNOID, "unknown", -2, false, 'c', TYPCATEGORY_UNKNOWN, false, 0, 0, unknownin, unknownout, unknownrecv, unknownsend, NULL, NULL},
    {BPCHAROID, "bpchar", -1, false, 'i', TYPCATEGORY_STRING, false, 0, 1014, bpcharin, bpcharout, bpcharrecv, bpcharsend, bpchar_typmod_in, charlike_typmod_out},
    {VARCHAROID, "varchar", -1, false, 'i', TYPCATEGORY_STRING, false, 0, 1015, varcharin, varcharout, varcharrecv, varcharsend, varchar_typmod_in, charlike_typmod_out},
};

static const TypeSupport varlena_support[] = {
    {BYTEAOID, 1954, 456, 1955, 1957},
    {CHAROID, 358, 454, 92, 631},
    {NAMEOID, 359, 455, 93, 660},
    {TEXTOID, 360, 400, 98, 664},
    {BPCHAROID, 1078, 1080, 1054, 1058},
    {VARCHAROID, 360, 400, 98, 664},
};

static const ProcInfo varlena_procs[] = {
    {3539, "format", 'f', 's', false, false, 2, TEXTOID, {TEXTOID, ANYOID}, ANYOID, text_format},
    {3540, "format", 'f', 's', false, false, 1, TEXTOID, {TEXTOID}, 0, text_format},
    {31, "byteaout", 'f', 'i', true, false, 1, CSTRINGOID, {BYTEAOID}, 0, byteaout},
    {33, "charout", 'f', 'i', true, false, 1, CSTRINGOID, {CHAROID}, 0, charout},
    {61, "chareq", 'f', 'i', true, false, 2, BOOLOID, {CHAROID, CHAROID}, 0, chareq},
    {70, "charne", 'f', 'i', true, false, 2, BOOLOID, {CHAROID, CHAROID}, 0, charne},
    {72, "charle", 'f', 'i', true, false, 2, BOOLOID, {CHAROID, CHAROID}, 0, charle},
    {73, "chargt", 'f', 'i', true, false, 2, BOOLOID, {CHAROID, CHAROID}, 0, chargt},
    {74, "charge", 'f', 'i', true, false, 2, BOOLOID, {CHAROID, CHAROID}, 0, charge},
    {77, "int4", 'f', 'i', true, false, 1, INT4OID, {CHAROID}, 0, chartoi4},
    {78, "char", 'f', 'i', true, false, 1, CHAROID, {INT4OID}, 0, i4tochar},
    {358, "btcharcmp", 'f', 'i', true, false, 2, INT4OID, {CHAROID, CHAROID}, 0, btcharcmp},
    {456, "hashvarlena", 'f', 'i', true, false, 1, INT4OID, {INTERNALOID}, 0, hashvarlena},
    {720, "octet_length", 'f', 'i', true, false, 1, INT4OID, {BYTEAOID}, 0, byteaoctetlen},
    {860, "bpchar", 'f', 'i', true, false, 1, BPCHAROID, {CHAROID}, 0, char_bpchar},
    {944, "char", 'f', 'i', true, false, 1, CHAROID, {TEXTOID}, 0, text_char},
    {946, "text", 'f', 'i', true, false, 1, TEXTOID, {CHAROID}, 0, char_text},
    {1244, "byteain", 'f', 'i', true, false, 1, BYTEAOID, {CSTRINGOID}, 0, byteain},
    {1245, "charin", 'f', 'i', true, false, 1, CHAROID, {CSTRINGOID}, 0, charin},
    {1246, "charlt", 'f', 'i', true, false, 2, BOOLOID, {CHAROID, CHAROID}, 0, charlt},
    {1948, "byteaeq", 'f', 'i', true, false, 2, BOOLOID, {BYTEAOID, BYTEAOID}, 0, byteaeq},
    {1949, "bytealt", 'f', 'i', true, false, 2, BOOLOID, {BYTEAOID, BYTEAOID}, 0, bytealt},
    {1950, "byteale", 'f', 'i', true, false, 2, BOOLOID, {BYTEAOID, BYTEAOID}, 0, byteale},
    {1951, "byteagt", 'f', 'i', true, false, 2, BOOLOID, {BYTEAOID, BYTEAOID}, 0, byteagt},
    {1952, "byteage", 'f', 'i', true, false, 2, BOOLOID, {BYTEAOID, BYTEAOID}, 0, byteage},
    {1953, "byteane", 'f', 'i', true, false, 2, BOOLOID, {BYTEAOID, BYTEAOID}, 0, byteane},
    {1954, "byteacmp", 'f', 'i', true, false, 2, INT4OID, {BYTEAOID, BYTEAOID}, 0, byteacmp},
    {2005, "bytealike", 'f', 'i', true, false, 2, BOOLOID, {BYTEAOID, BYTEAOID}, 0, bytealike},
    {2006, "byteanlike", 'f', 'i', true, false, 2, BOOLOID, {BYTEAOID, BYTEAOID}, 0, byteanlike},
    {2010, "length", 'f', 'i', true, false, 1, INT4OID, {BYTEAOID}, 0, byteaoctetlen},
    {2011, "byteacat", 'f', 'i', true, false, 2, BYTEAOID, {BYTEAOID, BYTEAOID}, 0, byteacat},
    {2412, "bytearecv", 'f', 'i', true, false, 1, BYTEAOID, {INTERNALOID}, 0, bytearecv},
    {2413, "byteasend", 'f', 'i', true, false, 1, BYTEAOID, {BYTEAOID}, 0, byteasend},
    {2434, "charrecv", 'f', 'i', true, false, 1, CHAROID, {INTERNALOID}, 0, charrecv},
    {2435, "charsend", 'f', 'i', true, false, 1, BYTEAOID, {CHAROID}, 0, charsend},
    {79, "nameregexeq", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, nameregexeq},
    {1238, "texticregexeq", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, texticregexeq},
    {1239, "texticregexne", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, texticregexne},
    {1240, "nameicregexeq", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, nameicregexeq},
    {1241, "nameicregexne", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, nameicregexne},
    {1252, "nameregexne", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, nameregexne},
    {1254, "textregexeq", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, textregexeq},
    {1256, "textregexne", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, textregexne},
    {1656, "bpcharicregexeq", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, TEXTOID}, 0, texticregexeq},
    {1657, "bpcharicregexne", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, TEXTOID}, 0, texticregexne},
    {1658, "bpcharregexeq", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, TEXTOID}, 0, textregexeq},
    {1659, "bpcharregexne", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, TEXTOID}, 0, textregexne},
    {2073, "substring", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, TEXTOID}, 0, textregexsubstr},
    {2284, "regexp_replace", 'f', 'i', true, false, 3, TEXTOID, {TEXTOID, TEXTOID, TEXTOID}, 0, textregexreplace_noopt},
    {2285, "regexp_replace", 'f', 'i', true, false, 4, TEXTOID, {TEXTOID, TEXTOID, TEXTOID, TEXTOID}, 0, textregexreplace},
    {34, "namein", 'f', 'i', true, false, 1, NAMEOID, {CSTRINGOID}, 0, namein},
    {35, "nameout", 'f', 'i', true, false, 1, CSTRINGOID, {NAMEOID}, 0, nameout},
    {46, "textin", 'f', 'i', true, false, 1, TEXTOID, {CSTRINGOID}, 0, textin},
    {47, "textout", 'f', 'i', true, false, 1, CSTRINGOID, {TEXTOID}, 0, textout},
    {62, "nameeq", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, NAMEOID}, 0, nameeq},
    {67, "texteq", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, texteq},
    {109, "unknownin", 'f', 'i', true, false, 1, UNKNOWNOID, {CSTRINGOID}, 0, unknownin},
    {110, "unknownout", 'f', 'i', true, false, 1, CSTRINGOID, {UNKNOWNOID}, 0, unknownout},
    {157, "textne", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, textne},
    {240, "nameeqtext", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, nameeqtext},
    {241, "namelttext", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, namelttext},
    {242, "nameletext", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, nameletext},
    {243, "namegetext", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, namegetext},
    {244, "namegttext", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, namegttext},
    {245, "namenetext", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, namenetext},
    {247, "texteqname", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, NAMEOID}, 0, texteqname},
    {248, "textltname", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, NAMEOID}, 0, textltname},
    {249, "textlename", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, NAMEOID}, 0, textlename},
    {250, "textgename", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, NAMEOID}, 0, textgename},
    {251, "textgtname", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, NAMEOID}, 0, textgtname},
    {252, "textnename", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, NAMEOID}, 0, textnename},
    {359, "btnamecmp", 'f', 'i', true, false, 2, INT4OID, {NAMEOID, NAMEOID}, 0, btnamecmp},
    {360, "bttextcmp", 'f', 'i', true, false, 2, INT4OID, {TEXTOID, TEXTOID}, 0, bttextcmp},
    {400, "hashtext", 'f', 'i', true, false, 1, INT4OID, {TEXTOID}, 0, hashtext},
    {401, "text", 'f', 'i', true, false, 1, TEXTOID, {BPCHAROID}, 0, rtrim1},
    {406, "text", 'f', 'i', true, false, 1, TEXTOID, {NAMEOID}, 0, name_text},
    {407, "name", 'f', 'i', true, false, 1, NAMEOID, {TEXTOID}, 0, text_name},
    {408, "bpchar", 'f', 'i', true, false, 1, BPCHAROID, {NAMEOID}, 0, name_bpchar},
    {409, "name", 'f', 'i', true, false, 1, NAMEOID, {BPCHAROID}, 0, bpchar_name},
    {455, "hashname", 'f', 'i', true, false, 1, INT4OID, {NAMEOID}, 0, hashname},
    {458, "text_larger", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, TEXTOID}, 0, text_larger},
    {459, "text_smaller", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, TEXTOID}, 0, text_smaller},
    {655, "namelt", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, NAMEOID}, 0, namelt},
    {656, "namele", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, NAMEOID}, 0, namele},
    {657, "namegt", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, NAMEOID}, 0, namegt},
    {658, "namege", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, NAMEOID}, 0, namege},
    {659, "namene", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, NAMEOID}, 0, namene},
    {668, "bpchar", 'f', 'i', true, false, 3, BPCHAROID, {BPCHAROID, INT4OID, BOOLOID}, 0, bpchar},
    {669, "varchar", 'f', 'i', true, false, 3, VARCHAROID, {VARCHAROID, INT4OID, BOOLOID}, 0, varchar},
    {740, "text_lt", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, text_lt},
    {741, "text_le", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, text_le},
    {742, "text_gt", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, text_gt},
    {743, "text_ge", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, text_ge},
    {849, "position", 'f', 'i', true, false, 2, INT4OID, {TEXTOID, TEXTOID}, 0, textpos},
    {850, "textlike", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, textlike},
    {851, "textnlike", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, textnlike},
    {858, "namelike", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, namelike},
    {859, "namenlike", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, namenlike},
    {868, "strpos", 'f', 'i', true, false, 2, INT4OID, {TEXTOID, TEXTOID}, 0, textpos},
    {870, "lower", 'f', 'i', true, false, 1, TEXTOID, {TEXTOID}, 0, lower},
    {871, "upper", 'f', 'i', true, false, 1, TEXTOID, {TEXTOID}, 0, upper},
    {872, "initcap", 'f', 'i', true, false, 1, TEXTOID, {TEXTOID}, 0, initcap},
    {873, "lpad", 'f', 'i', true, false, 3, TEXTOID, {TEXTOID, INT4OID, TEXTOID}, 0, lpad},
    {874, "rpad", 'f', 'i', true, false, 3, TEXTOID, {TEXTOID, INT4OID, TEXTOID}, 0, rpad},
    {875, "ltrim", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, TEXTOID}, 0, ltrim},
    {876, "rtrim", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, TEXTOID}, 0, rtrim},
    {877, "substr", 'f', 'i', true, false, 3, TEXTOID, {TEXTOID, INT4OID, INT4OID}, 0, text_substr},
    {878, "translate", 'f', 'i', true, false, 3, TEXTOID, {TEXTOID, TEXTOID, TEXTOID}, 0, translate},
    {879, "lpad", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, INT4OID}, 0, sql_lpad},
    {880, "rpad", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, INT4OID}, 0, sql_rpad},
    {881, "ltrim", 'f', 'i', true, false, 1, TEXTOID, {TEXTOID}, 0, ltrim1},
    {882, "rtrim", 'f', 'i', true, false, 1, TEXTOID, {TEXTOID}, 0, rtrim1},
    {883, "substr", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, INT4OID}, 0, text_substr_no_len},
    {884, "btrim", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, TEXTOID}, 0, btrim},
    {885, "btrim", 'f', 'i', true, false, 1, TEXTOID, {TEXTOID}, 0, btrim1},
    {936, "substring", 'f', 'i', true, false, 3, TEXTOID, {TEXTOID, INT4OID, INT4OID}, 0, text_substr},
    {937, "substring", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, INT4OID}, 0, text_substr_no_len},
    {1044, "bpcharin", 'f', 'i', true, false, 3, BPCHAROID, {CSTRINGOID, OIDOID, INT4OID}, 0, bpcharin},
    {1045, "bpcharout", 'f', 'i', true, false, 1, CSTRINGOID, {BPCHAROID}, 0, bpcharout},
    {1046, "varcharin", 'f', 'i', true, false, 3, VARCHAROID, {CSTRINGOID, OIDOID, INT4OID}, 0, varcharin},
    {1047, "varcharout", 'f', 'i', true, false, 1, CSTRINGOID, {VARCHAROID}, 0, varcharout},
    {1048, "bpchareq", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, BPCHAROID}, 0, bpchareq},
    {1049, "bpcharlt", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, BPCHAROID}, 0, bpcharlt},
    {1050, "bpcharle", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, BPCHAROID}, 0, bpcharle},
    {1051, "bpchargt", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, BPCHAROID}, 0, bpchargt},
    {1052, "bpcharge", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, BPCHAROID}, 0, bpcharge},
    {1053, "bpcharne", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, BPCHAROID}, 0, bpcharne},
    {1063, "bpchar_larger", 'f', 'i', true, false, 2, BPCHAROID, {BPCHAROID, BPCHAROID}, 0, bpchar_larger},
    {1064, "bpchar_smaller", 'f', 'i', true, false, 2, BPCHAROID, {BPCHAROID, BPCHAROID}, 0, bpchar_smaller},
    {1078, "bpcharcmp", 'f', 'i', true, false, 2, INT4OID, {BPCHAROID, BPCHAROID}, 0, bpcharcmp},
    {1080, "hashbpchar", 'f', 'i', true, false, 1, INT4OID, {BPCHAROID}, 0, hashbpchar},
    {1257, "textlen", 'f', 'i', true, false, 1, INT4OID, {TEXTOID}, 0, textlen},
    {1258, "textcat", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, TEXTOID}, 0, textcat},
    {1282, "quote_ident", 'f', 'i', true, false, 1, TEXTOID, {TEXTOID}, 0, quote_ident},
    {1283, "quote_literal", 'f', 'i', true, false, 1, TEXTOID, {TEXTOID}, 0, quote_literal},
    {1317, "length", 'f', 'i', true, false, 1, INT4OID, {TEXTOID}, 0, textlen},
    {1318, "length", 'f', 'i', true, false, 1, INT4OID, {BPCHAROID}, 0, bpcharlen},
    {1367, "character_length", 'f', 'i', true, false, 1, INT4OID, {BPCHAROID}, 0, bpcharlen},
    {1369, "character_length", 'f', 'i', true, false, 1, INT4OID, {TEXTOID}, 0, textlen},
    {1372, "char_length", 'f', 'i', true, false, 1, INT4OID, {BPCHAROID}, 0, bpcharlen},
    {1374, "octet_length", 'f', 'i', true, false, 1, INT4OID, {TEXTOID}, 0, textoctetlen},
    {1375, "octet_length", 'f', 'i', true, false, 1, INT4OID, {BPCHAROID}, 0, bpcharoctetlen},
    {1381, "char_length", 'f', 'i', true, false, 1, INT4OID, {TEXTOID}, 0, textlen},
    {1400, "name", 'f', 'i', true, false, 1, NAMEOID, {VARCHAROID}, 0, text_name},
    {1401, "varchar", 'f', 'i', true, false, 1, VARCHAROID, {NAMEOID}, 0, name_text},
    {1569, "like", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, textlike},
    {1570, "notlike", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, textnlike},
    {1571, "like", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, namelike},
    {1572, "notlike", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, namenlike},
    {1620, "ascii", 'f', 'i', true, false, 1, INT4OID, {TEXTOID}, 0, ascii},
    {1621, "chr", 'f', 'i', true, false, 1, TEXTOID, {INT4OID}, 0, chr},
    {1622, "repeat", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, INT4OID}, 0, repeat},
    {1631, "bpcharlike", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, TEXTOID}, 0, textlike},
    {1632, "bpcharnlike", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, TEXTOID}, 0, textnlike},
    {1633, "texticlike", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, texticlike},
    {1634, "texticnlike", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, texticnlike},
    {1635, "nameiclike", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, nameiclike},
    {1636, "nameicnlike", 'f', 'i', true, false, 2, BOOLOID, {NAMEOID, TEXTOID}, 0, nameicnlike},
    {1637, "like_escape", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, TEXTOID}, 0, like_escape},
    {1660, "bpchariclike", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, TEXTOID}, 0, texticlike},
    {1661, "bpcharicnlike", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, TEXTOID}, 0, texticnlike},
    {1811, "bit_length", 'f', 'i', true, false, 1, INT4OID, {TEXTOID}, 0, sql_bit_length},
    {2003, "textanycat", 'f', 's', true, false, 2, TEXTOID, {TEXTOID, ANYNONARRAYOID}, 0, textanycat},
    {2004, "anytextcat", 'f', 's', true, false, 2, TEXTOID, {ANYNONARRAYOID, TEXTOID}, 0, anytextcat},
    {2087, "replace", 'f', 'i', true, false, 3, TEXTOID, {TEXTOID, TEXTOID, TEXTOID}, 0, replace_text},
    {2088, "split_part", 'f', 'i', true, false, 3, TEXTOID, {TEXTOID, TEXTOID, INT4OID}, 0, split_part},
    {2089, "to_hex", 'f', 'i', true, false, 1, TEXTOID, {INT4OID}, 0, to_hex32},
    {2090, "to_hex", 'f', 'i', true, false, 1, TEXTOID, {INT8OID}, 0, to_hex64},
    {2160, "text_pattern_lt", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, text_pattern_lt},
    {2161, "text_pattern_le", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, text_pattern_le},
    {2163, "text_pattern_ge", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, text_pattern_ge},
    {2164, "text_pattern_gt", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, text_pattern_gt},
    {2166, "bttext_pattern_cmp", 'f', 'i', true, false, 2, INT4OID, {TEXTOID, TEXTOID}, 0, bttext_pattern_cmp},
    {2174, "bpchar_pattern_lt", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, BPCHAROID}, 0, bpchar_pattern_lt},
    {2175, "bpchar_pattern_le", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, BPCHAROID}, 0, bpchar_pattern_le},
    {2177, "bpchar_pattern_ge", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, BPCHAROID}, 0, bpchar_pattern_ge},
    {2178, "bpchar_pattern_gt", 'f', 'i', true, false, 2, BOOLOID, {BPCHAROID, BPCHAROID}, 0, bpchar_pattern_gt},
    {2180, "btbpchar_pattern_cmp", 'f', 'i', true, false, 2, INT4OID, {BPCHAROID, BPCHAROID}, 0, btbpchar_pattern_cmp},
    {2311, "md5", 'f', 'i', true, false, 1, TEXTOID, {TEXTOID}, 0, md5_text},
    {2414, "textrecv", 'f', 's', true, false, 1, TEXTOID, {INTERNALOID}, 0, textrecv},
    {2415, "textsend", 'f', 's', true, false, 1, BYTEAOID, {TEXTOID}, 0, textsend},
    {2416, "unknownrecv", 'f', 'i', true, false, 1, UNKNOWNOID, {INTERNALOID}, 0, unknownrecv},
    {2417, "unknownsend", 'f', 'i', true, false, 1, BYTEAOID, {UNKNOWNOID}, 0, unknownsend},
    {2422, "namerecv", 'f', 's', true, false, 1, NAMEOID, {INTERNALOID}, 0, namerecv},
    {2423, "namesend", 'f', 's', true, false, 1, BYTEAOID, {NAMEOID}, 0, namesend},
    {2430, "bpcharrecv", 'f', 's', true, false, 3, BPCHAROID, {INTERNALOID, OIDOID, INT4OID}, 0, bpcharrecv},
    {2431, "bpcharsend", 'f', 's', true, false, 1, BYTEAOID, {BPCHAROID}, 0, bpcharsend},
    {2432, "varcharrecv", 'f', 's', true, false, 3, VARCHAROID, {INTERNALOID, OIDOID, INT4OID}, 0, varcharrecv},
    {2433, "varcharsend", 'f', 's', true, false, 1, BYTEAOID, {VARCHAROID}, 0, varcharsend},
    {3058, "concat", 'f', 's', false, false, 1, TEXTOID, {ANYOID}, ANYOID, text_concat},
    {3059, "concat_ws", 'f', 's', false, false, 2, TEXTOID, {TEXTOID, ANYOID}, ANYOID, text_concat_ws},
    {3060, "left", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, INT4OID}, 0, text_left},
    {3061, "right", 'f', 'i', true, false, 2, TEXTOID, {TEXTOID, INT4OID}, 0, text_right},
    {3062, "reverse", 'f', 'i', true, false, 1, TEXTOID, {TEXTOID}, 0, text_reverse},
    {3696, "starts_with", 'f', 'i', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, text_starts_with},
};

static const OperInfo varlena_opers[] = {
    {92, "=", 'b', CHAROID, CHAROID, BOOLOID, 61, 92, 630},
    {630, "<>", 'b', CHAROID, CHAROID, BOOLOID, 70, 630, 92},
    {631, "<", 'b', CHAROID, CHAROID, BOOLOID, 1246, 633, 634},
    {632, "<=", 'b', CHAROID, CHAROID, BOOLOID, 72, 634, 633},
    {633, ">", 'b', CHAROID, CHAROID, BOOLOID, 73, 631, 632},
    {634, ">=", 'b', CHAROID, CHAROID, BOOLOID, 74, 632, 631},
    {1955, "=", 'b', BYTEAOID, BYTEAOID, BOOLOID, 1948, 1955, 1956},
    {1956, "<>", 'b', BYTEAOID, BYTEAOID, BOOLOID, 1953, 1956, 1955},
    {1957, "<", 'b', BYTEAOID, BYTEAOID, BOOLOID, 1949, 1959, 1960},
    {1958, "<=", 'b', BYTEAOID, BYTEAOID, BOOLOID, 1950, 1960, 1959},
    {1959, ">", 'b', BYTEAOID, BYTEAOID, BOOLOID, 1951, 1957, 1958},
    {1960, ">=", 'b', BYTEAOID, BYTEAOID, BOOLOID, 1952, 1958, 1957},
    {2016, "~~", 'b', BYTEAOID, BYTEAOID, BOOLOID, 2005, 0, 2017},
    {2017, "!~~", 'b', BYTEAOID, BYTEAOID, BOOLOID, 2006, 0, 2016},
    {2018, "||", 'b', BYTEAOID, BYTEAOID, BYTEAOID, 2011, 0, 0},
    {639, "~", 'b', NAMEOID, TEXTOID, BOOLOID, 79, 0, 640},
    {640, "!~", 'b', NAMEOID, TEXTOID, BOOLOID, 1252, 0, 639},
    {641, "~", 'b', TEXTOID, TEXTOID, BOOLOID, 1254, 0, 642},
    {642, "!~", 'b', TEXTOID, TEXTOID, BOOLOID, 1256, 0, 641},
    {1055, "~", 'b', BPCHAROID, TEXTOID, BOOLOID, 1658, 0, 1056},
    {1056, "!~", 'b', BPCHAROID, TEXTOID, BOOLOID, 1659, 0, 1055},
    {1226, "~*", 'b', NAMEOID, TEXTOID, BOOLOID, 1240, 0, 1227},
    {1227, "!~*", 'b', NAMEOID, TEXTOID, BOOLOID, 1241, 0, 1226},
    {1228, "~*", 'b', TEXTOID, TEXTOID, BOOLOID, 1238, 0, 1229},
    {1229, "!~*", 'b', TEXTOID, TEXTOID, BOOLOID, 1239, 0, 1228},
    {1234, "~*", 'b', BPCHAROID, TEXTOID, BOOLOID, 1656, 0, 1235},
    {1235, "!~*", 'b', BPCHAROID, TEXTOID, BOOLOID, 1657, 0, 1234},
    {93, "=", 'b', NAMEOID, NAMEOID, BOOLOID, 62, 93, 643},
    {98, "=", 'b', TEXTOID, TEXTOID, BOOLOID, 67, 98, 531},
    {254, "=", 'b', NAMEOID, TEXTOID, BOOLOID, 240, 260, 259},
    {255, "<", 'b', NAMEOID, TEXTOID, BOOLOID, 241, 264, 257},
    {256, "<=", 'b', NAMEOID, TEXTOID, BOOLOID, 242, 263, 258},
    {257, ">=", 'b', NAMEOID, TEXTOID, BOOLOID, 243, 262, 255},
    {258, ">", 'b', NAMEOID, TEXTOID, BOOLOID, 244, 261, 256},
    {259, "<>", 'b', NAMEOID, TEXTOID, BOOLOID, 245, 265, 254},
    {260, "=", 'b', TEXTOID, NAMEOID, BOOLOID, 247, 254, 265},
    {261, "<", 'b', TEXTOID, NAMEOID, BOOLOID, 248, 258, 263},
    {262, "<=", 'b', TEXTOID, NAMEOID, BOOLOID, 249, 257, 264},
    {263, ">=", 'b', TEXTOID, NAMEOID, BOOLOID, 250, 256, 261},
    {264, ">", 'b', TEXTOID, NAMEOID, BOOLOID, 251, 255, 262},
    {265, "<>", 'b', TEXTOID, NAMEOID, BOOLOID, 252, 259, 260},
    {531, "<>", 'b', TEXTOID, TEXTOID, BOOLOID, 157, 531, 98},
    {643, "<>", 'b', NAMEOID, NAMEOID, BOOLOID, 659, 643, 93},
    {654, "||", 'b', TEXTOID, TEXTOID, TEXTOID, 1258, 0, 0},
    {660, "<", 'b', NAMEOID, NAMEOID, BOOLOID, 655, 662, 663},
    {661, "<=", 'b', NAMEOID, NAMEOID, BOOLOID, 656, 663, 662},
    {662, ">", 'b', NAMEOID, NAMEOID, BOOLOID, 657, 660, 661},
    {663, ">=", 'b', NAMEOID, NAMEOID, BOOLOID, 658, 661, 660},
    {664, "<", 'b', TEXTOID, TEXTOID, BOOLOID, 740, 666, 667},
    {665, "<=", 'b', TEXTOID, TEXTOID, BOOLOID, 741, 667, 666},
    {666, ">", 'b', TEXTOID, TEXTOID, BOOLOID, 742, 664, 665},
    {667, ">=", 'b', TEXTOID, TEXTOID, BOOLOID, 743, 665, 664},
    {1054, "=", 'b', BPCHAROID, BPCHAROID, BOOLOID, 1048, 1054, 1057},
    {1057, "<>", 'b', BPCHAROID, BPCHAROID, BOOLOID, 1053, 1057, 1054},
    {1058, "<", 'b', BPCHAROID, BPCHAROID, BOOLOID, 1049, 1060, 1061},
    {1059, "<=", 'b', BPCHAROID, BPCHAROID, BOOLOID, 1050, 1061, 1060},
    {1060, ">", 'b', BPCHAROID, BPCHAROID, BOOLOID, 1051, 1058, 1059},
    {1061, ">=", 'b', BPCHAROID, BPCHAROID, BOOLOID, 1052, 1059, 1058},
    {1207, "~~", 'b', NAMEOID, TEXTOID, BOOLOID, 858, 0, 1208},
    {1208, "!~~", 'b', NAMEOID, TEXTOID, BOOLOID, 859, 0, 1207},
    {1209, "~~", 'b', TEXTOID, TEXTOID, BOOLOID, 850, 0, 1210},
    {1210, "!~~", 'b', TEXTOID, TEXTOID, BOOLOID, 851, 0, 1209},
    {1211, "~~", 'b', BPCHAROID, TEXTOID, BOOLOID, 1631, 0, 1212},
    {1212, "!~~", 'b', BPCHAROID, TEXTOID, BOOLOID, 1632, 0, 1211},
    {1625, "~~*", 'b', NAMEOID, TEXTOID, BOOLOID, 1635, 0, 1626},
    {1626, "!~~*", 'b', NAMEOID, TEXTOID, BOOLOID, 1636, 0, 1625},
    {1627, "~~*", 'b', TEXTOID, TEXTOID, BOOLOID, 1633, 0, 1628},
    {1628, "!~~*", 'b', TEXTOID, TEXTOID, BOOLOID, 1634, 0, 1627},
    {1629, "~~*", 'b', BPCHAROID, TEXTOID, BOOLOID, 1660, 0, 1630},
    {1630, "!~~*", 'b', BPCHAROID, TEXTOID, BOOLOID, 1661, 0, 1629},
    {2314, "~<~", 'b', TEXTOID, TEXTOID, BOOLOID, 2160, 2318, 2317},
    {2315, "~<=~", 'b', TEXTOID, TEXTOID, BOOLOID, 2161, 2317, 2318},
    {2317, "~>=~", 'b', TEXTOID, TEXTOID, BOOLOID, 2163, 2315, 2314},
    {2318, "~>~", 'b', TEXTOID, TEXTOID, BOOLOID, 2164, 2314, 2315},
    {2326, "~<~", 'b', BPCHAROID, BPCHAROID, BOOLOID, 2174, 2330, 2329},
    {2327, "~<=~", 'b', BPCHAROID, BPCHAROID, BOOLOID, 2175, 2329, 2330},
    {2329, "~>=~", 'b', BPCHAROID, BPCHAROID, BOOLOID, 2177, 2327, 2326},
    {2330, "~>~", 'b', BPCHAROID, BPCHAROID, BOOLOID, 2178, 2326, 2327},
    {2779, "||", 'b', TEXTOID, ANYNONARRAYOID, TEXTOID, 2003, 0, 0},
    {2780, "||", 'b', ANYNONARRAYOID, TEXTOID, TEXTOID, 2004, 0, 0},
    {3877, "^@", 'b', TEXTOID, TEXTOID, BOOLOID, 3696, 0, 0},
};

static const CastInfo varlena_casts[] = {
    {CHAROID, TEXTOID, 946, 'i', 'f'},
    {CHAROID, BPCHAROID, 860, 'a', 'f'},
    {CHAROID, VARCHAROID, 946, 'a', 'f'},
    {TEXTOID, CHAROID, 944, 'a', 'f'},
    {BPCHAROID, CHAROID, 944, 'a', 'f'},
    {VARCHAROID, CHAROID, 944, 'a', 'f'},
    {CHAROID, INT4OID, 77, 'e', 'f'},
    {INT4OID, CHAROID, 78, 'e', 'f'},
    {NAMEOID, TEXTOID, 406, 'i', 'f'},
    {NAMEOID, BPCHAROID, 408, 'a', 'f'},
    {NAMEOID, VARCHAROID, 1401, 'a', 'f'},
    {TEXTOID, NAMEOID, 407, 'i', 'f'},
    {TEXTOID, BPCHAROID, 0, 'i', 'b'},
    {TEXTOID, VARCHAROID, 0, 'i', 'b'},
    {BPCHAROID, NAMEOID, 409, 'i', 'f'},
    {BPCHAROID, TEXTOID, 401, 'i', 'f'},
    {BPCHAROID, BPCHAROID, 668, 'i', 'f'},
    {BPCHAROID, VARCHAROID, 401, 'i', 'f'},
    {VARCHAROID, NAMEOID, 1400, 'i', 'f'},
    {VARCHAROID, TEXTOID, 0, 'i', 'b'},
    {VARCHAROID, BPCHAROID, 0, 'i', 'b'},
    {VARCHAROID, VARCHAROID, 669, 'i', 'f'},
};

const TypesFamily types_family_varlena = {
    "varlena",
    TYPES_ROWS(varlena_types),
    TYPES_ROWS(varlena_support),
    TYPES_ROWS(varlena_procs),
    TYPES_ROWS(varlena_opers),
    TYPES_ROWS(varlena_casts),
    TYPES_NO_ROWS,
};
