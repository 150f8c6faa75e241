import { buildContext } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { relianceAcrossExports } from '../testing/cashFixtures';
import { computeOwnerEarnings, ownerEarningsForYear, type OwnerEarningsInput } from './ownerEarnings';

const base: OwnerEarningsInput = {
  netProfit: 100,
  depreciation: 30,
  capex: 80,
  capexEstimated: true,
  salesChange: 60,
  netBlockToSales: 0.5,
  workingCapitalChange: 10,
  workingCapitalBasis: 'non_cash',
};

describe("owner's earnings (Greenwald maintenance capex)", () => {
  it('growth capex 0.5 × 60 = 30, maintenance 80 − 30 = 50, OE = 100 + 30 − 50 − 10 = 70', () => {
    const oe = computeOwnerEarnings(base);
    expect(oe).toMatchObject({ value: 70, growthCapex: 30, maintenanceCapex: 50, maintenanceMethod: 'greenwald', bound: null, failure: null });
    expect(oe).not.toHaveProperty('reason');
  });

  it('floors maintenance capex at 0 when growth capex exceeds total capex', () => {
    const oe = computeOwnerEarnings({ ...base, capex: 20 });
    expect(oe).toMatchObject({ maintenanceCapex: 0, bound: 'floored', value: 120 });
  });

  it('caps maintenance capex at total capex when sales fell', () => {
    const oe = computeOwnerEarnings({ ...base, salesChange: -40 });
    expect(oe).toMatchObject({ growthCapex: -20, maintenanceCapex: 80, bound: 'capped', value: 40 });
  });

  it('falls back to depreciation as maintenance capex when capex is unknown', () => {
    const oe = computeOwnerEarnings({ ...base, capex: null });
    expect(oe).toMatchObject({ maintenanceMethod: 'depreciation', maintenanceCapex: 30, value: 90 });
  });

  it('takes an unknown working-capital change as zero and says so; needs net profit and depreciation', () => {
    expect(computeOwnerEarnings({ ...base, workingCapitalChange: null, workingCapitalBasis: null })).toMatchObject({
      value: 80,
      workingCapitalBasis: 'unknown',
    });
    expect(computeOwnerEarnings({ ...base, netProfit: null })).toMatchObject({ value: null, failure: 'net_profit_unknown' });
    expect(computeOwnerEarnings({ ...base, depreciation: null })).toMatchObject({
      value: null,
      failure: 'depreciation_unknown',
    });
    expect(computeOwnerEarnings(base)).toMatchObject({ failure: null });
  });
});

describe("owner's earnings across two exports (issue 29, Reliance)", () => {
  const latestOe = (flagged: boolean) => {
    const ctx = buildContext(relianceAcrossExports({ flagged }));
    return ownerEarningsForYear(ctx, ctx.latest as YearView);
  };

  it('never reads all Other Liabilities as payables: no ₹2,25,839 crore release', () => {
    const oe = latestOe(false);
    expect(oe.workingCapitalBasis).not.toBe('trade');
    expect(oe.workingCapitalChange).toBeCloseTo(42_121 + 146_062 - (31_628 + 152_770), 6);
  });

  it('differences nothing across a flagged year and says which year was skipped', () => {
    const oe = latestOe(true);
    expect(oe.workingCapitalBasis).toBe('unknown');
    expect(oe.workingCapitalSkippedFy).toBe(2024);
  });

  it('uses cash from operations less maintenance capex when the two differ by more than 30%', () => {
    const oe = latestOe(true);
    const cash = 178_703 - (oe.maintenanceCapex as number);
    expect(oe.fromCash).toBeCloseTo(cash, 6);
    expect(oe.used).toBe('cash');
    expect(oe.value).toBeCloseTo(cash, 6);
    expect(Math.abs((oe.fromProfit as number) - cash)).toBeGreaterThan(0.3 * Math.abs(cash));
  });
});

describe("owner's earnings reconciled with cash from operations", () => {
  it('keeps the profit-based figure when the cross-check is within 30%', () => {
    // Profit-based 70; CFO 125 − maintenance 50 = 75: 7% apart.
    const oe = computeOwnerEarnings({ ...base, operatingCashFlow: 125 });
    expect(oe).toMatchObject({ value: 70, fromProfit: 70, fromCash: 75, used: 'profit' });
  });

  it('takes the cash figure when they differ by more than 30%', () => {
    // Profit-based 70; CFO 60 − 50 = 10.
    const oe = computeOwnerEarnings({ ...base, operatingCashFlow: 60 });
    expect(oe).toMatchObject({ value: 10, fromProfit: 70, fromCash: 10, used: 'cash' });
  });

  it('estimated capex across a flagged year is not used: maintenance falls back to depreciation', () => {
    const f = relianceAcrossExports({ flagged: true });
    const ctx = buildContext({ ...f, years: f.years.map((y) => ({ ...y, capexEstimated: true })) });
    const oe = ownerEarningsForYear(ctx, ctx.latest as YearView);
    expect(oe).toMatchObject({ maintenanceMethod: 'depreciation', capex: null, capexSkippedFy: 2024 });
  });
});
