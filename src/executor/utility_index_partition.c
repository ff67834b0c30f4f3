/*
 * utility_index_partition.c: partitioned indexes (PG 11+). An index on a partitioned table is
 * a pg_class row of relkind 'I' with its pg_index row and no storage; each partition has an
 * index of the same definition, linked to it by a pg_inherits row (inhrelid the partition's
 * index, inhparent the partitioned one), down to the leaves, whose indexes hold the entries.
 *
 * The one idea: a partition's columns have its parent's attnums (utility_partition.c insists
 * on the parent's column order), so one IndexSpec describes the index on every level; an
 * existing index of a partition that matches it and is not yet attached is attached instead
 * of building another (PG's DefineIndex and AttachPartitionEnsureIndexes).
 */
#include "executor/utility_index.h"

#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/execnodes.h"
#include "executor/partition.h"
#include "storage/catalog.h"
#include "storage/catalog_acl.h"
#include "storage/catalog_constraint.h"
#include "storage/catalog_partition.h"

void exec_index_check_partition_key(Relation rel, const IndexSpec *spec)
{
    PartitionKeyRow key;
    if (!catalog_partition_key(rel->rd_id, &key))
        return;
    for (int k = 0; k < key.natts; k++) {
        bool found = false;
        for (int i = 0; i < spec->nkeys && !found; i++)
            found = spec->cols[i] == key.attnums[k];
        if (!found)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("unique constraint on partitioned table must include all "
                           "partitioning columns"),
                    errdetail("%s constraint on table \"%s\" lacks column \"%s\" which is part "
                              "of the partition key.",
                              spec->primary ? "PRIMARY KEY" : "UNIQUE", rel->relname,
                              TupleDescAttr(rel->rd_att, key.attnums[k] - 1)->attname));
    }
}

static bool same_text(const char *a, const char *b)
{
    return (a == NULL && b == NULL) || (a && b && strcmp(a, b) == 0);
}

/* The definition of an existing index (its WITH options are not read back: BRIN keeps them
 * in its metapage, which a partitioned index does not have). */
static void spec_of_index(Oid indexoid, IndexSpec *out)
{
    IndexFormData f;
    if (!catalog_index_form(indexoid, &f))
        elog(ERROR, "relation %u is not an index", indexoid);
    memset(out, 0, sizeof(*out));
    out->amoid = f.relam;
    out->nkeys = f.indnkeyatts;
    out->natts = f.indnatts;
    out->unique = f.indisunique;
    out->primary = f.indisprimary;
    ConstraintRow row;
    out->constraint = !f.indisprimary && catalog_unique_by_index(indexoid, &row);
    char *indexprs, *indpred;
    catalog_index_exprs(indexoid, &indexprs, &indpred);
    out->def.indexprs = indexprs;
    out->def.indpred = indpred;
    Relation irel = relation_open(indexoid, AccessShareLock);
    for (int i = 0; i < f.indnatts; i++) {
        out->cols[i] = f.indkey[i];
        out->opts[i] = i < f.indnkeyatts ? f.indoption[i] : 0;
        if (f.indkey[i] == 0) {
            FormData_attribute *a = palloc(sizeof(FormData_attribute));
            *a = *TupleDescAttr(irel->rd_att, i);
            out->def.exprcols[i] = a;
            out->exprnames[i] = pstrdup(a->attname);
        }
    }
    relation_close(irel);
}

/* PG's CompareIndexInfo, and a constraint's index wants a constraint's index. As PG's, it
 * does not compare ASC / DESC and NULLS FIRST / LAST: (c DESC) attaches to (c). */
static bool spec_matches(const IndexSpec *want, const IndexSpec *have)
{
    if (want->amoid != have->amoid || want->nkeys != have->nkeys ||
        want->natts != have->natts || want->unique != have->unique)
        return false;
    if ((want->primary || want->constraint) && !(have->primary || have->constraint))
        return false;
    for (int i = 0; i < want->natts; i++)
        if (want->cols[i] != have->cols[i])
            return false;
    return same_text(want->def.indexprs, have->def.indexprs) &&
           same_text(want->def.indpred, have->def.indpred);
}

