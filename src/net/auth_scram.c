/*
 * auth_scram.c: SCRAM-SHA-256 (RFC 5802, RFC 7677) on the server side, and PG's stored
 * verifier format "SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>" (base64 parts).
 *
 * The one idea: the server keeps only StoredKey = H(HMAC(SaltedPassword, "Client Key")) and
 * ServerKey = HMAC(SaltedPassword, "Server Key"). The client sends ClientProof = ClientKey XOR
 * HMAC(StoredKey, AuthMessage); the server recovers ClientKey, hashes it and compares with
 * StoredKey, then proves itself with HMAC(ServerKey, AuthMessage). Unknown roles run the same
 * exchange against a made-up, per-name stable salt, so a probe cannot tell them from a wrong
 * password. Passwords are used as given (no SASLprep); for ASCII passwords that is the same.
 */
#include "net/auth.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
#include <openssl/sha.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"

#define NONCE_RAW_LEN 18

struct ScramState {
    char *rolname;
    bool mock; /* no usable verifier: the exchange must fail */
    int iterations;
    uint8 salt[SCRAM_SALT_LEN];
    int salt_len;
    uint8 stored_key[SCRAM_KEY_LEN], server_key[SCRAM_KEY_LEN];
    char *gs2_header;        /* "n,," as the client sent it */
    char *client_first_bare; /* "n=...,r=..." */
    char *server_first;      /* "r=...,s=...,i=..." */
    char *nonce;             /* client nonce + server nonce */
};

/* ------------------------------------------------------------------ primitives */

static char *b64_encode(const uint8 *data, int len)
{
    char *out = palloc((size_t)(4 * ((len + 2) / 3) + 1));
    EVP_EncodeBlock((unsigned char *)out, data, len);
    return out;
}

/* Decode into out (capacity cap); -1 on bad input. */
static int b64_decode(const char *in, int inlen, uint8 *out, int cap)
{
    if (inlen % 4 != 0 || inlen == 0)
        return -1;
    for (int i = 0; i < inlen; i++) {
        char c = in[i];
        bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                  c == '+' || c == '/' || (c == '=' && i >= inlen - 2);
        if (!ok)
            return -1;
    }
    int pad = (in[inlen - 1] == '=') + (in[inlen - 2] == '=');
    int n = inlen / 4 * 3;
    if (n > cap + 2)
        return -1;
    uint8 *tmp = palloc((size_t)n + 1);
    int got = EVP_DecodeBlock(tmp, (const unsigned char *)in, inlen);
    if (got < 0 || got - pad > cap) {
        pfree(tmp);
        return -1;
    }
    memcpy(out, tmp, (size_t)(got - pad));
    pfree(tmp);
    return got - pad;
}

static void hmac256(const uint8 *key, int keylen, const void *msg, size_t msglen,
                    uint8 out[SCRAM_KEY_LEN])
{
    unsigned int len = SCRAM_KEY_LEN;
    HMAC(EVP_sha256(), key, keylen, msg, msglen, out, &len);
}

static void salted_password(const char *password, const uint8 *salt, int salt_len, int iter,
                            uint8 out[SCRAM_KEY_LEN])
{
    PKCS5_PBKDF2_HMAC(password, (int)strlen(password), salt, salt_len, iter, EVP_sha256(),
                      SCRAM_KEY_LEN, out);
}

static void derive_keys(const uint8 salted[SCRAM_KEY_LEN], uint8 stored[SCRAM_KEY_LEN],
                        uint8 server[SCRAM_KEY_LEN])
{
    uint8 client_key[SCRAM_KEY_LEN];
    hmac256(salted, SCRAM_KEY_LEN, "Client Key", 10, client_key);
    SHA256(client_key, SCRAM_KEY_LEN, stored);
    hmac256(salted, SCRAM_KEY_LEN, "Server Key", 10, server);
    OPENSSL_cleanse(client_key, sizeof(client_key));
}

/* ------------------------------------------------------------------ verifiers */

char *auth_scram_verifier(const char *password)
{
    uint8 salt[SCRAM_SALT_LEN], salted[SCRAM_KEY_LEN], stored[SCRAM_KEY_LEN],
        server[SCRAM_KEY_LEN];
    if (RAND_bytes(salt, sizeof(salt)) != 1)
        elog(ERROR, "could not generate random salt");
    salted_password(password, salt, sizeof(salt), SCRAM_ITERATIONS, salted);
    derive_keys(salted, stored, server);
    OPENSSL_cleanse(salted, sizeof(salted));
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfo(&buf, "SCRAM-SHA-256$%d:%s$%s:%s", SCRAM_ITERATIONS,
                     b64_encode(salt, sizeof(salt)), b64_encode(stored, SCRAM_KEY_LEN),
                     b64_encode(server, SCRAM_KEY_LEN));
    return buf.data;
}

