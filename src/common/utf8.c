/*
 * utf8.c: UTF-8 validation. A character's length comes from its lead byte; its continuation
 * bytes must be 10xxxxxx, and the second byte is range-checked so that overlong encodings,
 * UTF-16 surrogates (U+D800..U+DFFF) and code points past U+10FFFF are refused.
 */
#include "common/utf8.h"

#include "common/elog.h"
#include "common/stringinfo.h"

static bool is_cont(unsigned char c)
{
    return (c & 0xc0) == 0x80;
}

/* Is s[0..n) one legal character of length n? */
static bool legal_char(const unsigned char *s, int n)
{
    unsigned char a = s[0], b = n > 1 ? s[1] : 0;
    switch (n) {
    case 1:
        return a != 0 && a < 0x80;
    case 2:
        return a >= 0xc2 && is_cont(b);
    case 3:
        if (!is_cont(b) || !is_cont(s[2]))
            return false;
        if (a == 0xe0)
            return b >= 0xa0; /* overlong */
        if (a == 0xed)
            return b < 0xa0; /* surrogates */
        return true;
    case 4:
        if (!is_cont(b) || !is_cont(s[2]) || !is_cont(s[3]))
            return false;
        if (a == 0xf0)
            return b >= 0x90; /* overlong */
        if (a == 0xf4)
            return b < 0x90; /* past U+10FFFF */
        return a < 0xf4;
    }
    return false;
}

int utf8_valid_prefix(const char *str, int len)
{
    const unsigned char *s = (const unsigned char *)str;
    int i = 0;
    while (i < len) {
        if (s[i] != 0 && s[i] < 0x80) { /* the common case, one byte at a time */
            i++;
            continue;
        }
        int n = utf8_char_length(s[i]);
        if (n > len - i || !legal_char(s + i, n))
            return i;
        i += n;
    }
    return len;
}

void utf8_verify(const char *s, int len)
{
    int ok = utf8_valid_prefix(s, len);
    if (ok == len)
        return;
    /* Show the bytes of the offending character, as many as there are. */
    int n = Min(utf8_char_length((unsigned char)s[ok]), len - ok);
    StringInfoData buf;
    initStringInfo(&buf);
    for (int j = 0; j < n; j++)
        appendStringInfo(&buf, "%s0x%02x", j ? " " : "", (unsigned char)s[ok + j]);
    ereport(ERROR, errcode(ERRCODE_CHARACTER_NOT_IN_REPERTOIRE),
            errmsg("invalid byte sequence for encoding \"%s\": %s", "UTF8", buf.data));
}
