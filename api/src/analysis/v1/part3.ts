import { PART3_SECTIONS, type CompanyDetails, type PART3_TITLE, type ResearchV2 } from 'shared-types/api';
import { irrProjectionsV1 } from './part3Hold';
import { scenarioSectionV1 } from './part3HoldScenarios';
import { renderReportV1, type ReportV1Input } from './part3Report';
import { renderValueV1 } from './part3Value';
import { notRatedTextV1 } from './summary';

/** v1's Part 3, the holistic investigation report (five numbered sections), from the v2 document alone. */

type Part3 = CompanyDetails[typeof PART3_TITLE];

/** The parts of the document Part 3 is rendered from. */
export type Part3Parts = Pick<ResearchV2, 'company' | 'summary' | 'score' | 'report' | 'risks' | 'value' | 'hold'>;

/** What sections 1–3 are rendered from: the report, risks and value parts, and the company, score and not-rated sentence. */
export function reportV1InputOf(doc: Omit<Part3Parts, 'hold'>): ReportV1Input {
  const why = doc.summary.not_rated;
  // Rated yet nothing scored: the report states no not-rated sentence (its verdict says 'Not rated').
  const reason = why === undefined || why.code === 'rating.nothing_scored' ? null : notRatedTextV1(why, doc.score);
  return {
    report: doc.report,
    risks: doc.risks,
    value: doc.value,
    summary: { company_name: doc.company.name, company_code: doc.company.symbol, score: doc.summary.score, not_rated_reason: reason },
  };
}

export function renderPart3V1(doc: Part3Parts): Part3 {
  const text = renderReportV1(reportV1InputOf(doc));
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
  const value = renderValueV1(doc.value);
  return {
    [PART3_SECTIONS[0]]: text.overview,
    [PART3_SECTIONS[1]]: text.business,
    [PART3_SECTIONS[2]]: text.quality,
    [PART3_SECTIONS[3]]: {
      "Owner's Earnings and Margin of Safety Analysis": value.analysis,
      'IRR Projections': irrProjectionsV1(doc.hold),
      'Fat Pitch Analysis': value.fatPitch,
    },
    [PART3_SECTIONS[4]]: scenarioSectionV1(doc.hold),
  };
}
