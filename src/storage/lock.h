/*
 * lock.h: relation locks, held until the end of the transaction.
 *
 * Three modes are enough until the lock manager of the transactions issue: readers and writers
 * of rows share a relation (ACCESS SHARE / ROW EXCLUSIVE), DDL such as DROP TABLE excludes all.
 * Locks are owned by the calling thread's transaction and released all at once.
 */
#ifndef BASALT_LOCK_H
#define BASALT_LOCK_H

#include "common/basalt.h"

typedef enum LockMode {
    NoLock = 0,
    AccessShareLock,     /* SELECT */
    RowExclusiveLock,    /* INSERT, UPDATE, DELETE */
    AccessExclusiveLock, /* DROP, TRUNCATE, ALTER */
} LockMode;

void lock_relation(Oid relid, LockMode mode);
void lock_release_all(void); /* end of transaction, commit or abort */

#endif /* BASALT_LOCK_H */
