import { hasStatements, type Stock } from 'shared-types/api';

/** Well-known large caps by NSE code, offered first when the list has them. */
export const POPULAR_CODES = ['RELIANCE', 'TCS', 'HDFCBANK', 'INFY', 'ITC'] as const;

/** One collator for the whole sort: localeCompare with options builds one per comparison. */
const nameCollator = new Intl.Collator('en', { sensitivity: 'base' });

/** How many companies the quick pick offers when the popular ones are not in the list. */
const FALLBACK_COUNT = 4;

export interface QuickPicks {
  /** Says honestly what the buttons are. */
  heading: string;
  picks: Stock[];
}

/**
 * The quick-pick companies, always taken from the loaded list (never invented) and
 * only among companies with statements:
 * the popular large caps when at least three of them are listed, otherwise a
 * few companies spread across the list, labelled as demo companies when they are.
 */
export function chooseQuickPicks(listed: readonly Stock[]): QuickPicks {
  // A pick without statements would open an empty 'Not rated' page (docs/product-rules.md).
  const stocks = listed.filter(hasStatements);
  const byCode = new Map(stocks.map((stock) => [stock.code.trim().toUpperCase(), stock]));
  const popular = POPULAR_CODES.flatMap((code) => byCode.get(code) ?? []);
  if (popular.length >= 3) return { heading: 'Popular companies', picks: popular };

  const sorted = [...stocks].sort((a, b) => nameCollator.compare(a.name, b.name));
  const count = Math.min(FALLBACK_COUNT, sorted.length);
  // Evenly spaced through the alphabet rather than the first few, for a little variety.
  const picks = Array.from({ length: count }, (_, i) => sorted[Math.floor((i * sorted.length) / count)]!);
  const allDemo = picks.length > 0 && picks.every((stock) => stock.is_demo);
  return { heading: allDemo ? 'Try a demo company' : 'Try a company', picks };
}
