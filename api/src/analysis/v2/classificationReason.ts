import { type Reason } from 'shared-types/api';
import { figure, reason } from './figure';

/**
 * Why a company is of its kind, as a code: the ingest stores the reason as words
 * (companies.kind_reason, from ingest/classification/companyKind.ts, the screener importer and
 * migration 0004), so the engine reads those words back into a code and its parameters.
 * Words none of the patterns know stay what they are, as `classification.stated`.
 */

const FIXED: Readonly<Record<string, string>> = {
  'given with --kind': 'classification.given',
  "the demo universe's sector": 'classification.demo_sector',
  "a Screener export's lender rows": 'classification.screener_lender_rows',
};

const BSE = /^BSE (basic industry|industry|sector) '(.*)'$/s;
const STRUCTURE = /^no inventory, receivables or raw material in any year, and borrowings (\d+)% of the balance sheet$/;

export function classificationReasonOf(text: string): Reason {
  const fixed = FIXED[text];
  if (fixed !== undefined) return reason(fixed);
  const bse = BSE.exec(text);
  if (bse !== null) return reason('classification.bse_list', { level: (bse[1] as string).replace(' ', '_'), name: bse[2] });
  const structure = STRUCTURE.exec(text);
  if (structure !== null) return reason('classification.structure', { borrowings_share: figure(Number(structure[1]) / 100, 'fraction') });
  return reason('classification.stated', { text });
}
