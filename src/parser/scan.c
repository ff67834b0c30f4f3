/*
 * scan.c: the SQL lexer, a hand-written loop over the query bytes with PostgreSQL's rules.
 *
 * One call of scan_next() produces one token. The one idea: every token keeps its source span
 * (loc, end), so the grammar's error path can quote the token exactly as written and point at
 * its byte offset; the token's str holds the decoded value (folded identifier, unescaped
 * string). Comments and whitespace are skipped; lexical errors are raised here, PG-worded.
 */
#include "parser/scan.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "common/utf8.h"
#include "parser/gram.h"

typedef struct Keyword {
    const char *word;
    int code;
    KeywordCategory category;
} Keyword;

static const Keyword keywords[] = {
#define PG_KEYWORD(w, tok, cat, bare) {w, TK_##tok, cat},
#include "parser/kwlist.h"
#undef PG_KEYWORD
};

int scan_keyword_token(const char *lower, KeywordCategory *category)
{
    int lo = 0, hi = (int)(sizeof(keywords) / sizeof(keywords[0])) - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        int c = strcmp(lower, keywords[mid].word);
        if (c == 0) {
            if (category)
                *category = keywords[mid].category;
            return keywords[mid].code;
        }
        if (c < 0)
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return 0;
}

bool parser_keyword_category(const char *word, KeywordCategory *category)
{
    char buf[64];
    size_t n = strlen(word);
    if (n >= sizeof(buf))
        return false;
    for (size_t i = 0; i <= n; i++) {
        char c = word[i];
        buf[i] = (c >= 'A' && c <= 'Z') ? (char)(c + 'a' - 'A') : c;
    }
    return scan_keyword_token(buf, category) != 0;
}

void parser_append_ident(StringInfo buf, const char *name)
{
    bool plain = name[0] != '\0' && ((name[0] >= 'a' && name[0] <= 'z') || name[0] == '_');
    for (const char *p = name; *p && plain; p++)
        plain = (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_';
    KeywordCategory kc;
    if (plain && parser_keyword_category(name, &kc) && kc != UNRESERVED_KEYWORD)
        plain = false;
    if (plain) {
        appendStringInfoString(buf, name);
        return;
    }
    appendStringInfoChar(buf, '"');
    for (const char *p = name; *p; p++) {
        if (*p == '"')
            appendStringInfoChar(buf, '"');
        appendStringInfoChar(buf, *p);
    }
    appendStringInfoChar(buf, '"');
}

/* ---------------------------------------------------------------- character classes */

static bool is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
static bool is_digit(int c)
{
    return c >= '0' && c <= '9';
}
static bool is_ident_start(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
}
static bool is_ident_cont(int c)
{
    return is_ident_start(c) || is_digit(c) || c == '$';
}
static bool is_op_char(int c)
{
    return c && strchr("~!@#^&|`?+-*/%<>=", c) != NULL;
}
static bool is_dollar_tag_char(int c)
{
    return is_ident_start(c) || is_digit(c);
}

static int peek(const Scanner *sc, int off)
{
    int p = sc->pos + off;
    return p < sc->len ? (unsigned char)sc->buf[p] : 0;
}

/* Raise a lexical error quoting the source from loc to end (to the end of input if end < 0). */
static pg_noreturn void scan_error(const Scanner *sc, const char *msg, int loc, int end)
{
    if (end < 0)
        end = sc->len;
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
            errmsg("%s at or near \"%.*s\"", msg, end - loc, sc->buf + loc), errlocation(loc));
}

void scan_init(Scanner *sc, const char *query)
{
    sc->buf = query;
    sc->len = (int)strlen(query);
    sc->pos = 0;
}

void scan_truncate_identifier(char *ident, int len, bool warn)
{
    if (len <= SCAN_MAX_IDENT_LEN)
        return;
    int cut = SCAN_MAX_IDENT_LEN;
    while (cut > 0 && ((unsigned char)ident[cut] & 0xC0) == 0x80)
        cut--; /* do not split a UTF-8 character */
    if (warn)
        ereport(NOTICE, errcode(ERRCODE_NAME_TOO_LONG),
                errmsg("identifier \"%s\" will be truncated to \"%.*s\"", ident, cut, ident));
    ident[cut] = '\0';
}

