/*
 * parse_builders.c: the node constructors the grammar actions call (gp_*).
 *
 * They shape trees exactly as PostgreSQL's grammar helpers do, because the binder was written
 * against PG's raw trees: AND/OR chains are flattened, "- constant" becomes a negative constant,
 * SQL type spellings become pg_catalog names, ORDER BY / LIMIT / WITH are attached to the
 * (possibly set-operation) SelectStmt they apply to, with PG's errors for duplicates.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "common/stack_depth.h"
#include "common/stringinfo.h"
#include "parser/gramparse.h"

/* ---------------------------------------------------------------- constants */

static A_Const *make_const(A_ConstKind kind, int loc)
{
    A_Const *c = makeNode(A_Const);
    c->kind = kind;
    c->location = loc;
    return c;
}

Node *gp_int_const(int64 v, int loc)
{
    A_Const *c = make_const(CONST_INTEGER, loc);
    c->ival = v;
    return (Node *)c;
}

/* PG's rule: an integer literal is an int4 constant if it fits, else numeric text (Float). */
Node *gp_iconst(const ScanToken *t)
{
    errno = 0;
    char *end;
    long long v = strtoll(t->str, &end, 10);
    if (errno == 0 && *end == '\0' && v >= INT32_MIN && v <= INT32_MAX)
        return gp_int_const(v, t->loc);
    return gp_fconst(t);
}

Node *gp_fconst(const ScanToken *t)
{
    A_Const *c = make_const(CONST_FLOAT, t->loc);
    c->sval = t->str;
    return (Node *)c;
}

int gp_int_value(const ScanToken *t)
{
    errno = 0;
    char *end;
    long long v = strtoll(t->str, &end, 10);
    if (errno != 0 || *end != '\0' || v < INT32_MIN || v > INT32_MAX)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("syntax error at or near \"%s\"", t->str), errlocation(t->loc));
    return (int)v;
}

Node *gp_str_const(char *s, int loc)
{
    A_Const *c = make_const(CONST_STRING, loc);
    c->sval = s;
    return (Node *)c;
}

Node *gp_bit_const(char *s, int loc)
{
    A_Const *c = make_const(CONST_BITSTRING, loc);
    c->sval = s;
    return (Node *)c;
}

Node *gp_bool_const(bool b, int loc)
{
    A_Const *c = make_const(CONST_BOOL, loc);
    c->bval = b;
    return (Node *)c;
}

Node *gp_null_const(int loc)
{
    return (Node *)make_const(CONST_NULL, loc);
}

/* "-" applied to a numeric constant folds into the constant (PG's doNegate). */
Node *gp_negate(Node *n, int loc)
{
    if (IsA(n, A_Const)) {
        A_Const *c = (A_Const *)n;
        if (c->kind == CONST_INTEGER) {
            c->ival = -c->ival;
            c->location = loc;
            return n;
        }
        if (c->kind == CONST_FLOAT) {
            c->location = loc;
            if (c->sval[0] == '-') {
                c->sval = c->sval + 1;
                return n;
            }
            /* -2147483648 stays a float literal, as in PG: it binds to int4 (bind_a_const)
             * but is a "non-integer constant" as an ORDER BY / GROUP BY position */
            c->sval = psprintf("-%s", c->sval);
            return n;
        }
    }
    return gp_op("-", NULL, n, loc);
}

/* ---------------------------------------------------------------- expressions */

List *gp_name1(const char *s)
{
    return list_make1(makeString(pstrdup(s)));
}

List *gp_sysname(const char *s)
{
    return list_make2(makeString(pstrdup("pg_catalog")), makeString(pstrdup(s)));
}

Node *gp_aexpr(A_Expr_Kind kind, List *name, Node *l, Node *r, int loc)
{
    A_Expr *e = makeNode(A_Expr);
    e->kind = kind;
    e->name = name;
    e->lexpr = l;
    e->rexpr = r;
    e->location = loc;
    return (Node *)e;
}

Node *gp_op(const char *op, Node *l, Node *r, int loc)
{
    return gp_aexpr(AEXPR_OP, gp_name1(op), l, r, loc);
}

