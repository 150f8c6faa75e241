import { type PricePoint } from '../analysis/types';
import { type Archetype } from './archetypes';
import { paise, type SimulatedYear } from './financials';
import { type Random } from './prng';
import { type SectorProfile } from './sectors';

export const DEMO_PRICE_SOURCE = 'demo';

export interface PriceInput {
  years: readonly SimulatedYear[];
  /** Fiscal years with a 31 March close (a recently listed company has fewer). */
  listedYears: ReadonlySet<number>;
  archetype: Archetype;
  sector: SectorProfile;
  /** The latest close, e.g. '2026-11-20'. */
  currentDate: string;
}

/**
 * A 31 March close per listed fiscal year, plus a current price. Profitable
 * years trade on earnings (P/E), loss years on book value, and a company with
 * no book value left drifts as a penny stock.
 */
export function generatePrices(random: Random, input: PriceInput): PricePoint[] {
  const [low, high] = input.sector.pe;
  const middle = (low + high) / 2;
  const basePe =
    {
      compounder: random.between(middle, high),
      cyclical: random.between(low, middle),
    }[input.archetype as 'compounder' | 'cyclical'] ?? random.between(low, high);

  const prices: PricePoint[] = [];
  let last: number | undefined;
  for (const year of input.years) {
    const bookPerShare = year.equity !== null && year.reserves !== null && year.shares ? (year.equity + year.reserves) / year.shares : 0;
    let price: number;
    if (year.eps !== null && year.eps > 0) price = year.eps * basePe * Math.exp(random.normal(0, 0.12));
    else if (bookPerShare > 0) price = bookPerShare * random.between(0.4, 1.0);
    else price = (last ?? random.between(3, 30)) * Math.exp(random.normal(-0.1, 0.25));
    last = Math.max(1, paise(price));
    if (input.listedYears.has(year.fiscalYear)) {
      prices.push({ price: last, asOf: `${year.fiscalYear}-03-31`, source: DEMO_PRICE_SOURCE });
    }
  }
  if (last !== undefined) {
    prices.push({ price: Math.max(1, paise(last * Math.exp(random.normal(0.04, 0.18)))), asOf: input.currentDate, source: DEMO_PRICE_SOURCE });
  }
  return prices;
}
