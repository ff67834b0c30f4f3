/*
 * bind_func.c: operator and function overload resolution, and aggregate calls.
 *
 * The one idea: PostgreSQL's resolution in three steps, shared by operators and functions.
 * An exact match on the argument types wins (for a binary operator with one unknown literal,
 * the literal is first assumed to have the other side's type). Otherwise keep the candidates
 * every argument can reach by implicit casts, and narrow them with func_select_candidate's
 * heuristics: most exact matches, then most preferred types, then a type category for each
 * unknown literal (string wins), then "the unknowns are the known type". Zero candidates is
 * 42883 (does not exist), several is 42725 (not unique).
 */
#include "planner/bind_internal.h"
#include "planner/bind_array.h"

typedef struct Candidate {
    const void *info; /* OperInfo or ProcInfo */
    int nargs;
    Oid args[FUNC_MAX_ARGS];
} Candidate;

char *bind_name_list_to_string(List *names)
{
    StringInfoData buf;
    initStringInfo(&buf);
    ListCell *lc;
    foreach (lc, names) {
        if (foreach_current_index(lc) > 0)
            appendStringInfoChar(&buf, '.');
        Node *n = lfirst(lc);
        appendStringInfoString(&buf, IsA(n, String) ? strVal(n) : "*");
    }
    return buf.data;
}

/* Only pg_catalog (and public, which holds nothing built in) may qualify a built-in name. */
static bool qualifier_ok(List *names)
{
    if (list_length(names) == 1)
        return true;
    if (list_length(names) != 2)
        return false;
    const char *nsp = strVal(linitial(names));
    return strcmp(nsp, "pg_catalog") == 0;
}

/*
 * The built-in functions a possibly qualified name finds: those of pg_catalog when the name is
 * unqualified or pg_catalog-qualified, those of another schema (information_schema's helpers)
 * only when qualified with it, as search_path never holds that schema.
 */
static const ProcInfo *const *procs_for_name(List *names, int *n)
{
    int all = 0;
    const ProcInfo *const *procs = procs_by_name(strVal(llast(names)), &all);
    const char *nsp = list_length(names) == 2 ? strVal(linitial(names)) : NULL;
    *n = 0;
    if (list_length(names) > 2 || procs == NULL)
        return NULL;
    const ProcInfo **out = palloc(sizeof(ProcInfo *) * (size_t)(all + 1));
    for (int i = 0; i < all; i++) {
        const char *schema = procs[i]->proschema;
        if (schema ? nsp && strcmp(nsp, schema) == 0 : qualifier_ok(names))
            out[(*n)++] = procs[i];
    }
    return out;
}

/* ---------------------------------------------------------------- candidate selection */

static int count_unknowns(int nargs, const Oid *in)
{
    int n = 0;
    for (int i = 0; i < nargs; i++)
        if (in[i] == UNKNOWNOID)
            n++;
    return n;
}

/* Keep the candidates maximizing score(); keep all if every score is 0. */
static int keep_best(Candidate **c, int n, int (*score)(const Candidate *, int, const Oid *),
                     int nargs, const Oid *in)
{
    int best = 0, kept = 0;
    for (int i = 0; i < n; i++) {
        int s = score(c[i], nargs, in);
        if (s > best) {
            best = s;
            kept = 0;
        }
        if (s == best)
            c[kept++] = c[i];
    }
    return kept;
}

static int score_exact(const Candidate *c, int nargs, const Oid *in)
{
    int s = 0;
    for (int i = 0; i < nargs; i++)
        if (in[i] != UNKNOWNOID && c->args[i] == in[i])
            s++;
    return s;
}

static int score_preferred(const Candidate *c, int nargs, const Oid *in)
{
    int s = 0;
    for (int i = 0; i < nargs; i++)
        if (in[i] != UNKNOWNOID &&
            (c->args[i] == in[i] || (bind_type_preferred(c->args[i]) &&
                                     bind_type_category(c->args[i]) == bind_type_category(in[i]))))
            s++;
    return s;
}

