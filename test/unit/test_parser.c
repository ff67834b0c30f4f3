/*
 * test_parser.c: unit tests of src/parser: raw parse trees and PostgreSQL-exact syntax errors.
 *
 * Trees are compared in the compact text form of parse_print.c (locations included), so a
 * change in node shape or offsets shows up as a string diff. Error cases give the SQLSTATE,
 * message and 1-based cursor position PostgreSQL 15 reports for the same input (taken from
 * psql against a real PG 15). A few hand-written checks cover what the tables cannot: notices,
 * keyword categories, statement spans, and deep nesting.
 */
#include <stdio.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "parser/parse_print.h"
#include "parser/parser.h"

typedef struct TreeCase {
    const char *sql;
    const char *tree;
} TreeCase;

typedef struct ErrorCase {
    const char *sql;
    const char *sqlstate;
    const char *message;
    int cursorpos;
} ErrorCase;

static int failures;
static int checks;

/* generated from reviewed parser output; the error cases were checked against PostgreSQL 15 */
static const TreeCase tree_cases[] = {
    {"SELECT 1",
     "[Raw(0,0 Select(targets=[Target(val=int:1@7)@7]))]"},
    {"SELECT;",
     "[Raw(0,6 Select())]"},
    {"SELECT a, b AS c, d e FROM t WHERE a = 1 AND b < 2 AND c > 3",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=a)@7)@7, Target(name=\"c\" val=Col(f=b)@10)@10, Target(name=\"e\" val=Col(f=d)@18)@18] from=[Rel(name=\"t\")@27] where=And[Op(name== l=Col(f=a)@35 r=int:1@39)@37, Op(name=< l=Col(f=b)@45 r=int:2@49)@47, Op(name=> l=Col(f=c)@55 r=int:3@59)@57]@41))]"},
    {"SELECT * FROM s.t x (a, b) JOIN u USING (a) LEFT JOIN v ON v.a = x.a",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=*)@7)@7] from=[Join(left l=Join(inner l=Rel(schema=\"s\" name=\"t\" alias=Alias(name=\"x\" cols=[\"a\", \"b\"]))@14 r=Rel(name=\"u\")@32 using=[\"a\"])@14 r=Rel(name=\"v\")@54 on=Op(name== l=Col(f=v.a)@59 r=Col(f=x.a)@65)@63)@14]))]"},
    {"SELECT 1; SELECT 2;",
     "[Raw(0,8 Select(targets=[Target(val=int:1@7)@7])), Raw(10,8 Select(targets=[Target(val=int:2@17)@17]))]"},
    {"SELECT 1;;  ; SELECT 2",
     "[Raw(0,8 Select(targets=[Target(val=int:1@7)@7])), Raw(14,0 Select(targets=[Target(val=int:2@21)@21]))]"},
    {"SELECT -2147483648, 2147483648, -1.5, 1e10, 'abc', TRUE, NULL, B'101', X'1F'",
     "[Raw(0,0 Select(targets=[Target(val=float:'-2147483648'@7)@7, Target(val=float:'2147483648'@20)@20, Target(val=float:'-1.5'@32)@32, Target(val=float:'1e10'@38)@38, Target(val=str:'abc'@44)@44, Target(val=bool:true@51)@51, Target(val=null:NULL@57)@57, Target(val=bits:'b101'@63)@63, Target(val=bits:'x1F'@71)@71]))]"},
    {"SELECT 'it''s', E'\\\\t\\x41\\101\\u00e9', $$x$$, $q$a$$b$q$",
     "[Raw(0,0 Select(targets=[Target(val=str:'it's'@7)@7, Target(val=str:'\\tAA\303\251'@16)@16, Target(val=str:'x'@38)@38, Target(val=str:'a$$b'@45)@45]))]"},
    {"SELECT \"Foo\", FOO, \"a\"\"b\"",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=Foo)@7)@7, Target(val=Col(f=foo)@14)@14, Target(val=Col(f=a\"b)@19)@19]))]"},
    {"SELECT a FROM t GROUP BY ROLLUP(a, b), CUBE(c), GROUPING SETS ((a), ()), () HAVING count(*) > 1",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=a)@7)@7] from=[Rel(name=\"t\")@14] group=[GS(Rollup c=[Col(f=a)@32, Col(f=b)@35])@25, GS(Cube c=[Col(f=c)@44])@39, GS(Sets c=[Col(f=a)@64, GS(Empty)@68])@48, GS(Empty)@73] having=Op(name=> l=Func(name=count star)@83 r=int:1@94)@92))]"},
    {"SELECT a FROM t GROUP BY DISTINCT a",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=a)@7)@7] from=[Rel(name=\"t\")@14] group=[Col(f=a)@34] group_distinct))]"},
    {"SELECT a FROM t ORDER BY a DESC NULLS LAST, b USING < LIMIT 10 OFFSET 5",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=a)@7)@7] from=[Rel(name=\"t\")@14] order=[Sort(e=Col(f=a)@25 dir=2 nulls=2), Sort(e=Col(f=b)@44 dir=3 using=<)@46] offset=int:5@70 limit=int:10@60))]"},
    {"SELECT DISTINCT a FROM t LIMIT ALL",
     "[Raw(0,0 Select(distinct=[NULL] targets=[Target(val=Col(f=a)@16)@16] from=[Rel(name=\"t\")@23]))]"},
    {"SELECT DISTINCT ON (a) a FROM t OFFSET 2 ROWS FETCH FIRST 3 ROWS ONLY",
     "[Raw(0,0 Select(distinct=[Col(f=a)@20] targets=[Target(val=Col(f=a)@23)@23] from=[Rel(name=\"t\")@30] offset=int:2@39 limit=int:3@58))]"},
    {"SELECT * FROM t ORDER BY a NULLS FIRST FETCH FIRST ROW WITH TIES",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=*)@7)@7] from=[Rel(name=\"t\")@14] order=[Sort(e=Col(f=a)@25 nulls=1)] limit=int:1 with_ties))]"},
    {"SELECT 1 UNION SELECT 2 INTERSECT SELECT 3 EXCEPT ALL SELECT 4",
     "[Raw(0,0 SetOp(EXCEPT ALL l=SetOp(UNION l=Select(targets=[Target(val=int:1@7)@7]) r=SetOp(INTERSECT l=Select(targets=[Target(val=int:2@22)@22]) r=Select(targets=[Target(val=int:3@41)@41]))) r=Select(targets=[Target(val=int:4@61)@61])))]"},
    {"(SELECT 1 ORDER BY 1) UNION ALL (SELECT 2) ORDER BY 1 LIMIT 1",
     "[Raw(0,0 SetOp(UNION ALL l=Select(targets=[Target(val=int:1@8)@8] order=[Sort(e=int:1@19)]) r=Select(targets=[Target(val=int:2@40)@40]) order=[Sort(e=int:1@52)] limit=int:1@60))]"},
    {"VALUES (1, 'a'), (2, DEFAULT)",
     "[Raw(0,0 Values(lists=[[int:1@8, str:'a'@11], [int:2@18, DEFAULT@21]]))]"},
    {"SELECT * FROM (VALUES (1)) v(x), (SELECT 1) AS s",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=*)@7)@7] from=[SubSel(q=Values(lists=[[int:1@23]]) alias=Alias(name=\"v\" cols=[\"x\"]))@14, SubSel(q=Select(targets=[Target(val=int:1@41)@41]) alias=Alias(name=\"s\"))@33]))]"},
    {"WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r WHERE n < 10) SELECT * FROM r",
     "[Raw(0,0 Select(with=With(recursive ctes=[CTE(name=\"r\" cols=[\"n\"] q=SetOp(UNION ALL l=Select(targets=[Target(val=int:1@31)@31]) r=Select(targets=[Target(val=Op(name=+ l=Col(f=n)@50 r=int:1@52)@51)@50] from=[Rel(name=\"r\")@59] where=Op(name=< l=Col(f=n)@67 r=int:10@71)@69)))@15])@0 targets=[Target(val=Col(f=*)@82)@82] from=[Rel(name=\"r\")@89]))]"},
    {"WITH a AS MATERIALIZED (SELECT 1), b AS NOT MATERIALIZED (SELECT 2) SELECT 3",
     "[Raw(0,0 Select(with=With(ctes=[CTE(name=\"a\" mat=1 q=Select(targets=[Target(val=int:1@31)@31]))@5, CTE(name=\"b\" mat=2 q=Select(targets=[Target(val=int:2@65)@65]))@35])@0 targets=[Target(val=int:3@75)@75]))]"},
    {"SELECT sum(x) OVER (PARTITION BY a ORDER BY b ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW), rank() OVER w FROM t WINDOW w AS (ORDER BY c)",
     "[Raw(0,0 Select(targets=[Target(val=Func(name=sum args=[Col(f=x)@11] over=Window(part=[Col(f=a)@33] order=[Sort(e=Col(f=b)@44)] frame=0x435)@19)@7)@7, Target(val=Func(name=rank over=Window(name=\"w\")@109)@97)@97] from=[Rel(name=\"t\")@116] window=[Window(name=\"w\" order=[Sort(e=Col(f=c)@140)])@130]))]"},
    {"SELECT sum(x) OVER (w RANGE 2 PRECEDING EXCLUDE TIES) FROM t",
     "[Raw(0,0 Select(targets=[Target(val=Func(name=sum args=[Col(f=x)@11] over=Window(ref=\"w\" frame=0x20c03 start=int:2@28)@19)@7)@7] from=[Rel(name=\"t\")@59]))]"},
    {"SELECT * FROM t FOR UPDATE OF t NOWAIT",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=*)@7)@7] from=[Rel(name=\"t\")@14] locking=[Lock(strength=3 wait=2 rels=[Rel(name=\"t\")@30])]))]"},
    {"SELECT * FROM t FOR NO KEY UPDATE SKIP LOCKED FOR KEY SHARE",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=*)@7)@7] from=[Rel(name=\"t\")@14] locking=[Lock(strength=2 wait=1), Lock()]))]"},
    {"SELECT a IS NULL, a ISNULL, a IS NOT NULL, a NOTNULL, a IS TRUE, a IS NOT UNKNOWN",
     "[Raw(0,0 Select(targets=[Target(val=IsNull(arg=Col(f=a)@7)@9)@7, Target(val=IsNull(arg=Col(f=a)@18)@20)@18, Target(val=IsNotNull(arg=Col(f=a)@28)@30)@28, Target(val=IsNotNull(arg=Col(f=a)@43)@45)@43, Target(val=IsTrue(arg=Col(f=a)@54)@56)@54, Target(val=IsNotUnknown(arg=Col(f=a)@65)@67)@65]))]"},
    {"SELECT a IS DISTINCT FROM b, a IS NOT DISTINCT FROM b",
     "[Raw(0,0 Select(targets=[Target(val=Distinct(name== l=Col(f=a)@7 r=Col(f=b)@26)@9)@7, Target(val=NotDistinct(name== l=Col(f=a)@29 r=Col(f=b)@52)@31)@29]))]"},
    {"SELECT a BETWEEN 1 AND 2, a NOT BETWEEN SYMMETRIC 1 AND 2",
     "[Raw(0,0 Select(targets=[Target(val=Between(name=BETWEEN l=Col(f=a)@7 r=[int:1@17, int:2@23])@9)@7, Target(val=NotBetweenSym(name=NOT BETWEEN SYMMETRIC l=Col(f=a)@26 r=[int:1@50, int:2@56])@28)@26]))]"},
    {"SELECT a IN (1,2), a NOT IN (1), a IN (SELECT 1), a NOT IN (SELECT 1)",
     "[Raw(0,0 Select(targets=[Target(val=In(name== l=Col(f=a)@7 r=[int:1@13, int:2@15])@9)@7, Target(val=In(name=<> l=Col(f=a)@19 r=[int:1@29])@21)@19, Target(val=SubLink(Any test=Col(f=a)@33 op== sel=Select(targets=[Target(val=int:1@46)@46]))@35)@33, Target(val=Not[SubLink(Any test=Col(f=a)@50 op== sel=Select(targets=[Target(val=int:1@67)@67]))@52]@52)@50]))]"},
    {"SELECT a LIKE 'x', a NOT LIKE 'x' ESCAPE '!', a ILIKE 'y'",
     "[Raw(0,0 Select(targets=[Target(val=Like(name=~~ l=Col(f=a)@7 r=str:'x'@14)@9)@7, Target(val=Like(name=!~~ l=Col(f=a)@19 r=Func(name=pg_catalog.like_escape args=[str:'x'@30, str:'!'@41])@21)@21)@19, Target(val=ILike(name=~~* l=Col(f=a)@46 r=str:'y'@54)@48)@46]))]"},
    {"SELECT a SIMILAR TO 'z', a NOT SIMILAR TO 'z' ESCAPE 'q'",
     "[Raw(0,0 Select(targets=[Target(val=Similar(name=~ l=Col(f=a)@7 r=Func(name=pg_catalog.similar_to_escape args=[str:'z'@20])@9)@9)@7, Target(val=Similar(name=!~ l=Col(f=a)@25 r=Func(name=pg_catalog.similar_to_escape args=[str:'z'@42, str:'q'@53])@27)@27)@25]))]"},
    {"SELECT CASE WHEN a THEN 1 ELSE 2 END, CASE a WHEN 1 THEN 'x' END",
     "[Raw(0,0 Select(targets=[Target(val=Case(when=[When(expr=Col(f=a)@17 then=int:1@24)@12] else=int:2@31)@7)@7, Target(val=Case(arg=Col(f=a)@43 when=[When(expr=int:1@50 then=str:'x'@57)@45])@38)@38]))]"},
    {"SELECT CAST(a AS int), a::text::varchar(10)",
     "[Raw(0,0 Select(targets=[Target(val=Cast(arg=Col(f=a)@12 type=Type(names=pg_catalog.int4)@17)@7)@7, Target(val=Cast(arg=Cast(arg=Col(f=a)@23 type=Type(names=text)@26)@24 type=Type(names=pg_catalog.varchar mods=[int:10@40])@32)@30)@23]))]"},
    {"SELECT COALESCE(a, b), NULLIF(a, b), GREATEST(1,2), LEAST(1,2)",
     "[Raw(0,0 Select(targets=[Target(val=Coalesce(args=[Col(f=a)@16, Col(f=b)@19])@7)@7, Target(val=Nullif(name== l=Col(f=a)@30 r=Col(f=b)@33)@23)@23, Target(val=Greatest(args=[int:1@46, int:2@48])@37)@37, Target(val=Least(args=[int:1@58, int:2@60])@52)@52]))]"},
    {"SELECT EXISTS (SELECT 1), (SELECT 1), a = ANY (SELECT 1), a < ALL (ARRAY[1,2]), a = SOME (b)",
     "[Raw(0,0 Select(targets=[Target(val=SubLink(Exists sel=Select(targets=[Target(val=int:1@22)@22]))@7)@7, Target(val=SubLink(Expr sel=Select(targets=[Target(val=int:1@34)@34]))@26)@26, Target(val=SubLink(Any test=Col(f=a)@38 op== sel=Select(targets=[Target(val=int:1@54)@54]))@40)@38, Target(val=OpAll(name=< l=Col(f=a)@58 r=Array(elems=[int:1@73, int:2@75])@67)@60)@58, Target(val=OpAny(name== l=Col(f=a)@80 r=Col(f=b)@90)@82)@80]))]"},
    {"SELECT ARRAY[1,2], ARRAY[[1],[2]], ARRAY[]::int[], ARRAY(SELECT 1)",
     "[Raw(0,0 Select(targets=[Target(val=Array(elems=[int:1@13, int:2@15])@7)@7, Target(val=Array(elems=[Array(elems=[int:1@26])@25, Array(elems=[int:2@30])@29])@19)@19, Target(val=Cast(arg=Array()@35 type=Type(names=pg_catalog.int4 bounds=[-1])@44)@42)@35, Target(val=SubLink(Array sel=Select(targets=[Target(val=int:1@64)@64]))@51)@51]))]"},
    {"SELECT a[1], a[1:2], a[:2], (a).b, (a).*",
     "[Raw(0,0 Select(targets=[Target(val=Ind(arg=Col(f=a)@7 ind=[Idx(u=int:1@9)]))@7, Target(val=Ind(arg=Col(f=a)@13 ind=[Idx(slice l=int:1@15 u=int:2@17)]))@13, Target(val=Ind(arg=Col(f=a)@21 ind=[Idx(slice u=int:2@24)]))@21, Target(val=Ind(arg=Col(f=a)@29 ind=[\"b\"]))@28, Target(val=Ind(arg=Col(f=a)@36 ind=[*]))@35]))]"},
    {"SELECT ROW(1,2), (1, 2), ROW()",
     "[Raw(0,0 Select(targets=[Target(val=Row(explicit args=[int:1@11, int:2@13])@7)@7, Target(val=Row(args=[int:1@18, int:2@21])@17)@17, Target(val=Row(explicit)@25)@25]))]"},
    {"SELECT f(), count(*), count(DISTINCT x), string_agg(x, ',' ORDER BY y)",
     "[Raw(0,0 Select(targets=[Target(val=Func(name=f)@7)@7, Target(val=Func(name=count star)@12)@12, Target(val=Func(name=count args=[Col(f=x)@37] distinct)@22)@22, Target(val=Func(name=string_agg args=[Col(f=x)@52, str:','@55] order=[Sort(e=Col(f=y)@68)])@41)@41]))]"},
    {"SELECT sum(x) FILTER (WHERE x > 0), percentile_cont(0.5) WITHIN GROUP (ORDER BY x)",
     "[Raw(0,0 Select(targets=[Target(val=Func(name=sum args=[Col(f=x)@11] filter=Op(name=> l=Col(f=x)@28 r=int:0@32)@30)@7)@7, Target(val=Func(name=percentile_cont args=[float:'0.5'@52] order=[Sort(e=Col(f=x)@80)] within_group)@36)@36]))]"},
    {"SELECT s.f(1), f(VARIADIC a), f(a, VARIADIC b)",
     "[Raw(0,0 Select(targets=[Target(val=Func(name=s.f args=[int:1@11])@7)@7, Target(val=Func(name=f args=[Col(f=a)@26] variadic)@15)@15, Target(val=Func(name=f args=[Col(f=a)@32, Col(f=b)@44] variadic)@30)@30]))]"},
    {"SELECT EXTRACT(year FROM d), EXTRACT('dow' FROM d), POSITION('a' IN 'abc')",
     "[Raw(0,0 Select(targets=[Target(val=Func(name=pg_catalog.extract args=[str:'year'@15, Col(f=d)@25])@7)@7, Target(val=Func(name=pg_catalog.extract args=[str:'dow'@37, Col(f=d)@48])@29)@29, Target(val=Func(name=pg_catalog.position args=[str:'abc'@68, str:'a'@61])@52)@52]))]"},
    {"SELECT SUBSTRING('abc' FROM 1 FOR 2), SUBSTRING('abc' FOR 2), SUBSTRING('abc', 1, 2)",
     "[Raw(0,0 Select(targets=[Target(val=Func(name=pg_catalog.substring args=[str:'abc'@17, int:1@28, int:2@34])@7)@7, Target(val=Func(name=pg_catalog.substring args=[str:'abc'@48, int:1, int:2@58])@38)@38, Target(val=Func(name=substring args=[str:'abc'@72, int:1@79, int:2@82])@62)@62]))]"},
    {"SELECT TRIM(LEADING 'x' FROM s), TRIM(TRAILING FROM s), TRIM(BOTH s), TRIM(s)",
     "[Raw(0,0 Select(targets=[Target(val=Func(name=pg_catalog.ltrim args=[Col(f=s)@29, str:'x'@20])@7)@7, Target(val=Func(name=pg_catalog.rtrim args=[Col(f=s)@52])@33)@33, Target(val=Func(name=pg_catalog.btrim args=[Col(f=s)@66])@56)@56, Target(val=Func(name=pg_catalog.btrim args=[Col(f=s)@75])@70)@70]))]"},
    {"SELECT OVERLAY('abc' PLACING 'x' FROM 2 FOR 1), OVERLAY('abc' PLACING 'x' FROM 2)",
     "[Raw(0,0 Select(targets=[Target(val=Func(name=pg_catalog.overlay args=[str:'abc'@15, str:'x'@29, int:2@38, int:1@44])@7)@7, Target(val=Func(name=pg_catalog.overlay args=[str:'abc'@56, str:'x'@70, int:2@79])@48)@48]))]"},
    {"SELECT CURRENT_DATE, CURRENT_TIME(3), CURRENT_TIMESTAMP, LOCALTIME, LOCALTIMESTAMP(2)",
     "[Raw(0,0 Select(targets=[Target(val=SVF(0)@7)@7, Target(val=SVF(2 typmod=3)@21)@21, Target(val=SVF(3)@38)@38, Target(val=SVF(5)@57)@57, Target(val=SVF(8 typmod=2)@68)@68]))]"},
    {"SELECT CURRENT_USER, SESSION_USER, USER, CURRENT_ROLE, CURRENT_SCHEMA, CURRENT_CATALOG",
     "[Raw(0,0 Select(targets=[Target(val=SVF(10)@7)@7, Target(val=SVF(12)@21)@21, Target(val=SVF(11)@35)@35, Target(val=SVF(9)@41)@41, Target(val=SVF(14)@55)@55, Target(val=SVF(13)@71)@71]))]"},
    {"SELECT ts AT TIME ZONE 'UTC', a COLLATE \"C\", a COLLATE s.c",
     "[Raw(0,0 Select(targets=[Target(val=Func(name=pg_catalog.timezone args=[str:'UTC'@23, Col(f=ts)@7])@10)@7, Target(val=Collate(arg=Col(f=a)@30 name=C)@32)@30, Target(val=Collate(arg=Col(f=a)@45 name=s.c)@47)@45]))]"},
    {"SELECT DATE '2020-01-01', INTERVAL '1 day', INTERVAL '1' HOUR TO MINUTE, INTERVAL(3) '1'",
     "[Raw(0,0 Select(targets=[Target(val=Cast(arg=str:'2020-01-01'@12 type=Type(names=date)@7))@7, Target(val=Cast(arg=str:'1 day'@35 type=Type(names=pg_catalog.interval)@26))@26, Target(val=Cast(arg=str:'1'@53 type=Type(names=pg_catalog.interval mods=[int:3072@57])@44))@44, Target(val=Cast(arg=str:'1'@85 type=Type(names=pg_catalog.interval mods=[int:32767, int:3@82])@73))@73]))]"},
    {"SELECT TIMESTAMP WITH TIME ZONE '2020-01-01', TIME '1:00', text 'x', s.t 'y'",
     "[Raw(0,0 Select(targets=[Target(val=Cast(arg=str:'2020-01-01'@32 type=Type(names=pg_catalog.timestamptz)@7))@7, Target(val=Cast(arg=str:'1:00'@51 type=Type(names=pg_catalog.time)@46))@46, Target(val=Cast(arg=str:'x'@64 type=Type(names=text)@59))@59, Target(val=Cast(arg=str:'y'@73 type=Type(names=s.t)@69))@69]))]"},
    {"SELECT 1::int, 1::integer, 1::int4, 1::smallint, 1::bigint, 1::real",
     "[Raw(0,0 Select(targets=[Target(val=Cast(arg=int:1@7 type=Type(names=pg_catalog.int4)@10)@8)@7, Target(val=Cast(arg=int:1@15 type=Type(names=pg_catalog.int4)@18)@16)@15, Target(val=Cast(arg=int:1@27 type=Type(names=int4)@30)@28)@27, Target(val=Cast(arg=int:1@36 type=Type(names=pg_catalog.int2)@39)@37)@36, Target(val=Cast(arg=int:1@49 type=Type(names=pg_catalog.int8)@52)@50)@49, Target(val=Cast(arg=int:1@60 type=Type(names=pg_catalog.float4)@63)@61)@60]))]"},
    {"SELECT 1::float, 1::float(10), 1::float(30), 1::double precision",
     "[Raw(0,0 Select(targets=[Target(val=Cast(arg=int:1@7 type=Type(names=pg_catalog.float8)@10)@8)@7, Target(val=Cast(arg=int:1@17 type=Type(names=pg_catalog.float4)@20)@18)@17, Target(val=Cast(arg=int:1@31 type=Type(names=pg_catalog.float8)@34)@32)@31, Target(val=Cast(arg=int:1@45 type=Type(names=pg_catalog.float8)@48)@46)@45]))]"},
    {"SELECT 1::numeric(10,2), 1::decimal, 1::dec(3), 1::boolean, 1::bool",
     "[Raw(0,0 Select(targets=[Target(val=Cast(arg=int:1@7 type=Type(names=pg_catalog.numeric mods=[int:10@18, int:2@21])@10)@8)@7, Target(val=Cast(arg=int:1@25 type=Type(names=pg_catalog.numeric)@28)@26)@25, Target(val=Cast(arg=int:1@37 type=Type(names=pg_catalog.numeric mods=[int:3@44])@40)@38)@37, Target(val=Cast(arg=int:1@48 type=Type(names=pg_catalog.bool)@51)@49)@48, Target(val=Cast(arg=int:1@60 type=Type(names=bool)@63)@61)@60]))]"},
    {"SELECT 'a'::char, 'a'::char(5), 'a'::varchar, 'a'::character varying(3), 'a'::national character(2)",
     "[Raw(0,0 Select(targets=[Target(val=Cast(arg=str:'a'@7 type=Type(names=pg_catalog.bpchar mods=[int:1])@12)@10)@7, Target(val=Cast(arg=str:'a'@18 type=Type(names=pg_catalog.bpchar mods=[int:5@28])@23)@21)@18, Target(val=Cast(arg=str:'a'@32 type=Type(names=pg_catalog.varchar)@37)@35)@32, Target(val=Cast(arg=str:'a'@46 type=Type(names=pg_catalog.varchar mods=[int:3@69])@51)@49)@46, Target(val=Cast(arg=str:'a'@73 type=Type(names=pg_catalog.bpchar mods=[int:2@97])@78)@76)@73]))]"},
    {"SELECT x::timestamp(3) without time zone, x::timestamptz, x::time with time zone, x::time(2)",
     "[Raw(0,0 Select(targets=[Target(val=Cast(arg=Col(f=x)@7 type=Type(names=pg_catalog.timestamp mods=[int:3@20])@10)@8)@7, Target(val=Cast(arg=Col(f=x)@42 type=Type(names=timestamptz)@45)@43)@42, Target(val=Cast(arg=Col(f=x)@58 type=Type(names=pg_catalog.timetz)@61)@59)@58, Target(val=Cast(arg=Col(f=x)@82 type=Type(names=pg_catalog.time mods=[int:2@90])@85)@83)@82]))]"},
    {"SELECT '1'::interval second(2), '1'::interval year to month, '1'::interval(4)",
     "[Raw(0,0 Select(targets=[Target(val=Cast(arg=str:'1'@7 type=Type(names=pg_catalog.interval mods=[int:4096@21, int:2@28])@12)@10)@7, Target(val=Cast(arg=str:'1'@32 type=Type(names=pg_catalog.interval mods=[int:6@46])@37)@35)@32, Target(val=Cast(arg=str:'1'@61 type=Type(names=pg_catalog.interval mods=[int:32767, int:4@75])@66)@64)@61]))]"},
    {"SELECT x::bit, x::bit varying(5), x::bit(3)",
     "[Raw(0,0 Select(targets=[Target(val=Cast(arg=Col(f=x)@7 type=Type(names=pg_catalog.bit mods=[int:1])@10)@8)@7, Target(val=Cast(arg=Col(f=x)@15 type=Type(names=pg_catalog.varbit mods=[int:5@30])@18)@16)@15, Target(val=Cast(arg=Col(f=x)@34 type=Type(names=pg_catalog.bit mods=[int:3@41])@37)@35)@34]))]"},
    {"SELECT '{}'::int[], '{}'::int ARRAY, '{}'::text[][], '{}'::int[3], 'x'::s.mytype",
     "[Raw(0,0 Select(targets=[Target(val=Cast(arg=str:'{}'@7 type=Type(names=pg_catalog.int4 bounds=[-1])@13)@11)@7, Target(val=Cast(arg=str:'{}'@20 type=Type(names=pg_catalog.int4 bounds=[-1])@26)@24)@20, Target(val=Cast(arg=str:'{}'@37 type=Type(names=text bounds=[-1, -1])@43)@41)@37, Target(val=Cast(arg=str:'{}'@53 type=Type(names=pg_catalog.int4 bounds=[3])@59)@57)@53, Target(val=Cast(arg=str:'x'@67 type=Type(names=s.mytype)@72)@70)@67]))]"},
    {"SELECT 1 + 2 * 3 ^ 4, -a, - 5, +3, - 1.5, -(-1)",
     "[Raw(0,0 Select(targets=[Target(val=Op(name=+ l=int:1@7 r=Op(name=* l=int:2@11 r=Op(name=^ l=int:3@15 r=int:4@19)@17)@13)@9)@7, Target(val=Op(name=- r=Col(f=a)@23)@22)@22, Target(val=int:-5@26)@26, Target(val=Op(name=+ r=int:3@32)@31)@31, Target(val=float:'-1.5'@35)@35, Target(val=int:1@42)@42]))]"},
    {"SELECT a || b, a ~~ b, a<-b, a !~ b, @ a, 1 != 2, a OPERATOR(pg_catalog.+) b",
     "[Raw(0,0 Select(targets=[Target(val=Op(name=|| l=Col(f=a)@7 r=Col(f=b)@12)@9)@7, Target(val=Op(name=~~ l=Col(f=a)@15 r=Col(f=b)@20)@17)@15, Target(val=Op(name=< l=Col(f=a)@23 r=Op(name=- r=Col(f=b)@26)@25)@24)@23, Target(val=Op(name=!~ l=Col(f=a)@29 r=Col(f=b)@34)@31)@29, Target(val=Op(name=@ r=Col(f=a)@39)@37)@37, Target(val=Op(name=<> l=int:1@42 r=int:2@47)@44)@42, Target(val=Op(name=pg_catalog.+ l=Col(f=a)@50 r=Col(f=b)@75)@52)@50]))]"},
    {"SELECT a+-b, a*-b, a<=b, a>=b, a<>b, a=-b, a @- b",
     "[Raw(0,0 Select(targets=[Target(val=Op(name=+ l=Col(f=a)@7 r=Op(name=- r=Col(f=b)@10)@9)@8)@7, Target(val=Op(name=* l=Col(f=a)@13 r=Op(name=- r=Col(f=b)@16)@15)@14)@13, Target(val=Op(name=<= l=Col(f=a)@19 r=Col(f=b)@22)@20)@19, Target(val=Op(name=>= l=Col(f=a)@25 r=Col(f=b)@28)@26)@25, Target(val=Op(name=<> l=Col(f=a)@31 r=Col(f=b)@34)@32)@31, Target(val=Op(name== l=Col(f=a)@37 r=Op(name=- r=Col(f=b)@40)@39)@38)@37, Target(val=Op(name=@- l=Col(f=a)@43 r=Col(f=b)@48)@45)@43]))]"},
    {"SELECT NOT a AND b OR c AND NOT d",
     "[Raw(0,0 Select(targets=[Target(val=Or[And[Not[Col(f=a)@11]@7, Col(f=b)@17]@13, And[Col(f=c)@22, Not[Col(f=d)@32]@28]@24]@19)@7]))]"},
    {"SELECT a AND b AND c AND d, a OR b OR c",
     "[Raw(0,0 Select(targets=[Target(val=And[Col(f=a)@7, Col(f=b)@13, Col(f=c)@19, Col(f=d)@25]@9)@7, Target(val=Or[Col(f=a)@28, Col(f=b)@33, Col(f=c)@38]@30)@28]))]"},
    {"SELECT t.*, s.t.a, $1, $2::int FROM t",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=t.*)@7)@7, Target(val=Col(f=s.t.a)@12)@12, Target(val=$1@19)@19, Target(val=Cast(arg=$2@23 type=Type(names=pg_catalog.int4)@27)@25)@23] from=[Rel(name=\"t\")@36]))]"},
    {"SELECT first, last, day, partition FROM t first",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=first)@7)@7, Target(val=Col(f=last)@14)@14, Target(val=Col(f=day)@20)@20, Target(val=Col(f=partition)@25)@25] from=[Rel(name=\"t\" alias=Alias(name=\"first\"))@40]))]"},
    {"SELECT int FROM t",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=int)@7)@7] from=[Rel(name=\"t\")@16]))]"},
    {"SELECT 1 AS select, 2 AS from, 3 is",
     "[Raw(0,0 Select(targets=[Target(name=\"select\" val=int:1@7)@7, Target(name=\"from\" val=int:2@20)@20, Target(name=\"is\" val=int:3@31)@31]))]"},
    {"SELECT * FROM generate_series(1, 10) WITH ORDINALITY AS g(a, n), LATERAL (SELECT 1) s",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=*)@7)@7] from=[RangeFunc(ordinality f=Func(name=generate_series args=[int:1@30, int:10@33])@14 alias=Alias(name=\"g\" cols=[\"a\", \"n\"]))@14, SubSel(lateral q=Select(targets=[Target(val=int:1@81)@81]) alias=Alias(name=\"s\"))@73]))]"},
    {"SELECT * FROM (a JOIN b ON true) AS j, a NATURAL LEFT JOIN b CROSS JOIN c",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=*)@7)@7] from=[Join(inner l=Rel(name=\"a\")@15 r=Rel(name=\"b\")@22 on=bool:true@27 alias=Alias(name=\"j\"))@15, Join(cross l=Join(left natural l=Rel(name=\"a\")@39 r=Rel(name=\"b\")@59)@39 r=Rel(name=\"c\")@72)@61]))]"},
    {"SELECT * FROM a FULL OUTER JOIN b USING (x) AS u, a RIGHT JOIN b ON a.x = b.x",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=*)@7)@7] from=[Join(full l=Rel(name=\"a\")@14 r=Rel(name=\"b\")@32 using=[\"x\"] using_alias=Alias(name=\"u\"))@14, Join(right l=Rel(name=\"a\")@50 r=Rel(name=\"b\")@63 on=Op(name== l=Col(f=a.x)@68 r=Col(f=b.x)@74)@72)@50]))]"},
    {"SELECT * FROM ONLY t, t *, ONLY (u)",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=*)@7)@7] from=[Rel(name=\"t\" only)@19, Rel(name=\"t\")@22, Rel(name=\"u\" only)@33]))]"},
    {"SELECT x FROM t WHERE (a, b) = (1, 2) AND a = DEFAULT",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=x)@7)@7] from=[Rel(name=\"t\")@14] where=And[Op(name== l=Row(args=[Col(f=a)@23, Col(f=b)@26])@22 r=Row(args=[int:1@32, int:2@35])@31)@29, Op(name== l=Col(f=a)@42 r=DEFAULT@46)@44]@38))]"},
    {"TABLE t",
     "[Raw(0,0 Select(targets=[Target(val=Col(f=*))] from=[Rel(name=\"t\")@6]))]"},
    {"UPDATE t SET a = 1, b = DEFAULT WHERE c",
     "[Raw(0,0 Update(rel=Rel(name=\"t\")@7 set=[Target(name=\"a\" val=int:1@17)@13, Target(name=\"b\" val=DEFAULT@24)@20] where=Col(f=c)@38))]"},
    {"UPDATE t AS x SET (a, b) = (1, 2), c[1] = 3 FROM u WHERE x.a = u.a RETURNING *",
     "[Raw(0,0 Update(rel=Rel(name=\"t\" alias=Alias(name=\"x\"))@7 set=[Target(name=\"a\" val=int:1@28)@19, Target(name=\"b\" val=int:2@31)@22, Target(name=\"c\" ind=[Idx(u=int:1@37)] val=int:3@42)@35] from=[Rel(name=\"u\")@49] where=Op(name== l=Col(f=x.a)@57 r=Col(f=u.a)@63)@61 returning=[Target(val=Col(f=*)@77)@77]))]"},
    {"DELETE FROM t USING u WHERE t.a = u.a RETURNING t.a",
     "[Raw(0,0 Delete(rel=Rel(name=\"t\")@12 using=[Rel(name=\"u\")@20] where=Op(name== l=Col(f=t.a)@28 r=Col(f=u.a)@34)@32 returning=[Target(val=Col(f=t.a)@48)@48]))]"},
    {"DELETE FROM t AS x",
     "[Raw(0,0 Delete(rel=Rel(name=\"t\" alias=Alias(name=\"x\"))@12))]"},
    {"INSERT INTO t (a, b) VALUES (1, DEFAULT), (2, 3) ON CONFLICT (a) DO UPDATE SET b = excluded.b RETURNING a",
     "[Raw(0,0 Insert(rel=Rel(name=\"t\")@12 cols=[Target(name=\"a\")@15, Target(name=\"b\")@18] sel=Values(lists=[[int:1@29, DEFAULT@32], [int:2@43, int:3@46]]) conflict=OnConflict(update cols=[Target(name=\"a\")@62] set=[Target(name=\"b\" val=Col(f=excluded.b)@83)@79])@49 returning=[Target(val=Col(f=a)@104)@104]))]"},
    {"INSERT INTO s.t AS x SELECT * FROM u",
     "[Raw(0,0 Insert(rel=Rel(schema=\"s\" name=\"t\" alias=Alias(name=\"x\"))@12 sel=Select(targets=[Target(val=Col(f=*)@28)@28] from=[Rel(name=\"u\")@35])))]"},
    {"INSERT INTO t DEFAULT VALUES ON CONFLICT DO NOTHING",
     "[Raw(0,0 Insert(rel=Rel(name=\"t\")@12 conflict=OnConflict(nothing)@29))]"},
    {"INSERT INTO t VALUES (1) ON CONFLICT ON CONSTRAINT c DO NOTHING",
     "[Raw(0,0 Insert(rel=Rel(name=\"t\")@12 sel=Values(lists=[[int:1@22]]) conflict=OnConflict(nothing constraint=\"c\")@25))]"},
    {"WITH w AS (SELECT 1) INSERT INTO t SELECT * FROM w",
     "[Raw(0,0 Insert(with=With(ctes=[CTE(name=\"w\" q=Select(targets=[Target(val=int:1@18)@18]))@5])@0 rel=Rel(name=\"t\")@33 sel=Select(targets=[Target(val=Col(f=*)@42)@42] from=[Rel(name=\"w\")@49])))]"},
    {"CREATE TABLE t ()",
     "[Raw(0,0 Create(rel=Rel(name=\"t\")@13))]"},
    {"CREATE UNLOGGED TABLE IF NOT EXISTS s.t (a int NOT NULL PRIMARY KEY, b text COLLATE \"C\" DEFAULT 'x' CHECK (b <> ''))",
     "[Raw(0,0 Create(if_not_exists rel=Rel(schema=\"s\" name=\"t\" persist=u)@36 elts=[ColDef(name=\"a\" type=Type(names=pg_catalog.int4)@43 notnull cons=[Con(NOTNULL)@47, Con(PRIMARY)@56])@41, ColDef(name=\"b\" type=Type(names=text)@71 default=str:'x'@96 coll=Collate(name=C)@76 cons=[Con(DEFAULT expr=str:'x'@96)@88, Con(CHECK expr=Op(name=<> l=Col(f=b)@107 r=str:''@112)@109)@100])@69]))]"},
    {"CREATE TABLE t (c int REFERENCES u(id) ON DELETE CASCADE, CONSTRAINT pk PRIMARY KEY (a, b), UNIQUE (c))",
     "[Raw(0,0 Create(rel=Rel(name=\"t\")@13 elts=[ColDef(name=\"c\" type=Type(names=pg_catalog.int4)@18 cons=[Con(FOREIGN pktable=Rel(name=\"u\")@33 pk=[\"id\"])@22])@16, Con(PRIMARY name=\"pk\" keys=[\"a\", \"b\"])@58, Con(UNIQUE keys=[\"c\"])@92]))]"},
    {"CREATE TABLE t (FOREIGN KEY (c) REFERENCES u (id), CHECK (a > 0), CONSTRAINT n UNIQUE (x)) WITH (fillfactor = 70, toast.x)",
     "[Raw(0,0 Create(rel=Rel(name=\"t\")@13 elts=[Con(FOREIGN pktable=Rel(name=\"u\")@43 fk=[\"c\"] pk=[\"id\"])@16, Con(CHECK expr=Op(name=> l=Col(f=a)@58 r=int:0@62)@60)@51, Con(UNIQUE name=\"n\" keys=[\"x\"])@66] options=[Def(name=\"fillfactor\" arg=70)@97, Def(ns=\"toast\" name=\"x\")@114]))]"},
    {"CREATE TEMP TABLE t (a varchar(10)[], b numeric(5,2) NULL, c timestamp with time zone, d int DEFAULT -1)",
     "[Raw(0,0 Create(rel=Rel(name=\"t\" persist=t)@18 elts=[ColDef(name=\"a\" type=Type(names=pg_catalog.varchar mods=[int:10@31] bounds=[-1])@23)@21, ColDef(name=\"b\" type=Type(names=pg_catalog.numeric mods=[int:5@48, int:2@50])@40 cons=[Con(NULL)@53])@38, ColDef(name=\"c\" type=Type(names=pg_catalog.timestamptz)@61)@59, ColDef(name=\"d\" type=Type(names=pg_catalog.int4)@89 default=int:-1@101 cons=[Con(DEFAULT expr=int:-1@101)@93])@87]))]"},
    {"CREATE TEMPORARY TABLE t (a serial CONSTRAINT nn NOT NULL)",
     "[Raw(0,0 Create(rel=Rel(name=\"t\" persist=t)@23 elts=[ColDef(name=\"a\" type=Type(names=serial)@28 notnull cons=[Con(NOTNULL name=\"nn\")@35])@26]))]"},
    {"DROP TABLE IF EXISTS a, s.b CASCADE",
     "[Raw(0,0 Drop(type=0 if_exists cascade objects=[[\"a\"], [\"s\", \"b\"]]))]"},
    {"DROP INDEX i; DROP VIEW v; DROP SEQUENCE q RESTRICT; DROP SCHEMA s; DROP INDEX CONCURRENTLY j",
     "[Raw(0,12 Drop(type=1 objects=[[\"i\"]])), Raw(14,11 Drop(type=2 objects=[[\"v\"]])), Raw(27,24 Drop(type=3 objects=[[\"q\"]])), Raw(53,13 Drop(type=4 objects=[[\"s\"]])), Raw(68,0 Drop(type=1 concurrent objects=[[\"j\"]]))]"},
    {"TRUNCATE TABLE a, b; TRUNCATE c RESTART IDENTITY CASCADE",
     "[Raw(0,19 Truncate(rels=[Rel(name=\"a\")@15, Rel(name=\"b\")@18])), Raw(21,0 Truncate(rels=[Rel(name=\"c\")@30] restart cascade))]"},
    {"SET search_path TO public, \"$user\"; SET LOCAL x = 1; SET SESSION y TO DEFAULT",
     "[Raw(0,34 Set(value name=\"search_path\" args=[str:'public'@19, str:'$user'@27])), Raw(36,15 Set(value name=\"x\" local args=[int:1@50])), Raw(53,0 Set(default name=\"y\"))]"},
    {"SET z = -1.5, on, 'str', true, off, 10, ab",
     "[Raw(0,0 Set(value name=\"z\" args=[float:'-1.5'@8, str:'on'@14, str:'str'@18, str:'true'@25, str:'off'@31, int:10@36, str:'ab'@40]))]"},
    {"SET a.b = 1; SET x FROM CURRENT",
     "[Raw(0,11 Set(value name=\"a.b\" args=[int:1@10])), Raw(13,0 Set(current name=\"x\"))]"},
    {"SET TIME ZONE 'UTC'; SET TIME ZONE LOCAL; SET TIME ZONE -5; SET TIME ZONE DEFAULT",
     "[Raw(0,19 Set(value name=\"timezone\" args=[str:'UTC'@14])), Raw(21,19 Set(default name=\"timezone\")), Raw(42,16 Set(value name=\"timezone\" args=[int:-5@56])), Raw(60,0 Set(default name=\"timezone\"))]"},
    {"SET NAMES 'UTF8'; SET SCHEMA 'x'; SET datestyle = iso, mdy",
     "[Raw(0,16 Set(value name=\"client_encoding\" args=[str:'UTF8'@10])), Raw(18,14 Set(value name=\"search_path\" args=[str:'x'@29])), Raw(34,0 Set(value name=\"datestyle\" args=[str:'iso'@50, str:'mdy'@55]))]"},
    {"RESET x; RESET ALL; RESET TIME ZONE",
     "[Raw(0,7 Set(reset name=\"x\")), Raw(9,9 Set(reset_all)), Raw(20,0 Set(reset name=\"timezone\"))]"},
    {"SHOW x; SHOW ALL; SHOW TIME ZONE; SHOW TRANSACTION ISOLATION LEVEL; SHOW server_version",
     "[Raw(0,6 Show(\"x\")), Raw(8,8 Show(\"all\")), Raw(18,14 Show(\"timezone\")), Raw(34,32 Show(\"transaction_isolation\")), Raw(68,0 Show(\"server_version\"))]"},
    {"SET TRANSACTION ISOLATION LEVEL SERIALIZABLE, READ ONLY",
     "[Raw(0,0 Set(multi name=\"TRANSACTION\" args=[Def(name=\"transaction_isolation\" arg=\"serializable\")@16, Def(name=\"transaction_read_only\" arg=true)@46]))]"},
    {"BEGIN; BEGIN WORK; BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ WRITE",
     "[Raw(0,5 Xact(begin)@0), Raw(7,10 Xact(begin)@7), Raw(19,0 Xact(begin options=[Def(name=\"transaction_isolation\" arg=\"repeatable read\")@37, Def(name=\"transaction_read_only\" arg=false)@69])@19)]"},
    {"START TRANSACTION; COMMIT; END; ROLLBACK; ABORT; COMMIT WORK",
     "[Raw(0,17 Xact(start)@0), Raw(19,6 Xact(commit)@19), Raw(27,3 Xact(commit)@27), Raw(32,8 Xact(rollback)@32), Raw(42,5 Xact(rollback)@42), Raw(49,0 Xact(commit)@49)]"},
    {"SAVEPOINT s; RELEASE SAVEPOINT s; RELEASE s; ROLLBACK TO SAVEPOINT s; ROLLBACK TO s; COMMIT AND CHAIN",
     "[Raw(0,11 Xact(savepoint savepoint=\"s\")@0), Raw(13,19 Xact(release savepoint=\"s\")@13), Raw(34,9 Xact(release savepoint=\"s\")@34), Raw(45,23 Xact(rollback_to savepoint=\"s\")@45), Raw(70,13 Xact(rollback_to savepoint=\"s\")@70), Raw(85,0 Xact(commit chain)@85)]"},
    {"EXPLAIN SELECT 1; EXPLAIN ANALYZE VERBOSE SELECT 1; EXPLAIN VERBOSE DELETE FROM t",
     "[Raw(0,16 Explain(q=Select(targets=[Target(val=int:1@15)@15]))), Raw(18,32 Explain(options=[Def(name=\"analyze\")@26, Def(name=\"verbose\")@34] q=Select(targets=[Target(val=int:1@49)@49]))), Raw(52,0 Explain(options=[Def(name=\"verbose\")@60] q=Delete(rel=Rel(name=\"t\")@80)))]"},
    {"EXPLAIN (ANALYZE, COSTS OFF, FORMAT json, BUFFERS true, TIMING 1) SELECT 1",
     "[Raw(0,0 Explain(options=[Def(name=\"analyze\")@9, Def(name=\"costs\" arg=\"off\")@18, Def(name=\"format\" arg=\"json\")@29, Def(name=\"buffers\" arg=\"true\")@42, Def(name=\"timing\" arg=1)@56] q=Select(targets=[Target(val=int:1@73)@73])))]"},
};

