import { PART2_TITLE, type CompanyDetails } from 'shared-types/api';
import { analyseCompany } from '../index';
import { buildContext } from '../context/buildContext';
import { readAssetQuality } from './assetQuality';
import { lender } from '../testing/archetypes';
import { type LenderQualityPoint } from '../types';

const run = (lenderQuality?: LenderQualityPoint[]): CompanyDetails =>
  analyseCompany({ ...lender(), ...(lenderQuality === undefined ? {} : { lenderQuality }) }, { computedAt: '2025-07-01T00:00:00.000Z' });
const row = (d: CompanyDetails, prefix: string) => d[PART2_TITLE].summary_table.find((r) => r.Factor.startsWith(prefix));
const quarter = (periodEnd: string, grossNpaPct: number | null, netNpaPct: number | null, roaPct: number | null = null, cet1Pct: number | null = null) => ({
  periodEnd,
  grossNpaPct,
  netNpaPct,
  roaPct,
  cet1Pct,
});

describe('a lender’s asset quality in Part 2', () => {
  it('states gross and net NPA with their trend against the same quarter a year earlier', () => {
    const details = run([quarter('2024-06-30', 2.4, 0.7), quarter('2025-03-31', 2.2, 0.6), quarter('2025-06-30', 2.1, 0.5, 1.9, 15.2)]);
    expect(row(details, 'Weak asset quality')).toEqual({
      Factor: 'Weak asset quality (gross / net NPA)',
      Assessment: 'NO',
      Data: 'gross NPA 2.10%, net NPA 0.50% at 2025-06-30 (standalone filing); gross down from 2.40%, net down from 0.70% at 2024-06-30',
      Justification: 'Within 5% gross and 2% net, and not up by more than 1 percentage point in a year.',
    });
    expect(row(details, 'Low return on assets')).toMatchObject({ Assessment: 'NO', Data: 'RoA 1.90% (the quarter to 2025-06-30, annualised, as filed)' });
  });

  it('flags NPAs above the thresholds, severe at the RBI’s 6% net NPA', () => {
    expect(row(run([quarter('2025-06-30', 6.5, 2.5)]), 'Weak asset quality')).toMatchObject({ Assessment: 'YES' });
    const severe = run([quarter('2025-06-30', 14, 6.2)]);
    expect(severe.analysis_meta.figures.risk_flags?.severe).toBeGreaterThanOrEqual(1);
    expect(row(run([quarter('2024-06-30', 1.5, 0.4), quarter('2025-06-30', 3, 0.9)]), 'Weak asset quality')).toMatchObject({ Assessment: 'YES' });
  });

  it('without filings, says asset quality is not assessed and takes RoA from the statements', () => {
    const details = run();
    expect(row(details, 'Weak asset quality')).toMatchObject({ Assessment: 'N/A' });
    expect(row(details, 'Low return on assets')?.Data).toMatch(/^RoA \d+\.\d\d% \(FY2025 net profit over average total assets of FY2024 and FY2025\)$/);
  });

  it('names capital adequacy, CET1 when not filed, and CASA as not in the data', () => {
    expect(run()[PART2_TITLE]['Overall Risk Assessment']).toContain(
      'Not in the data, so not assessed: capital adequacy (CRAR), the CET1 ratio and the CASA (low-cost deposit) ratio',
    );
    expect(run([quarter('2025-06-30', 2, 0.5, null, 15.2)])[PART2_TITLE]['Overall Risk Assessment']).toContain(
      'capital adequacy (CRAR; the CET1 ratio was 15.20% at 2025-06-30, as filed) and the CASA',
    );
  });
});

describe('return on assets as data', () => {
  it('names its basis as an id and its period, never a sentence', () => {
    const filed = buildContext({ ...lender(), lenderQuality: [quarter('2025-06-30', 2.1, 0.5, 1.9)] });
    expect(readAssetQuality(filed).roa).toEqual({ value: expect.closeTo(0.019, 9), basis: 'filed_quarter', period: '2025-06-30' });
    expect(readAssetQuality(buildContext(lender())).roa).toMatchObject({ basis: 'statements', period: 'FY2025' });
  });
});
