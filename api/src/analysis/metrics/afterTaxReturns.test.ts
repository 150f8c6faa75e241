import { buildYearView } from '../context/yearMetrics';
import { year } from '../testing/builders';
import { moatReading, roceAfterTax, roicAfterTax, taxRateOf } from './afterTaxReturns';
import { workingCapitalDays } from './operatingCycle';

/** After-tax returns against the 12% cost of capital, and working-capital days (hand-worked). */

const view = (fields: Parameters<typeof year>[1]) => buildYearView(year(2025, fields), [], false);

describe('after-tax returns', () => {
  // EBIT = PBT 200 + interest 50 = 250 on capital employed 1,000 (equity 100 + reserves 700 + borrowings 200): ROCE 25%.
  const base = { profitBeforeTax: 200, interest: 50, netProfit: 150, equity: 100, reserves: 700, borrowings: 200, cash: 100 };

  it('uses the effective tax rate (1 − 150 / 200 = 25%): ROCE 25% → 18.75% after tax; ROIC 187.5 / 900 = 20.8%', () => {
    const v = view(base);
    expect(taxRateOf(v)).toEqual({ rate: 0.25, basis: 'effective' });
    expect(roceAfterTax(v)).toBeCloseTo(0.1875, 12);
    expect(roicAfterTax(v)).toBeCloseTo(187.5 / 900, 12);
  });

  it('assumes the 25.17% statutory rate, labelled, when the effective rate is not plausible (a loss, or a credit)', () => {
    expect(taxRateOf(view({ ...base, netProfit: 210 }))).toEqual({ rate: 0.2517, basis: 'statutory' });
    expect(taxRateOf(view({ ...base, profitBeforeTax: -10 }))).toEqual({ rate: 0.2517, basis: 'statutory' });
  });

  it('reads a moat only well above the 12% cost of capital: 15% pre-tax ROCE (about 11% after tax) is none', () => {
    expect(moatReading(0.15 * (1 - 0.2517), 0.01)).toBe('no_moat');
    expect(moatReading(0.14, 0.01)).toBe('clears');
    expect(moatReading(0.18, 0.02)).toBe('moat');
    expect(moatReading(0.18, 0.08)).toBe('clears');
  });
});

describe('working-capital days', () => {
  it('365 × receivables / sales, inventory and trade payables / cost of sales, and the cycle', () => {
    // Cost of sales = 3,650 − operating profit 1,000 − selling and admin 825 = 1,825.
    const fields = { sales: 3650, operatingProfit: 1000, sellingAndAdmin: 825, receivables: 400, inventory: 300, rawMaterialCost: 900 };
    const w = workingCapitalDays(view({ ...fields, otherLiabilities: 500, tradePayables: 250 }));
    expect(w).toMatchObject({ receivableDays: 40, inventoryDays: 60, inventoryBasis: 'cost_of_sales', payableDays: 50, cashConversionCycle: 50 });
  });

  it('falls back to inventory on sales, and has no cycle without payables', () => {
    const w = workingCapitalDays(view({ sales: 3650, receivables: 400, inventory: 300 }));
    expect(w).toMatchObject({ inventoryDays: 30, inventoryBasis: 'sales', payableDays: null, cashConversionCycle: null });
  });
});
