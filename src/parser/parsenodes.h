/*
 * parsenodes.h: the raw parse tree, what the grammar builds and the binder consumes.
 *
 * The node kinds and field names follow PostgreSQL's raw parse tree (gram.y's output), so that
 * whoever knows PG's parser knows these. Nothing here has been looked up in the catalog yet:
 * names are Lists of String nodes, types are TypeNames, literals are A_Consts. Every node that an
 * error can point at carries `location`: the 0-based byte offset of its first token in the whole
 * query string (-1 if unknown), which errlocation() turns into the position psql underlines.
 */
/*
 * As in PostgreSQL, a few nodes (BoolExpr, CaseExpr, CaseWhen, NullTest, BooleanTest,
 * CoalesceExpr, MinMaxExpr, SubLink, RowExpr, JoinExpr) appear in bound trees too: the binder
 * builds new ones with bound arguments and fills the fields marked "bound trees only".
 */
#ifndef BASALT_PARSENODES_H
#define BASALT_PARSENODES_H

#include "common/list.h"
#include "common/nodes.h"

enum {
    T_RawStmt = 100,
    /* expressions */
    T_A_Const,
    T_ColumnRef,
    T_A_Star,
    T_ParamRef,
    T_A_Expr,
    T_BoolExpr,
    T_FuncCall,
    T_TypeCast,
    T_TypeName,
    T_CollateClause,
    T_CaseExpr,
    T_CaseWhen,
    T_NullTest,
    T_BooleanTest,
    T_CoalesceExpr,
    T_MinMaxExpr,
    T_NullIfExpr,
    T_SubLink,
    T_SQLValueFunction,
    T_A_Indirection,
    T_A_Indices,
    T_A_ArrayExpr,
    T_RowExpr,
    T_NamedArgExpr,
    /* clauses */
    T_ResTarget,
    T_RangeVar,
    T_Alias,
    T_JoinExpr,
    T_RangeSubselect,
    T_RangeFunction,
    T_RangeTableSample,
    T_SortBy,
    T_WindowDef,
    T_WithClause,
    T_CommonTableExpr,
    T_GroupingSet,
    T_ColumnDef,
    T_Constraint,
    T_DefElem,
    T_OnConflictClause,
    T_LockingClause,
    /* statements */
    T_SelectStmt,
    T_InsertStmt,
    T_UpdateStmt,
    T_DeleteStmt,
    T_CreateStmt,
    T_DropStmt,
    T_VariableSetStmt,
    T_VariableShowStmt,
    T_TransactionStmt,
    T_ExplainStmt,
    T_TruncateStmt,
    T_LockStmt,
    T_CheckPointStmt,
    T_IndexStmt,
    T_IndexElem,
    T_CreateRoleStmt,
    T_AlterRoleStmt,
    T_DropRoleStmt,
    T_CopyStmt,
    T_VacuumStmt,
    T_VacuumRelation,
    T_AlterTableStmt,
    T_AlterTableCmd,
    T_RenameStmt,
    T_CreateTableAsStmt,
    T_CreateFdwStmt,
    T_AlterFdwStmt,
    T_CreateForeignServerStmt,
    T_AlterForeignServerStmt,
    T_CreateUserMappingStmt,
    T_AlterUserMappingStmt,
    T_DropUserMappingStmt,
    T_CreateForeignTableStmt,
    T_AlterForeignTableStmt,
    T_CreateExtensionStmt,
    T_ImportForeignSchemaStmt,
    T_DefineStmt,
    T_DeclareCursorStmt,
    T_FetchStmt,
    T_ClosePortalStmt,
    T_PrepareStmt,
    T_ExecuteStmt,
    T_DeallocateStmt,
    T_ViewStmt,
    T_CreateSeqStmt,
    T_AlterSeqStmt,
    T_CommentStmt,
    T_CreateSchemaStmt,
    T_GrantStmt,
    T_AccessPriv,
    T_ObjectWithArgs,
    T_AlterOwnerStmt,
    T_GrantRoleStmt,
    T_AlterDefaultPrivilegesStmt,
    T_ReassignOwnedStmt,
    T_DropOwnedStmt,
    T_TableLikeClause, /* CREATE TABLE (LIKE source ...) */
    T_CreatePolicyStmt,
    T_AlterPolicyStmt,
    T_DropPolicyStmt,
    T_PartitionSpec,       /* CREATE TABLE ... PARTITION BY */
    T_PartitionBoundSpec,  /* FOR VALUES ... | DEFAULT */
    T_PartitionCmd,        /* ALTER TABLE ... ATTACH / DETACH PARTITION */
};

/* One statement of a possibly multi-statement query string. */
typedef struct RawStmt {
    NodeTag type;
    Node *stmt;        /* the statement */
    int stmt_location; /* byte offset of its first character in the query string */
    int stmt_len;      /* length in bytes; 0 means "rest of the string" */
} RawStmt;

/* ---------------------------------------------------------------- expressions */

typedef enum A_ConstKind {
    CONST_INTEGER, /* fits int32: ival */
    CONST_FLOAT,   /* other numeric literal (1.5, 1e3, 99999999999): sval holds its text */
    CONST_STRING,  /* 'text', E'..', $$..$$, U&'..': sval holds the decoded value */
    CONST_BITSTRING,
    CONST_BOOL, /* TRUE / FALSE: bval */
    CONST_NULL, /* NULL */
} A_ConstKind;

/* A function argument in named notation, f(name := value) or f(name => value); only in
 * FuncCall.args, after the positional ones. */
typedef struct NamedArgExpr {
    NodeTag type;
    Node *arg;
    char *name;
    int location; /* of the name */
} NamedArgExpr;

typedef struct A_Const {
    NodeTag type;
    A_ConstKind kind;
    int64 ival;
    char *sval;
    bool bval;
    int location;
} A_Const;

/* a, t.a, s.t.a, t.*, * : fields is a List of String, with an A_Star last for '*'. */
typedef struct ColumnRef {
    NodeTag type;
    List *fields;
    int location;
} ColumnRef;

typedef struct A_Star {
    NodeTag type;
} A_Star;

/* $n */
typedef struct ParamRef {
    NodeTag type;
    int number; /* 1-based */
    int location;
} ParamRef;

typedef enum A_Expr_Kind {
    AEXPR_OP,              /* normal operator: lexpr name rexpr (lexpr NULL for prefix ops) */
    AEXPR_OP_ANY,          /* scalar op ANY (array) */
    AEXPR_OP_ALL,          /* scalar op ALL (array) */
    AEXPR_DISTINCT,        /* IS DISTINCT FROM; name is "=" */
    AEXPR_NOT_DISTINCT,    /* IS NOT DISTINCT FROM; name is "=" */
    AEXPR_NULLIF,          /* NULLIF(a, b); name is "=" */
    AEXPR_IN,              /* a IN (list): name "=", or "<>" for NOT IN; rexpr is a List */
    AEXPR_LIKE,            /* name "~~" or "!~~" */
    AEXPR_ILIKE,           /* name "~~*" or "!~~*" */
    AEXPR_SIMILAR,         /* name "~" or "!~"; rexpr is similar_to_escape(pattern[, esc]) */
    AEXPR_BETWEEN,         /* rexpr is a List of the two bounds */
    AEXPR_NOT_BETWEEN,
    AEXPR_BETWEEN_SYM,
    AEXPR_NOT_BETWEEN_SYM,
} A_Expr_Kind;

