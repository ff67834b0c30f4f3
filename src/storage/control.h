/*
 * control.h: the control file and the counters it protects (next xid, next oid).
 *
 * DATADIR/global/pg_control holds the next xid and the next oid. While the server runs, the
 * file holds a limit ahead of the counters (xids and oids are reserved in chunks, as PG's
 * nextOid prefetch does), so that after a crash no xid or oid is handed out twice; a clean
 * shutdown writes the exact values.
 */
#ifndef BASALT_CONTROL_H
#define BASALT_CONTROL_H

#include "storage/xact.h"

#define FirstNormalObjectId 16384 /* user objects' oids start here, as in PG */

void control_create(const char *datadir); /* initdb: the first control file */
bool control_exists(const char *datadir);
void control_startup(const char *datadir);
void control_shutdown(void); /* write the exact counters */
TransactionId control_assign_xid(void);
TransactionId control_next_xid(void);
Oid control_assign_oid(void);

#endif /* BASALT_CONTROL_H */
