import { type CompanyKind, type PeerFigures, type PeerMetricKey } from 'shared-types/api';

/**
 * Peer groups, computed by the job for every industry and every sector and stored
 * whole (see refreshPeerFigures.ts), so serving a payload only reads one row.
 *
 * Percentile of a company for a metric: 100 × (peers with a lower value + ½ × peers
 * with the same value) / peers with a value, where "peers" are the other members of
 * the group whose value is known and of the same kind of measure (ROCE is never
 * ranked against ROE, nor debt / equity against a lender's capital cushion). It says
 * where the figure stands, not whether that is good: higher is better for market
 * capitalisation, return on capital, 5-year sales CAGR, score and the capital
 * cushion; lower is better for P/E, P/B and debt / equity; price has no better
 * direction (see PEER_METRIC_BETTER). Null when the company's value is unknown or fewer
 * than MIN_PERCENTILE_PEERS peers have a comparable one: a rank among two or three says little.
 * Medians are served per company, the company itself left out (selectPeers.ts).
 */

/** Peers with the figure a percentile needs. */
export const MIN_PERCENTILE_PEERS = 5;

export interface PeerMember {
  id: string;
  name: string;
  code: string;
  kind: CompanyKind;
  figures: PeerFigures;
}

/** Medians keyed by metric; return_on_capital and leverage per kind of measure, never mixed. */
export interface PeerMedians {
  price: number | null;
  market_cap_crore: number | null;
  pe: number | null;
  pb: number | null;
  sales_cagr_5y: number | null;
  score: number | null;
  return_on_capital: { roce: number | null; roe: number | null };
  leverage: { debt_to_equity: number | null; capital_cushion: number | null };
}

export interface PeerGroupData {
  members: PeerMember[];
  medians: PeerMedians;
  /** Company id → metric → percentile (0–100) or null. */
  percentiles: Record<string, Partial<Record<PeerMetricKey, number | null>>>;
  /** Company id → Greenblatt rank (1 = best); only companies with both figures, lenders never. */
  magic_formula: Record<string, number>;
  magic_formula_of: number;
}

export const PEER_METRIC_BETTER: Record<PeerMetricKey, 'higher' | 'lower' | null> = {
  price: null,
  market_cap_crore: 'higher',
  pe: 'lower',
  pb: 'lower',
  return_on_capital: 'higher',
  sales_cagr_5y: 'higher',
  /** Debt / equity: lower is better; a lender's capital cushion: higher is better. */
  leverage: 'lower',
  score: 'higher',
};

/** Lenders are measured by ROE and the capital cushion; everyone else by ROCE and debt / equity. */
export const isLenderKind = (kind: CompanyKind | string): boolean => kind === 'lender';

export type MeasureKind = 'roce' | 'roe';
export type LeverageKind = 'debt_to_equity' | 'capital_cushion';
export const returnKindOf = (kind: CompanyKind | string): MeasureKind => (isLenderKind(kind) ? 'roe' : 'roce');
export const leverageKindOf = (kind: CompanyKind | string): LeverageKind => (isLenderKind(kind) ? 'capital_cushion' : 'debt_to_equity');

const PLAIN_METRICS = ['price', 'market_cap_crore', 'pe', 'pb', 'sales_cagr_5y', 'score'] as const;
const KINDED_METRICS = ['return_on_capital', 'leverage'] as const;

export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return Number(value.toFixed(4));
}

/** 100 × (lower + ½ × equal) / others; null without a value or without comparable others. */
export function percentileOf(value: number | null, others: readonly number[]): number | null {
  if (value === null || others.length === 0) return null;
  let lower = 0;
  let equal = 0;
  for (const other of others) {
    if (other < value) lower += 1;
    else if (other === value) equal += 1;
  }
  return Number(((100 * (lower + equal / 2)) / others.length).toFixed(1));
}

