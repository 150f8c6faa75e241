import { paymentFailedMessage } from './messages';

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
