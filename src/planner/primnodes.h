/*
 * primnodes.h: bound expressions, what the binder produces and the executor evaluates.
 *
 * Unlike the raw tree, every expression here has a known result type: names are resolved to
 * range-table columns (Var), literals are typed constants (Const), operators and functions are
 * pg_proc entries of the built-in catalog (executor/builtins.h), and every implicit cast the
 * binder inserted is explicit in the tree (FuncExpr with funcformat COERCE_IMPLICIT_CAST,
 * RelabelType, CoerceViaIO). Field names follow PostgreSQL's primnodes.h. Shared raw/bound
 * nodes (BoolExpr, CaseExpr, NullTest, ...) are in parser/parsenodes.h.
 *
 * exprType(), exprTypmod(), exprCollation() and exprLocation() (planner/nodefuncs.h) answer
 * for any bound expression node.
 */
#ifndef BASALT_PRIMNODES_H
#define BASALT_PRIMNODES_H

#include "common/list.h"
#include "common/nodes.h"
#include "parser/parsenodes.h"
#include "storage/sysattr.h"

enum {
    T_Var = 300,
    T_Const,
    T_Param,
    T_FuncExpr,
    T_OpExpr,
    T_DistinctExpr,
    /* NullIfExpr uses the parser's T_NullIfExpr tag (parsenodes.h): one tag cannot be declared
     * twice, and the raw tree never builds a NullIfExpr node (it uses AEXPR_NULLIF). */
    T_ScalarArrayOpExpr,
    T_Aggref,
    T_GroupingFunc,
    T_WindowFunc,
    T_RelabelType,
    T_CoerceViaIO,
    T_CaseTestExpr,
    T_SubPlanRef, /* reserved for the planner's subplans */
    T_TargetEntry,
    T_RangeTblEntry,
    T_RangeTblRef,
    T_FromExpr,
    T_SortGroupClause,
    T_Query,
    T_CreateTableInfo,
    T_DropTableInfo,
    T_CopyInfo,
    T_SetOperationStmt, /* added by the binder: Query.setOperations */
    T_WindowClause,     /* added by the binder: Query.windowClause */
    T_RowMarkClause,    /* added by the binder: Query.rowMarks */
    T_AlterTableInfo,
    T_TableSampleClause,
    T_CreateTableAsInfo,
    T_ArrayExpr,        /* added for arrays: ARRAY[...] */
    T_SubscriptingRef,  /* added for arrays: a[i], a[i:j] */
    T_ArrayCoerceExpr,  /* added for arrays: int[] -> numeric[] and friends */
    T_DeclareCursorInfo, /* added for cursors */
    T_PrepareInfo,
    T_ExecuteInfo,
    T_ViewInfo,         /* added for views: CREATE [OR REPLACE] VIEW, bound */
    T_CteDef,           /* added for WITH RECURSIVE: Query.cteList */
    T_SequenceInfo,     /* added for sequences: CREATE / ALTER SEQUENCE, bound */
    T_CheckConstraint,  /* added for CHECK constraints */
    T_OnConflictExpr,   /* added for INSERT ... ON CONFLICT: Query.onConflict */
    T_PolicyInfo,       /* added for row-level security: CREATE / ALTER POLICY, bound */
    T_FieldSelect,      /* added for records: (expr).field */
};

typedef Node Expr;

/*
 * A column of a range-table entry. varno 0 and special values are the planner's business.
 * The binder never makes a Var of an RTE_JOIN entry: a join column is replaced by its
 * joinaliasvars expression (see RangeTblEntry), as PG's planner does first anyway.
 */
typedef struct Var {
    NodeTag type;
    int varno;       /* 1-based index into the Query's rtable */
    int16 varattno;  /* 1-based column number; 0 = whole row */
    Oid vartype;
    int32 vartypmod;
    Oid varcollid;
    int varlevelsup; /* 0 for this query level, 1 for the enclosing one, ... */
    int location;
} Var;

typedef struct Const {
    NodeTag type;
    Oid consttype;
    int32 consttypmod;
    Oid constcollid;
    int16 constlen;  /* typlen */
    bool constbyval;
    bool constisnull;
    Datum constvalue;
    int location;
} Const;

