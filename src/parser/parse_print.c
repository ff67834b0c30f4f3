/*
 * parse_print.c: prints raw parse trees compactly (see parse_print.h), for tests and debugging.
 *
 * One small function per node kind, built from field macros that skip empty values, so the
 * output shows only what the grammar set: Op(name="+" l=... r=...)@9.
 */
#include "parser/parse_print.h"

#include "common/list.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "parser/gramparse.h"

static void out_node(StringInfo s, const void *node);

static void out_list(StringInfo s, const List *l)
{
    appendStringInfoChar(s, '[');
    for (int i = 0; i < list_length(l); i++) {
        if (i)
            appendStringInfoString(s, ", ");
        if (l->type == T_IntList)
            appendStringInfo(s, "%d", list_nth_int(l, i));
        else
            out_node(s, list_nth(l, i));
    }
    appendStringInfoChar(s, ']');
}

#define BEGIN(name) appendStringInfoString(s, name "(")
#define END(loc)                                                                                 \
    do {                                                                                         \
        if (s->data[s->len - 1] == ' ')                                                          \
            s->len--, s->data[s->len] = '\0';                                                    \
        appendStringInfoChar(s, ')');                                                            \
        if ((loc) >= 0)                                                                          \
            appendStringInfo(s, "@%d", (int)(loc));                                              \
    } while (0)
#define NODE(label, v)                                                                           \
    do {                                                                                         \
        if ((v) != NULL) {                                                                       \
            appendStringInfoString(s, label "=");                                                \
            out_node(s, (v));                                                                    \
            appendStringInfoChar(s, ' ');                                                        \
        }                                                                                        \
    } while (0)
#define STR(label, v)                                                                            \
    do {                                                                                         \
        if ((v) != NULL)                                                                         \
            appendStringInfo(s, label "=\"%s\" ", (v));                                          \
    } while (0)
#define INT(label, v)                                                                            \
    do {                                                                                         \
        if ((v) != 0)                                                                            \
            appendStringInfo(s, label "=%d ", (int)(v));                                         \
    } while (0)
#define FLAG(label, v)                                                                           \
    do {                                                                                         \
        if (v)                                                                                   \
            appendStringInfoString(s, label " ");                                                \
    } while (0)

static void out_names(StringInfo s, const char *label, const List *names)
{
    if (names == NIL)
        return;
    appendStringInfo(s, "%s=", label);
    for (int i = 0; i < list_length(names); i++) {
        const Node *n = list_nth(names, i);
        if (i)
            appendStringInfoChar(s, '.');
        if (IsA(n, String))
            appendStringInfoString(s, strVal(n));
        else
            out_node(s, n);
    }
    appendStringInfoChar(s, ' ');
}

static const char *const_kind[] = {"int", "float", "str", "bits", "bool", "null"};

