import { type Transaction } from 'kysely';
import { companiesNamedBy } from '../../../db/companyAliasRepository';
import { listRealCompanies, setCompanyKind, type StoredCompany } from '../../../db/companyImportRepository';
import { quartersOf, upsertQuarters } from '../../../db/financialYearImportRepository';
import { pricesFromSource, upsertPrices } from '../../../db/priceImportRepository';
import { type Database } from '../../../db/schema';
import { kindFromStatements, mayReplace, type KindDecision } from '../../classification/companyKind';
import { type ScreenerWorkbook } from '../../records';
import { describeCompany } from '../companyRows';
import { matchCompany } from '../companyMatcher';
import { type ImportOptions } from '../importOptions';
import { countRow, emptyCounts, type PartCounts, type WriteRows } from '../importTypes';
import { currentPriceRow, latestPeriodEnd, quarterRow, SCREENER_SOURCE, yearEndPriceRows } from './screenerRows';
import { writePeriods } from './writePeriods';

/**
 * One Screener.in export: its annual periods (₹ crore) into financial_years
 * keyed by period end, its quarters into quarterly_results, its year-end and
 * current prices into prices, and — only when nothing stronger classified the
 * company — the lender kind its statements show. See ../../README.md.
 */
export const writeScreener: WriteRows<ScreenerWorkbook> = async (trx, workbook, { file, options }) => {
  const location = { file, cell: 'Data Sheet!B1' };
  const companies = await listRealCompanies(trx);
  // A file named by a symbol NSE has since moved or retired points at the company that had it (company_aliases).
  const named = workbook.codeHint === null ? [] : await companiesNamedBy(trx, 'symbol', workbook.codeHint);
  const formerHolders = companies.filter((company) => named.some((holder) => holder.former && holder.id === company.id));
  const match = matchCompany(companies, { name: workbook.companyName, codeHint: workbook.codeHint, company: options.company, formerHolders }, location);
  const { company } = match;
  const id = company.id;
  const notes = [
    `Matched ${workbook.companyName === null ? 'the nameless sheet' : `"${workbook.companyName}"`} to ${describeCompany(company)} ${match.how}`,
    ...match.notes,
  ];

  const { counts: periods } = await writePeriods(trx, id, workbook, file, options, notes);
  const quarters = await writeQuarters(trx, id, workbook);
  const prices = await writePrices(trx, id, workbook, options, notes);
  const profile = await writeKind(trx, company, workbook, options, notes);

  const short = workbook.periods.filter((period) => period.months < 12).map((period) => period.label);
  if (short.length > 0) notes.push(`Not twelve months long, kept but left out of the analysis's yearly figures: ${short.join(', ')}`);
  // A transition year's length comes from its sales (ingest/formats/screenerPeriods.ts): the analysis annualises it.
  const long = workbook.periods.filter((period) => period.months > 12).map((period) => period.label);
  if (long.length > 0)
    notes.push(
      `Longer than twelve months (its sales are those of the longer period), kept as the year, its flows annualised in the analysis: ${long.join(', ')}`,
    );
  const estimated = workbook.periods.filter((period) => period.capexEstimated).map((period) => period.label);
  if (estimated.length > 0) notes.push(`Capex estimated from net block, CWIP and depreciation for ${estimated.join(', ')}`);
  if (workbook.missingRows.length > 0) notes.push(`Rows not in the Data Sheet (left unknown): ${workbook.missingRows.join(', ')}`);
  notes.push(...workbook.notes);
  const parts: PartCounts[] = [periods, quarters, prices, profile];
  // Flagged years alone do not count: re-importing the same older export flags the same years again,
  // and the engine does not read the flags yet (api/src/ingest/README.md, 'Reclassified years are flagged').
  const changed = parts.some((part) => part.added + part.updated > 0);
  return { parts, skipped: [], notes, affected: changed ? [id] : [] };
};

async function writeQuarters(trx: Transaction<Database>, id: string, workbook: ScreenerWorkbook): Promise<PartCounts> {
  const counts = emptyCounts('quarters');
  const stored = new Map((await quartersOf(trx, id)).map((row) => [row.period_end, row]));
  const writes = workbook.quarters
    .map((quarter) => quarterRow(id, quarter))
    .filter((row) => {
      const before: Record<string, unknown> | undefined = stored.get(row.period_end);
      return !countRow(counts, before, before !== undefined && Object.entries(row).every(([column, value]) => before[column] === value));
    });
  await upsertQuarters(trx, writes);
  return counts;
}

