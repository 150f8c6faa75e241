import { type AccessSummary, type Stock } from 'shared-types/api';

/**
 * One entry of the accessed list: a stock from the pick list, or just a name
 * when it is not in the list; `key` is its address key when the summary sent one.
 */
export type AccessedCompany = { name: string; stock: Stock; key?: string } | { name: string; stock: null; key?: string };

const SEPARATOR = ', ';

/**
 * The accessed companies of a summary. By id when the API sends them (a
 * company missing from the stock list, e.g. delisted, keeps its name but
 * cannot be picked); an older API sends only the joined names, which are
 * matched back to the list as before.
 */
export function accessedCompanies(summary: Pick<AccessSummary, 'companies' | 'company_names'>, stocks: readonly Stock[]): AccessedCompany[] {
  if (summary.companies === undefined) return matchAccessedCompanies(summary.company_names, stocks);
  const byId = new Map(stocks.map((stock) => [stock.id, stock]));
  return summary.companies.map(({ id, name, key }) => {
    const stock = byId.get(id);
    const entry: AccessedCompany = stock ? { name: stock.name, stock } : { name, stock: null };
    return key === undefined ? entry : { ...entry, key };
  });
}

/**
 * For APIs without `companies`: splits the summary's `company_names` (names joined by ', ') back into
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
