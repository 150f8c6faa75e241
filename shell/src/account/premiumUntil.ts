import { selectAccessSummary, type RootState } from 'shared-types/shell';

/**
 * When the signed-in user's premium ends, or null for a free user: read from the
 * access summary the shell keeps loaded, so nothing more is fetched.
 */
export function selectPremiumUntil(state: RootState): string | null {
  const summary = selectAccessSummary(state);
  return summary?.is_premium ? summary.premium_until : null;
}
