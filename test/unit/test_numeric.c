/*
 * test_numeric.c: numeric arithmetic, scales, rounding, typmods, casts and errors, checked
 * against results taken from a real PostgreSQL 15 (the expected strings were produced by
 * running the same expressions there).
 */
#include "types_test_util.h"

static void test_from_postgres(void)
{
    CHECK_STR(tt_binop("/", NUMERICOID, "1", NUMERICOID, "3"), "0.33333333333333333333");
    CHECK_STR(tt_binop("/", NUMERICOID, "2", NUMERICOID, "3"), "0.66666666666666666667");
    CHECK_STR(tt_binop("/", NUMERICOID, "10", NUMERICOID, "4"), "2.5000000000000000");
    CHECK_STR(tt_binop("/", NUMERICOID, "1.0", NUMERICOID, "3"), "0.33333333333333333333");
    CHECK_STR(tt_binop("/", NUMERICOID, "1", NUMERICOID, "7.0"), "0.14285714285714285714");
    CHECK_STR(tt_binop("/", NUMERICOID, "1.000", NUMERICOID, "3"), "0.33333333333333333333");
    CHECK_STR(tt_binop("/", NUMERICOID, "100", NUMERICOID, "3.0"), "33.3333333333333333");
    CHECK_STR(tt_binop("/", NUMERICOID, "1", NUMERICOID, "1000000.0"), "0.000001000000000000000000");
    CHECK_STR(tt_binop("/", NUMERICOID, "123456789.123", NUMERICOID, "1000"), "123456.789123000000");
    CHECK_STR(tt_binop("/", NUMERICOID, "1", NUMERICOID, "1"), "1.00000000000000000000");
    CHECK_STR(tt_binop("/", NUMERICOID, "0", NUMERICOID, "5"), "0.00000000000000000000");
    CHECK_STR(tt_binop("/", NUMERICOID, "12345678901234567890", NUMERICOID, "7"), "1763668414462081127");
    CHECK_STR(tt_binop("/", NUMERICOID, "2", NUMERICOID, "3.0000"), "0.66666666666666666667");
    CHECK_STR(tt_binop("/", NUMERICOID, "-7", NUMERICOID, "3"), "-2.3333333333333333");
    CHECK_STR(tt_binop("/", NUMERICOID, "1", NUMERICOID, "0"), "ERROR 22012: division by zero");
    CHECK_STR(tt_binop("/", NUMERICOID, "0.0", NUMERICOID, "0"), "ERROR 22012: division by zero");
    CHECK_STR(tt_binop("/", NUMERICOID, "99999999999999999999999999999999", NUMERICOID, "0.0000001"), "999999999999999999999999999999990000000.0000000");
    CHECK_STR(tt_binop("/", NUMERICOID, "0.00000000000000000001", NUMERICOID, "3"), "0.0000000000000000000033333333333333333333");
    CHECK_STR(tt_binop("/", NUMERICOID, "1", NUMERICOID, "99999"), "0.000010000100001000010000");
    CHECK_STR(tt_binop("/", NUMERICOID, "9999", NUMERICOID, "10000"), "0.99990000000000000000");
    CHECK_STR(tt_binop("/", NUMERICOID, "10000", NUMERICOID, "9999"), "1.0001000100010001");
    CHECK_STR(tt_binop("/", NUMERICOID, "123.456", NUMERICOID, "-0.001"), "-123456.000000000000");
    CHECK_STR(tt_binop("+", NUMERICOID, "0.1", NUMERICOID, "0.2"), "0.3");
    CHECK_STR(tt_binop("+", NUMERICOID, "1.10", NUMERICOID, "2.205"), "3.305");
    CHECK_STR(tt_binop("-", NUMERICOID, "10.0", NUMERICOID, "0.001"), "9.999");
    CHECK_STR(tt_binop("*", NUMERICOID, "1.5", NUMERICOID, "1.5"), "2.25");
    CHECK_STR(tt_binop("*", NUMERICOID, "12345678901234567890", NUMERICOID, "98765432109876543210"), "1219326311370217952237463801111263526900");
    CHECK_STR(tt_binop("+", NUMERICOID, "1.0000000000000000001", NUMERICOID, "1"), "2.0000000000000000001");
    CHECK_STR(tt_binop("+", NUMERICOID, "-0.0", NUMERICOID, "0"), "0.0");
    CHECK_STR(tt_binop("*", NUMERICOID, "0.00", NUMERICOID, "-1"), "0.00");
    CHECK_STR(tt_binop("%", NUMERICOID, "7.5", NUMERICOID, "2"), "1.5");
    CHECK_STR(tt_binop("%", NUMERICOID, "-7.5", NUMERICOID, "2"), "-1.5");
    CHECK_STR(tt_binop("%", NUMERICOID, "7", NUMERICOID, "2.5"), "2.0");
    CHECK_STR(tt_binop("%", NUMERICOID, "10.00", NUMERICOID, "3"), "1.00");
    CHECK_STR(tt_binop("%", NUMERICOID, "5.5", NUMERICOID, "0"), "ERROR 22012: division by zero");
    CHECK_STR(tt_binop("+", NUMERICOID, "99999999999999999999", NUMERICOID, "1"), "100000000000000000000");
    CHECK_STR(tt_binop("-", NUMERICOID, "-99999999999999999999", NUMERICOID, "1"), "-100000000000000000000");
    CHECK_STR(tt_binop("*", NUMERICOID, "1e100", NUMERICOID, "1e100"), "100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000");
    CHECK_STR(tt_binop("*", NUMERICOID, "123456789012345678901234567890123456789012345678901234567890", NUMERICOID, "987654321098765432109876543210987654321098765432109876543210"), "121932631137021795226185032733866788594511507391563633592367367779295611949397448712086533622923332237463801111263526900");
    CHECK_STR(tt_binop("/", NUMERICOID, "123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345", NUMERICOID, "97"), "1272750402189130710322005854537355224628993254421662212040104365533907343769885579737813300241822567138");
    CHECK_STR(tt_binop("*", NUMERICOID, "3.14159265358979323846264338327950288419716939937510", NUMERICOID, "2.71828182845904523536028747135266249775724709369995"), "8.5397342226735670654635508695465744950348885357650690581833014653136349617576232159238592126769012450");
    CHECK_STR(tt_binop("+", NUMERICOID, "NaN", NUMERICOID, "1"), "NaN");
    CHECK_STR(tt_binop("=", NUMERICOID, "NaN", NUMERICOID, "NaN"), "t");
    CHECK_STR(tt_binop(">", NUMERICOID, "NaN", NUMERICOID, "1e1000"), "t");
    CHECK_STR(tt_binop("-", NUMERICOID, "Infinity", NUMERICOID, "Infinity"), "NaN");
    CHECK_STR(tt_binop("*", NUMERICOID, "Infinity", NUMERICOID, "-2"), "-Infinity");
    CHECK_STR(tt_binop("/", NUMERICOID, "1", NUMERICOID, "Infinity"), "0");
    CHECK_STR(tt_binop("=", NUMERICOID, "1.0", NUMERICOID, "1.00"), "t");
    CHECK_STR(tt_binop("<", NUMERICOID, "0.1", NUMERICOID, "0.10000000000000000001"), "t");
    CHECK_STR(tt_binop("<", NUMERICOID, "-1", NUMERICOID, "-0.5"), "t");
    CHECK_STR(tt_binop("^", NUMERICOID, "2", NUMERICOID, "10"), "1024.0000000000000000");
    CHECK_STR(tt_binop("^", NUMERICOID, "2", NUMERICOID, "-2"), "0.2500000000000000");
    CHECK_STR(tt_binop("^", NUMERICOID, "2.5", NUMERICOID, "3"), "15.6250000000000000");
    CHECK_STR(tt_binop("^", NUMERICOID, "1.5", NUMERICOID, "-2"), "0.4444444444444444");
    CHECK_STR(tt_binop("^", NUMERICOID, "2", NUMERICOID, "0.5"), "1.4142135623730950");
    CHECK_STR(tt_binop("^", NUMERICOID, "10", NUMERICOID, "20"), "100000000000000000000.0000000000000000");
    CHECK_STR(tt_binop("^", NUMERICOID, "0", NUMERICOID, "-1"), "ERROR 2201F: zero raised to a negative power is undefined");
    CHECK_STR(tt_binop("^", NUMERICOID, "-8", NUMERICOID, "0.5"), "ERROR 2201F: a negative number raised to a non-integer power yields a complex result");
    CHECK_STR(tt_binop("^", NUMERICOID, "0.5", NUMERICOID, "100"), "0.0000000000000000");
    CHECK_STR(tt_func1("sqrt", NUMERICOID, "2"), "1.414213562373095");
    CHECK_STR(tt_func1("sqrt", NUMERICOID, "4"), "2.000000000000000");
    CHECK_STR(tt_func1("sqrt", NUMERICOID, "100"), "10.000000000000000");
    CHECK_STR(tt_func1("sqrt", NUMERICOID, "0.0001"), "0.01000000000000000");
    CHECK_STR(tt_func1("sqrt", NUMERICOID, "2.0000000000"), "1.414213562373095");
    CHECK_STR(tt_func1("sqrt", NUMERICOID, "12345678901234567890"), "3513641828.8201443");
    CHECK_STR(tt_func1("sqrt", NUMERICOID, "0.5"), "0.70710678118654752");
    CHECK_STR(tt_func1("sqrt", NUMERICOID, "-1"), "ERROR 2201F: cannot take square root of a negative number");
    CHECK_STR(tt_func1("sqrt", NUMERICOID, "1e-20"), "0.0000000001000000000000000");
    CHECK_STR(tt_func2("round", NUMERICOID, "2.5", INT4OID, "0"), "3");
    CHECK_STR(tt_func2("round", NUMERICOID, "-2.5", INT4OID, "0"), "-3");
    CHECK_STR(tt_func2("round", NUMERICOID, "1234.5678", INT4OID, "2"), "1234.57");
    CHECK_STR(tt_func2("round", NUMERICOID, "1234.5678", INT4OID, "-2"), "1200");
    CHECK_STR(tt_func2("round", NUMERICOID, "0.0049", INT4OID, "2"), "0.00");
    CHECK_STR(tt_func2("round", NUMERICOID, "9.995", INT4OID, "2"), "10.00");
    CHECK_STR(tt_func2("round", NUMERICOID, "5", INT4OID, "3"), "5.000");
    CHECK_STR(tt_func1("round", NUMERICOID, "0.5"), "1");
    CHECK_STR(tt_func2("trunc", NUMERICOID, "1234.5678", INT4OID, "2"), "1234.56");
    CHECK_STR(tt_func2("trunc", NUMERICOID, "-1234.5678", INT4OID, "-2"), "-1200");
    CHECK_STR(tt_func1("trunc", NUMERICOID, "-0.9"), "0");
    CHECK_STR(tt_func1("ceil", NUMERICOID, "1.1"), "2");
    CHECK_STR(tt_func1("ceil", NUMERICOID, "-1.1"), "-1");
    CHECK_STR(tt_func1("floor", NUMERICOID, "1.9"), "1");
    CHECK_STR(tt_func1("floor", NUMERICOID, "-1.1"), "-2");
    CHECK_STR(tt_func1("floor", NUMERICOID, "5.00"), "5");
    CHECK_STR(tt_func1("abs", NUMERICOID, "-12.340"), "12.340");
    CHECK_STR(tt_func1("sign", NUMERICOID, "-0.001"), "-1");
    CHECK_STR(tt_func1("sign", NUMERICOID, "0.00"), "0");
    CHECK_STR(tt_func2("mod", NUMERICOID, "10", NUMERICOID, "3"), "1");
    CHECK_STR(tt_func2("div", NUMERICOID, "10", NUMERICOID, "3"), "3");
    CHECK_STR(tt_func2("div", NUMERICOID, "-7.5", NUMERICOID, "2"), "-3");
    CHECK_STR(tt_func1("exp", NUMERICOID, "1"), "2.7182818284590452");
    CHECK_STR(tt_func1("ln", NUMERICOID, "10"), "2.3025850929940457");
    CHECK_STR(tt_func1("log", NUMERICOID, "1000"), "3.0000000000000000");
    CHECK_STR(tt_func1("ln", NUMERICOID, "0"), "ERROR 2201E: cannot take logarithm of zero");
    CHECK_STR(tt_func1("ln", NUMERICOID, "-1"), "ERROR 2201E: cannot take logarithm of a negative number");
    CHECK_STR(tt_func2("log", NUMERICOID, "2", NUMERICOID, "1024"), "10.0000000000000000");
    CHECK_STR(tt_func1("scale", NUMERICOID, "1.2300"), "4");
    CHECK_STR(tt_func1("trim_scale", NUMERICOID, "1.2300"), "1.23");
    CHECK_STR(tt_func1("min_scale", NUMERICOID, "1.2300"), "2");
    CHECK_STR(tt_func2("gcd", NUMERICOID, "12", NUMERICOID, "18"), "6");
    CHECK_STR(tt_func2("lcm", NUMERICOID, "4", NUMERICOID, "6"), "12");
    CHECK_STR(tt_func1("factorial", INT8OID, "20"), "2432902008176640000");
    CHECK_STR(tt_func1("factorial", INT8OID, "30"), "265252859812191058636308480000000");
    CHECK_STR(tt_in_typmod(NUMERICOID, "1e3", -1), "1000");
    CHECK_STR(tt_in_typmod(NUMERICOID, "-1.23E-2", -1), "-0.0123");
    CHECK_STR(tt_in_typmod(NUMERICOID, "  42.0  ", -1), "42.0");
    CHECK_STR(tt_in_typmod(NUMERICOID, ".5", -1), "0.5");
    CHECK_STR(tt_in_typmod(NUMERICOID, "NaN", -1), "NaN");
    CHECK_STR(tt_in_typmod(NUMERICOID, "nan", -1), "NaN");
    CHECK_STR(tt_in_typmod(NUMERICOID, "Infinity", -1), "Infinity");
    CHECK_STR(tt_in_typmod(NUMERICOID, "-inf", -1), "-Infinity");
    CHECK_STR(tt_in_typmod(NUMERICOID, "1.2.3", -1), "ERROR 22P02: invalid input syntax for type numeric: \"1.2.3\"");
    CHECK_STR(tt_in_typmod(NUMERICOID, "", -1), "ERROR 22P02: invalid input syntax for type numeric: \"\"");
    CHECK_STR(tt_in_typmod(NUMERICOID, "abc", -1), "ERROR 22P02: invalid input syntax for type numeric: \"abc\"");
    CHECK_STR(tt_in_typmod(NUMERICOID, "1e", -1), "ERROR 22P02: invalid input syntax for type numeric: \"1e\"");
    CHECK_STR(tt_in_typmod(NUMERICOID, "-0", -1), "0");
    CHECK_STR(tt_in_typmod(NUMERICOID, "0.000", -1), "0.000");
    CHECK_STR(tt_in_typmod(NUMERICOID, "000123.4500", -1), "123.4500");
    CHECK_STR(tt_in_typmod(NUMERICOID, "1e-5", -1), "0.00001");
    CHECK_STR(tt_in_typmod(NUMERICOID, "12345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890.1234567890", -1), "12345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890.1234567890");
    CHECK_STR(tt_in_typmod(NUMERICOID, "+7", -1), "7");
    CHECK_STR(tt_in_typmod(NUMERICOID, "5.", -1), "5");
    CHECK_STR(tt_in_typmod(NUMERICOID, "1e1000", -1), "10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000");
    CHECK_STR(tt_in_typmod(NUMERICOID, "1.5", 196613), "1.5");
    CHECK_STR(tt_in_typmod(NUMERICOID, "1.55", 196613), "1.6");
    CHECK_STR(tt_in_typmod(NUMERICOID, "1.45", 196613), "1.5");
    CHECK_STR(tt_in_typmod(NUMERICOID, "-1.55", 196613), "-1.6");
    CHECK_STR(tt_in_typmod(NUMERICOID, "99.995", 327686), "100.00");
    CHECK_STR(tt_in_typmod(NUMERICOID, "999.99", 327686), "999.99");
    CHECK_STR(tt_in_typmod(NUMERICOID, "1000", 327686), "ERROR 22003: numeric field overflow DETAIL: A field with precision 5, scale 2 must round to an absolute value less than 10^3.");
    CHECK_STR(tt_in_typmod(NUMERICOID, "123.456", 393220), "123");
    CHECK_STR(tt_in_typmod(NUMERICOID, "0.5", 65540), "1");
    CHECK_STR(tt_in_typmod(NUMERICOID, "9.5", 65540), "ERROR 22003: numeric field overflow DETAIL: A field with precision 1, scale 0 must round to an absolute value less than 10^1.");
    CHECK_STR(tt_in_typmod(NUMERICOID, "12345.6", 327685), "ERROR 22003: numeric field overflow DETAIL: A field with precision 5, scale 1 must round to an absolute value less than 10^4.");
    CHECK_STR(tt_in_typmod(NUMERICOID, "0.001", 196615), "0.001");
    CHECK_STR(tt_in_typmod(NUMERICOID, "0.0005", 196615), "0.001");
    CHECK_STR(tt_in_typmod(NUMERICOID, "1", 196615), "ERROR 22003: numeric field overflow DETAIL: A field with precision 3, scale 3 must round to an absolute value less than 1.");
    CHECK_STR(tt_in_typmod(NUMERICOID, "NaN", 327686), "NaN");
    CHECK_STR(tt_in_typmod(NUMERICOID, "Infinity", 327686), "ERROR 22003: numeric field overflow DETAIL: A field with precision 5, scale 2 cannot hold an infinite value.");
    CHECK_STR(tt_in_typmod(NUMERICOID, "12345", 133121), "12000");
    CHECK_STR(tt_in_typmod(NUMERICOID, "123456", 133121), "ERROR 22003: numeric field overflow DETAIL: A field with precision 2, scale -3 must round to an absolute value less than 10^5.");
    CHECK_STR(tt_in_typmod(NUMERICOID, "-0.005", 786438), "-0.01");
    CHECK_STR(tt_in_typmod(NUMERICOID, "9999999999.99", 786438), "9999999999.99");
    CHECK_STR(tt_in_typmod(NUMERICOID, "10000000000", 786438), "ERROR 22003: numeric field overflow DETAIL: A field with precision 12, scale 2 must round to an absolute value less than 10^10.");
    CHECK_STR(tt_cast(NUMERICOID, "0.5", INT4OID), "1");
    CHECK_STR(tt_cast(NUMERICOID, "1.5", INT4OID), "2");
    CHECK_STR(tt_cast(NUMERICOID, "2.5", INT4OID), "3");
    CHECK_STR(tt_cast(NUMERICOID, "-0.5", INT4OID), "-1");
    CHECK_STR(tt_cast(NUMERICOID, "-1.5", INT4OID), "-2");
    CHECK_STR(tt_cast(NUMERICOID, "2.4999", INT8OID), "2");
    CHECK_STR(tt_cast(NUMERICOID, "32767.4", INT2OID), "32767");
    CHECK_STR(tt_cast(NUMERICOID, "32767.5", INT2OID), "ERROR 22003: smallint out of range");
    CHECK_STR(tt_cast(NUMERICOID, "2147483647.5", INT4OID), "ERROR 22003: integer out of range");
    CHECK_STR(tt_cast(NUMERICOID, "NaN", INT4OID), "ERROR 0A000: cannot convert NaN to integer");
    CHECK_STR(tt_cast(NUMERICOID, "Infinity", INT8OID), "ERROR 0A000: cannot convert infinity to bigint");
    CHECK_STR(tt_cast(NUMERICOID, "1.5", FLOAT8OID), "1.5");
    CHECK_STR(tt_cast(NUMERICOID, "0.1", FLOAT8OID), "0.1");
    CHECK_STR(tt_cast(NUMERICOID, "123456789012345678901234567890", FLOAT8OID), "1.2345678901234568e+29");
    CHECK_STR(tt_cast(NUMERICOID, "1e39", FLOAT4OID), "ERROR 22003: \"1000000000000000000000000000000000000000\" is out of range for type real");
    CHECK_STR(tt_cast(FLOAT8OID, "0.1", NUMERICOID), "0.1");
    CHECK_STR(tt_cast(FLOAT8OID, "1e20", NUMERICOID), "100000000000000000000");
    CHECK_STR(tt_cast(FLOAT8OID, "1.23456789012345678", NUMERICOID), "1.23456789012346");
    CHECK_STR(tt_cast(FLOAT8OID, "NaN", NUMERICOID), "NaN");
    CHECK_STR(tt_cast(FLOAT8OID, "Infinity", NUMERICOID), "Infinity");
    CHECK_STR(tt_cast(FLOAT8OID, "1e-10", NUMERICOID), "0.0000000001");
    CHECK_STR(tt_cast(FLOAT4OID, "0.1", NUMERICOID), "0.1");
    CHECK_STR(tt_cast(FLOAT4OID, "3.14159265", NUMERICOID), "3.14159");
    CHECK_STR(tt_cast(INT4OID, "-2147483648", NUMERICOID), "-2147483648");
    CHECK_STR(tt_cast(INT8OID, "9223372036854775807", NUMERICOID), "9223372036854775807");
    CHECK_STR(tt_cast(INT8OID, "-9223372036854775808", NUMERICOID), "-9223372036854775808");
    CHECK_STR(tt_binop("^", NUMERICOID, "0.01", NUMERICOID, "0.5"), "0.10000000000000000");
    CHECK_STR(tt_binop("^", NUMERICOID, "10", NUMERICOID, "2.5"), "316.22776601683793");
    CHECK_STR(tt_binop("^", NUMERICOID, "0.5", NUMERICOID, "0.5"), "0.7071067811865475");
    CHECK_STR(tt_func2("log", NUMERICOID, "10", NUMERICOID, "1000"), "3.0000000000000000");
    CHECK_STR(tt_func2("log", NUMERICOID, "2", NUMERICOID, "3"), "1.5849625007211562");
    CHECK_STR(tt_func2("log", NUMERICOID, "100", NUMERICOID, "7"), "0.4225490200071284");
    CHECK_STR(tt_func1("ln", NUMERICOID, "2"), "0.6931471805599453");
    CHECK_STR(tt_func1("ln", NUMERICOID, "1000000"), "13.815510557964274");
    CHECK_STR(tt_func1("ln", NUMERICOID, "0.001"), "-6.9077552789821371");
    CHECK_STR(tt_func1("exp", NUMERICOID, "10"), "22026.465794806717");
    CHECK_STR(tt_func1("exp", NUMERICOID, "0.5"), "1.6487212707001281");
    CHECK_STR(tt_func1("exp", NUMERICOID, "-10"), "0.00004539992976248485");
    CHECK_STR(tt_func1("log", NUMERICOID, "2"), "0.3010299956639812");
    CHECK_STR(tt_func1("log", NUMERICOID, "0.5"), "-0.3010299956639812");
    CHECK_STR(tt_func1("log", NUMERICOID, "12345.678"), "4.0915149455092013");
}

