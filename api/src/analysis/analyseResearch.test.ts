import { ResearchV2Schema } from 'shared-types/api';
import { analyseResearch } from './analyseResearch';
import { analyseCompany } from './index';
import { ARCHETYPES } from './testing/archetypes';
import { renderResearchV1 } from './v1/research';

/** One engine run, both answers: the v2 document to store, and v1 as it is rendered from the stored text. */

describe.each(Object.entries(ARCHETYPES))('analyseResearch: %s', (_name, make) => {
  const computedAt = new Date('2025-07-01T00:00:00.000Z');
  const { v1, v2 } = analyseResearch(make(), { computedAt });

  it('gives a v2 document that parses with the contract, dated by the run', () => {
    expect(ResearchV2Schema.safeParse(JSON.parse(JSON.stringify(v2))).success).toBe(true);
    expect(v2.company.computed_at).toBe('2025-07-01T00:00:00.000Z');
  });

  it('gives the v1 answer its document renders, which is what analyseCompany answers', () => {
    expect(JSON.stringify(v1)).toBe(JSON.stringify(renderResearchV1(JSON.parse(JSON.stringify(v2)))));
    expect(JSON.stringify(v1)).toBe(JSON.stringify(analyseCompany(make(), { computedAt })));
  });
});
