import { type QuarterResult } from '../analysis/types';
import { paise, type SimulatedYear } from './financials';
import { type Random } from './prng';

/**
 * Quarterly results for a demo company, up to the quarter before the demo's
 * price date: the four quarters of its last fiscal year, which add up to the
 * annual figures to the paisa (the last quarter takes the rounding), and the
 * quarters of the current fiscal year that have ended, grown from the same
 * quarter a year earlier at about the last year's sales growth. So the demo's
 * price has trailing-twelve-month earnings as recent as a real company's.
 */

const QUARTER_ENDS = ['06-30', '09-30', '12-31', '03-31'] as const;

export interface QuarterInput {
  /** The company's last two simulated years, oldest first. */
  years: readonly SimulatedYear[];
  /** How many quarters of the following fiscal year have ended by the price date. */
  quartersAfter: number;
}

/** YYYY-MM-DD of quarter q (0–3) of fiscal year fy (FY2026 runs April 2025 to March 2026). */
export function quarterEnd(fy: number, q: number): string {
  return `${q === 3 ? fy : fy - 1}-${QUARTER_ENDS[q]}`;
}

/** Shares of the year in each quarter: about a quarter each, with some seasonality. */
function seasonalShares(random: Random): number[] {
  const raw = [0, 1, 2, 3].map(() => Math.max(0.15, 0.25 * Math.exp(random.normal(0, 0.08))));
  const total = raw.reduce((sum, x) => sum + x, 0);
  return raw.map((x) => x / total);
}

function split(total: number | null, shares: readonly number[]): (number | null)[] {
  if (total === null) return shares.map(() => null);
  const parts = shares.slice(0, 3).map((share) => paise(total * share));
  return [...parts, paise(total - parts.reduce((sum, x) => sum + x, 0))];
}

export function generateQuarters(random: Random, input: QuarterInput): QuarterResult[] {
  const last = input.years.at(-1);
  if (last === undefined) return [];
  const before = input.years.at(-2);
  const shares = seasonalShares(random);
  const sales = split(last.sales, shares);
  const operatingProfit = split(last.operatingProfit, shares);
  const netProfit = split(last.netProfit, shares);
  const out: QuarterResult[] = [0, 1, 2, 3].map((q) => ({
    periodEnd: quarterEnd(last.fiscalYear, q),
    sales: sales[q] ?? null,
    operatingProfit: operatingProfit[q] ?? null,
    netProfit: netProfit[q] ?? null,
  }));

  const lastGrowth = before?.sales && last.sales !== null && before.sales > 0 ? last.sales / before.sales - 1 : 0;
  const trend = Math.max(-0.3, Math.min(0.3, lastGrowth));
  for (let q = 0; q < input.quartersAfter; q += 1) {
    const year = out[q] as QuarterResult;
    const growth = trend + random.normal(0, 0.04);
    const grow = (x: number | null): number | null => (x === null ? null : paise(x + Math.abs(x) * growth));
    out.push({
      periodEnd: quarterEnd(last.fiscalYear + 1, q),
      sales: grow(year.sales),
      operatingProfit: grow(year.operatingProfit),
      netProfit: grow(year.netProfit),
    });
  }
  return out;
}
