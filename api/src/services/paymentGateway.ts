import { randomUUID } from 'node:crypto';
import { type PlanId } from 'shared-types/api';
import { DomainError } from '../errors/domainError';

export interface PaymentResult {
  reference: string;
  isTest: boolean;
}

/** Takes payment for a plan. The amount always comes from the server's catalogue. */
export interface PaymentGateway {
  readonly testMode: boolean;
  charge(input: { userId: string; plan: PlanId; amountInr: number }): Promise<PaymentResult>;
}

/**
 * The embedded default: no money moves and every record is marked as a test.
 * Only where test payments are allowed (docs/payments.md, 'Which gateway runs').
 */
export function createTestModeGateway(): PaymentGateway {
  return {
    testMode: true,
    async charge() {
      return { reference: `test_${randomUUID()}`, isTest: true };
    },
  };
}

/**
 * With Razorpay keys configured, premium is bought only through an order paid in
 * Razorpay Checkout and verified by the server (POST /api/subscription/order,
 * then /verify or the webhook), so the direct upgrade grants nothing (docs/payments.md).
 */
export function createCheckoutOnlyGateway(): PaymentGateway {
  return {
    testMode: false,
    charge() {
      return Promise.reject(
        new DomainError(
          'conflict',
          'use_order_flow',
          'Premium is bought through Razorpay Checkout on this server (POST /api/subscription/order); a direct upgrade grants nothing.',
        ),
      );
    },
  };
}
