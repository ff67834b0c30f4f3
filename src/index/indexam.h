/*
 * indexam.h: the index access-method interface, the only way the planner and executor use an
 * index.
 *
 * An access method (btree 403, brin 3580, as in PG's pg_am) is a table of callbacks, an
 * IndexAmRoutine, found by its oid or name. An open index (IndexRelation) carries its
 * pg_class row, its pg_index row and, per key column, the type's three-way comparison function
 * and the column's ordering (ASC/DESC, NULLS FIRST/LAST). Index entries name heap tuples by
 * tid and know nothing of visibility: whoever scans an index fetches each tid from the heap and
 * judges it (heap_fetch).
 *
 * Scan keys compare an index column with a constant of the column's type: strategy 1 <, 2 <=,
 * 3 =, 4 >=, 5 > (PG's btree strategy numbers), in the type's natural order whatever the
 * column's DESC option.
 */
#ifndef BASALT_INDEXAM_H
#define BASALT_INDEXAM_H

#include "executor/fmgr.h"
#include "storage/catalog.h"
#include "storage/heapam.h"
#include "index/tidbitmap.h"

typedef enum ScanDirection {
    BackwardScanDirection = -1,
    NoMovementScanDirection = 0,
    ForwardScanDirection = 1
} ScanDirection;

#define BTLessStrategyNumber 1
#define BTLessEqualStrategyNumber 2
#define BTEqualStrategyNumber 3
#define BTGreaterEqualStrategyNumber 4
#define BTGreaterStrategyNumber 5
/* Basalt's "col IS NULL" key (PG's SK_SEARCHNULL flag): matches NULL entries only, arg unused.
 * Only for access methods with amsearchnulls. */
#define BTIsNullStrategyNumber 6

typedef struct ScanKeyData {
    int attno;    /* index column, 1-based */
    int strategy; /* BT*StrategyNumber */
    Datum arg;    /* of the column's type */
    bool isnull;  /* a NULL argument: the key matches nothing */
} ScanKeyData;
typedef ScanKeyData *ScanKey;

/* One key column of an open index. */
typedef struct IndexKeyInfo {
    Oid typid;
    int16 typlen;
    bool typbyval;
    char typalign;
    Oid collation;
    PGFunction cmp;   /* three-way comparison (a, b) -> int4 */
    bool desc;        /* stored in descending order */
    bool nulls_first; /* NULLs before non-NULLs in the stored order */
} IndexKeyInfo;

typedef struct IndexAmRoutine IndexAmRoutine;

/*
 * How aminsert checks a unique index (PG's IndexUniqueCheck). The heap tuples of equal entries
 * are judged by heap_tuple_liveness: committed (or own) live rows conflict, dead ones do not.
 * UNIQUE_CHECK_YES: a transaction still inserting or deleting an equal row is waited for (its
 * end decides), then ERROR 23505 if a live duplicate remains. UNIQUE_CHECK_PARTIAL (INSERT ...
 * ON CONFLICT's speculative insert into an arbiter index): no wait and no error; a live or
 * in-progress duplicate makes aminsert return false without adding the entry, and the caller
 * takes its heap tuple back (heap_abort_speculative) and starts again.
 */
typedef enum IndexUniqueCheck {
    UNIQUE_CHECK_NO,
    UNIQUE_CHECK_YES,
    UNIQUE_CHECK_PARTIAL,
} IndexUniqueCheck;

/* One WITH (name = value) option of CREATE INDEX; value NULL for a bare name. */
typedef struct IndexOption {
    const char *name;
    const char *value;
} IndexOption;

typedef struct IndexRelationData {
    Relation rel; /* the index's own relation: relfilenode, key columns in rd_att */
    Oid heaprelid;
    IndexFormData form;
    const IndexAmRoutine *am;
    int nkeys; /* key columns: ordering, scan keys, uniqueness */
    int natts; /* stored columns: the nkeys key columns, then the INCLUDE columns (PG's
                * indnatts), whose keys[] entries have no comparison function (cmp NULL) */
    IndexKeyInfo keys[INDEX_MAX_KEYS];
    List *options; /* CREATE INDEX's WITH (IndexOption list), for ambuild; NIL otherwise */
    void *amcache;  /* the access method's own per-statement cache (palloc'd), or NULL */
    /* key expressions (pg_index.indexprs: the columns whose indkey is 0) and a partial
     * index's predicate (indpred), as SQL text; NULL if none. exprstate is their executable
     * form, made on first use in mcxt (the context index_open ran in). */
    char *indexprs;
    char *indpred;
    void *exprstate;
    MemoryContext mcxt;
} IndexRelationData;
typedef IndexRelationData *IndexRelation;

