/*
 * bind_expr.c: raw expressions to bound, typed expressions (PG's transformExpr).
 *
 * The one idea: each raw node kind has one transform function that binds its children first,
 * then resolves its own type with PostgreSQL's rules and inserts the coercions explicitly.
 * Syntactic sugar is expanded here as PG does: BETWEEN into comparisons joined by AND/OR,
 * IS NOT DISTINCT FROM into NOT over DistinctExpr, and (until arrays exist) x IN (a, b) into
 * x = a OR x = b (x NOT IN (a, b) into x <> a AND x <> b), which has the same NULL semantics as
 * PG's ScalarArrayOpExpr.
 */
#include "planner/bind_internal.h"
#include "planner/bind_array.h"

#include "common/guc.h"
#include "common/stack_depth.h"

#include <errno.h>
#include <stdlib.h>

/* 0-based byte offset -> 1-based character position, as the wire's error position wants. */
int bind_char_position(const char *query_text, int byte_location)
{
    if (byte_location < 0)
        return 0;
    const char *q = query_text ? query_text : elog_query_text();
    if (q == NULL)
        return byte_location + 1;
    int pos = 1;
    for (int i = 0; i < byte_location && q[i] != '\0'; i++)
        if (((unsigned char)q[i] & 0xC0) != 0x80)
            pos++;
    return pos;
}

Const *bind_make_const(Oid type, int32 typmod, Datum value, bool isnull, int location)
{
    Const *c = makeNode(Const);
    c->consttype = type;
    c->consttypmod = typmod;
    c->constcollid = bind_type_collation(type);
    if (type == UNKNOWNOID) {
        c->constlen = -2;
        c->constbyval = false;
    } else {
        const TypeInfo *t = bind_type_info(type);
        c->constlen = t->typlen;
        c->constbyval = t->typbyval;
    }
    c->constisnull = isnull;
    c->constvalue = isnull ? (Datum)0 : value;
    c->location = location;
    return c;
}

Const *bind_make_null_const(Oid type, int32 typmod)
{
    return bind_make_const(type, typmod, 0, true, -1);
}

/* Run a type's input function; an error without a position gets the literal's. */
Datum bind_input_at(ParseState *pstate, Oid type, const char *s, int32 typmod, int location)
{
    volatile Datum value = 0;
    PG_TRY();
    {
        value = type_input_cstring(type, s, typmod);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_current_error();
        if (e != NULL && e->cursorpos == 0 && location >= 0)
            e->cursorpos = bind_char_position(pstate->query_text, location);
        PG_RE_THROW();
    }
    PG_END_TRY();
    return value;
}

/* make_const(): integer -> int4, a numeric literal -> int8 if it is an integer that fits,
 * else numeric; strings and NULL stay unknown until context gives them a type. */
static Node *bind_a_const(ParseState *pstate, A_Const *ac)
{
    switch (ac->kind) {
    case CONST_INTEGER:
        if (ac->ival != (int64)(int32)ac->ival) /* a folded negation can leave int4's range */
            return (Node *)bind_make_const(INT8OID, -1, Int64GetDatum(ac->ival), false,
                                           ac->location);
        return (Node *)bind_make_const(INT4OID, -1, Int32GetDatum((int32)ac->ival), false,
                                       ac->location);
    case CONST_FLOAT: {
        const char *s = ac->sval;
        const char *digits_at = (*s == '-' || *s == '+') ? s + 1 : s;
        bool digits = *digits_at != '\0';
        for (const char *p = digits_at; *p; p++)
            if (*p < '0' || *p > '9')
                digits = false;
        if (digits) {
            errno = 0;
            char *end;
            long long v = strtoll(s, &end, 10);
            if (errno == 0 && *end == '\0') {
                if (v == (long long)(int32)v) /* -2147483648 arrives as a float literal */
                    return (Node *)bind_make_const(INT4OID, -1, Int32GetDatum((int32)v), false,
                                                   ac->location);
                return (Node *)bind_make_const(INT8OID, -1, Int64GetDatum((int64)v), false,
                                               ac->location);
            }
        }
        Datum d = bind_input_at(pstate, NUMERICOID, s, -1, ac->location);
        return (Node *)bind_make_const(NUMERICOID, -1, d, false, ac->location);
    }
    case CONST_STRING:
        return (Node *)bind_make_const(UNKNOWNOID, -1, CStringGetDatum(pstrdup(ac->sval)), false,
                                       ac->location);
    case CONST_BOOL:
        return (Node *)bind_make_const(BOOLOID, -1, BoolGetDatum(ac->bval), false, ac->location);
    case CONST_NULL:
        return (Node *)bind_make_const(UNKNOWNOID, -1, 0, true, ac->location);
    case CONST_BITSTRING:
    default:
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("bit string literals are not supported yet"), errlocation(ac->location));
    }
    return NULL;
}

