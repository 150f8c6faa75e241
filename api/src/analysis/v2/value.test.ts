import { runAnalysis } from '../analyse';
import { steadyCompounder } from '../testing/archetypes';
import { buildPart3 } from '../sections/part3Report';
import { renderValueV1 } from '../v1/part3Value';
import { buildValueV2 } from './value';

describe('buildValueV2', () => {
  it('values nothing for a kind the engine has no model for, as v1 says nothing is judged', () => {
    const base = steadyCompounder();
    const insurer = { ...base, profile: { ...base.profile, kind: 'insurer' as const, isLender: false } };
    const value = buildValueV2(runAnalysis(insurer, '2025-07-01T00:00:00.000Z'));
    const why = { code: 'value.not_modelled', params: { kind: 'insurer' } };
    expect(value).toEqual({ reason: why, models: [], fat_pitch: { outcome: 'not_assessed', reason: why } });
  });

  it('renders, for such a kind, the v1 texts Part 3 gives it', () => {
    const base = steadyCompounder();
    const a = runAnalysis({ ...base, profile: { ...base.profile, kind: 'other_financial' as const, isLender: false } }, '2025-07-01T00:00:00.000Z');
    const section = buildPart3(a)["4. Owner's Earnings and Margin of Safety"];
    const v1 = renderValueV1(JSON.parse(JSON.stringify(buildValueV2(a))));
    expect(v1).toEqual({ analysis: section["Owner's Earnings and Margin of Safety Analysis"], fatPitch: section['Fat Pitch Analysis'] });
  });
});