typedef struct A_Expr {
    NodeTag type;
    A_Expr_Kind kind;
    List *name; /* operator name: List of String, e.g. ("+") or ("pg_catalog", "+") */
    Node *lexpr;
    Node *rexpr;
    int location; /* of the operator */
} A_Expr;

typedef enum BoolExprType { AND_EXPR, OR_EXPR, NOT_EXPR } BoolExprType;

/* AND / OR with two or more args (the grammar flattens a AND b AND c), NOT with one. */
typedef struct BoolExpr {
    NodeTag type;
    BoolExprType boolop;
    List *args;
    int location;
    int in_items; /* bound x IN (...): its first in_items args compare x with the column-free
                   * items, which PG folds all (one array), without stopping at a constant */
} BoolExpr;

typedef struct WindowDef WindowDef;

/*
 * f(args), also aggregates: count(*) has agg_star; count(DISTINCT x) has agg_distinct;
 * string_agg(x, ',' ORDER BY y) has agg_order; sum(x) FILTER (WHERE ..) has agg_filter;
 * percentile_cont(0.5) WITHIN GROUP (ORDER BY x) has agg_within_group with agg_order.
 */
typedef struct FuncCall {
    NodeTag type;
    List *funcname; /* List of String */
    List *args;
    List *agg_order; /* List of SortBy */
    Node *agg_filter;
    WindowDef *over;
    bool agg_within_group;
    bool agg_star;
    bool agg_distinct;
    bool func_variadic;
    int location;
} FuncCall;

/*
 * A type name as written: names is a List of String ("pg_catalog", "int4" for INTEGER; the
 * grammar maps SQL-standard spellings to PG's internal names as PG's gram.y does), typmods the
 * raw modifier expressions (varchar(10) -> (10), numeric(10,2) -> (10, 2)).
 */
typedef struct TypeName {
    NodeTag type;
    List *names;
    List *typmods;
    int32 typemod; /* -1 unless known without evaluation */
    List *arrayBounds; /* List of Integer (-1 for []) */
    bool setof;
    bool pct_type;
    int location;
} TypeName;

/* arg::type and CAST(arg AS type) */
typedef struct TypeCast {
    NodeTag type;
    Node *arg;
    TypeName *typeName;
    int location;
} TypeCast;

typedef struct CollateClause {
    NodeTag type;
    Node *arg; /* NULL in a column definition */
    List *collname;
    int location;
} CollateClause;

typedef struct CaseExpr {
    NodeTag type;
    Oid casetype;   /* bound trees only: result type */
    Oid casecollid; /* bound trees only */
    Node *arg;      /* CASE arg WHEN ...; NULL for searched CASE */
    List *args;     /* List of CaseWhen */
    Node *defresult; /* ELSE, may be NULL */
    int location;
} CaseExpr;

typedef struct CaseWhen {
    NodeTag type;
    Node *expr;
    Node *result;
    int location;
} CaseWhen;

typedef enum NullTestType { IS_NULL, IS_NOT_NULL } NullTestType;

typedef struct NullTest {
    NodeTag type;
    Node *arg;
    NullTestType nulltesttype;
    int location;
} NullTest;

typedef enum BoolTestType {
    IS_TRUE,
    IS_NOT_TRUE,
    IS_FALSE,
    IS_NOT_FALSE,
    IS_UNKNOWN,
    IS_NOT_UNKNOWN
} BoolTestType;

typedef struct BooleanTest {
    NodeTag type;
    Node *arg;
    BoolTestType booltesttype;
    int location;
} BooleanTest;

typedef struct CoalesceExpr {
    NodeTag type;
    Oid coalescetype;   /* bound trees only */
    Oid coalescecollid; /* bound trees only */
    List *args;
    int location;
} CoalesceExpr;

typedef enum MinMaxOp { IS_GREATEST, IS_LEAST } MinMaxOp;

typedef struct MinMaxExpr {
    NodeTag type;
    Oid minmaxtype;   /* bound trees only */
    Oid minmaxcollid; /* bound trees only */
    Oid inputcollid;  /* bound trees only */
    MinMaxOp op;
    List *args;
    int location;
} MinMaxExpr;

typedef enum SubLinkType {
    EXISTS_SUBLINK,
    ALL_SUBLINK,  /* testexpr op ALL (subselect) */
    ANY_SUBLINK,  /* testexpr op ANY (subselect), also IN (subselect) with operName "=" */
    EXPR_SUBLINK, /* (subselect) as a scalar */
    ARRAY_SUBLINK,
} SubLinkType;

typedef struct SubLink {
    NodeTag type;
    SubLinkType subLinkType;
    Node *testexpr;  /* left side of ANY/ALL, else NULL */
    List *operName;  /* operator of ANY/ALL: List of String */
    Node *subselect; /* SelectStmt; in bound trees the Query */
    int location;
} SubLink;

typedef enum SQLValueFunctionOp {
    SVFOP_CURRENT_DATE,
    SVFOP_CURRENT_TIME,
    SVFOP_CURRENT_TIME_N,
    SVFOP_CURRENT_TIMESTAMP,
    SVFOP_CURRENT_TIMESTAMP_N,
    SVFOP_LOCALTIME,
    SVFOP_LOCALTIME_N,
    SVFOP_LOCALTIMESTAMP,
    SVFOP_LOCALTIMESTAMP_N,
    SVFOP_CURRENT_ROLE,
    SVFOP_CURRENT_USER,
    SVFOP_USER,
    SVFOP_SESSION_USER,
    SVFOP_CURRENT_CATALOG,
    SVFOP_CURRENT_SCHEMA,
} SQLValueFunctionOp;

typedef struct SQLValueFunction {
    NodeTag type;
    SQLValueFunctionOp op;
    int32 typmod; /* precision for the _N forms, else -1 */
    int location;
} SQLValueFunction;

/* expr[subscript] or expr.field: indirection is a List of A_Indices / String / A_Star. */
typedef struct A_Indirection {
    NodeTag type;
    Node *arg;
    List *indirection;
} A_Indirection;

typedef struct A_Indices {
    NodeTag type;
    bool is_slice;
    Node *lidx; /* NULL if not a slice or omitted */
    Node *uidx;
} A_Indices;

/* ARRAY[...] */
typedef struct A_ArrayExpr {
    NodeTag type;
    List *elements;
    int location;
} A_ArrayExpr;

/* ROW(a, b) or (a, b) */
typedef struct RowExpr {
    NodeTag type;
    Oid row_typeid; /* bound trees only: RECORDOID */
    List *args;
    List *colnames; /* bound trees only: the fields' names (String), NIL for f1, f2, ... */
    char *wholerow_of; /* bound trees only: the FROM item's name for a whole-row reference
                        * (EXPLAIN prints it as PG does, name.*), else NULL */
    int notnull_field; /* whole-row references: a NOT NULL column's field (1-based), NULL only
                        * in a NULL-extended outer-join row, which is then NULL itself as in
                        * PG; 0 when the table has none */
    bool explicit_row;
    int location;
} RowExpr;

