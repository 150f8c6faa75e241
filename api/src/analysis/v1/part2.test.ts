import { RISK_REASON_CODES, RisksSchema, type RisksV2 } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { buildPart2 } from '../sections/part2Risk';
import { ARCHETYPES, lender, steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts } from '../types';
import { buildRisksV2 } from '../v2/risks';
import { renderPart2V1 } from './part2';
import { V1_WORDED_CODES } from './part2Justifications';

/**
 * v1's Part 2 is rendered from the v2 risks alone, so a v2 answer read back from storage gives
 * the same bytes (docs/decisions/0005-payload-v2-and-message-catalogue.md). The goldens hold the
 * archetypes; the cases here reach rows no archetype has, with the words engine 1.16.0 wrote.
 */

const base = steadyCompounder();
const CASES: Record<string, () => CompanyFacts> = {
  ...ARCHETYPES,
  'lender with NPA filings': () => ({
    ...lender(),
    lenderQuality: [
      { periodEnd: '2024-03-31', grossNpaPct: 2.2, netNpaPct: 0.5, roaPct: null, cet1Pct: 14.1 },
      { periodEnd: '2025-03-31', grossNpaPct: 3.5, netNpaPct: 0.4, roaPct: 1.2, cet1Pct: null },
    ],
  }),
  'lender with bad loans': () => ({
    ...lender(),
    lenderQuality: [{ periodEnd: '2025-03-31', grossNpaPct: 12, netNpaPct: 7, roaPct: 0.4, cet1Pct: null }],
  }),
  'pledged promoter': () => ({ ...base, shareholding: [{ asOf: '2025-03-31', promoterPct: 50, promoterPledgedPct: 12, fiiPct: 10, diiPct: 10 }] }),
  'bonus on record': () => ({
    ...base,
    years: base.years.map((y) => (y.fiscalYear === 2025 ? { ...y, shares: 20, eps: (y.netProfit as number) / 20 } : y)),
    corporateActions: [{ kind: 'bonus', exDate: '2024-09-15', shareMultiplier: 2 }],
  }),
  insurer: () => ({ ...base, profile: { ...base.profile, kind: 'insurer' } }),
  'no interest against borrowings': () => ({ ...base, years: base.years.map((y) => (y.fiscalYear === 2025 ? { ...y, interest: 0 } : y)) }),
};

const stored = (v2: RisksV2): RisksV2 => RisksSchema.parse(JSON.parse(JSON.stringify(v2)));
const row = (name: string, factor: string) => {
  const table = buildPart2(runAnalysis(CASES[name]!())).summary_table;
  return typeof table === 'string' ? undefined : table.find((r) => r.Factor === factor);
};

describe('Part 2 v1 rendered from v2', () => {
  it.each(Object.keys(CASES))('gives the same v1 from a stored v2 answer: %s', (name) => {
    const a = runAnalysis(CASES[name]!());
    expect(JSON.stringify(renderPart2V1(stored(buildRisksV2(a))))).toBe(JSON.stringify(buildPart2(a)));
  });

  /** [case, factor, assessment, data, justification]: rows engine 1.16.0 wrote for these facts. */
  const ROWS: Array<[string, string, string, string, string]> = [
    [
      'lender with NPA filings',
      'Weak asset quality (gross / net NPA)',
      'YES',
      'gross NPA 3.50%, net NPA 0.40% at 2025-03-31 (standalone filing); gross up from 2.20%, net down from 0.50% at 2024-03-31',
      'Gross NPA up by more than 1 percentage point in a year: asset quality is worsening.',
    ],
    [
      'lender with NPA filings',
      'Low return on assets',
      'NO',
      'RoA 1.20% (the quarter to 2025-03-31, annualised, as filed)',
      'At or above 1%, what a sound Indian lender earns on its assets.',
    ],
    [
      'lender with bad loans',
      'Weak asset quality (gross / net NPA)',
      'YES',
      'gross NPA 12.00%, net NPA 7.00% at 2025-03-31 (standalone filing); no filing for the same quarter a year earlier, so no trend',
      "Net NPA at or above 6%, the RBI's prompt-corrective-action threshold: bad loans threaten the capital.",
    ],
    [
      'lender with bad loans',
      'Low return on assets',
      'YES',
      'RoA 0.40% (the quarter to 2025-03-31, annualised, as filed)',
      'Below 1%: the loan book earns too little to build capital without leaning on leverage.',
    ],
    [
      'pledged promoter',
      'Promoter shares pledged',
      'YES',
      "12.0% of the promoter group's shares pledged or encumbered (2025-03-31)",
      'Above 10%: the promoter has borrowed against a fair part of the stake.',
    ],
    [
      'bonus on record',
      'Equity dilution (share count growth)',
      'NO',
      '10.00 → 20.00 crore shares (FY2022–FY2025, +100.0%; dilution +0.0% once corporate actions are set aside; FY2025: a bonus (ex-date 2024-09-15, each share became 2))',
      'The rise in the share count is a corporate action, not an issue that shrinks each holder’s claim.',
    ],
    [
      'no interest against borrowings',
      'Weak interest cover',
      'N/A',
      'n/a',
      'Not assessed — FY2025 shows no interest against borrowings of ₹50.0 crore, so the interest figure is missing or capitalised, not nil.',
    ],
  ];

  it.each(ROWS)('words %s: %s as before', (name, factor, assessment, data, justification) => {
    expect(row(name, factor)).toEqual({ Factor: factor, Assessment: assessment, Data: data, Justification: justification });
  });

  it('states a filed CET1 ratio among a lender’s data gaps', () => {
    const overall = buildPart2(runAnalysis(CASES['lender with NPA filings']!()))['Overall Risk Assessment'];
    expect(overall).toContain('capital adequacy (CRAR; the CET1 ratio was 14.10% at 2024-03-31, as filed) and the CASA');
  });

  it('rates bad loans above the RBI threshold High on that severe flag alone', () => {
    expect(buildPart2(runAnalysis(CASES['lender with bad loans']!()))['Overall Risk Assessment']).toMatch(
      /^Overall operational risk: High\. 2 of 8 assessed factors are flagged: Weak asset quality \(gross \/ net NPA\) and Low return on assets\. /,
    );
  });

  it('says why an insurer has no table', () => {
    expect(buildPart2(runAnalysis(CASES.insurer!()))).toEqual({
      summary_table: [],
      'Overall Risk Assessment':
        'Not rated — the engine has no model for insurers yet: operational risks are not assessed with a model that does not fit the company.',
    });
  });

  it('has v1 words for every reason code of a factor', () => {
    const factorCodes = RISK_REASON_CODES.filter((c) => !c.startsWith('risk.overall.'));
    expect(factorCodes.filter((c) => !V1_WORDED_CODES.includes(c))).toEqual([]);
  });
});
