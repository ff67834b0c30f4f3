/*
 * datetime.c: date, timestamp, timestamptz and interval: input in ISO 8601 and PostgreSQL's
 * common forms, output in DateStyle ISO, arithmetic, comparisons, extract/date_part,
 * date_trunc, age, and now() and friends.
 *
 * One idea: the representations are PostgreSQL's. A date is int32 days since 2000-01-01, a
 * timestamp int64 microseconds since 2000-01-01 00:00 (timestamptz: in UTC), INT_MIN/INT_MAX
 * meaning -infinity/infinity; an interval is (microseconds, days, months) kept apart because a
 * day is not always 24 hours and a month not always 30 days. Field work goes through a broken-down
 * DateTimeFields; the time zone (session TimeZone) comes from timezone.c-style TZif lookup below.
 */
#include <ctype.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <time.h>

#include "common/guc.h"
#include "executor/types/types_internal.h"

#define USECS_PER_SEC INT64_C(1000000)
#define USECS_PER_MINUTE INT64_C(60000000)
#define USECS_PER_HOUR INT64_C(3600000000)
#define USECS_PER_DAY INT64_C(86400000000)
#define DAYS_1970_TO_2000 10957
#define DATE_NOBEGIN INT32_MIN
#define DATE_NOEND INT32_MAX
#define TS_NOBEGIN INT64_MIN
#define TS_NOEND INT64_MAX
/* PG's limits: 4714-11-24 BC (julian day 0) .. 5874897-12-31 (date), 294276-12-31 (timestamp) */
#define POSTGRES_EPOCH_JDATE 2451545
#define DATE_MIN (-POSTGRES_EPOCH_JDATE)
#define DATE_MAX (2147483494 - POSTGRES_EPOCH_JDATE - 1)
#define TS_MIN_DAYS DATE_MIN
#define TS_MAX_DAYS (109203528 - POSTGRES_EPOCH_JDATE - 1)


typedef struct DateTimeFields {
    int year; /* astronomical: 0 is 1 BC */
    int mon, mday;
    int hour, min, sec;
    int64 usec;
} DateTimeFields;

#define DATE_IS_SPECIAL(d) ((d) == DATE_NOBEGIN || (d) == DATE_NOEND)
#define TS_IS_SPECIAL(t) ((t) == TS_NOBEGIN || (t) == TS_NOEND)
#define ARG_IV(n) ((const Interval *)PG_GETARG_POINTER(n))
#define ARG_TEXT_OF(n) ((const text *)PG_GETARG_POINTER(n))

/* ---- calendar ---- */

/* days since 2000-01-01 of a proleptic Gregorian date (astronomical year) */
static int64 days_from_civil(int64 y, int m, int d)
{
    y -= m <= 2;
    int64 era = (y >= 0 ? y : y - 399) / 400;
    int64 yoe = y - era * 400;
    int64 doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64 doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468 - DAYS_1970_TO_2000;
}

static void civil_from_days(int64 z, int *y, int *m, int *d)
{
    z += 719468 + DAYS_1970_TO_2000;
    int64 era = (z >= 0 ? z : z - 146096) / 146097;
    int64 doe = z - era * 146097;
    int64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64 yy = yoe + era * 400;
    int64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64 mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = (int)(yy + (*m <= 2));
}

static bool is_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
static int days_in_month(int y, int m)
{
    static const int dm[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && is_leap(y) ? 29 : dm[m - 1];
}

static int64 floor_div(int64 a, int64 b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

static void ts_to_fields(int64 ts, DateTimeFields *f)
{
    int64 days = floor_div(ts, USECS_PER_DAY);
    int64 t = ts - days * USECS_PER_DAY;
    civil_from_days(days, &f->year, &f->mon, &f->mday);
    f->hour = (int)(t / USECS_PER_HOUR);
    t -= f->hour * USECS_PER_HOUR;
    f->min = (int)(t / USECS_PER_MINUTE);
    t -= f->min * USECS_PER_MINUTE;
    f->sec = (int)(t / USECS_PER_SEC);
    f->usec = t - f->sec * USECS_PER_SEC;
}

static pg_noreturn void ts_out_of_range(void);

/* Fields far past the timestamp range overflow 64 bits: that is out of range too, not a
 * wrapped value. */
static int64 fields_to_ts(const DateTimeFields *f)
{
    int64 days = days_from_civil(f->year, f->mon, f->mday), r;
    int64 tod = f->hour * USECS_PER_HOUR + f->min * USECS_PER_MINUTE + f->sec * USECS_PER_SEC +
                f->usec;
    if (__builtin_mul_overflow(days, USECS_PER_DAY, &r) || __builtin_add_overflow(r, tod, &r))
        ts_out_of_range();
    return r;
}

/* ---- time zones: UTC, fixed offsets, and TZif files from the system tzdata ---- */

typedef struct TzZone {
    char name[64];
    int ntrans;
    int64 *trans;        /* UTC seconds of each transition */
    uint8 *trans_type;   /* index into offsets */
    int ntypes;
    int32 *offsets;      /* seconds east of UTC */
    char (*abbrevs)[8];  /* each type's abbreviation ("CET", "+05"), for to_char's TZ */
    int32 default_offset; /* before the first transition */
    bool fixed;
    struct TzZone *next;
} TzZone;

static TzZone *tz_cache;
static pthread_mutex_t tz_lock = PTHREAD_MUTEX_INITIALIZER;

static uint32 be32(const unsigned char *p)
{
    return ((uint32)p[0] << 24) | ((uint32)p[1] << 16) | ((uint32)p[2] << 8) | p[3];
}

/* Reads a TZif file (version 2+ 64-bit data when present). Returns false if unreadable. */
static bool tz_load_file(const char *path, TzZone *z)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return false;
    unsigned char *buf = malloc(1 << 20);
    size_t n = buf ? fread(buf, 1, 1 << 20, fp) : 0;
    fclose(fp);
    if (n < 44 || memcmp(buf, "TZif", 4) != 0) {
        free(buf);
        return false;
    }
    const unsigned char *h = buf;
    int timelen = 4;
    /* counts: isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt */
    uint32 c[6];
    for (int i = 0; i < 6; i++)
        c[i] = be32(h + 20 + 4 * i);
    if (buf[4] >= '2') {
        size_t v1 = 44 + c[3] * 5 + c[4] * 6 + c[5] + c[2] * 8 + c[1] + c[0];
        if (v1 + 44 <= n && memcmp(buf + v1, "TZif", 4) == 0) {
            h = buf + v1;
            timelen = 8;
            for (int i = 0; i < 6; i++)
                c[i] = be32(h + 20 + 4 * i);
        }
    }
    const unsigned char *p = h + 44;
    size_t need = (size_t)(p - buf) + c[3] * (size_t)(timelen + 1) + c[4] * 6;
    if (need > n || c[4] == 0) {
        free(buf);
        return false;
    }
    z->ntrans = (int)c[3];
    z->ntypes = (int)c[4];
    z->trans = malloc(sizeof(int64) * (c[3] + 1));
    z->trans_type = malloc(c[3] + 1);
    z->offsets = malloc(sizeof(int32) * c[4]);
    z->abbrevs = calloc(c[4], sizeof(z->abbrevs[0]));
    const unsigned char *chars = p + c[3] * (size_t)(timelen + 1) + c[4] * 6;
    bool have_chars = (size_t)(chars - buf) + c[5] <= n;
    for (uint32 i = 0; i < c[3]; i++) {
        if (timelen == 8)
            z->trans[i] = (int64)(((uint64)be32(p) << 32) | be32(p + 4));
        else
            z->trans[i] = (int32)be32(p);
        p += timelen;
    }
    for (uint32 i = 0; i < c[3]; i++)
        z->trans_type[i] = *p++;
    int first_std = -1;
    for (uint32 i = 0; i < c[4]; i++) {
        z->offsets[i] = (int32)be32(p);
        if (first_std < 0 && p[4] == 0)
            first_std = (int)i;
        if (have_chars && p[5] < c[5])
            snprintf(z->abbrevs[i], sizeof(z->abbrevs[i]), "%.*s", (int)(c[5] - p[5]),
                     (const char *)chars + p[5]);
        p += 6;
    }
    z->default_offset = z->offsets[first_std >= 0 ? first_std : 0];
    for (uint32 i = 0; i < c[3]; i++)
        if (z->trans_type[i] >= c[4])
            z->trans_type[i] = 0;
    free(buf);
    return true;
}

/* Parses "+05:30", "-8", "UTC+3" style fixed offsets; POSIX-style names invert the sign. */
static bool tz_parse_fixed(const char *name, int32 *offset)
{
    const char *p = name;
    int sign_mul = -1; /* POSIX: UTC+5 is five hours west */
    if (strncasecmp(p, "UTC", 3) == 0 || strncasecmp(p, "GMT", 3) == 0)
        p += 3;
    else
        sign_mul = -1;
    if (*p == '\0')
        return *offset = 0, true;
    if (*p != '+' && *p != '-')
        return false;
    int sign = *p++ == '-' ? -1 : 1;
    if (!isdigit((unsigned char)*p))
        return false;
    int h = 0, m = 0;
    while (isdigit((unsigned char)*p))
        h = h * 10 + (*p++ - '0');
    if (*p == ':') {
        p++;
        while (isdigit((unsigned char)*p))
            m = m * 10 + (*p++ - '0');
    }
    if (*p != '\0' || h > 15 || m > 59)
        return false;
    *offset = sign_mul * sign * (h * 3600 + m * 60);
    return true;
}

static const TzZone *tz_lookup(const char *name)
{
    if (name == NULL || *name == '\0')
        name = "UTC";
    pthread_mutex_lock(&tz_lock);
    for (TzZone *z = tz_cache; z; z = z->next)
        if (strcasecmp(z->name, name) == 0) {
            pthread_mutex_unlock(&tz_lock);
            return z;
        }
    TzZone *z = calloc(1, sizeof(TzZone));
    snprintf(z->name, sizeof(z->name), "%s", name);
    int32 off;
    bool ok = false;
    if (strcasecmp(name, "UTC") == 0 || strcasecmp(name, "Etc/UTC") == 0 ||
        strcasecmp(name, "GMT") == 0 || strcasecmp(name, "Z") == 0 || strcasecmp(name, "UCT") == 0) {
        z->fixed = true;
        ok = true;
    } else if (tz_parse_fixed(name, &off)) {
        z->fixed = true;
        z->default_offset = off;
        ok = true;
    } else if (strstr(name, "..") == NULL && name[0] != '/') {
        char path[512];
        snprintf(path, sizeof(path), "/usr/share/zoneinfo/%s", name);
        ok = tz_load_file(path, z);
    }
    if (!ok) {
        free(z);
        pthread_mutex_unlock(&tz_lock);
        return NULL;
    }
    z->next = tz_cache;
    tz_cache = z;
    pthread_mutex_unlock(&tz_lock);
    return z;
}

/*
 * the session zone; an unknown name falls back to UTC (SET validates names). Every timestamptz
 * operation asks for it, so each thread keeps the last zone it resolved: zones are never freed,
 * and comparing the name is far cheaper than the locked, case-blind search of tz_lookup.
 */
static const TzZone *session_tz(void)
{
    static _Thread_local const TzZone *last;
    const char *name = TimeZoneName && *TimeZoneName ? TimeZoneName : "UTC";
    if (last && strcmp(last->name, name) == 0)
        return last;
    const TzZone *z = tz_lookup(name);
    if (z == NULL)
        return tz_lookup("UTC");
    return last = z;
}

bool types_timezone_is_valid(const char *name) { return tz_lookup(name) != NULL; }

/* the zone's local time type at a UTC instant (seconds since 1970); -1: its default offset */
static int tz_type_at(const TzZone *z, int64 utc)
{
    if (z->fixed || z->ntrans == 0 || utc < z->trans[0])
        return -1;
    int lo = 0, hi = z->ntrans - 1;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (z->trans[mid] <= utc)
            lo = mid;
        else
            hi = mid - 1;
    }
    return z->trans_type[lo];
}

/* offset (seconds east) in effect at a UTC instant (seconds since 1970) */
static int32 tz_offset_utc(const TzZone *z, int64 utc)
{
    int type = tz_type_at(z, utc);
    return type < 0 ? z->default_offset : z->offsets[type];
}

/*
 * offset for a local wall time, as PG resolves DST jumps: an ambiguous time (fall back) takes
 * the offset in effect just after the transition, a nonexistent one (spring forward) the
 * offset just before it.
 */
static int32 tz_offset_local(const TzZone *z, int64 local)
{
    int32 before = tz_offset_utc(z, local - 86400);
    int32 after = tz_offset_utc(z, local + 86400);
    if (before == after)
        return before;
    if (tz_offset_utc(z, local - after) == after)
        return after;
    return before;
}

#define SECS_2000 (INT64_C(946684800))
static int32 offset_at_ts(int64 ts_utc)
{
    return tz_offset_utc(session_tz(), floor_div(ts_utc, USECS_PER_SEC) + SECS_2000);
}
static int64 local_to_utc(int64 local)
{
    int32 off = tz_offset_local(session_tz(), floor_div(local, USECS_PER_SEC) + SECS_2000);
    return local - off * USECS_PER_SEC;
}
static int64 utc_to_local(int64 utc) { return utc + offset_at_ts(utc) * USECS_PER_SEC; }

int32 types_session_zone_at(int64 ts_utc, const char **abbrev)
{
    const TzZone *z = session_tz();
    int type = tz_type_at(z, floor_div(ts_utc, USECS_PER_SEC) + SECS_2000);
    int32 off = type < 0 ? z->default_offset : z->offsets[type];
    if (type >= 0 && z->abbrevs[type][0] != '\0') {
        *abbrev = z->abbrevs[type];
    } else if (z->fixed && off == 0) {
        *abbrev = strncasecmp(z->name, "GMT", 3) == 0 ? "GMT" : "UTC";
    } else {
        /* a fixed offset has no name: PG prints such zones as their offset, "+05" / "-0330" */
        int32 a = off < 0 ? -off : off;
        *abbrev = a % 3600 ? psprintf("%c%02d%02d", off < 0 ? '-' : '+', a / 3600, a / 60 % 60)
                           : psprintf("%c%02d", off < 0 ? '-' : '+', a / 3600);
    }
    return off;
}

int64 types_timestamptz_from_local(int64 local) { return local_to_utc(local); }

/* ---- current time ---- */

static _Thread_local int64 stmt_ts, xact_ts;
void types_set_statement_timestamp(int64 ts) { stmt_ts = ts; }
void types_set_transaction_timestamp(int64 ts) { xact_ts = ts; }
int64 types_current_timestamp(void)
{
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    return ((int64)t.tv_sec - SECS_2000) * USECS_PER_SEC + t.tv_nsec / 1000;
}
static int64 statement_ts(void) { return stmt_ts ? stmt_ts : types_current_timestamp(); }
static int64 transaction_ts(void) { return xact_ts ? xact_ts : statement_ts(); }

/* ---- parsing ---- */

typedef enum { DT_OK, DT_BAD_SYNTAX, DT_BAD_FIELD, DT_BAD_MD_FIELD, DT_SPECIAL_NOW, DT_SPECIAL } DtResult;

typedef struct ParsedDateTime {
    bool have_date, have_time, have_tz;
    DateTimeFields f;
    int32 tz_offset; /* seconds east */
    int64 special;   /* for DT_SPECIAL: the timestamp value (infinities, epoch, today) */
    int day_delta;   /* today/tomorrow/yesterday */
    bool is_relative_day;
} ParsedDateTime;

static const char *const month_names[] = {"january", "february", "march",     "april",
                                          "may",     "june",     "july",      "august",
                                          "september", "october", "november", "december"};
static const char *const day_names[] = {"sunday", "monday", "tuesday", "wednesday",
                                        "thursday", "friday", "saturday"};

static int match_month(const char *w)
{
    size_t len = strlen(w);
    for (int i = 0; i < 12; i++) {
        if (strcmp(w, month_names[i]) == 0)
            return i + 1;
        if (len == 3 && strncmp(w, month_names[i], 3) == 0)
            return i + 1;
        if (strcmp(w, "sept") == 0)
            return 9;
    }
    return 0;
}
static bool match_day(const char *w)
{
    size_t len = strlen(w);
    for (int i = 0; i < 7; i++)
        if (strcmp(w, day_names[i]) == 0 || (len == 3 && strncmp(w, day_names[i], 3) == 0))
            return true;
    return strcmp(w, "tues") == 0 || strcmp(w, "wednes") == 0 || strcmp(w, "thur") == 0 ||
           strcmp(w, "thurs") == 0;
}

/* zone abbreviations PG knows by default (a small common subset), seconds east */
static bool match_tz_abbrev(const char *w, int32 *off)
{
    static const struct {
        const char *name;
        int32 off;
    } abbr[] = {{"utc", 0},          {"gmt", 0},          {"z", 0},           {"ut", 0},
                {"zulu", 0},         {"pst", -8 * 3600},  {"pdt", -7 * 3600}, {"mst", -7 * 3600},
                {"mdt", -6 * 3600},  {"cst", -6 * 3600},  {"cdt", -5 * 3600}, {"est", -5 * 3600},
                {"edt", -4 * 3600},  {"cet", 3600},       {"cest", 7200},     {"eet", 7200},
                {"eest", 3 * 3600},  {"wet", 0},          {"west", 3600},     {"bst", 3600},
                {"jst", 9 * 3600},   {"msk", 3 * 3600},   {"akst", -9 * 3600}, {"hst", -10 * 3600}};
    for (size_t i = 0; i < lengthof(abbr); i++)
        if (strcmp(w, abbr[i].name) == 0)
            return *off = abbr[i].off, true;
    return false;
}

