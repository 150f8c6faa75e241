import { type NotRatedCode } from './companyDetails';
import { type ScenarioFigure } from './companyDetailsFigures';
import { type ReceivedAnalysisMeta } from './companyDetailsReceived';

/**
 * Older answers' formats, read in this one place (spec amendment 2; docs/api-compatibility.md).
 * Payloads from before the engine sent a figure or a code said it only in prose: a scenario's
 * '(55% Probability)', a credibility score's 'N/100', a 'Not rated — …' sentence. Each reader
 * here is used only where the structured field is absent; the rest of the browser works on the
 * structured fields and never reads prose. (JSON inside strings is still the current contract:
 * see payloadTolerance.ts.)
 */

const PROBABILITY = /\(?\s*(\d{1,3}(?:\.\d+)?)\s*%\s*probability\s*\)?/i;
const CASE_IN_TITLE = /^\s*(base|bull|bear)\s+case\b/i;
const OUT_OF_100 = /(\d{1,3}(?:\.\d+)?)\s*\/\s*100\b/;

/** An older answer's scenario title ('Base Case (55% Probability)') read as its figure. */
function figureFromTitle(title: string): ScenarioFigure {
  const percent = PROBABILITY.exec(title)?.[1];
  const probability = percent === undefined ? null : Number(percent);
  return {
    // A title naming no known case keeps its own name in the view.
    case: CASE_IN_TITLE.exec(title)?.[1]?.toLowerCase() ?? 'other',
    title,
    probability_percent: probability !== null && probability <= 100 ? probability : null,
    irr_5_years: null,
    irr_10_years: null,
  };
}

/**
 * The figures of a scenarios section: the payload's own, or for an older answer without any,
 * the case and probability each title states ('Base Case (55% Probability)').
 */
export function scenarioFiguresOf(section: Readonly<Record<string, unknown>>, figures: readonly ScenarioFigure[] | undefined): readonly ScenarioFigure[] {
  return figures ?? Object.keys(section).map(figureFromTitle);
}

/**
 * The credibility score: the payload's figure (null when there was no guidance to check), or for
 * an older answer without the figure, the 'N/100' its assessment text states.
 */
export function credibilityScoreOf(figure: number | null | undefined, assessment: unknown): number | null {
  if (figure !== undefined) return figure;
  const match = typeof assessment === 'string' ? OUT_OF_100.exec(assessment) : null;
  const score = match?.[1] === undefined ? null : Number(match[1]);
  return score !== null && score >= 0 && score <= 100 ? score : null;
}

/** Why a company is not rated, as the result view words it. */
export interface NotRated {
  /** A NotRatedCode, a newer server's code this build does not know, or null for an older sentence it cannot place. */
  code: NotRatedCode | (string & {}) | null;
  /** What the data lacks, after the code's own words; null when the code says it all. */
  detail: string | null;
  /** The engine's own words, for a code this build has no label for. */
  words: string | null;
}

const LEADING_NOT_RATED = /^not rated\s*[—–:-]\s*/i;
const WORDED_CODES: ReadonlyArray<readonly [RegExp, NotRatedCode]> = [
  [/^insufficient data\s*:\s*/i, 'insufficient_data'],
  [/^stale data\s*:\s*/i, 'stale_data'],
  [/^too little data\s*:\s*/i, 'low_coverage'],
];

/** An older answer's 'Not rated — insufficient data: …' as its code and detail. */
function fromSentence(reason: string): NotRated {
  const rest = reason.replace(LEADING_NOT_RATED, '');
  if (/^no financial statements imported yet\.?$/i.test(rest)) return { code: 'no_statements', detail: null, words: rest };
  if (/^the engine has no model for .+ yet\.?$/i.test(rest)) return { code: 'no_model', detail: null, words: rest };
  for (const [pattern, code] of WORDED_CODES) {
    if (pattern.test(rest)) return { code, detail: rest.replace(pattern, '') || null, words: rest };
  }
  return { code: null, detail: null, words: rest };
}

/** Why there is no score: the payload's code and detail, or for an older answer, read from its sentence; null when rated or unknown. */
export function notRatedOf(meta: ReceivedAnalysisMeta | null): NotRated | null {
  const reason = meta?.not_rated_reason?.trim() || null;
  const code = meta?.not_rated_code;
  if (typeof code === 'string') return { code, detail: meta?.not_rated_detail?.trim() || null, words: reason };
  return reason === null ? null : fromSentence(reason);
}