/* Split a verifier into its parts; false if it is not one. */
static bool parse_verifier(const char *v, int *iter, uint8 *salt, int *salt_len,
                           uint8 stored[SCRAM_KEY_LEN], uint8 server[SCRAM_KEY_LEN])
{
    if (v == NULL || strncmp(v, "SCRAM-SHA-256$", 14) != 0)
        return false;
    const char *p = v + 14;
    char *end;
    long it = strtol(p, &end, 10);
    if (end == p || *end != ':' || it < 1 || it > 100000000)
        return false;
    const char *s = end + 1;
    const char *dollar = strchr(s, '$');
    if (!dollar)
        return false;
    const char *colon = strchr(dollar + 1, ':');
    if (!colon)
        return false;
    int sl = b64_decode(s, (int)(dollar - s), salt, SCRAM_SALT_LEN * 4);
    if (sl <= 0)
        return false;
    if (b64_decode(dollar + 1, (int)(colon - dollar - 1), stored, SCRAM_KEY_LEN) !=
            SCRAM_KEY_LEN ||
        b64_decode(colon + 1, (int)strlen(colon + 1), server, SCRAM_KEY_LEN) != SCRAM_KEY_LEN)
        return false;
    *iter = (int)it;
    *salt_len = sl;
    return true;
}

bool auth_is_scram_verifier(const char *v)
{
    int iter, sl;
    uint8 salt[SCRAM_SALT_LEN * 4], st[SCRAM_KEY_LEN], sv[SCRAM_KEY_LEN];
    return parse_verifier(v, &iter, salt, &sl, st, sv);
}

bool auth_check_plain_password(const char *rolname, const char *verifier, const char *password)
{
    if (verifier == NULL || password == NULL)
        return false;
    if (auth_is_md5_verifier(verifier)) {
        char *mine = auth_md5_verifier(rolname, password);
        bool ok = CRYPTO_memcmp(mine, verifier, 35) == 0;
        pfree(mine);
        return ok;
    }
    int iter, sl;
    uint8 salt[SCRAM_SALT_LEN * 4], stored[SCRAM_KEY_LEN], server[SCRAM_KEY_LEN];
    if (!parse_verifier(verifier, &iter, salt, &sl, stored, server))
        return false;
    uint8 salted[SCRAM_KEY_LEN], st2[SCRAM_KEY_LEN], sv2[SCRAM_KEY_LEN];
    salted_password(password, salt, sl, iter, salted);
    derive_keys(salted, st2, sv2);
    OPENSSL_cleanse(salted, sizeof(salted));
    return CRYPTO_memcmp(st2, stored, SCRAM_KEY_LEN) == 0 &&
           CRYPTO_memcmp(sv2, server, SCRAM_KEY_LEN) == 0;
}

/* ------------------------------------------------------------------ the exchange */

/* A per-process secret makes mock salts stable per role name yet unpredictable. */
static uint8 mock_secret[32];
static pthread_once_t mock_once = PTHREAD_ONCE_INIT;
static void init_mock_secret(void)
{
    if (RAND_bytes(mock_secret, sizeof(mock_secret)) != 1)
        memset(mock_secret, 0x5a, sizeof(mock_secret));
}

ScramState *auth_scram_begin(const char *rolname, const char *verifier)
{
    ScramState *st = palloc0(sizeof(ScramState));
    st->rolname = pstrdup(rolname);
    if (parse_verifier(verifier, &st->iterations, st->salt, &st->salt_len, st->stored_key,
                       st->server_key) &&
        st->salt_len <= SCRAM_SALT_LEN)
        return st;
    st->mock = true;
    pthread_once(&mock_once, init_mock_secret);
    uint8 h[SCRAM_KEY_LEN];
    hmac256(mock_secret, sizeof(mock_secret), rolname, strlen(rolname), h);
    memcpy(st->salt, h, SCRAM_SALT_LEN);
    st->salt_len = SCRAM_SALT_LEN;
    st->iterations = SCRAM_ITERATIONS;
    RAND_bytes(st->stored_key, SCRAM_KEY_LEN);
    RAND_bytes(st->server_key, SCRAM_KEY_LEN);
    return st;
}

/* "x=value" at *p up to the next comma: the value (palloc'd), advancing *p past the comma. */
static char *read_attr(const char **p, char attr)
{
    const char *s = *p;
    if (s[0] != attr || s[1] != '=')
        return NULL;
    s += 2;
    const char *comma = strchr(s, ',');
    size_t n = comma ? (size_t)(comma - s) : strlen(s);
    char *v = pnstrdup(s, n);
    *p = comma ? comma + 1 : s + n;
    return v;
}

