/*
 * partition.c: partition keys and bounds in memory (partition.h): parsing relpartbound text,
 * routing a row, overlap checks for CREATE ... PARTITION OF / ATTACH, and the per-bound test
 * the planner's pruning asks.
 *
 * The bound text is what the binder wrote (partition_bound_text in bind_partition.c): tokens
 * that are quoted literals, bare numbers, NULL, MINVALUE, MAXVALUE, true/false, so a small
 * scanner reads it. Hash partitions use the key types' hash functions, combined per column:
 * which partition a row lands in is Basalt's own (PG's seeded extended hashes differ), the
 * set of rows a query sees is the same.
 */
#include "executor/partition.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/stringinfo.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/fmgr.h"
#include "index/indexam.h"
#include "storage/catalog.h"

/* ---------------------------------------------------------------- reading a bound's text */

typedef struct BoundScan {
    const char *p;
} BoundScan;

static void skip_space(BoundScan *s)
{
    while (*s->p == ' ')
        s->p++;
}

static bool take_word(BoundScan *s, const char *word)
{
    skip_space(s);
    size_t n = strlen(word);
    if (strncmp(s->p, word, n) != 0)
        return false;
    s->p += n;
    return true;
}

/* One value: 'quoted' (doubled quotes), a bare token up to ',' or ')'. */
static PartValue scan_value(BoundScan *s, Oid typid, int32 typmod)
{
    PartValue v = {0};
    skip_space(s);
    StringInfoData buf;
    initStringInfo(&buf);
    if (*s->p == '\'') {
        for (s->p++; *s->p; s->p++) {
            if (*s->p == '\'' && s->p[1] == '\'')
                s->p++;
            else if (*s->p == '\'') {
                s->p++;
                break;
            }
            appendStringInfoChar(&buf, *s->p);
        }
    } else {
        while (*s->p && *s->p != ',' && *s->p != ')')
            appendStringInfoChar(&buf, *s->p++);
        if (strcmp(buf.data, "MINVALUE") == 0 || strcmp(buf.data, "MAXVALUE") == 0) {
            v.kind = buf.data[1] == 'I' ? -1 : 1;
            return v;
        }
        if (strcmp(buf.data, "NULL") == 0) {
            v.isnull = true;
            return v;
        }
    }
    v.value = type_input_cstring(typid, buf.data, typmod);
    return v;
}

/* "(v, v, ...)" of key columns first.. (list: all of column 0). */
static int scan_values(BoundScan *s, const PartKey *key, bool list, PartValue **out)
{
    int cap = 8, n = 0;
    PartValue *vals = palloc(sizeof(PartValue) * (size_t)cap);
    if (!take_word(s, "("))
        elog(ERROR, "malformed partition bound");
    for (;;) {
        if (n == cap) {
            cap *= 2;
            vals = repalloc(vals, sizeof(PartValue) * (size_t)cap);
        }
        int col = list ? 0 : Min(n, key->natts - 1);
        vals[n++] = scan_value(s, key->types[col], key->typmods[col]);
        skip_space(s);
        if (*s->p == ',') {
            s->p++;
            continue;
        }
        if (*s->p == ')') {
            s->p++;
            break;
        }
        elog(ERROR, "malformed partition bound");
    }
    *out = vals;
    return n;
}

PartBound *exec_parse_partition_bound(const PartKey *key, Oid relid, const char *text)
{
    PartBound *b = palloc0(sizeof(PartBound));
    b->relid = relid;
    b->strategy = key->strategy;
    BoundScan s = {text};
    if (take_word(&s, "DEFAULT")) {
        b->is_default = true;
        return b;
    }
    if (!take_word(&s, "FOR VALUES"))
        elog(ERROR, "malformed partition bound \"%s\"", text);
    if (take_word(&s, "IN"))
        b->nvalues = scan_values(&s, key, true, &b->values);
    else if (take_word(&s, "FROM")) {
        b->nvalues = scan_values(&s, key, false, &b->values);
        take_word(&s, "TO");
        scan_values(&s, key, false, &b->upper);
    } else if (take_word(&s, "WITH (modulus ")) {
        b->modulus = atoi(s.p);
        const char *r = strstr(s.p, "remainder ");
        b->remainder = r ? atoi(r + 10) : 0;
    } else
        elog(ERROR, "malformed partition bound \"%s\"", text);
    return b;
}

