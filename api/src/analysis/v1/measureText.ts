import {
  MEASURE_SCALES,
  SCALED_REASON_CODES,
  type Figure,
  type MeasureId,
  type MeasureScale,
  type MeasureV2,
  type PillarV2,
  type ReasonParam,
  type StabilityShape,
} from 'shared-types/api';
import { formatCrore, formatPct, formatRatio, formatRupees, plural } from '../format';
import { stabilityPhraseOf } from './stabilityText';
import { MAX_UNMEASURED_BENEISH_VARIABLES } from '../metrics/beneish';
import { type NpaReading } from '../metrics/assetQuality';
import { altmanMeasureV1, beneishMeasureV1, piotroskiMeasureV1 } from './qualityReasons';
import { bookGapReason } from '../v2/marginOfSafetyCodes';
import { modelReasonV1 } from './valueModelReasons';
import { holdCodeOf, NO_PROJECTION } from '../v2/expectedReturnCodes';
import { cagrGapText } from './cagrGapText';
import { holdReasonText } from './holdReasons';

/**
 * v1's evidence for one score measure ('median ROCE 28.3% over FY2021–FY2025 (0 points
 * at 8%, full marks at 25%)'), from its v2 data alone: the frozen v1 wording, with
 * format.ts's numbers (docs/decisions/0005).
 */

type Params = Record<string, ReasonParam> | undefined;

const fig = (p: Params, name: string): Figure | undefined => {
  const v = p?.[name];
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : undefined;
};
const val = (p: Params, name: string): number | null => fig(p, name)?.value ?? null;
/** A figure's period or year, as the reason states it; 'n/a' when unknown. */
const when = (p: Params, name: 'period' | 'fiscal_year' | 'from_fiscal_year' | 'to_fiscal_year' = 'period'): string =>
  p?.[name] === undefined ? 'n/a' : text(p, name);
const text = (p: Params, name: string): string => String(p?.[name] ?? '');
const num = (p: Params, name: string): number => Number(p?.[name] ?? 0);
const pct0 = (x: number | null): string => formatPct(x, 0);
const over = (p: Params): string => (p?.period === undefined ? '' : ` over ${text(p, 'period')}`);

/** How each measure states the ends of its scale. */
const SCALE_TEXT: Readonly<Record<string, (x: number) => string>> = {
  roce_stability: (x) => plural(Math.round(x), 'point'),
  roe_stability: (x) => plural(Math.round(x), 'point'),
  margin_stability: (x) => `${formatRatio(x, 1)} points`,
  leverage: (x) => formatRatio(x, 1),
  interest_cover: (x) => `${formatRatio(x, 1)} times`,
  leverage_trend: (x) => (x === 0 ? 'no rise' : `a ${pct0(x)} rise`),
  asset_quality: (x) => formatPct(x, 1),
  profit_consistency: (x) => `${pct0(x)} of years`,
  worst_profit_fall: (x) => (x === 0 ? 'no fall' : `a ${pct0(-x)} fall or a loss`),
};

/** 'ROCE: a standard deviation of 0.9 points around its mean over FY2016–FY2025'. */
function stability(series: string, p: Params): string {
  const shape = text(p, 'shape');
  const size = (val(p, 'slope') ?? 0) / 100;
  const slope = shape === 'rise' ? size : shape === 'fall' ? -size : 0;
  const phrase = stabilityPhraseOf(shape as StabilityShape, slope, (val(p, 'swing') ?? 0) / 100);
  return `${series}: ${phrase} over ${when(p)}`;
}

function cagr(what: string, code: string, p: Params, latestNotPositive: string): string {
  const upstream = cagrGapText(code, { code, params: p });
  if (code === 'measured') return `${what} CAGR ${formatPct(val(p, 'cagr'))} over ${when(p)}`;
  if (code === 'latest_not_positive') return latestNotPositive;
  if (code === 'loss_start') return `${what} CAGR ${upstream}, so no growth points`;
  if (code === 'base_effect') return `${what} CAGR ${upstream}: growth from it measures the base, not the business`;
  return `no ${what} CAGR (${upstream})`;
}

