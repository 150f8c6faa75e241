import { PLANS } from '../plans';
import { PREMIUM_CATALOGUE, PREMIUM_LINES, planFeatureLines, planFeatures } from './premiumCatalogue';

describe('the premium catalogue', () => {
  it('gives the spec’s lines: three for 3 months, exclusive reports added for 1 year', () => {
    expect(planFeatures('3_months')).toEqual(['Unlimited company access', 'Advanced analytics', 'Priority support']);
    expect(planFeatures('1_year')).toEqual(['Unlimited company access', 'Advanced analytics', 'Priority support', 'Exclusive reports']);
    expect(PLANS['3_months'].features).toEqual(planFeatures('3_months'));
    expect(PLANS['1_year'].features).toEqual(planFeatures('1_year'));
  });

  it('names what stands behind “Advanced analytics”', () => {
    const analytics = planFeatureLines('3_months').find((group) => group.line === 'Advanced analytics');
    expect(analytics?.features.map((feature) => feature.premium)).toEqual([
      'Compare up to 4 companies side by side',
      'Keep any number of saved screens',
      'Excel downloads of statements and screen results',
    ]);
  });

  it('lists no line with nothing shipped behind it', () => {
    for (const plan of ['3_months', '1_year'] as const) {
      for (const group of planFeatureLines(plan)) {
        expect(group.features.length).toBeGreaterThan(0);
        expect(group.features.every((feature) => feature.shipped)).toBe(true);
      }
    }
  });

  it('has unique ids and only known lines', () => {
    const ids = PREMIUM_CATALOGUE.map((feature) => feature.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const feature of PREMIUM_CATALOGUE) expect(PREMIUM_LINES).toContain(feature.line);
  });
});
