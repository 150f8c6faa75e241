/** The company's magic-formula rank in its industry, read from the peer comparison when the payload has one. */
export interface PeerRank {
  rank: number;
  /** How many companies were ranked; null when not sent. */
  of: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** `peer_comparison.company.magic_formula_rank` (1 = best) and `magic_formula_of`; null when absent or not a rank. */
export function magicFormulaRank(details: Readonly<Record<string, unknown>>): PeerRank | null {
  const peers = details.peer_comparison;
  const company = isRecord(peers) ? peers.company : undefined;
  if (!isRecord(company) || !isCount(company.magic_formula_rank)) return null;
  const of = isCount(company.magic_formula_of) && company.magic_formula_of >= company.magic_formula_rank ? company.magic_formula_of : null;
  return { rank: company.magic_formula_rank, of };
}
