-- to_char, to_date, to_timestamp and to_number: PostgreSQL 15's template patterns for dates,
-- times, intervals and numbers (English names, C locale).
SET TimeZone = 'UTC';
-- date/time fields
SELECT to_char(timestamp '2024-02-29 13:05:09.123456',
               'YYYY-MM-DD HH24:MI:SS.US HH HH12 MI SS MS FF1 FF2 FF3 FF4 FF5 FF6 SSSS SSSSS');
SELECT to_char(timestamp '2024-02-29 00:05:09', 'HH HH12 HH24 AM PM am pm A.M. P.M. a.m. p.m.');
SELECT to_char(timestamp '2024-02-29 12:00:00', 'HH12 AM a.m.');
SELECT to_char(timestamp '2024-02-29 13:05:09', 'Y,YYY YYYY YYY YY Y IYYY IYY IY I');
SELECT to_char(timestamp '2024-02-29 13:05:09', 'MONTH Month month MON Mon mon MM');
SELECT to_char(timestamp '2024-02-29 13:05:09', 'DAY Day day DY Dy dy');
SELECT to_char(timestamp '2024-02-29 13:05:09', 'DDD IDDD DD D ID W WW IW CC J Q RM rm');
SELECT to_char(timestamp '2024-02-29 13:05:09', 'FMMONTH|FMDay|FMDD|FMMM|FMHH24|FMRM|');
SELECT to_char(timestamp '2024-02-29 13:05:09', 'TMMonth TMDay');
SELECT to_char(timestamp '2024-02-29 13:05:09', 'BC AD B.C. A.D. bc ad b.c. a.d.');
SELECT to_char(timestamp '2024-02-29 13:05:09', 'TZ tz TZH TZM OF');
SELECT to_char(timestamp '2024-01-05 08:00:00', 'FMHH12:MI am, FMDay FMMonth FMDDth, YYYY');
-- ordinals
SELECT d, to_char(date '2024-01-01' + d - 1, 'DDth DDTH FMDDth')
  FROM (VALUES (1), (2), (3), (4), (11), (12), (13), (21), (22), (23), (31)) v(d);
