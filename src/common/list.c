/*
 * list.c: List and the value nodes. A List's cells live in one palloc'd array that doubles as
 * it fills; the List header and the array belong to the context that was current at creation.
 */
#include "common/list.h"

#include "common/mcxt.h"

void *newNode(size_t size, NodeTag tag)
{
    Node *n = palloc0(size);
    n->type = tag;
    return n;
}

String *makeString(char *s)
{
    String *v = makeNode(String);
    v->sval = s;
    return v;
}

Integer *makeInteger(int64 i)
{
    Integer *v = makeNode(Integer);
    v->ival = i;
    return v;
}

Float *makeFloat(char *numeric_text)
{
    Float *v = makeNode(Float);
    v->fval = numeric_text;
    return v;
}

Boolean *makeBoolean(bool b)
{
    Boolean *v = makeNode(Boolean);
    v->boolval = b;
    return v;
}

static List *new_list(NodeTag tag, int min_size)
{
    List *l = palloc(sizeof(List));
    l->type = tag;
    l->length = 0;
    l->max_length = min_size < 4 ? 4 : min_size;
    l->elements = palloc(sizeof(ListCell) * (size_t)l->max_length);
    return l;
}

static ListCell *new_tail_cell(List **plist, NodeTag tag)
{
    List *l = *plist;
    if (l == NIL)
        l = *plist = new_list(tag, 4);
    Assert(l->type == tag);
    if (l->length == l->max_length) {
        l->max_length *= 2;
        l->elements = repalloc(l->elements, sizeof(ListCell) * (size_t)l->max_length);
    }
    return &l->elements[l->length++];
}

List *lappend(List *list, void *datum)
{
    new_tail_cell(&list, T_List)->ptr_value = datum;
    return list;
}

List *lappend_int(List *list, int datum)
{
    new_tail_cell(&list, T_IntList)->int_value = datum;
    return list;
}

List *lappend_oid(List *list, Oid datum)
{
    new_tail_cell(&list, T_OidList)->oid_value = datum;
    return list;
}

List *list_make1(void *x)
{
    return lappend(NIL, x);
}

List *list_make2(void *x, void *y)
{
    return lappend(list_make1(x), y);
}

List *list_make3(void *x, void *y, void *z)
{
    return lappend(list_make2(x, y), z);
}

List *lcons(void *datum, List *list)
{
    list = lappend(list, NULL);
    memmove(&list->elements[1], &list->elements[0], sizeof(ListCell) * (size_t)(list->length - 1));
    list->elements[0].ptr_value = datum;
    return list;
}

List *list_concat(List *list1, const List *list2)
{
    if (list2 == NIL)
        return list1;
    if (list1 == NIL)
        return list_copy(list2);
    Assert(list1->type == list2->type);
    int n2 = list2->length; /* list2 may be list1 */
    for (int i = 0; i < n2; i++) {
        ListCell c = list2->elements[i];
        *new_tail_cell(&list1, list1->type) = c;
    }
    return list1;
}

List *list_copy(const List *list)
{
    if (list == NIL)
        return NIL;
    List *l = new_list(list->type, list->length);
    memcpy(l->elements, list->elements, sizeof(ListCell) * (size_t)list->length);
    l->length = list->length;
    return l;
}

List *list_delete_nth_cell(List *list, int n)
{
    Assert(n >= 0 && n < list->length);
    if (list->length == 1) {
        list_free(list);
        return NIL;
    }
    memmove(&list->elements[n], &list->elements[n + 1],
            sizeof(ListCell) * (size_t)(list->length - n - 1));
    list->length--;
    return list;
}

bool list_member_ptr(const List *list, const void *datum)
{
    for (int i = 0; i < list_length(list); i++)
        if (list->elements[i].ptr_value == datum)
            return true;
    return false;
}

bool list_member_int(const List *list, int datum)
{
    for (int i = 0; i < list_length(list); i++)
        if (list->elements[i].int_value == datum)
            return true;
    return false;
}

bool list_member_oid(const List *list, Oid datum)
{
    for (int i = 0; i < list_length(list); i++)
        if (list->elements[i].oid_value == datum)
            return true;
    return false;
}

void list_free(List *list)
{
    if (list == NIL)
        return;
    pfree(list->elements);
    pfree(list);
}
