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

/* Length in bytes of the valid UTF-8 prefix of s[0..len); == len when all of it is valid. */
int utf8_valid_prefix(const char *s, int len);
/* Raise 22021 `invalid byte sequence for encoding "UTF8": 0xc3 0x28` unless s is valid. */
void utf8_verify(const char *s, int len);

#endif /* BASALT_UTF8_H */