/* func_select_candidate(): one of the n (>= 2) candidates, or NULL if it cannot decide. */
static Candidate *select_candidate(Candidate **c, int n, int nargs, const Oid *input)
{
    Oid in[FUNC_MAX_ARGS];
    memcpy(in, input, sizeof(Oid) * (size_t)nargs);
    n = keep_best(c, n, score_exact, nargs, in);
    if (n == 1)
        return c[0];
    n = keep_best(c, n, score_preferred, nargs, in);
    if (n == 1)
        return c[0];
    int nunknowns = count_unknowns(nargs, in);
    if (nunknowns == 0)
        return NULL;

    /* A category for each unknown position: STRING if any candidate takes one there, else
     * the one category all candidates agree on. */
    char slot_cat[FUNC_MAX_ARGS];
    bool slot_pref[FUNC_MAX_ARGS];
    bool resolved = true;
    for (int i = 0; i < nargs && resolved; i++) {
        if (in[i] != UNKNOWNOID)
            continue;
        bool conflict = false;
        slot_cat[i] = 0;
        slot_pref[i] = false;
        for (int j = 0; j < n; j++) {
            char cat = bind_type_category(c[j]->args[i]);
            bool pref = bind_type_preferred(c[j]->args[i]);
            if (slot_cat[i] == 0) {
                slot_cat[i] = cat;
                slot_pref[i] = pref;
            } else if (cat == slot_cat[i]) {
                slot_pref[i] |= pref;
            } else if (cat == TYPCATEGORY_STRING) {
                slot_cat[i] = cat;
                slot_pref[i] = pref;
            } else
                conflict = true;
        }
        if (conflict && slot_cat[i] != TYPCATEGORY_STRING)
            resolved = false;
    }
    if (resolved) {
        int kept = 0;
        Candidate *keep[n];
        for (int j = 0; j < n; j++) {
            bool ok = true;
            for (int i = 0; i < nargs && ok; i++) {
                if (in[i] != UNKNOWNOID)
                    continue;
                if (bind_type_category(c[j]->args[i]) != slot_cat[i])
                    ok = false;
                else if (slot_pref[i] && !bind_type_preferred(c[j]->args[i]))
                    ok = false;
            }
            if (ok)
                keep[kept++] = c[j];
        }
        if (kept > 0) {
            memcpy(c, keep, sizeof(Candidate *) * (size_t)kept);
            n = kept;
        }
        if (n == 1)
            return c[0];
    }

    /* Last gasp: all known inputs share one type; assume the unknowns have it too. */
    if (nunknowns < nargs) {
        Oid known = UNKNOWNOID;
        for (int i = 0; i < nargs; i++) {
            if (in[i] == UNKNOWNOID)
                continue;
            if (known == UNKNOWNOID)
                known = in[i];
            else if (known != in[i]) {
                known = UNKNOWNOID;
                break;
            }
        }
        if (known != UNKNOWNOID) {
            for (int i = 0; i < nargs; i++)
                in[i] = known;
            Candidate *found = NULL;
            int nfound = 0;
            for (int j = 0; j < n; j++)
                if (bind_can_coerce(nargs, in, c[j]->args, COERCION_IMPLICIT)) {
                    found = c[j];
                    if (++nfound > 1)
                        break;
                }
            if (nfound == 1)
                return found;
        }
    }
    return NULL;
}

typedef enum { RESOLVE_FOUND, RESOLVE_NONE, RESOLVE_AMBIGUOUS } ResolveResult;

/* Exact match first, then implicit-cast candidates narrowed by select_candidate. */
static ResolveResult resolve(Candidate *cands, int ncands, int nargs, const Oid *in,
                             Candidate **out)
{
    for (int j = 0; j < ncands; j++)
        if (memcmp(cands[j].args, in, sizeof(Oid) * (size_t)nargs) == 0) {
            *out = &cands[j];
            return RESOLVE_FOUND;
        }
    Candidate **ok = palloc(sizeof(Candidate *) * (size_t)(ncands + 1));
    int n = 0;
    for (int j = 0; j < ncands; j++)
        if (bind_can_coerce(nargs, in, cands[j].args, COERCION_IMPLICIT))
            ok[n++] = &cands[j];
    if (n == 0)
        return RESOLVE_NONE;
    if (n == 1) {
        *out = ok[0];
        return RESOLVE_FOUND;
    }
    *out = select_candidate(ok, n, nargs, in);
    return *out ? RESOLVE_FOUND : RESOLVE_AMBIGUOUS;
}

/* ---------------------------------------------------------------- operators */

static char *op_signature(List *opname, Oid ltype, Oid rtype)
{
    char *name = bind_name_list_to_string(opname);
    if (ltype == InvalidOid)
        return psprintf("%s %s", name, bind_format_type(rtype));
    return psprintf("%s %s %s", bind_format_type(ltype), name, bind_format_type(rtype));
}

static const OperInfo *find_exact_oper(const OperInfo *const *ops, int n, char kind, Oid l, Oid r)
{
    for (int i = 0; i < n; i++)
        if (ops[i]->oprkind == kind && ops[i]->oprleft == l && ops[i]->oprright == r)
            return ops[i];
    return NULL;
}