/* ---------------------------------------------------------------- clauses */

/*
 * A target-list item. In SELECT: val is the expression, name the AS alias (or NULL). In INSERT's
 * column list and UPDATE's SET: name is the column, val the value (UPDATE) or NULL (INSERT).
 */
typedef struct ResTarget {
    NodeTag type;
    char *name;
    List *indirection;
    Node *val;
    int location;
} ResTarget;

typedef struct Alias {
    NodeTag type;
    char *aliasname;
    List *colnames; /* List of String, or NIL */
} Alias;

#define RELPERSISTENCE_PERMANENT 'p'
#define RELPERSISTENCE_UNLOGGED 'u'
#define RELPERSISTENCE_TEMP 't'

typedef struct RangeVar {
    NodeTag type;
    char *catalogname;
    char *schemaname;
    char *relname;
    bool inh; /* false for ONLY */
    char relpersistence;
    Alias *alias;
    int location;
} RangeVar;

/* JOIN_SEMI / JOIN_ANTI: plan-only (a join returning each outer row that has a match / none;
 * the planner makes them of EXISTS / IN / NOT EXISTS), never written in SQL. */
typedef enum JoinType {
    JOIN_INNER,
    JOIN_LEFT,
    JOIN_FULL,
    JOIN_RIGHT,
    JOIN_CROSS,
    JOIN_SEMI,
    JOIN_ANTI
} JoinType;

/* a JOIN b ON ..., USING (...), NATURAL; comma-separated FROM items are separate list items. */
typedef struct JoinExpr {
    NodeTag type;
    JoinType jointype; /* JOIN_CROSS for CROSS JOIN (quals NULL) */
    bool isNatural;
    Node *larg;
    Node *rarg;
    List *usingClause; /* List of String */
    Alias *join_using_alias;
    Node *quals;
    Alias *alias;
    int rtindex; /* bound trees only: the join's range table entry */
    int location;
} JoinExpr;

typedef struct RangeSubselect {
    NodeTag type;
    bool lateral;
    Node *subquery;
    Alias *alias;
    int location;
} RangeSubselect;

/* FROM f(args) [WITH ORDINALITY] */
typedef struct RangeFunction {
    NodeTag type;
    bool lateral;
    bool ordinality;
    Node *func; /* FuncCall */
    Alias *alias;
    int location;
} RangeFunction;

/* FROM t TABLESAMPLE method (args) [REPEATABLE (seed)] */
typedef struct RangeTableSample {
    NodeTag type;
    Node *relation;   /* the RangeVar, alias included */
    List *method;     /* its name (List of String) */
    List *args;
    Node *repeatable; /* or NULL */
    int location;     /* of the method name */
} RangeTableSample;

typedef enum SortByDir { SORTBY_DEFAULT, SORTBY_ASC, SORTBY_DESC, SORTBY_USING } SortByDir;
typedef enum SortByNulls { SORTBY_NULLS_DEFAULT, SORTBY_NULLS_FIRST, SORTBY_NULLS_LAST } SortByNulls;

typedef struct SortBy {
    NodeTag type;
    Node *node;
    SortByDir sortby_dir;
    SortByNulls sortby_nulls;
    List *useOp; /* USING operator name */
    int location;
} SortBy;

#define FRAMEOPTION_NONDEFAULT 0x00001
#define FRAMEOPTION_RANGE 0x00002
#define FRAMEOPTION_ROWS 0x00004
#define FRAMEOPTION_GROUPS 0x00008
#define FRAMEOPTION_BETWEEN 0x00010
#define FRAMEOPTION_START_UNBOUNDED_PRECEDING 0x00020
#define FRAMEOPTION_END_UNBOUNDED_PRECEDING 0x00040
#define FRAMEOPTION_START_UNBOUNDED_FOLLOWING 0x00080
#define FRAMEOPTION_END_UNBOUNDED_FOLLOWING 0x00100
#define FRAMEOPTION_START_CURRENT_ROW 0x00200
#define FRAMEOPTION_END_CURRENT_ROW 0x00400
#define FRAMEOPTION_START_OFFSET_PRECEDING 0x00800
#define FRAMEOPTION_END_OFFSET_PRECEDING 0x01000
#define FRAMEOPTION_START_OFFSET_FOLLOWING 0x02000
#define FRAMEOPTION_END_OFFSET_FOLLOWING 0x04000
#define FRAMEOPTION_EXCLUDE_CURRENT_ROW 0x08000
#define FRAMEOPTION_EXCLUDE_GROUP 0x10000
#define FRAMEOPTION_EXCLUDE_TIES 0x20000
#define FRAMEOPTION_DEFAULTS (FRAMEOPTION_RANGE | FRAMEOPTION_START_UNBOUNDED_PRECEDING | \
                              FRAMEOPTION_END_CURRENT_ROW)

struct WindowDef {
    NodeTag type;
    char *name;    /* WINDOW w AS (...): w; else NULL */
    char *refname; /* OVER (w ...) */
    List *partitionClause;
    List *orderClause; /* List of SortBy */
    int frameOptions;
    Node *startOffset;
    Node *endOffset;
    int location;
};

typedef struct WithClause {
    NodeTag type;
    List *ctes; /* List of CommonTableExpr */
    bool recursive;
    int location;
} WithClause;

typedef enum CTEMaterialize { CTEMaterializeDefault, CTEMaterializeAlways, CTEMaterializeNever } CTEMaterialize;

typedef struct CommonTableExpr {
    NodeTag type;
    char *ctename;
    List *aliascolnames;
    CTEMaterialize ctematerialized;
    Node *ctequery;
    int location;
    /* the binder's state (WITH RECURSIVE; reset whenever the WITH is bound) */
    int cte_state;         /* CTE_STATE_* (planner/bind_internal.h) */
    void *cte_pstate;      /* while its query is bound: the ParseState of that query */
    int selfrefcount;
    struct CteDef *cte_def; /* a recursive CTE, bound */
} CommonTableExpr;

typedef enum GroupingSetKind {
    GROUPING_SET_EMPTY,
    GROUPING_SET_SIMPLE,
    GROUPING_SET_ROLLUP,
    GROUPING_SET_CUBE,
    GROUPING_SET_SETS
} GroupingSetKind;

/* ROLLUP(...), CUBE(...), GROUPING SETS(...), () in a GROUP BY list. */
typedef struct GroupingSet {
    NodeTag type;
    GroupingSetKind kind;
    List *content;
    int location;
} GroupingSet;

/* name = value in option lists: WITH (fillfactor = 70), OPTIONS (host 'x'), EXPLAIN (costs off) */
/* ALTER ... OPTIONS (ADD | SET | DROP name): what to do with a generic option. */
typedef enum DefElemAction { DEFELEM_UNSPEC, DEFELEM_SET, DEFELEM_ADD, DEFELEM_DROP } DefElemAction;

