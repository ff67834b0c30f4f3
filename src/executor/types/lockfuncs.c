/*
 * lockfuncs.c: pg_lock_status(), the rows of pg_locks, over the lock manager
 * (storage/lock.h) and the sessions' status (storage/backend_status.h).
 *
 * The one idea: the lock table is copied once per scan (srf_columns.c) and each of PG's
 * sixteen columns is one call over that copy. Besides the relation and transaction-id locks
 * lock.c reports, every session in a transaction holds ExclusiveLock on its own virtual
 * transaction id, "backend id/local transaction number", as in PG; that id also fills
 * virtualtransaction. Basalt keeps no lock in a fast-path slot, so fastpath is always false,
 * and has no page, tuple, object or advisory locks. pg_blocking_pids(pid) follows the same
 * wait-for edges as deadlock detection (Basalt has no wait queue, so no one blocks a waiter
 * only by waiting ahead of it).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/types/array.h"
#include "executor/types/types_internal.h"
#include "storage/backend_status.h"
#include "storage/lock.h"
#include "storage/snapshot.h"

#define LOCK_STATUS_COLS 16

typedef struct LockRow {
    const char *locktype;
    Oid database; /* 0: NULL */
    Oid relation; /* 0: NULL */
    char virtualxid[32];
    int64 transactionid; /* 0: NULL */
    char virtualtransaction[32];
    int pid;
    const char *mode;
    bool granted;
    int64 waitstart; /* 0: NULL */
} LockRow;

/* The holder's pid, database and virtual transaction id. */
static void fill_holder(LockRow *r, int procno)
{
    BackendStatus st;
    if (backend_status_get(procno + 1, &st)) {
        r->pid = st.pid;
        r->database = st.dbid;
        snprintf(r->virtualtransaction, sizeof(r->virtualtransaction), "%d/%u", procno + 1,
                 st.lxid);
    } else {
        r->pid = procarray_pid(procno); /* not a session (autovacuum) */
        snprintf(r->virtualtransaction, sizeof(r->virtualtransaction), "%d/0", procno + 1);
    }
}

static List *build_lock_rows(void)
{
    int n;
    LockStatus *locks = lock_status_snapshot(&n);
    List *rows = NIL;
    int max = backend_status_max_id();
    for (int id = 1; id <= max; id++) {
        BackendStatus st;
        if (!backend_status_get(id, &st) || st.xact_start == 0)
            continue;
        LockRow *r = palloc0(sizeof(LockRow));
        r->locktype = "virtualxid";
        fill_holder(r, id - 1);
        r->database = InvalidOid;
        snprintf(r->virtualxid, sizeof(r->virtualxid), "%d/%u", id, st.lxid);
        r->mode = "ExclusiveLock";
        r->granted = true;
        rows = lappend(rows, r);
    }
    for (int i = 0; i < n; i++) {
        const LockStatus *l = &locks[i];
        LockRow *r = palloc0(sizeof(LockRow));
        fill_holder(r, l->procno);
        if (l->kind == LOCKTAG_RELATION) {
            r->locktype = "relation";
            r->relation = l->relid;
        } else {
            r->locktype = "transactionid";
            r->database = InvalidOid;
            r->transactionid = (int64)l->xid;
        }
        r->mode = lock_mode_name(l->mode);
        r->granted = l->granted;
        r->waitstart = l->waitstart;
        rows = lappend(rows, r);
    }
    free(locks);
    return rows;
}

static Datum text_or_null(FunctionCallInfo fcinfo, const char *s)
{
    if (s == NULL || s[0] == '\0')
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(s));
}

static Datum pg_lock_status(PG_FUNCTION_ARGS)
{
    const LockRow *r = srf_columns_row(fcinfo, "pg_lock_status", LOCK_STATUS_COLS, build_lock_rows);
    if (r == NULL)
        PG_RETURN_NULL();
    switch (PG_GETARG_INT32(0)) {
    case 1:
        return text_or_null(fcinfo, r->locktype);
    case 2:
        if (r->database == InvalidOid)
            PG_RETURN_NULL();
        PG_RETURN_OID(r->database);
    case 3:
        if (r->relation == InvalidOid)
            PG_RETURN_NULL();
        PG_RETURN_OID(r->relation);
    case 6:
        return text_or_null(fcinfo, r->virtualxid);
    case 7:
        if (r->transactionid == 0)
            PG_RETURN_NULL();
        PG_RETURN_INT64(r->transactionid);
    case 11:
        return text_or_null(fcinfo, r->virtualtransaction);
    case 12:
        PG_RETURN_INT32(r->pid);
    case 13:
        return text_or_null(fcinfo, r->mode);
    case 14:
        PG_RETURN_BOOL(r->granted);
    case 15:
        PG_RETURN_BOOL(false);
    case 16:
        if (r->waitstart == 0)
            PG_RETURN_NULL();
        PG_RETURN_INT64(r->waitstart);
    default: /* page, tuple, classid, objid, objsubid: no such locks */
        PG_RETURN_NULL();
    }
}

/* The pids of the sessions that block pid's wait, as int4[] (empty: it does not wait). */
static Datum pg_blocking_pids(PG_FUNCTION_ARGS)
{
    int pid = PG_GETARG_INT32(0);
    int max = backend_status_max_id();
    int *procs = palloc0(sizeof(int) * (size_t)(max + 1));
    int n = 0;
    for (int id = 1; id <= max; id++) {
        BackendStatus st;
        if (backend_status_get(id, &st) && st.pid == pid) {
            n = lock_blocking_procs(id - 1, procs, max);
            break;
        }
    }
    Datum *pids = palloc0(sizeof(Datum) * (size_t)(n + 1));
    for (int i = 0; i < n && i < max; i++)
        pids[i] = Int32GetDatum(procarray_pid(procs[i]));
    ArrayElemInfo elem;
    arraytype_elem_info(INT4OID, &elem);
    PG_RETURN_POINTER(arraytype_construct_1d(pids, NULL, n < max ? n : max, &elem));
}

static const ProcInfo lock_procs[] = {
    {1371, "pg_lock_status", 'f', 'v', true, true, 0, RECORDOID, {}, 0, pg_lock_status},
    {2561, "pg_blocking_pids", 'f', 'v', true, false, 1, INT4ARRAYOID, {INT4OID}, 0,
     pg_blocking_pids},
};

const TypesFamily types_family_lockfuncs = {
    "lockfuncs", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(lock_procs), TYPES_NO_ROWS,
    TYPES_NO_ROWS, TYPES_NO_ROWS,
};
