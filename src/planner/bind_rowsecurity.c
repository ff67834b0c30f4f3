/*
 * bind_rowsecurity.c: row-level security, PG's rewriter step (rewrite/rowsecurity.c) done at
 * the end of binding a statement.
 *
 * The one idea: every table a statement reads or writes, at any level (sub-selects, views,
 * WITH queries), is found by walking the bound Query; for a table with ENABLE ROW LEVEL
 * SECURITY whose checking user is not exempt, the USING expressions of the policies that apply
 * to that user and command become RangeTblEntry.securityQuals (restrictive ones one by one,
 * then the permissive ones ORed; none at all is `false`), which the planner evaluates before
 * the query's own conditions, and the WITH CHECK expressions of INSERT / UPDATE become
 * Query.withCheckOptions, checked on each new row by ModifyTable. Policies are stored as SQL
 * text (catalog_policy.h) and bound again here over the table at its range-table index; a
 * sub-select inside one is walked in turn, so a policy that reaches its own table is PG's
 * 42P17 "infinite recursion".
 */
#include "planner/bind_internal.h"

#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/guc.h"
#include "executor/acl.h"
#include "executor/acl_membership.h"
#include "planner/nodefuncs.h"
#include "storage/catalog_acl.h"
#include "storage/catalog_policy.h"

typedef struct RlsWalk {
    List *stack; /* OidList: the tables whose policies are being expanded */
    bool any;    /* some table had row-level security enabled */
} RlsWalk;

static void rls_query(Query *q, RlsWalk *w);

static bool rls_expr_walker(Node *node, void *arg)
{
    if (node == NULL)
        return false;
    if (IsA(node, SubLink)) {
        SubLink *sl = (SubLink *)node;
        rls_expr_walker(sl->testexpr, arg);
        rls_query((Query *)sl->subselect, arg);
        return false;
    }
    if (IsA(node, Query)) {
        rls_query((Query *)node, arg);
        return false;
    }
    return expression_tree_walker(node, rls_expr_walker, arg);
}

static bool row_security_on(void)
{
    return strcmp(guc_show("row_security"), "on") == 0;
}

/* PG's check_enable_rls: does row-level security apply to rel for user? The owner (and a
 * role with its privileges) is exempt unless FORCE, superusers and BYPASSRLS roles always;
 * with row_security off, a table it would apply to is an error. */
static bool rls_applies(Relation rel, Oid user)
{
    if (!rel->relrowsecurity)
        return false;
    CatalogRole role;
    if (acl_is_superuser(user) || (catalog_role_by_oid(user, &role) && role.rolbypassrls))
        return false;
    RelationAcl ra;
    bool owner = catalog_relation_acl(rel->rd_id, &ra) && acl_has_privs_of_role(user, ra.owner);
    if (owner && !rel->relforcerowsecurity)
        return false;
    if (!row_security_on())
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("query would be affected by row-level security policy for table \"%s\"",
                       rel->relname),
                owner ? errhint("To disable the policy for the table's owner, use ALTER TABLE "
                                "NO FORCE ROW LEVEL SECURITY.")
                      : 0);
    return true;
}

static bool policy_for_command(const PolicyRow *p, CmdType cmd)
{
    char want = cmd == CMD_SELECT ? 'r' : cmd == CMD_INSERT ? 'a' : cmd == CMD_UPDATE ? 'w' : 'd';
    return p->polcmd == '*' || p->polcmd == want;
}

static bool policy_for_user(const PolicyRow *p, Oid user)
{
    for (int i = 0; i < p->nroles; i++)
        if (p->roles[i] == ACL_ID_PUBLIC || acl_has_privs_of_role(user, p->roles[i]))
            return true;
    return false;
}

Node *bind_policy_expr(ParseState *ps, Node *raw)
{
    Node *expr = bind_expr(ps, raw, EXPR_KIND_POLICY);
    expr = bind_coerce_to_boolean(ps, expr, "POLICY");
    bind_assign_expr_collations(expr);
    return planner_in_lists_to_saops(expr);
}

/* One policy expression text bound over rel at rtindex; *sublinks is set when it has any. */
static Node *bind_stored_policy(Relation rel, int rtindex, const char *text, bool *sublinks)
{
    ParseState *ps = bind_table_pstate(rel->relname, rel->rd_id, rel->rd_att, NULL, rtindex);
    Node *e = bind_policy_expr(ps, bind_parse_stored_expr(text));
    *sublinks |= ps->hasSubLinks;
    return e;
}