static void out_expr_node(StringInfo s, const Node *n)
{
    switch (nodeTag(n)) {
    case T_A_Const: {
        const A_Const *c = (const A_Const *)n;
        appendStringInfo(s, "%s:", const_kind[c->kind]);
        if (c->kind == CONST_INTEGER)
            appendStringInfo(s, "%lld", (long long)c->ival);
        else if (c->kind == CONST_BOOL)
            appendStringInfoString(s, c->bval ? "true" : "false");
        else if (c->kind == CONST_NULL)
            appendStringInfoString(s, "NULL");
        else
            appendStringInfo(s, "'%s'", c->sval);
        if (c->location >= 0)
            appendStringInfo(s, "@%d", c->location);
        return;
    }
    case T_ColumnRef: {
        const ColumnRef *c = (const ColumnRef *)n;
        BEGIN("Col");
        out_names(s, "f", c->fields);
        END(c->location);
        return;
    }
    case T_A_Star: appendStringInfoChar(s, '*'); return;
    case T_ParamRef: appendStringInfo(s, "$%d@%d", ((const ParamRef *)n)->number, ((const ParamRef *)n)->location); return;
    case T_A_Expr: {
        const A_Expr *e = (const A_Expr *)n;
        static const char *kinds[] = {"Op", "OpAny", "OpAll", "Distinct", "NotDistinct", "Nullif", "In", "Like", "ILike", "Similar", "Between", "NotBetween", "BetweenSym", "NotBetweenSym"};
        appendStringInfo(s, "%s(", kinds[e->kind]);
        out_names(s, "name", e->name);
        NODE("l", e->lexpr);
        NODE("r", e->rexpr);
        END(e->location);
        return;
    }
    case T_BoolExpr: {
        const BoolExpr *b = (const BoolExpr *)n;
        appendStringInfoString(s, b->boolop == AND_EXPR ? "And" : b->boolop == OR_EXPR ? "Or" : "Not");
        out_list(s, b->args);
        appendStringInfo(s, "@%d", b->location);
        return;
    }
    case T_NamedArgExpr: {
        const NamedArgExpr *na = (const NamedArgExpr *)n;
        BEGIN("NamedArg");
        STR("name", na->name);
        NODE("arg", na->arg);
        END(na->location);
        return;
    }
    case T_FuncCall: {
        const FuncCall *f = (const FuncCall *)n;
        BEGIN("Func");
        out_names(s, "name", f->funcname);
        NODE("args", f->args);
        NODE("order", f->agg_order);
        NODE("filter", f->agg_filter);
        NODE("over", f->over);
        FLAG("within_group", f->agg_within_group);
        FLAG("star", f->agg_star);
        FLAG("distinct", f->agg_distinct);
        FLAG("variadic", f->func_variadic);
        END(f->location);
        return;
    }
    case T_TypeName: {
        const TypeName *t = (const TypeName *)n;
        BEGIN("Type");
        out_names(s, "names", t->names);
        NODE("mods", t->typmods);
        NODE("bounds", t->arrayBounds);
        FLAG("setof", t->setof);
        END(t->location);
        return;
    }
    case T_TypeCast: {
        const TypeCast *c = (const TypeCast *)n;
        BEGIN("Cast");
        NODE("arg", c->arg);
        NODE("type", c->typeName);
        END(c->location);
        return;
    }
    case T_CollateClause: {
        const CollateClause *c = (const CollateClause *)n;
        BEGIN("Collate");
        NODE("arg", c->arg);
        out_names(s, "name", c->collname);
        END(c->location);
        return;
    }
    case T_CaseExpr: {
        const CaseExpr *c = (const CaseExpr *)n;
        BEGIN("Case");
        NODE("arg", c->arg);
        NODE("when", c->args);
        NODE("else", c->defresult);
        END(c->location);
        return;
    }
    case T_CaseWhen: {
        const CaseWhen *c = (const CaseWhen *)n;
        BEGIN("When");
        NODE("expr", c->expr);
        NODE("then", c->result);
        END(c->location);
        return;
    }
    case T_NullTest: {
        const NullTest *t = (const NullTest *)n;
        appendStringInfoString(s, t->nulltesttype == IS_NULL ? "IsNull(" : "IsNotNull(");
        NODE("arg", t->arg);
        END(t->location);
        return;
    }
    case T_BooleanTest: {
        const BooleanTest *t = (const BooleanTest *)n;
        static const char *k[] = {"IsTrue", "IsNotTrue", "IsFalse", "IsNotFalse", "IsUnknown", "IsNotUnknown"};
        appendStringInfo(s, "%s(", k[t->booltesttype]);
        NODE("arg", t->arg);
        END(t->location);
        return;
    }
    case T_CoalesceExpr: BEGIN("Coalesce"); NODE("args", ((const CoalesceExpr *)n)->args); END(((const CoalesceExpr *)n)->location); return;
    case T_MinMaxExpr: {
        const MinMaxExpr *m = (const MinMaxExpr *)n;
        appendStringInfoString(s, m->op == IS_GREATEST ? "Greatest(" : "Least(");
        NODE("args", m->args);
        END(m->location);
        return;
    }
    case T_SubLink: {
        const SubLink *l = (const SubLink *)n;
        static const char *k[] = {"Exists", "All", "Any", "Expr", "Array"};
        appendStringInfo(s, "SubLink(%s ", k[l->subLinkType]);
        NODE("test", l->testexpr);
        out_names(s, "op", l->operName);
        NODE("sel", l->subselect);
        END(l->location);
        return;
    }
    case T_SQLValueFunction: {
        const SQLValueFunction *f = (const SQLValueFunction *)n;
        appendStringInfo(s, "SVF(%d", (int)f->op);
        if (f->typmod >= 0)
            appendStringInfo(s, " typmod=%d", f->typmod);
        END(f->location);
        return;
    }
    case T_A_Indirection: BEGIN("Ind"); NODE("arg", ((const A_Indirection *)n)->arg); NODE("ind", ((const A_Indirection *)n)->indirection); END(-1); return;
    case T_A_Indices: {
        const A_Indices *i = (const A_Indices *)n;
        BEGIN("Idx");
        FLAG("slice", i->is_slice);
        NODE("l", i->lidx);
        NODE("u", i->uidx);
        END(-1);
        return;
    }
    case T_A_ArrayExpr: BEGIN("Array"); NODE("elems", ((const A_ArrayExpr *)n)->elements); END(((const A_ArrayExpr *)n)->location); return;
    case T_RowExpr: {
        const RowExpr *r = (const RowExpr *)n;
        BEGIN("Row");
        FLAG("explicit", r->explicit_row);
        NODE("args", r->args);
        END(r->location);
        return;
    }
    case T_SetToDefault: appendStringInfo(s, "DEFAULT@%d", ((const SetToDefault *)n)->location); return;
    default: appendStringInfo(s, "?%d", nodeTag(n)); return;
    }
}

