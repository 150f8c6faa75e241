import { PART3_SECTIONS, type CompanyDetails, type PART3_TITLE } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { renderReportV1, type ReportV1Input } from '../v1/part3Report';
import { buildReportV2 } from '../v2/report';
import { buildRisksV2 } from '../v2/risks';
import { buildValueV2 } from '../v2/value';
import { buildOwnerEarningsSection } from './part3OwnerEarnings';
import { buildScenarioSection } from './part3Scenarios';

/** Part 3: the holistic investigation report (five numbered sections), v1 words rendered from v2 data. */

type Part3 = CompanyDetails[typeof PART3_TITLE];

/** What v1's sections 1–3 are rendered from: the v2 parts, and the score and not-rated reason as the summary carries them. */
export function reportV1Input(a: Analysis): ReportV1Input {
  const rated = a.rating.status === 'rated';
  return {
    report: buildReportV2(a),
    risks: buildRisksV2(a),
    value: buildValueV2(a),
    summary: {
      company_name: a.ctx.profile?.name ?? '',
      company_code: a.ctx.profile?.code ?? '',
      score: rated ? a.score.score : null,
      not_rated_reason: rated ? null : (a.rating.reason ?? null),
    },
  };
}

export function buildPart3(a: Analysis): Part3 {
  const text = renderReportV1(reportV1Input(a));
  if (text.unmodelled !== null) {
    const why = text.unmodelled;
    return {
      [PART3_SECTIONS[0]]: text.overview,
      [PART3_SECTIONS[1]]: why,
      [PART3_SECTIONS[2]]: why,
      [PART3_SECTIONS[3]]: { "Owner's Earnings and Margin of Safety Analysis": why, 'IRR Projections': {}, 'Fat Pitch Analysis': why },
      [PART3_SECTIONS[4]]: {},
    };
  }
  return {
    [PART3_SECTIONS[0]]: text.overview,
    [PART3_SECTIONS[1]]: text.business,
    [PART3_SECTIONS[2]]: text.quality,
    [PART3_SECTIONS[3]]: buildOwnerEarningsSection(a),
    [PART3_SECTIONS[4]]: buildScenarioSection(a),
  };
}