/*
 * Read the run of digits at *pp (there is at least one) into *value and its length into
 * *ndigits, advancing *pp. False if the run is longer than 9 digits (a field out of range).
 */
static bool read_digit_run(const char **pp, int *value, int *ndigits)
{
    const char *p = *pp;
    int v = 0, n = 0;
    while (isdigit((unsigned char)*p)) {
        if (++n > 9)
            return false;
        v = v * 10 + (*p++ - '0');
    }
    *pp = p;
    *value = v;
    *ndigits = n;
    return true;
}

/* "HH:MM[:SS[.frac]]" */
static DtResult parse_time_token(const char *s, DateTimeFields *f)
{
    int parts[3] = {0, 0, 0}, np = 0;
    const char *p = s;
    int64 usec = 0;
    while (np < 3) {
        if (!isdigit((unsigned char)*p))
            return DT_BAD_SYNTAX;
        int v, nd;
        if (!read_digit_run(&p, &v, &nd))
            return DT_BAD_FIELD;
        parts[np++] = v;
        if (*p == ':') {
            p++;
            continue;
        }
        break;
    }
    if (*p == '.') {
        if (np < 2)
            return DT_BAD_SYNTAX;
        p++;
        double frac = 0, scale = 0.1;
        if (!isdigit((unsigned char)*p) && *p != '\0')
            return DT_BAD_SYNTAX;
        while (isdigit((unsigned char)*p)) {
            frac += (*p++ - '0') * scale;
            scale /= 10;
        }
        usec = (int64)rint(frac * 1e6);
    }
    if (*p != '\0' || np < 2)
        return DT_BAD_SYNTAX;
    f->hour = parts[0];
    f->min = parts[1];
    f->sec = parts[2];
    f->usec = usec;
    if (f->hour < 0 || f->min < 0 || f->min > 59 || f->sec < 0 || f->sec > 60 || f->hour > 24 ||
        (f->hour == 24 && (f->min > 0 || f->sec > 0 || f->usec > 0)))
        return DT_BAD_FIELD;
    return DT_OK;
}

static int two_digit_year(int y, int ndigits)
{
    if (ndigits <= 2 && y < 100)
        return y < 70 ? y + 2000 : y + 1900;
    return y;
}

/* a numeric date token with separators: 2024-01-15, 01/15/2024, 15.01.2024 */
static DtResult parse_date_token(const char *s, DateTimeFields *f)
{
    int v[3], nd[3], n = 0;
    const char *p = s;
    char sep = 0;
    while (n < 3) {
        if (!isdigit((unsigned char)*p))
            return DT_BAD_SYNTAX;
        if (!read_digit_run(&p, &v[n], &nd[n]))
            return DT_BAD_FIELD;
        n++;
        if (*p == '\0')
            break;
        if (sep == 0)
            sep = *p;
        if (*p != sep)
            return DT_BAD_SYNTAX;
        p++;
    }
    if (n != 3 || *p != '\0')
        return DT_BAD_SYNTAX;
    if (nd[0] >= 3 || (DateOrder == DATEORDER_YMD && sep != 0)) {
        f->year = v[0];
        f->mon = v[1];
        f->mday = v[2];
        if (nd[0] <= 2)
            f->year = two_digit_year(v[0], nd[0]);
    } else if (DateOrder == DATEORDER_DMY) {
        f->mday = v[0];
        f->mon = v[1];
        f->year = two_digit_year(v[2], nd[2]);
    } else {
        f->mon = v[0];
        f->mday = v[1];
        f->year = two_digit_year(v[2], nd[2]);
    }
    return DT_OK;
}

#define MAX_TOKENS 16

/*
 * Breaks input into tokens: runs of digits with - / . (dates), digits with : . (times),
 * words, and signed offsets after a time. 'T' between a date and a time is a separator.
 */
static DtResult parse_datetime(const char *in, ParsedDateTime *out, bool want_time)
{
    memset(out, 0, sizeof(*out));
    out->f.mon = out->f.mday = 0;
    char buf[256];
    size_t len = strlen(in);
    if (len >= sizeof(buf))
        return DT_BAD_SYNTAX;
    for (size_t i = 0; i <= len; i++)
        buf[i] = (char)tolower((unsigned char)in[i]);
    char *p = buf;
    int numbers[4], numdigits[4], nnum = 0;
    int month_word = 0;
    bool bc = false, pm = false, am = false;
    while (*p) {
        if (isspace((unsigned char)*p) || *p == ',') {
            p++;
            continue;
        }
        if (isdigit((unsigned char)*p) || (*p == '.' && isdigit((unsigned char)p[1]))) {
            char tok[64];
            int k = 0;
            bool has_colon = false, has_sep = false;
            while (*p && (isdigit((unsigned char)*p) || *p == ':' || *p == '.' || *p == '-' ||
                          *p == '/')) {
                if (*p == ':')
                    has_colon = true;
                if ((*p == '-' || *p == '/') && has_colon)
                    break; /* a zone offset after a time */
                if (*p == '-' || *p == '/')
                    has_sep = true;
                if (k >= 63)
                    return DT_BAD_SYNTAX;
                tok[k++] = *p++;
            }
            tok[k] = '\0';
            if (*p == 't' && isdigit((unsigned char)p[1]))
                p++; /* ISO 8601 date/time separator */
            if (has_colon) {
                if (out->have_time)
                    return DT_BAD_SYNTAX;
                DtResult r = parse_time_token(tok, &out->f);
                if (r != DT_OK)
                    return r;
                out->have_time = true;
            } else if (has_sep || (strchr(tok, '.') && !out->have_date && strchr(strchr(tok, '.') + 1, '.'))) {
                if (out->have_date)
                    return DT_BAD_SYNTAX;
                DtResult r = parse_date_token(tok, &out->f);
                if (r != DT_OK)
                    return r;
                out->have_date = true;
            } else if (strchr(tok, '.')) {
                return DT_BAD_SYNTAX;
            } else if (k == 8 && !out->have_date && nnum == 0) {
                int v = atoi(tok);
                out->f.year = v / 10000;
                out->f.mon = v / 100 % 100;
                out->f.mday = v % 100;
                out->have_date = true;
            } else if (k == 6 && !out->have_date && nnum == 0 && !month_word) {
                int v = atoi(tok);
                out->f.year = two_digit_year(v / 10000, 2);
                out->f.mon = v / 100 % 100;
                out->f.mday = v % 100;
                out->have_date = true;
            } else {
                if (nnum >= 3 || k > 9)
                    return DT_BAD_SYNTAX;
                numbers[nnum] = atoi(tok);
                numdigits[nnum++] = k;
            }
            continue;
        }
        if ((*p == '+' || *p == '-') && (out->have_time || out->have_date) &&
            isdigit((unsigned char)p[1])) {
            int sign = *p++ == '-' ? -1 : 1;
            int h = 0, m = 0, s = 0, nd = 0;
            while (isdigit((unsigned char)*p)) {
                h = h * 10 + (*p++ - '0');
                nd++;
            }
            if (nd == 4) {
                m = h % 100;
                h /= 100;
            } else if (nd > 2)
                return DT_BAD_SYNTAX;
            if (*p == ':') {
                p++;
                while (isdigit((unsigned char)*p))
                    m = m * 10 + (*p++ - '0');
                if (*p == ':') {
                    p++;
                    while (isdigit((unsigned char)*p))
                        s = s * 10 + (*p++ - '0');
                }
            }
            if (h > 15 || m > 59 || s > 59)
                return DT_BAD_FIELD;
            out->tz_offset = sign * (h * 3600 + m * 60 + s);
            out->have_tz = true;
            continue;
        }
        if (isalpha((unsigned char)*p)) {
            char w[64];
            int k = 0;
            while (*p && (isalpha((unsigned char)*p) || *p == '_' || *p == '/' ||
                          (*p == '.' && k > 0 && isalpha((unsigned char)p[1])))) {
                if (k >= 63)
                    return DT_BAD_SYNTAX;
                w[k++] = *p++;
            }
            w[k] = '\0';
            if (k > 1 && w[k - 1] == '.')
                w[--k] = '\0';
            int32 off;
            int mon;
            if (strcmp(w, "epoch") == 0) {
                out->special = 0 - SECS_2000 * USECS_PER_SEC;
                return DT_SPECIAL;
            } else if (strcmp(w, "infinity") == 0) {
                out->special = TS_NOEND;
                return *p ? DT_BAD_SYNTAX : DT_SPECIAL;
            } else if (strcmp(w, "now") == 0) {
                return DT_SPECIAL_NOW;
            } else if (strcmp(w, "today") == 0 || strcmp(w, "tomorrow") == 0 ||
                       strcmp(w, "yesterday") == 0) {
                out->is_relative_day = true;
                out->day_delta = w[0] == 't' && w[2] == 'm' ? 1 : w[0] == 'y' ? -1 : 0;
            } else if ((mon = match_month(w)) != 0) {
                if (month_word)
                    return DT_BAD_SYNTAX;
                month_word = mon;
            } else if (match_day(w)) {
                /* day of week names are accepted and ignored */
            } else if (strcmp(w, "bc") == 0) {
                bc = true;
            } else if (strcmp(w, "ad") == 0) {
            } else if (strcmp(w, "am") == 0 || strcmp(w, "a.m") == 0) {
                am = true;
            } else if (strcmp(w, "pm") == 0 || strcmp(w, "p.m") == 0) {
                pm = true;
            } else if (strcmp(w, "t") == 0 || strcmp(w, "at") == 0 || strcmp(w, "on") == 0) {
            } else if (match_tz_abbrev(w, &off)) {
                out->tz_offset = off;
                out->have_tz = true;
            } else {
                /* a full zone name, e.g. Europe/Paris */
                char orig[64];
                int start = (int)(p - buf) - k;
                memcpy(orig, in + start, (size_t)k);
                orig[k] = '\0';
                const TzZone *z = strchr(orig, '/') ? tz_lookup(orig) : NULL;
                if (z == NULL)
                    return DT_BAD_SYNTAX;
                out->have_tz = true;
                out->tz_offset = INT32_MIN; /* resolved once the local time is known */
                out->special = (int64)(intptr_t)z;
            }
            continue;
        }
        if (*p == '-' && strncmp(p, "-infinity", 9) == 0 && p[9] == '\0' && p == buf) {
            out->special = TS_NOBEGIN;
            return DT_SPECIAL;
        }
        if (*p == '+' && strncmp(p, "+infinity", 9) == 0 && p[9] == '\0') {
            out->special = TS_NOEND;
            return DT_SPECIAL;
        }
        return DT_BAD_SYNTAX;
    }
    /* loose numbers: with a month word they are day and year; else a year alone is bad */
    if (month_word) {
        if (out->have_date)
            return DT_BAD_SYNTAX;
        if (nnum == 2) {
            if (numdigits[0] >= 3 || numbers[0] > 31) {
                out->f.year = numbers[0];
                out->f.mday = numbers[1];
            } else {
                out->f.mday = numbers[0];
                out->f.year = two_digit_year(numbers[1], numdigits[1]);
            }
        } else if (nnum == 1 && out->is_relative_day == false) {
            return DT_BAD_SYNTAX;
        } else if (nnum != 2)
            return DT_BAD_SYNTAX;
        out->f.mon = month_word;
        out->have_date = true;
    } else if (nnum > 0) {
        return DT_BAD_SYNTAX;
    }
    if (bc) {
        if (!out->have_date || out->f.year <= 0)
            return DT_BAD_FIELD;
        out->f.year = 1 - out->f.year;
    }
    if (am || pm) {
        if (!out->have_time || out->f.hour > 12 || out->f.hour < 1)
            return out->have_time ? DT_BAD_FIELD : DT_BAD_SYNTAX;
        if (am && out->f.hour == 12)
            out->f.hour = 0;
        else if (pm && out->f.hour != 12)
            out->f.hour += 12;
    }
    if (out->is_relative_day) {
        if (out->have_date)
            return DT_BAD_SYNTAX;
        return DT_OK;
    }
    if (!out->have_date)
        return (want_time && out->have_time) ? DT_OK : DT_BAD_SYNTAX;
    /* month or day impossible in any month: PG hints at DateStyle; else a plain overflow */
    if (out->f.mon < 1 || out->f.mon > 12 || out->f.mday < 1 || out->f.mday > 31)
        return DT_BAD_MD_FIELD;
    if (out->f.mday > days_in_month(out->f.year, out->f.mon))
        return DT_BAD_FIELD;
    return DT_OK;
}

static pg_noreturn void dt_error(DtResult r, const char *typname, const char *in)
{
    if (r == DT_BAD_FIELD)
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("date/time field value out of range: \"%s\"", in));
    if (r == DT_BAD_MD_FIELD)
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("date/time field value out of range: \"%s\"", in),
                errhint("Perhaps you need a different \"datestyle\" setting."));
    ereport(ERROR, errcode(ERRCODE_INVALID_DATETIME_FORMAT),
            errmsg("invalid input syntax for type %s: \"%s\"", typname, in));
}

/* Local midnight of the current date, in the session zone, as a local timestamp. */
static int64 local_today(void)
{
    int64 local = utc_to_local(transaction_ts());
    return floor_div(local, USECS_PER_DAY) * USECS_PER_DAY;
}

/* Parses a timestamp; is_tz selects timestamptz semantics (returns UTC). */
static int64 parse_timestamp(const char *in, bool is_tz, const char *typname)
{
    ParsedDateTime pd;
    DtResult r = parse_datetime(in, &pd, false);
    if (r == DT_SPECIAL_NOW) {
        int64 now = transaction_ts();
        return is_tz ? now : utc_to_local(now);
    }
    if (r == DT_SPECIAL)
        return pd.special;
    if (r != DT_OK)
        dt_error(r, typname, in);
    int64 local;
    if (pd.is_relative_day) {
        local = local_today() + pd.day_delta * USECS_PER_DAY;
        local += pd.f.hour * USECS_PER_HOUR + pd.f.min * USECS_PER_MINUTE +
                 pd.f.sec * USECS_PER_SEC + pd.f.usec;
    } else {
        int64 days = days_from_civil(pd.f.year, pd.f.mon, pd.f.mday);
        if (days < TS_MIN_DAYS || days > TS_MAX_DAYS)
            ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                    errmsg("timestamp out of range: \"%s\"", in));
        local = fields_to_ts(&pd.f);
    }
    if (!is_tz)
        return local; /* a zone in timestamp input is ignored, as PG does */
    if (pd.have_tz && pd.tz_offset == INT32_MIN) {
        const TzZone *z = (const TzZone *)(intptr_t)pd.special;
        int32 off = tz_offset_local(z, floor_div(local, USECS_PER_SEC) + SECS_2000);
        return local - off * USECS_PER_SEC;
    }
    if (pd.have_tz)
        return local - pd.tz_offset * USECS_PER_SEC;
    return local_to_utc(local);
}

/* ---- output ---- */

static void append_date(StringInfo s, int year, int mon, int mday)
{
    appendStringInfoInt64(s, year > 0 ? year : 1 - year, 4);
    appendStringInfoChar(s, '-');
    appendStringInfoInt64(s, mon, 2);
    appendStringInfoChar(s, '-');
    appendStringInfoInt64(s, mday, 2);
}

static void append_time(StringInfo s, const DateTimeFields *f)
{
    appendStringInfoInt64(s, f->hour, 2);
    appendStringInfoChar(s, ':');
    appendStringInfoInt64(s, f->min, 2);
    appendStringInfoChar(s, ':');
    appendStringInfoInt64(s, f->sec, 2);
    if (f->usec) {
        int64 u = f->usec, n = 6;
        while (u % 10 == 0) { /* trailing zeros of the fraction are not shown */
            u /= 10;
            n--;
        }
        appendStringInfoChar(s, '.');
        appendStringInfoInt64(s, u, (int)n);
    }
}

static void append_offset(StringInfo s, int32 off)
{
    char sign = off < 0 ? '-' : '+';
    int32 a = off < 0 ? -off : off;
    appendStringInfoChar(s, sign);
    appendStringInfoInt64(s, a / 3600, 2);
    if (a % 3600) {
        appendStringInfoChar(s, ':');
        appendStringInfoInt64(s, a / 60 % 60, 2);
        if (a % 60) {
            appendStringInfoChar(s, ':');
            appendStringInfoInt64(s, a % 60, 2);
        }
    }
}

static char *format_timestamp(int64 ts, bool is_tz)
{
    if (ts == TS_NOBEGIN)
        return pstrdup("-infinity");
    if (ts == TS_NOEND)
        return pstrdup("infinity");
    int32 off = is_tz ? offset_at_ts(ts) : 0;
    DateTimeFields f;
    ts_to_fields(ts + off * USECS_PER_SEC, &f);
    StringInfoData s;
    initStringInfo(&s);
    append_date(&s, f.year, f.mon, f.mday);
    appendStringInfoChar(&s, ' ');
    append_time(&s, &f);
    if (is_tz)
        append_offset(&s, off);
    if (f.year <= 0)
        appendStringInfoString(&s, " BC");
    return s.data;
}

