/*
 * elog_log.c: writing the server log, with PostgreSQL's log_line_prefix.
 *
 * The one idea: every line of an entry (message, DETAIL, HINT, CONTEXT, STATEMENT) starts with
 * the prefix expanded for the thread that logs it. A session thread registers who it is
 * (elog_log_session_begin / _identify); any other thread (the loop, autovacuum, the
 * checkpointer) is "not a session": %q stops the prefix there, %u %d %h %r are empty and %p
 * is the process id, as for PG's background processes. Entries are written whole under one
 * lock to stderr, which main.c points at the log file.
 */
#include "common/elog.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "common/guc.h"

#define PREFIX_MAX 512
#define ENTRY_MAX 16384

/*
 * An entry is built in a fixed buffer on the stack, not in a memory context: the log is
 * written from threads that may have none (the loop) and while a context is being torn down.
 */
typedef struct LogBuf {
    char data[ENTRY_MAX];
    size_t len;
} LogBuf;

static void buf_printf(LogBuf *b, const char *fmt, ...) pg_attribute_printf(2, 3);
static void buf_printf(LogBuf *b, const char *fmt, ...)
{
    if (b->len >= sizeof(b->data) - 1)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b->data + b->len, sizeof(b->data) - b->len, fmt, ap);
    va_end(ap);
    if (n > 0)
        b->len = b->len + (size_t)n < sizeof(b->data) ? b->len + (size_t)n : sizeof(b->data) - 1;
}

typedef struct LogSession {
    bool active;
    int pid;
    struct timeval start;
    char host[64];
    char port[16];
    char user[64];
    char database[64];
} LogSession;

static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static char line_prefix[PREFIX_MAX] = "%m [%p] ";
static struct timeval process_start;
static _Thread_local LogSession session;
static _Thread_local char backend_type[32];
static _Thread_local long line_number;

void elog_set_line_prefix(const char *prefix)
{
    pthread_mutex_lock(&log_lock);
    snprintf(line_prefix, sizeof(line_prefix), "%s", prefix ? prefix : "");
    pthread_mutex_unlock(&log_lock);
}

void elog_set_log_tag(const char *tag)
{
    snprintf(backend_type, sizeof(backend_type), "%s", tag ? tag : "");
}

void elog_log_session_begin(int pid, const char *host, const char *port)
{
    memset(&session, 0, sizeof(session));
    session.active = true;
    session.pid = pid;
    gettimeofday(&session.start, NULL);
    snprintf(session.host, sizeof(session.host), "%s", host ? host : "");
    snprintf(session.port, sizeof(session.port), "%s", port ? port : "");
    line_number = 0;
}

void elog_log_session_identify(const char *user, const char *database)
{
    snprintf(session.user, sizeof(session.user), "%s", user ? user : "");
    snprintf(session.database, sizeof(session.database), "%s", database ? database : "");
}

void elog_log_session_end(void)
{
    memset(&session, 0, sizeof(session));
}

double elog_log_session_elapsed_ms(void)
{
    struct timeval now;
    gettimeofday(&now, NULL);
    return (double)(now.tv_sec - session.start.tv_sec) * 1000.0 +
           (double)(now.tv_usec - session.start.tv_usec) / 1000.0;
}

/* "2024-05-01 12:00:00[.123] UTC": the log's time zone is UTC. */
static void format_time(char *buf, size_t size, const struct timeval *tv, bool millis)
{
    struct tm tm;
    gmtime_r(&tv->tv_sec, &tm);
    size_t n = strftime(buf, size, "%Y-%m-%d %H:%M:%S", &tm);
    if (millis)
        n += (size_t)snprintf(buf + n, size - n, ".%03d", (int)(tv->tv_usec / 1000));
    snprintf(buf + n, size - n, " UTC");
}

/* Append value padded to width as PG does: negative pads on the right. */
static void append_padded(LogBuf *out, const char *value, int width)
{
    buf_printf(out, "%*s", width, value);
}

