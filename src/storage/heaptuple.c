/*
 * heaptuple.c: forming and deforming heap tuples (layout in heaptuple.h).
 *
 * The one idea: a tuple's layout is fully determined by the TupleDesc's attlen/attbyval/
 * attalign and the null bitmap, so form and deform walk the columns with the same offset
 * arithmetic: align the offset for the column, then step over its length (fixed, the varlena
 * header's length, or a C string's length plus its NUL).
 */
#include "storage/heaptuple.h"

#include "common/elog.h"
#include "common/mcxt.h"

#define MaxTupleAttributeNumber 1664
#define BITMAPLEN(natts) (((natts) + 7) / 8)

size_t heap_align_for(char attalign, size_t off)
{
    switch (attalign) {
    case 'c':
        return off;
    case 's':
        return TYPEALIGN(2, off);
    case 'i':
        return TYPEALIGN(4, off);
    default:
        return TYPEALIGN(8, off);
    }
}

/* Bytes the value of att occupies in a tuple. */
static size_t value_length(Form_attribute att, Datum value)
{
    if (att->attlen > 0)
        return (size_t)att->attlen;
    if (att->attlen == -1)
        return VARSIZE(DatumGetPointer(value));
    if (att->attlen == -2)
        return strlen(DatumGetCString(value)) + 1;
    elog(ERROR, "unsupported attribute length %d", att->attlen);
}

static bool att_is_null(Form_attribute att, const bool *isnull, int i)
{
    return att->attisdropped || (isnull != NULL && isnull[i]);
}

static void store_value(char *dst, Form_attribute att, Datum value)
{
    if (att->attbyval) {
        switch (att->attlen) {
        case 1: {
            char v = (char)value;
            memcpy(dst, &v, 1);
            break;
        }
        case 2: {
            int16 v = (int16)value;
            memcpy(dst, &v, 2);
            break;
        }
        case 4: {
            int32 v = (int32)value;
            memcpy(dst, &v, 4);
            break;
        }
        case 8: {
            int64 v = (int64)value;
            memcpy(dst, &v, 8);
            break;
        }
        default:
            elog(ERROR, "unsupported by-value attribute length %d", att->attlen);
        }
    } else {
        memcpy(dst, DatumGetPointer(value), value_length(att, value));
    }
}

static Datum fetch_value(const char *src, Form_attribute att)
{
    if (!att->attbyval)
        return PointerGetDatum(src);
    switch (att->attlen) {
    case 1: {
        char v;
        memcpy(&v, src, 1);
        return (Datum)(int64)v;
    }
    case 2: {
        int16 v;
        memcpy(&v, src, 2);
        return Int16GetDatum(v);
    }
    case 4: {
        int32 v;
        memcpy(&v, src, 4);
        return Int32GetDatum(v);
    }
    case 8: {
        int64 v;
        memcpy(&v, src, 8);
        return Int64GetDatum(v);
    }
    default:
        elog(ERROR, "unsupported by-value attribute length %d", att->attlen);
    }
}

HeapTuple heap_form_tuple(TupleDesc desc, const Datum *values, const bool *isnull)
{
    int natts = desc->natts;
    if (natts > MaxTupleAttributeNumber)
        ereport(
            ERROR, errcode(ERRCODE_TOO_MANY_COLUMNS),
            errmsg("number of columns (%d) exceeds limit (%d)", natts, MaxTupleAttributeNumber));
    bool hasnull = false, hasvarwidth = false;
    size_t datalen = 0;
    for (int i = 0; i < natts; i++) {
        Form_attribute att = TupleDescAttr(desc, i);
        if (att_is_null(att, isnull, i)) {
            hasnull = true;
            continue;
        }
        if (att->attlen < 0)
            hasvarwidth = true;
        datalen = heap_align_for(att->attalign, datalen) + value_length(att, values[i]);
    }
    size_t hoff = MAXALIGN(SizeofHeapTupleHeader + (hasnull ? BITMAPLEN(natts) : 0));
    size_t len = hoff + datalen;
    if (len > 0x3FFFFFFF)
        ereport(
            ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
            errmsg("row is too big: size %zu, maximum size %zu", len, (size_t)MaxHeapTupleSize));

    HeapTuple tuple = palloc0(HEAPTUPLESIZE + len);
    tuple->t_len = (uint32)len;
    tuple->t_self.ip_blkid = InvalidBlockNumber;
    tuple->t_self.ip_posid = 0;
    tuple->t_tableOid = InvalidOid;
    HeapTupleHeader th = (HeapTupleHeader)((char *)tuple + HEAPTUPLESIZE);
    tuple->t_data = th;
    th->t_natts = (uint16)natts;
    th->t_hoff = (uint8)hoff;
    th->t_infomask = (uint16)((hasnull ? HEAP_HASNULL : 0) | (hasvarwidth ? HEAP_HASVARWIDTH : 0) |
                              HEAP_XMAX_INVALID);
    th->t_ctid = tuple->t_self;

    char *data = (char *)th + hoff;
    size_t off = 0;
    for (int i = 0; i < natts; i++) {
        Form_attribute att = TupleDescAttr(desc, i);
        if (att_is_null(att, isnull, i))
            continue;
        if (hasnull)
            th->t_bits[i / 8] |= (uint8)(1 << (i % 8));
        off = heap_align_for(att->attalign, off);
        store_value(data + off, att, values[i]);
        off += value_length(att, values[i]);
    }
    Assert(off == datalen);
    return tuple;
}

static bool tuple_att_isnull(HeapTupleHeader th, int i)
{
    if (i >= th->t_natts)
        return true;
    return (th->t_infomask & HEAP_HASNULL) && !(th->t_bits[i / 8] & (1 << (i % 8)));
}

bool heap_attisnull(HeapTuple tuple, int attnum)
{
    return tuple_att_isnull(tuple->t_data, attnum - 1);
}

void heap_deform_tuple(HeapTuple tuple, TupleDesc desc, Datum *values, bool *isnull)
{
    HeapTupleHeader th = tuple->t_data;
    const char *data = (const char *)th + th->t_hoff;
    int stored = Min((int)th->t_natts, desc->natts);
    size_t off = 0;
    for (int i = 0; i < desc->natts; i++) {
        Form_attribute att = TupleDescAttr(desc, i);
        if (i >= stored || tuple_att_isnull(th, i)) {
            values[i] = (Datum)0;
            isnull[i] = true;
            continue;
        }
        off = heap_align_for(att->attalign, off);
        if (NEVER(th->t_hoff + off >= tuple->t_len && att->attlen != 0)) {
            ereport(ERROR, errcode(ERRCODE_DATA_CORRUPTED),
                    errmsg("invalid tuple: attribute %d beyond the end of the tuple", i + 1));
        }
        values[i] = fetch_value(data + off, att);
        isnull[i] = att->attisdropped;
        if (att->attlen > 0)
            off += (size_t)att->attlen;
        else if (att->attlen == -1)
            off += VARSIZE(data + off);
        else
            off += strlen(data + off) + 1;
    }
}

HeapTuple heap_copytuple(HeapTuple tuple)
{
    if (tuple == NULL || tuple->t_data == NULL)
        return NULL;
    HeapTuple copy = palloc(HEAPTUPLESIZE + tuple->t_len);
    *copy = *tuple;
    copy->t_data = (HeapTupleHeader)((char *)copy + HEAPTUPLESIZE);
    memcpy(copy->t_data, tuple->t_data, tuple->t_len);
    return copy;
}

void heap_freetuple(HeapTuple tuple)
{
    if (tuple)
        pfree(tuple);
}
