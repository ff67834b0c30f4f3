// JdbcTest.java: pgjdbc 42.5 (Debian libpostgresql-jdbc-java) against one server, printing a
// deterministic transcript that jdbc.sh diffs between Basalt and a real PostgreSQL 15.
//
// The one idea: every section prints what the driver handed back (values through getString and
// through the typed getter, metadata rows column by column, SQLSTATEs and messages of the
// errors), never "ok", so any difference from PostgreSQL shows up in the diff. A section that
// throws where it should not prints "EXCEPTION ..." and the run goes on with the next one.
//
//   java -cp /usr/share/java/postgresql.jar:DIR JdbcTest PORT
import java.math.BigDecimal;
import java.sql.*;
import java.io.*;
import java.util.*;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyManager;
import org.postgresql.util.PSQLException;
import org.postgresql.util.ServerErrorMessage;

public class JdbcTest {
  static String url;

  interface Section { void run() throws Exception; }

  static void section(String name, Section s) {
    System.out.println("== " + name);
    try {
      s.run();
    } catch (Exception e) {
      System.out.println("EXCEPTION " + describe(e));
    }
  }

  static String describe(Exception e) {
    if (e instanceof PSQLException) {
      ServerErrorMessage m = ((PSQLException) e).getServerErrorMessage();
      if (m != null)
        return "PSQLException " + m.getSQLState() + " " + m.getSeverity() + ": " + m.getMessage()
            + (m.getDetail() != null ? " / detail: " + m.getDetail() : "")
            + (m.getPosition() != 0 ? " / position " + m.getPosition() : "");
    }
    if (e instanceof SQLException)
      return e.getClass().getSimpleName() + " " + ((SQLException) e).getSQLState() + ": "
          + e.getMessage();
    return e.toString();
  }

  static Connection connect(String extra) throws SQLException {
    Properties p = new Properties();
    p.setProperty("user", "postgres");
    return DriverManager.getConnection(url + extra, p);
  }

  // Prints every row of a metadata result set, column by column, with the column labels once.
  static void dump(ResultSet rs) throws SQLException {
    ResultSetMetaData md = rs.getMetaData();
    StringBuilder h = new StringBuilder("  cols:");
    for (int i = 1; i <= md.getColumnCount(); i++) h.append(' ').append(md.getColumnLabel(i));
    System.out.println(h);
    while (rs.next()) {
      StringBuilder b = new StringBuilder("  row:");
      for (int i = 1; i <= md.getColumnCount(); i++) b.append(" |").append(rs.getString(i));
      System.out.println(b);
    }
    rs.close();
  }

  static void query(Connection c, String sql) throws SQLException {
    try (Statement st = c.createStatement()) {
      dump(st.executeQuery(sql));
    }
  }

  static void exec(Connection c, String sql) throws SQLException {
    try (Statement st = c.createStatement()) {
      st.execute(sql);
    }
  }

  static void expectError(Connection c, String sql) {
    try (Statement st = c.createStatement()) {
      st.execute(sql);
      System.out.println("  no error for: " + sql);
    } catch (SQLException e) {
      System.out.println("  error: " + describe(e));
    }
  }

  // One value of each common type: how it is bound and what the typed getter returns.
  interface Binder { void bind(PreparedStatement ps, int i) throws SQLException; }
  interface Getter { Object get(ResultSet rs, int i) throws SQLException; }

  static final class TypeCase {
    final String type; final Binder bind; final Getter get;
    TypeCase(String type, Binder bind, Getter get) { this.type = type; this.bind = bind; this.get = get; }
  }

  static String show(Object o) {
    if (o == null) return "null";
    if (o instanceof byte[]) {
      StringBuilder b = new StringBuilder("bytes[");
      for (byte x : (byte[]) o) b.append(String.format("%02x", x));
      return b.append(']').toString();
    }
    if (o instanceof Array) {
      try {
        Object a = ((Array) o).getArray();
        if (a instanceof Object[]) return "array" + Arrays.deepToString((Object[]) a);
        return "array:" + a;
      } catch (SQLException e) {
        return "array?" + e.getSQLState();
      }
    }
    return o.getClass().getSimpleName() + ":" + o;
  }

