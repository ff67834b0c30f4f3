/*
 * formatting.c: what both halves of the formatting functions share: cutting a template into
 * nodes (formatting.h), ordinal suffixes and Roman numerals.
 *
 * The datetime keywords and modifiers (FM, TH, ...) live in formatting_datetime.c, the numeric
 * ones in formatting_numeric.c; they pass their keyword table here.
 */
#include <ctype.h>
#include <stdio.h>

#include "executor/types/formatting.h"

typedef struct FmtSuffix {
    const char *name;
    int len;
    int id;
    bool prefix;
} FmtSuffix;

static const FmtSuffix datetime_suffixes[] = {
    {"FM", 2, FMT_S_FM, true}, {"fm", 2, FMT_S_FM, true}, {"TM", 2, FMT_S_TM, true},
    {"tm", 2, FMT_S_TM, true}, {"TH", 2, FMT_S_TH, false}, {"th", 2, FMT_S_th, false},
    {"SP", 2, FMT_S_SP, false},
};

static const FmtSuffix *suffix_at(const char *s, bool prefix)
{
    for (size_t i = 0; i < lengthof(datetime_suffixes); i++) {
        const FmtSuffix *x = &datetime_suffixes[i];
        if (x->prefix == prefix && strncmp(s, x->name, (size_t)x->len) == 0)
            return x;
    }
    return NULL;
}

static const FmtKeyword *keyword_at(const char *s, const FmtKeyword *keywords)
{
    /* templates are ASCII keywords; PG only looks characters 32..126 up */
    if ((unsigned char)*s <= ' ' || (unsigned char)*s >= 127)
        return NULL;
    for (const FmtKeyword *k = keywords; k->name; k++)
        if (k->name[0] == *s && strncmp(s, k->name, (size_t)k->len) == 0)
            return k;
    return NULL;
}

int formatting_char_len(const char *s)
{
    unsigned char c = (unsigned char)*s;
    int n = c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
    for (int i = 1; i < n; i++)
        if (s[i] == '\0')
            return i;
    return n;
}

bool formatting_is_separator(const char *s)
{
    unsigned char c = (unsigned char)*s;
    return c > 0x20 && c < 0x7f && !isalnum(c);
}

static void literal_node(FmtNode *n, const char *s, int len, FmtNodeType type)
{
    n->type = type;
    memcpy(n->character, s, (size_t)len);
    n->character[len] = '\0';
    n->key = NULL;
    n->suffix = 0;
}

FmtNode *formatting_parse(const char *fmt, int len, const FmtKeyword *keywords,
                          bool with_modifiers)
{
    char *str = pnstrdup(fmt, (size_t)len);
    FmtNode *nodes = palloc0(sizeof(FmtNode) * (size_t)(len + 1));
    FmtNode *n = nodes;
    const char *s = str;
    while (*s) {
        int suffix = 0;
        const FmtSuffix *x;
        if (with_modifiers && (x = suffix_at(s, true)) != NULL) {
            suffix |= x->id;
            s += x->len;
        }
        const FmtKeyword *k = *s ? keyword_at(s, keywords) : NULL;
        if (k) {
            n->type = FMT_NODE_ACTION;
            n->key = k;
            n->suffix = suffix;
            s += k->len;
            if (with_modifiers && *s && (x = suffix_at(s, false)) != NULL) {
                n->suffix |= x->id;
                s += x->len;
            }
            n++;
        } else if (*s == '"') {
            /* quoted text: every character literal, a backslash quotes the next one */
            s++;
            while (*s) {
                if (*s == '"') {
                    s++;
                    break;
                }
                if (*s == '\\' && s[1])
                    s++;
                int cl = formatting_char_len(s);
                literal_node(n++, s, cl, FMT_NODE_CHAR);
                s += cl;
            }
        } else if (*s) {
            /* outside quotes a backslash only matters before a double quote */
            if (*s == '\\' && s[1] == '"')
                s++;
            int cl = formatting_char_len(s);
            FmtNodeType type = with_modifiers && formatting_is_separator(s) ? FMT_NODE_SEPARATOR
                               : isspace((unsigned char)*s)        ? FMT_NODE_SPACE
                                                                   : FMT_NODE_CHAR;
            literal_node(n++, s, cl, type);
            s += cl;
        }
    }
    n->type = FMT_NODE_END;
    pfree(str);
    return nodes;
}

const char *formatting_ordinal_suffix(const char *num, bool upper)
{
    size_t len = strlen(num);
    char last = len ? num[len - 1] : '\0';
    if (!isdigit((unsigned char)last))
        ereport(ERROR, errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                errmsg("\"%s\" is not a number", num));
    /* the teens (11th, 12th, 13th) take "th" */
    if (len > 1 && num[len - 2] == '1')
        last = '0';
    switch (last) {
    case '1': return upper ? "ST" : "st";
    case '2': return upper ? "ND" : "nd";
    case '3': return upper ? "RD" : "rd";
    default: return upper ? "TH" : "th";
    }
}

void formatting_append_ordinal(char *s, bool upper)
{
    strcat(s, formatting_ordinal_suffix(s, upper));
}

char *formatting_roman(int n)
{
    static const char *const ones[] = {"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"};
    static const char *const tens[] = {"X", "XX", "XXX", "XL", "L", "LX", "LXX", "LXXX", "XC"};
    static const char *const hundreds[] = {"C",  "CC",  "CCC",  "CD", "D",
                                           "DC", "DCC", "DCCC", "CM"};
    char *out = palloc0(16);
    if (n < 1 || n > 3999) {
        memset(out, '#', 15);
        return out;
    }
    for (int i = 0; i < n / 1000; i++)
        strcat(out, "M");
    if (n / 100 % 10)
        strcat(out, hundreds[n / 100 % 10 - 1]);
    if (n / 10 % 10)
        strcat(out, tens[n / 10 % 10 - 1]);
    if (n % 10)
        strcat(out, ones[n % 10 - 1]);
    return out;
}
