/*
 * list.h: List, the array-backed list of pointers, ints or Oids used throughout the trees.
 *
 * NIL is the empty list. Lists grow in place (lappend may move the cell array, so never keep a
 * ListCell pointer across an append). foreach(lc, list) visits each cell; lfirst(lc) is its
 * pointer.
 */
#ifndef BASALT_LIST_H
#define BASALT_LIST_H

#include "common/nodes.h"

typedef union ListCell {
    void *ptr_value;
    int int_value;
    Oid oid_value;
} ListCell;

typedef struct List {
    NodeTag type; /* T_List, T_IntList or T_OidList */
    int length;
    int max_length;
    ListCell *elements;
} List;

#define NIL ((List *)NULL)

static inline int list_length(const List *l)
{
    return l ? l->length : 0;
}

#define lfirst(lc) ((lc)->ptr_value)
#define lfirst_int(lc) ((lc)->int_value)
#define lfirst_oid(lc) ((lc)->oid_value)
#define lfirst_node(T, lc) castNode(T, lfirst(lc))
#define list_nth_cell(l, n) (&(l)->elements[(n)])
#define list_nth(l, n) ((l)->elements[(n)].ptr_value)
#define list_nth_int(l, n) ((l)->elements[(n)].int_value)
#define list_nth_oid(l, n) ((l)->elements[(n)].oid_value)
#define linitial(l) list_nth(l, 0)
#define lsecond(l) list_nth(l, 1)
#define lthird(l) list_nth(l, 2)
#define llast(l) list_nth(l, (l)->length - 1)
#define linitial_int(l) list_nth_int(l, 0)

typedef struct ForEachState {
    const List *l;
    int i;
} ForEachState;

#define foreach(cell, lst)                                                                       \
    for (ForEachState cell##__state = {(lst), 0};                                                \
         (cell##__state.l != NIL && cell##__state.i < cell##__state.l->length)                   \
             ? (cell = &cell##__state.l->elements[cell##__state.i], true)                        \
             : (cell = NULL, false);                                                             \
         cell##__state.i++)
/* Index of the current cell inside a foreach. */
#define foreach_current_index(cell) (cell##__state.i)

List *list_make1(void *x);
List *list_make2(void *x, void *y);
List *list_make3(void *x, void *y, void *z);
List *lappend(List *list, void *datum);
List *lappend_int(List *list, int datum);
List *lappend_oid(List *list, Oid datum);
List *lcons(void *datum, List *list);
List *list_concat(List *list1, const List *list2); /* appends list2's cells to list1 */
List *list_copy(const List *list);
List *list_delete_nth_cell(List *list, int n);
bool list_member_ptr(const List *list, const void *datum);
bool list_member_int(const List *list, int datum);
bool list_member_oid(const List *list, Oid datum);
void list_free(List *list);

#endif /* BASALT_LIST_H */
