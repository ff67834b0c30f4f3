/*
 * bind_grouping.c: GROUP BY ROLLUP / CUBE / GROUPING SETS and GROUPING() (PG's
 * expand_grouping_sets and transformGroupingFunc).
 *
 * The one idea: whatever the GROUP BY says, it becomes a flat list of grouping sets, each a
 * list of tleSortGroupRefs of grouping expressions, and Query.groupClause holds every
 * expression that appears in any set. Each GROUP BY item stands for a list of sets (an
 * expression for one set of itself, ROLLUP (a, b) for (a, b), (a), (), CUBE for every subset,
 * GROUPING SETS for the sets of its items); the items of one GROUP BY combine as a cross
 * product, so GROUP BY a, ROLLUP (b) is (a, b), (a). A parenthesized row inside ROLLUP or CUBE
 * is one element, inside GROUPING SETS one set. Repeated sets stay: they give repeated rows,
 * as in PG.
 */
#include "planner/bind_internal.h"

#define MAX_GROUPING_SETS 4096
#define MAX_CUBE_ELEMENTS 12

typedef struct GroupingCxt {
    ParseState *pstate;
    List **tlist;
    List *sortClause;
    List *groupClause;
} GroupingCxt;

static List *add_ref(List *set, int ref)
{
    return list_member_int(set, ref) ? set : lappend_int(set, ref);
}

/* The refs of one element: an expression, or the expressions of a (a, b) row. */
static List *element_refs(GroupingCxt *cx, Node *item)
{
    List *refs = NIL;
    if (IsA(item, RowExpr) && !((RowExpr *)item)->explicit_row) {
        ListCell *lc;
        foreach (lc, ((RowExpr *)item)->args)
            refs = add_ref(refs, bind_group_expr(cx->pstate, lfirst(lc), cx->tlist,
                                                                cx->sortClause,
                                                                &cx->groupClause));
        return refs;
    }
    return lappend_int(NIL, bind_group_expr(cx->pstate, item, cx->tlist, cx->sortClause,
                                            &cx->groupClause));
}

static List *set_union(List *a, List *b)
{
    List *out = list_copy(a);
    ListCell *lc;
    foreach (lc, b)
        out = add_ref(out, lfirst_int(lc));
    return out;
}

static pg_noreturn void too_many_sets(int location)
{
    ereport(ERROR, errcode(ERRCODE_STATEMENT_TOO_COMPLEX),
            errmsg("too many grouping sets present (maximum %d)", MAX_GROUPING_SETS),
            errlocation(location));
}

/* The sets one GROUP BY item stands for (List of IntList). */
static List *item_sets(GroupingCxt *cx, Node *item)
{
    if (!IsA(item, GroupingSet))
        return list_make1(element_refs(cx, item));
    GroupingSet *gs = (GroupingSet *)item;
    List *sets = NIL;
    ListCell *lc;
    switch (gs->kind) {
    case GROUPING_SET_EMPTY:
        return list_make1(NIL);
    case GROUPING_SET_SIMPLE:
        foreach (lc, gs->content)
            sets = set_union(sets, element_refs(cx, lfirst(lc)));
        return list_make1(sets);
    case GROUPING_SET_SETS:
        foreach (lc, gs->content) {
            Node *n = lfirst(lc);
            if (IsA(n, RowExpr) && !((RowExpr *)n)->explicit_row)
                sets = lappend(sets, element_refs(cx, n));
            else
                sets = list_concat(sets, item_sets(cx, n));
            if (list_length(sets) > MAX_GROUPING_SETS)
                too_many_sets(gs->location);
        }
        return sets;
    case GROUPING_SET_ROLLUP: {
        int n = list_length(gs->content);
        List **elems = palloc(sizeof(List *) * (size_t)(n + 1));
        foreach (lc, gs->content)
            elems[foreach_current_index(lc)] = element_refs(cx, lfirst(lc));
        for (int len = n; len >= 0; len--) {
            List *set = NIL;
            for (int i = 0; i < len; i++)
                set = set_union(set, elems[i]);
            sets = lappend(sets, set);
        }
        return sets;
    }
    case GROUPING_SET_CUBE: {
        int n = list_length(gs->content);
        if (n > MAX_CUBE_ELEMENTS)
            ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("CUBE is limited to %d elements", MAX_CUBE_ELEMENTS),
                    errlocation(gs->location));
        List **elems = palloc(sizeof(List *) * (size_t)(n + 1));
        foreach (lc, gs->content)
            elems[foreach_current_index(lc)] = element_refs(cx, lfirst(lc));
        /* every subset, in PG's order: element i is bit i of the subset's number, counted
         * up from the empty set (the planner's arrangement into rollups depends on it) */
        for (uint32 mask = 0; mask < (1u << n); mask++) {
            List *set = NIL;
            for (int i = 0; i < n; i++)
                if (mask & (1u << i))
                    set = set_union(set, elems[i]);
            sets = lappend(sets, set);
        }
        return sets;
    }
    }
    return sets;
}