static Node *bool_expr(BoolExprType op, Node *l, Node *r, int loc)
{
    /* flatten a AND b AND c into one node, as PG's makeAndExpr / makeOrExpr */
    if (IsA(l, BoolExpr) && ((BoolExpr *)l)->boolop == op) {
        BoolExpr *b = (BoolExpr *)l;
        b->args = lappend(b->args, r);
        return l;
    }
    BoolExpr *b = makeNode(BoolExpr);
    b->boolop = op;
    b->args = list_make2(l, r);
    b->location = loc;
    return (Node *)b;
}

Node *gp_and(Node *l, Node *r, int loc)
{
    return bool_expr(AND_EXPR, l, r, loc);
}

Node *gp_or(Node *l, Node *r, int loc)
{
    return bool_expr(OR_EXPR, l, r, loc);
}

Node *gp_not(Node *arg, int loc)
{
    BoolExpr *b = makeNode(BoolExpr);
    b->boolop = NOT_EXPR;
    b->args = list_make1(arg);
    b->location = loc;
    return (Node *)b;
}

Node *gp_func(List *name, List *args, int loc)
{
    FuncCall *f = makeNode(FuncCall);
    f->funcname = name;
    f->args = args;
    f->location = loc;
    return (Node *)f;
}

Node *gp_named_arg(char *name, Node *arg, int loc)
{
    NamedArgExpr *na = makeNode(NamedArgExpr);
    na->name = name;
    na->arg = arg;
    na->location = loc;
    return (Node *)na;
}

Node *gp_typecast(Node *arg, TypeName *tn, int loc)
{
    TypeCast *c = makeNode(TypeCast);
    c->arg = arg;
    c->typeName = tn;
    c->location = loc;
    return (Node *)c;
}

/* DATE '2020-01-01' and friends: a cast of a string constant, with no location of its own. */
Node *gp_string_cast(char *s, int sloc, TypeName *tn)
{
    return gp_typecast(gp_str_const(s, sloc), tn, -1);
}

/*
 * a.b.c[1].d: the leading names (and a final '*') form the ColumnRef; anything from the first
 * subscript on becomes an A_Indirection over it, as PG's makeColumnRef does.
 */
Node *gp_columnref(char *first, List *indirection, int loc)
{
    ColumnRef *c = makeNode(ColumnRef);
    c->location = loc;
    c->fields = list_make1(makeString(first));
    int n = list_length(indirection);
    for (int i = 0; i < n; i++) {
        Node *el = list_nth(indirection, i);
        if (IsA(el, A_Indices)) {
            A_Indirection *ind = makeNode(A_Indirection);
            ind->arg = (Node *)c;
            for (int j = i; j < n; j++)
                ind->indirection = lappend(ind->indirection, list_nth(indirection, j));
            return (Node *)ind;
        }
        c->fields = lappend(c->fields, el);
    }
    return (Node *)c;
}

Node *gp_indirection(Node *arg, List *indirection)
{
    if (indirection == NIL)
        return arg;
    A_Indirection *ind = makeNode(A_Indirection);
    ind->arg = arg;
    ind->indirection = indirection;
    return (Node *)ind;
}

Node *gp_sublink(SubLinkType kind, Node *test, List *opname, Node *sel, int loc)
{
    SubLink *s = makeNode(SubLink);
    s->subLinkType = kind;
    s->testexpr = test;
    s->operName = opname;
    s->subselect = sel;
    s->location = loc;
    return (Node *)s;
}

Node *gp_null_test(Node *arg, NullTestType t, int loc)
{
    NullTest *n = makeNode(NullTest);
    n->arg = arg;
    n->nulltesttype = t;
    n->location = loc;
    return (Node *)n;
}

Node *gp_bool_test(Node *arg, BoolTestType t, int loc)
{
    BooleanTest *n = makeNode(BooleanTest);
    n->arg = arg;
    n->booltesttype = t;
    n->location = loc;
    return (Node *)n;
}

Node *gp_svf(SQLValueFunctionOp op, int32 typmod, int loc)
{
    SQLValueFunction *f = makeNode(SQLValueFunction);
    f->op = op;
    f->typmod = typmod;
    f->location = loc;
    return (Node *)f;
}

Node *gp_row(List *args, bool explicit_row, int loc)
{
    RowExpr *r = makeNode(RowExpr);
    r->args = args;
    r->explicit_row = explicit_row;
    r->location = loc;
    return (Node *)r;
}

static int min_loc(int a, int b)
{
    if (a < 0)
        return b;
    if (b < 0)
        return a;
    return a < b ? a : b;
}

