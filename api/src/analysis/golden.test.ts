import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CompanyDetailsSchema, type CompanyDetails } from 'shared-types/api';
import { analyseCompany, ANALYSIS_ENGINE_VERSION } from './index';
import { ARCHETYPES } from './testing/archetypes';

/**
 * Golden payloads, one per archetype (compounder, cyclical, loss-maker,
 * turnaround, lender, thin history, no statements, negative equity, gappy).
 * Any change to a formula, threshold or sentence shows up here as a diff to
 * review. The comparison ignores the engine version itself, but each golden
 * file records the version that wrote it, and rewriting one (UPDATE_GOLDEN=1)
 * is refused when the output changed while ANALYSIS_ENGINE_VERSION did not:
 * stored analyses are recomputed only when the version moves, so a silent
 * change would leave them stale.
 */

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';
const goldenPath = (name: string): string => path.join(__dirname, '__golden__', `${name.replace(/[^a-z0-9]+/g, '-')}.json`);

const withoutVersion = (payload: CompanyDetails): unknown => ({ ...payload, analysis_meta: { ...payload.analysis_meta, engine_version: '(ignored)' } });

/** Whether a golden file may be rewritten with `payload`: only when the output is unchanged or the version moved. */
function goldenRewriteProblem(stored: CompanyDetails, payload: CompanyDetails): string | null {
  const changed = JSON.stringify(withoutVersion(stored)) !== JSON.stringify(withoutVersion(payload));
  if (changed && stored.analysis_meta.engine_version === payload.analysis_meta.engine_version) {
    return `the output changed but ANALYSIS_ENGINE_VERSION is still ${payload.analysis_meta.engine_version}: bump it (api/src/analysis/index.ts) so stored analyses are recomputed`;
  }
  return null;
}

describe.each(Object.entries(ARCHETYPES))('golden payload: %s', (name, make) => {
  const file = goldenPath(name);
  const payload = analyseCompany(make(), { computedAt: COMPUTED_AT });
  const stored = (): CompanyDetails => JSON.parse(readFileSync(file, 'utf8')) as CompanyDetails;

  it('matches the reviewed golden file byte for byte (all but the engine version)', () => {
    if (process.env.UPDATE_GOLDEN === '1') {
      const problem = existsSync(file) ? goldenRewriteProblem(stored(), payload) : null;
      if (problem !== null) throw new Error(`UPDATE_GOLDEN refused for ${name}: ${problem}`);
      writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
    }
    // Byte for byte, key order included: v1 clients get exactly these bytes (docs/api-compatibility.md).
    expect(JSON.stringify(withoutVersion(payload), null, 2)).toBe(JSON.stringify(withoutVersion(stored()), null, 2));
  });

  it('was written by the current engine version', () => {
    expect(stored().analysis_meta.engine_version).toBe(ANALYSIS_ENGINE_VERSION);
  });

  it('is a valid payload', () => {
    expect(CompanyDetailsSchema.safeParse(stored()).success).toBe(true);
  });
});

describe('golden rewrite rule', () => {
  const payload = analyseCompany(ARCHETYPES['steady compounder'](), { computedAt: COMPUTED_AT });

  it('refuses a rewrite when the output changed and the version did not, and allows one after a bump', () => {
    const changed: CompanyDetails = { ...payload, current_price: (payload.current_price ?? 0) + 1 };
    expect(goldenRewriteProblem(payload, changed)).toMatch(/output changed but ANALYSIS_ENGINE_VERSION is still/);
    expect(goldenRewriteProblem(payload, { ...changed, analysis_meta: { ...changed.analysis_meta, engine_version: '99.0.0' } })).toBeNull();
    expect(goldenRewriteProblem(payload, { ...payload, analysis_meta: { ...payload.analysis_meta, engine_version: '99.0.0' } })).toBeNull();
  });
});
