import { CompanyPeersResponseSchema, parseAnswer, type CompanyPeersResponse } from 'shared-types/api';
import { convictionApi } from 'shared-types/shell';

/**
 * This remote's call for a company's peer table, added to the page's one API slice: a v2 research
 * answer leaves the table out, and it is fetched on its own (docs/peer-comparison.md, 'Served on its
 * own'). The peers card and the lenses' magic-formula rank share one request.
 */
export const peersApi = convictionApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/company/:id/peers, read with the contract's schema. */
    getCompanyPeers: build.query<CompanyPeersResponse, string>({
      query: (companyId) => `/api/company/${encodeURIComponent(companyId)}/peers`,
      transformResponse: (raw: unknown) => parseAnswer(CompanyPeersResponseSchema, raw, 'GET /api/company/:id/peers'),
    }),
  }),
});

export const { useGetCompanyPeersQuery } = peersApi;
