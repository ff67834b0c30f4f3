/*
 * bind_index.c: the expressions of an index: binding CREATE INDEX's key expressions and a
 * partial index's WHERE predicate (PG's ComputeIndexAttrs and CheckPredicate), and reading an
 * existing index's stored ones back for the planner and for computing index entries.
 *
 * The one idea: as CHECK constraints (bind_check.c), the catalog keeps them as SQL text
 * (pg_index.indexprs: the key expressions separated by ", ", one per zero in indkey; indpred),
 * deparsed from the bound expressions by the executor, so reading them is parsing that text
 * again and binding it over the table's columns, at whatever range-table index the reader
 * needs. Only immutable functions may appear (an entry must not change after it is made).
 */
#include "planner/bind_internal.h"

#include "common/elog.h"
#include "executor/execnodes.h"
#include "parser/parser.h"
#include "planner/nodefuncs.h"

#define TEXTANYCAT_PROC 2003
#define ANYTEXTCAT_PROC 2004

/* text || x and x || text are PG SQL functions ($1 || $2::text) that its planner inlines, so
 * they are as immutable as x's text output: not for the date and time types (DateStyle). */
static bool concat_is_immutable(Oid fn, List *args)
{
    if (fn != TEXTANYCAT_PROC && fn != ANYTEXTCAT_PROC)
        return false;
    Oid t = exprType(fn == TEXTANYCAT_PROC ? llast(args) : linitial(args));
    return t != DATEOID && t != TIMEOID && t != 1266 /* timetz */ && t != TIMESTAMPOID &&
           t != TIMESTAMPTZOID && t != INTERVALOID;
}

static bool mutable_walker(Node *node, void *arg)
{
    (void)arg;
    if (node == NULL)
        return false;
    Oid fn = InvalidOid;
    List *args = NIL;
    if (IsA(node, FuncExpr))
        fn = ((FuncExpr *)node)->funcid, args = ((FuncExpr *)node)->args;
    else if (IsA(node, OpExpr))
        fn = ((OpExpr *)node)->opfuncid, args = ((OpExpr *)node)->args;
    else if (IsA(node, ScalarArrayOpExpr))
        fn = ((ScalarArrayOpExpr *)node)->opfuncid;
    if (OidIsValid(fn) && !concat_is_immutable(fn, args)) {
        const ProcInfo *p = proc_by_oid(fn);
        if (p == NULL || p->provolatile != PROVOLATILE_IMMUTABLE)
            return true;
    }
    if (IsA(node, Param))
        return true;
    return expression_tree_walker(node, mutable_walker, arg);
}

/* PG's contain_mutable_functions, over what Basalt's bound trees hold. */
static bool has_mutable_functions(Node *expr) { return mutable_walker(expr, NULL); }

static Node *bind_one(ParseState *ps, Node *raw, bool predicate)
{
    Node *e = bind_expr(ps, raw, predicate ? EXPR_KIND_INDEX_PREDICATE
                                           : EXPR_KIND_INDEX_EXPRESSION);
    if (predicate)
        e = bind_coerce_to_boolean(ps, e, "WHERE");
    bind_assign_expr_collations(e);
    return planner_in_lists_to_saops(e);
}

static bool has_expressions(IndexStmt *stmt)
{
    bool any = stmt->whereClause != NULL;
    ListCell *lc;
    foreach (lc, stmt->indexParams)
        any |= ((IndexElem *)lfirst(lc))->expr != NULL;
    return any;
}

void bind_index_stmt_over(IndexStmt *stmt, const char *relname, Oid relid, TupleDesc desc,
                          const char *query_text)
{
    if (!has_expressions(stmt))
        return;
    ParseState *ps = bind_table_pstate(relname, relid, desc, query_text, 1);
    ListCell *lc;
    stmt->boundExprs = NIL;
    foreach (lc, stmt->indexParams) {
        IndexElem *ie = lfirst(lc);
        if (ie->expr == NULL)
            continue;
        Node *e = bind_one(ps, ie->expr, false);
        if (has_mutable_functions(e))
            ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                    errmsg("functions in index expression must be marked IMMUTABLE"));
        stmt->boundExprs = lappend(stmt->boundExprs, e);
    }
    if (stmt->whereClause) {
        stmt->boundPred = bind_one(ps, stmt->whereClause, true);
        if (has_mutable_functions(stmt->boundPred))
            ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                    errmsg("functions in index predicate must be marked IMMUTABLE"));
    }
}

void bind_index_stmt(IndexStmt *stmt, const char *query_text)
{
    if (!has_expressions(stmt))
        return;
    Oid relid = exec_lookup_relation_opt(stmt->relation, true);
    if (!OidIsValid(relid))
        return; /* the executor reports it, as PG does, without a position */
    Relation rel = relation_open(relid, AccessShareLock);
    /* else the executor says why it cannot have one */
    if (rel->relkind == RELKIND_RELATION || rel->relkind == RELKIND_PARTITIONED_TABLE)
        bind_index_stmt_over(stmt, rel->relname, rel->rd_id, rel->rd_att, query_text);
    relation_close(rel);
}

List *bind_index_expressions(Relation heap, TupleDesc desc, const char *indexprs, int rtindex)
{
    if (indexprs == NULL)
        return NIL;
    const char *statement = elog_query_text();
    List *raws = raw_parser(psprintf("SELECT %s", indexprs));
    elog_set_query_text(statement);
    SelectStmt *sel = (SelectStmt *)((RawStmt *)linitial(raws))->stmt;
    ParseState *ps = bind_table_pstate(heap->relname, heap->rd_id, desc, NULL, rtindex);
    List *out = NIL;
    ListCell *lc;
    foreach (lc, sel->targetList)
        out = lappend(out, bind_one(ps, ((ResTarget *)lfirst(lc))->val, false));
    return out;
}

Node *bind_index_predicate(Relation heap, TupleDesc desc, const char *indpred, int rtindex)
{
    if (indpred == NULL)
        return NULL;
    ParseState *ps = bind_table_pstate(heap->relname, heap->rd_id, desc, NULL, rtindex);
    return bind_one(ps, bind_parse_stored_expr(indpred), true);
}

List *bind_relation_index_exprs(Relation rel)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, catalog_relation_indexes(rel->rd_id)) {
        char *indexprs, *indpred;
        catalog_index_exprs(lfirst_oid(lc), &indexprs, &indpred);
        if (indexprs == NULL && indpred == NULL)
            continue;
        IndexStmt *is = makeNode(IndexStmt);
        is->indexOid = lfirst_oid(lc);
        is->boundExprs = bind_index_expressions(rel, rel->rd_att, indexprs, 1);
        is->boundPred = bind_index_predicate(rel, rel->rd_att, indpred, 1);
        out = lappend(out, is);
    }
    return out;
}