/*
 * PARAM_SUBLINK (added by the binder): inside a bound SubLink's testexpr, the sub-select's
 * output column paramid (1-based resno), as in PG: x IN (SELECT y ...) has testexpr
 * "x = Param(PARAM_SUBLINK, 1)".
 */
typedef enum ParamKind { PARAM_EXTERN, PARAM_EXEC, PARAM_SUBLINK } ParamKind;

/* $n (PARAM_EXTERN, paramid n, 1-based). */
typedef struct Param {
    NodeTag type;
    ParamKind paramkind;
    int paramid;
    Oid paramtype;
    int32 paramtypmod;
    Oid paramcollid;
    int location;
} Param;

typedef enum CoercionForm {
    COERCE_EXPLICIT_CALL, /* f(x) */
    COERCE_EXPLICIT_CAST, /* CAST(x AS t) or x::t */
    COERCE_IMPLICIT_CAST, /* inserted by the binder */
    COERCE_SQL_SYNTAX,    /* EXTRACT(...), SUBSTRING(... FROM ...) */
} CoercionForm;

typedef struct FuncExpr {
    NodeTag type;
    Oid funcid;         /* ProcInfo oid */
    Oid funcresulttype;
    int32 funcresulttypmod; /* for length-coercion calls, else -1 */
    bool funcretset;
    bool funcvariadic;
    CoercionForm funcformat;
    Oid funccollid;
    Oid inputcollid;
    List *args;
    int location;
} FuncExpr;

/* a op b, op b. DistinctExpr and NullIfExpr share this layout (opno is the "=" operator). */
typedef struct OpExpr {
    NodeTag type;
    Oid opno;      /* OperInfo oid */
    Oid opfuncid;  /* its ProcInfo oid */
    Oid opresulttype;
    bool opretset;
    Oid opcollid;
    Oid inputcollid;
    List *args;    /* one or two */
    int location;
} OpExpr;
typedef OpExpr DistinctExpr;
typedef OpExpr NullIfExpr;

/* scalar op ANY/ALL (array): args are the scalar and the array. */
typedef struct ScalarArrayOpExpr {
    NodeTag type;
    Oid opno;
    Oid opfuncid;
    bool useOr; /* true for ANY, false for ALL */
    Oid inputcollid;
    List *args;
    int location;
} ScalarArrayOpExpr;

/*
 * ARRAY[a, b, ...] (added for arrays). Without multidims the elements are scalars of
 * element_typeid; with it every element is itself an array of array_typeid (ARRAY[[1,2],[3,4]]
 * or ARRAY[ARRAY[1,2], ...]) and the result has one more dimension, as PG's ArrayExpr.
 */
typedef struct ArrayExpr {
    NodeTag type;
    Oid array_typeid;
    Oid array_collid;
    Oid element_typeid;
    List *elements;
    bool multidims;
    int location;
} ArrayExpr;

/*
 * Array subscripting (added for arrays): refexpr[upper] or, for a slice, refexpr[lower:upper]
 * per dimension (reflowerindexpr non-NIL; an omitted bound is a NULL list item). Subscripts are
 * int4. A fetch yields refrestype: the element type, or the array type for a slice.
 */
typedef struct SubscriptingRef {
    NodeTag type;
    Oid refcontainertype;
    Oid refelemtype;
    Oid refrestype;
    int32 reftypmod;
    Oid refcollid;
    List *refupperindexpr;
    List *reflowerindexpr;
    Expr *refexpr;
    Expr *refassgnexpr; /* NULL: a fetch */
} SubscriptingRef;

/*
 * An array cast element by element (added for arrays): elemexpr computes one result element
 * from a CaseTestExpr that stands for the source element (PG's ArrayCoerceExpr).
 */
typedef struct ArrayCoerceExpr {
    NodeTag type;
    Expr *arg;
    Expr *elemexpr;
    Oid resulttype;
    int32 resulttypmod;
    Oid resultcollid;
    CoercionForm coerceformat;
    int location;
} ArrayCoerceExpr;

/*
 * An aggregate call. args are the (bound, already coerced to the aggregate's declared input
 * types) argument expressions; aggstar for count(*). aggno is assigned by the planner.
 */
