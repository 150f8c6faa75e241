import { computeBeneish, type BeneishYear } from './beneish';

const current: BeneishYear = {
  sales: 1200,
  receivables: 240,
  operatingProfit: 180,
  netBlock: 500,
  cwip: 0,
  depreciation: 50,
  totalAssets: 1500,
  currentAssets: 700,
  currentLiabilities: 300,
  borrowings: 300,
  inventory: 100,
  cash: 50,
  netProfit: 100,
  operatingCashFlow: 60,
};
const previous: BeneishYear = {
  sales: 1000,
  receivables: 150,
  operatingProfit: 200,
  netBlock: 450,
  cwip: 0,
  depreciation: 50,
  totalAssets: 1300,
  currentAssets: 600,
  currentLiabilities: 280,
  borrowings: 250,
  inventory: 90,
  cash: 40,
  netProfit: 90,
  operatingCashFlow: 100,
};

describe('Beneish M-score (hand-worked)', () => {
  it('computes all eight variables and M = −1.66, flagged as a likely manipulator', () => {
    const b = computeBeneish(current, previous, false);
    if (b.m === null) throw new Error(b.reason.code);
    const v = Object.fromEntries(b.variables.map((x) => [x.name, x.value]));
    expect(v.DSRI).toBeCloseTo(0.2 / 0.15, 10); // (240/1200) / (150/1000)
    expect(v.GMI).toBeCloseTo(0.2 / 0.15, 10); // operating margin 20% → 15%
    expect(v.AQI).toBeCloseTo(0.2 / (1 - 1050 / 1300), 10);
    expect(v.SGI).toBeCloseTo(1.2, 12);
    expect(v.DEPI).toBeCloseTo(1.1, 10); // (50/500) / (50/550)
    expect(v.SGAI).toBe(1);
    expect(v.TATA).toBeCloseTo(40 / 1500, 12);
    expect(v.LVGI).toBeCloseTo(0.4 / (530 / 1300), 10);
    expect(b.m).toBeCloseTo(-1.66033, 4);
    expect(b.flag).toBe('likely');
    expect(b.variables.find((x) => x.name === 'SGAI')?.basis).toBe('neutral');
    expect(b.variables.find((x) => x.name === 'GMI')?.basis).toBe('proxy');
  });

  it('labels the soft-asset and leverage proxies when current assets and liabilities are unknown', () => {
    const b = computeBeneish(
      { ...current, currentAssets: null, currentLiabilities: null },
      { ...previous, currentAssets: null, currentLiabilities: null },
      false,
    );
    if (b.m === null) throw new Error(b.reason.code);
    expect(b.variables.find((x) => x.name === 'AQI')?.note).toBe('aqi_from_components');
    expect(b.variables.find((x) => x.name === 'LVGI')?.note).toBe('lvgi_borrowings_only');
    expect(b.variables.find((x) => x.name === 'LVGI')).toMatchObject({ basis: 'proxy', value: 0.2 / (250 / 1300) });
  });

  it('needs DSRI, SGI and TATA, and does not apply to lenders', () => {
    expect(computeBeneish({ ...current, receivables: null }, previous, false).reason).toEqual({ code: 'needs_inputs', inputs: ['dsri'] });
    expect(computeBeneish(current, previous, true)).toEqual({ m: null, reason: { code: 'lender' } });
  });
});
