-- insert: INSERT ... VALUES (single/multi-row, column lists, NULLs, implicit and assignment casts, errors)
CREATE TABLE items (id int NOT NULL, name text, price numeric(8,2), qty smallint, big bigint);
INSERT INTO items VALUES (1, 'apple', 1.5, 10, 100);
INSERT INTO items VALUES (2, 'banana', 0.25, 20, 200), (3, 'cherry', 12, 30, 300);
INSERT INTO items (id, name) VALUES (4, 'date');
INSERT INTO items (name, id) VALUES ('elder', 5);
INSERT INTO items (id, price, name) VALUES (6, NULL, NULL);
INSERT INTO items VALUES (7, 'fig', NULL, NULL, NULL);
SELECT * FROM items ORDER BY id;
-- string literals are converted to the column type
INSERT INTO items VALUES ('8', 'grape', '3.333', '40', '9000000000');
-- integer and float literals go into numeric(8,2) with rounding
INSERT INTO items (id, price) VALUES (9, 2), (10, 2.005), (11, 2.004), (12, -2.005);
INSERT INTO items (id, price) VALUES (13, 1.5e2);
-- an expression as a value
INSERT INTO items (id, qty, big) VALUES (14, 3 * 7, 2 + 2);
SELECT id, name, price, qty, big FROM items WHERE id >= 8 ORDER BY id;
-- numeric(8,2) holds at most 6 digits before the point
INSERT INTO items (id, price) VALUES (20, 1234567.5);
INSERT INTO items (id, price) VALUES (20, 999999.99);
INSERT INTO items (id, price) VALUES (21, 999999.995);
SELECT id, price FROM items WHERE id >= 20 ORDER BY id;
-- smallint and integer ranges
INSERT INTO items (id, qty) VALUES (22, 32767);
INSERT INTO items (id, qty) VALUES (23, 32768);
INSERT INTO items (id, qty) VALUES (23, -32768);
INSERT INTO items (id, qty) VALUES (24, -32769);
INSERT INTO items (id) VALUES (2147483648);
INSERT INTO items (id, big) VALUES (25, 9223372036854775807);
INSERT INTO items (id, big) VALUES (26, 9223372036854775808);
INSERT INTO items (id, qty) VALUES (27, '40000');
INSERT INTO items (id, qty) VALUES (27, 'abc');
SELECT id, qty, big FROM items WHERE id >= 22 ORDER BY id;
-- float to integer rounds (half away from zero)
INSERT INTO items (id, qty) VALUES (28, 2.5), (29, 3.5), (30, -2.5);
SELECT id, qty FROM items WHERE id >= 28 ORDER BY id;
-- NOT NULL violations
INSERT INTO items (name) VALUES ('nameless');
INSERT INTO items VALUES (NULL, 'x', 1, 2, 3);
CREATE TABLE pairs (a int NOT NULL, b text NOT NULL);
INSERT INTO pairs VALUES (1, NULL);
INSERT INTO pairs (a) VALUES (2);
-- a multi-row INSERT that fails on a later row inserts nothing
INSERT INTO pairs VALUES (1, 'one'), (NULL, 'two'), (3, 'three');
SELECT count(*) FROM pairs;
INSERT INTO pairs VALUES (1, 'one'), (2, 'two'), (3, 'three');
SELECT * FROM pairs ORDER BY a, b;
INSERT INTO pairs VALUES (4, 'four'), (2147483648, 'big');
INSERT INTO pairs VALUES (4, 'four'), (5, 'five'), ('six', 'six');
SELECT count(*) FROM pairs;
-- wrong numbers of values
INSERT INTO pairs VALUES (1, 'x', 3);
INSERT INTO pairs (a) VALUES (1, 'x');
INSERT INTO pairs (a, b) VALUES (1);
INSERT INTO pairs VALUES (1, 'x'), (2);
-- unknown columns and tables
INSERT INTO pairs (a, c) VALUES (1, 'x');
INSERT INTO pairs (a, a) VALUES (1, 2);
INSERT INTO nosuch VALUES (1);
-- varchar length
CREATE TABLE names (n varchar(5), c char(3));
INSERT INTO names VALUES ('abcde', 'ab');
INSERT INTO names VALUES ('abcdef', 'a');
INSERT INTO names VALUES ('abc', 'abcd');
-- trailing spaces beyond the limit are silently trimmed
INSERT INTO names VALUES ('xyz     ', 'q   ');
SELECT n, c FROM names ORDER BY n;
-- types that do not convert
INSERT INTO pairs VALUES ('one', 'x');
INSERT INTO pairs VALUES (1.5, 'x');
SELECT * FROM pairs ORDER BY a, b;
CREATE TABLE flags (f boolean, d date);
INSERT INTO flags VALUES (true, '2020-01-01'), ('f', '1999-12-31'), ('yes', NULL), (NULL, '2000-02-29');
INSERT INTO flags VALUES ('maybe', NULL);
INSERT INTO flags VALUES (1, NULL);
INSERT INTO flags VALUES (NULL, '2001-02-29');
SELECT f, d FROM flags ORDER BY d;
DROP TABLE items, pairs, names, flags;