  static List<TypeCase> typeCases(Connection c) {
    List<TypeCase> t = new ArrayList<>();
    t.add(new TypeCase("int2", (ps, i) -> ps.setShort(i, (short) -7), (rs, i) -> rs.getShort(i)));
    t.add(new TypeCase("int4", (ps, i) -> ps.setInt(i, 2147483647), (rs, i) -> rs.getInt(i)));
    t.add(new TypeCase("int8", (ps, i) -> ps.setLong(i, -1099511627783L), (rs, i) -> rs.getLong(i)));
    t.add(new TypeCase("float4", (ps, i) -> ps.setFloat(i, 0.1f), (rs, i) -> rs.getFloat(i)));
    t.add(new TypeCase("float8", (ps, i) -> ps.setDouble(i, -2.5e-300), (rs, i) -> rs.getDouble(i)));
    t.add(new TypeCase("float8", (ps, i) -> ps.setDouble(i, Double.POSITIVE_INFINITY), (rs, i) -> rs.getDouble(i)));
    t.add(new TypeCase("numeric", (ps, i) -> ps.setBigDecimal(i, new BigDecimal("12345678901234567890.0123")),
        (rs, i) -> rs.getBigDecimal(i)));
    t.add(new TypeCase("numeric", (ps, i) -> ps.setBigDecimal(i, new BigDecimal("-0.000001")),
        (rs, i) -> rs.getBigDecimal(i)));
    t.add(new TypeCase("numeric(10,2)", (ps, i) -> ps.setBigDecimal(i, new BigDecimal("42")),
        (rs, i) -> rs.getBigDecimal(i)));
    t.add(new TypeCase("bool", (ps, i) -> ps.setBoolean(i, true), (rs, i) -> rs.getBoolean(i)));
    t.add(new TypeCase("text", (ps, i) -> ps.setString(i, "h\u00e9llo, 'w\u00f6rld' \u20ac"), (rs, i) -> rs.getString(i)));
    t.add(new TypeCase("varchar(20)", (ps, i) -> ps.setString(i, "abc"), (rs, i) -> rs.getString(i)));
    t.add(new TypeCase("bytea", (ps, i) -> ps.setBytes(i, new byte[] {0, 1, (byte) 0xff, 39, 92}),
        (rs, i) -> rs.getBytes(i)));
    t.add(new TypeCase("date", (ps, i) -> ps.setDate(i, java.sql.Date.valueOf("2024-02-29")), (rs, i) -> rs.getDate(i)));
    t.add(new TypeCase("date", (ps, i) -> ps.setObject(i, java.time.LocalDate.of(1999, 12, 31)),
        (rs, i) -> rs.getObject(i, java.time.LocalDate.class)));
    t.add(new TypeCase("time", (ps, i) -> ps.setTime(i, java.sql.Time.valueOf("13:45:07")), (rs, i) -> rs.getTime(i)));
    t.add(new TypeCase("time", (ps, i) -> ps.setObject(i, java.time.LocalTime.of(23, 59, 58, 123456000)),
        (rs, i) -> rs.getObject(i, java.time.LocalTime.class)));
    t.add(new TypeCase("timestamp", (ps, i) -> ps.setTimestamp(i, Timestamp.valueOf("2024-01-02 03:04:05.678901")),
        (rs, i) -> rs.getTimestamp(i)));
    t.add(new TypeCase("timestamp", (ps, i) -> ps.setObject(i, java.time.LocalDateTime.of(1970, 1, 1, 0, 0, 1)),
        (rs, i) -> rs.getObject(i, java.time.LocalDateTime.class)));
    t.add(new TypeCase("timestamptz", (ps, i) -> ps.setObject(i,
        java.time.OffsetDateTime.of(2024, 6, 30, 22, 0, 0, 500000000, java.time.ZoneOffset.ofHours(2))),
        (rs, i) -> rs.getObject(i, java.time.OffsetDateTime.class)));
    t.add(new TypeCase("timestamptz", (ps, i) -> ps.setTimestamp(i, Timestamp.valueOf("2000-01-01 00:00:00")),
        (rs, i) -> rs.getTimestamp(i)));
    t.add(new TypeCase("uuid", (ps, i) -> ps.setObject(i, UUID.fromString("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11")),
        (rs, i) -> rs.getObject(i)));
    t.add(new TypeCase("int4[]", (ps, i) -> ps.setArray(i, c.createArrayOf("int4", new Integer[] {1, null, -3})),
        (rs, i) -> rs.getArray(i)));
    t.add(new TypeCase("text[]", (ps, i) -> ps.setArray(i, c.createArrayOf("text", new String[] {"a", "b c", "\"q\"", null})),
        (rs, i) -> rs.getArray(i)));
    t.add(new TypeCase("int8[]", (ps, i) -> ps.setObject(i, new long[] {9000000000L, 0}), (rs, i) -> rs.getArray(i)));
    t.add(new TypeCase("float8[]", (ps, i) -> ps.setObject(i, new double[] {1.5, -0.25}), (rs, i) -> rs.getArray(i)));
    t.add(new TypeCase("int4", (ps, i) -> ps.setNull(i, Types.INTEGER), (rs, i) -> rs.getObject(i)));
    t.add(new TypeCase("text", (ps, i) -> ps.setNull(i, Types.VARCHAR), (rs, i) -> rs.getObject(i)));
    return t;
  }

