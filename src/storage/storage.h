/*
 * storage.h: starting and stopping the storage layer as a whole.
 *
 * The data directory holds the heap files (base/<relfilenode>), the catalog (itself heap
 * tables), the commit log and a control file. storage_startup() opens it, sizes the buffer pool
 * and loads the catalog; storage_shutdown() flushes every dirty page and the commit log, so that
 * data written in one run is there in the next.
 */
#ifndef BASALT_STORAGE_H
#define BASALT_STORAGE_H

#include "common/basalt.h"

/* True if datadir holds an initialised Basalt data directory. */
bool storage_datadir_is_initialised(const char *datadir);
/* Create the files and the bootstrap catalog in an empty (or missing) datadir. */
void storage_init_datadir(const char *datadir);
void storage_startup(const char *datadir, int nbuffers);
void storage_shutdown(void);

#endif /* BASALT_STORAGE_H */
