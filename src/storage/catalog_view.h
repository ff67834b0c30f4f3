/*
 * catalog_view.h: views in the catalog: pg_rewrite (a view's query) and pg_depend (what it
 * references), with PostgreSQL's oids and column names.
 *
 * A view is a pg_class row of relkind 'v' with its columns in pg_attribute and no file. Its
 * query is one pg_rewrite row named "_RETURN" whose ev_action is the query's SQL text (PG
 * keeps a node tree there; Basalt parses the text again wherever the view is used). Each
 * relation the query reads is a pg_depend row (classid pg_rewrite, objid the rule, refclassid
 * pg_class, refobjid the relation, deptype 'n'), which is what DROP ... RESTRICT checks; so is
 * each primary key whose columns the query's GROUP BY lets it select ungrouped (refclassid
 * pg_constraint, refobjid the key's index oid, which doubles as its constraint's), which
 * ALTER TABLE ... DROP CONSTRAINT checks. Both
 * are small heaps read by a scan in the current transaction, like pg_authid, so view DDL is
 * transactional without a cache.
 */
#ifndef BASALT_CATALOG_VIEW_H
#define BASALT_CATALOG_VIEW_H

#include "common/list.h"
#include "storage/heapam.h"

#define RewriteRelationId 2618
#define DependRelationId 2608

/* Create a view; refs is a List of the relation oids its query reads, constraints of the
 * primary keys it relies on (duplicates allowed). ERROR 42P07 if the name is taken. */
Oid catalog_create_view(const char *name, Oid nspoid, TupleDesc desc, const char *query,
                        List *refs, List *constraints, Oid owner);
/* CREATE OR REPLACE: new columns (desc holds the old ones first), query and references. The
 * caller holds AccessExclusiveLock on the view. */
void catalog_replace_view(Oid viewid, TupleDesc desc, const char *query, List *refs,
                          List *constraints);
/* The query text of a view this transaction sees (palloc'd), or NULL. */
char *catalog_view_query(Oid viewid);
/* The views whose query reads relid, as this transaction sees them (List of Oid, oid order). */
List *catalog_view_dependents(Oid relid);
/* The views whose query relies on the primary key conoid (its index oid), the same way. */
List *catalog_view_constraint_dependents(Oid conoid);
/* Delete a view's pg_rewrite and pg_depend rows (catalog_drop_relation does it). */
void catalog_view_forget(Oid viewid);

#endif /* BASALT_CATALOG_VIEW_H */
