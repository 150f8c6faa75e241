import { figure, reason } from '../analysis/v2/figure';
import {
  differenceFlags,
  earlierSymbolReason,
  exportBasisFlag,
  filedShareChangeFlags,
  filingSourceReasons,
  unrecordedActionFlag,
  weekRangeFlag,
  weekRangeProblem,
} from './dataFlags';

// HDFC Bank: ₹764.83 crore paid up at ₹1 a share at December 2024; NSE lists 1,536 crore shares after the 2025 bonus.
const filed = { periodEnd: '2024-12-31', paidUpCapital: 764.83, faceValue: 1 };
const listed = { asOf: '2025-12-16', shares: 15_360_347_948 };

describe('an unrecorded corporate action', () => {
  it('is flagged when the listed shares jump from the filing’s with no split or bonus recorded between them', () => {
    const flag = unrecordedActionFlag({ filed, listed, actions: [] });
    expect(flag).toMatchObject({ kind: 'unrecorded_action', as_of: '2025-12-16', ratio: 2.01 });
    expect(flag?.message).toContain('2.01× the 7,64,83,00,000 of the filing for the period to 2024-12-31');
  });

  it('is not flagged once the bonus between them is recorded', () => {
    expect(unrecordedActionFlag({ filed, listed, actions: [{ kind: 'bonus', exDate: '2025-08-27', shareMultiplier: 2 }] })).toBeNull();
  });

  it('is not flagged while a recorded bonus awaits allotment (NSE still lists the old count), but is once it should be allotted', () => {
    const unchanged = { asOf: '2025-12-16', shares: 7_648_300_000 };
    expect(unrecordedActionFlag({ filed, listed: unchanged, actions: [{ kind: 'bonus', exDate: '2025-12-01', shareMultiplier: 2 }] })).toBeNull();
    const flag = unrecordedActionFlag({ filed, listed: unchanged, actions: [{ kind: 'bonus', exDate: '2025-06-01', shareMultiplier: 2 }] });
    expect(flag?.message).toContain('the splits and bonuses recorded between them (×2) do not account for it');
  });

  it('ignores a bonus before the filing (already in its share capital) and after the listed day', () => {
    const outside = [
      { kind: 'bonus', exDate: '2024-06-01', shareMultiplier: 2 },
      { kind: 'bonus', exDate: '2026-01-01', shareMultiplier: 2 },
    ];
    expect(unrecordedActionFlag({ filed, listed, actions: outside })?.ratio).toBe(2.01);
  });

  it('leaves ordinary dilution (ESOPs, a placement: less than 40%) alone, and a merger’s 38%', () => {
    expect(unrecordedActionFlag({ filed, listed: { asOf: listed.asOf, shares: 7_648_300_000 * 1.38 }, actions: [] })).toBeNull();
    expect(unrecordedActionFlag({ filed, listed: { asOf: listed.asOf, shares: 7_648_300_000 * 1.41 }, actions: [] })).not.toBeNull();
  });

  it('catches a consolidation (fewer shares) too', () => {
    expect(unrecordedActionFlag({ filed, listed: { asOf: listed.asOf, shares: 7_648_300_000 / 10 }, actions: [] })?.ratio).toBe(0.1);
  });

  it('needs both counts, and a listed day after the filing', () => {
    expect(unrecordedActionFlag({ filed: null, listed, actions: [] })).toBeNull();
    expect(unrecordedActionFlag({ filed, listed: null, actions: [] })).toBeNull();
    expect(unrecordedActionFlag({ filed, listed: { asOf: '2024-12-31', shares: 1 }, actions: [] })).toBeNull();
  });
});