async function writePrices(trx: Transaction<Database>, id: string, workbook: ScreenerWorkbook, options: ImportOptions, notes: string[]): Promise<PartCounts> {
  const counts = emptyCounts('prices');
  const stored = await pricesFromSource(trx, SCREENER_SOURCE, [id]);
  const current = currentPriceRow(id, workbook, options.priceDate);
  // Two exports dated by the same latest period cannot say which was downloaded later: the stored price
  // stays unless --replace, and the note asks for --price-date (issue 29, finding 7).
  const rival = current?.approximate ? stored.find((price) => price.as_of === current.as_of && price.approximate && price.price !== current.price) : undefined;
  const keepStored = rival !== undefined && options.replace !== true;
  const rows = [...yearEndPriceRows(id, workbook.periods), ...(current === null || keepStored ? [] : [current])];
  const writes = rows.filter((row) => {
    const before = stored.find((price) => price.as_of === row.as_of && price.approximate === row.approximate);
    return !countRow(counts, before, before?.price === row.price);
  });
  await upsertPrices(trx, writes);
  if (current !== null && rival !== undefined) {
    notes.push(
      `Another export dated by the same latest period (${current.as_of}) stored a current price of ₹${rival.price}; this one has ₹${current.price}, and neither says which was downloaded later. ` +
        (keepStored
          ? 'The stored price was kept: pass --price-date YYYY-MM-DD to record this one on the day you downloaded it, or --replace to take it'
          : 'This one replaced it, as --replace asked'),
    );
  } else if (current !== null) {
    notes.push(
      current.approximate
        ? `Current price ₹${current.price} dated on or after ${current.as_of} (the export's latest period; it carries no download date: pass --price-date YYYY-MM-DD to record the day you downloaded it)`
        : `Current price ₹${current.price} dated ${current.as_of} (--price-date)`,
    );
  } else if (options.priceDate !== undefined) {
    notes.push('--price-date was given, but the export has no current price');
  }
  if (current?.approximate && latestPeriodEnd(workbook) === null) notes.push('No period end to date the current price by; it was not stored');
  return counts;
}

/** --kind wins and stays; otherwise the statements' structure may classify a company nothing stronger has. */
async function writeKind(
  trx: Transaction<Database>,
  company: StoredCompany,
  workbook: ScreenerWorkbook,
  options: ImportOptions,
  notes: string[],
): Promise<PartCounts> {
  const counts = emptyCounts('company profile');
  const proposed: KindDecision | null =
    options.kind !== undefined ? { kind: options.kind, source: 'user', reason: 'given with --kind' } : kindFromStatements(workbook.periods);
  const applies = proposed !== null && mayReplace(company.kind_source, proposed.source);
  const next = applies ? { kind: proposed.kind, kind_source: proposed.source, kind_reason: proposed.reason } : null;
  const same = next === null || (next.kind === company.kind && next.kind_source === company.kind_source && next.kind_reason === company.kind_reason);
  if (!countRow(counts, company, same) && next !== null) await setCompanyKind(trx, company.id, next);
  const shown = next ?? { kind: company.kind, kind_source: company.kind_source, kind_reason: company.kind_reason };
  const from =
    shown.kind_source === 'default'
      ? 'no classification yet: analysed as an industrial company'
      : `${SOURCE_WORDS[shown.kind_source]}${shown.kind_reason ? `: ${shown.kind_reason}` : ''}`;
  notes.push(`Kind: ${shown.kind} (${from})`);
  if (proposed !== null && !applies)
    notes.push(
      `The statements look like a ${proposed.kind}, but the ${SOURCE_WORDS[company.kind_source]} classification stays (a Screener import never overrides it with its own guess)`,
    );
  return counts;
}

const SOURCE_WORDS: Readonly<Record<StoredCompany['kind_source'], string>> = {
  default: 'default',
  structure: "the statements' structure",
  bse_list: 'BSE list',
  demo: 'demo universe',
  user: '--kind',
};
