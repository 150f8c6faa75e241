import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { schemaUrl } from './instances';

/**
 * One run's share of the machine's PostgreSQL and Redis: a fresh, empty schema
 * (the instances find it via search_path, as api/src/db/testing/testDatabases
 * does) and a random Redis key prefix. remove() drops both.
 */
export interface RunServices {
  schema: string;
  redisPrefix: string;
  /** Queries inside the run's schema (the tests' view of the shared database). */
  pool: pg.Pool;
  /** The environment every instance of the run gets. */
  instanceEnv: Record<string, string>;
  remove(): Promise<void>;
}

export async function openRunServices(databaseUrl: string, redisUrl: string): Promise<RunServices> {
  const id = randomBytes(5).toString('hex');
  // The start time in the name lets a later run drop what a killed run left behind.
  const schema = `scale_${Math.floor(Date.now() / 1000)}_${id}`;
  const redisPrefix = `conviction-scale-${id}:`;
  await redisCommand(redisUrl, ['PING']).catch((error: unknown) => {
    throw new Error(`Redis at TEST_REDIS_URL does not answer: ${(error as Error).message}`);
  });
  await dropAbandonedSchemas(databaseUrl);
  await adminQuery(databaseUrl, `create schema ${schema}`);
  const pool = new pg.Pool({ connectionString: schemaUrl(databaseUrl, schema), max: 4 });
  pool.on('error', () => undefined); // an instance's outage must not crash the test process
  return {
    schema,
    redisPrefix,
    pool,
    instanceEnv: { DATABASE_URL: schemaUrl(databaseUrl, schema), REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix },
    async remove() {
      await pool.end();
      await adminQuery(databaseUrl, `drop schema if exists ${schema} cascade`);
      await deleteRedisKeys(redisUrl, redisPrefix);
    },
  };
}

/** Schemas of runs started over an hour ago (no run lasts that long): a killed run's leftovers. */
async function dropAbandonedSchemas(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select nspname as name from pg_namespace where nspname ~ '^scale_[0-9]+_[0-9a-f]+$'`);
    const hourAgo = Date.now() / 1000 - 3600;
    for (const { name } of rows) if (Number(name.split('_')[1]) < hourAgo) await client.query(`drop schema if exists ${name} cascade`);
  } finally {
    await client.end();
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Every key under the run's prefix (SCAN, not KEYS, so a shared Redis is never blocked). */
async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = (await redisCommand(redisUrl, ['SCAN', cursor, 'MATCH', `${prefix}*`, 'COUNT', '500'])) as [string, string[]];
    if (keys.length > 0) await redisCommand(redisUrl, ['DEL', ...keys]);
    cursor = next;
  } while (cursor !== '0');
}

type Reply = string | number | null | Reply[];

/**
 * One command on a fresh connection, in RESP. The harness needs only PING,
 * SCAN and DEL; a client library is the Redis work's choice, not the harness's.
 */
export async function redisCommand(redisUrl: string, args: readonly string[]): Promise<Reply> {
  const url = new URL(redisUrl);
  const commands: string[][] = [];
  if (url.password)
    commands.push(url.username ? ['AUTH', decodeURIComponent(url.username), decodeURIComponent(url.password)] : ['AUTH', decodeURIComponent(url.password)]);
  const db = url.pathname.replace('/', '');
  if (db) commands.push(['SELECT', db]);
  commands.push([...args]);
  const socket = net.connect(Number(url.port || 6379), url.hostname.replace(/^\[|\]$/g, ''));
  socket.setTimeout(5000, () => socket.destroy(new Error('timed out')));
  try {
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    socket.write(commands.map(encode).join(''));
    const replies = await readReplies(socket, commands.length);
    const failed = replies.find((reply): reply is Error => reply instanceof Error);
    if (failed) throw failed;
    return replies.at(-1) as Reply;
  } finally {
    socket.destroy();
  }
}

const encode = (command: readonly string[]): string => `*${command.length}\r\n${command.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join('')}`;

function readReplies(socket: net.Socket, count: number): Promise<Array<Reply | Error>> {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('Redis closed the connection')));
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const replies: Array<Reply | Error> = [];
      let offset = 0;
      while (replies.length < count) {
        const parsed = parseReply(buffer, offset);
        if (!parsed) return; // wait for more bytes
        replies.push(parsed.value);
        offset = parsed.end;
      }
      resolve(replies);
    });
  });
}

function parseReply(buffer: Buffer, offset: number): { value: Reply | Error; end: number } | undefined {
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return undefined;
  const type = String.fromCharCode(buffer[offset]!);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const next = lineEnd + 2;
  if (type === '+') return { value: line, end: next };
  if (type === '-') return { value: new Error(`Redis: ${line}`), end: next };
  if (type === ':') return { value: Number(line), end: next };
  if (type === '$') {
    const length = Number(line);
    if (length < 0) return { value: null, end: next };
    if (buffer.length < next + length + 2) return undefined;
    return { value: buffer.toString('utf8', next, next + length), end: next + length + 2 };
  }
  if (type === '*') {
    const items: Reply[] = [];
    let end = next;
    for (let i = 0; i < Number(line); i += 1) {
      const item = parseReply(buffer, end);
      if (!item) return undefined;
      if (item.value instanceof Error) return item;
      items.push(item.value);
      end = item.end;
    }
    return { value: items, end };
  }
  throw new Error(`Unexpected Redis reply type ${type}`);
}
