/*
 * sequence.h: a sequence's state and the numbers it hands out: nextval, setval.
 *
 * A sequence's heap has one page with one tuple (last_value bigint, log_cnt bigint,
 * is_called boolean: what `SELECT * FROM seq` shows). Its changes are not transactional: the
 * tuple is overwritten in place under the buffer's exclusive lock, and a rollback keeps them.
 * As in PG, a WAL record is written only every SEQ_LOG_VALS numbers (and after a checkpoint),
 * claiming the numbers ahead, so a crash can skip numbers but never hands one out twice.
 */
#ifndef BASALT_SEQUENCE_H
#define BASALT_SEQUENCE_H

#include "storage/catalog_sequence.h"
#include "storage/heapam.h"

typedef struct SequenceState {
    int64 last_value;
    int64 log_cnt;
    bool is_called;
} SequenceState;

/* The columns of a sequence's relation, for catalog_create_relation. */
TupleDesc sequence_tupdesc(void);
/* Write the first state of a new sequence (in the transaction that creates it). */
void sequence_init(Relation rel, int64 start);
/* The state as it is now (not as of any snapshot). */
void sequence_read(Relation rel, SequenceState *out);
/*
 * The next value of rel with parameters form; ERROR 2200H at the end of a sequence without
 * CYCLE. The caller holds at least RowExclusiveLock on rel.
 */
int64 sequence_next(Relation rel, const SequenceForm *form);
/* setval / ALTER SEQUENCE RESTART: the state becomes (value, is_called), logged at once. */
void sequence_set(Relation rel, int64 value, bool is_called);

#endif