/*
 * The offset of the leftmost token of an expression (PG's exprLocation on raw trees). Most
 * nodes lead with one child (the left operand of 1+1+...+1, the argument of a cast), and such
 * chains are as deep as the input is long, so the walk follows them in a loop; only a
 * function's other arguments recurse, guarded by the stack depth (an expression too deep for
 * that is refused with 54001 by the binder anyway).
 */
int gp_expr_location(const Node *n)
{
    int loc = -1;
    while (n != NULL) {
        const Node *next = NULL;
        switch (nodeTag(n)) {
        case T_A_Const: return min_loc(loc, ((const A_Const *)n)->location);
        case T_ColumnRef: return min_loc(loc, ((const ColumnRef *)n)->location);
        case T_ParamRef: return min_loc(loc, ((const ParamRef *)n)->location);
        case T_A_Expr:
            loc = min_loc(loc, ((const A_Expr *)n)->location);
            next = ((const A_Expr *)n)->lexpr;
            break;
        case T_BoolExpr: {
            const BoolExpr *b = (const BoolExpr *)n;
            loc = min_loc(loc, b->location);
            next = b->args ? linitial(b->args) : NULL;
            break;
        }
        case T_FuncCall: {
            /* all arguments: x AT TIME ZONE z is timezone(z, x) */
            const FuncCall *f = (const FuncCall *)n;
            ListCell *lc;
            loc = min_loc(loc, f->location);
            if (stack_is_too_deep())
                return loc;
            foreach (lc, f->args)
                loc = min_loc(loc, gp_expr_location(lfirst(lc)));
            return loc;
        }
        case T_NamedArgExpr:
            loc = min_loc(loc, ((const NamedArgExpr *)n)->location);
            next = (const Node *)((const NamedArgExpr *)n)->arg;
            break;
        case T_TypeCast: {
            const TypeCast *c = (const TypeCast *)n;
            loc = min_loc(loc, c->location);
            if (c->typeName)
                loc = min_loc(loc, c->typeName->location);
            next = c->arg;
            break;
        }
        case T_CollateClause:
            loc = min_loc(loc, ((const CollateClause *)n)->location);
            next = ((const CollateClause *)n)->arg;
            break;
        case T_CaseExpr: return min_loc(loc, ((const CaseExpr *)n)->location);
        case T_NullTest:
            loc = min_loc(loc, ((const NullTest *)n)->location);
            next = (const Node *)((const NullTest *)n)->arg;
            break;
        case T_BooleanTest:
            loc = min_loc(loc, ((const BooleanTest *)n)->location);
            next = (const Node *)((const BooleanTest *)n)->arg;
            break;
        case T_CoalesceExpr: return min_loc(loc, ((const CoalesceExpr *)n)->location);
        case T_MinMaxExpr: return min_loc(loc, ((const MinMaxExpr *)n)->location);
        case T_SubLink:
            loc = min_loc(loc, ((const SubLink *)n)->location);
            next = ((const SubLink *)n)->testexpr;
            break;
        case T_SQLValueFunction: return min_loc(loc, ((const SQLValueFunction *)n)->location);
        case T_A_Indirection: next = ((const A_Indirection *)n)->arg; break;
        case T_A_ArrayExpr: return min_loc(loc, ((const A_ArrayExpr *)n)->location);
        case T_RowExpr: return min_loc(loc, ((const RowExpr *)n)->location);
        case T_SetToDefault: return min_loc(loc, ((const SetToDefault *)n)->location);
        case T_RangeVar: return min_loc(loc, ((const RangeVar *)n)->location);
        case T_SortBy: next = ((const SortBy *)n)->node; break;
        case T_ResTarget: return min_loc(loc, ((const ResTarget *)n)->location);
        case T_RangeSubselect: return min_loc(loc, ((const RangeSubselect *)n)->location);
        case T_RangeFunction: return min_loc(loc, ((const RangeFunction *)n)->location);
        case T_JoinExpr:
            loc = min_loc(loc, ((const JoinExpr *)n)->location);
            next = ((const JoinExpr *)n)->larg;
            break;
        case T_List:
            next = ((const List *)n)->length ? linitial((const List *)n) : NULL;
            break;
        default: return loc;
        }
        n = next;
    }
    return loc;
}

/*
 * A target-list item starts at its first token, which may be a parenthesis no node records
 * ("(a + b) AS c"): walk back from the leftmost node over '(' as PG's @1 would include them.
 * Only parentheses can stand there, since a target item follows SELECT, ',' or RETURNING.
 */
