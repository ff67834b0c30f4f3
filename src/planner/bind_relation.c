/*
 * bind_relation.c: the FROM clause: range-table entries, joins, and column references.
 *
 * The one idea: every FROM item becomes a RangeTblEntry whose eref lists the names of its
 * columns; what expressions may reference at a given moment is the ParseState's namespace
 * (PG's p_namespace). A JOIN adds an RTE_JOIN whose columns are expressions over its inputs
 * (joinaliasvars). Vars never point at an RTE_JOIN: a reference to a join column is replaced by
 * that column's joinaliasvars expression (a Var of a base input, or COALESCE for a FULL JOIN
 * USING column), which is what PG's planner does first anyway (flatten_join_alias_vars).
 * Missing names are reported as PG does, with its Levenshtein-based "Perhaps you meant" hints.
 */
#include "planner/bind_internal.h"
#include "executor/acl.h"
#include "executor/utility_index.h"
#include "storage/sysattr.h"

/* ---------------------------------------------------------------- range table entries */

NsItem *bind_add_rte(ParseState *pstate, RangeTblEntry *rte, bool rel_vis, bool cols_vis,
                     bool add_to_ns)
{
    pstate->rtable = lappend(pstate->rtable, rte);
    NsItem *ns = palloc0(sizeof(NsItem));
    ns->rte = rte;
    ns->rtindex = list_length(pstate->rtable);
    ns->rel_visible = rel_vis;
    ns->cols_visible = cols_vis;
    if (add_to_ns)
        pstate->namespace = lappend(pstate->namespace, ns);
    return ns;
}

static Alias *make_alias(const char *name, List *colnames)
{
    Alias *a = makeNode(Alias);
    a->aliasname = pstrdup(name);
    a->colnames = colnames;
    return a;
}

static void check_alias_columns(const char *name, int have, List *given)
{
    if (list_length(given) > have)
        ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                errmsg("table \"%s\" has %d columns available but %d columns specified", name,
                       have, list_length(given)));
}

static Oid lookup_relation(RangeVar *rv)
{
    if (rv->catalogname && strcmp(rv->catalogname, "basalt") != 0 &&
        strcmp(rv->catalogname, "postgres") != 0)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cross-database references are not implemented: \"%s.%s.%s\"",
                       rv->catalogname, rv->schemaname, rv->relname),
                errlocation(rv->location));
    if (rv->schemaname) {
        Oid nsp = catalog_namespace_oid(rv->schemaname);
        if (OidIsValid(nsp) && !bind_binding_view())
            acl_require_namespace(nsp, ACL_USAGE, rv->location);
        return OidIsValid(nsp) ? catalog_relation_oid(nsp, rv->relname) : InvalidOid;
    }
    /* along search_path, with pg_catalog implicitly first as in PG */
    return exec_relation_on_search_path(rv->relname);
}

static char *rangevar_name(RangeVar *rv)
{
    return rv->schemaname ? psprintf("%s.%s", rv->schemaname, rv->relname) : pstrdup(rv->relname);
}

Relation bind_open_relation(RangeVar *rv, LockMode lock)
{
    Oid relid = lookup_relation(rv);
    if (!OidIsValid(relid))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("relation \"%s\" does not exist", rangevar_name(rv)),
                errlocation(rv->location));
    return relation_open(relid, lock);
}

/* addRangeTableEntry(): open the table (locked until end of transaction), build its RTE. */
RangeTblEntry *bind_add_relation(ParseState *pstate, RangeVar *rv, LockMode lock, Relation *relp,
                                 int *rtindex)
{
    Relation rel = bind_open_relation(rv, lock);
    Oid relid = rel->rd_id;
    RangeTblEntry *rte = makeNode(RangeTblEntry);
    rte->rtekind = RTE_RELATION;
    rte->relid = relid;
    rte->relkind = rel->relkind;
    rte->alias = rv->alias;
    rte->inFromCl = true;
    bind_note_permission(rte, ACL_SELECT); /* a target's own privilege replaces it */
    TupleDesc td = rel->rd_att;
    List *given = rv->alias ? rv->alias->colnames : NIL;
    const char *refname = rv->alias ? rv->alias->aliasname : rv->relname;
    check_alias_columns(refname, td->natts, given);
    List *colnames = NIL;
    for (int i = 0; i < td->natts; i++) {
        Form_attribute att = TupleDescAttr(td, i);
        char *name = att->attisdropped ? pstrdup("")
                     : i < list_length(given) ? strVal(list_nth(given, i))
                                              : pstrdup(att->attname);
        colnames = lappend(colnames, makeString(name));
        rte->coltypes = lappend_oid(rte->coltypes, att->attisdropped ? InvalidOid : att->atttypid);
        rte->coltypmods = lappend_int(rte->coltypmods, att->atttypmod);
        rte->colcollations = lappend_oid(rte->colcollations, att->attcollation);
    }
    rte->eref = make_alias(refname, colnames);
    if (relp)
        *relp = rel;
    else
        relation_close(rel);
    NsItem *ns = bind_add_rte(pstate, rte, true, true, false);
    if (rtindex)
        *rtindex = ns->rtindex;
    return rte;
}

RangeTblEntry *bind_make_subquery_rte(Query *sub, Alias *alias, bool lateral)
{
    RangeTblEntry *rte = makeNode(RangeTblEntry);
    rte->rtekind = RTE_SUBQUERY;
    rte->subquery = sub;
    rte->alias = alias;
    rte->lateral = lateral;
    rte->inFromCl = true;
    List *given = alias ? alias->colnames : NIL;
    List *colnames = NIL;
    int n = 0;
    ListCell *lc;
    foreach (lc, sub->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (tle->resjunk)
            continue;
        char *name = n < list_length(given) ? strVal(list_nth(given, n)) : pstrdup(tle->resname);
        colnames = lappend(colnames, makeString(name));
        rte->coltypes = lappend_oid(rte->coltypes, exprType((Node *)tle->expr));
        rte->coltypmods = lappend_int(rte->coltypmods, exprTypmod((Node *)tle->expr));
        rte->colcollations = lappend_oid(rte->colcollations, exprCollation((Node *)tle->expr));
        n++;
    }
    const char *name = alias ? alias->aliasname : "unnamed_subquery";
    check_alias_columns(name, n, given);
    rte->eref = make_alias(name, colnames);
    return rte;
}

void bind_rte_column(RangeTblEntry *rte, int attno, Oid *type, int32 *typmod, Oid *coll)
{
    *type = list_nth_oid(rte->coltypes, attno - 1);
    *typmod = list_nth_int(rte->coltypmods, attno - 1);
    *coll = list_nth_oid(rte->colcollations, attno - 1);
}

