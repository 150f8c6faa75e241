// Answers of the company page's public endpoints (docs/company-page.md), parsed through the
// contract so a change to it breaks the fixture instead of the tests.
import { http, HttpResponse } from 'msw';
import { COMPANY_NOT_FOUND, CompanyPublicSchema, PriceHistorySchema, type CompanyPublic, type PriceHistory } from '../api/companyPage';
import { type ApiError } from '../api';

/** Aravali Cement Works' public view: every figure present, the price dated 30 Jun 2025. */
export const ARAVALI_PUBLIC: CompanyPublic = CompanyPublicSchema.parse({
  company: {
    id: 'c-aravali',
    key: 'ARAVALI',
    name: 'Aravali Cement Works',
    nse_symbol: 'ARAVALI',
    bse_code: null,
    isin: null,
    has_statements: true,
    is_demo: true,
  },
  key_figures: {
    price: { value: 412.5, reason: null, as_of: '2025-06-30', source: 'demo', approximate: false },
    market_cap: { value: 123456.7, reason: null, as_of: '2025-06-30' },
    pe_ttm: { value: 21.4, reason: null, as_of: '2025-06-30' },
    pb: { value: 3.2, reason: null, as_of: '2025-03-31' },
    return_on_capital: { value: 18.6, reason: null, as_of: '2025-03-31', kind: 'roce' },
    dividend_yield: { value: 1.1, reason: null, as_of: '2025-03-31' },
    week_range: { high: 480, low: 350, reason: null, as_of: '2025-06-30' },
    score: { value: 68, reason: null, as_of: '2025-06-30' },
  },
});

/** Closes for a year, month-end by month-end, plus a fiscal-year-end export price. */
export const ARAVALI_PRICES: PriceHistory = PriceHistorySchema.parse({
  points: [
    { date: '2024-03-31', close: 350, kind: 'year_end' },
    { date: '2024-07-31', close: 362, kind: 'close' },
    { date: '2024-10-31', close: 390, kind: 'close' },
    { date: '2025-01-31', close: 371, kind: 'close' },
    { date: '2025-03-31', close: 401, kind: 'year_end' },
    { date: '2025-06-02', close: 420, kind: 'close' },
    { date: '2025-06-30', close: 412.5, kind: 'close' },
  ],
  adjusted_for: [],
});

const notFound = (key: string): Response => HttpResponse.json<ApiError>({ error: COMPANY_NOT_FOUND, message: `No company matches ${key}` }, { status: 404 });

/** Aravali answers by its key or its id; any other key is unknown. */
const isAravali = (key: unknown) => key === ARAVALI_PUBLIC.company.key || key === ARAVALI_PUBLIC.company.id;

export const companyPageHandlers = [
  http.get(
    '/api/company/by-key/:key/public',
    ({ params }): Response => (isAravali(params.key) ? HttpResponse.json<CompanyPublic>(ARAVALI_PUBLIC) : notFound(String(params.key))),
  ),
  http.get(
    '/api/company/by-key/:key/prices',
    ({ params }): Response => (isAravali(params.key) ? HttpResponse.json<PriceHistory>(ARAVALI_PRICES) : notFound(String(params.key))),
  ),
];
