/*
 * numeric.c: arbitrary-precision decimal numbers, PostgreSQL's numeric.
 *
 * One idea: a value is sign, weight and base-10000 digits (value = sum of d[i] * 10000^(weight-i)),
 * plus a display scale (dscale: decimal digits shown after the point). Arithmetic works on the
 * unpacked NumVar form; every result scale follows PostgreSQL's rules (add: max of scales; mul:
 * sum of scales; div: at least 16 significant digits; sqrt: likewise), and rounding is half away
 * from zero. Division and square root are computed exactly (big-integer long division, integer
 * Newton square root) to one decimal digit past the result scale, then rounded, so results
 * agree with PostgreSQL digit for digit. exp/ln/log/non-integer power are computed with guard
 * digits at a working scale (series and Newton's iteration), then rounded to PG's scale.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

#include "executor/types/types_internal.h"

#define NBASE 10000
#define DEC_DIGITS 4
#define MIN_SIG_DIGITS 16
#define MAX_DISPLAY_SCALE 1000
#define MAX_PRECISION 1000
#define MAX_DSCALE 0x3FFF /* largest display scale a value can carry */
#define MAX_WEIGHT 32767

enum { NUM_POS = 0x0000, NUM_NEG = 0x4000, NUM_NAN = 0xC000, NUM_PINF = 0xD000, NUM_NINF = 0xF000 };

/* The stored form: a varlena. */
struct NumericData {
    uint32 vl_len;
    uint16 sign;
    uint16 dscale;
    int16 weight;
    int16 pad;
    int16 digits[];
};
#define NUMERIC_HDRSZ ((int)offsetof(struct NumericData, digits))
#define NUMERIC_NDIGITS(n) ((int)((VARSIZE(n) - NUMERIC_HDRSZ) / sizeof(int16)))

typedef struct NumVar {
    int sign;
    int weight;
    int ndigits;
    int dscale;
    int16 *digits;
} NumVar;

static const int pow10_tab[] = {1, 10, 100, 1000, 10000};

#define ARG_NUM(n) ((Numeric)PG_GETARG_POINTER(n))
#define IS_SPECIAL(v) ((v)->sign != NUM_POS && (v)->sign != NUM_NEG)

/* ---- NumVar basics ---- */

static void var_init(NumVar *v, int ndigits)
{
    v->sign = NUM_POS;
    v->weight = 0;
    v->ndigits = ndigits;
    v->dscale = 0;
    v->digits = ndigits > 0 ? palloc0(sizeof(int16) * (size_t)ndigits) : NULL;
}

static void var_zero(NumVar *v, int dscale)
{
    var_init(v, 0);
    v->dscale = dscale;
}

static void var_special(NumVar *v, int sign)
{
    var_init(v, 0);
    v->sign = sign;
}

/* Drop leading and trailing zero digits; zero gets weight 0 and positive sign. */
static void var_strip(NumVar *v)
{
    int16 *d = v->digits;
    int n = v->ndigits;
    while (n > 0 && d[0] == 0) {
        d++;
        n--;
        v->weight--;
    }
    while (n > 0 && d[n - 1] == 0)
        n--;
    if (n == 0) {
        v->weight = 0;
        if (!IS_SPECIAL(v))
            v->sign = NUM_POS;
    }
    v->digits = d;
    v->ndigits = n;
}

static void var_from_numeric(const struct NumericData *n, NumVar *v)
{
    v->sign = n->sign;
    v->weight = n->weight;
    v->dscale = n->dscale;
    v->ndigits = NUMERIC_NDIGITS(n);
    v->digits = (int16 *)n->digits;
}

static Numeric var_to_numeric(NumVar *v)
{
    var_strip(v);
    size_t size = (size_t)NUMERIC_HDRSZ + sizeof(int16) * (size_t)v->ndigits;
    Numeric n = palloc(size);
    SET_VARSIZE(n, size);
    n->sign = (uint16)v->sign;
    n->dscale = (uint16)(IS_SPECIAL(v) ? 0 : v->dscale);
    n->weight = (int16)v->weight;
    n->pad = 0;
    if (v->ndigits > 0)
        memcpy(n->digits, v->digits, sizeof(int16) * (size_t)v->ndigits);
    return n;
}

static void var_copy(const NumVar *src, NumVar *dst)
{
    *dst = *src;
    dst->digits = palloc(sizeof(int16) * (size_t)(src->ndigits + 1));
    if (src->ndigits)
        memcpy(dst->digits, src->digits, sizeof(int16) * (size_t)src->ndigits);
}

/* Round to rscale decimal digits after the point, half away from zero. */
static void var_round(NumVar *v, int rscale)
{
    int di = (rscale + DEC_DIGITS - 1) / DEC_DIGITS; /* base digits kept after the point */
    int extra = di * DEC_DIGITS - rscale;            /* decimals to drop from the last kept */
    int keep = v->weight + 1 + di;                   /* number of digits kept */
    v->dscale = rscale;
    if (v->ndigits == 0 || keep > v->ndigits || (keep == v->ndigits && extra == 0))
        return;
    if (keep < 0) {
        v->ndigits = 0;
        v->weight = 0;
        v->sign = NUM_POS;
        return;
    }
    /* work on a copy with a leading zero digit, so a carry always has a place to go */
    int n = v->ndigits + 1;
    int16 *d = palloc(sizeof(int16) * (size_t)n);
    d[0] = 0;
    memcpy(d + 1, v->digits, sizeof(int16) * (size_t)v->ndigits);
    keep++;
    int carry, i;
    if (extra == 0) {
        carry = d[keep] >= NBASE / 2;
        i = keep - 1;
    } else {
        int p = pow10_tab[extra];
        int last = d[keep - 1];
        int rem = last % p;
        last -= rem;
        if (rem >= p / 2)
            last += p;
        carry = last >= NBASE;
        d[keep - 1] = (int16)(carry ? last - NBASE : last);
        i = keep - 2;
    }
    for (; carry && i >= 0; i--) {
        int x = d[i] + 1;
        carry = x >= NBASE;
        d[i] = (int16)(carry ? x - NBASE : x);
    }
    v->digits = d;
    v->ndigits = keep;
    v->weight++;
    var_strip(v);
    v->dscale = rscale;
}

/* Truncate toward zero to rscale decimal digits after the point. */
static void var_trunc(NumVar *v, int rscale)
{
    v->dscale = rscale;
    int di = (rscale + DEC_DIGITS - 1) / DEC_DIGITS;
    int keep = v->weight + 1 + di;
    int extra0 = di * DEC_DIGITS - rscale;
    if (keep > v->ndigits || (keep == v->ndigits && extra0 == 0))
        return;
    if (keep <= 0) {
        v->ndigits = 0;
        v->weight = 0;
        v->sign = NUM_POS;
        return;
    }
    v->ndigits = keep;
    int16 *d = palloc(sizeof(int16) * (size_t)keep); /* never write into a stored value */
    memcpy(d, v->digits, sizeof(int16) * (size_t)keep);
    v->digits = d;
    int extra = extra0;
    if (extra > 0)
        v->digits[keep - 1] = (int16)(v->digits[keep - 1] - v->digits[keep - 1] % pow10_tab[extra]);
    var_strip(v);
    v->dscale = rscale;
}

static int var_digit_at(const NumVar *v, int weight)
{
    int i = v->weight - weight;
    return (i >= 0 && i < v->ndigits) ? v->digits[i] : 0;
}

static int cmp_abs(const NumVar *a, const NumVar *b)
{
    if (a->ndigits == 0)
        return b->ndigits == 0 ? 0 : -1;
    if (b->ndigits == 0)
        return 1;
    if (a->weight != b->weight)
        return a->weight > b->weight ? 1 : -1;
    int n = Max(a->ndigits, b->ndigits);
    for (int i = 0; i < n; i++) {
        int da = i < a->ndigits ? a->digits[i] : 0;
        int db = i < b->ndigits ? b->digits[i] : 0;
        if (da != db)
            return da > db ? 1 : -1;
    }
    return 0;
}

/* |a| + |b| or |a| - |b| (the latter requires |a| >= |b|), into r with sign NUM_POS. */
static void addsub_abs(const NumVar *a, const NumVar *b, NumVar *r, bool subtract)
{
    int hi = Max(a->weight, b->weight) + 1;
    int lo = Min(a->weight - a->ndigits + 1, b->weight - b->ndigits + 1);
    if (a->ndigits == 0)
        lo = b->weight - b->ndigits + 1;
    if (b->ndigits == 0)
        lo = a->weight - a->ndigits + 1;
    if (lo > hi)
        lo = hi;
    int n = hi - lo + 1;
    NumVar res;
    var_init(&res, n);
    res.weight = hi;
    int carry = 0;
    for (int i = n - 1; i >= 0; i--) {
        int w = hi - i;
        int d = subtract ? var_digit_at(a, w) - var_digit_at(b, w) + carry
                         : var_digit_at(a, w) + var_digit_at(b, w) + carry;
        if (d >= NBASE) {
            d -= NBASE;
            carry = 1;
        } else if (d < 0) {
            d += NBASE;
            carry = -1;
        } else
            carry = 0;
        res.digits[i] = (int16)d;
    }
    res.dscale = Max(a->dscale, b->dscale);
    var_strip(&res);
    *r = res;
}

static void var_add(const NumVar *a, const NumVar *b, NumVar *r)
{
    if (a->sign == b->sign) {
        addsub_abs(a, b, r, false);
        r->sign = r->ndigits ? a->sign : NUM_POS;
    } else if (cmp_abs(a, b) >= 0) {
        addsub_abs(a, b, r, true);
        r->sign = r->ndigits ? a->sign : NUM_POS;
    } else {
        addsub_abs(b, a, r, true);
        r->sign = r->ndigits ? b->sign : NUM_POS;
    }
}

static void var_negate(NumVar *v)
{
    if (v->ndigits)
        v->sign = v->sign == NUM_POS ? NUM_NEG : NUM_POS;
}

static void var_sub(const NumVar *a, const NumVar *b, NumVar *r)
{
    NumVar nb = *b;
    var_negate(&nb);
    if (b->ndigits == 0)
        nb.sign = NUM_POS;
    var_add(a, &nb, r);
}

