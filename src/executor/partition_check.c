/*
 * partition_check.c: a partition's partition constraint, as PG's ExecPartitionCheck tests it:
 * a row written straight into a partition (INSERT, UPDATE, COPY naming the partition, or a
 * partitioned table that is itself a partition) must be one its parent would route to it,
 * and so on up to the top of the tree.
 *
 * The one idea: the constraint is not an expression here but the routing itself: for each
 * ancestor in turn, exec_partition_for_row with the parent's key must name the child, which
 * is exactly PG's constraint (the bound, and for a default partition "none of the others").
 * The partitions have the columns of their parents, in the same order.
 */
#include "executor/partition.h"

#include "common/elog.h"
#include "executor/execnodes.h"
#include "storage/catalog.h"

struct PartCheck {
    int n;
    Oid *children; /* children[i] is a partition of the table whose key is keys[i] */
    PartKey **keys;
};

PartCheck *exec_partition_check_create(Oid relid)
{
    PartCheck *pc = NULL;
    for (Oid child = relid, parent; OidIsValid(parent = catalog_partition_parent(child));
         child = parent) {
        PartKey *key = exec_partition_key(parent);
        if (key == NULL)
            break;
        if (pc == NULL) {
            pc = palloc0(sizeof(PartCheck));
            pc->children = palloc(sizeof(Oid));
            pc->keys = palloc(sizeof(PartKey *));
        } else {
            pc->children = repalloc(pc->children, sizeof(Oid) * (size_t)(pc->n + 1));
            pc->keys = repalloc(pc->keys, sizeof(PartKey *) * (size_t)(pc->n + 1));
        }
        pc->children[pc->n] = child;
        pc->keys[pc->n++] = key;
    }
    return pc;
}

bool exec_partition_check_ok(const PartCheck *pc, const Datum *values, const bool *isnull)
{
    for (int i = 0; pc != NULL && i < pc->n; i++)
        if (exec_partition_for_row(pc->keys[i], values, isnull) != pc->children[i])
            return false;
    return true;
}

void exec_partition_check(const PartCheck *pc, Relation rel, const Datum *values,
                          const bool *isnull, const List *written)
{
    if (exec_partition_check_ok(pc, values, isnull))
        return;
    char *detail = exec_row_text_visible(rel, values, isnull, written);
    ereport(ERROR, errcode(ERRCODE_CHECK_VIOLATION),
            errmsg("new row for relation \"%s\" violates partition constraint", rel->relname),
            detail ? errdetail("Failing row contains %s.", detail) : 0,
            errtable(catalog_namespace_name(rel->relnamespace), rel->relname));
}
