-- Found by test/tools/difftest.py: with CUBE / ROLLUP / GROUPING SETS, a constant in the
-- target list that equals a grouping expression folded to a constant is not that grouping
-- expression, so it is not nulled in the sets without it; a grouping expression itself is.
CREATE TABLE gsc1 (i1 integer, s0 text);
INSERT INTO gsc1 VALUES (1, 'a'), (2, 'b');
SELECT true, GROUPING(i1) FROM gsc1 GROUP BY CUBE (i1, CASE WHEN true THEN true ELSE true END)
  ORDER BY 2, 1;
SELECT * FROM (SELECT true AS t, 1 + 1 AS two, i1 FROM gsc1
                GROUP BY ROLLUP (i1, 1 + 1, CASE WHEN true THEN true END)) s
  ORDER BY 3, 2, 1;
SELECT 'k'::text AS k, count(*) FROM gsc1 GROUP BY ROLLUP ('k'::text) ORDER BY 1;
SELECT * FROM (SELECT 'x' AS x, i1, count(*) FROM gsc1
                GROUP BY GROUPING SETS ((i1), ('x'::text))) s ORDER BY 1, 2;
SELECT (i1 > 0) AND true AS c, count(*) FROM gsc1 GROUP BY CUBE (i1 > 0, true::boolean) ORDER BY 1, 2;
SELECT s0 || 'z' AS c, count(*) FROM gsc1 GROUP BY ROLLUP (s0 || 'z') ORDER BY 1;
DROP TABLE gsc1;