/* Exact product; dscale = a.dscale + b.dscale as PostgreSQL's numeric_mul. */
static void var_mul(const NumVar *a, const NumVar *b, NumVar *r)
{
    if (a->ndigits == 0 || b->ndigits == 0) {
        var_zero(r, a->dscale + b->dscale);
        return;
    }
    int n = a->ndigits + b->ndigits;
    int64 *acc = palloc0(sizeof(int64) * (size_t)n);
    for (int i = 0; i < a->ndigits; i++) {
        int64 da = a->digits[i];
        if (da == 0)
            continue;
        for (int j = 0; j < b->ndigits; j++)
            acc[i + j + 1] += da * b->digits[j];
        if ((i & 1023) == 1023) { /* keep the accumulators far from overflow */
            for (int k = n - 1; k > 0; k--) {
                acc[k - 1] += acc[k] / NBASE;
                acc[k] %= NBASE;
            }
        }
    }
    NumVar res;
    var_init(&res, n);
    int64 carry = 0;
    for (int k = n - 1; k >= 0; k--) {
        int64 v = acc[k] + carry;
        res.digits[k] = (int16)(v % NBASE);
        carry = v / NBASE;
    }
    pfree(acc);
    res.weight = a->weight + b->weight + 1;
    res.sign = a->sign == b->sign ? NUM_POS : NUM_NEG;
    res.dscale = a->dscale + b->dscale;
    var_strip(&res);
    *r = res;
}

/* ---- big unsigned integers (most significant base-10000 digit first) for div and sqrt ---- */

typedef struct BigInt {
    int n;
    int32 *d;
} BigInt;

static void big_strip(BigInt *x)
{
    int k = 0;
    while (k < x->n && x->d[k] == 0)
        k++;
    x->d += k;
    x->n -= k;
}

/* x * 10^e (e >= 0) of the digits of v, as an integer (fraction part included in the digits). */
static BigInt big_from_digits(const int16 *digits, int n, int append_zero_digits, int mul10)
{
    BigInt x;
    x.n = n + append_zero_digits + 1;
    x.d = palloc0(sizeof(int32) * (size_t)x.n);
    for (int i = 0; i < n; i++)
        x.d[i + 1] = digits[i];
    if (mul10 > 0) {
        int64 carry = 0, m = pow10_tab[mul10];
        for (int i = x.n - 1; i >= 0; i--) {
            int64 v = (int64)x.d[i] * m + carry;
            x.d[i] = (int32)(v % NBASE);
            carry = v / NBASE;
        }
    }
    big_strip(&x);
    return x;
}

static int big_cmp(const BigInt *a, const BigInt *b)
{
    if (a->n != b->n)
        return a->n > b->n ? 1 : -1;
    for (int i = 0; i < a->n; i++)
        if (a->d[i] != b->d[i])
            return a->d[i] > b->d[i] ? 1 : -1;
    return 0;
}

/* q = floor(u / v), v nonzero. Knuth's algorithm D in base 10000. */
static BigInt big_div(const BigInt *u0, const BigInt *v0)
{
    BigInt q;
    if (big_cmp(u0, v0) < 0) {
        q.n = 0;
        q.d = NULL;
        return q;
    }
    int n = v0->n, m = u0->n - v0->n;
    q.n = m + 1;
    q.d = palloc0(sizeof(int32) * (size_t)q.n);
    if (n == 1) {
        int64 rem = 0, dv = v0->d[0];
        for (int i = 0; i < u0->n; i++) {
            int64 cur = rem * NBASE + u0->d[i];
            q.d[i] = (int32)(cur / dv);
            rem = cur % dv;
        }
        big_strip(&q);
        return q;
    }
    int32 norm = NBASE / (v0->d[0] + 1);
    int32 *u = palloc0(sizeof(int32) * (size_t)(u0->n + 1));
    int32 *v = palloc0(sizeof(int32) * (size_t)n);
    int64 carry = 0;
    for (int i = u0->n - 1; i >= 0; i--) {
        int64 t = (int64)u0->d[i] * norm + carry;
        u[i + 1] = (int32)(t % NBASE);
        carry = t / NBASE;
    }
    u[0] = (int32)carry;
    carry = 0;
    for (int i = n - 1; i >= 0; i--) {
        int64 t = (int64)v0->d[i] * norm + carry;
        v[i] = (int32)(t % NBASE);
        carry = t / NBASE;
    }
    for (int j = 0; j <= m; j++) {
        int64 top = (int64)u[j] * NBASE + u[j + 1];
        int64 qhat = top / v[0];
        int64 rhat = top % v[0];
        while (qhat >= NBASE || qhat * v[1] > rhat * NBASE + u[j + 2]) {
            qhat--;
            rhat += v[0];
            if (rhat >= NBASE)
                break;
        }
        /* u[j..j+n] -= qhat * v */
        int64 borrow = 0, mcarry = 0;
        for (int i = n - 1; i >= 0; i--) {
            int64 p = qhat * v[i] + mcarry;
            mcarry = p / NBASE;
            int64 t = (int64)u[j + i + 1] - p % NBASE - borrow;
            borrow = 0;
            if (t < 0) {
                t += NBASE;
                borrow = 1;
            }
            u[j + i + 1] = (int32)t;
        }
        int64 t = (int64)u[j] - mcarry - borrow;
        if (t < 0) {
            /* qhat was one too large: add v back */
            u[j] = (int32)(t + NBASE);
            qhat--;
            int64 c = 0;
            for (int i = n - 1; i >= 0; i--) {
                int64 s = (int64)u[j + i + 1] + v[i] + c;
                c = s >= NBASE;
                u[j + i + 1] = (int32)(c ? s - NBASE : s);
            }
            u[j] = (int32)((u[j] + c) % NBASE);
        } else
            u[j] = (int32)t;
        q.d[j] = (int32)qhat;
    }
    pfree(u);
    pfree(v);
    big_strip(&q);
    return q;
}

static BigInt big_add(const BigInt *a, const BigInt *b)
{
    BigInt r;
    r.n = Max(a->n, b->n) + 1;
    r.d = palloc0(sizeof(int32) * (size_t)r.n);
    int carry = 0;
    for (int i = 0; i < r.n; i++) {
        int da = i < a->n ? a->d[a->n - 1 - i] : 0;
        int db = i < b->n ? b->d[b->n - 1 - i] : 0;
        int s = da + db + carry;
        carry = s >= NBASE;
        r.d[r.n - 1 - i] = carry ? s - NBASE : s;
    }
    big_strip(&r);
    return r;
}

static BigInt big_half(const BigInt *a)
{
    BigInt r;
    r.n = a->n;
    r.d = palloc(sizeof(int32) * (size_t)(r.n + 1));
    int rem = 0;
    for (int i = 0; i < a->n; i++) {
        int cur = rem * NBASE + a->d[i];
        r.d[i] = cur / 2;
        rem = cur % 2;
    }
    big_strip(&r);
    return r;
}

/* floor(sqrt(a)) by Newton's iteration from an overestimate. */
static BigInt big_sqrt(const BigInt *a)
{
    if (a->n == 0)
        return *a;
    BigInt x;
    x.n = (a->n + 1) / 2 + 1;
    x.d = palloc0(sizeof(int32) * (size_t)x.n);
    x.d[0] = 1; /* NBASE^(x.n-1) >= sqrt(a) */
    for (;;) {
        BigInt q = big_div(a, &x);
        BigInt s = big_add(&x, &q);
        BigInt y = big_half(&s);
        if (big_cmp(&y, &x) >= 0)
            return x;
        x = y;
    }
}

/* The NumVar whose digits are the integer x, divided by 10^scale; x.n may be 0. */
static void var_from_big_scaled(const BigInt *x, int scale, NumVar *r)
{
    /* align: multiply by 10^(pad) so the point falls on a digit boundary */
    int pad = (DEC_DIGITS - scale % DEC_DIGITS) % DEC_DIGITS;
    NumVar res;
    var_init(&res, x->n + 1);
    int64 carry = 0, m = pow10_tab[pad];
    for (int i = x->n - 1; i >= 0; i--) {
        int64 v = (int64)x->d[i] * m + carry;
        res.digits[i + 1] = (int16)(v % NBASE);
        carry = v / NBASE;
    }
    res.digits[0] = (int16)carry;
    int fracdigits = (scale + pad) / DEC_DIGITS;
    res.weight = x->n + 1 - 1 - fracdigits;
    res.dscale = scale;
    var_strip(&res);
    *r = res;
}

/* BigInt of |v| * 10^e, truncated toward zero when e makes it fractional. */
static BigInt big_from_var_scaled(const NumVar *v, int e)
{
    /* |v| = D * 10000^(weight - ndigits + 1) with D the digit string as integer */
    int e10 = (v->weight - v->ndigits + 1) * DEC_DIGITS + e;
    if (e10 >= 0)
        return big_from_digits(v->digits, v->ndigits, e10 / DEC_DIGITS, e10 % DEC_DIGITS);
    /* divide D by 10^-e10: drop whole digits, then divide by the rest */
    int drop = (-e10) / DEC_DIGITS, rest = (-e10) % DEC_DIGITS;
    int n = v->ndigits - drop;
    if (n <= 0) {
        BigInt z = {0, NULL};
        return z;
    }
    BigInt x = big_from_digits(v->digits, n, 0, 0);
    if (rest) {
        BigInt d = {1, palloc(sizeof(int32))};
        d.d[0] = pow10_tab[rest];
        x = big_div(&x, &d);
    }
    return x;
}

/* Quotient a / b to rscale digits, rounded (or truncated when !round). b nonzero. */
static void var_div(const NumVar *a, const NumVar *b, NumVar *r, int rscale, bool round)
{
    if (a->ndigits == 0) {
        var_zero(r, rscale);
        return;
    }
    int s = rscale + (round ? 1 : 0);
    /* Q = floor(|a| * 10^s / |b|): scale both to integers first */
    int ea = (a->weight - a->ndigits + 1) * DEC_DIGITS;
    int eb = (b->weight - b->ndigits + 1) * DEC_DIGITS;
    int e = ea - eb + s; /* |a|/|b| * 10^s = (A/B) * 10^e */
    BigInt A = big_from_digits(a->digits, a->ndigits, e > 0 ? e / DEC_DIGITS : 0,
                               e > 0 ? e % DEC_DIGITS : 0);
    BigInt B = big_from_digits(b->digits, b->ndigits, e < 0 ? (-e) / DEC_DIGITS : 0,
                               e < 0 ? (-e) % DEC_DIGITS : 0);
    BigInt Q = big_div(&A, &B);
    var_from_big_scaled(&Q, s, r);
    r->sign = (r->ndigits && a->sign != b->sign) ? NUM_NEG : NUM_POS;
    if (round)
        var_round(r, rscale);
    r->dscale = rscale;
}

