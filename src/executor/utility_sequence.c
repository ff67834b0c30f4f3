/*
 * utility_sequence.c: CREATE SEQUENCE, ALTER SEQUENCE and the sequences of serial columns.
 *
 * The one idea: the options are folded into a SequenceForm exactly as PG's init_params does,
 * defaults depending on the type and the sign of INCREMENT, then checked as a whole (bounds
 * inside the type, MINVALUE < MAXVALUE, START and RESTART within them), with PG's messages.
 * The form goes to pg_sequence, the state to the sequence's own page (storage/sequence.h).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "common/elog.h"
#include "executor/acl.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/utility_index.h"
#include "storage/catalog.h"
#include "storage/catalog_sequence.h"
#include "storage/sequence.h"

typedef struct SeqOptions {
    DefElem *as, *increment, *start, *restart, *cache, *minvalue, *maxvalue, *cycle, *owned_by;
    bool for_identity; /* ALTER COLUMN TYPE of the identity column that owns it */
} SeqOptions;

static pg_noreturn void conflicting(DefElem *d)
{
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("conflicting or redundant options"),
            errlocation(d->location));
}

static void collect_options(List *options, SeqOptions *o)
{
    memset(o, 0, sizeof(*o));
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        DefElem **slot = strcmp(d->defname, "as") == 0          ? &o->as
                         : strcmp(d->defname, "increment") == 0 ? &o->increment
                         : strcmp(d->defname, "start") == 0     ? &o->start
                         : strcmp(d->defname, "restart") == 0   ? &o->restart
                         : strcmp(d->defname, "cache") == 0     ? &o->cache
                         : strcmp(d->defname, "minvalue") == 0  ? &o->minvalue
                         : strcmp(d->defname, "maxvalue") == 0  ? &o->maxvalue
                         : strcmp(d->defname, "cycle") == 0     ? &o->cycle
                         : strcmp(d->defname, "owned_by") == 0  ? &o->owned_by
                                                                : NULL;
        if (slot == NULL)
            elog(ERROR, "option \"%s\" not recognized", d->defname);
        if (*slot)
            conflicting(d);
        *slot = d;
    }
}

/* An option's number (Integer, or Float for what does not fit int32): PG's defGetInt64. */
static int64 option_int64(DefElem *d)
{
    if (IsA(d->arg, Integer))
        return intVal(d->arg);
    const char *s = ((Float *)d->arg)->fval;
    errno = 0;
    char *end;
    long long v = strtoll(s, &end, 10);
    if (errno == ERANGE || *end != '\0')
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg(errno == ERANGE ? "value \"%s\" is out of range for type bigint"
                                       : "invalid input syntax for type bigint: \"%s\"",
                       s));
    return (int64)v;
}

static void type_bounds(Oid typid, int64 *min, int64 *max)
{
    if (typid == INT2OID) {
        *min = INT16_MIN;
        *max = INT16_MAX;
    } else if (typid == INT4OID) {
        *min = INT32_MIN;
        *max = INT32_MAX;
    } else {
        *min = INT64_MIN;
        *max = INT64_MAX;
    }
}

/*
 * Fold the options into f (a new sequence's when is_new: f's fields are then ignored);
 * *restart_to gets the RESTART value (and *restart true) when one is asked for.
 */
