import { type Unit } from '../api/v2/figure';

/**
 * How a unit's number is written. Fixed decimals where a column of them must line up (money,
 * percentages, multiples); up to that many where the figure counts something ('2 points', not
 * '2.0 points'). Rupees in crore are whole, as the peer table and key figures show them.
 * Multiples keep two decimals below 10: a D/E of 0.48 must not read as its 0.5 threshold.
 */
interface UnitStyle {
  currency?: boolean;
  /** Multiplies the value first: a fraction (0.153) is written in percent (15.3). */
  scale?: number;
  fixed: boolean;
  decimals: (value: number) => number;
}

const UNIT_STYLES: Readonly<Record<Unit, UnitStyle>> = {
  inr_crore: { currency: true, fixed: true, decimals: () => 0 },
  inr: { currency: true, fixed: true, decimals: () => 2 },
  inr_per_share: { currency: true, fixed: true, decimals: () => 2 },
  fraction: { scale: 100, fixed: true, decimals: () => 1 },
  percentage_points: { fixed: false, decimals: () => 1 },
  times: { fixed: true, decimals: (value) => (Math.abs(value) < 10 ? 2 : 1) },
  days: { fixed: false, decimals: () => 0 },
  years: { fixed: false, decimals: () => 1 },
  count: { fixed: false, decimals: () => 0 },
  score: { fixed: false, decimals: () => 1 },
  number: { fixed: true, decimals: () => 2 },
};

const isUnit = (unit: string): unit is Unit => Object.hasOwn(UNIT_STYLES, unit);

/** The unit a figure is written in: a unit this build does not know is written as a plain number. */
export const knownUnit = (unit: string): Unit => (isUnit(unit) ? unit : 'number');

// Built on first use and kept: building a formatter loads the locale's data (see api/format.ts).
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: boolean, minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    // Standard notation only: accounting and compact notations drop lakh grouping (docs/decisions/0005-payload-v2-and-message-catalogue.md).
    const style = currency ? ({ style: 'currency', currency: 'INR' } as const) : ({ style: 'decimal' } as const);
    format = new Intl.NumberFormat(locale, { ...style, minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** Half away from zero, as Intl rounds; 0 for a value that rounds to minus zero. */
function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/**
 * A known figure's number in the locale ('₹2,25,839', '15.3%' without its '%', '0.45'), and the
 * rounded value its unit's message picks plural forms by, so '1.04 days' reads '1 day'.
 * `decimals` overrides the unit's default. The words around it come from the catalogue.
 */
export function figureNumber(figure: { value: number; unit: string }, locale: string, decimals?: number): { text: string; value: number } {
  const style = UNIT_STYLES[knownUnit(figure.unit)];
  const scaled = figure.value * (style.scale ?? 1);
  const maximum = decimals ?? style.decimals(scaled);
  const value = round(scaled, maximum);
  const text = numberFormat(locale, style.currency === true, style.fixed ? maximum : 0, maximum).format(value);
  return { text, value };
}
