/*
 * mcxt.c: memory contexts.
 *
 * Every chunk has a small header in front that points back to its context, so pfree and
 * repalloc need no context argument. Resetting a context runs its reset callbacks, deletes its
 * children and frees its memory in one step.
 *
 * Small chunks (up to 8 kB) are carved from blocks the context mallocs, in power-of-two size
 * classes; pfree puts one on its context's free list of that class, and a reset frees the
 * blocks but keeps the first one for the next round (per-tuple and per-query contexts are reset
 * over and over). Big chunks are malloc'd one by one on a doubly linked list. Built with
 * AddressSanitizer, every chunk is its own malloc so that ASan sees every overrun.
 */
#include "common/mcxt.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "common/elog.h"

/*
 * The header is 16-byte aligned and a multiple of 16 bytes long, so palloc'd memory has
 * malloc's alignment (int128 and long double members are safe in palloc'd structs).
 */
typedef struct ChunkHeader {
    struct ChunkHeader *prev, *next; /* siblings in the owning context */
    MemoryContext cxt;               /* owner */
    size_t size;                     /* usable bytes after the header */
    uint64 magic;                    /* CHUNK_MAGIC while the chunk is live */
} __attribute__((aligned(16))) ChunkHeader;
_Static_assert(sizeof(ChunkHeader) % 16 == 0, "palloc must return 16-byte aligned memory");
#define CHUNK_MAGIC 0xB5A17C4E11ULL /* a live big chunk, malloc'd by itself */
#define SMALL_MAGIC 0xB5A17C4E22ULL /* a live small chunk, carved from a block */
#define FREED_MAGIC 0xB5A17C4E33ULL /* a small chunk on a free list */

#if defined(__SANITIZE_ADDRESS__)
#define MCXT_POOL 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MCXT_POOL 0
#endif
#endif
#ifndef MCXT_POOL
#define MCXT_POOL 1
#endif

#define SMALL_MIN_SHIFT 4  /* 16 bytes */
#define SMALL_MAX_SHIFT 13 /* 8 kB */
#define NCLASSES (SMALL_MAX_SHIFT - SMALL_MIN_SHIFT + 1)
#define FIRST_BLOCK_SIZE (8 * 1024)
#define MAX_BLOCK_SIZE (1024 * 1024)

/* A block small chunks are carved from; its header keeps the data 16-byte aligned. */
typedef struct Block {
    struct Block *next;
    size_t size; /* bytes after the header */
} __attribute__((aligned(16))) Block;

typedef struct ResetCallback {
    struct ResetCallback *next;
    void (*fn)(void *);
    void *arg;
} ResetCallback;

struct MemoryContextData {
    const char *name;
    MemoryContext parent;
    MemoryContext first_child; /* children form a singly linked sibling list */
    MemoryContext next_sibling;
    ChunkHeader *chunks;      /* live big chunks, newest first */
    ResetCallback *callbacks; /* run newest first on reset */
    size_t bytes;             /* requested bytes of the live chunks */
    Block *blocks;            /* newest first; the last one is kept by a reset */
    char *free_ptr, *free_end; /* the uncarved rest of blocks */
    size_t next_block_size;
    ChunkHeader *freelist[NCLASSES]; /* linked through next */
};

static void free_blocks(MemoryContext cxt, bool keep_first);

_Thread_local MemoryContext CurrentMemoryContext;
static _Thread_local MemoryContext TopContext;

/*
 * A thread's whole context tree is freed when the thread ends (a session thread leaves
 * nothing behind): the tree's root is registered as a pthread key value, whose destructor runs
 * at thread exit.
 */
static pthread_key_t top_key;
static pthread_once_t top_key_once = PTHREAD_ONCE_INIT;

static void free_thread_tree(void *p)
{
    MemoryContext top = p;
    mcxt_reset(top);
    free_blocks(top, false);
    free(top);
    TopContext = NULL;
    CurrentMemoryContext = NULL;
}

static void make_top_key(void)
{
    if (pthread_key_create(&top_key, free_thread_tree) != 0)
        abort();
}

MemoryContext mcxt_top(void)
{
    if (TopContext == NULL) {
        TopContext = calloc(1, sizeof(struct MemoryContextData));
        if (TopContext == NULL)
            abort();
        TopContext->name = "TopMemoryContext";
        if (CurrentMemoryContext == NULL)
            CurrentMemoryContext = TopContext;
        pthread_once(&top_key_once, make_top_key);
        pthread_setspecific(top_key, TopContext);
    }
    return TopContext;
}

