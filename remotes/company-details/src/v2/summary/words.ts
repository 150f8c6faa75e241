import { pillarPoints, type Figure, type PillarV2 } from 'shared-types/api';
import { INTL_LOCALES, type Messages } from 'shared-types/messages';
import { parseLocalDate } from '../../summary/formatters';

/**
 * Small wordings the v2 summary and Part 4 share: points, a pillar's name and bar text, a date in
 * the reader's language. Numbers go through the catalogue's figures, so Indian grouping and Hindi
 * hold (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

/** Points of the score ('18.5', '15'), as the catalogue writes a score figure. */
export const pointsText = (messages: Messages, value: number): string => messages.figure({ value, unit: 'score' });

/** A fraction as a whole percentage ('95%'): coverage reads at a look. */
export const wholePercent = (messages: Messages, value: number): string => messages.figure({ value, unit: 'fraction' }, 0);

/** The catalogue's words for `code` when it has them, else null: an id this build does not know is never shown. */
export const wordsIf = (messages: Messages, code: string): string | null => (messages.has(code) ? messages.format(code) : null);

/** A pillar's name; one this build does not know is 'Another pillar'. */
export const pillarName = (messages: Messages, id: string): string => wordsIf(messages, `pillar.${id}`) ?? messages.format('v2.summary.pillar.unknown');

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' (or an ISO time) as a day in the reader's language ('30 Jun 2025'); null when not a date. */
export function dayText(messages: Messages, value: string | undefined): string | null {
  const date = parseLocalDate(value);
  if (date === null) return null;
  const locale = INTL_LOCALES[messages.locale];
  let format = dayFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    dayFormats.set(locale, format);
  }
  return format.format(date);
}

export interface PillarBarText {
  name: string;
  /** Beside the bar: '12.5 of 20', 'not assessed' or 'not scored'. */
  short: string;
  /** The bar's text alternative, every number it draws. */
  label: string;
  /** How full the bar is drawn, 0–100: earned of assessable. */
  filled: number;
}

/** A pillar's points as a bar states them; `rated` false: 'not scored' (the score is withheld). */
export function pillarBarText(messages: Messages, pillar: Pick<PillarV2, 'id' | 'measures'>, rated: boolean): PillarBarText {
  const { weight, earned, assessable } = pillarPoints(pillar);
  const name = pillarName(messages, pillar.id);
  const p = (value: number) => pointsText(messages, value);
  const base = { pillar: name, weight: p(weight), assessable: p(assessable), earned: p(earned), unassessed: p(weight - assessable) };
  if (assessable <= 0) {
    const short = messages.format('v2.summary.pillar.not_assessed');
    return { name, short, label: messages.format('v2.summary.pillar.label.not_assessed', base), filled: 0 };
  }
  if (!rated) {
    const short = messages.format('v2.summary.pillar.not_scored');
    return { name, short, label: messages.format('v2.summary.pillar.label.not_scored', base), filled: 0 };
  }
  const label = messages.format(assessable < weight ? 'v2.summary.pillar.label.part' : 'v2.summary.pillar.label.earned', base);
  const filled = Math.min(100, Math.max(0, (earned / assessable) * 100));
  return { name, short: messages.format('v2.summary.pillar.points', base), label, filled };
}

/** A figure's value when it is known, else null. */
export const known = (figure: Figure | undefined): number | null => figure?.value ?? null;
