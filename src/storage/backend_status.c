/*
 * backend_status.c: the table of what each session is doing (backend_status.h).
 *
 * The one idea: entry i belongs to the thread holding proc-array slot i, so writes never race
 * with each other, only with readers; each entry has its own mutex, held for a memcpy, so a
 * reader of pg_stat_activity never waits behind a busy session for longer than that. The
 * running xid and snapshot xmin are not copied here: readers take them from the proc array.
 */
#include "storage/backend_status.h"

#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "storage/snapshot.h"

typedef struct Entry {
    pthread_mutex_t mu;
    bool used;
    uint64 progress_token; /* of the current progress report; only the owner thread bumps it */
    BackendStatus st;
} Entry;

static Entry *entries;
static int nentries;
static pthread_once_t entries_once = PTHREAD_ONCE_INIT;

static void entries_create(void)
{
    int n = procarray_max_procs();
    entries = calloc((size_t)n, sizeof(Entry));
    if (entries == NULL)
        return;
    for (int i = 0; i < n; i++)
        pthread_mutex_init(&entries[i].mu, NULL);
    nentries = n;
}

/* This thread's entry, or NULL when the table could not be made. */
static Entry *my_entry(void)
{
    pthread_once(&entries_once, entries_create);
    int me = procarray_my_procno();
    return me < nentries ? &entries[me] : NULL;
}

/* Copy at most size - 1 bytes, cutting only between UTF-8 characters, as PG does. */
static void copy_clipped(char *dst, const char *src, size_t size)
{
    size_t n = src ? strlen(src) : 0;
    if (n >= size) {
        n = size - 1;
        while (n > 0 && ((unsigned char)src[n] & 0xC0) == 0x80)
            n--;
    }
    if (n > 0)
        memcpy(dst, src, n);
    dst[n] = '\0';
}

void backend_status_start(int pid, Oid dbid, Oid userid, const char *client_addr,
                          int client_port, int64 now)
{
    Entry *e = my_entry();
    if (e == NULL)
        return;
    pthread_mutex_lock(&e->mu);
    memset(&e->st, 0, sizeof(e->st));
    e->st.pid = pid;
    e->st.dbid = dbid;
    e->st.userid = userid;
    copy_clipped(e->st.client_addr, client_addr, sizeof(e->st.client_addr));
    e->st.client_port = client_port;
    e->st.backend_start = now;
    e->st.state = BACKEND_STATE_UNDEFINED;
    e->used = true;
    pthread_mutex_unlock(&e->mu);
}

void backend_status_report_activity(BackendState state, const char *query, bool in_xact,
                                    int64 now)
{
    Entry *e = my_entry();
    if (e == NULL || !e->used)
        return;
    pthread_mutex_lock(&e->mu);
    if (state == BACKEND_STATE_RUNNING) {
        copy_clipped(e->st.query, query, sizeof(e->st.query));
        e->st.query_start = now;
        if (e->st.xact_start == 0) {
            e->st.xact_start = now;
            e->st.lxid++;
        }
        e->st.wait_event_type = e->st.wait_event = NULL;
    } else {
        if (!in_xact)
            e->st.xact_start = 0;
        /* waiting for the client's next message, as PG names it */
        e->st.wait_event_type = "Client";
        e->st.wait_event = "ClientRead";
    }
    if (e->st.state != state)
        e->st.state_change = now;
    e->st.state = state;
    e->st.progress_command = PROGRESS_COMMAND_INVALID; /* a statement starts or ended */
    pthread_mutex_unlock(&e->mu);
}

void backend_status_report_appname(const char *application_name)
{
    Entry *e = my_entry();
    if (e == NULL || !e->used)
        return;
    pthread_mutex_lock(&e->mu);
    copy_clipped(e->st.application_name, application_name, sizeof(e->st.application_name));
    pthread_mutex_unlock(&e->mu);
}

void backend_status_report_wait(const char *type, const char *event)
{
    Entry *e = my_entry();
    if (e == NULL || !e->used)
        return;
    pthread_mutex_lock(&e->mu);
    e->st.wait_event_type = type;
    e->st.wait_event = event;
    pthread_mutex_unlock(&e->mu);
}

uint64 backend_progress_start(ProgressCommand cmd, Oid relid)
{
    Entry *e = my_entry();
    if (e == NULL || !e->used)
        return 0;
    pthread_mutex_lock(&e->mu);
    uint64 token = 0;
    if (e->st.progress_command == PROGRESS_COMMAND_INVALID || e->st.progress_command == cmd) {
        token = ++e->progress_token;
        e->st.progress_command = cmd;
        e->st.progress_relid = relid;
        memset(e->st.progress_param, 0, sizeof(e->st.progress_param));
    }
    pthread_mutex_unlock(&e->mu);
    return token;
}

void backend_progress_update_multi(uint64 token, int n, const int *index, const int64 *value)
{
    Entry *e = my_entry();
    if (token == 0 || e == NULL)
        return;
    pthread_mutex_lock(&e->mu);
    if (token == e->progress_token && e->st.progress_command != PROGRESS_COMMAND_INVALID)
        for (int i = 0; i < n; i++) {
            assert(index[i] >= 0 && index[i] < BACKEND_PROGRESS_PARAMS);
            e->st.progress_param[index[i]] = value[i];
        }
    pthread_mutex_unlock(&e->mu);
}

void backend_progress_update(uint64 token, int index, int64 value)
{
    backend_progress_update_multi(token, 1, &index, &value);
}

void backend_progress_end(uint64 token)
{
    Entry *e = my_entry();
    if (token == 0 || e == NULL)
        return;
    pthread_mutex_lock(&e->mu);
    if (token == e->progress_token)
        e->st.progress_command = PROGRESS_COMMAND_INVALID;
    pthread_mutex_unlock(&e->mu);
}

uint64 backend_progress_current(ProgressCommand cmd)
{
    Entry *e = my_entry();
    if (e == NULL)
        return 0;
    pthread_mutex_lock(&e->mu);
    uint64 token = e->st.progress_command == cmd ? e->progress_token : 0;
    pthread_mutex_unlock(&e->mu);
    return token;
}

void backend_status_end(void)
{
    Entry *e = my_entry();
    if (e == NULL)
        return;
    pthread_mutex_lock(&e->mu);
    e->used = false;
    pthread_mutex_unlock(&e->mu);
}

int backend_status_max_id(void)
{
    pthread_once(&entries_once, entries_create);
    return nentries;
}

bool backend_status_get(int backend_id, BackendStatus *out)
{
    pthread_once(&entries_once, entries_create);
    if (backend_id < 1 || backend_id > nentries)
        return false;
    Entry *e = &entries[backend_id - 1];
    pthread_mutex_lock(&e->mu);
    bool used = e->used;
    if (used)
        *out = e->st;
    pthread_mutex_unlock(&e->mu);
    if (used)
        procarray_slot_xids(backend_id - 1, &out->xid, &out->xmin);
    return used;
}
