/**
 * The frozen v1 words about ROCE (docs/decisions/0005-payload-v2-and-message-catalogue.md): its basis
 * (metrics/roce.ts RoceBasis) and why it is not computed (the report's `report.roce.<gap>` codes).
 */

export const ROCE_BASIS_TEXT: Readonly<Record<string, string>> = {
  standard: 'EBIT / (total assets − current liabilities)',
  screener: 'Screener-style ROCE, EBIT / (equity + reserves + borrowings)',
};

export const LENDER_ROCE_TEXT = 'financial company: ROCE not applicable, as borrowed money is its raw material';

/** By code; one without words here is 'inputs unknown'. */
export const ROCE_GAP_TEXT: Readonly<Record<string, string>> = {
  'report.roce.lender': LENDER_ROCE_TEXT,
  'report.roce.capital_unknown': 'capital employed unknown (needs total assets and current liabilities, or equity, reserves and borrowings)',
  'report.roce.capital_not_positive': 'capital employed is zero or negative',
  'report.roce.ebit_unknown': 'EBIT unknown (needs profit before tax and interest)',
  'report.roce.out_of_range': 'ratio out of range',
};