static void out_of_memory(size_t size)
{
    ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"),
            errdetail("Failed on request of size %zu.", size));
}

static void link_child(MemoryContext parent, MemoryContext cxt)
{
    cxt->parent = parent;
    cxt->next_sibling = parent->first_child;
    parent->first_child = cxt;
}

static void unlink_child(MemoryContext cxt)
{
    MemoryContext parent = cxt->parent;
    if (parent == NULL)
        return;
    for (MemoryContext *pp = &parent->first_child; *pp; pp = &(*pp)->next_sibling) {
        if (*pp == cxt) {
            *pp = cxt->next_sibling;
            break;
        }
    }
    cxt->parent = NULL;
    cxt->next_sibling = NULL;
}

MemoryContext mcxt_create(MemoryContext parent, const char *name)
{
    MemoryContext cxt = calloc(1, sizeof(struct MemoryContextData));
    if (cxt == NULL)
        out_of_memory(sizeof(struct MemoryContextData));
    cxt->name = name;
    link_child(parent ? parent : mcxt_top(), cxt);
    return cxt;
}

void mcxt_set_parent(MemoryContext cxt, MemoryContext parent)
{
    Assert(cxt != parent);
    unlink_child(cxt);
    link_child(parent ? parent : mcxt_top(), cxt);
}

void mcxt_register_reset_callback(MemoryContext cxt, void (*fn)(void *), void *arg)
{
    ResetCallback *cb = mcxt_alloc(cxt, sizeof(ResetCallback));
    cb->fn = fn;
    cb->arg = arg;
    cb->next = cxt->callbacks;
    cxt->callbacks = cb;
}

/* Free the context's blocks; with keep_first, the oldest one stays, emptied, for reuse. */
static void free_blocks(MemoryContext cxt, bool keep_first)
{
    Block *keep = NULL;
    for (Block *b = cxt->blocks, *next; b; b = next) {
        next = b->next;
        if (keep_first && next == NULL)
            keep = b;
        else
            free(b);
    }
    memset(cxt->freelist, 0, sizeof(cxt->freelist));
    cxt->blocks = keep;
    if (keep) {
        keep->next = NULL;
        cxt->free_ptr = (char *)(keep + 1);
        cxt->free_end = cxt->free_ptr + keep->size;
    } else {
        cxt->free_ptr = cxt->free_end = NULL;
    }
    cxt->next_block_size = keep ? keep->size * 2 : FIRST_BLOCK_SIZE;
}

void mcxt_reset(MemoryContext cxt)
{
    /* Callbacks first: they may still read memory of this context. */
    while (cxt->callbacks) {
        ResetCallback *cb = cxt->callbacks;
        cxt->callbacks = cb->next;
        cb->fn(cb->arg);
    }
    while (cxt->first_child)
        mcxt_delete(cxt->first_child);
    ChunkHeader *c = cxt->chunks;
    while (c) {
        ChunkHeader *next = c->next;
        c->magic = 0;
        free(c);
        c = next;
    }
    cxt->chunks = NULL;
    cxt->bytes = 0;
    free_blocks(cxt, true);
}

void mcxt_delete(MemoryContext cxt)
{
    Assert(cxt != TopContext);
    mcxt_reset(cxt);
    free_blocks(cxt, false);
    unlink_child(cxt);
    if (CurrentMemoryContext == cxt)
        CurrentMemoryContext = mcxt_top();
    free(cxt);
}

size_t mcxt_bytes(MemoryContext cxt)
{
    return cxt->bytes;
}

/* The size class of a small request, or -1 if it is a big one. */
static int size_class(size_t size)
{
    if (!MCXT_POOL || size > ((size_t)1 << SMALL_MAX_SHIFT))
        return -1;
    int k = 0;
    while (((size_t)1 << (k + SMALL_MIN_SHIFT)) < size)
        k++;
    return k;
}