/* PostgreSQL's choice of scale for a quotient: at least 16 significant digits. */
static int select_div_scale(const NumVar *a, const NumVar *b)
{
    int w1 = 0, f1 = 0, w2 = 0, f2 = 0;
    if (a->ndigits > 0) {
        f1 = a->digits[0];
        w1 = a->weight;
    }
    if (b->ndigits > 0) {
        f2 = b->digits[0];
        w2 = b->weight;
    }
    int qweight = w1 - w2;
    if (f1 <= f2)
        qweight--;
    int rscale = MIN_SIG_DIGITS - qweight * DEC_DIGITS;
    rscale = Max(rscale, a->dscale);
    rscale = Max(rscale, b->dscale);
    rscale = Max(rscale, 0);
    return Min(rscale, MAX_DISPLAY_SCALE);
}

static void var_sqrt(const NumVar *a, NumVar *r, int rscale)
{
    int s = rscale + 1;
    BigInt N = big_from_var_scaled(a, 2 * s);
    BigInt R = big_sqrt(&N);
    var_from_big_scaled(&R, s, r);
    var_round(r, rscale);
}

/* Round to a scale that may be negative (numeric(2,-3), round(x, -2)): 10^-scale units. */
static void var_round_scale(NumVar *v, int scale)
{
    if (scale >= 0) {
        var_round(v, scale);
        return;
    }
    NumVar p, q, r;
    int ks = -scale;
    var_init(&p, 1);
    p.digits[0] = (int16)pow10_tab[ks % DEC_DIGITS];
    p.weight = ks / DEC_DIGITS;
    var_div(v, &p, &q, 0, true);
    var_mul(&q, &p, &r);
    r.dscale = 0;
    *v = r;
}

/* ---- text I/O ---- */

static pg_noreturn void numeric_bad_input(const char *s)
{
    types_invalid_syntax("numeric", s);
}

/* Parses PG's numeric syntax into v; returns false for bad syntax. */
static bool parse_numeric(const char *in, NumVar *v)
{
    const char *p = in;
    while (isspace((unsigned char)*p))
        p++;
    const char *start = p;
    size_t len = strlen(p);
    while (len > 0 && isspace((unsigned char)p[len - 1]))
        len--;
    char word[16];
    if (len < sizeof(word)) {
        memcpy(word, p, len);
        word[len] = '\0';
        if (strcasecmp(word, "NaN") == 0)
            return var_special(v, NUM_NAN), true;
        if (strcasecmp(word, "Infinity") == 0 || strcasecmp(word, "+Infinity") == 0 ||
            strcasecmp(word, "inf") == 0 || strcasecmp(word, "+inf") == 0)
            return var_special(v, NUM_PINF), true;
        if (strcasecmp(word, "-Infinity") == 0 || strcasecmp(word, "-inf") == 0)
            return var_special(v, NUM_NINF), true;
    }
    bool neg = false;
    if (*p == '+' || *p == '-')
        neg = *p++ == '-';
    /* collect decimal digits */
    char *dec = palloc(len + 2);
    int ndec = 0, point = -1;
    bool any = false;
    while (p < start + len) {
        if (isdigit((unsigned char)*p)) {
            dec[ndec++] = (char)(*p - '0');
            any = true;
        } else if (*p == '.' && point < 0)
            point = ndec;
        else
            break;
        p++;
    }
    if (!any)
        return false;
    if (point < 0)
        point = ndec;
    long exp10 = 0;
    if (p < start + len && (*p == 'e' || *p == 'E')) {
        p++;
        bool eneg = false;
        if (*p == '+' || *p == '-')
            eneg = *p++ == '-';
        if (!isdigit((unsigned char)*p))
            return false;
        while (isdigit((unsigned char)*p)) {
            if (exp10 < 100000000)
                exp10 = exp10 * 10 + (*p - '0');
            p++;
        }
        if (eneg)
            exp10 = -exp10;
    }
    if (p != start + len)
        return false;
    long dscale_l = (ndec - point) - exp10;
    /* beyond PG's limits (weight 32767 base digits, display scale 16383): overflow */
    if (dscale_l > MAX_DSCALE || point + exp10 > (long)(MAX_WEIGHT + 1) * DEC_DIGITS)
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("value overflows numeric format"));
    int dscale = dscale_l < 0 ? 0 : (int)dscale_l;
    /* decimal point position after the exponent: digits dec[0..point+exp10) are integral */
    long ipos = point + exp10; /* number of integer decimal digits (may be <= 0 or > ndec) */
    /* weight in base 10000: integral digit groups aligned from the point */
    long lead = ipos > 0 ? (ipos + DEC_DIGITS - 1) / DEC_DIGITS : -((-ipos) / DEC_DIGITS);
    /* the first group holds decimal positions [ipos - lead*4, ipos - lead*4 + 4) */
    long first = ipos - lead * DEC_DIGITS;
    long lastpos = Max((long)ndec, ipos);
    int ngroups = (int)((lastpos - first + DEC_DIGITS - 1) / DEC_DIGITS);
    var_init(v, ngroups);
    for (int g = 0; g < ngroups; g++) {
        int val = 0;
        for (int k = 0; k < DEC_DIGITS; k++) {
            long pos = first + g * DEC_DIGITS + k;
            int d = (pos >= 0 && pos < ndec) ? dec[pos] : 0;
            val = val * 10 + d;
        }
        v->digits[g] = (int16)val;
    }
    v->weight = (int)lead - 1;
    v->dscale = dscale;
    v->sign = neg ? NUM_NEG : NUM_POS;
    var_strip(v);
    if (v->weight > 32767 || v->weight < -32767)
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("value overflows numeric format"));
    return true;
}

static char *var_to_cstring(const NumVar *v)
{
    if (v->sign == NUM_NAN)
        return pstrdup("NaN");
    if (v->sign == NUM_PINF)
        return pstrdup("Infinity");
    if (v->sign == NUM_NINF)
        return pstrdup("-Infinity");
    StringInfoData s;
    initStringInfo(&s);
    if (v->sign == NUM_NEG)
        appendStringInfoChar(&s, '-');
    if (v->weight < 0 || v->ndigits == 0)
        appendStringInfoChar(&s, '0');
    else {
        for (int w = v->weight; w >= 0; w--) {
            int d = var_digit_at(v, w);
            if (w == v->weight)
                appendStringInfo(&s, "%d", d);
            else
                appendStringInfo(&s, "%04d", d);
        }
    }
    if (v->dscale > 0) {
        appendStringInfoChar(&s, '.');
        int written = 0;
        for (int w = -1; written < v->dscale; w--) {
            char buf[8];
            snprintf(buf, sizeof(buf), "%04d", var_digit_at(v, w));
            for (int k = 0; k < DEC_DIGITS && written < v->dscale; k++, written++)
                appendStringInfoChar(&s, buf[k]);
        }
    }
    return s.data;
}

/* ---- typmod: numeric(p, s) ---- */

static int typmod_precision(int32 typmod) { return ((typmod - VARHDRSZ) >> 16) & 0xffff; }
static int typmod_scale(int32 typmod) { return (((typmod - VARHDRSZ) & 0x7ff) ^ 1024) - 1024; }

static void apply_typmod(NumVar *v, int32 typmod)
{
    if (typmod < VARHDRSZ)
        return;
    int precision = typmod_precision(typmod), scale = typmod_scale(typmod);
    if (v->sign == NUM_NAN)
        return;
    if (IS_SPECIAL(v))
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("numeric field overflow"),
                errdetail("A field with precision %d, scale %d cannot hold an infinite value.",
                          precision, scale));
    var_round_scale(v, scale);
    int maxdigits = precision - scale;
    if (v->ndigits > 0) {
        /* decimal digits before the point */
        int first = v->digits[0];
        int ddigits = (v->weight + 1) * DEC_DIGITS;
        if (v->weight >= 0) {
            if (first < 10)
                ddigits -= 3;
            else if (first < 100)
                ddigits -= 2;
            else if (first < 1000)
                ddigits -= 1;
        } else
            ddigits = 0;
        if (ddigits > maxdigits)
            ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                    errmsg("numeric field overflow"),
                    errdetail("A field with precision %d, scale %d must round to an absolute "
                              "value less than %s%d.",
                              precision, scale, maxdigits ? "10^" : "", maxdigits ? maxdigits : 1));
    }
    v->dscale = scale < 0 ? 0 : scale;
}

static int32 numeric_typmod_in(const int32 *mods, int nmods)
{
    int p, s = 0;
    if (nmods < 1 || nmods > 2)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("invalid NUMERIC type modifier"));
    p = mods[0];
    if (p < 1 || p > MAX_PRECISION)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("NUMERIC precision %d must be between 1 and %d", p, MAX_PRECISION));
    if (nmods == 2) {
        s = mods[1];
        if (s < -1000 || s > 1000)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("NUMERIC scale %d must be between %d and %d", s, -1000, 1000));
    }
    return ((p << 16) | (s & 0x7ff)) + VARHDRSZ;
}

static char *numeric_typmod_out(int32 typmod)
{
    if (typmod < VARHDRSZ)
        return pstrdup("");
    return psprintf("(%d,%d)", typmod_precision(typmod), typmod_scale(typmod));
}

/* ---- SQL-callable I/O ---- */

static Datum make_result(NumVar *v) { PG_RETURN_POINTER(var_to_numeric(v)); }

static Datum numeric_in(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    int32 typmod = PG_NARGS() > 2 ? PG_GETARG_INT32(2) : -1;
    NumVar v;
    if (!parse_numeric(s, &v))
        numeric_bad_input(s);
    apply_typmod(&v, typmod);
    return make_result(&v);
}

static Datum numeric_out(PG_FUNCTION_ARGS)
{
    NumVar v;
    var_from_numeric(ARG_NUM(0), &v);
    PG_RETURN_CSTRING(var_to_cstring(&v));
}

static Datum numeric_recv(PG_FUNCTION_ARGS)
{
    StringInfo buf = PG_GETARG_POINTER(0);
    int32 typmod = PG_NARGS() > 2 ? PG_GETARG_INT32(2) : -1;
    int ndigits = (uint16)types_recv_int16(buf);
    NumVar v;
    var_init(&v, ndigits);
    v.weight = types_recv_int16(buf);
    v.sign = (uint16)types_recv_int16(buf);
    if (v.sign != NUM_POS && v.sign != NUM_NEG && v.sign != NUM_NAN && v.sign != NUM_PINF &&
        v.sign != NUM_NINF)
        ereport(ERROR, errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                errmsg("invalid sign in external \"numeric\" value"));
    v.dscale = (uint16)types_recv_int16(buf);
    if (v.dscale > 0x3fff)
        ereport(ERROR, errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                errmsg("invalid scale in external \"numeric\" value"));
    for (int i = 0; i < ndigits; i++) {
        int d = types_recv_int16(buf);
        if (d < 0 || d >= NBASE)
            ereport(ERROR, errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                    errmsg("invalid digit in external \"numeric\" value"));
        v.digits[i] = (int16)d;
    }
    if (IS_SPECIAL(&v))
        v.ndigits = 0;
    /* as PG: honour the scale the sender gave, rounding any digits beyond it */
    if (!IS_SPECIAL(&v))
        var_round(&v, v.dscale);
    apply_typmod(&v, typmod);
    return make_result(&v);
}

