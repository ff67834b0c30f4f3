-- json: text kept as typed, validated on input; operators and functions over it
SELECT '{"a": 1, "b": [1, 2]}'::json;
SELECT '  {"a":1,"a":2}  '::json;
SELECT '[]'::json, '{}'::json, '1.0'::json, '"x"'::json, 'true'::json, 'null'::json;
SELECT '"\u00e9"'::json, '"\ud83d\ude00"'::json, '"\u0000"'::json;
SELECT '123456789012345678901234567890.000001e10'::json;
-- input errors
SELECT '{"a" 1}'::json;
SELECT '{"a": 1,}'::json;
SELECT '[1, 2'::json;
SELECT '[1 2]'::json;
SELECT 'x'::json;
SELECT '{1: 2}'::json;
SELECT '"abc'::json;
SELECT '01'::json;
SELECT '1.'::json;
SELECT '-'::json;
SELECT '1e'::json;
SELECT '"\x"'::json;
SELECT '"\u12"'::json;
SELECT '"\u12g4"'::json;
SELECT E'"a\tb"'::json;
SELECT ''::json;
SELECT '   '::json;
SELECT '[1] [2]'::json;
SELECT '{"a":1} x'::json;
SELECT E'{\n"a": 1,\n"b": nul\n}'::json;
SELECT '{"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa": tru, "b": 2}'::json;
SELECT '#'::json;
SELECT '[trueish]'::json;
-- operators
SELECT '{"a": {"b": [10, 20, {"c": "x"}]}, "a": 5}'::json -> 'a';
SELECT '{"a": {"b": [10, 20, {"c": "x"}]}}'::json -> 'a' -> 'b' -> 2;
SELECT '{"a": {"b": [10, 20, {"c": "x"}]}}'::json -> 'a' -> 'b' ->> 2;
SELECT '{"a": "x\ty"}'::json ->> 'a', '{"a": null}'::json ->> 'a', '{"a": null}'::json -> 'a';
SELECT '[1, 2, 3]'::json -> -1, '[1, 2, 3]'::json -> 5, '[1, 2, 3]'::json -> 'a', '{"a":1}'::json -> 0;
SELECT '{"a": {"b": [10, 20]}}'::json #> '{a,b,1}', '{"a": {"b": [10, 20]}}'::json #>> '{a,b}';
SELECT '{"a": {"b": [10, 20]}}'::json #> '{a,x}', '{"a": {"b": [10, 20]}}'::json #> '{}';
SELECT json_extract_path('{"a": {"b": 3}}', 'a', 'b'), json_extract_path_text('{"a": {"b": "q"}}', 'a', 'b');
SELECT json_typeof('1'), json_typeof('"a"'), json_typeof('[]'), json_typeof('{}'), json_typeof('null'), json_typeof('false');
SELECT json_array_length('[1, [2, 3], {}]'), json_array_length('[]');
SELECT json_array_length('{}');
SELECT json_array_length('1');
SELECT json_strip_nulls('{"a": 1, "b": null, "c": [2, null, 3], "d": {"e": 3.50, "f": null}, "g": "x\\ny"}');
SELECT json_strip_nulls('[null, {"a": null}]'), json_strip_nulls('null'), json_strip_nulls(' 1 ');
-- casts
SELECT '{"b": 1, "a": 2, "b": 3}'::json::jsonb;
SELECT '{"b":1,"a":[1,2.50]}'::jsonb::json;
SELECT '[1,2]'::json::text, '[1,2]'::text::json;
-- to_json and the build functions
SELECT to_json(1), to_json(1.50), to_json('a"b'::text), to_json(true), to_json(NULL::int);
SELECT to_json(ARRAY[1,2,3]), to_json(ARRAY[['a','b'],['c',NULL]]), to_json('{}'::int[]);
SELECT to_json('2020-01-02'::date), to_json('2020-01-02 03:04:05.5'::timestamp);
SELECT to_json('NaN'::float8), to_json('Infinity'::numeric), to_json(1e100::float8);
SELECT json_build_object('a', 1, 'b', 'two', 'c', NULL, 'd', ARRAY[1,2], 'e', '{"x":1}'::json);
SELECT json_build_object(1, 2, true, false);
SELECT json_build_object();
SELECT json_build_object('a');
SELECT json_build_object(NULL, 1);
SELECT json_build_object(ARRAY[1], 1);
SELECT json_build_array(1, 'a', NULL, true, ARRAY[1,2], '{"a": 1}'::jsonb);
SELECT json_build_array();
-- set-returning functions
SELECT json_array_elements('[1, "a", null, [2], {"b": 3}, {"b":1,"b":2}]');
SELECT json_array_elements_text('[1, "a", null, [2], {"b": 3}, "\u00e9"]');
SELECT json_object_keys('{"b": 1, "aa": 2, "a": 3, "b": 4}');
SELECT json_array_elements('{"a": 1}');
SELECT json_object_keys('1');
-- aggregates
CREATE TABLE ja (g int, k text, v json, n numeric, a int[]);
INSERT INTO ja VALUES (1, 'b', '{"x": 1}', 1.50, '{1,2}'), (1, 'a', '[1,  2]', NULL, NULL), (2, 'c', NULL, 3, '{}'), (1, 'b', '"z"', 2, '{3}');
SELECT g, json_agg(v ORDER BY k, n), json_agg(n ORDER BY k, n), json_object_agg(k, v ORDER BY n) FROM ja GROUP BY g ORDER BY g;
SELECT json_agg(a ORDER BY k, n) FROM ja;
SELECT json_agg(k ORDER BY k) FROM ja WHERE g = 5;
SELECT json_object_agg(n, k ORDER BY k) FROM ja WHERE n IS NOT NULL;
SELECT json_object_agg(n, k) FROM ja;
DROP TABLE ja;
-- NULL handling
SELECT NULL::json -> 'a', '{"a":1}'::json -> NULL::text;
