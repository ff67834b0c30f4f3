/*
 * collation.c: collation oids to ICU collators, and the ICU operations text needs (comparison,
 * sort-key prefixes for abbreviated keys, case mapping).
 *
 * The one idea: a collation's definition never changes under its oid, so the first lookup of
 * an oid reads its pg_collation row (in the caller's transaction) and opens its collator once
 * for the whole process; later lookups take a mutex-protected table, and each thread remembers
 * its last answer so the comparisons of a sort do not touch the mutex at all.
 */
#include "executor/types/collation.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/uiter.h>
#include <unicode/ustring.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/builtins.h"
#include "storage/catalog_collation.h"

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static CollLocale **cache;
static int cache_len, cache_cap;
static _Thread_local const CollLocale *last_hit;

static const CollLocale *cache_find(Oid oid)
{
    const CollLocale *found = NULL;
    pthread_mutex_lock(&cache_lock);
    for (int i = 0; i < cache_len && !found; i++)
        if (cache[i]->oid == oid)
            found = cache[i];
    pthread_mutex_unlock(&cache_lock);
    return found;
}

/* Adds loc unless another thread got there first; returns the entry that stays. */
static const CollLocale *cache_add(CollLocale *loc)
{
    const CollLocale *kept = NULL;
    pthread_mutex_lock(&cache_lock);
    for (int i = 0; i < cache_len && !kept; i++)
        if (cache[i]->oid == loc->oid)
            kept = cache[i];
    if (!kept && cache_len == cache_cap) {
        int cap = cache_cap ? cache_cap * 2 : 16;
        CollLocale **n = realloc(cache, sizeof(*n) * (size_t)cap);
        if (n) {
            cache = n;
            cache_cap = cap;
        }
    }
    if (!kept && cache_len < cache_cap) {
        cache[cache_len++] = loc;
        kept = loc;
    }
    pthread_mutex_unlock(&cache_lock);
    if (kept != loc) {
        if (loc->collator)
            ucol_close(loc->collator);
        free(loc);
    }
    if (!kept)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    return kept;
}

UCollator *collation_open_icu(const char *locale, const char **err)
{
    UErrorCode status = U_ZERO_ERROR;
    UCollator *c = ucol_open(locale, &status);
    if (U_FAILURE(status)) {
        *err = u_errorName(status);
        return NULL;
    }
    return c;
}

bool collation_is_byte_order(Oid collid)
{
    if (collid == DEFAULT_COLLATION_OID || collid == C_COLLATION_OID ||
        collid == POSIX_COLLATION_OID)
        return true;
    if (collid == InvalidOid)
        return false;
    return collation_locale(collid, "string comparison")->byte_order;
}

const CollLocale *collation_locale(Oid collid, const char *what)
{
    if (collid == InvalidOid)
        ereport(ERROR, errcode(ERRCODE_INDETERMINATE_COLLATION),
                errmsg("could not determine which collation to use for %s", what),
                errhint("Use the COLLATE clause to set the collation explicitly."));
    const CollLocale *l = last_hit;
    if (l && l->oid == collid)
        return l;
    l = cache_find(collid);
    if (!l) {
        CollationRow row;
        if (!catalog_collation_by_oid(collid, &row))
            elog(ERROR, "cache lookup failed for collation %u", collid);
        CollLocale *n = calloc(1, sizeof(*n));
        if (!n)
            ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
        n->oid = collid;
        n->provider = row.provider;
        n->deterministic = row.deterministic;
        n->byte_order = row.provider != COLLPROVIDER_ICU;
        n->ctype_is_c = row.provider == COLLPROVIDER_LIBC &&
                        (strcmp(row.ctype, "C") == 0 || strcmp(row.ctype, "POSIX") == 0);
        if (row.provider == COLLPROVIDER_ICU) {
            const char *err = NULL;
            snprintf(n->locale, sizeof(n->locale), "%s", row.iculocale);
            n->collator = collation_open_icu(row.iculocale, &err);
            if (!n->collator) {
                free(n);
                ereport(ERROR, errcode(ERRCODE_INTERNAL_ERROR),
                        errmsg("could not open collator for locale \"%s\": %s", row.iculocale,
                               err));
            }
        }
        l = cache_add(n);
    }
    last_hit = l;
    return l;
}

static int bytes_compare(const char *a, int alen, const char *b, int blen)
{
    int c = memcmp(a, b, (size_t)Min(alen, blen));
    if (c != 0)
        return c < 0 ? -1 : 1;
    return alen < blen ? -1 : alen > blen ? 1 : 0;
}

int collation_compare(const CollLocale *loc, const char *a, int alen, const char *b, int blen)
{
    if (loc->byte_order)
        return bytes_compare(a, alen, b, blen);
    if (alen == blen && memcmp(a, b, (size_t)alen) == 0)
        return 0;
    UErrorCode status = U_ZERO_ERROR;
    UCollationResult r = ucol_strcollUTF8(loc->collator, a, alen, b, blen, &status);
    if (U_FAILURE(status))
        ereport(ERROR, errcode(ERRCODE_INTERNAL_ERROR),
                errmsg("collation failed: %s", u_errorName(status)));
    if (r == UCOL_EQUAL)
        return loc->deterministic ? bytes_compare(a, alen, b, blen) : 0;
    return r == UCOL_LESS ? -1 : 1;
}

