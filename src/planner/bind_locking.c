/*
 * bind_locking.c: SELECT ... FOR UPDATE / NO KEY UPDATE / SHARE / KEY SHARE [OF t, ...]
 * [NOWAIT | SKIP LOCKED] (PG's transformLockingClause).
 *
 * The one idea: a locking clause becomes a RowMarkClause per locked table of the query, which
 * the planner turns into a LockRows node over the rows' ctids. A clause without OF locks every
 * table in FROM; a sub-select in FROM is locked by marking its own tables (recursively), as PG
 * pushes the clause down; functions and VALUES in FROM are left alone. Naming a join, a
 * function or VALUES after OF is an error, as is locking a query whose rows are not table rows
 * (aggregates, GROUP BY, DISTINCT, window functions, UNION, set-returning target lists).
 */
#include "planner/bind_internal.h"

const char *bind_lock_strength_name(LockClauseStrength s)
{
    switch (s) {
    case LCS_FORKEYSHARE:
        return "FOR KEY SHARE";
    case LCS_FORSHARE:
        return "FOR SHARE";
    case LCS_FORNOKEYUPDATE:
        return "FOR NO KEY UPDATE";
    case LCS_FORUPDATE:
        break;
    }
    return "FOR UPDATE";
}

static pg_noreturn void not_allowed(LockClauseStrength s, const char *with)
{
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
            errmsg("%s is not allowed with %s", bind_lock_strength_name(s), with));
}

/* PG's CheckSelectLocking: a locked query must return rows of its tables. */
static void check_lockable(Query *q, LockClauseStrength s)
{
    if (q->setOperations)
        not_allowed(s, "UNION/INTERSECT/EXCEPT");
    if (q->distinctClause != NIL)
        not_allowed(s, "DISTINCT clause");
    if (q->groupClause != NIL || q->groupingSets != NIL)
        not_allowed(s, "GROUP BY clause");
    if (q->havingQual != NULL)
        not_allowed(s, "HAVING clause");
    if (q->hasAggs)
        not_allowed(s, "aggregate functions");
    if (q->hasWindowFuncs)
        not_allowed(s, "window functions");
    if (q->hasTargetSRFs)
        not_allowed(s, "set-returning functions in the target list");
}

/* Mark table rti; a second clause on the same table keeps the stronger strength and policy. */
static void mark_table(Query *q, int rti, LockClauseStrength s, LockWaitPolicy w)
{
    ListCell *lc;
    foreach (lc, q->rowMarks) {
        RowMarkClause *rc = lfirst(lc);
        if (rc->rti == rti) {
            if (s > rc->strength)
                rc->strength = s;
            if (w > rc->waitPolicy)
                rc->waitPolicy = w;
            return;
        }
    }
    RowMarkClause *rc = makeNode(RowMarkClause);
    rc->rti = rti;
    rc->strength = s;
    rc->waitPolicy = w;
    q->rowMarks = lappend(q->rowMarks, rc);
}

static void lock_all_tables(Query *q, LockClauseStrength s, LockWaitPolicy w);

/* Lock the rows an FROM item yields: its own rows, or those of its sub-select's tables. */
static void lock_rte(Query *q, int rti, LockClauseStrength s, LockWaitPolicy w)
{
    RangeTblEntry *rte = list_nth(q->rtable, rti - 1);
    if (rte->rtekind == RTE_RELATION) {
        rte->requiredPerms |= ACL_UPDATE; /* PG's ACL_SELECT_FOR_UPDATE, for every strength */
        mark_table(q, rti, s, w);
    }
    else if (rte->rtekind == RTE_SUBQUERY && rte->subquery != NULL) {
        check_lockable(rte->subquery, s);
        lock_all_tables(rte->subquery, s, w);
    }
}

static void lock_all_tables(Query *q, LockClauseStrength s, LockWaitPolicy w)
{
    for (int rti = 1; rti <= list_length(q->rtable); rti++) {
        RangeTblEntry *rte = list_nth(q->rtable, rti - 1);
        if (rte->inFromCl)
            lock_rte(q, rti, s, w);
    }
}

static void lock_named_table(ParseState *pstate, Query *q, RangeVar *rv, LockClauseStrength s,
                             LockWaitPolicy w)
{
    if (rv->schemaname != NULL || rv->catalogname != NULL)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("%s must specify unqualified relation names", bind_lock_strength_name(s)),
                errlocation(rv->location));
    for (int rti = 1; rti <= list_length(q->rtable); rti++) {
        RangeTblEntry *rte = list_nth(q->rtable, rti - 1);
        if (!rte->inFromCl || rte->eref == NULL || strcmp(rte->eref->aliasname, rv->relname) != 0)
            continue;
        const char *what = NULL;
        switch (rte->rtekind) {
        case RTE_JOIN:
            what = "a join";
            break;
        case RTE_FUNCTION:
            what = "a function";
            break;
        case RTE_VALUES:
            what = "VALUES";
            break;
        default:
            break;
        }
        if (what)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("%s cannot be applied to %s", bind_lock_strength_name(s), what),
                    errlocation(rv->location));
        lock_rte(q, rti, s, w);
        return;
    }
    (void)pstate;
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
            errmsg("relation \"%s\" in %s clause not found in FROM clause", rv->relname,
                   bind_lock_strength_name(s)),
            errlocation(rv->location));
}

void bind_locking_clause(ParseState *pstate, Query *q, List *lockingClause)
{
    ListCell *lc;
    foreach (lc, lockingClause) {
        LockingClause *lcl = lfirst(lc);
        check_lockable(q, lcl->strength);
        if (lcl->lockedRels == NIL)
            lock_all_tables(q, lcl->strength, lcl->waitPolicy);
        else {
            ListCell *rl;
            foreach (rl, lcl->lockedRels)
                lock_named_table(pstate, q, lfirst(rl), lcl->strength, lcl->waitPolicy);
        }
    }
}
