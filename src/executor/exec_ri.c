/*
 * exec_ri.c: keeping foreign keys while rows are written (PG's ri_triggers.c).
 *
 * The one idea: as in PG, every check and every ON DELETE / ON UPDATE action is an ordinary SQL
 * statement with the key as parameters, the very texts PG's RI triggers run
 * ("SELECT 1 FROM ONLY pk x WHERE id OPERATOR(pg_catalog.=) $1 FOR KEY SHARE OF x", "DELETE FROM
 * ONLY fk WHERE $1 OPERATOR(pg_catalog.=) a", ...). They are planned through
 * executor_plan_sql_hook (the layer above owns parser and planner) once per statement and
 * constraint, and run after the statement's own rows are written, in a new command so that
 * they see those rows. A cascaded DELETE or UPDATE is therefore a ModifyTable like any other,
 * which keeps its own table's foreign keys in turn: cascades go as deep as the data does, and a
 * cycle ends because rows already deleted are no longer seen.
 *
 * Snapshots, as PG's ri_PerformCheck: the lookup of a referenced key uses the statement's
 * snapshot at REPEATABLE READ (a key deleted by a transaction that committed since is then a
 * 40001 from FOR KEY SHARE) and a new one at READ COMMITTED; checks and actions on the
 * referencing rows always use a new one, so that a row inserted by a transaction that committed
 * after ours began is not missed (PG's crosscheck snapshot; Basalt reports the violation where
 * PG would raise 40001). Concurrent inserters of referencing rows hold FOR KEY SHARE on the
 * referenced row, so a DELETE of it waits for them.
 */
#include "executor/exec_ri.h"

#include <string.h>

#include "common/elog.h"
#include "executor/acl.h"
#include "common/guc.h"
#include "common/stack_depth.h"
#include "common/stringinfo.h"
#include "executor/builtins.h"
#include "executor/executor.h"
#include "storage/catalog.h"
#include "storage/catalog_constraint.h"
#include "storage/snapshot.h"
#include "storage/xact.h"

PlannedStmt *(*executor_plan_sql_hook)(const char *sql, int nparams, const Oid *types);

#define RI_MAX_KEYS 32

/* The queries one constraint may need. */
enum {
    RI_PLAN_CHECK_PK,   /* is the referenced key there? (insert / update of the referencing row) */
    RI_PLAN_FIND_FK,    /* is a referencing row there? (NO ACTION, RESTRICT) */
    RI_PLAN_CASCADE_DEL,
    RI_PLAN_CASCADE_UPD,
    RI_PLAN_SET_NULL,
    RI_PLAN_SET_DEFAULT,
    RI_NPLANS
};

typedef struct RiEvent {
    Datum *oldkey, *newkey; /* the key columns of the row before / after; NULL if none */
    bool *oldnull, *newnull;
    struct RiEvent *next;
} RiEvent;

/* One foreign key as seen from the table being written. */
typedef struct RiKey {
    ConstraintRow con;
    bool outgoing; /* the written table is the referencing one (else the referenced one) */
    int nkeys;
    int16 attnums[RI_MAX_KEYS]; /* the written table's key columns */
    Oid fktypes[RI_MAX_KEYS], pktypes[RI_MAX_KEYS];
    char *fkcols[RI_MAX_KEYS], *pkcols[RI_MAX_KEYS]; /* column names */
    char *fkrel, *pkrel;     /* "schema"."name", quoted as PG's RI queries have them */
    char *fkname, *pkname;   /* plain table names, for messages */
    char *pknsp, *fknsp;
    PlannedStmt *plans[RI_NPLANS];
    char *sql[RI_NPLANS]; /* their texts, for the CONTEXT line of an error inside one */
    RiEvent *events, *last;
} RiKey;

struct RiState {
    MemoryContext cxt;
    CmdType cmd;
    int nkeys;
    RiKey *keys;
};

