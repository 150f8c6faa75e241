import { type FatPitchV2, type Figure, type Reason, type ValuationV2, type ValueV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { hasModel } from '../companyModel';
import {
  DISCOUNT_RATE,
  FAT_PITCH_IRR,
  FAT_PITCH_MARGIN,
  FAT_PITCH_RETURNS,
  MAX_AVERAGED_SPREAD,
  MIN_YEARS_FOR_LONG_VIEW,
  TERMINAL_GROWTH,
} from '../assumptions';
import { fySpan } from '../format';
import { reason } from './figure';
import { figure } from './figure';
import { lenderBookV2, modelsV2 } from './valueModels';
import { ownerEarningsV2 } from './valueOwnerEarnings';

/**
 * Part 3, section 4 as v2 data (shared-types ValueV2Schema): owner's earnings, the valuation models,
 * intrinsic value and margin of safety, and the fat pitch. No sentence: v1's text is rendered from
 * this by api/src/analysis/v1/part3Value.ts (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

const rupees = (x: number | null): Figure => figure(x, 'inr_per_share');
const fraction = (x: number | null, period?: string): Figure => figure(x, 'fraction', period);
const fiveYearIrr = (a: Analysis): number | null => a.horizons.find((h) => h.years === 5)?.projection.irr ?? null;

/** The earnings the models value when a cyclical's latest year is a poor guide (metrics/normalisedEarnings.ts). */
function normalisedV2(a: Analysis): ValueV2['normalised_earnings'] {
  const base = a.valuation.earningsBase;
  const n = a.normalisedEarnings;
  if (!base.normalised || n === null || !n.ok) return undefined;
  return { latest_eps: rupees(a.valuation.eps), reason: n.why };
}

/** When the margin of safety and the base 5-year IRR point opposite ways, why. */
function marginNote(a: Analysis, mos: number): Reason | undefined {
  const five = fiveYearIrr(a);
  const h = a.hold;
  if (five === null || !h.ok) return undefined;
  const irrSaysBuy = five >= DISCOUNT_RATE;
  if (irrSaysBuy === mos > 0) return undefined;
  const params = { irr_5y: fraction(five), exit_pe: figure(h.exitPe, 'times') };
  return reason(irrSaysBuy ? 'value.margin.irr_clears_without_margin' : 'value.margin.margin_with_irr_short', params);
}

/** The reverse DCF: what growth the price implies under the same DCF. */
function reverseDcf(a: Analysis): Reason | undefined {
  const implied = a.valuation.impliedGrowth;
  const price = a.ctx.price?.price;
  if (implied === null || price === undefined) return undefined;
  if (implied.kind === 'growth_destroys_value') return reason('value.reverse_dcf.growth_destroys_value');
  if (implied.kind !== 'solved') {
    return implied.kind === 'below_range'
      ? reason('value.reverse_dcf.below_range', { shrink: fraction(-implied.bound) })
      : reason('value.reverse_dcf.above_range', { bound: fraction(implied.bound) });
  }
  return reason('value.reverse_dcf.solved', { implied_growth: fraction(implied.growth) });
}

/** Intrinsic value (the low end of the range), the range, the price and the margin of safety against it. */
function margin(a: Analysis): Partial<ValueV2> {
  const v = a.valuation;
  const r = v.range;
  if (v.iv === null || r === null) return {};
  const mos = v.marginOfSafety;
  const note = mos === null ? undefined : marginNote(a, mos);
  return {
    intrinsic_value: rupees(v.iv),
    ...(v.candidates.length > 1 && !a.ctx.isLender
      ? { range: { high: rupees(r.high), spread: figure(r.spread, 'times'), max_spread: figure(MAX_AVERAGED_SPREAD, 'times') } }
      : {}),
    ...(mos === null ? {} : { margin_of_safety: fraction(mos) }),
    ...(note === undefined ? {} : { margin_note: note }),
  };
}

function sensitivity(a: Analysis): ValueV2['sensitivity'] {
  const s = a.valuation.sensitivity;
  if (s === null) return undefined;
  return {
    shift: figure(s.shift * 100, 'percentage_points'),
    roe_down: rupees(s.roe.down),
    roe_up: rupees(s.roe.up),
    growth_down: rupees(s.growth.down),
    growth_up: rupees(s.growth.up),
  };
}

/** The fat pitch: quality, margin of safety and expected return, all three at once. */
export function fatPitchV2(a: Analysis): FatPitchV2 {
  if (a.ctx.latest === null) return { outcome: 'not_assessed', reason: reason('value.fat_pitch.no_statements') };
  if (a.thinHistory) {
    return { outcome: 'not_assessed', reason: reason('value.fat_pitch.thin_history', { years: a.ctx.years.length, needed: MIN_YEARS_FOR_LONG_VIEW }) };
  }
  const lender = a.ctx.isLender;
  const r = lender ? a.returns.roe : a.returns.roce;
  const distress = a.altman.z !== null && a.altman.zone === 'distress';
  const five = fiveYearIrr(a);
  const mos = a.valuation.marginOfSafety;
  const span = r.fromFy !== null && r.toFy !== null ? fySpan(r.fromFy, r.toFy) : undefined;
  const tests: NonNullable<FatPitchV2['tests']> = [
    {
      id: 'quality',
      passed: r.median === null ? null : r.median >= FAT_PITCH_RETURNS && !distress,
      ...(r.median === null ? {} : { figure: fraction(r.median, span) }),
      threshold: fraction(FAT_PITCH_RETURNS),
      ...(distress ? { altman_distress: true } : {}),
    },
    {
      id: 'margin_of_safety',
      passed: mos === null ? null : mos >= FAT_PITCH_MARGIN,
      ...(mos === null ? {} : { figure: fraction(mos) }),
      threshold: fraction(FAT_PITCH_MARGIN),
    },
    {
      id: 'expected_return',
      passed: five === null ? null : five >= FAT_PITCH_IRR,
      ...(five === null ? {} : { figure: fraction(five) }),
      threshold: fraction(FAT_PITCH_IRR),
    },
  ];
  const passed = tests.filter((t) => t.passed === true).length;
  const iv = a.valuation.iv;
  return {
    outcome: passed === 3 ? 'yes' : passed === 2 ? 'close' : 'no',
    measure: lender ? 'roe' : 'roce',
    tests,
    ...(iv !== null && iv > 0 ? { price_for_margin: rupees(iv * (1 - FAT_PITCH_MARGIN)) } : {}),
  };
}

/** The figures the valuation is stated with: every model, the median ROE their reasons turn on, intrinsic value, margin of safety, sensitivity. */
export function valuationV2(a: Analysis): ValuationV2 {
  const { intrinsic_value, margin_of_safety } = margin(a);
  const sens = sensitivity(a);
  const roe = fraction(a.returns.roe.median);
  return {
    ...(roe.value === null ? {} : { median_roe: roe }),
    models: modelsV2(a),
    ...(intrinsic_value === undefined ? {} : { intrinsic_value }),
    ...(margin_of_safety === undefined ? {} : { margin_of_safety }),
    ...(sens === undefined ? {} : { sensitivity: sens }),
  };
}

export function buildValueV2(a: Analysis): ValueV2 {
  const fatPitch = fatPitchV2(a);
  if (a.ctx.latest === null) return { reason: reason('value.no_statements'), models: [], fat_pitch: fatPitch };
  // An insurer or an exchange valued with an industrial's models would mislead: nothing is judged (companyModel.ts).
  if (!hasModel(a.ctx.kind)) {
    const why = reason('value.not_modelled', { kind: a.ctx.kind });
    return { reason: why, models: [], fat_pitch: { outcome: 'not_assessed', reason: why } };
  }
  const oe = ownerEarningsV2(a);
  const normalised = normalisedV2(a);
  const book = a.valuation.lenderBook;
  const sens = sensitivity(a);
  const reverse = reverseDcf(a);
  const v = a.valuation;
  const known = (key: string, f: Figure): Partial<ValueV2> => (f.value === null ? {} : { [key]: f });
  return {
    ...(a.ctx.price === null ? {} : { price: figure(a.ctx.price.price, 'inr_per_share', a.ctx.price.date) }),
    ...known('eps', rupees(v.earningsBase.eps)),
    ...known('book_value_per_share', rupees(v.bvps)),
    ...known('growth', fraction(a.projectionGrowth?.value ?? null)),
    ...known('median_roe', fraction(a.returns.roe.median)),
    discount_rate: fraction(DISCOUNT_RATE),
    terminal_growth: fraction(TERMINAL_GROWTH),
    ...(oe === undefined ? {} : { owner_earnings: oe }),
    ...(normalised === undefined ? {} : { normalised_earnings: normalised }),
    models: modelsV2(a),
    ...(book !== null && !('reason' in book) ? { lender_book: lenderBookV2(a, book) } : {}),
    ...margin(a),
    ...(sens === undefined ? {} : { sensitivity: sens }),
    ...(reverse === undefined ? {} : { reverse_dcf: reverse }),
    fat_pitch: fatPitch,
  };
}
