import { type GuidanceMetric, type GuidanceRecord } from '../analysis/types';
import { type Archetype } from './archetypes';
import { paise, type SimulatedYear } from './financials';
import { type Random } from './prng';
import { type SectorProfile } from './sectors';

/** A guidance record plus when it was said ('YYYY-MM-DD'). */
export interface DemoGuidance extends GuidanceRecord {
  statedOn: string;
}

export interface GuidanceInput {
  years: readonly SimulatedYear[];
  /** Fiscal years whose statements the company published (gaps and thin histories have fewer). */
  published: ReadonlySet<number>;
  archetype: Archetype;
  sector: SectorProfile;
  /** The year management is guiding for now; it has no actual yet. */
  currentFiscalYear: number;
  /** Past years with guidance (up to five, ending the year before currentFiscalYear). */
  pastYears: readonly number[];
}

/**
 * How far management's promises run ahead of delivery, in percentage points:
 * compounders under-promise, loss-makers over-promise. The credibility score
 * the engine computes should separate them.
 */
const OPTIMISM: Readonly<Record<Archetype, readonly [number, number, number]>> = {
  // [min bias, max bias, noise sd]
  compounder: [-2, 1, 1.5],
  cyclical: [-1, 4, 4],
  loss_maker: [5, 15, 4],
  turnaround: [2, 8, 3],
  gappy: [0, 5, 3],
  negative_equity: [6, 16, 4],
  lender: [-1, 3, 2],
  thin_history: [0, 6, 3],
};

const round1 = (value: number): number => Math.round(value * 10) / 10 + 0;

export function generateGuidance(random: Random, input: GuidanceInput): DemoGuidance[] {
  const { years, published, archetype, sector } = input;
  const byYear = new Map(years.map((year) => [year.fiscalYear, year]));
  const [minBias, maxBias, noise] = OPTIMISM[archetype];
  const bias = random.between(minBias, maxBias);
  const metrics = chooseMetrics(random, sector);
  // Hidden operating facts that statements never show.
  let utilisation = random.between(55, 80);
  const exportRange = sector.exportShare;
  let exportShare = random.between(exportRange[0], Math.max(exportRange[0], exportRange[1]));
  const records: DemoGuidance[] = [];

  const said = (fiscalYear: number): Pick<DemoGuidance, 'source' | 'statedOn'> => {
    const annualReport = random.chance(0.3);
    const day = String(random.int(5, 28)).padStart(2, '0');
    return annualReport
      ? { source: `FY${fiscalYear - 1} annual report`, statedOn: `${fiscalYear - 1}-08-${day}` }
      : { source: `Q4 FY${fiscalYear - 1} earnings call`, statedOn: `${fiscalYear - 1}-05-${day}` };
  };

  const guided = (actual: number, percent: boolean): number => {
    const miss = bias + random.normal(0, noise);
    return percent ? round1(actual + miss) : paise(actual * (1 + (1.5 * miss) / 100));
  };

  for (const fiscalYear of [...input.pastYears, input.currentFiscalYear]) {
    const current = fiscalYear === input.currentFiscalYear;
    const year = byYear.get(fiscalYear);
    const previous = byYear.get(fiscalYear - 1);
    utilisation = Math.min(97, Math.max(40, utilisation + random.normal(2, 5)));
    exportShare = Math.min(95, Math.max(0, exportShare + random.normal(0.5, 2)));
    if (!current && (year === undefined || !published.has(fiscalYear))) continue;
    // Guidance is given after the previous year's results, so that year must be published.
    if (previous === undefined || !published.has(fiscalYear - 1)) continue;

    for (const metric of metrics) {
      const actual = current ? null : actualOf(metric, year, previous, utilisation, exportShare);
      const basis = current ? estimateOf(metric, previous, utilisation, exportShare, random) : actual;
      if (basis === null || basis === undefined) continue;
      const percent = metric.endsWith('_pct');
      const value = guided(basis, percent);
      records.push({
        fiscalYear,
        metric,
        guidedValue: value,
        actual: actual === null || actual === undefined ? null : percent ? round1(actual) : paise(actual),
        statement: statementFor(metric, value, fiscalYear, sector.lender, random),
        ...said(fiscalYear),
      });
    }
  }
  return records;
}

function chooseMetrics(random: Random, sector: SectorProfile): GuidanceMetric[] {
  if (sector.lender) return ['revenue_growth_pct', 'net_profit_growth_pct'];
  const optional: GuidanceMetric[] = ['operating_margin_pct', 'capex_crore', 'capacity_utilisation_pct'];
  if (sector.exportShare[1] > 0) optional.push('export_share_pct');
  const chosen: GuidanceMetric[] = [random.chance(0.7) ? 'revenue_growth_pct' : 'revenue_crore'];
  const extra = random.int(1, 2);
  for (const metric of random.shuffle(optional).slice(0, extra)) chosen.push(metric);
  return chosen;
}