PartKey *exec_partition_key(Oid relid)
{
    PartitionKeyRow row;
    if (!catalog_partition_key(relid, &row))
        return NULL;
    PartKey *key = palloc0(sizeof(PartKey));
    key->relid = relid;
    key->strategy = row.strategy;
    key->natts = row.natts;
    key->defaultpart = row.defaultpart;
    Relation rel = relation_open(relid, AccessShareLock);
    for (int i = 0; i < row.natts; i++) {
        Form_attribute att = TupleDescAttr(rel->rd_att, row.attnums[i] - 1);
        key->attnums[i] = row.attnums[i];
        key->types[i] = att->atttypid;
        key->typmods[i] = att->atttypmod;
        key->collations[i] = att->attcollation;
        key->cmpprocs[i] = exec_type_cmp_proc(att->atttypid);
    }
    relation_close(rel);
    List *parts = catalog_partitions(relid);
    key->parts = palloc0(sizeof(PartBound) * (size_t)(list_length(parts) + 1));
    ListCell *lc;
    foreach (lc, parts) {
        Oid child = lfirst_oid(lc);
        char *text = catalog_partition_bound(child);
        if (text == NULL || child == key->defaultpart)
            continue;
        key->parts[key->nparts++] = *exec_parse_partition_bound(key, child, text);
    }
    return key;
}

/* ---------------------------------------------------------------- comparing */

int exec_partition_cmp_value(const PartKey *key, int col, Datum a, Datum b)
{
    return exec_compare_datums(key->cmpprocs[col], key->collations[col], a, false, b, false, false,
                               false);
}

/* A row's key (values of columns 0..n-1) against a range bound. */
static int cmp_row_bound(const PartKey *key, const Datum *vals, const PartValue *bound)
{
    for (int i = 0; i < key->natts; i++) {
        if (bound[i].kind != 0)
            return -bound[i].kind;
        int c = exec_partition_cmp_value(key, i, vals[i], bound[i].value);
        if (c != 0)
            return c;
    }
    return 0;
}

int exec_partition_cmp_bounds(const PartKey *key, const PartValue *a, const PartValue *b)
{
    for (int i = 0; i < key->natts; i++) {
        if (a[i].kind != b[i].kind || a[i].kind != 0) {
            if (a[i].kind != b[i].kind)
                return a[i].kind < b[i].kind ? -1 : 1;
            return 0; /* both MINVALUE or both MAXVALUE: the rest does not matter */
        }
        int c = exec_partition_cmp_value(key, i, a[i].value, b[i].value);
        if (c != 0)
            return c;
    }
    return 0;
}

static uint64 row_hash(const PartKey *key, const Datum *vals, const bool *isnull)
{
    uint64 h = 0;
    for (int i = 0; i < key->natts; i++) {
        uint32 one = 0;
        if (!isnull[i]) {
            const ProcInfo *hp = proc_by_oid(type_hash_proc(key->types[i]));
            if (hp == NULL || hp->fn == NULL)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                        errmsg("could not identify a hash function for type %u", key->types[i]));
            one =
                (uint32)DatumGetInt32(DirectFunctionCall1Coll(hp->fn, key->collations[i], vals[i]));
        }
        h = h * 0x9E3779B97F4A7C15ULL + one;
    }
    return h;
}

static bool bound_takes(const PartKey *key, const PartBound *b, const Datum *vals,
                        const bool *isnull)
{
    if (b->strategy == 'h')
        return (int)(row_hash(key, vals, isnull) % (uint64)b->modulus) == b->remainder;
    if (b->strategy == 'l') {
        for (int i = 0; i < b->nvalues; i++) {
            if (b->values[i].isnull ? isnull[0]
                                    : !isnull[0] && exec_partition_cmp_value(
                                                        key, 0, vals[0], b->values[i].value) == 0)
                return true;
        }
        return false;
    }
    for (int i = 0; i < key->natts; i++)
        if (isnull[i])
            return false;
    return cmp_row_bound(key, vals, b->values) >= 0 && cmp_row_bound(key, vals, b->upper) < 0;
}

Oid exec_partition_for_row(const PartKey *key, const Datum *values, const bool *isnull)
{
    Datum kv[PARTITION_MAX_KEYS];
    bool kn[PARTITION_MAX_KEYS];
    for (int i = 0; i < key->natts; i++) {
        kv[i] = values[key->attnums[i] - 1];
        kn[i] = isnull[key->attnums[i] - 1];
    }
    for (int i = 0; i < key->nparts; i++)
        if (bound_takes(key, &key->parts[i], kv, kn))
            return key->parts[i].relid;
    return key->defaultpart;
}