/*
 * Computing the entry of an index with expressions or a predicate (PG's FormIndexDatum and
 * its ExecQual of indpred) needs the binder and the expression evaluator, which sit above this
 * layer: the network layer installs this routine at server start (planner/index_exprs.c).
 * prepare makes the executable form of index->indexprs / indpred over the heap's columns;
 * compute fills values/isnull (every index column) from a deformed heap row and returns
 * false if the row fails the predicate (it has no entry). Values computed stay valid until
 * the next compute with the same state.
 */
typedef struct IndexExprRoutine {
    void *(*prepare)(IndexRelation index, TupleDesc heapdesc);
    bool (*compute)(void *state, const Datum *heapvalues, const bool *heapisnull, Datum *values,
                    bool *isnull);
    /* Do the expressions or the predicate read heap column attnum? */
    bool (*reads_column)(IndexRelation index, TupleDesc heapdesc, int attnum);
    /* The type of each expression column (cols[i] for indkey[i] 0) over heapdesc's columns. */
    void (*expr_types)(IndexRelation index, TupleDesc heapdesc, FormData_attribute *cols);
} IndexExprRoutine;
/* An expression column's attribute: name, type (its length, by-value and alignment), typmod,
 * collation. */
void index_fill_expr_column(FormData_attribute *a, const char *name, Oid typid, int32 typmod,
                            Oid collation);
extern const IndexExprRoutine *index_expr_routine;
/* Does the index read heap column attnum: as a key or INCLUDE column, or in an expression or
 * the predicate? (DROP COLUMN drops such indexes, ALTER COLUMN TYPE rebuilds them.) */
bool index_reads_column(Oid indexoid, TupleDesc heapdesc, int attnum);
/* Has the index expressions or a predicate reading column attnum? */
bool index_exprs_read_column(Oid indexoid, TupleDesc heapdesc, int attnum);
extern const IndexExprRoutine *index_expr_routine;

#define INDEX_MAX_SCAN_KEYS (INDEX_MAX_KEYS * 2)

/*
 * An index scan in progress. The access method keeps its state in opaque. An index-only scan
 * sets xs_want_itup before amrescan (only for methods with amcanreturn); amgettuple then also
 * fills xs_values / xs_isnull with the entry's key columns (by-reference values point into
 * the method's copy of the entry, valid until the next amgettuple).
 */
typedef struct IndexScanDescData {
    IndexRelation index;
    int nkeys;
    ScanKeyData keys[INDEX_MAX_SCAN_KEYS];
    ItemPointerData xs_heaptid; /* set by amgettuple */
    bool xs_want_itup;
    Datum xs_values[INDEX_MAX_KEYS];
    bool xs_isnull[INDEX_MAX_KEYS];
    void *opaque;
} IndexScanDescData;
typedef IndexScanDescData *IndexScanDesc;

typedef struct IndexBuildResult {
    double heap_tuples;
    double index_tuples;
} IndexBuildResult;

typedef struct IndexBulkDeleteResult {
    double num_index_tuples; /* left in the index */
    double tuples_removed;
    BlockNumber num_pages;
} IndexBulkDeleteResult;

/* Should the entry for this heap tid be removed? (VACUUM's dead-tuple test) */
typedef bool (*IndexBulkDeleteCallback)(ItemPointer heaptid, void *state);

/* What the planner knows when it asks for a cost; the access method fills in the outputs. */
typedef struct IndexCostInput {
    double heap_pages;
    double heap_tuples;
    double selectivity; /* fraction of the heap the index conditions select */
    double random_page_cost, cpu_index_tuple_cost, cpu_operator_cost;
    int nquals;
    double seq_page_cost;
    /* |correlation| of the first key column with the heap order, or -1 if the planner knows
     * none (the access method may estimate one itself) */
    double correlation;
} IndexCostInput;