static const ErrorCase error_cases[] = {
    {"SELEC 1", "42601", "syntax error at or near \"SELEC\"", 1},
    {"SELECT * FORM t", "42601", "syntax error at or near \"FORM\"", 10},
    {"SELECT (1", "42601", "syntax error at end of input", 10},
    {"CREATE TABLE t (a int,)", "42601", "syntax error at or near \")\"", 23},
    {"INSERT INTO t VALUES (1", "42601", "syntax error at end of input", 24},
    {"SELECT 1 2", "42601", "syntax error at or near \"2\"", 10},
    {"SELECT 1 +", "42601", "syntax error at end of input", 11},
    {"SELECT 1 'abc'", "42601", "syntax error at or near \"'abc'\"", 10},
    {"SELECT 1 $$x$$", "42601", "syntax error at or near \"$$x$$\"", 10},
    {"SELECT 1 $a$x$a$", "42601", "syntax error at or near \"$a$x$a$\"", 10},
    {"SELECT 'abc", "42601", "unterminated quoted string at or near \"'abc\"", 8},
    {"SELECT \"abc", "42601", "unterminated quoted identifier at or near \"\"abc\"", 8},
    {"SELECT $$abc", "42601", "unterminated dollar-quoted string at or near \"$$abc\"", 8},
    {"SELECT /* abc", "42601", "unterminated /* comment at or near \"/* abc\"", 8},
    {"SELECT /* a /* b */ c", "42601", "unterminated /* comment at or near \"/* a /* b */ c\"", 8},
    {"SELECT \"\";", "42601", "zero-length delimited identifier at or near \"\"\"\"", 8},
    {"SELECT 123abc", "42601", "trailing junk after numeric literal at or near \"123abc\"", 8},
    {"SELECT 1.5e", "42601", "trailing junk after numeric literal at or near \"1.5e\"", 8},
    {"SELECT 0x10", "42601", "trailing junk after numeric literal at or near \"0x10\"", 8},
    {"SELECT 1..2", "42601", "syntax error at or near \"..\"", 9},
    {"SELECT 1e+", "42601", "trailing junk after numeric literal at or near \"1e+\"", 8},
    {"SELECT $1abc", "42601", "trailing junk after parameter at or near \"$1abc\"", 8},
    {"SELECT * FROM", "42601", "syntax error at end of input", 14},
    {"SELECT * FROM t WHERE", "42601", "syntax error at end of input", 22},
    {"SELECT * FROM t WHERE a =", "42601", "syntax error at end of input", 26},
    {"SELECT a, FROM t", "42601", "syntax error at or near \"FROM\"", 11},
    {"SELECT a b c", "42601", "syntax error at or near \"c\"", 12},
    {"SELECT * FROM (SELECT 1)", "42601", "subquery in FROM must have an alias", 15},
    {"SELECT * FROM (VALUES (1))", "42601", "VALUES in FROM must have an alias", 15},
    {"SELECT 1 LIMIT 1, 2", "42601", "LIMIT #,# syntax is not supported", 10},
    {"SELECT 1 FETCH FIRST 1 ROW WITH TIES", "42601", "WITH TIES cannot be specified without ORDER BY clause", 0},
    {"(SELECT 1 ORDER BY 1) ORDER BY 1", "42601", "multiple ORDER BY clauses not allowed", 32},
    {"SELECT 1::float(0)", "22023", "precision for type float must be at least 1 bit", 17},
    {"SELECT 1::float(54)", "22023", "precision for type float must be less than 54 bits", 17},
    {"SELECT a < b < c", "42601", "syntax error at or near \"<\"", 14},
    {"SELECT a = b = c", "42601", "syntax error at or near \"=\"", 14},
    {"SELECT NOT", "42601", "syntax error at end of input", 11},
    {"SELECT CASE END", "42601", "syntax error at or near \"END\"", 13},
    {"SELECT CASE WHEN 1 END", "42601", "syntax error at or near \"END\"", 20},
    {"SELECT f(", "42601", "syntax error at end of input", 10},
    {"SELECT f(a,", "42601", "syntax error at end of input", 12},
    {"SELECT count(*", "42601", "syntax error at end of input", 15},
    {"SELECT ARRAY[1,", "42601", "syntax error at end of input", 16},
    {"SELECT a[1", "42601", "syntax error at end of input", 11},
    {"INSERT INTO t (a VALUES (1)", "42601", "syntax error at or near \"VALUES\"", 18},
    {"INSERT t VALUES (1)", "42601", "syntax error at or near \"t\"", 8},
    {"INSERT INTO t VALUES", "42601", "syntax error at end of input", 21},
    {"UPDATE t SET", "42601", "syntax error at end of input", 13},
    {"UPDATE t SET a", "42601", "syntax error at end of input", 15},
    {"UPDATE t a = 1", "42601", "syntax error at or near \"=\"", 12},
    {"DELETE t", "42601", "syntax error at or near \"t\"", 8},
    {"DELETE FROM", "42601", "syntax error at end of input", 12},
    {"CREATE TABLE t", "42601", "syntax error at end of input", 15},
    {"CREATE TABLE t (", "42601", "syntax error at end of input", 17},
    {"CREATE TABLE (a int)", "42601", "syntax error at or near \"(\"", 14},
    {"CREATE TABLE t (a int primary)", "42601", "syntax error at or near \")\"", 30},
    {"DROP t", "42601", "syntax error at or near \"t\"", 6},
    {"DROP TABLE", "42601", "syntax error at end of input", 11},
    {"DROP TABLE a,", "42601", "syntax error at end of input", 14},
    {"SET", "42601", "syntax error at end of input", 4},
    {"SET x", "42601", "syntax error at end of input", 6},
    {"SET x =", "42601", "syntax error at end of input", 8},
    {"SET x TO", "42601", "syntax error at end of input", 9},
    {"SHOW", "42601", "syntax error at end of input", 5},
    {"RESET", "42601", "syntax error at end of input", 6},
    {"BEGIN foo", "42601", "syntax error at or near \"foo\"", 7},
    {"COMMIT foo", "42601", "syntax error at or near \"foo\"", 8},
    {"ROLLBACK TO", "42601", "syntax error at end of input", 12},
    {"SAVEPOINT", "42601", "syntax error at end of input", 10},
    {"EXPLAIN", "42601", "syntax error at end of input", 8},
    {"EXPLAIN (", "42601", "syntax error at end of input", 10},
    {"SELECT 1 UNION", "42601", "syntax error at end of input", 15},
    {"SELECT * FROM a JOIN b", "42601", "syntax error at end of input", 23},
    {"SELECT * FROM a JOIN b ON", "42601", "syntax error at end of input", 26},
    {"SELECT * FROM a NATURAL JOIN b ON true", "42601", "syntax error at or near \"ON\"", 32},
    {"SELECT * FROM a CROSS JOIN b ON true", "42601", "syntax error at or near \"ON\"", 30},
    {"SELECT 1 ORDER BY", "42601", "syntax error at end of input", 18},
    {"SELECT 1 GROUP BY", "42601", "syntax error at end of input", 18},
    {"SELECT 1 HAVING", "42601", "syntax error at end of input", 16},
    {"SELECT x OVER (", "42601", "syntax error at or near \"OVER\"", 10},
    {"SELECT sum(x) OVER (ROWS UNBOUNDED FOLLOWING) FROM t", "42P20", "frame start cannot be UNBOUNDED FOLLOWING", 26},
    {"SELECT sum(x) OVER (ROWS BETWEEN CURRENT ROW AND UNBOUNDED PRECEDING) FROM t", "42P20", "frame end cannot be UNBOUNDED PRECEDING", 50},
    {"SELECT sum(x) OVER (ROWS 1 FOLLOWING) FROM t", "42P20", "frame starting from following row cannot end with current row", 26},
    {"SELECT sum(x) OVER (ROWS BETWEEN 1 FOLLOWING AND CURRENT ROW) FROM t", "42P20", "frame starting from following row cannot have preceding rows", 50},
    {"SELECT sum(x) OVER (ROWS BETWEEN CURRENT ROW AND 1 PRECEDING) FROM t", "42P20", "frame starting from current row cannot have preceding rows", 50},
    {"SELECT a FROM t WHERE a IN ()", "42601", "syntax error at or near \")\"", 29},
    {"SELECT x::", "42601", "syntax error at end of input", 11},
    {"SELECT CAST(x AS)", "42601", "syntax error at or near \")\"", 17},
    {"SELECT EXTRACT(FROM x)", "42601", "syntax error at or near \"FROM\"", 16},
    {"SELECT 1 AS", "42601", "syntax error at end of input", 12},
    {"SELECT * FROM t AS", "42601", "syntax error at end of input", 19},
    {"SELECT 'a' 'b'", "42601", "syntax error at or near \"'b'\"", 12},
    {"'b'", "42601", "syntax error at or near \"'b'\"", 1},
    {"SELECT 1 !", "42601", "syntax error at end of input", 11},
    {"SELECT @", "42601", "syntax error at end of input", 9},
    {"SELECT {", "42601", "syntax error at or near \"{\"", 8},
    {"SELECT 1 FROM t t2 t3", "42601", "syntax error at or near \"t3\"", 20},
    {"SELECT select", "42601", "syntax error at or near \"select\"", 8},
    {"SELECT from", "42601", "syntax error at end of input", 12},
    {"SELECT 1 WHERE", "42601", "syntax error at end of input", 15},
    {"WITH x AS (SELECT 1)", "42601", "syntax error at end of input", 21},
    {"WITH x (SELECT 1) SELECT 1", "42601", "syntax error at or near \"SELECT\"", 9},
    {"SELECT * FROM t FOR", "42601", "syntax error at end of input", 20},
    {"SELECT * FROM t FOR UPDATE OF", "42601", "syntax error at end of input", 30},
    {"VALUES", "42601", "syntax error at end of input", 7},
    {"VALUES ()", "42601", "syntax error at or near \")\"", 9},
    {"VALUES (1),", "42601", "syntax error at end of input", 12},
    {"TRUNCATE", "42601", "syntax error at end of input", 9},
    {"SET TIME ZONE", "42601", "syntax error at end of input", 14},
    {"SET TRANSACTION", "42601", "syntax error at end of input", 16},
    {"SELECT DISTINCT", "42601", "syntax error at end of input", 16},
    {"SELECT DISTINCT ON a", "42601", "syntax error at or near \"a\"", 20},
    {"SELECT a.", "42601", "syntax error at end of input", 10},
    {"SELECT 1 IS NOT", "42601", "syntax error at end of input", 16},
    {"SELECT 1 BETWEEN 1", "42601", "syntax error at end of input", 19},
    {"SELECT 1 BETWEEN 1 AND", "42601", "syntax error at end of input", 23},
    {"SELECT E'\\u12'", "22025", "invalid Unicode escape", 10},
    {"SELECT B'012'", "42601", "\"2\" is not a valid binary digit", 8},
    {"SELECT X'0G'", "42601", "\"G\" is not a valid hexadecimal digit", 8},
    {"SELECT 1 AT TIME", "42601", "syntax error at end of input", 17},
    {"SELECT TIMESTAMP(3", "42601", "syntax error at end of input", 19},
    {"SELECT char(", "42601", "syntax error at end of input", 13},
    {"SELECT NULLIF(1)", "42601", "syntax error at or near \")\"", 16},
    {"SELECT COALESCE()", "42601", "syntax error at or near \")\"", 17},
    {"SELECT ROW(1,", "42601", "syntax error at end of input", 14},
    {"SELECT (1,", "42601", "syntax error at end of input", 11},
    {"SELECT EXISTS 1", "42601", "syntax error at or near \"1\"", 15},
    {"SELECT 1 = ANY", "42601", "syntax error at end of input", 15},
    {"SELECT 1 = ANY (", "42601", "syntax error at end of input", 17},
    {"SELECT E'\\u12'", "22025", "invalid Unicode escape", 10},
    {"SELECT E'\\uD800'", "42601", "invalid Unicode surrogate pair at or near \"'\"", 16},
    {"SELECT E'\\u0000'", "42601", "invalid Unicode escape value at or near \"\\u0000\"", 10},
    {"SELECT * FROM (VALUES (1))", "42601", "VALUES in FROM must have an alias", 15},
    {"(SELECT 1 ORDER BY 1) ORDER BY 1", "42601", "multiple ORDER BY clauses not allowed", 32},
    {"SELECT 1 FETCH FIRST 1 ROW WITH TIES", "42601", "WITH TIES cannot be specified without ORDER BY clause", 0},
    {"SELECT x OVER (", "42601", "syntax error at or near \"OVER\"", 10},
    {"SELECT 1 day, 2 over", "42601", "syntax error at or near \"day\"", 10},
    {"SELECT E'\\x00'", "22021", "invalid byte sequence for encoding \"UTF8\": 0x00", 0},
    {"SELECT E'\\0'", "22021", "invalid byte sequence for encoding \"UTF8\": 0x00", 0},
    {"SELECT E'\\uD800'", "42601", "invalid Unicode surrogate pair at or near \"'\"", 16},
    {"SELECT E'\\uDE00'", "42601", "invalid Unicode surrogate pair at or near \"\\uDE00\"", 10},
    {"SELECT E'\\U00110000'", "42601", "invalid Unicode escape value at or near \"\\U00110000\"", 10},
    {"SELECT E'\\u0000'", "42601", "invalid Unicode escape value at or near \"\\u0000\"", 10},
    {"SELECT 'a' 'b'", "42601", "syntax error at or near \"'b'\"", 12},
    {"SELECT * FROM (SELECT 1) UNION SELECT 2", "42601", "subquery in FROM must have an alias", 15},
    {"SELECT 1 FROM t LIMIT ALL OFFSET 2 ROWS FETCH FIRST 3 ROWS ONLY", "42601", "syntax error at or near \"FETCH\"", 41},
    {"SELECT 1 ORDER BY 1 ORDER BY 2", "42601", "syntax error at or near \"ORDER\"", 21},
    {"SELECT 1 LIMIT 1 LIMIT 2", "42601", "syntax error at or near \"LIMIT\"", 18},
    {"SELECT 1 OFFSET 1 OFFSET 2", "42601", "syntax error at or near \"OFFSET\"", 19},
    {"SELECT percentile_cont(0.5 ORDER BY x) WITHIN GROUP (ORDER BY x)", "42601", "cannot use multiple ORDER BY clauses with WITHIN GROUP", 40},
    {"SELECT count(DISTINCT x) WITHIN GROUP (ORDER BY x)", "42601", "cannot use DISTINCT with WITHIN GROUP", 26},
    {"UPDATE t SET (a, b) = (1)", "42601", "source for a multiple-column UPDATE item must be a sub-SELECT or ROW() expression", 24},
    {"UPDATE t SET (a, b) = (1, 2, 3)", "42601", "number of columns does not match number of values", 23},
    {"SELECT a FROM t WHERE a NOT", "42601", "syntax error at or near \"NOT\"", 25},
    {"CREATE TABLE t (a int COLLATE \"C\" COLLATE \"D\")", "42601", "multiple COLLATE clauses not allowed", 35},
    {"SELECT f(x ORDER BY y", "42601", "syntax error at end of input", 22},
    {"SELECT x::int[", "42601", "syntax error at end of input", 15},
    {"SELECT 1 IS NOT DISTINCT b", "42601", "syntax error at or near \"b\"", 26},
    {"SELECT INTERVAL '1' DAY TO", "42601", "syntax error at end of input", 27},
    {"SELECT a FROM t t(", "42601", "syntax error at end of input", 19},
    {"SELECT * FROM t, (", "42601", "syntax error at end of input", 19},
    {"SELECT 1 @@ ", "42601", "syntax error at end of input", 13},
    {"SELECT *. FROM t", "42601", "syntax error at or near \".\"", 9},
    {"SELECT E'abc\\'", "42601", "unterminated quoted string at or near \"E'abc\\'\"", 8},
    {"SELECT N'abc' 1", "42601", "syntax error at or near \"1\"", 15},
    {"SELECT $1 $2", "42601", "syntax error at or near \"$2\"", 11},
    {"SELECT ((1)", "42601", "syntax error at end of input", 12},
    {"SELECT 1)", "42601", "syntax error at or near \")\"", 9},
    {"SELECT )", "42601", "syntax error at or near \")\"", 8},
    {"SELECT ,", "42601", "syntax error at or near \",\"", 8},
    {"SELECT a FROM (t JOIN u ON true", "42601", "syntax error at end of input", 32},
    {"CREATE POLICY p ON t AS sometimes", "42601", "unrecognized row security option \"sometimes\"", 25},
    {"CREATE POLICY p ON t FOR TRUNCATE", "42601", "syntax error at or near \"TRUNCATE\"", 26},
    {"CREATE POLICY p ON t TO GROUP g", "42601", "syntax error at or near \"GROUP\"", 25},
};

