/*
 * sequence.c: the state page of a sequence, and nextval's arithmetic (PG's sequence.c).
 *
 * The one idea: nextval overwrites the data of the sequence's only tuple in place. Logging
 * every call would cost a WAL record per number, so, as PG does, a call that finds no numbers
 * logged ahead (log_cnt 0, or the page not logged since the last checkpoint) puts the state
 * SEQ_LOG_VALS numbers further on the page, logs that, and then writes the true state: replay
 * after a crash lands past every number handed out. The transaction that asked is given an
 * xid, so its commit flushes that record before the number can be relied on.
 */
#include "storage/sequence.h"

#include <stdio.h>

#include "common/elog.h"
#include "storage/bufmgr.h"
#include "storage/heapam_private.h"
#include "storage/heaptuple.h"
#include "storage/page.h"
#include "storage/wal.h"
#include "storage/wal_internal.h"
#include "storage/xact.h"

#define SEQ_LOG_VALS 32
#define SEQ_INT8OID 20
#define SEQ_BOOLOID 16

TupleDesc sequence_tupdesc(void)
{
    static const char *const names[3] = {"last_value", "log_cnt", "is_called"};
    TupleDesc desc = tupdesc_create(3);
    for (int i = 0; i < 3; i++) {
        Form_attribute a = TupleDescAttr(desc, i);
        snprintf(a->attname, NAMEDATALEN, "%s", names[i]);
        a->attnum = (int16)(i + 1);
        a->atttypmod = -1;
        a->attnotnull = true;
        a->attbyval = true;
        if (i < 2) {
            a->atttypid = SEQ_INT8OID;
            a->attlen = 8;
            a->attalign = 'd';
        } else {
            a->atttypid = SEQ_BOOLOID;
            a->attlen = 1;
            a->attalign = 'c';
        }
    }
    return desc;
}

static HeapTuple form_state(Relation rel, const SequenceState *st)
{
    Datum v[3] = {Int64GetDatum(st->last_value), Int64GetDatum(st->log_cnt),
                  BoolGetDatum(st->is_called)};
    bool n[3] = {false, false, false};
    return heap_form_tuple(rel->rd_att, v, n);
}

void sequence_init(Relation rel, int64 start)
{
    SequenceState st = {start, 0, false};
    HeapTuple tup = form_state(rel, &st);
    heap_insert(rel, tup);
    heap_freetuple(tup);
}

/* The state tuple's bytes on the (pinned, locked) page. */
static char *state_item(Relation rel, Page page, uint32 *len)
{
    char *item = page_get_item(page, FirstOffsetNumber, len);
    if (item == NULL)
        ereport(ERROR, errcode(ERRCODE_DATA_CORRUPTED),
                errmsg("invalid sequence data in relation \"%s\"", rel->relname));
    return item;
}

static void decode_state(Relation rel, char *item, uint32 len, SequenceState *out)
{
    HeapTupleData t;
    memset(&t, 0, sizeof(t));
    t.t_len = len;
    t.t_data = (HeapTupleHeaderData *)item;
    Datum v[3];
    bool n[3];
    heap_deform_tuple(&t, rel->rd_att, v, n);
    out->last_value = DatumGetInt64(v[0]);
    out->log_cnt = DatumGetInt64(v[1]);
    out->is_called = DatumGetBool(v[2]);
}

/* Overwrite the data part of the state tuple (the header, xmin and all, stays). */
static void encode_state(Relation rel, char *item, uint32 len, const SequenceState *st)
{
    HeapTuple tup = form_state(rel, st);
    uint8 hoff = ((HeapTupleHeaderData *)item)->t_hoff;
    if (NEVER(tup->t_len != len || tup->t_data->t_hoff != hoff))
        elog(ERROR, "sequence tuple of \"%s\" changed shape", rel->relname);
    memcpy(item + hoff, (char *)tup->t_data + hoff, len - hoff);
    heap_freetuple(tup);
}

static Buffer lock_state_page(Relation rel)
{
    Buffer buf = ReadBuffer(rel->relfilenode, 0);
    LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
    return buf;
}

static void unlock_state_page(Buffer buf)
{
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
}

