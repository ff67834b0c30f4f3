/*
 * formatting_datetime.c: to_char(timestamp | timestamptz | interval, text), to_date(text, text)
 * and to_timestamp(text, text), PostgreSQL 15's template language for dates and times.
 *
 * The one idea, PG's formatting.c: both directions go through broken-down fields (DtTm for
 * output, DtFromChar for input) computed with PG's Julian-day arithmetic (date2j / j2date and
 * the ISO week helpers), so odd inputs (BC years, intervals with negative or huge fields,
 * day-of-year with no month) behave exactly as in PG. Names are English (lc_time C), so TM
 * changes nothing but the padding.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "executor/types/formatting.h"

#define USECS_PER_SEC INT64_C(1000000)
#define USECS_PER_DAY INT64_C(86400000000)
#define POSTGRES_EPOCH_JDATE 2451545
/* PG's timestamp range: julian day 0 .. 294277-01-01 */
#define MIN_TIMESTAMP INT64_C(-211813488000000000)
#define END_TIMESTAMP INT64_C(9223371331200000000)
#define DATE_END_JULIAN 2147483494

enum {
    DCH_A_D, DCH_A_M, DCH_AD, DCH_AM, DCH_B_C, DCH_BC, DCH_CC, DCH_DAY, DCH_DDD, DCH_DD, DCH_DY,
    DCH_Day, DCH_Dy, DCH_D, DCH_FF1, DCH_FF2, DCH_FF3, DCH_FF4, DCH_FF5, DCH_FF6, DCH_FX,
    DCH_HH24, DCH_HH12, DCH_HH, DCH_IDDD, DCH_ID, DCH_IW, DCH_IYYY, DCH_IYY, DCH_IY, DCH_I,
    DCH_J, DCH_MI, DCH_MM, DCH_MONTH, DCH_MON, DCH_MS, DCH_Month, DCH_Mon, DCH_OF, DCH_P_M,
    DCH_PM, DCH_Q, DCH_RM, DCH_SSSS, DCH_SS, DCH_TZH, DCH_TZM, DCH_TZ, DCH_US, DCH_WW, DCH_W,
    DCH_Y_YYY, DCH_YYYY, DCH_YYY, DCH_YY, DCH_Y, DCH_a_d, DCH_a_m, DCH_ad, DCH_am, DCH_b_c,
    DCH_bc, DCH_day, DCH_dy, DCH_month, DCH_mon, DCH_p_m, DCH_pm, DCH_rm, DCH_tz
};

#define G FMT_DATE_GREGORIAN
#define ISO FMT_DATE_ISOWEEK
#define NONE FMT_DATE_NONE
static const FmtKeyword dch_keywords[] = {
    {"A.D.", 4, DCH_A_D, false, NONE}, {"A.M.", 4, DCH_A_M, false, NONE},
    {"AD", 2, DCH_AD, false, NONE},    {"AM", 2, DCH_AM, false, NONE},
    {"B.C.", 4, DCH_B_C, false, NONE}, {"BC", 2, DCH_BC, false, NONE},
    {"CC", 2, DCH_CC, true, NONE},     {"DAY", 3, DCH_DAY, false, NONE},
    {"DDD", 3, DCH_DDD, true, G},      {"DD", 2, DCH_DD, true, G},
    {"DY", 2, DCH_DY, false, NONE},    {"Day", 3, DCH_Day, false, NONE},
    {"Dy", 2, DCH_Dy, false, NONE},    {"D", 1, DCH_D, true, G},
    {"FF1", 3, DCH_FF1, true, NONE},  {"FF2", 3, DCH_FF2, true, NONE},
    {"FF3", 3, DCH_FF3, true, NONE},  {"FF4", 3, DCH_FF4, true, NONE},
    {"FF5", 3, DCH_FF5, true, NONE},  {"FF6", 3, DCH_FF6, true, NONE},
    {"FX", 2, DCH_FX, false, NONE},    {"HH24", 4, DCH_HH24, true, NONE},
    {"HH12", 4, DCH_HH12, true, NONE}, {"HH", 2, DCH_HH, true, NONE},
    {"IDDD", 4, DCH_IDDD, true, ISO},  {"ID", 2, DCH_ID, true, ISO},
    {"IW", 2, DCH_IW, true, ISO},      {"IYYY", 4, DCH_IYYY, true, ISO},
    {"IYY", 3, DCH_IYY, true, ISO},    {"IY", 2, DCH_IY, true, ISO},
    {"I", 1, DCH_I, true, ISO},        {"J", 1, DCH_J, true, NONE},
    {"MI", 2, DCH_MI, true, NONE},     {"MM", 2, DCH_MM, true, G},
    {"MONTH", 5, DCH_MONTH, false, G}, {"MON", 3, DCH_MON, false, G},
    {"MS", 2, DCH_MS, true, NONE},     {"Month", 5, DCH_Month, false, G},
    {"Mon", 3, DCH_Mon, false, G},     {"OF", 2, DCH_OF, false, NONE},
    {"P.M.", 4, DCH_P_M, false, NONE}, {"PM", 2, DCH_PM, false, NONE},
    {"Q", 1, DCH_Q, true, NONE},       {"RM", 2, DCH_RM, false, G},
    {"SSSSS", 5, DCH_SSSS, true, NONE}, {"SSSS", 4, DCH_SSSS, true, NONE},
    {"SS", 2, DCH_SS, true, NONE},     {"TZH", 3, DCH_TZH, false, NONE},
    {"TZM", 3, DCH_TZM, true, NONE},   {"TZ", 2, DCH_TZ, false, NONE},
    {"US", 2, DCH_US, true, NONE},     {"WW", 2, DCH_WW, true, G},
    {"W", 1, DCH_W, true, G},          {"Y,YYY", 5, DCH_Y_YYY, true, G},
    {"YYYY", 4, DCH_YYYY, true, G},    {"YYY", 3, DCH_YYY, true, G},
    {"YY", 2, DCH_YY, true, G},        {"Y", 1, DCH_Y, true, G},
    {"a.d.", 4, DCH_a_d, false, NONE}, {"a.m.", 4, DCH_a_m, false, NONE},
    {"ad", 2, DCH_ad, false, NONE},    {"am", 2, DCH_am, false, NONE},
    {"b.c.", 4, DCH_b_c, false, NONE}, {"bc", 2, DCH_bc, false, NONE},
    {"cc", 2, DCH_CC, true, NONE},     {"day", 3, DCH_day, false, NONE},
    {"ddd", 3, DCH_DDD, true, G},      {"dd", 2, DCH_DD, true, G},
    {"dy", 2, DCH_dy, false, NONE},    {"d", 1, DCH_D, true, G},
    {"ff1", 3, DCH_FF1, true, NONE},  {"ff2", 3, DCH_FF2, true, NONE},
    {"ff3", 3, DCH_FF3, true, NONE},  {"ff4", 3, DCH_FF4, true, NONE},
    {"ff5", 3, DCH_FF5, true, NONE},  {"ff6", 3, DCH_FF6, true, NONE},
    {"fx", 2, DCH_FX, false, NONE},    {"hh24", 4, DCH_HH24, true, NONE},
    {"hh12", 4, DCH_HH12, true, NONE}, {"hh", 2, DCH_HH, true, NONE},
    {"iddd", 4, DCH_IDDD, true, ISO},  {"id", 2, DCH_ID, true, ISO},
    {"iw", 2, DCH_IW, true, ISO},      {"iyyy", 4, DCH_IYYY, true, ISO},
    {"iyy", 3, DCH_IYY, true, ISO},    {"iy", 2, DCH_IY, true, ISO},
    {"i", 1, DCH_I, true, ISO},        {"j", 1, DCH_J, true, NONE},
    {"mi", 2, DCH_MI, true, NONE},     {"mm", 2, DCH_MM, true, G},
    {"month", 5, DCH_month, false, G}, {"mon", 3, DCH_mon, false, G},
    {"ms", 2, DCH_MS, true, NONE},     {"of", 2, DCH_OF, false, NONE},
    {"p.m.", 4, DCH_p_m, false, NONE}, {"pm", 2, DCH_pm, false, NONE},
    {"q", 1, DCH_Q, true, NONE},       {"rm", 2, DCH_rm, false, G},
    {"sssss", 5, DCH_SSSS, true, NONE}, {"ssss", 4, DCH_SSSS, true, NONE},
    {"ss", 2, DCH_SS, true, NONE},     {"tzh", 3, DCH_TZH, false, NONE},
    {"tzm", 3, DCH_TZM, true, NONE},   {"tz", 2, DCH_tz, false, NONE},
    {"us", 2, DCH_US, true, NONE},     {"ww", 2, DCH_WW, true, G},
    {"w", 1, DCH_W, true, G},          {"y,yyy", 5, DCH_Y_YYY, true, G},
    {"yyyy", 4, DCH_YYYY, true, G},    {"yyy", 3, DCH_YYY, true, G},
    {"yy", 2, DCH_YY, true, G},        {"y", 1, DCH_Y, true, G},
    {NULL, 0, 0, false, NONE},
};
#undef G
#undef ISO
#undef NONE

