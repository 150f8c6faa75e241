import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CompanyDetailsSchema } from 'shared-types/api';
import { analyseCompany } from './index';
import { steadyCompounder } from './testing/archetypes';

/**
 * Golden payload for the steady compounder. Any change to a formula, threshold
 * or sentence shows up here as a diff to review. After an intended change, run
 * with UPDATE_GOLDEN=1 to rewrite the file, read it, and bump ANALYSIS_ENGINE_VERSION.
 */

const GOLDEN = path.join(__dirname, '__golden__', 'steady-compounder.json');

describe('golden payload: steady compounder', () => {
  const payload = analyseCompany(steadyCompounder(), { computedAt: '2025-07-01T00:00:00.000Z' });

  it('matches the reviewed golden file', () => {
    const text = `${JSON.stringify(payload, null, 2)}\n`;
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, text);
    expect(JSON.parse(readFileSync(GOLDEN, 'utf8'))).toEqual(payload);
  });

  it('the golden file itself is a valid payload', () => {
    expect(CompanyDetailsSchema.safeParse(JSON.parse(readFileSync(GOLDEN, 'utf8'))).success).toBe(true);
  });
});
