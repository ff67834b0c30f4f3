-- jsonb: parsed, keys sorted (shorter first) and de-duplicated (last wins), numbers as numeric
SELECT '{"b": 1, "a": 2, "aa": 3, "a": 4}'::jsonb;
SELECT '{"a":{"c":1,"b":2},"b":[1,2,{"z":null,"y":true}]}'::jsonb;
SELECT '[]'::jsonb, '{}'::jsonb, '1.0'::jsonb, '1.50e2'::jsonb, '-0'::jsonb, '"x"'::jsonb, 'null'::jsonb;
SELECT '123456789012345678901234567890.123456789'::jsonb, '1e-20'::jsonb;
SELECT '"\u00e9\ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t \u0001"'::jsonb;
SELECT '  [ 1 , [ ] , { } ]  '::jsonb;
-- input errors
SELECT '{"a": 1'::jsonb;
SELECT '"\u0000"'::jsonb;
SELECT '"\ud83d"'::jsonb;
SELECT '"\ud83dx"'::jsonb;
SELECT '"\ude00"'::jsonb;
SELECT '"\ud83d\ud83d"'::jsonb;
SELECT '[1,,2]'::jsonb;
SELECT '{"a":1,"b"}'::jsonb;
SELECT 'nul'::jsonb;
SELECT '1.2.3'::jsonb;
-- output, typeof, pretty
SELECT jsonb_typeof('1'), jsonb_typeof('"a"'), jsonb_typeof('[]'), jsonb_typeof('{}'), jsonb_typeof('null'), jsonb_typeof('true');
SELECT jsonb_pretty('{"a": 1, "b": [1, {"c": []}, {}], "d": {"e": null}}');
SELECT jsonb_pretty('[]'), jsonb_pretty('{}'), jsonb_pretty('1');
-- access
SELECT '{"a": {"b": [10, 20, {"c": "x"}]}}'::jsonb -> 'a';
SELECT '{"a": {"b": [10, 20, {"c": "x"}]}}'::jsonb -> 'a' -> 'b' -> 2 ->> 'c';
SELECT '[1, 2, 3]'::jsonb -> -1, '[1, 2, 3]'::jsonb -> 3, '[1, 2, 3]'::jsonb -> -4, '[1]'::jsonb -> 'a', '{"a":1}'::jsonb -> 0;
SELECT '{"a": "x\ty"}'::jsonb ->> 'a', '{"a": null}'::jsonb ->> 'a', '{"a": null}'::jsonb -> 'a', '{"a": [1]}'::jsonb ->> 'a';
SELECT '{"a": {"b": [10, 20]}}'::jsonb #> '{a,b,1}', '{"a": {"b": [10, 20]}}'::jsonb #>> '{a,b}';
SELECT '{"a": {"b": [10, 20]}}'::jsonb #> '{a,b,x}', '{"a": {"b": [10, 20]}}'::jsonb #> '{}', '"s"'::jsonb #>> '{}';
SELECT '{"a": [10, 20]}'::jsonb #> '{a,-1}', '{"a": [10, 20]}'::jsonb #> '{a,NULL}';
SELECT jsonb_extract_path('{"a": {"b": 3}}', 'a', 'b'), jsonb_extract_path_text('{"a": {"b": "q"}}', 'a', 'b');
-- containment and existence
SELECT '{"a": 1, "b": [1, 2, 3], "c": {"d": 4}}'::jsonb @> '{"b": [3, 1], "c": {}}';
SELECT '{"a": 1, "b": [1, 2, 3]}'::jsonb @> '{"b": 1}', '{"a": 1}'::jsonb @> '{"a": 1.0}';
SELECT '[1, [2, 3], {"a": 1}]'::jsonb @> '[[3]]', '[1, [2, 3]]'::jsonb @> '[3]', '[1, 2]'::jsonb @> '[]';
SELECT '["foo", "bar"]'::jsonb @> '"foo"', '"foo"'::jsonb @> '["foo"]', '"foo"'::jsonb @> '"foo"';
SELECT '{"a": 1}'::jsonb <@ '{"a": 1, "b": 2}', '{}'::jsonb <@ '[]';
SELECT '{"a": 1, "b": 2}'::jsonb ? 'a', '{"a": 1}'::jsonb ? 'z', '["a", "b"]'::jsonb ? 'b', '"a"'::jsonb ? 'a', '[["a"]]'::jsonb ? 'a';
SELECT '{"a": 1, "b": 2}'::jsonb ?| '{z,b}', '{"a": 1, "b": 2}'::jsonb ?& '{a,b}', '{"a": 1}'::jsonb ?& '{a,z}', '{"a": 1}'::jsonb ?| '{}';
-- ||, -, #-
SELECT '{"a": 1, "b": 2}'::jsonb || '{"b": 3, "c": 4}', '[1, 2]'::jsonb || '[3]', '[1]'::jsonb || '2';
SELECT '1'::jsonb || '2', '{"a": 1}'::jsonb || '[1]', '[1]'::jsonb || '{"a": 1}', '"a"'::jsonb || '{"a": 1}';
SELECT '{"a": 1, "b": 2}'::jsonb - 'a', '["a", "b", "a", 1]'::jsonb - 'a', '{"a": 1}'::jsonb - 'z';
SELECT '[0, 1, 2]'::jsonb - 1, '[0, 1, 2]'::jsonb - -1, '[0, 1, 2]'::jsonb - 5;
SELECT '{"a": 1, "b": 2, "c": 3}'::jsonb - '{a,c}'::text[], '["a","b"]'::jsonb - '{a}'::text[];
SELECT '{"a": 1}'::jsonb - 0;
SELECT '1'::jsonb - 'a';
SELECT '"a"'::jsonb - 0;
SELECT '{"a": {"b": [1, 2, 3]}}'::jsonb #- '{a,b,1}', '{"a": {"b": 1}}'::jsonb #- '{a,b}', '{"a": 1}'::jsonb #- '{x,y}';
SELECT '{"a": [1, 2]}'::jsonb #- '{a,-1}';
SELECT '{"a": [1, 2]}'::jsonb #- '{a,x}';
SELECT '1'::jsonb #- '{a}';
-- equality, ordering, hashing
SELECT '{"a": 1, "b": 2}'::jsonb = '{"b": 2, "a": 1}', '1.0'::jsonb = '1', '[1, 2]'::jsonb <> '[2, 1]';
CREATE TABLE jt (id int, j jsonb);
INSERT INTO jt VALUES (1, 'null'), (2, '"a"'), (3, '"b"'), (4, '1'), (5, '2.5'), (6, 'true'), (7, 'false'),
  (8, '[]'), (9, '[1]'), (10, '[0, 0]'), (11, '{}'), (12, '{"a": 1}'), (13, '{"b": 1}'), (14, '{"a": 1, "b": 2}'),
  (15, '[[1]]'), (16, '[{"a": 1}]'), (17, '{"aa": 1}'), (18, '1.00'), (19, NULL);