static const char *const months_full[] = {"January", "February", "March",     "April",
                                          "May",     "June",     "July",      "August",
                                          "September", "October", "November", "December",
                                          NULL};
static const char *const months_short[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul",
                                           "Aug", "Sep", "Oct", "Nov", "Dec", NULL};
static const char *const days_full[] = {"Sunday",   "Monday", "Tuesday",  "Wednesday",
                                        "Thursday", "Friday", "Saturday", NULL};
static const char *const days_short[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", NULL};
/* December first, as PG keeps them */
static const char *const rm_upper[] = {"XII", "XI",  "X",  "IX", "VIII", "VII", "VI",
                                       "V",   "IV",  "III", "II", "I",    NULL};
static const char *const rm_lower[] = {"xii", "xi",  "x",  "ix", "viii", "vii", "vi",
                                       "v",   "iv",  "iii", "ii", "i",    NULL};
static const char *const ampm_short[] = {"am", "pm", "AM", "PM", NULL};
static const char *const ampm_long[] = {"a.m.", "p.m.", "A.M.", "P.M.", NULL};
static const char *const adbc_short[] = {"ad", "bc", "AD", "BC", NULL};
static const char *const adbc_long[] = {"a.d.", "b.c.", "A.D.", "B.C.", NULL};

/* ---- PG's Julian-day calendar (datetime.c there) ---- */

/*
 * PG does this arithmetic in int and lets odd inputs (intervals of 178 million years, a WW of
 * 2^31-1) wrap around. The same sums are done here in int64 and wrapped to 32 bits on purpose,
 * before any division as PG's would be, so the printed values match PG's without C's undefined
 * signed overflow.
 */
static int wrap32(int64 v) { return (int)(uint32)(uint64)v; }

static int date2j(int year, int month, int d)
{
    int64 y = year, m = month;
    if (m > 2) {
        m += 1;
        y += 4800;
    } else {
        m += 13;
        y += 4799;
    }
    int64 century = y / 100;
    int64 julian = y * 365 - 32167;
    julian += y / 4 - century + century / 4;
    julian += 7834 * m / 256 + d;
    return wrap32(julian);
}

static void j2date(int jd, int *year, int *month, int *day)
{
    unsigned int julian = (unsigned int)jd + 32044;
    unsigned int quad = julian / 146097;
    unsigned int extra = (julian - quad * 146097) * 4 + 3;
    julian += 60 + quad * 3 + extra / 146097;
    quad = julian / 1461;
    julian -= quad * 1461;
    int y = (int)(julian * 4 / 1461);
    julian = ((y != 0) ? ((julian + 305) % 365) : ((julian + 306) % 366)) + 123;
    y += (int)quad * 4;
    *year = y - 4800;
    quad = julian * 2141 / 65536;
    *day = (int)(julian - 7834 * quad / 256);
    *month = (int)((quad + 10) % 12 + 1);
}

static int j2day(int date)
{
    int d = (int)(((int64)date + 1) % 7);
    return d < 0 ? d + 7 : d;
}

static bool is_leap(int y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }

/* Julian day of the Monday starting ISO week `week` of ISO year `year` */
static int isoweek2j(int year, int week)
{
    int day4 = date2j(year, 1, 4);
    int day0 = j2day(wrap32((int64)day4 - 1));
    return wrap32(((int64)week - 1) * 7 + wrap32((int64)day4 - day0));
}

/* ISO week (weekonly) or ISO year of a date, PG's date2isoweek / date2isoyear */
static int iso_week_or_year(int year, int mon, int mday, bool want_year)
{
    int dayn = date2j(year, mon, mday);
    int start = isoweek2j(year, 1); /* Monday of ISO week 1 */
    if (dayn < start) {
        year = wrap32((int64)year - 1);
        start = isoweek2j(year, 1);
    }
    int week = wrap32((int64)dayn - start) / 7 + 1;
    if (week >= 52) {
        int next = isoweek2j(wrap32((int64)year + 1), 1);
        if (dayn >= next) {
            week = wrap32((int64)dayn - next) / 7 + 1;
            year = wrap32((int64)year + 1);
        }
    }
    return want_year ? year : week;
}

static int date2isoyearday(int year, int mon, int mday)
{
    int64 start = isoweek2j(iso_week_or_year(year, mon, mday, true), 1);
    return wrap32((int64)date2j(year, mon, mday) - start + 1);
}

/* ---- to_char ---- */

/* The fields to_char prints, PG's fmt_tm: hours are 64-bit for long intervals. */
typedef struct DtTm {
    int sec, min;
    int64 hour;
    int mday, mon, year; /* astronomical year: 0 is 1 BC */
    int wday, yday;
    int32 gmtoff;        /* seconds east of UTC */
    int64 fsec;          /* microseconds */
    const char *tzn;     /* zone abbreviation, NULL for timestamp without time zone */
} DtTm;

static void tm_from_local(int64 ts, DtTm *tm)
{
    int64 date = ts / USECS_PER_DAY;
    int64 time = ts - date * USECS_PER_DAY;
    if (time < 0) {
        time += USECS_PER_DAY;
        date--;
    }
    int jd = (int)(date + POSTGRES_EPOCH_JDATE);
    j2date(jd, &tm->year, &tm->mon, &tm->mday);
    tm->hour = time / (3600 * USECS_PER_SEC);
    time -= tm->hour * 3600 * USECS_PER_SEC;
    tm->min = (int)(time / (60 * USECS_PER_SEC));
    time -= tm->min * 60 * USECS_PER_SEC;
    tm->sec = (int)(time / USECS_PER_SEC);
    tm->fsec = time - tm->sec * USECS_PER_SEC;
    tm->wday = j2day(jd);
    tm->yday = jd - date2j(tm->year, 1, 1) + 1;
}

static pg_noreturn void invalid_for_interval(void)
{
    ereport(ERROR, errcode(ERRCODE_INVALID_DATETIME_FORMAT),
            errmsg("invalid format specification for an interval value"),
            errhint("Intervals are not tied to specific calendar dates."));
}

/* PG's ADJUST_YEAR: BC years count from 1 except in intervals */
static int adjust_year(int year, bool is_interval)
{
    return is_interval ? year : year <= 0 ? -(year - 1) : year;
}

static void ascii_case(char *s, bool upper)
{
    for (; *s; s++)
        *s = (char)(upper ? toupper((unsigned char)*s) : tolower((unsigned char)*s));
}

/* a name in the case the keyword asks, padded to 9 unless FM or TM */
static void put_name(char *b, const char *name, int id_upper, int id_lower, int id, int suffix,
                     bool padded)
{
    bool pad = padded && !(suffix & (FMT_S_FM | FMT_S_TM));
    snprintf(b, 64, "%*s", pad ? -9 : 0, name);
    if (id == id_upper)
        ascii_case(b, true);
    else if (id == id_lower)
        ascii_case(b, false);
}

/* zero-padded to width (none with FM), one more for a negative value, as PG's "%0*d" */
static void put_num(char *b, int64 v, int width, int suffix)
{
    snprintf(b, 64, "%0*lld", (suffix & FMT_S_FM) ? 0 : v >= 0 ? width : width + 1,
             (long long)v);
}

static char *dch_to_char(const FmtNode *nodes, const DtTm *tm, bool is_interval)
{
    StringInfoData out;
    initStringInfo(&out);
    for (const FmtNode *n = nodes; n->type != FMT_NODE_END; n++) {
        if (n->type != FMT_NODE_ACTION) {
            appendStringInfoString(&out, n->character);
            continue;
        }
        char b[128];
        b[0] = '\0';
        int id = n->key->id, sfx = n->suffix;
        /* the fields PG gives TH/th: the digit ones but TZM */
        bool numeric = n->key->is_digit && id != DCH_TZM;
        bool pm = tm->hour % 24 >= 12;
        switch (id) {
        case DCH_A_M: case DCH_P_M: strcpy(b, pm ? "P.M." : "A.M."); break;
        case DCH_AM: case DCH_PM: strcpy(b, pm ? "PM" : "AM"); break;
        case DCH_a_m: case DCH_p_m: strcpy(b, pm ? "p.m." : "a.m."); break;
        case DCH_am: case DCH_pm: strcpy(b, pm ? "pm" : "am"); break;
        case DCH_HH: case DCH_HH12:
            /* a 12-hour clock, even for intervals */
            snprintf(b, sizeof(b), "%0*lld", (sfx & FMT_S_FM) ? 0 : tm->hour >= 0 ? 2 : 3,
                     (long long)(tm->hour % 12 == 0 ? 12 : tm->hour % 12));
            break;
        case DCH_HH24: put_num(b, tm->hour, 2, sfx); break;
        case DCH_MI: put_num(b, tm->min, 2, sfx); break;
        case DCH_SS: put_num(b, tm->sec, 2, sfx); break;
        case DCH_FF1: snprintf(b, sizeof(b), "%01d", (int)(tm->fsec / 100000)); break;
        case DCH_FF2: snprintf(b, sizeof(b), "%02d", (int)(tm->fsec / 10000)); break;
        case DCH_FF3: case DCH_MS: snprintf(b, sizeof(b), "%03d", (int)(tm->fsec / 1000)); break;
        case DCH_FF4: snprintf(b, sizeof(b), "%04d", (int)(tm->fsec / 100)); break;
        case DCH_FF5: snprintf(b, sizeof(b), "%05d", (int)(tm->fsec / 10)); break;
        case DCH_FF6: case DCH_US: snprintf(b, sizeof(b), "%06d", (int)tm->fsec); break;
        case DCH_SSSS:
            snprintf(b, sizeof(b), "%lld", (long long)(tm->hour * 3600 + tm->min * 60 + tm->sec));
            break;
        case DCH_tz: case DCH_TZ:
            if (is_interval)
                invalid_for_interval();
            if (tm->tzn) {
                snprintf(b, sizeof(b), "%s", tm->tzn);
                if (id == DCH_tz)
                    ascii_case(b, false);
            }
            break;
        case DCH_TZH:
            if (is_interval)
                invalid_for_interval();
            snprintf(b, sizeof(b), "%c%02d", tm->gmtoff >= 0 ? '+' : '-', abs(tm->gmtoff) / 3600);
            break;
        case DCH_TZM:
            if (is_interval)
                invalid_for_interval();
            snprintf(b, sizeof(b), "%02d", abs(tm->gmtoff) % 3600 / 60);
            break;
        case DCH_OF: {
            if (is_interval)
                invalid_for_interval();
            int a = abs(tm->gmtoff);
            int l = snprintf(b, sizeof(b), "%c%0*d", tm->gmtoff >= 0 ? '+' : '-',
                             (sfx & FMT_S_FM) ? 0 : 2, a / 3600);
            if (a % 3600)
                snprintf(b + l, sizeof(b) - (size_t)l, ":%02d", a % 3600 / 60);
            break;
        }
        case DCH_A_D: case DCH_B_C: case DCH_AD: case DCH_BC: case DCH_a_d: case DCH_b_c:
        case DCH_ad: case DCH_bc: {
            if (is_interval)
                invalid_for_interval();
            bool bc = tm->year <= 0;
            const char *const *names = (id == DCH_A_D || id == DCH_B_C)   ? adbc_long + 2
                                       : (id == DCH_AD || id == DCH_BC)   ? adbc_short + 2
                                       : (id == DCH_a_d || id == DCH_b_c) ? adbc_long
                                                                          : adbc_short;
            strcpy(b, names[bc]);
            break;
        }
        case DCH_MONTH: case DCH_Month: case DCH_month:
            if (is_interval)
                invalid_for_interval();
            if (tm->mon)
                put_name(b, months_full[tm->mon - 1], DCH_MONTH, DCH_month, id, sfx, true);
            break;
        case DCH_MON: case DCH_Mon: case DCH_mon:
            if (is_interval)
                invalid_for_interval();
            if (tm->mon)
                put_name(b, months_short[tm->mon - 1], DCH_MON, DCH_mon, id, sfx, false);
            break;
        case DCH_MM: put_num(b, tm->mon, 2, sfx); break;
        case DCH_DAY: case DCH_Day: case DCH_day:
            if (is_interval)
                invalid_for_interval();
            put_name(b, days_full[tm->wday], DCH_DAY, DCH_day, id, sfx, true);
            break;
        case DCH_DY: case DCH_Dy: case DCH_dy:
            if (is_interval)
                invalid_for_interval();
            put_name(b, days_short[tm->wday], DCH_DY, DCH_dy, id, sfx, false);
            break;
        case DCH_DDD: case DCH_IDDD:
            snprintf(b, sizeof(b), "%0*d", (sfx & FMT_S_FM) ? 0 : 3,
                     id == DCH_DDD ? tm->yday : date2isoyearday(tm->year, tm->mon, tm->mday));
            break;
        case DCH_DD: snprintf(b, sizeof(b), "%0*d", (sfx & FMT_S_FM) ? 0 : 2, tm->mday); break;
        case DCH_D:
            if (is_interval)
                invalid_for_interval();
            snprintf(b, sizeof(b), "%d", tm->wday + 1);
            break;
        case DCH_ID:
            if (is_interval)
                invalid_for_interval();
            snprintf(b, sizeof(b), "%d", tm->wday == 0 ? 7 : tm->wday);
            break;
        case DCH_WW:
            snprintf(b, sizeof(b), "%0*d", (sfx & FMT_S_FM) ? 0 : 2, wrap32((int64)tm->yday - 1) / 7 + 1);
            break;
        case DCH_IW:
            snprintf(b, sizeof(b), "%0*d", (sfx & FMT_S_FM) ? 0 : 2,
                     iso_week_or_year(tm->year, tm->mon, tm->mday, false));
            break;
        case DCH_Q:
            if (tm->mon)
                snprintf(b, sizeof(b), "%d", (tm->mon - 1) / 3 + 1);
            break;
        case DCH_CC: {
            int i = is_interval ? tm->year / 100
                    : tm->year > 0 ? (tm->year - 1) / 100 + 1 /* century 20 is 1901-2000 */
                                   : tm->year / 100 - 1;     /* 6th BC is 600-501 BC */
            if (i <= 99 && i >= -99)
                snprintf(b, sizeof(b), "%0*d", (sfx & FMT_S_FM) ? 0 : i >= 0 ? 2 : 3, i);
            else
                snprintf(b, sizeof(b), "%d", i);
            break;
        }
        case DCH_Y_YYY: {
            int y = adjust_year(tm->year, is_interval);
            snprintf(b, sizeof(b), "%d,%03d", y / 1000, y - y / 1000 * 1000);
            break;
        }
        case DCH_YYYY: case DCH_IYYY: case DCH_YYY: case DCH_IYY: case DCH_YY: case DCH_IY:
        case DCH_Y: case DCH_I: {
            bool iso = id == DCH_IYYY || id == DCH_IYY || id == DCH_IY || id == DCH_I;
            int y = adjust_year(iso ? iso_week_or_year(tm->year, tm->mon, tm->mday, true)
                                    : tm->year,
                                is_interval);
            int digits = (id == DCH_YYYY || id == DCH_IYYY)  ? 4
                         : (id == DCH_YYY || id == DCH_IYY) ? 3
                         : (id == DCH_YY || id == DCH_IY)   ? 2
                                                            : 1;
            /* the width grows by one for a negative calendar year (intervals), even for the ISO
             * fields, as PG's */
            int modulus = digits == 4 ? 0 : digits == 3 ? 1000 : digits == 2 ? 100 : 10;
            bool negative = adjust_year(tm->year, is_interval) < 0;
            int width = digits == 1 || (sfx & FMT_S_FM) ? 0 : negative ? digits + 1 : digits;
            snprintf(b, sizeof(b), "%0*d", digits == 1 ? 1 : width, modulus ? y % modulus : y);
            break;
        }
        case DCH_RM: case DCH_rm: {
            /* intervals reduce 12 months to a year; those print too */
            if (!tm->mon && !tm->year)
                break;
            int pos = tm->mon == 0 ? (tm->year >= 0 ? 0 : 11)
                      : tm->mon < 0 ? -(tm->mon + 1)
                                    : 12 - tm->mon;
            snprintf(b, sizeof(b), "%*s", (sfx & FMT_S_FM) ? 0 : -4,
                     (id == DCH_RM ? rm_upper : rm_lower)[pos]);
            break;
        }
        case DCH_W: snprintf(b, sizeof(b), "%d", wrap32((int64)tm->mday - 1) / 7 + 1); break;
        case DCH_J: snprintf(b, sizeof(b), "%d", date2j(tm->year, tm->mon, tm->mday)); break;
        default: numeric = false; break; /* FX prints nothing */
        }
        if (numeric && FMT_S_THth(sfx) && b[0])
            formatting_append_ordinal(b, (sfx & FMT_S_TH) != 0);
        appendStringInfoString(&out, b);
    }
    return out.data;
}

static Datum datetime_to_char(const text *fmt, const DtTm *tm, bool is_interval)
{
    FmtNode *nodes = formatting_parse(text_data(fmt), text_len(fmt), dch_keywords, true);
    return formatting_result(dch_to_char(nodes, tm, is_interval));
}

/* infinite timestamps and empty templates give NULL, as PG */
#define TS_NOT_FINITE(t) ((t) == INT64_MIN || (t) == INT64_MAX)

static Datum timestamp_to_char(PG_FUNCTION_ARGS)
{
    int64 ts = PG_GETARG_INT64(0);
    const text *fmt = PG_GETARG_TEXT_P(1);
    if (text_len(fmt) <= 0 || TS_NOT_FINITE(ts))
        PG_RETURN_NULL();
    DtTm tm = {0};
    tm_from_local(ts, &tm);
    return datetime_to_char(fmt, &tm, false);
}

static Datum timestamptz_to_char(PG_FUNCTION_ARGS)
{
    int64 ts = PG_GETARG_INT64(0);
    const text *fmt = PG_GETARG_TEXT_P(1);
    if (text_len(fmt) <= 0 || TS_NOT_FINITE(ts))
        PG_RETURN_NULL();
    DtTm tm = {0};
    const char *abbrev;
    int32 off = types_session_zone_at(ts, &abbrev);
    tm_from_local(ts + off * USECS_PER_SEC, &tm);
    tm.gmtoff = off;
    tm.tzn = abbrev;
    return datetime_to_char(fmt, &tm, false);
}

static Datum interval_to_char(PG_FUNCTION_ARGS)
{
    const Interval *iv = (const Interval *)PG_GETARG_POINTER(0);
    const text *fmt = PG_GETARG_TEXT_P(1);
    if (text_len(fmt) <= 0)
        PG_RETURN_NULL();
    /* PG's interval2itm: every field truncated toward zero, so all share the sign */
    DtTm tm = {0};
    tm.year = iv->month / 12;
    tm.mon = iv->month % 12;
    tm.mday = iv->day;
    int64 t = iv->time;
    tm.hour = t / (3600 * USECS_PER_SEC);
    t -= tm.hour * 3600 * USECS_PER_SEC;
    tm.min = (int)(t / (60 * USECS_PER_SEC));
    t -= tm.min * 60 * USECS_PER_SEC;
    tm.sec = (int)(t / USECS_PER_SEC);
    tm.fsec = t - tm.sec * USECS_PER_SEC;
    /* wday is meaningless; yday approximates the whole span in days */
    tm.yday = wrap32(((int64)tm.year * 12 + tm.mon) * 30 + tm.mday);
    return datetime_to_char(fmt, &tm, true);
}

/* ---- to_date / to_timestamp ---- */

/* What the template read, PG's TmFromChar; 0 means "not given". */
typedef struct DtFromChar {
    int mode; /* FMT_DATE_*: Gregorian and ISO week fields may not mix */
    int hh, pm, mi, ss, ssss, d, dd, ddd, mm, ms, year, bc, ww, w, cc, j, us;
    int yysz; /* digits the year field had */
    bool clock12;
    int tzsign, tzh, tzm;
    int ff; /* FFn precision */
} DtFromChar;

static void set_mode(DtFromChar *out, int mode)
{
    if (mode == FMT_DATE_NONE)
        return;
    if (out->mode == FMT_DATE_NONE)
        out->mode = mode;
    else if (out->mode != mode)
        ereport(ERROR, errcode(ERRCODE_INVALID_DATETIME_FORMAT),
                errmsg("invalid combination of date conventions"),
                errhint("Do not mix Gregorian and ISO week date conventions in a formatting "
                        "template."));
}

static void set_int(int *dest, int value, const FmtNode *n)
{
    if (*dest != 0 && *dest != value)
        ereport(ERROR, errcode(ERRCODE_INVALID_DATETIME_FORMAT),
                errmsg("conflicting values for \"%s\" field in formatting string", n->key->name),
                errdetail("This value contradicts a previous setting for the same field type."));
    *dest = value;
}

/* Does a non-digit follow this field, so that it may take as many digits as there are? */
static bool next_is_separator(const FmtNode *n)
{
    if (n->type == FMT_NODE_END)
        return false;
    if (n->type == FMT_NODE_ACTION && FMT_S_THth(n->suffix))
        return true;
    n++;
    if (n->type == FMT_NODE_END)
        return true;
    if (n->type == FMT_NODE_ACTION)
        return !n->key->is_digit;
    return !(n->character[1] == '\0' && isdigit((unsigned char)n->character[0]));
}

/* Reads an integer field of len characters (any length in FM mode or before a separator);
 * returns the characters used. dest NULL: read and drop (Q). PG's from_char_parse_int_len. */
static int parse_int_len(int *dest, const char **src, int len, const FmtNode *n)
{
    const char *init = *src;
    while (**src && isspace((unsigned char)**src))
        (*src)++;
    char copy[16];
    int used = snprintf(copy, (size_t)len + 1, "%s", *src);
    if (used > len)
        used = len;
    long result;
    if ((n->suffix & FMT_S_FM) || next_is_separator(n)) {
        char *end;
        errno = 0;
        result = strtol(init, &end, 10);
        *src = end;
    } else {
        if (used < len)
            ereport(ERROR, errcode(ERRCODE_INVALID_DATETIME_FORMAT),
                    errmsg("source string too short for \"%s\" formatting field", n->key->name),
                    errdetail("Field requires %d characters, but only %d remain.", len, used),
                    errhint("If your source string is not fixed-width, try using the \"FM\" "
                            "modifier."));
        char *last;
        errno = 0;
        result = strtol(copy, &last, 10);
        used = (int)(last - copy);
        if (used > 0 && used < len)
            ereport(ERROR, errcode(ERRCODE_INVALID_DATETIME_FORMAT),
                    errmsg("invalid value \"%s\" for \"%s\"", copy, n->key->name),
                    errdetail("Field requires %d characters, but only %d could be parsed.", len,
                              used),
                    errhint("If your source string is not fixed-width, try using the \"FM\" "
                            "modifier."));
        *src += used;
    }
    if (*src == init)
        ereport(ERROR, errcode(ERRCODE_INVALID_DATETIME_FORMAT),
                errmsg("invalid value \"%s\" for \"%s\"", copy, n->key->name),
                errdetail("Value must be an integer."));
    if (errno == ERANGE || result < INT_MIN || result > INT_MAX)
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("value for \"%s\" in source string is out of range", n->key->name),
                errdetail("Value must be in the range %d to %d.", INT_MIN, INT_MAX));
    if (dest)
        set_int(dest, (int)result, n);
    return (int)(*src - init);
}

