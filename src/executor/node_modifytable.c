/*
 * node_modifytable.c: INSERT, UPDATE and DELETE.
 *
 * The input plan computes, per row, the new row's values (columns 1..natts, INSERT and UPDATE)
 * and the ctid of the row to change (UPDATE, DELETE). This node checks NOT NULL and the CHECK
 * constraints (the planner's checkExprs, evaluated over the new row), forms the heap
 * tuple and calls heapam. Without RETURNING it does all the work on its first call and returns
 * no rows; with RETURNING it returns one projected row per changed row. The number of rows
 * changed goes to EState.es_processed for the command tag.
 *
 * Concurrent changes (PG's behaviour): heapam waits for a transaction that is changing the
 * same row; if it committed, READ COMMITTED re-checks the row's newest version through a second
 * copy of the input plan in which the target table's scan returns just that version
 * (EvalPlanQual) and changes it if it still qualifies; REPEATABLE READ and SERIALIZABLE raise
 * 40001 instead.
 *
 * INSERT ... ON CONFLICT (PG's speculative insertion): the arbiter indexes are searched for a
 * live row with the new row's key (index_find_conflict waits for a transaction still inserting
 * or deleting one). None: the row is inserted and its index entries added with the arbiters
 * checked again under their leaf locks (UNIQUE_CHECK_PARTIAL); if a concurrent inserter got
 * there in between, the tuple is taken back (heap_abort_speculative) and the row starts over,
 * now finding (and waiting for) the other one. A conflict with DO NOTHING skips the row; with
 * DO UPDATE the existing row is locked (a committed concurrent change of it: start over at READ
 * COMMITTED, 40001 at REPEATABLE READ), its latest version filtered by the WHERE and updated
 * with the SET list, EXCLUDED being the proposed row. A row this command wrote itself cannot
 * be updated again (21000).
 */
#include "common/elog.h"
#include "common/stringinfo.h"
#include "executor/acl.h"
#include "executor/builtins.h"
#include "executor/exec_ri.h"
#include "executor/partition.h"
#include "executor/execnodes.h"
#include "common/guc.h"
#include "index/indexam.h"
#include "storage/catalog.h"
#include "storage/mvcc.h"
#include "storage/snapshot.h"

typedef struct ModifyTableState {
    PlanState ps;
    Relation rel;
    IndexRelation *indexes; /* the table's indexes: each new row version gets entries */
    int nindexes;
    TupleTableSlot *rowslot; /* the row written or deleted, for RETURNING */
    ProjectionInfo *returning;
    ExprContext *retcontext;
    PlanState *epq_ps; /* the input plan again, for EvalPlanQual (built on first need) */
    CheckState *checks; /* the table's CHECK constraints, or NULL */
    CheckState *wcos;   /* its row-level security checks of the new row, or NULL */
    CheckState *oc_existing_wcos, *oc_update_wcos; /* DO UPDATE's: the row found, the new one */
    List *written;      /* the columns the statement inserts or updates (error details) */
    bool done;
    PartRouter *router; /* a partitioned table: its partitions opened so far */
    PartCheck *partcheck; /* the table is a partition: its partition constraint */
    /* skipDuplicates: the (partition, ctid)s changed so far, an open-addressing set (0 = empty
     * slot) */
    struct SeenTid *seen;
    uint64 nseen;
    uint64 seencap;
    /* INSERT ... ON CONFLICT */
    bool *arbiter;            /* per entry of indexes: an arbiter index */
    struct LeafConflict *leafoc; /* a partitioned table: per router leaf (NULL: not yet) */
    int nleafoc;
    int leaf;                 /* the router leaf being written, -1 outside one */
    TupleTableSlot *existing; /* DO UPDATE: the conflicting row, locked */
    ProjectionInfo *oc_proj;  /* DO UPDATE: the new row (SCAN_VAR existing, INNER_VAR excluded) */
    ExprState *oc_where;
    ExprContext *oc_context;
    double oc_inserted, oc_conflicting, oc_filtered; /* EXPLAIN ANALYZE's counts */
    RiState *ri;  /* the foreign keys on or referencing the table, or NULL */
    Datum *oldvalues; /* the row version an UPDATE or DELETE replaced, for ri */
    bool *oldisnull;
    bool foreign; /* a foreign table: rows go through its wrapper (exec_modify_foreign.c) */
    struct ForeignModifyState *fdw;
} ModifyTableState;

/* ON CONFLICT in a leaf partition: its arbiters (its indexes attached to the statement's
 * partitioned arbiters) and its partition constraint, which DO UPDATE's row must keep. */
