import { differenceFlags, exportBasisFlag, unrecordedActionFlag, weekRangeReliable } from './dataFlags';

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
    expect(weekRangeReliable({ asOf: '2025-12-16', high: 810, unadjustedHigh: 421.55 }, [])).toBe(false);
  });

  it('is reliable when adjusting lowered the high, as a bonus does (HDFC Bank: 1,020.50 against 2,037.70)', () => {
    expect(weekRangeReliable({ asOf: '2025-12-16', high: 1020.5, unadjustedHigh: 2037.7 }, [])).toBe(true);
    expect(weekRangeReliable({ asOf: '2025-12-16', high: 100, unadjustedHigh: null }, [])).toBe(true);
  });

  it('is unreliable across a demerger or capital reduction in the 52 weeks, but not one older', () => {
    expect(weekRangeReliable({ asOf: '2025-12-16', high: 300, unadjustedHigh: 300 }, [{ kind: 'demerger', exDate: '2025-10-14', shareMultiplier: null }])).toBe(
      false,
    );
    expect(
      weekRangeReliable({ asOf: '2025-12-16', high: 300, unadjustedHigh: 300 }, [{ kind: 'capital_reduction', exDate: '2025-01-10', shareMultiplier: null }]),
    ).toBe(false);
    expect(weekRangeReliable({ asOf: '2025-12-16', high: 300, unadjustedHigh: 300 }, [{ kind: 'demerger', exDate: '2024-12-01', shareMultiplier: null }])).toBe(
      true,
    );
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
