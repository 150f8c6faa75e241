import { EMPTY_SCREEN_ADDRESS, readScreenAddress, writeScreenAddress, type ScreenAddress } from './screenAddress';

describe('screenAddress', () => {
  it('reads an empty or missing query string as the empty screen', () => {
    expect(readScreenAddress('')).toEqual(EMPTY_SCREEN_ADDRESS);
    expect(readScreenAddress(null)).toEqual(EMPTY_SCREEN_ADDRESS);
    expect(writeScreenAddress(EMPTY_SCREEN_ADDRESS)).toBe('');
  });

  it('writes every part and reads it back unchanged', () => {
    const address: ScreenAddress = {
      q: "ROCE > 20% AND Industry = 'Dr. Reddy''s & Co' TOP 30 BY Score",
      sort: 'market_cap',
      dir: 'asc',
      page: 3,
      size: 100,
      compare: ['demo:0001', 'c-2', 'c 3'],
    };
    const search = writeScreenAddress(address);
    expect(search).toMatch(/^\?q=ROCE%20%3E%2020%25/);
    expect(search).toContain('&sort=market_cap&dir=asc&page=3&size=100&compare=demo%3A0001,c-2,c%203');
    expect(readScreenAddress(search)).toEqual(address);
  });

  it('leaves defaults out of the query string', () => {
    expect(writeScreenAddress({ ...EMPTY_SCREEN_ADDRESS, q: 'ROCE > 20' })).toBe('?q=ROCE%20%3E%2020');
  });

  it('reads the query as the browser encodes it too', () => {
    expect(readScreenAddress('?q=P%2FE+%3C+30&compare=a%2Cb').q).toBe('P/E < 30');
  });

  it('keeps the compare ids as given, in order, dropping only empty ones', () => {
    expect(readScreenAddress('?compare=c-9,,c-1, c-9 ,').compare).toEqual(['c-9', 'c-1', 'c-9']);
  });

  it.each([
    ['?page=0', { page: 1 }],
    ['?page=-2', { page: 1 }],
    ['?page=2.5', { page: 1 }],
    ['?page=abc', { page: 1 }],
    ['?page=9999999', { page: 1 }],
    ['?size=30', { size: 25 }],
    ['?size=', { size: 25 }],
    ['?dir=up', {}],
    ['?sort=price%3B%20drop', {}],
    ['?sort=', {}],
    // A broken escape is read leniently (as the browser does), not refused.
    ['?q=%E0%A4%A', { q: '\uFFFD%A' }],
  ])('falls back to the default for %s', (search, expected) => {
    expect(() => readScreenAddress(search)).not.toThrow();
    expect(readScreenAddress(search)).toEqual({ ...EMPTY_SCREEN_ADDRESS, ...expected });
  });

  it("accepts 'name' and any figure id as the sort", () => {
    expect(readScreenAddress('?sort=name&dir=asc')).toMatchObject({ sort: 'name', dir: 'asc' });
    expect(readScreenAddress('?sort=roce')).toMatchObject({ sort: 'roce' });
  });
});