static bool printable_nonce(const char *s)
{
    if (*s == '\0')
        return false;
    for (; *s; s++)
        if (*s < 0x21 || *s > 0x7e || *s == ',')
            return false;
    return true;
}

bool auth_scram_first(ScramState *st, const char *data, int len, char **reply, const char **err)
{
    char *msg = pnstrdup(data, (size_t)len);
    if ((int)strlen(msg) != len) {
        *err = "malformed SCRAM message";
        return false;
    }
    const char *p = msg;
    /* gs2-cbind-flag: n (no channel binding), y (client could but server cannot) */
    if ((p[0] != 'n' && p[0] != 'y') || p[1] != ',') {
        *err = p[0] == 'p' ? "channel binding is not supported" : "malformed SCRAM message";
        return false;
    }
    p += 2;
    if (p[0] == 'a' && p[1] == '=') {
        *err = "client uses authorization identity, but it is not supported";
        return false;
    }
    if (p[0] != ',') {
        *err = "malformed SCRAM message";
        return false;
    }
    p++;
    st->gs2_header = pnstrdup(msg, (size_t)(p - msg));
    st->client_first_bare = pstrdup(p);
    if (p[0] == 'm') {
        *err = "client requires an unsupported SCRAM extension";
        return false;
    }
    char *user = read_attr(&p, 'n'); /* ignored: the startup packet names the role */
    char *cnonce = user ? read_attr(&p, 'r') : NULL;
    if (user == NULL || cnonce == NULL || !printable_nonce(cnonce)) {
        *err = "malformed SCRAM message";
        return false;
    }
    uint8 raw[NONCE_RAW_LEN];
    if (RAND_bytes(raw, sizeof(raw)) != 1) {
        *err = "could not generate random nonce";
        return false;
    }
    StringInfoData n;
    initStringInfo(&n);
    appendStringInfo(&n, "%s%s", cnonce, b64_encode(raw, sizeof(raw)));
    st->nonce = n.data;
    StringInfoData sf;
    initStringInfo(&sf);
    appendStringInfo(&sf, "r=%s,s=%s,i=%d", st->nonce, b64_encode(st->salt, st->salt_len),
                     st->iterations);
    st->server_first = sf.data;
    *reply = pstrdup(sf.data);
    return true;
}

bool auth_scram_final(ScramState *st, const char *data, int len, bool *verified, char **reply,
                      const char **err)
{
    *verified = false;
    char *msg = pnstrdup(data, (size_t)len);
    if ((int)strlen(msg) != len || st->nonce == NULL) {
        *err = "malformed SCRAM message";
        return false;
    }
    const char *p = msg;
    char *cbind = read_attr(&p, 'c');
    char *nonce = cbind ? read_attr(&p, 'r') : NULL;
    if (cbind == NULL || nonce == NULL) {
        *err = "malformed SCRAM message";
        return false;
    }
    char *expect_cbind = b64_encode((const uint8 *)st->gs2_header, (int)strlen(st->gs2_header));
    if (strcmp(cbind, expect_cbind) != 0) {
        *err = "SCRAM channel binding check failed";
        return false;
    }
    if (strcmp(nonce, st->nonce) != 0) {
        *err = "invalid SCRAM response (nonce mismatch)";
        return false;
    }
    /* skip extensions up to the proof, which comes last */
    const char *proof_at = strstr(msg, ",p=");
    if (proof_at == NULL || strchr(proof_at + 3, ',') != NULL) {
        *err = "malformed SCRAM message";
        return false;
    }
    uint8 proof[SCRAM_KEY_LEN];
    const char *pb = proof_at + 3;
    if (b64_decode(pb, (int)strlen(pb), proof, SCRAM_KEY_LEN) != SCRAM_KEY_LEN) {
        *err = "malformed SCRAM message";
        return false;
    }
    StringInfoData am;
    initStringInfo(&am);
    appendStringInfo(&am, "%s,%s,", st->client_first_bare, st->server_first);
    appendBinaryStringInfo(&am, msg, (int)(proof_at - msg));

    uint8 sig[SCRAM_KEY_LEN], client_key[SCRAM_KEY_LEN], check[SCRAM_KEY_LEN];
    hmac256(st->stored_key, SCRAM_KEY_LEN, am.data, (size_t)am.len, sig);
    for (int i = 0; i < SCRAM_KEY_LEN; i++)
        client_key[i] = proof[i] ^ sig[i];
    SHA256(client_key, SCRAM_KEY_LEN, check);
    bool ok = CRYPTO_memcmp(check, st->stored_key, SCRAM_KEY_LEN) == 0 && !st->mock;
    if (ok) {
        uint8 server_sig[SCRAM_KEY_LEN];
        hmac256(st->server_key, SCRAM_KEY_LEN, am.data, (size_t)am.len, server_sig);
        StringInfoData r;
        initStringInfo(&r);
        appendStringInfo(&r, "v=%s", b64_encode(server_sig, SCRAM_KEY_LEN));
        *reply = r.data;
    }
    *verified = ok;
    return true;
}

