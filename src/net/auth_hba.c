/*
 * auth_hba.c: basalt_hba.conf, PostgreSQL's pg_hba.conf format: which connections may log in,
 * and how they prove who they are.
 *
 *     TYPE       DATABASE        USER        ADDRESS              METHOD
 *     local      all             all                              trust
 *     host       all             all         127.0.0.1/32         scram-sha-256
 *     hostssl    sales,sameuser  alice,bob   10.0.0.0 255.0.0.0   md5
 *
 * The one idea: the file is parsed once on the main thread (at start and on SIGHUP) into an
 * immutable rule list; sessions match against it under a read lock, first matching line wins.
 * A file with an error is refused as a whole, so a typo on reload keeps the old rules.
 */
#include "net/auth.h"

#include <arpa/inet.h>
#include <errno.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "common/mcxt.h"
#include "common/stringinfo.h"

#define MAX_LIST 32

typedef enum AddrKind { ADDR_NONE, ADDR_ALL, ADDR_CIDR, ADDR_SAMEHOST, ADDR_SAMENET } AddrKind;

typedef struct HbaRule {
    int line;
    char text[256];
    HbaConnType type;
    int ndb, nuser;
    char *dbs[MAX_LIST];   /* "all", "sameuser" (keywords unquoted) or names */
    bool db_kw[MAX_LIST];  /* the entry is a keyword, not a quoted name */
    char *users[MAX_LIST];
    bool user_kw[MAX_LIST];
    AddrKind addr_kind;
    int family;            /* AF_INET / AF_INET6 for ADDR_CIDR */
    uint8 addr[16], mask[16];
    HbaMethod method;
} HbaRule;

static pthread_rwlock_t hba_lock = PTHREAD_RWLOCK_INITIALIZER;
static HbaRule *rules; /* malloc'd; replaced whole on reload */
static int nrules;

const char *auth_method_name(HbaMethod m)
{
    switch (m) {
    case HBA_TRUST: return "trust";
    case HBA_REJECT: return "reject";
    case HBA_MD5: return "md5";
    case HBA_SCRAM: return "scram-sha-256";
    case HBA_PASSWORD: return "password";
    }
    return "?";
}

/* ------------------------------------------------------------------ parsing */

typedef struct Token {
    char *s;
    bool quoted;
} Token;

/* Split a line into whitespace-separated tokens; "..." quotes, # starts a comment. Commas
 * stay inside tokens (lists are split later), as PG reads a field like a,"b c",d. */
static int tokenize(char *line, Token *tok, int max)
{
    int n = 0;
    char *p = line;
    while (*p && n < max) {
        while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
            p++;
        if (*p == '\0' || *p == '#')
            break;
        char *out = p, *start = p;
        bool quoted = false, inq = false;
        while (*p && (inq || (*p != ' ' && *p != '\t' && *p != '\r' && *p != '\n' && *p != '#'))) {
            if (*p == '"') {
                inq = !inq;
                quoted = true;
                p++;
                continue;
            }
            *out++ = *p++;
        }
        bool end = *p == '\0' || *p == '#';
        if (*p && *p != '#')
            p++;
        *out = '\0';
        tok[n].s = start;
        tok[n].quoted = quoted;
        n++;
        if (end)
            break;
    }
    return n;
}

/* "a,b,c" into up to MAX_LIST strdup'd items. */
static int split_list(const Token *t, char **items, bool *kw)
{
    int n = 0;
    char *copy = strdup(t->s);
    char *save = NULL;
    for (char *it = strtok_r(copy, ",", &save); it && n < MAX_LIST;
         it = strtok_r(NULL, ",", &save)) {
        kw[n] = !t->quoted;
        items[n++] = strdup(it);
    }
    free(copy);
    return n;
}

static bool parse_ip(const char *s, int *family, uint8 addr[16])
{
    memset(addr, 0, 16);
    struct in_addr a4;
    struct in6_addr a6;
    if (inet_pton(AF_INET, s, &a4) == 1) {
        *family = AF_INET;
        memcpy(addr, &a4, 4);
        return true;
    }
    if (inet_pton(AF_INET6, s, &a6) == 1) {
        *family = AF_INET6;
        memcpy(addr, &a6, 16);
        return true;
    }
    return false;
}