typedef struct Aggref {
    NodeTag type;
    Oid aggfnoid;   /* ProcInfo oid (prokind 'a') */
    Oid aggtype;    /* result type */
    Oid aggcollid;
    Oid inputcollid;
    Oid aggtranstype;
    List *aggargtypes; /* OidList of the declared input types */
    List *args;        /* List of Expr */
    List *aggorder;    /* List of SortGroupClause over aggorderexprs, for ordered aggregates;
                        * tleSortGroupRef is the 1-based position in aggorderexprs */
    List *aggorderexprs;
    bool aggdistinct;
    Expr *aggfilter;
    bool aggstar;
    char aggkind;   /* 'n' normal, 'o' ordered-set */
    int agglevelsup;
    int aggno;
    int location;
} Aggref;

/* GROUPING(a, b): refs are ressortgrouprefs of the arguments. */
typedef struct GroupingFunc {
    NodeTag type;
    List *args;
    List *refs; /* IntList */
    int agglevelsup;
    int location;
} GroupingFunc;

typedef struct WindowFunc {
    NodeTag type;
    Oid winfnoid;
    Oid wintype;
    Oid wincollid;
    Oid inputcollid;
    List *args;
    Expr *aggfilter;
    int winref; /* index into the Query's windowClause */
    bool winstar;
    bool winagg;
    int location;
} WindowFunc;

/* A binary-compatible cast (text -> varchar, varchar -> text, ...): nothing to compute.
 * With collate_clause it is `arg COLLATE name` (PG's CollateExpr): resultcollid is the named
 * collation, explicitly derived. */
typedef struct RelabelType {
    NodeTag type;
    Expr *arg;
    Oid resulttype;
    int32 resulttypmod;
    Oid resultcollid;
    CoercionForm relabelformat;
    bool collate_clause;
    int location;
} RelabelType;

/* (arg).field of a record value (executor/types/record.h): field fieldnum (1-based) of arg's
 * value, NULL when arg is NULL. The binder knows the fields' names and types (bind_record.c). */
typedef struct FieldSelect {
    NodeTag type;
    Expr *arg;
    int16 fieldnum;
    char *fieldname; /* for EXPLAIN's and pg_get_expr's text only */
    Oid resulttype;
    int32 resulttypmod;
    Oid resultcollid;
} FieldSelect;

/* A cast through the types' text forms: output function then input function. */
typedef struct CoerceViaIO {
    NodeTag type;
    Expr *arg;
    Oid resulttype;
    int32 resulttypmod;
    Oid resultcollid;
    CoercionForm coerceformat;
    int location;
} CoerceViaIO;

/* Inside a simple CASE x WHEN v ...: stands for x, evaluated once. */
typedef struct CaseTestExpr {
    NodeTag type;
    Oid typeId;
    int32 typeMod;
    Oid collation;
} CaseTestExpr;

/*
 * An item of a target list. resno is its 1-based position; resname the column name the client
 * sees (the binder computes it as PG does: alias, column name, function name, "?column?").
 * resjunk entries (ORDER BY expressions not in the SELECT list) are not returned.
 * ressortgroupref links it to SortGroupClauses (0 if none). resorigtbl/resorigcol: the table
 * column it is a plain reference to (for RowDescription), else 0.
 */
typedef struct TargetEntry {
    NodeTag type;
    Expr *expr;
    int16 resno;
    char *resname;
    int ressortgroupref;
    Oid resorigtbl;
    int16 resorigcol;
    bool resjunk;
} TargetEntry;

typedef enum RTEKind {
    RTE_RELATION,
    RTE_SUBQUERY,
    RTE_JOIN,
    RTE_FUNCTION,
    RTE_VALUES,
    RTE_CTE,
    RTE_RESULT, /* SELECT without FROM */
} RTEKind;

/*
 * A range-table entry: one table, subquery, join or VALUES list of a FROM clause (or the target
 * of INSERT/UPDATE/DELETE). eref holds the name the query refers to it by and the names of all
 * its columns; coltypes/coltypmods/colcollations their types (for non-relations).
 */
