/*
 * exec_check.c: CHECK constraints in the executor: checking rows (INSERT, UPDATE, COPY FROM,
 * ALTER TABLE ADD CHECK over the existing rows) and storing new constraints (CREATE TABLE,
 * ALTER TABLE).
 *
 * The one idea: the planner hands each constraint over as a boolean expression reading the
 * row being written (SCAN_VAR columns), so checking a row is evaluating the expressions in
 * name order with the row as the scan tuple; only false fails (NULL passes), with PG's 23514
 * and "Failing row contains". A new constraint is stored as the text PG's ruleutils would print
 * for it (explain_deparse over the table's columns), plain and pretty, under the name PG's
 * ChooseConstraintName would give it.
 */
#include <stdio.h>
#include <string.h>

#include "common/elog.h"
#include "common/stringinfo.h"
#include "executor/execnodes.h"
#include "executor/explain.h"
#include "executor/utility_index.h"
#include "storage/catalog.h"
#include "storage/catalog_constraint.h"

struct CheckState {
    int n;
    char **names;
    ExprState **exprs;
    ExprContext *econtext;
};

CheckState *exec_init_checks(List *names, List *exprs, EState *estate)
{
    if (exprs == NIL)
        return NULL;
    CheckState *cs = palloc0(sizeof(CheckState));
    cs->n = list_length(exprs);
    cs->names = palloc(sizeof(char *) * (size_t)cs->n);
    cs->exprs = palloc(sizeof(ExprState *) * (size_t)cs->n);
    cs->econtext = exec_create_econtext(estate);
    ListCell *lc;
    foreach (lc, exprs) {
        int i = foreach_current_index(lc);
        cs->names[i] = strVal(list_nth(names, i));
        cs->exprs[i] = exec_init_expr(lfirst(lc), NULL, estate);
    }
    return cs;
}

CheckState *exec_init_planned_checks(List *checks, EState *estate)
{
    List *names = NIL, *exprs = NIL;
    ListCell *lc;
    foreach (lc, checks) {
        CheckConstraint *cc = lfirst(lc);
        names = lappend(names, makeString(cc->conname));
        exprs = lappend(exprs, cc->planned);
    }
    return exec_init_checks(names, exprs, estate);
}

/* The first constraint the row fails, or NULL. */
static const char *failed_check(CheckState *cs, const Datum *values, const bool *isnull,
                                int natts, bool null_fails)
{
    TupleTableSlot row = {0};
    row.natts = natts;
    row.tts_values = (Datum *)values;
    row.tts_isnull = (bool *)isnull;
    ExprContext *ec = cs->econtext;
    const char *failed = NULL;
    for (int i = 0; i < cs->n && failed == NULL; i++) {
        exec_reset_econtext(ec);
        ec->ecxt_scantuple = &row;
        bool null;
        MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
        Datum d = exec_eval_expr(cs->exprs[i], ec, &null);
        mcxt_switch_to(old);
        if (null ? null_fails : !DatumGetBool(d))
            failed = cs->names[i];
    }
    return failed;
}

void exec_check_constraints(CheckState *cs, Relation rel, const Datum *values,
                            const bool *isnull, const List *written)
{
    if (cs == NULL)
        return;
    const char *failed = failed_check(cs, values, isnull, rel->rd_att->natts, false);
    char *detail = failed ? exec_row_text_visible(rel, values, isnull, written) : NULL;
    if (failed)
        ereport(ERROR, errcode(ERRCODE_CHECK_VIOLATION),
                errmsg("new row for relation \"%s\" violates check constraint \"%s\"",
                       rel->relname, failed),
                detail ? errdetail("Failing row contains %s.", detail) : 0,
                errtable(catalog_namespace_name(rel->relnamespace), rel->relname),
                errconstraint(failed));
}

