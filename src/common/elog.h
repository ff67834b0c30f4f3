/*
 * elog.h: the one way Basalt reports errors and notices.
 *
 *     ereport(ERROR, errcode(ERRCODE_DIVISION_BY_ZERO), errmsg("division by zero"));
 *
 * ERROR unwinds (siglongjmp) to the innermost PG_TRY of this thread, normally the top of the
 * query in the session's backend thread, which reports the error to the client, resets the
 * query's memory context and carries on. Nothing ever unwinds across a libuv callback: code that
 * runs on the event-loop thread must not raise ERROR. Levels below ERROR (NOTICE, WARNING, ...)
 * return normally after handing the report to this thread's notice hook; FATAL ends the session
 * (it unwinds like ERROR with elevel FATAL); PANIC aborts the process.
 *
 * Messages follow PostgreSQL's wording exactly, since clients and our tests compare them.
 */
#ifndef BASALT_ELOG_H
#define BASALT_ELOG_H

#include <setjmp.h>

#include "common/basalt.h"
#include "common/errcodes.h"

#define DEBUG2 13
#define DEBUG1 14
#define LOG 15
#define INFO 17
#define NOTICE 18
#define WARNING 19
#define ERROR 21
#define FATAL 22
#define PANIC 23

typedef struct ErrorData {
    int elevel;          /* ERROR, NOTICE, ... */
    char sqlstate[6];    /* five characters and a NUL */
    char *message;       /* primary message, never NULL once reported */
    char *detail;        /* may be NULL */
    char *hint;          /* may be NULL */
    char *context;       /* may be NULL */
    int cursorpos;       /* 1-based character position in the query text, 0 if none */
    int internalpos;     /* position in internalquery, 0 if none */
    char *internalquery; /* text of an internally generated query, may be NULL */
    char *schema_name, *table_name, *column_name, *datatype_name, *constraint_name;
    const char *filename; /* where it was raised */
    int lineno;
    const char *funcname;
} ErrorData;

/* Building a report: errstart opens it, the err*() calls fill it, errfinish raises it. */
void errstart(int elevel, const char *filename, int lineno, const char *funcname);
void errfinish(void);
int errcode(const char *sqlstate);
int errmsg(const char *fmt, ...) pg_attribute_printf(1, 2);
int errmsg_internal(const char *fmt, ...) pg_attribute_printf(1, 2);
int errdetail(const char *fmt, ...) pg_attribute_printf(1, 2);
int errhint(const char *fmt, ...) pg_attribute_printf(1, 2);
int errcontext_msg(const char *fmt, ...) pg_attribute_printf(1, 2);
int errposition(int cursorpos);         /* 1-based character position, as sent on the wire */
int errlocation(int byte_location);     /* 0-based byte offset into elog_query_text(); -1: none */
int errtable(const char *schema, const char *table);
int errtablecol(const char *schema, const char *table, const char *column);
int errconstraint(const char *name);

#define ereport(elevel, ...)                                                                     \
    do {                                                                                         \
        errstart((elevel), __FILE__, __LINE__, __func__);                                        \
        (void)(__VA_ARGS__);                                                                     \
        errfinish();                                                                             \
        if ((elevel) >= ERROR)                                                                   \
            __builtin_unreachable();                                                             \
    } while (0)

/* For "can't happen" conditions: SQLSTATE XX000 with an untranslated message. */
/* As PG's: the SQLSTATE follows the level (XX000 for ERROR and above, 00000 for LOG). */
#define elog(elevel, ...) ereport((elevel), errmsg_internal(__VA_ARGS__))

/*
 * Catching errors. The body of PG_TRY may raise; PG_CATCH runs with the error still current
 * (elog_current_error() shows it) and must either PG_RE_THROW() or elog_flush_error().
 *
 *     PG_TRY();
 *     {   ... }
 *     PG_CATCH();
 *     {   ErrorData *e = elog_copy_error(); elog_flush_error(); ... }
 *     PG_END_TRY();
 */
typedef struct ErrorJump {
    sigjmp_buf buf;
    struct ErrorJump *prev;
} ErrorJump;
extern _Thread_local ErrorJump *elog_exception_stack;

#define PG_TRY()                                                                                 \
    do {                                                                                         \
        ErrorJump pg_jump_;                                                                      \
        pg_jump_.prev = elog_exception_stack;                                                    \
        volatile bool pg_caught_ = false;                                                             \
        if (sigsetjmp(pg_jump_.buf, 0) == 0) {                                                   \
            elog_exception_stack = &pg_jump_;
#define PG_CATCH()                                                                               \
        } else {                                                                                 \
            elog_exception_stack = pg_jump_.prev;                                                \
            pg_caught_ = true;
#define PG_END_TRY()                                                                             \
        }                                                                                        \
        if (!pg_caught_)                                                                         \
            elog_exception_stack = pg_jump_.prev;                                                \
    } while (0)
#define PG_RE_THROW() elog_rethrow()

pg_noreturn void elog_rethrow(void);
ErrorData *elog_current_error(void); /* the error being handled, NULL if none */
/* In PG_CATCH: add a CONTEXT line (outermost last, as PG prints them) to the current error. */
void elog_add_context(const char *fmt, ...) pg_attribute_printf(1, 2);
ErrorData *elog_copy_error(void);     /* copy of it in CurrentMemoryContext */
void elog_flush_error(void);          /* forget the current error */

/*
 * Where reports go. Reports below ERROR that are meant for the client (NOTICE, WARNING, INFO)
 * are handed to this thread's notice hook (the session sends a NoticeResponse); with no hook
 * they go to the server log. LOG goes to the server log only.
 */
typedef void (*elog_notice_hook_fn)(const ErrorData *edata, void *arg);
void elog_set_notice_hook(elog_notice_hook_fn fn, void *arg);
extern _Thread_local int client_min_messages; /* NOTICE by default */
const char *elog_level_name(int elevel); /* "ERROR", "LOG", ... */

/*
 * The server log (elog_log.c): one entry per report, each line of it (the message, then
 * DETAIL, HINT, CONTEXT, STATEMENT) preceded by log_line_prefix, as PostgreSQL writes stderr.
 */
void elog_write_server_log(const ErrorData *edata);
/* log_line_prefix; copied, so the caller's string may go. */
void elog_set_line_prefix(const char *prefix);
/* This thread's backend type for %b ("client backend", "autovacuum worker", ...). */
void elog_set_log_tag(const char *tag);
/* A session thread starts (%p is its pid, %c and %s its start, %h/%r its client) ... */
void elog_log_session_begin(int pid, const char *host, const char *port);
/* ... is authenticated (%u, %d) ... */
void elog_log_session_identify(const char *user, const char *database);
/* ... and ends: the thread's lines are no longer a session's (%q cuts them). */
void elog_log_session_end(void);
/* Milliseconds since the session began (for log_disconnections). */
double elog_log_session_elapsed_ms(void);

/*
 * The text of the statement being run on this thread, for errlocation(): parse nodes carry
 * 0-based byte offsets, the wire wants a 1-based character position.
 */
void elog_set_query_text(const char *query);
const char *elog_query_text(void);

#endif /* BASALT_ELOG_H */
