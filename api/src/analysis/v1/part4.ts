import {
  MEASURE_SCALES,
  PILLAR_V1_NAMES,
  pillarPoints,
  scorePoints,
  type CompanyDetails,
  type PART4_TITLE,
  type PillarV2,
  type ScoreV2,
  type SummaryV2,
} from 'shared-types/api';
import { MIN_ASSESSABLE_POINTS, MIN_RATED_YEARS, PILLARS_NEEDED } from '../assumptions';
import { formatPct, formatRatio, joinList } from '../format';
import { PILLAR_WEIGHTS } from '../score';
import { measureEvidenceV1, measureLabelV1 as label } from './measureText';
import { notRatedTextV1, priceStaleDatedV1 } from './summary';

/** v1's Part 4 (the score pillar by pillar, and its Method), rendered from v2 alone with the frozen v1 wording (docs/decisions/0005). */

type Part4 = CompanyDetails[typeof PART4_TITLE];

const pts = (x: number): string => formatRatio(x, 1);
const pctOf = (x: number | undefined): string => formatPct(x ?? null, 0);
const S = MEASURE_SCALES;
/** A measure's full marks; an id this build does not know has none. */
const maxOf = (id: string): number => (S as Readonly<Record<string, { max: number } | undefined>>)[id]?.max ?? 0;

/** What a lender is judged on instead, pillar by pillar. */
export const LENDER_PILLAR_NOTES: Readonly<Record<string, string>> = {
  business_quality:
    'A lender is judged on ROE (net profit / net worth) and how steady it stays through the credit cycle, in place of ROCE and operating-margin stability.',
  financial_strength:
    "D/E, interest cover and Altman Z'' do not apply to a lender, whose borrowings are its raw material: the capital cushion (net worth / total assets) and the trend in leverage (total assets / net worth) carry the pillar's 15 points.",
  earnings_quality:
    "No cash-flow measures for a lender: its operating cash flow swings with loan growth, deposits and borrowings rather than with the quality of its profit, and the F-score and Beneish M do not fit its balance sheet. The profit record, how consistently profit rose and its worst fall (the mark of credit losses) carry the pillar's 15 points.",
  valuation: "The margin of safety is measured against the justified-P/B value of the lender's book (Part 3, section 4), not against Graham's growth P/E.",
};

/** How a bank or NBFC is scored: same pillars and weights, its own measures, each pillar complete. */
export const LENDER_METHOD = `Lenders (banks and NBFCs) are scored on the same six pillars and weights, with measures that fit a lender and add up to each pillar's full weight, so no pillar is rescaled for want of applicable measures. Business quality: ROE level ${S.roe_level.max} (0 at ${pctOf(S.roe_level.zero_at)}, full at ${pctOf(S.roe_level.full_at)}) and ROE stability ${S.roe_stability.max} (standard deviation over ten years around the trend, or around the mean when ROE falls, 0 at ${formatRatio(S.roe_stability.zero_at ?? null, 0)} points, full at ${formatRatio(S.roe_stability.full_at ?? null, 0)}). Financial strength: capital cushion ${S.capital_cushion.max} (net worth / total assets, 0 at ${pctOf(S.capital_cushion.zero_at)}, full at ${pctOf(S.capital_cushion.full_at)}) and leverage trend ${S.leverage_trend.max} (change in total assets / net worth over up to five years, 0 at a ${pctOf(S.leverage_trend.zero_at)} rise, full with no rise) and asset quality ${S.asset_quality.max} (net NPA of the latest quarter in the standalone results filings, 0 at ${pctOf(S.asset_quality.zero_at)}, full at ${formatPct(S.asset_quality.full_at ?? null, 1)}; left out without a filing), in place of D/E, interest cover and Altman. Earnings quality: profit record ${S.profit_record.max}, profit consistency ${S.profit_consistency.max} (share of years net profit rose, 0 at ${pctOf(S.profit_consistency.zero_at)}, full at ${pctOf(S.profit_consistency.full_at)}) and worst profit fall ${S.worst_profit_fall.max} (largest year-on-year fall over ten years, 0 at a ${pctOf(-(S.worst_profit_fall.zero_at ?? 0))} fall or a swing into loss, full with none); no cash-flow measures, because a lender's operating cash flow moves with loan growth, deposits and borrowings rather than with the quality of its profit, and the F-score and Beneish M do not fit its balance sheet. Growth and management credibility are measured as for any company. Valuation: margin of safety 8 against the justified-P/B value of book, (ROE − g) / (r − g) × book value per share, not Graham's growth P/E, and the base 5-year IRR 7, with EPS growth capped at ROE × retention.`;

