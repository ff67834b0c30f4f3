/*
 * test_tidbitmap.c: the TID bitmap of bitmap scans: exact tuples, lossy pages, lossy winning
 * over exact, iteration in block order, and the memory budget turning exact pages lossy
 * without losing any tid (checked against a plain reference set under random additions).
 */
#include <stdio.h>
#include <stdlib.h>

#include "index/tidbitmap.h"

static int failures;
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);               \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

static void test_exact_and_lossy(void)
{
    TIDBitmap *tbm = tbm_create(1 << 20);
    CHECK(tbm_is_empty(tbm));
    tbm_add_tuple(tbm, 7, 3);
    tbm_add_tuple(tbm, 7, 3);
    tbm_add_tuple(tbm, 7, 200);
    tbm_add_tuple(tbm, 2, 1);
    tbm_add_tuple(tbm, 5000, TBM_MAX_TUPLES_PER_PAGE);
    tbm_add_page(tbm, 1030);
    tbm_add_tuple(tbm, 1030, 9); /* already lossy */
    tbm_add_tuple(tbm, 9, 4);
    tbm_add_page(tbm, 9); /* lossy wins over exact */
    CHECK(!tbm_is_empty(tbm));
    CHECK(tbm_contains(tbm, 7, 3) && tbm_contains(tbm, 7, 200) && !tbm_contains(tbm, 7, 4));
    CHECK(tbm_contains(tbm, 1030, 77) && tbm_contains(tbm, 9, 1) && !tbm_contains(tbm, 8, 1));
    CHECK(tbm_contains(tbm, 5000, TBM_MAX_TUPLES_PER_PAGE));
    CHECK(tbm_exact_pages(tbm) == 3 && tbm_lossy_pages(tbm) == 2);

    BlockNumber want[] = {2, 7, 9, 1030, 5000};
    bool lossy[] = {false, false, true, true, false};
    TBMIterator *it = tbm_begin_iterate(tbm);
    TBMPageResult r;
    int n = 0;
    while (tbm_iterate(it, &r)) {
        CHECK(n < 5 && r.blk == want[n] && r.lossy == lossy[n]);
        if (r.blk == 7)
            CHECK(tbm_result_has(&r, 3) && tbm_result_has(&r, 200) && !tbm_result_has(&r, 1));
        if (r.blk == 9)
            CHECK(tbm_result_has(&r, 1) && tbm_result_has(&r, 300));
        n++;
    }
    CHECK(n == 5);
    tbm_end_iterate(it);
    tbm_free(tbm);
}

/* A small budget: pages turn lossy, nothing is lost, iteration stays sorted and complete. */
static void test_budget_random(void)
{
    enum { NBLK = 3000, NOFF = 60 };
    static bool ref[NBLK][NOFF + 1];
    TIDBitmap *tbm = tbm_create(16 * 1024);
    srand(42);
    for (int i = 0; i < 20000; i++) {
        BlockNumber b = (BlockNumber)(rand() % NBLK);
        if (rand() % 50 == 0) {
            tbm_add_page(tbm, b);
            for (int o = 1; o <= NOFF; o++)
                ref[b][o] = true;
        } else {
            OffsetNumber o = (OffsetNumber)(1 + rand() % NOFF);
            tbm_add_tuple(tbm, b, o);
            ref[b][o] = true;
        }
    }
    CHECK(tbm_lossy_pages(tbm) > 0);
    CHECK(tbm_exact_pages(tbm) * 264 <= 16 * 1024);
    int missing = 0;
    for (int b = 0; b < NBLK; b++)
        for (int o = 1; o <= NOFF; o++)
            missing += ref[b][o] && !tbm_contains(tbm, (BlockNumber)b, (OffsetNumber)o);
    CHECK(missing == 0);
    TBMIterator *it = tbm_begin_iterate(tbm);
    TBMPageResult r;
    long prev = -1, pages = 0, extra = 0;
    while (tbm_iterate(it, &r)) {
        CHECK((long)r.blk > prev);
        prev = r.blk;
        pages++;
        bool any = false;
        for (int o = 1; o <= NOFF; o++) {
            any |= ref[r.blk][o];
            if (ref[r.blk][o])
                CHECK(tbm_result_has(&r, (OffsetNumber)o));
            extra += !r.lossy && tbm_result_has(&r, (OffsetNumber)o) && !ref[r.blk][o];
        }
        CHECK(any); /* no page the set never had */
    }
    tbm_end_iterate(it);
    long want = 0;
    for (int b = 0; b < NBLK; b++) {
        bool any = false;
        for (int o = 1; o <= NOFF; o++)
            any |= ref[b][o];
        want += any;
    }
    CHECK(pages == want);
    CHECK(extra == 0); /* exact pages hold exactly the tids added */
    tbm_free(tbm);
}

int main(void)
{
    test_exact_and_lossy();
    test_budget_random();
    if (failures) {
        fprintf(stderr, "test_tidbitmap: %d failures\n", failures);
        return 1;
    }
    printf("test_tidbitmap: ok\n");
    return 0;
}
