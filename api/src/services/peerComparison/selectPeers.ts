import { type PeerComparison, type PeerMetrics, type PeerNumbers } from 'shared-types/api';
import { leverageKindOf, mediansOf, returnKindOf, type PeerGroupData, type PeerMember } from './peerGroups';

/** At most this many peers in the table. */
export const MAX_PEERS = 8;
/** Fewer peers than this in the broader group too: no table. */
export const MIN_PEERS = 3;
/** Companies (the company included) that must share the basic industry (ISubgroup) for it to be the group; else the industry (Igroup). */
export const MIN_BASIC_INDUSTRY = 5;

export interface StoredPeerGroup {
  basis: 'industry' | 'sector';
  name: string;
  computedAt: Date;
  data: PeerGroupData;
}

export const thinGroupNote = (name: string): string => `Fewer than ${MIN_PEERS} classified peers in ${name}: no peer table.`;

export function peerMetrics(member: PeerMember): PeerMetrics {
  const f = member.figures;
  return {
    price: f.price,
    market_cap_crore: f.market_cap_crore,
    pe: f.pe,
    pb: f.pb,
    return_on_capital: f.return_on_capital,
    return_on_capital_kind: returnKindOf(member.kind),
    sales_cagr_5y: f.sales_cagr_5y,
    leverage: f.leverage,
    leverage_kind: leverageKindOf(member.kind),
    score: f.score,
  };
}

/** Distance in size on a log scale (a peer twice as large is as near as one half as large); Infinity when either size is unknown or not positive. */
function sizeGap(a: number | null, b: number | null): number {
  // Rounded, so twice as large and half as large tie exactly (then the id decides).
  return a !== null && b !== null && a > 0 && b > 0 ? Number(Math.abs(Math.log(a / b)).toFixed(9)) : Infinity;
}

/**
 * The nearest peers in market capitalisation (by sales when the company has no
 * price), those of unknown size last, ties by id.
 */
export function nearestPeers(company: PeerMember, others: readonly PeerMember[], limit = MAX_PEERS): PeerMember[] {
  const bySales = company.figures.market_cap_crore === null;
  const size = (m: PeerMember): number | null => (bySales ? m.figures.sales_crore : m.figures.market_cap_crore);
  const own = size(company);
  return others
    .map((member) => ({ member, gap: sizeGap(own, size(member)), fallback: sizeGap(company.figures.sales_crore, member.figures.sales_crore) }))
    .sort((a, b) => a.gap - b.gap || a.fallback - b.fallback || a.member.id.localeCompare(b.member.id))
    .slice(0, limit)
    .map((entry) => entry.member);
}

/** A row worth showing: some figure beyond the price. */
const hasFigures = (m: PeerMember): boolean =>
  [m.figures.market_cap_crore, m.figures.pe, m.figures.pb, m.figures.return_on_capital, m.figures.sales_cagr_5y, m.figures.leverage].some((x) => x !== null);

/** The group's medians with the company itself left out, so it is never compared with a figure it helped make. */
function servedMedians(group: PeerGroupData, company: PeerMember): PeerNumbers {
  const m = mediansOf(group.members.filter((member) => member.id !== company.id));
  return {
    price: m.price,
    market_cap_crore: m.market_cap_crore,
    pe: m.pe,
    pb: m.pb,
    return_on_capital: m.return_on_capital[returnKindOf(company.kind)],
    sales_cagr_5y: m.sales_cagr_5y,
    leverage: m.leverage[leverageKindOf(company.kind)],
    score: m.score,
  };
}

/**
 * The payload's `peer_comparison` for one company from its stored groups: the
 * basic industry ('industry', BSE's ISubgroup Name) when at least
 * MIN_BASIC_INDUSTRY companies share it, else the broader industry ('sector',
 * BSE's Igroup Name) when it has MIN_PEERS others, else the basic industry with
 * MIN_PEERS others, else a note and no table. Undefined when the company is in
 * neither group (no classification, or no analysis yet). Peers without figures
 * are left out.
 */
export function buildPeerComparison(companyId: string, industry: StoredPeerGroup | undefined, sector: StoredPeerGroup | undefined): PeerComparison | undefined {
  const groups = [industry, sector].filter((g): g is StoredPeerGroup => g !== undefined && g.data.members.some((m) => m.id === companyId));
  const first = groups[0];
  if (first === undefined) return undefined;
  const size = (g: StoredPeerGroup): number => g.data.members.length;
  const chosen =
    groups.find((g) => g.basis === 'industry' && size(g) >= MIN_BASIC_INDUSTRY) ??
    groups.find((g) => g.basis === 'sector' && size(g) - 1 >= MIN_PEERS) ??
    groups.find((g) => size(g) - 1 >= MIN_PEERS);
  const group = chosen ?? first;
  const company = group.data.members.find((m) => m.id === companyId) as PeerMember;
  const rank = chosen === undefined ? undefined : group.data.magic_formula[companyId];
  return {
    basis: group.basis,
    group_name: group.name,
    as_of: group.computedAt.toISOString(),
    company: {
      id: company.id,
      name: company.name,
      metrics: peerMetrics(company),
      percentiles: chosen === undefined ? {} : (group.data.percentiles[companyId] ?? {}),
      magic_formula_rank: rank ?? null,
      magic_formula_of: rank === undefined ? null : group.data.magic_formula_of,
    },
    peers:
      chosen === undefined
        ? []
        : nearestPeers(
            company,
            group.data.members.filter((m) => m.id !== companyId && hasFigures(m)),
          ).map((m) => ({ id: m.id, name: m.name, code: m.code, metrics: peerMetrics(m) })),
    medians: chosen === undefined ? {} : servedMedians(group.data, company),
    note: chosen === undefined ? thinGroupNote(first.name) : null,
  };
}
