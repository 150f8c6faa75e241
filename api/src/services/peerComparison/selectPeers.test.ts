import { computePeerGroup, type PeerMember } from './peerGroups';
import { buildPeerComparison, nearestPeers, type StoredPeerGroup } from './selectPeers';
import { member } from './testing';

const at = new Date('2026-11-21T06:00:00.000Z');
const group = (basis: 'industry' | 'sector', name: string, members: PeerMember[]): StoredPeerGroup => ({
  basis,
  name,
  computedAt: at,
  data: computePeerGroup(members),
});

describe('nearestPeers', () => {
  it('orders by closeness in market capitalisation (log scale), unknown sizes last', () => {
    const company = member('me', { market_cap_crore: 1000 });
    const others = [
      member('huge', { market_cap_crore: 100_000 }),
      member('half', { market_cap_crore: 500 }),
      member('double', { market_cap_crore: 2100 }),
      member('unknown', {}),
      member('tiny', { market_cap_crore: 20 }),
    ];
    expect(nearestPeers(company, others).map((m) => m.id)).toEqual(['half', 'double', 'tiny', 'huge', 'unknown']);
    expect(nearestPeers(company, others, 2).map((m) => m.id)).toEqual(['half', 'double']);
  });

  it('sizes by sales when the company has no price', () => {
    const company = member('me', { sales_crore: 100 });
    const others = [member('big', { market_cap_crore: 120, sales_crore: 5000 }), member('close', { market_cap_crore: 90_000, sales_crore: 110 })];
    expect(nearestPeers(company, others).map((m) => m.id)).toEqual(['close', 'big']);
  });
});

describe('buildPeerComparison', () => {
  const industrials = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((id, index) =>
    member(id, { market_cap_crore: 100 * 2 ** index, leverage: index / 10, return_on_capital: 0.1 + index / 100, earnings_yield: 0.05, greenblatt_roc: 0.2 }),
  );

  it('compares within the industry: up to 8 peers, nearest in size first, with medians and percentiles', () => {
    const section = buildPeerComparison('e', group('industry', 'Cement', industrials), group('sector', 'Materials', industrials))!;
    expect(section).toMatchObject({ basis: 'industry', group_name: 'Cement', as_of: at.toISOString(), note: null });
    expect(section.peers.map((p) => p.id)).toEqual(['d', 'f', 'c', 'g', 'b', 'h', 'a', 'i']);
    // The nine others' medians, e itself left out.
    expect(section.medians).toMatchObject({ leverage: 0.5, market_cap_crore: 3200 });
    expect(section.company.percentiles.market_cap_crore).toBe(44.4); // 4 of 9 lower
    expect(section.company).toMatchObject({ id: 'e', magic_formula_rank: 1, magic_formula_of: 10 });
  });

  it('falls back to the sector when fewer than 3 others share the industry', () => {
    const few = industrials.slice(0, 3);
    const section = buildPeerComparison('a', group('industry', 'Cement', few), group('sector', 'Materials', industrials))!;
    expect(section).toMatchObject({ basis: 'sector', group_name: 'Materials', note: null });
    expect(section.peers).toHaveLength(8);
  });

  it('says so instead of a thin table when the sector is thin too', () => {
    const few = industrials.slice(0, 3);
    const section = buildPeerComparison('a', group('industry', 'Cement', few), group('sector', 'Materials', few))!;
    expect(section).toMatchObject({
      basis: 'industry',
      group_name: 'Cement',
      peers: [],
      medians: {},
      note: 'Fewer than 3 classified peers in Cement: no peer table.',
    });
    expect(section.company.magic_formula_rank).toBeNull();
  });

  it('is undefined for a company in no stored group', () => {
    expect(buildPeerComparison('zzz', group('industry', 'Cement', industrials), undefined)).toBeUndefined();
    expect(buildPeerComparison('a', undefined, undefined)).toBeUndefined();
  });

  it('never compares a lender among industrials on debt / equity', () => {
    const bank = member('bank', { market_cap_crore: 1600, leverage: 0.11, return_on_capital: 0.15, earnings_yield: null }, 'lender');
    const members = [...industrials, bank];
    const forIndustrial = buildPeerComparison('e', group('industry', 'Finance mix', members), undefined)!;
    const bankRow = forIndustrial.peers.find((p) => p.id === 'bank')!;
    expect(bankRow.metrics).toMatchObject({ leverage: 0.11, leverage_kind: 'capital_cushion', return_on_capital: 0.15, return_on_capital_kind: 'roe' });
    expect(forIndustrial.medians.leverage).toBe(0.5); // the other industrials' D/E only

    const forBank = buildPeerComparison('bank', group('industry', 'Finance mix', members), undefined)!;
    expect(forBank.company.metrics).toMatchObject({ leverage_kind: 'capital_cushion', return_on_capital_kind: 'roe' });
    // Lenders' own measures only, the bank itself left out: no other lender, so no median (never the industrials').
    expect(forBank.medians).toMatchObject({ leverage: null, return_on_capital: null });
    expect(forBank.company.percentiles).toMatchObject({ leverage: null, return_on_capital: null });
    expect(forBank.company.magic_formula_rank).toBeNull();
  });
});

describe('peer rules of the filings data (issue 29)', () => {
  const sized = (id: string, cap: number, extra: Record<string, number | null> = {}): PeerMember =>
    member(id, { market_cap_crore: cap, pe: cap / 100, return_on_capital: 0.1, ...extra });
  const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) => sized(id, 1000 * (index + 1)));

  it('leaves the company itself out of the medians', () => {
    // Others a–e: market caps 1,000–5,000, median 3,000; with f (6,000) itself it would be 3,500.
    const section = buildPeerComparison('f', group('industry', 'Cement', six), undefined)!;
    expect(section.medians.market_cap_crore).toBe(3000);
  });

  it('gives a percentile only against at least five peers with the figure', () => {
    const withFive = buildPeerComparison('f', group('industry', 'Cement', six), undefined)!;
    expect(withFive.company.percentiles.market_cap_crore).toBe(100);
    const fewPe = six.map((m, index) => (index < 2 ? m : { ...m, figures: { ...m.figures, pe: null } }));
    const withTwo = buildPeerComparison('a', group('industry', 'Cement', fewPe), undefined)!;
    expect(withTwo.company.percentiles.pe).toBeNull();
    expect(withTwo.company.percentiles.market_cap_crore).toBe(0);
  });

  it('leaves out a peer row without figures', () => {
    const blank = member('blank', { price: 120 });
    const section = buildPeerComparison('a', group('industry', 'Cement', [...six, blank]), undefined)!;
    expect(section.peers.map((p) => p.id)).not.toContain('blank');
  });

  it('uses the basic industry (ISubgroup) when five companies share it, else the industry (Igroup)', () => {
    const four = six.slice(0, 4);
    const broad = [...six, sized('g', 7000), sized('h', 8000)];
    expect(buildPeerComparison('a', group('industry', 'Cement & Cement Products', six), group('sector', 'Cement', broad))).toMatchObject({
      basis: 'industry',
    });
    expect(buildPeerComparison('a', group('industry', 'Cement & Cement Products', four), group('sector', 'Cement', broad))).toMatchObject({
      basis: 'sector',
      group_name: 'Cement',
    });
  });
});
