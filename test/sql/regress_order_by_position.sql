-- Found by test/tools/difftest.py: ORDER BY -2147483648 is a float literal made negative
-- (2147483648 does not fit int4 as written), so PG reports a non-integer constant, not a
-- position; a negated integer is a position, and the literal alone still has type integer.
CREATE TABLE obp1 (d0 date, i0 integer);
SELECT d0 FROM obp1 ORDER BY -2147483648;
SELECT d0 FROM obp1 ORDER BY -1;
SELECT d0 FROM obp1 ORDER BY 2147483648;
SELECT d0 FROM obp1 GROUP BY -2147483648;
SELECT d0 FROM obp1 GROUP BY -1;
SELECT -2147483648 AS x;
SELECT -2147483648 - 1 AS int4_overflows;
SELECT -2147483649 - 1 AS x, - 2147483648 - 1 AS y;
SELECT -9223372036854775808 AS x;
SELECT d0 FROM obp1 ORDER BY - 1;
SELECT d0 FROM obp1 ORDER BY -(1);
SELECT d0 FROM obp1 ORDER BY +1;
SELECT d0 FROM obp1 ORDER BY 1.0;
SELECT d0 FROM obp1 ORDER BY -1.5;
SELECT d0 FROM obp1 ORDER BY -0;
SELECT d0 FROM obp1 GROUP BY d0 ORDER BY -2147483648;
SELECT DISTINCT ON (-2147483648) d0 FROM obp1;
DROP TABLE obp1;
CREATE SEQUENCE obp_seq MINVALUE -2147483648 MAXVALUE 0 START -2147483648;
SELECT nextval('obp_seq'), nextval('obp_seq');
DROP SEQUENCE obp_seq;
SELECT 1 AS c FETCH FIRST - -2147483648 ROWS ONLY;
SELECT - -2147483648 AS c, - -2147483648 + 1 AS d;
