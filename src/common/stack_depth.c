/*
 * stack_depth.c: the stack-depth guard for recursive tree walkers (see stack_depth.h).
 *
 * The one idea: a thread learns its stack's lowest address once (pthread_getattr_np) and
 * refuses to recurse below that address plus a reserve. The reserve (an eighth of the stack,
 * at least 512 kB) covers the frames between two checks and the error path itself, which
 * formats the report and unwinds with siglongjmp. The frame address, not a local variable's,
 * is compared, so ASan's fake stacks do not confuse it. Stacks grow down on every platform
 * Basalt builds on.
 */
#define _GNU_SOURCE
#include <pthread.h>

#include "common/elog.h"
#include "common/stack_depth.h"

#define MIN_RESERVE (512 * 1024)

static _Thread_local uintptr_t stack_floor; /* 0: not known yet; 1: unknown, never refuse */

static uintptr_t compute_floor(void)
{
    pthread_attr_t attr;
    void *addr;
    size_t size;
    if (pthread_getattr_np(pthread_self(), &attr) != 0)
        return 1;
    int rc = pthread_attr_getstack(&attr, &addr, &size);
    pthread_attr_destroy(&attr);
    if (rc != 0 || addr == NULL || size == 0)
        return 1;
    size_t reserve = size / 8 > MIN_RESERVE ? size / 8 : MIN_RESERVE;
    if (reserve >= size)
        return 1;
    return (uintptr_t)addr + reserve;
}

bool stack_is_too_deep(void)
{
    if (stack_floor == 0)
        stack_floor = compute_floor();
    return (uintptr_t)__builtin_frame_address(0) < stack_floor;
}

void check_stack_depth(void)
{
    if (stack_is_too_deep())
        ereport(ERROR, errcode(ERRCODE_STATEMENT_TOO_COMPLEX),
                errmsg("stack depth limit exceeded"),
                errhint("Increase the configuration parameter \"max_stack_depth\" (currently "
                        "2048kB), after ensuring the platform's stack depth limit is "
                        "adequate."));
}
