/*
 * gram.y: the SQL grammar (lemon), building PostgreSQL-shaped raw parse trees.
 *
 * The structure follows PostgreSQL's grammar (a_expr / b_expr / c_expr, select_no_parens /
 * select_with_parens, ColId / ColLabel) so that precedence and keyword behaviour match PG 15.
 * The one idea: every keyword is a token, and the identifier nonterminals (col_id, col_label,
 * type_function_name, bare_col_label) list the keyword categories PG allows there, so a word
 * like "day" or "position" is a keyword or a name depending on where it stands, as in PG.
 * Nodes are palloc'd; on a syntax error %syntax_error raises ERROR and the memory context
 * reset frees everything, so no destructors are needed.
 */
%name gram_
%token_prefix TK_
%token_type {ScanToken}
%default_type {Node *}
%extra_argument {GramState *pstate}
%stack_size 9999
%start_symbol input

%include {
#include <stdlib.h>
#include <string.h>
#include "common/elog.h"
#include "common/mcxt.h"
#include "parser/gramparse.h"
#define YYMALLOCARGTYPE size_t
/* lemon's generated code has a few assertions and unused parameters */
#include <assert.h>
}

%syntax_error { gp_syntax_error(pstate, &TOKEN); }
%stack_overflow { gp_stack_overflow(pstate); }

/* Non-keyword tokens (the lexer's codes). */
%token IDENT SCONST BCONST XCONST ICONST FCONST PARAM OP TYPECAST DOT_DOT COLON_EQUALS
       EQUALS_GREATER LESS_EQUALS GREATER_EQUALS NOT_EQUALS COMMA LP RP LB RB SEMI DOT COLON
       PLUS MINUS STAR SLASH PERCENT CARET LT GT EQ JUNK NOT_LA NULLS_LA WITH_LA NCONST.

/* Every keyword is a token (kwlist.h). */
%token ABORT ABSOLUTE ACCESS ACTION ADD ADMIN AFTER AGGREGATE ALL ALSO ALTER ALWAYS ANALYSE ANALYZE
       AND ANY ARRAY AS ASC ASENSITIVE ASSERTION ASSIGNMENT ASYMMETRIC AT ATOMIC ATTACH ATTRIBUTE
       AUTHORIZATION BACKWARD BEFORE BEGIN BETWEEN BIGINT BINARY BIT BOOLEAN BOTH BREADTH BY CACHE
       CALL CALLED CASCADE CASCADED CASE CAST CATALOG CHAIN CHAR CHARACTER CHARACTERISTICS CHECK
       CHECKPOINT CLASS CLOSE CLUSTER COALESCE COLLATE COLLATION COLUMN COLUMNS COMMENT COMMENTS
       COMMIT COMMITTED COMPRESSION CONCURRENTLY CONFIGURATION CONFLICT CONNECTION CONSTRAINT
       CONSTRAINTS CONTENT CONTINUE CONVERSION COPY COST CREATE CROSS CSV CUBE CURRENT
       CURRENT_CATALOG CURRENT_DATE CURRENT_ROLE CURRENT_SCHEMA CURRENT_TIME CURRENT_TIMESTAMP
       CURRENT_USER CURSOR CYCLE DATA DATABASE DAY DEALLOCATE DEC DECIMAL DECLARE DEFAULT DEFAULTS
       DEFERRABLE DEFERRED DEFINER DELETE DELIMITER DELIMITERS DEPENDS DEPTH DESC DETACH DICTIONARY
       DISABLE DISCARD DISTINCT DO DOCUMENT DOMAIN DOUBLE DROP EACH ELSE ENABLE ENCODING ENCRYPTED
       END ENUM ESCAPE EVENT EXCEPT EXCLUDE EXCLUDING EXCLUSIVE EXECUTE EXISTS EXPLAIN EXPRESSION
       EXTENSION EXTERNAL EXTRACT FALSE FAMILY FETCH FILTER FINALIZE FIRST FLOAT FOLLOWING FOR
       FORCE FOREIGN FORWARD FREEZE FROM FULL FUNCTION FUNCTIONS GENERATED GLOBAL GRANT GRANTED
       GREATEST GROUP GROUPING GROUPS HANDLER HAVING HEADER HOLD HOUR IDENTITY IF ILIKE IMMEDIATE
       IMMUTABLE IMPLICIT IMPORT IN INCLUDE INCLUDING INCREMENT INDEX INDEXES INHERIT INHERITS
       INITIALLY INLINE INNER INOUT INPUT INSENSITIVE INSERT INSTEAD INT INTEGER INTERSECT INTERVAL
       INTO INVOKER IS ISNULL ISOLATION JOIN KEY LABEL LANGUAGE LARGE LAST LATERAL LEADING
       LEAKPROOF LEAST LEFT LEVEL LIKE LIMIT LISTEN LOAD LOCAL LOCALTIME LOCALTIMESTAMP LOCATION
       LOCK LOCKED LOGGED MAPPING MATCH MATCHED MATERIALIZED MAXVALUE MERGE METHOD MINUTE MINVALUE
       MODE MONTH MOVE NAME NAMES NATIONAL NATURAL NCHAR NEW NEXT NFC NFD NFKC NFKD NO NONE
       NORMALIZE NORMALIZED NOT NOTHING NOTIFY NOTNULL NOWAIT NULL NULLIF NULLS NUMERIC OBJECT OF
       OFF OFFSET OIDS OLD ON ONLY OPERATOR OPTION OPTIONS OR ORDER ORDINALITY OTHERS OUT OUTER
       OVER OVERLAPS OVERLAY OVERRIDING OWNED OWNER PARALLEL PARAMETER PARSER PARTIAL PARTITION
       PASSING PASSWORD PLACING PLANS POLICY POSITION PRECEDING PRECISION PREPARE PREPARED PRESERVE
       PRIMARY PRIOR PRIVILEGES PROCEDURAL PROCEDURE PROCEDURES PROGRAM PUBLICATION QUOTE RANGE
       READ REAL REASSIGN RECHECK RECURSIVE REF REFERENCES REFERENCING REFRESH REINDEX RELATIVE
       RELEASE RENAME REPEATABLE REPLACE REPLICA RESET RESTART RESTRICT RETURN RETURNING RETURNS
       REVOKE RIGHT ROLE ROLLBACK ROLLUP ROUTINE ROUTINES ROW ROWS RULE SAVEPOINT SCHEMA SCHEMAS
       SCROLL SEARCH SECOND SECURITY SELECT SEQUENCE SEQUENCES SERIALIZABLE SERVER SESSION
       SESSION_USER SET SETOF SETS SHARE SHOW SIMILAR SIMPLE SKIP SMALLINT SNAPSHOT SOME SQL STABLE
       STANDALONE START STATEMENT STATISTICS STDIN STDOUT STORAGE STORED STRICT STRIP SUBSCRIPTION
       SUBSTRING SUPPORT SYMMETRIC SYSID SYSTEM TABLE TABLES TABLESAMPLE TABLESPACE TEMP TEMPLATE
       TEMPORARY TEXT THEN TIES TIME TIMESTAMP TO TRAILING TRANSACTION TRANSFORM TREAT TRIGGER TRIM
       TRUE TRUNCATE TRUSTED TYPE TYPES UESCAPE UNBOUNDED UNCOMMITTED UNENCRYPTED UNION UNIQUE
       UNKNOWN UNLISTEN UNLOGGED UNTIL UPDATE USER USING VACUUM VALID VALIDATE VALIDATOR VALUE
       VALUES VARCHAR VARIADIC VARYING VERBOSE VERSION VIEW VIEWS VOLATILE WHEN WHERE WHITESPACE
       WINDOW WITH WITHIN WITHOUT WORK WRAPPER WRITE XML XMLATTRIBUTES XMLCONCAT XMLELEMENT
       XMLEXISTS XMLFOREST XMLNAMESPACES XMLPARSE XMLPI XMLROOT XMLSERIALIZE XMLTABLE YEAR YES
       ZONE.

/* Precedence, lowest first, as in PostgreSQL's grammar. */
%nonassoc SET.
%left UNION EXCEPT.
%left INTERSECT.
%left OR.
%left AND.
%right NOT.
%nonassoc IS ISNULL NOTNULL.
%nonassoc LT GT EQ LESS_EQUALS GREATER_EQUALS NOT_EQUALS.
%nonassoc BETWEEN IN LIKE ILIKE SIMILAR NOT_LA.
%nonassoc ESCAPE.
%nonassoc UNBOUNDED.
%nonassoc IDENT PARTITION RANGE ROWS GROUPS PRECEDING FOLLOWING CUBE ROLLUP.
/* keywords that continue a type name or a function call rather than start a bare alias */
%nonassoc VARYING WITHOUT YEAR MONTH DAY HOUR MINUTE SECOND WITHIN OVER FILTER.
%left OP OPERATOR.
%left PLUS MINUS.
%left STAR SLASH PERCENT.
%left CARET.
%left AT.
%left COLLATE.
%right UMINUS.
%left LB RB.
%left LP RP.
%left TYPECAST.
%left DOT.
%left JOIN CROSS LEFT FULL RIGHT INNER NATURAL.

/* ================================================================ statements */

input ::= stmtmulti.
stmtmulti ::= stmtmulti SEMI toplevel_stmt.
stmtmulti ::= toplevel_stmt.
toplevel_stmt ::= stmt(S). { gp_add_statement(pstate, S); }
toplevel_stmt ::= .

stmt(A) ::= select_stmt(X). { A = X; }
stmt(A) ::= insert_stmt(X). { A = X; }
stmt(A) ::= update_stmt(X). { A = X; }
stmt(A) ::= delete_stmt(X). { A = X; }
stmt(A) ::= create_stmt(X). { A = X; }
stmt(A) ::= drop_stmt(X). { A = X; }
stmt(A) ::= view_stmt(X). { A = X; }
stmt(A) ::= sequence_stmt(X). { A = X; }
stmt(A) ::= comment_stmt(X). { A = X; }
stmt(A) ::= schema_stmt(X). { A = X; }
stmt(A) ::= index_stmt(X). { A = X; }
stmt(A) ::= truncate_stmt(X). { A = X; }
stmt(A) ::= lock_stmt(X). { A = X; }
stmt(A) ::= define_stmt(X). { A = X; }
stmt(A) ::= CHECKPOINT. { A = (Node *)makeNode(CheckPointStmt); }
stmt(A) ::= variable_set_stmt(X). { A = X; }
stmt(A) ::= variable_reset_stmt(X). { A = X; }
stmt(A) ::= variable_show_stmt(X). { A = X; }
stmt(A) ::= transaction_stmt(X). { A = X; }
stmt(A) ::= explain_stmt(X). { A = X; }
stmt(A) ::= create_role_stmt(X). { A = X; }
stmt(A) ::= alter_role_stmt(X). { A = X; }
stmt(A) ::= drop_role_stmt(X). { A = X; }
stmt(A) ::= owned_stmt(X). { A = X; }
stmt(A) ::= foreign_data_stmt(X). { A = X; }
stmt(A) ::= copy_stmt(X). { A = X; }
stmt(A) ::= vacuum_stmt(X). { A = X; }
stmt(A) ::= alter_table_stmt(X). { A = X; }
stmt(A) ::= cursor_stmt(X). { A = X; }
stmt(A) ::= prepare_stmt(X). { A = X; }
stmt(A) ::= grant_stmt(X). { A = X; }
stmt(A) ::= alter_default_privileges_stmt(X). { A = X; }
stmt(A) ::= policy_stmt(X). { A = X; }

/* ================================================================ SELECT */

select_stmt(A) ::= select_no_parens(X). [UMINUS] { A = X; }
select_stmt(A) ::= select_with_parens(X). [UMINUS] { A = X.node; }

%type select_with_parens {ParenSelect}
select_with_parens(A) ::= LP(L) select_no_parens(X) RP. { A.node = X; A.loc = L.loc; }
select_with_parens(A) ::= LP(L) select_with_parens(X) RP. { A.node = X.node; A.loc = L.loc; }

select_no_parens(A) ::= simple_select(X). { A = X; }
select_no_parens(A) ::= select_clause(X) sort_clause(S). { A = gp_select_options(X, S, NIL, NULL, NULL); }
select_no_parens(A) ::= select_clause(X) opt_sort_clause(S) for_locking_clause(F) opt_select_limit(L).
    { A = gp_select_options(X, S, F, L, NULL); }
select_no_parens(A) ::= select_clause(X) opt_sort_clause(S) select_limit(L) opt_for_locking_clause(F).
    { A = gp_select_options(X, S, F, L, NULL); }
select_no_parens(A) ::= with_clause(W) select_clause(X). { A = gp_select_options(X, NIL, NIL, NULL, W); }
select_no_parens(A) ::= with_clause(W) select_clause(X) sort_clause(S).
    { A = gp_select_options(X, S, NIL, NULL, W); }
select_no_parens(A) ::= with_clause(W) select_clause(X) opt_sort_clause(S) for_locking_clause(F) opt_select_limit(L).
    { A = gp_select_options(X, S, F, L, W); }
select_no_parens(A) ::= with_clause(W) select_clause(X) opt_sort_clause(S) select_limit(L) opt_for_locking_clause(F).
    { A = gp_select_options(X, S, F, L, W); }

select_clause(A) ::= simple_select(X). { A = X; }
select_clause(A) ::= select_with_parens(X). { A = X.node; }

simple_select(A) ::= SELECT opt_all_clause opt_target_list(T) from_clause(F) where_clause(W)
                     group_clause(G) having_clause(H) window_clause(WI).
{
    SelectStmt *n = makeNode(SelectStmt);
    n->targetList = T; n->fromClause = F; n->whereClause = W;
    n->groupClause = (List *)G.node; n->groupDistinct = G.loc == 1;
    n->havingClause = H; n->windowClause = WI;
    A = (Node *)n;
}
simple_select(A) ::= SELECT distinct_clause(D) target_list(T) from_clause(F) where_clause(W)
                     group_clause(G) having_clause(H) window_clause(WI).
{
    SelectStmt *n = makeNode(SelectStmt);
    n->distinctClause = D;
    n->targetList = T; n->fromClause = F; n->whereClause = W;
    n->groupClause = (List *)G.node; n->groupDistinct = G.loc == 1;
    n->havingClause = H; n->windowClause = WI;
    A = (Node *)n;
}
simple_select(A) ::= values_clause(X). { A = X; }
simple_select(A) ::= TABLE relation_expr(R).
{
    SelectStmt *n = makeNode(SelectStmt);
    ColumnRef *star = makeNode(ColumnRef);
    star->fields = list_make1(makeNode(A_Star));
    star->location = -1;
    n->targetList = list_make1(gp_restarget(NULL, NIL, (Node *)star, -1));
    n->fromClause = list_make1(R);
    A = (Node *)n;
}
simple_select(A) ::= select_clause(L) UNION set_quantifier(Q) select_clause(R). { A = gp_setop(SETOP_UNION, Q, L, R); }
simple_select(A) ::= select_clause(L) INTERSECT set_quantifier(Q) select_clause(R). { A = gp_setop(SETOP_INTERSECT, Q, L, R); }
simple_select(A) ::= select_clause(L) EXCEPT set_quantifier(Q) select_clause(R). { A = gp_setop(SETOP_EXCEPT, Q, L, R); }

%type set_quantifier {bool}
set_quantifier(A) ::= ALL. { A = true; }
set_quantifier(A) ::= DISTINCT. { A = false; }
set_quantifier(A) ::= . { A = false; }

opt_all_clause ::= ALL.
opt_all_clause ::= .

%type distinct_clause {List *}
distinct_clause(A) ::= DISTINCT. { A = list_make1(NULL); }
distinct_clause(A) ::= DISTINCT ON LP expr_list(L) RP. { A = L; }

/* WITH */
%type with_clause {WithClause *}
with_clause(A) ::= WITH(W) cte_list(L). { A = makeNode(WithClause); A->ctes = L; A->location = W.loc; }
with_clause(A) ::= WITH(W) RECURSIVE cte_list(L). { A = makeNode(WithClause); A->ctes = L; A->recursive = true; A->location = W.loc; }
%type opt_with_clause {WithClause *}
opt_with_clause(A) ::= with_clause(X). { A = X; }
opt_with_clause(A) ::= . { A = NULL; }

%type cte_list {List *}
cte_list(A) ::= common_table_expr(X). { A = list_make1(X); }
cte_list(A) ::= cte_list(L) COMMA common_table_expr(X). { A = lappend(L, X); }
common_table_expr(A) ::= name(N) opt_name_list(C) AS opt_materialized(M) LP preparable_stmt(Q) RP.
{
    CommonTableExpr *n = makeNode(CommonTableExpr);
    n->ctename = N.str; n->aliascolnames = C; n->ctematerialized = M; n->ctequery = Q;
    n->location = N.loc;
    A = (Node *)n;
}
%type opt_materialized {CTEMaterialize}
opt_materialized(A) ::= MATERIALIZED. { A = CTEMaterializeAlways; }
opt_materialized(A) ::= NOT MATERIALIZED. { A = CTEMaterializeNever; }
opt_materialized(A) ::= . { A = CTEMaterializeDefault; }

preparable_stmt(A) ::= select_stmt(X). { A = X; }
preparable_stmt(A) ::= insert_stmt(X). { A = X; }
preparable_stmt(A) ::= update_stmt(X). { A = X; }
preparable_stmt(A) ::= delete_stmt(X). { A = X; }

/* ================================================================ cursors */

%type cursor_stmt {Node *}
cursor_stmt(A) ::= DECLARE name(N) cursor_options(O) CURSOR opt_hold(H) FOR select_stmt(Q).
{
    DeclareCursorStmt *n = makeNode(DeclareCursorStmt);
    n->portalname = N.str; n->options = O | H; n->query = Q;
    A = (Node *)n;
}
cursor_stmt(A) ::= FETCH fetch_args(F). { A = F; }
cursor_stmt(A) ::= MOVE fetch_args(F). { ((FetchStmt *)F)->ismove = true; A = F; }
cursor_stmt(A) ::= CLOSE name(N). { ClosePortalStmt *n = makeNode(ClosePortalStmt); n->portalname = N.str; A = (Node *)n; }
cursor_stmt(A) ::= CLOSE ALL. { A = (Node *)makeNode(ClosePortalStmt); }

%type cursor_options {int}
cursor_options(A) ::= . { A = 0; }
cursor_options(A) ::= cursor_options(O) NO SCROLL. { A = O | CURSOR_OPT_NO_SCROLL; }
cursor_options(A) ::= cursor_options(O) SCROLL. { A = O | CURSOR_OPT_SCROLL; }
cursor_options(A) ::= cursor_options(O) BINARY. { A = O | CURSOR_OPT_BINARY; }
cursor_options(A) ::= cursor_options(O) ASENSITIVE. { A = O | CURSOR_OPT_ASENSITIVE; }
cursor_options(A) ::= cursor_options(O) INSENSITIVE. { A = O | CURSOR_OPT_INSENSITIVE; }
%type opt_hold {int}
opt_hold(A) ::= . { A = 0; }
opt_hold(A) ::= WITH HOLD. { A = CURSOR_OPT_HOLD; }
opt_hold(A) ::= WITHOUT HOLD. { A = 0; }

%type fetch_args {Node *}
fetch_args(A) ::= name(N). { A = gp_fetch(FETCH_FORWARD, 1, N.str); }
fetch_args(A) ::= from_in name(N). { A = gp_fetch(FETCH_FORWARD, 1, N.str); }
fetch_args(A) ::= NEXT opt_from_in name(N). { A = gp_fetch(FETCH_FORWARD, 1, N.str); }
fetch_args(A) ::= PRIOR opt_from_in name(N). { A = gp_fetch(FETCH_BACKWARD, 1, N.str); }
fetch_args(A) ::= FIRST opt_from_in name(N). { A = gp_fetch(FETCH_ABSOLUTE, 1, N.str); }
fetch_args(A) ::= LAST opt_from_in name(N). { A = gp_fetch(FETCH_ABSOLUTE, -1, N.str); }
fetch_args(A) ::= ABSOLUTE signed_iconst(C) opt_from_in name(N). { A = gp_fetch(FETCH_ABSOLUTE, C, N.str); }
fetch_args(A) ::= RELATIVE signed_iconst(C) opt_from_in name(N). { A = gp_fetch(FETCH_RELATIVE, C, N.str); }
fetch_args(A) ::= signed_iconst(C) opt_from_in name(N). { A = gp_fetch(FETCH_FORWARD, C, N.str); }
fetch_args(A) ::= ALL opt_from_in name(N). { A = gp_fetch(FETCH_FORWARD, FETCH_ALL, N.str); }
fetch_args(A) ::= FORWARD opt_from_in name(N). { A = gp_fetch(FETCH_FORWARD, 1, N.str); }
fetch_args(A) ::= FORWARD signed_iconst(C) opt_from_in name(N). { A = gp_fetch(FETCH_FORWARD, C, N.str); }
fetch_args(A) ::= FORWARD ALL opt_from_in name(N). { A = gp_fetch(FETCH_FORWARD, FETCH_ALL, N.str); }
fetch_args(A) ::= BACKWARD opt_from_in name(N). { A = gp_fetch(FETCH_BACKWARD, 1, N.str); }
fetch_args(A) ::= BACKWARD signed_iconst(C) opt_from_in name(N). { A = gp_fetch(FETCH_BACKWARD, C, N.str); }
fetch_args(A) ::= BACKWARD ALL opt_from_in name(N). { A = gp_fetch(FETCH_BACKWARD, FETCH_ALL, N.str); }
from_in ::= FROM.
from_in ::= IN.
opt_from_in ::= from_in.
opt_from_in ::= .
%type signed_iconst {int64}
signed_iconst(A) ::= ICONST(T). { A = gp_int_value(&T); }
signed_iconst(A) ::= PLUS ICONST(T). { A = gp_int_value(&T); }
signed_iconst(A) ::= MINUS ICONST(T). { A = -(int64)gp_int_value(&T); }

/* ================================================================ PREPARE / EXECUTE */

%type prepare_stmt {Node *}
prepare_stmt(A) ::= PREPARE name(N) prep_type_clause(T) AS preparable_stmt(Q).
{
    PrepareStmt *n = makeNode(PrepareStmt);
    n->name = N.str; n->argtypes = T; n->query = Q;
    A = (Node *)n;
}
prepare_stmt(A) ::= execute_stmt(X). { A = X; }
prepare_stmt(A) ::= DEALLOCATE name(N). { DeallocateStmt *n = makeNode(DeallocateStmt); n->name = N.str; A = (Node *)n; }
prepare_stmt(A) ::= DEALLOCATE PREPARE name(N). { DeallocateStmt *n = makeNode(DeallocateStmt); n->name = N.str; A = (Node *)n; }
prepare_stmt(A) ::= DEALLOCATE ALL. { A = (Node *)makeNode(DeallocateStmt); }
prepare_stmt(A) ::= DEALLOCATE PREPARE ALL. { A = (Node *)makeNode(DeallocateStmt); }
%type prep_type_clause {List *}
prep_type_clause(A) ::= LP prep_type_list(L) RP. { A = L; }
prep_type_clause(A) ::= . { A = NIL; }
%type prep_type_list {List *}
prep_type_list(A) ::= typename(T). { A = list_make1(T); }
prep_type_list(A) ::= prep_type_list(L) COMMA typename(T). { A = lappend(L, T); }
%type execute_param_clause {List *}
execute_param_clause(A) ::= LP expr_list(L) RP. { A = L; }
execute_param_clause(A) ::= . { A = NIL; }

/* VALUES */
values_clause(A) ::= VALUES LP expr_list(L) RP. { A = gp_values_append(NULL, L); }
values_clause(A) ::= values_clause(V) COMMA LP expr_list(L) RP. { A = gp_values_append(V, L); }

/* target list */
%type opt_target_list {List *}
opt_target_list(A) ::= target_list(L). { A = L; }
opt_target_list(A) ::= . { A = NIL; }
%type target_list {List *}
target_list(A) ::= target_el(X). { A = list_make1(X); }
target_list(A) ::= target_list(L) COMMA target_el(X). { A = lappend(L, X); }
target_el(A) ::= a_expr(E) AS col_label(N). { A = (Node *)gp_restarget(N.str, NIL, E, gp_target_location(pstate, E)); }
target_el(A) ::= a_expr(E) bare_col_label(N). { A = (Node *)gp_restarget(N.str, NIL, E, gp_target_location(pstate, E)); }
target_el(A) ::= a_expr(E). { A = (Node *)gp_restarget(NULL, NIL, E, gp_target_location(pstate, E)); }
target_el(A) ::= STAR(S).
{
    ColumnRef *n = makeNode(ColumnRef);
    n->fields = list_make1(makeNode(A_Star));
    n->location = S.loc;
    A = (Node *)gp_restarget(NULL, NIL, (Node *)n, S.loc);
}

/* FROM */
%type from_clause {List *}
from_clause(A) ::= FROM from_list(L). { A = L; }
from_clause(A) ::= . { A = NIL; }
%type from_list {List *}
from_list(A) ::= table_ref(X). { A = list_make1(X); }
from_list(A) ::= from_list(L) COMMA table_ref(X). { A = lappend(L, X); }

table_ref(A) ::= relation_expr(R) opt_alias_clause(AL). { ((RangeVar *)R)->alias = (Alias *)AL; A = R; }
table_ref(A) ::= relation_expr(R) opt_alias_clause(AL) TABLESAMPLE func_name(N) LP expr_list(L) RP opt_repeatable_clause(S).
{
    RangeTableSample *n = makeNode(RangeTableSample);
    ((RangeVar *)R)->alias = (Alias *)AL;
    n->relation = R; n->method = N.list; n->args = L; n->repeatable = S; n->location = N.loc;
    A = (Node *)n;
}
%type opt_repeatable_clause {Node *}
opt_repeatable_clause(A) ::= REPEATABLE LP a_expr(E) RP. { A = E; }
opt_repeatable_clause(A) ::= . { A = NULL; }
table_ref(A) ::= select_with_parens(S) opt_alias_clause(AL).
{
    RangeSubselect *n = makeNode(RangeSubselect);
    n->subquery = S.node; n->alias = (Alias *)AL; n->location = S.loc;
    if (AL == NULL)
        gp_subselect_alias_error(S.node, S.loc);
    A = (Node *)n;
}
table_ref(A) ::= LATERAL select_with_parens(S) opt_alias_clause(AL).
{
    RangeSubselect *n = makeNode(RangeSubselect);
    n->lateral = true; n->subquery = S.node; n->alias = (Alias *)AL; n->location = S.loc;
    if (AL == NULL)
        gp_subselect_alias_error(S.node, S.loc);
    A = (Node *)n;
}
table_ref(A) ::= func_table(F) opt_alias_clause(AL). { ((RangeFunction *)F)->alias = (Alias *)AL; A = F; }
table_ref(A) ::= LATERAL func_table(F) opt_alias_clause(AL). { ((RangeFunction *)F)->alias = (Alias *)AL; ((RangeFunction *)F)->lateral = true; A = F; }
table_ref(A) ::= joined_table(J). { A = J; }
table_ref(A) ::= LP joined_table(J) RP alias_clause(AL). { ((JoinExpr *)J)->alias = (Alias *)AL; A = J; }

func_table(A) ::= func_expr_windowless(F) opt_ordinality(O).
{
    RangeFunction *n = makeNode(RangeFunction);
    n->func = F; n->ordinality = O; n->location = gp_expr_location(F);
    A = (Node *)n;
}
%type opt_ordinality {bool}
opt_ordinality(A) ::= WITH_LA ORDINALITY. { A = true; }
opt_ordinality(A) ::= . { A = false; }

joined_table(A) ::= LP joined_table(J) RP. { A = J; }
joined_table(A) ::= table_ref(L) CROSS(C) JOIN table_ref(R). { A = gp_join(JOIN_CROSS, false, L, R, NULL, C.loc); }
joined_table(A) ::= table_ref(L) join_type(T) JOIN table_ref(R) join_qual(Q). { A = gp_join(T, false, L, R, Q, gp_expr_location(L)); }
joined_table(A) ::= table_ref(L) JOIN table_ref(R) join_qual(Q). { A = gp_join(JOIN_INNER, false, L, R, Q, gp_expr_location(L)); }
joined_table(A) ::= table_ref(L) NATURAL join_type(T) JOIN table_ref(R). { A = gp_join(T, true, L, R, NULL, gp_expr_location(L)); }
joined_table(A) ::= table_ref(L) NATURAL JOIN table_ref(R). { A = gp_join(JOIN_INNER, true, L, R, NULL, gp_expr_location(L)); }

%type join_type {JoinType}
join_type(A) ::= FULL opt_outer. { A = JOIN_FULL; }
join_type(A) ::= LEFT opt_outer. { A = JOIN_LEFT; }
join_type(A) ::= RIGHT opt_outer. { A = JOIN_RIGHT; }
join_type(A) ::= INNER. { A = JOIN_INNER; }
opt_outer ::= OUTER.
opt_outer ::= .

/* ON expr gives the expression; USING gives a List node of names (with the alias after it). */
join_qual(A) ::= USING LP name_list(L) RP opt_using_alias(AL). { A = (Node *)list_make2(L, AL); }
join_qual(A) ::= ON a_expr(E). { A = E; }
opt_using_alias(A) ::= AS col_id(N). { A = gp_alias(N.str, NIL); }
opt_using_alias(A) ::= . { A = NULL; }

relation_expr(A) ::= qualified_name(N). { A = N; }
relation_expr(A) ::= qualified_name(N) STAR. { A = N; }
relation_expr(A) ::= ONLY qualified_name(N). { ((RangeVar *)N)->inh = false; A = N; }
relation_expr(A) ::= ONLY LP qualified_name(N) RP. { ((RangeVar *)N)->inh = false; A = N; }

%type relation_expr_list {List *}
relation_expr_list(A) ::= relation_expr(X). { A = list_make1(X); }
relation_expr_list(A) ::= relation_expr_list(L) COMMA relation_expr(X). { A = lappend(L, X); }

relation_expr_opt_alias(A) ::= relation_expr(R). [UMINUS] { A = R; }
relation_expr_opt_alias(A) ::= relation_expr(R) col_id(N). { ((RangeVar *)R)->alias = (Alias *)gp_alias(N.str, NIL); A = R; }
relation_expr_opt_alias(A) ::= relation_expr(R) AS col_id(N). { ((RangeVar *)R)->alias = (Alias *)gp_alias(N.str, NIL); A = R; }

qualified_name(A) ::= col_id(N). { A = gp_range_var(gp_name1(N.str), N.loc); }
qualified_name(A) ::= col_id(N) indirection(L). { A = gp_range_var(lcons(makeString(N.str), L), N.loc); }

%type qualified_name_list {List *}
qualified_name_list(A) ::= qualified_name(X). { A = list_make1(X); }
qualified_name_list(A) ::= qualified_name_list(L) COMMA qualified_name(X). { A = lappend(L, X); }

opt_alias_clause(A) ::= alias_clause(X). { A = X; }
opt_alias_clause(A) ::= . { A = NULL; }
alias_clause(A) ::= AS col_id(N) LP name_list(L) RP. { A = gp_alias(N.str, L); }
alias_clause(A) ::= AS col_id(N). { A = gp_alias(N.str, NIL); }
alias_clause(A) ::= col_id(N) LP name_list(L) RP. { A = gp_alias(N.str, L); }
alias_clause(A) ::= col_id(N). { A = gp_alias(N.str, NIL); }

/* WHERE, GROUP BY, HAVING, WINDOW */
where_clause(A) ::= WHERE a_expr(E). { A = E; }
where_clause(A) ::= . { A = NULL; }

/* group_clause: node is the List of items, loc is 1 for GROUP BY DISTINCT */
%type group_clause {ParenSelect}
group_clause(A) ::= GROUP BY group_by_list(L). { A.node = (Node *)L; A.loc = 0; }
group_clause(A) ::= GROUP BY ALL group_by_list(L). { A.node = (Node *)L; A.loc = 0; }
group_clause(A) ::= GROUP BY DISTINCT group_by_list(L). { A.node = (Node *)L; A.loc = 1; }
group_clause(A) ::= . { A.node = NULL; A.loc = 0; }
%type group_by_list {List *}
group_by_list(A) ::= group_by_item(X). { A = list_make1(X); }
group_by_list(A) ::= group_by_list(L) COMMA group_by_item(X). { A = lappend(L, X); }
group_by_item(A) ::= a_expr(E). { A = E; }
group_by_item(A) ::= LP(P) RP. { GroupingSet *g = makeNode(GroupingSet); g->kind = GROUPING_SET_EMPTY; g->location = P.loc; A = (Node *)g; }
group_by_item(A) ::= CUBE(C) LP expr_list(L) RP. { GroupingSet *g = makeNode(GroupingSet); g->kind = GROUPING_SET_CUBE; g->content = L; g->location = C.loc; A = (Node *)g; }
group_by_item(A) ::= ROLLUP(C) LP expr_list(L) RP. { GroupingSet *g = makeNode(GroupingSet); g->kind = GROUPING_SET_ROLLUP; g->content = L; g->location = C.loc; A = (Node *)g; }
group_by_item(A) ::= GROUPING(C) SETS LP group_by_list(L) RP. { GroupingSet *g = makeNode(GroupingSet); g->kind = GROUPING_SET_SETS; g->content = L; g->location = C.loc; A = (Node *)g; }

having_clause(A) ::= HAVING a_expr(E). { A = E; }
having_clause(A) ::= . { A = NULL; }

%type window_clause {List *}
window_clause(A) ::= WINDOW window_definition_list(L). { A = L; }
window_clause(A) ::= . { A = NIL; }
%type window_definition_list {List *}
window_definition_list(A) ::= window_definition(X). { A = list_make1(X); }
window_definition_list(A) ::= window_definition_list(L) COMMA window_definition(X). { A = lappend(L, X); }
%type window_definition {WindowDef *}
window_definition(A) ::= col_id(N) AS window_specification(W). { W->name = N.str; A = W; }

%type window_specification {WindowDef *}
window_specification(A) ::= LP(P) opt_existing_window_name(N) opt_partition_clause(PC) opt_sort_clause(S) opt_frame_clause(F) RP.
{
    A = makeNode(WindowDef);
    A->refname = N; A->partitionClause = PC; A->orderClause = S;
    A->frameOptions = F->options; A->startOffset = F->startOffset; A->endOffset = F->endOffset;
    A->location = P.loc;
}
%type opt_existing_window_name {char *}
opt_existing_window_name(A) ::= col_id(N). { A = N.str; }
opt_existing_window_name(A) ::= . [OP] { A = NULL; }
%type opt_partition_clause {List *}
opt_partition_clause(A) ::= PARTITION BY expr_list(L). { A = L; }
opt_partition_clause(A) ::= . { A = NIL; }

