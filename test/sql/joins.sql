-- joins: inner (ON, USING, comma + WHERE), LEFT/RIGHT/FULL outer, CROSS, self-joins, three tables, joins with aggregates
CREATE TABLE dept (dept_id int, dname text, floor int);
CREATE TABLE emp (emp_id int, ename text, dept_id int, boss int, salary numeric(8,2));
CREATE TABLE proj (proj_id int, emp_id int, title text);
INSERT INTO dept VALUES (1, 'eng', 3), (2, 'sales', 1), (3, 'ops', 2), (4, 'legal', NULL);
INSERT INTO emp VALUES
  (10, 'ann', 1, NULL, 9000),
  (11, 'ben', 1, 10, 7000),
  (12, 'cat', 2, 10, 6500.50),
  (13, 'dan', 2, 12, 5000),
  (14, 'eva', NULL, 10, 4000),
  (15, 'fay', 9, 11, 3000);
INSERT INTO proj VALUES (100, 11, 'parser'), (101, 11, 'planner'), (102, 12, 'deal'), (103, 99, 'orphan'), (104, 10, 'budget');
-- inner joins
SELECT e.ename, d.dname FROM emp e JOIN dept d ON e.dept_id = d.dept_id ORDER BY e.ename;
SELECT e.ename, d.dname FROM emp e INNER JOIN dept d ON d.dept_id = e.dept_id ORDER BY e.ename;
SELECT ename, dname FROM emp JOIN dept USING (dept_id) ORDER BY ename;
SELECT dept_id, ename, dname FROM emp JOIN dept USING (dept_id) ORDER BY dept_id, ename;
SELECT * FROM emp JOIN dept USING (dept_id) ORDER BY emp_id;
SELECT * FROM dept d JOIN emp e ON e.dept_id = d.dept_id ORDER BY e.emp_id;
SELECT e.*, d.dname FROM emp e JOIN dept d ON e.dept_id = d.dept_id ORDER BY e.emp_id;
SELECT e.ename, d.dname FROM emp e, dept d WHERE e.dept_id = d.dept_id ORDER BY e.ename;
SELECT emp.ename, dept.dname FROM emp, dept WHERE emp.dept_id = dept.dept_id AND dept.floor > 1 ORDER BY 1;
SELECT e.ename, d.dname FROM emp e JOIN dept d ON e.dept_id = d.dept_id AND e.salary > 6000 ORDER BY e.ename;
SELECT e.ename, d.dname FROM emp e JOIN dept d ON e.dept_id = d.dept_id WHERE d.dname = 'sales' ORDER BY e.ename;
SELECT e.ename, d.dname FROM emp e JOIN dept d ON e.dept_id < d.dept_id WHERE e.emp_id <= 11 ORDER BY e.ename, d.dname;
-- outer joins keep non-matching rows
SELECT e.ename, d.dname FROM emp e LEFT JOIN dept d ON e.dept_id = d.dept_id ORDER BY e.ename;
SELECT e.ename, d.dname FROM emp e LEFT OUTER JOIN dept d ON e.dept_id = d.dept_id WHERE d.dept_id IS NULL ORDER BY e.ename;
SELECT d.dname, e.ename FROM emp e RIGHT JOIN dept d ON e.dept_id = d.dept_id ORDER BY d.dname, e.ename;
SELECT d.dname, e.ename FROM emp e RIGHT OUTER JOIN dept d ON e.dept_id = d.dept_id WHERE e.emp_id IS NULL ORDER BY d.dname;
SELECT e.ename, d.dname FROM emp e FULL JOIN dept d ON e.dept_id = d.dept_id ORDER BY e.ename NULLS FIRST, d.dname;
SELECT e.ename, d.dname FROM emp e FULL OUTER JOIN dept d ON e.dept_id = d.dept_id WHERE e.emp_id IS NULL OR d.dept_id IS NULL ORDER BY 1, 2;
SELECT dept_id, ename, dname FROM emp FULL JOIN dept USING (dept_id) ORDER BY dept_id, ename;
SELECT d.dname, e.ename FROM dept d LEFT JOIN emp e ON e.dept_id = d.dept_id AND e.salary > 6000 ORDER BY d.dname, e.ename;
SELECT d.dname, count(e.emp_id) AS staff FROM dept d LEFT JOIN emp e ON e.dept_id = d.dept_id GROUP BY d.dname ORDER BY d.dname;
SELECT e.ename, COALESCE(d.dname, '(none)') AS dname FROM emp e LEFT JOIN dept d ON e.dept_id = d.dept_id ORDER BY e.emp_id;
-- cross joins
SELECT d.dname, p.title FROM dept d CROSS JOIN proj p WHERE p.proj_id < 102 ORDER BY d.dname, p.title;
SELECT count(*) FROM emp, dept;
SELECT count(*) FROM emp CROSS JOIN dept CROSS JOIN proj;
-- self-joins
SELECT e.ename, b.ename AS boss FROM emp e JOIN emp b ON e.boss = b.emp_id ORDER BY e.ename;
SELECT e.ename, b.ename AS boss FROM emp e LEFT JOIN emp b ON e.boss = b.emp_id ORDER BY e.ename;
SELECT b.ename AS boss, count(*) AS reports FROM emp e JOIN emp b ON e.boss = b.emp_id GROUP BY b.ename ORDER BY b.ename;
SELECT a.ename, b.ename FROM emp a, emp b WHERE a.dept_id = b.dept_id AND a.emp_id < b.emp_id ORDER BY a.ename, b.ename;
-- three tables
SELECT e.ename, d.dname, p.title FROM emp e JOIN dept d ON e.dept_id = d.dept_id JOIN proj p ON p.emp_id = e.emp_id ORDER BY p.title;
SELECT e.ename, d.dname, p.title FROM emp e LEFT JOIN dept d ON e.dept_id = d.dept_id LEFT JOIN proj p ON p.emp_id = e.emp_id ORDER BY e.ename, p.title;
SELECT d.dname, count(p.proj_id) AS projects FROM dept d LEFT JOIN emp e ON e.dept_id = d.dept_id LEFT JOIN proj p ON p.emp_id = e.emp_id GROUP BY d.dname ORDER BY d.dname;
SELECT p.title, e.ename, d.dname FROM proj p, emp e, dept d WHERE p.emp_id = e.emp_id AND e.dept_id = d.dept_id ORDER BY p.proj_id;
SELECT p.title, e.ename FROM proj p FULL JOIN emp e ON p.emp_id = e.emp_id ORDER BY p.title, e.ename;
-- joins with aggregates and expressions
SELECT d.dname, sum(e.salary) AS payroll, max(e.salary) AS top FROM dept d JOIN emp e ON e.dept_id = d.dept_id GROUP BY d.dname ORDER BY payroll DESC;
SELECT d.dname, avg(e.salary) AS avg_pay FROM dept d JOIN emp e ON e.dept_id = d.dept_id GROUP BY d.dname HAVING count(*) > 1 ORDER BY d.dname;
SELECT e.ename || '@' || d.dname AS who, e.salary * d.floor AS weighted FROM emp e JOIN dept d ON e.dept_id = d.dept_id ORDER BY who;
SELECT e.ename FROM emp e JOIN dept d ON e.dept_id = d.dept_id ORDER BY d.floor DESC, e.ename LIMIT 3;
-- USING on two columns, qualified USING columns, parenthesized joins
CREATE TABLE a2 (x int, y int, va text);
CREATE TABLE b2 (x int, y int, vb text);
INSERT INTO a2 VALUES (1, 1, 'p'), (1, 2, 'q'), (2, 1, 'r');
INSERT INTO b2 VALUES (1, 1, 'P'), (1, 2, 'Q'), (2, 2, 'S');
SELECT x, y, va, vb FROM a2 JOIN b2 USING (x, y) ORDER BY x, y;
SELECT a2.x, b2.y, va, vb FROM a2 JOIN b2 USING (x, y) ORDER BY a2.x, b2.y;
SELECT * FROM a2 LEFT JOIN b2 USING (x, y) ORDER BY x, y;
SELECT e.ename, d.dname, p.title FROM emp e JOIN (dept d JOIN proj p ON p.proj_id > 103) ON e.dept_id = d.dept_id ORDER BY e.ename;
SELECT count(*) FROM (emp e CROSS JOIN dept d);
-- joining on NULLs never matches
CREATE TABLE l (k int, v text);
CREATE TABLE r (k int, w text);
INSERT INTO l VALUES (1, 'a'), (NULL, 'b'), (2, 'c');
INSERT INTO r VALUES (NULL, 'x'), (2, 'y'), (3, 'z');
SELECT l.v, r.w FROM l JOIN r ON l.k = r.k ORDER BY l.v;
SELECT l.v, r.w FROM l FULL JOIN r ON l.k = r.k ORDER BY l.v, r.w;
-- errors
SELECT dept_id FROM emp JOIN dept ON emp.dept_id = dept.dept_id;
SELECT ename FROM emp e JOIN dept d ON e.dept_id = d.nosuch;
SELECT emp.ename FROM emp e;
SELECT ename FROM emp JOIN dept USING (nosuch);
SELECT * FROM emp e JOIN dept e ON true;
DROP TABLE dept, emp, proj, l, r, a2, b2;
