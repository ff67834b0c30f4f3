/*
 * catalog_collation.c: rows of pg_collation, and initdb's import of ICU's locales.
 *
 * The one idea: pg_collation is a small heap table (about 800 rows, one per ICU locale) read
 * by a scan in the current transaction, like the foreign-data catalogs, so CREATE/DROP
 * COLLATION are transactional without a cache. initdb asks ICU for its available locales
 * (uloc_countAvailable / uloc_getAvailable) and names each by its BCP 47 language tag
 * (uloc_toLanguageTag) plus "-x-icu", with the collator's version, as PostgreSQL's
 * pg_import_system_collations does.
 */
#include "storage/catalog_collation.h"

#include <stdio.h>
#include <string.h>

#include <unicode/ucol.h>
#include <unicode/uloc.h>
#include <unicode/uversion.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/catalog_internal.h"
#include "storage/catcache.h"
#include "storage/control.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/xact_internal.h"

#define DEFAULT_COLLATION_OID 100
#define C_COLLATION_OID 950
#define POSIX_COLLATION_OID 951
#define BOOTSTRAP_SUPERUSERID 10
#define PG_UTF8 6

/* Column order (catalog.c's pg_collation_cols). */
enum {
    Anum_coll_oid,
    Anum_coll_collname,
    Anum_coll_collnamespace,
    Anum_coll_collowner,
    Anum_coll_collprovider,
    Anum_coll_collisdeterministic,
    Anum_coll_collencoding,
    Anum_coll_collcollate,
    Anum_coll_collctype,
    Anum_coll_colliculocale,
    Anum_coll_collversion,
    Natts_pg_collation
};

static void text_field(Datum d, bool isnull, char *buf, size_t size)
{
    buf[0] = '\0';
    if (isnull)
        return;
    varlena *v = (varlena *)DatumGetPointer(d);
    size_t len = (size_t)VARSIZE_ANY_EXHDR(v);
    if (len >= size)
        len = size - 1;
    memcpy(buf, VARDATA(v), len);
    buf[len] = '\0';
}

static Datum text_datum(const char *s)
{
    size_t len = strlen(s);
    varlena *t = palloc(VARHDRSZ + len);
    SET_VARSIZE(t, VARHDRSZ + len);
    memcpy(VARDATA(t), s, len);
    return PointerGetDatum(t);
}

static void deform_row(HeapTuple tup, TupleDesc desc, CollationRow *r)
{
    Datum v[Natts_pg_collation];
    bool n[Natts_pg_collation];
    heap_deform_tuple(tup, desc, v, n);
    memset(r, 0, sizeof(*r));
    r->oid = DatumGetObjectId(v[Anum_coll_oid]);
    memcpy(r->name, DatumGetCString(v[Anum_coll_collname]), NAMEDATALEN - 1);
    r->nspoid = DatumGetObjectId(v[Anum_coll_collnamespace]);
    r->owner = DatumGetObjectId(v[Anum_coll_collowner]);
    r->provider = (char)v[Anum_coll_collprovider];
    r->deterministic = DatumGetBool(v[Anum_coll_collisdeterministic]);
    r->encoding = DatumGetInt32(v[Anum_coll_collencoding]);
    text_field(v[Anum_coll_collcollate], n[Anum_coll_collcollate], r->collate, sizeof(r->collate));
    text_field(v[Anum_coll_collctype], n[Anum_coll_collctype], r->ctype, sizeof(r->ctype));
    text_field(v[Anum_coll_colliculocale], n[Anum_coll_colliculocale], r->iculocale,
               sizeof(r->iculocale));
    text_field(v[Anum_coll_collversion], n[Anum_coll_collversion], r->version,
               sizeof(r->version));
    r->tid = tup->t_self;
}

/* Scan for the row with oid (name NULL) or with name in nspoid. */
static bool find_row(Oid oid, Oid nspoid, const char *name, CollationRow *out)
{
    RelationData rel;
    catalog_rel(CollationRelationId, &rel);
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    bool found = false;
    while (!found && (tup = heap_getnext(scan)) != NULL) {
        Datum v[Natts_pg_collation];
        bool n[Natts_pg_collation];
        heap_deform_tuple(tup, rel.rd_att, v, n);
        if (name ? (DatumGetObjectId(v[Anum_coll_collnamespace]) == nspoid &&
                    strncmp(DatumGetCString(v[Anum_coll_collname]), name, NAMEDATALEN - 1) == 0)
                 : DatumGetObjectId(v[Anum_coll_oid]) == oid) {
            deform_row(tup, rel.rd_att, out);
            found = true;
        }
    }
    heap_endscan(scan);
    return found;
}

bool catalog_collation_by_oid(Oid oid, CollationRow *out)
{
    return find_row(oid, InvalidOid, NULL, out);
}

bool catalog_collation_by_name(Oid nspoid, const char *name, CollationRow *out)
{
    return find_row(InvalidOid, nspoid, name, out);
}

void catalog_collation_lock(void)
{
    lock_relation(CollationRelationId, AccessExclusiveLock);
}

