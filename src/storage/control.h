/*
 * control.h: the control file and the counters it protects (next xid, next oid).
 *
 * DATADIR/global/pg_control holds the next xid and the next oid. While the server runs, the
 * file holds a limit ahead of the counters (xids and oids are reserved in chunks, as PG's
 * nextOid prefetch does), so that after a crash no xid or oid is handed out twice; a clean
 * shutdown writes the exact values. The file also names the last checkpoint, where crash
 * recovery starts replaying the write-ahead log, and the state the server was in.
 */
#ifndef BASALT_CONTROL_H
#define BASALT_CONTROL_H

#include "storage/xact.h"

#define FirstNormalObjectId 16384 /* user objects' oids start here, as in PG */

/* What the server was doing when the control file was last written (PG's DBState). */
typedef enum DBState {
    DB_SHUTDOWNED = 1,        /* clean shutdown: the last checkpoint is the end of the WAL */
    DB_IN_PRODUCTION = 2,     /* running, or crashed while running */
    DB_IN_CRASH_RECOVERY = 3, /* replaying the WAL (a crash here replays again) */
} DBState;

typedef struct ControlCheckpoint {
    uint64 checkpoint_lsn; /* start of the last checkpoint record, 0 before the first */
    uint64 redo_lsn;       /* where replay starts: the WAL insert position when it began */
    DBState state;
} ControlCheckpoint;

void control_create(const char *datadir); /* initdb: the first control file */
bool control_exists(const char *datadir);
void control_startup(const char *datadir);
void control_shutdown(void); /* write the exact counters */
TransactionId control_assign_xid(void);
TransactionId control_next_xid(void);
Oid control_assign_oid(void);
Oid control_next_oid(void);
ControlCheckpoint control_get_checkpoint(void);
void control_set_checkpoint(ControlCheckpoint c); /* written at once, atomically */
/* Recovery saw this xid in the WAL: never hand it (or anything below) out again. */
void control_advance_xid(TransactionId past);

#endif /* BASALT_CONTROL_H */
