import { type DataFlag, type Reason } from 'shared-types/api';
import { sourceNoteV1 } from '../analysis/v1/metaNotes';
import { figure, reason } from '../analysis/v2/figure';
import { addDays } from '../dates/periodDates';
import { type ExportBasis, type FiledShareChange, type ShareAction, type SourceDifference, type StatementHistory } from './statementTypes';

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
  const between = facts.actions.filter(
    (action) => (action.kind === 'split' || action.kind === 'bonus') && action.exDate > filed.periodEnd && action.exDate <= listed.asOf,
  );
  const expected = between.reduce((product, action) => product * (action.shareMultiplier ?? 1), 1);
  const ratio = listed.shares / filedShares;
  const within = (value: number) => value < SHARE_JUMP && value > 1 / SHARE_JUMP;
  if (within(ratio / expected)) return null;
  // New shares are allotted some days after the ex-date: until then NSE's count is the old one.
  if (within(ratio) && between.every((action) => action.exDate > addDays(listed.asOf, -ALLOTMENT_DAYS))) return null;
  const rounded = Math.round(ratio * 100) / 100;
  const recorded =
    between.length === 0
      ? 'and no split or bonus between them is recorded'
      : `and the splits and bonuses recorded between them (×${Math.round(expected * 100) / 100}) do not account for it`;
  return {
    kind: 'unrecorded_action',
    as_of: listed.asOf,
    ratio: rounded,
    message:
      `NSE lists ${shares(listed.shares)} shares on ${listed.asOf}, ${rounded}× the ${shares(filedShares)} ` +
      `of the filing for the period to ${filed.periodEnd} (paid-up capital ÷ face value), ${recorded}: ` +
      `per-share figures filed before ${listed.asOf} may be off until the corporate action is imported ` +
      '(npm run ingest -- daily, with the bc file of its ex-date).',
  };
}

/** How long after an ex-date NSE's issue size may still be the old one. */
const ALLOTMENT_DAYS = 60;

/** The share-count changes the filings show between themselves that no action explains (filedShareChanges.ts). */
export function filedShareChangeFlags(changes: readonly FiledShareChange[]): DataFlag[] {
  return changes.map((change) => ({
    kind: 'unrecorded_action',
    as_of: change.to,
    ratio: change.multiplier,
    message:
      change.kind === 'face_value_split'
        ? `The face value changed from ₹${change.faceValues[0]} to ₹${change.faceValues[1]} between the filings for the periods to ` +
          `${change.from} and ${change.to}, and no split is recorded: per-share figures before it are divided by ${change.multiplier}, ` +
          'as for a split of one share into that many.'
        : `The share count in the filings moved ${change.multiplier}× between the periods to ${change.from} and ${change.to} ` +
          '(paid-up capital ÷ face value, the face value unchanged), and no bonus or other action is recorded: per-share figures across it ' +
          'may not compare until the action is imported.',
  }));
}

/**
 * NSE's adjusted 52-week range ignores demergers and capital reductions: the
 * old company's prices stay in it (TMPV's high is the pre-demerger Tata Motors
 * price). Unreliable when such an action falls in the 52 weeks, or when the
 * 'adjusted' high is above the unadjusted one pd gives (adjusting only ever lowers it).
 */
export function weekRangeProblem(
  range: { asOf: string; high: number | null; unadjustedHigh: number | null },
  actions: readonly ShareAction[],
): 'restructured' | 'above_unadjusted' | null {
  const yearBefore = addDays(range.asOf, -365);
  const restructured = actions.find(
    (action) => (action.kind === 'demerger' || action.kind === 'capital_reduction') && action.exDate > yearBefore && action.exDate <= range.asOf,
  );
  if (restructured !== undefined) return 'restructured';
  return range.high !== null && range.unadjustedHigh !== null && range.high > range.unadjustedHigh * 1.02 ? 'above_unadjusted' : null;
}

export function weekRangeFlag(asOf: string, problem: 'restructured' | 'above_unadjusted'): DataFlag {
  const why =
    problem === 'restructured'
      ? 'a demerger or capital reduction inside it, which NSE does not adjust for'
      : 'its high is above the unadjusted one (adjusting only lowers it): a demerger, most likely, that NSE does not adjust for';
  return { kind: 'week_range_unreliable', as_of: asOf, message: `The 52-week range of ${asOf} cannot be trusted: ${why}.` };
}

/** Where a filing and a Screener export disagree on a figure, as a code: the filing is kept. */
export function differenceReason(difference: SourceDifference): Reason {
  return reason('source.filing_differs', {
    figure: difference.figure,
    period_end: difference.periodEnd,
    filing_value: figure(difference.filingValue, 'inr_crore'),
    export_value: figure(difference.exportValue, 'inr_crore'),
    difference: figure(difference.differencePct / 100, 'fraction'),
  });
}

export function differenceFlags(differences: readonly SourceDifference[]): DataFlag[] {
  return differences.map((difference) => ({
    kind: 'source_difference',
    as_of: difference.periodEnd,
    figure: difference.figure,
    filing_value: difference.filingValue,
    export_value: difference.exportValue,
    difference_pct: difference.differencePct,
    // The words are the analysis's source note (one wording for the statements page and the research).
    message: sourceNoteV1(differenceReason(difference)),
  }));
}

export function exportBasisFlag(exportBasis: ExportBasis, hasFilings: boolean): DataFlag | null {
  if (exportBasis.how !== 'unknown' || !hasFilings) return null;
  return {
    kind: 'export_basis_unknown',
    as_of: null,
    message: sourceNoteV1(reason('source.export_basis_unknown')),
  };
}

const shares = (count: number): string => Math.round(count).toLocaleString('en-IN');

/** The filings' source notes in an analysis's data sources, as codes: where a filing and an export disagree, and an export left out. */
export function filingSourceReasons(history: Pick<StatementHistory, 'differences' | 'exportBasis'>): Reason[] {
  const basisUnknown = exportBasisFlag(history.exportBasis, true) !== null;
  return [...history.differences.map(differenceReason), ...(basisUnknown ? [reason('source.export_basis_unknown')] : [])];
}

/**
 * Filings made under a symbol the company no longer trades as (a rename, a merger or a demerger since:
 * Tata Motors' results were filed as TATAMOTORS, and TMPV kept its ISIN after the 2025 demerger).
 * The figures are the earlier company's; after a demerger they include the businesses it gave away.
 */
export function earlierSymbolReason(filedSymbols: readonly string[], code: string): Reason | null {
  const symbols = [...new Set(filedSymbols)].filter((symbol) => symbol !== '' && symbol !== code).sort();
  if (symbols.length === 0) return null;
  return code === '' ? reason('source.earlier_symbol.no_current_code', { symbols }) : reason('source.earlier_symbol', { symbols, current_symbol: code });
}
