/*
 * catalog_comment.c: the pg_description rows that hold COMMENT ON's texts.
 *
 * The one idea: as pg_attrdef (catalog_attrdef.c), a small heap scanned in the current
 * transaction; setting a comment deletes the old row and inserts the new one, so it rolls
 * back with the transaction. The column order is catalog.c's (pg_description_cols).
 */
#include "storage/catalog_comment.h"

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog_internal.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/xact_internal.h"

enum { Anum_d_objoid, Anum_d_classoid, Anum_d_objsubid, Anum_d_description, Natts_pg_description };

/* Visit the rows of (objoid, classoid) and subid (-1: any): the first one's text into *text
 * when asked, each deleted when delete. */
static void scan_comments(Oid objoid, Oid classoid, int subid, char **text, bool delete)
{
    RelationData rel;
    catalog_rel(DescriptionRelationId, &rel);
    Datum v[Natts_pg_description];
    bool n[Natts_pg_description];
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        if (DatumGetObjectId(v[Anum_d_objoid]) != objoid ||
            DatumGetObjectId(v[Anum_d_classoid]) != classoid ||
            (subid >= 0 && DatumGetInt32(v[Anum_d_objsubid]) != subid))
            continue;
        if (text && *text == NULL)
            *text = catalog_text_cstring(v[Anum_d_description]);
        if (delete) {
            ItemPointerData tid = tup->t_self;
            heap_delete(&rel, &tid);
        } else if (subid >= 0)
            break;
    }
    heap_endscan(scan);
}

static void lock_descriptions(void)
{
    lock_relation(DescriptionRelationId, RowExclusiveLock);
    xact_note_catalog_change();
}

void catalog_set_comment(Oid objoid, Oid classoid, int subid, const char *text)
{
    Assert(subid >= 0);
    lock_descriptions();
    scan_comments(objoid, classoid, subid, NULL, true);
    if (text) {
        RelationData rel;
        catalog_rel(DescriptionRelationId, &rel);
        Datum v[Natts_pg_description];
        bool n[Natts_pg_description] = {false};
        v[Anum_d_objoid] = ObjectIdGetDatum(objoid);
        v[Anum_d_classoid] = ObjectIdGetDatum(classoid);
        v[Anum_d_objsubid] = Int32GetDatum(subid);
        v[Anum_d_description] = PointerGetDatum(catalog_cstring_text(text));
        HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
        heap_insert(&rel, tup);
        heap_freetuple(tup);
    }
    xact_command_counter_increment();
}

char *catalog_comment(Oid objoid, Oid classoid, int subid)
{
    char *text = NULL;
    scan_comments(objoid, classoid, subid, &text, false);
    return text;
}

void catalog_drop_comments(Oid objoid, Oid classoid, int subid)
{
    lock_descriptions();
    scan_comments(objoid, classoid, subid, NULL, true);
}
