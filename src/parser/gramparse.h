/*
 * gramparse.h: what the grammar actions (gram.y) share with the driver and node builders.
 *
 * The lemon parser is fed one token at a time by raw_parser() (parser.c); its extra argument is
 * a GramState that collects finished statements and knows the current token, so actions can
 * compute statement spans. The gp_* builders make the raw parse nodes the way PG's gram.y
 * helpers do (makeAndExpr flattening, doNegate, SystemTypeName, insertSelectOptions, ...).
 */
#ifndef BASALT_GRAMPARSE_H
#define BASALT_GRAMPARSE_H

#include "common/list.h"
#include "parser/parsenodes.h"
#include "parser/scan.h"

typedef struct GramState {
    const char *query;
    List *stmts;      /* finished RawStmts */
    int stmt_start;   /* offset of the first token of the statement being parsed, -1 if none */
    ScanToken cur;    /* the token being fed (the parser's lookahead) */
} GramState;

/* A parenthesized SELECT and the offset of its opening parenthesis. */
typedef struct ParenSelect {
    Node *node;
    int loc;
} ParenSelect;

/* LIMIT / OFFSET / FETCH as collected by the grammar before they reach the SelectStmt. */
typedef struct SelectLimit {
    Node *limitOffset;
    Node *limitCount;
    LimitOption limitOption;
    bool has_offset;
    bool has_count;
    int offset_loc;
    int count_loc;
} SelectLimit;

/* A frame bound / frame clause under construction: options plus offsets. */
typedef struct FrameSpec {
    int options;
    Node *startOffset;
    Node *endOffset;
    int loc;
} FrameSpec;

/* The lemon parser (gram.c). */
void *gram_Alloc(void *(*alloc)(size_t));
void gram_(void *parser, int code, ScanToken tok, GramState *state);
void gram_Free(void *parser, void (*freefn)(void *));

/* Called by actions / %syntax_error. */
void gp_add_statement(GramState *st, Node *stmt);
pg_noreturn void gp_syntax_error(GramState *st, const ScanToken *tok);
pg_noreturn void gp_stack_overflow(GramState *st); /* lemon's stack is full */
pg_noreturn void gp_error_at(int location, const char *msg);
pg_noreturn void gp_subselect_alias_error(Node *sel, int loc);

/* Constants. */
Node *gp_int_const(int64 v, int loc);
Node *gp_iconst(const ScanToken *t);
Node *gp_fconst(const ScanToken *t);
Node *gp_str_const(char *s, int loc);
Node *gp_bit_const(char *s, int loc);
Node *gp_bool_const(bool b, int loc);
Node *gp_null_const(int loc);
Node *gp_negate(Node *n, int loc);
int gp_int_value(const ScanToken *t); /* an Iconst that must fit int32 */

/* Expressions. */
List *gp_name1(const char *s);
List *gp_sysname(const char *s); /* ("pg_catalog", s) */
Node *gp_op(const char *op, Node *l, Node *r, int loc);
Node *gp_aexpr(A_Expr_Kind kind, List *name, Node *l, Node *r, int loc);
Node *gp_and(Node *l, Node *r, int loc);
Node *gp_or(Node *l, Node *r, int loc);
Node *gp_not(Node *arg, int loc);
Node *gp_func(List *name, List *args, int loc);
Node *gp_named_arg(char *name, Node *arg, int loc);
Node *gp_typecast(Node *arg, TypeName *tn, int loc);
Node *gp_string_cast(char *s, int sloc, TypeName *tn);
Node *gp_columnref(char *first, List *indirection, int loc);
Node *gp_indirection(Node *arg, List *indirection);
Node *gp_sublink(SubLinkType kind, Node *test, List *opname, Node *sel, int loc);
Node *gp_null_test(Node *arg, NullTestType t, int loc);
Node *gp_bool_test(Node *arg, BoolTestType t, int loc);
Node *gp_svf(SQLValueFunctionOp op, int32 typmod, int loc);
Node *gp_row(List *args, bool explicit_row, int loc);
int gp_expr_location(const Node *n);
int gp_target_location(GramState *st, const Node *expr);
List *gp_check_func_name(List *names, int loc);

/* Type names. */
TypeName *gp_typename(List *names, int loc);
TypeName *gp_systype(const char *name, int loc);
TypeName *gp_float_type(const ScanToken *prec, int loc);

/* Clauses and statements. */
Node *gp_range_var(List *names, int loc);
Node *gp_alias(char *name, List *cols);
ResTarget *gp_restarget(char *name, List *ind, Node *val, int loc);
SortBy *gp_sortby(Node *expr, SortByDir dir, SortByNulls nulls, List *useop, int loc);
DefElem *gp_defelem(char *name, Node *arg, int loc);
Node *gp_join(JoinType type, bool natural, Node *l, Node *r, Node *qual, int loc);
Node *gp_select_options(Node *sel, List *sort, List *locking, SelectLimit *limit,
                        WithClause *with);
Node *gp_setop(SetOperation op, bool all, Node *l, Node *r);
Node *gp_values_append(Node *values, List *row);
SelectLimit *gp_limit(Node *offset, int offset_loc, Node *count, int count_loc, bool has_count);
FrameSpec *gp_frame_bound(int start_options, Node *offset, int loc);
int gp_frame_options(int mode, FrameSpec *start, FrameSpec *end, int exclusion, Node **so,
                     Node **eo);
Node *gp_column_def(char *name, TypeName *tn, List *quals, int loc);
Node *gp_constraint(ConstrType type, int loc);
List *gp_update_multi(List *targets, Node *src, int src_loc);
Node *gp_var_set(VariableSetKind kind, char *name, List *args);
Node *gp_fetch(FetchDirection dir, int64 count, char *name);
Node *gp_transaction(TransactionStmtKind kind, List *options, char *savepoint, int loc);
char *gp_join_names(List *names); /* "a.b.c" for error messages */

#endif /* BASALT_GRAMPARSE_H */
