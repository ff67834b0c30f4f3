/*
 * pgfdw_deparse.c: the remote SQL of a basalt_pg_fdw scan, and which conditions may go in it.
 *
 * The one idea: a condition is shipped only when the remote server is sure to compute exactly
 * what we would (postgres_fdw's foreign_expr_walker): it is made of the table's columns,
 * constants, and built-in operators and functions that are immutable, and every collation it
 * uses comes from a column (a COLLATE clause or a constant with a collation of its own could
 * mean something else remotely). The text is written as postgres_fdw writes it (deparse.c):
 * every operator and test parenthesized, each top-level condition in its own parentheses,
 * constants with a "::type" label unless their type is what the parser would give them, so
 * EXPLAIN VERBOSE's Remote SQL reads the same as PostgreSQL's.
 */
#include <ctype.h>
#include <string.h>

#include "common/elog.h"
#include "common/stringinfo.h"
#include "executor/builtins.h"
#include "executor/explain.h"
#include "fdw/pgfdw.h"
#include "parser/parser.h"
#include "planner/nodefuncs.h"
#include "storage/catalog.h"

#define FIRST_NON_BUILTIN_OID 10000 /* PG's FirstGenbkiObjectId: below are built-in objects */

/* ------------------------------------------------------------------ shippability */

typedef enum { COLLATE_NONE, COLLATE_SAFE, COLLATE_UNSAFE } CollateState;

typedef struct WalkCxt {
    Oid collation;
    CollateState state;
} WalkCxt;

static bool builtin_immutable_proc(Oid funcid)
{
    const ProcInfo *p = proc_by_oid(funcid);
    return p && funcid < FIRST_NON_BUILTIN_OID && p->provolatile == 'i' && !p->proretset;
}

/* The collation a node yields merged into its parent's state (PG's rules). */
static void merge_collation(WalkCxt *outer, Oid collation, CollateState state)
{
    if (state > outer->state) {
        outer->collation = collation;
        outer->state = state;
    } else if (state == outer->state && state == COLLATE_SAFE && collation != outer->collation) {
        if (outer->collation == DEFAULT_COLLATION_OID)
            outer->collation = collation;
        else if (collation != DEFAULT_COLLATION_OID)
            outer->state = COLLATE_UNSAFE;
    }
}

/* The output collation of an operator or function given its inputs' state. */
static CollateState result_state(Oid collation, const WalkCxt *inner)
{
    if (collation == InvalidOid)
        return COLLATE_NONE;
    if (inner->state == COLLATE_SAFE && collation == inner->collation)
        return COLLATE_SAFE;
    if (collation == DEFAULT_COLLATION_OID)
        return COLLATE_NONE;
    return COLLATE_UNSAFE;
}

static bool walk(Node *node, const List *relids, WalkCxt *outer);
bool pgfdw_sort_op_shippable(Oid sortop);
static bool aggref_shippable(Aggref *a, const List *relids, WalkCxt *inner);

static bool walk_list(List *args, const List *relids, WalkCxt *inner)
{
    ListCell *lc;
    foreach (lc, args)
        if (!walk(lfirst(lc), relids, inner))
            return false;
    return true;
}

bool pgfdw_sort_op_shippable(Oid sortop)
{
    const OperInfo *op = oper_by_oid(sortop);
    return op && sortop < FIRST_NON_BUILTIN_OID && op->oprleft == op->oprright &&
           (strcmp(op->oprname, "<") == 0 || strcmp(op->oprname, ">") == 0);
}

/*
 * A plain aggregate of this query level, built in and immutable, whose arguments, ORDER BY
 * and FILTER are themselves shippable; its input collation must come from them, as a
 * function's.
 */
