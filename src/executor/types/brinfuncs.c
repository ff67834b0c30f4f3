/*
 * brinfuncs.c: the SQL functions that maintain BRIN summaries by hand:
 * brin_summarize_new_values(regclass), brin_summarize_range(regclass, bigint) and
 * brin_desummarize_range(regclass, bigint), with PG's checks and messages.
 *
 * The one idea: the table is locked as VACUUM locks it (SHARE UPDATE EXCLUSIVE: rows may still
 * be added meanwhile, summaries cope through placeholders), then the index; the work itself is
 * the access method's (index/brin.c).
 */
#include "executor/types/types_internal.h"
#include "index/brin.h"
#include "storage/catalog.h"

#define ALL_RANGES ((int64)0xFFFFFFFF) /* brin_summarize_range: every range */
#define MAX_BLOCK ((int64)0xFFFFFFFE)

/* The BRIN index named by oid, with its table locked; ERROR 42809 if it is not one. */
static IndexRelation open_brin(Oid indexoid, Relation *heap)
{
    IndexFormData form;
    char name[NAMEDATALEN];
    Oid nsp;
    if (!catalog_relation_name(indexoid, name, &nsp))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("could not open relation with OID %u", indexoid));
    if (!catalog_index_form(indexoid, &form))
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not an index", name));
    if (form.relam != BRIN_AM_OID)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not a BRIN index", name));
    *heap = relation_open(form.indrelid, ShareUpdateExclusiveLock);
    return index_open(indexoid, ShareUpdateExclusiveLock);
}

static void close_brin(IndexRelation ir, Relation heap)
{
    index_close(ir);
    relation_close(heap);
}

static void check_block(int64 blk, int64 max)
{
    if (blk < 0 || blk > max)
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("block number out of range: %lld", (long long)blk));
}

static Datum brin_summarize_new_values(PG_FUNCTION_ARGS)
{
    Relation heap;
    IndexRelation ir = open_brin(PG_GETARG_OID(0), &heap);
    int n = brin_summarize_new(ir, heap, true);
    close_brin(ir, heap);
    PG_RETURN_INT32(n);
}

static Datum brin_summarize_range(PG_FUNCTION_ARGS)
{
    int64 blk = PG_GETARG_INT64(1);
    check_block(blk, ALL_RANGES);
    Relation heap;
    IndexRelation ir = open_brin(PG_GETARG_OID(0), &heap);
    int n = blk == ALL_RANGES ? brin_summarize_new(ir, heap, true)
                              : brin_summarize_block(ir, heap, (BlockNumber)blk);
    close_brin(ir, heap);
    PG_RETURN_INT32(n);
}

static Datum brin_desummarize_range(PG_FUNCTION_ARGS)
{
    int64 blk = PG_GETARG_INT64(1);
    check_block(blk, MAX_BLOCK);
    Relation heap;
    IndexRelation ir = open_brin(PG_GETARG_OID(0), &heap);
    brin_desummarize_block(ir, heap, (BlockNumber)blk);
    close_brin(ir, heap);
    PG_RETURN_DATUM((Datum)0);
}

/* The void pseudo-type of functions that return nothing: shown as an empty string, as PG. */
static Datum void_in(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    PG_RETURN_DATUM((Datum)0);
}

static Datum void_out(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    PG_RETURN_CSTRING(pstrdup(""));
}

static const TypeInfo void_types[] = {
    {VOIDOID, "void", 4, true, 'i', TYPCATEGORY_PSEUDOTYPE, false, 0, 0, void_in, void_out, NULL,
     NULL, NULL, NULL},
};

static const ProcInfo brin_procs[] = {
    {3952, "brin_summarize_new_values", 'f', 'v', true, false, 1, INT4OID, {REGCLASSOID}, 0,
     brin_summarize_new_values},
    {3999, "brin_summarize_range", 'f', 'v', true, false, 2, INT4OID, {REGCLASSOID, INT8OID}, 0,
     brin_summarize_range},
    {4014, "brin_desummarize_range", 'f', 'v', true, false, 2, VOIDOID, {REGCLASSOID, INT8OID},
     0, brin_desummarize_range},
};

const TypesFamily types_family_brin = {
    "brin", TYPES_ROWS(void_types), TYPES_NO_ROWS, TYPES_ROWS(brin_procs), TYPES_NO_ROWS,
    TYPES_NO_ROWS, TYPES_NO_ROWS,
};