List *bind_grouping_sets(ParseState *pstate, List *grouplist, List **tlist, List *sortClause,
                         List **groupingSets)
{
    GroupingCxt cx = {pstate, tlist, sortClause, NIL};
    List *sets = list_make1(NIL); /* the cross product so far */
    ListCell *lc;
    foreach (lc, grouplist) {
        List *mine = item_sets(&cx, lfirst(lc));
        if ((double)list_length(sets) * list_length(mine) > MAX_GROUPING_SETS)
            too_many_sets(exprLocation(lfirst(lc)));
        List *next = NIL;
        ListCell *a, *b;
        foreach (a, sets)
            foreach (b, mine)
                next = lappend(next, set_union(lfirst(a), lfirst(b)));
        sets = next;
    }
    /* GROUP BY () stays one empty set, not "no GROUP BY": the query is grouped (one row, and
     * its columns must be grouped) even without aggregates; the planner makes it a plain Agg. */
    *groupingSets = sets;
    return cx.groupClause;
}

/* ---------------------------------------------------------------- functional dependency */

static bool var_in_list(List *vars, int varno, int attno)
{
    ListCell *lc;
    foreach (lc, vars) {
        Var *v = lfirst(lc);
        if (v->varno == varno && v->varattno == attno && v->varlevelsup == 0)
            return true;
    }
    return false;
}

/*
 * PG's check_functional_grouping: a table grouped by all of its primary key has one row per
 * group, so its other columns are as good as grouped. Only the primary key counts (a unique
 * index allows NULLs, which do not make a row unique), as in PG. Returns the key's index oid
 * (the constraint's oid too), or InvalidOid.
 */
Oid bind_functionally_grouped(Oid relid, int varno, List *commonVars)
{
    List *oids = catalog_relation_indexes(relid);
    ListCell *lc;
    foreach (lc, oids) {
        IndexFormData form;
        if (!catalog_index_form(lfirst_oid(lc), &form) || !form.indisprimary)
            continue;
        for (int k = 0; k < form.indnkeyatts; k++)
            if (!var_in_list(commonVars, varno, form.indkey[k]))
                return InvalidOid;
        return lfirst_oid(lc);
    }
    return InvalidOid;
}

/* ---------------------------------------------------------------- GROUPING() */

Node *bind_grouping_func(ParseState *pstate, FuncCall *fc, List *args)
{
    if (list_length(args) >= 32)
        ereport(ERROR, errcode(ERRCODE_TOO_MANY_ARGUMENTS),
                errmsg("GROUPING must have fewer than 32 arguments"), errlocation(fc->location));
    const char *err = bind_agg_context_error(pstate->exprKind, "grouping operations");
    if (err)
        ereport(ERROR, errcode(ERRCODE_GROUPING_ERROR), errmsg("%s", err),
                errlocation(fc->location));
    GroupingFunc *gf = makeNode(GroupingFunc);
    gf->args = args;
    gf->location = fc->location;
    pstate->hasAggs = true; /* like an aggregate, it needs the grouped query's Agg */
    return (Node *)gf;
}

void bind_grouping_func_refs(GroupingFunc *gf, List *groupClause, List *tlist)
{
    List *refs = NIL;
    ListCell *a;
    foreach (a, gf->args) {
        int ref = 0;
        ListCell *g;
        foreach (g, groupClause) {
            SortGroupClause *sc = lfirst(g);
            ListCell *t;
            foreach (t, tlist) {
                TargetEntry *tle = lfirst(t);
                if (tle->ressortgroupref == sc->tleSortGroupRef &&
                    exprEqual((Node *)tle->expr, lfirst(a)))
                    ref = (int)sc->tleSortGroupRef;
            }
        }
        if (ref == 0)
            ereport(ERROR, errcode(ERRCODE_GROUPING_ERROR),
                    errmsg("arguments to GROUPING must be grouping expressions of the associated "
                           "query level"),
                    errlocation(exprLocation(lfirst(a))));
        refs = lappend_int(refs, ref);
    }
    gf->refs = refs;
}