const OperInfo *bind_oper_lookup(ParseState *pstate, List *opname, Oid ltype, Oid rtype,
                                 bool noError, int location)
{
    int n = 0;
    const OperInfo *const *ops = qualifier_ok(opname) ? opers_by_name(strVal(llast(opname)), &n)
                                                      : NULL;
    char kind = ltype == InvalidOid ? 'l' : 'b';
    const OperInfo *found = NULL;
    ResolveResult rr = RESOLVE_NONE;
    if (ops != NULL && n > 0) {
        found = find_exact_oper(ops, n, kind, ltype, rtype);
        if (found == NULL && kind == 'b') {
            if (ltype == UNKNOWNOID && rtype != UNKNOWNOID)
                found = find_exact_oper(ops, n, kind, rtype, rtype);
            else if (rtype == UNKNOWNOID && ltype != UNKNOWNOID)
                found = find_exact_oper(ops, n, kind, ltype, ltype);
        }
        if (found == NULL) {
            Candidate *cands = palloc(sizeof(Candidate) * (size_t)n);
            int nc = 0;
            for (int i = 0; i < n; i++) {
                if (ops[i]->oprkind != kind)
                    continue;
                cands[nc].info = ops[i];
                if (kind == 'b') {
                    cands[nc].nargs = 2;
                    cands[nc].args[0] = ops[i]->oprleft;
                    cands[nc].args[1] = ops[i]->oprright;
                } else {
                    cands[nc].nargs = 1;
                    cands[nc].args[0] = ops[i]->oprright;
                }
                nc++;
            }
            Oid in[2] = {ltype, rtype};
            Candidate *best = NULL;
            rr = kind == 'b' ? resolve(cands, nc, 2, in, &best) : resolve(cands, nc, 1, &rtype, &best);
            if (rr == RESOLVE_FOUND)
                found = best->info;
        }
    }
    if (found || noError)
        return found;
    if (rr == RESOLVE_AMBIGUOUS)
        ereport(ERROR, errcode(ERRCODE_AMBIGUOUS_FUNCTION),
                errmsg("operator is not unique: %s", op_signature(opname, ltype, rtype)),
                errhint("Could not choose a best candidate operator. You might need to add "
                        "explicit type casts."),
                errlocation(location));
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
            errmsg("operator does not exist: %s", op_signature(opname, ltype, rtype)),
            ltype == InvalidOid
                ? errhint("No operator matches the given name and argument type. You might "
                          "need to add an explicit type cast.")
                : errhint("No operator matches the given name and argument types. You might "
                          "need to add explicit type casts."),
            errlocation(location));
    return NULL;
}

static Oid first_collation(List *args)
{
    ListCell *lc;
    foreach (lc, args) {
        Oid c = exprCollation(lfirst(lc));
        if (c != InvalidOid)
            return c;
    }
    return InvalidOid;
}

/* Resolve polymorphic declared types against the actual arguments (enforce_generic_type_
 * consistency, reduced): declared[] is rewritten in place; returns the resolved rettype. */
static Oid resolve_polymorphic(ParseState *pstate, int nargs, List *args, Oid *declared,
                               Oid rettype, int location)
{
    Oid elem = InvalidOid;
    bool any_poly = bind_is_polymorphic(rettype);
    List *compat = NIL;
    for (int i = 0; i < nargs; i++) {
        if (!bind_is_polymorphic(declared[i]))
            continue;
        any_poly = true;
        Node *a = list_nth(args, i);
        Oid t = exprType(a);
        if (declared[i] == ANYCOMPATIBLEOID || declared[i] == ANYCOMPATIBLENONARRAYOID)
            compat = lappend(compat, a);
        else if (declared[i] == ANYCOMPATIBLEARRAYOID) {
            /* the array's element type takes part in the common type (unknowns do not) */
            if (t != UNKNOWNOID) {
                CaseTestExpr *e = makeNode(CaseTestExpr);
                e->typeId = bind_array_elem_type(t);
                e->typeMod = -1;
                compat = lappend(compat, e);
            }
        } else if (t != UNKNOWNOID && elem == InvalidOid) {
            if (declared[i] == ANYARRAYOID)
                elem = bind_array_elem_type(t);
            else
                elem = t;
        }
    }
    if (!any_poly)
        return rettype;
    Oid compat_type = compat ? bind_select_common_type(pstate, compat, NULL, NULL) : InvalidOid;
    bool need_elem = false;
    const TypeInfo *cti = compat_type ? type_by_oid(compat_type) : NULL;
    Oid compat_array = cti ? cti->typarray : InvalidOid;
    for (int i = 0; i < nargs; i++) {
        if (declared[i] == ANYCOMPATIBLEOID || declared[i] == ANYCOMPATIBLENONARRAYOID)
            declared[i] = compat_type;
        else if (declared[i] == ANYCOMPATIBLEARRAYOID)
            declared[i] = compat_array;
        else if (declared[i] == ANYELEMENTOID || declared[i] == ANYNONARRAYOID) {
            declared[i] = elem;
            need_elem = true;
        } else if (declared[i] == ANYARRAYOID) {
            const TypeInfo *ti = elem ? type_by_oid(elem) : NULL;
            declared[i] = ti ? ti->typarray : InvalidOid;
            need_elem = true;
        }
    }
    if ((need_elem || rettype == ANYELEMENTOID || rettype == ANYNONARRAYOID ||
         rettype == ANYARRAYOID) && elem == InvalidOid)
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("could not determine polymorphic type because input has type unknown"));
    if (rettype == ANYCOMPATIBLEOID || rettype == ANYCOMPATIBLENONARRAYOID)
        return compat_type;
    if (rettype == ANYCOMPATIBLEARRAYOID) {
        if (!OidIsValid(compat_array))
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                    errmsg("could not find array type for data type %s",
                           bind_format_type(compat_type)),
                    errlocation(location));
        return compat_array;
    }
    if (rettype == ANYELEMENTOID || rettype == ANYNONARRAYOID)
        return elem;
    if (rettype == ANYARRAYOID) {
        const TypeInfo *ti = type_by_oid(elem);
        if (ti == NULL || !OidIsValid(ti->typarray)) /* record: there is no record[] yet */
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                    errmsg("could not find array type for data type %s", bind_format_type(elem)),
                    errlocation(location));
        return ti->typarray;
    }
    return rettype;
}

