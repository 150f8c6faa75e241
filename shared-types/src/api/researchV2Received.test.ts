import { readServedResearchV2 } from './researchV2Received';
import { researchV2Document, servedResearchV2, servedResearchV2With } from '../testing/researchV2Fixtures';

describe('readServedResearchV2', () => {
  it('reads the served wire into the document, its figures as served', () => {
    const read = readServedResearchV2(servedResearchV2('lender'));
    if (!read.ok) throw new Error(read.error);
    expect(read.research.document.company).toEqual(researchV2Document('lender').company);
    expect(read.research.document.summary.rating).toBe(researchV2Document('lender').summary.rating);
  });

  it('refuses what is not a research answer, saying where, without throwing', () => {
    expect(readServedResearchV2({ company_name: 'Aravali Cement Works' })).toEqual({ ok: false, error: expect.stringContaining('not a research answer wire') });
    expect(readServedResearchV2(null)).toEqual({ ok: false, error: expect.any(String) });
    expect(readServedResearchV2(servedResearchV2With('summary', 'still processing'))).toEqual({ ok: false, error: expect.stringContaining('summary') });
  });
});
