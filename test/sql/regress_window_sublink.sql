-- Found by test/tools/difftest.py: a window function on the left of IN / NOT IN / = ANY /
-- op ALL (SELECT ...). The sub-select is evaluated above the windows, its outer columns read
-- from below them; this was 0A000 "not supported yet".
CREATE TABLE ws0 (i0 integer);
CREATE TABLE ws2 (i0 integer, i1 integer, b1 bigint);
INSERT INTO ws0 VALUES (1), (3);
INSERT INTO ws2 VALUES (1, 1, 1), (2, 2, 2), (3, 3, 3), (4, NULL, 4);
SELECT (min(i1) OVER (ORDER BY b1) NOT IN (SELECT i0 FROM ws0)) AS r FROM ws2;
SELECT i1, rank() OVER (ORDER BY b1) = ANY (SELECT i0 FROM ws0 WHERE ws0.i0 = ws2.i0) AS r
  FROM ws2 ORDER BY b1;
SELECT b1, sum(i1) OVER (ORDER BY b1) > ALL (SELECT i0 FROM ws0 WHERE ws0.i0 < ws2.b1) AS r
  FROM ws2 ORDER BY b1;
SELECT b1, CASE WHEN row_number() OVER (ORDER BY b1 DESC) IN (SELECT i0 FROM ws0)
                THEN 'in' ELSE 'out' END AS r,
       lag(i1) OVER (ORDER BY b1) NOT IN (SELECT i0 + ws2.i0 FROM ws0) AS s
  FROM ws2 ORDER BY b1;
SELECT i0 % 2 AS k, count(*) OVER () IN (SELECT count(*) FROM ws0) AS r
  FROM ws2 GROUP BY i0 % 2 ORDER BY 1;
SELECT b1 FROM ws2
  ORDER BY (row_number() OVER (ORDER BY b1) IN (SELECT i0 FROM ws0)), b1;
-- a sub-select without window functions, inside CASE next to one: computed below them (the
-- simple CASE inside it reads its own value, not the outer CASE's)
SELECT b1, CASE WHEN (CASE i0 WHEN 3 THEN i1 END IN (SELECT i0 FROM ws0)) THEN true
                ELSE (lag(b1) OVER (ORDER BY b1) > 1) END AS r
  FROM ws2 ORDER BY b1;
SELECT b1, CASE WHEN ARRAY[i0]::bigint[] = ANY (SELECT ARRAY[i0::bigint] FROM ws0) THEN 0
                ELSE sum(b1) OVER (ORDER BY b1) END AS r
  FROM ws2 ORDER BY b1;
DROP TABLE ws0, ws2;
