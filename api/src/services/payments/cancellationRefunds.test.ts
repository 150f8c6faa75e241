import { cancellationRefund, cancellationRefunds, premiumEndAfter, type PaidPlan } from './cancellationRefunds';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso);

/** 1 Jan to 1 Apr 2026: 90 days for ₹999. */
const quarter: PaidPlan = {
  paymentId: 'p-3m',
  plan: '3_months',
  amountPaise: 99_900,
  refundedPaise: 0,
  startsAt: at('2026-01-01T00:00:00Z'),
  endsAt: at('2026-04-01T00:00:00Z'),
};
/** Bought on top of it: 1 Apr 2026 to 1 Apr 2027, 365 days for ₹2,999. */
const year: PaidPlan = {
  paymentId: 'p-1y',
  plan: '1_year',
  amountPaise: 299_900,
  refundedPaise: 0,
  startsAt: at('2026-04-01T00:00:00Z'),
  endsAt: at('2027-04-01T00:00:00Z'),
};
const midQuarter = at('2026-01-11T06:00:00Z'); // 79 whole days and 18 hours left

describe('what cancelling refunds (docs/product-rules.md, Refunds)', () => {
  it('refunds the unused whole days of a running plan, rounded down to the rupee', () => {
    // floor(999 × 79 ÷ 90) = floor(876.9) = ₹876
    expect(cancellationRefund(quarter, midQuarter)).toEqual({ paid: quarter, planDays: 90, unusedDays: 79, started: true, refundPaise: 87_600 });
  });

  it('refunds nothing a day before the end (0 whole days), and one day at exactly a day before it', () => {
    expect(cancellationRefund(quarter, new Date(quarter.endsAt.getTime() - 23 * HOUR))).toBeUndefined();
    // floor(999 × 1 ÷ 90) = ₹11
    expect(cancellationRefund(quarter, new Date(quarter.endsAt.getTime() - DAY))).toMatchObject({ unusedDays: 1, refundPaise: 1_100 });
    expect(cancellationRefunds([quarter], new Date(quarter.endsAt.getTime() - 23 * HOUR))).toEqual([]);
  });

  it('refunds stacked plans the one ending last first, the one not started in full', () => {
    const refunds = cancellationRefunds([quarter, year], midQuarter);
    expect(refunds.map((refund) => [refund.paid.paymentId, refund.started, refund.unusedDays, refund.refundPaise])).toEqual([
      ['p-1y', false, 365, 299_900],
      ['p-3m', true, 79, 87_600],
    ]);
    expect(premiumEndAfter(refunds, year.endsAt, midQuarter)).toEqual(midQuarter);
  });

  it('refunds a plan starting tomorrow in full, and premium then ends where it would have started', () => {
    const tomorrow = { ...quarter, startsAt: at('2026-01-02T00:00:00Z'), endsAt: at('2026-04-02T00:00:00Z') };
    const now = at('2026-01-01T00:00:00Z');
    const refunds = cancellationRefunds([tomorrow], now);
    expect(refunds).toEqual([{ paid: tomorrow, planDays: 90, unusedDays: 90, started: false, refundPaise: 99_900 }]);
    expect(premiumEndAfter(refunds, tomorrow.endsAt, now)).toEqual(tomorrow.startsAt);
    // Nothing refunded: premium keeps its end.
    expect(premiumEndAfter([], tomorrow.endsAt, now)).toEqual(tomorrow.endsAt);
  });

  it('refunds of a partly refunded payment only what stays unrefunded of its share', () => {
    // ₹500 refunded before: its period was cut to about 45 days; of the ₹876 share, ₹376 are left.
    const partly = { ...quarter, refundedPaise: 50_000, endsAt: at('2026-02-15T00:00:00Z') };
    expect(cancellationRefund(partly, midQuarter)).toMatchObject({ refundPaise: 37_600 });
    // Refunded beyond the share already: nothing more.
    expect(cancellationRefund({ ...partly, refundedPaise: 90_000 }, midQuarter)).toBeUndefined();
    // Not started and partly refunded: the rest.
    expect(cancellationRefund({ ...year, refundedPaise: 100_000 }, midQuarter)).toMatchObject({ refundPaise: 199_900 });
  });

  it('refunds nothing of a period that has ended', () => {
    expect(cancellationRefund(quarter, quarter.endsAt)).toBeUndefined();
  });
});