  // Each type through "SELECT ?::type" and through an INSERT ... RETURNING-free round trip in a
  // table column, executed `times` times on one PreparedStatement, so that with
  // prepareThreshold=5 the later executions are named statements with binary results.
  static void roundTrips(String props, int times) throws SQLException {
    try (Connection c = connect(props)) {
      exec(c, "DROP TABLE IF EXISTS jdbc_rt");
      int n = 0;
      for (TypeCase tc : typeCases(c)) {
        n++;
        StringBuilder line = new StringBuilder("  " + n + " " + tc.type + ":");
        String prev = null;
        try (PreparedStatement ps = c.prepareStatement("SELECT ?::" + tc.type + " AS v, ?::" + tc.type + " IS NULL")) {
          for (int k = 1; k <= times; k++) {
            tc.bind.bind(ps, 1);
            tc.bind.bind(ps, 2);
            try (ResultSet rs = ps.executeQuery()) {
              rs.next();
              // a binary bytea's getString is the byte[]'s identity hash: not printed
              String str = tc.type.equals("bytea") ? "" : " str=" + rs.getString(1);
              String now = show(tc.get.get(rs, 1)) + str + " obj=" + show(rs.getObject(1))
                  + " null=" + rs.getString(2) + " meta=" + rs.getMetaData().getColumnTypeName(1)
                  + "/" + rs.getMetaData().getColumnType(1);
              if (!now.equals(prev)) line.append(" [").append(k).append("] ").append(now);
              prev = now;
            }
          }
        } catch (SQLException e) {
          line.append(" error: ").append(describe(e));
        }
        System.out.println(line);
      }
      exec(c, "CREATE TABLE jdbc_rt (i int, v2 int2, v4 int4, v8 int8, f4 float4, f8 float8, n numeric, b bool,"
          + " t text, vc varchar(20), by bytea, d date, tm time, ts timestamp, tz timestamptz, u uuid, ai int4[], at text[])");
      try (PreparedStatement ins = c.prepareStatement("INSERT INTO jdbc_rt VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
           PreparedStatement sel = c.prepareStatement("SELECT * FROM jdbc_rt WHERE i = ?")) {
        for (int k = 1; k <= times; k++) {
          ins.setInt(1, k);
          ins.setShort(2, (short) k);
          ins.setInt(3, -k);
          ins.setLong(4, 1L << (30 + k));
          ins.setFloat(5, k / 4.0f);
          ins.setDouble(6, k / 3.0);
          ins.setBigDecimal(7, new BigDecimal("1.5").pow(k));
          ins.setBoolean(8, k % 2 == 0);
          ins.setString(9, "row " + k);
          ins.setString(10, "v" + k);
          ins.setBytes(11, new byte[] {(byte) k, (byte) (200 + k)});
          ins.setObject(12, java.time.LocalDate.of(2020, 1, k));
          ins.setObject(13, java.time.LocalTime.of(k, k, k));
          ins.setObject(14, java.time.LocalDateTime.of(2020, 1, k, k, 0, 0, k * 1000));
          ins.setObject(15, java.time.OffsetDateTime.of(2020, 1, k, 12, 0, 0, 0, java.time.ZoneOffset.ofHours(-k)));
          ins.setObject(16, new UUID(k, -k));
          ins.setArray(17, c.createArrayOf("int4", new Integer[] {k, k * k}));
          ins.setArray(18, c.createArrayOf("text", new String[] {"x" + k, null}));
          System.out.println("  insert " + k + ": " + ins.executeUpdate());
        }
        for (int k = 1; k <= times; k++) {
          sel.setInt(1, k);
          try (ResultSet rs = sel.executeQuery()) {
            ResultSetMetaData md = rs.getMetaData();
            while (rs.next()) {
              StringBuilder b = new StringBuilder("  select " + k + ":");
              for (int i = 1; i <= md.getColumnCount(); i++)
                b.append(" ").append(md.getColumnName(i)).append('=').append(show(rs.getObject(i)));
              b.append(" | ts=").append(rs.getObject(14, java.time.LocalDateTime.class));
              b.append(" tz=").append(rs.getObject(15, java.time.OffsetDateTime.class));
              b.append(" d=").append(rs.getObject(12, java.time.LocalDate.class));
              System.out.println(b);
            }
          }
        }
      }
      exec(c, "DROP TABLE jdbc_rt");
    }
  }

  public static void main(String[] args) throws Exception {
    url = "jdbc:postgresql://127.0.0.1:" + args[0] + "/postgres";

    section("connect", () -> {
      try (Connection c = connect("")) {
        DatabaseMetaData md = c.getMetaData();
        System.out.println("  product " + md.getDatabaseProductName() + " major " + md.getDatabaseMajorVersion());
        System.out.println("  driver " + md.getDriverName() + " " + md.getDriverVersion());
        System.out.println("  user " + md.getUserName() + " catalog " + c.getCatalog() + " schema " + c.getSchema());
        System.out.println("  autocommit " + c.getAutoCommit() + " isolation " + c.getTransactionIsolation()
            + " readonly " + c.isReadOnly() + " valid " + c.isValid(5));
        System.out.println("  identifier quote " + md.getIdentifierQuoteString()
            + " supports savepoints " + md.supportsSavepoints());
        query(c, "SHOW client_encoding");
        query(c, "SHOW DateStyle");
        query(c, "SHOW extra_float_digits");
        query(c, "SHOW standard_conforming_strings");
        query(c, "SELECT current_user, current_database(), current_schema()");
      }
    });

    section("setup", () -> {
      try (Connection c = connect("")) {
        exec(c, "DROP VIEW IF EXISTS jdbc_view");
        exec(c, "DROP TABLE IF EXISTS jdbc_child, jdbc_parent, jdbc_batch, jdbc_copy, jdbc_tx");
        exec(c, "CREATE TABLE jdbc_parent (id int PRIMARY KEY, name varchar(40) NOT NULL,"
            + " price numeric(10,2), made date, note text, UNIQUE (name))");
        exec(c, "CREATE TABLE jdbc_child (a int, b int, parent int,"
            + " weight float8, flag boolean, PRIMARY KEY (b, a))");
        exec(c, "CREATE INDEX jdbc_child_w ON jdbc_child (weight DESC, flag)");
        exec(c, "CREATE VIEW jdbc_view AS SELECT id, name FROM jdbc_parent");
        System.out.println("  done");
      }
    });

    section("DatabaseMetaData", () -> {
      try (Connection c = connect("")) {
        DatabaseMetaData md = c.getMetaData();
        System.out.println(" getTables TABLE,VIEW jdbc_%");
        dump(md.getTables(null, "public", "jdbc_%", new String[] {"TABLE", "VIEW"}));
        System.out.println(" getTables all types jdbc_p%");
        dump(md.getTables(null, null, "jdbc_p%", null));
        System.out.println(" getColumns jdbc_parent");
        dump(md.getColumns(null, "public", "jdbc_parent", "%"));
        System.out.println(" getColumns jdbc_child");
        dump(md.getColumns(null, "public", "jdbc_child", "%"));
        System.out.println(" getSchemas");
        dump(md.getSchemas(null, "p%"));
        System.out.println(" getImportedKeys jdbc_child");
        dump(md.getImportedKeys(null, "public", "jdbc_child"));
      }
    });

    section("getPrimaryKeys", () -> {
      try (Connection c = connect("")) {
        DatabaseMetaData md = c.getMetaData();
        System.out.println(" jdbc_parent");
        dump(md.getPrimaryKeys(null, "public", "jdbc_parent"));
        System.out.println(" jdbc_child");
        dump(md.getPrimaryKeys(null, "public", "jdbc_child"));
      }
    });

    section("getIndexInfo", () -> {
      try (Connection c = connect("")) {
        DatabaseMetaData md = c.getMetaData();
        System.out.println(" jdbc_parent");
        dump(md.getIndexInfo(null, "public", "jdbc_parent", false, false));
        System.out.println(" jdbc_child unique only");
        dump(md.getIndexInfo(null, "public", "jdbc_child", true, false));
        System.out.println(" jdbc_child");
        dump(md.getIndexInfo(null, "public", "jdbc_child", false, false));
      }
    });

    section("ResultSetMetaData", () -> {
      try (Connection c = connect("");
           PreparedStatement ps = c.prepareStatement("SELECT id, name, price, id + 1 AS expr FROM jdbc_parent")) {
        ResultSetMetaData md = ps.getMetaData();
        for (int i = 1; i <= md.getColumnCount(); i++)
          System.out.println("  " + i + " " + md.getColumnName(i) + " table=" + md.getTableName(i)
              + " type=" + md.getColumnTypeName(i) + "/" + md.getColumnType(i) + " nullable=" + md.isNullable(i)
              + " autoinc=" + md.isAutoIncrement(i) + " precision=" + md.getPrecision(i) + " scale=" + md.getScale(i)
              + " class=" + md.getColumnClassName(i));
        ParameterMetaData pm = c.prepareStatement("SELECT * FROM jdbc_parent WHERE id = ? AND name = ?").getParameterMetaData();
        for (int i = 1; i <= pm.getParameterCount(); i++)
          System.out.println("  param " + i + " " + pm.getParameterTypeName(i) + "/" + pm.getParameterType(i));
      }
    });

    section("types prepareThreshold=1 (binary from the first execution)", () -> roundTrips("?prepareThreshold=1", 2));
    section("types prepareThreshold=5 (default), 7 executions", () -> roundTrips("", 7));
    section("types prepareThreshold=0 (never named)", () -> roundTrips("?prepareThreshold=0", 2));

    for (String props : new String[] {"", "?reWriteBatchedInserts=true"}) {
      section("batch " + props, () -> {
        try (Connection c = connect(props)) {
          exec(c, "DROP TABLE IF EXISTS jdbc_batch");
          exec(c, "CREATE TABLE jdbc_batch (id int PRIMARY KEY, label text, amount numeric)");
          try (PreparedStatement ps = c.prepareStatement("INSERT INTO jdbc_batch (id, label, amount) VALUES (?, ?, ?)")) {
            for (int i = 1; i <= 250; i++) {
              ps.setInt(1, i);
              ps.setString(2, "label " + i);
              ps.setBigDecimal(3, new BigDecimal(i).movePointLeft(2));
              ps.addBatch();
            }
            System.out.println("  counts " + Arrays.toString(Arrays.copyOf(ps.executeBatch(), 5)) + "...");
          }
          try (Statement st = c.createStatement()) {
            st.addBatch("UPDATE jdbc_batch SET amount = amount * 2 WHERE id <= 10");
            st.addBatch("DELETE FROM jdbc_batch WHERE id > 240");
            st.addBatch("INSERT INTO jdbc_batch VALUES (1000, 'x', 1)");
            System.out.println("  statement counts " + Arrays.toString(st.executeBatch()));
          }
          query(c, "SELECT count(*), sum(amount), min(label), max(id) FROM jdbc_batch");
          try (PreparedStatement ps = c.prepareStatement("INSERT INTO jdbc_batch VALUES (?, ?, ?)")) {
            for (int i : new int[] {2000, 2001, 5, 2002}) {
              ps.setInt(1, i);
              ps.setString(2, "dup");
              ps.setNull(3, Types.NUMERIC);
              ps.addBatch();
            }
            ps.executeBatch();
            System.out.println("  no error for the duplicate");
          } catch (BatchUpdateException e) {
            System.out.println("  BatchUpdateException " + e.getSQLState() + " counts " + Arrays.toString(e.getUpdateCounts()));
            SQLException next = e.getNextException();
            System.out.println("  next: " + (next == null ? "none" : describe(next)));
          }
          query(c, "SELECT count(*) FROM jdbc_batch WHERE id >= 2000");
        }
      });
    }

    section("transactions", () -> {
      try (Connection c = connect("")) {
        exec(c, "DROP TABLE IF EXISTS jdbc_tx");
        exec(c, "CREATE TABLE jdbc_tx (v int)");
        c.setAutoCommit(false);
        exec(c, "INSERT INTO jdbc_tx VALUES (1)");
        c.commit();
        exec(c, "INSERT INTO jdbc_tx VALUES (2)");
        c.rollback();
        exec(c, "INSERT INTO jdbc_tx VALUES (3)");
        Savepoint sp = c.setSavepoint("before_four");
        exec(c, "INSERT INTO jdbc_tx VALUES (4)");
        c.rollback(sp);
        Savepoint anon = c.setSavepoint();
        exec(c, "INSERT INTO jdbc_tx VALUES (5)");
        c.releaseSavepoint(anon);
        Savepoint sp2 = c.setSavepoint("err");
        expectError(c, "INSERT INTO jdbc_tx VALUES ('six')");
        expectError(c, "SELECT 1");
        c.rollback(sp2);
        exec(c, "INSERT INTO jdbc_tx VALUES (7)");
        c.commit();
        query(c, "SELECT v FROM jdbc_tx ORDER BY v");
        c.commit();
        c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
        query(c, "SHOW transaction_isolation");
        c.rollback();
        c.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
        c.setAutoCommit(true);
        expectError(c, "COMMIT");
        query(c, "SELECT count(*) FROM jdbc_tx");
      }
    });

    section("read-only transaction", () -> {
      try (Connection c = connect("")) {
        c.setAutoCommit(false);
        c.setReadOnly(true); // pgjdbc's readOnlyMode=transaction: BEGIN READ ONLY
        query(c, "SHOW transaction_read_only");
        expectError(c, "INSERT INTO jdbc_tx VALUES (8)");
        c.rollback();
        c.setReadOnly(false);
        query(c, "SHOW transaction_read_only");
        c.commit();
      }
    });

    section("CopyManager", () -> {
      try (Connection c = connect("")) {
        exec(c, "DROP TABLE IF EXISTS jdbc_copy");
        exec(c, "CREATE TABLE jdbc_copy (id int, name text, at date, amount numeric)");
        CopyManager cm = c.unwrap(PGConnection.class).getCopyAPI();
        StringBuilder data = new StringBuilder();
        for (int i = 1; i <= 1000; i++)
          data.append(i).append('\t').append(i % 7 == 0 ? "\\N" : "name\\t" + i).append('\t')
              .append("2024-03-").append(String.format("%02d", i % 28 + 1)).append('\t').append(i * 0.5).append('\n');
        System.out.println("  copyIn text " + cm.copyIn("COPY jdbc_copy FROM STDIN", new StringReader(data.toString())));
        System.out.println("  copyIn csv " + cm.copyIn("COPY jdbc_copy (id, name) FROM STDIN (FORMAT csv, HEADER)",
            new StringReader("id,name\n2001,\"a,b\"\n2002,\"say \"\"hi\"\"\"\n")));
        StringWriter out = new StringWriter();
        System.out.println("  copyOut " + cm.copyOut("COPY (SELECT * FROM jdbc_copy WHERE id % 100 = 0 OR id > 2000 ORDER BY id) TO STDOUT", out));
        for (String l : out.toString().split("\n")) System.out.println("  | " + l);
        out = new StringWriter();
        System.out.println("  copyOut csv " + cm.copyOut("COPY (SELECT id, name FROM jdbc_copy WHERE id > 2000) TO STDOUT WITH (FORMAT csv, HEADER)", out));
        for (String l : out.toString().split("\n")) System.out.println("  | " + l);
        try {
          cm.copyIn("COPY jdbc_copy FROM STDIN", new StringReader("1\tx\tnot a date\t1\n"));
          System.out.println("  no error for the bad row");
        } catch (SQLException e) {
          System.out.println("  error: " + describe(e));
        }
        query(c, "SELECT count(*), count(name), sum(amount) FROM jdbc_copy");
      }
    });

    section("fetch size (portal suspension)", () -> {
      try (Connection c = connect("")) {
        c.setAutoCommit(false);
        try (Statement st = c.createStatement()) {
          st.setFetchSize(100);
          long sum = 0, rows = 0;
          String last = null;
          try (ResultSet rs = st.executeQuery("SELECT g, 'row ' || g FROM generate_series(1, 25000) g")) {
            while (rs.next()) { rows++; sum += rs.getLong(1); last = rs.getString(2); }
          }
          System.out.println("  statement: rows " + rows + " sum " + sum + " last " + last);
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT id, name FROM jdbc_copy WHERE id > ? ORDER BY id")) {
          ps.setFetchSize(7);
          for (int k = 1; k <= 6; k++) {
            ps.setInt(1, 900 + k);
            int rows = 0; String first = null, last = null;
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) { if (rows++ == 0) first = rs.getString(2); last = rs.getString(2); }
            }
            System.out.println("  prepared " + k + ": rows " + rows + " first " + first + " last " + last);
          }
        }
        // Two open portals read alternately.
        try (Statement a = c.createStatement(); Statement b = c.createStatement()) {
          a.setFetchSize(3); b.setFetchSize(4);
          ResultSet ra = a.executeQuery("SELECT g FROM generate_series(1, 10) g");
          ResultSet rb = b.executeQuery("SELECT g * 10 FROM generate_series(1, 10) g");
          StringBuilder s = new StringBuilder("  interleaved:");
          while (ra.next() && rb.next()) s.append(' ').append(ra.getInt(1)).append('/').append(rb.getInt(1));
          System.out.println(s);
        }
        c.commit();
      }
    });