/* Skip whitespace and comments; an unterminated block comment is an error. */
static void skip_space_and_comments(Scanner *sc)
{
    for (;;) {
        int c = peek(sc, 0);
        if (is_space(c)) {
            sc->pos++;
        } else if (c == '-' && peek(sc, 1) == '-') {
            while (sc->pos < sc->len && sc->buf[sc->pos] != '\n' && sc->buf[sc->pos] != '\r')
                sc->pos++;
        } else if (c == '/' && peek(sc, 1) == '*') {
            int start = sc->pos, depth = 0;
            do {
                if (sc->pos >= sc->len)
                    scan_error(sc, "unterminated /* comment", start, -1);
                if (peek(sc, 0) == '/' && peek(sc, 1) == '*') {
                    depth++;
                    sc->pos += 2;
                } else if (peek(sc, 0) == '*' && peek(sc, 1) == '/') {
                    depth--;
                    sc->pos += 2;
                } else {
                    sc->pos++;
                }
            } while (depth > 0);
        } else {
            return;
        }
    }
}

/*
 * After a closing quote, PG glues the next quoted string onto this one if only whitespace with
 * at least one newline separates them (SQL's string continuation). Returns true and positions
 * the scanner just after the next opening quote if so.
 */
static bool string_continues(Scanner *sc)
{
    int p = sc->pos;
    bool newline = false;
    for (;;) {
        while (p < sc->len && is_space((unsigned char)sc->buf[p])) {
            if (sc->buf[p] == '\n' || sc->buf[p] == '\r')
                newline = true;
            p++;
        }
        if (p + 1 < sc->len && sc->buf[p] == '-' && sc->buf[p + 1] == '-') {
            while (p < sc->len && sc->buf[p] != '\n' && sc->buf[p] != '\r')
                p++;
            continue;
        }
        break;
    }
    if (newline && p < sc->len && sc->buf[p] == '\'') {
        sc->pos = p + 1;
        return true;
    }
    return false;
}