static void prefix_mask(int bits, int nbytes, uint8 mask[16])
{
    memset(mask, 0, 16);
    for (int i = 0; i < nbytes; i++) {
        int b = bits - 8 * i;
        mask[i] = b >= 8 ? 0xff : b <= 0 ? 0 : (uint8)(0xff << (8 - b));
    }
}

static bool fail_line(char **err, const char *path, int line, const char *fmt, const char *arg)
{
    StringInfoData b;
    initStringInfo(&b);
    appendStringInfo(&b, fmt, arg);
    appendStringInfo(&b, " (line %d of configuration file \"%s\")", line, path);
    *err = b.data;
    return false;
}

/* Address field(s) starting at tok[*i]; advances *i. */
static bool parse_address(HbaRule *r, Token *tok, int ntok, int *i, const char *path,
                          char **err)
{
    if (*i >= ntok)
        return fail_line(err, path, r->line, "end-of-line before IP address specification%s",
                         "");
    const char *a = tok[*i].s;
    (*i)++;
    if (strcmp(a, "all") == 0) {
        r->addr_kind = ADDR_ALL;
        return true;
    }
    if (strcmp(a, "samehost") == 0) {
        r->addr_kind = ADDR_SAMEHOST;
        return true;
    }
    if (strcmp(a, "samenet") == 0) {
        r->addr_kind = ADDR_SAMENET;
        return true;
    }
    char buf[128];
    snprintf(buf, sizeof(buf), "%s", a);
    char *slash = strchr(buf, '/');
    if (slash)
        *slash = '\0';
    if (!parse_ip(buf, &r->family, r->addr))
        return fail_line(err, path, r->line, "invalid IP address \"%s\"", a);
    int nbytes = r->family == AF_INET ? 4 : 16;
    r->addr_kind = ADDR_CIDR;
    if (slash) {
        char *end;
        long bits = strtol(slash + 1, &end, 10);
        if (*end || end == slash + 1 || bits < 0 || bits > nbytes * 8)
            return fail_line(err, path, r->line, "invalid CIDR mask in address \"%s\"", a);
        prefix_mask((int)bits, nbytes, r->mask);
        return true;
    }
    /* an address without /bits takes a separate mask field */
    if (*i >= ntok)
        return fail_line(err, path, r->line, "end-of-line before netmask specification%s", "");
    int mfam;
    if (!parse_ip(tok[*i].s, &mfam, r->mask) || mfam != r->family)
        return fail_line(err, path, r->line, "invalid IP mask \"%s\"", tok[*i].s);
    (*i)++;
    return true;
}

static bool parse_method(HbaRule *r, const char *m, const char *path, char **err)
{
    if (strcmp(m, "trust") == 0) r->method = HBA_TRUST;
    else if (strcmp(m, "reject") == 0) r->method = HBA_REJECT;
    else if (strcmp(m, "md5") == 0) r->method = HBA_MD5;
    else if (strcmp(m, "scram-sha-256") == 0) r->method = HBA_SCRAM;
    else if (strcmp(m, "password") == 0) r->method = HBA_PASSWORD;
    else if (strcmp(m, "peer") == 0 || strcmp(m, "ident") == 0 || strcmp(m, "gss") == 0 ||
             strcmp(m, "sspi") == 0 || strcmp(m, "pam") == 0 || strcmp(m, "ldap") == 0 ||
             strcmp(m, "radius") == 0 || strcmp(m, "cert") == 0 || strcmp(m, "bsd") == 0)
        return fail_line(err, path, r->line,
                         "authentication method \"%s\" is not supported by Basalt", m);
    else
        return fail_line(err, path, r->line, "invalid authentication method \"%s\"", m);
    return true;
}

