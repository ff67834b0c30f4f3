/*
 * bind_window.c: window function calls (f(...) OVER ...) and the query's WINDOW definitions.
 *
 * The one idea, as in PG: a WindowFunc only names its window by number (winref); the windows
 * are collected while the select list is bound (named WINDOW w AS (...) first, then one per
 * OVER (...) clause) and bound at the end of the query, when their PARTITION BY and ORDER BY
 * items become SortGroupClauses over target entries (resjunk ones if not selected), exactly
 * like GROUP BY and ORDER BY.
 */
#include "planner/bind_internal.h"

static const char *window_context_error(ParseExprKind kind)
{
    switch (kind) {
    case EXPR_KIND_JOIN_ON: return "window functions are not allowed in JOIN conditions";
    case EXPR_KIND_FROM_FUNCTION: return "window functions are not allowed in functions in FROM";
    case EXPR_KIND_WHERE: return "window functions are not allowed in WHERE";
    case EXPR_KIND_GROUP_BY: return "window functions are not allowed in GROUP BY";
    case EXPR_KIND_COLUMN_DEFAULT: return "window functions are not allowed in DEFAULT expressions";
    case EXPR_KIND_CHECK_CONSTRAINT: return "window functions are not allowed in check constraints";
    case EXPR_KIND_INDEX_EXPRESSION: return "window functions are not allowed in index expressions";
    case EXPR_KIND_INDEX_PREDICATE: return "window functions are not allowed in index predicates";
    case EXPR_KIND_POLICY: return "window functions are not allowed in policy expressions";
    case EXPR_KIND_ALTER_COL_TRANSFORM:
        return "window functions are not allowed in transform expressions";
    case EXPR_KIND_WINDOW_PARTITION:
    case EXPR_KIND_WINDOW_ORDER:
    case EXPR_KIND_WINDOW_FRAME:
    case EXPR_KIND_WINDOW_FRAME_RANGE:
    case EXPR_KIND_WINDOW_FRAME_GROUPS:
        return "window functions are not allowed in window definitions";
    case EXPR_KIND_SELECT_TARGET:
    case EXPR_KIND_ORDER_BY:
    case EXPR_KIND_DISTINCT_ON:
    case EXPR_KIND_OTHER:
    case EXPR_KIND_NONE:
        return NULL;
    default:
        return psprintf("window functions are not allowed in %s", bind_expr_kind_name(kind));
    }
}

static bool find_window_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, WindowFunc)) {
        *(WindowFunc **)ctx = (WindowFunc *)node;
        return true;
    }
    return expression_tree_walker(node, find_window_walker, ctx);
}

WindowFunc *bind_find_window_func(Node *node)
{
    WindowFunc *w = NULL;
    find_window_walker(node, &w);
    return w;
}

/* transformWindowFuncCall(): the call is bound; its window is found or queued. */
Node *bind_window_call(ParseState *pstate, FuncCall *fc, const ProcInfo *p, List *args,
                       Oid rettype)
{
    const char *pname = bind_name_list_to_string(fc->funcname);
    if (p->prokind != PROKIND_WINDOW && p->prokind != PROKIND_AGGREGATE)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("OVER specified, but %s is not a window function nor an aggregate function",
                       pname),
                errlocation(fc->location));
    if (fc->agg_distinct)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("DISTINCT is not implemented for window functions"),
                errlocation(fc->location));
    if (fc->agg_order)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("aggregate ORDER BY is not implemented for window functions"),
                errlocation(fc->location));
    if (fc->agg_filter && p->prokind != PROKIND_AGGREGATE)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("FILTER is not implemented for non-aggregate window functions"),
                errlocation(fc->location));
    const char *err = window_context_error(pstate->exprKind);
    if (err)
        ereport(ERROR, errcode(ERRCODE_WINDOWING_ERROR), errmsg("%s", err),
                errlocation(fc->location));
    WindowFunc *nested = bind_find_window_func((Node *)args);
    if (nested)
        ereport(ERROR, errcode(ERRCODE_WINDOWING_ERROR),
                errmsg("window function calls cannot be nested"), errlocation(nested->location));

    WindowFunc *w = makeNode(WindowFunc);
    w->winfnoid = p->oid;
    bind_note_function(p->oid);
    w->wintype = rettype;
    w->wincollid = bind_type_collation(rettype);
    w->args = args;
    ListCell *lc;
    foreach (lc, args)
        if (w->inputcollid == InvalidOid)
            w->inputcollid = exprCollation(lfirst(lc));
    w->winstar = fc->agg_star;
    w->winagg = p->prokind == PROKIND_AGGREGATE;
    w->location = fc->location;
    if (fc->agg_filter) {
        ParseExprKind save = pstate->exprKind;
        pstate->exprKind = EXPR_KIND_FILTER;
        w->aggfilter = bind_coerce_to_boolean(pstate, bind_expr_recurse(pstate, fc->agg_filter),
                                              "FILTER");
        pstate->exprKind = save;
    }

    WindowDef *over = fc->over;
    int winref = 0;
    if (over->name && over->partitionClause == NIL && over->orderClause == NIL &&
        over->refname == NULL && !(over->frameOptions & FRAMEOPTION_NONDEFAULT)) {
        /* OVER w: a window of the WINDOW clause */
        foreach (lc, pstate->windowDefs) {
            WindowDef *d = lfirst(lc);
            if (d->name && strcmp(d->name, over->name) == 0) {
                winref = foreach_current_index(lc) + 1;
                break;
            }
        }
        if (winref == 0)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                    errmsg("window \"%s\" does not exist", over->name),
                    errlocation(over->location));
    } else {
        WindowDef *copy = palloc(sizeof(WindowDef));
        *copy = *over;
        copy->name = NULL; /* an inline window is anonymous */
        pstate->windowDefs = lappend(pstate->windowDefs, copy);
        winref = list_length(pstate->windowDefs);
    }
    w->winref = winref;
    pstate->hasWindowFuncs = true;
    return (Node *)w;
}