static void out_clause_node(StringInfo s, const Node *n)
{
    switch (nodeTag(n)) {
    case T_ResTarget: {
        const ResTarget *r = (const ResTarget *)n;
        BEGIN("Target");
        STR("name", r->name);
        NODE("ind", r->indirection);
        NODE("val", r->val);
        END(r->location);
        return;
    }
    case T_RangeVar: {
        const RangeVar *r = (const RangeVar *)n;
        BEGIN("Rel");
        STR("cat", r->catalogname);
        STR("schema", r->schemaname);
        STR("name", r->relname);
        FLAG("only", !r->inh);
        if (r->relpersistence != RELPERSISTENCE_PERMANENT)
            appendStringInfo(s, "persist=%c ", r->relpersistence);
        NODE("alias", r->alias);
        END(r->location);
        return;
    }
    case T_Alias: {
        const Alias *a = (const Alias *)n;
        BEGIN("Alias");
        STR("name", a->aliasname);
        NODE("cols", a->colnames);
        END(-1);
        return;
    }
    case T_JoinExpr: {
        const JoinExpr *j = (const JoinExpr *)n;
        static const char *k[] = {"inner", "left", "full", "right", "cross"};
        appendStringInfo(s, "Join(%s ", k[j->jointype]);
        FLAG("natural", j->isNatural);
        NODE("l", j->larg);
        NODE("r", j->rarg);
        NODE("using", j->usingClause);
        NODE("using_alias", j->join_using_alias);
        NODE("on", j->quals);
        NODE("alias", j->alias);
        END(j->location);
        return;
    }
    case T_RangeSubselect: {
        const RangeSubselect *r = (const RangeSubselect *)n;
        BEGIN("SubSel");
        FLAG("lateral", r->lateral);
        NODE("q", r->subquery);
        NODE("alias", r->alias);
        END(r->location);
        return;
    }
    case T_RangeFunction: {
        const RangeFunction *r = (const RangeFunction *)n;
        BEGIN("RangeFunc");
        FLAG("lateral", r->lateral);
        FLAG("ordinality", r->ordinality);
        NODE("f", r->func);
        NODE("alias", r->alias);
        END(r->location);
        return;
    }
    case T_SortBy: {
        const SortBy *b = (const SortBy *)n;
        BEGIN("Sort");
        NODE("e", b->node);
        INT("dir", b->sortby_dir);
        INT("nulls", b->sortby_nulls);
        out_names(s, "using", b->useOp);
        END(b->location);
        return;
    }
    case T_WindowDef: {
        const WindowDef *w = (const WindowDef *)n;
        BEGIN("Window");
        STR("name", w->name);
        STR("ref", w->refname);
        NODE("part", w->partitionClause);
        NODE("order", w->orderClause);
        if (w->frameOptions != FRAMEOPTION_DEFAULTS)
            appendStringInfo(s, "frame=0x%x ", w->frameOptions);
        NODE("start", w->startOffset);
        NODE("end", w->endOffset);
        END(w->location);
        return;
    }
    case T_WithClause: {
        const WithClause *w = (const WithClause *)n;
        BEGIN("With");
        FLAG("recursive", w->recursive);
        NODE("ctes", w->ctes);
        END(w->location);
        return;
    }
    case T_CommonTableExpr: {
        const CommonTableExpr *c = (const CommonTableExpr *)n;
        BEGIN("CTE");
        STR("name", c->ctename);
        NODE("cols", c->aliascolnames);
        INT("mat", c->ctematerialized);
        NODE("q", c->ctequery);
        END(c->location);
        return;
    }
    case T_GroupingSet: {
        const GroupingSet *g = (const GroupingSet *)n;
        static const char *k[] = {"Empty", "Simple", "Rollup", "Cube", "Sets"};
        appendStringInfo(s, "GS(%s ", k[g->kind]);
        NODE("c", g->content);
        END(g->location);
        return;
    }
    case T_ColumnDef: {
        const ColumnDef *c = (const ColumnDef *)n;
        BEGIN("ColDef");
        STR("name", c->colname);
        NODE("type", c->typeName);
        FLAG("notnull", c->is_not_null);
        NODE("default", c->raw_default);
        NODE("coll", c->collClause);
        NODE("cons", c->constraints);
        END(c->location);
        return;
    }
    case T_TableLikeClause: {
        const TableLikeClause *c = (const TableLikeClause *)n;
        BEGIN("Like");
        NODE("rel", c->relation);
        INT("options", c->options);
        END(c->location);
        return;
    }
    case T_Constraint: {
        const Constraint *c = (const Constraint *)n;
        static const char *k[] = {"NULL", "NOTNULL", "DEFAULT", "CHECK", "PRIMARY", "UNIQUE", "FOREIGN"};
        appendStringInfo(s, "Con(%s ", k[c->contype]);
        STR("name", c->conname);
        NODE("expr", c->raw_expr);
        NODE("keys", c->keys);
        NODE("pktable", c->pktable);
        NODE("fk", c->fk_attrs);
        NODE("pk", c->pk_attrs);
        END(c->location);
        return;
    }
    case T_DefElem: {
        const DefElem *d = (const DefElem *)n;
        BEGIN("Def");
        STR("ns", d->defnamespace);
        STR("name", d->defname);
        NODE("arg", d->arg);
        END(d->location);
        return;
    }
    case T_OnConflictClause: {
        const OnConflictClause *o = (const OnConflictClause *)n;
        appendStringInfo(s, "OnConflict(%s ", o->action == ONCONFLICT_NOTHING ? "nothing" : "update");
        NODE("cols", o->infer_cols);
        NODE("infer_where", o->infer_where);
        STR("constraint", o->constraint_name);
        NODE("set", o->targetList);
        NODE("where", o->whereClause);
        END(o->location);
        return;
    }
    case T_LockingClause: {
        const LockingClause *l = (const LockingClause *)n;
        BEGIN("Lock");
        INT("strength", l->strength);
        INT("wait", l->waitPolicy);
        NODE("rels", l->lockedRels);
        END(-1);
        return;
    }
    default: out_expr_node(s, n); return;
    }
}