%type opt_frame_clause {FrameSpec *}
opt_frame_clause(A) ::= RANGE frame_extent(F) opt_window_exclusion(X). { A = F; A->options = gp_frame_options(FRAMEOPTION_RANGE, F, NULL, X, NULL, NULL); }
opt_frame_clause(A) ::= ROWS frame_extent(F) opt_window_exclusion(X). { A = F; A->options = gp_frame_options(FRAMEOPTION_ROWS, F, NULL, X, NULL, NULL); }
opt_frame_clause(A) ::= GROUPS frame_extent(F) opt_window_exclusion(X). { A = F; A->options = gp_frame_options(FRAMEOPTION_GROUPS, F, NULL, X, NULL, NULL); }
opt_frame_clause(A) ::= . { A = palloc0(sizeof(FrameSpec)); A->options = FRAMEOPTION_DEFAULTS; }

%type frame_extent {FrameSpec *}
frame_extent(A) ::= frame_bound(S). { A = S; A->options = gp_frame_options(-1, S, NULL, 0, NULL, NULL); }
frame_extent(A) ::= BETWEEN frame_bound(S) AND frame_bound(E).
{
    A = palloc0(sizeof(FrameSpec));
    A->options = gp_frame_options(-2, S, E, 0, &A->startOffset, &A->endOffset);
    A->loc = S->loc;
}
%type frame_bound {FrameSpec *}
frame_bound(A) ::= UNBOUNDED(U) PRECEDING. { A = gp_frame_bound(FRAMEOPTION_START_UNBOUNDED_PRECEDING, NULL, U.loc); }
frame_bound(A) ::= UNBOUNDED(U) FOLLOWING. { A = gp_frame_bound(FRAMEOPTION_START_UNBOUNDED_FOLLOWING, NULL, U.loc); }
frame_bound(A) ::= CURRENT(C) ROW. { A = gp_frame_bound(FRAMEOPTION_START_CURRENT_ROW, NULL, C.loc); }
frame_bound(A) ::= a_expr(E) PRECEDING. { A = gp_frame_bound(FRAMEOPTION_START_OFFSET_PRECEDING, E, gp_expr_location(E)); }
frame_bound(A) ::= a_expr(E) FOLLOWING. { A = gp_frame_bound(FRAMEOPTION_START_OFFSET_FOLLOWING, E, gp_expr_location(E)); }
%type opt_window_exclusion {int}
opt_window_exclusion(A) ::= EXCLUDE CURRENT ROW. { A = FRAMEOPTION_EXCLUDE_CURRENT_ROW; }
opt_window_exclusion(A) ::= EXCLUDE GROUP. { A = FRAMEOPTION_EXCLUDE_GROUP; }
opt_window_exclusion(A) ::= EXCLUDE TIES. { A = FRAMEOPTION_EXCLUDE_TIES; }
opt_window_exclusion(A) ::= EXCLUDE NO OTHERS. { A = 0; }
opt_window_exclusion(A) ::= . { A = 0; }

/* ORDER BY */
%type opt_sort_clause {List *}
opt_sort_clause(A) ::= sort_clause(L). { A = L; }
opt_sort_clause(A) ::= . { A = NIL; }
%type sort_clause {List *}
sort_clause(A) ::= ORDER BY sortby_list(L). { A = L; }
%type sortby_list {List *}
sortby_list(A) ::= sortby(X). { A = list_make1(X); }
sortby_list(A) ::= sortby_list(L) COMMA sortby(X). { A = lappend(L, X); }
sortby(A) ::= a_expr(E) USING(U) qual_all_op(O) opt_nulls_order(N). { A = (Node *)gp_sortby(E, SORTBY_USING, N, O, U.loc); }
sortby(A) ::= a_expr(E) opt_asc_desc(D) opt_nulls_order(N). { A = (Node *)gp_sortby(E, D, N, NIL, -1); }
%type opt_asc_desc {SortByDir}
opt_asc_desc(A) ::= ASC. { A = SORTBY_ASC; }
opt_asc_desc(A) ::= DESC. { A = SORTBY_DESC; }
opt_asc_desc(A) ::= . { A = SORTBY_DEFAULT; }
%type opt_nulls_order {SortByNulls}
opt_nulls_order(A) ::= NULLS_LA FIRST. { A = SORTBY_NULLS_FIRST; }
opt_nulls_order(A) ::= NULLS_LA LAST. { A = SORTBY_NULLS_LAST; }
opt_nulls_order(A) ::= . { A = SORTBY_NULLS_DEFAULT; }

/* LIMIT / OFFSET / FETCH */
%type opt_select_limit {SelectLimit *}
opt_select_limit(A) ::= select_limit(X). { A = X; }
opt_select_limit(A) ::= . { A = NULL; }
%type select_limit {SelectLimit *}
select_limit(A) ::= limit_clause(L) offset_clause(O). { A = L; A->limitOffset = O->limitOffset; A->has_offset = true; A->offset_loc = O->offset_loc; }
select_limit(A) ::= offset_clause(O) limit_clause(L). { A = L; A->limitOffset = O->limitOffset; A->has_offset = true; A->offset_loc = O->offset_loc; }
select_limit(A) ::= limit_clause(L). { A = L; }
select_limit(A) ::= offset_clause(O). { A = O; }
%type limit_clause {SelectLimit *}
limit_clause(A) ::= LIMIT(L) select_limit_value(V). { A = gp_limit(NULL, -1, V, L.loc, true); }
limit_clause(A) ::= LIMIT(L) select_limit_value COMMA select_offset_value.
{
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("LIMIT #,# syntax is not supported"),
            errhint("Use separate LIMIT and OFFSET clauses."), errlocation(L.loc));
    A = NULL;
}
limit_clause(A) ::= FETCH(F) first_or_next select_fetch_first_value(V) row_or_rows ONLY. { A = gp_limit(NULL, -1, V, F.loc, true); }
limit_clause(A) ::= FETCH(F) first_or_next select_fetch_first_value(V) row_or_rows WITH TIES.
    { A = gp_limit(NULL, -1, V, F.loc, true); A->limitOption = LIMIT_OPTION_WITH_TIES; }
limit_clause(A) ::= FETCH(F) first_or_next row_or_rows ONLY. { A = gp_limit(NULL, -1, gp_int_const(1, -1), F.loc, true); }
limit_clause(A) ::= FETCH(F) first_or_next row_or_rows WITH TIES.
    { A = gp_limit(NULL, -1, gp_int_const(1, -1), F.loc, true); A->limitOption = LIMIT_OPTION_WITH_TIES; }
%type offset_clause {SelectLimit *}
offset_clause(A) ::= OFFSET(O) select_offset_value(V). { A = gp_limit(V, O.loc, NULL, -1, false); }
offset_clause(A) ::= OFFSET(O) select_fetch_first_value(V) row_or_rows. { A = gp_limit(V, O.loc, NULL, -1, false); }
select_limit_value(A) ::= a_expr(E). { A = E; }
select_limit_value(A) ::= ALL. { A = NULL; }
select_offset_value(A) ::= a_expr(E). { A = E; }
select_fetch_first_value(A) ::= c_expr(E). { A = E; }
select_fetch_first_value(A) ::= PLUS i_or_f_const(E). { A = E; }
select_fetch_first_value(A) ::= MINUS(M) i_or_f_const(E). { A = gp_negate(E, M.loc); }
i_or_f_const(A) ::= ICONST(T). { A = gp_iconst(&T); }
i_or_f_const(A) ::= FCONST(T). { A = gp_fconst(&T); }
row_or_rows ::= ROW.
row_or_rows ::= ROWS.
first_or_next ::= FIRST.
first_or_next ::= NEXT.

/* FOR UPDATE / SHARE */
%type opt_for_locking_clause {List *}
opt_for_locking_clause(A) ::= for_locking_clause(L). { A = L; }
opt_for_locking_clause(A) ::= . { A = NIL; }
%type for_locking_clause {List *}
for_locking_clause(A) ::= for_locking_items(L). { A = L; }
for_locking_clause(A) ::= FOR READ ONLY. { A = NIL; }
%type for_locking_items {List *}
for_locking_items(A) ::= for_locking_item(X). { A = list_make1(X); }
for_locking_items(A) ::= for_locking_items(L) for_locking_item(X). { A = lappend(L, X); }
for_locking_item(A) ::= for_locking_strength(S) locked_rels_list(R) opt_nowait_or_skip(W).
{
    LockingClause *n = makeNode(LockingClause);
    n->strength = S; n->lockedRels = R; n->waitPolicy = W;
    A = (Node *)n;
}
%type for_locking_strength {LockClauseStrength}
for_locking_strength(A) ::= FOR UPDATE. { A = LCS_FORUPDATE; }
for_locking_strength(A) ::= FOR NO KEY UPDATE. { A = LCS_FORNOKEYUPDATE; }
for_locking_strength(A) ::= FOR SHARE. { A = LCS_FORSHARE; }
for_locking_strength(A) ::= FOR KEY SHARE. { A = LCS_FORKEYSHARE; }
%type locked_rels_list {List *}
locked_rels_list(A) ::= OF qualified_name_list(L). { A = L; }
locked_rels_list(A) ::= . { A = NIL; }
%type opt_nowait_or_skip {LockWaitPolicy}
opt_nowait_or_skip(A) ::= NOWAIT. { A = LockWaitError; }
opt_nowait_or_skip(A) ::= SKIP LOCKED. { A = LockWaitSkip; }
opt_nowait_or_skip(A) ::= . { A = LockWaitBlock; }

/* ================================================================ INSERT / UPDATE / DELETE */

insert_stmt(A) ::= opt_with_clause(W) INSERT INTO insert_target(T) insert_rest(R) opt_on_conflict(C) returning_clause(RET).
{
    InsertStmt *n = (InsertStmt *)R;
    n->relation = (RangeVar *)T; n->onConflictClause = (OnConflictClause *)C;
    n->returningList = RET; n->withClause = W;
    A = (Node *)n;
}
insert_target(A) ::= qualified_name(N). { A = N; }
insert_target(A) ::= qualified_name(N) AS col_id(AL). { ((RangeVar *)N)->alias = (Alias *)gp_alias(AL.str, NIL); A = N; }
insert_rest(A) ::= select_stmt(S). { InsertStmt *n = makeNode(InsertStmt); n->selectStmt = S; A = (Node *)n; }
insert_rest(A) ::= LP insert_column_list(C) RP select_stmt(S). { InsertStmt *n = makeNode(InsertStmt); n->cols = C; n->selectStmt = S; A = (Node *)n; }
insert_rest(A) ::= DEFAULT VALUES. { A = (Node *)makeNode(InsertStmt); }
insert_rest(A) ::= OVERRIDING override_kind(K) VALUE select_stmt(S). { InsertStmt *n = makeNode(InsertStmt); n->selectStmt = S; n->override = (char)K; A = (Node *)n; }
insert_rest(A) ::= LP insert_column_list(C) RP OVERRIDING override_kind(K) VALUE select_stmt(S). { InsertStmt *n = makeNode(InsertStmt); n->cols = C; n->selectStmt = S; n->override = (char)K; A = (Node *)n; }
%type override_kind {int}
override_kind(A) ::= USER. { A = 'u'; }
override_kind(A) ::= SYSTEM. { A = 's'; }
%type insert_column_list {List *}
insert_column_list(A) ::= insert_column_item(X). { A = list_make1(X); }
insert_column_list(A) ::= insert_column_list(L) COMMA insert_column_item(X). { A = lappend(L, X); }
insert_column_item(A) ::= col_id(N) opt_indirection(I). { A = (Node *)gp_restarget(N.str, I, NULL, N.loc); }

opt_on_conflict(A) ::= ON(O) CONFLICT opt_conf_expr(E) DO UPDATE SET set_clause_list(S) where_clause(W).
{
    OnConflictClause *n = (OnConflictClause *)E;
    n->action = ONCONFLICT_UPDATE; n->targetList = S; n->whereClause = W; n->location = O.loc;
    A = (Node *)n;
}
opt_on_conflict(A) ::= ON(O) CONFLICT opt_conf_expr(E) DO NOTHING.
{
    OnConflictClause *n = (OnConflictClause *)E;
    n->action = ONCONFLICT_NOTHING; n->location = O.loc;
    A = (Node *)n;
}
opt_on_conflict(A) ::= . { A = NULL; }
opt_conf_expr(A) ::= LP(P) conf_elem_list(L) RP where_clause(W). { OnConflictClause *n = makeNode(OnConflictClause); n->infer_cols = L; n->infer_where = W; n->infer_location = P.loc; A = (Node *)n; }
%type conf_elem_list {List *}
conf_elem_list(A) ::= conf_elem(X). { A = list_make1(X); }
conf_elem_list(A) ::= conf_elem_list(L) COMMA conf_elem(X). { A = lappend(L, X); }
conf_elem(A) ::= col_id(N). { A = (Node *)gp_restarget(N.str, NIL, NULL, N.loc); }
conf_elem(A) ::= LP(P) a_expr(E) RP. { A = (Node *)gp_restarget(NULL, NIL, E, P.loc); }
conf_elem(A) ::= func_expr_windowless(E). { A = (Node *)gp_restarget(NULL, NIL, E, gp_expr_location(E)); }
opt_conf_expr(A) ::= ON CONSTRAINT name(N). { OnConflictClause *n = makeNode(OnConflictClause); n->constraint_name = N.str; A = (Node *)n; }
opt_conf_expr(A) ::= . { A = (Node *)makeNode(OnConflictClause); }

%type returning_clause {List *}
returning_clause(A) ::= RETURNING target_list(L). { A = L; }
returning_clause(A) ::= . { A = NIL; }

update_stmt(A) ::= opt_with_clause(W) UPDATE relation_expr_opt_alias(R) SET set_clause_list(S) from_clause(F) where_clause(WH) returning_clause(RET).
{
    UpdateStmt *n = makeNode(UpdateStmt);
    n->relation = (RangeVar *)R; n->targetList = S; n->fromClause = F; n->whereClause = WH;
    n->returningList = RET; n->withClause = W;
    A = (Node *)n;
}
%type set_clause_list {List *}
set_clause_list(A) ::= set_clause(X). { A = X; }
set_clause_list(A) ::= set_clause_list(L) COMMA set_clause(X). { A = list_concat(L, X); }
%type set_clause {List *}
set_clause(A) ::= set_target(T) EQ a_expr(E). { ((ResTarget *)T)->val = E; A = list_make1(T); }
set_clause(A) ::= LP set_target_list(L) RP EQ a_expr(E). { A = gp_update_multi(L, E, gp_expr_location(E)); }
set_target(A) ::= col_id(N) opt_indirection(I). { A = (Node *)gp_restarget(N.str, I, NULL, N.loc); }
%type set_target_list {List *}
set_target_list(A) ::= set_target(X). { A = list_make1(X); }
set_target_list(A) ::= set_target_list(L) COMMA set_target(X). { A = lappend(L, X); }

delete_stmt(A) ::= opt_with_clause(W) DELETE FROM relation_expr_opt_alias(R) using_clause(U) where_clause(WH) returning_clause(RET).
{
    DeleteStmt *n = makeNode(DeleteStmt);
    n->relation = (RangeVar *)R; n->usingClause = U; n->whereClause = WH;
    n->returningList = RET; n->withClause = W;
    A = (Node *)n;
}
%type using_clause {List *}
using_clause(A) ::= USING from_list(L). { A = L; }
using_clause(A) ::= . { A = NIL; }

/* ================================================================ CREATE SCHEMA */

%type schema_stmt {Node *}
schema_stmt(A) ::= CREATE SCHEMA name(N) opt_schema_auth(R).
{ CreateSchemaStmt *n = makeNode(CreateSchemaStmt); n->schemaname = N.str; n->authrole = R; n->location = N.loc; A = (Node *)n; }
schema_stmt(A) ::= CREATE SCHEMA IF NOT EXISTS name(N) opt_schema_auth(R).
{ CreateSchemaStmt *n = makeNode(CreateSchemaStmt); n->schemaname = N.str; n->authrole = R; n->if_not_exists = true; n->location = N.loc; A = (Node *)n; }
schema_stmt(A) ::= CREATE SCHEMA AUTHORIZATION(K) name(R).
{ CreateSchemaStmt *n = makeNode(CreateSchemaStmt); n->authrole = R.str; n->location = K.loc; A = (Node *)n; }
schema_stmt(A) ::= CREATE SCHEMA IF NOT EXISTS AUTHORIZATION(K) name(R).
{ CreateSchemaStmt *n = makeNode(CreateSchemaStmt); n->authrole = R.str; n->if_not_exists = true; n->location = K.loc; A = (Node *)n; }
%type opt_schema_auth {char *}
opt_schema_auth(A) ::= AUTHORIZATION name(R). { A = R.str; }
opt_schema_auth(A) ::= . { A = NULL; }

/* ================================================================ COMMENT ON */

%type comment_stmt {Node *}
comment_stmt(A) ::= COMMENT ON comment_type(T) any_name(N) IS comment_text(C).
{
    CommentStmt *n = makeNode(CommentStmt);
    n->objtype = (ObjectType)T; n->object = N; n->comment = C;
    A = (Node *)n;
}
comment_stmt(A) ::= COMMENT ON FOREIGN DATA WRAPPER name(N) IS comment_text(C).
{
    CommentStmt *n = makeNode(CommentStmt);
    n->objtype = OBJECT_FDW; n->object = list_make1(makeString(N.str)); n->comment = C;
    A = (Node *)n;
}
comment_stmt(A) ::= COMMENT ON SERVER name(N) IS comment_text(C).
{
    CommentStmt *n = makeNode(CommentStmt);
    n->objtype = OBJECT_FOREIGN_SERVER; n->object = list_make1(makeString(N.str)); n->comment = C;
    A = (Node *)n;
}
%type comment_type {int}
comment_type(A) ::= TABLE. { A = OBJECT_TABLE; }
comment_type(A) ::= VIEW. { A = OBJECT_VIEW; }
comment_type(A) ::= SEQUENCE. { A = OBJECT_SEQUENCE; }
comment_type(A) ::= INDEX. { A = OBJECT_INDEX; }
comment_type(A) ::= FOREIGN TABLE. { A = OBJECT_FOREIGN_TABLE; }
comment_type(A) ::= COLUMN. { A = OBJECT_COLUMN; }
comment_type(A) ::= SCHEMA. { A = OBJECT_SCHEMA; }
%type comment_text {char *}
comment_text(A) ::= SCONST(S). { A = S.str; }
comment_text(A) ::= NULL. { A = NULL; }

/* ================================================================ GRANT / REVOKE */

%type grant_stmt {Node *}
grant_stmt(A) ::= GRANT privileges(P) ON grant_target(T) TO grantee_list(G) opt_grant_option(O).
{
    GrantStmt *n = (GrantStmt *)T;
    n->is_grant = true; n->privileges = P; n->grantees = G; n->grant_option = O;
    A = (Node *)n;
}
grant_stmt(A) ::= REVOKE privileges(P) ON grant_target(T) FROM grantee_list(G) opt_drop_behavior(B).
{
    GrantStmt *n = (GrantStmt *)T;
    n->privileges = P; n->grantees = G; n->behavior = B;
    A = (Node *)n;
}
grant_stmt(A) ::= REVOKE GRANT OPTION FOR privileges(P) ON grant_target(T) FROM grantee_list(G) opt_drop_behavior(B).
{
    GrantStmt *n = (GrantStmt *)T;
    n->privileges = P; n->grantees = G; n->behavior = B; n->grant_option = true;
    A = (Node *)n;
}
grant_stmt(A) ::= GRANT privilege_list(P) TO role_spec_list(G) opt_grant_admin_option(O) opt_granted_by(B).
{ A = gp_grant_role(true, O, P, G, B, DROP_RESTRICT); }
grant_stmt(A) ::= REVOKE privilege_list(P) FROM role_spec_list(G) opt_granted_by(B) opt_drop_behavior(D).
{ A = gp_grant_role(false, false, P, G, B, D); }
grant_stmt(A) ::= REVOKE ADMIN OPTION FOR privilege_list(P) FROM role_spec_list(G) opt_granted_by(B) opt_drop_behavior(D).
{ A = gp_grant_role(false, true, P, G, B, D); }
%include {
static Node *gp_grant_role(bool is_grant, bool admin_opt, List *roles, List *grantees,
                           char *grantor, DropBehavior behavior)
{
    GrantRoleStmt *n = makeNode(GrantRoleStmt);
    n->is_grant = is_grant;
    n->admin_opt = admin_opt;
    n->granted_roles = roles;
    n->grantee_roles = grantees;
    n->grantor = grantor;
    n->behavior = behavior;
    return (Node *)n;
}
}
%type opt_grant_admin_option {bool}
opt_grant_admin_option(A) ::= WITH ADMIN OPTION. { A = true; }
opt_grant_admin_option(A) ::= . { A = false; }
%type opt_granted_by {char *}
opt_granted_by(A) ::= GRANTED BY role_spec(R). { A = R; }
opt_granted_by(A) ::= . { A = NULL; }
/* PG's RoleSpec, spelled as grantees are: a name ("public" for PUBLIC) or "$current_user" /
 * "$session_user". */
%type role_spec {char *}
role_spec(A) ::= non_reserved_word(T). { A = T.str; }
role_spec(A) ::= CURRENT_USER. { A = pstrdup("$current_user"); }
role_spec(A) ::= CURRENT_ROLE. { A = pstrdup("$current_user"); }
role_spec(A) ::= SESSION_USER. { A = pstrdup("$session_user"); }
%type role_spec_list {List *}
role_spec_list(A) ::= role_spec(R). { A = list_make1(makeString(R)); }
role_spec_list(A) ::= role_spec_list(L) COMMA role_spec(R). { A = lappend(L, makeString(R)); }
%type owned_stmt {Node *}
owned_stmt(A) ::= REASSIGN OWNED BY role_spec_list(L) TO role_spec(R).
{
    ReassignOwnedStmt *n = makeNode(ReassignOwnedStmt);
    n->roles = L; n->newrole = R;
    A = (Node *)n;
}
owned_stmt(A) ::= DROP OWNED BY role_spec_list(L) opt_drop_behavior(B).
{
    DropOwnedStmt *n = makeNode(DropOwnedStmt);
    n->roles = L; n->behavior = B;
    A = (Node *)n;
}
%type privileges {List *}
privileges(A) ::= ALL. { A = NIL; }
privileges(A) ::= ALL PRIVILEGES. { A = NIL; }
privileges(A) ::= ALL LP name_list(C) RP. { A = list_make1(gp_access_priv(NULL, C)); }
privileges(A) ::= ALL PRIVILEGES LP name_list(C) RP. { A = list_make1(gp_access_priv(NULL, C)); }
privileges(A) ::= privilege_list(L). { A = L; }
%type privilege_list {List *}
privilege_list(A) ::= privilege(X). { A = list_make1(X); }
privilege_list(A) ::= privilege_list(L) COMMA privilege(X). { A = lappend(L, X); }
%type privilege {Node *}
privilege(A) ::= SELECT opt_name_list(C). { A = gp_access_priv("select", C); }
privilege(A) ::= REFERENCES opt_name_list(C). { A = gp_access_priv("references", C); }
privilege(A) ::= CREATE opt_name_list(C). { A = gp_access_priv("create", C); }
privilege(A) ::= col_id(N) opt_name_list(C). { A = gp_access_priv(N.str, C); }
%type grant_target {Node *}
grant_target(A) ::= qualified_name_list(L). { A = gp_grant_target(OBJECT_TABLE, false, L); }
grant_target(A) ::= TABLE qualified_name_list(L). { A = gp_grant_target(OBJECT_TABLE, false, L); }
grant_target(A) ::= SEQUENCE qualified_name_list(L). { A = gp_grant_target(OBJECT_SEQUENCE, false, L); }
grant_target(A) ::= SCHEMA name_list(L). { A = gp_grant_target(OBJECT_SCHEMA, false, L); }
grant_target(A) ::= ALL TABLES IN SCHEMA name_list(L). { A = gp_grant_target(OBJECT_TABLE, true, L); }
grant_target(A) ::= ALL SEQUENCES IN SCHEMA name_list(L). { A = gp_grant_target(OBJECT_SEQUENCE, true, L); }
grant_target(A) ::= FOREIGN SERVER name_list(L). { A = gp_grant_target(OBJECT_FOREIGN_SERVER, false, L); }
grant_target(A) ::= FOREIGN DATA WRAPPER name_list(L). { A = gp_grant_target(OBJECT_FDW, false, L); }
grant_target(A) ::= FUNCTION function_with_argtypes_list(L). { A = gp_grant_target(OBJECT_FUNCTION, false, L); }
grant_target(A) ::= ROUTINE function_with_argtypes_list(L). { A = gp_grant_target(OBJECT_FUNCTION, false, L); }
grant_target(A) ::= ALL FUNCTIONS IN SCHEMA name_list(L). { A = gp_grant_target(OBJECT_FUNCTION, true, L); }
grant_target(A) ::= ALL ROUTINES IN SCHEMA name_list(L). { A = gp_grant_target(OBJECT_FUNCTION, true, L); }
grant_target(A) ::= DATABASE name_list(L). { A = gp_grant_target(OBJECT_DATABASE, false, L); }
%type function_with_argtypes_list {List *}
function_with_argtypes_list(A) ::= function_with_argtypes(F). { A = list_make1(F); }
function_with_argtypes_list(A) ::= function_with_argtypes_list(L) COMMA function_with_argtypes(F). { A = lappend(L, F); }
%type function_with_argtypes {Node *}
%include {
static Node *gp_object_with_args(List *name, List *args, int location)
{
    ObjectWithArgs *o = makeNode(ObjectWithArgs);
    o->objname = name; o->objargs = args;
    o->location = location;
    return (Node *)o;
}
}
function_with_argtypes(A) ::= func_name(N) LP prep_type_list(T) RP. { A = gp_object_with_args(N.list, T, N.loc); }
function_with_argtypes(A) ::= func_name(N) LP RP. { A = gp_object_with_args(N.list, NIL, N.loc); }
%type grantee_list {List *}
grantee_list(A) ::= grantee(R). { A = list_make1(makeString(R)); }
grantee_list(A) ::= grantee_list(L) COMMA grantee(R). { A = lappend(L, makeString(R)); }
grantee_list(A) ::= GROUP grantee(R). { A = list_make1(makeString(R)); }
%type grantee {char *}
grantee(A) ::= non_reserved_word(T). { A = T.str; }
grantee(A) ::= CURRENT_USER. { A = pstrdup("$current_user"); }
grantee(A) ::= CURRENT_ROLE. { A = pstrdup("$current_user"); }
grantee(A) ::= USER. { A = pstrdup("$current_user"); }
grantee(A) ::= SESSION_USER. { A = pstrdup("$session_user"); }
%type opt_grant_option {bool}
opt_grant_option(A) ::= WITH GRANT OPTION. { A = true; }
opt_grant_option(A) ::= . { A = false; }

%type alter_default_privileges_stmt {Node *}
alter_default_privileges_stmt(A) ::= ALTER DEFAULT PRIVILEGES defacl_options(O) defacl_action(X).
{
    AlterDefaultPrivilegesStmt *n = (AlterDefaultPrivilegesStmt *)O;
    n->action = (GrantStmt *)X;
    A = (Node *)n;
}
%type defacl_options {Node *}
%include {
static Node *gp_defacl_option(Node *stmt, List **which, List *value, int location)
{
    AlterDefaultPrivilegesStmt *n = (AlterDefaultPrivilegesStmt *)stmt;
    if (*which != NIL && n->dup_location < 0)
        n->dup_location = location;
    *which = value;
    return stmt;
}
}
defacl_options(A) ::= .
{
    AlterDefaultPrivilegesStmt *n = makeNode(AlterDefaultPrivilegesStmt);
    n->dup_location = -1;
    A = (Node *)n;
}
defacl_options(A) ::= defacl_options(L) IN(K) SCHEMA name_list(N).
{ A = gp_defacl_option(L, &((AlterDefaultPrivilegesStmt *)L)->schemas, N, K.loc); }
defacl_options(A) ::= defacl_options(L) FOR(K) ROLE role_spec_list(R).
{ A = gp_defacl_option(L, &((AlterDefaultPrivilegesStmt *)L)->roles, R, K.loc); }
defacl_options(A) ::= defacl_options(L) FOR(K) USER role_spec_list(R).
{ A = gp_defacl_option(L, &((AlterDefaultPrivilegesStmt *)L)->roles, R, K.loc); }
%type defacl_action {Node *}
defacl_action(A) ::= GRANT privileges(P) ON defacl_target(T) TO grantee_list(G) opt_grant_option(O).
{
    GrantStmt *n = (GrantStmt *)gp_grant_target((ObjectType)T, false, NIL);
    n->is_grant = true; n->privileges = P; n->grantees = G; n->grant_option = O;
    A = (Node *)n;
}
defacl_action(A) ::= REVOKE privileges(P) ON defacl_target(T) FROM grantee_list(G) opt_drop_behavior(B).
{
    GrantStmt *n = (GrantStmt *)gp_grant_target((ObjectType)T, false, NIL);
    n->privileges = P; n->grantees = G; n->behavior = B;
    A = (Node *)n;
}
defacl_action(A) ::= REVOKE GRANT OPTION FOR privileges(P) ON defacl_target(T) FROM grantee_list(G) opt_drop_behavior(B).
{
    GrantStmt *n = (GrantStmt *)gp_grant_target((ObjectType)T, false, NIL);
    n->privileges = P; n->grantees = G; n->behavior = B; n->grant_option = true;
    A = (Node *)n;
}
%type defacl_target {int}
defacl_target(A) ::= TABLES. { A = OBJECT_TABLE; }
defacl_target(A) ::= SEQUENCES. { A = OBJECT_SEQUENCE; }
defacl_target(A) ::= FUNCTIONS. { A = OBJECT_FUNCTION; }
defacl_target(A) ::= ROUTINES. { A = OBJECT_FUNCTION; }
defacl_target(A) ::= TYPES. { A = OBJECT_TYPE; }
defacl_target(A) ::= SCHEMAS. { A = OBJECT_SCHEMA; }

/* ================================================================ CREATE / ALTER SEQUENCE */

%type sequence_stmt {Node *}
sequence_stmt(A) ::= CREATE opt_temp(P) SEQUENCE qualified_name(N) opt_seq_options(O).
{
    CreateSeqStmt *n = makeNode(CreateSeqStmt);
    ((RangeVar *)N)->relpersistence = (char)P;
    n->sequence = (RangeVar *)N; n->options = O;
    A = (Node *)n;
}
sequence_stmt(A) ::= CREATE opt_temp(P) SEQUENCE IF NOT EXISTS qualified_name(N) opt_seq_options(O).
{
    CreateSeqStmt *n = makeNode(CreateSeqStmt);
    ((RangeVar *)N)->relpersistence = (char)P;
    n->sequence = (RangeVar *)N; n->options = O; n->if_not_exists = true;
    A = (Node *)n;
}
sequence_stmt(A) ::= ALTER SEQUENCE qualified_name(N) seq_option_list(O).
{
    AlterSeqStmt *n = makeNode(AlterSeqStmt);
    n->sequence = (RangeVar *)N; n->options = O;
    A = (Node *)n;
}
sequence_stmt(A) ::= ALTER SEQUENCE IF EXISTS qualified_name(N) seq_option_list(O).
{
    AlterSeqStmt *n = makeNode(AlterSeqStmt);
    n->sequence = (RangeVar *)N; n->options = O; n->missing_ok = true;
    A = (Node *)n;
}
%type opt_seq_options {List *}
opt_seq_options(A) ::= seq_option_list(L). { A = L; }
opt_seq_options(A) ::= . { A = NIL; }
%type seq_option_list {List *}
seq_option_list(A) ::= seq_option(O). { A = list_make1(O); }
seq_option_list(A) ::= seq_option_list(L) seq_option(O). { A = lappend(L, O); }
%type seq_option {DefElem *}
seq_option(A) ::= AS(K) simple_typename(T). { A = gp_defelem(pstrdup("as"), (Node *)T, K.loc); }
seq_option(A) ::= CACHE(K) numeric_only(N). { A = gp_defelem(pstrdup("cache"), N, K.loc); }
seq_option(A) ::= CYCLE(K). { A = gp_defelem(pstrdup("cycle"), (Node *)makeBoolean(true), K.loc); }
seq_option(A) ::= NO(K) CYCLE. { A = gp_defelem(pstrdup("cycle"), (Node *)makeBoolean(false), K.loc); }
seq_option(A) ::= INCREMENT(K) opt_by numeric_only(N). { A = gp_defelem(pstrdup("increment"), N, K.loc); }
seq_option(A) ::= MAXVALUE(K) numeric_only(N). { A = gp_defelem(pstrdup("maxvalue"), N, K.loc); }
seq_option(A) ::= MINVALUE(K) numeric_only(N). { A = gp_defelem(pstrdup("minvalue"), N, K.loc); }
seq_option(A) ::= NO(K) MAXVALUE. { A = gp_defelem(pstrdup("maxvalue"), NULL, K.loc); }
seq_option(A) ::= NO(K) MINVALUE. { A = gp_defelem(pstrdup("minvalue"), NULL, K.loc); }
seq_option(A) ::= OWNED(K) BY any_name(N). { A = gp_defelem(pstrdup("owned_by"), (Node *)N, K.loc); }
seq_option(A) ::= START(K) opt_with_kw numeric_only(N). { A = gp_defelem(pstrdup("start"), N, K.loc); }
seq_option(A) ::= RESTART(K). { A = gp_defelem(pstrdup("restart"), NULL, K.loc); }
seq_option(A) ::= RESTART(K) opt_with_kw numeric_only(N). { A = gp_defelem(pstrdup("restart"), N, K.loc); }
opt_by ::= BY.
opt_by ::= .
opt_with_kw ::= WITH.
opt_with_kw ::= .

/* ================================================================ CREATE TABLE / DROP / TRUNCATE */

