/*
 * bind_clause.c: target lists, ORDER BY / GROUP BY / DISTINCT / LIMIT, and the grouping check.
 *
 * The one idea: ORDER BY, GROUP BY and DISTINCT items all point at target-list entries
 * (SortGroupClause.tleSortGroupRef = TargetEntry.ressortgroupref). An item is matched against
 * the select list as PG does: a bare name is an output column name (SQL92; in GROUP BY a FROM
 * column wins), an integer constant a position, anything else an expression that reuses an equal
 * target entry or is appended as a resjunk one. Column names follow PG's FigureColname.
 */
#include "planner/bind_internal.h"

TargetEntry *bind_make_tle(Node *expr, int resno, char *resname, bool resjunk)
{
    TargetEntry *tle = makeNode(TargetEntry);
    tle->expr = (Expr *)expr;
    tle->resno = (int16)resno;
    tle->resname = resname;
    tle->resjunk = resjunk;
    return tle;
}

/* ---------------------------------------------------------------- column names */

static int figure_colname(Node *node, char **name)
{
    if (node == NULL)
        return 0;
    switch (nodeTag(node)) {
    case T_ColumnRef: {
        char *fname = NULL;
        ListCell *lc;
        foreach (lc, ((ColumnRef *)node)->fields)
            if (IsA(lfirst(lc), String))
                fname = strVal(lfirst(lc));
        if (fname) {
            *name = fname;
            return 2;
        }
        break;
    }
    case T_A_Indirection: {
        A_Indirection *ind = (A_Indirection *)node;
        char *fname = NULL;
        ListCell *lc;
        foreach (lc, ind->indirection)
            if (IsA(lfirst(lc), String))
                fname = strVal(lfirst(lc));
        if (fname) {
            *name = fname;
            return 2;
        }
        return figure_colname(ind->arg, name);
    }
    case T_FuncCall:
        *name = strVal(llast(((FuncCall *)node)->funcname));
        return 2;
    case T_A_Expr:
        if (((A_Expr *)node)->kind == AEXPR_NULLIF) {
            *name = "nullif";
            return 2;
        }
        break;
    case T_TypeCast: {
        int strength = figure_colname(((TypeCast *)node)->arg, name);
        if (strength <= 1) {
            TypeName *tn = ((TypeCast *)node)->typeName;
            if (tn) {
                *name = strVal(llast(tn->names));
                return 1;
            }
        }
        return strength;
    }
    case T_CollateClause: return figure_colname(((CollateClause *)node)->arg, name);
    case T_SubLink: {
        SubLink *s = (SubLink *)node;
        switch (s->subLinkType) {
        case EXISTS_SUBLINK: *name = "exists"; return 2;
        case ARRAY_SUBLINK: *name = "array"; return 2;
        case EXPR_SUBLINK:
            if (s->subselect && IsA(s->subselect, SelectStmt)) {
                /* PG names it after the sub-select's first output column */
                SelectStmt *sel = (SelectStmt *)s->subselect;
                while (sel->op != SETOP_NONE && sel->larg)
                    sel = sel->larg;
                ResTarget *rt = sel->targetList ? linitial(sel->targetList) : NULL;
                if (rt && rt->name)
                    *name = rt->name;
                else if (rt && !(IsA(rt->val, ColumnRef) &&
                                 IsA(llast(((ColumnRef *)rt->val)->fields), A_Star)))
                    *name = bind_figure_colname(rt->val);
                else
                    break;
                return 2;
            }
            if (s->subselect && IsA(s->subselect, Query)) {
                Query *q = (Query *)s->subselect;
                TargetEntry *te = q->targetList ? linitial(q->targetList) : NULL;
                if (te && te->resname) {
                    *name = te->resname;
                    return 2;
                }
            }
            break;
        default: break;
        }
        break;
    }
    case T_CaseExpr: {
        int strength = figure_colname(((CaseExpr *)node)->defresult, name);
        if (strength <= 1) {
            *name = "case";
            return 1;
        }
        return strength;
    }
    case T_A_ArrayExpr: *name = "array"; return 2;
    case T_RowExpr: *name = "row"; return 2;
    case T_CoalesceExpr: *name = "coalesce"; return 2;
    case T_MinMaxExpr:
        *name = ((MinMaxExpr *)node)->op == IS_GREATEST ? "greatest" : "least";
        return 2;
    case T_SQLValueFunction: {
        static const char *const names[] = {
            "current_date", "current_time", "current_time", "current_timestamp",
            "current_timestamp", "localtime", "localtime", "localtimestamp", "localtimestamp",
            "current_role", "current_user", "user", "session_user", "current_catalog",
            "current_schema"};
        *name = (char *)names[((SQLValueFunction *)node)->op];
        return 2;
    }
    default: break;
    }
    return 0;
}

