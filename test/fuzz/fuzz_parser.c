/*
 * fuzz_parser.c: libFuzzer target for raw_parser().
 *
 * Each input is copied to a NUL-terminated buffer and parsed inside PG_TRY; syntax errors are
 * the expected outcome and are swallowed, anything else (a crash, a sanitizer report, an abort
 * from an assertion) is a bug. One memory context is reset per input, so a leak would show up
 * as growth rather than accumulate.
 */
#include <stdint.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "parser/parse_print.h"
#include "parser/parser.h"

static void quiet_notice(const ErrorData *e, void *arg)
{
    (void)e;
    (void)arg;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static MemoryContext cxt;
    if (cxt == NULL) {
        cxt = mcxt_create(mcxt_top(), "fuzz_parser");
        elog_set_notice_hook(quiet_notice, NULL);
    }
    MemoryContext old = mcxt_switch_to(cxt);
    char *query = palloc(size + 1);
    memcpy(query, data, size);
    query[size] = '\0';
    PG_TRY();
    {
        List *stmts = raw_parser(query);
        /* walk the whole tree too: every node must be well formed */
        (void)parser_tree_to_string(stmts);
    }
    PG_CATCH();
    {
        elog_flush_error();
    }
    PG_END_TRY();
    elog_set_query_text(NULL);
    mcxt_switch_to(old);
    mcxt_reset(cxt);
    return 0;
}
