-- select_expr: SELECT without FROM: arithmetic, precedence, casts, boolean logic, CASE/COALESCE/NULLIF, column names
SELECT 1;
SELECT 1 + 2 AS three, 7 - 10 AS neg, 6 * 7 AS prod;
SELECT 2 + 3 * 4 AS a, (2 + 3) * 4 AS b, 2 * 3 + 4 AS c, 10 - 2 - 3 AS d;
SELECT - 5 AS a, -(-5) AS b, - (2 + 3) AS c, 3 - -2 AS d;
SELECT 7 / 2 AS a, -7 / 2 AS b, 7 / -2 AS c, 1 / 3 AS d;
SELECT 7 % 3 AS a, -7 % 3 AS b, 7 % -3 AS c, 0 % 5 AS d;
SELECT 7.0 / 2 AS a, 7 / 2.0 AS b, 7::numeric / 2 AS c;
SELECT 1.5 + 1 AS a, 2 * 0.5 AS b, 10 - 0.25 AS c;
SELECT 2.5::float8 * 2 AS a, 1 + 0.5::float8 AS b, 1.5 + 1.5::float8 AS c;
SELECT 32766::smallint + 1::smallint AS a, 2::smallint * 3 AS b;
SELECT 3000000000 + 1 AS a, 2147483647::bigint + 1 AS b, 9000000000 * 2 AS c;
SELECT 5.5 % 2 AS a, 10.25 % 3 AS b;
-- string concatenation
SELECT 'abc' || 'def' AS a, 'x' || '' || 'y' AS b, 'a' || NULL AS c;
-- comparisons
SELECT 1 < 2 AS a, 2 <= 2 AS b, 3 > 4 AS c, 4 >= 5 AS d, 1 = 1 AS e, 1 <> 1 AS f, 1 != 2 AS g;
SELECT 1 = 1.0 AS a, 1.5 > 1 AS b, 2::float8 = 2 AS c, 'abc' < 'abd' AS d, 'b' > 'abc' AS e;
SELECT NULL = NULL AS a, 1 = NULL AS b, NULL < 2 AS c;
-- three-valued boolean logic
SELECT true AND true AS tt, true AND false AS tf, false AND false AS ff;
SELECT true OR false AS a, false OR false AS b, NOT true AS c, NOT false AS d;
SELECT true AND NULL AS a, false AND NULL AS b, true OR NULL AS c, false OR NULL AS d, NOT NULL::boolean AS e;
SELECT NULL::boolean AND NULL AS a, NULL::boolean OR NULL AS b;
SELECT NOT 1 = 2 AS a, 1 < 2 AND 2 < 3 AS b, 1 > 2 OR 2 > 1 AND false AS c;
-- IS NULL and friends
SELECT NULL IS NULL AS a, 1 IS NULL AS b, NULL IS NOT NULL AS c, 1 IS NOT NULL AS d;
SELECT (1 = NULL) IS NULL AS a, true IS TRUE AS b, NULL::boolean IS TRUE AS c, NULL::boolean IS NOT FALSE AS d;
-- BETWEEN and IN
SELECT 5 BETWEEN 1 AND 10 AS a, 5 BETWEEN 5 AND 5 AS b, 0 BETWEEN 1 AND 10 AS c, 5 NOT BETWEEN 1 AND 3 AS d;
SELECT 2 IN (1, 2, 3) AS a, 4 IN (1, 2, 3) AS b, 4 NOT IN (1, 2, 3) AS c, 'b' IN ('a', 'b') AS d;
SELECT 4 IN (1, NULL) AS a, 1 IN (1, NULL) AS b, 4 NOT IN (1, NULL) AS c, NULL IN (1, 2) AS d;
SELECT 1.0 IN (1, 2) AS a, 2 IN (1.5, 2.0) AS b;
-- LIKE
SELECT 'hello' LIKE 'h%' AS a, 'hello' LIKE '%ll%' AS b, 'hello' LIKE 'h_llo' AS c, 'hello' LIKE 'H%' AS d;
SELECT 'hello' NOT LIKE '%z%' AS a, 'hello' LIKE 'hello' AS b, 'hello' LIKE 'hell' AS c, '' LIKE '%' AS d;
SELECT 'a%b' LIKE 'a\%b' AS a, 'axb' LIKE 'a\%b' AS b, 'a_b' LIKE 'a\_b' AS c, NULL LIKE 'a%' AS d;
-- CASE
SELECT CASE WHEN 1 > 2 THEN 'yes' ELSE 'no' END AS a, CASE WHEN 1 < 2 THEN 'yes' END AS b, CASE WHEN false THEN 1 END AS c;
SELECT CASE 3 WHEN 1 THEN 'one' WHEN 3 THEN 'three' ELSE 'many' END AS a, CASE 9 WHEN 1 THEN 'one' ELSE 'many' END AS b;
SELECT CASE WHEN NULL THEN 'null is true' ELSE 'null is not true' END AS a, CASE NULL WHEN NULL THEN 'eq' ELSE 'ne' END AS b;
SELECT CASE WHEN true THEN 1 ELSE 2.5 END AS a, CASE WHEN false THEN 1 ELSE 2.5 END AS b;
-- COALESCE and NULLIF
SELECT COALESCE(NULL, 2, 3) AS a, COALESCE(1, 2) AS b, COALESCE(NULL, NULL, 'z') AS c, COALESCE(NULL::int, NULL) AS d;
SELECT COALESCE(NULL, 1, 2.5) AS a, NULLIF(1, 1) AS b, NULLIF(1, 2) AS c, NULLIF('a', 'b') AS d, NULLIF(NULL::int, 1) AS e;
-- casts
SELECT '42'::int AS a, CAST('42' AS bigint) AS b, 42::text AS c, '3.14'::numeric AS d, CAST(2.5 AS int) AS e;
SELECT 3.7::int AS a, -3.7::int AS b, (-3.7)::int AS c, 2.5::int AS d, 3.5::int AS e, 1e3::int AS f;
SELECT 'true'::boolean AS a, 'off'::bool AS b, true::text AS c, 1::boolean AS d, 0::boolean AS e, true::int AS f;
SELECT '  12  '::int AS b, 12.345::numeric(5,1) AS c, 'abc'::varchar(2) AS d;
SELECT '2024-01-02'::date AS a, CAST('2024-01-02 03:04:05' AS timestamp) AS b;
SELECT 1::float8 AS a, 1.5::float8::numeric AS b, 10::numeric::float8 AS c, 123::smallint::bigint AS d;
SELECT CAST(NULL AS int) AS a, NULL::text AS b, CAST('x' AS text) AS c;
-- default column names
SELECT 1 + 1, 'a', 2::int, CAST(3 AS bigint), true;
SELECT CASE WHEN true THEN 1 END, COALESCE(1, 2), NULLIF(1, 2), 1 = 1, NULL;
SELECT 1 AS x, 2 y, 3 AS "Mixed Case", 4 AS "select";
-- WHERE and aggregates without FROM
SELECT 1 AS x WHERE true;
SELECT 1 AS x WHERE false;
SELECT 'kept' AS x WHERE 1 < 2 AND 'a' < 'b';
SELECT count(*) AS n, sum(2) AS s, max('z') AS m, avg(4) AS a;
SELECT count(*) AS n, sum(2) AS s WHERE false;
-- literals
SELECT 0 AS a, 2147483647 AS b, 2147483648 AS c, -2147483648 AS d, 9223372036854775807 AS e, 9223372036854775808 AS f;
SELECT 1.50 AS a, .5 AS b, 5. AS c, 1e2 AS d, 1.5e-3 AS e, 0.000 AS f;
SELECT 'it''s' AS a, '' AS b, 'two words' AS c;
SELECT 'no\tescape' AS a, 'back\slash' AS b;
SELECT TRUE AS a, FALSE AS b, NULL AS c;
