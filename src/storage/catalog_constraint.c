/*
 * catalog_constraint.c: the pg_constraint rows that hold CHECK constraints and foreign keys.
 *
 * The one idea: like a column default (catalog_attrdef.c), a CHECK constraint is data about a
 * table that only the statements writing rows and psql's \d read, so it lives in a small heap
 * scanned in the current transaction: adding or dropping one is a row insert or delete plus a
 * new version of the table's pg_class row (relchecks), and rolls back with the transaction.
 * relchecks is what lets INSERT skip the scan for the tables without constraints. The column
 * order is catalog.c's (pg_constraint_cols).
 */
#include "storage/catalog_constraint.h"

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
    Anum_con_oid,
    Anum_con_conname,
    Anum_con_connamespace,
    Anum_con_contype,
    Anum_con_condeferrable,
    Anum_con_condeferred,
    Anum_con_convalidated,
    Anum_con_conrelid,
    Anum_con_contypid,
    Anum_con_conindid,
    Anum_con_conparentid,
    Anum_con_confrelid,
    Anum_con_confupdtype,
    Anum_con_confdeltype,
    Anum_con_confmatchtype,
    Anum_con_conislocal,
    Anum_con_coninhcount,
    Anum_con_connoinherit,
    Anum_con_conkey,
    Anum_con_confkey,
    Anum_con_conbin,
    Anum_con_consrc,
    Natts_pg_constraint
};

#define INT2OID 21
#define ARRAY_DATA_OFFSET 24

/* conkey as PG's int2[]: header, ndim 1, no nulls, element int2, length, lower bound 1. */
static varlena *int2_array(const int16 *vals, int n)
{
    size_t size = ARRAY_DATA_OFFSET + sizeof(int16) * (size_t)n;
    char *a = palloc0(size);
    int32 hdr[4] = {0, 1, 0, INT2OID};
    int32 dim[2] = {n, 1};
    memcpy(a, hdr, sizeof hdr);
    memcpy(a + sizeof hdr, dim, sizeof dim);
    memcpy(a + ARRAY_DATA_OFFSET, vals, sizeof(int16) * (size_t)n);
    SET_VARSIZE(a, size);
    return (varlena *)a;
}

static int int2_array_parse(const varlena *v, int16 *vals, int max)
{
    if (VARSIZE(v) < ARRAY_DATA_OFFSET)
        return 0;
    int32 hdr[4], len;
    memcpy(hdr, v, sizeof hdr);
    if (hdr[1] != 1 || hdr[2] != 0)
        return 0;
    memcpy(&len, (const char *)v + 16, sizeof len);
    len = Min(len, max);
    len = Min(len, (int32)((VARSIZE(v) - ARRAY_DATA_OFFSET) / sizeof(int16)));
    memcpy(vals, (const char *)v + ARRAY_DATA_OFFSET, sizeof(int16) * (size_t)Max(len, 0));
    return Max(len, 0);
}

static void row_from_tuple(HeapTuple tup, TupleDesc desc, ConstraintRow *out)
{
    Datum v[Natts_pg_constraint];
    bool n[Natts_pg_constraint];
    heap_deform_tuple(tup, desc, v, n);
    memset(out, 0, sizeof(*out));
    out->oid = DatumGetObjectId(v[Anum_con_oid]);
    memcpy(out->conname, DatumGetCString(v[Anum_con_conname]), NAMEDATALEN);
    out->conname[NAMEDATALEN - 1] = '\0';
    out->connamespace = DatumGetObjectId(v[Anum_con_connamespace]);
    out->contype = (char)v[Anum_con_contype];
    out->conrelid = DatumGetObjectId(v[Anum_con_conrelid]);
    out->convalidated = DatumGetBool(v[Anum_con_convalidated]);
    out->connoinherit = DatumGetBool(v[Anum_con_connoinherit]);
    if (!n[Anum_con_conkey])
        out->nkeys = int2_array_parse((varlena *)DatumGetPointer(v[Anum_con_conkey]),
                                      out->conkey, (int)lengthof(out->conkey));
    out->confrelid = DatumGetObjectId(v[Anum_con_confrelid]);
    out->conindid = DatumGetObjectId(v[Anum_con_conindid]);
    out->confupdtype = (char)v[Anum_con_confupdtype];
    out->confdeltype = (char)v[Anum_con_confdeltype];
    out->confmatchtype = (char)v[Anum_con_confmatchtype];
    if (!n[Anum_con_confkey])
        int2_array_parse((varlena *)DatumGetPointer(v[Anum_con_confkey]), out->confkey,
                         (int)lengthof(out->confkey));
    out->conbin = n[Anum_con_conbin] ? pstrdup("") : catalog_text_cstring(v[Anum_con_conbin]);
    out->consrc = n[Anum_con_consrc] ? pstrdup(out->conbin)
                                     : catalog_text_cstring(v[Anum_con_consrc]);
}

typedef enum ConScan { CON_BY_REL, CON_BY_OID, CON_BY_NAME, CON_BY_REFERENCED, CON_BY_INDEX } ConScan;

