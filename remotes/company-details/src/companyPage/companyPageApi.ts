import {
  ApiErrorSchema,
  COMPANY_NOT_FOUND,
  CompanyPublicSchema,
  parseAnswer,
  PriceHistorySchema,
  type CompanyPublic,
  type PriceHistory,
} from 'shared-types/api';
import { convictionApi } from 'shared-types/shell';

/**
 * The company page's two public calls (docs/company-page.md), added to the one API slice.
 * The argument is a company's key (`/company/<key>`) or its id: the server resolves both,
 * so the research view can ask by the id its result carries.
 */
export const companyPageApi = convictionApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/company/by-key/:key/public: name, price and key figures; records no access. */
    getCompanyPublic: build.query<CompanyPublic, string>({
      query: (key) => `/api/company/by-key/${encodeURIComponent(key)}/public`,
      transformResponse: (raw: unknown) => parseAnswer(CompanyPublicSchema, raw, 'GET /api/company/by-key/:key/public'),
      // Figures change with a day's close, not during a visit; Back and Forward reuse them.
      keepUnusedDataFor: 300,
    }),
    /** GET /api/company/by-key/:key/prices: the closes the price chart draws, oldest first. */
    getCompanyPrices: build.query<PriceHistory, string>({
      query: (key) => `/api/company/by-key/${encodeURIComponent(key)}/prices`,
      transformResponse: (raw: unknown) => parseAnswer(PriceHistorySchema, raw, 'GET /api/company/by-key/:key/prices'),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetCompanyPublicQuery, useGetCompanyPricesQuery } = companyPageApi;

/** True for the 404 whose code says no company has this key (the browser decides on the code, never the prose). */
export function isCompanyNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('data' in error)) return false;
  const body = ApiErrorSchema.safeParse(error.data);
  return body.success && body.data.error === COMPANY_NOT_FOUND;
}
