import { PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE, SCORE_FIELD, type CompanyDetails, type ResearchV2 } from 'shared-types/api';
import { round } from '../math/growth';
import { v1NotRatedCode } from '../rating';
import { renderDataJsonV1 } from './charts';
import { renderFiguresV1 } from './figures';
import { renderInvestorLensesV1 } from './lenses';
import { classificationV1, dataSourcesV1, priceSourceV1, ttmV1, UNITS_V1 } from './meta';
import { renderPart1V1 } from './part1';
import { renderPart2V1 } from './part2';
import { renderPart3V1 } from './part3';
import { renderPart4V1 } from './part4';
import { renderPeerFiguresV1 } from './peerFigures';
import { missingDataV1, notRatedDetailV1, notRatedTextV1 } from './summary';

/**
 * The whole v1 answer rendered from the v2 document alone, with v1's frozen words: what the server
 * sends v1 clients from the stored v2 text, re-rendered without recomputing when v1's words change
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

type AnalysisMeta = CompanyDetails['analysis_meta'];

/** Why there is no score, in v1's words and code; all null for a rated company. */
function notRatedMeta(doc: ResearchV2): Pick<AnalysisMeta, 'not_rated_reason' | 'not_rated_code' | 'not_rated_detail'> {
  const r = doc.summary.not_rated;
  if (doc.summary.rating === 'rated' || r === undefined) return { not_rated_reason: null, not_rated_code: null, not_rated_detail: null };
  return { not_rated_reason: notRatedTextV1(r, doc.score), not_rated_code: v1NotRatedCode(r.code), not_rated_detail: notRatedDetailV1(r, doc.score) };
}

function analysisMeta(doc: ResearchV2): AnalysisMeta {
  const { company, summary, meta } = doc;
  return {
    engine_version: company.engine_version,
    computed_at: company.computed_at,
    is_demo: company.is_demo,
    rating_status: summary.rating,
    company_kind: summary.kind,
    score_coverage: summary.coverage,
    ...notRatedMeta(doc),
    missing_data: missingDataV1(summary),
    data_sources: dataSourcesV1(meta.sources),
    statements_period_end: company.statements_period_end ?? null,
    trailing_twelve_months: ttmV1(meta.ttm),
    price_source: priceSourceV1(meta.price),
    classification: classificationV1(meta.classification),
    units: UNITS_V1,
    figures: renderFiguresV1(doc),
    peer_figures: renderPeerFiguresV1(doc),
  };
}

export function renderResearchV1(doc: ResearchV2): CompanyDetails {
  const price = doc.summary.price;
  return {
    company_name: doc.company.name,
    company_code: doc.company.symbol,
    current_price: price?.value == null ? null : round(price.value, 2),
    last_updated: price?.period ?? null,
    [SCORE_FIELD]: doc.summary.score,
    data_json: renderDataJsonV1(doc.charts),
    [PART1_TITLE]: renderPart1V1(doc.governance),
    [PART2_TITLE]: renderPart2V1(doc.risks),
    [PART3_TITLE]: renderPart3V1(doc),
    [PART4_TITLE]: renderPart4V1(doc.summary, doc.score),
    analysis_meta: analysisMeta(doc),
    investor_lenses: renderInvestorLensesV1(doc.lenses, doc.report.quality?.piotroski),
  };
}