static bool aggref_shippable(Aggref *a, const List *relids, WalkCxt *inner)
{
    if (a->aggkind != 'n' || a->agglevelsup != 0 || !builtin_immutable_proc(a->aggfnoid))
        return false;
    if (!walk_list(a->args, relids, inner) || !walk_list(a->aggorderexprs, relids, inner))
        return false;
    ListCell *lc;
    foreach (lc, a->aggorder)
        if (!pgfdw_sort_op_shippable(((SortGroupClause *)lfirst(lc))->sortop))
            return false;
    if (a->aggfilter) {
        WalkCxt filter = {InvalidOid, COLLATE_NONE};
        if (!walk((Node *)a->aggfilter, relids, &filter) || filter.state == COLLATE_UNSAFE)
            return false;
    }
    return a->inputcollid == InvalidOid ||
           (inner->state == COLLATE_SAFE && a->inputcollid == inner->collation);
}

static bool walk(Node *node, const List *relids, WalkCxt *outer)
{
    if (node == NULL)
        return true;
    WalkCxt inner = {InvalidOid, COLLATE_NONE};
    Oid collation;
    CollateState state;
    switch (nodeTag(node)) {
    case T_Var: {
        Var *v = (Var *)node;
        if (!list_member_int(relids, v->varno) || v->varlevelsup != 0 || v->varattno <= 0)
            return false;
        collation = v->varcollid;
        state = collation != InvalidOid ? COLLATE_SAFE : COLLATE_NONE;
        break;
    }
    case T_Const: {
        Const *c = (Const *)node;
        if (c->consttype >= FIRST_NON_BUILTIN_OID)
            return false;
        collation = c->constcollid;
        state = collation == InvalidOid || collation == DEFAULT_COLLATION_OID ? COLLATE_NONE
                                                                               : COLLATE_UNSAFE;
        break;
    }
    case T_FuncExpr: {
        FuncExpr *f = (FuncExpr *)node;
        if (!builtin_immutable_proc(f->funcid) || f->funcvariadic)
            return false;
        if (!walk_list(f->args, relids, &inner))
            return false;
        if (f->inputcollid != InvalidOid &&
            (inner.state != COLLATE_SAFE || f->inputcollid != inner.collation))
            return false;
        collation = f->funccollid;
        state = result_state(collation, &inner);
        break;
    }
    case T_OpExpr:
    case T_DistinctExpr: {
        OpExpr *o = (OpExpr *)node;
        const OperInfo *oi = oper_by_oid(o->opno);
        if (oi == NULL || o->opno >= FIRST_NON_BUILTIN_OID || !builtin_immutable_proc(oi->oprcode))
            return false;
        if (!walk_list(o->args, relids, &inner))
            return false;
        if (o->inputcollid != InvalidOid &&
            (inner.state != COLLATE_SAFE || o->inputcollid != inner.collation))
            return false;
        collation = o->opcollid;
        state = result_state(collation, &inner);
        break;
    }
    case T_ScalarArrayOpExpr: {
        ScalarArrayOpExpr *o = (ScalarArrayOpExpr *)node;
        const OperInfo *oi = oper_by_oid(o->opno);
        if (oi == NULL || o->opno >= FIRST_NON_BUILTIN_OID || !builtin_immutable_proc(oi->oprcode))
            return false;
        /* only a constant array: an ARRAY[...] built here has no PG-identical text form */
        if (list_length(o->args) != 2 || !IsA(lsecond(o->args), Const))
            return false;
        if (!walk_list(o->args, relids, &inner))
            return false;
        if (o->inputcollid != InvalidOid &&
            (inner.state != COLLATE_SAFE || o->inputcollid != inner.collation))
            return false;
        collation = InvalidOid; /* boolean */
        state = COLLATE_NONE;
        break;
    }
    case T_RelabelType: {
        RelabelType *r = (RelabelType *)node;
        if (!walk((Node *)r->arg, relids, &inner))
            return false;
        collation = r->resultcollid;
        state = result_state(collation, &inner);
        break;
    }
    case T_BoolExpr:
        if (!walk_list(((BoolExpr *)node)->args, relids, &inner))
            return false;
        collation = InvalidOid;
        state = COLLATE_NONE;
        break;
    case T_NullTest:
        if (!walk(((NullTest *)node)->arg, relids, &inner))
            return false;
        collation = InvalidOid;
        state = COLLATE_NONE;
        break;
    case T_Aggref:
        if (!aggref_shippable((Aggref *)node, relids, &inner))
            return false;
        collation = ((Aggref *)node)->aggcollid;
        state = result_state(collation, &inner);
        break;
    default:
        return false;
    }
    merge_collation(outer, collation, state);
    return true;
}

