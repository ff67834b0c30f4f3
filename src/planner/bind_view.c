/*
 * bind_view.c: views: CREATE [OR REPLACE] VIEW, and the expansion of a view named in FROM
 * (the "rewriter" of PG, done while binding).
 *
 * The one idea: a view is stored as the SQL text of its query (pg_rewrite.ev_action), and
 * every use parses and binds that text again, at a level of its own that sees nothing of the
 * query using it, then puts the result in the range table as a sub-select named after the
 * view. Text instead of a serialized bound tree keeps the catalog free of a node format that
 * would have to stay stable across versions; the price is that the query is resolved again at
 * each use (a renamed table or column breaks the view, where PG's stored tree follows it).
 * The view's columns are fixed when it is created: a `*` that later yields more columns (ADD
 * COLUMN) still gives the view only its own, as in PG.
 */
#include "planner/bind_internal.h"

#include "parser/parser.h"
#include "storage/catalog_partition.h"
#include "storage/catalog_view.h"

/* ---------------------------------------------------------------- what a query reads */

static bool refs_walker(Node *node, void *ctx);

/* The relations and views q reads go to info->refs, the primary keys its grouping relies on
 * to info->constraints. */
static void query_refs(Query *q, ViewInfo *info)
{
    info->constraints = list_concat(info->constraints, list_copy(q->constraintDeps));
    ListCell *lc;
    foreach (lc, q->rtable) {
        RangeTblEntry *rte = lfirst(lc);
        if (rte->rtekind == RTE_RELATION)
            info->refs = lappend_oid(info->refs, rte->relid);
        else if (rte->rtekind == RTE_SUBQUERY && rte->relkind == RELKIND_VIEW)
            info->refs = lappend_oid(info->refs, rte->relid); /* the view, not what it reads */
        else if (rte->rtekind == RTE_SUBQUERY && rte->subquery)
            query_refs(rte->subquery, info);
        ListCell *r;
        foreach (r, rte->values_lists)
            refs_walker(lfirst(r), info);
        refs_walker((Node *)rte->functions, info);
    }
    refs_walker((Node *)q->targetList, info);
    if (q->jointree) {
        refs_walker(q->jointree->quals, info);
        refs_walker((Node *)q->jointree->fromlist, info);
    }
    refs_walker(q->havingQual, info);
    refs_walker(q->limitCount, info);
    refs_walker(q->limitOffset, info);
}

static bool refs_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, Query)) {
        query_refs((Query *)node, ctx);
        return false;
    }
    if (IsA(node, JoinExpr)) {
        JoinExpr *j = (JoinExpr *)node;
        refs_walker(j->larg, ctx);
        refs_walker(j->rarg, ctx);
        return refs_walker(j->quals, ctx);
    }
    if (IsA(node, List)) {
        ListCell *lc;
        foreach (lc, (List *)node)
            refs_walker(lfirst(lc), ctx);
        return false;
    }
    if (IsA(node, RangeTblRef))
        return false;
    return expression_tree_walker(node, refs_walker, ctx);
}

/* ---------------------------------------------------------------- CREATE VIEW */

/* The query's text: from its first character to the end of the statement, trimmed. */
static char *view_query_text(ParseState *pstate, ViewStmt *stmt)
{
    const char *text = pstate->query_text;
    if (text == NULL)
        elog(ERROR, "CREATE VIEW without its query text");
    int start = stmt->query_location;
    int end = pstate->stmt_len > 0 ? pstate->stmt_location + pstate->stmt_len : (int)strlen(text);
    while (start < end && strchr(" \t\r\n\f", text[start]))
        start++;
    while (end > start && strchr(" \t\r\n\f;", text[end - 1]))
        end--;
    return pnstrdup(text + start, (size_t)(end - start));
}

