import { CompanyV2Schema, type CompanyV2 } from 'shared-types/api';
import { ANALYSIS_ENGINE_VERSION } from '../engineVersion';
import { describeGoldenV2, GOLDEN_COMPUTED_AT } from '../testing/goldenV2';
import { buildCompanyV2 } from './company';

/** Golden v2 company part per archetype: name and code (data), the engine run, the statements' end. UPDATE_GOLDEN=1 rewrites them. */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function problems(v2: CompanyV2): string[] {
  const out: string[] = [];
  if (!/^\d+\.\d+\.\d+$/.test(v2.engine_version)) out.push(`engine_version ${v2.engine_version}`);
  if (!ISO.test(v2.computed_at)) out.push(`computed_at ${v2.computed_at}`);
  if (v2.statements_period_end !== undefined && !DATE.test(v2.statements_period_end)) out.push(`statements_period_end ${v2.statements_period_end}`);
  return out;
}

describeGoldenV2('company', (a) => buildCompanyV2(a, GOLDEN_COMPUTED_AT), CompanyV2Schema, problems);

it('states the engine version that ran', () => {
  expect(problems({ name: 'X', symbol: 'X', engine_version: ANALYSIS_ENGINE_VERSION, computed_at: GOLDEN_COMPUTED_AT, is_demo: false })).toEqual([]);
});

it('catches a version, a run time or a period end that is not one', () => {
  expect(problems({ name: 'X', symbol: 'X', engine_version: 'latest', computed_at: 'yesterday', is_demo: false, statements_period_end: 'March 2025' })).toEqual(
    ['engine_version latest', 'computed_at yesterday', 'statements_period_end March 2025'],
  );
});
