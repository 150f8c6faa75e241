import {
  readSection,
  RiskFlagsFigureSchema,
  ValuationFigureSchema,
  type ReceivedAnalysisMeta,
  type RiskFlagsFigure,
  type ValuationFigure,
} from 'shared-types/api';

/**
 * The glance's figures read one by one from analysis_meta.figures: an older payload without
 * them, or one with a wrong shape, costs only that part of the glance.
 */

export type ValuationRead = { kind: 'value'; value: ValuationFigure } | { kind: 'none' } | { kind: 'unavailable' };

/** 'none': the engine made no estimate (null); 'unavailable': absent or unreadable. */
export function readValuation(meta: ReceivedAnalysisMeta | null): ValuationRead {
  const raw = meta?.figures?.valuation;
  if (raw === null) return { kind: 'none' };
  const read = readSection(ValuationFigureSchema, raw);
  return read.kind === 'value' ? read : { kind: 'unavailable' };
}

export function readRiskFlags(meta: ReceivedAnalysisMeta | null): RiskFlagsFigure | null {
  const read = readSection(RiskFlagsFigureSchema, meta?.figures?.risk_flags);
  return read.kind === 'value' ? read.value : null;
}

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const POINTS = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const PERCENT = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** '₹1,432', whole rupees: the glance is for reading at a look, Part 3 has the paise. */
export const rupees = (value: number): string => RUPEES.format(value).replace('-', '−');
export const points = (value: number): string => POINTS.format(value);
/** '+25%' / '−15.3%' from a fraction. */
export const percent = (fraction: number): string => PERCENT.format(fraction).replace('-', '−');

export interface Scale {
  min: number;
  max: number;
}

/** A scale from the lowest to the highest of the values, padded so the end markers stay inside the bar. */
export function scaleOf(values: readonly number[]): Scale {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = max > min ? (max - min) * 0.08 : Math.max(Math.abs(max) * 0.1, 1);
  return { min: min - pad, max: max + pad };
}

/** Where a value sits on the scale, 0–100 (percent of the bar's width). */
export const position = (value: number, scale: Scale): number => ((value - scale.min) / (scale.max - scale.min)) * 100;
