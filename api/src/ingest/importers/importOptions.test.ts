import { optionsFromQuery, optionsToQuery, type ImportOptions } from './importOptions';

describe('import options between the command line and the server route', () => {
  it('travel as query parameters and come back the same', () => {
    const options: ImportOptions = {
      company: 'ASIANPAINT',
      kind: 'lender',
      basis: 'standalone',
      priceDate: '2026-05-20',
      replace: true,
      tradeDate: '2021-05-06',
    };
    const query = new URLSearchParams();
    optionsToQuery(options, query);
    expect(query.toString()).toBe('company=ASIANPAINT&kind=lender&basis=standalone&price_date=2026-05-20&replace=1&trade_date=2021-05-06');
    expect(optionsFromQuery(Object.fromEntries(query))).toEqual({ options });
  });

  it('leave out what was not given', () => {
    const query = new URLSearchParams();
    optionsToQuery({ replace: false }, query);
    expect(query.size).toBe(0);
    expect(optionsFromQuery({})).toEqual({ options: {} });
  });

  it.each([
    [{ kind: 'bank' }, /^kind: /],
    [{ basis: 'audited' }, /^basis: /],
    [{ price_date: '2026-02-30' }, 'price_date: expected a date as YYYY-MM-DD'],
    [{ trade_date: 'yesterday' }, 'trade_date: expected a date as YYYY-MM-DD'],
    [{ company: ['A', 'B'] }, 'company must be given once'],
  ])('refuse %p with a message naming the option', (query, message) => {
    const result = optionsFromQuery(query);
    expect('error' in result && result.error).toMatch(message);
  });
});
