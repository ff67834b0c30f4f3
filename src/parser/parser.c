/*
 * parser.c: raw_parser(), the driver that feeds the lexer's tokens to the lemon parser.
 *
 * The whole query string is parsed in one pass: statements are separated by the SEMI token in
 * the grammar, so error positions are always offsets into the whole string. Between the lexer
 * and the parser sits a one-token lookahead filter, as in PostgreSQL: NOT before BETWEEN / IN /
 * LIKE / ILIKE / SIMILAR becomes NOT_LA, NULLS before FIRST / LAST becomes NULLS_LA, WITH before
 * TIME / ORDINALITY becomes WITH_LA; that keeps the grammar LALR(1).
 */
#include "parser/parser.h"

#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "parser/gram.h"
#include "parser/gramparse.h"

void gp_add_statement(GramState *st, Node *stmt)
{
    RawStmt *rs = makeNode(RawStmt);
    rs->stmt = stmt;
    rs->stmt_location = st->stmt_start >= 0 ? st->stmt_start : 0;
    /* the statement is reduced when the parser sees the token after it: ';' or end of input */
    rs->stmt_len = st->cur.code == TK_SEMI ? st->cur.loc - rs->stmt_location : 0;
    st->stmts = lappend(st->stmts, rs);
}

void gp_syntax_error(GramState *st, const ScanToken *tok)
{
    if (tok->code == 0)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("syntax error at end of input"),
                errlocation(tok->loc));
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
            errmsg("syntax error at or near \"%.*s\"", tok->end - tok->loc, st->query + tok->loc),
            errlocation(tok->loc));
}

/* The parser's stack is full: bison's "memory exhausted" as PG reports it (42601, at the
 * token being shifted). */
void gp_stack_overflow(GramState *st)
{
    const ScanToken *tok = &st->cur;
    if (tok->code == 0)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("memory exhausted at end of input"),
                errlocation(tok->loc));
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
            errmsg("memory exhausted at or near \"%.*s\"", tok->end - tok->loc,
                   st->query + tok->loc),
            errlocation(tok->loc));
}

void gp_error_at(int location, const char *msg)
{
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("%s", msg), errlocation(location));
}

/* The lookahead filter: may replace tok's code after peeking at the next token. */
typedef struct TokenStream {
    Scanner sc;
    ScanToken ahead;
    bool have_ahead;
} TokenStream;

static void stream_raw_next(TokenStream *ts, ScanToken *tok)
{
    if (ts->have_ahead) {
        *tok = ts->ahead;
        ts->have_ahead = false;
    } else {
        scan_next(&ts->sc, tok);
    }
}

static void stream_next(TokenStream *ts, ScanToken *tok)
{
    stream_raw_next(ts, tok);
    if (tok->code != TK_NOT && tok->code != TK_NULLS && tok->code != TK_WITH)
        return;
    scan_next(&ts->sc, &ts->ahead);
    ts->have_ahead = true;
    int next = ts->ahead.code;
    switch (tok->code) {
    case TK_NOT:
        if (next == TK_BETWEEN || next == TK_IN || next == TK_LIKE || next == TK_ILIKE ||
            next == TK_SIMILAR)
            tok->code = TK_NOT_LA;
        break;
    case TK_NULLS:
        if (next == TK_FIRST || next == TK_LAST)
            tok->code = TK_NULLS_LA;
        break;
    case TK_WITH:
        if (next == TK_TIME || next == TK_ORDINALITY)
            tok->code = TK_WITH_LA;
        break;
    }
}

List *raw_parser(const char *query)
{
    GramState st;
    TokenStream ts;
    memset(&st, 0, sizeof(st));
    memset(&ts, 0, sizeof(ts));
    st.query = query;
    st.stmt_start = -1;
    elog_set_query_text(query);
    scan_init(&ts.sc, query);

    void *parser = gram_Alloc(palloc);
    for (;;) {
        ScanToken tok;
        stream_next(&ts, &tok);
        if (tok.code != TK_SEMI && tok.code != 0 && st.stmt_start < 0)
            st.stmt_start = tok.loc;
        st.cur = tok;
        gram_(parser, tok.code, tok, &st);
        if (tok.code == TK_SEMI)
            st.stmt_start = -1;
        if (tok.code == 0)
            break;
    }
    gram_Free(parser, pfree);
    return st.stmts;
}
