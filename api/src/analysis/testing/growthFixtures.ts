import { type CompanyFacts, type FinancialYear } from '../types';
import { facts, profile, r1, r2, year } from './builders';

/**
 * Companies whose earnings record starts from a base effect (issue 29, finding 4), from the figures
 * the analyst quoted. Sales follow a stated path; net profit is EPS × shares.
 */

function fromEps(firstFy: number, eps: number[], sales: (i: number) => number, shares: number, payout = 0.3): FinancialYear[] {
  let reserves = 20 * shares;
  return eps.map((e, i) => {
    const netProfit = r1(e * shares);
    const dividends = netProfit > 0 ? r1(netProfit * payout) : 0;
    reserves = r1(reserves + netProfit - dividends);
    return year(firstFy + i, { sales: r1(sales(i)), netProfit, eps: e, shares, equity: shares, reserves, borrowings: 0, dividends });
  });
}

/**
 * Sun Pharma-like: EPS depressed in FY2018–FY2022 (₹8.7–15.7), then ₹35–48; sales grow 11.8% a
 * year throughout. FY2021–FY2026 EPS CAGR 31.6%, from FY2021's 7% net margin against a 16% norm.
 */
export function depressedBase(): CompanyFacts {
  const years = fromEps(2017, [29.0, 8.7, 11.1, 15.7, 12.1, 13.6, 35.3, 40.0, 45.5, 47.8], (i) => 26000 * 1.118 ** i, 240);
  return facts({
    profile: profile({ id: 'sunlike', name: 'Depressed Base Pharma Ltd', code: 'DEPBASE', sector: 'Pharmaceuticals' }),
    years,
    prices: [{ price: 1700, asOf: '2026-06-30', source: 'test close' }],
  });
}

/**
 * Tata Steel-like: FY2020 EPS ₹1.3 (a 1% net margin) and FY2025 ₹2.7, both troughs, with a ₹33.9
 * peak between: the FY2020–FY2025 EPS CAGR of 15.7% runs from a trough to a trough.
 */
export function troughToTrough(): CompanyFacts {
  const sales = [117000, 117000, 133000, 157000, 149000, 156000, 244000, 243000, 229000, 218000];
  const years = fromEps(2016, [-5.0, -4.2, 13.5, 10.2, 1.3, 6.2, 33.9, 6.2, -2.6, 2.7], (i) => sales[i] as number, 1248, 0.2);
  return facts({
    profile: profile({ id: 'steellike', name: 'Trough Steel Ltd', code: 'TRSTEEL', sector: 'Metals' }),
    years,
    prices: [{ price: 150, asOf: '2025-06-30', source: 'test close' }],
  });
}

/**
 * ICICI-like lender: FY2019 net profit ₹3,363 crore (a 3.8% margin on income against a 15% norm),
 * then ₹7,931 … ₹40,888 crore by FY2024; the FY2019–FY2024 EPS CAGR is about 62%.
 */
export function lenderTroughBase(): CompanyFacts {
  const profits = [9726, 9801, 6777, 3363, 7931, 16193, 23339, 31896, 40888];
  const shares = 700;
  const eps = profits.map((p) => r2(p / shares));
  const years = fromEps(2016, eps, (i) => 60000 * 1.1 ** (i + 1), shares, 0.15).map((y) => ({ ...y, borrowings: r1((y.sales as number) * 8) }));
  return facts({
    profile: profile({ id: 'icicilike', name: 'Trough Base Bank Ltd', code: 'TRBANK', sector: 'Banks', isLender: true, kind: 'lender' }),
    years,
    prices: [{ price: 1100, asOf: '2024-06-30', source: 'test close' }],
  });
}
