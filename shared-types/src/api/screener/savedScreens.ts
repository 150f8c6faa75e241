import * as z from 'zod/mini';
import { PREMIUM_LIMITS } from '../premium/premiumCatalogue';

/**
 * Saved screens (docs/screener.md, 'Saved screens'): a user's own queries, by
 * name, and the ready-made ones every user sees. The server enforces how many
 * a user may keep; the premium catalogue owns the number.
 */

/** How many screens a free user may keep; premium users keep any number. */
export const FREE_SAVED_SCREENS = PREMIUM_LIMITS.savedScreens.free;
export const SCREEN_NAME_MAX = 80;

/** A ready-made screen: a real investing style, saying whose it is and what it looks for. */
export interface ReadyMadeScreen {
  id: string;
  name: string;
  query: string;
  /** One sentence: the style and its source. */
  about: string;
}

export const READY_MADE_SCREENS: readonly ReadyMadeScreen[] = [
  {
    id: 'quality-fair-price',
    name: 'Quality at a fair price',
    query: 'ROCE > 20% AND Debt to equity < 0.5 AND P/E < 30',
    about: 'Buffett and Munger’s “wonderful company at a fair price”: high returns on capital, little debt, a price that is not stretched.',
  },
  {
    id: 'magic-formula-top-30',
    name: 'Magic formula top 30',
    query: 'Market Capitalization > 500 AND Magic formula rank > 0 TOP 30 BY Magic formula rank ASC',
    about: 'Greenblatt’s magic formula: good businesses (high ROCE) at bargain prices (high earnings yield), ranked on both.',
  },
  {
    id: 'piotroski-8-9',
    name: 'Piotroski 8–9',
    query: 'Piotroski score >= 8',
    about: 'Piotroski’s F-score: companies passing 8 or 9 of his 9 accounting tests of strength and improvement.',
  },
];

export const SavedScreenSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  created_at: z.string(),
});
export type SavedScreen = z.infer<typeof SavedScreenSchema>;

/** GET /api/screens: the caller's saved screens, newest first, and how many they may keep (null: no limit). */
export const SavedScreensSchema = z.object({
  screens: z.array(SavedScreenSchema),
  limit: z.nullable(z.number()),
});
export type SavedScreens = z.infer<typeof SavedScreensSchema>;

/** POST /api/screens (strict: unknown keys are a 400). */
export const SaveScreenRequestSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(SCREEN_NAME_MAX)),
  query: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export type SaveScreenRequest = z.infer<typeof SaveScreenRequestSchema>;

/**
 * Codes of a refused save or delete: `saved_screen_limit` (403, a free user
 * already keeps FREE_SAVED_SCREENS), `invalid_screen` (400, a bad name or
 * body), `invalid_query` (400, the query does not parse), `screen_name_taken`
 * (409), `screen_not_found` (404).
 */
export const SAVED_SCREEN_ERROR_CODES = ['saved_screen_limit', 'invalid_screen', 'invalid_query', 'screen_name_taken', 'screen_not_found'] as const;
export type SavedScreenErrorCode = (typeof SAVED_SCREEN_ERROR_CODES)[number];
