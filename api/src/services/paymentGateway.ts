import { randomUUID } from 'node:crypto';
import { type PlanId } from 'shared-types/api';

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
 * The real gateway (Razorpay Orders) replaces it when keys are configured.
 */
export function createTestModeGateway(): PaymentGateway {
  return {
    testMode: true,
    async charge() {
      return { reference: `test_${randomUUID()}`, isTest: true };
    },
  };
}
