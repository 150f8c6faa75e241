import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The v2 research answer beside v1's payload, as the exact text the engine's
 * JSON.stringify wrote: `text`, not jsonb, which reorders keys and adds spaces
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md). Nullable: rows
 * stored before it have none, and the next refresh fills them in ('missing_v2').
 */
export const researchV2: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table analyses add column research_v2 text`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table analyses drop column if exists research_v2`.execute(db);
  },
};
