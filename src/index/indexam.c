/*
 * indexam.c: the access-method registry and what every access method shares: opening an
 * index with its key comparison functions, computing an index's key values from a heap tuple,
 * maintaining all of a table's indexes when rows are added, and the text of key details.
 *
 * The one idea: an IndexRelation is a private copy made once per statement (relation copy,
 * pg_index row, comparison functions looked up by type), so an access method's hot paths never
 * touch the catalog.
 */
#include "index/indexam.h"

#include <stdio.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "executor/builtins.h"
#include "index/brin.h"
#include "index/btree.h"

static const IndexAmRoutine *const access_methods[] = {&btree_am_routine, &brin_am_routine};

const IndexAmRoutine *index_am_by_oid(Oid amoid)
{
    for (size_t i = 0; i < lengthof(access_methods); i++)
        if (access_methods[i]->amoid == amoid)
            return access_methods[i];
    return NULL;
}

const IndexAmRoutine *index_am_by_name(const char *amname)
{
    for (size_t i = 0; i < lengthof(access_methods); i++)
        if (strcmp(access_methods[i]->amname, amname) == 0)
            return access_methods[i];
    return NULL;
}

/* The comparison function of one key column; ERROR if the type has none. */
/* An INCLUDE column (is_key false) is only stored: it needs no comparison function. */
static void key_info_fill(IndexKeyInfo *k, Form_attribute att, int16 option, const char *amname,
                          bool is_key)
{
    const TypeInfo *t = type_by_oid(att->atttypid);
    Oid procoid = is_key ? type_cmp_proc(att->atttypid) : InvalidOid;
    const ProcInfo *p = procoid ? proc_by_oid(procoid) : NULL;
    if (is_key && (t == NULL || p == NULL || p->fn == NULL))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("data type %s has no default operator class for access method \"%s\"",
                       t ? t->typname : "?", amname),
                errhint("You must specify an operator class for the index or define a default "
                        "operator class for the data type."));
    k->typid = att->atttypid;
    k->typlen = att->attlen;
    k->typbyval = att->attbyval;
    k->typalign = att->attalign;
    /* the column's collation ("default" compares by bytes, as C); non-text keys have none */
    k->collation = OidIsValid(att->attcollation) ? att->attcollation : C_COLLATION_OID;
    k->cmp = p ? p->fn : NULL;
    k->desc = (option & INDOPTION_DESC) != 0;
    k->nulls_first = (option & INDOPTION_NULLS_FIRST) != 0;
}

IndexRelation index_open(Oid indexoid, LockMode mode)
{
    IndexRelation ir = palloc0(sizeof(IndexRelationData));
    ir->rel = relation_open(indexoid, mode);
    if (ir->rel->relkind != RELKIND_INDEX || !catalog_index_form(indexoid, &ir->form))
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not an index", ir->rel->relname));
    ir->heaprelid = ir->form.indrelid;
    ir->am = index_am_by_oid(ir->form.relam);
    if (ir->am == NULL)
        elog(ERROR, "index \"%s\" has unknown access method %u", ir->rel->relname,
             ir->form.relam);
    ir->nkeys = ir->form.indnkeyatts;
    ir->natts = ir->form.indnatts;
    if (NEVER(ir->natts != ir->rel->rd_att->natts || ir->nkeys > ir->natts))
        elog(ERROR, "index \"%s\" has inconsistent key columns", ir->rel->relname);
    for (int i = 0; i < ir->natts; i++)
        key_info_fill(&ir->keys[i], TupleDescAttr(ir->rel->rd_att, i),
                      i < ir->nkeys ? ir->form.indoption[i] : 0, ir->am->amname, i < ir->nkeys);
    ir->mcxt = CurrentMemoryContext;
    if (ir->form.hasexprs || ir->form.haspred)
        catalog_index_exprs(indexoid, &ir->indexprs, &ir->indpred);
    return ir;
}

void index_close(IndexRelation index)
{
    if (index) {
        relation_close(index->rel);
        pfree(index);
    }
}

const IndexExprRoutine *index_expr_routine;

/* The executable form of the index's expressions and predicate, made once per open index. */
static void *index_expr_state(IndexRelation index, TupleDesc heapdesc)
{
    if (index->exprstate == NULL) {
        if (index_expr_routine == NULL)
            elog(ERROR, "index \"%s\" has expressions, which cannot be computed here",
                 index->rel->relname);
        MemoryContext old = mcxt_switch_to(index->mcxt);
        index->exprstate = index_expr_routine->prepare(index, heapdesc);
        mcxt_switch_to(old);
    }
    return index->exprstate;
}

