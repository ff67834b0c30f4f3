/*
 * utility_index.c: CREATE INDEX, DROP INDEX and the indexes behind PRIMARY KEY and UNIQUE.
 *
 * The one idea: everything an index needs is resolved here, by name, at execution (table,
 * columns, ordering options, access method, WITH options, PG's generated names), and then
 * handed to index_create(), which writes the catalog rows and runs the access method's bulk
 * build. Messages and SQLSTATEs are PostgreSQL 15's.
 */
#include "executor/execnodes.h"
#include "executor/portalmem.h"
#include "executor/utility_index.h"

#include <stdio.h>

#include "common/elog.h"
#include "executor/acl.h"
#include "executor/builtins.h"
#include "executor/explain.h"
#include "executor/partition.h"
#include "planner/nodefuncs.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "index/indexam.h"
#include "storage/backend_status.h"
#include "storage/catalog.h"
#include "storage/catalog_constraint.h"
#include "storage/sysattr.h"
#include "storage/catalog_partition.h"

/* The table a RangeVar names (search_path if unqualified); ERROR 42P01 if none. */
static Oid lookup_table(RangeVar *rv)
{
    Oid relid = InvalidOid;
    if (rv->schemaname) {
        Oid nsp = catalog_namespace_oid(rv->schemaname);
        if (nsp == InvalidOid)
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("schema \"%s\" does not exist", rv->schemaname));
        relid = catalog_relation_oid(nsp, rv->relname);
    } else
        relid = exec_relation_on_search_path(rv->relname);
    if (relid == InvalidOid)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("relation \"%s\" does not exist", rv->relname));
    return relid;
}

static int column_number(Relation rel, const char *name)
{
    for (int i = 0; i < rel->rd_att->natts; i++)
        if (!TupleDescAttr(rel->rd_att, i)->attisdropped &&
            strcmp(TupleDescAttr(rel->rd_att, i)->attname, name) == 0)
            return i + 1;
    return 0;
}

/* PG's ChooseRelationName: base_label, then base_label1, base_label2 ... until free. */
static char *choose_name(Oid nsp, const char *base, const char *label)
{
    for (int n = 0;; n++) {
        char num[16] = "";
        if (n > 0)
            snprintf(num, sizeof(num), "%d", n);
        size_t room = NAMEDATALEN - 1 - strlen(label) - 1 - strlen(num);
        char *name = psprintf("%.*s_%s%s", (int)Min(strlen(base), room), base, label, num);
        if (catalog_relation_oid(nsp, name) == InvalidOid)
            return name;
    }
}

/* "t_a_b": the table name and the index's column names, as PG builds index names; a column
 * is named after its table column or by exprnames[i] (PG's FigureIndexColname), a repeated
 * name gets a number (PG's ChooseIndexColumnNames: lower, lower1). */
static char *name_base(Relation rel, const int16 *cols, int n, char *const *exprnames)
{
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoString(&buf, rel->relname);
    char *names[INDEX_MAX_KEYS];
    for (int i = 0; i < n; i++) {
        const char *base = cols[i] == 0 && exprnames
                               ? exprnames[i]
                               : TupleDescAttr(rel->rd_att, cols[i] - 1)->attname;
        names[i] = pstrdup(base);
        for (int suffix = 1;; suffix++) {
            bool taken = false;
            for (int j = 0; j < i; j++)
                taken |= strcmp(names[j], names[i]) == 0;
            if (!taken)
                break;
            names[i] = psprintf("%.*s%d", NAMEDATALEN - 1 - 11, base, suffix);
        }
        appendStringInfo(&buf, "_%s", names[i]);
    }
    return buf.data;
}

/* An expression column's name: its function's, else "expr" (PG's FigureIndexColname). */
static char *expr_column_name(Node *raw)
{
    if (raw && IsA(raw, FuncCall))
        return pstrdup(strVal(llast(((FuncCall *)raw)->funcname)));
    return pstrdup("expr");
}

/* The bound expression as pg_index keeps it (PG's ruleutils text over the table's columns). */
static char *deparse_index_expr(Relation rel, Node *expr)
{
    int level = 0;
    DeparseCxt cx = {0};
    cx.columns = rel->rd_att;
    cx.indent = &level;
    return explain_deparse(expr, &cx);
}

/* The column an expression key is stored as: its type, typmod and collation. */
static FormData_attribute *expr_column(Node *expr, const char *name)
{
    FormData_attribute *a = palloc(sizeof(FormData_attribute));
    index_fill_expr_column(a, name, exprType(expr), exprTypmod(expr), exprCollation(expr));
    return a;
}

