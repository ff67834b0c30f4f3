/*
 * test_mcxt.c: memory contexts under a random mix of palloc, repalloc, pfree and reset.
 *
 * The one idea: every live chunk is filled with a pattern derived from its id and checked
 * before it is resized or freed and at the end, so a chunk handed out twice, a block too small
 * for its chunk, or a repalloc that loses bytes shows up as a wrong pattern. Sizes straddle the
 * small/big boundary (8 kB) so both the pooled and the malloc'd paths and the moves between them
 * are taken. mcxt_bytes must equal the sum of the live requests throughout.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/mcxt.h"

#define NSLOTS 512

typedef struct Slot {
    unsigned char *p;
    size_t size;
    unsigned char tag;
} Slot;

static int failures;

static void check(int cond, const char *what, int i)
{
    if (!cond) {
        fprintf(stderr, "FAIL: %s (slot %d)\n", what, i);
        failures++;
    }
}

static size_t random_size(void)
{
    switch (rand() % 4) {
    case 0: return (size_t)(rand() % 64);
    case 1: return (size_t)(rand() % 1024);
    case 2: return 8192 - 32 + (size_t)(rand() % 64); /* around the small/big boundary */
    default: return (size_t)(rand() % 40000);
    }
}

static void fill(Slot *s)
{
    for (size_t j = 0; j < s->size; j++)
        s->p[j] = (unsigned char)(s->tag + j);
}

static int intact(const Slot *s, size_t upto)
{
    for (size_t j = 0; j < upto; j++)
        if (s->p[j] != (unsigned char)(s->tag + j))
            return 0;
    return 1;
}

int main(void)
{
    srand(42);
    MemoryContext cxt = mcxt_create(NULL, "test");
    static Slot slots[NSLOTS];
    for (int round = 0; round < 20; round++) {
        for (int step = 0; step < 20000; step++) {
            int i = rand() % NSLOTS;
            Slot *s = &slots[i];
            int op = rand() % 3;
            if (s->p == NULL) {
                s->size = random_size();
                s->tag = (unsigned char)rand();
                s->p = mcxt_alloc(cxt, s->size);
                fill(s);
            } else if (op == 0) {
                check(intact(s, s->size), "chunk overwritten before pfree", i);
                pfree(s->p);
                s->p = NULL;
            } else {
                check(intact(s, s->size), "chunk overwritten before repalloc", i);
                size_t n = random_size();
                s->p = repalloc(s->p, n);
                check(mcxt_of_chunk(s->p) == cxt, "repalloc left the context", i);
                check(intact(s, n < s->size ? n : s->size), "repalloc lost bytes", i);
                s->size = n;
                fill(s);
            }
        }
        size_t live = 0;
        for (int i = 0; i < NSLOTS; i++)
            if (slots[i].p) {
                check(intact(&slots[i], slots[i].size), "chunk overwritten", i);
                live += slots[i].size;
            }
        check(mcxt_bytes(cxt) == live, "mcxt_bytes is not the sum of live requests", -1);
        if (round % 5 == 4) { /* a reset frees everything at once, and the context is reused */
            mcxt_reset(cxt);
            memset(slots, 0, sizeof(slots));
            check(mcxt_bytes(cxt) == 0, "bytes after reset", -1);
        }
        if (failures)
            break;
    }
    /* A first request of a big size class in fresh contexts: each must fit its first block. */
    static Slot firsts[128];
    MemoryContext cxts[64];
    for (int i = 0; i < 64; i++) {
        cxts[i] = mcxt_create(cxt, "first");
        for (int j = 0; j < 2; j++) { /* then a small one after it */
            Slot *f = &firsts[2 * i + j];
            f->size = j == 0 ? 4097 + (size_t)i * 64 : 1000;
            f->tag = (unsigned char)(2 * i + j);
            f->p = mcxt_alloc(cxts[i], f->size);
            fill(f);
        }
    }
    for (int i = 0; i < 128; i++) {
        check(intact(&firsts[i], firsts[i].size), "chunk of a fresh context overwritten", i);
        check(mcxt_of_chunk(firsts[i].p) == cxts[i / 2], "chunk lost its context", i);
    }
    MemoryContext child = mcxt_create(cxt, "child");
    char *q = mcxt_strdup(child, "still here");
    check(strcmp(q, "still here") == 0, "strdup in a child", -1);
    mcxt_delete(cxt); /* deletes the child too */
    if (failures)
        return 1;
    printf("ok: memory contexts survived %d random operations\n", 20 * 20000);
    return 0;
}
