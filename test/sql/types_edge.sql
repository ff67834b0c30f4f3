-- types_edge: boundary values: integer minimums, negative literals, numeric division scales, float output thresholds
-- the parser folds a minus sign into a numeric literal: -2147483648 is an int4 constant, so
-- arithmetic on it overflows as int4, and -(-2147483648) folds twice into the int8 2147483648
SELECT -2147483648 AS int4_min, -9223372036854775808 AS int8_min, (-32768)::smallint AS int2_min;
-- but :: binds tighter than unary minus
SELECT -32768::smallint;
SELECT -2147483648 - 1;
SELECT -(-2147483648);
SELECT -2147483648 - 1::bigint AS widened;
SELECT (-32768)::smallint / (-1)::smallint;
SELECT (-32768)::smallint % (-1)::smallint AS m;
SELECT (-9223372036854775808)::bigint / -1;
SELECT (-9223372036854775808)::bigint % -1 AS m;
SELECT (-9223372036854775808)::bigint * -1;
SELECT -9223372036854775809 AS numeric_literal;
SELECT 9223372036854775807 + 1 AS overflow;
SELECT (-2147483647 - 1) / 2 AS a, (-2147483647 - 1) % 2 AS b, 2147483647 / -1 AS c;
-- numeric division picks its result scale from the operands
SELECT 1::numeric / 3 * 3 AS a, 2::numeric / 3 * 3 AS b;
SELECT 100000000000000000000 / 3 AS a, 0.000001 / 3 AS b, 123.456 / 0.001 AS c;
SELECT 1 / 3.000000000000000000000000 AS a, 22 / 7.0 AS b, 1.00 / 8 AS c;
SELECT 999999999999999999.999 / 1000000000 AS a, -1::numeric / 7 AS b;
SELECT 0.1 * 0.1 AS a, 0.10 * 0.10 AS b, 1.000 * 1.00 AS c, 12.345 * 0 AS d;
SELECT 1e-20::numeric AS a, 1.5e20::numeric AS b, 0.00001000::numeric AS c;
SELECT 10.5 % 3.25 AS a, -10.5 % 3.25 AS b, 10 % 0.3 AS c;
SELECT 1.23456789012345678901234567890::numeric(30,25) AS a, 1.5::numeric(20,10) AS b;
SELECT 0.5::numeric(10,0) AS a, 1.5::numeric(10,0) AS b, -2.5::numeric(10,0) AS c, 0.05::numeric(3,1) AS d;
SELECT 9.995::numeric(4,2);
SELECT 9.994::numeric(4,2) AS fits;
-- float8 output switches to exponent form outside 1e-4 .. 1e15
SELECT 123456789012345::float8 AS a, 1234567890123456::float8 AS b, 12345678901234567::float8 AS c;
SELECT 0.0001::float8 AS a, 0.00012345::float8 AS b, 0.00001::float8 AS c, 0.000012345::float8 AS d;
SELECT 1e21::float8 AS a, 1.5e-7::float8 AS b, 100000::float8 AS c, 1e15::float8 + 1 AS d;
SELECT 5e-324::float8 AS smallest, 1.7976931348623157e308::float8 AS largest, 2.2250738585072014e-308::float8 AS min_normal;
SELECT 0.1::float8 * 3 AS a, 1 - 0.9::float8 AS b, 100 * 1.1::float8 AS c;
SELECT -0.0::float8 AS a, 0::float8 * -1 AS b, -0.0::float8 = 0::float8 AS c;
SELECT 1e-7::float8::text AS a, 1e16::float8::text AS b;
SELECT 0.1::float8::numeric AS a, 1e-20::float8::numeric AS b, 123456789.125::float8::numeric AS c;
SELECT 1e300::float8 * 1e10;
SELECT 1e-300::float8 * 1e-300;
SELECT '1e-400'::float8;
-- real keeps about 6-9 significant digits
SELECT 1.1::real AS a, 123456789::real AS b, 0.3333333333::real AS c, 1e-30::real AS d;
SELECT 1.1::real * 1.1::real AS a, 1.1::real::float8 AS b;
-- integer I/O edge cases
SELECT '-2147483648'::int AS a, '2147483647'::int AS b, '-32768'::smallint AS c, '-9223372036854775808'::bigint AS d;
SELECT '-2147483649'::int;
SELECT '9223372036854775808'::bigint;
SELECT '1_000'::int;
SELECT '0x10'::int;
SELECT '1e3'::int;