bool pgfdw_is_foreign_expr(Node *expr, int varno)
{
    return pgfdw_is_foreign_join_expr(expr, lappend_int(NIL, varno));
}

bool pgfdw_is_foreign_join_expr(Node *expr, const List *relids)
{
    WalkCxt cx = {InvalidOid, COLLATE_NONE};
    if (!walk(expr, relids, &cx))
        return false;
    /* a condition whose own collation is not the remote column's cannot be trusted */
    return cx.state != COLLATE_UNSAFE;
}

/* ------------------------------------------------------------------ text */

typedef struct RemoteSqlCxt {
    StringInfo buf;
    Relation rel;
    int varno;
    const PgFdwRel *join; /* a join's expression: Vars of its tables, written rN.column */
} RemoteSqlCxt;

/* PG's deparseStringLiteral: E'' when there is a backslash. */
void pgfdw_append_literal(StringInfo buf, const char *s)
{
    if (strchr(s, '\\'))
        appendStringInfoChar(buf, 'E');
    appendStringInfoChar(buf, '\'');
    for (const char *p = s; *p; p++) {
        if (*p == '\'' || *p == '\\')
            appendStringInfoChar(buf, *p);
        appendStringInfoChar(buf, *p);
    }
    appendStringInfoChar(buf, '\'');
}

/* The remote name of a column: its column_name option, else its own name; "ctid". */
void pgfdw_append_column(StringInfo buf, Relation rel, int attno)
{
    if (attno == SelfItemPointerAttributeNumber) {
        appendStringInfoString(buf, "ctid");
        return;
    }
    const char *name = fdw_option_value(fdw_get_column_options(rel->rd_id, attno), "column_name");
    parser_append_ident(buf, name ? name : TupleDescAttr(rel->rd_att, attno - 1)->attname);
}

static void deparse_expr(Node *node, RemoteSqlCxt *cx);

/*
 * postgres_fdw's deparseConst; showtype -1: never a label, 0: when needed, 1: always, -2: not
 * for a quoted literal (the other operand, a column of the same type, gives it its type).
 */
static void deparse_const(Const *c, RemoteSqlCxt *cx, int showtype)
{
    StringInfo buf = cx->buf;
    if (c->constisnull) {
        appendStringInfoString(buf, "NULL");
        if (showtype >= 0)
            appendStringInfo(buf, "::%s", explain_type_name(c->consttype, c->consttypmod));
        return;
    }
    char *s = type_output_cstring(c->consttype, c->constvalue);
    bool isfloat = false, isstring = false, needlabel;
    switch (c->consttype) {
    case INT2OID:
    case INT4OID:
    case INT8OID:
    case OIDOID:
    case FLOAT4OID:
    case FLOAT8OID:
    case NUMERICOID:
        if (strspn(s, "0123456789+-eE.") == strlen(s)) {
            if (s[0] == '+' || s[0] == '-')
                appendStringInfo(buf, "(%s)", s);
            else
                appendStringInfoString(buf, s);
            isfloat = strcspn(s, "eE.") != strlen(s);
        } else
            appendStringInfo(buf, "'%s'", s);
        break;
    case BOOLOID:
        appendStringInfoString(buf, strcmp(s, "t") == 0 ? "true" : "false");
        break;
    default:
        pgfdw_append_literal(buf, s);
        isstring = true;
        break;
    }
    if (showtype == -1)
        return;
    switch (c->consttype) {
    case BOOLOID:
    case INT4OID:
    case UNKNOWNOID:
        needlabel = false;
        break;
    case NUMERICOID:
        needlabel = !isfloat || c->consttypmod >= 0;
        break;
    default:
        needlabel = showtype == -2 ? !isstring : true;
        break;
    }
    if (needlabel || showtype > 0)
        appendStringInfo(buf, "::%s", explain_type_name(c->consttype, c->consttypmod));
}

