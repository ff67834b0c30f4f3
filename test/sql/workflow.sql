-- workflow: a small shop, end to end: schema, loading, reporting queries that combine joins, grouping, ordering and updates
CREATE TABLE customers (cust_id int NOT NULL, name varchar(20) NOT NULL, city text, vip boolean);
CREATE TABLE products (prod_id int NOT NULL, title text NOT NULL, price numeric(8,2) NOT NULL, weight_kg float8);
CREATE TABLE orders (order_id int NOT NULL, cust_id int NOT NULL, prod_id int NOT NULL, qty smallint NOT NULL, discount numeric(3,2));
INSERT INTO customers VALUES (1, 'acme', 'berlin', true), (2, 'globex', 'paris', false), (3, 'initech', 'berlin', NULL), (4, 'umbrella', NULL, false);
INSERT INTO products VALUES (10, 'bolt', 0.25, 0.0625), (11, 'nut', 0.10, 0.03125), (12, 'gear', 12.50, 1.25), (13, 'motor', 199.99, 7.5), (14, 'belt', 5, NULL);
INSERT INTO orders VALUES
  (100, 1, 10, 500, NULL),
  (101, 1, 12, 4, 0.10),
  (102, 2, 13, 1, NULL),
  (103, 2, 10, 100, 0.05),
  (104, 3, 11, 1000, NULL),
  (105, 1, 13, 2, 0.15),
  (106, 3, 12, 3, NULL);
-- a bad order is rejected and changes nothing
INSERT INTO orders VALUES (107, 4, 10, 40000, NULL);
INSERT INTO orders VALUES (107, 4, NULL, 1, NULL);
SELECT count(*) AS orders FROM orders;
-- order lines with their value
SELECT o.order_id, c.name, p.title, o.qty, p.price * o.qty AS gross,
       p.price * o.qty * (1 - COALESCE(o.discount, 0)) AS net
FROM orders o
JOIN customers c ON c.cust_id = o.cust_id
JOIN products p ON p.prod_id = o.prod_id
ORDER BY o.order_id;
-- revenue per customer, including customers without orders
SELECT c.name, count(o.order_id) AS n_orders, COALESCE(sum(p.price * o.qty), 0) AS gross
FROM customers c
LEFT JOIN orders o ON o.cust_id = c.cust_id
LEFT JOIN products p ON p.prod_id = o.prod_id
GROUP BY c.name
ORDER BY gross DESC, c.name;
-- per city, NULL city grouped on its own
SELECT c.city, count(o.order_id) AS n_orders, sum(o.qty) AS units
FROM customers c LEFT JOIN orders o ON o.cust_id = c.cust_id
GROUP BY c.city
ORDER BY c.city NULLS LAST;
-- products never ordered
SELECT p.title FROM products p LEFT JOIN orders o ON o.prod_id = p.prod_id WHERE o.order_id IS NULL ORDER BY p.title;
-- shipping weight per order (weights are exact binary fractions, so float sums do not depend on row order)
SELECT o.order_id, o.qty * p.weight_kg AS kg FROM orders o JOIN products p ON p.prod_id = o.prod_id ORDER BY kg DESC NULLS LAST, o.order_id;
SELECT sum(o.qty * p.weight_kg) AS total_kg, max(p.weight_kg) AS heaviest FROM orders o JOIN products p ON p.prod_id = o.prod_id;
-- the biggest orders by value
SELECT o.order_id, p.price * o.qty AS gross FROM orders o JOIN products p USING (prod_id) ORDER BY gross DESC, o.order_id LIMIT 3;
SELECT o.order_id, p.price * o.qty AS gross FROM orders o JOIN products p USING (prod_id) ORDER BY gross DESC, o.order_id LIMIT 3 OFFSET 3;
-- customers classified
SELECT name,
       CASE WHEN vip THEN 'vip' WHEN vip IS NULL THEN 'unknown' ELSE 'regular' END AS class,
       COALESCE(city, '-') AS city
FROM customers ORDER BY cust_id;
-- which customers spent more than 100
SELECT c.name, sum(p.price * o.qty) AS spent
FROM orders o JOIN customers c ON c.cust_id = o.cust_id JOIN products p ON p.prod_id = o.prod_id
GROUP BY c.name HAVING sum(p.price * o.qty) > 100
ORDER BY spent DESC;
-- a price rise and a clearance
UPDATE products SET price = price * 1.05 WHERE price < 1;
UPDATE products SET price = price - 0.005 WHERE title = 'motor';
SELECT title, price FROM products ORDER BY prod_id;
UPDATE orders SET discount = 0.20 WHERE qty >= 500;
SELECT order_id, discount FROM orders WHERE discount IS NOT NULL ORDER BY order_id;
UPDATE orders SET discount = 12.5 WHERE order_id = 100;
UPDATE customers SET name = 'a very long customer name' WHERE cust_id = 1;
UPDATE customers SET name = NULL WHERE cust_id = 1;
-- a customer leaves: their orders go first
DELETE FROM orders WHERE cust_id = 3;
DELETE FROM customers WHERE cust_id = 3;
SELECT c.name, count(o.order_id) AS n FROM customers c LEFT JOIN orders o ON o.cust_id = c.cust_id GROUP BY c.name ORDER BY c.name;
SELECT count(*) AS lines, sum(qty) AS units, min(order_id) AS first, max(order_id) AS last FROM orders;
-- averages with their numeric scales
SELECT avg(qty) AS avg_qty, avg(price) AS avg_price, avg(weight_kg) AS avg_kg FROM orders o JOIN products p USING (prod_id);
DROP TABLE orders, products, customers;