SELECT to_char(timestamp '2024-03-03 03:03:03', 'HH24th MIth SSth MMth YYYYth Dth Qth CCth');
SELECT to_char(timestamptz '2024-01-15 12:00+00', 'TZMth TZHth OFth TZth');
SELECT to_char(timestamp '2024-01-15 12:00', 'Y,YYYth JTH IDDDth IWth WWth Wth IDth SSSSth USth FF1th RMth Monthth DAYth');
SELECT to_char(interval '3 months', 'Qth RMth MMth');
-- quoted text and backslashes
SELECT to_char(timestamp '2024-02-29 13:05:09', '"Year" YYYY "\"quoted\"" \"x\" "MM" \\ HH24');
SELECT to_char(timestamp '2024-02-29 13:05:09', 'YYYY"年"MM"月"DD"日"');
SELECT to_char(timestamp '2024-02-29 13:05:09', 'FXYYYY-MM-DD xyz');
-- year 0 / BC, centuries, ISO years
SELECT to_char(timestamp '0001-01-01 00:00:00 BC', 'YYYY BC CC Y,YYY');
SELECT to_char(timestamp '0600-06-01 BC', 'YYYY CC B.C.');
SELECT to_char(timestamp '2000-12-31', 'CC'), to_char(timestamp '2001-01-01', 'CC');
SELECT to_char(date '2021-01-03', 'IYYY-IW-ID IDDD YYYY-WW-D');
SELECT to_char(date '2020-12-31', 'IYYY-IW-ID IDDD'), to_char(date '2026-12-31', 'IYYY IW');
SELECT to_char(timestamp '12345-06-07', 'YYYY Y,YYY');
-- FM on every field, negative interval fields, extreme years
SELECT to_char(timestamp '0005-01-02 03:04:05.06', 'FMHH FMHH12 FMHH24 FMMI FMSS FMDDD FMIDDD FMWW FMIW FMCC FMYYYY FMYYY FMYY FMY FMIYYY FMIYY FMIY FMUS FMMS FMFF2 FMQ FMJ FMD FMID FMW FMSSSS FMMON FMDY FMRM');
SELECT to_char(interval '-5 years -3 months -2 days -03:04:05.06', 'FMHH FMHH12 FMHH24 FMMI FMSS FMDDD FMWW FMCC FMYYYY FMYYY FMYY FMY FMUS FMMS FMJ FMW FMSSSS FMRM FMMM FMDD');
SELECT to_char(interval '-5 years -3 months -2 days -03:04:05.06', 'HH HH12 HH24 MI SS DDD WW CC YYYY YYY YY Y US MS J W SSSS RM MM DD IYYY IW IDDD');
SELECT to_char(timestamp '1000-01-01 BC', 'YYYY YYY YY Y CC FMCC IYYY IW I Y,YYY J');
SELECT to_char(timestamp '99999-12-31 23:59:59.999999', 'YYYY CC Y,YYY IYYY IW J');
SELECT to_char(timestamp '4713-11-24 00:00 BC', 'YYYY-MM-DD J CC BC IYYY IW');
SELECT to_char(timestamptz '294276-12-31 23:59:59+00', 'YYYY-MM-DD HH24:MI:SS J');
-- timestamptz in the session time zone
SELECT to_char(timestamptz '2024-07-01 12:00:00+00', 'YYYY-MM-DD HH24:MI TZ tz TZH:TZM OF');
SET TimeZone = 'America/New_York';
SELECT to_char(timestamptz '2024-07-01 12:00:00+00', 'YYYY-MM-DD HH24:MI TZ tz TZH:TZM OF');
SELECT to_char(timestamptz '2024-01-01 12:00:00+00', 'HH24:MI TZ OF FMOF');
SET TimeZone = 'Asia/Kolkata';
SELECT to_char(timestamptz '2024-01-01 12:00:00+00', 'HH24:MI TZ TZH TZM OF');
-- zone abbreviations and offsets from the TZif files: DST, half-hour and 45-minute offsets, LMT
SET TimeZone = 'Europe/Berlin';
SELECT to_char(timestamptz '2024-01-15 12:00+00', 'TZ OF'), to_char(timestamptz '2024-07-15 12:00+00', 'TZ OF tz');
SET TimeZone = 'Etc/GMT+3';
SELECT to_char(timestamptz '2024-01-15 12:00+00', 'HH24 TZ OF TZH TZM');
SET TimeZone = 'Asia/Kathmandu';
SELECT to_char(timestamptz '2024-01-15 12:00+00', 'HH24:MI TZ OF TZH TZM');
SET TimeZone = 'America/St_Johns';
SELECT to_char(timestamptz '2024-01-15 12:00+00', 'HH24:MI TZ OF FMOF TZH TZM');
SET TimeZone = 'GMT';
SELECT to_char(timestamptz '2024-01-15 12:00+00', 'HH24 TZ OF');
SET TimeZone = 'Europe/London';
SELECT to_char(timestamptz '1900-01-15 12:00+00', 'HH24:MI:SS TZ OF');
SELECT to_char(timestamptz '2024-03-31 00:30+00', 'HH24:MI TZ'), to_char(timestamptz '2024-03-31 01:30+00', 'HH24:MI TZ');
SELECT to_timestamp('2024-03-31 01:30', 'YYYY-MM-DD HH24:MI'), to_timestamp('2024-10-27 01:30', 'YYYY-MM-DD HH24:MI');
SET TimeZone = 'UTC';
-- infinity, NULL and empty templates give NULL
SELECT to_char(timestamp 'infinity', 'YYYY') IS NULL AS inf,
       to_char(timestamptz '-infinity', 'YYYY') IS NULL AS ninf,
       to_char(timestamp '2024-01-01', '') IS NULL AS empty,
       to_char(NULL::timestamp, 'YYYY') IS NULL AS nul,
       to_char(now(), NULL) IS NULL AS nulfmt;
