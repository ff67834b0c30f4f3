/*
 * formatting_numeric.c: to_char(numeric | int4 | int8 | float4 | float8, text) and
 * to_number(text, text), PostgreSQL 15's numeric templates (9 0 . , D G PR S L MI PL SG RN V
 * EEEE FM TH).
 *
 * The one idea, PG's formatting.c: the template is first summed up in a NumDesc (digits before
 * and after the point, sign placement, flags); the value is then printed as a plain digit
 * string rounded to those digits ("###" when its integer part does not fit), and one pass over
 * the template (num_processor) lays the digits, signs and separators out. to_number runs the
 * same pass backwards, collecting digits into a string numeric_in reads. The locale is C:
 * "." and "," and a blank currency symbol.
 */
#include <ctype.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "executor/types/formatting.h"

enum {
    NUM_COMMA, NUM_DEC, NUM_0, NUM_9, NUM_B, NUM_C, NUM_D, NUM_E, NUM_FM, NUM_G, NUM_L, NUM_MI,
    NUM_PL, NUM_PR, NUM_RN, NUM_SG, NUM_SP, NUM_S, NUM_TH, NUM_V, NUM_rn, NUM_th
};

static const FmtKeyword num_keywords[] = {
    {",", 1, NUM_COMMA, false, 0}, {".", 1, NUM_DEC, false, 0},  {"0", 1, NUM_0, false, 0},
    {"9", 1, NUM_9, false, 0},     {"B", 1, NUM_B, false, 0},    {"C", 1, NUM_C, false, 0},
    {"D", 1, NUM_D, false, 0},     {"EEEE", 4, NUM_E, false, 0}, {"FM", 2, NUM_FM, false, 0},
    {"G", 1, NUM_G, false, 0},     {"L", 1, NUM_L, false, 0},    {"MI", 2, NUM_MI, false, 0},
    {"PL", 2, NUM_PL, false, 0},   {"PR", 2, NUM_PR, false, 0},  {"RN", 2, NUM_RN, false, 0},
    {"SG", 2, NUM_SG, false, 0},   {"SP", 2, NUM_SP, false, 0},  {"S", 1, NUM_S, false, 0},
    {"TH", 2, NUM_TH, false, 0},   {"V", 1, NUM_V, false, 0},    {"b", 1, NUM_B, false, 0},
    {"c", 1, NUM_C, false, 0},     {"d", 1, NUM_D, false, 0},    {"eeee", 4, NUM_E, false, 0},
    {"fm", 2, NUM_FM, false, 0},   {"g", 1, NUM_G, false, 0},    {"l", 1, NUM_L, false, 0},
    {"mi", 2, NUM_MI, false, 0},   {"pl", 2, NUM_PL, false, 0},  {"pr", 2, NUM_PR, false, 0},
    {"rn", 2, NUM_rn, false, 0},   {"sg", 2, NUM_SG, false, 0},  {"sp", 2, NUM_SP, false, 0},
    {"s", 1, NUM_S, false, 0},     {"th", 2, NUM_th, false, 0},  {"v", 1, NUM_V, false, 0},
    {NULL, 0, 0, false, 0},
};

#define F_DECIMAL (1 << 1)
#define F_LDECIMAL (1 << 2)
#define F_ZERO (1 << 3)
#define F_BLANK (1 << 4)
#define F_FILLMODE (1 << 5)
#define F_LSIGN (1 << 6)
#define F_BRACKET (1 << 7)
#define F_MINUS (1 << 8)
#define F_PLUS (1 << 9)
#define F_ROMAN (1 << 10)
#define F_MULTI (1 << 11)
#define F_PLUS_POST (1 << 12)
#define F_MINUS_POST (1 << 13)
#define F_EEEE (1 << 14)

#define LSIGN_NONE 0
#define LSIGN_PRE (-1)
#define LSIGN_POST 1

/* A template summed up (PG's NUMDesc). */
typedef struct NumDesc {
    int pre;  /* digits before the decimal point */
    int post; /* digits after it */
    int lsign; /* LSIGN_*: where S puts the sign */
    int flag;  /* F_* */
    int pre_lsign_num; /* digits before S */
    int multi;         /* digits of V */
    int zero_start, zero_end; /* first and last '0' before the point, counted from 1 */
} NumDesc;

static pg_noreturn void num_syntax_error(const char *msg)
{
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("%s", msg));
}