static void append_utf8(StringInfo out, unsigned int cp)
{
    if (cp < 0x80) {
        appendStringInfoChar(out, (char)cp);
    } else if (cp < 0x800) {
        appendStringInfoChar(out, (char)(0xC0 | (cp >> 6)));
        appendStringInfoChar(out, (char)(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        appendStringInfoChar(out, (char)(0xE0 | (cp >> 12)));
        appendStringInfoChar(out, (char)(0x80 | ((cp >> 6) & 0x3F)));
        appendStringInfoChar(out, (char)(0x80 | (cp & 0x3F)));
    } else {
        appendStringInfoChar(out, (char)(0xF0 | (cp >> 18)));
        appendStringInfoChar(out, (char)(0x80 | ((cp >> 12) & 0x3F)));
        appendStringInfoChar(out, (char)(0x80 | ((cp >> 6) & 0x3F)));
        appendStringInfoChar(out, (char)(0x80 | (cp & 0x3F)));
    }
}

/* One backslash escape of an E'' string; sc->pos is just after the backslash. */
static void scan_escape(Scanner *sc, StringInfo out, int start)
{
    int c = peek(sc, 0);
    sc->pos++;
    switch (c) {
    case 'b': appendStringInfoChar(out, '\b'); return;
    case 'f': appendStringInfoChar(out, '\f'); return;
    case 'n': appendStringInfoChar(out, '\n'); return;
    case 'r': appendStringInfoChar(out, '\r'); return;
    case 't': appendStringInfoChar(out, '\t'); return;
    case 'x':
        if (hex_digit_value(peek(sc, 0)) >= 0) {
            int v = hex_digit_value(peek(sc, 0));
            sc->pos++;
            if (hex_digit_value(peek(sc, 0)) >= 0) {
                v = v * 16 + hex_digit_value(peek(sc, 0));
                sc->pos++;
            }
            if (v == 0)
                ereport(ERROR, errcode(ERRCODE_CHARACTER_NOT_IN_REPERTOIRE),
                        errmsg("invalid byte sequence for encoding \"UTF8\": 0x00"));
            appendStringInfoChar(out, (char)v);
            return;
        }
        appendStringInfoChar(out, 'x');
        return;
    case 'u':
    case 'U': {
        int n = c == 'u' ? 4 : 8;
        unsigned int cp = 0;
        for (int i = 0; i < n; i++) {
            int h = hex_digit_value(peek(sc, 0));
            if (h < 0)
                ereport(ERROR, errcode(ERRCODE_INVALID_ESCAPE_SEQUENCE),
                        errmsg("invalid Unicode escape"),
                        errhint("Unicode escapes must be \\uXXXX or \\UXXXXXXXX."),
                        errlocation(sc->pos - 2 - i));
            cp = cp * 16 + (unsigned int)h;
            sc->pos++;
        }
        int esc = sc->pos - n - 2;
        if (cp == 0 || cp > 0x10FFFF)
            scan_error(sc, "invalid Unicode escape value", esc, sc->pos);
        if (cp >= 0xDC00 && cp <= 0xDFFF)
            scan_error(sc, "invalid Unicode surrogate pair", esc, sc->pos);
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            /* a high surrogate must be followed at once by a low one, as PG requires */
            unsigned int lo = 0;
            bool ok = peek(sc, 0) == '\\' && (peek(sc, 1) == 'u' || peek(sc, 1) == 'U');
            int m = ok && peek(sc, 1) == 'U' ? 8 : 4;
            for (int i = 0; ok && i < m; i++) {
                int h = hex_digit_value(peek(sc, 2 + i));
                if (h < 0)
                    ok = false;
                else
                    lo = lo * 16 + (unsigned int)h;
            }
            if (!ok || lo < 0xDC00 || lo > 0xDFFF)
                scan_error(sc, "invalid Unicode surrogate pair", sc->pos,
                           sc->pos < sc->len ? sc->pos + 1 : sc->pos);
            sc->pos += 2 + m;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
        }
        append_utf8(out, cp);
        return;
    }
    case 0:
        scan_error(sc, "unterminated quoted string", start, -1);
    default:
        if (c >= '0' && c <= '7') {
            int v = c - '0';
            for (int i = 0; i < 2 && peek(sc, 0) >= '0' && peek(sc, 0) <= '7'; i++) {
                v = v * 8 + (peek(sc, 0) - '0');
                sc->pos++;
            }
            if ((v & 0xFF) == 0)
                ereport(ERROR, errcode(ERRCODE_CHARACTER_NOT_IN_REPERTOIRE),
                        errmsg("invalid byte sequence for encoding \"UTF8\": 0x00"));
            appendStringInfoChar(out, (char)v);
            return;
        }
        appendStringInfoChar(out, (char)c);
        return;
    }
}

/* A quoted string; sc->pos is just after the opening quote. escapes: E'' rules. */
static char *scan_quoted_string(Scanner *sc, int start, bool escapes)
{
    StringInfoData out;
    initStringInfo(&out);
    for (;;) {
        if (sc->pos >= sc->len)
            scan_error(sc, "unterminated quoted string", start, -1);
        int c = peek(sc, 0);
        if (c == '\'') {
            if (peek(sc, 1) == '\'') {
                appendStringInfoChar(&out, '\'');
                sc->pos += 2;
                continue;
            }
            sc->pos++;
            if (string_continues(sc))
                continue;
            /* Escapes like \xff can make bytes that are not UTF-8: PG checks the decoded
             * literal and reports the offending bytes (no position). */
            if (escapes)
                utf8_verify(out.data, out.len);
            return out.data;
        }
        if (escapes && c == '\\') {
            sc->pos++;
            scan_escape(sc, &out, start);
            continue;
        }
        appendStringInfoChar(&out, (char)c);
        sc->pos++;
    }
}

/* B'0101' / X'1F': PG keeps the text prefixed with b or x, and checks the digits. */
static char *scan_bit_string(Scanner *sc, int start, char kind)
{
    StringInfoData out;
    initStringInfo(&out);
    appendStringInfoChar(&out, kind);
    for (;;) {
        if (sc->pos >= sc->len)
            scan_error(sc, kind == 'b' ? "unterminated bit string literal"
                                       : "unterminated hexadecimal string literal",
                       start, -1);
        int c = peek(sc, 0);
        sc->pos++;
        if (c == '\'') {
            if (string_continues(sc))
                continue;
            break;
        }
        appendStringInfoChar(&out, (char)c);
    }
    for (int i = 1; i < out.len; i++) {
        char c = out.data[i];
        bool ok = kind == 'b' ? (c == '0' || c == '1') : hex_digit_value((unsigned char)c) >= 0;
        if (!ok)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg(kind == 'b' ? "\"%c\" is not a valid binary digit"
                                       : "\"%c\" is not a valid hexadecimal digit",
                           c),
                    errlocation(start));
    }
    return out.data;
}