typedef struct Policies {
    List *permissive, *restrictive; /* PolicyRow * that apply, by name */
} Policies;

static Policies policies_for(List *all, CmdType cmd, Oid user)
{
    Policies out = {NIL, NIL};
    ListCell *lc;
    foreach (lc, all) {
        PolicyRow *p = lfirst(lc);
        if (!policy_for_command(p, cmd) || !policy_for_user(p, user))
            continue;
        if (p->polpermissive) /* PG's relcache holds them in reverse name order */
            out.permissive = lcons(p, out.permissive);
        else
            out.restrictive = lappend(out.restrictive, p);
    }
    return out;
}

static Node *false_const(void)
{
    return (Node *)bind_make_const(BOOLOID, -1, BoolGetDatum(false), false, -1);
}

static Node *or_of(List *quals)
{
    if (list_length(quals) == 1)
        return linitial(quals);
    BoolExpr *b = makeNode(BoolExpr);
    b->boolop = OR_EXPR;
    b->args = quals;
    b->location = -1;
    return (Node *)b;
}

/* PG's add_security_quals: the restrictive USING expressions, then the permissive ones ORed;
 * without a permissive one, false. */
static List *add_security_quals(List *quals, Policies ps, Relation rel, int rtindex, bool *sublinks)
{
    List *permissive = NIL;
    ListCell *lc;
    foreach (lc, ps.permissive) {
        PolicyRow *p = lfirst(lc);
        if (p->qual)
            permissive = lappend(permissive, bind_stored_policy(rel, rtindex, p->qual, sublinks));
    }
    if (permissive == NIL)
        return lappend(quals, false_const());
    foreach (lc, ps.restrictive) {
        PolicyRow *p = lfirst(lc);
        if (p->qual)
            quals = lappend(quals, bind_stored_policy(rel, rtindex, p->qual, sublinks));
    }
    return lappend(quals, or_of(permissive));
}

static CheckConstraint *make_wco(const char *polname, Node *expr)
{
    CheckConstraint *cc = makeNode(CheckConstraint);
    cc->conname = pstrdup(polname ? polname : ""); /* "": the permissive policies */
    cc->expr = expr;
    cc->location = -1;
    return cc;
}

/* PG's add_with_check_options: WITH CHECK (or USING when there is none, or always with
 * force_using) of the permissive policies ORed as one check, then each restrictive one's;
 * without a permissive one, a check that always fails. Bound over the new row (index 1). */
static List *add_with_checks(List *wcos, Policies ps, Relation rel, bool force_using,
                             bool *sublinks)
{
    List *permissive = NIL;
    ListCell *lc;
    foreach (lc, ps.permissive) {
        PolicyRow *p = lfirst(lc);
        const char *text = !force_using && p->withcheck ? p->withcheck : p->qual;
        if (text)
            permissive = lappend(permissive, bind_stored_policy(rel, 1, text, sublinks));
    }
    if (permissive == NIL)
        return lappend(wcos, make_wco(NULL, false_const()));
    wcos = lappend(wcos, make_wco(NULL, or_of(permissive)));
    foreach (lc, ps.restrictive) {
        PolicyRow *p = lfirst(lc);
        const char *text = !force_using && p->withcheck ? p->withcheck : p->qual;
        if (text)
            wcos = lappend(wcos, make_wco(p->polname, bind_stored_policy(rel, 1, text, sublinks)));
    }
    return wcos;
}

/* Walk the sub-selects of freshly bound policy expressions, with relid on the stack. */
static void walk_policy_exprs(List *exprs, Oid relid, RlsWalk *w)
{
    w->stack = lappend_oid(w->stack, relid);
    ListCell *lc;
    foreach (lc, exprs) {
        Node *e = lfirst(lc);
        rls_expr_walker(IsA(e, CheckConstraint) ? ((CheckConstraint *)e)->expr : e, w);
    }
    w->stack = list_delete_nth_cell(w->stack, list_length(w->stack) - 1);
}