typedef struct LeafConflict {
    bool *arbiter;
    PartCheck *check;
} LeafConflict;

typedef struct SeenTid {
    uint64 tid; /* the ctid's datum + 1 */
    Oid rel;
} SeenTid;

/* Add (rel, tid) to the set; false if it was there already (the row was changed by this
 * command). */
static bool remember_tid(ModifyTableState *ms, Oid rel, ItemPointerData tid)
{
    uint64 key = (uint64)exec_tid_to_datum(tid) + 1;
    if ((ms->nseen + 1) * 2 > ms->seencap) {
        uint64 cap = ms->seencap ? ms->seencap * 2 : 1024;
        MemoryContext old = mcxt_switch_to(mcxt_of_chunk(ms));
        SeenTid *n = palloc0(sizeof(SeenTid) * cap);
        mcxt_switch_to(old);
        for (uint64 i = 0; i < ms->seencap; i++) {
            SeenTid k = ms->seen[i];
            if (k.tid == 0)
                continue;
            uint64 h = ((k.tid ^ ((uint64)k.rel << 40)) * 0x9E3779B97F4A7C15ULL) & (cap - 1);
            while (n[h].tid != 0)
                h = (h + 1) & (cap - 1);
            n[h] = k;
        }
        if (ms->seen)
            pfree(ms->seen);
        ms->seen = n;
        ms->seencap = cap;
    }
    uint64 h = ((key ^ ((uint64)rel << 40)) * 0x9E3779B97F4A7C15ULL) & (ms->seencap - 1);
    while (ms->seen[h].tid != 0) {
        if (ms->seen[h].tid == key && ms->seen[h].rel == rel)
            return false;
        h = (h + 1) & (ms->seencap - 1);
    }
    ms->seen[h].tid = key;
    ms->seen[h].rel = rel;
    ms->nseen++;
    return true;
}

/* The values (shown: those columns only, NULL: all) of the row, "(1, null)"; the names too,
 * "(a, b)", when names is set. */
static void append_row(StringInfo buf, TupleDesc desc, const Datum *values, const bool *isnull,
                       const bool *shown, bool names)
{
    appendStringInfoChar(buf, '(');
    bool first = true;
    for (int i = 0; i < desc->natts; i++) {
        if (TupleDescAttr(desc, i)->attisdropped || (shown && !shown[i]))
            continue; /* a dropped column is not part of the row, as in PG */
        if (!first)
            appendStringInfoString(buf, ", ");
        first = false;
        if (names)
            appendStringInfoString(buf, TupleDescAttr(desc, i)->attname);
        else if (isnull[i])
            appendStringInfoString(buf, "null");
        else
            appendStringInfoString(buf,
                                   type_output_cstring(TupleDescAttr(desc, i)->atttypid, values[i]));
    }
    appendStringInfoChar(buf, ')');
}

char *exec_row_text(TupleDesc desc, const Datum *values, const bool *isnull)
{
    StringInfoData buf;
    initStringInfo(&buf);
    append_row(&buf, desc, values, isnull, NULL, false);
    return buf.data;
}

List *exec_written_columns(EState *estate, Oid relid)
{
    List *out = NIL;
    ListCell *lc, *c;
    PlannedStmt *stmt = estate ? estate->es_plannedstmt : NULL;
    foreach (lc, stmt ? stmt->permissions : NIL) {
        RelPermission *p = lfirst(lc);
        if (p->relid != relid)
            continue;
        foreach (c, p->inserted_cols)
            out = lappend_int(out, lfirst_int(c));
        foreach (c, p->updated_cols)
            out = lappend_int(out, lfirst_int(c));
    }
    return out;
}

char *exec_row_text_visible(Relation rel, const Datum *values, const bool *isnull,
                            const List *written)
{
    Oid me = acl_current_user();
    if (acl_relation_has(rel->rd_id, me, ACL_SELECT))
        return exec_row_text(rel->rd_att, values, isnull);
    RelationAcl ra;
    if (!catalog_relation_acl(rel->rd_id, &ra))
        return NULL;
    bool *shown = palloc0(sizeof(bool) * (size_t)(rel->rd_att->natts + 1));
    bool any = false;
    for (int i = 0; i < rel->rd_att->natts; i++) {
        shown[i] = list_member_int(written, i + 1) ||
                   acl_column_mask(rel->rd_id, i + 1, ra.owner, me, ACL_SELECT) != 0;
        any |= shown[i] && !TupleDescAttr(rel->rd_att, i)->attisdropped;
    }
    if (!any)
        return NULL;
    StringInfoData buf;
    initStringInfo(&buf);
    append_row(&buf, rel->rd_att, values, isnull, shown, true);
    appendStringInfoString(&buf, " = ");
    append_row(&buf, rel->rd_att, values, isnull, shown, false);
    return buf.data;
}

