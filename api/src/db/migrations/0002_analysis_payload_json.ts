import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Payloads move from jsonb to json. jsonb re-sorts object keys (shortest first),
 * which scrambled the order the report's sections are meant to be read in
 * ('1. Overall Investigation' … '5. 3-10 Year Hold Scenarios', Base/Bull/Bear);
 * json keeps the text exactly as the engine wrote it. Stored analyses are
 * dropped so the next start recomputes them in the right order.
 */
export const analysisPayloadJson: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`delete from analyses`.execute(db);
    await sql`alter table analyses alter column payload type json using payload::text::json`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table analyses alter column payload type jsonb using payload::text::jsonb`.execute(db);
  },
};