static Datum numeric_send(PG_FUNCTION_ARGS)
{
    NumVar v;
    var_from_numeric(ARG_NUM(0), &v);
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int16(&buf, (int16)v.ndigits);
    types_send_int16(&buf, (int16)v.weight);
    types_send_int16(&buf, (int16)(uint16)v.sign);
    types_send_int16(&buf, (int16)v.dscale);
    for (int i = 0; i < v.ndigits; i++)
        types_send_int16(&buf, v.digits[i]);
    PG_RETURN_POINTER(types_send_finish(&buf));
}

/* numeric(numeric, typmod): the length coercion of numeric(p,s) columns */
static Datum numeric_typmod_cast(PG_FUNCTION_ARGS)
{
    NumVar v, c;
    var_from_numeric(ARG_NUM(0), &v);
    var_copy(&v, &c);
    apply_typmod(&c, PG_GETARG_INT32(1));
    return make_result(&c);
}

/* ---- comparison ---- */

static int var_cmp(const NumVar *a, const NumVar *b)
{
    /* NaN sorts above everything (and equals itself), then +Inf; -Inf below all */
    int ra = a->sign == NUM_NAN ? 3 : a->sign == NUM_PINF ? 2 : a->sign == NUM_NINF ? -2 : 0;
    int rb = b->sign == NUM_NAN ? 3 : b->sign == NUM_PINF ? 2 : b->sign == NUM_NINF ? -2 : 0;
    if (ra || rb)
        return ra < rb ? -1 : ra > rb;
    bool za = a->ndigits == 0, zb = b->ndigits == 0;
    int sa = za ? 0 : a->sign == NUM_NEG ? -1 : 1;
    int sb = zb ? 0 : b->sign == NUM_NEG ? -1 : 1;
    if (sa != sb)
        return sa < sb ? -1 : 1;
    int c = cmp_abs(a, b);
    return sa < 0 ? -c : c;
}

static int numeric_cmp_internal(Datum a, Datum b)
{
    NumVar x, y;
    var_from_numeric(DatumGetPointer(a), &x);
    var_from_numeric(DatumGetPointer(b), &y);
    return var_cmp(&x, &y);
}

#define NUM_CMP(name, op)                                                                        \
    static Datum name(PG_FUNCTION_ARGS)                                                          \
    {                                                                                            \
        PG_RETURN_BOOL(numeric_cmp_internal(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)) op 0);       \
    }
NUM_CMP(numeric_eq, ==)
NUM_CMP(numeric_ne, !=)
NUM_CMP(numeric_lt, <)
NUM_CMP(numeric_le, <=)
NUM_CMP(numeric_gt, >)
NUM_CMP(numeric_ge, >=)

static Datum numeric_cmp(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32(numeric_cmp_internal(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)));
}
static Datum numeric_larger(PG_FUNCTION_ARGS)
{
    return numeric_cmp_internal(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)) >= 0 ? PG_GETARG_DATUM(0)
                                                                              : PG_GETARG_DATUM(1);
}
static Datum numeric_smaller(PG_FUNCTION_ARGS)
{
    return numeric_cmp_internal(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)) <= 0 ? PG_GETARG_DATUM(0)
                                                                              : PG_GETARG_DATUM(1);
}

/* Equal values hash alike whatever their scale: only sign, weight and stripped digits count. */
static Datum hash_numeric(PG_FUNCTION_ARGS)
{
    NumVar v;
    var_from_numeric(ARG_NUM(0), &v);
    var_strip(&v);
    uint32 h = types_hash_uint64(((uint64)(uint16)v.sign << 32) | (uint32)(v.weight + 65536));
    if (v.ndigits)
        h ^= types_hash_bytes(v.digits, sizeof(int16) * (size_t)v.ndigits);
    PG_RETURN_INT32((int32)h);
}

/* ---- arithmetic ---- */

static bool is_inf(const NumVar *v) { return v->sign == NUM_PINF || v->sign == NUM_NINF; }
static int inf_sign(const NumVar *v) { return v->sign == NUM_PINF ? 1 : -1; }
static int var_signum(const NumVar *v)
{
    if (v->sign == NUM_PINF)
        return 1;
    if (v->sign == NUM_NINF)
        return -1;
    return v->ndigits == 0 ? 0 : v->sign == NUM_NEG ? -1 : 1;
}
static int special_of_sign(int s) { return s > 0 ? NUM_PINF : NUM_NINF; }

static pg_noreturn void num_div_zero(void)
{
    ereport(ERROR, errcode(ERRCODE_DIVISION_BY_ZERO), errmsg("division by zero"));
}

static void unpack2(FunctionCallInfo fcinfo, NumVar *a, NumVar *b)
{
    var_from_numeric(ARG_NUM(0), a);
    var_from_numeric(ARG_NUM(1), b);
}

static void check_result_range(const NumVar *v)
{
    if ((v->ndigits && (v->weight > MAX_WEIGHT || v->weight < -MAX_WEIGHT - 1)) ||
        v->dscale > MAX_DSCALE)
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("value overflows numeric format"));
}

static Datum numeric_add(PG_FUNCTION_ARGS)
{
    NumVar a, b, r;
    unpack2(fcinfo, &a, &b);
    if (IS_SPECIAL(&a) || IS_SPECIAL(&b)) {
        if (a.sign == NUM_NAN || b.sign == NUM_NAN)
            var_special(&r, NUM_NAN);
        else if (is_inf(&a) && is_inf(&b))
            var_special(&r, a.sign == b.sign ? a.sign : NUM_NAN);
        else
            var_special(&r, is_inf(&a) ? a.sign : b.sign);
        return make_result(&r);
    }
    var_add(&a, &b, &r);
    check_result_range(&r);
    return make_result(&r);
}

static Datum numeric_sub(PG_FUNCTION_ARGS)
{
    NumVar a, b, r;
    unpack2(fcinfo, &a, &b);
    if (IS_SPECIAL(&a) || IS_SPECIAL(&b)) {
        if (a.sign == NUM_NAN || b.sign == NUM_NAN)
            var_special(&r, NUM_NAN);
        else if (is_inf(&a) && is_inf(&b))
            var_special(&r, a.sign != b.sign ? a.sign : NUM_NAN);
        else if (is_inf(&a))
            var_special(&r, a.sign);
        else
            var_special(&r, b.sign == NUM_PINF ? NUM_NINF : NUM_PINF);
        return make_result(&r);
    }
    var_sub(&a, &b, &r);
    check_result_range(&r);
    return make_result(&r);
}

static Datum numeric_mul(PG_FUNCTION_ARGS)
{
    NumVar a, b, r;
    unpack2(fcinfo, &a, &b);
    if (IS_SPECIAL(&a) || IS_SPECIAL(&b)) {
        int s = var_signum(&a) * var_signum(&b);
        if (a.sign == NUM_NAN || b.sign == NUM_NAN || s == 0)
            var_special(&r, NUM_NAN);
        else
            var_special(&r, special_of_sign(s));
        return make_result(&r);
    }
    var_mul(&a, &b, &r);
    check_result_range(&r);
    return make_result(&r);
}

static Datum numeric_div(PG_FUNCTION_ARGS)
{
    NumVar a, b, r;
    unpack2(fcinfo, &a, &b);
    if (IS_SPECIAL(&a) || IS_SPECIAL(&b)) {
        if (a.sign == NUM_NAN || b.sign == NUM_NAN)
            var_special(&r, NUM_NAN);
        else if (is_inf(&a)) {
            if (is_inf(&b))
                var_special(&r, NUM_NAN);
            else if (b.ndigits == 0)
                num_div_zero();
            else
                var_special(&r, special_of_sign(inf_sign(&a) * var_signum(&b)));
        } else
            var_zero(&r, 0); /* finite / infinity */
        return make_result(&r);
    }
    if (b.ndigits == 0)
        num_div_zero();
    var_div(&a, &b, &r, select_div_scale(&a, &b), true);
    check_result_range(&r);
    return make_result(&r);
}

/* div(a, b): truncated integer quotient */
static Datum numeric_div_trunc(PG_FUNCTION_ARGS)
{
    NumVar a, b, r;
    unpack2(fcinfo, &a, &b);
    if (IS_SPECIAL(&a) || IS_SPECIAL(&b)) {
        if (a.sign == NUM_NAN || b.sign == NUM_NAN || (is_inf(&a) && is_inf(&b)))
            var_special(&r, NUM_NAN);
        else if (is_inf(&a)) {
            if (b.ndigits == 0)
                num_div_zero();
            var_special(&r, special_of_sign(inf_sign(&a) * var_signum(&b)));
        } else
            var_zero(&r, 0);
        return make_result(&r);
    }
    if (b.ndigits == 0)
        num_div_zero();
    var_div(&a, &b, &r, 0, false);
    return make_result(&r);
}

static void var_mod(const NumVar *a, const NumVar *b, NumVar *r)
{
    NumVar q, p;
    var_div(a, b, &q, 0, false);
    var_mul(&q, b, &p);
    var_sub(a, &p, r);
    r->dscale = Max(a->dscale, b->dscale);
}

static Datum numeric_mod(PG_FUNCTION_ARGS)
{
    NumVar a, b, r;
    unpack2(fcinfo, &a, &b);
    if (IS_SPECIAL(&a) || IS_SPECIAL(&b)) {
        if (a.sign == NUM_NAN || b.sign == NUM_NAN || is_inf(&a))
            var_special(&r, NUM_NAN);
        else /* finite % inf = the finite value */
            return PG_GETARG_DATUM(0);
        return make_result(&r);
    }
    if (b.ndigits == 0)
        num_div_zero();
    var_mod(&a, &b, &r);
    return make_result(&r);
}

static Datum numeric_uminus(PG_FUNCTION_ARGS)
{
    NumVar a, r;
    var_from_numeric(ARG_NUM(0), &a);
    var_copy(&a, &r);
    if (a.sign == NUM_PINF)
        r.sign = NUM_NINF;
    else if (a.sign == NUM_NINF)
        r.sign = NUM_PINF;
    else if (a.sign != NUM_NAN)
        var_negate(&r);
    return make_result(&r);
}

static Datum numeric_uplus(PG_FUNCTION_ARGS) { return PG_GETARG_DATUM(0); }

