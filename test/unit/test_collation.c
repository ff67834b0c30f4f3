/*
 * test_collation.c: ICU collations at the level the sort uses them. The abbreviated key (the
 * first 8 bytes of the ICU sort key, as an unsigned integer) must never contradict the full
 * comparison: abbrev(a) < abbrev(b) implies a < b, and a < b implies abbrev(a) <= abbrev(b).
 * The whole sort key (what the sort uses for runs of tied abbreviations) must order strings
 * exactly as the comparison does, bytes breaking its ties. Checked on random strings built to
 * tie often (shared prefixes, case and accent variants).
 */
#include "executor/types/collation.h"

#include "types_test_util.h"

static CollLocale icu_locale(const char *tag)
{
    CollLocale l;
    memset(&l, 0, sizeof(l));
    const char *err = NULL;
    l.provider = 'i';
    l.deterministic = true;
    l.collator = collation_open_icu(tag, &err);
    snprintf(l.locale, sizeof(l.locale), "%s", tag);
    if (!l.collator) {
        fprintf(stderr, "cannot open %s: %s\n", tag, err);
        exit(2);
    }
    return l;
}

static int sign(int64 v) { return v < 0 ? -1 : v > 0; }

/* A random string from pieces chosen to collide: letters in both cases, accents, spaces,
 * punctuation, digits, after a long shared prefix half of the time. */
static char *random_string(unsigned *seed)
{
    static const char *pieces[] = {"a", "A", "ä", "Ä", "b", "B", "e", "é", "E", "É", "ss", "ß",
                                   "o", "ö", " ", "-", "1", "9", "10", "z", "Z", "å", "æ", "ı"};
    char *s = palloc(512);
    int len = 0;
    s[0] = '\0'; /* no prefix and no pieces: the empty string */
    if (rand_r(seed) % 2)
        len = snprintf(s, 512, "%s", "a shared prefix that is longer than eight bytes ");
    int n = rand_r(seed) % 6;
    for (int i = 0; i < n; i++)
        len += snprintf(s + len, (size_t)(512 - len), "%s",
                        pieces[rand_r(seed) % (sizeof(pieces) / sizeof(pieces[0]))]);
    return s;
}

static void test_abbrev_agrees(const char *tag)
{
    CollLocale loc = icu_locale(tag);
    unsigned seed = 42;
    enum { N = 400 };
    char *s[N];
    uint64 k[N];
    uint8 *key[N];
    size_t klen[N];
    for (int i = 0; i < N; i++) {
        s[i] = random_string(&seed);
        k[i] = collation_abbrev_key(&loc, s[i], (int)strlen(s[i]));
        /* a 4-byte buffer first: the full length comes back, and the first bytes agree */
        uint8 small[4];
        klen[i] = collation_sort_key(&loc, s[i], (int)strlen(s[i]), small, sizeof(small));
        key[i] = palloc(klen[i]);
        CHECK(collation_sort_key(&loc, s[i], (int)strlen(s[i]), key[i], klen[i]) == klen[i]);
        CHECK(memcmp(small, key[i], Min(klen[i], sizeof(small))) == 0);
        /* a prefix made alone is the key's first bytes, and all of it when the key is short */
        uint8 pre[32];
        size_t plen = collation_sort_key_prefix(&loc, s[i], (int)strlen(s[i]), pre, sizeof(pre));
        CHECK(plen == Min(klen[i], sizeof(pre)) && memcmp(pre, key[i], plen) == 0);
    }
    int bad = 0, ties = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            int full = collation_compare(&loc, s[i], (int)strlen(s[i]), s[j], (int)strlen(s[j]));
            int abbr = k[i] < k[j] ? -1 : k[i] > k[j];
            if (abbr == 0)
                ties++;
            else if (abbr != sign(full))
                bad++;
            if (full == 0 && strcmp(s[i], s[j]) != 0)
                bad++; /* deterministic: only equal bytes are equal */
            int bykey = sign(memcmp(key[i], key[j], Min(klen[i], klen[j])));
            if (bykey == 0)
                bykey = klen[i] < klen[j] ? -1 : klen[i] > klen[j];
            if (bykey == 0)
                bykey = sign(strcmp(s[i], s[j]));
            if (bykey != sign(full))
                bad++;
        }
    CHECK(bad == 0);
    CHECK(ties > N); /* the shared prefixes do tie: the full comparison is exercised */
    ucol_close(loc.collator);
}

static void test_order(void)
{
    CollLocale en = icu_locale("en-US"), sv = icu_locale("sv-SE");
    CHECK(collation_compare(&en, "a", 1, "B", 1) < 0);
    CHECK(collation_compare(&en, "ä", 2, "b", 1) < 0);
    CHECK(collation_compare(&sv, "ä", 2, "z", 1) > 0);
    CHECK(collation_compare(&en, "a", 1, "A", 1) < 0);
    CHECK(collation_compare(&en, "abc", 3, "abc", 3) == 0);
    /* tie under ICU's strength is broken by bytes, not reported equal */
    CHECK(collation_compare(&en, "\xef\xbd\xb6", 3, "\xe3\x82\xab", 3) != 0);
    int len;
    CHECK_STR(collation_icu_case(&en, 'u', "straße", 7, &len), "STRASSE");
    CHECK_STR(collation_icu_case(&en, 't', "hello wORLD", 11, &len), "Hello World");
    CollLocale tr = icu_locale("tr-TR");
    CHECK_STR(collation_icu_case(&tr, 'u', "i", 1, &len), "İ");
    ucol_close(en.collator);
    ucol_close(sv.collator);
    ucol_close(tr.collator);
}

int main(void)
{
    MemoryContextSwitchTo(mcxt_create(mcxt_top(), "test_collation"));
    test_order();
    test_abbrev_agrees("en-US");
    test_abbrev_agrees("de-DE");
    test_abbrev_agrees("und");
    return tt_finish("test_collation");
}