const char *bind_rte_column_name(RangeTblEntry *rte, int attno)
{
    if (attno >= 1 && attno <= list_length(rte->eref->colnames))
        return strVal(list_nth(rte->eref->colnames, attno - 1));
    /* a partitioned table's expansion: its hidden tableoid column (system_column_expr) */
    return attno == TABLE_OID_ATTNUM || rte->relkind == RELKIND_PARTITIONED_TABLE ? "tableoid"
                                                                                  : "*";
}

/* ---------------------------------------------------------------- Vars */

typedef struct LevelsUp {
    int delta;
    int location;
} LevelsUp;

static Node *copy_levels_mutator(Node *node, void *ctx)
{
    LevelsUp *l = ctx;
    if (node == NULL)
        return NULL;
    if (IsA(node, Var)) {
        Var *v = palloc(sizeof(Var));
        *v = *(Var *)node;
        v->varlevelsup += l->delta;
        return (Node *)v;
    }
    return expression_tree_mutator(node, copy_levels_mutator, ctx);
}

Var *bind_make_var(RangeTblEntry *rte, int rtindex, int attno, int levelsup, int location)
{
    Var *v = makeNode(Var);
    v->varno = rtindex;
    v->varattno = (int16)attno;
    bind_rte_column(rte, attno, &v->vartype, &v->vartypmod, &v->varcollid);
    v->varlevelsup = levelsup;
    v->location = location;
    return v;
}

/* The statement reads the columns of the Vars in a join column's expression (their
 * varlevelsup counted from pstate): PG's markVarForSelectPriv through join alias columns. */
static bool note_select_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, Var)) {
        Var *v = (Var *)node;
        ParseState *ps = ctx;
        for (int i = 0; i < (int)v->varlevelsup && ps; i++)
            ps = ps->parent;
        if (ps && v->varno >= 1 && v->varno <= list_length(ps->rtable))
            bind_note_column(list_nth(ps->rtable, v->varno - 1), v->varattno, ACL_SELECT);
        return false;
    }
    return expression_tree_walker(node, note_select_walker, ctx);
}

/* A column of a visible item as an expression: a Var, or the join column's expression. The
 * statement reads it when reading is true (not for the inputs of a join being built). */
static Node *column_expr(ParseState *pstate, NsItem *ns, int attno, int levelsup, int location,
                         bool reading)
{
    RangeTblEntry *rte = ns->rte;
    if (rte->rtekind == RTE_JOIN) {
        LevelsUp l = {levelsup, location};
        Node *e = copy_levels_mutator(list_nth(rte->joinaliasvars, attno - 1), &l);
        if (IsA(e, Var))
            ((Var *)e)->location = location;
        else if (IsA(e, CoalesceExpr))
            ((CoalesceExpr *)e)->location = location;
        if (reading)
            note_select_walker(e, pstate);
        return e;
    }
    if (reading)
        bind_note_column(rte, attno, ACL_SELECT);
    return (Node *)bind_make_var(rte, ns->rtindex, attno, levelsup, location);
}

/* ---------------------------------------------------------------- name lookup */

/* scanRTEForColumn(): the 1-based column number of colname in rte, 0 if none. */
static int scan_rte_for_column(RangeTblEntry *rte, const char *colname, int location,
                               bool complain)
{
    int result = 0;
    ListCell *lc;
    foreach (lc, rte->eref->colnames) {
        if (strcmp(strVal(lfirst(lc)), colname) == 0) {
            if (result && complain)
                ereport(ERROR, errcode(ERRCODE_AMBIGUOUS_COLUMN),
                        errmsg("column reference \"%s\" is ambiguous", colname),
                        errlocation(location));
            result = foreach_current_index(lc) + 1;
        }
    }
    return result;
}

Oid bind_system_column_type(int attnum)
{
    return attnum == SYSATTR_CTID                                  ? TIDOID
           : attnum == SYSATTR_XMIN || attnum == SYSATTR_XMAX   ? XIDOID
           : attnum == SYSATTR_CMIN || attnum == SYSATTR_CMAX   ? CIDOID
                                                                  : OIDOID;
}

/*
 * A system column read from a table's stored row (ctid, xmin, cmin, xmax, cmax): a Var of
 * its negative attnum, which the table's scan computes from the row's place and header
 * (executor/exec_expr.c). Only a plain table's (or a sequence's) rows have them: a view, a
 * sub-select, a partitioned table's expansion or a foreign table has no such column. ns
 * NULL: whether there is one.
 */
static Node *heap_system_column(ParseState *pstate, NsItem *ns, RangeTblEntry *rte,
                                int levelsup, int attnum, int location)
{
    (void)pstate;
    if (rte->rtekind != RTE_RELATION ||
        (rte->relkind != RELKIND_RELATION && rte->relkind != RELKIND_SEQUENCE))
        return NULL;
    if (ns == NULL)
        return (Node *)rte;
    bind_note_column(rte, attnum, ACL_SELECT);
    Var *v = makeNode(Var);
    v->varno = ns->rtindex;
    v->varattno = (int16)attnum;
    v->vartype = bind_system_column_type(attnum);
    v->vartypmod = -1;
    v->varlevelsup = levelsup;
    v->location = location;
    return (Node *)v;
}

/*
 * The system column tableoid of a table: its oid, as a constant, since Basalt has no
 * inheritance and every row of a table's scan comes from the table itself (psql joins
 * pg_description on it). A known difference from PG: on the nullable side of an outer join a
 * row with no match still shows the oid, not NULL. A partitioned table's rows come from its
 * partitions: a hidden last column of its expansion says which (bind_view.c; ns NULL: only
 * whether there is such a column). A system view's is the oid of PG's catalog it stands for.
 * NULL if colname is no such column of rte.
 */