void sequence_read(Relation rel, SequenceState *out)
{
    Buffer buf = ReadBuffer(rel->relfilenode, 0);
    LockBuffer(buf, BUFFER_LOCK_SHARE);
    uint32 len;
    char *item = state_item(rel, BufferGetPage(buf), &len);
    decode_state(rel, item, len, out);
    unlock_state_page(buf);
}

/*
 * Put st on the page; with logged (the WAL state, which claims the numbers ahead) not NULL,
 * that state is logged first. Runs with no error possible between the two writes.
 */
static void write_state(Relation rel, Buffer buf, char *item, uint32 len, const SequenceState *st,
                        const SequenceState *logged)
{
    if (logged && wal_relation_needs_wal(rel)) {
        (void)xact_current_xid(); /* the commit record then flushes this one */
        encode_state(rel, item, len, logged);
        MarkBufferDirty(buf);
        heap_wal_log_inplace(rel, buf, FirstOffsetNumber);
    }
    encode_state(rel, item, len, st);
    MarkBufferDirty(buf);
}

/* True if the page was last logged before the current checkpoint's redo point: a crash would
 * restore it from disk as of that checkpoint, so numbers must be logged ahead again. */
static bool logged_before_checkpoint(Buffer buf)
{
    return ((PageHeader)BufferGetPage(buf))->pd_lsn <= wal_get_redo_ptr();
}

static pg_noreturn void reached_limit(Relation rel, bool max, int64 limit)
{
    ereport(ERROR, errcode(ERRCODE_SEQUENCE_GENERATOR_LIMIT_EXCEEDED),
            errmsg("nextval: reached %s value of sequence \"%s\" (%lld)",
                   max ? "maximum" : "minimum", rel->relname, (long long)limit));
}

int64 sequence_next(Relation rel, const SequenceForm *f)
{
    Buffer buf = lock_state_page(rel);
    uint32 len;
    char *item = state_item(rel, BufferGetPage(buf), &len);
    SequenceState st;
    decode_state(rel, item, len, &st);

    int64 incby = f->seqincrement, maxv = f->seqmax, minv = f->seqmin;
    int64 fetch = 1, log = st.log_cnt;
    int64 next = st.last_value, result = st.last_value, last = st.last_value;
    int64 rescnt = 0;
    if (!st.is_called) {
        rescnt++; /* the start value itself comes first */
        fetch--;
    }
    bool logit = false;
    if (log < fetch || !st.is_called || logged_before_checkpoint(buf)) {
        fetch = log = fetch + SEQ_LOG_VALS;
        logit = true;
    }
    PG_TRY();
    {
        while (fetch > 0) {
            if (incby > 0) {
                if ((maxv >= 0 && next > maxv - incby) || (maxv < 0 && next + incby > maxv)) {
                    if (rescnt > 0)
                        break; /* stop logging ahead at the end; the next call will error */
                    if (!f->seqcycle)
                        reached_limit(rel, true, maxv);
                    next = minv;
                } else
                    next += incby;
            } else {
                if ((minv < 0 && next < minv - incby) || (minv >= 0 && next + incby < minv)) {
                    if (rescnt > 0)
                        break;
                    if (!f->seqcycle)
                        reached_limit(rel, false, minv);
                    next = maxv;
                } else
                    next += incby;
            }
            fetch--;
            if (rescnt < 1) {
                log--;
                rescnt++;
                last = next;
                result = next;
            }
        }
    }
    PG_CATCH();
    {
        unlock_state_page(buf);
        PG_RE_THROW();
    }
    PG_END_TRY();
    log -= fetch; /* numbers not fetched ahead (the end was reached) are not logged */
    SequenceState now = {last, log, true};
    SequenceState ahead = {next, 0, true};
    write_state(rel, buf, item, len, &now, logit ? &ahead : NULL);
    unlock_state_page(buf);
    return result;
}

void sequence_set(Relation rel, int64 value, bool is_called)
{
    Buffer buf = lock_state_page(rel);
    uint32 len;
    char *item = state_item(rel, BufferGetPage(buf), &len);
    SequenceState st = {value, 0, is_called};
    write_state(rel, buf, item, len, &st, &st);
    unlock_state_page(buf);
}