/* $n: the declared type, or unknown until the context decides (PG's variable parameters). */
static Node *bind_param_ref(ParseState *pstate, ParamRef *pref)
{
    ParamState *ps = pstate->params;
    int n = pref->number;
    if (n <= 0 || n > 65535 || ps == NULL)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_PARAMETER),
                errmsg("there is no parameter $%d", n), errlocation(pref->location));
    if (n > ps->num) {
        Oid *types = palloc0(sizeof(Oid) * (size_t)n);
        if (ps->num > 0)
            memcpy(types, ps->types, sizeof(Oid) * (size_t)ps->num);
        ps->types = types;
        ps->num = n;
    }
    Oid t = ps->types[n - 1];
    if (t == InvalidOid)
        t = ps->types[n - 1] = UNKNOWNOID;
    if (ps->values != NULL && ps->values[n - 1] != NULL) {
        Const *c = palloc(sizeof(Const));
        *c = *ps->values[n - 1];
        c->location = pref->location;
        return (Node *)c;
    }
    Param *p = makeNode(Param);
    p->paramkind = PARAM_EXTERN;
    p->paramid = n;
    p->paramtype = t;
    p->paramtypmod = -1;
    p->paramcollid = bind_type_collation(t);
    p->location = pref->location;
    return (Node *)p;
}

static Node *coerce_to_type_named(ParseState *pstate, Node *node, Oid target,
                                  const char *constructName)
{
    Oid in = exprType(node);
    if (in == target)
        return node;
    Node *n = bind_coerce_to_target(pstate, node, in, target, -1, COERCION_ASSIGNMENT,
                                    COERCE_IMPLICIT_CAST, -1);
    if (n == NULL)
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("argument of %s must be type %s, not type %s", constructName,
                       bind_format_type(target), bind_format_type(in)),
                errlocation(exprLocation(node)));
    return n;
}

Node *bind_coerce_to_boolean(ParseState *pstate, Node *node, const char *constructName)
{
    return coerce_to_type_named(pstate, node, BOOLOID, constructName);
}

Node *bind_coerce_to_specific(ParseState *pstate, Node *node, Oid target, const char *constructName)
{
    return coerce_to_type_named(pstate, node, target, constructName);
}

static A_Expr *raw_op(const char *op, Node *l, Node *r, int location)
{
    A_Expr *a = makeNode(A_Expr);
    a->kind = AEXPR_OP;
    a->name = list_make1(makeString((char *)op));
    a->lexpr = l;
    a->rexpr = r;
    a->location = location;
    return a;
}

static BoolExpr *raw_bool(BoolExprType t, Node *a, Node *b, int location)
{
    BoolExpr *e = makeNode(BoolExpr);
    e->boolop = t;
    e->args = list_make2(a, b);
    e->location = location;
    return e;
}

static Node *bind_between(ParseState *pstate, A_Expr *a)
{
    Node *x = a->lexpr;
    Node *lo = linitial((List *)a->rexpr), *hi = lsecond((List *)a->rexpr);
    int loc = a->location;
    Node *result;
    switch (a->kind) {
    case AEXPR_BETWEEN:
        result = (Node *)raw_bool(AND_EXPR, (Node *)raw_op(">=", x, lo, loc),
                                  (Node *)raw_op("<=", x, hi, loc), loc);
        break;
    case AEXPR_NOT_BETWEEN:
        result = (Node *)raw_bool(OR_EXPR, (Node *)raw_op("<", x, lo, loc),
                                  (Node *)raw_op(">", x, hi, loc), loc);
        break;
    case AEXPR_BETWEEN_SYM:
        result = (Node *)raw_bool(
            OR_EXPR,
            (Node *)raw_bool(AND_EXPR, (Node *)raw_op(">=", x, lo, loc),
                             (Node *)raw_op("<=", x, hi, loc), loc),
            (Node *)raw_bool(AND_EXPR, (Node *)raw_op(">=", x, hi, loc),
                             (Node *)raw_op("<=", x, lo, loc), loc),
            loc);
        break;
    default:
        result = (Node *)raw_bool(
            AND_EXPR,
            (Node *)raw_bool(OR_EXPR, (Node *)raw_op("<", x, lo, loc),
                             (Node *)raw_op(">", x, hi, loc), loc),
            (Node *)raw_bool(OR_EXPR, (Node *)raw_op("<", x, hi, loc),
                             (Node *)raw_op(">", x, lo, loc), loc),
            loc);
        break;
    }
    return bind_expr_recurse(pstate, result);
}

