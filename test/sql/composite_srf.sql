-- Record values: information_schema._pg_expandarray (a set-returning function with OUT columns
-- x and n, as pgjdbc's getPrimaryKeys / getIndexInfo call it), field selection (expr).field and
-- (expr).*, record output, and PG's errors for fields that are not there.
-- in the target list: the record itself, its fields, several calls in lockstep
SELECT information_schema._pg_expandarray(ARRAY[10, 20, NULL]);
SELECT (information_schema._pg_expandarray(ARRAY['a', 'b'])).x,
       (information_schema._pg_expandarray(ARRAY['a', 'b'])).n;
SELECT (information_schema._pg_expandarray(ARRAY[1.5, 2.25])).*;
SELECT (information_schema._pg_expandarray(ARRAY['x'])).* , 'after' AS tail;
-- record output quotes fields as PG does (empty, spaces, commas, quotes, backslashes)
SELECT information_schema._pg_expandarray(ARRAY['', 'a b', 'c,d', 'q"q', 'b\s', '(p)', NULL]);
-- the element type follows the array's
CREATE TABLE cs_types AS
  SELECT (information_schema._pg_expandarray(ARRAY[1::int8])).*,
         (information_schema._pg_expandarray(ARRAY['a'::varchar])).x AS v,
         (information_schema._pg_expandarray('3 4'::int2vector)).x AS i2;
SELECT attname, format_type(atttypid, atttypmod) FROM pg_attribute
 WHERE attrelid = 'cs_types'::regclass AND attnum > 0 ORDER BY attnum;
DROP TABLE cs_types;
-- empty and NULL arrays give no rows; a multi-dimensional one walks its first dimension
SELECT information_schema._pg_expandarray('{}'::int[]);
SELECT information_schema._pg_expandarray(NULL::int[]);
SELECT information_schema._pg_expandarray('{{1,2},{3,4}}'::int[]);
SELECT information_schema._pg_expandarray('[0:2]={7,8,9}'::int[]);
-- in FROM: one column per field, aliases, ordinality, LATERAL arguments
SELECT * FROM information_schema._pg_expandarray(ARRAY['p', 'q']);
SELECT * FROM information_schema._pg_expandarray(ARRAY[3, 4]) WITH ORDINALITY AS t(v, pos, o);
SELECT e.x, e.n, g FROM generate_series(1, 2) g,
       information_schema._pg_expandarray(ARRAY[g * 10, g * 10 + 1]) e ORDER BY g, e.n;
SELECT x + 1 AS y FROM information_schema._pg_expandarray(ARRAY[5]) WHERE n = 1;
-- a record column of a sub-select, taken apart outside it (pgjdbc's getPrimaryKeys shape)
SELECT s.k, (s.k).x, (s.k).n
  FROM (SELECT information_schema._pg_expandarray(ARRAY[7, 8, 9]) AS k) s
 WHERE (s.k).n >= 2 ORDER BY (s.k).n DESC;
SELECT (r.k).x FROM (SELECT k FROM (SELECT information_schema._pg_expandarray(ARRAY['z']) AS k) s) r;
SELECT (s.k).* FROM (SELECT information_schema._pg_expandarray(ARRAY[true, false]) AS k) s;
-- over int2vector, as pgjdbc's queries use pg_index.indkey, with int2vector subscripts
CREATE TABLE cs_t (a int, b text, c int, PRIMARY KEY (c, a));
CREATE INDEX cs_t_bc ON cs_t (b DESC, c);
SELECT ci.relname, (information_schema._pg_expandarray(i.indkey)).n AS pos,
       (information_schema._pg_expandarray(i.indkey)).x AS attnum
  FROM pg_index i JOIN pg_class ci ON ci.oid = i.indexrelid
 WHERE i.indrelid = 'cs_t'::regclass ORDER BY 1, 2;
SELECT r.relname, a.attname, r.pos, r.indoption[r.pos - 1] & 1 AS desc_bit
  FROM (SELECT ci.relname, i.indrelid, i.indoption,
               (information_schema._pg_expandarray(i.indkey)).n AS pos,
               information_schema._pg_expandarray(i.indkey) AS keys
          FROM pg_index i JOIN pg_class ci ON ci.oid = i.indexrelid
         WHERE i.indrelid = 'cs_t'::regclass) r
  JOIN pg_attribute a ON a.attrelid = r.indrelid AND a.attnum = (r.keys).x
 ORDER BY 1, 3;
DROP TABLE cs_t;
-- errors: messages and positions, then the SQLSTATEs
SELECT (information_schema._pg_expandarray(ARRAY[1])).nope;
SELECT (s.k).nope FROM (SELECT information_schema._pg_expandarray(ARRAY[1]) AS k) s;
SELECT (1).x;
SELECT ('abc'::text).x;
SELECT (ARRAY[1]).x;
SELECT 1 WHERE (information_schema._pg_expandarray(ARRAY[1])).* IS NULL;
SELECT (42).*;
SELECT _pg_expandarray(ARRAY[1]);
SELECT pg_catalog._pg_expandarray(ARRAY[1]);
SELECT information_schema._pg_expandarray(1);
SELECT information_schema._pg_expandarray('{1}');
SELECT * FROM information_schema._pg_expandarray(ARRAY[1]) AS t(a, b, c);
SELECT '(1,2)'::record;
\set VERBOSITY sqlstate
SELECT (information_schema._pg_expandarray(ARRAY[1])).nope;
SELECT (1).x;
SELECT (42).*;
SELECT 1 WHERE (information_schema._pg_expandarray(ARRAY[1])).* IS NULL;
SELECT _pg_expandarray(ARRAY[1]);
SELECT '(1,2)'::record;
\set VERBOSITY default
-- a view keeps (expr).field and the qualified function name
CREATE VIEW cs_v AS SELECT (information_schema._pg_expandarray(ARRAY[4, 5])).n AS pos;
SELECT * FROM cs_v;
DROP VIEW cs_v;
