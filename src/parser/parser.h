/*
 * parser.h: SQL text in, raw parse trees out (the interface of src/parser).
 *
 * raw_parser() splits a query string into statements and parses each with the lemon grammar
 * (gram.y) fed by the hand-written lexer (scan.c). It looks nothing up: see parsenodes.h for
 * what it returns. A syntax error raises ERROR 42601 `syntax error at or near "tok"` (or
 * `syntax error at end of input`) with the position of the offending token, as PostgreSQL does.
 */
#ifndef BASALT_PARSER_H
#define BASALT_PARSER_H

#include "common/list.h"
#include "parser/parsenodes.h"

/* A List of RawStmt, one per statement; empty statements (";;") are dropped. */
List *raw_parser(const char *query);

/* Keyword lookup, for quoting identifiers on output (quote_identifier needs it). */
typedef enum KeywordCategory {
    UNRESERVED_KEYWORD,
    COL_NAME_KEYWORD,
    TYPE_FUNC_NAME_KEYWORD,
    RESERVED_KEYWORD
} KeywordCategory;
bool parser_keyword_category(const char *word, KeywordCategory *category);
/* PG's quote_identifier: name as is when it is lower-case, digits and '_' and not a keyword
 * other than an unreserved one, else in double quotes with '"' doubled. */
typedef struct StringInfoData *StringInfo;
void parser_append_ident(StringInfo buf, const char *name);

#endif /* BASALT_PARSER_H */
