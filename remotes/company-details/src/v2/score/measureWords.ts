import { MEASURE_SCALES, SCALED_REASON_CODES, type Figure, type MeasureScale, type MeasureV2, type ReasonParam } from 'shared-types/api';
import { type Messages } from 'shared-types/messages';

/**
 * A score measure in words, from its v2 data: its name, the figure it rests on, its points and its
 * reason worded as the v1 answer words it (api/src/analysis/v1/measureText.ts): the catalogue's
 * sentence, its scale after it when the points come from one, 'left out: ' before it when the
 * measure is left out (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

const scaleOf = (id: string): MeasureScale | undefined => (MEASURE_SCALES as Readonly<Record<string, MeasureScale | undefined>>)[id];

/** A measure's full marks; one this build does not know has none. */
export const maxOf = (id: string): number => scaleOf(id)?.max ?? 0;

const isFigure = (p: ReasonParam | undefined): p is Figure => typeof p === 'object' && p !== null && !Array.isArray(p);

/** The measure's name; one this build does not know is 'Another measure'. */
export function measureName(messages: Messages, id: string): string {
  const code = `score.measure.${id}`;
  return messages.format(messages.has(code) ? code : 'v2.score.measure_unknown');
}

/** The parameter holding the figure each measure rests on (the lender's too: ROE, not ROCE). */
const FIGURE_PARAM: Readonly<Record<string, string>> = {
  roce_level: 'roce',
  roce_stability: 'swing',
  margin_stability: 'swing',
  sales_cagr: 'cagr',
  eps_cagr: 'cagr',
  leverage: 'debt_to_equity',
  interest_cover: 'interest_cover',
  altman_z: 'z',
  cash_conversion: 'cash_conversion',
  beneish_m_score: 'm',
  share_count_discipline: 'share_change',
  margin_of_safety: 'margin',
  expected_return: 'irr',
  roe_level: 'roe',
  roe_stability: 'swing',
  capital_cushion: 'equity_to_assets',
  leverage_trend: 'to',
  asset_quality: 'net_npa',
  worst_profit_fall: 'fall',
};

/** Measures that rest on a count of a count ('6 of 8' criteria, '18 of 18' comparisons). */
const COUNT_PARAMS: Readonly<Record<string, readonly [string, string]>> = {
  piotroski_f_score: ['f_score', 'criteria'],
  growth_consistency: ['rose', 'comparisons'],
  profit_record: ['profitable_years', 'years'],
  profit_consistency: ['rose', 'comparisons'],
};

/** The figure a measure rests on, with its period when it has one ('28.3% (FY2021–FY2025)'); null when there is none. */
export function measureFigure(messages: Messages, measure: MeasureV2): string | null {
  const params = measure.reason.params ?? {};
  const counts = COUNT_PARAMS[measure.id];
  if (counts !== undefined) {
    const [count, of] = [params[counts[0]], params[counts[1]]];
    return typeof count === 'number' && typeof of === 'number' ? messages.format('v2.score.count_of', { count, of }) : null;
  }
  if (measure.id === 'guidance_accuracy')
    return typeof params.credibility === 'number' ? messages.format('v2.score.out_of_100', { count: params.credibility }) : null;
  const named = params[FIGURE_PARAM[measure.id] ?? ''];
  const figure = isFigure(named) ? named : Object.values(params).find(isFigure);
  if (figure === undefined || figure.value === null) return null;
  const period = [params.period, params.fiscal_year, params.to_fiscal_year, figure.period].find((p) => typeof p === 'string');
  const text = messages.figure(figure);
  return typeof period === 'string' ? messages.format('v2.score.figure_period', { figure: text, period }) : text;
}

/** The points of full marks ('3.8/5'), or 'left out of 3 points'. */
export function measurePoints(messages: Messages, measure: MeasureV2): string {
  const max = maxOf(measure.id);
  if (measure.points === null) return messages.format('v2.score.left_out_points', { max });
  const points = messages.figure({ value: measure.points, unit: 'score' });
  // A measure this build does not know has no full marks to state.
  return max > 0 ? messages.format('score.points', { points, max }) : points;
}

export type MeasureOutcome = 'full' | 'part' | 'none' | 'left_out';

export function measureOutcome(measure: MeasureV2): MeasureOutcome {
  if (measure.points === null) return 'left_out';
  const max = maxOf(measure.id);
  if (measure.points <= 0) return 'none';
  return max > 0 && measure.points >= max ? 'full' : 'part';
}

/** 'GMI proxied', 'SGAI neutral': the Beneish variables an M-score rests on without measuring. */
function beneishUnmeasured(messages: Messages, ids: readonly string[]): string[] {
  return ids.map((id) => {
    const [variable = id, basis = ''] = id.split(/_(.*)/);
    return messages.format('v2.score.beneish_unmeasured', { variable: variable.toUpperCase(), basis });
  });
}

/** A scale's end in its unit: a whole percentage where it is one ('8%', but '0.5%'). */
function scaleEnd(value: number, unit: MeasureScale['unit']): Figure {
  return { value, unit: unit ?? 'number' };
}

const fractionDecimals = (value: number): number => (Number.isInteger(Math.round(value * 1e6) / 1e4) ? 0 : 1);

/** The measure's reason as a sentence: the catalogue's words, then its scale, or 'left out: ' and why. */
export function measureSentence(messages: Messages, measure: MeasureV2): string {
  const params: Record<string, ReasonParam> = { ...measure.reason.params };
  if (Array.isArray(params.unmeasured)) params.unmeasured = beneishUnmeasured(messages, params.unmeasured);
  const reason = messages.format(measure.reason.code, params);
  if (measure.points === null) return messages.format('v2.score.working.left_out', { reason });
  const scale = scaleOf(measure.id);
  if (!SCALED_REASON_CODES.includes(measure.reason.code) || scale?.zero_at === undefined || scale.full_at === undefined) return reason;
  const decimals = scale.unit === 'fraction' ? { zero_at: fractionDecimals(scale.zero_at), full_at: fractionDecimals(scale.full_at) } : undefined;
  const scaleText = messages.format(
    'score.scale',
    { zero_at: scaleEnd(scale.zero_at, scale.unit), full_at: scaleEnd(scale.full_at, scale.unit) },
    { decimals },
  );
  return messages.format('v2.score.working.scaled', { reason, scale: scaleText });
}
