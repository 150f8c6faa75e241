import { type InvestorLens, type InvestorLenses, type LensCriterion } from 'shared-types/api';

// A small `investor_lenses` section for the card's tests (figures invented).

const c = (id: string, label: string, outcome: LensCriterion['outcome'], figure: string | null, note: string | null = null): LensCriterion => ({
  id,
  label,
  threshold: `${label} threshold`,
  figure,
  value: null,
  outcome,
  note,
});

function lens(id: InvestorLens['id'], name: string, criteria: LensCriterion[], extra?: Record<string, unknown>): InvestorLens {
  const n = (o: LensCriterion['outcome']) => criteria.filter((x) => x.outcome === o).length;
  return {
    id,
    name,
    source: `${name} source`,
    verdict_summary: `${name} summary`,
    passed: n('pass'),
    failed: n('fail'),
    not_assessable: n('not_assessable'),
    criteria,
    ...(extra === undefined ? {} : { extra }),
  };
}

export const LENSES: InvestorLenses = {
  lenses: [
    lens('graham', "Graham's defensive investor", [
      c('size', 'Adequate size', 'pass', '₹3,518 crore (FY2025)'),
      c(
        'current_ratio',
        'Strong financial condition (current ratio)',
        'not_assessable',
        null,
        'current assets and current liabilities are not in the imported data',
      ),
      c('dividend_record', 'Dividend record', 'pass', 'paid in all 10 years (FY2016–FY2025)', 'judged on 10 years (FY2016–FY2025): Graham asks for 20'),
      c('pe', 'Moderate price to earnings', 'fail', '34.6'),
    ]),
    lens('buffett', 'Buffett-style quality', [c('roe_level', 'High return on equity', 'pass', '20.0% (FY2021–FY2025)')]),
    lens('lynch', "Lynch's categories and PEG", [c('peg', 'PEG with dividend yield', 'fail', '1.75')], {
      category: 'stalwart',
      category_label: 'Stalwart',
      category_reason: 'EPS grew 16.3% a year over 5 years',
    }),
    lens('greenblatt', "Greenblatt's magic formula", [
      c('earnings_yield', 'Earnings yield', 'fail', '4.5%'),
      c('industry_rank', 'Rank in industry', 'not_assessable', null, 'ranked across the industry by the peer comparison'),
    ]),
    lens('piotroski', "Piotroski's F-score", [c('cfo_positive', 'Positive operating cash flow', 'pass', 'FY2025 CFO ₹605.8 crore')]),
  ],
};