void exec_check_row_security(CheckState *cs, Relation rel, const Datum *values,
                             const bool *isnull, bool using)
{
    if (cs == NULL)
        return;
    const char *failed = failed_check(cs, values, isnull, rel->rd_att->natts, true);
    if (failed == NULL)
        return;
    const char *what = using ? " (USING expression)" : "";
    if (failed[0])
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("new row violates row-level security policy \"%s\"%s for table \"%s\"",
                       failed, what, rel->relname));
    ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
            errmsg("new row violates row-level security policy%s for table \"%s\"", what,
                   rel->relname));
}

void exec_check_existing_row(CheckState *cs, Relation rel, const Datum *values, const bool *isnull)
{
    if (cs == NULL)
        return;
    const char *failed = failed_check(cs, values, isnull, rel->rd_att->natts, false);
    if (failed)
        ereport(ERROR, errcode(ERRCODE_CHECK_VIOLATION),
                errmsg("check constraint \"%s\" of relation \"%s\" is violated by some row", failed,
                       rel->relname),
                errtable(catalog_namespace_name(rel->relnamespace), rel->relname),
                errconstraint(failed));
}

/* ALTER TABLE ADD CHECK: 23514 if a row of the table fails it (PG's validateCheckConstraint). */
static void validate_check(Relation rel, CheckConstraint *cc, const char *name)
{
    EState *estate = exec_create_estate(NULL);
    CheckState *cs =
        exec_init_checks(list_make1(makeString((char *)name)), list_make1(cc->planned), estate);
    int natts = rel->rd_att->natts;
    Datum *values = palloc(sizeof(Datum) * (size_t)Max(natts, 1));
    bool *isnull = palloc(sizeof(bool) * (size_t)Max(natts, 1));
    HeapScanDesc scan = heap_beginscan(rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel->rd_att, values, isnull);
        exec_check_existing_row(cs, rel, values, isnull);
    }
    heap_endscan(scan);
}

/* ---------------------------------------------------------------- storing constraints */

/* expr as pg_get_constraintdef prints it inside CHECK (...), plain and pretty. */
static void deparse_check(Relation rel, Node *expr, char **conbin, char **consrc)
{
    int level = 0;
    DeparseCxt cx = {0};
    cx.columns = rel->rd_att;
    cx.indent = &level;
    *conbin = explain_deparse(expr, &cx);
    level = 0;
    cx.pretty = true;
    *consrc = explain_deparse(expr, &cx);
}

/* Is name taken by a constraint of the namespace: a CHECK one, a primary key (its index's
 * name), or one named earlier in this statement? */
static bool constraint_name_used(Oid nsp, const char *name, List *others)
{
    ListCell *lc;
    foreach (lc, others)
        if (strcmp(strVal(lfirst(lc)), name) == 0)
            return true;
    if (catalog_check_name_used(nsp, name))
        return true;
    Oid rel = catalog_relation_oid(nsp, name);
    IndexFormData f;
    return OidIsValid(rel) && catalog_index_form(rel, &f) && f.indisprimary;
}

/* PG's makeObjectName: name1[_name2]_label within NAMEDATALEN - 1 bytes, the longer of the
 * two names shortened first. */
static char *object_name(const char *name1, const char *name2, const char *label)
{
    int overhead = (int)strlen(label) + 1 + (name2 ? 1 : 0);
    int avail = NAMEDATALEN - 1 - overhead;
    int n1 = (int)strlen(name1), n2 = name2 ? (int)strlen(name2) : 0;
    while (n1 + n2 > avail) {
        if (n1 > n2)
            n1--;
        else
            n2--;
    }
    if (name2)
        return psprintf("%.*s_%.*s_%s", n1, name1, n2, name2, label);
    return psprintf("%.*s_%s", n1, name1, label);
}

char *exec_choose_constraint_name(Relation rel, const char *name2, const char *label,
                                  List *others)
{
    for (int pass = 0;; pass++) {
        char *l = pass == 0 ? pstrdup(label) : psprintf("%s%d", label, pass);
        char *name = object_name(rel->relname, name2, l);
        if (!constraint_name_used(rel->relnamespace, name, others))
            return name;
    }
}