/* PG's NUMDesc_prepare, for one node of the template in order */
static void num_desc_add(NumDesc *num, const FmtNode *n)
{
    if (n->type != FMT_NODE_ACTION)
        return;
    int f = num->flag;
    if ((f & F_EEEE) && n->key->id != NUM_E)
        num_syntax_error("\"EEEE\" must be the last pattern used");
    switch (n->key->id) {
    case NUM_9:
        if (f & F_BRACKET)
            num_syntax_error("\"9\" must be ahead of \"PR\"");
        if (f & F_MULTI)
            num->multi++;
        else if (f & F_DECIMAL)
            num->post++;
        else
            num->pre++;
        break;
    case NUM_0:
        if (f & F_BRACKET)
            num_syntax_error("\"0\" must be ahead of \"PR\"");
        if (!(f & F_ZERO) && !(f & F_DECIMAL)) {
            num->flag |= F_ZERO;
            num->zero_start = num->pre + 1;
        }
        if (!(f & F_DECIMAL))
            num->pre++;
        else
            num->post++;
        num->zero_end = num->pre + num->post;
        break;
    case NUM_B:
        if (num->pre == 0 && num->post == 0 && !(f & F_ZERO))
            num->flag |= F_BLANK;
        break;
    case NUM_D:
        num->flag |= F_LDECIMAL;
        /* fall through */
    case NUM_DEC:
        if (f & F_DECIMAL)
            num_syntax_error("multiple decimal points");
        if (f & F_MULTI)
            num_syntax_error("cannot use \"V\" and decimal point together");
        num->flag |= F_DECIMAL;
        break;
    case NUM_FM: num->flag |= F_FILLMODE; break;
    case NUM_S:
        if (f & F_LSIGN)
            num_syntax_error("cannot use \"S\" twice");
        if (f & (F_PLUS | F_MINUS | F_BRACKET))
            num_syntax_error("cannot use \"S\" and \"PL\"/\"MI\"/\"SG\"/\"PR\" together");
        if (!(f & F_DECIMAL)) {
            num->lsign = LSIGN_PRE;
            num->pre_lsign_num = num->pre;
            num->flag |= F_LSIGN;
        } else if (num->lsign == LSIGN_NONE) {
            num->lsign = LSIGN_POST;
            num->flag |= F_LSIGN;
        }
        break;
    case NUM_MI:
        if (f & F_LSIGN)
            num_syntax_error("cannot use \"S\" and \"MI\" together");
        num->flag |= F_MINUS | ((f & F_DECIMAL) ? F_MINUS_POST : 0);
        break;
    case NUM_PL:
        if (f & F_LSIGN)
            num_syntax_error("cannot use \"S\" and \"PL\" together");
        num->flag |= F_PLUS | ((f & F_DECIMAL) ? F_PLUS_POST : 0);
        break;
    case NUM_SG:
        if (f & F_LSIGN)
            num_syntax_error("cannot use \"S\" and \"SG\" together");
        num->flag |= F_MINUS | F_PLUS;
        break;
    case NUM_PR:
        if (f & (F_LSIGN | F_PLUS | F_MINUS))
            num_syntax_error("cannot use \"PR\" and \"S\"/\"PL\"/\"MI\"/\"SG\" together");
        num->flag |= F_BRACKET;
        break;
    case NUM_rn: case NUM_RN: num->flag |= F_ROMAN; break;
    case NUM_V:
        if (f & F_DECIMAL)
            num_syntax_error("cannot use \"V\" and decimal point together");
        num->flag |= F_MULTI;
        break;
    case NUM_E:
        if (f & F_EEEE)
            num_syntax_error("cannot use \"EEEE\" twice");
        if (f & (F_BLANK | F_FILLMODE | F_LSIGN | F_BRACKET | F_MINUS | F_PLUS | F_ROMAN |
                 F_MULTI))
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("\"EEEE\" is incompatible with other formats"),
                    errdetail("\"EEEE\" may only be used together with digit and decimal point "
                              "patterns."));
        num->flag |= F_EEEE;
        break;
    default: break;
    }
}

static FmtNode *num_parse(const text *fmt, NumDesc *num)
{
    memset(num, 0, sizeof(*num));
    FmtNode *nodes = formatting_parse(text_data(fmt), text_len(fmt), num_keywords, false);
    for (FmtNode *n = nodes; n->type != FMT_NODE_END; n++)
        num_desc_add(num, n);
    return nodes;
}