/* An index of crel matching spec that no partitioned index has yet, or InvalidOid. */
static Oid find_unattached_match(Relation crel, const IndexSpec *spec)
{
    ListCell *lc;
    foreach (lc, catalog_relation_indexes(crel->rd_id)) {
        Oid idx = lfirst_oid(lc);
        IndexSpec have;
        if (OidIsValid(catalog_partition_parent(idx)))
            continue;
        spec_of_index(idx, &have);
        if (spec_matches(spec, &have))
            return idx;
    }
    return InvalidOid;
}

/* index child becomes a partition of partitioned index parent (relispartition, pg_inherits) */
static void link_index(Oid child, Oid parent)
{
    lock_relation(child, AccessExclusiveLock);
    catalog_add_inherits(child, parent);
    catalog_set_partition_bound(child, "");
}

static void unlink_index(Oid child)
{
    lock_relation(child, AccessExclusiveLock);
    catalog_drop_inherits(child);
    catalog_set_partition_bound(child, NULL);
}

static void attach_or_create(Oid child, Oid parentidx, const IndexSpec *spec)
{
    Relation crel = relation_open(child, AccessExclusiveLock);
    if (crel->relkind == RELKIND_FOREIGN_TABLE) {
        /* as PG: a foreign partition has no index, and so no unique one can be promised */
        if (spec->unique) {
            char parent[NAMEDATALEN];
            Oid nsp;
            catalog_relation_name(catalog_partition_parent(child), parent, &nsp);
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("cannot create unique index on partitioned table \"%s\"", parent),
                    errdetail("Table \"%s\" contains partitions that are foreign tables.",
                              parent));
        }
        relation_close(crel);
        return;
    }
    Oid idx = find_unattached_match(crel, spec);
    if (!OidIsValid(idx))
        idx = exec_index_define(crel, exec_index_default_name(crel, spec), spec, false);
    relation_close(crel);
    link_index(idx, parentidx);
}

void exec_index_cascade(Relation rel, Oid parentidx, const IndexSpec *spec)
{
    ListCell *lc;
    foreach (lc, catalog_partitions(rel->rd_id))
        attach_or_create(lfirst_oid(lc), parentidx, spec);
}

void exec_partition_attach_indexes(Oid parent, Oid child, bool attaching)
{
    ListCell *lc;
    char pname[NAMEDATALEN], cname[NAMEDATALEN];
    Oid nsp;
    if (catalog_relation_name(parent, pname, &nsp) && catalog_relation_name(child, cname, &nsp))
        foreach (lc, catalog_relation_indexes(parent)) {
            IndexFormData f;
            RelationAcl ra;
            if (!catalog_index_form(lfirst_oid(lc), &f) || !f.indisunique ||
                !catalog_relation_acl(child, &ra) || ra.relkind != RELKIND_FOREIGN_TABLE)
                continue;
            /* a foreign partition has no index to keep the key unique (PG's two wordings) */
            if (attaching)
                ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                        errmsg("cannot attach foreign table \"%s\" as partition of partitioned "
                               "table \"%s\"",
                               cname, pname),
                        errdetail("Partitioned table \"%s\" contains unique indexes.", pname));
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("cannot create foreign partition of partitioned table \"%s\"", pname),
                    errdetail("Table \"%s\" contains indexes that are unique.", pname));
        }
    foreach (lc, catalog_relation_indexes(parent)) {
        IndexSpec spec;
        spec_of_index(lfirst_oid(lc), &spec);
        attach_or_create(child, lfirst_oid(lc), &spec);
    }
}

void exec_partition_detach_indexes(Oid parent, Oid child)
{
    List *parents = catalog_relation_indexes(parent);
    ListCell *lc;
    foreach (lc, catalog_relation_indexes(child))
        if (list_member_oid(parents, catalog_partition_parent(lfirst_oid(lc))))
            unlink_index(lfirst_oid(lc));
}

