/*
 * crc32c.h: CRC-32C (Castagnoli), the checksum of every WAL record.
 *
 * Incremental: crc = crc32c_init(); crc = crc32c_update(crc, p, n) ...; crc32c_final(crc).
 * Uses the SSE4.2 crc32 instruction when the CPU has it, a slice-by-8 table otherwise.
 */
#ifndef BASALT_CRC32C_H
#define BASALT_CRC32C_H

#include "common/basalt.h"

#define crc32c_init() ((uint32)0xFFFFFFFFu)
#define crc32c_final(crc) ((crc) ^ 0xFFFFFFFFu)
uint32 crc32c_update(uint32 crc, const void *data, size_t len);

#endif /* BASALT_CRC32C_H */
