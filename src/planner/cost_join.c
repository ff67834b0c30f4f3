/*
 * cost_join.c: PG 15's cost of a nested loop, a hash join and a merge join from their inputs'
 * costs.
 *
 * As in PG, a disabled method (enable_nestloop / enable_hashjoin / enable_mergejoin off) is
 * made very expensive (PATH_DISABLE_COST on its startup cost), so that a query with no other
 * way still gets a plan (the planner, as PG 15, does not even consider disabled hash and merge
 * joins except for FULL joins). A hash join whose inner side does not fit in work_mem *
 * hash_mem_multiplier is charged PG's I/O for its batch files, from the widths the planner
 * estimates for its inputs.
 */
#include "planner/cost_join.h"

#include <limits.h>
#include <math.h>

#include "common/guc.h"
#include "storage/page.h"

void costjoin_input(CostJoinInput *in, double rows, double startup_cost, double total_cost)
{
    in->rows = rows < 1.0 ? 1.0 : rows;
    in->width = 0;
    in->startup_cost = startup_cost;
    in->total_cost = total_cost;
    in->rescan_startup_cost = startup_cost;
    in->rescan_total_cost = total_cost;
}

void costjoin_material(const CostParams *cp, CostJoinInput *in)
{
    /* PG's cost_material: 2 x cpu_operator_cost per row stored, and a rescan only reads the
     * stored rows back (cost_rescan: cpu_operator_cost per row). */
    in->total_cost += 2.0 * cp->cpu_operator_cost * in->rows;
    in->rescan_startup_cost = 0;
    in->rescan_total_cost = cp->cpu_operator_cost * in->rows;
}

void costjoin_nestloop(const CostParams *cp, const CostJoinInput *outer,
                       const CostJoinInput *inner, double qual_cost, double *startup_cost,
                       double *total_cost)
{
    double startup = outer->startup_cost + inner->startup_cost;
    double run = outer->total_cost - outer->startup_cost;
    double inner_run = inner->total_cost - inner->startup_cost;
    double inner_rescan_run = inner->rescan_total_cost - inner->rescan_startup_cost;

    run += inner_run;
    if (outer->rows > 1) {
        run += (outer->rows - 1) * inner->rescan_startup_cost;
        run += (outer->rows - 1) * inner_rescan_run;
    }
    /* every candidate pair pays cpu_tuple_cost and the join conditions */
    run += (cp->cpu_tuple_cost + qual_cost) * outer->rows * inner->rows;
    if (!cp->enable_nestloop)
        startup += PATH_DISABLE_COST;
    *startup_cost = startup;
    *total_cost = startup + run;
}

void costjoin_nestloop_semi(const CostParams *cp, const CostJoinInput *outer,
                            const CostJoinInput *inner, double qual_cost, bool probed,
                            const CostSemiFactors *sf, double *startup_cost, double *total_cost)
{
    double startup = outer->startup_cost + inner->startup_cost;
    double run = outer->total_cost - outer->startup_cost;
    double inner_run = inner->total_cost - inner->startup_cost;
    double inner_rescan_run = inner->rescan_total_cost - inner->rescan_startup_cost;
    double matched = rint(outer->rows * sf->outer_match_frac);
    double unmatched = outer->rows - matched;
    double scan_frac = 2.0 / (sf->match_count + 1.0);
    double pairs = matched * inner->rows * scan_frac;

    if (outer->rows > 1)
        run += (outer->rows - 1) * inner->rescan_startup_cost;
    if (probed) {
        /* a probe reads only the matching rows, up to the first that passes; one that finds
         * none costs about its first row */
        run += inner_run * scan_frac;
        if (matched > 1)
            run += (matched - 1) * inner_rescan_run * scan_frac;
        run += unmatched * inner_rescan_run / inner->rows;
    } else {
        /* an unmatched outer row reads the whole inner side; one full first scan is charged */
        pairs += unmatched * inner->rows;
        run += inner_run;
        if (unmatched >= 1)
            unmatched -= 1;
        else
            matched -= 1;
        if (matched > 0)
            run += matched * inner_rescan_run * scan_frac;
        if (unmatched > 0)
            run += unmatched * inner_rescan_run;
    }
    run += (cp->cpu_tuple_cost + qual_cost) * pairs;
    if (!cp->enable_nestloop)
        startup += PATH_DISABLE_COST;
    *startup_cost = startup;
    *total_cost = startup + run;
}