/* Validate the WITH options with the access method; returns them as IndexOptions. */
static List *check_options(const IndexAmRoutine *am, List *options)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        const char *value = NULL;
        if (d->arg && IsA(d->arg, String))
            value = strVal(d->arg);
        else if (d->arg && IsA(d->arg, Integer))
            value = psprintf("%lld", (long long)intVal(d->arg));
        else if (d->arg && IsA(d->arg, Float))
            value = ((Float *)d->arg)->fval;
        else if (d->arg && IsA(d->arg, TypeName) && list_length(((TypeName *)d->arg)->names) == 1)
            value = strVal(linitial(((TypeName *)d->arg)->names));
        else if (d->arg)
            value = "?";
        char *msg = am->amoptions(d->defname, value);
        if (msg) {
            char *detail = strchr(msg, '\n');
            if (detail)
                *detail++ = '\0';
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE), errmsg("%s", msg),
                    detail ? errdetail("%s", detail) : 0);
        }
        IndexOption *o = palloc(sizeof(IndexOption));
        o->name = d->defname;
        o->value = value;
        out = lappend(out, o);
    }
    return out;
}

void exec_reword_index_exprs(Oid relid, List *indexes)
{
    Relation rel = relation_open(relid, AccessExclusiveLock);
    ListCell *lc;
    foreach (lc, indexes) {
        IndexStmt *is = lfirst(lc);
        StringInfoData exprs;
        initStringInfo(&exprs);
        ListCell *e;
        foreach (e, is->boundExprs)
            appendStringInfo(&exprs, "%s%s", exprs.len ? ", " : "",
                             deparse_index_expr(rel, lfirst(e)));
        catalog_set_index_exprs(is->indexOid, exprs.len ? exprs.data : NULL,
                                is->boundPred ? deparse_index_expr(rel, is->boundPred) : NULL);
    }
    relation_close(rel);
}

void exec_create_index(IndexStmt *stmt)
{
    Oid relid = lookup_table(stmt->relation);
    Relation rel = relation_open(relid, AccessExclusiveLock);
    acl_require_relation_owner(relid);
    if (rel->relkind != RELKIND_RELATION && rel->relkind != RELKIND_PARTITIONED_TABLE)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("cannot create index on relation \"%s\"", rel->relname),
                errdetail("This operation is not supported for %s.",
                          rel->relkind == RELKIND_INDEX               ? "indexes"
                          : rel->relkind == RELKIND_PARTITIONED_INDEX ? "partitioned indexes"
                          : rel->relkind == RELKIND_VIEW              ? "views"
                          : rel->relkind == RELKIND_SEQUENCE          ? "sequences"
                          : rel->relkind == RELKIND_FOREIGN_TABLE     ? "foreign tables"
                                                                      : "this kind of relation"));
    if (rel->relnamespace == PG_CATALOG_NAMESPACE)
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied: \"%s\" is a system catalog", rel->relname));
    portal_check_not_in_use(relid, rel->relkind, rel->relname, "CREATE INDEX");
    const char *amname = stmt->accessMethod ? stmt->accessMethod : "btree";
    const IndexAmRoutine *am = index_am_by_name(amname);
    if (am == NULL)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("access method \"%s\" does not exist", amname));
    if (stmt->unique && !am->amcanunique)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("access method \"%s\" does not support unique indexes", amname));
    int nkeys = list_length(stmt->indexParams);
    int n = nkeys + list_length(stmt->indexIncludingParams);
    if (n > INDEX_MAX_KEYS)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("cannot use more than %d columns in an index", INDEX_MAX_KEYS));
    if (stmt->indexIncludingParams != NIL && !am->amcaninclude)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("access method \"%s\" does not support included columns", amname));
    IndexSpec spec = {.amoid = am->amoid, .nkeys = nkeys, .natts = n, .unique = stmt->unique};
    int16 *cols = spec.cols, *opts = spec.opts;
    char **exprnames = spec.exprnames;
    IndexExprDef *def = &spec.def;
    StringInfoData exprtext;
    initStringInfo(&exprtext);
    ListCell *lc;
    List *all = list_concat(list_copy(stmt->indexParams), stmt->indexIncludingParams);
    int nexpr = 0;
    foreach (lc, all) {
        IndexElem *e = lfirst(lc);
        int i = foreach_current_index(lc);
        if (e->expr && i >= nkeys)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("expressions are not supported in included columns"));
        Node *bound = e->expr ? list_nth(stmt->boundExprs, nexpr++) : NULL;
        if (bound && IsA(bound, Var)) { /* (a) is the column a, as in PG */
            cols[i] = (int16)((Var *)bound)->varattno;
            bound = NULL;
        } else if (bound) {
            cols[i] = 0;
            exprnames[i] = expr_column_name(e->expr);
            def->exprcols[i] = expr_column(bound, exprnames[i]);
            appendStringInfo(&exprtext, "%s%s", exprtext.len ? ", " : "",
                             deparse_index_expr(rel, bound));
        } else
            cols[i] = (int16)column_number(rel, e->name);
        if (bound == NULL && cols[i] == 0 && sysattr_attnum(e->name) != 0)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("index creation on system columns is not supported"));
        if (bound == NULL && cols[i] == 0)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                    errmsg("column \"%s\" does not exist", e->name));
        if (i >= nkeys && e->ordering != SORTBY_DEFAULT)
            ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                    errmsg("including column does not support ASC/DESC options"));
        if (i >= nkeys && e->nulls_ordering != SORTBY_NULLS_DEFAULT)
            ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                    errmsg("including column does not support NULLS FIRST/LAST options"));
        bool desc = e->ordering == SORTBY_DESC;
        bool nulls_first = e->nulls_ordering == SORTBY_NULLS_DEFAULT
                               ? desc
                               : e->nulls_ordering == SORTBY_NULLS_FIRST;
        opts[i] = (int16)((desc ? INDOPTION_DESC : 0) | (nulls_first ? INDOPTION_NULLS_FIRST : 0));
    }
    spec.with = check_options(am, stmt->options);
    def->indexprs = exprtext.len ? exprtext.data : NULL;
    def->indpred = stmt->boundPred ? deparse_index_expr(rel, stmt->boundPred) : NULL;
    const char *name = stmt->idxname;
    if (name == NULL)
        name = exec_index_default_name(rel, &spec);
    else if (stmt->if_not_exists && catalog_relation_oid(rel->relnamespace, name) != InvalidOid) {
        ereport(NOTICE, errcode(ERRCODE_DUPLICATE_TABLE),
                errmsg("relation \"%s\" already exists, skipping", name));
        relation_close(rel);
        return;
    }
    uint64 progress = backend_progress_start(PROGRESS_COMMAND_CREATE_INDEX, relid);
    backend_progress_update(progress, PROGRESS_CREATEIDX_COMMAND, PROGRESS_CREATEIDX_COMMAND_CREATE);
    exec_index_define(rel, name, &spec, !stmt->relation->inh);
    backend_progress_end(progress);
    relation_close(rel);
}

