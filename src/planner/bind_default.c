/*
 * bind_default.c: column DEFAULT expressions: binding one for CREATE TABLE / ALTER COLUMN
 * (PG's cookDefault) and reading a stored one back for INSERT and UPDATE ... DEFAULT.
 *
 * The one idea: the catalog keeps a default as SQL text (catalog_attrdef.h), deparsed from the
 * bound expression by the executor as PG's ruleutils would print it, so using a default is
 * parsing that text again and binding it as the same DEFAULT expression, coerced to the column.
 * Volatile defaults (nextval, now(), random()) are evaluated once per row because the bound
 * expression sits in each row of the INSERT's source, like a value the statement wrote.
 */
#include "planner/bind_internal.h"
#include "storage/catalog_sequence.h"

#include "common/elog.h"
#include "parser/parser.h"
#include "storage/catalog_attrdef.h"

Node *bind_parse_stored_expr(const char *text)
{
    const char *statement = elog_query_text();
    List *raws = raw_parser(psprintf("SELECT %s", text));
    elog_set_query_text(statement);
    SelectStmt *sel = (SelectStmt *)((RawStmt *)linitial(raws))->stmt;
    return ((ResTarget *)linitial(sel->targetList))->val;
}

/* expr as the default of column att: assignment coercion, PG's 42804 otherwise. */
static Node *coerce_default(ParseState *pstate, Node *expr, Form_attribute att)
{
    Oid t = exprType(expr);
    Node *res = bind_coerce_to_target(pstate, expr, t, att->atttypid, att->atttypmod,
                                      COERCION_ASSIGNMENT, COERCE_IMPLICIT_CAST, -1);
    if (res == NULL)
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("column \"%s\" is of type %s but default expression is of type %s",
                       att->attname, bind_format_type(att->atttypid), bind_format_type(t)),
                errhint("You will need to rewrite or cast the expression."));
    return res;
}

/* raw bound as the default of att; with positions false its errors carry no position (the
 * statement's text is not where raw came from, or PG reports none). */
static Node *bind_default(ParseState *pstate, Node *raw, Form_attribute att, bool positions)
{
    Node *expr;
    PG_TRY();
    {
        expr = coerce_default(pstate, bind_expr(pstate, raw, EXPR_KIND_COLUMN_DEFAULT), att);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_current_error();
        if (e != NULL && !positions)
            e->cursorpos = 0;
        PG_RE_THROW();
    }
    PG_END_TRY();
    bind_assign_expr_collations(expr);
    return expr;
}

Node *bind_column_default(ParseState *pstate, Node *raw, Form_attribute att, bool positions)
{
    Node *expr = bind_default(pstate, raw, att, positions);
    /* DEFAULT NULL is no default at all, as in PG (AddRelationNewConstraints) */
    if (IsA(expr, Const) && ((Const *)expr)->constisnull)
        return NULL;
    return expr;
}

Node *bind_stored_default(ParseState *pstate, Relation rel, int attno)
{
    Form_attribute att = TupleDescAttr(rel->rd_att, attno - 1);
    if (att->attisdropped || (!att->atthasdef && !att->attidentity))
        return NULL;
    char *text = NULL;
    if (att->attidentity) { /* the next number of the column's own sequence */
        List *seqs = catalog_owned_sequences(rel->rd_id, attno);
        if (seqs != NIL)
            text = psprintf("nextval('%u'::regclass)", list_nth_oid(seqs, 0));
    } else
        text = catalog_column_default(rel->rd_id, attno);
    if (text == NULL)
        return NULL;
    return bind_default(pstate, bind_parse_stored_expr(text), att, false);
}

/* PG's strip_implicit_coercions at the top of an expression. */
static Node *strip_implicit_coercions(Node *n)
{
    for (;;) {
        if (IsA(n, FuncExpr) && ((FuncExpr *)n)->funcformat == COERCE_IMPLICIT_CAST)
            n = linitial(((FuncExpr *)n)->args);
        else if (IsA(n, RelabelType) && ((RelabelType *)n)->relabelformat == COERCE_IMPLICIT_CAST)
            n = (Node *)((RelabelType *)n)->arg;
        else if (IsA(n, CoerceViaIO) && ((CoerceViaIO *)n)->coerceformat == COERCE_IMPLICIT_CAST)
            n = (Node *)((CoerceViaIO *)n)->arg;
        else
            return n;
    }
}

Node *bind_retyped_default(ParseState *pstate, Relation rel, int attno, Form_attribute newatt)
{
    char *text = catalog_column_default(rel->rd_id, attno);
    if (text == NULL)
        return NULL;
    Form_attribute old = TupleDescAttr(rel->rd_att, attno - 1);
    Node *stored = bind_default(pstate, bind_parse_stored_expr(text), old, false);
    Node *expr = strip_implicit_coercions(stored);
    Node *res =
        bind_coerce_to_target(pstate, expr, exprType(expr), newatt->atttypid, newatt->atttypmod,
                              COERCION_ASSIGNMENT, COERCE_IMPLICIT_CAST, -1);
    if (res == NULL)
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("default for column \"%s\" cannot be cast automatically to type %s",
                       old->attname, bind_format_type(newatt->atttypid)));
    bind_assign_expr_collations(res);
    return res;
}
