/*
 * crc32c.c: CRC-32C (crc32c.h), reflected polynomial 0x82F63B78.
 *
 * The one idea: the table path processes 8 bytes per step with eight 256-entry tables (the
 * classic slice-by-8 construction), built once on first use; x86-64 CPUs with SSE4.2 compute
 * the same function with the crc32 instruction, chosen once at run time.
 */
#include "storage/crc32c.h"

#include <pthread.h>

#define CRC32C_POLY 0x82F63B78u

static uint32 table[8][256];
static pthread_once_t table_once = PTHREAD_ONCE_INIT;
static uint32 (*crc_impl)(uint32, const uint8 *, size_t);

static uint32 crc_sw(uint32 crc, const uint8 *p, size_t len)
{
    while (len > 0 && ((uintptr_t)p & 7) != 0) {
        crc = table[0][(crc ^ *p++) & 0xFF] ^ (crc >> 8);
        len--;
    }
    while (len >= 8) {
        uint64 w;
        memcpy(&w, p, 8);
        w ^= crc;
        crc = table[7][w & 0xFF] ^ table[6][(w >> 8) & 0xFF] ^ table[5][(w >> 16) & 0xFF] ^
              table[4][(w >> 24) & 0xFF] ^ table[3][(w >> 32) & 0xFF] ^
              table[2][(w >> 40) & 0xFF] ^ table[1][(w >> 48) & 0xFF] ^ table[0][w >> 56];
        p += 8;
        len -= 8;
    }
    while (len-- > 0)
        crc = table[0][(crc ^ *p++) & 0xFF] ^ (crc >> 8);
    return crc;
}

#if defined(__x86_64__) && defined(__GNUC__)
__attribute__((target("sse4.2"))) static uint32 crc_hw(uint32 crc, const uint8 *p, size_t len)
{
    uint64 c = crc;
    while (len >= 8) {
        uint64 w;
        memcpy(&w, p, 8);
        c = __builtin_ia32_crc32di(c, w);
        p += 8;
        len -= 8;
    }
    uint32 c32 = (uint32)c;
    while (len-- > 0)
        c32 = __builtin_ia32_crc32qi(c32, *p++);
    return c32;
}
#endif

static void build_tables(void)
{
    for (uint32 i = 0; i < 256; i++) {
        uint32 c = i;
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? (c >> 1) ^ CRC32C_POLY : c >> 1;
        table[0][i] = c;
    }
    for (uint32 i = 0; i < 256; i++)
        for (int t = 1; t < 8; t++)
            table[t][i] = table[0][table[t - 1][i] & 0xFF] ^ (table[t - 1][i] >> 8);
    crc_impl = crc_sw;
#if defined(__x86_64__) && defined(__GNUC__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("sse4.2"))
        crc_impl = crc_hw;
#endif
}

uint32 crc32c_update(uint32 crc, const void *data, size_t len)
{
    pthread_once(&table_once, build_tables);
    return crc_impl(crc, data, len);
}
