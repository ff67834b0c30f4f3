/*
 * freespace.c: the free space map, a hash of relation files to the pages VACUUM freed.
 *
 * The one idea: each relation file has a small array of (block, free bytes) entries; a lookup
 * takes the first entry with enough room, and an inserter that finds less room than recorded
 * simply records the truth, so stale entries correct themselves. One mutex guards it all:
 * lookups happen only when the insert hint page is full, not per row.
 */
#include "storage/freespace.h"

#include <pthread.h>
#include <stdlib.h>

#define FSM_BUCKETS 256
#define FSM_MIN_FREE 64 /* pages with less room than this are not worth remembering */

typedef struct FsmEntry {
    BlockNumber blk;
    uint32 free_bytes;
} FsmEntry;

typedef struct FsmRel {
    uint32 relfilenode;
    FsmEntry *pages;
    int n, cap;
    struct FsmRel *next;
} FsmRel;

static FsmRel *buckets[FSM_BUCKETS];
static pthread_mutex_t fsm_lock = PTHREAD_MUTEX_INITIALIZER;

static FsmRel *find_rel(uint32 relfilenode, bool create)
{
    FsmRel **head = &buckets[relfilenode % FSM_BUCKETS];
    for (FsmRel *r = *head; r; r = r->next)
        if (r->relfilenode == relfilenode)
            return r;
    if (!create)
        return NULL;
    FsmRel *r = calloc(1, sizeof(FsmRel));
    if (r == NULL)
        return NULL; /* out of memory: the map is only a hint */
    r->relfilenode = relfilenode;
    r->next = *head;
    *head = r;
    return r;
}

void fsm_record(uint32 relfilenode, BlockNumber blk, size_t free_bytes)
{
    pthread_mutex_lock(&fsm_lock);
    FsmRel *r = find_rel(relfilenode, free_bytes >= FSM_MIN_FREE);
    if (r) {
        int i;
        for (i = 0; i < r->n; i++)
            if (r->pages[i].blk == blk)
                break;
        if (free_bytes < FSM_MIN_FREE) {
            if (i < r->n)
                r->pages[i] = r->pages[--r->n];
        } else if (i < r->n) {
            r->pages[i].free_bytes = (uint32)free_bytes;
        } else {
            if (r->n == r->cap) {
                int ncap = r->cap ? r->cap * 2 : 16;
                FsmEntry *p = realloc(r->pages, sizeof(FsmEntry) * (size_t)ncap);
                if (p) {
                    r->pages = p;
                    r->cap = ncap;
                }
            }
            if (r->n < r->cap)
                r->pages[r->n++] = (FsmEntry){blk, (uint32)free_bytes};
        }
    }
    pthread_mutex_unlock(&fsm_lock);
}

BlockNumber fsm_find(uint32 relfilenode, size_t need)
{
    BlockNumber blk = InvalidBlockNumber;
    pthread_mutex_lock(&fsm_lock);
    FsmRel *r = find_rel(relfilenode, false);
    if (r)
        for (int i = 0; i < r->n; i++)
            if (r->pages[i].free_bytes >= need) {
                blk = r->pages[i].blk;
                break;
            }
    pthread_mutex_unlock(&fsm_lock);
    return blk;
}

void fsm_forget(uint32 relfilenode)
{
    pthread_mutex_lock(&fsm_lock);
    for (FsmRel **pp = &buckets[relfilenode % FSM_BUCKETS]; *pp; pp = &(*pp)->next)
        if ((*pp)->relfilenode == relfilenode) {
            FsmRel *r = *pp;
            *pp = r->next;
            free(r->pages);
            free(r);
            break;
        }
    pthread_mutex_unlock(&fsm_lock);
}