/*
 * Visit the rows of relid (CON_BY_REL), the row with oid (CON_BY_OID), the rows named name in
 * nspoid (CON_BY_NAME), the foreign keys referencing relid (CON_BY_REFERENCED) or the UNIQUE
 * constraint of index key (CON_BY_INDEX), of contype
 * only unless it is 0: each one read into a List of ConstraintRow when rows is given, deleted
 * when del. Returns how many matched.
 */
static int scan_constraints(ConScan by, char contype, Oid key, const char *name, List **rows,
                            bool del)
{
    RelationData rel;
    catalog_rel(ConstraintRelationId, &rel);
    int found = 0;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        ConstraintRow r;
        row_from_tuple(tup, rel.rd_att, &r);
        bool match = by == CON_BY_REL          ? r.conrelid == key
                     : by == CON_BY_OID        ? r.oid == key
                     : by == CON_BY_REFERENCED ? r.confrelid == key && r.contype == 'f'
                     : by == CON_BY_INDEX      ? r.conindid == key && r.contype == 'u'
                                               : r.connamespace == key &&
                                                     strcmp(r.conname, name) == 0;
        if (!match || (contype != 0 && r.contype != contype))
            continue;
        found++;
        if (rows) {
            ConstraintRow *copy = palloc(sizeof(ConstraintRow));
            *copy = r;
            *rows = lappend(*rows, copy);
        }
        if (del) {
            ItemPointerData tid = tup->t_self;
            heap_delete(&rel, &tid);
        }
    }
    heap_endscan(scan);
    return found;
}

static void lock_constraints(void)
{
    lock_relation(ConstraintRelationId, RowExclusiveLock);
    xact_note_catalog_change();
}

/* Insert row as a pg_constraint row under row->oid (contype 0 is taken as CHECK). A UNIQUE
 * constraint keeps its index in conindid and, like a foreign key, no expression. */
static void insert_row(const ConstraintRow *row)
{
    RelationData rel;
    catalog_rel(ConstraintRelationId, &rel);
    Datum v[Natts_pg_constraint];
    bool n[Natts_pg_constraint] = {false};
    char name[NAMEDATALEN] = {0};
    memcpy(name, row->conname, strnlen(row->conname, NAMEDATALEN - 1));
    v[Anum_con_oid] = ObjectIdGetDatum(row->oid);
    v[Anum_con_conname] = PointerGetDatum(name);
    v[Anum_con_connamespace] = ObjectIdGetDatum(row->connamespace);
    bool fk = row->contype == 'f', unique = row->contype == 'u';
    v[Anum_con_contype] = (Datum)(uint8)(fk ? 'f' : unique ? 'u' : 'c');
    v[Anum_con_condeferrable] = BoolGetDatum(false);
    v[Anum_con_condeferred] = BoolGetDatum(false);
    v[Anum_con_convalidated] = BoolGetDatum(row->convalidated);
    v[Anum_con_conrelid] = ObjectIdGetDatum(row->conrelid);
    v[Anum_con_contypid] = ObjectIdGetDatum(InvalidOid);
    v[Anum_con_conindid] = ObjectIdGetDatum(fk || unique ? row->conindid : InvalidOid);
    v[Anum_con_conparentid] = ObjectIdGetDatum(InvalidOid);
    v[Anum_con_confrelid] = ObjectIdGetDatum(fk ? row->confrelid : InvalidOid);
    v[Anum_con_confupdtype] = (Datum)(uint8)(fk ? row->confupdtype : ' ');
    v[Anum_con_confdeltype] = (Datum)(uint8)(fk ? row->confdeltype : ' ');
    v[Anum_con_confmatchtype] = (Datum)(uint8)(fk ? row->confmatchtype : ' ');
    v[Anum_con_conislocal] = BoolGetDatum(true);
    v[Anum_con_coninhcount] = Int32GetDatum(0);
    v[Anum_con_connoinherit] = BoolGetDatum(fk || unique || row->connoinherit);
    if (row->nkeys > 0)
        v[Anum_con_conkey] = PointerGetDatum(int2_array(row->conkey, row->nkeys));
    else
        n[Anum_con_conkey] = true;
    if (fk)
        v[Anum_con_confkey] = PointerGetDatum(int2_array(row->confkey, row->nkeys));
    else
        n[Anum_con_confkey] = true;
    if (fk || unique) /* PG keeps no expression for a key */
        n[Anum_con_conbin] = n[Anum_con_consrc] = true;
    else {
        v[Anum_con_conbin] = PointerGetDatum(catalog_cstring_text(row->conbin));
        v[Anum_con_consrc] =
            PointerGetDatum(catalog_cstring_text(row->consrc ? row->consrc : row->conbin));
    }
    HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
    heap_insert(&rel, tup);
    heap_freetuple(tup);
    xact_command_counter_increment();
}

Oid catalog_add_check(ConstraintRow *row)
{
    lock_constraints();
    row->oid = control_assign_oid();
    row->contype = 'c';
    insert_row(row);
    catalog_count_checks(row->conrelid, 1);
    return row->oid;
}