static bool parse_line(HbaRule *r, char *line, const char *path, char **err)
{
    Token tok[64];
    int ntok = tokenize(line, tok, 64);
    if (ntok == 0)
        return true;
    int i = 0;
    const char *type = tok[i++].s;
    if (strcmp(type, "local") == 0) r->type = HBA_LOCAL;
    else if (strcmp(type, "host") == 0) r->type = HBA_HOST;
    else if (strcmp(type, "hostssl") == 0) r->type = HBA_HOSTSSL;
    else if (strcmp(type, "hostnossl") == 0) r->type = HBA_HOSTNOSSL;
    else
        return fail_line(err, path, r->line, "invalid connection type \"%s\"", type);
    if (i >= ntok)
        return fail_line(err, path, r->line, "end-of-line before database specification%s", "");
    r->ndb = split_list(&tok[i++], r->dbs, r->db_kw);
    if (i >= ntok)
        return fail_line(err, path, r->line, "end-of-line before role specification%s", "");
    r->nuser = split_list(&tok[i++], r->users, r->user_kw);
    if (r->type != HBA_LOCAL && !parse_address(r, tok, ntok, &i, path, err))
        return false;
    if (i >= ntok)
        return fail_line(err, path, r->line,
                         "end-of-line before authentication method%s", "");
    if (!parse_method(r, tok[i].s, path, err))
        return false;
    return true;
}

static void free_rules(HbaRule *rs, int n)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < rs[i].ndb; j++)
            free(rs[i].dbs[j]);
        for (int j = 0; j < rs[i].nuser; j++)
            free(rs[i].users[j]);
    }
    free(rs);
}

bool auth_hba_load(const char *path, char **errmsg_out)
{
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        StringInfoData b;
        initStringInfo(&b);
        appendStringInfo(&b, "could not open configuration file \"%s\": %s", path,
                         strerror(errno));
        *errmsg_out = b.data;
        return false;
    }
    HbaRule *rs = NULL;
    int n = 0, cap = 0, lineno = 0;
    char line[4096];
    bool ok = true;
    while (ok && fgets(line, sizeof(line), f)) {
        lineno++;
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            rs = realloc(rs, sizeof(HbaRule) * (size_t)cap);
        }
        HbaRule *r = &rs[n];
        memset(r, 0, sizeof(*r));
        r->line = lineno;
        size_t tl = strnlen(line, sizeof(r->text) - 1);
        memcpy(r->text, line, tl);
        r->text[tl] = '\0';
        r->text[strcspn(r->text, "\r\n")] = '\0';
        char *copy = strdup(line);
        Token probe[1];
        bool empty = tokenize(copy, probe, 1) == 0;
        free(copy);
        if (empty)
            continue;
        if (!parse_line(r, line, path, errmsg_out)) {
            n++; /* free its lists too */
            ok = false;
            break;
        }
        n++;
    }
    fclose(f);
    if (!ok) {
        free_rules(rs, n);
        return false;
    }
    pthread_rwlock_wrlock(&hba_lock);
    HbaRule *old = rules;
    int nold = nrules;
    rules = rs;
    nrules = n;
    pthread_rwlock_unlock(&hba_lock);
    free_rules(old, nold);
    return true;
}

/* ------------------------------------------------------------------ matching */

/* Is user a member of role (PG's is_member), the name itself without a catalog to ask? */
static bool member_of(const HbaClient *c, const char *role)
{
    return c->is_member ? c->is_member(c->user, role) : strcmp(c->user, role) == 0;
}

static bool list_match(char *const *items, const bool *kw, int n, const char *name,
                       const HbaClient *c, bool is_db)
{
    for (int i = 0; i < n; i++) {
        if (kw[i] && strcmp(items[i], "all") == 0)
            return true;
        if (is_db && kw[i] && strcmp(items[i], "sameuser") == 0) {
            if (strcmp(name, c->user) == 0)
                return true;
            continue;
        }
        /* samerole: a database named after a role the user is a member of */
        if (is_db && kw[i] && strcmp(items[i], "samerole") == 0) {
            if (member_of(c, name))
                return true;
            continue;
        }
        if (is_db && kw[i] && strcmp(items[i], "replication") == 0)
            continue; /* only walsender connections, which Basalt refuses */
        if (!is_db && kw[i] && items[i][0] == '+') {
            if (member_of(c, items[i] + 1))
                return true;
            continue;
        }
        if (strcmp(items[i], name) == 0)
            return true;
    }
    return false;
}