static Node *make_bool(BoolExprType t, List *args, int location)
{
    if (t != NOT_EXPR && list_length(args) == 1)
        return linitial(args);
    BoolExpr *b = makeNode(BoolExpr);
    b->boolop = t;
    b->args = args;
    b->location = location;
    return (Node *)b;
}

/*
 * (a, b) op (c, d) (PG's make_row_comparison_op). = is an AND of pairwise "=", <> an OR of
 * "<>"; <, <=, >, >= compare lexicographically, written out as
 * a < c OR (a = c AND b <= d), which gives RowCompareExpr's results, NULLs included.
 */
static Node *bind_row_compare(ParseState *pstate, List *opname, RowExpr *lrow, RowExpr *rrow,
                              int location)
{
    if (list_length(lrow->args) != list_length(rrow->args))
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("unequal number of entries in row expressions"), errlocation(location));
    List *ls = NIL, *rs = NIL, *cmps = NIL;
    ListCell *lc;
    foreach (lc, lrow->args)
        ls = lappend(ls, bind_expr_recurse(pstate, lfirst(lc)));
    foreach (lc, rrow->args)
        rs = lappend(rs, bind_expr_recurse(pstate, lfirst(lc)));
    const char *op = strVal(llast(opname));
    int n = list_length(ls);
    if (n == 0)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot compare rows of zero length"), errlocation(location));
    foreach (lc, ls) {
        int i = foreach_current_index(lc);
        Node *c = bind_op(pstate, opname, lfirst(lc), list_nth(rs, i), location);
        if (exprType(c) != BOOLOID)
            ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                    errmsg("row comparison operator must yield type boolean, not type %s",
                           bind_format_type(exprType(c))),
                    errlocation(location));
        cmps = lappend(cmps, c);
    }
    if (strcmp(op, "=") == 0)
        return make_bool(AND_EXPR, cmps, location);
    if (strcmp(op, "<>") == 0)
        return make_bool(OR_EXPR, cmps, location);
    bool lt = op[0] == '<';
    if (!((op[0] == '<' || op[0] == '>') && (op[1] == '\0' || (op[1] == '=' && op[2] == '\0'))))
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("could not determine interpretation of row comparison operator %s", op),
                errhint("Row comparison operators must be associated with btree operator "
                        "families."),
                errlocation(location));
    /* build from the last column backwards */
    Node *acc = llast(cmps);
    List *strict = list_make1(makeString(lt ? "<" : ">"));
    List *eq = list_make1(makeString("="));
    for (int i = n - 2; i >= 0; i--) {
        Node *l = list_nth(ls, i), *r = list_nth(rs, i);
        Node *s1 = bind_op(pstate, strict, l, r, location);
        Node *e1 = bind_op(pstate, eq, l, r, location);
        acc = make_bool(OR_EXPR, list_make2(s1, make_bool(AND_EXPR, list_make2(e1, acc), location)),
                        location);
    }
    return acc;
}

static Node *bind_row_distinct(ParseState *pstate, A_Expr *a)
{
    RowExpr *lrow = (RowExpr *)a->lexpr, *rrow = (RowExpr *)a->rexpr;
    if (list_length(lrow->args) != list_length(rrow->args))
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("unequal number of entries in row expressions"),
                errlocation(a->location));
    List *items = NIL;
    ListCell *lc;
    foreach (lc, lrow->args) {
        A_Expr *d = makeNode(A_Expr);
        d->kind = AEXPR_DISTINCT;
        d->name = a->name;
        d->lexpr = lfirst(lc);
        d->rexpr = list_nth(rrow->args, foreach_current_index(lc));
        d->location = a->location;
        items = lappend(items, bind_expr_recurse(pstate, (Node *)d));
    }
    Node *res = make_bool(OR_EXPR, items, a->location);
    if (a->kind == AEXPR_NOT_DISTINCT)
        res = make_bool(NOT_EXPR, list_make1(res), a->location);
    return res;
}

static bool has_level0_var_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, Var) && ((Var *)node)->varlevelsup == 0)
        return true;
    return expression_tree_walker(node, has_level0_var_walker, ctx);
}

/*
 * PG compares x with the items without Vars as one "x = ANY (ARRAY[...])" when there are at
 * least two of them and they have a common type with x: those items are coerced to that type
 * first (x itself is not), so 2147483647 IN (2147483647, 0.1::float4) compares with float4
 * items and is false. They come first, then the items with Vars, each compared on its own.
 */
