/*
 * catalog_sequence.c: the pg_sequence rows (a sequence's parameters) and the pg_depend rows
 * that make a column the owner of a sequence (serial, OWNED BY).
 *
 * The one idea: like pg_attrdef (catalog_attrdef.c), both are small heaps scanned in the
 * current transaction; a change is a row delete plus insert, rolled back with the transaction.
 * An ownership link is PG's: classid and refclassid pg_class, objid the sequence, refobjid the
 * table, refobjsubid the column, deptype 'a' ('i' for an identity column's). Column orders
 * are catalog.c's.
 */
#include "storage/catalog_sequence.h"

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog_internal.h"
#include "storage/catalog_view.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/xact_internal.h"

enum {
    Anum_seq_seqrelid,
    Anum_seq_seqtypid,
    Anum_seq_seqstart,
    Anum_seq_seqincrement,
    Anum_seq_seqmax,
    Anum_seq_seqmin,
    Anum_seq_seqcache,
    Anum_seq_seqcycle,
    Natts_pg_sequence
};
enum {
    Anum_dep_classid,
    Anum_dep_objid,
    Anum_dep_objsubid,
    Anum_dep_refclassid,
    Anum_dep_refobjid,
    Anum_dep_refobjsubid,
    Anum_dep_deptype,
    Natts_pg_depend
};

static void form_from_values(const Datum *v, SequenceForm *out)
{
    out->seqrelid = DatumGetObjectId(v[Anum_seq_seqrelid]);
    out->seqtypid = DatumGetObjectId(v[Anum_seq_seqtypid]);
    out->seqstart = DatumGetInt64(v[Anum_seq_seqstart]);
    out->seqincrement = DatumGetInt64(v[Anum_seq_seqincrement]);
    out->seqmax = DatumGetInt64(v[Anum_seq_seqmax]);
    out->seqmin = DatumGetInt64(v[Anum_seq_seqmin]);
    out->seqcache = DatumGetInt64(v[Anum_seq_seqcache]);
    out->seqcycle = DatumGetBool(v[Anum_seq_seqcycle]);
}

