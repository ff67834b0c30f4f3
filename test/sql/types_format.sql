-- types_format: format() with positional, width and quoting specifiers, and its errors
SELECT '10:30'::time AS a, '10:30:05.25'::time AS b, '24:00'::time AS c, '2024-01-15 10:30'::time AS d, '10:30 PM'::time AS e, '10:30:00.123456'::time(2) AS f;
SELECT '25:00'::time;
SELECT 'x'::time;
SELECT '10:30'::time - '08:00'::time AS a, '2024-01-15'::date + '10:30'::time AS b, '10:30'::time + interval '2 hours' AS c, '23:30'::time + interval '2 hours' AS d, extract(hour from '10:30'::time) AS e, date_part('minute', '10:45'::time) AS f;
SELECT extract(epoch from '10:30:05.5'::time) AS a, extract(second from '10:30:05.5'::time) AS b, '2024-01-15 10:30:00'::timestamp::time AS c, '10:00'::time < '11:00'::time AS d;
SELECT extract(day from '10:30'::time);
CREATE TABLE tt (t time, d date);
INSERT INTO tt VALUES ('10:30', '2024-01-01'), ('08:15:30.5', '2024-01-02'), (NULL, NULL), ('23:59:59', '2024-01-03');
SELECT t, d + t AS ts FROM tt ORDER BY t;
SELECT min(t), max(t) FROM tt;
DROP TABLE tt;
