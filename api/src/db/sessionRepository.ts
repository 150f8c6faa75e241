import { sql, type Kysely, type Transaction } from 'kysely';
import { type Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface SessionUserRow {
  id: string;
  email: string;
  full_name: string | null;
  picture_url: string | null;
  created_at: Date;
  last_seen_at: Date;
}

export async function insertSession(
  db: Db,
  row: { tokenHash: Buffer; userId: string; now: Date; userAgent: string | null; ip: string | null; identityKey: Buffer; identityKeyExpiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      created_at: row.now,
      last_seen_at: row.now,
      user_agent: row.userAgent,
      ip: row.ip,
      identity_key: row.identityKey,
      identity_key_expires_at: row.identityKeyExpiresAt,
    })
    .execute();
}

export interface SessionWindow {
  now: Date;
  /** Sessions last seen before this are idle-expired. */
  idleCutoff: Date;
  /** Sessions created before this are past their absolute lifetime. */
  absoluteCutoff: Date;
  /** last_seen_at is only rewritten when older than this (a write per request would churn rows). */
  bumpCutoff: Date;
}

/**
 * Validates a session and records activity in one statement, keyed on the
 * token hash. The update runs only when the session is valid and last seen
 * more than the bump interval ago; the select sees the row as it was.
 */
export async function findLiveSession(db: Kysely<Database>, tokenHash: Buffer, window: SessionWindow): Promise<SessionUserRow | undefined> {
  const { now, idleCutoff, absoluteCutoff, bumpCutoff } = window;
  const result = await sql<SessionUserRow>`
    with bumped as (
      update sessions set last_seen_at = ${now}
      where token_hash = ${tokenHash}
        and last_seen_at > ${idleCutoff} and created_at > ${absoluteCutoff}
        and last_seen_at < ${bumpCutoff}
      returning token_hash
    )
    select u.id, u.email, u.full_name, u.picture_url, s.created_at, s.last_seen_at
    from sessions s
    join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash}
      and s.last_seen_at > ${idleCutoff} and s.created_at > ${absoluteCutoff}
  `.execute(db);
  return result.rows[0];
}

export interface EndedSession {
  userId: string;
  /** Null for sessions made before identity tokens were bound to them. */
  identityKey: Buffer | null;
  identityKeyExpiresAt: Date | null;
}

export async function deleteSession(db: Db, tokenHash: Buffer): Promise<EndedSession | undefined> {
  const row = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', tokenHash)
    .returning(['user_id', 'identity_key', 'identity_key_expires_at'])
    .executeTakeFirst();
  return row && { userId: row.user_id, identityKey: row.identity_key, identityKeyExpiresAt: row.identity_key_expires_at };
}

/** Removes sessions that can no longer be valid. */
export async function deleteExpiredSessions(db: Kysely<Database>, window: Pick<SessionWindow, 'idleCutoff' | 'absoluteCutoff'>): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<=', window.idleCutoff), eb('created_at', '<=', window.absoluteCutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