create_stmt(A) ::= CREATE opt_temp(P) TABLE qualified_name(N) LP opt_table_element_list(E) RP opt_with(W).
{
    CreateStmt *n = makeNode(CreateStmt);
    ((RangeVar *)N)->relpersistence = (char)P;
    n->relation = (RangeVar *)N; n->tableElts = E; n->options = W;
    A = (Node *)n;
}
create_stmt(A) ::= CREATE opt_temp(P) TABLE IF NOT EXISTS qualified_name(N) LP opt_table_element_list(E) RP opt_with(W).
{
    CreateStmt *n = makeNode(CreateStmt);
    ((RangeVar *)N)->relpersistence = (char)P;
    n->relation = (RangeVar *)N; n->tableElts = E; n->options = W; n->if_not_exists = true;
    A = (Node *)n;
}
create_stmt(A) ::= CREATE opt_temp(P) TABLE qualified_name(N) LP opt_table_element_list(E) RP PARTITION BY part_spec(S) opt_with(W).
{
    CreateStmt *n = makeNode(CreateStmt);
    ((RangeVar *)N)->relpersistence = (char)P;
    n->relation = (RangeVar *)N; n->tableElts = E; n->options = W; n->partspec = S;
    A = (Node *)n;
}
create_stmt(A) ::= CREATE opt_temp(P) TABLE qualified_name(N) PARTITION OF qualified_name(PA) partition_bound(B) opt_part_spec(S).
{
    CreateStmt *n = makeNode(CreateStmt);
    ((RangeVar *)N)->relpersistence = (char)P;
    n->relation = (RangeVar *)N; n->partof = (RangeVar *)PA; n->partbound = B; n->partspec = S;
    A = (Node *)n;
}
%type part_spec {PartitionSpec *}
part_spec(A) ::= col_id(S) LP part_params(L) RP.
{
    A = L; A->strategy = S.str; A->location = S.loc;
}
%type part_params {PartitionSpec *}
part_params(A) ::= col_id(C).
{
    A = makeNode(PartitionSpec); A->params = list_make1(makeString(C.str));
    A->locations = lappend_int(NIL, C.loc);
}
part_params(A) ::= part_params(L) COMMA col_id(C).
{
    A = L; A->params = lappend(A->params, makeString(C.str));
    A->locations = lappend_int(A->locations, C.loc);
}
%type opt_part_spec {PartitionSpec *}
opt_part_spec(A) ::= PARTITION BY part_spec(S). { A = S; }
opt_part_spec(A) ::= . { A = NULL; }
%type partition_bound {PartitionBoundSpec *}
partition_bound(A) ::= FOR VALUES IN(K) LP expr_list(L) RP.
{
    A = makeNode(PartitionBoundSpec); A->strategy = 'l'; A->listdatums = L; A->location = K.loc;
}
partition_bound(A) ::= FOR VALUES FROM(K) LP expr_list(L) RP TO LP expr_list(U) RP.
{
    A = makeNode(PartitionBoundSpec); A->strategy = 'r'; A->lowerdatums = L; A->upperdatums = U;
    A->location = K.loc;
}
partition_bound(A) ::= FOR VALUES WITH(K) LP hash_bound_list(L) RP.
{
    A = makeNode(PartitionBoundSpec); A->strategy = 'h'; A->hashopts = L; A->location = K.loc;
}
partition_bound(A) ::= DEFAULT(K).
{
    A = makeNode(PartitionBoundSpec); A->is_default = true; A->location = K.loc;
}
%type hash_bound_list {List *}
hash_bound_list(A) ::= hash_bound_elem(X). { A = list_make1(X); }
hash_bound_list(A) ::= hash_bound_list(L) COMMA hash_bound_elem(X). { A = lappend(L, X); }
%type hash_bound_elem {DefElem *}
hash_bound_elem(A) ::= non_reserved_word(W) ICONST(I). { A = gp_defelem(W.str, (Node *)makeInteger(atol(I.str)), W.loc); }
create_stmt(A) ::= CREATE opt_temp(P) TABLE qualified_name(N) opt_column_list(C) AS select_stmt(Q) opt_with_data(D).
{
    CreateTableAsStmt *n = makeNode(CreateTableAsStmt);
    ((RangeVar *)N)->relpersistence = (char)P;
    n->relation = (RangeVar *)N; n->colNames = C; n->query = Q; n->skipData = !D;
    A = (Node *)n;
}
create_stmt(A) ::= CREATE opt_temp(P) TABLE IF NOT EXISTS qualified_name(N) opt_column_list(C) AS select_stmt(Q) opt_with_data(D).
{
    CreateTableAsStmt *n = makeNode(CreateTableAsStmt);
    ((RangeVar *)N)->relpersistence = (char)P;
    n->relation = (RangeVar *)N; n->colNames = C; n->query = Q; n->skipData = !D;
    n->if_not_exists = true;
    A = (Node *)n;
}
view_stmt(A) ::= CREATE opt_temp(P) VIEW qualified_name(N) opt_column_list(C) AS(K) select_stmt(Q).
{
    ViewStmt *n = makeNode(ViewStmt);
    ((RangeVar *)N)->relpersistence = (char)P;
    n->view = (RangeVar *)N; n->aliases = C; n->query = Q; n->query_location = K.loc + 2;
    A = (Node *)n;
}
view_stmt(A) ::= CREATE OR REPLACE opt_temp(P) VIEW qualified_name(N) opt_column_list(C) AS(K) select_stmt(Q).
{
    ViewStmt *n = makeNode(ViewStmt);
    ((RangeVar *)N)->relpersistence = (char)P;
    n->view = (RangeVar *)N; n->aliases = C; n->query = Q; n->replace = true;
    n->query_location = K.loc + 2;
    A = (Node *)n;
}
%type opt_with_data {bool}
opt_with_data(A) ::= WITH DATA. { A = true; }
opt_with_data(A) ::= WITH NO DATA. { A = false; }
opt_with_data(A) ::= . { A = true; }
index_stmt(A) ::= CREATE(C) opt_unique(U) INDEX opt_index_name(N) ON relation_expr(R) access_method_clause(M) LP index_params(P) RP opt_include(I) opt_with(W) where_clause(WH).
{
    IndexStmt *n = makeNode(IndexStmt);
    n->unique = U; n->idxname = N; n->relation = (RangeVar *)R; n->accessMethod = M;
    n->indexParams = P; n->indexIncludingParams = I; n->options = W; n->location = C.loc;
    n->whereClause = WH;
    A = (Node *)n;
}
index_stmt(A) ::= CREATE(C) opt_unique(U) INDEX IF NOT EXISTS name(N) ON relation_expr(R) access_method_clause(M) LP index_params(P) RP opt_include(I) opt_with(W) where_clause(WH).
{
    IndexStmt *n = makeNode(IndexStmt);
    n->unique = U; n->idxname = N.str; n->relation = (RangeVar *)R; n->accessMethod = M;
    n->indexParams = P; n->indexIncludingParams = I; n->options = W; n->if_not_exists = true;
    n->whereClause = WH;
    n->location = C.loc;
    A = (Node *)n;
}
%type opt_include {List *}
opt_include(A) ::= INCLUDE LP index_params(P) RP. { A = P; }
opt_include(A) ::= . { A = NIL; }
%type opt_unique {bool}
opt_unique(A) ::= UNIQUE. { A = true; }
opt_unique(A) ::= . { A = false; }
%type opt_index_name {char *}
opt_index_name(A) ::= name(N). { A = N.str; }
opt_index_name(A) ::= . { A = NULL; }
%type access_method_clause {char *}
access_method_clause(A) ::= USING name(N). { A = N.str; }
access_method_clause(A) ::= . { A = NULL; }
%type index_params {List *}
index_params(A) ::= index_elem(X). { A = list_make1(X); }
index_params(A) ::= index_params(L) COMMA index_elem(X). { A = lappend(L, X); }
%type index_elem {Node *}
index_elem(A) ::= col_id(N) opt_asc_desc(D) opt_nulls_order(O).
{
    IndexElem *n = makeNode(IndexElem);
    n->name = N.str; n->ordering = D; n->nulls_ordering = O; n->location = N.loc;
    A = (Node *)n;
}
index_elem(A) ::= func_expr_windowless(E) opt_asc_desc(D) opt_nulls_order(O).
{
    IndexElem *n = makeNode(IndexElem);
    n->expr = E; n->ordering = D; n->nulls_ordering = O; n->location = gp_expr_location(E);
    A = (Node *)n;
}
index_elem(A) ::= LP(L) a_expr(E) RP opt_asc_desc(D) opt_nulls_order(O).
{
    IndexElem *n = makeNode(IndexElem);
    n->expr = E; n->ordering = D; n->nulls_ordering = O; n->location = L.loc;
    A = (Node *)n;
}

%type opt_temp {int}
opt_temp(A) ::= TEMPORARY. { A = RELPERSISTENCE_TEMP; }
opt_temp(A) ::= TEMP. { A = RELPERSISTENCE_TEMP; }
opt_temp(A) ::= LOCAL TEMPORARY. { A = RELPERSISTENCE_TEMP; }
opt_temp(A) ::= LOCAL TEMP. { A = RELPERSISTENCE_TEMP; }
opt_temp(A) ::= UNLOGGED. { A = RELPERSISTENCE_UNLOGGED; }
opt_temp(A) ::= . { A = RELPERSISTENCE_PERMANENT; }

%type opt_with {List *}
opt_with(A) ::= WITH LP reloption_list(L) RP. { A = L; }
opt_with(A) ::= WITHOUT OIDS. { A = NIL; }
opt_with(A) ::= . { A = NIL; }
%type reloption_list {List *}
reloption_list(A) ::= reloption_elem(X). { A = list_make1(X); }
reloption_list(A) ::= reloption_list(L) COMMA reloption_elem(X). { A = lappend(L, X); }
reloption_elem(A) ::= col_label(N) EQ def_arg(V). { A = (Node *)gp_defelem(N.str, V, N.loc); }
reloption_elem(A) ::= col_label(N). { A = (Node *)gp_defelem(N.str, NULL, N.loc); }
reloption_elem(A) ::= col_label(S) DOT col_label(N) EQ def_arg(V). { DefElem *d = gp_defelem(N.str, V, S.loc); d->defnamespace = S.str; A = (Node *)d; }
reloption_elem(A) ::= col_label(S) DOT col_label(N). { DefElem *d = gp_defelem(N.str, NULL, S.loc); d->defnamespace = S.str; A = (Node *)d; }
def_arg(A) ::= func_type(T). { A = (Node *)T; }
def_arg(A) ::= reserved_keyword(K). { A = (Node *)makeString(K.str); }
def_arg(A) ::= numeric_only(N). { A = N; }
def_arg(A) ::= SCONST(S). { A = (Node *)makeString(S.str); }
def_arg(A) ::= NONE. { A = (Node *)makeString(pstrdup("none")); }
func_type(A) ::= typename(T). { A = (Node *)T; }

%type opt_table_element_list {List *}
opt_table_element_list(A) ::= table_element_list(L). { A = L; }
opt_table_element_list(A) ::= . { A = NIL; }
%type table_element_list {List *}
table_element_list(A) ::= table_element(X). { A = list_make1(X); }
table_element_list(A) ::= table_element_list(L) COMMA table_element(X). { A = lappend(L, X); }
table_element(A) ::= column_def(X). { A = X; }
table_element(A) ::= table_constraint(X). { A = X; }

/* CREATE TABLE (LIKE source INCLUDING / EXCLUDING ...) */
table_element(A) ::= LIKE(K) qualified_name(N) table_like_options(O).
{
    TableLikeClause *n = makeNode(TableLikeClause);
    n->relation = (RangeVar *)N; n->options = O; n->location = K.loc;
    A = (Node *)n;
}
%type table_like_options {int}
table_like_options(A) ::= table_like_options(L) INCLUDING table_like_option(O). { A = L | O; }
table_like_options(A) ::= table_like_options(L) EXCLUDING table_like_option(O). { A = L & ~O; }
table_like_options(A) ::= . { A = 0; }
%type table_like_option {int}
table_like_option(A) ::= COMMENTS. { A = CREATE_TABLE_LIKE_COMMENTS; }
table_like_option(A) ::= COMPRESSION. { A = CREATE_TABLE_LIKE_COMPRESSION; }
table_like_option(A) ::= CONSTRAINTS. { A = CREATE_TABLE_LIKE_CONSTRAINTS; }
table_like_option(A) ::= DEFAULTS. { A = CREATE_TABLE_LIKE_DEFAULTS; }
table_like_option(A) ::= IDENTITY. { A = CREATE_TABLE_LIKE_IDENTITY; }
table_like_option(A) ::= GENERATED. { A = CREATE_TABLE_LIKE_GENERATED; }
table_like_option(A) ::= INDEXES. { A = CREATE_TABLE_LIKE_INDEXES; }
table_like_option(A) ::= STATISTICS. { A = CREATE_TABLE_LIKE_STATISTICS; }
table_like_option(A) ::= STORAGE. { A = CREATE_TABLE_LIKE_STORAGE; }
table_like_option(A) ::= ALL. { A = CREATE_TABLE_LIKE_ALL; }

column_def(A) ::= col_id(N) typename(T) col_qual_list(Q). { A = gp_column_def(N.str, (TypeName *)T, Q, N.loc); }
column_def(A) ::= col_id(N) typename(T) OPTIONS LP generic_option_list(O) RP col_qual_list(Q).
{
    A = gp_column_def(N.str, (TypeName *)T, Q, N.loc);
    ((ColumnDef *)A)->fdwoptions = O;
}
%type col_qual_list {List *}
col_qual_list(A) ::= col_qual_list(L) col_constraint(X). { A = lappend(L, X); }
col_qual_list(A) ::= . { A = NIL; }
col_constraint(A) ::= CONSTRAINT(C) name(N) col_constraint_elem(X). { ((Constraint *)X)->conname = N.str; ((Constraint *)X)->location = C.loc; A = X; }
col_constraint(A) ::= col_constraint_elem(X). { A = X; }
col_constraint(A) ::= COLLATE(C) any_name(N).
{
    CollateClause *n = makeNode(CollateClause);
    n->collname = N; n->location = C.loc;
    A = (Node *)n;
}
col_constraint(A) ::= constraint_attr(X). { A = X; }
col_constraint_elem(A) ::= NOT(K) NULL. { A = gp_constraint(CONSTR_NOTNULL, K.loc); }
col_constraint_elem(A) ::= NULL(K). { A = gp_constraint(CONSTR_NULL, K.loc); }
col_constraint_elem(A) ::= UNIQUE(K) opt_nulls_distinct. { A = gp_constraint(CONSTR_UNIQUE, K.loc); }
col_constraint_elem(A) ::= PRIMARY(K) KEY. { A = gp_constraint(CONSTR_PRIMARY, K.loc); }
col_constraint_elem(A) ::= CHECK(K) LP a_expr(E) RP opt_no_inherit(I). { A = gp_constraint(CONSTR_CHECK, K.loc); ((Constraint *)A)->raw_expr = E; ((Constraint *)A)->is_no_inherit = I; }
col_constraint_elem(A) ::= DEFAULT(K) b_expr(E). { A = gp_constraint(CONSTR_DEFAULT, K.loc); ((Constraint *)A)->raw_expr = E; }
col_constraint_elem(A) ::= GENERATED(K) generated_when(W) AS IDENTITY opt_identity_options(O). { Constraint *c = (Constraint *)gp_constraint(CONSTR_IDENTITY, K.loc); c->generated_when = (char)W; c->options = O; A = (Node *)c; }
%type generated_when {int}
generated_when(A) ::= ALWAYS. { A = 'a'; }
generated_when(A) ::= BY DEFAULT. { A = 'd'; }
%type opt_identity_options {List *}
opt_identity_options(A) ::= LP seq_option_list(L) RP. { A = L; }
opt_identity_options(A) ::= . { A = NIL; }
col_constraint_elem(A) ::= REFERENCES(K) qualified_name(T) opt_column_list(C) key_match(M) key_actions(X).
{
    Constraint *n = (Constraint *)gp_constraint(CONSTR_FOREIGN, K.loc);
    n->pktable = (RangeVar *)T; n->pk_attrs = C;
    n->fk_matchtype = (char)M; n->fk_upd_action = (char)(X >> 8); n->fk_del_action = (char)(X & 0xff);
    A = (Node *)n;
}
/* DEFERRABLE and friends are accepted and ignored: Basalt checks constraints immediately. */
constraint_attr(A) ::= DEFERRABLE. { A = NULL; }
constraint_attr(A) ::= NOT DEFERRABLE. { A = NULL; }
constraint_attr(A) ::= INITIALLY DEFERRED. { A = NULL; }
constraint_attr(A) ::= INITIALLY IMMEDIATE. { A = NULL; }
opt_nulls_distinct ::= NULLS DISTINCT.
opt_nulls_distinct ::= NULLS NOT DISTINCT.
opt_nulls_distinct ::= .
%type opt_no_inherit {bool}
opt_no_inherit(A) ::= NO INHERIT. { A = true; }
opt_no_inherit(A) ::= . { A = false; }
/* MATCH and the referential actions as pg_constraint's letters (f/p/s; a/r/c/n/d); key_actions
 * is (ON UPDATE << 8) | ON DELETE, a later clause of the same kind replacing an earlier one */
%type key_match {int}
key_match(A) ::= MATCH FULL. { A = 'f'; }
key_match(A) ::= MATCH(K) PARTIAL. { ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED), errmsg("MATCH PARTIAL not yet implemented"), errlocation(K.loc)); A = 'p'; }
key_match(A) ::= MATCH SIMPLE. { A = 's'; }
key_match(A) ::= . { A = 's'; }
%type key_actions {int}
key_actions(A) ::= key_actions(L) ON UPDATE key_action_kind(K). { A = (K << 8) | (L & 0xff); }
key_actions(A) ::= key_actions(L) ON DELETE key_action_kind(K). { A = (L & 0xff00) | K; }
key_actions(A) ::= . { A = ('a' << 8) | 'a'; }
%type key_action_kind {int}
key_action_kind(A) ::= NO ACTION. { A = 'a'; }
key_action_kind(A) ::= RESTRICT. { A = 'r'; }
key_action_kind(A) ::= CASCADE. { A = 'c'; }
key_action_kind(A) ::= SET NULL. { A = 'n'; }
key_action_kind(A) ::= SET DEFAULT. { A = 'd'; }

table_constraint(A) ::= CONSTRAINT(C) name(N) constraint_elem(X). { ((Constraint *)X)->conname = N.str; ((Constraint *)X)->location = C.loc; A = X; }
table_constraint(A) ::= constraint_elem(X). { A = X; }
constraint_elem(A) ::= CHECK(K) LP a_expr(E) RP check_attrs(F).
{
    Constraint *n = (Constraint *)gp_constraint(CONSTR_CHECK, K.loc);
    n->raw_expr = E; n->skip_validation = (F & 1) != 0; n->is_no_inherit = (F & 2) != 0;
    A = (Node *)n;
}
constraint_elem(A) ::= UNIQUE(K) opt_nulls_distinct LP name_list(L) RP opt_c_include(I) constraint_attrs. { A = gp_constraint(CONSTR_UNIQUE, K.loc); ((Constraint *)A)->keys = L; ((Constraint *)A)->including = I; }
constraint_elem(A) ::= PRIMARY(K) KEY LP name_list(L) RP opt_c_include(I) constraint_attrs. { A = gp_constraint(CONSTR_PRIMARY, K.loc); ((Constraint *)A)->keys = L; ((Constraint *)A)->including = I; }
%type opt_c_include {List *}
opt_c_include(A) ::= INCLUDE LP name_list(L) RP. { A = L; }
opt_c_include(A) ::= . { A = NIL; }
constraint_elem(A) ::= FOREIGN(K) KEY LP name_list(L) RP REFERENCES qualified_name(T) opt_column_list(C) key_match(M) key_actions(X) check_attrs(F).
{
    Constraint *n = (Constraint *)gp_constraint(CONSTR_FOREIGN, K.loc);
    n->fk_attrs = L; n->pktable = (RangeVar *)T; n->pk_attrs = C;
    n->fk_matchtype = (char)M; n->fk_upd_action = (char)(X >> 8); n->fk_del_action = (char)(X & 0xff);
    n->skip_validation = (F & 1) != 0;
    if (F & 2)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED), errmsg("FOREIGN KEY constraints cannot be marked NO INHERIT"), errlocation(K.loc));
    A = (Node *)n;
}
constraint_attrs ::= constraint_attrs constraint_attr.
constraint_attrs ::= .
/* a table CHECK constraint's attributes: 1 for NOT VALID, 2 for NO INHERIT */
%type check_attrs {int}
check_attrs(A) ::= check_attrs(L) constraint_attr. { A = L; }
check_attrs(A) ::= check_attrs(L) NOT VALID. { A = L | 1; }
check_attrs(A) ::= check_attrs(L) NO INHERIT. { A = L | 2; }
check_attrs(A) ::= . { A = 0; }

%type opt_column_list {List *}
opt_column_list(A) ::= LP name_list(L) RP. { A = L; }
opt_column_list(A) ::= . { A = NIL; }

drop_stmt(A) ::= DROP drop_type(T) IF EXISTS any_name_list(L) opt_drop_behavior(B).
{
    DropStmt *n = makeNode(DropStmt);
    n->removeType = T; n->objects = L; n->behavior = B; n->missing_ok = true;
    A = (Node *)n;
}
drop_stmt(A) ::= DROP drop_type(T) any_name_list(L) opt_drop_behavior(B).
{
    DropStmt *n = makeNode(DropStmt);
    n->removeType = T; n->objects = L; n->behavior = B;
    A = (Node *)n;
}
drop_stmt(A) ::= DROP INDEX CONCURRENTLY IF EXISTS any_name_list(L) opt_drop_behavior(B).
{
    DropStmt *n = makeNode(DropStmt);
    n->removeType = OBJECT_INDEX; n->objects = L; n->behavior = B; n->missing_ok = true; n->concurrent = true;
    A = (Node *)n;
}
drop_stmt(A) ::= DROP INDEX CONCURRENTLY any_name_list(L) opt_drop_behavior(B).
{
    DropStmt *n = makeNode(DropStmt);
    n->removeType = OBJECT_INDEX; n->objects = L; n->behavior = B; n->concurrent = true;
    A = (Node *)n;
}
%type drop_type {ObjectType}
drop_type(A) ::= TABLE. { A = OBJECT_TABLE; }
drop_type(A) ::= SEQUENCE. { A = OBJECT_SEQUENCE; }
drop_type(A) ::= VIEW. { A = OBJECT_VIEW; }
drop_type(A) ::= INDEX. { A = OBJECT_INDEX; }
drop_type(A) ::= FOREIGN TABLE. { A = OBJECT_FOREIGN_TABLE; }
drop_type(A) ::= SCHEMA. { A = OBJECT_SCHEMA; }
drop_type(A) ::= TYPE. { A = OBJECT_TYPE; }
drop_type(A) ::= COLLATION. { A = OBJECT_COLLATION; }

%type define_stmt {Node *}
%include {
static Node *gp_define_collation(List *name, List *definition, bool if_not_exists, int location)
{
    DefineStmt *n = makeNode(DefineStmt);
    n->kind = OBJECT_COLLATION;
    n->defnames = name;
    n->definition = definition;
    n->if_not_exists = if_not_exists;
    n->location = location;
    return (Node *)n;
}
}
define_stmt(A) ::= CREATE(C) COLLATION any_name(N) LP reloption_list(L) RP. { A = gp_define_collation(N, L, false, C.loc); }
define_stmt(A) ::= CREATE(C) COLLATION IF NOT EXISTS any_name(N) LP reloption_list(L) RP. { A = gp_define_collation(N, L, true, C.loc); }
define_stmt(A) ::= CREATE(C) COLLATION any_name(N) FROM(F) any_name(X). { A = gp_define_collation(N, list_make1(gp_defelem(pstrdup("from"), (Node *)X, F.loc)), false, C.loc); }
define_stmt(A) ::= CREATE(C) COLLATION IF NOT EXISTS any_name(N) FROM(F) any_name(X). { A = gp_define_collation(N, list_make1(gp_defelem(pstrdup("from"), (Node *)X, F.loc)), true, C.loc); }
%type opt_drop_behavior {DropBehavior}
opt_drop_behavior(A) ::= CASCADE. { A = DROP_CASCADE; }
opt_drop_behavior(A) ::= RESTRICT. { A = DROP_RESTRICT; }
opt_drop_behavior(A) ::= . { A = DROP_RESTRICT; }

%type any_name_list {List *}
any_name_list(A) ::= any_name(X). { A = list_make1(X); }
any_name_list(A) ::= any_name_list(L) COMMA any_name(X). { A = lappend(L, X); }
%type any_name {List *}
any_name(A) ::= col_id(N). { A = gp_name1(N.str); }
any_name(A) ::= col_id(N) attrs(L). { A = lcons(makeString(N.str), L); }
%type attrs {List *}
attrs(A) ::= DOT attr_name(N). { A = gp_name1(N.str); }
attrs(A) ::= attrs(L) DOT attr_name(N). { A = lappend(L, makeString(N.str)); }

/* ================================================================ VACUUM, ANALYZE */
vacuum_stmt(A) ::= VACUUM opt_full(F) opt_freeze(Z) opt_verbose(V) opt_vacuum_analyze(N) opt_vacuum_relation_list(R).
{
    VacuumStmt *n = makeNode(VacuumStmt);
    n->is_vacuumcmd = true; n->rels = R;
    if (F) n->options = lappend(n->options, gp_defelem("full", NULL, -1));
    if (Z) n->options = lappend(n->options, gp_defelem("freeze", NULL, -1));
    if (V.str) n->options = lappend(n->options, gp_defelem("verbose", NULL, V.loc));
    if (N) n->options = lappend(n->options, gp_defelem("analyze", NULL, -1));
    A = (Node *)n;
}
vacuum_stmt(A) ::= VACUUM LP utility_option_list(L) RP opt_vacuum_relation_list(R).
{
    VacuumStmt *n = makeNode(VacuumStmt);
    n->is_vacuumcmd = true; n->options = L; n->rels = R;
    A = (Node *)n;
}
vacuum_stmt(A) ::= analyze_keyword opt_verbose(V) opt_vacuum_relation_list(R).
{
    VacuumStmt *n = makeNode(VacuumStmt);
    n->is_vacuumcmd = false; n->rels = R;
    if (V.str) n->options = list_make1(gp_defelem("verbose", NULL, V.loc));
    A = (Node *)n;
}
vacuum_stmt(A) ::= analyze_keyword LP utility_option_list(L) RP opt_vacuum_relation_list(R).
{
    VacuumStmt *n = makeNode(VacuumStmt);
    n->is_vacuumcmd = false; n->options = L; n->rels = R;
    A = (Node *)n;
}
%type opt_full {bool}
opt_full(A) ::= FULL. { A = true; }
opt_full(A) ::= . { A = false; }
%type opt_freeze {bool}
opt_freeze(A) ::= FREEZE. { A = true; }
opt_freeze(A) ::= . { A = false; }
%type opt_vacuum_analyze {bool}
opt_vacuum_analyze(A) ::= analyze_keyword. { A = true; }
opt_vacuum_analyze(A) ::= . { A = false; }
%type opt_vacuum_relation_list {List *}
opt_vacuum_relation_list(A) ::= vacuum_relation_list(L). { A = L; }
opt_vacuum_relation_list(A) ::= . { A = NIL; }
%type vacuum_relation_list {List *}
vacuum_relation_list(A) ::= vacuum_relation(X). { A = list_make1(X); }
vacuum_relation_list(A) ::= vacuum_relation_list(L) COMMA vacuum_relation(X). { A = lappend(L, X); }
%type vacuum_relation {Node *}
vacuum_relation(A) ::= qualified_name(R) opt_column_list(C).
{
    VacuumRelation *n = makeNode(VacuumRelation);
    n->relation = (RangeVar *)R; n->va_cols = C;
    A = (Node *)n;
}

/* ================================================================ COPY */
copy_stmt(A) ::= COPY opt_binary(B) qualified_name(R) opt_column_list(C) copy_from(F) opt_program(P)
                 copy_file_name(N) copy_delimiter(D) copy_opt_with copy_options(O) where_clause(W).
{
    CopyStmt *n = makeNode(CopyStmt);
    n->relation = (RangeVar *)R; n->attlist = C; n->is_from = F; n->is_program = P; n->filename = N;
    n->whereClause = W;
    n->options = NIL;
    if (B) n->options = lappend(n->options, B);
    if (D) n->options = lappend(n->options, D);
    n->options = list_concat(n->options, O);
    A = (Node *)n;
}
copy_stmt(A) ::= COPY LP preparable_stmt(Q) RP TO opt_program(P) copy_file_name(N) copy_opt_with
                 copy_options(O).
{
    CopyStmt *n = makeNode(CopyStmt);
    n->query = Q; n->is_from = false; n->is_program = P; n->filename = N; n->options = O;
    A = (Node *)n;
}
%type copy_from {bool}
copy_from(A) ::= FROM. { A = true; }
copy_from(A) ::= TO. { A = false; }
%type opt_program {bool}
opt_program(A) ::= PROGRAM. { A = true; }
opt_program(A) ::= . { A = false; }
%type copy_file_name {char *}
copy_file_name(A) ::= SCONST(S). { A = S.str; }
copy_file_name(A) ::= STDIN. { A = NULL; }
copy_file_name(A) ::= STDOUT. { A = NULL; }
%type opt_binary {Node *}
opt_binary(A) ::= BINARY(K). { A = (Node *)gp_defelem("format", (Node *)makeString("binary"), K.loc); }
opt_binary(A) ::= . { A = NULL; }
%type copy_delimiter {Node *}
copy_delimiter(A) ::= opt_using DELIMITERS(K) SCONST(S). { A = (Node *)gp_defelem("delimiter", (Node *)makeString(S.str), K.loc); }
copy_delimiter(A) ::= . { A = NULL; }
opt_using ::= USING.
opt_using ::= .
copy_opt_with ::= WITH.
copy_opt_with ::= .
opt_as ::= AS.
opt_as ::= .
%type copy_options {List *}
copy_options(A) ::= copy_opt_list(L). { A = L; }
copy_options(A) ::= LP copy_generic_opt_list(L) RP. { A = L; }
%type copy_opt_list {List *}
copy_opt_list(A) ::= copy_opt_list(L) copy_opt_item(X). { A = lappend(L, X); }
copy_opt_list(A) ::= . { A = NIL; }
%type copy_opt_item {Node *}
copy_opt_item(A) ::= BINARY(K). { A = (Node *)gp_defelem("format", (Node *)makeString("binary"), K.loc); }
copy_opt_item(A) ::= FREEZE(K). { A = (Node *)gp_defelem("freeze", (Node *)makeString("true"), K.loc); }
copy_opt_item(A) ::= DELIMITER(K) opt_as SCONST(S). { A = (Node *)gp_defelem("delimiter", (Node *)makeString(S.str), K.loc); }
copy_opt_item(A) ::= NULL(K) opt_as SCONST(S). { A = (Node *)gp_defelem("null", (Node *)makeString(S.str), K.loc); }
copy_opt_item(A) ::= CSV(K). { A = (Node *)gp_defelem("format", (Node *)makeString("csv"), K.loc); }
copy_opt_item(A) ::= HEADER(K). { A = (Node *)gp_defelem("header", (Node *)makeString("true"), K.loc); }
copy_opt_item(A) ::= QUOTE(K) opt_as SCONST(S). { A = (Node *)gp_defelem("quote", (Node *)makeString(S.str), K.loc); }
copy_opt_item(A) ::= ESCAPE(K) opt_as SCONST(S). { A = (Node *)gp_defelem("escape", (Node *)makeString(S.str), K.loc); }
copy_opt_item(A) ::= FORCE(K) QUOTE name_list(L). { A = (Node *)gp_defelem("force_quote", (Node *)L, K.loc); }
copy_opt_item(A) ::= FORCE(K) QUOTE STAR. { A = (Node *)gp_defelem("force_quote", (Node *)makeNode(A_Star), K.loc); }
copy_opt_item(A) ::= FORCE(K) NOT NULL name_list(L). { A = (Node *)gp_defelem("force_not_null", (Node *)L, K.loc); }
copy_opt_item(A) ::= FORCE(K) NULL name_list(L). { A = (Node *)gp_defelem("force_null", (Node *)L, K.loc); }
copy_opt_item(A) ::= ENCODING(K) SCONST(S). { A = (Node *)gp_defelem("encoding", (Node *)makeString(S.str), K.loc); }
%type copy_generic_opt_list {List *}
copy_generic_opt_list(A) ::= copy_generic_opt_elem(X). { A = list_make1(X); }
copy_generic_opt_list(A) ::= copy_generic_opt_list(L) COMMA copy_generic_opt_elem(X). { A = lappend(L, X); }
%type copy_generic_opt_elem {Node *}
copy_generic_opt_elem(A) ::= col_label(N) copy_generic_opt_arg(V). { A = (Node *)gp_defelem(N.str, V, N.loc); }
%type copy_generic_opt_arg {Node *}
copy_generic_opt_arg(A) ::= opt_boolean_or_string(S). { A = (Node *)makeString(S.str); }
copy_generic_opt_arg(A) ::= numeric_only(N). { A = N; }
copy_generic_opt_arg(A) ::= STAR. { A = (Node *)makeNode(A_Star); }
copy_generic_opt_arg(A) ::= LP copy_generic_opt_arg_list(L) RP. { A = (Node *)L; }
copy_generic_opt_arg(A) ::= . { A = NULL; }
%type copy_generic_opt_arg_list {List *}
copy_generic_opt_arg_list(A) ::= opt_boolean_or_string(S). { A = list_make1(makeString(S.str)); }
copy_generic_opt_arg_list(A) ::= copy_generic_opt_arg_list(L) COMMA opt_boolean_or_string(S). { A = lappend(L, makeString(S.str)); }

truncate_stmt(A) ::= TRUNCATE opt_table relation_expr_list(L) opt_restart_seqs(R) opt_drop_behavior(B).
{
    TruncateStmt *n = makeNode(TruncateStmt);
    n->relations = L; n->restart_seqs = R; n->behavior = B;
    A = (Node *)n;
}
opt_table ::= TABLE.
opt_table ::= .