/* $tag$...$tag$; sc->pos is at the first '$', the tag runs to tag_end (the second '$'). */
static char *scan_dollar_string(Scanner *sc, int tag_end)
{
    int start = sc->pos;
    int taglen = tag_end - start + 1;
    sc->pos = tag_end + 1;
    for (int p = sc->pos; p + taglen <= sc->len; p++) {
        if (sc->buf[p] == '$' && memcmp(sc->buf + p, sc->buf + start, (size_t)taglen) == 0) {
            char *s = pnstrdup(sc->buf + sc->pos, (size_t)(p - sc->pos));
            sc->pos = p + taglen;
            return s;
        }
    }
    scan_error(sc, "unterminated dollar-quoted string", start, -1);
}

/* A quoted identifier "..."; sc->pos is just after the opening quote. */
static char *scan_quoted_ident(Scanner *sc, int start)
{
    StringInfoData out;
    initStringInfo(&out);
    for (;;) {
        if (sc->pos >= sc->len)
            scan_error(sc, "unterminated quoted identifier", start, -1);
        int c = peek(sc, 0);
        sc->pos++;
        if (c == '"') {
            if (peek(sc, 0) == '"') {
                appendStringInfoChar(&out, '"');
                sc->pos++;
                continue;
            }
            break;
        }
        appendStringInfoChar(&out, (char)c);
    }
    if (out.len == 0)
        scan_error(sc, "zero-length delimited identifier", start, sc->pos);
    scan_truncate_identifier(out.data, out.len, true);
    return out.data;
}

/* The body of U&"..." before Unicode escapes are applied; sc->pos is after the quote. */
static char *scan_quoted_ident_raw(Scanner *sc, int start)
{
    StringInfoData out;
    initStringInfo(&out);
    for (;;) {
        if (sc->pos >= sc->len)
            scan_error(sc, "unterminated quoted identifier", start, -1);
        int c = peek(sc, 0);
        sc->pos++;
        if (c == '"') {
            if (peek(sc, 0) == '"') {
                appendStringInfoChar(&out, '"');
                sc->pos++;
                continue;
            }
            break;
        }
        appendStringInfoChar(&out, (char)c);
    }
    if (out.len == 0)
        scan_error(sc, "zero-length delimited identifier", start, sc->pos);
    return out.data;
}

/*
 * U&'...' and U&"...": \XXXX and \+XXXXXX are code points, \\ is a backslash. An optional
 * UESCAPE 'c' after the literal picks another escape character.
 */
