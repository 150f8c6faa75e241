import { altmanZone, computeAltman } from './altman';

describe("Altman Z'' (hand-worked)", () => {
  const input = { totalAssets: 1000, currentAssets: 400, currentLiabilities: 250, reserves: 300, ebit: 150, netWorth: 400 };

  it('Z = 6.56 × 0.15 + 3.26 × 0.30 + 6.72 × 0.15 + 1.05 × (400 / 600) = 3.67, safe', () => {
    const z = computeAltman(input, false);
    expect(z.z).toBeCloseTo(3.67, 10);
    if (z.z === null) throw new Error('expected a score');
    expect(z).toMatchObject({ zone: 'safe', totalLiabilities: 600 });
    expect(z.x1).toBeCloseTo(0.15, 12);
    expect(z.x4).toBeCloseTo(2 / 3, 12);
  });

  it('is not computed when current assets or liabilities are unknown: the three-term sum (2.69 here) is not judged against the zones', () => {
    expect(computeAltman({ ...input, currentAssets: null }, false)).toEqual({ z: null, reason: 'no_working_capital' });
    expect(computeAltman({ ...input, currentLiabilities: null }, false)).toEqual({ z: null, reason: 'no_working_capital' });
  });

  it('with all four terms a distressed company stays in distress (the partial sum would have read grey)', () => {
    // X1 = −300/1000, X2 = −100/1000, X3 = 20/1000, X4 = 150/850: Z'' = −1.968 − 0.326 + 0.1344 + 0.1853 = −1.97.
    const z = computeAltman({ totalAssets: 1000, currentAssets: 200, currentLiabilities: 500, reserves: -100, ebit: 20, netWorth: 150 }, false);
    expect(z.z).toBeCloseTo(-1.9743, 3);
    expect(z).toMatchObject({ zone: 'distress' });
  });

  it("uses Altman's 2.6 / 1.1 zones", () => {
    expect(altmanZone(2.61)).toBe('safe');
    expect(altmanZone(2.6)).toBe('grey');
    expect(altmanZone(1.1)).toBe('grey');
    expect(altmanZone(1.09)).toBe('distress');
  });

  it('is not applicable to lenders and needs positive liabilities', () => {
    expect(computeAltman(input, true)).toEqual({ z: null, reason: 'lender' });
    expect(computeAltman({ ...input, netWorth: 1000 }, false).reason).toBe('liabilities_not_positive');
    expect(computeAltman({ ...input, totalAssets: 0 }, false).reason).toBe('total_assets_unknown');
    expect(computeAltman({ ...input, ebit: null }, false).reason).toBe('needs_inputs');
  });
});
