/*
 * deparse_view.c: a simple view's query back to SQL text in PG's pretty layout, as
 * pg_get_viewdef(v, true) prints it (" SELECT t.a,\n    t.b\n   FROM t\n  WHERE t.a > 1;").
 *
 * The one idea: CREATE VIEW stores this text instead of the query as written whenever every
 * part of the bound query is one this file knows how to print exactly as PG's ruleutils.c
 * does: one table in FROM, columns qualified by its name, constants, calls, binary operators
 * over those, AND/OR of them in WHERE. The text binds again to the same query (columns are
 * qualified, constants carry their type), so it can be stored and re-parsed like any view. For
 * anything else bind_deparse_view returns NULL and the view keeps the text as written.
 */
#include "planner/bind_internal.h"

#include <ctype.h>

#include "executor/utility_index.h"
#include "parser/parser.h"

typedef struct Deparse {
    StringInfoData buf;
    RangeTblEntry *rte;
    const char *refname;
} Deparse;

static const char *column_name(Deparse *d, int attno)
{
    return bind_rte_column_name(d->rte, attno);
}

static bool deparse_simple(Deparse *d, Node *node);

/* PG's get_const_expr: plain numbers and booleans, otherwise a quoted literal with its type. */
static bool deparse_const(Deparse *d, Const *c)
{
    if (c->constisnull) {
        appendStringInfo(&d->buf, "NULL::%s", type_format_mod(c->consttype, c->consttypmod));
        return true;
    }
    char *s = type_output_cstring(c->consttype, c->constvalue);
    switch (c->consttype) {
    case INT4OID:
    case NUMERICOID:
        if (isdigit((unsigned char)s[0]) && strspn(s, "0123456789.") == strlen(s)) {
            appendStringInfoString(&d->buf, s);
            return true;
        }
        break;
    case BOOLOID: appendStringInfoString(&d->buf, s[0] == 't' ? "true" : "false"); return true;
    default: break;
    }
    appendStringInfoChar(&d->buf, '\'');
    for (const char *p = s; *p; p++) {
        if (*p == '\'' || *p == '\\')
            appendStringInfoChar(&d->buf, *p);
        appendStringInfoChar(&d->buf, *p);
    }
    appendStringInfo(&d->buf, "'::%s", type_format_mod(c->consttype, c->consttypmod));
    return true;
}

/* A column, a constant or a plain function call over those. */
static bool deparse_simple(Deparse *d, Node *node)
{
    if (IsA(node, Var)) {
        Var *v = (Var *)node;
        if (v->varlevelsup != 0 || v->varno != 1 || v->varattno < 1)
            return false;
        parser_append_ident(&d->buf, d->refname);
        appendStringInfoChar(&d->buf, '.');
        parser_append_ident(&d->buf, column_name(d, v->varattno));
        return true;
    }
    if (IsA(node, Const))
        return deparse_const(d, (Const *)node);
    if (IsA(node, FuncExpr)) {
        FuncExpr *f = (FuncExpr *)node;
        const ProcInfo *p = proc_by_oid(f->funcid);
        if (p == NULL || f->funcformat != COERCE_EXPLICIT_CALL || f->funcvariadic)
            return false;
        parser_append_ident(&d->buf, p->proname);
        appendStringInfoChar(&d->buf, '(');
        ListCell *lc;
        foreach (lc, f->args) {
            if (foreach_current_index(lc) > 0)
                appendStringInfoString(&d->buf, ", ");
            if (!deparse_simple(d, lfirst(lc)))
                return false;
        }
        appendStringInfoChar(&d->buf, ')');
        return true;
    }
    return false;
}

/* a op b over simple operands, or a simple operand alone. */
static bool deparse_opexpr(Deparse *d, Node *node)
{
    if (!IsA(node, OpExpr))
        return deparse_simple(d, node);
    OpExpr *op = (OpExpr *)node;
    const OperInfo *o = oper_by_oid(op->opno);
    if (o == NULL || list_length(op->args) != 2)
        return false;
    for (const char *p = o->oprname; *p; p++)
        if (isalpha((unsigned char)*p))
            return false;
    if (!deparse_simple(d, linitial(op->args)))
        return false;
    appendStringInfo(&d->buf, " %s ", o->oprname);
    return deparse_simple(d, lsecond(op->args));
}

