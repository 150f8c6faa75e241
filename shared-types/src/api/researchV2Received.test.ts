import { RESEARCH_V2_PEERS_FIELD } from './companySearch';
import { readServedResearchV2 } from './researchV2Received';
import { researchV2Peers, servedResearchV2 } from '../testing/researchV2Fixtures';

describe('readServedResearchV2', () => {
  it('reads the served wire into the document and its peers', () => {
    const read = readServedResearchV2(servedResearchV2('lender'));
    if (!read.ok) throw new Error(read.error);
    expect(read.research.document.company.name).toBeTruthy();
    expect(read.research.document.summary).toBeDefined();
    expect(read.research.peers).toEqual(researchV2Peers());
  });

  it('keeps the document when the peer table does not read, and says none when there is none', () => {
    const served = { ...servedResearchV2('steady-compounder'), [RESEARCH_V2_PEERS_FIELD]: { basis: 'industry' } };
    const read = readServedResearchV2(served);
    expect(read.ok && read.research.peers).toBeNull();
    const none = readServedResearchV2(servedResearchV2('no-statements', null));
    expect(none.ok && none.research.peers).toBeNull();
  });

  it('refuses what is not a research answer, saying where, without throwing', () => {
    expect(readServedResearchV2({ company_name: 'Aravali Cement Works' })).toEqual({ ok: false, error: expect.stringContaining('not a research answer wire') });
    expect(readServedResearchV2(null)).toEqual({ ok: false, error: expect.any(String) });
    const broken = servedResearchV2();
    expect(readServedResearchV2({ ...broken, answer: { ...broken.answer, summary: 'still processing' } })).toEqual({
      ok: false,
      error: expect.stringContaining('summary'),
    });
  });
});
