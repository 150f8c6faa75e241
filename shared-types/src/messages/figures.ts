import { type Unit } from '../api/v2/figure';
import { knownUnit, shownNumber } from '../api/v2/figureDisplay';

/**
 * How a unit's number is written. Its scale and decimals are `UNIT_DECIMALS`' (shared with the wire's
 * display rounding, docs/research-answer-v2.md); here, whether it is money and whether the decimals
 * are fixed, where a column of them must line up (money, percentages, multiples), or up to that many
 * where the figure counts something ('2 points', not '2.0 points').
 */
interface UnitStyle {
  currency?: boolean;
  fixed: boolean;
}

const UNIT_STYLES: Readonly<Record<Unit, UnitStyle>> = {
  inr_crore: { currency: true, fixed: true },
  inr: { currency: true, fixed: true },
  inr_per_share: { currency: true, fixed: true },
  fraction: { fixed: true },
  percentage_points: { fixed: false },
  times: { fixed: true },
  days: { fixed: false },
  years: { fixed: false },
  count: { fixed: false },
  score: { fixed: false },
  number: { fixed: true },
};

export { knownUnit };

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

/**
 * A known figure's number in the locale ('₹2,25,839', '15.3%' without its '%', '0.45'), and the
 * rounded value its unit's message picks plural forms by, so '1.04 days' reads '1 day'.
 * `decimals` overrides the unit's default. The words around it come from the catalogue.
 */
export function figureNumber(figure: { value: number; unit: string }, locale: string, decimals?: number): { text: string; value: number } {
  const style = UNIT_STYLES[knownUnit(figure.unit)];
  const shown = shownNumber(figure.value, figure.unit, decimals);
  const value = shown.steps / 10 ** shown.decimals;
  const text = numberFormat(locale, style.currency === true, style.fixed ? shown.decimals : 0, shown.decimals).format(value);
  return { text, value };
}
