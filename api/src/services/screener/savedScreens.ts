import { type Kysely } from 'kysely';
import { FREE_SAVED_SCREENS, SCREEN_NAME_MAX, type SavedScreen, type SavedScreens, type SaveScreenRequest } from 'shared-types/api';
import { readQuota } from '../../db/companyAccessRepository';
import { type Database } from '../../db/schema';
import {
  countSavedScreens,
  deleteSavedScreen,
  hasScreenNamed,
  insertSavedScreen,
  isScreenNameTaken,
  listSavedScreens,
  type SavedScreenRow,
} from '../../db/savedScreensRepository';
import { lockUserPremium } from '../../db/subscriptionRepository';
import { unknownUser } from '../../errors/domainError';
import { isPremium } from '../companyAccess';
import { screenerRefusal } from './refusal';
import { parseScreenQuery } from './parseQuery';

/** Saved screens (docs/screener.md, 'Saved screens'): a user's own queries by name; free users keep FREE_SAVED_SCREENS. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toScreen = (row: SavedScreenRow): SavedScreen => ({ id: row.id, name: row.name, query: row.query, created_at: row.created_at.toISOString() });

/** The caller's screens, newest first, and how many they may keep (null: premium, no limit). */
export async function listScreens(db: Kysely<Database>, input: { userId: string; now: Date }): Promise<SavedScreens> {
  const [quota, rows] = await Promise.all([readQuota(db, input.userId), listSavedScreens(db, input.userId)]);
  if (quota === undefined) throw unknownUser();
  return { screens: rows.map(toScreen), limit: isPremium(quota.premiumUntil, input.now) ? null : FREE_SAVED_SCREENS };
}

/**
 * Saves a screen that parses, under a name the user does not use yet. The
 * user's row is locked for the count and the insert, so parallel saves by a
 * free user at the limit cannot both pass the count (on PostgreSQL and PGlite alike).
 */
export async function saveScreen(db: Kysely<Database>, input: { userId: string; request: SaveScreenRequest; now: Date }): Promise<SavedScreen> {
  const name = input.request.name.trim();
  if (name.length < 1 || name.length > SCREEN_NAME_MAX) {
    throw screenerRefusal('invalid', 'invalid_screen', `Give the screen a name of 1 to ${SCREEN_NAME_MAX} characters.`);
  }
  const parsed = parseScreenQuery(input.request.query);
  if (!parsed.ok) throw screenerRefusal('invalid', 'invalid_query', parsed.error.message, { ...parsed.error });
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await lockUserPremium(trx, input.userId);
      if (user === undefined) throw unknownUser();
      if (await hasScreenNamed(trx, input.userId, name)) throw nameTaken(name);
      if (!isPremium(user.premiumUntil, input.now) && (await countSavedScreens(trx, input.userId)) >= FREE_SAVED_SCREENS) {
        throw screenerRefusal(
          'forbidden',
          'saved_screen_limit',
          `Free accounts keep ${FREE_SAVED_SCREENS} saved screens. Delete one, or upgrade to keep more.`,
          {
            limit: FREE_SAVED_SCREENS,
          },
        );
      }
      return toScreen(await insertSavedScreen(trx, { userId: input.userId, name, query: input.request.query, now: input.now }));
    });
  } catch (error) {
    // The lock makes this rare; the unique index still has the last word.
    if (isScreenNameTaken(error)) throw nameTaken(name);
    throw error;
  }
}

function nameTaken(name: string) {
  return screenerRefusal('conflict', 'screen_name_taken', `You already have a screen named '${name}'. Pick another name.`);
}

/** Deletes the caller's own screen; another user's or an unknown id is the same 404, so ids reveal nothing. */
export async function deleteScreen(db: Kysely<Database>, input: { userId: string; id: string }): Promise<void> {
  if (!UUID.test(input.id) || !(await deleteSavedScreen(db, input.userId, input.id))) {
    throw screenerRefusal('not_found', 'screen_not_found', 'No such saved screen.');
  }
}