Query *bind_create_view(ParseState *pstate, ViewStmt *stmt)
{
    RangeVar *rv = stmt->view;
    if (rv->relpersistence == RELPERSISTENCE_UNLOGGED)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("views cannot be unlogged because they do not have storage"));
    if (rv->relpersistence == RELPERSISTENCE_TEMP)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("temporary views are not supported yet"), errlocation(rv->location));
    Oid nsp = bind_creation_namespace(rv);
    Query *q = bind_sub_select(pstate, stmt->query);
    int ncols = bind_output_column_count(q);
    ListCell *lc;
    if (list_length(stmt->aliases) > ncols)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("CREATE VIEW specifies more column names than columns"));
    ViewInfo *info = makeNode(ViewInfo);
    info->relname = pstrdup(rv->relname);
    info->nspoid = nsp;
    info->replace = stmt->replace;
    info->desc = bind_query_columns(q, stmt->aliases, true);
    /* the view's column names are the names its definition shows */
    int i = 0;
    foreach (lc, q->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (!tle->resjunk && i < ncols)
            tle->resname = pstrdup(TupleDescAttr(info->desc, i++)->attname);
    }
    /* PG's layout where it can be printed exactly, else the query as written */
    info->query_text = bind_deparse_view(q);
    if (info->query_text == NULL)
        info->query_text = view_query_text(pstate, stmt);
    query_refs(q, info);
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UTILITY;
    qry->utilityStmt = (Node *)info;
    return qry;
}

/* ---------------------------------------------------------------- using a view */

/* Bind a view's query at a level of its own; natts >= 0 keeps only that many columns. */
static Query *bind_query_text(ParseState *pstate, const char *sql, Oid viewid, const char *name,
                              int natts, bool sysview)
{
    for (ParseState *ps = pstate; ps && OidIsValid(viewid);
         ps = ps->parent ? ps->parent : ps->view_caller)
        if (ps->expanding_view == viewid)
            ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                    errmsg("infinite recursion detected in rules for relation \"%s\"", name));
    List *raws = raw_parser(sql);
    if (list_length(raws) != 1 || !IsA(((RawStmt *)linitial(raws))->stmt, SelectStmt))
        elog(ERROR, "the query of view \"%s\" is not one SELECT", name);
    ParseState *vps = bind_make_pstate(NULL, NULL, sql);
    vps->expanding_view = viewid;
    vps->view_caller = pstate;
    vps->expanding_sysview = sysview ? name : NULL;
    Query *sub = bind_select(vps, (SelectStmt *)((RawStmt *)linitial(raws))->stmt);
    /* the view's own columns only: later ones (a `*` over a wider table) become junk */
    int n = 0;
    ListCell *lc;
    foreach (lc, sub->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (natts >= 0 && !tle->resjunk && ++n > natts)
            tle->resjunk = true;
    }
    return sub;
}

static Query *bind_view_query(ParseState *pstate, Relation view)
{
    char *sql = catalog_view_query(view->rd_id);
    if (sql == NULL)
        elog(ERROR, "view \"%s\" has no query", view->relname);
    /* what the view reads is checked against its owner's privileges, as in PG */
    RelationAcl ra;
    Oid saved = bind_push_check_as(catalog_relation_acl(view->rd_id, &ra) ? ra.owner : InvalidOid);
    Query *q = bind_query_text(pstate, sql, view->rd_id, view->relname, view->rd_att->natts, false);
    bind_pop_check_as(saved);
    return q;
}

static RangeTblEntry *view_rte(Query *sub, RangeVar *rv, List *colnames)
{
    Alias *a = makeNode(Alias);
    a->aliasname = pstrdup(rv->alias ? rv->alias->aliasname : rv->relname);
    a->colnames = colnames;
    RangeTblEntry *rte = bind_make_subquery_rte(sub, a, false);
    rte->alias = rv->alias;
    return rte;
}

RangeTblEntry *bind_expand_view(ParseState *pstate, RangeVar *rv, Oid viewid)
{
    Relation view = relation_open(viewid, AccessShareLock);
    Query *sub = bind_view_query(pstate, view);
    List *given = rv->alias ? rv->alias->colnames : NIL;
    List *colnames = list_copy(given);
    for (int i = list_length(given); i < view->rd_att->natts; i++)
        colnames = lappend(colnames, makeString(pstrdup(TupleDescAttr(view->rd_att, i)->attname)));
    RangeTblEntry *rte = view_rte(sub, rv, colnames);
    rte->relid = viewid;
    rte->relkind = RELKIND_VIEW;
    bind_note_permission(rte, ACL_SELECT);
    relation_close(view);
    return rte;
}

