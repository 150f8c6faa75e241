import { type Random } from './prng';
import { type SectorProfile } from './sectors';

/** The kinds of company the demo universe mixes, so every engine branch gets exercised. */
export const ARCHETYPES = ['compounder', 'cyclical', 'loss_maker', 'turnaround', 'gappy', 'negative_equity', 'lender', 'thin_history'] as const;
export type Archetype = (typeof ARCHETYPES)[number];

/** Share of the universe per archetype (sums to 1). About 2% of all companies also get a blank code. */
export const ARCHETYPE_SHARES: Readonly<Record<Archetype, number>> = {
  compounder: 0.32,
  cyclical: 0.22,
  loss_maker: 0.08,
  turnaround: 0.08,
  gappy: 0.07,
  negative_equity: 0.04,
  lender: 0.12,
  thin_history: 0.07,
};

export const BLANK_CODE_SHARE = 0.02;

/** Exact counts per archetype for `total` companies (largest remainder, so they add up). */
export function archetypeCounts(total: number): Record<Archetype, number> {
  const exact = ARCHETYPES.map((archetype) => ({ archetype, value: ARCHETYPE_SHARES[archetype] * total }));
  const counts = Object.fromEntries(exact.map(({ archetype, value }) => [archetype, Math.floor(value)])) as Record<Archetype, number>;
  let left = total - Object.values(counts).reduce((sum, count) => sum + count, 0);
  for (const { archetype } of [...exact].sort((a, b) => (b.value % 1) - (a.value % 1))) {
    if (left === 0) break;
    counts[archetype] += 1;
    left -= 1;
  }
  return counts;
}

/** How sales and margins move: gappy and thin-history companies borrow one of the first three. */
export type Shape = 'compounder' | 'cyclical' | 'turnaround' | 'loss_maker' | 'negative_equity';

export interface Paths {
  /** Sales growth per year (fraction). */
  growth: number[];
  /** Operating margin per year (fraction). */
  margin: number[];
  /** Fraction of profit paid out as dividends, per year. */
  payout: number[];
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Growth and margin paths over `years` years for an industrial company. */
export function industrialPaths(shape: Shape, sector: SectorProfile, random: Random, years: number): Paths {
  const growth: number[] = [];
  const margin: number[] = [];
  const payout: number[] = [];
  switch (shape) {
    case 'compounder': {
      const base = random.between(0.1, 0.2);
      const level = sector.margin * random.between(1.0, 1.35);
      const share = random.between(0.12, 0.35);
      for (let year = 0; year < years; year++) {
        growth.push(base + random.normal(0, 0.025));
        margin.push(clamp(level + random.normal(0, 0.01), 0.04, 0.6));
        payout.push(share);
      }
      break;
    }
    case 'cyclical': {
      const base = random.between(0.03, 0.09);
      const amplitude = random.between(0.12, 0.28);
      const period = random.int(3, 5);
      const phase = random.between(0, 2 * Math.PI);
      const share = random.between(0.08, 0.3);
      for (let year = 0; year < years; year++) {
        const cycle = Math.sin((2 * Math.PI * year) / period + phase);
        growth.push(base + amplitude * cycle + random.normal(0, 0.02));
        margin.push(clamp(sector.margin * (0.8 + 0.45 * cycle) + random.normal(0, 0.01), -0.05, 0.6));
        payout.push(share);
      }
      break;
    }
    case 'loss_maker': {
      for (let year = 0; year < years; year++) {
        growth.push(random.between(-0.04, 0.06) + random.normal(0, 0.04));
        margin.push(random.between(-0.06, 0.03) + random.normal(0, 0.01));
        payout.push(0);
      }
      break;
    }
    case 'negative_equity': {
      for (let year = 0; year < years; year++) {
        growth.push(random.between(-0.06, 0.04) + random.normal(0, 0.03));
        margin.push(random.between(-0.12, -0.03));
        payout.push(0);
      }
      break;
    }
    case 'turnaround': {
      const turn = random.int(4, 6);
      const target = sector.margin * random.between(1.15, 1.45);
      for (let year = 0; year < years; year++) {
        if (year < turn) {
          growth.push(random.between(-0.06, 0.04) + random.normal(0, 0.02));
          margin.push(random.between(-0.04, 0.02));
          payout.push(0);
        } else {
          const ramp = Math.min(1, (year - turn + 1) / 2);
          growth.push(random.between(0.12, 0.25));
          margin.push(0.06 + (target - 0.06) * ramp + random.normal(0, 0.005));
          payout.push(year > turn + 1 ? 0.1 : 0);
        }
      }
      break;
    }
  }
  return { growth, margin, payout };
}
