import { createHash } from 'node:crypto';
import { GUIDANCE_METRICS, type FinancialYear } from '../analysis/types';
import { ARCHETYPE_SHARES, ARCHETYPES, archetypeCounts } from './archetypes';
import { TAX_RATE } from './financials';
import { indianGrouping } from './guidance';
import { hashString, mulberry32, Random } from './prng';
import { DEMO_COMPANY_COUNT, DEMO_CURRENT_DATE, DEMO_GUIDANCE_YEAR, generateDemoUniverse, type DemoCompany } from './universe';

// One universe for the whole file: generating it takes a few hundred ms.
const universe = generateDemoUniverse();
const byArchetype = (archetype: DemoCompany['archetype']) => universe.filter((company) => company.archetype === archetype);
/** Figures are rounded to paise, and each is computed from rounded ones: allow a paisa or two. */
const PAISA = 0.011;

describe('mulberry32 and Random', () => {
  it('give the same sequence for the same seed and a different one for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('forks independent, reproducible streams', () => {
    const root = new Random(7);
    expect(root.fork('x').next()).toBe(new Random(7).fork('x').next());
    expect(root.fork('x').next()).not.toBe(root.fork('y').next());
    expect(hashString('abc')).toBe(hashString('abc'));
  });

  it('stays within bounds', () => {
    const random = new Random(1);
    for (let index = 0; index < 1000; index++) {
      const value = random.int(3, 5);
      expect(value >= 3 && value <= 5 && Number.isInteger(value)).toBe(true);
    }
  });
});

