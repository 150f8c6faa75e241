import { type CompanyFacts, type FinancialYear, type GuidanceRecord } from '../types';
import { buildYears, facts, profile, r1, r2, year, yearEndPrices } from './builders';

/**
 * Company archetypes for the engine's tests. Every figure is synthetic and
 * derived from a few stated drivers (sales path, margins, payout), so a test
 * can recompute any of them by hand.
 */

const series = (n: number, f: (i: number) => number): number[] => Array.from({ length: n }, (_, i) => f(i));

export function steadyCompounder(): CompanyFacts {
  const n = 10;
  const years = buildYears({
    firstFy: 2016,
    sales: series(n, (i) => r1(1000 * 1.15 ** i)),
    opm: series(n, (i) => 0.21 + 0.002 * i),
    shares: series(n, () => 10),
    borrowings: series(n, () => 50),
    netBlockToSales: 0.35,
    cfoToProfit: series(n, () => 1.1),
    payout: 0.25,
    startReserves: 500,
    receivableDays: series(n, () => 40),
    interestRate: 0.09,
  });
  const last = years[n - 1] as FinancialYear;
  const prices = [...yearEndPrices(years, (fy) => 28 + (fy % 3)), { price: r2((last.eps as number) * 30), asOf: '2025-06-30', source: 'test close' }];
  const guidance: GuidanceRecord[] = [
    {
      fiscalYear: 2022,
      metric: 'revenue_growth_pct',
      guidedValue: 15,
      actual: 15,
      statement: 'We expect revenue to grow about 15% on new capacity.',
      source: 'Q4 FY2021 earnings call',
    },
    {
      fiscalYear: 2023,
      metric: 'operating_margin_pct',
      guidedValue: 23,
      actual: 22.4,
      statement: 'Margins should reach 23% as value-added products scale up.',
      source: 'FY2022 annual report',
    },
    {
      fiscalYear: 2024,
      metric: 'capex_crore',
      guidedValue: 300,
      actual: 280,
      statement: 'Capex of ₹300 crore for the new plant.',
      source: 'Q4 FY2023 earnings call',
    },
    {
      fiscalYear: 2025,
      metric: 'revenue_growth_pct',
      guidedValue: 18,
      actual: 15,
      statement: 'Export orders should lift growth to 18%.',
      source: 'Q4 FY2024 earnings call',
    },
    {
      fiscalYear: 2026,
      metric: 'revenue_growth_pct',
      guidedValue: 16,
      actual: null,
      statement: 'We guide to 16% revenue growth in FY2026.',
      source: 'Q4 FY2025 earnings call',
    },
  ];
  return facts({ profile: profile({ id: 'steady', name: 'Steady Compounder Ltd', code: 'STEADY', sector: 'Consumer Goods' }), years, prices, guidance });
}

export function cyclical(): CompanyFacts {
  const sales = [1000, 1350, 900, 1250, 1500, 1050, 1400, 1700, 1150, 1500];
  const n = sales.length;
  const years = buildYears({
    firstFy: 2016,
    sales,
    opm: [0.14, 0.2, 0.08, 0.16, 0.21, 0.07, 0.17, 0.22, 0.09, 0.18],
    shares: series(n, () => 20),
    borrowings: series(n, (i) => 400 + 20 * i),
    netBlockToSales: 0.8,
    cfoToProfit: series(n, (i) => (i % 2 === 0 ? 1.6 : 0.9)),
    payout: 0.3,
    startReserves: 900,
    receivableDays: series(n, () => 60),
    interestRate: 0.1,
  });
  const prices = [...yearEndPrices(years, () => 12), { price: 95, asOf: '2025-07-15', source: 'test close' }];
  return facts({ profile: profile({ id: 'cyc', name: 'Cyclical Metals Ltd', code: 'CYCMET', sector: 'Metals' }), years, prices });
}

export function lossMaker(): CompanyFacts {
  const sales = [800, 760, 700, 650, 640, 600];
  const n = sales.length;
  const years = buildYears({
    firstFy: 2020,
    sales,
    opm: [0.06, 0.03, 0.01, -0.02, -0.04, -0.05],
    shares: [10, 10, 12, 14, 16, 18],
    borrowings: [300, 360, 420, 480, 540, 600],
    netBlockToSales: 0.9,
    cfoToProfit: series(n, () => 1.2),
    payout: 0,
    startReserves: 200,
    receivableDays: [60, 70, 80, 95, 110, 125],
    interestRate: 0.12,
  });
  const prices = [
    { price: 40, asOf: '2020-03-31', source: 'test' },
    { price: 12.5, asOf: '2025-06-30', source: 'test close' },
  ];
  return facts({ profile: profile({ id: 'loss', name: 'Loss Maker Ltd', code: 'LOSSMK', sector: 'Textiles' }), years, prices });
}