static char *format_date(int32 d)
{
    if (d == DATE_NOBEGIN)
        return pstrdup("-infinity");
    if (d == DATE_NOEND)
        return pstrdup("infinity");
    int y, m, dd;
    civil_from_days(d, &y, &m, &dd);
    StringInfoData s;
    initStringInfo(&s);
    append_date(&s, y, m, dd);
    if (y <= 0)
        appendStringInfoString(&s, " BC");
    return s.data;
}

/* ---- date ---- */

static pg_noreturn void date_out_of_range(void)
{
    ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW), errmsg("date out of range"));
}
static pg_noreturn void ts_out_of_range(void)
{
    ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW), errmsg("timestamp out of range"));
}

static Datum date_in(PG_FUNCTION_ARGS)
{
    const char *in = PG_GETARG_CSTRING(0);
    ParsedDateTime pd;
    DtResult r = parse_datetime(in, &pd, false);
    if (r == DT_SPECIAL_NOW)
        PG_RETURN_INT32((int32)(local_today() / USECS_PER_DAY));
    if (r == DT_SPECIAL) {
        if (pd.special == TS_NOBEGIN)
            PG_RETURN_INT32(DATE_NOBEGIN);
        if (pd.special == TS_NOEND)
            PG_RETURN_INT32(DATE_NOEND);
        PG_RETURN_INT32((int32)floor_div(pd.special, USECS_PER_DAY)); /* epoch */
    }
    if (r != DT_OK)
        dt_error(r, "date", in);
    if (pd.is_relative_day)
        PG_RETURN_INT32((int32)(local_today() / USECS_PER_DAY + pd.day_delta));
    int64 days = days_from_civil(pd.f.year, pd.f.mon, pd.f.mday);
    if (days < DATE_MIN || days > DATE_MAX)
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("date out of range: \"%s\"", in));
    PG_RETURN_INT32((int32)days);
}

static Datum date_out(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(format_date(PG_GETARG_INT32(0))); }
static Datum date_recv(PG_FUNCTION_ARGS)
{
    int32 d = types_recv_int32(PG_GETARG_POINTER(0));
    if (!DATE_IS_SPECIAL(d) && (d < DATE_MIN || d > DATE_MAX))
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW), errmsg("date out of range"));
    PG_RETURN_INT32(d);
}
static Datum date_send(PG_FUNCTION_ARGS)
{
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int32(&buf, PG_GETARG_INT32(0));
    PG_RETURN_POINTER(types_send_finish(&buf));
}

#define D(n) PG_GETARG_INT32(n)
#define TS(n) PG_GETARG_INT64(n)
#define CMP3(a, b) ((a) < (b) ? -1 : (a) > (b))
#define CMP_SET(prefix, suffix, expr)                                                            \
    static Datum prefix##_eq##suffix(PG_FUNCTION_ARGS) { PG_RETURN_BOOL((expr) == 0); }         \
    static Datum prefix##_ne##suffix(PG_FUNCTION_ARGS) { PG_RETURN_BOOL((expr) != 0); }         \
    static Datum prefix##_lt##suffix(PG_FUNCTION_ARGS) { PG_RETURN_BOOL((expr) < 0); }          \
    static Datum prefix##_le##suffix(PG_FUNCTION_ARGS) { PG_RETURN_BOOL((expr) <= 0); }         \
    static Datum prefix##_gt##suffix(PG_FUNCTION_ARGS) { PG_RETURN_BOOL((expr) > 0); }          \
    static Datum prefix##_ge##suffix(PG_FUNCTION_ARGS) { PG_RETURN_BOOL((expr) >= 0); }

static int64 date_to_ts(int32 d)
{
    if (d == DATE_NOBEGIN)
        return TS_NOBEGIN;
    if (d == DATE_NOEND)
        return TS_NOEND;
    if (d > TS_MAX_DAYS)
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("date out of range for timestamp"));
    return (int64)d * USECS_PER_DAY;
}
static int64 date_to_tstz(int32 d)
{
    int64 t = date_to_ts(d);
    return TS_IS_SPECIAL(t) ? t : local_to_utc(t);
}
static int32 ts_to_date(int64 t)
{
    if (t == TS_NOBEGIN)
        return DATE_NOBEGIN;
    if (t == TS_NOEND)
        return DATE_NOEND;
    return (int32)floor_div(t, USECS_PER_DAY);
}
static int64 tstz_to_ts(int64 t) { return TS_IS_SPECIAL(t) ? t : utc_to_local(t); }
static int64 ts_to_tstz(int64 t) { return TS_IS_SPECIAL(t) ? t : local_to_utc(t); }

CMP_SET(date, , CMP3(D(0), D(1)))
CMP_SET(date, _timestamp, CMP3(date_to_ts(D(0)), TS(1)))
CMP_SET(date, _timestamptz, CMP3(date_to_tstz(D(0)), TS(1)))
CMP_SET(timestamp, , CMP3(TS(0), TS(1)))
CMP_SET(timestamp, _date, CMP3(TS(0), date_to_ts(D(1))))
CMP_SET(timestamptz, _date, CMP3(TS(0), date_to_tstz(D(1))))
CMP_SET(timestamp, _timestamptz, CMP3(ts_to_tstz(TS(0)), TS(1)))
CMP_SET(timestamptz, _timestamp, CMP3(TS(0), ts_to_tstz(TS(1))))

static Datum date_cmp(PG_FUNCTION_ARGS) { PG_RETURN_INT32(CMP3(D(0), D(1))); }
static Datum date_larger(PG_FUNCTION_ARGS) { PG_RETURN_INT32(Max(D(0), D(1))); }
static Datum date_smaller(PG_FUNCTION_ARGS) { PG_RETURN_INT32(Min(D(0), D(1))); }
static Datum timestamp_cmp(PG_FUNCTION_ARGS) { PG_RETURN_INT32(CMP3(TS(0), TS(1))); }
static Datum timestamp_larger(PG_FUNCTION_ARGS) { PG_RETURN_INT64(Max(TS(0), TS(1))); }
static Datum timestamp_smaller(PG_FUNCTION_ARGS) { PG_RETURN_INT64(Min(TS(0), TS(1))); }
static Datum timestamp_hash(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32((int32)types_hash_uint64((uint64)TS(0)));
}

static Datum date_mi(PG_FUNCTION_ARGS)
{
    int32 a = D(0), b = D(1);
    if (DATE_IS_SPECIAL(a) || DATE_IS_SPECIAL(b))
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("cannot subtract infinite dates"));
    PG_RETURN_INT32(a - b);
}
static int32 date_add_days(int32 d, int64 n)
{
    if (DATE_IS_SPECIAL(d))
        return d;
    int64 r = (int64)d + n;
    if (r < DATE_MIN || r > DATE_MAX)
        date_out_of_range();
    return (int32)r;
}
static Datum date_pli(PG_FUNCTION_ARGS) { PG_RETURN_INT32(date_add_days(D(0), D(1))); }
static Datum date_mii(PG_FUNCTION_ARGS) { PG_RETURN_INT32(date_add_days(D(0), -(int64)D(1))); }
static Datum sql_integer_pl_date(PG_FUNCTION_ARGS) { PG_RETURN_INT32(date_add_days(D(1), D(0))); }
static Datum date_finite(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(!DATE_IS_SPECIAL(D(0))); }
static Datum timestamp_finite(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(!TS_IS_SPECIAL(TS(0))); }

static Datum make_date(PG_FUNCTION_ARGS)
{
    int y = PG_GETARG_INT32(0), m = PG_GETARG_INT32(1), d = PG_GETARG_INT32(2);
    int ay = y < 0 ? y + 1 : y; /* negative years are BC */
    if (y == 0 || m < 1 || m > 12 || d < 1 || d > days_in_month(ay, m))
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("date field value out of range: %d-%02d-%02d", y, m, d));
    int64 days = days_from_civil(ay, m, d);
    if (days < DATE_MIN || days > DATE_MAX)
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("date out of range: %d-%02d-%02d", y, m, d));
    PG_RETURN_INT32((int32)days);
}

/* ---- timestamp / timestamptz ---- */

static int64 ts_apply_typmod(int64 t, int32 typmod)
{
    if (typmod < 0 || typmod >= 6 || TS_IS_SPECIAL(t))
        return t;
    static const int64 unit[] = {1000000, 100000, 10000, 1000, 100, 10};
    int64 u = unit[typmod];
    int64 q = t >= 0 ? (t + u / 2) / u : -((-t + u / 2) / u);
    return q * u;
}

int64 types_timestamp_round(int64 t, int32 typmod) { return ts_apply_typmod(t, typmod); }

static Datum timestamp_in(PG_FUNCTION_ARGS)
{
    int32 typmod = PG_NARGS() > 2 ? PG_GETARG_INT32(2) : -1;
    PG_RETURN_INT64(ts_apply_typmod(parse_timestamp(PG_GETARG_CSTRING(0), false, "timestamp"), typmod));
}
static Datum timestamptz_in(PG_FUNCTION_ARGS)
{
    int32 typmod = PG_NARGS() > 2 ? PG_GETARG_INT32(2) : -1;
    PG_RETURN_INT64(ts_apply_typmod(
        parse_timestamp(PG_GETARG_CSTRING(0), true, "timestamp with time zone"), typmod));
}
static Datum timestamp_out(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(format_timestamp(TS(0), false)); }
static Datum timestamptz_out(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(format_timestamp(TS(0), true)); }
static Datum timestamp_recv(PG_FUNCTION_ARGS)
{
    int32 typmod = PG_NARGS() > 2 ? PG_GETARG_INT32(2) : -1;
    int64 t = types_recv_int64(PG_GETARG_POINTER(0));
    if (!TS_IS_SPECIAL(t) && (t < (int64)TS_MIN_DAYS * USECS_PER_DAY ||
                              t >= ((int64)TS_MAX_DAYS + 1) * USECS_PER_DAY))
        ts_out_of_range();
    PG_RETURN_INT64(ts_apply_typmod(t, typmod));
}
#define timestamptz_recv timestamp_recv
static Datum timestamp_send(PG_FUNCTION_ARGS)
{
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int64(&buf, TS(0));
    PG_RETURN_POINTER(types_send_finish(&buf));
}
#define timestamptz_send timestamp_send
static Datum timestamp_scale(PG_FUNCTION_ARGS) { PG_RETURN_INT64(ts_apply_typmod(TS(0), PG_GETARG_INT32(1))); }
#define timestamptz_scale timestamp_scale

static int32 ts_typmod_in_common(const int32 *mods, int nmods, const char *name)
{
    if (nmods != 1)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE), errmsg("invalid type modifier"));
    if (mods[0] < 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("%s(%d) precision must not be negative", name, mods[0]));
    if (mods[0] > 6) {
        ereport(WARNING, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("%s(%d) precision reduced to maximum allowed, %d", name, mods[0], 6));
        return 6;
    }
    return mods[0];
}
static int32 timestamp_typmod_in(const int32 *mods, int nmods)
{
    return ts_typmod_in_common(mods, nmods, "TIMESTAMP");
}
static int32 timestamptz_typmod_in(const int32 *mods, int nmods)
{
    return ts_typmod_in_common(mods, nmods, "TIMESTAMP");
}
static char *timestamp_typmod_out(int32 typmod)
{
    return typmod >= 0 ? psprintf("(%d) without time zone", typmod) : pstrdup(" without time zone");
}
static char *timestamptz_typmod_out(int32 typmod)
{
    return typmod >= 0 ? psprintf("(%d) with time zone", typmod) : pstrdup(" with time zone");
}

static Datum date_timestamp(PG_FUNCTION_ARGS) { PG_RETURN_INT64(date_to_ts(D(0))); }
static Datum date_timestamptz(PG_FUNCTION_ARGS) { PG_RETURN_INT64(date_to_tstz(D(0))); }
static Datum timestamp_date(PG_FUNCTION_ARGS) { PG_RETURN_INT32(ts_to_date(TS(0))); }
static Datum timestamptz_date(PG_FUNCTION_ARGS) { PG_RETURN_INT32(ts_to_date(tstz_to_ts(TS(0)))); }
static Datum timestamp_timestamptz(PG_FUNCTION_ARGS) { PG_RETURN_INT64(ts_to_tstz(TS(0))); }
static Datum timestamptz_timestamp(PG_FUNCTION_ARGS) { PG_RETURN_INT64(tstz_to_ts(TS(0))); }

static Datum now(PG_FUNCTION_ARGS) { PG_RETURN_INT64(transaction_ts()); }
static Datum statement_timestamp(PG_FUNCTION_ARGS) { PG_RETURN_INT64(statement_ts()); }
static Datum clock_timestamp(PG_FUNCTION_ARGS) { PG_RETURN_INT64(types_current_timestamp()); }

static Datum make_timestamp(PG_FUNCTION_ARGS)
{
    int y = PG_GETARG_INT32(0), m = PG_GETARG_INT32(1), d = PG_GETARG_INT32(2);
    int h = PG_GETARG_INT32(3), mi = PG_GETARG_INT32(4);
    double sec = PG_GETARG_FLOAT8(5);
    int ay = y < 0 ? y + 1 : y;
    if (y == 0 || m < 1 || m > 12 || d < 1 || d > days_in_month(ay, m))
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("date field value out of range: %d-%02d-%02d", y, m, d));
    if (h < 0 || h > 24 || mi < 0 || mi > 59 || sec < 0 || sec > 60 || isnan(sec) ||
        (h == 24 && (mi > 0 || sec > 0)))
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("time field value out of range: %d:%02d:%02g", h, mi, sec));
    int64 t = days_from_civil(ay, m, d) * USECS_PER_DAY + h * USECS_PER_HOUR +
              mi * USECS_PER_MINUTE + (int64)rint(sec * 1e6);
    PG_RETURN_INT64(t);
}

/* ---- interval ---- */

static pg_noreturn void interval_out_of_range(void)
{
    ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW), errmsg("interval out of range"));
}

static Interval *make_interval(int32 month, int32 day, int64 time)
{
    Interval *iv = palloc(sizeof(Interval));
    iv->month = month;
    iv->day = day;
    iv->time = time;
    return iv;
}

