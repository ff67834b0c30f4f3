-- lateral: LATERAL sub-selects and functions in FROM that read earlier FROM items, errors, EXPLAIN
CREATE TABLE cat (id int PRIMARY KEY, name text, n int, tags text[]);
INSERT INTO cat VALUES (1, 'fruit', 2, '{red,green}'), (2, 'veg', 0, '{}'), (3, 'nuts', 3, NULL);
CREATE TABLE item (id int, cat int, price int, name text);
INSERT INTO item VALUES (1, 1, 30, 'apple'), (2, 1, 10, 'banana'), (3, 1, 20, 'cherry'), (4, 1, 40, 'date'),
  (5, 2, 5, 'leek'), (6, 2, 15, 'kale'), (7, 3, 50, 'pecan');
-- a lateral sub-select
SELECT c.name, s.total FROM cat c, LATERAL (SELECT sum(price) AS total FROM item i WHERE i.cat = c.id) s ORDER BY c.id;
SELECT c.name, s.name FROM cat c, LATERAL (SELECT name FROM item WHERE item.cat = c.id AND price > 12) s ORDER BY 1, 2;
-- top-N per group
SELECT c.name, t.name, t.price FROM cat c,
  LATERAL (SELECT name, price FROM item WHERE cat = c.id ORDER BY price DESC LIMIT 2) t ORDER BY c.id, t.price DESC;
SELECT c.name, t.name FROM cat c CROSS JOIN LATERAL (SELECT name FROM item WHERE cat = c.id ORDER BY price LIMIT 1) t ORDER BY 1;
-- LEFT JOIN LATERAL keeps rows without matches
SELECT c.name, t.name FROM cat c LEFT JOIN LATERAL (SELECT name FROM item WHERE cat = c.id AND price > 25) t ON true ORDER BY 1, 2;
SELECT c.name, t.cnt FROM cat c LEFT JOIN LATERAL (SELECT count(*) AS cnt FROM item WHERE cat = c.id AND price > c.n * 10) t ON t.cnt > 1 ORDER BY 1;
-- lateral reading two earlier items, and an expression of outer columns
SELECT c.name, i.name, x.v FROM cat c JOIN item i ON i.cat = c.id, LATERAL (SELECT i.price * c.n AS v) x
WHERE x.v > 30 ORDER BY 1, 2;
-- set-returning functions in FROM referring to earlier items (implicitly lateral)
SELECT c.name, g FROM cat c, generate_series(1, c.n) g ORDER BY 1, 2;
SELECT c.name, g.x FROM cat c, LATERAL generate_series(1, c.n) AS g(x) WHERE g.x > 1 ORDER BY 1, 2;
SELECT c.name, t FROM cat c, unnest(c.tags) t ORDER BY 1, 2;
SELECT c.name, t, o FROM cat c LEFT JOIN LATERAL unnest(c.tags) WITH ORDINALITY AS u(t, o) ON true ORDER BY 1, 3;
SELECT c.id, s.* FROM cat c, LATERAL (SELECT g, g * c.id AS m FROM generate_series(1, c.n) g) s ORDER BY 1, 2;
-- a lateral sub-select inside a sub-select
SELECT (SELECT max(s.p) FROM item i2, LATERAL (SELECT i2.price + c.n AS p) s WHERE i2.cat = c.id) FROM cat c ORDER BY c.id;
-- errors
SELECT * FROM cat c, (SELECT * FROM item WHERE item.cat = c.id) s;
SELECT * FROM cat c, (SELECT * FROM item WHERE item.cat = id + n) s;
SELECT * FROM cat c RIGHT JOIN LATERAL (SELECT * FROM item WHERE item.cat = c.id) s ON true;
SELECT * FROM cat c FULL JOIN LATERAL (SELECT c.id) s ON true;
SELECT * FROM LATERAL (SELECT * FROM item WHERE item.cat = c.id) s, cat c;
SELECT * FROM cat c, LATERAL (SELECT * FROM item WHERE item.cat = c.id);
SELECT * FROM generate_series(1, c.n) g, cat c;
-- EXPLAIN
EXPLAIN (COSTS OFF) SELECT c.name, t.name FROM cat c,
  LATERAL (SELECT name, price FROM item WHERE cat = c.id ORDER BY price DESC LIMIT 2) t;
EXPLAIN (COSTS OFF) SELECT c.name, t.cnt FROM cat c LEFT JOIN LATERAL (SELECT count(*) AS cnt FROM item WHERE cat = c.id) t ON true;
EXPLAIN (COSTS OFF) SELECT c.name, g FROM cat c, generate_series(1, c.n) g;
DROP TABLE cat;
DROP TABLE item;