describe('the demo universe', () => {
  it('is identical for the same seed and differs for another, without Math.random', () => {
    const spy = jest.spyOn(Math, 'random');
    const again = generateDemoUniverse();
    expect(spy).not.toHaveBeenCalled();
    expect(again).toEqual(universe);
    const other = generateDemoUniverse({ seed: 1, count: 50 });
    expect(other.map((company) => company.profile.name)).not.toEqual(universe.slice(0, 50).map((company) => company.profile.name));
  });

  it('matches the recorded fingerprint, so every machine and Node version seeds the same data', () => {
    // Changing the generator (or the profile's fields, or the years it covers: FY2017–FY2026 with quarters to September 2026) changes this on purpose: update it deliberately (stored analyses are
    // recomputed anyway, because their data fingerprints change with the data).
    const digest = createHash('sha256').update(JSON.stringify(universe)).digest('hex');
    expect(digest).toBe('3a75ea8633380ef0c55583c1d27c1d2694403a554759738aade99d179342a18f');
  });

  it(`has ${DEMO_COMPANY_COUNT} fictional demo companies with unique ids, names and codes`, () => {
    expect(universe).toHaveLength(DEMO_COMPANY_COUNT);
    expect(universe.length).toBeGreaterThanOrEqual(1200);
    const ids = universe.map((company) => company.profile.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^demo:\d{4}$/.test(id))).toBe(true);
    const names = universe.map((company) => company.profile.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const codes = universe.map((company) => company.profile.code).filter((code) => code !== '');
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^[A-Z]{3,10}$/.test(code))).toBe(true);
    expect(universe.every((company) => company.profile.isDemo && company.profile.isin === null)).toBe(true);
  });

  it('gives about 2% of companies a blank code', () => {
    const blank = universe.filter((company) => company.profile.code === '').length;
    expect(blank).toBe(Math.round(DEMO_COMPANY_COUNT * 0.02));
  });

  it('spreads companies over about fifteen sectors', () => {
    const sectors = new Set(universe.map((company) => company.profile.sector));
    expect(sectors.size).toBeGreaterThanOrEqual(14);
    expect(sectors.size).toBeLessThanOrEqual(17);
  });

  it('mixes the archetypes in their stated shares', () => {
    const counts = archetypeCounts(DEMO_COMPANY_COUNT);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(DEMO_COMPANY_COUNT);
    for (const archetype of ARCHETYPES) {
      expect(byArchetype(archetype)).toHaveLength(counts[archetype]);
      expect(Math.abs(counts[archetype] - ARCHETYPE_SHARES[archetype] * DEMO_COMPANY_COUNT)).toBeLessThanOrEqual(1);
    }
  });

  it('has ten years FY2017–FY2026 except for gappy and thin-history companies', () => {
    for (const company of universe) {
      const years = company.years.map((year) => year.fiscalYear);
      expect(years).toEqual([...years].sort((a, b) => a - b));
      if (company.archetype === 'thin_history') {
        expect(years.length === 2 || years.length === 3).toBe(true);
        expect(years.at(-1)).toBe(2026);
      } else if (company.archetype === 'gappy') {
        expect(years.length).toBeGreaterThanOrEqual(7);
        expect(years.length).toBeLessThanOrEqual(9);
        expect([years[0], years.at(-1)]).toEqual([2017, 2026]);
      } else {
        expect(years).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
      }
    }
  });

  describe('statements add up', () => {
    // Violations are collected and compared with [] at the end: one expect per test, readable failures.
    const all = universe.flatMap((company) => company.years.map((year) => ({ id: company.profile.id, year })));
    const near = (a: number, b: number): boolean => Math.abs(a - b) < PAISA;

    it('PBT = operating profit + other income − depreciation − interest; net profit = PBT × (1 − tax); EPS = net profit / shares', () => {
      const violations = all.filter(({ year }) => {
        const {
          profitBeforeTax: pbt,
          operatingProfit,
          otherIncome,
          depreciation,
          interest,
          netProfit,
          eps,
          shares,
        } = year as Required<{
          [K in keyof FinancialYear]: NonNullable<FinancialYear[K]>;
        }>;
        const expectedNet = pbt > 0 ? pbt * (1 - TAX_RATE) : pbt;
        return !near(pbt, operatingProfit + otherIncome - depreciation - interest) || !near(netProfit, expectedNet) || !near(eps, netProfit / shares);
      });
      expect(violations).toEqual([]);
    });

    it('reserves roll forward with retained profit, and total assets cover equity, reserves and borrowings', () => {
      const violations: string[] = [];
      for (const company of universe) {
        company.years.forEach((year, index) => {
          const previous = company.years[index - 1];
          const where = `${company.profile.id} FY${year.fiscalYear}`;
          if (
            previous !== undefined &&
            previous.fiscalYear === year.fiscalYear - 1 &&
            !near(year.reserves!, previous.reserves! + year.netProfit! - year.dividends!)
          ) {
            violations.push(`${where}: reserves`);
          }
          if (year.totalAssets! < year.equity! + year.reserves! + year.borrowings! - PAISA) violations.push(`${where}: total assets`);
          if (year.cash! < 0) violations.push(`${where}: cash`);
          if (!(year.netBlock! > 0)) violations.push(`${where}: net block`);
          if (year.netProfit! <= 0 && year.dividends !== 0) violations.push(`${where}: dividend from a loss`);
        });
      }
      expect(violations).toEqual([]);
    });

    it('capex = Δnet block + ΔCWIP + depreciation for industrial companies', () => {
      const violations: string[] = [];
      for (const company of universe.filter((c) => !c.profile.isLender)) {
        company.years.forEach((year, index) => {
          const previous = company.years[index - 1];
          if (previous === undefined || previous.fiscalYear !== year.fiscalYear - 1) return;
          const estimate = year.netBlock! - previous.netBlock! + (year.cwip! - previous.cwip!) + year.depreciation!;
          if (!near(year.capex!, estimate)) violations.push(`${company.profile.id} FY${year.fiscalYear}`);
        });
      }
      expect(violations).toEqual([]);
    });

    it('reports current assets and liabilities for some industrial companies only', () => {
      const industrial = universe.filter((company) => !company.profile.isLender);
      const reporting = industrial.filter((company) => company.years.every((year) => year.currentAssets !== null && year.currentLiabilities !== null));
      const silent = industrial.filter((company) => company.years.every((year) => year.currentAssets === null && year.currentLiabilities === null));
      expect(reporting.length + silent.length).toBe(industrial.length);
      expect(reporting.length / industrial.length).toBeGreaterThan(0.4);
      expect(silent.length / industrial.length).toBeGreaterThan(0.2);
    });
  });

  it('makes lenders banks or NBFCs with no capex, inventory or receivables', () => {
    const lenders = byArchetype('lender');
    expect(lenders.length).toBeGreaterThan(0);
    for (const company of lenders) {
      expect(company.profile.isLender).toBe(true);
      expect(['Banking', 'NBFC']).toContain(company.profile.sector);
      expect(company.years.every((year) => year.capex === null && year.inventory === null && year.receivables === null && !year.capexEstimated)).toBe(true);
    }
    expect(universe.filter((company) => company.profile.isLender)).toHaveLength(lenders.length);
  });

  it('gives negative-equity companies a negative net worth by FY2026, and loss-makers mostly losses', () => {
    for (const company of byArchetype('negative_equity')) {
      const last = company.years.at(-1)!;
      expect(last.equity! + last.reserves!).toBeLessThan(0);
    }
    for (const company of byArchetype('loss_maker')) {
      expect(company.years.filter((year) => year.netProfit! < 0).length).toBeGreaterThanOrEqual(7);
    }
  });

  it('turns turnarounds from losses to better results, most of them to profit', () => {
    const turnarounds = byArchetype('turnaround');
    expect(turnarounds.filter((company) => !(company.years[0]!.netProfit! < company.years.at(-1)!.netProfit!))).toEqual([]);
    const profitable = turnarounds.filter((company) => company.years.at(-1)!.netProfit! > 0);
    expect(profitable.length / turnarounds.length).toBeGreaterThan(0.9);
  });

  it('prices every fiscal year-end (31 March) it was listed for, plus a current price', () => {
    const violations = universe.filter((company) => {
      const dates = company.prices.map((price) => price.asOf);
      const yearEnds = dates.slice(0, -1);
      return (
        dates.join() !== [...dates].sort().join() ||
        dates.at(-1) !== DEMO_CURRENT_DATE ||
        !yearEnds.every((date) => /^20\d\d-03-31$/.test(date)) ||
        !company.prices.every((price) => price.price > 0 && price.source === 'demo') ||
        yearEnds.length !== (company.archetype === 'thin_history' ? company.years.length : 10) ||
        !(company.listingDate < dates[0]!)
      );
    });
    expect(violations.map((company) => company.profile.id)).toEqual([]);
  });

  it('records guidance: past years with actuals, the current year without', () => {
    const records = universe.flatMap((company) => company.guidance);
    expect(records.length).toBeGreaterThan(universe.length * 5);
    expect(records.every((record) => (GUIDANCE_METRICS as readonly string[]).includes(record.metric))).toBe(true);
    const current = records.filter((record) => record.fiscalYear === DEMO_GUIDANCE_YEAR);
    const past = records.filter((record) => record.fiscalYear < DEMO_GUIDANCE_YEAR);
    expect(current.length).toBeGreaterThan(universe.length);
    expect(current.every((record) => record.actual === null)).toBe(true);
    expect(past.every((record) => record.actual !== null && record.fiscalYear >= 2021)).toBe(true);
    expect(records.filter((record) => !(record.statedOn < `${record.fiscalYear}-04-01`) || !record.statement.includes(`FY${record.fiscalYear}`))).toEqual([]);
    const text = records.map((record) => record.statement.toLowerCase()).join('\n');
    for (const word of ['capacity', 'export', 'value-added', 'revenue']) expect(text).toContain(word);
  });

  it('makes compounders more credible than loss-makers', () => {
    const miss = (company: DemoCompany) =>
      company.guidance.filter((record) => record.actual !== null && record.metric.endsWith('_pct')).map((record) => record.guidedValue - record.actual!);
    const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(average(byArchetype('compounder').flatMap(miss))).toBeLessThan(average(byArchetype('loss_maker').flatMap(miss)) - 5);
  });
});

describe('the demo universe: quarterly results', () => {
  it('reports every company to September 2026, the quarter before its November 2026 price', () => {
    for (const company of universe) {
      expect(company.quarters.map((q) => q.periodEnd)).toEqual(['2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31', '2026-06-30', '2026-09-30']);
    }
  });

  it("adds FY2026's four quarters up to its annual sales, operating profit and net profit to the paisa", () => {
    for (const company of universe) {
      const fy2026 = company.years.at(-1)!;
      const quarters = company.quarters.slice(0, 4);
      for (const field of ['sales', 'operatingProfit', 'netProfit'] as const) {
        const annual = fy2026[field];
        if (annual === null) expect(quarters.every((q) => q[field] === null)).toBe(true);
        else expect(Math.abs(quarters.reduce((sum, q) => sum + (q[field] ?? 0), 0) - annual)).toBeLessThan(PAISA);
      }
    }
  });
});

describe('indianGrouping', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [123456, '1,23,456'],
    [12345678, '1,23,45,678'],
    [-4500, '-4,500'],
  ])('%d → %s', (value, text) => {
    expect(indianGrouping(value)).toBe(text);
  });
});