/* Statements PostgreSQL 15 accepts (checked through psql): they must parse. */
static const char *const valid_cases[] = {
    /* row-level security */
    "ALTER TABLE t ENABLE ROW LEVEL SECURITY, NO FORCE ROW LEVEL SECURITY",
    "ALTER TABLE IF EXISTS s.t DISABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY",
    "CREATE POLICY p ON s.t AS RESTRICTIVE FOR UPDATE TO a, PUBLIC, CURRENT_USER USING (x = 1) WITH CHECK (y IN (SELECT 1))",
    "CREATE POLICY p ON t",
    "CREATE POLICY p ON t FOR INSERT WITH CHECK (true)",
    "ALTER POLICY p ON t TO SESSION_USER USING (a) WITH CHECK (b)",
    "ALTER POLICY p ON t RENAME TO q",
    "DROP POLICY IF EXISTS p ON s.t CASCADE",
    "SELECT 1 AS \"x y\", 2 \"z\"",
    "SELECT a.b.c FROM t",
    "SELECT (SELECT 1) + 1",
    "SELECT ((SELECT 1))",
    "SELECT * FROM ((SELECT 1)) s",
    "SELECT 1 WHERE 1 IN ((SELECT 1))",
    "SELECT (ARRAY[1,2])[1]",
    "SELECT (x).y.z FROM t",
    "SELECT $1[1]",
    "SELECT -1::int",
    "SELECT - -1",
    "SELECT 1 - -1",
    "SELECT 2 ^ -1",
    "SELECT 'a' || 'b' || 'c'",
    "SELECT 1 < 2 AND 2 > 1 OR NOT 1 = 1",
    "SELECT a IS NOT NULL AND b IS NULL",
    "SELECT NOT a IS NULL",
    "SELECT a = b IS TRUE",
    "SELECT 1 BETWEEN 0 AND 2 AND true",
    "SELECT x NOT LIKE 'a%' AND y LIKE 'b'",
    "SELECT CASE WHEN x IS NULL THEN 0 WHEN x < 0 THEN -1 ELSE 1 END FROM t",
    "SELECT count(*) FILTER (WHERE true) OVER ()",
    "SELECT row_number() OVER (ORDER BY x DESC NULLS FIRST) FROM t",
    "SELECT sum(x) OVER (ORDER BY y GROUPS BETWEEN 1 PRECEDING AND 1 FOLLOWING EXCLUDE CURRENT ROW) FROM t",
    "SELECT sum(x) OVER (ORDER BY y RANGE BETWEEN INTERVAL '1 day' PRECEDING AND CURRENT ROW) FROM t",
    "SELECT * FROM t WINDOW w AS (PARTITION BY a), w2 AS (w ORDER BY b)",
    "SELECT * FROM t1, t2 WHERE t1.a = t2.a ORDER BY 1, 2 DESC",
    "SELECT * FROM t1 INNER JOIN t2 ON t1.a = t2.a INNER JOIN t3 ON t2.b = t3.b",
    "SELECT * FROM t1 LEFT OUTER JOIN t2 USING (a, b)",
    "SELECT * FROM t1 JOIN (t2 JOIN t3 ON true) ON true",
    "SELECT * FROM t AS x(a), LATERAL f(x.a) AS g",
    "SELECT * FROM unnest(ARRAY[1,2]) AS u",
    "SELECT * FROM generate_series(1,3) g",
    "SELECT DISTINCT ON (a, b) a, b FROM t ORDER BY a, b",
    "SELECT a, count(*) FROM t GROUP BY 1 HAVING count(*) > 1 ORDER BY 2 DESC LIMIT 5",
    "SELECT * FROM t LIMIT 10 OFFSET 20",
    "SELECT * FROM t OFFSET 20 LIMIT 10",
    "SELECT * FROM t FETCH FIRST 5 ROWS ONLY",
    "SELECT * FROM t LIMIT $1",
    "SELECT * FROM t LIMIT (SELECT 1)",
    "(SELECT 1) UNION (SELECT 2) ORDER BY 1",
    "SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3",
    "SELECT 1 INTERSECT ALL SELECT 2",
    "SELECT 1 EXCEPT DISTINCT SELECT 2",
    "(VALUES (1), (2)) ORDER BY 1",
    "VALUES (1) UNION VALUES (2)",
    "WITH a AS (SELECT 1), b AS (SELECT * FROM a) SELECT * FROM b",
    "WITH a AS (INSERT INTO t VALUES (1) RETURNING *) SELECT * FROM a",
    "INSERT INTO t VALUES (1), (2) RETURNING *, a AS b",
    "INSERT INTO t (a) VALUES (DEFAULT)",
    "INSERT INTO t (a.b, c[1]) VALUES (1, 2)",
    "INSERT INTO t SELECT 1 UNION SELECT 2",
    "INSERT INTO t (SELECT 1)",
    "INSERT INTO t VALUES (1) ON CONFLICT (a) WHERE a > 0 DO NOTHING",
    "INSERT INTO t VALUES (1) ON CONFLICT (a) DO UPDATE SET b = 1 WHERE t.c = 2",
    "UPDATE t SET a = a + 1",
    "UPDATE ONLY t SET a = 1",
    "UPDATE t x SET a = 1",
    "DELETE FROM t",
    "DELETE FROM ONLY t WHERE a IN (SELECT b FROM u)",
    "CREATE TABLE t (a int, b text, c numeric(10, 2), d timestamp, e boolean DEFAULT false)",
    "CREATE TABLE t (a int CHECK (a > 0) NOT NULL, CONSTRAINT c CHECK (a < 100))",
    "CREATE TABLE s.t (id bigint PRIMARY KEY, name varchar(100) UNIQUE NOT NULL)",
    "CREATE TABLE t (a int REFERENCES u, b int REFERENCES u (x) ON UPDATE SET NULL ON DELETE NO ACTION)",
    "CREATE TABLE t (a int, FOREIGN KEY (a) REFERENCES u MATCH FULL ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED)",
    "CREATE TABLE t (a int DEFAULT nextval('s'), b timestamptz DEFAULT now(), c int DEFAULT 1 + 2)",
    "CREATE TABLE t (a double precision, b real, c char(3), d varchar, e bytea, f json, g jsonb, h uuid)",
    "CREATE TABLE t (a int[], b text[][], c int ARRAY[4])",
    "CREATE TABLE t (a interval, b interval day to second(3), c time(3) with time zone)",
    "CREATE TABLE \"T\" (\"A\" int)",
    "DROP TABLE t",
    "DROP TABLE IF EXISTS t RESTRICT",
    "DROP VIEW IF EXISTS v CASCADE",
    "DROP SCHEMA IF EXISTS s CASCADE",
    "TRUNCATE t",
    "TRUNCATE ONLY t CONTINUE IDENTITY",
    "SET work_mem = '64MB'",
    "SET work_mem TO 65536",
    "SET client_min_messages = warning",
    "SET datestyle TO 'ISO, MDY'",
    "SET search_path = \"$user\", public",
    "SET extra_float_digits = 3",
    "SET statement_timeout = 0",
    "SET TIME ZONE INTERVAL '+00:00' HOUR TO MINUTE",
    "SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL READ COMMITTED",
    "SET LOCAL TIME ZONE 'UTC'",
    "SET standard_conforming_strings = on",
    "SET x.y = 'z'",
    "SET ROLE postgres",
    "SHOW search_path",
    "SHOW \"TimeZone\"",
    "RESET search_path",
    "BEGIN ISOLATION LEVEL READ COMMITTED, READ ONLY",
    "BEGIN READ WRITE",
    "START TRANSACTION ISOLATION LEVEL SERIALIZABLE DEFERRABLE",
    "COMMIT TRANSACTION",
    "ROLLBACK WORK",
    "ROLLBACK AND NO CHAIN",
    "END TRANSACTION",
    "EXPLAIN ANALYZE SELECT 1",
    "EXPLAIN ANALYSE SELECT 1",
    "EXPLAIN VERBOSE SELECT 1",
    "EXPLAIN (COSTS false) SELECT 1",
    "EXPLAIN (ANALYZE true, VERBOSE) UPDATE t SET a = 1",
    "EXPLAIN INSERT INTO t VALUES (1)",
    "SELECT 1 FROM t WHERE a = ANY('{1,2}'::int[])",
    "SELECT x::int4::int8::text",
    "SELECT CAST('1' AS double precision)",
    "SELECT CAST(x AS varchar(3)[])",
    "SELECT '1 day'::interval + now()",
    "SELECT now() - interval '1 hour'",
    "SELECT date_trunc('day', now())",
    "SELECT extract(epoch FROM now())",
    "SELECT EXTRACT(DAY FROM x), EXTRACT(HOUR FROM x), EXTRACT(century FROM x)",
    "SELECT x AT TIME ZONE 'UTC' AT TIME ZONE 'PST'",
    "SELECT 'abc' COLLATE \"C\" < 'abd'",
    "SELECT 'abc' ~ 'a.*', 'abc' ~* 'A', 'abc' !~* 'x'",
    "SELECT 5 % 3, 5 / 2, |/ 25, @ -5, 2 # 3, ~5, 1 << 2, 8 >> 1, 5 & 3, 5 | 3",
    "SELECT 'a' LIKE 'a' ESCAPE ''",
    "SELECT true AND NOT false",
    "SELECT NULL IS NULL, NULL ISNULL",
    "SELECT 1 IS DISTINCT FROM NULL",
    "SELECT ROW(1, 'a') = ROW(1, 'a')",
    "SELECT (1, 2) < (1, 3)",
    "SELECT ARRAY(SELECT 1 UNION SELECT 2)",
    "SELECT EXISTS (SELECT * FROM t WHERE false)",
    "SELECT 1 = ALL (SELECT 1)",
    "SELECT 1 <> SOME (ARRAY[1])",
    "SELECT x LIKE ANY (ARRAY['a', 'b'])",
    "SELECT COALESCE(NULL, NULL, 1)",
    "SELECT GREATEST(1, 2, 3), LEAST('a', 'b')",
    "SELECT NULLIF(1, 1)",
    "SELECT substring('hello' from 2 for 3), substring('hello' from 2), substring('hello', 2)",
    "SELECT substring('abc' similar 'a' escape '#')",
    "SELECT position('b' in 'abc')",
    "SELECT trim(both 'x' from 'xax'), trim('  a  '), trim(leading from '  a'), ltrim('x')",
    "SELECT overlay('abc' placing 'Z' from 2 for 1)",
    "SELECT current_date, current_time, current_timestamp(2), localtime(1), localtimestamp",
    "SELECT current_user, session_user, user, current_role, current_schema, current_catalog",
    "SELECT current_schema()",
    "SELECT count(DISTINCT a), count(ALL a), array_agg(a ORDER BY b DESC), string_agg(DISTINCT a, ',')",
    "SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY x), mode() WITHIN GROUP (ORDER BY x) FROM t",
    "SELECT rank(1) WITHIN GROUP (ORDER BY x) FROM t",
    "SELECT x FROM t GROUP BY GROUPING SETS (a, (b, c), ())",
    "SELECT GROUPING(a, b) FROM t GROUP BY CUBE (a, b)",
    "SELECT * FROM t FOR SHARE",
    "SELECT * FROM t FOR UPDATE SKIP LOCKED",
    "SELECT * FROM t ORDER BY a LIMIT 1 FOR UPDATE",
    "SELECT * FROM t FOR UPDATE LIMIT 1",
    "SELECT $$dollar $ quoted$$, $tag$with $$ inside$tag$",
    "SELECT 'multi' -- comment",
    "SELECT /* c1 /* nested */ c2 */ 1",
    "SELECT 1 -- trailing",
    "SELECT E'\\''",
    "SELECT E'\\\\'",
    "SELECT 'a\\b'",
    "SELECT B'1010', X'FF', b'1', x'a'",
    "SELECT 1.e5, .1e-2, 1e+3, 00012, 1.0, 0.0",
    "SELECT 9223372036854775807, -9223372036854775808, 99999999999999999999999",
    "SELECT \"select\", \"FROM\" FROM t",
    "SELECT t.\"Col\" FROM t",
    "SELECT u&\"\\0041\"",
    "SELECT table_name FROM information_schema.tables",
    "SELECT c.relname FROM pg_catalog.pg_class c",
    "SELECT n.nspname, c.relname FROM pg_catalog.pg_namespace n JOIN pg_catalog.pg_class c ON c.relnamespace = n.oid WHERE c.relkind IN ('r','p','v','m','S','f','') AND n.nspname <> 'pg_catalog' AND pg_catalog.pg_table_is_visible(c.oid) ORDER BY 1,2",
    "SELECT pg_catalog.format_type(a.atttypid, a.atttypmod) FROM pg_catalog.pg_attribute a",
    "SELECT a.attname, pg_catalog.pg_get_expr(d.adbin, d.adrelid, true) FROM pg_catalog.pg_attrdef d",
    "SELECT CASE c.relkind WHEN 'r' THEN 'table' END AS \"Type\" FROM pg_catalog.pg_class c",
    "SELECT c.oid::pg_catalog.regclass FROM pg_catalog.pg_class c",
    "SELECT 'x'::regtype, 'y'::pg_catalog.text, 1::\"int4\"",
    "SELECT OPERATOR(pg_catalog.~) 'a'",
    "SELECT a OPERATOR(pg_catalog.~) 'b' FROM t",
    "SELECT x COLLATE pg_catalog.\"default\" FROM t",
    "SELECT array_to_string(ARRAY(SELECT 1), ',')",
    "SELECT * FROM pg_catalog.pg_settings WHERE name ~ '^(timezone)$' COLLATE pg_catalog.default",
    "SELECT (SELECT 1 FROM t LIMIT 1) AS x",
    "SELECT 1 ORDER BY 1 USING >",
    "SELECT t.* FROM t ORDER BY t.a NULLS FIRST",
    "SELECT char_length('abc'), octet_length('a')",
    "SELECT int '1', float '1.5', numeric(3) '1', char(2) 'ab', varchar 'x', bool 't', boolean 'f'",
    "SELECT timestamp '2020-01-01 00:00', timestamp(0) '2020-01-01', time with time zone '00:00', timestamptz '2020-01-01'",
    "SELECT interval '1' year, interval '1-2' year to month, interval '1 2' day to hour, interval '1' second(3)",
    "SELECT 1::bit(3), 1::bit varying",
    "SELECT x::char varying(3), x::national char varying",
    "SELECT 1 AS a, 2 AS b ORDER BY a + b",
    "SELECT a FROM t WHERE a = 1 OR a = 2 OR a = 3 AND b = 4",
    "SELECT a FROM t WHERE NOT (a = 1 AND b = 2)",
    "SELECT a FROM t WHERE a NOT IN (1, 2) AND b NOT BETWEEN 1 AND 2",
    "SELECT a FROM t WHERE a NOT ILIKE 'x' AND b NOT SIMILAR TO 'y'",
    "SELECT * FROM t WHERE (a, b) IN ((1, 2), (3, 4))",
    "SELECT * FROM t WHERE (a, b) IN (SELECT 1, 2)",
    "SELECT 1 FROM t HAVING true",
    "CREATE TABLE t (type text, name text, value int, key int, data text, position int, time timestamp, timestamp int, date date, year int, month int, level int, comment text, action text)",
    "SELECT type, name, value, key, data, position, time, date, year, level, comment, action FROM t",
    "SELECT t.type, t.position, t.time FROM t",
    "CREATE TABLE t (interval int, char int, int int, numeric int, boolean bool, real real, float float)",
    "SELECT interval, char, int, numeric, real, float FROM t",
    "CREATE TABLE t (text text, varchar varchar, json json, uuid uuid)",
    "SELECT * FROM user",
    "SELECT * FROM \"user\"",
    "SELECT left('abc', 1), right('abc', 1)",
    "SELECT x FROM t WHERE time > now()",
    "SELECT x FROM t ORDER BY time",
    "SELECT count(*) AS count, sum(x) sum, max(x) max FROM t",
    "SELECT 1 count",
    "SELECT a AS value, b value2",
    "INSERT INTO t (type, name, value) VALUES ('a', 'b', 1)",
    "UPDATE t SET type = 'x', name = 'y', position = 1",
    "SELECT x.name FROM t x WHERE x.position = 1",
    "SELECT name FROM t AS a LEFT JOIN u AS b ON a.id = b.id",
    "SELECT * FROM t a JOIN u b USING (id)",
    "SELECT 1 FROM t WHERE position('a' in name) > 0",
    "SELECT extract(year from date), date_part('year', date) FROM t",
    "SELECT row FROM t",
    "SELECT values FROM t",
    "SELECT exists FROM t",
    "SELECT between FROM t",
    "SELECT * FROM t WHERE a BETWEEN b AND c AND d",
    "SELECT nullif FROM t",
    "SELECT coalesce FROM t",
    "SELECT x.trim FROM t x",
    "SELECT setof FROM t",
    "SELECT none FROM t",
    "SELECT out FROM t",
    "SELECT precision FROM t",
    "SELECT nulls NOT IN (1) FROM t",
    "CREATE TABLE t (a int UNIQUE NULLS NOT DISTINCT, UNIQUE NULLS DISTINCT (a))",
    "SELECT (1,2) OVERLAPS (3,4)",
    /* the catalog queries psql 15 sends for \\d, \\dt, \\l, \\df, \\du, \\d+ ... */
    "SELECT c.oid,    n.nspname,    c.relname  FROM pg_catalog.pg_class c       LEFT JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace  WHERE c.relname OPERATOR(pg_catalog.~) '^(t)$' COLLATE pg_catalog.default    AND pg_catalog.pg_table_is_visible(c.oid)  ORDER BY 2, 3;",
    "SELECT c.relchecks, c.relkind, c.relhasindex, c.relhasrules, c.relhastriggers, c.relrowsecurity, c.relforcerowsecurity, false AS relhasoids, c.relispartition, '', c.reltablespace, CASE WHEN c.reloftype = 0 THEN '' ELSE c.reloftype::pg_catalog.regtype::pg_catalog.text END, c.relpersistence, c.relreplident, am.amname  FROM pg_catalog.pg_class c   LEFT JOIN pg_catalog.pg_class tc ON (c.reltoastrelid = tc.oid)  LEFT JOIN pg_catalog.pg_am am ON (c.relam = am.oid)  WHERE c.oid = '17100';",
    "SELECT a.attname,    pg_catalog.format_type(a.atttypid, a.atttypmod),    (SELECT pg_catalog.pg_get_expr(d.adbin, d.adrelid, true)     FROM pg_catalog.pg_attrdef d     WHERE d.adrelid = a.attrelid AND d.adnum = a.attnum AND a.atthasdef),    a.attnotnull,    (SELECT c.collname FROM pg_catalog.pg_collation c, pg_catalog.pg_type t     WHERE c.oid = a.attcollation AND t.oid = a.atttypid AND a.attcollation <> t.typcollation) AS attcollation,    a.attidentity,    a.attgenerated  FROM pg_catalog.pg_attribute a  WHERE a.attrelid = '17100' AND a.attnum > 0 AND NOT a.attisdropped  ORDER BY a.attnum;",
    "SELECT c2.relname, i.indisprimary, i.indisunique, i.indisclustered, i.indisvalid, pg_catalog.pg_get_indexdef(i.indexrelid, 0, true),    pg_catalog.pg_get_constraintdef(con.oid, true), contype, condeferrable, condeferred, i.indisreplident, c2.reltablespace  FROM pg_catalog.pg_class c, pg_catalog.pg_class c2, pg_catalog.pg_index i    LEFT JOIN pg_catalog.pg_constraint con ON (conrelid = i.indrelid AND conindid = i.indexrelid AND contype IN ('p','u','x'))  WHERE c.oid = '17100' AND c.oid = i.indrelid AND i.indexrelid = c2.oid  ORDER BY i.indisprimary DESC, c2.relname;",
    "SELECT pol.polname, pol.polpermissive,    CASE WHEN pol.polroles = '{0}' THEN NULL ELSE pg_catalog.array_to_string(array(select rolname from pg_catalog.pg_roles where oid = any (pol.polroles) order by 1),',') END,    pg_catalog.pg_get_expr(pol.polqual, pol.polrelid),    pg_catalog.pg_get_expr(pol.polwithcheck, pol.polrelid),    CASE pol.polcmd      WHEN 'r' THEN 'SELECT'      WHEN 'a' THEN 'INSERT'      WHEN 'w' THEN 'UPDATE'      WHEN 'd' THEN 'DELETE'      END AS cmd  FROM pg_catalog.pg_policy pol  WHERE pol.polrelid = '17100' ORDER BY 1;",
    "SELECT oid, stxrelid::pg_catalog.regclass, stxnamespace::pg_catalog.regnamespace::pg_catalog.text AS nsp, stxname,  pg_catalog.pg_get_statisticsobjdef_columns(oid) AS columns,    'd' = any(stxkind) AS ndist_enabled,    'f' = any(stxkind) AS deps_enabled,    'm' = any(stxkind) AS mcv_enabled,  stxstattarget  FROM pg_catalog.pg_statistic_ext  WHERE stxrelid = '17100'  ORDER BY nsp, stxname;",
    "SELECT pubname       , NULL       , NULL  FROM pg_catalog.pg_publication p       JOIN pg_catalog.pg_publication_namespace pn ON p.oid = pn.pnpubid       JOIN pg_catalog.pg_class pc ON pc.relnamespace = pn.pnnspid  WHERE pc.oid ='17100' and pg_catalog.pg_relation_is_publishable('17100')  UNION  SELECT pubname       , pg_get_expr(pr.prqual, c.oid)       , (CASE WHEN pr.prattrs IS NOT NULL THEN           (SELECT string_agg(attname, ', ')             FROM pg_catalog.generate_series(0, pg_catalog.array_upper(pr.prattrs::pg_catalog.int2[], 1)) s,                  pg_catalog.pg_attribute            WHERE attrelid = pr.prrelid AND attnum = prattrs[s])          ELSE NULL END) FROM pg_catalog.pg_publication p       JOIN pg_catalog.pg_publication_rel pr ON p.oid = pr.prpubid       JOIN pg_catalog.pg_class c ON c.oid = pr.prrelid  WHERE pr.prrelid = '17100'  UNION  SELECT pubname       , NULL       , NULL  FROM pg_catalog.pg_publication p  WHERE p.puballtables AND pg_catalog.pg_relation_is_publishable('17100')  ORDER BY 1;",
    "SELECT c.oid::pg_catalog.regclass  FROM pg_catalog.pg_class c, pg_catalog.pg_inherits i  WHERE c.oid = i.inhparent AND i.inhrelid = '17100'    AND c.relkind != 'p' AND c.relkind != 'I'  ORDER BY inhseqno;",
    "SELECT c.oid::pg_catalog.regclass, c.relkind, inhdetachpending, pg_catalog.pg_get_expr(c.relpartbound, c.oid)  FROM pg_catalog.pg_class c, pg_catalog.pg_inherits i  WHERE c.oid = i.inhrelid AND i.inhparent = '17100'  ORDER BY pg_catalog.pg_get_expr(c.relpartbound, c.oid) = 'DEFAULT', c.oid::pg_catalog.regclass::pg_catalog.text;",
    "SELECT n.nspname as \"Schema\",    c.relname as \"Name\",    CASE c.relkind WHEN 'r' THEN 'table' WHEN 'v' THEN 'view' WHEN 'm' THEN 'materialized view' WHEN 'i' THEN 'index' WHEN 'S' THEN 'sequence' WHEN 't' THEN 'TOAST table' WHEN 'f' THEN 'foreign table' WHEN 'p' THEN 'partitioned table' WHEN 'I' THEN 'partitioned index' END as \"Type\",    pg_catalog.pg_get_userbyid(c.relowner) as \"Owner\"  FROM pg_catalog.pg_class c       LEFT JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace       LEFT JOIN pg_catalog.pg_am am ON am.oid = c.relam  WHERE c.relkind IN ('r','p','v','m','S','f','')        AND n.nspname <> 'pg_catalog'        AND n.nspname !~ '^pg_toast'        AND n.nspname <> 'information_schema'    AND pg_catalog.pg_table_is_visible(c.oid)  ORDER BY 1,2;",
    "SELECT n.nspname as \"Schema\",    c.relname as \"Name\",    CASE c.relkind WHEN 'r' THEN 'table' WHEN 'v' THEN 'view' WHEN 'm' THEN 'materialized view' WHEN 'i' THEN 'index' WHEN 'S' THEN 'sequence' WHEN 't' THEN 'TOAST table' WHEN 'f' THEN 'foreign table' WHEN 'p' THEN 'partitioned table' WHEN 'I' THEN 'partitioned index' END as \"Type\",    pg_catalog.pg_get_userbyid(c.relowner) as \"Owner\"  FROM pg_catalog.pg_class c       LEFT JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace       LEFT JOIN pg_catalog.pg_am am ON am.oid = c.relam  WHERE c.relkind IN ('r','p','')        AND n.nspname <> 'pg_catalog'        AND n.nspname !~ '^pg_toast'        AND n.nspname <> 'information_schema'    AND pg_catalog.pg_table_is_visible(c.oid)  ORDER BY 1,2;",
    "SELECT d.datname as \"Name\",         pg_catalog.pg_get_userbyid(d.datdba) as \"Owner\",         pg_catalog.pg_encoding_to_char(d.encoding) as \"Encoding\",         d.datcollate as \"Collate\",         d.datctype as \"Ctype\",         d.daticulocale as \"ICU Locale\",         CASE d.datlocprovider WHEN 'c' THEN 'libc' WHEN 'i' THEN 'icu' END AS \"Locale Provider\",         pg_catalog.array_to_string(d.datacl, E'\\n') AS \"Access privileges\"  FROM pg_catalog.pg_database d  ORDER BY 1;",
    "SELECT n.nspname AS \"Name\",    pg_catalog.pg_get_userbyid(n.nspowner) AS \"Owner\"  FROM pg_catalog.pg_namespace n  WHERE n.nspname !~ '^pg_' AND n.nspname <> 'information_schema'  ORDER BY 1;",
    "SELECT n.nspname as \"Schema\",    p.proname as \"Name\",    pg_catalog.pg_get_function_result(p.oid) as \"Result data type\",    pg_catalog.pg_get_function_arguments(p.oid) as \"Argument data types\",   CASE p.prokind    WHEN 'a' THEN 'agg'    WHEN 'w' THEN 'window'    WHEN 'p' THEN 'proc'    ELSE 'func'   END as \"Type\"  FROM pg_catalog.pg_proc p       LEFT JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace  WHERE pg_catalog.pg_function_is_visible(p.oid)        AND n.nspname <> 'pg_catalog'        AND n.nspname <> 'information_schema'  ORDER BY 1, 2, 4;",
    "SELECT n.nspname as \"Schema\",    c.relname as \"Name\",    CASE c.relkind WHEN 'r' THEN 'table' WHEN 'v' THEN 'view' WHEN 'm' THEN 'materialized view' WHEN 'i' THEN 'index' WHEN 'S' THEN 'sequence' WHEN 't' THEN 'TOAST table' WHEN 'f' THEN 'foreign table' WHEN 'p' THEN 'partitioned table' WHEN 'I' THEN 'partitioned index' END as \"Type\",    pg_catalog.pg_get_userbyid(c.relowner) as \"Owner\"  FROM pg_catalog.pg_class c       LEFT JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace  WHERE c.relkind IN ('v','')        AND n.nspname <> 'pg_catalog'        AND n.nspname !~ '^pg_toast'        AND n.nspname <> 'information_schema'    AND pg_catalog.pg_table_is_visible(c.oid)  ORDER BY 1,2;",
    "SELECT n.nspname as \"Schema\",    c.relname as \"Name\",    CASE c.relkind WHEN 'r' THEN 'table' WHEN 'v' THEN 'view' WHEN 'm' THEN 'materialized view' WHEN 'i' THEN 'index' WHEN 'S' THEN 'sequence' WHEN 't' THEN 'TOAST table' WHEN 'f' THEN 'foreign table' WHEN 'p' THEN 'partitioned table' WHEN 'I' THEN 'partitioned index' END as \"Type\",    pg_catalog.pg_get_userbyid(c.relowner) as \"Owner\",    c2.relname as \"Table\"  FROM pg_catalog.pg_class c       LEFT JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace       LEFT JOIN pg_catalog.pg_am am ON am.oid = c.relam       LEFT JOIN pg_catalog.pg_index i ON i.indexrelid = c.oid       LEFT JOIN pg_catalog.pg_class c2 ON i.indrelid = c2.oid  WHERE c.relkind IN ('i','I','')        AND n.nspname <> 'pg_catalog'        AND n.nspname !~ '^pg_toast'        AND n.nspname <> 'information_schema'    AND pg_catalog.pg_table_is_visible(c.oid)  ORDER BY 1,2;",
    "SELECT r.rolname, r.rolsuper, r.rolinherit,    r.rolcreaterole, r.rolcreatedb, r.rolcanlogin,    r.rolconnlimit, r.rolvaliduntil,    ARRAY(SELECT b.rolname          FROM pg_catalog.pg_auth_members m          JOIN pg_catalog.pg_roles b ON (m.roleid = b.oid)          WHERE m.member = r.oid) as memberof  , r.rolreplication  , r.rolbypassrls  FROM pg_catalog.pg_roles r  WHERE r.rolname !~ '^pg_'  ORDER BY 1;",
    "SELECT n.nspname as \"Schema\",    pg_catalog.format_type(t.oid, NULL) AS \"Name\",    pg_catalog.obj_description(t.oid, 'pg_type') as \"Description\"  FROM pg_catalog.pg_type t       LEFT JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace  WHERE (t.typrelid = 0 OR (SELECT c.relkind = 'c' FROM pg_catalog.pg_class c WHERE c.oid = t.typrelid))    AND NOT EXISTS(SELECT 1 FROM pg_catalog.pg_type el WHERE el.oid = t.typelem AND el.typarray = t.oid)        AND n.nspname <> 'pg_catalog'        AND n.nspname <> 'information_schema'    AND pg_catalog.pg_type_is_visible(t.oid)  ORDER BY 1, 2;",
    "SELECT c.oid,    n.nspname,    c.relname  FROM pg_catalog.pg_class c       LEFT JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace  WHERE c.relname OPERATOR(pg_catalog.~) '^(t)$' COLLATE pg_catalog.default    AND pg_catalog.pg_table_is_visible(c.oid)  ORDER BY 2, 3;",
    "SELECT c.relchecks, c.relkind, c.relhasindex, c.relhasrules, c.relhastriggers, c.relrowsecurity, c.relforcerowsecurity, false AS relhasoids, c.relispartition, pg_catalog.array_to_string(c.reloptions || array(select 'toast.' || x from pg_catalog.unnest(tc.reloptions) x), ', ')  , c.reltablespace, CASE WHEN c.reloftype = 0 THEN '' ELSE c.reloftype::pg_catalog.regtype::pg_catalog.text END, c.relpersistence, c.relreplident, am.amname  FROM pg_catalog.pg_class c   LEFT JOIN pg_catalog.pg_class tc ON (c.reltoastrelid = tc.oid)  LEFT JOIN pg_catalog.pg_am am ON (c.relam = am.oid)  WHERE c.oid = '17100';",
    "SELECT a.attname,    pg_catalog.format_type(a.atttypid, a.atttypmod),    (SELECT pg_catalog.pg_get_expr(d.adbin, d.adrelid, true)     FROM pg_catalog.pg_attrdef d     WHERE d.adrelid = a.attrelid AND d.adnum = a.attnum AND a.atthasdef),    a.attnotnull,    (SELECT c.collname FROM pg_catalog.pg_collation c, pg_catalog.pg_type t     WHERE c.oid = a.attcollation AND t.oid = a.atttypid AND a.attcollation <> t.typcollation) AS attcollation,    a.attidentity,    a.attgenerated,    a.attstorage,    a.attcompression AS attcompression,    CASE WHEN a.attstattarget=-1 THEN NULL ELSE a.attstattarget END AS attstattarget,    pg_catalog.col_description(a.attrelid, a.attnum)  FROM pg_catalog.pg_attribute a  WHERE a.attrelid = '17100' AND a.attnum > 0 AND NOT a.attisdropped  ORDER BY a.attnum;",
    "SELECT c2.relname, i.indisprimary, i.indisunique, i.indisclustered, i.indisvalid, pg_catalog.pg_get_indexdef(i.indexrelid, 0, true),    pg_catalog.pg_get_constraintdef(con.oid, true), contype, condeferrable, condeferred, i.indisreplident, c2.reltablespace  FROM pg_catalog.pg_class c, pg_catalog.pg_class c2, pg_catalog.pg_index i    LEFT JOIN pg_catalog.pg_constraint con ON (conrelid = i.indrelid AND conindid = i.indexrelid AND contype IN ('p','u','x'))  WHERE c.oid = '17100' AND c.oid = i.indrelid AND i.indexrelid = c2.oid  ORDER BY i.indisprimary DESC, c2.relname;",
    "SELECT pol.polname, pol.polpermissive,    CASE WHEN pol.polroles = '{0}' THEN NULL ELSE pg_catalog.array_to_string(array(select rolname from pg_catalog.pg_roles where oid = any (pol.polroles) order by 1),',') END,    pg_catalog.pg_get_expr(pol.polqual, pol.polrelid),    pg_catalog.pg_get_expr(pol.polwithcheck, pol.polrelid),    CASE pol.polcmd      WHEN 'r' THEN 'SELECT'      WHEN 'a' THEN 'INSERT'      WHEN 'w' THEN 'UPDATE'      WHEN 'd' THEN 'DELETE'      END AS cmd  FROM pg_catalog.pg_policy pol  WHERE pol.polrelid = '17100' ORDER BY 1;",
    "SELECT oid, stxrelid::pg_catalog.regclass, stxnamespace::pg_catalog.regnamespace::pg_catalog.text AS nsp, stxname,  pg_catalog.pg_get_statisticsobjdef_columns(oid) AS columns,    'd' = any(stxkind) AS ndist_enabled,    'f' = any(stxkind) AS deps_enabled,    'm' = any(stxkind) AS mcv_enabled,  stxstattarget  FROM pg_catalog.pg_statistic_ext  WHERE stxrelid = '17100'  ORDER BY nsp, stxname;",
    "SELECT pubname       , NULL       , NULL  FROM pg_catalog.pg_publication p       JOIN pg_catalog.pg_publication_namespace pn ON p.oid = pn.pnpubid       JOIN pg_catalog.pg_class pc ON pc.relnamespace = pn.pnnspid  WHERE pc.oid ='17100' and pg_catalog.pg_relation_is_publishable('17100')  UNION  SELECT pubname       , pg_get_expr(pr.prqual, c.oid)       , (CASE WHEN pr.prattrs IS NOT NULL THEN           (SELECT string_agg(attname, ', ')             FROM pg_catalog.generate_series(0, pg_catalog.array_upper(pr.prattrs::pg_catalog.int2[], 1)) s,                  pg_catalog.pg_attribute            WHERE attrelid = pr.prrelid AND attnum = prattrs[s])          ELSE NULL END) FROM pg_catalog.pg_publication p       JOIN pg_catalog.pg_publication_rel pr ON p.oid = pr.prpubid       JOIN pg_catalog.pg_class c ON c.oid = pr.prrelid  WHERE pr.prrelid = '17100'  UNION  SELECT pubname       , NULL       , NULL  FROM pg_catalog.pg_publication p  WHERE p.puballtables AND pg_catalog.pg_relation_is_publishable('17100')  ORDER BY 1;",
    "SELECT c.oid::pg_catalog.regclass  FROM pg_catalog.pg_class c, pg_catalog.pg_inherits i  WHERE c.oid = i.inhparent AND i.inhrelid = '17100'    AND c.relkind != 'p' AND c.relkind != 'I'  ORDER BY inhseqno;",
    "SELECT c.oid::pg_catalog.regclass, c.relkind, inhdetachpending, pg_catalog.pg_get_expr(c.relpartbound, c.oid)  FROM pg_catalog.pg_class c, pg_catalog.pg_inherits i  WHERE c.oid = i.inhrelid AND i.inhparent = '17100'  ORDER BY pg_catalog.pg_get_expr(c.relpartbound, c.oid) = 'DEFAULT', c.oid::pg_catalog.regclass::pg_catalog.text;",
    "SELECT e.extname AS \"Name\", e.extversion AS \"Version\", n.nspname AS \"Schema\", c.description AS \"Description\"  FROM pg_catalog.pg_extension e LEFT JOIN pg_catalog.pg_namespace n ON n.oid = e.extnamespace LEFT JOIN pg_catalog.pg_description c ON c.objoid = e.oid AND c.classoid = 'pg_catalog.pg_extension'::pg_catalog.regclass  ORDER BY 1;",
    "SELECT spcname AS \"Name\",    pg_catalog.pg_get_userbyid(spcowner) AS \"Owner\",    pg_catalog.pg_tablespace_location(oid) AS \"Location\"  FROM pg_catalog.pg_tablespace  ORDER BY 1;",
    "SELECT n.nspname as \"Schema\",    c.relname as \"Name\",    CASE c.relkind WHEN 'r' THEN 'table' WHEN 'v' THEN 'view' WHEN 'm' THEN 'materialized view' WHEN 'S' THEN 'sequence' WHEN 'f' THEN 'foreign table' WHEN 'p' THEN 'partitioned table' END as \"Type\",    pg_catalog.array_to_string(c.relacl, E'\\n') AS \"Access privileges\",    pg_catalog.array_to_string(ARRAY(      SELECT attname || E':\\n  ' || pg_catalog.array_to_string(attacl, E'\\n  ')      FROM pg_catalog.pg_attribute a      WHERE attrelid = c.oid AND NOT attisdropped AND attacl IS NOT NULL    ), E'\\n') AS \"Column privileges\",    pg_catalog.array_to_string(ARRAY(      SELECT polname      || CASE WHEN NOT polpermissive THEN         E' (RESTRICTIVE)'         ELSE '' END      || CASE WHEN polcmd != '*' THEN             E' (' || polcmd::pg_catalog.text || E'):'         ELSE E':'         END      || CASE WHEN polqual IS NOT NULL THEN             E'\\n  (u): ' || pg_catalog.pg_get_expr(polqual, polrelid)         ELSE E''         END      || CASE WHEN polwithcheck IS NOT NULL THEN             E'\\n  (c): ' || pg_catalog.pg_get_expr(polwithcheck, polrelid)         ELSE E''         END    || CASE WHEN polroles <> '{0}' THEN             E'\\n  to: ' || pg_catalog.array_to_string(                 ARRAY(                     SELECT rolname                     FROM pg_catalog.pg_roles                     WHERE oid = ANY (polroles)                     ORDER BY 1                 ), E', ')         ELSE E''         END      FROM pg_catalog.pg_policy pol      WHERE polrelid = c.oid), E'\\n')      AS \"Policies\"  FROM pg_catalog.pg_class c       LEFT JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace  WHERE c.relkind IN ('r','v','m','S','f','p')    AND n.nspname !~ '^pg_' AND pg_catalog.pg_table_is_visible(c.oid)  ORDER BY 1, 2;",
};

