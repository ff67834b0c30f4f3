/*
 * catalog.c: the system catalog stored in heap tables, and relations opened from it.
 *
 * The one idea: the catalog describes itself. pg_namespace (2615), pg_class (1259) and
 * pg_attribute (1249) are ordinary heap tables whose own descriptors are compiled in (the
 * bootstrap descriptors below); every other relation is known from their rows. At startup the
 * rows are read into the catalog cache (catcache.c); CREATE and DROP change the rows and the
 * cache within the current transaction, so that an abort leaves no trace and a commit is seen
 * by everyone at once (the cache follows the commit log exactly as tuples do).
 *
 * Opened relations: relation_open() returns a private copy (RelationData and TupleDesc in one
 * palloc chunk of the caller's current memory context) whose rd_private points to storage's
 * shared per-relfilenode state. Copies are cheap and can never dangle when another session
 * drops the table.
 */
#include "storage/catalog.h"

#include <stdio.h>
#include <stdlib.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog_collation.h"
#include "storage/catalog_fdw.h"
#include "storage/catalog_statistic.h"
#include "storage/catalog_view.h"
#include "storage/catalog_attrdef.h"
#include "storage/catalog_sequence.h"
#include "storage/catalog_comment.h"
#include "storage/catalog_auth_members.h"
#include "storage/catalog_default_acl.h"
#include "storage/catalog_object_acl.h"
#include "storage/catalog_policy.h"
#include "storage/catalog_partition.h"
#include "storage/catalog_constraint.h"
#include "storage/catcache.h"
#include "storage/catalog_internal.h"
#include "storage/catalog_acl.h"
#include "storage/control.h"
#include "storage/heapam_private.h"
#include "storage/heaptuple.h"
#include "storage/smgr.h"
#include "storage/wal_internal.h"
#include "storage/xact_internal.h"

/* The few type oids the catalog's own columns use (pg_type's, defined here to stay below the
 * executor). */
#define BOOLOID 16
#define CHAROID 18
#define NAMEOID 19
#define INT2OID 21
#define INT4OID 23
#define INT8OID 20
#define OIDOID 26
#define FLOAT4OID 700
#define TIMESTAMPTZOID 1184
#define TEXTOID 25
#define TEXTARRAYOID 1009
#define ACLITEMARRAYOID 1034
#define OIDARRAYOID 1028
#define FLOAT4ARRAYOID 1021
#define NUMERICOID 1700
#define INT2VECTOROID 22
#define INT2ARRAYOID 1005

#define BOOTSTRAP_SUPERUSERID 10
#define DATABASE_OWNER_ROLEID 6171 /* pg_database_owner */
#define HEAP_TABLE_AM_OID 2
#define MaxHeapAttributeNumber 1600

typedef struct BootCol {
    const char *name;
    Oid typid;
    int16 len;
    bool byval;
    char align;
} BootCol;

/* clang-format off */
#define C_OID(n) {n, OIDOID, 4, true, 'i'}
#define C_NAME(n) {n, NAMEOID, NAMEDATALEN, false, 'c'}
#define C_INT2(n) {n, INT2OID, 2, true, 's'}
#define C_INT4(n) {n, INT4OID, 4, true, 'i'}
#define C_INT8(n) {n, INT8OID, 8, true, 'd'}
#define C_FLOAT4(n) {n, FLOAT4OID, 4, true, 'i'}
#define C_BOOL(n) {n, BOOLOID, 1, true, 'c'}
#define C_CHAR(n) {n, CHAROID, 1, true, 'c'}
#define C_TSTZ(n) {n, TIMESTAMPTZOID, 8, true, 'd'}
#define C_TEXT(n) {n, TEXTOID, -1, false, 'i'}
#define C_INT2VECTOR(n) {n, INT2VECTOROID, -1, false, 'i'}
#define C_INT2ARR(n) {n, INT2ARRAYOID, -1, false, 'i'}
#define C_TEXTARR(n) {n, TEXTARRAYOID, -1, false, 'i'}
#define C_FLOAT4ARR(n) {n, FLOAT4ARRAYOID, -1, false, 'i'}
#define C_ACLARR(n) {n, ACLITEMARRAYOID, -1, false, 'i'}
#define C_OIDARR(n) {n, OIDARRAYOID, -1, false, 'i'}
/* clang-format on */

/* Column order is the row order used by the form_* functions below. */
static const BootCol pg_namespace_cols[] = {C_OID("oid"), C_NAME("nspname"), C_OID("nspowner"),
                                            C_ACLARR("nspacl")};
enum { Anum_nsp_oid, Anum_nsp_nspname, Anum_nsp_nspowner, Anum_nsp_nspacl, Natts_pg_namespace };

static const BootCol pg_class_cols[] = {
    C_OID("oid"),      C_NAME("relname"),        C_OID("relnamespace"), C_OID("reltype"),
    C_OID("relowner"), C_OID("relam"),           C_OID("relfilenode"),  C_FLOAT4("reltuples"),
    C_CHAR("relkind"), C_CHAR("relpersistence"), C_INT2("relnatts"),
    /* PG's other columns, added later at the end (older rows read them as NULL) */
    C_INT4("relpages"), C_INT4("relallvisible"), C_OID("reltoastrelid"), C_BOOL("relhasindex"),
    C_BOOL("relisshared"), C_INT2("relchecks"), C_BOOL("relhasrules"), C_BOOL("relhastriggers"),
    C_BOOL("relhassubclass"), C_BOOL("relrowsecurity"), C_BOOL("relforcerowsecurity"),
    C_BOOL("relispopulated"), C_CHAR("relreplident"), C_BOOL("relispartition"),
    C_OID("relrewrite"), C_OID("reltablespace"), C_OID("reloftype"), C_TEXTARR("reloptions"),
    C_TEXT("relpartbound"),
    /* PG's aclitem[] (executor/acl.h); NULL: the owner's default privileges */
    C_ACLARR("relacl"),
};
enum {
    Anum_rel_oid,
    Anum_rel_relname,
    Anum_rel_relnamespace,
    Anum_rel_reltype,
    Anum_rel_relowner,
    Anum_rel_relam,
    Anum_rel_relfilenode,
    Anum_rel_reltuples,
    Anum_rel_relkind,
    Anum_rel_relpersistence,
    Anum_rel_relnatts,
    Anum_rel_relpages,
    Anum_rel_relallvisible,
    Anum_rel_reltoastrelid,
    Anum_rel_relhasindex,
    Anum_rel_relisshared,
    Anum_rel_relchecks,
    Anum_rel_relhasrules,
    Anum_rel_relhastriggers,
    Anum_rel_relhassubclass,
    Anum_rel_relrowsecurity,
    Anum_rel_relforcerowsecurity,
    Anum_rel_relispopulated,
    Anum_rel_relreplident,
    Anum_rel_relispartition,
    Anum_rel_relrewrite,
    Anum_rel_reltablespace,
    Anum_rel_reloftype,
    Anum_rel_reloptions,   /* NULL: no storage parameters are kept */
    Anum_rel_relpartbound, /* NULL: no partitions */
    Anum_rel_relacl,       /* NULL: the owner's default privileges */
    Natts_pg_class
};

static const BootCol pg_attribute_cols[] = {
    C_OID("attrelid"),    C_NAME("attname"),   C_OID("atttypid"),      C_INT2("attlen"),
    C_INT2("attnum"),     C_INT4("atttypmod"), C_BOOL("attbyval"),     C_CHAR("attalign"),
    C_BOOL("attnotnull"), C_BOOL("atthasdef"), C_BOOL("attisdropped"), C_OID("attcollation"),
    C_TEXTARR("attfdwoptions"),
    /* PG's other columns, added later at the end */
    C_INT4("attstattarget"), C_CHAR("attstorage"), C_CHAR("attidentity"), C_CHAR("attgenerated"),
    C_CHAR("attcompression"), C_INT2("attndims"), C_BOOL("attislocal"), C_INT4("attinhcount"),
    C_BOOL("atthasmissing"), C_ACLARR("attacl"),
};
enum {
    Anum_att_attrelid,
    Anum_att_attname,
    Anum_att_atttypid,
    Anum_att_attlen,
    Anum_att_attnum,
    Anum_att_atttypmod,
    Anum_att_attbyval,
    Anum_att_attalign,
    Anum_att_attnotnull,
    Anum_att_atthasdef,
    Anum_att_attisdropped,
    Anum_att_attcollation,
    Anum_att_attfdwoptions, /* a foreign table column's OPTIONS (text[]), else NULL */
    Anum_att_attstattarget,
    Anum_att_attstorage,
    Anum_att_attidentity,
    Anum_att_attgenerated,
    Anum_att_attcompression,
    Anum_att_attndims,
    Anum_att_attislocal,
    Anum_att_attinhcount,
    Anum_att_atthasmissing,
    Anum_att_attacl, /* NULL: there are no column privileges */
    Natts_pg_attribute
};

/* indkey and indoption are int2vectors, as in PG (drivers subscript them: psqlODBC's
 * SQLPrimaryKeys reads i.indkey[n]); data directories made when they were the text "1 3" are
 * converted at startup (indexes_upgrade). */
static const BootCol pg_index_cols[] = {
    C_OID("indexrelid"),   C_OID("indrelid"),     C_INT2("indnatts"), C_INT2("indnkeyatts"),
    C_BOOL("indisunique"), C_BOOL("indisprimary"), C_INT2VECTOR("indkey"),
    C_INT2VECTOR("indoption"),
    /* PG's other flags, added later at the end */
    C_BOOL("indisexclusion"), C_BOOL("indimmediate"), C_BOOL("indisclustered"),
    C_BOOL("indisvalid"), C_BOOL("indcheckxmin"), C_BOOL("indisready"), C_BOOL("indislive"),
    C_BOOL("indisreplident"), C_BOOL("indnullsnotdistinct"),
    /* expression indexes and partial indexes: SQL text (PG: pg_node_tree), NULL if none */
    C_TEXT("indexprs"), C_TEXT("indpred"),
};
enum {
    Anum_idx_indexrelid,
    Anum_idx_indrelid,
    Anum_idx_indnatts,
    Anum_idx_indnkeyatts,
    Anum_idx_indisunique,
    Anum_idx_indisprimary,
    Anum_idx_indkey,
    Anum_idx_indoption,
    Anum_idx_indisexclusion,
    Anum_idx_indimmediate,
    Anum_idx_indisclustered,
    Anum_idx_indisvalid,
    Anum_idx_indcheckxmin,
    Anum_idx_indisready,
    Anum_idx_indislive,
    Anum_idx_indisreplident,
    Anum_idx_indnullsnotdistinct,
    Anum_idx_indexprs,
    Anum_idx_indpred,
    Natts_pg_index
};

static const BootCol pg_authid_cols[] = {
    C_OID("oid"),           C_NAME("rolname"),      C_BOOL("rolsuper"),
    C_BOOL("rolinherit"),   C_BOOL("rolcreaterole"), C_BOOL("rolcreatedb"),
    C_BOOL("rolcanlogin"),  C_BOOL("rolreplication"), C_BOOL("rolbypassrls"),
    C_INT4("rolconnlimit"), C_TEXT("rolpassword"),  C_TSTZ("rolvaliduntil"),
};
enum {
    Anum_aut_oid,
    Anum_aut_rolname,
    Anum_aut_rolsuper,
    Anum_aut_rolinherit,
    Anum_aut_rolcreaterole,
    Anum_aut_rolcreatedb,
    Anum_aut_rolcanlogin,
    Anum_aut_rolreplication,
    Anum_aut_rolbypassrls,
    Anum_aut_rolconnlimit,
    Anum_aut_rolpassword,
    Anum_aut_rolvaliduntil,
    Natts_pg_authid
};

