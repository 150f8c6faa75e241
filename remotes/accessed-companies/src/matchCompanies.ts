import { type Stock } from 'shared-types/api';

/** One entry of the accessed list: a stock from the pick list, or just a name when it is not in the list. */
export type AccessedCompany = { name: string; stock: Stock } | { name: string; stock: null };

const SEPARATOR = ', ';

/**
 * Splits the summary's `company_names` (names joined by ', ') back into
 * companies. A name may itself contain ', ' ("Larsen, Toubro Ltd"), so at each
 * position the longest run of parts that names a listed stock wins; a part that
 * starts no listed name is kept on its own, without a stock.
 */
export function matchAccessedCompanies(companyNames: string, stocks: readonly Stock[]): AccessedCompany[] {
  const byName = new Map(stocks.map((stock) => [stock.name.toLowerCase(), stock]));
  const parts = companyNames.split(SEPARATOR).map((part) => part.trim());
  const companies: AccessedCompany[] = [];
  let start = 0;
  while (start < parts.length) {
    let matched: { end: number; stock: Stock } | null = null;
    for (let end = parts.length; end > start && !matched; end -= 1) {
      const stock = byName.get(parts.slice(start, end).join(SEPARATOR).toLowerCase());
      if (stock) matched = { end, stock };
    }
    if (matched) {
      companies.push({ name: matched.stock.name, stock: matched.stock });
      start = matched.end;
    } else {
      const name = parts[start] ?? '';
      if (name !== '') companies.push({ name, stock: null });
      start += 1;
    }
  }
  return companies;
}
