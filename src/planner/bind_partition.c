/*
 * bind_partition.c: the partitioning clauses of CREATE TABLE and ALTER TABLE ATTACH:
 * PARTITION BY's key columns and a partition's FOR VALUES bound.
 *
 * The one idea: a bound is bound here once, each value coerced to its key column's type and
 * evaluated, and kept as the text PG's pg_get_expr prints for relpartbound; the executor reads
 * that text back (executor/partition.c), so what psql shows is what routing and pruning use.
 */
#include "planner/bind_internal.h"

#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/partition.h"
#include "parser/parser.h"

char bind_partition_strategy(PartitionSpec *spec)
{
    const char *s = spec->strategy;
    if (strcmp(s, "range") == 0)
        return 'r';
    if (strcmp(s, "list") == 0)
        return 'l';
    if (strcmp(s, "hash") == 0)
        return 'h';
    ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
            errmsg("unrecognized partitioning strategy \"%s\"", s));
    return 0;
}

/* PARTITION BY over the table's columns: the key's attnums. */
List *bind_partition_key(PartitionSpec *spec, TupleDesc desc, char strategy)
{
    if (strategy == 'l' && list_length(spec->params) > 1)
        ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                errmsg("cannot use \"list\" partition strategy with more than one column"));
    List *attnums = NIL;
    ListCell *lc;
    foreach (lc, spec->params) {
        const char *name = strVal(lfirst(lc));
        int i;
        for (i = 0; i < desc->natts; i++)
            if (strcmp(TupleDescAttr(desc, i)->attname, name) == 0)
                break;
        if (i == desc->natts)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                    errmsg("column \"%s\" named in partition key does not exist", name),
                    errlocation(list_nth_int(spec->locations, foreach_current_index(lc))));
        attnums = lappend_int(attnums, i + 1);
    }
    return attnums;
}

/* MINVALUE / MAXVALUE: -1 / +1; other column references are PG's error. */
static int bound_infinity(Node *raw, bool range)
{
    if (!IsA(raw, ColumnRef))
        return 0;
    ColumnRef *cr = (ColumnRef *)raw;
    if (range && list_length(cr->fields) == 1 && IsA(linitial(cr->fields), String)) {
        const char *n = strVal(linitial(cr->fields));
        if (strcmp(n, "minvalue") == 0)
            return -1;
        if (strcmp(n, "maxvalue") == 0)
            return 1;
    }
    ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
            errmsg("cannot use column reference in partition bound expression"),
            errlocation(cr->location));
    return 0;
}

/* One value as pg_get_expr prints a constant of a partition bound. */
static void append_bound_value(ParseState *pstate, StringInfo buf, Node *raw, Oid type,
                               int32 typmod, Oid collation)
{
    Node *expr = bind_expr(pstate, raw, EXPR_KIND_OTHER);
    Oid given = exprType(expr);
    Node *coerced = bind_coerce_to_target(pstate, expr, given, type, typmod, COERCION_ASSIGNMENT,
                                          COERCE_IMPLICIT_CAST, -1);
    if (coerced == NULL)
        ereport(
            ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
            errmsg("specified value cannot be cast to type %s for column", bind_format_type(type)),
            errlocation(exprLocation(raw)));
    (void)collation;
    ExprContext ec;
    memset(&ec, 0, sizeof(ec));
    ec.ecxt_per_tuple_memory = CurrentMemoryContext;
    ExprState *st = exec_init_expr((Expr *)coerced, NULL, NULL);
    bool isnull;
    Datum d = exec_eval_expr(st, &ec, &isnull);
    if (isnull) {
        appendStringInfoString(buf, "NULL");
        return;
    }
    char *out = type_output_cstring(type, d);
    bool bare = false;
    if (type == INT2OID || type == INT4OID || type == INT8OID || type == NUMERICOID ||
        type == FLOAT4OID || type == FLOAT8OID)
        bare = out[0] != '-' && strspn(out, "0123456789.eE+") == strlen(out);
    else if (type == BOOLOID) {
        appendStringInfoString(buf, out[0] == 't' ? "true" : "false");
        return;
    }
    if (bare) {
        appendStringInfoString(buf, out);
        return;
    }
    appendStringInfoChar(buf, '\'');
    for (const char *p = out; *p; p++) {
        if (*p == '\'')
            appendStringInfoChar(buf, '\'');
        appendStringInfoChar(buf, *p);
    }
    appendStringInfoChar(buf, '\'');
}

