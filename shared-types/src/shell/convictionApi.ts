import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { StockListSchema, type StockList } from '../api/stocks';
import { API_TIMEOUT_MS, getApiBase } from './apiBase';

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
  tagTypes: ['Stocks', 'AccessSummary', 'CompanyDetails'],
  endpoints: (build) => ({
    getStocks: build.query<StockList, void>({
      query: () => '/api/stocks',
      // Validate against the shared contract so a renamed field fails loudly.
      transformResponse: (raw: unknown) => StockListSchema.parse(raw),
      providesTags: ['Stocks'],
    }),
  }),
});

export const { useGetStocksQuery } = convictionApi;
