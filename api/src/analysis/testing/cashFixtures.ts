import { type CompanyFacts, type QuarterResult } from '../types';
import { facts, profile, year } from './builders';

/**
 * Fixtures for the cash findings of issue 29, built from the figures the analyst quoted
 * (₹ crore). Reliance: FY2024's balance sheet from an older export (Other Liabilities
 * ₹5,02,576 crore), FY2025's from a newer one (₹7,32,200 crore) after Screener moved about
 * ₹1.08 lakh crore out of Borrowings; read as payables, that gave 'working capital released
 * ₹2,25,839 crore'.
 */
export function relianceAcrossExports(options: { flagged: boolean }): CompanyFacts {
  const common = { capexEstimated: false, equity: 13_532, cwip: 0, currentAssets: null, currentLiabilities: null };
  return facts({
    profile: profile({ name: 'Reliance Industries Ltd', code: 'RELIANCE', sector: 'Energy' }),
    years: [
      year(2023, {
        ...common,
        sales: 877_835,
        operatingProfit: 142_162,
        depreciation: 40_303,
        netProfit: 66_702,
        netBlock: 346_745,
        totalAssets: 1_607_431,
        borrowings: 313_966,
      }),
      year(2024, {
        ...common,
        sales: 901_064,
        operatingProfit: 162_066,
        depreciation: 50_832,
        netProfit: 69_621,
        netBlock: 355_920,
        receivables: 31_628,
        inventory: 152_770,
        otherLiabilities: 502_576,
        borrowings: 346_142,
        totalAssets: 1_755_986,
        operatingCashFlow: 158_788,
        capex: 152_883,
      }),
      year(2025, {
        ...common,
        sales: 964_693,
        operatingProfit: 165_444,
        depreciation: 53_136,
        netProfit: 81_309,
        netBlock: 381_054,
        receivables: 42_121,
        inventory: 146_062,
        otherLiabilities: 732_200,
        borrowings: 369_575,
        totalAssets: 1_950_121,
        operatingCashFlow: 178_703,
        capex: 160_000,
      }),
    ],
    reclassifiedYears: options.flagged
      ? [
          {
            periodEnd: '2024-03-31',
            lines: [
              { line: 'Borrowings', newer: 264_400, older: 346_142 },
              { line: 'Other Liabilities', newer: 610_576, older: 502_576 },
            ],
          },
        ]
      : [],
  });
}

/** A quarter with net profit, other income and optional exceptional items (₹ crore). */
export function quarter(periodEnd: string, netProfit: number, otherIncome: number, extra: Partial<QuarterResult> = {}): QuarterResult {
  return { periodEnd, sales: 240_000, operatingProfit: 42_000, netProfit, otherIncome, ...extra };
}