static int parse_int(int *dest, const char **src, const FmtNode *n)
{
    return parse_int_len(dest, src, n->key->len, n);
}

/* The index of the first word of list that starts src, ignoring ASCII case; ERROR if none. */
static int match_word(const char **src, const char *const *list, const FmtNode *n)
{
    const char *s = *src;
    for (int i = 0; list[i]; i++) {
        size_t l = strlen(list[i]);
        if (strncasecmp(s, list[i], l) == 0) {
            *src += l;
            return i;
        }
    }
    /* the message quotes the input up to its next space */
    char *copy = pstrdup(s);
    for (char *c = copy; *c; c++)
        if (isspace((unsigned char)*c)) {
            *c = '\0';
            break;
        }
    ereport(ERROR, errcode(ERRCODE_INVALID_DATETIME_FORMAT),
            errmsg("invalid value \"%s\" for \"%s\"", copy, n->key->name),
            errdetail("The given value did not match any of the allowed values for this field."));
}

/* TH/th after a field: its two letters are skipped unread */
static void skip_ordinal(const char **s, const FmtNode *n)
{
    if (FMT_S_THth(n->suffix))
        for (int i = 0; i < 2 && **s; i++)
            *s += formatting_char_len(*s);
}

/* years of 1-3 digits lean towards 2020: 69 is 2069, 70 is 1970, 519 is 2519, 520 is 1520 */
static int adjust_partial_year(int year)
{
    return year < 70 ? year + 2000 : year < 100 ? year + 1900 : year < 520 ? year + 2000
           : year < 1000                                                  ? year + 1000
                                                                          : year;
}

