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
