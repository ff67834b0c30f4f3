/*
 * nodes.h: tagged node structs, the currency of parse trees, plans and executor state.
 *
 * Every node struct starts with a NodeTag. Tags are plain ints; each layer owns a range and
 * declares its tags in its own header, so layers never edit each other's enums:
 *
 *     common (value nodes, List)  1..99      nodes.h, list.h
 *     parser (raw parse tree)     100..299   parser/parsenodes.h
 *     planner (bound exprs, plans) 300..599  planner/primnodes.h, planner/plannodes.h
 *     executor (state nodes)      600..899   executor/execnodes.h
 */
#ifndef BASALT_NODES_H
#define BASALT_NODES_H

#include "common/basalt.h"

typedef int NodeTag;

typedef struct Node {
    NodeTag type;
} Node;

#define nodeTag(p) (((const Node *)(p))->type)
#define IsA(p, T) ((p) != NULL && nodeTag(p) == T_##T)
#define makeNode(T) ((T *)newNode(sizeof(T), T_##T))
#define castNode(T, p) ((T *)(p))

void *newNode(size_t size, NodeTag tag);

/* Tags of the common layer. */
enum {
    T_Invalid = 0,
    T_List = 1,
    T_IntList,
    T_OidList,
    T_String, /* value nodes: identifiers and string pieces in parse trees */
    T_Integer,
    T_Float,
    T_Boolean,
};

/* Value nodes. Float keeps its text so numeric literals lose nothing. */
typedef struct String {
    NodeTag type;
    char *sval;
} String;
typedef struct Integer {
    NodeTag type;
    int64 ival;
} Integer;
typedef struct Float {
    NodeTag type;
    char *fval;
} Float;
typedef struct Boolean {
    NodeTag type;
    bool boolval;
} Boolean;

String *makeString(char *s);
Integer *makeInteger(int64 i);
Float *makeFloat(char *numeric_text);
Boolean *makeBoolean(bool b);
#define strVal(v) (castNode(String, v)->sval)
#define intVal(v) (castNode(Integer, v)->ival)

#endif /* BASALT_NODES_H */