/* Interval input: "1 year 2 mons 3 days 04:05:06.5", "@ 1 day ago", "P1Y2M3DT4H5M6S", "-1 day". */
static bool parse_interval(const char *in, Interval *out)
{
    double months = 0, days = 0, usecs = 0;
    int64 exact_usecs = 0; /* hh:mm:ss fields */
    char buf[256];
    size_t len = strlen(in);
    if (len >= sizeof(buf))
        return false;
    for (size_t i = 0; i <= len; i++)
        buf[i] = (char)tolower((unsigned char)in[i]);
    char *p = buf;
    while (isspace((unsigned char)*p))
        p++;
    bool any = false, ago = false;
    if (*p == 'p') { /* ISO 8601 format with designators */
        p++;
        bool in_time = false;
        while (*p) {
            if (*p == 't') {
                in_time = true;
                p++;
                continue;
            }
            char *end;
            double v = strtod(p, &end);
            if (end == p)
                return false;
            p = end;
            switch (*p) {
            case 'y': months += v * 12; break;
            case 'm': if (in_time) usecs += v * 60e6; else months += v; break;
            case 'w': days += v * 7; break;
            case 'd': days += v; break;
            case 'h': usecs += v * 3600e6; break;
            case 's': usecs += v * 1e6; break;
            default: return false;
            }
            p++;
            any = true;
        }
        if (!any)
            return false;
        goto done;
    }
    if (*p == '@')
        p++;
    while (*p) {
        if (isspace((unsigned char)*p) || *p == ',') {
            p++;
            continue;
        }
        const char *start = p;
        bool neg = false;
        if (*p == '+' || *p == '-')
            neg = *p++ == '-';
        if (isdigit((unsigned char)*p) || *p == '.') {
            /* a time h:m[:s] or a number followed by a unit */
            const char *q = p;
            while (isdigit((unsigned char)*q) || *q == '.')
                q++;
            if (*q == ':') {
                DateTimeFields f;
                char tok[64];
                int k = 0;
                while ((isdigit((unsigned char)*p) || *p == ':' || *p == '.') && k < 63)
                    tok[k++] = *p++;
                tok[k] = '\0';
                memset(&f, 0, sizeof(f));
                /* hours may exceed 24 in an interval; the time is summed in exact
                 * microseconds (a double loses them past 2^53, about 285 years of hours) */
                int64 h = 0, m = 0, sec = 0, frac = 0;
                int nd = 0;
                const char *t = tok;
                while (isdigit((unsigned char)*t)) {
                    if (h > INT64_MAX / 36000000000LL)
                        interval_out_of_range();
                    h = h * 10 + (*t++ - '0'), nd++;
                }
                if (*t++ != ':' || nd == 0)
                    return false;
                nd = 0;
                while (isdigit((unsigned char)*t) && nd < 3)
                    m = m * 10 + (*t++ - '0'), nd++;
                if (*t == ':') {
                    int ns = 0;
                    t++;
                    while (isdigit((unsigned char)*t) && ns < 3)
                        sec = sec * 10 + (*t++ - '0'), ns++;
                    if (*t == '.') {
                        int nf = 0;
                        t++;
                        for (; isdigit((unsigned char)*t); t++, nf++) {
                            if (nf < 6)
                                frac = frac * 10 + (*t - '0');
                            else if (nf == 6 && *t >= '5')
                                frac++; /* rounded to the microsecond, as PG */
                        }
                        for (int k = nf; k < 6; k++)
                            frac *= 10;
                        ns += nf;
                    }
                    if (ns == 0)
                        return false;
                }
                if (*t != '\0' || nd == 0 || m > 59 || sec > 59)
                    return false;
                int64 v;
                if (__builtin_mul_overflow(h, (int64)3600000000LL, &v) ||
                    __builtin_add_overflow(v, m * 60000000 + sec * 1000000 + frac, &v) ||
                    __builtin_add_overflow(exact_usecs, neg ? -v : v, &exact_usecs))
                    interval_out_of_range();
                any = true;
                continue;
            }
            char *end;
            double v = strtod(p, &end);
            if (end == p)
                return false;
            p = end;
            if (neg)
                v = -v;
            while (isspace((unsigned char)*p))
                p++;
            char unit[32];
            int k = 0;
            while (isalpha((unsigned char)*p) && k < 31)
                unit[k++] = *p++;
            unit[k] = '\0';
            if (k == 0) {
                usecs += v * 1e6; /* a bare number is seconds */
            } else if (!strcmp(unit, "microsecond") || !strcmp(unit, "microseconds") ||
                       !strcmp(unit, "us") || !strcmp(unit, "usec") || !strcmp(unit, "usecs")) {
                usecs += v;
            } else if (!strcmp(unit, "millisecond") || !strcmp(unit, "milliseconds") ||
                       !strcmp(unit, "ms") || !strcmp(unit, "msec") || !strcmp(unit, "msecs")) {
                usecs += v * 1e3;
            } else if (!strcmp(unit, "second") || !strcmp(unit, "seconds") || !strcmp(unit, "s") ||
                       !strcmp(unit, "sec") || !strcmp(unit, "secs")) {
                usecs += v * 1e6;
            } else if (!strcmp(unit, "minute") || !strcmp(unit, "minutes") || !strcmp(unit, "m") ||
                       !strcmp(unit, "min") || !strcmp(unit, "mins")) {
                usecs += v * 60e6;
            } else if (!strcmp(unit, "hour") || !strcmp(unit, "hours") || !strcmp(unit, "h") ||
                       !strcmp(unit, "hr") || !strcmp(unit, "hrs")) {
                usecs += v * 3600e6;
            } else if (!strcmp(unit, "day") || !strcmp(unit, "days") || !strcmp(unit, "d")) {
                days += v;
            } else if (!strcmp(unit, "week") || !strcmp(unit, "weeks") || !strcmp(unit, "w")) {
                days += v * 7;
            } else if (!strcmp(unit, "month") || !strcmp(unit, "months") || !strcmp(unit, "mon") ||
                       !strcmp(unit, "mons")) {
                months += v;
            } else if (!strcmp(unit, "year") || !strcmp(unit, "years") || !strcmp(unit, "y") ||
                       !strcmp(unit, "yr") || !strcmp(unit, "yrs")) {
                months += v * 12;
            } else if (!strcmp(unit, "decade") || !strcmp(unit, "decades")) {
                months += v * 120;
            } else if (!strcmp(unit, "century") || !strcmp(unit, "centuries")) {
                months += v * 1200;
            } else if (!strcmp(unit, "millennium") || !strcmp(unit, "millennia") ||
                       !strcmp(unit, "millenniums")) {
                months += v * 12000;
            } else
                return false;
            any = true;
            continue;
        }
        p = (char *)start;
        if (strncmp(p, "ago", 3) == 0 && (p[3] == '\0' || isspace((unsigned char)p[3]))) {
            ago = true;
            p += 3;
            continue;
        }
        return false;
    }
    if (!any)
        return false;
    if (ago) {
        months = -months;
        days = -days;
        usecs = -usecs;
        exact_usecs = -exact_usecs;
    }
done:;
    /* fractional months spill into days (30 per month), fractional days into time */
    double whole_months = trunc(months);
    days += (months - whole_months) * 30;
    double whole_days = trunc(days);
    usecs += (days - whole_days) * 86400e6;
    if (fabs(whole_months) > INT32_MAX || fabs(whole_days) > INT32_MAX || fabs(usecs) > 9.2e18)
        interval_out_of_range();
    out->month = (int32)whole_months;
    out->day = (int32)whole_days;
    if (__builtin_add_overflow((int64)rint(usecs), exact_usecs, &out->time))
        interval_out_of_range();
    return true;
}

static Datum interval_in(PG_FUNCTION_ARGS)
{
    const char *in = PG_GETARG_CSTRING(0);
    Interval iv;
    if (!parse_interval(in, &iv))
        ereport(ERROR, errcode(ERRCODE_INVALID_DATETIME_FORMAT),
                errmsg("invalid input syntax for type interval: \"%s\"", in));
    PG_RETURN_POINTER(make_interval(iv.month, iv.day, iv.time));
}

/* make_interval(years, months, weeks, days, hours, mins, secs), each 0 by default; the
 * integer parts wrap as in PG 15, only the time is checked. */
static Datum make_interval_fn(PG_FUNCTION_ARGS)
{
    int32 years = PG_GETARG_INT32(0), months = PG_GETARG_INT32(1), weeks = PG_GETARG_INT32(2),
          days = PG_GETARG_INT32(3), hours = PG_GETARG_INT32(4), mins = PG_GETARG_INT32(5);
    double secs = PG_GETARG_FLOAT8(6);
    if (isinf(secs) || isnan(secs))
        interval_out_of_range();
    secs = rint(secs * 1000000.0);
    double total = secs + (double)hours * 3600.0 * 1000000.0 + (double)mins * 60.0 * 1000000.0;
    if (!(total >= -9223372036854775808.0 && total < 9223372036854775808.0))
        interval_out_of_range();
    int32 month = (int32)((uint32)years * 12u + (uint32)months);
    int32 day = (int32)((uint32)weeks * 7u + (uint32)days);
    int64 time = (int64)((uint64)hours * UINT64_C(3600000000) + (uint64)mins * UINT64_C(60000000) +
                         (uint64)(int64)secs);
    PG_RETURN_POINTER(make_interval(month, day, time));
}

/* IntervalStyle postgres: "1 year 2 mons -3 days +04:05:06.5" */
static char *format_interval(const Interval *iv)
{
    StringInfoData s;
    initStringInfo(&s);
    int32 years = iv->month / 12, mons = iv->month % 12;
    bool any_neg = false, first = true;
#define PART(v, unit)                                                                            \
    if (v != 0) {                                                                                \
        appendStringInfo(&s, "%s%s%d %s%s", first ? "" : " ", (any_neg && v > 0) ? "+" : "", v,   \
                         unit, v == 1 ? "" : "s");                                               \
        any_neg |= v < 0;                                                                        \
        first = false;                                                                           \
    }
    PART(years, "year")
    PART(mons, "mon")
    PART(iv->day, "day")
#undef PART
    if (iv->time != 0 || first) {
        int64 t = iv->time;
        bool neg = t < 0;
        uint64 a = neg ? (uint64)0 - (uint64)t : (uint64)t;
        uint64 h = a / (uint64)USECS_PER_HOUR;
        a %= (uint64)USECS_PER_HOUR;
        int m = (int)(a / (uint64)USECS_PER_MINUTE);
        a %= (uint64)USECS_PER_MINUTE;
        DateTimeFields f = {0};
        f.sec = (int)(a / (uint64)USECS_PER_SEC);
        f.usec = (int64)(a % (uint64)USECS_PER_SEC);
        appendStringInfo(&s, "%s%s%02llu:%02d:", first ? "" : " ",
                         neg ? "-" : (any_neg ? "+" : ""), (unsigned long long)h, m);
        appendStringInfo(&s, "%02d", f.sec);
        if (f.usec) {
            char frac[8];
            snprintf(frac, sizeof(frac), "%06lld", (long long)f.usec);
            int n = 6;
            while (n > 0 && frac[n - 1] == '0')
                n--;
            appendStringInfoChar(&s, '.');
            appendBinaryStringInfo(&s, frac, n);
        }
    }
    return s.data;
}

static Datum interval_out(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(format_interval(ARG_IV(0))); }
static Datum interval_recv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    int64 t = types_recv_int64(buf);
    int32 d = types_recv_int32(buf);
    int32 m = types_recv_int32(buf);
    PG_RETURN_POINTER(make_interval(m, d, t));
}
static Datum interval_send(PG_FUNCTION_ARGS)
{
    const Interval *iv = ARG_IV(0);
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int64(&buf, iv->time);
    types_send_int32(&buf, iv->day);
    types_send_int32(&buf, iv->month);
    PG_RETURN_POINTER(types_send_finish(&buf));
}
static Datum interval_scale(PG_FUNCTION_ARGS) { return PG_GETARG_DATUM(0); }

/* comparison on the "span": months count 30 days, days 24 hours (as PG) */
static __int128 interval_span(const Interval *iv)
{
    return (__int128)iv->time + (__int128)iv->day * USECS_PER_DAY +
           (__int128)iv->month * 30 * USECS_PER_DAY;
}
static int interval_cmp_internal(const Interval *a, const Interval *b)
{
    __int128 x = interval_span(a), y = interval_span(b);
    return x < y ? -1 : x > y;
}
CMP_SET(interval, , interval_cmp_internal(ARG_IV(0), ARG_IV(1)))
static Datum interval_cmp(PG_FUNCTION_ARGS) { PG_RETURN_INT32(interval_cmp_internal(ARG_IV(0), ARG_IV(1))); }
static Datum interval_larger(PG_FUNCTION_ARGS)
{
    return interval_cmp_internal(ARG_IV(0), ARG_IV(1)) >= 0 ? PG_GETARG_DATUM(0) : PG_GETARG_DATUM(1);
}
static Datum interval_smaller(PG_FUNCTION_ARGS)
{
    return interval_cmp_internal(ARG_IV(0), ARG_IV(1)) <= 0 ? PG_GETARG_DATUM(0) : PG_GETARG_DATUM(1);
}
static Datum interval_hash(PG_FUNCTION_ARGS)
{
    __int128 s = interval_span(ARG_IV(0));
    PG_RETURN_INT32((int32)(types_hash_uint64((uint64)s) ^ types_hash_uint64((uint64)(s >> 64))));
}
static Datum interval_finite(PG_FUNCTION_ARGS) { PG_RETURN_BOOL(true); }

static Datum interval_um(PG_FUNCTION_ARGS)
{
    const Interval *a = ARG_IV(0);
    if (a->month == INT32_MIN || a->day == INT32_MIN || a->time == INT64_MIN)
        interval_out_of_range();
    PG_RETURN_POINTER(make_interval(-a->month, -a->day, -a->time));
}
static Datum interval_addsub(FunctionCallInfo fcinfo, bool sub)
{
    const Interval *a = ARG_IV(0), *b = ARG_IV(1);
    int32 m, d;
    int64 t;
    bool ovf = sub ? (__builtin_sub_overflow(a->month, b->month, &m) |
                      __builtin_sub_overflow(a->day, b->day, &d) |
                      __builtin_sub_overflow(a->time, b->time, &t))
                   : (__builtin_add_overflow(a->month, b->month, &m) |
                      __builtin_add_overflow(a->day, b->day, &d) |
                      __builtin_add_overflow(a->time, b->time, &t));
    if (ovf)
        interval_out_of_range();
    PG_RETURN_POINTER(make_interval(m, d, t));
}
static Datum interval_pl(PG_FUNCTION_ARGS) { return interval_addsub(fcinfo, false); }
static Datum interval_mi(PG_FUNCTION_ARGS) { return interval_addsub(fcinfo, true); }

/* interval * factor: fractional months cascade to days (30), fractional days to time */
static Interval *interval_times(const Interval *a, double f)
{
    if (isnan(f))
        interval_out_of_range();
    double months = a->month * f;
    double days = a->day * f;
    double whole_m = trunc(months);
    days += (months - whole_m) * 30;
    double whole_d = trunc(days);
    double usecs = a->time * f + (days - whole_d) * 86400e6;
    if (fabs(whole_m) > INT32_MAX || fabs(whole_d) > INT32_MAX || fabs(usecs) > 9.2e18)
        interval_out_of_range();
    return make_interval((int32)whole_m, (int32)whole_d, (int64)rint(usecs));
}
static Datum interval_mul(PG_FUNCTION_ARGS) { PG_RETURN_POINTER(interval_times(ARG_IV(0), PG_GETARG_FLOAT8(1))); }
static Datum mul_d_interval(PG_FUNCTION_ARGS) { PG_RETURN_POINTER(interval_times(ARG_IV(1), PG_GETARG_FLOAT8(0))); }
static Datum interval_div(PG_FUNCTION_ARGS)
{
    double f = PG_GETARG_FLOAT8(1);
    if (f == 0)
        ereport(ERROR, errcode(ERRCODE_DIVISION_BY_ZERO), errmsg("division by zero"));
    PG_RETURN_POINTER(interval_times(ARG_IV(0), 1.0 / f));
}

static Interval *justify_hours(Interval *iv)
{
    int64 extra = iv->time / USECS_PER_DAY;
    iv->time -= extra * USECS_PER_DAY;
    iv->day += (int32)extra;
    if (iv->day > 0 && iv->time < 0) {
        iv->time += USECS_PER_DAY;
        iv->day--;
    } else if (iv->day < 0 && iv->time > 0) {
        iv->time -= USECS_PER_DAY;
        iv->day++;
    }
    return iv;
}
static Datum interval_justify_hours(PG_FUNCTION_ARGS)
{
    const Interval *a = ARG_IV(0);
    PG_RETURN_POINTER(justify_hours(make_interval(a->month, a->day, a->time)));
}
static Datum interval_justify_days(PG_FUNCTION_ARGS)
{
    const Interval *a = ARG_IV(0);
    Interval *r = make_interval(a->month, a->day, a->time);
    int32 extra = r->day / 30;
    r->day -= extra * 30;
    r->month += extra;
    if (r->month > 0 && r->day < 0) {
        r->day += 30;
        r->month--;
    } else if (r->month < 0 && r->day > 0) {
        r->day -= 30;
        r->month++;
    }
    PG_RETURN_POINTER(r);
}

/* timestamp - timestamp: microseconds, then whole days split off as justify_hours does */
static Datum timestamp_mi(PG_FUNCTION_ARGS)
{
    int64 a = TS(0), b = TS(1), d;
    if (TS_IS_SPECIAL(a) || TS_IS_SPECIAL(b))
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("cannot subtract infinite timestamps"));
    if (__builtin_sub_overflow(a, b, &d))
        interval_out_of_range();
    PG_RETURN_POINTER(justify_hours(make_interval(0, 0, d)));
}

/* local timestamp + interval: months (clamping the day), then days, then time */
static int64 ts_plus_interval(int64 t, const Interval *iv, bool is_tz)
{
    if (TS_IS_SPECIAL(t))
        return t;
    int64 local = is_tz ? utc_to_local(t) : t;
    if (iv->month != 0) {
        DateTimeFields f;
        ts_to_fields(local, &f);
        int64 m = (int64)f.year * 12 + (f.mon - 1) + iv->month;
        f.year = (int)floor_div(m, 12);
        f.mon = (int)(m - (int64)f.year * 12) + 1;
        if (f.mday > days_in_month(f.year, f.mon))
            f.mday = days_in_month(f.year, f.mon);
        local = fields_to_ts(&f);
    }
    if (iv->day != 0 && __builtin_add_overflow(local, iv->day * USECS_PER_DAY, &local))
        ts_out_of_range();
    if (__builtin_add_overflow(is_tz ? local_to_utc(local) : local, iv->time, &t))
        ts_out_of_range();
    if (t < (int64)TS_MIN_DAYS * USECS_PER_DAY || t >= ((int64)TS_MAX_DAYS + 1) * USECS_PER_DAY)
        ts_out_of_range();
    return t;
}
static Interval neg_interval(const Interval *iv)
{
    Interval n = {-iv->time, -iv->day, -iv->month};
    return n;
}
static Datum timestamp_pl_interval(PG_FUNCTION_ARGS) { PG_RETURN_INT64(ts_plus_interval(TS(0), ARG_IV(1), false)); }
static Datum timestamp_mi_interval(PG_FUNCTION_ARGS)
{
    Interval n = neg_interval(ARG_IV(1));
    PG_RETURN_INT64(ts_plus_interval(TS(0), &n, false));
}
static Datum timestamptz_pl_interval(PG_FUNCTION_ARGS) { PG_RETURN_INT64(ts_plus_interval(TS(0), ARG_IV(1), true)); }
static Datum timestamptz_mi_interval(PG_FUNCTION_ARGS)
{
    Interval n = neg_interval(ARG_IV(1));
    PG_RETURN_INT64(ts_plus_interval(TS(0), &n, true));
}
static Datum sql_interval_pl_timestamp(PG_FUNCTION_ARGS) { PG_RETURN_INT64(ts_plus_interval(TS(1), ARG_IV(0), false)); }
static Datum sql_interval_pl_timestamptz(PG_FUNCTION_ARGS) { PG_RETURN_INT64(ts_plus_interval(TS(1), ARG_IV(0), true)); }
static Datum date_pl_interval(PG_FUNCTION_ARGS) { PG_RETURN_INT64(ts_plus_interval(date_to_ts(D(0)), ARG_IV(1), false)); }
static Datum date_mi_interval(PG_FUNCTION_ARGS)
{
    Interval n = neg_interval(ARG_IV(1));
    PG_RETURN_INT64(ts_plus_interval(date_to_ts(D(0)), &n, false));
}
static Datum sql_interval_pl_date(PG_FUNCTION_ARGS) { PG_RETURN_INT64(ts_plus_interval(date_to_ts(D(1)), ARG_IV(0), false)); }

