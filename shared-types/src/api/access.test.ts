import { formatIndianDay, premiumUntilText } from '.';

describe('the premium end date', () => {
  it('is the Indian calendar day, wherever the browser is, and an unreadable date is passed on as sent', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(premiumUntilText('2027-11-26T20:00:00.000Z')).toBe('Premium until 27 Nov 2027');
    expect(formatIndianDay('2027-11-26T12:00:00.000Z')).toBe('26 Nov 2027');
    expect(formatIndianDay('soon')).toBe('soon');
  });
});
