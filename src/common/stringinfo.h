/*
 * stringinfo.h: growable byte buffers in the current memory context.
 *
 * data is always NUL-terminated at data[len], so text built here can be used as a C string;
 * binary data may contain NULs of its own.
 */
#ifndef BASALT_STRINGINFO_H
#define BASALT_STRINGINFO_H

#include "common/basalt.h"

typedef struct StringInfoData {
    char *data;
    int len;
    int maxlen;
    int cursor; /* read position, for parsing a buffer */
} StringInfoData;
typedef StringInfoData *StringInfo;

StringInfo makeStringInfo(void);
void initStringInfo(StringInfo str);
void resetStringInfo(StringInfo str);
void enlargeStringInfo(StringInfo str, int needed);
void appendStringInfo(StringInfo str, const char *fmt, ...) pg_attribute_printf(2, 3);
void appendStringInfoString(StringInfo str, const char *s);
void appendStringInfoChar(StringInfo str, char ch);
void appendStringInfoSpaces(StringInfo str, int count);
/* The decimal digits of v, zero-padded to at least width (no printf: output functions' hot
 * path). */
void appendStringInfoInt64(StringInfo str, int64 v, int width);
void appendBinaryStringInfo(StringInfo str, const void *data, int datalen);

#endif /* BASALT_STRINGINFO_H */
