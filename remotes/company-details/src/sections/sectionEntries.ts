import { HIDDEN_DETAIL_FIELDS, PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE } from 'shared-types/api/fields';
import type { MessageId } from 'shared-types/messages';
import { readableTitle } from '../shared/readableTitle';

export interface SectionEntry {
  key: string;
  title: string;
}

// Matched exactly: 'Part 4: investment score' (the hidden number) differs from
// 'Part 4: Investment Score' (the shown breakdown) only by case.
const HIDDEN = new Set<string>(HIDDEN_DETAIL_FIELDS);
const PART_TITLES = new Set<string>([PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE]);

/** The product's title for the Part fields; any other field name made readable. */
export function sectionTitle(key: string): string {
  return PART_TITLES.has(key) ? key : readableTitle(key);
}

/** The catalogue's heading of each Part, by its payload key (the English is the key, word for word). */
export const PART_TITLE_IDS: Readonly<Record<string, MessageId | undefined>> = {
  [PART1_TITLE]: 'part.1.title',
  [PART2_TITLE]: 'part.2.title',
  [PART3_TITLE]: 'part.3.title',
  [PART4_TITLE]: 'part.4.title',
};

/** Parts 1 to 3 always get a card, with their empty state when the payload has none. */
const ALWAYS_SHOWN = [PART1_TITLE, PART2_TITLE, PART3_TITLE];

/**
 * One entry per field that gets a card: Parts 1 to 3 (and Part 4 when sent)
 * first, in their order, then the other fields in the payload's order, hidden
 * fields left out.
 */
export function sectionEntries(details: Readonly<Record<string, unknown>>): SectionEntry[] {
  const keys = Object.keys(details).filter((key) => !HIDDEN.has(key));
  const parts = [...ALWAYS_SHOWN, ...(keys.includes(PART4_TITLE) ? [PART4_TITLE] : [])];
  return [...parts, ...keys.filter((key) => !PART_TITLES.has(key))].map((key) => ({ key, title: sectionTitle(key) }));
}
