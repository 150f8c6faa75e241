import { type FigureUnit } from 'shared-types/api';
import { formatPlain } from '../peers/peerFormat';

// Indian grouping, as the rest of the page: 1,23,456.
const WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * A cell's text, or null when the figure is not reported. Crore amounts are
 * whole numbers as on Screener, except below 100 where the decimals are the
 * figure (a ₹0.45 crore dividend); per-share figures and percentages have two decimals.
 */
export function formatStatementValue(value: number | null, unit: FigureUnit): string | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (unit === 'percent') return `${formatPlain(value)}%`;
  if (unit === 'per_share' || Math.abs(value) < 100) return formatPlain(value);
  return WHOLE.format(value);
}
