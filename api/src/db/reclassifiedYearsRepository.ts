import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { inChunks } from './chunked';
import { type Database, type ReclassifiedLine } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A company's year whose balance sheet two exports define differently (api/src/ingest/README.md, 'screener'). */
export interface ReclassifiedYear {
  periodEnd: string;
  lines: ReclassifiedLine[];
}

/** Records (or re-records, with the latest comparison's lines) the years an import found reclassified. */
export async function flagReclassifiedYears(db: Db, companyId: string, years: readonly ReclassifiedYear[], flaggedBy: string): Promise<void> {
  await inChunks(years, 4, (chunk) =>
    db
      .insertInto('reclassified_years')
      .values(chunk.map((year) => ({ company_id: companyId, period_end: year.periodEnd, lines: JSON.stringify(year.lines), flagged_by: flaggedBy })))
      .onConflict((conflict) =>
        conflict.columns(['company_id', 'period_end']).doUpdateSet({
          lines: sql.ref('excluded.lines'),
          flagged_by: sql.ref('excluded.flagged_by'),
          flagged_at: sql`now()`,
        }),
      )
      .execute(),
  );
}

/** A company's reclassified years as a JSON array, oldest first (companyFactsRepository reads it inside its one statement). */
export function reclassifiedYearsJson(companyIdColumn: string): RawBuilder<ReclassifiedYear[] | null> {
  return sql<ReclassifiedYear[] | null>`(select json_agg(json_build_object('periodEnd', r.period_end, 'lines', r.lines) order by r.period_end)
    from reclassified_years r where r.company_id = ${sql.ref(companyIdColumn)})`;
}