SELECT to_char(timestamp '2024-01-01', 'no patterns here');
-- intervals
SELECT to_char(interval '1 year 2 months 3 days 04:05:06.789', 'YYYY MM DD HH24 MI SS MS US');
SELECT to_char(interval '49 hours 10 minutes', 'HH24:MI HH12 SSSS');
SELECT to_char(interval '-3 days -04:05:06', 'DD HH24 MI SS');
SELECT to_char(interval '14 months', 'Y YY YYYY MM RM CC DDD WW');
SELECT to_char(interval '-14 months', 'YYYY MM RM');
SELECT to_char(interval '12 months', 'RM|FMRM|');
SELECT to_char(interval '100 years', 'CC Y,YYY');
-- ISO years of an interval: the width follows the calendar year's sign, as in PG
SELECT to_char(interval '0.000001 sec', 'IYYY IYY IY I'), to_char(interval '-11 months -1 day', 'IYYY IY YYYY');
SELECT to_char(interval '1 day', 'Day');
SELECT to_char(interval '1 day', 'TZ');
SELECT to_char(interval '1 day', 'MON');
SELECT to_char(interval '1 day', '');
-- to_timestamp / to_date
SELECT to_timestamp('2024-02-29 13:05:09', 'YYYY-MM-DD HH24:MI:SS');
SELECT to_timestamp('05 Dec 2000', 'DD Mon YYYY');
SELECT to_timestamp('2000JUN', 'YYYYMON'), to_timestamp('2000 JUN', 'YYYY MON');
SELECT to_timestamp('2000    JUN', 'YYYY MON'), to_timestamp('2000 + JUN', 'YYYY MON');
SELECT to_timestamp('2011-12-18 11:38 PM', 'YYYY-MM-DD HH12:MI PM');
SELECT to_timestamp('2011-12-18 12:38 A.M.', 'YYYY-MM-DD HH12:MI P.M.');
SELECT to_timestamp('2011-12-18 23:38:15.123', 'YYYY-MM-DD HH24:MI:SS.MS');
SELECT to_timestamp('2011-12-18 23:38:15.12', 'YYYY-MM-DD HH24:MI:SS.MS');
SELECT to_timestamp('2011-12-18 23:38:15.123456', 'YYYY-MM-DD HH24:MI:SS.US');
SELECT to_timestamp('2018-11-02 12:34:56.025', 'YYYY-MM-DD HH24:MI:SS.FF3');
SELECT to_timestamp('2018-11-02 12:34:56.123456', 'YYYY-MM-DD HH24:MI:SS.FF2');
SELECT to_timestamp('2011-12-18 11:38 +05', 'YYYY-MM-DD HH12:MI TZH');
SELECT to_timestamp('2011-12-18 11:38 -05:30', 'YYYY-MM-DD HH12:MI TZH:TZM');
SELECT to_timestamp('2011-12-18 11:38 05', 'YYYY-MM-DD HH12:MI TZM');
SELECT to_timestamp('1997 AD', 'YYYY BC'), to_timestamp('1997 BC', 'YYYY BC');
SELECT to_timestamp('97', 'YY'), to_timestamp('69', 'YY'), to_timestamp('70', 'YY'),
       to_timestamp('519', 'YYY'), to_timestamp('520', 'YYY');