/* The foreign-data catalogs (catalog_fdw.c reads and writes their rows in this order). */
static const BootCol pg_foreign_data_wrapper_cols[] = {
    C_OID("oid"), C_NAME("fdwname"), C_OID("fdwowner"), C_OID("fdwhandler"),
    C_OID("fdwvalidator"), C_TEXTARR("fdwoptions"),
    /* PG's aclitem[] (added later: older rows read it as NULL, the owner's default) */
    C_ACLARR("fdwacl"),
};
static const BootCol pg_foreign_server_cols[] = {
    C_OID("oid"), C_NAME("srvname"), C_OID("srvowner"), C_OID("srvfdw"),
    C_TEXT("srvtype"), C_TEXT("srvversion"), C_TEXTARR("srvoptions"),
    C_ACLARR("srvacl"), /* as fdwacl */
};
static const BootCol pg_user_mapping_cols[] = {
    C_OID("oid"), C_OID("umuser"), C_OID("umserver"), C_TEXTARR("umoptions"),
};
static const BootCol pg_foreign_table_cols[] = {
    C_OID("ftrelid"), C_OID("ftserver"), C_TEXTARR("ftoptions"),
};

/* pg_statistic: PG's columns; stavaluesN is text[] of the values' output forms (PG's anyarray
 * holds the column's own type). catalog_statistic.c reads and writes rows in this order. */
static const BootCol pg_statistic_cols[] = {
    C_OID("starelid"),        C_INT2("staattnum"),      C_BOOL("stainherit"),
    C_FLOAT4("stanullfrac"),  C_INT4("stawidth"),       C_FLOAT4("stadistinct"),
    C_INT2("stakind1"),       C_INT2("stakind2"),       C_INT2("stakind3"),
    C_INT2("stakind4"),       C_INT2("stakind5"),       C_OID("staop1"),
    C_OID("staop2"),          C_OID("staop3"),          C_OID("staop4"),
    C_OID("staop5"),          C_OID("stacoll1"),        C_OID("stacoll2"),
    C_OID("stacoll3"),        C_OID("stacoll4"),        C_OID("stacoll5"),
    C_FLOAT4ARR("stanumbers1"), C_FLOAT4ARR("stanumbers2"), C_FLOAT4ARR("stanumbers3"),
    C_FLOAT4ARR("stanumbers4"), C_FLOAT4ARR("stanumbers5"), C_TEXTARR("stavalues1"),
    C_TEXTARR("stavalues2"),  C_TEXTARR("stavalues3"),  C_TEXTARR("stavalues4"),
    C_TEXTARR("stavalues5"),
};
_Static_assert(lengthof(pg_statistic_cols) == Natts_pg_statistic, "pg_statistic columns");
/* catalog_collation.c reads and writes its rows in this order. */
static const BootCol pg_collation_cols[] = {
    C_OID("oid"), C_NAME("collname"), C_OID("collnamespace"), C_OID("collowner"),
    C_CHAR("collprovider"), C_BOOL("collisdeterministic"), C_INT4("collencoding"),
    C_TEXT("collcollate"), C_TEXT("collctype"), C_TEXT("colliculocale"), C_TEXT("collversion"),
};
/* Views (catalog_view.c reads and writes their rows in this order). ev_action holds the view
 * query's SQL text, where PG keeps a node tree. */
static const BootCol pg_rewrite_cols[] = {
    C_OID("oid"),       C_NAME("rulename"),  C_OID("ev_class"), C_CHAR("ev_type"),
    C_CHAR("ev_enabled"), C_BOOL("is_instead"), C_TEXT("ev_qual"), C_TEXT("ev_action"),
};
/* Column defaults (catalog_attrdef.c's order); adbin is the expression's SQL text. */
static const BootCol pg_attrdef_cols[] = {
    C_OID("oid"), C_OID("adrelid"), C_INT2("adnum"), C_TEXT("adbin"),
};
/* COMMENT ON texts (catalog_comment.c's order). */
static const BootCol pg_description_cols[] = {
    C_OID("objoid"), C_OID("classoid"), C_INT4("objsubid"), C_TEXT("description"),
};
/* Sequence parameters (catalog_sequence.c's order). */
static const BootCol pg_sequence_cols[] = {
    C_OID("seqrelid"), C_OID("seqtypid"), C_INT8("seqstart"), C_INT8("seqincrement"),
    C_INT8("seqmax"),  C_INT8("seqmin"),  C_INT8("seqcache"), C_BOOL("seqcycle"),
};
/* CHECK constraints (catalog_constraint.c's order): PG's columns, conbin the expression's SQL
 * text; consrc, Basalt's, the text pretty-printed (the pg_constraint view leaves it out). */
static const BootCol pg_constraint_cols[] = {
    C_OID("oid"),           C_NAME("conname"),       C_OID("connamespace"),  C_CHAR("contype"),
    C_BOOL("condeferrable"), C_BOOL("condeferred"),  C_BOOL("convalidated"), C_OID("conrelid"),
    C_OID("contypid"),      C_OID("conindid"),       C_OID("conparentid"),   C_OID("confrelid"),
    C_CHAR("confupdtype"),  C_CHAR("confdeltype"),   C_CHAR("confmatchtype"), C_BOOL("conislocal"),
    C_INT4("coninhcount"),  C_BOOL("connoinherit"),  C_INT2ARR("conkey"),   C_INT2ARR("confkey"),
    C_TEXT("conbin"),       C_TEXT("consrc"),
};
/* Role membership (catalog_auth_members.c's order): PG 15's columns, no oid. */
static const BootCol pg_auth_members_cols[] = {
    C_OID("roleid"), C_OID("member"), C_OID("grantor"), C_BOOL("admin_option"),
};
/* Default privileges (catalog_default_acl.c's order): PG's columns. */
static const BootCol pg_default_acl_cols[] = {
    C_OID("oid"), C_OID("defaclrole"), C_OID("defaclnamespace"), C_CHAR("defaclobjtype"),
    C_ACLARR("defaclacl"),
};
/* Row-level security policies (catalog_policy.c's order): PG's columns, polqual and
 * polwithcheck the expressions' SQL text. */
static const BootCol pg_policy_cols[] = {
    C_OID("oid"),     C_NAME("polname"),    C_OID("polrelid"), C_CHAR("polcmd"),
    C_BOOL("polpermissive"), C_OIDARR("polroles"), C_TEXT("polqual"), C_TEXT("polwithcheck"),
};
/* Partitioning (catalog_partition.c's order): PG's columns of pg_partitioned_table up to
 * partattrs (the key is plain columns, compared by their types' default btree order) and of
 * pg_inherits. */
static const BootCol pg_partitioned_table_cols[] = {
    C_OID("partrelid"), C_CHAR("partstrat"), C_INT2("partnatts"), C_OID("partdefid"),
    C_INT2VECTOR("partattrs"),
};
static const BootCol pg_inherits_cols[] = {
    C_OID("inhrelid"), C_OID("inhparent"), C_INT4("inhseqno"), C_BOOL("inhdetachpending"),
};
/* Owners and acls of built-in functions and of the database (catalog_object_acl.c's order). */
static const BootCol basalt_object_acl_cols[] = {
    C_OID("classoid"), C_OID("objoid"), C_OID("objowner"), C_ACLARR("objacl"),
};
static const BootCol pg_depend_cols[] = {
    C_OID("classid"),    C_OID("objid"),       C_INT4("objsubid"), C_OID("refclassid"),
    C_OID("refobjid"),   C_INT4("refobjsubid"), C_CHAR("deptype"),
};

typedef struct BootRel {
    Oid oid;
    const char *name;
    const BootCol *cols;
    int ncols;
} BootRel;

static const BootRel boot_rels[] = {
    {NamespaceRelationId, "pg_namespace", pg_namespace_cols, Natts_pg_namespace},
    {RelationRelationId, "pg_class", pg_class_cols, Natts_pg_class},
    {AttributeRelationId, "pg_attribute", pg_attribute_cols, Natts_pg_attribute},
    {IndexRelationId, "pg_index", pg_index_cols, Natts_pg_index},
    {AuthIdRelationId, "pg_authid", pg_authid_cols, Natts_pg_authid},
    {ForeignDataWrapperRelationId, "pg_foreign_data_wrapper", pg_foreign_data_wrapper_cols,
     lengthof(pg_foreign_data_wrapper_cols)},
    {ForeignServerRelationId, "pg_foreign_server", pg_foreign_server_cols,
     lengthof(pg_foreign_server_cols)},
    {UserMappingRelationId, "pg_user_mapping", pg_user_mapping_cols,
     lengthof(pg_user_mapping_cols)},
    {ForeignTableRelationId, "pg_foreign_table", pg_foreign_table_cols,
     lengthof(pg_foreign_table_cols)},
    {StatisticRelationId, "pg_statistic", pg_statistic_cols, Natts_pg_statistic},
    {CollationRelationId, "pg_collation", pg_collation_cols, lengthof(pg_collation_cols)},
    {RewriteRelationId, "pg_rewrite", pg_rewrite_cols, lengthof(pg_rewrite_cols)},
    {DependRelationId, "pg_depend", pg_depend_cols, lengthof(pg_depend_cols)},
    {AttrDefaultRelationId, "pg_attrdef", pg_attrdef_cols, lengthof(pg_attrdef_cols)},
    {SequenceRelationId, "pg_sequence", pg_sequence_cols, lengthof(pg_sequence_cols)},
    {DescriptionRelationId, "pg_description", pg_description_cols,
     lengthof(pg_description_cols)},
    {ConstraintRelationId, "pg_constraint", pg_constraint_cols, lengthof(pg_constraint_cols)},
    {AuthMemRelationId, "pg_auth_members", pg_auth_members_cols,
     lengthof(pg_auth_members_cols)},
    {DefaultAclRelationId, "pg_default_acl", pg_default_acl_cols, lengthof(pg_default_acl_cols)},
    {PolicyRelationId, "pg_policy", pg_policy_cols, lengthof(pg_policy_cols)},
    {PartitionedRelationId, "pg_partitioned_table", pg_partitioned_table_cols,
     lengthof(pg_partitioned_table_cols)},
    {InheritsRelationId, "pg_inherits", pg_inherits_cols, lengthof(pg_inherits_cols)},
    {ObjectAclRelationId, "basalt_object_acl", basalt_object_acl_cols,
     lengthof(basalt_object_acl_cols)},
};

_Static_assert(lengthof(pg_namespace_cols) == Natts_pg_namespace, "pg_namespace columns");
_Static_assert(lengthof(pg_class_cols) == Natts_pg_class, "pg_class columns");
_Static_assert(lengthof(pg_attribute_cols) == Natts_pg_attribute, "pg_attribute columns");
_Static_assert(lengthof(pg_authid_cols) == Natts_pg_authid, "pg_authid columns");
_Static_assert(lengthof(pg_index_cols) == Natts_pg_index, "pg_index columns");

/* ---------------------------------------------------------------------------------------- */
/* Catalog relations as heap relations                                                      */