typedef struct DefElem {
    NodeTag type;
    char *defnamespace;
    char *defname;
    Node *arg; /* String, Integer, Float, Boolean, TypeName or List; NULL if omitted */
    DefElemAction defaction; /* generic options in ALTER only */
    int location;
} DefElem;

typedef enum OnConflictAction { ONCONFLICT_NONE, ONCONFLICT_NOTHING, ONCONFLICT_UPDATE } OnConflictAction;

typedef struct OnConflictClause {
    NodeTag type;
    OnConflictAction action;
    List *infer_cols;  /* List of ResTarget: a column (name) or an expression (val) each */
    Node *infer_where; /* ON CONFLICT (cols) WHERE ...: a partial index's predicate, or NULL */
    int infer_location; /* of the "(": PG's position for errors about the columns */
    char *constraint_name;
    List *targetList; /* DO UPDATE SET */
    Node *whereClause;
    int location;
} OnConflictClause;

typedef enum LockClauseStrength { LCS_FORKEYSHARE, LCS_FORSHARE, LCS_FORNOKEYUPDATE, LCS_FORUPDATE } LockClauseStrength;
typedef enum LockWaitPolicy { LockWaitBlock, LockWaitSkip, LockWaitError } LockWaitPolicy;

typedef struct LockingClause {
    NodeTag type;
    List *lockedRels; /* List of RangeVar */
    LockClauseStrength strength;
    LockWaitPolicy waitPolicy;
} LockingClause;

/* ---------------------------------------------------------------- statements */

typedef enum SetOperation { SETOP_NONE = 0, SETOP_UNION, SETOP_INTERSECT, SETOP_EXCEPT } SetOperation;
typedef enum LimitOption { LIMIT_OPTION_COUNT, LIMIT_OPTION_WITH_TIES } LimitOption;

/*
 * SELECT, VALUES, and set operations. A leaf SELECT has op == SETOP_NONE and uses the clause
 * fields; VALUES (...), (...) is a leaf with valuesLists (List of List of expressions). A set
 * operation has op, all, larg and rarg, and may carry sortClause/limit/withClause of its own.
 * SELECT DISTINCT gives distinctClause = list_make1(NULL); DISTINCT ON (a, b) gives (a, b).
 */
typedef struct SelectStmt {
    NodeTag type;
    List *distinctClause;
    List *targetList; /* List of ResTarget */
    List *fromClause; /* List of RangeVar / JoinExpr / RangeSubselect / RangeFunction */
    Node *whereClause;
    List *groupClause; /* expressions and GroupingSets */
    bool groupDistinct;
    Node *havingClause;
    List *windowClause; /* List of WindowDef (named windows) */
    List *valuesLists;
    List *sortClause; /* List of SortBy */
    Node *limitOffset;
    Node *limitCount; /* NULL for LIMIT ALL */
    LimitOption limitOption;
    List *lockingClause;
    WithClause *withClause;
    SetOperation op;
    bool all;
    struct SelectStmt *larg;
    struct SelectStmt *rarg;
} SelectStmt;

/* INSERT INTO relation [(cols)] VALUES ... | SELECT ... | DEFAULT VALUES (selectStmt NULL). */
typedef struct InsertStmt {
    NodeTag type;
    RangeVar *relation;
    List *cols;       /* List of ResTarget (name only), NIL for all columns */
    Node *selectStmt; /* SelectStmt (a VALUES leaf for VALUES lists) */
    OnConflictClause *onConflictClause;
    List *returningList;
    WithClause *withClause;
    char override; /* OVERRIDING SYSTEM VALUE 's', OVERRIDING USER VALUE 'u', else 0 */
} InsertStmt;

/*
 * DEFAULT in a VALUES list or in UPDATE SET col = DEFAULT is represented by a SetToDefault-like
 * marker: an A_Const is not right for it, so the grammar uses this node.
 */
enum { T_SetToDefault = 299 };
typedef struct SetToDefault {
    NodeTag type;
    int location;
} SetToDefault;

typedef struct UpdateStmt {
    NodeTag type;
    RangeVar *relation;
    List *targetList; /* List of ResTarget: name = val */
    Node *whereClause;
    List *fromClause;
    List *returningList;
    WithClause *withClause;
} UpdateStmt;

typedef struct DeleteStmt {
    NodeTag type;
    RangeVar *relation;
    List *usingClause;
    Node *whereClause;
    List *returningList;
    WithClause *withClause;
} DeleteStmt;

/* A column in CREATE TABLE. Constraints written on the column are in constraints. */
typedef struct ColumnDef {
    NodeTag type;
    char *colname;
    TypeName *typeName;
    bool is_not_null;
    Node *raw_default;
    CollateClause *collClause;
    List *constraints; /* List of Constraint */
    List *fdwoptions;  /* OPTIONS (...) of a foreign table's column: List of DefElem */
    int location;
} ColumnDef;

typedef enum ConstrType {
    CONSTR_NULL,
    CONSTR_NOTNULL,
    CONSTR_DEFAULT,
    CONSTR_CHECK,
    CONSTR_PRIMARY,
    CONSTR_UNIQUE,
    CONSTR_FOREIGN,
    CONSTR_IDENTITY,
} ConstrType;

typedef struct Constraint {
    NodeTag type;
    ConstrType contype;
    char *conname;
    Node *raw_expr;  /* CHECK expression, DEFAULT expression */
    List *keys;      /* PRIMARY KEY / UNIQUE columns (table constraint): List of String */
    List *including; /* their INCLUDE (...) columns: List of String */
    RangeVar *pktable; /* REFERENCES */
    List *fk_attrs;
    List *pk_attrs;
    char fk_matchtype;   /* REFERENCES: 'f' FULL, 's' SIMPLE (pg_constraint.confmatchtype) */
    char fk_upd_action;  /* ON UPDATE / ON DELETE: 'a' NO ACTION, 'r' RESTRICT, 'c' CASCADE, */
    char fk_del_action;  /* 'n' SET NULL, 'd' SET DEFAULT */
    char generated_when; /* IDENTITY: 'a' ALWAYS, 'd' BY DEFAULT */
    List *options;       /* IDENTITY: the sequence's options (CreateSeqStmt's DefElems) */
    bool skip_validation; /* CHECK / FOREIGN KEY ... NOT VALID */
    bool is_no_inherit;   /* CHECK ... NO INHERIT */
    int location;
} Constraint;

/* LIKE source [INCLUDING | EXCLUDING option]... among CREATE TABLE's elements (PG's). */
typedef enum TableLikeOption {
    CREATE_TABLE_LIKE_COMMENTS = 1 << 0,
    CREATE_TABLE_LIKE_COMPRESSION = 1 << 1,
    CREATE_TABLE_LIKE_CONSTRAINTS = 1 << 2,
    CREATE_TABLE_LIKE_DEFAULTS = 1 << 3,
    CREATE_TABLE_LIKE_GENERATED = 1 << 4,
    CREATE_TABLE_LIKE_IDENTITY = 1 << 5,
    CREATE_TABLE_LIKE_INDEXES = 1 << 6,
    CREATE_TABLE_LIKE_STATISTICS = 1 << 7,
    CREATE_TABLE_LIKE_STORAGE = 1 << 8,
    CREATE_TABLE_LIKE_ALL = 0x7FFFFFFF,
} TableLikeOption;

