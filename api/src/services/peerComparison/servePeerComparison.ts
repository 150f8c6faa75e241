import { type Kysely } from 'kysely';
import { PEER_COMPARISON_FIELD, type PeerComparison } from 'shared-types/api';
import { peerGroupsOfCompany, type StoredPeerGroupRow } from '../../db/peerFiguresRepository';
import { type Database } from '../../db/schema';
import { type PeerGroupData } from './peerGroups';
import { buildPeerComparison, type StoredPeerGroup } from './selectPeers';

const toGroup = (row: StoredPeerGroupRow | undefined): StoredPeerGroup | undefined =>
  row === undefined ? undefined : { basis: row.basis, name: row.name, computedAt: row.computed_at, data: row.data as PeerGroupData };

/** The company's peer comparison from its stored groups (one indexed read), or undefined when it has none. */
export async function peerComparisonOf(db: Kysely<Database>, companyId: string): Promise<PeerComparison | undefined> {
  const { industry, sector } = await peerGroupsOfCompany(db, companyId);
  return buildPeerComparison(companyId, toGroup(industry), toGroup(sector));
}

/**
 * Adds `peer_comparison` (v2: `peers`) to a stored payload's JSON text without parsing it: the
 * stored analysis itself stays as computed, whatever happens to its peers' prices.
 */
export function withPeerComparison(payloadJson: string, section: PeerComparison | undefined, field: string = PEER_COMPARISON_FIELD): string {
  if (section === undefined) return payloadJson;
  const text = payloadJson.trimEnd();
  if (!text.endsWith('}')) return payloadJson;
  const body = text.slice(0, -1).trimEnd();
  const separator = body.endsWith('{') ? '' : ',';
  return `${body}${separator}${JSON.stringify(field)}:${JSON.stringify(section)}}`;
}