char *bind_figure_colname(Node *node)
{
    char *name = NULL;
    if (figure_colname(node, &name) > 0 && name)
        return pstrdup(name);
    return pstrdup("?column?");
}

/* ---------------------------------------------------------------- target lists */

List *bind_target_list(ParseState *pstate, List *targetlist, ParseExprKind kind)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, targetlist) {
        ResTarget *rt = lfirst(lc);
        if (IsA(rt->val, ColumnRef) && IsA(llast(((ColumnRef *)rt->val)->fields), A_Star)) {
            ColumnRef *cref = (ColumnRef *)rt->val;
            List *items = list_length(cref->fields) == 1
                              ? bind_expand_all(pstate, cref->location)
                              : bind_expand_star(pstate, cref, cref->location);
            ListCell *it;
            foreach (it, items) {
                List *pair = lfirst(it);
                out = lappend(out, bind_make_tle(linitial(pair), list_length(out) + 1,
                                                 pstrdup(strVal(lsecond(pair))), false));
            }
            continue;
        }
        if (IsA(rt->val, A_Indirection) && IsA(llast(((A_Indirection *)rt->val)->indirection), A_Star)) {
            /* (expr).*: the record's fields, each a column */
            A_Indirection *ind = (A_Indirection *)rt->val, *base = palloc(sizeof(A_Indirection));
            *base = *ind;
            base->indirection = NIL;
            for (int i = 0; i < list_length(ind->indirection) - 1; i++)
                base->indirection = lappend(base->indirection, list_nth(ind->indirection, i));
            Node *rec = bind_expr(pstate, base->indirection ? (Node *)base : ind->arg, kind);
            ListCell *it;
            foreach (it, bind_expand_record_star(pstate, rec)) {
                List *pair = lfirst(it);
                out = lappend(out, bind_make_tle(linitial(pair), list_length(out) + 1,
                                                 pstrdup(strVal(lsecond(pair))), false));
            }
            continue;
        }
        Node *e = bind_expr(pstate, rt->val, kind);
        char *name = rt->name ? pstrdup(rt->name) : bind_figure_colname(rt->val);
        out = lappend(out, bind_make_tle(e, list_length(out) + 1, name, false));
    }
    return out;
}

void bind_resolve_unknown_targets(ParseState *pstate, List *tlist)
{
    ListCell *lc;
    foreach (lc, tlist) {
        TargetEntry *tle = lfirst(lc);
        if (exprType((Node *)tle->expr) == UNKNOWNOID)
            tle->expr = (Expr *)bind_coerce_type(pstate, (Node *)tle->expr, UNKNOWNOID, TEXTOID,
                                                 -1, COERCION_IMPLICIT, COERCE_IMPLICIT_CAST, -1);
    }
}

/* markTargetListOrigins(): which table column a plain output column shows. */
void bind_mark_origins(ParseState *pstate, List *tlist)
{
    ListCell *lc;
    foreach (lc, tlist) {
        TargetEntry *tle = lfirst(lc);
        if (!IsA(tle->expr, Var))
            continue;
        Var *v = (Var *)tle->expr;
        ParseState *ps = pstate;
        for (int i = 0; i < v->varlevelsup && ps; i++)
            ps = ps->parent;
        if (ps == NULL || v->varno < 1 || v->varno > list_length(ps->rtable) || v->varattno <= 0)
            continue;
        RangeTblEntry *rte = list_nth(ps->rtable, v->varno - 1);
        /* a view's column is the view's own, as PG marks origins before rewriting */
        if (rte->rtekind == RTE_RELATION ||
            (rte->rtekind == RTE_SUBQUERY && rte->relkind == RELKIND_VIEW)) {
            tle->resorigtbl = rte->relid;
            tle->resorigcol = v->varattno;
        } else if (rte->rtekind == RTE_SUBQUERY && rte->subquery &&
                   v->varattno <= list_length(rte->subquery->targetList)) {
            TargetEntry *sub = list_nth(rte->subquery->targetList, v->varattno - 1);
            tle->resorigtbl = sub->resorigtbl;
            tle->resorigcol = sub->resorigcol;
        }
    }
}