typedef struct TableLikeClause {
    NodeTag type;
    RangeVar *relation;
    int options; /* TableLikeOption bits: INCLUDING sets, EXCLUDING clears, in order */
    int location;
} TableLikeClause;

/* CREATE [UNLOGGED|TEMP] TABLE [IF NOT EXISTS] relation (tableElts) */
/* PARTITION BY strategy (col, ...): strategy as written (range, list, hash); params the key
 * columns' names (Strings), locations where each is written. */
typedef struct PartitionSpec {
    NodeTag type;
    char *strategy;
    List *params;
    List *locations; /* of each column name (int) */
    int location;
} PartitionSpec;

/*
 * FOR VALUES IN (...) ('l'), FROM (...) TO (...) ('r'), WITH (MODULUS m, REMAINDER r) ('h'),
 * or DEFAULT (is_default). The datums are raw expressions; MINVALUE and MAXVALUE are
 * ColumnRefs of those names, as in PG's grammar.
 */
typedef struct PartitionBoundSpec {
    NodeTag type;
    char strategy;
    bool is_default;
    int modulus, remainder; /* -1: not given */
    List *listdatums, *lowerdatums, *upperdatums;
    List *hashopts; /* DefElem: modulus / remainder as written (checked by the binder) */
    int location;
} PartitionBoundSpec;

/* ATTACH PARTITION name bound | DETACH PARTITION name (bound NULL). */
typedef struct PartitionCmd {
    NodeTag type;
    RangeVar *name;
    PartitionBoundSpec *bound;
    char *boundtext; /* ATTACH: the bound as relpartbound text (set by the binder) */
    int boundlocation; /* and where its errors point */
} PartitionCmd;

typedef struct CreateStmt {
    NodeTag type;
    RangeVar *relation;  /* relpersistence tells UNLOGGED / TEMP */
    List *tableElts;     /* List of ColumnDef, table Constraint and TableLikeClause */
    List *options;       /* WITH (...): List of DefElem */
    bool if_not_exists;
    PartitionSpec *partspec;       /* PARTITION BY, or NULL */
    RangeVar *partof;              /* PARTITION OF this parent, or NULL */
    PartitionBoundSpec *partbound; /* with partof */
} CreateStmt;

typedef enum ObjectType {
    OBJECT_TABLE,
    OBJECT_INDEX,
    OBJECT_VIEW,
    OBJECT_SEQUENCE,
    OBJECT_SCHEMA,
    OBJECT_FOREIGN_TABLE,
    OBJECT_TYPE,
    OBJECT_FUNCTION,
    OBJECT_COLUMN,
    OBJECT_FDW,
    OBJECT_FOREIGN_SERVER,
    OBJECT_EXTENSION,
    OBJECT_COLLATION,
    OBJECT_DATABASE,
} ObjectType;

typedef enum DropBehavior { DROP_RESTRICT, DROP_CASCADE } DropBehavior;

/* DROP TABLE [IF EXISTS] a, s.b [CASCADE]: objects is a List of (List of String). */
typedef struct DropStmt {
    NodeTag type;
    List *objects;
    ObjectType removeType;
    DropBehavior behavior;
    bool missing_ok;
    bool concurrent;
} DropStmt;

typedef enum VariableSetKind {
    VAR_SET_VALUE,   /* SET var = value (args) */
    VAR_SET_DEFAULT, /* SET var TO DEFAULT */
    VAR_SET_CURRENT, /* SET var FROM CURRENT */
    VAR_SET_MULTI,   /* special forms: SET TRANSACTION ..., SET TIME ZONE (name "timezone") */
    VAR_RESET,       /* RESET var */
    VAR_RESET_ALL,   /* RESET ALL */
} VariableSetKind;

/*
 * SET [SESSION|LOCAL] name {TO|=} value [, ...]; SET TIME ZONE x is name "timezone";
 * SET NAMES x is "client_encoding". args are A_Consts (identifiers come as CONST_STRING).
 */
typedef struct VariableSetStmt {
    NodeTag type;
    VariableSetKind kind;
    char *name;
    List *args;
    bool is_local;
    bool is_system; /* ALTER SYSTEM: basalt.auto.conf, not the session */
} VariableSetStmt;

/* SHOW name | SHOW ALL (name "all"); SHOW TIME ZONE is "timezone". */
typedef struct VariableShowStmt {
    NodeTag type;
    char *name;
} VariableShowStmt;

typedef enum TransactionStmtKind {
    TRANS_STMT_BEGIN,
    TRANS_STMT_START,
    TRANS_STMT_COMMIT,
    TRANS_STMT_ROLLBACK,
    TRANS_STMT_SAVEPOINT,
    TRANS_STMT_RELEASE,
    TRANS_STMT_ROLLBACK_TO,
} TransactionStmtKind;

typedef struct TransactionStmt {
    NodeTag type;
    TransactionStmtKind kind;
    List *options; /* DefElem: transaction_isolation, transaction_read_only */
    char *savepoint_name;
    bool chain;
    int location;
} TransactionStmt;

typedef struct ExplainStmt {
    NodeTag type;
    Node *query;
    List *options; /* DefElem: analyze, verbose, costs, ... */
    struct PlannedStmt *plan; /* set by the planner: the statement explained */
    double planning_ms;       /* and how long planning it took */
} ExplainStmt;

/* One column of CREATE INDEX: a column name (expressions are not supported yet: expr). */
typedef struct IndexElem {
    NodeTag type;
    char *name;
    Node *expr;
    SortByDir ordering;
    SortByNulls nulls_ordering;
    int location;
} IndexElem;

/* CREATE [UNIQUE] INDEX [IF NOT EXISTS] [idxname] ON relation [USING accessMethod] (...) */
typedef struct IndexStmt {
    NodeTag type;
    char *idxname; /* NULL: chosen as PG does (t_a_idx) */
    RangeVar *relation;
    char *accessMethod; /* NULL: btree */
    List *indexParams;  /* List of IndexElem */
    List *indexIncludingParams; /* INCLUDE (...): List of IndexElem, NIL if none */
    List *options;      /* WITH (...): List of DefElem */
    Node *whereClause;  /* WHERE pred of a partial index, raw; NULL if none */
    /* set by the binder: the key expressions (one per IndexElem with an expr, in order) and
     * the predicate, bound over the table alone (range-table index 1) */
    List *boundExprs;
    Node *boundPred;
    Oid indexOid; /* ALTER TABLE RENAME COLUMN: the existing index these are bound for */
    bool unique;
    bool if_not_exists;
    int location;
} IndexStmt;

/* CHECKPOINT */
typedef struct CheckPointStmt {
    NodeTag type;
} CheckPointStmt;