static void deparse_args(List *args, RemoteSqlCxt *cx)
{
    ListCell *lc;
    foreach (lc, args) {
        if (foreach_current_index(lc) > 0)
            appendStringInfoString(cx->buf, ", ");
        deparse_expr(lfirst(lc), cx);
    }
}

static void deparse_func(FuncExpr *f, RemoteSqlCxt *cx)
{
    /* PG 15 shows every cast, implicit ones included, as "arg::type" */
    if (f->funcformat == COERCE_IMPLICIT_CAST || f->funcformat == COERCE_EXPLICIT_CAST) {
        deparse_expr(linitial(f->args), cx);
        appendStringInfo(cx->buf, "::%s", explain_type_name(f->funcresulttype,
                                                             f->funcresulttypmod));
        return;
    }
    parser_append_ident(cx->buf, proc_by_oid(f->funcid)->proname); /* "left"(b, 3) */
    appendStringInfoChar(cx->buf, '(');
    deparse_args(f->args, cx);
    appendStringInfoChar(cx->buf, ')');
}

/* A column of the table, maybe under an implicit relabeling (varchar as text)? */
static bool is_plain_column(Node *node, RemoteSqlCxt *cx)
{
    if (IsA(node, RelabelType) && ((RelabelType *)node)->relabelformat == COERCE_IMPLICIT_CAST)
        node = (Node *)((RelabelType *)node)->arg;
    return IsA(node, Var) && (cx->join != NULL || ((Var *)node)->varno == cx->varno);
}

/* An operand; a constant compared with a column of its own type goes without its label. */
static void deparse_operand(Node *arg, Node *other, bool same_types, RemoteSqlCxt *cx)
{
    if (same_types && IsA(arg, Const) && is_plain_column(other, cx))
        deparse_const((Const *)arg, cx, -2);
    else
        deparse_expr(arg, cx);
}

static void deparse_op(OpExpr *o, RemoteSqlCxt *cx)
{
    const OperInfo *oi = oper_by_oid(o->opno);
    appendStringInfoChar(cx->buf, '(');
    if (list_length(o->args) == 2) {
        bool same = exprType(linitial(o->args)) == exprType(lsecond(o->args));
        deparse_operand(linitial(o->args), lsecond(o->args), same, cx);
        appendStringInfo(cx->buf, " %s ", oi->oprname);
        deparse_operand(lsecond(o->args), linitial(o->args), same, cx);
    } else {
        appendStringInfo(cx->buf, "%s ", oi->oprname);
        deparse_expr(linitial(o->args), cx);
    }
    appendStringInfoChar(cx->buf, ')');
}

void pgfdw_append_sort_direction(StringInfo buf, const SortGroupClause *sgc)
{
    bool desc = strcmp(oper_by_oid(sgc->sortop)->oprname, ">") == 0;
    appendStringInfo(buf, " %s NULLS %s", desc ? "DESC" : "ASC",
                     sgc->nulls_first ? "FIRST" : "LAST");
}

