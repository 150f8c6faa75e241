import { computeOwnerEarnings, type OwnerEarningsInput } from './ownerEarnings';

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
    expect(oe).toMatchObject({ value: 70, growthCapex: 30, maintenanceCapex: 50, maintenanceMethod: 'greenwald', bound: null, reason: null });
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
    expect(computeOwnerEarnings({ ...base, netProfit: null })).toMatchObject({ value: null, reason: 'net profit unknown' });
    expect(computeOwnerEarnings({ ...base, depreciation: null })).toMatchObject({ value: null, reason: 'depreciation unknown' });
  });
});
