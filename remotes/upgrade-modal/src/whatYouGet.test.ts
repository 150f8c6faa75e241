import { PLANS } from 'shared-types/api';
import { whatYouGet } from './whatYouGet';

const summary = (plans: Parameters<typeof whatYouGet>[0]) =>
  whatYouGet(plans).map(({ line, features, onlyIn }) => ({ line, ids: features.map((feature) => feature.id), onlyIn: onlyIn.map((plan) => plan.id) }));

describe('whatYouGet', () => {
  it("lists the cards' lines in the catalogue's order, with the entries behind each and the plans of a line not in all", () => {
    expect(summary([PLANS['3_months'], PLANS['1_year']])).toEqual([
      { line: 'Unlimited company access', ids: ['unlimited_companies'], onlyIn: [] },
      { line: 'Advanced analytics', ids: ['compare_more', 'saved_screens_more', 'excel_downloads'], onlyIn: [] },
      { line: 'Priority support', ids: ['priority_support'], onlyIn: [] },
      { line: 'Exclusive reports', ids: ['exclusive_reports'], onlyIn: ['1_year'] },
    ]);
  });

  it('follows the lines the server lists: a line no plan lists is not explained', () => {
    const withoutReports = { ...PLANS['1_year'], features: PLANS['1_year'].features.filter((line) => line !== 'Exclusive reports') };
    expect(summary([PLANS['3_months'], withoutReports]).map((entry) => entry.line)).toEqual([
      'Unlimited company access',
      'Advanced analytics',
      'Priority support',
    ]);
  });

  it("gives a plan's line only the entries that plan, or another listing it, includes", () => {
    // A server listing 'Exclusive reports' for the 3-month plan too: the catalogue still says only the yearly plan has it.
    const threeMonths = { ...PLANS['3_months'], features: [...PLANS['3_months'].features, 'Exclusive reports'] };
    expect(summary([threeMonths]).at(-1)).toEqual({ line: 'Exclusive reports', ids: [], onlyIn: [] });
  });
});
