import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { DEFAULT_PREFERENCES, type Preferences } from '../api/preferences';
import { convictionApi, useGetPreferencesQuery } from './convictionApi';
import { selectUserId } from './sessionSlice';
import { type RootState } from './store';

type PreferencesSelector = ReturnType<typeof convictionApi.endpoints.getPreferences.select>;

// One memoised selector per user id, as for the access summary.
const selectors = new Map<string, PreferencesSelector>();

function selectorFor(userId: string): PreferencesSelector {
  let selector = selectors.get(userId);
  if (!selector) {
    selector = convictionApi.endpoints.getPreferences.select(userId);
    selectors.set(userId, selector);
  }
  return selector;
}

/**
 * The signed-in user's lens and pillar weights; the defaults when signed out,
 * while they load, or when they could not be loaded (the standard view is
 * always a safe way to show a result).
 */
export const selectPreferences = (state: RootState): Preferences => {
  const userId = selectUserId(state);
  if (userId === null) return DEFAULT_PREFERENCES;
  return selectorFor(userId)(state).data ?? DEFAULT_PREFERENCES;
};

/** Keeps the signed-in user's preferences loaded with the session (the shell's job, like the access summary). */
export function usePreferencesSubscription() {
  const userId = useSelector(selectUserId);
  return useGetPreferencesQuery(userId ?? skipToken);
}
