import { mergeHistory, type HistoryInput } from './mergeHistory';
import { exported, exportedQuarter, filed } from './testing/statementFixtures';

/** The merge over the given inputs; nothing else stored, per-share figures brought to a close of 2025-12-16. */
const merge = (input: Partial<HistoryInput>, wanted?: 'consolidated' | 'standalone') =>
  mergeHistory({ filings: [], exports: [], exportQuarters: [], actions: [], asOf: '2025-12-16', ...input }, wanted);

const consolidatedYear = (end: string, revenue: number, owners: number) =>
  filed({ end, basis: 'consolidated', figures: { revenue, net_profit_owners: owners, net_profit: owners + 10, eps_basic: 50 } });
const standaloneYear = (end: string, revenue: number, profit: number) =>
  filed({ end, basis: 'standalone', figures: { revenue, net_profit: profit, net_profit_owners: profit } });

describe('one history per basis', () => {
  const filings = [
    consolidatedYear('2023-03-31', 225_458, 42_147),
    consolidatedYear('2024-03-31', 240_893, 45_908),
    standaloneYear('2023-03-31', 190_354, 39_106),
    standaloneYear('2024-03-31', 202_359, 43_559),
  ];
  const exportYears = [
    exported({ periodEnd: '2022-03-31', sales: 191_754, netProfit: 38_327 }),
    exported({ periodEnd: '2023-03-31', sales: 225_458, netProfit: 42_147 }),
    exported({ periodEnd: '2024-03-31', sales: 240_893, netProfit: 45_908 }),
    exported({ periodEnd: '2025-03-31', sales: 255_324, netProfit: 48_553 }),
  ];

  it('takes the filing for the years it covers and the export for the others, naming each source', () => {
    const history = merge({ filings, exports: exportYears });
    expect(history.basis).toBe('consolidated');
    expect(history.exportBasis).toEqual({ basis: 'consolidated', how: 'inferred' });
    expect(history.annual.map((period) => [period.end, period.source.kind, period.figures.revenue])).toEqual([
      ['2022-03-31', 'screener', 191_754],
      ['2023-03-31', 'xbrl', 225_458],
      ['2024-03-31', 'xbrl', 240_893],
      ['2025-03-31', 'screener', 255_324],
    ]);
    expect(history.basisNote).toContain('matched to these filings');
    expect(history.differences).toEqual([]);
  });

  it('never merges an export into the other basis: the standalone history holds only the standalone filings', () => {
    const history = merge({ filings, exports: exportYears }, 'standalone');
    expect(history.basis).toBe('standalone');
    expect(history.annual.map((period) => [period.end, period.source.kind, period.figures.revenue])).toEqual([
      ['2023-03-31', 'xbrl', 190_354],
      ['2024-03-31', 'xbrl', 202_359],
    ]);
  });

  it('keeps an export imported with --basis standalone out of the consolidated years, whatever its figures', () => {
    const given = exportYears.map((row) => ({ ...row, basis: 'standalone' as const }));
    const consolidated = merge({ filings, exports: given }, 'consolidated');
    expect(consolidated.annual.map((period) => [period.end, period.source.kind])).toEqual([
      ['2023-03-31', 'xbrl'],
      ['2024-03-31', 'xbrl'],
    ]);
    const standalone = merge({ filings, exports: given }, 'standalone');
    expect(standalone.annual.map((period) => period.source.kind)).toEqual(['screener', 'xbrl', 'xbrl', 'screener']);
    expect(standalone.exportBasis).toEqual({ basis: 'standalone', how: 'given' });
  });

  it('records a difference of more than 2% and keeps the filing; 2% or less is agreement', () => {
    const disagreeing = [
      exported({ periodEnd: '2023-03-31', sales: 225_458 * 1.019, netProfit: 42_147 }),
      exported({ periodEnd: '2024-03-31', sales: 240_893, netProfit: 45_908 * 0.95 }),
      exported({ periodEnd: '2022-03-31', sales: 191_754, netProfit: 38_327 }),
    ];
    const history = merge({ filings, exports: disagreeing });
    expect(history.differences).toEqual([
      { periodEnd: '2024-03-31', figure: 'net_profit_owners', filingValue: 45_908, exportValue: 45_908 * 0.95, differencePct: -5 },
    ]);
    expect(history.annual.find((period) => period.end === '2024-03-31')?.figures.net_profit_owners).toBe(45_908);
  });

  it("leaves out an export whose years agree with neither basis's filings, and says so", () => {
    const foreign = [exported({ periodEnd: '2023-03-31', sales: 1000, netProfit: 10 }), exported({ periodEnd: '2024-03-31', sales: 1100, netProfit: 11 })];
    const history = merge({ filings, exports: foreign });
    expect(history.exportBasis).toEqual({ basis: null, how: 'unknown' });
    expect(history.annual.map((period) => [period.end, period.source.kind, period.figures.revenue])).toEqual([
      ['2023-03-31', 'xbrl', 225_458],
      ['2024-03-31', 'xbrl', 240_893],
    ]);
    expect(history.basisNote).toContain('agree with neither');
  });

  it('shows an export the filings cannot place (no year in common) as it is, when the filings give fewer years', () => {
    const older = [2019, 2020, 2021, 2022].map((year) => exported({ periodEnd: `${year}-03-31`, sales: 1000 + year, netProfit: 10 }));
    const quarterOnly = [filed({ end: '2024-06-30', statement: 'quarter', figures: { revenue: 300 } })];
    const history = merge({ filings: quarterOnly, exports: older, exportQuarters: [exportedQuarter('2022-03-31', 260)] });
    expect(history.exportBasis).toEqual({ basis: null, how: 'unverified' });
    expect(history.basis).toBeNull();
    expect(history.annual.map((period) => [period.end, period.source.kind])).toEqual(older.map((row) => [row.year.periodEnd, 'screener']));
    expect(history.quarterly.map((period) => period.end)).toEqual(['2022-03-31']);
    expect(history.basisNote).toContain('The Screener export is shown as it is');
    // Asked for a basis, the filings are shown: the export cannot be placed on it.
    expect(merge({ filings: quarterOnly, exports: older }, 'consolidated').quarterly.map((period) => period.source.kind)).toEqual(['xbrl']);
  });

  it('still matches an export when one restated year differs, and flags that year', () => {
    const restated = [
      exported({ periodEnd: '2022-03-31', sales: 191_754, netProfit: 38_327 }),
      exported({ periodEnd: '2023-03-31', sales: 215_000, netProfit: 42_147 }),
      exported({ periodEnd: '2024-03-31', sales: 240_893, netProfit: 45_908 }),
    ];
    const history = merge({ filings, exports: restated });
    expect(history.exportBasis.how).toBe('inferred');
    expect(history.differences.map((difference) => [difference.periodEnd, difference.figure])).toEqual([['2023-03-31', 'revenue']]);
  });
});