/* Parse sql; on success return the printed tree, on error NULL with *err set. */
static char *parse_to_string(const char *sql, ErrorData **err)
{
    char *volatile result = NULL;
    *err = NULL;
    PG_TRY();
    {
        result = parser_tree_to_string(raw_parser(sql));
    }
    PG_CATCH();
    {
        *err = elog_copy_error();
        elog_flush_error();
    }
    PG_END_TRY();
    return result;
}

static void check_tree(const char *sql, const char *expected)
{
    ErrorData *err;
    char *got = parse_to_string(sql, &err);
    checks++;
    if (got == NULL) {
        failures++;
        printf("FAIL tree: %s\n  unexpected error: %s\n", sql, err->message);
    } else if (strcmp(got, expected) != 0) {
        failures++;
        printf("FAIL tree: %s\n  expected: %s\n  got:      %s\n", sql, expected, got);
    }
}

static void check_error(const char *sql, const char *sqlstate, const char *message, int pos)
{
    ErrorData *err;
    char *got = parse_to_string(sql, &err);
    checks++;
    if (got != NULL) {
        failures++;
        printf("FAIL error: %s\n  expected error %s, parsed as %s\n", sql, message, got);
    } else if (strcmp(err->sqlstate, sqlstate) != 0 || strcmp(err->message, message) != 0 ||
               err->cursorpos != pos) {
        failures++;
        printf("FAIL error: %s\n  expected: %s %s @%d\n  got:      %s %s @%d\n", sql, sqlstate,
               message, pos, err->sqlstate, err->message, err->cursorpos);
    }
}