void index_fill_expr_column(FormData_attribute *a, const char *name, Oid typid, int32 typmod,
                            Oid collation)
{
    memset(a, 0, sizeof(*a));
    snprintf(a->attname, sizeof(a->attname), "%s", name);
    a->atttypid = typid;
    a->atttypmod = typmod;
    a->attcollation = collation;
    const TypeInfo *t = type_by_oid(typid);
    if (t) {
        a->attlen = t->typlen;
        a->attbyval = t->typbyval;
        a->attalign = t->typalign;
    }
}

bool index_exprs_read_column(Oid indexoid, TupleDesc heapdesc, int attnum)
{
    IndexFormData f;
    if (!catalog_index_form(indexoid, &f) || (!f.hasexprs && !f.haspred))
        return false;
    IndexRelation ir = index_open(indexoid, AccessShareLock);
    if (index_expr_routine == NULL)
        elog(ERROR, "index \"%s\" has expressions, which cannot be read here", ir->rel->relname);
    bool reads = index_expr_routine->reads_column(ir, heapdesc, attnum);
    index_close(ir);
    return reads;
}

bool index_reads_column(Oid indexoid, TupleDesc heapdesc, int attnum)
{
    IndexFormData f;
    if (!catalog_index_form(indexoid, &f))
        return false;
    for (int k = 0; k < f.indnatts; k++)
        if (f.indkey[k] == attnum)
            return true;
    return index_exprs_read_column(indexoid, heapdesc, attnum);
}

bool index_form_keys(IndexRelation index, HeapTuple tup, TupleDesc heapdesc, Datum *values,
                     bool *isnull)
{
    int natts = heapdesc->natts;
    Datum *hv = palloc((size_t)Max(natts, 1) * sizeof(Datum));
    bool *hn = palloc((size_t)Max(natts, 1) * sizeof(bool));
    heap_deform_tuple(tup, heapdesc, hv, hn);
    bool included = true;
    if (index->indexprs || index->indpred)
        included = index_expr_routine->compute(index_expr_state(index, heapdesc), hv, hn,
                                               values, isnull);
    else
        for (int i = 0; i < index->natts; i++) {
            int attno = index->form.indkey[i];
            bool ok = attno >= 1 && attno <= natts;
            values[i] = ok ? hv[attno - 1] : (Datum)0;
            isnull[i] = ok ? hn[attno - 1] : true;
        }
    pfree(hv);
    pfree(hn);
    return included;
}

IndexRelation *index_open_all(Relation heap, int *n)
{
    /* a partitioned table's indexes have no entries to keep: its partitions' indexes do */
    List *oids = heap->relkind == RELKIND_PARTITIONED_TABLE ? NIL
                                                            : catalog_relation_indexes(heap->rd_id);
    *n = list_length(oids);
    if (*n == 0)
        return NULL;
    IndexRelation *out = palloc(sizeof(IndexRelation) * (size_t)*n);
    ListCell *lc;
    foreach (lc, oids)
        out[foreach_current_index(lc)] = index_open(lfirst_oid(lc), RowExclusiveLock);
    list_free(oids);
    return out;
}

bool index_insert_tuple_speculative(IndexRelation *indexes, int n, Relation heap, HeapTuple tup,
                                    const bool *arbiter)
{
    Datum values[INDEX_MAX_KEYS];
    bool isnull[INDEX_MAX_KEYS];
    if (tup->t_self.ip_blkid == InvalidBlockNumber)
        return true; /* the update did not happen (row already gone) */
    for (int i = 0; i < n; i++) {
        IndexRelation ir = indexes[i];
        IndexUniqueCheck check = !ir->form.indisunique     ? UNIQUE_CHECK_NO
                                 : arbiter && arbiter[i] ? UNIQUE_CHECK_PARTIAL
                                                         : UNIQUE_CHECK_YES;
        if (!index_form_keys(ir, tup, heap->rd_att, values, isnull))
            continue; /* not in this partial index */
        if (!ir->am->aminsert(ir, values, isnull, &tup->t_self, heap, check))
            return false;
    }
    return true;
}

void index_insert_tuple(IndexRelation *indexes, int n, Relation heap, HeapTuple tup)
{
    (void)index_insert_tuple_speculative(indexes, n, heap, tup, NULL);
}

