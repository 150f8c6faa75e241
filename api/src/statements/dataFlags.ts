import { type DataFlag } from 'shared-types/api';
import { addDays } from '../ingest/formats/filings/periodDates';
import { type ExportBasis, type ShareAction, type SourceDifference } from './statementTypes';

/**
 * What a reader must know before trusting per-share or merged figures, as
 * flags with their numbers (docs/statements.md). Each is a plain function of
 * the stored data, so the import's summary and the statements page say the same.
 */

/** A share count this far from the filed one (either way) is a split, bonus or consolidation, not ESOPs or a placement. */
export const SHARE_JUMP = 1.4;

export interface ShareCountFacts {
  /** The latest results filing's paid-up capital (₹ crore) and face value (₹), and the period it reports. */
  filed: { periodEnd: string; paidUpCapital: number; faceValue: number } | null;
  /** NSE's issue size on its latest day. */
  listed: { asOf: string; shares: number } | null;
  actions: readonly ShareAction[];
}

/**
 * Paid-up capital ÷ face value in the latest filing against the shares NSE
 * lists today: a jump with no split or bonus recorded in between is an action
 * we were never given (HDFC Bank's and Bajaj Finance's 2025 bonuses, Nestle
 * India's), so per-share figures from before it would be silently 2–10× off.
 */
export function unrecordedActionFlag(facts: ShareCountFacts): DataFlag | null {
  const { filed, listed } = facts;
  if (filed === null || listed === null || filed.faceValue <= 0 || listed.asOf <= filed.periodEnd) return null;
  const filedShares = (filed.paidUpCapital * 1e7) / filed.faceValue;
  if (filedShares <= 0) return null;
  const expected = facts.actions
    .filter((action) => (action.kind === 'split' || action.kind === 'bonus') && action.exDate > filed.periodEnd && action.exDate <= listed.asOf)
    .reduce((product, action) => product * (action.shareMultiplier ?? 1), 1);
  const ratio = listed.shares / filedShares;
  const unexplained = ratio / expected;
  if (unexplained < SHARE_JUMP && unexplained > 1 / SHARE_JUMP) return null;
  const rounded = Math.round(ratio * 100) / 100;
  return {
    kind: 'unrecorded_action',
    as_of: listed.asOf,
    ratio: rounded,
    message:
      `NSE lists ${shares(listed.shares)} shares on ${listed.asOf}, ${rounded}× the ${shares(filedShares)} ` +
      `of the filing for the period to ${filed.periodEnd} (paid-up capital ÷ face value), ` +
      `and no split or bonus between them is recorded: per-share figures filed before ${listed.asOf} ` +
      `may be ${rounded}× off until the corporate action is imported (npm run ingest -- daily, with the bc file of its ex-date).`,
  };
}

/**
 * NSE's adjusted 52-week range ignores demergers and capital reductions: the
 * old company's prices stay in it (TMPV's high is the pre-demerger Tata Motors
 * price). Unreliable when such an action falls in the 52 weeks, or when the
 * 'adjusted' high is above the unadjusted one pd gives (adjusting only ever lowers it).
 */
export function weekRangeReliable(range: { asOf: string; high: number | null; unadjustedHigh: number | null }, actions: readonly ShareAction[]): boolean {
  const yearBefore = addDays(range.asOf, -365);
  const restructured = actions.some(
    (action) => (action.kind === 'demerger' || action.kind === 'capital_reduction') && action.exDate > yearBefore && action.exDate <= range.asOf,
  );
  const aboveUnadjusted = range.high !== null && range.unadjustedHigh !== null && range.high > range.unadjustedHigh * 1.02;
  return !restructured && !aboveUnadjusted;
}

export function weekRangeFlag(asOf: string): DataFlag {
  return {
    kind: 'week_range_unreliable',
    as_of: asOf,
    message:
      `The 52-week range of ${asOf} is not adjusted for a demerger or capital reduction inside it ` +
      '(its high is above the unadjusted one): read it with care.',
  };
}

export function differenceFlags(differences: readonly SourceDifference[]): DataFlag[] {
  return differences.map((difference) => ({
    kind: 'source_difference',
    as_of: difference.periodEnd,
    figure: difference.figure,
    filing_value: difference.filingValue,
    export_value: difference.exportValue,
    difference_pct: difference.differencePct,
    message:
      `${difference.figure.replaceAll('_', ' ')} for the period to ${difference.periodEnd}: ` +
      `the exchange filing says ₹${crore(difference.filingValue)} crore, the Screener export ₹${crore(difference.exportValue)} crore ` +
      `(${difference.differencePct > 0 ? '+' : ''}${difference.differencePct}%); the filing is kept.`,
  }));
}

export function exportBasisFlag(exportBasis: ExportBasis, hasFilings: boolean): DataFlag | null {
  if (exportBasis.how !== 'unknown' || !hasFilings) return null;
  return {
    kind: 'export_basis_unknown',
    as_of: null,
    message:
      "The Screener export's years agree with neither the consolidated nor the standalone filings (revenue and the owners' profit within 2%), " +
      'so they are left out of both histories. Import it again with --basis consolidated or --basis standalone to say which it is.',
  };
}

const shares = (count: number): string => Math.round(count).toLocaleString('en-IN');
const crore = (value: number): string => value.toLocaleString('en-IN', { maximumFractionDigits: 2 });