/* ---------------------------------------------------------------- new bounds */

static const char *rel_name(Oid relid)
{
    char *name = palloc(NAMEDATALEN);
    Oid nsp;
    if (!catalog_relation_name(relid, name, &nsp))
        snprintf(name, NAMEDATALEN, "%u", relid);
    return name;
}

static bool bounds_overlap(const PartKey *key, const PartBound *a, const PartBound *b)
{
    if (key->strategy == 'l') {
        for (int i = 0; i < a->nvalues; i++)
            if (bound_takes(key, b, &a->values[i].value, &a->values[i].isnull))
                return true;
        return false;
    }
    if (key->strategy == 'h') {
        int small = Min(a->modulus, b->modulus);
        return a->remainder % small == b->remainder % small;
    }
    return exec_partition_cmp_bounds(key, a->values, b->upper) < 0 &&
           exec_partition_cmp_bounds(key, b->values, a->upper) < 0;
}

void exec_check_partition_overlap(const PartKey *key, const PartBound *bound, const char *text,
                                  const char *relname, int location)
{
    if (bound->is_default) {
        if (OidIsValid(key->defaultpart))
            ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                    errmsg("partition \"%s\" conflicts with existing default partition \"%s\"",
                           relname, rel_name(key->defaultpart)),
                    errlocation(location));
        return;
    }
    if (key->strategy == 'r' && exec_partition_cmp_bounds(key, bound->values, bound->upper) >= 0) {
        /* the two value lists as the bound's text has them */
        const char *from = strstr(text, "FROM "), *to = strstr(text, " TO ");
        ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                errmsg("empty range bound specified for partition \"%s\"", relname),
                errdetail("Specified lower bound %.*s is greater than or equal to upper bound "
                          "%s.",
                          from && to ? (int)(to - from - 5) : 0, from ? from + 5 : "",
                          to ? to + 4 : ""),
                errlocation(location));
    }
    for (int i = key->nparts - 1; key->strategy == 'h' && i >= 0; i--) {
        int m = key->parts[i].modulus, nm = bound->modulus;
        bool ok = m <= nm ? nm % m == 0 : m % nm == 0;
        if (!ok)
            ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                    errmsg("every hash partition modulus must be a factor of the next larger "
                           "modulus"),
                    m < nm ? errdetail("The new modulus %d is not divisible by %d, the modulus "
                                       "of existing partition \"%s\".",
                                       nm, m, rel_name(key->parts[i].relid))
                           : errdetail("The new modulus %d is not a factor of %d, the modulus "
                                       "of existing partition \"%s\".",
                                       nm, m, rel_name(key->parts[i].relid)));
    }
    for (int i = 0; i < key->nparts; i++)
        if (bounds_overlap(key, bound, &key->parts[i]))
            ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                    errmsg("partition \"%s\" would overlap partition \"%s\"", relname,
                           rel_name(key->parts[i].relid)),
                    errlocation(location));
}

/* ---------------------------------------------------------------- pruning */

bool exec_partition_may_match(const PartKey *key, const PartBound *b, int keycol, char op,
                              Datum value)
{
    if (b->is_default || b->strategy == 'h')
        return true;
    if (b->strategy == 'l') {
        for (int i = 0; i < b->nvalues; i++) {
            if (b->values[i].isnull)
                continue;
            int c = exec_partition_cmp_value(key, 0, b->values[i].value, value);
            if ((op == '=' && c == 0) || (op == '<' && c < 0) || (op == 'l' && c <= 0) ||
                (op == '>' && c > 0) || (op == 'g' && c >= 0))
                return true;
        }
        return false;
    }
    /* range: only the first key column bounds a column's values alone */
    if (keycol != 0)
        return true;
    const PartValue *lo = &b->values[0], *hi = &b->upper[0];
    int clo =
        lo->kind != 0 ? lo->kind : exec_partition_cmp_value(key, 0, lo->value, value); /* lo vs v */
    int chi =
        hi->kind != 0 ? hi->kind : exec_partition_cmp_value(key, 0, hi->value, value); /* hi vs v */
    bool more_cols = key->natts > 1;
    switch (op) {
    case '=':
        return clo <= 0 && (chi > 0 || (more_cols && chi == 0 && hi->kind == 0));
    case '<':
        return clo < 0;
    case 'l':
        return clo <= 0;
    case '>':
        return chi > 0 || (more_cols && chi == 0);
    case 'g':
        return chi > 0 || (more_cols && chi == 0);
    default:
        return true;
    }
}