/* PG's ChooseConstraintName for a CHECK: "t_a_check" for a constraint on one column, "t_check"
 * else. */
static char *choose_check_name(Relation rel, TupleDesc desc, CheckConstraint *cc, List *others)
{
    const char *col = NULL;
    if (list_length(cc->conkey) == 1)
        col = TupleDescAttr(desc, linitial_int(cc->conkey) - 1)->attname;
    return exec_choose_constraint_name(rel, col, "check", others);
}

bool exec_rel_has_constraint(Relation rel, const char *name)
{
    ListCell *lc;
    foreach (lc, catalog_relation_checks(rel->rd_id))
        if (strcmp(((ConstraintRow *)lfirst(lc))->conname, name) == 0)
            return true;
    foreach (lc, catalog_relation_fkeys(rel->rd_id))
        if (strcmp(((ConstraintRow *)lfirst(lc))->conname, name) == 0)
            return true;
    foreach (lc, catalog_relation_indexes(rel->rd_id)) {
        IndexFormData f;
        char iname[NAMEDATALEN];
        Oid nsp;
        if (catalog_index_form(lfirst_oid(lc), &f) && f.indisprimary &&
            catalog_relation_name(lfirst_oid(lc), iname, &nsp) && strcmp(iname, name) == 0)
            return true;
    }
    return false;
}

/*
 * Store the CHECK constraints of one CREATE TABLE or ALTER TABLE command on rel (its columns
 * as they are now). validate: ALTER TABLE checks the existing rows first (unless NOT VALID).
 * *others collects the names taken by the statement so far (PG's checknames).
 */
static void store_checks(Relation rel, List *checks, bool validate, List **others)
{
    ListCell *lc;
    foreach (lc, checks) {
        CheckConstraint *cc = lfirst(lc);
        const char *name = cc->conname;
        if (name) {
            ListCell *o;
            foreach (o, *others)
                if (strcmp(strVal(lfirst(o)), name) == 0)
                    ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                            errmsg("check constraint \"%s\" already exists", name));
            if (exec_rel_has_constraint(rel, name))
                ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                        errmsg("constraint \"%s\" for relation \"%s\" already exists", name,
                               rel->relname));
        } else
            name = choose_check_name(rel, rel->rd_att, cc, *others);
        *others = lappend(*others, makeString(pstrdup(name)));
        if (validate && !cc->skip_validation)
            validate_check(rel, cc, name);
        ConstraintRow row;
        memset(&row, 0, sizeof(row));
        snprintf(row.conname, NAMEDATALEN, "%s", name);
        row.connamespace = rel->relnamespace;
        row.conrelid = rel->rd_id;
        row.convalidated = !cc->skip_validation;
        row.connoinherit = cc->noinherit;
        ListCell *k;
        foreach (k, cc->conkey)
            if (row.nkeys < (int)lengthof(row.conkey))
                row.conkey[row.nkeys++] = (int16)lfirst_int(k);
        deparse_check(rel, cc->expr, &row.conbin, &row.consrc);
        catalog_add_check(&row);
    }
}

void exec_store_checks(Oid relid, List *checks)
{
    if (checks == NIL)
        return;
    Relation rel = relation_open(relid, AccessExclusiveLock);
    List *others = NIL;
    store_checks(rel, checks, false, &others);
    relation_close(rel);
}

void exec_add_checks(Oid relid, List *checks, List **others)
{
    if (checks == NIL)
        return;
    Relation rel = relation_open(relid, AccessExclusiveLock);
    store_checks(rel, checks, true, others);
    relation_close(rel);
}

void exec_reword_checks(Oid relid, List *checks)
{
    Relation rel = relation_open(relid, AccessExclusiveLock);
    ListCell *lc;
    foreach (lc, checks) {
        CheckConstraint *cc = lfirst(lc);
        char *conbin, *consrc;
        deparse_check(rel, cc->expr, &conbin, &consrc);
        catalog_update_check_text(relid, cc->conoid, conbin, consrc);
    }
    relation_close(rel);
}