static List *in_coerce_nonvars(ParseState *pstate, Node *l, List *rights, int *n_items)
{
    List *nonvars = NIL, *vars = NIL, *all;
    ListCell *lc;
    foreach (lc, rights) {
        if (has_level0_var_walker(lfirst(lc), NULL))
            vars = lappend(vars, lfirst(lc));
        else
            nonvars = lappend(nonvars, lfirst(lc));
    }
    *n_items = 0;
    if (list_length(nonvars) < 2)
        return rights;
    all = lcons(l, list_copy(nonvars));
    Oid common = bind_select_common_type(pstate, all, NULL, NULL);
    if (!OidIsValid(common))
        return rights;
    foreach (lc, all) {
        Oid t = exprType(lfirst(lc));
        if (!bind_can_coerce(1, &t, &common, COERCION_IMPLICIT))
            return rights;
    }
    List *out = NIL;
    foreach (lc, nonvars)
        out = lappend(out, bind_coerce_to_common(pstate, lfirst(lc), common, "IN"));
    *n_items = list_length(nonvars);
    return list_concat(out, vars);
}

/* x IN (a, b, ...) as an OR of "=" (NOT IN: an AND of "<>"): see the file comment. */
static Node *bind_in(ParseState *pstate, A_Expr *a)
{
    const char *op = strVal(llast(a->name));
    bool is_not = strcmp(op, "<>") == 0;
    if (IsA(a->lexpr, RowExpr)) {
        List *items = NIL;
        ListCell *lc;
        foreach (lc, (List *)a->rexpr) {
            if (!IsA(lfirst(lc), RowExpr))
                ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("row IN with non-row items is not supported yet"),
                        errlocation(a->location));
            items = lappend(items, bind_row_compare(pstate, a->name, (RowExpr *)a->lexpr,
                                                    lfirst(lc), a->location));
        }
        return make_bool(is_not ? AND_EXPR : OR_EXPR, items, a->location);
    }
    Node *l = bind_expr_recurse(pstate, a->lexpr);
    List *items = NIL, *rights = NIL;
    ListCell *lc;
    foreach (lc, (List *)a->rexpr) /* all items first, as PG binds them */
        rights = lappend(rights, bind_expr_recurse(pstate, lfirst(lc)));
    int n_items = 0;
    rights = in_coerce_nonvars(pstate, l, rights, &n_items);
    foreach (lc, rights) {
        Node *r = lfirst(lc);
        Node *cmp = bind_op(pstate, a->name, l, r, a->location);
        cmp = bind_coerce_to_boolean(pstate, cmp, is_not ? "NOT IN" : "IN");
        items = lappend(items, cmp);
    }
    if (list_length(items) == 1)
        return linitial(items);
    BoolExpr *b = makeNode(BoolExpr);
    b->boolop = is_not ? AND_EXPR : OR_EXPR;
    b->args = items;
    b->location = a->location;
    b->in_items = n_items;
    return (Node *)b;
}

static OpExpr *bind_equality_op(ParseState *pstate, A_Expr *a, const char *what, Node **lp, Node **rp)
{
    Node *l = bind_expr_recurse(pstate, a->lexpr);
    Node *r = bind_expr_recurse(pstate, a->rexpr);
    Node *res = bind_op(pstate, a->name, l, r, a->location);
    if (!IsA(res, OpExpr) || ((OpExpr *)res)->opresulttype != BOOLOID)
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("%s requires = operator to yield boolean", what),
                errlocation(a->location));
    *lp = l;
    *rp = r;
    return (OpExpr *)res;
}

static Node *bind_a_expr(ParseState *pstate, A_Expr *a)
{
    switch (a->kind) {
    case AEXPR_OP:
        if (IsA(a->lexpr, RowExpr) && IsA(a->rexpr, RowExpr))
            return bind_row_compare(pstate, a->name, (RowExpr *)a->lexpr, (RowExpr *)a->rexpr,
                                    a->location);
        /* fall through */
    case AEXPR_LIKE:
    case AEXPR_ILIKE:
    case AEXPR_SIMILAR: {
        Node *l = a->lexpr ? bind_expr_recurse(pstate, a->lexpr) : NULL;
        Node *r = bind_expr_recurse(pstate, a->rexpr);
        return bind_op(pstate, a->name, l, r, a->location);
    }
    case AEXPR_DISTINCT:
    case AEXPR_NOT_DISTINCT: {
        if (IsA(a->lexpr, RowExpr) && IsA(a->rexpr, RowExpr))
            return bind_row_distinct(pstate, a);
        Node *l, *r;
        OpExpr *eq = bind_equality_op(pstate, a, "IS DISTINCT FROM", &l, &r);
        eq->type = T_DistinctExpr;
        if (a->kind == AEXPR_DISTINCT)
            return (Node *)eq;
        BoolExpr *n = makeNode(BoolExpr);
        n->boolop = NOT_EXPR;
        n->args = list_make1(eq);
        n->location = a->location;
        return (Node *)n;
    }
    case AEXPR_NULLIF: {
        Node *l, *r;
        OpExpr *eq = bind_equality_op(pstate, a, "NULLIF", &l, &r);
        eq->type = T_NullIfExpr;
        eq->opresulttype = exprType(linitial(eq->args));
        eq->opcollid = exprCollation(linitial(eq->args));
        return (Node *)eq;
    }
    case AEXPR_IN:
        return bind_in(pstate, a);
    case AEXPR_BETWEEN:
    case AEXPR_NOT_BETWEEN:
    case AEXPR_BETWEEN_SYM:
    case AEXPR_NOT_BETWEEN_SYM:
        return bind_between(pstate, a);
    case AEXPR_OP_ANY:
    case AEXPR_OP_ALL:
        return bind_scalar_array_op(pstate, a);
    default:
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("op ANY/ALL (array) is not supported yet"), errlocation(a->location));
    }
    return NULL;
}

