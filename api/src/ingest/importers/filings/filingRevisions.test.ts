import { compareFiled, currentOf } from './filingRevisions';

describe('which filing of a period is current', () => {
  it('is the one filed last, to the minute when both names carry NSE’s broadcast time', () => {
    const original = { id: 2, filedAt: '2021-04-19T18:47' };
    const revision = { id: 1, filedAt: '2022-04-26T16:33' };
    expect(currentOf([original, revision])).toEqual({ current: revision, replaced: [original] });
    expect(
      currentOf([
        { id: 1, filedAt: '2024-01-16T17:11' },
        { id: 2, filedAt: '2024-01-16T17:12' },
      ]).current.id,
    ).toBe(2);
  });

  it('on the same day, puts one known only to the day first, and with nothing to tell them apart, takes the one imported last', () => {
    expect(compareFiled({ id: 5, filedAt: '2024-01-16' }, { id: 3, filedAt: '2024-01-16T09:00' })).toBeLessThan(0);
    expect(
      currentOf([
        { id: 7, filedAt: null },
        { id: 4, filedAt: null },
      ]).current.id,
    ).toBe(7);
    expect(
      currentOf([
        { id: 7, filedAt: '2024-01-16' },
        { id: 9, filedAt: '2024-01-16' },
      ]).current.id,
    ).toBe(9);
  });

  it('orders the same way however the filings are listed (one key each)', () => {
    const filings = [
      { id: 1, filedAt: null, uploadedOn: '2024-04-10' },
      { id: 2, filedAt: '2024-05-01T10:00', uploadedOn: null },
      { id: 3, filedAt: '2024-06-01T09:00', uploadedOn: '2024-04-05' },
    ];
    const orders = [filings, [...filings].reverse(), [filings[1]!, filings[2]!, filings[0]!]].map((list) =>
      [...list].sort(compareFiled).map((filing) => filing.id),
    );
    expect(new Set(orders.map((order) => order.join()))).toEqual(new Set(['3,1,2']));
  });

  it('goes by the upload day in NSE’s document name before the broadcast time: a re-broadcast of an old document is not a revision', () => {
    const rebroadcast = { id: 1, filedAt: '2022-04-26T16:33', uploadedOn: '2021-04-19' };
    const revision = { id: 2, filedAt: '2021-05-24T01:32', uploadedOn: '2021-05-24' };
    expect(currentOf([rebroadcast, revision]).current).toBe(revision);
  });

  it('puts an undated filing before any dated one', () => {
    expect(
      currentOf([
        { id: 9, filedAt: null },
        { id: 1, filedAt: '2019-01-01' },
      ]).current.id,
    ).toBe(1);
  });
});
