import { type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import {
  AccountDeleteResponseSchema,
  AccountExportSchema,
  AccountPaymentsResponseSchema,
  AccountSessionsResponseSchema,
  ApiErrorSchema,
  CancellationQuoteSchema,
  CancelPremiumResponseSchema,
  parseAnswer,
  PaymentReceiptSchema,
  RevokeAllSessionsResponseSchema,
  type AccountDeleteRequest,
  type AccountDeleteResponse,
  type AccountExport,
  type AccountExportRequest,
  type AccountPaymentsResponse,
  type AccountSessionsResponse,
  type CancellationQuote,
  type CancelPremiumRequest,
  type CancelPremiumResponse,
  type PaymentReceipt,
  type RevokeAllSessionsResponse,
} from 'shared-types/api';
import { convictionApi } from 'shared-types/shell';

/** Why an account call failed, in a form the store can keep (plain data). */
export interface AccountRequestFailure {
  /** The HTTP status, or what happened instead of an answer. */
  status: number | 'timeout' | 'unreachable' | 'unreadable';
  /** The server's own message, when it sent one. */
  message: string | null;
  /** On a 429: how long to wait, from Retry-After. */
  retryAfterSeconds: number | null;
  /** On a 429: how many requests the window allows, from RateLimit-Policy (`q=`). */
  limit: number | null;
}

/** Retry-After is either whole seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The quota of a RateLimit-Policy header (IETF draft 8: `"5-in-1hour"; q=5; w=3600`). */
export function policyLimit(header: string | null | undefined): number | null {
  const match = header ? /(?:^|;)\s*q=(\d+)/.exec(header) : null;
  return match ? Number(match[1]) : null;
}

function toFailure(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined): AccountRequestFailure {
  const headers = meta?.response?.headers;
  const base = { message: null, retryAfterSeconds: null, limit: null };
  switch (error.status) {
    case 'TIMEOUT_ERROR':
      return { ...base, status: 'timeout' };
    case 'FETCH_ERROR':
      return { ...base, status: 'unreachable' };
    case 'PARSING_ERROR':
      return { ...base, status: error.originalStatus };
    case 'CUSTOM_ERROR':
      return { ...base, status: 'unreadable' };
  }
  const body = ApiErrorSchema.safeParse(error.data);
  return {
    status: error.status,
    message: body.success ? body.data.message : null,
    retryAfterSeconds: retryAfterSeconds(headers?.get('retry-after')),
    limit: policyLimit(headers?.get('ratelimit-policy')),
  };
}

/** A failure from these endpoints, or null for anything else (a response that did not match the contract). */
export function asAccountFailure(error: unknown): AccountRequestFailure | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('retryAfterSeconds' in error)) return null;
  return error as AccountRequestFailure;
}

/**
 * The signed-in user's own account (GET/POST/DELETE under /api/account), added
 * to the page's one API slice. Each answer is parsed with the shared contract.
 */
export const accountApi = convictionApi.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's live sessions; fetched afresh each time the Sessions dialog opens. */
    getAccountSessions: build.query<AccountSessionsResponse, void>({
      query: () => '/api/account/sessions',
      transformResponse: (raw: unknown) => parseAnswer(AccountSessionsResponseSchema, raw, 'GET /api/account/sessions'),
      transformErrorResponse: toFailure,
      keepUnusedDataFor: 0,
    }),
    /** Ends every session of the user, this one included. */
    revokeAllSessions: build.mutation<RevokeAllSessionsResponse, void>({
      query: () => ({ url: '/api/account/sessions/revoke-all', method: 'POST', body: {} }),
      transformResponse: (raw: unknown) => parseAnswer(RevokeAllSessionsResponseSchema, raw, 'POST /api/account/sessions/revoke-all'),
      transformErrorResponse: toFailure,
    }),
    /** Everything stored about the user; a mutation, so every click asks the server again (it is rate-limited). */
    exportAccount: build.mutation<AccountExport, void>({
      query: () => ({ url: '/api/account/export', method: 'POST', body: {} satisfies AccountExportRequest }),
      transformResponse: (raw: unknown) => {
        parseAnswer(AccountExportSchema, raw, 'POST /api/account/export');
        // The file holds what the server sent, fields this build does not know included.
        return raw as AccountExport;
      },
      transformErrorResponse: toFailure,
    }),
    deleteAccount: build.mutation<AccountDeleteResponse, void>({
      query: () => ({ url: '/api/account', method: 'DELETE', body: { confirm: 'DELETE' } satisfies AccountDeleteRequest }),
      transformResponse: (raw: unknown) => parseAnswer(AccountDeleteResponseSchema, raw, 'DELETE /api/account'),
      transformErrorResponse: toFailure,
    }),
    /** The user's payments, newest first; fetched afresh each time the Payments dialog opens. */
    getAccountPayments: build.query<AccountPaymentsResponse, void>({
      query: () => '/api/account/payments',
      transformResponse: (raw: unknown) => parseAnswer(AccountPaymentsResponseSchema, raw, 'GET /api/account/payments'),
      transformErrorResponse: toFailure,
      keepUnusedDataFor: 0,
    }),
    /** The receipt of one paid or refunded payment (404 for anyone else's). */
    getPaymentReceipt: build.query<PaymentReceipt, string>({
      query: (paymentId) => `/api/account/payments/${encodeURIComponent(paymentId)}/receipt`,
      transformResponse: (raw: unknown) => parseAnswer(PaymentReceiptSchema, raw, 'GET /api/account/payments/:id/receipt'),
      transformErrorResponse: toFailure,
      keepUnusedDataFor: 0,
    }),
    /** What cancelling premium now would refund; fetched afresh each time the dialog opens. */
    getCancellationQuote: build.query<CancellationQuote, void>({
      query: () => '/api/account/premium/cancellation',
      transformResponse: (raw: unknown) => parseAnswer(CancellationQuoteSchema, raw, 'GET /api/account/premium/cancellation'),
      transformErrorResponse: toFailure,
      keepUnusedDataFor: 0,
    }),
    /** Cancels premium with its refund; the access line then reads the new end. */
    cancelPremium: build.mutation<CancelPremiumResponse, void>({
      query: () => ({ url: '/api/account/premium/cancel', method: 'POST', body: { confirm: true } satisfies CancelPremiumRequest }),
      transformResponse: (raw: unknown) => parseAnswer(CancelPremiumResponseSchema, raw, 'POST /api/account/premium/cancel'),
      transformErrorResponse: toFailure,
      invalidatesTags: ['AccessSummary'],
    }),
  }),
});

export const {
  useGetAccountSessionsQuery,
  useRevokeAllSessionsMutation,
  useExportAccountMutation,
  useDeleteAccountMutation,
  useGetAccountPaymentsQuery,
  useGetPaymentReceiptQuery,
  useGetCancellationQuoteQuery,
  useCancelPremiumMutation,
} = accountApi;
