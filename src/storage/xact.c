/*
 * xact.c: transactions, commands and explicit blocks (xact.h), one state machine per thread.
 *
 * The one idea: nothing is undone in place. A transaction writes tuples stamped with its xid;
 * commit or abort is one status change in the commit log, after which every reader sees all of
 * its tuples or none. What remains is bookkeeping: release pins and locks, remove files of
 * dropped (commit) or created (abort) relations, settle the catalog cache.
 *
 * Block states (PG's names), each transition labelled with the call that makes it:
 *
 *   DEFAULT ──start_command──▶ STARTED ──commit_command──▶ DEFAULT       (implicit transaction)
 *   STARTED ──abort_current──▶ DEFAULT
 *   STARTED ──begin_block──▶ INPROGRESS ──commit_command──▶ INPROGRESS  (next command id)
 *   INPROGRESS ──end_block(true)──▶ END ──commit_command──▶ DEFAULT      (COMMIT)
 *   INPROGRESS ──end_block(false)──▶ ABORT_PENDING ──commit_command──▶ DEFAULT (ROLLBACK)
 *   INPROGRESS ──abort_current──▶ ABORT ('E': aborted already, waits for ROLLBACK/COMMIT)
 *   ABORT ──end_block(any)──▶ ABORT_END ──commit_command──▶ DEFAULT
 */
#include "storage/xact.h"

#include <pthread.h>
#include <stdlib.h>

#include "common/elog.h"
#include "storage/bufmgr.h"
#include "storage/catcache.h"
#include "storage/clog.h"
#include "storage/control.h"
#include "storage/lock.h"
#include "storage/smgr.h"
#include "storage/xact_internal.h"

typedef enum TBlockState {
    TBLOCK_DEFAULT,
    TBLOCK_STARTED,
    TBLOCK_INPROGRESS,
    TBLOCK_END,
    TBLOCK_ABORT_PENDING,
    TBLOCK_ABORT,
    TBLOCK_ABORT_END,
} TBlockState;

typedef struct PendingUnlink {
    uint32 relfilenode;
    bool at_commit;
} PendingUnlink;

static _Thread_local TBlockState block_state;
static _Thread_local TransactionId cur_xid;
static _Thread_local CommandId cur_cid;
static _Thread_local bool catalog_changed;
static _Thread_local PendingUnlink *pending;
static _Thread_local int npending, pending_cap;
static pthread_key_t pending_key; /* frees a thread's array when the thread exits */
static pthread_once_t pending_key_once = PTHREAD_ONCE_INIT;

static void pending_key_create(void)
{
    pthread_key_create(&pending_key, free);
}

static void start_transaction(void)
{
    cur_xid = InvalidTransactionId;
    cur_cid = 0;
    catalog_changed = false;
    npending = 0;
}

static void run_pending_unlinks(bool committed)
{
    for (int i = 0; i < npending; i++)
        if (pending[i].at_commit == committed) {
            bufmgr_drop_relation(pending[i].relfilenode);
            smgr_unlink(pending[i].relfilenode);
        }
    npending = 0;
}

/* Finish the transaction with the given outcome; safe to call with no xid assigned. */
static void end_transaction(bool commit)
{
    TransactionId xid = cur_xid;
    bufmgr_release_all_pins();
    cur_xid = InvalidTransactionId;
    if (xid != InvalidTransactionId)
        clog_set(xid, commit ? XID_COMMITTED : XID_ABORTED);
    if (catalog_changed)
        catcache_xact_end(xid, commit);
    catalog_changed = false;
    run_pending_unlinks(commit);
    lock_release_all();
    cur_cid = 0;
}

/*
 * Abort cleanup must not fail half way: an error raised while aborting (the commit log could
 * not be written, say) is logged and the rest of the cleanup still runs.
 */
static void abort_transaction(void)
{
    PG_TRY();
    {
        end_transaction(false);
    }
    PG_CATCH();
    {
        elog_write_server_log(elog_current_error());
        elog_flush_error();
        bufmgr_release_all_pins();
        lock_release_all();
        cur_xid = InvalidTransactionId;
        catalog_changed = false;
        npending = 0;
    }
    PG_END_TRY();
}

/* Later commands of the transaction see what this one wrote. */
static void next_command_id(void)
{
    if (cur_cid == UINT32_MAX - 1)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("cannot have more than 2^32-2 commands in a transaction"));
    cur_cid++;
}

void xact_command_counter_increment(void)
{
    if (block_state == TBLOCK_STARTED || block_state == TBLOCK_INPROGRESS)
        next_command_id();
}

void xact_start_command(void)
{
    if (block_state == TBLOCK_DEFAULT) {
        start_transaction();
        block_state = TBLOCK_STARTED;
    }
}