/* A RelationData for one of the bootstrap catalogs (their cache entries live until shutdown). */
void catalog_rel(Oid relid, RelationData *rel)
{
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(relid);
    catcache_unlock();
    if (NEVER(e == NULL))
        elog(ERROR, "catalog relation %u is missing", relid);
    memset(rel, 0, sizeof(*rel));
    rel->rd_id = e->oid;
    snprintf(rel->relname, NAMEDATALEN, "%s", e->relname);
    rel->relnamespace = e->relnamespace;
    rel->relkind = e->relkind;
    rel->relpersistence = e->relpersistence;
    rel->relfilenode = e->relfilenode;
    rel->rd_att = e->desc;
    rel->rd_private = heap_relation_private(e->relfilenode);
}

char *catalog_text_cstring(Datum d)
{
    varlena *v = (varlena *)DatumGetPointer(d);
    int len = VARSIZE_ANY_EXHDR(v);
    char *s = palloc((size_t)len + 1);
    memcpy(s, VARDATA(v), (size_t)len);
    s[len] = '\0';
    return s;
}

text *catalog_cstring_text(const char *s)
{
    size_t len = strlen(s);
    text *t = palloc(VARHDRSZ + len);
    SET_VARSIZE(t, VARHDRSZ + len);
    memcpy(VARDATA(t), s, len);
    return t;
}

static void fill_name(char *buf, const char *s)
{
    memset(buf, 0, NAMEDATALEN);
    size_t n = strlen(s);
    memcpy(buf, s, Min(n, (size_t)NAMEDATALEN - 1));
}

static void boot_desc_fill(TupleDesc desc, const BootCol *cols, int ncols)
{
    for (int i = 0; i < ncols; i++) {
        Form_attribute a = TupleDescAttr(desc, i);
        fill_name(a->attname, cols[i].name);
        a->atttypid = cols[i].typid;
        a->atttypmod = -1;
        a->attnum = (int16)(i + 1);
        a->attlen = cols[i].len;
        a->attbyval = cols[i].byval;
        a->attalign = cols[i].align;
        /* pg_authid's password and expiry, the foreign-data catalogs' options, the server's
         * type and version and pg_constraint's keys and expression are the nullable catalog
         * columns */
        size_t len = strlen(cols[i].name);
        a->attnotnull = strcmp(cols[i].name, "rolpassword") != 0 &&
                        strcmp(cols[i].name, "rolvaliduntil") != 0 &&
                        strcmp(cols[i].name, "srvtype") != 0 &&
                        strcmp(cols[i].name, "srvversion") != 0 &&
                        strcmp(cols[i].name, "relpartbound") != 0 &&
                        strcmp(cols[i].name, "relacl") != 0 &&
                        strcmp(cols[i].name, "fdwacl") != 0 &&
                        strcmp(cols[i].name, "srvacl") != 0 &&
                        strcmp(cols[i].name, "conkey") != 0 &&
                        strcmp(cols[i].name, "confkey") != 0 &&
                        strcmp(cols[i].name, "conbin") != 0 &&
                        strcmp(cols[i].name, "consrc") != 0 &&
                        !(len > 7 && strcmp(cols[i].name + len - 7, "options") == 0) &&
                        strncmp(cols[i].name, "stanumbers", 10) != 0 &&
                        strncmp(cols[i].name, "stavalues", 9) != 0;
    }
}

static ItemPointerData insert_namespace_row(Oid oid, const char *name, Oid owner,
                                            const varlena *acl)
{
    RelationData rel;
    catalog_rel(NamespaceRelationId, &rel);
    char nbuf[NAMEDATALEN];
    fill_name(nbuf, name);
    Datum v[Natts_pg_namespace] = {ObjectIdGetDatum(oid), PointerGetDatum(nbuf),
                                   ObjectIdGetDatum(owner), PointerGetDatum(acl)};
    bool n[Natts_pg_namespace] = {false, false, false, acl == NULL};
    HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
    heap_insert(&rel, tup);
    ItemPointerData tid = tup->t_self;
    heap_freetuple(tup);
    return tid;
}

/* Insert the pg_class row of e, or with old replace the row at old (ALTER TABLE). */
static ItemPointerData write_class_row(const CatRelEntry *e, ItemPointer old)
{
    RelationData rel;
    catalog_rel(RelationRelationId, &rel);
    char nbuf[NAMEDATALEN];
    fill_name(nbuf, e->relname);
    Datum v[Natts_pg_class];
    bool n[Natts_pg_class] = {false};
    v[Anum_rel_oid] = ObjectIdGetDatum(e->oid);
    v[Anum_rel_relname] = PointerGetDatum(nbuf);
    v[Anum_rel_relnamespace] = ObjectIdGetDatum(e->relnamespace);
    v[Anum_rel_reltype] = ObjectIdGetDatum(InvalidOid);
    v[Anum_rel_relowner] = ObjectIdGetDatum(e->relowner ? e->relowner : BOOTSTRAP_SUPERUSERID);
    /* a table's access method is heap (PG's 2), as pg_am lists it */
    v[Anum_rel_relam] = ObjectIdGetDatum(e->relkind == RELKIND_RELATION ? HEAP_TABLE_AM_OID
                                                                          : e->relam);
    v[Anum_rel_relfilenode] = ObjectIdGetDatum(e->relfilenode);
    v[Anum_rel_reltuples] = Float4GetDatum(e->reltuples);
    v[Anum_rel_relkind] = (Datum)(uint8)e->relkind;
    v[Anum_rel_relpersistence] = (Datum)(uint8)e->relpersistence;
    v[Anum_rel_relnatts] = Int16GetDatum(e->desc->natts);
    Oid some_index[1];
    catcache_lock_read();
    bool has_index = catcache_rel_indexes(e->oid, some_index, 1) > 0;
    catcache_unlock();
    for (int i = Anum_rel_relpages; i < Natts_pg_class; i++)
        v[i] = (Datum)0; /* zero, false, InvalidOid */
    v[Anum_rel_relpages] = Int32GetDatum(e->relpages);
    v[Anum_rel_relallvisible] = Int32GetDatum(e->relallvisible);
    v[Anum_rel_relhasindex] = BoolGetDatum(has_index);
    v[Anum_rel_relchecks] = Int16GetDatum(e->relchecks);
    v[Anum_rel_relhastriggers] = BoolGetDatum(e->relhastriggers);
    v[Anum_rel_relrowsecurity] = BoolGetDatum(e->relrowsecurity);
    v[Anum_rel_relforcerowsecurity] = BoolGetDatum(e->relforcerowsecurity);
    v[Anum_rel_relispopulated] = BoolGetDatum(true);
    v[Anum_rel_relreplident] = (Datum)(uint8)(e->relkind == RELKIND_RELATION ? 'd' : 'n');
    n[Anum_rel_reloptions] = true;
    v[Anum_rel_relispartition] = BoolGetDatum(e->relpartbound != NULL);
    bool has_bound = e->relpartbound && e->relpartbound[0]; /* "": a partition's index */
    if (has_bound)
        v[Anum_rel_relpartbound] = PointerGetDatum(catalog_cstring_text(e->relpartbound));
    n[Anum_rel_relpartbound] = !has_bound;
    v[Anum_rel_relacl] = PointerGetDatum(e->relacl);
    n[Anum_rel_relacl] = e->relacl == NULL;
    HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
    if (old)
        heap_update(&rel, old, tup);
    else
        heap_insert(&rel, tup);
    ItemPointerData tid = tup->t_self;
    heap_freetuple(tup);
    return tid;
}

/* PG's typstorage of the column's type: fixed-length types are plain, numeric is main, other
 * variable-length types extended. */
static char attribute_storage(Form_attribute a)
{
    if (a->attlen != -1)
        return 'p';
    return a->atttypid == NUMERICOID ? 'm' : 'x';
}

static ItemPointerData write_attribute_row(Oid relid, Form_attribute a, ItemPointer old,
                                           varlena *fdwoptions, varlena *attacl)
{
    RelationData rel;
    catalog_rel(AttributeRelationId, &rel);
    char nbuf[NAMEDATALEN];
    fill_name(nbuf, a->attname);
    Datum v[Natts_pg_attribute];
    bool n[Natts_pg_attribute] = {false};
    v[Anum_att_attrelid] = ObjectIdGetDatum(relid);
    v[Anum_att_attname] = PointerGetDatum(nbuf);
    v[Anum_att_atttypid] = ObjectIdGetDatum(a->atttypid);
    v[Anum_att_attlen] = Int16GetDatum(a->attlen);
    v[Anum_att_attnum] = Int16GetDatum(a->attnum);
    v[Anum_att_atttypmod] = Int32GetDatum(a->atttypmod);
    v[Anum_att_attbyval] = BoolGetDatum(a->attbyval);
    v[Anum_att_attalign] = (Datum)(uint8)a->attalign;
    v[Anum_att_attnotnull] = BoolGetDatum(a->attnotnull);
    v[Anum_att_atthasdef] = BoolGetDatum(a->atthasdef);
    v[Anum_att_attisdropped] = BoolGetDatum(a->attisdropped);
    v[Anum_att_attcollation] = ObjectIdGetDatum(a->attcollation);
    v[Anum_att_attfdwoptions] = PointerGetDatum(fdwoptions);
    n[Anum_att_attfdwoptions] = fdwoptions == NULL;
    v[Anum_att_attstattarget] = Int32GetDatum(-1);
    v[Anum_att_attstorage] = (Datum)(uint8)attribute_storage(a);
    v[Anum_att_attidentity] = (Datum)(uint8)a->attidentity;
    v[Anum_att_attgenerated] = v[Anum_att_attcompression] = (Datum)0;
    v[Anum_att_attndims] = Int16GetDatum(0);
    v[Anum_att_attislocal] = BoolGetDatum(true);
    v[Anum_att_attinhcount] = Int32GetDatum(0);
    v[Anum_att_atthasmissing] = BoolGetDatum(false);
    v[Anum_att_attacl] = PointerGetDatum(attacl);
    n[Anum_att_attacl] = attacl == NULL;
    HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
    if (old)
        heap_update(&rel, old, tup);
    else
        heap_insert(&rel, tup);
    ItemPointerData tid = tup->t_self;
    heap_freetuple(tup);
    return tid;
}

/* Insert the pg_class and pg_attribute rows of an entry, recording where they went. */
static void insert_relation_rows(CatRelEntry *e)
{
    ItemPointerData ctid = write_class_row(e, NULL);
    for (int i = 0; i < e->desc->natts; i++) {
        ItemPointerData atid =
            write_attribute_row(e->oid, TupleDescAttr(e->desc, i), NULL, NULL, NULL);
        catcache_lock_write();
        e->att_tids[i] = atid;
        catcache_unlock();
    }
    catcache_lock_write();
    e->class_tid = ctid;
    catcache_unlock();
}

/* ---------------------------------------------------------------------------------------- */
/* Startup and bootstrap                                                                    */

static pg_noreturn void out_of_memory(void)
{
    ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
}

/* A malloc'd copy of a varlena (cache entries outlive memory contexts); NULL if out of memory. */
static varlena *malloc_varlena(const void *v)
{
    size_t size = VARSIZE(v);
    varlena *copy = malloc(size);
    if (copy)
        memcpy(copy, v, size);
    return copy;
}

static void add_bootstrap_entries(void)
{
    for (size_t i = 0; i < lengthof(boot_rels); i++) {
        const BootRel *b = &boot_rels[i];
        CatRelEntry *e = catcache_new_rel(b->ncols);
        if (!e)
            out_of_memory();
        e->oid = b->oid;
        fill_name(e->relname, b->name);
        e->relnamespace = PG_CATALOG_NAMESPACE;
        e->relkind = RELKIND_RELATION;
        e->relpersistence = 'p';
        e->relfilenode = b->oid;
        e->desc->tdtypeid = InvalidOid;
        boot_desc_fill(e->desc, b->cols, b->ncols);
        catcache_lock_write();
        catcache_add_rel(e);
        catcache_unlock();
    }
}

