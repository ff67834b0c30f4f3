/*
 * catalog_object_acl.c: the rows of basalt_object_acl, the owners and acls of built-in
 * functions and of the database.
 *
 * The one idea: as pg_default_acl (catalog_default_acl.c), a small heap scanned in the current
 * transaction; a change is a new row version, so it rolls back with the transaction. The
 * column order is catalog.c's (basalt_object_acl_cols). Writers take a lock that conflicts with
 * itself, so two sessions do not both insert the row of one object.
 */
#include "storage/catalog_object_acl.h"

#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog_acl.h"
#include "storage/catalog_internal.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/xact_internal.h"

enum { Anum_o_classoid, Anum_o_objoid, Anum_o_owner, Anum_o_acl, Natts_o };

static void deform_row(HeapTuple tup, TupleDesc desc, ObjectAclRow *r)
{
    Datum v[Natts_o];
    bool n[Natts_o];
    heap_deform_tuple(tup, desc, v, n);
    r->classoid = DatumGetObjectId(v[Anum_o_classoid]);
    r->objoid = DatumGetObjectId(v[Anum_o_objoid]);
    r->owner = DatumGetObjectId(v[Anum_o_owner]);
    r->acl = catalog_acl_copy(v[Anum_o_acl], n[Anum_o_acl]);
    r->tid = tup->t_self;
}

List *catalog_object_acl_rows(void)
{
    RelationData rel;
    catalog_rel(ObjectAclRelationId, &rel);
    List *out = NIL;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        ObjectAclRow *r = palloc(sizeof(ObjectAclRow));
        deform_row(tup, rel.rd_att, r);
        out = lappend(out, r);
    }
    heap_endscan(scan);
    return out;
}

static bool find_row(Oid classoid, Oid objoid, ObjectAclRow *out)
{
    ListCell *lc;
    foreach (lc, catalog_object_acl_rows()) {
        ObjectAclRow *r = lfirst(lc);
        if (r->classoid == classoid && r->objoid == objoid) {
            *out = *r;
            return true;
        }
    }
    return false;
}

bool catalog_object_acl(Oid classoid, Oid objoid, Oid *owner, varlena **acl)
{
    ObjectAclRow r;
    if (!find_row(classoid, objoid, &r))
        return false;
    *owner = r.owner;
    *acl = r.acl;
    return true;
}

void catalog_set_object_acl(Oid classoid, Oid objoid, Oid owner, const varlena *acl)
{
    lock_relation(ObjectAclRelationId, ShareRowExclusiveLock);
    xact_note_catalog_change();
    ObjectAclRow old;
    bool exists = find_row(classoid, objoid, &old);
    RelationData rel;
    catalog_rel(ObjectAclRelationId, &rel);
    Datum v[Natts_o];
    bool n[Natts_o] = {false};
    v[Anum_o_classoid] = ObjectIdGetDatum(classoid);
    v[Anum_o_objoid] = ObjectIdGetDatum(objoid);
    v[Anum_o_owner] = ObjectIdGetDatum(owner);
    v[Anum_o_acl] = PointerGetDatum(acl);
    n[Anum_o_acl] = acl == NULL;
    HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
    if (exists)
        heap_update(&rel, &old.tid, tup);
    else
        heap_insert(&rel, tup);
    heap_freetuple(tup);
    xact_command_counter_increment();
}
