import { type CompanyFacts, type CompanyProfile, type FinancialYear, type PricePoint } from '../types';

/** Builders for hand-made CompanyFacts used by the engine's tests. */

export const r1 = (x: number): number => Math.round(x * 10) / 10;
export const r2 = (x: number): number => Math.round(x * 100) / 100;

export function emptyYear(fiscalYear: number): FinancialYear {
  return {
    fiscalYear,
    sales: null,
    operatingProfit: null,
    otherIncome: null,
    depreciation: null,
    interest: null,
    profitBeforeTax: null,
    netProfit: null,
    eps: null,
    shares: null,
    equity: null,
    reserves: null,
    borrowings: null,
    totalAssets: null,
    currentAssets: null,
    currentLiabilities: null,
    netBlock: null,
    cwip: null,
    receivables: null,
    inventory: null,
    cash: null,
    operatingCashFlow: null,
    capex: null,
    capexEstimated: false,
    dividends: null,
    otherLiabilities: null,
    rawMaterialCost: null,
    sellingAndAdmin: null,
  };
}

export function year(fiscalYear: number, fields: Partial<FinancialYear>): FinancialYear {
  return { ...emptyYear(fiscalYear), ...fields };
}

export function profile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return { id: 'c1', name: 'Test Company Ltd', code: 'TEST', isin: 'INE000A01010', sector: 'Industrials', isDemo: false, isLender: false, ...overrides };
}

export function facts(overrides: Partial<CompanyFacts> = {}): CompanyFacts {
  return {
    profile: profile(),
    years: [],
    prices: [],
    guidance: [],
    sources: [{ kind: 'demo', description: 'Synthetic test fixture', asOf: '2025-06-30' }],
    ...overrides,
  };
}

/** Drivers for a non-financial company, one entry per fiscal year. */
export interface Drivers {
  firstFy: number;
  sales: number[];
  opm: number[];
  /** Net profit margin is derived: (OP + other income − dep − interest) × (1 − 25% tax). */
  shares: number[];
  borrowings: number[];
  /** Net block as a share of sales. */
  netBlockToSales: number;
  /** CFO as a multiple of net profit (negative profit: CFO = this × |NP| × −1). */
  cfoToProfit: number[];
  payout: number;
  startReserves: number;
  /** Receivable days per year. */
  receivableDays: number[];
  interestRate: number;
}

export function buildYears(d: Drivers): FinancialYear[] {
  const out: FinancialYear[] = [];
  let reserves = d.startReserves;
  let prevNetBlock: number | null = null;
  for (let i = 0; i < d.sales.length; i += 1) {
    const sales = d.sales[i] as number;
    const op = r1(sales * (d.opm[i] as number));
    const otherIncome = r1(sales * 0.01);
    const netBlock = r1(sales * d.netBlockToSales);
    const depreciation = r1(netBlock * 0.08);
    const borrowings = d.borrowings[i] as number;
    const interest = r1(borrowings * d.interestRate);
    const pbt = r1(op + otherIncome - depreciation - interest);
    const netProfit = r1(pbt > 0 ? pbt * 0.75 : pbt);
    const shares = d.shares[i] as number;
    const dividends = netProfit > 0 ? r1(netProfit * d.payout) : 0;
    reserves = r1(reserves + netProfit - dividends);
    const equity = r1(shares * 1);
    const receivables = r1((sales * (d.receivableDays[i] as number)) / 365);
    const inventory = r1((sales * 50) / 365);
    const cash = r1(sales * 0.05);
    const otherLiabilities = r1(sales * 0.12);
    const totalAssets = r1(equity + reserves + borrowings + otherLiabilities);
    const cfo = r1(netProfit >= 0 ? netProfit * (d.cfoToProfit[i] as number) : netProfit * (d.cfoToProfit[i] as number));
    const capex = prevNetBlock === null ? null : r1(netBlock - prevNetBlock + depreciation);
    out.push({
      fiscalYear: d.firstFy + i,
      sales,
      operatingProfit: op,
      otherIncome,
      depreciation,
      interest,
      profitBeforeTax: pbt,
      netProfit,
      eps: r2(netProfit / shares),
      shares,
      equity,
      reserves,
      borrowings,
      totalAssets,
      currentAssets: null,
      currentLiabilities: null,
      netBlock,
      cwip: 0,
      receivables,
      inventory,
      cash,
      operatingCashFlow: cfo,
      capex,
      capexEstimated: capex !== null,
      dividends,
      otherLiabilities,
      rawMaterialCost: null,
      sellingAndAdmin: null,
    });
    prevNetBlock = netBlock;
  }
  return out;
}

/** A fiscal-year-end price (31 March) at a given P/E of that year's EPS, where EPS is positive. */
export function yearEndPrices(years: readonly FinancialYear[], pe: (fy: number) => number): PricePoint[] {
  const out: PricePoint[] = [];
  for (const y of years) {
    if (y.eps === null || y.eps <= 0) continue;
    out.push({ price: r2(y.eps * pe(y.fiscalYear)), asOf: `${y.fiscalYear}-03-31`, source: 'test' });
  }
  return out;
}
