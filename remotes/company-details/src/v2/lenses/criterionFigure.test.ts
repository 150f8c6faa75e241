import { type Figure, type InvestorLensV2, type LensCriterionV2 } from 'shared-types/api';
import { createMessages } from 'shared-types/messages';
import { criterionFigure, piotroskiWords } from './criterionFigure';

const en = createMessages();
const times = (value: number | null, period?: string): Figure => ({ value, unit: 'times', ...(period === undefined ? {} : { period }) });
const lensOf = (id: string, criteria: LensCriterionV2[]): InvestorLensV2 => ({ id, criteria });
const figureOf = (lensId: string, c: LensCriterionV2, others: LensCriterionV2[] = []) => criterionFigure(en, lensOf(lensId, [c, ...others]), c);

describe('criterionFigure', () => {
  it("restates a P/E on today's share count, saying which way the count moved", () => {
    const pe = (todays: number): LensCriterionV2 => ({
      id: 'pe',
      outcome: 'fail',
      figures: {
        pe: times(20),
        average_eps: { value: 50, unit: 'inr_per_share', period: 'FY2023–FY2025' },
        todays_shares_crore: { value: todays, unit: 'number' },
        statement_shares_crore: { value: 10, unit: 'number', period: 'FY2025' },
      },
    });
    expect(figureOf('graham', pe(20))).toContain('a bonus, split or share issue since');
    expect(figureOf('graham', pe(5))).toContain('a buyback or consolidation since');
  });

  it("prices P/E × P/B with the P/E criterion's P/E", () => {
    const pe: LensCriterionV2 = { id: 'pe', outcome: 'pass', figures: { pe: times(12) } };
    const product: LensCriterionV2 = { id: 'pe_times_pb', outcome: 'pass', figures: { pe_times_pb: { value: 18, unit: 'number' }, price_to_book: times(1.5) } };
    expect(figureOf('graham', product, [pe])).toBe('18.00 (P/E 12.0× × P/B 1.50×)');
  });

  it('says when there is no profit to repay borrowings from', () => {
    const debt: LensCriterionV2 = {
      id: 'debt',
      outcome: 'fail',
      figures: { debt_to_equity: times(0.9, 'FY2025'), borrowings_to_net_profit: { value: null, unit: 'years' } },
    };
    expect(figureOf('buffett', debt)).toBe('D/E 0.90×; no profit to repay borrowings from (FY2025)');
  });

  it('names the years without a dividend', () => {
    const record: LensCriterionV2 = {
      id: 'dividend_record',
      outcome: 'fail',
      years: ['FY2021'],
      figures: { years: { value: 10, unit: 'years', period: 'FY2016–FY2025' } },
    };
    expect(figureOf('graham', record)).toBe('none paid in FY2021');
  });

  it('lists the figures of a criterion the catalogue lacks by their units, and has none without figures', () => {
    expect(figureOf('graham', { id: 'new_test', outcome: 'pass', figures: { a: times(2), b: { value: 0.25, unit: 'fraction' } } })).toBe('2.00×, 25.0%');
    expect(figureOf('graham', { id: 'size', outcome: 'not_assessable' })).toBeNull();
  });
});

describe('piotroskiWords', () => {
  const cfo = { id: 'positive_cfo', outcome: 'pass', reason: { code: 'report.piotroski.cfo', params: { cfo: { value: 605.8, unit: 'inr_crore' } } } };

  it("shows the report's signal as the figure of a judged criterion and the note of one not judged", () => {
    expect(piotroskiWords(en, { id: 'cfo_positive', outcome: 'pass' }, cfo)).toEqual({ figure: 'CFO ₹606 crore', note: null });
    expect(piotroskiWords(en, { id: 'cfo_positive', outcome: 'not_assessable' }, cfo)).toEqual({ figure: null, note: 'CFO ₹606 crore' });
  });

  it("prefers the lens's own reason, and says nothing for a signal the report lacks", () => {
    const lender = { id: 'cfo_positive', outcome: 'not_assessable', reason: { code: 'lens.no_statements' } };
    expect(piotroskiWords(en, lender, cfo)).toEqual({ figure: null, note: 'No financial statements.' });
    expect(piotroskiWords(en, { id: 'cfo_positive', outcome: 'pass' }, undefined)).toEqual({ figure: null, note: null });
  });
});
