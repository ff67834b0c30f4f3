-- Found by the differential tester (known difference 5): NULLIF(NULL, x) folds to NULL at plan
-- time, as PG's eval_const_expressions does, so a strict operator over it is NULL without
-- evaluating its other operand (which would divide by zero here). NULLIF(x, NULL) is x.
CREATE TABLE t0 (b0 bigint);
INSERT INTO t0 VALUES (0);
SELECT (b0 / b0) % NULLIF(NULL::bigint, 0) FROM t0;
SELECT NULLIF(NULL::bigint, b0) + (1 / b0) FROM t0;
SELECT NULLIF(1, NULL), NULLIF(NULL::int, 1), NULLIF(2, 2), NULLIF('a'::varchar(3), 'b');
SELECT NULLIF(b0, NULL) FROM t0;
SELECT (b0 / b0) % NULLIF(1::bigint, 0) FROM t0;