static bool is_bootstrap_rel(Oid oid)
{
    for (size_t i = 0; i < lengthof(boot_rels); i++)
        if (boot_rels[i].oid == oid)
            return true;
    return false;
}

static void load_namespaces(void)
{
    RelationData rel;
    catalog_rel(NamespaceRelationId, &rel);
    Datum v[Natts_pg_namespace];
    bool n[Natts_pg_namespace];
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        catcache_add_namespace(DatumGetObjectId(v[Anum_nsp_oid]),
                               DatumGetCString(v[Anum_nsp_nspname]), InvalidTransactionId,
                               tup->t_self);
    }
    heap_endscan(scan);
}

static void load_classes(void)
{
    RelationData rel;
    catalog_rel(RelationRelationId, &rel);
    Datum v[Natts_pg_class];
    bool n[Natts_pg_class];
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        Oid oid = DatumGetObjectId(v[Anum_rel_oid]);
        if (is_bootstrap_rel(oid))
            continue;
        int natts = DatumGetInt16(v[Anum_rel_relnatts]);
        CatRelEntry *e = catcache_new_rel(natts);
        if (!e)
            out_of_memory();
        e->oid = oid;
        fill_name(e->relname, DatumGetCString(v[Anum_rel_relname]));
        e->relnamespace = DatumGetObjectId(v[Anum_rel_relnamespace]);
        e->relfilenode = DatumGetObjectId(v[Anum_rel_relfilenode]);
        e->relkind = (char)v[Anum_rel_relkind];
        e->relpersistence = (char)v[Anum_rel_relpersistence];
        e->relam = e->relkind == RELKIND_INDEX || e->relkind == RELKIND_PARTITIONED_INDEX
                      ? DatumGetObjectId(v[Anum_rel_relam])
                      : InvalidOid;
        e->relchecks = n[Anum_rel_relchecks] ? 0 : DatumGetInt16(v[Anum_rel_relchecks]);
        e->relhastriggers = !n[Anum_rel_relhastriggers] && DatumGetBool(v[Anum_rel_relhastriggers]);
        e->relrowsecurity = !n[Anum_rel_relrowsecurity] && DatumGetBool(v[Anum_rel_relrowsecurity]);
        e->relforcerowsecurity =
            !n[Anum_rel_relforcerowsecurity] && DatumGetBool(v[Anum_rel_relforcerowsecurity]);
        e->relowner = DatumGetObjectId(v[Anum_rel_relowner]);
        e->relacl = n[Anum_rel_relacl] ? NULL : malloc_varlena(DatumGetPointer(v[Anum_rel_relacl]));
        if (n[Anum_rel_relpartbound] && !n[Anum_rel_relispartition] &&
            DatumGetBool(v[Anum_rel_relispartition])) {
            e->relpartbound = strdup(""); /* a partition's index: no bound of its own */
            if (!e->relpartbound)
                out_of_memory();
        } else if (!n[Anum_rel_relpartbound]) {
            char *bound = catalog_text_cstring(v[Anum_rel_relpartbound]);
            e->relpartbound = strdup(bound);
            if (!e->relpartbound)
                out_of_memory();
        }
        e->reltuples = DatumGetFloat4(v[Anum_rel_reltuples]);
        e->relpages = n[Anum_rel_relpages] ? 0 : DatumGetInt32(v[Anum_rel_relpages]);
        e->relallvisible = n[Anum_rel_relallvisible] ? 0 : DatumGetInt32(v[Anum_rel_relallvisible]);
        e->class_tid = tup->t_self;
        catcache_lock_write();
        catcache_add_rel(e);
        catcache_unlock();
    }
    heap_endscan(scan);
}

static void load_attributes(void)
{
    RelationData rel;
    catalog_rel(AttributeRelationId, &rel);
    Datum v[Natts_pg_attribute];
    bool n[Natts_pg_attribute];
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        Oid relid = DatumGetObjectId(v[Anum_att_attrelid]);
        int attnum = DatumGetInt16(v[Anum_att_attnum]);
        if (is_bootstrap_rel(relid))
            continue;
        catcache_lock_write();
        CatRelEntry *e = catcache_rel_by_oid(relid);
        if (e && attnum >= 1 && attnum <= e->desc->natts) {
            Form_attribute a = TupleDescAttr(e->desc, attnum - 1);
            fill_name(a->attname, DatumGetCString(v[Anum_att_attname]));
            a->atttypid = DatumGetObjectId(v[Anum_att_atttypid]);
            a->attlen = DatumGetInt16(v[Anum_att_attlen]);
            a->attnum = (int16)attnum;
            a->atttypmod = DatumGetInt32(v[Anum_att_atttypmod]);
            a->attbyval = DatumGetBool(v[Anum_att_attbyval]);
            a->attalign = (char)v[Anum_att_attalign];
            a->attnotnull = DatumGetBool(v[Anum_att_attnotnull]);
            a->atthasdef = DatumGetBool(v[Anum_att_atthasdef]);
            a->attisdropped = DatumGetBool(v[Anum_att_attisdropped]);
            a->attcollation = DatumGetObjectId(v[Anum_att_attcollation]);
            a->attidentity = n[Anum_att_attidentity] ? 0 : (char)v[Anum_att_attidentity];
            e->att_tids[attnum - 1] = tup->t_self;
        }
        catcache_unlock();
    }
    heap_endscan(scan);
}

/*
 * An int2vector of n values, laid out as PG's (and the executor's) one-dimensional array: the
 * varlena header, ndim 1, no null bitmap, element type int2, the length, lower bound 0, then
 * the values at the MAXALIGNed offset 24. Built here to stay below the executor.
 */
#define INT2VECTOR_DATA_OFFSET 24
varlena *int2vector_make(const int16 *vals, int n)
{
    size_t size = INT2VECTOR_DATA_OFFSET + sizeof(int16) * (size_t)n;
    char *a = palloc0(size);
    int32 hdr[4] = {0, 1, 0, INT2OID};
    int32 dim[2] = {n, 0};
    memcpy(a, hdr, sizeof hdr);
    memcpy(a + sizeof hdr, dim, sizeof dim);
    memcpy(a + INT2VECTOR_DATA_OFFSET, vals, sizeof(int16) * (size_t)n);
    SET_VARSIZE(a, size);
    return (varlena *)a;
}

/* True for the int2vector form, false for the text "1 3" older data directories hold (its
 * bytes are digits, '-' and spaces, never the int32 ndim 1 that follows the header). */
static bool int2vector_is_array(const varlena *v)
{
    int32 hdr[4];
    if (VARSIZE(v) < INT2VECTOR_DATA_OFFSET)
        return false;
    memcpy(hdr, v, sizeof hdr);
    return hdr[1] == 1 && hdr[3] == INT2OID;
}

void int2vector_parse(const varlena *v, int16 *vals, int n)
{
    if (int2vector_is_array(v)) {
        int32 len;
        memcpy(&len, (const char *)v + 16, sizeof len);
        memset(vals, 0, sizeof(int16) * (size_t)n);
        memcpy(vals, (const char *)v + INT2VECTOR_DATA_OFFSET, sizeof(int16) * (size_t)Min(len, n));
        return;
    }
    char buf[INDEX_MAX_KEYS * 8];
    int len = Min(VARSIZE_ANY_EXHDR(v), (int)sizeof(buf) - 1);
    memcpy(buf, VARDATA((varlena *)v), (size_t)len);
    buf[len] = '\0';
    char *p = buf;
    for (int i = 0; i < n; i++)
        vals[i] = (int16)strtol(p, &p, 10);
}

static bool indexes_need_upgrade; /* load_indexes met the old text form */

static void load_indexes(void)
{
    RelationData rel;
    catalog_rel(IndexRelationId, &rel);
    Datum v[Natts_pg_index];
    bool n[Natts_pg_index];
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        IndexForm f = calloc(1, sizeof(IndexFormData));
        if (!f)
            out_of_memory();
        f->indexrelid = DatumGetObjectId(v[Anum_idx_indexrelid]);
        f->indrelid = DatumGetObjectId(v[Anum_idx_indrelid]);
        f->indnatts = Min(DatumGetInt16(v[Anum_idx_indnatts]), INDEX_MAX_KEYS);
        f->indnkeyatts = n[Anum_idx_indnkeyatts]
                             ? f->indnatts
                             : Min(DatumGetInt16(v[Anum_idx_indnkeyatts]), f->indnatts);
        if (f->indnkeyatts < 1)
            f->indnkeyatts = f->indnatts;
        f->indisunique = DatumGetBool(v[Anum_idx_indisunique]);
        f->indisprimary = DatumGetBool(v[Anum_idx_indisprimary]);
        int2vector_parse((varlena *)DatumGetPointer(v[Anum_idx_indkey]), f->indkey, f->indnatts);
        int2vector_parse((varlena *)DatumGetPointer(v[Anum_idx_indoption]), f->indoption,
                         f->indnkeyatts);
        if (!int2vector_is_array((varlena *)DatumGetPointer(v[Anum_idx_indkey])))
            indexes_need_upgrade = true;
        f->hasexprs = !n[Anum_idx_indexprs];
        f->haspred = !n[Anum_idx_indpred];
        f->invalid = !n[Anum_idx_indisvalid] && !DatumGetBool(v[Anum_idx_indisvalid]);
        catcache_lock_write();
        CatRelEntry *e = catcache_rel_by_oid(f->indexrelid);
        if (e && e->index == NULL) {
            f->relam = e->relam;
            e->index = f;
            e->index_tid = tup->t_self;
            f = NULL;
        }
        catcache_unlock();
        free(f);
    }
    heap_endscan(scan);
}

static void roles_upgrade(void);
static void collations_upgrade(void);
static void indexes_upgrade(void);

void catalog_startup(void)
{
    catcache_init();
    add_bootstrap_entries();
    if (!smgr_exists(IndexRelationId))
        smgr_create(IndexRelationId); /* a data directory made before pg_index existed */
    /* and before the foreign-data catalogs, pg_statistic, the view catalogs, pg_auth_members
     * pg_default_acl, pg_policy, the partitioning catalogs and basalt_object_acl existed */
    static const Oid fdw_catalogs[] = {ForeignDataWrapperRelationId, ForeignServerRelationId,
                                       UserMappingRelationId, ForeignTableRelationId,
                                       StatisticRelationId, RewriteRelationId, DependRelationId,
                                       AttrDefaultRelationId, SequenceRelationId,
                                       DescriptionRelationId, ConstraintRelationId,
                                       AuthMemRelationId, DefaultAclRelationId,
                                       PolicyRelationId, PartitionedRelationId,
                                       InheritsRelationId, ObjectAclRelationId};
    for (size_t i = 0; i < lengthof(fdw_catalogs); i++)
        if (!smgr_exists(fdw_catalogs[i]))
            smgr_create(fdw_catalogs[i]);
    MemoryContext cxt = mcxt_create(CurrentMemoryContext, "catalog startup");
    MemoryContext old = MemoryContextSwitchTo(cxt);
    load_namespaces();
    load_classes();
    load_attributes();
    load_indexes();
    MemoryContextSwitchTo(old);
    mcxt_delete(cxt);
    roles_upgrade();
    collations_upgrade();
    indexes_upgrade();
}

void catalog_shutdown(void)
{
    catcache_reset();
}

