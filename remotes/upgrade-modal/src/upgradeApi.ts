import {
  ApiErrorSchema,
  OrderResponseSchema,
  parseAnswer,
  PlansResponseSchema,
  UPGRADE_FAILED,
  UpgradeResponseSchema,
  VerifyPaymentResponseSchema,
  type OrderRequest,
  type OrderResponse,
  type PlansResponse,
  type UpgradeRequest,
  type UpgradeResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from 'shared-types/api';
import { convictionApi, SERVER_UNREACHABLE } from 'shared-types/shell';
import { ORDER_TIMED_OUT, UPGRADE_TIMED_OUT } from './messages';

/** This remote's calls, added to the one API slice of the page. */
export const upgradeApi = convictionApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/subscription/plans (public): the catalogue and whether payments are in test mode. */
    getPlans: build.query<PlansResponse, void>({
      query: () => '/api/subscription/plans',
      transformResponse: (raw: unknown) => parseAnswer(PlansResponseSchema, raw, 'GET /api/subscription/plans'),
      // The catalogue changes with a deploy, not during a visit.
      keepUnusedDataFor: 3600,
    }),
    /** POST /api/subscription/upgrade; a new plan changes the access summary, so it is refetched. */
    upgradeSubscription: build.mutation<UpgradeResponse, UpgradeRequest>({
      query: (body) => ({ url: '/api/subscription/upgrade', method: 'POST', body }),
      transformResponse: (raw: unknown) => parseAnswer(UpgradeResponseSchema, raw, 'POST /api/subscription/upgrade'),
      invalidatesTags: ['AccessSummary'],
    }),
    /** POST /api/subscription/order (Razorpay mode): the order Checkout is opened with. Grants nothing yet. */
    createOrder: build.mutation<OrderResponse, OrderRequest>({
      query: (body) => ({ url: '/api/subscription/order', method: 'POST', body }),
      transformResponse: (raw: unknown) => parseAnswer(OrderResponseSchema, raw, 'POST /api/subscription/order'),
    }),
    /** POST /api/subscription/verify: Checkout's three fields; a verified payment grants the plan, so the summary is refetched. */
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentRequest>({
      query: (body) => ({ url: '/api/subscription/verify', method: 'POST', body }),
      transformResponse: (raw: unknown) => parseAnswer(VerifyPaymentResponseSchema, raw, 'POST /api/subscription/verify'),
      invalidatesTags: ['AccessSummary'],
    }),
  }),
});

export const { useGetPlansQuery, useUpgradeSubscriptionMutation, useCreateOrderMutation, useVerifyPaymentMutation } = upgradeApi;

/** The server's error code in a failed call's body ('use_order_flow', …), or null. */
export function apiErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const body = ApiErrorSchema.safeParse(error.data);
  return body.success ? body.data.error : null;
}

/**
 * What the dialog says when the upgrade (or the payment's verification) fails:
 * plain words for a time-out or no connection, the server's message when it
 * sent one (section 8), else 'Failed to upgrade subscription'. `timedOut` is
 * said on a time-out: whether the call may still have granted the plan.
 */
export function upgradeErrorMessage(error: unknown, timedOut: string = UPGRADE_TIMED_OUT): string {
  if (typeof error !== 'object' || error === null) return UPGRADE_FAILED;
  if ('status' in error && error.status === 'TIMEOUT_ERROR') return timedOut;
  if ('status' in error && error.status === 'FETCH_ERROR') return SERVER_UNREACHABLE;
  if (!('data' in error)) return UPGRADE_FAILED;
  const body = ApiErrorSchema.safeParse(error.data);
  return body.success ? body.data.message : UPGRADE_FAILED;
}

/** Like upgradeErrorMessage, for creating the order: nothing was charged yet, even on a time-out. */
export function orderErrorMessage(error: unknown): string {
  return upgradeErrorMessage(error, ORDER_TIMED_OUT);
}
