/*
 * seqfuncs.c: the sequence functions nextval, currval, setval and lastval, with PG's checks
 * and messages, and pg_get_serial_sequence.
 *
 * The one idea: the numbers come from storage/sequence.c, outside any transaction; what this
 * session last got from each sequence (for currval and lastval) is kept here, per session
 * thread, in its top memory context, as PG keeps its SeqTable.
 */
#include "executor/acl.h"
#include "executor/types/types_internal.h"
#include "common/guc.h"
#include "common/stringinfo.h"
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
    acl_require_relation_any(rel->rd_id, ACL_USAGE | ACL_UPDATE);
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
    acl_require_relation_any(rel->rd_id, ACL_SELECT | ACL_USAGE);
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
    acl_require_relation_any(rel->rd_id, ACL_SELECT | ACL_USAGE);
    int64 v = seen_entry(last_used, true)->last;
    relation_close(rel);
    PG_RETURN_INT64(v);
}

static int64 do_setval(Oid relid, int64 value, bool is_called)
{
    SequenceForm form;
    Relation rel = open_sequence(relid, &form);
    acl_require_relation(rel->rd_id, ACL_UPDATE);
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

/* An identifier as quote_ident writes it: bare when lower case, digits and _. */
static void append_ident(StringInfo buf, const char *s)
{
    bool safe = (*s >= 'a' && *s <= 'z') || *s == '_';
    for (const char *p = s; safe && *p; p++)
        safe = (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_';
    if (safe) {
        appendStringInfoString(buf, s);
        return;
    }
    appendStringInfoChar(buf, '"');
    for (const char *p = s; *p; p++) {
        if (*p == '"')
            appendStringInfoChar(buf, '"');
        appendStringInfoChar(buf, *p);
    }
    appendStringInfoChar(buf, '"');
}

/* pg_get_serial_sequence(table, column): the schema-qualified name of the sequence the
 * column owns (serial or identity), or NULL. The table is read as regclass reads it. */
static Datum pg_get_serial_sequence(PG_FUNCTION_ARGS)
{
    char *tabname = text_to_cstring(PG_GETARG_TEXT_P(0));
    char *colname = text_to_cstring(PG_GETARG_TEXT_P(1));
    Oid relid = DatumGetObjectId(type_input_cstring(REGCLASSOID, tabname, -1));
    Relation rel = relation_open(relid, AccessShareLock);
    int attnum = 0;
    for (int i = 0; i < rel->rd_att->natts; i++) {
        Form_attribute a = TupleDescAttr(rel->rd_att, i);
        if (!a->attisdropped && strcmp(a->attname, colname) == 0)
            attnum = i + 1;
    }
    if (attnum == 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                errmsg("column \"%s\" of relation \"%s\" does not exist", colname,
                       rel->relname));
    relation_close(rel);
    List *seqs = catalog_owned_sequences(relid, attnum);
    char name[NAMEDATALEN];
    Oid nsp;
    if (seqs == NIL || !catalog_relation_name(list_nth_oid(seqs, 0), name, &nsp))
        PG_RETURN_NULL();
    StringInfoData buf;
    initStringInfo(&buf);
    append_ident(&buf, catalog_namespace_name(nsp));
    appendStringInfoChar(&buf, '.');
    append_ident(&buf, name);
    PG_RETURN_TEXT_P(cstring_to_text(buf.data));
}

/* pg_sequence_last_value(seq): last_value once a number was taken, else NULL (pg_sequences). */
static Datum pg_sequence_last_value(PG_FUNCTION_ARGS)
{
    Relation rel = open_sequence(PG_GETARG_OID(0), NULL);
    SequenceState st;
    sequence_read(rel, &st);
    relation_close(rel);
    if (!st.is_called)
        PG_RETURN_NULL();
    PG_RETURN_INT64(st.last_value);
}

static const ProcInfo seq_procs[] = {
    {4032, "pg_sequence_last_value", 'f', 'v', true, false, 1, INT8OID, {REGCLASSOID}, 0,
     pg_sequence_last_value},
    {1665, "pg_get_serial_sequence", 'f', 's', true, false, 2, TEXTOID, {TEXTOID, TEXTOID}, 0,
     pg_get_serial_sequence},
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