/* PG's get_row_security_policies for the table at rtindex of q. */
static void rls_table(Query *q, int rtindex, RlsWalk *w)
{
    RangeTblEntry *rte = list_nth(q->rtable, rtindex - 1);
    rte->securityQuals = NIL;
    Relation rel = relation_open(rte->relid, NoLock);
    Oid user = OidIsValid(rte->checkAsUser) ? rte->checkAsUser : acl_current_user();
    w->any |= rel->relrowsecurity;
    if (!rls_applies(rel, user)) {
        relation_close(rel);
        return;
    }
    if (list_member_oid(w->stack, rel->rd_id))
        ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                errmsg("infinite recursion detected in policy for relation \"%s\"", rel->relname));
    CmdType cmd = rtindex == q->resultRelation ? q->commandType : CMD_SELECT;
    bool reads = (rte->requiredPerms & ACL_SELECT) != 0;
    List *all = catalog_relation_policies(rel->rd_id);
    Policies own = policies_for(all, cmd, user);
    Policies sel = {NIL, NIL};
    if (cmd != CMD_SELECT && reads)
        sel = policies_for(all, CMD_SELECT, user);
    bool sublinks = false;
    List *quals = NIL, *wcos = NIL;
    if (cmd != CMD_INSERT)
        quals = add_security_quals(quals, own, rel, rtindex, &sublinks);
    if ((cmd == CMD_UPDATE || cmd == CMD_DELETE) && reads)
        quals = add_security_quals(quals, sel, rel, rtindex, &sublinks);
    if (cmd == CMD_SELECT && (rte->requiredPerms & ACL_UPDATE)) /* FOR UPDATE / SHARE */
        quals =
            add_security_quals(quals, policies_for(all, CMD_UPDATE, user), rel, rtindex, &sublinks);
    if (cmd == CMD_INSERT || cmd == CMD_UPDATE) {
        wcos = add_with_checks(wcos, own, rel, false, &sublinks);
        if (reads)
            wcos = add_with_checks(wcos, sel, rel, true, &sublinks);
    }
    OnConflictExpr *oc = cmd == CMD_INSERT ? q->onConflict : NULL;
    if (oc && oc->action == ONCONFLICT_UPDATE) { /* PG's checks of the UPDATE path */
        Policies upd = policies_for(all, CMD_UPDATE, user);
        oc->rlsExistingChecks = add_with_checks(NIL, upd, rel, true, &sublinks);
        oc->rlsUpdateChecks = add_with_checks(NIL, upd, rel, false, &sublinks);
        if (reads) {
            oc->rlsExistingChecks =
                add_with_checks(oc->rlsExistingChecks, sel, rel, true, &sublinks);
            oc->rlsUpdateChecks = add_with_checks(oc->rlsUpdateChecks, sel, rel, true, &sublinks);
        }
    }
    relation_close(rel);
    rte->securityQuals = quals;
    if (cmd == CMD_INSERT || cmd == CMD_UPDATE)
        q->withCheckOptions = wcos;
    if (sublinks) {
        q->hasSubLinks = true;
        walk_policy_exprs(quals, rte->relid, w);
        walk_policy_exprs(wcos, rte->relid, w);
        if (oc) {
            walk_policy_exprs(oc->rlsExistingChecks, rte->relid, w);
            walk_policy_exprs(oc->rlsUpdateChecks, rte->relid, w);
        }
    }
}

static void rls_query(Query *q, RlsWalk *w)
{
    if (q == NULL || !IsA(q, Query) || q->commandType == CMD_UTILITY)
        return;
    q->withCheckOptions = NIL;
    if (q->onConflict)
        q->onConflict->rlsExistingChecks = q->onConflict->rlsUpdateChecks = NIL;
    ListCell *lc;
    foreach (lc, q->rtable) {
        RangeTblEntry *rte = lfirst(lc);
        int rtindex = foreach_current_index(lc) + 1;
        switch (rte->rtekind) {
        case RTE_RELATION:
            /* EXCLUDED (no privileges of its own) is the proposed row, not a table read */
            if (rte->relkind == RELKIND_RELATION &&
                (rte->requiredPerms != 0 || rtindex == q->resultRelation))
                rls_table(q, rtindex, w);
            break;
        case RTE_SUBQUERY:
            rls_query(rte->subquery, w);
            break;
        case RTE_VALUES:
            rls_expr_walker((Node *)rte->values_lists, w);
            break;
        case RTE_FUNCTION:
            rls_expr_walker((Node *)rte->functions, w);
            break;
        default:
            break;
        }
    }
    foreach (lc, q->cteList) {
        CteDef *def = lfirst(lc);
        rls_query(def->nonrecursive, w);
        rls_query(def->recursive, w);
    }
    rls_expr_walker((Node *)q->targetList, w);
    rls_expr_walker((Node *)q->returningList, w);
    rls_expr_walker((Node *)q->jointree, w);
    rls_expr_walker(q->havingQual, w);
    rls_expr_walker(q->limitOffset, w);
    rls_expr_walker(q->limitCount, w);
    if (q->onConflict) {
        rls_expr_walker((Node *)q->onConflict->onConflictSet, w);
        rls_expr_walker(q->onConflict->onConflictWhere, w);
    }
}

