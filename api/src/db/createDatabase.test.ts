import { sql } from 'kysely';
import pino from 'pino';
import { createDatabase, DatabaseOpenError, redactUrl } from './createDatabase';
import { isDatabaseUnavailable } from './errors';
import { pingDatabase } from './readiness';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from './testing/testDatabases';

/** What a typical row looks like to the app, identical on both engines. */
const EXPECTED_TYPES = {
  count: 'number',
  int_sum: 'number',
  float_sum: 'number',
  average: 'number',
  literal_numeric: 'number',
  day: 'string',
  moment: 'Date',
  bytes: 'Buffer',
  document: 'object',
  flag: 'boolean',
  uuid: 'string',
} as const;

function typeOf(value: unknown): string {
  if (value instanceof Date) return 'Date';
  if (Buffer.isBuffer(value)) return 'Buffer';
  return typeof value;
}

const resultsByEngine = new Map<string, unknown>();

describe.each(testDatabases())('database access on $name', ({ name, open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it(`reports its kind`, () => {
    expect(database.kind).toBe(name);
  });

  it('returns int8, numeric, date, timestamptz, bytea and jsonb as the same JavaScript types', async () => {
    const { rows } = await sql<Record<keyof typeof EXPECTED_TYPES, unknown>>`
      select count(*) as count,
             sum(x) as int_sum,
             sum(x::double precision) as float_sum,
             avg(x) as average,
             12.50::numeric(10, 2) as literal_numeric,
             date '2026-03-31' as day,
             timestamptz '2026-11-20 10:15:00+05:30' as moment,
             '\\x00ff10'::bytea as bytes,
             '{"a": [1, 2.5, "x"], "b": null}'::jsonb as document,
             true as flag,
             '6f1c2d3e-0000-4000-8000-000000000001'::uuid as uuid
      from (values (1), (2), (4)) as t(x)
    `.execute(database.db);
    const row = rows[0]!;
    expect(Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeOf(value)]))).toEqual(EXPECTED_TYPES);
    const values = {
      ...row,
      moment: (row.moment as Date).toISOString(),
      bytes: [...(row.bytes as Buffer)],
    };
    expect(values).toEqual({
      count: 3,
      int_sum: 7,
      float_sum: 7,
      average: 7 / 3,
      literal_numeric: 12.5,
      day: '2026-03-31',
      moment: '2026-11-20T04:45:00.000Z',
      bytes: [0, 255, 16],
      document: { a: [1, 2.5, 'x'], b: null },
      flag: true,
      uuid: '6f1c2d3e-0000-4000-8000-000000000001',
    });
    resultsByEngine.set(name, values);
  });

  it('round-trips table rows with the declared types', async () => {
    const { db } = database;
    const user = await db
      .insertInto('users')
      .values({ email: `types-${name}@example.com`, full_name: 'Asha Rao', picture_url: null, premium_until: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: `types-${name}@example.com`,
      full_name: 'Asha Rao',
      picture_url: null,
      companies_used: 0,
      premium_until: null,
      created_at: expect.any(Date),
      tokens_valid_after: null,
    });
    const hash = Buffer.alloc(32, 7);
    await db.insertInto('sessions').values({ token_hash: hash, user_id: user.id, user_agent: 'jest', ip: '127.0.0.1' }).execute();
    const session = await db.selectFrom('sessions').selectAll().where('token_hash', '=', hash).executeTakeFirstOrThrow();
    expect(Buffer.isBuffer(session.token_hash) && session.token_hash.equals(hash)).toBe(true);
    expect(session.last_seen_at).toBeInstanceOf(Date);

    await db.insertInto('companies').values({ id: 'demo:9001', name: 'Types Check Ltd', listing_date: '2001-02-03', is_demo: true }).execute();
    const company = await db.selectFrom('companies').selectAll().where('id', '=', 'demo:9001').executeTakeFirstOrThrow();
    expect(company).toMatchObject({ code: '', isin: null, listing_date: '2001-02-03', is_demo: true, kind: 'industrial', kind_source: 'default' });
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    // on delete cascade
    expect(await db.selectFrom('sessions').select('user_id').where('token_hash', '=', hash).executeTakeFirst()).toBeUndefined();
  });

  it('reports affected rows for updates and deletes', async () => {
    const result = await database.db.updateTable('companies').set({ sector: 'Cement' }).where('id', '=', 'demo:9001').executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
    const deleted = await database.db.deleteFrom('companies').where('id', '=', 'demo:9001').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it('rolls back a failed transaction completely', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('companies').values({ id: 'demo:9002', name: 'Rolled Back Ltd' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await database.db.selectFrom('companies').select('id').where('id', '=', 'demo:9002').executeTakeFirst()).toBeUndefined();
  });

  it('keeps an open transaction invisible to other callers until it commits', async () => {
    let proceed!: () => void;
    const gate = new Promise<void>((resolve) => (proceed = resolve));
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('companies').values({ id: 'demo:9003', name: 'Pending Ltd' }).execute();
      inserted();
      await gate;
    });
    await insertedSignal;
    let seen: number | undefined;
    const outside = database.db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', '=', 'demo:9003')
      .executeTakeFirstOrThrow()
      .then((row) => (seen = row.n));
    if (name === 'pglite') {
      // PGlite has one connection: the outside read waits its turn behind the open transaction.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toBeUndefined();
    } else {
      // PostgreSQL: another connection reads the committed state (0) without waiting for the
      // transaction, so it is awaited before the commit; a slow pool on a loaded machine cannot race it.
      await outside;
    }
    proceed();
    await transaction;
    await outside;
    const after = await database.db.selectFrom('companies').select('id').where('id', '=', 'demo:9003').execute();
    expect(after).toHaveLength(1);
    expect(seen === 0 || seen === 1).toBe(true);
    if (name === 'pglite') expect(seen).toBe(1);
    else expect(seen).toBe(0);
    await database.db.deleteFrom('companies').where('id', '=', 'demo:9003').execute();
  });

  it('answers the readiness ping', async () => {
    await expect(pingDatabase(database.db)).resolves.toBeUndefined();
  });

  // Last: closes the shared database.
  it('after close(), rejects queries with an error that counts as "database unavailable"', async () => {
    await database.close();
    await database.close(); // idempotent
    const error = await sql`select 1`.execute(database.db).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(true);
    await expect(pingDatabase(database.db)).rejects.toBeDefined();
  });
});