static char *quoted(const char *name)
{
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoChar(&buf, '"');
    for (const char *p = name; *p; p++) {
        if (*p == '"')
            appendStringInfoChar(&buf, '"');
        appendStringInfoChar(&buf, *p);
    }
    appendStringInfoChar(&buf, '"');
    return buf.data;
}

static void describe_side(Oid relid, const int16 *attnums, int n, char **qualified, char **name,
                          char **nsp, char **cols, Oid *types)
{
    Relation rel = relation_open(relid, AccessShareLock);
    *nsp = pstrdup(catalog_namespace_name(rel->relnamespace));
    *name = pstrdup(rel->relname);
    *qualified = psprintf("%s.%s", quoted(*nsp), quoted(rel->relname));
    for (int i = 0; i < n; i++) {
        Form_attribute a = TupleDescAttr(rel->rd_att, attnums[i] - 1);
        cols[i] = pstrdup(a->attname);
        types[i] = a->atttypid;
    }
    relation_close(rel);
}

static void add_key(RiState *ri, ConstraintRow *con, bool outgoing)
{
    RiKey *k = &ri->keys[ri->nkeys++];
    memset(k, 0, sizeof(*k));
    k->con = *con;
    k->outgoing = outgoing;
    k->nkeys = Min(con->nkeys, RI_MAX_KEYS);
    for (int i = 0; i < k->nkeys; i++)
        k->attnums[i] = outgoing ? con->conkey[i] : con->confkey[i];
    describe_side(con->conrelid, con->conkey, k->nkeys, &k->fkrel, &k->fkname, &k->fknsp,
                  k->fkcols, k->fktypes);
    describe_side(con->confrelid, con->confkey, k->nkeys, &k->pkrel, &k->pkname, &k->pknsp,
                  k->pkcols, k->pktypes);
}

RiState *exec_ri_begin(Relation rel, CmdType cmd)
{
    if (!rel->relhastriggers)
        return NULL;
    /* an insert takes away no key, a delete adds no reference (an upsert, which may update,
     * comes as CMD_UPDATE) */
    List *out = cmd == CMD_DELETE ? NIL : catalog_relation_fkeys(rel->rd_id);
    List *in = cmd == CMD_INSERT ? NIL : catalog_referencing_fkeys(rel->rd_id);
    if (out == NIL && in == NIL)
        return NULL;
    MemoryContext cxt = mcxt_create(CurrentMemoryContext, "foreign keys");
    MemoryContext old = mcxt_switch_to(cxt);
    RiState *ri = palloc0(sizeof(RiState));
    ri->cxt = cxt;
    ri->cmd = cmd;
    ri->keys = palloc0(sizeof(RiKey) * (size_t)(list_length(out) + list_length(in)));
    ListCell *lc;
    foreach (lc, out)
        add_key(ri, lfirst(lc), true);
    foreach (lc, in)
        add_key(ri, lfirst(lc), false);
    mcxt_switch_to(old);
    return ri;
}

/* ---------------------------------------------------------------- queuing rows */

static void key_of(RiKey *k, const Datum *values, const bool *isnull, Datum **key, bool **null)
{
    *key = palloc(sizeof(Datum) * (size_t)k->nkeys);
    *null = palloc(sizeof(bool) * (size_t)k->nkeys);
    for (int i = 0; i < k->nkeys; i++) {
        int a = k->attnums[i] - 1;
        (*null)[i] = isnull[a];
        const TypeInfo *t = type_by_oid(k->outgoing ? k->fktypes[i] : k->pktypes[i]);
        (*key)[i] = isnull[a] || t == NULL ? values[a]
                                           : exec_datum_copy(values[a], t->typbyval, t->typlen);
    }
}

/* How many of the key's columns are null in the row. */
static int null_columns(RiKey *k, const bool *isnull)
{
    int n = 0;
    for (int i = 0; i < k->nkeys; i++)
        n += isnull[k->attnums[i] - 1];
    return n;
}

