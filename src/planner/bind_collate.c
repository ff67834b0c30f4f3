/*
 * bind_collate.c: collations of bound expressions, by PostgreSQL's derivation rules
 * (parse_collate.c's behaviour), and collation names.
 *
 * The one idea: collations are assigned in a pass over each finished Query, bottom-up. Every
 * expression has a collation and a strength: none (not a collatable type), implicit (a
 * column, a literal, a function result), conflict (two different non-default implicit
 * collations met), explicit (COLLATE). A node takes the strongest of its inputs; two different
 * explicit ones are an error at once (42P21); an implicit conflict is an error only where a
 * collation is needed at bind time (an ORDER BY / GROUP BY / DISTINCT target, a set
 * operation's column), and otherwise leaves the node's input collation InvalidOid, which the
 * comparison functions report at run time (42P22). "default" loses to any other implicit one.
 */
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/builtins.h"
#include "executor/executor.h"
#include "planner/bind_internal.h"
#include "planner/nodefuncs.h"
#include "storage/catalog.h"
#include "storage/catalog_collation.h"

typedef enum CollStrength { COLL_NONE, COLL_IMPLICIT, COLL_CONFLICT, COLL_EXPLICIT } CollStrength;

typedef struct CollState {
    Oid coll;
    CollStrength strength;
    int location;
    Oid coll2; /* a conflict: the second collation and where it came from */
    int location2;
} CollState;

typedef struct CollCxt {
    CollState st;
    Oid casetest; /* the collation of the innermost simple CASE's argument */
} CollCxt;

/* ---------------------------------------------------------------- names */

static Oid lookup_collation(List *names)
{
    CollationRow row;
    return exec_collation_by_name(names, &row) ? row.oid : InvalidOid;
}

Oid bind_collation_lookup(List *names)
{
    return lookup_collation(names);
}

Oid bind_collation_by_name(List *names, int location)
{
    if (list_length(names) >= 2) {
        const char *nsp = strVal(list_nth(names, list_length(names) - 2));
        if (!OidIsValid(catalog_namespace_oid(nsp)))
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("schema \"%s\" does not exist", nsp), errlocation(location));
    }
    Oid oid = lookup_collation(names);
    if (!OidIsValid(oid))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("collation \"%s\" for encoding \"UTF8\" does not exist",
                       bind_name_list_to_string(names)),
                errlocation(location));
    return oid;
}

const char *bind_collation_name(Oid oid)
{
    CollationRow row;
    if (!catalog_collation_by_oid(oid, &row))
        return psprintf("%u", oid);
    return pstrdup(row.name);
}

/* ---------------------------------------------------------------- derivation */

static void merge(CollState *cx, const CollState *in)
{
    if (in->strength > cx->strength) {
        *cx = *in;
        return;
    }
    if (in->strength != cx->strength)
        return;
    switch (in->strength) {
    case COLL_IMPLICIT:
        if (in->coll == cx->coll)
            break;
        if (cx->coll == DEFAULT_COLLATION_OID) {
            *cx = *in;
        } else if (in->coll != DEFAULT_COLLATION_OID) {
            cx->strength = COLL_CONFLICT;
            cx->coll2 = in->coll;
            cx->location2 = in->location;
        }
        break;
    case COLL_EXPLICIT:
        if (in->coll != cx->coll)
            ereport(ERROR, errcode(ERRCODE_COLLATION_MISMATCH),
                    errmsg("collation mismatch between explicit collations \"%s\" and \"%s\"",
                           bind_collation_name(cx->coll), bind_collation_name(in->coll)),
                    errlocation(in->location));
        break;
    default: break;
    }
}

static pg_noreturn void implicit_conflict(const CollState *st)
{
    ereport(ERROR, errcode(ERRCODE_COLLATION_MISMATCH),
            errmsg("collation mismatch between implicit collations \"%s\" and \"%s\"",
                   bind_collation_name(st->coll), bind_collation_name(st->coll2)),
            errhint("You can choose the collation by applying the COLLATE clause to one or both "
                    "expressions."),
            errlocation(st->location2));
}

static bool assign_walker(Node *node, void *arg);

