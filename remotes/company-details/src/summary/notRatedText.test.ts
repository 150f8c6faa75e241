import { makeDetails } from 'shared-types/testing';
import { notRatedText } from './notRatedText';

const meta = makeDetails().analysis_meta;
const notRated = (fields: Record<string, unknown>) => ({ ...meta, rating_status: 'not_rated', ...fields });

describe('notRatedText', () => {
  it.each([
    ['no_statements', null, 'industrial', 'no financial statements imported yet'],
    ['no_model', null, 'insurer', 'the engine has no model for insurers yet'],
    ['no_model', null, 'other_financial', 'the engine has no model for exchanges, asset managers and holding companies yet'],
    ['no_model', null, 'reinsurer', 'the engine has no model for this kind of company yet'],
    [
      'insufficient_data',
      'only 2 fiscal years with both sales and net profit (3 needed)',
      'industrial',
      'insufficient data: only 2 fiscal years with both sales and net profit (3 needed)',
    ],
    ['stale_data', 'the latest annual statements end Mar 2025', 'industrial', 'stale data: the latest annual statements end Mar 2025'],
    [
      'low_coverage',
      "only 58 of the score's 100 points could be assessed",
      'industrial',
      "too little data: only 58 of the score's 100 points could be assessed",
    ],
  ])('words %s (detail %j, a %s) as %j', (code, detail, kind, text) => {
    expect(
      notRatedText(notRated({ not_rated_code: code, not_rated_detail: detail, company_kind: kind, not_rated_reason: 'Reworded by a newer engine.' })),
    ).toBe(text);
  });

  it("shows the engine's own words for a code this build does not know", () => {
    expect(notRatedText(notRated({ not_rated_code: 'suspended', not_rated_detail: null, not_rated_reason: 'Not rated — trading is suspended' }))).toBe(
      'Not rated — trading is suspended',
    );
  });

  it("reads an older answer's sentence, without the 'Not rated —' the card already says", () => {
    expect(notRatedText(notRated({ not_rated_reason: 'Not rated — insufficient data: only 2 fiscal years.' }))).toBe('insufficient data: only 2 fiscal years.');
    expect(notRatedText(notRated({ not_rated_reason: 'Not rated — the engine has no model for insurers yet', company_kind: 'insurer' }))).toBe(
      'the engine has no model for insurers yet',
    );
  });

  it('is null for a rated company and without analysis_meta', () => {
    expect(notRatedText(meta)).toBeNull();
    expect(notRatedText(null)).toBeNull();
  });
});