static void insert_bootstrap_role(void);

void catalog_bootstrap(void)
{
    for (size_t i = 0; i < lengthof(boot_rels); i++) {
        smgr_unlink(boot_rels[i].oid); /* left over by an initdb that did not finish */
        smgr_create(boot_rels[i].oid);
    }
    catalog_startup(); /* the compiled-in catalogs only: their heaps are still empty */
    xact_start_command();
    /* as in PG 15: everyone may look into both; public belongs to the database's owner,
     * through pg_database_owner, and only that owner may create in it */
    AclItem cat[2] = {{BOOTSTRAP_SUPERUSERID, BOOTSTRAP_SUPERUSERID, ACL_USAGE | ACL_CREATE},
                      {ACL_ID_PUBLIC, BOOTSTRAP_SUPERUSERID, ACL_USAGE}};
    AclItem pub[2] = {{DATABASE_OWNER_ROLEID, DATABASE_OWNER_ROLEID, ACL_USAGE | ACL_CREATE},
                      {ACL_ID_PUBLIC, DATABASE_OWNER_ROLEID, ACL_USAGE}};
    ItemPointerData t1 = insert_namespace_row(PG_CATALOG_NAMESPACE, "pg_catalog",
                                              BOOTSTRAP_SUPERUSERID, catalog_acl_make(cat, 2));
    ItemPointerData t2 = insert_namespace_row(PG_PUBLIC_NAMESPACE, "public", DATABASE_OWNER_ROLEID,
                                              catalog_acl_make(pub, 2));
    catcache_add_namespace(PG_CATALOG_NAMESPACE, "pg_catalog", InvalidTransactionId, t1);
    catcache_add_namespace(PG_PUBLIC_NAMESPACE, "public", InvalidTransactionId, t2);
    for (size_t i = 0; i < lengthof(boot_rels); i++) {
        catcache_lock_read();
        CatRelEntry *e = catcache_rel_by_oid(boot_rels[i].oid);
        catcache_unlock();
        insert_relation_rows(e);
    }
    insert_bootstrap_role();
    catalog_collation_bootstrap();
    /* initdb's comments on the two schemas, which \dn+ shows */
    catalog_set_comment(PG_CATALOG_NAMESPACE, NamespaceRelationId, 0, "system catalog schema");
    catalog_set_comment(PG_PUBLIC_NAMESPACE, NamespaceRelationId, 0, "standard public schema");
    xact_commit_command();
}

/* ---------------------------------------------------------------------------------------- */
/* Lookups                                                                                  */

uint64 catalog_generation(void)
{
    return catcache_generation();
}

Oid catalog_namespace_oid(const char *nspname)
{
    return catcache_namespace_oid(nspname);
}

const char *catalog_namespace_name(Oid nspoid)
{
    return catcache_namespace_name(nspoid);
}

Oid catalog_create_namespace(const char *nspname, Oid owner)
{
    lock_relation(NamespaceRelationId, ShareRowExclusiveLock); /* one creator at a time */
    xact_note_catalog_change();
    if (catcache_namespace_oid(nspname) != InvalidOid)
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_SCHEMA),
                errmsg("schema \"%s\" already exists", nspname));
    Oid oid = control_assign_oid();
    ItemPointerData tid = insert_namespace_row(oid, nspname, owner, NULL);
    catcache_add_namespace(oid, nspname, xact_current_xid(), tid);
    xact_command_counter_increment();
    return oid;
}

void catalog_drop_namespace(Oid nspoid)
{
    lock_relation(NamespaceRelationId, ShareRowExclusiveLock);
    xact_note_catalog_change();
    ItemPointerData tid; /* GRANT and ALTER SCHEMA OWNER write new versions of the row */
    if (catcache_namespace_name(nspoid) == NULL || !catalog_namespace_current_tid(nspoid, &tid))
        ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                errmsg("schema with OID %u does not exist", nspoid));
    RelationData rel;
    catalog_rel(NamespaceRelationId, &rel);
    heap_delete(&rel, &tid);
    catalog_drop_comments(nspoid, NamespaceRelationId, -1);
    catcache_drop_namespace(nspoid, xact_current_xid());
    xact_command_counter_increment();
}

List *catalog_namespace_relations(Oid nspoid)
{
    return catcache_namespace_relations(nspoid);
}

List *catalog_namespaces(void)
{
    return catcache_namespaces();
}

Oid catalog_relation_oid(Oid nspoid, const char *relname)
{
    char name[NAMEDATALEN];
    fill_name(name, relname);
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_name(nspoid, name);
    Oid oid = e ? e->oid : InvalidOid;
    catcache_unlock();
    return oid;
}

bool catalog_relation_name(Oid relid, char *name, Oid *nspoid)
{
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(relid);
    if (e) {
        memcpy(name, e->relname, NAMEDATALEN);
        *nspoid = e->relnamespace;
    }
    catcache_unlock();
    return e != NULL;
}

/* Copy an entry into one palloc chunk; the cache lock is held and released on error. */
static Relation copy_entry(const CatRelEntry *e)
{
    size_t head = MAXALIGN(sizeof(RelationData));
    size_t dsize = sizeof(TupleDescData) + (size_t)e->desc->natts * sizeof(FormData_attribute);
    Relation rel = NULL;
    PG_TRY();
    {
        rel = palloc(head + dsize);
    }
    PG_CATCH();
    {
        catcache_unlock();
        PG_RE_THROW();
    }
    PG_END_TRY();
    memset(rel, 0, sizeof(RelationData));
    rel->rd_id = e->oid;
    memcpy(rel->relname, e->relname, NAMEDATALEN);
    rel->relnamespace = e->relnamespace;
    rel->relkind = e->relkind;
    rel->relpersistence = e->relpersistence;
    rel->relfilenode = e->relfilenode;
    rel->relchecks = e->relchecks;
    rel->relhastriggers = e->relhastriggers;
    rel->relrowsecurity = e->relrowsecurity;
    rel->relforcerowsecurity = e->relforcerowsecurity;
    rel->rd_att = (TupleDesc)((char *)rel + head);
    memcpy(rel->rd_att, e->desc, dsize);
    return rel;
}

Relation relation_open(Oid relid, LockMode mode)
{
    lock_relation(relid, mode);
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(relid);
    if (e == NULL) {
        catcache_unlock();
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("could not open relation with OID %u", relid));
    }
    Relation rel = copy_entry(e);
    catcache_unlock();
    rel->rd_private = heap_relation_private(rel->relfilenode);
    return rel;
}

void relation_close(Relation rel)
{
    if (rel)
        pfree(rel);
}

/* ---------------------------------------------------------------------------------------- */
/* CREATE and DROP                                                                          */

static bool relkind_has_storage(char relkind)
{
    return relkind == RELKIND_RELATION || relkind == RELKIND_INDEX || relkind == RELKIND_SEQUENCE;
}

static void check_new_columns(TupleDesc desc)
{
    if (desc->natts > MaxHeapAttributeNumber)
        ereport(ERROR, errcode(ERRCODE_TOO_MANY_COLUMNS),
                errmsg("tables can have at most %d columns", MaxHeapAttributeNumber));
    for (int i = 0; i < desc->natts; i++)
        for (int j = 0; j < i; j++)
            if (strncmp(desc->attrs[i].attname, desc->attrs[j].attname, NAMEDATALEN) == 0)
                ereport(ERROR, errcode(ERRCODE_DUPLICATE_COLUMN),
                        errmsg("column \"%s\" specified more than once", desc->attrs[i].attname));
}

/* A cache entry for the new relation, filled in but not yet in the cache. */
static CatRelEntry *new_entry(const char *relname, Oid nspoid, char relkind, char relpersistence,
                              TupleDesc desc, TransactionId xid)
{
    CatRelEntry *e = catcache_new_rel(desc->natts);
    if (!e)
        out_of_memory();
    fill_name(e->relname, relname);
    e->relnamespace = nspoid;
    e->relkind = relkind;
    e->relpersistence = relpersistence ? relpersistence : 'p';
    e->xmin = xid;
    memcpy(e->desc, desc, sizeof(TupleDescData) + (size_t)desc->natts * sizeof(FormData_attribute));
    for (int i = 0; i < desc->natts; i++)
        e->desc->attrs[i].attnum = (int16)(i + 1);
    return e;
}

/* Give the entry an oid nobody uses and put it in the cache; ERROR 42P07 if the name is
 * taken. */
static void publish_entry(CatRelEntry *e)
{
    for (;;) {
        Oid oid = control_assign_oid();
        catcache_lock_write();
        if (catcache_name_taken(e->relnamespace, e->relname)) {
            catcache_unlock();
            char name[NAMEDATALEN];
            memcpy(name, e->relname, NAMEDATALEN);
            catcache_free_rel(e);
            ereport(ERROR, errcode(ERRCODE_DUPLICATE_TABLE),
                    errmsg("relation \"%s\" already exists", name));
        }
        /* a relation given a new file (TRUNCATE) may use this number for it */
        if (!catcache_oid_taken(oid) && !catcache_relfilenode_taken(oid)) {
            e->oid = oid;
            e->relfilenode = oid;
            e->desc->tdtypeid = InvalidOid;
            catcache_add_rel(e);
            catcache_unlock();
            return;
        }
        catcache_unlock();
    }
}

static Oid create_relation(const char *relname, Oid nspoid, char relkind, char relpersistence,
                           TupleDesc desc, Oid relam, Oid owner)
{
    if (catcache_namespace_name(nspoid) == NULL)
        ereport(ERROR, errcode("3F000"), errmsg("schema with OID %u does not exist", nspoid));
    check_new_columns(desc);
    lock_relation(RelationRelationId, RowExclusiveLock);
    lock_relation(AttributeRelationId, RowExclusiveLock);
    TransactionId xid = xact_current_xid();
    xact_note_catalog_change(); /* from here on an abort must clean the cache */
    CatRelEntry *e = new_entry(relname, nspoid, relkind, relpersistence, desc, xid);
    e->relam = relam;
    e->relowner = owner;
    publish_entry(e);
    Oid oid = e->oid;
    lock_relation(oid, AccessExclusiveLock);
    insert_relation_rows(e);
    if (relkind_has_storage(relkind)) {
        xact_unlink_at_end(oid, false);
        wal_log_smgr(oid, false, 0);
        smgr_create(oid);
    }
    return oid;
}

Oid catalog_create_relation(const char *relname, Oid nspoid, char relkind, char relpersistence,
                            TupleDesc desc, Oid owner)
{
    return create_relation(relname, nspoid, relkind, relpersistence, desc, InvalidOid, owner);
}

