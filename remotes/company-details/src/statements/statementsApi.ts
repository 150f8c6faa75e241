import { ApiErrorSchema, parseAnswer, StatementsResponseSchema, type StatementBasis, type StatementsResponse } from 'shared-types/api';
import { convictionApi } from 'shared-types/shell';

export interface StatementsArgs {
  companyId: string;
  /** Omitted: the basis the analysis used (the server's default). */
  basis?: StatementBasis;
}

/** This remote's call for the statements tables, added to the page's one API slice. */
export const statementsApi = convictionApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/company/:id/statements?basis= (docs/statements.md); read with the contract's schema. */
    getStatements: build.query<StatementsResponse, StatementsArgs>({
      query: ({ companyId, basis }) => ({
        url: `/api/company/${encodeURIComponent(companyId)}/statements`,
        params: basis === undefined ? undefined : { basis },
      }),
      transformResponse: (raw: unknown) => parseAnswer(StatementsResponseSchema, raw, 'GET /api/company/:id/statements'),
    }),
  }),
});

export const { useGetStatementsQuery } = statementsApi;

/** The server's error code of a failed call ('research_required', …), or null. */
export function statementsErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const body = ApiErrorSchema.safeParse(error.data);
  return body.success ? body.data.error : null;
}
