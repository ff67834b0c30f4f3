/*
 * rowfile.c: one row at a time to and from a temp file (see rowfile.h).
 *
 * The format is private to the query that writes it: files never outlive their query, so
 * Datums are written in the machine's own byte order.
 */
#include "executor/rowfile.h"

#include "common/elog.h"

static uint32 value_length(int16 typlen, Datum value)
{
    const void *p = DatumGetPointer(value);
    if (typlen == -1)
        return (uint32)VARSIZE(p);
    if (typlen == -2)
        return (uint32)strlen(p) + 1;
    return (uint32)typlen;
}

void rowfile_write(TempFile *f, int natts, const int16 *typlen, const bool *typbyval,
                   const Datum *values, const bool *isnull)
{
    if (natts == 0) { /* a row of no columns is one byte, so that it can be counted */
        uint8 none = 0;
        tempfile_write(f, &none, 1);
    }
    for (int i = 0; i < natts; i++) {
        uint8 flag = isnull[i] ? 0 : 1;
        tempfile_write(f, &flag, 1);
        if (isnull[i])
            continue;
        if (typbyval[i]) {
            tempfile_write(f, &values[i], sizeof(Datum));
            continue;
        }
        uint32 len = value_length(typlen[i], values[i]);
        tempfile_write(f, &len, sizeof(len));
        tempfile_write(f, DatumGetPointer(values[i]), len);
    }
}

static pg_noreturn void truncated_row(void)
{
    elog(ERROR, "temporary file ended inside a row");
}

StoredRow *rowfile_read(TempFile *f, int natts, const int16 *typlen, const bool *typbyval,
                        MemoryContext cxt)
{
    uint8 flag;
    if (!tempfile_read(f, &flag, 1))
        return NULL;
    MemoryContext old = mcxt_switch_to(cxt);
    int n = natts > 0 ? natts : 1;
    StoredRow *row = palloc0(sizeof(StoredRow) + (sizeof(Datum) + sizeof(bool)) * (size_t)n);
    row->values = (Datum *)(row + 1);
    row->isnull = (bool *)(row->values + n);
    for (int i = 0; i < natts; i++) {
        if (i > 0 && !tempfile_read(f, &flag, 1))
            truncated_row();
        row->isnull[i] = flag == 0;
        if (row->isnull[i])
            continue;
        if (typbyval[i]) {
            if (!tempfile_read(f, &row->values[i], sizeof(Datum)))
                truncated_row();
            continue;
        }
        uint32 len;
        if (!tempfile_read(f, &len, sizeof(len)))
            truncated_row();
        char *p = palloc(len > 0 ? len : 1);
        if (len > 0 && !tempfile_read(f, p, len))
            truncated_row();
        row->values[i] = PointerGetDatum(p);
    }
    mcxt_switch_to(old);
    return row;
}