static void check_parses(const char *sql)
{
    ErrorData *err;
    checks++;
    if (parse_to_string(sql, &err) == NULL) {
        failures++;
        printf("FAIL parse: %s\n  error: %s @%d\n", sql, err->message, err->cursorpos);
    }
}

static void check(bool ok, const char *what)
{
    checks++;
    if (!ok) {
        failures++;
        printf("FAIL: %s\n", what);
    }
}

static char last_notice[256];
static void notice_hook(const ErrorData *e, void *arg)
{
    (void)arg;
    snprintf(last_notice, sizeof(last_notice), "%s %s", e->sqlstate, e->message);
}

static void test_identifier_truncation(void)
{
    char sql[256];
    const char *longname =
        "abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghij_xyz";
    snprintf(sql, sizeof(sql), "SELECT %s", longname);
    last_notice[0] = '\0';
    elog_set_notice_hook(notice_hook, NULL);
    check_tree(sql, "[Raw(0,0 Select(targets=[Target(val=Col(f=abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefgh)@7)@7]))]");
    check(strcmp(last_notice, "42622 identifier \"abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghij_xyz\" will be truncated to \"abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefgh\"") == 0,
          "NOTICE for identifier truncation");
    elog_set_notice_hook(NULL, NULL);
}

