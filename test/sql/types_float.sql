-- types_float: double precision (and a little real): shortest round-trip output, exponents, special values, mixing with numeric
SELECT 0.1::float8 + 0.2 AS a, 0.1::float8 + 0.2::float8 AS b, 0.3::float8 AS c;
SELECT 1e100::float8 AS a, 1e-100::float8 AS b, 1.5e300::float8 * 1e5 AS c, 123456789012345678::float8 AS d;
SELECT 1 / 3::float8 AS a, 2 / 3::float8 AS b, 10 / 4::float8 AS c, 1::float8 / 7 AS d;
SELECT 1e15::float8 AS a, 1e16::float8 AS b, 1e-4::float8 AS c, 1e-5::float8 AS d, 123456.789e3::float8 AS e;
SELECT 100::float8 AS a, -0.5::float8 AS b, 0::float8 AS c, '-0'::float8 AS d, 2.5e-7::float8 AS e;
SELECT 3.0::float8 * 1.1 AS a, 1.1::float8 * 1.1 AS b, 4.35::float8 * 100 AS c;
SELECT 'Infinity'::float8 AS a, '-Infinity'::float8 AS b, 'NaN'::float8 AS c, 'inf'::float8 AS d;
SELECT 'Infinity'::float8 > 1e308 AS a, 'NaN'::float8 = 'NaN'::float8 AS b, 'NaN'::float8 > 'Infinity'::float8 AS c;
SELECT '1.5'::float8 AS a, '  -2.25e2 '::float8 AS b, '.5'::float8 AS c, '5.'::float8 AS d;
SELECT 'abc'::float8;
SELECT '1e400'::float8;
SELECT 1e308::float8 * 10;
SELECT 1::float8 / 0;
SELECT 0::float8 / 0::float8;
-- float and numeric mix: numeric converts to float8
SELECT 1.5 + 1::float8 AS a, 0.1::numeric * 3::float8 AS b, 2::float8 - 0.5 AS c;
SELECT 1::float8 = 1.0 AS a, 0.1::float8 = 0.1 AS b, 0.5::float8 < 0.75 AS c;
SELECT 7::float8 % 2;
SELECT (0.1::float8 + 0.2)::numeric AS a, 1e20::float8::numeric AS b, 1.23456789012345::float8::numeric AS c;
SELECT 2.5::float8::int AS a, 3.5::float8::int AS b, -2.5::float8::int AS c, 1e9::float8::int AS d, 0.49999::float8::bigint AS e;
SELECT 1e10::float8::int;
SELECT 'NaN'::float8::int;
SELECT 12.5::float8::text AS a, 1e100::float8::text AS b;
-- extra_float_digits changes the output format
SET extra_float_digits = 0;
SELECT 0.1::float8 + 0.2 AS a, 1 / 3::float8 AS b, 1e100::float8 AS c, 123456789012345678::float8 AS d;
SET extra_float_digits = 3;
SELECT 0.1::float8 + 0.2 AS a, 1 / 3::float8 AS b, 0.1::float8 AS c;
SET extra_float_digits = -2;
SELECT 1 / 3::float8 AS b, 2.5::float8 AS c;
SELECT (1 / 3::float8)::text AS as_text, 'x' || 0.1::float8 + 0.2 AS concat;
RESET extra_float_digits;
SELECT 1 / 3::float8 AS b;
-- real
SELECT 1.5::real AS a, 0.1::real AS b, 1::real / 3 AS c, 1e30::real AS d, 16777217::real AS e;
SELECT 0.1::real + 0.2::real AS a, 0.1::real::float8 AS b, 2.5::real * 2 AS c;
SELECT '3.4e39'::real;
-- columns
CREATE TABLE f (id int, x float8, y real);
INSERT INTO f VALUES (1, 0.1, 0.1), (2, 2.5, 2.5), (3, -1e-10, -1e-10), (4, 1e20, 1e20), (5, NULL, NULL), (6, 3, 3);
SELECT * FROM f ORDER BY id;
SELECT id, x * 2 AS x2, x + y AS xy, x / 4 AS q FROM f ORDER BY x NULLS FIRST, id;
SELECT sum(x) AS sx, avg(x) AS ax, min(x) AS mn, max(x) AS mx, count(x) AS n FROM f WHERE id <= 3;
SELECT sum(y) AS sy, max(y) AS my FROM f WHERE id IN (2, 6);
SELECT id FROM f WHERE x > 1 ORDER BY id;
SELECT id FROM f WHERE x = 0.1 ORDER BY id;
SELECT id FROM f WHERE y = 0.1 ORDER BY id;
SELECT id FROM f WHERE x BETWEEN -1 AND 3 ORDER BY id;
INSERT INTO f VALUES (7, '1e-320', 0), (8, 'Infinity', '-Infinity');
SELECT x, y FROM f WHERE id >= 7 ORDER BY id;
UPDATE f SET x = x * x WHERE id = 2;
SELECT x FROM f WHERE id = 2;
DROP TABLE f;