/* make_fn_arguments(): coerce each argument to its declared type, implicitly. */
static List *coerce_args(ParseState *pstate, List *args, const Oid *declared)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, args) {
        Node *a = lfirst(lc);
        Oid t = exprType(a);
        Oid d = declared[foreach_current_index(lc)];
        if (d != InvalidOid && t != d)
            a = bind_coerce_type(pstate, a, t, d, -1, COERCION_IMPLICIT, COERCE_IMPLICIT_CAST, -1);
        out = lappend(out, a);
    }
    return out;
}

Node *bind_make_opexpr(ParseState *pstate, const OperInfo *op, Node *l, Node *r, int location)
{
    List *args = l ? list_make2(l, r) : list_make1(r);
    Oid declared[2];
    int nargs = l ? 2 : 1;
    if (l) {
        declared[0] = op->oprleft;
        declared[1] = op->oprright;
    } else
        declared[0] = op->oprright;
    Oid rettype = resolve_polymorphic(pstate, nargs, args, declared, op->oprresult, location);
    OpExpr *e = makeNode(OpExpr);
    e->opno = op->oid;
    e->opfuncid = op->oprcode;
    bind_note_function(op->oprcode);
    e->opresulttype = rettype;
    e->opretset = false;
    e->args = coerce_args(pstate, args, declared);
    e->inputcollid = first_collation(e->args);
    e->opcollid = bind_type_collation(rettype) ? (e->inputcollid ? e->inputcollid
                                                                 : bind_type_collation(rettype))
                                               : InvalidOid;
    e->location = location;
    return (Node *)e;
}

/* make_op(): l op r (l NULL for a prefix operator), both already bound. */
Node *bind_op(ParseState *pstate, List *opname, Node *l, Node *r, int location)
{
    Oid ltype = l ? exprType(l) : InvalidOid;
    Oid rtype = exprType(r);
    const OperInfo *op = bind_oper_lookup(pstate, opname, ltype, rtype, false, location);
    return bind_make_opexpr(pstate, op, l, r, location);
}

/* The type whose btree operators sort typid: itself, or the type it is binary-coercible to
 * (varchar sorts with text's operators, as PG's text_ops opclass covers varchar). */
Oid bind_opclass_type(Oid typid)
{
    if (type_lt_oper(typid) != InvalidOid || type_eq_oper(typid) != InvalidOid)
        return typid;
    static const Oid try[] = {TEXTOID, INT4OID, INT8OID, FLOAT8OID, NUMERICOID};
    for (size_t i = 0; i < lengthof(try); i++) {
        const CastInfo *c = cast_find(typid, try[i]);
        if (c && c->castmethod == COERCION_METHOD_BINARY && c->castcontext == COERCION_CODE_IMPLICIT)
            return try[i];
    }
    return typid;
}

Oid bind_sort_op(Oid typid, bool desc)
{
    typid = bind_opclass_type(typid);
    Oid lt = type_lt_oper(typid);
    if (!desc || lt == InvalidOid)
        return lt;
    /* ">" is the commutator of "<" (its operand types may be the opclass's, e.g. text) */
    const OperInfo *ltop = oper_by_oid(lt);
    if (ltop == NULL)
        return InvalidOid;
    if (ltop->oprcom != InvalidOid)
        return ltop->oprcom;
    int n = 0;
    const OperInfo *const *ops = opers_by_name(">", &n);
    for (int i = 0; ops && i < n; i++)
        if (ops[i]->oprkind == 'b' && ops[i]->oprleft == ltop->oprleft &&
            ops[i]->oprright == ltop->oprright)
            return ops[i]->oid;
    return InvalidOid;
}

Oid bind_eq_op(Oid typid)
{
    return type_eq_oper(bind_opclass_type(typid));
}

bool bind_hashable(Oid typid)
{
    return type_hash_proc(bind_opclass_type(typid)) != InvalidOid;
}

/* ---------------------------------------------------------------- functions */

Node *bind_make_funcexpr(Oid funcid, Oid rettype, List *args, CoercionForm form, int location)
{
    FuncExpr *f = makeNode(FuncExpr);
    f->funcid = funcid;
    bind_note_function(funcid);
    f->funcresulttype = rettype;
    f->funcresulttypmod = -1;
    const ProcInfo *p = proc_by_oid(funcid);
    f->funcretset = p ? p->proretset : false;
    f->funcvariadic = false;
    f->funcformat = form;
    f->args = args;
    f->inputcollid = first_collation(args);
    Oid rc = bind_type_collation(rettype);
    f->funccollid = rc ? (f->inputcollid ? f->inputcollid : rc) : InvalidOid;
    f->location = location;
    return (Node *)f;
}

static char *func_signature(List *funcname, int nargs, const Oid *types, bool star)
{
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfo(&buf, "%s(", bind_name_list_to_string(funcname));
    for (int i = 0; i < nargs; i++)
        appendStringInfo(&buf, "%s%s", i ? ", " : "", bind_format_type(types[i]));
    appendStringInfoChar(&buf, ')');
    return buf.data;
}