static Node *system_column_expr(ParseState *pstate, NsItem *ns, RangeTblEntry *rte,
                                int levelsup, const char *colname, int location)
{
    int sys = sysattr_attnum(colname);
    if (sys == 0)
        return NULL;
    if (sys != SYSATTR_TABLEOID)
        return heap_system_column(pstate, ns, rte, levelsup, sys, location);
    if (rte->rtekind == RTE_SUBQUERY && rte->relkind == RELKIND_PARTITIONED_TABLE) {
        if (ns == NULL)
            return (Node *)rte;
        bind_note_column(rte, TABLE_OID_ATTNUM, ACL_SELECT);
        int attno = bind_partitions_read_tableoid(pstate, rte);
        return (Node *)bind_make_var(rte, ns->rtindex, attno, levelsup, location);
    }
    if (rte->rtekind == RTE_SUBQUERY && OidIsValid(rte->sysviewClassOid))
        return (Node *)bind_make_const(OIDOID, -1, ObjectIdGetDatum(rte->sysviewClassOid), false,
                                       location);
    if (rte->rtekind != RTE_RELATION)
        return NULL;
    /* a partitioned UPDATE / DELETE target's row: the partition its scan found it in (the
     * planner's plan_partitioned_target); RETURNING: the partition it was written in */
    if (rte->relkind == RELKIND_PARTITIONED_TABLE && ns != NULL &&
        (ns->is_target || pstate->exprKind == EXPR_KIND_RETURNING)) {
        Var *v = makeNode(Var);
        v->varno = ns->rtindex;
        v->varattno = TABLE_OID_ATTNUM;
        v->vartype = OIDOID;
        v->vartypmod = -1;
        v->varlevelsup = levelsup;
        v->location = location;
        return (Node *)v;
    }
    /* a CHECK constraint's row has no table yet (its text is stored, the constant would be) */
    if (pstate->exprKind == EXPR_KIND_CHECK_CONSTRAINT)
        return NULL;
    bind_note_column(rte, TABLE_OID_ATTNUM, ACL_SELECT);
    return (Node *)bind_make_const(OIDOID, -1, ObjectIdGetDatum(rte->relid), false, location);
}

/* A LATERAL reference to the left input of a RIGHT or FULL join (PG's check_lateral_ref_ok). */
static void check_lateral_ref_ok(NsItem *ns, int location)
{
    if (ns->lateral_only && !ns->lateral_ok && ns->is_target)
        ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                errmsg("invalid reference to FROM-clause entry for table \"%s\"",
                       ns->rte->eref->aliasname),
                errhint("There is an entry for table \"%s\", but it cannot be referenced from "
                        "this part of the query.",
                        ns->rte->eref->aliasname),
                errlocation(location));
    if (ns->lateral_only && !ns->lateral_ok)
        ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                errmsg("invalid reference to FROM-clause entry for table \"%s\"",
                       ns->rte->eref->aliasname),
                errdetail("The combining JOIN type must be INNER or LEFT for a LATERAL reference."),
                errlocation(location));
}

Node *bind_column_by_name(ParseState *pstate, const char *colname, int location, bool missing_ok)
{
    int levelsup = 0;
    for (ParseState *ps = pstate; ps; ps = ps->parent, levelsup++) {
        Node *result = NULL;
        ListCell *lc;
        foreach (lc, ps->namespace) {
            NsItem *ns = lfirst(lc);
            if (!ns->cols_visible || (ns->lateral_only && !ps->lateral_active))
                continue;
            int attno = scan_rte_for_column(ns->rte, colname, location, true);
            Node *sys = attno == 0 ? system_column_expr(pstate, ns, ns->rte, levelsup, colname,
                                                        location)
                                   : NULL;
            if (attno == 0 && sys == NULL)
                continue;
            if (result)
                ereport(ERROR, errcode(ERRCODE_AMBIGUOUS_COLUMN),
                        errmsg("column reference \"%s\" is ambiguous", colname),
                        errlocation(location));
            check_lateral_ref_ok(ns, location);
            result = sys ? sys : column_expr(pstate, ns, attno, levelsup, location, true);
        }
        if (result)
            return result;
    }
    (void)missing_ok;
    return NULL;
}

static bool rte_matches_name(NsItem *ns, const char *schema, const char *relname)
{
    if (strcmp(ns->rte->eref->aliasname, relname) != 0)
        return false;
    if (schema == NULL)
        return true;
    /* a schema-qualified reference names the table itself, not an alias */
    if (ns->rte->rtekind != RTE_RELATION || ns->rte->alias != NULL)
        return false;
    Oid nsp = catalog_namespace_oid(schema);
    return OidIsValid(nsp) && catalog_relation_oid(nsp, relname) == ns->rte->relid;
}

/* refnameNamespaceItem(): the visible item named relname, searching outward. */
static NsItem *refname_item(ParseState *pstate, const char *schema, const char *relname,
                            int location, int *levelsup)
{
    *levelsup = 0;
    for (ParseState *ps = pstate; ps; ps = ps->parent, (*levelsup)++) {
        NsItem *result = NULL;
        ListCell *lc;
        foreach (lc, ps->namespace) {
            NsItem *ns = lfirst(lc);
            if (!ns->rel_visible || (ns->lateral_only && !ps->lateral_active) ||
                !rte_matches_name(ns, schema, relname))
                continue;
            if (result)
                ereport(ERROR, errcode(ERRCODE_AMBIGUOUS_ALIAS),
                        errmsg("table reference \"%s\" is ambiguous", relname),
                        errlocation(location));
            result = ns;
        }
        if (result) {
            check_lateral_ref_ok(result, location);
            return result;
        }
    }
    return NULL;
}

/* errorMissingRTE() */
static void error_missing_rte(ParseState *pstate, const char *schema, const char *relname,
                              int location)
{
    RangeTblEntry *found = NULL;
    for (ParseState *ps = pstate; ps && !found; ps = ps->parent) {
        ListCell *lc;
        foreach (lc, ps->rtable) {
            RangeTblEntry *rte = lfirst(lc);
            if (strcmp(rte->eref->aliasname, relname) == 0) {
                found = rte;
                break;
            }
        }
        if (found)
            break;
        foreach (lc, ps->rtable) {
            RangeTblEntry *rte = lfirst(lc);
            if (rte->rtekind == RTE_RELATION && !schema) {
                RangeVar rv = {.type = T_RangeVar, .relname = (char *)relname};
                if (lookup_relation(&rv) == rte->relid) {
                    found = rte;
                    break;
                }
            }
        }
    }
    if (found) {
        const char *badalias = NULL;
        if (found->alias && strcmp(found->eref->aliasname, relname) != 0) {
            int lv;
            NsItem *ns = refname_item(pstate, NULL, found->eref->aliasname, location, &lv);
            if (ns && ns->rte == found)
                badalias = found->eref->aliasname;
        }
        if (badalias)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                    errmsg("invalid reference to FROM-clause entry for table \"%s\"", relname),
                    errhint("Perhaps you meant to reference the table alias \"%s\".", badalias),
                    errlocation(location));
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("invalid reference to FROM-clause entry for table \"%s\"", relname),
                errhint("There is an entry for table \"%s\", but it cannot be referenced from "
                        "this part of the query.",
                        found->eref->aliasname),
                errlocation(location));
    }
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
            errmsg("missing FROM-clause entry for table \"%s\"", relname),
            errlocation(location));
}