static void dch_from_char(const FmtNode *nodes, const char *in, DtFromChar *out)
{
    const char *s = in;
    bool fx_mode = false;
    int extra_skip = 0; /* input characters skipped beyond what the template asked */
    for (const FmtNode *n = nodes; n->type != FMT_NODE_END && *s; n++) {
        /* outside FX mode spaces before fields (and at the start) are ignored */
        if (!fx_mode && (n->type != FMT_NODE_ACTION || n->key->id != DCH_FX) &&
            (n->type == FMT_NODE_ACTION || n == nodes))
            while (*s && isspace((unsigned char)*s)) {
                s++;
                extra_skip++;
            }
        if (n->type == FMT_NODE_SPACE || n->type == FMT_NODE_SEPARATOR) {
            if (!fx_mode) {
                /* one space or separator of the template matches one (or none) of the input */
                extra_skip--;
                if (isspace((unsigned char)*s) || formatting_is_separator(s)) {
                    s++;
                    extra_skip++;
                }
            } else {
                s += formatting_char_len(s);
            }
            continue;
        } else if (n->type != FMT_NODE_ACTION) {
            /* a literal consumes one input character, whatever it is */
            if (!fx_mode && extra_skip > 0)
                extra_skip--;
            else
                s += formatting_char_len(s);
            continue;
        }
        set_mode(out, n->key->date_mode);
        int value, len;
        switch (n->key->id) {
        case DCH_FX: fx_mode = true; break;
        case DCH_A_M: case DCH_P_M: case DCH_a_m: case DCH_p_m:
            value = match_word(&s, ampm_long, n);
            set_int(&out->pm, value % 2, n);
            out->clock12 = true;
            break;
        case DCH_AM: case DCH_PM: case DCH_am: case DCH_pm:
            value = match_word(&s, ampm_short, n);
            set_int(&out->pm, value % 2, n);
            out->clock12 = true;
            break;
        case DCH_HH: case DCH_HH12:
            parse_int_len(&out->hh, &s, 2, n);
            out->clock12 = true;
            skip_ordinal(&s, n);
            break;
        case DCH_HH24: parse_int_len(&out->hh, &s, 2, n); skip_ordinal(&s, n); break;
        case DCH_MI: parse_int(&out->mi, &s, n); skip_ordinal(&s, n); break;
        case DCH_SS: parse_int(&out->ss, &s, n); skip_ordinal(&s, n); break;
        case DCH_MS:
            /* 25 and 250 are both .25; 025 is .025 */
            len = parse_int_len(&out->ms, &s, 3, n);
            out->ms *= len == 1 ? 100 : len == 2 ? 10 : 1;
            skip_ordinal(&s, n);
            break;
        case DCH_FF1: case DCH_FF2: case DCH_FF3: case DCH_FF4: case DCH_FF5: case DCH_FF6:
        case DCH_US: {
            if (n->key->id != DCH_US)
                out->ff = n->key->id - DCH_FF1 + 1;
            len = parse_int_len(&out->us, &s, n->key->id == DCH_US ? 6 : out->ff, n);
            static const int scale[] = {1, 100000, 10000, 1000, 100, 10, 1};
            out->us *= scale[len >= 1 && len <= 6 ? len : 6];
            skip_ordinal(&s, n);
            break;
        }
        case DCH_SSSS: parse_int(&out->ssss, &s, n); skip_ordinal(&s, n); break;
        case DCH_tz: case DCH_TZ: case DCH_OF:
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("formatting field \"%s\" is only supported in to_char",
                           n->key->name));
        case DCH_TZH:
            /* the minus of a negative TZH may have been skipped as a separator */
            if (*s == '+' || *s == '-' || *s == ' ') {
                out->tzsign = *s == '-' ? -1 : +1;
                s++;
            } else {
                out->tzsign = extra_skip > 0 && s > in && s[-1] == '-' ? -1 : +1;
            }
            parse_int_len(&out->tzh, &s, 2, n);
            break;
        case DCH_TZM:
            if (!out->tzsign)
                out->tzsign = +1;
            parse_int_len(&out->tzm, &s, 2, n);
            break;
        case DCH_A_D: case DCH_B_C: case DCH_a_d: case DCH_b_c:
            value = match_word(&s, adbc_long, n);
            set_int(&out->bc, value % 2, n);
            break;
        case DCH_AD: case DCH_BC: case DCH_ad: case DCH_bc:
            value = match_word(&s, adbc_short, n);
            set_int(&out->bc, value % 2, n);
            break;
        case DCH_MONTH: case DCH_Month: case DCH_month:
            value = match_word(&s, months_full, n);
            set_int(&out->mm, value + 1, n);
            break;
        case DCH_MON: case DCH_Mon: case DCH_mon:
            value = match_word(&s, months_short, n);
            set_int(&out->mm, value + 1, n);
            break;
        case DCH_MM: parse_int(&out->mm, &s, n); skip_ordinal(&s, n); break;
        case DCH_DAY: case DCH_Day: case DCH_day:
            value = match_word(&s, days_full, n);
            set_int(&out->d, value, n);
            out->d++;
            break;
        case DCH_DY: case DCH_Dy: case DCH_dy:
            value = match_word(&s, days_short, n);
            set_int(&out->d, value, n);
            out->d++;
            break;
        case DCH_DDD: parse_int(&out->ddd, &s, n); skip_ordinal(&s, n); break;
        case DCH_IDDD: parse_int_len(&out->ddd, &s, 3, n); skip_ordinal(&s, n); break;
        case DCH_DD: parse_int(&out->dd, &s, n); skip_ordinal(&s, n); break;
        case DCH_D: parse_int(&out->d, &s, n); skip_ordinal(&s, n); break;
        case DCH_ID:
            parse_int_len(&out->d, &s, 1, n);
            /* Sunday is 1 as in D */
            out->d = wrap32((int64)out->d + 1);
            if (out->d > 7)
                out->d = 1;
            skip_ordinal(&s, n);
            break;
        case DCH_WW: case DCH_IW: parse_int(&out->ww, &s, n); skip_ordinal(&s, n); break;
        case DCH_Q:
            /* read but ignored: which day of the quarter would it be? (PG) */
            parse_int(NULL, &s, n);
            skip_ordinal(&s, n);
            break;
        case DCH_CC: parse_int(&out->cc, &s, n); skip_ordinal(&s, n); break;
        case DCH_Y_YYY: {
            int millennia, years, nch = 0;
            if (sscanf(s, "%d,%03d%n", &millennia, &years, &nch) < 2)
                ereport(ERROR, errcode(ERRCODE_INVALID_DATETIME_FORMAT),
                        errmsg("invalid input string for \"Y,YYY\""));
            set_int(&out->year, wrap32((int64)millennia * 1000 + years), n);
            out->yysz = 4;
            s += nch;
            skip_ordinal(&s, n);
            break;
        }
        case DCH_YYYY: case DCH_IYYY:
            parse_int(&out->year, &s, n);
            out->yysz = 4;
            skip_ordinal(&s, n);
            break;
        case DCH_YYY: case DCH_IYY: case DCH_YY: case DCH_IY: case DCH_Y: case DCH_I:
            len = parse_int(&out->year, &s, n);
            if (len < 4)
                out->year = adjust_partial_year(out->year);
            out->yysz = n->key->len;
            skip_ordinal(&s, n);
            break;
        case DCH_RM: case DCH_rm:
            value = match_word(&s, rm_lower, n);
            set_int(&out->mm, 12 - value, n);
            break;
        case DCH_W: parse_int(&out->w, &s, n); skip_ordinal(&s, n); break;
        case DCH_J: parse_int(&out->j, &s, n); skip_ordinal(&s, n); break;
        }
        /* spaces after fields are ignored outside FX mode */
        if (!fx_mode) {
            extra_skip = 0;
            while (*s && isspace((unsigned char)*s)) {
                s++;
                extra_skip++;
            }
        }
    }
}

