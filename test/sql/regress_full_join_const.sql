-- name: regress_full_join_const: FULL JOIN with a constant ON condition (true, false, folded expressions)
CREATE TABLE fa (id int, x int);
CREATE TABLE fb (id int, y text);
INSERT INTO fa VALUES (1, 10), (2, 20), (3, NULL), (NULL, 40);
INSERT INTO fb VALUES (1, 'one'), (3, 'three'), (4, 'four'), (NULL, 'null');
SELECT * FROM fa FULL JOIN fb ON true ORDER BY 1, 2, 3, 4;
SELECT * FROM fa FULL JOIN fb ON false ORDER BY 1, 2, 3, 4;
SELECT * FROM fa FULL JOIN fb ON NOT (1 > 2) ORDER BY 1, 2, 3, 4;
SELECT * FROM fa FULL JOIN fb ON 1 > 2 ORDER BY 1, 2, 3, 4;
SELECT * FROM fa FULL JOIN fb ON NULL ORDER BY 1, 2, 3, 4;
SELECT * FROM fa FULL JOIN fb ON 1 = 1 AND 2 = 2 ORDER BY 1, 2, 3, 4;
SELECT * FROM fa FULL JOIN fb ON true WHERE fa.x > 15 ORDER BY 1, 2, 3, 4;
SELECT count(*) FROM fa FULL JOIN fb ON true FULL JOIN fa f2 ON false;
SELECT * FROM (SELECT * FROM fa WHERE false) s FULL JOIN fb ON true ORDER BY 1, 2, 3, 4;
SELECT * FROM fa FULL JOIN (SELECT * FROM fb WHERE false) s ON true ORDER BY 1, 2, 3, 4;
SELECT max(fa.x), count(fb.y) FROM fa FULL JOIN fb ON true;
SELECT * FROM fa FULL JOIN fb ON fa.id < fb.id ORDER BY 1, 2, 3, 4;
SELECT * FROM fa FULL JOIN fb ON fa.id = fb.id AND fa.x > 5 ORDER BY 1, 2, 3, 4;
DROP TABLE fa, fb;
