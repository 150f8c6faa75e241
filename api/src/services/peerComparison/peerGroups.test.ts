import { computePeerGroup, magicFormulaRanks, medianOf, percentileOf } from './peerGroups';
import { member } from './testing';

describe('percentileOf', () => {
  it('counts peers with a lower value, ties as half', () => {
    expect(percentileOf(10, [5, 10, 10, 20])).toBe(50); // (1 + 2/2) / 4
    expect(percentileOf(10, [10, 10])).toBe(50);
    expect(percentileOf(30, [5, 10, 20])).toBe(100);
    expect(percentileOf(1, [5, 10, 20])).toBe(0);
    expect(percentileOf(7, [5, 10, 20])).toBe(33.3);
  });

  it('with one peer is 0, 50 or 100', () => {
    expect(percentileOf(1, [2])).toBe(0);
    expect(percentileOf(2, [2])).toBe(50);
    expect(percentileOf(3, [2])).toBe(100);
  });

  it('is null without a value or without peers', () => {
    expect(percentileOf(null, [1, 2])).toBeNull();
    expect(percentileOf(5, [])).toBeNull();
  });
});

describe('medianOf', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(medianOf([])).toBeNull();
  });
});

describe('computePeerGroup', () => {
  const group = computePeerGroup([
    member('a', { pe: 10, return_on_capital: 0.2, leverage: 0.5, score: 70 }),
    member('b', { pe: 20, return_on_capital: 0.1, leverage: 1.5, score: 70 }),
    member('c', { pe: null, return_on_capital: 0.3, leverage: 0.1, score: 40 }),
    member('bank', { pe: 15, return_on_capital: 0.12, leverage: 0.09, score: 60 }, 'lender'),
  ]);

  it('never mixes ROCE with ROE, nor debt / equity with the capital cushion, in medians', () => {
    expect(group.medians.return_on_capital).toEqual({ roce: 0.2, roe: 0.12 });
    expect(group.medians.leverage).toEqual({ debt_to_equity: 0.5, capital_cushion: 0.09 });
    expect(group.medians.pe).toBe(15);
  });

  it('ranks a lender only against lenders on return on capital and leverage, and only among five peers or more', () => {
    // Too few peers: each figure here has at most three others (issue 29: a percentile needs five).
    expect(group.percentiles.bank).toMatchObject({ return_on_capital: null, leverage: null, pe: null, score: null });
    const wide = computePeerGroup([
      member('a', { pe: 10, return_on_capital: 0.2, score: 70 }),
      member('b', { pe: 20, return_on_capital: 0.1, score: 70 }),
      member('c', { pe: null, return_on_capital: 0.3, score: 40 }),
      member('d', { pe: 12, return_on_capital: 0.25, score: 50 }),
      member('e', { pe: 14, return_on_capital: 0.05, score: 55 }),
      member('f', { pe: 16, return_on_capital: 0.15, score: 65 }),
      member('bank', { pe: 15, return_on_capital: 0.12, score: 60 }, 'lender'),
    ]);
    // The bank's P/E 15 against 10, 20, 12, 14, 16: three lower; its ROE has no lender to rank against.
    expect(wide.percentiles.bank).toMatchObject({ return_on_capital: null, pe: 60, score: 50 });
    // a: ROCE 0.2 against b 0.1, c 0.3, d 0.25, e 0.05, f 0.15 (the bank's ROE left out): three lower.
    expect(wide.percentiles.a).toMatchObject({ return_on_capital: 60, pe: 0 });
    expect(wide.percentiles.c).toMatchObject({ pe: null });
  });
});

describe('magicFormulaRanks', () => {
  it('sums the earnings-yield and return-on-capital ranks, lowest sum first, lenders left out', () => {
    const ranks = magicFormulaRanks([
      member('a', { earnings_yield: 0.1, greenblatt_roc: 0.3 }), // 2 + 1 = 3
      member('b', { earnings_yield: 0.12, greenblatt_roc: 0.2 }), // 1 + 2 = 3
      member('c', { earnings_yield: 0.05, greenblatt_roc: 0.1 }), // 3 + 3 = 6
      member('d', { earnings_yield: 0.2, greenblatt_roc: null }),
      member('bank', { earnings_yield: 0.5, greenblatt_roc: 0.5 }, 'lender'),
    ]);
    expect(Object.fromEntries(ranks)).toEqual({ a: 1, b: 1, c: 3 });
  });
});