/*
 * COPY table [(cols)] FROM/TO STDIN/STDOUT/'file' [WITH] options, or COPY (query) TO ...
 * The old option syntax (CSV, HEADER, DELIMITER 'x', ...) arrives as the same DefElems as
 * the parenthesized one: format, header, delimiter, null, quote, escape, force_quote (a List of
 * String or an A_Star), force_not_null, force_null, encoding, freeze.
 */
typedef struct CopyStmt {
    NodeTag type;
    RangeVar *relation; /* the table, or NULL for COPY (query) */
    Node *query;        /* the raw query, or NULL */
    List *attlist;      /* column names (String), NIL for all */
    bool is_from;       /* FROM: into the table */
    bool is_program;    /* PROGRAM 'command' (refused) */
    char *filename;     /* NULL for STDIN / STDOUT */
    List *options;      /* DefElem */
    Node *whereClause;  /* COPY FROM ... WHERE */
} CopyStmt;

/* VACUUM / ANALYZE: options as DefElems (verbose, analyze, full, freeze, ...). */
typedef struct VacuumStmt {
    NodeTag type;
    List *options;
    List *rels; /* VacuumRelation, NIL for every table */
    bool is_vacuumcmd; /* VACUUM, else ANALYZE */
} VacuumStmt;

typedef struct VacuumRelation {
    NodeTag type;
    RangeVar *relation;
    List *va_cols; /* column names (String) */
} VacuumRelation;

/* CREATE [UNLOGGED] TABLE [IF NOT EXISTS] t [(cols)] AS query [WITH [NO] DATA] */
typedef struct CreateTableAsStmt {
    NodeTag type;
    Node *query;      /* a SelectStmt */
    RangeVar *relation; /* relpersistence tells UNLOGGED */
    List *colNames;   /* String, or NIL */
    bool if_not_exists;
    bool skipData;    /* WITH NO DATA */
} CreateTableAsStmt;

/*
 * CREATE [OR REPLACE] [TEMP] VIEW v [(cols)] AS query (PG's ViewStmt). query_location is the
 * byte offset of the query's first character in the statement's text: the binder stores the
 * query's text, from there to the end of the statement.
 */
typedef struct ViewStmt {
    NodeTag type;
    RangeVar *view;   /* relpersistence tells TEMP */
    List *aliases;    /* String column names, or NIL */
    Node *query;      /* a SelectStmt */
    bool replace;
    int query_location;
} ViewStmt;

/*
 * CREATE SEQUENCE [IF NOT EXISTS] s [options] and ALTER SEQUENCE [IF EXISTS] s options. Each
 * option is a DefElem as in PG: as (TypeName), increment, start, restart, cache (Integer or
 * Float; restart's arg NULL for RESTART alone), minvalue / maxvalue (NULL for NO MINVALUE /
 * NO MAXVALUE), cycle (Boolean), owned_by (List of String; ("none") for OWNED BY NONE).
 */
typedef struct CreateSeqStmt {
    NodeTag type;
    RangeVar *sequence; /* relpersistence tells UNLOGGED / TEMP */
    List *options;
    bool if_not_exists;
} CreateSeqStmt;

typedef struct AlterSeqStmt {
    NodeTag type;
    RangeVar *sequence;
    List *options;
    bool missing_ok;
} AlterSeqStmt;

/* ALTER TABLE [IF EXISTS] [ONLY] t cmd, ... (PG's AlterTableStmt / AlterTableCmd). */
typedef enum AlterTableType {
    AT_AddColumn,        /* def: ColumnDef; missing_ok: IF NOT EXISTS */
    AT_DropColumn,       /* name; missing_ok: IF EXISTS */
    AT_SetNotNull,       /* name */
    AT_DropNotNull,      /* name */
    AT_AddConstraint,    /* def: Constraint */
    AT_SetLogged,
    AT_SetUnLogged,
    AT_SetRelOptions,    /* def: List of DefElem */
    AT_ResetRelOptions,  /* def: List of DefElem */
    AT_ColumnDefault,    /* name; def: the raw expression of SET DEFAULT, NULL for DROP */
    AT_DropConstraint,   /* name: the constraint's */
    AT_ChangeOwner,      /* name: the new owner (a role name; NULL with def for CURRENT_USER..) */
    AT_AlterColumnType,  /* name; def: ColumnDef with typeName, collClause, raw_default = USING */
    AT_EnableRowSecurity,
    AT_DisableRowSecurity,
    AT_ForceRowSecurity,
    AT_NoForceRowSecurity,
    AT_AttachPartition,  /* def: PartitionCmd */
    AT_DetachPartition,  /* def: PartitionCmd */
    AT_AttachIndexPartition, /* ALTER INDEX parent ATTACH PARTITION child; def: PartitionCmd */
} AlterTableType;

typedef struct AlterTableCmd {
    NodeTag type;
    AlterTableType subtype;
    char *name; /* column name, where the command names one */
    Node *def;
    DropBehavior behavior;
    bool missing_ok;
    int location;
} AlterTableCmd;

typedef struct AlterTableStmt {
    NodeTag type;
    RangeVar *relation;
    List *cmds; /* List of AlterTableCmd */
    bool missing_ok;
} AlterTableStmt;

/* CREATE SCHEMA [IF NOT EXISTS] name [AUTHORIZATION role] | CREATE SCHEMA AUTHORIZATION role */
typedef struct CreateSchemaStmt {
    NodeTag type;
    char *schemaname; /* NULL: the role's name */
    char *authrole;   /* NULL: the current user */
    bool if_not_exists;
    int location;
} CreateSchemaStmt;

/* COMMENT ON kind name IS 'text' | NULL: object is the name as written (List of String; a
 * column's ends with the column), comment NULL to remove it. */
typedef struct CommentStmt {
    NodeTag type;
    ObjectType objtype; /* OBJECT_TABLE, _VIEW, _SEQUENCE, _INDEX, _FOREIGN_TABLE, _COLUMN, _SCHEMA */
    List *object;
    char *comment;
} CommentStmt;

/* ALTER TABLE [IF EXISTS] t RENAME TO n / RENAME [COLUMN] a TO b (PG's RenameStmt). */
typedef struct RenameStmt {
    NodeTag type;
    ObjectType renameType; /* OBJECT_TABLE, or OBJECT_COLUMN */
    RangeVar *relation;
    char *subname; /* the column, for OBJECT_COLUMN */
    char *newname;
    bool missing_ok;
    /* set by the binder for a column: the table's CHECK constraints bound under the old names
     * (planner CheckConstraints), which execution prints again with the new one */
    List *checks;
    List *policies; /* the same for the table's policies (PolicyInfo) */
    List *indexes;  /* the same for indexes with expressions or a predicate (IndexStmt with
                     * indexOid, boundExprs and boundPred) */
    /* a partitioned table's column: one RenameStmt per partition below it, bound the same
     * way, whose column is renamed too (relid: the partition; relation NULL) */
    List *partitions;
    Oid relid;
} RenameStmt;

typedef struct TruncateStmt {
    NodeTag type;
    List *relations; /* List of RangeVar */
    bool restart_seqs;
    DropBehavior behavior;
} TruncateStmt;

