/*
 * node_material.c: keeps a copy of its child's rows so that rescans replay them cheaply
 * (the inner side of a nested loop).
 *
 * Rows are copied as they are first read; a rescan replays the copies without rescanning the
 * child, and a read past the copies continues pulling from the child. A mark is a position in
 * the copies (the inner side of a merge join).
 */
#include "executor/execnodes.h"

typedef struct MaterialState {
    PlanState ps;
    MemoryContext cxt;
    StoredRow **rows;
    long nrows;
    long cap;
    long next;
    long mark;
    bool eof;
} MaterialState;

static TupleTableSlot *exec_material(PlanState *ps)
{
    MaterialState *ms = (MaterialState *)ps;

    if (ms->next < ms->nrows)
        return exec_slot_store_row(ps->resultslot, ms->rows[ms->next++]);
    if (ms->eof)
        return NULL;
    TupleTableSlot *in = exec_proc_node(ps->lefttree);
    if (in == NULL) {
        ms->eof = true;
        return NULL;
    }
    if (ms->nrows == ms->cap) {
        ms->cap = ms->cap ? ms->cap * 2 : 64;
        MemoryContext old = mcxt_switch_to(ms->cxt);
        StoredRow **n = palloc(sizeof(StoredRow *) * (size_t)ms->cap);
        mcxt_switch_to(old);
        if (ms->nrows)
            memcpy(n, ms->rows, sizeof(StoredRow *) * (size_t)ms->nrows);
        ms->rows = n;
    }
    ms->rows[ms->nrows++] = exec_row_copy(in, ms->cxt);
    ms->next = ms->nrows;
    return exec_slot_store_row(ps->resultslot, ms->rows[ms->nrows - 1]);
}

static void rescan_material(PlanState *ps)
{
    MaterialState *ms = (MaterialState *)ps;
    if (ps->state->es_nparam_exec > 0) {
        /* The input may read sub-plan parameters that changed: read it again. */
        mcxt_reset(ms->cxt);
        ms->rows = NULL;
        ms->nrows = ms->cap = 0;
        ms->eof = false;
        exec_rescan_node(ps->lefttree);
    }
    ms->next = 0;
}

static void mark_material(PlanState *ps)
{
    MaterialState *ms = (MaterialState *)ps;
    ms->mark = ms->next;
}

static void restore_material(PlanState *ps)
{
    MaterialState *ms = (MaterialState *)ps;
    ms->next = ms->mark;
}

PlanState *exec_init_material(Material *node, EState *estate)
{
    MaterialState *ms = exec_make_planstate(sizeof(MaterialState), &node->plan, estate);
    ms->ps.exec = exec_material;
    ms->ps.rescan = rescan_material;
    ms->ps.markpos = mark_material;
    ms->ps.restrpos = restore_material;
    ms->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    ms->cxt = mcxt_create(CurrentMemoryContext, "material");
    TupleTableSlot *child = ms->ps.lefttree->resultslot;
    ms->ps.resultslot = exec_slot_create(child->natts, child->types);
    return &ms->ps;
}
