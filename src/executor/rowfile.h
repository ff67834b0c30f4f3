/*
 * rowfile.h: rows written to a temp file and read back, for the nodes that spill past work_mem
 * (the external sort's runs, the hash join's batches).
 *
 * A row is its columns in order, each a NULL flag byte and, when not NULL, the value: by-value
 * Datums as they are, by-reference ones as a length and their bytes. The reader must know the
 * row's shape (the column count, typlen and typbyval of each), as the writer did.
 */
#ifndef BASALT_ROWFILE_H
#define BASALT_ROWFILE_H

#include "executor/execnodes.h"
#include "storage/tempfile.h"

void rowfile_write(TempFile *f, int natts, const int16 *typlen, const bool *typbyval,
                   const Datum *values, const bool *isnull);
/* The next row, allocated in cxt (by-reference values each in a chunk of their own, so that
 * exec_row_free frees it); NULL at the end of the file. */
StoredRow *rowfile_read(TempFile *f, int natts, const int16 *typlen, const bool *typbyval,
                        MemoryContext cxt);

#endif /* BASALT_ROWFILE_H */
