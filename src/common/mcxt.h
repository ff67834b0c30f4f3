/*
 * mcxt.h: memory contexts, the way Basalt allocates.
 *
 * Every allocation belongs to a context; contexts form a tree and resetting or deleting one frees
 * everything allocated in it and in its children at once. Code allocates with palloc() in
 * CurrentMemoryContext (per thread) and rarely frees: a per-query context is reset when the query
 * ends, a per-tuple context after each row. palloc never returns NULL: running out of memory
 * raises ERROR 53200 and ends the current query only.
 */
#ifndef BASALT_MCXT_H
#define BASALT_MCXT_H

#include "common/basalt.h"

typedef struct MemoryContextData *MemoryContext;

/* The current context of this thread, and the thread's root (created on first use). */
extern _Thread_local MemoryContext CurrentMemoryContext;
MemoryContext mcxt_top(void);

MemoryContext mcxt_create(MemoryContext parent, const char *name);
void mcxt_reset(MemoryContext cxt);  /* free all chunks, delete all children */
void mcxt_delete(MemoryContext cxt); /* reset, then free the context itself */
size_t mcxt_bytes(MemoryContext cxt); /* bytes held by cxt, children excluded */
/* Move cxt (and everything in it) under a new parent, e.g. to keep a plan past its query. */
void mcxt_set_parent(MemoryContext cxt, MemoryContext parent);
/* Run fn(arg) when cxt is next reset or deleted (closes temp files, releases pins). */
void mcxt_register_reset_callback(MemoryContext cxt, void (*fn)(void *), void *arg);

static inline MemoryContext mcxt_switch_to(MemoryContext cxt)
{
    MemoryContext old = CurrentMemoryContext;
    CurrentMemoryContext = cxt;
    return old;
}
#define MemoryContextSwitchTo(c) mcxt_switch_to(c)

void *mcxt_alloc(MemoryContext cxt, size_t size);
void *mcxt_alloc0(MemoryContext cxt, size_t size);
char *mcxt_strdup(MemoryContext cxt, const char *s);
MemoryContext mcxt_of_chunk(const void *p);

void *palloc(size_t size);
void *palloc0(size_t size);
void *repalloc(void *p, size_t size); /* stays in the chunk's own context */
void pfree(void *p);
char *pstrdup(const char *s);
char *pnstrdup(const char *s, size_t n);
char *psprintf(const char *fmt, ...) pg_attribute_printf(1, 2);

#endif /* BASALT_MCXT_H */