static void test_keywords(void)
{
    KeywordCategory c;
    check(parser_keyword_category("select", &c) && c == RESERVED_KEYWORD, "select is reserved");
    check(parser_keyword_category("SELECT", &c) && c == RESERVED_KEYWORD, "case-insensitive");
    check(parser_keyword_category("abort", &c) && c == UNRESERVED_KEYWORD, "abort unreserved");
    check(parser_keyword_category("int", &c) && c == COL_NAME_KEYWORD, "int col_name");
    check(parser_keyword_category("left", &c) && c == TYPE_FUNC_NAME_KEYWORD, "left type_func");
    check(!parser_keyword_category("foo", &c), "foo is no keyword");
    check(!parser_keyword_category("", &c), "empty is no keyword");
}

static void test_statement_spans(void)
{
    const char *q = "  SELECT 1 ;\n-- c\n INSERT INTO t VALUES (1);;SELECT 2";
    List *l = raw_parser(q);
    check(list_length(l) == 3, "three statements");
    if (list_length(l) != 3)
        return;
    RawStmt *a = linitial(l), *b = lsecond(l), *c = lthird(l);
    check(a->stmt_location == 2 && a->stmt_len == 9, "first span");
    check(b->stmt_location == 19 && b->stmt_len == 24, "second span");
    check(c->stmt_location == 45 && c->stmt_len == 0, "last span is the rest");
    check(IsA(b->stmt, InsertStmt), "second is INSERT");
    check(raw_parser("") == NIL && raw_parser(" ; ;; -- x") == NIL, "empty input");
}