/* The state of one expression walked on its own (a fresh context). */
static CollState assign_alone(Node *node, Oid casetest)
{
    CollCxt cx = {{InvalidOid, COLL_NONE, -1, InvalidOid, -1}, casetest};
    assign_walker(node, &cx);
    return cx.st;
}

static void set_result(Node *node, Oid coll)
{
    switch (nodeTag(node)) {
    case T_FuncExpr: ((FuncExpr *)node)->funccollid = coll; break;
    case T_OpExpr:
    case T_DistinctExpr:
    case T_NullIfExpr: ((OpExpr *)node)->opcollid = coll; break;
    case T_Aggref: ((Aggref *)node)->aggcollid = coll; break;
    case T_WindowFunc: ((WindowFunc *)node)->wincollid = coll; break;
    case T_RelabelType: ((RelabelType *)node)->resultcollid = coll; break;
    case T_CoerceViaIO: ((CoerceViaIO *)node)->resultcollid = coll; break;
    case T_CaseExpr: ((CaseExpr *)node)->casecollid = coll; break;
    case T_CoalesceExpr: ((CoalesceExpr *)node)->coalescecollid = coll; break;
    case T_MinMaxExpr: ((MinMaxExpr *)node)->minmaxcollid = coll; break;
    case T_ArrayExpr: ((ArrayExpr *)node)->array_collid = coll; break;
    case T_SubscriptingRef: ((SubscriptingRef *)node)->refcollid = coll; break;
    case T_ArrayCoerceExpr: ((ArrayCoerceExpr *)node)->resultcollid = coll; break;
    default: break;
    }
}

static void set_input(Node *node, Oid coll)
{
    switch (nodeTag(node)) {
    case T_FuncExpr: ((FuncExpr *)node)->inputcollid = coll; break;
    case T_OpExpr:
    case T_DistinctExpr:
    case T_NullIfExpr: ((OpExpr *)node)->inputcollid = coll; break;
    case T_ScalarArrayOpExpr: ((ScalarArrayOpExpr *)node)->inputcollid = coll; break;
    case T_Aggref: ((Aggref *)node)->inputcollid = coll; break;
    case T_WindowFunc: ((WindowFunc *)node)->inputcollid = coll; break;
    case T_MinMaxExpr: ((MinMaxExpr *)node)->inputcollid = coll; break;
    default: break;
    }
}

