-- resolution: how names in ORDER BY / GROUP BY / WHERE / HAVING resolve (output aliases vs input columns), aggregates in expressions
CREATE TABLE r (a int, b int, c text);
INSERT INTO r VALUES (1, 30, 'x'), (2, 20, 'y'), (3, 10, 'x'), (4, 20, 'z'), (5, NULL, 'y');
-- ORDER BY a bare alias uses the output column; inside an expression only input columns are visible
SELECT a AS b FROM r ORDER BY b;
SELECT a AS b FROM r ORDER BY b DESC;
SELECT a, b AS sort_key FROM r ORDER BY sort_key, a;
SELECT a, b AS sort_key FROM r ORDER BY sort_key + 0, a;
SELECT a, -a AS neg FROM r ORDER BY -neg;
SELECT a AS x, b AS x FROM r ORDER BY x;
SELECT a, a FROM r ORDER BY a;
SELECT a AS "Upper" FROM r ORDER BY "Upper" DESC;
SELECT r.a FROM r ORDER BY r.b DESC NULLS LAST, r.a;
-- WHERE cannot see output aliases
SELECT a AS x FROM r WHERE x > 1;
SELECT a + 1 AS a FROM r WHERE a > 3 ORDER BY a;
-- GROUP BY may use an output alias or position; input columns win over aliases of the same name
SELECT c AS grp, count(*) FROM r GROUP BY grp ORDER BY grp;
SELECT c, count(*) FROM r GROUP BY 1 ORDER BY 1;
SELECT b / 10 AS tens, count(*) FROM r GROUP BY tens ORDER BY tens;
SELECT b / 10 AS b, count(*) FROM r GROUP BY b ORDER BY 1, 2;
SELECT c, count(*) FROM r GROUP BY 2;
SELECT c AS grp, count(*) FROM r GROUP BY grp || '' ORDER BY 1;
-- aggregates inside expressions, in ORDER BY and in HAVING
SELECT c, count(*) * 10 AS n10, sum(a) + sum(b) AS s, max(a) - min(a) AS spread FROM r GROUP BY c ORDER BY c;
SELECT c, sum(a) / count(*) AS int_avg, sum(CASE WHEN b > 15 THEN 1 ELSE 0 END) AS big_b FROM r GROUP BY c ORDER BY c;
SELECT c FROM r GROUP BY c ORDER BY sum(a) DESC, c;
SELECT c, count(*) FROM r GROUP BY c ORDER BY count(*) DESC, c;
SELECT c FROM r GROUP BY c HAVING sum(a) > 4 ORDER BY c;
SELECT c, max(b) FROM r GROUP BY c HAVING max(b) IS NOT NULL AND count(*) > 1 ORDER BY c;
SELECT c, count(*) FROM r WHERE b IS NOT NULL GROUP BY c HAVING count(*) = 1 ORDER BY c;
SELECT count(*) + 1 AS n, sum(a) * 2 AS s FROM r;
SELECT a + b AS total FROM r GROUP BY a + b ORDER BY total NULLS FIRST;
SELECT a % 2 AS odd, max(c) FROM r GROUP BY a % 2 ORDER BY a % 2;
-- a grouped expression may be used in a larger one
SELECT b / 10 * 100 AS hundreds FROM r GROUP BY b / 10 ORDER BY 1;
SELECT c || '!' AS shout, count(*) FROM r GROUP BY c ORDER BY shout;
-- errors
SELECT a, b AS sort_key FROM r ORDER BY sort_key * 2;
SELECT a FROM r GROUP BY c;
SELECT c, count(*) FROM r GROUP BY c ORDER BY a;
SELECT c FROM r GROUP BY c HAVING a > 1;
SELECT a FROM r HAVING a > 1;
SELECT a + b FROM r GROUP BY a;
SELECT b / 10 * 100 AS h FROM r GROUP BY b / 100;
SELECT count(*) FROM r GROUP BY 1;
SELECT a, count(*) FROM r GROUP BY a HAVING count(*) > 'x';
SELECT c AS a FROM r GROUP BY a ORDER BY a;
SELECT a AS x FROM r GROUP BY x HAVING x > 1;
SELECT sum(a) FROM r ORDER BY a;
SELECT a AS b, b FROM r ORDER BY b;
DROP TABLE r;
