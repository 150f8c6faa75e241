import { PeerComparisonSchema, type PeerComparison } from './peerComparison';
import { RESEARCH_V2_PEERS_FIELD } from './companySearch';
import { type ResearchV2 } from './v2/research';
import { decodeResearchV2 } from './v2/wire';
import { type UnitTable } from './v2/wire/unitTable';
import { RESEARCH_V2_UNITS } from './v2/wire/researchUnits';

/**
 * The v2 research answer as the page keeps it (docs/research-answer-v2.md): the document decoded
 * from its wire, figures whole, and the peer comparison served beside it (null when the company
 * has none, or when it did not read: the peers card then says so and the rest renders).
 */
export interface ReceivedResearchV2 {
  document: ResearchV2;
  peers: PeerComparison | null;
}

export type ReadResearchV2 = { ok: true; research: ReceivedResearchV2 } | { ok: false; error: string };

/** `company_data` of a v2 answer, read: never throws; the error says where the answer went wrong. */
export function readServedResearchV2(companyData: unknown, units: UnitTable = RESEARCH_V2_UNITS): ReadResearchV2 {
  const decoded = decodeResearchV2(companyData, units);
  if (!decoded.ok) return decoded;
  const rawPeers = typeof companyData === 'object' && companyData !== null ? (companyData as Record<string, unknown>)[RESEARCH_V2_PEERS_FIELD] : undefined;
  const peers = rawPeers === undefined ? null : PeerComparisonSchema.safeParse(rawPeers);
  return { ok: true, research: { document: decoded.answer, peers: peers === null || !peers.success ? null : peers.data } };
}
