/*
 * tempfile.h: buffered temporary files for work that outgrows work_mem (external sorts, hash
 * join batches).
 *
 * A temp file is created in DATADIR/base/pgsql_tmp and unlinked at once, so it takes disk
 * space only while open and never outlives the server, even after kill -9. Files are written
 * sequentially, then rewound and read back sequentially. The owner closes a file when done;
 * when a statement fails (or is cancelled) all of the session's files are closed at once
 * (tempfile_close_all, from the transaction's abort), so an error leaves nothing behind.
 */
#ifndef BASALT_TEMPFILE_H
#define BASALT_TEMPFILE_H

#include "common/basalt.h"

typedef struct TempFile TempFile;

TempFile *tempfile_create(void); /* ERROR (53100 / 58030) if the file cannot be made */
/* The same with a buffer of bufsize bytes instead of 64 KB (bufsize > 0). */
TempFile *tempfile_create_buffered(size_t bufsize);
void tempfile_write(TempFile *f, const void *data, size_t len);
void tempfile_rewind(TempFile *f); /* flush what was written; reads start at the beginning */
/* Read exactly len bytes; false at the end of the file (nothing read). */
bool tempfile_read(TempFile *f, void *data, size_t len);
uint64 tempfile_size(const TempFile *f); /* bytes written */
void tempfile_close(TempFile *f);
void tempfile_close_all(void); /* this thread's open temp files */
int tempfile_open_count(void);  /* this thread's, for tests */

#endif /* BASALT_TEMPFILE_H */
