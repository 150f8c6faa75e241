import { type FigureUnit } from 'shared-types/api';
import { formatPlain } from '../peers/peerFormat';

// Indian grouping, as the rest of the page: 1,23,456.
const WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * How one row's cells read; null when a figure is not reported. Crore
 * amounts are whole numbers as on Screener, unless every figure of the row
 * is below 100, where the decimals are the figure (a ₹0.45 crore dividend):
 * one precision per row, so a row reads evenly. Per-share figures and
 * percentages have two decimals.
 */
export function rowFormatter(values: readonly (number | null)[], unit: FigureUnit): (value: number | null) => string | null {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  const precise = unit !== 'crore' || known.every((value) => Math.abs(value) < 100);
  return (value) => {
    if (value === null || !Number.isFinite(value)) return null;
    const text = precise ? formatPlain(value) : WHOLE.format(value);
    return unit === 'percent' ? `${text}%` : text;
  };
}