static ItemPointerData insert_index_row(IndexForm f, const char *indexprs, const char *indpred)
{
    RelationData rel;
    catalog_rel(IndexRelationId, &rel);
    Datum v[Natts_pg_index];
    bool n[Natts_pg_index] = {false};
    v[Anum_idx_indexrelid] = ObjectIdGetDatum(f->indexrelid);
    v[Anum_idx_indrelid] = ObjectIdGetDatum(f->indrelid);
    v[Anum_idx_indnatts] = Int16GetDatum(f->indnatts);
    v[Anum_idx_indnkeyatts] = Int16GetDatum(f->indnkeyatts);
    v[Anum_idx_indisunique] = BoolGetDatum(f->indisunique);
    v[Anum_idx_indisprimary] = BoolGetDatum(f->indisprimary);
    v[Anum_idx_indkey] = PointerGetDatum(int2vector_make(f->indkey, f->indnatts));
    v[Anum_idx_indoption] = PointerGetDatum(int2vector_make(f->indoption, f->indnkeyatts));
    for (int i = Anum_idx_indisexclusion; i <= Anum_idx_indnullsnotdistinct; i++)
        v[i] = BoolGetDatum(false);
    n[Anum_idx_indexprs] = indexprs == NULL;
    v[Anum_idx_indexprs] = indexprs ? PointerGetDatum(catalog_cstring_text(indexprs)) : (Datum)0;
    n[Anum_idx_indpred] = indpred == NULL;
    v[Anum_idx_indpred] = indpred ? PointerGetDatum(catalog_cstring_text(indpred)) : (Datum)0;
    v[Anum_idx_indimmediate] = BoolGetDatum(true);
    v[Anum_idx_indisvalid] = BoolGetDatum(!f->invalid);
    v[Anum_idx_indisready] = v[Anum_idx_indislive] = BoolGetDatum(true);
    HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
    heap_insert(&rel, tup);
    ItemPointerData tid = tup->t_self;
    heap_freetuple(tup);
    return tid;
}

Oid catalog_create_index(const char *indexname, Oid nspoid, TupleDesc keydesc, IndexForm form,
                         const char *indexprs, const char *indpred)
{
    if (form->indnatts < 1 || form->indnatts > INDEX_MAX_KEYS)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("cannot use more than %d columns in an index", INDEX_MAX_KEYS));
    if (form->indnkeyatts < 1 || form->indnkeyatts > form->indnatts)
        form->indnkeyatts = form->indnatts;
    IndexForm f = calloc(1, sizeof(IndexFormData));
    if (!f)
        out_of_memory();
    lock_relation(IndexRelationId, RowExclusiveLock);
    /* An index is as durable as its table: an UNLOGGED table's indexes are unlogged too. */
    catcache_lock_read();
    CatRelEntry *heap = catcache_rel_by_oid(form->indrelid);
    char persistence = heap ? heap->relpersistence : 'p';
    Oid owner = heap ? heap->relowner : BOOTSTRAP_SUPERUSERID; /* as PG: the table's */
    char relkind = heap && heap->relkind == RELKIND_PARTITIONED_TABLE ? RELKIND_PARTITIONED_INDEX
                                                                       : RELKIND_INDEX;
    catcache_unlock();
    Oid oid;
    PG_TRY();
    {
        oid = create_relation(indexname, nspoid, relkind, persistence, keydesc, form->relam,
                              owner);
    }
    PG_CATCH();
    {
        free(f);
        PG_RE_THROW();
    }
    PG_END_TRY();
    form->indexrelid = oid;
    *f = *form;
    f->hasexprs = indexprs != NULL;
    f->haspred = indpred != NULL;
    form->hasexprs = f->hasexprs;
    form->haspred = f->haspred;
    ItemPointerData tid = insert_index_row(f, indexprs, indpred);
    catcache_lock_write();
    CatRelEntry *e = catcache_rel_by_oid(oid);
    if (ALWAYS(e != NULL)) {
        e->index = f;
        e->index_tid = tid;
        f = NULL;
    }
    catcache_unlock();
    free(f);
    /* the table's pg_class row now says relhasindex (a new version: an abort restores it) */
    if (form->indrelid >= FirstNormalObjectId) {
        xact_command_counter_increment(); /* see the rows this statement wrote */
        catalog_alter_relation(form->indrelid, NULL, 0, NULL);
    }
    return oid;
}

/* A palloc'd copy of a text column of the pg_index row at tid, or NULL. */
static char *index_row_text(ItemPointer tid, int anum)
{
    RelationData rel;
    catalog_rel(IndexRelationId, &rel);
    HeapTupleData tup;
    int buf = 0;
    char *out = NULL;
    if (heap_fetch(&rel, tid, &tup, &buf)) {
        Datum v[Natts_pg_index];
        bool n[Natts_pg_index];
        heap_deform_tuple(&tup, rel.rd_att, v, n);
        if (!n[anum])
            out = catalog_text_cstring(v[anum]);
    }
    heap_fetch_release(&buf);
    return out;
}

void catalog_index_exprs(Oid indexrelid, char **indexprs, char **indpred)
{
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(indexrelid);
    bool found = e && e->index && (e->index->hasexprs || e->index->haspred);
    ItemPointerData tid = found ? e->index_tid : (ItemPointerData){InvalidBlockNumber, 0};
    catcache_unlock();
    *indexprs = found ? index_row_text(&tid, Anum_idx_indexprs) : NULL;
    *indpred = found ? index_row_text(&tid, Anum_idx_indpred) : NULL;
}

/* A new version of indexrelid's pg_index row with its columns anums[0..n-1] set to values
 * (NULL where isnull), and of its cache entry; the entry's IndexFormData is the caller's to
 * change. */
static void replace_index_columns(Oid indexrelid, int n_cols, const int *anums,
                                  const Datum *values, const bool *isnull)
{
    catalog_alter_relation(indexrelid, NULL, 0, NULL); /* a new version of the cache entry */
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(indexrelid);
    bool found = e && e->index;
    ItemPointerData tid = found ? e->index_tid : (ItemPointerData){InvalidBlockNumber, 0};
    catcache_unlock();
    if (!found)
        elog(ERROR, "index %u has no pg_index row", indexrelid);
    RelationData rel;
    catalog_rel(IndexRelationId, &rel);
    HeapTupleData old;
    int buf = 0;
    if (!heap_fetch(&rel, &tid, &old, &buf)) {
        heap_fetch_release(&buf);
        elog(ERROR, "index %u has no visible pg_index row", indexrelid);
    }
    Datum v[Natts_pg_index];
    bool n[Natts_pg_index];
    heap_deform_tuple(&old, rel.rd_att, v, n);
    for (int i = 0; i < n_cols; i++) {
        n[anums[i]] = isnull[i];
        v[anums[i]] = values[i];
    }
    HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
    heap_fetch_release(&buf);
    heap_update(&rel, &tid, tup);
    catcache_lock_write();
    e = catcache_rel_by_oid(indexrelid);
    if (e && e->index)
        e->index_tid = tup->t_self;
    catcache_unlock();
    heap_freetuple(tup);
}

void catalog_set_index_exprs(Oid indexrelid, const char *indexprs, const char *indpred)
{
    const int anums[] = {Anum_idx_indexprs, Anum_idx_indpred};
    const Datum values[] = {
        indexprs ? PointerGetDatum(catalog_cstring_text(indexprs)) : (Datum)0,
        indpred ? PointerGetDatum(catalog_cstring_text(indpred)) : (Datum)0};
    const bool isnull[] = {indexprs == NULL, indpred == NULL};
    replace_index_columns(indexrelid, 2, anums, values, isnull);
}

void catalog_set_index_valid(Oid indexrelid, bool valid)
{
    const int anum = Anum_idx_indisvalid;
    const Datum value = BoolGetDatum(valid);
    const bool isnull = false;
    replace_index_columns(indexrelid, 1, &anum, &value, &isnull);
    catcache_lock_write();
    CatRelEntry *e = catcache_rel_by_oid(indexrelid);
    if (e && e->index)
        e->index->invalid = !valid;
    catcache_unlock();
}

bool catalog_index_form(Oid indexrelid, IndexFormData *out)
{
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(indexrelid);
    bool found = e && e->index;
    if (found)
        *out = *e->index;
    catcache_unlock();
    return found;
}

static int oid_cmp(const void *a, const void *b)
{
    Oid x = *(const Oid *)a, y = *(const Oid *)b;
    return x < y ? -1 : x > y;
}

List *catalog_relation_indexes(Oid relid)
{
    Oid small[16];
    Oid *oids = small;
    catcache_lock_read();
    int n = catcache_rel_indexes(relid, small, lengthof(small));
    catcache_unlock();
    while (n > (int)lengthof(small) && oids == small) {
        int cap = n + 16;
        Oid *big = palloc((size_t)cap * sizeof(Oid));
        catcache_lock_read();
        n = catcache_rel_indexes(relid, big, cap);
        catcache_unlock();
        if (n <= cap)
            oids = big;
    }
    qsort(oids, (size_t)n, sizeof(Oid), oid_cmp);
    List *out = NIL;
    for (int i = 0; i < n; i++)
        out = lappend_oid(out, oids[i]);
    return out;
}

void catalog_drop_relation(Oid relid)
{
    if (relid < FirstNormalObjectId) {
        char name[NAMEDATALEN] = "?";
        catcache_lock_read();
        CatRelEntry *e = catcache_rel_by_oid(relid);
        if (e)
            memcpy(name, e->relname, NAMEDATALEN);
        catcache_unlock();
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied: \"%s\" is a system catalog", name));
    }
    lock_relation(relid, AccessExclusiveLock);
    lock_relation(RelationRelationId, RowExclusiveLock);
    lock_relation(AttributeRelationId, RowExclusiveLock);
    TransactionId xid = xact_current_xid();
    xact_note_catalog_change();
    ListCell *lc;

    /* a table's indexes, column defaults, CHECK constraints, comments and owned sequences go
     * with it */
    catalog_drop_column_defaults(relid);
    catalog_drop_relation_checks(relid);
    catalog_drop_relation_policies(relid);
    catalog_drop_partitioning(relid);
    catalog_drop_comments(relid, RelationRelationId, -1);
    List *owned = catalog_owned_sequences(relid, 0);
    foreach (lc, owned)
        catalog_drop_relation(lfirst_oid(lc));
    list_free(owned);
    List *indexes = catalog_relation_indexes(relid);
    foreach (lc, indexes)
        catalog_drop_relation(lfirst_oid(lc));
    list_free(indexes);

    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(relid);
    int natts = e ? e->desc->natts : -1;
    catcache_unlock();
    if (natts < 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("could not open relation with OID %u", relid));
    ItemPointerData *att_tids = palloc((size_t)Max(natts, 1) * sizeof(ItemPointerData));

    /* the exclusive lock keeps the entry as it was: only this thread can drop it now */
    catcache_lock_write();
    e = catcache_rel_by_oid(relid);
    Assert(e != NULL && e->desc->natts == natts);
    e->xmax = xid;
    ItemPointerData class_tid = e->class_tid;
    ItemPointerData index_tid = e->index ? e->index_tid : (ItemPointerData){InvalidBlockNumber, 0};
    uint32 relfilenode = e->relfilenode;
    bool has_storage = relkind_has_storage(e->relkind);
    bool is_view = e->relkind == RELKIND_VIEW;
    bool is_sequence = e->relkind == RELKIND_SEQUENCE;
    memcpy(att_tids, e->att_tids, (size_t)natts * sizeof(ItemPointerData));
    catcache_unlock();
    if (is_view)
        catalog_view_forget(relid);
    if (is_sequence)
        catalog_sequence_forget(relid);

    RelationData rel;
    catalog_rel(RelationRelationId, &rel);
    if (class_tid.ip_blkid != InvalidBlockNumber)
        heap_delete(&rel, &class_tid);
    catalog_rel(AttributeRelationId, &rel);
    for (int i = 0; i < natts; i++)
        if (att_tids[i].ip_blkid != InvalidBlockNumber)
            heap_delete(&rel, &att_tids[i]);
    pfree(att_tids);
    if (index_tid.ip_blkid != InvalidBlockNumber) {
        lock_relation(IndexRelationId, RowExclusiveLock);
        catalog_rel(IndexRelationId, &rel);
        heap_delete(&rel, &index_tid);
    }
    catalog_statistic_delete(relid, 0); /* its statistics go with it */
    if (has_storage)
        xact_unlink_at_end(relfilenode, true);
}

