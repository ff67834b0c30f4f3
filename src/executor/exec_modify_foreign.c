/*
 * exec_modify_foreign.c: the ModifyTable node's side of INSERT / UPDATE / DELETE on a foreign
 * table (PG's ExecInsert / ExecUpdate / ExecDelete when ri_FdwRoutine is set).
 *
 * The one idea: the node does not write foreign rows, the wrapper does, one call per row
 * (ExecForeignInsert / Update / Delete, fdwapi.h); the row to change is named by the identity
 * the table's scan put in the input's "ctid" column, handed over in the slot's tts_tid. What
 * the wrapper returns (the row as the remote server wrote it, for RETURNING) becomes the
 * node's row. Constraints of a foreign table are the remote server's to enforce, as in PG: no
 * NOT NULL or CHECK is tested here. COPY FROM inserts its rows the same way, without a plan
 * (exec_foreign_insert_*). A direct modification has no per-row calls: the input's
 * rows are the changed rows already (the wrapper counted them).
 */
#include "common/elog.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "fdw/fdwapi.h"
#include "fdw/foreign.h"

static ForeignModifyState *new_state(Relation rel, CmdType operation, EState *estate)
{
    ForeignModifyState *fm = palloc0(sizeof(ForeignModifyState));
    fm->rel = rel;
    fm->operation = operation;
    fm->estate = estate;
    fm->routine = fdw_routine_for_relation(rel->rd_id);
    fm->retslot = exec_slot_create_for_desc(rel->rd_att);
    return fm;
}

ForeignModifyState *exec_foreign_modify_begin(ModifyTable *node, Relation rel, EState *estate)
{
    if (node->fdwDirectModify)
        return NULL;
    ForeignModifyState *fm = new_state(rel, node->operation, estate);
    if (fm->routine->BeginForeignModify)
        fm->routine->BeginForeignModify(fm, node->fdwPrivate, 0);
    return fm;
}

ForeignModifyState *exec_foreign_insert_begin(Relation rel, EState *estate)
{
    ForeignModifyState *fm = new_state(rel, CMD_INSERT, estate);
    if (fm->routine->BeginForeignInsert == NULL || fm->routine->ExecForeignInsert == NULL)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot insert into foreign table \"%s\"", rel->relname));
    fm->routine->BeginForeignInsert(fm);
    return fm;
}

bool exec_foreign_insert_values(ForeignModifyState *fm, TupleTableSlot *slot,
                                const Datum *values, const bool *isnull)
{
    for (int i = 0; i < slot->natts; i++) {
        slot->values_buf[i] = values[i];
        slot->isnull_buf[i] = isnull[i];
    }
    return fm->routine->ExecForeignInsert(fm, exec_slot_store_virtual(slot)) != NULL;
}

bool exec_foreign_modify_row(ForeignModifyState *fm, ModifyTable *node, TupleTableSlot *in,
                             TupleTableSlot *rowslot)
{
    int natts = rowslot->natts;
    TupleTableSlot *out = in; /* a direct modification's row is the changed row */
    if (fm != NULL) {
        if (node->operation != CMD_INSERT)
            in->tts_tid = exec_datum_to_tid(in->tts_values[node->ctidColIdx - 1]);
        const FdwRoutine *r = fm->routine;
        out = node->operation == CMD_INSERT   ? r->ExecForeignInsert(fm, in)
              : node->operation == CMD_UPDATE ? r->ExecForeignUpdate(fm, in, in)
                                              : r->ExecForeignDelete(fm, in, in);
        if (out == NULL)
            return false; /* the remote row was gone */
        fm->estate->es_processed++;
    }
    for (int i = 0; i < natts; i++) {
        bool have = i < out->natts;
        rowslot->values_buf[i] = have ? out->tts_values[i] : (Datum)0;
        rowslot->isnull_buf[i] = have ? out->tts_isnull[i] : true;
    }
    rowslot->tts_tid = out->tts_tid;
    exec_slot_store_virtual(rowslot);
    return true;
}

void exec_foreign_modify_finish(ForeignModifyState *fm)
{
    if (fm != NULL && fm->routine->FlushForeignModify)
        fm->routine->FlushForeignModify(fm);
}

void exec_foreign_modify_end(ForeignModifyState *fm)
{
    if (fm != NULL && fm->routine->EndForeignModify)
        fm->routine->EndForeignModify(fm);
}
