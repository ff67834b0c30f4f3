/*
 * scan.h: the hand-written SQL lexer, following PostgreSQL's lexical rules.
 *
 * The scanner walks the query string once and hands out tokens whose codes are the lemon token
 * codes of gram.h (TK_*). Each token remembers where it starts and ends in the query, because
 * errors print the token as written ("syntax error at or near ...") and point at its offset.
 * Lexical errors (unterminated strings, trailing junk after numbers, ...) are raised here.
 */
#ifndef BASALT_SCAN_H
#define BASALT_SCAN_H

#include "common/basalt.h"
#include "parser/parser.h"

/* Identifiers longer than this are truncated, as PG's NAMEDATALEN - 1. */
#define SCAN_MAX_IDENT_LEN 63

typedef struct ScanToken {
    int code;  /* TK_* code, 0 at end of input */
    char *str; /* identifier (folded), decoded string, number or operator text; keyword text */
    int loc;   /* byte offset of the first character */
    int end;   /* byte offset just past the last character */
} ScanToken;

typedef struct Scanner {
    const char *buf;
    int len;
    int pos;
} Scanner;

void scan_init(Scanner *sc, const char *query);
void scan_next(Scanner *sc, ScanToken *tok);

/* Keyword lookup on an already lower-cased word: its token code, or 0. */
int scan_keyword_token(const char *lower, KeywordCategory *category);

/* Truncate an identifier to SCAN_MAX_IDENT_LEN bytes (at a UTF-8 boundary), with PG's NOTICE. */
void scan_truncate_identifier(char *ident, int len, bool warn);

#endif /* BASALT_SCAN_H */