SELECT to_timestamp('20 05', 'CC YY'), to_timestamp('21', 'CC'), to_timestamp('6 05 BC', 'CC YY BC');
SELECT to_timestamp('2458872', 'J'), to_timestamp('2024 60', 'YYYY DDD');
SELECT to_timestamp('2024 10 3', 'IYYY IW ID'), to_timestamp('2024 10', 'IYYY IW');
SELECT to_timestamp('2024 100', 'IYYY IDDD'), to_timestamp('2024 3', 'YYYY WW');
SELECT to_timestamp('2024 3 2', 'YYYY MM W');
SELECT to_timestamp('12345', 'SSSS'), to_timestamp('Monday 2024', 'Day YYYY');
SELECT to_timestamp('xii 2020', 'rm YYYY'), to_timestamp('IV 2020', 'RM YYYY');
SELECT to_timestamp('1,234', 'Y,YYY'), to_timestamp('2024-1-5', 'FMYYYY-FMMM-FMDD');
SELECT to_timestamp('2024/01/05', 'YYYY-MM-DD'), to_timestamp('20240105', 'YYYYMMDD');
SELECT to_timestamp('  2024 01 05', 'YYYY MM DD');
SELECT to_timestamp('2024 01 05', 'FXYYYY MM DD');
SELECT to_timestamp('1st 2024', 'DDth YYYY'), to_timestamp('Q3 2024', '"Q"Q YYYY');
SELECT to_timestamp('', ''), to_timestamp('2024', '');
SELECT to_timestamp('2024-02-29 13:05:09', 'YYYY-MM-DD HH24:MI:SS')::timestamp;
SET TimeZone = 'America/New_York';
SELECT to_timestamp('2024-07-01 12:00', 'YYYY-MM-DD HH24:MI');
SELECT to_timestamp('2024-07-01 12:00 +02', 'YYYY-MM-DD HH24:MI TZH');
SET TimeZone = 'UTC';
SELECT to_date('2024-02-29', 'YYYY-MM-DD'), to_date('29 Feb 2024', 'DD Mon YYYY');
SELECT to_date('0001-01-01 BC', 'YYYY-MM-DD BC'), to_date('4714-11-24 BC', 'YYYY-MM-DD BC');
SELECT to_date('2024 366', 'YYYY DDD'), to_date('2023 365', 'YYYY DDD');
SELECT to_date('March 3, 2024', 'Month DD, YYYY'), to_date('3 march 2024', 'DD month YYYY');
SELECT to_timestamp(0), to_timestamp(1700000000.5), to_timestamp('infinity'::float8);
-- bad templates and inputs
SELECT to_date('2023-02-29', 'YYYY-MM-DD');
SELECT to_date('2024-13-01', 'YYYY-MM-DD');
SELECT to_date('2024-00-01', 'YYYY-MM-DD');
SELECT to_date('2024-01-32', 'YYYY-MM-DD');
SELECT to_timestamp('2024-01-01 25:00', 'YYYY-MM-DD HH24:MI');
SELECT to_timestamp('2024-01-01 13:00 PM', 'YYYY-MM-DD HH12:MI PM');
SELECT to_timestamp('2024-01-01 60', 'YYYY-MM-DD MI');
SELECT to_timestamp('abc', 'YYYY');
SELECT to_timestamp('Foo 2024', 'Mon YYYY');
SELECT to_timestamp('2024-Foo', 'YYYY-Day');
SELECT to_timestamp('20', 'YYYY');
SELECT to_timestamp('2024 1', 'YYYY MM');
SELECT to_timestamp('2024 1x', 'YYYY MM');
SELECT to_timestamp('2024 99999999999', 'YYYY FMDD');
SELECT to_timestamp('2024 2025', 'YYYY YYYY');
SELECT to_timestamp('2024 10 3', 'YYYY IW D');
SELECT to_timestamp('100', 'DDD');
SELECT to_timestamp('1,2', 'Y,YYY');
SELECT to_timestamp('2024 UTC', 'YYYY TZ');
SELECT to_timestamp('2024 +16', 'YYYY TZH');
SELECT to_timestamp('300000', 'YYYY');
SELECT to_date('5874898-01-01', 'YYYY-MM-DD');
SELECT to_date('4714-11-23 BC', 'YYYY-MM-DD BC');
SELECT to_timestamp('NaN'::float8);
-- numbers
SELECT to_char(1234.5678, '9999.99'), to_char(-1234.5678, '9999.99'), to_char(0.5, '9.9');
SELECT to_char(1234.5678, 'FM9999.99'), to_char(1234.5, 'FM9999.9900'), to_char(12, 'FM99.');
SELECT to_char(0.1, '9.9'), to_char(0.1, 'FM9.9'), to_char(0, 'FM9.9'), to_char(0, '9.99');
SELECT to_char(12.345, '00099.990'), to_char(-12.345, '00099.990'), to_char(5, '000');
SELECT to_char(1234567.891, '9,999,999.99'), to_char(1234567.891, '9G999G999D99');
SELECT to_char(123, '9,999'), to_char(123, 'FM9,999'), to_char(-123, '9,999');
SELECT to_char(12345, '999'), to_char(12345.6, '99.9'), to_char(-12345, 'FM999');
SELECT to_char(-12, '999PR'), to_char(12, '999PR'), to_char(-12, 'FM999PR'), to_char(12, 'FM999PR');
SELECT to_char(-12, 'S999'), to_char(12, 'S999'), to_char(-12.5, '999.9S'), to_char(12, 'FMS999');
SELECT to_char(-12, '999MI'), to_char(12, '999MI'), to_char(-12, 'MI999'), to_char(12, 'FM999MI');
SELECT to_char(12, '999PL'), to_char(-12, '999PL'), to_char(12, 'PL999'), to_char(-12, 'SG999');
SELECT to_char(12, 'SG999'), to_char(12, 'FMSG999'), to_char(-0.5, 'SG9.9');
SELECT to_char(485, 'RN'), to_char(485, 'FMRN'), to_char(1999, 'rn'), to_char(4000, 'RN'),
       to_char(0, 'RN'), to_char(3999.5, 'RN');
SELECT to_char(12, '99V999'), to_char(12.45, '99V9'), to_char(-5, '9V99');
SELECT to_char(123.456, '9.99EEEE'), to_char(-0.000123, '9.9EEEE'), to_char(0, '9.99EEEE');
SELECT to_char(9.999, '9.99EEEE'), to_char(12345678901234567890::numeric, '9.999EEEE');
SELECT to_char(1, '9th'), to_char(2, '9TH'), to_char(3, '99th'), to_char(11, '99th'),
       to_char(12, '99TH'), to_char(13, '99th'), to_char(21, '99th'), to_char(-1, '9th'),
       to_char(1.5, '9.9th');
