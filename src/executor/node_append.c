/*
 * node_append.c: the rows of each child in turn (UNION ALL, a partitioned table), with the
 * asynchronous children (foreign scans planned async_capable, PG 14's async Append) run
 * concurrently.
 *
 * The one idea: before any row is returned, every asynchronous child is asked to send its
 * remote request (a FETCH), so the remote servers work at the same time; then the synchronous
 * children run in order while the answers travel, and last the asynchronous ones are served
 * in whatever order their answers arrive: a child that can return a row without waiting gives
 * rows until it must fetch again, which it then sends at once; otherwise the node polls the
 * children's sockets. No threads: one poll() over the connections. Two async children that
 * share a server (one connection) cannot both have a request in flight: all but the first run
 * synchronously.
 */
#include <errno.h>
#include <poll.h>

#include "common/elog.h"
#include "executor/execnodes.h"
#include "executor/executor.h"

typedef struct AppendState {
    PlanState ps;
    int nplans;
    PlanState **plans;
    int cur;
    bool *async;      /* per child: driven asynchronously */
    bool *async_done; /* per async child: returned its last row */
    int nasync;
    bool started; /* the async children's first requests are sent */
    struct pollfd *fds;
    int *fd_child;
} AppendState;

static void send_requests(AppendState *as)
{
    for (int i = 0; i < as->nplans; i++)
        if (as->async[i] && !as->async_done[i])
            exec_foreignscan_async_request(as->plans[i]);
}

/* The next row of an async child, in arrival order; NULL when all are done. */
static TupleTableSlot *next_async(AppendState *as)
{
    for (;;) {
        int nfds = 0;
        for (int i = 0; i < as->nplans; i++) {
            if (!as->async[i] || as->async_done[i])
                continue;
            exec_foreignscan_async_request(as->plans[i]);
            int sock = exec_foreignscan_async_socket(as->plans[i]);
            if (sock < 0) {
                TupleTableSlot *in = exec_proc_node(as->plans[i]);
                if (in != NULL)
                    return in;
                as->async_done[i] = true;
                continue;
            }
            as->fds[nfds].fd = sock;
            as->fds[nfds].events = POLLIN;
            as->fds[nfds].revents = 0;
            as->fd_child[nfds++] = i;
        }
        if (nfds == 0)
            return NULL;
        int rc = poll(as->fds, (nfds_t)nfds, 200);
        if (rc < 0 && errno != EINTR)
            ereport(ERROR, errcode(ERRCODE_CONNECTION_FAILURE),
                    errmsg("could not wait for foreign servers: %m"));
        if (executor_interrupt_hook)
            executor_interrupt_hook();
        for (int k = 0; rc > 0 && k < nfds; k++) {
            if (as->fds[k].revents == 0)
                continue;
            int i = as->fd_child[k];
            TupleTableSlot *in = exec_proc_node(as->plans[i]); /* its answer is arriving */
            if (in != NULL)
                return in;
            as->async_done[i] = true;
        }
    }
}

/* EvalPlanQual of a partitioned UPDATE / DELETE target: only the re-checked row's
 * partition is read (the other scans would return their whole tables). */
static bool skipped_by_epq(AppendState *as, int i)
{
    Append *node = (Append *)as->ps.plan;
    EState *es = as->ps.state;
    return es->es_epq_tuple != NULL && node->target_relids != NIL &&
           list_nth_oid(node->target_relids, i) != es->es_epq_relid;
}

static TupleTableSlot *exec_append(PlanState *ps)
{
    AppendState *as = (AppendState *)ps;
    if (as->nasync > 0 && !as->started) {
        as->started = true;
        send_requests(as);
    }
    while (as->cur < as->nplans) {
        if (as->async[as->cur] || skipped_by_epq(as, as->cur)) {
            as->cur++;
            continue;
        }
        TupleTableSlot *in = exec_proc_node(as->plans[as->cur]);
        if (in != NULL)
            return in;
        as->cur++;
    }
    return as->nasync > 0 ? next_async(as) : NULL;
}

static void rescan_append(PlanState *ps)
{
    AppendState *as = (AppendState *)ps;
    for (int i = 0; i < as->nplans; i++) {
        exec_rescan_node(as->plans[i]);
        as->async_done[i] = false;
    }
    as->cur = 0;
    as->started = false;
}

static void end_append(PlanState *ps)
{
    AppendState *as = (AppendState *)ps;
    for (int i = 0; i < as->nplans; i++)
        exec_end_node(as->plans[i]);
}

/* Async children on distinct servers; a later one on a server already taken runs in turn. */
static void choose_async(AppendState *as)
{
    for (int i = 0; i < as->nplans; i++) {
        if (!exec_foreignscan_is_async(as->plans[i]))
            continue;
        Oid server = ((ForeignScan *)as->plans[i]->plan)->serverid;
        bool shared = false;
        for (int j = 0; j < i; j++)
            shared |= as->async[j] && ((ForeignScan *)as->plans[j]->plan)->serverid == server;
        if (!shared) {
            as->async[i] = true;
            as->nasync++;
        }
    }
}

PlanState *exec_init_append(Append *node, EState *estate)
{
    AppendState *as = exec_make_planstate(sizeof(AppendState), &node->plan, estate);
    ListCell *lc;
    int i = 0;

    as->ps.exec = exec_append;
    as->ps.rescan = rescan_append;
    as->ps.end = end_append;
    as->nplans = list_length(node->appendplans);
    as->plans = palloc0(sizeof(PlanState *) * (size_t)(as->nplans + 1));
    as->async = palloc0(sizeof(bool) * (size_t)(as->nplans + 1));
    as->async_done = palloc0(sizeof(bool) * (size_t)(as->nplans + 1));
    as->fds = palloc0(sizeof(struct pollfd) * (size_t)(as->nplans + 1));
    as->fd_child = palloc0(sizeof(int) * (size_t)(as->nplans + 1));
    foreach (lc, node->appendplans)
        as->plans[i++] = exec_init_node(lfirst(lc), estate);
    choose_async(as);
    as->ps.resultslot = as->nplans > 0 ? as->plans[0]->resultslot : exec_slot_create(0, NULL);
    return &as->ps;
}