static void add_unique_constraint(Relation rel, Oid indexoid, const char *name, const int16 *cols,
                                  int n)
{
    ConstraintRow row;
    memset(&row, 0, sizeof(row));
    snprintf(row.conname, sizeof(row.conname), "%s", name);
    row.connamespace = rel->relnamespace;
    row.conrelid = rel->rd_id;
    row.conindid = indexoid;
    row.nkeys = Min(n, (int)lengthof(row.conkey));
    memcpy(row.conkey, cols, sizeof(int16) * (size_t)row.nkeys);
    (void)catalog_add_unique(&row);
}

char *exec_index_default_name(Relation rel, const IndexSpec *spec)
{
    if (spec->primary)
        return choose_name(rel->relnamespace, rel->relname, "pkey");
    return choose_name(rel->relnamespace, name_base(rel, spec->cols, spec->natts, spec->exprnames),
                       spec->constraint ? "key" : "idx");
}

Oid exec_index_define(Relation rel, const char *name, const IndexSpec *spec, bool only)
{
    bool partitioned = rel->relkind == RELKIND_PARTITIONED_TABLE;
    if (partitioned && spec->unique)
        exec_index_check_partition_key(rel, spec);
    Oid indexoid = index_create(rel, name, rel->relnamespace, spec->amoid, spec->nkeys,
                                spec->natts - spec->nkeys, spec->cols, spec->opts, spec->unique,
                                spec->primary, spec->with, &spec->def);
    if (spec->constraint) /* a primary key's row is derived from pg_index.indisprimary */
        add_unique_constraint(rel, indexoid, name, spec->cols, spec->nkeys);
    if (partitioned && !only)
        exec_index_cascade(rel, indexoid, spec);
    else if (partitioned && catalog_partitions(rel->rd_id) != NIL)
        catalog_set_index_valid(indexoid, false); /* as PG: until each partition has one */
    return indexoid;
}

