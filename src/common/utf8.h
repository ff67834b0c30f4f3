/*
 * utf8.h: checking that text from a client is valid UTF-8, the server encoding.
 *
 * Everything that arrives as text (query strings, text-format parameters) is verified once at
 * the door, so no layer below ever sees malformed UTF-8. The rules are PostgreSQL's: no
 * overlong forms, no surrogates, nothing past U+10FFFF, and no NUL bytes.
 */
#ifndef BASALT_UTF8_H
#define BASALT_UTF8_H

#include "common/basalt.h"

/* Bytes in the character that starts with lead byte c, as PostgreSQL counts them (1 for a
 * byte that cannot start a character). */
static inline int utf8_char_length(unsigned char c)
{
    if ((c & 0x80) == 0)
        return 1;
    if ((c & 0xe0) == 0xc0)
        return 2;
    if ((c & 0xf0) == 0xe0)
        return 3;
    if ((c & 0xf8) == 0xf0)
        return 4;
    return 1;
}

/* Length in bytes of the valid UTF-8 prefix of s[0..len); == len when all of it is valid. */
int utf8_valid_prefix(const char *s, int len);
/* Raise 22021 `invalid byte sequence for encoding "UTF8": 0xc3 0x28` unless s is valid. */
void utf8_verify(const char *s, int len);

#endif /* BASALT_UTF8_H */