bool index_find_conflict(IndexRelation index, Relation heap, const Datum *values,
                         const bool *isnull, ItemPointer conflict)
{
    ScanKeyData keys[INDEX_MAX_KEYS];
    for (int i = 0; i < index->nkeys; i++) {
        if (isnull[i])
            return false; /* NULLs are distinct */
        keys[i].attno = i + 1;
        keys[i].strategy = BTEqualStrategyNumber;
        keys[i].arg = values[i];
        keys[i].isnull = false;
    }
    for (;;) {
        IndexScanDesc scan = index->am->ambeginscan(index);
        index->am->amrescan(scan, keys, index->nkeys);
        TransactionId wait = InvalidTransactionId;
        ItemPointerData waittid = {0, 0};
        bool found = false;
        while (!found && index->am->amgettuple(scan, ForwardScanDirection)) {
            ItemPointerData tid = scan->xs_heaptid;
            TransactionId xw;
            switch (heap_tuple_liveness(heap, &tid, &xw)) {
            case HEAP_TUPLE_LIVE:
                *conflict = tid;
                found = true;
                break;
            case HEAP_TUPLE_INSERT_IN_PROGRESS:
            case HEAP_TUPLE_DELETE_IN_PROGRESS:
                if (wait == InvalidTransactionId) {
                    wait = xw;
                    waittid = tid;
                }
                break;
            case HEAP_TUPLE_DEAD:
                break;
            }
        }
        index->am->amendscan(scan);
        if (found)
            return true;
        if (wait == InvalidTransactionId)
            return false;
        /* its outcome decides whether the row conflicts: wait, then look again */
        lock_wait_xid(wait, "inserting index", waittid.ip_blkid, waittid.ip_posid,
                      heap->relname);
    }
}

void index_close_all(IndexRelation *indexes, int n)
{
    for (int i = 0; i < n; i++)
        index_close(indexes[i]);
    if (indexes)
        pfree(indexes);
}

int index_cmp_datum(const IndexKeyInfo *k, Datum a, Datum b)
{
    int32 c = DatumGetInt32(DirectFunctionCall2Coll(k->cmp, k->collation, a, b));
    return c < 0 ? -1 : c > 0 ? 1 : 0;
}

List *index_expr_texts(const char *indexprs)
{
    List *out = NIL;
    const char *start = indexprs;
    int depth = 0;
    char quote = 0;
    for (const char *p = indexprs; p && *p; p++) {
        if (quote) {
            if (*p == quote && p[1] == quote)
                p++;
            else if (*p == quote)
                quote = 0;
        } else if (*p == '\'' || *p == '"')
            quote = *p;
        else if (*p == '(' || *p == '[')
            depth++;
        else if (*p == ')' || *p == ']')
            depth--;
        else if (*p == ',' && depth == 0) {
            out = lappend(out, pnstrdup(start, (size_t)(p - start)));
            start = p + 1;
            while (*start == ' ')
                start++;
        }
    }
    if (indexprs && *start)
        out = lappend(out, pstrdup(start));
    return out;
}

char *index_key_detail(IndexRelation index, const Datum *values, const bool *isnull)
{
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoString(&buf, "(");
    List *exprs = index_expr_texts(index->indexprs);
    int nexpr = 0;
    for (int i = 0; i < index->nkeys; i++) {
        const char *name = TupleDescAttr(index->rel->rd_att, i)->attname;
        if (index->form.indkey[i] == 0 && nexpr < list_length(exprs))
            name = list_nth(exprs, nexpr++); /* PG's pg_get_indexdef_columns */
        appendStringInfo(&buf, "%s%s", i ? ", " : "", name);
    }
    appendStringInfoString(&buf, ")=(");
    for (int i = 0; i < index->nkeys; i++)
        appendStringInfo(&buf, "%s%s", i ? ", " : "",
                         isnull[i] ? "null"
                                   : type_output_cstring(index->keys[i].typid, values[i]));
    appendStringInfoString(&buf, ")");
    return buf.data;
}

/* ---------------------------------------------------------------- entry layout */

size_t index_align_for(char a, size_t off)
{
    switch (a) {
    case 's': return TYPEALIGN(2, off);
    case 'i': return TYPEALIGN(4, off);
    case 'd': return TYPEALIGN(8, off);
    default: return off;
    }
}

size_t index_value_size(const IndexKeyInfo *k, Datum v)
{
    if (k->typlen > 0)
        return (size_t)k->typlen;
    if (k->typlen == -1)
        return VARSIZE(DatumGetPointer(v));
    return strlen(DatumGetCString(v)) + 1;
}

void index_store_value(char *dst, const IndexKeyInfo *k, Datum v)
{
    if (!k->typbyval) {
        memcpy(dst, DatumGetPointer(v), index_value_size(k, v));
        return;
    }
    switch (k->typlen) {
    case 1: *(uint8 *)dst = (uint8)v; break;
    case 2: { int16 x = DatumGetInt16(v); memcpy(dst, &x, 2); break; }
    case 4: { int32 x = DatumGetInt32(v); memcpy(dst, &x, 4); break; }
    default: { int64 x = DatumGetInt64(v); memcpy(dst, &x, 8); break; }
    }
}

Datum index_fetch_value(const char *src, const IndexKeyInfo *k)
{
    if (!k->typbyval)
        return PointerGetDatum(src);
    switch (k->typlen) {
    case 1: return (Datum)*(const uint8 *)src;
    case 2: { int16 x; memcpy(&x, src, 2); return Int16GetDatum(x); }
    case 4: { int32 x; memcpy(&x, src, 4); return Int32GetDatum(x); }
    default: { int64 x; memcpy(&x, src, 8); return Int64GetDatum(x); }
    }
}