describe('the basis analysed', () => {
  it('is standalone when the consolidated filings are a few quarters without a year (Nestle India in 2024)', () => {
    const history = merge({
      filings: [
        filed({ end: '2024-03-31', basis: 'standalone', months: 15, start: '2023-01-01', figures: { revenue: 24_394 } }),
        filed({ end: '2024-09-30', basis: 'consolidated', statement: 'quarter', figures: { revenue: 5_104 } }),
      ],
      exports: [],
    });
    expect(history.basis).toBe('standalone');
    expect(history.basesAvailable).toEqual(['consolidated', 'standalone']);
    expect(history.annual).toEqual([expect.objectContaining({ start: '2023-01-01', end: '2024-03-31', months: 15 })]);
  });

  it('is unknown for an export alone, which is shown as it is', () => {
    const history = merge({ filings: [], exports: [exported({ periodEnd: '2024-03-31', sales: 10 })] });
    expect(history.basis).toBeNull();
    expect(history.basesAvailable).toEqual([]);
    expect(history.annual).toHaveLength(1);
    expect(history.basisNote).toContain('does not say whether it is consolidated or standalone');
  });

  it('is unknown for the demo universe, whose figures are generated', () => {
    const history = merge({ filings: [], exports: [exported({ periodEnd: '2024-03-31', sales: 10, source: 'demo' })] });
    expect(history.basis).toBeNull();
    expect(history.annual[0]?.source).toEqual({ kind: 'demo', document: null, filed_at: null, audited: null });
    expect(history.basisNote).toContain('Fictional demo company');
  });
});