/* ---------------------------------------------------------------- fuzzy hints */

#define MAX_FUZZY_DISTANCE 3

typedef struct Fuzzy {
    int distance;
    RangeTblEntry *rfirst;
    int first;
    RangeTblEntry *rsecond;
    int second;
} Fuzzy;

static int levenshtein(const char *s, const char *t)
{
    int m = (int)strlen(s), n = (int)strlen(t);
    int *prev = palloc(sizeof(int) * (size_t)(n + 1)), *cur = palloc(sizeof(int) * (size_t)(n + 1));
    for (int j = 0; j <= n; j++)
        prev[j] = j;
    for (int i = 1; i <= m; i++) {
        cur[0] = i;
        for (int j = 1; j <= n; j++) {
            int sub = prev[j - 1] + (s[i - 1] != t[j - 1]);
            int del = prev[j] + 1, ins = cur[j - 1] + 1;
            cur[j] = Min(sub, Min(del, ins));
        }
        int *tmp = prev;
        prev = cur;
        cur = tmp;
    }
    return prev[n];
}

static void fuzzy_update(Fuzzy *f, int penalty, RangeTblEntry *rte, const char *actual,
                         const char *match, int attno)
{
    if (penalty > f->distance || actual[0] == '\0')
        return;
    int matchlen = (int)strlen(match);
    int d = levenshtein(actual, match);
    if (d > matchlen / 2)
        return;
    d += penalty;
    if (d < f->distance) {
        f->distance = d;
        f->rfirst = rte;
        f->first = attno;
        f->rsecond = NULL;
        f->second = 0;
    } else if (d == f->distance) {
        if (f->second) {
            f->rfirst = f->rsecond = NULL;
            f->first = f->second = 0;
            f->distance = d - 1;
        } else if (f->first) {
            f->rsecond = rte;
            f->second = attno;
        } else if (f->distance <= MAX_FUZZY_DISTANCE) {
            f->rfirst = rte;
            f->first = attno;
        }
    }
}

/* errorMissingColumn(), with searchRangeTableForCol()'s hints. */
static void error_missing_column(ParseState *pstate, const char *relname, const char *colname,
                                 int location)
{
    Fuzzy f = {MAX_FUZZY_DISTANCE + 1, NULL, 0, NULL, 0};
    bool exact = false;
    for (ParseState *ps = pstate; ps && !exact; ps = ps->parent) {
        ListCell *lc;
        foreach (lc, ps->rtable) {
            RangeTblEntry *rte = lfirst(lc);
            if (rte->rtekind == RTE_JOIN)
                continue;
            int penalty = relname ? levenshtein(relname, rte->eref->aliasname) : 0;
            bool found = false;
            ListCell *c;
            foreach (c, rte->eref->colnames) {
                const char *name = strVal(lfirst(c));
                if (strcmp(name, colname) == 0)
                    found = true;
                fuzzy_update(&f, penalty, rte, name, colname, foreach_current_index(c) + 1);
            }
            found |= system_column_expr(pstate, NULL, rte, 0, colname, -1) != NULL;
            if (found && penalty == 0) {
                f.rfirst = rte;
                f.first = 0;
                f.rsecond = NULL;
                exact = true;
                break;
            }
        }
    }
    char *msg = relname ? psprintf("column %s.%s does not exist", relname, colname)
                        : psprintf("column \"%s\" does not exist", colname);
    if (f.rfirst == NULL)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN), errmsg("%s", msg),
                errlocation(location));
    if (f.rsecond == NULL) {
        if (f.first)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN), errmsg("%s", msg),
                    errhint("Perhaps you meant to reference the column \"%s.%s\".",
                            f.rfirst->eref->aliasname,
                            strVal(list_nth(f.rfirst->eref->colnames, f.first - 1))),
                    errlocation(location));
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN), errmsg("%s", msg),
                errhint("There is a column named \"%s\" in table \"%s\", but it cannot be "
                        "referenced from this part of the query.",
                        colname, f.rfirst->eref->aliasname),
                errlocation(location));
    }
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN), errmsg("%s", msg),
            errhint("Perhaps you meant to reference the column \"%s.%s\" or the column \"%s.%s\".",
                    f.rfirst->eref->aliasname,
                    strVal(list_nth(f.rfirst->eref->colnames, f.first - 1)),
                    f.rsecond->eref->aliasname,
                    strVal(list_nth(f.rsecond->eref->colnames, f.second - 1))),
            errlocation(location));
}

/* ---------------------------------------------------------------- column references */

static void check_catalog_name(ColumnRef *cref, const char *catalog)
{
    if (strcmp(catalog, "basalt") != 0 && strcmp(catalog, "postgres") != 0)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cross-database references are not implemented: %s",
                       bind_name_list_to_string(cref->fields)),
                errlocation(cref->location));
}

static NsItem *star_item(ParseState *pstate, ColumnRef *cref, int *levelsup);

/* transformColumnRef(): a, t.a, s.t.a, db.s.t.a. */
Node *bind_column_ref(ParseState *pstate, ColumnRef *cref)
{
    if (pstate->exprKind == EXPR_KIND_COLUMN_DEFAULT)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot use column reference in DEFAULT expression"),
                errlocation(cref->location));
    int n = list_length(cref->fields);
    Node *last = llast(cref->fields);
    if (pstate->exprKind == EXPR_KIND_CHECK_CONSTRAINT && IsA(last, String) && n <= 2) {
        /* a row being checked has no system columns yet (PG allows tableoid, which Basalt
         * does not have) */
        int sys = sysattr_attnum(strVal(last));
        if (sys != 0 && sys != SYSATTR_TABLEOID)
            ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                    errmsg("system column \"%s\" reference in check constraint is invalid",
                           strVal(last)),
                    errlocation(cref->location));
    }
    if (IsA(last, A_Star)) {
        /* t.* in an expression: t's whole row, as in PG */
        int levelsup;
        NsItem *ns = star_item(pstate, cref, &levelsup);
        if (ns == NULL)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("whole-row references are not supported yet"),
                    errlocation(cref->location));
        return bind_whole_row(pstate, ns, levelsup, cref->location);
    }
    const char *colname = strVal(last);
    const char *schema = NULL, *relname = NULL;
    switch (n) {
    case 1: {
        Node *v = bind_column_by_name(pstate, colname, cref->location, false);
        if (v == NULL) {
            int lv;
            NsItem *ns = refname_item(pstate, NULL, colname, cref->location, &lv);
            if (ns != NULL)
                return bind_whole_row(pstate, ns, lv, cref->location);
            error_missing_column(pstate, NULL, colname, cref->location);
        }
        return v;
    }
    case 2: relname = strVal(linitial(cref->fields)); break;
    case 3:
        schema = strVal(linitial(cref->fields));
        relname = strVal(lsecond(cref->fields));
        break;
    case 4:
        check_catalog_name(cref, strVal(linitial(cref->fields)));
        schema = strVal(lsecond(cref->fields));
        relname = strVal(lthird(cref->fields));
        break;
    default:
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("improper qualified name (too many dotted names): %s",
                       bind_name_list_to_string(cref->fields)),
                errlocation(cref->location));
    }
    int levelsup;
    NsItem *ns = refname_item(pstate, schema, relname, cref->location, &levelsup);
    if (ns == NULL)
        error_missing_rte(pstate, schema, relname, cref->location);
    int attno = scan_rte_for_column(ns->rte, colname, cref->location, true);
    if (attno == 0) {
        Node *sys = system_column_expr(pstate, ns, ns->rte, levelsup, colname, cref->location);
        if (sys)
            return sys;
        error_missing_column(pstate, relname, colname, cref->location);
    }
    return column_expr(pstate, ns, attno, levelsup, cref->location, true);
}

