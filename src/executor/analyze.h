/*
 * analyze.h: ANALYZE of one table (statistics into pg_statistic, see analyze.c).
 */
#ifndef BASALT_ANALYZE_H
#define BASALT_ANALYZE_H

#include "common/list.h"
#include "storage/heapam.h"

/* Sample rel and store the statistics of its columns (va_cols: a List of String column names,
 * NIL for all). The caller holds ShareUpdateExclusiveLock on rel. verbose: PG's INFO lines. */
void analyze_relation(Relation rel, List *va_cols, bool verbose);

#endif /* BASALT_ANALYZE_H */