static void out_select(StringInfo s, const SelectStmt *n)
{
    static const char *ops[] = {"", "UNION", "INTERSECT", "EXCEPT"};
    if (n->op != SETOP_NONE)
        appendStringInfo(s, "SetOp(%s%s ", ops[n->op], n->all ? " ALL" : "");
    else if (n->valuesLists)
        BEGIN("Values");
    else
        BEGIN("Select");
    NODE("with", n->withClause);
    if (n->distinctClause)
        NODE("distinct", n->distinctClause);
    NODE("targets", n->targetList);
    NODE("from", n->fromClause);
    NODE("where", n->whereClause);
    NODE("group", n->groupClause);
    FLAG("group_distinct", n->groupDistinct);
    NODE("having", n->havingClause);
    NODE("window", n->windowClause);
    NODE("lists", n->valuesLists);
    NODE("l", n->larg);
    NODE("r", n->rarg);
    NODE("order", n->sortClause);
    NODE("offset", n->limitOffset);
    NODE("limit", n->limitCount);
    FLAG("with_ties", n->limitOption == LIMIT_OPTION_WITH_TIES);
    NODE("locking", n->lockingClause);
    END(-1);
}

static void out_stmt_node(StringInfo s, const Node *n)
{
    switch (nodeTag(n)) {
    case T_RawStmt: {
        const RawStmt *r = (const RawStmt *)n;
        appendStringInfo(s, "Raw(%d,%d ", r->stmt_location, r->stmt_len);
        out_node(s, r->stmt);
        appendStringInfoChar(s, ')');
        return;
    }
    case T_SelectStmt: out_select(s, (const SelectStmt *)n); return;
    case T_InsertStmt: {
        const InsertStmt *i = (const InsertStmt *)n;
        BEGIN("Insert");
        NODE("with", i->withClause);
        NODE("rel", i->relation);
        NODE("cols", i->cols);
        NODE("sel", i->selectStmt);
        NODE("conflict", i->onConflictClause);
        NODE("returning", i->returningList);
        END(-1);
        return;
    }
    case T_UpdateStmt: {
        const UpdateStmt *u = (const UpdateStmt *)n;
        BEGIN("Update");
        NODE("with", u->withClause);
        NODE("rel", u->relation);
        NODE("set", u->targetList);
        NODE("from", u->fromClause);
        NODE("where", u->whereClause);
        NODE("returning", u->returningList);
        END(-1);
        return;
    }
    case T_DeleteStmt: {
        const DeleteStmt *d = (const DeleteStmt *)n;
        BEGIN("Delete");
        NODE("with", d->withClause);
        NODE("rel", d->relation);
        NODE("using", d->usingClause);
        NODE("where", d->whereClause);
        NODE("returning", d->returningList);
        END(-1);
        return;
    }
    case T_CreateStmt: {
        const CreateStmt *c = (const CreateStmt *)n;
        BEGIN("Create");
        FLAG("if_not_exists", c->if_not_exists);
        NODE("rel", c->relation);
        NODE("elts", c->tableElts);
        NODE("options", c->options);
        END(-1);
        return;
    }
    case T_DropStmt: {
        const DropStmt *d = (const DropStmt *)n;
        appendStringInfo(s, "Drop(type=%d ", (int)d->removeType);
        FLAG("if_exists", d->missing_ok);
        FLAG("cascade", d->behavior == DROP_CASCADE);
        FLAG("concurrent", d->concurrent);
        NODE("objects", d->objects);
        END(-1);
        return;
    }
    case T_TruncateStmt: {
        const TruncateStmt *t = (const TruncateStmt *)n;
        BEGIN("Truncate");
        NODE("rels", t->relations);
        FLAG("restart", t->restart_seqs);
        FLAG("cascade", t->behavior == DROP_CASCADE);
        END(-1);
        return;
    }
    case T_LockStmt: {
        const LockStmt *l = (const LockStmt *)n;
        appendStringInfo(s, "Lock(mode=%d ", l->mode);
        FLAG("nowait", l->nowait);
        NODE("rels", l->relations);
        END(-1);
        return;
    }
    case T_VariableSetStmt: {
        const VariableSetStmt *v = (const VariableSetStmt *)n;
        static const char *k[] = {"value", "default", "current", "multi", "reset", "reset_all"};
        appendStringInfo(s, "Set(%s ", k[v->kind]);
        STR("name", v->name);
        FLAG("local", v->is_local);
        NODE("args", v->args);
        END(-1);
        return;
    }
    case T_VariableShowStmt: appendStringInfo(s, "Show(\"%s\")", ((const VariableShowStmt *)n)->name); return;
    case T_TransactionStmt: {
        const TransactionStmt *t = (const TransactionStmt *)n;
        static const char *k[] = {"begin", "start", "commit", "rollback", "savepoint", "release", "rollback_to"};
        appendStringInfo(s, "Xact(%s ", k[t->kind]);
        STR("savepoint", t->savepoint_name);
        FLAG("chain", t->chain);
        NODE("options", t->options);
        END(t->location);
        return;
    }
    case T_ExplainStmt: {
        const ExplainStmt *e = (const ExplainStmt *)n;
        BEGIN("Explain");
        NODE("options", e->options);
        NODE("q", e->query);
        END(-1);
        return;
    }
    default: out_clause_node(s, n); return;
    }
}

static void out_node(StringInfo s, const void *node)
{
    const Node *n = node;
    if (n == NULL) {
        appendStringInfoString(s, "NULL");
        return;
    }
    switch (nodeTag(n)) {
    case T_List:
    case T_IntList: out_list(s, (const List *)n); return;
    case T_String: appendStringInfo(s, "\"%s\"", strVal(n)); return;
    case T_Integer: appendStringInfo(s, "%lld", (long long)intVal(n)); return;
    case T_Float: appendStringInfo(s, "%s", ((const Float *)n)->fval); return;
    case T_Boolean: appendStringInfoString(s, ((const Boolean *)n)->boolval ? "true" : "false"); return;
    default: out_stmt_node(s, n); return;
    }
}

char *parser_tree_to_string(const void *node)
{
    StringInfoData s;
    initStringInfo(&s);
    out_node(&s, node);
    return s.data;
}
