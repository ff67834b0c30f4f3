-- coercion: how operand types are resolved: integer widths, numeric and float promotion, unknown literals, CASE/COALESCE/IN unification
-- the result type decides overflow: smallint op smallint stays smallint, with int it becomes int
SELECT 32767::smallint + 1 AS a, 32767::smallint * 2::bigint AS b, 2147483647 + 1::bigint AS c;
SELECT 20000::smallint + 20000::smallint;
SELECT 2147483647::int * 2::int;
SELECT 1::smallint / 2::smallint AS a, 5::bigint / 2 AS b, 5 / 2::bigint AS c, -5::smallint % 3::smallint AS d;
-- integer with numeric is numeric; anything with float8 is float8
SELECT 1 + 0.5 AS a, 2::bigint * 1.25 AS b, 3::smallint - 0.75 AS c, 10 / 4.0 AS d;
SELECT 1 + 0.5::float8 AS a, 0.1 + 0.2::float8 AS b, 3::bigint * 0.1::float8 AS c, 1.1::numeric * 1.1::float8 AS d;
SELECT 1 + 1.5::real AS a, 1.5::real + 1.5::float8 AS b;
-- integer literals that do not fit int4 become bigint, then numeric
SELECT 2147483647 + 2147483647 AS overflow_int4;
SELECT 2147483648 + 2147483648 AS int8_sum, 9223372036854775807 - 1 AS int8_max_minus_one;
SELECT 9223372036854775808 + 1 AS numeric_sum, 99999999999999999999 * 10 AS numeric_prod;
-- unknown-type string literals take the type of the other operand
SELECT '1' + 1 AS a, 2 * '3' AS b, '1.5' + 1.0 AS c, '2.5'::float8 + '0.5' AS d;
SELECT '10' > 9 AS a, '10' > '9' AS b, 'abc' = 'abc' AS c;
SELECT '2024-01-10'::date > '2024-01-09' AS a, '2024-01-01'::date + 1 = '2024-01-02' AS b;
SELECT 't'::boolean AND 'yes' AS a, true = 'on' AS b;
SELECT '1.5' + 1;
SELECT 1 + '';
SELECT 'abc' + 1;
SELECT 'abc' || 1 || 'def' AS mixed;
SELECT '' || 1.50 || '' AS kept_scale;
-- comparisons across types
SELECT 1 = 1::bigint AS a, 1::smallint = 1::bigint AS b, 1 = 1.0::float8 AS c, 0.1::float8 = 0.1::numeric AS d, 0.5 = 0.5::real AS e;
SELECT 2147483648 > 2147483647 AS a, 1.0000000001 > 1 AS b, 9007199254740993 = 9007199254740993::float8 AS c;
-- CASE, COALESCE and IN unify their branches to one type
SELECT CASE WHEN true THEN 1 ELSE 2.5 END AS int_or_numeric, CASE WHEN false THEN 1 ELSE 2::bigint END AS int_or_bigint;
SELECT CASE WHEN true THEN 1 ELSE 1.5::float8 END AS int_or_float, CASE WHEN true THEN '1' ELSE 'x' END AS two_unknowns;
SELECT CASE WHEN true THEN 1.50 ELSE 2 END AS keeps_scale, COALESCE(NULL, 1, 2.25) AS coalesce_numeric, COALESCE(1.5::float8, 2) AS coalesce_float;
SELECT COALESCE('a', 'b') AS unknowns, COALESCE(NULL, 'x') AS text_result, COALESCE(NULL::varchar(2), 'abc') AS varchar_result;
SELECT 1 IN (1.0, 2) AS a, 1.5 IN (1, 2) AS b, 2 IN (2::bigint) AS c, 'b' IN ('a', 'b') AS d;
SELECT CASE WHEN true THEN 1 ELSE true END;
SELECT COALESCE(1, true);
SELECT 1 IN (true);
SELECT CASE 1 WHEN 'x' THEN 1 END;
-- column types drive the resolution of literals
CREATE TABLE c (i2 smallint, i4 int, i8 bigint, n numeric(6,2), f float8, t text, v varchar(5), b boolean);
INSERT INTO c VALUES ('1', '2', '3', '4.5', '5.5', 6, 7, 'true');
INSERT INTO c VALUES (1.4, 2.6, 3.5, 4, 5, 'six', 'seven', false);
SELECT * FROM c ORDER BY i4;
SELECT i2 + i2 AS a, i2 + i4 AS b, i4 + i8 AS c, i8 + n AS d, n + f AS e, i2 * f AS g FROM c ORDER BY i4;
SELECT i2 FROM c WHERE i2 = '1' AND i8 > '2' ORDER BY i4;
SELECT t || v AS tv, v || i4 AS vi, t = v AS eq FROM c ORDER BY i4;
SELECT n / i2 AS a, i4 / i2 AS b, f / i4 AS c FROM c ORDER BY i4;
UPDATE c SET i2 = i4 * 10000 WHERE i4 = 2;
UPDATE c SET i2 = i4 * 20000 WHERE i4 = 3;
UPDATE c SET n = f * 100 WHERE i4 = 2;
UPDATE c SET t = i8, v = i2 WHERE i4 = 2;
UPDATE c SET v = n WHERE i4 = 2;
SELECT i2, n, t, v FROM c ORDER BY i4;
INSERT INTO c (b) VALUES ('x');
INSERT INTO c (i4) VALUES (true);
INSERT INTO c (t) VALUES (1.5), (true);
SELECT t FROM c WHERE t IS NOT NULL ORDER BY t;
DROP TABLE c;