void exec_check_not_null(Relation rel, const Datum *values, const bool *isnull,
                         const List *written)
{
    TupleDesc desc = rel->rd_att;
    for (int i = 0; i < desc->natts; i++) {
        Form_attribute att = TupleDescAttr(desc, i);
        if (att->attnotnull && !att->attisdropped && isnull[i]) {
            char *detail = exec_row_text_visible(rel, values, isnull, written);
            ereport(ERROR, errcode(ERRCODE_NOT_NULL_VIOLATION),
                    errmsg("null value in column \"%s\" of relation \"%s\" violates not-null "
                           "constraint",
                           att->attname, rel->relname),
                    detail ? errdetail("Failing row contains %s.", detail) : 0,
                    errtablecol(catalog_namespace_name(rel->relnamespace), rel->relname,
                                att->attname));
        }
    }
}

/*
 * A committed transaction changed the row first. REPEATABLE READ: 40001. READ COMMITTED: the
 * input row recomputed from the row's newest version, or NULL if it is gone or no longer
 * qualifies.
 */
static TupleTableSlot *concurrent_change(ModifyTableState *ms, HeapTmResult r,
                                         ItemPointer newer)
{
    exec_epq_check_isolation(r, false);
    if (r != HEAP_TM_UPDATED)
        return NULL;
    HeapTuple latest = heap_fetch_latest(ms->rel, newer);
    if (latest == NULL)
        return NULL;
    return exec_epq_run(&ms->ps, &ms->epq_ps, latest, NULL, NULL);
}

/* The row written's table: the rowslot's column after the table's (RETURNING tableoid). */
static void set_rowslot_table(ModifyTableState *ms)
{
    int natts = ms->rel->rd_att->natts;
    ms->rowslot->values_buf[natts] = ObjectIdGetDatum(ms->rel->rd_id);
    ms->rowslot->isnull_buf[natts] = false;
}

/* The row in slot as rowslot's row, stored as tup (its header for RETURNING xmin ...). */
static void set_rowslot(ModifyTableState *ms, TupleTableSlot *slot, HeapTuple tup)
{
    ItemPointerData tid = tup->t_self;
    exec_slot_set_header(ms->rowslot, tup->t_data);
    for (int i = 0; i < ms->rel->rd_att->natts; i++) {
        ms->rowslot->values_buf[i] = slot->tts_values[i];
        ms->rowslot->isnull_buf[i] = slot->tts_isnull[i];
    }
    set_rowslot_table(ms);
    ms->rowslot->tts_tid = tid;
}

/* The foreign keys learn of a row changed: the version at oldtid (invalid for an insert) and
 * the new row (NULL for a delete). */
static void ri_report(ModifyTableState *ms, ItemPointer oldtid, const Datum *newv,
                      const bool *newn)
{
    if (ms->ri == NULL)
        return;
    const Datum *oldv = NULL;
    const bool *oldn = NULL;
    if (oldtid != NULL) {
        HeapTuple old = heap_copy_version(ms->rel, oldtid);
        if (NEVER(old == NULL))
            return;
        heap_deform_tuple(old, ms->rel->rd_att, ms->oldvalues, ms->oldisnull);
        oldv = ms->oldvalues;
        oldn = ms->oldisnull;
    }
    exec_ri_row(ms->ri, oldv, oldn, newv, newn);
}

/* A live row conflicting with tup in an arbiter index? (waits for in-progress ones) */
static bool find_conflict(ModifyTableState *ms, HeapTuple tup, ItemPointer conflict)
{
    Datum values[INDEX_MAX_KEYS];
    bool isnull[INDEX_MAX_KEYS];
    for (int i = 0; i < ms->nindexes; i++) {
        if (!ms->arbiter[i])
            continue;
        if (!index_form_keys(ms->indexes[i], tup, ms->rel->rd_att, values, isnull))
            continue; /* a row outside a partial arbiter index cannot conflict in it */
        if (index_find_conflict(ms->indexes[i], ms->rel, values, isnull, conflict))
            return true;
    }
    return false;
}

/* REPEATABLE READ: a conflicting row our snapshot cannot see is a serialization failure. */
static void check_conflict_visible(ModifyTableState *ms, ItemPointer tid)
{
    if (XactIsoLevel >= XACT_REPEATABLE_READ && heap_tuple_unseen_by_snapshot(ms->rel, tid))
        ereport(ERROR, errcode(ERRCODE_T_R_SERIALIZATION_FAILURE),
                errmsg("could not serialize access due to concurrent update"));
}