typedef struct RangeTblEntry {
    NodeTag type;
    RTEKind rtekind;
    /* RTE_RELATION */
    Oid relid;
    char relkind;
    struct TableSampleClause *tablesample; /* TABLESAMPLE, or NULL */
    /* RTE_SUBQUERY */
    struct Query *subquery;
    /* RTE_JOIN (CROSS JOIN is bound as JOIN_INNER without quals) */
    JoinType jointype;
    List *joinaliasvars; /* List of Var (or coalesce exprs for USING in FULL joins) */
    int joinmergedcols;
    /* RTE_VALUES */
    List *values_lists; /* List of List of Expr */
    /* RTE_FUNCTION */
    List *functions;
    bool funcordinality;
    /* per function: 0 when its result is one column, else the number of fields of its record
     * result (bind_record.c), each a column (FROM information_schema._pg_expandarray(a)) */
    List *funcfields;
    /* RTE_CTE: a recursive WITH query (Query.cteList of the level ctelevelsup up); a
     * self_reference is its own working table, inside its recursive term */
    char *ctename;
    int ctelevelsup;
    bool self_reference;
    /* all */
    List *coltypes;      /* OidList (the binder fills these for RTE_RELATION too) */
    List *coltypmods;    /* IntList */
    List *colcollations; /* OidList */
    Alias *alias;        /* as written, may be NULL */
    Alias *eref;         /* the effective name and column names */
    bool lateral;
    bool inFromCl;
    /* RTE_RELATION, and a view's RTE_SUBQUERY: the privileges the statement needs on relid
     * (ACL_* bits; 0: none, as EXCLUDED's), held by checkAsUser (InvalidOid: the current user;
     * a view's owner for the tables its query reads) */
    uint32 requiredPerms;
    Oid checkAsUser;
    /* the columns (attnums, integer Lists; a system column's is negative) the statement reads,
     * inserts and updates: without the table's privilege, the columns' ones suffice */
    List *selectedCols, *insertedCols, *updatedCols;
    /* RTE_RELATION: the row-level security conditions on its rows (boolean expressions over
     * this entry), evaluated before the query's own (bind_rowsecurity.c) */
    List *securityQuals;
    /* a system view's RTE_SUBQUERY: the oid of PG's catalog it stands for, its tableoid
     * (psql joins pg_description on pg_language.tableoid); else 0 */
    Oid sysviewClassOid;
} RangeTblEntry;
#define TABLE_OID_ATTNUM SYSATTR_TABLEOID /* PG's TableOidAttributeNumber */

/* One privilege check of a statement (PG's RTEPermissionInfo), made by the executor before it
 * runs any of it: check_as (InvalidOid: the current user) must hold perms on relid, or on the
 * columns named (executor/acl_column.c). */
typedef struct RelPermission {
    Oid relid;
    uint32 perms;
    Oid check_as;
    List *selected_cols, *inserted_cols, *updated_cols; /* the RTEs' columns, merged */
} RelPermission;

/* TABLESAMPLE of a table: the method and its arguments, bound (real; REPEATABLE's double). */
typedef enum TableSampleMethod { TSM_SYSTEM = 1, TSM_BERNOULLI } TableSampleMethod;
typedef struct TableSampleClause {
    NodeTag type;
    TableSampleMethod method;
    List *args;       /* one Expr: the percentage */
    Node *repeatable; /* the seed, or NULL: a new random sample per scan */
} TableSampleClause;

typedef struct RangeTblRef {
    NodeTag type;
    int rtindex;
} RangeTblRef;

/* A FROM list (RangeTblRef / JoinExpr items, implicitly cross-joined) and its WHERE. */
typedef struct FromExpr {
    NodeTag type;
    List *fromlist;
    Node *quals;
} FromExpr;

/*
 * One ORDER BY / GROUP BY / DISTINCT item: the target entry it refers to (by
 * ressortgroupref) and the operators to use.
 */
typedef struct SortGroupClause {
    NodeTag type;
    int tleSortGroupRef;
    Oid eqop;     /* "=" operator */
    Oid sortop;   /* "<" (ASC) or ">" (DESC) operator, 0 if not sortable */
    bool nulls_first;
    bool hashable;
} SortGroupClause;

typedef enum CmdType { CMD_UNKNOWN, CMD_SELECT, CMD_UPDATE, CMD_INSERT, CMD_DELETE, CMD_UTILITY } CmdType;