export function turnaround(): CompanyFacts {
  const sales = [500, 480, 520, 600, 700, 820];
  const n = sales.length;
  const years = buildYears({
    firstFy: 2020,
    sales,
    opm: [-0.02, 0.0, 0.06, 0.12, 0.15, 0.17],
    shares: series(n, () => 25),
    borrowings: [400, 420, 380, 300, 220, 150],
    netBlockToSales: 0.6,
    cfoToProfit: [0.5, 0.5, 1.5, 1.3, 1.2, 1.1],
    payout: 0.1,
    startReserves: 150,
    receivableDays: [90, 85, 80, 70, 60, 55],
    interestRate: 0.11,
  });
  const prices = [...yearEndPrices(years, () => 15), { price: 60, asOf: '2025-06-30', source: 'test close' }];
  return facts({ profile: profile({ id: 'turn', name: 'Turnaround Engineering Ltd', code: 'TURNENG', sector: 'Capital Goods' }), years, prices });
}

export function lender(): CompanyFacts {
  const years: FinancialYear[] = [];
  let reserves = 4000;
  for (let i = 0; i < 8; i += 1) {
    const sales = r1(3000 * 1.14 ** i);
    const netProfit = r1(sales * (0.16 + 0.004 * i));
    const dividends = r1(netProfit * 0.2);
    reserves = r1(reserves + netProfit - dividends);
    const totalAssets = r1(30000 * 1.14 ** i);
    years.push(
      year(2018 + i, {
        sales,
        operatingProfit: null,
        otherIncome: r1(sales * 0.05),
        depreciation: r1(sales * 0.01),
        interest: r1(sales * 0.55),
        profitBeforeTax: r1(netProfit / 0.75),
        netProfit,
        shares: 100,
        eps: r2(netProfit / 100),
        equity: 100,
        reserves,
        borrowings: r1(totalAssets * 0.8),
        totalAssets,
        operatingCashFlow: r1(-sales * 0.3),
        dividends,
      }),
    );
  }
  const prices = [...yearEndPrices(years, () => 14), { price: 105, asOf: '2025-06-30', source: 'test close' }];
  return facts({ profile: profile({ id: 'bank', name: 'Prudent Finance Ltd', code: 'PRUFIN', sector: 'NBFC', isLender: true }), years, prices });
}

export function thinHistory(): CompanyFacts {
  const full = steadyCompounder();
  return { ...full, profile: profile({ id: 'thin', name: 'Newly Listed Ltd', code: 'NEWLIST' }), years: full.years.slice(-2), guidance: [] };
}

export function noStatements(): CompanyFacts {
  return facts({
    profile: profile({ id: 'none', name: 'Awaiting Data Ltd', code: 'AWAIT' }),
    prices: [{ price: 250, asOf: '2025-06-30', source: 'test close' }],
  });
}

export function negativeEquity(): CompanyFacts {
  const sales = [900, 850, 820, 800, 780];
  const n = sales.length;
  const years = buildYears({
    firstFy: 2021,
    sales,
    opm: [0.05, 0.02, 0.0, -0.01, 0.01],
    shares: series(n, () => 30),
    borrowings: [900, 950, 1000, 1050, 1100],
    netBlockToSales: 1,
    cfoToProfit: series(n, () => 1),
    payout: 0,
    startReserves: -100,
    receivableDays: series(n, () => 75),
    interestRate: 0.12,
  });
  return facts({
    profile: profile({ id: 'neg', name: 'Overleveraged Infra Ltd', code: 'OVERINF', sector: 'Infrastructure' }),
    years,
    prices: [{ price: 4.2, asOf: '2025-06-30', source: 'test close' }],
  });
}

/**
 * A company whose history has holes, as real exports often do: the steady
 * compounder with FY2019 and FY2022 missing altogether and FY2024's cash flow
 * and FY2017's share count blank (unknown, not zero: those rows are always filled).
 */
export function gappy(): CompanyFacts {
  const full = steadyCompounder();
  const years = full.years
    .filter((y) => y.fiscalYear !== 2019 && y.fiscalYear !== 2022)
    .map((y) => (y.fiscalYear === 2024 ? { ...y, operatingCashFlow: null, capex: null } : y.fiscalYear === 2017 ? { ...y, shares: null } : y));
  const prices = full.prices.filter((p) => !p.asOf.startsWith('2019') && !p.asOf.startsWith('2022'));
  return { ...full, profile: profile({ id: 'gappy', name: 'Patchy Records Ltd', code: 'PATCHY', sector: 'Consumer Goods' }), years, prices, guidance: [] };
}

export const ARCHETYPES = {
  'steady compounder': steadyCompounder,
  cyclical,
  'loss-maker': lossMaker,
  turnaround,
  lender,
  'thin history': thinHistory,
  'no statements': noStatements,
  'negative equity': negativeEquity,
  gappy,
} as const;