static char *scan_unicode_escapes(Scanner *sc, const char *raw, int start)
{
    char esc = '\\';
    int p = sc->pos;
    while (p < sc->len && is_space((unsigned char)sc->buf[p]))
        p++;
    if (sc->len - p >= 7 && strncasecmp(sc->buf + p, "uescape", 7) == 0 &&
        !is_ident_cont((unsigned char)sc->buf[p + 7])) {
        /* UESCAPE must be followed by a string literal holding one allowed character */
        Scanner sub = *sc;
        ScanToken t;
        sub.pos = p + 7;
        scan_next(&sub, &t);
        if (t.code != TK_SCONST) {
            if (t.code == 0)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("UESCAPE must be followed by a simple string literal at end of "
                               "input"),
                        errlocation(t.loc));
            scan_error(sc, "UESCAPE must be followed by a simple string literal", t.loc, t.end);
        }
        unsigned char e = (unsigned char)t.str[0];
        if (strlen(t.str) != 1 || is_space(e) || is_digit(e) || hex_digit_value(e) >= 0 || e == '+' ||
            e == '\'' || e == '"')
            scan_error(sc, "invalid Unicode escape character", t.loc, t.end);
        esc = (char)e;
        sc->pos = sub.pos;
    }
    StringInfoData out;
    initStringInfo(&out);
    for (const char *r = raw; *r;) {
        if (*r != esc) {
            appendStringInfoChar(&out, *r++);
            continue;
        }
        if (r[1] == esc) {
            appendStringInfoChar(&out, esc);
            r += 2;
            continue;
        }
        int at = start + 3 + (int)(r - raw); /* PG points at the escape itself */
        int n = r[1] == '+' ? 6 : 4;
        const char *h = r[1] == '+' ? r + 2 : r + 1;
        unsigned int cp = 0;
        for (int i = 0; i < n; i++) {
            if (hex_digit_value((unsigned char)h[i]) < 0)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("invalid Unicode escape"),
                        errhint("Unicode escapes must be \\XXXX or \\+XXXXXX."),
                        errlocation(at));
            cp = cp * 16 + (unsigned int)hex_digit_value((unsigned char)h[i]);
        }
        r = h + n;
        if (cp >= 0xD800 && cp <= 0xDBFF && r[0] == esc) {
            int m = r[1] == '+' ? 6 : 4;
            const char *h2 = r[1] == '+' ? r + 2 : r + 1;
            unsigned int lo = 0;
            bool ok = true;
            for (int i = 0; i < m && ok; i++) {
                if (hex_digit_value((unsigned char)h2[i]) < 0)
                    ok = false;
                else
                    lo = lo * 16 + (unsigned int)hex_digit_value((unsigned char)h2[i]);
            }
            if (ok && lo >= 0xDC00 && lo <= 0xDFFF) {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                r = h2 + m;
            }
        }
        if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("invalid Unicode escape value"),
                    errlocation(at));
        append_utf8(&out, cp);
    }
    return out.data;
}

/* Numbers: 12, 1.5, .5, 1e10, 1.5e-3. Junk glued onto a number is an error in PG 15. */
static void scan_number(Scanner *sc, ScanToken *tok)
{
    int start = sc->pos;
    bool is_int = true;
    while (is_digit(peek(sc, 0)))
        sc->pos++;
    if (peek(sc, 0) == '.' && peek(sc, 1) != '.') {
        is_int = false;
        sc->pos++;
        while (is_digit(peek(sc, 0)))
            sc->pos++;
    }
    if (peek(sc, 0) == 'e' || peek(sc, 0) == 'E') {
        int save = sc->pos;
        sc->pos++;
        if (peek(sc, 0) == '+' || peek(sc, 0) == '-')
            sc->pos++;
        if (is_digit(peek(sc, 0))) {
            is_int = false;
            while (is_digit(peek(sc, 0)))
                sc->pos++;
        } else {
            /* "1e", "1e+": PG reports the number with its broken exponent */
            if (peek(sc, -1) == '+' || peek(sc, -1) == '-')
                scan_error(sc, "trailing junk after numeric literal", start, sc->pos);
            sc->pos = save;
        }
    }
    if (is_ident_start(peek(sc, 0))) {
        while (is_ident_cont(peek(sc, 0)))
            sc->pos++;
        scan_error(sc, "trailing junk after numeric literal", start, sc->pos);
    }
    tok->code = is_int ? TK_ICONST : TK_FCONST;
    tok->str = pnstrdup(sc->buf + start, (size_t)(sc->pos - start));
}