static Node *bind_bool_expr(ParseState *pstate, BoolExpr *b)
{
    const char *name = b->boolop == AND_EXPR ? "AND" : b->boolop == OR_EXPR ? "OR" : "NOT";
    BoolExpr *n = makeNode(BoolExpr);
    n->boolop = b->boolop;
    n->location = b->location;
    ListCell *lc;
    foreach (lc, b->args) {
        Node *arg = bind_expr_recurse(pstate, lfirst(lc));
        n->args = lappend(n->args, bind_coerce_to_boolean(pstate, arg, name));
    }
    return (Node *)n;
}

static Node *bind_type_cast(ParseState *pstate, TypeCast *tc)
{
    Oid target;
    int32 typmod;
    bind_typename(pstate, tc->typeName, &target, &typmod); /* PG looks the type up first */
    Node *arg;
    if (IsA(tc->arg, A_ArrayExpr) && OidIsValid(bind_array_elem_type(target)))
        arg = bind_array_expr(pstate, (A_ArrayExpr *)tc->arg, target, bind_array_elem_type(target),
                              typmod); /* ARRAY[...]::t[]: the elements are cast to t */
    else
        arg = bind_expr_recurse(pstate, tc->arg);
    Oid in = exprType(arg);
    int location = tc->location >= 0 ? tc->location : tc->typeName->location;
    Node *res = bind_coerce_to_target(pstate, arg, in, target, typmod, COERCION_EXPLICIT,
                                      COERCE_EXPLICIT_CAST, location);
    if (res == NULL)
        ereport(ERROR, errcode(ERRCODE_CANNOT_COERCE),
                errmsg("cannot cast type %s to %s", bind_format_type(in),
                       bind_format_type(target)),
                errlocation(location));
    return res;
}

static Node *bind_null_test(ParseState *pstate, NullTest *t)
{
    if (IsA(t->arg, RowExpr)) {
        /* ROW(...) IS [NOT] NULL: every field is [not] null */
        List *items = NIL;
        ListCell *lc;
        foreach (lc, ((RowExpr *)t->arg)->args) {
            NullTest *f = makeNode(NullTest);
            f->arg = bind_expr_recurse(pstate, lfirst(lc));
            f->nulltesttype = t->nulltesttype;
            f->location = t->location;
            items = lappend(items, f);
        }
        if (items == NIL)
            return (Node *)bind_make_const(BOOLOID, -1, BoolGetDatum(true), false, t->location);
        return make_bool(AND_EXPR, items, t->location);
    }
    NullTest *n = makeNode(NullTest);
    n->arg = bind_expr_recurse(pstate, t->arg);
    n->nulltesttype = t->nulltesttype;
    n->location = t->location;
    return (Node *)n;
}

static Node *bind_boolean_test(ParseState *pstate, BooleanTest *t)
{
    static const char *const names[] = {"IS TRUE",  "IS NOT TRUE",    "IS FALSE",
                                        "IS NOT FALSE", "IS UNKNOWN", "IS NOT UNKNOWN"};
    BooleanTest *n = makeNode(BooleanTest);
    n->arg = bind_coerce_to_boolean(pstate, bind_expr_recurse(pstate, t->arg),
                                    names[t->booltesttype]);
    n->booltesttype = t->booltesttype;
    n->location = t->location;
    return (Node *)n;
}