typedef enum ConflictUpdate { CU_UPDATED, CU_SKIPPED, CU_RETRY } ConflictUpdate;

/* DO UPDATE of the row at tid, which conflicts with the proposed row excluded. */
static ConflictUpdate update_conflicting(ModifyTableState *ms, TupleTableSlot *excluded,
                                         ItemPointer tid)
{
    TupleDesc desc = ms->rel->rd_att;
    ItemPointerData newer;
    HeapTmResult r = heap_lock_tuple(ms->rel, tid, LOCK_TUPLE_EXCLUSIVE, false, &newer);
    switch (r) {
    case HEAP_TM_OK:
        break;
    case HEAP_TM_INVISIBLE:
    case HEAP_TM_SELF_MODIFIED:
        /* inserted or updated by this very command */
        ereport(ERROR, errcode(ERRCODE_CARDINALITY_VIOLATION),
                errmsg("ON CONFLICT DO UPDATE command cannot affect row a second time"),
                errhint("Ensure that no rows proposed for insertion within the same command "
                        "have duplicate constrained values."));
    case HEAP_TM_UPDATED:
    case HEAP_TM_DELETED:
        exec_epq_check_isolation(r, false);
        return CU_RETRY; /* READ COMMITTED: from the start, with the row's newest version */
    case HEAP_TM_WOULD_BLOCK:
        elog(ERROR, "unexpected result %d locking a conflicting row", (int)r);
    }
    check_conflict_visible(ms, tid);
    HeapTuple cur = heap_fetch_latest(ms->rel, tid);
    if (NEVER(cur == NULL))
        return CU_RETRY;
    exec_slot_store_heap(ms->existing, cur, desc);
    ms->existing->values_buf[desc->natts] = ObjectIdGetDatum(ms->rel->rd_id); /* tableoid */
    ms->existing->isnull_buf[desc->natts] = false;
    ExprContext *ec = ms->oc_context;
    exec_reset_econtext(ec);
    ec->ecxt_scantuple = ms->existing;
    ec->ecxt_innertuple = excluded;
    if (ms->oc_where && !exec_qual(ms->oc_where, ec)) {
        ms->oc_filtered++;
        return CU_SKIPPED; /* the row stays locked, as in PG */
    }
    exec_check_row_security(ms->oc_existing_wcos, ms->rel, ms->existing->tts_values,
                            ms->existing->tts_isnull, true);
    TupleTableSlot *row = exec_project(ms->oc_proj);
    exec_check_row_security(ms->oc_update_wcos, ms->rel, row->tts_values, row->tts_isnull, false);
    if (ms->leaf >= 0 &&
        !exec_partition_check_ok(ms->leafoc[ms->leaf].check, row->tts_values, row->tts_isnull))
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("invalid ON UPDATE specification"),
                errdetail("The result tuple would appear in a different partition than the "
                          "original tuple."));
    exec_check_not_null(ms->rel, row->tts_values, row->tts_isnull, ms->written);
    exec_check_constraints(ms->checks, ms->rel, row->tts_values, row->tts_isnull,
                           ms->written);
    HeapTuple tup = heap_form_tuple(desc, row->tts_values, row->tts_isnull);
    tup->t_tableOid = ms->rel->rd_id;
    r = heap_update_tm(ms->rel, tid, tup, &newer);
    if (NEVER(r != HEAP_TM_OK))
        elog(ERROR, "could not update the row ON CONFLICT locked (result %d)", (int)r);
    index_insert_tuple(ms->indexes, ms->nindexes, ms->rel, tup);
    ri_report(ms, tid, row->tts_values, row->tts_isnull);
    set_rowslot(ms, row, tup);
    return CU_UPDATED;
}

/* INSERT ... ON CONFLICT of one row: false if it was skipped (not inserted nor updated). */
static bool insert_on_conflict(ModifyTableState *ms, TupleTableSlot *in)
{
    ModifyTable *node = (ModifyTable *)ms->ps.plan;
    TupleDesc desc = ms->rel->rd_att;
    for (;;) {
        HeapTuple tup = heap_form_tuple(desc, in->tts_values, in->tts_isnull);
        tup->t_tableOid = ms->rel->rd_id;
        ItemPointerData conflict;
        if (find_conflict(ms, tup, &conflict)) {
            if (node->onConflictAction == ONCONFLICT_NOTHING) {
                check_conflict_visible(ms, &conflict);
                ms->oc_conflicting++;
                return false;
            }
            ConflictUpdate r = update_conflicting(ms, in, &conflict);
            if (r == CU_RETRY)
                continue;
            ms->oc_conflicting++;
            return r == CU_UPDATED;
        }
        heap_insert(ms->rel, tup);
        if (index_insert_tuple_speculative(ms->indexes, ms->nindexes, ms->rel, tup,
                                           ms->arbiter)) {
            ri_report(ms, NULL, in->tts_values, in->tts_isnull);
            set_rowslot(ms, in, tup);
            ms->oc_inserted++;
            return true;
        }
        /* a concurrent inserter of the key came first: take ours back and look again */
        heap_abort_speculative(ms->rel, &tup->t_self);
    }
}