void exec_no_partition_error(const PartKey *key, const char *relname, const Datum *values,
                             const bool *isnull)
{
    StringInfoData cols, vals;
    initStringInfo(&cols);
    initStringInfo(&vals);
    Relation rel = relation_open(key->relid, AccessShareLock);
    for (int i = 0; i < key->natts; i++) {
        int a = key->attnums[i] - 1;
        if (i > 0) {
            appendStringInfoString(&cols, ", ");
            appendStringInfoString(&vals, ", ");
        }
        appendStringInfoString(&cols, TupleDescAttr(rel->rd_att, a)->attname);
        appendStringInfoString(&vals,
                               isnull[a] ? "null" : type_output_cstring(key->types[i], values[a]));
    }
    const char *schema = catalog_namespace_name(rel->relnamespace);
    relation_close(rel);
    ereport(
        ERROR, errcode(ERRCODE_CHECK_VIOLATION),
        errmsg("no partition of relation \"%s\" found for row", relname),
        errdetail("Partition key of the failing row contains (%s) = (%s).", cols.data, vals.data),
        errtable(schema, relname));
}

/* ---------------------------------------------------------------- routing */

PartRouter *exec_router_create(Oid relid, const char *relname)
{
    PartRouter *r = palloc0(sizeof(PartRouter));
    r->key = exec_partition_key(relid);
    r->relname = pstrdup(relname);
    r->rootcheck = exec_partition_check_create(relid);
    r->oids = palloc(sizeof(Oid));
    r->rels = palloc(sizeof(Relation));
    r->indexes = palloc(sizeof(IndexRelation *));
    r->nindexes = palloc(sizeof(int));
    return r;
}

/* Leaf target (opened as rel) becomes the router's leaf n. */
static int add_leaf(PartRouter *r, Oid target, Relation rel)
{
    if (rel->relkind != RELKIND_RELATION)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot route inserted rows to foreign table \"%s\"", rel->relname));
    int n = r->nleaves++;
    r->oids = repalloc(r->oids, sizeof(Oid) * (size_t)r->nleaves);
    r->rels = repalloc(r->rels, sizeof(Relation) * (size_t)r->nleaves);
    r->indexes = repalloc(r->indexes, sizeof(IndexRelation *) * (size_t)r->nleaves);
    r->nindexes = repalloc(r->nindexes, sizeof(int) * (size_t)r->nleaves);
    r->oids[n] = target;
    r->rels[n] = rel;
    r->indexes[n] = index_open_all(rel, &r->nindexes[n]);
    return n;
}

int exec_router_leaf(PartRouter *r, Oid leaf)
{
    for (int i = 0; i < r->nleaves; i++)
        if (r->oids[i] == leaf)
            return i;
    return add_leaf(r, leaf, relation_open(leaf, RowExclusiveLock));
}

int exec_router_route(PartRouter *r, const Datum *values, const bool *isnull)
{
    PartKey *key = r->key;
    const char *name = r->relname;
    if (r->rootcheck && !exec_partition_check_ok(r->rootcheck, values, isnull)) {
        Relation root = relation_open(key->relid, AccessShareLock);
        exec_partition_check(r->rootcheck, root, values, isnull, NIL);
    }
    for (;;) {
        Oid target = exec_partition_for_row(key, values, isnull);
        if (!OidIsValid(target))
            exec_no_partition_error(key, name, values, isnull);
        for (int i = 0; i < r->nleaves; i++)
            if (r->oids[i] == target)
                return i;
        PartKey *sub = exec_partition_key(target);
        Relation rel = relation_open(target, RowExclusiveLock);
        if (sub == NULL)
            return add_leaf(r, target, rel);
        name = pstrdup(rel->relname);
        relation_close(rel);
        key = sub;
    }
}

void exec_router_close(PartRouter *r)
{
    if (r == NULL)
        return;
    for (int i = 0; i < r->nleaves; i++) {
        index_close_all(r->indexes[i], r->nindexes[i]);
        relation_close(r->rels[i]);
    }
    r->nleaves = 0;
}