/* The row of relid: copied to *out when asked, deleted when delete. Whether there was one. */
static bool scan_sequence(Oid relid, SequenceForm *out, bool delete)
{
    RelationData rel;
    catalog_rel(SequenceRelationId, &rel);
    Datum v[Natts_pg_sequence];
    bool n[Natts_pg_sequence];
    bool found = false;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while (!found && (tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        if (DatumGetObjectId(v[Anum_seq_seqrelid]) != relid)
            continue;
        found = true;
        if (out)
            form_from_values(v, out);
        if (delete) {
            ItemPointerData tid = tup->t_self;
            heap_delete(&rel, &tid);
        }
    }
    heap_endscan(scan);
    return found;
}

static void lock_catalog(Oid catalog)
{
    lock_relation(catalog, RowExclusiveLock);
    xact_note_catalog_change();
}

void catalog_set_sequence(const SequenceForm *form)
{
    lock_catalog(SequenceRelationId);
    scan_sequence(form->seqrelid, NULL, true);
    RelationData rel;
    catalog_rel(SequenceRelationId, &rel);
    Datum v[Natts_pg_sequence];
    bool n[Natts_pg_sequence] = {false};
    v[Anum_seq_seqrelid] = ObjectIdGetDatum(form->seqrelid);
    v[Anum_seq_seqtypid] = ObjectIdGetDatum(form->seqtypid);
    v[Anum_seq_seqstart] = Int64GetDatum(form->seqstart);
    v[Anum_seq_seqincrement] = Int64GetDatum(form->seqincrement);
    v[Anum_seq_seqmax] = Int64GetDatum(form->seqmax);
    v[Anum_seq_seqmin] = Int64GetDatum(form->seqmin);
    v[Anum_seq_seqcache] = Int64GetDatum(form->seqcache);
    v[Anum_seq_seqcycle] = BoolGetDatum(form->seqcycle);
    HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
    heap_insert(&rel, tup);
    heap_freetuple(tup);
    xact_command_counter_increment();
}

bool catalog_sequence_form(Oid relid, SequenceForm *out)
{
    return scan_sequence(relid, out, false);
}

/* ---------------------------------------------------------------- ownership (pg_depend) */

typedef struct OwnerLink {
    Oid seqid, relid;
    int attnum;
} OwnerLink;

static bool is_owner_link(const Datum *v)
{
    return DatumGetObjectId(v[Anum_dep_classid]) == RelationRelationId &&
           DatumGetObjectId(v[Anum_dep_refclassid]) == RelationRelationId &&
           ((char)DatumGetInt32(v[Anum_dep_deptype]) == 'a' ||
            (char)DatumGetInt32(v[Anum_dep_deptype]) == 'i');
}

/*
 * Visit the ownership links matching seqid (or any, InvalidOid) and relid (or any) and
 * attnum (or any, 0): appended to *links when asked, deleted when delete.
 */
static void scan_owner_links(Oid seqid, Oid relid, int attnum, List **seqs, bool delete)
{
    RelationData rel;
    catalog_rel(DependRelationId, &rel);
    Datum v[Natts_pg_depend];
    bool n[Natts_pg_depend];
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        if (!is_owner_link(v))
            continue;
        if ((seqid != InvalidOid && DatumGetObjectId(v[Anum_dep_objid]) != seqid) ||
            (relid != InvalidOid && DatumGetObjectId(v[Anum_dep_refobjid]) != relid) ||
            (attnum != 0 && DatumGetInt32(v[Anum_dep_refobjsubid]) != attnum))
            continue;
        if (seqs) {
            OwnerLink *l = palloc(sizeof(OwnerLink));
            l->seqid = DatumGetObjectId(v[Anum_dep_objid]);
            l->relid = DatumGetObjectId(v[Anum_dep_refobjid]);
            l->attnum = DatumGetInt32(v[Anum_dep_refobjsubid]);
            *seqs = lappend(*seqs, l);
        }
        if (delete) {
            ItemPointerData tid = tup->t_self;
            heap_delete(&rel, &tid);
        }
    }
    heap_endscan(scan);
}

void catalog_set_sequence_owner(Oid seqid, Oid relid, int attnum, char deptype)
{
    lock_catalog(DependRelationId);
    scan_owner_links(seqid, InvalidOid, 0, NULL, true);
    if (relid != InvalidOid) {
        RelationData rel;
        catalog_rel(DependRelationId, &rel);
        Datum v[Natts_pg_depend];
        bool n[Natts_pg_depend] = {false};
        v[Anum_dep_classid] = ObjectIdGetDatum(RelationRelationId);
        v[Anum_dep_objid] = ObjectIdGetDatum(seqid);
        v[Anum_dep_objsubid] = Int32GetDatum(0);
        v[Anum_dep_refclassid] = ObjectIdGetDatum(RelationRelationId);
        v[Anum_dep_refobjid] = ObjectIdGetDatum(relid);
        v[Anum_dep_refobjsubid] = Int32GetDatum(attnum);
        v[Anum_dep_deptype] = (Datum)(uint8)deptype;
        HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
        heap_insert(&rel, tup);
        heap_freetuple(tup);
    }
    xact_command_counter_increment();
}

bool catalog_sequence_owner(Oid seqid, Oid *relid, int *attnum)
{
    List *links = NIL;
    scan_owner_links(seqid, InvalidOid, 0, &links, false);
    if (links == NIL)
        return false;
    OwnerLink *l = linitial(links);
    *relid = l->relid;
    *attnum = l->attnum;
    return true;
}

List *catalog_owned_sequences(Oid relid, int attnum)
{
    List *links = NIL, *out = NIL;
    scan_owner_links(InvalidOid, relid, attnum, &links, false);
    ListCell *lc;
    foreach (lc, links)
        out = lappend_oid(out, ((OwnerLink *)lfirst(lc))->seqid);
    return out;
}

void catalog_sequence_forget(Oid seqid)
{
    lock_catalog(SequenceRelationId);
    scan_sequence(seqid, NULL, true);
    lock_catalog(DependRelationId);
    scan_owner_links(seqid, InvalidOid, 0, NULL, true);
}
