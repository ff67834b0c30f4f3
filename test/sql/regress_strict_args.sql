-- name: regress_strict_args: a strict operator evaluates all its arguments, so a NULL first argument does not hide an error in a later one
CREATE TABLE sa (k int4, c0 int4, c1 int4);
INSERT INTO sa VALUES (0, 10, 0), (1, -2147483648, 2147483647), (NULL, 2147483647, -1);
SELECT * FROM sa WHERE NOT (sa.k >= (1 + sa.c0)) ORDER BY 1;
SELECT * FROM sa WHERE (NOT (sa.k >= (1 + sa.c0)) OR NOT (sa.k = 2.5)) ORDER BY 1;
DELETE FROM sa WHERE k < 10 / (c1 + 1);
SELECT k + c0 * 2 FROM sa ORDER BY 1;
SELECT k, c0 * 2 IS NULL FROM sa WHERE k IS NOT NULL ORDER BY 1;
SELECT k IN (0, 10 / c1) FROM sa ORDER BY 1;
SELECT coalesce(k, c0 + 1) FROM sa ORDER BY 1;
SELECT NULL::int + 1, NULL::int * 0;
SELECT count(*) FROM sa;
DROP TABLE sa;
