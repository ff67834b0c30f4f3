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
DROP TABLE ra, rb;