/* ------------------------------------------------------------------ the client side */

struct ScramClient {
    char *password;
    char *client_first_bare; /* "n=,r=<client nonce>" */
    char *nonce;             /* the client's */
    uint8 server_key[SCRAM_KEY_LEN];
    char *auth_message;
};

ScramClient *auth_scram_client_begin(const char *password)
{
    ScramClient *sc = palloc0(sizeof(ScramClient));
    sc->password = pstrdup(password ? password : "");
    return sc;
}

char *auth_scram_client_first(ScramClient *sc)
{
    uint8 raw[NONCE_RAW_LEN];
    if (RAND_bytes(raw, sizeof(raw)) != 1)
        elog(ERROR, "could not generate random nonce");
    sc->nonce = b64_encode(raw, sizeof(raw));
    /* the user name is empty: the startup packet names the role, as libpq does */
    sc->client_first_bare = psprintf("n=,r=%s", sc->nonce);
    return psprintf("n,,%s", sc->client_first_bare);
}

bool auth_scram_client_final(ScramClient *sc, const char *data, int len, char **reply,
                             const char **err)
{
    char *msg = pnstrdup(data, (size_t)len);
    const char *p = msg;
    char *nonce = read_attr(&p, 'r');
    char *salt64 = nonce ? read_attr(&p, 's') : NULL;
    char *iter_s = salt64 ? read_attr(&p, 'i') : NULL;
    if (iter_s == NULL || (int)strlen(msg) != len) {
        *err = "malformed SCRAM message";
        return false;
    }
    if (strncmp(nonce, sc->nonce, strlen(sc->nonce)) != 0 || strlen(nonce) <= strlen(sc->nonce)) {
        *err = "invalid SCRAM response (nonce mismatch)";
        return false;
    }
    uint8 salt[SCRAM_SALT_LEN * 4];
    int salt_len = b64_decode(salt64, (int)strlen(salt64), salt, (int)sizeof(salt));
    char *end;
    long iter = strtol(iter_s, &end, 10);
    if (salt_len <= 0 || *end != '\0' || iter < 1 || iter > 100000000) {
        *err = "malformed SCRAM message";
        return false;
    }
    uint8 salted[SCRAM_KEY_LEN], client_key[SCRAM_KEY_LEN], stored[SCRAM_KEY_LEN],
        sig[SCRAM_KEY_LEN], proof[SCRAM_KEY_LEN];
    salted_password(sc->password, salt, salt_len, (int)iter, salted);
    hmac256(salted, SCRAM_KEY_LEN, "Client Key", 10, client_key);
    SHA256(client_key, SCRAM_KEY_LEN, stored);
    hmac256(salted, SCRAM_KEY_LEN, "Server Key", 10, sc->server_key);
    char *final_bare = psprintf("c=biws,r=%s", nonce); /* biws = base64("n,,") */
    sc->auth_message = psprintf("%s,%s,%s", sc->client_first_bare, msg, final_bare);
    hmac256(stored, SCRAM_KEY_LEN, sc->auth_message, strlen(sc->auth_message), sig);
    for (int i = 0; i < SCRAM_KEY_LEN; i++)
        proof[i] = client_key[i] ^ sig[i];
    OPENSSL_cleanse(salted, sizeof(salted));
    OPENSSL_cleanse(client_key, sizeof(client_key));
    *reply = psprintf("%s,p=%s", final_bare, b64_encode(proof, SCRAM_KEY_LEN));
    return true;
}

bool auth_scram_client_verify(ScramClient *sc, const char *data, int len, const char **err)
{
    char *msg = pnstrdup(data, (size_t)len);
    const char *p = msg;
    char *v = read_attr(&p, 'v');
    uint8 got[SCRAM_KEY_LEN], expect[SCRAM_KEY_LEN];
    if (v == NULL || sc->auth_message == NULL ||
        b64_decode(v, (int)strlen(v), got, SCRAM_KEY_LEN) != SCRAM_KEY_LEN) {
        *err = "malformed SCRAM message";
        return false;
    }
    hmac256(sc->server_key, SCRAM_KEY_LEN, sc->auth_message, strlen(sc->auth_message), expect);
    if (CRYPTO_memcmp(got, expect, SCRAM_KEY_LEN) != 0) {
        *err = "incorrect server signature";
        return false;
    }
    return true;
}