describe('the engines agree', () => {
  it('returned identical values and types', () => {
    const engines = testDatabases().map((engine) => engine.name);
    if (engines.length < 2) return; // PostgreSQL not configured locally (CI always has it)
    expect(resultsByEngine.get('postgres')).toEqual(resultsByEngine.get('pglite'));
  });
});

describe('PostgreSQL connection hygiene', () => {
  const url = process.env.TEST_DATABASE_URL;
  const itWithPostgres = url ? it : it.skip;

  itWithPostgres('survives the server killing a connection in the middle of a transaction', async () => {
    const [, postgres] = testDatabases();
    const database = await postgres!.open({ migrate: false });
    try {
      // The backend dies while Kysely holds the client for the transaction: without an
      // error listener on checked-out clients this crashes the process.
      const failure = await database.db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
        })
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      expect(failure).toBeDefined();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // The pool replaced the broken client.
      await expect(pingDatabase(database.db, 2000)).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });

  itWithPostgres('refuses to start, naming the host but not the password, when nothing listens', async () => {
    const logger = pino({ level: 'silent' });
    const error = await createDatabase({ databaseUrl: 'postgres://app:hunter2@127.0.0.1:1/none', logger }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toMatch(/^Cannot reach PostgreSQL at postgres:\/\/app@127\.0\.0\.1:1\/none: .*ECONNREFUSED/);
    expect((error as Error).message).not.toContain('hunter2');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe('redactUrl', () => {
  it('drops the password and query string', () => {
    expect(redactUrl('postgres://app:s3cret@db.internal:5432/conviction?sslpassword=x')).toBe('postgres://app@db.internal:5432/conviction');
    expect(redactUrl('nonsense')).toBe('(unparseable DATABASE_URL)');
  });
});