static void init_params(SeqOptions *o, Oid astype, bool is_new, SequenceForm *f, bool *restart,
                        int64 *restart_to)
{
    Oid oldtype = is_new ? INT8OID : f->seqtypid;
    if (o->as) {
        if (astype != INT2OID && astype != INT4OID && astype != INT8OID)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg(o->for_identity
                               ? "identity column type must be smallint, integer, or bigint"
                               : "sequence type must be smallint, integer, or bigint"));
        f->seqtypid = astype;
    } else if (is_new)
        f->seqtypid = INT8OID;
    int64 oldmin, oldmax, tmin, tmax;
    type_bounds(oldtype, &oldmin, &oldmax);
    type_bounds(f->seqtypid, &tmin, &tmax);
    bool reset_max = false, reset_min = false;
    /* a new type moves the bounds that were the old type's own */
    if (o->as && !is_new) {
        if ((f->seqincrement > 0 && f->seqmax == oldmax) ||
            (f->seqincrement < 0 && f->seqmax == -1))
            reset_max = true;
        if ((f->seqincrement > 0 && f->seqmin == 1) ||
            (f->seqincrement < 0 && f->seqmin == oldmin))
            reset_min = true;
    }

    if (o->increment) {
        f->seqincrement = option_int64(o->increment);
        if (f->seqincrement == 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("INCREMENT must not be zero"));
    } else if (is_new)
        f->seqincrement = 1;
    if (o->cycle)
        f->seqcycle = ((Boolean *)o->cycle->arg)->boolval;
    else if (is_new)
        f->seqcycle = false;

    if (o->maxvalue && o->maxvalue->arg)
        f->seqmax = option_int64(o->maxvalue);
    else if (is_new || o->maxvalue || reset_max)
        f->seqmax = f->seqincrement > 0 ? tmax : -1;
    if (f->seqmax < tmin || f->seqmax > tmax)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("MAXVALUE (%lld) is out of range for sequence data type %s",
                       (long long)f->seqmax, type_format(f->seqtypid)));
    if (o->minvalue && o->minvalue->arg)
        f->seqmin = option_int64(o->minvalue);
    else if (is_new || o->minvalue || reset_min)
        f->seqmin = f->seqincrement > 0 ? 1 : tmin;
    if (f->seqmin < tmin || f->seqmin > tmax)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("MINVALUE (%lld) is out of range for sequence data type %s",
                       (long long)f->seqmin, type_format(f->seqtypid)));
    if (f->seqmin >= f->seqmax)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("MINVALUE (%lld) must be less than MAXVALUE (%lld)",
                       (long long)f->seqmin, (long long)f->seqmax));

    if (o->start)
        f->seqstart = option_int64(o->start);
    else if (is_new)
        f->seqstart = f->seqincrement > 0 ? f->seqmin : f->seqmax;
    if (f->seqstart < f->seqmin)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("START value (%lld) cannot be less than MINVALUE (%lld)",
                       (long long)f->seqstart, (long long)f->seqmin));
    if (f->seqstart > f->seqmax)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("START value (%lld) cannot be greater than MAXVALUE (%lld)",
                       (long long)f->seqstart, (long long)f->seqmax));

    *restart = o->restart != NULL;
    if (o->restart) {
        *restart_to = o->restart->arg ? option_int64(o->restart) : f->seqstart;
        if (*restart_to < f->seqmin)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("RESTART value (%lld) cannot be less than MINVALUE (%lld)",
                           (long long)*restart_to, (long long)f->seqmin));
        if (*restart_to > f->seqmax)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("RESTART value (%lld) cannot be greater than MAXVALUE (%lld)",
                           (long long)*restart_to, (long long)f->seqmax));
    }

    if (o->cache) {
        f->seqcache = option_int64(o->cache);
        if (f->seqcache <= 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("CACHE (%lld) must be greater than zero", (long long)f->seqcache));
    } else if (is_new)
        f->seqcache = 1;
}

/* OWNED BY table.column | NONE (PG's process_owned_by). */
static void apply_owned_by(Oid seqid, Relation seqrel, DefElem *d)
{
    List *names = (List *)d->arg;
    if (list_length(names) == 1) {
        if (strcmp(strVal(linitial(names)), "none") != 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("invalid OWNED BY option"),
                    errhint("Specify OWNED BY table.column or OWNED BY NONE."));
        catalog_set_sequence_owner(seqid, InvalidOid, 0, 'a');
        return;
    }
    RangeVar rv;
    memset(&rv, 0, sizeof(rv));
    int n = list_length(names);
    rv.relname = strVal(list_nth(names, n - 2));
    rv.schemaname = n >= 3 ? strVal(list_nth(names, n - 3)) : NULL;
    const char *colname = strVal(llast(names));
    Relation rel = relation_open(exec_lookup_relation(&rv), AccessShareLock);
    if (rel->relkind != RELKIND_RELATION && rel->relkind != RELKIND_FOREIGN_TABLE &&
        rel->relkind != RELKIND_VIEW)
        ereport(ERROR, errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
                errmsg("sequence cannot be owned by relation \"%s\"", rel->relname));
    if (rel->relnamespace != seqrel->relnamespace)
        ereport(ERROR, errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
                errmsg("sequence must be in same schema as table it is linked to"));
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
    Oid relid = rel->rd_id;
    relation_close(rel);
    catalog_set_sequence_owner(seqid, relid, attnum, 'a');
}

