/*
 * explain_deparse.c: plan expressions back to SQL text, as PG's EXPLAIN prints them.
 *
 * The one idea: a finished plan's Vars are positions (SCAN_VAR: a column of the node's table;
 * OUTER_VAR / INNER_VAR: a column of the left / right child's output), so a Var is printed by
 * following it down: a table column prints as its name (qualified when the plan reads more
 * than one table), a child's column as the child's target-list expression, deparsed in the
 * child's context (nodes without a target list pass their input through). A PARAM_EXEC value a
 * NestLoop sets for its inner index scan prints as the NestLoop's outer expression.
 *
 * PG's rules (ruleutils.c): operators and tests are parenthesized, implicit casts are shown
 * inside operators and function calls ("(v)::text") but not at the top, constants other than
 * plain integers, numerics and booleans carry their type ('abc'::text, '5'::bigint).
 */
#include <ctype.h>
#include <string.h>

#include "common/elog.h"
#include "common/stringinfo.h"
#include "executor/builtins.h"
#include "planner/nodefuncs.h"
#include "executor/explain.h"
#include "storage/sysattr.h"

static void deparse(StringInfo buf, Node *node, const DeparseCxt *cx, bool showimplicit);
static void deparse_sublink(StringInfo buf, SubLink *sl, const DeparseCxt *cx);

/* ---------------------------------------------------------------- names */

static const char *sql_type_name(Oid typid)
{
    switch (typid) {
    case BOOLOID:
        return "boolean";
    case CHAROID:
        return "\"char\"";
    case INT8OID:
        return "bigint";
    case INT2OID:
        return "smallint";
    case INT4OID:
        return "integer";
    case FLOAT4OID:
        return "real";
    case FLOAT8OID:
        return "double precision";
    case BPCHAROID:
        return "character";
    case VARCHAROID:
        return "character varying";
    case TIMEOID:
        return "time without time zone";
    case TIMESTAMPOID:
        return "timestamp without time zone";
    case TIMESTAMPTZOID:
        return "timestamp with time zone";
    default:
        return NULL;
    }
}

char *explain_type_name(Oid typid, int32 typmod)
{
    const TypeInfo *t = type_by_oid(typid);
    if (t && t->typelem != 0 && t->typlen == -1 && t->typcategory == TYPCATEGORY_ARRAY)
        return psprintf("%s[]", explain_type_name(t->typelem, typmod));
    const char *s = sql_type_name(typid);
    if (typmod >= 0 && t && t->typmod_out) {
        char *mod = t->typmod_out(typmod);
        switch (typid) {
        case TIMESTAMPOID:
            return psprintf("timestamp%s without time zone", mod);
        case TIMESTAMPTZOID:
            return psprintf("timestamp%s with time zone", mod);
        case TIMEOID:
            return psprintf("time%s without time zone", mod);
        default:
            return psprintf("%s%s", s ? s : t->typname, mod);
        }
    }
    if (typid == BPCHAROID)
        return pstrdup("bpchar");
    if (s)
        return pstrdup(s);
    return t ? pstrdup(t->typname) : psprintf("%u", typid);
}

/* An identifier, double-quoted when PG would quote it. */
static void append_ident(StringInfo buf, const char *name)
{
    bool plain = name[0] != '\0' && (islower((unsigned char)name[0]) || name[0] == '_');
    for (const char *p = name; *p && plain; p++)
        plain = islower((unsigned char)*p) || isdigit((unsigned char)*p) || *p == '_' ||
                (unsigned char)*p >= 0x80;
    if (plain) {
        appendStringInfoString(buf, name);
        return;
    }
    appendStringInfoChar(buf, '"');
    for (const char *p = name; *p; p++) {
        if (*p == '"')
            appendStringInfoChar(buf, '"');
        appendStringInfoChar(buf, *p);
    }
    appendStringInfoChar(buf, '"');
}

static void append_literal(StringInfo buf, const char *s)
{
    appendStringInfoChar(buf, '\'');
    for (const char *p = s; *p; p++) {
        if (*p == '\'')
            appendStringInfoChar(buf, '\'');
        appendStringInfoChar(buf, *p);
    }
    appendStringInfoChar(buf, '\'');
}

/* ---------------------------------------------------------------- Vars */

static DeparseCxt child_cxt(const DeparseCxt *cx, Plan *child)
{
    DeparseCxt c = *cx;
    c.plan = child;
    c.ancestors = lcons(cx->plan, list_copy(cx->ancestors));
    return c;
}

const char *explain_alias(const DeparseCxt *cx, RangeTblEntry *rte)
{
    ListCell *a;
    if (rte == NULL || rte->eref == NULL)
        return NULL;
    foreach (a, cx->alias_rtes)
        if (lfirst(a) == rte)
            return list_nth(cx->alias_names, foreach_current_index(a));
    return rte->eref->aliasname;
}

static void deparse_rte_column(StringInfo buf, RangeTblEntry *rte, int attno,
                               const DeparseCxt *cx)
{
    const char *alias = explain_alias(cx, rte);
    if (cx->prefix && alias) {
        append_ident(buf, alias);
        appendStringInfoChar(buf, '.');
    }
    if (sysattr_name(attno) != NULL)
        appendStringInfoString(buf, sysattr_name(attno));
    else if (rte && rte->eref && attno >= 1 && attno <= list_length(rte->eref->colnames))
        append_ident(buf, strVal(list_nth(rte->eref->colnames, attno - 1)));
    else if (rte && rte->relkind == RELKIND_PARTITIONED_TABLE &&
             attno == list_length(rte->eref->colnames) + 1)
        appendStringInfoString(buf, "tableoid"); /* the hidden column of its partitions */
    else
        appendStringInfo(buf, "column%d", attno);
}