    section("errors", () -> {
      try (Connection c = connect("")) {
        expectError(c, "SELECT 1/0");
        expectError(c, "SELEC 1");
        expectError(c, "SELECT * FROM jdbc_missing");
        expectError(c, "SELECT nope FROM jdbc_parent");
        expectError(c, "INSERT INTO jdbc_parent (id, name) VALUES (1, 'a'), (1, 'b')");
        expectError(c, "INSERT INTO jdbc_parent (id) VALUES (9)");
        expectError(c, "SELECT 'abc'::int");
        expectError(c, "SELECT 2147483647::int + 1");
        try (PreparedStatement ps = c.prepareStatement("SELECT ?::int")) {
          ps.setString(1, "twelve");
          ps.executeQuery();
          System.out.println("  no error for the bad parameter");
        } catch (SQLException e) {
          System.out.println("  error: " + describe(e));
        }
        c.setAutoCommit(false);
        expectError(c, "SELECT 1/0");
        expectError(c, "SELECT 1");
        c.rollback();
        query(c, "SELECT 'still usable' AS s");
        c.commit();
      }
    });

    section("cleanup", () -> {
      try (Connection c = connect("")) {
        exec(c, "DROP VIEW jdbc_view");
        exec(c, "DROP TABLE jdbc_child, jdbc_parent, jdbc_batch, jdbc_copy, jdbc_tx");
        System.out.println("  done");
      }
    });
    System.out.println("done");
  }
}
