/*
 * utility_alter.c: ALTER TABLE (PG's tablecmds.c, the commands Basalt has).
 *
 * The one idea: every command builds the table's new column list or persistence and hands it
 * to catalog_alter_relation, which installs a new version of the catalog entry that only this
 * transaction sees until it commits; so ALTER TABLE is transactional like CREATE and DROP, and
 * the AccessExclusiveLock taken first keeps every other session out until then. Only ALTER
 * COLUMN TYPE rewrites the rows (utility_alter_type.c, run after the statement's drops and
 * before its other commands, as PG's passes order them); otherwise an added column is NULL in
 * the old rows (they simply have fewer attributes), a dropped one stays in them, hidden
 * (attisdropped, as PG). SET LOGGED logs an image of every
 * page of the table and its indexes, so that from the commit on they are as durable as if they
 * had always been logged; SET UNLOGGED only flips the persistence (crash recovery empties the
 * files from then on).
 */
#include "executor/partition.h"
#include <stdio.h>

#include "common/elog.h"
#include "executor/acl.h"
#include "executor/execnodes.h"
#include "executor/portalmem.h"
#include "executor/explain.h"
#include "executor/portalmem.h"
#include "executor/utility_index.h"
#include "index/indexam.h"
#include "storage/heaptuple.h"
#include "storage/catalog.h"
#include "storage/catalog_attrdef.h"
#include "storage/catalog_comment.h"
#include "storage/catalog_sequence.h"
#include "storage/catalog_constraint.h"
#include "storage/control.h"
#include "storage/sysattr.h"
#include "storage/wal.h"

#define MAX_TABLE_COLUMNS 1600

/* The column named name (not a dropped one), 0-based; -1 if there is none. */
static int find_column(TupleDesc desc, const char *name)
{
    for (int i = 0; i < desc->natts; i++)
        if (!TupleDescAttr(desc, i)->attisdropped &&
            strcmp(TupleDescAttr(desc, i)->attname, name) == 0)
            return i;
    return -1;
}

static pg_noreturn void no_such_column(Relation rel, const char *name)
{
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
            errmsg("column \"%s\" of relation \"%s\" does not exist", name, rel->relname));
}

/* A copy of the table's columns, with room for extra more at the end. */
static TupleDesc columns_copy(Relation rel, int extra)
{
    TupleDesc desc = tupdesc_create(rel->rd_att->natts + extra);
    desc->natts = rel->rd_att->natts;
    memcpy(desc->attrs, rel->rd_att->attrs, sizeof(FormData_attribute) * (size_t)desc->natts);
    return desc;
}

/* 23502 if column attno (0-based) is NULL in a row of the table: a new NOT NULL must hold. */
static void check_no_nulls(Relation rel, int attno)
{
    HeapScanDesc scan = heap_beginscan(rel);
    HeapTuple tup;
    Datum *values = palloc(sizeof(Datum) * (size_t)rel->rd_att->natts);
    bool *isnull = palloc(sizeof(bool) * (size_t)rel->rd_att->natts);
    bool found = false;
    while (!found && (tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel->rd_att, values, isnull);
        found = isnull[attno];
    }
    heap_endscan(scan);
    if (found)
        ereport(ERROR, errcode(ERRCODE_NOT_NULL_VIOLATION),
                errmsg("column \"%s\" of relation \"%s\" contains null values",
                       TupleDescAttr(rel->rd_att, attno)->attname, rel->relname));
}

/* Does the table have a row a new NOT NULL column (without a default) would leave NULL? */
static bool has_rows(Relation rel)
{
    HeapScanDesc scan = heap_beginscan(rel);
    bool any = heap_getnext(scan) != NULL;
    heap_endscan(scan);
    return any;
}

/* The indexes of the table that have column attnum (1-based) among their keys. */
static List *indexes_on_column(Relation rel, int attnum, bool primary_only)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, catalog_relation_indexes(rel->rd_id)) {
        IndexFormData f;
        if (!catalog_index_form(lfirst_oid(lc), &f) || (primary_only && !f.indisprimary))
            continue;
        if (index_reads_column(f.indexrelid, rel->rd_att, attnum))
            out = lappend_oid(out, f.indexrelid);
    }
    return out;
}