/*
 * A bound statement. For SELECT the result columns are the non-junk targetList entries. For
 * INSERT targetList has one entry per target column in table order (resno = attnum) with the
 * values coerced to the column types; the source is the single RTE_VALUES or RTE_SUBQUERY of
 * jointree. For UPDATE targetList holds only the assigned columns (resno = attnum). For
 * utility statements utilityStmt is a bound utility node (CreateTableInfo, ...) or the raw
 * statement itself when nothing needs binding (VariableSetStmt, VariableShowStmt,
 * TransactionStmt).
 *
 * As the binder builds them: a SELECT without FROM has an empty rtable and fromlist (no
 * RTE_RESULT). INSERT's rtable is [target, source]; the source RTE_VALUES rows are already
 * coerced to the target column types, and columns the statement does not list get NULL Consts
 * (DEFAULT too, until the catalog has defaults). UPDATE/DELETE's target is also the first item
 * of jointree->fromlist (PG's setTargetTable). Unknown-typed output columns are text.
 */
typedef struct Query {
    NodeTag type;
    CmdType commandType;
    Node *utilityStmt;
    int resultRelation; /* rtable index of the INSERT/UPDATE/DELETE target, else 0 */
    bool hasAggs;
    bool hasWindowFuncs;
    bool hasSubLinks;
    bool hasDistinctOn;
    bool hasTargetSRFs; /* set-returning calls in the target list (ProjectSet) */
    List *cteList;
    List *rtable;       /* List of RangeTblEntry */
    FromExpr *jointree;
    List *targetList;   /* List of TargetEntry */
    List *returningList;
    List *groupClause;  /* List of SortGroupClause */
    List *groupingSets;
    Node *havingQual;
    List *windowClause;
    List *distinctClause; /* List of SortGroupClause */
    List *sortClause;     /* List of SortGroupClause */
    Node *limitOffset;
    Node *limitCount;
    LimitOption limitOption;
    Node *setOperations;
    List *rowMarks; /* List of RowMarkClause: SELECT ... FOR UPDATE/SHARE */
    /* INSERT / UPDATE: the target table's CHECK constraints (CheckConstraint), by name */
    List *checkConstraints;
    /* INSERT / UPDATE: the row-level security checks of the new row (CheckConstraint: conname
     * the restrictive policy's name, NULL for the permissive ones together); unlike CHECK, a
     * NULL result fails (bind_rowsecurity.c) */
    List *withCheckOptions;
    /* top level: some table of the statement has row-level security enabled, so the plan is
     * the current user's (planner_plan_is_stale) */
    bool hasRowSecurity;
    struct OnConflictExpr *onConflict; /* INSERT ... ON CONFLICT, else NULL */
    List *permissions; /* RelPermission of every relation and view the statement names, at
                        * any level (top-level Query only) */
    List *func_permissions; /* Oid of every function it calls (top-level Query only) */
    /* the primary keys (their index oids, which double as the constraints' oids) whose
     * columns this query's GROUP BY lets it select ungrouped (PG's constraintDeps): a view
     * over it depends on them */
    List *constraintDeps;
    int stmt_location;
    int stmt_len;
} Query;

/*
 * INSERT ... ON CONFLICT, bound (PG's OnConflictExpr). The conflict target is either
 * arbiterElems, the target table's column numbers (the planner finds the unique indexes on
 * exactly those columns), or constraint, the unique index ON CONSTRAINT names; neither with DO
 * NOTHING alone (every unique index arbitrates). DO UPDATE: onConflictSet has one TargetEntry
 * per assigned column (resno = attno), and onConflictSet / onConflictWhere read the existing
 * row as Vars of the target (Query.resultRelation) and the row proposed for insertion as Vars
 * of exclRelIndex, the EXCLUDED range-table entry (the target table again, named "excluded").
 */
typedef struct OnConflictExpr {
    NodeTag type;
    OnConflictAction action; /* ONCONFLICT_NOTHING or ONCONFLICT_UPDATE */
    List *arbiterElems;      /* IntList of attnos (0: the next of arbiterExprs) */
    List *arbiterExprs;      /* the elements that are expressions (for expression indexes) */
    Node *arbiterWhere;      /* the target's WHERE (partial unique indexes), NULL if none */
    Oid constraint;          /* an index oid, or InvalidOid */
    List *onConflictSet;
    Node *onConflictWhere; /* NULL if none */
    int exclRelIndex;      /* 0 for DO NOTHING */
    /* DO UPDATE under row-level security (bind_rowsecurity.c), as Query.withCheckOptions: the
     * existing row's checks (the UPDATE policies' USING) and the updated row's */
    List *rlsExistingChecks;
    List *rlsUpdateChecks;
} OnConflictExpr;