static void deparse_table_column(StringInfo buf, Plan *scan, int attno, const DeparseCxt *cx)
{
    deparse_rte_column(buf, scan ? scan->scanrte : NULL, attno, cx);
}

/* The node whose output an OUTER_VAR / INNER_VAR of plan reads. */
static Plan *var_input(Plan *plan, int varno)
{
    return varno == INNER_VAR ? plan->righttree : plan->lefttree;
}

/* COLLATE over an expression of its type's default collation shows as that expression (PG
 * folds it into the expression); over another collation it shows as a cast, as PG does. */
static bool collate_shows_arg(Node *node)
{
    if (node == NULL || !IsA(node, RelabelType) || !((RelabelType *)node)->collate_clause)
        return false;
    Node *arg = (Node *)((RelabelType *)node)->arg;
    Oid c = exprCollation(arg);
    Oid t = exprType(arg);
    return c == InvalidOid || c == (t == NAMEOID ? C_COLLATION_OID : DEFAULT_COLLATION_OID);
}

static void deparse_output(StringInfo buf, Plan *plan, int attno, const DeparseCxt *cx,
                           bool showimplicit)
{
    DeparseCxt c = child_cxt(cx, plan);
    while (plan && plan->targetlist == NIL && !IsA(plan, Append) && !IsA(plan, WindowAgg) &&
           plan->scanrte == NULL && plan->lefttree) {
        c = child_cxt(&c, plan->lefttree);
        plan = plan->lefttree; /* Sort, Limit, Unique, Material pass their input through */
    }
    if (plan && IsA(plan, WindowAgg)) {
        /* its row: the input's columns, then one per window function */
        WindowAgg *wa = (WindowAgg *)plan;
        Plan *in = plan->lefttree;
        while (in && in->targetlist == NIL && in->lefttree)
            in = in->lefttree;
        int width = in ? list_length(in->targetlist) : 0;
        if (attno > width && attno - width <= list_length(wa->winfuncs)) {
            deparse(buf, list_nth(wa->winfuncs, attno - width - 1), &c, showimplicit);
            return;
        }
        deparse_output(buf, plan->lefttree, attno, &c, showimplicit);
        return;
    }
    if (plan && IsA(plan, Append) && ((Append *)plan)->appendplans != NIL) {
        deparse_output(buf, linitial(((Append *)plan)->appendplans), attno, &c, showimplicit);
        return;
    }
    if (plan == NULL || attno < 1 || attno > list_length(plan->targetlist)) {
        if (plan && plan->scanrte) {
            deparse_table_column(buf, plan, attno, cx);
            return;
        }
        appendStringInfo(buf, "?column%d?", attno);
        return;
    }
    TargetEntry *tle = list_nth(plan->targetlist, attno - 1);
    Node *e = (Node *)tle->expr;
    if (collate_shows_arg(e))
        e = (Node *)((RelabelType *)e)->arg;
    /* PG parenthesizes a column that is a computed expression of the child: ((k % 2)) */
    bool paren = !IsA(e, Var) && !IsA(e, Const) && !IsA(e, Param);
    if (paren)
        appendStringInfoChar(buf, '(');
    deparse(buf, e, &c, showimplicit);
    if (paren)
        appendStringInfoChar(buf, ')');
}

void explain_append_ident(StringInfo buf, const char *name)
{
    append_ident(buf, name);
}

char *explain_deparse_output(Plan *plan, int attno, const DeparseCxt *cx)
{
    StringInfoData buf;
    initStringInfo(&buf);
    deparse_output(&buf, plan, attno, cx, false);
    return buf.data;
}

/* What the remote server computed for column attno of a ForeignScan's row, parenthesized
 * unless a column or a constant, as PG shows a computed column of the node below. */
static void deparse_scan_entry(StringInfo buf, ForeignScan *fs, int attno, const DeparseCxt *cx,
                               bool showimplicit)
{
    if (attno < 1 || attno > list_length(fs->fdw_scan_tlist)) {
        appendStringInfo(buf, "?column%d?", attno);
        return;
    }
    Node *e = (Node *)((TargetEntry *)list_nth(fs->fdw_scan_tlist, attno - 1))->expr;
    DeparseCxt c = *cx;
    c.table_columns = true;
    if (fs->fs_relids != NIL)
        c.foreign_join = fs;
    bool paren = !IsA(e, Var) && !IsA(e, Const);
    if (paren)
        appendStringInfoChar(buf, '(');
    deparse(buf, e, &c, showimplicit);
    if (paren)
        appendStringInfoChar(buf, ')');
}