/* The state of one pass over the template (PG's NUMProc). */
typedef struct NumProc {
    bool is_to_char;
    NumDesc *num;
    int sign;         /* '+' or '-' (to_char) */
    bool sign_wrote;
    int num_count;    /* digits the template has */
    int num_in;       /* a digit was written */
    int num_curr;     /* template digit position */
    int out_pre_spaces; /* template digits before the value's first digit */
    int read_dec, read_post, read_pre; /* to_number */
    char *number;     /* the value's digits (to_char) or the digits read (to_number) */
    char *number_p;
    char *inout;      /* output (to_char) or input (to_number) */
    char *inout_p;
    int input_len;
    const char *last_relevant; /* FM: the last digit after the point not to drop */
    const char *decimal;
} NumProc;

#define IS_PREDEC_SPACE(np)                                                                      \
    (!((np)->num->flag & F_ZERO) && (np)->number == (np)->number_p && *(np)->number == '0' &&    \
     (np)->num->post != 0)
#define OVERLOAD_TEST(np) ((np)->inout_p >= (np)->inout + (np)->input_len)
#define AMOUNT_TEST(np, s) ((np)->inout_p <= (np)->inout + ((np)->input_len - (s)))

static const char *last_relevant_decnum(const char *num)
{
    const char *p = strchr(num, '.');
    if (!p)
        return NULL;
    const char *result = p;
    while (*(++p))
        if (*p != '0')
            result = p;
    return result;
}

static void put_str(NumProc *np, const char *s)
{
    strcpy(np->inout_p, s);
    np->inout_p += strlen(s);
}

/* PG's NUM_numpart_to_char: one digit position (9 0 . D) of to_char */
static void numpart_to_char(NumProc *np, int id)
{
    int flag = np->num->flag;
    if (flag & F_ROMAN)
        return;
    np->num_in = false;
    /* the sign goes just before the first digit written */
    if (!np->sign_wrote &&
        (np->num_curr >= np->out_pre_spaces ||
         ((flag & F_ZERO) && np->num->zero_start == np->num_curr)) &&
        (!IS_PREDEC_SPACE(np) || (np->last_relevant && *np->last_relevant == '.'))) {
        if (flag & F_LSIGN) {
            if (np->num->lsign == LSIGN_PRE) {
                put_str(np, np->sign == '-' ? "-" : "+");
                np->sign_wrote = true;
            }
        } else if (flag & F_BRACKET) {
            *np->inout_p++ = np->sign == '+' ? ' ' : '<';
            np->sign_wrote = true;
        } else if (np->sign == '+') {
            if (!(flag & F_FILLMODE))
                *np->inout_p++ = ' ';
            np->sign_wrote = true;
        } else if (np->sign == '-') {
            *np->inout_p++ = '-';
            np->sign_wrote = true;
        }
    }
    if (np->num_curr < np->out_pre_spaces &&
        (np->num->zero_start > np->num_curr || !(flag & F_ZERO))) {
        if (!(flag & F_FILLMODE))
            *np->inout_p++ = ' ';
    } else if ((flag & F_ZERO) && np->num_curr < np->out_pre_spaces &&
               np->num->zero_start <= np->num_curr) {
        *np->inout_p++ = '0';
        np->num_in = true;
    } else {
        if (*np->number_p == '.') {
            if (!np->last_relevant || *np->last_relevant != '.' || (flag & F_FILLMODE))
                put_str(np, np->decimal);
        } else if (np->last_relevant && np->number_p > np->last_relevant && id != NUM_0) {
            /* FM drops trailing zeros after the point */
        } else if (IS_PREDEC_SPACE(np)) {
            /* 0.1 with 9.9 is " .1"; with FM9.9 "0." keeps its zero */
            if (!(flag & F_FILLMODE))
                *np->inout_p++ = ' ';
            else if (np->last_relevant && *np->last_relevant == '.')
                *np->inout_p++ = '0';
        } else {
            *np->inout_p++ = *np->number_p;
            np->num_in = true;
        }
        if (*np->number_p)
            np->number_p++;
    }
    int end = np->num_count + (np->out_pre_spaces ? 1 : 0) + ((flag & F_DECIMAL) ? 1 : 0);
    if (np->last_relevant && np->last_relevant == np->number_p)
        end = np->num_curr;
    if (np->num_curr + 1 == end) {
        if (np->sign_wrote && (flag & F_BRACKET))
            *np->inout_p++ = np->sign == '+' ? ' ' : '>';
        else if ((flag & F_LSIGN) && np->num->lsign == LSIGN_POST)
            put_str(np, np->sign == '-' ? "-" : "+");
    }
    np->num_curr++;
}

