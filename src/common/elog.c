/*
 * elog.c: building, raising, catching and logging error reports.
 *
 * A report is built in a per-thread ErrorContext (so building it never depends on the memory of
 * the query that failed) on a small stack: an error raised while another is being built or
 * handled is stacked on top of it. errfinish() for ERROR and FATAL jumps to the innermost
 * PG_TRY; with none, the thread has no one to report to and the process aborts, which only a
 * bug can cause.
 */
#include "common/elog.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>
#include <pthread.h>
#include <unistd.h>

#include "common/mcxt.h"
#include "common/stringinfo.h"

#define ERRORDATA_STACK_SIZE 5

_Thread_local ErrorJump *elog_exception_stack;
_Thread_local int client_min_messages = NOTICE;

static _Thread_local ErrorData error_stack[ERRORDATA_STACK_SIZE];
static _Thread_local int error_depth = -1;
static _Thread_local MemoryContext error_cxt;
static _Thread_local elog_notice_hook_fn notice_hook;
static _Thread_local void *notice_hook_arg;
static _Thread_local const char *query_text;

static MemoryContext error_context(void)
{
    if (error_cxt == NULL)
        error_cxt = mcxt_create(mcxt_top(), "ErrorContext");
    return error_cxt;
}

void errstart(int elevel, const char *filename, int lineno, const char *funcname)
{
    if (error_depth + 1 >= ERRORDATA_STACK_SIZE) {
        /* Recursion while reporting errors: give up on the reports, keep the process honest. */
        fprintf(stderr, "PANIC:  ERRORDATA_STACK_SIZE exceeded\n");
        abort();
    }
    ErrorData *e = &error_stack[++error_depth];
    memset(e, 0, sizeof(*e));
    e->elevel = elevel;
    memcpy(e->sqlstate, elevel >= ERROR ? ERRCODE_INTERNAL_ERROR
                                        : (elevel == WARNING ? ERRCODE_WARNING
                                                             : ERRCODE_SUCCESSFUL_COMPLETION),
           6);
    e->filename = filename;
    e->lineno = lineno;
    e->funcname = funcname;
}

static ErrorData *top(void)
{
    Assert(error_depth >= 0);
    return &error_stack[error_depth];
}

int errcode(const char *sqlstate)
{
    Assert(strlen(sqlstate) == 5);
    memcpy(top()->sqlstate, sqlstate, 5);
    top()->sqlstate[5] = '\0';
    return 0;
}

static char *vformat(const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    char *p = mcxt_alloc(error_context(), (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    return p;
}

#define SET_FIELD(field)                                                                         \
    do {                                                                                         \
        va_list ap;                                                                              \
        va_start(ap, fmt);                                                                       \
        top()->field = vformat(fmt, ap);                                                         \
        va_end(ap);                                                                              \
    } while (0)

int errmsg(const char *fmt, ...)
{
    SET_FIELD(message);
    return 0;
}

int errmsg_internal(const char *fmt, ...)
{
    SET_FIELD(message);
    return 0;
}

int errdetail(const char *fmt, ...)
{
    SET_FIELD(detail);
    return 0;
}

int errhint(const char *fmt, ...)
{
    SET_FIELD(hint);
    return 0;
}

int errcontext_msg(const char *fmt, ...)
{
    SET_FIELD(context);
    return 0;
}

int errposition(int cursorpos)
{
    top()->cursorpos = cursorpos;
    return 0;
}

int errlocation(int byte_location)
{
    if (byte_location < 0 || query_text == NULL)
        return 0;
    /* Count characters, not bytes: UTF-8 continuation bytes do not start a character. */
    int chars = 0;
    for (int i = 0; i < byte_location && query_text[i]; i++)
        if (((unsigned char)query_text[i] & 0xC0) != 0x80)
            chars++;
    top()->cursorpos = chars + 1;
    return 0;
}

static char *errdup(const char *s)
{
    return s ? mcxt_strdup(error_context(), s) : NULL;
}

int errtable(const char *schema, const char *table)
{
    top()->schema_name = errdup(schema);
    top()->table_name = errdup(table);
    return 0;
}

int errtablecol(const char *schema, const char *table, const char *column)
{
    errtable(schema, table);
    top()->column_name = errdup(column);
    return 0;
}

int errconstraint(const char *name)
{
    top()->constraint_name = errdup(name);
    return 0;
}

const char *elog_level_name(int elevel)
{
    switch (elevel) {
    case DEBUG1:
    case DEBUG2:
        return "DEBUG";
    case LOG:
        return "LOG";
    case INFO:
        return "INFO";
    case NOTICE:
        return "NOTICE";
    case WARNING:
        return "WARNING";
    case ERROR:
        return "ERROR";
    case FATAL:
        return "FATAL";
    default:
        return "PANIC";
    }
}

void elog_set_notice_hook(elog_notice_hook_fn fn, void *arg)
{
    notice_hook = fn;
    notice_hook_arg = arg;
}

static void pop_error(void)
{
    error_depth--;
    if (error_depth < 0)
        mcxt_reset(error_context());
}

void errfinish(void)
{
    ErrorData *e = top();
    if (e->message == NULL)
        e->message = errdup("missing error text");

    if (e->elevel >= ERROR) {
        if (e->elevel == PANIC || elog_exception_stack == NULL) {
            e->elevel = PANIC; /* no handler: a bug, and the log says what it killed */
            elog_write_server_log(e);
            abort();
        }
        siglongjmp(elog_exception_stack->buf, 1);
    }

    /* INFO always reaches the client (VACUUM / ANALYZE VERBOSE), as in PG */
    if ((e->elevel >= client_min_messages || e->elevel == INFO) && e->elevel != LOG && notice_hook)
        notice_hook(e, notice_hook_arg);
    else if (e->elevel >= LOG)
        elog_write_server_log(e);
    pop_error();
}

void elog_rethrow(void)
{
    Assert(error_depth >= 0);
    if (elog_exception_stack == NULL) {
        top()->elevel = PANIC;
        elog_write_server_log(top());
        abort();
    }
    siglongjmp(elog_exception_stack->buf, 1);
}

ErrorData *elog_current_error(void)
{
    return error_depth >= 0 ? top() : NULL;
}

void elog_add_context(const char *fmt, ...)
{
    if (error_depth < 0)
        return;
    va_list ap;
    va_start(ap, fmt);
    char *line = vformat(fmt, ap);
    va_end(ap);
    ErrorData *e = top();
    if (e->context == NULL) {
        e->context = line;
        return;
    }
    size_t a = strlen(e->context), b = strlen(line);
    char *both = mcxt_alloc(error_context(), a + b + 2);
    memcpy(both, e->context, a);
    both[a] = '\n';
    memcpy(both + a + 1, line, b + 1);
    e->context = both;
}

ErrorData *elog_copy_error(void)
{
    ErrorData *src = top();
    ErrorData *e = palloc(sizeof(ErrorData));
    *e = *src;
#define COPY(f) e->f = src->f ? pstrdup(src->f) : NULL
    COPY(message);
    COPY(detail);
    COPY(hint);
    COPY(context);
    COPY(internalquery);
    COPY(schema_name);
    COPY(table_name);
    COPY(column_name);
    COPY(datatype_name);
    COPY(constraint_name);
#undef COPY
    return e;
}

void elog_flush_error(void)
{
    if (error_depth >= 0)
        pop_error();
}

void elog_set_query_text(const char *query)
{
    query_text = query;
}

const char *elog_query_text(void)
{
    return query_text;
}
