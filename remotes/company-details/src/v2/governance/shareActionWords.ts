import type { ShareActionNote } from 'shared-types/api';
import type { Messages } from 'shared-types/messages';

/**
 * The corporate actions the engine set aside as not dilution (a bonus, a split, a merger), worded
 * by the catalogue: Part 1's share count and Part 2's dilution factor both carry them as data.
 */

function noteWords(note: ShareActionNote, messages: Messages): string {
  const actions = (note.actions ?? [])
    .filter((action) => messages.has(`governance.share_action.${action.kind}`))
    .map((action) => messages.format(`governance.share_action.${action.kind}`, { ex_date: action.ex_date, multiplier: action.multiplier ?? null }));
  const code = `governance.share_basis.${note.basis}`;
  const text = messages.has(code)
    ? messages.format(code, {
        actions,
        book_value_before: note.book_value_before ?? null,
        book_value_after: note.book_value_after ?? null,
        count_rise: note.count_rise ?? null,
      })
    : messages.format('governance.share_basis.on_record', { actions });
  return note.fy === undefined ? text : messages.format('v2.governance.in_year', { fy: note.fy, text });
}

/** 'Not counted as dilution: a bonus (ex-date …, each share became 2).', or null without notes. */
export function notDilutionSentence(notes: readonly ShareActionNote[] | undefined, messages: Messages): string | null {
  if (notes === undefined || notes.length === 0) return null;
  return messages.format('governance.share_actions.not_dilution', { actions: notes.map((note) => noteWords(note, messages)) });
}