/* COPY FROM a non-exempt user into a table with row-level security: PG's error. */
static void rls_copy_from(Oid relid, RlsWalk *w)
{
    Relation rel = relation_open(relid, NoLock);
    w->any |= rel->relrowsecurity;
    bool applies = rls_applies(rel, acl_current_user());
    relation_close(rel);
    if (applies)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("COPY FROM not supported with row-level security"),
                errhint("Use INSERT statements instead."));
}

void bind_row_security(Query *qry)
{
    RlsWalk w = {NIL, false};
    Node *u = qry->utilityStmt;
    if (qry->commandType != CMD_UTILITY)
        rls_query(qry, &w);
    else if (u == NULL)
        return;
    else if (IsA(u, CopyInfo) && ((CopyInfo *)u)->query)
        rls_query(((CopyInfo *)u)->query, &w);
    else if (IsA(u, CopyInfo) && ((CopyInfo *)u)->stmt->is_from)
        rls_copy_from(((CopyInfo *)u)->relid, &w);
    else if (IsA(u, CreateTableAsInfo))
        rls_query(((CreateTableAsInfo *)u)->query, &w);
    qry->hasRowSecurity = w.any;
}

List *bind_relation_policies(Relation rel)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, catalog_relation_policies(rel->rd_id)) {
        PolicyRow *p = lfirst(lc);
        PolicyInfo *pi = makeNode(PolicyInfo);
        pi->relid = rel->rd_id;
        pi->polname = pstrdup(p->polname);
        pi->poloid = p->oid;
        bool sublinks = false;
        if (p->qual) {
            pi->qual = bind_stored_policy(rel, 1, p->qual, &sublinks);
            pi->qual_src = sublinks ? pstrdup(p->qual) : NULL;
        }
        sublinks = false;
        if (p->withcheck) {
            pi->with_check = bind_stored_policy(rel, 1, p->withcheck, &sublinks);
            pi->check_src = sublinks ? pstrdup(p->withcheck) : NULL;
        }
        out = lappend(out, pi);
    }
    return out;
}

/* Does expr read column attnum of its table (its own level; the comparisons of a sub-select
 * with it too, not what the sub-select reads inside)? */
static bool reads_attnum_walker(Node *node, void *arg)
{
    if (node == NULL)
        return false;
    if (IsA(node, Var))
        return ((Var *)node)->varlevelsup == 0 && ((Var *)node)->varattno == *(int *)arg;
    if (IsA(node, SubLink))
        return reads_attnum_walker(((SubLink *)node)->testexpr, arg);
    return expression_tree_walker(node, reads_attnum_walker, arg);
}

static int by_oid(const void *a, const void *b)
{
    Oid x = (*(PolicyInfo *const *)a)->poloid, y = (*(PolicyInfo *const *)b)->poloid;
    return x < y ? -1 : x > y;
}

List *bind_policies_reading_column(Relation rel, int attnum)
{
    List *all = bind_relation_policies(rel);
    int n = 0;
    PolicyInfo **found = palloc(sizeof(PolicyInfo *) * (size_t)(list_length(all) + 1));
    ListCell *lc;
    foreach (lc, all) {
        PolicyInfo *pi = lfirst(lc);
        if (reads_attnum_walker(pi->qual, &attnum) || reads_attnum_walker(pi->with_check, &attnum))
            found[n++] = pi;
    }
    qsort(found, (size_t)n, sizeof(PolicyInfo *), by_oid); /* PG lists them as created */
    List *out = NIL;
    for (int i = 0; i < n; i++)
        out = lappend(out, makeString(found[i]->polname));
    return out;
}
