/*
 * catalog_sequence.h: sequences in the catalog: pg_sequence (a sequence's parameters) and the
 * pg_depend row that ties a sequence to the column that owns it, with PostgreSQL's oids.
 *
 * A sequence is a pg_class row of relkind 'S' whose one-page heap holds its state
 * (storage/sequence.h); its parameters live here, in a small heap read by a scan in the
 * current transaction, so CREATE / ALTER / DROP SEQUENCE are transactional.
 */
#ifndef BASALT_CATALOG_SEQUENCE_H
#define BASALT_CATALOG_SEQUENCE_H

#include "common/list.h"
#include "storage/heapam.h"

#define SequenceRelationId 2224

typedef struct SequenceForm {
    Oid seqrelid;
    Oid seqtypid; /* int2, int4 or int8 */
    int64 seqstart, seqincrement, seqmax, seqmin, seqcache;
    bool seqcycle;
} SequenceForm;

/* Insert or replace the row of form->seqrelid (the caller holds AccessExclusiveLock). */
void catalog_set_sequence(const SequenceForm *form);
/* The row this transaction sees; false if relid is not a sequence. */
bool catalog_sequence_form(Oid relid, SequenceForm *out);

/* OWNED BY: the sequence goes with column attnum of relid (pg_depend deptype 'a', or 'i' for
 * an identity column's sequence); relid InvalidOid removes the link. */
void catalog_set_sequence_owner(Oid seqid, Oid relid, int attnum, char deptype);
/* The sequence's owning column; false if it has none. */
bool catalog_sequence_owner(Oid seqid, Oid *relid, int *attnum);
/* The sequences owned by columns of relid (attnum 0: any column), as a List of Oid. */
List *catalog_owned_sequences(Oid relid, int attnum);
/* DROP SEQUENCE (catalog_drop_relation does it): its pg_sequence and pg_depend rows go. */
void catalog_sequence_forget(Oid seqid);

#endif