static Node *bind_case(ParseState *pstate, CaseExpr *c)
{
    CaseExpr *n = makeNode(CaseExpr);
    n->location = c->location;
    CaseTestExpr *placeholder = NULL;
    if (c->arg) {
        Node *arg = bind_expr_recurse(pstate, c->arg);
        if (exprType(arg) == UNKNOWNOID)
            arg = bind_coerce_to_common(pstate, arg, TEXTOID, "CASE");
        n->arg = arg;
        placeholder = makeNode(CaseTestExpr);
        placeholder->typeId = exprType(arg);
        placeholder->typeMod = exprTypmod(arg);
        placeholder->collation = exprCollation(arg);
    }
    List *results = NIL;
    ListCell *lc;
    foreach (lc, c->args) {
        CaseWhen *w = lfirst(lc);
        CaseWhen *nw = makeNode(CaseWhen);
        Node *cond = w->expr;
        if (placeholder)
            cond = (Node *)raw_op("=", (Node *)placeholder, cond, w->location);
        nw->expr = bind_coerce_to_boolean(pstate, bind_expr_recurse(pstate, cond), "CASE/WHEN");
        nw->result = bind_expr_recurse(pstate, w->result);
        nw->location = w->location;
        n->args = lappend(n->args, nw);
        results = lappend(results, nw->result);
    }
    Node *def = c->defresult;
    if (def == NULL) {
        A_Const *nul = makeNode(A_Const);
        nul->kind = CONST_NULL;
        nul->location = -1;
        def = (Node *)nul;
    }
    n->defresult = bind_expr_recurse(pstate, def);
    results = lcons(n->defresult, results);
    Oid ptype = bind_select_common_type(pstate, results, "CASE", NULL);
    n->casetype = ptype;
    n->defresult = bind_coerce_to_common(pstate, n->defresult, ptype, "CASE");
    foreach (lc, n->args) {
        CaseWhen *w = lfirst(lc);
        w->result = bind_coerce_to_common(pstate, w->result, ptype, "CASE");
    }
    n->casecollid = bind_type_collation(ptype);
    return (Node *)n;
}

static List *bind_common_args(ParseState *pstate, List *rawargs, const char *context, Oid *type)
{
    List *args = NIL;
    ListCell *lc;
    foreach (lc, rawargs)
        args = lappend(args, bind_expr_recurse(pstate, lfirst(lc)));
    *type = bind_select_common_type(pstate, args, context, NULL);
    List *out = NIL;
    foreach (lc, args)
        out = lappend(out, bind_coerce_to_common(pstate, lfirst(lc), *type, context));
    return out;
}

static Node *bind_coalesce(ParseState *pstate, CoalesceExpr *c)
{
    CoalesceExpr *n = makeNode(CoalesceExpr);
    n->args = bind_common_args(pstate, c->args, "COALESCE", &n->coalescetype);
    n->coalescecollid = bind_type_collation(n->coalescetype);
    n->location = c->location;
    return (Node *)n;
}

static Node *bind_minmax(ParseState *pstate, MinMaxExpr *m)
{
    MinMaxExpr *n = makeNode(MinMaxExpr);
    n->op = m->op;
    n->args = bind_common_args(pstate, m->args, m->op == IS_GREATEST ? "GREATEST" : "LEAST",
                               &n->minmaxtype);
    n->minmaxcollid = bind_type_collation(n->minmaxtype);
    n->inputcollid = n->minmaxcollid;
    n->location = m->location;
    if (bind_sort_op(n->minmaxtype, false) == InvalidOid)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("could not identify a comparison function for type %s",
                       bind_format_type(n->minmaxtype)),
                errlocation(m->location));
    return (Node *)n;
}

