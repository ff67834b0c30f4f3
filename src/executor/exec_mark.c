/*
 * exec_mark.c: mark/restore for the inner side of a merge join.
 *
 * A merge join reads a run of equal inner keys once per outer row with that key: it marks the
 * inner side at the run's first row and restores to it. Material keeps every row and just
 * remembers a position. Sort and IndexScan, which PG can also mark, read only forward here: a
 * MarkBuffer, installed only under a merge join, wraps their exec function and copies each row
 * returned after the mark, so that a restore replays them before reading on. A mark forgets
 * the rows before it, and the merge join releases the mark when it leaves the run, so the
 * buffer holds one run of equal keys (not the rows skipped between runs).
 */
#include "common/elog.h"
#include "executor/execnodes.h"

#include <string.h>

typedef struct MarkBuffer {
    ExecProcNodeFn next; /* the node's own exec */
    MemoryContext cxt;   /* the rows since the mark */
    MemoryContext spare; /* the next mark's */
    StoredRow **rows;
    long nrows, cap;
    long pos; /* the next row to return: pos < nrows replays a kept row */
    bool marked;
    TupleTableSlot *slot; /* shows a replayed row */
} MarkBuffer;

static TupleTableSlot *markbuf_exec(PlanState *ps)
{
    MarkBuffer *mb = ps->markbuf;
    if (mb->pos < mb->nrows)
        return exec_slot_store_row(mb->slot, mb->rows[mb->pos++]);
    TupleTableSlot *row = mb->next(ps);
    if (row == NULL || !mb->marked)
        return row;
    if (mb->nrows == mb->cap) {
        mb->cap = mb->cap ? mb->cap * 2 : 16;
        StoredRow **n = mcxt_alloc(mb->cxt, sizeof(StoredRow *) * (size_t)mb->cap);
        if (mb->nrows)
            memcpy(n, mb->rows, sizeof(StoredRow *) * (size_t)mb->nrows);
        mb->rows = n;
    }
    mb->rows[mb->nrows++] = exec_row_copy(row, mb->cxt);
    mb->pos = mb->nrows;
    return row;
}

static void markbuf_mark(PlanState *ps)
{
    MarkBuffer *mb = ps->markbuf;
    /* Rows kept after pos (a restore replays them still) move to the spare context, which
     * becomes the buffer's; the rows before the mark go. */
    long keep = mb->nrows - mb->pos;
    StoredRow **rows = NULL;
    if (keep > 0) {
        rows = mcxt_alloc(mb->spare, sizeof(StoredRow *) * (size_t)keep);
        for (long i = 0; i < keep; i++)
            rows[i] =
                exec_row_copy(exec_slot_store_row(mb->slot, mb->rows[mb->pos + i]), mb->spare);
    }
    MemoryContext old = mb->cxt;
    mcxt_reset(old);
    mb->cxt = mb->spare;
    mb->spare = old;
    mb->rows = rows;
    mb->nrows = mb->cap = keep;
    mb->pos = 0;
    mb->marked = true;
}

void exec_mark_release(PlanState *ps)
{
    /* the kept rows stay until the next mark: the caller may still hold the last one */
    if (ps->markbuf != NULL)
        ps->markbuf->marked = false;
}

static void markbuf_restore(PlanState *ps)
{
    MarkBuffer *mb = ps->markbuf;
    if (!mb->marked)
        elog(ERROR, "restore of a position that was never marked");
    mb->pos = 0;
}

void exec_mark_reset(PlanState *ps)
{
    MarkBuffer *mb = ps->markbuf;
    if (mb == NULL)
        return;
    mcxt_reset(mb->cxt);
    mb->rows = NULL;
    mb->nrows = mb->cap = mb->pos = 0;
    mb->marked = false;
}

void exec_enable_mark(PlanState *ps)
{
    if (ps->markpos != NULL)
        return;
    if (!IsA(ps->plan, Sort) && !IsA(ps->plan, IndexScan))
        elog(ERROR, "plan node type %d cannot mark its position", (int)nodeTag(ps->plan));
    MarkBuffer *mb = palloc0(sizeof(MarkBuffer));
    mb->next = ps->exec;
    mb->cxt = mcxt_create(CurrentMemoryContext, "mark buffer");
    mb->spare = mcxt_create(CurrentMemoryContext, "mark buffer");
    mb->slot = exec_slot_create(ps->resultslot->natts, ps->resultslot->types);
    ps->markbuf = mb;
    ps->exec = markbuf_exec;
    ps->markpos = markbuf_mark;
    ps->restrpos = markbuf_restore;
}