void xact_commit_command(void)
{
    switch (block_state) {
    case TBLOCK_DEFAULT:
        bufmgr_release_all_pins();
        break;
    case TBLOCK_STARTED:
    case TBLOCK_END:
        block_state = TBLOCK_DEFAULT;
        PG_TRY();
        {
            end_transaction(true);
        }
        PG_CATCH();
        {
            abort_transaction();
            PG_RE_THROW();
        }
        PG_END_TRY();
        break;
    case TBLOCK_INPROGRESS:
        /* pins stay: a suspended portal's scan may resume in the next command */
        next_command_id();
        break;
    case TBLOCK_ABORT_PENDING:
        block_state = TBLOCK_DEFAULT;
        abort_transaction();
        break;
    case TBLOCK_ABORT:
        bufmgr_release_all_pins();
        break;
    case TBLOCK_ABORT_END:
        block_state = TBLOCK_DEFAULT;
        start_transaction();
        break;
    }
}

void xact_abort_current(void)
{
    switch (block_state) {
    case TBLOCK_DEFAULT:
        bufmgr_release_all_pins();
        lock_release_all();
        break;
    case TBLOCK_STARTED:
    case TBLOCK_END:
    case TBLOCK_ABORT_PENDING:
        block_state = TBLOCK_DEFAULT;
        abort_transaction();
        break;
    case TBLOCK_INPROGRESS:
        block_state = TBLOCK_ABORT;
        abort_transaction();
        break;
    case TBLOCK_ABORT:
        bufmgr_release_all_pins();
        break;
    case TBLOCK_ABORT_END:
        block_state = TBLOCK_DEFAULT;
        bufmgr_release_all_pins();
        break;
    }
}

void xact_begin_block(void)
{
    switch (block_state) {
    case TBLOCK_DEFAULT:
        /* BEGIN outside xact_start_command: start the transaction it needs */
        start_transaction();
        block_state = TBLOCK_INPROGRESS;
        break;
    case TBLOCK_STARTED:
        block_state = TBLOCK_INPROGRESS;
        break;
    default:
        ereport(WARNING, errcode(ERRCODE_ACTIVE_SQL_TRANSACTION),
                errmsg("there is already a transaction in progress"));
        break;
    }
}

void xact_end_block(bool commit)
{
    switch (block_state) {
    case TBLOCK_INPROGRESS:
        block_state = commit ? TBLOCK_END : TBLOCK_ABORT_PENDING;
        break;
    case TBLOCK_ABORT:
        block_state = TBLOCK_ABORT_END;
        break;
    case TBLOCK_STARTED:
    case TBLOCK_DEFAULT:
        ereport(WARNING, errcode(ERRCODE_NO_ACTIVE_SQL_TRANSACTION),
                errmsg("there is no transaction in progress"));
        break;
    default:
        break;
    }
}

char xact_block_status(void)
{
    switch (block_state) {
    case TBLOCK_DEFAULT:
    case TBLOCK_STARTED:
        return 'I';
    case TBLOCK_ABORT:
    case TBLOCK_ABORT_END:
        return 'E';
    default:
        return 'T';
    }
}

TransactionId xact_current_xid(void)
{
    if (cur_xid != InvalidTransactionId)
        return cur_xid;
    if (block_state == TBLOCK_ABORT || block_state == TBLOCK_ABORT_END)
        ereport(ERROR, errcode(ERRCODE_IN_FAILED_SQL_TRANSACTION),
                errmsg("current transaction is aborted, commands ignored until end of "
                       "transaction block"));
    if (block_state == TBLOCK_DEFAULT) /* a write outside any command: run it implicitly */
        xact_start_command();
    TransactionId xid = control_assign_xid();
    clog_set(xid, XID_IN_PROGRESS); /* room for its status */
    cur_xid = xid;
    return xid;
}

CommandId xact_current_cid(void)
{
    return cur_cid;
}

TransactionId xact_xid_if_assigned(void)
{
    return cur_xid;
}

bool xact_is_active(void)
{
    return block_state != TBLOCK_DEFAULT && block_state != TBLOCK_ABORT &&
           block_state != TBLOCK_ABORT_END;
}

void xact_unlink_at_end(uint32 relfilenode, bool at_commit)
{
    if (npending == pending_cap) {
        int cap = pending_cap ? pending_cap * 2 : 8;
        PendingUnlink *n = realloc(pending, (size_t)cap * sizeof(PendingUnlink));
        if (!n)
            ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
        pending = n;
        pending_cap = cap;
        pthread_once(&pending_key_once, pending_key_create);
        pthread_setspecific(pending_key, pending);
    }
    pending[npending].relfilenode = relfilenode;
    pending[npending].at_commit = at_commit;
    npending++;
}

void xact_note_catalog_change(void)
{
    catalog_changed = true;
}