/** What actually happened; undefined when it cannot be known from the statements. */
function actualOf(
  metric: GuidanceMetric,
  year: SimulatedYear | undefined,
  previous: SimulatedYear,
  utilisation: number,
  exportShare: number,
): number | undefined {
  if (year === undefined) return undefined;
  switch (metric) {
    case 'revenue_growth_pct':
      return growthPct(year.sales, previous.sales);
    case 'net_profit_growth_pct':
      return growthPct(year.netProfit, previous.netProfit);
    case 'operating_margin_pct':
      return year.sales && year.operatingProfit !== null ? (year.operatingProfit / year.sales) * 100 : undefined;
    case 'revenue_crore':
      return year.sales ?? undefined;
    case 'capex_crore':
      return year.capex ?? undefined;
    case 'capacity_utilisation_pct':
      return utilisation;
    case 'export_share_pct':
      return exportShare;
  }
}

/** For the current year: a plausible base for the promise, from the last published year. */
function estimateOf(metric: GuidanceMetric, last: SimulatedYear, utilisation: number, exportShare: number, random: Random): number | undefined {
  switch (metric) {
    case 'revenue_growth_pct':
      return random.between(6, 16);
    case 'net_profit_growth_pct':
      return random.between(8, 20);
    case 'operating_margin_pct':
      return last.sales && last.operatingProfit !== null ? (last.operatingProfit / last.sales) * 100 + random.between(0, 1.5) : undefined;
    case 'revenue_crore':
      return last.sales === null ? undefined : last.sales * random.between(1.06, 1.18);
    case 'capex_crore':
      return last.capex === null ? undefined : last.capex * random.between(1.0, 1.5);
    case 'capacity_utilisation_pct':
      return Math.min(95, utilisation + random.between(0, 6));
    case 'export_share_pct':
      return Math.min(95, exportShare + random.between(0, 4));
  }
}

function growthPct(current: number | null, previous: number | null): number | undefined {
  if (current === null || previous === null || previous <= 0) return undefined;
  return (current / previous - 1) * 100;
}

const TEMPLATES: Readonly<Record<GuidanceMetric, readonly string[]>> = {
  revenue_growth_pct: [
    'We expect revenue to grow about {v}% in {fy} as the new capacity comes on stream.',
    'Revenue should grow around {v}% in {fy}, helped by a richer mix of value-added products.',
    'With exports picking up, we are guiding for revenue growth of about {v}% in {fy}.',
  ],
  net_profit_growth_pct: [
    'We expect net profit to grow about {v}% in {fy} on steady loan growth and lower credit costs.',
    'Net profit should rise around {v}% in {fy} as the revenue mix improves.',
  ],
  operating_margin_pct: [
    'Operating margin should reach about {v}% in {fy} as value-added products become a larger share of revenue.',
    'We are targeting an operating margin of around {v}% in {fy}, with better capacity utilisation.',
  ],
  revenue_crore: ['We are targeting revenue of ₹{v} crore in {fy}.', 'Revenue should cross ₹{v} crore in {fy} once the expanded capacity is fully running.'],
  capex_crore: [
    'We plan capex of about ₹{v} crore in {fy}, mostly for new capacity.',
    'Capex of around ₹{v} crore is planned for {fy} to debottleneck capacity and add value-added lines.',
  ],
  capacity_utilisation_pct: [
    'Capacity utilisation should reach {v}% in {fy} after the debottlenecking.',
    'We expect to run at about {v}% of capacity in {fy} as export orders build up.',
  ],
  export_share_pct: [
    'Exports should make up about {v}% of revenue in {fy} as we add overseas customers.',
    'We aim to take exports to {v}% of revenue in {fy}, led by value-added products.',
  ],
};

/** Banks and NBFCs talk about the loan book, not capacity. */
const LENDER_TEMPLATES: Partial<Record<GuidanceMetric, readonly string[]>> = {
  revenue_growth_pct: [
    'We expect the loan book, and with it revenue, to grow about {v}% in {fy}.',
    'Revenue should grow around {v}% in {fy} as disbursements pick up in our core segments.',
  ],
};

function statementFor(metric: GuidanceMetric, value: number, fiscalYear: number, lender: boolean, random: Random): string {
  const shown = metric.endsWith('_crore') ? indianGrouping(Math.round(value)) : String(value);
  const templates = (lender ? LENDER_TEMPLATES[metric] : undefined) ?? TEMPLATES[metric];
  return random.pick(templates).replace('{v}', shown).replace('{fy}', `FY${fiscalYear}`);
}

/** 1234567 → '12,34,567' (lakh/crore grouping), without depending on the ICU data Node was built with. */
export function indianGrouping(whole: number): string {
  const digits = String(Math.abs(whole));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last3}`;
}
