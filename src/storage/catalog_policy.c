/*
 * catalog_policy.c: the pg_policy rows of CREATE / ALTER / DROP POLICY.
 *
 * The one idea: as pg_attrdef (catalog_attrdef.c), a small heap scanned in the current
 * transaction; a change is a new row version, so it rolls back with the transaction. The
 * column order is catalog.c's (pg_policy_cols). polroles is PG's oid[] (one dimension, lower
 * bound 1, no NULLs), built and read here as catalog_constraint.c does conkey.
 */
#include "storage/catalog_policy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog_internal.h"
#include "storage/control.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/xact_internal.h"

enum {
    Anum_pol_oid,
    Anum_pol_polname,
    Anum_pol_polrelid,
    Anum_pol_polcmd,
    Anum_pol_polpermissive,
    Anum_pol_polroles,
    Anum_pol_polqual,
    Anum_pol_polwithcheck,
    Natts_pg_policy
};

#define OIDOID 26
#define ARRAY_DATA_OFFSET 24

static varlena *oid_array(const Oid *vals, int n)
{
    size_t size = ARRAY_DATA_OFFSET + sizeof(Oid) * (size_t)n;
    char *a = palloc0(size);
    int32 hdr[4] = {0, 1, 0, OIDOID};
    int32 dim[2] = {n, 1};
    memcpy(a, hdr, sizeof hdr);
    memcpy(a + sizeof hdr, dim, sizeof dim);
    memcpy(a + ARRAY_DATA_OFFSET, vals, sizeof(Oid) * (size_t)n);
    SET_VARSIZE(a, size);
    return (varlena *)a;
}

static Oid *oid_array_parse(const varlena *v, int *n)
{
    *n = 0;
    if (VARSIZE(v) < ARRAY_DATA_OFFSET)
        return NULL;
    int32 hdr[4], len;
    memcpy(hdr, v, sizeof hdr);
    if (hdr[1] != 1 || hdr[2] != 0)
        return NULL;
    memcpy(&len, (const char *)v + 16, sizeof len);
    len = Min(len, (int32)((VARSIZE(v) - ARRAY_DATA_OFFSET) / sizeof(Oid)));
    if (len <= 0)
        return NULL;
    Oid *out = palloc(sizeof(Oid) * (size_t)len);
    memcpy(out, (const char *)v + ARRAY_DATA_OFFSET, sizeof(Oid) * (size_t)len);
    *n = len;
    return out;
}

static void deform_row(HeapTuple tup, TupleDesc desc, PolicyRow *r)
{
    Datum v[Natts_pg_policy];
    bool n[Natts_pg_policy];
    heap_deform_tuple(tup, desc, v, n);
    memset(r, 0, sizeof(*r));
    r->oid = DatumGetObjectId(v[Anum_pol_oid]);
    snprintf(r->polname, NAMEDATALEN, "%s", DatumGetCString(v[Anum_pol_polname]));
    r->polrelid = DatumGetObjectId(v[Anum_pol_polrelid]);
    r->polcmd = (char)v[Anum_pol_polcmd];
    r->polpermissive = DatumGetBool(v[Anum_pol_polpermissive]);
    if (!n[Anum_pol_polroles])
        r->roles = oid_array_parse((varlena *)DatumGetPointer(v[Anum_pol_polroles]), &r->nroles);
    r->qual = n[Anum_pol_polqual] ? NULL : catalog_text_cstring(v[Anum_pol_polqual]);
    r->withcheck = n[Anum_pol_polwithcheck] ? NULL : catalog_text_cstring(v[Anum_pol_polwithcheck]);
    r->tid = tup->t_self;
}

/* The rows of relid, or every row with InvalidOid. */
static List *scan_policies(Oid relid)
{
    RelationData rel;
    catalog_rel(PolicyRelationId, &rel);
    List *out = NIL;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        PolicyRow *r = palloc(sizeof(PolicyRow));
        deform_row(tup, rel.rd_att, r);
        if (OidIsValid(relid) && r->polrelid != relid)
            continue;
        out = lappend(out, r);
    }
    heap_endscan(scan);
    return out;
}

