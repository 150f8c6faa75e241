import { CompareResponseSchema, parseAnswer, type CompareResponse } from 'shared-types/api';
import { convictionApi } from 'shared-types/shell';

/** The comparison call, added to the page's one API slice. */
export const compareApi = convictionApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/compare?ids=a,b,c: the companies in the order asked. Records no company access. */
    getComparison: build.query<CompareResponse, readonly string[]>({
      query: (ids) => ({ url: '/api/compare', params: { ids: ids.join(',') } }),
      transformResponse: (raw: unknown) => parseAnswer(CompareResponseSchema, raw, 'GET /api/compare'),
      // How many may be compared depends on the plan: an upgrade refreshes the access summary, and a
      // comparison refused for the limit (an error provides the tag too) is asked again then.
      providesTags: ['AccessSummary'],
    }),
  }),
});

export const { useGetComparisonQuery } = compareApi;
