// node_pg_test.js: node-postgres (npm pg 8) against a running Basalt (run by node_pg.sh):
// queries with parameters of the common types, named prepared statements run again and again,
// transactions, and errors with their SQLSTATE. Usage: node node_pg_test.js PORT.
const { Client } = require('pg');
const assert = require('assert');

let failed = false;
async function check(name, fn) {
  try {
    await fn();
    console.log(`ok: ${name}`);
  } catch (e) {
    failed = true;
    console.error(`FAIL: ${name}\n${e.stack}`);
  }
}

async function main() {
  const c = new Client({ host: '127.0.0.1', port: Number(process.argv[2]), user: 'postgres',
                         database: 'postgres' });
  await c.connect();
  await check('parameters round-trip', async () => {
    const r = await c.query(
      'SELECT $1::int4 AS i, $2::int8 AS b, $3::numeric AS n, $4::float8 AS f, $5::bool AS t, ' +
      '$6::text AS s, $7::bytea AS y, $8::timestamptz AS ts, $9::uuid AS u, $10::int4[] AS a, ' +
      '$11::text AS z',
      [42, '1099511627783', '12345678901234567890.5', 2.5, true, "it's", Buffer.from([0, 1, 255]),
       new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 678)), 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
       [1, 2, 3], null]);
    const row = r.rows[0];
    assert.strictEqual(row.i, 42);
    assert.strictEqual(row.b, '1099511627783'); // pg returns int8 and numeric as strings
    assert.strictEqual(row.n, '12345678901234567890.5');
    assert.strictEqual(row.f, 2.5);
    assert.strictEqual(row.t, true);
    assert.strictEqual(row.s, "it's");
    assert.deepStrictEqual(row.y, Buffer.from([0, 1, 255]));
    assert.strictEqual(row.ts.toISOString(), '2024-01-02T03:04:05.678Z');
    assert.strictEqual(row.u, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11');
    assert.deepStrictEqual(row.a, [1, 2, 3]);
    assert.strictEqual(row.z, null);
    assert.deepStrictEqual(r.fields.map((f) => f.dataTypeID), [23, 20, 1700, 701, 16, 25, 17, 1184, 2950, 1007, 25]);
  });
  await check('named prepared statements, executed repeatedly', async () => {
    await c.query('CREATE TABLE np (id int PRIMARY KEY, name text)');
    for (let i = 1; i <= 20; i++)
      await c.query({ name: 'ins', text: 'INSERT INTO np VALUES ($1, $2)', values: [i, `n${i}`] });
    for (let i = 1; i <= 20; i++) {
      const r = await c.query({ name: 'sel', text: 'SELECT name FROM np WHERE id = $1', values: [i] });
      assert.strictEqual(r.rows[0].name, `n${i}`);
    }
    const r = await c.query({ name: 'cnt', text: 'SELECT count(*)::int AS n FROM np', rowMode: 'array' });
    assert.deepStrictEqual(r.rows, [[20]]);
  });
  await check('transactions', async () => {
    await c.query('BEGIN');
    await c.query('DELETE FROM np');
    await c.query('ROLLBACK');
    await c.query('BEGIN');
    await c.query('UPDATE np SET name = $1 WHERE id = $2', ['x', 1]);
    await c.query('COMMIT');
    const r = await c.query('SELECT count(*)::int AS n, min(name) AS m FROM np');
    assert.deepStrictEqual(r.rows[0], { n: 20, m: 'n10' });
  });
  await check('errors with code and fields', async () => {
    await assert.rejects(c.query('INSERT INTO np VALUES ($1, $2)', [1, 'dup']), (e) => {
      assert.strictEqual(e.code, '23505');
      assert.strictEqual(e.detail, 'Key (id)=(1) already exists.');
      assert.strictEqual(e.constraint, 'np_pkey');
      return true;
    });
    await assert.rejects(c.query('SELECT 1/0'), (e) => e.code === '22012' && e.message === 'division by zero');
    const r = await c.query('SELECT 1 AS one'); // the connection is usable after an error
    assert.strictEqual(r.rows[0].one, 1);
  });
  await c.end();
  process.exit(failed ? 1 : 0);
}
main().catch((e) => { console.error(`FAIL: ${e.stack}`); process.exit(1); });