/* name([DISTINCT] args [ORDER BY ...]) [FILTER (WHERE cond)], or name(*) */
static void deparse_aggref(Aggref *a, RemoteSqlCxt *cx)
{
    StringInfo buf = cx->buf;
    parser_append_ident(buf, proc_by_oid(a->aggfnoid)->proname);
    appendStringInfoChar(buf, '(');
    if (a->aggstar)
        appendStringInfoChar(buf, '*');
    if (a->aggdistinct)
        appendStringInfoString(buf, "DISTINCT ");
    deparse_args(a->args, cx);
    ListCell *lc;
    foreach (lc, a->aggorder) {
        SortGroupClause *sgc = lfirst(lc);
        appendStringInfoString(buf, foreach_current_index(lc) == 0 ? " ORDER BY " : ", ");
        Node *e = list_nth(a->aggorderexprs, (int)sgc->tleSortGroupRef - 1);
        /* postgres_fdw wraps a computed key in parentheses of its own here */
        bool paren = !IsA(e, Var) && !IsA(e, Const);
        if (paren)
            appendStringInfoChar(buf, '(');
        deparse_expr(e, cx);
        if (paren)
            appendStringInfoChar(buf, ')');
        pgfdw_append_sort_direction(buf, sgc);
    }
    appendStringInfoChar(buf, ')');
    if (a->aggfilter) {
        appendStringInfoString(buf, " FILTER (WHERE ");
        deparse_expr((Node *)a->aggfilter, cx);
        appendStringInfoChar(buf, ')');
    }
}

static void deparse_expr(Node *node, RemoteSqlCxt *cx)
{
    StringInfo buf = cx->buf;
    switch (nodeTag(node)) {
    case T_Var:
        if (cx->join) {
            Var *v = (Var *)node;
            Relation r = relation_open(pgfdw_rel_table(cx->join, v->varno), AccessShareLock);
            appendStringInfo(buf, "r%d.", v->varno);
            pgfdw_append_column(buf, r, v->varattno);
            relation_close(r);
        } else
            pgfdw_append_column(buf, cx->rel, ((Var *)node)->varattno);
        break;
    case T_Const:
        deparse_const((Const *)node, cx, 0);
        break;
    case T_FuncExpr:
        deparse_func((FuncExpr *)node, cx);
        break;
    case T_OpExpr:
        deparse_op((OpExpr *)node, cx);
        break;
    case T_DistinctExpr: {
        OpExpr *o = (OpExpr *)node;
        appendStringInfoChar(buf, '(');
        deparse_expr(linitial(o->args), cx);
        appendStringInfoString(buf, " IS DISTINCT FROM ");
        deparse_expr(lsecond(o->args), cx);
        appendStringInfoChar(buf, ')');
        break;
    }
    case T_ScalarArrayOpExpr: {
        ScalarArrayOpExpr *o = (ScalarArrayOpExpr *)node;
        appendStringInfoChar(buf, '(');
        deparse_expr(linitial(o->args), cx);
        appendStringInfo(buf, " %s %s (", oper_by_oid(o->opno)->oprname,
                         o->useOr ? "ANY" : "ALL");
        deparse_expr(lsecond(o->args), cx);
        appendStringInfoString(buf, "))");
        break;
    }
    case T_RelabelType: {
        RelabelType *r = (RelabelType *)node;
        deparse_expr((Node *)r->arg, cx);
        if (r->relabelformat != COERCE_IMPLICIT_CAST)
            appendStringInfo(buf, "::%s", explain_type_name(r->resulttype, r->resulttypmod));
        break;
    }
    case T_BoolExpr: {
        BoolExpr *b = (BoolExpr *)node;
        if (b->boolop == NOT_EXPR) {
            appendStringInfoString(buf, "(NOT ");
            deparse_expr(linitial(b->args), cx);
            appendStringInfoChar(buf, ')');
            break;
        }
        appendStringInfoChar(buf, '(');
        ListCell *lc;
        foreach (lc, b->args) {
            if (foreach_current_index(lc) > 0)
                appendStringInfoString(buf, b->boolop == AND_EXPR ? " AND " : " OR ");
            deparse_expr(lfirst(lc), cx);
        }
        appendStringInfoChar(buf, ')');
        break;
    }
    case T_NullTest: {
        NullTest *n = (NullTest *)node;
        appendStringInfoChar(buf, '(');
        deparse_expr(n->arg, cx);
        appendStringInfoString(buf, n->nulltesttype == IS_NULL ? " IS NULL)" : " IS NOT NULL)");
        break;
    }
    case T_Aggref:
        deparse_aggref((Aggref *)node, cx);
        break;
    default:
        elog(ERROR, "unsupported expression type for deparse: %d", (int)nodeTag(node));
    }
}