static void append_values(ParseState *pstate, StringInfo buf, List *raws, const PartKey *key,
                          bool range)
{
    appendStringInfoChar(buf, '(');
    ListCell *lc;
    foreach (lc, raws) {
        int i = foreach_current_index(lc), col = range ? i : 0;
        if (i > 0)
            appendStringInfoString(buf, ", ");
        int inf = bound_infinity(lfirst(lc), range);
        if (inf != 0)
            appendStringInfoString(buf, inf < 0 ? "MINVALUE" : "MAXVALUE");
        else
            append_bound_value(pstate, buf, lfirst(lc), key->types[col], key->typmods[col],
                               key->collations[col]);
    }
    appendStringInfoChar(buf, ')');
}

static const char *strategy_name(char s)
{
    return s == 'r' ? "range" : s == 'l' ? "list" : "hash";
}

static int hash_option(PartitionBoundSpec *b, const char *name)
{
    int found = -1;
    ListCell *lc;
    foreach (lc, b->hashopts) {
        DefElem *d = lfirst(lc);
        if (strcmp(d->defname, "modulus") != 0 && strcmp(d->defname, "remainder") != 0)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("unrecognized hash partition bound specification \"%s\"", d->defname),
                    errlocation(d->location));
        if (strcmp(d->defname, name) != 0)
            continue;
        if (found >= 0)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("%s for hash partition provided more than once", name),
                    errlocation(d->location));
        found = (int)intVal(d->arg);
    }
    if (found < 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                errmsg("%s for hash partition must be specified", name), errlocation(b->location));
    return found;
}

int bind_partition_bound_location(PartitionBoundSpec *b)
{
    List *first = b->strategy == 'l' ? b->listdatums : b->lowerdatums;
    if (b->is_default)
        return b->location;
    return first != NIL ? exprLocation(linitial(first)) : -1;
}

char *bind_partition_bound(ParseState *pstate, PartitionBoundSpec *b, const PartKey *key)
{
    if (b->is_default) {
        if (key->strategy == 'h')
            ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                    errmsg("a hash-partitioned table may not have a default partition"));
        return pstrdup("DEFAULT");
    }
    if (b->strategy != key->strategy)
        ereport(
            ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
            errmsg("invalid bound specification for a %s partition", strategy_name(key->strategy)),
            errlocation(b->location));
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoString(&buf, "FOR VALUES ");
    if (b->strategy == 'h') {
        int m = hash_option(b, "modulus"), r = hash_option(b, "remainder");
        if (m < 1)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("modulus for hash partition must be an integer value greater than "
                           "zero"));
        if (r >= m)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("remainder for hash partition must be less than modulus"));
        appendStringInfo(&buf, "WITH (modulus %d, remainder %d)", m, r);
        return buf.data;
    }
    if (b->strategy == 'l') {
        appendStringInfoString(&buf, "IN ");
        append_values(pstate, &buf, b->listdatums, key, false);
        return buf.data;
    }
    if (list_length(b->lowerdatums) != key->natts)
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                errmsg("FROM must specify exactly one value per partitioning column"));
    if (list_length(b->upperdatums) != key->natts)
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                errmsg("TO must specify exactly one value per partitioning column"));
    appendStringInfoString(&buf, "FROM ");
    append_values(pstate, &buf, b->lowerdatums, key, true);
    appendStringInfoString(&buf, " TO ");
    append_values(pstate, &buf, b->upperdatums, key, true);
    return buf.data;
}

void bind_create_partitioning(ParseState *pstate, CreateStmt *stmt, CreateTableInfo *info)
{
    if (stmt->partof) {
        Relation parent = bind_open_relation(stmt->partof, AccessShareLock);
        PartKey *key = exec_partition_key(parent->rd_id);
        if (key == NULL)
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("\"%s\" is not partitioned", parent->relname));
        if (info->desc->natts == 0)
            info->desc = tupdesc_copy(parent->rd_att);
        info->partparent = parent->rd_id;
        info->partbound = bind_partition_bound(pstate, stmt->partbound, key);
        info->partbound_location = bind_partition_bound_location(stmt->partbound);
        relation_close(parent);
    }
    if (stmt->partspec) {
        info->partstrat = bind_partition_strategy(stmt->partspec);
        info->partattrs = bind_partition_key(stmt->partspec, info->desc, info->partstrat);
    }
}

/* ---------------------------------------------------------------- pruning */

/* Var of column attnum of range-table entry rtindex (this level) compared with a constant of
 * the key's type by its default btree operator: the operator as exec_partition_may_match
 * spells it ('=', '<', 'l', '>', 'g'), with *value; 0 if the condition is not that. */