/* age(a, b): symbolic difference in years, months, days and time, as PG */
static Interval *age_of(int64 a, int64 b)
{
    if (TS_IS_SPECIAL(a) || TS_IS_SPECIAL(b))
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("cannot subtract infinite timestamps"));
    DateTimeFields f1, f2;
    ts_to_fields(a, &f1);
    ts_to_fields(b, &f2);
    int64 usec = f1.usec - f2.usec;
    int64 sec = f1.sec - f2.sec, min = f1.min - f2.min, hour = f1.hour - f2.hour;
    int64 mday = f1.mday - f2.mday, mon = f1.mon - f2.mon, year = f1.year - f2.year;
    bool neg = a < b;
    if (neg) {
        usec = -usec, sec = -sec, min = -min, hour = -hour, mday = -mday, mon = -mon, year = -year;
    }
    while (usec < 0) usec += USECS_PER_SEC, sec--;
    while (sec < 0) sec += 60, min--;
    while (min < 0) min += 60, hour--;
    while (hour < 0) hour += 24, mday--;
    while (mday < 0) {
        /* borrow the length of the earlier date's month, as PG does */
        const DateTimeFields *earlier = neg ? &f1 : &f2;
        mday += days_in_month(earlier->year, earlier->mon);
        mon--;
    }
    while (mon < 0) mon += 12, year--;
    if (neg) {
        usec = -usec, sec = -sec, min = -min, hour = -hour, mday = -mday, mon = -mon, year = -year;
    }
    return make_interval((int32)(year * 12 + mon), (int32)mday,
                         hour * USECS_PER_HOUR + min * USECS_PER_MINUTE + sec * USECS_PER_SEC + usec);
}
static Datum timestamp_age(PG_FUNCTION_ARGS) { PG_RETURN_POINTER(age_of(TS(0), TS(1))); }
static Datum timestamptz_age(PG_FUNCTION_ARGS) { PG_RETURN_POINTER(age_of(utc_to_local(TS(0)), utc_to_local(TS(1)))); }
/* age(x) = age(current_date, x), for timestamp and timestamptz arguments */
static Datum sql_age(PG_FUNCTION_ARGS) { PG_RETURN_POINTER(age_of(local_today(), TS(0))); }
static Datum sql_age_tz(PG_FUNCTION_ARGS) { PG_RETURN_POINTER(age_of(local_today(), utc_to_local(TS(0)))); }

/* ---- extract / date_part / date_trunc ---- */

typedef enum {
    F_UNKNOWN, F_MICROSECONDS, F_MILLISECONDS, F_SECOND, F_MINUTE, F_HOUR, F_DAY, F_MONTH,
    F_QUARTER, F_YEAR, F_DECADE, F_CENTURY, F_MILLENNIUM, F_WEEK, F_DOW, F_ISODOW, F_DOY,
    F_EPOCH, F_JULIAN, F_ISOYEAR, F_TIMEZONE, F_TIMEZONE_H, F_TIMEZONE_M
} DtField;

static DtField parse_field(const text *t, char *name, size_t namelen)
{
    int len = Min(text_len(t), (int)namelen - 1);
    for (int i = 0; i < len; i++)
        name[i] = (char)tolower((unsigned char)text_data(t)[i]);
    name[len] = '\0';
    static const struct {
        const char *n;
        DtField f;
    } names[] = {
        {"microsecond", F_MICROSECONDS}, {"microseconds", F_MICROSECONDS}, {"us", F_MICROSECONDS},
        {"usec", F_MICROSECONDS}, {"usecs", F_MICROSECONDS}, {"millisecond", F_MILLISECONDS},
        {"milliseconds", F_MILLISECONDS}, {"ms", F_MILLISECONDS}, {"msec", F_MILLISECONDS},
        {"msecs", F_MILLISECONDS}, {"second", F_SECOND}, {"seconds", F_SECOND}, {"s", F_SECOND},
        {"sec", F_SECOND}, {"secs", F_SECOND}, {"minute", F_MINUTE}, {"minutes", F_MINUTE},
        {"m", F_MINUTE}, {"min", F_MINUTE}, {"mins", F_MINUTE}, {"hour", F_HOUR},
        {"hours", F_HOUR}, {"h", F_HOUR}, {"hr", F_HOUR}, {"hrs", F_HOUR}, {"day", F_DAY},
        {"days", F_DAY}, {"d", F_DAY}, {"month", F_MONTH}, {"months", F_MONTH}, {"mon", F_MONTH},
        {"mons", F_MONTH}, {"quarter", F_QUARTER}, {"qtr", F_QUARTER}, {"year", F_YEAR},
        {"years", F_YEAR}, {"y", F_YEAR}, {"yr", F_YEAR}, {"yrs", F_YEAR}, {"decade", F_DECADE},
        {"decades", F_DECADE}, {"dec", F_DECADE}, {"century", F_CENTURY}, {"centuries", F_CENTURY},
        {"cent", F_CENTURY}, {"c", F_CENTURY}, {"millennium", F_MILLENNIUM},
        {"millennia", F_MILLENNIUM}, {"mil", F_MILLENNIUM}, {"mils", F_MILLENNIUM},
        {"week", F_WEEK}, {"weeks", F_WEEK}, {"w", F_WEEK}, {"dow", F_DOW}, {"isodow", F_ISODOW},
        {"doy", F_DOY}, {"epoch", F_EPOCH}, {"julian", F_JULIAN}, {"j", F_JULIAN},
        {"isoyear", F_ISOYEAR}, {"timezone", F_TIMEZONE}, {"timezone_hour", F_TIMEZONE_H},
        {"timezone_minute", F_TIMEZONE_M},
    };
    for (size_t i = 0; i < lengthof(names); i++)
        if (strcmp(name, names[i].n) == 0)
            return names[i].f;
    return F_UNKNOWN;
}

/* day of week of a day number, 0 = Sunday (2000-01-01 was a Saturday) */
static int sunday0(int64 days) { return (int)(((days + 6) % 7 + 7) % 7); }
static int monday0(int64 days) { return (sunday0(days) + 6) % 7; }

static int iso_week_of(int y, int m, int d, int *isoyear)
{
    int64 days = days_from_civil(y, m, d);
    int dow = monday0(days);
    int64 thursday = days - dow + 3;
    int ty, tm, td;
    civil_from_days(thursday, &ty, &tm, &td);
    int64 jan1 = days_from_civil(ty, 1, 1);
    *isoyear = ty;
    return (int)((thursday - jan1) / 7 + 1);
}

/* field value as a numeric with the given scale: value_x_10^scale / 10^scale */
static Datum numeric_scaled(int64 v, int scale)
{
    Datum n = types_numeric_from_int64(v);
    if (scale == 0)
        return n;
    int64 p = 1;
    for (int i = 0; i < scale; i++)
        p *= 10;
    return types_numeric_div_scale(n, types_numeric_from_int64(p), scale);
}

typedef enum { X_DATE, X_TS, X_TSTZ } XKind;

static const char *xkind_name(XKind k)
{
    return k == X_DATE ? "date" : k == X_TS ? "timestamp without time zone" : "timestamp with time zone";
}

/* extract() semantics: numeric result; date_part converts it to float8 */
static Datum extract_common(const text *unit, int64 t, XKind kind, bool *isnull)
{
    char name[32];
    DtField fld = parse_field(unit, name, sizeof(name));
    *isnull = false;
    if (fld == F_UNKNOWN)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("unit \"%s\" not recognized for type %s", name, xkind_name(kind)));
    if (kind == X_DATE && (fld == F_MICROSECONDS || fld == F_MILLISECONDS || fld == F_SECOND ||
                           fld == F_MINUTE || fld == F_HOUR || fld == F_TIMEZONE ||
                           fld == F_TIMEZONE_H || fld == F_TIMEZONE_M))
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("unit \"%s\" not supported for type %s", name, xkind_name(kind)));
    if (kind == X_TS && (fld == F_TIMEZONE || fld == F_TIMEZONE_H || fld == F_TIMEZONE_M))
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("unit \"%s\" not supported for type %s", name, xkind_name(kind)));
    if (TS_IS_SPECIAL(t)) {
        /* infinite input: +-Infinity for monotonic fields, NULL for the others */
        if (fld == F_EPOCH || fld == F_JULIAN || fld == F_YEAR || fld == F_ISOYEAR ||
            fld == F_DECADE || fld == F_CENTURY || fld == F_MILLENNIUM)
            return types_numeric_special(t == TS_NOEND ? 1 : -1);
        *isnull = true;
        return 0;
    }
    int32 off = kind == X_TSTZ ? offset_at_ts(t) : 0;
    int64 local = t + off * USECS_PER_SEC;
    DateTimeFields f;
    ts_to_fields(local, &f);
    int64 days = floor_div(local, USECS_PER_DAY);
    int isoyear;
    switch (fld) {
    case F_MICROSECONDS: return types_numeric_from_int64(f.sec * USECS_PER_SEC + f.usec);
    case F_MILLISECONDS: return numeric_scaled(f.sec * USECS_PER_SEC + f.usec, 3);
    case F_SECOND: return numeric_scaled(f.sec * USECS_PER_SEC + f.usec, 6);
    case F_MINUTE: return types_numeric_from_int64(f.min);
    case F_HOUR: return types_numeric_from_int64(f.hour);
    case F_DAY: return types_numeric_from_int64(f.mday);
    case F_MONTH: return types_numeric_from_int64(f.mon);
    case F_QUARTER: return types_numeric_from_int64((f.mon - 1) / 3 + 1);
    case F_YEAR: return types_numeric_from_int64(f.year > 0 ? f.year : f.year - 1);
    case F_DECADE: return types_numeric_from_int64(floor_div(f.year, 10));
    case F_CENTURY:
        return types_numeric_from_int64(f.year > 0 ? (f.year + 99) / 100 : -((99 - (f.year - 1)) / 100));
    case F_MILLENNIUM:
        return types_numeric_from_int64(f.year > 0 ? (f.year + 999) / 1000 : -((999 - (f.year - 1)) / 1000));
    case F_WEEK: return types_numeric_from_int64(iso_week_of(f.year, f.mon, f.mday, &isoyear));
    case F_ISOYEAR:
        iso_week_of(f.year, f.mon, f.mday, &isoyear);
        return types_numeric_from_int64(isoyear > 0 ? isoyear : isoyear - 1);
    case F_DOW: return types_numeric_from_int64(sunday0(days));
    case F_ISODOW: return types_numeric_from_int64(monday0(days) + 1);
    case F_DOY: return types_numeric_from_int64(days - days_from_civil(f.year, 1, 1) + 1);
    case F_JULIAN:
        if (kind == X_DATE)
            return types_numeric_from_int64(days + 2451545);
        return types_numeric_add(types_numeric_from_int64(days + 2451545),
                                 types_numeric_div(
                                     types_numeric_from_int64(local - days * USECS_PER_DAY),
                                     types_numeric_from_int64(USECS_PER_DAY)));
    case F_EPOCH:
        if (kind == X_DATE)
            return types_numeric_from_int64((days + DAYS_1970_TO_2000) * 86400);
        return numeric_scaled(t + SECS_2000 * USECS_PER_SEC, 6);
    case F_TIMEZONE: return types_numeric_from_int64(off);
    case F_TIMEZONE_H: return types_numeric_from_int64(off / 3600);
    case F_TIMEZONE_M: return types_numeric_from_int64(off / 60 % 60);
    default: break;
    }
    *isnull = true;
    return 0;
}

static Datum extract_date(PG_FUNCTION_ARGS)
{
    bool isnull;
    int32 d = D(1);
    int64 t = d == DATE_NOBEGIN ? TS_NOBEGIN : d == DATE_NOEND ? TS_NOEND : (int64)d * USECS_PER_DAY;
    Datum r = extract_common(ARG_TEXT_OF(0), t, X_DATE, &isnull);
    if (isnull)
        PG_RETURN_NULL();
    return r;
}
static Datum extract_timestamp(PG_FUNCTION_ARGS)
{
    bool isnull;
    Datum r = extract_common(ARG_TEXT_OF(0), TS(1), X_TS, &isnull);
    if (isnull)
        PG_RETURN_NULL();
    return r;
}
static Datum extract_timestamptz(PG_FUNCTION_ARGS)
{
    bool isnull;
    Datum r = extract_common(ARG_TEXT_OF(0), TS(1), X_TSTZ, &isnull);
    if (isnull)
        PG_RETURN_NULL();
    return r;
}

static Datum part_as_float(FunctionCallInfo fcinfo, int64 t, XKind kind)
{
    bool isnull;
    Datum r = extract_common(ARG_TEXT_OF(0), t, kind, &isnull);
    if (isnull)
        PG_RETURN_NULL();
    PG_RETURN_FLOAT8(types_numeric_to_double(r));
}
static Datum timestamp_part(PG_FUNCTION_ARGS) { return part_as_float(fcinfo, TS(1), X_TS); }
static Datum timestamptz_part(PG_FUNCTION_ARGS) { return part_as_float(fcinfo, TS(1), X_TSTZ); }
/* date_part(text, date) is date_part(text, date::timestamp) in PG */
static Datum sql_date_part(PG_FUNCTION_ARGS) { return part_as_float(fcinfo, date_to_ts(D(1)), X_TS); }

/*
 * The fields of a time of day (a time, or an interval's time part): t is in microseconds.
 * False for any other field.
 */
static bool time_part_field(DtField fld, int64 t, Datum *r)
{
    switch (fld) {
    case F_MICROSECONDS: *r = types_numeric_from_int64(t % USECS_PER_MINUTE); return true;
    case F_MILLISECONDS: *r = numeric_scaled(t % USECS_PER_MINUTE, 3); return true;
    case F_SECOND: *r = numeric_scaled(t % USECS_PER_MINUTE, 6); return true;
    case F_MINUTE: *r = types_numeric_from_int64(t / USECS_PER_MINUTE % 60); return true;
    case F_HOUR: *r = types_numeric_from_int64(t / USECS_PER_HOUR); return true;
    default: return false;
    }
}

static pg_noreturn void extract_unit_error(DtField fld, const char *name, const char *typname)
{
    if (fld == F_UNKNOWN)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("unit \"%s\" not recognized for type %s", name, typname));
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
            errmsg("unit \"%s\" not supported for type %s", name, typname));
}

static Datum extract_interval_common(FunctionCallInfo fcinfo, bool as_float)
{
    char name[32];
    DtField fld = parse_field(ARG_TEXT_OF(0), name, sizeof(name));
    const Interval *iv = ARG_IV(1);
    int64 t = iv->time;
    Datum r;
    if (time_part_field(fld, t, &r))
        goto done;
    switch (fld) {
    case F_DAY: r = types_numeric_from_int64(iv->day); break;
    case F_MONTH: r = types_numeric_from_int64(iv->month % 12); break;
    case F_QUARTER: r = types_numeric_from_int64((iv->month % 12) / 3 + 1); break;
    case F_YEAR: r = types_numeric_from_int64(iv->month / 12); break;
    case F_DECADE: r = types_numeric_from_int64(iv->month / 120); break;
    case F_CENTURY: r = types_numeric_from_int64(iv->month / 1200); break;
    case F_MILLENNIUM: r = types_numeric_from_int64(iv->month / 12000); break;
    case F_EPOCH: {
        /* PG: years count 365.25 days, months 30 days */
        __int128 secs_x1e6 = (__int128)t + (__int128)iv->day * USECS_PER_DAY +
                             (__int128)(iv->month / 12) * 31557600 * USECS_PER_SEC +
                             (__int128)(iv->month % 12) * 30 * USECS_PER_DAY;
        r = types_numeric_div_scale(types_numeric_from_int128(secs_x1e6),
                                    types_numeric_from_int64(USECS_PER_SEC), 6);
        break;
    }
    default:
        extract_unit_error(fld, name, "interval");
    }
done:
    if (as_float)
        PG_RETURN_FLOAT8(types_numeric_to_double(r));
    return r;
}
static Datum extract_interval(PG_FUNCTION_ARGS) { return extract_interval_common(fcinfo, false); }
static Datum interval_part(PG_FUNCTION_ARGS) { return extract_interval_common(fcinfo, true); }

