/*
 * utility_readonly.c: which utility statements a read-only transaction refuses (PG's
 * ClassifyUtilityCommandAsReadOnly and PreventCommandIfReadOnly).
 *
 * DDL, GRANT, COMMENT and TRUNCATE change what pg_dump would see, so they get 25006 "cannot
 * execute CREATE TABLE in a read-only transaction" before they look at anything, even for a
 * temporary table. SET, SHOW, EXPLAIN, LOCK, VACUUM, ANALYZE, CHECKPOINT and the transaction
 * statements only touch session state or write nothing a dump shows, so they run. Data changes
 * are refused where they happen (ModifyTable, nextval, COPY FROM) since temp tables are exempt.
 */
#include "common/elog.h"
#include "common/guc.h"
#include "executor/execnodes.h"
#include "parser/parsenodes.h"
#include "planner/primnodes.h"

const char *exec_drop_tag(ObjectType kind)
{
    switch (kind) {
    case OBJECT_INDEX: return "DROP INDEX";
    case OBJECT_VIEW: return "DROP VIEW";
    case OBJECT_SEQUENCE: return "DROP SEQUENCE";
    case OBJECT_SCHEMA: return "DROP SCHEMA";
    case OBJECT_FOREIGN_TABLE: return "DROP FOREIGN TABLE";
    case OBJECT_FDW: return "DROP FOREIGN DATA WRAPPER";
    case OBJECT_FOREIGN_SERVER: return "DROP SERVER";
    case OBJECT_EXTENSION: return "DROP EXTENSION";
    case OBJECT_COLLATION: return "DROP COLLATION";
    default: return "DROP TABLE";
    }
}

static const char *alter_owner_name(ObjectType kind)
{
    switch (kind) {
    case OBJECT_SCHEMA: return "ALTER SCHEMA";
    case OBJECT_FOREIGN_SERVER: return "ALTER SERVER";
    case OBJECT_FDW: return "ALTER FOREIGN DATA WRAPPER";
    case OBJECT_DATABASE: return "ALTER DATABASE";
    default: return "ALTER TABLE";
    }
}

/* The command name PG's error gives, or NULL for a statement a read-only transaction runs. */
static const char *read_write_command(const Node *u)
{
    switch (nodeTag(u)) {
    case T_CreateTableInfo: return "CREATE TABLE";
    case T_CreateTableAsInfo: return "CREATE TABLE AS";
    case T_DropTableInfo: return exec_drop_tag(((const DropTableInfo *)u)->stmt->removeType);
    case T_DropStmt: return exec_drop_tag(((const DropStmt *)u)->removeType);
    case T_IndexStmt: return "CREATE INDEX";
    case T_AlterTableInfo: return "ALTER TABLE";
    case T_RenameStmt: return exec_rename_tag((const RenameStmt *)u);
    case T_TruncateStmt: return "TRUNCATE TABLE";
    case T_SequenceInfo:
        return IsA(((const SequenceInfo *)u)->stmt, CreateSeqStmt) ? "CREATE SEQUENCE"
                                                                   : "ALTER SEQUENCE";
    case T_ViewInfo: return "CREATE VIEW";
    case T_CreateSchemaStmt: return "CREATE SCHEMA";
    case T_CommentStmt: return "COMMENT";
    case T_PolicyInfo:
        return IsA(((const PolicyInfo *)u)->stmt, CreatePolicyStmt) ? "CREATE POLICY"
                                                                    : "ALTER POLICY";
    case T_DropPolicyStmt: return "DROP POLICY";
    case T_DefineStmt: return "CREATE COLLATION";
    case T_GrantStmt: return ((const GrantStmt *)u)->is_grant ? "GRANT" : "REVOKE";
    case T_AlterDefaultPrivilegesStmt: return "ALTER DEFAULT PRIVILEGES";
    case T_GrantRoleStmt: return ((const GrantRoleStmt *)u)->is_grant ? "GRANT ROLE" : "REVOKE ROLE";
    case T_AlterOwnerStmt: return alter_owner_name(((const AlterOwnerStmt *)u)->objtype);
    case T_CreateRoleStmt: return "CREATE ROLE";
    case T_AlterRoleStmt: return "ALTER ROLE";
    case T_DropRoleStmt: return "DROP ROLE";
    case T_ReassignOwnedStmt: return "REASSIGN OWNED";
    case T_DropOwnedStmt: return "DROP OWNED";
    case T_CreateFdwStmt: return "CREATE FOREIGN DATA WRAPPER";
    case T_AlterFdwStmt: return "ALTER FOREIGN DATA WRAPPER";
    case T_CreateForeignServerStmt: return "CREATE SERVER";
    case T_AlterForeignServerStmt: return "ALTER SERVER";
    case T_CreateUserMappingStmt: return "CREATE USER MAPPING";
    case T_AlterUserMappingStmt: return "ALTER USER MAPPING";
    case T_DropUserMappingStmt: return "DROP USER MAPPING";
    case T_CreateForeignTableStmt: return "CREATE FOREIGN TABLE";
    case T_AlterForeignTableStmt: return "ALTER FOREIGN TABLE";
    case T_CreateExtensionStmt: return "CREATE EXTENSION";
    case T_ImportForeignSchemaStmt: return "IMPORT FOREIGN SCHEMA";
    default: return NULL;
    }
}

void exec_check_read_only(const char *command)
{
    if (XactReadOnly)
        ereport(ERROR, errcode(ERRCODE_READ_ONLY_SQL_TRANSACTION),
                errmsg("cannot execute %s in a read-only transaction", command));
}

void exec_check_utility_read_only(const Node *u)
{
    const char *command = read_write_command(u);
    if (command)
        exec_check_read_only(command);
}
