import { type ReasonParam } from 'shared-types/api';
import { LENDER_ALTMAN_REASON, NO_WORKING_CAPITAL_REASON } from '../metrics/altman';
import { LENDER_BENEISH_REASON } from '../metrics/beneish';
import { LENDER_PIOTROSKI_REASON } from '../metrics/quality';

/**
 * A bridge, until the metrics shared with Parts 1–3 (Altman, Beneish, Piotroski)
 * return codes of their own (CAGRs, hold assumptions, the IRR and the lender's book
 * already do: v2/cagrGap.ts, v2/expectedReturnCodes.ts, v2/marginOfSafetyCodes.ts)
 * (docs/decisions/0005, stage 2): their reason sentences, turned into the score's
 * reason codes and back. Each direction is exact for every sentence those metrics
 * write today (measureReasons.test.ts); a sentence this does not know comes out
 * as `unclassified`, never as stored prose.
 */

type Params = Record<string, ReasonParam>;
export interface Coded {
  code: string;
  params?: Params;
}

/** Fixed sentences by code, per metric: the frozen v1 words of these reasons. */
export const ALTMAN_TEXTS: Readonly<Record<string, string>> = {
  lender: LENDER_ALTMAN_REASON,
  total_assets_unknown: 'total assets unknown or not positive',
  needs_inputs: 'needs reserves, EBIT and net worth',
  liabilities_not_positive: 'total liabilities (total assets − net worth) are zero or negative',
  no_working_capital: NO_WORKING_CAPITAL_REASON,
  out_of_range: 'ratios out of range',
};

/** Beneish's inputs, by the id `needs_inputs` lists. */
const BENEISH_INPUTS: Readonly<Record<string, string>> = {
  dsri: 'receivables and sales for both years (DSRI)',
  sgi: 'positive sales for both years (SGI)',
  tata: 'net profit, operating cash flow and total assets (TATA)',
};

/** A sentence the bridge does not know: the code says so rather than store it. */
export const UNCLASSIFIED = 'unclassified';

const codeOf = (texts: Readonly<Record<string, string>>, text: string | null): string | undefined => Object.keys(texts).find((code) => texts[code] === text);

const NEEDS_PREVIOUS = /^needs (FY\d+) as well as (FY\d+), and FY\d+ is missing$/;
const NO_STATEMENTS = 'no financial statements';

function quarterly(text: string, lender: string): Coded | null {
  if (text === lender) return { code: 'lender' };
  if (text === NO_STATEMENTS) return { code: 'no_statements' };
  const previous = NEEDS_PREVIOUS.exec(text);
  return previous === null
    ? null
    : { code: 'needs_previous_year', params: { previous_fiscal_year: previous[1] as string, fiscal_year: previous[2] as string } };
}

export const altmanCode = (text: string): string => codeOf(ALTMAN_TEXTS, text) ?? 'unclassified';

export const piotroskiCode = (text: string): Coded => quarterly(text, LENDER_PIOTROSKI_REASON) ?? { code: UNCLASSIFIED };

export function beneishCode(text: string): Coded {
  const known = quarterly(text, LENDER_BENEISH_REASON);
  if (known !== null) return known;
  if (text === 'ratios out of range') return { code: 'out_of_range' };
  if (text.startsWith('needs ')) {
    const items = text.slice('needs '.length).split('; ');
    const ids = items.map((item) => codeOf(BENEISH_INPUTS, item));
    if (ids.every((id) => id !== undefined)) return { code: 'needs_inputs', params: { inputs: ids as string[] } };
  }
  return { code: UNCLASSIFIED };
}

// The v1 words of the same reasons, from their codes.

const str = (p: Params | undefined, name: string): string => String(p?.[name] ?? '');
export const altmanText = (code: string): string => ALTMAN_TEXTS[code] ?? 'unknown';

function quarterlyText(c: Coded, lender: string): string | null {
  if (c.code === 'lender') return lender;
  if (c.code === 'no_statements') return NO_STATEMENTS;
  if (c.code !== 'needs_previous_year') return null;
  const previous = str(c.params, 'previous_fiscal_year');
  return `needs ${previous} as well as ${str(c.params, 'fiscal_year')}, and ${previous} is missing`;
}

export const piotroskiText = (c: Coded): string => quarterlyText(c, LENDER_PIOTROSKI_REASON) ?? 'unknown';

export function beneishText(c: Coded): string {
  const known = quarterlyText(c, LENDER_BENEISH_REASON);
  if (known !== null) return known;
  if (c.code === 'out_of_range') return 'ratios out of range';
  const inputs = c.params?.inputs;
  if (c.code === 'needs_inputs' && Array.isArray(inputs)) return `needs ${inputs.map((id) => BENEISH_INPUTS[id] ?? id).join('; ')}`;
  return 'unknown';
}