/* ---------------------------------------------------------------- ORDER BY / GROUP BY */

static Node *strip_implicit(Node *n)
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

static bool contains_agg_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, Aggref)) {
        *(Aggref **)ctx = (Aggref *)node;
        return true;
    }
    return expression_tree_walker(node, contains_agg_walker, ctx);
}

static void check_tle_sql92(ParseState *pstate, TargetEntry *tle, ParseExprKind kind)
{
    if (kind != EXPR_KIND_GROUP_BY)
        return;
    Aggref *agg = NULL;
    if (contains_agg_walker((Node *)tle->expr, &agg))
        ereport(ERROR, errcode(ERRCODE_GROUPING_ERROR),
                errmsg("aggregate functions are not allowed in GROUP BY"),
                errlocation(agg->location));
    WindowFunc *win = bind_find_window_func((Node *)tle->expr);
    if (win)
        ereport(ERROR, errcode(ERRCODE_WINDOWING_ERROR),
                errmsg("window functions are not allowed in GROUP BY"),
                errlocation(win->location));
}

/* findTargetlistEntrySQL92() / SQL99(). */
static TargetEntry *find_target_entry(ParseState *pstate, Node *node, List **tlist,
                                      ParseExprKind kind, bool sql99)
{
    ListCell *lc;
    if (!sql99 && IsA(node, ColumnRef) && list_length(((ColumnRef *)node)->fields) == 1 &&
        IsA(linitial(((ColumnRef *)node)->fields), String)) {
        char *name = strVal(linitial(((ColumnRef *)node)->fields));
        int location = ((ColumnRef *)node)->location;
        if (kind == EXPR_KIND_GROUP_BY) {
            ParseState *save_parent = pstate->parent;
            pstate->parent = NULL; /* only this level's FROM columns count */
            Node *v = bind_column_by_name(pstate, name, location, true);
            pstate->parent = save_parent;
            if (v != NULL)
                name = NULL;
        }
        if (name) {
            TargetEntry *found = NULL;
            foreach (lc, *tlist) {
                TargetEntry *tle = lfirst(lc);
                if (tle->resjunk || tle->resname == NULL || strcmp(tle->resname, name) != 0)
                    continue;
                if (found) {
                    if (!exprEqual((Node *)found->expr, (Node *)tle->expr))
                        ereport(ERROR, errcode(ERRCODE_AMBIGUOUS_COLUMN),
                                errmsg("%s \"%s\" is ambiguous", bind_expr_kind_name(kind), name),
                                errlocation(location));
                } else
                    found = tle;
            }
            if (found) {
                check_tle_sql92(pstate, found, kind);
                return found;
            }
        }
    }
    if (!sql99 && IsA(node, A_Const)) {
        A_Const *ac = (A_Const *)node;
        if (ac->kind != CONST_INTEGER)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("non-integer constant in %s", bind_expr_kind_name(kind)),
                    errlocation(ac->location));
        int pos = 0;
        foreach (lc, *tlist) {
            TargetEntry *tle = lfirst(lc);
            if (!tle->resjunk && ++pos == ac->ival) {
                check_tle_sql92(pstate, tle, kind);
                return tle;
            }
        }
        ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                errmsg("%s position %d is not in select list", bind_expr_kind_name(kind),
                       (int)ac->ival),
                errlocation(ac->location));
    }
    Node *expr = bind_expr(pstate, node, kind);
    foreach (lc, *tlist) {
        TargetEntry *tle = lfirst(lc);
        if (exprEqual(expr, strip_implicit((Node *)tle->expr)))
            return tle;
    }
    TargetEntry *tle = bind_make_tle(expr, list_length(*tlist) + 1, NULL, true);
    *tlist = lappend(*tlist, tle);
    return tle;
}

static int assign_sortgroupref(TargetEntry *tle, List *tlist)
{
    if (tle->ressortgroupref)
        return tle->ressortgroupref;
    int max = 0;
    ListCell *lc;
    foreach (lc, tlist) {
        TargetEntry *t = lfirst(lc);
        if (t->ressortgroupref > max)
            max = t->ressortgroupref;
    }
    tle->ressortgroupref = max + 1;
    return tle->ressortgroupref;
}

