/*
 * catalog_attrdef.h: column defaults in the catalog: pg_attrdef, with PostgreSQL's oid and
 * column names.
 *
 * A default is one pg_attrdef row (adrelid, adnum) whose adbin is the bound expression as SQL
 * text, as PG's ruleutils prints it (PG keeps a node tree; Basalt parses the text again where
 * an INSERT or UPDATE needs the value). pg_attribute.atthasdef says a row exists. The heap is
 * small and read by a scan in the current transaction, so default DDL is transactional.
 */
#ifndef BASALT_CATALOG_ATTRDEF_H
#define BASALT_CATALOG_ATTRDEF_H

#include "storage/heapam.h"

#define AttrDefaultRelationId 2604

/* Set (text not NULL) or remove the default of column attnum of relid. The caller holds
 * AccessExclusiveLock on relid (or created it) and keeps atthasdef in step. */
void catalog_set_column_default(Oid relid, int attnum, const char *text);
/* The default's SQL text this transaction sees (palloc'd), or NULL. */
char *catalog_column_default(Oid relid, int attnum);
/* DROP TABLE: every default of relid goes. */
void catalog_drop_column_defaults(Oid relid);

#endif