static int64 trunc_local(const text *unit, int64 local, const char *typname)
{
    char name[32];
    DtField fld = parse_field(unit, name, sizeof(name));
    DateTimeFields f;
    ts_to_fields(local, &f);
    switch (fld) {
    case F_MILLENNIUM:
        f.year = f.year > 0 ? ((f.year + 999) / 1000) * 1000 - 999 : -((999 - (f.year - 1)) / 1000) * 1000 + 1;
        f.mon = 1, f.mday = 1, f.hour = f.min = f.sec = 0, f.usec = 0;
        break;
    case F_CENTURY:
        f.year = f.year > 0 ? ((f.year + 99) / 100) * 100 - 99 : -((99 - (f.year - 1)) / 100) * 100 + 1;
        f.mon = 1, f.mday = 1, f.hour = f.min = f.sec = 0, f.usec = 0;
        break;
    case F_DECADE:
        f.year = f.year > 0 ? (f.year / 10) * 10 : -((8 - (f.year - 1)) / 10) * 10;
        f.mon = 1, f.mday = 1, f.hour = f.min = f.sec = 0, f.usec = 0;
        break;
    case F_YEAR: f.mon = 1; /* fall through */
    case F_QUARTER:
        if (fld == F_QUARTER)
            f.mon = 3 * ((f.mon - 1) / 3) + 1;
        /* fall through */
    case F_MONTH: f.mday = 1; /* fall through */
    case F_DAY: f.hour = 0; /* fall through */
    case F_HOUR: f.min = 0; /* fall through */
    case F_MINUTE: f.sec = 0; /* fall through */
    case F_SECOND: f.usec = 0; break;
    case F_MILLISECONDS: f.usec = (f.usec / 1000) * 1000; break;
    case F_MICROSECONDS: break;
    case F_WEEK: {
        int64 days = floor_div(local, USECS_PER_DAY);
        return (days - monday0(days)) * USECS_PER_DAY;
    }
    default:
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("unit \"%s\" not recognized for type %s", name, typname));
    }
    return fields_to_ts(&f);
}
static Datum timestamp_trunc(PG_FUNCTION_ARGS)
{
    int64 t = TS(1);
    if (TS_IS_SPECIAL(t))
        PG_RETURN_INT64(t);
    PG_RETURN_INT64(trunc_local(ARG_TEXT_OF(0), t, "timestamp without time zone"));
}
static Datum timestamptz_trunc(PG_FUNCTION_ARGS)
{
    int64 t = TS(1);
    if (TS_IS_SPECIAL(t))
        PG_RETURN_INT64(t);
    PG_RETURN_INT64(local_to_utc(trunc_local(ARG_TEXT_OF(0), utc_to_local(t), "timestamp with time zone")));
}
static Datum timestamptz_trunc_zone(PG_FUNCTION_ARGS)
{
    const text *zt = ARG_TEXT_OF(2);
    char *zname = text_to_cstring(zt);
    const TzZone *z = tz_lookup(zname);
    if (z == NULL)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("time zone \"%s\" not recognized", zname));
    int64 t = TS(1);
    if (TS_IS_SPECIAL(t))
        PG_RETURN_INT64(t);
    int64 local = t + tz_offset_utc(z, floor_div(t, USECS_PER_SEC) + SECS_2000) * USECS_PER_SEC;
    int64 tl = trunc_local(ARG_TEXT_OF(0), local, "timestamp with time zone");
    PG_RETURN_INT64(tl - tz_offset_local(z, floor_div(tl, USECS_PER_SEC) + SECS_2000) * USECS_PER_SEC);
}
static Datum interval_trunc(PG_FUNCTION_ARGS)
{
    char name[32];
    DtField fld = parse_field(ARG_TEXT_OF(0), name, sizeof(name));
    const Interval *a = ARG_IV(1);
    Interval *r = make_interval(a->month, a->day, a->time);
    switch (fld) {
    case F_MILLENNIUM: r->month = (r->month / 12000) * 12000; r->day = 0; r->time = 0; break;
    case F_CENTURY: r->month = (r->month / 1200) * 1200; r->day = 0; r->time = 0; break;
    case F_DECADE: r->month = (r->month / 120) * 120; r->day = 0; r->time = 0; break;
    case F_YEAR: r->month = (r->month / 12) * 12; r->day = 0; r->time = 0; break;
    case F_QUARTER: r->month = (r->month / 3) * 3; r->day = 0; r->time = 0; break;
    case F_MONTH: r->day = 0; r->time = 0; break;
    case F_DAY: r->time = 0; break;
    case F_HOUR: r->time = (r->time / USECS_PER_HOUR) * USECS_PER_HOUR; break;
    case F_MINUTE: r->time = (r->time / USECS_PER_MINUTE) * USECS_PER_MINUTE; break;
    case F_SECOND: r->time = (r->time / USECS_PER_SEC) * USECS_PER_SEC; break;
    case F_MILLISECONDS: r->time = (r->time / 1000) * 1000; break;
    case F_MICROSECONDS: break;
    default:
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("unit \"%s\" not recognized for type interval", name));
    }
    PG_RETURN_POINTER(r);
}

/* ---- time (without time zone): int64 microseconds since midnight ---- */

static int64 time_apply_typmod(int64 t, int32 typmod) { return ts_apply_typmod(t, typmod); }

static Datum time_in(PG_FUNCTION_ARGS)
{
    const char *in = PG_GETARG_CSTRING(0);
    int32 typmod = PG_NARGS() > 2 ? PG_GETARG_INT32(2) : -1;
    ParsedDateTime pd;
    DtResult r = parse_datetime(in, &pd, true);
    if (r == DT_SPECIAL_NOW) {
        int64 local = utc_to_local(transaction_ts());
        PG_RETURN_INT64(time_apply_typmod(local - floor_div(local, USECS_PER_DAY) * USECS_PER_DAY, typmod));
    }
    if (r == DT_SPECIAL || (r == DT_OK && !pd.have_time && !pd.have_date && !pd.is_relative_day))
        dt_error(DT_BAD_SYNTAX, "time", in);
    if (r != DT_OK)
        dt_error(r, "time", in);
    int64 t = pd.f.hour * USECS_PER_HOUR + pd.f.min * USECS_PER_MINUTE + pd.f.sec * USECS_PER_SEC +
              pd.f.usec;
    t = time_apply_typmod(t, typmod);
    if (t > USECS_PER_DAY)
        dt_error(DT_BAD_FIELD, "time", in);
    PG_RETURN_INT64(t);
}

static char *format_time(int64 t)
{
    DateTimeFields f;
    f.hour = (int)(t / USECS_PER_HOUR);
    t -= f.hour * USECS_PER_HOUR;
    f.min = (int)(t / USECS_PER_MINUTE);
    t -= f.min * USECS_PER_MINUTE;
    f.sec = (int)(t / USECS_PER_SEC);
    f.usec = t - f.sec * USECS_PER_SEC;
    StringInfoData s;
    initStringInfo(&s);
    append_time(&s, &f);
    return s.data;
}
static Datum time_out(PG_FUNCTION_ARGS) { PG_RETURN_CSTRING(format_time(TS(0))); }
static Datum time_recv(PG_FUNCTION_ARGS)
{
    int32 typmod = PG_NARGS() > 2 ? PG_GETARG_INT32(2) : -1;
    int64 t = types_recv_int64(PG_GETARG_POINTER(0));
    if (t < 0 || t > USECS_PER_DAY)
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("time out of range"));
    PG_RETURN_INT64(time_apply_typmod(t, typmod));
}
#define time_send timestamp_send
static Datum time_scale(PG_FUNCTION_ARGS) { PG_RETURN_INT64(time_apply_typmod(TS(0), PG_GETARG_INT32(1))); }
CMP_SET(time, , CMP3(TS(0), TS(1)))
#define time_cmp timestamp_cmp
#define time_larger timestamp_larger
#define time_smaller timestamp_smaller
#define time_hash timestamp_hash
static int32 time_typmod_in(const int32 *mods, int nmods) { return ts_typmod_in_common(mods, nmods, "TIME"); }
static char *time_typmod_out(int32 typmod)
{
    return typmod >= 0 ? psprintf("(%d) without time zone", typmod) : pstrdup(" without time zone");
}

static int64 ts_time_of_day(int64 local)
{
    return local - floor_div(local, USECS_PER_DAY) * USECS_PER_DAY;
}
static Datum timestamp_time(PG_FUNCTION_ARGS)
{
    if (TS_IS_SPECIAL(TS(0)))
        PG_RETURN_NULL();
    PG_RETURN_INT64(ts_time_of_day(TS(0)));
}
static Datum timestamptz_time(PG_FUNCTION_ARGS)
{
    if (TS_IS_SPECIAL(TS(0)))
        PG_RETURN_NULL();
    PG_RETURN_INT64(ts_time_of_day(utc_to_local(TS(0))));
}
static Datum interval_time(PG_FUNCTION_ARGS)
{
    int64 t = ARG_IV(0)->time % USECS_PER_DAY;
    if (t < 0)
        t += USECS_PER_DAY;
    PG_RETURN_INT64(t);
}
static Datum time_interval(PG_FUNCTION_ARGS) { PG_RETURN_POINTER(make_interval(0, 0, TS(0))); }
static Datum datetime_timestamp(PG_FUNCTION_ARGS)
{
    int64 d = date_to_ts(D(0));
    if (TS_IS_SPECIAL(d))
        PG_RETURN_INT64(d);
    PG_RETURN_INT64(d + TS(1));
}
static Datum timedate_pl(PG_FUNCTION_ARGS)
{
    int64 d = date_to_ts(D(1));
    if (TS_IS_SPECIAL(d))
        PG_RETURN_INT64(d);
    PG_RETURN_INT64(d + TS(0));
}
static Datum time_mi_time(PG_FUNCTION_ARGS) { PG_RETURN_POINTER(make_interval(0, 0, TS(0) - TS(1))); }
static int64 time_plus(int64 t, int64 us)
{
    int64 r = (t + us % USECS_PER_DAY) % USECS_PER_DAY;
    return r < 0 ? r + USECS_PER_DAY : r;
}
static Datum time_pl_interval(PG_FUNCTION_ARGS) { PG_RETURN_INT64(time_plus(TS(0), ARG_IV(1)->time)); }
static Datum time_mi_interval(PG_FUNCTION_ARGS) { PG_RETURN_INT64(time_plus(TS(0), -ARG_IV(1)->time)); }
static Datum interval_pl_time(PG_FUNCTION_ARGS) { PG_RETURN_INT64(time_plus(TS(1), ARG_IV(0)->time)); }

static Datum extract_time_common(FunctionCallInfo fcinfo, bool as_float)
{
    char name[32];
    DtField fld = parse_field(ARG_TEXT_OF(0), name, sizeof(name));
    int64 t = TS(1);
    Datum r;
    if (fld == F_EPOCH)
        r = numeric_scaled(t, 6);
    else if (!time_part_field(fld, t, &r))
        extract_unit_error(fld, name, "time without time zone");
    if (as_float)
        PG_RETURN_FLOAT8(types_numeric_to_double(r));
    return r;
}
static Datum extract_time(PG_FUNCTION_ARGS) { return extract_time_common(fcinfo, false); }
static Datum time_part(PG_FUNCTION_ARGS) { return extract_time_common(fcinfo, true); }

/* ---- catalog rows ---- */

static const TypeInfo datetime_types[] = {
    {TIMEOID, "time", 8, true, 'd', TYPCATEGORY_DATETIME, false, 0, 1183, time_in, time_out, time_recv, time_send, time_typmod_in, time_typmod_out},
    {DATEOID, "date", 4, true, 'i', TYPCATEGORY_DATETIME, false, 0, 1182, date_in, date_out, date_recv, date_send, NULL, NULL},
    {TIMESTAMPOID, "timestamp", 8, true, 'd', TYPCATEGORY_DATETIME, false, 0, 1115, timestamp_in, timestamp_out, timestamp_recv, timestamp_send, timestamp_typmod_in, timestamp_typmod_out},
    {TIMESTAMPTZOID, "timestamptz", 8, true, 'd', TYPCATEGORY_DATETIME, true, 0, 1185, timestamptz_in, timestamptz_out, timestamptz_recv, timestamptz_send, timestamptz_typmod_in, timestamptz_typmod_out},
    {INTERVALOID, "interval", 16, false, 'd', TYPCATEGORY_TIMESPAN, true, 0, 1187, interval_in, interval_out, interval_recv, interval_send, NULL, NULL},
};

static const TypeSupport datetime_support[] = {
    {TIMEOID, 1107, 1688, 1108, 1110},
    {DATEOID, 1092, 450, 1093, 1095},
    {TIMESTAMPOID, 2045, 2039, 2060, 2062},
    {TIMESTAMPTZOID, 1314, 2039, 1320, 1322},
    {INTERVALOID, 1315, 1697, 1330, 1332},
};

