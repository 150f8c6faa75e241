import { PART3_TITLE, PART4_TITLE } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { analyseCompany } from '../index';
import { lender, steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts, type PricePoint } from '../types';
import { buildMetaV2 } from '../v2/meta';
import { figure, reason } from '../v2/figure';

/**
 * Issue 29, finding 7: a price carries the date it can have, and its age,
 * wherever it is used (context/freshness.ts, context/normalise.ts).
 */

/** The archetype's prices before the first new one, then the new ones. */
const withPrices = (base: CompanyFacts, extra: PricePoint[]): CompanyFacts => ({
  ...base,
  prices: [...base.prices.filter((p) => p.asOf < extra[0]!.asOf), ...extra].sort((a, b) => (a.asOf < b.asOf ? -1 : a.asOf > b.asOf ? 1 : 0)),
});

describe('the current price is dated no earlier than it can be', () => {
  it('says "after" for an export price beside a different close on its date (TCS ₹2,096.10 vs ₹2,358.90)', () => {
    const base = steadyCompounder();
    const facts = withPrices(base, [
      { price: 2358.9, asOf: '2025-03-31', source: 'screener' },
      { price: 2096.1, asOf: '2025-03-31', source: 'screener', approximate: true },
    ]);
    const out = analyseCompany(facts, { computedAt: '2025-04-15T00:00:00.000Z' });
    const part3 = JSON.stringify(out[PART3_TITLE]);
    expect(part3).toContain('At ₹2,096.10 (after 2025-03-31)');
    expect(part3).not.toContain('(2025-03-31)');
    // The year-end P/E keeps the year-end close.
    expect(runAnalysis(facts).ctx.byFy.get(2025)?.fyEndPrice?.price).toBe(2358.9);
  });

  it('keeps "on or after" in the IRR method and Part 3 for an export price', () => {
    const facts = withPrices(steadyCompounder(), [{ price: 1650, asOf: '2025-06-30', source: 'screener', approximate: true }]);
    const part3 = JSON.stringify(analyseCompany(facts, { computedAt: '2025-07-15T00:00:00.000Z' })[PART3_TITLE]);
    expect(part3).toContain('At ₹1,650.00 (on or after 2025-06-30)');
    expect(part3).toContain('Price ₹1,650.00 (on or after 2025-06-30)');
  });

  it('dates a post-bonus export price on or after the bonus (Nestle ₹1,134.85 after a 1:1 bonus)', () => {
    const base = steadyCompounder();
    const facts: CompanyFacts = {
      ...withPrices(base, [
        { price: 2250, asOf: '2025-03-31', source: 'screener' },
        { price: 1134.85, asOf: '2025-06-30', source: 'screener', approximate: true },
      ]),
      corporateActions: [{ kind: 'bonus', exDate: '2025-08-08', shareMultiplier: 2 }],
    };
    const price = runAnalysis(facts).ctx.price!;
    expect(price.date).toBe('2025-08-08');
    expect(price.pricedAfter).toEqual({ kind: 'bonus', exDate: '2025-08-08', shareMultiplier: 2 });
  });
});

describe('a price more than 90 days old is stale, and the analysis says it used it', () => {
  it('names the age of a 26-month-old export price the lender is rated on', () => {
    const facts = withPrices(lender(), [{ price: 105, asOf: '2025-03-31', source: 'screener', approximate: true }]);
    const out = analyseCompany(facts, { computedAt: '2027-05-31T00:00:00.000Z' });
    expect(out.analysis_meta.rating_status).toBe('rated');
    expect(out.analysis_meta.missing_data.join(' ')).toMatch(/the price is stale: dated on or after 2025-03-31, 791 days before this analysis/);
    expect(JSON.stringify(out[PART3_TITLE])).toMatch(/on or after 2025-03-31; stale: 791 days before this analysis/);
    expect(out[PART4_TITLE].Score).toMatch(
      /The valuation measures used the price though it is stale: dated on or after 2025-03-31, 791 days before this analysis/,
    );
    expect(out.analysis_meta.price_source).toMatchObject({ as_of: '2025-03-31', approximate: true, stale: true, days_old: 791 });
  });

  it('calls a price more than 90 days older than the latest statements stale', () => {
    const facts = withPrices(steadyCompounder(), [{ price: 1500, asOf: '2024-11-29', source: 'bhavcopy' }]);
    const a = runAnalysis(facts, '2025-01-15T00:00:00.000Z');
    expect(a.ctx.freshness?.price.stale).toBe(true);
    expect(a.ctx.freshness?.price.daysBeforeStatements).toBe(122);
    expect(a.ctx.freshness?.price.staleReasons.map((r) => r.code)).toContain('price.stale.before_statements');
  });

  it('gives why as codes with their figures, which the v2 price carries', () => {
    const facts = withPrices(steadyCompounder(), [{ price: 1500, asOf: '2024-11-29', source: 'bhavcopy' }]);
    const a = runAnalysis(facts, '2025-07-15T00:00:00.000Z');
    const why = [
      reason('price.stale.before_analysis', { days: figure(228, 'days'), limit: figure(90, 'days') }),
      reason('price.stale.before_statements', { days: figure(122, 'days'), statements_end: '2025-03-31', limit: figure(90, 'days') }),
    ];
    expect(a.ctx.freshness?.price.staleReasons).toEqual(why);
    expect(buildMetaV2(a, facts.sources).price).toMatchObject({ stale: true, stale_reasons: why });
  });

  it('does not call a 30-day-old close stale', () => {
    const a = runAnalysis(steadyCompounder(), '2025-07-30T00:00:00.000Z');
    expect(a.ctx.freshness?.price.stale).toBe(false);
    expect(a.ctx.freshness?.price.staleReasons).toEqual([]);
    expect(buildMetaV2(a, []).price).not.toHaveProperty('stale_reasons');
  });
});