static void insert_row(RelationData *rel, const CollationRow *r)
{
    Datum v[Natts_pg_collation];
    bool n[Natts_pg_collation] = {false};
    char nbuf[NAMEDATALEN] = {0};
    snprintf(nbuf, NAMEDATALEN, "%s", r->name);
    v[Anum_coll_oid] = ObjectIdGetDatum(r->oid);
    v[Anum_coll_collname] = PointerGetDatum(nbuf);
    v[Anum_coll_collnamespace] = ObjectIdGetDatum(r->nspoid);
    v[Anum_coll_collowner] = ObjectIdGetDatum(r->owner);
    v[Anum_coll_collprovider] = (Datum)(uint8)r->provider;
    v[Anum_coll_collisdeterministic] = BoolGetDatum(r->deterministic);
    v[Anum_coll_collencoding] = Int32GetDatum(r->encoding);
    const char *texts[] = {r->collate, r->ctype, r->iculocale, r->version};
    for (int i = 0; i < 4; i++) {
        int col = Anum_coll_collcollate + i;
        n[col] = texts[i][0] == '\0';
        v[col] = n[col] ? (Datum)0 : text_datum(texts[i]);
    }
    HeapTuple tup = heap_form_tuple(rel->rd_att, v, n);
    heap_insert(rel, tup);
    heap_freetuple(tup);
}

Oid catalog_collation_insert(CollationRow *row)
{
    RelationData rel;
    catalog_rel(CollationRelationId, &rel);
    lock_relation(rel.rd_id, RowExclusiveLock);
    xact_note_catalog_change();
    row->oid = control_assign_oid();
    insert_row(&rel, row);
    return row->oid;
}

void catalog_collation_delete(const CollationRow *row)
{
    RelationData rel;
    catalog_rel(CollationRelationId, &rel);
    lock_relation(rel.rd_id, RowExclusiveLock);
    xact_note_catalog_change();
    ItemPointerData tid = row->tid;
    heap_delete(&rel, &tid);
}

static void builtin_row(RelationData *rel, Oid oid, const char *name, char provider,
                        int32 encoding, const char *lc)
{
    CollationRow r;
    memset(&r, 0, sizeof(r));
    r.oid = oid ? oid : control_assign_oid();
    snprintf(r.name, NAMEDATALEN, "%s", name);
    r.nspoid = PG_CATALOG_NAMESPACE;
    r.owner = BOOTSTRAP_SUPERUSERID;
    r.provider = provider;
    r.deterministic = true;
    r.encoding = encoding;
    snprintf(r.collate, sizeof(r.collate), "%s", lc);
    snprintf(r.ctype, sizeof(r.ctype), "%s", lc);
    insert_row(rel, &r);
}

/* ICU locale id -> the language tag PostgreSQL names it by; false if ICU refuses it. */
static bool icu_language_tag(const char *locale, char *tag, size_t size)
{
    UErrorCode status = U_ZERO_ERROR;
    uloc_toLanguageTag(locale, tag, (int32_t)size, true, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING)
        return false;
    for (const char *p = tag; *p; p++)
        if ((unsigned char)*p >= 0x80)
            return false;
    return true;
}

bool catalog_collation_icu_version(const char *locale, char *buf, size_t size)
{
    UErrorCode status = U_ZERO_ERROR;
    UCollator *c = ucol_open(locale, &status);
    if (U_FAILURE(status))
        return false;
    UVersionInfo v;
    ucol_getVersion(c, v);
    ucol_close(c);
    char s[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(v, s);
    snprintf(buf, size, "%s", s);
    return true;
}

void catalog_collation_bootstrap(void)
{
    RelationData rel;
    catalog_rel(CollationRelationId, &rel);
    builtin_row(&rel, DEFAULT_COLLATION_OID, "default", COLLPROVIDER_DEFAULT, -1, "");
    builtin_row(&rel, C_COLLATION_OID, "C", COLLPROVIDER_LIBC, -1, "C");
    builtin_row(&rel, POSIX_COLLATION_OID, "POSIX", COLLPROVIDER_LIBC, -1, "POSIX");
    builtin_row(&rel, 0, "ucs_basic", COLLPROVIDER_LIBC, PG_UTF8, "C");
    builtin_row(&rel, 0, "C.utf8", COLLPROVIDER_LIBC, PG_UTF8, "C.utf8");
    int32_t n = uloc_countAvailable();
    for (int32_t i = -1; i < n; i++) {
        const char *locale = i < 0 ? "" : uloc_getAvailable(i); /* -1: the root locale */
        CollationRow r;
        memset(&r, 0, sizeof(r));
        if (!icu_language_tag(locale, r.iculocale, sizeof(r.iculocale)))
            continue;
        if (snprintf(r.name, NAMEDATALEN, "%s-x-icu", r.iculocale) >= NAMEDATALEN)
            continue;
        if (!catalog_collation_icu_version(r.iculocale, r.version, sizeof(r.version)))
            continue;
        r.oid = control_assign_oid();
        r.nspoid = PG_CATALOG_NAMESPACE;
        r.owner = BOOTSTRAP_SUPERUSERID;
        r.provider = COLLPROVIDER_ICU;
        r.deterministic = true;
        r.encoding = -1;
        insert_row(&rel, &r);
    }
}

bool catalog_collation_first_user(Oid collid, char *relname, char *attname)
{
    Oid oids[4096];
    bool found = false;
    catcache_lock_read();
    int n = Min(catcache_table_oids(oids, (int)lengthof(oids)), (int)lengthof(oids));
    for (int i = 0; i < n && !found; i++) {
        CatRelEntry *e = catcache_rel_by_oid(oids[i]);
        for (int a = 0; e && a < e->desc->natts && !found; a++) {
            FormData_attribute *att = TupleDescAttr(e->desc, a);
            if (!att->attisdropped && att->attcollation == collid) {
                snprintf(relname, NAMEDATALEN, "%s", e->relname);
                snprintf(attname, NAMEDATALEN, "%s", att->attname);
                found = true;
            }
        }
    }
    catcache_unlock();
    return found;
}
