import { readFileSync } from 'node:fs';
import {
  CHART_METRICS,
  PART1_TITLE,
  PART2_TITLE,
  PART3_TITLE,
  PART4_TITLE,
  SCORE_FIELD,
  type CompanyDetails,
  type ResearchV2,
  ResearchV2Schema,
} from 'shared-types/api';
import { goldenV2Path } from '../../analysis/testing/goldenV2';
import { type CompanyFacts } from '../../analysis/types';
import { type AnalyseResearch } from '../analysisRefresh';

export const FAKE_ENGINE_VERSION = 'fake-1';

export interface FakeAnalyse {
  analyse: AnalyseResearch;
  /** Company ids in call order. */
  calls: string[];
  /** Make the next analyses of this company throw. */
  failFor: Set<string>;
}

/**
 * A stand-in for analyseResearch: a schema-valid CompanyDetails built from the
 * facts in microseconds and a reviewed v2 answer, recording every call. Lets
 * the refresh and the routes be tested without the real engine.
 */
export function createFakeAnalyse(): FakeAnalyse {
  const calls: string[] = [];
  const failFor = new Set<string>();
  const analyse: AnalyseResearch = (facts, { computedAt }) => {
    calls.push(facts.profile.id);
    if (failFor.has(facts.profile.id)) throw new Error(`fake engine: cannot analyse ${facts.profile.id}`);
    return { v1: fakeDetails(facts, computedAt), v2: fakeResearchV2() };
  };
  return { analyse, calls, failFor };
}

export function fakeDetails(facts: CompanyFacts, computedAt: Date): CompanyDetails {
  const latest = facts.prices.at(-1);
  const labels = facts.years.map((year) => `FY${year.fiscalYear}`);
  const series = { labels, raw_value: facts.years.map((year) => year.sales ?? ('NA' as const)), yoy_change: labels.map(() => 'NA' as const) };
  return {
    company_name: facts.profile.name,
    company_code: facts.profile.code,
    current_price: latest?.price ?? null,
    last_updated: latest?.asOf ?? null,
    [SCORE_FIELD]: 50,
    data_json: Object.fromEntries(CHART_METRICS.map((metric) => [metric, series])) as CompanyDetails['data_json'],
    [PART1_TITLE]: {
      '1. Future Forecast vs. Actuals (Past 5 Years)': 'fake',
      '2. Management Guidance Analysis': {
        'Current Guidance': 'fake',
        'Historical Comparison': {},
        'Overall Credibility Assessment': 'Credibility 50/100',
        'Key Insights': [],
      },
    },
    [PART2_TITLE]: { summary_table: [], 'Overall Risk Assessment': 'fake' },
    [PART3_TITLE]: {
      '1. Overall Investigation': 'fake',
      '2. Business Model and Moat': 'fake',
      '3. Risks and Quality': 'fake',
      "4. Owner's Earnings and Margin of Safety": {
        "Owner's Earnings and Margin of Safety Analysis": 'fake',
        'IRR Projections': {},
        'Fat Pitch Analysis': 'fake',
      },
      '5. 3-10 Year Hold Scenarios': {},
    },
    [PART4_TITLE]: { Score: '50/100' },
    analysis_meta: {
      engine_version: FAKE_ENGINE_VERSION,
      computed_at: computedAt.toISOString(),
      is_demo: facts.profile.isDemo,
      rating_status: 'rated',
      company_kind: facts.profile.kind ?? 'industrial',
      score_coverage: 1,
      not_rated_reason: null,
      missing_data: [],
      data_sources: facts.sources.map((source) => ({ kind: source.kind, description: source.description, as_of: source.asOf })),
      statements_period_end: null,
      trailing_twelve_months: null,
      price_source: null,
      classification: {
        kind: facts.profile.kind ?? 'industrial',
        kind_source: facts.profile.kindSource ?? 'default',
        kind_reason: facts.profile.kindReason ?? null,
        sector: facts.profile.sector,
        industry: facts.profile.industry ?? null,
      },
      units: '₹ crore',
      figures: { credibility_score: null, scenarios: [], score_pillars: [] },
    },
  };
}

let goldenResearch: ResearchV2 | undefined;

/**
 * The no-statements archetype's golden v2 parts (api/src/analysis/__golden__/v2), read once: a
 * schema-valid v2 answer, and the smallest (4 kB against 30), so tests that store 1,200 stay quick.
 */
export function fakeResearchV2(): ResearchV2 {
  goldenResearch ??= Object.fromEntries(
    Object.keys(ResearchV2Schema.shape).map((part) => [part, JSON.parse(readFileSync(goldenV2Path('no-statements', part), 'utf8')) as unknown]),
  ) as ResearchV2;
  return goldenResearch;
}