/* The checks of a new row: row security, then (PG's order: before them for an UPDATE, after
 * for an INSERT) the partition constraint of a table that is a partition, NOT NULL, CHECK. */
static void check_new_row(ModifyTableState *ms, TupleTableSlot *in, CmdType op)
{
    exec_check_row_security(ms->wcos, ms->rel, in->tts_values, in->tts_isnull, false);
    if (op == CMD_UPDATE)
        exec_partition_check(ms->partcheck, ms->rel, in->tts_values, in->tts_isnull, ms->written);
    exec_check_not_null(ms->rel, in->tts_values, in->tts_isnull, ms->written);
    exec_check_constraints(ms->checks, ms->rel, in->tts_values, in->tts_isnull, ms->written);
    if (op == CMD_INSERT)
        exec_partition_check(ms->partcheck, ms->rel, in->tts_values, in->tts_isnull, ms->written);
}

/* Apply one input row as op (the node's operation, or a part of a row-moving UPDATE: false if
 * it was skipped); rowslot shows the row written or deleted. */
static bool modify_one(ModifyTableState *ms, TupleTableSlot *in, CmdType op)
{
    ModifyTable *node = (ModifyTable *)ms->ps.plan;
    TupleDesc desc = ms->rel->rd_att;
    int natts = desc->natts;

    MemoryContext old = mcxt_switch_to(ms->ps.econtext->ecxt_per_tuple_memory);

    if (op == CMD_INSERT || op == CMD_UPDATE) {
        if (NEVER(in->natts < natts))
            elog(ERROR, "new row has %d columns, table \"%s\" has %d", in->natts,
                 ms->rel->relname, natts);
        check_new_row(ms, in, op);
        if (op == CMD_INSERT && node->onConflictAction != ONCONFLICT_NONE) {
            bool done = insert_on_conflict(ms, in);
            mcxt_switch_to(old);
            if (!done)
                return false;
            exec_slot_store_virtual(ms->rowslot);
            ms->ps.state->es_processed++;
            return true;
        }
        HeapTuple tup = heap_form_tuple(desc, in->tts_values, in->tts_isnull);
        tup->t_tableOid = ms->rel->rd_id;
        ItemPointerData oldtid;
        if (op == CMD_INSERT)
            heap_insert(ms->rel, tup);
        else {
            for (;;) {
                ItemPointerData tid = exec_datum_to_tid(in->tts_values[node->ctidColIdx - 1]);
                ItemPointerData newer;
                HeapTmResult r = heap_update_tm(ms->rel, &tid, tup, &newer);
                oldtid = tid;
                if (r == HEAP_TM_OK)
                    break;
                if (r == HEAP_TM_SELF_MODIFIED || r == HEAP_TM_WOULD_BLOCK ||
                    (in = concurrent_change(ms, r, &newer)) == NULL) {
                    mcxt_switch_to(old);
                    return false;
                }
                check_new_row(ms, in, op);
                tup = heap_form_tuple(desc, in->tts_values, in->tts_isnull);
                tup->t_tableOid = ms->rel->rd_id;
            }
        }
        index_insert_tuple(ms->indexes, ms->nindexes, ms->rel, tup);
        ri_report(ms, op == CMD_INSERT ? NULL : &oldtid, in->tts_values, in->tts_isnull);
        set_rowslot(ms, in, tup);
    } else {
        ItemPointerData tid;
        for (;;) {
            tid = exec_datum_to_tid(in->tts_values[node->ctidColIdx - 1]);
            ItemPointerData newer;
            HeapTmResult r = heap_delete_tm(ms->rel, &tid, &newer);
            if (r == HEAP_TM_OK)
                break;
            if (r == HEAP_TM_SELF_MODIFIED || r == HEAP_TM_WOULD_BLOCK ||
                (in = concurrent_change(ms, r, &newer)) == NULL) {
                mcxt_switch_to(old);
                return false;
            }
        }
        ri_report(ms, &tid, NULL, NULL);
        for (int i = 0; i < natts; i++) {
            bool have = i < in->natts && i != node->ctidColIdx - 1;
            ms->rowslot->values_buf[i] = have ? in->tts_values[i] : (Datum)0;
            ms->rowslot->isnull_buf[i] = have ? in->tts_isnull[i] : true;
        }
        set_rowslot_table(ms);
        ms->rowslot->tts_tid = tid;
        /* RETURNING xmin ...: the deleted version's header, as PG's old tuple */
        if (ms->returning) {
            HeapTupleData deleted;
            int buf = 0;
            if (heap_fetch(ms->rel, &tid, &deleted, &buf))
                exec_slot_set_header(ms->rowslot, deleted.t_data);
            else
                elog(ERROR, "could not fetch the row just deleted");
            heap_fetch_release(&buf);
        }
    }
    mcxt_switch_to(old);
    exec_slot_store_virtual(ms->rowslot);
    ms->ps.state->es_processed++;
    return true;
}