/* A one-batch hash join whose probes compare bucket_compares hash keys in all. */
static void hashjoin_cost(const CostParams *cp, const CostJoinInput *outer,
                          const CostJoinInput *inner, int nkeys, double bucket_compares,
                          double rows, double other_qual_cost, double *startup_cost,
                          double *total_cost)
{
    double hash_qual = cp->cpu_operator_cost * nkeys;
    /* the whole inner side is read and hashed before the first outer row */
    double startup = outer->startup_cost + inner->total_cost;
    double run = outer->total_cost - outer->startup_cost;

    startup += (hash_qual + cp->cpu_tuple_cost) * inner->rows;
    run += hash_qual * outer->rows;
    run += hash_qual * bucket_compares;
    run += (cp->cpu_tuple_cost + other_qual_cost) * (rows < 1.0 ? 1.0 : rows);
    if (!cp->enable_hashjoin)
        startup += PATH_DISABLE_COST;
    *startup_cost = startup;
    *total_cost = startup + run;
}

static double clamp_rows(double rows) { return rows <= 1.0 ? 1.0 : rint(rows); }

void costjoin_hashjoin(const CostParams *cp, const CostJoinInput *outer,
                       const CostJoinInput *inner, int nkeys, double bucket_frac, double rows,
                       double other_qual_cost, double *startup_cost, double *total_cost)
{
    double bucket_rows = clamp_rows(inner->rows * bucket_frac);
    hashjoin_cost(cp, outer, inner, nkeys, outer->rows * bucket_rows * 0.5, rows,
                  other_qual_cost, startup_cost, total_cost);
}

void costjoin_hashjoin_semi(const CostParams *cp, const CostJoinInput *outer,
                            const CostJoinInput *inner, int nkeys, double bucket_frac,
                            const CostSemiFactors *sf, double rows, double other_qual_cost,
                            double *startup_cost, double *total_cost)
{
    /* a matched outer row stops in its bucket at the first match (2 / (matches + 1) of the
     * entries), an unmatched one is taken to meet few entries of its key */
    double matched = rint(outer->rows * sf->outer_match_frac);
    double scan_frac = 2.0 / (sf->match_count + 1.0);
    double compares = matched * clamp_rows(inner->rows * bucket_frac * scan_frac) * 0.5 +
                      (outer->rows - matched) *
                          clamp_rows(inner->rows / costjoin_hash_buckets(inner->rows)) * 0.05;
    hashjoin_cost(cp, outer, inner, nkeys, compares, rows, other_qual_cost, startup_cost,
                  total_cost);
}

void costjoin_sorted(const CostParams *cp, CostJoinInput *in)
{
    double all = path_sort_cost(cp, in->rows, -1);
    double read = cp->cpu_operator_cost * in->rows;
    in->startup_cost = in->total_cost + all - read;
    in->total_cost = in->startup_cost + read;
    in->rescan_startup_cost = 0;
    in->rescan_total_cost = read;
}