describe('per-share history', () => {
  const annualFiling = (end: string, filedAt: string, eps: number) =>
    filed({ end, filedAt, figures: { revenue: 100, eps_basic: eps, eps_diluted: eps - 1, paid_up_capital: 10, face_value: 1 } });

  it('divides a filing’s EPS by the splits and bonuses that went ex after it was filed, never an export’s', () => {
    const history = merge({
      filings: [annualFiling('2024-03-31', '2024-04-20T18:00', 80)],
      exports: [exported({ periodEnd: '2023-03-31', sales: 90, eps: 35, basis: 'consolidated' })],
      actions: [
        { kind: 'bonus', exDate: '2024-08-28', shareMultiplier: 2 },
        { kind: 'dividend', exDate: '2024-09-01', shareMultiplier: null },
        { kind: 'split', exDate: '2023-01-01', shareMultiplier: 5 },
      ],
    });
    const [older, newer] = history.annual;
    expect(newer).toMatchObject({ perShareDivisor: 2, figures: { eps_basic: 40, eps_diluted: 39.5 } });
    expect(older).toMatchObject({ perShareDivisor: 1, figures: { eps_basic: 35 } });
  });

  it('leaves alone an action still ahead of the latest close, and one the filing already restated (approved after the ex-date)', () => {
    const ahead = merge({
      filings: [annualFiling('2024-03-31', '2024-04-20T18:00', 80)],
      actions: [{ kind: 'bonus', exDate: '2026-01-05', shareMultiplier: 2 }],
    });
    expect(ahead.annual[0]?.perShareDivisor).toBe(1);
    const restated = merge({
      filings: [annualFiling('2024-03-31', '2024-05-10T18:00', 40)],
      actions: [{ kind: 'bonus', exDate: '2024-04-25', shareMultiplier: 2 }],
    });
    expect(restated.annual[0]?.perShareDivisor).toBe(1);
    expect(
      merge({ filings: [annualFiling('2024-03-31', '2024-04-20', 80)], asOf: null, actions: [{ kind: 'bonus', exDate: '2024-08-28', shareMultiplier: 2 }] })
        .annual[0]?.perShareDivisor,
    ).toBe(1);
  });

  it('infers a split the filings’ face values show and no action records (HDFC Bank, 2019: ₹2 then ₹1), and says so', () => {
    const quarter = (end: string, filedAt: string, faceValue: number, eps: number) =>
      filed({
        end,
        filedAt,
        statement: 'quarter',
        basis: 'standalone',
        figures: { revenue: 100, eps_basic: eps, paid_up_capital: 547, face_value: faceValue },
      });
    const history = merge({ filings: [quarter('2019-06-30', '2019-07-20', 2, 20.4), quarter('2019-09-30', '2019-10-19', 1, 11.6)] }, 'standalone');
    expect(history.shareChanges).toEqual([
      {
        from: '2019-06-30',
        to: '2019-09-30',
        kind: 'face_value_split',
        multiplier: 2,
        faceValues: [2, 1],
        inferred: { kind: 'split', exDate: '2019-07-21', shareMultiplier: 2 },
      },
    ]);
    expect(history.quarterly.map((period) => period.figures.eps_basic)).toEqual([10.2, 11.6]);
  });
});

describe('quarters, balance sheets and cash flows', () => {
  it('merges quarters of the same basis, the filing winning a quarter both give', () => {
    const history = merge({
      filings: [
        filed({ end: '2024-03-31', figures: { revenue: 240_893, net_profit_owners: 45_908 } }),
        filed({ end: '2024-03-31', statement: 'quarter', figures: { revenue: 61_237 } }),
      ],
      exports: [exported({ periodEnd: '2024-03-31', sales: 240_893, netProfit: 45_908 })],
      exportQuarters: [exportedQuarter('2023-12-31', 60_583), exportedQuarter('2024-03-31', 61_000)],
      actions: [],
    });
    expect(history.quarterly.map((quarter) => [quarter.start, quarter.end, quarter.source.kind, quarter.figures.revenue])).toEqual([
      ['2023-10-01', '2023-12-31', 'screener', 60_583],
      ['2024-01-01', '2024-03-31', 'xbrl', 61_237],
    ]);
    expect(
      merge({ exports: [exported({ periodEnd: '2024-06-30', months: 12 })], exportQuarters: [exportedQuarter('2024-06-30', 1)] }).quarterly[0]?.start,
    ).toBe('2024-04-01');
  });

  it('does not compare a transition year with the export’s column of the same end but another length', () => {
    const history = merge({
      filings: [filed({ end: '2024-03-31', months: 15, start: '2023-01-01', basis: 'standalone', figures: { revenue: 24_394, net_profit_owners: 3_933 } })],
      exports: [exported({ periodEnd: '2024-03-31', months: 3, sales: 5_268, netProfit: 934, basis: 'standalone' })],
    });
    expect(history.differences).toEqual([]);
    expect(history.annual).toEqual([expect.objectContaining({ start: '2023-01-01', months: 15, source: expect.objectContaining({ kind: 'xbrl' }) })]);
  });

  it('keeps a half year’s cash flow apart from the year’s that ends on another date, and a filed balance sheet over the export’s', () => {
    const history = merge({
      filings: [
        filed({ end: '2024-03-31', figures: { revenue: 100, net_profit_owners: 10 } }),
        filed({ end: '2023-09-30', statement: 'cash_flow', months: 6, figures: { operating_cash_flow: 20 } }),
        filed({ end: '2024-03-31', statement: 'cash_flow', figures: { operating_cash_flow: 44 } }),
        filed({ end: '2024-03-31', statement: 'balance_sheet', figures: { total_assets: 1000, equity_share_capital: 10 } }),
      ],
      exports: [exported({ periodEnd: '2024-03-31', sales: 100, netProfit: 10, totalAssets: 1100, equity: 10, operatingCashFlow: 44 })],
    });
    expect(history.cashFlows.map((flow) => [flow.end, flow.months, flow.source.kind])).toEqual([
      ['2023-09-30', 6, 'xbrl'],
      ['2024-03-31', 12, 'xbrl'],
    ]);
    expect(history.balanceSheets).toEqual([expect.objectContaining({ asOf: '2024-03-31', source: expect.objectContaining({ kind: 'xbrl' }) })]);
    expect(history.differences).toEqual([{ periodEnd: '2024-03-31', figure: 'total_assets', filingValue: 1000, exportValue: 1100, differencePct: 10 }]);
  });
});
