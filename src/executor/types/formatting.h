/*
 * formatting.h: the template parser shared by the datetime (formatting_datetime.c) and numeric
 * (formatting_numeric.c) halves of to_char / to_date / to_timestamp / to_number.
 *
 * The one idea, PostgreSQL's formatting.c: a template is cut once into a list of nodes, each a
 * keyword ("YYYY", "9", ...) with its FM / TH / th / TM / SP modifiers, or one literal
 * character (double-quoted text and backslash escapes give literal characters). Keywords match
 * case-sensitively, the first in table order wins, so tables list longer names first.
 * Private to src/executor/types/.
 */
#ifndef BASALT_FORMATTING_H
#define BASALT_FORMATTING_H

#include "executor/types/types_internal.h"

typedef struct FmtKeyword {
    const char *name;
    int len;
    int id;
    bool is_digit;  /* the field reads digits (to_timestamp's fixed-width rule) */
    int date_mode;  /* FMT_DATE_* for to_timestamp's Gregorian / ISO week check */
} FmtKeyword;

#define FMT_DATE_NONE 0
#define FMT_DATE_GREGORIAN 1
#define FMT_DATE_ISOWEEK 2

typedef enum {
    FMT_NODE_END,
    FMT_NODE_ACTION,
    FMT_NODE_CHAR,
    FMT_NODE_SEPARATOR, /* datetime templates only: punctuation to_timestamp skips loosely */
    FMT_NODE_SPACE
} FmtNodeType;

/* Modifier bits (datetime templates only). */
#define FMT_S_FM 0x01
#define FMT_S_TH 0x02
#define FMT_S_th 0x04
#define FMT_S_SP 0x08
#define FMT_S_TM 0x10
#define FMT_S_THth(s) ((s) & (FMT_S_TH | FMT_S_th))

typedef struct FmtNode {
    FmtNodeType type;
    char character[8]; /* a literal character (one UTF-8 sequence), NUL terminated */
    int suffix;
    const FmtKeyword *key;
} FmtNode;

/* Cuts a template of len bytes into nodes ending with FMT_NODE_END; with_modifiers reads the
 * datetime prefixes/suffixes and separators. keywords ends with a NULL name. */
FmtNode *formatting_parse(const char *fmt, int len, const FmtKeyword *keywords,
                          bool with_modifiers);

/* Bytes of the UTF-8 sequence at s (1 for a stray byte, never past a NUL); whether s is
 * ASCII punctuation (not a letter, digit or space), PG's is_separator_char. */
int formatting_char_len(const char *s);
bool formatting_is_separator(const char *s);

/* Appends the English ordinal suffix of the digits at the end of s ("1" -> "1st", "12" ->
 * "12th"): PG's str_numth; ERROR 22P02 when s does not end in a digit. */
void formatting_append_ordinal(char *s, bool upper);
const char *formatting_ordinal_suffix(const char *num, bool upper);

/* n as upper-case Roman numerals, or 15 '#' outside 1..3999 (PG's int_to_roman). */
char *formatting_roman(int n);

/* The text of a result built in a C string. */
static inline Datum formatting_result(const char *s) { return PointerGetDatum(cstring_to_text(s)); }

#endif /* BASALT_FORMATTING_H */