/*
 * An operator: the longest run of operator characters, cut before any "--" or slash-star, and
 * without trailing + or - unless it holds one of ~ ! @ # % ^ & | ` ? (so that a<-b is a < -b).
 */
static void scan_operator(Scanner *sc, ScanToken *tok)
{
    int start = sc->pos, n = 0;
    while (is_op_char(peek(sc, n)))
        n++;
    for (int i = 1; i < n; i++) {
        const char *p = sc->buf + start + i - 1;
        if ((p[0] == '-' && p[1] == '-') || (p[0] == '/' && p[1] == '*')) {
            n = i - 1;
            break;
        }
    }
    if (n == 0) { /* the run starts with a comment opener: cannot happen after skipping */
        n = 1;
    }
    if (n > 1) {
        bool special = false;
        for (int i = 0; i < n; i++)
            if (strchr("~!@#%^&|`?", sc->buf[start + i]))
                special = true;
        if (!special)
            while (n > 1 && (sc->buf[start + n - 1] == '+' || sc->buf[start + n - 1] == '-'))
                n--;
    }
    sc->pos = start + n;
    const char *s = sc->buf + start;
    if (n == 1) {
        switch (s[0]) {
        case '+': tok->code = TK_PLUS; return;
        case '-': tok->code = TK_MINUS; return;
        case '*': tok->code = TK_STAR; return;
        case '/': tok->code = TK_SLASH; return;
        case '%': tok->code = TK_PERCENT; return;
        case '^': tok->code = TK_CARET; return;
        case '<': tok->code = TK_LT; return;
        case '>': tok->code = TK_GT; return;
        case '=': tok->code = TK_EQ; return;
        default: break;
        }
    } else if (n == 2) {
        if (s[0] == '<' && s[1] == '=') {
            tok->code = TK_LESS_EQUALS;
            return;
        }
        if (s[0] == '>' && s[1] == '=') {
            tok->code = TK_GREATER_EQUALS;
            return;
        }
        if ((s[0] == '<' && s[1] == '>') || (s[0] == '!' && s[1] == '=')) {
            tok->code = TK_NOT_EQUALS;
            tok->str = pstrdup("<>");
            return;
        }
        if (s[0] == '=' && s[1] == '>') {
            tok->code = TK_EQUALS_GREATER;
            return;
        }
    }
    tok->code = TK_OP;
    tok->str = pnstrdup(s, (size_t)n);
}

static void scan_identifier(Scanner *sc, ScanToken *tok)
{
    int start = sc->pos;
    while (is_ident_cont(peek(sc, 0)))
        sc->pos++;
    int len = sc->pos - start;
    char *word = pnstrdup(sc->buf + start, (size_t)len);
    for (int i = 0; i < len; i++)
        if (word[i] >= 'A' && word[i] <= 'Z')
            word[i] = (char)(word[i] + 'a' - 'A');
    int kw = len < 64 ? scan_keyword_token(word, NULL) : 0;
    if (kw) {
        tok->code = kw;
        tok->str = word;
        return;
    }
    scan_truncate_identifier(word, len, true);
    tok->code = TK_IDENT;
    tok->str = word;
}

