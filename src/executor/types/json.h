/*
 * json.h: the JSON tree shared by the json and jsonb types (json.c parses and prints it,
 * jsonb.c stores it and runs the operators and functions over it). Private to types/.
 *
 * The one idea: both types parse into the same JsonValue tree. json keeps its text as typed
 * and parses again when an operator needs to look inside (each node remembers where it came
 * from, so -> returns the source text); jsonb is the tree in a binary form (jsonb_flatten /
 * jsonb_unflatten) whose objects are sorted (shorter keys first, then bytewise) and hold each
 * key once (the last duplicate wins), with numbers as numeric.
 */
#ifndef BASALT_JSON_H
#define BASALT_JSON_H

#include "executor/types/types_internal.h"

typedef enum JsonKind { JV_NULL, JV_STRING, JV_NUMBER, JV_BOOL, JV_ARRAY, JV_OBJECT } JsonKind;

typedef struct JsonValue {
    JsonKind kind;
    bool boolean;
    char *str; /* JV_STRING: the decoded text (not NUL-terminated), len bytes */
    int len;
    Datum num; /* JV_NUMBER: numeric */
    /* JV_ARRAY: n elements in elems; JV_OBJECT: n pairs, keys[i] (JV_STRING) and elems[i] */
    int n;
    struct JsonValue *elems;
    struct JsonValue *keys;
    /* Where the value was in the parsed text (json operators return this slice). */
    const char *src;
    int srclen;
} JsonValue;

/* Parse text (len bytes); ERROR with PG's 22P02 messages. decode: de-escape strings and make
 * numerics (jsonb, and json operators); otherwise validate only, as json_in does. */
JsonValue *json_parse(const char *s, int len, bool decode);
/* Sort and de-duplicate every object of the tree, as jsonb stores them. */
void json_normalize(JsonValue *v);
/* PG's key order: shorter first, then bytewise. */
int json_key_cmp(const char *a, int alen, const char *b, int blen);
/* Append v as jsonb prints it ({"a": 1, "b": [1, 2]}); pretty: jsonb_pretty's layout. */
void json_print(StringInfo out, const JsonValue *v, bool pretty);
/* Append a JSON string literal with PG's escaping (escape_json). */
void json_escape(StringInfo out, const char *s, int len);

/* jsonb's stored form. */
varlena *jsonb_flatten(const JsonValue *v);
JsonValue *jsonb_unflatten(const varlena *jb);

#endif /* BASALT_JSON_H */
