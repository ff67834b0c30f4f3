/*
 * bind_alter.c: ALTER TABLE's binding: the types of added columns.
 *
 * Everything that depends on the table (does the column exist, is there a primary key) is
 * checked at execution (executor/utility_alter.c) under the table's AccessExclusiveLock, as
 * PG's AlterTable does; here only what the statement says on its own is resolved: an added
 * column's type, collation and constraints, and the storage parameters of SET (...).
 */
#include "planner/bind_internal.h"

Query *bind_alter_table(ParseState *pstate, AlterTableStmt *stmt)
{
    AlterTableInfo *info = makeNode(AlterTableInfo);
    info->stmt = stmt;
    ListCell *lc;
    foreach (lc, stmt->cmds) {
        AlterTableCmd *cmd = lfirst(lc);
        Form_attribute att = NULL;
        List *constraints = NIL;
        switch (cmd->subtype) {
        case AT_AddColumn:
            att = palloc0(sizeof(FormData_attribute));
            bind_column_def(pstate, (ColumnDef *)cmd->def, stmt->relation->relname, att,
                            &constraints, NULL);
            break;
        case AT_AddConstraint: {
            Constraint *c = (Constraint *)cmd->def;
            if (c->contype != CONSTR_PRIMARY && c->contype != CONSTR_UNIQUE)
                bind_unsupported_constraint(c);
            break;
        }
        case AT_SetRelOptions:
            bind_check_table_options((List *)cmd->def);
            break;
        default:
            break;
        }
        info->columns = lappend(info->columns, att);
        info->constraints = lappend(info->constraints, constraints);
    }
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UTILITY;
    qry->utilityStmt = (Node *)info;
    return qry;
}
