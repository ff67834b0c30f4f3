/*
 * catalog_acl.c: the aclitem[] format, and reading and writing the owners and acls of
 * pg_namespace rows (relations' are in their cache entries: catalog.c).
 *
 * An aclitem[] is PG's one-dimensional array layout: header (size, ndim 1, no null bitmap,
 * element type 1033), length and lower bound 1, then 12-byte items.
 */
#include "storage/catalog_acl.h"

#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog_internal.h"
#include "storage/catcache.h"
#include "storage/xact_internal.h"

#define ARRAY_HEADER 24

enum { Anum_nsp_oid, Anum_nsp_nspname, Anum_nsp_nspowner, Anum_nsp_nspacl, Natts_nsp };

varlena *catalog_acl_make(const AclItem *items, int n)
{
    size_t size = ARRAY_HEADER + sizeof(AclItem) * (size_t)n;
    char *a = palloc0(size);
    int32 hdr[4] = {0, 1, 0, ACLITEMOID};
    int32 dim[2] = {n, 1};
    memcpy(a, hdr, sizeof hdr);
    memcpy(a + sizeof hdr, dim, sizeof dim);
    if (n > 0)
        memcpy(a + ARRAY_HEADER, items, sizeof(AclItem) * (size_t)n);
    SET_VARSIZE(a, size);
    return (varlena *)a;
}

AclItem *catalog_acl_items(const varlena *acl, int *n)
{
    *n = 0;
    int32 hdr[4], len = 0;
    if (acl == NULL || VARSIZE(acl) < ARRAY_HEADER)
        return NULL;
    memcpy(hdr, acl, sizeof hdr);
    if (hdr[1] == 1 && hdr[2] == 0 && (Oid)hdr[3] == ACLITEMOID)
        memcpy(&len, (const char *)acl + 16, sizeof len);
    size_t room = (VARSIZE(acl) - ARRAY_HEADER) / sizeof(AclItem);
    if (len <= 0 || (size_t)len > room)
        return NULL;
    AclItem *items = palloc(sizeof(AclItem) * (size_t)len);
    memcpy(items, (const char *)acl + ARRAY_HEADER, sizeof(AclItem) * (size_t)len);
    *n = len;
    return items;
}

/* The visible pg_namespace row of nspoid, deformed into v/n (a copy of the tuple is kept in
 * *tup for its tid); false if there is none. */
static bool namespace_row(Oid nspoid, Datum *v, bool *n, HeapTuple *tup)
{
    RelationData rel;
    catalog_rel(NamespaceRelationId, &rel);
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple t;
    bool found = false;
    while (!found && (t = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(t, rel.rd_att, v, n);
        if (DatumGetObjectId(v[Anum_nsp_oid]) == nspoid) {
            found = true;
            *tup = heap_copytuple(t);
            heap_deform_tuple(*tup, rel.rd_att, v, n);
        }
    }
    heap_endscan(scan);
    return found;
}

varlena *catalog_acl_copy(Datum value, bool isnull)
{
    if (isnull)
        return NULL;
    const varlena *a = (const varlena *)DatumGetPointer(value);
    varlena *copy = palloc(VARSIZE(a));
    memcpy(copy, a, VARSIZE(a));
    return copy;
}

bool catalog_namespace_acl(Oid nspoid, Oid *owner, varlena **acl)
{
    Datum v[Natts_nsp];
    bool n[Natts_nsp];
    HeapTuple tup;
    if (!namespace_row(nspoid, v, n, &tup))
        return false;
    *owner = DatumGetObjectId(v[Anum_nsp_nspowner]);
    *acl = catalog_acl_copy(v[Anum_nsp_nspacl], n[Anum_nsp_nspacl]);
    heap_freetuple(tup);
    return true;
}

void catalog_set_namespace_acl(Oid nspoid, Oid owner, const varlena *acl)
{
    lock_relation(NamespaceRelationId, ShareRowExclusiveLock);
    xact_note_catalog_change();
    Datum v[Natts_nsp];
    bool n[Natts_nsp];
    HeapTuple old;
    if (!namespace_row(nspoid, v, n, &old))
        ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                errmsg("schema with OID %u does not exist", nspoid));
    v[Anum_nsp_nspowner] = ObjectIdGetDatum(owner);
    v[Anum_nsp_nspacl] = PointerGetDatum(acl);
    n[Anum_nsp_nspacl] = acl == NULL;
    RelationData rel;
    catalog_rel(NamespaceRelationId, &rel);
    HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
    heap_update(&rel, &old->t_self, tup);
    heap_freetuple(tup);
    heap_freetuple(old);
    xact_command_counter_increment();
}

bool catalog_namespace_current_tid(Oid nspoid, ItemPointerData *tid)
{
    Datum v[Natts_nsp];
    bool n[Natts_nsp];
    HeapTuple tup;
    if (!namespace_row(nspoid, v, n, &tup))
        return false;
    *tid = tup->t_self;
    heap_freetuple(tup);
    return true;
}