static void *alloc_small(MemoryContext cxt, size_t size, int k)
{
    ChunkHeader *c = cxt->freelist[k];
    if (c) {
        Assert(c->magic == FREED_MAGIC);
        cxt->freelist[k] = c->next;
    } else {
        size_t need = sizeof(ChunkHeader) + ((size_t)1 << (k + SMALL_MIN_SHIFT));
        if ((size_t)(cxt->free_end - cxt->free_ptr) < need) {
            size_t bsize = cxt->next_block_size ? cxt->next_block_size : FIRST_BLOCK_SIZE;
            while (bsize < need)
                bsize *= 2;
            Block *b = malloc(sizeof(Block) + bsize);
            if (b == NULL)
                out_of_memory(size);
            b->size = bsize;
            b->next = cxt->blocks;
            cxt->blocks = b;
            cxt->free_ptr = (char *)(b + 1);
            cxt->free_end = cxt->free_ptr + bsize;
            cxt->next_block_size = Min(bsize * 2, (size_t)MAX_BLOCK_SIZE);
        }
        c = (ChunkHeader *)cxt->free_ptr;
        cxt->free_ptr += need;
    }
    c->cxt = cxt;
    c->size = size;
    c->magic = SMALL_MAGIC;
    c->prev = c->next = NULL;
    cxt->bytes += size;
    return c + 1;
}

void *mcxt_alloc(MemoryContext cxt, size_t size)
{
    int k = size_class(size);
    if (k >= 0)
        return alloc_small(cxt, size, k);
    ChunkHeader *c = malloc(sizeof(ChunkHeader) + (size ? size : 1));
    if (c == NULL)
        out_of_memory(size);
    c->cxt = cxt;
    c->size = size;
    c->magic = CHUNK_MAGIC;
    c->prev = NULL;
    c->next = cxt->chunks;
    if (cxt->chunks)
        cxt->chunks->prev = c;
    cxt->chunks = c;
    cxt->bytes += size;
    return c + 1;
}

void *mcxt_alloc0(MemoryContext cxt, size_t size)
{
    void *p = mcxt_alloc(cxt, size);
    memset(p, 0, size);
    return p;
}

char *mcxt_strdup(MemoryContext cxt, const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = mcxt_alloc(cxt, n);
    memcpy(p, s, n);
    return p;
}

static ChunkHeader *chunk_of(const void *p)
{
    ChunkHeader *c = ((ChunkHeader *)p) - 1;
    Assert(c->magic == CHUNK_MAGIC || c->magic == SMALL_MAGIC);
    return c;
}

MemoryContext mcxt_of_chunk(const void *p)
{
    return chunk_of(p)->cxt;
}

static MemoryContext current(void)
{
    return CurrentMemoryContext ? CurrentMemoryContext : mcxt_top();
}

void *palloc(size_t size)
{
    return mcxt_alloc(current(), size);
}

void *palloc0(size_t size)
{
    return mcxt_alloc0(current(), size);
}

void pfree(void *p)
{
    ChunkHeader *c = chunk_of(p);
    MemoryContext cxt = c->cxt;
    if (c->magic == SMALL_MAGIC) {
        int k = size_class(c->size);
        cxt->bytes -= c->size;
        c->magic = FREED_MAGIC;
        c->next = cxt->freelist[k];
        cxt->freelist[k] = c;
        return;
    }
    if (c->prev)
        c->prev->next = c->next;
    else
        cxt->chunks = c->next;
    if (c->next)
        c->next->prev = c->prev;
    cxt->bytes -= c->size;
    c->magic = 0;
    free(c);
}

void *repalloc(void *p, size_t size)
{
    if (p == NULL)
        return palloc(size);
    ChunkHeader *c = chunk_of(p);
    MemoryContext cxt = c->cxt;
    size_t old = c->size;
    if (c->magic == SMALL_MAGIC) {
        /* Grow or shrink within the size class in place; otherwise move. */
        if (size_class(size) == size_class(old)) {
            c->size = size;
            cxt->bytes = cxt->bytes - old + size;
            return p;
        }
        void *n = mcxt_alloc(cxt, size);
        memcpy(n, p, Min(old, size));
        pfree(p);
        return n;
    }
    if (size_class(size) >= 0 && size < old / 2) {
        /* A big chunk shrunk to a small size moves into the pool. */
        void *n = mcxt_alloc(cxt, size);
        memcpy(n, p, size);
        pfree(p);
        return n;
    }
    ChunkHeader *prev = c->prev, *next = c->next;
    ChunkHeader *n = realloc(c, sizeof(ChunkHeader) + (size ? size : 1));
    if (n == NULL)
        out_of_memory(size);
    n->size = size;
    if (prev)
        prev->next = n;
    else
        cxt->chunks = n;
    if (next)
        next->prev = n;
    cxt->bytes = cxt->bytes - old + size;
    return n + 1;
}

char *pstrdup(const char *s)
{
    return mcxt_strdup(current(), s);
}

char *pnstrdup(const char *s, size_t n)
{
    size_t len = strnlen(s, n);
    char *p = palloc(len + 1);
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

char *psprintf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *p = palloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return p;
}
