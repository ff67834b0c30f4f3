/*
 * walreader.c: reading WAL records back from the segment files (wal_internal.h), for recovery.
 *
 * The one idea: the end of the log is wherever the next record fails to check out: a length
 * that cannot be, a segment that is missing, a prev link that does not point back, or a CRC
 * that does not match (the CRC covers the record's own LSN, so bytes left over in a recycled
 * segment, or a record torn by a crash, end the log). Nothing past the first bad record is
 * trusted.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <unistd.h>

#include "common/elog.h"
#include "storage/crc32c.h"
#include "storage/page.h"
#include "storage/wal_internal.h"

struct WalReader {
    int fd;
    uint64 fd_segno;
    char *buf; /* the current record */
    size_t cap;
};

WalReader *walreader_open(void)
{
    WalReader *r = calloc(1, sizeof(WalReader));
    if (r == NULL)
        ereport(FATAL, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    r->fd = -1;
    return r;
}

void walreader_close(WalReader *r)
{
    if (r == NULL)
        return;
    if (r->fd >= 0)
        close(r->fd);
    free(r->buf);
    free(r);
}

/* Copy log bytes [lsn, lsn + len) into dst; false if a segment is missing or short. */
static bool read_bytes(WalReader *r, XLogRecPtr lsn, char *dst, size_t len)
{
    while (len > 0) {
        uint64 segno = lsn / WAL_SEG_SIZE;
        size_t off = (size_t)(lsn % WAL_SEG_SIZE);
        size_t n = Min(len, (size_t)(WAL_SEG_SIZE - off));
        if (r->fd < 0 || r->fd_segno != segno) {
            if (r->fd >= 0)
                close(r->fd);
            char path[PATH_MAX];
            wal_segment_path(path, sizeof(path), segno);
            r->fd = open(path, O_RDONLY | O_CLOEXEC);
            r->fd_segno = segno;
            if (r->fd < 0)
                return false;
        }
        size_t done = 0;
        while (done < n) {
            ssize_t got = pread(r->fd, dst + done, n - done, (off_t)(off + done));
            if (got < 0 && errno == EINTR)
                continue;
            if (got <= 0)
                return false;
            done += (size_t)got;
        }
        dst += n;
        lsn += n;
        len -= n;
    }
    return true;
}

static bool reserve(WalReader *r, size_t len)
{
    if (len <= r->cap)
        return true;
    size_t cap = r->cap ? r->cap : 65536;
    while (cap < len)
        cap *= 2;
    char *n = realloc(r->buf, cap);
    if (n == NULL)
        return false;
    r->buf = n;
    r->cap = cap;
    return true;
}

/* Split a checked record into its parts; false if its layout does not add up. */
static bool decode(WalRecord *out, const char *buf)
{
    const WalRecordHeader *h = &out->hdr;
    if (h->nblocks > WAL_MAX_BLOCKS || h->rmid >= RM_MAX_ID)
        return false;
    size_t pos = sizeof(WalRecordHeader) + (size_t)h->nblocks * sizeof(WalBlockHeader);
    if (pos > h->tot_len)
        return false;
    for (int i = 0; i < h->nblocks; i++) {
        WalDecodedBlock *b = &out->blocks[i];
        memcpy(&b->h, buf + sizeof(WalRecordHeader) + (size_t)i * sizeof(WalBlockHeader),
               sizeof(WalBlockHeader));
        b->image = NULL;
        if (b->h.flags & BKP_HAS_IMAGE) {
            if (b->h.hole_length > BLCKSZ || b->h.hole_offset > BLCKSZ - b->h.hole_length)
                return false;
            size_t ilen = BLCKSZ - b->h.hole_length;
            if (pos + ilen > h->tot_len)
                return false;
            b->image = buf + pos;
            pos += ilen;
        }
        if (b->h.data_len > h->tot_len - pos)
            return false;
        b->data = buf + pos;
        pos += b->h.data_len;
    }
    if (h->main_len != h->tot_len - pos)
        return false;
    out->main = buf + pos;
    return true;
}

bool walreader_read(WalReader *r, XLogRecPtr lsn, XLogRecPtr expect_prev, WalRecord *out)
{
    if (lsn < WAL_FIRST_LSN || lsn % 8 != 0)
        return false;
    WalRecordHeader h;
    if (!read_bytes(r, lsn, (char *)&h, sizeof(h)))
        return false;
    if (h.tot_len < sizeof(WalRecordHeader) || h.tot_len > WAL_MAX_RECORD)
        return false;
    if (expect_prev != InvalidXLogRecPtr && h.prev != expect_prev)
        return false;
    if (!reserve(r, h.tot_len) || !read_bytes(r, lsn, r->buf, h.tot_len))
        return false;
    uint32 crc = crc32c_init();
    crc = crc32c_update(crc, r->buf, sizeof(uint32));
    crc = crc32c_update(crc, r->buf + offsetof(WalRecordHeader, xid),
                        h.tot_len - offsetof(WalRecordHeader, xid));
    crc = crc32c_update(crc, r->buf + offsetof(WalRecordHeader, prev), sizeof(XLogRecPtr));
    crc = crc32c_update(crc, &lsn, sizeof(lsn));
    if (crc32c_final(crc) != h.crc)
        return false;
    out->lsn = lsn;
    out->end = lsn + WAL_ALIGN(h.tot_len);
    out->hdr = h;
    return decode(out, r->buf);
}
