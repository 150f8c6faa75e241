import { type Kysely } from 'kysely';
import { type CompanyPeersResponse } from 'shared-types/api';
import { type Database } from '../../db/schema';
import { requireResearched } from '../researchedCompany';
import { peerComparisonOf } from './servePeerComparison';

/**
 * GET /api/company/:id/peers (docs/peer-comparison.md, 'Served on its own'): the peer comparison of a
 * company the caller has researched (any company for premium users), null when it has no peer group.
 * Served apart from the v2 research answer: the table changes with the peers' prices, not with the
 * company's analysis, and it is most of what the answer would otherwise weigh.
 */
export async function companyPeers(db: Kysely<Database>, input: { userId: string; companyId: string; now: Date }): Promise<CompanyPeersResponse> {
  await requireResearched(db, input, (name) => `Research ${name} first to see its peers (premium members see any company's).`);
  return { peers: (await peerComparisonOf(db, input.companyId)) ?? null };
}