export const SCORE_METHOD = `Six pillars with fixed weights: ${Object.entries(PILLAR_WEIGHTS)
  .map(([name, weight]) => `${name.toLowerCase()} ${weight}`)
  .join(
    ', ',
  )} (total 100). Each measure earns points on a linear scale between a floor (0 points) and a full-marks target, both stated beside it. Measures that cannot be computed for want of data are left out and the total is rescaled (score = 100 × points earned ÷ points assessable); a loss or a bad figure earns zero. Rescaling is fair only while most of the score rests on data, so the share of the 100 points that could be assessed is published beside the score, and there is no score below ${MIN_ASSESSABLE_POINTS} assessable points or below half the points of ${joinList(PILLARS_NEEDED.map((p) => p.toLowerCase()))} each. Rating also needs at least ${MIN_RATED_YEARS} fiscal years with both sales and net profit, and a current price.`;

const DETERMINISTIC = 'The score is deterministic: the same data always gives the same score.';
const LENDER_POINTER =
  'Banks and NBFCs are scored on the same pillars and weights with measures of their own (ROE level and stability, capital cushion and leverage trend, profit record and stability, and a justified-P/B valuation), set out in a lender’s Method.';

/** The Method text: the common rules, then how this kind of company (lender or not) is measured. */
export function scoreMethod(lender: boolean): string {
  return `${SCORE_METHOD} ${lender ? LENDER_METHOD : LENDER_POINTER} ${DETERMINISTIC}`;
}

function pillarText(p: PillarV2, rated: boolean): string {
  const { weight, earned, assessable } = pillarPoints(p);
  const measures = p.measures.map((m) =>
    m.points === null
      ? `${label(m.id)} (${maxOf(m.id)} points) ${measureEvidenceV1(m)}`
      : `${label(m.id)} ${pts(m.points)}/${maxOf(m.id)}: ${measureEvidenceV1(m)}`,
  );
  const note = p.lender_note === true ? ` ${LENDER_PILLAR_NOTES[p.id] ?? ''}` : '';
  const body = `${measures.join('; ')}.${note}`;
  if (!rated) return `Not scored while the company is not rated. What the data shows: ${body}`;
  if (assessable === 0) return `No points assessable (weight ${weight}): ${body}`;
  const scope = assessable === weight ? `${pts(earned)} of ${weight} points` : `${pts(earned)} of ${assessable} assessable points (weight ${weight})`;
  return `${scope}. ${body}`;
}

function scoreText(summary: SummaryV2, score: ScoreV2): string {
  const s = summary.score as number;
  const { earned, assessable } = scorePoints(score);
  const rescale =
    assessable < 100
      ? `${pts(earned)} points earned of ${pts(assessable)} assessable (${formatPct(assessable / 100, 0)} of the score's points), rescaled to 100`
      : `${pts(earned)} points earned of 100`;
  // A stale price is used all the same, and the score says so (context/freshness.ts).
  const stale =
    summary.price_stale === undefined || summary.price === undefined
      ? ''
      : ` The valuation measures used the price though it is stale: ${priceStaleDatedV1(summary.price_stale)}.`;
  return `${s}/100 (${summary.band}: 75 and above strong, 60–74 good, 45–59 average, below 45 weak). ${rescale}.${stale}`;
}

export function renderPart4V1(summary: SummaryV2, score: ScoreV2): Part4 {
  const rated = summary.rating === 'rated';
  const out: Part4 = {};
  const notRated = summary.not_rated;
  if (rated) out.Score = scoreText(summary, score);
  // Rated yet nothing scored has no not-rated sentence of its own in Part 4.
  else out.Score = notRated === undefined || notRated.code === 'rating.nothing_scored' ? 'Not rated' : notRatedTextV1(notRated, score);
  for (const p of score.pillars) out[PILLAR_V1_NAMES[p.id as keyof typeof PILLAR_V1_NAMES] ?? p.id] = pillarText(p, rated);
  out.Method = scoreMethod(score.method === 'lender');
  return out;
}