static char key_condition(Node *node, int rtindex, const PartKey *key, Datum *value)
{
    if (!IsA(node, OpExpr) || list_length(((OpExpr *)node)->args) != 2)
        return 0;
    OpExpr *op = (OpExpr *)node;
    Node *l = linitial(op->args), *r = lsecond(op->args);
    bool commuted = false;
    if (IsA(r, Var) && IsA(l, Const)) {
        Node *t = l;
        l = r;
        r = t;
        commuted = true;
    }
    if (!IsA(l, Var) || !IsA(r, Const))
        return 0;
    Var *v = (Var *)l;
    Const *c = (Const *)r;
    if (v->varno != rtindex || v->varlevelsup != 0 || v->varattno != key->attnums[0] ||
        c->constisnull || c->consttype != key->types[0])
        return 0;
    const OperInfo *oi = oper_by_oid(op->opno);
    if (oi == NULL || oi->oprleft != key->types[0] || oi->oprright != key->types[0])
        return 0;
    if (op->inputcollid != key->collations[0] && OidIsValid(key->collations[0]))
        return 0;
    const char *n = oi->oprname;
    char k = strcmp(n, "=") == 0    ? '='
             : strcmp(n, "<") == 0  ? '<'
             : strcmp(n, "<=") == 0 ? 'l'
             : strcmp(n, ">") == 0  ? '>'
             : strcmp(n, ">=") == 0 ? 'g'
                                    : 0;
    if (commuted)
        k = k == '<' ? '>' : k == '>' ? '<' : k == 'l' ? 'g' : k == 'g' ? 'l' : k;
    *value = c->constvalue;
    return k;
}

/* False only if the partition surely has no row the condition keeps. */
static bool may_match(Node *node, int rtindex, const PartKey *key, const PartBound *b)
{
    if (node == NULL)
        return true;
    if (IsA(node, BoolExpr) && ((BoolExpr *)node)->boolop != NOT_EXPR) {
        bool and = ((BoolExpr *)node)->boolop == AND_EXPR;
        ListCell *lc;
        foreach (lc, ((BoolExpr *)node)->args)
            if (may_match(lfirst(lc), rtindex, key, b) != and)
                return !and;
        return and;
    }
    Datum value;
    char op = key_condition(node, rtindex, key, &value);
    return op == 0 || exec_partition_may_match(key, b, 0, op, value);
}

/* The partitions of a partitioned table the conditions (query Vars of rtindex) may keep. */
static List *unpruned_partitions(Oid relid, const PartKey *key, List *clauses, int rtindex)
{
    List *kept = NIL;
    ListCell *pc;
    foreach (pc, catalog_partitions(relid)) {
        Oid part = lfirst_oid(pc);
        bool keep = part == key->defaultpart || key->strategy == 'h';
        for (int i = 0; i < key->nparts && key->strategy != 'h'; i++)
            if (key->parts[i].relid == part) {
                keep = true;
                ListCell *c;
                foreach (c, clauses)
                    keep &= may_match(lfirst(c), rtindex, key, &key->parts[i]);
            }
        if (keep)
            kept = lappend_oid(kept, part);
    }
    return kept;
}

List *bind_partition_target_leaves(Oid relid, List *clauses, int rtindex)
{
    PartKey *key = exec_partition_key(relid);
    if (key == NULL)
        return lappend_oid(NIL, relid);
    List *out = NIL;
    ListCell *lc;
    foreach (lc, unpruned_partitions(relid, key, clauses, rtindex))
        out = list_concat(out, bind_partition_target_leaves(lfirst_oid(lc), clauses, rtindex));
    return out;
}

void bind_prune_partitions(ParseState *pstate, Node *qual)
{
    if (qual == NULL)
        return;
    ListCell *lc;
    foreach (lc, pstate->rtable) {
        RangeTblEntry *rte = lfirst(lc);
        if (rte->rtekind != RTE_SUBQUERY || rte->relkind != RELKIND_PARTITIONED_TABLE)
            continue;
        PartKey *key = exec_partition_key(rte->relid);
        if (key == NULL || key->strategy == 'h')
            continue;
        int rtindex = foreach_current_index(lc) + 1;
        List *all = catalog_partitions(rte->relid);
        List *kept = unpruned_partitions(rte->relid, key, list_make1(qual), rtindex);
        if (list_length(kept) < list_length(all))
            rte->subquery = bind_partitions_query(
                pstate, rte->relid, kept,
                list_length(rte->coltypes) > list_length(rte->eref->colnames));
    }
}
