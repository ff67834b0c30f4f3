-- types_datetime: date and timestamp literals, output in ISO style, arithmetic (date + int, date - date), comparisons, ordering
SELECT '2024-01-15'::date AS a, DATE '1999-12-31' AS b, '2000-02-29'::date AS c, '0001-01-01'::date AS d;
SELECT '2024-01-15 10:30:00'::timestamp AS a, TIMESTAMP '1999-12-31 23:59:59' AS b, '2024-01-15'::timestamp AS c;
SELECT '2024-01-15 10:30:00.5'::timestamp AS a, '2024-01-15 10:30:00.123456'::timestamp AS b, '2024-01-15 00:00:00.000'::timestamp AS c;
SELECT '2024-1-5'::date AS a, '20240105'::date AS b, '2024-01-15T08:09:10'::timestamp AS c;
SELECT '2023-02-29'::date;
SELECT '2024-13-01'::date;
SELECT 'not a date'::date;
SELECT '2024-01-15 25:00:00'::timestamp;
SELECT '2024-01-15 24:00:00'::timestamp AS midnight;
-- date arithmetic
SELECT '2024-01-31'::date + 1 AS a, '2024-02-28'::date + 1 AS b, '2023-02-28'::date + 1 AS c, '2024-12-31'::date + 1 AS d;
SELECT '2024-03-01'::date - 1 AS a, 1 + '2024-01-01'::date AS b, '2024-01-01'::date + 366 AS c, '2024-01-01'::date - 365 AS d;
SELECT '2024-03-01'::date - '2024-01-01'::date AS a, '2024-01-01'::date - '2024-03-01'::date AS b, '2025-01-01'::date - '2024-01-01'::date AS c;
SELECT '2024-01-01'::date + 0 AS a, '2024-01-01'::date + -1 AS b, '2000-01-01'::date - '1970-01-01'::date AS c;
-- comparisons and casts between date and timestamp
SELECT '2024-01-15'::date < '2024-01-16'::date AS a, '2024-01-15'::date = '2024-01-15'::date AS b, '2024-01-15'::date > '2023-12-31' AS c;
SELECT '2024-01-15'::date = '2024-01-15 00:00:00'::timestamp AS a, '2024-01-15'::date < '2024-01-15 00:00:01'::timestamp AS b;
SELECT '2024-01-15 10:00'::timestamp > '2024-01-15 09:59:59.999999'::timestamp AS a, '2024-01-15 10:00'::timestamp BETWEEN '2024-01-15' AND '2024-01-16' AS b;
SELECT '2024-01-15 10:30:00'::timestamp::date AS a, '2024-01-15'::date::timestamp AS b, '2024-01-15'::date::text AS c, '2024-01-15 01:02:03'::timestamp::text AS d;
SELECT CAST('2024-07-04' AS date) AS a, CAST('2024-07-04 12:00' AS timestamp) AS b;
-- infinity
SELECT 'infinity'::date AS a, '-infinity'::date AS b, 'infinity'::timestamp AS c, 'infinity'::date > '9999-12-31'::date AS d;
-- calendar edges: leap years, BC dates, the ends of the range
SELECT '1900-02-28'::date + 1 AS not_leap, '2000-02-28'::date + 1 AS leap, '2100-03-01'::date - 1 AS not_leap2;
SELECT '1900-02-29'::date;
SELECT '0001-01-01'::date - 1 AS bc, '0001-01-01 BC'::date AS one_bc, '4713-01-01 BC'::date AS early;
SELECT '0001-01-01'::date - '0001-01-01 BC'::date AS days_across_zero;
SELECT '5874897-12-31'::date AS last_date;
SELECT '5874897-12-31'::date + 1;
SELECT '294276-12-31 23:59:59'::timestamp AS last_ts;
SELECT '294277-01-01'::timestamp;
SELECT 'epoch'::timestamp AS epoch, 'epoch'::date AS epoch_date;
SELECT '2024-01-15 10:30:00.100000'::timestamp AS trimmed, '2024-01-15 10:30'::timestamp AS no_seconds, '2024-01-15 7:05:09'::timestamp AS one_digit_hour;
-- columns, ordering, aggregates
CREATE TABLE ev (id int, d date, ts timestamp, note text);
INSERT INTO ev VALUES
  (1, '2024-03-10', '2024-03-10 08:00:00', 'a'),
  (2, '2023-11-05', '2023-11-05 23:59:59.75', 'b'),
  (3, '2024-03-10', '2024-03-10 07:59:59', 'c'),
  (4, NULL, NULL, 'd'),
  (5, '1999-01-01', '1999-01-01 00:00:00', 'e'),
  (6, '2024-02-29', '2024-02-29 12:00:00.000001', 'f');
SELECT * FROM ev ORDER BY id;
SELECT id, d FROM ev ORDER BY d, id;
SELECT id, ts FROM ev ORDER BY ts DESC NULLS LAST;
SELECT id, d + 7 AS week_later, d - '2024-01-01'::date AS days_since FROM ev ORDER BY id;
SELECT id FROM ev WHERE d >= '2024-01-01' ORDER BY id;
SELECT id FROM ev WHERE ts < '2024-03-10 08:00' AND ts > '2024-01-01' ORDER BY id;
SELECT id FROM ev WHERE d = '2024-03-10' ORDER BY id;
SELECT id FROM ev WHERE d BETWEEN '2023-01-01' AND '2024-02-29' ORDER BY id;
SELECT id FROM ev WHERE d IN ('2024-02-29', '1999-01-01') ORDER BY id;
SELECT min(d), max(d), min(ts), max(ts), count(d) FROM ev;
SELECT d, count(*) FROM ev GROUP BY d ORDER BY d;
SELECT max(d) - min(d) AS span_days FROM ev;
UPDATE ev SET d = d + 1 WHERE id = 6;
SELECT id, d FROM ev WHERE id = 6;
INSERT INTO ev VALUES (7, '2024-02-30', NULL, 'g');
INSERT INTO ev VALUES (7, 'today-ish', NULL, 'g');
INSERT INTO ev (id, d) VALUES (8, '2024-05-05 13:14:15');
INSERT INTO ev (id, ts) VALUES (9, '2024-05-05');
SELECT id, d, ts FROM ev WHERE id >= 7 ORDER BY id;
SELECT '2024-01-01'::date + '2024-01-01'::date;
SELECT '2024-01-01'::date + 1.5;
DROP TABLE ev;
