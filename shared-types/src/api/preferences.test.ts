import { VALUE_WEIGHTS_BY_ID } from '../testing/preferencesFixtures';
import { PILLAR_IDS, PILLAR_V1_NAMES } from './pillars';
import { PillarWeightsSchema, PreferencesSchema, STANDARD_PILLAR_WEIGHTS, STANDARD_PILLAR_WEIGHTS_BY_ID } from './preferences';

const VALUE_WEIGHTS = VALUE_WEIGHTS_BY_ID;

describe('pillar weights keyed by pillar id', () => {
  it('accepts the six pillars by id, adding up to 100', () => {
    expect(PillarWeightsSchema.safeParse(VALUE_WEIGHTS)).toEqual({ success: true, data: VALUE_WEIGHTS });
  });

  it('refuses weights keyed by the v1 names (those go through the compatibility reader)', () => {
    const byName = Object.fromEntries(PILLAR_IDS.map((id) => [PILLAR_V1_NAMES[id], VALUE_WEIGHTS[id]]));
    expect(PillarWeightsSchema.safeParse(byName).success).toBe(false);
  });

  it('refuses weights that do not add up to 100', () => {
    const result = PillarWeightsSchema.safeParse({ ...VALUE_WEIGHTS, valuation: 20 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['the six pillar weights must add up to 100']);
  });

  it('gives each pillar id the standard weight of its v1 name, so the engine and the browser agree', () => {
    for (const id of PILLAR_IDS) {
      expect(STANDARD_PILLAR_WEIGHTS_BY_ID[id]).toBe(STANDARD_PILLAR_WEIGHTS[PILLAR_V1_NAMES[id] as keyof typeof STANDARD_PILLAR_WEIGHTS]);
    }
    expect(PreferencesSchema.safeParse({ lens: 'standard', weights: STANDARD_PILLAR_WEIGHTS_BY_ID }).success).toBe(true);
  });
});
