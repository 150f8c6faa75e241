import { type PeerMetrics } from 'shared-types/api';
import { formatPrice } from '../summary/formatters';

/** One table cell's text; null when the figure is unknown. */
export type CellText = string | null;

const CRORE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const RATIO = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const PLAIN = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export const formatCrore = (value: number | null | undefined): CellText => (known(value) ? `₹${CRORE.format(value)} cr` : null);
export const formatMultiple = (value: number | null | undefined): CellText => (known(value) ? `${RATIO.format(value)}×` : null);
export const formatFraction = (value: number | null | undefined): CellText => (known(value) ? `${PERCENT.format(value * 100)}%` : null);
export const formatPlain = (value: number | null | undefined): CellText => (known(value) ? PLAIN.format(value) : null);
export const formatPeerPrice = (value: number | null | undefined): CellText => (known(value) ? formatPrice(value) : null);
export const formatPeerScore = (value: number | null | undefined): CellText => (known(value) ? `${Math.round(value)}` : null);

export type LeverageKind = PeerMetrics['leverage_kind'];
export type ReturnKind = PeerMetrics['return_on_capital_kind'];

/** D/E is a plain ratio; a lender's capital cushion (net worth / total assets) a percentage. */
export const formatLeverage = (value: number | null | undefined, kind: LeverageKind): CellText =>
  kind === 'capital_cushion' ? formatFraction(value) : formatPlain(value);

/** 'ROE' marks a lender's return on equity standing in the ROCE column. */
export const returnLabel = (kind: ReturnKind): string => (kind === 'roe' ? 'ROE' : 'ROCE');
export const leverageLabel = (kind: LeverageKind): string => (kind === 'capital_cushion' ? 'Capital cushion' : 'D/E');

/** '1st', '2nd', '23rd', '44th'. */
export function ordinal(n: number): string {
  const rounded = Math.round(n);
  const tens = rounded % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][rounded % 10] ?? 'th');
  return `${rounded}${suffix}`;
}
