import { altmanZone, computeAltman, LENDER_ALTMAN_REASON } from './altman';

describe("Altman Z'' (hand-worked)", () => {
  const input = { totalAssets: 1000, currentAssets: 400, currentLiabilities: 250, reserves: 300, ebit: 150, netWorth: 400 };

  it('Z = 6.56 × 0.15 + 3.26 × 0.30 + 6.72 × 0.15 + 1.05 × (400 / 600) = 3.67, safe', () => {
    const z = computeAltman(input, false);
    expect(z.z).toBeCloseTo(3.67, 10);
    if (z.z === null) throw new Error('expected a score');
    expect(z).toMatchObject({ zone: 'safe', partial: false, totalLiabilities: 600 });
    expect(z.x1).toBeCloseTo(0.15, 12);
    expect(z.x4).toBeCloseTo(2 / 3, 12);
  });

  it('leaves X1 out when current assets or liabilities are unknown, and says the score is partial', () => {
    const z = computeAltman({ ...input, currentAssets: null }, false);
    expect(z.z).toBeCloseTo(2.686, 10);
    expect(z).toMatchObject({ partial: true, x1: null, zone: 'safe' });
  });

  it("uses Altman's 2.6 / 1.1 zones", () => {
    expect(altmanZone(2.61)).toBe('safe');
    expect(altmanZone(2.6)).toBe('grey');
    expect(altmanZone(1.1)).toBe('grey');
    expect(altmanZone(1.09)).toBe('distress');
  });

  it('is not applicable to lenders and needs positive liabilities', () => {
    expect(computeAltman(input, true)).toEqual({ z: null, reason: LENDER_ALTMAN_REASON });
    expect(computeAltman({ ...input, netWorth: 1000 }, false).reason).toMatch(/total liabilities/);
    expect(computeAltman({ ...input, totalAssets: 0 }, false).reason).toMatch(/total assets/);
  });
});
