-- name: hashjoin_empty: PG's hash join shortcuts, seen through errors the skipped rows would raise.
-- An empty inner input ends an inner join before the outer rows past the first are read; an
-- empty outer input (fetched first for a LEFT join) ends it before the inner input is read.
-- (difftest seed 5: b * b overflowed in an outer input PG never finishes reading)
CREATE TABLE hb (a int, b bigint);
INSERT INTO hb SELECT g, 1 FROM generate_series(1, 1000) g;
INSERT INTO hb VALUES (1001, 9000000000);
CREATE TABLE he (a int, c text);
ANALYZE hb;
ANALYZE he;
SET enable_nestloop = off;
SET enable_mergejoin = off;
EXPLAIN (COSTS OFF) SELECT * FROM hb JOIN he ON he.a = hb.a WHERE hb.b * hb.b > 0;
SELECT * FROM hb JOIN he ON he.a = hb.a WHERE hb.b * hb.b > 0;
SELECT count(*) FROM hb JOIN he ON he.a = hb.a WHERE hb.b * hb.b > 0;
-- PG hashes he and runs a RIGHT join (its empty inner input ends it); Basalt hashes hb and
-- fetches he's first row before building, which ends it as well
SELECT * FROM he LEFT JOIN hb ON he.a = hb.a AND hb.b * hb.b > 0;
-- rows on both sides: every outer row is probed, the first one fetched before the build too
INSERT INTO he VALUES (1, 'one'), (1001, 'big');
SELECT hb.a, he.c FROM hb JOIN he ON he.a = hb.a ORDER BY 1;
SELECT he.a, hb.b FROM he LEFT JOIN hb ON he.a = hb.a AND hb.b < 2 ORDER BY 1;
SELECT hb.a, he.c FROM hb LEFT JOIN he ON he.a = hb.a WHERE hb.a > 999 ORDER BY 1;
SELECT count(*) FROM hb WHERE a NOT IN (SELECT a FROM he);
SELECT hb.a FROM hb WHERE EXISTS (SELECT 1 FROM he WHERE he.a = hb.a) ORDER BY 1;
RESET enable_nestloop;
RESET enable_mergejoin;
DROP TABLE hb, he;
-- the reduced difftest seed 5 query: t3 is empty, t2's last row overflows b0 * b0 (the plan
-- differs from PG's, t2 is outer and its first row is fetched before the build of t1 x t3;
-- PG hashes t2 x t3, whose build ends at the empty t3 after one row of t2)
CREATE TABLE t1 (i0 integer, f0 double precision, n0 numeric, n1 numeric, i1 integer, i2 integer, s0 text);
INSERT INTO t1 VALUES (3, (-3.5)::float8, 0::numeric, NULL, 3, 7, 'hello world');
CREATE TABLE t2 (i0 integer, d0 date, z0 boolean, i1 integer, ts0 timestamp, b0 bigint, s0 text);
INSERT INTO t2 VALUES (46, DATE '2020-03-13', true, 1, TIMESTAMP '2020-01-23 23:30:00', 10::bigint, 'b'), (17, DATE '2020-03-11', false, NULL, TIMESTAMP '2020-01-24 06:30:00', 1::bigint, ''), (18, DATE '2020-01-13', true, NULL, TIMESTAMP '2020-01-23 06:30:00', 10::bigint, 'ba'), (1018, DATE '2020-12-07', NULL, NULL, TIMESTAMP '2020-01-09 00:00:00', (-9000000000)::bigint, 'zz');
CREATE TABLE t3 (i0 integer PRIMARY KEY, d0 date, f0 double precision, ts0 timestamp);
SELECT 'a' AS x0, 8 AS x1 FROM t1 a1 FULL JOIN t2 a2 ON a2.i0 = a1.i1 LEFT JOIN t3 a3 ON a3.i0 = a1.i1 WHERE (NOT ((a2.b0 * a2.b0) IS NOT DISTINCT FROM a2.b0)) AND (a3.d0 > a2.d0);
DROP TABLE t1, t2, t3;