/* LOCK [TABLE] relations [IN mode MODE] [NOWAIT]; mode is PG's lock level, 1 (ACCESS SHARE)
 * to 8 (ACCESS EXCLUSIVE, the default). */
/* CREATE COLLATION name (options) | FROM name (PG's DefineStmt, kind OBJECT_COLLATION). */
typedef struct DefineStmt {
    NodeTag type;
    ObjectType kind;
    List *defnames;   /* the new object's (qualified) name: List of String */
    List *definition; /* List of DefElem; FROM x is one DefElem "from" with a List of String */
    bool if_not_exists;
    int location;
} DefineStmt;
/* DECLARE name [options] CURSOR [WITH HOLD] FOR query: options are CURSOR_OPT_* bits. */
#define CURSOR_OPT_BINARY 0x0001
#define CURSOR_OPT_SCROLL 0x0002
#define CURSOR_OPT_NO_SCROLL 0x0004
#define CURSOR_OPT_INSENSITIVE 0x0008
#define CURSOR_OPT_ASENSITIVE 0x0010
#define CURSOR_OPT_HOLD 0x0020
typedef struct DeclareCursorStmt {
    NodeTag type;
    char *portalname;
    int options;
    Node *query; /* a SelectStmt */
} DeclareCursorStmt;

/* FETCH / MOVE: direction and count as PG's FetchStmt; FETCH_ALL is "all the rows". */
typedef enum FetchDirection { FETCH_FORWARD, FETCH_BACKWARD, FETCH_ABSOLUTE, FETCH_RELATIVE } FetchDirection;
#define FETCH_ALL INT64_MAX
typedef struct FetchStmt {
    NodeTag type;
    FetchDirection direction;
    int64 howMany;
    char *portalname;
    bool ismove;
} FetchStmt;

/* CLOSE name | CLOSE ALL (portalname NULL). */
typedef struct ClosePortalStmt {
    NodeTag type;
    char *portalname;
} ClosePortalStmt;

/* PREPARE name [(types)] AS statement. */
typedef struct PrepareStmt {
    NodeTag type;
    char *name;
    List *argtypes; /* TypeName */
    Node *query;
    int query_location; /* where the statement after AS starts, for its own text */
} PrepareStmt;

/* EXECUTE name [(args)]. */
typedef struct ExecuteStmt {
    NodeTag type;
    char *name;
    List *params; /* expressions */
    bool custom;  /* set by EXPLAIN: bound as the stored statement with these values as its
                   * parameters (PG's custom plan), not as EXECUTE */
} ExecuteStmt;

/* DEALLOCATE [PREPARE] name | ALL (name NULL). */
typedef struct DeallocateStmt {
    NodeTag type;
    char *name;
} DeallocateStmt;

typedef struct LockStmt {
    NodeTag type;
    List *relations; /* List of RangeVar */
    int mode;
    bool nowait;
} LockStmt;

/*
 * CREATE ROLE / USER / GROUP name [WITH] option...; options are DefElems with PG's names:
 * password (String, or NULL arg for PASSWORD NULL), superuser, createrole, createdb,
 * canlogin, inherit, isreplication, bypassrls (Boolean), connectionlimit (Integer),
 * validUntil (String), sysid (Integer, ignored).
 */
typedef enum RoleStmtType { ROLESTMT_ROLE, ROLESTMT_USER, ROLESTMT_GROUP } RoleStmtType;

typedef struct CreateRoleStmt {
    NodeTag type;
    RoleStmtType stmt_type;
    char *role;
    List *options;
} CreateRoleStmt;

/* ALTER ROLE name [WITH] option...; or ALTER ROLE name RENAME TO newname (options NIL); or
 * ALTER GROUP name ADD | DROP USER role, ... (options: "rolemembers", a List of String). */
typedef struct AlterRoleStmt {
    NodeTag type;
    char *role;
    int location; /* of the role name */
    List *options;
    char *newname; /* RENAME TO */
    int action;    /* ALTER GROUP ... ADD USER: +1, DROP USER: -1, else 0 */
} AlterRoleStmt;

/* DROP ROLE [IF EXISTS] name, ...: roles is a List of String. */
typedef struct DropRoleStmt {
    NodeTag type;
    List *roles;
    bool missing_ok;
} DropRoleStmt;

/* REASSIGN OWNED BY role, ... TO role and DROP OWNED BY role, ... [CASCADE | RESTRICT]: roles
 * is a List of String role specs as grantees are spelled ("$current_user", "$session_user"). */
typedef struct ReassignOwnedStmt {
    NodeTag type;
    List *roles;
    char *newrole;
} ReassignOwnedStmt;

typedef struct DropOwnedStmt {
    NodeTag type;
    List *roles;
    DropBehavior behavior;
} DropOwnedStmt;

/* ---------------------------------------------------------------- foreign data (PG's nodes) */

/*
 * Generic options: OPTIONS (name 'value', ...) is a List of DefElem with a String arg; in ALTER
 * each DefElem's defaction says ADD (the default), SET or DROP (arg NULL). In CREATE/ALTER
 * FOREIGN DATA WRAPPER, func_options are DefElems "handler" / "validator" whose arg is the
 * function's name (a List of String) or NULL for NO HANDLER / NO VALIDATOR.
 */
typedef struct CreateFdwStmt {
    NodeTag type;
    char *fdwname;
    List *func_options;
    List *options;
} CreateFdwStmt;

typedef struct AlterFdwStmt {
    NodeTag type;
    char *fdwname;
    List *func_options;
    List *options;
} AlterFdwStmt;

typedef struct CreateForeignServerStmt {
    NodeTag type;
    char *servername;
    char *servertype; /* or NULL */
    char *version;    /* or NULL */
    char *fdwname;
    bool if_not_exists;
    List *options;
} CreateForeignServerStmt;

typedef struct AlterForeignServerStmt {
    NodeTag type;
    char *servername;
    char *version; /* or NULL (VERSION NULL sets it NULL) */
    List *options;
    bool has_version;
} AlterForeignServerStmt;

/* The user of a user mapping: a role name, CURRENT_USER / USER / SESSION_USER, or PUBLIC. */
typedef enum RoleSpecType { ROLESPEC_CSTRING, ROLESPEC_CURRENT_USER, ROLESPEC_SESSION_USER,
                            ROLESPEC_PUBLIC } RoleSpecType;

/* GRANT / REVOKE privileges ON objects TO / FROM grantees (PG's GrantStmt). */
typedef struct AccessPriv {
    NodeTag type;
    char *priv_name; /* lower case; NULL: ALL (columns) (ALL alone is privileges = NIL) */
    List *cols;      /* column list, or NIL */
} AccessPriv;

/* A function named with its argument types, as GRANT ... ON FUNCTION names it (PG's
 * ObjectWithArgs). */
typedef struct ObjectWithArgs {
    NodeTag type;
    List *objname; /* String: the name, maybe qualified */
    List *objargs; /* TypeName of the arguments (parentheses are required) */
    int location;
    Oid funcid; /* the function, filled in by the binder */
} ObjectWithArgs;