/* All columns of one item, as expressions, with their names. */
static List *expand_rte_vars(ParseState *pstate, NsItem *ns, int levelsup, int location,
                             List **colnames, bool reading)
{
    List *vars = NIL;
    ListCell *lc;
    foreach (lc, ns->rte->eref->colnames) {
        const char *name = strVal(lfirst(lc));
        if (name[0] == '\0')
            continue; /* dropped column */
        vars = lappend(vars, column_expr(pstate, ns, foreach_current_index(lc) + 1, levelsup,
                                         location, reading));
        if (colnames)
            *colnames = lappend(*colnames, makeString((char *)name));
    }
    return vars;
}

List *bind_expand_rte_vars(ParseState *pstate, NsItem *ns, int levelsup, int location,
                           List **colnames)
{
    return expand_rte_vars(pstate, ns, levelsup, location, colnames, true);
}

/* ---------------------------------------------------------------- FROM items */

static void check_ns_conflicts(List *ns1, List *ns2)
{
    ListCell *a, *b;
    foreach (a, ns1) {
        NsItem *x = lfirst(a);
        if (!x->rel_visible)
            continue;
        foreach (b, ns2) {
            NsItem *y = lfirst(b);
            if (!y->rel_visible || strcmp(x->rte->eref->aliasname, y->rte->eref->aliasname) != 0)
                continue;
            /* two plain tables of the same name in different schemas are fine */
            if (x->rte->rtekind == RTE_RELATION && y->rte->rtekind == RTE_RELATION &&
                x->rte->alias == NULL && y->rte->alias == NULL && x->rte->relid != y->rte->relid)
                continue;
            ereport(ERROR, errcode(ERRCODE_DUPLICATE_ALIAS),
                    errmsg("table name \"%s\" specified more than once",
                           x->rte->eref->aliasname));
        }
    }
}

static void set_cols_visible(List *ns, bool vis)
{
    ListCell *lc;
    foreach (lc, ns)
        ((NsItem *)lfirst(lc))->cols_visible = vis;
}

static Node *from_item(ParseState *pstate, Node *item, NsItem **top, List **ns_out);
static Node *add_from_rte(ParseState *pstate, RangeTblEntry *rte, NsItem **top, List **ns_out);

static CommonTableExpr *find_cte_levels(ParseState *pstate, const char *name, int *levelsup)
{
    *levelsup = 0;
    for (ParseState *ps = pstate; ps; ps = ps->parent, (*levelsup)++) {
        ListCell *lc;
        foreach (lc, ps->ctes)
            if (strcmp(((CommonTableExpr *)lfirst(lc))->ctename, name) == 0)
                return lfirst(lc);
    }
    return NULL;
}

static CommonTableExpr *find_cte(ParseState *pstate, const char *name)
{
    int levelsup;
    return find_cte_levels(pstate, name, &levelsup);
}

/* A WITH query referenced in FROM, inlined as a sub-select named after the CTE. */
static Node *from_cte(ParseState *pstate, RangeVar *rv, CommonTableExpr *cte, NsItem **top,
                      List **ns_out)
{
    if (cte->cte_state != CTE_STATE_PLAIN) {
        /* WITH RECURSIVE (bind_cte.c) */
        int levelsup;
        (void)find_cte_levels(pstate, cte->ctename, &levelsup);
        RangeTblEntry *rte = bind_cte_reference(pstate, rv, cte, levelsup);
        return add_from_rte(pstate, rte, top, ns_out);
    }
    List *save_ns = pstate->namespace;
    pstate->namespace = NIL;
    Query *sub = bind_sub_select(pstate, cte->ctequery);
    pstate->namespace = save_ns;
    Alias *a = makeNode(Alias);
    a->aliasname = pstrdup(rv->alias ? rv->alias->aliasname : cte->ctename);
    a->colnames = cte->aliascolnames;
    if (rv->alias && rv->alias->colnames) {
        /* the reference's own column aliases override the CTE's */
        List *names = list_copy(rv->alias->colnames);
        for (int i = list_length(names); i < list_length(cte->aliascolnames); i++)
            names = lappend(names, list_nth(cte->aliascolnames, i));
        a->colnames = names;
    }
    RangeTblEntry *rte = bind_make_subquery_rte(sub, a, false);
    rte->alias = rv->alias;
    rte->ctename = cte->ctename;
    NsItem *ns = bind_add_rte(pstate, rte, true, true, false);
    *top = ns;
    *ns_out = list_make1(ns);
    RangeTblRef *ref = makeNode(RangeTblRef);
    ref->rtindex = ns->rtindex;
    return (Node *)ref;
}

