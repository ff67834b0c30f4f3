/* datetime.c: placeholder while the family is written. */
#include "executor/types/types_internal.h"
const TypesFamily types_family_datetime = {"datetime", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS};
static _Thread_local int64 stmt_ts, xact_ts;
void types_set_statement_timestamp(int64 ts) { stmt_ts = ts; }
void types_set_transaction_timestamp(int64 ts) { xact_ts = ts; }
int64 types_current_timestamp(void) { return stmt_ts + xact_ts * 0; }
