import { stockListStatus } from './convictionApi';

describe('stockListStatus', () => {
  const list = [{ id: 's1', name: 'Alpha Industries', code: 'ALPHA', is_demo: false }];

  it('is loading until the first answer, and error when the list could not be fetched', () => {
    expect(stockListStatus({ isError: false })).toBe('loading');
    expect(stockListStatus({ isError: true })).toBe('error');
  });

  it('stays ready with the last good list when a refetch fails', () => {
    expect(stockListStatus({ data: list, isError: false })).toBe('ready');
    expect(stockListStatus({ data: list, isError: true })).toBe('ready');
  });
});
