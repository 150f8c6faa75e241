/**
 * The screener's figures (docs/screener.md): what a query may name, in which
 * unit a bare number is read, and what each means. One catalogue for the API
 * (which maintains one column per figure in `company_figures`) and the UI
 * (column headings, the help list, 'did you mean' suggestions).
 */

/** How a bare number in a query is read, and how the UI shows the figure. */
export type ScreenUnit =
  /** ₹ crore: `5000`, `5000 Cr`, `5 lakh` (= 0.05 crore) */
  | 'crore'
  /** ₹ per share */
  | 'rupees'
  /** percent: `20` and `20%` both mean 20% */
  | 'percent'
  /** a plain multiple (P/E, debt to equity, interest cover) */
  | 'times'
  /** a count or score (Piotroski 0–9, score 0–100) */
  | 'points'
  /** text compared with a quoted literal */
  | 'text'
  /** true/false */
  | 'flag';

export type ScreenFigureGroup = 'size_and_price' | 'valuation' | 'returns' | 'growth' | 'health' | 'score' | 'ownership' | 'classification';

export interface ScreenFigure {
  /** Stable id: the column in company_figures and the key in the API's rows. */
  id: string;
  /** The name a query uses and a heading shows, as Screener.in users know it. */
  name: string;
  /** Other spellings a query may use (case and spaces never matter). */
  aliases: readonly string[];
  unit: ScreenUnit;
  group: ScreenFigureGroup;
  /** One sentence: what it is and where it comes from. */
  definition: string;
}

const f = (id: string, name: string, unit: ScreenUnit, group: ScreenFigureGroup, definition: string, aliases: readonly string[] = []): ScreenFigure => ({
  id,
  name,
  aliases,
  unit,
  group,
  definition,
});