static Node *from_subselect(ParseState *pstate, RangeSubselect *rs, NsItem **top, List **ns_out)
{
    if (rs->alias == NULL)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("subquery in FROM must have an alias"),
                errhint("For example, FROM (SELECT ...) [AS] foo."), errlocation(rs->location));
    /* A non-LATERAL sub-select sees outer levels but not its own level's FROM items; a
     * LATERAL one also sees the items before it (lateral_only). */
    List *save_ns = pstate->namespace;
    ParseExprKind save_kind = pstate->exprKind;
    bool save_lateral = pstate->lateral_active;
    if (!rs->lateral)
        pstate->namespace = NIL;
    pstate->lateral_active = rs->lateral;
    pstate->exprKind = EXPR_KIND_FROM_SUBSELECT;
    Query *sub = bind_sub_select(pstate, rs->subquery);
    pstate->namespace = save_ns;
    pstate->exprKind = save_kind;
    pstate->lateral_active = save_lateral;
    if (sub->commandType != CMD_SELECT)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("expected SELECT query from subquery in FROM"));
    RangeTblEntry *rte = bind_make_subquery_rte(sub, rs->alias, rs->lateral);
    NsItem *ns = bind_add_rte(pstate, rte, true, true, false);
    *top = ns;
    *ns_out = list_make1(ns);
    RangeTblRef *ref = makeNode(RangeTblRef);
    ref->rtindex = ns->rtindex;
    return (Node *)ref;
}

/* One USING column: its position in an item's columns; 0 if absent; error if doubled. */
static int using_column(List *colnames, const char *name, bool left)
{
    int found = 0;
    ListCell *lc;
    foreach (lc, colnames)
        if (strcmp(strVal(lfirst(lc)), name) == 0) {
            if (found)
                ereport(ERROR, errcode(ERRCODE_AMBIGUOUS_COLUMN),
                        errmsg("common column name \"%s\" appears more than once in %s table",
                               name, left ? "left" : "right"));
            found = foreach_current_index(lc) + 1;
        }
    return found;
}

static Node *from_join(ParseState *pstate, JoinExpr *j, NsItem **top, List **ns_out)
{
    NsItem *ltop, *rtop;
    List *lns, *rns;
    JoinExpr *res = makeNode(JoinExpr);
    res->jointype = j->jointype == JOIN_CROSS ? JOIN_INNER : j->jointype;
    res->isNatural = j->isNatural;
    res->alias = j->alias;
    res->location = j->location;
    /* the NULL-extended sides, for WITH RECURSIVE's "within an outer join" */
    bool lnull = res->jointype == JOIN_RIGHT || res->jointype == JOIN_FULL;
    bool rnull = res->jointype == JOIN_LEFT || res->jointype == JOIN_FULL;
    pstate->nullable_side += lnull;
    res->larg = from_item(pstate, j->larg, &ltop, &lns);
    pstate->nullable_side -= lnull;
    /* The right input may refer to the left one if it is LATERAL (only INNER and LEFT joins). */
    List *save_outer_ns = pstate->namespace;
    ListCell *lnc;
    foreach (lnc, lns) {
        ((NsItem *)lfirst(lnc))->lateral_only = true;
        ((NsItem *)lfirst(lnc))->lateral_ok =
            res->jointype == JOIN_INNER || res->jointype == JOIN_LEFT;
    }
    pstate->namespace = list_concat(list_copy(pstate->namespace), lns);
    pstate->nullable_side += rnull;
    res->rarg = from_item(pstate, j->rarg, &rtop, &rns);
    pstate->nullable_side -= rnull;
    pstate->namespace = save_outer_ns;
    foreach (lnc, lns)
        ((NsItem *)lfirst(lnc))->lateral_only = false;
    check_ns_conflicts(lns, rns);
    List *my_ns = list_concat(list_copy(lns), rns);

    List *lnames = NIL, *rnames = NIL;
    List *lvars = expand_rte_vars(pstate, ltop, 0, -1, &lnames, false);
    List *rvars = expand_rte_vars(pstate, rtop, 0, -1, &rnames, false);

    List *using = j->usingClause;
    if (j->isNatural) {
        using = NIL;
        ListCell *a, *b;
        foreach (a, lnames)
            foreach (b, rnames)
                if (strcmp(strVal(lfirst(a)), strVal(lfirst(b))) == 0) {
                    using = lappend(using, lfirst(a));
                    break;
                }
    }

    List *colnames = NIL, *aliasvars = NIL;
    List *lused = NIL, *rused = NIL; /* IntLists of consumed positions */
    Node *quals = NULL;
    if (using != NIL || j->isNatural) {
        List *conds = NIL;
        ListCell *lc;
        foreach (lc, using) {
            const char *name = strVal(lfirst(lc));
            ListCell *prev;
            foreach (prev, using) {
                if (prev == lc)
                    break;
                if (strcmp(strVal(lfirst(prev)), name) == 0)
                    ereport(ERROR, errcode(ERRCODE_DUPLICATE_COLUMN),
                            errmsg("column name \"%s\" appears more than once in USING clause",
                                   name));
            }
            int li = using_column(lnames, name, true);
            if (li == 0)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                        errmsg("column \"%s\" specified in USING clause does not exist in left "
                               "table",
                               name));
            int ri = using_column(rnames, name, false);
            if (ri == 0)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                        errmsg("column \"%s\" specified in USING clause does not exist in right "
                               "table",
                               name));
            lused = lappend_int(lused, li);
            rused = lappend_int(rused, ri);
            Node *lv = list_nth(lvars, li - 1), *rv = list_nth(rvars, ri - 1);
            note_select_walker(lv, pstate); /* the join compares them */
            note_select_walker(rv, pstate);
            conds = lappend(conds, list_make2(lv, rv)); /* compared after all are merged */

            List *pair = list_make2(lv, rv);
            Oid t = bind_select_common_type(pstate, pair, "JOIN/USING", NULL);
            Node *lc2 = bind_coerce_to_common(pstate, lv, t, "JOIN/USING");
            Node *rc2 = bind_coerce_to_common(pstate, rv, t, "JOIN/USING");
            Node *merged;
            switch (res->jointype) {
            case JOIN_RIGHT: merged = rc2; break;
            case JOIN_FULL: {
                CoalesceExpr *c = makeNode(CoalesceExpr);
                c->coalescetype = t;
                c->coalescecollid = bind_type_collation(t);
                c->args = list_make2(lc2, rc2);
                c->location = -1;
                merged = (Node *)c;
                break;
            }
            default: merged = lc2; break;
            }
            colnames = lappend(colnames, makeString((char *)name));
            aliasvars = lappend(aliasvars, merged);
        }
        /* transformJoinUsingClause(): the "=" of each pair, after the merged columns */
        List *eqs = NIL;
        foreach (lc, conds) {
            List *pair = lfirst(lc);
            ParseExprKind save = pstate->exprKind;
            pstate->exprKind = EXPR_KIND_JOIN_USING;
            Node *eq = bind_op(pstate, list_make1(makeString("=")), linitial(pair), lsecond(pair), -1);
            eq = bind_coerce_to_boolean(pstate, eq, "JOIN/USING");
            pstate->exprKind = save;
            eqs = lappend(eqs, eq);
        }
        conds = eqs;
        if (list_length(conds) == 1)
            quals = linitial(conds);
        else if (conds != NIL) {
            BoolExpr *b = makeNode(BoolExpr);
            b->boolop = AND_EXPR;
            b->args = conds;
            b->location = -1;
            quals = (Node *)b;
        }
    } else if (j->quals) {
        List *save_ns = pstate->namespace;
        pstate->namespace = my_ns;
        Node *q = bind_expr(pstate, j->quals, EXPR_KIND_JOIN_ON);
        quals = bind_coerce_to_boolean(pstate, q, "JOIN/ON");
        pstate->namespace = save_ns;
    }
    res->quals = quals;
    int nmerged = list_length(colnames);
    ListCell *lc;
    foreach (lc, lnames)
        if (!list_member_int(lused, foreach_current_index(lc) + 1)) {
            colnames = lappend(colnames, lfirst(lc));
            aliasvars = lappend(aliasvars, list_nth(lvars, foreach_current_index(lc)));
        }
    foreach (lc, rnames)
        if (!list_member_int(rused, foreach_current_index(lc) + 1)) {
            colnames = lappend(colnames, lfirst(lc));
            aliasvars = lappend(aliasvars, list_nth(rvars, foreach_current_index(lc)));
        }

    RangeTblEntry *rte = makeNode(RangeTblEntry);
    rte->rtekind = RTE_JOIN;
    rte->jointype = res->jointype;
    rte->joinaliasvars = aliasvars;
    rte->joinmergedcols = nmerged;
    rte->alias = j->alias;
    rte->inFromCl = true;
    foreach (lc, aliasvars) {
        Node *e = lfirst(lc);
        rte->coltypes = lappend_oid(rte->coltypes, exprType(e));
        rte->coltypmods = lappend_int(rte->coltypmods, exprTypmod(e));
        rte->colcollations = lappend_oid(rte->colcollations, exprCollation(e));
    }
    if (j->alias) {
        check_alias_columns(j->alias->aliasname, list_length(colnames), j->alias->colnames);
        List *names = NIL;
        foreach (lc, colnames) {
            int i = foreach_current_index(lc);
            names = lappend(names, i < list_length(j->alias->colnames)
                                       ? list_nth(j->alias->colnames, i)
                                       : lfirst(lc));
        }
        rte->eref = make_alias(j->alias->aliasname, names);
    } else
        rte->eref = make_alias("unnamed_join", colnames);
    if (j->join_using_alias)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("JOIN USING aliases are not supported yet"));
    NsItem *jns = bind_add_rte(pstate, rte, j->alias != NULL, true, false);
    res->rtindex = jns->rtindex;
    *top = jns;
    if (j->alias)
        *ns_out = list_make1(jns);
    else {
        set_cols_visible(my_ns, false);
        jns->rel_visible = false;
        *ns_out = lappend(my_ns, jns);
    }
    return (Node *)res;
}

