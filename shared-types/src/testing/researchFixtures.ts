// Fictional companies and a schema-valid details payload: the search list and research answers.
import {
  CHART_METRICS,
  CompanyDetailsSchema,
  PART1_TITLE,
  PART2_TITLE,
  PART3_TITLE,
  PART4_TITLE,
  SCORE_FIELD,
  StockListSchema,
  type CompanyDetails,
  type Stock,
} from '../api';

/** The search list: demo companies, one without a code. */
export const STOCKS = StockListSchema.parse([
  { id: 'c-aravali', name: 'Aravali Cement Works', code: 'ARAVALI', is_demo: true },
  { id: 'c-kaveri', name: 'Kaveri Textiles', code: 'KAVTEX', is_demo: true },
  { id: 'c-sahyadri', name: 'Sahyadri Paper Mills', code: 'SAHPAP', is_demo: true },
  { id: 'c-deccan', name: 'Deccan Power Holdings', code: 'DECPOW', is_demo: true },
  { id: 'c-blank', name: 'Coastal Cement Traders', code: '', is_demo: true },
]);

export const ARAVALI = STOCKS[0]!;
export const KAVERI = STOCKS[1]!;

export function sampleDetails(stock: Stock = ARAVALI): CompanyDetails {
  const series = { labels: ['FY2024', 'FY2025'], raw_value: [100, 120], yoy_change: ['NA' as const, 20] };
  // Parsed, so a change to the contract breaks this fixture loudly instead of the tests quietly.
  return CompanyDetailsSchema.parse({
    company_name: stock.name,
    company_code: stock.code,
    current_price: 412.5,
    last_updated: '2025-06-30',
    [SCORE_FIELD]: 68,
    data_json: Object.fromEntries(CHART_METRICS.map((metric) => [metric, series])),
    [PART1_TITLE]: {
      '1. Future Forecast vs. Actuals (Past 5 Years)': 'Guidance was met in four of five years.',
      '2. Management Guidance Analysis': {
        'Current Guidance': 'Capacity expansion of 2 MTPA by FY2027.',
        'Historical Comparison': { 'FY2024 revenue growth': 'Guided 12%, delivered 11%.' },
        'Overall Credibility Assessment': 'Credibility 78/100',
        'Key Insights': ['Conservative guidance'],
      },
    },
    [PART2_TITLE]: {
      summary_table: [{ Factor: 'Debt', Assessment: 'NO', Data: 'Debt/equity 0.2', Justification: 'Low leverage' }],
      'Overall Risk Assessment': 'Low operational risk.',
    },
    [PART3_TITLE]: {
      '1. Overall Investigation': 'A steady regional cement maker.',
      '2. Business Model and Moat': 'Limestone reserves near plants.',
      '3. Risks and Quality': 'Cyclical demand.',
      "4. Owner's Earnings and Margin of Safety": {
        "Owner's Earnings and Margin of Safety Analysis": 'Owner earnings of ₹310 crore.',
        'IRR Projections': { '5-year hold': '13% a year' },
        'Fat Pitch Analysis': 'Not a fat pitch at this price.',
      },
      '5. 3-10 Year Hold Scenarios': { 'Base Case (55% Probability)': 'Volumes grow 6% a year.' },
    },
    [PART4_TITLE]: { Score: '68/100' },
    analysis_meta: {
      engine_version: 'test',
      computed_at: '2025-07-01T00:00:00.000Z',
      is_demo: true,
      rating_status: 'rated',
      company_kind: 'industrial',
      score_coverage: 1,
      not_rated_reason: null,
      not_rated_code: null,
      not_rated_detail: null,
      missing_data: [],
      data_sources: [{ kind: 'demo', description: 'Demo universe', as_of: null }],
      statements_period_end: '2025-03-31',
      trailing_twelve_months: null,
      price_source: null,
      classification: { kind: 'industrial', kind_source: 'demo', kind_reason: "the demo universe's sector", sector: 'Chemicals', industry: 'Chemicals' },
      units: '₹ crore',
      figures: {
        credibility_score: null,
        scenarios: [{ case: 'base', title: 'Base Case (55% Probability)', probability_percent: 55, irr_5_years: null, irr_10_years: null }],
        score_pillars: [],
      },
    },
  });
}
