-- name: regress_qual_order: a node's conditions run cheapest first (PG's order_qual_clauses) and stop at the first false or NULL
CREATE TABLE qo (k int8, x int4, s text);
INSERT INTO qo VALUES (9223372036854775807, 0, 'a'), (1, 5, 'b'), (2, 2, 'c');
SELECT k FROM qo WHERE 10 / x > 1 AND x <> 0 ORDER BY 1;
SELECT k FROM qo WHERE 10 / x > 1 AND x IS NOT NULL AND x > 0 ORDER BY 1;
SELECT k FROM qo WHERE CAST(k AS int4) <> 1 AND NULL;
SELECT k FROM qo WHERE NULL AND CAST(k AS int4) <> 1;
SELECT k FROM qo WHERE CAST(k AS int4) <> 1 AND NOT (NULL::text = 'b ');
SELECT k FROM qo WHERE CAST(k AS int4) > 0 AND s <> 'a' ORDER BY 1;
SELECT k FROM qo WHERE s <> 'a' AND CAST(k AS int4) > 0 ORDER BY 1;
SELECT q1.k, q2.k FROM qo q1 JOIN qo q2 ON 10 / q1.x < q2.x AND q1.x <> 0 ORDER BY 1, 2;
SELECT q1.k, q2.k FROM qo q1 LEFT JOIN qo q2 ON q1.k = q2.k AND 100 / q2.x > 1 AND q2.x > 0 ORDER BY 1, 2;
SELECT x, count(*) FROM qo GROUP BY x HAVING 10 / x > 1 AND x <> 0 ORDER BY 1;
UPDATE qo SET s = 'z' WHERE 10 / x = 2 AND x <> 0;
DELETE FROM qo WHERE 10 / x = 5 AND x <> 0;
SELECT * FROM qo ORDER BY 1;
SELECT k FROM qo WHERE x <> 0 AND 10 / x > 1 ORDER BY 1;
SELECT k FROM qo WHERE 10 / x > 1 ORDER BY 1;
DROP TABLE qo;
