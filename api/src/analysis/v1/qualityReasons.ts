import { type BENEISH_INPUT_IDS, type BENEISH_NOTE_IDS, type ReasonParam } from 'shared-types/api';
import { type AltmanGap } from '../metrics/altman';

/**
 * The frozen v1 words of why Altman's Z'', Beneish's M or Piotroski's F-score was not computed,
 * one copy for Parts 2, 3 and 4 and the lenses. The metrics give codes (metrics/altman.ts, beneish.ts,
 * quality.ts); new wording goes into the message catalogue, never here
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

export const LENDER_ALTMAN_V1 = 'financial company: Altman Z-score not applicable, as it was built for non-financial firms';
export const LENDER_BENEISH_V1 = 'financial company: Beneish M-score not applicable, as its ratios assume an industrial balance sheet';
export const LENDER_PIOTROSKI_V1 = 'financial company: the F-score’s leverage, liquidity and asset-turnover tests do not fit a lender’s balance sheet';
export const NO_STATEMENTS_V1 = 'no financial statements';
export const OUT_OF_RANGE_V1 = 'ratios out of range';

/** Altman's reasons by the score's `altman_z` codes, which are altman.ts's AltmanGap. */
export const ALTMAN_NOT_COMPUTED_V1: Readonly<Record<AltmanGap, string>> = {
  lender: LENDER_ALTMAN_V1,
  total_assets_unknown: 'total assets unknown or not positive',
  needs_inputs: 'needs reserves, EBIT and net worth',
  liabilities_not_positive: 'total liabilities (total assets − net worth) are zero or negative',
  no_working_capital:
    "current assets and current liabilities are unknown (Screener exports do not carry them), so X1 (working capital / total assets) cannot be computed, and Z'' is not judged with a term missing",
  out_of_range: OUT_OF_RANGE_V1,
};

const BENEISH_INPUTS_V1: Readonly<Record<(typeof BENEISH_INPUT_IDS)[number], string>> = {
  dsri: 'receivables and sales for both years (DSRI)',
  sgi: 'positive sales for both years (SGI)',
  tata: 'net profit, operating cash flow and total assets (TATA)',
};

/** 'needs receivables and sales for both years (DSRI); …' from the input ids. */
export const beneishNeedsV1 = (inputs: readonly string[]): string =>
  `needs ${inputs.map((id) => BENEISH_INPUTS_V1[id as keyof typeof BENEISH_INPUTS_V1] ?? id).join('; ')}`;

/** How a Beneish variable was taken when not computed as Beneish defined it, by its note id (Part 3). */
export const BENEISH_NOTES_V1: Readonly<Record<string, string>> & Record<(typeof BENEISH_NOTE_IDS)[number], string> = {
  gmi_neutral: 'margins not positive or unknown; set to neutral 1.0',
  gmi_operating_margin: 'operating margin stands in for gross margin',
  aqi_neutral: 'asset mix unknown; set to neutral 1.0',
  aqi_from_components: 'soft assets = total assets − net block − CWIP − receivables − inventory − cash (investments unknown)',
  aqi_from_current_assets: 'soft assets = 1 − (current assets + net block + CWIP) / total assets (investments unknown)',
  depi_neutral: 'depreciation or net block unknown; set to neutral 1.0',
  sgai_neutral: 'selling and admin costs are not in the imported data; set to neutral 1.0',
  lvgi_neutral: 'leverage unknown or nil; set to neutral 1.0',
  lvgi_other_liabilities: '(borrowings + other liabilities) / total assets',
  lvgi_borrowings_only: 'borrowings / total assets (other liabilities unknown)',
};

export const previousYearMissingV1 = (previous: string, year: string): string => `needs ${previous} as well as ${year}, and ${previous} is missing`;

// Part 4: the score's left-out reasons of the three measures, from their codes.

type Params = Record<string, ReasonParam> | undefined;
const str = (p: Params, name: string): string => String(p?.[name] ?? '');

export const altmanMeasureV1 = (code: string): string => (ALTMAN_NOT_COMPUTED_V1 as Readonly<Record<string, string>>)[code] ?? 'unknown';

function quarterlyV1(code: string, p: Params, lender: string): string | null {
  if (code === 'lender') return lender;
  if (code === 'no_statements') return NO_STATEMENTS_V1;
  return code === 'needs_previous_year' ? previousYearMissingV1(str(p, 'previous_fiscal_year'), str(p, 'fiscal_year')) : null;
}

export const piotroskiMeasureV1 = (code: string, p: Params): string => quarterlyV1(code, p, LENDER_PIOTROSKI_V1) ?? 'unknown';

export function beneishMeasureV1(code: string, p: Params): string {
  const known = quarterlyV1(code, p, LENDER_BENEISH_V1);
  if (known !== null) return known;
  if (code === 'out_of_range') return OUT_OF_RANGE_V1;
  const inputs = p?.inputs;
  return code === 'needs_inputs' && Array.isArray(inputs) ? beneishNeedsV1(inputs) : 'unknown';
}