/*
 * A partitioned table in FROM: the UNION ALL of its partitions' columns (the planner makes it
 * one Append), bound as a view's query is; a partition that is partitioned expands again.
 * Privileges are the parent's, as in PG: the partitions are read as its owner. Once the statement
 * reads the system column tableoid, each arm also returns its partition's tableoid, a last
 * column the item's column names leave out (bind_partitions_read_tableoid): the leaf
 * partition a row comes from, as in PG.
 */
static char *partitions_query(Relation parent, List *parts, bool tableoid)
{
    StringInfoData sql;
    initStringInfo(&sql);
    TupleDesc td = parent->rd_att;
    ListCell *lc;
    foreach (lc, parts) {
        char name[NAMEDATALEN];
        Oid nsp;
        if (!catalog_relation_name(lfirst_oid(lc), name, &nsp))
            continue;
        appendStringInfoString(&sql, sql.len ? " UNION ALL SELECT " : "SELECT ");
        for (int i = 0; i < td->natts; i++) {
            if (i > 0)
                appendStringInfoString(&sql, ", ");
            parser_append_ident(&sql, TupleDescAttr(td, i)->attname);
        }
        appendStringInfoString(&sql, tableoid ? ", tableoid FROM " : " FROM ");
        parser_append_ident(&sql, catalog_namespace_name(nsp));
        appendStringInfoChar(&sql, '.');
        parser_append_ident(&sql, name);
    }
    if (sql.len == 0) {
        appendStringInfoString(&sql, "SELECT ");
        for (int i = 0; i < td->natts; i++) {
            Form_attribute a = TupleDescAttr(td, i);
            appendStringInfo(&sql, "%sNULL::%s AS ", i > 0 ? ", " : "",
                             bind_format_type_mod(a->atttypid, a->atttypmod));
            parser_append_ident(&sql, a->attname);
        }
        appendStringInfoString(&sql, tableoid ? ", NULL::oid AS tableoid WHERE false"
                                              : " WHERE false");
    }
    return sql.data;
}

Query *bind_partitions_query(ParseState *pstate, Oid relid, List *parts, bool tableoid)
{
    Relation rel = relation_open(relid, AccessShareLock);
    RelationAcl ra;
    Oid saved = bind_push_check_as(catalog_relation_acl(relid, &ra) ? ra.owner : InvalidOid);
    Query *sub = bind_query_text(pstate, partitions_query(rel, parts, tableoid), InvalidOid,
                                 rel->relname, rel->rd_att->natts + (tableoid ? 1 : 0), false);
    bind_pop_check_as(saved);
    relation_close(rel);
    return sub;
}

RangeTblEntry *bind_expand_partitioned(ParseState *pstate, RangeVar *rv, Oid relid)
{
    Query *sub = bind_partitions_query(pstate, relid, catalog_partitions(relid), false);
    Relation rel = relation_open(relid, AccessShareLock);
    List *given = rv->alias ? rv->alias->colnames : NIL;
    List *colnames = list_copy(given);
    for (int i = list_length(given); i < rel->rd_att->natts; i++)
        colnames = lappend(colnames, makeString(pstrdup(TupleDescAttr(rel->rd_att, i)->attname)));
    if (list_length(given) > rel->rd_att->natts)
        ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                errmsg("table \"%s\" has %d columns available but %d columns specified",
                       rv->alias->aliasname, rel->rd_att->natts, list_length(given)));
    RangeTblEntry *rte = view_rte(sub, rv, colnames);
    rte->relid = relid;
    rte->relkind = RELKIND_PARTITIONED_TABLE;
    bind_note_permission(rte, ACL_SELECT);
    relation_close(rel);
    return rte;
}

/* The partitions a partitions_query reads (pruning may have dropped some): each arm's one
 * FROM item, or the query's own when it has one arm. */
static List *partitions_read(Query *sub)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, sub->rtable) {
        RangeTblEntry *r = lfirst(lc);
        if (r->rtekind == RTE_SUBQUERY && r->relkind != RELKIND_PARTITIONED_TABLE && r->subquery &&
            list_length(r->subquery->rtable) == 1)
            r = linitial(r->subquery->rtable); /* a UNION ALL arm */
        if (OidIsValid(r->relid))
            out = lappend_oid(out, r->relid);
    }
    return out;
}