SELECT to_char(12, 'L999'), to_char(12, '"$"999'), to_char(12, '999 "units"'), to_char(12, 'B999');
SELECT to_char(1234, '9 9 9 9'), to_char(12, '9"-"9');
-- integer types, floats
SELECT to_char(2147483647, '9,999,999,999'), to_char(-2147483648::int4, '99999999999');
SELECT to_char(9223372036854775807, '9999999999999999999'), to_char(-12::int8, 'FM9999MI');
SELECT to_char(123::int4, '999.99'), to_char(123::int8, '999.99'), to_char(123::int4, '9.9EEEE');
SELECT to_char(12345678901::int8, '9.99EEEE'), to_char(1234::int8, 'RN'), to_char(12::int8, '99V9');
SELECT to_char(1.5::float8, '9.9'), to_char(2.5::float8, '9'), to_char(-1.25::float8, '9.99');
SELECT to_char(123.456::float4, '999.999'), to_char(1234567.891::float8, '9999999.999');
SELECT to_char(1e20::float8, '999'), to_char(0.000001::float8, '9.999999'),
       to_char(1e-10::float8, '9.99EEEE');
SELECT to_char('NaN'::float8, '999.9'), to_char('Infinity'::float8, '9999999999.9'),
       to_char('NaN'::float8, '9.9EEEE'), to_char('-Infinity'::float4, '9.99EEEE');
SELECT to_char('NaN'::numeric, '9999.9'), to_char('Infinity'::numeric, '9.9EEEE'),
       to_char('NaN'::numeric, '99');
SELECT to_char(1.0e15::float8, '9999999999999999.99'), to_char(0.1::float4, '9.9999999999');
SELECT to_char(12.5, ''), to_char(NULL::numeric, '999') IS NULL AS n;
-- bad numeric templates
SELECT to_char(12, '99.9.9');
SELECT to_char(12, '9EEEE9');
SELECT to_char(12, 'S99S');
SELECT to_char(12, 'S99MI');
SELECT to_char(12, '99PR9');
SELECT to_char(12, 'FM9.9EEEE');
SELECT to_char(12, '9V9.9');
SELECT to_char(3000000000::int8, 'RN');
-- to_number
SELECT to_number('12,454.8-', '99G999D9S'), to_number('-34,338,492', '99G999G999'),
       to_number('5.01-', 'FM9.999999MI'), to_number('<564646.654564>', '999999.999999PR');