static bool target_in_list(TargetEntry *tle, Oid sortop, List *list)
{
    if (tle->ressortgroupref == 0)
        return false;
    ListCell *lc;
    foreach (lc, list) {
        SortGroupClause *sc = lfirst(lc);
        if (sc->tleSortGroupRef == tle->ressortgroupref &&
            (sortop == InvalidOid || sc->sortop == sortop))
            return true;
    }
    return false;
}

static Oid resolve_tle_type(ParseState *pstate, TargetEntry *tle)
{
    Oid t = exprType((Node *)tle->expr);
    if (t == UNKNOWNOID) {
        tle->expr = (Expr *)bind_coerce_type(pstate, (Node *)tle->expr, t, TEXTOID, -1,
                                             COERCION_IMPLICIT, COERCE_IMPLICIT_CAST, -1);
        t = TEXTOID;
    }
    return t;
}

static void no_ordering_op(Oid t)
{
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
            errmsg("could not identify an ordering operator for type %s", bind_format_type(t)),
            errhint("Use an explicit ordering operator or modify the query."));
}

/* addTargetToSortList() */
static List *add_to_sort_list(ParseState *pstate, TargetEntry *tle, List *sortlist, List *tlist,
                              SortBy *sb)
{
    Oid t = resolve_tle_type(pstate, tle);
    Oid sortop;
    bool reverse = false;
    switch (sb->sortby_dir) {
    case SORTBY_DESC:
        sortop = bind_sort_op(t, true);
        reverse = true;
        if (!sortop)
            no_ordering_op(t);
        break;
    case SORTBY_USING: {
        const OperInfo *op = bind_oper_lookup(pstate, sb->useOp, t, t, false, sb->location);
        sortop = op->oid;
        if (strcmp(op->oprname, ">") == 0)
            reverse = true;
        else if (strcmp(op->oprname, "<") != 0)
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("operator %s is not a valid ordering operator",
                           bind_name_list_to_string(sb->useOp)),
                    errhint("Ordering operators must be \"<\" or \">\" members of btree operator "
                            "families."),
                    errlocation(sb->location));
        break;
    }
    default:
        sortop = bind_sort_op(t, false);
        if (!sortop)
            no_ordering_op(t);
        break;
    }
    bool nulls_first = sb->sortby_nulls == SORTBY_NULLS_DEFAULT ? reverse
                                                                : sb->sortby_nulls == SORTBY_NULLS_FIRST;
    if (target_in_list(tle, sortop, sortlist))
        return sortlist;
    SortGroupClause *sc = makeNode(SortGroupClause);
    sc->tleSortGroupRef = assign_sortgroupref(tle, tlist);
    sc->eqop = bind_eq_op(t);
    sc->sortop = sortop;
    sc->nulls_first = nulls_first;
    sc->hashable = bind_hashable(t);
    return lappend(sortlist, sc);
}

/* addTargetToGroupList() */
static List *add_to_group_list(ParseState *pstate, TargetEntry *tle, List *grouplist, List *tlist,
                               int location)
{
    Oid t = resolve_tle_type(pstate, tle);
    if (target_in_list(tle, InvalidOid, grouplist))
        return grouplist;
    SortGroupClause *sc = makeNode(SortGroupClause);
    sc->tleSortGroupRef = assign_sortgroupref(tle, tlist);
    sc->eqop = bind_eq_op(t);
    sc->sortop = bind_sort_op(t, false);
    sc->nulls_first = false;
    sc->hashable = bind_hashable(t);
    if (sc->eqop == InvalidOid)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("could not identify an equality operator for type %s", bind_format_type(t)),
                errlocation(location));
    return lappend(grouplist, sc);
}

List *bind_sort_clause(ParseState *pstate, List *orderlist, List **tlist, ParseExprKind kind,
                       bool useSQL99)
{
    List *sortlist = NIL;
    ListCell *lc;
    foreach (lc, orderlist) {
        SortBy *sb = lfirst(lc);
        TargetEntry *tle = find_target_entry(pstate, sb->node, tlist, kind, useSQL99);
        sortlist = add_to_sort_list(pstate, tle, sortlist, *tlist, sb);
    }
    return sortlist;
}

