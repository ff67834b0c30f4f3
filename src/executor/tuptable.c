/*
 * tuptable.c: tuple table slots, the containers rows travel in between executor nodes.
 *
 * A slot is a pair of arrays (values, null flags) plus the shape of each column (typlen,
 * typbyval) so that its row can be copied when a node must keep it beyond the next call of its
 * child. A slot either shows its own buffers (a row computed into it, or a heap tuple deformed
 * into it) or a StoredRow kept somewhere else: storing never copies, exec_row_copy does.
 */
#include "executor/execnodes.h"

#include "executor/builtins.h"
#include "planner/nodefuncs.h"
#include "storage/heaptuple.h"

TupleTableSlot *exec_slot_create(int natts, const Oid *types)
{
    TupleTableSlot *slot = palloc0(sizeof(TupleTableSlot));
    int n = natts > 0 ? natts : 1;

    slot->natts = natts;
    slot->values_buf = palloc0(sizeof(Datum) * (size_t)n);
    slot->isnull_buf = palloc0(sizeof(bool) * (size_t)n);
    slot->types = palloc0(sizeof(Oid) * (size_t)n);
    slot->typlen = palloc0(sizeof(int16) * (size_t)n);
    slot->typbyval = palloc0(sizeof(bool) * (size_t)n);
    for (int i = 0; i < natts; i++) {
        const TypeInfo *ti = types ? type_by_oid(types[i]) : NULL;
        slot->types[i] = types ? types[i] : InvalidOid;
        /* Unknown shapes (the ctid pseudo-column, pseudo-types) are treated as by-value. */
        slot->typlen[i] = ti ? ti->typlen : 8;
        slot->typbyval[i] = ti ? ti->typbyval : true;
        slot->isnull_buf[i] = true;
    }
    slot->tts_values = slot->values_buf;
    slot->tts_isnull = slot->isnull_buf;
    slot->tts_empty = true;
    return slot;
}

TupleTableSlot *exec_slot_create_for_desc(TupleDesc desc)
{
    Oid *types = palloc0(sizeof(Oid) * (size_t)(desc->natts + 1));
    for (int i = 0; i < desc->natts; i++)
        types[i] = TupleDescAttr(desc, i)->atttypid;
    return exec_slot_create(desc->natts, types);
}

TupleTableSlot *exec_slot_create_for_tlist(List *tlist)
{
    int n = list_length(tlist);
    Oid *types = palloc0(sizeof(Oid) * (size_t)(n > 0 ? n : 1));
    ListCell *lc;
    int i = 0;

    foreach (lc, tlist) {
        TargetEntry *tle = lfirst(lc);
        types[i++] = exprType((Node *)tle->expr);
    }
    return exec_slot_create(n, types);
}

void exec_slot_clear(TupleTableSlot *slot)
{
    slot->tts_values = slot->values_buf;
    slot->tts_isnull = slot->isnull_buf;
    slot->tts_empty = true;
}

TupleTableSlot *exec_slot_store_virtual(TupleTableSlot *slot)
{
    slot->tts_values = slot->values_buf;
    slot->tts_isnull = slot->isnull_buf;
    slot->tts_empty = false;
    return slot;
}

TupleTableSlot *exec_slot_store_row(TupleTableSlot *slot, StoredRow *row)
{
    slot->tts_values = row->values;
    slot->tts_isnull = row->isnull;
    slot->tts_tid = row->tid;
    slot->tts_empty = false;
    return slot;
}

TupleTableSlot *exec_slot_store_nulls(TupleTableSlot *slot)
{
    for (int i = 0; i < slot->natts; i++) {
        slot->values_buf[i] = (Datum)0;
        slot->isnull_buf[i] = true;
    }
    return exec_slot_store_virtual(slot);
}

TupleTableSlot *exec_slot_store_heap(TupleTableSlot *slot, HeapTuple tup, TupleDesc desc)
{
    Assert(desc->natts <= slot->natts);
    heap_deform_tuple(tup, desc, slot->values_buf, slot->isnull_buf);
    slot->tts_tid = tup->t_self;
    exec_slot_set_header(slot, tup->t_data);
    return exec_slot_store_virtual(slot);
}

void exec_slot_set_header(TupleTableSlot *slot, const HeapTupleHeaderData *th)
{
    /* PG shows the one raw command id of the header as both cmin and cmax; Basalt keeps
     * both, and cmax is the insert's until a delete (not a row lock) sets xmax */
    slot->tts_xmin = th->t_xmin;
    slot->tts_xmax = th->t_xmax;
    slot->tts_cmin = th->t_cid;
    slot->tts_cmax =
        th->t_xmax != 0 && !(th->t_infomask & HEAP_XMAX_LOCK_ONLY) ? th->t_cmax : th->t_cid;
}

Datum exec_datum_copy(Datum value, bool typbyval, int16 typlen)
{
    size_t len;
    void *p;

    if (typbyval)
        return value;
    if (typlen == -1)
        len = VARSIZE(DatumGetPointer(value));
    else if (typlen == -2)
        len = strlen(DatumGetCString(value)) + 1;
    else
        len = (size_t)typlen;
    p = palloc(len);
    memcpy(p, DatumGetPointer(value), len);
    return PointerGetDatum(p);
}

StoredRow *exec_row_copy(TupleTableSlot *slot, MemoryContext cxt)
{
    MemoryContext old = mcxt_switch_to(cxt);
    int n = slot->natts > 0 ? slot->natts : 1;
    StoredRow *row = palloc(sizeof(StoredRow) + (sizeof(Datum) + sizeof(bool)) * (size_t)n);

    row->values = (Datum *)(row + 1);
    row->isnull = (bool *)(row->values + n);
    row->tid = slot->tts_tid;
    for (int i = 0; i < slot->natts; i++) {
        row->isnull[i] = slot->tts_isnull[i];
        row->values[i] = row->isnull[i] ? (Datum)0
                                        : exec_datum_copy(slot->tts_values[i], slot->typbyval[i],
                                                          slot->typlen[i]);
    }
    mcxt_switch_to(old);
    return row;
}

void exec_row_free(StoredRow *row, TupleTableSlot *shape)
{
    for (int i = 0; i < shape->natts; i++)
        if (!row->isnull[i] && !shape->typbyval[i] && DatumGetPointer(row->values[i]) != NULL)
            pfree(DatumGetPointer(row->values[i]));
    pfree(row);
}

Datum exec_tid_to_datum(ItemPointerData tid)
{
    return (Datum)(((uint64)tid.ip_blkid << 16) | tid.ip_posid);
}

ItemPointerData exec_datum_to_tid(Datum d)
{
    ItemPointerData tid;
    tid.ip_blkid = (BlockNumber)((uint64)d >> 16);
    tid.ip_posid = (uint16)((uint64)d & 0xFFFF);
    return tid;
}
