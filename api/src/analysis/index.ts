import { PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE, SCORE_FIELD, type CompanyDetails, type ScoreV2, type SummaryV2 } from 'shared-types/api';
import { runAnalysis } from './analyse';
import { buildDataJson } from './chartSeries';
import { buildInvestorLenses } from './lenses';
import { round } from './math/growth';
import { buildFigures } from './sections/figures';
import { buildPeerFigures } from './peerFigures';
import { buildPart1 } from './sections/part1Governance';
import { buildPart2 } from './sections/part2Risk';
import { buildPart3 } from './sections/part3Report';
import { renderPart4V1 } from './v1/part4';
import { type CompanyFacts } from './types';
import { v1NotRatedCode } from './rating';
import { missingDataV1, notRatedDetailV1, notRatedTextV1 } from './v1/summary';
import { buildScoreV2 } from './v2/score';
import { buildSummaryV2 } from './v2/summary';
import { classificationV1, dataSourcesV1, priceSourceV1, ttmV1, UNITS_V1 } from './v1/meta';
import { buildMetaV2 } from './v2/meta';

/**
 * The deterministic analysis engine: CompanyFacts in, the company-details payload
 * out. Pure — no I/O, no clock, no randomness — so a stored payload is valid until
 * the facts or ANALYSIS_ENGINE_VERSION change.
 */

/** Bump whenever a formula, threshold or text changes, so every stored analysis is recomputed. */
export const ANALYSIS_ENGINE_VERSION = '1.19.0';

export interface AnalyseOptions {
  /** When the analysis was computed: an ISO timestamp (a Date is accepted and converted). */
  computedAt: string | Date;
}

function isoOf(value: string | Date): string {
  if (typeof value === 'string') return value;
  return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
}

/** Why there is no score, in v1's words and code, rendered from the v2 summary; all null for a rated company. */
function notRatedMeta(summary: SummaryV2, score: ScoreV2): Pick<CompanyDetails['analysis_meta'], 'not_rated_reason' | 'not_rated_code' | 'not_rated_detail'> {
  const r = summary.not_rated;
  if (summary.rating === 'rated' || r === undefined) return { not_rated_reason: null, not_rated_code: null, not_rated_detail: null };
  return { not_rated_reason: notRatedTextV1(r, score), not_rated_code: v1NotRatedCode(r.code), not_rated_detail: notRatedDetailV1(r, score) };
}

export function analyseCompany(facts: CompanyFacts, options: AnalyseOptions): CompanyDetails {
  const a = runAnalysis(facts, isoOf(options.computedAt));
  const ctx = a.ctx;
  const rated = a.rating.status === 'rated';
  const part1 = buildPart1(a);
  const summary = buildSummaryV2(a);
  const score = buildScoreV2(a);
  const meta = buildMetaV2(a, facts.sources ?? []);
  return {
    company_name: ctx.profile?.name ?? '',
    company_code: ctx.profile?.code ?? '',
    current_price: ctx.price === null ? null : round(ctx.price.price, 2),
    last_updated: ctx.price?.date ?? null,
    [SCORE_FIELD]: rated ? a.score.score : null,
    data_json: buildDataJson(ctx),
    [PART1_TITLE]: part1,
    [PART2_TITLE]: buildPart2(a),
    [PART3_TITLE]: buildPart3(a),
    [PART4_TITLE]: renderPart4V1(summary, score),
    analysis_meta: {
      engine_version: ANALYSIS_ENGINE_VERSION,
      computed_at: isoOf(options.computedAt),
      is_demo: ctx.profile?.isDemo === true,
      rating_status: rated && a.score.score !== null ? 'rated' : 'not_rated',
      company_kind: ctx.kind,
      score_coverage: a.score.pillars.length === 0 ? null : round(a.score.assessable / 100, 4),
      ...notRatedMeta(summary, score),
      missing_data: missingDataV1(summary),
      data_sources: dataSourcesV1(meta.sources),
      statements_period_end: ctx.latest?.periodEnd ?? null,
      trailing_twelve_months: ttmV1(meta.ttm),
      price_source: priceSourceV1(meta.price),
      classification: classificationV1(meta.classification),
      units: UNITS_V1,
      figures: buildFigures(a),
      peer_figures: buildPeerFigures(a, rated ? a.score.score : null),
    },
    investor_lenses: buildInvestorLenses(a),
  };
}

export type { CompanyFacts } from './types';
