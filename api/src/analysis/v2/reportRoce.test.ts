import { REPORT_REASON_CODES } from 'shared-types/api';
import { ROCE_GAPS } from '../metrics/roce';
import { ROCE_GAP_TEXT } from '../v1/roceText';
import { roceReason } from './reportRoce';

describe("why ROCE is not computed, as the report's code", () => {
  it.each(ROCE_GAPS)('%s is a report code with v1 words', (gap) => {
    const r = roceReason(gap);
    expect(REPORT_REASON_CODES).toContain(r.code);
    expect(ROCE_GAP_TEXT[r.code]).toBeDefined();
  });

  it('is report.roce.unknown without a gap', () => {
    expect(roceReason(null)).toEqual({ code: 'report.roce.unknown' });
  });
});