/* PG's NUM_numpart_from_char: one digit position of to_number */
static void numpart_from_char(NumProc *np, int id)
{
    int flag = np->num->flag;
    bool isread = false;
    if (OVERLOAD_TEST(np))
        return;
    if (*np->inout_p == ' ')
        np->inout_p++;
    if (OVERLOAD_TEST(np))
        return;
    /* a sign before the number */
    if (*np->number == ' ' && (id == NUM_0 || id == NUM_9) && np->read_pre + np->read_post == 0) {
        if ((flag & F_LSIGN) && np->num->lsign == LSIGN_PRE) {
            if (AMOUNT_TEST(np, 1) && *np->inout_p == '-') {
                np->inout_p++;
                *np->number = '-';
            } else if (AMOUNT_TEST(np, 1) && *np->inout_p == '+') {
                np->inout_p++;
                *np->number = '+';
            }
        } else if (*np->inout_p == '-' || ((flag & F_BRACKET) && *np->inout_p == '<')) {
            *np->number = '-';
            np->inout_p++;
        } else if (*np->inout_p == '+') {
            *np->number = '+';
            np->inout_p++;
        }
    }
    if (OVERLOAD_TEST(np))
        return;
    if (isdigit((unsigned char)*np->inout_p)) {
        if (np->read_dec && np->read_post == np->num->post)
            return;
        *np->number_p++ = *np->inout_p;
        if (np->read_dec)
            np->read_post++;
        else
            np->read_pre++;
        isread = true;
    } else if ((flag & F_DECIMAL) && !np->read_dec) {
        if (AMOUNT_TEST(np, 1) && *np->inout_p == '.') {
            *np->number_p++ = '.';
            np->read_dec = true;
            isread = true;
        }
    }
    if (OVERLOAD_TEST(np))
        return;
    /* a sign after the last digit: 123.001-, .5- */
    if (*np->number == ' ' && np->read_pre + np->read_post > 0) {
        if ((flag & F_LSIGN) && isread && np->inout_p + 1 < np->inout + np->input_len &&
            !isdigit((unsigned char)np->inout_p[1])) {
            char *tmp = np->inout_p++;
            if (AMOUNT_TEST(np, 1) && (*np->inout_p == '-' || *np->inout_p == '+'))
                *np->number = *np->inout_p;
            if (*np->number == ' ')
                np->inout_p = tmp;
        } else if (!isread && !(flag & F_LSIGN) && (flag & (F_PLUS | F_MINUS))) {
            if (*np->inout_p == '-' || *np->inout_p == '+')
                *np->number = *np->inout_p;
        }
    }
}

/* skips up to n input characters that cannot be part of the number (L, TH, MI, ...) */
static void eat_non_data_chars(NumProc *np, int n)
{
    while (n-- > 0) {
        if (OVERLOAD_TEST(np))
            break;
        if (strchr("0123456789.,+-", *np->inout_p) != NULL)
            break;
        np->inout_p += formatting_char_len(np->inout_p);
    }
}

/* PG's NUM_processor: lays number out along the template into inout (to_char), or reads the
 * input inout into number (to_number, which receives the digits after a sign byte). */
