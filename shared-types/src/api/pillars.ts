/**
 * The score's six pillars by id. Ids are what the v2 research payload and saved
 * weights carry; the words ('Business quality') come from the message catalogue
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */
export const PILLAR_IDS = ['business_quality', 'growth', 'financial_strength', 'earnings_quality', 'management_credibility', 'valuation'] as const;
export type PillarId = (typeof PILLAR_IDS)[number];

/** The English name each pillar had as a key in v1 payloads and in weights saved before v2. */
export const PILLAR_V1_NAMES: Readonly<Record<PillarId, string>> = {
  business_quality: 'Business quality',
  growth: 'Growth',
  financial_strength: 'Financial strength',
  earnings_quality: 'Earnings quality',
  management_credibility: 'Management credibility',
  valuation: 'Valuation',
};

/** The id of a v1 pillar name, or null for a name that is not a pillar. */
export function pillarIdOfV1Name(name: string): PillarId | null {
  return PILLAR_IDS.find((id) => PILLAR_V1_NAMES[id] === name) ?? null;
}
