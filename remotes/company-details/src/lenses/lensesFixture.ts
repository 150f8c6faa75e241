import { type InvestorLens, type InvestorLenses, type LensCriterion } from 'shared-types/api';

// A small `investor_lenses` section for the card's tests (figures invented), in the
// engine's shape: ids, outcomes, figures and notes; the words come from the catalogue.

const c = (id: string, outcome: LensCriterion['outcome'], figure?: string, note?: string): LensCriterion => ({
  id,
  outcome,
  ...(figure === undefined ? {} : { figure }),
  ...(note === undefined ? {} : { note }),
});

const lens = (id: InvestorLens['id'], criteria: LensCriterion[], extra?: Record<string, unknown>): InvestorLens => ({
  id,
  criteria,
  ...(extra === undefined ? {} : { extra }),
});

export const LENSES: InvestorLenses = {
  lenses: [
    lens('graham', [
      c('size', 'pass', '₹3,518 crore (FY2025)'),
      c('current_ratio', 'not_assessable', undefined, 'current assets and current liabilities are not in the imported data'),
      c('dividend_record', 'pass', 'paid in all 10 years (FY2016–FY2025)', 'judged on 10 years (FY2016–FY2025): Graham asks for 20'),
      c('pe', 'fail', '34.6'),
    ]),
    lens('buffett', [c('roe_level', 'pass', '20.0% (FY2021–FY2025)')]),
    lens('lynch', [c('peg', 'fail', '1.75')], {
      category: 'stalwart',
      category_label: 'Stalwart',
      category_reason: 'EPS grew 16.3% a year over 5 years',
    }),
    lens('greenblatt', [c('earnings_yield', 'fail', '4.5%'), c('industry_rank', 'not_assessable', undefined, 'from the peer comparison')]),
    lens('piotroski', [c('cfo_positive', 'pass', 'FY2025 CFO ₹605.8 crore')]),
  ],
};