static char *num_processor(const FmtNode *nodes, NumDesc *num, char *inout, int input_len,
                           char *number, int out_pre_spaces, int sign, bool is_to_char)
{
    NumProc P = {0}, *np = &P;
    np->num = num;
    np->is_to_char = is_to_char;
    np->number = number;
    np->inout = inout;
    np->input_len = input_len;
    np->decimal = ".";
    if (num->zero_start)
        num->zero_start--;
    if (num->flag & F_EEEE) {
        if (!is_to_char)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("\"EEEE\" not supported for input"));
        return strcpy(inout, number);
    }
    if (num->flag & F_ROMAN) {
        if (!is_to_char)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("\"RN\" not supported for input"));
        num->lsign = num->pre_lsign_num = num->post = num->pre = 0;
        out_pre_spaces = sign = 0;
        num->flag = F_ROMAN | (num->flag & F_FILLMODE);
    }
    if (is_to_char) {
        np->sign = sign;
        if (num->flag & (F_PLUS | F_MINUS)) {
            /* MI / PL / SG write the sign themselves; PL alone leaves a place for a '-' */
            np->sign_wrote = !((num->flag & F_PLUS) && !(num->flag & F_MINUS));
        } else {
            if (np->sign != '-' && (num->flag & F_FILLMODE))
                num->flag &= ~F_BRACKET;
            np->sign_wrote = np->sign == '+' && (num->flag & F_FILLMODE) && !(num->flag & F_LSIGN);
            if (num->lsign == LSIGN_PRE && num->pre == num->pre_lsign_num)
                num->lsign = LSIGN_POST;
        }
    }
    np->num_count = num->post + num->pre - 1;
    if (is_to_char) {
        np->out_pre_spaces = out_pre_spaces;
        if ((num->flag & F_FILLMODE) && (num->flag & F_DECIMAL)) {
            np->last_relevant = last_relevant_decnum(np->number);
            /* FM keeps the digits a '0' asks for, within the digits there are */
            if (np->last_relevant && num->zero_end > np->out_pre_spaces) {
                int last_zero_pos = (int)strlen(np->number) - 1;
                last_zero_pos = Min(last_zero_pos, num->zero_end - np->out_pre_spaces);
                const char *last_zero = np->number + last_zero_pos;
                if (np->last_relevant < last_zero)
                    np->last_relevant = last_zero;
            }
        }
        if (!np->sign_wrote && np->out_pre_spaces == 0)
            np->num_count++;
        np->number_p = np->number;
    } else {
        np->number[0] = ' '; /* the sign's place */
        np->number[1] = '\0';
        np->number_p = np->number + 1;
    }
    np->inout_p = inout;
    for (const FmtNode *n = nodes; n->type != FMT_NODE_END; n++) {
        if (!is_to_char && OVERLOAD_TEST(np))
            break;
        if (n->type != FMT_NODE_ACTION) {
            /* to_char copies literal text; to_number skips one input character for it */
            if (is_to_char)
                put_str(np, n->character);
            else
                np->inout_p += formatting_char_len(np->inout_p);
            continue;
        }
        int flag = num->flag;
        switch (n->key->id) {
        case NUM_9: case NUM_0: case NUM_DEC: case NUM_D:
            if (is_to_char) {
                numpart_to_char(np, n->key->id);
                continue;
            }
            numpart_from_char(np, n->key->id);
            break;
        case NUM_COMMA: case NUM_G:
            if (is_to_char) {
                if (!np->num_in) {
                    if (flag & F_FILLMODE)
                        continue;
                    *np->inout_p = ' ';
                } else {
                    *np->inout_p = ',';
                }
            } else {
                if (!np->num_in && (flag & F_FILLMODE))
                    continue;
                if (*np->inout_p != ',')
                    continue;
            }
            break;
        case NUM_L:
            /* the C locale's currency symbol is a blank */
            if (is_to_char) {
                *np->inout_p = ' ';
            } else {
                eat_non_data_chars(np, 1);
                continue;
            }
            break;
        case NUM_RN: case NUM_rn: {
            char *r = pstrdup(np->number_p);
            if (n->key->id == NUM_rn)
                for (char *c = r; *c; c++)
                    *c = (char)tolower((unsigned char)*c);
            if (flag & F_FILLMODE)
                put_str(np, r);
            else
                np->inout_p += sprintf(np->inout_p, "%15s", r);
            np->inout_p--;
            break;
        }
        case NUM_th: case NUM_TH:
            if ((flag & F_ROMAN) || *np->number == '#' || np->sign == '-' || (flag & F_DECIMAL))
                continue;
            if (is_to_char) {
                put_str(np, formatting_ordinal_suffix(np->number, n->key->id == NUM_TH));
                np->inout_p--;
            } else {
                eat_non_data_chars(np, 2);
                continue;
            }
            break;
        case NUM_MI: case NUM_PL: {
            char want = n->key->id == NUM_MI ? '-' : '+';
            if (is_to_char) {
                if (np->sign == want)
                    *np->inout_p = want;
                else if (flag & F_FILLMODE)
                    continue;
                else
                    *np->inout_p = ' ';
            } else {
                if (*np->inout_p == want) {
                    *np->number = want;
                } else {
                    eat_non_data_chars(np, 1);
                    continue;
                }
            }
            break;
        }
        case NUM_SG:
            if (is_to_char) {
                *np->inout_p = (char)np->sign;
            } else if (*np->inout_p == '-' || *np->inout_p == '+') {
                *np->number = *np->inout_p;
            } else {
                eat_non_data_chars(np, 1);
                continue;
            }
            break;
        default: continue;
        }
        np->inout_p++;
    }
    if (is_to_char) {
        *np->inout_p = '\0';
        return np->inout;
    }
    if (np->number_p[-1] == '.')
        np->number_p[-1] = '\0';
    else
        *np->number_p = '\0';
    num->post = np->read_post;
    return np->number;
}