typedef struct IndexCostOutput {
    double startup_cost;
    double total_cost; /* of reading the index alone: heap fetches are the planner's part */
    double index_pages;
    /* the share of the heap the index returns: in.selectivity unless the method is lossy
     * (BRIN returns whole page ranges); and the correlation the estimate used */
    double index_selectivity;
    double correlation;
} IndexCostOutput;

struct IndexAmRoutine {
    Oid amoid;
    const char *amname;
    /* properties, as PG's IndexAmRoutine */
    bool amcanorder; /* returns entries in key order */
    bool amcanbackward;
    bool amcanunique;
    bool amcanmulticol;
    bool amsearchnulls; /* IS NULL scan keys */
    bool amcaninclude;  /* INCLUDE columns */

    /* Fill a new, empty index from every live tuple of heap. */
    IndexBuildResult (*ambuild)(Relation heap, IndexRelation index);
    /* Add one entry, checked for a duplicate as check says (see IndexUniqueCheck); false only
     * for UNIQUE_CHECK_PARTIAL's conflict, when the entry was not added. */
    bool (*aminsert)(IndexRelation index, const Datum *values, const bool *isnull,
                     ItemPointer heaptid, Relation heap, IndexUniqueCheck check);
    IndexScanDesc (*ambeginscan)(IndexRelation index);
    void (*amrescan)(IndexScanDesc scan, const ScanKeyData *keys, int nkeys);
    /* Can amgettuple return the values of index column attno (1-based) for an index-only
     * scan (PG's amcanreturn)? NULL: no column. */
    bool (*amcanreturn)(IndexRelation index, int attno);
    /* Next matching entry in direction dir: false at the end; xs_heaptid set. */
    bool (*amgettuple)(IndexScanDesc scan, ScanDirection dir);
    /* Add every matching heap tid (or whole pages, lossy) to tbm; returns the number of
     * tuples added (an estimate for lossy methods, as PG's). NULL if unsupported. */
    int64 (*amgetbitmap)(IndexScanDesc scan, TIDBitmap *tbm);
    void (*amendscan)(IndexScanDesc scan);
    IndexBulkDeleteResult (*ambulkdelete)(IndexRelation index, IndexBulkDeleteCallback cb,
                                          void *state);
    /* After every VACUUM of heap, whether or not it removed rows (NULL: nothing to do). */
    void (*amvacuumcleanup)(IndexRelation index, Relation heap);
    /* Does the method have a default operator class for the type? (NULL: any type with a
     * three-way comparison) */
    bool (*amhasopclass)(Oid typid);
    void (*amcostestimate)(IndexRelation index, const IndexCostInput *in, IndexCostOutput *out);
    /* Is name = value a valid WITH option of this method? value may be NULL ("name" alone).
     * Returns NULL if fine, else a palloc'd error message (SQLSTATE 22023), with the detail after
     * a newline if there is one. */
    char *(*amoptions)(const char *name, const char *value);
    /* The WITH options an existing index keeps (an IndexOption list), so that building it
     * again in a new file (index_rebuild) keeps them; NULL: the method keeps none. */
    List *(*amgetoptions)(IndexRelation index);
    /* The name of a subphase of ambuild that it reports to pg_stat_progress_create_index
     * (PG's ambuildphasename); NULL for an unknown one, or no callback: the method has none. */
    const char *(*ambuildphasename)(int64 phase);
};

/* Access methods by pg_am oid or name; NULL if there is none. */
const IndexAmRoutine *index_am_by_oid(Oid amoid);
const IndexAmRoutine *index_am_by_name(const char *amname);

/* Open an index (its lock held to end of transaction) with its key comparison info. */
IndexRelation index_open(Oid indexoid, LockMode mode);
void index_close(IndexRelation index);

/* The values of a heap tuple for an index, key and INCLUDE columns (heap attribute numbers
 * in form.indkey, expressions computed); false if the tuple fails a partial index's predicate
 * (it has no entry in the index). */
