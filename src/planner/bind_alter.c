/*
 * bind_alter.c: ALTER TABLE's binding: the types of added columns, SET DEFAULT and CHECK
 * expressions.
 *
 * Everything that depends on the table (does the column exist, is there a primary key) is
 * checked at execution (executor/utility_alter.c) under the table's AccessExclusiveLock, as
 * PG's AlterTable does; here only what the statement says on its own is resolved: an added
 * column's type, collation, constraints and DEFAULT, and the storage parameters of SET
 * (...); and ALTER COLUMN SET DEFAULT's expression, which needs the column's type, and the CHECK
 * constraints added, which need the table's columns (with those the statement adds before).
 * ALTER COLUMN TYPE (bind_alter_type.c) is bound first, over the table as it is, and the
 * columns the other commands see have the new types: its execution comes first too, as PG's
 * pass order runs it before everything but the drops.
 */
#include "planner/bind_internal.h"

#include "executor/partition.h"

#include <string.h>

#include "executor/acl.h"
#include "executor/execnodes.h"
#include "executor/portalmem.h"
#include "storage/control.h"

/* The column named name in cols (not a dropped one), or NULL. */
static Form_attribute find_attr(TupleDesc cols, const char *name)
{
    for (int i = 0; i < cols->natts; i++) {
        Form_attribute att = TupleDescAttr(cols, i);
        if (!att->attisdropped && strcmp(att->attname, name) == 0)
            return att;
    }
    return NULL;
}

/*
 * ALTER COLUMN SET DEFAULT: the expression is bound against the column's type (the new one if
 * the statement changes it: cols), so this is the one command that looks at the table here
 * (under the lock its execution takes anyway). A missing table or column is left for
 * execution to report, in PG's order.
 */
static Node *bind_alter_default(ParseState *pstate, AlterTableStmt *stmt, AlterTableCmd *cmd,
                                TupleDesc cols)
{
    if (cmd->def == NULL)
        return NULL;
    if (cols) {
        Form_attribute att = find_attr(cols, cmd->name);
        return att ? bind_column_default(pstate, cmd->def, att, false) : NULL;
    }
    Oid relid = exec_lookup_relation_opt(stmt->relation, true);
    if (!OidIsValid(relid))
        return NULL;
    Relation rel = relation_open(relid, AccessExclusiveLock);
    Form_attribute att = find_attr(rel->rd_att, cmd->name);
    Node *def = att ? bind_column_default(pstate, cmd->def, att, false) : NULL;
    relation_close(rel);
    return def;
}

/* The table's columns as the commands so far leave them, to bind CHECK expressions over: a
 * copy with room for the columns the statement adds; NULL if the table is missing (execution
 * reports it). */
static TupleDesc alter_columns(AlterTableStmt *stmt, Oid *relid)
{
    *relid = exec_lookup_relation_opt(stmt->relation, true);
    if (!OidIsValid(*relid))
        return NULL;
    Relation rel = relation_open(*relid, AccessExclusiveLock);
    TupleDesc desc = tupdesc_create(rel->rd_att->natts + list_length(stmt->cmds));
    desc->natts = rel->rd_att->natts;
    memcpy(desc->attrs, rel->rd_att->attrs, sizeof(FormData_attribute) * (size_t)desc->natts);
    relation_close(rel);
    return desc;
}

/* Bind the raw CHECK constraints of one command over the columns (none: the table is
 * missing, execution reports it). PG reports no position for these. */
static List *bind_alter_checks(AlterTableStmt *stmt, List *raw, TupleDesc cols, Oid relid)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, raw)
        if (cols)
            out = lappend(out, bind_check_constraint(lfirst(lc), stmt->relation->relname, relid,
                                                     cols, NULL, false));
    return out;
}

/* Per command, the AlterTypeInfo of an ALTER COLUMN TYPE (else NULL), in statement order;
 * cols gets the new types. Nothing for a missing table, a system catalog or one that is not a
 * table (execution reports it); only the owner learns more about the table. */
static List *bind_alter_types(ParseState *pstate, AlterTableStmt *stmt, TupleDesc cols, Oid relid)
{
    List *out = NIL;
    Relation rel = NULL;
    ListCell *lc;
    foreach (lc, stmt->cmds) {
        AlterTableCmd *cmd = lfirst(lc);
        AlterTypeInfo *at = NULL;
        if (cmd->subtype == AT_AlterColumnType && rel == NULL && OidIsValid(relid) &&
            relid >= FirstNormalObjectId) {
            rel = relation_open(relid, AccessExclusiveLock);
            acl_require_relation_owner(relid);
            portal_check_not_in_use(relid, rel->relkind, rel->relname, "ALTER TABLE");
        }
        if (cmd->subtype == AT_AlterColumnType && rel && rel->relkind == RELKIND_RELATION)
            at = bind_alter_column_type(pstate, rel, cmd, cols);
        out = lappend(out, at);
    }
    if (rel)
        relation_close(rel);
    return out;
}

