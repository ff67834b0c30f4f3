/*
 * catalog_statistic.c: rows of pg_statistic.
 *
 * The one idea: a row is one column's statistics (StatisticRow) laid out in PG's column order
 * (catalog.c's descriptor); lookups scan the heap in the current transaction, like the
 * foreign-data catalogs, so ANALYZE inside a transaction block is seen by that transaction at
 * once, by others at commit, and not at all after a rollback.
 */
#include "storage/catalog_statistic.h"

#include <string.h>

#include "common/mcxt.h"
#include "storage/catalog_internal.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/xact.h"
#include "storage/xact_internal.h"

enum {
    A_starelid,
    A_staattnum,
    A_stainherit,
    A_stanullfrac,
    A_stawidth,
    A_stadistinct,
    A_stakind1,
    A_staop1 = A_stakind1 + STATISTIC_NUM_SLOTS,
    A_stacoll1 = A_staop1 + STATISTIC_NUM_SLOTS,
    A_stanumbers1 = A_stacoll1 + STATISTIC_NUM_SLOTS,
    A_stavalues1 = A_stanumbers1 + STATISTIC_NUM_SLOTS,
};
_Static_assert(A_stavalues1 + STATISTIC_NUM_SLOTS == Natts_pg_statistic, "pg_statistic layout");

static varlena *copy_varlena(Datum d)
{
    varlena *v = (varlena *)DatumGetPointer(d);
    varlena *c = palloc(VARSIZE(v));
    memcpy(c, v, VARSIZE(v));
    return c;
}

static void deform_row(HeapTuple tup, TupleDesc desc, StatisticRow *r)
{
    Datum v[Natts_pg_statistic];
    bool n[Natts_pg_statistic];
    heap_deform_tuple(tup, desc, v, n);
    memset(r, 0, sizeof(*r));
    r->starelid = DatumGetObjectId(v[A_starelid]);
    r->staattnum = DatumGetInt16(v[A_staattnum]);
    r->stainherit = DatumGetBool(v[A_stainherit]);
    r->stanullfrac = DatumGetFloat4(v[A_stanullfrac]);
    r->stawidth = DatumGetInt32(v[A_stawidth]);
    r->stadistinct = DatumGetFloat4(v[A_stadistinct]);
    for (int i = 0; i < STATISTIC_NUM_SLOTS; i++) {
        r->stakind[i] = DatumGetInt16(v[A_stakind1 + i]);
        r->staop[i] = DatumGetObjectId(v[A_staop1 + i]);
        r->stacoll[i] = DatumGetObjectId(v[A_stacoll1 + i]);
        r->stanumbers[i] = n[A_stanumbers1 + i] ? NULL : copy_varlena(v[A_stanumbers1 + i]);
        r->stavalues[i] = n[A_stavalues1 + i] ? NULL : copy_varlena(v[A_stavalues1 + i]);
    }
}

static HeapTuple form_row(const StatisticRow *r, TupleDesc desc)
{
    Datum v[Natts_pg_statistic];
    bool n[Natts_pg_statistic] = {false};
    v[A_starelid] = ObjectIdGetDatum(r->starelid);
    v[A_staattnum] = Int16GetDatum(r->staattnum);
    v[A_stainherit] = BoolGetDatum(r->stainherit);
    v[A_stanullfrac] = Float4GetDatum(r->stanullfrac);
    v[A_stawidth] = Int32GetDatum(r->stawidth);
    v[A_stadistinct] = Float4GetDatum(r->stadistinct);
    for (int i = 0; i < STATISTIC_NUM_SLOTS; i++) {
        v[A_stakind1 + i] = Int16GetDatum(r->stakind[i]);
        v[A_staop1 + i] = ObjectIdGetDatum(r->staop[i]);
        v[A_stacoll1 + i] = ObjectIdGetDatum(r->stacoll[i]);
        v[A_stanumbers1 + i] = PointerGetDatum(r->stanumbers[i]);
        n[A_stanumbers1 + i] = r->stanumbers[i] == NULL;
        v[A_stavalues1 + i] = PointerGetDatum(r->stavalues[i]);
        n[A_stavalues1 + i] = r->stavalues[i] == NULL;
    }
    return heap_form_tuple(desc, v, n);
}

/* Visit the visible rows of a table's column (attnum 0: all); delete them if del. */
static bool scan_rows(Oid relid, int attnum, bool del, StatisticRow *out)
{
    RelationData rel;
    catalog_rel(StatisticRelationId, &rel);
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    bool found = false;
    Datum v[Natts_pg_statistic];
    bool n[Natts_pg_statistic];
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        if (DatumGetObjectId(v[A_starelid]) != relid ||
            (attnum != 0 && DatumGetInt16(v[A_staattnum]) != attnum))
            continue;
        found = true;
        if (del) {
            ItemPointerData tid = tup->t_self;
            heap_delete(&rel, &tid);
            continue;
        }
        if (out)
            deform_row(tup, rel.rd_att, out);
        break;
    }
    heap_endscan(scan);
    return found;
}

void catalog_statistic_delete(Oid relid, int attnum)
{
    lock_relation(StatisticRelationId, RowExclusiveLock);
    scan_rows(relid, attnum, true, NULL);
}

void catalog_statistic_store(const StatisticRow *row)
{
    RelationData rel;
    catalog_rel(StatisticRelationId, &rel);
    lock_relation(StatisticRelationId, RowExclusiveLock);
    xact_note_catalog_change(); /* plans made with the old statistics are made again */
    scan_rows(row->starelid, row->staattnum, true, NULL);
    HeapTuple tup = form_row(row, rel.rd_att);
    heap_insert(&rel, tup);
    heap_freetuple(tup);
    xact_command_counter_increment(); /* a second ANALYZE of the column in one statement */
}

bool catalog_statistic_fetch(Oid relid, int attnum, StatisticRow *out)
{
    return attnum > 0 && scan_rows(relid, attnum, false, out);
}

bool catalog_statistic_exists(Oid relid)
{
    return scan_rows(relid, 0, false, NULL);
}