int bind_group_expr(ParseState *pstate, Node *item, List **tlist, List *sortClause,
                    List **groupClause)
{
    TargetEntry *tle = find_target_entry(pstate, item, tlist, EXPR_KIND_GROUP_BY, false);
    if (target_in_list(tle, InvalidOid, *groupClause))
        return tle->ressortgroupref;
    SortGroupClause *from_sort = NULL;
    ListCell *sl;
    foreach (sl, sortClause) {
        SortGroupClause *sc = lfirst(sl);
        if (tle->ressortgroupref && sc->tleSortGroupRef == tle->ressortgroupref)
            from_sort = sc;
    }
    if (from_sort) {
        SortGroupClause *copy = makeNode(SortGroupClause);
        *copy = *from_sort;
        *groupClause = lappend(*groupClause, copy);
    } else
        *groupClause = add_to_group_list(pstate, tle, *groupClause, *tlist, exprLocation(item));
    return tle->ressortgroupref;
}

List *bind_group_clause(ParseState *pstate, List *grouplist, List **tlist, List *sortClause,
                        List **groupingSets)
{
    List *result = NIL;
    ListCell *lc;
    *groupingSets = NIL;
    foreach (lc, grouplist)
        if (IsA(lfirst(lc), GroupingSet))
            return bind_grouping_sets(pstate, grouplist, tlist, sortClause, groupingSets);
    foreach (lc, grouplist)
        (void)bind_group_expr(pstate, lfirst(lc), tlist, sortClause, &result);
    return result;
}

static TargetEntry *tle_by_ref(int ref, List *tlist)
{
    ListCell *lc;
    foreach (lc, tlist) {
        TargetEntry *tle = lfirst(lc);
        if (tle->ressortgroupref == ref)
            return tle;
    }
    elog(ERROR, "ORDER/GROUP BY expression not found in targetlist");
    return NULL;
}

List *bind_distinct_clause(ParseState *pstate, List **tlist, List *sortClause)
{
    List *result = NIL;
    ListCell *lc;
    foreach (lc, sortClause) {
        SortGroupClause *sc = lfirst(lc);
        TargetEntry *tle = tle_by_ref(sc->tleSortGroupRef, *tlist);
        if (tle->resjunk)
            ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                    errmsg("for SELECT DISTINCT, ORDER BY expressions must appear in select list"),
                    errlocation(exprLocation((Node *)tle->expr)));
        SortGroupClause *copy = makeNode(SortGroupClause);
        *copy = *sc;
        result = lappend(result, copy);
    }
    foreach (lc, *tlist) {
        TargetEntry *tle = lfirst(lc);
        if (!tle->resjunk)
            result = add_to_group_list(pstate, tle, result, *tlist,
                                       exprLocation((Node *)tle->expr));
    }
    return result;
}

List *bind_distinct_on_clause(ParseState *pstate, List *distinctlist, List **tlist,
                              List *sortClause)
{
    List *refs = NIL, *result = NIL;
    ListCell *lc;
    foreach (lc, distinctlist) {
        TargetEntry *tle = find_target_entry(pstate, lfirst(lc), tlist, EXPR_KIND_DISTINCT_ON,
                                             false);
        refs = lappend_int(refs, assign_sortgroupref(tle, *tlist));
    }
    bool skipped = false;
    foreach (lc, sortClause) {
        SortGroupClause *sc = lfirst(lc);
        if (list_member_int(refs, sc->tleSortGroupRef)) {
            if (skipped) {
                int loc = -1;
                ListCell *r;
                foreach (r, refs)
                    if (lfirst_int(r) == sc->tleSortGroupRef)
                        loc = exprLocation(list_nth(distinctlist, foreach_current_index(r)));
                ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                        errmsg("SELECT DISTINCT ON expressions must match initial ORDER BY "
                               "expressions"),
                        errlocation(loc));
            }
            SortGroupClause *copy = makeNode(SortGroupClause);
            *copy = *sc;
            result = lappend(result, copy);
        } else
            skipped = true;
    }
    foreach (lc, distinctlist) {
        int ref = list_nth_int(refs, foreach_current_index(lc));
        TargetEntry *tle = tle_by_ref(ref, *tlist);
        if (target_in_list(tle, InvalidOid, result))
            continue;
        if (skipped)
            ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                    errmsg("SELECT DISTINCT ON expressions must match initial ORDER BY "
                           "expressions"),
                    errlocation(exprLocation(lfirst(lc))));
        result = add_to_group_list(pstate, tle, result, *tlist, exprLocation(lfirst(lc)));
    }
    return result;
}