/*
 * A table whose rows SELECT ... FOR UPDATE / NO KEY UPDATE / SHARE / KEY SHARE locks (PG's
 * RowMarkClause): one per locked RTE_RELATION, the strongest strength and wait policy of the
 * clauses that name it. A locked sub-select in FROM gets the marks of its own tables instead.
 */
/*
 * A recursive WITH query (WITH RECURSIVE t AS (non-recursive UNION [ALL] recursive)), kept in
 * Query.cteList of the level that has the WITH. Non-recursive WITH queries are inlined by the
 * binder and never appear here. nonrecursive fixes the column types; recursive's columns are
 * coerced to them and reads the working table through an RTE_CTE with self_reference.
 * groupClauses (UNION without ALL): one SortGroupClause per column for duplicate removal.
 */
typedef struct CteDef {
    NodeTag type;
    char *ctename;
    Query *nonrecursive;
    Query *recursive;
    bool unionall;
    List *colnames;      /* String list */
    List *coltypes;      /* OidList */
    List *coltypmods;    /* IntList */
    List *colcollations; /* OidList */
    List *groupClauses;
    int refcount; /* references outside its own recursive term */
    bool correlated; /* set by the planner: it reads values of an outer query */
} CteDef;

typedef struct RowMarkClause {
    NodeTag type;
    int rti;                     /* rtable index of the table */
    LockClauseStrength strength;
    LockWaitPolicy waitPolicy;
} RowMarkClause;

/*
 * A UNION / INTERSECT / EXCEPT tree (Query.setOperations). Leaves are RangeTblRefs to the
 * RTE_SUBQUERY entries of the Query's rtable, one per leaf SELECT; inner nodes are
 * SetOperationStmts. colTypes/colTypmods/colCollations describe this node's result columns.
 * Every leaf's (non-junk) target list is already coerced to the topmost column types, so all
 * leaves produce rows of the same types. groupClauses: one SortGroupClause per column (eqop,
 * sortop, hashable) for the duplicate elimination of UNION/INTERSECT/EXCEPT (all of them, ALL
 * or not, as PG; tleSortGroupRef is the 1-based column number). The Query's targetList is
 * Vars over the leftmost leaf RTE (names from the leftmost SELECT); its sortClause/limit apply
 * to the whole result; its jointree is empty.
 */
typedef struct SetOperationStmt {
    NodeTag type;
    SetOperation op;
    bool all;
    Node *larg;
    Node *rarg;
    List *colTypes;      /* OidList */
    List *colTypmods;    /* IntList */
    List *colCollations; /* OidList */
    List *groupClauses;  /* List of SortGroupClause */
} SetOperationStmt;

/*
 * One window of Query.windowClause (PG's WindowClause); WindowFunc.winref = winref, the 1-based
 * position in the list. partitionClause/orderClause are SortGroupClauses over (possibly resjunk)
 * target entries, like GROUP BY / ORDER BY. frameOptions are the FRAMEOPTION_* bits of
 * parsenodes.h; startOffset/endOffset the bound offset expressions (int8 for ROWS/GROUPS).
 */
typedef struct WindowClause {
    NodeTag type;
    char *name;    /* WINDOW w AS (...), else NULL */
    char *refname; /* the window it copies partitioning/ordering from, else NULL */
    List *partitionClause;
    List *orderClause;
    int frameOptions;
    Node *startOffset;
    Node *endOffset;
    int winref;
    bool copiedOrder;
} WindowClause;

/*
 * A CHECK constraint, bound: for CREATE / ALTER TABLE the one to add, for INSERT, UPDATE and
 * COPY FROM one to check. expr is boolean and reads the table's row as Vars of range-table
 * index 1 (its own, whatever the statement's range table is).
 */
typedef struct CheckConstraint {
    NodeTag type;
    char *conname;        /* NULL: not named, execution chooses PG's name (t_a_check) */
    Oid conoid;           /* a stored one: its pg_constraint row */
    Node *expr;
    Node *planned;        /* COPY FROM, ALTER TABLE: expr reading the row (SCAN_VAR), folded */
    List *conkey;         /* IntList: the columns expr reads, in order of first use */
    bool skip_validation; /* ALTER TABLE ... NOT VALID: existing rows are not checked */
    bool noinherit;       /* NO INHERIT */
    int location;
} CheckConstraint;

