import { gstText, methodText, receiptStatusText } from './paymentMessages';

describe('payment amounts and dates', () => {
  it('shows the GST split with paise', () => {
    expect(gstText({ gstin: '29ABCDE1234F1Z5', rate_percent: 18, taxable_value_inr: 846.61, gst_inr: 152.39 })).toBe(
      'Includes GST (18%) ₹152.39 on ₹846.61 — GSTIN 29ABCDE1234F1Z5',
    );
  });

  it("names Razorpay's methods as a person would, and any other as sent", () => {
    expect(methodText('netbanking')).toBe('Net banking');
    expect(methodText('upi')).toBe('UPI');
    expect(methodText('crypto')).toBe('crypto');
  });

  it('says when a receipt was paid or refunded', () => {
    const paid = { status: 'paid' as const, paid_at: '2026-11-26T12:00:00.000Z', refunded_at: null };
    expect(receiptStatusText(paid)).toBe('Paid on 26 Nov 2026');
    expect(receiptStatusText({ ...paid, status: 'refunded', refunded_at: '2026-12-02T12:00:00.000Z' })).toBe('Refunded on 2 Dec 2026');
    expect(receiptStatusText({ ...paid, status: 'refunded' })).toBe('Refunded');
  });
});
