-- select_where: SELECT from a table: *, t.*, qualified columns, aliases, WHERE with every predicate kind
CREATE TABLE emp (id int NOT NULL, name text, dept text, salary numeric(10,2), age int, active boolean);
INSERT INTO emp VALUES
  (1, 'alice', 'eng', 120000, 34, true),
  (2, 'bob', 'eng', 95000.50, 45, true),
  (3, 'carol', 'sales', 70000, 29, false),
  (4, 'dave', 'sales', NULL, 51, true),
  (5, 'eve', NULL, 88000, NULL, NULL),
  (6, 'frank', 'ops', 60000, 38, false),
  (7, 'grace', 'eng', 130000.75, 27, true);
SELECT * FROM emp ORDER BY id;
SELECT emp.* FROM emp ORDER BY id;
SELECT e.* FROM emp e ORDER BY e.id;
SELECT emp.id, emp.name FROM emp ORDER BY emp.id;
SELECT e.id AS ident, e.name who, salary AS pay FROM emp AS e ORDER BY ident;
SELECT name, salary * 2 AS double_pay, age + 1 AS next_age FROM emp ORDER BY id;
SELECT id, *, id FROM emp WHERE id = 1;
-- WHERE with comparisons
SELECT id, name FROM emp WHERE age > 35 ORDER BY id;
SELECT id, name FROM emp WHERE age >= 45 AND dept = 'eng' ORDER BY id;
SELECT id, name FROM emp WHERE dept = 'sales' OR age < 30 ORDER BY id;
SELECT id, name FROM emp WHERE NOT (dept = 'eng') ORDER BY id;
SELECT id, name FROM emp WHERE dept <> 'eng' ORDER BY id;
SELECT id, name FROM emp WHERE salary > 90000.25 ORDER BY id;
SELECT id, name FROM emp WHERE salary = 70000 ORDER BY id;
SELECT id, name FROM emp WHERE name = 'bob';
SELECT id, name FROM emp WHERE name > 'd' ORDER BY name;
-- NULLs in WHERE: only true keeps a row
SELECT id, name FROM emp WHERE age > 0 ORDER BY id;
SELECT id, name FROM emp WHERE NOT (age > 30) ORDER BY id;
SELECT id, name FROM emp WHERE dept IS NULL;
SELECT id, name FROM emp WHERE salary IS NULL;
SELECT id, name FROM emp WHERE dept IS NOT NULL AND salary IS NOT NULL ORDER BY id;
SELECT id, name FROM emp WHERE active ORDER BY id;
SELECT id, name FROM emp WHERE NOT active ORDER BY id;
SELECT id, name FROM emp WHERE active IS NOT TRUE ORDER BY id;
SELECT id, name FROM emp WHERE active = false ORDER BY id;
-- BETWEEN, IN, LIKE
SELECT id, name FROM emp WHERE age BETWEEN 29 AND 38 ORDER BY id;
SELECT id, name FROM emp WHERE age NOT BETWEEN 29 AND 38 ORDER BY id;
SELECT id, name FROM emp WHERE salary BETWEEN 60000 AND 90000 ORDER BY id;
SELECT id, name FROM emp WHERE id IN (2, 4, 6, 8) ORDER BY id;
SELECT id, name FROM emp WHERE dept IN ('ops', 'sales') ORDER BY id;
SELECT id, name FROM emp WHERE dept NOT IN ('ops', 'sales') ORDER BY id;
SELECT id, name FROM emp WHERE name LIKE '%a%' ORDER BY id;
SELECT id, name FROM emp WHERE name LIKE '_o%' ORDER BY id;
SELECT id, name FROM emp WHERE name NOT LIKE '%e' ORDER BY id;
-- CASE, COALESCE, NULLIF over columns
SELECT id, CASE WHEN salary >= 100000 THEN 'high' WHEN salary >= 80000 THEN 'mid' ELSE 'low' END AS band FROM emp ORDER BY id;
SELECT id, CASE dept WHEN 'eng' THEN 1 WHEN 'sales' THEN 2 END AS code FROM emp ORDER BY id;
SELECT id, COALESCE(dept, 'none') AS dept, COALESCE(salary, 0) AS salary FROM emp ORDER BY id;
SELECT id, NULLIF(dept, 'eng') AS not_eng FROM emp ORDER BY id;
SELECT id, name || ' (' || COALESCE(dept, '?') || ')' AS label FROM emp ORDER BY id;
SELECT id FROM emp WHERE COALESCE(age, 0) < 30 ORDER BY id;
-- WHERE with constants
SELECT id FROM emp WHERE true ORDER BY id;
SELECT id FROM emp WHERE false;
SELECT id FROM emp WHERE NULL;
SELECT id FROM emp WHERE 1 = 1 AND id < 3 ORDER BY id;
-- expressions mixing columns of different types
SELECT id, age * 1000 + salary AS mix, age / 10 AS decade, age % 10 AS rem FROM emp WHERE age IS NOT NULL ORDER BY id;
SELECT id, salary / age AS per_year FROM emp WHERE id IN (1, 3) ORDER BY id;
SELECT id, age::float8 / 4 AS q, salary::int AS whole FROM emp WHERE id <= 3 ORDER BY id;
SELECT id, age > 30 AND active AS senior_active FROM emp ORDER BY id;
DROP TABLE emp;
