/*
 * catalog_policy.h: row-level security policies in the catalog: pg_policy (3256), with
 * PostgreSQL's columns (oid, polname, polrelid, polcmd, polpermissive, polroles, polqual,
 * polwithcheck).
 *
 * A policy is one row per (table, name). polcmd is '*' (ALL), 'r' SELECT, 'a' INSERT,
 * 'w' UPDATE or 'd' DELETE; polroles an oid[] whose {0} means PUBLIC; polqual (USING) and
 * polwithcheck (WITH CHECK) the bound expressions as SQL text, like a CHECK constraint's conbin
 * (PG keeps node trees). Like pg_attrdef it is a small heap scanned in the current transaction,
 * so policy DDL is MVCC-visible and rolls back. Whether a policy applies to a query is the
 * planner's business (planner/rowsecurity.c).
 */
#ifndef BASALT_CATALOG_POLICY_H
#define BASALT_CATALOG_POLICY_H

#include "common/list.h"
#include "storage/heapam.h"

#define PolicyRelationId 3256

typedef struct PolicyRow {
    Oid oid;
    char polname[NAMEDATALEN];
    Oid polrelid;
    char polcmd;        /* '*', 'r', 'a', 'w', 'd' */
    bool polpermissive; /* false: AS RESTRICTIVE */
    int nroles;
    Oid *roles;          /* palloc'd; {0} (InvalidOid): PUBLIC */
    char *qual;          /* USING, or NULL */
    char *withcheck;     /* WITH CHECK, or NULL */
    ItemPointerData tid; /* where the row is */
} PolicyRow;

/* The policies of relid, sorted by name (a List of palloc'd PolicyRow). */
List *catalog_relation_policies(Oid relid);
/* The policy name of relid, if there is one. */
bool catalog_policy_find(Oid relid, const char *name, PolicyRow *out);
/* Every policy this transaction sees (DROP ROLE's dependency check). */
List *catalog_all_policies(void);
/* CREATE POLICY (oid assigned here, returned); ALTER POLICY rewrites the row at row->tid;
 * DROP POLICY deletes it. */
Oid catalog_create_policy(PolicyRow *row);
void catalog_update_policy(const PolicyRow *row);
void catalog_drop_policy(const PolicyRow *row);
/* DROP TABLE: its policies go with it. */
void catalog_drop_relation_policies(Oid relid);

#endif /* BASALT_CATALOG_POLICY_H */
