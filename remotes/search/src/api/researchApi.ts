import { convictionApi } from 'shared-types/shell';
import { type CompanySearchRequest } from 'shared-types/api';
import { outcomeOfAnswer, outcomeOfFailure, type ResearchOutcome } from './researchOutcome';

/**
 * POST /api/company/search, added to the shell's one API slice. The mutation
 * always resolves with a ResearchOutcome: a limit or an error is something to
 * show, not an exception, and the submit hook decides which shell action follows.
 * The base query brings the 10 s time-out and the configurable API base.
 */
export const researchApi = convictionApi.injectEndpoints({
  endpoints: (build) => ({
    researchCompany: build.mutation<ResearchOutcome, CompanySearchRequest>({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/api/company/search', method: 'POST', body });
        return { data: result.error ? outcomeOfFailure(result.error) : outcomeOfAnswer(result.data) };
      },
    }),
  }),
});

export const { useResearchCompanyMutation } = researchApi;