/* CURRENT_DATE and friends become calls of the functions PG's ruleutils would show. */
static Node *bind_sql_value_function(ParseState *pstate, SQLValueFunction *f)
{
    const char *fname;
    Oid cast_to = InvalidOid;
    switch (f->op) {
    case SVFOP_CURRENT_DATE: fname = "now"; cast_to = DATEOID; break;
    case SVFOP_CURRENT_TIMESTAMP:
    case SVFOP_CURRENT_TIMESTAMP_N: fname = "now"; break;
    case SVFOP_LOCALTIMESTAMP:
    case SVFOP_LOCALTIMESTAMP_N: fname = "now"; cast_to = TIMESTAMPOID; break;
    case SVFOP_CURRENT_TIME:
    case SVFOP_CURRENT_TIME_N:
    case SVFOP_LOCALTIME:
    case SVFOP_LOCALTIME_N: fname = "now"; cast_to = TIMEOID; break;
    case SVFOP_CURRENT_ROLE:
    case SVFOP_CURRENT_USER:
    case SVFOP_USER: fname = "current_user"; break;
    case SVFOP_SESSION_USER: fname = "session_user"; break;
    case SVFOP_CURRENT_CATALOG: fname = "current_database"; break;
    default: fname = "current_schema"; break;
    }
    int nprocs = 0;
    procs_by_name(fname, &nprocs);
    if (nprocs == 0 && (f->op == SVFOP_CURRENT_ROLE || f->op == SVFOP_CURRENT_USER ||
                        f->op == SVFOP_USER || f->op == SVFOP_SESSION_USER ||
                        f->op == SVFOP_CURRENT_SCHEMA)) {
        /* no such built-in function yet: the value is fixed for the session anyway */
        char *v = f->op == SVFOP_CURRENT_SCHEMA ? pstrdup("public")
                                                : guc_show("session_authorization");
        return (Node *)bind_make_const(NAMEOID, -1, type_input_cstring(NAMEOID, v, -1), false,
                                       f->location);
    }
    FuncCall *fc = makeNode(FuncCall);
    fc->funcname = list_make1(makeString((char *)fname));
    fc->location = f->location;
    Node *res = bind_func_call(pstate, fc);
    if (IsA(res, FuncExpr))
        ((FuncExpr *)res)->funcformat = COERCE_SQL_SYNTAX;
    if (cast_to != InvalidOid) {
        Oid in = exprType(res);
        Node *c = bind_coerce_to_target(pstate, res, in, cast_to, -1, COERCION_EXPLICIT,
                                        COERCE_SQL_SYNTAX, f->location);
        if (c != NULL)
            res = c;
    }
    return res;
}

/* expr COLLATE name: a RelabelType carrying the collation (PG's CollateExpr). */
static Node *bind_collate(ParseState *pstate, CollateClause *c)
{
    Node *arg = bind_expr_recurse(pstate, c->arg);
    Oid t = exprType(arg);
    if (t == UNKNOWNOID) {
        arg = bind_coerce_type(pstate, arg, t, TEXTOID, -1, COERCION_IMPLICIT,
                               COERCE_IMPLICIT_CAST, -1);
        t = TEXTOID;
    }
    if (bind_type_collation(t) == InvalidOid)
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("collations are not supported by type %s", bind_format_type(t)),
                errlocation(c->location));
    RelabelType *r = makeNode(RelabelType);
    r->arg = (Expr *)arg;
    r->resulttype = t;
    r->resulttypmod = exprTypmod(arg);
    r->resultcollid = bind_collation_by_name(c->collname, c->location);
    r->relabelformat = COERCE_EXPLICIT_CAST;
    r->collate_clause = true;
    r->location = c->location;
    return (Node *)r;
}

/* transformSubLink(): the sub-select is bound first (its own level, outer refs allowed),
 * then the left-hand side of ANY/ALL, compared with the sub-select's column as a Param. */
static Node *bind_sublink(ParseState *pstate, SubLink *s)
{
    if (pstate->exprKind == EXPR_KIND_EXECUTE_PARAMETER)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot use subquery in EXECUTE parameter"), errlocation(s->location));
    if (pstate->exprKind == EXPR_KIND_COLUMN_DEFAULT)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot use subquery in DEFAULT expression"), errlocation(s->location));
    if (pstate->exprKind == EXPR_KIND_CHECK_CONSTRAINT)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot use subquery in check constraint"), errlocation(s->location));
    if (pstate->exprKind == EXPR_KIND_ALTER_COL_TRANSFORM)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot use subquery in transform expression"), errlocation(s->location));
    if (pstate->exprKind == EXPR_KIND_INDEX_EXPRESSION ||
        pstate->exprKind == EXPR_KIND_INDEX_PREDICATE)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot use subquery in index %s",
                       pstate->exprKind == EXPR_KIND_INDEX_EXPRESSION ? "expression"
                                                                      : "predicate"),
                errlocation(s->location));
    pstate->hasSubLinks = true;
    Query *sub = bind_sub_select(pstate, s->subselect);
    if (sub->commandType != CMD_SELECT)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("subquery must be a SELECT"),
                errlocation(s->location));
    SubLink *n = makeNode(SubLink);
    n->subLinkType = s->subLinkType;
    n->subselect = (Node *)sub;
    n->operName = s->operName;
    n->location = s->location;
    List *cols = NIL;
    ListCell *lc;
    foreach (lc, sub->targetList)
        if (!((TargetEntry *)lfirst(lc))->resjunk)
            cols = lappend(cols, lfirst(lc));
    switch (s->subLinkType) {
    case EXISTS_SUBLINK: return (Node *)n;
    case EXPR_SUBLINK:
        if (list_length(cols) != 1)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("subquery must return only one column"), errlocation(s->location));
        return (Node *)n;
    case ARRAY_SUBLINK:
        if (list_length(cols) != 1)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("subquery must return only one column"), errlocation(s->location));
        bind_check_array_sublink(exprType((Node *)((TargetEntry *)linitial(cols))->expr),
                                 s->location);
        return (Node *)n;
    default: break;
    }
    Node *left = bind_expr_recurse(pstate, s->testexpr);
    /* a whole-row reference is one record value, compared as one (bind_row.c) */
    if (IsA(left, RowExpr) && ((RowExpr *)left)->wholerow_of == NULL)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("row comparisons with subqueries are not supported yet"),
                errlocation(s->location));
    if (list_length(cols) > 1)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("subquery has too many columns"),
                errlocation(s->location));
    if (cols == NIL)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("subquery has too few columns"),
                errlocation(s->location));
    TargetEntry *tle = linitial(cols);
    Param *p = makeNode(Param);
    p->paramkind = PARAM_SUBLINK;
    p->paramid = tle->resno;
    p->paramtype = exprType((Node *)tle->expr);
    p->paramtypmod = exprTypmod((Node *)tle->expr);
    p->paramcollid = exprCollation((Node *)tle->expr);
    p->location = exprLocation((Node *)tle->expr);
    List *opname = s->operName ? s->operName : list_make1(makeString("="));
    Node *cmp = bind_op(pstate, opname, left, (Node *)p, s->location);
    if (exprType(cmp) != BOOLOID)
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("operator %s must return type boolean, not type %s",
                       bind_name_list_to_string(opname), bind_format_type(exprType(cmp))),
                errlocation(s->location));
    n->testexpr = cmp;
    return (Node *)n;
}