static bool has_primary_key(Relation rel)
{
    ListCell *lc;
    foreach (lc, catalog_relation_indexes(rel->rd_id)) {
        IndexFormData f;
        if (catalog_index_form(lfirst_oid(lc), &f) && f.indisprimary)
            return true;
    }
    return false;
}

static void set_not_null(Relation rel, int attno, bool notnull)
{
    if (TupleDescAttr(rel->rd_att, attno)->attnotnull == notnull)
        return;
    if (rel->relkind == RELKIND_PARTITIONED_TABLE) { /* the rows are the partitions' */
        ListCell *lc;
        foreach (lc, catalog_partitions(rel->rd_id)) {
            Relation part = relation_open(lfirst_oid(lc), AccessExclusiveLock);
            set_not_null(part, attno, notnull);
            relation_close(part);
        }
    } else if (notnull)
        check_no_nulls(rel, attno);
    TupleDesc desc = columns_copy(rel, 0);
    TupleDescAttr(desc, attno)->attnotnull = notnull;
    catalog_alter_relation(rel->rd_id, NULL, 0, desc);
}

/* ---------------------------------------------------------------- the commands */

static void add_column(Relation rel, AlterTableCmd *cmd, Form_attribute att)
{
    sysattr_check_column_name(att->attname);
    if (find_column(rel->rd_att, att->attname) >= 0) {
        if (cmd->missing_ok) {
            ereport(NOTICE, errcode(ERRCODE_DUPLICATE_COLUMN),
                    errmsg("column \"%s\" of relation \"%s\" already exists, skipping",
                           att->attname, rel->relname));
            return;
        }
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_COLUMN),
                errmsg("column \"%s\" of relation \"%s\" already exists", att->attname,
                       rel->relname));
    }
    if (rel->rd_att->natts >= MAX_TABLE_COLUMNS)
        ereport(ERROR, errcode(ERRCODE_TOO_MANY_COLUMNS),
                errmsg("tables can have at most %d columns", MAX_TABLE_COLUMNS));
    if (att->attnotnull && !att->atthasdef && has_rows(rel))
        ereport(ERROR, errcode(ERRCODE_NOT_NULL_VIOLATION),
                errmsg("column \"%s\" of relation \"%s\" contains null values", att->attname,
                       rel->relname));
    TupleDesc desc = columns_copy(rel, 1);
    desc->attrs[desc->natts] = *att;
    desc->natts++;
    catalog_alter_relation(rel->rd_id, NULL, 0, desc);
}

/*
 * ADD COLUMN ... DEFAULT: the default is stored, and every row already there gets its value
 * (evaluated per row, so a volatile default differs from row to row, as PG's rewrite gives);
 * each row becomes a new version, with its index entries, as an UPDATE would make it.
 */
static void fill_new_column(Oid relid, Node *def, PlannedStmt *fill)
{
    Relation rel = relation_open(relid, AccessExclusiveLock);
    int natts = rel->rd_att->natts;
    DeparseCxt cx = {0};
    catalog_set_column_default(relid, natts, explain_deparse(def, &cx));
    /* the rows first, then their new versions: the scan never meets what it wrote */
    int ntids = 0, cap = 64;
    ItemPointerData *tids = palloc(sizeof(ItemPointerData) * (size_t)cap);
    HeapScanDesc scan = heap_beginscan(rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        if (ntids == cap) {
            cap *= 2;
            tids = repalloc(tids, sizeof(ItemPointerData) * (size_t)cap);
        }
        tids[ntids++] = tup->t_self;
    }
    heap_endscan(scan);
    if (ntids > 0) {
        EState *estate = exec_create_estate(fill);
        ExprContext *econtext = exec_create_econtext(estate);
        ExprState *expr = exec_init_expr(((TargetEntry *)linitial(fill->planTree->targetlist))->expr,
                                         NULL, estate);
        int nindexes = 0;
        IndexRelation *indexes = index_open_all(rel, &nindexes);
        Datum *values = palloc(sizeof(Datum) * (size_t)natts);
        bool *isnull = palloc(sizeof(bool) * (size_t)natts);
        MemoryContext rowcxt = mcxt_create(CurrentMemoryContext, "ADD COLUMN row");
        for (int i = 0; i < ntids; i++) {
            MemoryContext old = mcxt_switch_to(rowcxt);
            HeapTupleData cur;
            int buf = 0;
            if (heap_fetch(rel, &tids[i], &cur, &buf)) {
                heap_deform_tuple(&cur, rel->rd_att, values, isnull);
                exec_reset_econtext(econtext);
                values[natts - 1] = exec_eval_expr(expr, econtext, &isnull[natts - 1]);
                exec_check_not_null(rel, values, isnull, NIL);
                /* formed while the page is pinned: by-reference values point into it */
                HeapTuple newtup = heap_form_tuple(rel->rd_att, values, isnull);
                heap_fetch_release(&buf);
                newtup->t_tableOid = relid;
                heap_update(rel, &tids[i], newtup);
                index_insert_tuple(indexes, nindexes, rel, newtup);
            } else
                heap_fetch_release(&buf);
            mcxt_switch_to(old);
            mcxt_reset(rowcxt);
        }
        mcxt_delete(rowcxt);
        index_close_all(indexes, nindexes);
    }
    relation_close(rel);
}

