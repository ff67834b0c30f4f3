/*
 * sysfuncs.c: functions that report on the server itself: version(), current_setting();
 * and pg_sleep(), which waits in the session's thread and stops at a cancel.
 *
 * The one idea: they read the same state SHOW reads (guc.h), so `SHOW server_version`,
 * current_setting('server_version') and version() can never disagree, which clients that pick
 * their catalog queries by version rely on.
 */
#include <time.h>

#include "common/elog.h"
#include "common/guc.h"
#include "executor/executor.h"
#include "executor/types/types_internal.h"

#if defined(__x86_64__)
#define BASALT_MACHINE "x86_64"
#elif defined(__aarch64__)
#define BASALT_MACHINE "aarch64"
#else
#define BASALT_MACHINE "unknown"
#endif

#if defined(__clang__)
#define BASALT_COMPILER "clang " __clang_version__
#elif defined(__GNUC__)
#define BASALT_COMPILER "gcc " __VERSION__
#else
#define BASALT_COMPILER "an unknown compiler"
#endif

static Datum pg_version(PG_FUNCTION_ARGS)
{
    char *v = psprintf("PostgreSQL %s on %s-pc-linux-gnu, compiled by %s, %d-bit",
                       guc_show("server_version"), BASALT_MACHINE, BASALT_COMPILER,
                       (int)(sizeof(void *) * 8));
    PG_RETURN_TEXT_P(cstring_to_text(v));
}

static Datum current_setting(PG_FUNCTION_ARGS)
{
    PG_RETURN_TEXT_P(cstring_to_text(guc_show(text_to_cstring(PG_GETARG_TEXT_P(0)))));
}

/* current_setting(name, missing_ok): NULL instead of 42704 for an unknown name */
static Datum current_setting_missing_ok(PG_FUNCTION_ARGS)
{
    const char *name = text_to_cstring(PG_GETARG_TEXT_P(0));
    if (!PG_GETARG_BOOL(1))
        PG_RETURN_TEXT_P(cstring_to_text(guc_show(name)));
    char *volatile value = NULL;
    PG_TRY();
    {
        value = guc_show(name);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_current_error();
        if (e == NULL || strcmp(e->sqlstate, ERRCODE_UNDEFINED_OBJECT) != 0)
            PG_RE_THROW();
        elog_flush_error();
    }
    PG_END_TRY();
    if (value == NULL)
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(value));
}

/* pg_sleep(seconds): waits in slices, so a cancel or statement_timeout ends it promptly. */
static Datum pg_sleep(PG_FUNCTION_ARGS)
{
    double secs = PG_GETARG_FLOAT8(0);
    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (;;) {
        if (executor_interrupt_hook)
            executor_interrupt_hook();
        clock_gettime(CLOCK_MONOTONIC, &now);
        double left = secs - ((double)(now.tv_sec - start.tv_sec) +
                              (double)(now.tv_nsec - start.tv_nsec) / 1e9);
        if (!(left > 0)) /* also for NaN, as PG returns at once */
            break;
        double slice = left < 0.05 ? left : 0.05;
        struct timespec ts = {0, (long)(slice * 1e9)};
        nanosleep(&ts, NULL);
    }
    fcinfo->isnull = true;
    return (Datum)0;
}

static const ProcInfo sys_procs[] = {
    {2626, "pg_sleep", 'f', 'v', true, false, 1, VOIDOID, {FLOAT8OID}, 0, pg_sleep},
    {89, "version", 'f', 's', true, false, 0, TEXTOID, {}, 0, pg_version},
    {2077, "current_setting", 'f', 's', true, false, 1, TEXTOID, {TEXTOID}, 0, current_setting},
    {3294, "current_setting", 'f', 's', true, false, 2, TEXTOID, {TEXTOID, BOOLOID}, 0,
     current_setting_missing_ok},
};

const TypesFamily types_family_sys = {
    "sys", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(sys_procs), TYPES_NO_ROWS, TYPES_NO_ROWS,
    TYPES_NO_ROWS,
};
