import { runAnalysis } from '../analyse';
import { noStatements, steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts } from '../types';
import { renderFiguresV1 } from '../v1/figures';
import { buildResearchV2 } from './research';

/** The key figures the archetype goldens do not reach: the exchange's 52-week range, and the valuation of a kind with no model. */

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';
const research = (f: CompanyFacts) => buildResearchV2(runAnalysis(f, COMPUTED_AT), f.sources, COMPUTED_AT);

it("carries the exchange's share count and 52-week range, which v1 states as they are", () => {
  const f = steadyCompounder();
  const market = { shares: { shares: 100.123456, asOf: '2025-06-27' }, weekRange: { high: 1234.5, low: 987.65, asOf: '2025-06-27' } };
  const doc = research({ ...f, market });
  expect(doc.key_figures.market).toMatchObject({
    shares_as_of: '2025-06-27',
    shares_source: 'exchange',
    week_range: { high: 1234.5, low: 987.65, as_of: '2025-06-27' },
  });
  expect(renderFiguresV1(doc).market).toMatchObject({ shares_crore: 100.1235, week_high: 1234.5, week_low: 987.65, week_range_as_of: '2025-06-27' });
});

it('carries no market figures without a price, and no valuation without statements', () => {
  const doc = research(noStatements());
  expect(doc.key_figures.market === undefined).toBe(doc.summary.price === undefined);
  expect(doc.key_figures.valuation).toBeUndefined();
  expect(research({ ...steadyCompounder(), prices: [] }).key_figures.market).toBeUndefined();
});

it('carries the valuation of a kind the value part does not judge, and only then', () => {
  const f = steadyCompounder();
  const insurer = research({ ...f, profile: { ...f.profile, kind: 'insurer', isLender: false } });
  expect(insurer.value.models).toEqual([]);
  expect(insurer.key_figures.valuation?.models.length).toBeGreaterThan(0);
  expect(renderFiguresV1(insurer).valuation?.candidates.length).toBeGreaterThan(0);
  // The same estimates as the industrial's, where the value part carries them.
  const industrial = research(f);
  expect(industrial.key_figures.valuation).toBeUndefined();
  expect(renderFiguresV1(insurer).valuation).toEqual(renderFiguresV1(industrial).valuation);
});