static void deparse_var(StringInfo buf, Var *v, const DeparseCxt *cx, bool showimplicit)
{
    if (cx->foreign_join && v->varno > 0) {
        /* a join done remotely: a column of one of its tables */
        ListCell *lc;
        foreach (lc, cx->foreign_join->fs_relids)
            if (lfirst_int(lc) == v->varno) {
                deparse_rte_column(
                    buf, list_nth(cx->foreign_join->fs_rtes, foreach_current_index(lc)),
                    v->varattno, cx);
                return;
            }
    }
    if (v->varno == SCAN_VAR) {
        Plan *p = cx->plan;
        if (p && IsA(p, ModifyTable) && p->scanrte == NULL && cx->columns &&
            v->varattno >= 1 && v->varattno <= cx->columns->natts) {
            /* UPDATE / DELETE ... RETURNING: the row written, a row of the target table */
            append_ident(buf, TupleDescAttr(cx->columns, v->varattno - 1)->attname);
            return;
        }
        if (p && IsA(p, ForeignScan) && ((ForeignScan *)p)->fdw_scan_tlist && !cx->table_columns) {
            deparse_scan_entry(buf, (ForeignScan *)p, v->varattno, cx, showimplicit);
            return;
        }
        if (p && (IsA(p, SubqueryScan)) && !(p->scanrte && p->scanrte->eref)) {
            deparse_output(buf, p->lefttree, v->varattno, cx, showimplicit);
            return;
        }
        deparse_table_column(buf, p, v->varattno, cx);
        return;
    }
    if (v->varno == INNER_VAR && cx->plan && IsA(cx->plan, ModifyTable)) {
        /* ON CONFLICT DO UPDATE: the row proposed for insertion */
        RangeTblEntry *rte = cx->plan->scanrte;
        if (cx->prefix)
            appendStringInfoString(buf, "excluded.");
        if (rte && rte->eref && v->varattno >= 1 &&
            v->varattno <= list_length(rte->eref->colnames))
            append_ident(buf, strVal(list_nth(rte->eref->colnames, v->varattno - 1)));
        else
            appendStringInfo(buf, "column%d", v->varattno);
        return;
    }
    if (v->varno == INNER_VAR && cx->plan && IsA(cx->plan, Agg) && v->varattno >= 1 &&
        v->varattno <= list_length(((Agg *)cx->plan)->groupExprs)) {
        /* grouping sets: the group's key row, which shows as the key expression */
        deparse(buf, list_nth(((Agg *)cx->plan)->groupExprs, v->varattno - 1), cx, showimplicit);
        return;
    }
    if (v->varno == OUTER_VAR || v->varno == INNER_VAR) {
        deparse_output(buf, var_input(cx->plan, v->varno), v->varattno, cx, showimplicit);
        return;
    }
    if (cx->columns && v->varattno >= 1 && v->varattno <= cx->columns->natts) {
        append_ident(buf, TupleDescAttr(cx->columns, v->varattno - 1)->attname);
        return;
    }
    appendStringInfo(buf, "column%d", v->varattno); /* an unplanned Var: not expected */
}

static void deparse_param(StringInfo buf, Param *p, const DeparseCxt *cx)
{
    if (p->paramkind == PARAM_EXEC) {
        ListCell *lc;
        foreach (lc, cx->ancestors) {
            Plan *a = lfirst(lc);
            if (!IsA(a, NestLoop))
                continue;
            ListCell *np;
            foreach (np, ((NestLoop *)a)->nestParams) {
                NestLoopParam *nlp = lfirst(np);
                if (nlp->paramno != p->paramid)
                    continue;
                /* the NestLoop's context (its ancestors are those after it); PG qualifies the
                 * columns a parameter stands for */
                DeparseCxt c = *cx;
                c.plan = a;
                c.prefix = true;
                c.ancestors = NIL;
                bool after = false;
                ListCell *x;
                foreach (x, cx->ancestors) {
                    if (after)
                        c.ancestors = lappend(c.ancestors, lfirst(x));
                    after |= lfirst(x) == a;
                }
                deparse(buf, (Node *)nlp->paramval, &c, true);
                return;
            }
        }
    }
    if (p->paramkind == PARAM_EXEC) {
        /* an outer value a correlated sub-plan reads: the expression its owner passes */
        ListCell *s;
        foreach (s, cx->param_sources) {
            SubPlan *sp = lfirst(s);
            List *owner_anc = list_nth(cx->param_owners, foreach_current_index(s));
            ListCell *pp;
            foreach (pp, sp->parParams) {
                if (lfirst_int(pp) != p->paramid)
                    continue;
                DeparseCxt c = *cx;
                c.plan = linitial(owner_anc);
                c.ancestors = NIL;
                ListCell *x;
                foreach (x, owner_anc)
                    if (foreach_current_index(x) > 0)
                        c.ancestors = lappend(c.ancestors, lfirst(x));
                c.prefix = true;
                deparse(buf, list_nth(sp->args, foreach_current_index(pp)), &c, true);
                return;
            }
        }
    }
    appendStringInfo(buf, "$%d", p->paramid);
}

/* ---------------------------------------------------------------- constants */

