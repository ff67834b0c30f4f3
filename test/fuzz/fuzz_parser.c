/*
 * fuzz_parser.c: libFuzzer target for the SQL lexer and raw_parser().
 *
 * Each input is copied to a NUL-terminated buffer and parsed; syntax errors are the expected
 * outcome and are swallowed (fuzz_support.h), anything else is a bug. Every tree that parses
 * is also printed whole, so each node must be well formed.
 */
#include "fuzz_support.h"
#include "parser/parse_print.h"
#include "parser/parser.h"

typedef struct ParserInput {
    const uint8_t *data;
    size_t size;
} ParserInput;

static void parse_one(void *arg)
{
    ParserInput *in = arg;
    char *query = palloc(in->size + 1);
    memcpy(query, in->data, in->size);
    query[in->size] = '\0';
    List *stmts = raw_parser(query);
    (void)parser_tree_to_string(stmts);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ParserInput in = {data, size};
    fuzz_try(parse_one, &in);
    return 0;
}
