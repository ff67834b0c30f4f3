/*
 * stringinfo.c: growable byte buffers. The buffer doubles when it fills; a request beyond 1 GB
 * is refused with ERROR 54000, as PostgreSQL refuses it.
 */
#include "common/stringinfo.h"

#include <stdarg.h>
#include <stdio.h>

#include "common/elog.h"
#include "common/mcxt.h"

#define MAX_ALLOC_SIZE 0x3fffffff

StringInfo makeStringInfo(void)
{
    StringInfo s = palloc(sizeof(StringInfoData));
    initStringInfo(s);
    return s;
}

void initStringInfo(StringInfo str)
{
    str->maxlen = 256;
    str->data = palloc((size_t)str->maxlen);
    resetStringInfo(str);
}

void resetStringInfo(StringInfo str)
{
    str->data[0] = '\0';
    str->len = 0;
    str->cursor = 0;
}

void enlargeStringInfo(StringInfo str, int needed)
{
    if (needed < 0 || (size_t)needed >= (size_t)(MAX_ALLOC_SIZE - str->len))
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED), errmsg("out of memory"),
                errdetail("Cannot enlarge string buffer containing %d bytes by %d more bytes.",
                          str->len, needed));
    needed += str->len + 1;
    if (needed <= str->maxlen)
        return;
    size_t newlen = 2 * (size_t)str->maxlen;
    while ((size_t)needed > newlen)
        newlen *= 2;
    if (newlen > MAX_ALLOC_SIZE)
        newlen = MAX_ALLOC_SIZE;
    str->data = repalloc(str->data, newlen);
    str->maxlen = (int)newlen;
}

void appendStringInfo(StringInfo str, const char *fmt, ...)
{
    for (;;) {
        int avail = str->maxlen - str->len;
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(str->data + str->len, (size_t)avail, fmt, ap);
        va_end(ap);
        if (n < 0)
            elog(ERROR, "vsnprintf failed");
        if (n < avail) {
            str->len += n;
            return;
        }
        enlargeStringInfo(str, n);
    }
}

void appendBinaryStringInfo(StringInfo str, const void *data, int datalen)
{
    enlargeStringInfo(str, datalen);
    memcpy(str->data + str->len, data, (size_t)datalen);
    str->len += datalen;
    str->data[str->len] = '\0';
}

void appendStringInfoString(StringInfo str, const char *s)
{
    appendBinaryStringInfo(str, s, (int)strlen(s));
}

void appendStringInfoChar(StringInfo str, char ch)
{
    if (str->len + 1 >= str->maxlen)
        enlargeStringInfo(str, 1);
    str->data[str->len++] = ch;
    str->data[str->len] = '\0';
}

void appendStringInfoInt64(StringInfo str, int64 v, int width)
{
    char buf[24];
    int n = 0;
    uint64 u = v < 0 ? (uint64)0 - (uint64)v : (uint64)v;
    do {
        buf[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u > 0);
    while (n < width && n < (int)sizeof(buf) - 1)
        buf[n++] = '0';
    if (v < 0)
        buf[n++] = '-';
    enlargeStringInfo(str, n);
    for (int i = n - 1; i >= 0; i--)
        str->data[str->len++] = buf[i];
    str->data[str->len] = '\0';
}

void appendStringInfoSpaces(StringInfo str, int count)
{
    if (count <= 0)
        return;
    enlargeStringInfo(str, count);
    memset(str->data + str->len, ' ', (size_t)count);
    str->len += count;
    str->data[str->len] = '\0';
}