Oid bind_lookup_function_exact(ParseState *pstate, ObjectWithArgs *o)
{
    int nargs = list_length(o->objargs);
    Oid *types = palloc(sizeof(Oid) * (size_t)(nargs + 1));
    int i = 0;
    ListCell *lc;
    foreach (lc, o->objargs) {
        int32 typmod;
        bind_typename(pstate, lfirst(lc), &types[i++], &typmod);
    }
    int n = 0;
    const ProcInfo *const *procs = procs_for_name(o->objname, &n);
    for (int k = 0; procs && k < n; k++) {
        const ProcInfo *p = procs[k];
        if (p->pronargs != nargs)
            continue;
        bool same = true;
        for (int a = 0; a < nargs && same; a++)
            same = p->argtypes[a] == types[a];
        if (same)
            return p->oid;
    }
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
            errmsg("function %s does not exist", func_signature(o->objname, nargs, types, false)));
}

/* Candidates of this name taking nargs arguments, variadic ones expanded. */
static int function_candidates(List *funcname, int nargs, Candidate **out)
{
    int n = 0;
    const ProcInfo *const *procs = procs_for_name(funcname, &n);
    Candidate *c = palloc(sizeof(Candidate) * (size_t)(n + 1));
    int nc = 0;
    for (int i = 0; procs && i < n; i++) {
        const ProcInfo *p = procs[i];
        bool variadic = p->provariadic != InvalidOid;
        if (!(p->pronargs == nargs || (variadic && nargs >= p->pronargs)))
            continue;
        c[nc].info = p;
        c[nc].nargs = nargs;
        for (int a = 0; a < nargs; a++)
            c[nc].args[a] = (variadic && a >= p->pronargs - 1) ? p->provariadic : p->argtypes[a];
        nc++;
    }
    *out = c;
    return nc;
}

const char *bind_agg_context_error(ParseExprKind kind, const char *what)
{
    switch (kind) {
    case EXPR_KIND_JOIN_ON: return psprintf("%s are not allowed in JOIN conditions", what);
    case EXPR_KIND_FROM_SUBSELECT:
        return psprintf("%s are not allowed in FROM clause of their own query level", what);
    case EXPR_KIND_FROM_FUNCTION: return psprintf("%s are not allowed in functions in FROM", what);
    case EXPR_KIND_WHERE: return psprintf("%s are not allowed in WHERE", what);
    case EXPR_KIND_EXECUTE_PARAMETER: return psprintf("%s are not allowed in EXECUTE parameters", what);
    case EXPR_KIND_GROUP_BY: return psprintf("%s are not allowed in GROUP BY", what);
    case EXPR_KIND_COLUMN_DEFAULT: return psprintf("%s are not allowed in DEFAULT expressions", what);
    case EXPR_KIND_CHECK_CONSTRAINT: return psprintf("%s are not allowed in check constraints", what);
    case EXPR_KIND_INDEX_EXPRESSION: return psprintf("%s are not allowed in index expressions", what);
    case EXPR_KIND_INDEX_PREDICATE: return psprintf("%s are not allowed in index predicates", what);
    case EXPR_KIND_POLICY: return psprintf("%s are not allowed in policy expressions", what);
    case EXPR_KIND_ALTER_COL_TRANSFORM:
        return psprintf("%s are not allowed in transform expressions", what);
    case EXPR_KIND_JOIN_USING:
    case EXPR_KIND_FILTER:
    case EXPR_KIND_INSERT_TARGET:
    case EXPR_KIND_UPDATE_SOURCE:
    case EXPR_KIND_UPDATE_TARGET:
    case EXPR_KIND_LIMIT:
    case EXPR_KIND_OFFSET:
    case EXPR_KIND_RETURNING:
    case EXPR_KIND_VALUES:
    case EXPR_KIND_VALUES_SINGLE:
    case EXPR_KIND_WINDOW_FRAME:
    case EXPR_KIND_WINDOW_FRAME_RANGE:
    case EXPR_KIND_WINDOW_FRAME_GROUPS:
        return psprintf("%s are not allowed in %s", what, bind_expr_kind_name(kind));
    default: return NULL;
    }
}

typedef struct AggWalk {
    int minlevel;
    Aggref *nested;
} AggWalk;

static bool agg_args_walker(Node *node, void *ctx)
{
    AggWalk *w = ctx;
    if (node == NULL)
        return false;
    if (IsA(node, Var)) {
        int l = ((Var *)node)->varlevelsup;
        if (w->minlevel < 0 || l < w->minlevel)
            w->minlevel = l;
        return false;
    }
    if (IsA(node, Aggref)) {
        if (w->nested == NULL)
            w->nested = (Aggref *)node;
        return false;
    }
    return expression_tree_walker(node, agg_args_walker, ctx);
}