/*
 * TABLESAMPLE method (percentage) [REPEATABLE (seed)] of a table in FROM (PG's
 * transformRangeTableSample): the arguments are bound as in a function in FROM, before the
 * FROM items join the namespace, and coerced to real and double precision.
 */
static TableSampleClause *bind_table_sample(ParseState *pstate, RangeTableSample *rts)
{
    const char *name = strVal(llast(rts->method));
    TableSampleClause *tsc = makeNode(TableSampleClause);
    if (list_length(rts->method) == 1 && strcmp(name, "system") == 0)
        tsc->method = TSM_SYSTEM;
    else if (list_length(rts->method) == 1 && strcmp(name, "bernoulli") == 0)
        tsc->method = TSM_BERNOULLI;
    else
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("tablesample method %s does not exist",
                       bind_name_list_to_string(rts->method)),
                errlocation(rts->location));
    if (list_length(rts->args) != 1)
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLESAMPLE_ARGUMENT),
                errmsg("tablesample method %s requires 1 argument, not %d", name,
                       list_length(rts->args)),
                errlocation(rts->location));
    Node *arg = bind_expr(pstate, linitial(rts->args), EXPR_KIND_FROM_FUNCTION);
    tsc->args = list_make1(bind_coerce_to_specific(pstate, arg, FLOAT4OID, "TABLESAMPLE"));
    if (rts->repeatable) {
        Node *seed = bind_expr(pstate, rts->repeatable, EXPR_KIND_FROM_FUNCTION);
        tsc->repeatable = bind_coerce_to_specific(pstate, seed, FLOAT8OID, "REPEATABLE");
    }
    return tsc;
}

/* A FROM item that is one new range-table entry: visible, and referenced by its index. */
static Node *add_from_rte(ParseState *pstate, RangeTblEntry *rte, NsItem **top, List **ns_out)
{
    NsItem *ns = bind_add_rte(pstate, rte, true, true, false);
    *top = ns;
    *ns_out = list_make1(ns);
    RangeTblRef *ref = makeNode(RangeTblRef);
    ref->rtindex = ns->rtindex;
    return (Node *)ref;
}

/*
 * Does pg_catalog's name mean its system view? Yes when no real catalog has the name (the
 * view's own pg_class row does not count: system_views_catalog.c); a view
 * that extends the real catalog of its name (pg_constraint: the stored CHECK constraints plus
 * the rows it derives from pg_index) also wins, except inside its own definition, where the
 * name is the real catalog.
 */
static bool system_view_wins(ParseState *pstate, const char *name)
{
    Oid relid = catalog_relation_oid(PG_CATALOG_NAMESPACE, name);
    if (!OidIsValid(relid))
        return true;
    Relation rel = relation_open(relid, AccessShareLock);
    bool real = rel->relkind != RELKIND_VIEW; /* a view's rows only describe it */
    relation_close(rel);
    if (!real)
        return true;
    if (!bind_system_view_extends_catalog(name))
        return false;
    for (ParseState *ps = pstate; ps; ps = ps->parent)
        if (ps->expanding_sysview && strcmp(ps->expanding_sysview, name) == 0)
            return false;
    return true;
}