lock_stmt(A) ::= LOCK opt_table relation_expr_list(L) opt_lock(M) opt_nowait(W).
{
    LockStmt *n = makeNode(LockStmt);
    n->relations = L; n->mode = M; n->nowait = W;
    A = (Node *)n;
}
%type opt_lock {int}
opt_lock(A) ::= IN lock_type(M) MODE. { A = M; }
opt_lock(A) ::= . { A = 8; }
/* PG's lock levels: 1 AccessShare ... 8 AccessExclusive */
%type lock_type {int}
lock_type(A) ::= ACCESS SHARE. { A = 1; }
lock_type(A) ::= ROW SHARE. { A = 2; }
lock_type(A) ::= ROW EXCLUSIVE. { A = 3; }
lock_type(A) ::= SHARE UPDATE EXCLUSIVE. { A = 4; }
lock_type(A) ::= SHARE. { A = 5; }
lock_type(A) ::= SHARE ROW EXCLUSIVE. { A = 6; }
lock_type(A) ::= EXCLUSIVE. { A = 7; }
lock_type(A) ::= ACCESS EXCLUSIVE. { A = 8; }
%type opt_nowait {bool}
opt_nowait(A) ::= NOWAIT. { A = true; }
opt_nowait(A) ::= . { A = false; }
%type opt_restart_seqs {bool}
opt_restart_seqs(A) ::= CONTINUE IDENTITY. { A = false; }
opt_restart_seqs(A) ::= RESTART IDENTITY. { A = true; }
opt_restart_seqs(A) ::= . { A = false; }

/* ================================================================ ALTER TABLE */

%include {
static Node *gp_alter_table(Node *rel, List *cmds, bool missing_ok)
{
    AlterTableStmt *n = makeNode(AlterTableStmt);
    n->relation = (RangeVar *)rel; n->cmds = cmds; n->missing_ok = missing_ok;
    return (Node *)n;
}
static Node *gp_at_cmd(AlterTableType t, char *name, Node *def, int loc)
{
    AlterTableCmd *n = makeNode(AlterTableCmd);
    n->subtype = t; n->name = name; n->def = def; n->location = loc;
    return (Node *)n;
}
static Node *gp_alter_owner(ObjectType t, char *name, char *newowner)
{
    AlterOwnerStmt *n = makeNode(AlterOwnerStmt);
    n->objtype = t; n->name = name; n->newowner = newowner;
    return (Node *)n;
}
static Node *gp_rename(ObjectType t, Node *rel, char *sub, char *newname, bool missing_ok)
{
    RenameStmt *n = makeNode(RenameStmt);
    n->renameType = t; n->relation = (RangeVar *)rel; n->subname = sub; n->newname = newname;
    n->missing_ok = missing_ok;
    return (Node *)n;
}
}
alter_table_stmt(A) ::= ALTER TABLE relation_expr(R) alter_table_cmds(L). { A = gp_alter_table(R, L, false); }
alter_table_stmt(A) ::= ALTER TABLE IF EXISTS relation_expr(R) alter_table_cmds(L). { A = gp_alter_table(R, L, true); }
alter_table_stmt(A) ::= ALTER TABLE relation_expr(R) RENAME TO name(N). { A = gp_rename(OBJECT_TABLE, R, NULL, N.str, false); }
/* what pg_dump writes for the owners of views and sequences */
alter_table_stmt(A) ::= ALTER VIEW qualified_name(R) OWNER(K) TO grantee(G). { A = gp_alter_table(R, list_make1(gp_at_cmd(AT_ChangeOwner, G, NULL, K.loc)), false); }
alter_table_stmt(A) ::= ALTER SEQUENCE qualified_name(R) OWNER(K) TO grantee(G). { A = gp_alter_table(R, list_make1(gp_at_cmd(AT_ChangeOwner, G, NULL, K.loc)), false); }
alter_table_stmt(A) ::= ALTER SCHEMA name(N) OWNER TO grantee(G). { A = gp_alter_owner(OBJECT_SCHEMA, N.str, G); }
alter_table_stmt(A) ::= ALTER DATABASE name(N) OWNER TO grantee(G). { A = gp_alter_owner(OBJECT_DATABASE, N.str, G); }
alter_table_stmt(A) ::= ALTER SERVER name(N) OWNER TO grantee(G). { A = gp_alter_owner(OBJECT_FOREIGN_SERVER, N.str, G); }
alter_table_stmt(A) ::= ALTER FOREIGN DATA WRAPPER name(N) OWNER TO grantee(G). { A = gp_alter_owner(OBJECT_FDW, N.str, G); }
alter_table_stmt(A) ::= ALTER TABLE IF EXISTS relation_expr(R) RENAME TO name(N). { A = gp_rename(OBJECT_TABLE, R, NULL, N.str, true); }
/* ALTER INDEX / VIEW / SEQUENCE ... RENAME TO (an index's UNIQUE constraint is renamed too) */
alter_table_stmt(A) ::= ALTER INDEX qualified_name(R) RENAME TO name(N). { A = gp_rename(OBJECT_INDEX, R, NULL, N.str, false); }
alter_table_stmt(A) ::= ALTER INDEX IF EXISTS qualified_name(R) RENAME TO name(N). { A = gp_rename(OBJECT_INDEX, R, NULL, N.str, true); }
alter_table_stmt(A) ::= ALTER INDEX qualified_name(R) ATTACH(K) PARTITION qualified_name(N).
{
    PartitionCmd *c = makeNode(PartitionCmd); c->name = (RangeVar *)N;
    A = gp_alter_table(R, list_make1(gp_at_cmd(AT_AttachIndexPartition, NULL, (Node *)c, K.loc)), false);
}
alter_table_stmt(A) ::= ALTER VIEW qualified_name(R) RENAME TO name(N). { A = gp_rename(OBJECT_VIEW, R, NULL, N.str, false); }
alter_table_stmt(A) ::= ALTER VIEW IF EXISTS qualified_name(R) RENAME TO name(N). { A = gp_rename(OBJECT_VIEW, R, NULL, N.str, true); }
alter_table_stmt(A) ::= ALTER SEQUENCE qualified_name(R) RENAME TO name(N). { A = gp_rename(OBJECT_SEQUENCE, R, NULL, N.str, false); }
alter_table_stmt(A) ::= ALTER SEQUENCE IF EXISTS qualified_name(R) RENAME TO name(N). { A = gp_rename(OBJECT_SEQUENCE, R, NULL, N.str, true); }
alter_table_stmt(A) ::= ALTER TABLE relation_expr(R) RENAME opt_column name(C) TO name(N). { A = gp_rename(OBJECT_COLUMN, R, C.str, N.str, false); }
alter_table_stmt(A) ::= ALTER TABLE IF EXISTS relation_expr(R) RENAME opt_column name(C) TO name(N). { A = gp_rename(OBJECT_COLUMN, R, C.str, N.str, true); }
%type alter_table_cmds {List *}
alter_table_cmds(A) ::= alter_table_cmd(X). { A = list_make1(X); }
alter_table_cmds(A) ::= alter_table_cmds(L) COMMA alter_table_cmd(X). { A = lappend(L, X); }
opt_column ::= COLUMN.
opt_column ::= .
alter_table_cmd(A) ::= ATTACH(K) PARTITION qualified_name(N) partition_bound(B).
{
    PartitionCmd *c = makeNode(PartitionCmd); c->name = (RangeVar *)N; c->bound = B;
    A = gp_at_cmd(AT_AttachPartition, NULL, (Node *)c, K.loc);
}
alter_table_cmd(A) ::= DETACH(K) PARTITION qualified_name(N).
{
    PartitionCmd *c = makeNode(PartitionCmd); c->name = (RangeVar *)N;
    A = gp_at_cmd(AT_DetachPartition, NULL, (Node *)c, K.loc);
}
alter_table_cmd(A) ::= ADD(K) column_def(D). { A = gp_at_cmd(AT_AddColumn, NULL, D, K.loc); }
alter_table_cmd(A) ::= ADD(K) COLUMN column_def(D). { A = gp_at_cmd(AT_AddColumn, NULL, D, K.loc); }
alter_table_cmd(A) ::= ADD(K) IF NOT EXISTS column_def(D). { A = gp_at_cmd(AT_AddColumn, NULL, D, K.loc); ((AlterTableCmd *)A)->missing_ok = true; }
alter_table_cmd(A) ::= ADD(K) COLUMN IF NOT EXISTS column_def(D). { A = gp_at_cmd(AT_AddColumn, NULL, D, K.loc); ((AlterTableCmd *)A)->missing_ok = true; }
alter_table_cmd(A) ::= ADD(K) table_constraint(C). { A = gp_at_cmd(AT_AddConstraint, NULL, C, K.loc); }
alter_table_cmd(A) ::= DROP(K) opt_column col_id(C) opt_drop_behavior(B). { A = gp_at_cmd(AT_DropColumn, C.str, NULL, K.loc); ((AlterTableCmd *)A)->behavior = B; }
alter_table_cmd(A) ::= DROP(K) opt_column IF EXISTS col_id(C) opt_drop_behavior(B). { A = gp_at_cmd(AT_DropColumn, C.str, NULL, K.loc); ((AlterTableCmd *)A)->behavior = B; ((AlterTableCmd *)A)->missing_ok = true; }
alter_table_cmd(A) ::= DROP(K) CONSTRAINT name(N) opt_drop_behavior(B). { A = gp_at_cmd(AT_DropConstraint, N.str, NULL, K.loc); ((AlterTableCmd *)A)->behavior = B; }
alter_table_cmd(A) ::= DROP(K) CONSTRAINT IF EXISTS name(N) opt_drop_behavior(B). { A = gp_at_cmd(AT_DropConstraint, N.str, NULL, K.loc); ((AlterTableCmd *)A)->behavior = B; ((AlterTableCmd *)A)->missing_ok = true; }
alter_table_cmd(A) ::= ALTER(K) opt_column col_id(C) SET NOT NULL. { A = gp_at_cmd(AT_SetNotNull, C.str, NULL, K.loc); }
alter_table_cmd(A) ::= ALTER(K) opt_column col_id(C) DROP NOT NULL. { A = gp_at_cmd(AT_DropNotNull, C.str, NULL, K.loc); }
alter_table_cmd(A) ::= ALTER(K) opt_column col_id(C) SET DEFAULT a_expr(E). { A = gp_at_cmd(AT_ColumnDefault, C.str, E, K.loc); }
alter_table_cmd(A) ::= ALTER(K) opt_column col_id(C) DROP DEFAULT. { A = gp_at_cmd(AT_ColumnDefault, C.str, NULL, K.loc); }
alter_table_cmd(A) ::= ALTER(K) opt_column col_id(C) opt_set_data TYPE typename(T) opt_alter_collate(L) alter_using(U).
{
    /* PG's: only these fields of the ColumnDef are used */
    ColumnDef *d = makeNode(ColumnDef);
    d->colname = C.str; d->typeName = (TypeName *)T; d->collClause = (CollateClause *)L;
    d->raw_default = U; d->location = C.loc;
    A = gp_at_cmd(AT_AlterColumnType, C.str, (Node *)d, K.loc);
}
opt_set_data ::= SET DATA.
opt_set_data ::= .
opt_alter_collate(A) ::= COLLATE(C) any_name(N).
{
    CollateClause *n = makeNode(CollateClause);
    n->collname = N; n->location = C.loc;
    A = (Node *)n;
}
opt_alter_collate(A) ::= . { A = NULL; }
alter_using(A) ::= USING a_expr(E). { A = E; }
alter_using(A) ::= . { A = NULL; }
alter_table_cmd(A) ::= OWNER(K) TO grantee(R). { A = gp_at_cmd(AT_ChangeOwner, R, NULL, K.loc); }
alter_table_cmd(A) ::= SET(K) LOGGED. { A = gp_at_cmd(AT_SetLogged, NULL, NULL, K.loc); }
alter_table_cmd(A) ::= SET(K) UNLOGGED. { A = gp_at_cmd(AT_SetUnLogged, NULL, NULL, K.loc); }
alter_table_cmd(A) ::= SET(K) LP reloption_list(L) RP. { A = gp_at_cmd(AT_SetRelOptions, NULL, (Node *)L, K.loc); }
alter_table_cmd(A) ::= RESET(K) LP reloption_list(L) RP. { A = gp_at_cmd(AT_ResetRelOptions, NULL, (Node *)L, K.loc); }
/* row-level security */
alter_table_cmd(A) ::= ENABLE(K) ROW LEVEL SECURITY. { A = gp_at_cmd(AT_EnableRowSecurity, NULL, NULL, K.loc); }
alter_table_cmd(A) ::= DISABLE(K) ROW LEVEL SECURITY. { A = gp_at_cmd(AT_DisableRowSecurity, NULL, NULL, K.loc); }
alter_table_cmd(A) ::= FORCE(K) ROW LEVEL SECURITY. { A = gp_at_cmd(AT_ForceRowSecurity, NULL, NULL, K.loc); }
alter_table_cmd(A) ::= NO(K) FORCE ROW LEVEL SECURITY. { A = gp_at_cmd(AT_NoForceRowSecurity, NULL, NULL, K.loc); }

/* ================================================================ CREATE / ALTER / DROP POLICY */

%type policy_stmt {Node *}
policy_stmt(A) ::= CREATE POLICY name(N) ON qualified_name(R) policy_permissive(P) policy_cmd(C) policy_roles(L) policy_using(U) policy_check(W).
{
    CreatePolicyStmt *n = makeNode(CreatePolicyStmt);
    n->policy_name = N.str; n->table = (RangeVar *)R; n->permissive = P; n->cmd_name = C;
    n->roles = L ? L : list_make1(makeString(pstrdup("public")));
    gp_policy_exprs(&n->qual, n->qual_span, &n->with_check, n->check_span, U, W);
    A = (Node *)n;
}
policy_stmt(A) ::= ALTER POLICY name(N) ON qualified_name(R) policy_roles(L) policy_using(U) policy_check(W).
{
    AlterPolicyStmt *n = makeNode(AlterPolicyStmt);
    n->policy_name = N.str; n->table = (RangeVar *)R; n->roles = L;
    gp_policy_exprs(&n->qual, n->qual_span, &n->with_check, n->check_span, U, W);
    A = (Node *)n;
}
policy_stmt(A) ::= ALTER POLICY name(N) ON qualified_name(R) RENAME TO name(T).
{
    AlterPolicyStmt *n = makeNode(AlterPolicyStmt);
    n->policy_name = N.str; n->table = (RangeVar *)R; n->newname = T.str;
    A = (Node *)n;
}
policy_stmt(A) ::= DROP POLICY name(N) ON qualified_name(R) opt_drop_behavior(B). { A = gp_drop_policy(N.str, R, false, B); }
policy_stmt(A) ::= DROP POLICY IF EXISTS name(N) ON qualified_name(R) opt_drop_behavior(B). { A = gp_drop_policy(N.str, R, true, B); }
%include {
/* USING (...) / WITH CHECK (...): the expression and the byte span of its text */
typedef struct PolicyExpr {
    Node *expr;
    int start, end;
} PolicyExpr;
static void gp_policy_exprs(Node **qual, int *qspan, Node **check, int *cspan, PolicyExpr u,
                            PolicyExpr w)
{
    *qual = u.expr; qspan[0] = u.start; qspan[1] = u.end;
    *check = w.expr; cspan[0] = w.start; cspan[1] = w.end;
}
static Node *gp_drop_policy(char *name, Node *table, bool missing_ok, DropBehavior b)
{
    DropPolicyStmt *n = makeNode(DropPolicyStmt);
    n->policy_name = name; n->table = (RangeVar *)table;
    n->missing_ok = missing_ok; n->behavior = b;
    return (Node *)n;
}
}
%type policy_permissive {bool}
policy_permissive(A) ::= AS IDENT(I).
{
    if (strcmp(I.str, "permissive") == 0)
        A = true;
    else if (strcmp(I.str, "restrictive") == 0)
        A = false;
    else
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("unrecognized row security option \"%s\"", I.str),
                errhint("Only PERMISSIVE or RESTRICTIVE policies are supported currently."),
                errlocation(I.loc));
}
policy_permissive(A) ::= . { A = true; }
%type policy_cmd {char *}
policy_cmd(A) ::= FOR ALL. { A = "all"; }
policy_cmd(A) ::= FOR SELECT. { A = "select"; }
policy_cmd(A) ::= FOR INSERT. { A = "insert"; }
policy_cmd(A) ::= FOR UPDATE. { A = "update"; }
policy_cmd(A) ::= FOR DELETE. { A = "delete"; }
policy_cmd(A) ::= . { A = "all"; }
%type policy_roles {List *}
policy_roles(A) ::= TO policy_role_list(L). { A = L; }
%type policy_role_list {List *}
policy_role_list(A) ::= grantee(R). { A = list_make1(makeString(R)); }
policy_role_list(A) ::= policy_role_list(L) COMMA grantee(R). { A = lappend(L, makeString(R)); }
policy_roles(A) ::= . { A = NIL; }
%type policy_using {PolicyExpr}
policy_using(A) ::= USING LP(L) a_expr(E) RP(R). { A.expr = E; A.start = L.end; A.end = R.loc; }
policy_using(A) ::= . { A.expr = NULL; A.start = A.end = -1; }
%type policy_check {PolicyExpr}
policy_check(A) ::= WITH CHECK LP(L) a_expr(E) RP(R). { A.expr = E; A.start = L.end; A.end = R.loc; }
policy_check(A) ::= . { A.expr = NULL; A.start = A.end = -1; }

/* ================================================================ FOREIGN DATA WRAPPER / SERVER / USER MAPPING / FOREIGN TABLE / EXTENSION */

%include {
static Node *gp_drop_names(ObjectType kind, List *names, bool missing_ok, DropBehavior b)
{
    DropStmt *n = makeNode(DropStmt);
    ListCell *lc;
    n->removeType = kind; n->missing_ok = missing_ok; n->behavior = b;
    foreach (lc, names)
        n->objects = lappend(n->objects, list_make1(lfirst(lc)));
    return (Node *)n;
}
static Node *gp_access_priv(const char *name, List *cols)
{
    AccessPriv *p = makeNode(AccessPriv);
    p->priv_name = name ? pstrdup(name) : NULL; p->cols = cols;
    return (Node *)p;
}
static Node *gp_grant_target(ObjectType kind, bool all_in_schema, List *objects)
{
    GrantStmt *n = makeNode(GrantStmt);
    n->objtype = kind; n->all_in_schema = all_in_schema; n->objects = objects;
    return (Node *)n;
}
static DefElem *gp_option_action(DefElem *d, DefElemAction action)
{
    d->defaction = action;
    return d;
}
/* A user mapping's user as the grammar reads it; "public" (also quoted, as in PG) is PUBLIC. */
typedef struct GpUmUser {
    RoleSpecType type;
    char *name;
} GpUmUser;
static void gp_um_user(GpUmUser *u, RoleSpecType *type, char **name)
{
    *type = u->type;
    *name = u->name;
    if (u->type == ROLESPEC_CSTRING && strcmp(u->name, "public") == 0)
        *type = ROLESPEC_PUBLIC;
}
}

