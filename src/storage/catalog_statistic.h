/*
 * catalog_statistic.h: pg_statistic (2619), the per-column statistics ANALYZE gathers.
 *
 * PostgreSQL's columns and slot layout: five slots, each a kind (STATISTIC_KIND_*), the
 * operator and collation it was computed with, numbers (float4[]) and values. One difference:
 * stavaluesN is a text[] of the values' output forms, since the catalog column cannot change
 * its type per row as PG's anyarray does (its text form prints as PG's does). Storage keeps both
 * arrays as opaque varlenas; the executor builds them and the planner reads them. Rows are
 * scanned in the current transaction (no cache), so ANALYZE's rows are MVCC-visible and roll
 * back with it.
 */
#ifndef BASALT_CATALOG_STATISTIC_H
#define BASALT_CATALOG_STATISTIC_H

#include "storage/heapam.h"

#define StatisticRelationId 2619
#define STATISTIC_NUM_SLOTS 5
#define Natts_pg_statistic (6 + 5 * STATISTIC_NUM_SLOTS)

/* Slot kinds, as PG's pg_statistic.h */
#define STATISTIC_KIND_MCV 1
#define STATISTIC_KIND_HISTOGRAM 2
#define STATISTIC_KIND_CORRELATION 3

typedef struct StatisticRow {
    Oid starelid;
    int16 staattnum;
    bool stainherit;
    float stanullfrac;
    int32 stawidth;
    float stadistinct; /* > 0: count; < 0: minus the fraction of rows; 0: unknown */
    int16 stakind[STATISTIC_NUM_SLOTS];
    Oid staop[STATISTIC_NUM_SLOTS];
    Oid stacoll[STATISTIC_NUM_SLOTS];
    varlena *stanumbers[STATISTIC_NUM_SLOTS]; /* float4[] or NULL */
    varlena *stavalues[STATISTIC_NUM_SLOTS];  /* text[] or NULL */
} StatisticRow;

/* Replace the row of (row->starelid, row->staattnum) with row. The caller holds a lock on the
 * table that keeps other ANALYZEs of it out (ShareUpdateExclusiveLock). */
void catalog_statistic_store(const StatisticRow *row);
/* The row this transaction sees for a column (palloc'd arrays); false if there is none. */
bool catalog_statistic_fetch(Oid relid, int attnum, StatisticRow *out);
/* Delete the rows of a table's column (attnum 0: of all its columns). */
void catalog_statistic_delete(Oid relid, int attnum);
/* Whether a table has any statistics row this transaction sees. */
bool catalog_statistic_exists(Oid relid);

#endif /* BASALT_CATALOG_STATISTIC_H */