describe('the 52-week range', () => {
  it('is unreliable when its "adjusted" high is above the unadjusted one (TMPV: 810 against 421.55 after the demerger)', () => {
    expect(weekRangeProblem({ asOf: '2025-12-16', high: 810, unadjustedHigh: 421.55 }, [])).toBe('above_unadjusted');
  });

  it('is reliable when adjusting lowered the high, as a bonus does (HDFC Bank: 1,020.50 against 2,037.70)', () => {
    expect(weekRangeProblem({ asOf: '2025-12-16', high: 1020.5, unadjustedHigh: 2037.7 }, [])).toBeNull();
    expect(weekRangeProblem({ asOf: '2025-12-16', high: 100, unadjustedHigh: null }, [])).toBeNull();
  });

  it('is unreliable across a demerger or capital reduction in the 52 weeks, but not one older', () => {
    const range = { asOf: '2025-12-16', high: 300, unadjustedHigh: 300 };
    expect(weekRangeProblem(range, [{ kind: 'demerger', exDate: '2025-10-14', shareMultiplier: null }])).toBe('restructured');
    expect(weekRangeProblem(range, [{ kind: 'capital_reduction', exDate: '2025-01-10', shareMultiplier: null }])).toBe('restructured');
    expect(weekRangeProblem(range, [{ kind: 'demerger', exDate: '2024-12-01', shareMultiplier: null }])).toBeNull();
    expect(weekRangeFlag('2025-12-16', 'restructured').message).toBe(
      'The 52-week range of 2025-12-16 cannot be trusted: a demerger or capital reduction inside it, which NSE does not adjust for.',
    );
  });
});

describe('share-count changes between filings', () => {
  it('say what was inferred from a face value that changed, and what no action explains', () => {
    const [split, jump] = filedShareChangeFlags([
      { from: '2019-06-30', to: '2019-09-30', kind: 'face_value_split', multiplier: 2, faceValues: [2, 1], inferred: null },
      { from: '2024-06-30', to: '2024-09-30', kind: 'unexplained_jump', multiplier: 2, faceValues: [1, 1], inferred: null },
    ]);
    expect(split).toMatchObject({ kind: 'unrecorded_action', as_of: '2019-09-30', ratio: 2 });
    expect(split?.message).toContain('The face value changed from ₹2 to ₹1 between the filings for the periods to 2019-06-30 and 2019-09-30');
    expect(jump?.message).toContain('The share count in the filings moved 2× between the periods to 2024-06-30 and 2024-09-30');
  });
});

describe('merge flags', () => {
  it('names the figure, both values and the gap', () => {
    const [flag] = differenceFlags([{ periodEnd: '2018-03-31', figure: 'revenue', filingValue: 133_016.37, exportValue: 123_249.07, differencePct: -7.3 }]);
    expect(flag).toEqual({
      kind: 'source_difference',
      as_of: '2018-03-31',
      figure: 'revenue',
      filing_value: 133_016.37,
      export_value: 123_249.07,
      difference_pct: -7.3,
      message:
        'revenue for the period to 2018-03-31: the exchange filing says ₹1,33,016.37 crore, the Screener export ₹1,23,249.07 crore (-7.3%); the filing is kept.',
    });
  });

  it('says when an export was left out of both histories, and only then', () => {
    expect(exportBasisFlag({ basis: null, how: 'unknown' }, true)?.kind).toBe('export_basis_unknown');
    expect(exportBasisFlag({ basis: null, how: 'unknown' }, false)).toBeNull();
    expect(exportBasisFlag({ basis: 'consolidated', how: 'inferred' }, true)).toBeNull();
  });
});

describe('source notes as codes (the analysis words them: api/src/analysis/v1/metaNotes.ts and the catalogue)', () => {
  const difference = { periodEnd: '2018-03-31', figure: 'revenue', filingValue: 133_016.37, exportValue: 123_249.07, differencePct: -7.3 };

  it('gives each difference and an export left out as a code with its figures', () => {
    const history = { differences: [difference], exportBasis: { basis: null, how: 'unknown' } } as unknown as Parameters<typeof filingSourceReasons>[0];
    expect(filingSourceReasons(history)).toEqual([
      reason('source.filing_differs', {
        figure: 'revenue',
        period_end: '2018-03-31',
        filing_value: figure(133_016.37, 'inr_crore'),
        export_value: figure(123_249.07, 'inr_crore'),
        difference: figure(-0.073, 'fraction'),
      }),
      reason('source.export_basis_unknown'),
    ]);
  });

  it('names the earlier symbols, and the current one when there is one', () => {
    expect(earlierSymbolReason(['TATAMOTORS', 'TMPV', 'TATAMOTORS'], 'TMPV')).toEqual(
      reason('source.earlier_symbol', { symbols: ['TATAMOTORS'], current_symbol: 'TMPV' }),
    );
    expect(earlierSymbolReason(['B', 'A'], '')).toEqual(reason('source.earlier_symbol.no_current_code', { symbols: ['A', 'B'] }));
    expect(earlierSymbolReason(['TMPV'], 'TMPV')).toBeNull();
  });
});