/* Are the key columns the same in both rows (PG compares a referenced key's images)? */
static bool key_unchanged(RiKey *k, const Datum *oldv, const bool *oldn, const Datum *newv,
                          const bool *newn)
{
    for (int i = 0; i < k->nkeys; i++) {
        int a = k->attnums[i] - 1;
        if (oldn[a] != newn[a])
            return false;
        if (oldn[a])
            continue;
        const TypeInfo *t = type_by_oid(k->outgoing ? k->fktypes[i] : k->pktypes[i]);
        if (t == NULL)
            return false;
        if (t->typbyval) {
            if (oldv[a] != newv[a])
                return false;
        } else {
            size_t la = t->typlen > 0 ? (size_t)t->typlen
                        : t->typlen == -1 ? VARSIZE(DatumGetPointer(oldv[a]))
                                          : strlen(DatumGetCString(oldv[a])) + 1;
            size_t lb = t->typlen > 0 ? (size_t)t->typlen
                        : t->typlen == -1 ? VARSIZE(DatumGetPointer(newv[a]))
                                          : strlen(DatumGetCString(newv[a])) + 1;
            if (la != lb || memcmp(DatumGetPointer(oldv[a]), DatumGetPointer(newv[a]), la) != 0)
                return false;
        }
    }
    return true;
}

static void fk_violation(RiKey *k, const Datum *key, const bool *null, bool outgoing);

void exec_ri_row(RiState *ri, const Datum *oldv, const bool *oldn, const Datum *newv,
                 const bool *newn)
{
    if (ri == NULL)
        return;
    MemoryContext old = mcxt_switch_to(ri->cxt);
    for (int i = 0; i < ri->nkeys; i++) {
        RiKey *k = &ri->keys[i];
        RiEvent ev = {0};
        if (k->outgoing) {
            if (newv == NULL)
                continue;
            int nulls = null_columns(k, newn);
            if (nulls == k->nkeys)
                continue; /* no reference */
            if (nulls > 0) {
                if (k->con.confmatchtype == 'f')
                    fk_violation(k, NULL, NULL, true);
                continue; /* MATCH SIMPLE: a null column means no reference */
            }
            if (oldv != NULL && key_unchanged(k, oldv, oldn, newv, newn))
                continue;
            key_of(k, newv, newn, &ev.newkey, &ev.newnull);
        } else {
            if (oldv == NULL)
                continue;
            if (null_columns(k, oldn) > 0)
                continue; /* no row can reference a key with a null */
            if (newv != NULL && key_unchanged(k, oldv, oldn, newv, newn))
                continue;
            key_of(k, oldv, oldn, &ev.oldkey, &ev.oldnull);
            if (newv != NULL)
                key_of(k, newv, newn, &ev.newkey, &ev.newnull);
        }
        RiEvent *e = palloc(sizeof(RiEvent));
        *e = ev;
        if (k->last)
            k->last->next = e;
        else
            k->events = e;
        k->last = e;
    }
    mcxt_switch_to(old);
}

/* ---------------------------------------------------------------- the queries */

/* "WHERE pk1 OPERATOR(pg_catalog.=) $1 AND ..." (pk side) or "$1 OPERATOR(pg_catalog.=) fk1"
 * (fk side), parameters numbered from first. */
static void append_qual(StringInfo buf, RiKey *k, bool pk_side, int first, const char *prefix)
{
    for (int i = 0; i < k->nkeys; i++) {
        appendStringInfoString(buf, i == 0 ? " WHERE " : " AND ");
        if (pk_side)
            appendStringInfo(buf, "%s%s OPERATOR(pg_catalog.=) $%d", prefix, quoted(k->pkcols[i]),
                             first + i);
        else
            appendStringInfo(buf, "$%d OPERATOR(pg_catalog.=) %s%s", first + i, prefix,
                             quoted(k->fkcols[i]));
    }
}