/* ---------------------------------------------------------------------------------------- */
/* ALTER TABLE                                                                              */

/* A copy of a varlena column (Anum_att_...) of the pg_attribute row at tid, or NULL. */
static varlena *attribute_row_field(ItemPointer tid, int anum)
{
    RelationData rel;
    catalog_rel(AttributeRelationId, &rel);
    HeapTupleData tup;
    int buf = 0;
    varlena *out = NULL;
    if (heap_fetch(&rel, tid, &tup, &buf)) {
        Datum v[Natts_pg_attribute];
        bool n[Natts_pg_attribute];
        heap_deform_tuple(&tup, rel.rd_att, v, n);
        if (!n[anum]) {
            varlena *a = (varlena *)DatumGetPointer(v[anum]);
            out = palloc(VARSIZE(a));
            memcpy(out, a, VARSIZE(a));
        }
    }
    heap_fetch_release(&buf);
    return out;
}

/* A copy of old for a new version of it; the cache lock is held and released on error. */
static CatRelEntry *copy_for_alter(const CatRelEntry *old, int natts)
{
    CatRelEntry *e = catcache_new_rel(natts);
    IndexForm index = old->index ? malloc(sizeof(IndexFormData)) : NULL;
    if (!e || (old->index && !index)) {
        catcache_unlock();
        catcache_free_rel(e);
        free(index);
        out_of_memory();
    }
    e->oid = old->oid;
    memcpy(e->relname, old->relname, NAMEDATALEN);
    e->relnamespace = old->relnamespace;
    e->relkind = old->relkind;
    e->relpersistence = old->relpersistence;
    e->relfilenode = old->relfilenode;
    e->relam = old->relam;
    e->relchecks = old->relchecks;
    e->relhastriggers = old->relhastriggers;
    e->relrowsecurity = old->relrowsecurity;
    e->relforcerowsecurity = old->relforcerowsecurity;
    e->relowner = old->relowner;
    e->relpages = old->relpages;
    e->reltuples = old->reltuples;
    e->relallvisible = old->relallvisible;
    e->relacl = old->relacl ? malloc_varlena(old->relacl) : NULL;
    e->relpartbound = old->relpartbound ? strdup(old->relpartbound) : NULL;
    if ((old->relacl && !e->relacl) || (old->relpartbound && !e->relpartbound)) {
        catcache_unlock();
        catcache_free_rel(e);
        free(index);
        out_of_memory();
    }
    e->class_tid = old->class_tid;
    if (index)
        *index = *old->index;
    e->index = index;
    e->index_tid = old->index_tid;
    int keep = Min(natts, old->desc->natts);
    memcpy(e->desc, old->desc, sizeof(TupleDescData) + (size_t)keep * sizeof(FormData_attribute));
    e->desc->natts = natts;
    memcpy(e->att_tids, old->att_tids, (size_t)keep * sizeof(ItemPointerData));
    return e;
}

/* What a new version of a relation's entry changes (zero / NULL / false: nothing). */
typedef struct RelChange {
    const char *relname;
    char relpersistence;
    TupleDesc desc;
    int relchecks_delta;
    bool set_triggers;
    int8 row_security, force_row_security; /* 1 on, -1 off, 0 kept */
    bool set_acl; /* relowner and relacl become owner and acl */
    Oid owner;
    const varlena *acl;
    uint32 relfilenode; /* a new file for its data (relfilenode.c) */
    bool set_partbound; /* relpartbound becomes partbound (NULL: not a partition) */
    const char *partbound;
    int attnum;               /* > 0: that column's row gets ... */
    int att_field;            /* ... in this field (Anum_att_attfdwoptions or _attacl) ... */
    const varlena *att_value; /* ... this value (NULL: NULL) */
} RelChange;

static void alter_relation(Oid relid, const RelChange *c);

void catalog_alter_relation(Oid relid, const char *relname, char relpersistence, TupleDesc desc)
{
    RelChange c = {.relname = relname, .relpersistence = relpersistence, .desc = desc};
    alter_relation(relid, &c);
}

void catalog_set_relfilenode(Oid relid, uint32 relfilenode)
{
    RelChange c = {.relfilenode = relfilenode};
    alter_relation(relid, &c);
}

void catalog_count_checks(Oid relid, int delta)
{
    RelChange c = {.relchecks_delta = delta};
    alter_relation(relid, &c);
}

void catalog_set_relation_acl(Oid relid, Oid owner, const varlena *acl)
{
    RelChange c = {.set_acl = true, .owner = owner, .acl = acl};
    alter_relation(relid, &c);
}

bool catalog_relation_acl(Oid relid, RelationAcl *out)
{
    varlena *acl = NULL;
    bool oom = false;
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(relid);
    bool found = e != NULL;
    if (e) {
        out->owner = e->relowner ? e->relowner : BOOTSTRAP_SUPERUSERID;
        out->relkind = e->relkind;
        out->nspoid = e->relnamespace;
        memcpy(out->relname, e->relname, NAMEDATALEN);
        acl = e->relacl ? malloc_varlena(e->relacl) : NULL;
        oom = e->relacl && !acl;
    }
    catcache_unlock();
    if (oom)
        out_of_memory();
    out->acl = NULL;
    if (acl) { /* palloc may raise: not under the cache lock */
        out->acl = palloc(VARSIZE(acl));
        memcpy(out->acl, acl, VARSIZE(acl));
        free(acl);
    }
    return found;
}

void catalog_set_has_triggers(Oid relid)
{
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(relid);
    bool already = e != NULL && e->relhastriggers;
    catcache_unlock();
    if (!already) {
        RelChange c = {.set_triggers = true};
        alter_relation(relid, &c);
    }
}

void catalog_set_partition_bound(Oid relid, const char *bound)
{
    RelChange c = {.set_partbound = true, .partbound = bound};
    alter_relation(relid, &c);
}

char *catalog_partition_bound(Oid relid)
{
    char *out = NULL;
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(relid);
    bool oom = false;
    if (e && e->relpartbound) {
        out = strdup(e->relpartbound);
        oom = out == NULL;
    }
    catcache_unlock();
    if (oom)
        out_of_memory();
    char *copy = out ? pstrdup(out) : NULL;
    free(out);
    return copy;
}

void catalog_set_row_security(Oid relid, int enable, int force)
{
    RelChange c = {.row_security = (int8)enable, .force_row_security = (int8)force};
    alter_relation(relid, &c);
}

static void alter_relation(Oid relid, const RelChange *c)
{
    const char *relname = c->relname;
    TupleDesc desc = c->desc;
    if (relid < FirstNormalObjectId)
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied: system catalogs cannot be altered"));
    lock_relation(RelationRelationId, RowExclusiveLock);
    lock_relation(AttributeRelationId, RowExclusiveLock);
    TransactionId xid = xact_current_xid();
    xact_note_catalog_change(); /* from here on an abort must clean the cache */

    catcache_lock_write();
    CatRelEntry *old = catcache_rel_by_oid(relid);
    if (old == NULL) {
        catcache_unlock();
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("could not open relation with OID %u", relid));
    }
    int oldnatts = old->desc->natts;
    if (desc && NEVER(desc->natts < oldnatts)) {
        catcache_unlock();
        elog(ERROR, "ALTER TABLE cannot remove columns of \"%s\"", old->relname);
    }
    CatRelEntry *e = copy_for_alter(old, desc ? desc->natts : oldnatts);
    if (relname) {
        char name[NAMEDATALEN];
        fill_name(name, relname);
        if (strcmp(name, old->relname) != 0 && catcache_name_taken(old->relnamespace, name)) {
            catcache_unlock();
            catcache_free_rel(e);
            ereport(ERROR, errcode(ERRCODE_DUPLICATE_TABLE),
                    errmsg("relation \"%s\" already exists", name));
        }
        memcpy(e->relname, name, NAMEDATALEN);
    }
    if (c->relpersistence)
        e->relpersistence = c->relpersistence;
    if (c->relfilenode) { /* a new, empty file: never counted, as PG's new relfilenode */
        e->relfilenode = c->relfilenode;
        e->relpages = e->relallvisible = 0;
        e->reltuples = -1;
    }
    e->relchecks = (int16)Max(0, e->relchecks + c->relchecks_delta);
    if (c->set_partbound) {
        free(e->relpartbound);
        e->relpartbound = c->partbound ? strdup(c->partbound) : NULL;
        if (c->partbound && !e->relpartbound) {
            catcache_unlock();
            catcache_free_rel(e);
            out_of_memory();
        }
    }
    if (c->set_triggers)
        e->relhastriggers = true;
    if (c->row_security)
        e->relrowsecurity = c->row_security > 0;
    if (c->force_row_security)
        e->relforcerowsecurity = c->force_row_security > 0;
    if (c->set_acl) {
        e->relowner = c->owner;
        free(e->relacl);
        e->relacl = c->acl ? malloc_varlena(c->acl) : NULL;
        if (c->acl && !e->relacl) {
            catcache_unlock();
            catcache_free_rel(e);
            out_of_memory();
        }
    }
    if (desc) {
        memcpy(e->desc->attrs, desc->attrs, (size_t)desc->natts * sizeof(FormData_attribute));
        for (int i = 0; i < desc->natts; i++)
            e->desc->attrs[i].attnum = (int16)(i + 1);
    }
    /* the old version is dropped and the new one created by this transaction: an abort
     * brings the old one back (catcache_xact_end) */
    old->xmax = xid;
    e->xmin = xid;
    catcache_add_rel(e);
    catcache_unlock();

    /* the exclusive lock keeps e as it is: only this thread changes it */
    ItemPointerData class_tid = e->class_tid;
    ItemPointerData ctid = write_class_row(e, class_tid.ip_blkid != InvalidBlockNumber
                                                  ? &class_tid : NULL);
    int natts = e->desc->natts;
    ItemPointerData *att_tids = palloc((size_t)Max(natts, 1) * sizeof(ItemPointerData));
    for (int i = 0; i < natts; i++) {
        ItemPointerData at = e->att_tids[i];
        bool had_row = i < oldnatts && at.ip_blkid != InvalidBlockNumber;
        /* a foreign table's column OPTIONS and the column's privileges stay with it */
        varlena *fdwoptions = had_row ? attribute_row_field(&at, Anum_att_attfdwoptions) : NULL;
        varlena *attacl = had_row ? attribute_row_field(&at, Anum_att_attacl) : NULL;
        if (c->attnum == i + 1 && c->att_field == Anum_att_attfdwoptions)
            fdwoptions = (varlena *)c->att_value;
        else if (c->attnum == i + 1)
            attacl = (varlena *)c->att_value;
        att_tids[i] = write_attribute_row(e->oid, TupleDescAttr(e->desc, i), had_row ? &at : NULL,
                                          fdwoptions, attacl);
    }
    catcache_lock_write();
    e->class_tid = ctid;
    memcpy(e->att_tids, att_tids, (size_t)natts * sizeof(ItemPointerData));
    catcache_unlock();
    pfree(att_tids);
    xact_command_counter_increment(); /* the next ALTER of this statement sees these rows */
}

/* ---------------------------------------------------------------------------------------- */
/* Roles (pg_authid)                                                                        */

void catalog_lock_roles(void)
{
    lock_relation(AuthIdRelationId, AccessExclusiveLock);
}