static void test_string_continuation(void)
{
    check_tree("SELECT 'a'\n'b', 'c'  \n  -- x\n  'd'",
               "[Raw(0,0 Select(targets=[Target(val=str:'ab'@7)@7, Target(val=str:'cd'@16)@16]))]");
    check_error("SELECT 'a' 'b'", "42601", "syntax error at or near \"'b'\"", 12);
    check_error("SELECT 1 E'a\nb'", "42601", "syntax error at or near \"E'a\nb'\"", 10);
    check_error("SELECT 1;\nSELEC 2", "42601", "syntax error at or near \"SELEC\"", 11);
    /* a target item's location includes its leading parentheses, as PG's @1 */
    check_tree("SELECT (a + b) AS c, ( (x))",
               "[Raw(0,0 Select(targets=[Target(name=\"c\" val=Op(name=+ l=Col(f=a)@8 "
               "r=Col(f=b)@12)@10)@7, Target(val=Col(f=x)@24)@21]))]");
    check_tree("SELECT N'abc', char 'x', bit '1'",
               "[Raw(0,0 Select(targets=[Target(val=Cast(arg=str:'abc'@7 type=Type(names="
               "pg_catalog.bpchar)@7))@7, Target(val=Cast(arg=str:'x'@20 type=Type(names="
               "pg_catalog.bpchar)@15))@15, Target(val=Cast(arg=str:'1'@29 type=Type(names="
               "pg_catalog.bit)@25))@25]))]");
    check_error("SELECT U&'x' UESCAPE", "42601",
                "UESCAPE must be followed by a simple string literal at end of input", 21);
    check_error("SELECT U&'x' UESCAPE 1", "42601",
                "UESCAPE must be followed by a simple string literal at or near \"1\"", 22);
    check_error("SELECT U&'x' UESCAPE '+'", "42601",
                "invalid Unicode escape character at or near \"'+'\"", 22);
    /* escapes that decode to invalid UTF-8 (PG gives no position for these) */
    check_error("SELECT E'\\xff'", "22021", "invalid byte sequence for encoding \"UTF8\": 0xff", 0);
    check_error("SELECT E'\\xc3('", "22021",
                "invalid byte sequence for encoding \"UTF8\": 0xc3 0x28", 0);
    check_tree("SELECT E'\\xc3\\xa9', U&'d\\0061t\\+000061', U&'x!0041' UESCAPE '!'",
               "[Raw(0,0 Select(targets=[Target(val=str:'\303\251'@7)@7, "
               "Target(val=str:'data'@20)@20, Target(val=str:'xA'@41)@41]))]");
}