/* A WHERE clause: AND / OR of comparisons; only an OR under an AND needs parentheses
 * (PG's isSimpleNode in pretty mode). */
static bool deparse_qual(Deparse *d, Node *node, BoolExprType parent)
{
    if (IsA(node, BoolExpr) && ((BoolExpr *)node)->boolop != NOT_EXPR) {
        BoolExpr *b = (BoolExpr *)node;
        bool paren = b->boolop == OR_EXPR && parent == AND_EXPR;
        if (paren)
            appendStringInfoChar(&d->buf, '(');
        ListCell *lc;
        foreach (lc, b->args) {
            if (foreach_current_index(lc) > 0)
                appendStringInfoString(&d->buf, b->boolop == AND_EXPR ? " AND " : " OR ");
            Node *arg = lfirst(lc);
            if (IsA(arg, BoolExpr) ? !deparse_qual(d, arg, b->boolop) : !deparse_opexpr(d, arg))
                return false;
        }
        if (paren)
            appendStringInfoChar(&d->buf, ')');
        return true;
    }
    return deparse_opexpr(d, node);
}

char *bind_deparse_view(Query *q)
{
    if (q->commandType != CMD_SELECT || q->setOperations || q->cteList || q->distinctClause ||
        q->groupClause || q->groupingSets || q->havingQual || q->windowClause || q->sortClause ||
        q->limitCount || q->limitOffset || q->rowMarks || q->hasAggs || q->hasWindowFuncs ||
        q->hasTargetSRFs || q->hasSubLinks || list_length(q->rtable) != 1 || q->jointree == NULL ||
        list_length(q->jointree->fromlist) != 1 ||
        !IsA(linitial(q->jointree->fromlist), RangeTblRef))
        return NULL;
    Deparse d;
    d.rte = linitial(q->rtable);
    if (d.rte->rtekind != RTE_RELATION || d.rte->tablesample)
        return NULL;
    char relname[NAMEDATALEN];
    Oid nsp;
    if (!catalog_relation_name(d.rte->relid, relname, &nsp))
        return NULL;
    d.refname = d.rte->eref->aliasname;
    initStringInfo(&d.buf);
    appendStringInfoString(&d.buf, "SELECT ");
    ListCell *lc;
    int n = 0;
    foreach (lc, q->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (tle->resjunk)
            return NULL;
        if (n++ > 0)
            appendStringInfoString(&d.buf, ",\n    ");
        Node *e = (Node *)tle->expr;
        if (!deparse_opexpr(&d, e))
            return NULL;
        /* PG names a column only where the name differs from the column's own */
        const char *own = IsA(e, Var) ? column_name(&d, ((Var *)e)->varattno) : NULL;
        if (tle->resname && (own == NULL || strcmp(own, tle->resname) != 0)) {
            appendStringInfoString(&d.buf, " AS ");
            parser_append_ident(&d.buf, tle->resname);
        }
    }
    if (n == 0)
        return NULL;
    appendStringInfoString(&d.buf, "\n   FROM ");
    if (exec_relation_on_search_path(relname) != d.rte->relid) {
        parser_append_ident(&d.buf, catalog_namespace_name(nsp));
        appendStringInfoChar(&d.buf, '.');
    }
    parser_append_ident(&d.buf, relname);
    if (strcmp(d.refname, relname) != 0) {
        appendStringInfoChar(&d.buf, ' ');
        parser_append_ident(&d.buf, d.refname);
    }
    if (d.rte->alias && d.rte->alias->colnames)
        return NULL; /* PG prints the column aliases too */
    if (q->jointree->quals) {
        appendStringInfoString(&d.buf, "\n  WHERE ");
        if (!deparse_qual(&d, q->jointree->quals, NOT_EXPR))
            return NULL;
    }
    return d.buf.data;
}
