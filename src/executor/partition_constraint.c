/*
 * partition_constraint.c: a partition's partition constraint as SQL text, what PG's
 * pg_get_partition_constraintdef prints (and psql's \d+ shows as "Partition constraint:").
 *
 * The one idea: Basalt checks the constraint by routing (partition_check.c), so the
 * expression is never built; this file writes PG's text directly, following PG's
 * get_qual_for_list / get_qual_for_range / get_qual_for_hash clause by clause (the same
 * IS [NOT] NULL tests, = ANY (ARRAY[...]), OR arms of multi-column range bounds, NOT (...) of a
 * DEFAULT partition), each clause parenthesized as ruleutils does, and the ancestors' clauses
 * first. Constants print as EXPLAIN prints them (ruleutils' casts: 'x'::text, 5 bare).
 */
#include "executor/partition.h"

#include "common/elog.h"
#include "common/stringinfo.h"
#include "executor/explain.h"
#include "executor/types/types_internal.h"
#include "planner/primnodes.h"
#include "storage/catalog.h"

/* A qual is a List of clause texts (char *), implicitly ANDed, as PG's lists. */

static char *column(const PartKey *key, TupleDesc desc, int col)
{
    StringInfoData buf;
    initStringInfo(&buf);
    types_append_ident(&buf, TupleDescAttr(desc, key->attnums[col] - 1)->attname);
    return buf.data;
}

static char *constant(const PartKey *key, int col, Datum value)
{
    Const *c = makeNode(Const);
    c->consttype = key->types[col];
    c->consttypmod = key->typmods[col];
    c->constcollid = key->collations[col];
    c->constvalue = value;
    c->location = -1;
    DeparseCxt cx = {0};
    return explain_deparse((Node *)c, &cx);
}

static char *op(const PartKey *key, TupleDesc desc, int col, const char *oper, Datum value)
{
    return psprintf("(%s %s %s)", column(key, desc, col), oper, constant(key, col, value));
}

/* "(a AND b)" of several clauses, the clause itself of one (PG's make_ands_explicit). */
static char *join(List *clauses, const char *conj)
{
    if (list_length(clauses) == 1)
        return linitial(clauses);
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoChar(&buf, '(');
    ListCell *lc;
    foreach (lc, clauses)
        appendStringInfo(&buf, "%s%s", foreach_current_index(lc) ? conj : "", (char *)lfirst(lc));
    appendStringInfoChar(&buf, ')');
    return buf.data;
}

static List *range_nulltests(const PartKey *key, TupleDesc desc)
{
    List *out = NIL;
    for (int i = 0; i < key->natts; i++)
        out = lappend(out, psprintf("(%s IS NOT NULL)", column(key, desc, i)));
    return out;
}

/* PG's get_qual_for_range of one non-default bound (for_default: without the NULL tests). */
static List *range_qual(const PartKey *key, TupleDesc desc, const PartBound *b, bool for_default)
{
    List *result = for_default ? NIL : range_nulltests(key, desc);
    int n = key->natts, i = 0;
    /* leading columns whose lower and upper values are equal: col = value */
    for (; i < n; i++) {
        const PartValue *lo = &b->values[i], *hi = &b->upper[i];
        if (lo->kind != 0 || hi->kind != 0 ||
            exec_partition_cmp_value(key, i, lo->value, hi->value) != 0)
            break;
        result = lappend(result, op(key, desc, i, "=", lo->value));
    }
    List *lower_arms = NIL, *upper_arms = NIL;
    bool need_lower = true, need_upper = true;
    for (int arm = 0; arm < n - i; arm++) {
        List *lower_args = NIL, *upper_args = NIL;
        for (int j = i; j < n; j++) {
            const PartValue *lo = &b->values[j], *hi = &b->upper[j];
            const PartValue *lo_next = j + 1 < n ? &b->values[j + 1] : NULL;
            const PartValue *hi_next = j + 1 < n ? &b->upper[j + 1] : NULL;
            if (need_lower && lo->kind == 0) {
                const char *o = j - i < arm                                    ? "="
                                : j == n - 1 || (lo_next && lo_next->kind < 0) ? ">="
                                                                               : ">";
                lower_args = lappend(lower_args, op(key, desc, j, o, lo->value));
            }
            if (need_upper && hi->kind == 0) {
                const char *o = j - i < arm ? "=" : hi_next && hi_next->kind > 0 ? "<=" : "<";
                upper_args = lappend(upper_args, op(key, desc, j, o, hi->value));
            }
            if (j + 1 - i > arm) {
                /* no further arm once this column or the next one is unbounded */
                if (lo->kind != 0 || !lo_next || lo_next->kind != 0)
                    need_lower = false;
                if (hi->kind != 0 || !hi_next || hi_next->kind != 0)
                    need_upper = false;
                break;
            }
        }
        if (lower_args != NIL)
            lower_arms = lappend(lower_arms, join(lower_args, " AND "));
        if (upper_args != NIL)
            upper_arms = lappend(upper_arms, join(upper_args, " AND "));
        if (!need_lower && !need_upper)
            break;
    }
    if (lower_arms != NIL)
        result = lappend(result, join(lower_arms, " OR "));
    if (upper_arms != NIL)
        result = lappend(result, join(upper_arms, " OR "));
    if (result == NIL)
        result = for_default ? range_nulltests(key, desc) : lappend(NIL, pstrdup("true"));
    return result;
}

