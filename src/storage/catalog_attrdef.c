/*
 * catalog_attrdef.c: the pg_attrdef rows that hold column defaults.
 *
 * The one idea: a default is data about a column that only INSERT, UPDATE ... DEFAULT and
 * psql's \d read, so it lives in its own small heap, scanned in the current transaction like
 * pg_rewrite (catalog_view.c): setting it is a row delete plus insert and rolls back with the
 * transaction. The column order is catalog.c's (pg_attrdef_cols).
 */
#include "storage/catalog_attrdef.h"

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog_internal.h"
#include "storage/control.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/xact_internal.h"

enum { Anum_ad_oid, Anum_ad_adrelid, Anum_ad_adnum, Anum_ad_adbin, Natts_pg_attrdef };

/*
 * Visit the rows of relid (of column attnum, or all with attnum 0): the text of the first
 * into *text when asked, each deleted when delete. Returns whether one was found.
 */
static bool scan_defaults(Oid relid, int attnum, char **text, bool delete)
{
    RelationData rel;
    catalog_rel(AttrDefaultRelationId, &rel);
    Datum v[Natts_pg_attrdef];
    bool n[Natts_pg_attrdef];
    bool found = false;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        if (DatumGetObjectId(v[Anum_ad_adrelid]) != relid ||
            (attnum != 0 && DatumGetInt16(v[Anum_ad_adnum]) != attnum))
            continue;
        if (text && !found)
            *text = catalog_text_cstring(v[Anum_ad_adbin]);
        found = true;
        if (delete) {
            ItemPointerData tid = tup->t_self;
            heap_delete(&rel, &tid);
        } else if (attnum != 0)
            break;
    }
    heap_endscan(scan);
    return found;
}

static void lock_attrdef(void)
{
    lock_relation(AttrDefaultRelationId, RowExclusiveLock);
    xact_note_catalog_change();
}

void catalog_set_column_default(Oid relid, int attnum, const char *text)
{
    Assert(attnum > 0);
    lock_attrdef();
    scan_defaults(relid, attnum, NULL, true);
    if (text) {
        RelationData rel;
        catalog_rel(AttrDefaultRelationId, &rel);
        Datum v[Natts_pg_attrdef];
        bool n[Natts_pg_attrdef] = {false};
        v[Anum_ad_oid] = ObjectIdGetDatum(control_assign_oid());
        v[Anum_ad_adrelid] = ObjectIdGetDatum(relid);
        v[Anum_ad_adnum] = Int16GetDatum((int16)attnum);
        v[Anum_ad_adbin] = PointerGetDatum(catalog_cstring_text(text));
        HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
        heap_insert(&rel, tup);
        heap_freetuple(tup);
    }
    xact_command_counter_increment();
}

char *catalog_column_default(Oid relid, int attnum)
{
    char *text = NULL;
    scan_defaults(relid, attnum, &text, false);
    return text;
}

void catalog_drop_column_defaults(Oid relid)
{
    lock_attrdef();
    scan_defaults(relid, 0, NULL, true);
}