static Datum numeric_abs(PG_FUNCTION_ARGS)
{
    NumVar a, r;
    var_from_numeric(ARG_NUM(0), &a);
    var_copy(&a, &r);
    if (a.sign == NUM_NINF)
        r.sign = NUM_PINF;
    else if (a.sign == NUM_NEG)
        r.sign = NUM_POS;
    return make_result(&r);
}

static Datum numeric_sign(PG_FUNCTION_ARGS)
{
    NumVar a, r;
    var_from_numeric(ARG_NUM(0), &a);
    if (a.sign == NUM_NAN)
        return make_result(&a);
    int s = var_signum(&a);
    var_init(&r, 1);
    r.digits[0] = (int16)(s != 0);
    r.sign = s < 0 ? NUM_NEG : NUM_POS;
    return make_result(&r);
}

/* round/trunc to a scale; PG clamps the scale to [-1000, 1000] */
static Datum round_or_trunc(FunctionCallInfo fcinfo, bool round)
{
    NumVar a, r;
    var_from_numeric(ARG_NUM(0), &a);
    int scale = PG_NARGS() > 1 ? PG_GETARG_INT32(1) : 0;
    if (IS_SPECIAL(&a))
        return PG_GETARG_DATUM(0);
    scale = Max(-MAX_DSCALE, Min(MAX_DSCALE, scale));
    var_copy(&a, &r);
    if (scale >= 0) {
        if (round)
            var_round(&r, scale);
        else
            var_trunc(&r, scale);
        r.dscale = scale;
    } else if (round) {
        var_round_scale(&r, scale);
    } else {
        NumVar p, q;
        var_init(&p, 1);
        int ks = -scale;
        p.digits[0] = (int16)pow10_tab[ks % DEC_DIGITS];
        p.weight = ks / DEC_DIGITS;
        var_div(&a, &p, &q, 0, false);
        var_mul(&q, &p, &r);
        r.dscale = 0;
    }
    return make_result(&r);
}
static Datum numeric_round(PG_FUNCTION_ARGS) { return round_or_trunc(fcinfo, true); }
static Datum numeric_trunc(PG_FUNCTION_ARGS) { return round_or_trunc(fcinfo, false); }
static Datum sql_round(PG_FUNCTION_ARGS) { return round_or_trunc(fcinfo, true); }
static Datum sql_trunc(PG_FUNCTION_ARGS) { return round_or_trunc(fcinfo, false); }

static Datum ceil_floor(FunctionCallInfo fcinfo, bool ceil)
{
    NumVar a, r;
    var_from_numeric(ARG_NUM(0), &a);
    if (IS_SPECIAL(&a))
        return PG_GETARG_DATUM(0);
    var_copy(&a, &r);
    var_trunc(&r, 0);
    if (var_cmp(&r, &a) != 0 && ((a.sign == NUM_POS) == ceil)) {
        NumVar one, t;
        var_init(&one, 1);
        one.digits[0] = 1;
        one.sign = ceil ? NUM_POS : NUM_NEG;
        var_add(&r, &one, &t);
        r = t;
    }
    r.dscale = 0;
    return make_result(&r);
}
static Datum numeric_ceil(PG_FUNCTION_ARGS) { return ceil_floor(fcinfo, true); }
static Datum numeric_floor(PG_FUNCTION_ARGS) { return ceil_floor(fcinfo, false); }

static Datum numeric_sqrt(PG_FUNCTION_ARGS)
{
    NumVar a, r;
    var_from_numeric(ARG_NUM(0), &a);
    if (a.sign == NUM_NAN || a.sign == NUM_PINF)
        return PG_GETARG_DATUM(0);
    if (a.sign == NUM_NINF || (a.sign == NUM_NEG && a.ndigits > 0))
        ereport(ERROR, errcode(ERRCODE_INVALID_ARGUMENT_FOR_POWER_FUNCTION),
                errmsg("cannot take square root of a negative number"));
    /* PG: result scale gives at least 16 significant digits */
    int sweight = (a.weight + 1) * DEC_DIGITS / 2 - 1;
    int rscale = MIN_SIG_DIGITS - sweight;
    rscale = Max(rscale, a.dscale);
    rscale = Max(rscale, 0);
    rscale = Min(rscale, MAX_DISPLAY_SCALE);
    var_sqrt(&a, &r, rscale);
    return make_result(&r);
}

/* A long double approximation of v (used by the transcendental functions). */
static long double var_to_ldouble(const NumVar *v)
{
    long double r = 0;
    for (int i = 0; i < v->ndigits; i++)
        r += v->digits[i] * powl(NBASE, v->weight - i);
    return v->sign == NUM_NEG ? -r : r;
}

/* The NumVar of x with rscale decimal digits, via its decimal text. */
static void var_from_ldouble(long double x, int rscale, NumVar *r)
{
    char buf[4200];
    snprintf(buf, sizeof(buf), "%.*Lf", Min(rscale, 1000), x);
    if (!parse_numeric(buf, r))
        elog(ERROR, "could not convert %s to numeric", buf);
    var_round(r, rscale);
}

/*
 * PG's scale for transcendental results: 16 significant digits, from an estimate of the
 * result's decimal weight truncated toward zero ((int) cast, as PostgreSQL does).
 */
static int clamp_rscale(int rscale, const NumVar *a, const NumVar *b)
{
    rscale = Max(rscale, a ? a->dscale : 0);
    rscale = Max(rscale, b ? b->dscale : 0);
    rscale = Max(rscale, 0);
    return Min(rscale, MAX_DISPLAY_SCALE);
}
static int approx_rscale(long double result, const NumVar *a, const NumVar *b)
{
    int w = result != 0 ? (int)log10l(fabsl(result)) : 0;
    return clamp_rscale(MIN_SIG_DIGITS - w, a, b);
}
/* decimal weight estimate of ln(x) from its value: (int) log10(|ln x|) */
static int ln_dweight(long double lnx) { return lnx != 0 ? (int)log10l(fabsl(lnx)) : 0; }

static int var_dec_weight(const NumVar *v);
/* PG's estimate_ln_dweight: near 1, ln(x) ~ x - 1, so the weight of x - 1 itself */
static int est_ln_dweight(const NumVar *x)
{
    long double xd = var_to_ldouble(x);
    if (xd >= 0.9L && xd <= 1.1L) {
        NumVar one, d;
        var_init(&one, 1);
        one.digits[0] = 1;
        var_sub(x, &one, &d);
        return d.ndigits == 0 ? 0 : var_dec_weight(&d);
    }
    return ln_dweight(logl(xd));
}


static void var_from_int64(int64 x, NumVar *v);

/*
 * exp(x) to absolute scale s: halve x until |x| < 0.01, sum the Taylor series, square back.
 * The working scale adds guard digits for the result's size and for each squaring.
 */
static void var_exp_prec(const NumVar *x, int s, NumVar *out)
{
    long double xd = var_to_ldouble(x);
    int W = (int)(xd * 0.434294481903252L) + 1;
    int k = 0;
    while (fabsl(xd) > 0.01L && k < 62) {
        xd /= 2;
        k++;
    }
    int ws = s + Max(W, 0) + k + 10;
    NumVar a, p2;
    var_from_int64((int64)1 << k, &p2);
    var_div(x, &p2, &a, ws, true);
    NumVar sum, term;
    var_init(&sum, 1);
    sum.digits[0] = 1;
    var_init(&term, 1);
    term.digits[0] = 1;
    for (int i = 1; i < 10000; i++) {
        NumVar t1, t2, iv, ns;
        var_mul(&term, &a, &t1);
        var_round(&t1, ws);
        var_from_int64(i, &iv);
        var_div(&t1, &iv, &t2, ws, true);
        if (t2.ndigits == 0)
            break;
        var_add(&sum, &t2, &ns);
        sum = ns;
        term = t2;
    }
    for (int j = 0; j < k; j++) {
        NumVar sq;
        var_mul(&sum, &sum, &sq);
        var_round(&sq, ws);
        sum = sq;
    }
    *out = sum;
}

/* decimal weight of a positive value: floor(log10(v)) */
static int var_dec_weight(const NumVar *v)
{
    if (v->ndigits == 0)
        return 0;
    int d = v->digits[0], w = v->weight * DEC_DIGITS;
    while (d >= 10) {
        d /= 10;
        w++;
    }
    return w;
}

/* ln(x), x > 0, to absolute scale s: Newton's iteration on exp from a long double start. */
static void var_ln_prec(const NumVar *x, int s, NumVar *out)
{
    NumVar y, one;
    var_from_ldouble(logl(var_to_ldouble(x)), 18, &y);
    var_init(&one, 1);
    one.digits[0] = 1;
    int wx = var_dec_weight(x);
    for (int it = 0; it < 30; it++) {
        NumVar e, q, d, ny;
        var_exp_prec(&y, s + 5 - Min(wx, 0), &e);
        var_div(x, &e, &q, s + 5, true);
        var_sub(&q, &one, &d);
        var_add(&y, &d, &ny);
        var_round(&ny, s + 5);
        y = ny;
        if (d.ndigits == 0 || var_dec_weight(&d) < -(s + 3))
            break;
    }
    *out = y;
}

static Datum numeric_exp(PG_FUNCTION_ARGS)
{
    NumVar a, r;
    var_from_numeric(ARG_NUM(0), &a);
    if (a.sign == NUM_NAN || a.sign == NUM_PINF)
        return PG_GETARG_DATUM(0);
    if (a.sign == NUM_NINF) {
        var_zero(&r, 0);
        return make_result(&r);
    }
    long double x = var_to_ldouble(&a);
    long double y = expl(x);
    if (isinf(y) || x > 6000)
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("value overflows numeric format"));
    /* PG: rscale = 16 - (weight of result estimate), at least the argument's scale */
    int w = (int)(x * 0.434294481903252L);
    int rscale = clamp_rscale(MIN_SIG_DIGITS - w, &a, NULL);
    (void)y;
    var_exp_prec(&a, rscale + 5, &r);
    var_round(&r, rscale);
    return make_result(&r);
}

static void check_ln_arg(const NumVar *a)
{
    if (a->ndigits == 0 && !IS_SPECIAL(a))
        ereport(ERROR, errcode(ERRCODE_INVALID_ARGUMENT_FOR_LOGARITHM),
                errmsg("cannot take logarithm of zero"));
    if (a->sign == NUM_NEG || a->sign == NUM_NINF)
        ereport(ERROR, errcode(ERRCODE_INVALID_ARGUMENT_FOR_LOGARITHM),
                errmsg("cannot take logarithm of a negative number"));
}