int gp_target_location(GramState *st, const Node *expr)
{
    int loc = gp_expr_location(expr);
    if (loc < 0)
        return loc;
    for (int p = loc - 1; p >= 0; p--) {
        char c = st->query[p];
        if (c == '(')
            loc = p;
        else if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f')
            break;
    }
    return loc;
}

char *gp_join_names(List *names)
{
    StringInfoData s;
    initStringInfo(&s);
    ListCell *lc;
    foreach (lc, names) {
        if (s.len)
            appendStringInfoChar(&s, '.');
        Node *n = lfirst(lc);
        appendStringInfoString(&s, IsA(n, String) ? strVal(n) : "*");
    }
    return s.data;
}

/* A qualified function name may only hold names (no subscripts or '*'). */
List *gp_check_func_name(List *names, int loc)
{
    ListCell *lc;
    foreach (lc, names)
        if (!IsA(lfirst(lc), String))
            gp_error_at(loc, "syntax error");
    return names;
}

/* ---------------------------------------------------------------- type names */

TypeName *gp_typename(List *names, int loc)
{
    TypeName *t = makeNode(TypeName);
    t->names = names;
    t->typemod = -1;
    t->location = loc;
    return t;
}

TypeName *gp_systype(const char *name, int loc)
{
    return gp_typename(gp_sysname(name), loc);
}

/* FLOAT(p): float4 up to 24 bits of precision, float8 up to 53, as PG. */
TypeName *gp_float_type(const ScanToken *prec, int loc)
{
    int p = gp_int_value(prec);
    if (p < 1)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("precision for type float must be at least 1 bit"),
                errlocation(prec->loc));
    if (p > 53)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("precision for type float must be less than 54 bits"),
                errlocation(prec->loc));
    return gp_systype(p <= 24 ? "float4" : "float8", loc);
}

/* ---------------------------------------------------------------- clauses */

Node *gp_range_var(List *names, int loc)
{
    RangeVar *r = makeNode(RangeVar);
    r->inh = true;
    r->relpersistence = RELPERSISTENCE_PERMANENT;
    r->location = loc;
    ListCell *lc;
    foreach (lc, names)
        if (!IsA(lfirst(lc), String))
            gp_error_at(loc, "syntax error");
    switch (list_length(names)) {
    case 1:
        r->relname = strVal(linitial(names));
        break;
    case 2:
        r->schemaname = strVal(linitial(names));
        r->relname = strVal(lsecond(names));
        break;
    case 3:
        r->catalogname = strVal(linitial(names));
        r->schemaname = strVal(lsecond(names));
        r->relname = strVal(lthird(names));
        break;
    default:
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("improper qualified name (too many dotted names): %s", gp_join_names(names)),
                errlocation(loc));
    }
    return (Node *)r;
}

Node *gp_alias(char *name, List *cols)
{
    Alias *a = makeNode(Alias);
    a->aliasname = name;
    a->colnames = cols;
    return (Node *)a;
}

ResTarget *gp_restarget(char *name, List *ind, Node *val, int loc)
{
    ResTarget *r = makeNode(ResTarget);
    r->name = name;
    r->indirection = ind;
    r->val = val;
    r->location = loc;
    return r;
}

SortBy *gp_sortby(Node *expr, SortByDir dir, SortByNulls nulls, List *useop, int loc)
{
    SortBy *s = makeNode(SortBy);
    s->node = expr;
    s->sortby_dir = dir;
    s->sortby_nulls = nulls;
    s->useOp = useop;
    s->location = loc;
    return s;
}

DefElem *gp_defelem(char *name, Node *arg, int loc)
{
    DefElem *d = makeNode(DefElem);
    d->defname = pstrdup(name);
    d->arg = arg;
    d->location = loc;
    return d;
}

/* qual is NULL, an ON expression, or a List (names, using-alias) from USING. */
Node *gp_join(JoinType type, bool natural, Node *l, Node *r, Node *qual, int loc)
{
    JoinExpr *j = makeNode(JoinExpr);
    j->jointype = type;
    j->isNatural = natural;
    j->larg = l;
    j->rarg = r;
    j->location = loc;
    if (qual != NULL && IsA(qual, List)) {
        List *u = (List *)qual;
        j->usingClause = linitial(u);
        j->join_using_alias = lsecond(u);
    } else {
        j->quals = qual;
    }
    return (Node *)j;
}