Oid catalog_add_foreign_key(ConstraintRow *row)
{
    lock_constraints();
    row->oid = control_assign_oid();
    row->contype = 'f';
    insert_row(row);
    catalog_set_has_triggers(row->conrelid);
    if (row->confrelid != row->conrelid)
        catalog_set_has_triggers(row->confrelid);
    return row->oid;
}

Oid catalog_add_unique(ConstraintRow *row)
{
    lock_constraints();
    row->oid = control_assign_oid();
    row->contype = 'u';
    row->convalidated = true;
    insert_row(row);
    return row->oid;
}

bool catalog_unique_by_index(Oid indexoid, ConstraintRow *out)
{
    List *rows = NIL;
    if (scan_constraints(CON_BY_INDEX, 'u', indexoid, NULL, &rows, false) == 0)
        return false;
    *out = *(ConstraintRow *)linitial(rows);
    return true;
}

void catalog_rename_unique(Oid indexoid, const char *newname)
{
    ConstraintRow r;
    if (!catalog_unique_by_index(indexoid, &r))
        return;
    lock_constraints();
    scan_constraints(CON_BY_OID, 'u', r.oid, NULL, NULL, true);
    memset(r.conname, 0, sizeof(r.conname));
    memcpy(r.conname, newname, strnlen(newname, NAMEDATALEN - 1));
    insert_row(&r); /* the same oid: nothing refers to the row's tid */
}

static List *sorted_by_name(List *rows);

List *catalog_relation_fkeys(Oid relid)
{
    List *rows = NIL;
    scan_constraints(CON_BY_REL, 'f', relid, NULL, &rows, false);
    return sorted_by_name(rows);
}

List *catalog_referencing_fkeys(Oid relid)
{
    List *rows = NIL;
    scan_constraints(CON_BY_REFERENCED, 'f', relid, NULL, &rows, false);
    return sorted_by_name(rows);
}

bool catalog_constraint_by_oid(Oid oid, ConstraintRow *out)
{
    List *rows = NIL;
    if (scan_constraints(CON_BY_OID, 0, oid, NULL, &rows, false) == 0)
        return false;
    *out = *(ConstraintRow *)linitial(rows);
    return true;
}

void catalog_drop_foreign_key(Oid conoid)
{
    lock_constraints();
    if (scan_constraints(CON_BY_OID, 'f', conoid, NULL, NULL, true) > 0)
        xact_command_counter_increment();
}

static int by_name(const void *a, const void *b)
{
    const ConstraintRow *x = *(ConstraintRow *const *)a;
    const ConstraintRow *y = *(ConstraintRow *const *)b;
    return strcmp(x->conname, y->conname);
}

List *catalog_relation_checks(Oid relid)
{
    List *rows = NIL;
    scan_constraints(CON_BY_REL, 'c', relid, NULL, &rows, false);
    return sorted_by_name(rows);
}

static List *sorted_by_name(List *rows)
{
    int n = list_length(rows);
    if (n < 2)
        return rows;
    ConstraintRow **arr = palloc(sizeof(ConstraintRow *) * (size_t)n);
    ListCell *lc;
    foreach (lc, rows)
        arr[foreach_current_index(lc)] = lfirst(lc);
    qsort(arr, (size_t)n, sizeof(ConstraintRow *), by_name);
    List *sorted = NIL;
    for (int i = 0; i < n; i++)
        sorted = lappend(sorted, arr[i]);
    pfree(arr);
    return sorted;
}

bool catalog_check_by_oid(Oid oid, ConstraintRow *out)
{
    List *rows = NIL;
    if (scan_constraints(CON_BY_OID, 'c', oid, NULL, &rows, false) == 0)
        return false;
    *out = *(ConstraintRow *)linitial(rows);
    return true;
}

bool catalog_check_name_used(Oid nspoid, const char *name)
{
    return scan_constraints(CON_BY_NAME, 0, nspoid, name, NULL, false) > 0;
}

void catalog_drop_check(Oid relid, Oid conoid)
{
    lock_constraints();
    if (scan_constraints(CON_BY_OID, 'c', conoid, NULL, NULL, true) > 0) {
        xact_command_counter_increment();
        catalog_count_checks(relid, -1);
    }
}

void catalog_update_check_text(Oid relid, Oid conoid, const char *conbin, const char *consrc)
{
    ConstraintRow r;
    if (!catalog_check_by_oid(conoid, &r) || r.conrelid != relid)
        return;
    lock_constraints();
    scan_constraints(CON_BY_OID, 'c', conoid, NULL, NULL, true);
    r.conbin = (char *)conbin;
    r.consrc = (char *)consrc;
    insert_row(&r); /* the same oid: nothing refers to the row's tid */
}

void catalog_drop_relation_checks(Oid relid)
{
    lock_constraints();
    scan_constraints(CON_BY_REL, 0, relid, NULL, NULL, true);
    scan_constraints(CON_BY_INDEX, 'u', relid, NULL, NULL, true);
}