/* A timestamp's fields as to_timestamp builds them; tz set (seconds west) when TZH/TZM were. */
typedef struct DtParsed {
    int year, mon, mday, hour, min, sec;
    int64 fsec;
    int fprec;
    bool has_tz;
    int tz;
} DtParsed;

static pg_noreturn void field_overflow(const char *in)
{
    ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
            errmsg("date/time field value out of range: \"%s\"", in));
}

#define FM_YEAR 1
#define FM_MONTH 2
#define FM_DAY 4
#define FM_DATE (FM_YEAR | FM_MONTH | FM_DAY)

/* PG's do_to_timestamp: the template's fields made a date and time, range-checked. */
static void do_to_timestamp(const text *date_txt, const text *fmt, DtParsed *tm)
{
    char *in = text_to_cstring(date_txt);
    DtFromChar f = {0};
    memset(tm, 0, sizeof(*tm));
    tm->mon = tm->mday = 1;
    if (text_len(fmt) > 0)
        dch_from_char(formatting_parse(text_data(fmt), text_len(fmt), dch_keywords, true), in,
                      &f);
    int fmask = 0;
    if (f.ssss) {
        tm->hour = f.ssss / 3600;
        tm->min = f.ssss % 3600 / 60;
        tm->sec = f.ssss % 60;
    }
    if (f.ss)
        tm->sec = f.ss;
    if (f.mi)
        tm->min = f.mi;
    if (f.hh)
        tm->hour = f.hh;
    if (f.clock12) {
        if (tm->hour < 1 || tm->hour > 12)
            ereport(ERROR, errcode(ERRCODE_INVALID_DATETIME_FORMAT),
                    errmsg("hour \"%d\" is invalid for the 12-hour clock", tm->hour),
                    errhint("Use the 24-hour clock, or give an hour between 1 and 12."));
        if (f.pm && tm->hour < 12)
            tm->hour += 12;
        else if (!f.pm && tm->hour == 12)
            tm->hour = 0;
    }
    if (f.year) {
        if (f.cc && f.yysz <= 2) {
            /* CC with YY: the 21st century runs 2001-2100, the 6th BC 600-501 BC */
            if (f.bc)
                f.cc = wrap32(-(int64)f.cc);
            tm->year = f.year % 100;
            if (tm->year)
                tm->year = wrap32(f.cc >= 0 ? tm->year + ((int64)f.cc - 1) * 100
                                            : ((int64)f.cc + 1) * 100 - tm->year + 1);
            else
                tm->year = wrap32((int64)f.cc * 100 + (f.cc >= 0 ? 0 : 1));
        } else {
            tm->year = f.bc ? wrap32(-(int64)f.year) : f.year;
            if (tm->year < 0) /* 1 BC is year 0 */
                tm->year++;
        }
        fmask |= FM_YEAR;
    } else if (f.cc) {
        if (f.bc)
            f.cc = wrap32(-(int64)f.cc);
        tm->year = wrap32(f.cc >= 0 ? ((int64)f.cc - 1) * 100 + 1 : (int64)f.cc * 100 + 1);
        fmask |= FM_YEAR;
    }
    if (f.j) {
        j2date(f.j, &tm->year, &tm->mon, &tm->mday);
        fmask |= FM_DATE;
    }
    if (f.ww) {
        if (f.mode == FMT_DATE_ISOWEEK) {
            /* without a day the week's Monday */
            int jday = isoweek2j(tm->year, f.ww);
            if (f.d)
                jday = wrap32((int64)jday + (f.d > 1 ? (int64)f.d - 2 : 6));
            j2date(jday, &tm->year, &tm->mon, &tm->mday);
            fmask |= FM_DATE;
        } else {
            f.ddd = wrap32(((int64)f.ww - 1) * 7 + 1);
        }
    }
    if (f.w)
        f.dd = wrap32(((int64)f.w - 1) * 7 + 1);
    if (f.dd) {
        tm->mday = f.dd;
        fmask |= FM_DAY;
    }
    if (f.mm) {
        tm->mon = f.mm;
        fmask |= FM_MONTH;
    }
    if (f.ddd && (tm->mon <= 1 || tm->mday <= 1)) {
        if (!tm->year && !f.bc)
            ereport(ERROR, errcode(ERRCODE_INVALID_DATETIME_FORMAT),
                    errmsg("cannot calculate day of year without year information"));
        if (f.mode == FMT_DATE_ISOWEEK) {
            j2date(wrap32((int64)isoweek2j(tm->year, 1) - 1 + f.ddd), &tm->year, &tm->mon,
                   &tm->mday);
            fmask |= FM_DATE;
        } else {
            static const int ysum[2][13] = {
                {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365},
                {0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366}};
            const int *y = ysum[is_leap(tm->year)];
            int i;
            for (i = 1; i <= 12; i++)
                if (f.ddd <= y[i])
                    break;
            if (tm->mon <= 1)
                tm->mon = i;
            if (tm->mday <= 1)
                tm->mday = f.ddd - y[i - 1];
            fmask |= FM_MONTH | FM_DAY;
        }
    }
    tm->fsec = (int64)f.ms * 1000 + f.us;
    tm->fprec = f.ff;
    /* PG's ValidateDate, every failure reported as a field overflow */
    static const int mdays[2][12] = {{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31},
                                     {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}};
    if ((fmask & FM_MONTH) && (tm->mon < 1 || tm->mon > 12))
        field_overflow(in);
    if ((fmask & FM_DAY) && (tm->mday < 1 || tm->mday > 31))
        field_overflow(in);
    if ((fmask & FM_DATE) == FM_DATE && tm->mday > mdays[is_leap(tm->year)][tm->mon - 1])
        field_overflow(in);
    if (tm->hour < 0 || tm->hour >= 24 || tm->min < 0 || tm->min >= 60 || tm->sec < 0 ||
        tm->sec >= 60 || tm->fsec < 0 || tm->fsec >= USECS_PER_SEC)
        field_overflow(in);
    if (f.tzsign) {
        if (f.tzh < 0 || f.tzh > 15 || f.tzm < 0 || f.tzm >= 60)
            ereport(ERROR, errcode(ERRCODE_INVALID_TIME_ZONE_DISPLACEMENT_VALUE),
                    errmsg("time zone displacement out of range: \"%s\"", in));
        tm->has_tz = true;
        tm->tz = -f.tzsign * (f.tzh * 3600 + f.tzm * 60);
    }
}

