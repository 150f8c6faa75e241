import { resultsXbrl, type ResultsXbrlSpec } from './resultsXbrl';

/**
 * An NSE "Integrated Filing – Financials" instance (SEBI's `in-capmkt`
 * taxonomy, 2025-01-31): the results lines of `resultsXbrl` under in-capmkt's
 * namespace and entry point, its `LevelOfRounding` element, and amounts
 * written at the scale the spec asks. The line elements are written by
 * `resultsXbrl` because the taxonomy keeps those names: its calculation and
 * presentation linkbases (vtbalaji/tradeidea-app, taxonomy/Taxonomy
 * Integrated filing finance (IndAS)/IntegratedFinance_IndAS/, and the Banking
 * and NBFC folders) use RevenueFromOperations, OtherIncome, Expenses,
 * FinanceCosts, ProfitLossForPeriod, InterestEarned, InterestExpended … as
 * in-bse-fin did. No real filed instance was available: this is the taxonomy's
 * shape, not a copy of a filed document.
 */

/** The taxonomy's four entry points; 'other_than_bank' is Indian GAAP ("as per AS"). */
export type IntegratedFilingVariant = 'ind_as' | 'banking' | 'nbfc' | 'other_than_bank';
/** The values in-capmkt-types.xsd allows for LevelOfRounding. */
export type RoundingLevel = 'Actual' | 'Thousands' | 'Lakhs' | 'Millions' | 'Billions' | 'Crores';

export interface IntegratedFilingSpec extends Omit<ResultsXbrlSpec, 'taxonomy' | 'schemaRef' | 'rounding'> {
  /** Default 'ind_as'. */
  variant?: IntegratedFilingVariant;
  /** Default the variant's entry point, as its taxonomy package names it; null writes none. */
  schemaRef?: string | null;
  /** LevelOfRounding; null leaves it out. Default 'Crores'. */
  rounding?: RoundingLevel | null;
  /**
   * How amounts are written: 'rupees' as XBRL means them (full rupees, `decimals` negative to the rounding, e.g. -5 for
   * Lakhs), or 'rounding' in the stated unit ('612.37' lakhs, `decimals` 2). Default 'rupees'.
   */
  amountsIn?: 'rupees' | 'rounding';
}

const ENTRY_FOLDERS: Readonly<Record<IntegratedFilingVariant, string>> = {
  ind_as: 'IntegratedFinance_IndAS',
  banking: 'IntegratedFinance_Banking',
  nbfc: 'IntegratedFinance_NBFC',
  other_than_bank: 'IntegratedFinance_OtherThanBank',
};

const PLACES: Readonly<Record<RoundingLevel, number>> = { Actual: 0, Thousands: 3, Lakhs: 5, Millions: 6, Billions: 9, Crores: 7 };

/** The results builder's taxonomy whose lines each variant's linkbases carry. */
const LINES_OF: Readonly<Record<IntegratedFilingVariant, 'ind_as' | 'banking' | 'nbfc' | 'indian_gaap'>> = {
  ind_as: 'ind_as',
  banking: 'banking',
  nbfc: 'nbfc',
  other_than_bank: 'indian_gaap',
};

/** Ratios the results builder writes with unit INR, as in-bse-fin files do: not amounts, never scaled. */
const NOT_AMOUNTS = new Set(['ReturnOnAssets']);

export const integratedEntryPoint = (variant: IntegratedFilingVariant): string =>
  `http://www.sebi.gov.in/xbrl/2025-01-31/${ENTRY_FOLDERS[variant]}/in-capmkt-ent-2025-01-31.xsd`;

export function integratedFilingXbrl(spec: IntegratedFilingSpec = {}): Uint8Array {
  const { variant = 'ind_as', rounding = 'Crores', amountsIn = 'rupees', schemaRef, ...lines } = spec;
  const entry = schemaRef === undefined ? integratedEntryPoint(variant) : schemaRef;
  const places = rounding === null ? 0 : PLACES[rounding];
  const omitRounding = rounding === null || (spec.omit ?? []).includes('LevelOfRounding');
  let xml = new TextDecoder().decode(resultsXbrl({ ...lines, taxonomy: LINES_OF[variant], schemaRef: null, rounding: 'Crores' }));

  xml = xml
    .replace(/xmlns:in-bse-fin="[^"]*"/, 'xmlns:in-capmkt="http://www.sebi.gov.in/xbrl/2025-01-31/in-capmkt"')
    .replace(/xmlns:in-bse-fin-roles="[^"]*"/, `xmlns:in-capmkt-roles="http://www.sebi.gov.in/xbrl/${ENTRY_FOLDERS[variant]}/2025-01-31/in-capmkt-roles"`)
    .replace(/xmlns:in-bse-fin-ent="[^"]*"/, `xmlns:in-capmkt-ent="http://www.sebi.gov.in/xbrl/${ENTRY_FOLDERS[variant]}/2025-01-31/in-capmkt/in-capmkt-ent"`)
    .replace(/xmlns:in-bse-fin-type="[^"]*"/, 'xmlns:in-capmkt-types="http://www.sebi.gov.in/xbrl/2025-01-31/in-capmkt-types"')
    .replaceAll('in-bse-fin:', 'in-capmkt:')
    // in-capmkt.xsd makes a bank's Assets monetary like any other amount; in-bse-fin files left its unit out.
    .replace(/<in-capmkt:Assets contextRef="(\w+)">/g, '<in-capmkt:Assets contextRef="$1" unitRef="INR" decimals="-7">')
    .replace(
      /<in-capmkt:LevelOfRoundingUsedInFinancialStatements contextRef="(\w+)">[^<]*<\/in-capmkt:LevelOfRoundingUsedInFinancialStatements>/,
      (_, context: string) => (omitRounding ? '' : `<in-capmkt:LevelOfRounding contextRef="${context}">${rounding}</in-capmkt:LevelOfRounding>`),
    )
    .replace(
      /<in-capmkt:(\w+) contextRef="([^"]+)" unitRef="INR" decimals="[^"]*">([^<]*)<\/in-capmkt:\1>/g,
      (whole, name: string, context: string, value: string) => {
        if (NOT_AMOUNTS.has(name)) return whole;
        const [text, decimals] = amountsIn === 'rounding' ? [dividedByPowerOfTen(value, places), '2'] : [value, places === 0 ? '0' : `-${places}`];
        return `<in-capmkt:${name} contextRef="${context}" unitRef="INR" decimals="${decimals}">${text}</in-capmkt:${name}>`;
      },
    );
  if (entry !== null) xml = xml.replace(/(<xbrli:xbrl [^>]*>)/, `$1\n<link:schemaRef xlink:type="simple" xlink:href="${entry}"/>`);
  return new TextEncoder().encode(xml);
}

/** '1490750300000.00' ÷ 10^5 → '14907503.0000000', moving the point in the text. */
function dividedByPowerOfTen(text: string, places: number): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const padded = whole.padStart(places + 1, '0');
  const integer = padded.slice(0, padded.length - places).replace(/^0+(?=\d)/, '');
  const rest = `${padded.slice(padded.length - places)}${fraction}`;
  return `${negative ? '-' : ''}${integer}${rest === '' ? '' : `.${rest}`}`;
}