static Datum numeric_ln(PG_FUNCTION_ARGS)
{
    NumVar a, r;
    var_from_numeric(ARG_NUM(0), &a);
    if (a.sign == NUM_NAN || a.sign == NUM_PINF)
        return PG_GETARG_DATUM(0);
    check_ln_arg(&a);
    long double y = logl(var_to_ldouble(&a));
    int rscale = clamp_rscale(MIN_SIG_DIGITS - est_ln_dweight(&a), &a, NULL);
    (void)y;
    var_ln_prec(&a, rscale + 5, &r);
    var_round(&r, rscale);
    return make_result(&r);
}

static Datum numeric_log(PG_FUNCTION_ARGS) /* log(base, x) */
{
    NumVar b, x, r;
    unpack2(fcinfo, &b, &x);
    if (b.sign == NUM_NAN || x.sign == NUM_NAN) {
        var_special(&r, NUM_NAN);
        return make_result(&r);
    }
    check_ln_arg(&b);
    check_ln_arg(&x);
    long double lb = logl(var_to_ldouble(&b)), lx = logl(var_to_ldouble(&x));
    if (lb == 0)
        num_div_zero();
    int rscale = clamp_rscale(MIN_SIG_DIGITS - (est_ln_dweight(&x) - est_ln_dweight(&b)), &b, &x);
    /* enough digits in both logarithms for their quotient to be right at rscale */
    int guard = 10 + Max(0, -(int)floorl(log10l(fabsl(lb)))) + Max(0, (int)log10l(fabsl(lx / lb)));
    NumVar lnb, lnx;
    var_ln_prec(&b, rscale + guard, &lnb);
    var_ln_prec(&x, rscale + guard, &lnx);
    var_div(&lnx, &lnb, &r, rscale, true);
    return make_result(&r);
}

static Datum sql_log(PG_FUNCTION_ARGS) /* log(x): base 10 */
{
    NumVar x, r;
    var_from_numeric(ARG_NUM(0), &x);
    if (x.sign == NUM_NAN || x.sign == NUM_PINF)
        return PG_GETARG_DATUM(0);
    check_ln_arg(&x);
    long double lx = logl(var_to_ldouble(&x));
    int rscale = clamp_rscale(MIN_SIG_DIGITS - (est_ln_dweight(&x) - ln_dweight(logl(10.0L))), NULL, &x);
    int guard = 10 + Max(0, (int)log10l(fabsl(lx)));
    NumVar ten, ln10, lnx;
    var_from_int64(10, &ten);
    var_ln_prec(&ten, rscale + guard, &ln10);
    var_ln_prec(&x, rscale + guard, &lnx);
    var_div(&lnx, &ln10, &r, rscale, true);
    return make_result(&r);
}

/* Is v an integer that fits in int64? */
static bool var_to_int64_exact(const NumVar *v, int64 *out)
{
    if (IS_SPECIAL(v))
        return false;
    if (v->ndigits > v->weight + 1 && v->ndigits > 0)
        return false; /* has a fraction */
    __int128 acc = 0;
    for (int w = v->weight; w >= 0; w--) {
        acc = acc * NBASE + var_digit_at(v, w);
        if (acc > (__int128)INT64_MAX + 1)
            return false;
    }
    if (v->sign == NUM_NEG)
        acc = -acc;
    if (acc > INT64_MAX || acc < INT64_MIN)
        return false;
    *out = (int64)acc;
    return true;
}

static void var_from_int64(int64 x, NumVar *v)
{
    var_init(v, 6);
    uint64 u = x < 0 ? (uint64)0 - (uint64)x : (uint64)x;
    int i = 5;
    while (u) {
        v->digits[i--] = (int16)(u % NBASE);
        u /= NBASE;
    }
    v->weight = 5; /* digits[0..5] hold weights 5..0 */
    v->sign = x < 0 ? NUM_NEG : NUM_POS;
    var_strip(v);
}

static Datum numeric_power(PG_FUNCTION_ARGS)
{
    NumVar a, b, r;
    unpack2(fcinfo, &a, &b);
    if (a.sign == NUM_NAN || b.sign == NUM_NAN) {
        /* 1 ^ NaN = 1, NaN ^ 0 = 1 */
        if ((a.sign != NUM_NAN && a.ndigits == 1 && a.weight == 0 && a.digits[0] == 1 &&
             a.sign == NUM_POS) ||
            (b.sign != NUM_NAN && b.ndigits == 0 && !IS_SPECIAL(&b))) {
            var_init(&r, 1);
            r.digits[0] = 1;
            return make_result(&r);
        }
        var_special(&r, NUM_NAN);
        return make_result(&r);
    }
    if (IS_SPECIAL(&a) || IS_SPECIAL(&b)) {
        long double x = a.sign == NUM_PINF ? INFINITY : a.sign == NUM_NINF ? -INFINITY : var_to_ldouble(&a);
        long double y = b.sign == NUM_PINF ? INFINITY : b.sign == NUM_NINF ? -INFINITY : var_to_ldouble(&b);
        if (x == 0 && y < 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_ARGUMENT_FOR_POWER_FUNCTION),
                    errmsg("zero raised to a negative power is undefined"));
        long double z = powl(x, y);
        if (isinf(z))
            var_special(&r, z > 0 ? NUM_PINF : NUM_NINF);
        else if (z == 1) {
            var_init(&r, 1);
            r.digits[0] = 1;
        } else
            var_zero(&r, 0);
        return make_result(&r);
    }
    if (a.ndigits == 0 && b.sign == NUM_NEG && b.ndigits)
        ereport(ERROR, errcode(ERRCODE_INVALID_ARGUMENT_FOR_POWER_FUNCTION),
                errmsg("zero raised to a negative power is undefined"));
    int64 n;
    bool int_exp = var_to_int64_exact(&b, &n);
    if (a.sign == NUM_NEG && a.ndigits && !int_exp)
        ereport(ERROR, errcode(ERRCODE_INVALID_ARGUMENT_FOR_POWER_FUNCTION),
                errmsg("a negative number raised to a non-integer power yields a complex result"));
    if (int_exp && n > -100000 && n < 100000) {
        /* exact power by squaring, then PG's rscale: 16 digits at least, base's scale */
        int rscale = Max(MIN_SIG_DIGITS, a.dscale);
        if (n == 0) {
            var_init(&r, 1);
            r.digits[0] = 1;
            r.dscale = rscale;
            return make_result(&r);
        }
        uint64 e = n < 0 ? (uint64)(-n) : (uint64)n;
        NumVar acc, base;
        var_init(&acc, 1);
        acc.digits[0] = 1;
        var_copy(&a, &base);
        base.dscale = 0;
        while (e) {
            if (e & 1)
                var_mul(&acc, &base, &acc);
            e >>= 1;
            if (e)
                var_mul(&base, &base, &base);
            check_result_range(&acc);
        }
        acc.dscale = 0;
        if (n < 0) {
            NumVar one;
            var_init(&one, 1);
            one.digits[0] = 1;
            var_div(&one, &acc, &r, rscale, true);
        } else {
            r = acc;
            var_round(&r, rscale);
        }
        return make_result(&r);
    }
    long double z = powl(var_to_ldouble(&a), var_to_ldouble(&b));
    if (isinf(z) || fabsl(log10l(z)) > 130000)
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("value overflows numeric format"));
    /* a^b = exp(b * ln a), with ln a precise enough for the result's significant digits */
    int rscale = approx_rscale(z, &a, &b);
    int wz = z != 0 ? (int)log10l(z) : 0;
    long double lb = fabsl(var_to_ldouble(&b));
    int s_ln = rscale + Max(wz, 0) + Max(0, lb > 1 ? (int)log10l(lb) + 1 : 0) + 10;
    NumVar lna, t;
    var_ln_prec(&a, s_ln, &lna);
    var_mul(&b, &lna, &t);
    var_round(&t, s_ln);
    var_exp_prec(&t, rscale + 5, &r);
    var_round(&r, rscale);
    return make_result(&r);
}

static Datum numeric_scale(PG_FUNCTION_ARGS)
{
    NumVar a;
    var_from_numeric(ARG_NUM(0), &a);
    if (IS_SPECIAL(&a))
        PG_RETURN_NULL();
    PG_RETURN_INT32(a.dscale);
}

static int var_min_scale(const NumVar *v)
{
    if (v->ndigits == 0 || v->weight >= v->ndigits - 1)
        return 0;
    int last = v->digits[v->ndigits - 1];
    int s = (v->ndigits - 1 - v->weight) * DEC_DIGITS;
    while (last % 10 == 0) {
        last /= 10;
        s--;
    }
    return s;
}

static Datum numeric_min_scale(PG_FUNCTION_ARGS)
{
    NumVar a;
    var_from_numeric(ARG_NUM(0), &a);
    if (IS_SPECIAL(&a))
        PG_RETURN_NULL();
    PG_RETURN_INT32(var_min_scale(&a));
}

static Datum numeric_trim_scale(PG_FUNCTION_ARGS)
{
    NumVar a, r;
    var_from_numeric(ARG_NUM(0), &a);
    var_copy(&a, &r);
    if (!IS_SPECIAL(&a))
        r.dscale = var_min_scale(&a);
    return make_result(&r);
}

static Datum numeric_gcd_lcm(FunctionCallInfo fcinfo, bool lcm)
{
    NumVar a, b, r;
    unpack2(fcinfo, &a, &b);
    if (IS_SPECIAL(&a) || IS_SPECIAL(&b)) {
        var_special(&r, NUM_NAN);
        return make_result(&r);
    }
    int rscale = Max(a.dscale, b.dscale);
    NumVar x, y;
    var_copy(&a, &x);
    var_copy(&b, &y);
    x.sign = y.sign = NUM_POS;
    NumVar ox = x, oy = y;
    while (y.ndigits > 0) {
        NumVar t;
        var_mod(&x, &y, &t);
        x = y;
        y = t;
    }
    if (lcm) {
        if (ox.ndigits == 0 || oy.ndigits == 0)
            var_zero(&r, rscale);
        else {
            NumVar q;
            var_div(&ox, &x, &q, 0, false);
            var_mul(&q, &oy, &r);
        }
    } else
        r = x;
    r.sign = NUM_POS;
    r.dscale = rscale;
    return make_result(&r);
}
static Datum numeric_gcd(PG_FUNCTION_ARGS) { return numeric_gcd_lcm(fcinfo, false); }
static Datum numeric_lcm(PG_FUNCTION_ARGS) { return numeric_gcd_lcm(fcinfo, true); }