/* DROP COLUMN: the views that read the column (views, bound) or rely on a primary key on it. */
static void drop_column_views(Relation rel, AlterTableCmd *cmd, List *views)
{
    List *keys = indexes_on_column(rel, find_column(rel->rd_att, cmd->name) + 1, true);
    List *descs = NIL;
    ListCell *lc;
    foreach (lc, keys) {
        char name[NAMEDATALEN];
        Oid nsp;
        catalog_relation_name(lfirst_oid(lc), name, &nsp);
        descs = lappend(descs, psprintf("constraint %s on table %s", name, rel->relname));
    }
    char *what = psprintf("column %s of table %s", cmd->name, rel->relname);
    exec_drop_view_deps(keys, descs, views, what, cmd->behavior, what);
}

static void drop_column(Relation rel, AlterTableCmd *cmd, List *policies, List *views)
{
    int attno = find_column(rel->rd_att, cmd->name);
    if (attno < 0 && sysattr_attnum(cmd->name) != 0)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot drop system column \"%s\"", cmd->name));
    if (attno < 0) {
        if (cmd->missing_ok) {
            ereport(NOTICE, errmsg("column \"%s\" of relation \"%s\" does not exist, skipping",
                                   cmd->name, rel->relname));
            return;
        }
        no_such_column(rel, cmd->name);
    }
    /* its indexes and the CHECK constraints that read it go with it, as PG drops them
     * through their dependency on the column */
    ListCell *lc;
    exec_drop_dependent_fkeys(exec_dependent_fkeys(rel->rd_id, InvalidOid, (int16)(attno + 1),
                                                   lappend_oid(NIL, rel->rd_id)),
                              cmd->behavior,
                              psprintf("column %s of table %s", cmd->name, rel->relname),
                              psprintf("column %s of table %s", cmd->name, rel->relname));
    drop_column_views(rel, cmd, views);
    exec_drop_column_fkeys(rel, (int16)(attno + 1));
    exec_drop_column_policies(rel, cmd->name, policies, cmd->behavior);
    foreach (lc, indexes_on_column(rel, attno + 1, false))
        catalog_drop_relation(lfirst_oid(lc));
    foreach (lc, catalog_relation_checks(rel->rd_id)) {
        ConstraintRow *r = lfirst(lc);
        for (int k = 0; k < r->nkeys; k++)
            if (r->conkey[k] == attno + 1) {
                catalog_drop_check(rel->rd_id, r->oid);
                break;
            }
    }
    TupleDesc desc = columns_copy(rel, 0);
    Form_attribute a = TupleDescAttr(desc, attno);
    a->attisdropped = true;
    a->attnotnull = false;
    if (a->atthasdef)
        catalog_set_column_default(rel->rd_id, attno + 1, NULL);
    a->atthasdef = false;
    a->attidentity = 0;
    snprintf(a->attname, NAMEDATALEN, "........pg.dropped.%d........", attno + 1);
    catalog_alter_relation(rel->rd_id, NULL, 0, desc);
    /* and its comment, and the sequence it owns (serial, identity) */
    catalog_drop_comments(rel->rd_id, 1259 /* pg_class */, attno + 1);
    foreach (lc, catalog_owned_sequences(rel->rd_id, attno + 1))
        catalog_drop_relation(lfirst_oid(lc));
}

