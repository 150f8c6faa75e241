import { type LegalPageId } from 'shared-types/api';

/** A paragraph, or a list (its items). */
export type LegalBlock = string | readonly string[];

/** One headed section of a legal page. */
export interface LegalSection {
  heading: string;
  body: readonly LegalBlock[];
}

/** A legal page's content as data (docs/legal-pages.md), rendered by LegalPage.tsx. */
export interface LegalDocument {
  page: LegalPageId;
  heading: string;
  /** When the text last changed, as the page shows it. */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** Both pages' date: change it with their text. */
export const LEGAL_TEXT_UPDATED = '29 November 2026';
