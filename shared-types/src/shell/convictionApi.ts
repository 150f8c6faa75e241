import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { AccessSummarySchema, type AccessSummary } from '../api/access';
import { READS_RESEARCH_V2, type CompanySearchRequest } from '../api/companySearch';
import { parseAnswer } from '../api/parseAnswer';
import { PreferencesSchema, type Preferences } from '../api/preferences';
import { READS_PILLAR_IDS } from '../api/preferencesV1Names';
import { StockListSchema, type StockList } from '../api/stocks';
import { API_TIMEOUT_MS, getApiBase } from './apiBase';
import { outcomeOfAnswer, outcomeOfFailure, type ResearchOutcome } from './researchOutcome';
import { type ResearchAnswer } from './researchSlice';

// The base URL is read per request so that configureApiBase() applies even after
// remotes have injected their endpoints.
const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) =>
  fetchBaseQuery({ baseUrl: getApiBase(), timeout: API_TIMEOUT_MS, credentials: 'same-origin' })(args, api, extra);

/**
 * The one RTK Query API slice of the app. The shell adds its middleware to the
 * store; each remote adds its own endpoints with `convictionApi.injectEndpoints`
 * and coordinates cache refreshes through the tags listed here.
 */
export const convictionApi = createApi({
  reducerPath: 'convictionApi',
  baseQuery: rawBaseQuery,
  tagTypes: ['Stocks', 'AccessSummary', 'CompanyDetails', 'Preferences'],
  endpoints: (build) => ({
    getStocks: build.query<StockList, void>({
      query: () => '/api/stocks',
      // Validate against the shared contract so a renamed field fails loudly.
      transformResponse: (raw: unknown) => parseAnswer(StockListSchema, raw, 'GET /api/stocks'),
      providesTags: ['Stocks'],
    }),
    /**
     * The signed-in user's access summary (GET /api/company/user-access/:id; the
     * id must be the caller's own). The shell keeps it loaded while a user is
     * signed in and drops it when there is none; read it with
     * `selectAccessSummary` / `selectAccessSummaryStatus` (accessSummary.ts).
     *
     * Refreshing: it is tagged 'AccessSummary'. After a successful company
     * research and after an upgrade, a remote refreshes it with
     * `dispatch(refreshAccessSummary())` (the same as
     * `dispatch(convictionApi.util.invalidateTags(['AccessSummary']))`), or by
     * declaring `invalidatesTags: ['AccessSummary']` on its own mutation
     * endpoint. Remotes never need to fetch it themselves.
     */
    getAccessSummary: build.query<AccessSummary, string>({
      query: (userId) => `/api/company/user-access/${encodeURIComponent(userId)}`,
      transformResponse: (raw: unknown) => parseAnswer(AccessSummarySchema, raw, 'GET /api/company/user-access/:id'),
      providesTags: ['AccessSummary'],
      // Another user's summary must not linger once nobody is subscribed to it.
      keepUnusedDataFor: 0,
    }),
    /**
     * The signed-in user's lens and pillar weights (GET /api/account/preferences;
     * the defaults for a user who never chose). The argument is the user id, so a
     * new user never sees the last one's; the shell keeps it loaded with the
     * session, and the result view reads it with `selectPreferences` (preferences.ts).
     * Weights come by pillar id: without `?weights=ids` the API answers the v1
     * names older shells read (docs/api-compatibility.md, 'Pillar weights by v1 name').
     */
    getPreferences: build.query<Preferences, string>({
      query: () => ({ url: '/api/account/preferences', params: READS_PILLAR_IDS }),
      transformResponse: (raw: unknown) => parseAnswer(PreferencesSchema, raw, 'GET /api/account/preferences'),
      providesTags: ['Preferences'],
      keepUnusedDataFor: 0,
    }),
    /** PUT /api/account/preferences; the stored preferences are fetched again afterwards. */
    savePreferences: build.mutation<Preferences, Preferences>({
      query: (body) => ({ url: '/api/account/preferences', method: 'PUT', body, params: READS_PILLAR_IDS }),
      transformResponse: (raw: unknown) => parseAnswer(PreferencesSchema, raw, 'PUT /api/account/preferences'),
      invalidatesTags: ['Preferences'],
    }),
    /**
     * POST /api/company/search: records the access and returns the analysis.
     * Started only by the shell store's research listener (researchListener.ts);
     * remotes dispatch `researchRequested` and read `selectResearchResult`.
     * It always resolves with a ResearchOutcome: a limit or an error is
     * something to show, not an exception. `answer` 'v2' asks for the v2 research with this
     * build's unit table (READS_RESEARCH_V2); left out, the answer is v1.
     */
    researchCompany: build.mutation<ResearchOutcome, CompanySearchRequest & { answer?: ResearchAnswer }>({
      async queryFn({ answer = 'v1', ...body }, _api, _extraOptions, baseQuery) {
        const params = answer === 'v2' ? READS_RESEARCH_V2 : undefined;
        const result = await baseQuery({ url: '/api/company/search', method: 'POST', body, params });
        return { data: result.error ? outcomeOfFailure(result.error) : outcomeOfAnswer(result.data, answer) };
      },
    }),
  }),
});

export const { useGetStocksQuery, useGetAccessSummaryQuery, useGetPreferencesQuery, useSavePreferencesMutation } = convictionApi;

/** The company list as the page treats it (the same states as the access summary's, without 'none'). */
export type StockListStatus = 'loading' | 'ready' | 'error';

/** From a `useGetStocksQuery()` result: a failed refetch keeps the last good list usable, so it stays 'ready'. */
export function stockListStatus(stocks: { data?: unknown; isError: boolean }): StockListStatus {
  if (stocks.data !== undefined) return 'ready';
  return stocks.isError ? 'error' : 'loading';
}