void exec_constraint_indexes(Oid relid, List *constraints, bool only)
{
    if (constraints == NIL)
        return;
    Relation rel = relation_open(relid, AccessExclusiveLock);
    ListCell *lc;
    /* PG creates the primary key's index first, whatever the order written */
    for (int pass = 0; pass < 2; pass++)
        foreach (lc, constraints) {
            Constraint *c = lfirst(lc);
            bool primary = c->contype == CONSTR_PRIMARY;
            if (primary != (pass == 0))
                continue;
            int nkeys = list_length(c->keys);
            List *all = list_concat(list_copy(c->keys), c->including);
            int n = list_length(all);
            if (n > INDEX_MAX_KEYS)
                ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                        errmsg("cannot use more than %d columns in an index", INDEX_MAX_KEYS));
            IndexSpec spec = {.amoid = BTREE_AM_OID, .nkeys = nkeys, .natts = n,
                              .unique = true, .primary = primary, .constraint = !primary};
            ListCell *k;
            foreach (k, all)
                spec.cols[foreach_current_index(k)] =
                    (int16)column_number(rel, strVal(lfirst(k)));
            const char *name = c->conname;
            if (name == NULL)
                name = exec_index_default_name(rel, &spec);
            exec_index_define(rel, name, &spec, only);
        }
    relation_close(rel);
}

static bool oid_member(List *l, Oid o)
{
    ListCell *lc;
    foreach (lc, l)
        if (lfirst_oid(lc) == o)
            return true;
    return false;
}

/* One DROP INDEX name; InvalidOid (after a NOTICE) if missing and missing_ok. */
static Oid drop_index_lookup(List *names, bool missing_ok)
{
    const char *relname = strVal(llast(names));
    Oid relid = InvalidOid;
    if (list_length(names) >= 2) {
        Oid nsp = catalog_namespace_oid(strVal(list_nth(names, list_length(names) - 2)));
        if (nsp != InvalidOid)
            relid = catalog_relation_oid(nsp, relname);
    } else
        relid = exec_relation_on_search_path(relname);
    if (relid == InvalidOid) {
        if (missing_ok) {
            ereport(NOTICE, errmsg("index \"%s\" does not exist, skipping", relname));
            return InvalidOid;
        }
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("index \"%s\" does not exist", relname));
    }
    return relid;
}

/* What stops DROP INDEX of relid (one of dropping): a partitioned index it is attached to,
 * unless dropped by the same statement, then a constraint using it (both 2BP01); the foreign
 * keys on it go first (CASCADE) or stop it. */
static void check_droppable(Oid relid, List *dropping, DropBehavior behavior)
{
    IndexFormData form;
    char name[NAMEDATALEN], other[NAMEDATALEN];
    Oid nsp, parentidx = catalog_partition_parent(relid);
    bool parent_dropped = false;
    for (Oid up = parentidx; OidIsValid(up); up = catalog_partition_parent(up))
        parent_dropped |= oid_member(dropping, up);
    if (!catalog_index_form(relid, &form) || !catalog_relation_name(relid, name, &nsp))
        return;
    if (OidIsValid(parentidx) && !parent_dropped && catalog_relation_name(parentidx, other, &nsp))
        ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                errmsg("cannot drop index %s because index %s requires it", name, other),
                errhint("You can drop index %s instead.", other));
    ConstraintRow unique;
    if ((form.indisprimary || catalog_unique_by_index(relid, &unique)) &&
        catalog_relation_name(form.indrelid, other, &nsp))
        ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                errmsg("cannot drop index %s because constraint %s on table %s requires it",
                       name, name, other),
                errhint("You can drop constraint %s on table %s instead.", name, other));
    char *what = psprintf("index %s", name);
    exec_drop_dependent_fkeys(exec_dependent_fkeys(form.indrelid, relid, 0, NIL), behavior, what,
                              what);
}

void exec_drop_indexes(DropStmt *ds)
{
    List *relids = NIL;
    ListCell *lc;
    /* every name first (PG's NOTICEs for the missing ones), then what stops each drop */
    foreach (lc, ds->objects) {
        Oid relid = drop_index_lookup(lfirst(lc), ds->missing_ok);
        if (relid == InvalidOid || oid_member(relids, relid))
            continue;
        IndexFormData form;
        bool is_index = catalog_index_form(relid, &form);
        if (is_index)
            lock_relation(form.indrelid, AccessExclusiveLock);
        Relation rel = relation_open(relid, AccessExclusiveLock);
        char kind = rel->relkind;
        char name[NAMEDATALEN];
        memcpy(name, rel->relname, NAMEDATALEN);
        relation_close(rel);
        if ((kind != RELKIND_INDEX && kind != RELKIND_PARTITIONED_INDEX) || !is_index)
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("\"%s\" is not an index", name),
                    kind == RELKIND_RELATION ? errhint("Use DROP TABLE to remove a table.") : 0);
        acl_require_drop_relation(relid);
        relids = lappend_oid(relids, relid);
    }
    foreach (lc, relids)
        check_droppable(lfirst_oid(lc), relids, ds->behavior);
    /* a partitioned index goes with its partitions' indexes (children first) */
    foreach (lc, exec_partition_drop_expand(relids))
        catalog_drop_relation(lfirst_oid(lc));
}