foreign_data_stmt(A) ::= CREATE FOREIGN DATA WRAPPER name(N) opt_fdw_options(F) create_generic_options(O).
{
    CreateFdwStmt *n = makeNode(CreateFdwStmt);
    n->fdwname = N.str; n->func_options = F; n->options = O;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= ALTER FOREIGN DATA WRAPPER name(N) opt_fdw_options(F) alter_generic_options(O).
{
    AlterFdwStmt *n = makeNode(AlterFdwStmt);
    n->fdwname = N.str; n->func_options = F; n->options = O;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= ALTER FOREIGN DATA WRAPPER name(N) fdw_options(F).
{
    AlterFdwStmt *n = makeNode(AlterFdwStmt);
    n->fdwname = N.str; n->func_options = F;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= DROP FOREIGN DATA WRAPPER name_list(L) opt_drop_behavior(B). { A = gp_drop_names(OBJECT_FDW, L, false, B); }
foreign_data_stmt(A) ::= DROP FOREIGN DATA WRAPPER IF EXISTS name_list(L) opt_drop_behavior(B). { A = gp_drop_names(OBJECT_FDW, L, true, B); }
%type opt_fdw_options {List *}
opt_fdw_options(A) ::= fdw_options(L). { A = L; }
opt_fdw_options(A) ::= . { A = NIL; }
%type fdw_options {List *}
fdw_options(A) ::= fdw_option(X). { A = list_make1(X); }
fdw_options(A) ::= fdw_options(L) fdw_option(X). { A = lappend(L, X); }
%type fdw_option {Node *}
fdw_option(A) ::= HANDLER(K) any_name(N). { A = (Node *)gp_defelem("handler", (Node *)N, K.loc); }
fdw_option(A) ::= NO(K) HANDLER. { A = (Node *)gp_defelem("handler", NULL, K.loc); }
fdw_option(A) ::= VALIDATOR(K) any_name(N). { A = (Node *)gp_defelem("validator", (Node *)N, K.loc); }
fdw_option(A) ::= NO(K) VALIDATOR. { A = (Node *)gp_defelem("validator", NULL, K.loc); }

%type create_generic_options {List *}
create_generic_options(A) ::= OPTIONS LP generic_option_list(L) RP. { A = L; }
create_generic_options(A) ::= . { A = NIL; }
%type generic_option_list {List *}
generic_option_list(A) ::= generic_option_elem(X). { A = list_make1(X); }
generic_option_list(A) ::= generic_option_list(L) COMMA generic_option_elem(X). { A = lappend(L, X); }
%type generic_option_elem {DefElem *}
generic_option_elem(A) ::= col_label(N) SCONST(V). { A = gp_defelem(N.str, (Node *)makeString(V.str), N.loc); }
%type alter_generic_options {List *}
alter_generic_options(A) ::= OPTIONS LP alter_generic_option_list(L) RP. { A = L; }
%type alter_generic_option_list {List *}
alter_generic_option_list(A) ::= alter_generic_option_elem(X). { A = list_make1(X); }
alter_generic_option_list(A) ::= alter_generic_option_list(L) COMMA alter_generic_option_elem(X). { A = lappend(L, X); }
%type alter_generic_option_elem {DefElem *}
alter_generic_option_elem(A) ::= generic_option_elem(X). { A = X; }
alter_generic_option_elem(A) ::= SET generic_option_elem(X). { A = gp_option_action(X, DEFELEM_SET); }
alter_generic_option_elem(A) ::= ADD generic_option_elem(X). { A = gp_option_action(X, DEFELEM_ADD); }
alter_generic_option_elem(A) ::= DROP col_label(N). { A = gp_option_action(gp_defelem(N.str, NULL, N.loc), DEFELEM_DROP); }

foreign_data_stmt(A) ::= CREATE SERVER name(N) opt_server_type(T) opt_server_version(V) FOREIGN DATA WRAPPER name(W) create_generic_options(O).
{
    CreateForeignServerStmt *n = makeNode(CreateForeignServerStmt);
    n->servername = N.str; n->servertype = T; n->version = V; n->fdwname = W.str; n->options = O;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= CREATE SERVER IF NOT EXISTS name(N) opt_server_type(T) opt_server_version(V) FOREIGN DATA WRAPPER name(W) create_generic_options(O).
{
    CreateForeignServerStmt *n = makeNode(CreateForeignServerStmt);
    n->servername = N.str; n->servertype = T; n->version = V; n->fdwname = W.str; n->options = O;
    n->if_not_exists = true;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= ALTER SERVER name(N) server_version(V) alter_generic_options(O).
{
    AlterForeignServerStmt *n = makeNode(AlterForeignServerStmt);
    n->servername = N.str; n->version = V; n->has_version = true; n->options = O;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= ALTER SERVER name(N) server_version(V).
{
    AlterForeignServerStmt *n = makeNode(AlterForeignServerStmt);
    n->servername = N.str; n->version = V; n->has_version = true;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= ALTER SERVER name(N) alter_generic_options(O).
{
    AlterForeignServerStmt *n = makeNode(AlterForeignServerStmt);
    n->servername = N.str; n->options = O;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= DROP SERVER name_list(L) opt_drop_behavior(B). { A = gp_drop_names(OBJECT_FOREIGN_SERVER, L, false, B); }
foreign_data_stmt(A) ::= DROP SERVER IF EXISTS name_list(L) opt_drop_behavior(B). { A = gp_drop_names(OBJECT_FOREIGN_SERVER, L, true, B); }
%type opt_server_type {char *}
opt_server_type(A) ::= TYPE SCONST(S). { A = S.str; }
opt_server_type(A) ::= . { A = NULL; }
%type opt_server_version {char *}
opt_server_version(A) ::= server_version(V). { A = V; }
opt_server_version(A) ::= . { A = NULL; }
%type server_version {char *}
server_version(A) ::= VERSION SCONST(S). { A = S.str; }
server_version(A) ::= VERSION NULL. { A = NULL; }

foreign_data_stmt(A) ::= CREATE USER MAPPING FOR um_user(U) SERVER name(S) create_generic_options(O).
{
    CreateUserMappingStmt *n = makeNode(CreateUserMappingStmt);
    gp_um_user(&U, &n->usertype, &n->username);
    n->servername = S.str; n->options = O;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= CREATE USER MAPPING IF NOT EXISTS FOR um_user(U) SERVER name(S) create_generic_options(O).
{
    CreateUserMappingStmt *n = makeNode(CreateUserMappingStmt);
    gp_um_user(&U, &n->usertype, &n->username);
    n->servername = S.str; n->options = O; n->if_not_exists = true;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= ALTER USER MAPPING FOR um_user(U) SERVER name(S) alter_generic_options(O).
{
    AlterUserMappingStmt *n = makeNode(AlterUserMappingStmt);
    gp_um_user(&U, &n->usertype, &n->username);
    n->servername = S.str; n->options = O;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= DROP USER MAPPING FOR um_user(U) SERVER name(S).
{
    DropUserMappingStmt *n = makeNode(DropUserMappingStmt);
    gp_um_user(&U, &n->usertype, &n->username);
    n->servername = S.str;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= DROP USER MAPPING IF EXISTS FOR um_user(U) SERVER name(S).
{
    DropUserMappingStmt *n = makeNode(DropUserMappingStmt);
    gp_um_user(&U, &n->usertype, &n->username);
    n->servername = S.str; n->missing_ok = true;
    A = (Node *)n;
}
%type um_user {GpUmUser}
um_user(A) ::= non_reserved_word(T). { A.type = ROLESPEC_CSTRING; A.name = T.str; }
um_user(A) ::= CURRENT_USER. { A.type = ROLESPEC_CURRENT_USER; A.name = NULL; }
um_user(A) ::= CURRENT_ROLE. { A.type = ROLESPEC_CURRENT_USER; A.name = NULL; }
um_user(A) ::= SESSION_USER. { A.type = ROLESPEC_SESSION_USER; A.name = NULL; }
um_user(A) ::= USER. { A.type = ROLESPEC_CURRENT_USER; A.name = NULL; }

foreign_data_stmt(A) ::= CREATE FOREIGN TABLE qualified_name(N) LP opt_table_element_list(E) RP SERVER name(S) create_generic_options(O).
{
    CreateForeignTableStmt *n = makeNode(CreateForeignTableStmt);
    n->base = makeNode(CreateStmt);
    n->base->relation = (RangeVar *)N; n->base->tableElts = E;
    n->servername = S.str; n->options = O;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= CREATE FOREIGN TABLE qualified_name(N) PARTITION OF qualified_name(PA) partition_bound(B) SERVER name(S) create_generic_options(O).
{
    CreateForeignTableStmt *n = makeNode(CreateForeignTableStmt);
    n->base = makeNode(CreateStmt);
    n->base->relation = (RangeVar *)N; n->base->partof = (RangeVar *)PA; n->base->partbound = B;
    n->servername = S.str; n->options = O;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= CREATE FOREIGN TABLE IF NOT EXISTS qualified_name(N) LP opt_table_element_list(E) RP SERVER name(S) create_generic_options(O).
{
    CreateForeignTableStmt *n = makeNode(CreateForeignTableStmt);
    n->base = makeNode(CreateStmt);
    n->base->relation = (RangeVar *)N; n->base->tableElts = E; n->base->if_not_exists = true;
    n->servername = S.str; n->options = O;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= ALTER FOREIGN TABLE relation_expr(R) alter_foreign_cmds(C).
{
    AlterForeignTableStmt *n = makeNode(AlterForeignTableStmt);
    n->relation = (RangeVar *)R; n->cmds = C;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= ALTER FOREIGN TABLE IF EXISTS relation_expr(R) alter_foreign_cmds(C).
{
    AlterForeignTableStmt *n = makeNode(AlterForeignTableStmt);
    n->relation = (RangeVar *)R; n->cmds = C; n->missing_ok = true;
    A = (Node *)n;
}
%type alter_foreign_cmds {List *}
alter_foreign_cmds(A) ::= alter_foreign_cmd(X). { A = list_make1(X); }
alter_foreign_cmds(A) ::= alter_foreign_cmds(L) COMMA alter_foreign_cmd(X). { A = lappend(L, X); }
%type alter_foreign_cmd {DefElem *}
alter_foreign_cmd(A) ::= alter_generic_options(O). { A = makeNode(DefElem); A->arg = (Node *)O; A->location = -1; }
alter_foreign_cmd(A) ::= ALTER col_id(N) alter_generic_options(O). { A = gp_defelem(N.str, (Node *)O, N.loc); }
alter_foreign_cmd(A) ::= ALTER COLUMN col_id(N) alter_generic_options(O). { A = gp_defelem(N.str, (Node *)O, N.loc); }

foreign_data_stmt(A) ::= CREATE EXTENSION name(N) opt_role_with create_extension_opts(O).
{
    CreateExtensionStmt *n = makeNode(CreateExtensionStmt);
    n->extname = N.str; n->options = O;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= CREATE EXTENSION IF NOT EXISTS name(N) opt_role_with create_extension_opts(O).
{
    CreateExtensionStmt *n = makeNode(CreateExtensionStmt);
    n->extname = N.str; n->options = O; n->if_not_exists = true;
    A = (Node *)n;
}
foreign_data_stmt(A) ::= DROP EXTENSION name_list(L) opt_drop_behavior(B). { A = gp_drop_names(OBJECT_EXTENSION, L, false, B); }
foreign_data_stmt(A) ::= DROP EXTENSION IF EXISTS name_list(L) opt_drop_behavior(B). { A = gp_drop_names(OBJECT_EXTENSION, L, true, B); }
foreign_data_stmt(A) ::= IMPORT FOREIGN SCHEMA name(R) import_qualification(Q) FROM SERVER name(S) INTO name(L) create_generic_options(O).
{
    ImportForeignSchemaStmt *n = makeNode(ImportForeignSchemaStmt);
    n->remote_schema = R.str; n->server_name = S.str; n->local_schema = L.str;
    n->list_type = Q.type; n->table_list = Q.tables; n->options = O;
    A = (Node *)n;
}
%include {
/* IMPORT FOREIGN SCHEMA's LIMIT TO / EXCEPT list as the grammar reads it. */
typedef struct GpImportQual {
    ImportForeignSchemaType type;
    List *tables;
} GpImportQual;
}
%type import_qualification {GpImportQual}
import_qualification(A) ::= LIMIT TO LP relation_expr_list(L) RP. { A.type = FDW_IMPORT_SCHEMA_LIMIT_TO; A.tables = L; }
import_qualification(A) ::= EXCEPT LP relation_expr_list(L) RP. { A.type = FDW_IMPORT_SCHEMA_EXCEPT; A.tables = L; }
import_qualification(A) ::= . { A.type = FDW_IMPORT_SCHEMA_ALL; A.tables = NIL; }
%type create_extension_opts {List *}
create_extension_opts(A) ::= create_extension_opts(L) create_extension_opt(X). { A = lappend(L, X); }
create_extension_opts(A) ::= . { A = NIL; }
%type create_extension_opt {Node *}
create_extension_opt(A) ::= SCHEMA(K) name(N). { A = (Node *)gp_defelem("schema", (Node *)makeString(N.str), K.loc); }
create_extension_opt(A) ::= VERSION(K) non_reserved_word_or_sconst(V). { A = (Node *)gp_defelem("new_version", (Node *)makeString(V.str), K.loc); }
create_extension_opt(A) ::= CASCADE(K). { A = (Node *)gp_defelem("cascade", (Node *)makeBoolean(true), K.loc); }

/* ================================================================ CREATE / ALTER / DROP ROLE */

%include {
/* CREATE ROLE's node; CREATE USER implies LOGIN (PG puts canlogin first so an explicit
 * NOLOGIN later wins). */
static Node *gp_create_role(RoleStmtType kind, char *name, List *options)
{
    CreateRoleStmt *n = makeNode(CreateRoleStmt);
    n->stmt_type = kind;
    n->role = name;
    n->options = options;
    if (kind == ROLESTMT_USER)
        n->options = lcons(gp_defelem("canlogin", (Node *)makeBoolean(true), -1), options);
    return (Node *)n;
}

/* The role options that are plain identifiers (SUPERUSER, NOLOGIN, ...), as PG reads them. */
static Node *gp_role_option(const ScanToken *t)
{
    static const struct { const char *word, *option; bool value; } words[] = {
        {"superuser", "superuser", true},      {"nosuperuser", "superuser", false},
        {"createrole", "createrole", true},    {"nocreaterole", "createrole", false},
        {"replication", "isreplication", true}, {"noreplication", "isreplication", false},
        {"createdb", "createdb", true},        {"nocreatedb", "createdb", false},
        {"login", "canlogin", true},           {"nologin", "canlogin", false},
        {"bypassrls", "bypassrls", true},      {"nobypassrls", "bypassrls", false},
        {"noinherit", "inherit", false},
    };
    for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
        if (strcmp(t->str, words[i].word) == 0)
            return (Node *)gp_defelem((char *)words[i].option,
                                      (Node *)makeBoolean(words[i].value), t->loc);
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
            errmsg("unrecognized role option \"%s\"", t->str), errlocation(t->loc));
    return NULL;
}
}

create_role_stmt(A) ::= CREATE ROLE role_id(N) opt_role_with create_opt_role_list(L). { A = gp_create_role(ROLESTMT_ROLE, N.str, L); }
create_role_stmt(A) ::= CREATE USER role_id(N) opt_role_with create_opt_role_list(L). { A = gp_create_role(ROLESTMT_USER, N.str, L); }
create_role_stmt(A) ::= CREATE GROUP role_id(N) opt_role_with create_opt_role_list(L). { A = gp_create_role(ROLESTMT_GROUP, N.str, L); }
alter_role_stmt(A) ::= ALTER USER role_id(N) opt_role_with alter_opt_role_list(L).
{
    AlterRoleStmt *n = makeNode(AlterRoleStmt);
    n->role = N.str; n->location = N.loc; n->options = L;
    A = (Node *)n;
}
alter_role_stmt(A) ::= ALTER USER role_id(N) RENAME TO role_id(M).
{
    AlterRoleStmt *n = makeNode(AlterRoleStmt);
    n->role = N.str; n->location = N.loc; n->newname = M.str;
    A = (Node *)n;
}
drop_role_stmt(A) ::= DROP USER role_list(L).
{
    DropRoleStmt *n = makeNode(DropRoleStmt);
    n->roles = L;
    A = (Node *)n;
}
drop_role_stmt(A) ::= DROP USER IF EXISTS role_list(L).
{
    DropRoleStmt *n = makeNode(DropRoleStmt);
    n->roles = L; n->missing_ok = true;
    A = (Node *)n;
}
alter_role_stmt(A) ::= ALTER role_or_user role_id(N) opt_role_with alter_opt_role_list(L).
{
    AlterRoleStmt *n = makeNode(AlterRoleStmt);
    n->role = N.str; n->location = N.loc; n->options = L;
    A = (Node *)n;
}
alter_role_stmt(A) ::= ALTER role_or_user role_id(N) RENAME TO role_id(M).
{
    AlterRoleStmt *n = makeNode(AlterRoleStmt);
    n->role = N.str; n->location = N.loc; n->newname = M.str;
    A = (Node *)n;
}
drop_role_stmt(A) ::= DROP role_or_user role_list(L).
{
    DropRoleStmt *n = makeNode(DropRoleStmt);
    n->roles = L;
    A = (Node *)n;
}
drop_role_stmt(A) ::= DROP role_or_user IF EXISTS role_list(L).
{
    DropRoleStmt *n = makeNode(DropRoleStmt);
    n->roles = L; n->missing_ok = true;
    A = (Node *)n;
}
/* ALTER GROUP g ADD | DROP USER u, ...: PG's AlterRoleStmt with action +1 / -1 and the
 * members as option "rolemembers". */
alter_role_stmt(A) ::= ALTER GROUP role_id(N) add_drop(D) USER(K) role_spec_list(L).
{
    AlterRoleStmt *n = makeNode(AlterRoleStmt);
    n->role = N.str; n->location = N.loc; n->action = D;
    n->options = list_make1(gp_defelem("rolemembers", (Node *)L, K.loc));
    A = (Node *)n;
}
%type add_drop {int}
add_drop(A) ::= ADD. { A = 1; }
add_drop(A) ::= DROP. { A = -1; }
alter_role_stmt(A) ::= ALTER GROUP role_id(N) opt_role_with alter_opt_role_list(L).
{
    AlterRoleStmt *n = makeNode(AlterRoleStmt);
    n->role = N.str; n->location = N.loc; n->options = L;
    A = (Node *)n;
}
alter_role_stmt(A) ::= ALTER GROUP role_id(N) RENAME TO role_id(M).
{
    AlterRoleStmt *n = makeNode(AlterRoleStmt);
    n->role = N.str; n->location = N.loc; n->newname = M.str;
    A = (Node *)n;
}
drop_role_stmt(A) ::= DROP GROUP role_list(L).
{
    DropRoleStmt *n = makeNode(DropRoleStmt);
    n->roles = L;
    A = (Node *)n;
}
drop_role_stmt(A) ::= DROP GROUP IF EXISTS role_list(L).
{
    DropRoleStmt *n = makeNode(DropRoleStmt);
    n->roles = L; n->missing_ok = true;
    A = (Node *)n;
}
/* USER and GROUP are spelled out in the rules above (not a role_or_user): after DROP/ALTER
 * USER the parser must still be free to read USER MAPPING, after ALTER GROUP g to read ADD. */
role_or_user ::= ROLE.
%type role_id {ScanToken}
role_id(A) ::= non_reserved_word(T). { A = T; }
%type role_list {List *}
role_list(A) ::= role_id(N). { A = list_make1(makeString(N.str)); }
role_list(A) ::= role_list(L) COMMA role_id(N). { A = lappend(L, makeString(N.str)); }
opt_role_with ::= WITH.
opt_role_with ::= WITH_LA.
opt_role_with ::= .
%type create_opt_role_list {List *}
create_opt_role_list(A) ::= create_opt_role_list(L) create_opt_role_elem(X). { A = lappend(L, X); }
create_opt_role_list(A) ::= . { A = NIL; }
%type alter_opt_role_list {List *}
alter_opt_role_list(A) ::= alter_opt_role_list(L) alter_opt_role_elem(X). { A = lappend(L, X); }
alter_opt_role_list(A) ::= . { A = NIL; }
create_opt_role_elem(A) ::= alter_opt_role_elem(X). { A = X; }
create_opt_role_elem(A) ::= IN(K) ROLE role_spec_list(L). { A = (Node *)gp_defelem("addroleto", (Node *)L, K.loc); }
create_opt_role_elem(A) ::= IN(K) GROUP role_spec_list(L). { A = (Node *)gp_defelem("addroleto", (Node *)L, K.loc); }
create_opt_role_elem(A) ::= ROLE(K) role_spec_list(L). { A = (Node *)gp_defelem("rolemembers", (Node *)L, K.loc); }
create_opt_role_elem(A) ::= USER(K) role_spec_list(L). { A = (Node *)gp_defelem("rolemembers", (Node *)L, K.loc); }
create_opt_role_elem(A) ::= ADMIN(K) role_spec_list(L). { A = (Node *)gp_defelem("adminmembers", (Node *)L, K.loc); }
create_opt_role_elem(A) ::= SYSID(K) ICONST(I). { A = (Node *)gp_defelem("sysid", (Node *)makeInteger(atol(I.str)), K.loc); }
alter_opt_role_elem(A) ::= PASSWORD(K) SCONST(S). { A = (Node *)gp_defelem("password", (Node *)makeString(S.str), K.loc); }
alter_opt_role_elem(A) ::= PASSWORD(K) NULL. { A = (Node *)gp_defelem("password", NULL, K.loc); }
alter_opt_role_elem(A) ::= ENCRYPTED(K) PASSWORD SCONST(S). { A = (Node *)gp_defelem("password", (Node *)makeString(S.str), K.loc); }
alter_opt_role_elem(A) ::= UNENCRYPTED(K) PASSWORD SCONST.
{
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
            errmsg("UNENCRYPTED PASSWORD is no longer supported"),
            errhint("Remove UNENCRYPTED to store the password in encrypted form instead."),
            errlocation(K.loc));
    A = NULL;
}
alter_opt_role_elem(A) ::= INHERIT(K). { A = (Node *)gp_defelem("inherit", (Node *)makeBoolean(true), K.loc); }
alter_opt_role_elem(A) ::= CONNECTION(K) LIMIT ICONST(I). { A = (Node *)gp_defelem("connectionlimit", (Node *)makeInteger(atol(I.str)), K.loc); }
alter_opt_role_elem(A) ::= CONNECTION(K) LIMIT MINUS ICONST(I). { A = (Node *)gp_defelem("connectionlimit", (Node *)makeInteger(-atol(I.str)), K.loc); }
alter_opt_role_elem(A) ::= VALID(K) UNTIL SCONST(S). { A = (Node *)gp_defelem("validUntil", (Node *)makeString(S.str), K.loc); }
alter_opt_role_elem(A) ::= IDENT(T). { A = (Node *)gp_role_option(&T); }

/* ================================================================ SET / RESET / SHOW */

variable_set_stmt(A) ::= SET set_rest(S). { A = S; }
/* ALTER SYSTEM: a VariableSetStmt marked is_system (VAR_SET_VALUE / _DEFAULT / VAR_RESET /
 * VAR_RESET_ALL) */
variable_set_stmt(A) ::= ALTER SYSTEM SET var_name(N) TO var_list(L). { A = gp_var_set(VAR_SET_VALUE, N, L); ((VariableSetStmt *)A)->is_system = true; }
variable_set_stmt(A) ::= ALTER SYSTEM SET var_name(N) EQ var_list(L). { A = gp_var_set(VAR_SET_VALUE, N, L); ((VariableSetStmt *)A)->is_system = true; }
variable_set_stmt(A) ::= ALTER SYSTEM SET var_name(N) TO DEFAULT. { A = gp_var_set(VAR_SET_DEFAULT, N, NIL); ((VariableSetStmt *)A)->is_system = true; }
variable_set_stmt(A) ::= ALTER SYSTEM SET var_name(N) EQ DEFAULT. { A = gp_var_set(VAR_SET_DEFAULT, N, NIL); ((VariableSetStmt *)A)->is_system = true; }
variable_set_stmt(A) ::= ALTER SYSTEM RESET var_name(N). { A = gp_var_set(VAR_RESET, N, NIL); ((VariableSetStmt *)A)->is_system = true; }
variable_set_stmt(A) ::= ALTER SYSTEM RESET ALL. { A = gp_var_set(VAR_RESET_ALL, NULL, NIL); ((VariableSetStmt *)A)->is_system = true; }
variable_set_stmt(A) ::= SET LOCAL set_rest(S). { ((VariableSetStmt *)S)->is_local = true; A = S; }
variable_set_stmt(A) ::= SET SESSION set_rest(S). { A = S; }

set_rest(A) ::= TRANSACTION transaction_mode_list(L). { A = gp_var_set(VAR_SET_MULTI, "TRANSACTION", L); }
set_rest(A) ::= SESSION CHARACTERISTICS AS TRANSACTION transaction_mode_list(L). { A = gp_var_set(VAR_SET_MULTI, "SESSION CHARACTERISTICS", L); }
set_rest(A) ::= set_rest_more(X). { A = X; }

set_rest_more(A) ::= var_name(N) TO var_list(L). { A = gp_var_set(VAR_SET_VALUE, N, L); }
set_rest_more(A) ::= var_name(N) EQ var_list(L). { A = gp_var_set(VAR_SET_VALUE, N, L); }
set_rest_more(A) ::= var_name(N) TO DEFAULT. { A = gp_var_set(VAR_SET_DEFAULT, N, NIL); }
set_rest_more(A) ::= var_name(N) EQ DEFAULT. { A = gp_var_set(VAR_SET_DEFAULT, N, NIL); }
set_rest_more(A) ::= var_name(N) FROM CURRENT. { A = gp_var_set(VAR_SET_CURRENT, N, NIL); }
set_rest_more(A) ::= TIME ZONE zone_value(V). { A = V ? gp_var_set(VAR_SET_VALUE, "timezone", list_make1(V)) : gp_var_set(VAR_SET_DEFAULT, "timezone", NIL); }
set_rest_more(A) ::= SCHEMA SCONST(S). { A = gp_var_set(VAR_SET_VALUE, "search_path", list_make1(gp_str_const(S.str, S.loc))); }
set_rest_more(A) ::= NAMES SCONST(S). { A = gp_var_set(VAR_SET_VALUE, "client_encoding", list_make1(gp_str_const(S.str, S.loc))); }
set_rest_more(A) ::= NAMES DEFAULT. { A = gp_var_set(VAR_SET_DEFAULT, "client_encoding", NIL); }
set_rest_more(A) ::= NAMES. { A = gp_var_set(VAR_SET_DEFAULT, "client_encoding", NIL); }
set_rest_more(A) ::= ROLE non_reserved_word_or_sconst(S). { A = gp_var_set(VAR_SET_VALUE, "role", list_make1(gp_str_const(S.str, S.loc))); }
set_rest_more(A) ::= SESSION AUTHORIZATION non_reserved_word_or_sconst(S). { A = gp_var_set(VAR_SET_VALUE, "session_authorization", list_make1(gp_str_const(S.str, S.loc))); }
set_rest_more(A) ::= SESSION AUTHORIZATION DEFAULT. { A = gp_var_set(VAR_SET_DEFAULT, "session_authorization", NIL); }

%type var_name {char *}
var_name(A) ::= col_id(N). { A = N.str; }
var_name(A) ::= var_name(L) DOT col_id(N). { A = psprintf("%s.%s", L, N.str); }
%type var_list {List *}
var_list(A) ::= var_value(X). { A = list_make1(X); }
var_list(A) ::= var_list(L) COMMA var_value(X). { A = lappend(L, X); }
var_value(A) ::= opt_boolean_or_string(S). { A = gp_str_const(S.str, S.loc); }
var_value(A) ::= numeric_only_const(N). { A = N; }

%type opt_boolean_or_string {ScanToken}
opt_boolean_or_string(A) ::= TRUE(T). { A = T; A.str = pstrdup("true"); }
opt_boolean_or_string(A) ::= FALSE(T). { A = T; A.str = pstrdup("false"); }
opt_boolean_or_string(A) ::= ON(T). { A = T; A.str = pstrdup("on"); }
opt_boolean_or_string(A) ::= non_reserved_word_or_sconst(T). { A = T; }
%type non_reserved_word_or_sconst {ScanToken}
non_reserved_word_or_sconst(A) ::= non_reserved_word(T). { A = T; }
non_reserved_word_or_sconst(A) ::= SCONST(T). { A = T; }

zone_value(A) ::= SCONST(S). { A = gp_str_const(S.str, S.loc); }
zone_value(A) ::= IDENT(S). { A = gp_str_const(S.str, S.loc); }
zone_value(A) ::= INTERVAL(I) SCONST(S) opt_interval(F).
{
    TypeName *t = gp_systype("interval", I.loc);
    t->typmods = F;
    A = gp_string_cast(S.str, S.loc, t);
}
zone_value(A) ::= numeric_only_const(N). { A = N; }
zone_value(A) ::= DEFAULT. { A = NULL; }
zone_value(A) ::= LOCAL. { A = NULL; }

/* numeric constants with an optional sign, as A_Consts */
numeric_only_const(A) ::= FCONST(T). { A = gp_fconst(&T); }
numeric_only_const(A) ::= PLUS FCONST(T). { A = gp_fconst(&T); }
numeric_only_const(A) ::= MINUS(M) FCONST(T). { A = gp_negate(gp_fconst(&T), M.loc); }
numeric_only_const(A) ::= ICONST(T). { A = gp_iconst(&T); }
numeric_only_const(A) ::= PLUS ICONST(T). { A = gp_iconst(&T); }
numeric_only_const(A) ::= MINUS(M) ICONST(T). { A = gp_negate(gp_iconst(&T), M.loc); }
/* the same as value nodes (Integer / Float), for option lists */
numeric_only(A) ::= numeric_only_const(C).
{
    A_Const *c = (A_Const *)C;
    A = c->kind == CONST_INTEGER ? (Node *)makeInteger(c->ival) : (Node *)makeFloat(c->sval);
}

variable_reset_stmt(A) ::= RESET var_name(N). { A = gp_var_set(VAR_RESET, N, NIL); }
variable_reset_stmt(A) ::= RESET ALL. { A = gp_var_set(VAR_RESET_ALL, NULL, NIL); }
variable_reset_stmt(A) ::= RESET TIME ZONE. { A = gp_var_set(VAR_RESET, "timezone", NIL); }
variable_reset_stmt(A) ::= RESET TRANSACTION ISOLATION LEVEL. { A = gp_var_set(VAR_RESET, "transaction_isolation", NIL); }
variable_reset_stmt(A) ::= RESET SESSION AUTHORIZATION. { A = gp_var_set(VAR_RESET, "session_authorization", NIL); }

variable_show_stmt(A) ::= SHOW var_name(N). { VariableShowStmt *n = makeNode(VariableShowStmt); n->name = N; A = (Node *)n; }
variable_show_stmt(A) ::= SHOW TIME ZONE. { VariableShowStmt *n = makeNode(VariableShowStmt); n->name = pstrdup("timezone"); A = (Node *)n; }
variable_show_stmt(A) ::= SHOW TRANSACTION ISOLATION LEVEL. { VariableShowStmt *n = makeNode(VariableShowStmt); n->name = pstrdup("transaction_isolation"); A = (Node *)n; }
variable_show_stmt(A) ::= SHOW SESSION AUTHORIZATION. { VariableShowStmt *n = makeNode(VariableShowStmt); n->name = pstrdup("session_authorization"); A = (Node *)n; }
variable_show_stmt(A) ::= SHOW ALL. { VariableShowStmt *n = makeNode(VariableShowStmt); n->name = pstrdup("all"); A = (Node *)n; }

/* ================================================================ transactions */

transaction_stmt(A) ::= ABORT(K) opt_transaction opt_transaction_chain(C). { A = gp_transaction(TRANS_STMT_ROLLBACK, NIL, NULL, K.loc); ((TransactionStmt *)A)->chain = C; }
transaction_stmt(A) ::= START(K) TRANSACTION transaction_mode_list_or_empty(L). { A = gp_transaction(TRANS_STMT_START, L, NULL, K.loc); }
transaction_stmt(A) ::= BEGIN(K) opt_transaction transaction_mode_list_or_empty(L). { A = gp_transaction(TRANS_STMT_BEGIN, L, NULL, K.loc); }
transaction_stmt(A) ::= COMMIT(K) opt_transaction opt_transaction_chain(C). { A = gp_transaction(TRANS_STMT_COMMIT, NIL, NULL, K.loc); ((TransactionStmt *)A)->chain = C; }
transaction_stmt(A) ::= END(K) opt_transaction opt_transaction_chain(C). { A = gp_transaction(TRANS_STMT_COMMIT, NIL, NULL, K.loc); ((TransactionStmt *)A)->chain = C; }
transaction_stmt(A) ::= ROLLBACK(K) opt_transaction opt_transaction_chain(C). { A = gp_transaction(TRANS_STMT_ROLLBACK, NIL, NULL, K.loc); ((TransactionStmt *)A)->chain = C; }
transaction_stmt(A) ::= SAVEPOINT(K) col_id(N). { A = gp_transaction(TRANS_STMT_SAVEPOINT, NIL, N.str, K.loc); }
transaction_stmt(A) ::= RELEASE(K) SAVEPOINT col_id(N). { A = gp_transaction(TRANS_STMT_RELEASE, NIL, N.str, K.loc); }
transaction_stmt(A) ::= RELEASE(K) col_id(N). { A = gp_transaction(TRANS_STMT_RELEASE, NIL, N.str, K.loc); }
transaction_stmt(A) ::= ROLLBACK(K) opt_transaction TO SAVEPOINT col_id(N). { A = gp_transaction(TRANS_STMT_ROLLBACK_TO, NIL, N.str, K.loc); }
transaction_stmt(A) ::= ROLLBACK(K) opt_transaction TO col_id(N). { A = gp_transaction(TRANS_STMT_ROLLBACK_TO, NIL, N.str, K.loc); }
opt_transaction ::= WORK.
opt_transaction ::= TRANSACTION.
opt_transaction ::= .
%type opt_transaction_chain {bool}
opt_transaction_chain(A) ::= AND CHAIN. { A = true; }
opt_transaction_chain(A) ::= AND NO CHAIN. { A = false; }
opt_transaction_chain(A) ::= . { A = false; }
%type transaction_mode_list_or_empty {List *}
transaction_mode_list_or_empty(A) ::= transaction_mode_list(L). { A = L; }
transaction_mode_list_or_empty(A) ::= . { A = NIL; }
%type transaction_mode_list {List *}
transaction_mode_list(A) ::= transaction_mode_item(X). { A = list_make1(X); }
transaction_mode_list(A) ::= transaction_mode_list(L) COMMA transaction_mode_item(X). { A = lappend(L, X); }
transaction_mode_list(A) ::= transaction_mode_list(L) transaction_mode_item(X). { A = lappend(L, X); }
transaction_mode_item(A) ::= ISOLATION(K) LEVEL iso_level(L). { A = (Node *)gp_defelem("transaction_isolation", (Node *)makeString(L), K.loc); }
transaction_mode_item(A) ::= READ(K) ONLY. { A = (Node *)gp_defelem("transaction_read_only", (Node *)makeBoolean(true), K.loc); }
transaction_mode_item(A) ::= READ(K) WRITE. { A = (Node *)gp_defelem("transaction_read_only", (Node *)makeBoolean(false), K.loc); }
transaction_mode_item(A) ::= DEFERRABLE(K). { A = (Node *)gp_defelem("transaction_deferrable", (Node *)makeBoolean(true), K.loc); }
transaction_mode_item(A) ::= NOT(K) DEFERRABLE. { A = (Node *)gp_defelem("transaction_deferrable", (Node *)makeBoolean(false), K.loc); }
%type iso_level {char *}
iso_level(A) ::= READ UNCOMMITTED. { A = pstrdup("read uncommitted"); }
iso_level(A) ::= READ COMMITTED. { A = pstrdup("read committed"); }
iso_level(A) ::= REPEATABLE READ. { A = pstrdup("repeatable read"); }
iso_level(A) ::= SERIALIZABLE. { A = pstrdup("serializable"); }

/* ================================================================ EXPLAIN */

explain_stmt(A) ::= EXPLAIN explainable_stmt(S). { ExplainStmt *n = makeNode(ExplainStmt); n->query = S; A = (Node *)n; }
explain_stmt(A) ::= EXPLAIN analyze_keyword(K) opt_verbose(V) explainable_stmt(S).
{
    ExplainStmt *n = makeNode(ExplainStmt);
    n->query = S;
    n->options = list_make1(gp_defelem("analyze", NULL, K.loc));
    if (V.str)
        n->options = lappend(n->options, gp_defelem("verbose", NULL, V.loc));
    A = (Node *)n;
}
explain_stmt(A) ::= EXPLAIN VERBOSE(K) explainable_stmt(S).
{
    ExplainStmt *n = makeNode(ExplainStmt);
    n->query = S; n->options = list_make1(gp_defelem("verbose", NULL, K.loc));
    A = (Node *)n;
}
explain_stmt(A) ::= EXPLAIN LP utility_option_list(L) RP explainable_stmt(S).
{
    ExplainStmt *n = makeNode(ExplainStmt);
    n->query = S; n->options = L;
    A = (Node *)n;
}
explainable_stmt(A) ::= select_stmt(X). { A = X; }
explainable_stmt(A) ::= insert_stmt(X). { A = X; }
explainable_stmt(A) ::= update_stmt(X). { A = X; }
explainable_stmt(A) ::= delete_stmt(X). { A = X; }

/* EXECUTE, also as EXPLAIN's statement and as CREATE TABLE AS's query */
%type execute_stmt {Node *}
execute_stmt(A) ::= EXECUTE name(N) execute_param_clause(P).
{
    ExecuteStmt *n = makeNode(ExecuteStmt);
    n->name = N.str; n->params = P;
    A = (Node *)n;
}
explainable_stmt(A) ::= execute_stmt(X). { A = X; }
create_stmt(A) ::= CREATE opt_temp(P) TABLE qualified_name(N) opt_column_list(C) AS execute_stmt(Q) opt_with_data(D).
{
    CreateTableAsStmt *n = makeNode(CreateTableAsStmt);
    ((RangeVar *)N)->relpersistence = (char)P;
    n->relation = (RangeVar *)N; n->colNames = C; n->query = Q; n->skipData = !D;
    A = (Node *)n;
}
create_stmt(A) ::= CREATE opt_temp(P) TABLE IF NOT EXISTS qualified_name(N) opt_column_list(C) AS execute_stmt(Q) opt_with_data(D).
{
    CreateTableAsStmt *n = makeNode(CreateTableAsStmt);
    ((RangeVar *)N)->relpersistence = (char)P;
    n->relation = (RangeVar *)N; n->colNames = C; n->query = Q; n->skipData = !D;
    n->if_not_exists = true;
    A = (Node *)n;
}
%type analyze_keyword {ScanToken}
analyze_keyword(A) ::= ANALYZE(K). { A = K; }
analyze_keyword(A) ::= ANALYSE(K). { A = K; }
%type opt_verbose {ScanToken}
opt_verbose(A) ::= VERBOSE(K). { A = K; }
opt_verbose(A) ::= . { A.str = NULL; A.loc = -1; A.code = 0; A.end = -1; }
%type utility_option_list {List *}
utility_option_list(A) ::= utility_option_elem(X). { A = list_make1(X); }
utility_option_list(A) ::= utility_option_list(L) COMMA utility_option_elem(X). { A = lappend(L, X); }
utility_option_elem(A) ::= utility_option_name(N) utility_option_arg(V). { A = (Node *)gp_defelem(N.str, V, N.loc); }
%type utility_option_name {ScanToken}
utility_option_name(A) ::= non_reserved_word(N). { A = N; }
utility_option_name(A) ::= analyze_keyword(N). { A = N; A.str = pstrdup("analyze"); }
utility_option_arg(A) ::= opt_boolean_or_string(S). { A = (Node *)makeString(S.str); }
utility_option_arg(A) ::= numeric_only(N). { A = N; }
utility_option_arg(A) ::= . { A = NULL; }

/* ================================================================ expressions */

a_expr(A) ::= c_expr(X). { A = X; }
a_expr(A) ::= a_expr(X) TYPECAST(T) typename(N). { A = gp_typecast(X, (TypeName *)N, T.loc); }
a_expr(A) ::= a_expr(X) COLLATE(C) any_name(N).
{
    CollateClause *n = makeNode(CollateClause);
    n->arg = X; n->collname = N; n->location = C.loc;
    A = (Node *)n;
}
a_expr(A) ::= a_expr(X) AT(T) TIME ZONE a_expr(Z). [AT] { A = gp_func(gp_sysname("timezone"), list_make2(Z, X), T.loc); }
a_expr(A) ::= PLUS(O) a_expr(X). [UMINUS] { A = gp_op("+", NULL, X, O.loc); }
a_expr(A) ::= MINUS(O) a_expr(X). [UMINUS] { A = gp_negate(X, O.loc); }
a_expr(A) ::= a_expr(L) PLUS(O) a_expr(R). { A = gp_op("+", L, R, O.loc); }
a_expr(A) ::= a_expr(L) MINUS(O) a_expr(R). { A = gp_op("-", L, R, O.loc); }
a_expr(A) ::= a_expr(L) STAR(O) a_expr(R). { A = gp_op("*", L, R, O.loc); }
a_expr(A) ::= a_expr(L) SLASH(O) a_expr(R). { A = gp_op("/", L, R, O.loc); }
a_expr(A) ::= a_expr(L) PERCENT(O) a_expr(R). { A = gp_op("%", L, R, O.loc); }
a_expr(A) ::= a_expr(L) CARET(O) a_expr(R). { A = gp_op("^", L, R, O.loc); }
a_expr(A) ::= a_expr(L) LT(O) a_expr(R). { A = gp_op("<", L, R, O.loc); }
a_expr(A) ::= a_expr(L) GT(O) a_expr(R). { A = gp_op(">", L, R, O.loc); }
a_expr(A) ::= a_expr(L) EQ(O) a_expr(R). { A = gp_op("=", L, R, O.loc); }
a_expr(A) ::= a_expr(L) LESS_EQUALS(O) a_expr(R). { A = gp_op("<=", L, R, O.loc); }
a_expr(A) ::= a_expr(L) GREATER_EQUALS(O) a_expr(R). { A = gp_op(">=", L, R, O.loc); }
a_expr(A) ::= a_expr(L) NOT_EQUALS(O) a_expr(R). { A = gp_op("<>", L, R, O.loc); }
a_expr(A) ::= a_expr(L) qual_op(O) a_expr(R). [OP] { A = gp_aexpr(AEXPR_OP, O.list, L, R, O.loc); }
a_expr(A) ::= qual_op(O) a_expr(R). [OP] { A = gp_aexpr(AEXPR_OP, O.list, NULL, R, O.loc); }
a_expr(A) ::= a_expr(L) AND(O) a_expr(R). { A = gp_and(L, R, O.loc); }
a_expr(A) ::= a_expr(L) OR(O) a_expr(R). { A = gp_or(L, R, O.loc); }
a_expr(A) ::= NOT(O) a_expr(R). { A = gp_not(R, O.loc); }
a_expr(A) ::= NOT_LA(O) a_expr(R). [NOT] { A = gp_not(R, O.loc); }
a_expr(A) ::= a_expr(L) LIKE(O) a_expr(R). { A = gp_aexpr(AEXPR_LIKE, gp_name1("~~"), L, R, O.loc); }
a_expr(A) ::= a_expr(L) LIKE(O) a_expr(R) ESCAPE a_expr(E).
    { A = gp_aexpr(AEXPR_LIKE, gp_name1("~~"), L, gp_func(gp_sysname("like_escape"), list_make2(R, E), O.loc), O.loc); }
a_expr(A) ::= a_expr(L) NOT_LA(O) LIKE a_expr(R). [NOT_LA] { A = gp_aexpr(AEXPR_LIKE, gp_name1("!~~"), L, R, O.loc); }
a_expr(A) ::= a_expr(L) NOT_LA(O) LIKE a_expr(R) ESCAPE a_expr(E). [NOT_LA]
    { A = gp_aexpr(AEXPR_LIKE, gp_name1("!~~"), L, gp_func(gp_sysname("like_escape"), list_make2(R, E), O.loc), O.loc); }
a_expr(A) ::= a_expr(L) ILIKE(O) a_expr(R). { A = gp_aexpr(AEXPR_ILIKE, gp_name1("~~*"), L, R, O.loc); }
a_expr(A) ::= a_expr(L) ILIKE(O) a_expr(R) ESCAPE a_expr(E).
    { A = gp_aexpr(AEXPR_ILIKE, gp_name1("~~*"), L, gp_func(gp_sysname("like_escape"), list_make2(R, E), O.loc), O.loc); }
a_expr(A) ::= a_expr(L) NOT_LA(O) ILIKE a_expr(R). [NOT_LA] { A = gp_aexpr(AEXPR_ILIKE, gp_name1("!~~*"), L, R, O.loc); }
a_expr(A) ::= a_expr(L) NOT_LA(O) ILIKE a_expr(R) ESCAPE a_expr(E). [NOT_LA]
    { A = gp_aexpr(AEXPR_ILIKE, gp_name1("!~~*"), L, gp_func(gp_sysname("like_escape"), list_make2(R, E), O.loc), O.loc); }
a_expr(A) ::= a_expr(L) SIMILAR(O) TO a_expr(R). [SIMILAR]
    { A = gp_aexpr(AEXPR_SIMILAR, gp_name1("~"), L, gp_func(gp_sysname("similar_to_escape"), list_make1(R), O.loc), O.loc); }
a_expr(A) ::= a_expr(L) SIMILAR(O) TO a_expr(R) ESCAPE a_expr(E). [SIMILAR]
    { A = gp_aexpr(AEXPR_SIMILAR, gp_name1("~"), L, gp_func(gp_sysname("similar_to_escape"), list_make2(R, E), O.loc), O.loc); }
a_expr(A) ::= a_expr(L) NOT_LA(O) SIMILAR TO a_expr(R). [NOT_LA]
    { A = gp_aexpr(AEXPR_SIMILAR, gp_name1("!~"), L, gp_func(gp_sysname("similar_to_escape"), list_make1(R), O.loc), O.loc); }
a_expr(A) ::= a_expr(L) NOT_LA(O) SIMILAR TO a_expr(R) ESCAPE a_expr(E). [NOT_LA]
    { A = gp_aexpr(AEXPR_SIMILAR, gp_name1("!~"), L, gp_func(gp_sysname("similar_to_escape"), list_make2(R, E), O.loc), O.loc); }
a_expr(A) ::= a_expr(X) IS(O) NULL. [IS] { A = gp_null_test(X, IS_NULL, O.loc); }
a_expr(A) ::= a_expr(X) ISNULL(O). { A = gp_null_test(X, IS_NULL, O.loc); }
a_expr(A) ::= a_expr(X) IS(O) NOT NULL. [IS] { A = gp_null_test(X, IS_NOT_NULL, O.loc); }
a_expr(A) ::= a_expr(X) NOTNULL(O). { A = gp_null_test(X, IS_NOT_NULL, O.loc); }
a_expr(A) ::= row(R) OVERLAPS(O) row(S).
{
    List *l = ((RowExpr *)R)->args, *r = ((RowExpr *)S)->args;
    if (list_length(l) != 2)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("wrong number of parameters on left side of OVERLAPS expression"),
                errlocation(((RowExpr *)R)->location));
    if (list_length(r) != 2)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("wrong number of parameters on right side of OVERLAPS expression"),
                errlocation(((RowExpr *)S)->location));
    A = gp_func(gp_sysname("overlaps"), list_concat(l, r), O.loc);
}
a_expr(A) ::= a_expr(X) IS(O) TRUE. [IS] { A = gp_bool_test(X, IS_TRUE, O.loc); }
a_expr(A) ::= a_expr(X) IS(O) NOT TRUE. [IS] { A = gp_bool_test(X, IS_NOT_TRUE, O.loc); }
a_expr(A) ::= a_expr(X) IS(O) FALSE. [IS] { A = gp_bool_test(X, IS_FALSE, O.loc); }
a_expr(A) ::= a_expr(X) IS(O) NOT FALSE. [IS] { A = gp_bool_test(X, IS_NOT_FALSE, O.loc); }
a_expr(A) ::= a_expr(X) IS(O) UNKNOWN. [IS] { A = gp_bool_test(X, IS_UNKNOWN, O.loc); }
a_expr(A) ::= a_expr(X) IS(O) NOT UNKNOWN. [IS] { A = gp_bool_test(X, IS_NOT_UNKNOWN, O.loc); }
a_expr(A) ::= a_expr(L) IS(O) DISTINCT FROM a_expr(R). [IS] { A = gp_aexpr(AEXPR_DISTINCT, gp_name1("="), L, R, O.loc); }
a_expr(A) ::= a_expr(L) IS(O) NOT DISTINCT FROM a_expr(R). [IS] { A = gp_aexpr(AEXPR_NOT_DISTINCT, gp_name1("="), L, R, O.loc); }
a_expr(A) ::= a_expr(X) BETWEEN(O) opt_asymmetric b_expr(L) AND a_expr(H). [BETWEEN]
    { A = gp_aexpr(AEXPR_BETWEEN, gp_name1("BETWEEN"), X, (Node *)list_make2(L, H), O.loc); }
a_expr(A) ::= a_expr(X) NOT_LA(O) BETWEEN opt_asymmetric b_expr(L) AND a_expr(H). [NOT_LA]
    { A = gp_aexpr(AEXPR_NOT_BETWEEN, gp_name1("NOT BETWEEN"), X, (Node *)list_make2(L, H), O.loc); }
a_expr(A) ::= a_expr(X) BETWEEN(O) SYMMETRIC b_expr(L) AND a_expr(H). [BETWEEN]
    { A = gp_aexpr(AEXPR_BETWEEN_SYM, gp_name1("BETWEEN SYMMETRIC"), X, (Node *)list_make2(L, H), O.loc); }
a_expr(A) ::= a_expr(X) NOT_LA(O) BETWEEN SYMMETRIC b_expr(L) AND a_expr(H). [NOT_LA]
    { A = gp_aexpr(AEXPR_NOT_BETWEEN_SYM, gp_name1("NOT BETWEEN SYMMETRIC"), X, (Node *)list_make2(L, H), O.loc); }
a_expr(A) ::= a_expr(X) IN(O) in_expr(E). [IN]
{
    if (IsA(E, SubLink)) {
        SubLink *s = (SubLink *)E;
        s->subLinkType = ANY_SUBLINK; s->testexpr = X; s->operName = gp_name1("="); s->location = O.loc;
        A = E;
    } else {
        A = gp_aexpr(AEXPR_IN, gp_name1("="), X, E, O.loc);
    }
}
a_expr(A) ::= a_expr(X) NOT_LA(O) IN in_expr(E). [NOT_LA]
{
    if (IsA(E, SubLink)) {
        SubLink *s = (SubLink *)E;
        s->subLinkType = ANY_SUBLINK; s->testexpr = X; s->operName = gp_name1("="); s->location = O.loc;
        A = gp_not(E, O.loc);
    } else {
        A = gp_aexpr(AEXPR_IN, gp_name1("<>"), X, E, O.loc);
    }
}
a_expr(A) ::= a_expr(X) subquery_op(O) sub_type(T) select_with_parens(S). [OP]
    { A = gp_sublink(T == AEXPR_OP_ANY ? ANY_SUBLINK : ALL_SUBLINK, X, O.list, S.node, O.loc); }
a_expr(A) ::= a_expr(X) subquery_op(O) sub_type(T) LP a_expr(E) RP. [OP]
    { A = gp_aexpr(T, O.list, X, E, O.loc); }
a_expr(A) ::= DEFAULT(D). { SetToDefault *n = makeNode(SetToDefault); n->location = D.loc; A = (Node *)n; }

%type opt_asymmetric {int}
opt_asymmetric(A) ::= ASYMMETRIC. { A = 0; }
opt_asymmetric(A) ::= . { A = 0; }

%type sub_type {A_Expr_Kind}
sub_type(A) ::= ANY. { A = AEXPR_OP_ANY; }
sub_type(A) ::= SOME. { A = AEXPR_OP_ANY; }
sub_type(A) ::= ALL. { A = AEXPR_OP_ALL; }

in_expr(A) ::= select_with_parens(S). { A = gp_sublink(ANY_SUBLINK, NULL, NIL, S.node, S.loc); }
in_expr(A) ::= LP expr_list(L) RP. { A = (Node *)L; }

/* b_expr: the restricted expressions allowed where AND, NOT, IS, ... would be ambiguous */
b_expr(A) ::= c_expr(X). { A = X; }
b_expr(A) ::= b_expr(X) TYPECAST(T) typename(N). { A = gp_typecast(X, (TypeName *)N, T.loc); }
b_expr(A) ::= PLUS(O) b_expr(X). [UMINUS] { A = gp_op("+", NULL, X, O.loc); }
b_expr(A) ::= MINUS(O) b_expr(X). [UMINUS] { A = gp_negate(X, O.loc); }
b_expr(A) ::= b_expr(L) PLUS(O) b_expr(R). { A = gp_op("+", L, R, O.loc); }
b_expr(A) ::= b_expr(L) MINUS(O) b_expr(R). { A = gp_op("-", L, R, O.loc); }
b_expr(A) ::= b_expr(L) STAR(O) b_expr(R). { A = gp_op("*", L, R, O.loc); }
b_expr(A) ::= b_expr(L) SLASH(O) b_expr(R). { A = gp_op("/", L, R, O.loc); }
b_expr(A) ::= b_expr(L) PERCENT(O) b_expr(R). { A = gp_op("%", L, R, O.loc); }
b_expr(A) ::= b_expr(L) CARET(O) b_expr(R). { A = gp_op("^", L, R, O.loc); }
b_expr(A) ::= b_expr(L) LT(O) b_expr(R). { A = gp_op("<", L, R, O.loc); }
b_expr(A) ::= b_expr(L) GT(O) b_expr(R). { A = gp_op(">", L, R, O.loc); }
b_expr(A) ::= b_expr(L) EQ(O) b_expr(R). { A = gp_op("=", L, R, O.loc); }
b_expr(A) ::= b_expr(L) LESS_EQUALS(O) b_expr(R). { A = gp_op("<=", L, R, O.loc); }
b_expr(A) ::= b_expr(L) GREATER_EQUALS(O) b_expr(R). { A = gp_op(">=", L, R, O.loc); }
b_expr(A) ::= b_expr(L) NOT_EQUALS(O) b_expr(R). { A = gp_op("<>", L, R, O.loc); }
b_expr(A) ::= b_expr(L) qual_op(O) b_expr(R). [OP] { A = gp_aexpr(AEXPR_OP, O.list, L, R, O.loc); }
b_expr(A) ::= qual_op(O) b_expr(R). [OP] { A = gp_aexpr(AEXPR_OP, O.list, NULL, R, O.loc); }
b_expr(A) ::= b_expr(L) IS(O) DISTINCT FROM b_expr(R). [IS] { A = gp_aexpr(AEXPR_DISTINCT, gp_name1("="), L, R, O.loc); }
b_expr(A) ::= b_expr(L) IS(O) NOT DISTINCT FROM b_expr(R). [IS] { A = gp_aexpr(AEXPR_NOT_DISTINCT, gp_name1("="), L, R, O.loc); }

c_expr(A) ::= columnref(X). { A = X; }
c_expr(A) ::= aexpr_const(X). { A = X; }
c_expr(A) ::= PARAM(P) opt_indirection(I).
{
    ParamRef *p = makeNode(ParamRef);
    p->number = (int)(uint32)strtoull(P.str, NULL, 10); /* wraps like PG 15 */
    p->location = P.loc;
    A = gp_indirection((Node *)p, I);
}
c_expr(A) ::= LP a_expr(E) RP opt_indirection(I). { A = gp_indirection(E, I); }
c_expr(A) ::= case_expr(X). { A = X; }
c_expr(A) ::= func_expr(X). { A = X; }
c_expr(A) ::= select_with_parens(S). [UMINUS] { A = gp_sublink(EXPR_SUBLINK, NULL, NIL, S.node, S.loc); }
c_expr(A) ::= select_with_parens(S) indirection(I). { A = gp_indirection(gp_sublink(EXPR_SUBLINK, NULL, NIL, S.node, S.loc), I); }
c_expr(A) ::= EXISTS(E) select_with_parens(S). { A = gp_sublink(EXISTS_SUBLINK, NULL, NIL, S.node, E.loc); }
c_expr(A) ::= ARRAY(E) select_with_parens(S). { A = gp_sublink(ARRAY_SUBLINK, NULL, NIL, S.node, E.loc); }
c_expr(A) ::= ARRAY(E) array_expr(X). { ((A_ArrayExpr *)X)->location = E.loc; A = X; }
c_expr(A) ::= explicit_row(R). { A = R; }
c_expr(A) ::= implicit_row(R). { A = R; }
c_expr(A) ::= GROUPING(G) LP expr_list(L) RP. { A = gp_func(gp_name1("grouping"), L, G.loc); }

/* operators */
%type qual_op {OpName}
%include {
typedef struct OpName { List *list; int loc; } OpName;
}
qual_op(A) ::= OP(O). { A.list = gp_name1(O.str); A.loc = O.loc; }
qual_op(A) ::= OPERATOR(O) LP any_operator(L) RP. { A.list = L; A.loc = O.loc; }
%type qual_all_op {List *}
qual_all_op(A) ::= all_op(O). { A = gp_name1(O.str); }
qual_all_op(A) ::= OPERATOR LP any_operator(L) RP. { A = L; }
%type any_operator {List *}
any_operator(A) ::= all_op(O). { A = gp_name1(O.str); }
any_operator(A) ::= col_id(N) DOT any_operator(L). { A = lcons(makeString(N.str), L); }
%type all_op {ScanToken}
all_op(A) ::= OP(O). { A = O; }
all_op(A) ::= math_op(O). { A = O; }
%type math_op {ScanToken}
math_op(A) ::= PLUS(O). { A = O; }
math_op(A) ::= MINUS(O). { A = O; }
math_op(A) ::= STAR(O). { A = O; }
math_op(A) ::= SLASH(O). { A = O; }
math_op(A) ::= PERCENT(O). { A = O; }
math_op(A) ::= CARET(O). { A = O; }
math_op(A) ::= LT(O). { A = O; }
math_op(A) ::= GT(O). { A = O; }
math_op(A) ::= EQ(O). { A = O; }
math_op(A) ::= LESS_EQUALS(O). { A = O; }
math_op(A) ::= GREATER_EQUALS(O). { A = O; }
math_op(A) ::= NOT_EQUALS(O). { A = O; }
%type subquery_op {OpName}
subquery_op(A) ::= all_op(O). { A.list = gp_name1(O.str); A.loc = O.loc; }
subquery_op(A) ::= OPERATOR(O) LP any_operator(L) RP. { A.list = L; A.loc = O.loc; }
subquery_op(A) ::= LIKE(O). { A.list = gp_name1("~~"); A.loc = O.loc; }
subquery_op(A) ::= NOT_LA(O) LIKE. { A.list = gp_name1("!~~"); A.loc = O.loc; }
subquery_op(A) ::= ILIKE(O). { A.list = gp_name1("~~*"); A.loc = O.loc; }
subquery_op(A) ::= NOT_LA(O) ILIKE. { A.list = gp_name1("!~~*"); A.loc = O.loc; }

/* column references and indirection */
columnref(A) ::= col_id(N). { A = gp_columnref(N.str, NIL, N.loc); }
columnref(A) ::= col_id(N) indirection(I). { A = gp_columnref(N.str, I, N.loc); }
%type indirection {List *}
indirection(A) ::= indirection_el(X). { A = list_make1(X); }
indirection(A) ::= indirection(L) indirection_el(X). { A = lappend(L, X); }
%type opt_indirection {List *}
opt_indirection(A) ::= . { A = NIL; }
opt_indirection(A) ::= opt_indirection(L) indirection_el(X). { A = lappend(L, X); }
indirection_el(A) ::= DOT attr_name(N). { A = (Node *)makeString(N.str); }
indirection_el(A) ::= DOT STAR. { A = (Node *)makeNode(A_Star); }
indirection_el(A) ::= LB a_expr(E) RB. { A_Indices *i = makeNode(A_Indices); i->uidx = E; A = (Node *)i; }
indirection_el(A) ::= LB opt_slice_bound(L) COLON opt_slice_bound(U) RB.
    { A_Indices *i = makeNode(A_Indices); i->is_slice = true; i->lidx = L; i->uidx = U; A = (Node *)i; }
opt_slice_bound(A) ::= a_expr(E). { A = E; }
opt_slice_bound(A) ::= . { A = NULL; }

/* constants */
aexpr_const(A) ::= ICONST(T). { A = gp_iconst(&T); }
aexpr_const(A) ::= FCONST(T). { A = gp_fconst(&T); }
aexpr_const(A) ::= SCONST(T). { A = gp_str_const(T.str, T.loc); }
aexpr_const(A) ::= BCONST(T). { A = gp_bit_const(T.str, T.loc); }
/* N'...' is a bpchar literal, as PG's lexer makes it (NCHAR followed by the string) */
aexpr_const(A) ::= NCONST(T). { A = gp_string_cast(T.str, T.loc, gp_systype("bpchar", T.loc)); }
aexpr_const(A) ::= XCONST(T). { A = gp_bit_const(T.str, T.loc); }
aexpr_const(A) ::= func_name(N) SCONST(S). { A = gp_string_cast(S.str, S.loc, gp_typename(N.list, N.loc)); }
aexpr_const(A) ::= const_typename(T) SCONST(S). { A = gp_string_cast(S.str, S.loc, (TypeName *)T); }
aexpr_const(A) ::= INTERVAL(I) SCONST(S) opt_interval(F).
{
    TypeName *t = gp_systype("interval", I.loc);
    t->typmods = F;
    A = gp_string_cast(S.str, S.loc, t);
}
aexpr_const(A) ::= INTERVAL(I) LP ICONST(P) RP SCONST(S).
{
    TypeName *t = gp_systype("interval", I.loc);
    t->typmods = list_make2(gp_int_const(0x7FFF, -1), gp_int_const(gp_int_value(&P), P.loc));
    A = gp_string_cast(S.str, S.loc, t);
}
aexpr_const(A) ::= TRUE(T). { A = gp_bool_const(true, T.loc); }
aexpr_const(A) ::= FALSE(T). { A = gp_bool_const(false, T.loc); }
aexpr_const(A) ::= NULL(T). { A = gp_null_const(T.loc); }

/* CASE */
case_expr(A) ::= CASE(C) case_arg(X) when_clause_list(W) case_default(D) END.
{
    CaseExpr *n = makeNode(CaseExpr);
    n->arg = X; n->args = W; n->defresult = D; n->location = C.loc;
    A = (Node *)n;
}
%type when_clause_list {List *}
when_clause_list(A) ::= when_clause(X). { A = list_make1(X); }
when_clause_list(A) ::= when_clause_list(L) when_clause(X). { A = lappend(L, X); }
when_clause(A) ::= WHEN(W) a_expr(E) THEN a_expr(R).
{
    CaseWhen *n = makeNode(CaseWhen);
    n->expr = E; n->result = R; n->location = W.loc;
    A = (Node *)n;
}
case_default(A) ::= ELSE a_expr(E). { A = E; }
case_default(A) ::= . { A = NULL; }
case_arg(A) ::= a_expr(E). { A = E; }
case_arg(A) ::= . { A = NULL; }

/* arrays and rows */
array_expr(A) ::= LB(B) expr_list(L) RB. { A_ArrayExpr *n = makeNode(A_ArrayExpr); n->elements = L; n->location = B.loc; A = (Node *)n; }
array_expr(A) ::= LB(B) array_expr_list(L) RB. { A_ArrayExpr *n = makeNode(A_ArrayExpr); n->elements = L; n->location = B.loc; A = (Node *)n; }
array_expr(A) ::= LB(B) RB. { A_ArrayExpr *n = makeNode(A_ArrayExpr); n->location = B.loc; A = (Node *)n; }
%type array_expr_list {List *}
array_expr_list(A) ::= array_expr(X). { A = list_make1(X); }
array_expr_list(A) ::= array_expr_list(L) COMMA array_expr(X). { A = lappend(L, X); }

row(A) ::= ROW(R) LP expr_list(L) RP. { A = gp_row(L, true, R.loc); }
row(A) ::= ROW(R) LP RP. { A = gp_row(NIL, true, R.loc); }
row(A) ::= LP(P) expr_list(L) COMMA a_expr(E) RP. { A = gp_row(lappend(L, E), false, P.loc); }
explicit_row(A) ::= ROW(R) LP expr_list(L) RP. { A = gp_row(L, true, R.loc); }
explicit_row(A) ::= ROW(R) LP RP. { A = gp_row(NIL, true, R.loc); }
implicit_row(A) ::= LP(P) expr_list(L) COMMA a_expr(E) RP. { A = gp_row(lappend(L, E), false, P.loc); }

%type expr_list {List *}
expr_list(A) ::= a_expr(X). { A = list_make1(X); }
expr_list(A) ::= expr_list(L) COMMA a_expr(X). { A = lappend(L, X); }

/* function calls */
func_expr(A) ::= func_application(F) within_group_clause(W) filter_clause(FI) over_clause(O).
{
    FuncCall *n = (FuncCall *)F;
    if (W.node != NULL) {
        if (n->agg_order != NIL)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("cannot use multiple ORDER BY clauses with WITHIN GROUP"),
                    errlocation(W.loc));
        if (n->agg_distinct)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("cannot use DISTINCT with WITHIN GROUP"), errlocation(W.loc));
        if (n->func_variadic)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("cannot use VARIADIC with WITHIN GROUP"), errlocation(W.loc));
        n->agg_order = (List *)W.node;
        n->agg_within_group = true;
    }
    n->agg_filter = FI;
    n->over = O;
    A = (Node *)n;
}
func_expr(A) ::= func_expr_common_subexpr(X). { A = X; }

func_expr_windowless(A) ::= func_application(X). { A = X; }
func_expr_windowless(A) ::= func_expr_common_subexpr(X). { A = X; }

func_application(A) ::= func_name(N) LP RP. { A = gp_func(gp_check_func_name(N.list, N.loc), NIL, N.loc); }
func_application(A) ::= func_name(N) LP func_arg_list(L) opt_sort_clause(S) RP.
    { FuncCall *f = (FuncCall *)gp_func(gp_check_func_name(N.list, N.loc), L, N.loc); f->agg_order = S; A = (Node *)f; }
func_application(A) ::= func_name(N) LP VARIADIC func_arg_expr(E) opt_sort_clause(S) RP.
    { FuncCall *f = (FuncCall *)gp_func(gp_check_func_name(N.list, N.loc), list_make1(E), N.loc); f->func_variadic = true; f->agg_order = S; A = (Node *)f; }
func_application(A) ::= func_name(N) LP func_arg_list(L) COMMA VARIADIC func_arg_expr(E) opt_sort_clause(S) RP.
    { FuncCall *f = (FuncCall *)gp_func(gp_check_func_name(N.list, N.loc), lappend(L, E), N.loc); f->func_variadic = true; f->agg_order = S; A = (Node *)f; }
func_application(A) ::= func_name(N) LP ALL func_arg_list(L) opt_sort_clause(S) RP.
    { FuncCall *f = (FuncCall *)gp_func(gp_check_func_name(N.list, N.loc), L, N.loc); f->agg_order = S; A = (Node *)f; }
func_application(A) ::= func_name(N) LP DISTINCT func_arg_list(L) opt_sort_clause(S) RP.
    { FuncCall *f = (FuncCall *)gp_func(gp_check_func_name(N.list, N.loc), L, N.loc); f->agg_order = S; f->agg_distinct = true; A = (Node *)f; }
func_application(A) ::= func_name(N) LP STAR RP.
    { FuncCall *f = (FuncCall *)gp_func(gp_check_func_name(N.list, N.loc), NIL, N.loc); f->agg_star = true; A = (Node *)f; }

%type func_arg_list {List *}
func_arg_list(A) ::= func_arg_expr(X). { A = list_make1(X); }
func_arg_list(A) ::= func_arg_list(L) COMMA func_arg_expr(X). { A = lappend(L, X); }
func_arg_expr(A) ::= a_expr(E). { A = E; }
func_arg_expr(A) ::= type_function_name(N) COLON_EQUALS a_expr(E). { A = gp_named_arg(N.str, E, N.loc); }
func_arg_expr(A) ::= type_function_name(N) EQUALS_GREATER a_expr(E). { A = gp_named_arg(N.str, E, N.loc); }

%type within_group_clause {ParenSelect}
within_group_clause(A) ::= WITHIN(W) GROUP LP sort_clause(S) RP. { A.node = (Node *)S; A.loc = W.loc; }
within_group_clause(A) ::= . [SET] { A.node = NULL; A.loc = -1; }
filter_clause(A) ::= FILTER LP WHERE a_expr(E) RP. { A = E; }
filter_clause(A) ::= . [SET] { A = NULL; }
%type over_clause {WindowDef *}
over_clause(A) ::= OVER window_specification(W). { A = W; }
over_clause(A) ::= OVER col_id(N).
{
    A = makeNode(WindowDef);
    A->name = N.str; A->frameOptions = FRAMEOPTION_DEFAULTS; A->location = N.loc;
}
over_clause(A) ::= . [SET] { A = NULL; }

/* the SQL-standard special syntaxes */
func_expr_common_subexpr(A) ::= COLLATION(C) FOR LP a_expr(E) RP. { A = gp_func(gp_sysname("pg_collation_for"), list_make1(E), C.loc); }
func_expr_common_subexpr(A) ::= CURRENT_DATE(T). { A = gp_svf(SVFOP_CURRENT_DATE, -1, T.loc); }
func_expr_common_subexpr(A) ::= CURRENT_TIME(T). { A = gp_svf(SVFOP_CURRENT_TIME, -1, T.loc); }
func_expr_common_subexpr(A) ::= CURRENT_TIME(T) LP ICONST(P) RP. { A = gp_svf(SVFOP_CURRENT_TIME_N, gp_int_value(&P), T.loc); }
func_expr_common_subexpr(A) ::= CURRENT_TIMESTAMP(T). { A = gp_svf(SVFOP_CURRENT_TIMESTAMP, -1, T.loc); }
func_expr_common_subexpr(A) ::= CURRENT_TIMESTAMP(T) LP ICONST(P) RP. { A = gp_svf(SVFOP_CURRENT_TIMESTAMP_N, gp_int_value(&P), T.loc); }
func_expr_common_subexpr(A) ::= LOCALTIME(T). { A = gp_svf(SVFOP_LOCALTIME, -1, T.loc); }
func_expr_common_subexpr(A) ::= LOCALTIME(T) LP ICONST(P) RP. { A = gp_svf(SVFOP_LOCALTIME_N, gp_int_value(&P), T.loc); }
func_expr_common_subexpr(A) ::= LOCALTIMESTAMP(T). { A = gp_svf(SVFOP_LOCALTIMESTAMP, -1, T.loc); }
func_expr_common_subexpr(A) ::= LOCALTIMESTAMP(T) LP ICONST(P) RP. { A = gp_svf(SVFOP_LOCALTIMESTAMP_N, gp_int_value(&P), T.loc); }
func_expr_common_subexpr(A) ::= CURRENT_ROLE(T). { A = gp_svf(SVFOP_CURRENT_ROLE, -1, T.loc); }
func_expr_common_subexpr(A) ::= CURRENT_USER(T). { A = gp_svf(SVFOP_CURRENT_USER, -1, T.loc); }
func_expr_common_subexpr(A) ::= SESSION_USER(T). { A = gp_svf(SVFOP_SESSION_USER, -1, T.loc); }
func_expr_common_subexpr(A) ::= USER(T). { A = gp_svf(SVFOP_USER, -1, T.loc); }
func_expr_common_subexpr(A) ::= CURRENT_CATALOG(T). { A = gp_svf(SVFOP_CURRENT_CATALOG, -1, T.loc); }
func_expr_common_subexpr(A) ::= CURRENT_SCHEMA(T). { A = gp_svf(SVFOP_CURRENT_SCHEMA, -1, T.loc); }
func_expr_common_subexpr(A) ::= CAST(C) LP a_expr(E) AS typename(T) RP. { A = gp_typecast(E, (TypeName *)T, C.loc); }
func_expr_common_subexpr(A) ::= EXTRACT(X) LP extract_arg(F) FROM a_expr(E) RP.
    { A = gp_func(gp_sysname("extract"), list_make2(gp_str_const(F.str, F.loc), E), X.loc); }
func_expr_common_subexpr(A) ::= EXTRACT(X) LP RP. { A = gp_func(gp_sysname("extract"), NIL, X.loc); }
func_expr_common_subexpr(A) ::= OVERLAY(X) LP a_expr(S) PLACING a_expr(R) FROM a_expr(F) FOR a_expr(C) RP.
    { A = gp_func(gp_sysname("overlay"), list_make3(S, R, F), X.loc); ((FuncCall *)A)->args = lappend(((FuncCall *)A)->args, C); }
func_expr_common_subexpr(A) ::= OVERLAY(X) LP a_expr(S) PLACING a_expr(R) FROM a_expr(F) RP.
    { A = gp_func(gp_sysname("overlay"), list_make3(S, R, F), X.loc); }
func_expr_common_subexpr(A) ::= OVERLAY(X) LP func_arg_list_opt(L) RP. { A = gp_func(gp_name1("overlay"), L, X.loc); }
func_expr_common_subexpr(A) ::= POSITION(X) LP b_expr(S) IN b_expr(T) RP. { A = gp_func(gp_sysname("position"), list_make2(T, S), X.loc); }
func_expr_common_subexpr(A) ::= POSITION(X) LP RP. { A = gp_func(gp_sysname("position"), NIL, X.loc); }
func_expr_common_subexpr(A) ::= SUBSTRING(X) LP a_expr(S) FROM a_expr(F) FOR a_expr(C) RP. { A = gp_func(gp_sysname("substring"), list_make3(S, F, C), X.loc); }
func_expr_common_subexpr(A) ::= SUBSTRING(X) LP a_expr(S) FOR a_expr(C) FROM a_expr(F) RP. { A = gp_func(gp_sysname("substring"), list_make3(S, F, C), X.loc); }
func_expr_common_subexpr(A) ::= SUBSTRING(X) LP a_expr(S) FROM a_expr(F) RP. { A = gp_func(gp_sysname("substring"), list_make2(S, F), X.loc); }
func_expr_common_subexpr(A) ::= SUBSTRING(X) LP a_expr(S) FOR a_expr(C) RP. { A = gp_func(gp_sysname("substring"), list_make3(S, gp_int_const(1, -1), C), X.loc); }
func_expr_common_subexpr(A) ::= SUBSTRING(X) LP a_expr(S) SIMILAR a_expr(P) ESCAPE a_expr(E) RP. { A = gp_func(gp_sysname("substring"), list_make3(S, P, E), X.loc); }
func_expr_common_subexpr(A) ::= SUBSTRING(X) LP func_arg_list_opt(L) RP. { A = gp_func(gp_name1("substring"), L, X.loc); }
func_expr_common_subexpr(A) ::= TREAT(X) LP a_expr(E) AS typename(T) RP.
{
    TypeName *t = (TypeName *)T;
    A = gp_func(gp_sysname(strVal(llast(t->names))), list_make1(E), X.loc);
}
func_expr_common_subexpr(A) ::= TRIM(X) LP BOTH trim_list(L) RP. { A = gp_func(gp_sysname("btrim"), L, X.loc); }
func_expr_common_subexpr(A) ::= TRIM(X) LP LEADING trim_list(L) RP. { A = gp_func(gp_sysname("ltrim"), L, X.loc); }
func_expr_common_subexpr(A) ::= TRIM(X) LP TRAILING trim_list(L) RP. { A = gp_func(gp_sysname("rtrim"), L, X.loc); }
func_expr_common_subexpr(A) ::= TRIM(X) LP trim_list(L) RP. { A = gp_func(gp_sysname("btrim"), L, X.loc); }
func_expr_common_subexpr(A) ::= NULLIF(X) LP a_expr(L) COMMA a_expr(R) RP. { A = gp_aexpr(AEXPR_NULLIF, gp_name1("="), L, R, X.loc); }
func_expr_common_subexpr(A) ::= COALESCE(X) LP expr_list(L) RP. { CoalesceExpr *n = makeNode(CoalesceExpr); n->args = L; n->location = X.loc; A = (Node *)n; }
func_expr_common_subexpr(A) ::= GREATEST(X) LP expr_list(L) RP. { MinMaxExpr *n = makeNode(MinMaxExpr); n->op = IS_GREATEST; n->args = L; n->location = X.loc; A = (Node *)n; }
func_expr_common_subexpr(A) ::= LEAST(X) LP expr_list(L) RP. { MinMaxExpr *n = makeNode(MinMaxExpr); n->op = IS_LEAST; n->args = L; n->location = X.loc; A = (Node *)n; }

%type func_arg_list_opt {List *}
func_arg_list_opt(A) ::= func_arg_list(L). { A = L; }
func_arg_list_opt(A) ::= . { A = NIL; }
%type trim_list {List *}
trim_list(A) ::= a_expr(C) FROM expr_list(L). { A = lappend(L, C); }
trim_list(A) ::= FROM expr_list(L). { A = L; }
trim_list(A) ::= expr_list(L). { A = L; }
%type extract_arg {ScanToken}
extract_arg(A) ::= IDENT(T). { A = T; }
extract_arg(A) ::= unreserved_keyword(T). { A = T; }
extract_arg(A) ::= SCONST(T). { A = T; }

/* function names: a List of String and the offset of the first token */
%type func_name {OpName}
func_name(A) ::= type_function_name(N). { A.list = gp_name1(N.str); A.loc = N.loc; }
func_name(A) ::= col_id(N) indirection(I). { A.list = lcons(makeString(N.str), I); A.loc = N.loc; }

/* ================================================================ type names */

typename(A) ::= simple_typename(T) opt_array_bounds(B). { ((TypeName *)T)->arrayBounds = B; A = T; }
typename(A) ::= SETOF simple_typename(T) opt_array_bounds(B). { ((TypeName *)T)->arrayBounds = B; ((TypeName *)T)->setof = true; A = T; }
typename(A) ::= simple_typename(T) ARRAY LB ICONST(N) RB. { ((TypeName *)T)->arrayBounds = list_make1(makeInteger(gp_int_value(&N))); A = T; }
typename(A) ::= SETOF simple_typename(T) ARRAY LB ICONST(N) RB. { ((TypeName *)T)->arrayBounds = list_make1(makeInteger(gp_int_value(&N))); ((TypeName *)T)->setof = true; A = T; }
typename(A) ::= simple_typename(T) ARRAY. { ((TypeName *)T)->arrayBounds = list_make1(makeInteger(-1)); A = T; }
typename(A) ::= SETOF simple_typename(T) ARRAY. { ((TypeName *)T)->arrayBounds = list_make1(makeInteger(-1)); ((TypeName *)T)->setof = true; A = T; }
%type opt_array_bounds {List *}
opt_array_bounds(A) ::= opt_array_bounds(L) LB RB. { A = lappend(L, makeInteger(-1)); }
opt_array_bounds(A) ::= opt_array_bounds(L) LB ICONST(N) RB. { A = lappend(L, makeInteger(gp_int_value(&N))); }
opt_array_bounds(A) ::= . { A = NIL; }

simple_typename(A) ::= generic_type(T). { A = T; }
simple_typename(A) ::= numeric(T). { A = T; }
simple_typename(A) ::= bit(T). { A = T; }
simple_typename(A) ::= character(T). { A = T; }
simple_typename(A) ::= const_datetime(T). { A = T; }
simple_typename(A) ::= INTERVAL(I) opt_interval(F). { TypeName *t = gp_systype("interval", I.loc); t->typmods = F; A = (Node *)t; }
simple_typename(A) ::= INTERVAL(I) LP ICONST(P) RP.
{
    TypeName *t = gp_systype("interval", I.loc);
    t->typmods = list_make2(gp_int_const(0x7FFF, -1), gp_int_const(gp_int_value(&P), P.loc));
    A = (Node *)t;
}

const_typename(A) ::= numeric(T). { A = T; }
const_typename(A) ::= bit(T).
{
    TypeName *t = (TypeName *)T;
    if (list_length(t->typmods) == 1 && ((A_Const *)linitial(t->typmods))->location < 0)
        t->typmods = NIL; /* bit '101' keeps its length, as PG's ConstBit */
    A = T;
}
const_typename(A) ::= character(T).
{
    /* char 'x' as a typed literal has no length limit: drop the implicit char(1) */
    TypeName *t = (TypeName *)T;
    if (list_length(t->typmods) == 1 && ((A_Const *)linitial(t->typmods))->location < 0)
        t->typmods = NIL;
    A = T;
}
const_typename(A) ::= const_datetime(T). { A = T; }

generic_type(A) ::= type_function_name(N) opt_type_modifiers(M). { TypeName *t = gp_typename(gp_name1(N.str), N.loc); t->typmods = M; A = (Node *)t; }
generic_type(A) ::= type_function_name(N) attrs(L) opt_type_modifiers(M). { TypeName *t = gp_typename(lcons(makeString(N.str), L), N.loc); t->typmods = M; A = (Node *)t; }
%type opt_type_modifiers {List *}
opt_type_modifiers(A) ::= LP expr_list(L) RP. { A = L; }
opt_type_modifiers(A) ::= . { A = NIL; }

numeric(A) ::= INT(T). { A = (Node *)gp_systype("int4", T.loc); }
numeric(A) ::= INTEGER(T). { A = (Node *)gp_systype("int4", T.loc); }
numeric(A) ::= SMALLINT(T). { A = (Node *)gp_systype("int2", T.loc); }
numeric(A) ::= BIGINT(T). { A = (Node *)gp_systype("int8", T.loc); }
numeric(A) ::= REAL(T). { A = (Node *)gp_systype("float4", T.loc); }
numeric(A) ::= FLOAT(T). { A = (Node *)gp_systype("float8", T.loc); }
numeric(A) ::= FLOAT(T) LP ICONST(P) RP. { A = (Node *)gp_float_type(&P, T.loc); }
numeric(A) ::= DOUBLE(T) PRECISION. { A = (Node *)gp_systype("float8", T.loc); }
numeric(A) ::= DECIMAL(T) opt_type_modifiers(M). { TypeName *t = gp_systype("numeric", T.loc); t->typmods = M; A = (Node *)t; }
numeric(A) ::= DEC(T) opt_type_modifiers(M). { TypeName *t = gp_systype("numeric", T.loc); t->typmods = M; A = (Node *)t; }
numeric(A) ::= NUMERIC(T) opt_type_modifiers(M). { TypeName *t = gp_systype("numeric", T.loc); t->typmods = M; A = (Node *)t; }
numeric(A) ::= BOOLEAN(T). { A = (Node *)gp_systype("bool", T.loc); }

bit(A) ::= BIT(T) opt_varying(V) LP expr_list(L) RP. { TypeName *t = gp_systype(V ? "varbit" : "bit", T.loc); t->typmods = L; A = (Node *)t; }
bit(A) ::= BIT(T) opt_varying(V).
{
    TypeName *t = gp_systype(V ? "varbit" : "bit", T.loc);
    if (!V)
        t->typmods = list_make1(gp_int_const(1, -1));
    A = (Node *)t;
}

character(A) ::= character_kw(K) LP ICONST(N) RP.
{
    TypeName *t = gp_systype(K.str, K.loc);
    t->typmods = list_make1(gp_int_const(gp_int_value(&N), N.loc));
    A = (Node *)t;
}
character(A) ::= character_kw(K).
{
    TypeName *t = gp_systype(K.str, K.loc);
    if (strcmp(K.str, "bpchar") == 0)
        t->typmods = list_make1(gp_int_const(1, -1));
    A = (Node *)t;
}
/* the token's str becomes the internal type name: bpchar or varchar */
%type character_kw {ScanToken}
character_kw(A) ::= CHARACTER(T) opt_varying(V). { A = T; A.str = V ? "varchar" : "bpchar"; }
character_kw(A) ::= CHAR(T) opt_varying(V). { A = T; A.str = V ? "varchar" : "bpchar"; }
character_kw(A) ::= VARCHAR(T). { A = T; A.str = "varchar"; }
character_kw(A) ::= NATIONAL(T) CHARACTER opt_varying(V). { A = T; A.str = V ? "varchar" : "bpchar"; }
character_kw(A) ::= NATIONAL(T) CHAR opt_varying(V). { A = T; A.str = V ? "varchar" : "bpchar"; }
character_kw(A) ::= NCHAR(T) opt_varying(V). { A = T; A.str = V ? "varchar" : "bpchar"; }
%type opt_varying {bool}
opt_varying(A) ::= VARYING. { A = true; }
opt_varying(A) ::= . [SET] { A = false; }

const_datetime(A) ::= TIMESTAMP(T) LP ICONST(P) RP opt_timezone(Z).
    { TypeName *t = gp_systype(Z ? "timestamptz" : "timestamp", T.loc); t->typmods = list_make1(gp_int_const(gp_int_value(&P), P.loc)); A = (Node *)t; }
const_datetime(A) ::= TIMESTAMP(T) opt_timezone(Z). { A = (Node *)gp_systype(Z ? "timestamptz" : "timestamp", T.loc); }
const_datetime(A) ::= TIME(T) LP ICONST(P) RP opt_timezone(Z).
    { TypeName *t = gp_systype(Z ? "timetz" : "time", T.loc); t->typmods = list_make1(gp_int_const(gp_int_value(&P), P.loc)); A = (Node *)t; }
const_datetime(A) ::= TIME(T) opt_timezone(Z). { A = (Node *)gp_systype(Z ? "timetz" : "time", T.loc); }
%type opt_timezone {bool}
opt_timezone(A) ::= WITH_LA TIME ZONE. { A = true; }
opt_timezone(A) ::= WITHOUT TIME ZONE. { A = false; }
opt_timezone(A) ::= . [SET] { A = false; }

/* interval fields as PG's INTERVAL_MASK bits (MONTH 1<<1, YEAR 1<<2, DAY 1<<3, HOUR 1<<10, ...) */
%type opt_interval {List *}
opt_interval(A) ::= YEAR(T). { A = list_make1(gp_int_const(1 << 2, T.loc)); }
opt_interval(A) ::= MONTH(T). { A = list_make1(gp_int_const(1 << 1, T.loc)); }
opt_interval(A) ::= DAY(T). { A = list_make1(gp_int_const(1 << 3, T.loc)); }
opt_interval(A) ::= HOUR(T). { A = list_make1(gp_int_const(1 << 10, T.loc)); }
opt_interval(A) ::= MINUTE(T). { A = list_make1(gp_int_const(1 << 11, T.loc)); }
opt_interval(A) ::= interval_second(S). { A = S; }
opt_interval(A) ::= YEAR(T) TO MONTH. { A = list_make1(gp_int_const((1 << 2) | (1 << 1), T.loc)); }
opt_interval(A) ::= DAY(T) TO HOUR. { A = list_make1(gp_int_const((1 << 3) | (1 << 10), T.loc)); }
opt_interval(A) ::= DAY(T) TO MINUTE. { A = list_make1(gp_int_const((1 << 3) | (1 << 10) | (1 << 11), T.loc)); }
opt_interval(A) ::= DAY(T) TO interval_second(S).
    { A = S; ((A_Const *)linitial(A))->ival = (1 << 3) | (1 << 10) | (1 << 11) | (1 << 12); ((A_Const *)linitial(A))->location = T.loc; }
opt_interval(A) ::= HOUR(T) TO MINUTE. { A = list_make1(gp_int_const((1 << 10) | (1 << 11), T.loc)); }
opt_interval(A) ::= HOUR(T) TO interval_second(S).
    { A = S; ((A_Const *)linitial(A))->ival = (1 << 10) | (1 << 11) | (1 << 12); ((A_Const *)linitial(A))->location = T.loc; }
opt_interval(A) ::= MINUTE(T) TO interval_second(S).
    { A = S; ((A_Const *)linitial(A))->ival = (1 << 11) | (1 << 12); ((A_Const *)linitial(A))->location = T.loc; }
opt_interval(A) ::= . [SET] { A = NIL; }
%type interval_second {List *}
interval_second(A) ::= SECOND(T). { A = list_make1(gp_int_const(1 << 12, T.loc)); }
interval_second(A) ::= SECOND(T) LP ICONST(P) RP. { A = list_make2(gp_int_const(1 << 12, T.loc), gp_int_const(gp_int_value(&P), P.loc)); }

/* ================================================================ names */

%type name_list {List *}
name_list(A) ::= name(N). { A = gp_name1(N.str); }
name_list(A) ::= name_list(L) COMMA name(N). { A = lappend(L, makeString(N.str)); }
%type opt_name_list {List *}
opt_name_list(A) ::= LP name_list(L) RP. { A = L; }
opt_name_list(A) ::= . { A = NIL; }

%type name {ScanToken}
name(A) ::= col_id(N). { A = N; }
%type attr_name {ScanToken}
attr_name(A) ::= col_label(N). { A = N; }

/*
 * Identifiers: IDENT, or keywords of the categories PG allows there. Unreserved keywords are
 * listed explicitly, as PG's unreserved_keyword: lemon's %fallback would be tried before a
 * state's default reduction and so would misread "UPDATE t SET" as an alias named "set".
 */
%type bare_col_label {ScanToken}
bare_col_label(A) ::= IDENT(T). { A = T; }
bare_col_label(A) ::= bare_label_keyword(T). { A = T; }

%type col_id {ScanToken}
col_id(A) ::= IDENT(T). { A = T; }
col_id(A) ::= unreserved_keyword(T). { A = T; }
col_id(A) ::= col_name_keyword(T). { A = T; }
%type type_function_name {ScanToken}
type_function_name(A) ::= IDENT(T). { A = T; }
type_function_name(A) ::= unreserved_keyword(T). { A = T; }
type_function_name(A) ::= type_func_name_keyword(T). { A = T; }
%type non_reserved_word {ScanToken}
non_reserved_word(A) ::= IDENT(T). { A = T; }
non_reserved_word(A) ::= unreserved_keyword(T). { A = T; }
non_reserved_word(A) ::= col_name_keyword(T). { A = T; }
non_reserved_word(A) ::= type_func_name_keyword(T). { A = T; }
%type col_label {ScanToken}
col_label(A) ::= IDENT(T). { A = T; }
col_label(A) ::= unreserved_keyword(T). { A = T; }
col_label(A) ::= col_name_keyword(T). { A = T; }
col_label(A) ::= type_func_name_keyword(T). { A = T; }
col_label(A) ::= reserved_keyword(T). { A = T; }

/* the keyword categories (generated from kwlist.h; one rule per keyword keeps LALR states apart) */
%type unreserved_keyword {ScanToken}
%type bare_label_keyword {ScanToken}
%type col_name_keyword {ScanToken}
%type type_func_name_keyword {ScanToken}
%type reserved_keyword {ScanToken}
col_name_keyword(A) ::= BETWEEN(T). { A = T; }
col_name_keyword(A) ::= BIGINT(T). { A = T; }
col_name_keyword(A) ::= BIT(T). [SET] { A = T; }
col_name_keyword(A) ::= BOOLEAN(T). { A = T; }
col_name_keyword(A) ::= CHAR(T). [SET] { A = T; }
col_name_keyword(A) ::= CHARACTER(T). [SET] { A = T; }
col_name_keyword(A) ::= COALESCE(T). { A = T; }
col_name_keyword(A) ::= DEC(T). { A = T; }
col_name_keyword(A) ::= DECIMAL(T). { A = T; }
col_name_keyword(A) ::= EXISTS(T). { A = T; }
col_name_keyword(A) ::= EXTRACT(T). { A = T; }
col_name_keyword(A) ::= FLOAT(T). { A = T; }
col_name_keyword(A) ::= GREATEST(T). { A = T; }
col_name_keyword(A) ::= GROUPING(T). { A = T; }
col_name_keyword(A) ::= INOUT(T). { A = T; }
col_name_keyword(A) ::= INT(T). { A = T; }
col_name_keyword(A) ::= INTEGER(T). { A = T; }
col_name_keyword(A) ::= INTERVAL(T). { A = T; }
col_name_keyword(A) ::= LEAST(T). { A = T; }
col_name_keyword(A) ::= NATIONAL(T). { A = T; }
col_name_keyword(A) ::= NCHAR(T). [SET] { A = T; }
col_name_keyword(A) ::= NONE(T). { A = T; }
col_name_keyword(A) ::= NORMALIZE(T). { A = T; }
col_name_keyword(A) ::= NULLIF(T). { A = T; }
col_name_keyword(A) ::= NUMERIC(T). { A = T; }
col_name_keyword(A) ::= OUT(T). { A = T; }
col_name_keyword(A) ::= OVERLAY(T). { A = T; }
col_name_keyword(A) ::= POSITION(T). { A = T; }
col_name_keyword(A) ::= PRECISION(T). { A = T; }
col_name_keyword(A) ::= REAL(T). { A = T; }
col_name_keyword(A) ::= ROW(T). { A = T; }
col_name_keyword(A) ::= SETOF(T). { A = T; }
col_name_keyword(A) ::= SMALLINT(T). { A = T; }
col_name_keyword(A) ::= SUBSTRING(T). { A = T; }
col_name_keyword(A) ::= TIME(T). [SET] { A = T; }
col_name_keyword(A) ::= TIMESTAMP(T). [SET] { A = T; }
col_name_keyword(A) ::= TREAT(T). { A = T; }
col_name_keyword(A) ::= TRIM(T). { A = T; }
col_name_keyword(A) ::= VALUES(T). { A = T; }
col_name_keyword(A) ::= VARCHAR(T). { A = T; }
col_name_keyword(A) ::= XMLATTRIBUTES(T). { A = T; }
col_name_keyword(A) ::= XMLCONCAT(T). { A = T; }
col_name_keyword(A) ::= XMLELEMENT(T). { A = T; }
col_name_keyword(A) ::= XMLEXISTS(T). { A = T; }
col_name_keyword(A) ::= XMLFOREST(T). { A = T; }
col_name_keyword(A) ::= XMLNAMESPACES(T). { A = T; }
col_name_keyword(A) ::= XMLPARSE(T). { A = T; }
col_name_keyword(A) ::= XMLPI(T). { A = T; }
col_name_keyword(A) ::= XMLROOT(T). { A = T; }
col_name_keyword(A) ::= XMLSERIALIZE(T). { A = T; }
col_name_keyword(A) ::= XMLTABLE(T). { A = T; }
type_func_name_keyword(A) ::= AUTHORIZATION(T). { A = T; }
type_func_name_keyword(A) ::= BINARY(T). { A = T; }
type_func_name_keyword(A) ::= COLLATION(T). { A = T; }
type_func_name_keyword(A) ::= CONCURRENTLY(T). { A = T; }
type_func_name_keyword(A) ::= CROSS(T). { A = T; }
type_func_name_keyword(A) ::= CURRENT_SCHEMA(T). { A = T; }
type_func_name_keyword(A) ::= FREEZE(T). { A = T; }
type_func_name_keyword(A) ::= FULL(T). { A = T; }
type_func_name_keyword(A) ::= ILIKE(T). { A = T; }
type_func_name_keyword(A) ::= INNER(T). { A = T; }
type_func_name_keyword(A) ::= IS(T). { A = T; }
type_func_name_keyword(A) ::= ISNULL(T). { A = T; }
type_func_name_keyword(A) ::= JOIN(T). { A = T; }
type_func_name_keyword(A) ::= LEFT(T). { A = T; }
type_func_name_keyword(A) ::= LIKE(T). { A = T; }
type_func_name_keyword(A) ::= NATURAL(T). { A = T; }
type_func_name_keyword(A) ::= NOTNULL(T). { A = T; }
type_func_name_keyword(A) ::= OUTER(T). { A = T; }
type_func_name_keyword(A) ::= OVERLAPS(T). { A = T; }
type_func_name_keyword(A) ::= RIGHT(T). { A = T; }
type_func_name_keyword(A) ::= SIMILAR(T). { A = T; }
type_func_name_keyword(A) ::= TABLESAMPLE(T). { A = T; }
type_func_name_keyword(A) ::= VERBOSE(T). { A = T; }
reserved_keyword(A) ::= ALL(T). { A = T; }
reserved_keyword(A) ::= ANALYSE(T). { A = T; }
reserved_keyword(A) ::= ANALYZE(T). { A = T; }
reserved_keyword(A) ::= AND(T). { A = T; }
reserved_keyword(A) ::= ANY(T). { A = T; }
reserved_keyword(A) ::= ARRAY(T). { A = T; }
reserved_keyword(A) ::= AS(T). { A = T; }
reserved_keyword(A) ::= ASC(T). { A = T; }
reserved_keyword(A) ::= ASYMMETRIC(T). { A = T; }
reserved_keyword(A) ::= BOTH(T). { A = T; }
reserved_keyword(A) ::= CASE(T). { A = T; }
reserved_keyword(A) ::= CAST(T). { A = T; }
reserved_keyword(A) ::= CHECK(T). { A = T; }
reserved_keyword(A) ::= COLLATE(T). { A = T; }
reserved_keyword(A) ::= COLUMN(T). { A = T; }
reserved_keyword(A) ::= CONSTRAINT(T). { A = T; }
reserved_keyword(A) ::= CREATE(T). { A = T; }
reserved_keyword(A) ::= CURRENT_CATALOG(T). { A = T; }
reserved_keyword(A) ::= CURRENT_DATE(T). { A = T; }
reserved_keyword(A) ::= CURRENT_ROLE(T). { A = T; }
reserved_keyword(A) ::= CURRENT_TIME(T). { A = T; }
reserved_keyword(A) ::= CURRENT_TIMESTAMP(T). { A = T; }
reserved_keyword(A) ::= CURRENT_USER(T). { A = T; }
reserved_keyword(A) ::= DEFAULT(T). { A = T; }
reserved_keyword(A) ::= DEFERRABLE(T). { A = T; }
reserved_keyword(A) ::= DESC(T). { A = T; }
reserved_keyword(A) ::= DISTINCT(T). { A = T; }
reserved_keyword(A) ::= DO(T). { A = T; }
reserved_keyword(A) ::= ELSE(T). { A = T; }
reserved_keyword(A) ::= END(T). { A = T; }
reserved_keyword(A) ::= EXCEPT(T). { A = T; }
reserved_keyword(A) ::= FALSE(T). { A = T; }
reserved_keyword(A) ::= FETCH(T). { A = T; }
reserved_keyword(A) ::= FOR(T). { A = T; }
reserved_keyword(A) ::= FOREIGN(T). { A = T; }
reserved_keyword(A) ::= FROM(T). { A = T; }
reserved_keyword(A) ::= GRANT(T). { A = T; }
reserved_keyword(A) ::= GROUP(T). { A = T; }
reserved_keyword(A) ::= HAVING(T). { A = T; }
reserved_keyword(A) ::= IN(T). { A = T; }
reserved_keyword(A) ::= INITIALLY(T). { A = T; }
reserved_keyword(A) ::= INTERSECT(T). { A = T; }
reserved_keyword(A) ::= INTO(T). { A = T; }
reserved_keyword(A) ::= LATERAL(T). { A = T; }
reserved_keyword(A) ::= LEADING(T). { A = T; }
reserved_keyword(A) ::= LIMIT(T). { A = T; }
reserved_keyword(A) ::= LOCALTIME(T). { A = T; }
reserved_keyword(A) ::= LOCALTIMESTAMP(T). { A = T; }
reserved_keyword(A) ::= NOT(T). { A = T; }
reserved_keyword(A) ::= NULL(T). { A = T; }
reserved_keyword(A) ::= OFFSET(T). { A = T; }
reserved_keyword(A) ::= ON(T). { A = T; }
reserved_keyword(A) ::= ONLY(T). { A = T; }
reserved_keyword(A) ::= OR(T). { A = T; }
reserved_keyword(A) ::= ORDER(T). { A = T; }
reserved_keyword(A) ::= PLACING(T). { A = T; }
reserved_keyword(A) ::= PRIMARY(T). { A = T; }
reserved_keyword(A) ::= REFERENCES(T). { A = T; }
reserved_keyword(A) ::= RETURNING(T). { A = T; }
reserved_keyword(A) ::= SELECT(T). { A = T; }
reserved_keyword(A) ::= SESSION_USER(T). { A = T; }
reserved_keyword(A) ::= SOME(T). { A = T; }
reserved_keyword(A) ::= SYMMETRIC(T). { A = T; }
reserved_keyword(A) ::= TABLE(T). { A = T; }
reserved_keyword(A) ::= THEN(T). { A = T; }
reserved_keyword(A) ::= TO(T). { A = T; }
reserved_keyword(A) ::= TRAILING(T). { A = T; }
reserved_keyword(A) ::= TRUE(T). { A = T; }
reserved_keyword(A) ::= UNION(T). { A = T; }
reserved_keyword(A) ::= UNIQUE(T). { A = T; }
reserved_keyword(A) ::= USER(T). { A = T; }
reserved_keyword(A) ::= USING(T). { A = T; }
reserved_keyword(A) ::= VARIADIC(T). { A = T; }
reserved_keyword(A) ::= WHEN(T). { A = T; }
reserved_keyword(A) ::= WHERE(T). { A = T; }
reserved_keyword(A) ::= WINDOW(T). { A = T; }
reserved_keyword(A) ::= WITH(T). { A = T; }
unreserved_keyword(A) ::= ABORT(T). { A = T; }
unreserved_keyword(A) ::= ABSOLUTE(T). { A = T; }
unreserved_keyword(A) ::= ACCESS(T). { A = T; }
unreserved_keyword(A) ::= ACTION(T). { A = T; }
unreserved_keyword(A) ::= ADD(T). { A = T; }
unreserved_keyword(A) ::= ADMIN(T). { A = T; }
unreserved_keyword(A) ::= AFTER(T). { A = T; }
unreserved_keyword(A) ::= AGGREGATE(T). { A = T; }
unreserved_keyword(A) ::= ALSO(T). { A = T; }
unreserved_keyword(A) ::= ALTER(T). { A = T; }
unreserved_keyword(A) ::= ALWAYS(T). { A = T; }
unreserved_keyword(A) ::= ASENSITIVE(T). { A = T; }
unreserved_keyword(A) ::= ASSERTION(T). { A = T; }
unreserved_keyword(A) ::= ASSIGNMENT(T). { A = T; }
unreserved_keyword(A) ::= AT(T). { A = T; }
unreserved_keyword(A) ::= ATOMIC(T). { A = T; }
unreserved_keyword(A) ::= ATTACH(T). { A = T; }
unreserved_keyword(A) ::= ATTRIBUTE(T). { A = T; }
unreserved_keyword(A) ::= BACKWARD(T). { A = T; }
unreserved_keyword(A) ::= BEFORE(T). { A = T; }
unreserved_keyword(A) ::= BEGIN(T). { A = T; }
unreserved_keyword(A) ::= BREADTH(T). { A = T; }
unreserved_keyword(A) ::= BY(T). { A = T; }
unreserved_keyword(A) ::= CACHE(T). { A = T; }
unreserved_keyword(A) ::= CALL(T). { A = T; }
unreserved_keyword(A) ::= CALLED(T). { A = T; }
unreserved_keyword(A) ::= CASCADE(T). { A = T; }
unreserved_keyword(A) ::= CASCADED(T). { A = T; }
unreserved_keyword(A) ::= CATALOG(T). { A = T; }
unreserved_keyword(A) ::= CHAIN(T). { A = T; }
unreserved_keyword(A) ::= CHARACTERISTICS(T). { A = T; }
unreserved_keyword(A) ::= CHECKPOINT(T). { A = T; }
unreserved_keyword(A) ::= CLASS(T). { A = T; }
unreserved_keyword(A) ::= CLOSE(T). { A = T; }
unreserved_keyword(A) ::= CLUSTER(T). { A = T; }
unreserved_keyword(A) ::= COLUMNS(T). { A = T; }
unreserved_keyword(A) ::= COMMENT(T). { A = T; }
unreserved_keyword(A) ::= COMMENTS(T). { A = T; }
unreserved_keyword(A) ::= COMMIT(T). { A = T; }
unreserved_keyword(A) ::= COMMITTED(T). { A = T; }
unreserved_keyword(A) ::= COMPRESSION(T). { A = T; }
unreserved_keyword(A) ::= CONFIGURATION(T). { A = T; }
unreserved_keyword(A) ::= CONFLICT(T). { A = T; }
unreserved_keyword(A) ::= CONNECTION(T). { A = T; }
unreserved_keyword(A) ::= CONSTRAINTS(T). { A = T; }
unreserved_keyword(A) ::= CONTENT(T). { A = T; }
unreserved_keyword(A) ::= CONTINUE(T). { A = T; }
unreserved_keyword(A) ::= CONVERSION(T). { A = T; }
unreserved_keyword(A) ::= COPY(T). { A = T; }
unreserved_keyword(A) ::= COST(T). { A = T; }
unreserved_keyword(A) ::= CSV(T). { A = T; }
unreserved_keyword(A) ::= CUBE(T). { A = T; }
unreserved_keyword(A) ::= CURRENT(T). { A = T; }
unreserved_keyword(A) ::= CURSOR(T). { A = T; }
unreserved_keyword(A) ::= CYCLE(T). { A = T; }
unreserved_keyword(A) ::= DATA(T). { A = T; }
unreserved_keyword(A) ::= DATABASE(T). { A = T; }
unreserved_keyword(A) ::= DAY(T). { A = T; }
unreserved_keyword(A) ::= DEALLOCATE(T). { A = T; }
unreserved_keyword(A) ::= DECLARE(T). { A = T; }
unreserved_keyword(A) ::= DEFAULTS(T). { A = T; }
unreserved_keyword(A) ::= DEFERRED(T). { A = T; }
unreserved_keyword(A) ::= DEFINER(T). { A = T; }
unreserved_keyword(A) ::= DELETE(T). { A = T; }
unreserved_keyword(A) ::= DELIMITER(T). { A = T; }
unreserved_keyword(A) ::= DELIMITERS(T). { A = T; }
unreserved_keyword(A) ::= DEPENDS(T). { A = T; }
unreserved_keyword(A) ::= DEPTH(T). { A = T; }
unreserved_keyword(A) ::= DETACH(T). { A = T; }
unreserved_keyword(A) ::= DICTIONARY(T). { A = T; }
unreserved_keyword(A) ::= DISABLE(T). { A = T; }
unreserved_keyword(A) ::= DISCARD(T). { A = T; }
unreserved_keyword(A) ::= DOCUMENT(T). { A = T; }
unreserved_keyword(A) ::= DOMAIN(T). { A = T; }
unreserved_keyword(A) ::= DOUBLE(T). { A = T; }
unreserved_keyword(A) ::= DROP(T). { A = T; }
unreserved_keyword(A) ::= EACH(T). { A = T; }
unreserved_keyword(A) ::= ENABLE(T). { A = T; }
unreserved_keyword(A) ::= ENCODING(T). { A = T; }
unreserved_keyword(A) ::= ENCRYPTED(T). { A = T; }
unreserved_keyword(A) ::= ENUM(T). { A = T; }
unreserved_keyword(A) ::= ESCAPE(T). { A = T; }
unreserved_keyword(A) ::= EVENT(T). { A = T; }
unreserved_keyword(A) ::= EXCLUDE(T). { A = T; }
unreserved_keyword(A) ::= EXCLUDING(T). { A = T; }
unreserved_keyword(A) ::= EXCLUSIVE(T). { A = T; }
unreserved_keyword(A) ::= EXECUTE(T). { A = T; }
unreserved_keyword(A) ::= EXPLAIN(T). { A = T; }
unreserved_keyword(A) ::= EXPRESSION(T). { A = T; }
unreserved_keyword(A) ::= EXTENSION(T). { A = T; }
unreserved_keyword(A) ::= EXTERNAL(T). { A = T; }
unreserved_keyword(A) ::= FAMILY(T). { A = T; }
unreserved_keyword(A) ::= FILTER(T). { A = T; }
unreserved_keyword(A) ::= FINALIZE(T). { A = T; }
unreserved_keyword(A) ::= FIRST(T). { A = T; }
unreserved_keyword(A) ::= FOLLOWING(T). { A = T; }
unreserved_keyword(A) ::= FORCE(T). { A = T; }
unreserved_keyword(A) ::= FORWARD(T). { A = T; }
unreserved_keyword(A) ::= FUNCTION(T). { A = T; }
unreserved_keyword(A) ::= FUNCTIONS(T). { A = T; }
unreserved_keyword(A) ::= GENERATED(T). { A = T; }
unreserved_keyword(A) ::= GLOBAL(T). { A = T; }
unreserved_keyword(A) ::= GRANTED(T). { A = T; }
unreserved_keyword(A) ::= GROUPS(T). { A = T; }
unreserved_keyword(A) ::= HANDLER(T). { A = T; }
unreserved_keyword(A) ::= HEADER(T). { A = T; }
unreserved_keyword(A) ::= HOLD(T). { A = T; }
unreserved_keyword(A) ::= HOUR(T). { A = T; }
unreserved_keyword(A) ::= IDENTITY(T). { A = T; }
unreserved_keyword(A) ::= IF(T). { A = T; }
unreserved_keyword(A) ::= IMMEDIATE(T). { A = T; }
unreserved_keyword(A) ::= IMMUTABLE(T). { A = T; }
unreserved_keyword(A) ::= IMPLICIT(T). { A = T; }
unreserved_keyword(A) ::= IMPORT(T). { A = T; }
unreserved_keyword(A) ::= INCLUDE(T). { A = T; }
unreserved_keyword(A) ::= INCLUDING(T). { A = T; }
unreserved_keyword(A) ::= INCREMENT(T). { A = T; }
unreserved_keyword(A) ::= INDEX(T). { A = T; }
unreserved_keyword(A) ::= INDEXES(T). { A = T; }
unreserved_keyword(A) ::= INHERIT(T). { A = T; }
unreserved_keyword(A) ::= INHERITS(T). { A = T; }
unreserved_keyword(A) ::= INLINE(T). { A = T; }
unreserved_keyword(A) ::= INPUT(T). { A = T; }
unreserved_keyword(A) ::= INSENSITIVE(T). { A = T; }
unreserved_keyword(A) ::= INSERT(T). { A = T; }
unreserved_keyword(A) ::= INSTEAD(T). { A = T; }
unreserved_keyword(A) ::= INVOKER(T). { A = T; }
unreserved_keyword(A) ::= ISOLATION(T). { A = T; }
unreserved_keyword(A) ::= KEY(T). { A = T; }
unreserved_keyword(A) ::= LABEL(T). { A = T; }
unreserved_keyword(A) ::= LANGUAGE(T). { A = T; }
unreserved_keyword(A) ::= LARGE(T). { A = T; }
unreserved_keyword(A) ::= LAST(T). { A = T; }
unreserved_keyword(A) ::= LEAKPROOF(T). { A = T; }
unreserved_keyword(A) ::= LEVEL(T). { A = T; }
unreserved_keyword(A) ::= LISTEN(T). { A = T; }
unreserved_keyword(A) ::= LOAD(T). { A = T; }
unreserved_keyword(A) ::= LOCAL(T). { A = T; }
unreserved_keyword(A) ::= LOCATION(T). { A = T; }
unreserved_keyword(A) ::= LOCK(T). { A = T; }
unreserved_keyword(A) ::= LOCKED(T). { A = T; }
unreserved_keyword(A) ::= LOGGED(T). { A = T; }
unreserved_keyword(A) ::= MAPPING(T). { A = T; }
unreserved_keyword(A) ::= MATCH(T). { A = T; }
unreserved_keyword(A) ::= MATCHED(T). { A = T; }
unreserved_keyword(A) ::= MATERIALIZED(T). { A = T; }
unreserved_keyword(A) ::= MAXVALUE(T). { A = T; }
unreserved_keyword(A) ::= MERGE(T). { A = T; }
unreserved_keyword(A) ::= METHOD(T). { A = T; }
unreserved_keyword(A) ::= MINUTE(T). { A = T; }
unreserved_keyword(A) ::= MINVALUE(T). { A = T; }
unreserved_keyword(A) ::= MODE(T). { A = T; }
unreserved_keyword(A) ::= MONTH(T). { A = T; }
unreserved_keyword(A) ::= MOVE(T). { A = T; }
unreserved_keyword(A) ::= NAME(T). { A = T; }
unreserved_keyword(A) ::= NAMES(T). { A = T; }
unreserved_keyword(A) ::= NEW(T). { A = T; }
unreserved_keyword(A) ::= NEXT(T). { A = T; }
unreserved_keyword(A) ::= NFC(T). { A = T; }
unreserved_keyword(A) ::= NFD(T). { A = T; }
unreserved_keyword(A) ::= NFKC(T). { A = T; }
unreserved_keyword(A) ::= NFKD(T). { A = T; }
unreserved_keyword(A) ::= NO(T). { A = T; }
unreserved_keyword(A) ::= NORMALIZED(T). { A = T; }
unreserved_keyword(A) ::= NOTHING(T). { A = T; }
unreserved_keyword(A) ::= NOTIFY(T). { A = T; }
unreserved_keyword(A) ::= NOWAIT(T). { A = T; }
unreserved_keyword(A) ::= NULLS(T). { A = T; }
unreserved_keyword(A) ::= OBJECT(T). { A = T; }
unreserved_keyword(A) ::= OF(T). { A = T; }
unreserved_keyword(A) ::= OFF(T). { A = T; }
unreserved_keyword(A) ::= OIDS(T). { A = T; }
unreserved_keyword(A) ::= OLD(T). { A = T; }
unreserved_keyword(A) ::= OPERATOR(T). { A = T; }
unreserved_keyword(A) ::= OPTION(T). { A = T; }
unreserved_keyword(A) ::= OPTIONS(T). { A = T; }
unreserved_keyword(A) ::= ORDINALITY(T). { A = T; }
unreserved_keyword(A) ::= OTHERS(T). { A = T; }
unreserved_keyword(A) ::= OVER(T). { A = T; }
unreserved_keyword(A) ::= OVERRIDING(T). { A = T; }
unreserved_keyword(A) ::= OWNED(T). { A = T; }
unreserved_keyword(A) ::= OWNER(T). { A = T; }
unreserved_keyword(A) ::= PARALLEL(T). { A = T; }
unreserved_keyword(A) ::= PARAMETER(T). { A = T; }
unreserved_keyword(A) ::= PARSER(T). { A = T; }
unreserved_keyword(A) ::= PARTIAL(T). { A = T; }
unreserved_keyword(A) ::= PARTITION(T). { A = T; }
unreserved_keyword(A) ::= PASSING(T). { A = T; }
unreserved_keyword(A) ::= PASSWORD(T). { A = T; }
unreserved_keyword(A) ::= PLANS(T). { A = T; }
unreserved_keyword(A) ::= POLICY(T). { A = T; }
unreserved_keyword(A) ::= PRECEDING(T). { A = T; }
unreserved_keyword(A) ::= PREPARE(T). { A = T; }
unreserved_keyword(A) ::= PREPARED(T). { A = T; }
unreserved_keyword(A) ::= PRESERVE(T). { A = T; }
unreserved_keyword(A) ::= PRIOR(T). { A = T; }
unreserved_keyword(A) ::= PRIVILEGES(T). { A = T; }
unreserved_keyword(A) ::= PROCEDURAL(T). { A = T; }
unreserved_keyword(A) ::= PROCEDURE(T). { A = T; }
unreserved_keyword(A) ::= PROCEDURES(T). { A = T; }
unreserved_keyword(A) ::= PROGRAM(T). { A = T; }
unreserved_keyword(A) ::= PUBLICATION(T). { A = T; }
unreserved_keyword(A) ::= QUOTE(T). { A = T; }
unreserved_keyword(A) ::= RANGE(T). { A = T; }
unreserved_keyword(A) ::= READ(T). { A = T; }
unreserved_keyword(A) ::= REASSIGN(T). { A = T; }
unreserved_keyword(A) ::= RECHECK(T). { A = T; }
unreserved_keyword(A) ::= RECURSIVE(T). { A = T; }
unreserved_keyword(A) ::= REF(T). { A = T; }
unreserved_keyword(A) ::= REFERENCING(T). { A = T; }
unreserved_keyword(A) ::= REFRESH(T). { A = T; }
unreserved_keyword(A) ::= REINDEX(T). { A = T; }
unreserved_keyword(A) ::= RELATIVE(T). { A = T; }
unreserved_keyword(A) ::= RELEASE(T). { A = T; }
unreserved_keyword(A) ::= RENAME(T). { A = T; }
unreserved_keyword(A) ::= REPEATABLE(T). { A = T; }
unreserved_keyword(A) ::= REPLACE(T). { A = T; }
unreserved_keyword(A) ::= REPLICA(T). { A = T; }
unreserved_keyword(A) ::= RESET(T). { A = T; }
unreserved_keyword(A) ::= RESTART(T). { A = T; }
unreserved_keyword(A) ::= RESTRICT(T). { A = T; }
unreserved_keyword(A) ::= RETURN(T). { A = T; }
unreserved_keyword(A) ::= RETURNS(T). { A = T; }
unreserved_keyword(A) ::= REVOKE(T). { A = T; }
unreserved_keyword(A) ::= ROLE(T). { A = T; }
unreserved_keyword(A) ::= ROLLBACK(T). { A = T; }
unreserved_keyword(A) ::= ROLLUP(T). { A = T; }
unreserved_keyword(A) ::= ROUTINE(T). { A = T; }
unreserved_keyword(A) ::= ROUTINES(T). { A = T; }
unreserved_keyword(A) ::= ROWS(T). { A = T; }
unreserved_keyword(A) ::= RULE(T). { A = T; }
unreserved_keyword(A) ::= SAVEPOINT(T). { A = T; }
unreserved_keyword(A) ::= SCHEMA(T). { A = T; }
unreserved_keyword(A) ::= SCHEMAS(T). { A = T; }
unreserved_keyword(A) ::= SCROLL(T). { A = T; }
unreserved_keyword(A) ::= SEARCH(T). { A = T; }
unreserved_keyword(A) ::= SECOND(T). { A = T; }
unreserved_keyword(A) ::= SECURITY(T). { A = T; }
unreserved_keyword(A) ::= SEQUENCE(T). { A = T; }
unreserved_keyword(A) ::= SEQUENCES(T). { A = T; }
unreserved_keyword(A) ::= SERIALIZABLE(T). { A = T; }
unreserved_keyword(A) ::= SERVER(T). { A = T; }
unreserved_keyword(A) ::= SESSION(T). { A = T; }
unreserved_keyword(A) ::= SET(T). { A = T; }
unreserved_keyword(A) ::= SETS(T). { A = T; }
unreserved_keyword(A) ::= SHARE(T). { A = T; }
unreserved_keyword(A) ::= SHOW(T). { A = T; }
unreserved_keyword(A) ::= SIMPLE(T). { A = T; }
unreserved_keyword(A) ::= SKIP(T). { A = T; }
unreserved_keyword(A) ::= SNAPSHOT(T). { A = T; }
unreserved_keyword(A) ::= SQL(T). { A = T; }
unreserved_keyword(A) ::= STABLE(T). { A = T; }
unreserved_keyword(A) ::= STANDALONE(T). { A = T; }
unreserved_keyword(A) ::= START(T). { A = T; }
unreserved_keyword(A) ::= STATEMENT(T). { A = T; }
unreserved_keyword(A) ::= STATISTICS(T). { A = T; }
unreserved_keyword(A) ::= STDIN(T). { A = T; }
unreserved_keyword(A) ::= STDOUT(T). { A = T; }
unreserved_keyword(A) ::= STORAGE(T). { A = T; }
unreserved_keyword(A) ::= STORED(T). { A = T; }
unreserved_keyword(A) ::= STRICT(T). { A = T; }
unreserved_keyword(A) ::= STRIP(T). { A = T; }
unreserved_keyword(A) ::= SUBSCRIPTION(T). { A = T; }
unreserved_keyword(A) ::= SUPPORT(T). { A = T; }
unreserved_keyword(A) ::= SYSID(T). { A = T; }
unreserved_keyword(A) ::= SYSTEM(T). { A = T; }
unreserved_keyword(A) ::= TABLES(T). { A = T; }
unreserved_keyword(A) ::= TABLESPACE(T). { A = T; }
unreserved_keyword(A) ::= TEMP(T). { A = T; }
unreserved_keyword(A) ::= TEMPLATE(T). { A = T; }
unreserved_keyword(A) ::= TEMPORARY(T). { A = T; }
unreserved_keyword(A) ::= TEXT(T). { A = T; }
unreserved_keyword(A) ::= TIES(T). { A = T; }
unreserved_keyword(A) ::= TRANSACTION(T). { A = T; }
unreserved_keyword(A) ::= TRANSFORM(T). { A = T; }
unreserved_keyword(A) ::= TRIGGER(T). { A = T; }
unreserved_keyword(A) ::= TRUNCATE(T). { A = T; }
unreserved_keyword(A) ::= TRUSTED(T). { A = T; }
unreserved_keyword(A) ::= TYPE(T). { A = T; }
unreserved_keyword(A) ::= TYPES(T). { A = T; }
unreserved_keyword(A) ::= UESCAPE(T). { A = T; }
unreserved_keyword(A) ::= UNBOUNDED(T). { A = T; }
unreserved_keyword(A) ::= UNCOMMITTED(T). { A = T; }
unreserved_keyword(A) ::= UNENCRYPTED(T). { A = T; }
unreserved_keyword(A) ::= UNKNOWN(T). { A = T; }
unreserved_keyword(A) ::= UNLISTEN(T). { A = T; }
unreserved_keyword(A) ::= UNLOGGED(T). { A = T; }
unreserved_keyword(A) ::= UNTIL(T). { A = T; }
unreserved_keyword(A) ::= UPDATE(T). { A = T; }
unreserved_keyword(A) ::= VACUUM(T). { A = T; }
unreserved_keyword(A) ::= VALID(T). { A = T; }
unreserved_keyword(A) ::= VALIDATE(T). { A = T; }
unreserved_keyword(A) ::= VALIDATOR(T). { A = T; }
unreserved_keyword(A) ::= VALUE(T). { A = T; }
unreserved_keyword(A) ::= VARYING(T). { A = T; }
unreserved_keyword(A) ::= VERSION(T). { A = T; }
unreserved_keyword(A) ::= VIEW(T). { A = T; }
unreserved_keyword(A) ::= VIEWS(T). { A = T; }
unreserved_keyword(A) ::= VOLATILE(T). { A = T; }
unreserved_keyword(A) ::= WHITESPACE(T). { A = T; }
unreserved_keyword(A) ::= WITHIN(T). { A = T; }
unreserved_keyword(A) ::= WITHOUT(T). { A = T; }
unreserved_keyword(A) ::= WORK(T). { A = T; }
unreserved_keyword(A) ::= WRAPPER(T). { A = T; }
unreserved_keyword(A) ::= WRITE(T). { A = T; }
unreserved_keyword(A) ::= XML(T). { A = T; }
unreserved_keyword(A) ::= YEAR(T). { A = T; }
unreserved_keyword(A) ::= YES(T). { A = T; }
unreserved_keyword(A) ::= ZONE(T). { A = T; }
/* keywords PG 15 accepts as a column alias without AS */
bare_label_keyword(A) ::= ABORT(T). { A = T; }
bare_label_keyword(A) ::= ABSOLUTE(T). { A = T; }
bare_label_keyword(A) ::= ACCESS(T). { A = T; }
bare_label_keyword(A) ::= ACTION(T). { A = T; }
bare_label_keyword(A) ::= ADD(T). { A = T; }
bare_label_keyword(A) ::= ADMIN(T). { A = T; }
bare_label_keyword(A) ::= AFTER(T). { A = T; }
bare_label_keyword(A) ::= AGGREGATE(T). { A = T; }
bare_label_keyword(A) ::= ALL(T). { A = T; }
bare_label_keyword(A) ::= ALSO(T). { A = T; }
bare_label_keyword(A) ::= ALTER(T). { A = T; }
bare_label_keyword(A) ::= ALWAYS(T). { A = T; }
bare_label_keyword(A) ::= ANALYSE(T). { A = T; }
bare_label_keyword(A) ::= ANALYZE(T). { A = T; }
bare_label_keyword(A) ::= AND(T). { A = T; }
bare_label_keyword(A) ::= ANY(T). { A = T; }
bare_label_keyword(A) ::= ASC(T). { A = T; }
bare_label_keyword(A) ::= ASENSITIVE(T). { A = T; }
bare_label_keyword(A) ::= ASSERTION(T). { A = T; }
bare_label_keyword(A) ::= ASSIGNMENT(T). { A = T; }
bare_label_keyword(A) ::= ASYMMETRIC(T). { A = T; }
bare_label_keyword(A) ::= AT(T). { A = T; }
bare_label_keyword(A) ::= ATOMIC(T). { A = T; }
bare_label_keyword(A) ::= ATTACH(T). { A = T; }
bare_label_keyword(A) ::= ATTRIBUTE(T). { A = T; }
bare_label_keyword(A) ::= AUTHORIZATION(T). { A = T; }
bare_label_keyword(A) ::= BACKWARD(T). { A = T; }
bare_label_keyword(A) ::= BEFORE(T). { A = T; }
bare_label_keyword(A) ::= BEGIN(T). { A = T; }
bare_label_keyword(A) ::= BETWEEN(T). { A = T; }
bare_label_keyword(A) ::= BIGINT(T). { A = T; }
bare_label_keyword(A) ::= BINARY(T). { A = T; }
bare_label_keyword(A) ::= BIT(T). { A = T; }
bare_label_keyword(A) ::= BOOLEAN(T). { A = T; }
bare_label_keyword(A) ::= BOTH(T). { A = T; }
bare_label_keyword(A) ::= BREADTH(T). { A = T; }
bare_label_keyword(A) ::= BY(T). { A = T; }
bare_label_keyword(A) ::= CACHE(T). { A = T; }
bare_label_keyword(A) ::= CALL(T). { A = T; }
bare_label_keyword(A) ::= CALLED(T). { A = T; }
bare_label_keyword(A) ::= CASCADE(T). { A = T; }
bare_label_keyword(A) ::= CASCADED(T). { A = T; }
bare_label_keyword(A) ::= CASE(T). { A = T; }
bare_label_keyword(A) ::= CAST(T). { A = T; }
bare_label_keyword(A) ::= CATALOG(T). { A = T; }
bare_label_keyword(A) ::= CHAIN(T). { A = T; }
bare_label_keyword(A) ::= CHARACTERISTICS(T). { A = T; }
bare_label_keyword(A) ::= CHECK(T). { A = T; }
bare_label_keyword(A) ::= CHECKPOINT(T). { A = T; }
bare_label_keyword(A) ::= CLASS(T). { A = T; }
bare_label_keyword(A) ::= CLOSE(T). { A = T; }
bare_label_keyword(A) ::= CLUSTER(T). { A = T; }
bare_label_keyword(A) ::= COALESCE(T). { A = T; }
bare_label_keyword(A) ::= COLLATE(T). { A = T; }
bare_label_keyword(A) ::= COLLATION(T). { A = T; }
bare_label_keyword(A) ::= COLUMN(T). { A = T; }
bare_label_keyword(A) ::= COLUMNS(T). { A = T; }
bare_label_keyword(A) ::= COMMENT(T). { A = T; }
bare_label_keyword(A) ::= COMMENTS(T). { A = T; }
bare_label_keyword(A) ::= COMMIT(T). { A = T; }
bare_label_keyword(A) ::= COMMITTED(T). { A = T; }
bare_label_keyword(A) ::= COMPRESSION(T). { A = T; }
bare_label_keyword(A) ::= CONCURRENTLY(T). { A = T; }
bare_label_keyword(A) ::= CONFIGURATION(T). { A = T; }
bare_label_keyword(A) ::= CONFLICT(T). { A = T; }
bare_label_keyword(A) ::= CONNECTION(T). { A = T; }
bare_label_keyword(A) ::= CONSTRAINT(T). { A = T; }
bare_label_keyword(A) ::= CONSTRAINTS(T). { A = T; }
bare_label_keyword(A) ::= CONTENT(T). { A = T; }
bare_label_keyword(A) ::= CONTINUE(T). { A = T; }
bare_label_keyword(A) ::= CONVERSION(T). { A = T; }
bare_label_keyword(A) ::= COPY(T). { A = T; }
bare_label_keyword(A) ::= COST(T). { A = T; }
bare_label_keyword(A) ::= CROSS(T). { A = T; }
bare_label_keyword(A) ::= CSV(T). { A = T; }
bare_label_keyword(A) ::= CUBE(T). { A = T; }
bare_label_keyword(A) ::= CURRENT(T). { A = T; }
bare_label_keyword(A) ::= CURRENT_CATALOG(T). { A = T; }
bare_label_keyword(A) ::= CURRENT_DATE(T). { A = T; }
bare_label_keyword(A) ::= CURRENT_ROLE(T). { A = T; }
bare_label_keyword(A) ::= CURRENT_SCHEMA(T). { A = T; }
bare_label_keyword(A) ::= CURRENT_TIME(T). { A = T; }
bare_label_keyword(A) ::= CURRENT_TIMESTAMP(T). { A = T; }
bare_label_keyword(A) ::= CURRENT_USER(T). { A = T; }
bare_label_keyword(A) ::= CURSOR(T). { A = T; }
bare_label_keyword(A) ::= CYCLE(T). { A = T; }
bare_label_keyword(A) ::= DATA(T). { A = T; }
bare_label_keyword(A) ::= DATABASE(T). { A = T; }
bare_label_keyword(A) ::= DEALLOCATE(T). { A = T; }
bare_label_keyword(A) ::= DEC(T). { A = T; }
bare_label_keyword(A) ::= DECIMAL(T). { A = T; }
bare_label_keyword(A) ::= DECLARE(T). { A = T; }
bare_label_keyword(A) ::= DEFAULT(T). { A = T; }
bare_label_keyword(A) ::= DEFAULTS(T). { A = T; }
bare_label_keyword(A) ::= DEFERRABLE(T). { A = T; }
bare_label_keyword(A) ::= DEFERRED(T). { A = T; }
bare_label_keyword(A) ::= DEFINER(T). { A = T; }
bare_label_keyword(A) ::= DELETE(T). { A = T; }
bare_label_keyword(A) ::= DELIMITER(T). { A = T; }
bare_label_keyword(A) ::= DELIMITERS(T). { A = T; }
bare_label_keyword(A) ::= DEPENDS(T). { A = T; }
bare_label_keyword(A) ::= DEPTH(T). { A = T; }
bare_label_keyword(A) ::= DESC(T). { A = T; }
bare_label_keyword(A) ::= DETACH(T). { A = T; }
bare_label_keyword(A) ::= DICTIONARY(T). { A = T; }
bare_label_keyword(A) ::= DISABLE(T). { A = T; }
bare_label_keyword(A) ::= DISCARD(T). { A = T; }
bare_label_keyword(A) ::= DISTINCT(T). { A = T; }
bare_label_keyword(A) ::= DO(T). { A = T; }
bare_label_keyword(A) ::= DOCUMENT(T). { A = T; }
bare_label_keyword(A) ::= DOMAIN(T). { A = T; }
bare_label_keyword(A) ::= DOUBLE(T). { A = T; }
bare_label_keyword(A) ::= DROP(T). { A = T; }
bare_label_keyword(A) ::= EACH(T). { A = T; }
bare_label_keyword(A) ::= ELSE(T). { A = T; }
bare_label_keyword(A) ::= ENABLE(T). { A = T; }
bare_label_keyword(A) ::= ENCODING(T). { A = T; }
bare_label_keyword(A) ::= ENCRYPTED(T). { A = T; }
bare_label_keyword(A) ::= END(T). { A = T; }
bare_label_keyword(A) ::= ENUM(T). { A = T; }
bare_label_keyword(A) ::= ESCAPE(T). { A = T; }
bare_label_keyword(A) ::= EVENT(T). { A = T; }
bare_label_keyword(A) ::= EXCLUDE(T). { A = T; }
bare_label_keyword(A) ::= EXCLUDING(T). { A = T; }
bare_label_keyword(A) ::= EXCLUSIVE(T). { A = T; }
bare_label_keyword(A) ::= EXECUTE(T). { A = T; }
bare_label_keyword(A) ::= EXISTS(T). { A = T; }
bare_label_keyword(A) ::= EXPLAIN(T). { A = T; }
bare_label_keyword(A) ::= EXPRESSION(T). { A = T; }
bare_label_keyword(A) ::= EXTENSION(T). { A = T; }
bare_label_keyword(A) ::= EXTERNAL(T). { A = T; }
bare_label_keyword(A) ::= EXTRACT(T). { A = T; }
bare_label_keyword(A) ::= FALSE(T). { A = T; }
bare_label_keyword(A) ::= FAMILY(T). { A = T; }
bare_label_keyword(A) ::= FINALIZE(T). { A = T; }
bare_label_keyword(A) ::= FIRST(T). { A = T; }
bare_label_keyword(A) ::= FLOAT(T). { A = T; }
bare_label_keyword(A) ::= FOLLOWING(T). { A = T; }
bare_label_keyword(A) ::= FORCE(T). { A = T; }
bare_label_keyword(A) ::= FOREIGN(T). { A = T; }
bare_label_keyword(A) ::= FORWARD(T). { A = T; }
bare_label_keyword(A) ::= FREEZE(T). { A = T; }
bare_label_keyword(A) ::= FULL(T). { A = T; }
bare_label_keyword(A) ::= FUNCTION(T). { A = T; }
bare_label_keyword(A) ::= FUNCTIONS(T). { A = T; }
bare_label_keyword(A) ::= GENERATED(T). { A = T; }
bare_label_keyword(A) ::= GLOBAL(T). { A = T; }
bare_label_keyword(A) ::= GRANTED(T). { A = T; }
bare_label_keyword(A) ::= GREATEST(T). { A = T; }
bare_label_keyword(A) ::= GROUPING(T). { A = T; }
bare_label_keyword(A) ::= GROUPS(T). { A = T; }
bare_label_keyword(A) ::= HANDLER(T). { A = T; }
bare_label_keyword(A) ::= HEADER(T). { A = T; }
bare_label_keyword(A) ::= HOLD(T). { A = T; }
bare_label_keyword(A) ::= IDENTITY(T). { A = T; }
bare_label_keyword(A) ::= IF(T). { A = T; }
bare_label_keyword(A) ::= ILIKE(T). { A = T; }
bare_label_keyword(A) ::= IMMEDIATE(T). { A = T; }
bare_label_keyword(A) ::= IMMUTABLE(T). { A = T; }
bare_label_keyword(A) ::= IMPLICIT(T). { A = T; }
bare_label_keyword(A) ::= IMPORT(T). { A = T; }
bare_label_keyword(A) ::= IN(T). { A = T; }
bare_label_keyword(A) ::= INCLUDE(T). { A = T; }
bare_label_keyword(A) ::= INCLUDING(T). { A = T; }
bare_label_keyword(A) ::= INCREMENT(T). { A = T; }
bare_label_keyword(A) ::= INDEX(T). { A = T; }
bare_label_keyword(A) ::= INDEXES(T). { A = T; }
bare_label_keyword(A) ::= INHERIT(T). { A = T; }
bare_label_keyword(A) ::= INHERITS(T). { A = T; }
bare_label_keyword(A) ::= INITIALLY(T). { A = T; }
bare_label_keyword(A) ::= INLINE(T). { A = T; }
bare_label_keyword(A) ::= INNER(T). { A = T; }
bare_label_keyword(A) ::= INOUT(T). { A = T; }
bare_label_keyword(A) ::= INPUT(T). { A = T; }
bare_label_keyword(A) ::= INSENSITIVE(T). { A = T; }
bare_label_keyword(A) ::= INSERT(T). { A = T; }
bare_label_keyword(A) ::= INSTEAD(T). { A = T; }
bare_label_keyword(A) ::= INT(T). { A = T; }
bare_label_keyword(A) ::= INTEGER(T). { A = T; }
bare_label_keyword(A) ::= INTERVAL(T). { A = T; }
bare_label_keyword(A) ::= INVOKER(T). { A = T; }
bare_label_keyword(A) ::= IS(T). { A = T; }
bare_label_keyword(A) ::= ISOLATION(T). { A = T; }
bare_label_keyword(A) ::= JOIN(T). { A = T; }
bare_label_keyword(A) ::= KEY(T). { A = T; }
bare_label_keyword(A) ::= LABEL(T). { A = T; }
bare_label_keyword(A) ::= LANGUAGE(T). { A = T; }
bare_label_keyword(A) ::= LARGE(T). { A = T; }
bare_label_keyword(A) ::= LAST(T). { A = T; }
bare_label_keyword(A) ::= LATERAL(T). { A = T; }
bare_label_keyword(A) ::= LEADING(T). { A = T; }
bare_label_keyword(A) ::= LEAKPROOF(T). { A = T; }
bare_label_keyword(A) ::= LEAST(T). { A = T; }
bare_label_keyword(A) ::= LEFT(T). { A = T; }
bare_label_keyword(A) ::= LEVEL(T). { A = T; }
bare_label_keyword(A) ::= LIKE(T). { A = T; }
bare_label_keyword(A) ::= LISTEN(T). { A = T; }
bare_label_keyword(A) ::= LOAD(T). { A = T; }
bare_label_keyword(A) ::= LOCAL(T). { A = T; }
bare_label_keyword(A) ::= LOCALTIME(T). { A = T; }
bare_label_keyword(A) ::= LOCALTIMESTAMP(T). { A = T; }
bare_label_keyword(A) ::= LOCATION(T). { A = T; }
bare_label_keyword(A) ::= LOCK(T). { A = T; }
bare_label_keyword(A) ::= LOCKED(T). { A = T; }
bare_label_keyword(A) ::= LOGGED(T). { A = T; }
bare_label_keyword(A) ::= MAPPING(T). { A = T; }
bare_label_keyword(A) ::= MATCH(T). { A = T; }
bare_label_keyword(A) ::= MATCHED(T). { A = T; }
bare_label_keyword(A) ::= MATERIALIZED(T). { A = T; }
bare_label_keyword(A) ::= MAXVALUE(T). { A = T; }
bare_label_keyword(A) ::= MERGE(T). { A = T; }
bare_label_keyword(A) ::= METHOD(T). { A = T; }
bare_label_keyword(A) ::= MINVALUE(T). { A = T; }
bare_label_keyword(A) ::= MODE(T). { A = T; }
bare_label_keyword(A) ::= MOVE(T). { A = T; }
bare_label_keyword(A) ::= NAME(T). { A = T; }
bare_label_keyword(A) ::= NAMES(T). { A = T; }
bare_label_keyword(A) ::= NATIONAL(T). { A = T; }
bare_label_keyword(A) ::= NATURAL(T). { A = T; }
bare_label_keyword(A) ::= NCHAR(T). { A = T; }
bare_label_keyword(A) ::= NEW(T). { A = T; }
bare_label_keyword(A) ::= NEXT(T). { A = T; }
bare_label_keyword(A) ::= NFC(T). { A = T; }
bare_label_keyword(A) ::= NFD(T). { A = T; }
bare_label_keyword(A) ::= NFKC(T). { A = T; }
bare_label_keyword(A) ::= NFKD(T). { A = T; }
bare_label_keyword(A) ::= NO(T). { A = T; }
bare_label_keyword(A) ::= NONE(T). { A = T; }
bare_label_keyword(A) ::= NORMALIZE(T). { A = T; }
bare_label_keyword(A) ::= NORMALIZED(T). { A = T; }
bare_label_keyword(A) ::= NOT(T). { A = T; }
bare_label_keyword(A) ::= NOTHING(T). { A = T; }
bare_label_keyword(A) ::= NOTIFY(T). { A = T; }
bare_label_keyword(A) ::= NOWAIT(T). { A = T; }
bare_label_keyword(A) ::= NULL(T). { A = T; }
bare_label_keyword(A) ::= NULLIF(T). { A = T; }
bare_label_keyword(A) ::= NULLS(T). { A = T; }
bare_label_keyword(A) ::= NUMERIC(T). { A = T; }
bare_label_keyword(A) ::= OBJECT(T). { A = T; }
bare_label_keyword(A) ::= OF(T). { A = T; }
bare_label_keyword(A) ::= OFF(T). { A = T; }
bare_label_keyword(A) ::= OIDS(T). { A = T; }
bare_label_keyword(A) ::= OLD(T). { A = T; }
bare_label_keyword(A) ::= ONLY(T). { A = T; }
bare_label_keyword(A) ::= OPERATOR(T). { A = T; }
bare_label_keyword(A) ::= OPTION(T). { A = T; }
bare_label_keyword(A) ::= OPTIONS(T). { A = T; }
bare_label_keyword(A) ::= OR(T). { A = T; }
bare_label_keyword(A) ::= ORDINALITY(T). { A = T; }
bare_label_keyword(A) ::= OTHERS(T). { A = T; }
bare_label_keyword(A) ::= OUT(T). { A = T; }
bare_label_keyword(A) ::= OUTER(T). { A = T; }
bare_label_keyword(A) ::= OVERLAY(T). { A = T; }
bare_label_keyword(A) ::= OVERRIDING(T). { A = T; }
bare_label_keyword(A) ::= OWNED(T). { A = T; }
bare_label_keyword(A) ::= OWNER(T). { A = T; }
bare_label_keyword(A) ::= PARALLEL(T). { A = T; }
bare_label_keyword(A) ::= PARAMETER(T). { A = T; }
bare_label_keyword(A) ::= PARSER(T). { A = T; }
bare_label_keyword(A) ::= PARTIAL(T). { A = T; }
bare_label_keyword(A) ::= PARTITION(T). { A = T; }
bare_label_keyword(A) ::= PASSING(T). { A = T; }
bare_label_keyword(A) ::= PASSWORD(T). { A = T; }
bare_label_keyword(A) ::= PLACING(T). { A = T; }
bare_label_keyword(A) ::= PLANS(T). { A = T; }
bare_label_keyword(A) ::= POLICY(T). { A = T; }
bare_label_keyword(A) ::= POSITION(T). { A = T; }
bare_label_keyword(A) ::= PRECEDING(T). { A = T; }
bare_label_keyword(A) ::= PREPARE(T). { A = T; }
bare_label_keyword(A) ::= PREPARED(T). { A = T; }
bare_label_keyword(A) ::= PRESERVE(T). { A = T; }
bare_label_keyword(A) ::= PRIMARY(T). { A = T; }
bare_label_keyword(A) ::= PRIOR(T). { A = T; }
bare_label_keyword(A) ::= PRIVILEGES(T). { A = T; }
bare_label_keyword(A) ::= PROCEDURAL(T). { A = T; }
bare_label_keyword(A) ::= PROCEDURE(T). { A = T; }
bare_label_keyword(A) ::= PROCEDURES(T). { A = T; }
bare_label_keyword(A) ::= PROGRAM(T). { A = T; }
bare_label_keyword(A) ::= PUBLICATION(T). { A = T; }
bare_label_keyword(A) ::= QUOTE(T). { A = T; }
bare_label_keyword(A) ::= RANGE(T). { A = T; }
bare_label_keyword(A) ::= READ(T). { A = T; }
bare_label_keyword(A) ::= REAL(T). { A = T; }
bare_label_keyword(A) ::= REASSIGN(T). { A = T; }
bare_label_keyword(A) ::= RECHECK(T). { A = T; }
bare_label_keyword(A) ::= RECURSIVE(T). { A = T; }
bare_label_keyword(A) ::= REF(T). { A = T; }
bare_label_keyword(A) ::= REFERENCES(T). { A = T; }
bare_label_keyword(A) ::= REFERENCING(T). { A = T; }
bare_label_keyword(A) ::= REFRESH(T). { A = T; }
bare_label_keyword(A) ::= REINDEX(T). { A = T; }
bare_label_keyword(A) ::= RELATIVE(T). { A = T; }
bare_label_keyword(A) ::= RELEASE(T). { A = T; }
bare_label_keyword(A) ::= RENAME(T). { A = T; }
bare_label_keyword(A) ::= REPEATABLE(T). { A = T; }
bare_label_keyword(A) ::= REPLACE(T). { A = T; }
bare_label_keyword(A) ::= REPLICA(T). { A = T; }
bare_label_keyword(A) ::= RESET(T). { A = T; }
bare_label_keyword(A) ::= RESTART(T). { A = T; }
bare_label_keyword(A) ::= RESTRICT(T). { A = T; }
bare_label_keyword(A) ::= RETURN(T). { A = T; }
bare_label_keyword(A) ::= RETURNS(T). { A = T; }
bare_label_keyword(A) ::= REVOKE(T). { A = T; }
bare_label_keyword(A) ::= RIGHT(T). { A = T; }
bare_label_keyword(A) ::= ROLE(T). { A = T; }
bare_label_keyword(A) ::= ROLLBACK(T). { A = T; }
bare_label_keyword(A) ::= ROLLUP(T). { A = T; }
bare_label_keyword(A) ::= ROUTINE(T). { A = T; }
bare_label_keyword(A) ::= ROUTINES(T). { A = T; }
bare_label_keyword(A) ::= ROW(T). { A = T; }
bare_label_keyword(A) ::= ROWS(T). { A = T; }
bare_label_keyword(A) ::= RULE(T). { A = T; }
bare_label_keyword(A) ::= SAVEPOINT(T). { A = T; }
bare_label_keyword(A) ::= SCHEMA(T). { A = T; }
bare_label_keyword(A) ::= SCHEMAS(T). { A = T; }
bare_label_keyword(A) ::= SCROLL(T). { A = T; }
bare_label_keyword(A) ::= SEARCH(T). { A = T; }
bare_label_keyword(A) ::= SECURITY(T). { A = T; }
bare_label_keyword(A) ::= SELECT(T). { A = T; }
bare_label_keyword(A) ::= SEQUENCE(T). { A = T; }
bare_label_keyword(A) ::= SEQUENCES(T). { A = T; }
bare_label_keyword(A) ::= SERIALIZABLE(T). { A = T; }
bare_label_keyword(A) ::= SERVER(T). { A = T; }
bare_label_keyword(A) ::= SESSION(T). { A = T; }
bare_label_keyword(A) ::= SESSION_USER(T). { A = T; }
bare_label_keyword(A) ::= SET(T). { A = T; }
bare_label_keyword(A) ::= SETOF(T). { A = T; }
bare_label_keyword(A) ::= SETS(T). { A = T; }
bare_label_keyword(A) ::= SHARE(T). { A = T; }
bare_label_keyword(A) ::= SHOW(T). { A = T; }
bare_label_keyword(A) ::= SIMILAR(T). { A = T; }
bare_label_keyword(A) ::= SIMPLE(T). { A = T; }
bare_label_keyword(A) ::= SKIP(T). { A = T; }
bare_label_keyword(A) ::= SMALLINT(T). { A = T; }
bare_label_keyword(A) ::= SNAPSHOT(T). { A = T; }
bare_label_keyword(A) ::= SOME(T). { A = T; }
bare_label_keyword(A) ::= SQL(T). { A = T; }
bare_label_keyword(A) ::= STABLE(T). { A = T; }
bare_label_keyword(A) ::= STANDALONE(T). { A = T; }
bare_label_keyword(A) ::= START(T). { A = T; }
bare_label_keyword(A) ::= STATEMENT(T). { A = T; }
bare_label_keyword(A) ::= STATISTICS(T). { A = T; }
bare_label_keyword(A) ::= STDIN(T). { A = T; }
bare_label_keyword(A) ::= STDOUT(T). { A = T; }
bare_label_keyword(A) ::= STORAGE(T). { A = T; }
bare_label_keyword(A) ::= STORED(T). { A = T; }
bare_label_keyword(A) ::= STRICT(T). { A = T; }
bare_label_keyword(A) ::= STRIP(T). { A = T; }
bare_label_keyword(A) ::= SUBSCRIPTION(T). { A = T; }
bare_label_keyword(A) ::= SUBSTRING(T). { A = T; }
bare_label_keyword(A) ::= SUPPORT(T). { A = T; }
bare_label_keyword(A) ::= SYMMETRIC(T). { A = T; }
bare_label_keyword(A) ::= SYSID(T). { A = T; }
bare_label_keyword(A) ::= SYSTEM(T). { A = T; }
bare_label_keyword(A) ::= TABLE(T). { A = T; }
bare_label_keyword(A) ::= TABLES(T). { A = T; }
bare_label_keyword(A) ::= TABLESAMPLE(T). { A = T; }
bare_label_keyword(A) ::= TABLESPACE(T). { A = T; }
bare_label_keyword(A) ::= TEMP(T). { A = T; }
bare_label_keyword(A) ::= TEMPLATE(T). { A = T; }
bare_label_keyword(A) ::= TEMPORARY(T). { A = T; }
bare_label_keyword(A) ::= TEXT(T). { A = T; }
bare_label_keyword(A) ::= THEN(T). { A = T; }
bare_label_keyword(A) ::= TIES(T). { A = T; }
bare_label_keyword(A) ::= TIME(T). { A = T; }
bare_label_keyword(A) ::= TIMESTAMP(T). { A = T; }
bare_label_keyword(A) ::= TRAILING(T). { A = T; }
bare_label_keyword(A) ::= TRANSACTION(T). { A = T; }
bare_label_keyword(A) ::= TRANSFORM(T). { A = T; }
bare_label_keyword(A) ::= TREAT(T). { A = T; }
bare_label_keyword(A) ::= TRIGGER(T). { A = T; }
bare_label_keyword(A) ::= TRIM(T). { A = T; }
bare_label_keyword(A) ::= TRUE(T). { A = T; }
bare_label_keyword(A) ::= TRUNCATE(T). { A = T; }
bare_label_keyword(A) ::= TRUSTED(T). { A = T; }
bare_label_keyword(A) ::= TYPE(T). { A = T; }
bare_label_keyword(A) ::= TYPES(T). { A = T; }
bare_label_keyword(A) ::= UESCAPE(T). { A = T; }
bare_label_keyword(A) ::= UNBOUNDED(T). { A = T; }
bare_label_keyword(A) ::= UNCOMMITTED(T). { A = T; }
bare_label_keyword(A) ::= UNENCRYPTED(T). { A = T; }
bare_label_keyword(A) ::= UNIQUE(T). { A = T; }
bare_label_keyword(A) ::= UNKNOWN(T). { A = T; }
bare_label_keyword(A) ::= UNLISTEN(T). { A = T; }
bare_label_keyword(A) ::= UNLOGGED(T). { A = T; }
bare_label_keyword(A) ::= UNTIL(T). { A = T; }
bare_label_keyword(A) ::= UPDATE(T). { A = T; }
bare_label_keyword(A) ::= USER(T). { A = T; }
bare_label_keyword(A) ::= USING(T). { A = T; }
bare_label_keyword(A) ::= VACUUM(T). { A = T; }
bare_label_keyword(A) ::= VALID(T). { A = T; }
bare_label_keyword(A) ::= VALIDATE(T). { A = T; }
bare_label_keyword(A) ::= VALIDATOR(T). { A = T; }
bare_label_keyword(A) ::= VALUE(T). { A = T; }
bare_label_keyword(A) ::= VALUES(T). { A = T; }
bare_label_keyword(A) ::= VARCHAR(T). { A = T; }
bare_label_keyword(A) ::= VARIADIC(T). { A = T; }
bare_label_keyword(A) ::= VERBOSE(T). { A = T; }
bare_label_keyword(A) ::= VERSION(T). { A = T; }
bare_label_keyword(A) ::= VIEW(T). { A = T; }
bare_label_keyword(A) ::= VIEWS(T). { A = T; }
bare_label_keyword(A) ::= VOLATILE(T). { A = T; }
bare_label_keyword(A) ::= WHEN(T). { A = T; }
bare_label_keyword(A) ::= WHITESPACE(T). { A = T; }
bare_label_keyword(A) ::= WORK(T). { A = T; }
bare_label_keyword(A) ::= WRAPPER(T). { A = T; }
bare_label_keyword(A) ::= WRITE(T). { A = T; }
bare_label_keyword(A) ::= XML(T). { A = T; }
bare_label_keyword(A) ::= XMLATTRIBUTES(T). { A = T; }
bare_label_keyword(A) ::= XMLCONCAT(T). { A = T; }
bare_label_keyword(A) ::= XMLELEMENT(T). { A = T; }
bare_label_keyword(A) ::= XMLEXISTS(T). { A = T; }
bare_label_keyword(A) ::= XMLFOREST(T). { A = T; }
bare_label_keyword(A) ::= XMLNAMESPACES(T). { A = T; }
bare_label_keyword(A) ::= XMLPARSE(T). { A = T; }
bare_label_keyword(A) ::= XMLPI(T). { A = T; }
bare_label_keyword(A) ::= XMLROOT(T). { A = T; }
bare_label_keyword(A) ::= XMLSERIALIZE(T). { A = T; }
bare_label_keyword(A) ::= XMLTABLE(T). { A = T; }
bare_label_keyword(A) ::= YES(T). { A = T; }
bare_label_keyword(A) ::= ZONE(T). { A = T; }
