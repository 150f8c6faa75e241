import { type ShareActionNote } from 'shared-types/api';
import { formatPct, formatRupees } from '../format';

/** The v1 words of a corporate action that is not dilution (metrics/shareChange.ts gives it as data). */

const STRUCTURAL_ACTION_WORDS: Readonly<Record<string, string>> = {
  merger: 'a merger',
  amalgamation: 'a merger',
  demerger: 'a demerger',
  dvr_conversion: 'a conversion of DVR shares',
  capital_reduction: 'a capital reduction',
};

type RecordedShareAction = NonNullable<ShareActionNote['actions']>[number];

/** An action on record in the v1 words: 'a bonus (ex-date …, each share became 2)', 'a merger (ex-date …)'. */
function recordedText(a: RecordedShareAction): string {
  return a.kind === 'bonus' || a.kind === 'split'
    ? `a ${a.kind} (ex-date ${a.ex_date}, each share became ${a.multiplier})`
    : `${STRUCTURAL_ACTION_WORDS[a.kind]} (ex-date ${a.ex_date})`;
}

/** Why a change in the count is not (all) dilution, in the v1 words, from its data. */
export function shareActionText(note: ShareActionNote): string {
  const listed = (note.actions ?? []).map(recordedText).join(', ');
  switch (note.basis) {
    case 'on_record_divided_out':
      return `${listed} divided out`;
    case 'issue_above_book':
      return `a merger or an issue above book value: book value per share rose ${formatRupees(note.book_value_before?.value ?? null)} → ${formatRupees(note.book_value_after?.value ?? null)} with the count`;
    case 'restructuring':
      return `a bonus, split or conversion of another share class: the count rose ${formatPct(note.count_rise?.value ?? null)} while net worth grew by no more than the profit kept`;
    default:
      return listed;
  }
}

/** Several notes (a step's year before each, when followed year by year) in the v1 words. */
export function shareActionsText(notes: readonly ShareActionNote[]): string {
  return notes.map((n) => (n.fy === undefined ? shareActionText(n) : `${n.fy}: ${shareActionText(n)}`)).join('; ');
}