static PlannedStmt *ri_plan(RiState *ri, RiKey *k, int which)
{
    if (k->plans[which])
        return k->plans[which];
    if (executor_plan_sql_hook == NULL)
        elog(ERROR, "foreign keys cannot be checked here");
    StringInfoData q;
    initStringInfo(&q);
    Oid types[2 * RI_MAX_KEYS];
    int ntypes = k->nkeys;
    for (int i = 0; i < k->nkeys; i++)
        types[i] = k->outgoing ? k->fktypes[i] : k->pktypes[i];
    switch (which) {
    case RI_PLAN_CHECK_PK:
        appendStringInfo(&q, "SELECT 1 FROM ONLY %s x", k->pkrel);
        append_qual(&q, k, true, 1, "");
        appendStringInfoString(&q, " FOR KEY SHARE OF x");
        break;
    case RI_PLAN_FIND_FK:
        appendStringInfo(&q, "SELECT 1 FROM ONLY %s x", k->fkrel);
        append_qual(&q, k, false, 1, "");
        appendStringInfoString(&q, " FOR KEY SHARE OF x");
        break;
    case RI_PLAN_CASCADE_DEL:
        appendStringInfo(&q, "DELETE FROM ONLY %s", k->fkrel);
        append_qual(&q, k, false, 1, "");
        break;
    case RI_PLAN_CASCADE_UPD:
        appendStringInfo(&q, "UPDATE ONLY %s SET", k->fkrel);
        for (int i = 0; i < k->nkeys; i++) {
            appendStringInfo(&q, "%s %s = $%d", i ? "," : "", quoted(k->fkcols[i]), i + 1);
            types[k->nkeys + i] = k->pktypes[i];
        }
        ntypes = 2 * k->nkeys;
        append_qual(&q, k, false, k->nkeys + 1, "");
        break;
    case RI_PLAN_SET_NULL:
    case RI_PLAN_SET_DEFAULT:
        appendStringInfo(&q, "UPDATE ONLY %s SET", k->fkrel);
        for (int i = 0; i < k->nkeys; i++)
            appendStringInfo(&q, "%s %s = %s", i ? "," : "", quoted(k->fkcols[i]),
                             which == RI_PLAN_SET_NULL ? "NULL" : "DEFAULT");
        append_qual(&q, k, false, 1, "");
        break;
    }
    MemoryContext old = mcxt_switch_to(ri->cxt);
    k->sql[which] = pstrdup(q.data);
    /* the constraint's own queries: PG runs them as the table's owner; they are trusted here,
     * their names looked up and their privileges not checked */
    Oid saved = acl_push_user(BOOTSTRAP_SUPERUSERID);
    PG_TRY();
    {
        k->plans[which] = executor_plan_sql_hook(q.data, ntypes, types);
    }
    PG_CATCH();
    {
        acl_pop_user(saved);
        PG_RE_THROW();
    }
    PG_END_TRY();
    acl_pop_user(saved);
    k->plans[which]->permissions = NIL;
    mcxt_switch_to(old);
    return k->plans[which];
}

/* Run plan with the parameters, in a command that sees what came before; the rows returned
 * (a SELECT stops at the first) or changed. */