static List *bind_agg_order(ParseState *pstate, List *sortby, List **exprs)
{
    List *clauses = NIL;
    ListCell *lc;
    foreach (lc, sortby) {
        SortBy *sb = lfirst(lc);
        Node *e = bind_expr_recurse(pstate, sb->node);
        Oid t = exprType(e);
        if (t == UNKNOWNOID) {
            e = bind_coerce_type(pstate, e, t, TEXTOID, -1, COERCION_IMPLICIT,
                                 COERCE_IMPLICIT_CAST, -1);
            t = TEXTOID;
        }
        *exprs = lappend(*exprs, e);
        SortGroupClause *sc = makeNode(SortGroupClause);
        sc->tleSortGroupRef = list_length(*exprs);
        sc->eqop = bind_eq_op(t);
        bool desc = sb->sortby_dir == SORTBY_DESC;
        sc->sortop = bind_sort_op(t, desc);
        if (sc->sortop == InvalidOid)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                    errmsg("could not identify an ordering operator for type %s",
                           bind_format_type(t)),
                    errhint("Use an explicit ordering operator or modify the query."),
                    errlocation(exprLocation(e)));
        sc->nulls_first = sb->sortby_nulls == SORTBY_NULLS_DEFAULT
                              ? desc
                              : sb->sortby_nulls == SORTBY_NULLS_FIRST;
        sc->hashable = bind_hashable(t);
        clauses = lappend(clauses, sc);
    }
    return clauses;
}

static Node *make_aggref(ParseState *pstate, FuncCall *fc, const ProcInfo *p, List *args,
                         const Oid *declared, Oid rettype)
{
    bind_reject_srf_in((Node *)args, "aggregate");
    Aggref *a = makeNode(Aggref);
    a->aggfnoid = p->oid;
    bind_note_function(p->oid);
    a->aggtype = rettype;
    a->aggcollid = bind_type_collation(rettype);
    a->args = args;
    a->inputcollid = first_collation(args);
    for (int i = 0; i < list_length(args); i++)
        a->aggargtypes = lappend_oid(a->aggargtypes, declared[i]);
    const AggInfo *ai = agg_by_oid(p->oid);
    a->aggtranstype = ai ? ai->aggtranstype : InvalidOid;
    a->aggstar = fc->agg_star;
    a->aggdistinct = fc->agg_distinct;
    a->aggkind = 'n';
    a->location = fc->location;
    if (fc->agg_within_group)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("ordered-set aggregates are not supported yet"), errlocation(fc->location));
    a->aggorder = bind_agg_order(pstate, fc->agg_order, &a->aggorderexprs);
    if (fc->agg_distinct && a->aggorderexprs != NIL) {
        ListCell *lc;
        foreach (lc, a->aggorderexprs) {
            bool found = false;
            ListCell *lc2;
            foreach (lc2, args)
                if (exprEqual(lfirst(lc), lfirst(lc2)))
                    found = true;
            if (!found)
                ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                        errmsg("in an aggregate with DISTINCT, ORDER BY expressions must appear "
                               "in argument list"),
                        errlocation(exprLocation(lfirst(lc))));
        }
    }
    if (fc->agg_filter) {
        ParseExprKind save = pstate->exprKind;
        pstate->exprKind = EXPR_KIND_FILTER;
        Node *f = bind_expr_recurse(pstate, fc->agg_filter);
        a->aggfilter = bind_coerce_to_boolean(pstate, f, "FILTER");
        pstate->exprKind = save;
    }

    /* Which level does it belong to, is it nested, is it allowed here? */
    AggWalk w = {-1, NULL};
    agg_args_walker((Node *)a->args, &w);
    agg_args_walker((Node *)a->aggorderexprs, &w);
    agg_args_walker((Node *)a->aggfilter, &w);
    a->agglevelsup = w.minlevel < 0 ? 0 : w.minlevel;
    WindowFunc *win = bind_find_window_func((Node *)a->args);
    if (win == NULL)
        win = bind_find_window_func((Node *)a->aggorderexprs);
    if (win == NULL)
        win = bind_find_window_func((Node *)a->aggfilter);
    if (win)
        ereport(ERROR, errcode(ERRCODE_GROUPING_ERROR),
                errmsg("aggregate function calls cannot contain window function calls"),
                errlocation(win->location));
    if (w.nested && w.nested->agglevelsup == a->agglevelsup)
        ereport(ERROR, errcode(ERRCODE_GROUPING_ERROR),
                errmsg("aggregate function calls cannot be nested"),
                errlocation(w.nested->location));
    ParseState *owner = pstate;
    for (int l = 0; l < a->agglevelsup && owner->parent; l++)
        owner = owner->parent;
    if (a->agglevelsup == 0) {
        const char *err = bind_agg_context_error(pstate->exprKind, "aggregate functions");
        if (err)
            ereport(ERROR, errcode(ERRCODE_GROUPING_ERROR), errmsg("%s", err),
                    errlocation(fc->location));
    }
    owner->hasAggs = true;
    return (Node *)a;
}

