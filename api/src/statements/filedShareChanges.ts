import { addDays } from '../dates/periodDates';
import { type FiledShareChange, type FiledStatement, type ShareAction } from './statementTypes';

/**
 * What a company's own filings say about its share count, quarter to quarter.
 * Paid-up capital ÷ face value is the number of shares each filing was on:
 *
 * - a face value that changes between two filings is a split (₹2 → ₹1: one
 *   share became two). HDFC Bank's 2019 split is in its filings (June ₹2,
 *   September ₹1) and in no file of actions we were given; when no split is
 *   recorded between them, it is inferred, dated the day after the earlier
 *   filing (its true ex-date lies between the two), so per-share history is
 *   put on one share count all the same, and said so;
 * - a share count that jumps by 40% or more with the face value unchanged is a
 *   bonus (or a consolidation) nobody recorded: flagged, never guessed.
 */

/** A jump of 40% or more in either direction is no ESOP allotment or placement. */
const JUMP = 1.4;

export function filedShareChanges(filings: readonly FiledStatement[], recorded: readonly ShareAction[]): FiledShareChange[] {
  const points = sharePoints(filings);
  const changes: FiledShareChange[] = [];
  for (let index = 1; index < points.length; index += 1) {
    const before = points[index - 1]!;
    const after = points[index]!;
    const recordedBetween = recorded
      .filter((action) => (action.kind === 'split' || action.kind === 'bonus') && action.exDate > before.end && action.exDate <= after.filedOn)
      .reduce((product, action) => product * (action.shareMultiplier ?? 1), 1);
    if (before.faceValue !== after.faceValue) {
      const multiplier = before.faceValue / after.faceValue;
      if (Math.abs(recordedBetween / multiplier - 1) < 0.01) continue;
      const inferred: ShareAction = { kind: 'split', exDate: addDays(before.filedOn, 1), shareMultiplier: multiplier };
      changes.push({ from: before.end, to: after.end, kind: 'face_value_split', multiplier, faceValues: [before.faceValue, after.faceValue], inferred });
      continue;
    }
    const jump = after.shares / before.shares / recordedBetween;
    if (jump >= JUMP || jump <= 1 / JUMP) {
      changes.push({
        from: before.end,
        to: after.end,
        kind: 'unexplained_jump',
        multiplier: Math.round(jump * 100) / 100,
        faceValues: [before.faceValue, after.faceValue],
        inferred: null,
      });
    }
  }
  return changes;
}

interface SharePoint {
  end: string;
  /** The day the filing reached the exchange (its period end when not known). */
  filedOn: string;
  faceValue: number;
  /** Paid-up capital ÷ face value, in crore shares. */
  shares: number;
}

/** One point per quarter end (either basis: the share capital is the company's), oldest first. */
function sharePoints(filings: readonly FiledStatement[]): SharePoint[] {
  const byEnd = new Map<string, SharePoint>();
  for (const row of filings) {
    const { paid_up_capital: capital, face_value: faceValue } = row.figures;
    if (row.statement !== 'quarter' || typeof capital !== 'number' || typeof faceValue !== 'number' || capital <= 0 || faceValue <= 0) continue;
    if (!byEnd.has(row.end)) byEnd.set(row.end, { end: row.end, filedOn: row.filedAt?.slice(0, 10) ?? row.end, faceValue, shares: capital / faceValue });
  }
  return [...byEnd.values()].sort((a, b) => (a.end < b.end ? -1 : a.end > b.end ? 1 : 0));
}