static void deparse_const(StringInfo buf, Const *c, int showtype)
{
    if (c->constisnull) {
        appendStringInfoString(buf, "NULL");
        if (showtype >= 0)
            appendStringInfo(buf, "::%s", explain_type_name(c->consttype, c->consttypmod));
        return;
    }
    char *s = type_output_cstring(c->consttype, c->constvalue);
    bool needlabel;
    switch (c->consttype) {
    case INT4OID:
        if (s[0] != '-')
            appendStringInfoString(buf, s);
        else
            append_literal(buf, s);
        needlabel = s[0] == '-';
        break;
    case NUMERICOID: {
        /* PG: unquoted only when it reads as a float constant (has '.' or an exponent) */
        bool isfloat = isdigit((unsigned char)s[0]) && strcspn(s, "eE.") != strlen(s);
        if (isfloat)
            appendStringInfoString(buf, s);
        else
            append_literal(buf, s);
        needlabel = !isfloat || c->consttypmod >= 0;
        break;
    }
    case BOOLOID:
        appendStringInfoString(buf, strcmp(s, "t") == 0 ? "true" : "false");
        needlabel = false;
        break;
    case UNKNOWNOID:
        append_literal(buf, s);
        needlabel = false;
        break;
    default:
        append_literal(buf, s);
        needlabel = true;
        break;
    }
    if (showtype < 0)
        return;
    if (needlabel || showtype > 0)
        appendStringInfo(buf, "::%s", explain_type_name(c->consttype, c->consttypmod));
}

/* ---------------------------------------------------------------- pretty mode */

static bool is_cast_func(Node *node)
{
    return IsA(node, FuncExpr) && (((FuncExpr *)node)->funcformat == COERCE_IMPLICIT_CAST ||
                                   ((FuncExpr *)node)->funcformat == COERCE_EXPLICIT_CAST);
}

/* PG's get_simple_binary_op_name: the operator of a two-argument OpExpr, else NULL. */
static const char *binary_op_name(Node *node)
{
    if (!IsA(node, OpExpr) || list_length(((OpExpr *)node)->args) != 2)
        return NULL;
    const OperInfo *oi = oper_by_oid(((OpExpr *)node)->opno);
    return oi ? oi->oprname : NULL;
}

/* Is node, printed as an operand of parent, clear without parentheses? (ruleutils.c's
 * isSimpleNode under PRETTYFLAG_PAREN) */
static bool is_simple(Node *node, Node *parent)
{
    if (node == NULL)
        return false;
    switch (nodeTag(node)) {
    case T_Var:
    case T_Const:
    case T_Param:
    case T_SubscriptingRef:
    case T_ArrayExpr:
    case T_RowExpr:
    case T_CoalesceExpr:
    case T_MinMaxExpr:
    case T_NullIfExpr:
    case T_Aggref:
    case T_GroupingFunc:
    case T_WindowFunc:
    case T_FuncExpr:
    case T_CaseExpr:
    case T_FieldSelect:
        return true;
    case T_RelabelType:
        return is_simple((Node *)((RelabelType *)node)->arg, node);
    case T_CoerceViaIO:
        return is_simple((Node *)((CoerceViaIO *)node)->arg, node);
    case T_ArrayCoerceExpr:
        return is_simple((Node *)((ArrayCoerceExpr *)node)->arg, node);
    case T_OpExpr: {
        const char *op = binary_op_name(node);
        const char *pop = binary_op_name(parent);
        if (IsA(parent, OpExpr)) {
            if (!op || !pop)
                return false;
            bool lo = strchr("+-", op[0]) && op[1] == '\0';
            bool hi = strchr("*/%", op[0]) && op[1] == '\0';
            bool plo = strchr("+-", pop[0]) && pop[1] == '\0';
            bool phi = strchr("*/%", pop[0]) && pop[1] == '\0';
            if (!(lo || hi) || !(plo || phi))
                return false;
            if (hi && plo)
                return true;
            if (lo && phi)
                return false;
            /* the same priority: (a - b) - c needs none, a - (b - c) does */
            return node == linitial(((OpExpr *)parent)->args);
        }
    }
        /* FALLTHROUGH */
    case T_NullTest:
    case T_BooleanTest:
    case T_DistinctExpr:
        switch (nodeTag(parent)) {
        case T_FuncExpr:
            return !is_cast_func(parent);
        case T_BoolExpr:
        case T_SubscriptingRef:
        case T_ArrayExpr:
        case T_RowExpr:
        case T_CoalesceExpr:
        case T_MinMaxExpr:
        case T_NullIfExpr:
        case T_Aggref:
        case T_GroupingFunc:
        case T_WindowFunc:
        case T_CaseExpr:
            return true;
        default:
            return false;
        }
    case T_BoolExpr:
        switch (nodeTag(parent)) {
        case T_BoolExpr: {
            BoolExprType t = ((BoolExpr *)node)->boolop, pt = ((BoolExpr *)parent)->boolop;
            if (t == NOT_EXPR || t == AND_EXPR)
                return pt == AND_EXPR || pt == OR_EXPR;
            return pt == OR_EXPR;
        }
        case T_FuncExpr:
            return !is_cast_func(parent);
        case T_SubscriptingRef:
        case T_ArrayExpr:
        case T_RowExpr:
        case T_CoalesceExpr:
        case T_MinMaxExpr:
        case T_NullIfExpr:
        case T_Aggref:
        case T_GroupingFunc:
        case T_WindowFunc:
        case T_CaseExpr:
            return true;
        default:
            return false;
        }
    default:
        return false;
    }
}

/* An operand of parent: in pretty mode parenthesized only if it needs it (PG's
 * get_rule_expr_paren); otherwise the node prints its own parentheses. */
