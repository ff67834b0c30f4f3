/*
 * bind_copy.c: COPY, bound into a CopyInfo.
 *
 * The one idea: COPY ... TO is a query whose rows are written in a COPY format, so
 * `COPY t (a, b) TO` is bound as `SELECT a, b FROM ONLY t` and then planned and run like any
 * query; COPY ... FROM needs only the table and its columns in the data's order, checked here
 * with INSERT's rules and errors. Options are checked by the executor, before any data moves.
 */
#include "planner/bind_internal.h"

#include "fdw/foreign.h"

static pg_noreturn void copy_not_supported(const char *what)
{
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED), errmsg("%s is not supported yet", what));
}

/* The ResTargets bind_insert_targets takes, from COPY's list of column names. */
static List *name_targets(List *names)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, names) {
        ResTarget *rt = makeNode(ResTarget);
        rt->name = strVal(lfirst(lc));
        rt->location = -1;
        out = lappend(out, rt);
    }
    return out;
}

static void check_copyable(Relation rel, bool is_from)
{
    if (rel->relkind == RELKIND_RELATION)
        return;
    if (rel->relkind == RELKIND_PARTITIONED_TABLE) {
        if (is_from) /* rows are routed to the partitions (executor/copy/copy_from.c) */
            return;
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("cannot copy from partitioned table \"%s\"", rel->relname),
                errhint("Try the COPY (SELECT ...) TO variant."));
    }
    if (rel->relkind == RELKIND_FOREIGN_TABLE) {
        if (is_from) { /* rows go through the wrapper's ExecForeignInsert */
            (void)fdw_check_modify(rel->rd_id, CMD_INSERT);
            return;
        }
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("cannot copy from foreign table \"%s\"", rel->relname),
                errhint("Try the COPY (SELECT ...) TO variant."));
    }
    if (rel->relkind == RELKIND_VIEW) {
        if (is_from)
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("cannot copy to view \"%s\"", rel->relname),
                    errhint("To enable copying to a view, provide an INSTEAD OF INSERT trigger."));
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("cannot copy from view \"%s\"", rel->relname),
                errhint("Try the COPY (SELECT ...) TO variant."));
    }
    ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
            errmsg("cannot copy %s non-table relation \"%s\"", is_from ? "to" : "from",
                   rel->relname));
}

/* SELECT cols FROM ONLY rel, the query COPY rel (cols) TO writes. */
static SelectStmt *select_of_table(RangeVar *rv, List *targets)
{
    SelectStmt *sel = makeNode(SelectStmt);
    ListCell *lc;
    foreach (lc, targets) {
        TargetCol *tc = lfirst(lc);
        ColumnRef *cref = makeNode(ColumnRef);
        cref->fields = list_make1(makeString(pstrdup(tc->name)));
        cref->location = -1;
        ResTarget *rt = makeNode(ResTarget);
        rt->val = (Node *)cref;
        rt->location = -1;
        sel->targetList = lappend(sel->targetList, rt);
    }
    RangeVar *from = palloc(sizeof(RangeVar));
    *from = *rv;
    from->inh = false;
    sel->fromClause = list_make1(from);
    return sel;
}

/* The columns COPY FROM leaves out get their DEFAULTs, as one SELECT of them all. */
static void bind_copy_defaults(ParseState *pstate, CopyInfo *info, Relation rel)
{
    List *tlist = NIL;
    for (int attno = 1; attno <= rel->rd_att->natts; attno++) {
        if (list_member_int(info->attnums, attno))
            continue;
        Node *e = bind_stored_default(pstate, rel, attno);
        if (e == NULL)
            continue;
        tlist = lappend(tlist, bind_make_tle(e, list_length(tlist) + 1,
                                             pstrdup(TupleDescAttr(rel->rd_att, attno - 1)->attname),
                                             false));
        info->default_attnums = lappend_int(info->default_attnums, attno);
    }
    if (tlist == NIL)
        return;
    Query *q = makeNode(Query);
    q->commandType = CMD_SELECT;
    q->targetList = tlist;
    q->jointree = makeNode(FromExpr);
    q->hasSubLinks = false;
    info->defaults = q;
}

Query *bind_copy(ParseState *pstate, CopyStmt *stmt)
{
    CopyInfo *info = makeNode(CopyInfo);
    info->stmt = stmt;
    if (stmt->is_program)
        copy_not_supported("COPY with PROGRAM");
    if (stmt->whereClause)
        copy_not_supported("COPY FROM with WHERE");

    if (stmt->relation) {
        stmt->relation->location = -1; /* PG's COPY errors carry no position */
        Relation rel;
        RangeTblEntry *rte = bind_add_relation(
            pstate, stmt->relation, stmt->is_from ? RowExclusiveLock : AccessShareLock, &rel, NULL);
        rte->requiredPerms = stmt->is_from ? ACL_INSERT : ACL_SELECT;
        check_copyable(rel, stmt->is_from);
        info->relid = rel->rd_id;
        List *targets = bind_insert_targets(rel, name_targets(stmt->attlist));
        if (stmt->is_from) {
            ListCell *lc;
            foreach (lc, targets) {
                info->attnums = lappend_int(info->attnums, ((TargetCol *)lfirst(lc))->attno);
                bind_note_column(rte, ((TargetCol *)lfirst(lc))->attno, ACL_INSERT);
            }
            bind_copy_defaults(pstate, info, rel);
            info->checks = bind_write_checks(rel);
        } else {
            ParseState *sub = bind_make_pstate(NULL, pstate->params, pstate->query_text);
            info->query = bind_select(sub, select_of_table(stmt->relation, targets));
        }
        relation_close(rel);
    } else {
        if (!IsA(stmt->query, SelectStmt))
            copy_not_supported("COPY of INSERT, UPDATE or DELETE ... RETURNING");
        info->query = bind_select(pstate, (SelectStmt *)stmt->query);
    }
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UTILITY;
    qry->utilityStmt = (Node *)info;
    return qry;
}