/** Index of the first element not less than (or, with `after`, greater than) `value` in a sorted list. */
function bound(list: readonly number[], value: number, after: boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const x = list[middle] as number;
    if (x < value || (after && x === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** percentileOf for a value that is itself in the sorted list: the others are the list less one copy of it. */
function percentileInSorted(value: number, sorted: readonly number[]): number | null {
  const lower = bound(sorted, value, false);
  const equal = bound(sorted, value, true) - lower - 1;
  const others = sorted.length - 1;
  return others < MIN_PERCENTILE_PEERS ? null : Number(((100 * (lower + equal / 2)) / others).toFixed(1));
}

const known = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isFinite(x);

/** Competition ranks (1 = best, ties share the better rank) of `values`, higher first. */
function ranksHigherFirst(values: ReadonlyArray<{ id: string; value: number }>): Map<string, number> {
  const sorted = [...values].sort((a, b) => b.value - a.value);
  const ranks = new Map<string, number>();
  sorted.forEach((entry, index) => {
    const previous = sorted[index - 1];
    ranks.set(entry.id, previous !== undefined && previous.value === entry.value ? (ranks.get(previous.id) as number) : index + 1);
  });
  return ranks;
}

/**
 * Greenblatt's magic formula within the group: rank by earnings yield (EBIT / EV,
 * highest = 1) plus rank by return on capital (EBIT / (net working capital + net
 * fixed assets), highest = 1); the lowest sum ranks 1, equal sums share a rank.
 * Lenders and companies without both figures are left out.
 */
export function magicFormulaRanks(members: readonly PeerMember[]): Map<string, number> {
  const eligible = members.filter((m) => !isLenderKind(m.kind) && known(m.figures.earnings_yield) && known(m.figures.greenblatt_roc));
  const ey = ranksHigherFirst(eligible.map((m) => ({ id: m.id, value: m.figures.earnings_yield as number })));
  const roc = ranksHigherFirst(eligible.map((m) => ({ id: m.id, value: m.figures.greenblatt_roc as number })));
  const sums = eligible.map((m) => ({ id: m.id, value: -((ey.get(m.id) as number) + (roc.get(m.id) as number)) }));
  return ranksHigherFirst(sums);
}

/** Medians of the members' figures, each kind of measure apart. */
export function mediansOf(members: readonly PeerMember[]): PeerMedians {
  const valuesOf = (metric: PeerMetricKey, filter: (m: PeerMember) => boolean = () => true): number[] =>
    members
      .filter(filter)
      .map((m) => m.figures[metric])
      .filter(known);
  return {
    price: medianOf(valuesOf('price')),
    market_cap_crore: medianOf(valuesOf('market_cap_crore')),
    pe: medianOf(valuesOf('pe')),
    pb: medianOf(valuesOf('pb')),
    sales_cagr_5y: medianOf(valuesOf('sales_cagr_5y')),
    score: medianOf(valuesOf('score')),
    return_on_capital: {
      roce: medianOf(valuesOf('return_on_capital', (m) => returnKindOf(m.kind) === 'roce')),
      roe: medianOf(valuesOf('return_on_capital', (m) => returnKindOf(m.kind) === 'roe')),
    },
    leverage: {
      debt_to_equity: medianOf(valuesOf('leverage', (m) => leverageKindOf(m.kind) === 'debt_to_equity')),
      capital_cushion: medianOf(valuesOf('leverage', (m) => leverageKindOf(m.kind) === 'capital_cushion')),
    },
  };
}

export function computePeerGroup(members: readonly PeerMember[]): PeerGroupData {
  const sortedMembers = [...members].sort((a, b) => a.id.localeCompare(b.id));
  const medians = mediansOf(sortedMembers);
  const percentiles: PeerGroupData['percentiles'] = Object.fromEntries(sortedMembers.map((m) => [m.id, {}]));
  for (const metric of [...PLAIN_METRICS, ...KINDED_METRICS]) {
    // One sorted list per kind of measure; each member is ranked in its own list, itself left out.
    const lists = new Map<string, number[]>();
    const listKey = (m: PeerMember): string => (metric === 'return_on_capital' ? returnKindOf(m.kind) : metric === 'leverage' ? leverageKindOf(m.kind) : 'all');
    for (const m of sortedMembers) {
      const value = m.figures[metric];
      if (!known(value)) continue;
      const list = lists.get(listKey(m)) ?? [];
      list.push(value);
      lists.set(listKey(m), list);
    }
    for (const list of lists.values()) list.sort((a, b) => a - b);
    for (const m of sortedMembers) {
      const value = m.figures[metric];
      const list = lists.get(listKey(m)) ?? [];
      (percentiles[m.id] as Record<string, number | null>)[metric] = known(value) ? percentileInSorted(value, list) : null;
    }
  }
  const ranks = magicFormulaRanks(sortedMembers);
  return { members: sortedMembers, medians, percentiles, magic_formula: Object.fromEntries(ranks), magic_formula_of: ranks.size };
}