static HeapTuple form_role_tuple(TupleDesc desc, const CatalogRole *r, char *nbuf)
{
    Datum v[Natts_pg_authid];
    bool n[Natts_pg_authid] = {false};
    fill_name(nbuf, r->rolname);
    v[Anum_aut_oid] = ObjectIdGetDatum(r->oid);
    v[Anum_aut_rolname] = PointerGetDatum(nbuf);
    v[Anum_aut_rolsuper] = BoolGetDatum(r->rolsuper);
    v[Anum_aut_rolinherit] = BoolGetDatum(r->rolinherit);
    v[Anum_aut_rolcreaterole] = BoolGetDatum(r->rolcreaterole);
    v[Anum_aut_rolcreatedb] = BoolGetDatum(r->rolcreatedb);
    v[Anum_aut_rolcanlogin] = BoolGetDatum(r->rolcanlogin);
    v[Anum_aut_rolreplication] = BoolGetDatum(r->rolreplication);
    v[Anum_aut_rolbypassrls] = BoolGetDatum(r->rolbypassrls);
    v[Anum_aut_rolconnlimit] = Int32GetDatum(r->rolconnlimit);
    if (r->rolpassword) {
        size_t len = strlen(r->rolpassword);
        text *t = palloc(VARHDRSZ + len);
        SET_VARSIZE(t, VARHDRSZ + len);
        memcpy(VARDATA(t), r->rolpassword, len);
        v[Anum_aut_rolpassword] = PointerGetDatum(t);
    } else {
        v[Anum_aut_rolpassword] = (Datum)0;
        n[Anum_aut_rolpassword] = true;
    }
    v[Anum_aut_rolvaliduntil] = Int64GetDatum(r->rolvaliduntil);
    n[Anum_aut_rolvaliduntil] = !r->has_validuntil;
    return heap_form_tuple(desc, v, n);
}

static void deform_role_tuple(HeapTuple tup, TupleDesc desc, CatalogRole *r)
{
    Datum v[Natts_pg_authid];
    bool n[Natts_pg_authid];
    heap_deform_tuple(tup, desc, v, n);
    memset(r, 0, sizeof(*r));
    r->oid = DatumGetObjectId(v[Anum_aut_oid]);
    fill_name(r->rolname, DatumGetCString(v[Anum_aut_rolname]));
    r->rolsuper = DatumGetBool(v[Anum_aut_rolsuper]);
    r->rolinherit = DatumGetBool(v[Anum_aut_rolinherit]);
    r->rolcreaterole = DatumGetBool(v[Anum_aut_rolcreaterole]);
    r->rolcreatedb = DatumGetBool(v[Anum_aut_rolcreatedb]);
    r->rolcanlogin = DatumGetBool(v[Anum_aut_rolcanlogin]);
    r->rolreplication = DatumGetBool(v[Anum_aut_rolreplication]);
    r->rolbypassrls = DatumGetBool(v[Anum_aut_rolbypassrls]);
    r->rolconnlimit = DatumGetInt32(v[Anum_aut_rolconnlimit]);
    if (!n[Anum_aut_rolpassword]) {
        text *t = (text *)DatumGetPointer(v[Anum_aut_rolpassword]);
        int len = VARSIZE_ANY_EXHDR(t);
        r->rolpassword = palloc((size_t)len + 1);
        memcpy(r->rolpassword, VARDATA(t), (size_t)len);
        r->rolpassword[len] = '\0';
    }
    r->has_validuntil = !n[Anum_aut_rolvaliduntil];
    r->rolvaliduntil = r->has_validuntil ? (int64)v[Anum_aut_rolvaliduntil] : 0;
    r->tid = tup->t_self;
}

/* Scan pg_authid for a name (when rolname is given) or an oid. */
static bool role_lookup(const char *rolname, Oid roleid, CatalogRole *out)
{
    RelationData rel;
    catalog_rel(AuthIdRelationId, &rel);
    char want[NAMEDATALEN];
    if (rolname)
        fill_name(want, rolname);
    bool found = false;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while (!found && (tup = heap_getnext(scan)) != NULL) {
        CatalogRole r;
        deform_role_tuple(tup, rel.rd_att, &r);
        if (rolname ? strncmp(r.rolname, want, NAMEDATALEN) == 0 : r.oid == roleid) {
            *out = r;
            found = true;
        } else if (r.rolpassword) {
            pfree(r.rolpassword);
        }
    }
    heap_endscan(scan);
    return found;
}

bool catalog_role_by_name(const char *rolname, CatalogRole *out)
{
    return role_lookup(rolname, InvalidOid, out);
}

bool catalog_role_by_oid(Oid roleid, CatalogRole *out)
{
    return role_lookup(NULL, roleid, out);
}

static void insert_role_row(const CatalogRole *r)
{
    xact_note_catalog_change(); /* cached lookups of roles (executor/acl.c) start again */
    RelationData rel;
    catalog_rel(AuthIdRelationId, &rel);
    char nbuf[NAMEDATALEN];
    HeapTuple tup = form_role_tuple(rel.rd_att, r, nbuf);
    heap_insert(&rel, tup);
    heap_freetuple(tup);
}

Oid catalog_create_role(CatalogRole *role)
{
    CatalogRole old;
    if (catalog_role_by_name(role->rolname, &old))
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                errmsg("role \"%s\" already exists", role->rolname));
    role->oid = control_assign_oid();
    insert_role_row(role);
    return role->oid;
}

void catalog_update_role(CatalogRole *role)
{
    xact_note_catalog_change(); /* cached lookups of roles (executor/acl.c) start again */
    RelationData rel;
    catalog_rel(AuthIdRelationId, &rel);
    char nbuf[NAMEDATALEN];
    HeapTuple tup = form_role_tuple(rel.rd_att, role, nbuf);
    heap_update(&rel, &role->tid, tup);
    role->tid = tup->t_self;
    heap_freetuple(tup);
}

void catalog_drop_role(const CatalogRole *role)
{
    xact_note_catalog_change(); /* cached lookups of roles (executor/acl.c) start again */
    RelationData rel;
    catalog_rel(AuthIdRelationId, &rel);
    ItemPointerData tid = role->tid;
    heap_delete(&rel, &tid);
}

/* initdb's superuser "postgres", oid 10, as PG's bootstrap superuser. */
static void insert_bootstrap_role(void)
{
    CatalogRole r;
    memset(&r, 0, sizeof(r));
    r.oid = BOOTSTRAP_SUPERUSERID;
    fill_name(r.rolname, "postgres");
    r.rolsuper = r.rolinherit = r.rolcreaterole = r.rolcreatedb = r.rolcanlogin = true;
    r.rolreplication = r.rolbypassrls = true;
    r.rolconnlimit = -1;
    insert_role_row(&r);
    /* PG 15's predefined role that stands for the owner of the current database */
    memset(&r, 0, sizeof(r));
    r.oid = DATABASE_OWNER_ROLEID;
    fill_name(r.rolname, "pg_database_owner");
    r.rolinherit = true;
    r.rolconnlimit = -1;
    insert_role_row(&r);
}

/* A data directory made before pg_authid existed gets the file and its bootstrap role. */
/* A data directory made before pg_collation existed gets it filled now. */
static void collations_upgrade(void)
{
    if (smgr_exists(CollationRelationId))
        return;
    smgr_create(CollationRelationId);
    xact_start_command();
    catalog_collation_bootstrap();
    xact_commit_command();
}

/* A data directory made when pg_index.indkey and indoption were text gets int2vectors. */
static void indexes_upgrade(void)
{
    if (!indexes_need_upgrade)
        return;
    xact_start_command();
    RelationData rel;
    catalog_rel(IndexRelationId, &rel);
    typedef struct Rewrite {
        ItemPointerData old;
        Oid indexrelid;
        HeapTuple tup;
    } Rewrite;
    List *rewrites = NIL;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        Datum v[Natts_pg_index];
        bool n[Natts_pg_index];
        heap_deform_tuple(tup, rel.rd_att, v, n);
        if (int2vector_is_array((varlena *)DatumGetPointer(v[Anum_idx_indkey])))
            continue;
        int nk = Min(DatumGetInt16(v[Anum_idx_indnatts]), INDEX_MAX_KEYS);
        int16 key[INDEX_MAX_KEYS], opt[INDEX_MAX_KEYS];
        int2vector_parse((varlena *)DatumGetPointer(v[Anum_idx_indkey]), key, nk);
        int2vector_parse((varlena *)DatumGetPointer(v[Anum_idx_indoption]), opt, nk);
        v[Anum_idx_indkey] = PointerGetDatum(int2vector_make(key, nk));
        v[Anum_idx_indoption] = PointerGetDatum(int2vector_make(opt, nk));
        Rewrite *r = palloc(sizeof(Rewrite));
        r->old = tup->t_self;
        r->indexrelid = DatumGetObjectId(v[Anum_idx_indexrelid]);
        r->tup = heap_form_tuple(rel.rd_att, v, n);
        rewrites = lappend(rewrites, r);
    }
    heap_endscan(scan);
    ListCell *lc;
    foreach (lc, rewrites) {
        Rewrite *r = lfirst(lc);
        heap_update(&rel, &r->old, r->tup);
        catcache_lock_write();
        CatRelEntry *e = catcache_rel_by_oid(r->indexrelid);
        if (e && e->index)
            e->index_tid = r->tup->t_self;
        catcache_unlock();
    }
    xact_commit_command();
    indexes_need_upgrade = false;
}

static void roles_upgrade(void)
{
    if (smgr_exists(AuthIdRelationId))
        return;
    smgr_create(AuthIdRelationId);
    xact_start_command();
    insert_bootstrap_role();
    catalog_collation_bootstrap();
    xact_commit_command();
}

/* ---------------------------------------------------------------------------------------- */
/* Column options of foreign tables (pg_attribute.attfdwoptions)                            */

/* The tid of a column's pg_attribute row in the version of relid this transaction sees. */
static bool attribute_tid(Oid relid, int attnum, ItemPointerData *tid)
{
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(relid);
    bool ok = e && attnum >= 1 && attnum <= e->desc->natts &&
              e->att_tids[attnum - 1].ip_blkid != InvalidBlockNumber;
    if (ok)
        *tid = e->att_tids[attnum - 1];
    catcache_unlock();
    return ok;
}

static varlena *column_field(Oid relid, int attnum, int anum)
{
    ItemPointerData tid;
    if (!attribute_tid(relid, attnum, &tid))
        return NULL;
    return attribute_row_field(&tid, anum);
}

varlena *catalog_column_options(Oid relid, int attnum)
{
    return column_field(relid, attnum, Anum_att_attfdwoptions);
}

varlena *catalog_column_acl(Oid relid, int attnum)
{
    return column_field(relid, attnum, Anum_att_attacl);
}

/* A new value (NULL or a varlena) of one column (Anum_att_...) of a column's row: a new version
 * of the relation, as any ALTER makes, so that an abort brings the old one back. */
static void set_column_field(Oid relid, int attnum, int anum, const varlena *value)
{
    xact_command_counter_increment(); /* see the rows this statement wrote */
    if (relid >= FirstNormalObjectId && !attribute_tid(relid, attnum, &(ItemPointerData){0}))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                errmsg("column number %d of relation %u does not exist", attnum, relid));
    RelChange c = {.attnum = attnum, .att_field = anum, .att_value = value};
    alter_relation(relid, &c);
}

void catalog_set_column_options(Oid relid, int attnum, varlena *options)
{
    set_column_field(relid, attnum, Anum_att_attfdwoptions, options);
}

void catalog_set_column_acl(Oid relid, int attnum, const varlena *acl)
{
    set_column_field(relid, attnum, Anum_att_attacl, acl);
}