/* Binary send/recv must round-trip and reject malformed digits. */
static void test_binary(void)
{
    const char *vals[] = {"0", "-1.50", "12345678901234567890.000123", "NaN", "Infinity", "0.0001"};
    for (size_t i = 0; i < sizeof(vals) / sizeof(vals[0]); i++) {
        Datum v = type_input_cstring(NUMERICOID, vals[i], -1);
        bytea *b = type_send_binary(NUMERICOID, v);
        Datum back = type_receive_binary(NUMERICOID, VARDATA(b), VARSIZE_ANY_EXHDR(b), -1);
        CHECK_STR(type_output_cstring(NUMERICOID, back), vals[i]);
    }
    /* 1.5: ndigits 2, weight 0, sign 0, dscale 1, digits 1, 5000 */
    Datum v = type_input_cstring(NUMERICOID, "1.5", -1);
    bytea *b = type_send_binary(NUMERICOID, v);
    const unsigned char want[] = {0, 2, 0, 0, 0, 0, 0, 1, 0, 1, 0x13, 0x88};
    CHECK(VARSIZE_ANY_EXHDR(b) == (int)sizeof(want) && memcmp(VARDATA(b), want, sizeof(want)) == 0);
    const char bad[] = {0, 1, 0, 0, 0, 0, 0, 0, 0x27, 0x10}; /* digit 10000 */
    char *volatile msg = NULL;
    PG_TRY();
    {
        type_receive_binary(NUMERICOID, bad, sizeof(bad), -1);
        msg = "no error";
    }
    PG_CATCH();
    {
        msg = tt_error_text();
    }
    PG_END_TRY();
    CHECK_STR(msg, "ERROR 22P03: invalid digit in external \"numeric\" value");
}

/* Equal values of different scales must hash alike (hash joins and HashAgg rely on it). */
static void test_hash(void)
{
    const ProcInfo *h = proc_by_oid(type_hash_proc(NUMERICOID));
    Datum a = type_input_cstring(NUMERICOID, "1.5", -1);
    Datum b = type_input_cstring(NUMERICOID, "1.50000", -1);
    bool n1, n2;
    CHECK(tt_call(h, 1, &a, INT4OID, &n1) == tt_call(h, 1, &b, INT4OID, &n2));
}

int main(void)
{
    MemoryContextSwitchTo(mcxt_create(mcxt_top(), "test_numeric"));
    test_from_postgres();
    test_binary();
    test_hash();
    return tt_finish("test_numeric");
}
