/*
 * tupdesc.c: creating and copying tuple descriptors (tupdesc.h).
 *
 * A TupleDesc is one palloc chunk (header and attributes together), so a copy is one memcpy
 * and freeing it is one pfree.
 */
#include "storage/tupdesc.h"

#include "common/mcxt.h"

TupleDesc tupdesc_create(int natts)
{
    Assert(natts >= 0);
    TupleDesc td = palloc0(sizeof(TupleDescData) + (size_t)natts * sizeof(FormData_attribute));
    td->natts = natts;
    for (int i = 0; i < natts; i++) {
        td->attrs[i].attnum = (int16)(i + 1);
        td->attrs[i].atttypmod = -1;
    }
    return td;
}

TupleDesc tupdesc_copy(TupleDesc src)
{
    size_t size = sizeof(TupleDescData) + (size_t)src->natts * sizeof(FormData_attribute);
    TupleDesc td = palloc(size);
    memcpy(td, src, size);
    return td;
}