/* PG's IS_VALID_JULIAN: 4714-11-24 BC .. 5874898-06-03 */
static bool valid_julian(int y, int m)
{
    return (y > -4713 || (y == -4713 && m >= 11)) && (y < 5874898 || (y == 5874898 && m < 6));
}

static Datum to_timestamp(PG_FUNCTION_ARGS)
{
    DtParsed tm;
    do_to_timestamp(PG_GETARG_TEXT_P(0), PG_GETARG_TEXT_P(1), &tm);
    if (!valid_julian(tm.year, tm.mon))
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("timestamp out of range"));
    int64 date = date2j(tm.year, tm.mon, tm.mday) - POSTGRES_EPOCH_JDATE;
    int64 time = ((int64)tm.hour * 3600 + tm.min * 60 + tm.sec) * USECS_PER_SEC + tm.fsec;
    int64 local;
    if (__builtin_mul_overflow(date, USECS_PER_DAY, &local) ||
        __builtin_add_overflow(local, time, &local))
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("timestamp out of range"));
    int64 result = tm.has_tz ? local + tm.tz * USECS_PER_SEC : types_timestamptz_from_local(local);
    if (result < MIN_TIMESTAMP || result >= END_TIMESTAMP)
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("timestamp out of range"));
    if (tm.fprec)
        result = types_timestamp_round(result, tm.fprec);
    PG_RETURN_INT64(result);
}