/* A foreign table's row, through its wrapper, in memory freed with the next row. */
static bool modify_foreign(ModifyTableState *ms, TupleTableSlot *in)
{
    MemoryContext old = mcxt_switch_to(ms->ps.econtext->ecxt_per_tuple_memory);
    bool done = exec_foreign_modify_row(ms->fdw, (ModifyTable *)ms->ps.plan, in, ms->rowslot);
    mcxt_switch_to(old);
    return done;
}

/* Is index (of a partition) one of the partitioned arbiters, or attached below one? */
static bool attached_to_arbiter(Oid index, List *arbiters)
{
    for (Oid i = index; OidIsValid(i); i = catalog_partition_parent(i))
        if (list_member_oid(arbiters, i))
            return true;
    return false;
}

/* Router leaf i's ON CONFLICT state, made on its first row. */
static LeafConflict *leaf_conflict(ModifyTableState *ms, int i)
{
    ModifyTable *node = (ModifyTable *)ms->ps.plan;
    if (i >= ms->nleafoc) {
        MemoryContext old = mcxt_switch_to(ms->ps.state->es_query_cxt);
        int n = Max(i + 1, ms->nleafoc * 2);
        LeafConflict *grown = palloc0(sizeof(LeafConflict) * (size_t)n);
        if (ms->nleafoc)
            memcpy(grown, ms->leafoc, sizeof(LeafConflict) * (size_t)ms->nleafoc);
        ms->leafoc = grown;
        ms->nleafoc = n;
        mcxt_switch_to(old);
    }
    LeafConflict *lc = &ms->leafoc[i];
    if (lc->arbiter == NULL) {
        MemoryContext old = mcxt_switch_to(ms->ps.state->es_query_cxt);
        int n = ms->router->nindexes[i];
        lc->arbiter = palloc0(sizeof(bool) * (size_t)(n + 1));
        for (int k = 0; k < n; k++) {
            IndexRelation ir = ms->router->indexes[i][k];
            lc->arbiter[k] = node->arbiterIndexes == NIL
                                 ? ir->form.indisunique
                                 : attached_to_arbiter(ir->form.indexrelid, node->arbiterIndexes);
        }
        lc->check = exec_partition_check_create(ms->router->oids[i]);
        mcxt_switch_to(old);
    }
    return lc;
}

/* modify_one in leaf partition i of the router, as if that were the target. */
static bool modify_in_leaf(ModifyTableState *ms, int i, TupleTableSlot *in, CmdType op)
{
    Relation parent = ms->rel;
    IndexRelation *pidx = ms->indexes;
    int pn = ms->nindexes;
    bool *parbiter = ms->arbiter;
    ms->rel = ms->router->rels[i];
    ms->indexes = ms->router->indexes[i];
    ms->nindexes = ms->router->nindexes[i];
    if (((ModifyTable *)ms->ps.plan)->onConflictAction != ONCONFLICT_NONE)
        ms->arbiter = leaf_conflict(ms, i)->arbiter;
    ms->leaf = i;
    volatile bool done = false;
    PG_TRY();
    {
        done = modify_one(ms, in, op);
    }
    PG_CATCH();
    {
        ms->rel = parent; /* the node's cleanup closes the parent, the router the partitions */
        ms->indexes = pidx;
        ms->nindexes = pn;
        ms->arbiter = parbiter;
        ms->leaf = -1;
        PG_RE_THROW();
    }
    PG_END_TRY();
    ms->rel = parent;
    ms->indexes = pidx;
    ms->nindexes = pn;
    ms->arbiter = parbiter;
    ms->leaf = -1;
    return done;
}