static int list_location(List *l)
{
    return l ? gp_expr_location(linitial(l)) : -1;
}

/* Attach ORDER BY / FOR UPDATE / LIMIT / WITH to a select, as PG's insertSelectOptions. */
Node *gp_select_options(Node *node, List *sort, List *locking, SelectLimit *limit,
                        WithClause *with)
{
    SelectStmt *s = (SelectStmt *)node;
    if (sort) {
        if (s->sortClause)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("multiple ORDER BY clauses not allowed"),
                    errlocation(list_location(sort)));
        s->sortClause = sort;
    }
    s->lockingClause = list_concat(s->lockingClause, locking);
    if (limit) {
        if (limit->has_offset) {
            if (s->limitOffset)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("multiple OFFSET clauses not allowed"),
                        errlocation(gp_expr_location(limit->limitOffset)));
            s->limitOffset = limit->limitOffset;
        }
        if (limit->has_count) {
            if (s->limitCount)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("multiple LIMIT clauses not allowed"),
                        errlocation(gp_expr_location(limit->limitCount)));
            s->limitCount = limit->limitCount;
            s->limitOption = limit->limitOption;
        }
        if (limit->limitOption == LIMIT_OPTION_WITH_TIES && s->sortClause == NIL)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("WITH TIES cannot be specified without ORDER BY clause"));
    }
    if (with) {
        if (s->withClause)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("multiple WITH clauses not allowed"), errlocation(with->location));
        s->withClause = with;
    }
    return node;
}

Node *gp_setop(SetOperation op, bool all, Node *l, Node *r)
{
    SelectStmt *s = makeNode(SelectStmt);
    s->op = op;
    s->all = all;
    s->larg = (SelectStmt *)l;
    s->rarg = (SelectStmt *)r;
    return (Node *)s;
}

Node *gp_values_append(Node *values, List *row)
{
    SelectStmt *s = values ? (SelectStmt *)values : makeNode(SelectStmt);
    s->valuesLists = lappend(s->valuesLists, row);
    return (Node *)s;
}

SelectLimit *gp_limit(Node *offset, int offset_loc, Node *count, int count_loc, bool has_count)
{
    SelectLimit *l = palloc0(sizeof(SelectLimit));
    l->limitOffset = offset;
    l->has_offset = !has_count;
    l->offset_loc = offset_loc;
    l->limitCount = count;
    l->has_count = has_count;
    l->count_loc = count_loc;
    l->limitOption = LIMIT_OPTION_COUNT;
    return l;
}

FrameSpec *gp_frame_bound(int start_options, Node *offset, int loc)
{
    FrameSpec *f = palloc0(sizeof(FrameSpec));
    f->options = start_options;
    f->startOffset = offset;
    f->loc = loc;
    return f;
}

static pg_noreturn void frame_error(const char *msg, int loc)
{
    ereport(ERROR, errcode(ERRCODE_WINDOWING_ERROR), errmsg("%s", msg), errlocation(loc));
}

/*
 * Frame options, PG's checks included. mode -1: a single bound (its end is CURRENT ROW);
 * mode -2: BETWEEN start AND end (offsets returned through so/eo); otherwise mode is the
 * RANGE/ROWS/GROUPS bit to add to an extent already computed, with its exclusion bits.
 */
int gp_frame_options(int mode, FrameSpec *start, FrameSpec *end, int exclusion, Node **so,
                     Node **eo)
{
    if (mode == -1) {
        int o = start->options;
        if (o & FRAMEOPTION_START_UNBOUNDED_FOLLOWING)
            frame_error("frame start cannot be UNBOUNDED FOLLOWING", start->loc);
        if (o & FRAMEOPTION_START_OFFSET_FOLLOWING)
            frame_error("frame starting from following row cannot end with current row",
                        start->loc);
        return o | FRAMEOPTION_END_CURRENT_ROW;
    }
    if (mode == -2) {
        int s = start->options, e = end->options;
        if (s & FRAMEOPTION_START_UNBOUNDED_FOLLOWING)
            frame_error("frame start cannot be UNBOUNDED FOLLOWING", start->loc);
        if (e & FRAMEOPTION_START_UNBOUNDED_PRECEDING)
            frame_error("frame end cannot be UNBOUNDED PRECEDING", end->loc);
        if ((s & FRAMEOPTION_START_CURRENT_ROW) && (e & FRAMEOPTION_START_OFFSET_PRECEDING))
            frame_error("frame starting from current row cannot have preceding rows", end->loc);
        if ((s & FRAMEOPTION_START_OFFSET_FOLLOWING) &&
            (e & (FRAMEOPTION_START_OFFSET_PRECEDING | FRAMEOPTION_START_CURRENT_ROW)))
            frame_error("frame starting from following row cannot have preceding rows",
                        end->loc);
        *so = start->startOffset;
        *eo = end->startOffset;
        return s | (e << 1) | FRAMEOPTION_BETWEEN;
    }
    return start->options | mode | FRAMEOPTION_NONDEFAULT | exclusion;
}

