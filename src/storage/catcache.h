/*
 * catcache.h: the in-memory catalog cache, shared by all threads.
 *
 * Every namespace and relation of the catalog heaps has one entry here, found by oid or by
 * (namespace, name). Entries carry the xid that created and the xid that dropped them, and are
 * judged like tuples: a CREATE is seen only by its own transaction until it commits, a DROP
 * hides the relation from its own transaction at once and from the others once it commits.
 * catcache_xact_end() then frees what can no longer be seen, so an aborted CREATE leaves no
 * trace. One rwlock guards the whole cache: callers take it with catcache_lock_*.
 */
#ifndef BASALT_CATCACHE_H
#define BASALT_CATCACHE_H

#include "common/list.h"

#include "storage/heapam.h"
#include "storage/xact.h"

typedef struct CatRelEntry {
    Oid oid;
    char relname[NAMEDATALEN];
    Oid relnamespace;
    char relkind;
    char relpersistence;
    uint32 relfilenode;
    TupleDesc desc;            /* malloc'd, owned by the entry */
    TransactionId xmin, xmax;  /* creating / dropping xid; 0 = settled */
    ItemPointerData class_tid; /* its pg_class row (ip_blkid Invalid for bootstrap entries) */
    ItemPointerData *att_tids; /* its pg_attribute rows, desc->natts of them */
    Oid relam;                 /* access method of an index, else 0 */
    int16 relchecks;           /* pg_class.relchecks: its CHECK constraints (catalog_constraint.h) */
    bool relhastriggers;       /* pg_class.relhastriggers: it has or is referenced by a foreign
                                * key, now or once */
    bool relrowsecurity;       /* pg_class.relrowsecurity: ENABLE ROW LEVEL SECURITY */
    bool relforcerowsecurity;  /* pg_class.relforcerowsecurity: FORCE ROW LEVEL SECURITY */
    Oid relowner;              /* pg_class.relowner */
    varlena *relacl;           /* pg_class.relacl (aclitem[]), malloc'd; NULL: the default */
    char *relpartbound;        /* pg_class.relpartbound of a partition ("FOR VALUES ..."),
                                * malloc'd; NULL: not a partition (relispartition false) */
    struct IndexFormData *index; /* malloc'd pg_index row of an index, else NULL */
    ItemPointerData index_tid; /* where that pg_index row is */
    int32 relpages;            /* pg_class.relpages, reltuples, relallvisible: what the last */
    float reltuples;           /* VACUUM or ANALYZE saw (catalog_set_relstats); -1 tuples: */
    int32 relallvisible;       /* never counted */
    struct CatRelEntry *next_by_oid, *next_by_name;
} CatRelEntry;

void catcache_init(void);
/* catalog_generation(): bumped by DDL (xact_note_catalog_change) and by the end of a
 * transaction that changed entries (catcache_xact_end). */
uint64 catcache_generation(void);
void catcache_bump_generation(void);
void catcache_reset(void); /* free everything (storage_shutdown) */

void catcache_lock_read(void);
void catcache_lock_write(void);
void catcache_unlock(void);

/* With the lock held: the entry visible to this thread's transaction, or NULL. */
CatRelEntry *catcache_rel_by_oid(Oid oid);
CatRelEntry *catcache_rel_by_name(Oid nspoid, const char *relname);
/* With the lock held: would a new relation of this name collide with a live one? */
bool catcache_name_taken(Oid nspoid, const char *relname);
bool catcache_oid_taken(Oid oid);
/* With the lock held: does any entry, visible or not, keep its data in this file? */
bool catcache_relfilenode_taken(uint32 relfilenode);
/* With the lock held: up to max oids of the visible indexes of relid (any order); returns how
 * many there are (may exceed max). */
int catcache_rel_indexes(Oid relid, Oid *out, int max);
/* Files of the UNLOGGED relations (crash recovery empties them); returns the count. */
int catcache_unlogged_relfilenodes(uint32 *out, int max);
/* Every table (relkind 'r') this session can see: fills up to max oids, returns the count. */
int catcache_table_oids(Oid *out, int max);

/* A new entry (malloc'd, not yet in the cache; NULL if out of memory). */
CatRelEntry *catcache_new_rel(int natts);
void catcache_free_rel(CatRelEntry *e);
void catcache_add_rel(CatRelEntry *e); /* write lock held */

/*
 * Namespaces: few, with the relations' visibility (xmin creating, xmax dropping xid). An entry
 * is never moved or freed while the server runs (a dropped one is only marked dead), so the
 * name pointers handed out stay valid. tid: where its pg_namespace row is.
 */
void catcache_add_namespace(Oid oid, const char *name, TransactionId xmin, ItemPointerData tid);
Oid catcache_namespace_oid(const char *name);
const char *catcache_namespace_name(Oid oid);
/* The namespace's row, and its drop by xid (false if oid is not visible). */
bool catcache_namespace_tid(Oid oid, ItemPointerData *tid);
void catcache_drop_namespace(Oid oid, TransactionId xmax);
/* The visible relations of a namespace other than indexes, in oid order (List of Oid). */
List *catcache_namespace_relations(Oid nspoid);
List *catcache_namespaces(void); /* the oids of the visible namespaces, in order */

/* End of a transaction that changed the catalog: settle or discard its entries. */
void catcache_xact_end(TransactionId xid, bool committed);

#endif /* BASALT_CATCACHE_H */