static bool range_var_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, Var)) {
        *(Var **)ctx = (Var *)node;
        return true;
    }
    return expression_tree_walker(node, range_var_walker, ctx);
}

static Var *bind_find_var(Node *e)
{
    Var *v = NULL;
    range_var_walker(e, &v);
    return v;
}

/*
 * The offset type of RANGE ... PRECEDING/FOLLOWING for a sort column type (PG's in_range
 * support): integers take any integer offset (bound as int8), numeric numeric, floats float8,
 * date/time types an interval. InvalidOid: RANGE offsets are not supported for the type.
 */
static Oid range_offset_type(Oid coltype)
{
    switch (coltype) {
    case INT2OID:
    case INT4OID:
    case INT8OID: return INT8OID;
    case NUMERICOID: return NUMERICOID;
    case FLOAT4OID:
    case FLOAT8OID: return FLOAT8OID;
    case DATEOID:
    case TIMEOID:
    case TIMESTAMPOID:
    case TIMESTAMPTZOID:
    case INTERVALOID: return INTERVALOID;
    default: return InvalidOid;
    }
}

static Node *bind_range_offset(ParseState *pstate, Node *offset, WindowClause *wc, List *tlist,
                               WindowDef *d)
{
    if (list_length(wc->orderClause) != 1)
        ereport(ERROR, errcode(ERRCODE_WINDOWING_ERROR),
                errmsg("RANGE with offset PRECEDING/FOLLOWING requires exactly one ORDER BY "
                       "column"),
                errlocation(d->location));
    SortGroupClause *sgc = linitial(wc->orderClause);
    TargetEntry *tle = NULL;
    ListCell *lc;
    foreach (lc, tlist)
        if (((TargetEntry *)lfirst(lc))->ressortgroupref == sgc->tleSortGroupRef)
            tle = lfirst(lc);
    Oid coltype = exprType((Node *)tle->expr);
    Node *e = bind_expr(pstate, offset, EXPR_KIND_WINDOW_FRAME_RANGE);
    Oid offtype = exprType(e);
    Oid target = range_offset_type(coltype);
    if (coltype == 1266 /* timetz */)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("RANGE with offset PRECEDING/FOLLOWING is not supported yet for column "
                       "type %s",
                       bind_format_type(coltype)),
                errlocation(exprLocation(e)));
    if (target == InvalidOid)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("RANGE with offset PRECEDING/FOLLOWING is not supported for column type %s",
                       bind_format_type(coltype)),
                errlocation(exprLocation(e)));
    if (offtype == UNKNOWNOID && target == INT8OID)
        target = coltype; /* an untyped literal reads as the column's type, as in PG */
    bool ok = offtype == UNKNOWNOID ||
              (target == INT8OID ? (offtype == INT2OID || offtype == INT4OID || offtype == INT8OID)
                                 : bind_can_coerce(1, &offtype, &target, COERCION_IMPLICIT));
    if (!ok)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("RANGE with offset PRECEDING/FOLLOWING is not supported for column type %s "
                       "and offset type %s",
                       bind_format_type(coltype), bind_format_type(offtype)),
                errhint("Cast the offset value to an appropriate type."),
                errlocation(exprLocation(e)));
    e = bind_coerce_to_specific(pstate, e, target, "RANGE");
    if (exprType(e) != range_offset_type(coltype))
        e = bind_coerce_to_specific(pstate, e, range_offset_type(coltype), "RANGE");
    Var *v = bind_find_var(e);
    if (v)
        ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                errmsg("argument of RANGE must not contain variables"), errlocation(v->location));
    return e;
}

