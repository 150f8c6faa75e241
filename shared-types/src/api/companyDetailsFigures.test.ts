import { DETAILS } from '../testing/companyDetailsFixture';
import { CompanyDetailsSchema } from './companyDetails';
import { RiskFlagsFigureSchema, ValuationFigureSchema } from './companyDetailsFigures';
import { ReceivedAnalysisMetaSchema } from './companyDetailsReceived';
import { readSection } from './companyDetailsSection';

const { valuation, risk_flags: riskFlags, ...olderFigures } = DETAILS.analysis_meta.figures;
const withFigures = (figures: Record<string, unknown>) => ({ ...DETAILS.analysis_meta, figures });

describe('the glance figures (valuation, risk_flags)', () => {
  it('are optional in the server schema: a payload from before engine 1.14 is still valid', () => {
    expect(CompanyDetailsSchema.safeParse({ ...DETAILS, analysis_meta: withFigures(olderFigures) }).success).toBe(true);
    expect(CompanyDetailsSchema.safeParse({ ...DETAILS, analysis_meta: withFigures({ ...olderFigures, valuation: null }) }).success).toBe(true);
  });

  it('are checked by the server schema when present', () => {
    expect(CompanyDetailsSchema.safeParse({ ...DETAILS, analysis_meta: withFigures({ ...olderFigures, valuation: { low: 1 } }) }).success).toBe(false);
    expect(CompanyDetailsSchema.safeParse({ ...DETAILS, analysis_meta: withFigures({ ...olderFigures, risk_flags: { severe: '1' } }) }).success).toBe(false);
  });

  it('cost only themselves in the received schema when malformed: analysis_meta still reads', () => {
    const meta = ReceivedAnalysisMetaSchema.safeParse(withFigures({ ...olderFigures, valuation: 'lots', risk_flags: [1, 2] }));
    expect(meta.success).toBe(true);
    expect(meta.data?.figures?.score_pillars).toEqual(olderFigures.score_pillars);
    expect(readSection(ValuationFigureSchema, meta.data?.figures?.valuation).kind).toBe('text');
    expect(readSection(RiskFlagsFigureSchema, meta.data?.figures?.risk_flags).kind).toBe('unreadable');
  });

  it('read as values when well formed, as missing when absent, and keep fields this build does not know', () => {
    const meta = ReceivedAnalysisMetaSchema.parse(withFigures({ ...olderFigures, valuation, risk_flags: { ...riskFlags, level: 'Elevated', extreme: 2 } }));
    expect(readSection(ValuationFigureSchema, meta.figures?.valuation)).toEqual({ kind: 'value', value: valuation });
    expect(readSection(RiskFlagsFigureSchema, meta.figures?.risk_flags)).toEqual({ kind: 'value', value: { ...riskFlags, level: 'Elevated', extreme: 2 } });
    const older = ReceivedAnalysisMetaSchema.parse(withFigures(olderFigures));
    expect(readSection(ValuationFigureSchema, older.figures?.valuation).kind).toBe('missing');
    expect(readSection(RiskFlagsFigureSchema, older.figures?.risk_flags).kind).toBe('missing');
  });
});
