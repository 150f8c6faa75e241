import { type LenderMetrics } from 'shared-types/api';
import { type FiledStatement } from './statementTypes';

/**
 * A lender's asset quality per quarter, always from its standalone filings
 * (consolidated bank filings mostly leave the ratios at 0.00, which the
 * parser reads as not reported). CET1 is given as the bank filed it (the
 * banking taxonomy has carried it since 2019); total capital adequacy is not
 * in results filings: null, always.
 *
 * Return on assets is written two ways: HDFC Bank files each period's own
 * return (0.49% for a quarter, 1.49% for nine months: it accumulates), State
 * Bank of India files it annualised (1.36% for the quarter, 1.04% for the
 * year). Which one a bank does is read from its filings that carry both a
 * quarter and a longer year to date: accumulating figures grow with the
 * months, annualised ones do not. Then every quarter is given annualised,
 * and `roa_basis` says whether it was filed so or annualised here (×12 ÷ months).
 */
export function lenderMetricsOf(filings: readonly FiledStatement[]): LenderMetrics[] {
  const standalone = filings.filter((row) => row.basis === 'standalone');
  const filedAnnualised = roaConvention(standalone);
  return standalone
    .filter((row) => row.statement === 'quarter')
    .filter((row) => [row.figures.gross_npa_pct, row.figures.net_npa_pct, row.figures.roa_pct].some((value) => typeof value === 'number'))
    .sort((a, b) => (a.end < b.end ? -1 : a.end > b.end ? 1 : 0))
    .map((row) => {
      const roa = row.figures.roa_pct;
      const months = row.months ?? 3;
      const annualisedHere = typeof roa === 'number' && !(filedAnnualised ?? roa >= ONE_QUARTER_CEILING);
      return {
        period_end: row.end,
        gross_npa_pct: row.figures.gross_npa_pct ?? null,
        net_npa_pct: row.figures.net_npa_pct ?? null,
        capital_adequacy_pct: null,
        cet1_pct: row.figures.cet1_pct ?? null,
        roa_pct: typeof roa === 'number' ? Math.round((annualisedHere ? (roa * 12) / months : roa) * 100) / 100 : null,
        roa_basis: typeof roa === 'number' ? (annualisedHere ? 'annualised_from_quarter' : 'filed_annualised') : null,
        source: { kind: 'xbrl', document: row.document, filed_at: row.filedAt, audited: row.audited },
      };
    });
}

/** No bank earns 1% on its assets in one quarter (4% a year): a quarterly figure that high was filed annualised. */
const ONE_QUARTER_CEILING = 1;

/** True when the bank files annualised returns, false when they accumulate, null when its filings cannot tell. */
function roaConvention(filings: readonly FiledStatement[]): boolean | null {
  const quarters = new Map(filings.filter((row) => row.statement === 'quarter').map((row) => [row.end, row]));
  let annualised = 0;
  let accumulating = 0;
  for (const ytd of filings) {
    const quarter = quarters.get(ytd.end);
    const months = ytd.months ?? 0;
    const ytdRoa = ytd.figures.roa_pct;
    const quarterRoa = quarter?.figures.roa_pct;
    if (ytd.statement !== 'year_to_date' || months <= 3 || typeof ytdRoa !== 'number' || typeof quarterRoa !== 'number' || ytdRoa <= 0 || quarterRoa <= 0)
      continue;
    // Accumulating: the year to date is about months ÷ 3 quarters' worth; annualised: about one.
    const ratio = Math.log(ytdRoa / quarterRoa);
    if (Math.abs(ratio) < Math.abs(ratio - Math.log(months / 3))) annualised += 1;
    else accumulating += 1;
  }
  return annualised + accumulating === 0 ? null : annualised > accumulating;
}
