/*
 * tuplesort.h: sorting rows within work_mem, spilling to disk past it (PG's tuplesort).
 *
 * Rows are put one at a time (copied), then read back in order. In memory the sort works on
 * (abbreviated key, row) items: the first key's value reduced to 64 bits that compare as an
 * unsigned integer, so most comparisons touch neither the row nor a comparison function.
 * Past work_mem, sorted runs go to temp files and are merged with a heap, at most a bounded
 * number at a time (more runs take several passes). With a bound (ORDER BY ... LIMIT n) only
 * the best n rows are kept, in a heap (top-N heapsort).
 */
#ifndef BASALT_TUPLESORT_H
#define BASALT_TUPLESORT_H

#include "executor/execnodes.h"

typedef struct Tuplesort Tuplesort;

typedef struct TuplesortKey {
    int col;       /* 0-based column of the row */
    Oid cmpfunc;   /* three-way comparison proc */
    Oid collation;
    bool reverse;  /* DESC */
    bool nullsFirst;
} TuplesortKey;

typedef enum TuplesortMethod {
    TSS_QUICKSORT,      /* "quicksort": all in memory (a merge sort, stable) */
    TSS_TOP_N,          /* "top-N heapsort" */
    TSS_EXTERNAL_MERGE, /* "external merge" */
} TuplesortMethod;

typedef struct TuplesortStats {
    TuplesortMethod method;
    long space_kb;  /* peak memory, or disk for an external merge */
    bool on_disk;
    int nruns;      /* runs written */
    bool abbreviated; /* abbreviated keys were used to the end */
} TuplesortStats;

/* shape: a slot of the rows' shape (types, lengths). bound < 0: no bound. */
Tuplesort *tuplesort_begin(TupleTableSlot *shape, int nkeys, const TuplesortKey *keys,
                           int64 bound, long work_mem_kb);
/* The planner's estimate of the input rows, for the progress report until they are all in. */
void tuplesort_set_estimate(Tuplesort *ts, double rows);
void tuplesort_put(Tuplesort *ts, TupleTableSlot *slot);
void tuplesort_done(Tuplesort *ts); /* all rows are in: sort (and merge) */
/* The next row in order into slot (valid until the next call); false at the end. */
bool tuplesort_get(Tuplesort *ts, TupleTableSlot *slot);
void tuplesort_stats(const Tuplesort *ts, TuplesortStats *out);
void tuplesort_end(Tuplesort *ts); /* frees memory and temp files */

/* The stats of the last sort a Sort node ran (EXPLAIN ANALYZE); false if none ran yet. */
bool exec_sort_stats(PlanState *ps, TuplesortStats *out);

/* An Incremental Sort's sorts of one kind (full-sort or pre-sorted groups), for EXPLAIN
 * ANALYZE: methods is a bit set of 1 << TuplesortMethod. */
typedef struct IncSortGroupStats {
    int64 groups;
    int methods;
    long mem_total_kb, mem_peak_kb;
    long disk_total_kb, disk_peak_kb;
} IncSortGroupStats;

typedef struct IncSortStats {
    IncSortGroupStats full, prefix;
} IncSortStats;

/* The groups an Incremental Sort node sorted so far; false if ps is no such node. */
bool exec_incsort_stats(PlanState *ps, IncSortStats *out);

#endif /* BASALT_TUPLESORT_H */
