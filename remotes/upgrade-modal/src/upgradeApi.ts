import {
  ApiErrorSchema,
  parseAnswer,
  PlansResponseSchema,
  UPGRADE_FAILED,
  UpgradeResponseSchema,
  type PlansResponse,
  type UpgradeRequest,
  type UpgradeResponse,
} from 'shared-types/api';
import { convictionApi, SERVER_UNREACHABLE } from 'shared-types/shell';
import { UPGRADE_TIMED_OUT } from './messages';

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
  }),
});

export const { useGetPlansQuery, useUpgradeSubscriptionMutation } = upgradeApi;

/**
 * What the dialog says when the upgrade fails: plain words for a time-out or no
 * connection, the server's message when it sent one (section 8), else
 * 'Failed to upgrade subscription'.
 */
export function upgradeErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return UPGRADE_FAILED;
  if ('status' in error && error.status === 'TIMEOUT_ERROR') return UPGRADE_TIMED_OUT;
  if ('status' in error && error.status === 'FETCH_ERROR') return SERVER_UNREACHABLE;
  if (!('data' in error)) return UPGRADE_FAILED;
  const body = ApiErrorSchema.safeParse(error.data);
  return body.success ? body.data.message : UPGRADE_FAILED;
}