int bind_partitions_read_tableoid(ParseState *pstate, RangeTblEntry *rte)
{
    int attno = list_length(rte->eref->colnames) + 1;
    if (list_length(rte->coltypes) >= attno)
        return attno; /* read already */
    /* the hidden column: a type, no name (so `*` and joins do not see it) */
    rte->subquery = bind_partitions_query(pstate, rte->relid, partitions_read(rte->subquery), true);
    rte->coltypes = lappend_oid(rte->coltypes, OIDOID);
    rte->coltypmods = lappend_int(rte->coltypmods, -1);
    rte->colcollations = lappend_oid(rte->colcollations, InvalidOid);
    return attno;
}

RangeTblEntry *bind_expand_system_view(ParseState *pstate, RangeVar *rv, const char *sql)
{
    /* a system view reads the catalogs as its owner, the bootstrap superuser (pg_roles may
     * read pg_authid, which PUBLIC may not) */
    Oid saved = bind_push_check_as(BOOTSTRAP_SUPERUSERID);
    Query *sub = bind_query_text(pstate, sql, InvalidOid, rv->relname, -1, true);
    bind_pop_check_as(saved);
    RangeTblEntry *rte = view_rte(sub, rv, rv->alias ? rv->alias->colnames : NIL);
    rte->sysviewClassOid = bind_system_view_classoid(rv->relname);
    return rte;
}

struct TupleDescData *bind_system_view_columns(const char *name, const char *sql)
{
    ParseState *pstate = bind_make_pstate(NULL, NULL, sql);
    Oid saved = bind_push_check_as(BOOTSTRAP_SUPERUSERID);
    Query *sub = bind_query_text(pstate, sql, InvalidOid, name, -1, true);
    bind_pop_check_as(saved);
    return bind_query_columns(sub, NIL, true);
}

/* ---------------------------------------------------------------- a view as a target */

/* Why PG would not update through this view automatically, or NULL (PG's
 * view_query_is_auto_updatable, in its order). */
static const char *not_updatable_reason(Query *q)
{
    if (q->distinctClause != NIL)
        return "Views containing DISTINCT are not automatically updatable.";
    if (q->groupClause != NIL || q->groupingSets != NIL)
        return "Views containing GROUP BY are not automatically updatable.";
    if (q->havingQual != NULL)
        return "Views containing HAVING are not automatically updatable.";
    if (q->setOperations != NULL)
        return "Views containing UNION, INTERSECT, or EXCEPT are not automatically updatable.";
    if (q->cteList != NIL)
        return "Views containing WITH are not automatically updatable.";
    if (q->limitOffset != NULL || q->limitCount != NULL)
        return "Views containing LIMIT or OFFSET are not automatically updatable.";
    if (q->hasAggs)
        return "Views that return aggregate functions are not automatically updatable.";
    if (q->hasWindowFuncs)
        return "Views that return window functions are not automatically updatable.";
    if (q->hasTargetSRFs)
        return "Views that return set-returning functions are not automatically updatable.";
    if (q->jointree == NULL || list_length(q->jointree->fromlist) != 1 ||
        !IsA(linitial(q->jointree->fromlist), RangeTblRef))
        return "Views that do not select from a single table or view are not automatically "
               "updatable.";
    RangeTblEntry *rte =
        list_nth(q->rtable, ((RangeTblRef *)linitial(q->jointree->fromlist))->rtindex - 1);
    if (!(rte->rtekind == RTE_RELATION ||
          (rte->rtekind == RTE_SUBQUERY && rte->relkind == RELKIND_VIEW)))
        return "Views that do not select from a single table or view are not automatically "
               "updatable.";
    if (rte->tablesample)
        return "Views containing TABLESAMPLE are not automatically updatable.";
    return NULL;
}