static uint64 run_plan(PlannedStmt *plan, const char *sql, int n, const Datum *values, const bool *nulls,
                       const Oid *types, bool latest, StoredRow **first_row)
{
    check_stack_depth(); /* a cascade runs as deep as the chain of rows it follows */
    MemoryContext cxt = mcxt_create(CurrentMemoryContext, "foreign key query");
    MemoryContext old = mcxt_switch_to(cxt);
    xact_command_counter_increment();
    SnapshotSaved *saved = latest ? snapshot_push_latest() : NULL;
    uint64 count = 0;
    PG_TRY();
    {
        EState *es = exec_create_estate(plan);
        es->es_nparams = n;
        es->es_param_values = palloc0(sizeof(Datum) * (size_t)(n + 1));
        es->es_param_isnull = palloc0(sizeof(bool) * (size_t)(n + 1));
        es->es_param_types = palloc0(sizeof(Oid) * (size_t)(n + 1));
        for (int i = 0; i < n; i++) {
            es->es_param_values[i] = values[i];
            es->es_param_isnull[i] = nulls[i];
            es->es_param_types[i] = types[i];
        }
        snapshot_get_current();
        PlanState *ps = exec_init_node(plan->planTree, es);
        if (plan->commandType == CMD_SELECT) {
            TupleTableSlot *slot = exec_proc_node(ps);
            if (slot != NULL) {
                count = 1;
                if (first_row)
                    *first_row = exec_row_copy(slot, old);
            }
        } else {
            while (exec_proc_node(ps) != NULL)
                ;
            count = es->es_processed;
        }
        exec_end_plan(ps, es);
    }
    PG_CATCH();
    {
        if (saved)
            snapshot_pop(saved);
        mcxt_switch_to(old);
        if (plan->commandType != CMD_SELECT) /* a lookup's own violation is reported plainly */
            elog_add_context("SQL statement \"%s\"", sql);
        PG_RE_THROW();
    }
    PG_END_TRY();
    if (saved)
        snapshot_pop(saved);
    mcxt_switch_to(old);
    mcxt_delete(cxt);
    return count;
}

uint64 exec_ri_run_sql(const char *sql, int nparams, const Oid *types, const Datum *values,
                       const bool *nulls, bool latest, StoredRow **first_row)
{
    if (executor_plan_sql_hook == NULL)
        elog(ERROR, "foreign keys cannot be checked here");
    PlannedStmt *plan = executor_plan_sql_hook(sql, nparams, types);
    return run_plan(plan, sql, nparams, values, nulls, types, latest, first_row);
}

/* The query which of k, planned on first use, run. */
static uint64 ri_run(RiState *ri, RiKey *k, int which, int n, const Datum *values,
                     const bool *nulls, const Oid *types, bool latest, StoredRow **first_row)
{
    PlannedStmt *plan = ri_plan(ri, k, which);
    return run_plan(plan, k->sql[which], n, values, nulls, types, latest, first_row);
}

/* "Key (a, b)=(1, 2)" of a key's values (or of no values: MATCH FULL's message has none). */
static char *key_text(RiKey *k, const Datum *key, const bool *null, bool fk_side)
{
    StringInfoData names, vals;
    initStringInfo(&names);
    initStringInfo(&vals);
    for (int i = 0; i < k->nkeys; i++) {
        if (i > 0) {
            appendStringInfoString(&names, ", ");
            appendStringInfoString(&vals, ", ");
        }
        appendStringInfoString(&names, fk_side ? k->fkcols[i] : k->pkcols[i]);
        appendStringInfoString(
            &vals, null[i] ? "null"
                           : type_output_cstring(fk_side ? k->fktypes[i] : k->pktypes[i], key[i]));
    }
    return psprintf("Key (%s)=(%s)", names.data, vals.data);
}

/* PG's ri_ReportViolation: outgoing, the referenced key is missing; else still referenced. */
static void fk_violation(RiKey *k, const Datum *key, const bool *null, bool outgoing)
{
    if (outgoing && key == NULL)
        ereport(ERROR, errcode(ERRCODE_FOREIGN_KEY_VIOLATION),
                errmsg("insert or update on table \"%s\" violates foreign key constraint \"%s\"",
                       k->fkname, k->con.conname),
                errdetail("MATCH FULL does not allow mixing of null and nonnull key values."),
                errtable(k->fknsp, k->fkname), errconstraint(k->con.conname));
    if (outgoing)
        ereport(ERROR, errcode(ERRCODE_FOREIGN_KEY_VIOLATION),
                errmsg("insert or update on table \"%s\" violates foreign key constraint \"%s\"",
                       k->fkname, k->con.conname),
                errdetail("%s is not present in table \"%s\".", key_text(k, key, null, true),
                          k->pkname),
                errtable(k->fknsp, k->fkname), errconstraint(k->con.conname));
    ereport(ERROR, errcode(ERRCODE_FOREIGN_KEY_VIOLATION),
            errmsg("update or delete on table \"%s\" violates foreign key constraint \"%s\" on "
                   "table \"%s\"",
                   k->pkname, k->con.conname, k->fkname),
            errdetail("%s is still referenced from table \"%s\".", key_text(k, key, null, false),
                      k->fkname),
            errtable(k->fknsp, k->fkname), errconstraint(k->con.conname));
}

