import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { type AccessSummary } from '../api/access';
import { convictionApi, useGetAccessSummaryQuery } from './convictionApi';
import { selectUserId } from './sessionSlice';
import { type RootState } from './store';

/**
 * The access summary of the signed-in user, as every part of the page reads it
 * (docs/product-rules.md: it loads when a user id is present and is
 * cleared when there is none). The shell owns the subscription that keeps it
 * loaded; remotes only read it and ask for a refresh.
 */
export type AccessSummaryStatus = 'none' | 'loading' | 'ready' | 'error';

type SummarySelector = ReturnType<typeof convictionApi.endpoints.getAccessSummary.select>;

// endpoint.select(arg) builds a new memoised selector on every call; keep one per user id
// so that useSelector sees stable results. A page session sees one or two user ids.
const selectors = new Map<string, SummarySelector>();
const selectSkipped = convictionApi.endpoints.getAccessSummary.select(skipToken);

function selectorFor(userId: string | null): SummarySelector {
  if (userId === null) return selectSkipped;
  let selector = selectors.get(userId);
  if (!selector) {
    selector = convictionApi.endpoints.getAccessSummary.select(userId);
    selectors.set(userId, selector);
  }
  return selector;
}

/** The RTK Query result for the current user (uninitialised when signed out). */
export const selectAccessSummaryResult = (state: RootState) => selectorFor(selectUserId(state))(state);

/** The current user's summary, or null while loading, on failure, or with no user. */
export const selectAccessSummary = (state: RootState): AccessSummary | null => {
  if (selectUserId(state) === null) return null;
  return selectAccessSummaryResult(state).data ?? null;
};

/**
 * 'none' without a user; 'loading' until the first answer for this user;
 * 'ready' once there is a summary (it stays ready while a refresh runs);
 * 'error' when it could not be loaded (logged by the shell, never shown).
 */
export const selectAccessSummaryStatus = (state: RootState): AccessSummaryStatus => {
  if (selectUserId(state) === null) return 'none';
  const result = selectAccessSummaryResult(state);
  if (result.data !== undefined) return 'ready';
  if (result.isError) return 'error';
  return 'loading';
};

/**
 * Asks for a fresh access summary: dispatch it after a successful company
 * research and after a successful upgrade.
 */
export const refreshAccessSummary = () => convictionApi.util.invalidateTags(['AccessSummary']);

/**
 * Keeps the signed-in user's summary loaded, and lets it go when nobody is
 * signed in: the shell's job, done the same way by the standalone shell and by
 * tests that render a remote alone. Returns the query result (for logging a failure).
 */
export function useAccessSummarySubscription() {
  // Not store.ts's useAppSelector: the store imports this module (through the research listener).
  const userId = useSelector(selectUserId);
  return useGetAccessSummaryQuery(userId ?? skipToken);
}
