/*
 * seqfuncs.c: the sequence functions nextval, currval, setval and lastval, with PG's checks
 * and messages.
 *
 * The one idea: the numbers come from storage/sequence.c, outside any transaction; what this
 * session last got from each sequence (for currval and lastval) is kept here, per session
 * thread, in its top memory context, as PG keeps its SeqTable.
 */
#include "executor/types/types_internal.h"
#include "common/guc.h"
#include "storage/catalog.h"
#include "storage/catalog_sequence.h"
#include "storage/sequence.h"
#include "storage/xact.h"

typedef struct SeqSeen {
    Oid relid;
    int64 last;
} SeqSeen;

static _Thread_local SeqSeen *seen;
static _Thread_local int nseen, seen_cap;
static _Thread_local Oid last_used; /* lastval's sequence */

static SeqSeen *seen_entry(Oid relid, bool create)
{
    for (int i = 0; i < nseen; i++)
        if (seen[i].relid == relid)
            return &seen[i];
    if (!create)
        return NULL;
    if (nseen == seen_cap) {
        int cap = seen_cap ? seen_cap * 2 : 16;
        MemoryContext old = MemoryContextSwitchTo(mcxt_top());
        SeqSeen *n = palloc(sizeof(SeqSeen) * (size_t)cap);
        MemoryContextSwitchTo(old);
        if (nseen)
            memcpy(n, seen, sizeof(SeqSeen) * (size_t)nseen);
        if (seen)
            pfree(seen);
        seen = n;
        seen_cap = cap;
    }
    seen[nseen].relid = relid;
    seen[nseen].last = 0;
    return &seen[nseen++];
}

/* The sequence of oid relid, locked as PG's nextval locks it; 42809 if it is not one. */
static Relation open_sequence(Oid relid, SequenceForm *form)
{
    char name[NAMEDATALEN];
    Oid nsp;
    if (!catalog_relation_name(relid, name, &nsp))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("could not open relation with OID %u", relid));
    Relation rel = relation_open(relid, RowExclusiveLock);
    if (rel->relkind != RELKIND_SEQUENCE)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not a sequence", rel->relname));
    if (form && !catalog_sequence_form(relid, form))
        elog(ERROR, "cache lookup failed for sequence %u", relid);
    return rel;
}

static void check_writable(const char *fn, Relation rel)
{
    if (XactReadOnly && rel->relpersistence != 't') /* temporary ones may change */
        ereport(ERROR, errcode(ERRCODE_READ_ONLY_SQL_TRANSACTION),
                errmsg("cannot execute %s() in a read-only transaction", fn));
}

static Datum nextval_oid(PG_FUNCTION_ARGS)
{
    SequenceForm form;
    Relation rel = open_sequence(PG_GETARG_OID(0), &form);
    check_writable("nextval", rel);
    int64 v = sequence_next(rel, &form);
    SeqSeen *s = seen_entry(rel->rd_id, true);
    s->last = v;
    last_used = rel->rd_id;
    relation_close(rel);
    PG_RETURN_INT64(v);
}

static Datum currval_oid(PG_FUNCTION_ARGS)
{
    Relation rel = open_sequence(PG_GETARG_OID(0), NULL);
    SeqSeen *s = seen_entry(rel->rd_id, false);
    if (s == NULL)
        ereport(ERROR, errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
                errmsg("currval of sequence \"%s\" is not yet defined in this session",
                       rel->relname));
    int64 v = s->last;
    relation_close(rel);
    PG_RETURN_INT64(v);
}

static Datum lastval(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    char name[NAMEDATALEN];
    Oid nsp;
    if (last_used == InvalidOid || !catalog_relation_name(last_used, name, &nsp))
        ereport(ERROR, errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
                errmsg("lastval is not yet defined in this session"));
    Relation rel = open_sequence(last_used, NULL);
    int64 v = seen_entry(last_used, true)->last;
    relation_close(rel);
    PG_RETURN_INT64(v);
}

static int64 do_setval(Oid relid, int64 value, bool is_called)
{
    SequenceForm form;
    Relation rel = open_sequence(relid, &form);
    check_writable("setval", rel);
    if (value < form.seqmin || value > form.seqmax)
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("setval: value %lld is out of bounds for sequence \"%s\" (%lld..%lld)",
                       (long long)value, rel->relname, (long long)form.seqmin,
                       (long long)form.seqmax));
    sequence_set(rel, value, is_called);
    if (is_called) {
        seen_entry(relid, true)->last = value;
        last_used = relid;
    }
    relation_close(rel);
    return value;
}

static Datum setval_oid(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT64(do_setval(PG_GETARG_OID(0), PG_GETARG_INT64(1), true));
}

static Datum setval3_oid(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT64(do_setval(PG_GETARG_OID(0), PG_GETARG_INT64(1), PG_GETARG_BOOL(2)));
}

static const ProcInfo seq_procs[] = {
    {1574, "nextval", 'f', 'v', true, false, 1, INT8OID, {REGCLASSOID}, 0, nextval_oid},
    {1575, "currval", 'f', 'v', true, false, 1, INT8OID, {REGCLASSOID}, 0, currval_oid},
    {2559, "lastval", 'f', 'v', true, false, 0, INT8OID, {0}, 0, lastval},
    {1576, "setval", 'f', 'v', true, false, 2, INT8OID, {REGCLASSOID, INT8OID}, 0, setval_oid},
    {1765, "setval", 'f', 'v', true, false, 3, INT8OID, {REGCLASSOID, INT8OID, BOOLOID}, 0,
     setval3_oid},
};

const TypesFamily types_family_seq = {
    "sequence", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(seq_procs), TYPES_NO_ROWS,
    TYPES_NO_ROWS, TYPES_NO_ROWS,
};
