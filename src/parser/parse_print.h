/*
 * parse_print.h: a compact text form of raw parse trees, for tests and debugging.
 *
 * Each node prints as Name(field=value ...) with empty, NULL and default fields left out, and
 * locations as @offset; lists print as [a, b]. Stable output, so unit tests compare strings.
 */
#ifndef BASALT_PARSE_PRINT_H
#define BASALT_PARSE_PRINT_H

#include "common/nodes.h"

char *parser_tree_to_string(const void *node);

#endif /* BASALT_PARSE_PRINT_H */