/* ALTER SCHEMA | SERVER | FOREIGN DATA WRAPPER name OWNER TO role (relations' is ALTER TABLE's
 * AT_ChangeOwner); newowner as GrantStmt's grantees spell it. */
typedef struct AlterOwnerStmt {
    NodeTag type;
    ObjectType objtype; /* OBJECT_SCHEMA, OBJECT_FOREIGN_SERVER, OBJECT_FDW or OBJECT_DATABASE */
    char *name;
    char *newowner;
} AlterOwnerStmt;

typedef struct GrantStmt {
    NodeTag type;
    bool is_grant;
    ObjectType objtype; /* OBJECT_TABLE (any relation), OBJECT_SEQUENCE, OBJECT_SCHEMA,
                         * OBJECT_FOREIGN_SERVER, OBJECT_FDW, OBJECT_FUNCTION or
                         * OBJECT_DATABASE */
    bool all_in_schema; /* ON ALL TABLES / SEQUENCES / FUNCTIONS IN SCHEMA: objects are schema
                         * names */
    List *objects;      /* RangeVar of relations; ObjectWithArgs of functions; String of
                         * schemas, servers, wrappers, databases */
    List *privileges;   /* AccessPriv; NIL: ALL [PRIVILEGES] */
    List *grantees;     /* String: a role, "public" (PUBLIC), "$current_user", "$session_user" */
    bool grant_option;  /* WITH GRANT OPTION / REVOKE GRANT OPTION FOR */
    DropBehavior behavior;
} GrantStmt;

/* ALTER DEFAULT PRIVILEGES [FOR ROLE r, ...] [IN SCHEMA s, ...] GRANT | REVOKE ... ON TABLES |
 * SEQUENCES ... (PG's AlterDefaultPrivilegesStmt, its options split in two lists). */
typedef struct AlterDefaultPrivilegesStmt {
    NodeTag type;
    List *roles;       /* String, spelled as GrantStmt's grantees; NIL: the current user */
    List *schemas;     /* String; NIL: every schema */
    int dup_location;  /* >= 0: where an option is given twice (an error, as in PG) */
    GrantStmt *action; /* objtype OBJECT_TABLE, _SEQUENCE, _FUNCTION, _TYPE or _SCHEMA;
                        * objects NIL */
} AlterDefaultPrivilegesStmt;

/* GRANT role, ... TO role, ... [WITH ADMIN OPTION] [GRANTED BY role]; REVOKE [ADMIN OPTION
 * FOR] role, ... FROM role, ... [GRANTED BY role] [CASCADE | RESTRICT] (PG's GrantRoleStmt). */
typedef struct GrantRoleStmt {
    NodeTag type;
    List *granted_roles; /* AccessPriv: the role's name in priv_name (a column list is refused) */
    List *grantee_roles; /* String, spelled as GrantStmt's grantees */
    bool is_grant;
    bool admin_opt;      /* WITH ADMIN OPTION / REVOKE ADMIN OPTION FOR */
    char *grantor;       /* GRANTED BY, spelled as a grantee; NULL: the current user */
    DropBehavior behavior;
} GrantRoleStmt;

typedef struct CreateUserMappingStmt {
    NodeTag type;
    RoleSpecType usertype;
    char *username; /* ROLESPEC_CSTRING */
    char *servername;
    bool if_not_exists;
    List *options;
} CreateUserMappingStmt;

typedef struct AlterUserMappingStmt {
    NodeTag type;
    RoleSpecType usertype;
    char *username;
    char *servername;
    List *options;
} AlterUserMappingStmt;

typedef struct DropUserMappingStmt {
    NodeTag type;
    RoleSpecType usertype;
    char *username;
    char *servername;
    bool missing_ok;
} DropUserMappingStmt;

/* CREATE FOREIGN TABLE: the table part as CREATE TABLE's (column OPTIONS in ColumnDef); the
 * binder adds info, the table part bound as for CREATE TABLE. */
typedef struct CreateForeignTableStmt {
    NodeTag type;
    CreateStmt *base;
    char *servername;
    List *options;
    struct CreateTableInfo *info;
} CreateForeignTableStmt;

/* ALTER FOREIGN TABLE [IF EXISTS] t OPTIONS (...) | ALTER [COLUMN] c OPTIONS (...) [, ...]:
 * cmds is a List of DefElem whose defname is the column (NULL for the table) and whose arg is
 * the List of options. */
typedef struct AlterForeignTableStmt {
    NodeTag type;
    RangeVar *relation;
    bool missing_ok;
    List *cmds;
} AlterForeignTableStmt;

typedef struct CreateExtensionStmt {
    NodeTag type;
    char *extname;
    bool if_not_exists;
    List *options;
} CreateExtensionStmt;

/* IMPORT FOREIGN SCHEMA remote [LIMIT TO | EXCEPT (t, ...)] FROM SERVER s INTO local
 * [OPTIONS (...)]: the wrapper's ImportForeignSchema callback gets it as written. */
typedef enum ImportForeignSchemaType {
    FDW_IMPORT_SCHEMA_ALL,
    FDW_IMPORT_SCHEMA_LIMIT_TO,
    FDW_IMPORT_SCHEMA_EXCEPT
} ImportForeignSchemaType;

typedef struct ImportForeignSchemaStmt {
    NodeTag type;
    char *server_name;
    char *remote_schema;
    char *local_schema;
    ImportForeignSchemaType list_type;
    List *table_list; /* RangeVar: only relname counts */
    List *options;    /* DefElem, String args */
} ImportForeignSchemaStmt;

/* CREATE POLICY name ON table [AS PERMISSIVE | RESTRICTIVE] [FOR cmd] [TO roles]
 * [USING (qual)] [WITH CHECK (with_check)] (PG's CreatePolicyStmt). */
typedef struct CreatePolicyStmt {
    NodeTag type;
    char *policy_name;
    RangeVar *table;
    char *cmd_name; /* "all", "select", "insert", "update", "delete" */
    bool permissive;
    List *roles;    /* String, as GrantStmt's grantees; "public" when no TO */
    Node *qual;     /* raw USING expression, or NULL */
    Node *with_check;
    int qual_span[2], check_span[2]; /* byte offsets of their text in the query, [start, end) */
} CreatePolicyStmt;

/* ALTER POLICY name ON table: RENAME TO newname, or any of TO roles / USING / WITH CHECK
 * (NIL / NULL: kept). */
typedef struct AlterPolicyStmt {
    NodeTag type;
    char *policy_name;
    RangeVar *table;
    char *newname;
    List *roles;
    Node *qual;
    Node *with_check;
    int qual_span[2], check_span[2];
} AlterPolicyStmt;

/* DROP POLICY [IF EXISTS] name ON table [CASCADE | RESTRICT] */
typedef struct DropPolicyStmt {
    NodeTag type;
    char *policy_name;
    RangeVar *table;
    bool missing_ok;
    DropBehavior behavior;
} DropPolicyStmt;

#endif /* BASALT_PARSENODES_H */
