/*
 * collation.h: what a collation oid means at run time (PostgreSQL's pg_locale).
 *
 * Text compares by bytes under "default" (the database's locale is C.UTF-8, whose order is
 * code-point order, i.e. UTF-8 byte order), "C", "POSIX", "ucs_basic" and "C.utf8". An ICU
 * collation compares with ucol_strcollUTF8; a deterministic one breaks ICU's ties by bytes, as
 * PostgreSQL does, so only byte-equal strings are equal. Opened collators are kept for the life
 * of the process, by oid (collation oids are never reused), shared by all sessions: ICU
 * collators are safe for concurrent use by const functions (strcoll, sort keys).
 */
#ifndef BASALT_COLLATION_H
#define BASALT_COLLATION_H

#include "common/basalt.h"

#include <unicode/ucol.h>

#define POSIX_COLLATION_OID 951

typedef struct CollLocale {
    Oid oid;
    char provider;        /* 'd', 'c' or 'i' (pg_collation.collprovider) */
    bool deterministic;
    bool byte_order;      /* compares by bytes (every non-ICU collation Basalt knows) */
    bool ctype_is_c;      /* libc with LC_CTYPE C or POSIX: case mapping is ASCII only */
    UCollator *collator;  /* ICU collations */
    char locale[64];      /* ICU locale (language tag) */
} CollLocale;

/* The locale of a collation; 42P22 "could not determine which collation to use for <what>"
 * when collid is InvalidOid (the expression's collation was indeterminate). */
const CollLocale *collation_locale(Oid collid, const char *what);
/* True when text under collid compares by bytes (cheap, no catalog access for built-ins). */
bool collation_is_byte_order(Oid collid);
/* Three-way comparison of two UTF-8 strings under a locale (ties broken by bytes when
 * deterministic). */
int collation_compare(const CollLocale *loc, const char *a, int alen, const char *b, int blen);
/* The first 8 bytes of the ICU sort key of s, big-endian in a uint64 (zero padded). */
uint64 collation_abbrev_key(const CollLocale *loc, const char *s, int len);
/* The whole ICU sort key of s, whose bytes (memcmp, then the shorter first) order strings as
 * the collation does. Writes at most cap bytes to buf and returns the full length, so a
 * caller whose buffer was too small calls again with a bigger one. */
size_t collation_sort_key(const CollLocale *loc, const char *s, int len, uint8 *buf, size_t cap);
/* At most cap bytes of that sort key, without making the rest (levels come one after another,
 * so the first bytes are the primary weights); the number written, == cap when there may be
 * more. */
size_t collation_sort_key_prefix(const CollLocale *loc, const char *s, int len, uint8 *buf,
                                 size_t cap);
/* lower/upper/initcap under an ICU locale (ICU's full case mapping and word breaks): a
 * palloc'd UTF-8 string, its length in *outlen. op: 'l', 'u' or 't'. */
char *collation_icu_case(const CollLocale *loc, char op, const char *s, int len, int *outlen);
/* Open an ICU collator for locale, for CREATE COLLATION's check: NULL and an ICU error name
 * in *err if ICU refuses it. */
UCollator *collation_open_icu(const char *locale, const char **err);

#endif /* BASALT_COLLATION_H */
