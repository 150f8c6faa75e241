// A statements answer (GET /api/company/:id/statements) for tests and standalone
// pages: two bases, two years, two quarters, every statement, no lender metrics.
import {
  BALANCE_SHEET_FIGURE_KEYS,
  CASH_FLOW_FIGURE_KEYS,
  INCOME_FIGURE_KEYS,
  type StatementBasis,
  type StatementSource,
  type StatementsResponse,
} from '../api';

const nulls = <Key extends string>(keys: readonly Key[]) => Object.fromEntries(keys.map((key) => [key, null])) as Record<Key, number | null>;

const filing = (document: string, filedAt: string, audited: boolean | null): StatementSource => ({ kind: 'xbrl', document, filed_at: filedAt, audited });
const SCREENER: StatementSource = { kind: 'screener', document: null, filed_at: null, audited: null };

/** Standalone figures are the consolidated ones × 0.8, so a test can tell the bases apart. */
export function statementsAnswer(basis: StatementBasis = 'consolidated', companyId = 'c-aravali', name = 'Aravali Cement Works'): StatementsResponse {
  const k = basis === 'consolidated' ? 1 : 0.8;
  const income = (revenue: number, profit: number, eps: number | null) => ({
    ...nulls(INCOME_FIGURE_KEYS),
    revenue: revenue * k,
    net_profit: profit * k,
    eps_basic: eps,
  });
  return {
    company: { id: companyId, name, isin: 'INE000A01011', nse_symbol: 'ARAVALI', bse_code: '500001', former_symbols: [], former_isins: [] },
    basis,
    basis_note: `Shown on the ${basis} basis: the company files both.`,
    bases_available: ['consolidated', 'standalone'],
    annual: [
      // Newest first, as a server might send them: the page puts the newest on the right.
      {
        period_start: '2024-04-01',
        period_end: '2025-03-31',
        months: 12,
        source: filing('ARAVALI_FY2025.xml', '2025-05-02T18:30', true),
        length_note: null,
        figures: income(123456.7, 9876.5, 41.25),
        per_share_divisor: 1,
      },
      {
        period_start: '2023-04-01',
        period_end: '2024-03-31',
        months: 12,
        source: SCREENER,
        length_note: null,
        figures: income(110000, 8000, null),
        per_share_divisor: 1,
      },
    ],
    quarterly: [
      {
        period_start: '2024-10-01',
        period_end: '2024-12-31',
        months: 3,
        source: filing('ARAVALI_Q3.xml', '2025-01-20', false),
        length_note: null,
        figures: income(32000, 2500, 10.5),
        per_share_divisor: 1,
      },
      {
        period_start: '2024-07-01',
        period_end: '2024-09-30',
        months: 3,
        source: filing('ARAVALI_Q2.xml', '2024-10-21', false),
        length_note: null,
        figures: income(30500, 2400, 10.1),
        per_share_divisor: 1,
      },
    ],
    balance_sheet: [
      {
        as_of: '2025-03-31',
        figures: { ...nulls(BALANCE_SHEET_FIGURE_KEYS), total_assets: 250000 * k, borrowings: 12000 * k },
        source: filing('ARAVALI_FY2025.xml', '2025-05-02T18:30', true),
      },
    ],
    cash_flow: [
      {
        period_start: '2024-04-01',
        period_end: '2025-03-31',
        months: 12,
        source: filing('ARAVALI_FY2025.xml', '2025-05-02T18:30', true),
        length_note: null,
        figures: { ...nulls(CASH_FLOW_FIGURE_KEYS), operating_cash_flow: 15000 * k, capex: 6000 * k },
      },
    ],
    shareholding: [
      {
        as_of: '2025-03-31',
        promoter_pct: 72.3,
        promoter_pledged_pct: 0,
        promoter_pledged_of_total_pct: 0,
        fii_pct: 10.1,
        dii_pct: 8.2,
        mutual_funds_pct: 5.5,
        insurance_companies_pct: 2.1,
        public_pct: 9.4,
        source: filing('ARAVALI_SHP_Mar2025.xml', '2025-04-15', null),
      },
    ],
    corporate_actions: [],
    lender_metrics: [],
    market: {
      close: 1652.1,
      close_date: '2025-11-20',
      shares_outstanding: null,
      shares_as_of: null,
      market_cap: null,
      market_cap_as_of: null,
      week_high_low: null,
    },
    data_flags: [],
  };
}
