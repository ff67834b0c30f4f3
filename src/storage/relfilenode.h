/*
 * relfilenode.h: giving a relation a new, empty file inside the current transaction.
 *
 * TRUNCATE, VACUUM FULL and ALTER COLUMN TYPE never touch a relation's data in place: the relation
 * gets a new relfilenode (a new file), and its catalog entry a new version naming it. Until the
 * transaction ends both files exist; a commit removes the old one, an abort (or ROLLBACK TO a
 * savepoint taken before) removes the new one and the old entry comes back. The cost does not
 * depend on the size of the data.
 */
#ifndef BASALT_RELFILENODE_H
#define BASALT_RELFILENODE_H

#include "common/basalt.h"

/*
 * Give relid (a table, index or sequence with storage) a new empty file and return its number.
 * The file's creation is logged, so crash recovery knows it; the catalog row changes like an
 * ALTER TABLE. The caller holds AccessExclusiveLock on relid and fills the new file (an index
 * is built again, a sequence gets its first state).
 */
uint32 relfilenode_assign_new(Oid relid);

#endif /* BASALT_RELFILENODE_H */
