-- Found by test/tools/difftest.py: a window function inside CASE crashed the server (the
-- WHEN arm was moved below the windows without its CASE), and an unknown-typed literal in a
-- grouped UNION branch recursed without end in the coercion to text.
CREATE TABLE wc1 (i0 integer, b0 bigint, i1 integer, s0 text);
INSERT INTO wc1 VALUES (1, 2, 3, 'a'), (2, 3, 4, 'b'), (3, NULL, 5, NULL);
SELECT CASE 'q%' WHEN 'hello world' THEN max(NULL::text) OVER (ORDER BY i1) END FROM wc1;
SELECT CASE i0 WHEN 1 THEN max(s0) OVER (ORDER BY i1) WHEN 2 THEN 'two' ELSE 'z' END AS c
  FROM wc1 ORDER BY i0;
SELECT CASE WHEN i0 > 1 THEN i0 ELSE lead(i0) OVER (ORDER BY i1) END AS c FROM wc1 ORDER BY i0;
SELECT i0, CASE WHEN sum(i0) OVER () > 5 THEN 'big' END AS c FROM wc1 ORDER BY i0;
CREATE TABLE wc2 (i0 integer, i1 integer, b0 bigint);
(SELECT a1.i1, a1.i0, a2.s0, a2.s0 FROM wc2 a1 JOIN wc1 a2 ON a2.b0 = a1.b0)
UNION ALL
(SELECT 10, 1, string_agg(q.x0, ',' ORDER BY q.x0), 'a_b' FROM (SELECT s0 AS x0 FROM wc1) q);
SELECT x || 'c' FROM (SELECT 'a_b' AS x FROM wc1 GROUP BY 1) s;
DROP TABLE wc1, wc2;