static void test_deep_nesting(void)
{
    static char buf[40000];
    int n = 0;
    n += sprintf(buf + n, "SELECT ");
    for (int i = 0; i < 10000; i++)
        buf[n++] = '(';
    buf[n++] = '1';
    for (int i = 0; i < 10000; i++)
        buf[n++] = ')';
    buf[n] = '\0';
    ErrorData *err;
    char *got = parse_to_string(buf, &err);
    /* PG's bison stack fills at the same token: 42601 "memory exhausted", position 10004 */
    check(got == NULL && strcmp(err->sqlstate, "42601") == 0 &&
              strcmp(err->message, "memory exhausted at or near \"(\"") == 0,
          "deep nesting is an error");
}

int main(void)
{
    MemoryContext cxt = mcxt_create(mcxt_top(), "test_parser");
    MemoryContext old = mcxt_switch_to(cxt);
    for (size_t i = 0; i < sizeof(tree_cases) / sizeof(tree_cases[0]); i++) {
        check_tree(tree_cases[i].sql, tree_cases[i].tree);
        mcxt_reset(cxt);
    }
    for (size_t i = 0; i < sizeof(error_cases) / sizeof(error_cases[0]); i++) {
        const ErrorCase *e = &error_cases[i];
        check_error(e->sql, e->sqlstate, e->message, e->cursorpos);
        mcxt_reset(cxt);
    }
    for (size_t i = 0; i < sizeof(valid_cases) / sizeof(valid_cases[0]); i++) {
        check_parses(valid_cases[i]);
        mcxt_reset(cxt);
    }
    test_identifier_truncation();
    test_keywords();
    test_statement_spans();
    test_string_continuation();
    test_deep_nesting();
    mcxt_switch_to(old);
    mcxt_delete(cxt);
    printf("%d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
