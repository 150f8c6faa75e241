import { monthlyPriceInr, paymentFailedMessage, perMonthText } from './messages';

describe('paymentFailedMessage', () => {
  it("quotes Razorpay's description once, without a doubled full stop", () => {
    expect(paymentFailedMessage('Your payment was declined by the bank.')).toBe(
      'Payment failed: Your payment was declined by the bank. You have not been charged.',
    );
    expect(paymentFailedMessage('Card expired')).toBe('Payment failed: Card expired. You have not been charged.');
  });

  it('says only that it failed when Razorpay gave no description', () => {
    expect(paymentFailedMessage(null)).toBe('Payment failed. You have not been charged.');
    expect(paymentFailedMessage(' . ')).toBe('Payment failed. You have not been charged.');
  });
});

describe('the price a month', () => {
  it('divides the price by the months and rounds to the nearest rupee', () => {
    expect(monthlyPriceInr({ priceInr: 999, durationMonths: 3 })).toBe(333);
    expect(monthlyPriceInr({ priceInr: 2999, durationMonths: 12 })).toBe(250);
    expect(monthlyPriceInr({ priceInr: 1001, durationMonths: 2 })).toBe(501);
    expect(monthlyPriceInr({ priceInr: 1000, durationMonths: 3 })).toBe(333);
  });

  it("reads '₹333 a month'", () => {
    expect(perMonthText({ priceInr: 999, durationMonths: 3 })).toBe('₹333 a month');
    expect(perMonthText({ priceInr: 29999, durationMonths: 12 })).toBe('₹2,500 a month');
  });
});
