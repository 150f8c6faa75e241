import { type CompanyDetails, type PART3_TITLE } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { renderPart3V1, reportV1InputOf, type Part3Parts } from '../v1/part3';
import { type ReportV1Input } from '../v1/part3Report';
import { buildCompanyV2 } from '../v2/company';
import { buildHoldV2 } from '../v2/hold';
import { buildReportV2 } from '../v2/report';
import { buildRisksV2 } from '../v2/risks';
import { buildScoreV2 } from '../v2/score';
import { buildSummaryV2 } from '../v2/summary';
import { buildValueV2 } from '../v2/value';

/**
 * Part 3 of one analysis, the holistic investigation report: the v2 parts it is rendered from, built
 * here, and v1's words from v1/part3.ts, as the whole answer is rendered from the v2 document.
 */

/** The parts Part 3 reads; the run's time is not among what it states. */
function part3Parts(a: Analysis): Part3Parts {
  return {
    company: buildCompanyV2(a, ''),
    summary: buildSummaryV2(a),
    score: buildScoreV2(a),
    report: buildReportV2(a),
    risks: buildRisksV2(a),
    value: buildValueV2(a),
    hold: buildHoldV2(a),
  };
}

/** What v1's sections 1–3 are rendered from. */
export function reportV1Input(a: Analysis): ReportV1Input {
  return reportV1InputOf(part3Parts(a));
}

export function buildPart3(a: Analysis): CompanyDetails[typeof PART3_TITLE] {
  return renderPart3V1(part3Parts(a));
}