/*
 * CREATE TABLE column: constraints stay in the list as PG has them; NOT NULL and DEFAULT are
 * also mirrored into is_not_null / raw_default, and COLLATE goes to collClause.
 */
Node *gp_column_def(char *name, TypeName *tn, List *quals, int loc)
{
    ColumnDef *c = makeNode(ColumnDef);
    c->colname = name;
    c->typeName = tn;
    c->location = loc;
    ListCell *lc;
    foreach (lc, quals) {
        Node *q = lfirst(lc);
        if (q == NULL)
            continue; /* DEFERRABLE etc. */
        if (IsA(q, CollateClause)) {
            if (c->collClause)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("multiple COLLATE clauses not allowed"),
                        errlocation(((CollateClause *)q)->location));
            c->collClause = (CollateClause *)q;
            continue;
        }
        Constraint *k = (Constraint *)q;
        if (k->contype == CONSTR_NOTNULL)
            c->is_not_null = true;
        if (k->contype == CONSTR_DEFAULT)
            c->raw_default = k->raw_expr;
        c->constraints = lappend(c->constraints, k);
    }
    return (Node *)c;
}

Node *gp_constraint(ConstrType type, int loc)
{
    Constraint *c = makeNode(Constraint);
    c->contype = type;
    c->location = loc;
    return (Node *)c;
}

/*
 * UPDATE ... SET (a, b) = ROW(x, y): expanded into one ResTarget per column; src_loc is the
 * source expression's location for errors.
 */
List *gp_update_multi(List *targets, Node *src, int src_loc)
{
    if (IsA(src, SubLink) && ((SubLink *)src)->subLinkType == EXPR_SUBLINK)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("multiple-column UPDATE from a sub-SELECT is not supported"),
                errlocation(src_loc));
    if (!IsA(src, RowExpr))
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("source for a multiple-column UPDATE item must be a sub-SELECT or ROW() "
                       "expression"),
                errlocation(src_loc));
    List *vals = ((RowExpr *)src)->args;
    if (list_length(vals) != list_length(targets))
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("number of columns does not match number of values"),
                errlocation(src_loc));
    for (int i = 0; i < list_length(targets); i++)
        ((ResTarget *)list_nth(targets, i))->val = list_nth(vals, i);
    return targets;
}

Node *gp_var_set(VariableSetKind kind, char *name, List *args)
{
    VariableSetStmt *v = makeNode(VariableSetStmt);
    v->kind = kind;
    v->name = name ? pstrdup(name) : NULL;
    v->args = args;
    return (Node *)v;
}

Node *gp_fetch(FetchDirection dir, int64 count, char *name)
{
    FetchStmt *n = makeNode(FetchStmt);
    n->direction = dir;
    n->howMany = count;
    n->portalname = name;
    return (Node *)n;
}

Node *gp_transaction(TransactionStmtKind kind, List *options, char *savepoint, int loc)
{
    TransactionStmt *t = makeNode(TransactionStmt);
    t->kind = kind;
    t->options = options;
    t->savepoint_name = savepoint;
    t->location = loc;
    return (Node *)t;
}

/* PG 15 requires an alias for a sub-SELECT or VALUES in FROM. */
void gp_subselect_alias_error(Node *sel, int loc)
{
    SelectStmt *s = (SelectStmt *)sel;
    if (IsA(sel, SelectStmt) && s->valuesLists != NIL && s->op == SETOP_NONE)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("VALUES in FROM must have an alias"),
                errhint("For example, FROM (VALUES ...) [AS] foo."), errlocation(loc));
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("subquery in FROM must have an alias"),
            errhint("For example, FROM (SELECT ...) [AS] foo."), errlocation(loc));
}