/* CREATE TABLE, bound: the column types are resolved into desc (names, types, shapes). */
typedef struct CreateTableInfo {
    NodeTag type;
    char *relname;
    Oid nspoid;
    char relpersistence;
    bool if_not_exists;
    struct TupleDescData *desc;
    List *defaults; /* per column, its bound DEFAULT expression or NULL (atthasdef set) */
    int location; /* of the table name, for errors */
    List *constraints; /* PRIMARY KEY / UNIQUE Constraints, keys filled in (column names) */
    List *serials;     /* SerialColumn: serial columns, each with the sequence to create */
    List *checks;      /* CheckConstraints, in the order written */
    List *like_indexes; /* LIKE ... INCLUDING INDEXES: IndexStmts run after the table */
    List *like_comments; /* LIKE ... INCLUDING COMMENTS: DefElem (column, String comment) */
    char partstrat;      /* PARTITION BY: 'r', 'l', 'h'; 0: not partitioned */
    List *partattrs;     /* its key's attnums (int) */
    Oid partparent;      /* PARTITION OF this table, else InvalidOid */
    char *partbound;     /* its bound as relpartbound text (bind_partition.c) */
    int partbound_location;
} CreateTableInfo;

/* A serial or identity column: its sequence (created with the table, owned by the column)
 * and a serial's default's SQL text, nextval('name'::regclass). */
typedef struct SerialColumn {
    int attnum;
    char *seqname;
    Oid typid; /* int2, int4 or int8 */
    char *default_text; /* serial; NULL for identity */
    char identity;      /* identity: 'a' ALWAYS, 'd' BY DEFAULT; else 0 */
    List *options;      /* identity: the sequence's options */
} SerialColumn;

/*
 * ALTER TABLE, bound: the statement, and per command (in order) the new column of an ADD
 * COLUMN (a palloc'd FormData_attribute, attnum not yet set; NULL for other commands) and its
 * PRIMARY KEY / UNIQUE constraints (a List, NIL for other commands). The table itself is
 * looked up at execution, under its lock.
 */
typedef struct AlterTableInfo {
    NodeTag type;
    AlterTableStmt *stmt;
    List *columns;
    List *constraints;
    List *policy_deps; /* per command, DROP COLUMN: the names (String) of the policies that
                        * read the column, else NIL */
    List *view_deps;   /* per command, DROP COLUMN: the oids of the views whose query reads the
                        * column, else NIL */
    List *defaults; /* per command, the bound expression of ALTER COLUMN SET DEFAULT or of
                     * ADD COLUMN ... DEFAULT, else NULL */
    List *fills;    /* per command, ADD COLUMN ... DEFAULT: SELECT <default> (a Query) whose
                     * value fills the existing rows, else NULL; the planner makes it a
                     * PlannedStmt in place */
    /* per command, the CheckConstraints it adds (ADD CHECK, ADD COLUMN ... CHECK), or RENAME
     * COLUMN's rebound constraints of the table; NIL for others */
    List *checks;
    List *types; /* per command, ALTER COLUMN TYPE's AlterTypeInfo, else NULL */
} AlterTableInfo;

/*
 * One ALTER COLUMN TYPE, bound (PG's NewColumnValue plus what ATExecAlterColumnType redoes):
 * the column's new type, how each old row's value becomes a value of it, whether the rows
 * must be rewritten at all, its DEFAULT converted and the table's CHECK constraints bound
 * again over the new columns (those that read the column; with the commands before it).
 */
typedef struct AlterTypeInfo {
    int attnum;            /* 1-based */
    char *colname;
    Oid typid;             /* the new atttypid, atttypmod, attcollation */
    int32 typmod;
    Oid collation;
    Node *transform;       /* USING or the assignment cast, over the old row (Var 1.attnum) */
    Node *planned;         /* the planner's: transform reading the old row as SCAN_VAR */
    bool rewrite;          /* false: binary-coercible, the stored bytes stay (varchar -> text) */
    bool has_default;      /* the column has a DEFAULT ... */
    Node *new_default;     /* ... converted to the new type (NULL: it became DEFAULT NULL) */
    List *checks;          /* CheckConstraints (conoid set) of the table reading the column */
} AlterTypeInfo;