static Node *bind_frame_offset(ParseState *pstate, Node *offset, WindowClause *wc, List *tlist,
                               WindowDef *d)
{
    if (offset == NULL)
        return NULL;
    if (wc->frameOptions & FRAMEOPTION_RANGE)
        return bind_range_offset(pstate, offset, wc, tlist, d);
    if (wc->frameOptions & FRAMEOPTION_ROWS)
        return bind_limit_clause(pstate, offset, EXPR_KIND_WINDOW_FRAME, "ROWS");
    return bind_limit_clause(pstate, offset, EXPR_KIND_WINDOW_FRAME_GROUPS, "GROUPS");
}

/* transformWindowDefinitions(): bind every collected window, in winref order. */
List *bind_window_definitions(ParseState *pstate, List **tlist)
{
    List *result = NIL;
    ListCell *lc;
    foreach (lc, pstate->windowDefs) {
        WindowDef *d = lfirst(lc);
        WindowClause *wc = makeNode(WindowClause);
        wc->name = d->name;
        wc->winref = foreach_current_index(lc) + 1;
        WindowClause *ref = NULL;
        if (d->refname) {
            ListCell *r;
            foreach (r, result) {
                WindowClause *c = lfirst(r);
                if (c->name && strcmp(c->name, d->refname) == 0)
                    ref = c;
            }
            if (ref == NULL)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                        errmsg("window \"%s\" does not exist", d->refname),
                        errlocation(d->location));
            if (d->partitionClause)
                ereport(ERROR, errcode(ERRCODE_WINDOWING_ERROR),
                        errmsg("cannot override PARTITION BY clause of window \"%s\"", d->refname),
                        errlocation(d->location));
            if (d->orderClause && ref->orderClause)
                ereport(ERROR, errcode(ERRCODE_WINDOWING_ERROR),
                        errmsg("cannot override ORDER BY clause of window \"%s\"", d->refname),
                        errlocation(d->location));
            if (ref->frameOptions != FRAMEOPTION_DEFAULTS)
                ereport(ERROR, errcode(ERRCODE_WINDOWING_ERROR),
                        errmsg("cannot copy window \"%s\" because it has a frame clause",
                               d->refname),
                        d->name == NULL ? errhint("Omit the parentheses in this OVER clause.")
                                        : 0,
                        errlocation(d->location));
            wc->refname = d->refname;
            wc->partitionClause = ref->partitionClause;
        } else {
            ListCell *p;
            List *items = NIL;
            foreach (p, d->partitionClause) {
                SortBy *sb = makeNode(SortBy);
                sb->node = lfirst(p);
                sb->sortby_dir = SORTBY_DEFAULT;
                sb->sortby_nulls = SORTBY_NULLS_DEFAULT;
                sb->location = -1;
                items = lappend(items, sb);
            }
            /* partitioning needs only equality, but sorting operators are what we have */
            wc->partitionClause =
                bind_sort_clause(pstate, items, tlist, EXPR_KIND_WINDOW_PARTITION, true);
        }
        if (d->orderClause)
            wc->orderClause = bind_sort_clause(pstate, d->orderClause, tlist,
                                               EXPR_KIND_WINDOW_ORDER, true);
        else if (ref) {
            wc->orderClause = ref->orderClause;
            wc->copiedOrder = true;
        }
        wc->frameOptions = d->frameOptions ? d->frameOptions : FRAMEOPTION_DEFAULTS;
        if ((wc->frameOptions & FRAMEOPTION_GROUPS) && wc->orderClause == NIL)
            ereport(ERROR, errcode(ERRCODE_WINDOWING_ERROR),
                    errmsg("GROUPS mode requires an ORDER BY clause"), errlocation(d->location));
        wc->startOffset = bind_frame_offset(pstate, d->startOffset, wc, *tlist, d);
        wc->endOffset = bind_frame_offset(pstate, d->endOffset, wc, *tlist, d);
        result = lappend(result, wc);
    }
    return result;
}
