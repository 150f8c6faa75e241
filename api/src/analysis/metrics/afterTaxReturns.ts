import { COST_OF_CAPITAL, STATUTORY_TAX_RATE } from '../assumptions';
import { type YearView } from '../context/yearMetrics';
import { safeDivide } from '../math/growth';

/**
 * Returns after tax, to compare with a post-tax cost of capital: ROCE (pre-tax
 * EBIT on capital employed, as Screener publishes it) is a pre-tax figure, so
 * calling 15% pre-tax ROCE "the footprint of a moat" against a 12–13% post-tax
 * hurdle flattered every company. Tax is the year's effective rate
 * (1 − net profit / PBT) when it is plausible, else India's 25.17% base rate,
 * labelled as assumed.
 */

export interface TaxRate {
  rate: number;
  basis: 'effective' | 'statutory';
}

/** Effective rate between 0 and 50% when PBT and net profit are positive; otherwise the statutory rate. */
export function taxRateOf(v: YearView): TaxRate {
  const pbt = v.y.profitBeforeTax;
  const np = v.y.netProfit;
  if (pbt !== null && np !== null && pbt > 0 && np > 0) {
    const rate = 1 - np / pbt;
    if (rate >= 0 && rate <= 0.5) return { rate, basis: 'effective' };
  }
  return { rate: STATUTORY_TAX_RATE, basis: 'statutory' };
}

/** ROCE × (1 − tax rate). */
export function roceAfterTax(v: YearView): number | null {
  return v.roce.value === null ? null : v.roce.value * (1 - taxRateOf(v).rate);
}

/** ROIC = EBIT × (1 − tax) / (net worth + borrowings − cash): the return on the capital actually at work. */
export function roicAfterTax(v: YearView): number | null {
  if (v.ebit === null || v.netWorth === null || v.y.borrowings === null) return null;
  const invested = v.netWorth + v.y.borrowings - (v.y.cash ?? 0);
  return safeDivide(v.ebit * (1 - taxRateOf(v).rate), invested, { positiveDenominator: true });
}

export type MoatReading = 'moat' | 'clears' | 'no_moat';

/** A moat shows as after-tax returns well above the cost of capital (5 points), held steady (a swing of at most 5 points, math/stability). */
export function moatReading(afterTaxMedian: number, swing: number | null): MoatReading {
  if (afterTaxMedian >= COST_OF_CAPITAL + 0.05 && swing !== null && swing <= 0.05) return 'moat';
  return afterTaxMedian > COST_OF_CAPITAL ? 'clears' : 'no_moat';
}