static void alter_not_null(Relation rel, AlterTableCmd *cmd)
{
    int attno = find_column(rel->rd_att, cmd->name);
    if (attno < 0)
        no_such_column(rel, cmd->name);
    bool notnull = cmd->subtype == AT_SetNotNull;
    if (!notnull && indexes_on_column(rel, attno + 1, true) != NIL)
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                errmsg("column \"%s\" is in a primary key", cmd->name));
    set_not_null(rel, attno, notnull);
}

/* ALTER COLUMN SET / DROP DEFAULT: the pg_attrdef row and atthasdef (def NULL drops it, as
 * SET DEFAULT NULL does; dropping a missing default is no error, as in PG). */
static void set_column_default(Relation rel, AlterTableCmd *cmd, Node *def)
{
    int attno = find_column(rel->rd_att, cmd->name);
    if (attno < 0)
        no_such_column(rel, cmd->name);
    DeparseCxt cx = {0};
    const char *text = def ? explain_deparse(def, &cx) : NULL;
    catalog_set_column_default(rel->rd_id, attno + 1, text);
    TupleDesc desc = columns_copy(rel, 0);
    TupleDescAttr(desc, attno)->atthasdef = text != NULL;
    catalog_alter_relation(rel->rd_id, NULL, 0, desc);
}

/* ADD PRIMARY KEY / UNIQUE: the unique index first (23505 on duplicates), then, for a primary
 * key, NOT NULL on its columns (23502 on a NULL), in PG's order. */
/* ALTER TABLE ONLY of a partitioned table ADD PRIMARY KEY: the partitions' key columns must
 * be NOT NULL already (PG's 42P16; without ONLY they are made so). */
static void check_partitions_not_null(Relation rel, Constraint *c)
{
    ListCell *pc, *kc;
    foreach (pc, catalog_partitions(rel->rd_id)) {
        Relation part = relation_open(lfirst_oid(pc), AccessExclusiveLock);
        foreach (kc, c->keys) {
            int attno = find_column(part->rd_att, strVal(lfirst(kc)));
            if (attno >= 0 && !TupleDescAttr(part->rd_att, attno)->attnotnull)
                ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                        errmsg("constraint must be added to child tables too"),
                        errdetail("Column \"%s\" of relation \"%s\" is not already NOT NULL.",
                                  strVal(lfirst(kc)), part->relname),
                        errhint("Do not specify the ONLY keyword."));
        }
        relation_close(part);
    }
}

static void add_index_constraint(Oid relid, Constraint *c, bool only)
{
    Relation rel = relation_open(relid, AccessExclusiveLock);
    ListCell *kc;
    List *all = list_concat(list_copy(c->keys), c->including);
    foreach (kc, all)
        if (find_column(rel->rd_att, strVal(lfirst(kc))) < 0)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                    errmsg("column \"%s\" named in key does not exist", strVal(lfirst(kc))));
    bool primary = c->contype == CONSTR_PRIMARY;
    if (primary && has_primary_key(rel))
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                errmsg("multiple primary keys for table \"%s\" are not allowed", rel->relname));
    if (only && primary && rel->relkind == RELKIND_PARTITIONED_TABLE)
        check_partitions_not_null(rel, c);
    relation_close(rel);
    exec_constraint_indexes(relid, list_make1(c), only);
    if (!primary)
        return;
    foreach (kc, c->keys) {
        rel = relation_open(relid, AccessExclusiveLock);
        set_not_null(rel, find_column(rel->rd_att, strVal(lfirst(kc))), true);
        relation_close(rel);
    }
}

/* DROP CONSTRAINT [IF EXISTS]: a CHECK constraint, a foreign key, or a primary key or UNIQUE
 * constraint (its index). */
