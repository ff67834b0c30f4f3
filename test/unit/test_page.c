/*
 * test_page.c: slotted pages: adding, reading and killing items, free-space accounting,
 * refusal when full, and checksums (round trip, a flipped bit, a page at the wrong block).
 */
#include <stdio.h>
#include <stdlib.h>

#include "storage/page.h"

static int failures;
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);               \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

static _Alignas(8) char page[BLCKSZ];

static void fill(char *buf, size_t n, int seed)
{
    for (size_t i = 0; i < n; i++)
        buf[i] = (char)(seed * 31 + (int)i);
}

static void test_layout(void)
{
    CHECK(SizeOfPageHeaderData == 32);
    CHECK(offsetof(PageHeaderData, pd_checksum) == 8);
    CHECK(offsetof(PageHeaderData, pd_lower) == 12);
    CHECK(offsetof(PageHeaderData, pd_prune_xid) == 24);
    uint32 lp = ItemIdMake(8000, LP_NORMAL, 123);
    CHECK(ItemIdGetOffset(lp) == 8000 && ItemIdGetFlags(lp) == LP_NORMAL &&
          ItemIdGetLength(lp) == 123);
}

static void test_add_get(void)
{
    memset(page, 0, sizeof(page));
    CHECK(page_is_new(page));
    CHECK(page_free_space(page) == 0);
    page_init(page);
    CHECK(!page_is_new(page));
    CHECK(page_free_space(page) == BLCKSZ - SizeOfPageHeaderData - SizeOfItemId);
    CHECK(page_max_offset(page) == 0);

    char item[600];
    size_t sizes[] = {1, 7, 8, 9, 100, 599};
    for (int i = 0; i < 6; i++) {
        size_t before = page_free_space(page);
        fill(item, sizes[i], i);
        OffsetNumber off = page_add_item(page, item, sizes[i]);
        CHECK(off == i + 1);
        CHECK(page_free_space(page) == before - MAXALIGN(sizes[i]) - SizeOfItemId);
    }
    for (int i = 0; i < 6; i++) {
        uint32 len = 0;
        char *got = page_get_item(page, (OffsetNumber)(i + 1), &len);
        fill(item, sizes[i], i);
        CHECK(got != NULL && len == sizes[i] && memcmp(got, item, len) == 0);
        CHECK(((uintptr_t)got & 7) == 0);
    }
    CHECK(page_get_item(page, 0, NULL) == NULL);
    CHECK(page_get_item(page, 7, NULL) == NULL);
    CHECK(page_header_is_sane(page));

    page_mark_item_dead(page, 3);
    CHECK(page_get_item(page, 3, NULL) == NULL);
    CHECK(ItemIdGetFlags(page_get_item_id(page, 3)) == LP_DEAD);
    CHECK(page_get_item(page, 4, NULL) != NULL);
    CHECK(page_max_offset(page) == 6);
}

static void test_full(void)
{
    page_init(page);
    char item[100];
    int n = 0;
    fill(item, sizeof(item), 5);
    while (page_add_item(page, item, sizeof(item)) != InvalidOffsetNumber)
        n++;
    /* 8160 bytes of room, 104 + 4 per item */
    CHECK(n == (int)((BLCKSZ - SizeOfPageHeaderData) / (MAXALIGN(100) + SizeOfItemId)));
    CHECK(page_free_space(page) < MAXALIGN(100));
    PageHeaderData before = *(PageHeader)page;
    CHECK(page_add_item(page, item, sizeof(item)) == InvalidOffsetNumber);
    CHECK(((PageHeader)page)->pd_lower == before.pd_lower &&
          ((PageHeader)page)->pd_upper == before.pd_upper);
    /* a small item may still fit in what is left */
    size_t left = page_free_space(page);
    if (left >= 8)
        CHECK(page_add_item(page, item, 8) != InvalidOffsetNumber);

    page_init(page);
    static char big[BLCKSZ];
    CHECK(page_add_item(page, big, MaxPageItemSize + 1) == InvalidOffsetNumber);
    CHECK(page_add_item(page, big, MaxPageItemSize) == 1);
    CHECK(page_free_space(page) == 0);
    CHECK(page_add_item(page, big, 1) == InvalidOffsetNumber);
}

static void test_checksum(void)
{
    page_init(page);
    char item[300];
    for (int i = 0; i < 10; i++) {
        fill(item, sizeof(item), i);
        page_add_item(page, item, sizeof(item));
    }
    page_set_checksum(page, 42);
    CHECK(((PageHeader)page)->pd_checksum != 0);
    CHECK(page_verify_checksum(page, 42));
    CHECK(!page_verify_checksum(page, 43)); /* the right page at the wrong place */

    /* flip every 97th bit, one at a time: each must be caught */
    int missed = 0;
    for (int bit = 0; bit < BLCKSZ * 8; bit += 97) {
        page[bit / 8] ^= (char)(1 << (bit % 8));
        if (page_verify_checksum(page, 42))
            missed++;
        page[bit / 8] ^= (char)(1 << (bit % 8));
    }
    CHECK(missed == 0);
    CHECK(page_verify_checksum(page, 42));

    /* an all-zero (new) page passes; a zero page with one stray byte does not */
    memset(page, 0, sizeof(page));
    CHECK(page_verify_checksum(page, 7));
    page[5000] = 1;
    CHECK(!page_verify_checksum(page, 7));
    CHECK(!page_header_is_sane(page));
}

int main(void)
{
    test_layout();
    test_add_get();
    test_full();
    test_checksum();
    if (failures)
        fprintf(stderr, "test_page: %d failure(s)\n", failures);
    return failures ? 1 : 0;
}
