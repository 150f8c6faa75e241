import pg from 'pg';
import { type Logger } from '../logger';

export interface DedicatedClientOptions {
  databaseUrl: string;
  /** Shown in pg_stat_activity (application_name) and in the logs. */
  role: 'jobs' | 'listen';
  logger: Logger;
  /** Connecting or a query taking longer than this fails. */
  timeoutMs?: number;
  /** Called when the connection fails or ends, whoever ended it. */
  onLost: () => void;
}

/**
 * One connection of its own, outside the Kysely pool: a session-level lock or
 * a LISTEN lives exactly as long as it, and ending it surely frees them (a
 * pooled connection handed back would keep them for its next borrower). No
 * search_path is needed: callers pass the schema explicitly.
 */
export interface DedicatedClient {
  client: pg.Client;
  /** Its backend's process id (pg_backend_pid()): for the logs, and for tests that terminate it. */
  pid: number;
}

export async function openDedicatedClient(options: DedicatedClientOptions): Promise<DedicatedClient> {
  const { databaseUrl, role, logger, timeoutMs = 5000, onLost } = options;
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: `conviction-api-${role}`,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    // Notices a vanished server (a pulled cable, a paused VM) on an otherwise silent connection.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  let lost = false;
  const lose = (): void => {
    if (lost) return;
    lost = true;
    onLost();
  };
  // Without an error listener an idle client's failure would crash the process.
  client.on('error', (error) => {
    logger.debug({ err: error, role }, 'PostgreSQL: a dedicated connection failed');
    lose();
  });
  client.on('end', lose);
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return { client, pid: rows[0]?.pid ?? 0 };
  } catch (error) {
    lost = true; // the caller learns of it from the rejection
    await client.end().catch(() => undefined);
    throw error;
  }
}

/** Ends the connection; never throws (it may be dead already). */
export async function closeQuietly(connection: DedicatedClient | undefined): Promise<void> {
  await connection?.client.end().catch(() => undefined);
}