/* The non-default bounds of key in bound order (PG's PartitionDesc order). */
static PartBound **sorted_ranges(const PartKey *key)
{
    PartBound **out = palloc(sizeof(PartBound *) * (size_t)(key->nparts + 1));
    for (int i = 0; i < key->nparts; i++) {
        int j = i;
        while (j > 0 &&
               exec_partition_cmp_bounds(key, out[j - 1]->values, key->parts[i].values) > 0) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = &key->parts[i];
    }
    return out;
}

static List *range_default_qual(const PartKey *key, TupleDesc desc)
{
    PartBound **parts = sorted_ranges(key);
    List *arms = NIL;
    for (int i = 0; i < key->nparts; i++)
        arms = lappend(arms, join(range_qual(key, desc, parts[i], true), " AND "));
    if (arms == NIL)
        return NIL;
    List *others = lappend(range_nulltests(key, desc), join(arms, " OR "));
    return lappend(NIL, psprintf("(NOT %s)", join(others, " AND ")));
}

/* PG's get_qual_for_list: values are the bound's (a DEFAULT's: every other one's, sorted). */
static List *list_qual(const PartKey *key, TupleDesc desc, const PartValue *vals, int nvals,
                       bool is_default)
{
    bool has_null = false;
    List *elems = NIL;
    for (int i = 0; i < nvals; i++) {
        if (vals[i].isnull)
            has_null = true;
        else
            elems = lappend(elems, constant(key, 0, vals[i].value));
    }
    char *col = column(key, desc, 0);
    char *nulltest = psprintf("(%s IS %sNULL)", col, has_null ? "" : "NOT ");
    char *in = NULL;
    if (list_length(elems) == 1)
        in = psprintf("(%s = %s)", col, (char *)linitial(elems));
    else if (elems != NIL) {
        StringInfoData buf;
        initStringInfo(&buf);
        appendStringInfo(&buf, "(%s = ANY (ARRAY[", col);
        ListCell *lc;
        foreach (lc, elems)
            appendStringInfo(&buf, "%s%s", foreach_current_index(lc) ? ", " : "",
                             (char *)lfirst(lc));
        appendStringInfoString(&buf, "]))");
        in = buf.data;
    }
    List *result;
    if (in == NULL)
        result = lappend(NIL, nulltest);
    else if (has_null)
        result = lappend(NIL, psprintf("(%s OR %s)", nulltest, in));
    else
        result = list_make2(nulltest, in);
    if (is_default)
        result = lappend(NIL, psprintf("(NOT %s)", join(result, " AND ")));
    return result;
}

static List *list_default_qual(const PartKey *key, TupleDesc desc)
{
    int n = 0;
    for (int i = 0; i < key->nparts; i++)
        n += key->parts[i].nvalues;
    PartValue *vals = palloc(sizeof(PartValue) * (size_t)(n + 1));
    int k = 0;
    for (int i = 0; i < key->nparts; i++)
        for (int v = 0; v < key->parts[i].nvalues; v++) {
            PartValue x = key->parts[i].values[v];
            int j = k++;
            while (j > 0 && !x.isnull &&
                   (vals[j - 1].isnull ||
                    exec_partition_cmp_value(key, 0, vals[j - 1].value, x.value) > 0)) {
                vals[j] = vals[j - 1];
                j--;
            }
            vals[j] = x;
        }
    return k == 0 ? NIL : list_qual(key, desc, vals, k, true);
}

/* The clauses relid's own bound in parent adds. */
static List *bound_qual(Oid parent, Oid relid)
{
    PartKey *key = exec_partition_key(parent);
    if (key == NULL)
        return NIL;
    Relation prel = relation_open(parent, AccessShareLock);
    TupleDesc desc = prel->rd_att;
    List *result = NIL;
    const PartBound *b = NULL;
    for (int i = 0; i < key->nparts; i++)
        if (key->parts[i].relid == relid)
            b = &key->parts[i];
    bool is_default = b == NULL && key->defaultpart == relid;
    if (key->strategy == 'h' && b) {
        StringInfoData buf;
        initStringInfo(&buf);
        appendStringInfo(&buf, "satisfies_hash_partition('%u'::oid, %d, %d", parent, b->modulus,
                         b->remainder);
        for (int i = 0; i < key->natts; i++)
            appendStringInfo(&buf, ", %s", column(key, desc, i));
        appendStringInfoChar(&buf, ')');
        result = lappend(NIL, buf.data);
    } else if (key->strategy == 'l')
        result = is_default ? list_default_qual(key, desc)
                 : b        ? list_qual(key, desc, b->values, b->nvalues, false)
                            : NIL;
    else if (key->strategy == 'r')
        result = is_default ? range_default_qual(key, desc)
                 : b        ? range_qual(key, desc, b, false)
                            : NIL;
    relation_close(prel);
    return result;
}

char *exec_partition_constraint_text(Oid relid)
{
    List *clauses = NIL;
    for (Oid child = relid, parent; OidIsValid(parent = catalog_partition_parent(child));
         child = parent) {
        if (!exec_partition_key(parent))
            break; /* an index attached to a partitioned index */
        clauses = list_concat(bound_qual(parent, child), clauses);
    }
    return clauses == NIL ? NULL : join(clauses, " AND ");
}
