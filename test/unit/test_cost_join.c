/*
 * test_cost_join.c: the hash table sizes of src/planner/cost_join.c against PG 15's.
 *
 * The one idea: costjoin_hash_size is PG's ExecChooseHashTableSize, so for the same rows,
 * width and memory it must give the buckets and batches PG 15's EXPLAIN ANALYZE shows for a
 * hash join that did not grow (the cases below were read off PG 15), and the batch I/O it
 * implies must make a hash join that needs batches dearer than the same join in memory; a
 * most common inner key whose rows alone exceed the memory disables the join, as in PG.
 */
#include <stdio.h>

#include "common/guc.h"
#include "planner/cost_join.h"

static int failures;

static void expect_size(int wm_kb, double rows, double width, bool skew, int buckets, int batches)
{
    int nb, nbatch;
    work_mem_kb = wm_kb;
    costjoin_hash_size(rows, width, skew, &nb, &nbatch);
    if (nb != buckets || nbatch != batches) {
        fprintf(stderr, "FAIL: %g rows of %g bytes at %d kB: %d buckets %d batches, PG %d %d\n",
                rows, width, wm_kb, nb, nbatch, buckets, batches);
        failures++;
    }
}

int main(void)
{
    hash_mem_multiplier = 2.0;
    /* SELECT ... FROM a JOIN b ON a.k = b.k, 50 000 rows of two int4 columns hashed */
    expect_size(64, 50000, 8, true, 4096, 32);
    expect_size(4096, 50000, 8, true, 65536, 1);
    /* 1 000 000 rows of two int4 columns at work_mem 4MB */
    expect_size(4096, 1000000, 8, true, 262144, 8);
    /* an estimate of 1000 rows: the minimum of 1024 buckets, one batch */
    expect_size(4096, 1000, 40, true, 1024, 1);
    /* the batch count is bounded by the bucket array the memory could hold */
    int nb, nbatch;
    work_mem_kb = 64;
    costjoin_hash_size(1e12, 8, true, &nb, &nbatch);
    if (nbatch > 16384 || nbatch < 2 || (nbatch & (nbatch - 1)) != 0) {
        fprintf(stderr, "FAIL: 1e12 rows: %d batches\n", nbatch);
        failures++;
    }

    /* the same join, once in memory and once needing batches: the batches cost I/O */
    CostParams cp = {.seq_page_cost = 1, .random_page_cost = 4, .cpu_tuple_cost = 0.01,
                     .cpu_index_tuple_cost = 0.005, .cpu_operator_cost = 0.0025,
                     .enable_hashjoin = true};
    CostJoinInput outer, inner;
    costjoin_input(&outer, 50000, 0, 968);
    costjoin_input(&inner, 50000, 0, 968);
    outer.width = inner.width = 8;
    double s_mem, t_mem, s_batch, t_batch;
    work_mem_kb = 4096;
    costjoin_hashjoin(&cp, &outer, &inner, 1, 0.0001, 49470, 0, &s_mem, &t_mem);
    costjoin_hash_spill(&cp, &outer, &inner, 0, &s_mem, &t_mem);
    work_mem_kb = 64;
    costjoin_hashjoin(&cp, &outer, &inner, 1, 0.0001, 49470, 0, &s_batch, &t_batch);
    costjoin_hash_spill(&cp, &outer, &inner, 0, &s_batch, &t_batch);
    /* PG 15: Hash Join (cost=1789.00..) at 64kB, 196 pages of inner rows more than in memory */
    if (s_batch != 1789.0 || s_batch - s_mem != 196.0 || t_batch - t_mem != 196.0 * 4) {
        fprintf(stderr, "FAIL: batch I/O: startup %g vs %g, total %g vs %g\n", s_batch, s_mem,
                t_batch, t_mem);
        failures++;
    }
    /* 60% of the inner rows share one key: 30 000 rows exceed 128 kB, no batching splits them */
    double s_mcv, t_mcv;
    costjoin_hashjoin(&cp, &outer, &inner, 1, 0.0001, 49470, 0, &s_mcv, &t_mcv);
    costjoin_hash_spill(&cp, &outer, &inner, 0.6, &s_mcv, &t_mcv);
    if (s_mcv < PATH_DISABLE_COST) {
        fprintf(stderr, "FAIL: a most common value past the hash memory is not disabled\n");
        failures++;
    }
    work_mem_kb = 4096;
    costjoin_hashjoin(&cp, &outer, &inner, 1, 0.0001, 49470, 0, &s_mcv, &t_mcv);
    costjoin_hash_spill(&cp, &outer, &inner, 0.6, &s_mcv, &t_mcv);
    if (s_mcv != s_mem) {
        fprintf(stderr, "FAIL: a most common value within the hash memory costs %g\n", s_mcv);
        failures++;
    }
    if (failures == 0)
        printf("ok: cost_join hash sizes\n");
    return failures ? 1 : 0;
}