/* ---------------------------------------------------------------- LIMIT / OFFSET */

static bool find_var_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, Var) && ((Var *)node)->varlevelsup == 0) {
        *(Var **)ctx = (Var *)node;
        return true;
    }
    return expression_tree_walker(node, find_var_walker, ctx);
}

Node *bind_limit_clause(ParseState *pstate, Node *clause, ParseExprKind kind,
                        const char *constructName)
{
    if (clause == NULL)
        return NULL;
    Node *e = bind_expr(pstate, clause, kind);
    e = bind_coerce_to_specific(pstate, e, INT8OID, constructName);
    Var *v = NULL;
    if (find_var_walker(e, &v))
        ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                errmsg("argument of %s must not contain variables", constructName),
                errlocation(v->location));
    return e;
}

/* ---------------------------------------------------------------- grouping check */

typedef struct UngroupedCtx {
    ParseState *pstate;
    Query *qry;
    List *groupClause;
    List *tlist;
    List *groupExprs;
    List *commonVars;      /* the plain Vars grouped in every grouping set */
    List *funcGroupedRels; /* varnos proven grouped by their primary key */
    int sublevels;         /* > 0 inside a sub-select of the grouped query */
} UngroupedCtx;

static bool ungrouped_walker(Node *node, void *ctx);

/* Visit every expression of a sub-select one level further down. */
static void ungrouped_query(Query *q, UngroupedCtx *c)
{
    c->sublevels++;
    ListCell *lc;
    foreach (lc, q->targetList)
        ungrouped_walker((Node *)((TargetEntry *)lfirst(lc))->expr, c);
    if (q->jointree) {
        ungrouped_walker(q->jointree->quals, c);
        ungrouped_walker((Node *)q->jointree->fromlist, c);
    }
    ungrouped_walker(q->havingQual, c);
    ungrouped_walker(q->limitCount, c);
    ungrouped_walker(q->limitOffset, c);
    foreach (lc, q->rtable) {
        RangeTblEntry *rte = lfirst(lc);
        if (rte->rtekind == RTE_SUBQUERY && rte->subquery)
            ungrouped_query(rte->subquery, c);
        else if (rte->rtekind == RTE_VALUES)
            ungrouped_walker((Node *)rte->values_lists, c);
    }
    c->sublevels--;
}

/* Is this outer-level Var (varlevelsup == sublevels) one of the grouping columns? */
static bool outer_var_grouped(Var *v, UngroupedCtx *c)
{
    ListCell *lc;
    foreach (lc, c->groupExprs) {
        Node *g = lfirst(lc);
        if (IsA(g, Var) && ((Var *)g)->varno == v->varno && ((Var *)g)->varattno == v->varattno &&
            ((Var *)g)->varlevelsup == 0)
            return true;
    }
    return false;
}

/* Is v's table grouped by its whole primary key, so that v has one value per group? */
static bool var_grouped_by_pkey(Var *v, UngroupedCtx *c)
{
    if (list_member_int(c->funcGroupedRels, v->varno))
        return true;
    RangeTblEntry *rte = list_nth(c->pstate->rtable, v->varno - 1);
    Oid pkey = rte->rtekind == RTE_RELATION
                   ? bind_functionally_grouped(rte->relid, v->varno, c->commonVars)
                   : InvalidOid;
    if (!OidIsValid(pkey))
        return false;
    c->funcGroupedRels = lappend_int(c->funcGroupedRels, v->varno);
    if (!list_member_oid(c->qry->constraintDeps, pkey))
        c->qry->constraintDeps = lappend_oid(c->qry->constraintDeps, pkey);
    return true;
}

/* A whole-row reference (bind_row.c) not itself a grouping expression is grouped only by
 * its table's primary key, as PG's whole-row Var (not by grouping all its columns); PG names
 * it t.* when it is not. */
static bool whole_row_grouped(RowExpr *row, UngroupedCtx *c)
{
    Node *first = row->args ? linitial(row->args) : NULL;
    return first && IsA(first, Var) && var_grouped_by_pkey((Var *)first, c);
}

