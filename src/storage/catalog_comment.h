/*
 * catalog_comment.h: COMMENT ON in the catalog: pg_description, with PostgreSQL's oid and
 * columns (objoid, classoid, objsubid, description).
 *
 * A comment is one row per object (objsubid a column number for a column, else 0), in a small
 * heap read by a scan in the current transaction, so COMMENT is transactional like all DDL.
 */
#ifndef BASALT_CATALOG_COMMENT_H
#define BASALT_CATALOG_COMMENT_H

#include "storage/heapam.h"

#define DescriptionRelationId 2609

/* Set (text not NULL) or remove the comment of (objoid, classoid, subid). */
void catalog_set_comment(Oid objoid, Oid classoid, int subid, const char *text);
/* The comment this transaction sees (palloc'd), or NULL. */
char *catalog_comment(Oid objoid, Oid classoid, int subid);
/* DROP: every comment of the object (its columns' too) goes; subid -1 means all of them. */
void catalog_drop_comments(Oid objoid, Oid classoid, int subid);

#endif
