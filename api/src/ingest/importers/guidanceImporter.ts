import { type Insertable } from 'kysely';
import { GUIDANCE_METRICS } from '../../analysis/types';
import { listRealCompanies } from '../../db/companyImportRepository';
import { insertGuidance } from '../../db/bulkInsert';
import { deleteGuidanceRows, guidanceOf, updateGuidanceRows, type StoredGuidance } from '../../db/guidanceImportRepository';
import { type ManagementGuidanceTable } from '../../db/schema';
import { type GuidanceEntry, type ParseResult } from '../records';
import { companyByReference } from './companyMatcher';
import { describeCompany, firstFew } from './companyRows';
import { ImportRowError } from './importErrors';
import { countRow, emptyCounts, type WriteRows } from './importTypes';

type GuidanceRow = Insertable<ManagementGuidanceTable>;

/**
 * A guidance ledger → management_guidance. The ledger is the whole record for
 * the companies it names: a row it holds is added or updated (matched on
 * company, fiscal year, metric, source and date), and a stored row of those
 * companies it no longer holds is removed. Companies it does not name are
 * untouched. An unknown company stops the file, naming the line.
 */
export const writeGuidance: WriteRows<ParseResult<GuidanceEntry>> = async (trx, parsed, { file }) => {
  const companies = await listRealCompanies(trx);
  const lineOfKey = new Map<string, number>();
  const rows = parsed.rows.map((entry): GuidanceRow => {
    const row = toRow(entry, resolveCompany(companies, entry, file), file);
    const earlier = lineOfKey.get(keyOf(row));
    if (earlier !== undefined)
      throw new ImportRowError({ file, line: entry.line }, `the same company, fiscal year, metric, source and date as line ${earlier}`);
    lineOfKey.set(keyOf(row), entry.line);
    return row;
  });

  const companyIds = [...new Set(rows.map((row) => row.company_id))];
  const stored = new Map<string, StoredGuidance>();
  const removed: StoredGuidance[] = [];
  for (const row of await guidanceOf(trx, companyIds)) {
    if (stored.has(keyOf(row))) removed.push(row);
    else stored.set(keyOf(row), row);
  }

  const counts = emptyCounts('guidance rows');
  const added: GuidanceRow[] = [];
  const updated: Array<GuidanceRow & { id: number }> = [];
  for (const row of rows) {
    const current = stored.get(keyOf(row));
    stored.delete(keyOf(row));
    if (countRow(counts, current, current !== undefined && sameValues(current, row))) continue;
    if (current === undefined) added.push(row);
    else updated.push({ ...row, id: current.id });
  }
  removed.push(...stored.values());
  counts.removed = removed.length;
  await deleteGuidanceRows(
    trx,
    removed.map((row) => row.id),
  );
  await updateGuidanceRows(trx, updated);
  await insertGuidance(trx, added);

  const changed = new Set([...added, ...updated, ...removed].map((row) => row.company_id));
  const named = companies.filter((company) => companyIds.includes(company.id));
  const notes = [`The ledger names ${named.length} company(ies) and is their whole guidance record: ${firstFew(named.map(describeCompany))}`];
  return { parts: [counts], skipped: [...parsed.skipped], notes, affected: changed };
};

function resolveCompany(companies: Parameters<typeof companyByReference>[0], entry: GuidanceEntry, file: string): string {
  const matches = companyByReference(companies, entry.companyRef);
  const location = { file, line: entry.line };
  const [only] = matches;
  if (only === undefined) {
    throw new ImportRowError(location, `unknown company "${entry.companyRef}": no company has this NSE code or ISIN (import the NSE or BSE list first)`);
  }
  if (matches.length > 1)
    throw new ImportRowError(location, `"${entry.companyRef}" matches ${matches.length} companies: ${firstFew(matches.map(describeCompany))}; use the ISIN`);
  return only.id;
}

function toRow(entry: GuidanceEntry, companyId: string, file: string): GuidanceRow {
  if (!(GUIDANCE_METRICS as readonly string[]).includes(entry.metric)) {
    throw new ImportRowError({ file, line: entry.line }, `unknown metric "${entry.metric}" (expected one of ${GUIDANCE_METRICS.join(', ')})`);
  }
  return {
    company_id: companyId,
    fiscal_year: entry.fiscalYear,
    metric: entry.metric,
    guided_value: entry.guidedValue,
    actual: entry.actual,
    statement: entry.statement,
    source: entry.source,
    stated_on: entry.statedOn,
  };
}

/** Which guidance a row is: revised guidance is a new row with its own source or date (see formats/guidance-ledger.md). */
const keyOf = (row: Pick<GuidanceRow, 'company_id' | 'fiscal_year' | 'metric' | 'source' | 'stated_on'>): string =>
  JSON.stringify([row.company_id, row.fiscal_year, row.metric, row.source, row.stated_on ?? null]);

const sameValues = (stored: StoredGuidance, row: GuidanceRow): boolean =>
  stored.guided_value === row.guided_value && stored.actual === row.actual && stored.statement === row.statement;
