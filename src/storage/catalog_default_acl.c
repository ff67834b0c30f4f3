/*
 * catalog_default_acl.c: the pg_default_acl rows of ALTER DEFAULT PRIVILEGES.
 *
 * The one idea: as pg_auth_members (catalog_auth_members.c), a small heap scanned in the
 * current transaction; a change is a new row version, so it rolls back with the transaction.
 * The column order is catalog.c's (pg_default_acl_cols). Writers take a lock that conflicts
 * with itself, so two sessions do not both insert the row of one (role, schema, kind).
 */
#include "storage/catalog_default_acl.h"

#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog_acl.h"
#include "storage/catalog_internal.h"
#include "storage/control.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/xact_internal.h"

enum { Anum_d_oid, Anum_d_role, Anum_d_namespace, Anum_d_objtype, Anum_d_acl, Natts_d };

static void deform_row(HeapTuple tup, TupleDesc desc, DefaultAclRow *r)
{
    Datum v[Natts_d];
    bool n[Natts_d];
    heap_deform_tuple(tup, desc, v, n);
    r->oid = DatumGetObjectId(v[Anum_d_oid]);
    r->role = DatumGetObjectId(v[Anum_d_role]);
    r->nspoid = DatumGetObjectId(v[Anum_d_namespace]);
    r->objtype = (char)v[Anum_d_objtype];
    r->acl = catalog_acl_copy(v[Anum_d_acl], n[Anum_d_acl]);
    r->tid = tup->t_self;
}

List *catalog_default_acl_rows(void)
{
    RelationData rel;
    catalog_rel(DefaultAclRelationId, &rel);
    List *out = NIL;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        DefaultAclRow *r = palloc(sizeof(DefaultAclRow));
        deform_row(tup, rel.rd_att, r);
        out = lappend(out, r);
    }
    heap_endscan(scan);
    return out;
}

bool catalog_default_acl_find(Oid role, Oid nspoid, char objtype, DefaultAclRow *out)
{
    ListCell *lc;
    foreach (lc, catalog_default_acl_rows()) {
        DefaultAclRow *r = lfirst(lc);
        if (r->role == role && r->nspoid == nspoid && r->objtype == objtype) {
            *out = *r;
            return true;
        }
    }
    return false;
}

static void lock_default_acl(void)
{
    lock_relation(DefaultAclRelationId, ShareRowExclusiveLock);
    xact_note_catalog_change();
}

void catalog_default_acl_set(Oid role, Oid nspoid, char objtype, const varlena *acl)
{
    lock_default_acl();
    DefaultAclRow old;
    bool exists = catalog_default_acl_find(role, nspoid, objtype, &old);
    RelationData rel;
    catalog_rel(DefaultAclRelationId, &rel);
    if (acl == NULL) {
        if (exists)
            heap_delete(&rel, &old.tid);
    } else {
        Datum v[Natts_d];
        bool n[Natts_d] = {false};
        v[Anum_d_oid] = ObjectIdGetDatum(exists ? old.oid : control_assign_oid());
        v[Anum_d_role] = ObjectIdGetDatum(role);
        v[Anum_d_namespace] = ObjectIdGetDatum(nspoid);
        v[Anum_d_objtype] = (Datum)(uint8)objtype;
        v[Anum_d_acl] = PointerGetDatum(acl);
        HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
        if (exists)
            heap_update(&rel, &old.tid, tup);
        else
            heap_insert(&rel, tup);
        heap_freetuple(tup);
    }
    xact_command_counter_increment();
}

void catalog_default_acl_drop_namespace(Oid nspoid)
{
    ListCell *lc;
    foreach (lc, catalog_default_acl_rows()) {
        DefaultAclRow *r = lfirst(lc);
        if (r->nspoid == nspoid)
            catalog_default_acl_set(r->role, r->nspoid, r->objtype, NULL);
    }
}
