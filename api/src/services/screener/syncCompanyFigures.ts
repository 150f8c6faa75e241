import { type Kysely } from 'kysely';
import { deleteOrphanFigures, listStaleFigureCompanies, loadFigureInputs, upsertCompanyFigures } from '../../db/companyFiguresRepository';
import { type Database } from '../../db/schema';
import { computeCompanyFigures } from './companyFigures';

/**
 * Keeps company_figures (docs/screener.md, 'API and the figures table') in step
 * with the stored analyses, as company_peer_figures is: only companies whose
 * analysis key (engine version and data fingerprint, which covers prices,
 * share counts, the 52-week range and shareholding) differs from the row's are
 * recomputed, so an unchanged universe costs one comparison of short keys.
 * Returns how many rows were (re)written.
 */
export async function syncCompanyFigures(
  db: Kysely<Database>,
  now: Date,
  options: { companyIds?: readonly string[]; batchSize?: number } = {},
): Promise<number> {
  const { companyIds, batchSize = 200 } = options;
  const stale = await listStaleFigureCompanies(db, companyIds);
  let written = 0;
  for (let start = 0; start < stale.length; start += batchSize) {
    const loaded = await loadFigureInputs(db, stale.slice(start, start + batchSize));
    const rows = loaded.map(({ companyId, analysisKey, input }) => {
      const { values, series } = computeCompanyFigures(input);
      return { ...values, company_id: companyId, analysis_key: analysisKey, updated_at: now, series: series === null ? null : JSON.stringify(series) };
    });
    await upsertCompanyFigures(db, rows);
    written += rows.length;
  }
  if (companyIds === undefined) await deleteOrphanFigures(db);
  return written;
}
