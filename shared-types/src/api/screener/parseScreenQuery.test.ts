import { parsed } from './testing/screenTestHelpers';
import { parseScreenQuery } from './parseScreenQuery';
import { READY_MADE_SCREENS } from './savedScreens';

const gt = (figure: string, value: number) => ({ kind: 'compare', figure, op: '>', value });

describe('the screener grammar', () => {
  it('reads a chain of AND into one node, in order', () => {
    expect(parsed('ROCE > 20 AND Debt to equity < 0.5 AND Market Capitalization > 5000').where).toEqual({
      kind: 'and',
      items: [gt('roce', 20), { kind: 'compare', figure: 'debt_to_equity', op: '<', value: 0.5 }, gt('market_cap', 5000)],
    });
  });

  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(parsed('ROCE > 1 OR ROE > 2 AND NOT OPM > 3').where).toEqual({
      kind: 'or',
      items: [gt('roce', 1), { kind: 'and', items: [gt('roe', 2), { kind: 'not', item: gt('opm', 3) }] }],
    });
    expect(parsed('NOT ROCE > 1 AND ROE > 2').where).toEqual({ kind: 'and', items: [{ kind: 'not', item: gt('roce', 1) }, gt('roe', 2)] });
  });

  it('lets parentheses override precedence, nested and doubled', () => {
    expect(parsed('(ROCE > 1 OR ROE > 2) AND OPM > 3').where).toEqual({
      kind: 'and',
      items: [{ kind: 'or', items: [gt('roce', 1), gt('roe', 2)] }, gt('opm', 3)],
    });
    expect(parsed('((ROCE > 1))').where).toEqual(gt('roce', 1));
    expect(parsed('NOT (ROCE > 1 OR NOT NOT ROE > 2)').where).toEqual({
      kind: 'not',
      item: { kind: 'or', items: [gt('roce', 1), { kind: 'not', item: { kind: 'not', item: gt('roe', 2) } }] },
    });
  });

  it('takes keywords in any case and needs no spaces around operators or parentheses', () => {
    expect(parsed('roce>1 and(ROE>=2 oR not OPM<3)')).toEqual(parsed('ROCE > 1 AND (ROE >= 2 OR NOT OPM < 3)'));
  });

  it.each([
    ['>', '>'],
    ['>=', '>='],
    ['<', '<'],
    ['<=', '<='],
    ['=', '='],
    ['!=', '!='],
  ])('reads the operator %s', (written, op) => {
    expect(parsed(`P/E ${written} 15`).where).toEqual({ kind: 'compare', figure: 'pe', op, value: 15 });
  });
});

describe('figure names', () => {
  it('matches names and aliases without regard to case or spaces', () => {
    expect(parsed('market cap > 1').figures).toEqual(['market_cap']);
    expect(parsed('MCAP > 1 AND cmp > 1 AND DE < 1 AND d/e < 2').figures).toEqual(['market_cap', 'price', 'debt_to_equity']);
    expect(parsed('DebtToEquity < 1').figures).toEqual(['debt_to_equity']);
    expect(parsed('Interest   Coverage ratio > 3').figures).toEqual(['interest_cover']);
  });

  it('reads names with digits, slashes and hyphens', () => {
    expect(parsed('Distance from 52w high < 10 AND 52w low distance > 5').figures).toEqual(['high_52w_distance', 'low_52w_distance']);
    expect(parsed('F-score >= 7 AND P/B < 3').figures).toEqual(['piotroski', 'pb']);
  });

  it('takes the longest catalogue name the words start with', () => {
    expect(parsed('Sales growth > 10').figures).toEqual(['sales_growth_1y']);
    expect(parsed('Sales growth 3Years > 10').figures).toEqual(['sales_growth_3y']);
    expect(parsed('Profit growth 5y > 10 AND Profit growth 1y > 0').figures).toEqual(['profit_growth_5y', 'profit_growth_1y']);
    expect(parsed('Price to book value < 2').figures).toEqual(['pb']);
  });
});