static const ProcInfo datetime_procs[] = {
    {3464, "make_interval", 'f', 'i', true, false, 7, INTERVALOID,
     {INT4OID, INT4OID, INT4OID, INT4OID, INT4OID, INT4OID, FLOAT8OID}, 0, make_interval_fn,
     "years,months,weeks,days,hours,mins,secs", "0,0,0,0,0,0,0.0"},
    {1102, "time_lt", 'f', 'i', true, false, 2, BOOLOID, {TIMEOID, TIMEOID}, 0, time_lt},
    {1103, "time_le", 'f', 'i', true, false, 2, BOOLOID, {TIMEOID, TIMEOID}, 0, time_le},
    {1104, "time_gt", 'f', 'i', true, false, 2, BOOLOID, {TIMEOID, TIMEOID}, 0, time_gt},
    {1105, "time_ge", 'f', 'i', true, false, 2, BOOLOID, {TIMEOID, TIMEOID}, 0, time_ge},
    {1106, "time_ne", 'f', 'i', true, false, 2, BOOLOID, {TIMEOID, TIMEOID}, 0, time_ne},
    {1107, "time_cmp", 'f', 'i', true, false, 2, INT4OID, {TIMEOID, TIMEOID}, 0, time_cmp},
    {1143, "time_in", 'f', 's', true, false, 3, TIMEOID, {CSTRINGOID, OIDOID, INT4OID}, 0, time_in},
    {1144, "time_out", 'f', 'i', true, false, 1, CSTRINGOID, {TIMEOID}, 0, time_out},
    {1145, "time_eq", 'f', 'i', true, false, 2, BOOLOID, {TIMEOID, TIMEOID}, 0, time_eq},
    {1272, "datetime_pl", 'f', 'i', true, false, 2, TIMESTAMPOID, {DATEOID, TIMEOID}, 0, datetime_timestamp},
    {1296, "timedate_pl", 'f', 'i', true, false, 2, TIMESTAMPOID, {TIMEOID, DATEOID}, 0, timedate_pl},
    {1316, "time", 'f', 'i', true, false, 1, TIMEOID, {TIMESTAMPOID}, 0, timestamp_time},
    {1370, "interval", 'f', 'i', true, false, 1, INTERVALOID, {TIMEOID}, 0, time_interval},
    {1377, "time_larger", 'f', 'i', true, false, 2, TIMEOID, {TIMEOID, TIMEOID}, 0, time_larger},
    {1378, "time_smaller", 'f', 'i', true, false, 2, TIMEOID, {TIMEOID, TIMEOID}, 0, time_smaller},
    {1385, "date_part", 'f', 'i', true, false, 2, FLOAT8OID, {TEXTOID, TIMEOID}, 0, time_part},
    {1419, "time", 'f', 'i', true, false, 1, TIMEOID, {INTERVALOID}, 0, interval_time},
    {1688, "time_hash", 'f', 'i', true, false, 1, INT4OID, {TIMEOID}, 0, time_hash},
    {1690, "time_mi_time", 'f', 'i', true, false, 2, INTERVALOID, {TIMEOID, TIMEOID}, 0, time_mi_time},
    {1747, "time_pl_interval", 'f', 'i', true, false, 2, TIMEOID, {TIMEOID, INTERVALOID}, 0, time_pl_interval},
    {1748, "time_mi_interval", 'f', 'i', true, false, 2, TIMEOID, {TIMEOID, INTERVALOID}, 0, time_mi_interval},
    {1848, "interval_pl_time", 'f', 'i', true, false, 2, TIMEOID, {INTERVALOID, TIMEOID}, 0, interval_pl_time},
    {1968, "time", 'f', 'i', true, false, 2, TIMEOID, {TIMEOID, INT4OID}, 0, time_scale},
    {2019, "time", 'f', 's', true, false, 1, TIMEOID, {TIMESTAMPTZOID}, 0, timestamptz_time},
    {2470, "time_recv", 'f', 'i', true, false, 3, TIMEOID, {INTERNALOID, OIDOID, INT4OID}, 0, time_recv},
    {2471, "time_send", 'f', 'i', true, false, 1, BYTEAOID, {TIMEOID}, 0, time_send},
    {6200, "extract", 'f', 'i', true, false, 2, NUMERICOID, {TEXTOID, TIMEOID}, 0, extract_time},
    {1084, "date_in", 'f', 's', true, false, 1, DATEOID, {CSTRINGOID}, 0, date_in},
    {1085, "date_out", 'f', 's', true, false, 1, CSTRINGOID, {DATEOID}, 0, date_out},
    {1086, "date_eq", 'f', 'i', true, false, 2, BOOLOID, {DATEOID, DATEOID}, 0, date_eq},
    {1087, "date_lt", 'f', 'i', true, false, 2, BOOLOID, {DATEOID, DATEOID}, 0, date_lt},
    {1088, "date_le", 'f', 'i', true, false, 2, BOOLOID, {DATEOID, DATEOID}, 0, date_le},
    {1089, "date_gt", 'f', 'i', true, false, 2, BOOLOID, {DATEOID, DATEOID}, 0, date_gt},
    {1090, "date_ge", 'f', 'i', true, false, 2, BOOLOID, {DATEOID, DATEOID}, 0, date_ge},
    {1091, "date_ne", 'f', 'i', true, false, 2, BOOLOID, {DATEOID, DATEOID}, 0, date_ne},
    {1092, "date_cmp", 'f', 'i', true, false, 2, INT4OID, {DATEOID, DATEOID}, 0, date_cmp},
    {1138, "date_larger", 'f', 'i', true, false, 2, DATEOID, {DATEOID, DATEOID}, 0, date_larger},
    {1139, "date_smaller", 'f', 'i', true, false, 2, DATEOID, {DATEOID, DATEOID}, 0, date_smaller},
    {1140, "date_mi", 'f', 'i', true, false, 2, INT4OID, {DATEOID, DATEOID}, 0, date_mi},
    {1141, "date_pli", 'f', 'i', true, false, 2, DATEOID, {DATEOID, INT4OID}, 0, date_pli},
    {1142, "date_mii", 'f', 'i', true, false, 2, DATEOID, {DATEOID, INT4OID}, 0, date_mii},
    {1150, "timestamptz_in", 'f', 's', true, false, 3, TIMESTAMPTZOID, {CSTRINGOID, OIDOID, INT4OID}, 0, timestamptz_in},
    {1151, "timestamptz_out", 'f', 's', true, false, 1, CSTRINGOID, {TIMESTAMPTZOID}, 0, timestamptz_out},
    {1152, "timestamptz_eq", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPTZOID, TIMESTAMPTZOID}, 0, timestamp_eq},
    {1153, "timestamptz_ne", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPTZOID, TIMESTAMPTZOID}, 0, timestamp_ne},
    {1154, "timestamptz_lt", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPTZOID, TIMESTAMPTZOID}, 0, timestamp_lt},
    {1155, "timestamptz_le", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPTZOID, TIMESTAMPTZOID}, 0, timestamp_le},
    {1156, "timestamptz_ge", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPTZOID, TIMESTAMPTZOID}, 0, timestamp_ge},
    {1157, "timestamptz_gt", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPTZOID, TIMESTAMPTZOID}, 0, timestamp_gt},
    {1160, "interval_in", 'f', 's', true, false, 3, INTERVALOID, {CSTRINGOID, OIDOID, INT4OID}, 0, interval_in},
    {1161, "interval_out", 'f', 's', true, false, 1, CSTRINGOID, {INTERVALOID}, 0, interval_out},
    {1162, "interval_eq", 'f', 'i', true, false, 2, BOOLOID, {INTERVALOID, INTERVALOID}, 0, interval_eq},
    {1163, "interval_ne", 'f', 'i', true, false, 2, BOOLOID, {INTERVALOID, INTERVALOID}, 0, interval_ne},
    {1164, "interval_lt", 'f', 'i', true, false, 2, BOOLOID, {INTERVALOID, INTERVALOID}, 0, interval_lt},
    {1165, "interval_le", 'f', 'i', true, false, 2, BOOLOID, {INTERVALOID, INTERVALOID}, 0, interval_le},
    {1166, "interval_ge", 'f', 'i', true, false, 2, BOOLOID, {INTERVALOID, INTERVALOID}, 0, interval_ge},
    {1167, "interval_gt", 'f', 'i', true, false, 2, BOOLOID, {INTERVALOID, INTERVALOID}, 0, interval_gt},
    {1168, "interval_um", 'f', 'i', true, false, 1, INTERVALOID, {INTERVALOID}, 0, interval_um},
    {1169, "interval_pl", 'f', 'i', true, false, 2, INTERVALOID, {INTERVALOID, INTERVALOID}, 0, interval_pl},
    {1170, "interval_mi", 'f', 'i', true, false, 2, INTERVALOID, {INTERVALOID, INTERVALOID}, 0, interval_mi},
    {1171, "date_part", 'f', 's', true, false, 2, FLOAT8OID, {TEXTOID, TIMESTAMPTZOID}, 0, timestamptz_part},
    {1172, "date_part", 'f', 'i', true, false, 2, FLOAT8OID, {TEXTOID, INTERVALOID}, 0, interval_part},
    {1174, "timestamptz", 'f', 's', true, false, 1, TIMESTAMPTZOID, {DATEOID}, 0, date_timestamptz},
    {1175, "justify_hours", 'f', 'i', true, false, 1, INTERVALOID, {INTERVALOID}, 0, interval_justify_hours},
    {1178, "date", 'f', 's', true, false, 1, DATEOID, {TIMESTAMPTZOID}, 0, timestamptz_date},
    {1188, "timestamptz_mi", 'f', 'i', true, false, 2, INTERVALOID, {TIMESTAMPTZOID, TIMESTAMPTZOID}, 0, timestamp_mi},
    {1189, "timestamptz_pl_interval", 'f', 's', true, false, 2, TIMESTAMPTZOID, {TIMESTAMPTZOID, INTERVALOID}, 0, timestamptz_pl_interval},
    {1190, "timestamptz_mi_interval", 'f', 's', true, false, 2, TIMESTAMPTZOID, {TIMESTAMPTZOID, INTERVALOID}, 0, timestamptz_mi_interval},
    {1195, "timestamptz_smaller", 'f', 'i', true, false, 2, TIMESTAMPTZOID, {TIMESTAMPTZOID, TIMESTAMPTZOID}, 0, timestamp_smaller},
    {1196, "timestamptz_larger", 'f', 'i', true, false, 2, TIMESTAMPTZOID, {TIMESTAMPTZOID, TIMESTAMPTZOID}, 0, timestamp_larger},
    {1197, "interval_smaller", 'f', 'i', true, false, 2, INTERVALOID, {INTERVALOID, INTERVALOID}, 0, interval_smaller},
    {1198, "interval_larger", 'f', 'i', true, false, 2, INTERVALOID, {INTERVALOID, INTERVALOID}, 0, interval_larger},
    {1199, "age", 'f', 'i', true, false, 2, INTERVALOID, {TIMESTAMPTZOID, TIMESTAMPTZOID}, 0, timestamptz_age},
    {1200, "interval", 'f', 'i', true, false, 2, INTERVALOID, {INTERVALOID, INT4OID}, 0, interval_scale},
    {1217, "date_trunc", 'f', 's', true, false, 2, TIMESTAMPTZOID, {TEXTOID, TIMESTAMPTZOID}, 0, timestamptz_trunc},
    {1218, "date_trunc", 'f', 'i', true, false, 2, INTERVALOID, {TEXTOID, INTERVALOID}, 0, interval_trunc},
    {1284, "date_trunc", 'f', 's', true, false, 3, TIMESTAMPTZOID, {TEXTOID, TIMESTAMPTZOID, TEXTOID}, 0, timestamptz_trunc_zone},
    {1295, "justify_days", 'f', 'i', true, false, 1, INTERVALOID, {INTERVALOID}, 0, interval_justify_days},
    {1299, "now", 'f', 's', true, false, 0, TIMESTAMPTZOID, {}, 0, now},
    {1312, "timestamp_in", 'f', 's', true, false, 3, TIMESTAMPOID, {CSTRINGOID, OIDOID, INT4OID}, 0, timestamp_in},
    {1313, "timestamp_out", 'f', 's', true, false, 1, CSTRINGOID, {TIMESTAMPOID}, 0, timestamp_out},
    {1314, "timestamptz_cmp", 'f', 'i', true, false, 2, INT4OID, {TIMESTAMPTZOID, TIMESTAMPTZOID}, 0, timestamp_cmp},
    {1315, "interval_cmp", 'f', 'i', true, false, 2, INT4OID, {INTERVALOID, INTERVALOID}, 0, interval_cmp},
    {1326, "interval_div", 'f', 'i', true, false, 2, INTERVALOID, {INTERVALOID, FLOAT8OID}, 0, interval_div},
    {1373, "isfinite", 'f', 'i', true, false, 1, BOOLOID, {DATEOID}, 0, date_finite},
    {1384, "date_part", 'f', 'i', true, false, 2, FLOAT8OID, {TEXTOID, DATEOID}, 0, sql_date_part},
    {1386, "age", 'f', 's', true, false, 1, INTERVALOID, {TIMESTAMPTZOID}, 0, sql_age_tz},
    {1389, "isfinite", 'f', 'i', true, false, 1, BOOLOID, {TIMESTAMPTZOID}, 0, timestamp_finite},
    {1390, "isfinite", 'f', 'i', true, false, 1, BOOLOID, {INTERVALOID}, 0, interval_finite},
    {1618, "interval_mul", 'f', 'i', true, false, 2, INTERVALOID, {INTERVALOID, FLOAT8OID}, 0, interval_mul},
    {1624, "mul_d_interval", 'f', 'i', true, false, 2, INTERVALOID, {FLOAT8OID, INTERVALOID}, 0, mul_d_interval},
    {1697, "interval_hash", 'f', 'i', true, false, 1, INT4OID, {INTERVALOID}, 0, interval_hash},
    {1961, "timestamp", 'f', 'i', true, false, 2, TIMESTAMPOID, {TIMESTAMPOID, INT4OID}, 0, timestamp_scale},
    {1967, "timestamptz", 'f', 'i', true, false, 2, TIMESTAMPTZOID, {TIMESTAMPTZOID, INT4OID}, 0, timestamptz_scale},
    {2020, "date_trunc", 'f', 'i', true, false, 2, TIMESTAMPOID, {TEXTOID, TIMESTAMPOID}, 0, timestamp_trunc},
    {2021, "date_part", 'f', 'i', true, false, 2, FLOAT8OID, {TEXTOID, TIMESTAMPOID}, 0, timestamp_part},
    {2024, "timestamp", 'f', 'i', true, false, 1, TIMESTAMPOID, {DATEOID}, 0, date_timestamp},
    {2027, "timestamp", 'f', 's', true, false, 1, TIMESTAMPOID, {TIMESTAMPTZOID}, 0, timestamptz_timestamp},
    {2028, "timestamptz", 'f', 's', true, false, 1, TIMESTAMPTZOID, {TIMESTAMPOID}, 0, timestamp_timestamptz},
    {2029, "date", 'f', 'i', true, false, 1, DATEOID, {TIMESTAMPOID}, 0, timestamp_date},
    {2031, "timestamp_mi", 'f', 'i', true, false, 2, INTERVALOID, {TIMESTAMPOID, TIMESTAMPOID}, 0, timestamp_mi},
    {2032, "timestamp_pl_interval", 'f', 'i', true, false, 2, TIMESTAMPOID, {TIMESTAMPOID, INTERVALOID}, 0, timestamp_pl_interval},
    {2033, "timestamp_mi_interval", 'f', 'i', true, false, 2, TIMESTAMPOID, {TIMESTAMPOID, INTERVALOID}, 0, timestamp_mi_interval},
    {2035, "timestamp_smaller", 'f', 'i', true, false, 2, TIMESTAMPOID, {TIMESTAMPOID, TIMESTAMPOID}, 0, timestamp_smaller},
    {2036, "timestamp_larger", 'f', 'i', true, false, 2, TIMESTAMPOID, {TIMESTAMPOID, TIMESTAMPOID}, 0, timestamp_larger},
    {2039, "timestamp_hash", 'f', 'i', true, false, 1, INT4OID, {TIMESTAMPOID}, 0, timestamp_hash},
    {2045, "timestamp_cmp", 'f', 'i', true, false, 2, INT4OID, {TIMESTAMPOID, TIMESTAMPOID}, 0, timestamp_cmp},
    {2048, "isfinite", 'f', 'i', true, false, 1, BOOLOID, {TIMESTAMPOID}, 0, timestamp_finite},
    {2052, "timestamp_eq", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPOID, TIMESTAMPOID}, 0, timestamp_eq},
    {2053, "timestamp_ne", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPOID, TIMESTAMPOID}, 0, timestamp_ne},
    {2054, "timestamp_lt", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPOID, TIMESTAMPOID}, 0, timestamp_lt},
    {2055, "timestamp_le", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPOID, TIMESTAMPOID}, 0, timestamp_le},
    {2056, "timestamp_ge", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPOID, TIMESTAMPOID}, 0, timestamp_ge},
    {2057, "timestamp_gt", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPOID, TIMESTAMPOID}, 0, timestamp_gt},
    {2058, "age", 'f', 'i', true, false, 2, INTERVALOID, {TIMESTAMPOID, TIMESTAMPOID}, 0, timestamp_age},
    {2059, "age", 'f', 's', true, false, 1, INTERVALOID, {TIMESTAMPOID}, 0, sql_age},
    {2071, "date_pl_interval", 'f', 'i', true, false, 2, TIMESTAMPOID, {DATEOID, INTERVALOID}, 0, date_pl_interval},
    {2072, "date_mi_interval", 'f', 'i', true, false, 2, TIMESTAMPOID, {DATEOID, INTERVALOID}, 0, date_mi_interval},
    {2338, "date_lt_timestamp", 'f', 'i', true, false, 2, BOOLOID, {DATEOID, TIMESTAMPOID}, 0, date_lt_timestamp},
    {2339, "date_le_timestamp", 'f', 'i', true, false, 2, BOOLOID, {DATEOID, TIMESTAMPOID}, 0, date_le_timestamp},
    {2340, "date_eq_timestamp", 'f', 'i', true, false, 2, BOOLOID, {DATEOID, TIMESTAMPOID}, 0, date_eq_timestamp},
    {2341, "date_gt_timestamp", 'f', 'i', true, false, 2, BOOLOID, {DATEOID, TIMESTAMPOID}, 0, date_gt_timestamp},
    {2342, "date_ge_timestamp", 'f', 'i', true, false, 2, BOOLOID, {DATEOID, TIMESTAMPOID}, 0, date_ge_timestamp},
    {2343, "date_ne_timestamp", 'f', 'i', true, false, 2, BOOLOID, {DATEOID, TIMESTAMPOID}, 0, date_ne_timestamp},
    {2351, "date_lt_timestamptz", 'f', 's', true, false, 2, BOOLOID, {DATEOID, TIMESTAMPTZOID}, 0, date_lt_timestamptz},
    {2352, "date_le_timestamptz", 'f', 's', true, false, 2, BOOLOID, {DATEOID, TIMESTAMPTZOID}, 0, date_le_timestamptz},
    {2353, "date_eq_timestamptz", 'f', 's', true, false, 2, BOOLOID, {DATEOID, TIMESTAMPTZOID}, 0, date_eq_timestamptz},
    {2354, "date_gt_timestamptz", 'f', 's', true, false, 2, BOOLOID, {DATEOID, TIMESTAMPTZOID}, 0, date_gt_timestamptz},
    {2355, "date_ge_timestamptz", 'f', 's', true, false, 2, BOOLOID, {DATEOID, TIMESTAMPTZOID}, 0, date_ge_timestamptz},
    {2356, "date_ne_timestamptz", 'f', 's', true, false, 2, BOOLOID, {DATEOID, TIMESTAMPTZOID}, 0, date_ne_timestamptz},
    {2364, "timestamp_lt_date", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPOID, DATEOID}, 0, timestamp_lt_date},
    {2365, "timestamp_le_date", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPOID, DATEOID}, 0, timestamp_le_date},
    {2366, "timestamp_eq_date", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPOID, DATEOID}, 0, timestamp_eq_date},
    {2367, "timestamp_gt_date", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPOID, DATEOID}, 0, timestamp_gt_date},
    {2368, "timestamp_ge_date", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPOID, DATEOID}, 0, timestamp_ge_date},
    {2369, "timestamp_ne_date", 'f', 'i', true, false, 2, BOOLOID, {TIMESTAMPOID, DATEOID}, 0, timestamp_ne_date},
    {2377, "timestamptz_lt_date", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPTZOID, DATEOID}, 0, timestamptz_lt_date},
    {2378, "timestamptz_le_date", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPTZOID, DATEOID}, 0, timestamptz_le_date},
    {2379, "timestamptz_eq_date", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPTZOID, DATEOID}, 0, timestamptz_eq_date},
    {2380, "timestamptz_gt_date", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPTZOID, DATEOID}, 0, timestamptz_gt_date},
    {2381, "timestamptz_ge_date", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPTZOID, DATEOID}, 0, timestamptz_ge_date},
    {2382, "timestamptz_ne_date", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPTZOID, DATEOID}, 0, timestamptz_ne_date},
    {2468, "date_recv", 'f', 'i', true, false, 1, DATEOID, {INTERNALOID}, 0, date_recv},
    {2469, "date_send", 'f', 'i', true, false, 1, BYTEAOID, {DATEOID}, 0, date_send},
    {2474, "timestamp_recv", 'f', 'i', true, false, 3, TIMESTAMPOID, {INTERNALOID, OIDOID, INT4OID}, 0, timestamp_recv},
    {2475, "timestamp_send", 'f', 'i', true, false, 1, BYTEAOID, {TIMESTAMPOID}, 0, timestamp_send},
    {2476, "timestamptz_recv", 'f', 'i', true, false, 3, TIMESTAMPTZOID, {INTERNALOID, OIDOID, INT4OID}, 0, timestamptz_recv},
    {2477, "timestamptz_send", 'f', 'i', true, false, 1, BYTEAOID, {TIMESTAMPTZOID}, 0, timestamptz_send},
    {2478, "interval_recv", 'f', 'i', true, false, 3, INTERVALOID, {INTERNALOID, OIDOID, INT4OID}, 0, interval_recv},
    {2479, "interval_send", 'f', 'i', true, false, 1, BYTEAOID, {INTERVALOID}, 0, interval_send},
    {2520, "timestamp_lt_timestamptz", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPOID, TIMESTAMPTZOID}, 0, timestamp_lt_timestamptz},
    {2521, "timestamp_le_timestamptz", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPOID, TIMESTAMPTZOID}, 0, timestamp_le_timestamptz},
    {2522, "timestamp_eq_timestamptz", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPOID, TIMESTAMPTZOID}, 0, timestamp_eq_timestamptz},
    {2523, "timestamp_gt_timestamptz", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPOID, TIMESTAMPTZOID}, 0, timestamp_gt_timestamptz},
    {2524, "timestamp_ge_timestamptz", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPOID, TIMESTAMPTZOID}, 0, timestamp_ge_timestamptz},
    {2525, "timestamp_ne_timestamptz", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPOID, TIMESTAMPTZOID}, 0, timestamp_ne_timestamptz},
    {2527, "timestamptz_lt_timestamp", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPTZOID, TIMESTAMPOID}, 0, timestamptz_lt_timestamp},
    {2528, "timestamptz_le_timestamp", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPTZOID, TIMESTAMPOID}, 0, timestamptz_le_timestamp},
    {2529, "timestamptz_eq_timestamp", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPTZOID, TIMESTAMPOID}, 0, timestamptz_eq_timestamp},
    {2530, "timestamptz_gt_timestamp", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPTZOID, TIMESTAMPOID}, 0, timestamptz_gt_timestamp},
    {2531, "timestamptz_ge_timestamp", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPTZOID, TIMESTAMPOID}, 0, timestamptz_ge_timestamp},
    {2532, "timestamptz_ne_timestamp", 'f', 's', true, false, 2, BOOLOID, {TIMESTAMPTZOID, TIMESTAMPOID}, 0, timestamptz_ne_timestamp},
    {2546, "interval_pl_date", 'f', 'i', true, false, 2, TIMESTAMPOID, {INTERVALOID, DATEOID}, 0, sql_interval_pl_date},
    {2548, "interval_pl_timestamp", 'f', 'i', true, false, 2, TIMESTAMPOID, {INTERVALOID, TIMESTAMPOID}, 0, sql_interval_pl_timestamp},
    {2549, "interval_pl_timestamptz", 'f', 's', true, false, 2, TIMESTAMPTZOID, {INTERVALOID, TIMESTAMPTZOID}, 0, sql_interval_pl_timestamptz},
    {2550, "integer_pl_date", 'f', 'i', true, false, 2, DATEOID, {INT4OID, DATEOID}, 0, sql_integer_pl_date},
    {2647, "transaction_timestamp", 'f', 's', true, false, 0, TIMESTAMPTZOID, {}, 0, now},
    {2648, "statement_timestamp", 'f', 's', true, false, 0, TIMESTAMPTZOID, {}, 0, statement_timestamp},
    {2649, "clock_timestamp", 'f', 'v', true, false, 0, TIMESTAMPTZOID, {}, 0, clock_timestamp},
    {3461, "make_timestamp", 'f', 'i', true, false, 6, TIMESTAMPOID, {INT4OID, INT4OID, INT4OID, INT4OID, INT4OID, FLOAT8OID}, 0, make_timestamp, "year,month,mday,hour,min,sec", NULL},
    {3846, "make_date", 'f', 'i', true, false, 3, DATEOID, {INT4OID, INT4OID, INT4OID}, 0, make_date, "year,month,day", NULL},
    {6199, "extract", 'f', 'i', true, false, 2, NUMERICOID, {TEXTOID, DATEOID}, 0, extract_date},
    {6202, "extract", 'f', 'i', true, false, 2, NUMERICOID, {TEXTOID, TIMESTAMPOID}, 0, extract_timestamp},
    {6203, "extract", 'f', 's', true, false, 2, NUMERICOID, {TEXTOID, TIMESTAMPTZOID}, 0, extract_timestamptz},
    {6204, "extract", 'f', 'i', true, false, 2, NUMERICOID, {TEXTOID, INTERVALOID}, 0, extract_interval},
};

