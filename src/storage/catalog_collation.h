/*
 * catalog_collation.h: pg_collation (3456), the collations SQL can name.
 *
 * Rows have PostgreSQL 15's columns. initdb writes "default", "C", "POSIX", "ucs_basic",
 * "C.utf8" and one ICU collation per locale ICU provides, named as PostgreSQL's initdb names
 * them ("<BCP 47 tag>-x-icu", "und-x-icu" for the root locale). CREATE and DROP COLLATION add
 * and remove rows transactionally; lookups scan the heap in the current transaction, so MVCC
 * decides what a session sees. Collation oids are never reused, so a row found once describes
 * its oid for ever (the executor caches opened collators by oid).
 */
#ifndef BASALT_CATALOG_COLLATION_H
#define BASALT_CATALOG_COLLATION_H

#include "storage/heapam.h"

#define CollationRelationId 3456

#define COLLPROVIDER_DEFAULT 'd'
#define COLLPROVIDER_LIBC 'c'
#define COLLPROVIDER_ICU 'i'

typedef struct CollationRow {
    Oid oid;
    char name[NAMEDATALEN];
    Oid nspoid;
    Oid owner;
    char provider;       /* COLLPROVIDER_* */
    bool deterministic;
    int32 encoding;      /* -1: any; 6: UTF8 */
    char collate[64];    /* libc: lc_collate; "" if NULL */
    char ctype[64];
    char iculocale[64];  /* ICU: the locale (a language tag); "" if NULL */
    char version[32];    /* "" if NULL */
    ItemPointerData tid;
} CollationRow;

/* The row this transaction sees with that oid, or with that name in namespace nspoid. */
bool catalog_collation_by_oid(Oid oid, CollationRow *out);
bool catalog_collation_by_name(Oid nspoid, const char *name, CollationRow *out);
/* Insert a row (a new oid is assigned and returned). The caller checked the name is free. */
Oid catalog_collation_insert(CollationRow *row);
void catalog_collation_delete(const CollationRow *row);
/* CREATE/DROP COLLATION take this lock first, so two of them do not interleave. */
void catalog_collation_lock(void);
/* A column of a table this session sees whose collation is collid (DROP COLLATION's
 * dependency check): its table and column names; false if none. */
bool catalog_collation_first_user(Oid collid, char *relname, char *attname);
/* The ICU collator version of a locale ("153.120"); false if ICU cannot open it. */
bool catalog_collation_icu_version(const char *locale, char *buf, size_t size);
/* initdb: the built-in and ICU rows (inside a transaction). */
void catalog_collation_bootstrap(void);

#endif /* BASALT_CATALOG_COLLATION_H */
