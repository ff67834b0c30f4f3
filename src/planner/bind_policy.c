/*
 * bind_policy.c: CREATE POLICY and ALTER POLICY, bound (PG's commands/policy.c checks, in its
 * order).
 *
 * The one idea: a policy's USING and WITH CHECK are bound here, over the table's row, only for
 * their errors (with positions) and to be stored; the executor (utility_policy.c) deparses
 * them to the SQL text pg_policy keeps, which every query on the table binds again
 * (bind_rowsecurity.c). An expression with a sub-select keeps its text as written, as the
 * deparser prints no sub-selects.
 */
#include "planner/bind_internal.h"

#include <string.h>

#include "common/elog.h"
#include "executor/acl.h"
#include "executor/execnodes.h"
#include "executor/explain.h"
#include "planner/nodefuncs.h"
#include "storage/control.h"

static char policy_command(const char *name)
{
    if (strcmp(name, "select") == 0)
        return 'r';
    if (strcmp(name, "insert") == 0)
        return 'a';
    if (strcmp(name, "update") == 0)
        return 'w';
    if (strcmp(name, "delete") == 0)
        return 'd';
    return '*';
}

/* PG's checks of which expressions a command's policy may have. */
static void check_policy_exprs(char polcmd, Node *qual, Node *with_check)
{
    if (qual && polcmd == 'a')
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("only WITH CHECK expression allowed for INSERT"));
    if (with_check && (polcmd == 'r' || polcmd == 'd'))
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("WITH CHECK cannot be applied to SELECT or DELETE"));
}

/* The table of a policy statement: it exists, is a table, and the current user owns it. */
static Relation policy_table(RangeVar *rv)
{
    Oid relid = exec_lookup_relation(rv);
    Relation rel = relation_open(relid, AccessExclusiveLock);
    if (rel->relkind != RELKIND_RELATION)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not a table", rel->relname));
    acl_require_relation_owner(relid);
    if (relid < FirstNormalObjectId)
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied: \"%s\" is a system catalog", rel->relname));
    return rel;
}

typedef struct SubLinkTexts {
    List *sublinks, *queries;
    bool failed;
} SubLinkTexts;

/* Is the sub-select one whose view text is also what pg_get_expr prints: columns from one
 * table, no WHERE (pg_get_expr parenthesizes conditions and names no "?column?")? */
static bool plain_sub_select(Query *q)
{
    if (q->jointree == NULL || q->jointree->quals != NULL || q->targetList == NIL)
        return false;
    ListCell *lc;
    foreach (lc, q->targetList)
        if (!IsA(((TargetEntry *)lfirst(lc))->expr, Var))
            return false;
    return true;
}

/* The expression's own sub-selects (not those nested in them), each printed as a view's
 * query; failed when one is more than that prints as PG does. */
static bool sublink_texts_walker(Node *node, void *arg)
{
    SubLinkTexts *t = arg;
    if (node == NULL)
        return false;
    if (IsA(node, SubLink)) {
        SubLink *sl = (SubLink *)node;
        Query *q = (Query *)sl->subselect;
        char *text = plain_sub_select(q) ? bind_deparse_view(q) : NULL;
        t->failed |= text == NULL;
        t->sublinks = lappend(t->sublinks, sl);
        t->queries = lappend(t->queries, makeString(text ? text : pstrdup("")));
        return sublink_texts_walker(sl->testexpr, arg);
    }
    return expression_tree_walker(node, sublink_texts_walker, arg);
}

/* The SQL text of an expression with sub-selects as pg_get_expr prints it, or NULL. */
static char *deparse_with_sublinks(Relation rel, Node *expr)
{
    SubLinkTexts t = {NIL, NIL, false};
    sublink_texts_walker(expr, &t);
    if (t.failed)
        return NULL;
    DeparseCxt cx = {0};
    cx.columns = rel->rd_att;
    cx.sublinks = t.sublinks;
    cx.sublink_queries = t.queries;
    return explain_deparse(expr, &cx);
}

/* raw bound over rel's row; *src gets its text when it has a sub-select: as pg_get_expr
 * prints it where deparse_view.c can print the sub-selects, else as written. */
static Node *bind_one(ParseState *outer, Relation rel, Node *raw, const int *span, char **src)
{
    *src = NULL;
    if (raw == NULL)
        return NULL;
    ParseState *ps = bind_table_pstate(rel->relname, rel->rd_id, rel->rd_att, NULL, 1);
    Node *e;
    PG_TRY();
    {
        e = bind_policy_expr(ps, raw);
    }
    PG_CATCH();
    {
        ErrorData *err = elog_current_error();
        if (err != NULL) /* PG reports no position for a policy's expression */
            err->cursorpos = 0;
        PG_RE_THROW();
    }
    PG_END_TRY();
    if (ps->hasSubLinks)
        *src = deparse_with_sublinks(rel, e);
    if (ps->hasSubLinks && *src == NULL && outer->query_text && span[0] >= 0 && span[1] > span[0])
        *src = pnstrdup(outer->query_text + span[0], (size_t)(span[1] - span[0]));
    return e;
}

Query *bind_policy_stmt(ParseState *pstate, Node *stmt)
{
    PolicyInfo *info = makeNode(PolicyInfo);
    info->stmt = stmt;
    Relation rel;
    if (IsA(stmt, CreatePolicyStmt)) {
        CreatePolicyStmt *cs = (CreatePolicyStmt *)stmt;
        info->polcmd = policy_command(cs->cmd_name);
        check_policy_exprs(info->polcmd, cs->qual, cs->with_check);
        rel = policy_table(cs->table);
        info->qual = bind_one(pstate, rel, cs->qual, cs->qual_span, &info->qual_src);
        info->with_check = bind_one(pstate, rel, cs->with_check, cs->check_span, &info->check_src);
    } else {
        AlterPolicyStmt *as = (AlterPolicyStmt *)stmt;
        rel = policy_table(as->table);
        info->qual = bind_one(pstate, rel, as->qual, as->qual_span, &info->qual_src);
        info->with_check = bind_one(pstate, rel, as->with_check, as->check_span, &info->check_src);
    }
    info->relid = rel->rd_id;
    relation_close(rel);
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UTILITY;
    qry->utilityStmt = (Node *)info;
    return qry;
}