Oid exec_create_sequence(const char *name, Oid nspoid, char persistence, List *options,
                         Oid astype)
{
    SeqOptions o;
    collect_options(options, &o);
    SequenceForm f;
    memset(&f, 0, sizeof(f));
    bool restart;
    int64 restart_to;
    init_params(&o, astype, true, &f, &restart, &restart_to);
    Oid seqid = catalog_create_relation(name, nspoid, RELKIND_SEQUENCE, persistence,
                                        sequence_tupdesc(), exec_current_user_oid());
    exec_apply_default_privileges(seqid);
    f.seqrelid = seqid;
    catalog_set_sequence(&f);
    Relation rel = relation_open(seqid, AccessExclusiveLock);
    sequence_init(rel, f.seqstart);
    if (o.owned_by)
        apply_owned_by(seqid, rel, o.owned_by);
    relation_close(rel);
    return seqid;
}

static const char *create_sequence(CreateSeqStmt *stmt, Oid astype, Oid nsp)
{
    RangeVar *rv = stmt->sequence;
    if (stmt->if_not_exists && catalog_relation_oid(nsp, rv->relname) != InvalidOid) {
        ereport(NOTICE, errcode(ERRCODE_DUPLICATE_TABLE),
                errmsg("relation \"%s\" already exists, skipping", rv->relname));
        return "CREATE SEQUENCE";
    }
    exec_create_sequence(rv->relname, nsp, rv->relpersistence, stmt->options, astype);
    return "CREATE SEQUENCE";
}

/* The sequence named by rv, locked; InvalidOid (after a NOTICE) if missing and missing_ok. */
Relation exec_open_sequence(RangeVar *rv, LockMode mode, bool missing_ok)
{
    Oid relid = exec_lookup_relation_opt(rv, missing_ok);
    if (relid == InvalidOid) {
        ereport(NOTICE, errmsg("relation \"%s\" does not exist, skipping", rv->relname));
        return NULL;
    }
    Relation rel = relation_open(relid, mode);
    if (rel->relkind != RELKIND_SEQUENCE)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not a sequence", rel->relname));
    acl_require_relation_owner(relid);
    return rel;
}

/* ALTER SEQUENCE's options o applied to the (locked) sequence rel. */
static void alter_sequence_rel(Relation rel, SeqOptions o, Oid astype)
{
    SequenceForm f;
    if (!catalog_sequence_form(rel->rd_id, &f))
        elog(ERROR, "cache lookup failed for sequence %u", rel->rd_id);
    bool restart;
    int64 restart_to;
    init_params(&o, astype, false, &f, &restart, &restart_to);
    /* the current value must stay inside new bounds (PG checks last_value the same way) */
    SequenceState st;
    sequence_read(rel, &st);
    if (!restart && st.last_value < f.seqmin)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("RESTART value (%lld) cannot be less than MINVALUE (%lld)",
                       (long long)st.last_value, (long long)f.seqmin));
    if (!restart && st.last_value > f.seqmax)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("RESTART value (%lld) cannot be greater than MAXVALUE (%lld)",
                       (long long)st.last_value, (long long)f.seqmax));
    catalog_set_sequence(&f);
    if (restart)
        sequence_set(rel, restart_to, false);
    if (o.owned_by)
        apply_owned_by(rel->rd_id, rel, o.owned_by);
}

static const char *alter_sequence(AlterSeqStmt *stmt, Oid astype)
{
    Relation rel = exec_open_sequence(stmt->sequence, AccessExclusiveLock, stmt->missing_ok);
    if (rel == NULL)
        return "ALTER SEQUENCE";
    SeqOptions o;
    collect_options(stmt->options, &o);
    alter_sequence_rel(rel, o, astype);
    relation_close(rel);
    return "ALTER SEQUENCE";
}

void exec_alter_sequence_type(Oid seqid, Oid typid)
{
    Relation rel = relation_open(seqid, AccessExclusiveLock);
    SeqOptions o;
    memset(&o, 0, sizeof(o));
    o.as = makeNode(DefElem);
    o.as->defname = pstrdup("as");
    o.as->location = -1;
    o.for_identity = true;
    alter_sequence_rel(rel, o, typid);
    relation_close(rel);
}

const char *exec_sequence_statement(SequenceInfo *info)
{
    if (IsA(info->stmt, CreateSeqStmt))
        return create_sequence((CreateSeqStmt *)info->stmt, info->astype, info->nspoid);
    return alter_sequence((AlterSeqStmt *)info->stmt, info->astype);
}