/* pg_index.indexprs split into one palloc'd text per expression column (NIL for NULL). */
List *index_expr_texts(const char *indexprs);
bool index_form_keys(IndexRelation index, HeapTuple tup, TupleDesc heapdesc, Datum *values,
                     bool *isnull);
/* Open every index of heap (RowExclusiveLock) for a statement that adds rows; *n receives
 * their number (the array is NULL when there is none). */
IndexRelation *index_open_all(Relation heap, int *n);
/* Insert the entries of one new heap tuple version into those indexes (INSERT, UPDATE). */
void index_insert_tuple(IndexRelation *indexes, int n, Relation heap, HeapTuple tup);
/*
 * The same for a speculative insert (INSERT ... ON CONFLICT): the indexes with arbiter[i] set
 * are checked with UNIQUE_CHECK_PARTIAL; false (and the remaining entries not added) if one of
 * them has a duplicate, live or in progress: the caller takes the tuple back.
 */
bool index_insert_tuple_speculative(IndexRelation *indexes, int n, Relation heap, HeapTuple tup,
                                    const bool *arbiter);
/*
 * ON CONFLICT's check before inserting (PG's check_exclusion_or_unique_constraint): is there a
 * live row in heap with these key values in the unique index? A transaction still inserting or
 * deleting an equal row is waited for first. True with *conflict = its tid; false if none (a
 * NULL key value never conflicts).
 */
bool index_find_conflict(IndexRelation index, Relation heap, const Datum *values,
                         const bool *isnull, ItemPointer conflict);
void index_close_all(IndexRelation *indexes, int n);

/*
 * CREATE INDEX: catalog rows (relkind 'i', pg_index) and the bulk build over heap's rows;
 * attnums are heap column numbers, nkeys key columns then nincluded INCLUDE columns (stored,
 * never compared), options INDOPTION_* bits per key (NULL: all ASC). The
 * caller holds heap locked exclusively. ERROR 42P07 if the name is taken, 23505 if a unique
 * index finds duplicates.
 */
typedef struct IndexExprDef {
    const char *indexprs; /* pg_index.indexprs text, or NULL */
    const char *indpred;  /* pg_index.indpred text, or NULL */
    /* per index column whose attnum is 0: the column (name, type, typmod, collation) */
    const FormData_attribute *exprcols[INDEX_MAX_KEYS];
} IndexExprDef;
/* exprs (NULL: none): the expression columns (attnums 0) and the predicate. */
Oid index_create(Relation heap, const char *name, Oid nspoid, Oid amoid, int nkeys, int nincluded,
                 const int16 *attnums, const int16 *options, bool unique, bool primary, List *with,
                 const IndexExprDef *exprs);

/*
 * TRUNCATE and VACUUM FULL: the index gets a new, empty file (storage/relfilenode.h) and its
 * access method builds it again over heap's rows, as CREATE INDEX did, with the options the
 * index kept. The caller holds heap locked exclusively and has given it its new file first.
 */
void index_rebuild(Relation heap, Oid indexoid);
/* ALTER COLUMN TYPE: the index's key columns take the types and collations heap's columns have
 * now (42704 without a default operator class), then it is built again as by index_rebuild. */
void index_rebuild_retyped(Relation heap, Oid indexoid);

/* Compare two non-NULL values of a key column in the type's natural order: -1, 0, 1. */
int index_cmp_datum(const IndexKeyInfo *k, Datum a, Datum b);
/* Key values laid out in an index entry (B-tree items, BRIN summaries): each value aligned by
 * its type's alignment, by-value ones as their bytes, others copied whole. */
size_t index_align_for(char typalign, size_t off);
size_t index_value_size(const IndexKeyInfo *k, Datum v);
void index_store_value(char *dst, const IndexKeyInfo *k, Datum v);
Datum index_fetch_value(const char *src, const IndexKeyInfo *k); /* by-reference: points in */

/* "(a, b)=(1, 2)": the key text of 23505's detail. */
char *index_key_detail(IndexRelation index, const Datum *values, const bool *isnull);

#endif /* BASALT_INDEXAM_H */
