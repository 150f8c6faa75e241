import { CompareResponseSchema, parseAnswer, type CompareResponse } from 'shared-types/api';
import { convictionApi } from 'shared-types/shell';

/** The comparison call, added to the page's one API slice. */
export const compareApi = convictionApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/compare?ids=a,b,c: the companies in the order asked. Records no company access. */
    getComparison: build.query<CompareResponse, readonly string[]>({
      query: (ids) => ({ url: '/api/compare', params: { ids: ids.join(',') } }),
      transformResponse: (raw: unknown) => parseAnswer(CompareResponseSchema, raw, 'GET /api/compare'),
    }),
  }),
});

export const { useGetComparisonQuery } = compareApi;
