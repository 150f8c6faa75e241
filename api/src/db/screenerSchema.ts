import { type Generated } from 'kysely';
import { FIGURE_NUMBER_COLUMNS, FIGURE_TEXT_COLUMNS } from './migrations/0019_company_figures';

/**
 * The screener's figures table (migration 0019; docs/screener.md, 'API and the
 * figures table'). One column per figure of the catalogue (shared-types
 * screenFigures.ts); companyFigures.test.ts checks the two agree.
 */

/** The columns as migration 0019 made them: a later migration adding a figure adds its column here. */
export const NUMBER_FIGURE_IDS = FIGURE_NUMBER_COLUMNS;
export const TEXT_FIGURE_IDS = FIGURE_TEXT_COLUMNS;

export type NumberFigureId = (typeof NUMBER_FIGURE_IDS)[number];
export type TextFigureId = (typeof TEXT_FIGURE_IDS)[number];

/** Every figure of one company; null is unknown, never zero. */
export type CompanyFigureValues = { [K in NumberFigureId]: number | null } & { [K in TextFigureId]: string | null } & { has_data: boolean | null };

export type CompanyFiguresTable = CompanyFigureValues & {
  company_id: string;
  /** The analysis's engine version and data fingerprint: the row is rewritten when it changes. */
  analysis_key: string;
  updated_at: Date;
  /** JSON text of CompanySeries (services/screener/companyFigures.ts), for comparisons later; null without yearly figures. */
  series: string | null;
};

/** A user's saved screen (migration 0020; docs/screener.md, 'Saved screens'). */
export interface SavedScreensTable {
  id: Generated<string>;
  user_id: string;
  /** Unique per user without regard to case. */
  name: string;
  /** The query text as the user wrote it; it parsed when saved. */
  query: string;
  created_at: Generated<Date>;
}
