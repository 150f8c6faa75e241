import { type Transaction } from 'kysely';
import { insertCompanies, insertFinancialYears, insertGuidance, insertPrices } from '../../db/bulkInsert';
import { countDemoCompanies, deleteDemoUniverse } from '../../db/demoUniverseRepository';
import { financialYearToRow } from '../../db/financialYearRows';
import { type Database } from '../../db/schema';
import { DEMO_STATEMENT_SOURCE, generateDemoUniverse } from '../../demo/universe';
import { emptyCounts, type WriteOutcome } from './importTypes';

/**
 * `demo --reset`: the fictional companies go, with everything about them;
 * real companies and the accesses to them stay. Accesses to demo companies
 * are removed and given back to their users' free quota.
 */
export async function resetDemoUniverse(trx: Transaction<Database>): Promise<WriteOutcome> {
  const counts = emptyCounts('demo companies');
  const removal = await deleteDemoUniverse(trx);
  counts.removed = removal.companies;
  const notes =
    removal.companies === 0
      ? ['There was no demo universe to remove']
      : [`Removed ${removal.companies} demo companies with their statements, prices, guidance and analyses, and ${removal.accesses} access(es) to them (given back to the users' free quota)`];
  return { parts: [counts], skipped: [], notes, affected: [] };
}

/** `demo --load`: the demo universe again (the same companies and figures every time), unless it is there. */
export async function loadDemoUniverse(trx: Transaction<Database>): Promise<WriteOutcome> {
  const counts = emptyCounts('demo companies');
  const present = await countDemoCompanies(trx);
  if (present > 0) {
    counts.unchanged = present;
    return { parts: [counts], skipped: [], notes: ['The demo universe is already loaded'], affected: [] };
  }
  const universe = generateDemoUniverse();
  counts.added = await insertCompanies(
    trx,
    universe.map(({ profile, series, listingDate }) => ({
      id: profile.id,
      name: profile.name,
      code: profile.code,
      isin: profile.isin,
      sector: profile.sector,
      series,
      listing_date: listingDate,
      is_demo: true,
      is_lender: profile.isLender,
    })),
  );
  await insertFinancialYears(trx, universe.flatMap(({ profile, years }) => years.map((year) => financialYearToRow(profile.id, year, DEMO_STATEMENT_SOURCE))));
  await insertPrices(trx, universe.flatMap(({ profile, prices }) => prices.map((point) => ({ company_id: profile.id, price: point.price, as_of: point.asOf, source: point.source }))));
  await insertGuidance(
    trx,
    universe.flatMap(({ profile, guidance }) =>
      guidance.map(({ fiscalYear, metric, guidedValue, actual, statement, source, statedOn }) => ({
        company_id: profile.id,
        fiscal_year: fiscalYear,
        metric,
        guided_value: guidedValue,
        actual,
        statement,
        source,
        stated_on: statedOn,
      })),
    ),
  );
  return { parts: [counts], skipped: [], notes: [`Loaded ${counts.added} fictional demo companies`], affected: universe.map(({ profile }) => profile.id) };
}