static int by_name(const void *a, const void *b)
{
    const PolicyRow *x = *(PolicyRow *const *)a, *y = *(PolicyRow *const *)b;
    return strcmp(x->polname, y->polname);
}

List *catalog_relation_policies(Oid relid)
{
    List *rows = scan_policies(relid);
    int n = list_length(rows);
    if (n < 2)
        return rows;
    PolicyRow **arr = palloc(sizeof(PolicyRow *) * (size_t)n);
    ListCell *lc;
    foreach (lc, rows)
        arr[foreach_current_index(lc)] = lfirst(lc);
    qsort(arr, (size_t)n, sizeof(PolicyRow *), by_name);
    List *out = NIL;
    for (int i = 0; i < n; i++)
        out = lappend(out, arr[i]);
    return out;
}

List *catalog_all_policies(void)
{
    return scan_policies(InvalidOid);
}

bool catalog_policy_find(Oid relid, const char *name, PolicyRow *out)
{
    ListCell *lc;
    foreach (lc, scan_policies(relid)) {
        PolicyRow *r = lfirst(lc);
        if (strcmp(r->polname, name) == 0) {
            *out = *r;
            return true;
        }
    }
    return false;
}

static void lock_policies(void)
{
    lock_relation(PolicyRelationId, RowExclusiveLock);
    xact_note_catalog_change();
}

static HeapTuple form_row(RelationData *rel, const PolicyRow *row)
{
    char name[NAMEDATALEN] = {0};
    snprintf(name, NAMEDATALEN, "%s", row->polname);
    Datum v[Natts_pg_policy];
    bool n[Natts_pg_policy] = {false};
    v[Anum_pol_oid] = ObjectIdGetDatum(row->oid);
    v[Anum_pol_polname] = PointerGetDatum(name);
    v[Anum_pol_polrelid] = ObjectIdGetDatum(row->polrelid);
    v[Anum_pol_polcmd] = (Datum)(uint8)row->polcmd;
    v[Anum_pol_polpermissive] = BoolGetDatum(row->polpermissive);
    v[Anum_pol_polroles] = PointerGetDatum(oid_array(row->roles, row->nroles));
    v[Anum_pol_polqual] = row->qual ? PointerGetDatum(catalog_cstring_text(row->qual)) : 0;
    n[Anum_pol_polqual] = row->qual == NULL;
    v[Anum_pol_polwithcheck] =
        row->withcheck ? PointerGetDatum(catalog_cstring_text(row->withcheck)) : 0;
    n[Anum_pol_polwithcheck] = row->withcheck == NULL;
    return heap_form_tuple(rel->rd_att, v, n);
}

Oid catalog_create_policy(PolicyRow *row)
{
    lock_policies();
    row->oid = control_assign_oid();
    RelationData rel;
    catalog_rel(PolicyRelationId, &rel);
    HeapTuple tup = form_row(&rel, row);
    heap_insert(&rel, tup);
    row->tid = tup->t_self;
    heap_freetuple(tup);
    xact_command_counter_increment();
    return row->oid;
}

void catalog_update_policy(const PolicyRow *row)
{
    lock_policies();
    RelationData rel;
    catalog_rel(PolicyRelationId, &rel);
    HeapTuple tup = form_row(&rel, row);
    ItemPointerData tid = row->tid;
    heap_update(&rel, &tid, tup);
    heap_freetuple(tup);
    xact_command_counter_increment();
}

void catalog_drop_policy(const PolicyRow *row)
{
    lock_policies();
    RelationData rel;
    catalog_rel(PolicyRelationId, &rel);
    ItemPointerData tid = row->tid;
    heap_delete(&rel, &tid);
    xact_command_counter_increment();
}

void catalog_drop_relation_policies(Oid relid)
{
    ListCell *lc;
    foreach (lc, scan_policies(relid))
        catalog_drop_policy(lfirst(lc));
}
