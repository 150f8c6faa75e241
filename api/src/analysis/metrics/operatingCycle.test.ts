import { buildContext } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { facts, year } from '../testing/builders';
import { type FinancialYear } from '../types';
import { workingCapitalDays } from './operatingCycle';

const daysOf = (fields: Partial<FinancialYear>) => {
  const ctx = buildContext(facts({ years: [year(2025, fields)] }));
  return workingCapitalDays(ctx.latest as YearView);
};

describe('working-capital days (issue 29)', () => {
  it('TCS: ₹29 crore of inventory is days of cost of sales, not 246 days of a ₹43 crore raw-material bill', () => {
    const d = daysOf({ sales: 255_324, operatingProfit: 66_000, rawMaterialCost: 43, inventory: 29, receivables: 53_000 });
    expect(d.inventoryBasis).toBe('cost_of_sales');
    expect(d.inventoryDays as number).toBeLessThan(1);
  });

  it('Sun Pharma: inventory days on cost of sales (operating costs less selling and admin), not on raw material alone', () => {
    const d = daysOf({ sales: 52_041, operatingProfit: 14_230, sellingAndAdmin: 9_000, rawMaterialCost: 13_300, inventory: 13_660 });
    expect(d.inventoryDays as number).toBeCloseTo((13_660 * 365) / (52_041 - 14_230 - 9_000), 6);
  });

  it('Reliance: no payable days from Other Liabilities (278 days); trade payables when a filing gives them', () => {
    const base = { sales: 964_693, operatingProfit: 165_444, otherLiabilities: 732_200, inventory: 146_062, receivables: 42_121 };
    expect(daysOf(base)).toMatchObject({ payableDays: null, cashConversionCycle: null });
    const withPayables = daysOf({ ...base, tradePayables: 180_000 });
    expect(withPayables.payableDays as number).toBeCloseTo((180_000 * 365) / (964_693 - 165_444), 6);
  });
});