static Datum to_date(PG_FUNCTION_ARGS)
{
    DtParsed tm;
    const text *in = PG_GETARG_TEXT_P(0);
    do_to_timestamp(in, PG_GETARG_TEXT_P(1), &tm);
    int64 result = 0;
    if (valid_julian(tm.year, tm.mon))
        result = (int64)date2j(tm.year, tm.mon, tm.mday) - POSTGRES_EPOCH_JDATE;
    if (!valid_julian(tm.year, tm.mon) || result < -POSTGRES_EPOCH_JDATE ||
        result >= DATE_END_JULIAN - POSTGRES_EPOCH_JDATE)
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("date out of range: \"%s\"", text_to_cstring(in)));
    PG_RETURN_INT32((int32)result);
}

/* to_timestamp(double precision): seconds since 1970-01-01 UTC, PG's float8_timestamptz */
static Datum float8_timestamptz(PG_FUNCTION_ARGS)
{
    double secs = PG_GETARG_FLOAT8(0);
    if (isnan(secs))
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("timestamp cannot be NaN"));
    if (isinf(secs))
        PG_RETURN_INT64(secs < 0 ? INT64_MIN : INT64_MAX);
    /* from the Unix epoch to PG's, rounded to microseconds */
    double us = rint((secs - (double)(POSTGRES_EPOCH_JDATE - 2440588) * 86400.0) * 1e6);
    if (!(us >= (double)MIN_TIMESTAMP && us < (double)END_TIMESTAMP))
        ereport(ERROR, errcode(ERRCODE_DATETIME_FIELD_OVERFLOW),
                errmsg("timestamp out of range: \"%g\"", secs));
    PG_RETURN_INT64((int64)us);
}

static const ProcInfo formatting_datetime_procs[] = {
    {1158, "to_timestamp", 'f', 'i', true, false, 1, TIMESTAMPTZOID, {FLOAT8OID}, 0,
     float8_timestamptz},
    {1768, "to_char", 'f', 's', true, false, 2, TEXTOID, {INTERVALOID, TEXTOID}, 0,
     interval_to_char},
    {1770, "to_char", 'f', 's', true, false, 2, TEXTOID, {TIMESTAMPTZOID, TEXTOID}, 0,
     timestamptz_to_char},
    {1778, "to_timestamp", 'f', 's', true, false, 2, TIMESTAMPTZOID, {TEXTOID, TEXTOID}, 0,
     to_timestamp},
    {1780, "to_date", 'f', 's', true, false, 2, DATEOID, {TEXTOID, TEXTOID}, 0, to_date},
    {2049, "to_char", 'f', 's', true, false, 2, TEXTOID, {TIMESTAMPOID, TEXTOID}, 0,
     timestamp_to_char},
};

const TypesFamily types_family_formatting_datetime = {
    "formatting_datetime", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(formatting_datetime_procs),
    TYPES_NO_ROWS,         TYPES_NO_ROWS, TYPES_NO_ROWS,
};
