-- types_string_agg: string_agg with NULL inputs and delimiters, grouped
SELECT string_agg(t, ', ') AS a, string_agg(t, NULL) AS b FROM (VALUES ('x'), (NULL), ('y'), ('z')) v(t);
SELECT string_agg(t, ',') IS NULL AS a FROM (VALUES (NULL::text)) v(t);
SELECT g, string_agg(t, '-') FROM (VALUES (1, 'a'), (1, 'b'), (2, 'c')) v(g, t) GROUP BY g ORDER BY g;
SELECT 'abc' ~ '^a' AS a, 'ABC' ~* 'b' AS b, 'abc' !~ 'z' AS c, regexp_replace('Hello World', 'o', '0', 'g') AS d, substring('foobar' from 'o(b.)') AS e;
SELECT relname FROM (VALUES ('pg_class'::name), ('t1')) v(relname) WHERE relname OPERATOR(pg_catalog.~) '^(t1)$' COLLATE pg_catalog.default;
SELECT regexp_replace('abc', '(', 'x');