void costjoin_mergejoin(const CostParams *cp, const CostJoinInput *outer,
                        const CostJoinInput *inner, bool inner_can_mark, double merge_units,
                        double merge_rows, double other_qual_cost, bool *materialize,
                        double *startup_cost, double *total_cost)
{
    double startup = outer->startup_cost + inner->startup_cost;
    double run = outer->total_cost - outer->startup_cost;
    double inner_run = inner->total_cost - inner->startup_cost;
    double merge_qual = merge_units * cp->cpu_operator_cost;
    merge_rows = merge_rows < 1.0 ? 1.0 : rint(merge_rows);
    /* inner rows read again: every pair beyond the first of each inner row */
    double rescanned = merge_rows - inner->rows;
    double ratio = 1.0 + (rescanned > 0 ? rescanned / inner->rows : 0);
    double bare = inner_run * ratio;
    double mat = inner_run + cp->cpu_operator_cost * inner->rows * ratio;

    *materialize = !inner_can_mark || (cp->enable_material && mat < bare);
    run += *materialize ? mat : bare;
    run += merge_qual * (outer->rows + inner->rows * ratio);
    run += (cp->cpu_tuple_cost + other_qual_cost) * merge_rows;
    if (!cp->enable_mergejoin)
        startup += PATH_DISABLE_COST;
    *startup_cost = startup;
    *total_cost = startup + run;
}

double costjoin_hash_buckets(double rows)
{
    double n = 1024;
    while (n < rows)
        n *= 2;
    return n;
}

static double next_power2(double x)
{
    double n = 1;
    while (n < x)
        n *= 2;
    return n;
}

void costjoin_hash_size(double rows, double width, bool useskew, int *nbuckets, int *nbatch)
{
    /* PG's bytes per row: the hash tuple header, the minimal tuple header, the data */
    double tupsize = 16 + 16 + MAXALIGN((size_t)(width < 0 ? 0 : width));
    double inner_bytes = (rows < 1.0 ? 1.0 : rows) * tupsize;
    double table_bytes = floor((double)work_mem_kb * 1024.0 * hash_mem_multiplier);
    if (useskew)
        table_bytes -= floor(table_bytes * 2 / 100);
    double max_pointers = next_power2(floor(table_bytes / sizeof(void *)) + 1) / 2;
    max_pointers = Min(max_pointers, (double)(INT_MAX / 2 + 1));
    double buckets = Min(ceil(rows), max_pointers);
    buckets = next_power2(Max(buckets, 1024));
    double batches = 1;
    if (inner_bytes + buckets * sizeof(void *) > table_bytes) {
        double bucket_size = tupsize + sizeof(void *);
        buckets = next_power2(floor(table_bytes / bucket_size));
        buckets = next_power2(Min(buckets, max_pointers));
        double bucket_bytes = buckets * sizeof(void *);
        double minbatch = Min(ceil(inner_bytes / (table_bytes - bucket_bytes)), max_pointers);
        batches = next_power2(Max(minbatch, 2));
    }
    *nbuckets = (int)buckets;
    *nbatch = (int)Min(batches, (double)(1 << 30));
}

/* PG's relation_byte_size: rows of width bytes as heap tuples (23-byte headers). */
static double heap_bytes(double rows, double width)
{
    return rows * (double)(MAXALIGN((size_t)width) + MAXALIGN(23));
}

/* PG's page_size: the pages those rows fill. */
static double heap_pages(double rows, double width)
{
    return ceil(heap_bytes(rows, width) / BLCKSZ);
}

void costjoin_hash_spill(const CostParams *cp, const CostJoinInput *outer,
                         const CostJoinInput *inner, double mcv_freq, double *startup_cost,
                         double *total_cost)
{
    if (inner->width <= 0)
        return;
    int nbuckets, nbatch;
    costjoin_hash_size(inner->rows, inner->width, true, &nbuckets, &nbatch);
    if (nbatch > 1) {
        /* the inner batches are written before the first row, then both sides read back */
        double inner_pages = heap_pages(inner->rows, inner->width);
        *startup_cost += cp->seq_page_cost * inner_pages;
        *total_cost += cp->seq_page_cost *
                       (2 * inner_pages + 2 * heap_pages(outer->rows, outer->width));
    }
    double mcv_rows = rint(inner->rows * mcv_freq);
    if (heap_bytes(mcv_rows < 1.0 ? 1.0 : mcv_rows, inner->width) >
        (double)work_mem_kb * 1024.0 * hash_mem_multiplier) {
        *startup_cost += PATH_DISABLE_COST;
        *total_cost += PATH_DISABLE_COST;
    }
}