static void drop_constraint(Relation rel, AlterTableCmd *cmd)
{
    ListCell *lc;
    foreach (lc, catalog_relation_checks(rel->rd_id)) {
        ConstraintRow *r = lfirst(lc);
        if (strcmp(r->conname, cmd->name) == 0) {
            catalog_drop_check(rel->rd_id, r->oid);
            return;
        }
    }
    if (exec_drop_foreign_key(rel, cmd->name))
        return;
    foreach (lc, catalog_relation_indexes(rel->rd_id)) {
        IndexFormData f;
        char name[NAMEDATALEN];
        Oid nsp;
        ConstraintRow unique;
        if (catalog_index_form(lfirst_oid(lc), &f) &&
            (f.indisprimary || catalog_unique_by_index(lfirst_oid(lc), &unique)) &&
            catalog_relation_name(lfirst_oid(lc), name, &nsp) && strcmp(name, cmd->name) == 0) {
            if (OidIsValid(catalog_partition_parent(lfirst_oid(lc)))) /* its parent's key's */
                ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                        errmsg("cannot drop inherited constraint \"%s\" of relation \"%s\"",
                               name, rel->relname));
            char *what = psprintf("constraint %s on table %s", name, rel->relname);
            exec_drop_dependent_fkeys(exec_dependent_fkeys(rel->rd_id, lfirst_oid(lc), 0, NIL),
                                      cmd->behavior, what, psprintf("index %s", name));
            if (f.indisprimary)
                exec_drop_view_deps(lappend_oid(NIL, lfirst_oid(lc)), list_make1(what), NIL,
                                    NULL, cmd->behavior, what);
            /* a partitioned table's key goes with its partitions' (children first) */
            ListCell *pc;
            foreach (pc, exec_partition_drop_expand(lappend_oid(NIL, lfirst_oid(lc))))
                catalog_drop_relation(lfirst_oid(pc));
            return;
        }
    }
    if (cmd->missing_ok) {
        ereport(NOTICE, errmsg("constraint \"%s\" of relation \"%s\" does not exist, skipping",
                               cmd->name, rel->relname));
        return;
    }
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
            errmsg("constraint \"%s\" of relation \"%s\" does not exist", cmd->name,
                   rel->relname));
}

/* SET LOGGED / UNLOGGED of the table and, as in PG, of its indexes. */
static void set_persistence(Relation rel, char persistence)
{
    if (rel->relpersistence == persistence)
        return;
    List *rels = lappend_oid(catalog_relation_indexes(rel->rd_id), rel->rd_id);
    ListCell *lc;
    foreach (lc, rels) {
        Oid relid = lfirst_oid(lc);
        catalog_alter_relation(relid, NULL, persistence, NULL);
        if (persistence == RELPERSISTENCE_PERMANENT) {
            Relation r = relation_open(relid, AccessExclusiveLock);
            wal_log_relation(r);
            relation_close(r);
        }
    }
}

/* The table of an ALTER TABLE, locked; InvalidOid (after a NOTICE) if missing and missing_ok.
 * Renames (no cmd) may go on while a cursor of the session reads the table, as in PG. */
static Oid open_target(RangeVar *rv, bool missing_ok, const char *cmd)
{
    Oid relid = exec_lookup_relation_opt(rv, missing_ok);
    if (relid == InvalidOid) {
        ereport(NOTICE, errmsg("relation \"%s\" does not exist, skipping", rv->relname));
        return InvalidOid;
    }
    Relation rel = relation_open(relid, AccessExclusiveLock);
    acl_require_relation_owner(relid);
    if (relid < FirstNormalObjectId)
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied: \"%s\" is a system catalog", rel->relname));
    if (cmd)
        portal_check_not_in_use(relid, rel->relkind, rel->relname, cmd);
    relation_close(rel);
    return relid;
}

/* PG's name of a row-level security command (its error on other relations), else NULL. */
static const char *row_security_action(AlterTableType t)
{
    switch (t) {
    case AT_EnableRowSecurity: return "ENABLE ROW SECURITY";
    case AT_DisableRowSecurity: return "DISABLE ROW SECURITY";
    case AT_ForceRowSecurity: return "FORCE ROW SECURITY";
    case AT_NoForceRowSecurity: return "NO FORCE ROW SECURITY";
    default: return NULL;
    }
}

