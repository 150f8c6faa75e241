import { PriceHistorySchema } from 'shared-types/api';
import { priceRow } from './testing/priceRows';
import { MAX_PRICE_POINTS, priceHistory } from './priceHistory';

const row = priceRow;

describe('priceHistory', () => {
  it('keeps one close a day, the exchange’s before another source’s, and leaves approximate dates out', () => {
    const history = priceHistory(
      [
        row('2025-01-02', 101, { exchange: 'BSE' }),
        row('2025-01-02', 100),
        row('2025-01-03', 103, { source: 'live_price', exchange: null }),
        row('2025-01-03', 102, { exchange: 'BSE' }),
        row('2025-03-31', 99, { source: 'screener', exchange: null, approximate: true }),
      ],
      [],
      new Set(),
    );
    expect(PriceHistorySchema.parse(history)).toEqual({
      points: [
        { date: '2025-01-02', close: 100, kind: 'close' },
        { date: '2025-01-03', close: 102, kind: 'close' },
      ],
      adjusted_for: [],
    });
  });

  it('marks a Screener export’s fiscal-year-end price as a year-end point', () => {
    const history = priceHistory([row('2024-03-31', 900, { source: 'screener', exchange: null }), row('2024-04-02', 905)], [], new Set(['2024-03-31']));
    expect(history.points.map((point) => point.kind)).toEqual(['year_end', 'close']);
  });

  it('divides closes before a split or bonus by its share multiplier and lists it', () => {
    const history = priceHistory(
      [row('2025-01-02', 2000), row('2025-02-03', 1500), row('2025-03-03', 760)],
      [
        { kind: 'split', exDate: '2025-02-01', shareMultiplier: 2 },
        { kind: 'bonus', exDate: '2025-03-01', shareMultiplier: 2 },
        { kind: 'dividend', exDate: '2025-02-10', shareMultiplier: null },
        { kind: 'split', exDate: '2026-01-01', shareMultiplier: 5 },
      ],
      new Set(),
    );
    expect(history.points.map((point) => point.close)).toEqual([500, 750, 760]);
    expect(history.adjusted_for).toEqual([
      { ex_date: '2025-02-01', kind: 'split', share_multiplier: 2 },
      { ex_date: '2025-03-01', kind: 'bonus', share_multiplier: 2 },
    ]);
  });

  it(`answers at most ${MAX_PRICE_POINTS} points: the latest closes and every year end`, () => {
    const start = Date.UTC(2000, 0, 1);
    const rows = Array.from({ length: MAX_PRICE_POINTS + 10 }, (_, i) => row(new Date(start + i * 86_400_000).toISOString().slice(0, 10), 100 + i));
    rows[0] = { ...rows[0]!, source: 'screener', exchange: null };
    const history = priceHistory(rows, [], new Set([rows[0].as_of]));
    expect(history.points).toHaveLength(MAX_PRICE_POINTS);
    expect(history.points[0]).toEqual({ date: '2000-01-01', close: 100, kind: 'year_end' });
    expect(history.points.at(-1)!.date).toBe(rows.at(-1)!.as_of);
  });
});