/* func_get_detail()'s "is it really a cast?" test: typename(x) with one argument. */
static Node *try_func_as_cast(ParseState *pstate, FuncCall *fc, List *args)
{
    if (list_length(args) != 1 || list_length(fc->funcname) != 1 || fc->agg_star ||
        fc->agg_distinct || fc->agg_order || fc->agg_filter || fc->over)
        return NULL;
    const TypeInfo *t = type_by_name(strVal(linitial(fc->funcname)));
    if (t == NULL)
        return NULL;
    Node *arg = linitial(args);
    Oid src = exprType(arg);
    bool iscoercion = false;
    if (src == UNKNOWNOID && IsA(arg, Const))
        iscoercion = true;
    else {
        const CastInfo *c = cast_find(src, t->oid);
        if (src == t->oid)
            iscoercion = true;
        else if (c != NULL)
            iscoercion = c->castmethod != COERCION_METHOD_FUNCTION;
        else
            iscoercion = t->typcategory == TYPCATEGORY_STRING ||
                         bind_type_category(src) == TYPCATEGORY_STRING;
    }
    if (!iscoercion)
        return NULL;
    return bind_coerce_to_target(pstate, arg, src, t->oid, -1, COERCION_EXPLICIT,
                                 COERCE_EXPLICIT_CALL, fc->location);
}

/* ParseFuncOrColumn(): a function or aggregate call. */
/* Argument i of a ProcInfo's comma-separated list (argnames, argdefaults), or NULL. */
static char *proc_list_item(const char *list, int i)
{
    for (; list && i > 0; i--) {
        list = strchr(list, ',');
        if (list)
            list++;
    }
    if (list == NULL)
        return NULL;
    const char *end = strchr(list, ',');
    return pnstrdup(list, end ? (size_t)(end - list) : strlen(list));
}

static int proc_list_length(const char *list)
{
    int n = 0;
    for (; list; n++) {
        list = strchr(list, ',');
        if (list)
            list++;
    }
    return n;
}

/* The raw arguments of p in its own order, named ones put in their places and missing ones
 * given their defaults (as literals, coerced like any), or NIL if p cannot take this call. */
static List *complete_args_for(const ProcInfo *p, List *args, int npos)
{
    int nargs = list_length(args);
    int ndefaults = proc_list_length(p->argdefaults);
    if (nargs > p->pronargs || p->pronargs > PROC_MAX_ARGS || p->provariadic != InvalidOid)
        return NIL;
    Node *slot[PROC_MAX_ARGS] = {0};
    ListCell *lc;
    foreach (lc, args) {
        int i = foreach_current_index(lc);
        if (i < npos) {
            slot[i] = lfirst(lc);
            continue;
        }
        NamedArgExpr *na = lfirst(lc);
        int j = 0;
        for (char *name; j < p->pronargs && (name = proc_list_item(p->argnames, j)) != NULL; j++)
            if (strcmp(name, na->name) == 0)
                break;
        if (j >= p->pronargs || proc_list_item(p->argnames, j) == NULL || j < npos || slot[j])
            return NIL;
        slot[j] = na->arg;
    }
    List *out = NIL;
    for (int j = 0; j < p->pronargs; j++) {
        if (slot[j] == NULL) {
            int d = j - (p->pronargs - ndefaults);
            if (d < 0)
                return NIL;
            A_Const *c = makeNode(A_Const);
            c->kind = CONST_STRING;
            c->sval = proc_list_item(p->argdefaults, d);
            c->location = -1;
            slot[j] = (Node *)c;
        }
        out = lappend(out, slot[j]);
    }
    return out;
}

/*
 * Named notation and defaults (PG's func_get_detail with expand_defaults): a call with named
 * arguments, or with fewer than any function of its name takes, is completed by the one
 * function whose argument names and defaults fit it. NIL when the call needs neither; raises
 * 42883 / 42725 when named arguments fit no function or several.
 */
static List *complete_call_args(ParseState *pstate, FuncCall *fc)
{
    int nargs = list_length(fc->args), npos = 0;
    bool named = false;
    ListCell *lc;
    foreach (lc, fc->args) {
        if (IsA(lfirst(lc), NamedArgExpr))
            named = true;
        else if (named)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("positional argument cannot follow named argument"),
                    errlocation(exprLocation(lfirst(lc))));
        else
            npos++;
    }
    int n = 0;
    const ProcInfo *const *procs = procs_for_name(fc->funcname, &n);
    /* a positional call is completed only when no function takes it as it is */
    for (int i = 0; !named && i < n; i++)
        if (procs[i]->pronargs == nargs ||
            (procs[i]->provariadic != InvalidOid && nargs >= procs[i]->pronargs))
            return NIL;
    List *found = NIL;
    int nfound = 0;
    for (int i = 0; i < n; i++) {
        if (procs[i]->argnames == NULL && (named || procs[i]->argdefaults == NULL))
            continue;
        List *args = complete_args_for(procs[i], fc->args, npos);
        if (args != NIL) {
            found = args;
            nfound++;
        }
    }
    if (nfound == 1 || !named)
        return nfound == 1 ? found : NIL;
    /* the error names the arguments as written: f(a => integer, b => unknown) */
    StringInfoData sig;
    initStringInfo(&sig);
    appendStringInfo(&sig, "%s(", bind_name_list_to_string(fc->funcname));
    foreach (lc, fc->args) {
        Node *a = lfirst(lc);
        if (foreach_current_index(lc) > 0)
            appendStringInfoString(&sig, ", ");
        if (IsA(a, NamedArgExpr))
            appendStringInfo(&sig, "%s => ", ((NamedArgExpr *)a)->name);
        Node *e = bind_expr_recurse(pstate, IsA(a, NamedArgExpr) ? ((NamedArgExpr *)a)->arg : a);
        appendStringInfoString(&sig, bind_format_type(exprType(e)));
    }
    appendStringInfoChar(&sig, ')');
    if (nfound > 1)
        ereport(ERROR, errcode(ERRCODE_AMBIGUOUS_FUNCTION),
                errmsg("function %s is not unique", sig.data),
                errhint("Could not choose a best candidate function. You might need to add "
                        "explicit type casts."),
                errlocation(fc->location));
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION), errmsg("function %s does not exist", sig.data),
            errhint("No function matches the given name and argument types. You might need to "
                    "add explicit type casts."),
            errlocation(fc->location));
}

