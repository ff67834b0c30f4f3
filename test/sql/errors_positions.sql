-- errors_positions: error cursor positions in multi-line and long statements, near-miss column HINTs, end of input
CREATE TABLE people (id int, first_name text, last_name text, age int, city varchar(10));
INSERT INTO people VALUES (1, 'ann', 'lee', 30, 'oslo'), (2, 'bob', 'kim', 40, 'rome');
CREATE TABLE towns (city text, country text);
INSERT INTO towns VALUES ('oslo', 'norway');
-- positions on the second and third line of a statement
SELECT id,
       nosuch
FROM people;
SELECT id
FROM people
WHERE age > 'old';
SELECT id,
  first_name +
  age
FROM people;
SELECT id FROM
  nosuch_table;
INSERT INTO people (id,
  bogus) VALUES (1, 2);
SELECT id
FROM people
ORDER BY 9;
SELECT
  1 / 0 AS boom;
SELECT id
FROM people WHERE
;
-- a comment line inside the statement counts as a line
SELECT id,
-- here comes the bad column
  missing_col
FROM people;
SELECT id, /* inline comment */ missing_col FROM people;
-- long lines are cut around the cursor by psql
SELECT id, first_name, last_name, age, city, id + 1 AS next_id, age * 2 AS double_age, nosuch FROM people;
SELECT id AS aaaaaaaaaaaaaaaaaaaa, first_name AS bbbbbbbbbbbbbbbbbbbbbbbbbbbb, last_name AS cccccccccccccccccccccccc, age + 'x' AS ddd FROM people;
SELECT nosuch, id, first_name, last_name, age, city, id + 1 AS next_id, age * 2 AS double_age, age * 3 AS triple_age FROM people;
-- positions of type errors point at the operator or the literal
SELECT id FROM people WHERE first_name = 1;
SELECT id FROM people WHERE age = 'thirty';
SELECT id FROM people WHERE city LIKE 5;
SELECT id + first_name FROM people;
SELECT id FROM people WHERE age BETWEEN 'a' AND 10;
SELECT id FROM people WHERE age IN (1, 'two');
SELECT CAST('12x' AS int);
SELECT 'abc'::nosuchtype;
CREATE TABLE bad (a int, b nosuchtype);
-- ambiguous and qualified references
SELECT city FROM people, towns;
SELECT people.city, towns.nosuch FROM people, towns;
SELECT p.city FROM people p JOIN towns t ON p.city = t.city WHERE tt.city = 'x';
-- near-miss column names get a HINT
SELECT firstname FROM people;
SELECT first_nam FROM people;
SELECT people.agee FROM people;
SELECT p.last FROM people p;
-- operator and type resolution failures
SELECT 'a' + 'b';
SELECT NULL + NULL AS nulls;
SELECT CASE WHEN 1 THEN 'x' END;
SELECT id FROM people GROUP BY id HAVING id;
SELECT p.id FROM people p JOIN towns t ON p.city;
SELECT p.id FROM people p JOIN towns t ON p.city = t.nosuch;
SELECT id FROM people ORDER BY id + 'x';
UPDATE people SET age = true;
INSERT INTO people VALUES (3, 'c', 'd', 1, 'e'), (4, 'f', 'g', 'old', 'h');
INSERT INTO people (id, age) VALUES (5, 6), (7, 8, 9);
-- errors in later parts of a line
SELECT 1 AS ok; SELECT nosuch FROM people;
SELECT 1 AS ok; SELECT 2 AS ok2; SELECT 3 AS bad +;
SELECT id FROM people WHERE age > 1 AND age < 'z' AND id = 1;
UPDATE people SET age = age + 1, city = 'x' WHERE nosuch = 1;
UPDATE people SET age = 'old' WHERE id = 1;
DELETE FROM people WHERE age + 'q' > 0;
SELECT first_name, count(*)
FROM people
GROUP BY last_name;
SELECT id FROM people ORDER BY id LIMIT 'many';
SELECT * FROM people ORDER BY id;
-- the last statement lacks its semicolon: syntax error at end of input
SELECT id FROM people WHERE age >