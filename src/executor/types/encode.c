/*
 * encode.c: encode(bytea, format) and decode(text, format) for the formats hex, base64 and
 * escape, with PG's output (base64 lines of 76 characters) and PG's errors. The hex and
 * escape decoders are also bytea's input function's.
 */
#include <ctype.h>

#include "common/utf8.h"
#include "executor/types/types_internal.h"

static text *make_out(int cap)
{
    return types_text_alloc(cap);
}

static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static int encode_base64(const unsigned char *s, int len, char *out)
{
    int k = 0, line = 0;
    for (int i = 0; i < len; i += 3) {
        uint32 v = (uint32)s[i] << 16 | (i + 1 < len ? (uint32)s[i + 1] << 8 : 0) |
                   (i + 2 < len ? s[i + 2] : 0);
        if (line >= 76) {
            out[k++] = '\n';
            line = 0;
        }
        out[k++] = b64[(v >> 18) & 63];
        out[k++] = b64[(v >> 12) & 63];
        out[k++] = i + 1 < len ? b64[(v >> 6) & 63] : '=';
        out[k++] = i + 2 < len ? b64[v & 63] : '=';
        line += 4;
    }
    return k;
}

static pg_noreturn void bad_base64_end(void)
{
    ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
            errmsg("invalid base64 end sequence"),
            errhint("Input data is missing padding, is truncated, or is otherwise corrupted."));
}

static int decode_base64(const char *s, int len, unsigned char *out)
{
    uint32 buf = 0;
    int n = 0, k = 0, pad = 0;
    for (int i = 0; i < len; i++) {
        char c = s[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            continue;
        int v;
        if (c == '=') {
            if (n < 2)
                bad_base64_end();
            pad++;
            v = 0;
        } else {
            const char *p = c ? strchr(b64, c) : NULL;
            if (p == NULL)
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("invalid symbol \"%.*s\" found while decoding base64 sequence",
                               utf8_char_length((unsigned char)c), s + i));
            if (pad > 0)
                bad_base64_end();
            v = (int)(p - b64);
        }
        buf = buf << 6 | (uint32)v;
        if (++n == 4) {
            out[k++] = (unsigned char)(buf >> 16);
            if (pad < 2)
                out[k++] = (unsigned char)(buf >> 8);
            if (pad < 1)
                out[k++] = (unsigned char)buf;
            n = 0;
            buf = 0;
            pad = 0; /* a padded group may be followed by more groups, as PG accepts */
        }
    }
    if (n != 0)
        bad_base64_end();
    return k;
}

static int encode_escape(const unsigned char *s, int len, char *out)
{
    int k = 0;
    for (int i = 0; i < len; i++) {
        if (s[i] == '\\') {
            out[k++] = '\\';
            out[k++] = '\\';
        } else if (s[i] == 0 || s[i] >= 0x80) {
            out[k++] = '\\';
            out[k++] = (char)('0' + (s[i] >> 6));
            out[k++] = (char)('0' + ((s[i] >> 3) & 7));
            out[k++] = (char)('0' + (s[i] & 7));
        } else
            out[k++] = (char)s[i];
    }
    return k;
}

int types_decode_escape(const char *s, int len, unsigned char *out)
{
    int k = 0;
    for (int i = 0; i < len;) {
        if (s[i] != '\\')
            out[k++] = (unsigned char)s[i++];
        else if (i + 1 < len && s[i + 1] == '\\') {
            out[k++] = '\\';
            i += 2;
        } else if (i + 3 < len && s[i + 1] >= '0' && s[i + 1] <= '3' && s[i + 2] >= '0' &&
                   s[i + 2] <= '7' && s[i + 3] >= '0' && s[i + 3] <= '7') {
            out[k++] = (unsigned char)(((s[i + 1] - '0') << 6) | ((s[i + 2] - '0') << 3) |
                                       (s[i + 3] - '0'));
            i += 4;
        } else
            ereport(ERROR, errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                    errmsg("invalid input syntax for type %s", "bytea"));
    }
    return k;
}

int types_decode_hex(const char *s, int len, unsigned char *out)
{
    int k = 0;
    for (int i = 0; i < len;) {
        if (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
            i++;
            continue;
        }
        int hi = hex_digit_value(s[i]);
        if (hi < 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("invalid hexadecimal digit: \"%.*s\"",
                           utf8_char_length((unsigned char)s[i]), s + i));
        if (i + 1 >= len)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("invalid hexadecimal data: odd number of digits"));
        int lo = hex_digit_value(s[i + 1]);
        if (lo < 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("invalid hexadecimal digit: \"%.*s\"",
                           utf8_char_length((unsigned char)s[i + 1]), s + i + 1));
        out[k++] = (unsigned char)(hi << 4 | lo);
        i += 2;
    }
    return k;
}

static const char *format_of(const text *t)
{
    char *f = text_to_cstring(t);
    for (char *p = f; *p; p++)
        *p = (char)tolower((unsigned char)*p);
    if (strcmp(f, "hex") != 0 && strcmp(f, "base64") != 0 && strcmp(f, "escape") != 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("unrecognized encoding: \"%s\"", text_to_cstring(t)));
    return f;
}

static Datum binary_encode(PG_FUNCTION_ARGS)
{
    const bytea *b = PG_GETARG_POINTER(0);
    const char *f = format_of(PG_GETARG_TEXT_P(1));
    int len = (int)VARSIZE_ANY_EXHDR(b);
    const unsigned char *s = (const unsigned char *)VARDATA(b);
    text *r = make_out(len * 4 + len / 57 + 4);
    int k;
    if (f[0] == 'h') {
        static const char hex[] = "0123456789abcdef";
        k = 0;
        for (int i = 0; i < len; i++) {
            VARDATA(r)[k++] = hex[s[i] >> 4];
            VARDATA(r)[k++] = hex[s[i] & 15];
        }
    } else if (f[0] == 'b')
        k = encode_base64(s, len, VARDATA(r));
    else
        k = encode_escape(s, len, VARDATA(r));
    SET_VARSIZE(r, k + VARHDRSZ);
    PG_RETURN_TEXT_P(r);
}

static Datum binary_decode(PG_FUNCTION_ARGS)
{
    const text *t = PG_GETARG_TEXT_P(0);
    const char *f = format_of(PG_GETARG_TEXT_P(1));
    int len = (int)VARSIZE_ANY_EXHDR(t);
    bytea *r = make_out(len + 1);
    unsigned char *out = (unsigned char *)VARDATA(r);
    int k = f[0] == 'h'   ? types_decode_hex(VARDATA(t), len, out)
            : f[0] == 'b' ? decode_base64(VARDATA(t), len, out)
                          : types_decode_escape(VARDATA(t), len, out);
    SET_VARSIZE(r, k + VARHDRSZ);
    PG_RETURN_POINTER(r);
}

static const ProcInfo encode_procs[] = {
    {1946, "encode", 'f', 'i', true, false, 2, TEXTOID, {BYTEAOID, TEXTOID}, 0, binary_encode},
    {1947, "decode", 'f', 'i', true, false, 2, BYTEAOID, {TEXTOID, TEXTOID}, 0, binary_decode},
};

const TypesFamily types_family_encode = {
    "encode", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(encode_procs), TYPES_NO_ROWS, TYPES_NO_ROWS,
    TYPES_NO_ROWS,
};