/* Command i of the statement; check_names: the CHECK constraint names the statement chose. */
static void run_command(Oid relid, AlterTableInfo *info, int i, List **check_names)
{
    AlterTableCmd *cmd = list_nth(info->stmt->cmds, i);
    List *checks = info->checks ? list_nth(info->checks, i) : NIL;
    Relation rel = relation_open(relid, AccessExclusiveLock); /* the latest version */
    if (cmd->subtype == AT_AttachPartition || cmd->subtype == AT_DetachPartition) {
        PartitionCmd *pc = (PartitionCmd *)cmd->def;
        relation_close(rel);
        if (cmd->subtype == AT_AttachPartition)
            exec_partition_attach(relid, exec_lookup_relation(pc->name), pc->boundtext,
                                  pc->boundlocation, true);
        else
            exec_partition_detach(relid, pc->name);
        return;
    }
    if (cmd->subtype == AT_AttachIndexPartition) {
        relation_close(rel);
        exec_index_attach_partition(relid, ((PartitionCmd *)cmd->def)->name);
        return;
    }
    if (cmd->subtype == AT_ChangeOwner) { /* also of views, sequences, foreign tables */
        relation_close(rel);
        exec_change_owner(relid, cmd->name);
        return;
    }
    if (rel->relkind != RELKIND_RELATION && row_security_action(cmd->subtype))
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("ALTER action %s cannot be performed on relation \"%s\"",
                       row_security_action(cmd->subtype), rel->relname),
                errdetail("This operation is not supported for %s.",
                          rel->relkind == RELKIND_VIEW       ? "views"
                          : rel->relkind == RELKIND_SEQUENCE ? "sequences"
                          : rel->relkind == RELKIND_INDEX    ? "indexes"
                                                             : "foreign tables"));
    /* a partitioned table takes its keys (on every partition) and loses its constraints,
     * nothing else yet */
    bool partitioned_key = rel->relkind == RELKIND_PARTITIONED_TABLE &&
                           ((cmd->subtype == AT_AddConstraint &&
                             (((Constraint *)cmd->def)->contype == CONSTR_PRIMARY ||
                              ((Constraint *)cmd->def)->contype == CONSTR_UNIQUE)) ||
                            cmd->subtype == AT_DropConstraint);
    if (rel->relkind != RELKIND_RELATION && !partitioned_key)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not a table", rel->relname));
    switch (cmd->subtype) {
    case AT_AddColumn: {
        int before = rel->rd_att->natts;
        add_column(rel, cmd, list_nth(info->columns, i));
        relation_close(rel);
        rel = relation_open(relid, AccessExclusiveLock);
        if (list_nth(info->defaults, i) && rel->rd_att->natts > before)
            fill_new_column(relid, list_nth(info->defaults, i), list_nth(info->fills, i));
        /* PRIMARY KEY / UNIQUE written with the column, once it exists */
        ListCell *cc;
        foreach (cc, (List *)list_nth(info->constraints, i)) {
            Constraint *c = lfirst(cc);
            if (c->contype == CONSTR_FOREIGN)
                exec_add_foreign_key(relid, c, true, check_names);
            else
                add_index_constraint(relid, c, !info->stmt->relation->inh);
        }
        exec_add_checks(relid, checks, check_names);
        break;
    }
    case AT_DropColumn:
        drop_column(rel, cmd, list_nth(info->policy_deps, i), list_nth(info->view_deps, i));
        break;
    case AT_SetNotNull:
    case AT_DropNotNull:
        alter_not_null(rel, cmd);
        break;
    case AT_AddConstraint:
        if (((Constraint *)cmd->def)->contype == CONSTR_CHECK)
            exec_add_checks(relid, checks, check_names);
        else if (((Constraint *)cmd->def)->contype == CONSTR_FOREIGN) {
            relation_close(rel);
            exec_add_foreign_key(relid, (Constraint *)cmd->def, true, check_names);
            rel = relation_open(relid, AccessExclusiveLock);
        } else
            add_index_constraint(relid, (Constraint *)cmd->def, !info->stmt->relation->inh);
        break;
    case AT_DropConstraint:
        drop_constraint(rel, cmd);
        break;
    case AT_SetLogged:
        set_persistence(rel, RELPERSISTENCE_PERMANENT);
        break;
    case AT_SetUnLogged:
        set_persistence(rel, RELPERSISTENCE_UNLOGGED);
        break;
    case AT_ColumnDefault:
        set_column_default(rel, cmd, list_nth(info->defaults, i));
        break;
    case AT_EnableRowSecurity:
    case AT_DisableRowSecurity:
        catalog_set_row_security(relid, cmd->subtype == AT_EnableRowSecurity ? 1 : -1, 0);
        break;
    case AT_ForceRowSecurity:
    case AT_NoForceRowSecurity:
        catalog_set_row_security(relid, 0, cmd->subtype == AT_ForceRowSecurity ? 1 : -1);
        break;
    case AT_AttachPartition:
    case AT_DetachPartition:
    case AT_AttachIndexPartition:
        break; /* above */
    case AT_SetRelOptions:
    case AT_ResetRelOptions:
        /* the values the binder accepts are what Basalt does anyway */
        break;
    case AT_ChangeOwner:
    case AT_AlterColumnType:
        break; /* done above; by exec_alter_column_types */
    }
    relation_close(rel);
}