uint64 collation_abbrev_key(const CollLocale *loc, const char *s, int len)
{
    UCharIterator it;
    uiter_setUTF8(&it, s, len);
    uint32_t state[2] = {0, 0};
    uint8_t part[8] = {0};
    UErrorCode status = U_ZERO_ERROR;
    ucol_nextSortKeyPart(loc->collator, &it, state, part, (int32_t)sizeof(part), &status);
    if (U_FAILURE(status))
        ereport(ERROR, errcode(ERRCODE_INTERNAL_ERROR),
                errmsg("sort key generation failed: %s", u_errorName(status)));
    uint64 k = 0;
    for (int i = 0; i < 8; i++)
        k = (k << 8) | part[i];
    return k;
}

size_t collation_sort_key(const CollLocale *loc, const char *s, int len, uint8 *buf, size_t cap)
{
    UCharIterator it;
    uiter_setUTF8(&it, s, len);
    uint32_t state[2] = {0, 0};
    uint8_t scratch[64];
    size_t total = 0;
    for (;;) {
        /* past cap the rest is only counted, a scratch buffer at a time */
        uint8_t *dst = total < cap ? buf + total : scratch;
        int32_t want = total < cap ? (int32_t)Min(cap - total, (size_t)INT32_MAX)
                                   : (int32_t)sizeof(scratch);
        UErrorCode status = U_ZERO_ERROR;
        int32_t got = ucol_nextSortKeyPart(loc->collator, &it, state, dst, want, &status);
        if (U_FAILURE(status))
            ereport(ERROR, errcode(ERRCODE_INTERNAL_ERROR),
                    errmsg("sort key generation failed: %s", u_errorName(status)));
        total += (size_t)got;
        if (got < want)
            return total;
    }
}

size_t collation_sort_key_prefix(const CollLocale *loc, const char *s, int len, uint8 *buf,
                                 size_t cap)
{
    UCharIterator it;
    uiter_setUTF8(&it, s, len);
    uint32_t state[2] = {0, 0};
    UErrorCode status = U_ZERO_ERROR;
    int32_t got = ucol_nextSortKeyPart(loc->collator, &it, state, buf,
                                       (int32_t)Min(cap, (size_t)INT32_MAX), &status);
    if (U_FAILURE(status))
        ereport(ERROR, errcode(ERRCODE_INTERNAL_ERROR),
                errmsg("sort key generation failed: %s", u_errorName(status)));
    return (size_t)got;
}

/* UTF-8 -> UTF-16, palloc'd; *ulen its length in code units. */
static UChar *to_utf16(const char *s, int len, int32_t *ulen)
{
    UErrorCode status = U_ZERO_ERROR;
    u_strFromUTF8(NULL, 0, ulen, s, len, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status))
        ereport(ERROR, errcode(ERRCODE_INTERNAL_ERROR),
                errmsg("UTF-8 to UTF-16 conversion failed: %s", u_errorName(status)));
    UChar *u = palloc(sizeof(UChar) * (size_t)(*ulen + 1));
    status = U_ZERO_ERROR;
    u_strFromUTF8(u, *ulen + 1, NULL, s, len, &status);
    return u;
}

static char *from_utf16(const UChar *u, int32_t ulen, int *outlen)
{
    UErrorCode status = U_ZERO_ERROR;
    int32_t len = 0;
    u_strToUTF8(NULL, 0, &len, u, ulen, &status);
    char *s = palloc((size_t)len + 1);
    status = U_ZERO_ERROR;
    u_strToUTF8(s, len + 1, NULL, u, ulen, &status);
    *outlen = len;
    return s;
}

static int32_t map_case(char op, UChar *dst, int32_t cap, const UChar *src, int32_t len,
                        const char *locale, UErrorCode *status)
{
    switch (op) {
    case 'l': return u_strToLower(dst, cap, src, len, locale, status);
    case 'u': return u_strToUpper(dst, cap, src, len, locale, status);
    default: return u_strToTitle(dst, cap, src, len, NULL, locale, status);
    }
}

char *collation_icu_case(const CollLocale *loc, char op, const char *s, int len, int *outlen)
{
    int32_t ulen;
    UChar *u = to_utf16(s, len, &ulen);
    UErrorCode status = U_ZERO_ERROR;
    int32_t need = map_case(op, NULL, 0, u, ulen, loc->locale, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status))
        ereport(ERROR, errcode(ERRCODE_INTERNAL_ERROR),
                errmsg("case conversion failed: %s", u_errorName(status)));
    UChar *r = palloc(sizeof(UChar) * (size_t)(need + 1));
    status = U_ZERO_ERROR;
    map_case(op, r, need + 1, u, ulen, loc->locale, &status);
    if (U_FAILURE(status))
        ereport(ERROR, errcode(ERRCODE_INTERNAL_ERROR),
                errmsg("case conversion failed: %s", u_errorName(status)));
    return from_utf16(r, need, outlen);
}
