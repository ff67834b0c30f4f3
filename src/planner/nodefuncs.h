/*
 * nodefuncs.h: generic questions about bound expression nodes, and tree walkers.
 *
 * Each function knows every bound expression node kind; binder, planner and executor all use
 * them instead of switching on node tags themselves.
 */
#ifndef BASALT_NODEFUNCS_H
#define BASALT_NODEFUNCS_H

#include "planner/primnodes.h"

Oid exprType(const Node *expr);
int32 exprTypmod(const Node *expr);
Oid exprCollation(const Node *expr);
int exprLocation(const Node *expr); /* byte offset, -1 if unknown */

/*
 * Visit the children of node: walker(child, context) for each; a true return stops the walk
 * and is returned. expression_tree_walker does not descend into sub-Querys.
 */
bool expression_tree_walker(Node *node, bool (*walker)(Node *, void *), void *context);
/* Rebuild node with each child replaced by mutator(child, context). */
Node *expression_tree_mutator(Node *node, Node *(*mutator)(Node *, void *), void *context);

/*
 * Structural equality of bound expressions (PG's equal()): locations are ignored, sub-queries
 * (SubLink) never compare equal. Also compares Lists, IntLists, OidLists and String nodes.
 */
bool exprEqual(const Node *a, const Node *b);
/* n without the RelabelType (binary-compatible cast) nodes on top of it. */
Node *strip_relabel(Node *n);
/* The elements of the non-NULL constant array c (all dimensions, in storage order) as Consts
 * of its element type, NULL elements as NULL Consts; false (and *elems untouched) when c is
 * not an array or has more than max_elems elements (max_elems < 0: no limit). */
bool const_array_elements(const Const *c, int max_elems, List **elems);

#endif /* BASALT_NODEFUNCS_H */
