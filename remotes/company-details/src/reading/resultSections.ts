import { PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE } from 'shared-types/api/fields';
import type { MessageId } from 'shared-types/messages';

/**
 * The result's sections, in page order, as the section bar lists them (labels: the catalogue's section.*). The ids
 * are the page's anchors and stay stable: other features fill 'price' and
 * 'statements' (docs/company-page.md 'Reading the page').
 */
export const RESULT_SECTIONS = [
  { id: 'summary', labelId: 'section.summary' },
  { id: 'price', labelId: 'section.price' },
  { id: 'statements', labelId: 'section.statements' },
  { id: 'peers', labelId: 'section.peers' },
  { id: 'lenses', labelId: 'section.lenses' },
  { id: 'part-1', labelId: 'section.part_1' },
  { id: 'part-2', labelId: 'section.part_2' },
  { id: 'part-3', labelId: 'section.part_3' },
  { id: 'part-4', labelId: 'section.part_4' },
] as const satisfies readonly { id: string; labelId: MessageId }[];

export type ResultSection = (typeof RESULT_SECTIONS)[number];
export type ResultSectionId = ResultSection['id'];

/** The anchor of each Part's card, by the payload's field name. */
export const PART_SECTION_IDS: Readonly<Record<string, ResultSectionId | undefined>> = {
  [PART1_TITLE]: 'part-1',
  [PART2_TITLE]: 'part-2',
  [PART3_TITLE]: 'part-3',
  [PART4_TITLE]: 'part-4',
};

/** The bar's entries for the sections this result has, in page order. */
export function presentSections(present: ReadonlySet<string>): ResultSection[] {
  return RESULT_SECTIONS.filter((section) => present.has(section.id));
}