static void append_prefix(LogBuf *out, const char *fmt, const ErrorData *e,
                          const struct timeval *now)
{
    line_number++;
    if (!session.active && process_start.tv_sec == 0)
        process_start = *now;
    const struct timeval *start = session.active ? &session.start : &process_start;
    char buf[128];
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') {
            buf_printf(out, "%c", *p);
            continue;
        }
        p++;
        if (*p == '\0')
            break;
        int width = 0;
        if (*p == '-' || (*p >= '0' && *p <= '9')) {
            width = (int)strtol(p, (char **)&p, 10);
            if (*p == '\0')
                break;
        }
        const char *value = NULL;
        switch (*p) {
        case 'a':
            value = session.active && application_name ? application_name : "";
            break;
        case 'b':
            value = session.active ? "client backend" : (backend_type[0] ? backend_type
                                                                          : "postmaster");
            break;
        case 'u':
            value = !session.active ? "" : session.user[0] ? session.user : "[unknown]";
            break;
        case 'd':
            value = !session.active ? "" : session.database[0] ? session.database : "[unknown]";
            break;
        case 'c':
            snprintf(buf, sizeof(buf), "%lx.%x", (long)start->tv_sec,
                     session.active ? session.pid : (int)getpid());
            value = buf;
            break;
        case 'p':
            snprintf(buf, sizeof(buf), "%d", session.active ? session.pid : (int)getpid());
            value = buf;
            break;
        case 'P': /* parallel group leader: never */
            value = "";
            break;
        case 'l':
            snprintf(buf, sizeof(buf), "%ld", line_number);
            value = buf;
            break;
        case 'm':
            format_time(buf, sizeof(buf), now, true);
            value = buf;
            break;
        case 't':
            format_time(buf, sizeof(buf), now, false);
            value = buf;
            break;
        case 'n':
            snprintf(buf, sizeof(buf), "%ld.%03d", (long)now->tv_sec, (int)(now->tv_usec / 1000));
            value = buf;
            break;
        case 's':
            format_time(buf, sizeof(buf), start, false);
            value = buf;
            break;
        case 'h':
            value = session.active ? session.host : "";
            break;
        case 'r':
            if (!session.active)
                value = "";
            else if (session.port[0])
                snprintf(buf, sizeof(buf), "%s(%s)", session.host, session.port), value = buf;
            else
                value = session.host;
            break;
        case 'e':
            value = e->sqlstate;
            break;
        case 'x': /* the transaction id is not tracked per log line */
            value = "0";
            break;
        case 'v':
        case 'i':
            value = "";
            break;
        case 'q':
            if (!session.active)
                return;
            continue;
        case '%':
            value = "%";
            break;
        default:
            continue; /* PG ignores unknown escapes */
        }
        append_padded(out, value, width);
    }
}

/* Text with a tab after each newline, as PG indents the continuation lines of an entry. */
static void append_with_tabs(LogBuf *out, const char *text)
{
    for (const char *p = text; *p; p++) {
        if (out->len >= sizeof(out->data) - 2)
            return;
        out->data[out->len++] = *p;
        if (*p == '\n')
            out->data[out->len++] = '\t';
    }
    out->data[out->len] = '\0';
}

static void append_line(LogBuf *out, const char *prefix, const ErrorData *e,
                        const struct timeval *now, const char *label, const char *text)
{
    append_prefix(out, prefix, e, now);
    buf_printf(out, "%s:  ", label);
    append_with_tabs(out, text);
    buf_printf(out, "\n");
}

void elog_write_server_log(const ErrorData *e)
{
    struct timeval now;
    gettimeofday(&now, NULL);
    static _Thread_local LogBuf out;
    out.len = 0;
    char prefix[PREFIX_MAX];
    pthread_mutex_lock(&log_lock);
    memcpy(prefix, line_prefix, sizeof(prefix));
    pthread_mutex_unlock(&log_lock);

    const char *msg = e->message ? e->message : "missing error text";
    append_prefix(&out, prefix, e, &now);
    buf_printf(&out, "%s:  ", elog_level_name(e->elevel));
    append_with_tabs(&out, msg);
    if (e->cursorpos > 0)
        buf_printf(&out, " at character %d", e->cursorpos);
    buf_printf(&out, "\n");
    if (e->detail)
        append_line(&out, prefix, e, &now, "DETAIL", e->detail);
    if (e->hint)
        append_line(&out, prefix, e, &now, "HINT", e->hint);
    if (e->context)
        append_line(&out, prefix, e, &now, "CONTEXT", e->context);
    const char *query = elog_query_text();
    if (e->elevel >= ERROR && e->elevel != PANIC && query)
        append_line(&out, prefix, e, &now, "STATEMENT", query);
    pthread_mutex_lock(&log_lock);
    if (out.len == sizeof(out.data) - 1)
        out.data[out.len - 1] = '\n'; /* truncated: still one whole line */
    fwrite(out.data, 1, out.len, stderr);
    fflush(stderr);
    pthread_mutex_unlock(&log_lock);
}