static Node *from_item(ParseState *pstate, Node *item, NsItem **top, List **ns_out)
{
    switch (nodeTag(item)) {
    case T_RangeVar: {
        RangeVar *rv = (RangeVar *)item;
        CommonTableExpr *cte = rv->schemaname ? NULL : find_cte(pstate, rv->relname);
        if (cte)
            return from_cte(pstate, rv, cte, top, ns_out);
        /* pg_catalog comes first on the search path, its system views too */
        const char *sysview =
            (rv->schemaname == NULL || strcmp(rv->schemaname, "pg_catalog") == 0) &&
                    (rv->catalogname == NULL || rv->schemaname != NULL) &&
                    system_view_wins(pstate, rv->relname)
                ? bind_system_view_sql(rv->relname)
            : rv->schemaname && strcmp(rv->schemaname, "information_schema") == 0 &&
                    !OidIsValid(catalog_namespace_oid("information_schema"))
                ? bind_information_schema_sql(rv->relname)
                : NULL;
        if (sysview) {
            RangeTblEntry *rte = bind_expand_system_view(pstate, rv, sysview);
            return add_from_rte(pstate, rte, top, ns_out);
        }
        Oid relid = lookup_relation(rv);
        if (OidIsValid(relid)) {
            Relation rel = relation_open(relid, AccessShareLock);
            char kind = rel->relkind;
            relation_close(rel);
            if (kind == RELKIND_VIEW || kind == RELKIND_PARTITIONED_TABLE) {
                RangeTblEntry *rte = kind == RELKIND_VIEW
                                         ? bind_expand_view(pstate, rv, relid)
                                         : bind_expand_partitioned(pstate, rv, relid);
                return add_from_rte(pstate, rte, top, ns_out);
            }
        }
        int rti;
        bind_add_relation(pstate, rv, AccessShareLock, NULL, &rti);
        NsItem *ns = palloc0(sizeof(NsItem));
        ns->rte = list_nth(pstate->rtable, rti - 1);
        ns->rtindex = rti;
        ns->rel_visible = ns->cols_visible = true;
        *top = ns;
        *ns_out = list_make1(ns);
        RangeTblRef *ref = makeNode(RangeTblRef);
        ref->rtindex = rti;
        return (Node *)ref;
    }
    case T_RangeTableSample: {
        RangeTableSample *rts = (RangeTableSample *)item;
        RangeVar *rv = (RangeVar *)rts->relation;
        TableSampleClause *tsc = bind_table_sample(pstate, rts);
        if (!rv->schemaname && find_cte(pstate, rv->relname))
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("TABLESAMPLE clause can only be applied to tables and materialized "
                           "views"),
                    errlocation(rv->location));
        Node *ref = from_item(pstate, (Node *)rv, top, ns_out);
        if ((*top)->rte->relkind != RELKIND_RELATION)
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("TABLESAMPLE clause can only be applied to tables and materialized "
                           "views"),
                    errlocation(rv->location));
        (*top)->rte->tablesample = tsc;
        return ref;
    }
    case T_RangeSubselect: return from_subselect(pstate, (RangeSubselect *)item, top, ns_out);
    case T_JoinExpr: return from_join(pstate, (JoinExpr *)item, top, ns_out);
    case T_RangeFunction: {
        /* functions in FROM are implicitly LATERAL */
        bool save_lateral = pstate->lateral_active;
        pstate->lateral_active = true;
        RangeTblEntry *rte = bind_range_function(pstate, (RangeFunction *)item);
        pstate->lateral_active = save_lateral;
        return add_from_rte(pstate, rte, top, ns_out);
    }
    default: elog(ERROR, "unrecognized FROM item node type: %d", (int)nodeTag(item));
    }
    return NULL;
}

/* transformFromClause(): every item joins the namespace after it is bound. */
void bind_from_clause(ParseState *pstate, List *fromClause)
{
    ListCell *lc;
    foreach (lc, fromClause) {
        NsItem *top;
        List *ns;
        Node *n = from_item(pstate, lfirst(lc), &top, &ns);
        check_ns_conflicts(pstate->namespace, ns);
        /* later items of the list see this one only if they are LATERAL */
        ListCell *c;
        foreach (c, ns) {
            ((NsItem *)lfirst(c))->lateral_only = true;
            ((NsItem *)lfirst(c))->lateral_ok = true;
        }
        pstate->joinlist = lappend(pstate->joinlist, n);
        pstate->namespace = list_concat(pstate->namespace, ns);
    }
    foreach (lc, pstate->namespace)
        ((NsItem *)lfirst(lc))->lateral_only = false;
}

/* The item t of "t.*" (or "s.t.*"); NULL for a bare "*". */
static NsItem *star_item(ParseState *pstate, ColumnRef *cref, int *levelsup)
{
    int n = list_length(cref->fields);
    const char *schema = NULL, *relname;
    if (n == 1)
        return NULL;
    if (n == 2)
        relname = strVal(linitial(cref->fields));
    else if (n == 3) {
        schema = strVal(linitial(cref->fields));
        relname = strVal(lsecond(cref->fields));
    } else if (n == 4) {
        check_catalog_name(cref, strVal(linitial(cref->fields)));
        schema = strVal(lsecond(cref->fields));
        relname = strVal(lthird(cref->fields));
    } else
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("improper qualified name (too many dotted names): %s",
                       bind_name_list_to_string(cref->fields)),
                errlocation(cref->location));
    NsItem *ns = refname_item(pstate, schema, relname, cref->location, levelsup);
    if (ns == NULL)
        error_missing_rte(pstate, schema, relname, cref->location);
    return ns;
}

/* "t.*" (or "s.t.*") in a target list: all columns of that item. */
List *bind_expand_star(ParseState *pstate, ColumnRef *cref, int location)
{
    int levelsup;
    NsItem *ns = star_item(pstate, cref, &levelsup);
    assert(ns != NULL);
    List *names = NIL;
    List *vars = bind_expand_rte_vars(pstate, ns, levelsup, location, &names);
    List *out = NIL;
    ListCell *a;
    foreach (a, vars)
        out = lappend(out, list_make2(lfirst(a), list_nth(names, foreach_current_index(a))));
    return out;
}

/* "*": every item whose columns are visible, in FROM order. List of (expr, String) pairs. */
List *bind_expand_all(ParseState *pstate, int location)
{
    List *out = NIL;
    bool any = false;
    ListCell *lc;
    foreach (lc, pstate->namespace) {
        NsItem *ns = lfirst(lc);
        if (!ns->cols_visible)
            continue;
        any = true;
        List *names = NIL;
        List *vars = bind_expand_rte_vars(pstate, ns, 0, location, &names);
        ListCell *a;
        foreach (a, vars)
            out = lappend(out, list_make2(lfirst(a), list_nth(names, foreach_current_index(a))));
    }
    if (!any)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("SELECT * with no tables specified is not valid"), errlocation(location));
    return out;
}
