-- The catalog around sequences: pg_get_serial_sequence, the pg_sequences view (last_value NULL
-- until a number is taken) and information_schema.sequences (identity sequences left out).
CREATE TABLE gs (id serial, n bigint GENERATED ALWAYS AS IDENTITY, x int);
CREATE SEQUENCE plain AS smallint INCREMENT 3 START 7 CYCLE;
SELECT pg_get_serial_sequence('gs', 'id'), pg_get_serial_sequence('public.gs', 'n'), pg_get_serial_sequence('gs', 'x');
SELECT pg_get_serial_sequence('gs', 'nosuch');
SELECT pg_get_serial_sequence('nosuch', 'id');
SELECT pg_get_serial_sequence('"gs"', 'id');
SELECT nextval('plain');
SELECT * FROM pg_sequences ORDER BY sequencename;
SELECT sequence_schema, sequence_name, data_type, numeric_precision, numeric_precision_radix, numeric_scale, start_value, minimum_value, maximum_value, increment, cycle_option FROM information_schema.sequences ORDER BY sequence_name;
DROP TABLE gs;
DROP SEQUENCE plain;