/* NO ACTION / RESTRICT: error if a row still references the old key (NO ACTION first lets
 * another row of the referenced table with the same key stand in, as PG). */
static void restrict_check(RiState *ri, RiKey *k, RiEvent *e, bool no_action)
{
    if (no_action && ri_run(ri, k, RI_PLAN_CHECK_PK, k->nkeys, e->oldkey, e->oldnull,
                              k->pktypes, true, NULL) > 0)
        return;
    if (ri_run(ri, k, RI_PLAN_FIND_FK, k->nkeys, e->oldkey, e->oldnull, k->pktypes,
                 true, NULL) > 0)
        fk_violation(k, e->oldkey, e->oldnull, false);
}

static void fire_event(RiState *ri, RiKey *k, RiEvent *e)
{
    if (k->outgoing) {
        bool latest = XactIsoLevel < XACT_REPEATABLE_READ;
        if (ri_run(ri, k, RI_PLAN_CHECK_PK, k->nkeys, e->newkey, e->newnull,
                     k->fktypes, latest, NULL) == 0)
            fk_violation(k, e->newkey, e->newnull, true);
        return;
    }
    char action = e->newkey ? k->con.confupdtype : k->con.confdeltype;
    switch (action) {
    case 'c':
        if (e->newkey == NULL)
            ri_run(ri, k, RI_PLAN_CASCADE_DEL, k->nkeys, e->oldkey, e->oldnull,
                     k->pktypes, true, NULL);
        else {
            Datum vals[2 * RI_MAX_KEYS];
            bool nulls[2 * RI_MAX_KEYS];
            Oid types[2 * RI_MAX_KEYS];
            for (int i = 0; i < k->nkeys; i++) {
                vals[i] = e->newkey[i];
                nulls[i] = e->newnull[i];
                vals[k->nkeys + i] = e->oldkey[i];
                nulls[k->nkeys + i] = e->oldnull[i];
                types[i] = types[k->nkeys + i] = k->pktypes[i];
            }
            ri_run(ri, k, RI_PLAN_CASCADE_UPD, 2 * k->nkeys, vals, nulls, types, true,
                     NULL);
        }
        break;
    case 'n':
        ri_run(ri, k, RI_PLAN_SET_NULL, k->nkeys, e->oldkey, e->oldnull, k->pktypes,
                 true, NULL);
        break;
    case 'd':
        ri_run(ri, k, RI_PLAN_SET_DEFAULT, k->nkeys, e->oldkey, e->oldnull,
                 k->pktypes, true, NULL);
        /* the default may be the very key that went away (PG checks again) */
        restrict_check(ri, k, e, true);
        break;
    case 'r':
        restrict_check(ri, k, e, false);
        break;
    default:
        restrict_check(ri, k, e, true);
        break;
    }
}

void exec_ri_end(RiState *ri)
{
    if (ri == NULL)
        return;
    MemoryContext old = mcxt_switch_to(ri->cxt);
    for (int i = 0; i < ri->nkeys; i++) {
        RiKey *k = &ri->keys[i];
        RiEvent *e = k->events;
        k->events = k->last = NULL;
        for (; e != NULL; e = e->next)
            fire_event(ri, k, e);
    }
    mcxt_switch_to(old);
}
