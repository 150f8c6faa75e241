import { type Insertable } from 'kysely';
import { listRealCompanies, setLenderFlag } from '../../db/companyImportRepository';
import { financialYearsOf, upsertFinancialYears } from '../../db/financialYearImportRepository';
import { financialYearToRow } from '../../db/financialYearRows';
import { pricesFromSource, upsertPrices, type StoredPrice } from '../../db/priceImportRepository';
import { type FinancialYearsTable, type PricesTable } from '../../db/schema';
import { type IsoDate, type ScreenerWorkbook, type ScreenerYear } from '../records';
import { describeCompany } from './companyRows';
import { matchCompany } from './companyMatcher';
import { countRow, emptyCounts, type PartCounts, type WriteRows } from './importTypes';

const SCREENER_SOURCE = 'screener';

/**
 * One Screener.in export: its years (₹ crore) into financial_years with source
 * 'screener', its year-end prices (dated the period end) and current price
 * into prices, and the lender flag onto the company. Years the export no longer
 * covers stay as they were. The current price is dated the day of the import
 * (the export carries no date) and is only written when it differs from the
 * latest Screener price after the last year end, so re-importing a file changes nothing.
 */
export const writeScreener: WriteRows<ScreenerWorkbook> = async (trx, workbook, { file, today }) => {
  const { company, how } = matchCompany(await listRealCompanies(trx), { name: workbook.companyName, codeHint: workbook.codeHint }, { file, cell: 'Data Sheet!B1' });
  const id = company.id;

  const years = emptyCounts('statement years');
  const storedYears = new Map((await financialYearsOf(trx, id)).map((row) => [row.fiscal_year, row]));
  const yearRows = workbook.years
    .map((year) => yearRow(id, year))
    .filter((row) => {
      const stored: Record<string, unknown> | undefined = storedYears.get(row.fiscal_year);
      return !countRow(years, stored, stored !== undefined && Object.entries(row).every(([column, value]) => stored[column] === value));
    });
  await upsertFinancialYears(trx, yearRows);

  const prices = emptyCounts('prices');
  const storedPrices = await pricesFromSource(trx, SCREENER_SOURCE, [id]);
  const priceRows = [...yearEndPrices(id, workbook.years), ...currentPrice(id, workbook, storedPrices, today)].filter((row) => {
    const stored = storedPrices.find((price) => price.as_of === row.as_of);
    return !countRow(prices, stored, stored?.price === row.price);
  });
  await upsertPrices(trx, priceRows);

  const profile = emptyCounts('company profile');
  if (!countRow(profile, company, company.is_lender === workbook.isLender)) await setLenderFlag(trx, id, workbook.isLender);

  const notes = [`Matched "${workbook.companyName}" to ${describeCompany(company)} ${how}`];
  if (workbook.isLender) notes.push('A bank or NBFC (Revenue / Financing Profit rows): marked as a lender');
  const estimated = workbook.years.filter((year) => year.capexEstimated).map((year) => `FY${year.fiscalYear}`);
  if (estimated.length > 0) notes.push(`Capex estimated from net block, CWIP and depreciation for ${estimated.join(', ')}`);
  if (workbook.missingRows.length > 0) notes.push(`Rows not in the Data Sheet (left unknown): ${workbook.missingRows.join(', ')}`);
  const parts: PartCounts[] = [years, prices, profile];
  const changed = parts.some((part) => part.added + part.updated > 0);
  return { parts, skipped: [], notes, affected: changed ? [id] : [] };
};

function yearRow(companyId: string, year: ScreenerYear): Insertable<FinancialYearsTable> {
  return {
    ...financialYearToRow(companyId, { ...year, currentAssets: null, currentLiabilities: null }, SCREENER_SOURCE),
    period_end: year.periodEnd,
  };
}

function yearEndPrices(companyId: string, years: readonly ScreenerYear[]): Insertable<PricesTable>[] {
  return years.flatMap((year) =>
    year.yearEndPrice !== null && year.yearEndPrice > 0 ? [{ company_id: companyId, price: year.yearEndPrice, as_of: year.periodEnd, source: SCREENER_SOURCE }] : [],
  );
}

/** Today's current price, unless the latest Screener price after the last year end already says the same. */
function currentPrice(companyId: string, workbook: ScreenerWorkbook, stored: readonly StoredPrice[], today: IsoDate): Insertable<PricesTable>[] {
  const price = workbook.currentPrice;
  const lastYearEnd = workbook.years.map((year) => year.periodEnd).reduce<IsoDate>((a, b) => (a > b ? a : b), '');
  if (price === null || !(price > 0) || today <= lastYearEnd) return [];
  const latest = stored.filter((row) => row.as_of > lastYearEnd).at(-1);
  // The same price again keeps its original date (and counts as unchanged).
  if (latest !== undefined && latest.price === price) return [{ company_id: companyId, price, as_of: latest.as_of, source: SCREENER_SOURCE }];
  return [{ company_id: companyId, price, as_of: today, source: SCREENER_SOURCE }];
}
