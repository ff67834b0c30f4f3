-- aggregates: count/sum/avg/min/max over each type, GROUP BY (incl. NULL keys, expressions), HAVING, empty input
CREATE TABLE sales (id int, region text, product text, qty int, big bigint, amount numeric(10,2), ratio float8);
INSERT INTO sales VALUES
  (1, 'north', 'apple', 10, 1000000000000, 12.50, 0.5),
  (2, 'north', 'pear', 5, 2000000000000, 7.25, 1.25),
  (3, 'south', 'apple', 8, 3000000000000, 10.00, 2),
  (4, 'south', 'apple', NULL, NULL, NULL, NULL),
  (5, 'east', 'plum', 3, 500, 4.99, -0.5),
  (6, NULL, 'pear', 7, 700, 8.01, 0.125),
  (7, 'north', 'apple', 2, 200, 1.10, 3.5),
  (8, NULL, NULL, 1, 100, 0.15, 0);
-- dates live in their own table, keyed by the sales id
CREATE TABLE sale_days (id int, day date);
INSERT INTO sale_days VALUES (1, '2024-01-01'), (2, '2024-01-03'), (3, '2024-01-02'), (4, NULL), (5, '2023-12-30'), (6, '2024-02-01'), (7, '2024-01-05'), (8, '2024-01-01');
-- whole-table aggregates
SELECT count(*) FROM sales;
SELECT count(*), count(qty), count(region), count(amount) FROM sales;
SELECT sum(qty), sum(big), sum(amount), sum(ratio) FROM sales;
SELECT avg(qty) AS avg_qty, avg(big) AS avg_big, avg(amount) AS avg_amount, avg(ratio) AS avg_ratio FROM sales;
SELECT min(qty), max(qty), min(big), max(big) FROM sales;
SELECT min(amount), max(amount), min(ratio), max(ratio) FROM sales;
SELECT min(region), max(region), min(product), max(product) FROM sales;
SELECT min(day), max(day) FROM sale_days;
SELECT count(*) AS n, sum(qty) * 2 AS twice, max(qty) - min(qty) AS spread, sum(qty) / count(qty) AS int_mean FROM sales;
SELECT sum(qty * amount) AS revenue, sum(qty + 1) AS plus_one, count(qty > 5) AS cnt FROM sales;
-- GROUP BY
SELECT region, count(*) FROM sales GROUP BY region ORDER BY region;
SELECT region, count(*) AS n, sum(qty) AS q, avg(amount) AS a FROM sales GROUP BY region ORDER BY region NULLS FIRST;
SELECT s.product, min(d.day) AS first_day, max(d.day) AS last_day FROM sales s JOIN sale_days d ON d.id = s.id GROUP BY s.product ORDER BY s.product;
SELECT region, product, sum(qty) AS q FROM sales GROUP BY region, product ORDER BY region, product;
SELECT product, region, count(*) FROM sales GROUP BY 1, 2 ORDER BY 1, 2;
SELECT region, max(amount) AS top FROM sales GROUP BY region ORDER BY top DESC NULLS LAST, region;
SELECT count(*) AS n FROM sales GROUP BY region ORDER BY n;
SELECT qty % 2 AS parity, count(*) AS n, sum(qty) AS total FROM sales GROUP BY qty % 2 ORDER BY parity;
SELECT qty > 4 AS big_qty, count(*) FROM sales GROUP BY qty > 4 ORDER BY big_qty;
SELECT COALESCE(region, 'unknown') AS r, count(*) FROM sales GROUP BY COALESCE(region, 'unknown') ORDER BY r;
SELECT region AS r, sum(ratio) AS s FROM sales GROUP BY r ORDER BY r;
SELECT day, count(*) FROM sale_days GROUP BY day ORDER BY day;
SELECT region FROM sales GROUP BY region ORDER BY region;
-- HAVING
SELECT region, count(*) FROM sales GROUP BY region HAVING count(*) > 1 ORDER BY region;
SELECT region, sum(qty) FROM sales GROUP BY region HAVING sum(qty) >= 10 ORDER BY region;
SELECT product, avg(amount) AS a FROM sales GROUP BY product HAVING avg(amount) < 9 ORDER BY product;
SELECT region FROM sales GROUP BY region HAVING max(qty) > 5 AND min(qty) < 10 ORDER BY region;
SELECT product, count(*) FROM sales GROUP BY product HAVING product LIKE 'p%' ORDER BY product;
SELECT count(*) FROM sales HAVING count(*) > 100;
SELECT count(*) FROM sales HAVING count(*) > 1;
-- aggregates over empty input
CREATE TABLE empty (x int, n numeric, f float8, t text);
CREATE TABLE empty_days (d date);
SELECT count(*), count(x), sum(x), avg(x), min(x), max(x) FROM empty;
SELECT sum(n), avg(n), sum(f), avg(f), min(t) FROM empty;
SELECT min(d), max(d), count(d) FROM empty_days;
SELECT x, count(*) FROM empty GROUP BY x;
SELECT count(*) FROM sales WHERE id > 100;
SELECT region, count(*) FROM sales WHERE id > 100 GROUP BY region;
-- aggregates over all-NULL input
SELECT count(qty), sum(qty), avg(qty), min(qty), max(amount) FROM sales WHERE qty IS NULL;
-- avg scales and overflow-free sums
CREATE TABLE ints (i int, s smallint, b bigint);
INSERT INTO ints VALUES (1, 1, 1), (2, 2, 2), (2, 2, 2), (2147483647, 32767, 9223372036854775807);
SELECT avg(i) AS ai, avg(s) AS a_s, avg(b) AS ab FROM ints WHERE i < 100;
SELECT sum(i) AS si, sum(s) AS ss, sum(b) AS sb FROM ints;
SELECT avg(i) AS ai, avg(b) AS ab FROM ints;
SELECT i, count(*), sum(s) FROM ints GROUP BY i ORDER BY i;
-- errors
SELECT region, count(*) FROM sales;
SELECT region, qty FROM sales GROUP BY region;
SELECT id FROM sales WHERE count(*) > 1;
SELECT count(*) FROM sales GROUP BY count(*);
SELECT sum(region) FROM sales;
SELECT avg(day) FROM sale_days;
SELECT sum(sum(qty)) FROM sales;
SELECT region FROM sales GROUP BY 9;
SELECT count(nosuch) FROM sales;
DROP TABLE sales, sale_days, empty, empty_days, ints;
