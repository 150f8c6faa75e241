import { PART3_SECTIONS } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { formatRatio } from '../format';
import { analyseCompany } from '../index';
import { grahamLens } from '../lenses/graham';
import { greenblattLens } from '../lenses/greenblatt';
import { lynchLens } from '../lenses/lynch';
import { buildPart3 } from '../sections/part3Report';
import { lender, steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts, type FinancialYear } from '../types';
import { sharesNote } from '../v1/part3ValueLender';
import { buildValueV2 } from '../v2/value';

const AT = '2025-07-01T00:00:00.000Z';

/**
 * Statements show 10 crore shares and EPS ₹50 (profit ₹500 crore). Before: the close is ₹500 and no
 * exchange count is on record. After: a 1:1 bonus not among the corporate actions: the exchange counts
 * 20 crore shares on the close's day and the close is ₹250. The company is worth the same either way.
 */
function company(bonus: boolean): CompanyFacts {
  const base = steadyCompounder();
  const years = base.years.map((y, i) => (i === base.years.length - 1 ? ({ ...y, shares: 10, netProfit: 500, eps: 50 } as FinancialYear) : y));
  const close = { price: bonus ? 250 : 500, asOf: '2025-06-30', source: 'bhavcopy' };
  const prices = [...base.prices.slice(0, -1), close];
  const market = bonus ? { shares: { shares: 20, asOf: '2025-06-30' }, weekRange: null } : undefined;
  return { ...base, years, prices, ...(market === undefined ? {} : { market }) };
}

/** The criterion's own figure (v2 names it as the criterion: `pe`, `peg`, `earnings_yield`). */
const lensValue = (lens: { criteria: Array<{ id: string; figures?: Record<string, { value: number | null }> }> }, id: string) =>
  lens.criteria.find((c) => c.id === id)?.figures?.[id]?.value ?? null;

describe("per-share figures against today's price use today's share count", () => {
  const before = runAnalysis(company(false), AT);
  const after = runAnalysis(company(true), AT);

  it('gives a P/E of 10 (market capitalisation ÷ profit), not close ÷ the pre-bonus EPS of 5, in the market figure and the IRR', () => {
    expect(analyseCompany(company(true), { computedAt: AT }).analysis_meta.figures.market?.pe).toBeCloseTo(10, 6);
    expect(after.hold.currentPe).toBeCloseTo(10, 6);
    expect(after.hold.ok && after.hold.reportedEps).toBeCloseTo(25, 6);
  });

  it('says so in the headline sentence, with the share counts', () => {
    const text = buildPart3(after)[PART3_SECTIONS[0]] as string;
    expect(text).toContain(`trade at ${formatRatio(10)} times FY2025 EPS of ₹25.00`);
    expect(text).toContain('EPS on today’s 20.00 crore shares; the FY2025 statements show 10.00 crore: a bonus, split or share issue since');
    expect(buildPart3(before)[PART3_SECTIONS[0]]).not.toContain('today’s');
  });

  it('leaves the IRR, margin of safety and lenses as they were before the bonus', () => {
    const irr = (a: typeof before) => a.horizons.map((h) => h.projection.irr);
    expect(irr(after).length).toBeGreaterThan(0);
    irr(after).forEach((x, i) => expect(x).toBeCloseTo(irr(before)[i] as number, 6));
    expect(after.valuation.marginOfSafety).toBeCloseTo(before.valuation.marginOfSafety as number, 6);
    expect(after.valuation.priceToOe).toBeCloseTo(before.valuation.priceToOe as number, 6);
    for (const [lens, id] of [
      [grahamLens, 'pe'],
      [grahamLens, 'pe_times_pb'],
      [lynchLens, 'peg'],
      [greenblattLens, 'earnings_yield'],
    ] as const) {
      const b = lensValue(lens(before), id);
      expect([id, b]).not.toEqual([id, null]);
      expect([id, lensValue(lens(after), id)]).toEqual([id, expect.closeTo(b as number, 6)]);
    }
  });

  it('states the EPS on today’s count in the IRR assumptions', () => {
    const irr = buildPart3(after)[PART3_SECTIONS[3]] as Record<string, unknown>;
    expect(JSON.stringify(irr)).toContain('₹25.00 (FY2025) (EPS on today’s 20.00 crore shares');
  });

  it('values a lender on book value per share over today’s count, so the P/B and margin of safety do not move', () => {
    const bank = (bonus: boolean): CompanyFacts => {
      const base = lender();
      const close = { price: bonus ? 52.5 : 105, asOf: '2025-06-30', source: 'bhavcopy' };
      return {
        ...base,
        prices: [...base.prices.slice(0, -1), close],
        ...(bonus ? { market: { shares: { shares: 200, asOf: '2025-06-30' }, weekRange: null } } : {}),
      };
    };
    const [was, now] = [runAnalysis(bank(false), AT).valuation, runAnalysis(bank(true), AT).valuation];
    const [b0, b1] = [was.lenderBook, now.lenderBook];
    if (b0 === null || 'reason' in b0 || b1 === null || 'reason' in b1) throw new Error('no book valuation');
    expect(b1.bvps).toBeCloseTo(b0.bvps / 2, 6);
    expect(b1.shares).toBe(200);
    expect(b1.currentPb).toBeCloseTo(b0.currentPb as number, 6);
    expect(now.marginOfSafety).toBeCloseTo(was.marginOfSafety as number, 6);
    expect(sharesNote(buildValueV2(runAnalysis(bank(true), AT)).lender_book!)).toContain('book value per share on today’s 200 crore shares');
  });

  it('says in the Graham lens that its average EPS is on today’s count', () => {
    expect(grahamLens(after).criteria.find((c) => c.id === 'pe')?.figures?.todays_shares_crore?.value).toBe(20);
    expect(grahamLens(before).criteria.find((c) => c.id === 'pe')?.figures).not.toHaveProperty('todays_shares_crore');
  });

  it('leaves the historical year-end P/E series alone', () => {
    expect(after.hold.medianPe).toBeCloseTo(before.hold.medianPe as number, 6);
  });
});