static bool is_drop(const AlterTableCmd *cmd)
{
    return cmd->subtype == AT_DropColumn || cmd->subtype == AT_DropConstraint;
}

void exec_alter_table(AlterTableInfo *info)
{
    AlterTableStmt *stmt = info->stmt;
    Oid relid = open_target(stmt->relation, stmt->missing_ok, "ALTER TABLE");
    if (relid == InvalidOid)
        return;
    List *check_names = NIL;
    bool types = false;
    ListCell *lc;
    foreach (lc, info->types)
        types |= lfirst(lc) != NULL;
    if (!types) {
        for (int i = 0; i < list_length(stmt->cmds); i++)
            run_command(relid, info, i, &check_names);
        return;
    }
    /* PG's pass order: the drops, then the type changes (one rewrite), then the rest */
    for (int i = 0; i < list_length(stmt->cmds); i++)
        if (is_drop(list_nth(stmt->cmds, i)))
            run_command(relid, info, i, &check_names);
    exec_alter_column_types(relid, info->types);
    for (int i = 0; i < list_length(stmt->cmds); i++) {
        AlterTableCmd *cmd = list_nth(stmt->cmds, i);
        if (!is_drop(cmd) && cmd->subtype != AT_AlterColumnType)
            run_command(relid, info, i, &check_names);
    }
}

const char *exec_rename_tag(const RenameStmt *stmt)
{
    switch (stmt->renameType) {
    case OBJECT_INDEX: return "ALTER INDEX";
    case OBJECT_VIEW: return "ALTER VIEW";
    case OBJECT_SEQUENCE: return "ALTER SEQUENCE";
    default: return "ALTER TABLE";
    }
}

static void rename_column(Oid relid, RenameStmt *stmt);

void exec_rename(RenameStmt *stmt)
{
    Oid relid = open_target(stmt->relation, stmt->missing_ok, NULL);
    if (relid == InvalidOid)
        return;
    if (stmt->renameType != OBJECT_COLUMN) { /* ALTER TABLE / INDEX / VIEW / SEQUENCE */
        catalog_alter_relation(relid, stmt->newname, 0, NULL);
        catalog_rename_unique(relid, stmt->newname);
        return;
    }
    if (OidIsValid(catalog_partition_parent(relid))) /* every column is its parent's */
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                errmsg("cannot rename inherited column \"%s\"", stmt->subname));
    rename_column(relid, stmt);
    ListCell *lc;
    foreach (lc, stmt->partitions)
        rename_column(((RenameStmt *)lfirst(lc))->relid, lfirst(lc));
}

/* RENAME COLUMN in relid: the column, then the texts of what names it. */
static void rename_column(Oid relid, RenameStmt *stmt)
{
    Relation rel = relation_open(relid, AccessExclusiveLock);
    int attno = find_column(rel->rd_att, stmt->subname);
    if (attno < 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                errmsg("column \"%s\" does not exist", stmt->subname));
    if (rel->relkind != RELKIND_VIEW)
        sysattr_check_column_name(stmt->newname);
    if (find_column(rel->rd_att, stmt->newname) >= 0)
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_COLUMN),
                errmsg("column \"%s\" of relation \"%s\" already exists", stmt->newname,
                       rel->relname));
    if (strlen(stmt->newname) >= NAMEDATALEN)
        elog(ERROR, "column name too long");
    TupleDesc desc = columns_copy(rel, 0);
    strcpy(TupleDescAttr(desc, attno)->attname, stmt->newname);
    catalog_alter_relation(relid, NULL, 0, desc);
    relation_close(rel);
    exec_reword_checks(relid, stmt->checks); /* their text names the column */
    exec_reword_index_exprs(relid, stmt->indexes);
    exec_reword_policies(relid, stmt->policies);
}
