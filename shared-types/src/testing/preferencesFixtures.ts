// One user's pillar weights in both keyings, parsed through the contract's
// schemas so a change to the contract breaks the fixture instead of the tests.
import { PillarWeightsSchema, V1PillarWeightsSchema } from '../api';

/** A value investor's weights by pillar id: as stored, and as the API answers `?weights=ids`. */
export const VALUE_WEIGHTS_BY_ID = PillarWeightsSchema.parse({
  business_quality: 20,
  growth: 10,
  financial_strength: 20,
  earnings_quality: 10,
  management_credibility: 10,
  valuation: 30,
});

/** The same weights by v1 name, as shells built before pillar ids send and read them. */
export const VALUE_WEIGHTS_BY_V1_NAME = V1PillarWeightsSchema.parse({
  'Business quality': 20,
  Growth: 10,
  'Financial strength': 20,
  'Earnings quality': 10,
  'Management credibility': 10,
  Valuation: 30,
});