static void deparse_child(StringInfo buf, Node *node, Node *parent, const DeparseCxt *cx,
                          bool showimplicit)
{
    bool paren = cx->pretty && !is_simple(node, parent);
    if (paren)
        appendStringInfoChar(buf, '(');
    deparse(buf, node, cx, showimplicit);
    if (paren)
        appendStringInfoChar(buf, ')');
}

/* The parentheses every operator and test prints around itself, outside pretty mode. */
static void open_paren(StringInfo buf, const DeparseCxt *cx)
{
    if (!cx->pretty)
        appendStringInfoChar(buf, '(');
}

static void close_paren(StringInfo buf, const DeparseCxt *cx)
{
    if (!cx->pretty)
        appendStringInfoChar(buf, ')');
}

/* ---------------------------------------------------------------- expressions */

static void deparse_args(StringInfo buf, List *args, const DeparseCxt *cx)
{
    ListCell *lc;
    foreach (lc, args) {
        if (foreach_current_index(lc) > 0)
            appendStringInfoString(buf, ", ");
        deparse(buf, lfirst(lc), cx, true);
    }
}

/* "(arg)::type", or a constant of that very type with its label; cast is the coercion node */
static void deparse_coercion(StringInfo buf, Node *arg, Oid type, int32 typmod,
                             const DeparseCxt *cx, Node *cast)
{
    if (arg && IsA(arg, Const) && ((Const *)arg)->consttype == type &&
        ((Const *)arg)->consttypmod == -1)
        deparse_const(buf, (Const *)arg, -1);
    else {
        open_paren(buf, cx);
        deparse_child(buf, arg, cast, cx, false);
        close_paren(buf, cx);
    }
    appendStringInfo(buf, "::%s", explain_type_name(type, typmod));
}

static void deparse_opexpr(StringInfo buf, OpExpr *op, const DeparseCxt *cx)
{
    const OperInfo *oi = oper_by_oid(op->opno);
    const char *name = oi ? oi->oprname : "?";
    open_paren(buf, cx);
    if (list_length(op->args) == 2) {
        deparse_child(buf, linitial(op->args), (Node *)op, cx, true);
        appendStringInfo(buf, " %s ", name);
        deparse_child(buf, lsecond(op->args), (Node *)op, cx, true);
    } else {
        appendStringInfo(buf, "%s ", name);
        deparse_child(buf, linitial(op->args), (Node *)op, cx, true);
    }
    close_paren(buf, cx);
}

static void deparse_funcexpr(StringInfo buf, FuncExpr *f, const DeparseCxt *cx, bool showimplicit)
{
    if (f->funcformat == COERCE_IMPLICIT_CAST && !showimplicit) {
        deparse_child(buf, linitial(f->args), (Node *)f, cx, false);
        return;
    }
    if (f->funcformat == COERCE_IMPLICIT_CAST || f->funcformat == COERCE_EXPLICIT_CAST) {
        deparse_coercion(buf, linitial(f->args), f->funcresulttype, f->funcresulttypmod, cx,
                         (Node *)f);
        return;
    }
    const ProcInfo *p = proc_by_oid(f->funcid);
    /* the SQL keywords bound as these calls (PG's SQLValueFunction) read back as keywords */
    if (p && f->args == NIL &&
        (strcmp(p->proname, "current_user") == 0 || strcmp(p->proname, "session_user") == 0)) {
        appendStringInfoString(buf, p->proname[0] == 'c' ? "CURRENT_USER" : "SESSION_USER");
        return;
    }
    /* a function outside pg_catalog is not on the search path: qualified, as PG prints it */
    if (p && p->proschema)
        appendStringInfo(buf, "%s.", p->proschema);
    appendStringInfo(buf, "%s(", p ? p->proname : "?");
    deparse_args(buf, f->args, cx);
    appendStringInfoChar(buf, ')');
}

/* An ordered aggregate's " ORDER BY x DESC": ASC and the default NULLS placement unsaid. */
static void deparse_agg_order(StringInfo buf, Aggref *a, const DeparseCxt *cx)
{
    ListCell *lc;
    foreach (lc, a->aggorder) {
        SortGroupClause *sgc = lfirst(lc);
        const OperInfo *op = sgc->sortop ? oper_by_oid(sgc->sortop) : NULL;
        bool desc = op && strcmp(op->oprname, ">") == 0;
        appendStringInfoString(buf, foreach_current_index(lc) == 0 ? " ORDER BY " : ", ");
        deparse(buf, list_nth(a->aggorderexprs, (int)sgc->tleSortGroupRef - 1), cx, false);
        if (desc)
            appendStringInfoString(buf, " DESC");
        if (sgc->nulls_first != desc)
            appendStringInfoString(buf, sgc->nulls_first ? " NULLS FIRST" : " NULLS LAST");
    }
}

static void deparse_aggref(StringInfo buf, Aggref *a, const DeparseCxt *cx)
{
    const ProcInfo *p = proc_by_oid(a->aggfnoid);
    appendStringInfo(buf, "%s(", p ? p->proname : "?");
    if (a->aggstar)
        appendStringInfoChar(buf, '*');
    else {
        if (a->aggdistinct)
            appendStringInfoString(buf, "DISTINCT ");
        deparse_args(buf, a->args, cx);
        deparse_agg_order(buf, a, cx);
    }
    appendStringInfoChar(buf, ')');
    if (a->aggfilter) {
        appendStringInfoString(buf, " FILTER (WHERE ");
        deparse(buf, (Node *)a->aggfilter, cx, false);
        appendStringInfoChar(buf, ')');
    }
}