function marginOfSafety(code: string, p: Params): string {
  const mos = `margin of safety ${formatPct(val(p, 'margin'))}`;
  switch (code) {
    case 'no_price':
      return 'no current price';
    case 'no_estimate':
      return 'no positive intrinsic-value estimate to compare with the price';
    case 'book_floor':
      return (
        `the lender's ROE of ${formatPct(val(p, 'roe'))} does not exceed its growth, so the ${formatRupees(val(p, 'value'))} value rests on ` +
        `the ${formatRatio(val(p, 'price_to_book'), 2)} times book floor, not on earnings; like a loss, a floor earns no margin-of-safety points`
      );
    case 'against_book':
      return (
        `${mos} against the justified-P/B value of ${formatRupees(val(p, 'value'))} (${formatRatio(val(p, 'price_to_book'), 2)} times book value per share ` +
        `of ${formatRupees(val(p, 'book_value_per_share'))}; current P/B ${formatRatio(val(p, 'current_price_to_book'), 2)})`
      );
    case 'against_range_low':
      return `${mos} against the low end of the intrinsic-value range, ${formatRupees(val(p, 'intrinsic_value'))}`;
    case 'against_only_estimate':
      return `${mos} against the only intrinsic-value estimate that applies, ${formatRupees(val(p, 'intrinsic_value'))}`;
    default:
      return `no book-value estimate (${modelReasonV1(bookGapReason({ code, params: p }), null)}) to compare with the price`;
  }
}

function expectedReturn(code: string, p: Params): string {
  if (code === 'measured') return `base-case 5-year IRR ${formatPct(val(p, 'irr'))} a year`;
  if (code === 'eps_not_positive') return 'EPS is not positive, so no earnings-based return';
  const hold = holdCodeOf(code);
  const words = code === NO_PROJECTION ? 'no projection' : hold === undefined ? 'unknown' : holdReasonText({ code: hold });
  return code.startsWith('irr_') ? `5-year IRR not meaningful (${words})` : words;
}

/** 'gross up from 2.20%, net down from 0.50% at 2024-03-31', or why there is no trend (v1's words). */
function npaTrend(n: NpaReading): string {
  const y = n.yearBefore;
  if (y === null) return 'no filing for the same quarter a year earlier, so no trend';
  const move = (now: number | null, then: number | null, what: string): string | null =>
    now === null || then === null ? null : `${what} ${now > then ? 'up' : now < then ? 'down' : 'unchanged'} from ${formatPct(then, 2)}`;
  const moves = [move(n.gross, y.gross, 'gross'), move(n.net, y.net, 'net')].filter((m): m is string => m !== null);
  return moves.length === 0 ? 'no comparable figure a year earlier' : `${moves.join(', ')} at ${y.periodEnd}`;
}

function assetQuality(p: Params): string {
  const gross = val(p, 'gross_npa') === null ? '' : ` and gross NPA ${formatPct(val(p, 'gross_npa'), 2)}`;
  const yearBefore =
    p?.year_before === undefined ? null : { periodEnd: text(p, 'year_before'), gross: val(p, 'gross_npa_year_before'), net: val(p, 'net_npa_year_before') };
  const reading = { periodEnd: text(p, 'date'), gross: val(p, 'gross_npa'), net: val(p, 'net_npa'), yearBefore };
  return `net NPA ${formatPct(reading.net, 2)}${gross} at ${reading.periodEnd} (${npaTrend(reading)})`;
}

const FIXED: Readonly<Record<string, string>> = {
  'roce_level.unknown': 'ROCE unknown',
  'roce_stability.too_few_years': 'needs three years of ROCE',
  'margin_stability.too_few_years': 'needs three years of operating margin',
  'growth_consistency.unknown': 'no year-on-year growth can be measured',
  'leverage.unknown': 'borrowings or net worth unknown',
  'interest_cover.unknown': 'EBIT or interest unknown',
  'cash_conversion.too_few_years': 'needs two years of CFO and net profit',
  'profit_record.unknown': 'net profit unknown',
  'guidance_accuracy.no_guidance': 'no past guidance with outcomes',
  'share_count_discipline.unknown': 'share counts unknown',
  'roe_level.unknown': 'ROE unknown (needs net profit and a positive net worth)',
  'roe_stability.too_few_years': 'needs three years of ROE',
  'capital_cushion.unknown': 'net worth or total assets unknown',
  'leverage_trend.unknown': 'needs total assets and a positive net worth in the latest year and in one at least two years earlier',
  'asset_quality.no_filing': 'no net NPA in the imported results filings (a bank files it in its standalone results)',
  'profit_consistency.unknown': 'no year-on-year change in net profit can be measured',
  'worst_profit_fall.unknown': 'no year-on-year change in net profit can be measured',
};

