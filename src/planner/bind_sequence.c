/*
 * bind_sequence.c: CREATE / ALTER SEQUENCE for the executor: the AS option's type is resolved
 * here (the executor knows no type names); the rest is checked at execution, as PG does.
 */
#include "planner/bind_internal.h"

Query *bind_sequence_stmt(ParseState *pstate, Node *stmt)
{
    SequenceInfo *info = makeNode(SequenceInfo);
    info->stmt = stmt;
    if (IsA(stmt, CreateSeqStmt))
        info->nspoid = bind_creation_namespace(((CreateSeqStmt *)stmt)->sequence);
    List *options = IsA(stmt, CreateSeqStmt) ? ((CreateSeqStmt *)stmt)->options
                                             : ((AlterSeqStmt *)stmt)->options;
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        if (strcmp(d->defname, "as") == 0) {
            int32 typmod;
            bind_typename(pstate, (TypeName *)d->arg, &info->astype, &typmod);
        }
    }
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UTILITY;
    qry->utilityStmt = (Node *)info;
    return qry;
}
