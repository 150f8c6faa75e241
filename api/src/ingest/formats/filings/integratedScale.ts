import { IngestFormatError } from '../../records';
import { type XbrlInstance } from '../xbrl/xbrlInstance';
import { BALANCE_SHEET_ELEMENTS, CASH_FLOW_ELEMENTS, FRACTION_ELEMENTS, INCOME_ELEMENTS, PER_SHARE_ELEMENTS, type ElementSource } from './resultsElements';

/**
 * The scale of an Integrated Filing's amounts, as the document states it (see
 * RESULTS.md, "Integrated filings"). `LevelOfRounding` says which unit the
 * statements are rounded to; amounts are read as rupees, as XBRL means them,
 * and a filing whose `decimals` leave that in doubt is refused
 * (refuseAmbiguousScale). Which facts are amounts goes by element name, as
 * elsewhere.
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

/**
 * XBRL values are in their unit (rupees) whatever the statement's rounding; `decimals` only says how
 * precise they are. Every real results filing we have writes amounts that way (negative decimals:
 * -5 for lakhs, -7 for crores). An amount with `decimals` of 0 or more on a statement rounded above
 * Actual could be rupees, or could be the rounded figure written as it is shown (612.37 lakhs), a
 * factor of 10^5 apart: the filing is refused rather than guessed, naming the facts.
 */
export function refuseAmbiguousScale(instance: XbrlInstance, scale: StatedScale): void {
  if (scale.places === 0) return;
  const ambiguous = instance.facts.filter((fact) => AMOUNT_ELEMENTS.has(fact.name) && fact.value !== '' && !writtenInRupees(fact.decimals));
  if (ambiguous.length === 0) return;
  const named = [...new Set(ambiguous.map((fact) => `${fact.name} (decimals ${fact.decimals ?? 'none'})`))].slice(0, 3).join(', ');
  throw new IngestFormatError(
    { file: instance.file },
    `LevelOfRounding says ${scale.level}, but ${ambiguous.length} amount(s) carry decimals of 0 or more (${named}): ` +
      `they could be rupees or ${scale.level.toLowerCase()}, 10^${scale.places} apart, so the filing is refused rather than guessed`,
  );
}

/** A fact with no decimals is read as rupees, as XBRL means it (and as the in-bse-fin reader does). */
const writtenInRupees = (decimals: string | null): boolean => decimals === null || /^-\d+$/.test(decimals.trim()) || /^inf$/i.test(decimals.trim());

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