static Datum numeric_fac(PG_FUNCTION_ARGS)
{
    int64 n = PG_GETARG_INT64(0);
    NumVar r;
    if (n < 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("factorial of a negative number is undefined"));
    if (n > 32177)
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("value overflows numeric format"));
    var_init(&r, 1);
    r.digits[0] = 1;
    for (int64 i = 2; i <= n; i++) {
        NumVar f;
        var_from_int64(i, &f);
        var_mul(&r, &f, &r);
    }
    return make_result(&r);
}

static Datum numeric_inc(PG_FUNCTION_ARGS)
{
    NumVar a, one, r;
    var_from_numeric(ARG_NUM(0), &a);
    if (IS_SPECIAL(&a))
        return PG_GETARG_DATUM(0);
    var_init(&one, 1);
    one.digits[0] = 1;
    var_add(&a, &one, &r);
    return make_result(&r);
}

static Datum width_bucket_numeric(PG_FUNCTION_ARGS)
{
    NumVar op, lo, hi;
    var_from_numeric(ARG_NUM(0), &op);
    var_from_numeric(ARG_NUM(1), &lo);
    var_from_numeric(ARG_NUM(2), &hi);
    int32 count = PG_GETARG_INT32(3);
    if (count <= 0)
        ereport(ERROR, errcode("2201G"), errmsg("count must be greater than zero"));
    if (IS_SPECIAL(&op) || IS_SPECIAL(&lo) || IS_SPECIAL(&hi)) {
        if (op.sign == NUM_NAN || lo.sign == NUM_NAN || hi.sign == NUM_NAN)
            ereport(ERROR, errcode("2201G"),
                    errmsg("operand, lower bound, and upper bound cannot be NaN"));
        ereport(ERROR, errcode("2201G"), errmsg("lower and upper bounds must be finite"));
    }
    int c = var_cmp(&lo, &hi);
    if (c == 0)
        ereport(ERROR, errcode("2201G"), errmsg("lower bound cannot equal upper bound"));
    bool asc = c < 0;
    if (asc ? var_cmp(&op, &lo) < 0 : var_cmp(&op, &lo) > 0)
        PG_RETURN_INT32(0);
    if (asc ? var_cmp(&op, &hi) >= 0 : var_cmp(&op, &hi) <= 0) {
        if (count == INT32_MAX)
            types_out_of_range("integer");
        PG_RETURN_INT32(count + 1);
    }
    /* bucket = floor((op - lo) * count / (hi - lo)) + 1 */
    NumVar num, den, cnt, prod, q;
    var_sub(&op, &lo, &num);
    var_sub(&hi, &lo, &den);
    var_from_int64(count, &cnt);
    var_mul(&num, &cnt, &prod);
    var_div(&prod, &den, &q, 0, false);
    int64 b;
    var_to_int64_exact(&q, &b);
    PG_RETURN_INT32((int32)(b + 1));
}

/* ---- casts ---- */

static Datum int4_numeric(PG_FUNCTION_ARGS)
{
    NumVar v;
    var_from_int64(PG_GETARG_INT32(0), &v);
    return make_result(&v);
}
static Datum int8_numeric(PG_FUNCTION_ARGS)
{
    NumVar v;
    var_from_int64(PG_GETARG_INT64(0), &v);
    return make_result(&v);
}
static Datum int2_numeric(PG_FUNCTION_ARGS)
{
    NumVar v;
    var_from_int64(PG_GETARG_INT16(0), &v);
    return make_result(&v);
}

static int64 numeric_to_int_checked(FunctionCallInfo fcinfo, int64 min, int64 max, const char *what)
{
    NumVar a, r;
    var_from_numeric(ARG_NUM(0), &a);
    if (a.sign == NUM_NAN)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot convert NaN to %s", what));
    if (IS_SPECIAL(&a))
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot convert infinity to %s", what));
    var_copy(&a, &r);
    var_round(&r, 0);
    int64 v;
    if (!var_to_int64_exact(&r, &v) || v < min || v > max)
        types_out_of_range(what);
    return v;
}
static Datum numeric_int4(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32((int32)numeric_to_int_checked(fcinfo, INT32_MIN, INT32_MAX, "integer"));
}
static Datum numeric_int8(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT64(numeric_to_int_checked(fcinfo, INT64_MIN, INT64_MAX, "bigint"));
}
static Datum numeric_int2(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT16((int16)numeric_to_int_checked(fcinfo, INT16_MIN, INT16_MAX, "smallint"));
}

static Datum numeric_from_float_text(double d, const char *text)
{
    NumVar v;
    if (isnan(d))
        var_special(&v, NUM_NAN);
    else if (isinf(d))
        var_special(&v, d > 0 ? NUM_PINF : NUM_NINF);
    else if (!parse_numeric(text, &v))
        elog(ERROR, "could not convert \"%s\" to numeric", text);
    return make_result(&v);
}
static Datum float8_numeric(PG_FUNCTION_ARGS)
{
    double d = PG_GETARG_FLOAT8(0);
    /* PG converts with DBL_DIG (15) significant digits, not the shortest form */
    char buf[64];
    snprintf(buf, sizeof(buf), "%.15g", d);
    return numeric_from_float_text(d, buf);
}
static Datum float4_numeric(PG_FUNCTION_ARGS)
{
    float f = PG_GETARG_FLOAT4(0);
    char buf[64];
    snprintf(buf, sizeof(buf), "%.6g", (double)f);
    return numeric_from_float_text(f, buf);
}
static Datum numeric_float8(PG_FUNCTION_ARGS)
{
    NumVar a;
    var_from_numeric(ARG_NUM(0), &a);
    if (a.sign == NUM_NAN)
        PG_RETURN_FLOAT8(NAN);
    if (is_inf(&a))
        PG_RETURN_FLOAT8(a.sign == NUM_PINF ? INFINITY : -INFINITY);
    char *s = var_to_cstring(&a);
    PG_RETURN_FLOAT8(types_float8_from_cstring(s, "double precision", s));
}
static Datum numeric_float4(PG_FUNCTION_ARGS)
{
    NumVar a;
    var_from_numeric(ARG_NUM(0), &a);
    if (a.sign == NUM_NAN)
        PG_RETURN_FLOAT4(NAN);
    if (is_inf(&a))
        PG_RETURN_FLOAT4(a.sign == NUM_PINF ? INFINITY : -INFINITY);
    char *s = var_to_cstring(&a);
    float f = strtof(s, NULL);
    if (isinf(f))
        ereport(ERROR, errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                errmsg("\"%s\" is out of range for type real", s));
    PG_RETURN_FLOAT4(f);
}

/* ---- helpers for other families (aggregates) ---- */

Datum types_numeric_from_int64(int64 v)
{
    NumVar n;
    var_from_int64(v, &n);
    return PointerGetDatum(var_to_numeric(&n));
}

Datum types_numeric_from_int128(__int128 v)
{
    NumVar n;
    var_init(&n, 12);
    unsigned __int128 u = v < 0 ? (unsigned __int128)0 - (unsigned __int128)v : (unsigned __int128)v;
    for (int i = 11; i >= 0 && u; i--) {
        n.digits[i] = (int16)(u % NBASE);
        u /= NBASE;
    }
    n.weight = 11;
    n.sign = v < 0 ? NUM_NEG : NUM_POS;
    return PointerGetDatum(var_to_numeric(&n));
}

__int128 types_pow10_int128(int k)
{
    static const uint64 p10[20] = {1ULL, 10ULL, 100ULL, 1000ULL, 10000ULL, 100000ULL, 1000000ULL,
                                   10000000ULL, 100000000ULL, 1000000000ULL, 10000000000ULL,
                                   100000000000ULL, 1000000000000ULL, 10000000000000ULL,
                                   100000000000000ULL, 1000000000000000ULL,
                                   10000000000000000ULL, 100000000000000000ULL,
                                   1000000000000000000ULL, 10000000000000000000ULL};
    Assert(k >= 0 && k <= 38);
    return k < 20 ? (__int128)p10[k] : (__int128)p10[19] * p10[k - 19];
}

bool types_numeric_to_scaled_int128(Datum d, int scale, __int128 *out)
{
    const struct NumericData *n = (const struct NumericData *)DatumGetPointer(d);
    if ((n->sign != NUM_POS && n->sign != NUM_NEG) || n->dscale > scale ||
        scale > NUMERIC_SCALED_MAX_DIGITS)
        return false;
    int nd = NUMERIC_NDIGITS(n);
    __int128 acc = 0, limit = types_pow10_int128(NUMERIC_SCALED_MAX_DIGITS);
    for (int i = 0; i < nd; i++) {
        int e = DEC_DIGITS * (n->weight - i) + scale; /* this digit's power of ten */
        int digit = n->digits[i];
        if (digit == 0)
            continue;
        if (e < 0) {
            /* digits past dscale are zero, so what is left of this one divides exactly */
            acc += digit / pow10_tab[-e];
        } else {
            if (e >= NUMERIC_SCALED_MAX_DIGITS)
                return false;
            acc += (__int128)digit * types_pow10_int128(e);
        }
        if (acc >= limit)
            return false;
    }
    *out = n->sign == NUM_NEG ? -acc : acc;
    return true;
}

Datum types_numeric_from_scaled_int128(__int128 v, int scale)
{
    Datum whole = types_numeric_from_int128(v);
    if (scale == 0)
        return whole;
    return types_numeric_div_scale(whole, types_numeric_from_int128(types_pow10_int128(scale)), scale);
}

Datum types_numeric_from_cstring(const char *s)
{
    NumVar v;
    if (!parse_numeric(s, &v))
        numeric_bad_input(s);
    return PointerGetDatum(var_to_numeric(&v));
}

char *types_numeric_to_cstring(Datum n)
{
    NumVar v;
    var_from_numeric(DatumGetPointer(n), &v);
    return var_to_cstring(&v);
}