/* An Aggref in an Agg node's expressions is the aggno-th of the node's aggregates. */
static void deparse_agg_result(StringInfo buf, Aggref *a, const DeparseCxt *cx)
{
    Plan *p = cx->plan;
    if (p && IsA(p, Agg)) {
        Aggref *full = list_nth(((Agg *)p)->aggrefs, a->aggno);
        deparse_aggref(buf, full, cx);
        return;
    }
    deparse_aggref(buf, a, cx);
}

static void deparse_boolexpr(StringInfo buf, BoolExpr *b, const DeparseCxt *cx)
{
    ListCell *lc;
    open_paren(buf, cx);
    if (b->boolop == NOT_EXPR) {
        appendStringInfoString(buf, "NOT ");
        deparse_child(buf, linitial(b->args), (Node *)b, cx, false);
    } else
        foreach (lc, b->args) {
            if (foreach_current_index(lc) > 0)
                appendStringInfoString(buf, b->boolop == AND_EXPR ? " AND " : " OR ");
            deparse_child(buf, lfirst(lc), (Node *)b, cx, false);
        }
    close_paren(buf, cx);
}

/* ruleutils' appendContextKeyword: with indentation, the keyword starts a new line at the
 * current level (before and after adjust the level around it). */
static void keyword(StringInfo buf, const char *word, const DeparseCxt *cx, int before, int after)
{
    if (cx->indent == NULL) {
        appendStringInfoString(buf, word);
        return;
    }
    *cx->indent += before;
    while (buf->len > 0 && buf->data[buf->len - 1] == ' ')
        buf->data[--buf->len] = '\0';
    appendStringInfoChar(buf, '\n');
    appendStringInfoSpaces(buf, Max(*cx->indent, 0));
    appendStringInfoString(buf, word);
    *cx->indent = Max(*cx->indent + after, 0);
}

static void deparse_case(StringInfo buf, CaseExpr *c, const DeparseCxt *cx)
{
    ListCell *lc;
    if (cx->indent) {
        /* PG's layout: CASE, each WHEN and the ELSE on lines of their own */
        keyword(buf, "CASE", cx, 0, 4);
        if (c->arg) {
            appendStringInfoChar(buf, ' ');
            deparse(buf, c->arg, cx, true);
        }
        foreach (lc, c->args) {
            CaseWhen *w = lfirst(lc);
            Node *cond = w->expr;
            if (c->arg && IsA(cond, OpExpr) && list_length(((OpExpr *)cond)->args) == 2 &&
                IsA(linitial(((OpExpr *)cond)->args), CaseTestExpr))
                cond = lsecond(((OpExpr *)cond)->args);
            keyword(buf, "WHEN ", cx, 0, 0);
            deparse(buf, cond, cx, false);
            appendStringInfoString(buf, " THEN ");
            deparse(buf, w->result, cx, true);
        }
        keyword(buf, "ELSE ", cx, 0, 0);
        if (c->defresult)
            deparse(buf, c->defresult, cx, true);
        else
            appendStringInfo(buf, "NULL::%s", explain_type_name(c->casetype, -1));
        keyword(buf, "END", cx, -4, 0);
        return;
    }
    appendStringInfoString(buf, "CASE");
    if (c->arg) {
        appendStringInfoChar(buf, ' ');
        deparse(buf, c->arg, cx, true);
    }
    foreach (lc, c->args) {
        CaseWhen *w = lfirst(lc);
        Node *cond = w->expr;
        appendStringInfoString(buf, " WHEN ");
        /* CASE x WHEN v: the condition is "CaseTestExpr = v"; PG shows only v */
        if (c->arg && IsA(cond, OpExpr) && list_length(((OpExpr *)cond)->args) == 2 &&
            IsA(linitial(((OpExpr *)cond)->args), CaseTestExpr))
            cond = lsecond(((OpExpr *)cond)->args);
        deparse(buf, cond, cx, false);
        appendStringInfoString(buf, " THEN ");
        deparse(buf, w->result, cx, true);
    }
    if (c->defresult) {
        appendStringInfoString(buf, " ELSE ");
        deparse(buf, c->defresult, cx, true);
    }
    appendStringInfoString(buf, " END");
}

static const char *booltest_text(BoolTestType t)
{
    switch (t) {
    case IS_TRUE:
        return " IS TRUE";
    case IS_NOT_TRUE:
        return " IS NOT TRUE";
    case IS_FALSE:
        return " IS FALSE";
    case IS_NOT_FALSE:
        return " IS NOT FALSE";
    case IS_UNKNOWN:
        return " IS UNKNOWN";
    default:
        return " IS NOT UNKNOWN";
    }
}

/* A sub-select of a bound expression as ruleutils prints it: "(x IN ( SELECT ...))",
 * "(x < ALL ( SELECT ...))", "(EXISTS ( SELECT ...))", "( SELECT ...)"; "?" without its text. */
