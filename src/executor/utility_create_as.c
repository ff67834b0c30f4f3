/*
 * utility_create_as.c: CREATE TABLE ... AS query: create the table, then run the query and
 * insert its rows (PG's ExecCreateTableAs). The command tag is "SELECT n", or "CREATE TABLE
 * AS" for WITH NO DATA and for an IF NOT EXISTS that found the table.
 *
 * The one idea: the query runs through an ordinary portal with a DestReceiver whose rows
 * arrive in text form and go back through each column's input function into a heap tuple;
 * text output and input are exact inverses for every type, so nothing is lost on the way.
 */
#include <stdio.h>

#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/utility_index.h"
#include "storage/catalog.h"

typedef struct InsertDest {
    DestReceiver pub;
    Relation rel;
    Datum *values;
    bool *isnull;
    MemoryContext rowcxt;
    uint64 rows;
} InsertDest;

static void insert_startup(DestReceiver *self, int ncols, const ResultColumn *cols)
{
    (void)self;
    (void)ncols;
    (void)cols;
}

static void insert_row(DestReceiver *self, int ncols, const char *const *values, const int *lengths)
{
    InsertDest *d = (InsertDest *)self;
    TupleDesc desc = d->rel->rd_att;
    (void)lengths;
    MemoryContext old = mcxt_switch_to(d->rowcxt);
    for (int i = 0; i < desc->natts; i++) {
        Form_attribute att = TupleDescAttr(desc, i);
        d->isnull[i] = i >= ncols || values[i] == NULL;
        d->values[i] = d->isnull[i] ? (Datum)0
                                    : type_input_cstring(att->atttypid, values[i], att->atttypmod);
    }
    HeapTuple tup = heap_form_tuple(desc, d->values, d->isnull);
    tup->t_tableOid = d->rel->rd_id;
    heap_insert(d->rel, tup);
    mcxt_switch_to(old);
    mcxt_reset(d->rowcxt);
    d->rows++;
}

const char *exec_create_table_as(CreateTableAsInfo *info)
{
    CreateTableInfo *ct = info->create;
    if (ct->if_not_exists && catalog_relation_oid(ct->nspoid, ct->relname) != InvalidOid) {
        ereport(NOTICE, errcode(ERRCODE_DUPLICATE_TABLE),
                errmsg("relation \"%s\" already exists, skipping", ct->relname));
        return "CREATE TABLE AS";
    }
    Oid relid = catalog_create_relation(ct->relname, ct->nspoid, RELKIND_RELATION,
                                        ct->relpersistence, ct->desc, exec_current_user_oid());
    exec_apply_default_privileges(relid);
    if (info->skipData)
        return "CREATE TABLE AS";
    InsertDest d;
    memset(&d, 0, sizeof(d));
    d.pub.startup = insert_startup;
    d.pub.row = insert_row;
    d.rel = relation_open(relid, AccessExclusiveLock);
    d.values = palloc(sizeof(Datum) * (size_t)(d.rel->rd_att->natts + 1));
    d.isnull = palloc(sizeof(bool) * (size_t)(d.rel->rd_att->natts + 1));
    d.rowcxt = mcxt_create(CurrentMemoryContext, "create table as row");
    Portal *p = executor_start(info->plan, NULL, 0, NULL);
    char tag[64];
    executor_run(p, &d.pub, 0, tag, sizeof(tag));
    executor_end(p);
    mcxt_delete(d.rowcxt);
    relation_close(d.rel);
    return psprintf("SELECT %llu", (unsigned long long)d.rows);
}