void scan_next(Scanner *sc, ScanToken *tok)
{
    skip_space_and_comments(sc);
    int start = sc->pos;
    int c = peek(sc, 0), c1 = peek(sc, 1);
    tok->loc = start;
    tok->str = NULL;
    if (sc->pos >= sc->len) {
        tok->code = 0;
        tok->end = start;
        return;
    }
    if (c == '\'') {
        sc->pos++;
        tok->code = TK_SCONST;
        tok->str = scan_quoted_string(sc, start, false);
    } else if ((c == 'u' || c == 'U') && c1 == '&' && (peek(sc, 2) == '\'' || peek(sc, 2) == '"')) {
        bool ident = peek(sc, 2) == '"';
        sc->pos += 3;
        char *raw = ident ? scan_quoted_ident_raw(sc, start) : scan_quoted_string(sc, start, false);
        tok->code = ident ? TK_IDENT : TK_SCONST;
        tok->str = scan_unicode_escapes(sc, raw, start);
        if (ident)
            scan_truncate_identifier(tok->str, (int)strlen(tok->str), true);
    } else if ((c == 'e' || c == 'E') && c1 == '\'') {
        sc->pos += 2;
        tok->code = TK_SCONST;
        tok->str = scan_quoted_string(sc, start, true);
    } else if ((c == 'n' || c == 'N') && c1 == '\'') {
        sc->pos += 2;
        tok->code = TK_NCONST;
        tok->str = scan_quoted_string(sc, start, false);
    } else if ((c == 'b' || c == 'B') && c1 == '\'') {
        sc->pos += 2;
        tok->code = TK_BCONST;
        tok->str = scan_bit_string(sc, start, 'b');
    } else if ((c == 'x' || c == 'X') && c1 == '\'') {
        sc->pos += 2;
        tok->code = TK_XCONST;
        tok->str = scan_bit_string(sc, start, 'x');
    } else if (c == '"') {
        sc->pos++;
        tok->code = TK_IDENT;
        tok->str = scan_quoted_ident(sc, start);
    } else if (is_ident_start(c)) {
        scan_identifier(sc, tok);
    } else if (is_digit(c) || (c == '.' && is_digit(c1))) {
        scan_number(sc, tok);
    } else if (c == '$' && is_digit(c1)) {
        sc->pos++;
        while (is_digit(peek(sc, 0)))
            sc->pos++;
        if (is_ident_start(peek(sc, 0))) {
            while (is_ident_cont(peek(sc, 0)))
                sc->pos++;
            scan_error(sc, "trailing junk after parameter", start, sc->pos);
        }
        tok->code = TK_PARAM;
        tok->str = pnstrdup(sc->buf + start + 1, (size_t)(sc->pos - start - 1));
    } else if (c == '$' && (c1 == '$' || (is_ident_start(c1) && c1 < 0x80))) {
        int p = sc->pos + 1;
        while (p < sc->len && is_dollar_tag_char((unsigned char)sc->buf[p]))
            p++;
        if (p < sc->len && sc->buf[p] == '$') {
            tok->code = TK_SCONST;
            tok->str = scan_dollar_string(sc, p);
        } else {
            sc->pos++;
            tok->code = TK_JUNK;
        }
    } else if (c == ':') {
        if (c1 == ':') {
            sc->pos += 2;
            tok->code = TK_TYPECAST;
        } else if (c1 == '=') {
            sc->pos += 2;
            tok->code = TK_COLON_EQUALS;
        } else {
            sc->pos++;
            tok->code = TK_COLON;
        }
    } else if (c == '.') {
        if (c1 == '.') {
            sc->pos += 2;
            tok->code = TK_DOT_DOT;
        } else {
            sc->pos++;
            tok->code = TK_DOT;
        }
    } else if (c == ',' || c == '(' || c == ')' || c == '[' || c == ']' || c == ';') {
        sc->pos++;
        tok->code = c == ',' ? TK_COMMA : c == '(' ? TK_LP : c == ')' ? TK_RP
                  : c == '[' ? TK_LB : c == ']' ? TK_RB : TK_SEMI;
    } else if (is_op_char(c)) {
        scan_operator(sc, tok);
    } else {
        sc->pos++;
        tok->code = TK_JUNK;
    }
    tok->end = sc->pos;
    if (tok->str == NULL)
        tok->str = pnstrdup(sc->buf + start, (size_t)(tok->end - start));
}