/* ---- to_char ---- */

/* n copies of c, NUL terminated */
static char *repeat_char(char c, int n)
{
    char *s = palloc((size_t)n + 1);
    memset(s, c, (size_t)n);
    s[n] = '\0';
    return s;
}

/* 10^n as a numeric */
static Datum power_of_ten(int n)
{
    return types_numeric_from_cstring(psprintf("1%s", repeat_char('0', n)));
}

/* '#' for every digit place, with the point where the template has it (overflow) */
static char *overflow_str(const NumDesc *num)
{
    char *s = repeat_char('#', num->pre + num->post + 1);
    s[num->pre] = '.';
    return s;
}

/* EEEE of a NaN or infinity: " #.##e+##" shaped */
static char *eeee_overflow(const NumDesc *num)
{
    char *s = repeat_char('#', num->pre + num->post + 6);
    s[0] = ' ';
    s[num->pre + 1] = '.';
    return s;
}

/* Splits a printed value "-123.45" into sign and digits, and measures the integer part
 * against the template: pads (out_pre_spaces) or overflows to '#'. */
static char *fit_digits(char *orgnum, NumDesc *num, int *sign, int *out_pre_spaces)
{
    char *numstr = orgnum;
    *sign = '+';
    if (*numstr == '-') {
        *sign = '-';
        numstr++;
    }
    char *p = strchr(numstr, '.');
    int pre_len = p ? (int)(p - numstr) : (int)strlen(numstr);
    *out_pre_spaces = 0;
    if (pre_len < num->pre)
        *out_pre_spaces = num->pre - pre_len;
    else if (pre_len > num->pre)
        numstr = overflow_str(num);
    return numstr;
}

static Datum num_to_char_finish(const FmtNode *nodes, NumDesc *num, const text *fmt,
                                char *numstr, int out_pre_spaces, int sign)
{
    /* PG's NUM_MAX_ITEM_SIZ per template byte, plus the digits a template may print */
    size_t room = (size_t)text_len(fmt) * 8 + strlen(numstr) + 32;
    char *out = palloc0(room);
    num_processor(nodes, num, out, 0, numstr, out_pre_spaces, sign, true);
    return formatting_result(out);
}

/* numeric's digits in scientific form with scale digits, PG's numeric_out_sci */
static char *numeric_sci(Datum value, int scale)
{
    if (types_numeric_is_special(value))
        return types_numeric_to_cstring(value);
    char *digits = types_numeric_to_cstring(value);
    /* the exponent puts one significant digit before the point */
    int exponent = 0;
    const char *d = digits + (*digits == '-');
    const char *point = strchr(d, '.');
    int intlen = point ? (int)(point - d) : (int)strlen(d);
    const char *first = d;
    while (*first == '0' || *first == '.')
        first++;
    if (*first) {
        int pos = (int)(first - d); /* index of the first significant digit */
        exponent = pos < intlen ? intlen - pos - 1 : -(pos - intlen);
    }
    Datum sig = exponent >= 0
                    ? types_numeric_div_scale(value, power_of_ten(exponent), scale)
                    : types_numeric_round(types_numeric_mul(value, power_of_ten(-exponent)), scale);
    return psprintf("%se%+03d", types_numeric_to_cstring(sig), exponent);
}

/* a leading blank where a positive value's sign would be */
static char *blank_sign(char *s)
{
    return *s == '-' ? s : psprintf(" %s", s);
}