SELECT id, j FROM jt ORDER BY j, id;
SELECT j, count(*) FROM jt GROUP BY j ORDER BY j;
SELECT DISTINCT j FROM jt WHERE jsonb_typeof(j) = 'number' ORDER BY j;
SELECT id FROM jt WHERE j @> '{"a": 1}' ORDER BY id;
SELECT id FROM jt WHERE j ? 'a' ORDER BY id;
SELECT j -> 'a' AS a FROM jt WHERE j -> 'a' IS NOT NULL ORDER BY id;
-- functions
SELECT jsonb_array_length('[1, 2, [3]]'), jsonb_array_length('[]');
SELECT jsonb_array_length('{}');
SELECT jsonb_array_length('"x"');
SELECT jsonb_strip_nulls('{"a": null, "b": [null, {"c": null, "d": 1}], "e": {"f": null}}');
-- casts
SELECT '1'::jsonb::int, '1.5'::jsonb::int, '-2'::jsonb::smallint, '12345678901'::jsonb::bigint;
SELECT '1.25'::jsonb::numeric, '1.25'::jsonb::float8, '1.25'::jsonb::float4, 'true'::jsonb::bool;
SELECT '"1"'::jsonb::int;
SELECT '{}'::jsonb::int;
SELECT '[]'::jsonb::numeric;
SELECT 'null'::jsonb::bool;
SELECT '1'::jsonb::bool;
SELECT 'true'::jsonb::float8;
SELECT '99999999999'::jsonb::int;
SELECT '{"a":1}'::jsonb::text, '{"b":1,"a":2}'::text::jsonb;
-- to_jsonb and the build functions
SELECT to_jsonb(1), to_jsonb(1.50), to_jsonb('a"b'::text), to_jsonb(true), to_jsonb(NULL::int);
SELECT to_jsonb(ARRAY[1,2,3]), to_jsonb(ARRAY[['a','b'],['c',NULL]]), to_jsonb('{}'::int[]);
SELECT to_jsonb('2020-01-02'::date), to_jsonb('2020-01-02 03:04:05.5'::timestamp);
SELECT to_jsonb('NaN'::float8), to_jsonb('Infinity'::numeric), to_jsonb(1e100::float8), to_jsonb('{"b":1,"a":2}'::json);
SELECT jsonb_build_object('b', 1, 'a', 'two', 'c', NULL, 'd', ARRAY[1,2], 'e', '{"x":1}'::json, 'a', 3);
SELECT jsonb_build_object(1, 2, true, false), jsonb_build_object(), jsonb_build_array();
SELECT jsonb_build_object('a');
SELECT jsonb_build_object(NULL, 1);
SELECT jsonb_build_object(ARRAY[1], 1);
SELECT jsonb_build_array(1, 'a', NULL, true, ARRAY[1,2], '{"a": 1}'::jsonb);
-- jsonb_set, jsonb_insert
SELECT jsonb_set('{"a": {"b": [1, 2]}}', '{a,b,0}', '"x"'), jsonb_set('{"a": 1}', '{b}', '2'), jsonb_set('{"a": 1}', '{b}', '2', false);
SELECT jsonb_set('[1, 2]', '{5}', '3'), jsonb_set('[1, 2]', '{-5}', '0'), jsonb_set('[1, 2]', '{-1}', '9'), jsonb_set('{"a": 1}', '{x,y}', '2');
SELECT jsonb_set('{"a": 1}', '{a}', NULL);
SELECT jsonb_set('1', '{a}', '2');
SELECT jsonb_set('[1]', '{x}', '2');
SELECT jsonb_set('{"a": 1}', '{NULL}', '2');
SELECT jsonb_insert('{"a": [0, 1, 2]}', '{a,1}', '"new"'), jsonb_insert('{"a": [0, 1, 2]}', '{a,1}', '"new"', true), jsonb_insert('{"a": 1}', '{b}', '2');
SELECT jsonb_insert('[0, 1]', '{9}', '5'), jsonb_insert('[0, 1]', '{-9}', '5'), jsonb_insert('[0, 1]', '{-1}', '5', true);
SELECT jsonb_insert('{"a": 1}', '{a}', '2');
-- set-returning functions
SELECT jsonb_array_elements('[1, "a", null, [2], {"b": 3}]');
SELECT jsonb_array_elements_text('[1, "a", null, [2], {"b": 3}, "\u00e9"]');
SELECT jsonb_object_keys('{"b": 1, "aa": 2, "a": 3, "b": 4}');
SELECT jsonb_array_elements('[]');
SELECT jsonb_array_elements('{"a": 1}');
SELECT jsonb_array_elements('1');
SELECT jsonb_array_elements_text('{"a": 1}');
SELECT jsonb_object_keys('[1]');
SELECT jsonb_object_keys('1');
-- aggregates
CREATE TABLE ja (g int, k text, v jsonb, n numeric);
INSERT INTO ja VALUES (1, 'b', '{"x": 1}', 1.50), (1, 'a', '[1, 2]', NULL), (2, 'c', NULL, 3), (1, 'b', '"z"', 2);
SELECT g, jsonb_agg(v ORDER BY k, v), jsonb_agg(n ORDER BY k, n), jsonb_object_agg(k, v ORDER BY n) FROM ja GROUP BY g ORDER BY g;
SELECT jsonb_agg(k ORDER BY k) FROM ja WHERE g = 5;
SELECT jsonb_object_agg(v, k) FROM ja;
SELECT jsonb_object_agg(n, k ORDER BY k) FROM ja WHERE n IS NOT NULL;
DROP TABLE ja;
-- NULL handling
SELECT NULL::jsonb -> 'a', '{"a":1}'::jsonb -> NULL::text, NULL::jsonb @> '{}', NULL::jsonb || '[]';
DROP TABLE jt;
