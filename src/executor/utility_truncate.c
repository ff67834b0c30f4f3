/*
 * utility_truncate.c: TRUNCATE [TABLE] [ONLY] name [*] [, ...] [RESTART IDENTITY | CONTINUE
 * IDENTITY] [CASCADE | RESTRICT] (PG's ExecuteTruncate).
 *
 * The one idea: a table is emptied by giving it a new, empty file (storage/relfilenode.h) and
 * building each of its indexes again in a new file of its own, never by touching its rows, so
 * the cost does not depend on the table's size; the catalog change is transactional, so
 * ROLLBACK (or ROLLBACK TO a savepoint taken before) brings the old files and rows back.
 * RESTART IDENTITY gives each owned sequence a new file holding its first state, which rolls
 * back the same way (PG's ResetSequence). The checks are PG's, in its order: relation kind,
 * privilege, system catalog for every name first; then the foreign keys of other tables that
 * reference one of them (RESTRICT refuses, CASCADE adds their tables with a NOTICE).
 */
#include "executor/partition.h"
#include "common/elog.h"
#include "executor/acl.h"
#include "executor/execnodes.h"
#include "executor/portalmem.h"
#include "index/indexam.h"
#include "storage/catalog.h"
#include "storage/catalog_constraint.h"
#include "storage/catalog_sequence.h"
#include "storage/pgstat.h"
#include "storage/relfilenode.h"
#include "storage/sequence.h"

/* PG's truncate_check_rel: what may be truncated, and by whom. */
static void check_relation(Relation rel)
{
    if (rel->relkind == RELKIND_FOREIGN_TABLE) /* no wrapper here has ExecForeignTruncate */
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot truncate foreign table \"%s\"", rel->relname));
    if (rel->relkind != RELKIND_RELATION)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not a table", rel->relname));
    acl_require_relation(rel->rd_id, ACL_TRUNCATE);
    if (rel->relnamespace == PG_CATALOG_NAMESPACE)
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied: \"%s\" is a system catalog", rel->relname));
}

static List *relation_oids(List *rels)
{
    List *ids = NIL;
    ListCell *lc;
    foreach (lc, rels)
        ids = lappend_oid(ids, ((Relation)lfirst(lc))->rd_id);
    return ids;
}

/* PG's heap_truncate_find_FKs / heap_truncate_check_FKs: a table referencing one of rels must
 * be truncated too; CASCADE adds it (and what references it in turn). */
static List *add_referencing_tables(List *rels, DropBehavior behavior)
{
    for (int i = 0; i < list_length(rels); i++) {
        Relation rel = list_nth(rels, i);
        List *ids = relation_oids(rels);
        ListCell *r;
        foreach (r, exec_dependent_fkeys(rel->rd_id, InvalidOid, 0, ids)) {
            ConstraintRow *con = lfirst(r);
            if (list_member_oid(ids, con->conrelid))
                continue;
            Relation fk = relation_open(con->conrelid, AccessExclusiveLock);
            if (behavior != DROP_CASCADE)
                ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("cannot truncate a table referenced in a foreign key constraint"),
                        errdetail("Table \"%s\" references \"%s\".", fk->relname, rel->relname),
                        errhint("Truncate table \"%s\" at the same time, or use TRUNCATE ... "
                                "CASCADE.",
                                fk->relname));
            ereport(NOTICE, errmsg("truncate cascades to table \"%s\"", fk->relname));
            check_relation(fk);
            rels = lappend(rels, fk);
            ids = lappend_oid(ids, fk->rd_id);
        }
    }
    return rels;
}

/* RESTART IDENTITY: the sequences the tables' columns own, checked and locked first. */
static List *owned_sequences(List *rels)
{
    List *seqs = NIL;
    ListCell *lc, *s;
    foreach (lc, rels) {
        List *owned = catalog_owned_sequences(((Relation)lfirst(lc))->rd_id, 0);
        foreach (s, owned) {
            Oid seqid = lfirst_oid(s);
            if (list_member_oid(seqs, seqid))
                continue;
            Relation seq = relation_open(seqid, AccessExclusiveLock);
            relation_close(seq);
            acl_require_relation_owner(seqid);
            seqs = lappend_oid(seqs, seqid);
        }
        list_free(owned);
    }
    return seqs;
}

/* PG's ResetSequence: a new file whose one tuple is the first state (START, not called). */
static void restart_sequence(Oid seqid)
{
    SequenceForm form;
    if (!catalog_sequence_form(seqid, &form))
        elog(ERROR, "cache lookup failed for sequence %u", seqid);
    relfilenode_assign_new(seqid);
    Relation seq = relation_open(seqid, AccessExclusiveLock);
    sequence_init(seq, form.seqstart);
    relation_close(seq);
}

/* The table and each of its indexes get new, empty files. */
static void truncate_relation(Oid relid)
{
    relfilenode_assign_new(relid);
    Relation heap = relation_open(relid, AccessExclusiveLock); /* naming the new file */
    List *indexes = catalog_relation_indexes(relid);
    ListCell *lc;
    foreach (lc, indexes)
        index_rebuild(heap, lfirst_oid(lc));
    list_free(indexes);
    relation_close(heap);
    pgstat_count_truncate(relid);
}

void exec_truncate(TruncateStmt *ts)
{
    List *rels = NIL;
    ListCell *lc;
    foreach (lc, ts->relations) {
        Oid relid = exec_lookup_relation(lfirst(lc));
        Relation rel = relation_open(relid, AccessExclusiveLock);
        if (rel->relkind == RELKIND_PARTITIONED_TABLE) { /* its partitions, as PG */
            acl_require_relation(relid, ACL_TRUNCATE);
            relation_close(rel);
            ListCell *leaf;
            foreach (leaf, exec_partition_leaves(relid)) {
                Relation part = relation_open(lfirst_oid(leaf), AccessExclusiveLock);
                check_relation(part);
                if (list_member_oid(relation_oids(rels), part->rd_id))
                    relation_close(part);
                else
                    rels = lappend(rels, part);
            }
            continue;
        }
        check_relation(rel);
        portal_check_not_in_use(relid, rel->relkind, rel->relname, "TRUNCATE");
        if (list_member_oid(relation_oids(rels), relid)) /* named twice: truncated once */
            relation_close(rel);
        else
            rels = lappend(rels, rel);
    }
    rels = add_referencing_tables(rels, ts->behavior);
    List *seqs = ts->restart_seqs ? owned_sequences(rels) : NIL;
    foreach (lc, rels) {
        Relation rel = lfirst(lc);
        truncate_relation(rel->rd_id);
        relation_close(rel);
    }
    foreach (lc, seqs)
        restart_sequence(lfirst_oid(lc));
}