static Datum numeric_to_char_internal(Datum value, const text *fmt)
{
    NumDesc num;
    FmtNode *nodes = num_parse(fmt, &num);
    int out_pre_spaces = 0, sign = 0;
    char *numstr;
    if (num.flag & F_ROMAN) {
        /* numeric's int4 cast (proc 1744) rounds and raises PG's errors */
        int32 v = DatumGetInt32(DirectFunctionCall1(proc_by_oid(1744)->fn, value));
        numstr = formatting_roman(v);
    } else if (num.flag & F_EEEE) {
        char *orgnum = numeric_sci(value, num.post);
        if (types_numeric_is_special(value))
            numstr = eeee_overflow(&num);
        else
            numstr = blank_sign(orgnum);
    } else {
        Datum val = value;
        if (num.flag & F_MULTI) {
            val = types_numeric_mul(value, power_of_ten(num.multi));
            num.pre += num.multi;
        }
        Datum x = types_numeric_is_special(val) ? val : types_numeric_round(val, num.post);
        numstr = fit_digits(types_numeric_to_cstring(x), &num, &sign, &out_pre_spaces);
    }
    return num_to_char_finish(nodes, &num, fmt, numstr, out_pre_spaces, sign);
}

/* a double in C's %e form, a blank where a positive sign would be */
static char *double_sci(double v, int post)
{
    char *s = psprintf("%+.*e", post, v);
    if (*s == '+')
        *s = ' ';
    return s;
}

/* int4 and int8: exact digits, zeros after the point */
static Datum integer_to_char(int64 value, const text *fmt, bool is_int8)
{
    NumDesc num;
    FmtNode *nodes = num_parse(fmt, &num);
    int out_pre_spaces = 0, sign = 0;
    char *numstr;
    if (num.flag & F_ROMAN) {
        if (value < INT_MIN || value > INT_MAX)
            types_out_of_range("integer");
        numstr = formatting_roman((int)value);
    } else if (num.flag & F_EEEE) {
        if (is_int8) /* through numeric, so no digit is lost */
            numstr = blank_sign(numeric_sci(types_numeric_from_int64(value), num.post));
        else
            numstr = double_sci((double)value, num.post);
    } else {
        if (num.flag & F_MULTI) {
            int64 mult = 1;
            for (int i = 0; i < num.multi; i++)
                if (__builtin_mul_overflow(mult, 10, &mult))
                    types_out_of_range(is_int8 ? "bigint" : "integer");
            if (__builtin_mul_overflow(value, mult, &value) ||
                (!is_int8 && (value < INT_MIN || value > INT_MAX)))
                types_out_of_range(is_int8 ? "bigint" : "integer");
            num.pre += num.multi;
        }
        char *orgnum = psprintf("%lld", (long long)value);
        if (num.post)
            orgnum = psprintf("%s.%s", orgnum, repeat_char('0', num.post));
        numstr = fit_digits(orgnum, &num, &sign, &out_pre_spaces);
    }
    return num_to_char_finish(nodes, &num, fmt, numstr, out_pre_spaces, sign);
}

/* PG's snprintf spells NaN and infinity out; glibc's would print "nan" */
static char *float_fixed(double v, int digits)
{
    if (isnan(v))
        return pstrdup("NaN");
    if (isinf(v))
        return pstrdup(v < 0 ? "-Infinity" : "Infinity");
    return psprintf("%.*f", digits, v);
}

/* float4 and float8: printed with at most FLT_DIG / DBL_DIG significant digits */
static Datum float_to_char(double value, const text *fmt, int max_digits)
{
    NumDesc num;
    FmtNode *nodes = num_parse(fmt, &num);
    int out_pre_spaces = 0, sign = 0;
    char *numstr;
    if (num.flag & F_ROMAN) {
        /* out of int's range (or NaN) is as out of RN's: all '#' */
        double r = rint(value);
        numstr = formatting_roman(r >= INT_MIN && r <= INT_MAX ? (int)r : 0);
    } else if (num.flag & F_EEEE) {
        if (isnan(value) || isinf(value)) {
            numstr = eeee_overflow(&num);
        } else {
            numstr = double_sci(value, num.post);
        }
    } else {
        double val = value;
        if (num.flag & F_MULTI) {
            val = value * pow(10.0, num.multi);
            if (max_digits == FLT_DIG)
                val = (float)val;
            num.pre += num.multi;
        }
        int pre_len = (int)strlen(float_fixed(fabs(val), 0));
        if (pre_len >= max_digits)
            num.post = 0;
        else if (pre_len + num.post > max_digits)
            num.post = max_digits - pre_len;
        numstr = fit_digits(float_fixed(val, num.post), &num, &sign, &out_pre_spaces);
    }
    return num_to_char_finish(nodes, &num, fmt, numstr, out_pre_spaces, sign);
}