Node *bind_expr_recurse(ParseState *pstate, Node *expr)
{
    if (expr == NULL)
        return NULL;
    check_stack_depth();
    switch (nodeTag(expr)) {
    case T_A_Const: return bind_a_const(pstate, (A_Const *)expr);
    case T_ColumnRef: return bind_column_ref(pstate, (ColumnRef *)expr);
    case T_ParamRef: return bind_param_ref(pstate, (ParamRef *)expr);
    case T_A_Expr: return bind_a_expr(pstate, (A_Expr *)expr);
    case T_BoolExpr: return bind_bool_expr(pstate, (BoolExpr *)expr);
    case T_FuncCall: return bind_func_call(pstate, (FuncCall *)expr);
    case T_TypeCast: return bind_type_cast(pstate, (TypeCast *)expr);
    case T_NullTest: return bind_null_test(pstate, (NullTest *)expr);
    case T_BooleanTest: return bind_boolean_test(pstate, (BooleanTest *)expr);
    case T_CaseExpr: {
        Node *n = bind_case(pstate, (CaseExpr *)expr);
        bind_reject_srf_in(n, "CASE");
        return n;
    }
    case T_CoalesceExpr: {
        Node *n = bind_coalesce(pstate, (CoalesceExpr *)expr);
        bind_reject_srf_in(n, "COALESCE");
        return n;
    }
    case T_MinMaxExpr: return bind_minmax(pstate, (MinMaxExpr *)expr);
    case T_SQLValueFunction: return bind_sql_value_function(pstate, (SQLValueFunction *)expr);
    case T_SetToDefault:
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("DEFAULT is not allowed in this context"),
                errlocation(((SetToDefault *)expr)->location));
        break;
    case T_CollateClause: return bind_collate(pstate, (CollateClause *)expr);
    case T_SubLink: return bind_sublink(pstate, (SubLink *)expr);
    case T_A_ArrayExpr: return bind_array_expr(pstate, (A_ArrayExpr *)expr, InvalidOid, InvalidOid, -1);
    case T_RowExpr: return bind_row_expr(pstate, (RowExpr *)expr);
    case T_A_Indirection: return bind_indirection(pstate, (A_Indirection *)expr);
    /* already bound (CASE placeholders, re-bound sugar) */
    case T_CaseTestExpr:
    case T_Var:
    case T_Const:
    case T_Param:
    case T_FuncExpr:
    case T_OpExpr:
    case T_RelabelType:
    case T_CoerceViaIO:
    case T_Aggref:
    case T_ArrayExpr:
    case T_SubscriptingRef:
    case T_ArrayCoerceExpr:
    case T_ScalarArrayOpExpr:
        return expr;
    default:
        elog(ERROR, "unrecognized node type: %d", (int)nodeTag(expr));
    }
    return NULL;
}

Node *bind_expr(ParseState *pstate, Node *expr, ParseExprKind kind)
{
    ParseExprKind save = pstate->exprKind;
    pstate->exprKind = kind;
    Node *res = bind_expr_recurse(pstate, expr);
    pstate->exprKind = save;
    return res;
}
