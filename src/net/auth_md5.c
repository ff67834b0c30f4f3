/*
 * auth_md5.c: PostgreSQL's md5 password scheme.
 *
 * The one idea: the stored verifier is "md5" + hex(md5(password || user)), and the client
 * proves it knows it by answering a 4-byte salt with "md5" + hex(md5(hex-part || salt)), so
 * the verifier itself is what must be kept secret (PG's known weakness; SCRAM does better).
 */
#include "net/auth.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <string.h>

#include "common/mcxt.h"

static void md5_hex(const void *data, size_t len, char out[33])
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int dlen = 0;
    EVP_Digest(data, len, digest, &dlen, EVP_md5(), NULL);
    static const char hex[] = "0123456789abcdef";
    for (unsigned i = 0; i < 16; i++) {
        out[2 * i] = hex[digest[i] >> 4];
        out[2 * i + 1] = hex[digest[i] & 15];
    }
    out[32] = '\0';
}

char *auth_md5_verifier(const char *rolname, const char *password)
{
    size_t plen = strlen(password), ulen = strlen(rolname);
    char *buf = palloc(plen + ulen + 1);
    memcpy(buf, password, plen);
    memcpy(buf + plen, rolname, ulen);
    char *out = palloc(36);
    memcpy(out, "md5", 3);
    md5_hex(buf, plen + ulen, out + 3);
    pfree(buf);
    return out;
}

bool auth_is_md5_verifier(const char *v)
{
    if (v == NULL || strncmp(v, "md5", 3) != 0 || strlen(v) != 35)
        return false;
    for (int i = 3; i < 35; i++)
        if (!strchr("0123456789abcdef", v[i]))
            return false;
    return true;
}

/* The client's side: compute the response check_response expects. */
char *auth_md5_client_response(const char *rolname, const char *password, const uint8 salt[4])
{
    char *verifier = auth_md5_verifier(rolname, password);
    char buf[32 + 4];
    memcpy(buf, verifier + 3, 32);
    memcpy(buf + 32, salt, 4);
    char *out = palloc(36);
    memcpy(out, "md5", 3);
    md5_hex(buf, sizeof(buf), out + 3);
    pfree(verifier);
    return out;
}

bool auth_md5_check_response(const char *verifier, const uint8 salt[4], const char *response)
{
    if (!auth_is_md5_verifier(verifier) || response == NULL)
        return false;
    char buf[32 + 4];
    memcpy(buf, verifier + 3, 32);
    memcpy(buf + 32, salt, 4);
    char expect[36];
    memcpy(expect, "md5", 3);
    md5_hex(buf, sizeof(buf), expect + 3);
    /* the length is public; compare the rest in constant time */
    return strlen(response) == 35 && CRYPTO_memcmp(expect, response, 35) == 0;
}
