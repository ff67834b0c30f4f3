-- types_regex: POSIX regular expression operators, regexp_replace, substring by pattern
SELECT format('Hello %s, %I, %L, %L, %%', 'World', 'Foo Bar', 'it''s', NULL);
SELECT format('%2$s %1$s', 'a', 'b') AS a, format('|%5s|%-5s|', 'ab', 'cd') AS b, format('%s', 1.5) AS c, format('%s', true) AS d, format(NULL) IS NULL AS e, format('%s|%s', 1, NULL) AS f;
SELECT format('%x', 1);
SELECT format('%s %s', 'a');
SELECT format('%I', NULL);
SELECT format('abc%');
SELECT format('%*s|', 6, 'x') AS a, format('no args') AS b;