/* DROP COLUMN: the policies (*policies) and views (*views) that read the column (none if the
 * table or column is missing: execution reports it). */
static void drop_column_deps(ParseState *pstate, AlterTableStmt *stmt, AlterTableCmd *cmd,
                             List **policies, List **views)
{
    *policies = *views = NIL;
    if (cmd->subtype != AT_DropColumn)
        return;
    Oid relid = exec_lookup_relation_opt(stmt->relation, true);
    if (!OidIsValid(relid))
        return;
    Relation rel = relation_open(relid, AccessExclusiveLock);
    for (int i = 0; i < rel->rd_att->natts; i++) {
        Form_attribute att = TupleDescAttr(rel->rd_att, i);
        if (!att->attisdropped && strcmp(att->attname, cmd->name) == 0) {
            *policies = bind_policies_reading_column(rel, i + 1);
            *views = bind_views_reading_column(pstate, relid, i + 1);
        }
    }
    relation_close(rel);
}

Query *bind_alter_table(ParseState *pstate, AlterTableStmt *stmt)
{
    AlterTableInfo *info = makeNode(AlterTableInfo);
    info->stmt = stmt;
    TupleDesc cols = NULL;
    Oid relid = InvalidOid;
    ListCell *lc;
    foreach (lc, stmt->cmds) {
        AlterTableCmd *cmd = lfirst(lc);
        if ((cmd->subtype == AT_AddColumn || cmd->subtype == AT_AddConstraint ||
             cmd->subtype == AT_AlterColumnType) &&
            cols == NULL && !OidIsValid(relid))
            cols = alter_columns(stmt, &relid);
    }
    List *types = bind_alter_types(pstate, stmt, cols, relid);
    foreach (lc, stmt->cmds) {
        AlterTableCmd *cmd = lfirst(lc);
        Form_attribute att = NULL;
        List *constraints = NIL, *raw_checks = NIL;
        Node *def = NULL;
        Query *fill = NULL;
        switch (cmd->subtype) {
        case AT_AddColumn:
            att = palloc0(sizeof(FormData_attribute));
            bind_column_def(pstate, (ColumnDef *)cmd->def, stmt->relation->relname, att,
                            &constraints, &def, &raw_checks, false);
            if (def != NULL) { /* the rows there are get the default, as PG's rewrite */
                fill = makeNode(Query);
                fill->commandType = CMD_SELECT;
                fill->targetList = list_make1(bind_make_tle(def, 1, pstrdup(att->attname), false));
                fill->jointree = makeNode(FromExpr);
            }
            if (cols) {
                cols->attrs[cols->natts] = *att;
                cols->attrs[cols->natts].attnum = (int16)(cols->natts + 1);
                cols->natts++;
            }
            break;
        case AT_AddConstraint: {
            Constraint *c = (Constraint *)cmd->def;
            if (c->contype == CONSTR_CHECK)
                raw_checks = list_make1(c);
            else if (c->contype != CONSTR_PRIMARY && c->contype != CONSTR_UNIQUE &&
                     c->contype != CONSTR_FOREIGN)
                bind_unsupported_constraint(c);
            break;
        }
        case AT_SetRelOptions:
            bind_check_table_options((List *)cmd->def);
            break;
        case AT_ColumnDefault:
            def = bind_alter_default(pstate, stmt, cmd, cols);
            break;
        case AT_AttachPartition: {
            PartitionCmd *pc = (PartitionCmd *)cmd->def;
            Relation parent = bind_open_relation(stmt->relation, AccessShareLock);
            struct PartKey *key = exec_partition_key(parent->rd_id);
            if (key == NULL)
                ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                        errmsg("table \"%s\" is not partitioned", parent->relname));
            relation_close(parent);
            pc->boundtext = bind_partition_bound(pstate, pc->bound, key);
            pc->boundlocation = bind_partition_bound_location(pc->bound);
            break;
        }
        default:
            break;
        }
        List *policies, *views;
        drop_column_deps(pstate, stmt, cmd, &policies, &views);
        info->policy_deps = lappend(info->policy_deps, policies);
        info->view_deps = lappend(info->view_deps, views);
        info->columns = lappend(info->columns, att);
        info->constraints = lappend(info->constraints, constraints);
        info->defaults = lappend(info->defaults, def);
        info->fills = lappend(info->fills, fill);
        info->checks = lappend(info->checks, bind_alter_checks(stmt, raw_checks, cols, relid));
        info->types = lappend(info->types, list_nth(types, foreach_current_index(lc)));
    }
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UTILITY;
    qry->utilityStmt = (Node *)info;
    return qry;
}