/* The client's address as family + bytes; an IPv4-mapped IPv6 address counts as IPv4. */
static int client_addr(const struct sockaddr *sa, uint8 out[16])
{
    memset(out, 0, 16);
    if (sa->sa_family == AF_INET) {
        memcpy(out, &((const struct sockaddr_in *)sa)->sin_addr, 4);
        return AF_INET;
    }
    if (sa->sa_family == AF_INET6) {
        const uint8 *b = (const uint8 *)&((const struct sockaddr_in6 *)sa)->sin6_addr;
        static const uint8 mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
        if (memcmp(b, mapped, 12) == 0) {
            memcpy(out, b + 12, 4);
            return AF_INET;
        }
        memcpy(out, b, 16);
        return AF_INET6;
    }
    return 0;
}

static bool masked_equal(const uint8 *a, const uint8 *b, const uint8 *mask, int nbytes)
{
    for (int i = 0; i < nbytes; i++)
        if ((a[i] & mask[i]) != (b[i] & mask[i]))
            return false;
    return true;
}

/* samehost / samenet: compare with the addresses of this machine's interfaces. */
static bool match_interfaces(int family, const uint8 *addr, bool samenet)
{
    struct ifaddrs *ifs = NULL;
    if (getifaddrs(&ifs) != 0)
        return false;
    bool found = false;
    for (struct ifaddrs *i = ifs; i && !found; i = i->ifa_next) {
        if (i->ifa_addr == NULL)
            continue;
        uint8 ia[16], im[16];
        int fam = client_addr(i->ifa_addr, ia);
        if (fam != family)
            continue;
        int nbytes = fam == AF_INET ? 4 : 16;
        if (samenet && i->ifa_netmask) {
            client_addr(i->ifa_netmask, im);
            if (i->ifa_netmask->sa_family != i->ifa_addr->sa_family)
                continue;
        } else {
            memset(im, 0xff, sizeof(im));
        }
        found = masked_equal(ia, addr, im, nbytes);
    }
    freeifaddrs(ifs);
    return found;
}

static bool addr_match(const HbaRule *r, const struct sockaddr *sa)
{
    uint8 a[16];
    int fam = client_addr(sa, a);
    switch (r->addr_kind) {
    case ADDR_ALL: return true;
    case ADDR_SAMEHOST: return match_interfaces(fam, a, false);
    case ADDR_SAMENET: return match_interfaces(fam, a, true);
    case ADDR_CIDR:
        return fam == r->family && masked_equal(a, r->addr, r->mask, fam == AF_INET ? 4 : 16);
    default: return false;
    }
}

HbaMatch auth_hba_match(const HbaClient *c)
{
    HbaMatch m;
    memset(&m, 0, sizeof(m));
    pthread_rwlock_rdlock(&hba_lock);
    for (int i = 0; i < nrules && !m.found; i++) {
        const HbaRule *r = &rules[i];
        if (r->type == HBA_LOCAL ? c->addr != NULL : c->addr == NULL)
            continue;
        if (r->type == HBA_HOSTSSL && !c->ssl)
            continue;
        if (r->type == HBA_HOSTNOSSL && c->ssl)
            continue;
        if (!list_match(r->dbs, r->db_kw, r->ndb, c->database, c, true))
            continue;
        if (!list_match(r->users, r->user_kw, r->nuser, c->user, c, false))
            continue;
        if (r->type != HBA_LOCAL && !addr_match(r, c->addr))
            continue;
        m.found = true;
        m.method = r->method;
        m.line = r->line;
        snprintf(m.text, sizeof(m.text), "%s", r->text);
    }
    pthread_rwlock_unlock(&hba_lock);
    return m;
}