void pgfdw_deparse_expr(StringInfo buf, Relation rel, int varno, Node *expr)
{
    RemoteSqlCxt cx = {buf, rel, varno, NULL};
    deparse_expr(expr, &cx);
}

void pgfdw_deparse_join_expr(StringInfo buf, const PgFdwRel *join, Node *expr)
{
    RemoteSqlCxt cx = {buf, NULL, 0, join};
    deparse_expr(expr, &cx);
}

void pgfdw_append_remote_table(StringInfo buf, Relation rel)
{
    ForeignTable *ft = fdw_get_table(rel->rd_id);
    const char *nspname = fdw_option_value(ft->options, "schema_name");
    const char *relname = fdw_option_value(ft->options, "table_name");
    parser_append_ident(buf, nspname ? nspname : catalog_namespace_name(rel->relnamespace));
    appendStringInfoChar(buf, '.');
    parser_append_ident(buf, relname ? relname : rel->relname);
}

void pgfdw_deparse_scoped(StringInfo buf, const PgFdwScope *sc, Node *expr)
{
    RemoteSqlCxt cx = {buf, sc->rel, sc->varno, sc->join};
    deparse_expr(expr, &cx);
}

void pgfdw_append_conds(StringInfo buf, const PgFdwScope *sc, List *conds, const char *keyword)
{
    ListCell *lc;
    foreach (lc, conds) {
        appendStringInfo(buf, foreach_current_index(lc) == 0 ? " %s (" : " AND (", keyword);
        pgfdw_deparse_scoped(buf, sc, lfirst(lc));
        appendStringInfoChar(buf, ')');
    }
}

char *pgfdw_deparse_select(Relation rel, List *attrs, List *remote_conds, int varno,
                           int nsortkeys, const ForeignSortKey *sortkeys, Node *limit_count,
                           Node *limit_offset)
{
    StringInfoData buf;
    initStringInfo(&buf);
    RemoteSqlCxt cx = {&buf, rel, varno, NULL};
    appendStringInfoString(&buf, "SELECT ");
    if (attrs == NIL)
        appendStringInfoString(&buf, "NULL");
    ListCell *lc;
    foreach (lc, attrs) {
        if (foreach_current_index(lc) > 0)
            appendStringInfoString(&buf, ", ");
        pgfdw_append_column(&buf, rel, lfirst_int(lc));
    }
    appendStringInfoString(&buf, " FROM ");
    pgfdw_append_remote_table(&buf, rel);
    PgFdwScope sc = {rel, varno, NULL};
    pgfdw_append_conds(&buf, &sc, remote_conds, "WHERE");
    for (int i = 0; i < nsortkeys; i++) {
        appendStringInfoString(&buf, i == 0 ? " ORDER BY " : ", ");
        pgfdw_append_column(&buf, rel, sortkeys[i].attno);
        appendStringInfo(&buf, " %s NULLS %s", sortkeys[i].desc ? "DESC" : "ASC",
                         sortkeys[i].nulls_first ? "FIRST" : "LAST");
    }
    if (limit_count) {
        appendStringInfoString(&buf, " LIMIT ");
        deparse_expr(limit_count, &cx);
    }
    if (limit_offset) {
        appendStringInfoString(&buf, " OFFSET ");
        deparse_expr(limit_offset, &cx);
    }
    return buf.data;
}