/** The reason's v1 words, without the scale. */
export function measureReasonV1(m: MeasureV2): string {
  const p = m.reason.params;
  const code = m.reason.code.slice(`score.${m.id}.`.length);
  const fixed = FIXED[`${m.id}.${code}`];
  if (fixed !== undefined) return fixed;
  switch (`${m.id}.${code}`) {
    case 'roce_level.median':
      return `median ROCE ${formatPct(val(p, 'roce'))} over ${when(p)}`;
    case 'roce_level.one_year':
      return `ROCE ${formatPct(val(p, 'roce'))} in ${when(p)}`;
    case 'roce_level.capital_not_positive':
      return `capital employed is not positive in ${p?.fiscal_year === undefined ? 'the latest year' : text(p, 'fiscal_year')} (${formatCrore(val(p, 'capital_employed'))}): borrowings no longer cover the losses`;
    case 'growth_consistency.measured':
      return `sales or net profit rose in ${text(p, 'rose')} of ${text(p, 'comparisons')} measurable year-on-year comparisons`;
    case 'leverage.negative_net_worth':
      return `negative net worth in ${text(p, 'fiscal_year')}`;
    case 'leverage.measured':
      return `D/E ${formatRatio(val(p, 'debt_to_equity'), 2)} in ${when(p, 'fiscal_year')}`;
    case 'interest_cover.no_interest_shown':
      return `no interest shown against borrowings of ${formatCrore(val(p, 'borrowings'))} in ${when(p, 'fiscal_year')}`;
    case 'interest_cover.debt_free':
      return `no interest cost and no borrowings in ${text(p, 'fiscal_year')}`;
    case 'interest_cover.not_covered':
      return `EBIT does not cover interest in ${text(p, 'fiscal_year')}`;
    case 'interest_cover.measured':
      return `EBIT / interest ${formatRatio(val(p, 'interest_cover'), 1)} times in ${when(p, 'fiscal_year')}`;
    case 'altman_z.zone':
      return `Z'' ${formatRatio(val(p, 'z'), 2)}, ${text(p, 'zone')} zone: safe 3, grey 1.5, distress 0`;
    case 'cash_conversion.no_cumulative_profit':
      return `no cumulative profit over ${when(p)}`;
    case 'cash_conversion.measured':
      return `CFO / net profit ${formatPct(val(p, 'cash_conversion'), 0)} over ${when(p)}`;
    case 'piotroski_f_score.measured':
      return `F-score ${text(p, 'f_score')}/${text(p, 'criteria')}`;
    case 'piotroski_f_score.too_few_criteria':
      return `only ${text(p, 'criteria')} of 9 criteria could be tested`;
    case 'beneish_m_score.zone':
      return `M ${formatRatio(val(p, 'm'), 2)}: below −2.22 earns 2, grey band 1, above −1.78 none`;
    case 'beneish_m_score.too_many_proxies': {
      const unmeasured = Array.isArray(p?.unmeasured) ? p.unmeasured : [];
      const named = unmeasured.map((u) => u.replace(/^([a-z]+)_(.*)$/, (_, name: string, basis: string) => `${name.toUpperCase()} ${basis}`));
      return (
        `M ${formatRatio(val(p, 'm'), 2)} rests on ${named.length} of 8 variables that are proxied or neutral ` +
        `(${named.join(', ')}), more than ${MAX_UNMEASURED_BENEISH_VARIABLES}`
      );
    }
    case 'profit_record.measured':
      return `profitable in ${text(p, 'profitable_years')} of the last ${plural(num(p, 'years'), 'year')} with figures`;
    case 'guidance_accuracy.measured':
      return `credibility score ${text(p, 'credibility')}/100 from ${plural(num(p, 'guided_items'), 'guided item')}`;
    case 'share_count_discipline.measured':
    case 'share_count_discipline.net_of_actions': {
      const dilution = code === 'measured' ? '' : `, dilution ${formatPct(val(p, 'dilution'))} once corporate actions are set aside`;
      return `shares ${text(p, 'direction')} ${formatPct(val(p, 'share_change'))} over ${when(p)}${dilution}`;
    }
    case 'roe_level.measured': {
      const roa = val(p, 'return_on_assets') === null ? '' : `; return on assets ${formatPct(val(p, 'return_on_assets'), 2)} in ${when(p, 'fiscal_year')}`;
      return `median ROE ${formatPct(val(p, 'roe'))} on average net worth over ${when(p)}${roa}`;
    }
    case 'capital_cushion.measured':
      return `net worth ${formatPct(val(p, 'equity_to_assets'))} of total assets in ${when(p, 'fiscal_year')}`;
    case 'leverage_trend.net_worth_not_positive':
      return `net worth is not positive in ${text(p, 'fiscal_year')}`;
    case 'leverage_trend.measured': {
      const times = (name: 'from' | 'to'): string => `${formatRatio(val(p, name), 1)} times in ${when(p, `${name}_fiscal_year`)}`;
      return `total assets / net worth ${times('from')} and ${times('to')}, ${text(p, 'direction')} ${formatPct(val(p, 'change'))}`;
    }
    case 'asset_quality.measured':
      return assetQuality(p);
    case 'profit_consistency.measured':
      return `net profit rose in ${text(p, 'rose')} of ${plural(num(p, 'comparisons'), 'year-on-year comparison')}${over(p)}`;
    case 'worst_profit_fall.no_fall':
      return `net profit did not fall in any of ${plural(num(p, 'comparisons'), 'year-on-year comparison')}${over(p)}`;
    case 'worst_profit_fall.measured': {
      const what = p?.loss === true ? 'a loss (counted as a 100% fall)' : `net profit down ${formatPct(val(p, 'fall'))}`;
      return `${text(p, 'fiscal_year')} was the worst year${over(p)}: ${what}`;
    }
    default:
      break;
  }
  if (m.id === 'roce_stability' || m.id === 'margin_stability' || m.id === 'roe_stability') {
    return stability(m.id === 'roce_stability' ? 'ROCE' : m.id === 'roe_stability' ? 'ROE' : 'operating margin', p);
  }
  if (m.id === 'sales_cagr') return cagr('sales', code, p, 'latest sales are not positive');
  if (m.id === 'eps_cagr') return cagr('EPS', code, p, `${text(p, 'fiscal_year')} EPS is not positive (loss-making)`);
  if (m.id === 'altman_z') return altmanMeasureV1(code);
  if (m.id === 'piotroski_f_score') return piotroskiMeasureV1(code, p);
  if (m.id === 'beneish_m_score') return beneishMeasureV1(code, p);
  if (m.id === 'margin_of_safety') return marginOfSafety(code, p);
  if (m.id === 'expected_return') return expectedReturn(code, p);
  return m.reason.code;
}

