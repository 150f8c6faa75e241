import { type SummaryV2 } from 'shared-types/api';
import { type Messages } from 'shared-types/messages';

/**
 * Why there is no score. `short` is common's label beside 'Not rated' ('too little data'), for the
 * summary card; `full` the summary domain's sentence with its figures ('Not rated — too little
 * data: only 58 of …'), for At a glance. A code this build does not know has no short label, and its
 * sentence is the catalogue's fallback, never the code. Null when the company is rated.
 */
export function notRatedWords(messages: Messages, summary: SummaryV2): { short: string; full: string } | null {
  const reason = summary.not_rated;
  if (summary.rating === 'rated' || reason === undefined) return null;
  // 'rating.no_model' names the kind the engine has no model for.
  const params = { kind: summary.kind, ...reason.params };
  const full = messages.format(reason.code, params);
  const shortCode = reason.code.startsWith('rating.') ? `not_rated.${reason.code.slice('rating.'.length)}` : null;
  const short = shortCode !== null && messages.has(shortCode) ? messages.format(shortCode, params) : full;
  return { short, full };
}
