// A company-details payload with every part filled in, for the view's tests.
import { PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE, SCORE_FIELD } from '../api/companyDetailsFields';
import { ReceivedCompanyDetailsSchema, type CompanyDetails, type MetricSeries, type ReceivedCompanyDetails } from '../api';

const YEARS = ['FY2021', 'FY2022', 'FY2023', 'FY2024', 'FY2025'];

function series(raw: MetricSeries['raw_value'], yoy: MetricSeries['yoy_change'] = ['NA', 'NA', 'NA', 'NA', 'NA']): MetricSeries {
  return { labels: [...YEARS], raw_value: raw, yoy_change: yoy };
}

/** A small company-details payload in the contract's shape (figures invented for tests). */
export const DETAILS = {
  company_name: 'Steady Compounder Ltd',
  company_code: 'STEADY',
  current_price: 1234567.5,
  last_updated: '2025-06-30',
  [SCORE_FIELD]: 89,
  data_json: {
    capex_growth: series([80, 90, 'NA', 120, 140], ['NA', 12.5, 'NA', 'NA', 16.67]),
    roce: series([28.5, 27.9, 27.1, 26.4, 25.9]),
    operating_cash_flow_growth: series([300, 350, 410, 470, 540], ['NA', 16.67, 17.14, 14.63, 14.89]),
    revenue_growth: series([2000, 2300, 2650, 3050, 3500], ['NA', 15, 15.22, 15.09, 14.75]),
    eps_growth: series([30, 35, 41, 47, 55], ['NA', 16.67, 17.14, 14.63, 17.02]),
    price_operating_cash_flow: series([25, 26, 27, 25, 26]),
    price_earnings: series([28, 29, 30, 28, 29]),
  },
  [PART1_TITLE]: {
    '1. Future Forecast vs. Actuals (Past 5 Years)': 'Management guided 15% revenue growth and delivered 15%.',
    '2. Management Guidance Analysis': {
      'Current Guidance': 'FY2026 revenue growth of 16%.',
      'Historical Comparison': {
        'FY2023 operating margin': 'Guided 23%, actual 22.4% as value-added products scaled up.',
        'FY2025 revenue growth': 'Guided 18%, actual 15%: export orders came in late.',
      },
      'Overall Credibility Assessment': 'Credibility score: 90/100. Two of four targets were met outright.',
      'Key Insights': ['Delivered 2 of 4 guided figures.', 'Largest miss: FY2025 revenue growth.'],
    },
  },
  [PART2_TITLE]: {
    summary_table: [
      { Factor: 'High leverage (debt to equity)', Assessment: 'NO', Data: 'D/E 0.02 in FY2025', Justification: 'Within the 1.0 threshold.' },
      {
        Factor: 'Margin compression',
        Assessment: 'YES',
        Data: 'Operating margin 18% vs a median of 22%',
        Justification: 'More than 3 points below its median.',
      },
    ],
    'Overall Risk Assessment': 'Overall operational risk: Low. 1 of 2 assessed factors is flagged.',
  },
  [PART3_TITLE]: {
    '1. Overall Investigation': 'A consumer goods maker growing sales 15% a year.',
    '2. Business Model and Moat': 'ROCE well above the cost of capital for a decade.',
    '3. Risks and Quality': 'Low leverage and steady cash conversion.',
    "4. Owner's Earnings and Margin of Safety": {
      "Owner's Earnings and Margin of Safety Analysis": "Owner's earnings are ₹437.4 crore; there is no margin of safety at this price.",
      'IRR Projections': { '3-year hold': '16.0% a year', '5-year hold': '16.5% a year' },
      'Fat Pitch Analysis': 'Not a fat pitch: quality yes, margin of safety no.',
    },
    '5. 3-10 Year Hold Scenarios': {
      'Base Case (55% Probability)': 'The record continues: IRR 16.5% a year.',
      'Bull Case (30% Probability)': 'Growth 5 points above base: IRR 26.9% a year.',
      'Bear Case (15% Probability)': 'Growth disappoints: IRR 5.4% a year.',
    },
  },
  [PART4_TITLE]: { Score: '89/100 (strong).', Growth: '20.0 of 20 points.' },
  analysis_meta: {
    engine_version: '1.1.0',
    computed_at: '2025-07-01T00:00:00.000Z',
    is_demo: false,
    rating_status: 'rated',
    company_kind: 'industrial',
    score_coverage: 0.84,
    not_rated_reason: null,
    not_rated_code: null,
    not_rated_detail: null,
    missing_data: ['reported capex (estimated from ΔNet Block + ΔCWIP + Depreciation)'],
    data_sources: [{ kind: 'screener', description: 'Screener.in annual statements', as_of: '2025-06-30' }],
    statements_period_end: '2025-03-31',
    trailing_twelve_months: null,
    price_source: { kind: 'bhavcopy', label: 'Exchange close (bhavcopy)', as_of: '2025-06-30', approximate: false },
    classification: {
      kind: 'industrial',
      kind_source: 'bse_list',
      kind_reason: "BSE basic industry 'Specialty Chemicals'",
      sector: 'Commodities',
      industry: 'Chemicals',
    },
    units: '₹ crore unless stated',
    figures: {
      credibility_score: 90,
      scenarios: [
        { case: 'base', title: 'Base Case (55% Probability)', probability_percent: 55, irr_5_years: 0.165, irr_10_years: 0.14 },
        { case: 'bull', title: 'Bull Case (30% Probability)', probability_percent: 30, irr_5_years: 0.269, irr_10_years: 0.19 },
        { case: 'bear', title: 'Bear Case (15% Probability)', probability_percent: 15, irr_5_years: 0.054, irr_10_years: 0.07 },
      ],
      score_pillars: [{ name: 'Growth', weight: 20, points_possible: 20, points_earned: 20 }],
      // Median of the three is ₹10,00,000; at the ₹12,34,567.50 price the margin is (10,00,000 − 12,34,567.5) / 10,00,000.
      valuation: {
        intrinsic_value: 1000000,
        low: 800000,
        high: 1500000,
        margin_of_safety: -0.2346,
        candidates: [
          { method: 'DCF of free cash flow after reinvestment', value: 800000 },
          { method: 'Graham number', value: 1000000 },
          { method: 'EPS × justified P/E', value: 1500000 },
        ],
      },
      risk_flags: { severe: 0, other: 1, clear: 1, not_assessed: 0, level: 'Low' },
      // What the guidance above mentions: value-added products, export orders, revenue growth.
      guidance_themes: ['export', 'value_added', 'revenue'],
    },
  },
} satisfies CompanyDetails;

/** The fixture with some fields replaced, still in the contract's shape. */
export function makeDetails(overrides: Partial<CompanyDetails> = {}): CompanyDetails {
  return { ...DETAILS, ...overrides };
}

/**
 * A payload as the page receives it: raw JSON parsed with the received-payload
 * schema, as the shell's research listener does (JSON text decoded, unknown
 * fields kept, sections left for their views to read).
 */
export function parsedDetails(raw: Record<string, unknown>): ReceivedCompanyDetails {
  return ReceivedCompanyDetailsSchema.parse(raw);
}