static Datum call2(PGFunction fn, Datum a, Datum b) { return DirectFunctionCall2(fn, a, b); }
Datum types_numeric_add(Datum a, Datum b) { return call2(numeric_add, a, b); }
Datum types_numeric_sub(Datum a, Datum b) { return call2(numeric_sub, a, b); }
Datum types_numeric_mul(Datum a, Datum b) { return call2(numeric_mul, a, b); }
Datum types_numeric_div(Datum a, Datum b) { return call2(numeric_div, a, b); }
Datum types_numeric_sqrt(Datum a) { return DirectFunctionCall1(numeric_sqrt, a); }
bool types_numeric_is_nan(Datum n) { return ((Numeric)DatumGetPointer(n))->sign == NUM_NAN; }
int types_numeric_sign(Datum n)
{
    NumVar v;
    var_from_numeric(DatumGetPointer(n), &v);
    return v.sign == NUM_NAN ? 2 : var_signum(&v);
}
bool types_numeric_is_special(Datum n) { return IS_SPECIAL((Numeric)DatumGetPointer(n)); }
double types_numeric_to_double(Datum n)
{
    return DatumGetFloat8(DirectFunctionCall1(numeric_float8, n));
}
Datum types_numeric_special(int which) /* 0 NaN, 1 +Inf, -1 -Inf */
{
    NumVar v;
    var_special(&v, which == 0 ? NUM_NAN : which > 0 ? NUM_PINF : NUM_NINF);
    return PointerGetDatum(var_to_numeric(&v));
}
/* a / b with an explicit result scale (variance and friends use this) */
Datum types_numeric_div_scale(Datum a, Datum b, int rscale)
{
    NumVar x, y, r;
    var_from_numeric(DatumGetPointer(a), &x);
    var_from_numeric(DatumGetPointer(b), &y);
    if (y.ndigits == 0)
        num_div_zero();
    var_div(&x, &y, &r, rscale, true);
    return PointerGetDatum(var_to_numeric(&r));
}
int types_numeric_dscale(Datum n) { return ((Numeric)DatumGetPointer(n))->dscale; }
Datum types_numeric_sqrt_scale(Datum a, int rscale)
{
    NumVar x, r;
    var_from_numeric(DatumGetPointer(a), &x);
    var_sqrt(&x, &r, rscale);
    return PointerGetDatum(var_to_numeric(&r));
}
Datum types_numeric_round(Datum a, int rscale)
{
    NumVar x, r;
    var_from_numeric(DatumGetPointer(a), &x);
    var_copy(&x, &r);
    var_round(&r, rscale);
    return PointerGetDatum(var_to_numeric(&r));
}

/* ---- catalog rows ---- */

static const TypeInfo numeric_types[] = {
    {NUMERICOID, "numeric", -1, false, 'i', TYPCATEGORY_NUMERIC, false, 0, 1231, numeric_in,
     numeric_out, numeric_recv, numeric_send, numeric_typmod_in, numeric_typmod_out},
};

static const TypeSupport numeric_support[] = {
    {NUMERICOID, 1769, 432, 1752, 1754},
};

static const ProcInfo numeric_procs[] = {
    {432, "hash_numeric", 'f', 'i', true, false, 1, INT4OID, {NUMERICOID}, 0, hash_numeric},
    {1376, "factorial", 'f', 'i', true, false, 1, NUMERICOID, {INT8OID}, 0, numeric_fac},
    {1701, "numeric_in", 'f', 'i', true, false, 3, NUMERICOID, {CSTRINGOID, OIDOID, INT4OID}, 0, numeric_in},
    {1702, "numeric_out", 'f', 'i', true, false, 1, CSTRINGOID, {NUMERICOID}, 0, numeric_out},
    {1703, "numeric", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, INT4OID}, 0, numeric_typmod_cast},
    {1704, "numeric_abs", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_abs},
    {1705, "abs", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_abs},
    {1706, "sign", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_sign},
    {1707, "round", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, INT4OID}, 0, numeric_round},
    {1708, "round", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, sql_round},
    {1709, "trunc", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, INT4OID}, 0, numeric_trunc},
    {1710, "trunc", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, sql_trunc},
    {1711, "ceil", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_ceil},
    {1712, "floor", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_floor},
    {1718, "numeric_eq", 'f', 'i', true, false, 2, BOOLOID, {NUMERICOID, NUMERICOID}, 0, numeric_eq},
    {1719, "numeric_ne", 'f', 'i', true, false, 2, BOOLOID, {NUMERICOID, NUMERICOID}, 0, numeric_ne},
    {1720, "numeric_gt", 'f', 'i', true, false, 2, BOOLOID, {NUMERICOID, NUMERICOID}, 0, numeric_gt},
    {1721, "numeric_ge", 'f', 'i', true, false, 2, BOOLOID, {NUMERICOID, NUMERICOID}, 0, numeric_ge},
    {1722, "numeric_lt", 'f', 'i', true, false, 2, BOOLOID, {NUMERICOID, NUMERICOID}, 0, numeric_lt},
    {1723, "numeric_le", 'f', 'i', true, false, 2, BOOLOID, {NUMERICOID, NUMERICOID}, 0, numeric_le},
    {1724, "numeric_add", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_add},
    {1725, "numeric_sub", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_sub},
    {1726, "numeric_mul", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_mul},
    {1727, "numeric_div", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_div},
    {1728, "mod", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_mod},
    {1729, "numeric_mod", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_mod},
    {1730, "sqrt", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_sqrt},
    {1732, "exp", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_exp},
    {1734, "ln", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_ln},
    {1736, "log", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_log},
    {1738, "pow", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_power},
    {1739, "numeric_power", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_power},
    {1740, "numeric", 'f', 'i', true, false, 1, NUMERICOID, {INT4OID}, 0, int4_numeric},
    {1741, "log", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, sql_log},
    {1742, "numeric", 'f', 'i', true, false, 1, NUMERICOID, {FLOAT4OID}, 0, float4_numeric},
    {1743, "numeric", 'f', 'i', true, false, 1, NUMERICOID, {FLOAT8OID}, 0, float8_numeric},
    {1744, "int4", 'f', 'i', true, false, 1, INT4OID, {NUMERICOID}, 0, numeric_int4},
    {1745, "float4", 'f', 'i', true, false, 1, FLOAT4OID, {NUMERICOID}, 0, numeric_float4},
    {1746, "float8", 'f', 'i', true, false, 1, FLOAT8OID, {NUMERICOID}, 0, numeric_float8},
    {1764, "numeric_inc", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_inc},
    {1766, "numeric_smaller", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_smaller},
    {1767, "numeric_larger", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_larger},
    {1769, "numeric_cmp", 'f', 'i', true, false, 2, INT4OID, {NUMERICOID, NUMERICOID}, 0, numeric_cmp},
    {1771, "numeric_uminus", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_uminus},
    {1779, "int8", 'f', 'i', true, false, 1, INT8OID, {NUMERICOID}, 0, numeric_int8},
    {1781, "numeric", 'f', 'i', true, false, 1, NUMERICOID, {INT8OID}, 0, int8_numeric},
    {1782, "numeric", 'f', 'i', true, false, 1, NUMERICOID, {INT2OID}, 0, int2_numeric},
    {1783, "int2", 'f', 'i', true, false, 1, INT2OID, {NUMERICOID}, 0, numeric_int2},
    {1915, "numeric_uplus", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_uplus},
    {1973, "div", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_div_trunc},
    {2167, "ceiling", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_ceil},
    {2169, "power", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_power},
    {2170, "width_bucket", 'f', 'i', true, false, 4, INT4OID, {NUMERICOID, NUMERICOID, NUMERICOID, INT4OID}, 0, width_bucket_numeric},
    {2460, "numeric_recv", 'f', 'i', true, false, 3, NUMERICOID, {INTERNALOID, OIDOID, INT4OID}, 0, numeric_recv},
    {2461, "numeric_send", 'f', 'i', true, false, 1, BYTEAOID, {NUMERICOID}, 0, numeric_send},
    {3281, "scale", 'f', 'i', true, false, 1, INT4OID, {NUMERICOID}, 0, numeric_scale},
    {5042, "min_scale", 'f', 'i', true, false, 1, INT4OID, {NUMERICOID}, 0, numeric_min_scale},
    {5043, "trim_scale", 'f', 'i', true, false, 1, NUMERICOID, {NUMERICOID}, 0, numeric_trim_scale},
    {5048, "gcd", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_gcd},
    {5049, "lcm", 'f', 'i', true, false, 2, NUMERICOID, {NUMERICOID, NUMERICOID}, 0, numeric_lcm},
};

static const OperInfo numeric_opers[] = {
    {1038, "^", 'b', NUMERICOID, NUMERICOID, NUMERICOID, 1739, 0, 0},
    {1751, "-", 'l', 0, NUMERICOID, NUMERICOID, 1771, 0, 0},
    {1752, "=", 'b', NUMERICOID, NUMERICOID, BOOLOID, 1718, 1752, 1753},
    {1753, "<>", 'b', NUMERICOID, NUMERICOID, BOOLOID, 1719, 1753, 1752},
    {1754, "<", 'b', NUMERICOID, NUMERICOID, BOOLOID, 1722, 1756, 1757},
    {1755, "<=", 'b', NUMERICOID, NUMERICOID, BOOLOID, 1723, 1757, 1756},
    {1756, ">", 'b', NUMERICOID, NUMERICOID, BOOLOID, 1720, 1754, 1755},
    {1757, ">=", 'b', NUMERICOID, NUMERICOID, BOOLOID, 1721, 1755, 1754},
    {1758, "+", 'b', NUMERICOID, NUMERICOID, NUMERICOID, 1724, 1758, 0},
    {1759, "-", 'b', NUMERICOID, NUMERICOID, NUMERICOID, 1725, 0, 0},
    {1760, "*", 'b', NUMERICOID, NUMERICOID, NUMERICOID, 1726, 1760, 0},
    {1761, "/", 'b', NUMERICOID, NUMERICOID, NUMERICOID, 1727, 0, 0},
    {1762, "%", 'b', NUMERICOID, NUMERICOID, NUMERICOID, 1729, 0, 0},
    {1763, "@", 'l', 0, NUMERICOID, NUMERICOID, 1704, 0, 0},
    {1921, "+", 'l', 0, NUMERICOID, NUMERICOID, 1915, 0, 0},
};

static const CastInfo numeric_casts[] = {
    {INT8OID, NUMERICOID, 1781, 'i', 'f'},
    {INT2OID, NUMERICOID, 1782, 'i', 'f'},
    {INT4OID, NUMERICOID, 1740, 'i', 'f'},
    {FLOAT4OID, NUMERICOID, 1742, 'a', 'f'},
    {FLOAT8OID, NUMERICOID, 1743, 'a', 'f'},
    {NUMERICOID, INT8OID, 1779, 'a', 'f'},
    {NUMERICOID, INT2OID, 1783, 'a', 'f'},
    {NUMERICOID, INT4OID, 1744, 'a', 'f'},
    {NUMERICOID, FLOAT4OID, 1745, 'i', 'f'},
    {NUMERICOID, FLOAT8OID, 1746, 'i', 'f'},
    {NUMERICOID, NUMERICOID, 1703, 'i', 'f'},
};

const TypesFamily types_family_numeric = {
    "numeric",
    TYPES_ROWS(numeric_types),
    TYPES_ROWS(numeric_support),
    TYPES_ROWS(numeric_procs),
    TYPES_ROWS(numeric_opers),
    TYPES_ROWS(numeric_casts),
    TYPES_NO_ROWS,
};