static const OperInfo datetime_opers[] = {
    {1108, "=", 'b', TIMEOID, TIMEOID, BOOLOID, 1145, 1108, 1109},
    {1109, "<>", 'b', TIMEOID, TIMEOID, BOOLOID, 1106, 1109, 1108},
    {1110, "<", 'b', TIMEOID, TIMEOID, BOOLOID, 1102, 1112, 1113},
    {1111, "<=", 'b', TIMEOID, TIMEOID, BOOLOID, 1103, 1113, 1112},
    {1112, ">", 'b', TIMEOID, TIMEOID, BOOLOID, 1104, 1110, 1111},
    {1113, ">=", 'b', TIMEOID, TIMEOID, BOOLOID, 1105, 1111, 1110},
    {1360, "+", 'b', DATEOID, TIMEOID, TIMESTAMPOID, 1272, 1363, 0},
    {1363, "+", 'b', TIMEOID, DATEOID, TIMESTAMPOID, 1296, 1360, 0},
    {1399, "-", 'b', TIMEOID, TIMEOID, INTERVALOID, 1690, 0, 0},
    {1800, "+", 'b', TIMEOID, INTERVALOID, TIMEOID, 1747, 1849, 0},
    {1801, "-", 'b', TIMEOID, INTERVALOID, TIMEOID, 1748, 0, 0},
    {1849, "+", 'b', INTERVALOID, TIMEOID, TIMEOID, 1848, 1800, 0},
    {1076, "+", 'b', DATEOID, INTERVALOID, TIMESTAMPOID, 2071, 2551, 0},
    {1077, "-", 'b', DATEOID, INTERVALOID, TIMESTAMPOID, 2072, 0, 0},
    {1093, "=", 'b', DATEOID, DATEOID, BOOLOID, 1086, 1093, 1094},
    {1094, "<>", 'b', DATEOID, DATEOID, BOOLOID, 1091, 1094, 1093},
    {1095, "<", 'b', DATEOID, DATEOID, BOOLOID, 1087, 1097, 1098},
    {1096, "<=", 'b', DATEOID, DATEOID, BOOLOID, 1088, 1098, 1097},
    {1097, ">", 'b', DATEOID, DATEOID, BOOLOID, 1089, 1095, 1096},
    {1098, ">=", 'b', DATEOID, DATEOID, BOOLOID, 1090, 1096, 1095},
    {1099, "-", 'b', DATEOID, DATEOID, INT4OID, 1140, 0, 0},
    {1100, "+", 'b', DATEOID, INT4OID, DATEOID, 1141, 2555, 0},
    {1101, "-", 'b', DATEOID, INT4OID, DATEOID, 1142, 0, 0},
    {1320, "=", 'b', TIMESTAMPTZOID, TIMESTAMPTZOID, BOOLOID, 1152, 1320, 1321},
    {1321, "<>", 'b', TIMESTAMPTZOID, TIMESTAMPTZOID, BOOLOID, 1153, 1321, 1320},
    {1322, "<", 'b', TIMESTAMPTZOID, TIMESTAMPTZOID, BOOLOID, 1154, 1324, 1325},
    {1323, "<=", 'b', TIMESTAMPTZOID, TIMESTAMPTZOID, BOOLOID, 1155, 1325, 1324},
    {1324, ">", 'b', TIMESTAMPTZOID, TIMESTAMPTZOID, BOOLOID, 1157, 1322, 1323},
    {1325, ">=", 'b', TIMESTAMPTZOID, TIMESTAMPTZOID, BOOLOID, 1156, 1323, 1322},
    {1327, "+", 'b', TIMESTAMPTZOID, INTERVALOID, TIMESTAMPTZOID, 1189, 2554, 0},
    {1328, "-", 'b', TIMESTAMPTZOID, TIMESTAMPTZOID, INTERVALOID, 1188, 0, 0},
    {1329, "-", 'b', TIMESTAMPTZOID, INTERVALOID, TIMESTAMPTZOID, 1190, 0, 0},
    {1330, "=", 'b', INTERVALOID, INTERVALOID, BOOLOID, 1162, 1330, 1331},
    {1331, "<>", 'b', INTERVALOID, INTERVALOID, BOOLOID, 1163, 1331, 1330},
    {1332, "<", 'b', INTERVALOID, INTERVALOID, BOOLOID, 1164, 1334, 1335},
    {1333, "<=", 'b', INTERVALOID, INTERVALOID, BOOLOID, 1165, 1335, 1334},
    {1334, ">", 'b', INTERVALOID, INTERVALOID, BOOLOID, 1167, 1332, 1333},
    {1335, ">=", 'b', INTERVALOID, INTERVALOID, BOOLOID, 1166, 1333, 1332},
    {1336, "-", 'l', 0, INTERVALOID, INTERVALOID, 1168, 0, 0},
    {1337, "+", 'b', INTERVALOID, INTERVALOID, INTERVALOID, 1169, 1337, 0},
    {1338, "-", 'b', INTERVALOID, INTERVALOID, INTERVALOID, 1170, 0, 0},
    {1583, "*", 'b', INTERVALOID, FLOAT8OID, INTERVALOID, 1618, 1584, 0},
    {1584, "*", 'b', FLOAT8OID, INTERVALOID, INTERVALOID, 1624, 1583, 0},
    {1585, "/", 'b', INTERVALOID, FLOAT8OID, INTERVALOID, 1326, 0, 0},
    {2060, "=", 'b', TIMESTAMPOID, TIMESTAMPOID, BOOLOID, 2052, 2060, 2061},
    {2061, "<>", 'b', TIMESTAMPOID, TIMESTAMPOID, BOOLOID, 2053, 2061, 2060},
    {2062, "<", 'b', TIMESTAMPOID, TIMESTAMPOID, BOOLOID, 2054, 2064, 2065},
    {2063, "<=", 'b', TIMESTAMPOID, TIMESTAMPOID, BOOLOID, 2055, 2065, 2064},
    {2064, ">", 'b', TIMESTAMPOID, TIMESTAMPOID, BOOLOID, 2057, 2062, 2063},
    {2065, ">=", 'b', TIMESTAMPOID, TIMESTAMPOID, BOOLOID, 2056, 2063, 2062},
    {2066, "+", 'b', TIMESTAMPOID, INTERVALOID, TIMESTAMPOID, 2032, 2553, 0},
    {2067, "-", 'b', TIMESTAMPOID, TIMESTAMPOID, INTERVALOID, 2031, 0, 0},
    {2068, "-", 'b', TIMESTAMPOID, INTERVALOID, TIMESTAMPOID, 2033, 0, 0},
    {2345, "<", 'b', DATEOID, TIMESTAMPOID, BOOLOID, 2338, 2375, 2348},
    {2346, "<=", 'b', DATEOID, TIMESTAMPOID, BOOLOID, 2339, 2374, 2349},
    {2347, "=", 'b', DATEOID, TIMESTAMPOID, BOOLOID, 2340, 2373, 2350},
    {2348, ">=", 'b', DATEOID, TIMESTAMPOID, BOOLOID, 2342, 2372, 2345},
    {2349, ">", 'b', DATEOID, TIMESTAMPOID, BOOLOID, 2341, 2371, 2346},
    {2350, "<>", 'b', DATEOID, TIMESTAMPOID, BOOLOID, 2343, 2376, 2347},
    {2358, "<", 'b', DATEOID, TIMESTAMPTZOID, BOOLOID, 2351, 2388, 2361},
    {2359, "<=", 'b', DATEOID, TIMESTAMPTZOID, BOOLOID, 2352, 2387, 2362},
    {2360, "=", 'b', DATEOID, TIMESTAMPTZOID, BOOLOID, 2353, 2386, 2363},
    {2361, ">=", 'b', DATEOID, TIMESTAMPTZOID, BOOLOID, 2355, 2385, 2358},
    {2362, ">", 'b', DATEOID, TIMESTAMPTZOID, BOOLOID, 2354, 2384, 2359},
    {2363, "<>", 'b', DATEOID, TIMESTAMPTZOID, BOOLOID, 2356, 2389, 2360},
    {2371, "<", 'b', TIMESTAMPOID, DATEOID, BOOLOID, 2364, 2349, 2374},
    {2372, "<=", 'b', TIMESTAMPOID, DATEOID, BOOLOID, 2365, 2348, 2375},
    {2373, "=", 'b', TIMESTAMPOID, DATEOID, BOOLOID, 2366, 2347, 2376},
    {2374, ">=", 'b', TIMESTAMPOID, DATEOID, BOOLOID, 2368, 2346, 2371},
    {2375, ">", 'b', TIMESTAMPOID, DATEOID, BOOLOID, 2367, 2345, 2372},
    {2376, "<>", 'b', TIMESTAMPOID, DATEOID, BOOLOID, 2369, 2350, 2373},
    {2384, "<", 'b', TIMESTAMPTZOID, DATEOID, BOOLOID, 2377, 2362, 2387},
    {2385, "<=", 'b', TIMESTAMPTZOID, DATEOID, BOOLOID, 2378, 2361, 2388},
    {2386, "=", 'b', TIMESTAMPTZOID, DATEOID, BOOLOID, 2379, 2360, 2389},
    {2387, ">=", 'b', TIMESTAMPTZOID, DATEOID, BOOLOID, 2381, 2359, 2384},
    {2388, ">", 'b', TIMESTAMPTZOID, DATEOID, BOOLOID, 2380, 2358, 2385},
    {2389, "<>", 'b', TIMESTAMPTZOID, DATEOID, BOOLOID, 2382, 2363, 2386},
    {2534, "<", 'b', TIMESTAMPOID, TIMESTAMPTZOID, BOOLOID, 2520, 2544, 2537},
    {2535, "<=", 'b', TIMESTAMPOID, TIMESTAMPTZOID, BOOLOID, 2521, 2543, 2538},
    {2536, "=", 'b', TIMESTAMPOID, TIMESTAMPTZOID, BOOLOID, 2522, 2542, 2539},
    {2537, ">=", 'b', TIMESTAMPOID, TIMESTAMPTZOID, BOOLOID, 2524, 2541, 2534},
    {2538, ">", 'b', TIMESTAMPOID, TIMESTAMPTZOID, BOOLOID, 2523, 2540, 2535},
    {2539, "<>", 'b', TIMESTAMPOID, TIMESTAMPTZOID, BOOLOID, 2525, 2545, 2536},
    {2540, "<", 'b', TIMESTAMPTZOID, TIMESTAMPOID, BOOLOID, 2527, 2538, 2543},
    {2541, "<=", 'b', TIMESTAMPTZOID, TIMESTAMPOID, BOOLOID, 2528, 2537, 2544},
    {2542, "=", 'b', TIMESTAMPTZOID, TIMESTAMPOID, BOOLOID, 2529, 2536, 2545},
    {2543, ">=", 'b', TIMESTAMPTZOID, TIMESTAMPOID, BOOLOID, 2531, 2535, 2540},
    {2544, ">", 'b', TIMESTAMPTZOID, TIMESTAMPOID, BOOLOID, 2530, 2534, 2541},
    {2545, "<>", 'b', TIMESTAMPTZOID, TIMESTAMPOID, BOOLOID, 2532, 2539, 2542},
    {2551, "+", 'b', INTERVALOID, DATEOID, TIMESTAMPOID, 2546, 1076, 0},
    {2553, "+", 'b', INTERVALOID, TIMESTAMPOID, TIMESTAMPOID, 2548, 2066, 0},
    {2554, "+", 'b', INTERVALOID, TIMESTAMPTZOID, TIMESTAMPTZOID, 2549, 1327, 0},
    {2555, "+", 'b', INT4OID, DATEOID, DATEOID, 2550, 1100, 0},
};

static const CastInfo datetime_casts[] = {
    {TIMEOID, INTERVALOID, 1370, 'i', 'f'},
    {TIMESTAMPOID, TIMEOID, 1316, 'a', 'f'},
    {TIMESTAMPTZOID, TIMEOID, 2019, 'a', 'f'},
    {INTERVALOID, TIMEOID, 1419, 'a', 'f'},
    {TIMEOID, TIMEOID, 1968, 'i', 'f'},
    {DATEOID, TIMESTAMPOID, 2024, 'i', 'f'},
    {DATEOID, TIMESTAMPTZOID, 1174, 'i', 'f'},
    {TIMESTAMPOID, DATEOID, 2029, 'a', 'f'},
    {TIMESTAMPOID, TIMESTAMPOID, 1961, 'i', 'f'},
    {TIMESTAMPOID, TIMESTAMPTZOID, 2028, 'i', 'f'},
    {TIMESTAMPTZOID, DATEOID, 1178, 'a', 'f'},
    {TIMESTAMPTZOID, TIMESTAMPOID, 2027, 'a', 'f'},
    {TIMESTAMPTZOID, TIMESTAMPTZOID, 1967, 'i', 'f'},
    {INTERVALOID, INTERVALOID, 1200, 'i', 'f'},
};

const TypesFamily types_family_datetime = {
    "datetime",
    TYPES_ROWS(datetime_types),
    TYPES_ROWS(datetime_support),
    TYPES_ROWS(datetime_procs),
    TYPES_ROWS(datetime_opers),
    TYPES_ROWS(datetime_casts),
    TYPES_NO_ROWS,
};
