// The API's answers on a good day, as MSW request handlers: every front end's
// tests and standalone pages start from these; a test changes one answer with
// `server.use(...)` for its case.
import { http, HttpResponse } from 'msw';
import {
  CompanySearchRequestSchema,
  DEFAULT_PREFERENCES,
  PreferencesSchema,
  type AccessSummary,
  type AccountPaymentsResponse,
  type ApiError,
  type CompanyPeersResponse,
  type CompanyResearchV2Response,
  type CompanySearchResponse,
  type PlansResponse,
  type Preferences,
  type StatementsResponse,
  type StockList,
  type UpgradeResponse,
} from '../api';
import { FREE_ACCESS_SUMMARY, PLANS_ANSWER, SITE_INFO_ANSWER, UPGRADE_ANSWER } from './accountFixtures';
import { companyPageHandlers } from './companyPageFixtures';
import { sampleDetails, STOCKS } from './researchFixtures';
import { researchV2Peers, servedResearchV2 } from './researchV2Fixtures';
import { statementsAnswer } from './statementsFixture';

/** An error answer in the API's `{ error, message }` shape. */
export function apiError(status: number, error: string, message: string): Response {
  return HttpResponse.json<ApiError>({ error, message }, { status });
}

export const apiHandlers = [
  http.get('/api/company/:id/statements', ({ request, params }) => {
    const basis = new URL(request.url).searchParams.get('basis') === 'standalone' ? 'standalone' : 'consolidated';
    const stock = STOCKS.find((candidate) => candidate.id === params.id);
    return HttpResponse.json<StatementsResponse>(statementsAnswer(basis, String(params.id), stock?.name));
  }),
  http.get('/api/stocks', () => HttpResponse.json<StockList>(STOCKS)),
  http.get('/api/company/:id/peers', () => HttpResponse.json<CompanyPeersResponse>({ peers: researchV2Peers() })),
  http.get('/api/company/user-access/:userId', () => HttpResponse.json<AccessSummary>(FREE_ACCESS_SUMMARY)),
  http.post('/api/company/search', async ({ request }) => {
    const body = CompanySearchRequestSchema.safeParse(await request.json());
    if (!body.success) return apiError(400, 'invalid_request', 'company_name is required');
    const { company_id, company_name } = body.data;
    const stock = STOCKS.find((candidate) => (company_id ? candidate.id === company_id : candidate.name === company_name));
    if (!stock) return apiError(404, 'not_found', `No company called ${company_name}`);
    // A v2 reader gets the rated industrial's v2 answer under the stock's name (researchV2Fixtures.ts).
    if (new URL(request.url).searchParams.get('answer') === 'v2') {
      const company_data = servedResearchV2('steady-compounder', { name: stock.name, symbol: stock.code });
      return HttpResponse.json<CompanyResearchV2Response>({ success: true, company_data });
    }
    return HttpResponse.json<CompanySearchResponse>({ success: true, company_data: sampleDetails(stock) });
  }),
  http.get('/api/account/preferences', () => HttpResponse.json<Preferences>(DEFAULT_PREFERENCES)),
  http.put('/api/account/preferences', async ({ request }) => {
    const body = PreferencesSchema.safeParse(await request.json());
    if (!body.success) return apiError(400, 'invalid_request', 'Invalid request: the preferences do not match their contract');
    return HttpResponse.json<Preferences>(body.data);
  }),
  http.get('/api/subscription/plans', () => HttpResponse.json<PlansResponse>(PLANS_ANSWER)),
  http.get('/api/site', () => HttpResponse.json(SITE_INFO_ANSWER)),
  http.post('/api/subscription/upgrade', () => HttpResponse.json<UpgradeResponse>(UPGRADE_ANSWER)),
  // A free user who never bought anything.
  http.get('/api/account/payments', () => HttpResponse.json<AccountPaymentsResponse>({ payments: [], premium_until: null })),
  ...companyPageHandlers,
];