static bool ungrouped_walker(Node *node, void *ctx)
{
    UngroupedCtx *c = ctx;
    if (node == NULL)
        return false;
    if (IsA(node, Aggref) && ((Aggref *)node)->agglevelsup == c->sublevels)
        return false;
    if (IsA(node, GroupingFunc) && c->sublevels == 0) {
        bind_grouping_func_refs((GroupingFunc *)node, c->groupClause, c->tlist);
        return false;
    }
    if (IsA(node, Query)) {
        ungrouped_query((Query *)node, c);
        return false;
    }
    if (c->sublevels > 0) {
        if (IsA(node, Var) && ((Var *)node)->varlevelsup == c->sublevels &&
            !outer_var_grouped((Var *)node, c) && !var_grouped_by_pkey((Var *)node, c)) {
            Var *v = (Var *)node;
            RangeTblEntry *rte = list_nth(c->pstate->rtable, v->varno - 1);
            ereport(ERROR, errcode(ERRCODE_GROUPING_ERROR),
                    errmsg("subquery uses ungrouped column \"%s.%s\" from outer query",
                           rte->eref->aliasname,
                           bind_rte_column_name(rte, v->varattno)),
                    errlocation(v->location));
        }
        return expression_tree_walker(node, ungrouped_walker, ctx);
    }
    if (!IsA(node, Const) && !IsA(node, Param)) {
        ListCell *lc;
        foreach (lc, c->groupExprs)
            if (exprEqual(node, lfirst(lc)))
                return false;
    }
    if (IsA(node, RowExpr) && ((RowExpr *)node)->wholerow_of != NULL &&
        !whole_row_grouped((RowExpr *)node, c))
        ereport(ERROR, errcode(ERRCODE_GROUPING_ERROR),
                errmsg("column \"%s.*\" must appear in the GROUP BY clause or be used in an "
                       "aggregate function",
                       ((RowExpr *)node)->wholerow_of),
                errlocation(((RowExpr *)node)->location));
    if (IsA(node, Var) && ((Var *)node)->varlevelsup == 0 &&
        !var_grouped_by_pkey((Var *)node, c)) {
        Var *v = (Var *)node;
        RangeTblEntry *rte = list_nth(c->pstate->rtable, v->varno - 1);
        const char *col = bind_rte_column_name(rte, v->varattno);
        ereport(ERROR, errcode(ERRCODE_GROUPING_ERROR),
                errmsg("column \"%s.%s\" must appear in the GROUP BY clause or be used in an "
                       "aggregate function",
                       rte->eref->aliasname, col),
                errlocation(v->location));
    }
    return expression_tree_walker(node, ungrouped_walker, ctx);
}

/* A grouping expression's ref in every grouping set (any ref when there are none)? A key
 * missing from one set is NULL in that set's rows, so nothing depends on it there. */
static bool in_every_set(int ref, List *groupingSets)
{
    ListCell *lc;
    foreach (lc, groupingSets)
        if (!list_member_int(lfirst(lc), ref))
            return false;
    return true;
}

/* parseCheckAggregates(): in a grouped query, columns outside aggregates must be grouped. */
void bind_check_aggregates(ParseState *pstate, Query *qry)
{
    bind_check_recursive_aggs(pstate, qry);
    if (!pstate->hasAggs && qry->groupClause == NIL && qry->groupingSets == NIL &&
        qry->havingQual == NULL)
        return;
    UngroupedCtx c = {pstate, qry, qry->groupClause, qry->targetList, NIL, NIL, NIL, 0};
    ListCell *lc;
    foreach (lc, qry->groupClause) {
        SortGroupClause *sc = lfirst(lc);
        Node *e = (Node *)tle_by_ref(sc->tleSortGroupRef, qry->targetList)->expr;
        c.groupExprs = lappend(c.groupExprs, e);
        if (IsA(e, Var) && in_every_set((int)sc->tleSortGroupRef, qry->groupingSets))
            c.commonVars = lappend(c.commonVars, e);
    }
    foreach (lc, qry->targetList)
        ungrouped_walker((Node *)((TargetEntry *)lfirst(lc))->expr, &c);
    ungrouped_walker(qry->havingQual, &c);
}
