import { PLANS } from 'shared-types/api';
import { gstIncluded, receiptNumber } from './paymentReceipt';

describe('gstIncluded', () => {
  it('splits the plan prices into taxable value and 18% GST', () => {
    expect(gstIncluded(PLANS['3_months'].priceInr * 100)).toEqual({ taxablePaise: 84661, gstPaise: 15239 });
    expect(gstIncluded(PLANS['1_year'].priceInr * 100)).toEqual({ taxablePaise: 254153, gstPaise: 45747 });
  });

  it('always sums to the price, with GST within a paisa of 18% of the taxable value', () => {
    for (let paise = 1; paise <= 500_000; paise += 7) {
      const { taxablePaise, gstPaise } = gstIncluded(paise);
      expect(taxablePaise + gstPaise).toBe(paise);
      expect(Math.abs(gstPaise - taxablePaise * 0.18)).toBeLessThanOrEqual(0.5 * 1.18);
    }
  });
});

describe('receiptNumber', () => {
  const id = '9f3a1c2b-0d4e-4f5a-8b6c-7d8e9f0a1b2c';

  it("carries the day paid in India's time and the payment id's first 8 characters", () => {
    expect(receiptNumber(id, new Date('2026-11-25T18:29:59Z'))).toBe('CNV-20261125-9F3A1C2B');
    expect(receiptNumber(id, new Date('2026-11-25T18:30:00Z'))).toBe('CNV-20261126-9F3A1C2B');
  });
});
