import { VALUE_WEIGHTS_BY_ID, VALUE_WEIGHTS_BY_V1_NAME } from '../testing/preferencesFixtures';
import { preferencesWithV1Names, V1PreferencesSchema, weightKeysOf, weightsById, weightsByV1Name } from './preferencesV1Names';

const BY_ID = VALUE_WEIGHTS_BY_ID;
const BY_NAME = VALUE_WEIGHTS_BY_V1_NAME;

describe('weights keyed by the v1 pillar names, during the compatibility window', () => {
  it('converts each way without losing a weight', () => {
    expect(weightsById(BY_NAME)).toEqual(BY_ID);
    expect(weightsByV1Name(BY_ID)).toEqual(BY_NAME);
  });

  it('answers a client that reads v1 names in its own terms', () => {
    expect(preferencesWithV1Names({ lens: 'graham', weights: BY_ID })).toEqual({ lens: 'graham', weights: BY_NAME });
    expect(preferencesWithV1Names({ lens: 'lynch', weights: null })).toEqual({ lens: 'lynch', weights: null });
    expect(V1PreferencesSchema.safeParse(preferencesWithV1Names({ lens: 'graham', weights: BY_ID })).success).toBe(true);
  });

  it.each([
    ['ids', BY_ID, 'ids'],
    ['v1 names', BY_NAME, 'v1_names'],
    ['v1 names with an unknown pillar', { ...BY_NAME, Momentum: 0 }, 'v1_names'],
    ['ids with an unknown pillar', { ...BY_ID, Momentum: 0 }, 'ids'],
    ['only unknown keys', { Momentum: 100 }, 'ids'],
    ['no weights', null, 'ids'],
    ['a mix of ids and names', { ...BY_ID, Growth: 10 }, 'mixed'],
  ])('tells which keys weights with %s use', (_what, weights, keys) => {
    expect(weightKeysOf(weights)).toBe(keys);
  });
});
