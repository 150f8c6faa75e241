import { type InvestorLensV2, type PiotroskiCriterionV2 } from 'shared-types/api';
import { type MessageId, type MessageParams, type Messages } from 'shared-types/messages';
import { type PeerRank } from '../../lenses/peerRank';
import { readableTitle } from '../../shared/readableTitle';
import { criterionFigure, piotroskiWords, reasonText } from './criterionFigure';

/**
 * A v2 lens in the reader's words: the names, sources, labels and thresholds are the catalogue's;
 * a lens, criterion or category a newer server sends and this build does not know is named by its
 * id made readable, never by a message id.
 */

/** One criterion as the table shows it; `outcome` is the sent id, for the badge's tone. A type, so v1's lensCounts takes it. */
export type LensRow = {
  id: string;
  label: string;
  outcome: string;
  figure: string | null;
  note: string | null;
  threshold: string | null;
};

/** What a lens shows besides its own part: the report's F-score signals, and the peer comparison's rank. */
export interface LensContext {
  piotroski: readonly PiotroskiCriterionV2[];
  rank: PeerRank | null;
}

/** A fixed id's words: typed, so a misspelt id fails to compile (as useWords does in components). */
const say = (messages: Messages, id: MessageId, params?: MessageParams): string => messages.format(id, params);
const wordsOr = (messages: Messages, code: string, fallback: string): string => (messages.has(code) ? messages.format(code) : fallback);
const wordsOrNull = (messages: Messages, code: string): string | null => (messages.has(code) ? messages.format(code) : null);

export const lensTitle = (messages: Messages, id: string): string => wordsOr(messages, `lens.${id}.name`, readableTitle(id));

/** The tab's short name ('Graham'); else the lens's full name. */
export const lensTab = (messages: Messages, id: string): string => wordsOr(messages, `lens.${id}.tab`, lensTitle(messages, id));

export function lensSource(messages: Messages, id: string): string | null {
  const source = wordsOrNull(messages, `lens.${id}.source`);
  return source === null ? null : say(messages, 'lens.view.source', { source });
}

/** An outcome in words; one this build does not know is shown as sent. */
export const outcomeLabel = (messages: Messages, outcome: string): string => wordsOr(messages, `lens.outcome.${outcome}`, outcome);

/** Lynch's category ('Category: Stalwart'); one this build does not know by its id made readable. */
export function categoryLabel(messages: Messages, category: string | undefined): string {
  if (category === undefined) return say(messages, 'lens.view.category_not_determined');
  return say(messages, 'lens.view.category', { category: wordsOr(messages, `lens.lynch.category.${category}.name`, readableTitle(category)) });
}

/** Greenblatt's rank comes from the peer comparison: shown, not counted. */
function rankRow(messages: Messages, row: LensRow, rank: PeerRank | null): LensRow {
  if (rank === null) return { ...row, figure: say(messages, 'lens.view.rank_not_available') };
  const figure = rank.of === null ? messages.figure({ value: rank.rank, unit: 'count' }) : say(messages, 'lens.view.rank', { rank: rank.rank, of: rank.of });
  return { ...row, figure, outcome: 'ranked', note: say(messages, 'lens.view.rank_note') };
}

export function lensRows(messages: Messages, lens: InvestorLensV2, { piotroski, rank }: LensContext): LensRow[] {
  return lens.criteria.map((c, i) => {
    const base = {
      id: c.id,
      label: wordsOr(messages, `lens.${lens.id}.${c.id}.label`, readableTitle(c.id)),
      outcome: c.outcome,
      threshold: wordsOrNull(messages, `lens.${lens.id}.${c.id}.threshold`),
    };
    // The F-score's signals are the report's criteria in the same order (v1 pairs them so too).
    if (lens.id === 'piotroski') return { ...base, ...piotroskiWords(messages, c, piotroski[i]) };
    const row = { ...base, figure: criterionFigure(messages, lens, c), note: reasonText(messages, c.reason) };
    return lens.id === 'greenblatt' && c.id === 'industry_rank' ? rankRow(messages, row, rank) : row;
  });
}
