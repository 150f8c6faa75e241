import { type Hold } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { steadyCompounder } from '../testing/archetypes';
import { type CompanyFacts } from '../types';
import { buildHoldV2 } from '../v2/hold';
import { irrProjectionsV1 } from './part3Hold';

/**
 * The v1 'IRR Projections' branches the golden archetypes do not reach, rendered from a stored v2
 * hold part; each expected text is what the engine wrote before v2 (engine 1.16.0).
 */

const f = steadyCompounder();
const last = f.prices.at(-1) as CompanyFacts['prices'][number];
const lastYear = (change: (y: CompanyFacts['years'][number]) => CompanyFacts['years'][number]) =>
  f.years.map((y, i) => (i === f.years.length - 1 ? change(y) : y));

function v1(facts: CompanyFacts): Record<string, string> {
  const stored = JSON.parse(JSON.stringify(buildHoldV2(runAnalysis(facts, '2026-12-01T00:00:00.000Z')))) as Hold;
  return irrProjectionsV1(stored);
}

describe('v1 IRR Projections from stored v2, beyond the goldens', () => {
  it('dates an export’s price on or after its day, or after it, and says when it is stale', () => {
    expect(v1({ ...f, prices: [...f.prices.slice(0, -1), { ...last, approximate: true }] }).Assumptions).toContain(
      'Price ₹1,652.10 (on or after 2025-06-30; stale: 519 days before this analysis (more than 90 days)); EPS ₹55.07 (FY2025);',
    );
    const after = [...f.prices.slice(0, -1), { ...last, price: last.price * 1.1 }, { ...last, approximate: true }];
    expect(v1({ ...f, prices: after }).Assumptions).toContain('Price ₹1,652.10 (after 2025-06-30; stale:');
  });

  it('names the bonus a price was found to be priced after', () => {
    const facts = {
      ...f,
      prices: [...f.prices.slice(0, -1), { ...last, asOf: '2025-03-31', approximate: true, price: last.price / 2 }],
      corporateActions: [{ kind: 'bonus', exDate: '2025-05-01', shareMultiplier: 2 }],
    };
    expect(v1(facts).Assumptions).toContain(
      '(on or after 2025-05-01; priced after the bonus of 2025-05-01 (each share became 2), so dated on or after it; stale: 579 days before this analysis (more than 90 days))',
    );
  });

  it('states EPS on today’s share count, and EPS derived from profit', () => {
    expect(v1({ ...f, market: { shares: { shares: 25, asOf: last.asOf }, weekRange: null } }).Assumptions).toContain(
      'EPS ₹22.03 (FY2025) (EPS on today’s 25.00 crore shares; the FY2025 statements show 10.00 crore: a bonus, split or share issue since);',
    );
    expect(v1({ ...f, years: f.years.map((y) => ({ ...y, eps: null })) }).Assumptions).toContain('EPS ₹55.07 (FY2025, derived as net profit / shares);');
  });

  it('caps a payout above profit, and bounds growth by fundable growth', () => {
    const text = v1({ ...f, years: lastYear((y) => ({ ...y, dividends: (y.netProfit ?? 0) * 2 })) }).Assumptions;
    expect(text).toContain(
      'bounded by fundable growth of 0.0% (ROE 21.6% × retention 0%): earnings can outgrow equity only by borrowing more or issuing shares;',
    );
    expect(text).toContain('payout = 100% (FY2025 dividends exceeded profit; payout capped at 100%).');
  });

  it('does not publish a 10-year IRR on a thin history, and names the short growth record', () => {
    const out = v1({ ...f, years: f.years.slice(-4) });
    expect(out['10-year hold']).toBe('Not published: only 4 twelve-month years of history (5 needed for a 10-year view).');
    expect(out.Assumptions).toContain(
      'growth = FY2022–FY2025 EPS CAGR over fewer than five years (a thin history: used for these projections only, never scored) of 16.3%',
    );
  });
});
