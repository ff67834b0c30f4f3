/*
 * autovacuum.h: the background worker that VACUUMs tables as their dead rows pile up.
 *
 * Every autovacuum_naptime it looks at each table's counters (storage/pgstat.h) and vacuums
 * those with more than autovacuum_vacuum_threshold + autovacuum_vacuum_scale_factor * live
 * rows dead, each in a transaction of its own, as PG's autovacuum does.
 */
#ifndef BASALT_AUTOVACUUM_H
#define BASALT_AUTOVACUUM_H

void autovacuum_start(void); /* after storage is up */
void autovacuum_stop(void);  /* before storage shuts down; waits for the current table */

#endif /* BASALT_AUTOVACUUM_H */