/*
 * A row of a partitioned table. INSERT: into the partition it routes to. UPDATE and DELETE:
 * in the partition the scan found it in (its tableoid column); an UPDATE whose new row
 * belongs in another partition moves it there, a delete from the old one and an insert into
 * the new one (PG 11's row movement), counted once.
 */
static bool modify_partitioned(ModifyTableState *ms, TupleTableSlot *in)
{
    ModifyTable *node = (ModifyTable *)ms->ps.plan;
    MemoryContext old = mcxt_switch_to(ms->ps.state->es_query_cxt);
    int from = -1, to = -1;
    if (node->operation != CMD_INSERT)
        from = exec_router_leaf(ms->router,
                                DatumGetObjectId(in->tts_values[node->tableoidColIdx - 1]));
    if (node->operation != CMD_DELETE)
        to = exec_router_route(ms->router, in->tts_values, in->tts_isnull);
    mcxt_switch_to(old);
    if (from < 0 || to < 0 || from == to)
        return modify_in_leaf(ms, from < 0 ? to : from, in, node->operation);
    if (!modify_in_leaf(ms, from, in, CMD_DELETE))
        return false;
    ms->ps.state->es_processed--;
    return modify_in_leaf(ms, to, in, CMD_INSERT);
}

static TupleTableSlot *exec_modifytable(PlanState *ps)
{
    ModifyTableState *ms = (ModifyTableState *)ps;

    if (ms->done)
        return NULL;
    for (;;) {
        TupleTableSlot *in = exec_proc_node(ps->lefttree);
        if (in == NULL) {
            ms->done = true;
            exec_foreign_modify_finish(ms->fdw);
            exec_ri_end(ms->ri); /* the statement's rows are written: its foreign keys */
            return NULL;
        }
        exec_reset_econtext(ps->econtext);
        ModifyTable *node = (ModifyTable *)ps->plan;
        if (node->skipDuplicates &&
            !remember_tid(ms,
                          node->tableoidColIdx
                              ? DatumGetObjectId(in->tts_values[node->tableoidColIdx - 1])
                              : InvalidOid,
                          exec_datum_to_tid(in->tts_values[node->ctidColIdx - 1])))
            continue;
        if (ms->foreign     ? !modify_foreign(ms, in)
            : ms->router  ? !modify_partitioned(ms, in)
                          : !modify_one(ms, in, node->operation))
            continue;
        if (ms->returning) {
            exec_reset_econtext(ms->retcontext);
            ms->retcontext->ecxt_scantuple = ms->rowslot;
            return exec_project(ms->returning);
        }
    }
}

static void end_modifytable(PlanState *ps)
{
    ModifyTableState *ms = (ModifyTableState *)ps;
    exec_foreign_modify_end(ms->fdw);
    ms->fdw = NULL;
    exec_end_node(ps->lefttree);
    exec_end_node(ms->epq_ps);
    index_close_all(ms->indexes, ms->nindexes);
    ms->indexes = NULL;
    exec_router_close(ms->router);
    ms->nindexes = 0;
    if (ms->rel) {
        relation_close(ms->rel);
        ms->rel = NULL;
    }
}

void exec_modifytable_conflict_counts(PlanState *ps, double *inserted, double *conflicting,
                                      double *filtered)
{
    ModifyTableState *ms = (ModifyTableState *)ps;
    *inserted = ms->oc_inserted;
    *conflicting = ms->oc_conflicting;
    *filtered = ms->oc_filtered;
}

/* The arbiter indexes among the open ones (no list: every unique index) and DO UPDATE's
 * expressions. */
static void init_on_conflict(ModifyTableState *ms, ModifyTable *node, EState *estate,
                             const Oid *types)
{
    ms->arbiter = palloc0(sizeof(bool) * (size_t)(ms->nindexes + 1));
    int found = 0;
    for (int i = 0; i < ms->nindexes; i++) {
        IndexRelation ir = ms->indexes[i];
        ms->arbiter[i] = node->arbiterIndexes == NIL
                             ? ir->form.indisunique
                             : list_member_oid(node->arbiterIndexes, ir->form.indexrelid);
        found += ms->arbiter[i] && node->arbiterIndexes != NIL;
    }
    /* a partitioned table's arbiters are its partitioned indexes: each leaf has its own */
    if (ms->router == NULL && found < list_length(node->arbiterIndexes))
        ereport(ERROR, errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
                errmsg("an arbiter index of relation \"%s\" no longer exists",
                       ms->rel->relname));
    if (node->onConflictAction != ONCONFLICT_UPDATE)
        return;
    ms->existing = exec_slot_create(ms->rel->rd_att->natts + 1, types); /* + its tableoid */
    ms->oc_context = exec_create_econtext(estate);
    ms->oc_proj = exec_build_projection(node->onConflictSet, ms->oc_context, &ms->ps, estate);
    ms->oc_where = exec_init_qual(node->onConflictWhere, &ms->ps, estate);
}

