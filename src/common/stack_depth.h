/*
 * stack_depth.h: PostgreSQL's check_stack_depth() for Basalt's threads.
 *
 * Parse trees can be as deep as the input is long (1+1+...+1, nested subqueries), and the
 * binder, planner, executor and printers walk them recursively. Each recursive walker calls
 * check_stack_depth() once per level: when the thread's stack is nearly used up it raises PG's
 * 54001 "stack depth limit exceeded" (with PG's HINT) instead of running off the end of the
 * stack. The limit is per thread, read from the thread's own stack bounds on first use, so it
 * works the same for session threads (16 MB), the main thread and background workers.
 */
#ifndef BASALT_STACK_DEPTH_H
#define BASALT_STACK_DEPTH_H

#include "common/basalt.h"

void check_stack_depth(void);
/* The same test without the ERROR, for code that must unwind on its own. */
bool stack_is_too_deep(void);

#endif /* BASALT_STACK_DEPTH_H */
