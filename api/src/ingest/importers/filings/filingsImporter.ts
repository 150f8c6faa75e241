import { type Transaction } from 'kysely';
import { recordAliases } from '../../../db/companyAliasRepository';
import {
  filingByDocument,
  filingsOfReport,
  insertFiling,
  replaceShareholding,
  replaceStatements,
  setCurrentFiling,
  updateFiling,
  type NewFiling,
  type StoredFiling,
} from '../../../db/filingRepository';
import { type Database } from '../../../db/schema';
import { type ParsedFiling } from '../../formats/filings';
import { uploadedOn } from '../../formats/filings/filedAt';
import { countRow, emptyCounts, type WriteOutcome, type WriteRows } from '../importTypes';
import { matchFilingCompany } from './filingCompany';
import { compareFiled, currentOf } from './filingRevisions';
import { learnedAliases } from './learnedAliases';
import { reconcileSpanLengths } from './reconcileSpans';
import { shareholdingRow, statementRows } from './filingRows';

/**
 * One exchange filing (a results document or a shareholding pattern): found
 * its company, stored with its source, its statements or holdings written,
 * its period's revisions settled, and — for results — the lengths of the
 * company's years of that basis checked against its quarters. A document
 * already stored with the same bytes changes nothing. See ../../README.md.
 */
export const writeFiling: WriteRows<ParsedFiling> = async (trx, parsed, context) => {
  const { filing } = parsed;
  const counts = emptyCounts('filings');
  const match = await matchFilingCompany(trx, filing.identity, context.options.company);
  if ('skip' in match) return { parts: [counts], skipped: [{ line: 0, reason: match.skip }], notes: [], affected: [] };

  const companyId = match.company.id;
  const notes = [`Matched to ${match.company.name} (${match.company.code || match.company.isin}) ${match.how}`, ...match.notes, ...filing.notes];
  const stored = await filingByDocument(trx, companyId, filing.document);
  const row = filingRow(companyId, parsed);
  const details = emptyCounts(filing.kind === 'results' ? 'statements' : 'shareholding');
  if (countRow(counts, stored, stored?.content_hash === parsed.contentHash)) {
    details.unchanged = filing.kind === 'results' ? statementRows(filing).length : 1;
    return { parts: [counts, details], skipped: [], notes, affected: [] };
  }

  const id = stored === undefined ? await insertFiling(trx, row) : (await updateFiling(trx, stored.id, row), stored.id);
  if (filing.kind === 'results') {
    const rows = statementRows(filing);
    details[stored === undefined ? 'added' : 'updated'] += rows.length;
    await replaceStatements(trx, id, rows);
  } else {
    details[stored === undefined ? 'added' : 'updated'] += 1;
    await replaceShareholding(trx, shareholdingRow(id, filing));
  }
  notes.push(...(await settleRevisions(trx, id, row, stored)));
  if (filing.kind === 'results') notes.push(...(await reconcileSpanLengths(trx, companyId, filing.basis)));
  const aliases = learnedAliases(match, filing.identity, filing.document, context.today);
  if ((await recordAliases(trx, aliases)) > 0) notes.push(`Recorded as former identifiers of the company: ${aliases.map((alias) => alias.value).join(', ')}`);
  return { parts: [counts, details], skipped: [], notes, affected: [companyId] } satisfies WriteOutcome;
};

function filingRow(companyId: string, parsed: ParsedFiling): NewFiling {
  const { filing } = parsed;
  const common = {
    company_id: companyId,
    kind: filing.kind,
    document: filing.document,
    content_hash: parsed.contentHash,
    filed_at: filing.filedAt?.value ?? null,
    uploaded_on: uploadedOn(filing.document),
    notes: filing.notes,
  };
  if (filing.kind === 'shareholding') {
    return {
      ...common,
      taxonomy: null,
      basis: null,
      reporting: null,
      period_end: filing.asOf,
      financial_year_start: null,
      financial_year_end: null,
      audited: null,
    };
  }
  return {
    ...common,
    taxonomy: filing.taxonomy,
    basis: filing.basis,
    reporting: filing.reporting,
    period_end: filing.quarter?.end ?? filing.financialYear.end,
    financial_year_start: filing.financialYear.start,
    financial_year_end: filing.financialYear.end,
    audited: filing.audited,
  };
}

/**
 * The latest filing of a period is current; the others stay, pointing at it. A document imported again
 * with another period or basis (a corrected one) leaves its old period to be settled too. Returns what a
 * person should know.
 */
async function settleRevisions(trx: Transaction<Database>, id: number, row: NewFiling, previous: StoredFiling | undefined): Promise<string[]> {
  if (previous !== undefined && (String(previous.period_end).slice(0, 10) !== row.period_end || previous.basis !== row.basis)) {
    await settleReport(trx, { companyId: row.company_id, kind: row.kind, basis: previous.basis, periodEnd: String(previous.period_end).slice(0, 10) });
  }
  const settled = await settleReport(trx, { companyId: row.company_id, kind: row.kind, basis: row.basis ?? null, periodEnd: row.period_end });
  if (settled === null || settled.replaced.length === 0) return [];
  const { current, replaced, filings } = settled;
  const describe = (filing: StoredFiling): string => `${filing.document}${filing.filed_at === null ? '' : ` (filed ${filing.filed_at.replace('T', ' ')})`}`;
  if (current.id === id) return [`A revision: replaces ${replaced.map(describe).join(', ')} for the period to ${row.period_end}; the earlier filing is kept`];
  const newer = filings.filter((filing) => compareFiled(filing, filings.find((candidate) => candidate.id === id)!) > 0);
  return [
    `An earlier version: ${describe(newer.at(-1) ?? current)} was filed later for the period to ${row.period_end} ` +
      'and stays current; this one is kept beside it',
  ];
}

type SettledFiling = StoredFiling & { filedAt: string | null; uploadedOn: string | null };

/** Makes the latest filing of one report current and points the others at it; null when the report has none left. */
async function settleReport(
  trx: Transaction<Database>,
  report: Parameters<typeof filingsOfReport>[1],
): Promise<{ current: SettledFiling; replaced: SettledFiling[]; filings: SettledFiling[] } | null> {
  const filings = (await filingsOfReport(trx, report)).map((filing) => ({
    ...filing,
    filedAt: filing.filed_at,
    uploadedOn: filing.uploaded_on === null ? null : String(filing.uploaded_on).slice(0, 10),
  }));
  if (filings.length === 0) return null;
  const { current, replaced } = currentOf(filings);
  await setCurrentFiling(
    trx,
    current.id,
    replaced.map((filing) => filing.id),
  );
  return { current, replaced, filings };
}