/** v1's evidence: the reason, its scale, or 'left out: ' and why. */
export function measureEvidenceV1(m: MeasureV2): string {
  const why = measureReasonV1(m);
  if (m.points === null) return `left out: ${why}`;
  const scale = MEASURE_SCALES[m.id as MeasureId] as MeasureScale | undefined;
  if (!SCALED_REASON_CODES.includes(m.reason.code) || scale?.zero_at === undefined || scale.full_at === undefined) return why;
  const fmt = SCALE_TEXT[m.id] ?? pct0;
  return `${why} (0 points at ${fmt(scale.zero_at)}, full marks at ${fmt(scale.full_at)})`;
}

/** Each measure's v1 label. */
export const MEASURE_V1_LABELS: Readonly<Record<string, string>> = {
  roce_level: 'ROCE level',
  roce_stability: 'ROCE stability',
  margin_stability: 'Margin stability',
  sales_cagr: 'Sales growth',
  eps_cagr: 'EPS growth',
  growth_consistency: 'Growth consistency',
  leverage: 'Leverage',
  interest_cover: 'Interest cover',
  altman_z: "Altman Z''",
  cash_conversion: 'Cash conversion',
  piotroski_f_score: 'Piotroski F-score',
  beneish_m_score: 'Beneish M-score',
  profit_record: 'Profit record',
  guidance_accuracy: 'Guidance accuracy',
  share_count_discipline: 'Share count discipline',
  margin_of_safety: 'Margin of safety',
  expected_return: 'Expected return',
  roe_level: 'ROE level',
  roe_stability: 'ROE stability',
  capital_cushion: 'Capital cushion',
  leverage_trend: 'Leverage trend',
  asset_quality: 'Asset quality',
  profit_consistency: 'Profit consistency',
  worst_profit_fall: 'Worst profit fall',
};

export const measureLabelV1 = (id: string): string => MEASURE_V1_LABELS[id] ?? id;

/** The measures a pillar left out, with why: 'ROCE level (ROCE unknown)'. */
export const leftOutMeasuresV1 = (p: PillarV2): string[] =>
  p.measures.filter((m) => m.points === null).map((m) => `${measureLabelV1(m.id)} (${measureReasonV1(m)})`);
