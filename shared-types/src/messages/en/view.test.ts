import { PART1_SECTIONS, PART1_TITLE, PART2_TITLE, PART3_SECTIONS, PART3_TITLE, PART4_TITLE } from '../../api/companyDetailsFields';
import { hindiViewMessages } from '../hi/view';
import { createMessages } from '../messages';
import { englishCatalogue } from '.';
import { viewMessages } from './view';

const english = createMessages(englishCatalogue);

describe("the result view's own words", () => {
  it('are the v1 view’s spec’d literals, word for word once formatted', () => {
    expect(
      ['view.title', 'view.summary.company_name', 'view.summary.current_price', 'view.summary.last_updated', 'view.summary.investment_score'].map((id) =>
        english.format(id),
      ),
    ).toEqual(['Company Details', 'Company Name', 'Current Price', 'Last Updated', 'Investment Score']);
    expect(english.format('view.glance.no_estimate')).toBe("No intrinsic-value estimate could be made (see Part 3, Owner's Earnings and Margin of Safety).");
    expect(english.format('view.glance.flags', { count: 1 })).toBe('1 flag');
    expect(english.format('view.glance.flags', { count: 0 })).toBe('0 flags');
    expect(english.format('view.scenarios.probability_line', { probability: '55%' })).toBe('Probability: 55%');
  });

  it('head the numbered sections and the Parts exactly as the v1 payload keys them', () => {
    expect(['view.part_1.forecast', 'view.part_1.guidance'].map((id) => english.format(id))).toEqual([...PART1_SECTIONS]);
    expect(
      ['view.part_3.investigation', 'view.part_3.moat', 'view.part_3.risks', 'view.part_3.owner_earnings', 'view.part_3.hold_scenarios'].map((id) =>
        english.format(id),
      ),
    ).toEqual([...PART3_SECTIONS]);
    expect(['part.1.title', 'part.2.title', 'part.3.title', 'part.4.title'].map((id) => english.format(id))).toEqual([
      PART1_TITLE,
      PART2_TITLE,
      PART3_TITLE,
      PART4_TITLE,
    ]);
  });

  it('all have Hindi', () => {
    expect(Object.keys(hindiViewMessages).sort()).toEqual(Object.keys(viewMessages).sort());
  });
});