static void deparse_sublink(StringInfo buf, SubLink *sl, const DeparseCxt *cx)
{
    const char *query = NULL;
    ListCell *lc;
    foreach (lc, cx->sublinks)
        if (lfirst(lc) == sl)
            query = strVal(list_nth(cx->sublink_queries, foreach_current_index(lc)));
    OpExpr *test = sl->testexpr && IsA(sl->testexpr, OpExpr) ? (OpExpr *)sl->testexpr : NULL;
    const OperInfo *o = test ? oper_by_oid(test->opno) : NULL;
    bool any = sl->subLinkType == ANY_SUBLINK, all = sl->subLinkType == ALL_SUBLINK;
    if (query == NULL || ((any || all) && (o == NULL || list_length(test->args) != 2)) ||
        sl->subLinkType == ARRAY_SUBLINK) {
        appendStringInfoChar(buf, '?');
        return;
    }
    appendStringInfoChar(buf, '(');
    if (any || all) {
        deparse(buf, linitial(test->args), cx, false);
        if (any && strcmp(o->oprname, "=") == 0)
            appendStringInfoString(buf, " IN ");
        else
            appendStringInfo(buf, " %s %s ", o->oprname, any ? "ANY" : "ALL");
        appendStringInfoChar(buf, '(');
    } else if (sl->subLinkType == EXISTS_SUBLINK)
        appendStringInfoString(buf, "EXISTS (");
    appendStringInfo(buf, " %s)", query);
    if (sl->subLinkType != EXPR_SUBLINK)
        appendStringInfoChar(buf, ')');
}