void bind_check_view_target(ParseState *pstate, Relation rel, CmdType cmd)
{
    if (rel->relkind != RELKIND_VIEW)
        return;
    Query *q = bind_view_query(pstate, rel);
    const char *reason = not_updatable_reason(q);
    const char *what = cmd == CMD_INSERT ? "insert into" : cmd == CMD_UPDATE ? "update" : "delete from";
    const char *verb = cmd == CMD_INSERT ? "inserting into" : cmd == CMD_UPDATE ? "updating" : "deleting from";
    const char *kw = cmd == CMD_INSERT ? "INSERT" : cmd == CMD_UPDATE ? "UPDATE" : "DELETE";
    if (reason == NULL) /* PG would change the view's table; Basalt cannot yet */
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot %s view \"%s\"", what, rel->relname),
                errdetail("Changing rows through a view is not supported yet."));
    ereport(ERROR, errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
            errmsg("cannot %s view \"%s\"", what, rel->relname), errdetail("%s", reason),
            errhint("To enable %s the view, provide an INSTEAD OF %s trigger or an "
                    "unconditional ON %s DO INSTEAD rule.",
                    verb, kw, kw));
}

/* ---------------------------------------------------------------- what a view reads of a table */

/* Is column attnum of relid read by a Var of q or of a query below it? levels: the queries
 * from q outward, for varlevelsup. A view named inside is not looked into: it depends on the
 * table itself, as in PG's pg_depend. */
typedef struct ColumnUse {
    Oid relid;
    int attnum;
    List *levels;
} ColumnUse;

static bool column_use_walker(Node *node, void *ctx);

static bool query_uses_column(Query *q, ColumnUse *u)
{
    u->levels = lcons(q, u->levels);
    bool found = false;
    ListCell *lc;
    foreach (lc, q->rtable) {
        RangeTblEntry *rte = lfirst(lc);
        if (rte->rtekind == RTE_SUBQUERY && rte->relkind != RELKIND_VIEW && rte->subquery)
            found |= query_uses_column(rte->subquery, u);
        ListCell *r;
        foreach (r, rte->values_lists)
            found |= column_use_walker(lfirst(r), u);
        found |= column_use_walker((Node *)rte->functions, u);
    }
    found |= column_use_walker((Node *)q->targetList, u);
    if (q->jointree) {
        found |= column_use_walker(q->jointree->quals, u);
        found |= column_use_walker((Node *)q->jointree->fromlist, u);
    }
    found |= column_use_walker(q->havingQual, u);
    found |= column_use_walker(q->limitCount, u);
    found |= column_use_walker(q->limitOffset, u);
    u->levels = list_delete_nth_cell(u->levels, 0);
    return found;
}

static bool column_use_walker(Node *node, void *ctx)
{
    ColumnUse *u = ctx;
    if (node == NULL)
        return false;
    if (IsA(node, Var)) {
        Var *v = (Var *)node;
        if (v->varlevelsup >= list_length(u->levels) || v->varno < 1)
            return false;
        Query *q = list_nth(u->levels, v->varlevelsup);
        if (v->varno > list_length(q->rtable))
            return false;
        RangeTblEntry *rte = list_nth(q->rtable, v->varno - 1);
        return rte->rtekind == RTE_RELATION && rte->relid == u->relid && v->varattno == u->attnum;
    }
    if (IsA(node, Query))
        return query_uses_column((Query *)node, u);
    if (IsA(node, JoinExpr)) {
        JoinExpr *j = (JoinExpr *)node;
        return column_use_walker(j->larg, u) | column_use_walker(j->rarg, u) |
               column_use_walker(j->quals, u);
    }
    if (IsA(node, List)) {
        bool found = false;
        ListCell *lc;
        foreach (lc, (List *)node)
            found |= column_use_walker(lfirst(lc), u);
        return found;
    }
    if (IsA(node, RangeTblRef))
        return false;
    return expression_tree_walker(node, column_use_walker, u);
}

List *bind_views_reading_column(ParseState *pstate, Oid relid, int attnum)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, catalog_view_dependents(relid)) {
        Relation view = relation_open(lfirst_oid(lc), AccessShareLock);
        Query *q = bind_view_query(pstate, view);
        relation_close(view);
        ColumnUse u = {relid, attnum, NIL};
        if (query_uses_column(q, &u))
            out = lappend_oid(out, lfirst_oid(lc));
    }
    return out;
}