/* The five to_char entry points: an empty template gives an empty string. */
static Datum number_to_char(FunctionCallInfo fcinfo, Oid typid)
{
    const text *fmt = PG_GETARG_TEXT_P(1);
    if (text_len(fmt) <= 0)
        return formatting_result("");
    switch (typid) {
    case INT4OID: return integer_to_char(PG_GETARG_INT32(0), fmt, false);
    case INT8OID: return integer_to_char(PG_GETARG_INT64(0), fmt, true);
    case FLOAT4OID: return float_to_char(PG_GETARG_FLOAT4(0), fmt, FLT_DIG);
    case FLOAT8OID: return float_to_char(PG_GETARG_FLOAT8(0), fmt, DBL_DIG);
    default: return numeric_to_char_internal(PG_GETARG_DATUM(0), fmt);
    }
}
static Datum numeric_to_char(PG_FUNCTION_ARGS) { return number_to_char(fcinfo, NUMERICOID); }
static Datum int4_to_char(PG_FUNCTION_ARGS) { return number_to_char(fcinfo, INT4OID); }
static Datum int8_to_char(PG_FUNCTION_ARGS) { return number_to_char(fcinfo, INT8OID); }
static Datum float4_to_char(PG_FUNCTION_ARGS) { return number_to_char(fcinfo, FLOAT4OID); }
static Datum float8_to_char(PG_FUNCTION_ARGS) { return number_to_char(fcinfo, FLOAT8OID); }

/* ---- to_number ---- */

static Datum numeric_to_number(PG_FUNCTION_ARGS)
{
    const text *value = PG_GETARG_TEXT_P(0);
    const text *fmt = PG_GETARG_TEXT_P(1);
    if (text_len(fmt) <= 0)
        PG_RETURN_NULL();
    NumDesc num;
    FmtNode *nodes = num_parse(fmt, &num);
    char *in = text_to_cstring(value);
    char *numstr = palloc0((size_t)text_len(fmt) * 8 + (size_t)text_len(value) + 2);
    num_processor(nodes, &num, in, text_len(value), numstr, 0, 0, false);
    int scale = num.post;
    int precision = num.pre + num.multi + scale;
    const TypeInfo *numeric = type_by_oid(NUMERICOID);
    Datum result = DirectFunctionCall3(numeric->input, CStringGetDatum(numstr),
                                       ObjectIdGetDatum(0),
                                       Int32GetDatum(((precision << 16) | scale) + 4));
    if (num.flag & F_MULTI) {
        /* V: the digits read were multiplied by 10^multi; PG divides through power(10,
         * -multi), whose result has at least 16 decimals */
        Datum x = types_numeric_from_cstring(num.multi ? psprintf("0.%0*d", num.multi, 1) : "1");
        x = types_numeric_round(x, Max(16, num.multi));
        result = types_numeric_mul(result, x);
    }
    return result;
}

static const ProcInfo formatting_numeric_procs[] = {
    {1772, "to_char", 'f', 's', true, false, 2, TEXTOID, {NUMERICOID, TEXTOID}, 0,
     numeric_to_char},
    {1773, "to_char", 'f', 's', true, false, 2, TEXTOID, {INT4OID, TEXTOID}, 0, int4_to_char},
    {1774, "to_char", 'f', 's', true, false, 2, TEXTOID, {INT8OID, TEXTOID}, 0, int8_to_char},
    {1775, "to_char", 'f', 's', true, false, 2, TEXTOID, {FLOAT4OID, TEXTOID}, 0,
     float4_to_char},
    {1776, "to_char", 'f', 's', true, false, 2, TEXTOID, {FLOAT8OID, TEXTOID}, 0,
     float8_to_char},
    {1777, "to_number", 'f', 's', true, false, 2, NUMERICOID, {TEXTOID, TEXTOID}, 0,
     numeric_to_number},
};

const TypesFamily types_family_formatting_numeric = {
    "formatting_numeric", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(formatting_numeric_procs),
    TYPES_NO_ROWS,        TYPES_NO_ROWS, TYPES_NO_ROWS,
};
