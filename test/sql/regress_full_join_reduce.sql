-- name: regress_full_join_reduce: a WHERE condition strict in one side turns FULL JOIN into LEFT/RIGHT/INNER JOIN (so any ON condition works, as in PG)
CREATE TABLE ra (id int, x int);
CREATE TABLE rb (id int, y text);
INSERT INTO ra VALUES (1, 10), (2, 20), (3, NULL), (NULL, 40);
INSERT INTO rb VALUES (1, 'one'), (3, 'three'), (4, 'four'), (NULL, 'null');
SELECT * FROM ra FULL JOIN rb ON ra.id < rb.id WHERE ra.x > 5 ORDER BY 1, 2, 3, 4;
SELECT * FROM ra FULL JOIN rb ON ra.id < rb.id WHERE rb.y <> 'x' ORDER BY 1, 2, 3, 4;
SELECT * FROM ra FULL JOIN rb ON ra.id < rb.id WHERE ra.x > 5 AND rb.y IS NOT NULL ORDER BY 1, 2, 3, 4;
SELECT * FROM ra FULL JOIN rb ON ra.id < rb.id WHERE ra.x > 5 OR rb.id > 3 ORDER BY 1, 2, 3, 4;
SELECT * FROM ra FULL JOIN rb ON ra.id < rb.id WHERE (ra.x > 5 AND rb.id > 0) OR ra.id = 3 ORDER BY 1, 2, 3, 4;
SELECT * FROM ra FULL JOIN rb ON ra.id < rb.id WHERE ra.x IS NULL ORDER BY 1, 2, 3, 4;
SELECT * FROM ra FULL JOIN rb ON ra.id < rb.id WHERE coalesce(ra.x, 0) > 5 ORDER BY 1, 2, 3, 4;
SELECT * FROM ra FULL JOIN rb ON ra.id = rb.id WHERE ra.x + 1 > 5 ORDER BY 1, 2, 3, 4;
SELECT * FROM ra FULL JOIN rb ON ra.id = rb.id WHERE rb.id IS NOT NULL ORDER BY 1, 2, 3, 4;
SELECT count(*) FROM ra FULL JOIN rb ON true WHERE ra.id = 1;
SELECT * FROM ra FULL JOIN rb ON ra.id <> rb.id JOIN ra r2 ON r2.id = rb.id ORDER BY 1, 2, 3, 4, 5, 6;
SELECT * FROM ra FULL JOIN rb ON ra.id <> rb.id JOIN ra r2 ON r2.id = ra.id ORDER BY 1, 2, 3, 4, 5, 6;
SELECT * FROM ra LEFT JOIN rb ON rb.id = ra.id WHERE (-3 / rb.id) >= ra.id ORDER BY 1, 2, 3, 4;
SELECT * FROM ra LEFT JOIN rb ON rb.id = ra.id WHERE rb.y > 'a' ORDER BY 1, 2, 3, 4;
SELECT * FROM ra LEFT JOIN rb ON rb.id = ra.id WHERE rb.y IS NULL ORDER BY 1, 2, 3, 4;
SELECT * FROM ra RIGHT JOIN rb ON rb.id = ra.id WHERE ra.x > 0 ORDER BY 1, 2, 3, 4;
SELECT * FROM ra LEFT JOIN rb ON rb.id = ra.id WHERE coalesce(rb.y, 'zz') > 'a' ORDER BY 1, 2, 3, 4;
-- The condition is strict in rb once its constants fold (CASE WHEN true, COALESCE(x, NULL)):
-- the LEFT JOIN is then an inner one, whose ON conditions are checked before the WHERE one
-- (difftest seed 4: a1.b * a1.b overflowed on the NULL-extended row; COALESCE is not strict)
CREATE TABLE rc (s text, n numeric, b bigint);
INSERT INTO rc VALUES ('b', 1, 9000000000);
SELECT 1 FROM rc a1 LEFT JOIN rc a2 ON a2.s = a1.s AND a1.n < a2.n WHERE (a1.b * a1.b) <= CASE WHEN true THEN a2.b ELSE a1.b END;
SELECT 1 FROM rc a1 LEFT JOIN rc a2 ON a2.s = a1.s AND a1.n < a2.n WHERE (a1.b * a1.b) <= COALESCE(a2.b, NULL);
EXPLAIN (COSTS OFF) SELECT 1 FROM rc a1 LEFT JOIN rc a2 ON a2.s = a1.s AND a1.n < a2.n WHERE (a1.b * a1.b) <= CASE WHEN true THEN a2.b ELSE a1.b END;
-- folding for the reduction skips the arms a constant makes unreachable, as PG does
SELECT * FROM ra LEFT JOIN rb ON rb.id = ra.id WHERE CASE WHEN true THEN rb.id ELSE 1 / 0 END > 0 ORDER BY 1, 2, 3, 4;
SELECT * FROM ra LEFT JOIN rb ON rb.id = ra.id WHERE CASE WHEN false THEN (1 / 0)::text ELSE rb.y END > 'a' ORDER BY 1, 2, 3, 4;
DROP TABLE rc;
DROP TABLE ra, rb;
