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

  it('on the same day with no minute to tell, is the one imported last', () => {
    expect(compareFiled({ id: 5, filedAt: '2024-01-16' }, { id: 3, filedAt: '2024-01-16T09:00' })).toBeGreaterThan(0);
    expect(
      currentOf([
        { id: 7, filedAt: null },
        { id: 4, filedAt: null },
      ]).current.id,
    ).toBe(7);
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