static void init_returning(ModifyTableState *ms, ModifyTable *node, EState *estate)
{
    if (node->returningList != NIL) {
        ms->retcontext = exec_create_econtext(estate);
        ms->returning = exec_build_projection(node->returningList, ms->retcontext, &ms->ps, estate);
        ms->ps.resultslot = ms->returning->slot;
    } else
        ms->ps.resultslot = exec_slot_create(0, NULL);
}

/* A foreign table: no indexes, constraints or foreign keys here; the wrapper's state. */
static PlanState *init_foreign_modify(ModifyTableState *ms, ModifyTable *node, EState *estate)
{
    ms->fdw = exec_foreign_modify_begin(node, ms->rel, estate);
    ms->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    ms->rowslot = exec_slot_create_for_desc(ms->rel->rd_att);
    init_returning(ms, node, estate);
    return &ms->ps;
}

PlanState *exec_init_modifytable(ModifyTable *node, EState *estate)
{
    ModifyTableState *ms = exec_make_planstate(sizeof(ModifyTableState), &node->plan, estate);
    TupleDesc desc;

    ms->ps.exec = exec_modifytable;
    ms->ps.end = end_modifytable;
    ms->rel = relation_open(node->relid, RowExclusiveLock);
    /* PG's ExecCheckXactReadOnly: temporary tables may still be written; the message names
     * the statement (SELECT for a data-modifying WITH), not this node */
    if (XactReadOnly && ms->rel->relpersistence != RELPERSISTENCE_TEMP) {
        CmdType top = estate->es_plannedstmt ? estate->es_plannedstmt->commandType : node->operation;
        ereport(ERROR, errcode(ERRCODE_READ_ONLY_SQL_TRANSACTION),
                errmsg("cannot execute %s in a read-only transaction",
                       top == CMD_INSERT   ? "INSERT"
                       : top == CMD_UPDATE ? "UPDATE"
                       : top == CMD_DELETE ? "DELETE"
                                           : "SELECT"));
    }
    ms->foreign = ms->rel->relkind == RELKIND_FOREIGN_TABLE;
    ms->leaf = -1;
    if (ms->rel->relkind == RELKIND_PARTITIONED_TABLE)
        ms->router = exec_router_create(node->relid, ms->rel->relname);
    else if (ms->rel->relkind == RELKIND_RELATION)
        ms->partcheck = exec_partition_check_create(node->relid);
    else if (ms->rel->relkind != RELKIND_RELATION && !ms->foreign)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("cannot change %s \"%s\"",
                       ms->rel->relkind == RELKIND_SEQUENCE ? "sequence" : "relation",
                       ms->rel->relname));
    if (ms->foreign)
        return init_foreign_modify(ms, node, estate);
    if (node->operation != CMD_DELETE)
        ms->indexes = index_open_all(ms->rel, &ms->nindexes);
    ms->checks = exec_init_checks(node->checkNames, node->checkExprs, estate);
    ms->wcos = exec_init_checks(node->wcoNames, node->wcoExprs, estate);
    ms->oc_existing_wcos = exec_init_checks(node->ocExistingNames, node->ocExistingExprs, estate);
    ms->oc_update_wcos = exec_init_checks(node->ocUpdateNames, node->ocUpdateExprs, estate);
    ms->written = exec_written_columns(estate, node->relid);
    ms->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    desc = ms->rel->rd_att;
    Oid *types = palloc0(sizeof(Oid) * (size_t)(desc->natts + 1));
    for (int i = 0; i < desc->natts; i++)
        types[i] = TupleDescAttr(desc, i)->atttypid;
    types[desc->natts] = OIDOID; /* the table the row is in: set_rowslot_table */
    ms->rowslot = exec_slot_create(desc->natts + 1, types);
    if (node->onConflictAction != ONCONFLICT_NONE)
        init_on_conflict(ms, node, estate, types);
    /* an upsert may update a row and so take a key away */
    ms->ri = exec_ri_begin(ms->rel, node->operation == CMD_INSERT &&
                                            node->onConflictAction == ONCONFLICT_UPDATE
                                        ? CMD_UPDATE
                                        : node->operation);
    if (ms->ri) {
        ms->oldvalues = palloc(sizeof(Datum) * (size_t)(desc->natts + 1));
        ms->oldisnull = palloc(sizeof(bool) * (size_t)(desc->natts + 1));
    }
    init_returning(ms, node, estate);
    return &ms->ps;
}
