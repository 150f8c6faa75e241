import { indiaClock, isWeekday, lastPublishedDay, weekdaysBetween } from './tradingDays';

describe('trading days', () => {
  it('reads the clock in India time', () => {
    expect(indiaClock(new Date('2025-12-16T13:00:00Z'))).toEqual({ day: '2025-12-16', minutes: 18 * 60 + 30, weekday: 2 });
    expect(indiaClock(new Date('2025-12-16T19:00:00Z')).day).toBe('2025-12-17');
  });

  it('skips weekends', () => {
    expect(isWeekday('2025-12-13')).toBe(false);
    expect(weekdaysBetween('2025-12-12', '2025-12-16')).toEqual(['2025-12-12', '2025-12-15', '2025-12-16']);
  });

  it("takes today's files as published from 18:30 India time", () => {
    expect(lastPublishedDay(new Date('2025-12-16T12:59:00Z'))).toBe('2025-12-15');
    expect(lastPublishedDay(new Date('2025-12-16T13:00:00Z'))).toBe('2025-12-16');
  });
});
