/*
 * catalog_fdw.c: rows of the foreign-data catalogs (pg_foreign_data_wrapper,
 * pg_foreign_server, pg_user_mapping, pg_foreign_table).
 *
 * The one idea: one row struct (FdwCatalogRow) is mapped onto each catalog's columns by the
 * layout table below; every lookup is a scan of the catalog heap in the current transaction
 * (these catalogs hold a handful of rows), so inserts, updates and deletes are seen exactly as
 * MVCC says and roll back with the transaction. The column order is catalog.c's.
 */
#include "storage/catalog_fdw.h"

#include <stdio.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog_comment.h"
#include "storage/catalog_internal.h"
#include "storage/control.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/xact_internal.h"

/* Which column holds each field (-1: the catalog has none). */
typedef struct FdwLayout {
    Oid relid;
    int natts;
    int oid, name, owner, ref, ref2, type, version, options, acl;
} FdwLayout;

static const FdwLayout layouts[] = {
    [FDWCAT_WRAPPER] = {ForeignDataWrapperRelationId, 7, 0, 1, 2, 3, 4, -1, -1, 5, 6},
    [FDWCAT_SERVER] = {ForeignServerRelationId, 8, 0, 1, 2, 3, -1, 4, 5, 6, 7},
    [FDWCAT_USER_MAPPING] = {UserMappingRelationId, 4, 0, -1, 1, 2, -1, -1, -1, 3, -1},
    [FDWCAT_TABLE] = {ForeignTableRelationId, 3, 0, -1, -1, 1, -1, -1, -1, 2, -1},
};
#define MAX_FDW_ATTS 8

Oid catalog_fdw_relid(FdwCatalog kind)
{
    return layouts[kind].relid;
}

void catalog_fdw_lock(void)
{
    lock_relation(ForeignDataWrapperRelationId, AccessExclusiveLock);
}

static varlena *copy_varlena(Datum d)
{
    varlena *v = (varlena *)DatumGetPointer(d);
    size_t len = VARSIZE(v);
    varlena *c = palloc(len);
    memcpy(c, v, len);
    return c;
}

static void deform_row(FdwCatalog kind, HeapTuple tup, TupleDesc desc, FdwCatalogRow *r)
{
    const FdwLayout *l = &layouts[kind];
    Datum v[MAX_FDW_ATTS];
    bool n[MAX_FDW_ATTS];
    heap_deform_tuple(tup, desc, v, n);
    memset(r, 0, sizeof(*r));
    r->kind = kind;
    r->oid = DatumGetObjectId(v[l->oid]);
    if (l->name >= 0)
        snprintf(r->name, NAMEDATALEN, "%s", DatumGetCString(v[l->name]));
    if (l->owner >= 0)
        r->owner = DatumGetObjectId(v[l->owner]);
    if (l->ref >= 0)
        r->ref = DatumGetObjectId(v[l->ref]);
    if (l->ref2 >= 0)
        r->ref2 = DatumGetObjectId(v[l->ref2]);
    if (l->type >= 0 && !n[l->type])
        r->type = catalog_text_cstring(v[l->type]);
    if (l->version >= 0 && !n[l->version])
        r->version = catalog_text_cstring(v[l->version]);
    if (!n[l->options])
        r->options = copy_varlena(v[l->options]);
    if (l->acl >= 0 && !n[l->acl])
        r->acl = copy_varlena(v[l->acl]);
    r->tid = tup->t_self;
}

static HeapTuple form_row(const FdwCatalogRow *r, TupleDesc desc, char *nbuf)
{
    const FdwLayout *l = &layouts[r->kind];
    Datum v[MAX_FDW_ATTS];
    bool n[MAX_FDW_ATTS];
    for (int i = 0; i < l->natts; i++) {
        v[i] = (Datum)0;
        n[i] = true;
    }
#define SET(col, val)                                                                          \
    do {                                                                                       \
        if ((col) >= 0) {                                                                      \
            v[col] = (val);                                                                    \
            n[col] = false;                                                                    \
        }                                                                                      \
    } while (0)
    SET(l->oid, ObjectIdGetDatum(r->oid));
    if (l->name >= 0) {
        memset(nbuf, 0, NAMEDATALEN);
        snprintf(nbuf, NAMEDATALEN, "%s", r->name);
        SET(l->name, PointerGetDatum(nbuf));
    }
    SET(l->owner, ObjectIdGetDatum(r->owner));
    SET(l->ref, ObjectIdGetDatum(r->ref));
    SET(l->ref2, ObjectIdGetDatum(r->ref2));
    if (r->type)
        SET(l->type, PointerGetDatum(catalog_cstring_text(r->type)));
    if (r->version)
        SET(l->version, PointerGetDatum(catalog_cstring_text(r->version)));
    if (r->options)
        SET(l->options, PointerGetDatum(r->options));
    if (r->acl)
        SET(l->acl, PointerGetDatum(r->acl));
#undef SET
    return heap_form_tuple(desc, v, n);
}

List *catalog_fdw_rows(FdwCatalog kind)
{
    RelationData rel;
    catalog_rel(layouts[kind].relid, &rel);
    List *out = NIL;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        FdwCatalogRow *r = palloc(sizeof(FdwCatalogRow));
        deform_row(kind, tup, rel.rd_att, r);
        out = lappend(out, r);
    }
    heap_endscan(scan);
    return out;
}

bool catalog_fdw_lookup(FdwCatalog kind, Oid oid, const char *name, FdwCatalogRow *out)
{
    List *rows = catalog_fdw_rows(kind);
    ListCell *lc;
    bool found = false;
    foreach (lc, rows) {
        FdwCatalogRow *r = lfirst(lc);
        if (name ? strncmp(r->name, name, NAMEDATALEN - 1) == 0 : r->oid == oid) {
            *out = *r;
            found = true;
            break;
        }
    }
    list_free(rows);
    return found;
}

Oid catalog_fdw_insert(FdwCatalogRow *row)
{
    RelationData rel;
    catalog_rel(layouts[row->kind].relid, &rel);
    lock_relation(rel.rd_id, RowExclusiveLock);
    xact_note_catalog_change();
    if (row->kind != FDWCAT_TABLE)
        row->oid = control_assign_oid();
    char nbuf[NAMEDATALEN];
    HeapTuple tup = form_row(row, rel.rd_att, nbuf);
    heap_insert(&rel, tup);
    row->tid = tup->t_self;
    heap_freetuple(tup);
    return row->oid;
}

void catalog_fdw_update(FdwCatalogRow *row)
{
    RelationData rel;
    catalog_rel(layouts[row->kind].relid, &rel);
    lock_relation(rel.rd_id, RowExclusiveLock);
    xact_note_catalog_change();
    char nbuf[NAMEDATALEN];
    HeapTuple tup = form_row(row, rel.rd_att, nbuf);
    ItemPointerData old = row->tid;
    heap_update(&rel, &old, tup);
    row->tid = tup->t_self;
    heap_freetuple(tup);
}

void catalog_fdw_delete(const FdwCatalogRow *row)
{
    RelationData rel;
    catalog_rel(layouts[row->kind].relid, &rel);
    lock_relation(rel.rd_id, RowExclusiveLock);
    xact_note_catalog_change();
    ItemPointerData tid = row->tid;
    heap_delete(&rel, &tid);
    /* wrappers and servers can have a COMMENT; user mappings and (here) tables cannot */
    if (row->kind == FDWCAT_WRAPPER || row->kind == FDWCAT_SERVER)
        catalog_drop_comments(row->oid, rel.rd_id, -1);
}