static void index_name(Oid relid, char *out)
{
    Oid nsp;
    if (!catalog_relation_name(relid, out, &nsp))
        strcpy(out, "?");
}

/* PG's validatePartitionedIndex: an invalid partitioned index whose table's partitions all
 * have a valid index attached becomes valid, and so may the index it is attached to. */
static void validate_partitioned_index(Oid indexoid, Oid relid)
{
    IndexFormData f;
    if (!catalog_index_form(indexoid, &f) || !f.invalid)
        return;
    ListCell *lc;
    foreach (lc, catalog_partitions(relid)) {
        bool attached = false;
        ListCell *ic;
        foreach (ic, catalog_relation_indexes(lfirst_oid(lc))) {
            IndexFormData cf;
            attached |= catalog_partition_parent(lfirst_oid(ic)) == indexoid &&
                        catalog_index_form(lfirst_oid(ic), &cf) && !cf.invalid;
        }
        if (!attached)
            return;
    }
    catalog_set_index_valid(indexoid, true);
    Oid parentidx = catalog_partition_parent(indexoid);
    if (OidIsValid(parentidx))
        validate_partitioned_index(parentidx, catalog_partition_parent(relid));
}

void exec_index_attach_partition(Oid parentidx, RangeVar *child)
{
    Oid childidx = exec_lookup_relation(child);
    IndexFormData pf, cf;
    char pname[NAMEDATALEN], cname[NAMEDATALEN];
    index_name(parentidx, pname);
    index_name(childidx, cname);
    if (!catalog_index_form(parentidx, &pf))
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not an index", pname));
    if (!catalog_index_form(childidx, &cf))
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not an index", cname));
    Relation prel = relation_open(pf.indrelid, AccessExclusiveLock);
    Relation crel = relation_open(cf.indrelid, AccessExclusiveLock);
    bool partitioned = prel->relkind == RELKIND_PARTITIONED_TABLE;
    char ptable[NAMEDATALEN], ctable[NAMEDATALEN];
    memcpy(ptable, prel->relname, NAMEDATALEN);
    memcpy(ctable, crel->relname, NAMEDATALEN);
    relation_close(crel);
    relation_close(prel);
    if (!partitioned)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("ALTER action ATTACH PARTITION cannot be performed on relation \"%s\"",
                       pname),
                errdetail("This operation is not supported for indexes."));
    if (catalog_partition_parent(childidx) == parentidx)
        return; /* already attached: nothing to do, as PG */
#define CANNOT_ATTACH                                                                           \
    errmsg("cannot attach index \"%s\" as a partition of index \"%s\"", cname, pname)
    if (catalog_partition_parent(cf.indrelid) != pf.indrelid)
        ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION), CANNOT_ATTACH,
                errdetail("Index \"%s\" is not an index on any partition of table \"%s\".",
                          cname, ptable));
    ListCell *lc;
    foreach (lc, catalog_relation_indexes(cf.indrelid))
        if (catalog_partition_parent(lfirst_oid(lc)) == parentidx)
            ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION), CANNOT_ATTACH,
                    errdetail("Another index is already attached for partition \"%s\".",
                              ctable));
    if (OidIsValid(catalog_partition_parent(childidx)))
        ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION), CANNOT_ATTACH,
                errdetail("Index \"%s\" is already attached to another index.", cname));
    IndexSpec want, have;
    spec_of_index(parentidx, &want);
    spec_of_index(childidx, &have);
    if ((want.primary || want.constraint) && !(have.primary || have.constraint))
        ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION), CANNOT_ATTACH,
                errdetail("The index \"%s\" belongs to a constraint in table \"%s\" but no "
                          "constraint exists for index \"%s\".",
                          pname, ptable, cname));
    if (!spec_matches(&want, &have))
        ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION), CANNOT_ATTACH,
                errdetail("The index definitions do not match."));
#undef CANNOT_ATTACH
    link_index(childidx, parentidx);
    validate_partitioned_index(parentidx, pf.indrelid);
}