export const SCREEN_FIGURES: readonly ScreenFigure[] = [
  f('market_cap', 'Market Capitalization', 'crore', 'size_and_price', 'Price times shares outstanding, ₹ crore.', ['Market Cap', 'MCap']),
  f('price', 'Current Price', 'rupees', 'size_and_price', 'The latest stored close or quote, ₹ per share.', ['Price', 'CMP']),
  f('high_52w_distance', 'Distance from 52w high', 'percent', 'size_and_price', 'How far the price is below its 52-week high, in percent (0 at the high).', [
    '52w high distance',
  ]),
  f('low_52w_distance', 'Distance from 52w low', 'percent', 'size_and_price', 'How far the price is above its 52-week low, in percent (0 at the low).', [
    '52w low distance',
  ]),
  f('pe', 'P/E', 'times', 'valuation', 'Price over the latest year’s earnings per share; unknown when earnings are not positive.', [
    'PE',
    'Price to earning',
    'Price to earnings',
  ]),
  // Computed when a screen runs, not stored: see docs/screener.md, 'Figures computed at query time'.
  f(
    'earnings_yield',
    'Earnings yield',
    'percent',
    'valuation',
    'Earnings over price, 100 / P/E (the figures table has no EBIT or enterprise value for Greenblatt’s EBIT / EV); unknown when P/E is.',
    ['EY'],
  ),
  f('pb', 'P/B', 'times', 'valuation', 'Price over book value per share.', ['PB', 'Price to book value', 'Price to book']),
  f('dividend_yield', 'Dividend yield', 'percent', 'valuation', 'Dividends per share of the latest year over the price.', ['Yield']),
  f('margin_of_safety', 'Margin of safety', 'percent', 'valuation', 'The analysis’s one margin of safety: intrinsic value over price, less one.', ['MoS']),
  f('roce', 'ROCE', 'percent', 'returns', 'Return on capital employed, latest year (for lenders, unknown: ROE applies).', ['Return on capital employed']),
  f('roe', 'ROE', 'percent', 'returns', 'Return on equity, latest year.', ['Return on equity']),
  f('opm', 'OPM', 'percent', 'returns', 'Operating profit margin, latest year.', ['Operating profit margin']),
  f('sales_growth_1y', 'Sales growth', 'percent', 'growth', 'Sales growth over the latest year.', ['Sales growth 1Years', 'Sales growth 1y']),
  f('sales_growth_3y', 'Sales growth 3Years', 'percent', 'growth', 'Compound annual sales growth over 3 years.', ['Sales growth 3y']),
  f('sales_growth_5y', 'Sales growth 5Years', 'percent', 'growth', 'Compound annual sales growth over 5 years.', ['Sales growth 5y']),
  f('profit_growth_1y', 'Profit growth', 'percent', 'growth', 'Net profit growth over the latest year.', ['Profit growth 1Years', 'Profit growth 1y']),
  f('profit_growth_3y', 'Profit growth 3Years', 'percent', 'growth', 'Compound annual net profit growth over 3 years.', ['Profit growth 3y']),
  f('profit_growth_5y', 'Profit growth 5Years', 'percent', 'growth', 'Compound annual net profit growth over 5 years.', ['Profit growth 5y']),
  f('debt_to_equity', 'Debt to equity', 'times', 'health', 'Borrowings over shareholders’ equity, latest year.', ['D/E', 'DE']),
  f('interest_cover', 'Interest Coverage Ratio', 'times', 'health', 'Operating profit over interest, latest year.', ['Interest cover', 'ICR']),
  f('current_ratio', 'Current ratio', 'times', 'health', 'Current assets over current liabilities, where the statements give them.'),
  f('piotroski', 'Piotroski score', 'points', 'health', 'Piotroski F-score, 0 to 9.', ['Piotroski', 'F-score']),
  f('altman_zone', 'Altman zone', 'text', 'health', "Altman Z-score zone: 'safe', 'grey' or 'distress'; unknown for lenders.", ['Altman']),
  f('score', 'Score', 'points', 'score', 'Conviction’s investment score out of 100.', ['Investment score', 'Conviction score']),
  f('pillar_business_quality', 'Business quality', 'points', 'score', 'The business quality pillar, 0 to 100.'),
  f('pillar_growth', 'Growth', 'points', 'score', 'The growth pillar, 0 to 100.'),
  f('pillar_financial_strength', 'Financial strength', 'points', 'score', 'The financial strength pillar, 0 to 100.'),
  f('pillar_earnings_quality', 'Earnings quality', 'points', 'score', 'The earnings quality pillar, 0 to 100.'),
  f('pillar_management_credibility', 'Management credibility', 'points', 'score', 'The management credibility pillar, 0 to 100.'),
  f('pillar_valuation', 'Valuation', 'points', 'score', 'The valuation pillar, 0 to 100.'),
  f(
    'magic_formula_rank',
    'Magic formula rank',
    'points',
    'score',
    'Greenblatt’s combined rank: rank by ROCE (highest first) plus rank by earnings yield (highest first), ' +
      'over industrial companies with data, both figures known; lower is better, unknown for the rest.',
    ['Magic formula', 'Greenblatt rank', 'MF rank'],
  ),
  f('promoter_holding', 'Promoter holding', 'percent', 'ownership', 'Promoters’ share of the equity, latest shareholding pattern.', ['Promoters']),
  f('pledged_percentage', 'Pledged percentage', 'percent', 'ownership', 'Promoter shares pledged, as a percent of promoter holding.', [
    'Pledge',
    'Promoter pledge',
  ]),
  f('sector', 'Sector', 'text', 'classification', 'The sector from the exchange’s classification.'),
  f('industry', 'Industry', 'text', 'classification', 'The industry from the exchange’s classification.'),
  f('kind', 'Kind', 'text', 'classification', "'industrial', 'lender', 'insurer' or 'other_financial'."),
  f('has_data', 'Has data', 'flag', 'classification', 'Whether financial statements are imported for the company (a rated analysis).'),
];

export function screenFigureById(id: string): ScreenFigure | undefined {
  return SCREEN_FIGURES.find((figure) => figure.id === id);
}
