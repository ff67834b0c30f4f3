/*
 * fuzz_support.h: what every fuzz target shares: one memory context reset after each input,
 * notices swallowed, and errors (the expected outcome of most inputs) caught and dropped.
 *
 * A target's step runs inside PG_TRY; an ERROR unwinds to here and is forgotten, anything else
 * (a crash, a sanitizer report, an assertion, an abort() of a broken invariant) is a finding.
 */
#ifndef BASALT_FUZZ_SUPPORT_H
#define BASALT_FUZZ_SUPPORT_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"

static void fuzz_quiet_notice(const ErrorData *e, void *arg)
{
    (void)e;
    (void)arg;
}

/* Runs step(arg) in a fresh per-input memory context; true if it returned without ERROR. */
static inline bool fuzz_try(void (*step)(void *arg), void *arg)
{
    static MemoryContext cxt;
    if (cxt == NULL) {
        cxt = mcxt_create(mcxt_top(), "fuzz");
        elog_set_notice_hook(fuzz_quiet_notice, NULL);
    }
    volatile bool ok = true;
    MemoryContext old = mcxt_switch_to(cxt);
    PG_TRY();
    {
        step(arg);
    }
    PG_CATCH();
    {
        elog_flush_error();
        ok = false;
    }
    PG_END_TRY();
    elog_set_query_text(NULL);
    mcxt_switch_to(old);
    mcxt_reset(cxt);
    return ok;
}

/* A broken invariant: report it and abort, so that the fuzzer keeps the input. */
#define FUZZ_CHECK(cond, ...)                                                                    \
    do {                                                                                         \
        if (!(cond)) {                                                                           \
            fprintf(stderr, "fuzz invariant failed: %s: ", #cond);                               \
            fprintf(stderr, __VA_ARGS__);                                                        \
            fputc('\n', stderr);                                                                 \
            abort();                                                                             \
        }                                                                                        \
    } while (0)

#endif /* BASALT_FUZZ_SUPPORT_H */