static bool assign_walker(Node *node, void *arg)
{
    CollCxt *cx = arg;
    if (node == NULL)
        return false;
    CollCxt loc = {{InvalidOid, COLL_NONE, -1, InvalidOid, -1}, cx->casetest};
    CollState mine = {InvalidOid, COLL_NONE, -1, InvalidOid, -1};
    switch (nodeTag(node)) {
    case T_RelabelType:
        if (((RelabelType *)node)->collate_clause) {
            RelabelType *r = (RelabelType *)node;
            assign_walker((Node *)r->arg, &loc);
            mine.coll = r->resultcollid;
            mine.strength = COLL_EXPLICIT;
            mine.location = r->location;
            merge(&cx->st, &mine);
            return false;
        }
        goto general;
    case T_CaseTestExpr:
        ((CaseTestExpr *)node)->collation = cx->casetest;
        /* fall through */
    case T_Var:
    case T_Const:
    case T_Param:
    case T_SetToDefault:
        mine.coll = exprCollation(node);
        mine.strength = OidIsValid(mine.coll) ? COLL_IMPLICIT : COLL_NONE;
        mine.location = exprLocation(node);
        merge(&cx->st, &mine);
        return false;
    case T_TargetEntry: {
        TargetEntry *te = (TargetEntry *)node;
        assign_walker((Node *)te->expr, &loc);
        if (loc.st.strength == COLL_CONFLICT && te->ressortgroupref != 0)
            implicit_conflict(&loc.st);
        merge(&cx->st, &loc.st);
        return false;
    }
    case T_List:
        expression_tree_walker(node, assign_walker, &loc);
        merge(&cx->st, &loc.st);
        return false;
    case T_RowExpr: {
        ListCell *lc;
        foreach (lc, ((RowExpr *)node)->args)
            assign_alone(lfirst(lc), cx->casetest);
        return false;
    }
    case T_FieldSelect: /* the field's type gives it its collation, as a column's does */
        assign_alone((Node *)((FieldSelect *)node)->arg, cx->casetest);
        mine.coll = exprCollation(node);
        mine.strength = OidIsValid(mine.coll) ? COLL_IMPLICIT : COLL_NONE;
        mine.location = exprLocation(node);
        merge(&cx->st, &mine);
        return false;
    case T_FromExpr:
    case T_JoinExpr:
    case T_RangeTblRef:
    case T_SortGroupClause:
        expression_tree_walker(node, assign_walker, &loc);
        return false;
    case T_GroupingFunc:
        return false; /* its arguments are the grouping targets, assigned there */
    case T_BoolExpr:
    case T_NullTest:
    case T_BooleanTest: {
        /* boolean results: the arguments are independent of each other's collations */
        expression_tree_walker(node, assign_walker, &loc);
        return false;
    }
    case T_SubLink: {
        SubLink *s = (SubLink *)node;
        if (s->testexpr)
            assign_alone(s->testexpr, cx->casetest);
        mine.coll = exprCollation(node);
        mine.strength = OidIsValid(mine.coll) ? COLL_IMPLICIT : COLL_NONE;
        mine.location = exprLocation(node);
        merge(&cx->st, &mine);
        return false;
    }
    default: break;
    }
general:
    switch (nodeTag(node)) {
    case T_Aggref: {
        Aggref *a = (Aggref *)node;
        ListCell *lc;
        foreach (lc, a->args)
            assign_walker(lfirst(lc), &loc);
        foreach (lc, a->aggorderexprs)
            assign_alone(lfirst(lc), cx->casetest);
        assign_alone((Node *)a->aggfilter, cx->casetest);
        break;
    }
    case T_WindowFunc: {
        WindowFunc *w = (WindowFunc *)node;
        ListCell *lc;
        foreach (lc, w->args)
            assign_walker(lfirst(lc), &loc);
        assign_alone((Node *)w->aggfilter, cx->casetest);
        break;
    }
    case T_CaseExpr: {
        CaseExpr *c = (CaseExpr *)node;
        if (c->arg) {
            CollState a = assign_alone(c->arg, cx->casetest);
            loc.casetest = a.strength == COLL_CONFLICT ? InvalidOid : a.coll;
        }
        ListCell *lc;
        foreach (lc, c->args) {
            CaseWhen *w = lfirst(lc);
            assign_alone(w->expr, loc.casetest);
            assign_walker(w->result, &loc);
        }
        assign_walker(c->defresult, &loc);
        break;
    }
    default: expression_tree_walker(node, assign_walker, &loc); break;
    }
    Oid typcoll = bind_type_collation(exprType(node));
    if (OidIsValid(typcoll)) {
        if (loc.st.strength > COLL_NONE) {
            mine = loc.st;
        } else {
            mine.coll = typcoll;
            mine.strength = COLL_IMPLICIT;
            mine.location = exprLocation(node);
        }
    }
    set_result(node, mine.strength == COLL_CONFLICT ? InvalidOid : mine.coll);
    set_input(node, loc.st.strength == COLL_CONFLICT ? InvalidOid : loc.st.coll);
    merge(&cx->st, &mine);
    return false;
}

void bind_assign_expr_collations(Node *expr)
{
    assign_alone(expr, InvalidOid);
}

Oid bind_select_common_collation(List *exprs, bool none_ok)
{
    CollState st = assign_alone((Node *)exprs, InvalidOid);
    if (st.strength == COLL_CONFLICT) {
        if (none_ok)
            return InvalidOid;
        implicit_conflict(&st);
    }
    return st.coll;
}

void bind_assign_query_collations(Query *q)
{
    ListCell *lc;
    foreach (lc, q->targetList)
        bind_assign_expr_collations(lfirst(lc));
    foreach (lc, q->returningList)
        bind_assign_expr_collations(lfirst(lc));
    if (q->onConflict) {
        foreach (lc, q->onConflict->onConflictSet)
            bind_assign_expr_collations(lfirst(lc));
        bind_assign_expr_collations(q->onConflict->onConflictWhere);
    }
    if (q->jointree)
        bind_assign_expr_collations((Node *)q->jointree);
    bind_assign_expr_collations(q->havingQual);
    bind_assign_expr_collations(q->limitOffset);
    bind_assign_expr_collations(q->limitCount);
}