describe('text and flag figures', () => {
  it('compares text with a quoted literal, either quote', () => {
    expect(parsed("Industry = 'Private Sector Bank'").where).toEqual({ kind: 'text', figure: 'industry', op: '=', value: 'Private Sector Bank' });
    expect(parsed('Kind != "lender"').where).toEqual({ kind: 'text', figure: 'kind', op: '!=', value: 'lender' });
    expect(parsed("Altman zone = 'safe'").where).toEqual({ kind: 'text', figure: 'altman_zone', op: '=', value: 'safe' });
  });

  it('undoes doubled quotes inside a literal and keeps the other quote as is', () => {
    expect(parsed("Industry = 'Dr. Reddy''s'").where).toMatchObject({ value: "Dr. Reddy's" });
    expect(parsed('Industry = "say ""hi"" it\'s"').where).toMatchObject({ value: 'say "hi" it\'s' });
    expect(parsed("Industry = ''").where).toMatchObject({ value: '' });
  });

  it('reads a flag alone, negated, or compared with true/false', () => {
    const has = (value: boolean) => ({ kind: 'flag', figure: 'has_data', value });
    expect(parsed('Has data').where).toEqual(has(true));
    expect(parsed('has DATA and ROCE > 1').where).toEqual({ kind: 'and', items: [has(true), gt('roce', 1)] });
    expect(parsed('NOT Has data').where).toEqual({ kind: 'not', item: has(true) });
    expect(parsed('Has data = TRUE').where).toEqual(has(true));
    expect(parsed('Has data = false').where).toEqual(has(false));
    expect(parsed('Has data != false').where).toEqual(has(true));
    expect(parsed('(Has data)').where).toEqual(has(true));
  });
});

describe('ranking', () => {
  it('ranks every company, highest first by default', () => {
    expect(parsed('TOP 30 BY Score')).toEqual({ where: null, top: { n: 30, by: 'score', direction: 'desc' }, figures: ['score'] });
  });

  it('ranks after a condition, either direction', () => {
    const query = parsed('ROCE > 15 top 30 by Market Capitalization asc');
    expect(query.where).toEqual(gt('roce', 15));
    expect(query.top).toEqual({ n: 30, by: 'market_cap', direction: 'asc' });
    expect(parsed('TOP 1000 BY P/E DESC').top).toEqual({ n: 1000, by: 'pe', direction: 'desc' });
    expect(parsed('TOP 1 BY Sales growth 3Years').top).toEqual({ n: 1, by: 'sales_growth_3y', direction: 'desc' });
  });

  it('has no ranking when none is written', () => {
    expect(parsed('ROCE > 1').top).toBeNull();
  });
});

describe('the figures a query names', () => {
  it('lists them in first-mention order without repeats, the ranking figure included', () => {
    expect(parsed("ROE > 1 AND (ROCE > 2 OR roe < 9) AND NOT Industry = 'x' TOP 5 BY ROCE").figures).toEqual(['roe', 'roce', 'industry']);
    expect(parsed('Has data TOP 5 BY Score').figures).toEqual(['has_data', 'score']);
  });
});

describe('the ready-made screens', () => {
  it.each(READY_MADE_SCREENS.map((screen) => [screen.name, screen.query]))('parses %s: %s', (_name, text) => {
    expect(parseScreenQuery(text).ok).toBe(true);
  });

  it('reads the magic formula screen as the ranking it means', () => {
    const query = parsed(READY_MADE_SCREENS.find((screen) => screen.id === 'magic-formula-top-30')!.query);
    expect(query.top).toEqual({ n: 30, by: 'magic_formula_rank', direction: 'asc' });
    expect(query.figures).toEqual(['market_cap', 'magic_formula_rank']);
    expect(parsed('EY > 5 TOP 3 BY Magic formula').top).toEqual({ n: 3, by: 'magic_formula_rank', direction: 'desc' });
    expect(parsed('Earnings yield > 5').where).toEqual({ kind: 'compare', figure: 'earnings_yield', op: '>', value: 5 });
  });

  it.each([
    "ROCE > 15 AND NOT Kind = 'lender' TOP 30 BY Market Capitalization ASC",
    '(Sales growth 3Years > 15 OR Profit growth 3y > 20) AND Has data',
    "Industry = 'Private Sector Bank' AND Market Cap > 5 lakh",
  ])('parses the example in docs/screener.md: %s', (text) => {
    expect(parsed(text).figures.length).toBeGreaterThan(0);
  });
});
