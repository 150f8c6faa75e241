import { type CompanyProfile, type FinancialYear, type PricePoint, type QuarterResult } from '../analysis/types';
import { archetypeCounts, ARCHETYPES, BLANK_CODE_SHARE, type Archetype, type Shape } from './archetypes';
import { FIRST_FISCAL_YEAR, LAST_FISCAL_YEAR, simulateIndustrial, simulateLender, type SimulatedYear } from './financials';
import { generateGuidance, type DemoGuidance } from './guidance';
import { drawCompanyName } from './names';
import { generatePrices } from './prices';
import { generateQuarters } from './quarters';
import { Random } from './prng';
import { LENDER_SECTORS, SECTORS, type SectorProfile } from './sectors';

/** The demo universe is fixed by this seed: same seed, same companies, same numbers. */
export const DEMO_SEED = 20_261_120;
export const DEMO_COMPANY_COUNT = 1200;
/** The date of the demo's "current" price. */
export const DEMO_CURRENT_DATE = '2026-11-20';
/**
 * Statements run FY2017–FY2026 and quarterly results to September 2026, the
 * quarter before the price date, as a real company's would in November 2026;
 * management is now guiding for FY2027.
 */
export const DEMO_GUIDANCE_YEAR = LAST_FISCAL_YEAR + 1;
export const DEMO_STATEMENT_SOURCE = 'demo';
/** Quarters of FY2027 ended by the price date (June and September 2026). */
export const DEMO_QUARTERS_AFTER_LAST_YEAR = 2;
/** How many past fiscal years the demo's guidance ledger covers. */
const GUIDANCE_PAST_YEARS = 5;

export interface DemoCompany {
  profile: CompanyProfile;
  archetype: Archetype;
  series: 'EQ' | 'BE';
  /** 'YYYY-MM-DD' */
  listingDate: string;
  /** Published years only, oldest first. */
  years: FinancialYear[];
  /** Oldest first; the last is the current price. */
  prices: PricePoint[];
  guidance: DemoGuidance[];
  /** Oldest first: the last fiscal year's four quarters and the current year's ended ones. */
  quarters: QuarterResult[];
}

export interface DemoUniverseOptions {
  seed?: number;
  count?: number;
}

/** Fictional companies for the demo. Pure and deterministic: no clock, no Math.random. */
export function generateDemoUniverse({ seed = DEMO_SEED, count = DEMO_COMPANY_COUNT }: DemoUniverseOptions = {}): DemoCompany[] {
  const root = new Random(seed);
  const counts = archetypeCounts(count);
  const archetypes = root.fork('archetypes').shuffle(ARCHETYPES.flatMap((archetype) => Array<Archetype>(counts[archetype]).fill(archetype)));
  const blankCodes = new Set(
    root
      .fork('blank-codes')
      .shuffle(archetypes.map((_, index) => index))
      .slice(0, Math.round(count * BLANK_CODE_SHARE)),
  );
  const names = root.fork('names');
  const takenNames = new Set<string>();
  const takenCodes = new Set<string>();

  return archetypes.map((archetype, index) => {
    const random = root.fork(`company:${index}`);
    const sector = archetype === 'lender' ? (random.chance(0.4) ? bankSector() : nbfcSector()) : weightedSector(random);
    const { name, code } = drawCompanyName(names, sector, takenNames, takenCodes);
    const simulated = simulate(random, archetype, sector);
    const published = publishedYears(random, archetype);
    const recentListing = archetype === 'thin_history';
    const firstPublished = Math.min(...published);

    return {
      profile: {
        id: `demo:${String(index + 1).padStart(4, '0')}`,
        name,
        code: blankCodes.has(index) ? '' : code,
        isin: null,
        sector: sector.name,
        industry: sector.name,
        isDemo: true,
        isLender: sector.lender,
        kind: sector.lender ? 'lender' : 'industrial',
        kindSource: 'demo',
        kindReason: "the demo universe's sector",
      },
      archetype,
      series: random.chance(0.05) ? 'BE' : 'EQ',
      listingDate: recentListing
        ? `${firstPublished - 1}-${pad(random.int(4, 12))}-${pad(random.int(1, 28))}`
        : `${random.int(1995, 2014)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      years: simulated.filter((year) => published.has(year.fiscalYear)).map(toFinancialYear),
      prices: generatePrices(random.fork('prices'), {
        years: simulated,
        listedYears: recentListing ? published : new Set(simulated.map((year) => year.fiscalYear)),
        archetype,
        sector,
        currentDate: DEMO_CURRENT_DATE,
      }),
      guidance: generateGuidance(random.fork('guidance'), {
        years: simulated,
        published,
        archetype,
        sector,
        currentFiscalYear: DEMO_GUIDANCE_YEAR,
        pastYears: Array.from({ length: GUIDANCE_PAST_YEARS }, (_, i) => LAST_FISCAL_YEAR - GUIDANCE_PAST_YEARS + 1 + i),
      }),
      quarters: generateQuarters(random.fork('quarters'), { years: simulated.slice(-2), quartersAfter: DEMO_QUARTERS_AFTER_LAST_YEAR }),
    };
  });
}

function simulate(random: Random, archetype: Archetype, sector: SectorProfile): SimulatedYear[] {
  if (archetype === 'lender') return simulateLender(random, { bank: sector.name === 'Banking' }).years;
  const shape: Shape =
    archetype === 'gappy'
      ? random.pick(['compounder', 'cyclical'] as const)
      : archetype === 'thin_history'
        ? random.pick(['compounder', 'cyclical', 'turnaround'] as const)
        : archetype;
  return simulateIndustrial(random, {
    shape,
    sector,
    reportsCurrentItems: random.chance(0.6),
    capexEstimated: random.chance(0.15),
  }).years;
}

/** Gappy companies lose 1–3 interior years; thin histories keep only their last 2–3. */
function publishedYears(random: Random, archetype: Archetype): Set<number> {
  const all = Array.from({ length: LAST_FISCAL_YEAR - FIRST_FISCAL_YEAR + 1 }, (_, index) => FIRST_FISCAL_YEAR + index);
  if (archetype === 'thin_history') return new Set(all.slice(-random.int(2, 3)));
  if (archetype === 'gappy') {
    const missing = new Set(random.shuffle(all.slice(1, -1)).slice(0, random.int(1, 3)));
    return new Set(all.filter((year) => !missing.has(year)));
  }
  return new Set(all);
}

function weightedSector(random: Random): SectorProfile {
  const total = SECTORS.reduce((sum, sector) => sum + sector.weight, 0);
  let draw = random.between(0, total);
  for (const sector of SECTORS) {
    draw -= sector.weight;
    if (draw < 0) return sector;
  }
  return SECTORS[SECTORS.length - 1] as SectorProfile;
}

const bankSector = (): SectorProfile => LENDER_SECTORS.find((sector) => sector.name === 'Banking') as SectorProfile;
const nbfcSector = (): SectorProfile => LENDER_SECTORS.find((sector) => sector.name === 'NBFC') as SectorProfile;

/** The published figures: other liabilities as a Screener export shows them; no expense breakdown. */
function toFinancialYear(year: SimulatedYear): FinancialYear {
  return { ...year, rawMaterialCost: null, sellingAndAdmin: null };
}

const pad = (value: number): string => String(value).padStart(2, '0');