static void deparse(StringInfo buf, Node *node, const DeparseCxt *cx, bool showimplicit)
{
    if (node == NULL)
        return;
    switch (nodeTag(node)) {
    case T_Var:
        deparse_var(buf, (Var *)node, cx, showimplicit);
        break;
    case T_Const:
        deparse_const(buf, (Const *)node, 0);
        break;
    case T_Param:
        deparse_param(buf, (Param *)node, cx);
        break;
    case T_OpExpr:
        deparse_opexpr(buf, (OpExpr *)node, cx);
        break;
    case T_DistinctExpr: {
        OpExpr *op = (OpExpr *)node;
        open_paren(buf, cx);
        deparse_child(buf, linitial(op->args), node, cx, true);
        appendStringInfoString(buf, " IS DISTINCT FROM ");
        deparse_child(buf, lsecond(op->args), node, cx, true);
        close_paren(buf, cx);
        break;
    }
    case T_ScalarArrayOpExpr: {
        ScalarArrayOpExpr *sa = (ScalarArrayOpExpr *)node;
        const OperInfo *oi = oper_by_oid(sa->opno);
        open_paren(buf, cx);
        deparse_child(buf, linitial(sa->args), node, cx, true);
        appendStringInfo(buf, " %s %s (", oi ? oi->oprname : "?", sa->useOr ? "ANY" : "ALL");
        deparse_child(buf, lsecond(sa->args), node, cx, true);
        appendStringInfoChar(buf, ')');
        close_paren(buf, cx);
        break;
    }
    case T_FuncExpr:
        deparse_funcexpr(buf, (FuncExpr *)node, cx, showimplicit);
        break;
    case T_FieldSelect: { /* (arg).field: parenthesized unless a subscript or field, as PG */
        FieldSelect *f = (FieldSelect *)node;
        bool paren = !IsA(f->arg, SubscriptingRef) && !IsA(f->arg, FieldSelect);
        if (paren)
            appendStringInfoChar(buf, '(');
        deparse(buf, (Node *)f->arg, cx, false);
        if (paren)
            appendStringInfoChar(buf, ')');
        appendStringInfoChar(buf, '.');
        append_ident(buf, f->fieldname);
        break;
    }
    case T_RelabelType: {
        RelabelType *r = (RelabelType *)node;
        /* an operator's operand (showimplicit) shows a COLLATE as the cast it is, as PG does */
        if ((collate_shows_arg(node) && !showimplicit) ||
            (r->relabelformat == COERCE_IMPLICIT_CAST && !showimplicit))
            deparse_child(buf, (Node *)r->arg, node, cx, false);
        else
            deparse_coercion(buf, (Node *)r->arg, r->resulttype, r->resulttypmod, cx, node);
        break;
    }
    case T_CoerceViaIO: {
        CoerceViaIO *c = (CoerceViaIO *)node;
        if (c->coerceformat == COERCE_IMPLICIT_CAST && !showimplicit)
            deparse_child(buf, (Node *)c->arg, node, cx, false);
        else
            deparse_coercion(buf, (Node *)c->arg, c->resulttype, c->resulttypmod, cx, node);
        break;
    }
    case T_BoolExpr:
        deparse_boolexpr(buf, (BoolExpr *)node, cx);
        break;
    case T_NullTest: {
        NullTest *nt = (NullTest *)node;
        open_paren(buf, cx);
        deparse_child(buf, nt->arg, node, cx, false);
        appendStringInfoString(buf, nt->nulltesttype == IS_NULL ? " IS NULL" : " IS NOT NULL");
        close_paren(buf, cx);
        break;
    }
    case T_BooleanTest: {
        BooleanTest *bt = (BooleanTest *)node;
        open_paren(buf, cx);
        deparse_child(buf, bt->arg, node, cx, false);
        appendStringInfoString(buf, booltest_text(bt->booltesttype));
        close_paren(buf, cx);
        break;
    }
    case T_Aggref:
        deparse_agg_result(buf, (Aggref *)node, cx);
        break;
    case T_CaseExpr:
        deparse_case(buf, (CaseExpr *)node, cx);
        break;
    case T_CoalesceExpr:
        appendStringInfoString(buf, "COALESCE(");
        deparse_args(buf, ((CoalesceExpr *)node)->args, cx);
        appendStringInfoChar(buf, ')');
        break;
    case T_MinMaxExpr:
        appendStringInfoString(buf,
                               ((MinMaxExpr *)node)->op == IS_GREATEST ? "GREATEST(" : "LEAST(");
        deparse_args(buf, ((MinMaxExpr *)node)->args, cx);
        appendStringInfoChar(buf, ')');
        break;
    case T_ArrayExpr:
        appendStringInfoString(buf, "ARRAY[");
        deparse_args(buf, ((ArrayExpr *)node)->elements, cx);
        appendStringInfoChar(buf, ']');
        break;
    case T_NullIfExpr:
        appendStringInfoString(buf, "NULLIF(");
        deparse_args(buf, ((OpExpr *)node)->args, cx);
        appendStringInfoChar(buf, ')');
        break;
    case T_SubscriptingRef: {
        /* PG: (a)[1], (a)[1:2] -- the array parenthesized unless it is a plain column */
        SubscriptingRef *r = (SubscriptingRef *)node;
        bool plain = IsA(r->refexpr, Var);
        if (!plain)
            appendStringInfoChar(buf, '(');
        deparse(buf, (Node *)r->refexpr, cx, showimplicit);
        if (!plain)
            appendStringInfoChar(buf, ')');
        ListCell *lc;
        foreach (lc, r->refupperindexpr) {
            int i = foreach_current_index(lc);
            Node *lower = r->reflowerindexpr ? list_nth(r->reflowerindexpr, i) : NULL;
            appendStringInfoChar(buf, '[');
            if (lower || r->reflowerindexpr) {
                deparse(buf, lower, cx, false);
                appendStringInfoChar(buf, ':');
            }
            deparse(buf, lfirst(lc), cx, false);
            appendStringInfoChar(buf, ']');
        }
        break;
    }
    case T_ArrayCoerceExpr: {
        ArrayCoerceExpr *a = (ArrayCoerceExpr *)node;
        if (a->coerceformat == COERCE_IMPLICIT_CAST && !showimplicit)
            deparse_child(buf, (Node *)a->arg, node, cx, false);
        else
            deparse_coercion(buf, (Node *)a->arg, a->resulttype, a->resulttypmod, cx, node);
        break;
    }
    case T_RowExpr:
        if (((RowExpr *)node)->wholerow_of) {
            append_ident(buf, ((RowExpr *)node)->wholerow_of);
            appendStringInfoString(buf, ".*");
            break;
        }
        appendStringInfoString(buf, "ROW(");
        deparse_args(buf, ((RowExpr *)node)->args, cx);
        appendStringInfoChar(buf, ')');
        break;
    case T_GroupingFunc:
        appendStringInfoString(buf, "GROUPING(");
        deparse_args(buf, ((GroupingFunc *)node)->args, cx);
        appendStringInfoChar(buf, ')');
        break;
    case T_CaseTestExpr:
        appendStringInfoString(buf, "CASE_TEST_EXPR");
        break;
    case T_WindowFunc: {
        WindowFunc *w = (WindowFunc *)node;
        const ProcInfo *p = proc_by_oid(w->winfnoid);
        appendStringInfo(buf, "%s(", p ? p->proname : "?");
        if (w->winstar)
            appendStringInfoChar(buf, '*');
        else
            deparse_args(buf, w->args, cx);
        appendStringInfoString(buf, ") OVER (?)");
        break;
    }
    case T_SubLink:
        deparse_sublink(buf, (SubLink *)node, cx);
        break;
    case T_SubPlan: {
        /* PG 15: an InitPlan's value is its output parameter; ANY over an uncorrelated
         * sub-select is hashed */
        SubPlan *sp = (SubPlan *)node;
        if (!sp->correlated && sp->subLinkType != ANY_SUBLINK && sp->subLinkType != ALL_SUBLINK)
            appendStringInfo(buf, "$%d", sp->plan_id - 1);
        else if (!sp->correlated && sp->subLinkType == ANY_SUBLINK)
            appendStringInfo(buf, "(hashed SubPlan %d)", sp->plan_id);
        else
            appendStringInfo(buf, "(SubPlan %d)", sp->plan_id);
        break;
    }
    default:
        appendStringInfoString(buf, "?");
        break;
    }
}

char *explain_deparse(Node *expr, const DeparseCxt *cx)
{
    StringInfoData buf;
    initStringInfo(&buf);
    deparse(&buf, expr, cx, false);
    return buf.data;
}

char *explain_deparse_quals(List *quals, const DeparseCxt *cx)
{
    if (list_length(quals) == 1)
        return explain_deparse(linitial(quals), cx);
    StringInfoData buf;
    ListCell *lc;
    initStringInfo(&buf);
    appendStringInfoChar(&buf, '(');
    foreach (lc, quals) {
        if (foreach_current_index(lc) > 0)
            appendStringInfoString(&buf, " AND ");
        deparse(&buf, lfirst(lc), cx, false);
    }
    appendStringInfoChar(&buf, ')');
    return buf.data;
}