/*
 * CREATE TABLE AS / WITH NO DATA: the table to create (its columns those of the query, or
 * renamed by the column list) and the query whose rows fill it; the planner fills plan.
 */
typedef struct CreateTableAsInfo {
    NodeTag type;
    CreateTableInfo *create;
    Query *query;
    bool skipData;
    struct PlannedStmt *plan;
} CreateTableAsInfo;

/*
 * DECLARE, PREPARE, EXECUTE as the planner leaves them. stmt is a statement of the session's
 * table kind (executor/portalmem.h) that owns its own parse tree and plan, so it can outlive
 * the statement that made it; the plan holding this node holds one reference on it.
 * DECLARE: the cursor's query planned with the outer statement's parameters; PREPARE: the
 * statement to store under its name; EXECUTE: the stored statement and its arguments, bound
 * and coerced to its parameter types.
 */
typedef struct DeclareCursorInfo {
    NodeTag type;
    char *portalname;
    int options;
    struct PreparedStatement *stmt;
} DeclareCursorInfo;
typedef struct PrepareInfo {
    NodeTag type;
    char *name;
    int nargs;
    Oid *argtypes;
    struct PreparedStatement *stmt; /* filled by the planner */
} PrepareInfo;
typedef struct ExecuteInfo {
    NodeTag type;
    struct PreparedStatement *stmt;
    List *args;
} ExecuteInfo;

/*
 * CREATE [OR REPLACE] VIEW, bound: the view's columns (those of its query, renamed by the
 * column list), the query's SQL text as stored in pg_rewrite, and the relations it reads
 * (OidList, for pg_depend). The executor creates or replaces the view.
 */
/* CREATE / ALTER SEQUENCE, bound: the statement and the type its AS option names (InvalidOid
 * without AS). The sequence itself is looked up at execution, under its lock. */
typedef struct SequenceInfo {
    NodeTag type;
    Node *stmt; /* CreateSeqStmt or AlterSeqStmt */
    Oid astype;
    Oid nspoid; /* CREATE: the schema it goes into */
} SequenceInfo;

/* CREATE / ALTER POLICY, bound (bind_policy.c): the table and the expressions over its row
 * (NULL: none given); *_src the text as written for an expression with a sub-select, which
 * the deparser does not print (else NULL: the bound expression is deparsed and stored). */
typedef struct PolicyInfo {
    NodeTag type;
    Node *stmt; /* CreatePolicyStmt or AlterPolicyStmt; NULL: a stored policy bound again
                 * (RENAME COLUMN rewrites its text), named polname */
    char *polname;
    Oid poloid;
    Oid relid;
    char polcmd; /* CREATE: '*', 'r', 'a', 'w', 'd' */
    Node *qual, *with_check;
    char *qual_src, *check_src;
} PolicyInfo;

typedef struct ViewInfo {
    NodeTag type;
    char *relname;
    Oid nspoid;
    bool replace;
    struct TupleDescData *desc;
    char *query_text;
    List *refs;        /* Oid of each relation and view the query reads (repeats allowed) */
    List *constraints; /* Oid of each primary key its GROUP BY relies on (Query.constraintDeps) */
} ViewInfo;

/* DROP TABLE, bound lazily: names are resolved at execution (IF EXISTS gives NOTICEs then). */
typedef struct DropTableInfo {
    NodeTag type;
    DropStmt *stmt;
} DropTableInfo;

/*
 * COPY, bound: the table and its columns in COPY order (FROM), or the query whose rows are
 * written (TO; COPY table TO is bound as SELECT of its columns). The planner fills plan.
 */
typedef struct CopyInfo {
    NodeTag type;
    CopyStmt *stmt;          /* options, file name, direction */
    Oid relid;               /* the table (FROM, or COPY table TO), else InvalidOid */
    List *attnums;           /* FROM: int list of the columns, in the data's order */
    Query *query;            /* TO: the rows to write */
    struct PlannedStmt *plan; /* TO: query, planned */
    /* FROM: the DEFAULTs of the columns the data leaves out, as one SELECT evaluated per row,
     * its columns going to default_attnums (an int list); NULL if there are none */
    Query *defaults;
    List *default_attnums;
    struct PlannedStmt *defaults_plan;
    /* FROM: the table's CHECK constraints (CheckConstraint, planned) */
    List *checks;
} CopyInfo;

#endif /* BASALT_PRIMNODES_H */
