import { IngestFormatError } from '../../records';
import { type XbrlFact, type XbrlInstance } from '../xbrl/xbrlInstance';
import { BALANCE_SHEET_ELEMENTS, CASH_FLOW_ELEMENTS, FRACTION_ELEMENTS, INCOME_ELEMENTS, PER_SHARE_ELEMENTS, type ElementSource } from './resultsElements';

/**
 * The scale of an Integrated Filing's amounts, as the document states it (see
 * RESULTS.md, "Integrated filings"). `LevelOfRounding` says which unit the
 * statements are rounded to; each fact's `decimals` says whether its text is
 * that unit or full rupees: a negative `decimals` (or `INF`) is XBRL's way of
 * writing a rupee amount rounded to lakhs or crores, so it is read as rupees;
 * `decimals` of 0 or more (or none) on a rounded statement means the text is
 * in the stated unit, and is multiplied up. Ratios and per-share figures are
 * never scaled; which facts are amounts goes by element name, as elsewhere.
 */

/** The powers of ten of the LevelOfRounding values in-capmkt-types.xsd enumerates. */
const ROUNDING_PLACES: Readonly<Record<string, number>> = { actual: 0, thousands: 3, lakhs: 5, millions: 6, crores: 7, billions: 9 };

export interface StatedScale {
  /** The text of LevelOfRounding, as written ('Lakhs'). */
  level: string;
  /** Powers of ten from that unit to rupees (Lakhs: 5). */
  places: number;
}

export function statedScale(instance: XbrlInstance): StatedScale {
  const level = instance.facts.find((fact) => fact.name === 'LevelOfRounding' && fact.value !== '')?.value.trim() ?? '';
  const places = ROUNDING_PLACES[level.toLowerCase()];
  if (places === undefined) {
    throw new IngestFormatError(
      { file: instance.file },
      `LevelOfRounding '${level}' is not one the in-capmkt taxonomy allows (Actual, Thousands, Lakhs, Millions, Billions, Crores)`,
    );
  }
  return { level, places };
}

/** The instance with every amount written in full rupees, as the results reader expects, and how many facts were multiplied up. */
export function inRupees(instance: XbrlInstance, scale: StatedScale): { instance: XbrlInstance; scaled: number } {
  if (scale.places === 0) return { instance, scaled: 0 };
  let scaled = 0;
  const facts = instance.facts.map((fact): XbrlFact => {
    if (!AMOUNT_ELEMENTS.has(fact.name) || fact.value === '' || writtenInRupees(fact.decimals)) return fact;
    scaled += 1;
    return { ...fact, value: timesPowerOfTen(fact.value, scale.places) };
  });
  return { instance: { ...instance, facts }, scaled };
}

const writtenInRupees = (decimals: string | null): boolean => decimals !== null && (/^-\d+$/.test(decimals.trim()) || /^inf$/i.test(decimals.trim()));

/**
 * Every element the figure tables read as an amount, in any of the three taxonomies (so the scale does not hang on
 * which one the reader settles on), and the Expenses total it derives from.
 */
const AMOUNT_ELEMENTS: ReadonlySet<string> = (() => {
  const names = new Set<string>(['Expenses']);
  const tables = [INCOME_ELEMENTS, BALANCE_SHEET_ELEMENTS, CASH_FLOW_ELEMENTS].flatMap((byTaxonomy) => Object.values(byTaxonomy));
  for (const table of tables) {
    for (const sources of Object.values<readonly ElementSource[] | undefined>(table)) {
      for (const source of sources ?? []) {
        for (const name of typeof source === 'string' ? [source] : source.sum) names.add(name);
      }
    }
  }
  for (const name of [...PER_SHARE_ELEMENTS, ...FRACTION_ELEMENTS]) names.delete(name);
  return names;
})();

/**
 * '612.37' × 10^5 → '61237000', by moving the point in the text so nothing is
 * rounded; text that is not a plain decimal is left for the reader to refuse.
 */
export function timesPowerOfTen(text: string, places: number): string {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (match === null) return text;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return text;
  const digits = fraction.padEnd(places, '0');
  const integer = `${whole}${digits.slice(0, places)}`.replace(/^0+(?=\d)/, '');
  const rest = digits.slice(places);
  return `${sign}${integer === '' ? '0' : integer}${rest === '' ? '' : `.${rest}`}`;
}