Node *bind_func_call(ParseState *pstate, FuncCall *fc)
{
    if (fc->func_variadic)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("VARIADIC arguments are not supported yet"), errlocation(fc->location));
    List *rawargs = complete_call_args(pstate, fc);
    if (rawargs == NIL)
        rawargs = fc->args;
    List *args = NIL;
    ListCell *lc;
    foreach (lc, rawargs)
        args = lappend(args, bind_expr_recurse(pstate, lfirst(lc)));
    int nargs = list_length(args);
    if (list_length(fc->funcname) == 1 && strcmp(strVal(linitial(fc->funcname)), "grouping") == 0)
        return bind_grouping_func(pstate, fc, args); /* GROUPING(...) has its own grammar */
    if (nargs > FUNC_MAX_ARGS)
        ereport(ERROR, errcode(ERRCODE_TOO_MANY_ARGUMENTS),
                errmsg("cannot pass more than %d arguments to a function", FUNC_MAX_ARGS),
                errlocation(fc->location));
    Oid in[FUNC_MAX_ARGS];
    foreach (lc, args)
        in[foreach_current_index(lc)] = exprType(lfirst(lc));

    Candidate *cands;
    int nc = function_candidates(fc->funcname, nargs, &cands);
    Candidate *best = NULL;
    ResolveResult rr = RESOLVE_NONE;
    for (int j = 0; j < nc && !best; j++)
        if (memcmp(cands[j].args, in, sizeof(Oid) * (size_t)nargs) == 0)
            best = &cands[j], rr = RESOLVE_FOUND;
    if (best == NULL) {
        Node *cast = try_func_as_cast(pstate, fc, args);
        if (cast)
            return cast;
        rr = resolve(cands, nc, nargs, in, &best);
    }
    if (rr == RESOLVE_AMBIGUOUS)
        ereport(ERROR, errcode(ERRCODE_AMBIGUOUS_FUNCTION),
                errmsg("function %s is not unique", func_signature(fc->funcname, nargs, in, false)),
                errhint("Could not choose a best candidate function. You might need to add "
                        "explicit type casts."),
                errlocation(fc->location));
    if (rr == RESOLVE_NONE)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("function %s does not exist",
                       func_signature(fc->funcname, nargs, in, fc->agg_star)),
                errhint("No function matches the given name and argument types. You might need "
                        "to add explicit type casts."),
                errlocation(fc->location));

    const ProcInfo *p = best->info;
    const char *pname = bind_name_list_to_string(fc->funcname);
    if (p->prokind == PROKIND_AGGREGATE && nargs == 0 && !fc->agg_star && !fc->over)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("%s(*) must be used to call a parameterless aggregate function", pname),
                errlocation(fc->location));
    if (p->prokind != PROKIND_AGGREGATE && !fc->over) {
        const char *what = fc->agg_distinct ? "DISTINCT"
                           : fc->agg_order    ? "ORDER BY"
                           : fc->agg_filter   ? "FILTER"
                                              : NULL;
        if (fc->agg_star)
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("%s(*) specified, but %s is not an aggregate function", pname, pname),
                    errlocation(fc->location));
        if (what)
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("%s specified, but %s is not an aggregate function", what, pname),
                    errlocation(fc->location));
    }
    Oid declared[FUNC_MAX_ARGS];
    memcpy(declared, best->args, sizeof(Oid) * (size_t)nargs);
    Oid rettype = resolve_polymorphic(pstate, nargs, args, declared, p->rettype, fc->location);
    args = coerce_args(pstate, args, declared);
    if (fc->over)
        return bind_window_call(pstate, fc, p, args, rettype);
    if (p->prokind == PROKIND_AGGREGATE)
        return make_aggref(pstate, fc, p, args, declared, rettype);
    if (p->prokind == PROKIND_WINDOW)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("window function %s requires an OVER clause", pname),
                errlocation(fc->location));
    Node *call = bind_make_funcexpr(p->oid, rettype, args, COERCE_EXPLICIT_CALL, fc->location);
    if (p->proretset)
        bind_check_srf_placement(pstate, call, fc->location);
    return call;
}