SELECT to_number('0.00001-', '9.999999S'), to_number('5 4 4 4 4 8 . 7 8', '9 9 9 9 9 9 . 9 9');
SELECT to_number('.01', 'FM9.99'), to_number('$1,234.56', 'L9,999.99'), to_number('12345', '99');
SELECT to_number('123.456', '999.99'), to_number('12', '99V9'), to_number('1234', '9999V99');
SELECT to_number('-', '9'), to_number('  123  ', '9999'), to_number('12th', '99th');
SELECT to_number('1,234,567', '9,999,999'), to_number('42', ''), to_number('+42', 'S99');
SELECT to_number('abc', '999');
SELECT to_number('12', '9.9EEEE');
SELECT to_number('XII', 'RN');
SELECT to_number('999', '99.9');
-- edge cases: long templates, modifiers in odd places, signs, rounding, EEEE, intervals,
-- loose and FX parsing, time zone fields, ranges
SELECT to_char(1, repeat('9', 1000)) = repeat(' ', 1000) || '1';
SELECT length(to_char(123.456::numeric, repeat('9', 300) || '.' || repeat('9', 300)));
SELECT length(to_char(now(), repeat('FMMONTHth', 500)));
SELECT to_char(timestamp '2024-01-01', 'FMTH');
SELECT to_char(timestamp '2024-01-01', 'DDthth');
SELECT to_char(timestamp '2024-01-01', 'Monthth');
SELECT to_char(timestamp '2024-01-01', '"unterminated');
SELECT to_char(timestamp '2024-01-01', '\');
SELECT to_char(timestamp '2024-01-01', '"\');
SELECT to_char(timestamp '2024-01-01', 'YYYYSP DDSP');
SELECT to_char(timestamp '2024-01-01 15:00', 'HH12th am');
SELECT to_char(12, '9th9');
SELECT to_char(12, 'th');
SELECT to_char(0, 'th');
SELECT to_char(12, '');
SELECT to_char(-0.01, '9.9'), to_char(-0.01, 'FM9.9'), to_char(-0.01, 'S9.9');
SELECT to_char(0.01, '0.0'), to_char(-5.5, 'FM0000.00'), to_char(1234, '0,000');
SELECT to_char(12, 'FM9999PR'), to_char(-12.5, 'FM9999.99PR'), to_char(-12.5, '9999.99PR');
SELECT to_char(12, '9999S'), to_char(-12, '9999S'), to_char(12.5, 'FM99.99S'), to_char(-3, 'S0000');
SELECT to_char(5, 'PL9'), to_char(-5, 'PL9'), to_char(5, 'MI9'), to_char(-5, '9MI'), to_char(5, 'FMPL9');
SELECT to_char(5.5, '9.9PL'), to_char(-5.5, '9.9MI'), to_char(5.5, 'FM9.9SG');
SELECT to_char(1, '9V'), to_char(12.5, 'V99');
SELECT to_char(1234567890123456789012345678901234567890::numeric, '9.99EEEE');
SELECT to_char(0.000000000000000000001::numeric, '9.999EEEE');
SELECT to_char(-9.99999, '9.99EEEE'), to_char(1::numeric, '9EEEE'), to_char(1::numeric, 'EEEE');
SELECT to_char(12.5::float4, '9EEEE'), to_char(1e38::float4, '9.99EEEE'), to_char(123456789::float4, '999999999.99');
SELECT to_char(0.1::float8, '9.99999999999999999999'), to_char(1e300::float8, '9.9');
SELECT to_char(-1e-300::float8, '9.9'), to_char(-0.0::float8, '9.9'), to_char(-0.0::float8, 'S9.9');
SELECT to_char(9223372036854775807::int8, '9V9');
SELECT to_char(-2147483648::int4, 'RN'), to_char(3999::int4, 'FMrn');
SELECT to_char(1e10::numeric, 'RN');
SELECT to_char('NaN'::numeric, 'RN');
SELECT to_char('NaN'::float8, 'RN'), to_char(1e10::float8, 'RN');
SELECT to_char(12, 'B9'), to_char(0, 'B9'), to_char(12, 'C9'), to_char(12, 'SP9');
SELECT to_char(interval '-1 year -2 months', 'YYYY Y,YYY CC IYYY'), to_char(interval '0', 'YYYY MM DD HH HH12 AM');
SELECT to_char(interval '25 hours', 'HH HH12 AM PM'), to_char(interval '-25 hours', 'HH HH12 HH24 SSSS');
SELECT to_char(interval '1.5 seconds', 'FF1 FF6 MS US');
SELECT to_char(interval '-1.5 seconds', 'FF1 FF6 MS US');
SELECT to_char(interval '40 days', 'W WW DDD J IW IDDD');
SELECT to_char(interval '1000000 hours', 'HH24');
SELECT to_char(interval '7 months', 'Q RM');
SELECT to_char(interval '-7 months', 'Q rm MM');
SELECT to_timestamp('2024-01-01 11:00 -', 'YYYY-MM-DD HH24:MI TZH');
SELECT to_timestamp('2024-01-01 11:00 -03', 'YYYY-MM-DD HH24:MI TZH');
SELECT to_timestamp('2024-01-01 11:00-03', 'YYYY-MM-DD HH24:MITZH');
SELECT to_timestamp('2024-01-01 11:00 -0330', 'YYYY-MM-DD HH24:MI TZHTZM');
SELECT to_timestamp('2024-01-01 11:00 +15:59', 'YYYY-MM-DD HH24:MI TZH:TZM');
SELECT to_timestamp('2024-01-01 11:00 +05:60', 'YYYY-MM-DD HH24:MI TZH:TZM');
SELECT to_timestamp('   ', 'YYYY'), to_timestamp('x', 'x');
SELECT to_timestamp('2024', 'YYYYYYYY');
SELECT to_timestamp('20241', 'YYYYMM');
SELECT to_timestamp('2024 1 1', 'YYYY MM DD HH24 MI SS');
SELECT to_timestamp('2024-1-1', 'YYYY-MM-DD');
SELECT to_timestamp('2024- 1- 1', 'YYYY-MM-DD');
SELECT to_timestamp('2024--1--1', 'YYYY-MM-DD');
SELECT to_timestamp('2024 Jan 01', 'YYYY FXMon DD');
SELECT to_timestamp('2024  Jan', 'FXYYYY Mon');
SELECT to_timestamp('2024Jan', 'FXYYYY Mon');
SELECT to_timestamp('99999999999', 'YYYY');
SELECT to_timestamp('-5', 'YYYY'), to_timestamp('2024 -5', 'YYYY DD');
SELECT to_timestamp('0', 'YYYY');
SELECT to_timestamp('0 BC', 'YYYY BC');
SELECT to_timestamp('5 PM', 'HH PM'), to_timestamp('0 PM', 'HH PM');
SELECT to_timestamp('13', 'HH');
SELECT to_timestamp('12:30 am', 'HH12:MI am'), to_timestamp('12:30 pm', 'HH12:MI PM');
SELECT to_timestamp('1 2', 'J J');
SELECT to_timestamp('2024 abc', 'YYYY Q');
SELECT to_timestamp('86400', 'SSSS');
SELECT to_timestamp('1000000', 'US');
SELECT to_timestamp('2024 99', 'YYYY IW');
SELECT to_timestamp('2024 370', 'YYYY DDD');
SELECT to_timestamp('2024 0', 'IYYY ID');
SELECT to_timestamp('2024 1 9', 'IYYY IW ID');
SELECT to_timestamp('19 2024', 'CC YYYY'), to_timestamp('20 5', 'CC Y'), to_timestamp('21 00', 'CC YY');
SELECT to_timestamp('5 00 BC', 'CC YY BC'), to_timestamp('5 BC', 'CC BC');
SELECT to_timestamp('2147483647', 'J');
SELECT to_timestamp('1e5', 'J');
SELECT to_date('2024 2 30', 'YYYY MM DD');
SELECT to_date('2 30', 'MM DD');
SELECT to_date('', 'YYYY');
SELECT to_date('2024-02-29 10:00', 'YYYY-MM-DD HH24:MI');
SELECT to_date('10000-01-01', 'YYYY-MM-DD'), to_date('1000000-01-01', 'YYYY-MM-DD');
SELECT to_timestamp(-1e20), to_timestamp(1e20);
SELECT to_timestamp(-210866803200), to_timestamp(-210866803201);
SELECT to_number('', '999'), to_number('1', '9999999999999999999999999999999999999999999');
SELECT to_number('1.2.3', '9.9.9');
SELECT to_number('12.34', '99D99'), to_number('1 234', '9G999'), to_number('1,234', '9G999'), to_number('12-', '99MI'), to_number('12+', '99PL'), to_number('-12', 'SG99');
SELECT to_number('(12)', '99PR'), to_number('<12>', '99PR'), to_number('12', 'FM99PR');
SELECT to_number('1234.5678', '9999.99'), to_number('1234.5678', 'FM9999.9999'), to_number('0012', '0000');
SELECT to_number('12', 'x99'), to_number('x12', '99'), to_number('12x', '99'), to_number('$12', 'L99');
SELECT to_number('1', '9V'), to_number('123456789012345678901234567890', '999999999999999999999999999999');
SELECT to_number('12', 'V99');
SELECT to_number('٣', '9');
SELECT to_char(12, '9"é"9'), to_char(date '2024-01-01', '"é"YYYY"ü"');
SELECT to_char(12345, '9 999'), to_number('1 234', '9 999');
-- numeric digits, rounding half away from zero, typmods to_number's digits imply
SELECT to_number('5', 'L');
SELECT to_number('5', 'x');
SELECT to_number('.5', '.9');
SELECT to_number('12.5', '9.9');
SELECT to_number('-.5', 'S.9');
SELECT to_number('1e5', '9999');
SELECT to_number('  -  12', '999');
SELECT to_number('12', 'RN');
SELECT to_number('1234567890123456789012345678901234567890', repeat('9', 40));
SELECT to_number('0.5', '0.0'), to_number('00.50', '00.00'), to_number('5', '0000');
SELECT to_number('1.234,5', '9G999D9');
SELECT to_char(123456789012345678901234567890.123456789::numeric, '999999999999999999999999999999.999999999');
SELECT to_char(-0.000001::numeric, '9.99999'), to_char(-0.0000001::numeric, '9.99999'), to_char(-0.0000001::numeric, 'FM9.99999');
SELECT to_char(0.5::numeric, '0'), to_char(1.5::numeric, '9'), to_char(2.5::numeric, '9'), to_char(-2.5::numeric, '9');
SELECT to_char(1e-20::numeric, '9.99EEEE'), to_char(1e100::numeric, '9.99EEEE'), to_char(-1e-100::numeric, '9.9EEEE');
SELECT to_char(5::numeric, '9.9999999999999999999999999999999999EEEE');
SELECT to_char(123, 'EEEE'), to_char(123, '.EEEE'), to_char(123, '9.EEEE');
-- FFn fields read digits: the field before them has a fixed width
SELECT to_timestamp('20245', 'YYYYFF1'), to_timestamp('2024 123', 'YYYY FF3');
SELECT to_timestamp('0', 'YYYFF1');
-- multibyte characters count as one
SELECT to_number('é12', 'x99'), to_number('1é2', '9x9'), to_number('12€', '99L');
SELECT to_timestamp('2024年01月05日', 'YYYY"年"MM"月"DD"日"'), to_timestamp('2024é01', 'YYYYxMM');
SELECT to_timestamp('2024 1éé', 'YYYY DDth');
-- huge fields: PG's 32-bit day arithmetic wraps, and Basalt wraps it the same way
SELECT to_char(interval '178000000 years', 'J IW DDD IDDD WW W IYYY CC');
SELECT to_char(interval '-178000000 years -11 months -2147483647 days', 'J IW DDD IDDD WW W IYYY CC Y,YYY');
SELECT to_char(interval '2147483647 days', 'J IW DDD IDDD WW W');
SELECT to_timestamp('2147483647', 'FMWW');
SELECT to_timestamp('2024 2147483647', 'YYYY FMWW');
SELECT to_timestamp('2147483647 1', 'IYYY IW');
SELECT to_timestamp('2147483647', 'FMW');
SELECT to_timestamp('2147483647', 'FMCC');
SELECT to_timestamp('-2147483648', 'FMCC');
SELECT to_timestamp('-2147483648 BC', 'FMYYYY BC');
SELECT to_timestamp('2147483647 BC', 'FMYYYY BC');
SELECT to_timestamp('21474836 01 BC', 'CC YY BC');
SELECT to_timestamp('2147483647', 'FMDDD');
SELECT to_timestamp('2024 2147483647', 'YYYY FMDDD');
SELECT to_timestamp('2024 2147483647', 'IYYY FMIDDD');
SELECT to_timestamp('2147483647', 'FMHH24');
SELECT to_timestamp('2147483647', 'FMSSSS');
SELECT to_timestamp('2024 2147483647', 'IYYY FMID');
SELECT to_timestamp('2024 3 2147483647', 'IYYY IW FMID');
SELECT to_timestamp('-2147483648', 'FMMM');
SELECT to_date('2147483647', 'FMYYYY');
SELECT to_date('-2147483648', 'FMYYYY');
SELECT to_char(-2147483648::int4, 'FM9999999999'), to_char(-9223372036854775808::int8, '9999999999999999999');
SELECT to_char(-9223372036854775808::int8, 'RN');
SELECT to_char(-2147483648::int4, '9.9EEEE');
SELECT to_char(-9223372036854775808::int8, '9.9EEEE');
-- SQLSTATEs of the errors
\set VERBOSITY sqlstate
SELECT to_date('2023-02-29', 'YYYY-MM-DD');
SELECT to_timestamp('abc', 'YYYY');
SELECT to_timestamp('99999999999', 'YYYY');
SELECT to_timestamp('2024 +16', 'YYYY TZH');
SELECT to_timestamp('2024 UTC', 'YYYY TZ');
SELECT to_char(interval '1 day', 'Day');
SELECT to_char(12, '99.9.9');
SELECT to_number('12', '9.9EEEE');
SELECT to_char(timestamp '2024-01-01', 'x') || to_char(12, 'thx');
SELECT to_char('NaN'::numeric, 'RN');
SELECT to_date('5874898-01-01', 'YYYY-MM-DD');
\set VERBOSITY default
-- STABLE functions cannot index; to_timestamp(float8) is IMMUTABLE and can
CREATE TABLE tc (ts timestamp, n numeric);
CREATE INDEX ON tc (to_char(ts, 'YYYY'));
CREATE INDEX ON tc (to_char(n, '999'));
CREATE INDEX ON tc ((to_timestamp(1)));
INSERT INTO tc VALUES ('2024-02-29 10:00', 12.5), (NULL, NULL);
SELECT to_char(ts, 'Dy DD Mon YYYY'), to_char(n, 'FM99.00') FROM tc ORDER BY 1;
PREPARE p(text) AS SELECT to_char(timestamp '2024-02-29', $1);
EXECUTE p('FMDay');
DROP TABLE tc;
-- the volatility PG gives these functions (all STABLE but to_timestamp(float8))
SELECT p.oid, proname, provolatile FROM pg_proc p
 WHERE proname IN ('to_char', 'to_date', 'to_timestamp', 'to_number') ORDER BY p.oid;
-- Basalt differs here on purpose: PG multiplies an int4 by 10^V in 32 bits and prints the
-- wrapped product (-10); Basalt raises "integer out of range" instead of printing a wrong number.
SELECT to_char(2147483647::int4, '9999999999V9');
